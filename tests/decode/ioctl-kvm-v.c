/* systrace: -v -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: KVM_SET_REGS, KVM_SET_SREGS and KVM_SET_CPUID2 with -v on a
 * descriptor that is no vCPU (they fail): every register, every segment and
 * descriptor table, the interrupt bitmap; CPUID entries (none here: the
 * entries after the header are not copied in -m buffered, and the ones the
 * kernel returns are in ioctl-kvm-inject).
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kvm.h>

static int fd;

#define SEG0 "{base=0, limit=0, selector=0, type=0, present=0, dpl=0, db=0, s=0, l=0" \
	", g=0, avl=0}"

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct kvm_regs *r = tail_alloc(sizeof(*r));
	memset(r, 0, sizeof(*r));
	r->rax = 1;
	r->rcx = 0xffffffffffffffffULL;
	r->rdi = 0x10;
	r->r8 = 8;
	r->r15 = 15;
	r->rip = 0x1000;
	r->rflags = 2;
	IOCTL_CALL(KVM_SET_REGS, r, "{rax=0x1, rbx=0, rcx=0xffffffffffffffff, rdx=0, rsi=0, rdi=0x10"
	           ", rsp=0, rbp=0, r8=0x8, r9=0, r10=0, r11=0, r12=0, r13=0, r14=0, r15=0xf"
	           ", rip=0x1000, rflags=0x2}");

	struct kvm_sregs *s = tail_alloc(sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->cs = (struct kvm_segment){ .base = 0xffff0000, .limit = 0xffff, .selector = 0xf000,
				      .type = 11, .present = 1, .dpl = 3, .db = 1, .s = 1, .l = 1,
				      .g = 1, .avl = 1 };
	s->gdt = (struct kvm_dtable){ .base = 0x5000, .limit = 0x7f };
	s->cr0 = 0x60000010;
	s->cr4 = 0x20;
	s->efer = 0x500;
	s->apic_base = 0xfee00900;
	s->interrupt_bitmap[3] = 0x8000000000000000ULL;
	IOCTL_CALL(KVM_SET_SREGS, s, "{cs={base=0xffff0000, limit=65535, selector=61440, type=11"
	           ", present=1, dpl=3, db=1, s=1, l=1, g=1, avl=1}, ds=" SEG0 ", es=" SEG0
	           ", fs=" SEG0 ", gs=" SEG0 ", ss=" SEG0 ", tr=" SEG0 ", ldt=" SEG0
	           ", gdt={base=0x5000, limit=127}, idt={base=0, limit=0}, cr0=1610612752, cr2=0"
	           ", cr3=0, cr4=32, cr8=0, efer=1280, apic_base=0xfee00900"
	           ", interrupt_bitmap=[0, 0, 0, 0x8000000000000000]}");

	struct kvm_cpuid2 *c = tail_alloc(sizeof(*c));
	memset(c, 0, sizeof(*c));
	IOCTL_CALL(KVM_SET_CPUID2, c, "{nent=0, entries=[]}");

	puts("+++ exited with 0 +++");
	return 0;
}
