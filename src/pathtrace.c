/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "pathtrace.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <poll.h>
#include <unistd.h>

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

/* A descriptor argument: selected by number, or by the file it is open on. */
static bool fd_match(struct tcb *tcp, int64_t fd)
{
	if (fd < 0 || fd > INT_MAX)
		return false;
	if (fdset_has(&trace_fds, (int)fd))
		return true;
	if (!npaths)
		return false;
	char link[64], target[PATH_MAX];
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", tcp->pid, (int)fd);
	ssize_t n = readlink(link, target, sizeof(target) - 1);
	if (n <= 0)
		return false;
	target[n] = '\0';
	return path_selected(target);
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
