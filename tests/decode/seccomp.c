/* systrace: -e trace=seccomp */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* seccomp(): each operation; no filter is installed, no mode is entered. */
#include "tests.h"

#include <linux/filter.h>
#include <linux/seccomp.h>

int main(void)
{
	long rc;
	unsigned int *act = tail_alloc(sizeof(*act));
	*act = SECCOMP_RET_LOG;
	rc = syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, act);
	printf("seccomp(SECCOMP_GET_ACTION_AVAIL, 0, [SECCOMP_RET_LOG]) = %s\n", sprintrc(rc));
	*act = 0x12345;
	rc = syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 1, act);
	printf("seccomp(SECCOMP_GET_ACTION_AVAIL, 0x1, [0x12345 /* SECCOMP_RET_??? */]) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, act + 1);
	printf("seccomp(SECCOMP_GET_ACTION_AVAIL, 0, %p) = %s\n", act + 1, sprintrc(rc));

	struct seccomp_notif_sizes *szs = tail_alloc(sizeof(*szs));
	rc = syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, szs);
	printf("seccomp(SECCOMP_GET_NOTIF_SIZES, 0, %s) = %s\n",
	       out_argf(szs, "{seccomp_notif=%u, seccomp_notif_resp=%u, seccomp_data=%u}",
			szs->seccomp_notif, szs->seccomp_notif_resp, szs->seccomp_data),
	       sprintrc(rc));
	rc = syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, NULL);
	printf("seccomp(SECCOMP_GET_NOTIF_SIZES, 0, NULL) = %s\n", sprintrc(rc));

	/* Strict mode with flags: refused (strict mode itself would end the test). */
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_STRICT, 1, NULL);
	printf("seccomp(SECCOMP_SET_MODE_STRICT, 0x1, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_seccomp, 7, 2, BAD_ADDR);
	printf("seccomp(0x7 /* SECCOMP_SET_MODE_??? */, 0x2, %p) = %s\n", BAD_ADDR, sprintrc(rc));

	/* Filters with flags no kernel knows: refused before installing. */
	struct sock_filter insn[] = { BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW) };
	struct sock_fprog *prog = tail_alloc(sizeof(*prog));
	prog->len = 1;
	prog->filter = insn;
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_LOG | 0x1000, prog);
	printf("seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_LOG|0x1000, {len=1, filter=%p})"
	       " = %s\n", insn, sprintrc(rc));
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0x1000, NULL);
	printf("seccomp(SECCOMP_SET_MODE_FILTER, 0x1000 /* SECCOMP_FILTER_FLAG_??? */, NULL) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC |
		     SECCOMP_FILTER_FLAG_NEW_LISTENER | 0x1000, (char *)prog + 8);
	printf("seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC|"
	       "SECCOMP_FILTER_FLAG_NEW_LISTENER|0x1000, %p) = %s\n", (char *)prog + 8, sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
