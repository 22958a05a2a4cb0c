/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m buffered: which processes and threads are systrace's tracees, and how they
 * end. A record's pid is the writer's word, and the writer can write anything:
 * a pid becomes a tracee only when systrace verifies it (the program it started,
 * a descendant by /proc's parent links, a process with systrace's ring mapped,
 * or a process already gone, which cannot be waited for). Pids are kept as
 * systrace sees them; a process in a pid namespace of its own writes its ids
 * there. The kernel translates them: each library instance says which ring
 * slot it took on a socket whose messages the kernel stamps with the sender's
 * pid as systrace sees it (ring.h's struct ring_cred), so a record is its
 * slot's process's even when that process is gone before systrace reads it
 * (and a new thread there says its id the same way, when the kernel lets it);
 * /proc/PID/status NSpid translates the rest while they live (everything when
 * that socket is not there).
 *
 * What systrace cannot learn from the records it learns from the kernel: its
 * own child's wait status, and for every other process a pidfd that says when
 * it is gone and /proc/PID/stat for how.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "buffered.h"
#include "options.h"
#include "output.h"
#include "overhead.h"
#include "pathtrace.h"
#include "syscall.h"
#include "tcb.h"
#include "unwind.h"
#include "util.h"

#define UNKNOWN_STATUS_WAIT_NS (200ull * 1000000u)
/* A process is reported gone this long after it died: records other tasks wrote
 * about the same moment (a parent woken by its last write) come before its end,
 * as they would from the kernel's stops. */
#define DEATH_GRACE_NS (10ull * 1000000u)
#define TOMBSTONE_NS (5ull * 1000000000u)	/* a gone process is remembered this long */
#define PPID_DEPTH 32				/* parent links followed to a tracee */

#define PROC_BUCKETS 1024
static struct bproc *procs;			/* every process ever seen */
static struct bproc *live[PROC_BUCKETS];	/* those not yet reported gone */
static struct bproc *dead[PROC_BUCKETS];	/* the last gone one of each pid */
static struct bproc *ns_live[PROC_BUCKETS];	/* live ones in a pid namespace of their own, by ns_pid */
static struct bproc *ns_dead[PROC_BUCKETS];	/* the last gone one of those, by ns_pid */
unsigned int nlive;
static unsigned int ndeath_pending;		/* dead, their end not reported yet */
struct btask *btasks[BTASK_BUCKETS];
uint64_t unknown_pid_records;
uint64_t late_records;
uint64_t lost_unidentified;

/* Who took each ring slot, as the kernel said (ring.h's struct ring_cred):
 * pid as systrace sees it (0: nobody known), ns_pid as its records say. */
static struct slot_owner {
	pid_t pid, ns_pid;
	pid_t missed;		/* a record from this ns pid found no owner, after a read */
} *owners;

bool deaths_pending(void)
{
	return ndeath_pending != 0;
}

struct bproc *procs_all(void)
{
	return procs;
}

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
struct bproc *proc_find(pid_t pid)
{
	return bucket_find(live, pid);
}

/* A record from a process already reported gone comes late (its parent's clone
 * returned after the child had died): it must not bring it back. A pid is used
 * again only by a process that says hello. */
bool proc_was_gone(pid_t pid)
{
	return !proc_find(pid) && bucket_find(dead, pid);
}

/* What /proc/PID/status says of a process: -1 fields when it cannot be read. */
struct pstatus {
	pid_t tgid, ppid;
	pid_t ns_pid;		/* NSpid's last entry: its pid in its own namespace */
	int ns_depth;		/* NSpid's entries: 1 in systrace's namespace */
};

static int read_status(const char *path, struct pstatus *st)
{
	char buf[4096];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -EIO;
	buf[n] = '\0';
	st->tgid = st->ppid = st->ns_pid = -1;
	st->ns_depth = 0;
	for (char *line = buf; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		if (!strncmp(line, "Tgid:", 5)) {
			st->tgid = (pid_t)strtol(line + 5, NULL, 10);
		} else if (!strncmp(line, "PPid:", 5)) {
			st->ppid = (pid_t)strtol(line + 5, NULL, 10);
		} else if (!strncmp(line, "NSpid:", 6)) {
			char *s = line + 6, *end;
			for (;;) {
				long v = strtol(s, &end, 10);
				if (end == s)
					break;
				st->ns_pid = (pid_t)v;
				st->ns_depth++;
				s = end;
			}
		}
	}
	return st->tgid > 0 ? 0 : -EIO;
}

static int read_pid_status(pid_t pid, struct pstatus *st)
{
	char path[64];
	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	return read_status(path, st);
}

static void ns_add(struct bproc **table, struct bproc *p)
{
	p->nsnext = table[(unsigned int)p->ns_pid % PROC_BUCKETS];
	table[(unsigned int)p->ns_pid % PROC_BUCKETS] = p;
}

static void ns_remove(struct bproc **table, struct bproc *p)
{
	struct bproc **pp = &table[(unsigned int)p->ns_pid % PROC_BUCKETS];
	while (*pp && *pp != p)
		pp = &(*pp)->nsnext;
	if (*pp)
		*pp = p->nsnext;
	p->nsnext = NULL;
}

static struct bproc *ns_find(struct bproc **table, pid_t ns_pid)
{
	for (struct bproc *p = table[(unsigned int)ns_pid % PROC_BUCKETS]; p; p = p->nsnext)
		if (p->ns_pid == ns_pid)
			return p;
	return NULL;
}

/* A record naming a process already reported gone comes late (say, its
 * parent's clone result): it is neither followed nor counted as unknown. */
bool proc_record_was_gone(pid_t ns_pid)
{
	return proc_was_gone(ns_pid) || (!ns_find(ns_live, ns_pid) && ns_find(ns_dead, ns_pid));
}

/* p was found dead now. Everything it wrote was reserved before, so lies
 * before the ring's head now: its end is reported only once the reader has
 * gone past that (a busy consumer may be a whole ring behind). */
static void mark_dead(struct bproc *p, uint64_t now)
{
	p->death_pending = true;
	p->died_ns = now;
	p->death_mark = ring_reader_mark(&ring_rd);
	ndeath_pending++;
}

/* Make pid a live process, its pidfd given if open already (the one that
 * pinned it while it was verified), -1 to open one, -2 for a process gone
 * already. */
static struct bproc *proc_new(pid_t pid, int pidfd)
{
	struct bproc *p = xcalloc(1, sizeof(*p));
	p->pid = p->ns_pid = pid;
	p->wait_status = -1;
	p->pidfd = pidfd != -1 ? pidfd : (int)syscall(SYS_pidfd_open, pid, 0);
	bool gone = pidfd == -2 || (p->pidfd < 0 && errno == ESRCH);
	if (pidfd == -2)
		p->pidfd = -1;
	char path[64];
	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	p->statfd = gone ? -1 : open(path, O_RDONLY | O_CLOEXEC);
	struct pstatus st;
	if (p->pidfd >= 0 && read_pid_status(pid, &st) == 0 && st.ns_depth > 1 && st.ns_pid > 0) {
		p->ns_pid = st.ns_pid;
		ns_add(ns_live, p);
	}
	p->next = procs;
	procs = p;
	p->hnext = live[(unsigned int)pid % PROC_BUCKETS];
	live[(unsigned int)pid % PROC_BUCKETS] = p;
	nlive++;
	if (gone) {
		/* Gone already (or never there): nothing to wait for, ever. */
		mark_dead(p, now_mono_ns());
	}
	return p;
}

/* pid as a live process, without verification: systrace's own child, or a
 * process the kernel reported. */
struct bproc *proc_get(pid_t pid)
{
	struct bproc *p = proc_find(pid);
	return p ? p : proc_new(pid, -1);
}

/* Is pid, or one of its ancestors, a live tracee? */
static bool descends_from_tracee(pid_t ppid)
{
	for (int i = 0; i < PPID_DEPTH && ppid > 1; i++) {
		if (proc_find(ppid))
			return true;
		struct pstatus st;
		if (read_pid_status(ppid, &st) < 0)
			return false;
		ppid = st.ppid;
	}
	return false;
}

/* Does pid have systrace's ring mapped (it writes records, so it is traced)? */
static bool maps_ring(pid_t pid)
{
	struct stat rs;
	if (fstat(ring_fd, &rs) < 0)
		return false;
	char path[64], line[512];
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	FILE *f = fopen(path, "re");
	if (!f)
		return false;
	bool found = false;
	while (!found && fgets(line, sizeof(line), f)) {
		unsigned int maj, min;
		unsigned long long ino;
		if (sscanf(line, "%*s %*s %*s %x:%x %llu", &maj, &min, &ino) == 3)
			found = ino == (unsigned long long)rs.st_ino &&
				makedev(maj, min) == rs.st_dev;
	}
	fclose(f);
	return found;
}

/* A child of a live tracee whose pid in its own namespace is ns_pid, or 0. */
static pid_t find_ns_child(pid_t ns_pid)
{
	for (unsigned int b = 0; b < PROC_BUCKETS; b++) {
		for (struct bproc *p = live[b]; p; p = p->hnext) {
			if (p->death_pending)
				continue;
			char dir[64];
			snprintf(dir, sizeof(dir), "/proc/%d/task", (int)p->pid);
			DIR *d = opendir(dir);
			if (!d)
				continue;
			pid_t found = 0;
			struct dirent *de;
			while (!found && (de = readdir(d))) {
				if (de->d_name[0] < '0' || de->d_name[0] > '9')
					continue;
				char path[128], kids[4096];
				snprintf(path, sizeof(path), "%s/%.20s/children", dir, de->d_name);
				int fd = open(path, O_RDONLY | O_CLOEXEC);
				if (fd < 0)
					continue;
				ssize_t n = read(fd, kids, sizeof(kids) - 1);
				close(fd);
				if (n <= 0)
					continue;
				kids[n] = '\0';
				char *s = kids, *end;
				for (long c; !found && (c = strtol(s, &end, 10), end != s); s = end) {
					struct pstatus st;
					if (c > 0 && !proc_find((pid_t)c) &&
					    read_pid_status((pid_t)c, &st) == 0 && st.ns_depth > 1 &&
					    st.ns_pid == ns_pid && st.tgid == (pid_t)c)
						found = (pid_t)c;
				}
			}
			closedir(d);
			if (found)
				return found;
		}
	}
	return 0;
}

/* When the process pid started, in CLOCK_MONOTONIC ns; 0 if unknown. */
static uint64_t start_mono_ns(pid_t pid)
{
	char path[64], buf[1024];
	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	char *s = strrchr(buf, ')');
	if (!s)
		return 0;
	/* Field 22, starttime: clock ticks after boot (CLOCK_BOOTTIME). */
	int field = 2;
	unsigned long long ticks = 0;
	for (char *tok = strtok(s + 1, " "); tok; tok = strtok(NULL, " "))
		if (++field == 22) {
			ticks = strtoull(tok, NULL, 10);
			break;
		}
	long hz = sysconf(_SC_CLK_TCK);
	struct timespec boot, mono;
	if (!ticks || hz <= 0 || clock_gettime(CLOCK_BOOTTIME, &boot) < 0 ||
	    clock_gettime(CLOCK_MONOTONIC, &mono) < 0)
		return 0;
	int64_t asleep = ((int64_t)boot.tv_sec - mono.tv_sec) * 1000000000 +
			 (boot.tv_nsec - mono.tv_nsec);
	int64_t start = (int64_t)(ticks * (1000000000ull / (unsigned long)hz)) - asleep;
	return start > 0 ? (uint64_t)start : 0;
}

/* The process now called pid started after when_ns (with a tick's margin): it
 * cannot have written a record then, whose writer is gone, its pid reused. */
static bool started_after(pid_t pid, uint64_t when_ns)
{
	uint64_t start = start_mono_ns(pid);
	return when_ns && start && start > when_ns + 20000000u;
}

static struct slot_owner *owner_of(uint32_t slot)
{
	if (slot >= ring_rd.nprocs)
		return NULL;
	if (!owners)
		owners = xcalloc(ring_rd.nprocs ? ring_rd.nprocs : 1, sizeof(*owners));
	return &owners[slot];
}

/* The process that sent a struct ring_cred, pid as the kernel says, ns_pid as
 * the message claims; NULL if it cannot be taken for its sender. */
static struct bproc *cred_sender(pid_t pid, pid_t ns_pid)
{
	struct bproc *p = proc_find(pid);
	if (!p) {
		int fd = (int)syscall(SYS_pidfd_open, pid, 0);
		struct pstatus st;
		if (fd >= 0 && read_pid_status(pid, &st) == 0) {
			/* The sender, still there (not another process that took its
			 * pid since it was reaped): it is the namespace pid it says,
			 * and a tracee's child or has the ring mapped. */
			if (st.tgid == pid && st.ns_pid == ns_pid &&
			    (descends_from_tracee(st.ppid) || maps_ring(pid))) {
				p = proc_new(pid, fd);
			} else {
				/* Its pid is another's now: the sender is gone, never to
				 * be waited for; the other is left alone. */
				close(fd);
				p = proc_new(pid, -2);
			}
		} else {
			if (fd >= 0)
				close(fd);
			p = proc_new(pid, -2);	/* gone already */
		}
	}
	if (p->ns_pid != ns_pid) {
		/* A pid namespace of its own that /proc could not tell (it was
		 * gone): the kernel did. Its ids never change namespace. */
		if (p->ns_pid != p->pid)
			return NULL;
		p->ns_pid = ns_pid;
		ns_add(ns_live, p);
	}
	return p;
}

#define NS_TIDS_MAX 65536	/* thread ids one process may have had translated */

/* p's thread ns_tid is tid here: a new entry, or one whose id was reused. */
static void note_tid(struct bproc *p, pid_t ns_tid, pid_t tid)
{
	for (unsigned int i = 0; i < p->ntids; i++)
		if (p->tids[i].ns_tid == ns_tid) {
			p->tids[i].tid = tid;
			return;
		}
	if (p->ntids >= NS_TIDS_MAX)
		return;
	if (p->ntids == p->tids_cap) {
		p->tids_cap = p->tids_cap ? 2 * p->tids_cap : 8;
		p->tids = xrealloc(p->tids, p->tids_cap * sizeof(*p->tids));
	}
	p->tids[p->ntids++] = (struct tid_map){ ns_tid, tid };
}

/* A new thread of slot o's process said its id in its namespace, ns_tid, and
 * the kernel translated it to tid (the sender named it, which the kernel
 * allows with CAP_SYS_ADMIN over that namespace: checked as far as can be). */
static void cred_thread(struct slot_owner *o, pid_t ns_pid, pid_t ns_tid, pid_t tid)
{
	struct bproc *p = o->pid > 0 && o->ns_pid == ns_pid ? proc_find(o->pid) : NULL;
	if (!p || p->ns_pid == p->pid || ns_tid <= 0 || ns_tid == ns_pid || tid == p->pid)
		return;
	if (syscall(SYS_tgkill, p->pid, tid, 0) == 0) {
		char path[64];
		struct pstatus st;
		snprintf(path, sizeof(path), "/proc/%d/task/%d/status", (int)p->pid, (int)tid);
		if (read_status(path, &st) == 0 && st.ns_pid != ns_tid)
			return;
	} else if (kill(tid, 0) == 0 || errno != ESRCH) {
		return;	/* someone else's thread */
	}
	note_tid(p, ns_tid, tid);
}

void procs_read_creds(void)
{
	if (cred_sock < 0)
		return;
	/* Only when a library counted a message since the last read: a recvmsg
	 * that finds nothing was one system call every 256 records. The count is
	 * the programs' to write: every 64th call reads regardless. */
	static uint32_t seen, skipped;
	uint32_t sent = __atomic_load_n(&ring_rd.hdr->cred_sent, __ATOMIC_ACQUIRE);
	if (sent == seen && ++skipped < 64)
		return;
	seen = sent;
	skipped = 0;
	/* Bounded: a program sending without end must not stall systrace. */
	for (int i = 0; i < 1024; i++) {
		struct ring_cred m;
		union {
			struct cmsghdr align;
			char buf[CMSG_SPACE(sizeof(struct ucred)) + CMSG_SPACE(16 * sizeof(int))];
		} ctl;
		struct iovec iov = { &m, sizeof(m) };
		struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1,
				     .msg_control = ctl.buf, .msg_controllen = sizeof(ctl.buf) };
		ssize_t n = recvmsg(cred_sock, &mh, MSG_DONTWAIT | MSG_CMSG_CLOEXEC);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return;
		}
		pid_t pid = 0;
		for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c)) {
			if (c->cmsg_level != SOL_SOCKET)
				continue;
			if (c->cmsg_type == SCM_CREDENTIALS &&
			    c->cmsg_len >= CMSG_LEN(sizeof(struct ucred))) {
				struct ucred uc;
				memcpy(&uc, CMSG_DATA(c), sizeof(uc));
				pid = uc.pid;
			} else if (c->cmsg_type == SCM_RIGHTS) {
				/* Descriptors nobody asked for: not kept. */
				size_t k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
				for (size_t j = 0; j < k; j++) {
					int fd;
					memcpy(&fd, CMSG_DATA(c) + j * sizeof(int), sizeof(fd));
					close(fd);
				}
			}
		}
		struct slot_owner *o = owner_of(m.slot);
		if (n != (ssize_t)sizeof(m) || m.magic != RING_CRED_MAGIC || !o || m.pid <= 0 ||
		    pid <= 0)
			continue;
		if (m.tid) {
			cred_thread(o, m.pid, m.tid, pid);
			continue;
		}
		struct bproc *p = cred_sender(pid, m.pid);
		if (!p)
			continue;
		o->pid = p->pid;
		o->ns_pid = m.pid;
		o->missed = 0;
		proc_note_slot(p, m.slot);
	}
}

struct bproc *proc_of_slot(uint32_t slot, pid_t ns_pid)
{
	struct slot_owner *o = owner_of(slot);
	if (!o || ns_pid <= 0)
		return NULL;
	if (o->ns_pid != ns_pid && o->missed != ns_pid) {
		/* Its owner's message was sent before its first record: read now. */
		procs_read_creds();
		if (o->ns_pid != ns_pid)
			o->missed = ns_pid;
	}
	if (!o->pid || o->ns_pid != ns_pid)
		return NULL;
	return proc_find(o->pid);
}

struct bproc *proc_of_record(pid_t ns_pid, unsigned int how, uint64_t when_ns)
{
	if (ns_pid <= 0)
		return NULL;
	struct bproc *p = proc_find(ns_pid);
	if (p && p->ns_pid == p->pid)
		return p;
	struct bproc *q = ns_find(ns_live, ns_pid);
	if (q || p)
		return q ? q : p;
	if (how == PROC_LOOKUP || (how != PROC_HELLO && proc_record_was_gone(ns_pid)))
		return NULL;
	/* Pinned by its pidfd while its ancestry is checked. */
	int fd = (int)syscall(SYS_pidfd_open, ns_pid, 0);
	int err = fd < 0 ? errno : 0;
	if (fd >= 0) {
		struct pstatus st;
		/* (A process in a namespace of its own is named by its pid here
		 * only by its parent outside, in clone's result.) */
		bool ok = read_pid_status(ns_pid, &st) == 0 && st.tgid == ns_pid &&
			  (descends_from_tracee(st.ppid) || maps_ring(ns_pid));
		/* Still the process the pidfd pinned? Reaped since the open (a
		 * zombie is still there), its /proc entry is gone or another's
		 * that took its pid: as if the open had failed. */
		if (syscall(SYS_pidfd_send_signal, fd, 0, NULL, 0) < 0 && errno == ESRCH) {
			ok = false;
			err = ESRCH;
		}
		if (ok)
			return proc_new(ns_pid, fd);
		close(fd);
	}
	pid_t outer = find_ns_child(ns_pid);
	if (outer > 0)
		return proc_new(outer, -1);
	if (err == ESRCH || (err == 0 && started_after(ns_pid, when_ns))) {
		/* No such process any more (or another one took its pid since):
		 * accepted as gone already, never waited for nor signalled. */
		return proc_new(ns_pid, -2);
	}
	return NULL;
}

/* Processes register in the ring's slot table as they start, long before
 * systrace may reach their records: look at new entries now, while they live,
 * so a tracee is pinned by its pidfd (and its namespace pid mapped) before it
 * can be gone and its pid taken. The table is the program's to write: an entry
 * only makes systrace verify a pid, as a record would. */
void procs_discover(void)
{
	static int32_t *seen;
	static uint32_t used, calls;
	uint32_t n = ring_rd.nprocs;
	if (!seen)
		seen = xcalloc(n ? n : 1, sizeof(*seen));
	/* Libraries take the lowest free slot: look just past the highest one in
	 * use, and at the whole table now and then. */
	uint32_t end = ++calls % 256 == 0 || used + 64 > n ? n : used + 64;
	procs_read_creds();
	for (uint32_t i = 0; i < end; i++) {
		int32_t pid = __atomic_load_n(&ring_rd.hdr->procs[i].pid, __ATOMIC_RELAXED);
		if (pid > 0 && i >= used)
			used = i + 1;
		if (pid == seen[i])
			continue;
		seen[i] = pid;
		if (pid <= 0 || (owners && owners[i].pid > 0 && owners[i].ns_pid == pid) ||
		    proc_find(pid) || ns_find(ns_live, pid))
			continue;
		int fd = (int)syscall(SYS_pidfd_open, pid, 0);
		if (fd < 0)
			continue;
		struct pstatus st;
		if (read_pid_status(pid, &st) == 0 && st.tgid == pid && st.ns_depth == 1 &&
		    descends_from_tracee(st.ppid)) {
			/* (In systrace's namespace: the slot's pid is the pid here.) */
			proc_new(pid, fd);
			continue;
		}
		close(fd);
		pid_t outer = find_ns_child(pid);
		if (outer > 0)
			proc_new(outer, -1);
	}
}

struct bproc *proc_find_ns(const struct bproc *p, pid_t ns_pid)
{
	(void)p;
	return proc_of_record(ns_pid, PROC_LOOKUP, 0);
}

pid_t proc_tid(struct bproc *p, pid_t ns_tid)
{
	if (ns_tid <= 0)
		return 0;
	if (p->ns_pid == p->pid)
		return ns_tid;
	if (ns_tid == p->ns_pid)
		return p->pid;
	/* Known; or said on the socket since (a thread's message comes before
	 * its first record); or found in /proc while it lives. */
	for (int pass = 0; pass < 2; pass++) {
		for (unsigned int i = 0; i < p->ntids; i++)
			if (p->tids[i].ns_tid == ns_tid)
				return p->tids[i].tid;
		if (!pass)
			procs_read_creds();
	}
	char dir[64];
	snprintf(dir, sizeof(dir), "/proc/%d/task", (int)p->pid);
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	pid_t found = 0;
	struct dirent *de;
	while (!found && (de = readdir(d))) {
		char path[128];
		struct pstatus st;
		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "%s/%.20s/status", dir, de->d_name);
		if (read_status(path, &st) == 0 && st.ns_pid == ns_tid && st.tgid == p->pid)
			found = (pid_t)atoi(de->d_name);
	}
	closedir(d);
	if (found)
		note_tid(p, ns_tid, found);
	return found;
}

enum ring_writer writer_state(void *ctx, int32_t ns_pid, int32_t ns_tid, uint32_t slot)
{
	(void)ctx;
	struct bproc *p = proc_of_slot(slot, ns_pid);
	if (!p)
		p = proc_of_record(ns_pid, PROC_VERIFY, 0);
	if (!p)
		return RING_WRITER_UNKNOWN;
	if (p->gone || p->death_pending)
		return RING_WRITER_DEAD;
	if (p->pidfd >= 0) {
		/* The whole process has ended (its leader may wait, a zombie, for its parent). */
		struct pollfd pfd = { .fd = p->pidfd, .events = POLLIN };
		if (poll(&pfd, 1, 0) > 0)
			return RING_WRITER_DEAD;
	}
	pid_t tid = proc_tid(p, ns_tid);
	if (!tid)
		return p->ns_pid == p->pid ? RING_WRITER_UNKNOWN : RING_WRITER_DEAD;
	if (syscall(SYS_tgkill, p->pid, tid, 0) < 0 && errno == ESRCH)
		return RING_WRITER_DEAD;
	return RING_WRITER_ALIVE;
}

void proc_note_exited_thread(pid_t pid, pid_t tid)
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

bool thread_exited(pid_t pid, pid_t tid)
{
	struct bproc *p = proc_find(pid);
	for (unsigned int i = 0; p && i < p->nexited; i++)
		if (p->exited_tids[i] == tid)
			return true;
	return false;
}

void proc_note_slot(struct bproc *p, uint32_t slot)
{
	if (slot >= ring_rd.nprocs)
		return;
	for (unsigned int i = 0; i < p->nslots; i++)
		if (p->slots[i] == slot)
			return;
	if (p->nslots < ARRAY_SIZE(p->slots))
		p->slots[p->nslots++] = slot;
}

struct btask *btask_find(pid_t tid)
{
	for (struct btask *b = btasks[(unsigned int)tid % BTASK_BUCKETS]; b; b = b->next)
		if (b->tid == tid)
			return b;
	return NULL;
}

struct btask *btask_get(pid_t tid)
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

void btask_free(pid_t tid)
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
struct tcb *task_get(pid_t tid, pid_t pid)
{
	struct tcb *tcp = tcb_find(tid);
	if (tcp)
		return tcp;
	tcp = tcb_new(tid);
	tcp->tgid = pid;
	if (tid != started_pid)
		output_attached(tcp, 1);
	return tcp;
}


/* The thread is gone: close what it left open, innermost first. */
void task_gone(struct tcb *tcp, int status, bool known)
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
		output_exit_unknown(tcp);
	}
	btask_free(tcp->pid);
	tcb_free(tcp);
}

/* A thread that exits alone (exit): its line and its end. */
void on_thread_exit(struct tcb *tcp, int code)
{
	if (tcp->pid == tcp->tgid) {
		/* The leader: a process of one thread (a CLONE_VM child, a
		 * program's main returning through exit) ends with it, and a
		 * leader waits as a zombie for its threads. Either way its end is
		 * the process's, reported once, when the process is gone. */
		struct bproc *p = proc_find(tcp->tgid);
		if (p) {
			p->leader_exit = true;
			p->exit_code = code & 0xff;
			return;
		}
	}
	proc_note_exited_thread(tcp->tgid, tcp->pid);
	task_gone(tcp, W_EXITCODE(code & 0xff, 0), true);
}

/* Strict seccomp mode lets a thread make no syscall but read, write, exit and
 * rt_sigreturn, so the library stops capturing there (src/preload/handler.c).
 * systrace says so once; and since how the thread ends is not known, no end
 * is made up for it: a thread other than the leader is dropped without a line
 * (as if it had ended), the leader stays for the process's end, which the
 * kernel tells. */
void on_capture_stopped(struct tcb *tcp)
{
	struct bproc *p = proc_find(tcp->tgid);
	if (!p)
		return;
	if (tcp->pid == tcp->tgid) {
		if (p->leader_untraced)
			return;
		p->leader_untraced = true;
	}
	msg("pid %d entered seccomp strict mode: its later system calls are not traced", tcp->pid);
	if (tcp->pid == tcp->tgid)
		return;
	struct btask *bt = btask_find(tcp->pid);
	while (bt && bt->depth > 1) {
		struct level *lv = &bt->lv[--bt->depth];
		close_gone(lv->tcp);
		pseudo_done(tcp, lv->tcp);
		lv->tcp = NULL;
	}
	close_gone(tcp);
	proc_note_exited_thread(tcp->tgid, tcp->pid);
	btask_free(tcp->pid);
	tcb_free(tcp);
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

void free_slots(struct bproc *p)
{
	for (unsigned int i = 0; i < p->nslots; i++) {
		/* Slots were bounded by systrace's nprocs when noted. */
		struct ring_proc *rp = &ring_rd.hdr->procs[p->slots[i]];
		p->lost += __atomic_exchange_n(&rp->lost, 0, __ATOMIC_RELAXED);
		/* A 32-bit count the program can write: read once, only ever a number. */
		p->trimmed += __atomic_exchange_n(&rp->trimmed, 0, __ATOMIC_RELAXED);
		/* The slot holds the pid as the library sees it, in its namespace. */
		struct slot_owner *o = owner_of(p->slots[i]);
		pid_t mine = o && o->pid == p->pid ? o->ns_pid : p->ns_pid;
		if (o && (o->pid == p->pid || !o->pid))
			*o = (struct slot_owner){ 0, 0, 0 };
		if (__atomic_load_n(&rp->pid, __ATOMIC_RELAXED) == mine)
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

void report_death(struct bproc *p)
{
	int status = -1;
	if (p->pid == started_pid && started_status >= 0)
		status = started_status;
	else if (p->wait_status >= 0)
		status = p->wait_status;
	else if (p->group_exit || p->leader_exit)
		status = W_EXITCODE(p->exit_code, 0);
	struct gone_ctx g = { .pid = p->pid, .status = status, .known = status >= 0 };
	/* Its status came from wait, not from an exit of the old image. */
	if (p->exec_pending && status >= 0 && !p->group_exit && !p->leader_exit)
		exec_succeeded_unseen(p->pid);
	tcb_for_each(gone_one, &g);
	if (g.leader)
		task_gone(g.leader, g.status, g.known);
	if (p->exec_pending)
		p->exec_unregistered = true;
	if (p->ns_pid != p->pid) {
		ns_remove(ns_live, p);
		struct bproc *older = ns_find(ns_dead, p->ns_pid);
		if (older)
			ns_remove(ns_dead, older);
		ns_add(ns_dead, p);
	}
	free(p->tids);
	p->tids = NULL;
	p->ntids = p->tids_cap = 0;
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
	pathtrace_gone(p->pid);
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

/*
 * A traced process got SIGCHLD for a child that ended (CLD_EXITED, CLD_KILLED,
 * CLD_DUMPED): report the child now, before that signal's line, in the order
 * ptrace mode and strace print them. Everything the child wrote was reserved
 * before the parent's signal record, which the reader has reached, so nothing
 * of it is left behind. The siginfo is the program's word (it may send itself
 * any): only a child its pidfd shows gone is reported.
 */
void proc_child_ended(pid_t ns_pid)
{
	struct bproc *c = proc_of_record(ns_pid, PROC_LOOKUP, 0);
	if (!c || c->gone || c->pid == started_pid || c->pidfd < 0)
		return;
	struct pollfd pfd = { .fd = c->pidfd, .events = POLLIN };
	if (poll(&pfd, 1, 0) != 1 || !(pfd.revents & POLLIN))
		return;
	if (c->wait_status < 0 && !c->group_exit) {
		int code = read_exit_code(c);
		if (code >= 0)
			c->wait_status = code;
	}
	if (!c->death_pending)
		mark_dead(c, now_mono_ns());
	report_death(c);
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
		if (p->gone && now - p->died_ns > TOMBSTONE_NS && !p->lost && !p->lost_dead &&
		    !p->exec_unregistered) {
			*pp = p->next;
			if (bucket_find(dead, p->pid) == p)
				bucket_remove(dead, p);
			if (p->ns_pid != p->pid && ns_find(ns_dead, p->ns_pid) == p)
				ns_remove(ns_dead, p);
			free(p->exec_path);
			free(p);
			continue;
		}
		pp = &p->next;
	}
}

/* Notice the processes that ended, read what they wrote before, and report them. */
void check_deaths(bool final)
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
				mark_dead(p, now);
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
			mark_dead(p, now);
			any = true;
		}
	}
	if (!any && !final && !ndeath_pending)
		return;
	/* Records it wrote before it died come first: none may be left behind a
	 * record the ring is stuck on, nor unread. Once every tracee is dead, no
	 * one can complete an unready record: read all, stepping over those. */
	if (started_status >= 0 && ndeath_pending == nlive)
		final = true;
	if (final)
		buffered_drain_all(true);
	else
		buffered_drain(false);
	if (!final && ring_reader_stuck(&ring_rd))
		return;
	for (unsigned int b = 0; b < PROC_BUCKETS; b++) {
		struct bproc *p = live[b];
		while (p) {
			struct bproc *next = p->hnext;
			bool known = p->pid == started_pid || p->wait_status >= 0 || p->group_exit ||
				     p->leader_exit;
			/* A killed process that is not our child: its parent's wait4
			 * may still tell how; give it a moment. */
			uint64_t wait = known ? DEATH_GRACE_NS : UNKNOWN_STATUS_WAIT_NS;
			if (p->death_pending &&
			    (final || (now - p->died_ns > wait &&
				       ring_reader_passed(&ring_rd, p->death_mark))))
				report_death(p);
			p = next;
		}
	}
}

bool all_done(void)
{
	if (started_status < 0)
		return false;
	return !opts.follow || nlive == 0;
}

/* Sleep until records are likely, a process ends, or a signal comes. */
