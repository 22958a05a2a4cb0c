/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The buffered backend (-m buffered): the traced program records its own
 * syscalls. systrace starts it with the capture library preloaded
 * (src/preload/), which arms Syscall User Dispatch in every thread and writes
 * one record per syscall into a ring buffer in a memfd both sides map
 * (src/ring.h). systrace is the ring's only reader: it drains it while the
 * program runs, turns each record into tcp->ev plus the argument memory copied
 * at capture time, and feeds the same decoders and formatter as the other
 * backends. The program never stops for systrace.
 *
 * What systrace cannot learn from the records it learns from the kernel: its
 * own child's wait status, and for every other process a pidfd that says when
 * it is gone and /proc/PID/stat for how.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/futex.h>
#include <linux/sched.h>

#ifdef ENABLE_LIBELF
#include <gelf.h>
#include <libelf.h>
#endif

#include "backend.h"
#include "fetch.h"
#include "options.h"
#include "output.h"
#include "overhead.h"
#include "qualify.h"
#include "ring.h"
#include "syscall.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"
#include "util.h"

#define PRELOAD_NAME "libsystrace-preload.so"
#define IDLE_WAIT_MS 10		/* longest sleep when the ring is empty */
#define STUCK_RESYNC_NS (2ull * 1000000000u)
#define MAX_NEST 8		/* syscalls of one thread pending at once (signal handlers) */
#define UNKNOWN_STATUS_WAIT_NS (200ull * 1000000u)
/* A process is reported gone this long after it died: records other tasks wrote
 * about the same moment (a parent woken by its last write) come before its end,
 * as they would from the kernel's stops. */
#define DEATH_GRACE_NS (10ull * 1000000u)
#define TOMBSTONE_NS (5ull * 1000000000u)	/* a gone process is remembered this long */

/* ---- the ring ---- */

static struct ring_header *hdr;
static char *ring_data;
static uint64_t ring_size;
static int ring_fd = -1;
static uint64_t tail_pos;		/* the consumer's copy of hdr->tail */
static unsigned char *rec_buf;		/* the record being processed, copied out */

/* ---- the processes ---- */

struct bproc {
	pid_t pid;
	int pidfd;			/* says when it is gone; -1 if unavailable */
	int statfd;			/* /proc/PID/stat, for the status of a non-child */
	bool registered;		/* a library instance in it said hello */
	bool gone;			/* dead; its end is reported */
	bool death_pending;		/* dead, status not known yet */
	bool exec_pending;		/* execve entered; the new image has not said hello */
	bool exec_untraced;		/* that execve's environment dropped the library */
	bool exec_unregistered;		/* an image that never said hello */
	bool group_exit;		/* exit_group recorded */
	int exit_code;			/* its argument */
	int wait_status;		/* learned from a traced parent's wait4; -1 */
	uint64_t died_ns;
	char *exec_path;
	uint64_t lost;
	uint64_t stacks_skipped;	/* -k: stacks its library could not take */
	uint32_t slots[16];		/* ring_header.procs slots its images used */
	unsigned int nslots;
	pid_t *exited_tids;		/* its threads that ended alone (exit) */
	unsigned int nexited, exited_cap;
	struct bproc *next;		/* every process, for the final report */
	struct bproc *hnext;		/* in live[] or dead[] */
};

#define PROC_BUCKETS 1024
static struct bproc *procs;			/* every process ever seen */
static struct bproc *live[PROC_BUCKETS];	/* those not yet reported gone */
static struct bproc *dead[PROC_BUCKETS];	/* the last gone one of each pid */
static unsigned int nlive;
static unsigned int ndeath_pending;		/* dead, their end not reported yet */

/* A thread's syscalls in progress: level 0 is its tcb; deeper levels are
 * syscalls made by signal handlers while an outer one was pending, each with a
 * tcb of its own that is not in the task table. */
struct level {
	struct tcb *tcp;
	unsigned char *entry;		/* copy of the entry record */
	size_t entry_cap;
	bool self_mem;			/* the execve systrace made: read systrace's memory */
};

struct btask {
	pid_t tid;
	unsigned int depth;
	struct level lv[MAX_NEST];
	struct btask *next;
};

#define BTASK_BUCKETS 1024
static struct btask *btasks[BTASK_BUCKETS];

static pid_t started_pid;
static int started_status = -1;
static volatile sig_atomic_t interrupted;
static char preload_path[PATH_MAX];

/* Where decoders read memory from while a record is being decoded. */
static struct {
	struct tcb *tcp;
	const unsigned char *rec;	/* this record's blobs (IN at entry, OUT at exit) */
	const unsigned char *entry;	/* the pending entry record's blobs (exit only) */
	bool exit;
	bool self_mem;
} dctx;

/* Counters for SYSTRACE_BUFFERED_STATS. */
static struct {
	uint64_t records, bytes, busy_ns, wakeups, skipped;
} stats;

static void on_interrupt(int sig)
{
	interrupted = sig;
}

static void on_sigchld(int sig)
{
	(void)sig;
	/* Nothing to do: the signal only interrupts the idle wait. */
}

/* ---- small lookups ---- */

static struct bproc *bucket_find(struct bproc **table, pid_t pid)
{
	for (struct bproc *p = table[(unsigned int)pid % PROC_BUCKETS]; p; p = p->hnext)
		if (p->pid == pid)
			return p;
	return NULL;
}

static void bucket_remove(struct bproc **table, struct bproc *p)
{
	struct bproc **pp = &table[(unsigned int)p->pid % PROC_BUCKETS];
	while (*pp && *pp != p)
		pp = &(*pp)->hnext;
	if (*pp)
		*pp = p->hnext;
	p->hnext = NULL;
}

/* The live process with this pid, or NULL. */
static struct bproc *proc_find(pid_t pid)
{
	return bucket_find(live, pid);
}

/* A record from a process already reported gone comes late (its parent's clone
 * returned after the child had died): it must not bring it back. A pid is used
 * again only by a process that says hello. */
static bool proc_was_gone(pid_t pid)
{
	return !proc_find(pid) && bucket_find(dead, pid);
}

static struct bproc *proc_get(pid_t pid)
{
	struct bproc *p = proc_find(pid);
	if (p)
		return p;
	p = xcalloc(1, sizeof(*p));
	p->pid = pid;
	p->wait_status = -1;
	p->pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
	char path[64];
	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	p->statfd = open(path, O_RDONLY | O_CLOEXEC);
	p->next = procs;
	procs = p;
	p->hnext = live[(unsigned int)pid % PROC_BUCKETS];
	live[(unsigned int)pid % PROC_BUCKETS] = p;
	nlive++;
	return p;
}

static void proc_note_exited_thread(pid_t pid, pid_t tid)
{
	struct bproc *p = proc_find(pid);
	if (!p)
		return;
	if (p->nexited == p->exited_cap) {
		p->exited_cap = p->exited_cap ? 2 * p->exited_cap : 16;
		p->exited_tids = xrealloc(p->exited_tids, p->exited_cap * sizeof(pid_t));
	}
	p->exited_tids[p->nexited++] = tid;
}

static bool thread_exited(pid_t pid, pid_t tid)
{
	struct bproc *p = proc_find(pid);
	for (unsigned int i = 0; p && i < p->nexited; i++)
		if (p->exited_tids[i] == tid)
			return true;
	return false;
}

static void proc_note_slot(struct bproc *p, uint32_t slot)
{
	if (slot >= hdr->nprocs)
		return;
	for (unsigned int i = 0; i < p->nslots; i++)
		if (p->slots[i] == slot)
			return;
	if (p->nslots < ARRAY_SIZE(p->slots))
		p->slots[p->nslots++] = slot;
}

static struct btask *btask_find(pid_t tid)
{
	for (struct btask *b = btasks[(unsigned int)tid % BTASK_BUCKETS]; b; b = b->next)
		if (b->tid == tid)
			return b;
	return NULL;
}

static struct btask *btask_get(pid_t tid)
{
	struct btask *b = btask_find(tid);
	if (b)
		return b;
	b = xcalloc(1, sizeof(*b));
	b->tid = tid;
	unsigned int h = (unsigned int)tid % BTASK_BUCKETS;
	b->next = btasks[h];
	btasks[h] = b;
	return b;
}

static void btask_free(pid_t tid)
{
	struct btask **pp = &btasks[(unsigned int)tid % BTASK_BUCKETS];
	while (*pp && (*pp)->tid != tid)
		pp = &(*pp)->next;
	struct btask *b = *pp;
	if (!b)
		return;
	*pp = b->next;
	for (unsigned int i = 0; i < MAX_NEST; i++) {
		free(b->lv[i].entry);
		if (i > 0 && b->lv[i].tcp) {
			stack_free(b->lv[i].tcp);
			free(b->lv[i].tcp->text.buf);
			free(b->lv[i].tcp);
		}
	}
	free(b);
}

/* The thread's tcb, created at its first record. */
static struct tcb *task_get(pid_t tid, pid_t pid)
{
	struct tcb *tcp = tcb_find(tid);
	if (tcp)
		return tcp;
	tcp = tcb_new(tid);
	tcp->tgid = pid;
	if (!opts.quiet && tid != started_pid)
		msg("Process %d attached", tid);
	return tcp;
}

/* ---- reading the captured memory ---- */

/* Copy [addr, addr + len) from the blobs of record rec whose flags include want.
 * A terminated blob (string, pointer array) serves reads past its end with zeros:
 * a reader stops at the terminator anyway. */
static int blobs_read(const unsigned char *rec, unsigned int want, uint64_t addr, void *buf,
		      size_t len)
{
	const struct ring_rec *r = (const struct ring_rec *)rec;
	size_t off = sizeof(*r);
	for (unsigned int i = 0; i < r->nblobs; i++) {
		if (off + sizeof(struct ring_blob) > r->ev.size)
			break;
		const struct ring_blob *b = (const struct ring_blob *)(rec + off);
		size_t next = off + sizeof(*b) + ring_align8(b->len);
		if (next > r->ev.size)
			break;
		off = next;
		if (!(b->flags & want) || (b->flags & RING_BLOB_FAULT))
			continue;
		if (addr < b->addr || addr - b->addr >= b->len)
			continue;
		size_t skip = (size_t)(addr - b->addr), avail = b->len - skip;
		const unsigned char *data = (const unsigned char *)(b + 1) + skip;
		if (len <= avail) {
			memcpy(buf, data, len);
			return 0;
		}
		if (b->flags & RING_BLOB_TERMINATED) {
			memcpy(buf, data, avail);
			memset((char *)buf + avail, 0, len - avail);
			return 0;
		}
	}
	return -EFAULT;
}

/* Decoders read the memory captured with the record: what the program passed
 * in at entry, what the kernel wrote back at exit. Anything not captured is
 * unreadable (the decoder prints the address): the live process has moved on. */
static int buffered_read_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len)
{
	if (tcp != dctx.tcp)
		return -EFAULT;
	if (dctx.self_mem)
		return read_mem_live(getpid(), addr, buf, len);
	if (!dctx.exit)
		return dctx.rec ? blobs_read(dctx.rec, RING_BLOB_IN, addr, buf, len) : -EFAULT;
	if (dctx.rec && blobs_read(dctx.rec, RING_BLOB_OUT, addr, buf, len) == 0)
		return 0;
	if (dctx.entry && blobs_read(dctx.entry, RING_BLOB_IN, addr, buf, len) == 0)
		return 0;
	if (dctx.rec && blobs_read(dctx.rec, RING_BLOB_IN, addr, buf, len) == 0)
		return 0;
	return -EFAULT;
}

/* ---- -k: the stacks the library took ---- */

/* The record's stack blob (RING_BLOB_STACK), or NULL. */
static const struct ring_blob *rec_stack(const unsigned char *rec)
{
	const struct ring_rec *r = (const struct ring_rec *)rec;
	size_t off = sizeof(*r);
	/* The library writes it first. */
	if (!rec || !r->nblobs || off + sizeof(struct ring_blob) > r->ev.size)
		return NULL;
	const struct ring_blob *b = (const struct ring_blob *)(rec + off);
	if (!(b->flags & RING_BLOB_STACK) || off + sizeof(*b) + ring_align8(b->len) > r->ev.size)
		return NULL;
	return b;
}

/* Give tcp the frames of record rec, if it carries a stack; count one the
 * library could not take. */
static void set_frames_from(struct tcb *tcp, const unsigned char *rec)
{
	const struct ring_blob *b = rec_stack(rec);
	if (!b)
		return;
	if (b->flags & RING_BLOB_STACK_SKIPPED) {
		struct bproc *p = bucket_find(live, tcp->tgid);
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

static void decode_entry(struct tcb *tcp, const unsigned char *rec, bool self_mem)
{
	dctx.tcp = tcp;
	dctx.rec = rec;
	dctx.entry = NULL;
	dctx.exit = false;
	dctx.self_mem = self_mem;
	syscall_entering(tcp);
	dctx.tcp = NULL;
}

static void decode_exit(struct tcb *tcp, const unsigned char *rec, const unsigned char *entry,
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
	if (overhead_enabled())
		overhead_note_own(tcp->ev.nr, now_mono_ns() - t0);
	dctx.tcp = NULL;
}

/* The task will never finish the syscall it is in: close its line (") = ?"). */
static void close_gone(struct tcb *tcp)
{
	if ((tcp->flags & TCB_IN_SYSCALL) && (tcp->flags & TCB_SHOWN) && opts.count != COUNT_ONLY)
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

static void pseudo_done(struct tcb *main_tcp, struct tcb *t)
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
	struct bproc *p = proc_find((pid_t)ret);
	if (!p)
		return;
	int status;
	if (r->ev.nr == __NR_wait4) {
		if (blobs_read((const unsigned char *)r, RING_BLOB_OUT, r->ev.args[1], &status,
			       sizeof(status)) < 0)
			return;
	} else {
		siginfo_t si;
		if (blobs_read((const unsigned char *)r, RING_BLOB_OUT, r->ev.args[2], &si,
			       sizeof(si)) < 0)
			return;
		if (si.si_code == CLD_EXITED)
			status = W_EXITCODE(si.si_status & 0xff, 0);
		else if (si.si_code == CLD_KILLED || si.si_code == CLD_DUMPED)
			status = si.si_status | (si.si_code == CLD_DUMPED ? 0x80 : 0);
		else
			return;
	}
	if (WIFEXITED(status) || WIFSIGNALED(status))
		p->wait_status = status;
}

static void report_death(struct bproc *p);
static void count_unattributed(uint64_t n);

static bool is_clone(int nr)
{
	return syscall_flags(nr) & SF_CLONE;
}

/* The parent's clone returned: the new task exists from now on, as under ptrace
 * (its first line may come much later). */
static void on_new_task(const struct ring_rec *r, const unsigned char *entry)
{
	pid_t child = (pid_t)r->ev.ret;
	uint64_t flags = 0;
	if (r->ev.nr == __NR_clone)
		flags = r->ev.args[0];
	else if (r->ev.nr == __NR_clone3 && entry)
		blobs_read(entry, RING_BLOB_IN, r->ev.args[0], &flags, sizeof(flags));
	if (!opts.follow)
		return;
	if (flags & CLONE_THREAD) {
		if (!thread_exited(r->ev.pid, child))
			task_get(child, r->ev.pid);
	} else if (!proc_was_gone(child)) {
		proc_get(child);
		task_get(child, child);
	}
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
			count_unattributed(1);
			return;
		}
		struct level *lv = &bt->lv[bt->depth];
		lv->tcp = bt->depth ? pseudo_tcb(tcp) : tcp;
		save_entry(lv, r);
		bt->depth++;
		set_event(lv->tcp, r);
		share_out(tcp, lv->tcp);
		decode_entry(lv->tcp, lv->entry, false);
		stack_at_entry_rec(lv->tcp, lv->entry);
		share_out(tcp, lv->tcp);
		if (syscall_flags(r->ev.nr) & SF_EXECVE) {
			struct bproc *p = proc_get(r->ev.pid);
			p->exec_pending = true;
			p->exec_untraced = r->aux & RING_AUX_EXEC_UNTRACED;
			free(p->exec_path);
			p->exec_path = NULL;
			char path[PATH_MAX];
			uint64_t addr = r->ev.args[r->ev.nr == __NR_execve ? 0 : 1];
			if (blobs_read(rec, RING_BLOB_IN, addr, path, 1) == 0 &&
			    blobs_read(rec, RING_BLOB_IN, addr, path, sizeof(path)) == 0) {
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
			learn_wait_status(r);
			struct bproc *child = proc_find((pid_t)r->ev.ret);
			if (child && child->death_pending)
				report_death(child);
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
		decode_exit(t, rec, lv->self_mem ? NULL : lv->entry, lv->self_mem);
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
		learn_wait_status(r);
		struct bproc *child = proc_find((pid_t)r->ev.ret);
		if (child && child->death_pending)
			report_death(child);
	}
	set_event(t, r);
	decode_entry(t, rec, false);
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
		decode_exit(t, rec, NULL, false);
	}
	if (t != tcp)
		pseudo_done(tcp, t);
}

/* The thread is gone: close what it left open, innermost first. */
static void task_gone(struct tcb *tcp, int status, bool known)
{
	struct btask *bt = btask_find(tcp->pid);
	if (bt) {
		while (bt->depth > 1) {
			struct level *lv = &bt->lv[--bt->depth];
			close_gone(lv->tcp);
			pseudo_done(tcp, lv->tcp);
			lv->tcp = NULL;
		}
	}
	if (known) {
		report_exit(tcp, status);
	} else {
		close_gone(tcp);
		if (opts.count != COUNT_ONLY && opts.quiet < 2)
			output_note(tcp, "exited, status unknown (not a child of systrace)");
	}
	btask_free(tcp->pid);
	tcb_free(tcp);
}

/* A thread that exits alone (exit): its line and its end. */
static void on_thread_exit(struct tcb *tcp, int code)
{
	proc_note_exited_thread(tcp->tgid, tcp->pid);
	task_gone(tcp, W_EXITCODE(code & 0xff, 0), true);
}

/* A new image of process pid said hello: the execve it was in returned 0. */
static void on_exec_hello(const struct ring_rec *r)
{
	pid_t pid = r->ev.pid;
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
		if (leader) {
			close_gone(leader);
			btask_free(pid);
			tcb_free(leader);
		}
		struct btask **pp = &btasks[(unsigned int)old % BTASK_BUCKETS];
		while (*pp && *pp != ebt)
			pp = &(*pp)->next;
		if (*pp)
			*pp = ebt->next;
		ebt->tid = pid;
		ebt->next = btasks[(unsigned int)pid % BTASK_BUCKETS];
		btasks[(unsigned int)pid % BTASK_BUCKETS] = ebt;
		tcb_set_pid(execer, pid);
		execer->tgid = pid;
		char note[64];
		snprintf(note, sizeof(note), "superseded by execve in pid %d", old);
		if (opts.count != COUNT_ONLY)
			output_note(execer, note);
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
	execer->ev.exit_ns = r->ev.entry_ns;
	execer->ev.flags |= EV_HAS_RET;
	execer->stime_exit_ns = r->ev.entry_ns;
	/* -k: frames taken at entry stay; otherwise (the execve systrace made)
	 * the new image's, from its hello, as ptrace mode unwinds at the exit. */
	stack_at_exit(execer, (const unsigned char *)r);
	decode_exit(execer, NULL, lv->self_mem ? NULL : lv->entry, lv->self_mem);
	ebt->depth = 0;
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
	proc_note_slot(p, r->slot);
	if (r->aux & RING_HELLO_IMAGE) {
		p->exec_pending = false;
		p->exec_unregistered = false;
		on_exec_hello(r);
	}
}

static void process_record(const struct ring_rec *r)
{
	pid_t pid = r->ev.pid, tid = r->ev.tid;
	if (pid <= 0 || tid <= 0)
		return;
	/* Without -f, only the program systrace started is shown. */
	if (!opts.follow && tid != started_pid && pid != started_pid)
		return;
	if (!opts.follow && tid != started_pid && r->kind != RING_REC_HELLO)
		return;
	if (r->kind == RING_REC_HELLO) {
		on_hello(r);
		return;
	}
	struct bproc *p = proc_find(pid);
	if (!p) {
		if (proc_was_gone(pid))
			return;
		p = proc_get(pid);
	}
	proc_note_slot(p, r->slot);
	struct tcb *tcp = task_get(tid, pid);
	if ((r->ev.flags & EV_LOST) && r->lost && opts.count != COUNT_ONLY) {
		char note[96];
		snprintf(note, sizeof(note), "%u records lost here (ring buffer full)", r->lost);
		output_note(tcp, note);
	}
	if (r->kind == RING_REC_SIGNAL) {
		siginfo_t si;
		if (blobs_read((const unsigned char *)r, RING_BLOB_IN, 0, &si, sizeof(si)) == 0) {
			if (opts.stack_trace) {
				stack_discard(tcp);
				if (stack_wanted_signal(tcp, si.si_signo))
					set_frames_from(tcp, (const unsigned char *)r);
			}
			report_signal(tcp, &si);
		}
		return;
	}
	if (r->kind != RING_REC_SYSCALL && r->kind != RING_REC_ENTRY && r->kind != RING_REC_EXIT)
		return;
	struct btask *bt = btask_get(tid);
	bt->lv[0].tcp = tcp;
	on_syscall_record(r, tcp, bt);
	if ((syscall_flags(r->ev.nr) & SF_EXIT) && (r->ev.flags & EV_NO_RETURN) && bt->depth == 0)
		on_thread_exit(tcp, (int)r->ev.args[0]);
}

/* ---- draining ---- */

static uint64_t stuck_since;
static uint64_t stuck_at = ~(uint64_t)0;

static void publish_tail(void)
{
	__atomic_store_n(&hdr->tail, tail_pos, __ATOMIC_RELEASE);
	if (__atomic_load_n(&hdr->space_waiters, __ATOMIC_SEQ_CST)) {
		__atomic_add_fetch(&hdr->space_seq, 1, __ATOMIC_SEQ_CST);
		syscall(SYS_futex, &hdr->space_seq, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
	}
}

/* Is the thread writing the record at tail gone (killed while writing)? Its tid
 * is written last: before that, nobody knows yet. */
static bool writer_dead(const struct ring_rec *r)
{
	pid_t tid = __atomic_load_n(&r->ev.tid, __ATOMIC_ACQUIRE);
	pid_t pid = __atomic_load_n(&r->ev.pid, __ATOMIC_RELAXED);
	if (pid <= 0 || tid <= 0)
		return false;
	return syscall(SYS_tgkill, pid, tid, 0) < 0 && errno == ESRCH;
}

static void count_unattributed(uint64_t n)
{
	__atomic_add_fetch(&hdr->lost_unattributed, n, __ATOMIC_RELAXED);
	stats.skipped += n;
}

/* Drop the bytes [tail, tail + size): zero them and move on. */
static void skip_bytes(uint64_t size)
{
	char *p = ring_data + (tail_pos & (ring_size - 1));
	memset(p, 0, size);
	tail_pos += size;
	publish_tail();
}

/* No record can be read at tail although producers reserved space past it. A
 * writer was killed between reserving and marking its record: after a while,
 * find the next record header and skip to it. */
static void resync(uint64_t head)
{
	uint64_t pos = tail_pos + 8;
	for (; pos < head; pos += 8) {
		const struct ring_rec *r = (const struct ring_rec *)(ring_data + (pos & (ring_size - 1)));
		uint64_t w = __atomic_load_n((const uint64_t *)r, __ATOMIC_ACQUIRE);
		uint32_t size = (uint32_t)w, flags = (uint32_t)(w >> 32);
		if ((flags & RING_LAP_MASK) == ring_lap_bits(pos, ring_size) &&
		    (flags & (RING_BUSY | RING_COMMITTED)) && size >= sizeof(struct ring_rec) &&
		    !(size & 7) && size <= hdr->rec_max && pos + size <= head)
			break;
	}
	count_unattributed(1);
	skip_bytes(pos - tail_pos);
}

/* Handle the record at tail, if one is ready. Returns false when there is none. */
static bool drain_one(bool final)
{
	uint64_t head = __atomic_load_n(&hdr->head, __ATOMIC_ACQUIRE);
	if (tail_pos == head)
		return false;
	if (head - tail_pos > ring_size) {
		/* Producers never reserve past tail + size: the header was scribbled
		 * on (the program can write the shared memory). Start afresh. */
		count_unattributed(1);
		tail_pos = head;
		publish_tail();
		return true;
	}
	struct ring_rec *r = (struct ring_rec *)(ring_data + (tail_pos & (ring_size - 1)));
	uint64_t w = __atomic_load_n((uint64_t *)r, __ATOMIC_ACQUIRE);
	uint32_t size = (uint32_t)w, flags = (uint32_t)(w >> 32);
	bool marked = (flags & RING_LAP_MASK) == ring_lap_bits(tail_pos, ring_size) &&
		      (flags & (RING_BUSY | RING_COMMITTED));
	if (marked && (size < sizeof(struct ring_rec) || (size & 7) || size > hdr->rec_max ||
		       size > head - tail_pos)) {
		/* Not a record systrace could have let a producer write. */
		resync(head);
		return true;
	}
	if (!marked || !(flags & RING_COMMITTED)) {
		uint64_t now = now_mono_ns();
		if (stuck_at != tail_pos) {
			stuck_at = tail_pos;
			stuck_since = now;
		}
		if (marked && (final || writer_dead(r))) {
			/* Its writer died while copying: the record is incomplete. */
			uint32_t slot = r->slot;
			if (slot < hdr->nprocs)
				__atomic_add_fetch(&hdr->procs[slot].lost, 1, __ATOMIC_RELAXED);
			else
				count_unattributed(1);
			skip_bytes(size);
			return true;
		}
		if (!marked && (final || now - stuck_since > STUCK_RESYNC_NS)) {
			resync(head);
			return true;
		}
		return false;
	}
	memcpy(rec_buf, r, size);
	memset(r, 0, size);
	tail_pos += size;
	stats.records++;
	stats.bytes += size;
	process_record((const struct ring_rec *)rec_buf);
	/* Published only once handled: with -k a producer waits for that (ring.h). */
	if (!(stats.records & 31))
		publish_tail();
	return true;
}

/* Read everything that is ready. Returns the number of records read. */
static unsigned long drain(bool final)
{
	uint64_t t0 = now_mono_ns();
	unsigned long n = 0;
	while (drain_one(final))
		n++;
	publish_tail();
	if (n)
		stats.busy_ns += now_mono_ns() - t0;
	return n;
}

/* ---- process ends ---- */

/* The wait status of a dead process that is not systrace's child: /proc/PID/stat
 * says it until its parent reaps it (field 52, exit_code). */
static int read_exit_code(struct bproc *p)
{
	char buf[1024];
	if (p->statfd < 0)
		return -1;
	ssize_t n = pread(p->statfd, buf, sizeof(buf) - 1, 0);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	char *s = strrchr(buf, ')');
	if (!s)
		return -1;
	/* Fields after the command name start at 3 (state). */
	int field = 2;
	long long v = -1;
	for (char *tok = strtok(s + 1, " "); tok; tok = strtok(NULL, " ")) {
		if (++field == 52) {
			v = atoll(tok);
			break;
		}
	}
	return v >= 0 && v <= 0xffff ? (int)v : -1;
}

static void free_slots(struct bproc *p)
{
	for (unsigned int i = 0; i < p->nslots; i++) {
		struct ring_proc *rp = &hdr->procs[p->slots[i]];
		p->lost += __atomic_exchange_n(&rp->lost, 0, __ATOMIC_RELAXED);
		if (__atomic_load_n(&rp->pid, __ATOMIC_RELAXED) == p->pid)
			__atomic_store_n(&rp->pid, 0, __ATOMIC_RELEASE);
	}
	p->nslots = 0;
}

struct gone_ctx {
	pid_t pid;
	int status;
	bool known;
	struct tcb *leader;
};

static void gone_one(struct tcb *tcp, void *arg)
{
	struct gone_ctx *g = arg;
	if (tcp->tgid != g->pid)
		return;
	if (tcp->pid == g->pid) {
		g->leader = tcp;
		return;
	}
	task_gone(tcp, g->status, g->known);
}

static void report_death(struct bproc *p)
{
	int status = -1;
	if (p->pid == started_pid && started_status >= 0)
		status = started_status;
	else if (p->wait_status >= 0)
		status = p->wait_status;
	else if (p->group_exit)
		status = W_EXITCODE(p->exit_code, 0);
	struct gone_ctx g = { .pid = p->pid, .status = status, .known = status >= 0 };
	tcb_for_each(gone_one, &g);
	if (g.leader)
		task_gone(g.leader, g.status, g.known);
	if (p->exec_pending)
		p->exec_unregistered = true;
	if (p->death_pending)
		ndeath_pending--;
	p->death_pending = false;
	p->gone = true;
	nlive--;
	free_slots(p);
	free(p->exited_tids);
	p->exited_tids = NULL;
	p->nexited = p->exited_cap = 0;
	bucket_remove(live, p);
	if (opts.stack_trace)
		stack_process_gone(p->pid);
	struct bproc *older = bucket_find(dead, p->pid);
	if (older)
		bucket_remove(dead, older);
	p->hnext = dead[(unsigned int)p->pid % PROC_BUCKETS];
	dead[(unsigned int)p->pid % PROC_BUCKETS] = p;
	if (p->pidfd >= 0)
		close(p->pidfd);
	if (p->statfd >= 0)
		close(p->statfd);
	p->pidfd = p->statfd = -1;
}

/* Forget the processes gone for a while that have nothing left to report (no
 * lost records, no untraced image), so that a long run starting many processes
 * keeps systrace's memory bounded. A late record from one of them (its parent's
 * clone result) comes within milliseconds, long before. */
static void sweep_gone(uint64_t now)
{
	static uint64_t last_sweep;
	if (now - last_sweep < 1000000000u)
		return;
	last_sweep = now;
	struct bproc **pp = &procs;
	while (*pp) {
		struct bproc *p = *pp;
		if (p->gone && now - p->died_ns > TOMBSTONE_NS && !p->lost && !p->exec_unregistered) {
			*pp = p->next;
			if (bucket_find(dead, p->pid) == p)
				bucket_remove(dead, p);
			free(p->exec_path);
			free(p);
			continue;
		}
		pp = &p->next;
	}
}

/* Notice the processes that ended, read what they wrote before, and report them. */
static void check_deaths(bool final)
{
	static struct pollfd *pfds;
	static struct bproc **polled;
	static size_t cap;

	if (started_status < 0) {
		int status;
		struct rusage ru;
		pid_t r = wait4(started_pid, &status, WNOHANG, &ru);
		if (r == started_pid && (WIFEXITED(status) || WIFSIGNALED(status))) {
			started_status = status;
			overhead_child_rusage(&ru);
		}
	}
	/* One poll over the pidfds of every live process. */
	if (cap < nlive) {
		cap = 2 * nlive;
		pfds = xrealloc(pfds, cap * sizeof(*pfds));
		polled = xrealloc(polled, cap * sizeof(*polled));
	}
	size_t n = 0;
	bool any = false;
	uint64_t now = now_mono_ns();
	sweep_gone(now);
	for (unsigned int b = 0; b < PROC_BUCKETS && n < nlive; b++) {
		for (struct bproc *p = live[b]; p; p = p->hnext) {
			bool dead_now = false;
			if (p->death_pending)
				continue;
			if (p->pid == started_pid)
				dead_now = started_status >= 0;
			else if (p->pidfd < 0)
				dead_now = kill(p->pid, 0) < 0 && errno == ESRCH;
			else if (n < cap) {
				pfds[n] = (struct pollfd){ .fd = p->pidfd, .events = POLLIN };
				polled[n++] = p;
				continue;
			}
			if (dead_now) {
				p->death_pending = true;
				p->died_ns = now;
				ndeath_pending++;
				any = true;
			}
		}
	}
	if (n && poll(pfds, n, 0) > 0) {
		for (size_t i = 0; i < n; i++) {
			if (!pfds[i].revents)
				continue;
			struct bproc *p = polled[i];
			if (p->wait_status < 0 && !p->group_exit) {
				int code = read_exit_code(p);
				if (code >= 0)
					p->wait_status = code;
			}
			p->death_pending = true;
			p->died_ns = now;
			ndeath_pending++;
			any = true;
		}
	}
	if (!any && !final && !ndeath_pending)
		return;
	/* Records it wrote before it died come first: none may be left behind a
	 * record the ring is stuck on. */
	drain(final);
	if (!final && stuck_at == tail_pos &&
	    __atomic_load_n(&hdr->head, __ATOMIC_ACQUIRE) != tail_pos)
		return;
	for (unsigned int b = 0; b < PROC_BUCKETS; b++) {
		struct bproc *p = live[b];
		while (p) {
			struct bproc *next = p->hnext;
			bool known = p->pid == started_pid || p->wait_status >= 0 || p->group_exit;
			/* A killed process that is not our child: its parent's wait4
			 * may still tell how; give it a moment. */
			uint64_t wait = known ? DEATH_GRACE_NS : UNKNOWN_STATUS_WAIT_NS;
			if (p->death_pending && (final || now - p->died_ns > wait))
				report_death(p);
			p = next;
		}
	}
}

static bool all_done(void)
{
	if (started_status < 0)
		return false;
	return !opts.follow || nlive == 0;
}

/* Sleep until records are likely, a process ends, or a signal comes. */
static void idle_wait(void)
{
	__atomic_store_n(&hdr->consumer_sleeping, 1, __ATOMIC_SEQ_CST);
	uint64_t head = __atomic_load_n(&hdr->head, __ATOMIC_SEQ_CST);
	if (head != tail_pos && stuck_at != tail_pos) {
		__atomic_store_n(&hdr->consumer_sleeping, 0, __ATOMIC_RELAXED);
		return;
	}
	output_flush();
	struct timespec ts = { 0, IDLE_WAIT_MS * 1000000L };
	if (stuck_at == tail_pos || ndeath_pending)
		ts.tv_nsec = 2000000L;
	syscall(SYS_futex, &hdr->consumer_sleeping, FUTEX_WAIT, 1, &ts, NULL, 0);
	__atomic_store_n(&hdr->consumer_sleeping, 0, __ATOMIC_RELAXED);
	stats.wakeups++;
}

/* ---- start ---- */

static bool readable_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

/* The capture library: $SYSTRACE_PRELOAD, next to systrace in the build tree,
 * or where it is installed. */
static void find_preload(void)
{
	const char *env = getenv("SYSTRACE_PRELOAD");
	if (env && *env) {
		if (!realpath(env, preload_path) || !readable_file(preload_path))
			die("cannot use the capture library '%s' named by SYSTRACE_PRELOAD", env);
		return;
	}
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			int len = snprintf(preload_path, sizeof(preload_path), "%.3000s/preload/.libs/%s",
					   exe, PRELOAD_NAME);
			if (len > 0 && (size_t)len < sizeof(preload_path) && readable_file(preload_path))
				return;
		}
	}
	snprintf(preload_path, sizeof(preload_path), "%s/%s", PKGLIBDIR, PRELOAD_NAME);
	if (!readable_file(preload_path))
		die("-m buffered needs its capture library, not found at '%s'", preload_path);
}

#ifdef ENABLE_LIBELF
/* 1 if path is a dynamically linked ELF (it has a program interpreter), 0 if it
 * is statically linked, -1 if it is not an ELF file systrace can read. */
static int elf_is_dynamic(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int result = -1;
	elf_version(EV_CURRENT);
	Elf *e = elf_begin(fd, ELF_C_READ, NULL);
	size_t n;
	if (e && elf_kind(e) == ELF_K_ELF && elf_getphdrnum(e, &n) == 0) {
		result = 0;
		for (size_t i = 0; i < n; i++) {
			GElf_Phdr ph;
			if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_INTERP) {
				result = 1;
				break;
			}
		}
	}
	if (e)
		elf_end(e);
	close(fd);
	return result;
}
#endif

/* A statically linked program cannot load the library: say so before starting. */
static void check_not_static(const char *path)
{
#ifdef ENABLE_LIBELF
	char interp[PATH_MAX];
	const char *target = path;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		/* A script: what matters is its interpreter. */
		ssize_t n = read(fd, interp, sizeof(interp) - 1);
		close(fd);
		if (n > 2 && interp[0] == '#' && interp[1] == '!') {
			interp[n] = '\0';
			char *s = interp + 2;
			s += strspn(s, " \t");
			s[strcspn(s, " \t\n")] = '\0';
			if (*s)
				target = s;
		}
	}
	if (elf_is_dynamic(target) == 0)
		die("'%s' is statically linked: -m buffered preloads its capture library "
		    "through the dynamic loader, which it does not use; trace it with -m ptrace "
		    "or -m seccomp", target);
#else
	(void)path;
#endif
}

/* The data area's size: RING_DEFAULT_DATA_SIZE, or $SYSTRACE_RING_SIZE bytes (a
 * power of two from 64 KiB to 1 GiB; small rings are for testing a full ring). */
static uint64_t ring_size_wanted(void)
{
	const char *env = getenv("SYSTRACE_RING_SIZE");
	long long v;
	if (!env || !*env)
		return RING_DEFAULT_DATA_SIZE;
	if (parse_int(env, 65536, 1ll << 30, &v) < 0 || (v & (v - 1)))
		die("SYSTRACE_RING_SIZE must be a power of two from 65536 to 1073741824, not '%s'",
		    env);
	return (uint64_t)v;
}

static void setup_ring(void)
{
	ring_size = ring_size_wanted();
	ring_fd = (int)syscall(SYS_memfd_create, "systrace-ring", MFD_CLOEXEC);
	if (ring_fd < 0)
		die_errno("cannot create the ring buffer (memfd_create)");
	if (ftruncate(ring_fd, (off_t)(RING_HEADER_SIZE + ring_size)) < 0)
		die_errno("cannot size the ring buffer");
	size_t total = RING_HEADER_SIZE + 2 * ring_size;
	char *base = mmap(NULL, total, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED ||
	    mmap(base, RING_HEADER_SIZE + ring_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 ring_fd, 0) == MAP_FAILED ||
	    mmap(base + RING_HEADER_SIZE + ring_size, ring_size, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED, ring_fd, RING_HEADER_SIZE) == MAP_FAILED)
		die_errno("cannot map the ring buffer");
	hdr = (struct ring_header *)base;
	ring_data = base + RING_HEADER_SIZE;
	rec_buf = xmalloc(ring_size / 4);

	hdr->magic = RING_MAGIC;
	hdr->version = RING_VERSION;
	hdr->header_size = RING_HEADER_SIZE;
	hdr->data_size = ring_size;
	hdr->rec_max = (uint32_t)(ring_size / 4);
	hdr->flags = (opts.overwrite ? RING_F_OVERWRITE : 0) | (opts.verbose ? RING_F_VERBOSE : 0) |
		     (trace_subset ? 0 : RING_F_TRACE_HIGH);
	hdr->consumer_pid = getpid();
	hdr->max_strlen = opts.max_strlen;
	hdr->nprocs = (uint32_t)RING_MAX_PROCS;
	hdr->wake_fill = (uint32_t)(ring_size / 8);
	/* -k: the library unwinds only when stacks are printed; at most as many
	 * frames as fit easily in a record. */
	if (opts.stack_trace && opts.count != COUNT_ONLY) {
		uint64_t limit = opts.stack_frame_limit;
		if (limit > RING_STACK_MAX)
			limit = RING_STACK_MAX;
		if (limit > hdr->rec_max / 16)
			limit = hdr->rec_max / 16;
		hdr->stack_limit = (uint32_t)limit;
	}
	/* Calls outside -e trace= are not recorded at all (the library still
	 * records what systrace needs to follow processes). */
	for (int nr = 0; nr < RING_NR_MAX && nr < SYSCALL_NR_MAX; nr++)
		if (syscall_traced(nr))
			hdr->traced[nr / 8] |= (uint8_t)(1u << (nr % 8));
	if (strlen(preload_path) >= sizeof(hdr->preload))
		die("the capture library's path is too long: '%s'", preload_path);
	memcpy(hdr->preload, preload_path, strlen(preload_path) + 1);
}

/* The program's environment, with the library preloaded and the ring named. */
static char **child_environment(void)
{
	extern char **environ;
	size_t n = 0;
	while (environ[n])
		n++;
	char **env = xcalloc(n + 3, sizeof(*env));
	size_t k = 0;
	const char *old_preload = NULL;
	for (size_t i = 0; i < n; i++) {
		if (strncmp(environ[i], "LD_PRELOAD=", 11) == 0)
			old_preload = environ[i] + 11;
		else if (strncmp(environ[i], RING_ENV "=", sizeof(RING_ENV)) != 0)
			env[k++] = environ[i];
	}
	env[k++] = old_preload && *old_preload
			   ? xasprintf("LD_PRELOAD=%s:%s", preload_path, old_preload)
			   : xasprintf("LD_PRELOAD=%s", preload_path);
	env[k++] = xasprintf(RING_ENV "=/proc/%d/fd/%d", getpid(), ring_fd);
	env[k] = NULL;
	return env;
}

static void catch_signals(void)
{
	struct sigaction sa = { .sa_handler = on_interrupt };
	sigemptyset(&sa.sa_mask);
	/* SIGPIPE: nobody reads the trace any more (see buffered_run). */
	int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };
	for (size_t i = 0; i < ARRAY_SIZE(sigs); i++)
		sigaction(sigs[i], &sa, NULL);
	struct sigaction chld = { .sa_handler = on_sigchld, .sa_flags = SA_NOCLDSTOP };
	sigemptyset(&chld.sa_mask);
	sigaction(SIGCHLD, &chld, NULL);
}

static void buffered_start(const char *path, char **argv)
{
#ifndef ENABLE_LIBUNWIND
	/* The capture library unwinds with libunwind, as ptrace mode does. */
	if (opts.stack_trace && opts.count != COUNT_ONLY)
		die("-k needs libunwind, which this systrace was built without");
#endif
	find_preload();
	check_not_static(path);
	/* Two descriptors per traced process (pidfd, /proc/PID/stat). */
	struct rlimit rl;
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	setup_ring();
	char **env = child_environment();

	/* The program inherits systrace's signal dispositions as they were given
	 * (SIG_IGN in a background job): systrace's own handlers come after the fork. */
	pid_t pid = fork();
	if (pid < 0)
		die_errno("fork");
	if (pid == 0) {
		execve(path, argv, env);
		msg_errno("cannot execute '%s'", path);
		_exit(127);
	}
	catch_signals();
	started_pid = pid;
	struct bproc *p = proc_get(pid);
	p->exec_pending = true;
	p->exec_path = xstrdup(path);

	/* The execve systrace makes in the child is the trace's first line, as
	 * under ptrace: decoded from systrace's own copy of the arguments (the
	 * child's are the same addresses, forked), completed by the new image's
	 * hello. */
	struct tcb *tcp = tcb_new(pid);
	struct btask *bt = btask_get(pid);
	bt->depth = 1;
	bt->lv[0].tcp = tcp;
	bt->lv[0].self_mem = true;
	memset(&tcp->ev, 0, sizeof(tcp->ev));
	tcp->ev.pid = tcp->ev.tid = pid;
	tcp->ev.nr = __NR_execve;
	tcp->ev.args[0] = (uint64_t)(uintptr_t)path;
	tcp->ev.args[1] = (uint64_t)(uintptr_t)argv;
	tcp->ev.args[2] = (uint64_t)(uintptr_t)env;
	tcp->ev.entry_ns = now_mono_ns();
	tcp->stime_entry_ns = tcp->stime_exit_ns = tcp->ev.entry_ns;
	decode_entry(tcp, NULL, true);
}

static void buffered_attach(void)
{
	die("-p needs -m ptrace: -m buffered traces only programs it starts");
}

static void print_stats(void)
{
	if (!getenv("SYSTRACE_BUFFERED_STATS"))
		return;
	double busy = stats.busy_ns / 1e9;
	fprintf(stderr,
		"systrace: buffered: %llu records, %llu bytes, %.3f s decoding and formatting "
		"(%.0f records/s), %llu wake-ups, %llu skipped\n",
		(unsigned long long)stats.records, (unsigned long long)stats.bytes, busy,
		busy > 0 ? stats.records / busy : 0.0, (unsigned long long)stats.wakeups,
		(unsigned long long)stats.skipped);
}

/* Lost records, per process, and images that ran untraced: always said. */
static void final_report(void)
{
	uint64_t total = 0;
	for (struct bproc *p = procs; p; p = p->next) {
		free_slots(p);
		if (p->lost) {
			msg("pid %d: %llu records lost (ring buffer full%s)", p->pid,
			    (unsigned long long)p->lost,
			    opts.overwrite ? ", --overwrite" : "");
			total += p->lost;
		}
	}
	uint64_t un = __atomic_load_n(&hdr->lost_unattributed, __ATOMIC_RELAXED);
	if (un)
		msg("%llu records lost by processes systrace could not tell apart",
		    (unsigned long long)un);
	if (total + un)
		msg("%llu records lost in total", (unsigned long long)(total + un));
	for (struct bproc *p = procs; p; p = p->next)
		if (p->stacks_skipped)
			msg("pid %d: %llu system calls shown without their stack (-k: the unwinder "
			    "was not available to the thread)", p->pid,
			    (unsigned long long)p->stacks_skipped);
	for (struct bproc *p = procs; p; p = p->next) {
		if (!p->exec_unregistered && !(p->exec_pending && !p->gone))
			continue;
		const char *why = p->exec_untraced
			? "its environment no longer preloaded the capture library"
			: "the library did not start in it (a statically linked program, or a "
			  "setuid one)";
		msg("pid %d ran '%s' untraced from its execve on: %s", p->pid,
		    p->exec_path ? p->exec_path : "?", why);
	}
}

/* systrace stops reading: a line left open says so, as when ptrace detaches. */
static void leave_open_line(struct tcb *tcp, void *arg)
{
	(void)arg;
	if ((tcp->flags & TCB_ENTRY_PRINTED) && opts.count != COUNT_ONLY)
		output_syscall_detached(tcp);
}

static void stop_producers(void)
{
	if (hdr)
		__atomic_or_fetch(&hdr->state, RING_S_CONSUMER_GONE, __ATOMIC_SEQ_CST);
	if (hdr && __atomic_load_n(&hdr->space_waiters, __ATOMIC_SEQ_CST)) {
		__atomic_add_fetch(&hdr->space_seq, 1, __ATOMIC_SEQ_CST);
		syscall(SYS_futex, &hdr->space_seq, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
	}
}

static int buffered_run(void)
{
	for (;;) {
		if (interrupted)
			break;
		unsigned long n = drain(false);
		check_deaths(false);
		if (all_done())
			break;
		if (!n)
			idle_wait();
	}
	if (interrupted == SIGPIPE) {
		/* The trace's reader went away: the program runs on unrecorded (producers
		 * no longer wait for the ring) and systrace ends as it does. */
		stop_producers();
		int status = 0;
		while (started_status < 0 && waitpid(started_pid, &status, 0) < 0 && errno == EINTR)
			;
		if (started_status < 0)
			started_status = status;
		return WIFEXITED(started_status) ? WEXITSTATUS(started_status)
						 : 0x100 | WTERMSIG(started_status);
	}
	if (interrupted) {
		/* Like strace: the program systrace started gets the signal. */
		if (started_status < 0)
			kill(started_pid, interrupted);
		stop_producers();
		drain(false);
		tcb_for_each(leave_open_line, NULL);
		final_report();
		print_stats();
		return 0x100 | interrupted;
	}
	stop_producers();
	drain(true);
	check_deaths(true);
	final_report();
	print_stats();
	if (WIFEXITED(started_status))
		return WEXITSTATUS(started_status);
	return 0x100 | WTERMSIG(started_status);
}

static void buffered_cleanup(void)
{
	if (started_pid > 0 && started_status < 0)
		kill(started_pid, SIGKILL);
	stop_producers();
}

const struct backend backend_buffered = {
	.name = "buffered",
	.start = buffered_start,
	.attach = buffered_attach,
	.run = buffered_run,
	.read_mem = buffered_read_mem,
	.cleanup = buffered_cleanup,
};
