/* systrace: -v -e trace=bpf */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* bpf with -v: a program's instructions, the bytes given past a known struct. */
#include "tests.h"

#include <linux/bpf.h>

int main(void)
{
	long rc;
	static struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_LDX | BPF_MEM | BPF_W, .dst_reg = BPF_REG_2, .src_reg = BPF_REG_1,
		  .off = -4 },
		{ .code = BPF_JMP | BPF_JEQ | BPF_X, .dst_reg = 1, .src_reg = 2, .off = 1 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	union bpf_attr *a = tail_alloc(sizeof(*a));
	memset(a, 0, sizeof(*a));
	a->prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	a->insn_cnt = 4;
	a->insns = (uintptr_t)insns;
	a->license = (uintptr_t)"GPL";
	rc = syscall(SYS_bpf, BPF_PROG_LOAD, a, 48);
	printf("bpf(BPF_PROG_LOAD, {prog_type=BPF_PROG_TYPE_SOCKET_FILTER, insn_cnt=4, "
	       "insns=[{code=BPF_ALU64|BPF_K|BPF_MOV, dst_reg=BPF_REG_0, src_reg=BPF_REG_0, off=0, "
	       "imm=0}, {code=BPF_LDX|BPF_W|BPF_MEM, dst_reg=BPF_REG_2, src_reg=BPF_REG_1, off=-4, "
	       "imm=0}, {code=BPF_JMP|BPF_X|BPF_JEQ, dst_reg=BPF_REG_1, src_reg=BPF_REG_2, off=1, "
	       "imm=0}, {code=BPF_JMP|BPF_K|BPF_EXIT, dst_reg=BPF_REG_0, src_reg=BPF_REG_0, off=0, "
	       "imm=0}], license=\"GPL\", log_level=0, log_size=0, log_buf=NULL, "
	       "kern_version=KERNEL_VERSION(0, 0, 0), prog_flags=0}, 48) = %s\n", sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->map_fd = -1;
	((unsigned char *)a)[6] = 0xab;
	rc = syscall(SYS_bpf, BPF_MAP_FREEZE, a, 8);
	printf("bpf(BPF_MAP_FREEZE, {map_fd=-1, extra_data=\"\\x00\\x00\\xab\\x00\" /* bytes 4..7 */}, 8)"
	       " = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
