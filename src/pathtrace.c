/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "pathtrace.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/stat.h>
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
 * table, or the same table with CLONE_FILES). Names relative to the current
 * directory or to a directory descriptor are resolved against the ones the
 * records named (chdir, fchdir, an open with O_DIRECTORY or O_PATH).
 * The program systrace starts has systrace's own descriptors that are not
 * close-on-exec; a descriptor the records never said anything about (in a
 * process whose start systrace did not see, or from open_by_handle_at,
 * pidfd_getfd, open_tree) is looked up in /proc/PID/fd/N once, while the
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
	/* Directories open by name: what names relative to them mean. */
	struct dirname {
		unsigned int fd;
		char *path;
	} *dirs;
	unsigned int ndirs;
};

/* One process: its table, its current directory (NULL: not known). */
struct fdproc {
	pid_t tgid;
	struct fdtab *tab;
	char *cwd;
	/* Its last clone entered: the flags, the table and directory then. */
	uint64_t clone_flags;
	struct fdtab *clone_tab;
	char *clone_cwd;
	struct fdproc *next;
};

#define FDPROC_BUCKETS 256
static struct fdproc *fdprocs[FDPROC_BUCKETS];

/* What each followed syscall does to descriptors. */
enum fd_role { ROLE_NONE, ROLE_OPEN, ROLE_DUP, ROLE_FCNTL, ROLE_CLOSE, ROLE_CLOSE_RANGE,
	       ROLE_UNSHARE, ROLE_EXEC, ROLE_CLONE, ROLE_CHDIR, ROLE_FCHDIR,
	       ROLE_NEW_UNKNOWN,	/* returns a descriptor on a file it does not name */
};
static uint8_t roles[SYSCALL_NR_MAX];

/* src/syscalls.def has no property for these (yet): by name, resolved once. */
static const struct { const char *name; enum fd_role role; } role_names[] = {
	{ "open", ROLE_OPEN }, { "openat", ROLE_OPEN }, { "openat2", ROLE_OPEN },
	{ "creat", ROLE_OPEN }, { "dup", ROLE_DUP }, { "dup2", ROLE_DUP },
	{ "dup3", ROLE_DUP }, { "fcntl", ROLE_FCNTL }, { "close", ROLE_CLOSE },
	{ "close_range", ROLE_CLOSE_RANGE }, { "unshare", ROLE_UNSHARE },
	{ "chdir", ROLE_CHDIR }, { "fchdir", ROLE_FCHDIR },
	{ "open_by_handle_at", ROLE_NEW_UNKNOWN }, { "pidfd_getfd", ROLE_NEW_UNKNOWN },
	{ "open_tree", ROLE_NEW_UNKNOWN },
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

/* ---- tables ---- */

static struct fdproc **fdproc_slot(pid_t tgid)
{
	struct fdproc **pp = &fdprocs[(unsigned int)tgid % FDPROC_BUCKETS];
	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	return pp;
}

/* Process tgid, with an empty table (everything unknown) if it had none. */
static struct fdproc *fdproc_get(pid_t tgid)
{
	struct fdproc **pp = fdproc_slot(tgid);
	if (!*pp) {
		*pp = xcalloc(1, sizeof(**pp));
		(*pp)->tgid = tgid;
	}
	return *pp;
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
	if (!t || --t->refs)
		return;
	for (unsigned int i = 0; i < t->ndirs; i++)
		free(t->dirs[i].path);
	free(t->dirs);
	free(t->st);
	free(t);
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
	if (from->ndirs) {
		t->dirs = xcalloc(from->ndirs, sizeof(*t->dirs));
		for (unsigned int i = 0; i < from->ndirs; i++) {
			t->dirs[i].fd = from->dirs[i].fd;
			t->dirs[i].path = xstrdup(from->dirs[i].path);
		}
		t->ndirs = from->ndirs;
	}
	return t;
}

static struct fdtab *tab_of(pid_t tgid)
{
	struct fdproc *p = fdproc_get(tgid);
	if (!p->tab)
		p->tab = tab_new();
	return p->tab;
}

/* Give process tgid table t (one reference taken). */
static void tab_assign(pid_t tgid, struct fdtab *t)
{
	struct fdproc *p = fdproc_get(tgid);
	tab_put(p->tab);
	p->tab = t;
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

static const char *dir_get(const struct fdtab *t, unsigned int fd)
{
	for (unsigned int i = 0; i < t->ndirs; i++)
		if (t->dirs[i].fd == fd)
			return t->dirs[i].path;
	return NULL;
}

/* Forget the directory names of descriptors [first, last]. */
static void dirs_drop(struct fdtab *t, uint64_t first, uint64_t last)
{
	for (unsigned int i = 0; i < t->ndirs; )
		if (t->dirs[i].fd >= first && t->dirs[i].fd <= last) {
			free(t->dirs[i].path);
			t->dirs[i] = t->dirs[--t->ndirs];
		} else {
			i++;
		}
}

/* Make st[] cover descriptor fd (< FDTAB_MAX). */
static void tab_grow(struct fdtab *t, unsigned int fd)
{
	if (fd < t->size)
		return;
	unsigned int size = t->size ? t->size : 64;
	while (size <= fd)
		size *= 2;
	t->st = xrealloc(t->st, size);
	for (unsigned int i = t->size; i < size; i++)
		t->st[i] = (uint8_t)(i >= t->closed_from ? FD_OTHER : FD_UNKNOWN);
	t->size = size;
}

/* Descriptor fd is now v (its directory name, if any, forgotten). */
static void tab_set(struct fdtab *t, unsigned int fd, unsigned int v)
{
	if (fd >= FDTAB_MAX)
		return;
	if (t->ndirs)
		dirs_drop(t, fd, fd);
	if (fd >= t->size && v == tab_get(t, fd))
		return;
	tab_grow(t, fd);
	t->st[fd] = (uint8_t)v;
}

static void dir_set(struct fdtab *t, unsigned int fd, const char *path)
{
	t->dirs = xrealloc(t->dirs, (t->ndirs + 1) * sizeof(*t->dirs));
	t->dirs[t->ndirs].fd = fd;
	t->dirs[t->ndirs++].path = xstrdup(path);
}

/* Descriptor fd of process tgid: FD_SELECTED or FD_OTHER, with FD_CLOEXEC_BIT.
 * One the records said nothing about is looked up now, and remembered. */
static unsigned int fd_state(pid_t tgid, int64_t fd)
{
	if (fd < 0 || fd >= FDTAB_MAX)
		return FD_OTHER;
	struct fdtab *t = tab_of(tgid);
	unsigned int v = tab_get(t, (unsigned int)fd);
	if ((v & FD_STATE) != FD_UNKNOWN)
		return v;
	char link[64], target[PATH_MAX];
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", tgid, (int)fd);
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
	return (fd_state(tcp->tgid, fd) & FD_STATE) == FD_SELECTED;
}

/* ---- the calls ---- */

/* A finished call of process tgid, decoded (its memory readable through tcp)
 * or not (tcp NULL: a thread systrace does not show, whose records it skips;
 * read gives the memory its record holds). An open call's name and flags may
 * come from its entry record (flags -1: not known). */
struct call {
	struct tcb *tcp;
	pid_t tgid;
	const struct sysent *s;
	const struct event *ev;
	pathtrace_reader read;
	const void *ctx;
	const char *name;
	int64_t flags;
};

static int call_mem(const struct call *c, uint64_t addr, void *buf, size_t len)
{
	if (c->tcp)
		return fetch_mem(c->tcp, addr, buf, len);
	return c->read ? c->read(c->ctx, addr, buf, len) : -EFAULT;
}

/* The file name the call gave in argument arg, into buf of PATH_MAX bytes. */
static bool call_name(const struct call *c, const char *arg, char *buf)
{
	int pn = sysent_arg_pos(c->s, arg);
	if (c->name) {
		snprintf(buf, PATH_MAX, "%s", c->name);
		return true;
	}
	if (pn < 0)
		return false;
	if (c->tcp) {
		int n = fetch_str(c->tcp, c->ev->args[pn], buf, PATH_MAX);
		return n >= 0 && n < PATH_MAX;
	}
	return call_mem(c, c->ev->args[pn], buf, PATH_MAX) == 0 && memchr(buf, 0, PATH_MAX);
}

static uint64_t arg_named(const struct call *c, const char *name)
{
	int i = sysent_arg_pos(c->s, name);
	return i >= 0 ? c->ev->args[i] : 0;
}

/* An open call's flags: open's and openat's argument, or the first field of
 * openat2's struct open_how (creat has none). */
static uint64_t opened_flags(const struct call *c)
{
	int fl = sysent_arg_pos(c->s, "flags"), hw = sysent_arg_pos(c->s, "how");
	uint64_t flags = 0;
	if (c->flags >= 0)
		return (uint64_t)c->flags;
	if (fl >= 0)
		flags = c->ev->args[fl];
	else if (hw >= 0 && call_mem(c, c->ev->args[hw], &flags, sizeof(flags)) < 0)
		flags = 0;
	return flags;
}

/* "/dev/fd/N", "/proc/self/fd/N", "/proc/TGID/fd/N", "/dev/stdin", ...: the
 * file descriptor N of the process is open on; -1 for another name. */
static int64_t reopened_fd(const char *name, pid_t tgid)
{
	static const char *const std[] = { "/dev/stdin", "/dev/stdout", "/dev/stderr" };
	for (int i = 0; i < 3; i++)
		if (strcmp(name, std[i]) == 0)
			return i;
	char own[40];
	snprintf(own, sizeof(own), "/proc/%d/fd/", tgid);
	const char *const prefixes[] = { "/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", own };
	for (size_t i = 0; i < ARRAY_SIZE(prefixes); i++) {
		size_t n = strlen(prefixes[i]);
		if (strncmp(name, prefixes[i], n) != 0 || name[n] < '0' || name[n] > '9')
			continue;
		char *end;
		long fd = strtol(name + n, &end, 10);
		return *end || fd > INT_MAX ? -1 : fd;
	}
	return -1;
}

/* Name, as the process gave it, made absolute into full (PATH_MAX bytes):
 * relative to dirfd (AT_FDCWD: the current directory), as the records named
 * them, else as /proc says now. False if that cannot be known. */
static bool absolute_name(pid_t tgid, int dirfd, const char *name, char *full)
{
	char dir[PATH_MAX];
	const char *base = NULL;
	if (strncmp(name, "/proc/self/", 11) == 0)
		return snprintf(full, PATH_MAX, "/proc/%d/%s", tgid, name + 11) < PATH_MAX;
	if (name[0] == '/')
		return snprintf(full, PATH_MAX, "%s", name) < PATH_MAX;
	struct fdproc *p = fdproc_get(tgid);
	if (dirfd == AT_FDCWD)
		base = p->cwd;
	else if (dirfd >= 0)
		base = dir_get(tab_of(tgid), (unsigned int)dirfd);
	if (!base) {
		char link[64];
		if (dirfd == AT_FDCWD)
			snprintf(link, sizeof(link), "/proc/%d/cwd", tgid);
		else
			snprintf(link, sizeof(link), "/proc/%d/fd/%d", tgid, dirfd);
		ssize_t k = readlink(link, dir, sizeof(dir) - 1);
		if (k <= 0)
			return false;
		dir[k] = '\0';
		base = dir;
	}
	return snprintf(full, PATH_MAX, "%s%s%s", base, strcmp(base, "/") ? "/" : "", name) < PATH_MAX;
}

/* Could the file at the absolute name full be a selected path? Its last
 * component is the file's unless it is a symbolic link, "." or "..". */
static bool may_be_selected(const char *full)
{
	const char *end = full + strlen(full);
	while (end > full + 1 && end[-1] == '/')
		end--;
	const char *last = end;
	while (last > full && last[-1] != '/')
		last--;
	size_t len = (size_t)(end - last);
	if (len == 0 || (len == 1 && last[0] == '.') || (len == 2 && last[0] == '.' && last[1] == '.'))
		return true;
	for (unsigned int i = 0; i < npaths; i++) {
		const char *b = strrchr(paths[i], '/');
		b = b ? b + 1 : paths[i];
		if (strlen(b) == len && memcmp(b, last, len) == 0)
			return true;
	}
	struct stat st;
	return lstat(full, &st) == 0 && S_ISLNK(st.st_mode);
}

/* The file an open call named: a selected path, another file, or unknown (a
 * name not at hand, or relative to a directory not known). The name is matched
 * as given, then as /proc would show the descriptor: absolute, without
 * symbolic links. full gets the absolute name ("" if not known). */
static unsigned int opened_state(const struct call *c, char *full)
{
	char name[PATH_MAX];
	full[0] = '\0';
	if (!call_name(c, "pathname", name))
		return FD_UNKNOWN;
	int dn = sysent_arg_pos(c->s, "dirfd");
	if (!absolute_name(c->tgid, dn >= 0 ? (int)c->ev->args[dn] : AT_FDCWD, name, full))
		full[0] = '\0';
	if (path_selected(name))
		return FD_SELECTED;
	int64_t again = reopened_fd(name, c->tgid);
	if (again >= 0)
		return fd_state(c->tgid, again) & FD_STATE;
	if (!full[0])
		return FD_UNKNOWN;
	if (!may_be_selected(full))
		return FD_OTHER;	/* spares a realpath() per file the program opens */
	char *real = realpath(full, NULL);
	unsigned int v = real && path_selected(real) ? FD_SELECTED : FD_OTHER;
	free(real);
	return v;
}

static void open_done(const struct call *c, unsigned int fd)
{
	char full[PATH_MAX];
	uint64_t flags = opened_flags(c);
	unsigned int v = opened_state(c, full);
	struct fdtab *t = tab_of(c->tgid);
	tab_set(t, fd, v | (flags & O_CLOEXEC ? FD_CLOEXEC_BIT : 0));
	/* A directory, for names relative to it (fchdir, openat). */
	if ((flags & (O_DIRECTORY | O_PATH)) && full[0]) {
		char *real = realpath(full, NULL);
		dir_set(t, fd, real ? real : full);
		free(real);
	}
}

/* Process tgid's current directory is now path (NULL: not known). */
static void set_cwd(pid_t tgid, const char *path)
{
	struct fdproc *p = fdproc_get(tgid);
	char *real = path ? realpath(path, NULL) : NULL;
	free(p->cwd);
	p->cwd = real ? real : path ? xstrdup(path) : NULL;
}

static void close_range_done(const struct call *c)
{
	uint64_t first = arg_named(c, "first"), last = arg_named(c, "last");
	unsigned int flags = (unsigned int)arg_named(c, "flags");
	struct fdtab *t = (flags & CLOSE_RANGE_UNSHARE) ? tab_own(c->tgid) : tab_of(c->tgid);
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
		dirs_drop(t, first, UINT64_MAX);
		for (uint64_t fd = first; fd < t->size; fd++)
			t->st[fd] = FD_OTHER;
		unsigned int from = first > t->size ? (unsigned int)first : t->size;
		if (from < t->closed_from)
			t->closed_from = from;
		return;
	}
	tab_grow(t, (unsigned int)last);
	dirs_drop(t, first, last);
	memset(t->st + first, FD_OTHER, last - first + 1);
}

/* A clone entered: its flags (clone's, or those that begin clone3's struct
 * clone_args; fork and vfork have none) and, for a child that will have a copy
 * of the descriptors, the table and directory now, for the child's first
 * record (the parent may go on opening and closing before it comes). */
static void clone_entered(const struct call *c)
{
	uint64_t flags = arg_named(c, "flags");
	int ca = sysent_arg_pos(c->s, "cl_args");
	if (ca >= 0 && call_mem(c, c->ev->args[ca], &flags, sizeof(flags)) < 0)
		flags = 0;
	struct fdtab *t = tab_of(c->tgid);
	struct fdproc *p = fdproc_get(c->tgid);
	p->clone_flags = flags;
	if (flags & CLONE_THREAD)
		return;
	if (!(flags & CLONE_FILES)) {
		tab_put(p->clone_tab);
		p->clone_tab = tab_copy(t);
	}
	free(p->clone_cwd);
	p->clone_cwd = p->cwd ? xstrdup(p->cwd) : NULL;
}

static void exec_done(pid_t tgid)
{
	struct fdtab *t = tab_own(tgid);
	for (unsigned int fd = 0; fd < t->size; fd++)
		if (t->st[fd] & FD_CLOEXEC_BIT)
			tab_set(t, fd, FD_OTHER);
}

static void call_done(const struct call *c)
{
	int nr = c->ev->nr;
	if (!(c->ev->flags & EV_HAS_RET) || (c->ev->flags & EV_I386) || nr < 0 ||
	    nr >= SYSCALL_NR_MAX || !c->s)
		return;
	int64_t ret = c->ev->ret;
	bool ok_fd = ret >= 0 && ret < FDTAB_MAX;
	struct fdtab *t = tab_of(c->tgid);
	switch (roles[nr]) {
	case ROLE_OPEN:
		if (ok_fd)
			open_done(c, (unsigned int)ret);
		break;
	case ROLE_DUP: {
		int64_t oldfd = (int)arg_named(c, "oldfd");
		if (!ok_fd || oldfd == ret)
			break;	/* dup2(fd, fd) changes nothing */
		unsigned int v = fd_state(c->tgid, oldfd) & FD_STATE;
		const char *dir = oldfd >= 0 ? dir_get(t, (unsigned int)oldfd) : NULL;
		char *keep = dir ? xstrdup(dir) : NULL;
		if (arg_named(c, "flags") & O_CLOEXEC)
			v |= FD_CLOEXEC_BIT;
		tab_set(t, (unsigned int)ret, v);
		if (keep)
			dir_set(t, (unsigned int)ret, keep);
		free(keep);
		break;
	}
	case ROLE_FCNTL: {
		int fd = (int)arg_named(c, "fd"), cmd = (int)arg_named(c, "cmd");
		if ((cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC) && ok_fd) {
			unsigned int v = fd_state(c->tgid, fd) & FD_STATE;
			const char *dir = fd >= 0 ? dir_get(t, (unsigned int)fd) : NULL;
			char *keep = dir ? xstrdup(dir) : NULL;
			tab_set(t, (unsigned int)ret, v | (cmd == F_DUPFD_CLOEXEC ? FD_CLOEXEC_BIT : 0));
			if (keep)
				dir_set(t, (unsigned int)ret, keep);
			free(keep);
		} else if (cmd == F_SETFD && ret == 0 && fd >= 0 && fd < (int)FDTAB_MAX) {
			unsigned int v = fd_state(c->tgid, fd) & FD_STATE;
			if (arg_named(c, "arg") & FD_CLOEXEC)
				v |= FD_CLOEXEC_BIT;
			if (fd < (int)t->size)
				t->st[fd] = (uint8_t)v;	/* (its directory name stays) */
			else
				tab_set(t, (unsigned int)fd, v);
		}
		break;
	}
	case ROLE_NEW_UNKNOWN:
		if (ok_fd)
			tab_set(t, (unsigned int)ret, FD_UNKNOWN);
		break;
	case ROLE_CLOSE:
		/* Closed even when close fails with EINTR or EIO. */
		if (c->ev->args[0] < FDTAB_MAX)
			tab_set(t, (unsigned int)c->ev->args[0], FD_OTHER);
		break;
	case ROLE_CLOSE_RANGE:
		if (ret == 0)
			close_range_done(c);
		break;
	case ROLE_UNSHARE:
		if (ret == 0 && (c->ev->args[0] & CLONE_FILES))
			tab_own(c->tgid);
		break;
	case ROLE_EXEC:
		if (ret == 0)
			exec_done(c->tgid);
		break;
	case ROLE_CHDIR:
		if (ret == 0) {
			char name[PATH_MAX], full[PATH_MAX];
			bool ok = call_name(c, "path", name) &&
				  absolute_name(c->tgid, AT_FDCWD, name, full);
			set_cwd(c->tgid, ok ? full : NULL);
		}
		break;
	case ROLE_FCHDIR:
		if (ret == 0)
			set_cwd(c->tgid, c->ev->args[0] < FDTAB_MAX
					 ? dir_get(t, (unsigned int)c->ev->args[0]) : NULL);
		break;
	default:
		break;
	}
}

/* ---- what the consumer tells ---- */

void pathtrace_exited(struct tcb *tcp)
{
	if (!follow)
		return;
	struct call c = { .tcp = tcp, .tgid = tcp->tgid, .s = tcp->sys, .ev = &tcp->ev,
			  .flags = -1 };
	call_done(&c);
}

void pathtrace_entering(struct tcb *tcp)
{
	int nr = tcp->ev.nr;
	if (!follow || (tcp->ev.flags & EV_I386) || nr < 0 || nr >= SYSCALL_NR_MAX ||
	    roles[nr] != ROLE_CLONE || !tcp->sys)
		return;
	struct call c = { .tcp = tcp, .tgid = tcp->tgid, .s = tcp->sys, .ev = &tcp->ev,
			  .flags = -1 };
	clone_entered(&c);
}

/* Open calls of skipped threads between their entry and exit records: the name
 * and flags are in the entry's. */
static struct pending_open {
	pid_t tid;
	char *name;
	int64_t flags;
	struct pending_open *next;
} *pending_opens;

static struct pending_open *pending_take(pid_t tid)
{
	for (struct pending_open **pp = &pending_opens; *pp; pp = &(*pp)->next)
		if ((*pp)->tid == tid) {
			struct pending_open *o = *pp;
			*pp = o->next;
			return o;
		}
	return NULL;
}

void pathtrace_skipped(pid_t tgid, pid_t tid, bool entry, const struct event *ev,
		       pathtrace_reader read, const void *ctx)
{
	if (!follow || ev->nr < 0 || ev->nr >= SYSCALL_NR_MAX || roles[ev->nr] == ROLE_NONE ||
	    !*fdproc_slot(tgid))
		return;	/* a process whose descriptors nobody shown uses */
	struct call c = { .tgid = tgid, .s = sysent_by_nr(ev->nr), .ev = ev, .read = read,
			  .ctx = ctx, .flags = -1 };
	struct pending_open *o = pending_take(tid);	/* one call at a time per thread */
	if (entry) {
		char name[PATH_MAX];
		if (o)
			free(o->name);
		free(o);
		if (roles[ev->nr] == ROLE_CLONE)
			clone_entered(&c);
		if (roles[ev->nr] != ROLE_OPEN)
			return;
		o = xcalloc(1, sizeof(*o));
		o->tid = tid;
		o->name = call_name(&c, "pathname", name) ? xstrdup(name) : NULL;
		o->flags = (int64_t)opened_flags(&c);
		o->next = pending_opens;
		pending_opens = o;
		return;
	}
	if (o && o->name) {
		c.name = o->name;
		c.flags = o->flags;
	} else if (o) {
		c.read = NULL;	/* an exit record holds what the call wrote, not its name */
	}
	call_done(&c);
	if (o) {
		free(o->name);
		free(o);
	}
}

void pathtrace_fork(pid_t parent, pid_t child, uint64_t flags)
{
	if (!follow || parent == child || (flags & CLONE_THREAD) || *fdproc_slot(child))
		return;
	struct fdproc *pp = *fdproc_slot(parent);
	if (flags & CLONE_FILES) {
		struct fdtab *t = tab_of(parent);
		t->refs++;
		tab_assign(child, t);
	} else {
		/* The table as it was when the clone was entered. */
		tab_assign(child, tab_copy(!pp ? NULL : pp->clone_tab ? pp->clone_tab : pp->tab));
	}
	const char *cwd = !pp ? NULL : pp->clone_cwd ? pp->clone_cwd : pp->cwd;
	fdproc_get(child)->cwd = cwd ? xstrdup(cwd) : NULL;
}

void pathtrace_child(pid_t parent, pid_t child, bool shown)
{
	if (!follow || parent == child)
		return;
	struct fdproc **pp = fdproc_slot(parent);
	uint64_t flags = *pp ? (*pp)->clone_flags & ~(uint64_t)CLONE_THREAD : 0;
	if (!shown && !(flags & CLONE_FILES))
		return;	/* its calls are not shown and change nothing shown */
	pathtrace_gone(child);	/* a table of an earlier process with its pid */
	pathtrace_fork(parent, child, flags);
}

void pathtrace_started(pid_t pid)
{
	if (!follow)
		return;
	char cwd[PATH_MAX];
	set_cwd(pid, getcwd(cwd, sizeof(cwd)) ? cwd : NULL);
	DIR *d = opendir("/proc/self/fd");
	if (!d)
		return;	/* then /proc/PID/fd/N, while it lives */
	struct fdtab *t = tab_new();
	t->closed_from = 0;	/* what is not listed is not open */
	struct dirent *e;
	while ((e = readdir(d))) {
		char *end;
		long fd = strtol(e->d_name, &end, 10);
		if (*end || end == e->d_name || fd < 0 || fd >= FDTAB_MAX || fd == dirfd(d))
			continue;
		int fl = fcntl((int)fd, F_GETFD);
		if (fl < 0 || (fl & FD_CLOEXEC))
			continue;
		tab_set(t, (unsigned int)fd, proc_fd_selected(getpid(), (int)fd) ? FD_SELECTED : FD_OTHER);
	}
	closedir(d);
	tab_assign(pid, t);
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
	tab_put(p->clone_tab);
	free(p->cwd);
	free(p->clone_cwd);
	free(p);
}
