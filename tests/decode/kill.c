/* systrace: -e trace=kill,tkill,tgkill,rt_sigqueueinfo,rt_tgsigqueueinfo,rt_sigtimedwait,signalfd4 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * kill, tkill, tgkill, rt_sigqueueinfo, rt_tgsigqueueinfo, rt_sigtimedwait,
 * signalfd4: signal numbers known and not, queued siginfo, the waited-for
 * signal after the return value, timeouts.
 */
#include "tests.h"

#include <signal.h>
#include <sys/signalfd.h>

int main(void)
{
	long rc;
	int pid = getpid(), uid = getuid();

	/* Signals go to blocked slots: nothing is delivered. */
	/* Raw: libc would not block the signals it reserves (32, 33). */
	unsigned long block = 1UL << (SIGUSR1 - 1) | 1UL << (SIGUSR2 - 1) | 1UL << 31 |
			      1UL << (SIGRTMIN + 1 - 1);
	if (syscall(SYS_rt_sigprocmask, SIG_BLOCK, &block, NULL, 8))
		perror_msg_and_fail("rt_sigprocmask");

	rc = syscall(SYS_kill, pid, 0);
	printf("kill(%d, 0) = %s\n", pid, sprintrc(rc));
	rc = syscall(SYS_kill, pid, 100);
	printf("kill(%d, 100) = %s\n", pid, sprintrc(rc));
	rc = syscall(SYS_kill, 0x7fffffff, SIGTERM);
	printf("kill(2147483647, SIGTERM) = %s\n", sprintrc(rc));
	rc = syscall(SYS_kill, (long)0xffffffff00000000 | pid, SIGUSR1);
	printf("kill(%d, SIGUSR1) = %s\n", pid, sprintrc(rc));
	rc = syscall(SYS_tkill, pid, SIGRTMIN + 1);	/* glibc's SIGRTMIN is the kernel's 34 */
	printf("tkill(%d, SIGRT_%d) = %s\n", pid, SIGRTMIN + 1 - 32, sprintrc(rc));
	rc = syscall(SYS_tkill, -1, -1);
	printf("tkill(-1, -1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_tgkill, pid, pid, 32);
	printf("tgkill(%d, %d, SIGRTMIN) = %s\n", pid, pid, sprintrc(rc));
	rc = syscall(SYS_tgkill, pid, pid, 65);
	printf("tgkill(%d, %d, 65) = %s\n", pid, pid, sprintrc(rc));

	/* Queued signals and their siginfo. */
	siginfo_t *si = tail_alloc(sizeof(*si));
	memset(si, 0, sizeof(*si));
	si->si_signo = SIGUSR2;
	si->si_code = SI_QUEUE;
	si->si_pid = pid;
	si->si_uid = uid;
	si->si_value.sival_int = 42;
	rc = syscall(SYS_rt_sigqueueinfo, pid, SIGUSR2, si);
	printf("rt_sigqueueinfo(%d, SIGUSR2, {si_signo=SIGUSR2, si_code=SI_QUEUE, si_pid=%d, "
	       "si_uid=%d, si_int=42, si_ptr=0x2a}) = %s\n", pid, pid, uid, sprintrc(rc));
	rc = syscall(SYS_rt_sigqueueinfo, pid, SIGUSR2, BAD_ADDR);
	printf("rt_sigqueueinfo(%d, SIGUSR2, %s) = %s\n", pid, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_rt_sigqueueinfo, pid, SIGUSR2, (char *)si + 1);
	printf("rt_sigqueueinfo(%d, SIGUSR2, %p) = %s\n", pid, (void *)((char *)si + 1),
	       sprintrc(rc));
	rc = syscall(SYS_rt_tgsigqueueinfo, pid, pid, SIGUSR2, NULL);
	printf("rt_tgsigqueueinfo(%d, %d, SIGUSR2, NULL) = %s\n", pid, pid, sprintrc(rc));

	/* Wait for what is pending: the result names the signal. */
	unsigned long *set = tail_alloc(sizeof(*set));
	*set = 1UL << (SIGUSR2 - 1);
	struct timespec *ts = tail_alloc(sizeof(*ts));
	ts->tv_sec = 1;
	ts->tv_nsec = 2;
	siginfo_t *info = tail_alloc(sizeof(*info));
	rc = syscall(SYS_rt_sigtimedwait, set, info, ts, 8);
	printf("rt_sigtimedwait([USR2], %s, {tv_sec=1, tv_nsec=2}, 8) = %s (SIGUSR2)\n",
	       out_argf(info, "{si_signo=SIGUSR2, si_code=SI_QUEUE, si_pid=%d, si_uid=%d, "
			"si_int=42, si_ptr=0x2a}", pid, uid), sprintrc(rc));
	*set = 1UL << (SIGUSR1 - 1) | 1UL << (SIGUSR2 - 1);
	rc = syscall(SYS_rt_sigtimedwait, set, NULL, NULL, 8);
	printf("rt_sigtimedwait([USR1 USR2], NULL, NULL, 8) = %s (SIGUSR1)\n", sprintrc(rc));
	ts->tv_sec = 0;
	ts->tv_nsec = 1000;
	rc = syscall(SYS_rt_sigtimedwait, set, info, ts, 8);
	printf("rt_sigtimedwait([USR1 USR2], %p, {tv_sec=0, tv_nsec=1000}, 8) = %s\n",
	       (void *)info, sprintrc(rc));
	rc = syscall(SYS_rt_sigtimedwait, set, NULL, ts, 8);
	printf("rt_sigtimedwait([USR1 USR2], NULL, {tv_sec=0, tv_nsec=1000}, 8) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_rt_sigtimedwait, set, info, BAD_ADDR, 8);
	printf("rt_sigtimedwait([USR1 USR2], %p, %s, 8) = %s\n", (void *)info,
	       sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_rt_sigtimedwait, set, info, ts, 7);
	printf("rt_sigtimedwait(%p, %p, {tv_sec=0, tv_nsec=1000}, 7) = %s\n", (void *)set,
	       (void *)info, sprintrc(rc));

	/* signalfd4. */
	*set = 1UL << (SIGUSR1 - 1);
	rc = syscall(SYS_signalfd4, -1, set, 8, SFD_CLOEXEC | SFD_NONBLOCK);
	printf("signalfd4(-1, [USR1], 8, SFD_CLOEXEC|SFD_NONBLOCK) = %s\n", sprintrc(rc));
	if (rc >= 0)
		close((int)rc);
	rc = syscall(SYS_signalfd4, -1, set, 8, 1);
	printf("signalfd4(-1, [USR1], 8, 0x1 /* SFD_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_signalfd4, 1000, BAD_ADDR, 8, 0);
	printf("signalfd4(1000, %s, 8, 0) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
