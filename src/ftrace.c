/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "ftrace.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

static int write_file(const char *dir, const char *file, const char *text)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	ssize_t n = write(fd, text, strlen(text));
	int err = errno;
	close(fd);
	return n < 0 ? -err : 0;
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

int ftrace_instance_start(struct ftrace_instance *fi, pid_t pid, const char *name,
			  const char **why)
{
	memset(fi, 0, sizeof(*fi));
	int rc = find_tracefs(fi);
	if (rc < 0) {
		*why = "tracefs is not mounted and cannot be mounted";
		return rc;
	}
	snprintf(fi->path, sizeof(fi->path), "%s/instances/systrace-%d", fi->root, (int)getpid());
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
	if (fi->path[0]) {
		write_file(fi->path, "tracing_on", "0");
		/* The events must be off before the instance can go. */
		write_file(fi->path, "events/enable", "0");
		rmdir(fi->path);
		fi->path[0] = '\0';
	}
	if (fi->mounted_here) {
		umount(fi->root);
		fi->mounted_here = false;
	}
}
