/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The seccomp backend (-m seccomp): the program starts under a seccomp filter that
 * returns SECCOMP_RET_USER_NOTIF for the selected syscalls and allows the others.
 * systrace holds the filter's listener: for each notification it reads the
 * arguments (process_vm_readv), prints the line and lets the syscall run
 * (SECCOMP_USER_NOTIF_FLAG_CONTINUE). No ptrace at all: one round trip per
 * selected syscall, nothing for the others. The kernel never reports the result
 * of a continued syscall, so every line ends with " = ?".
 *
 * What systrace sees of a task is its notified syscalls: a task appears at its
 * first one, and the exit line comes from the wait status of systrace's own
 * children (the program, and orphans, since systrace is their subreaper), from
 * the exit/exit_group call just notified, or at the end from the kernel's pidfd
 * exit information.
 *
 * The program outlives systrace: a keeper process (seccomp_keeper.c) holds a copy
 * of the listener and, once systrace is gone, lets every notified syscall continue.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <seccomp.h>

#include "backend.h"
#include "inject.h"
#include "lifecycle.h"
#include "fetch.h"
#include "options.h"
#include "output.h"
#include "overhead.h"
#include "seccomp_filter.h"
#include "seccomp_keeper.h"
#include "syscall.h"
#include "syscall_i386.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"
#include "util.h"

/* Newer than the uapi headers of older distributions. */
#ifndef SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV
#define SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV (1UL << 5)
#endif
#ifndef SECCOMP_IOCTL_NOTIF_SET_FLAGS
#define SECCOMP_IOCTL_NOTIF_SET_FLAGS SECCOMP_IOW(4, __u64)
#endif
#ifndef SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP
#define SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP (1UL << 0)
#endif

/* PIDFD_GET_INFO (Linux 6.13; the exit status since 6.15), from linux/pidfd.h. */
struct systrace_pidfd_info {
	uint64_t mask;
	uint64_t cgroupid;
	uint32_t pid, tgid, ppid, ruid, rgid, euid, egid, suid, sgid, fsuid, fsgid;
	int32_t exit_code;
};
#define SYSTRACE_PIDFD_GET_INFO _IOWR(0xFF, 11, struct systrace_pidfd_info)
#define SYSTRACE_PIDFD_INFO_EXIT (1ULL << 3)

/* Syscalls the filter never notifies. rt_sigreturn: a signal arriving while a
 * notified syscall waits for systrace makes it fail with EINTR (when the handler
 * has no SA_RESTART); rt_sigreturn failing returns into the signal trampoline, and
 * the program crashes. */
#define NEVER_NOTIFIED SF_SIGRETURN
/* Syscalls always notified, shown or not: execve so the trace starts with the
 * program's execve and a thread's exec is followed, exit and exit_group for the
 * exit lines. */
#define ALWAYS_NOTIFIED (SF_EXECVE | SF_EXIT | SF_EXIT_GROUP)

/* The hand-over of the listener: the only call the filter lets through untouched
 * is sendmsg(sock, &handover.msg, HANDOVER_FLAGS), all three arguments exact. The
 * child makes it twice on a datagram socket: one copy for systrace, one for the
 * keeper, each taking one. */
#define HANDOVER_FLAGS (MSG_NOSIGNAL | MSG_DONTWAIT)
static struct {
	struct msghdr msg;
	struct iovec iov;
	int err;			/* 0, or why the child could not install the filter */
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} cmsg;
} handover;

static int listener = -1;
static bool tracing;			/* the program runs: a dead keeper is replaced */
static bool keeper_lost;		/* the keeper was reaped while tracing */
static bool recv_wakes_at_end;		/* RECV returns once no task uses the filter */
static pid_t started_pid;		/* the program systrace started */
static int started_pidfd = -1;		/* for forwarding signals without a pid race */
static int started_status = -1;		/* its wait status, once reaped */
static volatile sig_atomic_t children_changed;
static sigset_t orig_mask;
static struct rlimit orig_nofile;
/* The dispositions systrace changes, restored in the child before exec. */
static const int caught_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGPIPE };
static struct sigaction orig_actions[ARRAY_SIZE(caught_signals)];

/* The notification being handled, received where the keeper can see it. */
static struct seccomp_notif *req;
static struct seccomp_notif_resp resp;
static bool req_stale;			/* its task left the syscall: read nothing more */
static struct tcb *req_new_task;	/* its task, if first seen with it */
static struct proc *req_new_proc;	/* its process, if first seen with it */
static bool req_task_transient;		/* its process is already reported gone */

/* What systrace keeps per process (thread group) seen. */
struct proc {
	pid_t tgid;
	int pidfd;			/* for the exit status at the end, or -1 */
	pid_t exec_tid;			/* a thread other than the leader is in execve */
	bool leader_reported;		/* the leader's exit line is out (it called exit) */
	struct proc *next;
};

#define PROC_BUCKETS 256
static struct proc *procs[PROC_BUCKETS];
static unsigned int pending_execs;	/* processes with exec_tid set */

/* Processes whose exit_group was just let through. Their other threads may still
 * have notifications queued from before they were killed: those are shown, but the
 * process is not seen anew. The window is microseconds; a few entries cover it. */
#define RECENT_EXITS 64
static pid_t recent_exits[RECENT_EXITS];
static unsigned int recent_exit_next;

static void note_recent_exit(pid_t tgid)
{
	recent_exits[recent_exit_next++ % RECENT_EXITS] = tgid;
}

static bool exited_recently(pid_t tgid)
{
	for (unsigned int i = 0; i < RECENT_EXITS; i++)
		if (recent_exits[i] == tgid)
			return true;
	return false;
}

static struct proc *proc_find(pid_t tgid)
{
	for (struct proc *p = procs[(unsigned int)tgid % PROC_BUCKETS]; p; p = p->next)
		if (p->tgid == tgid)
			return p;
	return NULL;
}

/* A process seen for the first time. Its pidfd is opened while one of its tasks is
 * blocked in a notified syscall, so the pid cannot have been reused yet. */
static struct proc *proc_new(pid_t tgid, bool want_pidfd)
{
	struct proc *p = xcalloc(1, sizeof(*p));
	p->tgid = tgid;
	p->pidfd = want_pidfd ? (int)syscall(SYS_pidfd_open, tgid, 0) : -1;
	if (p->pidfd >= 0)
		fcntl(p->pidfd, F_SETFD, FD_CLOEXEC);
	unsigned int b = (unsigned int)tgid % PROC_BUCKETS;
	p->next = procs[b];
	procs[b] = p;
	return p;
}

static void proc_free(struct proc *p)
{
	struct proc **pp = &procs[(unsigned int)p->tgid % PROC_BUCKETS];
	while (*pp != p)
		pp = &(*pp)->next;
	*pp = p->next;
	if (p->exec_tid)
		pending_execs--;
	if (p->pidfd >= 0)
		close(p->pidfd);
	free(p);
}

/* The kernel's exit status of a process that is gone and reaped, or -1 if unknown. */
static int pidfd_exit_status(const struct proc *p)
{
	struct systrace_pidfd_info info = { .mask = SYSTRACE_PIDFD_INFO_EXIT };
	if (p->pidfd < 0 || ioctl(p->pidfd, SYSTRACE_PIDFD_GET_INFO, &info) < 0 ||
	    !(info.mask & SYSTRACE_PIDFD_INFO_EXIT))
		return -1;
	return info.exit_code;
}

/* ---- Tasks ---- */

/* The thread group of a task: itself if it leads one (tgkill checks exactly that),
 * otherwise the Tgid line of /proc/TID/status. */
static pid_t tgid_of(pid_t tid)
{
	if (syscall(SYS_tgkill, tid, tid, 0) == 0 || errno == EPERM)
		return tid;
	char path[64], buf[512];
	snprintf(path, sizeof(path), "/proc/%d/status", tid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return tid;
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return tid;
	buf[n] = '\0';
	const char *t = strstr(buf, "\nTgid:");
	long long tgid;
	if (!t)
		return tid;
	t += 6;
	while (*t == ' ' || *t == '\t')
		t++;
	char num[16];
	size_t len = strspn(t, "0123456789");
	if (!len || len >= sizeof(num))
		return tid;
	memcpy(num, t, len);
	num[len] = '\0';
	return parse_int(num, 1, INT32_MAX, &tgid) == 0 ? (pid_t)tgid : tid;
}

static bool thread_alive(pid_t tgid, pid_t tid)
{
	return syscall(SYS_tgkill, tgid, tid, 0) == 0 || errno != ESRCH;
}

/* The task's exit line, then forget it. */
static void report_task_exit(struct tcb *tcp, int status)
{
	report_exit(tcp, status);
	tcb_free(tcp);
}

struct tgid_walk {
	pid_t tgid;
	pid_t keep;		/* a task to leave alone */
	int status;		/* -1: forget the tasks without a line */
};

static void end_task_in_group(struct tcb *tcp, void *arg)
{
	const struct tgid_walk *w = arg;
	if (tcp->tgid != w->tgid || tcp->pid == w->keep)
		return;
	if (w->status >= 0)
		report_task_exit(tcp, w->status);
	else
		tcb_free(tcp);
}

/* Every task of a thread group but `keep` ends, with an exit line unless status < 0. */
static void end_group(pid_t tgid, pid_t keep, int status)
{
	struct tgid_walk w = { tgid, keep, status };
	tcb_for_each(end_task_in_group, &w);
}

/* A thread other than the leader called execve, and the leader's pid now makes
 * syscalls again with the execer gone: the exec succeeded, the execer took the
 * leader's pid and every other thread is gone (ptrace shows the same note). */
static struct tcb *exec_done(struct proc *p)
{
	pid_t leader = p->tgid, execer_tid = p->exec_tid;
	p->exec_tid = 0;
	pending_execs--;
	struct tcb *execer = tcb_find(execer_tid);
	end_group(leader, execer_tid, -1);
	if (!execer)
		return NULL;
	return lifecycle_exec_supersede(NULL, execer, leader);
}

/* The task of a notification that has no tcb yet, or whose pid may have changed
 * hands in an exec. */
static struct tcb *task_slow(pid_t tid, struct tcb *tcp)
{
	if (pending_execs) {
		struct proc *p = proc_find(tid);
		if (p && p->exec_tid && p->exec_tid != tid && !thread_alive(tid, p->exec_tid)) {
			struct tcb *execer = exec_done(p);
			if (execer)
				return execer;
			tcp = NULL;
		}
	}
	if (tcp)
		return tcp;
	pid_t tgid = tgid_of(tid);
	tcp = tcb_new(tid);
	tcp->tgid = tgid;
	req_new_task = tcp;
	if (exited_recently(tgid)) {
		req_task_transient = true;
		return tcp;
	}
	if (!proc_find(tgid))
		req_new_proc = proc_new(tgid, true);
	/* The filter reaches every descendant: its first call is where we meet it.
	 * Said with -f only, as in the other modes. */
	if (opts.follow && tid != started_pid)
		output_attached(tcp, 1);
	return tcp;
}

static inline struct tcb *task_of(pid_t tid)
{
	struct tcb *tcp = tcb_find(tid);
	if (likely(tcp && !pending_execs))
		return tcp;
	return task_slow(tid, tcp);
}

/* Exec bookkeeping, only while some thread other than a leader is in execve. */
static void note_exec_progress(struct tcb *tcp)
{
	struct proc *p = proc_find(tcp->tgid);
	if (p && p->exec_tid == tcp->pid) {
		/* The execer makes syscalls under its own tid: its execve failed. */
		p->exec_tid = 0;
		pending_execs--;
	}
}

static void note_exec_start(struct tcb *tcp)
{
	struct proc *p = proc_find(tcp->tgid);
	if (!p || p->exec_tid)
		return;
	p->exec_tid = tcp->pid;
	pending_execs++;
}

/* An exit or exit_group call was let through: the task (or its whole group) is
 * going, with this code. The program systrace started is reported from its wait
 * status instead, which also tells a kill that raced with the exit. */
static void on_exit_call(struct tcb *tcp, bool group, int code)
{
	int status = W_EXITCODE(code & 0xff, 0);
	pid_t tgid = tcp->tgid;
	if (!group) {
		if (tcp->pid == started_pid)
			return;
		if (tcp->pid == tgid) {
			struct proc *p = proc_find(tgid);
			if (p)
				p->leader_reported = true;
		}
		report_task_exit(tcp, status);
		return;
	}
	end_group(tgid, started_pid, status);
	note_recent_exit(tgid);
	struct proc *p = proc_find(tgid);
	if (p && tgid != started_pid)
		proc_free(p);
}

/* A process is gone with this wait status: every task of it not reported yet gets
 * its line, the leader last (created if the process was known by its threads only). */
static void end_process(struct proc *p, pid_t tgid, int status)
{
	struct tcb *leader = tcb_find(tgid);
	end_group(tgid, tgid, status);
	if (!leader && (!p || !p->leader_reported))
		leader = tcb_new(tgid);
	if (leader)
		report_task_exit(leader, status);
	if (p)
		proc_free(p);
}

/* A child of systrace was reaped: the program, or an orphan handed to systrace as
 * its subreaper. */
static void on_reaped(pid_t pid, int status, const struct rusage *ru)
{
	if (keeper_reaped(pid)) {
		keeper_lost = true;
		return;
	}
	struct proc *p = proc_find(pid);
	if (pid == started_pid) {
		started_status = status;
		overhead_child_rusage(ru);
	}
	else if (!p)
		return;		/* reported at its exit_group, or never seen */
	end_process(p, pid, status);
}

static void reap_children(void)
{
	int status;
	pid_t pid;
	children_changed = 0;
	struct rusage ru;
	while ((pid = wait4(-1, &status, WNOHANG, &ru)) > 0)
		on_reaped(pid, status, &ru);
	/* Killed (by the program, say): a new one, or the program would not outlive
	 * systrace. If fork fails, the next SIGCHLD tries again. */
	if (keeper_lost && tracing && keeper_spawn(-1, listener, recv_wakes_at_end) == 0)
		keeper_lost = false;
}

/* ---- Signals ---- */

/* SIGINT, SIGTERM, SIGHUP, SIGQUIT: systrace passes the signal on to the program
 * it started and traces on until the program and its descendants are gone, so the
 * trace shows what the program does with the signal (SIGKILL ends systrace alone;
 * the keeper then lets the program go on untraced). A signal from the terminal
 * (si_code SI_KERNEL) already went to the whole foreground process group, the
 * program included. */
static void on_interrupt(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	int saved = errno;
	if (si->si_code != SI_KERNEL && started_pidfd >= 0)
		syscall(SYS_pidfd_send_signal, started_pidfd, sig, NULL, 0);
	errno = saved;
}

static void on_sigchld(int sig)
{
	(void)sig;
	children_changed = 1;
}

/* SA_RESTART everywhere: a trace line being written must never fail with EINTR. */
static void catch_signals(void)
{
	struct sigaction interrupt = { .sa_sigaction = on_interrupt,
				       .sa_flags = SA_SIGINFO | SA_RESTART };
	struct sigaction chld = { .sa_handler = on_sigchld, .sa_flags = SA_RESTART | SA_NOCLDSTOP };
	/* A closed output pipe must not kill systrace, and with it the program's syscalls. */
	struct sigaction ign = { .sa_handler = SIG_IGN };
	sigemptyset(&interrupt.sa_mask);
	sigemptyset(&chld.sa_mask);
	sigemptyset(&ign.sa_mask);
	for (size_t i = 0; i < ARRAY_SIZE(caught_signals); i++) {
		int sig = caught_signals[i];
		const struct sigaction *sa = sig == SIGCHLD ? &chld : sig == SIGPIPE ? &ign : &interrupt;
		sigaction(sig, sa, &orig_actions[i]);
	}
}

/* In the child: the dispositions systrace found, so that a signal passed on before
 * the exec does to the program what it would have done untraced. */
static void restore_signals(void)
{
	for (size_t i = 0; i < ARRAY_SIZE(caught_signals); i++)
		sigaction(caught_signals[i], &orig_actions[i], NULL);
}

/* The listener's SEND and ID_VALID take its lock interruptibly: EINTR (a SIGCHLD,
 * say) means the request was not done, and an unanswered notification would leave
 * its task waiting for ever. */
static int notif_ioctl(unsigned long request, void *arg)
{
	int rc;
	while ((rc = ioctl(listener, request, arg)) < 0 && errno == EINTR)
		;
	return rc;
}

/* ---- Start ---- */

/* Linux version as major * 1000 + minor, 0 if unknown. */
static unsigned int kernel_version(void)
{
	struct utsname u;
	unsigned int major, minor;
	if (uname(&u) < 0 || sscanf(u.release, "%u.%u", &major, &minor) != 2)
		return 0;
	return major * 1000 + minor;
}

#define KV(a, b) ((a) * 1000u + (b))

/* Refuse early, with the alternative named, what this mode cannot do here. */
static void check_kernel(void)
{
	uint32_t action = SECCOMP_RET_USER_NOTIF;
	if (syscall(SYS_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, &action) < 0) {
		if (errno == EOPNOTSUPP || errno == EINVAL || errno == ENOSYS)
			die("this kernel has no seccomp user notification; use -m ptrace");
		die_errno("cannot use seccomp user notification here (use -m ptrace)");
	}
	unsigned int v = kernel_version();
	/* CONTINUE (5.5) and the listener's end-of-file when the last task is gone (5.9). */
	if (v && v < KV(5, 9))
		die("-m seccomp needs Linux 5.9 or later (this is %u.%u); use -m ptrace",
		    v / 1000, v % 1000);
	/* From 6.11 a blocked RECV returns when no task uses the filter any more, so the
	 * loop needs no poll() per notification (an unknown version gets the poll()). */
	recv_wakes_at_end = v >= KV(6, 11);
}

static bool has_file_caps(const char *path)
{
	return getxattr(path, "security.capability", NULL, 0) > 0;
}

/* Without CAP_SYS_ADMIN the filter needs no_new_privs, which runs set-user-ID and
 * set-group-ID programs (and file capabilities) without their privileges. */
static void check_privileges(const char *path)
{
	struct stat st;
	if (geteuid() == 0 || stat(path, &st) < 0)
		return;
	bool setid = (st.st_mode & S_ISUID) || ((st.st_mode & S_ISGID) && (st.st_mode & S_IXGRP));
	if (setid || has_file_caps(path))
		die("'%s' is %s: -m seccomp would run it without its privileges "
		    "(the filter needs no_new_privs); run systrace as root, or use -m ptrace",
		    path, setid ? "set-user-ID or set-group-ID" : "given file capabilities");
}

static int install_filter(const struct sock_fprog *prog)
{
	unsigned long flags = SECCOMP_FILTER_FLAG_NEW_LISTENER | SECCOMP_FILTER_FLAG_SPEC_ALLOW |
			      SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV;
	/* root keeps no_new_privs off, so set-user-ID programs keep working. */
	bool nnp = geteuid() != 0;
	if (nnp && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		return -errno;
	for (;;) {
		long fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, prog);
		if (fd >= 0)
			return (int)fd;
		if (errno == EINVAL && (flags & SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV)) {
			flags &= ~SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV;	/* before 5.19 */
		} else if (errno == EACCES && !nnp) {
			/* root without CAP_SYS_ADMIN (a user namespace) */
			if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
				return -errno;
			nnp = true;
		} else {
			return -errno;
		}
	}
}

/* In the child: install the filter, hand the listener over, exec. Between the
 * filter and execve the only syscall is the exempted sendmsg, so nothing can wait
 * for a listener systrace does not hold yet, and execve is the first notification. */
static noreturn void child_exec(int sock, const struct sock_fprog *prog,
				const char *path, char **argv)
{
	restore_signals();
	sigprocmask(SIG_SETMASK, &orig_mask, NULL);
	setrlimit(RLIMIT_NOFILE, &orig_nofile);
	/* Without --kill-on-exit, no PR_SET_PDEATHSIG: if systrace dies, the keeper
	 * lets the program go on. With it, the program dies with systrace (its
	 * descendants go on, served by the keeper). */
	if (opts.kill_on_exit)
		prctl(PR_SET_PDEATHSIG, SIGKILL);
	keeper_forget_in_child();

	int fd = install_filter(prog);
	if (fd < 0) {
		handover.err = -fd;
		for (int i = 0; i < 2; i++)
			if (write(sock, &handover.err, sizeof(handover.err)) < 0)
				_exit(EXIT_RUNTIME_ERROR);
		_exit(EXIT_RUNTIME_ERROR);
	}
	struct cmsghdr *c = CMSG_FIRSTHDR(&handover.msg);
	memcpy(CMSG_DATA(c), &fd, sizeof(fd));
	/* Both or neither: a receiver left without its copy would wait for it forever. */
	for (int i = 0; i < 2; i++)
		if (syscall(SYS_sendmsg, (long)sock, (long)&handover.msg, (long)HANDOVER_FLAGS) < 0)
			_exit(EXIT_RUNTIME_ERROR);
	/* The listener and the socket are close-on-exec. */
	execv(path, argv);
	msg_errno("exec");
	_exit(1);	/* strace's status and words for a failed exec */
}

/* The listener from the child, or the child's reason for not sending one (dies). */
static int receive_listener(int sock, pid_t pid)
{
	int err = 0, fd;
	bool ctrunc;
	ssize_t n = handover_receive(sock, &err, &fd, &ctrunc);
	if (n == (ssize_t)sizeof(err) && err == 0 && fd >= 0)
		return fd;
	if (fd >= 0)
		close(fd);
	/* Without an error sent, the child may be waiting in its execve (its listener
	 * copy was dropped here: no descriptor left): end it rather than wait. */
	bool truncated = n == (ssize_t)sizeof(err) && err == 0 && ctrunc;
	if (n != (ssize_t)sizeof(err) || err == 0)
		kill(pid, SIGKILL);
	int status;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	started_status = status;
	if (truncated)
		die("cannot receive the seccomp listener: no file descriptor left (use -m ptrace)");
	if (n != (ssize_t)sizeof(err) || err == 0)
		die("the program's process ended before tracing began");
	errno = err;
	if (err == EBUSY)
		die_errno("cannot install the seccomp filter (a seccomp supervisor already watches "
			  "this process, another systrace -m seccomp for instance; use -m ptrace)");
	if (err == EINVAL || err == EOPNOTSUPP || err == ENOSYS)
		die_errno("cannot install the seccomp filter (this kernel lacks a feature it needs; "
			  "use -m ptrace)");
	die_errno("cannot install the seccomp filter (use -m ptrace)");
}

static void seccomp_start(const char *path, char **argv)
{
	check_kernel();
	check_privileges(path);

	int sv[2];
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0)
		die_errno("socketpair");
	handover.iov = (struct iovec){ &handover.err, sizeof(handover.err) };
	handover.msg = (struct msghdr){ .msg_iov = &handover.iov, .msg_iovlen = 1,
					.msg_control = handover.cmsg.buf,
					.msg_controllen = sizeof(handover.cmsg.buf) };
	struct cmsghdr *c = CMSG_FIRSTHDR(&handover.msg);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(sizeof(int));

	/* Built here, not in the child: libseccomp may allocate and free, and a free
	 * that gave memory back to the kernel after the filter is in would wait forever. */
	struct seccomp_exemption exempt = {
		.nr = __NR_sendmsg,
		.args = { (uint64_t)sv[1], (uint64_t)(uintptr_t)&handover.msg, HANDOVER_FLAGS },
	};
	struct sock_fprog prog;
	int always_notified[8], never_notified[4];
	syscall_nrs_with(ALWAYS_NOTIFIED, always_notified, ARRAY_SIZE(always_notified));
	syscall_nrs_with(NEVER_NOTIFIED, never_notified, ARRAY_SIZE(never_notified));
	int rc = seccomp_filter_export(SCMP_ACT_NOTIFY, always_notified, never_notified,
				       &exempt, &prog);
	if (rc < 0) {
		errno = -rc;
		die_errno("cannot build the seccomp filter");
	}

	/* pidfds for every process seen, and -ff files: room for many descriptors. */
	getrlimit(RLIMIT_NOFILE, &orig_nofile);
	struct rlimit more = { orig_nofile.rlim_max, orig_nofile.rlim_max };
	setrlimit(RLIMIT_NOFILE, &more);
	/* systrace is the subreaper of the program's orphans: their exit statuses come
	 * to systrace, which reaps them. */
	prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
	/* An interrupt before the program's pidfd exists waits, then goes to it. */
	sigset_t interrupts;
	sigemptyset(&interrupts);
	sigaddset(&interrupts, SIGINT);
	sigaddset(&interrupts, SIGTERM);
	sigaddset(&interrupts, SIGHUP);
	sigaddset(&interrupts, SIGQUIT);
	sigprocmask(SIG_BLOCK, &interrupts, &orig_mask);
	catch_signals();

	output_flush();
	req = keeper_setup();
	if (!req)
		die_errno("cannot prepare the keeper of the seccomp listener");
	/* Forked before the program, so that whatever happens to systrace from the
	 * moment the filter exists, the keeper can get its copy of the listener. */
	rc = keeper_spawn(sv[0], -1, recv_wakes_at_end);
	if (rc < 0) {
		errno = -rc;
		die_errno("cannot start the keeper of the seccomp listener");
	}
	pid_t pid = fork();
	if (pid < 0)
		die_errno("fork");
	if (pid == 0) {
		close(sv[0]);
		child_exec(sv[1], &prog, path, argv);
	}
	started_pid = pid;
	started_pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
	if (started_pidfd >= 0)
		fcntl(started_pidfd, F_SETFD, FD_CLOEXEC);
	sigprocmask(SIG_SETMASK, &orig_mask, NULL);
	close(sv[1]);
	free(prog.filter);
	listener = receive_listener(sv[0], pid);
	close(sv[0]);
	/* A listener answers ENOENT for an unknown id (a policy could fake seccomp()). */
	uint64_t no_id = 0;
	if (notif_ioctl(SECCOMP_IOCTL_NOTIF_ID_VALID, &no_id) == 0 || errno != ENOENT)
		die_errno("the seccomp filter gave no usable listener (use -m ptrace)");

	/* Linux 6.6: wake the tracee on this CPU when answering (fewer migrations). */
	ioctl(listener, SECCOMP_IOCTL_NOTIF_SET_FLAGS, (uint64_t)SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP);

	struct tcb *tcp = tcb_new(pid);
	tcp->flags = TCB_HIDE_LOG;
	proc_new(pid, false);
	resp.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
	tracing = true;

	if (!recv_wakes_at_end) {
		/* Older kernels: SIGCHLD only interrupts the poll() before each RECV. */
		sigset_t chld;
		sigemptyset(&chld);
		sigaddset(&chld, SIGCHLD);
		sigprocmask(SIG_BLOCK, &chld, NULL);
	}
}

static void seccomp_attach(void)
{
	/* options_parse() refuses -p with -m seccomp; this is a second line of defence. */
	die("-p cannot be used with -m seccomp: a seccomp filter cannot be installed "
	    "into a running process (use -m ptrace)");
}

/* ---- The loop ---- */

static void handle_notification(void)
{
	req_new_task = NULL;
	req_new_proc = NULL;
	req_task_transient = false;
	/* Without -f only the program systrace started is shown, as strace shows
	 * it: its threads and children meet the filter too, and just go on. */
	if (!opts.follow && (pid_t)req->pid != started_pid && !tcb_find((pid_t)req->pid)) {
		if (overhead_enabled())
			overhead.stops++;
		resp.id = req->id;
		notif_ioctl(SECCOMP_IOCTL_NOTIF_SEND, &resp);	/* ENOENT: it was killed */
		return;
	}
	struct tcb *tcp = task_of((pid_t)req->pid);
	int nr = req->data.nr;
	if (unlikely(pending_execs))
		note_exec_progress(tcp);

	/* int $0x80: the i386 table, 32-bit arguments (the filter has the i386 ABI). */
	bool i386 = req->data.arch == AUDIT_ARCH_I386;
	syscall_personality(tcp, i386 ? PERS_I386 : PERS_X86_64);
	tcp->ev.flags = 0;
	if (i386) {
		event_set_i386(&tcp->ev, (uint64_t)(int64_t)nr, (const uint64_t *)req->data.args);
		nr = tcp->ev.nr;
	} else {
		tcp->ev.nr = nr;
		memcpy(tcp->ev.args, req->data.args, sizeof(tcp->ev.args));
	}
	tcp->ev.ip = req->data.instruction_pointer;
	tcp->ev.sp = 0;
	tcp->ev.pid = tcp->tgid;
	tcp->ev.tid = tcp->pid;
	tcp->ev.entry_ns = now_mono_ns();
	req_stale = false;
	/* -e inject: error= and retval= are the answer itself (the call does not
	 * run); delay_enter= waits before answering. */
	const struct inject_action *inj = NULL;
	if (unlikely(inject_any()) && !(tcp->flags & TCB_HIDE_LOG))
		inj = inject_entering(tcp->pid, nr);
	syscall_entering(tcp);
	if (unlikely(inj) && inj->has_rval) {
		tcp->ev.ret = inj->rval;
		tcp->ev.exit_ns = tcp->ev.entry_ns;
		tcp->ev.flags |= EV_HAS_RET;
	}
	if (opts.stack_trace) {
		/* Only the instruction pointer is known; name it while the task waits. */
		stack_set_ip_only(tcp);
		stack_check_maps_change(tcp);
	}
	syscall_exiting(tcp);

	if (overhead_enabled()) {
		/* From the notification's arrival to the answer: the task waits for us. */
		overhead.stops++;
		overhead_note_own(nr, now_mono_ns() - tcp->ev.entry_ns);
	}
	resp.id = req->id;
	struct seccomp_notif_resp *answer = &resp;
	struct seccomp_notif_resp injected;
	if (unlikely(inj)) {
		inject_done(tcp->pid);
		if (inj->delay_enter) {
			struct timespec ts = { (time_t)(inj->delay_enter_ns / 1000000000u),
					       (long)(inj->delay_enter_ns % 1000000000u) };
			while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
				;
		}
		if (inj->has_rval) {
			injected = (struct seccomp_notif_resp){ .id = req->id };
			if (inj->rval < 0 && inj->rval >= -4095)
				injected.error = (int32_t)inj->rval;
			else
				injected.val = inj->rval;
			answer = &injected;
		}
	}
	if (notif_ioctl(SECCOMP_IOCTL_NOTIF_SEND, answer) < 0) {
		if (errno == EINVAL)
			die("this kernel cannot let a notified syscall continue "
			    "(SECCOMP_USER_NOTIF_FLAG_CONTINUE, Linux 5.5); use -m ptrace");
		/* ENOENT: the task was killed while it waited (a thread of a process
		 * whose exit_group was just let through, say); the syscall never ran.
		 * A task first seen here leaves nothing behind to report later. */
		if (req_new_task)
			tcb_free(req_new_task);
		if (req_new_proc)
			proc_free(req_new_proc);
		return;
	}
	if (unlikely(req_task_transient)) {
		/* A thread of a process already reported gone: it is being killed. */
		tcb_free(tcp);
		return;
	}
	unsigned int sf = tcp->sys->flags;
	if (sf & (SF_EXIT | SF_EXIT_GROUP))
		on_exit_call(tcp, sf & SF_EXIT_GROUP, (int)req->data.args[0]);
	else if ((sf & SF_EXECVE) && tcp->pid != tcp->tgid)
		note_exec_start(tcp);
}

static bool listener_hung_up(void)
{
	struct pollfd pfd = { listener, POLLIN, 0 };
	return poll(&pfd, 1, 0) == 1 && (pfd.revents & POLLHUP) && !(pfd.revents & POLLIN);
}

/* Kernels before 6.11: wait in ppoll(), which SIGCHLD interrupts and which reports
 * the listener's hang-up. Returns false when tracing is over. */
static bool wait_for_notification(void)
{
	for (;;) {
		if (children_changed)
			reap_children();
		struct pollfd pfd = { listener, POLLIN, 0 };
		int n = ppoll(&pfd, 1, NULL, &orig_mask);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			die_errno("poll");
		}
		if (pfd.revents & POLLIN)
			return true;
		if (pfd.revents & (POLLHUP | POLLERR | POLLNVAL))
			return false;
	}
}

static void forget_task(struct tcb *tcp, void *arg)
{
	(void)arg;
	tcb_free(tcp);
}

/* No task uses the filter any more: collect what is left to report. */
static void finish(void)
{
	if (started_status < 0) {
		int status;
		pid_t pid;
		struct rusage ru;
		while ((pid = wait4(started_pid, &status, 0, &ru)) < 0 && errno == EINTR)
			;
		if (pid == started_pid)
			on_reaped(pid, status, &ru);
	}
	reap_children();
	/* Processes gone without a notified exit (killed by a signal) that were not
	 * systrace's children: the kernel keeps their status for pidfds (Linux 6.15),
	 * once their parent has reaped them. Without it they end without a line. */
	for (unsigned int b = 0; b < PROC_BUCKETS; b++) {
		while (procs[b]) {
			struct proc *p = procs[b];
			int status = pidfd_exit_status(p);
			if (status >= 0) {
				end_process(p, p->tgid, status);
			} else {
				end_group(p->tgid, -1, -1);
				proc_free(p);
			}
		}
	}
	tcb_for_each(forget_task, NULL);
}

static int seccomp_run(void)
{
	for (;;) {
		if (!recv_wakes_at_end && !wait_for_notification())
			break;
		if (children_changed)
			reap_children();
		memset(req, 0, sizeof(*req));
		if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, req) < 0) {
			if (errno == EINTR)
				continue;
			/* ENOENT: the task died before systrace got its notification, or
			 * (Linux 6.11) no task uses the filter any more. */
			if (errno == ENOENT) {
				if (listener_hung_up())
					break;
				continue;
			}
			die_errno("cannot receive seccomp notifications");
		}
		handle_notification();
	}
	tracing = false;
	finish();
	keeper_stop();
	close(listener);
	listener = -1;
	if (started_status < 0)
		return 0;
	return lifecycle_exit_code(started_status);
}

static int seccomp_read_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len)
{
	if (req_stale)
		return -ESRCH;
	int rc = read_mem_live(tcp->pid, addr, buf, len);
	/* The task may have left the syscall (killed) and its pid been reused: what was
	 * read counts only if the notification is still pending afterwards. */
	if (rc == 0 && notif_ioctl(SECCOMP_IOCTL_NOTIF_ID_VALID, &req->id) < 0) {
		req_stale = true;
		return -ESRCH;
	}
	return rc;
}

/* A fatal error in systrace: once it has exited, the keeper lets the program go on
 * untraced. Without a keeper, or before tracing began, the program would go on with
 * every notified syscall failing (ENOSYS): stop it instead, as ptrace mode does. */
static void seccomp_cleanup(void)
{
	if (started_pid > 0 && started_status < 0 && !(tracing && keeper_running()))
		kill(started_pid, SIGKILL);
}

const struct backend backend_seccomp = {
	.name = "seccomp",
	.start = seccomp_start,
	.attach = seccomp_attach,
	.run = seccomp_run,
	.read_mem = seccomp_read_mem,
	.cleanup = seccomp_cleanup,
};
