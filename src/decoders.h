/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every syscall decoder, by the file that holds it (src/decode/FILE.c). */
#ifndef SYSTRACE_DECODERS_H
#define SYSTRACE_DECODERS_H

struct tcb;
#define DECODER(name) int decode_##name(struct tcb *tcp)

/* access.c */
DECODER(access); DECODER(faccessat); DECODER(faccessat2);
/* chdir.c */
DECODER(chdir); DECODER(fchdir); DECODER(getcwd);
/* chmod.c */
DECODER(chmod); DECODER(fchmod); DECODER(fchmodat); DECODER(umask);
/* chown.c */
DECODER(chown); DECODER(fchown); DECODER(fchownat);
/* close.c */
DECODER(close); DECODER(close_range);
/* dup.c */
DECODER(dup); DECODER(dup2); DECODER(dup3);
/* epoll.c */
DECODER(epoll_create); DECODER(epoll_create1); DECODER(epoll_ctl); DECODER(epoll_wait);
DECODER(epoll_pwait); DECODER(epoll_pwait2);
/* eventfd.c */
DECODER(eventfd); DECODER(eventfd2);
/* execve.c */
DECODER(execve); DECODER(execveat);
/* fadvise.c */
DECODER(fadvise64);
/* fallocate.c */
DECODER(fallocate);
/* fcntl.c */
DECODER(fcntl);
/* flock.c */
DECODER(flock);
/* fsync.c */
DECODER(fsync); DECODER(fdatasync);
/* futex.c */
DECODER(futex); DECODER(set_robust_list); DECODER(get_robust_list); DECODER(getrandom);
/* getdents.c */
DECODER(getdents); DECODER(getdents64);
/* ioctl.c */
DECODER(ioctl);
/* link.c */
DECODER(link); DECODER(linkat); DECODER(symlink); DECODER(symlinkat);
DECODER(unlink); DECODER(unlinkat);
/* lseek.c */
DECODER(lseek);
/* mem.c */
DECODER(mmap); DECODER(munmap); DECODER(mprotect); DECODER(brk); DECODER(madvise);
/* mkdir.c */
DECODER(mkdir); DECODER(mkdirat); DECODER(rmdir);
/* open.c */
DECODER(open); DECODER(openat); DECODER(openat2); DECODER(creat);
/* pipe.c */
DECODER(pipe); DECODER(pipe2);
/* poll.c */
DECODER(poll); DECODER(ppoll); DECODER(select); DECODER(pselect6);
/* prctl.c */
DECODER(prctl); DECODER(arch_prctl);
/* process.c */
DECODER(exit); DECODER(wait4); DECODER(clone); DECODER(clone3);
/* read_write.c */
DECODER(read); DECODER(write); DECODER(pread64); DECODER(pwrite64);
DECODER(readv); DECODER(writev);
/* readlink.c */
DECODER(readlink); DECODER(readlinkat);
/* rename.c */
DECODER(rename); DECODER(renameat); DECODER(renameat2);
/* resource.c */
DECODER(getrlimit); DECODER(setrlimit); DECODER(prlimit64); DECODER(getrusage);
DECODER(getpriority); DECODER(setpriority); DECODER(sysinfo); DECODER(uname);
/* sched.c */
DECODER(sched_getscheduler); DECODER(sched_setscheduler); DECODER(sched_getparam);
DECODER(sched_setparam); DECODER(sched_get_priority_min); DECODER(sched_rr_get_interval);
DECODER(sched_getaffinity); DECODER(sched_setaffinity);
/* sendfile.c */
DECODER(sendfile); DECODER(copy_file_range);
/* sendmsg.c */
DECODER(sendmsg); DECODER(recvmsg); DECODER(sendmmsg); DECODER(recvmmsg);
/* signal.c */
DECODER(rt_sigaction); DECODER(rt_sigprocmask); DECODER(rt_sigreturn); DECODER(rt_sigpending);
DECODER(rt_sigsuspend); DECODER(rt_sigtimedwait); DECODER(rt_sigqueueinfo);
DECODER(rt_tgsigqueueinfo); DECODER(sigaltstack); DECODER(kill); DECODER(tkill); DECODER(tgkill);
DECODER(signalfd); DECODER(signalfd4);
/* socket.c */
DECODER(socket); DECODER(socketpair); DECODER(bind); DECODER(listen); DECODER(shutdown);
DECODER(accept); DECODER(accept4); DECODER(getsockname); DECODER(sendto); DECODER(recvfrom);
/* sockopt.c */
DECODER(getsockopt); DECODER(setsockopt);
/* stat.c */
DECODER(stat); DECODER(fstat); DECODER(newfstatat); DECODER(statx);
/* statfs.c */
DECODER(statfs); DECODER(fstatfs);
/* time.c */
DECODER(gettimeofday); DECODER(settimeofday); DECODER(time); DECODER(times);
DECODER(nanosleep); DECODER(clock_gettime); DECODER(clock_settime); DECODER(clock_nanosleep);
DECODER(alarm); DECODER(getitimer); DECODER(setitimer); DECODER(timer_create);
DECODER(timer_settime); DECODER(timer_gettime); DECODER(timer_delete); DECODER(timerfd_create);
DECODER(timerfd_settime); DECODER(timerfd_gettime);
/* truncate.c */
DECODER(truncate); DECODER(ftruncate);
/* utimensat.c */
DECODER(utimensat);
/* xattr.c */
DECODER(setxattr); DECODER(fsetxattr); DECODER(getxattr); DECODER(fgetxattr);
DECODER(listxattr); DECODER(flistxattr); DECODER(removexattr); DECODER(fremovexattr);

#undef DECODER
#endif
