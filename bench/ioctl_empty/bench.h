/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * systrace-ioctl-bench: the cost of tracing one system call.
 *
 * The parent (main.c) pins itself, then for each tracer (tracer.c) starts a
 * fresh copy of itself in "child loop" mode (loop.c), directly or under the
 * tracer. The loop times each empty ioctl and leaves the samples in a memfd
 * the parent created; the parent turns them into statistics (stats.c) and
 * prints a table, CSV or JSON (report.c), and a chart (plot.c).
 */
#ifndef IOCTL_BENCH_H
#define IOCTL_BENCH_H

#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define PROGRAM_NAME "systrace-ioctl-bench"
#define ATTR_PRINTF(f, a) __attribute__((format(printf, f, a)))

/* Exit statuses: 0 every tracer measured or skipped, 1 one failed, 2 usage. */
enum { EXIT_FAILED = 1, EXIT_USAGE = 2 };

/* What the loop calls ioctl() on. AUTO is resolved by the parent before any run. */
enum target { TARGET_AUTO, TARGET_MODULE, TARGET_NULL };

/* In the order they run and print; none first, it is every row's baseline. */
enum tracer_id {
	TRACER_NONE,
	TRACER_FTRACE,
	TRACER_BPFTRACE,
	TRACER_PERF,
	TRACER_STRACE,
	TRACER_SYSTRACE_PTRACE,
	TRACER_SYSTRACE_SECCOMP,
	TRACER_SYSTRACE_BUFFERED,
	TRACER_SYSTRACE_REWRITE,		/* -m rewrite, every call recorded */
	TRACER_SYSTRACE_REWRITE_UNTRACED,	/* -m rewrite -e trace=none: rewritten sites, no records */
	TRACER_SUD_EXEMPT,	/* no tracer: the loop with Syscall User Dispatch on, all exempt */
	TRACER_COUNT
};

enum format { FORMAT_TABLE, FORMAT_CSV, FORMAT_JSON };

struct config {
	unsigned long iterations;	/* timed calls per tracer */
	unsigned long warmup;		/* untimed calls before them */
	unsigned int rounds;		/* --rounds: the tracers run this many times, interleaved */
	int cpu;			/* CPU everything is pinned to, -1 for none */
	int tracer_cpu;			/* --tracer-cpu: the tracers' CPU, the loop on cpu; -1: cpu */
	unsigned int tracers;		/* bit (1 << enum tracer_id) per selected tracer */
	enum target target;
	enum format format;
	const char *plot;		/* chart file, or NULL */
	const char *target_note;	/* why the target is what it is, or NULL */
	char self[PATH_MAX];		/* this program, for the tracers to run */
};

struct stats {
	uint64_t n;
	double avg, std;
	uint64_t min, p50, p90, p99, max;
};

enum run_status { RUN_NOT_RUN, RUN_OK, RUN_SKIPPED, RUN_FAILED };

struct result {
	enum run_status status;
	char reason[512];	/* why it was skipped or failed */
	struct stats stats;
	long long events;	/* events the tracer itself counted, -1 when it cannot say */
};

/* What the header of every output says about the machine. */
struct machine {
	char kernel[256];
	char cpu_model[256];
	long online_cpus;
	double clock_ns;	/* median cost of one pair of CLOCK_MONOTONIC readings */
};

/* main.c: signals that end the run (SIGINT, SIGTERM, SIGHUP) set this. */
extern volatile sig_atomic_t interrupted;
/* The mask to wait with: the caller's mask minus the signals above and SIGCHLD. */
extern sigset_t wait_mask;
/* The mask the program started with, which children get back before exec. */
extern sigset_t orig_mask;

/* main.c: one line on stderr, prefixed by the program's name. */
void msg(const char *fmt, ...) ATTR_PRINTF(1, 2);

/*
 * main.c: waits for pid to end; returns 0 with its wait status in *status,
 * -EINTR when a terminating signal arrived first (pid still runs), or -errno.
 */
int wait_child(pid_t pid, int *status);
/* main.c: kills pid's whole process group (it leads one) and reaps pid. */
void kill_child(pid_t pid);

/* loop.c */
#define LOOP_MAGIC 0x696f6362u	/* "bcoi": the child loop has started */

/* What the child loop leaves in the parent's memfd. */
struct loop_report {
	uint32_t magic;		/* LOOP_MAGIC once the loop has started */
	uint32_t target;	/* enum target it used */
	uint64_t iterations;	/* timed calls asked for */
	uint64_t done;		/* timed calls made; written last */
	uint64_t unexpected;	/* calls (warm-up included) whose result was wrong */
	int64_t bad_ret;	/* the first wrong result, and its errno */
	int32_t bad_errno;
	int32_t open_errno;	/* nonzero: the target could not be opened */
	int32_t sud_errno;	/* nonzero: --child-sud, and dispatch could not be switched on */
	int32_t pad;
	uint64_t samples[];	/* ns per timed call */
};

/* Bytes of a report holding n samples. */
size_t loop_report_size(unsigned long n);
/* Opens the target for ioctl; returns the fd or -errno. */
int target_open(enum target t);
/* The target's path, and what one call on it must do ("return 0"). */
const char *target_path(enum target t);
const char *target_expect(enum target t);
/* Child loop mode: run the loop and report into the file out; returns the exit status.
 * sud: switch Syscall User Dispatch on first, with every address exempt. */
int loop_main(enum target t, unsigned long n, unsigned long warmup, const char *out, bool sud);

/* tracer.c */
const char *tracer_name(enum tracer_id id);
const char *tracer_summary(enum tracer_id id);
/* The id of a tracer's name, or -1. */
int tracer_lookup(const char *name);
/* Runs the loop under one tracer; fills *res (never fails: a failure is a result). */
void tracer_run(const struct config *cfg, enum tracer_id id, struct result *res);
/* Looks for an executable named name in PATH; fills path, returns 0 or -ENOENT. */
int find_in_path(const char *name, char *path, size_t len);

/* ftrace.c: a private tracefs instance tracing the ioctl syscall events of pid. */
int ftrace_arm(pid_t pid, char *reason, size_t len);
/* Stops and removes everything ftrace_arm set up; *events: events recorded. */
int ftrace_disarm(long long *events, char *reason, size_t len);

/* bpftrace.c: a bpftrace process counting pid's ioctls, ready when this returns 0. */
int bpftrace_arm(pid_t pid, char *reason, size_t len);
/* Stops bpftrace; *events: the ioctls it counted, -1 if unknown. */
int bpftrace_disarm(long long *events, char *reason, size_t len);

/* stats.c: statistics of n samples (sorts them in place). */
void stats_compute(uint64_t *samples, uint64_t n, struct stats *st);

/* report.c */
void machine_probe(struct machine *m);
void report_print(const struct config *cfg, const struct machine *m,
		  const struct result res[TRACER_COUNT]);

/* plot.c: draws the added cost per tracer into cfg->plot; returns 0 or -1 (said why). */
int plot_write(const struct config *cfg, const struct machine *m,
	       const struct result res[TRACER_COUNT]);

/* Helpers shared by the files above (main.c). */
/* Last non-empty line of what fd (a memfd) holds, trimmed, into buf; "" if none. */
void last_line_of(int fd, char *buf, size_t len);
/* Copies what fd (a memfd) holds to stderr, each line prefixed with prefix. */
void dump_fd(int fd, const char *prefix);

#endif /* IOCTL_BENCH_H */
