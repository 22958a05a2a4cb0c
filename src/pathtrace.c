/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "pathtrace.h"

#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <poll.h>
#include <unistd.h>

#include <linux/close_range.h>

#include "event.h"
#include "fdset.h"
#include "fetch.h"
#include "options.h"
#include "syscall_table.h"
#include "tcb.h"
#include "util.h"

static char **paths;		/* as given, and what they resolve to */
static bool *resolved;		/* paths[i] is what paths[i - 1] resolves to */
static unsigned int npaths;
static struct fdset trace_fds;
static bool follow;		/* -m buffered: descriptors followed from the records */

static void add_one(const char *path)
{
	paths = xrealloc(paths, (npaths + 1) * sizeof(*paths));
	resolved = xrealloc(resolved, (npaths + 1) * sizeof(*resolved));
	resolved[npaths] = false;
	paths[npaths++] = xstrdup(path);
}

void pathtrace_add_path(const char *path)
{
	add_one(path);
	char *real = realpath(path, NULL);
	if (real && strcmp(real, path) != 0) {
		add_one(real);
		resolved[npaths - 1] = true;
	}
	free(real);
}

void pathtrace_set_fds(const char *set)
{
	fdset_parse(&trace_fds, set);
}

void pathtrace_finish(void)
{
	/* strace says this unless -e quiet=path-resolution (or -qqq). */
	for (unsigned int i = 1; i < npaths; i++)
		if (resolved[i] && opts.quiet < 3)
			msg("Requested path \"%s\" resolved into \"%s\"", paths[i - 1], paths[i]);
}

bool pathtrace_active(void)
{
	return npaths || trace_fds.used;
}

static bool path_selected(const char *path)
{
	for (unsigned int i = 0; i < npaths; i++)
		if (strcmp(paths[i], path) == 0)
			return true;
	return false;
}

/* A path argument: the string the program passed. */
static bool upath_match(struct tcb *tcp, uint64_t addr)
{
	char buf[PATH_MAX];
	if (!npaths || !addr)
		return false;
	int n = fetch_str(tcp, addr, buf, sizeof(buf));
	if (n < 0 || (size_t)n >= sizeof(buf))
		return false;
	return path_selected(buf);
}

/* Is descriptor fd of process pid open on a selected path now? */
static bool proc_fd_selected(pid_t pid, int fd)
{
	char link[64], target[PATH_MAX];
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", pid, fd);
	ssize_t n = readlink(link, target, sizeof(target) - 1);
	if (n <= 0)
		return false;
	target[n] = '\0';
	return path_selected(target);
}

static bool followed_fd_selected(struct tcb *tcp, int fd);

/* A descriptor argument: selected by number, or by the file it is open on. */
static bool fd_match(struct tcb *tcp, int64_t fd)
{
	if (fd < 0 || fd > INT_MAX)
		return false;
	if (fdset_has(&trace_fds, (int)fd))
		return true;
	if (!npaths)
		return false;
	if (follow)
		return followed_fd_selected(tcp, (int)fd);
	return proc_fd_selected(tcp->pid, (int)fd);
}

static bool name_in(const char *name, const char *const *list)
{
	for (; *list; list++)
		if (strcmp(name, *list) == 0)
			return true;
	return false;
}

/* Argument names (src/syscalls.def) that are file names the call uses. */
static const char *const path_args[] = {
	"pathname", "path", "filename", "oldpath", "newpath", "linkpath", "target",
	"source", "from_pathname", "to_pathname", "library", "special", "new_root",
	"put_old", NULL,
};
/* Argument names that are descriptors the call uses. */
static const char *const fd_args[] = {
	"fd", "dirfd", "olddirfd", "newdirfd", "oldfd", "newfd", "fd_in", "fd_out",
	"in_fd", "out_fd", "sockfd", "epfd", "pidfd", "mqdes", "fanotify_fd",
	"from_dirfd", "to_dirfd", "mount_fd", "ruleset_fd", "kernel_fd", "initrd_fd",
	"targetfd", NULL,
};
/* fd_set arguments of select and pselect6, counted by "nfds". */
static const char *const fd_set_args[] = { "readfds", "writefds", "exceptfds", NULL };

/* poll's array of struct pollfd. */
static bool pollfds_match(struct tcb *tcp, uint64_t addr, uint64_t nfds)
{
	struct pollfd p[64];
	for (uint64_t done = 0; done < nfds && done < 1024 * 1024; ) {
		size_t n = nfds - done < ARRAY_SIZE(p) ? nfds - done : ARRAY_SIZE(p);
		if (fetch_mem(tcp, addr + done * sizeof(p[0]), p, n * sizeof(p[0])) < 0)
			return false;
		for (size_t i = 0; i < n; i++)
			if (fd_match(tcp, p[i].fd))
				return true;
		done += n;
	}
	return false;
}

/* select's fd_set of nfds bits. */
static bool fd_bits_match(struct tcb *tcp, uint64_t addr, uint64_t nfds)
{
	if (!addr)
		return false;
	if (nfds > FD_SETSIZE * 64)
		nfds = FD_SETSIZE * 64;
	size_t bytes = (nfds + 63) / 64 * 8;
	unsigned char *bits = xmalloc(bytes ? bytes : 1);
	bool hit = false;
	if (fetch_mem(tcp, addr, bits, bytes) == 0) {
		for (uint64_t fd = 0; fd < nfds && !hit; fd++)
			if ((bits[fd / 8] >> (fd % 8)) & 1)
				hit = fd_match(tcp, (int64_t)fd);
	}
	free(bits);
	return hit;
}

bool pathtrace_match(struct tcb *tcp)
{
	const struct sysent *s = tcp->sys;
	if (!s || !s->name)
		return false;
	int nfds = sysent_arg_pos(s, "nfds");
	for (unsigned int i = 0; i < s->nargs && i < 6; i++) {
		const char *name = s->arg_names[i];
		uint64_t v = tcp->ev.args[i];
		if (!name)
			continue;
		if (name_in(name, path_args)) {
			if (upath_match(tcp, v))
				return true;
		} else if (name_in(name, fd_args)) {
			if (fd_match(tcp, (int)v))
				return true;
		} else if (nfds >= 0 && strcmp(name, "fds") == 0) {
			if (pollfds_match(tcp, v, (unsigned int)tcp->ev.args[nfds]))
				return true;
		} else if (nfds >= 0 && name_in(name, fd_set_args)) {
			if (fd_bits_match(tcp, v, (unsigned int)tcp->ev.args[nfds]))
				return true;
		}
	}
	return false;
}

/*
 * -m buffered (and -m rewrite): records are decoded after the calls, when a
 * descriptor may be closed, its number reused, or the process gone, so
 * /proc/PID/fd/N says nothing reliable about the descriptor a call used. Each
 * process's descriptors are followed instead, from the records themselves:
 * the open calls (whether their file is a selected path), the calls that copy
 * descriptors (dup, dup2, dup3, fcntl F_DUPFD*), those that close them (close,
 * close_range, execve for the close-on-exec ones), and forks (a copy of the
 * table, or the same table with CLONE_FILES). A descriptor the records never
 * said anything about (inherited from before the library ran, made by a call
 * that is not followed) is looked up in /proc/PID/fd/N once, while the
 * process lives, and remembered.
 */

enum {
	FD_UNKNOWN = 0,		/* nothing recorded: ask /proc */
	FD_OTHER = 1,		/* closed, or open on another file */
	FD_SELECTED = 2,	/* open on a selected path */
	FD_STATE = 3,
	FD_CLOEXEC_BIT = 4,	/* close-on-exec */
};
#define FDTAB_MAX (1u << 20)	/* numbers above: FD_UNKNOWN (the kernel's own cap) */

/* One descriptor table, shared by the processes of a CLONE_FILES clone. */
struct fdtab {
	unsigned int refs;
	unsigned int size;		/* st[] covers descriptors [0, size) */
	unsigned int closed_from;	/* descriptors >= size and >= this are closed */
	uint8_t *st;
};

struct fdproc {
	pid_t tgid;
	struct fdtab *tab;
	struct fdproc *next;
};

#define FDPROC_BUCKETS 256
static struct fdproc *fdprocs[FDPROC_BUCKETS];

/* What each followed syscall does to descriptors. */
enum fd_role { ROLE_NONE, ROLE_OPEN, ROLE_DUP, ROLE_FCNTL, ROLE_CLOSE, ROLE_CLOSE_RANGE,
	       ROLE_UNSHARE, ROLE_EXEC, ROLE_CLONE };
static uint8_t roles[SYSCALL_NR_MAX];

/* src/syscalls.def has no property for these (yet): by name, resolved once. */
static const struct { const char *name; enum fd_role role; } role_names[] = {
	{ "open", ROLE_OPEN }, { "openat", ROLE_OPEN }, { "openat2", ROLE_OPEN },
	{ "creat", ROLE_OPEN }, { "dup", ROLE_DUP }, { "dup2", ROLE_DUP },
	{ "dup3", ROLE_DUP }, { "fcntl", ROLE_FCNTL }, { "close", ROLE_CLOSE },
	{ "close_range", ROLE_CLOSE_RANGE }, { "unshare", ROLE_UNSHARE },
};

void pathtrace_follow_fds(void)
{
	if (!npaths || follow)
		return;
	follow = true;
	for (size_t i = 0; i < ARRAY_SIZE(role_names); i++) {
		int nr = syscall_nr_by_name(role_names[i].name);
		if (nr >= 0 && nr < SYSCALL_NR_MAX)
			roles[nr] = (uint8_t)role_names[i].role;
	}
	for (int nr = 0; nr < SYSCALL_NR_MAX; nr++) {
		unsigned int f = syscall_flags(nr);
		if (f & SF_EXECVE)
			roles[nr] = ROLE_EXEC;
		else if (f & SF_CLONE)
			roles[nr] = ROLE_CLONE;
	}
}

bool pathtrace_needs_call(int nr)
{
	return follow && nr >= 0 && nr < SYSCALL_NR_MAX && roles[nr] != ROLE_NONE;
}

static struct fdproc **fdproc_slot(pid_t tgid)
{
	struct fdproc **pp = &fdprocs[(unsigned int)tgid % FDPROC_BUCKETS];
	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	return pp;
}

static struct fdtab *tab_new(void)
{
	struct fdtab *t = xcalloc(1, sizeof(*t));
	t->refs = 1;
	t->closed_from = UINT_MAX;
	return t;
}

static void tab_put(struct fdtab *t)
{
	if (t && --t->refs == 0) {
		free(t->st);
		free(t);
	}
}

static struct fdtab *tab_copy(const struct fdtab *from)
{
	struct fdtab *t = tab_new();
	if (!from)
		return t;
	t->size = from->size;
	t->closed_from = from->closed_from;
	if (from->size) {
		t->st = xmalloc(from->size);
		memcpy(t->st, from->st, from->size);
	}
	return t;
}

/* Process tgid's table, made empty (everything unknown) if it has none. */
static struct fdtab *tab_of(pid_t tgid)
{
	struct fdproc **pp = fdproc_slot(tgid);
	if (!*pp) {
		*pp = xcalloc(1, sizeof(**pp));
		(*pp)->tgid = tgid;
		(*pp)->tab = tab_new();
	}
	return (*pp)->tab;
}

/* Give process tgid table t (one reference taken). */
static void tab_assign(pid_t tgid, struct fdtab *t)
{
	struct fdproc **pp = fdproc_slot(tgid);
	if (!*pp) {
		*pp = xcalloc(1, sizeof(**pp));
		(*pp)->tgid = tgid;
	} else {
		tab_put((*pp)->tab);
	}
	(*pp)->tab = t;
}

/* A table of its own for tgid, if it shares one (unshare, execve). */
static struct fdtab *tab_own(pid_t tgid)
{
	struct fdtab *t = tab_of(tgid);
	if (t->refs > 1) {
		t = tab_copy(t);
		tab_assign(tgid, t);
	}
	return t;
}

static unsigned int tab_get(const struct fdtab *t, unsigned int fd)
{
	if (fd < t->size)
		return t->st[fd];
	return fd >= t->closed_from ? FD_OTHER : FD_UNKNOWN;
}

static void tab_set(struct fdtab *t, unsigned int fd, unsigned int v)
{
	if (fd >= FDTAB_MAX)
		return;
	if (fd >= t->size) {
		if (v == tab_get(t, fd))
			return;
		unsigned int size = t->size ? t->size : 64;
		while (size <= fd)
			size *= 2;
		t->st = xrealloc(t->st, size);
		for (unsigned int i = t->size; i < size; i++)
			t->st[i] = (uint8_t)(i >= t->closed_from ? FD_OTHER : FD_UNKNOWN);
		t->size = size;
	}
	t->st[fd] = (uint8_t)v;
}

/* Descriptor fd of tcp's process: FD_SELECTED or FD_OTHER, with FD_CLOEXEC_BIT.
 * One the records said nothing about is looked up now, and remembered. */
static unsigned int fd_state(struct tcb *tcp, int64_t fd)
{
	if (fd < 0 || fd >= FDTAB_MAX)
		return FD_OTHER;
	struct fdtab *t = tab_of(tcp->tgid);
	unsigned int v = tab_get(t, (unsigned int)fd);
	if ((v & FD_STATE) != FD_UNKNOWN)
		return v;
	char link[64], target[PATH_MAX];
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", tcp->tgid, (int)fd);
	ssize_t n = readlink(link, target, sizeof(target) - 1);
	if (n <= 0)
		return FD_OTHER;	/* not open now, or the process is gone: not known */
	target[n] = '\0';
	v = path_selected(target) ? FD_SELECTED : FD_OTHER;
	tab_set(t, (unsigned int)fd, v);
	return v;
}

static bool followed_fd_selected(struct tcb *tcp, int fd)
{
	return (fd_state(tcp, fd) & FD_STATE) == FD_SELECTED;
}

/* The file an open call named: a selected path, another file, or unknown (a
 * relative name whose directory cannot be found any more). The name is matched
 * as given, then as /proc would show the descriptor: absolute, without
 * symbolic links. */
static unsigned int opened_state(struct tcb *tcp)
{
	const struct sysent *s = tcp->sys;
	int pn = sysent_arg_pos(s, "pathname"), dn = sysent_arg_pos(s, "dirfd");
	char name[PATH_MAX], full[2 * PATH_MAX + 64];
	if (pn < 0)
		return FD_UNKNOWN;
	int n = fetch_str(tcp, tcp->ev.args[pn], name, sizeof(name));
	if (n < 0 || (size_t)n >= sizeof(name))
		return FD_UNKNOWN;
	if (path_selected(name))
		return FD_SELECTED;
	if (strncmp(name, "/proc/self/", 11) == 0) {
		snprintf(full, sizeof(full), "/proc/%d/%s", tcp->tgid, name + 11);
	} else if (name[0] == '/') {
		snprintf(full, sizeof(full), "%s", name);
	} else {
		char link[64], dir[PATH_MAX];
		int dirfd = dn >= 0 ? (int)tcp->ev.args[dn] : AT_FDCWD;
		if (dirfd == AT_FDCWD)
			snprintf(link, sizeof(link), "/proc/%d/cwd", tcp->tgid);
		else
			snprintf(link, sizeof(link), "/proc/%d/fd/%d", tcp->tgid, dirfd);
		ssize_t k = readlink(link, dir, sizeof(dir) - 1);
		if (k <= 0)
			return FD_UNKNOWN;
		dir[k] = '\0';
		snprintf(full, sizeof(full), "%s/%s", dir, name);
	}
	if (strlen(full) >= PATH_MAX)
		return FD_UNKNOWN;
	char *real = realpath(full, NULL);
	unsigned int v = real && path_selected(real) ? FD_SELECTED : FD_OTHER;
	free(real);
	return v;
}

/* Does the open call in tcp make its descriptor close-on-exec? */
static bool opened_cloexec(struct tcb *tcp)
{
	int fl = sysent_arg_pos(tcp->sys, "flags"), hw = sysent_arg_pos(tcp->sys, "how");
	uint64_t flags = 0;
	if (fl >= 0)
		flags = tcp->ev.args[fl];
	else if (hw >= 0 && fetch_mem(tcp, tcp->ev.args[hw], &flags, sizeof(flags)) < 0)
		flags = 0;	/* struct open_how begins with its flags */
	return flags & O_CLOEXEC;
}

static uint64_t arg_named(struct tcb *tcp, const char *name)
{
	int i = sysent_arg_pos(tcp->sys, name);
	return i >= 0 ? tcp->ev.args[i] : 0;
}

static void close_range_done(struct tcb *tcp)
{
	uint64_t first = arg_named(tcp, "first"), last = arg_named(tcp, "last");
	unsigned int flags = (unsigned int)arg_named(tcp, "flags");
	struct fdtab *t = (flags & CLOSE_RANGE_UNSHARE) ? tab_own(tcp->tgid) : tab_of(tcp->tgid);
	if (first >= FDTAB_MAX || first > last)
		return;
	if (flags & CLOSE_RANGE_CLOEXEC) {
		/* Only the known ones: an unknown one is looked up in /proc after. */
		for (uint64_t fd = first; fd <= last && fd < t->size; fd++)
			if ((t->st[fd] & FD_STATE) != FD_UNKNOWN)
				t->st[fd] |= FD_CLOEXEC_BIT;
		return;
	}
	if (last >= FDTAB_MAX - 1) {
		/* To the end (~0U): every descriptor from first on is closed. */
		for (uint64_t fd = first; fd < t->size; fd++)
			t->st[fd] = FD_OTHER;
		unsigned int from = first > t->size ? (unsigned int)first : t->size;
		if (from < t->closed_from)
			t->closed_from = from;
		return;
	}
	for (uint64_t fd = first; fd <= last; fd++)
		tab_set(t, (unsigned int)fd, FD_OTHER);
}

void pathtrace_exited(struct tcb *tcp)
{
	int nr = tcp->ev.nr;
	if (!follow || !(tcp->ev.flags & EV_HAS_RET) || (tcp->ev.flags & EV_I386) ||
	    nr < 0 || nr >= SYSCALL_NR_MAX || !tcp->sys)
		return;
	int64_t ret = tcp->ev.ret;
	bool ok_fd = ret >= 0 && ret < FDTAB_MAX;
	switch (roles[nr]) {
	case ROLE_OPEN:
		if (ok_fd)
			tab_set(tab_of(tcp->tgid), (unsigned int)ret,
				opened_state(tcp) | (opened_cloexec(tcp) ? FD_CLOEXEC_BIT : 0));
		break;
	case ROLE_DUP: {
		int64_t oldfd = (int)arg_named(tcp, "oldfd");
		if (!ok_fd || oldfd == ret)
			break;	/* dup2(fd, fd) changes nothing */
		unsigned int v = fd_state(tcp, oldfd) & FD_STATE;
		if (arg_named(tcp, "flags") & O_CLOEXEC)
			v |= FD_CLOEXEC_BIT;
		tab_set(tab_of(tcp->tgid), (unsigned int)ret, v);
		break;
	}
	case ROLE_FCNTL: {
		int fd = (int)arg_named(tcp, "fd"), cmd = (int)arg_named(tcp, "cmd");
		if ((cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC) && ok_fd) {
			unsigned int v = fd_state(tcp, fd) & FD_STATE;
			tab_set(tab_of(tcp->tgid), (unsigned int)ret,
				v | (cmd == F_DUPFD_CLOEXEC ? FD_CLOEXEC_BIT : 0));
		} else if (cmd == F_SETFD && ret == 0) {
			unsigned int v = fd_state(tcp, fd) & FD_STATE;
			if (arg_named(tcp, "arg") & FD_CLOEXEC)
				v |= FD_CLOEXEC_BIT;
			tab_set(tab_of(tcp->tgid), (unsigned int)fd, v);
		}
		break;
	}
	case ROLE_CLOSE:
		/* Closed even when close fails with EINTR or EIO. */
		if (tcp->ev.args[0] < FDTAB_MAX)
			tab_set(tab_of(tcp->tgid), (unsigned int)tcp->ev.args[0], FD_OTHER);
		break;
	case ROLE_CLOSE_RANGE:
		if (ret == 0)
			close_range_done(tcp);
		break;
	case ROLE_UNSHARE:
		if (ret == 0 && (tcp->ev.args[0] & CLONE_FILES))
			tab_own(tcp->tgid);
		break;
	case ROLE_EXEC:
		if (ret == 0) {
			struct fdtab *t = tab_own(tcp->tgid);
			for (unsigned int fd = 0; fd < t->size; fd++)
				if (t->st[fd] & FD_CLOEXEC_BIT)
					t->st[fd] = FD_OTHER;
		}
		break;
	default:
		break;
	}
}

void pathtrace_fork(pid_t parent, pid_t child, uint64_t flags)
{
	if (!follow || parent == child)
		return;
	struct fdproc **cp = fdproc_slot(child);
	if (flags & CLONE_FILES) {
		struct fdtab *t = tab_of(parent);
		if (*cp && (*cp)->tab == t)
			return;
		t->refs++;
		tab_assign(child, t);
	} else if (!*cp) {
		struct fdproc **pp = fdproc_slot(parent);
		tab_assign(child, tab_copy(*pp ? (*pp)->tab : NULL));
	}
}

void pathtrace_gone(pid_t tgid)
{
	if (!follow)
		return;
	struct fdproc **pp = fdproc_slot(tgid);
	struct fdproc *p = *pp;
	if (!p)
		return;
	*pp = p->next;
	tab_put(p->tab);
	free(p);
}
