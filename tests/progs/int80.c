/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A 64-bit program making i386 syscalls with int $0x80 between 64-bit ones
 * (tests/i386_int80.sh traces it). Its buffer is below 4 GiB (MAP_32BIT), as i386
 * pointers must be. With "fork", a child makes the i386 calls while the parent waits.
 * Exits with 3 (the i386 exit's status).
 */
#define _GNU_SOURCE
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* The i386 ABI: number in eax, arguments in ebx, ecx, edx, esi, edi, ebp. */
static long int80(long nr, long a, long b, long c, long d, long e, long f)
{
	long ret;
	__asm__ volatile("push %%rbp\n\tmov %7, %%rbp\n\tint $0x80\n\tpop %%rbp"
			 : "=a"(ret)
			 : "a"(nr), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e), "r"(f)
			 : "memory", "r8", "r9", "r10", "r11");
	return ret;
}

int main(int argc, char **argv)
{
	char *buf = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	if (buf == MAP_FAILED)
		return 1;
	strcpy(buf, "hello\n");
	strcpy(buf + 8, "/nonexistent/i386");
	if (argc > 1 && strcmp(argv[1], "fork") == 0) {
		pid_t pid = fork();
		if (pid == 0) {
			int80(20, 0, 0, 0, 0, 0, 0);			/* getpid */
			int80(1, 0, 0, 0, 0, 0, 0);			/* exit(0) */
		}
		int status;
		waitpid(pid, &status, 0);
		return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
	}
	syscall(SYS_getpid);
	int80(20, 0, 0, 0, 0, 0, 0);					/* getpid */
	int80(4, 1, (long)buf, 6, 0, 0, 0);				/* write */
	int80(4, 0xffffffff, (long)buf, 6, 0, 0, 0);			/* write(-1, ...) */
	int80(5, (long)buf + 8, 0, 0, 0, 0, 0);				/* open */
	int80(12, (long)buf + 8, 0, 0, 0, 0, 0);			/* chdir */
	int80(6, 0xffffffff, 0, 0, 0, 0, 0);				/* close(-1) */
	int80(192, 0, 4096, PROT_READ, MAP_PRIVATE, 0xffffffff, 1);	/* mmap2 */
	int80(403, 1, 0, 0, 0, 0, 0);			/* clock_gettime64 */
	int80(37, 0, 0, 0, 0, 0, 0);					/* kill(0, 0) */
	int80(999, 1, 2, 3, 4, 5, 6);					/* no such syscall */
	int80(-1, 1, 2, 3, 4, 5, 6);
	syscall(SYS_getppid);
	int80(1, 3, 0, 0, 0, 0, 0);					/* exit(3) */
	return 1;
}
