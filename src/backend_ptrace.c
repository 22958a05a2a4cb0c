/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The ptrace backend (-m ptrace, the default): PTRACE_SEIZE, a stop at every
 * syscall entry and exit (or, with --seccomp-bpf, only at the syscalls a seccomp
 * filter selects), PTRACE_GET_SYSCALL_INFO to read them.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <grp.h>
#include <pwd.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/audit.h>
#include <linux/sched.h>
#include <seccomp.h>

#include "backend.h"
#include "lifecycle.h"
#include "fetch.h"
#include "inject.h"
#include "options.h"
#include "output.h"
#include "overhead.h"
#include "seccomp_filter.h"
#include "syscall.h"
#include "syscall_i386.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"
#include "util.h"

/* Group-stop signals: a PTRACE_EVENT_STOP with one of these is a job-control stop. */
static bool is_stop_signal(int sig)
{
	return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

static unsigned int seize_options;
static pid_t started_pid;		/* the program systrace started; 0 with -p */
static int started_status = -1;		/* its wait status, once it is gone */
static bool have_syscall_info = true;	/* PTRACE_GET_SYSCALL_INFO works (Linux 5.3+) */
/* -b execve: the first execve (PROG's own, when systrace started it) is not detached. */
static bool skip_one_exec;
/* -e inject: the signal to deliver as the syscall just entered resumes, and how
 * long the stopped task is to wait before it resumes (delay_enter / delay_exit). */
static int entry_signal;
static uint64_t stop_delay_ns;
/* --overhead: when systrace let the stopped task go. From the stop's report to here
 * is systrace's own work; the resume itself is part of the trap's cost. */
static uint64_t resumed_at_ns;

static void compute_options(void)
{
	seize_options = PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEEXEC;
	if (opts.follow)
		seize_options |= PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE;
	if (opts.seccomp_bpf)
		seize_options |= PTRACE_O_TRACESECCOMP;
	/* --kill-on-exit (implied by --seccomp-bpf): without it, as with strace, a
	 * systrace that is killed leaves its tracees running untraced. */
	if (opts.kill_on_exit)
		seize_options |= PTRACE_O_EXITKILL;
}

/* -u USER: who the program runs as, looked up before it starts. */
static struct passwd *run_as;

/* In the child, before exec: become USER with its groups; a set-user-ID or
 * set-group-ID program keeps that effective id, as it would when USER runs it. */
static void become_user(const char *path)
{
	struct stat st;
	uid_t euid = run_as->pw_uid;
	gid_t egid = run_as->pw_gid;
	if (stat(path, &st) == 0) {
		if (st.st_mode & S_ISUID)
			euid = st.st_uid;
		if (st.st_mode & S_ISGID)
			egid = st.st_gid;
	}
	/* Groups first: only root may set them. */
	if (initgroups(run_as->pw_name, run_as->pw_gid) < 0 ||
	    setregid(run_as->pw_gid, egid) < 0 || setreuid(run_as->pw_uid, euid) < 0) {
		msg_errno("cannot run as user '%s'", run_as->pw_name);
		_exit(EXIT_RUNTIME_ERROR);
	}
}

/* Resume a stopped task. With --seccomp-bpf, only the exit of a selected syscall
 * needs a stop; otherwise the task runs free until the filter stops it. */
static void resume(struct tcb *tcp, int sig)
{
	int req = PTRACE_SYSCALL;
	if (opts.seccomp_bpf && !(tcp->flags & TCB_IN_SYSCALL))
		req = PTRACE_CONT;
	if (overhead_enabled())
		resumed_at_ns = now_mono_ns();
	tcp->flags &= ~TCB_STOPPED;
	if (ptrace(req, tcp->pid, 0L, (long)sig) < 0 && errno != ESRCH)
		msg_errno("cannot resume pid %d", tcp->pid);
}

static struct tcb *new_tracee(pid_t pid, unsigned int flags)
{
	struct tcb *tcp = tcb_new(pid);
	tcp->flags = flags;
	return tcp;
}

/* A task created by a traced one (-f), seen for the first time. */
static struct tcb *new_child(pid_t pid)
{
	struct tcb *tcp = new_tracee(pid, TCB_STARTUP);
	output_attached(tcp, 1);
	return tcp;
}

static void ptrace_start(const char *path, char **argv)
{
	compute_options();
	if (opts.username) {
		run_as = getpwnam(opts.username);
		if (!run_as)
			die("Cannot find user '%s'", opts.username);
	}

	pid_t pid = fork();
	if (pid < 0)
		die_errno("fork");
	if (pid == 0) {
		/* Wait here until the parent has seized us, so it sees execve. The
		 * --seccomp-bpf filter comes only after: untraced, a SECCOMP_RET_TRACE
		 * syscall fails with ENOSYS, and getpid and kill may be selected. */
		kill(getpid(), SIGSTOP);
		if (opts.seccomp_bpf) {
			int rc = seccomp_filter_install(SCMP_ACT_TRACE(0), NULL, false);
			if (rc < 0) {
				errno = -rc;
				msg_errno("cannot install the --seccomp-bpf filter");
				_exit(EXIT_RUNTIME_ERROR);
			}
		}
		if (run_as)
			become_user(path);
		execv(path, argv);
		/* The failed execve is in the trace; strace's words and status. */
		msg_errno("exec");
		_exit(1);
	}

	int status;
	while (waitpid(pid, &status, WSTOPPED) < 0) {
		if (errno == EINTR)
			continue;
		int err = errno;
		kill(pid, SIGKILL);
		errno = err;
		die_errno("waitpid");
	}
	if (!WIFSTOPPED(status)) {
		/* The child died before it could stop (killed from outside). */
		exit(WIFEXITED(status) ? WEXITSTATUS(status) : EXIT_RUNTIME_ERROR);
	}
	if (ptrace(PTRACE_SEIZE, pid, 0L, (long)seize_options) < 0) {
		int err = errno;
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		errno = err;
		die_errno("cannot trace '%s' with ptrace%s", path,
			  err == EPERM ? " (ptrace is forbidden here; try -m seccomp)" : "");
	}
	started_pid = pid;
	skip_one_exec = true;
	new_tracee(pid, TCB_STARTUP | TCB_HIDE_LOG);
	kill(pid, SIGCONT);
}

/* Seize one thread and make it stop, so tracing starts at a known point. */
static int seize_thread(pid_t tid)
{
	if (tcb_find(tid))
		return 0;
	if (ptrace(PTRACE_SEIZE, tid, 0L, (long)seize_options) < 0)
		return -errno;
	if (ptrace(PTRACE_INTERRUPT, tid, 0L, 0L) < 0) {
		int err = errno;
		ptrace(PTRACE_DETACH, tid, 0L, 0L);
		return -err;
	}
	new_tracee(tid, TCB_STARTUP | TCB_ATTACHED);
	return 0;
}

/* With -f, every thread of the process; without, the given thread only. Returns
 * the number of threads seized, or a negative errno. */
static int attach_process(pid_t pid)
{
	int rc = seize_thread(pid);
	if (rc < 0 || !opts.follow)
		return rc < 0 ? rc : 1;
	int nthreads = 1;
	char path[64];
	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	/* Threads may be created while we attach: rescan until nothing new appears. */
	for (bool added = true; added;) {
		added = false;
		DIR *d = opendir(path);
		if (!d)
			break;
		struct dirent *de;
		while ((de = readdir(d))) {
			long long tid;
			if (parse_int(de->d_name, 1, INT32_MAX, &tid) < 0 || tcb_find((pid_t)tid))
				continue;
			if (seize_thread((pid_t)tid) == 0) {
				tcb_find((pid_t)tid)->tgid = pid;
				added = true;
				nthreads++;
			}
		}
		closedir(d);
	}
	return nthreads;
}

static void ptrace_attach(void)
{
	compute_options();
	unsigned int ok = 0;
	for (unsigned int i = 0; i < opts.nattach; i++) {
		pid_t pid = opts.attach_pids[i];
		int rc = attach_process(pid);
		if (rc < 0) {
			errno = -rc;
			msg_errno("cannot attach to pid %d", pid);
			continue;
		}
		ok++;
		output_attached(tcb_find(pid), (unsigned int)rc);
	}
	/* Nothing to trace; with a program started (-p beside PROG), that goes on. */
	if (!ok && !started_pid)
		exit(EXIT_RUNTIME_ERROR);
}

/* Registers, for kernels without PTRACE_GET_SYSCALL_INFO. */
static bool read_syscall_regs(struct tcb *tcp, bool entry)
{
	struct user_regs_struct r;
	if (ptrace(PTRACE_GETREGS, tcp->pid, 0L, &r) < 0)
		return false;
	if (entry) {
		tcp->ev.nr = (int32_t)r.orig_rax;
		tcp->ev.args[0] = r.rdi;
		tcp->ev.args[1] = r.rsi;
		tcp->ev.args[2] = r.rdx;
		tcp->ev.args[3] = r.r10;
		tcp->ev.args[4] = r.r8;
		tcp->ev.args[5] = r.r9;
		tcp->ev.ip = r.rip;
		tcp->ev.sp = r.rsp;
	} else {
		tcp->ev.ret = (int64_t)r.rax;
	}
	return true;
}

/*
 * Injected delays: the task stays in its stop until its time is up, while systrace
 * goes on with the others. An interval timer (SIGALRM, whose handler does nothing)
 * interrupts the blocking wait4 when the first delay ends; it repeats every
 * millisecond while delays are pending, so one that fires just before wait4 blocks
 * is not lost.
 */
struct delayed_task {
	pid_t pid;
	int sig;		/* to deliver as it resumes */
	uint64_t due_ns;	/* CLOCK_MONOTONIC */
};
static struct delayed_task *delayed;
static size_t ndelayed, delayed_cap;

static void on_alarm(int sig)
{
	(void)sig;
}

static void delay_task(struct tcb *tcp, int sig, uint64_t ns)
{
	static bool have_handler;
	if (!have_handler) {
		struct sigaction sa = { .sa_handler = on_alarm };	/* no SA_RESTART */
		sigemptyset(&sa.sa_mask);
		sigaction(SIGALRM, &sa, NULL);
		have_handler = true;
	}
	if (ndelayed == delayed_cap) {
		delayed_cap = delayed_cap ? 2 * delayed_cap : 8;
		delayed = xrealloc(delayed, delayed_cap * sizeof(*delayed));
	}
	uint64_t now = now_mono_ns();
	delayed[ndelayed++] = (struct delayed_task){ tcp->pid, sig,
		ns > UINT64_MAX - now ? UINT64_MAX : now + ns };
}

/* Resume the delayed tasks whose time is up; arm the timer for the next one. */
static void release_delayed(void)
{
	if (!ndelayed)
		return;
	uint64_t now = now_mono_ns(), next = UINT64_MAX;
	size_t kept = 0;
	for (size_t i = 0; i < ndelayed; i++) {
		struct delayed_task d = delayed[i];
		struct tcb *tcp = tcb_find(d.pid);
		if (!tcp || !(tcp->flags & TCB_STOPPED))
			continue;	/* gone, or let go meanwhile */
		if (d.due_ns <= now) {
			resume(tcp, d.sig);
			continue;
		}
		if (d.due_ns < next)
			next = d.due_ns;
		delayed[kept++] = d;
	}
	ndelayed = kept;
	struct itimerval it = { { 0, 0 }, { 0, 0 } };
	if (ndelayed) {
		uint64_t us = (next - now) / 1000 + 1;
		it.it_value.tv_sec = (time_t)(us / 1000000);
		it.it_value.tv_usec = (suseconds_t)(us % 1000000);
		it.it_interval.tv_usec = 1000;
	}
	setitimer(ITIMER_REAL, &it, NULL);
}

static void set_reg(struct tcb *tcp, size_t offset, int64_t value)
{
	if (ptrace(PTRACE_POKEUSER, tcp->pid, (void *)offset, (void *)value) < 0 && errno != ESRCH)
		msg_errno("cannot tamper with pid %d", tcp->pid);
}

/* -e inject at a syscall's entry: a call that must fail or return a value is replaced
 * by syscall -1, which the kernel does not run; its result is set at the exit stop.
 * Returns the signal to deliver as the task resumes. */
static int inject_at_entry(struct tcb *tcp)
{
	if (!inject_any() || (tcp->flags & TCB_HIDE_LOG))
		return 0;
	const struct inject_action *a = inject_entering(tcp->pid, tcp->ev.nr);
	if (!a)
		return 0;
	if (a->has_rval)
		set_reg(tcp, offsetof(struct user, regs.orig_rax), -1);
	if (a->delay_enter)
		stop_delay_ns = a->delay_enter_ns;
	return a->signo;
}

/* -e inject at the exit: the injected result replaces ENOSYS. */
static void inject_at_exit(struct tcb *tcp)
{
	const struct inject_action *a = inject_current(tcp->pid);
	if (!a)
		return;
	if (a->has_rval) {
		set_reg(tcp, offsetof(struct user, regs.rax), a->rval);
		tcp->ev.ret = a->rval;
	}
	if (a->delay_exit)
		stop_delay_ns = a->delay_exit_ns;
	/* A signal is not delivered from a seccomp stop: it goes from the exit stop. */
	if (a->signo && (tcp->flags & TCB_SECCOMP_ENTRY))
		entry_signal = a->signo;
}

/* arch: the AUDIT_ARCH_* the kernel reports the syscall with (int $0x80 from
 * 64-bit code, or a 32-bit program, is AUDIT_ARCH_I386). */
static void on_entry(struct tcb *tcp, uint32_t arch, uint64_t nr, const uint64_t *args,
		     uint64_t ip, uint64_t sp, uint64_t now)
{
	bool i386 = arch == AUDIT_ARCH_I386;
	syscall_personality(tcp, i386 ? PERS_I386 : PERS_X86_64);
	tcp->ev.flags &= ~EV_I386;
	if (i386) {
		event_set_i386(&tcp->ev, nr, args);
	} else {
		tcp->ev.nr = (int32_t)nr;
		memcpy(tcp->ev.args, args, sizeof(tcp->ev.args));
	}
	tcp->ev.ip = ip;
	tcp->ev.sp = sp;
	tcp->ev.pid = tcp->tgid;
	tcp->ev.tid = tcp->pid;
	tcp->ev.entry_ns = now;
	tcp->stime_entry_ns = tcp->stime_exit_ns;
	bool startup_exec = tcp->flags & TCB_HIDE_LOG;
	syscall_entering(tcp);
	/* -k: syscalls that do not return leave their stack now (see unwind.h). */
	if (opts.stack_trace)
		unwind_ptrace_entry(tcp, startup_exec);
	entry_signal = inject_at_entry(tcp);
}

static void on_exit_stop(struct tcb *tcp, int64_t ret, uint64_t now)
{
	tcp->ev.ret = (tcp->ev.flags & EV_I386) ? i386_result(ret) : ret;
	tcp->ev.exit_ns = now;
	tcp->ev.flags |= EV_HAS_RET;
	if (inject_any())
		inject_at_exit(tcp);
	/* -k: the stack is taken at the exit stop, before the line that prints it. */
	if (opts.stack_trace)
		unwind_ptrace_exit(tcp);
	syscall_exiting(tcp);
	/* The program's first execve failed: what systrace's child does next (its
	 * message, its exit) is not the program's, and is hidden, as strace does. */
	if (skip_one_exec && tcp->pid == started_pid && ret < 0 &&
	    (syscall_flags(tcp->ev.nr) & SF_EXECVE))
		tcp->flags |= TCB_HIDE_LOG;
	tcp->flags &= ~TCB_SECCOMP_ENTRY;
	if (inject_any())
		inject_done(tcp->pid);
}

static void on_syscall_stop(struct tcb *tcp, uint64_t now)
{
	if (have_syscall_info) {
		struct __ptrace_syscall_info info;
		if (ptrace(PTRACE_GET_SYSCALL_INFO, tcp->pid, (void *)sizeof(info), &info) > 0) {
			if (info.op == PTRACE_SYSCALL_INFO_ENTRY)
				on_entry(tcp, info.arch, info.entry.nr, info.entry.args,
					 info.instruction_pointer, info.stack_pointer, now);
			else if (info.op == PTRACE_SYSCALL_INFO_EXIT && (tcp->flags & TCB_IN_SYSCALL))
				on_exit_stop(tcp, info.exit.rval, now);
			return;
		}
		if (errno == ESRCH)
			return;
		have_syscall_info = false;
	}
	/* Old kernels: entry and exit alternate. */
	if (!(tcp->flags & TCB_IN_SYSCALL)) {
		if (read_syscall_regs(tcp, true))
			on_entry(tcp, AUDIT_ARCH_X86_64, (uint64_t)tcp->ev.nr, tcp->ev.args,
				 tcp->ev.ip, tcp->ev.sp, now);
	} else if (read_syscall_regs(tcp, false)) {
		on_exit_stop(tcp, tcp->ev.ret, now);
	}
}

/* --seccomp-bpf: the filter stopped a selected syscall before it runs. */
static void on_seccomp_stop(struct tcb *tcp, uint64_t now)
{
	struct __ptrace_syscall_info info;
	if (ptrace(PTRACE_GET_SYSCALL_INFO, tcp->pid, (void *)sizeof(info), &info) > 0 &&
	    info.op == PTRACE_SYSCALL_INFO_SECCOMP) {
		on_entry(tcp, info.arch, info.seccomp.nr, info.seccomp.args,
			 info.instruction_pointer, info.stack_pointer, now);
		return;
	}
	if (read_syscall_regs(tcp, true))
		on_entry(tcp, AUDIT_ARCH_X86_64, (uint64_t)tcp->ev.nr, tcp->ev.args, tcp->ev.ip,
			 tcp->ev.sp, now);
}

/* A new task appeared (fork, vfork, clone). Its first stop may arrive before or
 * after this event; whichever comes first creates the tcb. */
static void on_new_child(struct tcb *parent, unsigned int event)
{
	unsigned long msg_pid;
	if (ptrace(PTRACE_GETEVENTMSG, parent->pid, 0L, &msg_pid) < 0)
		return;
	pid_t pid = (pid_t)msg_pid;
	struct tcb *child = tcb_find(pid);
	if (!child)
		child = new_child(pid);
	child->flags |= parent->flags & TCB_ATTACHED;
	child->tgid = pid;
	if (event == PTRACE_EVENT_CLONE) {
		/* clone's flags argument, or the first member of clone3's cl_args. */
		int fl = sysent_arg_index(parent->ev.nr, "flags");
		int ca = sysent_arg_index(parent->ev.nr, "cl_args");
		uint64_t flags = fl >= 0 ? parent->ev.args[fl] : 0;
		if (ca >= 0)
			fetch_mem(parent, parent->ev.args[ca], &flags, sizeof(flags));
		if (flags & CLONE_THREAD)
			child->tgid = parent->tgid;
	}
	/* -k: a new process; anything kept under its id belongs to a dead one. */
	if (opts.stack_trace && child->tgid == pid)
		stack_process_gone(pid);
}

/* execve succeeded. If a non-leader thread did it, it now has the leader's tid. */
static void on_exec(struct tcb *tcp)
{
	tcp->flags &= ~TCB_HIDE_LOG;
	if (opts.stack_trace)
		stack_maps_changed(tcp->tgid);
	unsigned long old;
	if (ptrace(PTRACE_GETEVENTMSG, tcp->pid, 0L, &old) < 0 || (pid_t)old == tcp->pid)
		return;
	struct tcb *execer = tcb_find((pid_t)old);
	if (!execer)
		return;
	/* The old leader is gone without a death report; the execing thread replaces it. */
	unsigned int stopped = tcp->flags & TCB_STOPPED;
	lifecycle_exec_supersede(tcp, execer, tcp->pid);
	/* This stop is the execing thread's now. */
	execer->flags |= stopped;
	execer->pending_sig = 0;
}

static void on_exit_status(struct tcb *tcp, int status, const struct rusage *ru)
{
	if (tcp->pid == started_pid) {
		started_status = status;
		if (ru)
			overhead_child_rusage(ru);
	}
	report_exit(tcp, status);
	inject_forget(tcp->pid);
	if (opts.stack_trace && tcp->pid == tcp->tgid)
		stack_process_gone(tcp->tgid);
	tcb_free(tcp);
}

/* The task is in a stop systrace has collected; until it is resumed, a fatal
 * error detaches it directly (no PTRACE_INTERRUPT would make it report again),
 * delivering the signal its stop was for. */
static void mark_stopped(struct tcb *tcp, int status)
{
	int sig = WSTOPSIG(status);
	tcp->flags |= TCB_STOPPED;
	tcp->pending_sig = ((unsigned int)status >> 16 == 0 && sig != (SIGTRAP | 0x80)) ? sig : 0;
}

/* -b execve: the task execs (its "execve(" is out); it runs on untraced. */
static void detach_at_exec(struct tcb *tcp)
{
	pid_t pid = tcp->pid;
	if (tcp->flags & TCB_ENTRY_PRINTED)
		output_syscall_detached(tcp);
	if (ptrace(PTRACE_DETACH, pid, 0L, 0L) < 0 && errno != ESRCH)
		msg_errno("cannot detach from pid %d", pid);
	output_detached(tcp);
	inject_forget(pid);
	tcb_free(tcp);
}

static void handle_stop(pid_t pid, int status, const struct rusage *ru)
{
	uint64_t now = now_mono_ns();
	struct tcb *tcp = tcb_find(pid);
	if (!tcp) {
		if (!WIFSTOPPED(status))
			return;
		if (!opts.follow) {
			/* Without -f, only a clone with CLONE_PTRACE makes a tracee
			 * systrace did not ask for: let it run untraced, silently, as
			 * strace 6.1 does. */
			ptrace(PTRACE_DETACH, pid, 0L, 0L);
			return;
		}
		/* A new child's first stop, ahead of its parent's fork event. */
		tcp = new_child(pid);
	}
	if (WIFSTOPPED(status))
		mark_stopped(tcp, status);
	if (ru)
		tcp->stime_exit_ns = (uint64_t)ru->ru_stime.tv_sec * 1000000000u +
				     (uint64_t)ru->ru_stime.tv_usec * 1000u;

	if (WIFEXITED(status) || WIFSIGNALED(status)) {
		on_exit_status(tcp, status, ru);
		return;
	}
	if (!WIFSTOPPED(status))
		return;

	int sig = WSTOPSIG(status);
	unsigned int event = (unsigned int)status >> 16;
	bool startup = tcp->flags & TCB_STARTUP;
	tcp->flags &= ~TCB_STARTUP;

	switch (event) {
	case 0:
		if (sig == (SIGTRAP | 0x80)) {
			entry_signal = 0;
			stop_delay_ns = 0;
			on_syscall_stop(tcp, now);
			if (stop_delay_ns)
				delay_task(tcp, entry_signal, stop_delay_ns);
			else
				resume(tcp, entry_signal);
			return;
		}
		/* Signal-delivery-stop: show it, then deliver it unchanged. */
		siginfo_t si;
		if (ptrace(PTRACE_GETSIGINFO, pid, 0L, &si) == 0) {
			if (opts.stack_trace)
				unwind_ptrace_signal(tcp, sig);
			report_signal(tcp, &si);
		}
		resume(tcp, sig);
		return;
	case PTRACE_EVENT_STOP:
		if (is_stop_signal(sig) && !(startup && !(tcp->flags & TCB_ATTACHED))) {
			/* Job-control stop: stay stopped until SIGCONT, as without a tracer. */
			if (!(tcp->flags & TCB_HIDE_LOG)) {
				/* -k does nothing with -c: no stack to walk. */
				if (opts.stack_trace && opts.count != COUNT_ONLY)
					unwind_ptrace_signal(tcp, sig);
				output_stopped(tcp, sig);
			}
			tcp->flags |= TCB_GROUP_STOPPED;
			tcp->flags &= ~TCB_STOPPED;
			ptrace(PTRACE_LISTEN, pid, 0L, 0L);
			return;
		}
		tcp->flags &= ~TCB_GROUP_STOPPED;
		resume(tcp, 0);
		return;
	case PTRACE_EVENT_FORK:
	case PTRACE_EVENT_VFORK:
	case PTRACE_EVENT_CLONE:
		on_new_child(tcp, event);
		resume(tcp, 0);
		return;
	case PTRACE_EVENT_EXEC:
		on_exec(tcp);
		tcp = tcb_find(pid);
		if (tcp && opts.detach_on_execve && !skip_one_exec) {
			detach_at_exec(tcp);
			return;
		}
		skip_one_exec = false;
		if (tcp)
			resume(tcp, 0);
		return;
	case PTRACE_EVENT_SECCOMP:
		stop_delay_ns = 0;
		on_seccomp_stop(tcp, now);
		tcp->flags |= TCB_SECCOMP_ENTRY;
		if (stop_delay_ns && (tcp->flags & TCB_IN_SYSCALL)) {
			delay_task(tcp, 0, stop_delay_ns);	/* then PTRACE_SYSCALL */
			return;
		}
		/* PTRACE_SYSCALL from here stops at this syscall's exit. */
		if (overhead_enabled())
			resumed_at_ns = now_mono_ns();
		tcp->flags &= ~TCB_STOPPED;
		if (ptrace(PTRACE_SYSCALL, pid, 0L, 0L) < 0 && errno != ESRCH)
			msg_errno("cannot resume pid %d", pid);
		return;
	default:
		resume(tcp, 0);
	}
}

/* systrace is ending on an internal error: it writes no more than it must, and
 * forgets tasks without closing their output (the error may have left a -ff file
 * half set up; exit() flushes the streams that are open). */
static bool dying;

/* Detaching: stop each task with PTRACE_INTERRUPT, then let it go from that stop,
 * delivering a signal it was about to receive. Group-stopped tasks stay stopped. */
static void detach_one(struct tcb *tcp, int sig)
{
	if (tcp->flags & TCB_ENTRY_PRINTED)
		output_syscall_detached(tcp);
	ptrace(PTRACE_DETACH, tcp->pid, 0L, (long)sig);
	inject_forget(tcp->pid);
	/* Every task let go of is said, threads and followed children too, as strace
	 * does; the program systrace started is never detached but at -b execve. */
	if (tcp->flags & TCB_ATTACHED)
		output_detached(tcp);
	if (dying)
		tcb_unlink(tcp);
	else
		tcb_free(tcp);
}

static void interrupt_one(struct tcb *tcp, void *arg)
{
	(void)arg;
	if (tcp->flags & TCB_STOPPED) {
		/* Already stopped, its stop collected: it will not report again. */
		detach_one(tcp, tcp->pending_sig);
		return;
	}
	if (tcp->flags & TCB_GROUP_STOPPED) {
		detach_one(tcp, 0);
		return;
	}
	if (ptrace(PTRACE_INTERRUPT, tcp->pid, 0L, 0L) < 0 && errno == ESRCH) {
		if (dying)
			tcb_unlink(tcp);
		else
			tcb_free(tcp);
	}
}

/* How long detaching waits for the interrupted tasks to report: a task that never
 * does (it vanished without a report) must not keep systrace from ending. When
 * systrace exits, the kernel lets its remaining tracees go anyway. */
#define DETACH_WAIT_NS (3 * 1000000000ull)

/* Let every tracee go. */
static void detach_all(void)
{
	tcb_for_each(interrupt_one, NULL);
	uint64_t deadline = now_mono_ns() + DETACH_WAIT_NS;
	while (tcb_count() > 0) {
		int status;
		pid_t pid = wait4(-1, &status, __WALL | WNOHANG, NULL);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (pid == 0) {
			if (now_mono_ns() > deadline)
				break;
			struct timespec ts = { 0, 1000000 };
			nanosleep(&ts, NULL);
			continue;
		}
		struct tcb *tcp = tcb_find(pid);
		if (!tcp) {
			/* A child born while we detached: let it go too. */
			if (WIFSTOPPED(status))
				ptrace(PTRACE_DETACH, pid, 0L, 0L);
			continue;
		}
		if (WIFEXITED(status) || WIFSIGNALED(status)) {
			if (dying)	/* no exit line: it may need a new -ff file */
				tcb_unlink(tcp);
			else
				on_exit_status(tcp, status, NULL);
			continue;
		}
		int sig = WSTOPSIG(status);
		unsigned int event = (unsigned int)status >> 16;
		if (event == 0 && sig != (SIGTRAP | 0x80)) {
			detach_one(tcp, sig);	/* keep the signal it was getting */
		} else if (event == PTRACE_EVENT_STOP || event == 0) {
			detach_one(tcp, 0);
		} else {
			/* Another event (fork, exec) came first; the interrupt is still pending. */
			if (!dying && (event == PTRACE_EVENT_FORK || event == PTRACE_EVENT_VFORK ||
				       event == PTRACE_EVENT_CLONE))
				on_new_child(tcp, event);
			detach_one(tcp, 0);
		}
	}
}

/*
 * Stops are collected in batches: one blocking wait, then every other stop already
 * pending, then each is handled. A task resumed in this batch can report again only
 * in the next, so busy tasks cannot keep the kernel's wait from ever returning the
 * others (it always looks at its list of tracees in the same order).
 */
struct pending_stop {
	pid_t pid;
	int status;
	struct rusage ru;
};
static struct pending_stop *batch;
static size_t batch_len, batch_cap, batch_next;

static void collect(pid_t pid, int status, const struct rusage *ru)
{
	if (batch_len == batch_cap) {
		batch_cap = batch_cap ? 2 * batch_cap : 64;
		batch = xrealloc(batch, batch_cap * sizeof(*batch));
	}
	struct pending_stop *p = &batch[batch_len++];
	p->pid = pid;
	p->status = status;
	if (ru)
		p->ru = *ru;
	/* A fatal error before its turn must still let it go. */
	struct tcb *tcp = tcb_find(pid);
	if (tcp && WIFSTOPPED(status))
		mark_stopped(tcp, status);
}

/* A fatal error in the middle of a batch: the stops not handled yet are marked, so
 * detaching lets them go (a tcb may have appeared since they were collected, when
 * the parent's fork event was handled); stops of tasks still unknown are let go
 * here. The stop being handled was marked when its handling began. */
static void release_batch(void)
{
	for (size_t i = batch_next; i < batch_len; i++) {
		if (!WIFSTOPPED(batch[i].status))
			continue;
		struct tcb *tcp = tcb_find(batch[i].pid);
		if (!tcp)
			ptrace(PTRACE_DETACH, batch[i].pid, 0L, 0L);
		else if (i > batch_next)
			mark_stopped(tcp, batch[i].status);
	}
	batch_len = batch_next = 0;
}

static int ptrace_run(void)
{
	lifecycle_catch_interrupts();
	/* -c without -w reports system time, read from the tracee's rusage at each stop. */
	bool want_rusage = (opts.count != COUNT_NONE && !opts.count_wall) || overhead_enabled();
	while (tcb_count() > 0) {
		if (lifecycle_interrupted)
			break;
		release_delayed();
		int status;
		struct rusage ru;
		pid_t pid = wait4(-1, &status, __WALL, want_rusage ? &ru : NULL);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			if (errno == ECHILD)
				break;
			die_errno("wait4");
		}
		batch_len = batch_next = 0;
		collect(pid, status, want_rusage ? &ru : NULL);
		/* One task cannot starve another: spare it a second wait per stop. (A new
		 * child with no tcb yet comes first in the kernel's list anyway.) */
		while (tcb_count() > 1 &&
		       (pid = wait4(-1, &status, __WALL | WNOHANG, want_rusage ? &ru : NULL)) > 0)
			collect(pid, status, want_rusage ? &ru : NULL);
		/* Every collected stop is handled, even if interrupted meanwhile: their
		 * reports are consumed, so detaching could not see them again. */
		while (batch_next < batch_len) {
			struct pending_stop *p = &batch[batch_next];
			uint64_t t0 = overhead_enabled() ? now_mono_ns() : 0;
			resumed_at_ns = 0;
			handle_stop(p->pid, p->status, want_rusage ? &p->ru : NULL);
			batch_next++;
			if (overhead_enabled() && WIFSTOPPED(p->status)) {
				struct tcb *tcp = tcb_find(p->pid);
				overhead.stops++;
				overhead_note_own(tcp ? tcp->ev.nr : -1,
						  (resumed_at_ns ? resumed_at_ns : now_mono_ns()) - t0);
			}
		}
	}
	if (ndelayed) {
		/* Interrupted: detaching lets the delayed tasks go; no more alarms. */
		ndelayed = 0;
		struct itimerval off = { { 0, 0 }, { 0, 0 } };
		setitimer(ITIMER_REAL, &off, NULL);
	}
	if (lifecycle_interrupted == SIGPIPE) {
		/* Nobody reads the trace: let everything go, and still end as the program does. */
		detach_all();
		int status;
		if (started_pid > 0 && started_status < 0 && waitpid(started_pid, &status, 0) == started_pid)
			started_status = status;
	} else if (lifecycle_interrupted) {
		/* Like strace: the program systrace started gets the signal; attached ones go
		 * free, unless --kill-on-exit: then systrace's exit kills them all. */
		if (started_pid > 0 && started_status < 0)
			kill(started_pid, lifecycle_interrupted);
		if (!opts.kill_on_exit)
			detach_all();
		return 0x100 | lifecycle_interrupted;
	}
	if (started_pid <= 0 || started_status < 0)
		return 0;
	return lifecycle_exit_code(started_status);
}

static int ptrace_read_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len)
{
	return read_mem_live(tcp->pid, addr, buf, len);
}

/* A fatal error: as strace does, the program systrace started gets SIGTERM (and
 * SIGCONT, should it be stopped), and every tracee is let go, so none is left in a
 * stop and systrace ends at once. A second fatal error while this runs just exits:
 * the kernel then releases what is left. */
static void ptrace_cleanup(void)
{
	if (dying)
		return;
	dying = true;
	if (started_pid > 0 && started_status < 0) {
		kill(started_pid, SIGCONT);
		kill(started_pid, SIGTERM);
	}
	/* --kill-on-exit: nothing is let go; systrace's exit kills every tracee. */
	if (opts.kill_on_exit)
		return;
	release_batch();
	detach_all();
}

const struct backend backend_ptrace = {
	.name = "ptrace",
	.start = ptrace_start,
	.attach = ptrace_attach,
	.run = ptrace_run,
	.read_mem = ptrace_read_mem,
	.cleanup = ptrace_cleanup,
};
