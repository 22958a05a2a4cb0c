/* systrace: -e trace=mbind,set_mempolicy,get_mempolicy,migrate_pages,move_pages,set_mempolicy_home_node */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* NUMA policies: modes with flags, node masks, move_pages' arrays and statuses. */
#include "tests.h"

int main(void)
{
	long rc;
	char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		perror_msg_and_fail("mmap");
	p[0] = 1;
	unsigned long *mask = tail_alloc(sizeof(*mask));
	*mask = 1;

	rc = syscall(SYS_mbind, p, 8192, 2 /* MPOL_BIND */, mask, 2, 0);
	printf("mbind(%p, 8192, MPOL_BIND, [0x00000000000001], 2, 0) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mbind, p, 8192, 0, NULL, 0, 1 /* MPOL_MF_STRICT */);
	printf("mbind(%p, 8192, MPOL_DEFAULT, NULL, 0, MPOL_MF_STRICT) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mbind, p, 8192, 2 | 0x8000, mask, 65, 0x8 | 2);
	printf("mbind(%p, 8192, MPOL_BIND|MPOL_F_STATIC_NODES, [0x00000000000001], 65, MPOL_MF_MOVE|0x8) = %s\n",
	       p, sprintrc(rc));
	rc = syscall(SYS_mbind, p, 8192, 9, mask + 1, 64, 0x10);
	printf("mbind(%p, 8192, 0x9 /* MPOL_??? */, %p, 64, 0x10 /* MPOL_??? */) = %s\n",
	       p, mask + 1, sprintrc(rc));

	rc = syscall(SYS_set_mempolicy, 0, NULL, 0);
	printf("set_mempolicy(MPOL_DEFAULT, NULL, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_set_mempolicy, 3 | 0x4000, mask, 3);
	printf("set_mempolicy(MPOL_INTERLEAVE|MPOL_F_RELATIVE_NODES, [0x00000000000001], 3) = %s\n", sprintrc(rc));
	rc = syscall(SYS_set_mempolicy, 0x2000 | 9, mask, 3);
	printf("set_mempolicy(MPOL_F_NUMA_BALANCING|0x9, [0x00000000000001], 3) = %s\n", sprintrc(rc));
	rc = syscall(SYS_set_mempolicy, 0, NULL, 0);
	printf("set_mempolicy(MPOL_DEFAULT, NULL, 0) = %s\n", sprintrc(rc));

	int *mode = tail_alloc(sizeof(*mode));
	rc = syscall(SYS_get_mempolicy, mode, mask, 64, NULL, 0);
	printf("get_mempolicy(%s, %s, 64, NULL, 0) = %s\n",
	       out_argf(mode, "[MPOL_DEFAULT]"), out_argf(mask, "[%#016lx]", *mask), sprintrc(rc));
	rc = syscall(SYS_get_mempolicy, mode, NULL, 0, p, 2 /* MPOL_F_ADDR */);
	printf("get_mempolicy(%s, NULL, 0, %p, MPOL_F_ADDR) = %s\n",
	       out_argf(mode, "[MPOL_DEFAULT]"), p, sprintrc(rc));
	rc = syscall(SYS_get_mempolicy, BAD_ADDR, mask, 64, NULL, 0x18);
	printf("get_mempolicy(%p, %p, 64, NULL, 0x18 /* MPOL_??? */) = %s\n",
	       BAD_ADDR, mask, sprintrc(rc));

	*mask = 1;
	rc = syscall(SYS_migrate_pages, 0, 2, mask, mask);
	printf("migrate_pages(0, 2, [0x00000000000001], [0x00000000000001]) = %s\n", sprintrc(rc));
	rc = syscall(SYS_migrate_pages, -1, 2, NULL, BAD_ADDR);
	printf("migrate_pages(-1, 2, NULL, %p) = %s\n", BAD_ADDR, sprintrc(rc));

	void **pages = tail_alloc(2 * sizeof(*pages));
	int *nodes = tail_alloc(2 * sizeof(*nodes));
	int *status = tail_alloc(2 * sizeof(*status));
	pages[0] = p;
	pages[1] = BAD_ADDR;
	nodes[0] = 0;
	nodes[1] = 0;
	rc = syscall(SYS_move_pages, 0, 2, pages, NULL, status, 0);
	printf("move_pages(0, 2, [%p, %p], NULL, %s, 0) = %s\n", p, BAD_ADDR,
	       out_argf(status, "[0, -EFAULT]"), sprintrc(rc));
	rc = syscall(SYS_move_pages, 0, 1, pages, nodes, status, 2 /* MPOL_MF_MOVE */);
	printf("move_pages(0, 1, [%p], [0], %s, MPOL_MF_MOVE) = %s\n", p,
	       out_argf(status, "[0]"), sprintrc(rc));
	rc = syscall(SYS_move_pages, 0, 1, pages, nodes, status, 1);
	printf("move_pages(0, 1, [%p], [0], %p, 0x1 /* MPOL_??? */) = %s\n", p, status,
	       sprintrc(rc));

	rc = syscall(450, p, 8192, 0, 0);
	printf("set_mempolicy_home_node(%p, 8192, 0, 0) = %s\n", p, sprintrc(rc));
	rc = syscall(450, p, 8192, 7, 0x10);
	printf("set_mempolicy_home_node(%p, 8192, 7, 0x10) = %s\n", p, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
