/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "pidns.h"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

#define MAX_LEVELS 33	/* pid namespaces nest 32 deep */

/* The NSpid line of /proc/PID/status: the pid in each namespace, outermost first. */
static int read_nspid(pid_t pid, long *ids)
{
	char path[64], line[512];
	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	FILE *f = fopen(path, "re");
	if (!f)
		return -1;
	int n = -1;
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "NSpid:", 6) != 0)
			continue;
		char *p = line + 6, *end;
		n = 0;
		while (n < MAX_LEVELS) {
			long v = strtol(p, &end, 10);
			if (end == p)
				break;
			ids[n++] = v;
			p = end;
		}
		break;
	}
	fclose(f);
	return n;
}

static bool ns_link(pid_t pid, char *buf, size_t size)
{
	char path[64];
	if (pid)
		snprintf(path, sizeof(path), "/proc/%d/ns/pid", pid);
	else
		snprintf(path, sizeof(path), "/proc/self/ns/pid");
	ssize_t n = readlink(path, buf, size - 1);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	return true;
}

/* A few answers, since the same pids come back (a parent waiting for its child). */
static struct {
	char ns[64];
	pid_t pid, ours;
} cache[16];
static unsigned int cache_next;

pid_t pidns_to_ours(pid_t tid, pid_t pid)
{
	static char self_ns[64];
	char ns[64];
	if (pid <= 0)
		return 0;
	if (!self_ns[0] && !ns_link(0, self_ns, sizeof(self_ns)))
		return pid;
	if (!ns_link(tid, ns, sizeof(ns)) || strcmp(ns, self_ns) == 0)
		return pid;
	for (unsigned int i = 0; i < ARRAY_SIZE(cache); i++)
		if (cache[i].pid == pid && strcmp(cache[i].ns, ns) == 0 &&
		    kill(cache[i].ours, 0) == 0)
			return cache[i].ours;

	long ids[MAX_LEVELS];
	int level = read_nspid(tid, ids);	/* the program's namespace is ids[level - 1] */
	if (level < 2)
		return 0;
	pid_t found = 0;
	DIR *d = opendir("/proc");
	if (!d)
		return 0;
	struct dirent *e;
	while (!found && (e = readdir(d))) {
		char *end;
		long cand = strtol(e->d_name, &end, 10);
		if (*end || cand <= 0)
			continue;
		int n = read_nspid((pid_t)cand, ids);
		if (n < level || ids[level - 1] != pid)
			continue;
		char cns[64];
		if (n == level && (!ns_link((pid_t)cand, cns, sizeof(cns)) || strcmp(cns, ns) != 0))
			continue;
		found = (pid_t)ids[0];
	}
	closedir(d);
	if (found) {
		unsigned int i = cache_next++ % ARRAY_SIZE(cache);
		snprintf(cache[i].ns, sizeof(cache[i].ns), "%s", ns);
		cache[i].pid = pid;
		cache[i].ours = found;
	}
	return found;
}

bool pidns_comm(pid_t pid, char *buf, size_t size)
{
	char path[64];
	if (pid <= 0 || size < 2)
		return false;
	snprintf(path, sizeof(path), "/proc/%d/comm", pid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	ssize_t n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	return true;
}
