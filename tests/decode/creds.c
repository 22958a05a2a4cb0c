/* systrace: -e trace=%creds */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The credential calls: ids (-1 as -1), group lists, capability sets. Only the ids
 * the test already has are set, so it keeps running as it started.
 */
#include "tests.h"

#include <linux/capability.h>

static const char *const cap_names[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_DAC_READ_SEARCH", "CAP_FOWNER",
	"CAP_FSETID", "CAP_KILL", "CAP_SETGID", "CAP_SETUID", "CAP_SETPCAP",
	"CAP_LINUX_IMMUTABLE", "CAP_NET_BIND_SERVICE", "CAP_NET_BROADCAST",
	"CAP_NET_ADMIN", "CAP_NET_RAW", "CAP_IPC_LOCK", "CAP_IPC_OWNER",
	"CAP_SYS_MODULE", "CAP_SYS_RAWIO", "CAP_SYS_CHROOT", "CAP_SYS_PTRACE",
	"CAP_SYS_PACCT", "CAP_SYS_ADMIN", "CAP_SYS_BOOT", "CAP_SYS_NICE",
	"CAP_SYS_RESOURCE", "CAP_SYS_TIME", "CAP_SYS_TTY_CONFIG", "CAP_MKNOD",
	"CAP_LEASE", "CAP_AUDIT_WRITE", "CAP_AUDIT_CONTROL", "CAP_SETFCAP",
	"CAP_MAC_OVERRIDE", "CAP_MAC_ADMIN", "CAP_SYSLOG", "CAP_WAKE_ALARM",
	"CAP_BLOCK_SUSPEND", "CAP_AUDIT_READ", "CAP_PERFMON", "CAP_BPF",
	"CAP_CHECKPOINT_RESTORE",
};
#define NCAPS (sizeof(cap_names) / sizeof(cap_names[0]))

/* A set as strace prints it: the low word's bits, then the high word's, unknown
 * high bits in hex ("CAP_???" when the high word has no known bit). */
static const char *sprint_caps(uint32_t lo, uint32_t hi)
{
	static char bufs[3][2048];
	static int k;
	char *b = bufs[k++ % 3], *o = b;
	*o = '\0';
	for (unsigned int i = 0; i < 32; i++)
		if (lo & (1u << i))
			o += sprintf(o, "%s1<<%s", o == b ? "" : "|", cap_names[i]);
	uint32_t left = hi;
	int named_hi = 0;
	for (unsigned int i = 32; i < NCAPS; i++)
		if (hi & (1u << (i - 32))) {
			o += sprintf(o, "%s1<<%s", o == b ? "" : "|", cap_names[i]);
			left &= ~(1u << (i - 32));
			named_hi = 1;
		}
	if (left)
		o += sprintf(o, "%s%#x", o == b ? "" : "|", left);
	if (hi && !named_hi)
		o += sprintf(o, " /* CAP_??? */");
	if (o == b)
		strcpy(b, "0");
	return b;
}

static const char *sprint_data(const struct __user_cap_data_struct *d, int two)
{
	static char buf[8192];
	snprintf(buf, sizeof(buf), "{effective=%s, permitted=%s, inheritable=%s}",
		 sprint_caps(d[0].effective, two ? d[1].effective : 0),
		 sprint_caps(d[0].permitted, two ? d[1].permitted : 0),
		 sprint_caps(d[0].inheritable, two ? d[1].inheritable : 0));
	return buf;
}

int main(void)
{
	long rc;
	unsigned int uid = getuid(), gid = getgid();

	rc = syscall(SYS_setuid, uid);
	printf("setuid(%u) = %s\n", uid, sprintrc(rc));
	rc = syscall(SYS_setuid, -1);
	printf("setuid(-1) = %s\n", sprintrc(rc));
	/* ids are 32 bits: the upper half of the register is ignored. */
	rc = syscall(SYS_setgid, 0x100000000ULL | gid);
	printf("setgid(%u) = %s\n", gid, sprintrc(rc));
	rc = syscall(SYS_setreuid, -1, uid);
	printf("setreuid(-1, %u) = %s\n", uid, sprintrc(rc));
	rc = syscall(SYS_setregid, gid, -1);
	printf("setregid(%u, -1) = %s\n", gid, sprintrc(rc));
	rc = syscall(SYS_setresuid, -1, -1, -1);
	printf("setresuid(-1, -1, -1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setresgid, gid, gid, -1);
	printf("setresgid(%u, %u, -1) = %s\n", gid, gid, sprintrc(rc));
	unsigned int *ids = tail_alloc(3 * sizeof(*ids));
	rc = syscall(SYS_getresuid, &ids[0], &ids[1], &ids[2]);
	printf("getresuid(%s, %s, %s) = %s\n", out_argf(&ids[0], "[%u]", ids[0]),
	       out_argf(&ids[1], "[%u]", ids[1]), out_argf(&ids[2], "[%u]", ids[2]),
	       sprintrc(rc));
	rc = syscall(SYS_getresgid, &ids[0], &ids[1], &ids[2]);
	printf("getresgid(%s, %s, %s) = %s\n", out_argf(&ids[0], "[%u]", ids[0]),
	       out_argf(&ids[1], "[%u]", ids[1]), out_argf(&ids[2], "[%u]", ids[2]),
	       sprintrc(rc));
	rc = syscall(SYS_getresuid, NULL, NULL, NULL);
	printf("getresuid(NULL, NULL, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_getresgid, &ids[0], BAD_ADDR, &ids[2]);
	printf("getresgid(%p, %p, %p) = %s\n", &ids[0], BAD_ADDR, &ids[2], sprintrc(rc));

	/* setfsuid returns the old fsuid; -1 changes nothing. */
	rc = syscall(SYS_setfsuid, -1);
	printf("setfsuid(-1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setfsgid, gid);
	printf("setfsgid(%u) = %s\n", gid, sprintrc(rc));
	/* 4294967294 is not -1: unsigned. Root may take it as fsuid; then back. */
	rc = syscall(SYS_setfsuid, 0xfffffffeU);
	printf("setfsuid(4294967294) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setfsuid, uid);
	printf("setfsuid(%u) = %s\n", uid, sprintrc(rc));

	/* Group lists. */
	unsigned int *list = tail_alloc(40 * sizeof(*list));
	rc = syscall(SYS_getgroups, 0, NULL);
	printf("getgroups(0, NULL) = %s\n", sprintrc(rc));
	long n = syscall(SYS_getgroups, 40, list);
	if (n < 0 || n > 32)
		perror_msg_and_fail("getgroups");
	{
		char buf[1024], *o = buf;
		o += sprintf(o, "[");
		for (long i = 0; i < n; i++)
			o += sprintf(o, "%s%u", i ? ", " : "", list[i]);
		sprintf(o, "]");
		printf("getgroups(40, %s) = %ld\n", out_arg(list, buf), n);
		rc = syscall(SYS_setgroups, n, list);
		printf("setgroups(%ld, %s) = %s\n", n, buf, sprintrc(rc));
	}
	rc = syscall(SYS_getgroups, -1, list);
	printf("getgroups(-1, %p) = %s\n", list, sprintrc(rc));
	rc = syscall(SYS_getgroups, 65536, BAD_ADDR);
	/* With no supplementary groups the kernel writes nothing and succeeds. */
	printf("getgroups(65536, %s) = %s\n", rc == 0 ? out_arg(BAD_ADDR, "[]") : sprintaddr(BAD_ADDR),
	       sprintrc(rc));
	unsigned int *g4 = tail_alloc(4 * sizeof(*g4));
	g4[0] = -1U;
	g4[1] = 1;
	g4[2] = 0xfffffffeU;
	g4[3] = 3;
	/* An invalid group (-1) fails the whole call: nothing changes. */
	rc = syscall(SYS_setgroups, 4, g4);
	printf("setgroups(4, [-1, 1, 4294967294, 3]) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setgroups, -1, g4);
	printf("setgroups(-1, %p) = %s\n", g4, sprintrc(rc));
	rc = syscall(SYS_setgroups, 65537, g4);
	printf("setgroups(65537, %p) = %s\n", g4, sprintrc(rc));
	rc = syscall(SYS_setgroups, 2, BAD_ADDR);
	printf("setgroups(2, %p) = %s\n", BAD_ADDR, sprintrc(rc));
	/* The last entry readable, the one after it not. */
	rc = syscall(SYS_setgroups, 5, g4);
	printf("setgroups(5, [-1, 1, 4294967294, 3, ... /* %p */]) = %s\n", g4 + 4,
	       sprintrc(rc));
	/* More than 32 entries: "..." after 32 (each -1, so the call fails). */
	{
		unsigned int *many = tail_alloc(33 * sizeof(*many));
		char buf[1024], *o = buf;
		for (int i = 0; i < 33; i++)
			many[i] = -1U;
		for (int i = 0; i < 32; i++)
			o += sprintf(o, "-1, ");
		rc = syscall(SYS_setgroups, 33, many);
		printf("setgroups(33, [%s...]) = %s\n", buf, sprintrc(rc));
	}

	/* Capabilities. */
	struct __user_cap_header_struct *h = tail_alloc(sizeof(*h));
	struct __user_cap_data_struct *d = tail_alloc(2 * sizeof(*d));
	h->version = _LINUX_CAPABILITY_VERSION_3;
	h->pid = 0;
	rc = syscall(SYS_capget, h, d);
	printf("capget({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, %s) = %s\n",
	       out_arg(d, sprint_data(d, 1)), sprintrc(rc));
	rc = syscall(SYS_capset, h, d);
	printf("capset({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, %s) = %s\n",
	       sprint_data(d, 1), sprintrc(rc));
	h->version = _LINUX_CAPABILITY_VERSION_1;
	h->pid = getpid();
	struct __user_cap_data_struct *d1 = tail_alloc(sizeof(*d1));
	rc = syscall(SYS_capget, h, d1);
	printf("capget({version=_LINUX_CAPABILITY_VERSION_1, pid=%d}, %s) = %s\n", h->pid,
	       out_arg(d1, sprint_data(d1, 0)), sprintrc(rc));
	h->version = _LINUX_CAPABILITY_VERSION_2;
	h->pid = 0;
	rc = syscall(SYS_capget, h, NULL);
	printf("capget({version=_LINUX_CAPABILITY_VERSION_2, pid=0}, NULL) = %s\n", sprintrc(rc));
	/* An unknown version: the kernel writes its own back and fails. */
	h->version = 0x12345;
	rc = syscall(SYS_capget, h, d);
	printf("capget({version=0x12345 /* _LINUX_CAPABILITY_VERSION_??? */, pid=0}, %p) = %s\n",
	       d, sprintrc(rc));
	rc = syscall(SYS_capget, NULL, NULL);
	printf("capget(NULL, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_capget, BAD_ADDR, d);
	printf("capget(%p, %p) = %s\n", BAD_ADDR, d, sprintrc(rc));
	h->version = _LINUX_CAPABILITY_VERSION_3;
	rc = syscall(SYS_capget, h, BAD_ADDR);
	printf("capget({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, %p) = %s\n", BAD_ADDR,
	       sprintrc(rc));

	/* capset with sets it may not grant: unknown bits, high words with and
	 * without known bits. Fails with EPERM at most, changing nothing. */
	d[0].effective = 1;
	d[0].permitted = 0;
	d[0].inheritable = 0;
	d[1].effective = 0x400;
	d[1].permitted = 0x402;
	d[1].inheritable = 0xfffffe00;
	rc = syscall(SYS_capset, h, d);
	printf("capset({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, {effective=1<<CAP_CHOWN|"
	       "0x400 /* CAP_??? */, permitted=1<<CAP_MAC_ADMIN|0x400, inheritable=0xfffffe00 "
	       "/* CAP_??? */}) = %s\n", sprintrc(rc));
	h->pid = 99999999;
	rc = syscall(SYS_capset, h, d);
	printf("capset({version=_LINUX_CAPABILITY_VERSION_3, pid=99999999}, {effective=1<<CAP_CHOWN|"
	       "0x400 /* CAP_??? */, permitted=1<<CAP_MAC_ADMIN|0x400, inheritable=0xfffffe00 "
	       "/* CAP_??? */}) = %s\n", sprintrc(rc));
	/* Version 3 reads two structs: one at the end of memory is unreadable. */
	h->pid = 0;
	rc = syscall(SYS_capset, h, d1);
	printf("capset({version=_LINUX_CAPABILITY_VERSION_3, pid=0}, %p) = %s\n", d1, sprintrc(rc));
	/* Version 1 and an unknown one read one. */
	h->version = _LINUX_CAPABILITY_VERSION_1;
	d1->effective = 1u << 31;
	d1->permitted = 0;
	d1->inheritable = 1u << 5;
	rc = syscall(SYS_capset, h, d1);
	printf("capset({version=_LINUX_CAPABILITY_VERSION_1, pid=0}, {effective=1<<CAP_SETFCAP, "
	       "permitted=0, inheritable=1<<CAP_KILL}) = %s\n", sprintrc(rc));
	h->version = 0;
	rc = syscall(SYS_capset, h, d1);
	printf("capset({version=0 /* _LINUX_CAPABILITY_VERSION_??? */, pid=0}, {effective=1<<"
	       "CAP_SETFCAP, permitted=0, inheritable=1<<CAP_KILL}) = %s\n", sprintrc(rc));
	rc = syscall(SYS_capset, NULL, d1);
	printf("capset(NULL, %p) = %s\n", d1, sprintrc(rc));
	rc = syscall(SYS_capset, h + 1, d1);
	printf("capset(%p, %p) = %s\n", h + 1, d1, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
