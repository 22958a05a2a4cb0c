/* systrace: -v -e trace=ioctl -e inject=ioctl:retval=0 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: what strace prints at exit of KVM get requests and of
 * PERF_EVENT_IOC_QUERY_BPF when they work, with -v; there is no vCPU here, so
 * the calls are made to succeed by injection (-e inject=ioctl:retval=0), the
 * "answer" being what the test put in memory: registers, CPUID entries (one
 * past the readable memory), the ids of attached programs.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kvm.h>
#include <linux/perf_event.h>

static int fd;

#define CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s (INJECTED)\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

int main(void)
{
	char buf[1024];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct kvm_regs *r = tail_alloc(sizeof(*r));
	memset(r, 0, sizeof(*r));
	r->rax = 0xdead;
	r->rip = 0xfff0;
	r->rflags = 0x202;
	CALL(KVM_GET_REGS, r, "{rax=0xdead, rbx=0, rcx=0, rdx=0, rsi=0, rdi=0, rsp=0, rbp=0"
	     ", r8=0, r9=0, r10=0, r11=0, r12=0, r13=0, r14=0, r15=0, rip=0xfff0, rflags=0x202}");

	size_t size = sizeof(struct kvm_cpuid2) + 2 * sizeof(struct kvm_cpuid_entry2);
	struct kvm_cpuid2 *c = tail_alloc(size);
	memset(c, 0, size);
	c->nent = 2;
	c->entries[0] = (struct kvm_cpuid_entry2){ .function = 0, .eax = 0xd, .ebx = 0x756e6547 };
	c->entries[1] = (struct kvm_cpuid_entry2){ .function = 7, .index = 1,
		.flags = KVM_CPUID_FLAG_SIGNIFCANT_INDEX | 8, .edx = 0x80000000 };
	const char *entries = "{function=0, index=0, flags=0, eax=0xd, ebx=0x756e6547, ecx=0"
		", edx=0}, {function=0x7, index=0x1, flags=KVM_CPUID_FLAG_SIGNIFCANT_INDEX|0x8"
		", eax=0, ebx=0, ecx=0, edx=0x80000000}";
	snprintf(buf, sizeof(buf), "{nent=2, entries=[%s]}", entries);
	CALL(KVM_GET_SUPPORTED_CPUID, c, buf);
	CALL(KVM_GET_EMULATED_CPUID, c, buf);
	c->nent = 3;
	snprintf(buf, sizeof(buf), "{nent=3, entries=[%s, ... /* %p */]}", entries,
		 (void *)&c->entries[2]);
	CALL(KVM_GET_SUPPORTED_CPUID, c, buf);

	struct perf_event_query_bpf *q = tail_alloc(sizeof(*q) + 3 * sizeof(__u32));
	q->ids_len = 3;
	q->prog_cnt = 2;
	q->ids[0] = 17;
	q->ids[1] = 4294967295U;
	CALL(PERF_EVENT_IOC_QUERY_BPF, q, "{ids_len=3, prog_cnt=2, ids=[17, 4294967295]}");
	q->prog_cnt = 0;
	CALL(PERF_EVENT_IOC_QUERY_BPF, q, "{ids_len=3, prog_cnt=0, ids=[]}");

	puts("+++ exited with 0 +++");
	return 0;
}
