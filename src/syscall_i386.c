/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The i386 table. Names and numbers are the kernel's (<asm/unistd_32.h>, and
 * libseccomp's for the newest; tests/syscall_i386 compares them), argument
 * counts its prototypes' (a 64-bit value takes two registers on i386). Each row
 * names the x86_64 syscall it stands for: the row takes its classes and
 * properties (so -e trace=%file, execve, exit and clone work alike), and its
 * decoder where the row says D. A decoder is right for 32-bit values when it
 * prints ints, unsigned values, file descriptors, flags, paths and strings, or
 * structures laid out alike on both (epoll_event, statx, the *_time64 calls'
 * timespecs). Rows whose arguments are longs, 64-bit values split in two
 * registers, or structures that differ (stat, timespec, iovec, sigaction,
 * siginfo, pointer arrays, msghdr, statfs, dirents, IPC and aio structures) name
 * an i386 decoder (src/decode/i386.c and i386_*.c, or next to the x86_64 one with
 * a width flag), or say R and print raw hex, as strace does for the calls it does
 * not decode either (stty, vm86, afs_syscall, ...). socketcall and ipc are
 * shown as the calls they stand for (syscall_i386_subcall). -e trace= selects
 * these rows by their own names (qualify.c), as strace does.
 */
#include "config.h"
#include "syscall_i386.h"

#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "decode/i386.h"
#include "decoders.h"
#include "event.h"
#include "fetch.h"
#include "options.h"
#include "output.h"
#include "qualify.h"
#include "tcb.h"
#include "util.h"

/* How a row's arguments print: R raw hex, D with its x86_64 counterpart's decoder,
 * or an i386 decoder of src/decode/i386.c. */
#define R NULL
#define D decode_same
static int decode_same(struct tcb *tcp);

struct i386_row {
	int nr;
	const char *name;
	unsigned int nargs;
	const char *x64;	/* the x86_64 syscall it stands for, NULL if none */
	sys_decoder how;
};

#define ROW(nr, name, nargs, x64, how) { nr, name, nargs, x64, how }

static const struct i386_row rows[] = {
	ROW(  0, "restart_syscall",       0, "restart_syscall",   D),
	ROW(  1, "exit",                  1, "exit",              D),
	ROW(  2, "fork",                  0, "fork",              D),
	ROW(  3, "read",                  3, "read",              D),
	ROW(  4, "write",                 3, "write",             D),
	ROW(  5, "open",                  3, "open",              D),
	ROW(  6, "close",                 1, "close",             D),
	ROW(  7, "waitpid",               3, "wait4",             decode_i386_waitpid),
	ROW(  8, "creat",                 2, "creat",             D),
	ROW(  9, "link",                  2, "link",              D),
	ROW( 10, "unlink",                1, "unlink",            D),
	ROW( 11, "execve",                3, "execve",            decode_i386_execve),
	ROW( 12, "chdir",                 1, "chdir",             D),
	ROW( 13, "time",                  1, "time",              decode_i386_time),
	ROW( 14, "mknod",                 3, "mknod",             D),
	ROW( 15, "chmod",                 2, "chmod",             D),
	ROW( 16, "lchown",                3, "lchown",            decode_i386_uid16),
	ROW( 17, "break",                 0, NULL,                R),
	ROW( 18, "oldstat",               2, "stat",              decode_i386_oldstat),
	ROW( 19, "lseek",                 3, "lseek",             decode_i386_lseek),
	ROW( 20, "getpid",                0, "getpid",            D),
	ROW( 21, "mount",                 5, "mount",             D),
	ROW( 22, "umount",                1, "umount2",           decode_i386_umount),
	ROW( 23, "setuid",                1, "setuid",            decode_i386_uid16),
	ROW( 24, "getuid",                0, "getuid",            R),
	ROW( 25, "stime",                 1, "settimeofday",      R),
	ROW( 26, "ptrace",                4, "ptrace",            decode_i386_ptrace),
	ROW( 27, "alarm",                 1, "alarm",             D),
	ROW( 28, "oldfstat",              2, "fstat",             decode_i386_oldfstat),
	ROW( 29, "pause",                 0, "pause",             D),
	ROW( 30, "utime",                 2, "utime",             decode_i386_utime),
	ROW( 31, "stty",                  2, NULL,                R),
	ROW( 32, "gtty",                  2, NULL,                R),
	ROW( 33, "access",                2, "access",            D),
	ROW( 34, "nice",                  1, "setpriority",       decode_i386_nice),
	ROW( 35, "ftime",                 0, NULL,                R),
	ROW( 36, "sync",                  0, "sync",              D),
	ROW( 37, "kill",                  2, "kill",              D),
	ROW( 38, "rename",                2, "rename",            D),
	ROW( 39, "mkdir",                 2, "mkdir",             D),
	ROW( 40, "rmdir",                 1, "rmdir",             D),
	ROW( 41, "dup",                   1, "dup",               D),
	ROW( 42, "pipe",                  1, "pipe",              D),
	ROW( 43, "times",                 1, "times",             decode_i386_times),
	ROW( 44, "prof",                  0, NULL,                R),
	ROW( 45, "brk",                   1, "brk",               D),
	ROW( 46, "setgid",                1, "setgid",            decode_i386_uid16),
	ROW( 47, "getgid",                0, "getgid",            R),
	ROW( 48, "signal",                2, "rt_sigaction",      decode_i386_signal),
	ROW( 49, "geteuid",               0, "geteuid",           R),
	ROW( 50, "getegid",               0, "getegid",           R),
	ROW( 51, "acct",                  1, "acct",              D),
	ROW( 52, "umount2",               2, "umount2",           D),
	ROW( 53, "lock",                  0, NULL,                R),
	ROW( 54, "ioctl",                 3, "ioctl",             decode_i386_ioctl),
	ROW( 55, "fcntl",                 3, "fcntl",             decode_i386_fcntl),
	ROW( 56, "mpx",                   0, NULL,                R),
	ROW( 57, "setpgid",               2, "setpgid",           D),
	ROW( 58, "ulimit",                2, NULL,                R),
	ROW( 59, "oldolduname",           1, "uname",             R),
	ROW( 60, "umask",                 1, "umask",             D),
	ROW( 61, "chroot",                1, "chroot",            D),
	ROW( 62, "ustat",                 2, "ustat",             D),
	ROW( 63, "dup2",                  2, "dup2",              D),
	ROW( 64, "getppid",               0, "getppid",           D),
	ROW( 65, "getpgrp",               0, "getpgrp",           D),
	ROW( 66, "setsid",                0, "setsid",            D),
	ROW( 67, "sigaction",             3, "rt_sigaction",      decode_i386_sigaction),
	ROW( 68, "sgetmask",              0, NULL,                decode_i386_sgetmask),
	ROW( 69, "ssetmask",              1, NULL,                decode_i386_ssetmask),
	ROW( 70, "setreuid",              2, "setreuid",          decode_i386_uid16),
	ROW( 71, "setregid",              2, "setregid",          decode_i386_uid16),
	ROW( 72, "sigsuspend",            3, "rt_sigsuspend",     decode_i386_sigsuspend),
	ROW( 73, "sigpending",            1, "rt_sigpending",     decode_i386_sigpending),
	ROW( 74, "sethostname",           2, "sethostname",       D),
	ROW( 75, "setrlimit",             2, "setrlimit",         decode_i386_setrlimit),
	ROW( 76, "getrlimit",             2, "getrlimit",         decode_i386_getrlimit),
	ROW( 77, "getrusage",             2, "getrusage",         decode_i386_getrusage),
	ROW( 78, "gettimeofday",          2, "gettimeofday",      decode_i386_gettimeofday),
	ROW( 79, "settimeofday",          2, "settimeofday",      decode_i386_settimeofday),
	ROW( 80, "getgroups",             2, "getgroups",         decode_i386_getgroups16),
	ROW( 81, "setgroups",             2, "setgroups",         decode_i386_setgroups16),
	ROW( 82, "select",                1, "select",            decode_i386_oldselect),
	ROW( 83, "symlink",               2, "symlink",           D),
	ROW( 84, "oldlstat",              2, "lstat",             decode_i386_oldstat),
	ROW( 85, "readlink",              3, "readlink",          D),
	ROW( 86, "uselib",                1, "uselib",            D),
	ROW( 87, "swapon",                2, "swapon",            D),
	ROW( 88, "reboot",                4, "reboot",            D),
	ROW( 89, "readdir",               3, "getdents",          decode_i386_readdir),
	ROW( 90, "mmap",                  1, "mmap",              decode_i386_old_mmap),
	ROW( 91, "munmap",                2, "munmap",            D),
	ROW( 92, "truncate",              2, "truncate",          D),
	ROW( 93, "ftruncate",             2, "ftruncate",         D),
	ROW( 94, "fchmod",                2, "fchmod",            D),
	ROW( 95, "fchown",                3, "fchown",            decode_i386_uid16),
	ROW( 96, "getpriority",           2, "getpriority",       D),
	ROW( 97, "setpriority",           3, "setpriority",       D),
	ROW( 98, "profil",                4, NULL,                R),
	ROW( 99, "statfs",                2, "statfs",            decode_i386_statfs),
	ROW(100, "fstatfs",               2, "fstatfs",           decode_i386_fstatfs),
	ROW(101, "ioperm",                3, "ioperm",            D),
	ROW(102, "socketcall",            2, NULL,                decode_i386_socketcall),
	ROW(103, "syslog",                3, "syslog",            D),
	ROW(104, "setitimer",             3, "setitimer",         decode_i386_setitimer),
	ROW(105, "getitimer",             2, "getitimer",         decode_i386_getitimer),
	ROW(106, "stat",                  2, "stat",              decode_i386_stat),
	ROW(107, "lstat",                 2, "lstat",             decode_i386_stat),
	ROW(108, "fstat",                 2, "fstat",             decode_i386_fstat),
	ROW(109, "olduname",              1, "uname",             R),
	ROW(110, "iopl",                  1, "iopl",              D),
	ROW(111, "vhangup",               0, "vhangup",           D),
	ROW(112, "idle",                  0, NULL,                R),
	ROW(113, "vm86old",               1, NULL,                R),
	ROW(114, "wait4",                 4, "wait4",             decode_i386_wait4),
	ROW(115, "swapoff",               1, "swapoff",           D),
	ROW(116, "sysinfo",               1, "sysinfo",           decode_i386_sysinfo),
	ROW(117, "ipc",                   6, NULL,                decode_i386_ipc),
	ROW(118, "fsync",                 1, "fsync",             D),
	ROW(119, "sigreturn",             0, "rt_sigreturn",      R),
	ROW(120, "clone",                 5, "clone",             decode_i386_clone),
	ROW(121, "setdomainname",         2, "setdomainname",     D),
	ROW(122, "uname",                 1, "uname",             D),
	ROW(123, "modify_ldt",            3, "modify_ldt",        D),
	ROW(124, "adjtimex",              1, "adjtimex",          decode_i386_adjtimex),
	ROW(125, "mprotect",              3, "mprotect",          D),
	ROW(126, "sigprocmask",           3, "rt_sigprocmask",    decode_i386_sigprocmask),
	ROW(127, "create_module",         2, "create_module",     R),
	ROW(128, "init_module",           3, "init_module",       D),
	ROW(129, "delete_module",         2, "delete_module",     D),
	ROW(130, "get_kernel_syms",       1, "get_kernel_syms",   R),
	ROW(131, "quotactl",              4, "quotactl",          D),
	ROW(132, "getpgid",               1, "getpgid",           D),
	ROW(133, "fchdir",                1, "fchdir",            D),
	ROW(134, "bdflush",               2, NULL,                R),
	ROW(135, "sysfs",                 3, "sysfs",             R),
	ROW(136, "personality",           1, "personality",       D),
	ROW(137, "afs_syscall",           5, "afs_syscall",       R),
	ROW(138, "setfsuid",              1, "setfsuid",          decode_i386_uid16),
	ROW(139, "setfsgid",              1, "setfsgid",          decode_i386_uid16),
	ROW(140, "_llseek",               5, "lseek",             decode_i386_llseek),
	ROW(141, "getdents",              3, "getdents",          decode_i386_getdents),
	ROW(142, "_newselect",            5, "select",            decode_i386_newselect),
	ROW(143, "flock",                 2, "flock",             D),
	ROW(144, "msync",                 3, "msync",             D),
	ROW(145, "readv",                 3, "readv",             decode_i386_readv),
	ROW(146, "writev",                3, "writev",            decode_i386_writev),
	ROW(147, "getsid",                1, "getsid",            D),
	ROW(148, "fdatasync",             1, "fdatasync",         D),
	ROW(149, "_sysctl",               1, "_sysctl",           R),
	ROW(150, "mlock",                 2, "mlock",             D),
	ROW(151, "munlock",               2, "munlock",           D),
	ROW(152, "mlockall",              1, "mlockall",          D),
	ROW(153, "munlockall",            0, "munlockall",        D),
	ROW(154, "sched_setparam",        2, "sched_setparam",    D),
	ROW(155, "sched_getparam",        2, "sched_getparam",    D),
	ROW(156, "sched_setscheduler",    3, "sched_setscheduler", D),
	ROW(157, "sched_getscheduler",    1, "sched_getscheduler", D),
	ROW(158, "sched_yield",           0, "sched_yield",       D),
	ROW(159, "sched_get_priority_max", 1, "sched_get_priority_max", D),
	ROW(160, "sched_get_priority_min", 1, "sched_get_priority_min", D),
	ROW(161, "sched_rr_get_interval", 2, "sched_rr_get_interval", decode_i386_sched_rr_get_interval),
	ROW(162, "nanosleep",             2, "nanosleep",         decode_i386_nanosleep),
	ROW(163, "mremap",                5, "mremap",            D),
	ROW(164, "setresuid",             3, "setresuid",         decode_i386_uid16),
	ROW(165, "getresuid",             3, "getresuid",         decode_i386_getresuid16),
	ROW(166, "vm86",                  5, NULL,                R),
	ROW(167, "query_module",          5, "query_module",      R),
	ROW(168, "poll",                  3, "poll",              D),
	ROW(169, "nfsservctl",            3, "nfsservctl",        R),
	ROW(170, "setresgid",             3, "setresgid",         decode_i386_uid16),
	ROW(171, "getresgid",             3, "getresgid",         decode_i386_getresuid16),
	ROW(172, "prctl",                 5, "prctl",             decode_i386_prctl),
	ROW(173, "rt_sigreturn",          0, "rt_sigreturn",      R),
	ROW(174, "rt_sigaction",          4, "rt_sigaction",      decode_i386_rt_sigaction),
	ROW(175, "rt_sigprocmask",        4, "rt_sigprocmask",    D),
	ROW(176, "rt_sigpending",         2, "rt_sigpending",     D),
	ROW(177, "rt_sigtimedwait",       4, "rt_sigtimedwait",   decode_i386_rt_sigtimedwait),
	ROW(178, "rt_sigqueueinfo",       3, "rt_sigqueueinfo",   decode_i386_rt_sigqueueinfo),
	ROW(179, "rt_sigsuspend",         2, "rt_sigsuspend",     D),
	ROW(180, "pread64",               5, "pread64",           decode_i386_pread64),
	ROW(181, "pwrite64",              5, "pwrite64",          decode_i386_pwrite64),
	ROW(182, "chown",                 3, "chown",             decode_i386_uid16),
	ROW(183, "getcwd",                2, "getcwd",            D),
	ROW(184, "capget",                2, "capget",            D),
	ROW(185, "capset",                2, "capset",            D),
	ROW(186, "sigaltstack",           2, "sigaltstack",       decode_i386_sigaltstack),
	ROW(187, "sendfile",              4, "sendfile",          decode_i386_sendfile),
	ROW(188, "getpmsg",               5, "getpmsg",           R),
	ROW(189, "putpmsg",               5, "putpmsg",           R),
	ROW(190, "vfork",                 0, "vfork",             D),
	ROW(191, "ugetrlimit",            2, "getrlimit",         decode_i386_getrlimit),
	ROW(192, "mmap2",                 6, "mmap",              decode_i386_mmap2),
	ROW(193, "truncate64",            3, "truncate",          decode_i386_truncate64),
	ROW(194, "ftruncate64",           3, "ftruncate",         decode_i386_ftruncate64),
	ROW(195, "stat64",                2, "stat",              decode_i386_stat64),
	ROW(196, "lstat64",               2, "lstat",             decode_i386_stat64),
	ROW(197, "fstat64",               2, "fstat",             decode_i386_fstat64),
	ROW(198, "lchown32",              3, "lchown",            D),
	ROW(199, "getuid32",              0, "getuid",            D),
	ROW(200, "getgid32",              0, "getgid",            D),
	ROW(201, "geteuid32",             0, "geteuid",           D),
	ROW(202, "getegid32",             0, "getegid",           D),
	ROW(203, "setreuid32",            2, "setreuid",          D),
	ROW(204, "setregid32",            2, "setregid",          D),
	ROW(205, "getgroups32",           2, "getgroups",         D),
	ROW(206, "setgroups32",           2, "setgroups",         D),
	ROW(207, "fchown32",              3, "fchown",            D),
	ROW(208, "setresuid32",           3, "setresuid",         D),
	ROW(209, "getresuid32",           3, "getresuid",         D),
	ROW(210, "setresgid32",           3, "setresgid",         D),
	ROW(211, "getresgid32",           3, "getresgid",         D),
	ROW(212, "chown32",               3, "chown",             D),
	ROW(213, "setuid32",              1, "setuid",            D),
	ROW(214, "setgid32",              1, "setgid",            D),
	ROW(215, "setfsuid32",            1, "setfsuid",          D),
	ROW(216, "setfsgid32",            1, "setfsgid",          D),
	ROW(217, "pivot_root",            2, "pivot_root",        D),
	ROW(218, "mincore",               3, "mincore",           D),
	ROW(219, "madvise",               3, "madvise",           D),
	ROW(220, "getdents64",            3, "getdents64",        D),
	ROW(221, "fcntl64",               3, "fcntl",             decode_i386_fcntl),
	ROW(224, "gettid",                0, "gettid",            D),
	ROW(225, "readahead",             4, "readahead",         decode_i386_readahead),
	ROW(226, "setxattr",              5, "setxattr",          D),
	ROW(227, "lsetxattr",             5, "lsetxattr",         D),
	ROW(228, "fsetxattr",             5, "fsetxattr",         D),
	ROW(229, "getxattr",              4, "getxattr",          D),
	ROW(230, "lgetxattr",             4, "lgetxattr",         D),
	ROW(231, "fgetxattr",             4, "fgetxattr",         D),
	ROW(232, "listxattr",             3, "listxattr",         D),
	ROW(233, "llistxattr",            3, "llistxattr",        D),
	ROW(234, "flistxattr",            3, "flistxattr",        D),
	ROW(235, "removexattr",           2, "removexattr",       D),
	ROW(236, "lremovexattr",          2, "lremovexattr",      D),
	ROW(237, "fremovexattr",          2, "fremovexattr",      D),
	ROW(238, "tkill",                 2, "tkill",             D),
	ROW(239, "sendfile64",            4, "sendfile",          D),
	ROW(240, "futex",                 6, "futex",             decode_i386_futex),
	ROW(241, "sched_setaffinity",     3, "sched_setaffinity", D),
	ROW(242, "sched_getaffinity",     3, "sched_getaffinity", D),
	ROW(243, "set_thread_area",       1, "set_thread_area",   D),
	ROW(244, "get_thread_area",       1, "get_thread_area",   D),
	ROW(245, "io_setup",              2, "io_setup",          decode_i386_io_setup),
	ROW(246, "io_destroy",            1, "io_destroy",        D),
	ROW(247, "io_getevents",          5, "io_getevents",      decode_i386_io_getevents),
	ROW(248, "io_submit",             3, "io_submit",         decode_i386_io_submit),
	ROW(249, "io_cancel",             3, "io_cancel",         D),
	ROW(250, "fadvise64",             5, "fadvise64",         decode_i386_fadvise64),
	ROW(252, "exit_group",            1, "exit_group",        D),
	ROW(253, "lookup_dcookie",        4, "lookup_dcookie",    decode_i386_lookup_dcookie),
	ROW(254, "epoll_create",          1, "epoll_create",      D),
	ROW(255, "epoll_ctl",             4, "epoll_ctl",         D),
	ROW(256, "epoll_wait",            4, "epoll_wait",        D),
	ROW(257, "remap_file_pages",      5, "remap_file_pages",  D),
	ROW(258, "set_tid_address",       1, "set_tid_address",   D),
	ROW(259, "timer_create",          3, "timer_create",      decode_i386_timer_create),
	ROW(260, "timer_settime",         4, "timer_settime",     decode_i386_timer_settime),
	ROW(261, "timer_gettime",         2, "timer_gettime",     decode_i386_timer_gettime),
	ROW(262, "timer_getoverrun",      1, "timer_getoverrun",  D),
	ROW(263, "timer_delete",          1, "timer_delete",      D),
	ROW(264, "clock_settime",         2, "clock_settime",     decode_i386_clock_settime),
	ROW(265, "clock_gettime",         2, "clock_gettime",     decode_i386_clock_gettime),
	ROW(266, "clock_getres",          2, "clock_getres",      decode_i386_clock_gettime),
	ROW(267, "clock_nanosleep",       4, "clock_nanosleep",   decode_i386_clock_nanosleep),
	ROW(268, "statfs64",              3, "statfs",            decode_i386_statfs64),
	ROW(269, "fstatfs64",             3, "fstatfs",           decode_i386_fstatfs64),
	ROW(270, "tgkill",                3, "tgkill",            D),
	ROW(271, "utimes",                2, "utimes",            decode_i386_utimes),
	ROW(272, "fadvise64_64",          6, "fadvise64",         decode_i386_fadvise64_64),
	ROW(273, "vserver",               5, "vserver",           R),
	ROW(274, "mbind",                 6, "mbind",             D),
	ROW(275, "get_mempolicy",         5, "get_mempolicy",     D),
	ROW(276, "set_mempolicy",         3, "set_mempolicy",     D),
	ROW(277, "mq_open",               4, "mq_open",           decode_i386_mq_open),
	ROW(278, "mq_unlink",             1, "mq_unlink",         D),
	ROW(279, "mq_timedsend",          5, "mq_timedsend",      decode_i386_mq_timedsend),
	ROW(280, "mq_timedreceive",       5, "mq_timedreceive",   decode_i386_mq_timedreceive),
	ROW(281, "mq_notify",             2, "mq_notify",         decode_i386_mq_notify),
	ROW(282, "mq_getsetattr",         3, "mq_getsetattr",     decode_i386_mq_getsetattr),
	ROW(283, "kexec_load",            4, "kexec_load",        decode_i386_kexec_load),
	ROW(284, "waitid",                5, "waitid",            decode_i386_waitid),
	ROW(286, "add_key",               5, "add_key",           D),
	ROW(287, "request_key",           4, "request_key",       D),
	ROW(288, "keyctl",                5, "keyctl",            D),
	ROW(289, "ioprio_set",            3, "ioprio_set",        D),
	ROW(290, "ioprio_get",            2, "ioprio_get",        D),
	ROW(291, "inotify_init",          0, "inotify_init",      D),
	ROW(292, "inotify_add_watch",     3, "inotify_add_watch", D),
	ROW(293, "inotify_rm_watch",      2, "inotify_rm_watch",  D),
	ROW(294, "migrate_pages",         4, "migrate_pages",     D),
	ROW(295, "openat",                4, "openat",            D),
	ROW(296, "mkdirat",               3, "mkdirat",           D),
	ROW(297, "mknodat",               4, "mknodat",           D),
	ROW(298, "fchownat",              5, "fchownat",          D),
	ROW(299, "futimesat",             3, "futimesat",         decode_i386_futimesat),
	ROW(300, "fstatat64",             4, "newfstatat",        decode_i386_fstatat64),
	ROW(301, "unlinkat",              3, "unlinkat",          D),
	ROW(302, "renameat",              4, "renameat",          D),
	ROW(303, "linkat",                5, "linkat",            D),
	ROW(304, "symlinkat",             3, "symlinkat",         D),
	ROW(305, "readlinkat",            4, "readlinkat",        D),
	ROW(306, "fchmodat",              3, "fchmodat",          D),
	ROW(307, "faccessat",             3, "faccessat",         D),
	ROW(308, "pselect6",              6, "pselect6",          decode_i386_pselect6),
	ROW(309, "ppoll",                 5, "ppoll",             decode_i386_ppoll),
	ROW(310, "unshare",               1, "unshare",           D),
	ROW(311, "set_robust_list",       2, "set_robust_list",   D),
	ROW(312, "get_robust_list",       3, "get_robust_list",   decode_i386_get_robust_list),
	ROW(313, "splice",                6, "splice",            D),
	ROW(314, "sync_file_range",       6, "sync_file_range",   decode_i386_sync_file_range),
	ROW(315, "tee",                   4, "tee",               D),
	ROW(316, "vmsplice",              4, "vmsplice",          decode_i386_vmsplice),
	ROW(317, "move_pages",            6, "move_pages",        decode_i386_move_pages),
	ROW(318, "getcpu",                3, "getcpu",            D),
	ROW(319, "epoll_pwait",           6, "epoll_pwait",       D),
	ROW(320, "utimensat",             4, "utimensat",         decode_i386_utimensat),
	ROW(321, "signalfd",              3, "signalfd",          D),
	ROW(322, "timerfd_create",        2, "timerfd_create",    D),
	ROW(323, "eventfd",               1, "eventfd",           D),
	ROW(324, "fallocate",             6, "fallocate",         decode_i386_fallocate),
	ROW(325, "timerfd_settime",       4, "timerfd_settime",   decode_i386_timerfd_settime),
	ROW(326, "timerfd_gettime",       2, "timerfd_gettime",   decode_i386_timerfd_gettime),
	ROW(327, "signalfd4",             4, "signalfd4",         D),
	ROW(328, "eventfd2",              2, "eventfd2",          D),
	ROW(329, "epoll_create1",         1, "epoll_create1",     D),
	ROW(330, "dup3",                  3, "dup3",              D),
	ROW(331, "pipe2",                 2, "pipe2",             D),
	ROW(332, "inotify_init1",         1, "inotify_init1",     D),
	ROW(333, "preadv",                5, "preadv",            decode_i386_preadv),
	ROW(334, "pwritev",               5, "pwritev",           decode_i386_pwritev),
	ROW(335, "rt_tgsigqueueinfo",     4, "rt_tgsigqueueinfo", decode_i386_rt_tgsigqueueinfo),
	ROW(336, "perf_event_open",       5, "perf_event_open",   D),
	ROW(337, "recvmmsg",              5, "recvmmsg",          decode_i386_recvmmsg),
	ROW(338, "fanotify_init",         2, "fanotify_init",     D),
	ROW(339, "fanotify_mark",         6, "fanotify_mark",     decode_i386_fanotify_mark),
	ROW(340, "prlimit64",             4, "prlimit64",         D),
	ROW(341, "name_to_handle_at",     5, "name_to_handle_at", D),
	ROW(342, "open_by_handle_at",     3, "open_by_handle_at", D),
	ROW(343, "clock_adjtime",         2, "clock_adjtime",     decode_i386_clock_adjtime),
	ROW(344, "syncfs",                1, "syncfs",            D),
	ROW(345, "sendmmsg",              4, "sendmmsg",          decode_i386_sendmmsg),
	ROW(346, "setns",                 2, "setns",             D),
	ROW(347, "process_vm_readv",      6, "process_vm_readv",  decode_i386_process_vm_readv),
	ROW(348, "process_vm_writev",     6, "process_vm_writev", decode_i386_process_vm_writev),
	ROW(349, "kcmp",                  5, "kcmp",              D),
	ROW(350, "finit_module",          3, "finit_module",      D),
	ROW(351, "sched_setattr",         3, "sched_setattr",     D),
	ROW(352, "sched_getattr",         4, "sched_getattr",     D),
	ROW(353, "renameat2",             5, "renameat2",         D),
	ROW(354, "seccomp",               3, "seccomp",           decode_i386_seccomp),
	ROW(355, "getrandom",             3, "getrandom",         D),
	ROW(356, "memfd_create",          2, "memfd_create",      D),
	ROW(357, "bpf",                   3, "bpf",               D),
	ROW(358, "execveat",              5, "execveat",          decode_i386_execveat),
	ROW(359, "socket",                3, "socket",            D),
	ROW(360, "socketpair",            4, "socketpair",        D),
	ROW(361, "bind",                  3, "bind",              D),
	ROW(362, "connect",               3, "connect",           D),
	ROW(363, "listen",                2, "listen",            D),
	ROW(364, "accept4",               4, "accept4",           D),
	ROW(365, "getsockopt",            5, "getsockopt",        D),
	ROW(366, "setsockopt",            5, "setsockopt",        decode_i386_setsockopt),
	ROW(367, "getsockname",           3, "getsockname",       D),
	ROW(368, "getpeername",           3, "getpeername",       D),
	ROW(369, "sendto",                6, "sendto",            D),
	ROW(370, "sendmsg",               3, "sendmsg",           decode_i386_sendmsg),
	ROW(371, "recvfrom",              6, "recvfrom",          D),
	ROW(372, "recvmsg",               3, "recvmsg",           decode_i386_recvmsg),
	ROW(373, "shutdown",              2, "shutdown",          D),
	ROW(374, "userfaultfd",           1, "userfaultfd",       D),
	ROW(375, "membarrier",            3, "membarrier",        D),
	ROW(376, "mlock2",                3, "mlock2",            D),
	ROW(377, "copy_file_range",       6, "copy_file_range",   D),
	ROW(378, "preadv2",               6, "preadv2",           decode_i386_preadv2),
	ROW(379, "pwritev2",              6, "pwritev2",          decode_i386_pwritev2),
	ROW(380, "pkey_mprotect",         4, "pkey_mprotect",     D),
	ROW(381, "pkey_alloc",            2, "pkey_alloc",        D),
	ROW(382, "pkey_free",             1, "pkey_free",         D),
	ROW(383, "statx",                 5, "statx",             D),
	ROW(384, "arch_prctl",            2, "arch_prctl",        D),
	ROW(385, "io_pgetevents",         6, "io_pgetevents",     decode_i386_io_pgetevents),
	ROW(386, "rseq",                  4, "rseq",              D),
	ROW(393, "semget",                3, "semget",            D),
	ROW(394, "semctl",                4, "semctl",            decode_i386_semctl),
	ROW(395, "shmget",                3, "shmget",            D),
	ROW(396, "shmctl",                3, "shmctl",            decode_i386_shmctl),
	ROW(397, "shmat",                 3, "shmat",             D),
	ROW(398, "shmdt",                 1, "shmdt",             D),
	ROW(399, "msgget",                2, "msgget",            D),
	ROW(400, "msgsnd",                4, "msgsnd",            decode_i386_msgsnd),
	ROW(401, "msgrcv",                5, "msgrcv",            decode_i386_msgrcv),
	ROW(402, "msgctl",                3, "msgctl",            decode_i386_msgctl),
	ROW(403, "clock_gettime64",       2, "clock_gettime",     D),
	ROW(404, "clock_settime64",       2, "clock_settime",     D),
	ROW(405, "clock_adjtime64",       2, "clock_adjtime",     D),
	ROW(406, "clock_getres_time64",   2, "clock_getres",      D),
	ROW(407, "clock_nanosleep_time64", 4, "clock_nanosleep",   D),
	ROW(408, "timer_gettime64",       2, "timer_gettime",     D),
	ROW(409, "timer_settime64",       4, "timer_settime",     D),
	ROW(410, "timerfd_gettime64",     2, "timerfd_gettime",   D),
	ROW(411, "timerfd_settime64",     4, "timerfd_settime",   D),
	ROW(412, "utimensat_time64",      4, "utimensat",         D),
	ROW(413, "pselect6_time64",       6, "pselect6",          decode_i386_pselect6_time64),
	ROW(414, "ppoll_time64",          5, "ppoll",             D),
	ROW(416, "io_pgetevents_time64",  6, "io_pgetevents",     decode_i386_io_pgetevents_time64),
	ROW(417, "recvmmsg_time64",       5, "recvmmsg",          decode_i386_recvmmsg_time64),
	ROW(418, "mq_timedsend_time64",   5, "mq_timedsend",      D),
	ROW(419, "mq_timedreceive_time64", 5, "mq_timedreceive",   D),
	ROW(420, "semtimedop_time64",     4, "semtimedop",        D),
	ROW(421, "rt_sigtimedwait_time64", 4, "rt_sigtimedwait",   decode_i386_rt_sigtimedwait_time64),
	ROW(422, "futex_time64",          6, "futex",             D),
	ROW(423, "sched_rr_get_interval_time64", 2, "sched_rr_get_interval", D),
	ROW(424, "pidfd_send_signal",     4, "pidfd_send_signal", decode_i386_pidfd_send_signal),
	ROW(425, "io_uring_setup",        2, "io_uring_setup",    D),
	ROW(426, "io_uring_enter",        6, "io_uring_enter",    D),
	ROW(427, "io_uring_register",     4, "io_uring_register", D),
	ROW(428, "open_tree",             3, "open_tree",         D),
	ROW(429, "move_mount",            5, "move_mount",        D),
	ROW(430, "fsopen",                2, "fsopen",            D),
	ROW(431, "fsconfig",              5, "fsconfig",          D),
	ROW(432, "fsmount",               3, "fsmount",           D),
	ROW(433, "fspick",                3, "fspick",            D),
	ROW(434, "pidfd_open",            2, "pidfd_open",        D),
	ROW(435, "clone3",                2, "clone3",            D),
	ROW(436, "close_range",           3, "close_range",       D),
	ROW(437, "openat2",               4, "openat2",           D),
	ROW(438, "pidfd_getfd",           3, "pidfd_getfd",       D),
	ROW(439, "faccessat2",            4, "faccessat2",        D),
	ROW(440, "process_madvise",       5, "process_madvise",   decode_i386_process_madvise),
	ROW(441, "epoll_pwait2",          6, "epoll_pwait2",      D),
	ROW(442, "mount_setattr",         5, "mount_setattr",     D),
	ROW(443, "quotactl_fd",           4, "quotactl_fd",       D),
	ROW(444, "landlock_create_ruleset", 3, "landlock_create_ruleset", D),
	ROW(445, "landlock_add_rule",     4, "landlock_add_rule", D),
	ROW(446, "landlock_restrict_self", 2, "landlock_restrict_self", D),
	ROW(447, "memfd_secret",          1, "memfd_secret",      D),
	ROW(448, "process_mrelease",      2, "process_mrelease",  D),
	ROW(449, "futex_waitv",           5, "futex_waitv",       D),
	ROW(450, "set_mempolicy_home_node", 4, "set_mempolicy_home_node", D),
	ROW(451, "cachestat",             4, "cachestat",         D),
	ROW(452, "fchmodat2",             4, "fchmodat2",         D),
	ROW(453, "map_shadow_stack",      3, "map_shadow_stack",  R),
	ROW(454, "futex_wake",            4, "futex_wake",        D),
	ROW(455, "futex_wait",            6, "futex_wait",        D),
	ROW(456, "futex_requeue",         4, "futex_requeue",     D),
};

#undef ROW
#undef R
#undef D

/* i386 numbers run to 456 so far; a few below are unused. */
#define I386_NR_MAX 512

static struct sysent table[ARRAY_SIZE(rows)];
static const struct sysent *by_nr[I386_NR_MAX];

/* Names for the arguments of rows that do not share their counterpart's. */
static const char *const generic_names[6] = { "arg0", "arg1", "arg2", "arg3", "arg4", "arg5" };

/* A marker, never called: the row uses its counterpart's decoder. */
static int decode_same(struct tcb *tcp)
{
	(void)tcp;
	return RVAL_DECODED;
}

void syscall_i386_init(void)
{
	for (size_t i = 0; i < ARRAY_SIZE(rows); i++) {
		const struct i386_row *r = &rows[i];
		struct sysent *s = &table[i];
		int nr64 = r->x64 ? syscall_nr_by_name(r->x64) : -1;
		const struct sysent *x = nr64 >= 0 ? sysent_by_nr(nr64) : NULL;
		s->name = r->name;
		s->nargs = r->nargs;
		s->table_nr = r->nr;
		s->nr = nr64;
		s->flags = x ? x->flags : 0;
		bool same_args = x && x->nargs == r->nargs;
		if (r->how == decode_same)
			s->decode = same_args ? x->decode : NULL;
		else
			s->decode = r->how;
		for (unsigned int a = 0; a < r->nargs && a < 6; a++)
			s->arg_names[a] = same_args ? x->arg_names[a] : generic_names[a];
		if (r->nr >= 0 && r->nr < I386_NR_MAX)
			by_nr[r->nr] = s;
	}
}

unsigned int syscall_i386_check(void (*complain)(const char *row, const char *what))
{
	unsigned int bad = 0;
	for (size_t i = 0; i < ARRAY_SIZE(rows); i++) {
		const struct i386_row *r = &rows[i];
		const struct sysent *s = &table[i];
		if (i && r->nr <= rows[i - 1].nr)
			bad++, complain(r->name, "a number not above the row before's");
		if (r->nargs > 6)
			bad++, complain(r->name, "more than six arguments");
		if (r->x64 && s->nr < 0)
			bad++, complain(r->name, "an x86_64 counterpart systrace does not know");
		if (r->how == decode_same && s->nr >= 0 && sysent_by_nr(s->nr)->nargs != r->nargs)
			bad++, complain(r->name, "the counterpart's decoder, with another argument count");
		if (r->how == decode_same && !r->x64)
			bad++, complain(r->name, "the counterpart's decoder, without a counterpart");
	}
	return bad;
}

const struct sysent *sysent_i386(int64_t nr)
{
	return nr >= 0 && nr < I386_NR_MAX ? by_nr[nr] : NULL;
}

const struct sysent *sysent_i386_row(unsigned int i)
{
	return i < ARRAY_SIZE(table) ? &table[i] : NULL;
}

bool syscall_i386_traced(const struct sysent *s)
{
	/* -e trace= selects i386 syscalls by their own names (qualify.c). */
	if (trace_i386_named && s->table_nr >= 0 && s->table_nr < QUALIFY_I386_MAX)
		return traced_i386[s->table_nr];
	return s->nr >= 0 ? syscall_traced(s->nr) : !trace_subset;
}

void event_set_i386(struct event *ev, uint64_t nr, const uint64_t *args)
{
	/* The kernel runs an i386 syscall with the low halves of the registers. */
	for (unsigned int i = 0; i < 6; i++)
		ev->args[i] = (uint32_t)args[i];
	ev->flags |= EV_I386;
	ev->arch_nr = (int32_t)nr;
	const struct sysent *s = sysent_i386((int32_t)nr);
	ev->nr = s ? s->nr : (int32_t)nr;
}

/*
 * socketcall(call, args): the call it stands for, with its arguments (32-bit words
 * at args), as strace shows it: "socket(AF_UNIX, SOCK_STREAM, 0)". The i386 numbers
 * of the socket syscalls by call number (linux/net.h SYS_*); 0: none (send and recv,
 * which i386 lacks, stay socketcall), -1: x86_64's accept (i386 has accept4 only).
 */
static const int socketcall_nrs[] = {
	[1] = 359, [2] = 361, [3] = 362, [4] = 363, [5] = -1, [6] = 367, [7] = 368,
	[8] = 360, [11] = 369, [12] = 371, [13] = 373, [14] = 366, [15] = 365,
	[16] = 370, [17] = 372, [18] = 364, [19] = 337, [20] = 345,
};

/*
 * ipc(call, first, second, third, ptr, fifth): the call it stands for, as strace
 * shows it ("semget(0x1234, 1, 0600)"), its arguments taken from ipc's in the
 * kernel's order (ipc/syscall.c), with the i386 decoders of the ctl calls and
 * semtimedop. The index into ipc's arguments of each argument, -1 past the last.
 */
struct ipc_sub {
	unsigned int call;
	const char *x64;	/* the x86_64 syscall whose decoder prints it */
	int i386_nr;		/* its i386 row, 0 if none (semop, semtimedop) */
	int8_t from[5];
	sys_decoder decode;	/* without an i386 row: the decoder, if not x64's */
};

static const struct ipc_sub ipc_subs[] = {
	{ 1, "semop", 0, { 1, 4, 2, -1 }, NULL },
	{ 2, "semget", 393, { 1, 2, 3, -1 }, NULL },
	/* the union semun is read from ptr (ipc_subcall) */
	{ 3, "semctl", 394, { 1, 2, 3, 4, -1 }, NULL },
	{ 4, "semtimedop", 0, { 1, 4, 2, 5, -1 }, decode_i386_semtimedop },
	{ 11, "msgsnd", 400, { 1, 4, 2, 3, -1 }, NULL },
	/* version 1; version 0 reads msgp and msgtyp from a struct ipc_kludge at ptr */
	{ 12, "msgrcv", 401, { 1, 4, 2, 5, 3 }, NULL },
	{ 13, "msgget", 399, { 1, 2, -1, -1 }, NULL },
	{ 14, "msgctl", 402, { 1, 2, 4, -1 }, NULL },
	{ 21, "shmat", 397, { 1, 4, 2, -1 }, NULL },
	{ 22, "shmdt", 398, { 4, -1, -1, -1 }, NULL },
	{ 23, "shmget", 395, { 1, 2, 3, -1 }, NULL },
	{ 24, "shmctl", 396, { 1, 2, 4, -1 }, NULL },
};

/* The rows of sub-calls with a decoder of their own: x64's, with it. */
static struct sysent ipc_own_rows[ARRAY_SIZE(ipc_subs)];

/* The row an ipc sub-call is shown with. */
static const struct sysent *ipc_sub_sysent(const struct ipc_sub *sub)
{
	if (sub->i386_nr)
		return sysent_i386(sub->i386_nr);
	const struct sysent *x = sysent_by_nr(syscall_nr_by_name(sub->x64));
	if (!sub->decode || !x)
		return x;
	struct sysent *own = &ipc_own_rows[sub - ipc_subs];
	if (!own->name) {
		*own = *x;
		own->decode = sub->decode;
	}
	return own;
}

/* ipc(MSGRCV) of version 0: msgrcv's row, with four arguments (the kludge's
 * address second) and a decoder that reads the kludge. */
static struct sysent kludge_row;

static void ipc_subcall(struct tcb *tcp)
{
	unsigned int call = (uint16_t)tcp->ev.args[0];
	const struct ipc_sub *sub = NULL;
	for (size_t i = 0; i < ARRAY_SIZE(ipc_subs); i++)
		if (ipc_subs[i].call == call)
			sub = &ipc_subs[i];
	if (!sub)
		return;
	const struct sysent *s = ipc_sub_sysent(sub);
	if (!s || !s->name || !s->decode)
		return;
	uint64_t args[6] = { 0 };
	for (unsigned int i = 0; i < ARRAY_SIZE(sub->from) && sub->from[i] >= 0; i++)
		args[i] = tcp->ev.args[sub->from[i]];
	if (call == 3) {
		/* semctl's fourth argument: the union semun at ptr */
		uint32_t semun;
		if (fetch_mem(tcp, args[3], &semun, sizeof(semun)) == 0)
			args[3] = semun;	/* (unreadable: ptr itself, as strace shows it) */
	}
	if (call == 12 && (tcp->ev.args[0] >> 16) == 0) {
		if (!kludge_row.name) {
			kludge_row = *s;
			kludge_row.nargs = 4;
			kludge_row.decode = decode_i386_ipc_msgrcv;
		}
		s = &kludge_row;
		args[3] = args[4];
		args[4] = 0;
	}
	memcpy(tcp->ev.args, args, sizeof(args));
	tcp->sys = s;
	tcp->ev.nr = s->nr;
}

/*
 * socketcall's send and recv, which neither table has: shown as strace shows them,
 * "send(6, "arg0", 4, 0)": sendto's and recvfrom's rows (flags, argument names)
 * with four arguments and decoders of their own.
 */
static struct sysent send_recv[2];

static const struct sysent *send_recv_sysent(unsigned int call)
{
	struct sysent *s = &send_recv[call == 10];
	if (!s->name) {
		const struct sysent *x = sysent_i386(call == 10 ? 371 : 369);
		if (!x)
			return NULL;
		*s = *x;
		s->name = call == 10 ? "recv" : "send";
		s->nargs = 4;
		s->decode = call == 10 ? decode_i386_recv : decode_i386_send;
	}
	return s;
}

/* The row socketcall's call is shown with, NULL if none. */
static const struct sysent *socketcall_sysent(uint64_t call)
{
	if (call == 9 || call == 10)
		return send_recv_sysent((unsigned int)call);
	if (call >= ARRAY_SIZE(socketcall_nrs) || !socketcall_nrs[call])
		return NULL;
	return socketcall_nrs[call] > 0 ? sysent_i386(socketcall_nrs[call])
					: sysent_by_nr(syscall_nr_by_name("accept"));
}

void syscall_i386_subcall(struct tcb *tcp)
{
	static const struct sysent *socketcall, *ipc;
	if (!socketcall)
		socketcall = sysent_i386(102), ipc = sysent_i386(117);
	if (tcp->sys == ipc) {
		ipc_subcall(tcp);
		return;
	}
	if (tcp->sys != socketcall)
		return;
	const struct sysent *s = socketcall_sysent(tcp->ev.args[0]);
	uint32_t words[6];
	if (!s || !s->name || s->nargs > 6 ||
	    fetch_mem(tcp, tcp->ev.args[1], words, s->nargs * sizeof(uint32_t)) < 0)
		return;
	for (unsigned int i = 0; i < 6; i++)
		tcp->ev.args[i] = i < s->nargs ? words[i] : 0;
	tcp->sys = s;
	tcp->ev.nr = s->nr;
}

int syscall_i386_subcall_slot(const struct tcb *tcp)
{
	const struct sysent *s = tcp->sys;
	if (!s || !(tcp->ev.flags & EV_I386))
		return -1;
	if (tcp->ev.arch_nr == 102) {
		for (unsigned int call = 1; call < ARRAY_SIZE(socketcall_nrs); call++)
			if (socketcall_sysent(call) == s)
				return I386_SLOT_SOCKETCALL + (int)call;
	} else if (tcp->ev.arch_nr == 117) {
		for (size_t i = 0; i < ARRAY_SIZE(ipc_subs); i++)
			if (ipc_sub_sysent(&ipc_subs[i]) == s ||
			    (ipc_subs[i].call == 12 && s == &kludge_row))
				return I386_SLOT_IPC + (int)ipc_subs[i].call;
	}
	return -1;
}

/* The personality of the last syscall seen, which a task seen for the first time
 * is taken to have been in (strace does the same). */
static enum personality current = PERS_X86_64;

void syscall_personality(struct tcb *tcp, enum personality pers)
{
	enum personality was = tcp->pers ? (enum personality)(tcp->pers - 1) : current;
	current = pers;
	tcp->pers = (unsigned char)(pers + 1);
	if (was == pers)
		return;
	/* -q hides it (and -e quiet=personality in strace), and so does -o FILE with
	 * a command, which implies -q in strace; -c does not. A program systrace
	 * started shows nothing before its execve. */
	if (opts.quiet || (opts.outfname && opts.argv) || (tcp->flags & TCB_HIDE_LOG))
		return;
	output_personality(tcp, pers == PERS_I386 ? "32 bit" : "64 bit");
}
