/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A 64-bit program making the i386 syscalls whose structures are i386's own
 * (tests/i386_decode.sh traces it): sysinfo, select, sendfile, waitid and the
 * rt_sig* calls with siginfo, sgetmask/ssetmask, socket timeouts, the IPC control
 * calls (direct and through ipc()), mqueue, aio, ptrace, kexec_load, iovecs,
 * pselect6/ppoll, old stat, ... Its buffer is below 4 GiB (MAP_32BIT). Everything
 * the trace does not compare (the child, queues, blocked signals) is set up with
 * 64-bit calls before the marker getppid(); after it only int $0x80 runs, but for
 * the last wait4. The strings live at 0x600 and above, every structure below.
 * Exits with 0.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/aio_abi.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/ptrace.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
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

#define IPC_64 0x100

#define U32(off) ((uint32_t *)(buf + (off)))

int main(void)
{
	char *buf = mmap(NULL, 16384, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	if (buf == MAP_FAILED)
		return 1;
	long P = (long)buf, B = P + 8192;	/* B: 8 KiB the kernel writes to */
	int fd = open("/dev/null", O_RDWR), sv[2];
	if (fd < 0 || dup2(fd, 9) != 9 || socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) < 0 ||
	    dup2(sv[0], 11) != 11 || (fd = open("/dev/zero", O_RDONLY)) < 0 || dup2(fd, 10) != 10)
		return 1;
	strcpy(buf + 0x600, "/nonexistent/i386");
	strcpy(buf + 0x640, "/dev/null");
	strcpy(buf + 0x680, "arg0");
	strcpy(buf + 0x690, "hello");
	/* Signals the calls queue stay pending: blocked; SIGCHLD too (no delivery line). */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGUSR2);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, NULL);
	/* A child that exits with 7, and one stopped under our ptrace. */
	pid_t quick = fork();
	if (quick == 0)
		_exit(7);
	U32(0)[0] = 0x4321;	/* the word PTRACE_PEEKDATA reads */
	pid_t traced = fork();
	if (traced == 0) {
		ptrace(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		_exit(0);
	}
	int status;
	if (quick < 0 || traced < 0 || waitpid(traced, &status, 0) != traced)
		return 1;
	int msq = msgget(IPC_PRIVATE, 0600), sem = semget(IPC_PRIVATE, 1, 0600);
	int shm = shmget(IPC_PRIVATE, 4096, 0600);
	pid_t pid = getpid(), tid = (pid_t)syscall(SYS_gettid);

	syscall(SYS_getppid);					/* the marker */
	int80(116, B, 0, 0, 0, 0, 0);				/* sysinfo */
	/* select: struct sel_arg_struct at 0x10, the set at 0x30, the timeval at 0x38 */
	U32(0x30)[0] = 1u << 9, U32(0x38)[0] = 0, U32(0x38)[1] = 0;
	U32(0x10)[0] = 10, U32(0x10)[1] = P + 0x30, U32(0x10)[2] = 0, U32(0x10)[3] = 0,
	U32(0x10)[4] = P + 0x38;
	int80(82, P + 0x10, 0, 0, 0, 0, 0);			/* select */
	int80(142, 10, 0, P + 0x30, 0, P + 0x38, 0);		/* _newselect */
	int80(142, 0, 0, 0, 0, P + 0x38, 0);			/* Timeout */
	U32(0x40)[0] = 5;
	int80(187, 9, 9, P + 0x40, 4, 0, 0);			/* sendfile */
	int80(187, 9, 10, 0, 4, 0, 0);
	memset(buf + 4096, 0, 1024);
	int80(284, P_PID, quick, P + 4096, WEXITED, 0, 0);	/* waitid */
	int80(284, P_ALL, 0, B, WEXITED | WNOHANG, B + 512, 0);	/* ECHILD */
	/* siginfo of i386: SI_QUEUE from us, si_int 0x1234 */
	uint32_t *si = U32(0x400);
	memset(si, 0, 128);
	si[0] = SIGUSR1, si[2] = (uint32_t)SI_QUEUE, si[3] = (uint32_t)pid, si[5] = 0x1234;
	int80(178, pid, SIGUSR1, (long)si, 0, 0, 0);		/* rt_sigqueueinfo */
	si[0] = SIGUSR2;
	int80(335, pid, tid, SIGUSR2, (long)si, 0, 0);		/* rt_tgsigqueueinfo */
	U32(0x48)[0] = 1u << 9, U32(0x48)[1] = 0;		/* [USR1] */
	U32(0x50)[0] = 1u << 11, U32(0x50)[1] = 0;		/* [USR2] */
	memset(buf + 0x58, 0, 16);				/* timespecs {0, 0} */
	int80(177, P + 0x48, B, P + 0x58, 8, 0, 0);		/* rt_sigtimedwait */
	int80(421, P + 0x50, B, P + 0x58, 8, 0, 0);		/* rt_sigtimedwait_time64 */
	int80(177, P + 0x48, 0, P + 0x58, 8, 0, 0);		/* EAGAIN */
	int80(424, -1, SIGUSR1, (long)si, 0, 0, 0);		/* pidfd_send_signal */
	int80(68, 0, 0, 0, 0, 0, 0);				/* sgetmask */
	int80(69, (1u << 9) | (1u << 11) | (1u << 16), 0, 0, 0, 0, 0);	/* ssetmask */
	U32(0x70)[0] = 1, U32(0x70)[1] = 2;			/* a timeval of i386 */
	int80(366, 11, SOL_SOCKET, 20, P + 0x70, 8, 0);		/* SO_RCVTIMEO_OLD */
	U32(0x78)[0] = 8;
	int80(365, 11, SOL_SOCKET, 21, B, P + 0x78, 0);		/* SO_SNDTIMEO_OLD */
	U32(0x80)[0] = 11, U32(0x80)[1] = SOL_SOCKET, U32(0x80)[2] = 20;
	U32(0x80)[3] = P + 0x70, U32(0x80)[4] = 8;
	int80(102, 14, P + 0x80, 0, 0, 0, 0);			/* socketcall(SETSOCKOPT) */
	/* a socket filter of i386: {len, filter} at 0x90, one instruction at 0x1c0 */
	U32(0x1c0)[0] = 0x06, U32(0x1c0)[1] = 0xffff;		/* BPF_STMT(BPF_RET|BPF_K, 0xffff) */
	U32(0x90)[0] = 1, U32(0x90)[1] = P + 0x1c0;
	int80(366, 11, SOL_SOCKET, SO_ATTACH_FILTER, P + 0x90, 8, 0);
	/* seccomp filters of i386, refused: an unknown flag, then no instructions */
	U32(0x1c8)[0] = 0x06, U32(0x1c8)[1] = 0x7fff0000;	/* RET SECCOMP_RET_ALLOW */
	U32(0x1d0)[0] = 1, U32(0x1d0)[1] = P + 0x1c8;
	int80(354, 1, 0x80, P + 0x1d0, 0, 0, 0);		/* seccomp */
	U32(0x1d8)[0] = 0, U32(0x1d8)[1] = P + 0x1c8;
	int80(172, 22, 2, P + 0x1d8, 0, 0, 0);			/* prctl(PR_SET_SECCOMP) */
	int80(402, msq, IPC_STAT, B, 0, 0, 0);			/* msgctl */
	int80(117, 14, msq, IPC_64 | IPC_STAT, 0, B, 0);	/* ipc(MSGCTL) */
	int80(402, msq, IPC_RMID, 0, 0, 0, 0);
	int80(394, sem, 0, IPC_STAT, B, 0, 0);			/* semctl */
	U32(0x98)[0] = B;					/* union semun */
	int80(117, 3, sem, 0, IPC_64 | IPC_STAT, P + 0x98, 0);	/* ipc(SEMCTL) */
	uint16_t *sops = (uint16_t *)(buf + 0xa0);		/* struct sembuf {0, 1, 0} */
	sops[0] = 0, sops[1] = 1, sops[2] = 0;
	int80(117, 4, sem, 1, 0, P + 0xa0, P + 0x58);		/* ipc(SEMTIMEDOP) */
	int80(394, sem, 0, IPC_RMID, 0, 0, 0);
	int80(396, shm, IPC_STAT, B, 0, 0, 0);			/* shmctl */
	int80(117, 24, shm, IPC_64 | IPC_STAT, 0, B, 0);	/* ipc(SHMCTL) */
	int80(396, shm, IPC_RMID, 0, 0, 0, 0);
	/* mqueue: struct mq_attr of i386 at 0xb0, a sigevent at 0xd0 */
	U32(0xb0)[0] = 0x800, U32(0xb0)[1] = 2, U32(0xb0)[2] = 16, U32(0xb0)[3] = 0;
	int80(282, -1, P + 0xb0, B, 0, 0, 0);			/* mq_getsetattr */
	int80(279, -1, P + 0x690, 5, 3, P + 0x58, 0);		/* mq_timedsend */
	int80(280, -1, B, 16, P + 0xa8, P + 0x58, 0);		/* mq_timedreceive */
	U32(0xd0)[0] = 0x1234, U32(0xd0)[1] = SIGUSR1, U32(0xd0)[2] = SIGEV_SIGNAL;
	int80(281, -1, P + 0xd0, 0, 0, 0, 0);			/* mq_notify */
	/* aio: a pread of /dev/zero */
	int80(245, 1, P + 0xe0, 0, 0, 0, 0);			/* io_setup */
	uint32_t ctx = U32(0xe0)[0];
	struct iocb *cb = (struct iocb *)(buf + 0x800);
	memset(cb, 0, sizeof(*cb));
	cb->aio_data = 0x42, cb->aio_lio_opcode = IOCB_CMD_PREAD, cb->aio_fildes = 10;
	cb->aio_buf = B, cb->aio_nbytes = 8;
	U32(0xe8)[0] = P + 0x800;
	int80(248, ctx, 1, P + 0xe8, 0, 0, 0);			/* io_submit */
	int80(247, ctx, 1, 1, B + 1024, P + 0x58, 0);		/* io_getevents */
	/* io_pgetevents with i386's struct __aio_sigset {sigmask, sigsetsize} at 0x130,
	 * the mask at 0x138 (SIGCHLD too: the stopped child's must not interrupt it) */
	U32(0x138)[0] = 1u << 9 | 1u << 16, U32(0x138)[1] = 0;
	U32(0x130)[0] = P + 0x138, U32(0x130)[1] = 8;
	int80(385, ctx, 0, 1, B + 1024, P + 0x58, P + 0x130);	/* io_pgetevents */
	int80(246, ctx, 0, 0, 0, 0, 0);				/* io_destroy */
	int80(248, 0, -1, P + 0xe8, 0, 0, 0);			/* EINVAL */
	/* ptrace of the stopped child */
	int80(26, PTRACE_PEEKDATA, traced, P, B, 0, 0);
	int80(26, PTRACE_GETEVENTMSG, traced, 0, B, 0, 0);
	int80(26, PTRACE_GETSIGINFO, traced, 0, B, 0, 0);
	int80(26, PTRACE_SETOPTIONS, traced, 0, PTRACE_O_TRACESYSGOOD, 0, 0);
	int80(26, PTRACE_CONT, traced, 0, 0, 0, 0);
	/* kexec_load: one segment of i386, an architecture the kernel refuses */
	U32(0x100)[0] = 0, U32(0x100)[1] = 1, U32(0x100)[2] = 0, U32(0x100)[3] = 40;
	int80(283, 0x1000, 1, P + 0x100, 40 << 16, 0, 0);
	/* iovecs of i386 at 0x120 */
	U32(0x120)[0] = P + 0x680, U32(0x120)[1] = 4, U32(0x120)[2] = P + 0x690, U32(0x120)[3] = 5;
	int80(378, 9, P + 0x120, 2, 0, 0, 0);			/* preadv2 */
	int80(379, 9, P + 0x120, 2, 5, 0, 8);			/* pwritev2, RWF_NOWAIT */
	int80(316, -1, P + 0x120, 2, 0, 0, 0);			/* vmsplice */
	int80(347, pid, P + 0x120, 1, P + 0x120, 1, 0);		/* process_vm_readv */
	int80(440, -1, P + 0x120, 1, 0, 0, 0);			/* process_madvise */
	/* pselect6's sigmask pair at 0x130; pollfds at 0x140 */
	U32(0x130)[0] = P + 0x48, U32(0x130)[1] = 8;
	int80(308, 10, P + 0x30, 0, 0, P + 0x58, P + 0x130);	/* pselect6 */
	int80(413, 0, 0, 0, 0, P + 0x58, 0);			/* pselect6_time64 */
	struct pollfd *pfd = (struct pollfd *)(buf + 0x140);
	pfd[0].fd = 9, pfd[0].events = POLLIN, pfd[1].fd = -1;
	int80(309, (long)pfd, 2, P + 0x58, P + 0x48, 8, 0);	/* ppoll */
	/* the rest */
	int80(18, P + 0x640, B, 0, 0, 0, 0);			/* oldstat */
	int80(28, 9, B, 0, 0, 0, 0);				/* oldfstat */
	U32(0x150)[0] = P + 0x680, U32(0x150)[1] = 0;		/* argv */
	int80(358, AT_FDCWD, P + 0x600, P + 0x150, P + 0x150, 0, 0);	/* execveat */
	int80(339, -1, 1, 0x3b, 0, AT_FDCWD, P + 0x640);		/* fanotify_mark */
	int80(81, 0x7fffffff, B, 0, 0, 0, 0);			/* setgroups */
	int80(312, 0, B, B + 8, 0, 0, 0);			/* get_robust_list */
	U32(0x160)[0] = 1, U32(0x160)[1] = 5, U32(0x160)[2] = 0, U32(0x160)[3] = (1u << 30) - 2;
	int80(320, AT_FDCWD, P + 0x600, P + 0x160, 0, 0, 0);	/* utimensat */
	int80(14, P + 0x600, S_IFCHR | 0600, makedev(1, 3), 0, 0, 0);	/* mknod */
	int80(393, IPC_PRIVATE, -1, 0, 0, 0, 0);		/* semget, direct */
	int80(117, 2, IPC_PRIVATE, -1, 0, 0, 0);		/* and through ipc() */
	/* socketcall and ipc of calls none stands for, or with unreadable arguments */
	int80(102, 99, P, 0, 0, 0, 0);
	int80(102, 1, 0, 0, 0, 0, 0);
	int80(117, 99, 1, 2, 3, 0, 0);
	int80(117, 3, 1, 2, 3, 0, 0);				/* ipc(SEMCTL), ptr NULL */
	/* move_pages: two pages of i386, the second NULL */
	buf[4096] = 1;
	U32(0x170)[0] = B - 4096, U32(0x170)[1] = 0;
	int80(317, 0, 2, P + 0x170, 0, P + 0x178, 0);
	int80(84, P + 0x640, B, 0, 0, 0, 0);			/* oldlstat */
	memset(buf + 0x180, 0, 16);
	U32(0x180)[1] = SIGALRM, U32(0x180)[2] = SIGEV_SIGNAL;
	int80(259, CLOCK_MONOTONIC, P + 0x180, B, 0, 0, 0);	/* timer_create */
	int80(343, 99, B, 0, 0, 0, 0);				/* clock_adjtime: EINVAL */
	int80(80, 0, 0, 0, 0, 0, 0);				/* getgroups */
	waitpid(traced, &status, 0);
	return 0;
}
