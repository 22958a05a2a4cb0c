/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "seccomp_filter.h"

#include <errno.h>
#include <linux/filter.h>
#include <seccomp.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "qualify.h"
#include "syscall_i386.h"
#include "syscall_table.h"

static bool listed(const int *list, int nr)
{
	for (; list && *list >= 0; list++)
		if (*list == nr)
			return true;
	return false;
}

/* libseccomp takes every number as an x86_64 one and finds the other
 * architectures' by name: the number that names i386 syscall nr (a negative
 * pseudo-number for a syscall x86_64 lacks), or -EDOM. */
static int i386_rule_nr(int nr)
{
	char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86, nr);
	if (!name)
		return -EDOM;
	int r = seccomp_syscall_resolve_name(name);
	free(name);
	return r == __NR_SCMP_ERROR ? -EDOM : r;
}

/*
 * The i386 ABI (int $0x80): its rules, on its own numbers, in a filter of its own
 * merged into ctx, since libseccomp would take a number given for a filter of
 * several architectures as an x86_64 one. Each row is selected as the x86_64
 * syscall it stands for (src/syscall_i386.h). def is ctx's default action.
 * Returns 0 or a negative errno; ctx is unchanged on failure.
 */
static int add_i386_rules(scmp_filter_ctx ctx, uint32_t def, uint32_t action, bool inverted,
			  const int *always, const int *never)
{
	scmp_filter_ctx c32 = seccomp_init(def);
	if (!c32)
		return -ENOMEM;
	int rc = seccomp_arch_add(c32, SCMP_ARCH_X86);
	if (rc == 0)
		rc = seccomp_arch_remove(c32, SCMP_ARCH_NATIVE);
	/* Attributes must match for the merge. */
	uint32_t v;
	if (rc == 0 && seccomp_attr_get(ctx, SCMP_FLTATR_CTL_NNP, &v) == 0)
		rc = seccomp_attr_set(c32, SCMP_FLTATR_CTL_NNP, v);
	if (rc == 0 && seccomp_attr_get(ctx, SCMP_FLTATR_ACT_BADARCH, &v) == 0)
		rc = seccomp_attr_set(c32, SCMP_FLTATR_ACT_BADARCH, v);
	if (rc == 0 && seccomp_attr_get(ctx, SCMP_FLTATR_CTL_OPTIMIZE, &v) == 0)
		rc = seccomp_attr_set(c32, SCMP_FLTATR_CTL_OPTIMIZE, v);
	const struct sysent *s;
	for (unsigned int i = 0; rc == 0 && (s = sysent_i386_row(i)); i++) {
		bool sel = s->nr >= 0 ? !listed(never, s->nr) &&
					(syscall_i386_traced(s) || listed(always, s->nr))
				      : syscall_i386_traced(s);
		int nr = i386_rule_nr(s->table_nr);
		if (sel != inverted && nr != -EDOM)
			rc = seccomp_rule_add(c32, inverted ? SCMP_ACT_ALLOW : action, nr, 0);
		if (rc == -EDOM)
			rc = 0;
	}
	/* A successful merge releases c32. */
	if (rc == 0 && (rc = seccomp_merge(ctx, c32)) == 0)
		return 0;
	seccomp_release(c32);
	return rc;
}

static bool selected(int nr, const int *always, const int *never)
{
	return !listed(never, nr) && (syscall_traced(nr) || listed(always, nr));
}

/* Are most x86_64 syscalls selected? Then `action` is the better default. */
static bool most_selected(const int *always, const int *never)
{
	const struct sysent *s;
	unsigned int nsel = 0, nrows = 0;
	for (unsigned int i = 0; (s = sysent_row(i)); i++) {
		if (s->nr < 0)
			continue;
		nrows++;
		nsel += selected(s->nr, always, never);
	}
	return nsel > nrows / 2;
}

int seccomp_filter_install(uint32_t action, const int *never, bool want_fd)
{
	int rc;
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	if (!ctx)
		return -ENOMEM;
	/* root may install a filter without no_new_privs, so setuid programs keep working. */
	if (geteuid() == 0)
		seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 0);
	/* An architecture the filter does not list (x32 numbers, the only one left
	 * on x86_64; libseccomp's default would kill the program): stopped when most
	 * syscalls are, so that they show as syscall_0x40000NNN as without the
	 * filter; run untraced otherwise. */
	rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH,
			      most_selected(NULL, never) ? action : SCMP_ACT_ALLOW);
	if (rc < 0)
		goto out;
	const struct sysent *s;
	for (unsigned int i = 0; (s = sysent_row(i)); i++) {
		if (s->nr < 0 || !syscall_traced(s->nr) || listed(never, s->nr))
			continue;
		rc = seccomp_rule_add(ctx, action, s->nr, 0);
		if (rc < 0 && rc != -EDOM)	/* -EDOM: not filterable on this arch */
			goto out;
	}
	/* int $0x80 (the i386 ABI): without the arch in the filter, the kernel would
	 * kill the program at its first i386 syscall. If its rules cannot be had,
	 * i386 syscalls at least run, untraced. */
	add_i386_rules(ctx, SCMP_ACT_ALLOW, action, false, NULL, never);
	rc = seccomp_load(ctx);
	if (rc == 0 && want_fd)
		rc = seccomp_notify_fd(ctx);
out:
	seccomp_release(ctx);
	return rc;
}

/* The exempted syscall: allowed for exactly its arguments, `action` otherwise. */
static int add_exemption(scmp_filter_ctx ctx, uint32_t action, bool inverted,
			 const struct seccomp_exemption *ex)
{
	if (inverted)
		return seccomp_rule_add(ctx, SCMP_ACT_ALLOW, ex->nr, 3,
					SCMP_A0(SCMP_CMP_EQ, ex->args[0]),
					SCMP_A1(SCMP_CMP_EQ, ex->args[1]),
					SCMP_A2(SCMP_CMP_EQ, ex->args[2]));
	/* Rules with the same action are OR'ed: "notify if any argument differs". */
	for (unsigned int i = 0; i < 3; i++) {
		struct scmp_arg_cmp cmp = { .arg = i, .op = SCMP_CMP_NE, .datum_a = ex->args[i] };
		int rc = seccomp_rule_add_array(ctx, action, ex->nr, 1, &cmp);
		if (rc < 0)
			return rc;
	}
	return 0;
}

/* libseccomp 2.5 exports only to a file descriptor: go through a memfd. */
static int export_to_memory(scmp_filter_ctx ctx, struct sock_fprog *prog)
{
	int fd = memfd_create("systrace-filter", MFD_CLOEXEC);
	if (fd < 0)
		return -errno;
	int rc = seccomp_export_bpf(ctx, fd);
	struct stat st;
	if (rc == 0 && fstat(fd, &st) < 0)
		rc = -errno;
	if (rc == 0 && (st.st_size == 0 || st.st_size % sizeof(struct sock_filter) ||
			st.st_size / sizeof(struct sock_filter) > BPF_MAXINSNS))
		rc = -E2BIG;
	if (rc == 0) {
		void *buf = malloc((size_t)st.st_size);
		if (!buf)
			rc = -ENOMEM;
		else if (pread(fd, buf, (size_t)st.st_size, 0) != st.st_size)
			rc = -EIO;
		if (rc == 0) {
			prog->filter = buf;
			prog->len = (unsigned short)(st.st_size / sizeof(struct sock_filter));
		} else {
			free(buf);
		}
	}
	close(fd);
	return rc;
}

int seccomp_filter_export(uint32_t action, const int *always, const int *never,
			  const struct seccomp_exemption *exempt, struct sock_fprog *prog)
{
	/* Fewer rules make a shorter filter: when most syscalls are selected, `action`
	 * is the default and the others get an allow rule. Numbers systrace does not
	 * know then get `action` too, which shows them as syscall_0xNNN. */
	bool inverted = most_selected(always, never);
	const struct sysent *s;
	scmp_filter_ctx ctx = seccomp_init(inverted ? action : SCMP_ACT_ALLOW);
	if (!ctx)
		return -ENOMEM;
	/* x32 numbers (the architecture the filter does not list) are like numbers
	 * systrace does not know: `action` when those get it, else they run. */
	int rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, inverted ? action : SCMP_ACT_ALLOW);
	if (rc == 0)
		rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	for (unsigned int i = 0; rc == 0 && (s = sysent_row(i)); i++) {
		if (s->nr < 0)
			continue;
		bool sel = selected(s->nr, always, never);
		if (exempt && s->nr == exempt->nr) {
			if (sel)
				rc = add_exemption(ctx, action, inverted, exempt);
			else if (inverted)
				rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, s->nr, 0);
		} else if (sel != inverted) {
			rc = seccomp_rule_add(ctx, inverted ? SCMP_ACT_ALLOW : action, s->nr, 0);
		}
		if (rc == -EDOM)	/* not a syscall on this architecture */
			rc = 0;
	}
	/* int $0x80 is seen too (allowed if that fails: never worse than before). */
	if (rc == 0)
		add_i386_rules(ctx, inverted ? action : SCMP_ACT_ALLOW, action, inverted, always,
			       never);
	if (rc == 0)
		rc = export_to_memory(ctx, prog);
	seccomp_release(ctx);
	return rc;
}
