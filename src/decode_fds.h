/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What -y, -yy and --decode-fds print after a descriptor: its path, and details
 * by kind, as strace 6.1 prints them (signalfd as later strace versions do):
 *
 *	3</dev/null<char 1:3>>	 path, then a device's type and numbers (dev)
 *	5<TCP:[127.0.0.1:80->127.0.0.1:4242]>  a socket's protocol and ends (socket),
 *	6<UNIX-STREAM:[12345->12346]>	  from sock_diag netlink; "PROTO:[inode]"
 *	7<NETLINK:[ROUTE:1234]>		  when the kernel does not say more
 *	8<pid:1234>		 the process a pidfd refers to (pidfd)
 *	9<signalfd:[INT USR1]>	 the signals a signalfd takes (signalfd)
 *
 * Everything is read from /proc/PID/fd, /proc/PID/fdinfo and the kernel's
 * sock_diag, at the moment of printing (for -m buffered: after the call).
 */
#ifndef SYSTRACE_DECODE_FDS_H
#define SYSTRACE_DECODE_FDS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* A descriptor's description: path is quoted by the renderer, detail is printed
 * as is (inside the path's "<...>" when both are set). Empty strings: none. */
struct fd_desc {
	char path[4096];
	char detail[512];
};

/* Describe fd of task pid for the kinds (enum decode_fd_kind bits). Returns false
 * when there is nothing to print. */
bool fd_describe(pid_t pid, int fd, unsigned int kinds, struct fd_desc *d);

#endif
