/* SPDX-License-Identifier: GPL-2.0-or-later */
/* forbid RULE... -- PROG [ARGS]: run PROG under a seccomp filter like the ones
 * container runtimes install, where each RULE, SYSCALL[:ARG0]=ERRNO, makes that
 * syscall fail with ERRNO (EPERM, ENOSYS, EOPNOTSUPP,
 * EINVAL or a number), when its first
 * argument is ARG0 if one is given. Everything else is allowed. */
#include <errno.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

static int parse_errno(const char *s)
{
	if (strcmp(s, "EPERM") == 0)
		return EPERM;
	if (strcmp(s, "ENOSYS") == 0)
		return ENOSYS;
	if (strcmp(s, "EOPNOTSUPP") == 0)
		return EOPNOTSUPP;
	if (strcmp(s, "EINVAL") == 0)
		return EINVAL;
	return atoi(s);
}

int main(int argc, char **argv)
{
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	int i;
	if (!ctx)
		return 99;
	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
		char name[64];
		char *eq = strchr(argv[i], '=');
		if (!eq || (size_t)(eq - argv[i]) >= sizeof(name)) {
			fprintf(stderr, "forbid: bad rule '%s'\n", argv[i]);
			return 99;
		}
		memcpy(name, argv[i], eq - argv[i]);
		name[eq - argv[i]] = '\0';
		char *colon = strchr(name, ':');
		if (colon)
			*colon++ = '\0';
		int nr = seccomp_syscall_resolve_name(name);
		int err = parse_errno(eq + 1);
		int rc = colon ? seccomp_rule_add(ctx, SCMP_ACT_ERRNO(err), nr, 1,
						  SCMP_A0(SCMP_CMP_EQ, strtoull(colon, NULL, 0)))
			       : seccomp_rule_add(ctx, SCMP_ACT_ERRNO(err), nr, 0);
		if (nr < 0 || rc < 0) {
			fprintf(stderr, "forbid: cannot add rule '%s'\n", argv[i]);
			return 99;
		}
	}
	if (i + 1 >= argc) {
		fprintf(stderr, "usage: forbid SYSCALL[:ARG0]=ERRNO... -- PROG [ARGS]\n");
		return 99;
	}
	/* As in a container: no new privileges, then the policy. */
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || seccomp_load(ctx) < 0) {
		perror("forbid: cannot install the filter");
		return 99;
	}
	seccomp_release(ctx);
	execvp(argv[i + 1], argv + i + 1);
	perror("forbid: cannot run the program");
	return 99;
}
