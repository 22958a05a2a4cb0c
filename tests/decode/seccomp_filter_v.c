/* systrace: -v -e trace=prctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER) under -v: the classic BPF program
 * as BPF_STMT/BPF_JUMP calls, seccomp return actions, odd opcodes.
 */
#include "tests.h"

#include <linux/filter.h>
#include <linux/prctl.h>
#include <linux/seccomp.h>
#include <stddef.h>

int main(void)
{
	long rc;
	struct sock_fprog *prog = tail_alloc(sizeof(*prog));

	/* Odd opcodes in a program the kernel refuses. A return's k is always
	 * shown as a seccomp action, whatever the return's source. */
	struct sock_filter bad[] = {
		BPF_STMT(BPF_LDX | BPF_B | BPF_MSH, 14),
		BPF_STMT(BPF_ST, 1),
		BPF_STMT(BPF_STX | 0x40, 2),
		BPF_STMT(BPF_ALU | BPF_ADD | BPF_X, 0),
		BPF_STMT(BPF_ALU | BPF_NEG | BPF_K, 0),
		BPF_STMT(BPF_MISC | BPF_TXA, 0),
		BPF_STMT(BPF_MISC | BPF_TAX | 0x8, 0),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_X, 0, 0, 3),
		BPF_JUMP(BPF_JMP | 0xe0, 7, 1, 0),
		BPF_STMT(BPF_LD | 0x18 | 0xe0, 0),
		BPF_STMT(BPF_RET | BPF_A, 0),
		BPF_STMT(BPF_RET | 0x18 | 0x40, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP | 0xff),
		BPF_STMT(BPF_RET | BPF_K, 0x12340000),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
	};
	prog->len = sizeof(bad) / sizeof(bad[0]);
	prog->filter = bad;
	rc = syscall(SYS_prctl, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, prog, 0, 0);
	printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, {len=%u, filter=["
	       "BPF_STMT(BPF_LDX|BPF_B|BPF_MSH, 0xe), "
	       "BPF_STMT(BPF_ST, 0x1), "
	       "BPF_STMT(BPF_STX|0x40 /* BPF_??? */, 0x2), "
	       "BPF_STMT(BPF_ALU|BPF_X|BPF_ADD, 0), "
	       "BPF_STMT(BPF_ALU|BPF_K|BPF_NEG, 0), "
	       "BPF_STMT(BPF_MISC|BPF_TXA, 0), "
	       "BPF_STMT(BPF_MISC|0x8 /* BPF_??? */, 0), "
	       "BPF_JUMP(BPF_JMP|BPF_X|BPF_JSET, 0, 0, 0x3), "
	       "BPF_JUMP(BPF_JMP|BPF_K|0xe0 /* BPF_??? */, 0x7, 0x1, 0), "
	       "BPF_STMT(BPF_LD|BPF_DW|0xe0 /* BPF_??? */, 0), "
	       "BPF_STMT(BPF_RET|BPF_A, SECCOMP_RET_KILL_THREAD), "
	       "BPF_STMT(BPF_RET|0x18 /* BPF_??? */|0x40 /* BPF_??? */, SECCOMP_RET_KILL_THREAD), "
	       "BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_TRAP|0xff), "
	       "BPF_STMT(BPF_RET|BPF_K, 0x12340000 /* SECCOMP_RET_??? */), "
	       "BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_KILL_PROCESS)]}) = %s\n",
	       prog->len, sprintrc(rc));

	/* An unreadable program, and one that ends at a page end. */
	prog->len = 2;
	prog->filter = BAD_ADDR;
	rc = syscall(SYS_prctl, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, prog, 0, 0);
	printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, {len=2, filter=%s}) = %s\n",
	       sprintaddr(BAD_ADDR), sprintrc(rc));
	struct sock_filter *tail = tail_alloc(sizeof(*tail));
	*tail = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 1);
	prog->len = 2;
	prog->filter = tail;
	rc = syscall(SYS_prctl, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, prog, 0, 0);
	printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, {len=2, filter=["
	       "BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ERRNO|0x1), ... /* %p */]}) = %s\n",
	       (void *)(tail + 1), sprintrc(rc));

	/* A real filter: getpid fails with EPERM, the rest is allowed. */
	struct sock_filter good[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getpid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	rc = syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	printf("prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) = %s\n", sprintrc(rc));
	prog->len = 4;
	prog->filter = good;
	rc = syscall(SYS_prctl, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, prog, 0, 0);
	printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, {len=4, filter=["
	       "BPF_STMT(BPF_LD|BPF_W|BPF_ABS, 0), "
	       "BPF_JUMP(BPF_JMP|BPF_K|BPF_JEQ, %#x, 0, 0x1), "
	       "BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ERRNO|0x1), "
	       "BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ALLOW)]}) = %s\n", SYS_getpid, sprintrc(rc));
	rc = syscall(SYS_getpid);
	if (rc != -1 || errno != EPERM)
		perror_msg_and_fail("the filter is not in effect");

	puts("+++ exited with 0 +++");
	return 0;
}
