/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The SIGSYS handler: Syscall User Dispatch stopped the program at a syscall
 * instruction outside the exempt range; the handler runs the syscall from the
 * exempt range, records it, and puts the result in the program's rax.
 *
 * Three syscalls cannot run inside the handler and go through a trampoline in
 * the exempt range instead, with the program's own registers:
 *  - rt_sigreturn: it must unwind the program's signal frame, not the handler's;
 *  - clone/clone3 with a new stack, and anything sharing the address space
 *    (threads, vfork, posix_spawn): the child would start inside the handler,
 *    on a stack that is not its own, or clobber the parent's handler frame;
 *  - and plain fork runs in the handler: the child gets its own copy of it.
 * Every new task is armed before it runs program code: dispatch is not
 * inherited by threads, forked children or exec'd images (measured; see
 * doc/buffered-mode.txt).
 */
#include "config.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/futex.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <sys/syscall.h>

#include "maps.h"
#include "sx.h"
#include "rewrite.h"	/* -m rewrite hook */

#define ERESTARTSYS_ 512
#define ERESTARTNOINTR_ 513
#define ERESTARTNOHAND_ 514
#define ERESTART_RESTARTBLOCK_ 516

#ifndef SYS_USER_DISPATCH
#define SYS_USER_DISPATCH 2
#endif

/* Where the kernel's ucontext keeps rax: uc_flags, uc_link, uc_stack (40 bytes),
 * then struct sigcontext, whose 14th register is rax. */
#define UC_RAX_OFFSET (40 + 13 * 8)

static inline long run_prog(long nr, const uint64_t *x)
{
	return sx_syscall_prog(nr, (long)x[0], (long)x[1], (long)x[2], (long)x[3], (long)x[4],
			       (long)x[5]);
}

static inline long run_lib(long nr, const uint64_t *x)
{
	return sx_syscall_lib(nr, (long)x[0], (long)x[1], (long)x[2], (long)x[3], (long)x[4],
			      (long)x[5]);
}

/* The value ptrace would have shown at the exit of a call that a signal handler
 * interrupted: SUD only lets us see what the program gets afterwards (EINTR, or
 * a restart), so the ERESTART* code is inferred from the syscall. */
static long interrupt_code(const struct sx_inflight *in, bool restart)
{
	const struct sx_cap *cap = sx_cap_of(in->nr);
	if (restart)
		return cap->intr == IC_NOINTR ? -ERESTARTNOINTR_ : -ERESTARTSYS_;
	switch (cap->intr) {
	case IC_NOHAND:
		return -ERESTARTNOHAND_;
	case IC_RESTARTBLOCK:
		return -ERESTART_RESTARTBLOCK_;
	case IC_EINTR:
		return -EINTR;
	case IC_POLL:
		return (int)in->args[2] >= 0 ? -ERESTART_RESTARTBLOCK_ : -ERESTARTNOHAND_;
	case IC_FUTEX: {
		int op = (int)in->args[1] & FUTEX_CMD_MASK;
		bool wait = op == FUTEX_WAIT || op == FUTEX_WAIT_BITSET;
		return wait && in->args[3] ? -ERESTART_RESTARTBLOCK_ : -ERESTARTSYS_;
	}
	default:
		return -ERESTARTSYS_;
	}
}

/* Write the record that closes in (an exit record if its entry was written). */
static void emit_result(struct sx_inflight *in)
{
	if (in->entry_open) {
		sx_emit_syscall(in, RING_REC_EXIT, SX_PHASE_OUT);
		in->entry_open = 0;
	} else {
		sx_emit_syscall(in, RING_REC_SYSCALL, SX_PHASE_IN | SX_PHASE_OUT);
	}
}

/* A signal came while the program was in the clone trampoline. */
static void note_tramp_interruption(uint64_t ip, int64_t rax)
{
	struct sx_inflight *in = &sx_self.tramp;
	if (in->state != SX_IN_STUB)
		return;
	if (ip == (uint64_t)(uintptr_t)sx_tramp_clone_after && rax != 0) {
		/* The parent's clone is done: its line comes before the signal's. */
		in->ret = rax;
		in->exit_ns = sx_now();
		emit_result(in);
		in->state = SX_RECORDED;
	} else if (ip == (uint64_t)(uintptr_t)sx_tramp_clone && rax == in->nr) {
		in->ret = -ERESTARTNOINTR_;
		in->exit_ns = sx_now();
		emit_result(in);
		in->entry_ns = in->exit_ns;
	}
}

void sx_note_interruption(const ucontext_t *uc)
{
	uint64_t ip = (uint64_t)uc->uc_mcontext.gregs[REG_RIP];
	int64_t rax = uc->uc_mcontext.gregs[REG_RAX];
	/* With a TLS block shared by two tasks, cur may be the other one's. */
	if (!sx.active || sx.tls_shared)
		return;
	if (ip - (uint64_t)(uintptr_t)sx_tramp_clone <= 2) {
		note_tramp_interruption(ip, rax);
		return;
	}
	struct sx_inflight *in = sx_self.cur;
	if (!in || in->state != SX_IN_STUB)
		return;
	uint64_t now = sx_stamp();
	bool restart = false;
	if (ip == (uint64_t)(uintptr_t)sx_prog_after) {
		if (rax == -EINTR) {
			in->ret = interrupt_code(in, false);
			in->interrupted = SX_INT_FINAL;
		} else {
			/* It completed; the signal arrived on its way back: show it first. */
			in->ret = rax;
			in->state = SX_RECORDED;
		}
	} else if (ip == (uint64_t)(uintptr_t)sx_prog_insn &&
		   (rax == in->nr || rax == __NR_restart_syscall)) {
		in->ret = interrupt_code(in, true);
		in->interrupted = SX_INT_RESTART;
		restart = true;
	} else {
		return;
	}
	in->exit_ns = now;
	if (in->traced)
		emit_result(in);
	if (restart)
		in->entry_ns = now;	/* the restarted call is a new one in the trace */
}

/* Rewrite the temporary signal mask an argument points to, so the protected
 * signals stay deliverable while the call waits. */
static void strip_mask_arg(uint64_t *x, unsigned int k, uint64_t *mask)
{
	if (!x[k] || sx_safe_copy(mask, (const void *)(uintptr_t)x[k], sizeof(*mask)))
		return;
	sx_strip_mask(mask);
	x[k] = (uint64_t)(uintptr_t)mask;
}

static void strip_pselect_mask(uint64_t *x, uint64_t pair[2], uint64_t *mask)
{
	if (!x[5] || sx_safe_copy(pair, (const void *)(uintptr_t)x[5], 2 * sizeof(uint64_t)))
		return;
	if (!pair[0] || sx_safe_copy(mask, (const void *)(uintptr_t)pair[0], sizeof(*mask)))
		return;
	sx_strip_mask(mask);
	pair[0] = (uint64_t)(uintptr_t)mask;
	x[5] = (uint64_t)(uintptr_t)pair;
}

static void init_inflight(struct sx_inflight *in, long nr, ucontext_t *uc)
{
	const greg_t *g = uc->uc_mcontext.gregs;
	in->nr = (int32_t)nr;
	in->state = SX_ENTERED;
	in->traced = 0;
	in->entry_open = 0;
	in->interrupted = SX_INT_NONE;
	in->entry_ns = in->exit_ns = 0;
	in->ret = 0;
	in->aux = 0;
	in->flags = 0;
	in->args[0] = (uint64_t)g[REG_RDI];
	in->args[1] = (uint64_t)g[REG_RSI];
	in->args[2] = (uint64_t)g[REG_RDX];
	in->args[3] = (uint64_t)g[REG_R10];
	in->args[4] = (uint64_t)g[REG_R8];
	in->args[5] = (uint64_t)g[REG_R9];
	in->ip = (uint64_t)g[REG_RIP];
	in->sp = (uint64_t)g[REG_RSP];
	in->uc = uc;
}

/* Does execve's environment keep the library and the ring? Otherwise the new
 * image runs untraced, and systrace says so at the end. */
static bool env_keeps_tracing(uint64_t envp)
{
	bool preload = false, ring = false;
	const char *lib = sx.hdr->preload;
	size_t liblen = sx_strlen(lib);
	for (unsigned int i = 0; envp && i < 65536; i++) {
		uint64_t p;
		char buf[512];
		if (sx_safe_copy(&p, (const void *)(uintptr_t)(envp + i * 8), 8) || !p)
			break;
		long n = sx_safe_strnlen((const char *)(uintptr_t)p, sizeof(buf) - 1);
		if (n < 0)
			continue;
		sx_safe_copy(buf, (const void *)(uintptr_t)p, (size_t)n);
		buf[n] = '\0';
		if (sx_strncmp(buf, RING_ENV "=", sizeof(RING_ENV)) == 0) {
			ring = true;
		} else if (sx_strncmp(buf, "LD_PRELOAD=", 11) == 0) {
			for (const char *s = buf + 11; *s && liblen; s++)
				if (sx_strncmp(s, lib, liblen) == 0)
					preload = true;
		}
	}
	return preload && ring;
}

/* ---- clone, clone3, fork, vfork ---- */

/* What a child created through the trampoline reads first: it cannot see the
 * parent's thread-local state (a new thread has its own TLS). One clone at a
 * time goes through it; the parent holds it until the child has read it. */
static struct {
	int32_t lock;		/* owner tid, 0 when free */
	uint32_t taken;		/* futex: the child has copied what it needs */
	uint64_t ret;		/* where the program continues */
	uint64_t flags;		/* clone flags */
	int32_t parent_pid;
	uint32_t parent_slot;
	uint64_t virt_blocked;
} handoff;

static void handoff_lock(void)
{
	int32_t me = sx_gettid();
	for (unsigned int tries = 0;; tries++) {
		int32_t cur = 0;
		if (__atomic_compare_exchange_n(&handoff.lock, &cur, me, false, __ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED))
			return;
		/* A holder that never releases died between its handler and the
		 * trampoline (or jumped out of a signal handler there): take over. */
		if (tries > 200 || cur == me) {
			__atomic_store_n(&handoff.lock, me, __ATOMIC_SEQ_CST);
			return;
		}
		struct timespec ts = { 0, 5 * 1000 * 1000 };
		SX_SYSCALL4(SYS_futex, &handoff.lock, FUTEX_WAIT_PRIVATE, cur, &ts);
	}
}

static void handoff_unlock(void)
{
	__atomic_store_n(&handoff.lock, 0, __ATOMIC_RELEASE);
	SX_SYSCALL3(SYS_futex, &handoff.lock, FUTEX_WAKE_PRIVATE, 1);
}

/* The first thing a new task does, before any program code: learn who it is,
 * register a new process, arm dispatch. */
static void child_setup(uint64_t flags, int32_t parent_pid, uint32_t parent_slot,
			uint64_t virt_blocked)
{
	int32_t tid = (int32_t)SX_SYSCALL0(SYS_gettid);
	sx_self.tid = tid;
	sx_self.cur = NULL;
	sx_self.critical = 0;
	sx_self.deferred = 0;
	sx_self.in_lib = 0;
	sx_self.pending_lost = 0;
	sx_self.virt_blocked = virt_blocked;
	if ((flags & CLONE_VM) && !(flags & (CLONE_SETTLS | CLONE_VFORK)))
		sx.tls_shared = true;	/* both run on one TLS block: cached ids are unreliable */
	if ((flags & CLONE_VM) && !(flags & CLONE_VFORK))
		sx_altstack_new_thread();
	if (flags & CLONE_THREAD) {
		sx_self.pid = parent_pid;
		sx_self.slot = parent_slot;
		sx_self.vfork_child = 0;
		sx_tell_thread();
	} else {
		sx_self.pid = tid;
		/* Sharing the parent's memory but not its signal handlers: the
		 * library's signal table belongs to the parent. */
		sx_self.vfork_child = (flags & CLONE_VM) != 0;
		if (!(flags & CLONE_VM)) {
			/* Our own copy of the memory: locks another thread of the
			 * parent held at the fork are nobody's here. */
			handoff.lock = 0;
			sx_signals_forked();
			sx_ring_forked();
		}
		sx_register_process(RING_HELLO_CHILD, parent_pid);
	}
	if (sx.active)
		sx_arm_thread();
}

uint64_t sx_clone_return(long result)
{
	if (result == 0) {
		uint64_t flags = handoff.flags, ret = handoff.ret, virt = handoff.virt_blocked;
		int32_t ppid = handoff.parent_pid;
		uint32_t pslot = handoff.parent_slot;
		if (flags & CLONE_VM) {
			__atomic_store_n(&handoff.taken, 1, __ATOMIC_RELEASE);
			SX_SYSCALL3(SYS_futex, &handoff.taken, FUTEX_WAKE_PRIVATE, 1);
		} else {
			handoff.lock = 0;	/* our own copy of the parent's memory */
		}
		child_setup(flags, ppid, pslot, virt);
		return ret;
	}

	uint64_t flags = sx_self.tramp_flags, ret_addr = sx_self.tramp_ret;
	if ((flags & CLONE_VM) && !(flags & CLONE_SETTLS)) {
		/* The child ran on our TLS (vfork, posix_spawn): take our ids back. */
		sx_self.tid = sx_self.saved_tid;
		sx_self.pid = sx_self.saved_pid;
		sx_self.slot = sx_self.saved_slot;
		sx_self.vfork_child = (uint8_t)sx_self.saved_vfork_child;
		sx_self.virt_blocked = sx_self.saved_virt_blocked;
		sx_self.pss_sp = sx_self.saved_pss_sp;
		sx_self.pss_size = sx_self.saved_pss_size;
		sx_self.pss_flags = sx_self.saved_pss_flags;
		sx_self.cur = NULL;
		sx_self.critical = 0;
	}
	if (result > 0 && (flags & CLONE_VM)) {
		/* Keep the handoff until the child has read it (a vfork child did so
		 * long ago); give up if it died first. */
		for (int i = 0; i < 400 && !__atomic_load_n(&handoff.taken, __ATOMIC_ACQUIRE); i++) {
			struct timespec ts = { 0, 5 * 1000 * 1000 };
			SX_SYSCALL4(SYS_futex, &handoff.taken, FUTEX_WAIT_PRIVATE, 0, &ts);
			long alive = (flags & CLONE_THREAD)
				? SX_SYSCALL3(SYS_tgkill, sx_self.pid, result, 0)
				: SX_SYSCALL2(SYS_kill, result, 0);
			if (alive == -ESRCH)
				break;
		}
	}
	handoff_unlock();
	struct sx_inflight *in = &sx_self.tramp;
	if (in->state == SX_IN_STUB) {
		in->ret = result;
		in->exit_ns = sx_now();
		emit_result(in);
	}
	in->state = SX_ENTERED;
	return ret_addr;
}

/* The capture item of this kind in cap's row, or NULL. */
static const struct sx_cap_item *cap_item(const struct sx_cap *cap, unsigned int kind)
{
	for (unsigned int i = 0; i < SX_CAP_ITEMS; i++)
		if (cap->items[i].kind == kind)
			return &cap->items[i];
	return NULL;
}

/* The clone flags and stack of an SP_CLONE call, found where its row says:
 * a struct clone_args (CLONE3), the arguments named flags and stack, or the
 * flags it always acts with (CLONE_FLAGS: fork, vfork). Flags ~0: the kernel
 * will refuse the call. */
static uint64_t clone_flags_of(const struct sx_cap *cap, const uint64_t *a, uint64_t *stack)
{
	const struct sx_cap_item *it = cap_item(cap, K_CLONE3);
	*stack = 0;
	if (it) {
		struct clone_args ca;
		if (a[it->b] < 64 || a[it->b] > 4096 ||
		    sx_safe_copy(&ca, (const void *)(uintptr_t)a[it->arg], 64))
			return ~(uint64_t)0;	/* run it here for its error */
		*stack = ca.stack | ca.stack_size;
		return ca.flags;
	}
	if (cap->clone_stack_arg)
		*stack = a[cap->clone_stack_arg - 1];
	if (cap->clone_flags_arg)
		return a[cap->clone_flags_arg - 1];
	return cap->clone_flags;
}

static void do_clone(ucontext_t *uc, long nr, const struct sx_cap *cap)
{
	greg_t *g = uc->uc_mcontext.gregs;
	struct sx_inflight in;
	init_inflight(&in, nr, uc);
	in.traced = 1;
	uint64_t stack;
	uint64_t flags = clone_flags_of(cap, in.args, &stack);
	/* Clone records always carry the time, with or without RING_F_NO_CLOCK:
	 * systrace checks a child's pid against it (a pid reused since). */
	in.entry_ns = sx_now();
	sx_emit_syscall(&in, RING_REC_ENTRY, SX_PHASE_IN);
	in.entry_open = 1;

	if (flags == ~(uint64_t)0 || (!(flags & CLONE_VM) && !stack)) {
		/* fork-like: the child gets its own copy of this handler and returns
		 * through it. */
		int32_t pid = sx_self.pid;
		uint32_t slot = sx_self.slot;
		struct sx_inflight *prev = sx_self.cur;
		sx_self.cur = &in;
		in.state = SX_IN_STUB;
		/* -k: no other thread inside the unwinder while memory is copied. */
		bool uw_locked = sx_stack_fork_prepare();
		SX_BARRIER();
		long ret = run_prog(nr, in.args);
		SX_BARRIER();
		if (ret == 0) {
			sx_stack_fork_child(uw_locked);
			child_setup(flags, pid, slot, sx_self.virt_blocked);
			sx_self.cur = prev;
			g[REG_RAX] = 0;
			return;
		}
		if (uw_locked)
			sx_stack_fork_parent(uw_locked);
		if (in.state == SX_IN_STUB) {
			in.state = SX_ENTERED;
			in.ret = ret;
			in.exit_ns = sx_now();
			emit_result(&in);
		}
		sx_self.cur = prev;
		g[REG_RAX] = ret;
		return;
	}

	handoff_lock();
	handoff.taken = 0;
	handoff.ret = (uint64_t)g[REG_RIP];
	handoff.flags = flags;
	handoff.parent_pid = sx_self.pid;
	handoff.parent_slot = sx_self.slot;
	handoff.virt_blocked = sx_self.virt_blocked;
	in.state = SX_IN_STUB;
	sx_self.tramp = in;
	sx_self.tramp.uc = NULL;	/* the handler's frame is gone when it is used */
	sx_self.tramp_ret = (uint64_t)g[REG_RIP];
	sx_self.tramp_flags = flags;
	sx_self.saved_tid = sx_self.tid;
	sx_self.saved_pid = sx_self.pid;
	sx_self.saved_slot = sx_self.slot;
	sx_self.saved_vfork_child = sx_self.vfork_child;
	sx_self.saved_virt_blocked = sx_self.virt_blocked;
	sx_self.saved_pss_sp = sx_self.pss_sp;
	sx_self.saved_pss_size = sx_self.pss_size;
	sx_self.saved_pss_flags = sx_self.pss_flags;
	g[REG_RIP] = (greg_t)(uintptr_t)sx_tramp_clone;
	g[REG_RAX] = nr;
}

/* ---- rt_sigreturn ---- */

/* The record of an rt_sigreturn on the frame at sp: its "result" is the rax the
 * frame restores; its stack (-k), that of the context it restores, as ptrace
 * mode sees it at the call's exit. */
static void record_sigreturn(uint64_t sp, uint64_t ip, ucontext_t *restored)
{
	struct sx_inflight in;
	sx_memset(&in, 0, sizeof(in));
	in.nr = __NR_rt_sigreturn;
	in.sp = sp;
	in.ip = ip;
	in.uc = restored;
	in.traced = 1;
	in.entry_ns = sx_stamp();
	int64_t rax = 0;
	sx_safe_copy(&rax, (const void *)(uintptr_t)(sp + UC_RAX_OFFSET), sizeof(rax));
	in.ret = rax;
	in.exit_ns = in.entry_ns;
	sx_emit_syscall(&in, RING_REC_SYSCALL, SX_PHASE_IN);
}

void sx_emit_sigreturn(ucontext_t *uc, uint64_t restorer)
{
	if (!sx.active || !ring_traced(sx.hdr, __NR_rt_sigreturn))
		return;
	/* The restorer's "ret" has popped the return address: the stack pointer
	 * is at the ucontext; glibc's restorer is 9 bytes, ending in syscall. */
	record_sigreturn((uint64_t)(uintptr_t)uc, restorer ? restorer + 9 : 0, (ucontext_t *)uc);
}

/* An rt_sigreturn the program made itself (a handler that did not go through
 * the dispatcher: installed in a vfork child, or returning by hand). */
static void do_sigreturn(greg_t *g, bool traced)
{
	if (traced)
		record_sigreturn((uint64_t)g[REG_RSP], (uint64_t)g[REG_RIP],
				 (ucontext_t *)(uintptr_t)g[REG_RSP]);
	g[REG_RIP] = (greg_t)(uintptr_t)sx_tramp_sigreturn;
	g[REG_RAX] = __NR_rt_sigreturn;
}

/* ---- seccomp strict mode ---- */

static bool is_strict_request(const struct sx_cap *cap, const uint64_t *x)
{
	if (cap->special == SP_PRCTL)
		return (int)x[0] == PR_SET_SECCOMP && x[1] == SECCOMP_MODE_STRICT;
	return cap->special == SP_SECCOMP && (unsigned int)x[0] == SECCOMP_SET_MODE_STRICT;
}

/* Strict mode lets read, write, exit and rt_sigreturn through and kills the
 * thread at any other syscall, the library's included. Before the call: its
 * entry is recorded (with its stack), dispatch is turned off for this thread,
 * and signals are held until the handler's rt_sigreturn restores the program's
 * mask (a program handler must not run while the library still writes). If
 * the call succeeds, the thread goes on untraced, as it would with no tracer;
 * its exit record says so (SX_AUX_CAPTURE_STOPPED) and is written without a
 * syscall (sx_self.nosys). If it fails, dispatch is armed again. */
static long run_strict(struct sx_inflight *in, long nr, const uint64_t *x)
{
	if (in->traced) {
		sx_emit_syscall(in, RING_REC_ENTRY, SX_PHASE_IN);
		in->entry_open = 1;
	}
	uint64_t hold = ~SX_PROTECTED_MASK;
	SX_SYSCALL4(SYS_rt_sigprocmask, SIG_BLOCK, &hold, NULL, 8);
	SX_SYSCALL6(SYS_prctl, PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_OFF, 0, 0, 0, 0);
	sx_self.selector = SYSCALL_DISPATCH_FILTER_ALLOW;
	SX_BARRIER();
	long ret = run_prog(nr, x);
	SX_BARRIER();
	if (ret == 0) {
		sx_self.nosys = 1;
		in->aux |= SX_AUX_CAPTURE_STOPPED;
		/* Recorded even outside -e trace=: the reader must learn that this
		 * thread is no longer captured (it prints a note, not a line). */
		if (!in->traced) {
			in->traced = 1;
			in->entry_open = 1;
		}
		in->exit_ns = in->entry_ns;	/* no clock without a syscall */
	} else {
		sx_arm_thread();
	}
	return ret;
}

/* ---- everything else ---- */

/* Returns whether the handler may end without rt_sigreturn (uc changed in its
 * registers only). */
static bool do_syscall(ucontext_t *uc, long nr, const struct sx_cap *cap, bool traced)
{
	greg_t *g = uc->uc_mcontext.gregs;
	struct sx_inflight in;
	init_inflight(&in, nr, uc);
	in.traced = traced;
	if (traced) {
		in.entry_ns = sx_stamp();
		if (cap->flags & CF_NORETURN) {
			in.flags = EV_NO_RETURN;
			uint64_t end = sx_emit_syscall(&in, RING_REC_SYSCALL, SX_PHASE_IN);
			in.traced = 0;
			/* -k: systrace names the frames of this and every earlier
			 * record while the mappings exist (the last thread's exit ends
			 * them as exit_group does). */
			if (sx.stack_limit && end)
				sx_ring_wait_consumed(end);
		} else if (cap->flags & CF_SPLIT) {
			bool exec = cap->props & SF_EXECVE;
			if (exec && cap->envp_arg && !env_keeps_tracing(in.args[cap->envp_arg - 1]))
				in.aux |= RING_AUX_EXEC_UNTRACED;
			uint64_t end = sx_emit_syscall(&in, RING_REC_ENTRY, SX_PHASE_IN);
			in.entry_open = 1;
			/* -k: the same before the image is replaced. */
			if (exec && sx.stack_limit && end)
				sx_ring_wait_consumed(end);
		}
	}
	if (cap->props & SF_EXIT)
		sx_stack_thread_exit();

	uint64_t x[6], mask, pair[2];
	sx_memcpy(x, in.args, sizeof(x));
	long ret;
	/* rt_sigprocmask changes the mask in uc; strict mode holds signals until
	 * the rt_sigreturn. */
	bool plain = cap->special != SP_SIGPROCMASK;
	/* -m rewrite keeps the executable mappings it read until one of these. */
	bool maps = sx_rw_on && sx_maps_nr(nr);
	struct sx_inflight *prev = sx_self.cur;
	sx_self.cur = &in;
	switch (cap->special) {
	case SP_SIGACTION:
		ret = sx_do_rt_sigaction(x);
		goto done;
	case SP_SIGPROCMASK:
		ret = sx_do_rt_sigprocmask(x, uc);
		goto done;
	case SP_SIGALTSTACK:
		ret = sx_do_sigaltstack(x, uc);
		goto done;
	case SP_PRCTL:
		if ((int)x[0] == PR_SET_SYSCALL_USER_DISPATCH) {
			/* The library owns dispatch in this process. */
			ret = -EBUSY;
			goto done;
		}
		/* PR_SET_SECCOMP may ask for strict mode: */
		/* fall through */
	case SP_SECCOMP:
		/* A filter (or strict mode) may not expect the library's madvise.
		 * (The kernel reads both first arguments as 32-bit.) */
		if (cap->special == SP_SECCOMP ? (unsigned int)x[0] <= SECCOMP_SET_MODE_FILTER
					      : (int)x[0] == PR_SET_SECCOMP)
			sx_ring_populate_stop();
		if (is_strict_request(cap, x)) {
			plain = false;
			ret = run_strict(&in, nr, x);
			goto done;
		}
		break;
	case SP_MASKARG:
		strip_mask_arg(x, cap->mask_arg, &mask);
		break;
	case SP_PSELECT:
		strip_pselect_mask(x, pair, &mask);
		break;
	case SP_NONE:
		break;
	}
	/* -m rewrite: no file name in page 0 reaches the kernel, nor a buffer
	 * (rewrite.h). */
	if (sx_rw_nr(nr) && sx_rw_fault(nr, x, &ret))
		goto done;
	sx_rw_move_bufs(nr, x);
	if (maps)
		sx_maps_changed();
	if (sx_guard_nr(nr) && sx_guard_call(nr, x, &ret)) {
		in.aux |= SX_AUX_TRIMMED;
		sx_stack_syscall_done(nr, x, ret);
		goto done;
	}
	in.state = SX_IN_STUB;
	SX_BARRIER();
	if (cap->props & SF_EXIT)
		sx_altstack_exit((long)x[0]);
	ret = run_prog(nr, x);
	SX_BARRIER();
	sx_stack_syscall_done(nr, x, ret);
done:
	if (maps)
		sx_maps_changed();
	if (in.state == SX_IN_STUB)
		in.state = SX_ENTERED;
	if (in.traced && in.state != SX_RECORDED && in.interrupted != SX_INT_FINAL) {
		in.ret = ret;
		if (!in.exit_ns)
			in.exit_ns = sx_stamp();
		emit_result(&in);
	}
	sx_self.cur = prev;
	g[REG_RAX] = ret;
	return plain;
}

static bool handle_sigsys(siginfo_t *si, ucontext_t *uc);

/* Called by sx_sigsys_entry (stubs.c). Returns whether the handler may end
 * without rt_sigreturn: when only the registers in uc changed, sx_fast_return
 * puts them (and the vector state) back itself, which saves the kernel's
 * rt_sigreturn on every trap. The mask and the alternate stack are then those
 * of the interrupted program already (SA_NODEFER, an empty sa_mask, a
 * sigaltstack that delivery does not disarm). */
int sx_on_sigsys(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	(void)sig;
	bool fast = !sx_altstack_check(uc);
	return handle_sigsys(si, uc) && fast;
}

static bool handle_sigsys(siginfo_t *si, ucontext_t *uc)
{
	greg_t *g = uc->uc_mcontext.gregs;

	if (si->si_code != SYS_USER_DISPATCH) {
		sx_chain_sigsys(si, uc);
		return false;
	}
	long nr = g[REG_RAX];
	if (si->si_arch != AUDIT_ARCH_X86_64) {
		/* int $0x80 from 64-bit code: run it with its own ABI, unrecorded.
		 * Its numbers differ: any of them may change the mappings (maps.c). */
		if (sx_rw_on)
			sx_maps_changed();
		/* i386's seccomp (354) and prctl (172) PR_SET_SECCOMP: a filter
		 * covers the 64-bit calls too (ring.c, rewrite.c). */
		if (nr == 354 || (nr == 172 && (int)g[REG_RBX] == PR_SET_SECCOMP)) {
			sx_ring_populate_stop();
			sx_rw_freeze();
		}
		g[REG_RAX] = sx_syscall_i386(nr, g[REG_RBX], g[REG_RCX], g[REG_RDX], g[REG_RSI],
					     g[REG_RDI], g[REG_RBP]);
		if (sx_rw_on)
			sx_maps_changed();
		return true;
	}
	if ((sx_self.in_lib && sx_in_vdso((uint64_t)g[REG_RIP])) || !sx.active) {
		uint64_t x[6] = { (uint64_t)g[REG_RDI], (uint64_t)g[REG_RSI], (uint64_t)g[REG_RDX],
				  (uint64_t)g[REG_R10], (uint64_t)g[REG_R8], (uint64_t)g[REG_R9] };
		/* systrace is gone: this thread stops trapping (selectors are per thread). */
		if (!sx.active)
			sx_self.selector = SYSCALL_DISPATCH_FILTER_ALLOW;
		g[REG_RAX] = run_lib(nr, x);
		return true;
	}
	/* -m rewrite: this site enters the library directly from now on (rewrite.c). */
	if (sx_rw_on)
		sx_rewrite_site(si, uc, nr);
	const struct sx_cap *cap = sx_cap_of(nr);
	bool traced = (cap->flags & CF_ALWAYS) || ring_traced(sx.hdr, nr);
	switch (cap->special) {
	case SP_CLONE:
		do_clone(uc, nr, cap);
		return false;
	case SP_SIGRETURN:
		do_sigreturn(g, traced);
		return false;
	case SP_NONE:
		if (!traced) {
			/* Fast path: not selected by -e trace=, nothing to record. */
			uint64_t x[6] = { (uint64_t)g[REG_RDI], (uint64_t)g[REG_RSI],
					  (uint64_t)g[REG_RDX], (uint64_t)g[REG_R10],
					  (uint64_t)g[REG_R8], (uint64_t)g[REG_R9] };
			long ret;
			bool maps = sx_rw_on && sx_maps_nr(nr);	/* (as in do_syscall) */
			if (maps)
				sx_maps_changed();
			if (sx_rw_nr(nr) && sx_rw_fault(nr, x, &ret))
				;	/* -m rewrite: a file name in page 0 */
			else if (!sx_guard_nr(nr) || !sx_guard_call(nr, x, &ret)) {
				sx_rw_move_bufs(nr, x);
				ret = run_lib(nr, x);
			}
			if (maps)
				sx_maps_changed();
			g[REG_RAX] = ret;
			sx_stack_syscall_done(nr, x, ret);
			return true;
		}
		break;
	}
	return do_syscall(uc, nr, cap, traced);
}
