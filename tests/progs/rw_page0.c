/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rw_page0 N: N rounds of system calls given file names in page 0, all made
 * through one site (syscall(2)), so that under -m rewrite every round after the
 * first runs at a rewritten site. Prints each result and errno: the test
 * compares the output untraced and traced. With a second argument 1: N rounds
 * of writes from buffers in page 0 instead (to a pipe, where the kernel reads
 * them; of 0 bytes, where it does not; to a bad descriptor, which fails
 * first), and writev with its iovec array there. With 2: N
 * rounds of calls on page 0 itself (munmap, mprotect, madvise, mremap, a
 * MAP_FIXED mmap), each round ending with getpid from the same site.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef AT_EMPTY_PATH
#define AT_EMPTY_PATH 0x1000
#endif

static void show(const char *what, long rc)
{
	printf("%s = %ld %d\n", what, rc, rc < 0 ? errno : 0);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	struct stat st;
	int pfd[2];
	if (pipe(pfd) < 0)
		return 1;
	if (argc > 2 && atoi(argv[2]) == 1) {
		for (int i = 0; i < n; i++) {
			show("write(8)", syscall(SYS_write, pfd[1], (char *)8, 4));
			show("write(NULL)", syscall(SYS_write, pfd[1], (char *)0, 4));
			show("write(4095, 0)", syscall(SYS_write, pfd[1], (char *)4095, 0));
			show("write(bad fd, 8)", syscall(SYS_write, -1, (char *)8, 4));
			show("pwrite64(pipe, 8)", syscall(SYS_pwrite64, pfd[1], (char *)8, 4, 0));
			show("writev(16)", syscall(SYS_writev, pfd[1], (void *)16, 1));
			show("write(\"ok\")", syscall(SYS_write, pfd[1], "ok", 2));
			char buf[16];
			show("read", syscall(SYS_read, pfd[0], buf, sizeof(buf)));
		}
		return 0;
	}
	if (argc > 2 && atoi(argv[2]) == 2) {
		for (int i = 0; i < n; i++) {
			show("munmap(0)", syscall(SYS_munmap, 0, 4096));
			show("mprotect(0)", syscall(SYS_mprotect, 0, 4096, PROT_READ | PROT_WRITE));
			show("madvise(0)", syscall(SYS_madvise, 0, 4096, MADV_DONTNEED));
			show("mremap(0)", syscall(SYS_mremap, 0, 4096, 8192, 1 /* MREMAP_MAYMOVE */));
			long a = syscall(SYS_mmap, 0, 4096, PROT_READ | PROT_WRITE,
					 MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			show("mmap(0, MAP_FIXED)", a == 0 ? 0 : -1);
			if (a == 0)	/* untraced: give page 0 back for the next round */
				syscall(SYS_munmap, 0, 4096);
			show("getpid", syscall(SYS_getpid) > 0 ? 0 : -1);
		}
		return 0;
	}
	for (int i = 0; i < n; i++) {
		errno = 0;
		show("openat(8)", syscall(SYS_openat, AT_FDCWD, (char *)8, O_RDONLY));
		show("openat(NULL)", syscall(SYS_openat, AT_FDCWD, (char *)0, O_RDONLY));
		show("mkdirat(4095)", syscall(SYS_mkdirat, AT_FDCWD, (char *)4095, 0700));
		show("newfstatat(8, EMPTY)", syscall(SYS_newfstatat, AT_FDCWD, (char *)8, &st,
						     AT_EMPTY_PATH));
		show("newfstatat(NULL, EMPTY)", syscall(SYS_newfstatat, AT_FDCWD, (char *)0, &st,
							AT_EMPTY_PATH));
		show("utimensat(8)", syscall(SYS_utimensat, AT_FDCWD, (char *)8, NULL, 0));
		show("utimensat(NULL)", syscall(SYS_utimensat, pfd[0], (char *)0, NULL, 0));
		show("openat(\"/\")", syscall(SYS_openat, AT_FDCWD, "/", O_RDONLY) >= 0 ? 0 : -1);
	}
	return 0;
}
