/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Decoders of i386 syscalls whose x86_64 counterparts would misread them: 32-bit
 * longs and pointers in structures, 64-bit values split over two registers, another
 * argument order. src/syscall_i386.c names them in its rows. They live in i386.c,
 * in i386_*.c by family (aio, ipc, mq, ptrace, seccomp, select, siginfo), or next to the
 * x86_64 decoder they share code with through a width flag (stat.c, process.c,
 * signal.c, ...: the comment says where).
 */
#ifndef SYSTRACE_DECODE_I386_H
#define SYSTRACE_DECODE_I386_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tcb;

int decode_i386_llseek(struct tcb *tcp);
int decode_i386_lseek(struct tcb *tcp);
int decode_i386_stat(struct tcb *tcp);		/* in stat.c: stat, lstat (struct stat of i386) */
int decode_i386_fstat(struct tcb *tcp);
int decode_i386_stat64(struct tcb *tcp);	/* stat64, lstat64 */
int decode_i386_fstat64(struct tcb *tcp);
int decode_i386_fstatat64(struct tcb *tcp);
int decode_i386_oldstat(struct tcb *tcp);	/* oldstat, oldlstat */
int decode_i386_oldfstat(struct tcb *tcp);
int decode_i386_time(struct tcb *tcp);
int decode_i386_gettimeofday(struct tcb *tcp);
int decode_i386_settimeofday(struct tcb *tcp);
int decode_i386_nanosleep(struct tcb *tcp);
int decode_i386_clock_gettime(struct tcb *tcp);	/* clock_gettime, clock_getres */
int decode_i386_clock_settime(struct tcb *tcp);
int decode_i386_clock_nanosleep(struct tcb *tcp);
int decode_i386_readv(struct tcb *tcp);
int decode_i386_writev(struct tcb *tcp);
int decode_i386_getrlimit(struct tcb *tcp);	/* getrlimit, ugetrlimit */
int decode_i386_setrlimit(struct tcb *tcp);
int decode_i386_fcntl(struct tcb *tcp);		/* fcntl, fcntl64 */
int decode_i386_execve(struct tcb *tcp);
int decode_i386_rt_sigaction(struct tcb *tcp);
int decode_i386_sigaction(struct tcb *tcp);	/* old sigaction */
int decode_i386_clone(struct tcb *tcp);
int decode_i386_mmap2(struct tcb *tcp);
int decode_i386_old_mmap(struct tcb *tcp);
int decode_i386_ioctl(struct tcb *tcp);
int decode_i386_times(struct tcb *tcp);
int decode_i386_futex(struct tcb *tcp);
int decode_i386_pread64(struct tcb *tcp);
int decode_i386_pwrite64(struct tcb *tcp);
int decode_i386_truncate64(struct tcb *tcp);
int decode_i386_ftruncate64(struct tcb *tcp);
int decode_i386_fadvise64(struct tcb *tcp);
int decode_i386_fadvise64_64(struct tcb *tcp);
int decode_i386_fallocate(struct tcb *tcp);
int decode_i386_readahead(struct tcb *tcp);
int decode_i386_nice(struct tcb *tcp);
int decode_i386_umount(struct tcb *tcp);
int decode_i386_signal(struct tcb *tcp);
int decode_i386_sync_file_range(struct tcb *tcp);
int decode_i386_getrusage(struct tcb *tcp);
int decode_i386_waitpid(struct tcb *tcp);	/* in process.c, with wait4 */
int decode_i386_wait4(struct tcb *tcp);
int decode_i386_statfs(struct tcb *tcp);
int decode_i386_fstatfs(struct tcb *tcp);
int decode_i386_statfs64(struct tcb *tcp);
int decode_i386_fstatfs64(struct tcb *tcp);
int decode_i386_send(struct tcb *tcp);		/* socketcall's SYS_SEND */
int decode_i386_recv(struct tcb *tcp);		/* socketcall's SYS_RECV */
int decode_i386_sigaltstack(struct tcb *tcp);	/* in signal.c, with sigaltstack */
int decode_i386_sigprocmask(struct tcb *tcp);	/* in signal.c */
int decode_i386_sigpending(struct tcb *tcp);	/* in signal.c */
int decode_i386_getdents(struct tcb *tcp);	/* in getdents.c, with getdents */
int decode_i386_readdir(struct tcb *tcp);
int decode_i386_msgsnd(struct tcb *tcp);		/* in ipc_msg.c, with msgsnd */
int decode_i386_msgrcv(struct tcb *tcp);
int decode_i386_ipc_msgrcv(struct tcb *tcp);	/* ipc(MSGRCV) of version 0 */
int decode_i386_getitimer(struct tcb *tcp);	/* in time.c, with getitimer */
int decode_i386_setitimer(struct tcb *tcp);
int decode_i386_timer_settime(struct tcb *tcp);	/* in time.c, with timer_settime */
int decode_i386_timer_gettime(struct tcb *tcp);
int decode_i386_timerfd_settime(struct tcb *tcp);
int decode_i386_timerfd_gettime(struct tcb *tcp);
int decode_i386_sched_rr_get_interval(struct tcb *tcp);
int decode_i386_uid16(struct tcb *tcp);		/* setuid, chown, ... with 16-bit ids */
int decode_i386_getresuid16(struct tcb *tcp);	/* getresuid, getresgid */
int decode_i386_preadv(struct tcb *tcp);
int decode_i386_pwritev(struct tcb *tcp);
int decode_i386_preadv2(struct tcb *tcp);
int decode_i386_pwritev2(struct tcb *tcp);
int decode_i386_vmsplice(struct tcb *tcp);
int decode_i386_process_vm_readv(struct tcb *tcp);
int decode_i386_process_vm_writev(struct tcb *tcp);
int decode_i386_process_madvise(struct tcb *tcp);
int decode_i386_utime(struct tcb *tcp);	/* in utime.c, with utime */
int decode_i386_utimes(struct tcb *tcp);
int decode_i386_futimesat(struct tcb *tcp);
int decode_i386_sendmsg(struct tcb *tcp);	/* in sendmsg.c, with sendmsg */
int decode_i386_recvmsg(struct tcb *tcp);
int decode_i386_sendmmsg(struct tcb *tcp);	/* in sendmsg.c, with sendmmsg */
int decode_i386_recvmmsg(struct tcb *tcp);
int decode_i386_recvmmsg_time64(struct tcb *tcp);
int decode_i386_sysinfo(struct tcb *tcp);
int decode_i386_sendfile(struct tcb *tcp);
int decode_i386_sgetmask(struct tcb *tcp);
int decode_i386_ssetmask(struct tcb *tcp);
int decode_i386_newselect(struct tcb *tcp);	/* in i386_select.c: _newselect */
int decode_i386_oldselect(struct tcb *tcp);	/* select, its arguments in a block */
int decode_i386_pselect6(struct tcb *tcp);
int decode_i386_pselect6_time64(struct tcb *tcp);
int decode_i386_ppoll(struct tcb *tcp);
/* in i386_siginfo.c: the calls with i386's siginfo_t */
void print_siginfo32_at(struct tcb *tcp, uint64_t addr);
void print_siginfo32(struct tcb *tcp, const void *raw);	/* 128 bytes read already */
int decode_i386_waitid(struct tcb *tcp);
int decode_i386_rt_sigqueueinfo(struct tcb *tcp);
int decode_i386_rt_tgsigqueueinfo(struct tcb *tcp);
int decode_i386_rt_sigtimedwait(struct tcb *tcp);
int decode_i386_rt_sigtimedwait_time64(struct tcb *tcp);
/* in i386_ipc.c: the IPC control calls with i386's structures */
int decode_i386_msgctl(struct tcb *tcp);
int decode_i386_semctl(struct tcb *tcp);
int decode_i386_shmctl(struct tcb *tcp);
int decode_i386_semtimedop(struct tcb *tcp);	/* ipc(SEMTIMEDOP) */
/* in i386_mq.c: i386's struct mq_attr, timespec and sigevent */
int decode_i386_mq_open(struct tcb *tcp);
int decode_i386_mq_getsetattr(struct tcb *tcp);
int decode_i386_mq_timedsend(struct tcb *tcp);
int decode_i386_mq_timedreceive(struct tcb *tcp);
int decode_i386_mq_notify(struct tcb *tcp);
int decode_i386_timer_create(struct tcb *tcp);
/* in i386_aio.c */
int decode_i386_io_setup(struct tcb *tcp);
int decode_i386_io_submit(struct tcb *tcp);
int decode_i386_io_getevents(struct tcb *tcp);
int decode_i386_io_pgetevents(struct tcb *tcp);
int decode_i386_io_pgetevents_time64(struct tcb *tcp);
int decode_i386_execveat(struct tcb *tcp);
int decode_i386_fanotify_mark(struct tcb *tcp);
int decode_i386_getgroups16(struct tcb *tcp);
int decode_i386_setgroups16(struct tcb *tcp);
int decode_i386_get_robust_list(struct tcb *tcp);
int decode_i386_pidfd_send_signal(struct tcb *tcp);
int decode_i386_utimensat(struct tcb *tcp);
int decode_i386_ptrace(struct tcb *tcp);	/* in i386_ptrace.c */
int decode_i386_kexec_load(struct tcb *tcp);
int decode_i386_sigsuspend(struct tcb *tcp);
int decode_i386_lookup_dcookie(struct tcb *tcp);
int decode_i386_adjtimex(struct tcb *tcp);
int decode_i386_socketcall(struct tcb *tcp);	/* the call not shown as its own */
int decode_i386_ipc(struct tcb *tcp);
int decode_i386_move_pages(struct tcb *tcp);
int decode_i386_setsockopt(struct tcb *tcp);
/* in i386_seccomp.c: seccomp filters of i386 */
int decode_i386_seccomp(struct tcb *tcp);
int decode_i386_prctl(struct tcb *tcp);
int decode_i386_clock_adjtime(struct tcb *tcp);

/* Helpers of i386.c the other i386 files share: i386's timespec (usec: timeval)
 * at addr, read at exit even after a failure when always; an iovec of i386 as
 * addresses (a print_array element printer). */
void print_ts32_at(struct tcb *tcp, uint64_t addr, bool always, bool usec);
bool print_iov32_addr_elem(struct tcb *tcp, const void *elem, size_t size, void *data);
/* A struct io_event, as io_getevents shows it (aio.c; the same in both ABIs). */
bool print_io_event(struct tcb *tcp, const void *elem, size_t size, void *data);
/* io_getevents and io_pgetevents (has_sig) of either ABI (aio.c): longs and
 * struct __aio_sigset's words of word bytes, i386's timespec when ts32. */
int aio_getevents(struct tcb *tcp, unsigned int word, bool has_sig, bool ts32);

#endif
