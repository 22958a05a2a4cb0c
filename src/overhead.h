/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * --overhead: what tracing cost the traced program. Backends count what they do
 * (stops, time spent before letting a stopped task go); a short calibration before
 * the program starts measures the cost of one trap in the same mode, and the
 * in-kernel reference with ftrace. The report combines the two.
 */
#ifndef SYSTRACE_OVERHEAD_H
#define SYSTRACE_OVERHEAD_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/resource.h>

enum overhead_format {
	OVERHEAD_OFF,
	OVERHEAD_TEXT,
	OVERHEAD_JSON,
	OVERHEAD_RAW,		/* measured counters only, one JSON line on stderr, no calibration */
};

/* Measured during the run. Backends update stops and own_ns; syscall.c the counts. */
struct overhead_counters {
	uint64_t syscalls_seen;		/* syscalls the backend captured */
	uint64_t syscalls_traced;	/* of those, selected by -e trace= */
	uint64_t stops;			/* times a tracee was stopped waiting for systrace */
	uint64_t own_ns;		/* systrace's time between learning of a stop and resuming */
	uint64_t start_ns, end_ns;	/* the program's run, as systrace saw it */
	bool have_rusage;		/* rusage of the program systrace started */
	struct rusage rusage;
};

extern struct overhead_counters overhead;

/* Parse --overhead[=text|json|raw]; exits with status 2 if bad. */
enum overhead_format overhead_parse(const char *arg);
/* Before the program starts: calibrate in the current mode (not for OVERHEAD_RAW). */
void overhead_calibrate(int argc, char **argv);
/* The program (or the first attached process) starts now. */
void overhead_begin(void);
/* The program systrace started was reaped with this rusage. */
void overhead_child_rusage(const struct rusage *ru);
/* Tracing ended: print the report (stderr, or the -o file) if --overhead was given. */
void overhead_report(FILE *trace_out);
/* Estimated nanoseconds tracing added to one syscall (for -c with --overhead), or 0. */
double overhead_added_per_syscall_ns(void);
/* A backend spent ns of its own work on one stop of tcp's current syscall. */
void overhead_note_own(int nr, uint64_t ns);
/* Estimated nanoseconds tracing added to the `calls` calls of syscall nr (for -c). */
double overhead_added_for_syscall_ns(int nr, uint64_t calls);

/* For the backends' hot paths: is --overhead on? */
static inline bool overhead_enabled(void);

extern enum overhead_format overhead_format;

static inline bool overhead_enabled(void)
{
	return overhead_format != OVERHEAD_OFF;
}

#endif
