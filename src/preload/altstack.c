/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Stacks for the library's signal handlers, and the program's own sigaltstack.
 *
 * Every armed thread has an alternate signal stack of the library's (mapped
 * per thread, a guard page below it), and the kernel's sigaltstack is that
 * one: the SIGSYS handler, the fault handlers and the signal dispatcher are
 * registered with SA_ONSTACK, so the kernel's signal frame (several KiB with
 * the vector state) and the handlers' own frames never land on the program's
 * stack. The program's sigaltstack() is emulated (sx_self.pss_*): what it
 * sets and reads back is its own, as without the library.
 *
 * A program handler runs where the kernel would have run it without the
 * library: the dispatcher finds the program's stack pointer (the interrupted
 * context's, or, when it interrupted the library on its stack, the context the
 * enclosing library handler interrupted, found through the frame chain), takes
 * the kernel's decision (red zone, SA_ONSTACK, the program's alternate stack,
 * SS_AUTODISARM, overflow), leaves room for the frame the kernel would have
 * written, and calls the handler there. While it runs, the library's frames
 * above on the alternate stack are live: the kernel's sigaltstack is narrowed
 * to the part below them (a program syscall in the handler traps onto that
 * part), and given back when the handler returns, before the library's code
 * goes on. A handler that never returns (siglongjmp) leaves the narrowed range
 * behind: the next SIGSYS sees that the program is no longer inside that
 * handler (sx_altstack_check) and has its own rt_sigreturn give it back.
 *
 * For the same reason no library code leaves this stack while frames of its
 * own are live there (a signal would find the kernel's alternate stack unused
 * and write its frame over them): the -k unwinder runs on it too (stack.c).
 */
#include "config.h"

#include <errno.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "sx.h"

#define ALT_GUARD 4096u
#define ALT_SIZE (256u * 1024u)
/* Stack the dispatcher's own calls may still need below its stack pointer. */
#define ALT_MARGIN 1024u
/* Below this, a handler's syscalls do not get the rest of the alternate stack
 * (its SIGSYS frames go on the program's stack, as before the library had one). */
#define ALT_MIN_REST (16u * 1024u)
/* How far below the point where a program handler started the program's stack
 * pointer may be while that handler is still running. */
#define HANDLER_SPAN (8ull << 20)
#define REDZONE 128u
#define KSS_ONSTACK 1
#define KSS_DISABLE 2
#define KSS_AUTODISARM (1u << 31)
#define KMINSIGSTKSZ 2048u

/* The kernel's stack_t. */
struct kstack {
	uint64_t sp;
	int32_t flags;
	int32_t pad;
	uint64_t size;
};

/* Size of the kernel's signal frame (AT_MINSIGSTKSZ), set by the constructor. */
static uint64_t frame_size = 4096;

void sx_altstack_set_frame_size(uint64_t size)
{
	if (size >= 1024 && size <= (1u << 20))
		frame_size = size;
}

static bool on_lib_alt(uint64_t sp)
{
	return sp - sx_self.alt_base < sx_self.alt_size;
}

uint64_t sx_altstack_room(uint64_t sp)
{
	if (!sx_self.alt_size || sx.tls_shared || !on_lib_alt(sp))
		return 0;
	return sp - sx_self.alt_base;
}

static long set_kernel_alt(uint64_t base, uint64_t size)
{
	struct kstack ss = { .sp = base, .flags = size ? 0 : KSS_DISABLE, .size = size };
	return SX_SYSCALL2(SYS_sigaltstack, &ss, NULL);
}

long sx_altstack_thread_init(void)
{
	sx_self.alt_base = sx_self.alt_size = 0;
	sx_self.alt_depth = 0;
	long base = SX_SYSCALL6(SYS_mmap, 0, ALT_GUARD + ALT_SIZE, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	if (base < 0 && base > -4096)
		return base;
	SX_SYSCALL3(SYS_mprotect, base, ALT_GUARD, PROT_NONE);
	long rc = set_kernel_alt((uint64_t)base + ALT_GUARD, ALT_SIZE);
	if (rc < 0) {
		SX_SYSCALL2(SYS_munmap, base, ALT_GUARD + ALT_SIZE);
		return rc;
	}
	sx_self.alt_base = (uint64_t)base + ALT_GUARD;
	sx_self.alt_size = ALT_SIZE;
	sx_guard_add_stack((uint64_t)base, (uint64_t)base + ALT_GUARD + ALT_SIZE);
	return 0;
}

void sx_altstack_new_thread(void)
{
	/* A task on its parent's TLS block (raw clone(CLONE_VM) without
	 * CLONE_SETTLS) cannot keep state of its own: it goes without (its
	 * handlers run on its stack) and leaves the parent's alone. */
	if (sx.tls_shared)
		return;
	/* The kernel gives a new thread no alternate stack. */
	sx_self.pss_sp = sx_self.pss_size = 0;
	sx_self.pss_flags = KSS_DISABLE;
	sx_altstack_thread_init();
}

void sx_altstack_image_init(void)
{
	/* A new image starts without an alternate stack (execve drops it). */
	sx_self.pss_sp = sx_self.pss_size = 0;
	sx_self.pss_flags = KSS_DISABLE;
	sx_altstack_thread_init();
}

/* exit(2) of a thread that runs on its alternate stack: unmap it on the way out
 * (stubs.c), with every signal blocked so that none needs it in between. */
void sx_altstack_exit(long code)
{
	if (sx_self.alt_size && !sx_self.vfork_child && !sx.tls_shared) {
		uint64_t all = ~0ull;
		SX_SYSCALL4(SYS_rt_sigprocmask, SIG_BLOCK, &all, NULL, 8);
		sx_guard_remove_stack(sx_self.alt_base - ALT_GUARD);
		sx_exit_unmapping(sx_self.alt_base - ALT_GUARD, ALT_GUARD + sx_self.alt_size, code);
	}
	sx_syscall_prog(SYS_exit, code, 0, 0, 0, 0, 0);
	__builtin_unreachable();
}

/* ---- the program's view ---- */

/* The kernel's on_sig_stack() and sas_ss_flags() against the program's state. */
static bool prog_on_stack(uint64_t sp)
{
	if (sx_self.pss_flags & KSS_AUTODISARM)
		return false;
	return sp > sx_self.pss_sp && sp - sx_self.pss_sp <= sx_self.pss_size;
}

static int32_t prog_ss_flags(uint64_t sp)
{
	if (!sx_self.pss_size)
		return KSS_DISABLE;
	return prog_on_stack(sp) ? KSS_ONSTACK : 0;
}

/* do_sigaltstack() on the program's state; sp: its stack pointer. */
static long prog_sigaltstack(const struct kstack *ss, struct kstack *old, uint64_t sp)
{
	if (old) {
		old->sp = sx_self.pss_sp;
		old->size = sx_self.pss_size;
		old->flags = prog_ss_flags(sp) | (int32_t)(sx_self.pss_flags & KSS_AUTODISARM);
		old->pad = 0;
	}
	if (!ss)
		return 0;
	if (prog_on_stack(sp))
		return -EPERM;
	uint32_t mode = (uint32_t)ss->flags & ~KSS_AUTODISARM;
	if (mode != KSS_DISABLE && mode != KSS_ONSTACK && mode != 0)
		return -EINVAL;
	uint64_t base = ss->sp, size = ss->size;
	if (mode == KSS_DISABLE) {
		base = size = 0;
	} else if (size < KMINSIGSTKSZ) {
		return -ENOMEM;
	}
	sx_self.pss_sp = base;
	sx_self.pss_size = size;
	sx_self.pss_flags = (uint32_t)ss->flags;
	return 0;
}

long sx_do_sigaltstack(const uint64_t *a, ucontext_t *uc)
{
	/* Without a stack of the library's (a task sharing another's TLS), the
	 * kernel's sigaltstack is the program's. */
	if (!sx_self.alt_size || sx.tls_shared)
		return SX_SYSCALL2(SYS_sigaltstack, a[0], a[1]);
	struct kstack ss, old;
	if (a[0] && sx_safe_copy(&ss, (const void *)(uintptr_t)a[0], sizeof(ss)))
		return -EFAULT;
	long rc = prog_sigaltstack(a[0] ? &ss : NULL, a[1] ? &old : NULL,
				   (uint64_t)uc->uc_mcontext.gregs[REG_RSP]);
	if (rc == 0 && a[1] && sx_safe_copy((void *)(uintptr_t)a[1], &old, sizeof(old)))
		return -EFAULT;
	return rc;
}

/* ---- where the library's handlers found the program ---- */

static bool read_word(uint64_t addr, uint64_t *v)
{
	return on_lib_alt(addr) && on_lib_alt(addr + 7) &&
	       !sx_safe_copy(v, (const void *)(uintptr_t)addr, sizeof(*v));
}

/* The ucontext of the library handler that the code interrupted in uc (on the
 * library's stack) belongs to: each handler was entered by the kernel with
 * sx_restorer as its return address, right below its ucontext, and the library
 * keeps frame pointers. 0 if it cannot be told. */
static uint64_t enclosing_frame(const ucontext_t *uc)
{
	uint64_t sp = (uint64_t)uc->uc_mcontext.gregs[REG_RSP];
	uint64_t ip = (uint64_t)uc->uc_mcontext.gregs[REG_RIP];
	uint64_t bp = (uint64_t)uc->uc_mcontext.gregs[REG_RBP];
	uint64_t restorer = (uint64_t)(uintptr_t)sx_restorer, w;
	if (ip - restorer < 16)
		return sp;		/* its return popped: about to rt_sigreturn */
	if (read_word(sp, &w) && w == restorer)
		return sp + 8;		/* at its first instruction */
	if (read_word(sp + 8, &w) && w == restorer)
		return sp + 16;		/* its frame pointer pushed */
	for (int i = 0; i < 256; i++) {
		uint64_t ret, next;
		if (!read_word(bp + 8, &ret) || !read_word(bp, &next))
			return 0;
		if (ret == restorer)
			return bp + 16;
		if (next <= bp)
			return 0;
		bp = next;
	}
	return 0;
}

/* The program's stack pointer when the signal in uc came: outside the library's
 * stack, uc's own; inside, that of the context the innermost library handler
 * there interrupted, and so on. 0 if it cannot be told. */
static uint64_t program_sp(const ucontext_t *uc)
{
	for (int level = 0; level < 32; level++) {
		uint64_t sp = (uint64_t)uc->uc_mcontext.gregs[REG_RSP];
		if (!on_lib_alt(sp))
			return sp;
		uint64_t outer = enclosing_frame(uc);
		if (!outer || outer <= sp)
			return 0;
		uc = (const ucontext_t *)(uintptr_t)outer;
	}
	return 0;
}

bool sx_altstack_check_slow(ucontext_t *uc)
{
	uint64_t sp = (uint64_t)uc->uc_mcontext.gregs[REG_RSP];
	if (on_lib_alt(sp) || sx.tls_shared)
		return false;
	uint32_t d = sx_self.alt_depth;
	while (d) {
		const struct sx_alt_call *c = &sx_self.alt_calls[d - 1];
		if (sp <= c->start && c->start - sp < HANDLER_SPAN)
			break;
		d--;	/* that handler was left without returning */
	}
	if (d == sx_self.alt_depth)
		return false;
	sx_self.alt_depth = d;
	/* This handler's rt_sigreturn sets the range the live handlers leave. */
	uint64_t top = d ? sx_self.alt_calls[d - 1].armed_top : sx_self.alt_base + sx_self.alt_size;
	uc->uc_stack.ss_sp = (void *)(uintptr_t)(top ? sx_self.alt_base : 0);
	uc->uc_stack.ss_size = top ? top - sx_self.alt_base : 0;
	uc->uc_stack.ss_flags = top ? 0 : KSS_DISABLE;
	return true;
}

/* ---- running a program handler ---- */

/* long sx_call_on_stack(arg, fn, top) (stubs.c). */
long sx_call_on_stack(void *arg, long (*fn)(void *), void *top);

struct handler_call {
	int sig;
	siginfo_t *si;
	ucontext_t *uc;
	uint64_t handler;
	bool siginfo;
	bool narrow;		/* set the kernel's alternate stack first */
	uint64_t armed_top;	/* its top; 0: none */
	uint64_t back_sp, back_size;	/* and give this one back after */
};

static long handler_thunk(void *arg)
{
	struct handler_call *h = arg;
	/* Off the library's stack now, so the kernel lets it be changed. */
	if (h->narrow)
		set_kernel_alt(h->armed_top ? sx_self.alt_base : 0,
			       h->armed_top ? h->armed_top - sx_self.alt_base : 0);
	if (h->siginfo)
		((void (*)(int, siginfo_t *, void *))(uintptr_t)h->handler)(h->sig, h->si, h->uc);
	else
		((void (*)(int))(uintptr_t)h->handler)(h->sig);
	/* Before going back to the library's frames, which may grow below the
	 * narrowed range's top. */
	if (h->narrow)
		set_kernel_alt(h->back_sp, h->back_size);
	return 0;
}

/* Can the kernel's frame be written at [lo, hi)? Writes zeros there, as the
 * frame would overwrite it anyway. */
static bool probe_frame(uint64_t lo, uint64_t hi)
{
	static const uint64_t zero;
	for (uint64_t p = lo; p < hi; p = (p | 4095) + 1)
		if (sx_safe_copy((void *)(uintptr_t)p, &zero, 1))
			return false;
	return true;
}

static inline uint64_t current_sp(void)
{
	uint64_t sp;
	__asm__ __volatile__("movq %%rsp, %0" : "=r"(sp));
	return sp;
}

int sx_call_program_handler(int sig, siginfo_t *si, ucontext_t *uc, uint64_t handler,
			    uint64_t flags)
{
	struct handler_call h = { .sig = sig, .si = si, .uc = uc, .handler = handler,
				  .siginfo = (flags & SX_KSA_SIGINFO) != 0 };
	uint64_t here = current_sp();
	bool on_alt = sx_self.alt_size && on_lib_alt(here) && !sx.tls_shared;
	uint64_t psp = on_alt ? program_sp(uc) : 0;
	/* Strict seccomp mode: no sigaltstack calls; the handler runs here. Where
	 * the program was is unknown: here too, below the library's live frames. */
	if (!on_alt || sx_self.nosys || !psp) {
		if (!sx_self.nosys && !sx.tls_shared && (flags & SX_KSA_ONSTACK) && sx_self.pss_size &&
		    !prog_on_stack(here)) {
			/* Delivered on the program's stack (the library's was
			 * off): switch to the program's alternate stack. */
			uint64_t top = (sx_self.pss_sp + sx_self.pss_size) & ~15ull;
			sx_call_on_stack(&h, handler_thunk, (void *)(uintptr_t)top);
			return 0;
		}
		handler_thunk(&h);
		return 0;
	}

	/* The kernel's choice, against the program's stack pointer. */
	bool nested = prog_on_stack(psp), entering = false;
	uint64_t sp = psp - REDZONE;
	if ((flags & SX_KSA_ONSTACK) && prog_ss_flags(sp) == 0) {
		sp = sx_self.pss_sp + sx_self.pss_size;
		entering = true;
	}
	uint64_t frame = ((sp - frame_size) & ~15ull) - 8;
	bool fits = !((nested || entering) &&
		      !(frame > sx_self.pss_sp && frame - sx_self.pss_sp <= sx_self.pss_size));
	if (!fits || !probe_frame(frame, sp))
		return -EFAULT;

	/* The frame's uc_stack as the kernel would have saved it. */
	stack_t kernel_saved = uc->uc_stack;
	struct kstack view = { .sp = sx_self.pss_sp, .size = sx_self.pss_size,
			       .flags = (int32_t)sx_self.pss_flags };
	uc->uc_stack.ss_sp = (void *)(uintptr_t)view.sp;
	uc->uc_stack.ss_size = view.size;
	uc->uc_stack.ss_flags = view.flags;
	if (sx_self.pss_flags & KSS_AUTODISARM) {	/* signal_delivered() */
		sx_self.pss_sp = sx_self.pss_size = 0;
		sx_self.pss_flags = KSS_DISABLE;
	}

	/* The library's frames above stay live: the handler's syscalls trap
	 * below them. */
	uint64_t top = (here - ALT_MARGIN) & ~15ull;
	h.narrow = true;
	h.armed_top = top - sx_self.alt_base >= ALT_MIN_REST ? top : 0;
	h.back_sp = (uint64_t)(uintptr_t)kernel_saved.ss_sp;
	h.back_size = kernel_saved.ss_flags & KSS_DISABLE ? 0 : kernel_saved.ss_size;
	uint32_t d = sx_self.alt_depth;
	if (d < SX_ALT_CALLS) {
		sx_self.alt_calls[d].start = frame;
		sx_self.alt_calls[d].armed_top = h.armed_top;
		sx_self.alt_depth = d + 1;
	} else {
		h.armed_top = 0;	/* too deep to track: the program's stacks take them */
	}
	/* The handler's frame starts where the kernel's would have ended; the
	 * thunk's own frame takes a little of the room left for the kernel's. */
	sx_call_on_stack(&h, handler_thunk, (void *)(uintptr_t)((frame + 8 + 512) & ~15ull));
	if (sx_self.alt_depth > d)
		sx_self.alt_depth = d;

	/* Its rt_sigreturn would restore the alternate stack from the frame (the
	 * kernel ignores a refusal); then the frame gets the kernel's own back. */
	struct kstack back = { .sp = (uint64_t)(uintptr_t)uc->uc_stack.ss_sp,
			       .flags = uc->uc_stack.ss_flags,
			       .size = uc->uc_stack.ss_size };
	prog_sigaltstack(&back, NULL, frame);
	uc->uc_stack = kernel_saved;
	return 0;
}
