/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "ftrace.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#define INSTANCE_PREFIX "systrace-"

/* The instance this process owns now, for the exit and signal paths. */
static struct ftrace_instance *volatile active;
static bool exit_hook_set;

/* open, write, close: async-signal-safe, so the signal path can use it. */
static int write_path(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	ssize_t n = write(fd, text, strlen(text));
	int err = errno;
	close(fd);
	return n < 0 ? -err : 0;
}

static int write_file(const char *dir, const char *file, const char *text)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	return write_path(path, text);
}

/* Find tracefs, mounting it at /sys/kernel/tracing if nothing is there yet. */
static int find_tracefs(struct ftrace_instance *fi)
{
	static const char *const roots[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
	for (size_t i = 0; i < sizeof(roots) / sizeof(roots[0]); i++) {
		char probe[256];
		snprintf(probe, sizeof(probe), "%s/instances", roots[i]);
		if (access(probe, F_OK) == 0) {
			snprintf(fi->root, sizeof(fi->root), "%s", roots[i]);
			return 0;
		}
	}
	if (mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) < 0)
		return -errno;
	fi->mounted_here = true;
	snprintf(fi->root, sizeof(fi->root), "/sys/kernel/tracing");
	return 0;
}

/* Turn an instance's events off and remove it. Async-signal-safe. */
static int remove_instance(const char *path, const char *tracing_on, const char *events_off)
{
	write_path(tracing_on, "0");
	/* The events must be off before the instance can go. */
	write_path(events_off, "0");
	return rmdir(path) < 0 ? -errno : 0;
}

/* Is pid a live systrace? A pid that is gone, or now another program's, is not. */
static bool systrace_alive(pid_t pid)
{
	char path[64], comm[32] = "";
	snprintf(path, sizeof(path), "/proc/%d/comm", (int)pid);
	FILE *fp = fopen(path, "re");
	if (!fp)
		return kill(pid, 0) == 0 || errno == EPERM;
	bool same = fgets(comm, sizeof(comm), fp) && strncmp(comm, "systrace", 8) == 0;
	fclose(fp);
	return same;
}

int ftrace_remove_stale(const char *root)
{
	char dir[256];
	snprintf(dir, sizeof(dir), "%s/instances", root);
	DIR *d = opendir(dir);
	if (!d)
		return -errno;
	int removed = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		if (strncmp(de->d_name, INSTANCE_PREFIX, strlen(INSTANCE_PREFIX)) != 0)
			continue;
		const char *num = de->d_name + strlen(INSTANCE_PREFIX);
		char *end;
		long pid = strtol(num, &end, 10);
		if (end == num || *end || pid <= 0 || pid == getpid() || systrace_alive(pid))
			continue;
		char path[512], on[560], ev[560];
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		snprintf(on, sizeof(on), "%s/tracing_on", path);
		snprintf(ev, sizeof(ev), "%s/events/enable", path);
		if (remove_instance(path, on, ev) == 0)
			removed++;
	}
	closedir(d);
	return removed;
}

/* Exit paths main does not see (die() during calibration): leave nothing behind. */
static void stop_at_exit(void)
{
	if (active)
		ftrace_instance_stop(active);
}

void ftrace_cleanup_signal_safe(void)
{
	struct ftrace_instance *fi = active;
	if (!fi)
		return;
	active = NULL;
	if (fi->path[0])
		remove_instance(fi->path, fi->tracing_on, fi->events_off);
	if (fi->mounted_here)
		umount(fi->root);
}

static int instance_start(struct ftrace_instance *fi, pid_t pid, const char *name,
			  const char **why);

int ftrace_instance_start(struct ftrace_instance *fi, pid_t pid, const char *name,
			  const char **why)
{
	/* A signal handler that removes the instance while one of its files is open here
	 * would fail (EBUSY): signals wait until it is set up. */
	sigset_t all, old;
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	int rc = instance_start(fi, pid, name, why);
	sigprocmask(SIG_SETMASK, &old, NULL);
	return rc;
}

static int instance_start(struct ftrace_instance *fi, pid_t pid, const char *name,
			  const char **why)
{
	memset(fi, 0, sizeof(*fi));
	int rc = find_tracefs(fi);
	if (rc < 0) {
		*why = "tracefs is not mounted and cannot be mounted";
		return rc;
	}
	ftrace_remove_stale(fi->root);
	if (!exit_hook_set) {
		atexit(stop_at_exit);
		exit_hook_set = true;
	}
	snprintf(fi->path, sizeof(fi->path), "%s/instances/" INSTANCE_PREFIX "%d", fi->root,
		 (int)getpid());
	snprintf(fi->tracing_on, sizeof(fi->tracing_on), "%s/tracing_on", fi->path);
	snprintf(fi->events_off, sizeof(fi->events_off), "%s/events/enable", fi->path);
	/* Published before it exists: a signal from here on removes whatever was made. */
	active = fi;
	if (mkdir(fi->path, 0700) < 0 && errno != EEXIST) {
		rc = -errno;
		*why = "cannot create an ftrace instance (tracefs not writable)";
		fi->path[0] = '\0';
		ftrace_instance_stop(fi);
		return rc;
	}
	char pidtext[32], event[160];
	snprintf(pidtext, sizeof(pidtext), "%d", (int)pid);
	rc = write_file(fi->path, "set_event_pid", pidtext);
	for (int exit = 0; rc == 0 && exit < 2; exit++) {
		snprintf(event, sizeof(event), "events/syscalls/sys_%s_%s/enable",
			 exit ? "exit" : "enter", name);
		rc = write_file(fi->path, event, "1");
	}
	if (rc == 0)
		rc = write_file(fi->path, "tracing_on", "1");
	if (rc < 0) {
		*why = "cannot enable syscall events (no CONFIG_FTRACE_SYSCALLS?)";
		ftrace_instance_stop(fi);
	}
	return rc;
}

void ftrace_instance_stop(struct ftrace_instance *fi)
{
	/* Signals that would remove it too wait until it is gone. */
	sigset_t all, old;
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	if (active == fi)
		active = NULL;
	if (fi->path[0]) {
		remove_instance(fi->path, fi->tracing_on, fi->events_off);
		fi->path[0] = '\0';
	}
	if (fi->mounted_here) {
		umount(fi->root);
		fi->mounted_here = false;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
}
