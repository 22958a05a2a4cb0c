/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The tables generated from src/syscalls.def must agree with libseccomp and with
 * themselves:
 * - systrace's rows and libseccomp name the same x86_64 syscalls: every row
 *   resolves to a number, the number the description gives, no two rows share
 *   one, and every number libseccomp knows has a row;
 * - every row names each of its arguments (distinct names), and no more;
 * - every capture row of the buffered-mode library (src/preload/table.c, linked
 *   in) belongs to a row, and copies only arguments the syscall has;
 * - the properties the tracer follows processes by and the capture library's
 *   special paths and record shapes say the same.
 * (Every decoder a row names exists: the link checks that.)
 * Exit 0 when all agree, 1 with a list otherwise.
 */
#include "config.h"

#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "preload/sx.h"
#include "syscall_table.h"

static int bad;

static void complain(const struct sysent *s, const char *what, int i)
{
	printf("row '%s': %s", s->name, what);
	if (i >= 0)
		printf(" (%d)", i);
	putchar('\n');
	bad++;
}

static void check_names(const struct sysent *s)
{
	for (unsigned int i = 0; i < 6; i++) {
		const char *n = s->arg_names[i];
		if (i >= s->nargs) {
			if (n)
				complain(s, "an argument name past its arguments", (int)i);
			continue;
		}
		if (!n || !*n) {
			complain(s, "an argument without a name", (int)i);
			continue;
		}
		for (unsigned int j = 0; j < i; j++)
			if (s->arg_names[j] && strcmp(s->arg_names[j], n) == 0)
				complain(s, "two arguments with one name", (int)i);
	}
}

/* Kinds whose item field b is an argument index (a length, a count). */
static bool b_is_arg(unsigned int kind)
{
	switch (kind) {
	case K_BUF_IN:
	case K_OBJ_IN_LEN:
	case K_OBJ_OUT_LEN:
	case K_OBJ_OUT_LENPTR:
	case K_IOV_IN:
	case K_IOV_OUT:
	case K_MMSGHDR:
	case K_POLLFD:
	case K_FDSET:
		return true;
	default:
		return false;
	}
}

static bool cap_empty(const struct sx_cap *c)
{
	static const struct sx_cap none;
	return memcmp(c, &none, sizeof(none)) == 0;
}

/* The capture row of s (all zero if it has none) against its arguments and
 * properties. */
static void check_capture(const struct sysent *s, const struct sx_cap *c)
{
	bool ended = false;
	for (unsigned int i = 0; i < SX_CAP_ITEMS; i++) {
		const struct sx_cap_item *it = &c->items[i];
		if (it->kind == K_NONE) {
			ended = true;
			continue;
		}
		if (ended)
			complain(s, "a capture item after an empty one", (int)i);
		if (it->kind != K_SIGFRAME && it->arg >= s->nargs)
			complain(s, "a capture item copies an argument it does not have", it->arg);
		if (b_is_arg(it->kind) && it->b >= s->nargs)
			complain(s, "a capture item's length is an argument it does not have", it->b);
	}
	if (c->special == SP_MASKARG && c->mask_arg >= s->nargs)
		complain(s, "the sigset argument is past its arguments", c->mask_arg);
	if (!!(s->flags & SF_CLONE) != (c->special == SP_CLONE))
		complain(s, "SF_CLONE and SP_CLONE disagree", -1);
	if (!!(s->flags & SF_SIGRETURN) != (c->special == SP_SIGRETURN))
		complain(s, "SF_SIGRETURN and SP_SIGRETURN disagree", -1);
	if (!!(s->flags & NR) != !!(c->flags & CF_NORETURN))
		complain(s, "NR and CF_NORETURN disagree", -1);
	/* systrace follows processes through these: they are recorded, selected or not. */
	unsigned int followed = SF_EXECVE | SF_EXIT | SF_EXIT_GROUP | SF_CLONE | SF_WAIT;
	if ((s->flags & followed) && !(c->flags & CF_ALWAYS))
		complain(s, "a lifecycle syscall without CF_ALWAYS", -1);
}

int main(void)
{
	int rows = 0, decoded = 0, captured = 0;
	const struct sysent *by_table_nr[SX_NR_TABLE] = { 0 };
	syscall_table_init();

	const struct sysent *s;
	for (unsigned int i = 0; (s = sysent_row(i)); i++) {
		rows++;
		if (s->decode)
			decoded++;
		if (s->nargs > 6) {
			printf("row '%s': %u arguments\n", s->name, s->nargs);
			bad++;
			continue;
		}
		check_names(s);
		if (s->table_nr >= 0 && s->table_nr < SX_NR_TABLE) {
			by_table_nr[s->table_nr] = s;
			if (!cap_empty(&sx_caps[s->table_nr]))
				captured++;
			check_capture(s, &sx_caps[s->table_nr]);
		} else if (s->flags & (SF_EXECVE | SF_EXIT | SF_EXIT_GROUP | SF_CLONE | SF_WAIT)) {
			complain(s, "a lifecycle syscall the capture table cannot hold", s->table_nr);
		}
		if (s->nr < 0) {
			printf("row '%s': libseccomp does not know it\n", s->name);
			bad++;
			continue;
		}
		if (s->nr != s->table_nr)
			complain(s, "src/syscalls.def and libseccomp give different numbers", s->nr);
		if (sysent_by_nr(s->nr) != s) {
			printf("row '%s': number %d belongs to '%s' too\n", s->name, s->nr,
			       sysent_by_nr(s->nr)->name);
			bad++;
		}
	}
	for (int nr = 0; nr < SX_NR_TABLE; nr++) {
		if (!by_table_nr[nr] && !cap_empty(&sx_caps[nr])) {
			printf("capture row %d: no such syscall in src/syscalls.def\n", nr);
			bad++;
		}
	}
	for (int nr = 0; nr < SYSCALL_NR_MAX; nr++) {
		char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86_64, nr);
		if (!name)
			continue;
		const struct sysent *e = sysent_by_nr(nr);
		if (!e->name || strcmp(e->name, name) != 0) {
			printf("libseccomp's %d '%s': no such row in src/syscalls.def\n", nr, name);
			bad++;
		}
		free(name);
	}
	printf("%d rows, %d with a decoder, %d with capture items, %d disagreements\n", rows,
	       decoded, captured, bad);
	return bad ? 1 : 0;
}
