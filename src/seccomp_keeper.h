/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The keeper of -m seccomp: a small child of systrace that holds a copy of the
 * filter's listener and sleeps while systrace lives. Once systrace is gone (killed,
 * or dead of an error), it answers every notification with
 * SECCOMP_USER_NOTIF_FLAG_CONTINUE until no task uses the filter, so the program
 * goes on untraced instead of seeing its notified syscalls fail with ENOSYS.
 */
#ifndef SYSTRACE_SECCOMP_KEEPER_H
#define SYSTRACE_SECCOMP_KEEPER_H

#include <stdbool.h>
#include <sys/types.h>

struct seccomp_notif;

/*
 * Before the keeper and the program are forked: the pipe whose end of file tells
 * the keeper that systrace is gone, and a buffer shared with the keeper, where
 * systrace must receive every notification (SECCOMP_IOCTL_NOTIF_RECV), so that
 * a keeper taking over can answer the one systrace received and did not answer.
 * Returns the buffer, or NULL with errno set.
 */
struct seccomp_notif *keeper_setup(void);

/* One message of the listener's hand-over from the program's child: its status
 * (0, or the errno of a failed filter install) in *err and the listener in *fd
 * (-1 if none came; *truncated if the kernel dropped it for want of a free
 * descriptor). Returns recvmsg's result (sizeof(int) when whole). */
ssize_t handover_receive(int sock, int *err, int *fd, bool *truncated);

/*
 * Fork the keeper. With listener >= 0 it inherits that listener; otherwise it
 * receives its own copy as one datagram on sock (SCM_RIGHTS, sent by the program
 * before its exec), and ends if it gets none. recv_wakes_at_end: the kernel ends a
 * blocked SECCOMP_IOCTL_NOTIF_RECV when no task uses the filter (Linux 6.11).
 * Returns 0 or a negative errno.
 */
int keeper_spawn(int sock, int listener, bool recv_wakes_at_end);

/* In the program's child before its filter is installed: drop systrace's end of
 * the pipe, or the keeper would wait for this child to exit before taking over. */
void keeper_forget_in_child(void);

/* A child of systrace was reaped: true if it was the keeper, which is now gone. */
bool keeper_reaped(pid_t pid);

/* True while a keeper is running. */
bool keeper_running(void);

/* Tracing is over (no task uses the filter): end the keeper and reap it. */
void keeper_stop(void);

#endif
