/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The ftrace tracer: syscalls:sys_enter_ioctl and sys_exit_ioctl, recorded for
 * the loop's pid only (set_event_pid).
 *
 * Everything happens in a private tracefs instance,
 * instances/systrace-ioctl-bench.PID, with its own ring buffer, events and pid
 * filter: the top-level settings (and anyone else's tracing) are never
 * touched, and removing the directory undoes everything. The cost per event is
 * the same as at the top level: the syscall tracepoints are shared, each
 * instance only adds its own filter and buffer. If tracefs was not mounted, it
 * is mounted for the run and unmounted after.
 */
#include "config.h"

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

#include "bench.h"

#define INSTANCE_PREFIX PROGRAM_NAME "."

static const char *const tracefs_dirs[] = {
	"/sys/kernel/tracing",
	"/sys/kernel/debug/tracing",
};

static const char *tracefs;		/* the tracefs root in use (one of the above) */
static char instance[256];		/* our instance, "" when there is none */
static bool mounted;			/* we mounted tracefs on tracefs[] */

static const char *const events[] = {
	"events/syscalls/sys_enter_ioctl/enable",
	"events/syscalls/sys_exit_ioctl/enable",
};

/* Writes val into dir/name (truncating it); returns 0 or -errno. */
static int write_file(const char *dir, const char *name, const char *val)
{
	char path[PATH_MAX];
	size_t len = strlen(val);
	ssize_t n;
	int fd, err = 0;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	n = write(fd, val, len);
	if (n < 0)
		err = -errno;
	else if ((size_t)n != len)
		err = -EIO;
	close(fd);
	return err;
}

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Finds a mounted tracefs, or mounts one; returns 0 or -errno with a reason. */
static int find_tracefs(char *reason, size_t len)
{
	char path[PATH_MAX];
	struct stat st;
	int err;

	for (size_t i = 0; i < sizeof(tracefs_dirs) / sizeof(tracefs_dirs[0]); i++) {
		snprintf(path, sizeof(path), "%s/instances", tracefs_dirs[i]);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			tracefs = tracefs_dirs[i];
			return 0;
		}
		if (errno == EACCES) {
			snprintf(reason, len, "no access to %s (ftrace needs root)", tracefs_dirs[i]);
			return -EACCES;
		}
	}
	if (!is_dir(tracefs_dirs[0])) {
		snprintf(reason, len, "this kernel has no tracefs (%s is missing)", tracefs_dirs[0]);
		return -ENOENT;
	}
	if (mount("nodev", tracefs_dirs[0], "tracefs", 0, NULL) < 0) {
		err = -errno;
		snprintf(reason, len, "tracefs is not mounted and mounting it on %s failed: %s",
			 tracefs_dirs[0], strerror(-err));
		return err;
	}
	mounted = true;
	tracefs = tracefs_dirs[0];
	return 0;
}

/* Removes instances a killed run of this program left behind (their pid is gone). */
static void remove_stale_instances(void)
{
	char path[PATH_MAX];
	struct dirent *de;
	DIR *d;

	snprintf(path, sizeof(path), "%s/instances", tracefs);
	d = opendir(path);
	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t plen = strlen(INSTANCE_PREFIX);
		char *end;
		long pid;

		if (strncmp(de->d_name, INSTANCE_PREFIX, plen) != 0)
			continue;
		pid = strtol(de->d_name + plen, &end, 10);
		if (*end || pid <= 0 || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		snprintf(path, sizeof(path), "%s/instances/%s", tracefs, de->d_name);
		rmdir(path);
	}
	closedir(d);
}

/* Events the instance recorded (kept or not), summed over its per-CPU buffers. */
static long long count_events(void)
{
	char path[PATH_MAX], line[256];
	long long total = 0;
	struct dirent *de;
	DIR *d;

	snprintf(path, sizeof(path), "%s/per_cpu", instance);
	d = opendir(path);
	if (!d)
		return -1;
	while ((de = readdir(d))) {
		FILE *f;

		if (strncmp(de->d_name, "cpu", 3) != 0)
			continue;
		snprintf(path, sizeof(path), "%s/per_cpu/%s/stats", instance, de->d_name);
		f = fopen(path, "re");
		if (!f)
			continue;
		while (fgets(line, sizeof(line), f)) {
			long long v;

			/* In the buffer, overwritten, or dropped when overwrite is off. */
			if (sscanf(line, "entries: %lld", &v) == 1 ||
			    sscanf(line, "overrun: %lld", &v) == 1 ||
			    sscanf(line, "dropped events: %lld", &v) == 1)
				total += v;
		}
		fclose(f);
	}
	closedir(d);
	return total;
}

/* Undoes whatever ftrace_arm did, in reverse; safe to call more than once. */
static void teardown(void)
{
	if (instance[0]) {
		for (size_t i = 0; i < sizeof(events) / sizeof(events[0]); i++)
			write_file(instance, events[i], "0");
		/* rmdir also disables the events and frees the buffer. */
		if (rmdir(instance) < 0)
			msg("cannot remove the tracefs instance %s: %s", instance, strerror(errno));
		instance[0] = '\0';
	}
	if (mounted) {
		if (umount(tracefs) < 0)
			msg("cannot unmount %s (mounted for ftrace): %s", tracefs, strerror(errno));
		mounted = false;
	}
}

int ftrace_arm(pid_t pid, char *reason, size_t len)
{
	char path[PATH_MAX], val[32];
	int err;

	err = find_tracefs(reason, len);
	if (err)
		return err;
	remove_stale_instances();

	snprintf(instance, sizeof(instance), "%s/instances/" INSTANCE_PREFIX "%d",
		 tracefs, (int)getpid());
	if (mkdir(instance, 0700) < 0) {
		err = -errno;
		snprintf(reason, len, "cannot create the tracefs instance %s: %s",
			 instance, strerror(-err));
		instance[0] = '\0';
		teardown();
		return err;
	}
	snprintf(path, sizeof(path), "%s/%s", instance, events[0]);
	if (access(path, W_OK) < 0) {
		err = -errno;
		if (err == -ENOENT)
			snprintf(reason, len, "no syscalls:sys_enter_ioctl event in tracefs "
				 "(kernel without CONFIG_FTRACE_SYSCALLS)");
		else
			snprintf(reason, len, "%s: %s", path, strerror(-err));
		teardown();
		return err;
	}

	/*
	 * A new instance copies the top level's options: make sure it keeps
	 * recording when its buffer is full (overwrite), the default, rather
	 * than dropping events, which costs less and would flatter ftrace.
	 */
	write_file(instance, "options/overwrite", "1");
	snprintf(val, sizeof(val), "%d", (int)pid);
	err = write_file(instance, "set_event_pid", val);
	for (size_t i = 0; !err && i < sizeof(events) / sizeof(events[0]); i++)
		err = write_file(instance, events[i], "1");
	if (err) {
		snprintf(reason, len, "cannot set up %s: %s", instance, strerror(-err));
		teardown();
		return err;
	}
	return 0;
}

int ftrace_disarm(long long *events_seen, char *reason, size_t len)
{
	*events_seen = -1;
	if (instance[0]) {
		/* Stop recording first, so the count is final. */
		for (size_t i = 0; i < sizeof(events) / sizeof(events[0]); i++)
			write_file(instance, events[i], "0");
		*events_seen = count_events();
	}
	teardown();
	return 0;
}
