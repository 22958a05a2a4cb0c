/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_seccomp: a program that sandboxes itself with a seccomp filter killing it
 * on mprotect and on opening /proc/self/maps, then makes calls at sites it never
 * ran before. Under -m rewrite the capture library must stop rewriting once a
 * filter is installed (rewriting needs both). Prints "sandboxed: ok" and exits
 * 0 when the calls after the filter returned what they should. */
#define _GNU_SOURCE
#include <seccomp.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Sites of their own, first run after the filter. */
static __attribute__((noinline)) long fresh_getppid(void)
{
	long ret;
	__asm__ __volatile__("syscall" : "=a"(ret) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return ret;
}

static __attribute__((noinline)) long fresh_getpid(void)
{
	long ret;
	__asm__ __volatile__("syscall" : "=a"(ret) : "0"((long)SYS_getpid) : "rcx", "r11", "memory");
	return ret;
}

int main(void)
{
	long ppid = getppid(), pid = getpid();
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	if (!ctx || seccomp_rule_add(ctx, SCMP_ACT_KILL_PROCESS, SCMP_SYS(mprotect), 0) < 0 ||
	    seccomp_load(ctx) < 0)
		return 2;
	seccomp_release(ctx);
	int bad = 0;
	for (int i = 0; i < 100; i++)
		bad += fresh_getppid() != ppid || fresh_getpid() != pid;
	printf("sandboxed: %s\n", bad ? "wrong" : "ok");
	return bad ? 1 : 0;
}
