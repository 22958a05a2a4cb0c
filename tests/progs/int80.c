/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A 64-bit program making i386 syscalls with int $0x80 between 64-bit ones
 * (tests/i386_int80.sh traces it). Its buffer is below 4 GiB (MAP_32BIT), as i386
 * pointers must be. With "fork", a child makes the i386 calls while the parent waits;
 * with "decode", calls whose i386 arguments or structures differ from x86_64's.
 * Exits with 3 (the i386 exit's status).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
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

/* The calls of tests/i386_int80.sh's decoding part; buf is below 4 GiB. */
static int decode(char *buf)
{
	long P = (long)buf, B = P + 2048;
	uint32_t *argv = (uint32_t *)(buf + 1024), *envp = argv + 3, *iov = argv + 5;
	int32_t *ts = (int32_t *)(buf + 1536);
	uint32_t *rlim = (uint32_t *)(buf + 1600), *sock = rlim + 2;
	strcpy(buf + 128, "arg0");
	strcpy(buf + 160, "VAR=1");
	strcpy(buf + 192, "/dev/null");
	argv[0] = P + 128, argv[1] = P + 160, argv[2] = 0;
	envp[0] = P + 160, envp[1] = 0;
	iov[0] = P + 128, iov[1] = 4, iov[2] = P + 160, iov[3] = 5;
	ts[0] = 0, ts[1] = 1000;
	rlim[0] = rlim[1] = 0xffffffff;
	sock[0] = 1, sock[1] = 1, sock[2] = 0;		/* AF_UNIX, SOCK_STREAM, 0 */
	int fd = open("/dev/null", O_RDWR);
	if (fd < 0 || dup2(fd, 9) != 9)
		return 1;
	close(fd);
	/* fd 10: an empty directory (in the test's directory); 11 and 12 a socket pair. */
	int sv[2];
	if ((mkdir("i386.d", 0700) < 0 && errno != EEXIST) || (fd = open("i386.d", O_RDONLY | O_DIRECTORY)) < 0 ||
	    dup2(fd, 10) != 10 || socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) < 0 ||
	    dup2(sv[0], 11) != 11 || dup2(sv[1], 12) != 12)
		return 1;
	if ((fd = timerfd_create(CLOCK_MONOTONIC, 0)) < 0 || dup2(fd, 13) != 13)
		return 1;
	strcpy(buf + 224, "/proc");
	uint32_t *sr = (uint32_t *)(buf + 1664);	/* socketcall's send, then recv */
	syscall(SYS_getpid);
	int80(140, 9, 0, 5, B, 0, 0);				/* _llseek */
	int80(195, P + 192, B, 0, 0, 0, 0);			/* stat64 */
	int80(196, P + 8, B, 0, 0, 0, 0);			/* lstat64 */
	int80(197, 9, B, 0, 0, 0, 0);				/* fstat64 */
	int80(300, (uint32_t)AT_FDCWD, P + 192, B, 0, 0, 0);	/* fstatat64 */
	int80(106, P + 192, B, 0, 0, 0, 0);			/* stat */
	int80(180, 9, B, 4, 3, 0, 0);				/* pread64 */
	int80(181, 9, P + 128, 4, 5, 1, 0);			/* pwrite64 */
	int80(193, P + 8, 20, 0, 0, 0, 0);			/* truncate64 */
	int80(146, 9, (long)iov, 2, 0, 0, 0);			/* writev */
	int80(145, 9, (long)iov, 2, 0, 0, 0);			/* readv */
	int80(162, (long)ts, 0, 0, 0, 0, 0);			/* nanosleep */
	int80(265, 0x7fff, B, 0, 0, 0, 0);			/* clock_gettime */
	int80(78, 0, 0, 0, 0, 0, 0);				/* gettimeofday */
	int80(75, 99, (long)rlim, 0, 0, 0, 0);			/* setrlimit */
	int80(221, 9, F_GETFD, 0, 0, 0, 0);			/* fcntl64 */
	int80(19, 9, 0xffffffff, SEEK_CUR, 0, 0, 0);		/* lseek(9, -1, ...) */
	int80(7, 0xffffffff, B, 1, 0, 0, 0);			/* waitpid(-1, ..., WNOHANG) */
	int80(174, 10, 0, B, 8, 0, 0);				/* rt_sigaction */
	int80(102, 1, (long)sock, 0, 0, 0, 0);			/* socketcall(SYS_SOCKET) */
	int80(90, 0, 0, 0, 0, 0, 0);				/* old mmap(NULL) */
	int80(240, B, 128, 1, (long)ts, 0, 0);			/* futex WAIT_PRIVATE */
	int80(54, 9, 0x5401, B, 0, 0, 0);			/* ioctl TCGETS */
	int80(54, 9, 0x80086601, B, 0, 0, 0);			/* ioctl, not i386's */
	int80(77, (uint32_t)-1, B, 0, 0, 0, 0);		/* getrusage(CHILDREN) */
	int80(186, 0, B, 0, 0, 0, 0);				/* sigaltstack */
	int32_t *itv = ts + 8;					/* 1568 */
	itv[0] = 0, itv[1] = 0, itv[2] = 0, itv[3] = 0;
	int80(104, 2, (long)itv, B, 0, 0, 0);			/* setitimer(PROF) */
	int80(105, 2, B, 0, 0, 0, 0);				/* getitimer */
	int80(161, 0, B, 0, 0, 0, 0);				/* sched_rr_get_interval */
	int80(161, 0, 0, 0, 0, 0, 0);				/* EFAULT */
	int80(23, 0x1ffff, 0, 0, 0, 0, 0);			/* setuid (16-bit) */
	int80(70, 0xffff, 0xffff, 0, 0, 0, 0);			/* setreuid */
	int80(170, 0xffff, 0xffff, 0xffff, 0, 0, 0);		/* setresgid */
	int80(182, P + 8, 0xffff, 5, 0, 0, 0);			/* chown */
	int80(95, 99, 0xffff, 0xffff, 0, 0, 0);			/* fchown */
	int80(165, B, B + 2, B + 4, 0, 0, 0);			/* getresuid (16-bit) */
	int80(171, B, 0, B + 4, 0, 0, 0);			/* getresgid: EFAULT */
	int80(334, 9, (long)iov, 2, 5, 1, 0);			/* pwritev */
	int80(333, 9, (long)iov, 2, 3, 0, 0);			/* preadv */
	int80(333, 99, (long)iov, 2, 0xffffffff, 0xffffffff, 0);	/* EBADF */
	int32_t *tv = ts + 12;					/* 1584 */
	tv[0] = 1, tv[1] = 5, tv[2] = 0, tv[3] = 7;
	int80(30, P + 8, (long)tv, 0, 0, 0, 0);			/* utime */
	int80(271, P + 8, (long)tv, 0, 0, 0, 0);		/* utimes */
	int80(299, (uint32_t)AT_FDCWD, P + 8, (long)tv, 0, 0, 0);	/* futimesat */
	int32_t *its = ts + 2;					/* 1544 */
	its[0] = 1, its[1] = 2, its[2] = 0, its[3] = 0;
	int80(325, 13, 0, (long)its, B, 0, 0);			/* timerfd_settime */
	int80(326, 13, B, 0, 0, 0, 0);				/* timerfd_gettime */
	int80(260, 0x7fffffff, 1, (long)its, 0, 0, 0);		/* timer_settime */
	int80(261, 0x7fffffff, B, 0, 0, 0, 0);			/* timer_gettime */
	uint32_t *mask = (uint32_t *)(buf + 96);		/* [USR2], old-style */
	mask[0] = 1u << 11;
	int80(126, 2, (long)mask, 0, 0, 0, 0);			/* sigprocmask(SETMASK) */
	int80(126, 1, (long)mask, B, 0, 0, 0);			/* sigprocmask(UNBLOCK) */
	uint32_t *osa = mask + 1;				/* struct old_sigaction */
	osa[0] = 1, osa[1] = 1u << 9, osa[2] = 0x10000000, osa[3] = 0;	/* SIG_IGN, [USR1], SA_RESTART */
	int80(67, 12, (long)osa, B, 0, 0, 0);			/* sigaction(SIGUSR2) */
	int80(67, 12, 0, B, 0, 0, 0);
	int80(48, 12, 0x8048000, 0, 0, 0, 0);			/* signal(SIGUSR2, handler) */
	int80(48, 12, 0, 0, 0, 0, 0);				/* signal(SIGUSR2, SIG_DFL) */
	int80(34, 0, 0, 0, 0, 0, 0);				/* nice(0) */
	int80(73, B, 0, 0, 0, 0, 0);				/* sigpending */
	int80(73, 1, 0, 0, 0, 0, 0);				/* EFAULT */
	int80(225, 99, 5, 1, 4096, 0, 0);			/* readahead */
	int80(314, 99, 5, 1, 7, 1, 2);				/* sync_file_range */
	int80(99, P + 224, B, 0, 0, 0, 0);			/* statfs */
	int80(100, 9, B, 0, 0, 0, 0);				/* fstatfs */
	int80(268, P + 224, 84, B, 0, 0, 0);			/* statfs64 */
	int80(269, 9, 84, B, 0, 0, 0);				/* fstatfs64 */
	int80(141, 10, B, 1024, 0, 0, 0);			/* getdents */
	int80(19, 10, 0, SEEK_SET, 0, 0, 0);			/* lseek */
	int80(89, 10, B, 1, 0, 0, 0);				/* readdir */
	int80(89, 9, B, 1, 0, 0, 0);				/* readdir: ENOTDIR */
	sr[0] = 12, sr[1] = P + 128, sr[2] = 4, sr[3] = 0;
	int80(102, 9, (long)sr, 0, 0, 0, 0);			/* socketcall(SYS_SEND) */
	sr[0] = 11, sr[1] = B, sr[2] = 4, sr[3] = MSG_DONTWAIT;
	int80(102, 10, (long)sr, 0, 0, 0, 0);			/* socketcall(SYS_RECV) */
	int80(102, 10, (long)sr, 0, 0, 0, 0);			/* EAGAIN */
	/* sendmsg: two iovecs and an SCM_RIGHTS message; recvmsg without room for it */
	uint32_t *iov2 = rlim + 32, *cm = iov2 + 8, *mh = cm + 4;
	iov2[0] = P + 128, iov2[1] = 4, iov2[2] = P + 160, iov2[3] = 5;
	iov2[4] = B, iov2[5] = 3, iov2[6] = B + 100, iov2[7] = 20;
	cm[0] = 16, cm[1] = SOL_SOCKET, cm[2] = SCM_RIGHTS, cm[3] = 12;
	mh[0] = 0, mh[1] = 0, mh[2] = (long)iov2, mh[3] = 2, mh[4] = (long)cm, mh[5] = 16;
	mh[6] = 0;
	int80(370, 12, (long)mh, 0, 0, 0, 0);			/* sendmsg */
	mh[2] = (long)(iov2 + 4), mh[4] = 0, mh[5] = 0;
	int80(372, 11, (long)mh, MSG_DONTWAIT, 0, 0, 0);	/* recvmsg */
	int80(372, 11, (long)mh, MSG_DONTWAIT, 0, 0, 0);	/* EAGAIN */
	int80(117, 2, 0x1386, 1, 0600, 0, 0);		/* ipc(SEMGET) */
	int80(117, 1, 0xffffffff, 1, 0, 0, 0);			/* ipc(SEMOP) */
	int80(117, 13, 0x1386, 0, 0, 0, 0);			/* ipc(MSGGET) */
	uint32_t *mb = (uint32_t *)(buf + 512), *kludge = mb + 4;
	mb[0] = 7, memcpy(mb + 1, "hello", 5);
	kludge[0] = B, kludge[1] = 0;
	int80(400, 0xffffffff, (long)mb, 5, 0, 0, 0);		/* msgsnd */
	int80(117, 11, 0xffffffff, 5, 0, (long)mb, 0);		/* ipc(MSGSND) */
	int80(401, 0xffffffff, B, 16, 0, 04000, 0);		/* msgrcv */
	int80(117, 12, 0xffffffff, 16, 04000, (long)kludge, 0);	/* ipc(MSGRCV), version 0 */
	int80(117, 12 | 1 << 16, 0xffffffff, 16, 04000, B, 7);	/* ipc(MSGRCV), version 1 */
	int80(117, 23, 0x1386, 4096, 0600, 0, 0);		/* ipc(SHMGET) */
	int80(117, 21, 0xffffffff, 010000, B, 0, 0);		/* ipc(SHMAT), SHM_RDONLY */
	int80(117, 22, 0, 0, 0, 0, 0);				/* ipc(SHMDT) */
	int80(11, P + 8, (long)argv, (long)envp, 0, 0, 0);	/* execve */
	int80(1, 3, 0, 0, 0, 0, 0);				/* exit(3) */
	return 1;
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
	if (argc > 1 && strcmp(argv[1], "decode") == 0)
		return decode(buf);
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
