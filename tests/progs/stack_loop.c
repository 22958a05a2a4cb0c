/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_loop N: N getppid() calls, each through main -> f0 -> f1 -> f2 -> f3, for the
 * -k benchmark (tests/stack_trace_bench.sh): every traced syscall has the same
 * nine-frame stack, so the figure is the steady cost of one stack trace. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noinline)) static void f3(void)
{
	sink += syscall(SYS_getppid);
}

__attribute__((noinline)) static void f2(void)
{
	f3();
	sink++;
}

__attribute__((noinline)) static void f1(void)
{
	f2();
	sink++;
}

__attribute__((noinline)) static void f0(void)
{
	f1();
	sink++;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;
	for (long i = 0; i < n; i++)
		f0();
	return 0;
}
