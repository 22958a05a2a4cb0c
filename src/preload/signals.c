/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Signals under the capture library.
 *
 * The library keeps three signals for itself: SIGSYS (dispatch), SIGSEGV and
 * SIGBUS (faults of its fault-safe copies). A forced SIGSYS or fault while the
 * signal is blocked kills the process, so the program may never block them: its
 * rt_sigprocmask, signal-handler masks and the temporary masks of
 * rt_sigsuspend/ppoll/pselect6/epoll_pwait are stripped of them, and what it
 * asked for is remembered and reported back (virt_blocked). Its rt_sigaction on
 * them is remembered too: the library chains to that action for the signals it
 * did not cause itself.
 *
 * Every other handler the program installs is registered behind a dispatcher
 * (sx_dispatch) with the program's flags and mask: the dispatcher records the
 * signal (the "--- SIGxxx ---" line), notes whether it interrupted a syscall the
 * handler was running, and calls the program's handler. The program's
 * rt_sigaction sees its own actions, never the dispatcher.
 */
#include "config.h"

#include <errno.h>
#include <linux/futex.h>
#include <sys/syscall.h>

#include "sx.h"

#define KSA_RESTORER 0x04000000ull
#define KSA_SIGINFO 0x00000004ull
#define KSA_ONSTACK 0x08000000ull
#define KSA_NODEFER 0x40000000ull
#define KSA_RESETHAND 0x80000000ull
#define KSIG_DFL 0ull
#define KSIG_IGN 1ull

#define SIG_BIT(sig) (1ull << ((sig) - 1))

struct ksigaction {
	uint64_t handler;
	uint64_t flags;
	uint64_t restorer;
	uint64_t mask;
};

/* The program's view of one signal's action. Written under view_lock (or by
 * the dispatcher for SA_RESETHAND), read by handlers without a lock: each write
 * fills the spare copy and then flips cur. */
struct sigview {
	uint32_t cur;
	uint32_t known;		/* set through the library: the kernel holds the dispatcher */
	struct ksigaction act[2];
};

static struct sigview views[65];
static int32_t view_lock;
/* The last restorer the program gave for a handler (-k, sx_signal_restorer). */
static uint64_t last_restorer;

static void sx_dispatch(int sig, siginfo_t *si, void *ucv);
static void sx_on_fault(int sig, siginfo_t *si, void *ucv);

static bool is_protected(int sig)
{
	return sig == SIGSYS || sig == SIGSEGV || sig == SIGBUS;
}

static void view_get(int sig, struct ksigaction *out)
{
	struct sigview *v = &views[sig];
	uint32_t i = __atomic_load_n(&v->cur, __ATOMIC_ACQUIRE);
	*out = v->act[i & 1];
}

/* What the kernel keeps of an action (and rt_sigaction reads back): SIGKILL and
 * SIGSTOP never in its mask, and since Linux 5.11 only the sa_flags bits it knows
 * (UAPI_SA_FLAGS: unknown ones, SA_UNSUPPORTED included, read back as 0). */
#define KSA_KNOWN (0x00000001ull | 0x00000002ull | KSA_SIGINFO | 0x00000800ull | \
		   KSA_RESTORER | KSA_ONSTACK | 0x10000000ull | KSA_NODEFER | KSA_RESETHAND)

static void view_set(int sig, const struct ksigaction *a)
{
	struct sigview *v = &views[sig];
	uint32_t next = (__atomic_load_n(&v->cur, __ATOMIC_RELAXED) + 1) & 1;
	v->act[next] = *a;
	v->act[next].flags &= KSA_KNOWN;
	v->act[next].mask &= ~(SIG_BIT(SIGKILL) | SIG_BIT(SIGSTOP));
	__atomic_store_n(&v->cur, next, __ATOMIC_RELEASE);
	v->known = 1;
	if (a->handler > KSIG_IGN && (a->flags & KSA_RESTORER) && a->restorer)
		__atomic_store_n(&last_restorer, a->restorer, __ATOMIC_RELAXED);
}

uint64_t sx_signal_restorer(int sig)
{
	if (sig >= 1 && sig <= 64) {
		struct ksigaction act;
		view_get(sig, &act);
		if ((act.flags & KSA_RESTORER) && act.restorer)
			return act.restorer;
	}
	return __atomic_load_n(&last_restorer, __ATOMIC_RELAXED);
}

static void lock_views(void)
{
	int32_t zero = 0;
	sx_critical_enter();
	while (!__atomic_compare_exchange_n(&view_lock, &zero, 1, false, __ATOMIC_ACQUIRE,
					    __ATOMIC_RELAXED)) {
		SX_SYSCALL4(SYS_futex, &view_lock, FUTEX_WAIT_PRIVATE, 1, NULL);
		zero = 0;
	}
}

static void unlock_views(void)
{
	__atomic_store_n(&view_lock, 0, __ATOMIC_RELEASE);
	SX_SYSCALL3(SYS_futex, &view_lock, FUTEX_WAKE_PRIVATE, 1);
	sx_critical_leave();
}

void sx_signals_forked(void)
{
	view_lock = 0;
}

uint64_t sx_strip_mask(uint64_t *mask)
{
	uint64_t removed = *mask & SX_PROTECTED_MASK;
	*mask &= ~SX_PROTECTED_MASK;
	return removed;
}

static long kernel_sigaction(int sig, const struct ksigaction *act, struct ksigaction *old)
{
	return SX_SYSCALL4(SYS_rt_sigaction, sig, act, old, 8);
}

/* The library's registration of a protected signal; for SIGSEGV/SIGBUS it takes
 * the program's mask and alternate-stack choice, so its handler runs as it asked. */
static long install_own(int sig, const struct ksigaction *prog, struct ksigaction *old)
{
	/* On the library's alternate stack (altstack.c), whatever the program
	 * asked for: the dispatcher puts the program's handler where it asked. */
	struct ksigaction ka = {
		.handler = sig == SIGSYS ? (uint64_t)(uintptr_t)sx_sigsys_entry
					 : (uint64_t)(uintptr_t)sx_on_fault,
		.flags = KSA_SIGINFO | KSA_RESTORER | KSA_NODEFER | KSA_ONSTACK,
		.restorer = (uint64_t)(uintptr_t)sx_restorer,
		.mask = 0,
	};
	if (sig != SIGSYS && prog && prog->handler > KSIG_IGN)
		ka.mask = prog->mask & ~SX_PROTECTED_MASK;
	return kernel_sigaction(sig, &ka, old);
}

long sx_signals_init(void)
{
	static const int own[] = { SIGSYS, SIGSEGV, SIGBUS };
	for (unsigned int i = 0; i < sizeof(own) / sizeof(own[0]); i++) {
		struct ksigaction old;
		long rc = install_own(own[i], NULL, &old);
		if (rc < 0)
			return rc;
		/* What the program inherited (SIG_DFL, or SIG_IGN across exec). */
		view_set(own[i], &old);
	}
	return 0;
}

static bool copy_in(void *dst, uint64_t src, size_t n)
{
	return sx_safe_copy(dst, (const void *)(uintptr_t)src, n) == 0;
}

static bool copy_out(uint64_t dst, const void *src, size_t n)
{
	return sx_safe_copy((void *)(uintptr_t)dst, src, n) == 0;
}

long sx_do_rt_sigaction(const uint64_t *a)
{
	int sig = (int)a[0];
	uint64_t actp = a[1], oactp = a[2];
	struct ksigaction act, old;

	if (a[3] != 8 || sig < 1 || sig > 64)
		return SX_SYSCALL4(SYS_rt_sigaction, a[0], actp, oactp, a[3]);
	if (actp && !copy_in(&act, actp, sizeof(act)))
		return -EFAULT;

	if (is_protected(sig)) {
		view_get(sig, &old);
		if (actp && !sx_self.vfork_child) {
			lock_views();
			view_set(sig, &act);
			if (sig != SIGSYS)
				install_own(sig, &act, NULL);
			unlock_views();
		}
		if (oactp && !copy_out(oactp, &old, sizeof(old)))
			return -EFAULT;
		return 0;
	}

	struct ksigaction kact, kold;
	if (actp) {
		kact = act;
		kact.mask &= ~SX_PROTECTED_MASK;
		/* A vfork child has its own handlers but the parent's memory: its
		 * actions go to the kernel as they are. */
		if (act.handler > KSIG_IGN && !sx_self.vfork_child) {
			/* The dispatcher returns through the library's restorer: its
			 * rt_sigreturn never traps, and it records the program's. */
			kact.handler = (uint64_t)(uintptr_t)sx_dispatch;
			kact.flags |= KSA_SIGINFO | KSA_RESTORER | KSA_ONSTACK;
			kact.restorer = (uint64_t)(uintptr_t)sx_restorer;
		}
	}
	bool shared = !sx_self.vfork_child;
	if (shared)
		lock_views();
	long rc = kernel_sigaction(sig, actp ? &kact : NULL, &kold);
	if (rc == 0) {
		/* The kernel holds the dispatcher, or an action whose mask lost the
		 * protected signals: the program's own is the view. */
		if (kold.handler == (uint64_t)(uintptr_t)sx_dispatch ||
		    (shared && __atomic_load_n(&views[sig].known, __ATOMIC_RELAXED)))
			view_get(sig, &old);
		else
			old = kold;
		if (actp && shared)
			view_set(sig, &act);
	}
	if (shared)
		unlock_views();
	if (rc == 0 && oactp && !copy_out(oactp, &old, sizeof(old)))
		return -EFAULT;
	return rc;
}

long sx_do_rt_sigprocmask(const uint64_t *a, ucontext_t *uc)
{
	int how = (int)a[0];
	uint64_t setp = a[1], oldp = a[2];
	uint64_t set = 0, cur;

	if (a[3] != 8)
		return SX_SYSCALL4(SYS_rt_sigprocmask, how, setp, oldp, a[3]);
	if (setp && !copy_in(&set, setp, sizeof(set)))
		return -EFAULT;
	if (setp && how != SIG_BLOCK && how != SIG_UNBLOCK && how != SIG_SETMASK)
		return -EINVAL;
	/* The program's mask is the one the handler returns to. */
	sx_memcpy(&cur, &uc->uc_sigmask, sizeof(cur));
	uint64_t virt = sx_self.virt_blocked;
	uint64_t prog_old = cur | virt;
	if (setp) {
		uint64_t want = how == SIG_BLOCK ? prog_old | set
			      : how == SIG_UNBLOCK ? prog_old & ~set : set;
		/* SIGKILL and SIGSTOP cannot be blocked. */
		want &= ~(SIG_BIT(SIGKILL) | SIG_BIT(SIGSTOP));
		virt = want & SX_PROTECTED_MASK;
		sx_self.virt_blocked = virt;
		uint64_t real = want & ~SX_PROTECTED_MASK;
		sx_memcpy(&uc->uc_sigmask, &real, sizeof(real));
	}
	if (oldp && !copy_out(oldp, &prog_old, sizeof(prog_old)))
		return -EFAULT;
	return 0;
}

/* Does sig's default action end the process? */
static bool default_kills(int sig)
{
	switch (sig) {
	case SIGCHLD: case SIGCONT: case SIGURG: case SIGWINCH:
	case SIGSTOP: case SIGTSTP: case SIGTTIN: case SIGTTOU:
		return false;
	default:
		return true;	/* real-time signals included */
	}
}

/* -k: the process is about to die of a signal: let systrace name the frames of
 * what it recorded while its mappings still exist. */
static void flush_before_death(int sig)
{
	if (sx.stack_limit && sx.active && default_kills(sig))
		sx_ring_wait_consumed(__atomic_load_n(&sx.hdr->head, __ATOMIC_ACQUIRE));
}

/* Send the signal again, with its siginfo, once the kernel's action is the
 * program's default: the process ends as it would have untraced. */
static void deliver_default(int sig, siginfo_t *si)
{
	flush_before_death(sig);
	struct ksigaction dfl = { .handler = KSIG_DFL };
	kernel_sigaction(sig, &dfl, NULL);
	uint64_t unblock = SIG_BIT(sig);
	SX_SYSCALL4(SYS_rt_sigprocmask, SIG_UNBLOCK, &unblock, NULL, 8);
	SX_SYSCALL4(SYS_rt_tgsigqueueinfo, sx_self.pid, sx_gettid(), sig, si);
}

/* The kernel could not have written the program's signal frame (its stack, or
 * its alternate stack, is full or unmapped): it would kill the process with
 * SIGSEGV (force_sigsegv). */
static void die_of_sigsegv(void)
{
	struct ksigaction dfl = { .handler = KSIG_DFL };
	kernel_sigaction(SIGSEGV, &dfl, NULL);
	uint64_t unblock = SIG_BIT(SIGSEGV);
	SX_SYSCALL4(SYS_rt_sigprocmask, SIG_UNBLOCK, &unblock, NULL, 8);
	SX_SYSCALL2(SYS_tkill, sx_gettid(), SIGSEGV);
}

/* Run the program's handler act for sig (or die as the kernel would have made it). */
static void call_handler(int sig, siginfo_t *si, ucontext_t *uc, const struct ksigaction *act)
{
	if (sx_call_program_handler(sig, si, uc, act->handler, act->flags) < 0)
		die_of_sigsegv();
}

/* Run the program's action for a signal the library received in its place. */
static void run_program_action(int sig, siginfo_t *si, ucontext_t *uc, bool synchronous_fault)
{
	struct ksigaction act;
	view_get(sig, &act);
	if (act.handler > KSIG_IGN) {
		if (!sx_self.nosys) {
			sx_note_interruption(uc);
			if (sx.active)
				sx_emit_signal(si, uc);
		}
		if (act.flags & KSA_RESETHAND) {
			struct ksigaction dfl = { .handler = KSIG_DFL };
			view_set(sig, &dfl);
			if (is_protected(sig) && sig != SIGSYS && !sx_self.nosys)
				install_own(sig, &dfl, NULL);
		}
		call_handler(sig, si, uc, &act);
		return;
	}
	if (act.handler == KSIG_IGN && !synchronous_fault)
		return;
	/* Default action. A fault re-executes the instruction and faults again with
	 * the default in place; anything else is sent again. */
	if (synchronous_fault) {
		flush_before_death(sig);
		struct ksigaction dfl = { .handler = KSIG_DFL };
		kernel_sigaction(sig, &dfl, NULL);
		return;
	}
	deliver_default(sig, si);
}

void sx_chain_sigsys(siginfo_t *si, ucontext_t *uc)
{
	run_program_action(SIGSYS, si, uc, false);
}

static void sx_on_fault(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	uint64_t fix = sx_fault_fixup((uint64_t)uc->uc_mcontext.gregs[REG_RIP]);
	if (fix && si->si_code > 0) {
		uc->uc_mcontext.gregs[REG_RIP] = (greg_t)fix;
		return;
	}
	run_program_action(sig, si, uc, si->si_code > 0);
}

/* A program's handler may not run inside a critical section (sx.h): the signal
 * is sent again with the same siginfo, blocked in the interrupted context until
 * sx_critical_leave unblocks it. */
static bool defer_if_critical(int sig, siginfo_t *si, ucontext_t *uc)
{
	/* With a TLS block shared by two tasks, the section may be the other
	 * one's, and only it would ever unblock the signal: run the handler. */
	if (!sx_self.critical || sx.tls_shared)
		return false;
	uint64_t bit = SIG_BIT(sig);
	uint64_t mask;
	sx_memcpy(&mask, &uc->uc_sigmask, sizeof(mask));
	mask |= bit;
	sx_memcpy(&uc->uc_sigmask, &mask, sizeof(mask));
	sx_self.deferred |= bit;
	SX_SYSCALL4(SYS_rt_tgsigqueueinfo, SX_SYSCALL0(SYS_getpid), sx_gettid(), sig, si);
	return true;
}

static void sx_dispatch(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	struct ksigaction act;
	if (__builtin_expect(sx_self.nosys, 0)) {
		/* Strict seccomp mode: no record, no syscall; just the handler. */
		view_get(sig, &act);
		if (act.handler > KSIG_IGN)
			call_handler(sig, si, uc, &act);
		return;
	}
	if (defer_if_critical(sig, si, uc))
		return;
	view_get(sig, &act);
	sx_note_interruption(uc);
	if (act.handler <= KSIG_IGN) {
		/* The program reset the action while this signal was on its way. */
		if (act.handler == KSIG_DFL)
			deliver_default(sig, si);
		return;
	}
	if (sx.active)
		sx_emit_signal(si, uc);
	if (act.flags & KSA_RESETHAND) {
		/* The kernel already reset its action (our registration had the flag). */
		struct ksigaction dfl = { .handler = KSIG_DFL };
		view_set(sig, &dfl);
	}
	call_handler(sig, si, uc, &act);
	/* The handler returned: the program's restorer would now make its
	 * rt_sigreturn on this frame. */
	sx_emit_sigreturn(uc, act.flags & KSA_RESTORER ? act.restorer : 0);
}
