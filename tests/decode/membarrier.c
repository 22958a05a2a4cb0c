/* systrace: -e trace=membarrier,getcpu,rseq,set_tid_address */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * membarrier (the query's result as a set), getcpu, and rseq and set_tid_address,
 * whose arguments strace 6.1 shows raw.
 */
#include "tests.h"

#include <linux/membarrier.h>

int main(void)
{
	long rc;
	rc = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
	if (rc < 0)
		skip_because("membarrier: %s", strerror(errno));
	{
		static const char *const names[] = {
			"MEMBARRIER_CMD_GLOBAL", "MEMBARRIER_CMD_GLOBAL_EXPEDITED",
			"MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED",
			"MEMBARRIER_CMD_PRIVATE_EXPEDITED",
			"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED",
			"MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE",
			"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE",
			"MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ",
			"MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ",
		};
		char buf[1024], *o = buf;
		*o = '\0';
		for (unsigned int i = 0; i < 9; i++)
			if (rc & (1L << i))
				o += sprintf(o, "%s%s", o == buf ? "" : "|", names[i]);
		if (rc & ~0x1ffL)
			sprintf(o, "%s%#lx", o == buf ? "" : "|", rc & ~0x1ffL);
		printf("membarrier(MEMBARRIER_CMD_QUERY, 0) = %#lx (%s)\n", rc, buf);
	}
	rc = syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
	printf("membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_membarrier, 0x400, 1, 5);
	printf("membarrier(0x400 /* MEMBARRIER_CMD_??? */, MEMBARRIER_CMD_FLAG_CPU, 5) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ, 3, -1);
	printf("membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ, MEMBARRIER_CMD_FLAG_CPU|0x2, -1)"
	       " = %s\n", sprintrc(rc));
	rc = syscall(SYS_membarrier, MEMBARRIER_CMD_GLOBAL, 2, 0);
	printf("membarrier(MEMBARRIER_CMD_GLOBAL, 0x2 /* MEMBARRIER_CMD_FLAG_??? */) = %s\n",
	       sprintrc(rc));

	unsigned int *cpu = tail_alloc(4), *node = tail_alloc(4);
	rc = syscall(SYS_getcpu, cpu, node, NULL);
	printf("getcpu(%s, %s, NULL) = %s\n", out_argf(cpu, "[%u]", *cpu),
	       out_argf(node, "[%u]", *node), sprintrc(rc));
	rc = syscall(SYS_getcpu, NULL, NULL, BAD_ADDR);
	printf("getcpu(NULL, NULL, %p) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_getcpu, BAD_ADDR, node, NULL);
	printf("getcpu(%p, %p, NULL) = %s\n", BAD_ADDR, node, sprintrc(rc));

	rc = syscall(SYS_rseq, NULL, 0, 0, 0);
	printf("rseq(0, 0, 0, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_rseq, BAD_ADDR, 32, 1, 0x53053053);
	printf("rseq(%p, 0x20, 0x1, 0x53053053) = %s\n", BAD_ADDR, sprintrc(rc));
	int tid;
	rc = syscall(SYS_set_tid_address, &tid);
	printf("set_tid_address(%p) = %s\n", &tid, sprintrc(rc));
	rc = syscall(SYS_set_tid_address, NULL);
	printf("set_tid_address(0) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
