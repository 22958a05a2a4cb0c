/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * KVM (0xae) vCPU state as strace prints it: the general registers (struct
 * kvm_regs), the special registers (struct kvm_sregs) and CPUID entries
 * (struct kvm_cpuid2): at entry for the set requests, at exit for the get
 * ones. Without -v, strace leaves most registers out ("...") and the CPUID
 * entries too.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kvm.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "print_ext.h"
#include "xlat/kvm_cpuid_flags.h"

static void field_x(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_HEX);
}

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

/* Fields left out in the middle of a struct: an unnamed "..." (JSON has a
 * struct's "more" only at its end). */
static void fields_left_out(struct tcb *tcp)
{
	value_field(tcp, NULL);
	value_str(tcp, "...", 3, VS_BARE);
}

static void print_regs(struct tcb *tcp, const struct kvm_regs *r)
{
	value_struct_begin(tcp);
	field_x(tcp, "rax", r->rax);
	if (opts.verbose) {
		field_x(tcp, "rbx", r->rbx);
		field_x(tcp, "rcx", r->rcx);
		field_x(tcp, "rdx", r->rdx);
		field_x(tcp, "rsi", r->rsi);
		field_x(tcp, "rdi", r->rdi);
	} else {
		fields_left_out(tcp);
	}
	field_x(tcp, "rsp", r->rsp);
	field_x(tcp, "rbp", r->rbp);
	if (opts.verbose) {
		field_x(tcp, "r8", r->r8);
		field_x(tcp, "r9", r->r9);
		field_x(tcp, "r10", r->r10);
		field_x(tcp, "r11", r->r11);
		field_x(tcp, "r12", r->r12);
		field_x(tcp, "r13", r->r13);
		field_x(tcp, "r14", r->r14);
		field_x(tcp, "r15", r->r15);
	} else {
		fields_left_out(tcp);
	}
	field_x(tcp, "rip", r->rip);
	field_x(tcp, "rflags", r->rflags);
	value_struct_end(tcp);
}

static void print_segment(struct tcb *tcp, const char *name, const struct kvm_segment *s)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	field_x(tcp, "base", s->base);
	field_u(tcp, "limit", s->limit);
	field_u(tcp, "selector", s->selector);
	field_u(tcp, "type", s->type);
	field_u(tcp, "present", s->present);
	field_u(tcp, "dpl", s->dpl);
	field_u(tcp, "db", s->db);
	field_u(tcp, "s", s->s);
	field_u(tcp, "l", s->l);
	field_u(tcp, "g", s->g);
	field_u(tcp, "avl", s->avl);
	value_struct_end(tcp);
}

static void print_dtable(struct tcb *tcp, const char *name, const struct kvm_dtable *d)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	field_x(tcp, "base", d->base);
	field_u(tcp, "limit", d->limit);
	value_struct_end(tcp);
}

static void print_sregs(struct tcb *tcp, const struct kvm_sregs *s)
{
	value_struct_begin(tcp);
	print_segment(tcp, "cs", &s->cs);
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return;
	}
	print_segment(tcp, "ds", &s->ds);
	print_segment(tcp, "es", &s->es);
	print_segment(tcp, "fs", &s->fs);
	print_segment(tcp, "gs", &s->gs);
	print_segment(tcp, "ss", &s->ss);
	print_segment(tcp, "tr", &s->tr);
	print_segment(tcp, "ldt", &s->ldt);
	print_dtable(tcp, "gdt", &s->gdt);
	print_dtable(tcp, "idt", &s->idt);
	field_u(tcp, "cr0", s->cr0);
	field_u(tcp, "cr2", s->cr2);
	field_u(tcp, "cr3", s->cr3);
	field_u(tcp, "cr4", s->cr4);
	field_u(tcp, "cr8", s->cr8);
	field_u(tcp, "efer", s->efer);
	field_x(tcp, "apic_base", s->apic_base);
	value_field(tcp, "interrupt_bitmap");
	value_array_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(s->interrupt_bitmap); i++) {
		value_elem(tcp);
		value_uint(tcp, s->interrupt_bitmap[i], VB_HEX);
	}
	value_array_end(tcp);
	value_struct_end(tcp);
}

static bool print_cpuid_entry(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct kvm_cpuid_entry2 e;
	memcpy(&e, elem, sizeof(e));
	value_struct_begin(tcp);
	field_x(tcp, "function", e.function);
	field_x(tcp, "index", e.index);
	value_field(tcp, "flags");
	print_flags(tcp, &kvm_cpuid_flags, e.flags, "KVM_CPUID_FLAG_???");
	field_x(tcp, "eax", e.eax);
	field_x(tcp, "ebx", e.ebx);
	field_x(tcp, "ecx", e.ecx);
	field_x(tcp, "edx", e.edx);
	value_struct_end(tcp);
	return true;
}

static void print_cpuid2(struct tcb *tcp, uint64_t arg, const struct kvm_cpuid2 *c)
{
	value_struct_begin(tcp);
	field_u(tcp, "nent", c->nent);
	value_field(tcp, "entries");
	if (!opts.verbose) {
		value_array_begin(tcp);
		if (c->nent)
			value_array_more(tcp);
		value_array_end(tcp);
	} else {
		struct kvm_cpuid_entry2 e;
		print_array(tcp, arg + sizeof(*c), c->nent, &e, sizeof(e), 0, print_cpuid_entry,
			    NULL);
	}
	value_struct_end(tcp);
}

/* The KVM requests of this file; -1 for others. See ioctl.h. */
int ioctl_kvm_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct kvm_regs r;
		struct kvm_sregs s;
		struct kvm_cpuid2 c;
	} u;
	bool get;

	switch (code) {
	case KVM_GET_REGS: case KVM_GET_SREGS:
	case KVM_GET_SUPPORTED_CPUID: case KVM_GET_EMULATED_CPUID:
		get = true;
		break;
	case KVM_SET_REGS: case KVM_SET_SREGS: case KVM_SET_CPUID2:
		get = false;
		break;
	default:
		return -1;
	}
	if (get && entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (get && syserror(tcp)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	switch (code) {
	case KVM_GET_REGS: case KVM_SET_REGS:
		if (FETCH_OR_ADDR(tcp, arg, &u.r))
			print_regs(tcp, &u.r);
		break;
	case KVM_GET_SREGS: case KVM_SET_SREGS:
		if (FETCH_OR_ADDR(tcp, arg, &u.s))
			print_sregs(tcp, &u.s);
		break;
	default:
		if (FETCH_OR_ADDR(tcp, arg, &u.c))
			print_cpuid2(tcp, arg, &u.c);
	}
	return IOCTL_ARG_PRINTED;
}
