/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Requests whose argument strace 6.1 reads through a pointer (a structure
 * or an array it decodes) and that systrace does not decode yet: their
 * argument prints as an address, NULL when 0, as strace prints it when the
 * call fails or the pointer is NULL. The list was taken from strace's own
 * output on each named request; a request decoded elsewhere (ioctl_args.c,
 * ioctl_loop.c, ioctl_struct.c, ioctl_sock.c) must leave it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "ioctl.h"

/* By name: the numbers are the generated table's (ioctl_request_names()). */
static const char *const ptr_names[] = {
	"EVIOCGMASK",
	"EVIOCSMASK",
	"SIOCADDDLCI",
	"SIOCADDRT",
	"SIOCBONDCHANGEACTIVE",
	"SIOCBONDENSLAVE",
	"SIOCBONDINFOQUERY",
	"SIOCBONDRELEASE",
	"SIOCBONDSETHWADDR",
	"SIOCBONDSLAVEINFOQUERY",
	"SIOCDARP",
	"SIOCDELDLCI",
	"SIOCDELRT",
	"SIOCDIFADDR",
	"SIOCDRARP",
	"SIOCETHTOOL",
	"SIOCGARP",
	"SIOCGHWTSTAMP",
	"SIOCGIFBR",
	"SIOCGIFCOUNT",
	"SIOCGIFMEM",
	"SIOCGIFPFLAGS",
	"SIOCGIFVLAN",
	"SIOCGMIIPHY",
	"SIOCGMIIREG",
	"SIOCGRARP",
	"SIOCGSKNS",
	"SIOCGSTAMPNS_NEW",
	"SIOCGSTAMPNS_OLD",
	"SIOCGSTAMP_NEW",
	"SIOCGSTAMP_OLD",
	"SIOCRTMSG",
	"SIOCSARP",
	"SIOCSHWTSTAMP",
	"SIOCSIFBR",
	"SIOCSIFLINK",
	"SIOCSIFMEM",
	"SIOCSIFPFLAGS",
	"SIOCSIFVLAN",
	"SIOCSMIIREG",
	"SIOCSRARP",
	"SIOCWANDEV",
	"TEE_IOC_VERSION",
};

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

/* Is code one of ptr_names' requests? The numbers are looked up once. */
static bool is_ptr_request(uint32_t code)
{
	static uint32_t codes[ARRAY_SIZE(ptr_names)];
	static size_t n;
	static bool ready;
	if (!ready) {
		const struct xlat *names = ioctl_request_names();
		for (size_t i = 0; i < names->count; i++)
			for (size_t j = 0; j < ARRAY_SIZE(ptr_names); j++)
				if (!strcmp(names->entries[i].str, ptr_names[j]) &&
				    n < ARRAY_SIZE(codes))
					codes[n++] = (uint32_t)names->entries[i].val;
		qsort(codes, n, sizeof(codes[0]), cmp_u32);
		ready = true;
	}
	return bsearch(&code, codes, n, sizeof(codes[0]), cmp_u32) != NULL;
}

/* The argument of a pointer request as an address; -1 for others. See ioctl.h. */
int ioctl_ptr_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	if (!is_ptr_request(code))
		return -1;
	tprint_sep(tcp);
	print_addr(tcp, arg);
	return IOCTL_ARG_PRINTED;
}
