/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m buffered: a validated record (buffered_ring_reader.c) becomes tcb events
 * for the decoders and the formatter, which read the argument memory the
 * library copied at capture time (buffered_read_mem). Split syscalls (an entry
 * record, later its exit record) and syscalls of signal handlers nested inside
 * a pending one are paired here; process and thread lifecycles are in
 * buffered_tasks.c.
 */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/sched.h>

#include "buffered.h"
#include "decode/netlink.h"
#include "fetch.h"
#include "lifecycle.h"
#include "options.h"
#include "output.h"
#include "overhead.h"
#include "pathtrace.h"
#include "qualify.h"
#include "syscall.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"
#include "util.h"

/* Thread ids of one process accepted without a live thread behind them. */
#define GHOST_TIDS_MAX 65536

/* Where decoders read memory from while a record is being decoded. */
static struct {
	struct tcb *tcp;
	const unsigned char *rec;	/* this record's blobs (IN at entry, OUT at exit) */
	const unsigned char *entry;	/* the pending entry record's blobs (exit only) */
	bool exit;
	bool self_mem;
} dctx;

/* Decoders read the memory captured with the record: what the program passed
 * in at entry, what the kernel wrote back at exit. Anything not captured is
 * unreadable (the decoder prints the address): the live process has moved on. */
int buffered_read_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len)
{
	if (tcp != dctx.tcp)
		return -EFAULT;
	if (dctx.self_mem)
		return read_mem_live(getpid(), addr, buf, len);
	if (!dctx.exit)
		return dctx.rec ? ring_blobs_read(dctx.rec, RING_BLOB_IN, addr, buf, len) : -EFAULT;
	if (dctx.rec && ring_blobs_read(dctx.rec, RING_BLOB_OUT, addr, buf, len) == 0)
		return 0;
	if (dctx.entry && ring_blobs_read(dctx.entry, RING_BLOB_IN, addr, buf, len) == 0)
		return 0;
	if (dctx.rec && ring_blobs_read(dctx.rec, RING_BLOB_IN, addr, buf, len) == 0)
		return 0;
	return -EFAULT;
}

/* What a record copied of the program's memory at entry (-P's skipped records). */
static int read_in_blobs(const void *rec, uint64_t addr, void *buf, size_t len)
{
	return ring_blobs_read(rec, RING_BLOB_IN, addr, buf, len);
}

/* ---- -k: the stacks the library took ---- */

/* Give tcp the frames of record rec, if it carries a stack; count one the
 * library could not take. */
static void set_frames_from(struct tcb *tcp, const unsigned char *rec)
{
	const struct ring_blob *b = ring_rec_stack(rec);
	if (!b)
		return;
	if (b->flags & RING_BLOB_STACK_SKIPPED) {
		struct bproc *p = proc_find(tcp->tgid);
		if (p)
			p->stacks_skipped++;
		return;
	}
	/* Records, and so their blobs, are 8-byte aligned in rec_buf. */
	stack_set_frames(tcp, (const uint64_t *)(b + 1), b->len / 8,
			 b->flags & RING_BLOB_STACK_TRUNCATED);
}

/* The syscall's frames, before its exit line: the whole record's, or for a
 * split call its entry record's. Frames taken at entry (execve) stay. */
static void stack_at_exit(struct tcb *tcp, const unsigned char *rec)
{
	if (!opts.stack_trace)
		return;
	stack_check_maps_change(tcp);
	if (!stack_wanted(tcp) || (tcp->stack && (tcp->stack->flags & STACK_CAPTURED)))
		return;
	set_frames_from(tcp, rec);
}

/* At entry: a call that ends or replaces the address space has its frames named
 * now (the library waits until this record is handled before it goes on). */
static void stack_at_entry_rec(struct tcb *tcp, const unsigned char *rec)
{
	if (!opts.stack_trace)
		return;
	stack_discard(tcp);
	if (!stack_wanted(tcp) || !stack_at_entry(tcp))
		return;
	set_frames_from(tcp, rec);
	stack_symbolise_now(tcp);
}

/* ---- feeding the pipeline ---- */

static void set_event(struct tcb *tcp, const struct ring_rec *r)
{
	tcp->ev = r->ev;
	tcp->ev.flags &= ~(EV_RING_MASK | EV_LOST);
	tcp->ev.size = sizeof(tcp->ev);
	/* -c without -w: in-process, the time spent inside the call is what is known. */
	tcp->stime_entry_ns = r->ev.entry_ns;
	tcp->stime_exit_ns = r->ev.exit_ns;
}

void bdecode_entry(struct tcb *tcp, const unsigned char *rec, bool self_mem)
{
	dctx.tcp = tcp;
	dctx.rec = rec;
	dctx.entry = NULL;
	dctx.exit = false;
	dctx.self_mem = self_mem;
	syscall_entering(tcp);
	pathtrace_entering(tcp);	/* -P: a clone's flags, for its child */
	dctx.tcp = NULL;
}

/* A socket() result: its protocol, for decoding netlink messages on it later
 * (the decoder notes it when the call is shown; this covers the other case). */
static void note_socket(struct tcb *tcp)
{
	static int socket_nr = -2;
	if (socket_nr == -2)
		socket_nr = syscall_nr_by_name("socket");
	if ((int)tcp->ev.nr != socket_nr || (tcp->ev.flags & EV_I386) ||
	    !(tcp->ev.flags & EV_HAS_RET) || tcp->ev.ret < 0 || tcp->ev.ret > INT32_MAX)
		return;
	netlink_fd_note_socket(tcp, (int)tcp->ev.ret, (int)tcp->ev.args[0], (int)tcp->ev.args[2]);
}

void bdecode_exit(struct tcb *tcp, const unsigned char *rec, const unsigned char *entry,
			bool self_mem)
{
	dctx.tcp = tcp;
	dctx.rec = rec;
	dctx.entry = entry;
	dctx.exit = true;
	dctx.self_mem = self_mem;
	/* --overhead: systrace's own work per record. It runs beside the program, which
	 * never waits for it (unless the ring is full), so it is reported, not added. */
	uint64_t t0 = overhead_enabled() ? now_mono_ns() : 0;
	syscall_exiting(tcp);
	pathtrace_exited(tcp);	/* -P: the descriptors the call opened, copied, closed */
	note_socket(tcp);	/* netlink decoding, also when socket() is not shown */
	if (overhead_enabled())
		overhead_note_own(tcp->ev.nr, now_mono_ns() - t0);
	dctx.tcp = NULL;
}

/* The task will never finish the syscall it is in: close its line (") = ?"). */
void close_gone(struct tcb *tcp)
{
	if ((tcp->flags & TCB_IN_SYSCALL) && (tcp->flags & TCB_SHOWN))
		output_syscall_gone(tcp);
}

/* A call that never returns (exit, exit_group): ") = ?" at once. */
static void close_no_return(struct tcb *tcp)
{
	close_gone(tcp);
	tcp->flags &= ~(TCB_IN_SYSCALL | TCB_SHOWN);
}

static struct tcb *pseudo_tcb(struct tcb *main_tcp)
{
	struct tcb *t = xcalloc(1, sizeof(*t));
	t->pid = main_tcp->pid;
	t->tgid = main_tcp->tgid;
	t->out = main_tcp->out;
	return t;
}

/* A pseudo tcb writes to its thread's -ff file: whichever of the two opened it
 * first, both use that one. */
static void share_out(struct tcb *main_tcp, struct tcb *t)
{
	if (t == main_tcp)
		return;
	if (main_tcp->out)
		t->out = main_tcp->out;
	else
		main_tcp->out = t->out;
}

void pseudo_done(struct tcb *main_tcp, struct tcb *t)
{
	share_out(main_tcp, t);
	stack_free(t);
	free(t->text.buf);
	free(t);
}

static void save_entry(struct level *lv, const struct ring_rec *r)
{
	if (lv->entry_cap < r->ev.size) {
		free(lv->entry);
		lv->entry_cap = r->ev.size < 4096 ? 4096 : r->ev.size;
		lv->entry = xmalloc(lv->entry_cap);
	}
	memcpy(lv->entry, r, r->ev.size);
	lv->self_mem = false;
}

/* A traced parent's wait4/waitid says how its child ended: kept for the child's
 * end line when systrace cannot learn it otherwise. */
static void learn_wait_status(const struct ring_rec *r)
{
	int64_t ret = r->ev.ret;
	if (!(r->ev.flags & EV_HAS_RET) || ret <= 0 || ret > INT32_MAX)
		return;
	struct bproc *p = proc_find_ns(proc_find(r->ev.pid), (pid_t)ret);
	if (!p)
		return;
	int status;
	/* wait4's int *wstatus, or waitid's siginfo_t *infop. */
	int ws = sysent_arg_index(r->ev.nr, "wstatus"), ip = sysent_arg_index(r->ev.nr, "infop");
	if (ws >= 0) {
		if (ring_blobs_read((const unsigned char *)r, RING_BLOB_OUT, r->ev.args[ws], &status,
			       sizeof(status)) < 0)
			return;
	} else if (ip >= 0) {
		siginfo_t si;
		if (ring_blobs_read((const unsigned char *)r, RING_BLOB_OUT, r->ev.args[ip], &si,
			       sizeof(si)) < 0)
			return;
		if (si.si_code == CLD_EXITED)
			status = W_EXITCODE(si.si_status & 0xff, 0);
		else if (si.si_code == CLD_KILLED || si.si_code == CLD_DUMPED)
			status = si.si_status | (si.si_code == CLD_DUMPED ? 0x80 : 0);
		else
			return;
	} else {
		return;
	}
	if (WIFEXITED(status) || WIFSIGNALED(status))
		p->wait_status = status;
}


/* A traced parent reaped a traced child: the child is gone now, and its end
 * comes before the parent's wait returns, as under ptrace. */
static void wait_reaped(const struct ring_rec *r)
{
	learn_wait_status(r);
	struct bproc *child = proc_find_ns(proc_find(r->ev.pid), (pid_t)r->ev.ret);
	if (child && (child->death_pending || child->wait_status >= 0))
		report_death(child);
}

static bool is_clone(int nr)
{
	return syscall_flags(nr) & SF_CLONE;
}

/* The parent's clone returned: the new task exists from now on, as under ptrace
 * (its first line may come much later). */
static void on_new_task(const struct ring_rec *r, const unsigned char *entry)
{
	pid_t child = (pid_t)r->ev.ret;	/* in the parent's pid namespace */
	/* clone's flags argument, or the flags that begin clone3's struct
	 * clone_args (fork and vfork have none: never CLONE_THREAD). */
	uint64_t flags = 0;
	int fl = sysent_arg_index(r->ev.nr, "flags"), ca = sysent_arg_index(r->ev.nr, "cl_args");
	if (fl >= 0)
		flags = r->ev.args[fl];
	else if (ca >= 0 && entry)
		ring_blobs_read(entry, RING_BLOB_IN, r->ev.args[ca], &flags, sizeof(flags));
	if (!opts.follow)
		return;
	if (flags & CLONE_THREAD) {
		struct bproc *p = proc_find(r->ev.pid);
		pid_t tid = p ? proc_tid(p, child) : 0;
		if (tid > 0 && !thread_exited(r->ev.pid, tid))
			task_get(tid, r->ev.pid);
		return;
	}
	/* The parent's word only: a child systrace cannot verify is not followed. */
	struct bproc *p = proc_of_record(child, PROC_VERIFY, r->ev.exit_ns);
	if (p) {
		task_get(p->pid, p->pid);
		pathtrace_fork(r->ev.pid, p->pid, flags);	/* -P: its descriptors */
	} else if (!proc_record_was_gone(child))
		unknown_pid_records++;
}

static void on_syscall_record(const struct ring_rec *r, struct tcb *tcp, struct btask *bt)
{
	const unsigned char *rec = (const unsigned char *)r;
	bool no_return = r->ev.flags & EV_NO_RETURN;

	switch (r->kind) {
	case RING_REC_ENTRY: {
		if (bt->depth >= MAX_NEST) {
			/* More nested handlers blocked in syscalls than systrace keeps
			 * track of: not shown, but never silently. */
			skipped_records++;
			too_deep_records++;
			return;
		}
		struct level *lv = &bt->lv[bt->depth];
		lv->tcp = bt->depth ? pseudo_tcb(tcp) : tcp;
		save_entry(lv, r);
		bt->depth++;
		set_event(lv->tcp, r);
		share_out(tcp, lv->tcp);
		bdecode_entry(lv->tcp, lv->entry, false);
		stack_at_entry_rec(lv->tcp, lv->entry);
		share_out(tcp, lv->tcp);
		if (syscall_flags(r->ev.nr) & SF_EXECVE) {
			struct bproc *p = proc_get(r->ev.pid);
			p->exec_pending = true;
			p->exec_untraced = r->aux & RING_AUX_EXEC_UNTRACED;
			free(p->exec_path);
			p->exec_path = NULL;
			char path[PATH_MAX];
			int pn = sysent_arg_index(r->ev.nr, "pathname");
			uint64_t addr = pn >= 0 ? r->ev.args[pn] : 0;
			if (pn >= 0 && ring_blobs_read(rec, RING_BLOB_IN, addr, path, 1) == 0 &&
			    ring_blobs_read(rec, RING_BLOB_IN, addr, path, sizeof(path)) == 0) {
				path[sizeof(path) - 1] = '\0';
				p->exec_path = xstrdup(path);
			}
		}
		return;
	}
	case RING_REC_EXIT: {
		if (bt->depth == 0)
			break;	/* its entry was lost: decode it as a whole */
		struct level *lv = &bt->lv[bt->depth - 1];
		struct tcb *t = lv->tcp;
		if (syscall_flags(r->ev.nr) & SF_WAIT) {
			wait_reaped(r);
		}
		if (syscall_flags(r->ev.nr) & SF_EXECVE) {
			struct bproc *p = proc_find(r->ev.pid);
			if (p)
				p->exec_pending = false;
		}
		if (is_clone(r->ev.nr) && r->ev.ret > 0 && r->ev.ret <= INT32_MAX)
			on_new_task(r, lv->entry);
		t->ev.ret = r->ev.ret;
		t->ev.exit_ns = r->ev.exit_ns;
		t->ev.flags |= EV_HAS_RET;
		t->stime_exit_ns = r->ev.exit_ns;
		share_out(tcp, t);
		stack_at_exit(t, lv->self_mem ? NULL : lv->entry);
		bdecode_exit(t, rec, lv->self_mem ? NULL : lv->entry, lv->self_mem);
		share_out(tcp, t);
		bt->depth--;
		if (bt->depth > 0) {
			pseudo_done(tcp, t);
			lv->tcp = NULL;
		}
		return;
	}
	default:
		break;
	}

	/* A whole syscall. Inside a pending one (a signal handler's), on a tcb of its own. */
	struct tcb *t = bt->depth ? pseudo_tcb(tcp) : tcp;
	if (syscall_flags(r->ev.nr) & SF_WAIT) {
		wait_reaped(r);
	}
	set_event(t, r);
	bdecode_entry(t, rec, false);
	if (no_return) {
		stack_at_entry_rec(t, rec);
		close_no_return(t);
		if (syscall_flags(r->ev.nr) & SF_EXIT_GROUP) {
			struct bproc *p = proc_get(r->ev.pid);
			p->group_exit = true;
			p->exit_code = (int)(r->ev.args[0] & 0xff);
		}
	} else {
		t->ev.ret = r->ev.ret;
		t->ev.exit_ns = r->ev.exit_ns;
		t->ev.flags |= EV_HAS_RET;
		if (opts.stack_trace)
			stack_discard(t);
		stack_at_exit(t, rec);
		bdecode_exit(t, rec, NULL, false);
	}
	if (t != tcp)
		pseudo_done(tcp, t);
}
/* The execve process pid was in returned 0, at ns: a new image said hello (its
 * record hello, for -k), or none will. */
static void exec_succeeded(pid_t pid, uint64_t ns, const struct ring_rec *hello)
{
	/* Which thread was in execve? With -f, any thread of the process. */
	struct tcb *execer = NULL;
	struct btask *ebt = NULL;
	for (unsigned int h = 0; h < BTASK_BUCKETS && !execer; h++) {
		for (struct btask *b = btasks[h]; b; b = b->next) {
			struct tcb *t = b->depth ? b->lv[0].tcp : NULL;
			if (t && t->tgid == pid &&
			    (syscall_flags(t->ev.nr) & SF_EXECVE)) {
				execer = t;
				ebt = b;
				break;
			}
		}
	}
	if (!execer)
		return;
	pid_t old = execer->pid;
	if (old != pid) {
		/* A thread that is not the leader exec'd: it takes the leader's pid
		 * and the old leader is gone without a word, as under ptrace. */
		struct tcb *leader = tcb_find(pid);
		if (leader)
			btask_free(pid);
		struct btask **pp = &btasks[(unsigned int)old % BTASK_BUCKETS];
		while (*pp && *pp != ebt)
			pp = &(*pp)->next;
		if (*pp)
			*pp = ebt->next;
		ebt->tid = pid;
		ebt->next = btasks[(unsigned int)pid % BTASK_BUCKETS];
		btasks[(unsigned int)pid % BTASK_BUCKETS] = ebt;
		lifecycle_exec_supersede(leader, execer, pid);
	}
	/* The other threads died with the old image. */
	struct tcb *others[64];
	unsigned int n = 0;
	for (unsigned int h = 0; h < BTASK_BUCKETS; h++)
		for (struct btask *b = btasks[h]; b; b = b->next) {
			struct tcb *t = tcb_find(b->tid);
			if (t && t != execer && t->tgid == pid && n < ARRAY_SIZE(others))
				others[n++] = t;
		}
	for (unsigned int i = 0; i < n; i++) {
		close_gone(others[i]);
		btask_free(others[i]->pid);
		tcb_free(others[i]);
	}
	/* Complete the execve. */
	while (ebt->depth > 1) {
		struct level *lv = &ebt->lv[--ebt->depth];
		pseudo_done(execer, lv->tcp);
		lv->tcp = NULL;
	}
	struct level *lv = &ebt->lv[0];
	execer->ev.ret = 0;
	execer->ev.exit_ns = ns;
	execer->ev.flags |= EV_HAS_RET;
	execer->stime_exit_ns = ns;
	/* -k: frames taken at entry stay; otherwise (the execve systrace made)
	 * the new image's, from its hello, as ptrace mode unwinds at the exit. */
	stack_at_exit(execer, (const unsigned char *)hello);
	bdecode_exit(execer, NULL, lv->self_mem ? NULL : lv->entry, lv->self_mem);
	ebt->depth = 0;
}

void exec_succeeded_unseen(pid_t pid)
{
	exec_succeeded(pid, now_mono_ns(), NULL);
}

static void on_hello(const struct ring_rec *r)
{
	if (opts.stack_trace) {
		/* A new process, or a new image: what is cached for the id is stale. */
		if (r->aux & RING_HELLO_CHILD)
			stack_process_gone(r->ev.pid);
		else
			stack_maps_changed(r->ev.pid);
		if (r->aux & RING_HELLO_NO_STACK) {
			static bool said;
			if (!said)
				msg("-k: the capture library could not load libunwind in pid %d: "
				    "its system calls are shown without stacks", r->ev.pid);
			said = true;
		}
	}
	struct bproc *p = proc_get(r->ev.pid);
	p->registered = true;
	if ((r->aux & RING_HELLO_CHILD) && opts.follow)
		task_get(r->ev.pid, r->ev.pid);
	/* -P: its parent's descriptors (without -f, only a table they share). */
	struct bproc *parent = NULL;
	if (r->aux & RING_HELLO_CHILD)
		parent = proc_find_ns(p, (pid_t)r->ev.args[0]);
	if (parent)
		pathtrace_child(parent->pid, r->ev.pid, opts.follow);
	proc_note_slot(p, r->slot);
	if (r->aux & RING_HELLO_IMAGE) {
		p->exec_pending = false;
		p->exec_unregistered = false;
		exec_succeeded(r->ev.pid, r->ev.entry_ns, r);
	}
}

/* A thread id first seen in a record of p: one of p's threads, or one gone
 * (no task has that id any more: its records came late), within reason. */
static bool thread_acceptable(struct bproc *p, pid_t tid)
{
	if (syscall(SYS_tgkill, p->pid, tid, 0) == 0)
		return true;
	if (kill(tid, 0) == 0 || errno != ESRCH)
		return false;	/* someone else's */
	return ++p->ghost_tids <= GHOST_TIDS_MAX;
}

void process_record(struct ring_rec *r)
{
	/* Without -f, only the program systrace started is shown (and the others'
	 * hellos kept, for their lost counts). */
	if (!opts.follow && r->ev.pid != started_pid && r->kind != RING_REC_HELLO) {
		/* -P: a clone(CLONE_FILES) child changes the table it shares. */
		if (r->kind == RING_REC_SYSCALL || r->kind == RING_REC_ENTRY || r->kind == RING_REC_EXIT)
			pathtrace_skipped(r->ev.pid, r->ev.tid, r->kind == RING_REC_ENTRY, &r->ev,
					  read_in_blobs, r);
		return;
	}
	/* The ids as systrace sees them, and only those of its tracees: by the
	 * slot the kernel said its process took, else by the pid it gives. */
	struct bproc *p = proc_of_slot(r->slot, r->ev.pid);
	if (!p)
		p = proc_of_record(r->ev.pid, r->kind == RING_REC_HELLO ? PROC_HELLO : PROC_VERIFY,
				   r->ev.entry_ns);
	pid_t tid = p ? proc_tid(p, r->ev.tid) : 0;
	if (!p || tid <= 0) {
		if (p && p->ns_pid != p->pid)
			p->lost_tid++;	/* a thread of its namespace, gone: not shown */
		else if (p)
			unknown_pid_records++;
		else if (proc_record_was_gone(r->ev.pid))
			late_records++;
		else if (r->slot < ring_rd.nprocs &&
			 __atomic_load_n(&ring_rd.hdr->procs[r->slot].pid, __ATOMIC_RELAXED) ==
				 r->ev.pid)
			lost_unidentified++;	/* a library instance's, whose process is unknown */
		else
			unknown_pid_records++;
		return;
	}
	r->ev.pid = p->pid;
	r->ev.tid = tid;
	pid_t pid = p->pid;
	if (r->kind == RING_REC_HELLO) {
		on_hello(r);
		return;
	}
	if (!opts.follow && tid != started_pid) {
		/* -P: what it does to the descriptors it shares with the shown thread. */
		if (r->kind == RING_REC_SYSCALL || r->kind == RING_REC_ENTRY || r->kind == RING_REC_EXIT)
			pathtrace_skipped(pid, tid, r->kind == RING_REC_ENTRY, &r->ev, read_in_blobs, r);
		return;
	}
	if (tid != pid && !tcb_find(tid) && !thread_acceptable(p, tid)) {
		unknown_pid_records++;
		return;
	}
	proc_note_slot(p, r->slot);
	struct tcb *tcp = task_get(tid, pid);
	if ((r->ev.flags & EV_LOST) && r->lost) {
		char note[96];
		snprintf(note, sizeof(note), "%u records lost here (ring buffer full)", r->lost);
		output_note(tcp, note);
	}
	if (r->kind == RING_REC_SIGNAL) {
		siginfo_t si;
		if (ring_blobs_read((const unsigned char *)r, RING_BLOB_IN, 0, &si, sizeof(si)) == 0) {
			if (opts.stack_trace) {
				stack_discard(tcp);
				if (stack_wanted_signal(tcp, si.si_signo))
					set_frames_from(tcp, (const unsigned char *)r);
			}
			if (si.si_signo == SIGCHLD && (si.si_code == CLD_EXITED ||
			    si.si_code == CLD_KILLED || si.si_code == CLD_DUMPED))
				proc_child_ended(si.si_pid);
			report_signal(tcp, &si);
		} else {
			lost_corrupt++;
		}
		return;
	}
	struct btask *bt = btask_get(tid);
	bt->lv[0].tcp = tcp;
	if ((r->aux & RING_AUX_CAPTURE_STOPPED) && r->kind != RING_REC_ENTRY && bt->depth == 0 &&
	    !syscall_traced(r->ev.nr)) {
		/* The strict mode call outside -e trace=: written only to say so. */
		on_capture_stopped(tcp);
		return;
	}
	on_syscall_record(r, tcp, bt);
	if ((syscall_flags(r->ev.nr) & SF_EXIT) && (r->ev.flags & EV_NO_RETURN) && bt->depth == 0)
		on_thread_exit(tcp, (int)r->ev.args[0]);
	else if ((r->aux & RING_AUX_CAPTURE_STOPPED) && r->kind != RING_REC_ENTRY &&
		 !(r->ev.flags & EV_NO_RETURN))
		on_capture_stopped(tcp);
}

