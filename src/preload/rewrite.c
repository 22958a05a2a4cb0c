/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m rewrite (see rewrite.h and systrace(1), REWRITE MODE).
 *
 * Page 0 holds a nop sled and, at its end, a jump to sx_rw_entry. A rewritten
 * site `call *%rax` pushes its return address (the site + 2) and lands at the
 * address equal to the syscall number, slides to the jump, and enters (after
 * checking that the return address follows a rewritten site):
 *
 *  - untraced (outside -e trace=, nothing the library must emulate, no file
 *    name the kernel must refuse in page 0: sx_rw_fault): a byte
 *    of sx_rw_plain says so; the program's registers are already those of the
 *    syscall, so it jumps to a `syscall; ret` inside the exempt range and the
 *    `ret` goes back to the site. No record, no signal, no flag changed.
 *  - anything else: the registers are saved into a ucontext on the program's
 *    stack, below its red zone, and sx_on_sigsys runs on it exactly as it runs
 *    on the kernel's signal frame (same records, same captures, same special
 *    paths for clone, vfork, rt_sigreturn); the registers it leaves there are
 *    loaded back and the program continues where they say (usually the site +
 *    2; one of the clone or sigreturn trampolines otherwise).
 *
 * The red zone: `call` writes its return address at rsp - 8, inside the 128
 * bytes below the stack pointer that a leaf function may use across an inline
 * `syscall`. Nothing can give those 8 bytes back; the entry never writes
 * anything else there (its frame starts 128 bytes down, and a signal arriving
 * in it is delivered below that). So a site is rewritten only when the
 * function around it is shown to keep nothing below its stack pointer
 * (site_check.c: its unwind tables give its bounds, its code is decoded);
 * every other site stays trapped, counted by reason. --rewrite-sites=all
 * (RING_F_REWRITE_ALL) rewrites every site, as zpoline does.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "maps.h"
#include "rewrite.h"
#include "site_check.h"

#ifndef SYS_USER_DISPATCH
#define SYS_USER_DISPATCH 2
#endif
#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

#ifndef __NR_fchmodat2
#define __NR_fchmodat2 452
#endif
#ifndef __NR_faccessat2
#define __NR_faccessat2 439
#endif

#define PAGE 4096ul
/* si_errno of the siginfo sx_rw_slow makes up: the kernel's is always 0. */
#define FROM_TRAMPOLINE 0x7277
/* Page 0: a sled for the syscall numbers [0, SLED_END), then a jump to the
 * entry (movabs $sx_rw_entry, %r11; jmp *%r11: JUMP_LEN bytes); another sled
 * for invalid numbers up to JUMP_AT and the same jump. Numbers that land inside
 * a jump's bytes (SLED_END + 1 .. SLED_END + JUMP_LEN - 1, or above JUMP_AT)
 * crash instead of failing with ENOSYS: none is a valid x86-64 syscall. */
#define SLED_END 512u
#define JUMP_LEN 13u
#define JUMP_AT (4096u - 16u)
/* Longest run of the sled: 14 operand-size prefixes and a nop (15 bytes, the
 * longest instruction). */
#define SLED_RUN 15u

bool sx_rw_on;
/* What the entry does with a syscall number below SLED_END: RW_STRAIGHT, run
 * it without a record; RW_LIBRARY, enter the library; RW_CHECK_ARG + k, run it
 * straight unless its argument k (a buffer the kernel reads, k <= 3) points
 * below 64 KiB. The number SLED_END itself lands on the jump, and is recorded
 * (ENOSYS). */
enum { RW_STRAIGHT = 0, RW_LIBRARY = 1, RW_CHECK_ARG = 2 };
uint8_t sx_rw_plain[SLED_END + 1] SX_HIDDEN;
/* The address of a `syscall; ret` inside the exempt range. */
uint64_t sx_rw_gadget SX_HIDDEN;

extern char sx_rw_entry[], sx_rw_entry_high[];
void sx_rw_slow(ucontext_t *uc) SX_HIDDEN;

static struct {
	uint64_t rewritten;	/* sites rewritten by this process image */
	uint64_t kept;		/* left trapped on purpose (clone, exec, sigreturn, vDSO,
				 * after a seccomp filter) */
	uint64_t failed;	/* could not be rewritten (protections, shared, no maps) */
	uint64_t traps;		/* SIGSYS traps seen */
	uint64_t entries;	/* calls through rewritten sites that were recorded */
	/* of kept: the red-zone check's reasons (site_check.h) */
	uint64_t kept_redzone, kept_nounwind, kept_undecodable;
} stats;
/* SYSTRACE_REWRITE_STATS=FILE: one line of counters appended to FILE at
 * exit_group (measurements and tests). */
static bool stats_wanted;
static char stats_path[256];
static void maybe_stats(long nr);

/* One rewrite at a time in the process: the protections of a page are changed
 * and put back as a whole. The owner's tid; taken over from a dead owner (a
 * forked child inherits the lock word of a thread it does not have). */
static int32_t rw_lock;
/* No more rewriting in this process (note_seccomp). */
static bool rw_frozen;
static bool note_seccomp(long nr, uint64_t a0);

/* ---- the entry ---- */

/*
 * On entry: rsp = the program's rsp - 8, holding the return address; rax = the
 * syscall number; every other register is the program's. rcx and r11 are free
 * (a syscall clobbers them); they end as a syscall leaves them (rcx = the
 * return address, r11 = rflags).
 *
 * The ucontext is at the bottom of a 1152-byte frame (1024 for it, 128 for the
 * siginfo); uc_mcontext.gregs is at offset 40, in the kernel's REG_* order.
 */
#define G(reg) "40+8*" #reg
__asm__(
	"	.text\n"
	/* From the sled of the numbers below 512. Nothing here changes the flags
	 * (lea, movzx, jrcxz): a syscall instruction keeps them. */
	"	.globl sx_rw_entry\n"
	"	.hidden sx_rw_entry\n"
	"	.type sx_rw_entry,@function\n"
	"sx_rw_entry:\n"
	/* Only a rewritten site may come here: a call through a NULL function
	 * pointer must still fault. */
	"	movq (%rsp), %rcx\n"
	"	movzwl -2(%rcx), %ecx\n"
	"	leaq -0xd0ff(%rcx), %rcx\n"
	"	jrcxz 1f\n"
	"	jmp 9f\n"
	"1:	leaq sx_rw_plain(%rip), %rcx\n"
	"	movzbl (%rcx,%rax), %ecx\n"
	"	jrcxz 3f\n"
	"	leaq -1(%rcx), %rcx\n"
	"	jrcxz 2f\n"
	/* RW_CHECK_ARG + k: straight unless argument k, a buffer, is below
	 * 64 KiB (page 0 among it: sx_rw_move_bufs); mov and jrcxz keep the
	 * flags, clearing %cx clears the low 16 bits. */
	"	leaq -1(%rcx), %rcx\n"
	"	jrcxz 4f\n"
	"	leaq -1(%rcx), %rcx\n"
	"	jrcxz 5f\n"
	"	leaq -1(%rcx), %rcx\n"
	"	jrcxz 6f\n"
	"	movq %r10, %rcx\n"
	"	jmp 7f\n"
	"4:	movq %rdi, %rcx\n"
	"	jmp 7f\n"
	"5:	movq %rsi, %rcx\n"
	"	jmp 7f\n"
	"6:	movq %rdx, %rcx\n"
	"7:	movw $0, %cx\n"
	"	jrcxz 2f\n"
	"3:	jmpq *sx_rw_gadget(%rip)\n"
	/* From the sled of the invalid numbers: recorded (ENOSYS). */
	"	.globl sx_rw_entry_high\n"
	"	.hidden sx_rw_entry_high\n"
	"sx_rw_entry_high:\n"
	"	movq (%rsp), %rcx\n"
	"	movzwl -2(%rcx), %ecx\n"
	"	leaq -0xd0ff(%rcx), %rcx\n"
	"	jrcxz 2f\n"
	"	jmp 9f\n"
	/* The arithmetic flags first (lahf, seto: no pushf/popf, which cost more
	 * than the rest of this entry), then a frame for the ucontext below the
	 * red zone. EFLAGS bits 0-7 are lahf's AH; OF is bit 11; IF is set in
	 * user mode. DF is clear, as the ABI has it at every call. */
	"2:	movq %rax, %rcx\n"
	"	lahf\n"
	"	seto %al\n"
	"	xchgq %rax, %rcx\n"
	"	movq %rsp, %r11\n"
	"	leaq -120(%rsp), %rsp\n"
	"	andq $-16, %rsp\n"
	"	subq $1152, %rsp\n"
	"	movq %rax, " G(13) "(%rsp)\n"
	"	movzbl %cl, %eax\n"
	"	shll $11, %eax\n"
	"	shrl $8, %ecx\n"
	"	movzbl %cl, %ecx\n"
	"	orl %eax, %ecx\n"
	"	orl $0x202, %ecx\n"
	"	movq %rcx, " G(17) "(%rsp)\n"
	"	movq %rcx, " G(3) "(%rsp)\n"
	"	movq %r8, " G(0) "(%rsp)\n"
	"	movq %r9, " G(1) "(%rsp)\n"
	"	movq %r10, " G(2) "(%rsp)\n"
	"	movq %r12, " G(4) "(%rsp)\n"
	"	movq %r13, " G(5) "(%rsp)\n"
	"	movq %r14, " G(6) "(%rsp)\n"
	"	movq %r15, " G(7) "(%rsp)\n"
	"	movq %rdi, " G(8) "(%rsp)\n"
	"	movq %rsi, " G(9) "(%rsp)\n"
	"	movq %rbp, " G(10) "(%rsp)\n"
	"	movq %rbx, " G(11) "(%rsp)\n"
	"	movq %rdx, " G(12) "(%rsp)\n"
	"	movq (%r11), %rcx\n"
	"	movq %rcx, " G(14) "(%rsp)\n"
	"	movq %rcx, " G(16) "(%rsp)\n"
	"	leaq 8(%r11), %rcx\n"
	"	movq %rcx, " G(15) "(%rsp)\n"
	"	cld\n"
	"	movq %rsp, %rdi\n"
	"	call sx_rw_slow\n"
	/* The flags back: OF from bit 11 (0x7f + 1 overflows, 0x7f + 0 does
	 * not), then bits 0-7 with sahf; nothing after this changes them. */
	"	movq " G(17) "(%rsp), %rax\n"
	"	movq %rax, %rcx\n"
	"	shrq $11, %rcx\n"
	"	andl $1, %ecx\n"
	"	addb $0x7f, %cl\n"
	"	movb %al, %ah\n"
	"	sahf\n"
	"	movq " G(0) "(%rsp), %r8\n"
	"	movq " G(1) "(%rsp), %r9\n"
	"	movq " G(2) "(%rsp), %r10\n"
	"	movq " G(4) "(%rsp), %r12\n"
	"	movq " G(5) "(%rsp), %r13\n"
	"	movq " G(6) "(%rsp), %r14\n"
	"	movq " G(7) "(%rsp), %r15\n"
	"	movq " G(8) "(%rsp), %rdi\n"
	"	movq " G(9) "(%rsp), %rsi\n"
	"	movq " G(10) "(%rsp), %rbp\n"
	"	movq " G(11) "(%rsp), %rbx\n"
	"	movq " G(12) "(%rsp), %rdx\n"
	"	movq " G(13) "(%rsp), %rax\n"
	"	movq " G(16) "(%rsp), %rcx\n"
	"	movq " G(17) "(%rsp), %r11\n"
	"	movq " G(15) "(%rsp), %rsp\n"
	"	jmpq *%rcx\n"
	/* Not from a rewritten site: fault just past page 0, as near to what the
	 * program would have got (SIGSEGV at address 0) as page 0 allows. */
	"9:	movl $4096, %ecx\n"
	"	jmpq *%rcx\n"
	"	.size sx_rw_entry, .-sx_rw_entry\n");

_Static_assert(sizeof(ucontext_t) <= 1024, "ucontext frame");
_Static_assert(__builtin_offsetof(ucontext_t, uc_mcontext.gregs) == 40, "gregs offset");
_Static_assert(REG_R8 == 0 && REG_R11 == 3 && REG_RAX == 13 && REG_RCX == 14 && REG_RSP == 15 &&
	       REG_RIP == 16 && REG_EFL == 17, "gregs order");

void sx_rw_slow(ucontext_t *uc)
{
	greg_t *g = uc->uc_mcontext.gregs;
	siginfo_t *si = (siginfo_t *)((char *)uc + 1024);
	long nr = g[REG_RAX];

	uc->uc_flags = 0;
	uc->uc_link = NULL;
	uc->uc_stack.ss_sp = NULL;
	uc->uc_stack.ss_flags = SS_DISABLE;
	uc->uc_stack.ss_size = 0;
	g[REG_CSGSFS] = g[REG_ERR] = g[REG_TRAPNO] = g[REG_OLDMASK] = g[REG_CR2] = 0;
	uc->uc_mcontext.fpregs = NULL;
	/* rt_sigprocmask is emulated on the mask the handler returns to: give it
	 * the real one, and apply what it leaves there (no rt_sigreturn will). */
	uint64_t mask = 0, before;
	if (nr == __NR_rt_sigprocmask)
		SX_SYSCALL4(SYS_rt_sigprocmask, SIG_BLOCK, NULL, &mask, 8);
	before = mask;
	sx_memcpy(&uc->uc_sigmask, &mask, sizeof(mask));

	/* What sx_on_sigsys and sx_rewrite_site read of it, nothing more. */
	si->si_signo = SIGSYS;
	si->si_code = SYS_USER_DISPATCH;
	si->si_errno = FROM_TRAMPOLINE;
	si->si_call_addr = (void *)(uintptr_t)g[REG_RIP];
	si->si_syscall = (int)nr;
	si->si_arch = AUDIT_ARCH_X86_64;
	if (stats_wanted) {
		__atomic_add_fetch(&stats.entries, 1, __ATOMIC_RELAXED);
		maybe_stats(nr);
	}
	note_seccomp(nr, (uint64_t)g[REG_RDI]);

	sx_on_sigsys(SIGSYS, si, uc);

	if (nr == __NR_rt_sigprocmask) {
		sx_memcpy(&mask, &uc->uc_sigmask, sizeof(mask));
		if (mask != before)
			SX_SYSCALL4(SYS_rt_sigprocmask, SIG_SETMASK, &mask, NULL, 8);
	}
	/* As a syscall leaves them. */
	g[REG_RCX] = g[REG_RIP];
	g[REG_R11] = g[REG_EFL];
}

/* ---- rewriting a site ---- */

static void lock_take(void)
{
	int32_t me = sx_gettid();
	for (;;) {
		int32_t cur = 0;
		if (__atomic_compare_exchange_n(&rw_lock, &cur, me, false, __ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED))
			return;
		/* The owner is gone (a fork copied its lock word; it died): take over.
		 * A task sharing our memory without being our thread (vfork) waits
		 * for any live owner: the owner's memory is its own. */
		long alive = sx_self.vfork_child ? SX_SYSCALL2(SYS_tkill, cur, 0)
						 : SX_SYSCALL3(SYS_tgkill, sx_self.pid, cur, 0);
		if (cur == me || alive == -ESRCH) {
			if (__atomic_compare_exchange_n(&rw_lock, &cur, me, false, __ATOMIC_ACQUIRE,
							__ATOMIC_RELAXED))
				return;
			continue;
		}
		SX_SYSCALL0(SYS_sched_yield);
	}
}

static void lock_release(void)
{
	__atomic_store_n(&rw_lock, 0, __ATOMIC_RELEASE);
}

/* Replace 0f 05 by ff d0 in one locked operation: a thread fetching the
 * instruction sees the old bytes or the new, also at a site that straddles two
 * cache lines (a split lock); and a site another thread rewrote meanwhile is
 * left alone. Returns whether this call rewrote it. */
static bool patch_site(uint64_t addr)
{
	uint16_t old = 0x050f;
	__asm__ __volatile__("lock cmpxchgw %w2, (%1)"
			     : "+a"(old)
			     : "r"(addr), "r"((uint16_t)0xd0ff)
			     : "memory", "cc");
	return old == 0x050f;
}

/* A process counter, and its sum over every process in the ring's header
 * (systrace --overhead reads those). */
static void count(uint64_t *c, uint64_t *shared)
{
	__atomic_add_fetch(c, 1, __ATOMIC_RELAXED);
	if (sx.hdr)
		__atomic_add_fetch(shared, 1, __ATOMIC_RELAXED);
}

/* The program installs a seccomp filter: it may forbid what rewriting needs
 * (openat, mprotect), so no site is rewritten from then on (they stay
 * trapped). Returns whether rewriting is over. */
static bool note_seccomp(long nr, uint64_t a0)
{
	/* SECCOMP_SET_MODE_STRICT (0) and SECCOMP_SET_MODE_FILTER (1) install
	 * one; the other operations only ask. The kernel reads both first
	 * arguments as 32-bit. */
	if ((nr == __NR_seccomp && (unsigned int)a0 <= 1) ||
	    (nr == __NR_prctl && (int)a0 == PR_SET_SECCOMP))
		sx_rw_freeze();
	return __atomic_load_n(&rw_frozen, __ATOMIC_RELAXED);
}

void sx_rw_freeze(void)
{
	__atomic_store_n(&rw_frozen, true, __ATOMIC_RELAXED);
}

/* The red-zone check (site_check.h): false, counted as kept with its reason,
 * for a site that must stay trapped. */
static bool site_is_safe(uint64_t site)
{
	enum sx_verdict v = sx_site_check(site);
	if (v == SX_SITE_SAFE)
		return true;
	count(&stats.kept, &sx.hdr->rw_kept);
	if (v == SX_SITE_RED_ZONE)
		count(&stats.kept_redzone, &sx.hdr->rw_kept_redzone);
	else if (v == SX_SITE_NO_UNWIND)
		count(&stats.kept_nounwind, &sx.hdr->rw_kept_nounwind);
	else
		count(&stats.kept_undecodable, &sx.hdr->rw_kept_undecodable);
	return false;
}

void sx_rewrite_site(const siginfo_t *si, const ucontext_t *uc, long nr)
{
	if (!sx_rw_on || si->si_errno == FROM_TRAMPOLINE)
		return;
	count(&stats.traps, &sx.hdr->rw_traps);
	maybe_stats(nr);
	if (note_seccomp(nr, (uint64_t)uc->uc_mcontext.gregs[REG_RDI])) {
		count(&stats.kept, &sx.hdr->rw_kept);
		return;
	}
	uint64_t site = (uint64_t)(uintptr_t)si->si_call_addr - 2;
	const struct sx_cap *cap = sx_cap_of(nr);
	/* Sites of calls that change the stack or the image stay trapped: they
	 * are rare, usually dedicated sites (clone, vfork, the restorer), and the
	 * signal frame is the path those were built for. The vDSO's fallback
	 * syscall is also the library's own (sx_now). */
	if (cap->special == SP_CLONE || cap->special == SP_SIGRETURN || nr == __NR_execve ||
	    nr == __NR_execveat || sx_in_vdso(site)) {
		count(&stats.kept, &sx.hdr->rw_kept);
		return;
	}
	uint8_t code[2];
	if (sx_safe_copy(code, (const void *)(uintptr_t)site, 2) || code[0] != 0x0f || code[1] != 0x05)
		return;
	if (!(sx.ring_flags & RING_F_REWRITE_ALL)) {
		/* the check's time is the rewriting's (a cached verdict costs little) */
		uint64_t c0 = sx_now();
		bool safe = site_is_safe(site);
		__atomic_add_fetch(&sx.hdr->rw_rewrite_ns, sx_now() - c0, __ATOMIC_RELAXED);
		if (!safe)
			return;
	}

	uint64_t t0 = sx_now();
	sx_critical_enter();
	lock_take();
	bool shared = false;
	int prot = sx_maps_prot(site, &shared);
	uint64_t first = site & ~(PAGE - 1), len = ((site + 1) & ~(PAGE - 1)) + PAGE - first;
	/* The second byte may be on the next page: both must be the same kind of
	 * mapping (a site straddling two mappings stays trapped). */
	bool shared2 = false;
	if (len > PAGE && sx_maps_prot(site + 1, &shared2) != prot)
		prot = -1;
	int result = -1;	/* 1 rewritten, 0 someone else did, -1 failed */
	if (prot >= 0 && (prot & PROT_EXEC) && !shared && !shared2) {
		if (prot & PROT_WRITE) {
			result = patch_site(site) ? 1 : 0;
		} else if (SX_SYSCALL3(SYS_mprotect, first, len, prot | PROT_WRITE) == 0) {
			result = patch_site(site) ? 1 : 0;
			SX_SYSCALL3(SYS_mprotect, first, len, prot);
		}
	}
	lock_release();
	sx_critical_leave();
	__atomic_add_fetch(&sx.hdr->rw_rewrite_ns, sx_now() - t0, __ATOMIC_RELAXED);
	if (result > 0)
		count(&stats.rewritten, &sx.hdr->rw_rewritten);
	else if (result < 0)
		count(&stats.failed, &sx.hdr->rw_failed);
}

/* ---- page 0 and the kernel ---- */

uint8_t sx_rw_page0[SX_NR_TABLE] SX_HIDDEN;

/* Syscalls whose file names may be NULL on purpose: acct(NULL) stops
 * accounting; mount's source and type may be absent; utimensat and futimesat
 * with a NULL path act on the descriptor; fanotify_mark's path is optional.
 * Only NULL itself: 1 to 4095 still fail with EFAULT. */
static const uint16_t page0_nullable[] = {
	__NR_acct, __NR_mount, __NR_utimensat, __NR_futimesat, __NR_fanotify_mark,
};

/* With AT_EMPTY_PATH in their flags, a NULL path means the descriptor itself
 * (since Linux 6.11 for some of them): NULL passes then. */
static const struct {
	uint16_t nr;
	uint8_t path, flags;
} page0_empty_path[] = {
	{ __NR_newfstatat, 1, 3 },	{ __NR_statx, 1, 2 },	  { __NR_fchownat, 1, 4 },
	{ __NR_linkat, 1, 4 },		{ __NR_execveat, 1, 4 },  { __NR_name_to_handle_at, 1, 4 },
	{ __NR_fchmodat2, 1, 3 },	{ __NR_faccessat2, 1, 3 },
};

uint8_t sx_rw_bufs[SX_NR_TABLE] SX_HIDDEN;
/* A page nothing can read (PROT_NONE, guarded): such a buffer below 4096 is
 * moved to the same offset in it (sx_rw_move_bufs). */
uint64_t sx_rw_fault_page SX_HIDDEN;

static void compute_page0(void)
{
	sx_memset(sx_rw_page0, 0, sizeof(sx_rw_page0));
	sx_memset(sx_rw_bufs, 0, sizeof(sx_rw_bufs));
	for (long nr = 0; nr < SX_NR_TABLE; nr++) {
		const struct sx_cap *cap = sx_cap_of(nr);
		for (int i = 0; i < SX_CAP_ITEMS; i++) {
			uint8_t kind = cap->items[i].kind, arg = cap->items[i].arg;
			if (arg >= 6)
				continue;
			if (kind == K_PATH || kind == K_STR)
				sx_rw_page0[nr] |= (uint8_t)(1u << arg);
			if (kind == K_BUF_IN || kind == K_IOV_IN)
				sx_rw_bufs[nr] |= (uint8_t)(1u << arg);
		}
	}
}

void sx_rw_move_bufs_of(long nr, uint64_t *a)
{
	if (!sx_rw_fault_page)
		return;
	for (unsigned int k = 0, bits = sx_rw_bufs[nr]; bits; k++, bits >>= 1)
		if ((bits & 1) && a[k] < PAGE)
			a[k] += sx_rw_fault_page;
}

bool sx_rw_fault(long nr, const uint64_t *a, long *ret)
{
	unsigned int bits = sx_rw_page0[nr], nullable = 0;
	for (unsigned int i = 0; i < sizeof(page0_nullable) / sizeof(page0_nullable[0]); i++)
		if (page0_nullable[i] == nr)
			nullable = bits;
	for (unsigned int i = 0; i < sizeof(page0_empty_path) / sizeof(page0_empty_path[0]); i++)
		if (page0_empty_path[i].nr == nr && (a[page0_empty_path[i].flags] & AT_EMPTY_PATH))
			nullable |= 1u << page0_empty_path[i].path;
	for (unsigned int k = 0; k < 6; k++) {
		if (!(bits >> k & 1) || a[k] >= PAGE || (a[k] == 0 && (nullable >> k & 1)))
			continue;
		*ret = -EFAULT;
		return true;
	}
	return false;
}

/* ---- start-up ---- */

/* The address of a `syscall; ret` in the exempt range: the end of
 * sx_syscall_lib (checked byte by byte: our own code, not the program's). */
static uint64_t find_gadget(void)
{
	const uint8_t *p = (const uint8_t *)(uintptr_t)sx_syscall_lib;
	for (int i = 0; i + 3 <= 64; i++) {
		uint64_t a = (uint64_t)(uintptr_t)(p + i);
		if (p[i] == 0x0f && p[i + 1] == 0x05 && p[i + 2] == 0xc3 &&
		    a >= (uint64_t)(uintptr_t)sx_exempt_start &&
		    a + 3 <= (uint64_t)(uintptr_t)sx_exempt_end)
			return a;
	}
	return 0;
}

static void compute_plain(void)
{
	sx_memset(sx_rw_plain, RW_LIBRARY, sizeof(sx_rw_plain));
	if (!sx_rw_gadget)
		return;
	for (long nr = 0; nr < (long)SLED_END; nr++) {
		const struct sx_cap *cap = sx_cap_of(nr);
		if (ring_traced(sx.hdr, nr) || (cap->flags & CF_ALWAYS) || cap->special != SP_NONE)
			continue;
		/* Seen by sx_rw_slow (note_seccomp). */
		if (nr == __NR_seccomp)
			continue;
		/* A file name in page 0 must fail with EFAULT (sx_rw_fault). */
		if (sx_rw_page0[nr])
			continue;
		/* The mappings kept for rewriting are good until one of these
		 * (maps.c): the library must see them. */
		if (sx_maps_nr(nr))
			continue;
		/* Calls that could unmap or zap the library's memory, page 0
		 * included, go through the guard (guard.c). */
		if (sx_guard_nr(nr))
			continue;
		/* -k: the unwinder hears of unmapped code (sx_stack_syscall_done). */
		if (sx.stack_limit && (nr == __NR_munmap || nr == __NR_mremap))
			continue;
		/* A buffer in page 0 is moved by the library (sx_rw_move_bufs):
		 * only a call with one such argument among the first four can be
		 * checked on the way. */
		unsigned int bufs = sx_rw_bufs[nr];
		if (!bufs)
			sx_rw_plain[nr] = RW_STRAIGHT;
		else if (!(bufs & (bufs - 1)) && bufs <= 1u << 3)
			sx_rw_plain[nr] = (uint8_t)(RW_CHECK_ARG + __builtin_ctz(bufs));
	}
}

static void write_stats(void)
{
	char line[320];
	const char *parts[] = { "systrace-rewrite: pid ", " traps ", " rewritten ", " kept ",
				" failed ", " recorded-entries ", " kept-redzone ",
				" kept-nounwind ", " kept-undecodable " };
	uint64_t vals[] = { (uint64_t)SX_SYSCALL0(SYS_getpid), stats.traps, stats.rewritten,
			    stats.kept, stats.failed, stats.entries, stats.kept_redzone,
			    stats.kept_nounwind, stats.kept_undecodable };
	size_t n = 0;
	for (unsigned int i = 0; i < 9; i++) {
		for (const char *s = parts[i]; *s && n < sizeof(line) - 24; s++)
			line[n++] = *s;
		char digits[21];
		int d = 0;
		uint64_t v = vals[i];
		do {
			digits[d++] = (char)('0' + v % 10);
			v /= 10;
		} while (v);
		while (d)
			line[n++] = digits[--d];
	}
	line[n++] = '\n';
	int fd = (int)SX_SYSCALL4(SYS_openat, AT_FDCWD, stats_path,
				  O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (fd < 0)
		return;
	SX_SYSCALL3(SYS_write, fd, line, n);
	SX_SYSCALL1(SYS_close, fd);
}

static void maybe_stats(long nr)
{
	if (__builtin_expect(stats_wanted, 0) && nr == __NR_exit_group)
		write_stats();
}

/* [from, to) of page 0 as nops, each a run of operand-size prefixes ending in
 * 0x90 (at most SLED_RUN bytes: one instruction): landing on any byte executes
 * the rest of its run as one nop, so a call lands on an instruction whatever
 * the syscall number, and crosses the sled in few of them. */
static void fill_sled(uint8_t *p, unsigned int from, unsigned int to)
{
	for (unsigned int i = from; i < to; i++)
		p[i] = (to - 1 - i) % SLED_RUN == 0 ? 0x90 : 0x66;
}

/* movabs $entry, %r11; jmp *%r11 */
static void put_jump(uint8_t *p, const char *to)
{
	uint64_t entry = (uint64_t)(uintptr_t)to;
	p[0] = 0x49;
	p[1] = 0xbb;
	sx_memcpy(p + 2, &entry, 8);
	p[10] = 0x41;
	p[11] = 0xff;
	p[12] = 0xe3;
}

void sx_rewrite_init(void)
{
	const char *v = getenv(SX_REWRITE_ENV);
	if (!v || sx_strncmp(v, "1", 2) != 0)
		return;
	const char *st = getenv(SX_REWRITE_STATS_ENV);
	if (st && *st && sx_strlen(st) < sizeof(stats_path)) {
		sx_memcpy(stats_path, st, sx_strlen(st) + 1);
		stats_wanted = true;
	}
	sx_rw_gadget = find_gadget();
	compute_page0();
	compute_plain();
	long a = SX_SYSCALL6(SYS_mmap, 0, PAGE, PROT_READ | PROT_WRITE,
			     MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
	if (a != 0) {
		/* Not allowed (vm.mmap_min_addr, a security module) or taken:
		 * every site stays trapped, as in -m buffered. */
		if (a > 0 && (unsigned long)a < -4096ul)
			SX_SYSCALL2(SYS_munmap, a, PAGE);
		return;
	}
	/* The compiler must not see that this pointer is NULL. */
	uintptr_t zero = 0;
	__asm__("" : "+r"(zero));
	uint8_t *p = (uint8_t *)zero;
	fill_sled(p, 0, SLED_END);
	put_jump(p + SLED_END, sx_rw_entry);
	fill_sled(p, SLED_END + JUMP_LEN, JUMP_AT);
	put_jump(p + JUMP_AT, sx_rw_entry_high);
	/* Execute only where the CPU has protection keys; readable otherwise. */
	if (SX_SYSCALL3(SYS_mprotect, 0, PAGE, PROT_EXEC) != 0) {
		SX_SYSCALL2(SYS_munmap, 0, PAGE);
		return;
	}
	long f = SX_SYSCALL6(SYS_mmap, 0, PAGE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (f > 0 && (unsigned long)f < -4096ul)
		sx_rw_fault_page = (uint64_t)f;
	sx_rw_on = true;
}
