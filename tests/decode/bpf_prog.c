/* systrace: -e trace=bpf */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* bpf: loading a program (its license string), pinning and getting objects by
 * path, attaching, failures. */
#include "tests.h"

#include <linux/bpf.h>

static long sys_bpf(unsigned int cmd, void *attr, unsigned int size)
{
	return syscall(SYS_bpf, cmd, attr, size);
}

int main(void)
{
	long rc;
	static struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	union bpf_attr *a = tail_alloc(sizeof(*a));
	memset(a, 0, sizeof(*a));
	a->prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	a->insn_cnt = 2;
	a->insns = (uintptr_t)insns;
	a->license = (uintptr_t)"GPL";
	a->kern_version = (5 << 16) | (10 << 8) | 3;
	strcpy(a->prog_name, "systrace_prog");
	rc = sys_bpf(BPF_PROG_LOAD, a, 128);
	printf("bpf(BPF_PROG_LOAD, {prog_type=BPF_PROG_TYPE_SOCKET_FILTER, insn_cnt=2, insns=%p, "
	       "license=\"GPL\", log_level=0, log_size=0, log_buf=NULL, "
	       "kern_version=KERNEL_VERSION(5, 10, 3), prog_flags=0, prog_name=\"systrace_prog\", "
	       "prog_ifindex=0, expected_attach_type=BPF_CGROUP_INET_INGRESS, prog_btf_fd=0, "
	       "func_info_rec_size=0, func_info=NULL, func_info_cnt=0, line_info_rec_size=0, "
	       "line_info=NULL, line_info_cnt=0, attach_btf_id=0, attach_prog_fd=0, "
	       "fd_array=NULL}, 128) = %s\n", insns, sprintrc(rc));
	if (rc < 0)
		skip_because("BPF_PROG_LOAD: %s", strerror(errno));
	int fd = (int)rc;
	a->prog_flags = BPF_F_STRICT_ALIGNMENT;
	a->prog_type = 99;
	rc = sys_bpf(BPF_PROG_LOAD, a, 48);
	printf("bpf(BPF_PROG_LOAD, {prog_type=0x63 /* BPF_PROG_TYPE_??? */, insn_cnt=2, insns=%p, "
	       "license=\"GPL\", log_level=0, log_size=0, log_buf=NULL, "
	       "kern_version=KERNEL_VERSION(5, 10, 3), prog_flags=BPF_F_STRICT_ALIGNMENT}, 48) = %s\n",
	       insns, sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->pathname = (uintptr_t)"/nonexistent/systrace-bpf";
	a->bpf_fd = fd;
	rc = sys_bpf(BPF_OBJ_PIN, a, 16);
	printf("bpf(BPF_OBJ_PIN, {pathname=\"/nonexistent/systrace-bpf\", bpf_fd=%d, file_flags=0}, 16)"
	       " = %s\n", fd, sprintrc(rc));
	a->bpf_fd = 0;
	a->file_flags = BPF_F_RDONLY;
	rc = sys_bpf(BPF_OBJ_GET, a, 16);
	printf("bpf(BPF_OBJ_GET, {pathname=\"/nonexistent/systrace-bpf\", bpf_fd=0, "
	       "file_flags=BPF_F_RDONLY}, 16) = %s\n", sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->target_fd = -1;
	a->attach_bpf_fd = fd;
	a->attach_type = BPF_CGROUP_INET_EGRESS;
	a->attach_flags = BPF_F_ALLOW_MULTI;
	rc = sys_bpf(BPF_PROG_ATTACH, a, 20);
	printf("bpf(BPF_PROG_ATTACH, {target_fd=-1, attach_bpf_fd=%d, attach_type=BPF_CGROUP_INET_EGRESS,"
	       " attach_flags=BPF_F_ALLOW_MULTI, replace_bpf_fd=0}, 20) = %s\n", fd, sprintrc(rc));
	rc = sys_bpf(BPF_PROG_DETACH, a, 12);
	printf("bpf(BPF_PROG_DETACH, {target_fd=-1, attach_type=BPF_CGROUP_INET_EGRESS}, 12) = %s\n",
	       sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->raw_tracepoint.name = (uintptr_t)"sys_enter";
	a->raw_tracepoint.prog_fd = -1;
	rc = sys_bpf(BPF_RAW_TRACEPOINT_OPEN, a, 16);
	printf("bpf(BPF_RAW_TRACEPOINT_OPEN, {raw_tracepoint={name=\"sys_enter\", prog_fd=-1}}, 16) = %s\n",
	       sprintrc(rc));
	memset(a, 0, sizeof(*a));
	a->btf = (uintptr_t)"\x9f\xeb\x01";
	a->btf_size = 4;
	rc = sys_bpf(BPF_BTF_LOAD, a, 28);
	printf("bpf(BPF_BTF_LOAD, {btf=\"\\237\\353\\1\\0\", btf_log_buf=NULL, btf_size=4, "
	       "btf_log_size=0, btf_log_level=0}, 28) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
