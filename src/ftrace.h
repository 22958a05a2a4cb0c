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
	char path[256];		/* .../tracing/instances/NAME, empty if none */
	bool mounted_here;	/* tracefs was mounted by us and is unmounted at the end */
	char root[128];
};

/* Create an instance tracing the entry and exit events of syscall `name` for `pid`.
 * Returns 0, or -errno (with a reason in *why) when tracefs is missing or not writable. */
int ftrace_instance_start(struct ftrace_instance *fi, pid_t pid, const char *name,
			  const char **why);
/* Remove the instance (and unmount tracefs if we mounted it). Safe to call twice. */
void ftrace_instance_stop(struct ftrace_instance *fi);

#endif
