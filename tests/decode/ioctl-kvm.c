/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: KVM vCPU register and CPUID requests and PERF_EVENT_IOC_QUERY_BPF on
 * a descriptor that is neither (they fail): what the set requests give the
 * kernel, abbreviated as strace abbreviates it without -v; what the get ones
 * would receive as an address; NULL and unreadable arguments.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kvm.h>
#include <linux/perf_event.h>

static int fd;

int main(void)
{
	char buf[512];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct kvm_regs *r = tail_alloc(sizeof(*r));
	memset(r, 0, sizeof(*r));
	r->rax = 1;
	r->rbx = 2;
	r->rsp = 0x7000;
	r->rbp = 0x7100;
	r->rip = 0x1000;
	r->rflags = 2;
	IOCTL_CALL(KVM_SET_REGS, r, "{rax=0x1, ..., rsp=0x7000, rbp=0x7100, ..., rip=0x1000, rflags=0x2}");
	IOCTL_CALL(KVM_GET_REGS, r, sprintaddr(r));
	IOCTL_CALL(KVM_SET_REGS, (char *)r + 8, sprintaddr((char *)r + 8));

	struct kvm_sregs *s = tail_alloc(sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->cs = (struct kvm_segment){ .base = 0xffff0000, .limit = 0xffff, .selector = 0xf000,
				      .type = 11, .present = 1, .s = 1 };
	s->cr0 = 0x60000010;
	IOCTL_CALL(KVM_SET_SREGS, s, "{cs={base=0xffff0000, limit=65535, selector=61440, type=11"
	           ", present=1, dpl=0, db=0, s=1, l=0, g=0, avl=0}, ...}");
	IOCTL_CALL(KVM_GET_SREGS, s, sprintaddr(s));

	struct kvm_cpuid2 *c = tail_alloc(sizeof(*c) + 2 * sizeof(struct kvm_cpuid_entry2));
	memset(c, 0, sizeof(*c) + 2 * sizeof(struct kvm_cpuid_entry2));
	c->nent = 2;
	IOCTL_CALL(KVM_SET_CPUID2, c, "{nent=2, entries=[...]}");
	c->nent = 0;
	IOCTL_CALL(KVM_SET_CPUID2, c, "{nent=0, entries=[]}");
	IOCTL_CALL(KVM_GET_SUPPORTED_CPUID, c, sprintaddr(c));
	IOCTL_CALL(KVM_GET_EMULATED_CPUID, c, sprintaddr(c));
	IOCTL_CALL(KVM_SET_CPUID2, NULL, "NULL");

	struct perf_event_query_bpf *q = tail_alloc(sizeof(*q) + 4 * sizeof(__u32));
	memset(q, 0, sizeof(*q));
	q->ids_len = 4;
	IOCTL_CALL(PERF_EVENT_IOC_QUERY_BPF, q, "{ids_len=4, ...}");
	snprintf(buf, sizeof(buf), "%s", sprintaddr(BAD_ADDR));
	IOCTL_CALL(PERF_EVENT_IOC_QUERY_BPF, BAD_ADDR, buf);

	puts("+++ exited with 0 +++");
	return 0;
}
