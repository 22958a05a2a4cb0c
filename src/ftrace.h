/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A private ftrace instance (tracefs instances/NAME): its own buffer, events and
 * set_event_pid, so enabling syscall events for one pid changes no global setting;
 * removing the instance restores everything. Used for the in-kernel reference cost.
 */
#ifndef SYSTRACE_FTRACE_H
#define SYSTRACE_FTRACE_H

#include <stdbool.h>
#include <sys/types.h>

struct ftrace_instance {
	char path[256];		/* .../tracing/instances/systrace-PID, empty if none */
	char tracing_on[288];	/* its files, ready for the signal path */
	char events_off[288];
	bool mounted_here;	/* tracefs was mounted by us and is unmounted at the end */
	char root[128];
};

/* Create an instance tracing the entry and exit events of syscall `name` for `pid`,
 * named after systrace's pid, after removing the instances of systrace processes that
 * are gone. Returns 0, or -errno (with a reason in *why) when tracefs is missing or
 * not writable. Until it is stopped, exit() removes it too. */
int ftrace_instance_start(struct ftrace_instance *fi, pid_t pid, const char *name,
			  const char **why);
/* Remove the instance (and unmount tracefs if we mounted it). Safe to call twice. */
void ftrace_instance_stop(struct ftrace_instance *fi);
/* From a signal handler: remove the instance being used now, if any. */
void ftrace_cleanup_signal_safe(void);
/* Remove the instances (systrace-PID under root/instances) whose systrace is gone.
 * Returns how many were removed, or -errno. */
int ftrace_remove_stale(const char *root);

#endif
