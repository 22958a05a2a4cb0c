/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A 32-bit (i386) static program without libc, for tests/i386_int80.sh: built with
 * gcc -m32 -nostdlib when the compiler can (no i386 libc is needed). Exits with 0.
 */
static long sys3(long nr, long a, long b, long c)
{
	long ret;
	__asm__ volatile("int $0x80" : "=a"(ret) : "a"(nr), "b"(a), "c"(b), "d"(c) : "memory");
	return ret;
}

void _start(void)
{
	static const char msg[] = "hi32\n";
	static const char path[] = "/nonexistent/i386";
	sys3(20, 0, 0, 0);			/* getpid */
	sys3(4, 1, (long)msg, 5);		/* write */
	sys3(5, (long)path, 0x8000, 0);		/* open(path, O_LARGEFILE) */
	sys3(252, 0, 0, 0);			/* exit_group(0) */
	for (;;)
		;
}
