/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The capture table: for each x86_64 syscall, what the SIGSYS handler does
 * besides running it (a special path, the record shape) and which argument
 * memory it copies into the record for the decoders (the same memory strace's
 * decoders read: in-strings and in-buffers at entry, out-buffers and structs
 * after a successful call, -s bytes of data buffers).
 *
 * The rows come from the syscall description, src/syscalls.def (its CAPTURE
 * words), through src/gen-syscalls.sh; this file gives the words their meaning.
 * Data, not code: the copying itself is in capture.c, once per kind.
 * A syscall without capture words is still recorded, with its raw arguments only.
 */
#include "config.h"

#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>

#include "sx.h"

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
/* The special kinds (enum sx_cap_kind in sx.h). */
#define IOCTL(a) I(K_IOCTL, a, 0, 0)
#define FCNTL_LOCK(a) I(K_FCNTL_LOCK, a, 0, 0)
#define EPOLL_OUT(a) I(K_EPOLL_OUT, a, 0, 0)
#define FUTEX_TIMEOUT(a) I(K_FUTEX_TIMEOUT, a, 0, 0)
#define MSGHDR_IN(a) I(K_MSGHDR_IN, a, 0, 0)
#define MSGHDR_OUT(a) I(K_MSGHDR_OUT, a, 0, 0)
#define MMSGHDR(a, cnt) I(K_MMSGHDR, a, cnt, 0)
#define SIGFRAME() I(K_SIGFRAME, 0, 0, 0)	/* at the stack pointer, not an argument */
#define CLONE_TID(a) I(K_CLONE_TID, a, 0, 0)
#define CLONE3(a, size) I(K_CLONE3, a, size, 0)	/* size: the argument giving its size */
#define PSELECT_MASK(a) I(K_PSELECT_MASK, a, 0, 0)
#define PRCTL(a) I(K_PRCTL, a, 0, 0)
#define ARCH_PRCTL(a) I(K_ARCH_PRCTL, a, 0, 0)
#define SOCK_FPROG(a) I(K_SOCK_FPROG, a, 0, 0)

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

#include "preload/table_gen.h"
