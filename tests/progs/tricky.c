/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tricky [child]: what a tracer living inside the process must survive. It owns
 * SIGSYS and SIGSEGV, blocks every signal, uses an alternate signal stack, passes
 * bad pointers, tries to turn Syscall User Dispatch off, creates threads and a
 * memory-sharing child with raw clone() on stacks of its own, closes every
 * descriptor above 2 and then runs a child image. It prints what it observed (the
 * same untraced and traced) and exits 0 when everything behaved as untraced. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef PR_SET_SYSCALL_USER_DISPATCH
#define PR_SET_SYSCALL_USER_DISPATCH 59
#endif

static int failures;
static volatile sig_atomic_t sigsys_seen, onstack_ok, segv_seen;
static sigjmp_buf segv_jump;

#define CHECK(cond, what) \
	do { \
		if (!(cond)) { \
			printf("FAILED: %s\n", what); \
			failures++; \
		} \
	} while (0)

static void on_sigsys(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	if (si->si_code == SI_USER)
		sigsys_seen++;
}

static void on_usr1(int sig)
{
	stack_t cur;
	(void)sig;
	if (sigaltstack(NULL, &cur) == 0 && (cur.ss_flags & SS_ONSTACK))
		onstack_ok = 1;
}

static void on_segv(int sig)
{
	(void)sig;
	segv_seen++;
	siglongjmp(segv_jump, 1);
}

static char stacks[3][64 * 1024] __attribute__((aligned(16)));
static volatile int clone_ok[3];

/* Runs on its own stack: checks it, makes syscalls, exits. */
static int clone_body(void *arg)
{
	int i = (int)(intptr_t)arg;
	char here;
	int on_stack = &here > stacks[i] && &here < stacks[i] + sizeof(stacks[i]);
	syscall(SYS_getppid);
	clone_ok[i] = on_stack ? 1 : 2;
	return 0;
}

static void raw_clones(void)
{
	/* A thread (sharing the caller's TLS: no CLONE_SETTLS), a process sharing
	 * memory, and a vfork-like child, each on a stack of its own. */
	int flags[3] = {
		CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |
			CLONE_SYSVSEM,
		CLONE_VM | SIGCHLD,
		CLONE_VM | CLONE_VFORK | SIGCHLD,
	};
	for (int i = 0; i < 3; i++) {
		pid_t pid = clone(clone_body, stacks[i] + sizeof(stacks[i]), flags[i],
				  (void *)(intptr_t)i);
		CHECK(pid > 0, "clone");
		if (pid <= 0)
			continue;
		if (flags[i] & CLONE_THREAD) {
			while (!clone_ok[i])
				sched_yield();
		} else {
			waitpid(pid, NULL, __WALL);
		}
		CHECK(clone_ok[i] == 1, "a clone() child ran on its own stack");
	}
	printf("clone children: %d %d %d\n", clone_ok[0], clone_ok[1], clone_ok[2]);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && strcmp(argv[1], "child") == 0) {
		/* The image run after every descriptor was closed. */
		printf("child image: fd 3 %s\n", fcntl(3, F_GETFD) < 0 ? "closed" : "open");
		return 7;
	}

	/* Its own SIGSYS handler: a SIGSYS sent by kill() reaches it. */
	struct sigaction sa, old;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_sigsys;
	sa.sa_flags = SA_SIGINFO;
	CHECK(sigaction(SIGSYS, &sa, NULL) == 0, "sigaction(SIGSYS)");
	CHECK(sigaction(SIGSYS, NULL, &old) == 0 && old.sa_sigaction == on_sigsys,
	      "sigaction(SIGSYS) reads back");
	kill(getpid(), SIGSYS);
	printf("SIGSYS handler ran %d time(s)\n", (int)sigsys_seen);
	CHECK(sigsys_seen == 1, "SIGSYS handler");

	/* Every signal blocked: syscalls go on, and the mask reads back as set. */
	sigset_t all, cur, saved;
	sigfillset(&all);
	CHECK(sigprocmask(SIG_BLOCK, &all, &saved) == 0, "block all");
	getppid();
	CHECK(sigprocmask(SIG_BLOCK, NULL, &cur) == 0, "read mask");
	printf("blocked: SIGSYS %d SIGSEGV %d SIGINT %d\n", sigismember(&cur, SIGSYS),
	       sigismember(&cur, SIGSEGV), sigismember(&cur, SIGINT));
	CHECK(sigprocmask(SIG_SETMASK, &saved, NULL) == 0, "restore mask");

	/* An alternate signal stack set while traced is the one a handler runs on. */
	stack_t ss = { .ss_sp = malloc(SIGSTKSZ * 4), .ss_size = SIGSTKSZ * 4 };
	CHECK(sigaltstack(&ss, NULL) == 0, "sigaltstack");
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sa.sa_flags = SA_ONSTACK;
	sigaction(SIGUSR1, &sa, NULL);
	raise(SIGUSR1);
	printf("handler on the alternate stack: %d\n", (int)onstack_ok);
	CHECK(onstack_ok, "SA_ONSTACK");

	/* Its own SIGSEGV handler, for a real fault. */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_segv;
	sigaction(SIGSEGV, &sa, NULL);
	if (!sigsetjmp(segv_jump, 1))
		*(volatile int *)8 = 1;
	printf("SIGSEGV handler ran %d time(s)\n", (int)segv_seen);
	CHECK(segv_seen == 1, "SIGSEGV handler");

	/* Bad pointers: the kernel's EFAULT, nothing else. */
	int pfd[2];
	CHECK(pipe(pfd) == 0, "pipe");
	errno = 0;
	CHECK(syscall(SYS_write, pfd[1], (void *)8, 4) == -1 && errno == EFAULT,
	      "write from a bad pointer");
	errno = 0;
	CHECK(open((char *)8, O_RDONLY) == -1 && errno == EFAULT, "open a bad path pointer");

	/* Turning dispatch off is refused under -m buffered, harmless otherwise;
	 * either way the program goes on (and stays traced). */
	prctl(PR_SET_SYSCALL_USER_DISPATCH, 0, 0, 0, 0);
	getppid();

	raw_clones();

	/* Every descriptor above 2 closed, then a new image. */
	for (int fd = 3; fd < 1024; fd++)
		close(fd);
	syscall(SYS_close_range, 3, ~0u, 0);
	pid_t pid = fork();
	if (pid == 0) {
		execl("/proc/self/exe", argv[0], "child", (char *)NULL);
		_exit(99);
	}
	int status;
	waitpid(pid, &status, 0);
	printf("child exit status %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 7, "child image");
	printf("%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
