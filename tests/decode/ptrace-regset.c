/* systrace: -e trace=ptrace */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * PTRACE_GETREGSET and PTRACE_SETREGSET: the general and floating-point register
 * sets decoded, lengths cut and grown, a length the kernel changed ("old => new"),
 * other note types as addresses.
 */
#include "tests.h"

#include <elf.h>
#include <signal.h>
#include <sys/prctl.h>
#include <stddef.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>

static const char *sprint_regs(const unsigned long long *r, size_t n, int more)
{
	static const char *const names[] = {
		"r15", "r14", "r13", "r12", "rbp", "rbx", "r11", "r10", "r9", "r8", "rax",
		"rcx", "rdx", "rsi", "rdi", "orig_rax", "rip", "cs", "eflags", "rsp", "ss",
		"fs_base", "gs_base", "ds", "es", "fs", "gs",
	};
	static char buf[2048];
	char *o = buf;
	o += sprintf(o, "{");
	for (size_t i = 0; i < n; i++)
		o += sprintf(o, "%s%s=%#llx", i ? ", " : "", names[i], r[i]);
	sprintf(o, "%s}", more ? ", ..." : "");
	return buf;
}

static char *put_u32s(char *o, const char *name, const unsigned int *a, size_t n)
{
	o += sprintf(o, ", %s=[", name);
	for (size_t i = 0; i < n; i++) {
		if (i == 32) {
			o += sprintf(o, ", ...");
			break;
		}
		o += sprintf(o, "%s%#x", i ? ", " : "", a[i]);
	}
	return o + sprintf(o, "]");
}

/* The first size bytes of f, as many fields as they reach. */
static const char *sprint_fpregs(const struct user_fpregs_struct *f, size_t size)
{
	static char buf[4096];
	size_t got = size < sizeof(*f) ? size : sizeof(*f);
	char *o = buf;
#define HAS(m) (got > offsetof(struct user_fpregs_struct, m))
#define LEFT(m) ((got - offsetof(struct user_fpregs_struct, m)) / 4)
	o += sprintf(o, "{cwd=%#x", f->cwd);
	if (HAS(swd))
		o += sprintf(o, ", swd=%#x", f->swd);
	if (HAS(ftw))
		o += sprintf(o, ", ftw=%#x", f->ftw);
	if (HAS(fop))
		o += sprintf(o, ", fop=%#x", f->fop);
	if (HAS(rip))
		o += sprintf(o, ", rip=%#llx", (unsigned long long)f->rip);
	if (HAS(rdp))
		o += sprintf(o, ", rdp=%#llx", (unsigned long long)f->rdp);
	if (HAS(mxcsr))
		o += sprintf(o, ", mxcsr=%#x", f->mxcsr);
	if (HAS(mxcr_mask))
		o += sprintf(o, ", mxcr_mask=%#x", f->mxcr_mask);
	if (HAS(st_space))
		o = put_u32s(o, "st_space", f->st_space, LEFT(st_space) < 32 ? LEFT(st_space) : 32);
	if (HAS(xmm_space))
		o = put_u32s(o, "xmm_space", f->xmm_space,
			     LEFT(xmm_space) < 64 ? LEFT(xmm_space) : 64);
	if (HAS(padding))
		o = put_u32s(o, "padding", f->padding, LEFT(padding) < 24 ? LEFT(padding) : 24);
	sprintf(o, "%s}", size > sizeof(*f) ? ", ..." : "");
#undef HAS
#undef LEFT
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
	pid_t c = fork_spinner();
	if (syscall(SYS_ptrace, PTRACE_SEIZE, c, 0, 0))
		skip_because("PTRACE_SEIZE: %s", strerror(errno));
	printf("ptrace(PTRACE_SEIZE, %d, NULL, 0) = 0\n", c);
	rc = syscall(SYS_ptrace, PTRACE_INTERRUPT, c, 0, 0);
	printf("ptrace(PTRACE_INTERRUPT, %d) = %s\n", c, sprintrc(rc));
	int st;
	if (waitpid(c, &st, 0) != c)
		perror_msg_and_fail("waitpid");

	struct iovec *io = tail_alloc(sizeof(*io));
	unsigned long long *r = tail_alloc(27 * 8);
	io->iov_base = r;
	io->iov_len = 27 * 8;
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_PRSTATUS, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base=%s, iov_len=216}) = %s\n", c,
	       out_arg(r, sprint_regs(r, 27, 0)), sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SETREGSET, c, NT_PRSTATUS, io);
	printf("ptrace(PTRACE_SETREGSET, %d, NT_PRSTATUS, {iov_base=%s, iov_len=216}) = %s\n", c,
	       sprint_regs(r, 27, 0), sprintrc(rc));
	/* Too short: the kernel fills 40 bytes (5 registers) and says so. */
	char *big = tail_alloc(1024);
	memset(big, 0, 1024);
	io->iov_base = big;
	io->iov_len = 40;
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_PRSTATUS, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base=%s, iov_len=40}) = %s\n", c,
	       out_arg(big, sprint_regs((unsigned long long *)big, 5, 0)), sprintrc(rc));
	/* Longer than the registers: the kernel shortens the length to theirs. */
	io->iov_len = 304;
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_PRSTATUS, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base=%s, iov_len=%s}) = %s\n", c,
	       out_arg(big, sprint_regs((unsigned long long *)big, 27, 0)),
	       sprint_alt("304", "304 => 216"), sprintrc(rc));
	/* Not a multiple of 8: refused. */
	io->iov_len = 300;
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_PRSTATUS, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base=%p, iov_len=300}) = %s\n", c,
	       big, sprintrc(rc));
	io->iov_len = 12;
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_PRSTATUS, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_PRSTATUS, {iov_base=%p, iov_len=12}) = %s\n", c,
	       big, sprintrc(rc));

	struct user_fpregs_struct *fp = tail_alloc(sizeof(*fp));
	io->iov_base = fp;
	io->iov_len = sizeof(*fp);
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_FPREGSET, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_FPREGSET, {iov_base=%s, iov_len=512}) = %s\n", c,
	       out_arg(fp, sprint_fpregs(fp, sizeof(*fp))), sprintrc(rc));
	rc = syscall(SYS_ptrace, PTRACE_SETREGSET, c, NT_FPREGSET, io);
	printf("ptrace(PTRACE_SETREGSET, %d, NT_FPREGSET, {iov_base=%s, iov_len=512}) = %s\n", c,
	       sprint_fpregs(fp, sizeof(*fp)), sprintrc(rc));
	io->iov_base = big;
	io->iov_len = 40;
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_FPREGSET, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_FPREGSET, {iov_base=%s, iov_len=40}) = %s\n", c,
	       out_arg(big, sprint_fpregs((struct user_fpregs_struct *)big, 40)), sprintrc(rc));
	io->iov_len = 1024;
	memset(big, 0, 1024);
	rc = syscall(SYS_ptrace, PTRACE_GETREGSET, c, NT_FPREGSET, io);
	printf("ptrace(PTRACE_GETREGSET, %d, NT_FPREGSET, {iov_base=%s, iov_len=%s}) = %s\n", c,
	       out_arg(big, sprint_fpregs((struct user_fpregs_struct *)big, 512)),
	       sprint_alt("1024", "1024 => 512"), sprintrc(rc));
	io->iov_len = 1000;
	rc = syscall(SYS_ptrace, PTRACE_SETREGSET, c, 0x999, io);
	printf("ptrace(PTRACE_SETREGSET, %d, 0x999 /* NT_??? */, {iov_base=%p, iov_len=1000}) = %s\n",
	       c, big, sprintrc(rc));

	kill(c, SIGKILL);
	waitpid(c, &st, 0);
	puts("+++ exited with 0 +++");
	return 0;
}
