/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * systrace's syscall table (src/syscallent.h) and libseccomp must name the same
 * x86_64 syscalls: every row resolves to a number, no two rows share one, and every
 * number libseccomp knows has a row. Exit 0 when they agree, 1 with a list otherwise.
 */
#include "config.h"

#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syscall_table.h"

int main(void)
{
	int bad = 0, rows = 0, decoded = 0;
	syscall_table_init();

	const struct sysent *s;
	for (unsigned int i = 0; (s = sysent_row(i)); i++) {
		rows++;
		if (s->decode)
			decoded++;
		if (s->nr < 0) {
			printf("row '%s': libseccomp does not know it\n", s->name);
			bad++;
			continue;
		}
		if (sysent_by_nr(s->nr) != s) {
			printf("row '%s': number %d belongs to '%s' too\n", s->name, s->nr,
			       sysent_by_nr(s->nr)->name);
			bad++;
		}
		if (s->nargs > 6) {
			printf("row '%s': %u arguments\n", s->name, s->nargs);
			bad++;
		}
	}
	for (int nr = 0; nr < SYSCALL_NR_MAX; nr++) {
		char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86_64, nr);
		if (!name)
			continue;
		const struct sysent *e = sysent_by_nr(nr);
		if (!e->name || strcmp(e->name, name) != 0) {
			printf("libseccomp's %d '%s': no such row in src/syscallent.h\n", nr, name);
			bad++;
		}
		free(name);
	}
	printf("%d rows, %d with a decoder, %d disagreements\n", rows, decoded, bad);
	return bad ? 1 : 0;
}
