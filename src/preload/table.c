/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The capture table: for each x86_64 syscall, what the SIGSYS handler does
 * besides running it (a special path, the record shape) and which argument
 * memory it copies into the record for the decoders (the same memory strace's
 * decoders read: in-strings and in-buffers at entry, out-buffers and structs
 * after a successful call, -s bytes of data buffers).
 *
 * Data, not code: the copying itself is in capture.c, once per kind.
 * A syscall missing here is still recorded, with its raw arguments only.
 */
#include "config.h"

#include <sys/syscall.h>

#include "sx.h"

#ifndef __NR_clone3
#define __NR_clone3 435
#endif
#ifndef __NR_close_range
#define __NR_close_range 436
#endif
#ifndef __NR_openat2
#define __NR_openat2 437
#endif
#ifndef __NR_faccessat2
#define __NR_faccessat2 439
#endif
#ifndef __NR_epoll_pwait2
#define __NR_epoll_pwait2 441
#endif
#ifndef __NR_fchmodat2
#define __NR_fchmodat2 452
#endif

#define I(kind_, arg_, b_, size_) { .kind = (kind_), .arg = (arg_), .b = (b_), .size = (size_) }
#define PATH(a) I(K_PATH, a, 0, 0)
#define STR(a) I(K_STR, a, 0, 0)
#define BUF_IN(a, len) I(K_BUF_IN, a, len, 0)
#define BUF_OUT(a) I(K_BUF_OUT, a, 0, 0)
#define BUF_OUT_ALL(a, max) I(K_BUF_OUT_ALL, a, 0, max)
#define OBJ_IN(a, size) I(K_OBJ_IN, a, 0, size)
#define OBJ_OUT(a, size) I(K_OBJ_OUT, a, 0, size)
#define OBJ_OUT_ERR(a, size) I(K_OBJ_OUT_ERR, a, 0, size)
#define OBJ_INOUT(a, size) I(K_OBJ_INOUT, a, 0, size)
#define OBJ_IN_LEN(a, len, max) I(K_OBJ_IN_LEN, a, len, max)
#define OBJ_OUT_LEN(a, len, max) I(K_OBJ_OUT_LEN, a, len, max)
#define OUT_LENPTR(a, lenp, max) I(K_OBJ_OUT_LENPTR, a, lenp, max)
#define IOV_IN(a, cnt) I(K_IOV_IN, a, cnt, 0)
#define IOV_OUT(a, cnt) I(K_IOV_OUT, a, cnt, 0)
#define ARGV(a) I(K_ARGV, a, 0, 0)
#define ENVP(a) I(K_ENVP, a, 0, 0)
#define SIGSET_IN(a, size_arg) OBJ_IN_LEN(a, size_arg, 128)
#define SIGSET_OUT(a, size_arg) OBJ_OUT_LEN(a, size_arg, 128)
#define FDSET(a, nfds) I(K_FDSET, a, nfds, 0)
#define POLLFD(a, n) I(K_POLLFD, a, n, 0)

/* Sizes of the structs, x86_64. */
#define SZ_STAT 144
#define SZ_STATX 256
#define SZ_STATFS 120
#define SZ_TIMESPEC 16
#define SZ_TIMEVAL 16
#define SZ_ITIMER 32		/* itimerval, itimerspec */
#define SZ_RLIMIT 16
#define SZ_RUSAGE 144
#define SZ_UTSNAME 390
#define SZ_SYSINFO 112
#define SZ_TMS 32
/* The kernel's sigaction is 32 bytes (handler, flags, restorer, 8-byte mask), but the
 * decoder reads 88 as strace does (src/decode/signal.c): copy what it will read, so a
 * struct near unmapped memory prints as an address here too. */
#define SZ_KSIGACTION 88
#define SZ_STACK 24
#define SZ_SIGINFO 128
#define SZ_SOCKADDR 128
#define SZ_TIMEX 208
#define SZ_SCHED_ATTR 56
#define SZ_OPEN_HOW 24
#define SZ_SIGEVENT 64
#define SZ_MSGHDR 56
#define SZ_ROBUST_HEAD_PTR 8

/* Flags of the process-lifecycle calls: systrace follows processes through them. */
#define LIFE (CF_SPLIT | CF_ALWAYS | CF_URGENT)

#define ROW(nr, flags_, intr_, ...) \
	[nr] = { .flags = (flags_), .intr = (intr_), .items = { __VA_ARGS__ } }
#define SPECIAL(nr, flags_, special_, ...) \
	[nr] = { .flags = (flags_), .special = (special_), .items = { __VA_ARGS__ } }
/* fork and clone are restarted, whatever the handler: -ERESTARTNOINTR. */
#define CLONE_ROW(nr, ...) \
	[nr] = { .flags = LIFE, .special = SP_CLONE, .intr = IC_NOINTR, .items = { __VA_ARGS__ } }

const struct sx_cap sx_caps[SX_NR_TABLE] = {
	/* Files and descriptors */
	ROW(__NR_read, CF_SPLIT, IC_RESTARTSYS, BUF_OUT(1)),
	ROW(__NR_write, 0, IC_RESTARTSYS, BUF_IN(1, 2)),
	ROW(__NR_open, CF_SPLIT, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_openat, CF_SPLIT, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_openat2, CF_SPLIT, IC_RESTARTSYS, PATH(1), OBJ_IN_LEN(2, 3, SZ_OPEN_HOW)),
	ROW(__NR_creat, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_stat, 0, IC_RESTARTSYS, PATH(0), OBJ_OUT(1, SZ_STAT)),
	ROW(__NR_lstat, 0, IC_RESTARTSYS, PATH(0), OBJ_OUT(1, SZ_STAT)),
	ROW(__NR_fstat, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_STAT)),
	ROW(__NR_newfstatat, 0, IC_RESTARTSYS, PATH(1), OBJ_OUT(2, SZ_STAT)),
	ROW(__NR_statx, 0, IC_RESTARTSYS, PATH(1), OBJ_OUT(4, SZ_STATX)),
	ROW(__NR_statfs, 0, IC_RESTARTSYS, PATH(0), OBJ_OUT(1, SZ_STATFS)),
	ROW(__NR_fstatfs, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_STATFS)),
	ROW(__NR_pread64, CF_SPLIT, IC_RESTARTSYS, BUF_OUT(1)),
	ROW(__NR_pwrite64, 0, IC_RESTARTSYS, BUF_IN(1, 2)),
	ROW(__NR_readv, CF_SPLIT, IC_RESTARTSYS, IOV_OUT(1, 2)),
	ROW(__NR_writev, 0, IC_RESTARTSYS, IOV_IN(1, 2)),
	ROW(__NR_preadv, CF_SPLIT, IC_RESTARTSYS, IOV_OUT(1, 2)),
	ROW(__NR_pwritev, 0, IC_RESTARTSYS, IOV_IN(1, 2)),
	ROW(__NR_preadv2, CF_SPLIT, IC_RESTARTSYS, IOV_OUT(1, 2)),
	ROW(__NR_pwritev2, 0, IC_RESTARTSYS, IOV_IN(1, 2)),
	/* In/out offsets: split, so the value before the call is copied before it. */
	ROW(__NR_sendfile, CF_SPLIT, IC_RESTARTSYS, OBJ_INOUT(2, 8)),
	ROW(__NR_copy_file_range, CF_SPLIT, IC_RESTARTSYS, OBJ_INOUT(1, 8), OBJ_INOUT(3, 8)),
	ROW(__NR_access, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_faccessat, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_faccessat2, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_pipe, 0, IC_RESTARTSYS, OBJ_OUT(0, 8)),
	ROW(__NR_pipe2, 0, IC_RESTARTSYS, OBJ_OUT(0, 8)),
	ROW(__NR_ioctl, 0, IC_RESTARTSYS, I(K_IOCTL, 2, 0, 0)),
	ROW(__NR_fcntl, 0, IC_RESTARTSYS, I(K_FCNTL_LOCK, 2, 0, 0)),
	ROW(__NR_flock, CF_SPLIT, IC_RESTARTSYS),
	ROW(__NR_getdents, 0, IC_RESTARTSYS, BUF_OUT_ALL(1, 65535)),
	ROW(__NR_getdents64, 0, IC_RESTARTSYS, BUF_OUT_ALL(1, 65535)),
	ROW(__NR_getcwd, 0, IC_RESTARTSYS, BUF_OUT_ALL(0, 4096)),
	ROW(__NR_chdir, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_chroot, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_truncate, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_rename, 0, IC_RESTARTSYS, PATH(0), PATH(1)),
	ROW(__NR_renameat, 0, IC_RESTARTSYS, PATH(1), PATH(3)),
	ROW(__NR_renameat2, 0, IC_RESTARTSYS, PATH(1), PATH(3)),
	ROW(__NR_mkdir, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_mkdirat, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_rmdir, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_link, 0, IC_RESTARTSYS, PATH(0), PATH(1)),
	ROW(__NR_linkat, 0, IC_RESTARTSYS, PATH(1), PATH(3)),
	ROW(__NR_unlink, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_unlinkat, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_symlink, 0, IC_RESTARTSYS, PATH(0), PATH(1)),
	ROW(__NR_symlinkat, 0, IC_RESTARTSYS, PATH(0), PATH(2)),
	ROW(__NR_readlink, 0, IC_RESTARTSYS, PATH(0), BUF_OUT(1)),
	ROW(__NR_readlinkat, 0, IC_RESTARTSYS, PATH(1), BUF_OUT(2)),
	ROW(__NR_chmod, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_fchmodat, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_fchmodat2, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_chown, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_lchown, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_fchownat, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_mknod, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_mknodat, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_utime, 0, IC_RESTARTSYS, PATH(0), OBJ_IN(1, 16)),
	ROW(__NR_utimes, 0, IC_RESTARTSYS, PATH(0), OBJ_IN(1, 2 * SZ_TIMEVAL)),
	ROW(__NR_futimesat, 0, IC_RESTARTSYS, PATH(1), OBJ_IN(2, 2 * SZ_TIMEVAL)),
	ROW(__NR_utimensat, 0, IC_RESTARTSYS, PATH(1), OBJ_IN(2, 2 * SZ_TIMESPEC)),
	ROW(__NR_setxattr, 0, IC_RESTARTSYS, PATH(0), STR(1), BUF_IN(2, 3)),
	ROW(__NR_lsetxattr, 0, IC_RESTARTSYS, PATH(0), STR(1), BUF_IN(2, 3)),
	ROW(__NR_fsetxattr, 0, IC_RESTARTSYS, STR(1), BUF_IN(2, 3)),
	ROW(__NR_getxattr, 0, IC_RESTARTSYS, PATH(0), STR(1), BUF_OUT(2)),
	ROW(__NR_lgetxattr, 0, IC_RESTARTSYS, PATH(0), STR(1), BUF_OUT(2)),
	ROW(__NR_fgetxattr, 0, IC_RESTARTSYS, STR(1), BUF_OUT(2)),
	ROW(__NR_listxattr, 0, IC_RESTARTSYS, PATH(0), BUF_OUT(1)),
	ROW(__NR_llistxattr, 0, IC_RESTARTSYS, PATH(0), BUF_OUT(1)),
	ROW(__NR_flistxattr, 0, IC_RESTARTSYS, BUF_OUT(1)),
	ROW(__NR_removexattr, 0, IC_RESTARTSYS, PATH(0), STR(1)),
	ROW(__NR_lremovexattr, 0, IC_RESTARTSYS, PATH(0), STR(1)),
	ROW(__NR_fremovexattr, 0, IC_RESTARTSYS, STR(1)),
	ROW(__NR_inotify_add_watch, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_memfd_create, 0, IC_RESTARTSYS, STR(0)),
	ROW(__NR_mount, 0, IC_RESTARTSYS, PATH(0), PATH(1), STR(2)),
	ROW(__NR_umount2, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_pivot_root, 0, IC_RESTARTSYS, PATH(0), PATH(1)),
	ROW(__NR_swapon, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_swapoff, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_acct, 0, IC_RESTARTSYS, PATH(0)),
	ROW(__NR_name_to_handle_at, 0, IC_RESTARTSYS, PATH(1)),
	ROW(__NR_fanotify_mark, 0, IC_RESTARTSYS, PATH(4)),

	/* Polling and waiting */
	ROW(__NR_poll, CF_SPLIT, IC_POLL, POLLFD(0, 1)),
	ROW(__NR_select, CF_SPLIT, IC_NOHAND, FDSET(1, 0), FDSET(2, 0), FDSET(3, 0),
	    OBJ_INOUT(4, SZ_TIMEVAL)),
	[__NR_pselect6] = { .flags = CF_SPLIT, .intr = IC_NOHAND, .special = SP_PSELECT,
			    .items = { FDSET(1, 0), FDSET(2, 0), FDSET(3, 0),
				       I(K_PSELECT_MASK, 5, 0, 0) } },
	[__NR_ppoll] = { .flags = CF_SPLIT, .intr = IC_NOHAND, .special = SP_MASKARG, .mask_arg = 3,
			 .items = { POLLFD(0, 1), OBJ_INOUT(2, SZ_TIMESPEC), SIGSET_IN(3, 4) } },
	ROW(__NR_epoll_wait, CF_SPLIT, IC_EINTR, I(K_EPOLL_OUT, 1, 0, 0)),
	[__NR_epoll_pwait] = { .flags = CF_SPLIT, .intr = IC_EINTR, .special = SP_MASKARG,
			       .mask_arg = 4,
			       .items = { I(K_EPOLL_OUT, 1, 0, 0), SIGSET_IN(4, 5) } },
	[__NR_epoll_pwait2] = { .flags = CF_SPLIT, .intr = IC_EINTR, .special = SP_MASKARG,
				.mask_arg = 4,
				.items = { I(K_EPOLL_OUT, 1, 0, 0), OBJ_IN(3, SZ_TIMESPEC),
					   SIGSET_IN(4, 5) } },
	ROW(__NR_epoll_ctl, 0, IC_RESTARTSYS, OBJ_IN(3, 12)),
	ROW(__NR_pause, CF_SPLIT, IC_NOHAND),
	ROW(__NR_nanosleep, CF_SPLIT, IC_RESTARTBLOCK, OBJ_IN(0, SZ_TIMESPEC),
	    OBJ_OUT_ERR(1, SZ_TIMESPEC)),
	ROW(__NR_clock_nanosleep, CF_SPLIT, IC_RESTARTBLOCK, OBJ_IN(2, SZ_TIMESPEC),
	    OBJ_OUT_ERR(3, SZ_TIMESPEC)),
	ROW(__NR_futex, CF_SPLIT, IC_FUTEX, I(K_FUTEX_TIMEOUT, 3, 0, 0)),
	ROW(__NR_wait4, LIFE & ~CF_URGENT, IC_RESTARTSYS, OBJ_OUT(1, 4), OBJ_OUT(3, SZ_RUSAGE)),
	ROW(__NR_waitid, LIFE & ~CF_URGENT, IC_RESTARTSYS, OBJ_OUT(2, SZ_SIGINFO),
	    OBJ_OUT(4, SZ_RUSAGE)),
	ROW(__NR_msgrcv, CF_SPLIT, IC_RESTARTSYS),
	ROW(__NR_semop, CF_SPLIT, IC_RESTARTSYS),
	ROW(__NR_semtimedop, CF_SPLIT, IC_RESTARTSYS, OBJ_IN(3, SZ_TIMESPEC)),

	/* Sockets */
	ROW(__NR_connect, CF_SPLIT, IC_RESTARTSYS, OBJ_IN_LEN(1, 2, SZ_SOCKADDR)),
	ROW(__NR_bind, 0, IC_RESTARTSYS, OBJ_IN_LEN(1, 2, SZ_SOCKADDR)),
	ROW(__NR_accept, CF_SPLIT, IC_RESTARTSYS, OUT_LENPTR(1, 2, SZ_SOCKADDR)),
	ROW(__NR_accept4, CF_SPLIT, IC_RESTARTSYS, OUT_LENPTR(1, 2, SZ_SOCKADDR)),
	/* The length is in/out: split, so its value before the call is copied then. */
	ROW(__NR_getsockname, CF_SPLIT, IC_RESTARTSYS, OUT_LENPTR(1, 2, SZ_SOCKADDR)),
	ROW(__NR_getpeername, CF_SPLIT, IC_RESTARTSYS, OUT_LENPTR(1, 2, SZ_SOCKADDR)),
	ROW(__NR_socketpair, 0, IC_RESTARTSYS, OBJ_OUT(3, 8)),
	/* setsockopt: the value with its given length, and its first int alone: a copy
	 * longer than the memory there is lost whole, and most options are an int. */
	ROW(__NR_setsockopt, 0, IC_RESTARTSYS, OBJ_IN_LEN(3, 4, 256), OBJ_IN(3, 4)),
	ROW(__NR_getsockopt, CF_SPLIT, IC_RESTARTSYS, OUT_LENPTR(3, 4, 256)),
	ROW(__NR_sendto, 0, IC_RESTARTSYS, BUF_IN(1, 2), OBJ_IN_LEN(4, 5, SZ_SOCKADDR)),
	ROW(__NR_recvfrom, CF_SPLIT, IC_RESTARTSYS, BUF_OUT(1), OUT_LENPTR(4, 5, SZ_SOCKADDR)),
	ROW(__NR_sendmsg, 0, IC_RESTARTSYS, I(K_MSGHDR_IN, 1, 0, 0)),
	/* recvmsg: the header at entry too (msg_namelen is in/out). */
	ROW(__NR_recvmsg, CF_SPLIT, IC_RESTARTSYS, OBJ_IN(1, SZ_MSGHDR), I(K_MSGHDR_OUT, 1, 0, 0)),
	ROW(__NR_sendmmsg, 0, IC_RESTARTSYS, I(K_MMSGHDR, 1, 2, 0)),
	ROW(__NR_recvmmsg, CF_SPLIT, IC_RESTARTSYS, I(K_MMSGHDR, 1, 2, 0), OBJ_IN(4, SZ_TIMESPEC)),

	/* Processes */
	CLONE_ROW(__NR_clone, I(K_CLONE_TID, 2, 0, 0)),
	CLONE_ROW(__NR_clone3, I(K_CLONE3, 0, 0, 0)),
	CLONE_ROW(__NR_fork),
	CLONE_ROW(__NR_vfork),
	ROW(__NR_execve, LIFE, IC_RESTARTSYS, PATH(0), ARGV(1), ENVP(2)),
	ROW(__NR_execveat, LIFE, IC_RESTARTSYS, PATH(1), ARGV(2), ENVP(3)),
	ROW(__NR_exit, CF_NORETURN | CF_ALWAYS | CF_URGENT, IC_RESTARTSYS),
	ROW(__NR_exit_group, CF_NORETURN | CF_ALWAYS | CF_URGENT, IC_RESTARTSYS),
	ROW(__NR_uname, 0, IC_RESTARTSYS, OBJ_OUT(0, SZ_UTSNAME)),
	ROW(__NR_sysinfo, 0, IC_RESTARTSYS, OBJ_OUT(0, SZ_SYSINFO)),
	ROW(__NR_times, 0, IC_RESTARTSYS, OBJ_OUT(0, SZ_TMS)),
	ROW(__NR_getrusage, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_RUSAGE)),
	ROW(__NR_getrlimit, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_RLIMIT)),
	ROW(__NR_setrlimit, 0, IC_RESTARTSYS, OBJ_IN(1, SZ_RLIMIT)),
	ROW(__NR_prlimit64, CF_SPLIT, IC_RESTARTSYS, OBJ_IN(2, SZ_RLIMIT), OBJ_OUT(3, SZ_RLIMIT)),
	ROW(__NR_getresuid, 0, IC_RESTARTSYS, OBJ_OUT(0, 4), OBJ_OUT(1, 4), OBJ_OUT(2, 4)),
	ROW(__NR_getresgid, 0, IC_RESTARTSYS, OBJ_OUT(0, 4), OBJ_OUT(1, 4), OBJ_OUT(2, 4)),
	ROW(__NR_capget, 0, IC_RESTARTSYS, OBJ_INOUT(0, 8), OBJ_OUT(1, 24)),
	ROW(__NR_capset, 0, IC_RESTARTSYS, OBJ_IN(0, 8), OBJ_IN(1, 24)),
	SPECIAL(__NR_prctl, 0, SP_PRCTL),
	ROW(__NR_sched_setparam, 0, IC_RESTARTSYS, OBJ_IN(1, 4)),
	ROW(__NR_sched_getparam, 0, IC_RESTARTSYS, OBJ_OUT(1, 4)),
	ROW(__NR_sched_setscheduler, 0, IC_RESTARTSYS, OBJ_IN(2, 4)),
	ROW(__NR_sched_rr_get_interval, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_TIMESPEC)),
	ROW(__NR_sched_setaffinity, 0, IC_RESTARTSYS, OBJ_IN_LEN(2, 1, 128)),
	ROW(__NR_sched_getaffinity, 0, IC_RESTARTSYS, BUF_OUT_ALL(2, 128)),
	ROW(__NR_sched_setattr, 0, IC_RESTARTSYS, OBJ_IN(1, SZ_SCHED_ATTR)),
	ROW(__NR_sched_getattr, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_SCHED_ATTR)),
	ROW(__NR_getcpu, 0, IC_RESTARTSYS, OBJ_OUT(0, 4), OBJ_OUT(1, 4)),
	ROW(__NR_getrandom, 0, IC_RESTARTSYS, BUF_OUT(0)),
	ROW(__NR_get_robust_list, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_ROBUST_HEAD_PTR), OBJ_OUT(2, 8)),
	ROW(__NR_sethostname, 0, IC_RESTARTSYS, BUF_IN(0, 1)),
	ROW(__NR_setdomainname, 0, IC_RESTARTSYS, BUF_IN(0, 1)),
	ROW(__NR_rseq, 0, IC_RESTARTSYS, OBJ_IN(0, 32)),

	/* Signals */
	[__NR_rt_sigaction] = { .flags = CF_SPLIT, .special = SP_SIGACTION,
				.items = { OBJ_IN(1, SZ_KSIGACTION), OBJ_OUT(2, SZ_KSIGACTION) } },
	[__NR_rt_sigprocmask] = { .flags = CF_SPLIT, .special = SP_SIGPROCMASK,
				  .items = { SIGSET_IN(1, 3), SIGSET_OUT(2, 3) } },
	SPECIAL(__NR_rt_sigreturn, 0, SP_SIGRETURN, I(K_SIGFRAME, 0, 0, 0)),
	[__NR_rt_sigsuspend] = { .flags = CF_SPLIT, .intr = IC_NOHAND, .special = SP_MASKARG,
				 .mask_arg = 0, .items = { SIGSET_IN(0, 1) } },
	ROW(__NR_rt_sigpending, 0, IC_RESTARTSYS, SIGSET_OUT(0, 1)),
	ROW(__NR_rt_sigtimedwait, CF_SPLIT, IC_EINTR, SIGSET_IN(0, 3), OBJ_OUT(1, SZ_SIGINFO),
	    OBJ_IN(2, SZ_TIMESPEC)),
	ROW(__NR_rt_sigqueueinfo, 0, IC_RESTARTSYS, OBJ_IN(2, SZ_SIGINFO)),
	ROW(__NR_rt_tgsigqueueinfo, 0, IC_RESTARTSYS, OBJ_IN(3, SZ_SIGINFO)),
	[__NR_sigaltstack] = { .flags = CF_SPLIT, .special = SP_SIGALTSTACK,
			       .items = { OBJ_IN(0, SZ_STACK), OBJ_OUT(1, SZ_STACK) } },
	ROW(__NR_signalfd, 0, IC_RESTARTSYS, SIGSET_IN(1, 2)),
	ROW(__NR_signalfd4, 0, IC_RESTARTSYS, SIGSET_IN(1, 2)),
	ROW(__NR_pidfd_send_signal, 0, IC_RESTARTSYS, OBJ_IN(2, SZ_SIGINFO)),

	/* Time */
	ROW(__NR_gettimeofday, 0, IC_RESTARTSYS, OBJ_OUT(0, SZ_TIMEVAL), OBJ_OUT(1, 8)),
	ROW(__NR_settimeofday, 0, IC_RESTARTSYS, OBJ_IN(0, SZ_TIMEVAL), OBJ_IN(1, 8)),
	ROW(__NR_time, 0, IC_RESTARTSYS, OBJ_OUT(0, 8)),
	ROW(__NR_clock_gettime, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_TIMESPEC)),
	ROW(__NR_clock_getres, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_TIMESPEC)),
	ROW(__NR_clock_settime, 0, IC_RESTARTSYS, OBJ_IN(1, SZ_TIMESPEC)),
	ROW(__NR_clock_adjtime, 0, IC_RESTARTSYS, OBJ_INOUT(1, SZ_TIMEX)),
	ROW(__NR_adjtimex, 0, IC_RESTARTSYS, OBJ_INOUT(0, SZ_TIMEX)),
	ROW(__NR_getitimer, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_ITIMER)),
	ROW(__NR_setitimer, CF_SPLIT, IC_RESTARTSYS, OBJ_IN(1, SZ_ITIMER), OBJ_OUT(2, SZ_ITIMER)),
	ROW(__NR_timer_create, 0, IC_RESTARTSYS, OBJ_IN(1, SZ_SIGEVENT), OBJ_OUT(2, 4)),
	ROW(__NR_timer_settime, CF_SPLIT, IC_RESTARTSYS, OBJ_IN(2, SZ_ITIMER), OBJ_OUT(3, SZ_ITIMER)),
	ROW(__NR_timer_gettime, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_ITIMER)),
	ROW(__NR_timerfd_settime, CF_SPLIT, IC_RESTARTSYS, OBJ_IN(2, SZ_ITIMER),
	    OBJ_OUT(3, SZ_ITIMER)),
	ROW(__NR_timerfd_gettime, 0, IC_RESTARTSYS, OBJ_OUT(1, SZ_ITIMER)),
};
