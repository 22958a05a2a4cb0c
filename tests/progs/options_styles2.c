/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_styles2: the calls whose decoders follow -X, -v and -e verbose= on their
 * own (not only through the value layer): execve's argv and envp, signal sets,
 * sigaction (SIG_IGN, SIG_DFL), siginfo's si_code, rlimits (RLIM64_INFINITY,
 * N*1024), socket types with flags, a socket pair, clone flags with a signal, the
 * status of a child killed by SIGTERM. Every call fails or succeeds the same way
 * each run. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The kernel's struct sigaction on x86_64 (the mask is one word). */
struct kernel_sigaction {
	unsigned long handler, flags, restorer, mask;
};

int main(void)
{
	static char *argv[] = { "a0", "a1", "a2", "a3", "a4", NULL };
	static char *envp[] = { "E0=0", "E1=1", "E2=2", "E3=3", "E4=4", NULL };
	uint64_t set = 1ul << (SIGUSR1 - 1);
	struct kernel_sigaction sa = { (unsigned long)SIG_DFL, 0, 0, set }, old;
	uint64_t rl[2] = { UINT64_MAX, 8192 * 1024 };
	struct timespec ts = { 0, 1000 };
	siginfo_t si;
	stack_t ss;
	int sv[2], status;
	pid_t pid;

	if (syscall(SYS_execve, "/nonexistent/styles", argv, envp) != -1)
		return 99;
	if (syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8) != 0)
		return 99;
	if (syscall(SYS_rt_sigaction, SIGUSR2, &sa, NULL, 8) != 0)
		return 99;
	sa.handler = (unsigned long)SIG_IGN;
	if (syscall(SYS_rt_sigaction, SIGUSR2, &sa, &old, 8) != 0)
		return 99;
	if (syscall(SYS_rt_sigtimedwait, &set, &si, &ts, 8) != -1)
		return 99;
	if (syscall(SYS_sigaltstack, NULL, &ss) != 0)
		return 99;
	memset(&si, 0, sizeof(si));
	si.si_signo = SIGUSR1;
	si.si_code = SI_QUEUE;
	si.si_pid = 1;
	si.si_uid = 2;
	/* No such process: pids are below 2^22. */
	if (syscall(SYS_rt_sigqueueinfo, 0x7fffffff, SIGUSR1, &si) != -1)
		return 99;
	if (syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, rl, NULL) != -1)
		return 99;
	if (syscall(SYS_setrlimit, RLIMIT_NOFILE, rl) != -1)
		return 99;
	if (syscall(SYS_socket, AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0) != 3 ||
	    close(3) != 0)
		return 99;
	if (syscall(SYS_socketpair, AF_UNIX, SOCK_DGRAM, 0, sv) != 0 || close(sv[0]) != 0 ||
	    close(sv[1]) != 0)
		return 99;
	/* A new user namespace sharing the filesystem: always EINVAL. */
	if (syscall(SYS_clone, CLONE_FS | CLONE_NEWUSER | SIGCHLD, NULL, NULL, NULL, 0) != -1)
		return 99;
	pid = fork();
	if (pid == 0) {
		signal(SIGTERM, SIG_DFL);
		raise(SIGTERM);
		_exit(1);
	}
	if (pid < 0 || wait4(pid, &status, 0, NULL) != pid || !WIFSIGNALED(status))
		return 99;
	return 0;
}
