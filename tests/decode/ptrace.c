/* systrace: -e trace=ptrace */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ptrace on a child that waits in pause(): seize, interrupt, peek and poke, the
 * registers, siginfo, masks, syscall info, detach. SIGCHLD stays blocked, so no
 * signal line depends on timing.
 */
#include "tests.h"

#include <elf.h>
#include <linux/ptrace.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>

static volatile long word = 0x1234;

static const char *sprint_ptr(unsigned long v)
{
	static char buf[2][32];
	static int k;
	char *b = buf[k++ % 2];
	if (v)
		snprintf(b, sizeof(buf[0]), "[%#lx]", v);
	else
		snprintf(b, sizeof(buf[0]), "[NULL]");
	return b;
}

static const char *sprint_regs(const struct user_regs_struct *r)
{
	static char buf[2048];
	snprintf(buf, sizeof(buf), "{r15=%#llx, r14=%#llx, r13=%#llx, r12=%#llx, rbp=%#llx, "
		 "rbx=%#llx, r11=%#llx, r10=%#llx, r9=%#llx, r8=%#llx, rax=%#llx, rcx=%#llx, "
		 "rdx=%#llx, rsi=%#llx, rdi=%#llx, orig_rax=%#llx, rip=%#llx, cs=%#llx, "
		 "eflags=%#llx, rsp=%#llx, ss=%#llx, fs_base=%#llx, gs_base=%#llx, ds=%#llx, "
		 "es=%#llx, fs=%#llx, gs=%#llx}", r->r15, r->r14, r->r13, r->r12, r->rbp, r->rbx,
		 r->r11, r->r10, r->r9, r->r8, r->rax, r->rcx, r->rdx, r->rsi, r->rdi, r->orig_rax,
		 r->rip, r->cs, r->eflags, r->rsp, r->ss, r->fs_base, r->gs_base, r->ds, r->es,
		 r->fs, r->gs);
	return buf;
}

static char *put_u32s(char *o, const char *name, const unsigned int *a, int n)
{
	o += sprintf(o, ", %s=[", name);
	for (int i = 0; i < n; i++) {
		if (i == 32) {
			o += sprintf(o, ", ...");
			break;
		}
		o += sprintf(o, "%s%#x", i ? ", " : "", a[i]);
	}
	return o + sprintf(o, "]");
}

static const char *sprint_fpregs(const struct user_fpregs_struct *f)
{
	static char buf[4096];
	char *o = buf;
	o += sprintf(o, "{cwd=%#x, swd=%#x, ftw=%#x, fop=%#x, rip=%#llx, rdp=%#llx, mxcsr=%#x, "
		     "mxcr_mask=%#x", f->cwd, f->swd, f->ftw, f->fop, (unsigned long long)f->rip,
		     (unsigned long long)f->rdp, f->mxcsr, f->mxcr_mask);
	o = put_u32s(o, "st_space", f->st_space, 32);
	o = put_u32s(o, "xmm_space", f->xmm_space, 64);
	o = put_u32s(o, "padding", f->padding, 24);
	sprintf(o, "}");
	return buf;
}

/*
 * The child: every general register and xmm register set to known values, then a
 * loop with no system call, so the registers ptrace reads are the same in every
 * capture mode (a child stopped in a system call would show the capture library's).
 */
__asm__(".text\n"
	".type spin_child, @function\n"
	"spin_child:\n"
	"\tmov spin_flag(%rip), %rax\n"
	"\tmovl $1, (%rax)\n"
	"\txor %eax, %eax\n"
	"\tpxor %xmm0, %xmm0\n\tpxor %xmm1, %xmm1\n\tpxor %xmm2, %xmm2\n"
	"\tpxor %xmm3, %xmm3\n\tpxor %xmm4, %xmm4\n\tpxor %xmm5, %xmm5\n"
	"\tpxor %xmm6, %xmm6\n\tpxor %xmm7, %xmm7\n\tpxor %xmm8, %xmm8\n"
	"\tpxor %xmm9, %xmm9\n\tpxor %xmm10, %xmm10\n\tpxor %xmm11, %xmm11\n"
	"\tpxor %xmm12, %xmm12\n\tpxor %xmm13, %xmm13\n\tpxor %xmm14, %xmm14\n"
	"\tpxor %xmm15, %xmm15\n"
	"\tmov $1, %rax\n\tmov $2, %rbx\n\tmov $3, %rcx\n\tmov $4, %rdx\n"
	"\tmov $5, %rsi\n\tmov $6, %rdi\n\tmov $7, %rbp\n\tmov $8, %r8\n"
	"\tmov $9, %r9\n\tmov $10, %r10\n\tmov $11, %r11\n\tmov $12, %r12\n"
	"\tmov $13, %r13\n\tmov $14, %r14\n\tmov $15, %r15\n"
	"1:\tjmp 1b\n"
	".size spin_child, .-spin_child\n");
void spin_child(void) __attribute__((noreturn));
/* Shared with the child, which sets it to 1 on its way into the loop. */
volatile int *spin_flag;

/* Fork the spinning child and wait (without system calls the trace shows) until
 * it is in its loop. */
static pid_t fork_spinner(void)
{
	spin_flag = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (spin_flag == MAP_FAILED)
		perror_msg_and_fail("mmap");
	pid_t c = fork();
	if (c < 0)
		perror_msg_and_fail("fork");
	if (c == 0) {
		prctl(PR_SET_PDEATHSIG, SIGKILL);	/* killed with the test, however it ends */
		spin_child();
	}
	while (!*spin_flag)
		;
	usleep(10000);	/* past the register moves, into the jump */
	return c;
}

int main(void)
{
	long rc;
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, NULL);

	/* SIGCHLD stays blocked in the child too: PTRACE_GETSIGMASK shows it. */
	pid_t c = fork_spinner();
	rc = syscall(SYS_ptrace, PTRACE_SEIZE, c, 0, PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL |
		     0x800000);
	printf("ptrace(PTRACE_SEIZE, %d, NULL, PTRACE_O_TRACESYSGOOD|PTRACE_O_EXITKILL|0x800000)"
	       " = %s\n", c, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SEIZE, c, 0, PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL);
	if (rc)
		skip_because("PTRACE_SEIZE: %s", strerror(errno));
	printf("ptrace(PTRACE_SEIZE, %d, NULL, PTRACE_O_TRACESYSGOOD|PTRACE_O_EXITKILL) = 0\n", c);
	rc = syscall(SYS_ptrace, PTRACE_INTERRUPT, c, 0, 0);
	printf("ptrace(PTRACE_INTERRUPT, %d) = %s\n", c, sprintrc(rc));
	int st;
	if (waitpid(c, &st, 0) != c)
		perror_msg_and_fail("waitpid");

	unsigned long *w = tail_alloc(sizeof(*w));
	rc = syscall(SYS_ptrace, PTRACE_PEEKDATA, c, &word, w);
	printf("ptrace(PTRACE_PEEKDATA, %d, %p, %s) = %s\n", c, &word,
	       out_arg(w, sprint_ptr(*w)), sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_PEEKTEXT, c, NULL, w);
	printf("ptrace(PTRACE_PEEKTEXT, %d, NULL, %p) = %s\n", c, w, sprintrc(rc));
	static const struct {
		unsigned long off;
		const char *name;
	} offs[] = {
		{ 8 * 16, "8*RIP" },
		{ 8 * 21, "8*SS+8" },
		{ 8 * 16 + 4, "8*RIP+4" },
		{ 848 + 8, "offsetof(struct user, u_debugreg)+8" },
		{ 912, "sizeof(struct user)" },
		{ 920, "0x398" },
	};
	for (unsigned int i = 0; i < sizeof(offs) / sizeof(offs[0]); i++) {
		rc = syscall(SYS_ptrace, PTRACE_PEEKUSR, c, offs[i].off, w);
		printf("ptrace(PTRACE_PEEKUSER, %d, %s, %s) = %s\n", c, offs[i].name,
		       rc ? sprintaddr(w) : out_arg(w, sprint_ptr(*w)), sprintrc(rc));
	}
	rc = syscall(SYS_ptrace, PTRACE_POKEDATA, c, &word, 0x55);
	printf("ptrace(PTRACE_POKEDATA, %d, %p, 0x55) = %s\n", c, &word, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_POKEUSR, c, 216, 0);
	printf("ptrace(PTRACE_POKEUSER, %d, offsetof(struct user, u_fpvalid), NULL) = %s\n", c,
	       sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_GETEVENTMSG, c, 0, w);
	printf("ptrace(PTRACE_GETEVENTMSG, %d, NULL, %s) = %s\n", c, out_argf(w, "[%lu]", *w),
	       sprintrc(rc));

	siginfo_t *si = tail_alloc(sizeof(*si));
	rc = syscall(SYS_ptrace, PTRACE_GETSIGINFO, c, 0, si);
	char sis[256];
	snprintf(sis, sizeof(sis), "{si_signo=SIGTRAP, si_code=%#x, si_addr=%p}", si->si_code,
		 si->si_addr);
	printf("ptrace(PTRACE_GETSIGINFO, %d, NULL, %s) = %s\n", c, out_arg(si, sis), sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SETSIGINFO, c, 0, si);
	printf("ptrace(PTRACE_SETSIGINFO, %d, NULL, %s) = %s\n", c, sis, sprintrc(rc));

	unsigned long *mask = tail_alloc(sizeof(*mask));
	rc = syscall(SYS_ptrace, PTRACE_GETSIGMASK, c, 8, mask);
	if (*mask != 1UL << (SIGCHLD - 1))
		skip_because("the child's signal mask is %#lx", *mask);
	printf("ptrace(PTRACE_GETSIGMASK, %d, 8, %s) = %s\n", c, out_arg(mask, "[CHLD]"),
	       sprintrc(rc));
	*mask = 1UL << (SIGUSR1 - 1);
	rc = syscall(SYS_ptrace, PTRACE_SETSIGMASK, c, 8, mask);
	printf("ptrace(PTRACE_SETSIGMASK, %d, 8, [USR1]) = %s\n", c, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SETOPTIONS, c, 0, PTRACE_O_TRACECLONE);
	printf("ptrace(PTRACE_SETOPTIONS, %d, NULL, PTRACE_O_TRACECLONE) = %s\n", c, sprintrc(rc));

	struct user_regs_struct *r = tail_alloc(sizeof(*r));
	rc = syscall(SYS_ptrace, PTRACE_GETREGS, c, 0, r);
	printf("ptrace(PTRACE_GETREGS, %d, %s) = %s\n", c, out_arg(r, sprint_regs(r)),
	       sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SETREGS, c, 0, r);
	printf("ptrace(PTRACE_SETREGS, %d, %s) = %s\n", c, sprint_regs(r), sprintrc(rc));
	struct iovec *io = tail_alloc(sizeof(*io));
	io->iov_base = r;
	io->iov_len = sizeof(*r);
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, 0x999, io);
	printf("ptrace(PTRACE_GETREGSET, %d, 0x999 /* NT_??? */, {iov_base=%p, iov_len=%zu}) = %s\n",
	       c, r, sizeof(*r), sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_PRSTATUS, BAD_ADDR);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, %p) = %s\n", c, BAD_ADDR, sprintrc(rc));
	struct user_fpregs_struct *fp = tail_alloc(sizeof(*fp));
	rc = syscall(SYS_ptrace, PTRACE_GETFPREGS, c, 0, fp);
	printf("ptrace(PTRACE_GETFPREGS, %d, %s) = %s\n", c, out_arg(fp, sprint_fpregs(fp)),
	       sprintrc(rc));

	struct ptrace_peeksiginfo_args *pa = tail_alloc(sizeof(*pa));
	pa->off = 0;
	pa->flags = PTRACE_PEEKSIGINFO_SHARED;
	pa->nr = 1;
	rc = syscall(SYS_ptrace, PTRACE_PEEKSIGINFO, c, pa, si);
	printf("ptrace(PTRACE_PEEKSIGINFO, %d, {off=0, flags=PTRACE_PEEKSIGINFO_SHARED, nr=1}, %s)"
	       " = %s\n", c, out_arg(si, "[]"), sprintrc(rc));
	struct ptrace_syscall_info *info = tail_alloc(sizeof(*info));
	rc = syscall(SYS_ptrace, PTRACE_GET_SYSCALL_INFO, c, sizeof(*info), info);
	printf("ptrace(PTRACE_GET_SYSCALL_INFO, %d, %zu, %s) = %s\n", c, sizeof(*info),
	       out_argf(info, "{op=PTRACE_SYSCALL_INFO_NONE, arch=AUDIT_ARCH_X86_64, "
			"instruction_pointer=%#llx, stack_pointer=%#llx}",
			(unsigned long long)info->instruction_pointer,
			(unsigned long long)info->stack_pointer), sprintrc(rc));

	/* Filter metadata: a size too small, and a filter the child does not have. */
	struct seccomp_metadata *md = tail_alloc(sizeof(*md));
	md->filter_off = 1000;
	md->flags = 0;
	rc = syscall(SYS_ptrace, PTRACE_SECCOMP_GET_METADATA, c, 4, md);
	printf("ptrace(PTRACE_SECCOMP_GET_METADATA, %d, 4, %p) = %s\n", c, md, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SECCOMP_GET_METADATA, c, sizeof(*md), md);
	printf("ptrace(PTRACE_SECCOMP_GET_METADATA, %d, %zu, {filter_off=1000}) = %s\n", c,
	       sizeof(*md), sprintrc(rc));

	rc = syscall(SYS_ptrace, 0x9999, c, 1, 2);
	printf("ptrace(0x9999 /* PTRACE_??? */, %d, 0x1, 0x2) = %s\n", c, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_DETACH, c, 0, 0);
	printf("ptrace(PTRACE_DETACH, %d, NULL, 0) = %s\n", c, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_CONT, c, 0, SIGUSR2);
	printf("ptrace(PTRACE_CONT, %d, NULL, SIGUSR2) = %s\n", c, sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_ATTACH, -1, 0, 0);
	printf("ptrace(PTRACE_ATTACH, -1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_KILL, c, 0, 0);
	printf("ptrace(PTRACE_KILL, %d) = %s\n", c, sprintrc(rc));

	kill(c, SIGKILL);
	waitpid(c, &st, 0);
	puts("+++ exited with 0 +++");
	return 0;
}
