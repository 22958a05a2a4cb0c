/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "syscall_table.h"

#include <seccomp.h>
#include <string.h>

#include "decoders.h"
#include "syscall_i386.h"
#include "util.h"

/* Generated from src/syscalls.def by src/gen-syscalls.sh. */
static struct sysent table[] = {
#include "syscallent.h"
};

static const struct sysent *by_nr[SYSCALL_NR_MAX];
/* Numbers outside the table print as syscall_0xNNN with six raw arguments. */
static const struct sysent unknown_sysent = { .name = NULL, .nargs = 6, .nr = -1 };

void syscall_table_init(void)
{
	for (size_t i = 0; i < ARRAY_SIZE(table); i++) {
		int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_X86_64, table[i].name);
		if (nr < 0 || nr >= SYSCALL_NR_MAX)
			continue;
		table[i].nr = nr;
		by_nr[nr] = &table[i];
	}
	syscall_i386_init();
}

const struct sysent *sysent_by_nr(int nr)
{
	if (nr >= 0 && nr < SYSCALL_NR_MAX && by_nr[nr])
		return by_nr[nr];
	return &unknown_sysent;
}

int syscall_nr_by_name(const char *name)
{
	for (size_t i = 0; i < ARRAY_SIZE(table); i++)
		if (table[i].nr >= 0 && strcmp(table[i].name, name) == 0)
			return table[i].nr;
	return -1;
}

const struct sysent *sysent_row(unsigned int i)
{
	return i < ARRAY_SIZE(table) ? &table[i] : NULL;
}

unsigned int syscall_nrs_with(unsigned int flags, int *nrs, unsigned int max)
{
	unsigned int n = 0;
	if (max == 0)
		return 0;
	for (size_t i = 0; i < ARRAY_SIZE(table); i++)
		if ((table[i].flags & flags) && table[i].nr >= 0 && n + 1 < max)
			nrs[n++] = table[i].nr;
	nrs[n] = -1;
	return n;
}

int sysent_arg_pos(const struct sysent *s, const char *name)
{
	for (unsigned int i = 0; i < s->nargs && i < 6; i++)
		if (s->arg_names[i] && strcmp(s->arg_names[i], name) == 0)
			return (int)i;
	return -1;
}

int sysent_arg_index(int nr, const char *name)
{
	return sysent_arg_pos(sysent_by_nr(nr), name);
}
