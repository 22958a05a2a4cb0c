/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The i386 table (src/syscall_i386.c) agrees with libseccomp and with itself:
 * - every row's name is the one libseccomp gives its number on SCMP_ARCH_X86,
 *   and every number libseccomp knows there has a row;
 * - every row names each of its arguments;
 * - the table's own checks (syscall_i386_check): numbers in order, counterparts
 *   known, a counterpart's decoder only with the same argument count.
 * Exit 0 when all agree, 1 with a list otherwise.
 */
#include "config.h"

#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syscall_i386.h"
#include "syscall_table.h"

static int bad;

static void complain(const char *row, const char *what)
{
	printf("i386 row '%s': %s\n", row, what);
	bad++;
}

int main(void)
{
	syscall_table_init();
	const struct sysent *s;
	for (unsigned int i = 0; (s = sysent_i386_row(i)); i++) {
		/* By number: libseccomp resolves the names of the socket and IPC calls
		 * to socketcall's and ipc's pseudo-numbers. */
		char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86, s->table_nr);
		if (!name || strcmp(name, s->name) != 0)
			complain(s->name, "libseccomp names its number otherwise");
		free(name);
		for (unsigned int a = 0; a < s->nargs; a++)
			if (!s->arg_names[a] || !*s->arg_names[a])
				complain(s->name, "an argument without a name");
	}
	for (int nr = 0; nr < 1024; nr++) {
		char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86, nr);
		if (!name)
			continue;
		s = sysent_i386(nr);
		if (!s || strcmp(s->name, name) != 0)
			complain(name, "libseccomp knows it, the table does not");
		free(name);
	}
	syscall_i386_check(complain);
	return bad ? 1 : 0;
}
