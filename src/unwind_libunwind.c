/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ptrace mode's stack capture: libunwind's remote interface on a task stopped at
 * a syscall stop. Only raw addresses are taken here; names come later from
 * symbols.c (libunwind's own name lookup re-reads /proc/PID/maps and maps the
 * whole ELF file for every frame).
 *
 * Caches, since a stack is taken at every shown syscall:
 * - per process, a libunwind address space with its register-state cache
 *   (unwind rules by IP), flushed when the address space changes;
 * - per task, a _UPT handle (its find_proc_info keeps the last object's unwind
 *   table), rebuilt when the address space changes or the task's id does;
 * - per capture, the registers (one PTRACE_GETREGS instead of one PEEKUSER per
 *   register) and the pages read (one process_vm_readv per 4 KiB page instead of
 *   one PTRACE_PEEKDATA per word).
 *
 * The accessors below ignore their arg and use the capture in progress (`cur`):
 * systrace takes one stack at a time. arg itself is the _UPT handle, since
 * libunwind passes it on to _UPT_find_proc_info and, from there, back to us.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>

#include <libunwind-ptrace.h>

#include "options.h"
#include "tcb.h"
#include "unwind.h"
#include "util.h"

/* libunwind state for one process. */
struct uproc {
	pid_t tgid;
	unw_addr_space_t as;
	unsigned int gen;	/* bumped at every address-space change */
	bool stale;		/* the register-state cache needs a flush */
	struct uproc *next;
};

/* libunwind state for one task. */
struct utask {
	void *upt;
	pid_t pid;		/* the id _UPT_create was given */
	unsigned int gen;	/* its process's gen then */
};

#define UPROC_BUCKETS 64
static struct uproc *uprocs[UPROC_BUCKETS];
/* Generations are global, so a process state made anew never matches a task's old one. */
static unsigned int last_gen;

#define PAGE_SIZE_ 4096u
#define NPAGES 8

struct page {
	uint64_t base;
	uint8_t data[PAGE_SIZE_];
};

/* The capture in progress. */
static struct {
	pid_t pid;
	bool have_regs;
	struct user_regs_struct regs;
	unsigned int npages;	/* pages[0..npages) are valid */
	unsigned int victim;	/* next page to replace when all are used */
	struct page pages[NPAGES];
	unw_word_t name_query;	/* last address get_proc_name was asked about */
} cur;

static struct uproc **uproc_slot(pid_t tgid)
{
	struct uproc **pp = &uprocs[(unsigned int)tgid % UPROC_BUCKETS];
	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	return pp;
}

/* Read one page of the tracee, from this capture's copy if there is one. */
static const struct page *get_page(uint64_t base)
{
	for (unsigned int i = 0; i < cur.npages; i++)
		if (cur.pages[i].base == base)
			return &cur.pages[i];
	struct page *pg;
	if (cur.npages < NPAGES) {
		pg = &cur.pages[cur.npages];
	} else {
		pg = &cur.pages[cur.victim];
		cur.victim = (cur.victim + 1) % NPAGES;
	}
	struct iovec local = { pg->data, PAGE_SIZE_ };
	struct iovec remote = { (void *)(uintptr_t)base, PAGE_SIZE_ };
	if (process_vm_readv(cur.pid, &local, 1, &remote, 1, 0) != (ssize_t)PAGE_SIZE_)
		return NULL;
	pg->base = base;
	if (pg == &cur.pages[cur.npages])
		cur.npages++;
	return pg;
}

static int read_word(uint64_t addr, unw_word_t *val)
{
	uint64_t off = addr & (PAGE_SIZE_ - 1);
	if (off + sizeof(*val) <= PAGE_SIZE_) {
		const struct page *pg = get_page(addr - off);
		if (pg) {
			memcpy(val, pg->data + off, sizeof(*val));
			return 0;
		}
	}
	/* Across a page end, or a page process_vm_readv cannot read (not readable, or
	 * the kernel refuses): ptrace reads whatever a debugger may. */
	errno = 0;
	long w = ptrace(PTRACE_PEEKDATA, cur.pid, (void *)(uintptr_t)addr, 0L);
	if (errno)
		return -UNW_EINVAL;
	*val = (unw_word_t)w;
	return 0;
}

static int acc_access_mem(unw_addr_space_t as, unw_word_t addr, unw_word_t *val, int write,
			  void *arg)
{
	(void)as;
	(void)arg;
	if (write)
		return -UNW_EINVAL;
	return read_word(addr, val);
}

static int acc_access_reg(unw_addr_space_t as, unw_regnum_t reg, unw_word_t *val, int write,
			  void *arg)
{
	(void)as;
	(void)arg;
	if (write)
		return -UNW_EINVAL;
	if (!cur.have_regs) {
		if (ptrace(PTRACE_GETREGS, cur.pid, 0L, &cur.regs) < 0)
			return -UNW_EINVAL;
		cur.have_regs = true;
	}
	const struct user_regs_struct *r = &cur.regs;
	switch (reg) {
	case UNW_X86_64_RAX: *val = r->rax; break;
	case UNW_X86_64_RDX: *val = r->rdx; break;
	case UNW_X86_64_RCX: *val = r->rcx; break;
	case UNW_X86_64_RBX: *val = r->rbx; break;
	case UNW_X86_64_RSI: *val = r->rsi; break;
	case UNW_X86_64_RDI: *val = r->rdi; break;
	case UNW_X86_64_RBP: *val = r->rbp; break;
	case UNW_X86_64_RSP: *val = r->rsp; break;
	case UNW_X86_64_R8: *val = r->r8; break;
	case UNW_X86_64_R9: *val = r->r9; break;
	case UNW_X86_64_R10: *val = r->r10; break;
	case UNW_X86_64_R11: *val = r->r11; break;
	case UNW_X86_64_R12: *val = r->r12; break;
	case UNW_X86_64_R13: *val = r->r13; break;
	case UNW_X86_64_R14: *val = r->r14; break;
	case UNW_X86_64_R15: *val = r->r15; break;
	case UNW_X86_64_RIP: *val = r->rip; break;
	default: return -UNW_EBADREG;
	}
	return 0;
}

static int acc_access_fpreg(unw_addr_space_t as, unw_regnum_t reg, unw_fpreg_t *val,
			    int write, void *arg)
{
	(void)as; (void)reg; (void)val; (void)write; (void)arg;
	return -UNW_EBADREG;
}

static int acc_resume(unw_addr_space_t as, unw_cursor_t *c, void *arg)
{
	(void)as; (void)c; (void)arg;
	return -UNW_EINVAL;
}

/* Dynamic unwind info registered inside the tracee: there is no way to find it
 * remotely on x86_64 (libunwind's own ptrace helper does not either). */
static int acc_get_dyn_info_list_addr(unw_addr_space_t as, unw_word_t *addr, void *arg)
{
	(void)as; (void)addr; (void)arg;
	return -UNW_ENOINFO;
}

/* Names are symbols.c's job. This is only asked by unw_get_proc_name(), with the
 * address it would look up: the frame's IP, or IP - 1 when the IP is a return
 * address. That is how capture() learns which frames are exact. */
static int acc_get_proc_name(unw_addr_space_t as, unw_word_t addr, char *buf, size_t len,
			     unw_word_t *off, void *arg)
{
	(void)as; (void)buf; (void)len; (void)off; (void)arg;
	cur.name_query = addr;
	return -UNW_ENOINFO;
}

static unw_accessors_t accessors = {
	.find_proc_info = _UPT_find_proc_info,
	.put_unwind_info = _UPT_put_unwind_info,
	.get_dyn_info_list_addr = acc_get_dyn_info_list_addr,
	.access_mem = acc_access_mem,
	.access_reg = acc_access_reg,
	.access_fpreg = acc_access_fpreg,
	.resume = acc_resume,
	.get_proc_name = acc_get_proc_name,
};

static struct uproc *get_uproc(pid_t tgid)
{
	struct uproc **pp = uproc_slot(tgid);
	if (*pp)
		return *pp;
	unw_addr_space_t as = unw_create_addr_space(&accessors, 0);
	if (!as)
		return NULL;
	/* Unwind rules cached by IP, for the whole address space. Its lock costs two
	 * sigprocmask calls a frame (a third of -k's cost here), but the lock-free
	 * UNW_CACHE_PER_THREAD is no way out: libunwind 1.6 turns it back into
	 * UNW_CACHE_GLOBAL unless built with a per-thread cache, and that one cache
	 * would then be shared by the address spaces of every traced process. */
	unw_set_caching_policy(as, UNW_CACHE_GLOBAL);
	unw_set_cache_size(as, 1024, 0);
	struct uproc *p = xcalloc(1, sizeof(*p));
	p->tgid = tgid;
	p->as = as;
	p->gen = ++last_gen;
	p->next = uprocs[(unsigned int)tgid % UPROC_BUCKETS];
	uprocs[(unsigned int)tgid % UPROC_BUCKETS] = p;
	return p;
}

/* The task's _UPT handle, valid for the current address space. */
static void *get_upt(struct tcb *tcp, struct uproc *p)
{
	struct stack_trace *st = stack_get(tcp);
	struct utask *t = st->unwinder;
	if (t && (t->pid != tcp->pid || t->gen != p->gen)) {
		/* Its cached unwind table may describe an object that is gone. */
		_UPT_destroy(t->upt);
		t->upt = NULL;
	}
	if (!t)
		t = st->unwinder = xcalloc(1, sizeof(*t));
	if (!t->upt) {
		t->upt = _UPT_create(tcp->pid);
		t->pid = tcp->pid;
		t->gen = p->gen;
	}
	return t->upt;
}

int unwind_ptrace_capture(struct tcb *tcp)
{
	struct uproc *p = get_uproc(tcp->tgid);
	if (!p)
		return -ENOMEM;
	void *upt = get_upt(tcp, p);
	if (!upt)
		return -ENOMEM;
	if (p->stale) {
		unw_flush_cache(p->as, 0, 0);
		p->stale = false;
	}

	cur.pid = tcp->pid;
	cur.have_regs = false;
	cur.npages = 0;
	cur.victim = 0;

	struct stack_trace *st = stack_get(tcp);
	st->n = 0;
	st->flags = STACK_CAPTURED;
	sb_reset(&st->text);

	unw_cursor_t c;
	if (unw_init_remote(&c, p->as, upt) < 0)
		return -EINVAL;	/* no frames: the syscall line stands alone */
	unsigned int limit = opts.stack_frame_limit;
	for (;;) {
		unw_word_t ip;
		if (unw_get_reg(&c, UNW_REG_IP, &ip) < 0 || !ip)
			break;
		if (st->n == limit) {
			st->flags |= STACK_TRUNCATED;
			break;
		}
		uint64_t frame = ip;
		if (st->n > 0) {
			char name[1];
			unw_word_t off;
			cur.name_query = 0;
			unw_get_proc_name(&c, name, sizeof(name), &off);
			if (cur.name_query == ip)
				frame |= STACK_IP_EXACT;
		}
		if (st->n == st->cap) {
			st->cap = st->cap ? 2 * st->cap : 32;
			st->ip = xrealloc(st->ip, st->cap * sizeof(*st->ip));
		}
		st->ip[st->n++] = frame;
		if (unw_step(&c) <= 0)
			break;
	}
	return (int)st->n;
}

void unwind_ptrace_entry(struct tcb *tcp, bool startup_exec)
{
	stack_discard(tcp);
	if (!stack_wanted(tcp) || startup_exec || !stack_at_entry(tcp))
		return;
	/* The address space is about to be replaced or to end: name the frames now. */
	unwind_ptrace_capture(tcp);
	stack_symbolise_now(tcp);
}

void unwind_ptrace_exit(struct tcb *tcp)
{
	stack_check_maps_change(tcp);
	if (!stack_wanted(tcp) || (tcp->stack && (tcp->stack->flags & STACK_CAPTURED)))
		return;
	unwind_ptrace_capture(tcp);
}

void unwind_ptrace_signal(struct tcb *tcp, int sig)
{
	stack_discard(tcp);
	if (stack_wanted_signal(tcp, sig))
		unwind_ptrace_capture(tcp);
}

void unwind_ptrace_invalidate(pid_t tgid)
{
	struct uproc *p = *uproc_slot(tgid);
	if (p) {
		p->stale = true;
		p->gen = ++last_gen;
	}
}

void unwind_ptrace_forget(pid_t tgid)
{
	struct uproc **pp = uproc_slot(tgid);
	struct uproc *p = *pp;
	if (!p)
		return;
	*pp = p->next;
	unw_destroy_addr_space(p->as);
	free(p);
}

void unwind_ptrace_free_task(struct stack_trace *st)
{
	struct utask *t = st->unwinder;
	if (!t)
		return;
	if (t->upt)
		_UPT_destroy(t->upt);
	free(t);
	st->unwinder = NULL;
}
