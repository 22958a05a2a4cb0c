/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The capture library of -m buffered (libsystrace-preload.so), loaded into the
 * traced program with LD_PRELOAD. Internal declarations shared by its files.
 *
 * Rules for everything in this directory: once Syscall User Dispatch is armed,
 * no libc function that may make a syscall is called (syscalls go through the
 * stubs below); everything is async-signal-safe; nothing is exported (the
 * library is built with -fvisibility=hidden); no vector registers are used
 * (-mgeneral-regs-only), so code running in the program's context (the clone
 * trampoline hook) preserves its SSE/AVX state.
 *
 * One exception, -k (stack.c): the unwinder is libunwind, which calls libc
 * (dl_iterate_phdr, sigprocmask, mmap). It runs only inside a signal handler
 * (the kernel saves and restores the vector state around it), in a critical
 * section, with this thread's Syscall User Dispatch selector set to ALLOW so
 * that those calls go straight to the kernel, and under a lock of its own.
 */
#ifndef SX_H
#define SX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <signal.h>
#include <sys/ucontext.h>
#include <linux/prctl.h>
#include <sys/syscall.h>

#include "ring.h"
#include "syscall_table.h"	/* enum sys_flags: the rows' properties */

#define SX_HIDDEN __attribute__((visibility("hidden")))
#define SX_BARRIER() __asm__ __volatile__("" ::: "memory")

/* ---- stubs.c: code inside the exempt range, and fault-safe copies ---- */

/* The exempt range given to PR_SET_SYSCALL_USER_DISPATCH. */
extern char sx_exempt_start[], sx_exempt_end[];
/* The library's own syscalls: never dispatched, never recorded. */
long sx_syscall_lib(long nr, long a0, long a1, long a2, long a3, long a4, long a5);
/* The program's syscalls, executed by the SIGSYS handler. A separate stub so the
 * signal dispatcher can tell that a signal interrupted one (sx_prog_insn is the
 * syscall instruction, sx_prog_after the address after it). */
long sx_syscall_prog(long nr, long a0, long a1, long a2, long a3, long a4, long a5);
extern char sx_prog_insn[], sx_prog_after[];
/* munmap(addr, len) then exit(code), touching no stack in between. */
__attribute__((noreturn)) void sx_exit_unmapping(uint64_t addr, uint64_t len, long code);
/* A 32-bit (int $0x80) syscall of the program: executed, not recorded. */
long sx_syscall_i386(long nr, long a0, long a1, long a2, long a3, long a4, long a5);
/* rt_sigreturn for the library's own handlers. */
extern char sx_restorer[];
/* Trampolines: the handler returns into these with the program's registers, so
 * the syscall runs in the program's own context (rt_sigreturn; clone and vfork
 * with a new stack or a shared address space). */
extern char sx_tramp_sigreturn[], sx_tramp_clone[], sx_tramp_clone_after[];

/* Copy n bytes; returns how many could NOT be copied (0: all). Never faults. */
size_t sx_safe_copy(void *dst, const void *src, size_t n);
/* Length of the string at s, at most max; -1 if unreadable. Never faults. */
long sx_safe_strnlen(const char *s, long max);
/* If ip is inside one of the two routines above, where to resume after a fault. */
uint64_t sx_fault_fixup(uint64_t ip);

#define SX_SYSCALL0(nr) sx_syscall_lib((nr), 0, 0, 0, 0, 0, 0)
#define SX_SYSCALL1(nr, a) sx_syscall_lib((nr), (long)(a), 0, 0, 0, 0, 0)
#define SX_SYSCALL2(nr, a, b) sx_syscall_lib((nr), (long)(a), (long)(b), 0, 0, 0, 0)
#define SX_SYSCALL3(nr, a, b, c) sx_syscall_lib((nr), (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define SX_SYSCALL4(nr, a, b, c, d) \
	sx_syscall_lib((nr), (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)
#define SX_SYSCALL6(nr, a, b, c, d, e, f) \
	sx_syscall_lib((nr), (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), (long)(f))

/* aux bits of syscall records: one definition, enum ring_aux in src/ring.h. */
#define SX_AUX_TRIMMED RING_AUX_TRIMMED
#define SX_AUX_CAPTURE_STOPPED RING_AUX_CAPTURE_STOPPED

/* ---- util.c: freestanding helpers ---- */
void *sx_memcpy(void *dst, const void *src, size_t n);
void sx_memset(void *dst, int c, size_t n);
size_t sx_strlen(const char *s);
int sx_strncmp(const char *a, const char *b, size_t n);
/* CLOCK_MONOTONIC in ns, through the vDSO when it has clock_gettime. */
uint64_t sx_now(void);
void sx_vdso_init(void);
/* Is ip inside the vDSO's code? */
bool sx_in_vdso(uint64_t ip);

/* ---- the process and its threads ---- */

/* A syscall the SIGSYS handler is running for the program. */
struct sx_inflight {
	int32_t nr;
	uint32_t state;			/* enum sx_state */
	uint8_t traced;			/* records are written for it */
	uint8_t entry_open;		/* its entry record is written, its exit not yet */
	uint16_t interrupted;		/* enum sx_interrupted */
	uint64_t args[6];
	uint64_t ip, sp;
	uint64_t entry_ns, exit_ns;
	int64_t ret;
	uint32_t aux;			/* enum ring_aux for the records */
	uint32_t flags;			/* EV_* for the record (EV_NO_RETURN) */
	/* -k: the context the program made the call in (the SIGSYS frame's), where
	 * its stack is unwound from; NULL once that frame is gone (the clone
	 * trampoline's copy). */
	ucontext_t *uc;
};

enum sx_state {
	SX_ENTERED = 0,
	SX_IN_STUB = 1,		/* inside sx_syscall_prog */
	SX_RECORDED = 2,	/* its record was written (by the signal dispatcher) */
};

enum sx_interrupted {
	SX_INT_NONE = 0,
	SX_INT_FINAL = 1,	/* a handler ran; the call returns EINTR to the program */
	SX_INT_RESTART = 2,	/* a handler ran; the kernel restarts the call */
};

struct sx_unwind_area;

/* A program handler the dispatcher is running (altstack.c). */
struct sx_alt_call {
	uint64_t start;		/* the program's stack pointer where it started */
	uint64_t armed_top;	/* the kernel's alternate stack meanwhile: its top; 0 none */
};
#define SX_ALT_CALLS 16

struct sx_thread {
	int32_t tid, pid;		/* cached ids; tid 0: this thread is not armed */
	uint32_t slot;			/* the process's slot in ring_header.procs */
	uint8_t in_lib;			/* in the vDSO: a trap now is the library's own call */
	uint8_t critical;		/* in a section no program handler may interrupt */
	uint8_t vfork_child;		/* shares the parent's memory: signal table is read-only */
	/* Syscall User Dispatch's selector for this thread: BLOCK while recording,
	 * ALLOW while the unwinder runs (its libc calls must not trap) and once
	 * systrace is gone. Two tasks on one TLS block share it. */
	volatile char selector;
	uint32_t pending_lost;		/* records dropped since the last one written */
	struct sx_inflight *cur;	/* innermost syscall the handler is running */
	uint64_t virt_blocked;		/* protected signals the program believes blocked */
	uint64_t deferred;		/* signals held back during a critical section */
	/* A clone/vfork going through sx_tramp_clone (parent side). */
	struct sx_inflight tramp;	/* state SX_IN_STUB until its exit is recorded */
	uint64_t tramp_ret;		/* where the program continues */
	uint64_t tramp_flags;		/* clone flags */
	int32_t saved_tid, saved_pid;	/* restored by a vfork parent: the child shared this TLS */
	uint32_t saved_slot;
	uint32_t saved_vfork_child;
	uint64_t saved_virt_blocked;	/* a vfork child on our TLS may change it */
	/* -k: this thread's unwinder stack and frame buffer (stack.c), mapped at
	 * its first stack; stack_hold: the buffer holds frames not yet written. */
	struct sx_unwind_area *unwind_area;
	uint32_t stack_hold;
	uint32_t in_unwind;		/* this thread is inside libunwind */
	/* The thread entered seccomp strict mode: dispatch is off for it and the
	 * library may make no syscall on it any more (the kernel would kill it). */
	uint8_t nosys;
	/* altstack.c: the library's alternate signal stack (0: none), the
	 * program's own sigaltstack (emulated), the program handlers running. */
	uint64_t alt_base, alt_size;
	uint64_t pss_sp, pss_size;
	uint32_t pss_flags;
	uint32_t alt_depth;
	struct sx_alt_call alt_calls[SX_ALT_CALLS];
	uint64_t saved_pss_sp, saved_pss_size;	/* a vfork child on our TLS may change them */
	uint32_t saved_pss_flags;
};

extern __thread struct sx_thread sx_self __attribute__((tls_model("initial-exec")));



struct sx_process {
	struct ring_header *hdr;
	char *data;			/* data area, mapped twice */
	uint64_t data_size;
	uint32_t max_strlen;
	uint32_t rec_max;
	uint32_t ring_flags;		/* enum ring_flags, copied when the ring is mapped */
	uint32_t stack_limit;		/* -k: frames per stack; 0 without -k or no unwinder */
	bool active;			/* armed and recording */
	bool tls_shared;		/* a thread shares our TLS: ask the kernel for the tid */
	bool ns_nested;			/* in a pid namespace below systrace's: tell thread ids */
};

extern struct sx_process sx;

/* A record's time: sx_now(), or 0 when no option of systrace's shows time
 * (RING_F_NO_CLOCK): two clock reads are a tenth of a record's cost. */
static inline uint64_t sx_stamp(void)
{
	if (sx.ring_flags & RING_F_NO_CLOCK)
		return 0;
	return sx_now();
}

/* ---- critical sections ----
 * While the library holds something another run of its code on this thread
 * would need (a reserved ring record, the signal table's lock, a flag saying
 * "this trap is mine"), a program's signal handler must not run: it could make
 * syscalls that need it, or never come back (longjmp). The signal dispatcher
 * defers such signals; leaving the last critical section delivers them. */
static inline void sx_critical_enter(void)
{
	if (__builtin_expect(sx.tls_shared, 0))
		__atomic_add_fetch(&sx_self.critical, 1, __ATOMIC_RELAXED);
	else
		sx_self.critical++;
	SX_BARRIER();
}
void sx_critical_leave(void);

/* init.c */
/* Arm Syscall User Dispatch for the calling thread (its selector: BLOCK); returns
 * 0 or -errno. */
long sx_arm_thread(void);
/* Claim a process slot and write the hello record. */
void sx_register_process(uint32_t hello_flags, int32_t ppid);
/* A new thread (not the leader) tells systrace its id, if systrace cannot see it. */
void sx_tell_thread(void);
int32_t sx_gettid(void);

/* ring.c: producer side */
/* A forked child (memory of its own): none of the ring's pages mapped yet. */
void sx_ring_forked(void);
/* No more mapping the ring's pages ahead (a seccomp filter is coming). */
void sx_ring_populate_stop(void);
/* Reserve size bytes, marked busy; returns the record or NULL (dropped,
 * counted as lost). The caller writes it, its tid last (sx_ring_owner). */
struct ring_rec *sx_ring_reserve(uint32_t size, bool urgent);
/* Publish the whole record. */
void sx_ring_commit(struct ring_rec *rec, bool urgent);
/* Publish it without the doorbell, so without a syscall (strict seccomp mode
 * allows no futex): the consumer finds it when its short sleep ends. */
void sx_ring_commit_quiet(struct ring_rec *rec);
/* Where the record rec ends, as a ring position (for sx_ring_wait_consumed). */
uint64_t sx_ring_end_of(const struct ring_rec *rec);
/* Wait until systrace has handled everything before ring position end (it is
 * gone, or stopped making progress for a while: return anyway). */
void sx_ring_wait_consumed(uint64_t end);
/* The consumer went away: stop trapping and recording. */
void sx_consumer_gone(void);
uint64_t sx_futex_wait(uint32_t *uaddr, uint32_t val, long timeout_ms);

/* capture.c */
enum sx_phase {
	SX_PHASE_IN = 1,	/* arguments the kernel reads */
	SX_PHASE_OUT = 2,	/* results the kernel wrote (copied only on success) */
};
/* Write a syscall record of this kind for in, with the blobs of the given phases
 * and, with -k, the stack unwound from in->uc (entry and whole records).
 * Returns the ring position where the record ends (with -k, which waits for it;
 * else 1), 0 if none was written. */
uint64_t sx_emit_syscall(struct sx_inflight *in, unsigned int kind, unsigned int phases);
/* Write a signal record; uc: where the signal found the thread (-k). */
void sx_emit_signal(const siginfo_t *si, ucontext_t *uc);
/* Write a process hello record. */
void sx_emit_hello(uint32_t hello_flags, int32_t ppid);

/* table.c: what the handler does per syscall */
enum sx_cap_flags {
	CF_SPLIT = 1u << 0,	/* entry record before the call, exit record after */
	CF_ALWAYS = 1u << 1,	/* recorded even outside -e trace= (systrace follows it) */
	CF_NORETURN = 1u << 2,	/* record before the call; it does not come back */
	CF_URGENT = 1u << 3,	/* wake systrace at once */
};

/* How the kernel reports an interruption of this call by a handled signal. */
enum sx_intr {
	IC_RESTARTSYS = 0,	/* -ERESTARTSYS: restarted with SA_RESTART, else EINTR */
	IC_NOHAND,		/* -ERESTARTNOHAND: EINTR when a handler runs */
	IC_RESTARTBLOCK,	/* -ERESTART_RESTARTBLOCK: EINTR when a handler runs */
	IC_EINTR,		/* plain -EINTR */
	IC_NOINTR,		/* -ERESTARTNOINTR: always restarted */
	IC_POLL,		/* poll: RESTARTBLOCK with a timeout, else NOHAND */
	IC_FUTEX,		/* futex wait: RESTARTBLOCK with a timeout, else RESTARTSYS */
};

enum sx_special {
	SP_NONE = 0,
	SP_CLONE,		/* clone, clone3, fork, vfork */
	SP_SIGRETURN,		/* rt_sigreturn */
	SP_SIGACTION,		/* rt_sigaction */
	SP_SIGPROCMASK,		/* rt_sigprocmask */
	SP_SIGALTSTACK,		/* sigaltstack */
	SP_MASKARG,		/* a temporary signal mask in argument mask_arg */
	SP_PSELECT,		/* pselect6: the mask behind a {sigset_t *, size} pair */
	SP_PRCTL,		/* prctl: refuse to turn Syscall User Dispatch off; strict mode */
	SP_SECCOMP,		/* seccomp: strict mode turns dispatch off (run_strict) */
};

/* What to copy for one argument. */
enum sx_cap_kind {
	K_NONE = 0,
	K_PATH,			/* a file name: up to PATH_MAX, NUL included */
	K_STR,			/* a string: up to -s + 1 bytes */
	K_BUF_IN,		/* buffer of len2 = ARG(b) bytes, first -s */
	K_BUF_OUT,		/* buffer of the result's size, first -s */
	K_BUF_OUT_ALL,		/* buffer of the result's size, up to size bytes (getdents) */
	K_OBJ_IN,		/* size bytes */
	K_OBJ_OUT,
	K_OBJ_OUT_ERR,		/* size bytes after the call, even if it failed (nanosleep's rem) */
	K_OBJ_INOUT,
	K_OBJ_IN_LEN,		/* ARG(b) bytes, at most size */
	K_OBJ_OUT_LEN,		/* ARG(b) bytes after the call, at most size */
	K_OBJ_OUT_LENPTR,	/* *(int *)ARG(b) bytes after the call, and that int */
	K_IOV_IN,		/* iovec array of ARG(b) entries and the data */
	K_IOV_OUT,		/* iovec array and the result's worth of data */
	K_ARGV,			/* NULL-terminated string array (argv) */
	K_ENVP,			/* the same, strings only with -v */
	K_SIGFRAME,		/* rt_sigreturn: the signal frame at the stack pointer */
	K_MSGHDR_IN,		/* sendmsg: msghdr, name, iovecs, data, control */
	K_MSGHDR_OUT,		/* recvmsg: the same after the call */
	K_MMSGHDR,		/* sendmmsg/recvmmsg vector: the headers, and each entry's name,
				 * iovecs, data and control where they are the call's input or output */
	K_IOCTL,		/* ioctl argument by command */
	K_POLLFD,		/* pollfd array of ARG(b) entries, before and after */
	K_FDSET,		/* fd_set for ARG(b) descriptors, before and after */
	K_CLONE3,		/* struct clone_args, and the tids and pidfd it points to */
	K_PSELECT_MASK,		/* pselect6's {sigset_t *, size} and the set */
	K_FUTEX_TIMEOUT,	/* futex: the timeout of the waiting operations */
	K_FCNTL_LOCK,		/* fcntl: struct flock of the locking commands */
	K_CLONE_TID,		/* clone: the parent tid the kernel stored */
	K_EPOLL_OUT,		/* epoll_wait: the result's worth of events */
	K_PRCTL,		/* prctl: what the option points to (names, ints, a filter) */
	K_ARCH_PRCTL,		/* arch_prctl: the word the ARCH_GET_* codes write */
	K_SOCK_FPROG,		/* [gs]etsockopt: the BPF program of SO_ATTACH_FILTER,
				 * SO_GET_FILTER (its instructions with -v) */
};

struct sx_cap_item {
	uint8_t kind;		/* enum sx_cap_kind */
	uint8_t arg;		/* argument index */
	uint8_t b;		/* second argument index (length, count), kind-specific */
	uint8_t pad;
	uint16_t size;		/* kind-specific size */
};

#define SX_CAP_ITEMS 5

struct sx_cap {
	uint8_t flags;		/* enum sx_cap_flags */
	uint8_t special;	/* enum sx_special */
	uint8_t intr;		/* enum sx_intr */
	uint8_t mask_arg;	/* SP_MASKARG: which argument holds the sigset */
	struct sx_cap_item items[SX_CAP_ITEMS];
	/* From the rest of the row (src/gen-syscalls.sh), so that the handler finds
	 * special syscalls and their arguments by the description, not by number:
	 * props, the row's PROPERTIES (SF_EXECVE, SF_EXIT, ...: enum sys_flags);
	 * argument indexes plus one (0: none) of the arguments named envp, and of
	 * an SF_CLONE row's flags and stack; clone_flags, the flags an SF_CLONE
	 * call without them acts with (fork, vfork: the CLONE_FLAGS word). */
	uint32_t props;
	uint8_t envp_arg;
	uint8_t clone_flags_arg;
	uint8_t clone_stack_arg;
	uint32_t clone_flags;
};

#define SX_NR_TABLE 512
extern const struct sx_cap sx_caps[SX_NR_TABLE];

static inline const struct sx_cap *sx_cap_of(long nr)
{
	static const struct sx_cap none;
	return nr >= 0 && nr < SX_NR_TABLE ? &sx_caps[nr] : &none;
}

/* stack.c: -k */
/* In the constructor, before arming, when systrace asked for stacks: load the
 * unwinder. Returns 0, or -errno (no stacks in this image). */
long sx_stack_init(uint32_t limit);
/* Unwind the program's stack from uc into this thread's frame buffer. Call it
 * with stack_hold taken (sx_stack_hold) and keep it until the frames are
 * copied. Returns the number of frames (*ips, *truncated set), or -1 when no
 * stack could be taken (recorded as RING_BLOB_STACK_SKIPPED). */
int sx_stack_take(ucontext_t *uc, const uint64_t **ips, bool *truncated);
/* Frames of a new image: where the kernel started it (the entry point of its
 * interpreter, or its own). Returns 1 with *ip set, or 0. */
int sx_stack_image_entry(uint64_t *ip);
/* fork: keep every other thread out of the unwinder while the address space is
 * copied (its locks and caches must be consistent in the child). Returns
 * whether the unwinder's lock was taken; pass that to the two others. */
bool sx_stack_fork_prepare(void);
void sx_stack_fork_parent(bool locked);
void sx_stack_fork_child(bool locked);
/* The thread is about to exit: unmap its unwinder area. */
void sx_stack_thread_exit(void);
/* The program unmapped [addr, addr + len) (munmap, mremap): if code whose unwind
 * rules may be cached was there, flush them before the next stack. */
void sx_stack_note_unmap(uint64_t addr, uint64_t len);
/* After any syscall the handler ran for the program. */
static inline void sx_stack_syscall_done(long nr, const uint64_t *a, long ret)
{
	if (__builtin_expect(sx.stack_limit != 0, 0) && (nr == __NR_munmap || nr == __NR_mremap) &&
	    !(ret < 0 && ret > -4096))
		sx_stack_note_unmap(a[0], a[1]);
}

/* handler.c */
int sx_on_sigsys(int sig, siginfo_t *si, void *ucv);
/* The SIGSYS handler the kernel calls (stubs.c): sx_on_sigsys, then
 * rt_sigreturn or sx_fast_return. */
extern char sx_sigsys_entry[];
/* The record of the rt_sigreturn that ends a program handler the dispatcher ran
 * (restorer: the program's sa_restorer, for the record's ip; 0 if none). */
void sx_emit_sigreturn(ucontext_t *uc, uint64_t restorer);
/* The interrupted-syscall bookkeeping the signal dispatcher does first. */
void sx_note_interruption(const ucontext_t *uc);
/* Called by sx_tramp_clone after the syscall, in the parent and in the child;
 * returns where the program continues. */
uint64_t sx_clone_return(long result);

/* altstack.c */
#define SX_KSA_SIGINFO 0x00000004ull
#define SX_KSA_ONSTACK 0x08000000ull
/* The kernel's signal frame size (AT_MINSIGSTKSZ). */
void sx_altstack_set_frame_size(uint64_t size);
/* Bytes of the library's alternate stack below sp; 0 if sp is not on it. */
uint64_t sx_altstack_room(uint64_t sp);
/* Map this thread's alternate stack and make it the kernel's; 0 or -errno. */
long sx_altstack_thread_init(void);
/* In a new thread (CLONE_VM, not vfork), and in a new image. */
void sx_altstack_new_thread(void);
void sx_altstack_image_init(void);
/* exit(2) of this thread: its alternate stack is unmapped on the way out. */
__attribute__((noreturn)) void sx_altstack_exit(long code);
/* SIGSYS entry: forget program handlers left by siglongjmp (may change uc's
 * uc_stack, restored by the handler's rt_sigreturn). */
bool sx_altstack_check_slow(ucontext_t *uc);
/* Returns whether uc's uc_stack was changed. */
static inline bool sx_altstack_check(ucontext_t *uc)
{
	if (__builtin_expect(sx_self.alt_depth != 0, 0))
		return sx_altstack_check_slow(uc);
	return false;
}
/* Call a program handler where the kernel would have run it (its own stack, or
 * its alternate stack); -EFAULT if the kernel could not have written its frame
 * there (the program dies of SIGSEGV, as it would). */
int sx_call_program_handler(int sig, siginfo_t *si, ucontext_t *uc, uint64_t handler,
			    uint64_t flags);

/* guard.c */
void sx_guard_init(void);
void sx_guard_add_stack(uint64_t lo, uint64_t hi);
void sx_guard_remove_stack(uint64_t lo);
bool sx_guard_overlaps(uint64_t lo, uint64_t hi);
/* munmap, mprotect, pkey_mprotect, madvise, MAP_FIXED mmap or mremap that covers
 * the library's memory: done on the rest, *ret its result; false if the call
 * does not touch it (run it as it is). */
bool sx_guard_call(long nr, const uint64_t *a, long *ret);
static inline bool sx_guard_nr(long nr)
{
	const uint64_t calls = (1ull << __NR_mmap) | (1ull << __NR_mprotect) |
			       (1ull << __NR_munmap) | (1ull << __NR_mremap) | (1ull << __NR_madvise);
	return ((uint64_t)nr < 64 && ((calls >> nr) & 1)) || nr == __NR_pkey_mprotect;
}

/* signals.c */
/* Signals the program may never block or take over: the mechanism needs them. */
#define SX_PROTECTED_MASK ((1ull << (SIGSYS - 1)) | (1ull << (SIGSEGV - 1)) | (1ull << (SIGBUS - 1)))
/* Install the library's own handlers (SIGSYS, SIGSEGV, SIGBUS); returns 0 or -errno. */
long sx_signals_init(void);
/* The restorer the program gave for sig's handler (the address its handler
 * returns to, as the kernel's signal frame would say without the library);
 * failing that, the last one it gave for any signal; 0 if none. */
uint64_t sx_signal_restorer(int sig);
/* Emulations of the signal syscalls, run by the handler instead of the real call. */
long sx_do_rt_sigaction(const uint64_t *a);
/* The handler's rt_sigreturn restores the mask and the alternate stack saved in
 * uc: these two change the saved copies, which become the program's at return. */
long sx_do_rt_sigprocmask(const uint64_t *a, ucontext_t *uc);
long sx_do_sigaltstack(const uint64_t *a, ucontext_t *uc);	/* altstack.c */
/* Strip protected signals from *mask; returns the bits removed. */
uint64_t sx_strip_mask(uint64_t *mask);
/* In a forked child: the signal table's lock may have been held by another thread. */
void sx_signals_forked(void);
/* A SIGSYS that Syscall User Dispatch did not cause: what the program asked for. */
void sx_chain_sigsys(siginfo_t *si, ucontext_t *uc);

#endif
