/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Enters seccomp strict mode (prctl, or seccomp(2) with argument "seccomp"), then
 * writes two lines and ends with exit(2) status 3: the only calls strict mode
 * allows are read, write, exit and rt_sigreturn. Traced, it must do the same.
 * With "thread", a second thread enters strict mode while the main one goes on
 * making ordinary calls and waits for it.
 */
#include <linux/seccomp.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static long enter_strict(int use_seccomp)
{
	if (use_seccomp)
		return syscall(SYS_seccomp, SECCOMP_SET_MODE_STRICT, 0, NULL);
	return prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT, 0, 0, 0);
}

static void say(const char *s)
{
	syscall(SYS_write, 1, s, strlen(s));
}

static void *strict_thread(void *arg)
{
	long rc = enter_strict(0);
	(void)arg;
	say(rc == 0 ? "thread: in strict mode\n" : "thread: strict mode refused\n");
	char c;
	syscall(SYS_read, 0, &c, 0);
	syscall(SYS_exit, 0);	/* exit of the thread alone: allowed */
	return NULL;
}

int main(int argc, char **argv)
{
	const char *how = argc > 1 ? argv[1] : "prctl";
	printf("mode %s\n", how);
	fflush(stdout);
	if (strcmp(how, "thread") == 0) {
		pthread_t t;
		pthread_create(&t, NULL, strict_thread, NULL);
		pthread_join(t, NULL);
		printf("main: pid %s\n", getpid() > 0 ? "ok" : "bad");
		return 4;
	}
	/* An invalid call first: it must fail and change nothing. */
	long bad = syscall(SYS_seccomp, SECCOMP_SET_MODE_STRICT, 1, NULL);
	printf("bad flags: %s\n", bad == 0 ? "accepted" : "refused");
	fflush(stdout);
	long rc = enter_strict(strcmp(how, "seccomp") == 0);
	say(rc == 0 ? "in strict mode\n" : "strict mode refused\n");
	char c;
	syscall(SYS_read, 0, &c, 0);
	say("still alive\n");
	syscall(SYS_exit, 3);
	return 0;
}
