/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "overhead.h"

#include <errno.h>
#include <sched.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "calibrate.h"
#include "ftrace.h"
#include "locate.h"
#include "options.h"
#include "output.h"
#include "rewrite_mode.h"
#include "syscall_table.h"
#include "util.h"

struct overhead_counters overhead;
enum overhead_format overhead_format = OVERHEAD_OFF;

/* What the calibration found, in nanoseconds per call of the calibration syscall. */
static struct {
	bool done;
	double untraced;	/* no tracer */
	double traced;		/* traced by systrace in this mode, output discarded */
	double untraced_cpu;	/* the same two in the loop thread's CPU time; <0 if unknown */
	double traced_cpu;
	double own_per_event;	/* of which systrace's own work, as it measured it */
	/* -m rewrite: the same loop under -m buffered, where every call traps: its
	 * CPU time per call minus the rewritten path's is what a trap adds. <0 if
	 * not measured. */
	double trapped_cpu, trapped;
	double ftrace;		/* with ftrace syscall events on for that pid; <0 if none */
	const char *ftrace_why;	/* why there is no ftrace figure */
	const char *failed;	/* why calibration failed, or NULL */
} cal = { .ftrace = -1, .untraced_cpu = -1, .traced_cpu = -1, .trapped_cpu = -1, .trapped = -1 };

/* systrace's own CPU time from overhead_begin on, and whether it shares the one CPU
 * the program may run on (then all of it is time taken from the program). */
static uint64_t cpu_at_begin_ns, consumer_cpu_ns;
static bool consumer_shares_cpu;

static const char *const mode_names[] = {
	[MODE_PTRACE] = "ptrace", [MODE_SECCOMP] = "seccomp", [MODE_BUFFERED] = "buffered",
};

/* -m as the user gave it: rewrite is the buffered backend with a flag. */
static const char *mode_name(void)
{
	return opts.rewrite ? "rewrite" : mode_names[opts.mode];
}

/* -m rewrite: the library's counters, read once at the end (overhead_report). */
static struct rewrite_counters rw;
static bool have_rw;

enum overhead_format overhead_parse(const char *arg)
{
	if (!arg || strcmp(arg, "text") == 0)
		return OVERHEAD_TEXT;
	if (strcmp(arg, "json") == 0)
		return OVERHEAD_JSON;
	if (strcmp(arg, "raw") == 0)
		return OVERHEAD_RAW;
	die_usage("invalid --overhead format '%s' (use text, json or raw)", arg);
}

/* systrace-calibrate: src/ of the build tree for the build tree's systrace, else only
 * pkglibexecdir. */
static const char *calibrate_path(void)
{
	static char path[PATH_MAX];
	if (locate_helper(path, sizeof(path), "src", PKGLIBEXECDIR, "systrace-calibrate",
			  X_OK) < 0)
		return NULL;
	return path;
}

/* The calibration's child running now, so an interrupt can end it too. */
static volatile pid_t calibration_child;

static const int interrupts[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };
static struct sigaction saved_actions[ARRAY_SIZE(interrupts)];
static bool caught[ARRAY_SIZE(interrupts)];

/* An interrupt during calibration: remove the ftrace instance, end the child, then
 * die of the signal as systrace would have without this handler. */
static void on_calibration_interrupt(int sig)
{
	ftrace_cleanup_signal_safe();
	pid_t child = calibration_child;
	if (child > 0)
		kill(child, SIGTERM);
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
}

/* Catch the interrupts that would kill systrace (those not ignored) while it calibrates. */
static void catch_interrupts(bool on)
{
	for (size_t i = 0; i < ARRAY_SIZE(interrupts); i++) {
		if (!on) {
			if (caught[i])
				sigaction(interrupts[i], &saved_actions[i], NULL);
			caught[i] = false;
			continue;
		}
		sigaction(interrupts[i], NULL, &saved_actions[i]);
		if (saved_actions[i].sa_handler != SIG_DFL)
			continue;
		struct sigaction sa = { .sa_handler = on_calibration_interrupt,
					.sa_flags = SA_RESTART };
		sigemptyset(&sa.sa_mask);
		sigaction(interrupts[i], &sa, NULL);
		caught[i] = true;
	}
}

/*
 * Run argv with stdout (and, if err_out, stderr) read into buffers; stdin is a pipe
 * whose write end is returned in *stdin_fd when wanted (else /dev/null).
 * Returns the pid, or -1.
 */
static pid_t spawn_piped(char **argv, int *out_fd, int *err_fd, int *in_fd)
{
	int out[2], err[2] = { -1, -1 }, in[2] = { -1, -1 };
	if (pipe2(out, O_CLOEXEC) < 0)
		return -1;
	if (err_fd && pipe2(err, O_CLOEXEC) < 0)
		return -1;
	if (in_fd && pipe2(in, O_CLOEXEC) < 0)
		return -1;
	pid_t pid = fork();
	if (pid == 0) {
		dup2(out[1], 1);
		if (err_fd)
			dup2(err[1], 2);
		if (in_fd) {
			dup2(in[0], 0);
		} else {
			int null = open("/dev/null", O_RDONLY);
			dup2(null, 0);
		}
		execv(argv[0], argv);
		_exit(127);
	}
	calibration_child = pid;
	close(out[1]);
	*out_fd = out[0];
	if (err_fd) {
		close(err[1]);
		*err_fd = err[0];
	}
	if (in_fd) {
		close(in[0]);
		*in_fd = in[1];
	}
	return pid;
}

static void read_all(int fd, char *buf, size_t size)
{
	size_t got = 0;
	ssize_t n;
	while (got + 1 < size && (n = read(fd, buf + got, size - 1 - got)) > 0)
		got += n;
	buf[got] = '\0';
	/* Drain anything beyond the buffer so the writer never blocks. */
	char sink[4096];
	while (read(fd, sink, sizeof(sink)) > 0)
		;
	close(fd);
}

static bool wait_ok(pid_t pid)
{
	int status;
	pid_t rc;
	while ((rc = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
		;
	calibration_child = 0;
	return rc == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* Per-call nanoseconds of systrace-calibrate run as argv, in wall time (returned; <0
 * on failure) and in the loop thread's CPU time (*cpu, <0 if not given). */
static double run_calibration(char **argv, char *err, size_t errsize, double *cpu)
{
	*cpu = -1;
	int out_fd, err_fd;
	pid_t pid = spawn_piped(argv, &out_fd, err ? &err_fd : NULL, NULL);
	if (pid < 0)
		return -1;
	char buf[256];
	if (err) {
		/* systrace's report (stderr) and the loop's figure (stdout): read stdout
		 * first; the loop writes little, and stderr gets one line at the end. */
		read_all(out_fd, buf, sizeof(buf));
		read_all(err_fd, err, errsize);
	} else {
		read_all(out_fd, buf, sizeof(buf));
	}
	if (!wait_ok(pid))
		return -1;
	char *end, *end2;
	double v = strtod(buf, &end);
	if (end == buf)
		return -1;
	double c = strtod(end, &end2);
	if (end2 != end && c > 0)
		*cpu = c;
	return v;
}

/* The in-kernel reference: the same loop with ftrace's entry and exit events on. */
static void calibrate_ftrace(const char *loop)
{
	char calls[32];
	snprintf(calls, sizeof(calls), "%d", CALIBRATE_CALLS * 4);
	char *argv[] = { (char *)loop, calls, "--wait", NULL };
	int out_fd, in_fd;
	pid_t pid = spawn_piped(argv, &out_fd, NULL, &in_fd);
	if (pid < 0) {
		cal.ftrace_why = "cannot start the calibration loop";
		return;
	}
	struct ftrace_instance fi;
	const char *why = NULL;
	bool traced = ftrace_instance_start(&fi, pid, "ioctl", &why) == 0;
	if (write(in_fd, "g", 1) != 1)
		traced = false;
	close(in_fd);
	char buf[64];
	read_all(out_fd, buf, sizeof(buf));
	bool ok = wait_ok(pid);
	if (traced)
		ftrace_instance_stop(&fi);
	if (!traced) {
		cal.ftrace_why = why ? why : "ftrace unavailable";
		return;
	}
	if (!ok) {
		cal.ftrace_why = "the calibration loop failed under ftrace";
		return;
	}
	cal.ftrace = strtod(buf, NULL);
}

static uint64_t json_u64(const char *json, const char *key)
{
	char pat[64];
	snprintf(pat, sizeof(pat), "\"%s\":", key);
	const char *p = strstr(json, pat);
	return p ? strtoull(p + strlen(pat), NULL, 10) : 0;
}

static void calibrate(void);
static double calibrate_traced(char *self, const char *loop, char *calls, const char *mode,
			       char *report, size_t size, double *cpu);

void overhead_calibrate(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (overhead_format == OVERHEAD_OFF || overhead_format == OVERHEAD_RAW)
		return;
	catch_interrupts(true);
	calibrate();
	catch_interrupts(false);
}

/* One calibration run's figures per call: wall and CPU time (<0 if unknown),
 * and systrace's own work as it timed it (traced runs). */
struct cal_run {
	double wall, cpu, own;
};

/* The middle one of n runs by CPU time (by wall time unless every run has one). */
static struct cal_run middle_run(struct cal_run *r, unsigned int n)
{
	bool cpu = true;
	for (unsigned int i = 0; i < n; i++)
		cpu = cpu && r[i].cpu >= 0;
	for (unsigned int i = 1; i < n; i++)
		for (unsigned int j = i; j > 0 && (cpu ? r[j].cpu < r[j - 1].cpu
						       : r[j].wall < r[j - 1].wall); j--) {
			struct cal_run t = r[j];
			r[j] = r[j - 1];
			r[j - 1] = t;
		}
	return r[n / 2];
}

/*
 * Every figure is the middle one of CAL_RUNS runs: one short run is one
 * sample of a machine that drifts (another program, the consumer draining or
 * not in the in-process modes: a call's cost moves by half), and the report
 * is a difference of such figures.
 */
#define CAL_RUNS 3

static void calibrate(void)
{
	const char *loop = calibrate_path();
	if (!loop) {
		cal.failed = "systrace-calibrate not found";
		return;
	}
	char calls[32];
	snprintf(calls, sizeof(calls), "%d", CALIBRATE_CALLS);

	char *plain[] = { (char *)loop, calls, NULL };
	struct cal_run r[CAL_RUNS];
	unsigned int ok = 0;
	for (unsigned int i = 0; i < CAL_RUNS; i++) {
		r[ok].own = 0;
		r[ok].wall = run_calibration(plain, NULL, 0, &r[ok].cpu);
		if (r[ok].wall >= 0)
			ok++;
	}
	/* The same loop under systrace in this mode, with the options that change the
	 * per-event work, output thrown away and the raw counters on stderr. */
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n <= 0 || !ok) {
		cal.failed = "cannot run the untraced calibration loop";
		return;
	}
	struct cal_run m = middle_run(r, ok);
	cal.untraced = m.wall;
	cal.untraced_cpu = m.cpu;
	self[n] = '\0';
	char report[1024] = "";
	ok = 0;
	for (unsigned int i = 0; i < CAL_RUNS; i++) {
		double cpu = -1;
		double wall = calibrate_traced(self, loop, calls, mode_name(), report,
					       sizeof(report), &cpu);
		uint64_t events = json_u64(report, "syscalls_seen");
		if (wall < 0 || !events)
			continue;
		r[ok].wall = wall;
		r[ok].cpu = cpu;
		r[ok].own = (double)json_u64(report, "own_ns") / events;
		ok++;
	}
	if (!ok) {
		cal.traced = -1;
		cal.failed = "the traced calibration run failed";
		return;
	}
	m = middle_run(r, ok);
	cal.traced = m.wall;
	cal.traced_cpu = m.cpu;
	cal.own_per_event = m.own;
	/* -m rewrite: the loop's site was rewritten at its first call, so that run
	 * timed the rewritten path; a trap's price comes from the same loop
	 * trapped at every call. */
	if (opts.rewrite) {
		ok = 0;
		for (unsigned int i = 0; i < CAL_RUNS; i++) {
			r[ok].own = 0;
			r[ok].wall = calibrate_traced(self, loop, calls, "buffered", report,
						      sizeof(report), &r[ok].cpu);
			if (r[ok].wall >= 0)
				ok++;
		}
		if (ok) {
			m = middle_run(r, ok);
			cal.trapped = m.wall;
			cal.trapped_cpu = m.cpu;
		}
	}
	calibrate_ftrace(loop);
	cal.done = true;
}

/*
 * The buffered modes' traced runs: 4 times the calls, and a ring of CAL_RING
 * bytes (the smallest but one). A short run in the default ring writes only
 * memory its process maps for the first time (a page fault every 32 records,
 * before the library mapped the ring a chunk at a time; still the first lap's
 * cost), where a long run pays that once: the calibration overstated the
 * program's cost, by a third with the faults. On a small ring the loop laps
 * many times and systrace drains beside it, as in a long run (measured: 361
 * to 390 ns a call, against 389 to 391 in a run of 200000 calls, and 419 to
 * 557 in the default ring; with the ring mapped by chunks, 340 to 360 and
 * 354 to 398, against 378 to 384).
 */
#define CAL_RING "262144"

/* The calibration loop under systrace -m mode, with the options that change the
 * per-event work, output thrown away and the raw counters in report. Per-call
 * wall time (<0 on failure); *cpu the loop thread's CPU time. */
static double calibrate_traced(char *self, const char *loop, char *calls, const char *mode,
			       char *report, size_t size, double *cpu)
{
	char strlimit[32], *targv[32], more[32];
	bool buffered = strcmp(mode, "buffered") == 0 || strcmp(mode, "rewrite") == 0;
	if (buffered) {
		snprintf(more, sizeof(more), "%ld", 4 * strtol(calls, NULL, 10));
		calls = more;
	}
	int k = 0;
	snprintf(strlimit, sizeof(strlimit), "%u", opts.max_strlen);
	targv[k++] = self;
	targv[k++] = "-m";
	targv[k++] = (char *)mode;
	targv[k++] = "-qq";
	targv[k++] = "-o";
	targv[k++] = "/dev/null";
	targv[k++] = "--overhead=raw";
	targv[k++] = "-s";
	targv[k++] = strlimit;
	if (opts.follow)
		targv[k++] = "-f";
	if (opts.seccomp_bpf) {
		targv[k++] = "--seccomp-bpf";
		targv[k++] = "-e";
		targv[k++] = "trace=ioctl";
	}
	if (opts.verbose)
		targv[k++] = "-v";
	if (opts.xflag)
		targv[k++] = opts.xflag > 1 ? "-xx" : "-x";
	if (opts.decode_fds)
		targv[k++] = "-y";
	if (opts.timestamps)
		targv[k++] = opts.timestamps == 1 ? "-t" : opts.timestamps == 2 ? "-tt" : "-ttt";
	if (opts.relative_timestamps)
		targv[k++] = "-r";
	if (opts.syscall_times)
		targv[k++] = "-T";
	if (opts.stack_trace)
		targv[k++] = "-k";
	targv[k++] = "--";
	targv[k++] = (char *)loop;
	targv[k++] = calls;
	targv[k] = NULL;
	report[0] = '\0';
	const char *ring = getenv("SYSTRACE_RING_SIZE");
	char *saved = ring ? xstrdup(ring) : NULL;
	if (buffered)
		setenv("SYSTRACE_RING_SIZE", CAL_RING, 1);
	double v = run_calibration(targv, report, size, cpu);
	if (saved) {
		setenv("SYSTRACE_RING_SIZE", saved, 1);
		free(saved);
	} else {
		unsetenv("SYSTRACE_RING_SIZE");
	}
	return v;
}

/* Own work per syscall number, so -c can show what tracing each syscall cost. */
static uint64_t own_ns_by_nr[SYSCALL_NR_MAX];

/* Records the buffered backends timed (two clock reads each). */
static uint64_t own_notes;

void overhead_note_own(int nr, uint64_t ns)
{
	own_notes++;
	overhead.own_ns += ns;
	if (nr >= 0 && nr < SYSCALL_NR_MAX)
		own_ns_by_nr[nr] += ns;
}

static uint64_t process_cpu_ns(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) < 0)
		return 0;
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* One CPU for systrace and the program (taskset, cpusets, a one-CPU machine): a program
 * systrace starts inherits the mask; one it attaches to must have the same. Then
 * systrace's work runs only when the program does not. */
static bool single_cpu(void)
{
	cpu_set_t set, theirs;
	if (sched_getaffinity(0, sizeof(set), &set) < 0 || CPU_COUNT(&set) != 1)
		return false;
	if (opts.argv)
		return true;
	for (unsigned int i = 0; i < opts.nattach; i++)
		if (sched_getaffinity(opts.attach_pids[i], sizeof(theirs), &theirs) < 0 ||
		    !CPU_EQUAL(&set, &theirs))
			return false;
	return true;
}

/*
 * What one now_mono_ns() costs systrace, the lowest mean of a few batches. The
 * buffered backends time each record (two reads) only because --overhead is on:
 * on the program's CPU that time is in systrace's CPU time but not in a run
 * without --overhead, whose cost the report estimates.
 */
static double clock_read_ns;

static void measure_clock_read(void)
{
	double best = -1;
	for (int b = 0; b < 5; b++) {
		uint64_t t0 = process_cpu_ns();
		volatile uint64_t sink = 0;
		for (int i = 0; i < 1000; i++)
			sink += now_mono_ns();
		uint64_t t1 = process_cpu_ns();
		double mean = (double)(t1 - t0) / 1000;
		if (best < 0 || mean < best)
			best = mean;
	}
	clock_read_ns = best > 0 ? best : 0;
}

void overhead_begin(void)
{
	if (opts.mode == MODE_BUFFERED && overhead_format != OVERHEAD_OFF)
		measure_clock_read();
	overhead.start_ns = now_mono_ns();
	cpu_at_begin_ns = process_cpu_ns();
	consumer_shares_cpu = single_cpu();
}

/* Freeze systrace's CPU time at the end of the run (the report's own work excluded). */
static void note_consumer_cpu(void)
{
	if (!consumer_cpu_ns) {
		uint64_t now = process_cpu_ns();
		consumer_cpu_ns = now > cpu_at_begin_ns ? now - cpu_at_begin_ns : 1;
	}
}

void overhead_child_rusage(const struct rusage *ru)
{
	overhead.rusage = *ru;
	overhead.have_rusage = true;
}

/* The loop thread's CPU time was measured, untraced and traced. */
static bool have_cpu_calibration(void)
{
	return cal.traced_cpu > 0 && cal.untraced_cpu > 0;
}

/*
 * What one traced syscall costs the program itself, from the calibration.
 *
 * On one CPU shared by systrace and the program, time is CPU time: the program's run
 * is stretched by the CPU time its own thread spends on the trap (the loop thread's
 * CPU time, traced minus untraced) plus all of systrace's (own_added_ns). CPU time
 * leaves out what other programs took from the loop meanwhile, which a wall-clock
 * calibration on a busy machine would count as tracing.
 *
 * Otherwise (systrace on another CPU): ptrace and seccomp wait for systrace, so the
 * wall time of the calibration loop minus systrace's own work is the trap, stop and
 * resume; buffered mode's trap and record are the program thread's own work, its CPU
 * time, while systrace's work runs beside it.
 */
static double trap_per_stop_ns(void)
{
	if (have_cpu_calibration() && (consumer_shares_cpu || opts.mode == MODE_BUFFERED))
		return cal.traced_cpu > cal.untraced_cpu ? cal.traced_cpu - cal.untraced_cpu : 0;
	double trap = cal.traced - cal.untraced;
	if (opts.mode != MODE_BUFFERED)
		trap -= cal.own_per_event;
	return trap > 0 ? trap : 0;
}

/*
 * systrace's own work that the program waited for: on the program's CPU, all of
 * systrace's CPU time during the run (buffered mode: draining, decoding, formatting,
 * writing, wake-ups; the others: everything between a stop and the resume, and the
 * rest). Otherwise ptrace and seccomp wait for what systrace timed between learning
 * of a stop and resuming the task; buffered mode does not wait.
 */
static double own_added_ns(void)
{
	if (consumer_shares_cpu) {
		note_consumer_cpu();
		double cpu = (double)consumer_cpu_ns;
		if (opts.mode == MODE_BUFFERED)
			cpu -= 2 * clock_read_ns * own_notes;
		return cpu > 0 ? cpu : 0;
	}
	return opts.mode == MODE_BUFFERED ? 0 : (double)overhead.own_ns;
}

/* Syscalls that paid a trap: those that stopped, or were recorded. */
static uint64_t trapping_syscalls(void)
{
	return overhead.syscalls_seen;
}

/*
 * -m rewrite: what one SIGSYS trap adds to a call on the rewritten path (the
 * calibration loop trapped at every call minus rewritten), in the same clock as
 * trap_per_stop_ns. Every recorded call is charged the rewritten path; a trap
 * (a site's first call, every call of a site kept trapped) this on top.
 */
static double trap_extra_ns(void)
{
	double d;
	if (have_cpu_calibration() && cal.trapped_cpu > 0)
		d = cal.trapped_cpu - cal.traced_cpu;
	else if (cal.trapped > 0)
		d = cal.trapped - cal.traced;
	else
		return 0;
	return d > 0 ? d : 0;
}

/* -m rewrite: the traps and the rewriting, all of it the programs' own time. */
static double rewrite_added_ns(void)
{
	if (!have_rw)
		return 0;
	return rw.traps * trap_extra_ns() + (double)rw.rewrite_ns;
}

static double added_total_ns(void)
{
	return trapping_syscalls() * trap_per_stop_ns() + rewrite_added_ns() + own_added_ns();
}

double overhead_added_per_syscall_ns(void)
{
	if (!cal.done || !overhead.syscalls_traced)
		return 0;
	return added_total_ns() / overhead.syscalls_traced;
}

double overhead_added_for_syscall_ns(int nr, uint64_t calls)
{
	if (!cal.done || nr < 0 || nr >= SYSCALL_NR_MAX)
		return 0;
	/* Its share of systrace's own work, in proportion to the time timed for it. */
	double own = overhead.own_ns ? own_added_ns() * own_ns_by_nr[nr] / overhead.own_ns : 0;
	return calls * trap_per_stop_ns() + own;
}

static double per(uint64_t n, uint64_t d)
{
	return d ? (double)n / d : 0;
}

static void print_command(FILE *fp, bool json)
{
	if (!opts.argv) {
		for (unsigned int i = 0; i < opts.nattach; i++)
			fprintf(fp, "%spid %d", i ? ", " : "", opts.attach_pids[i]);
		return;
	}
	for (char **a = opts.argv; *a; a++) {
		if (a != opts.argv)
			fputc(' ', fp);
		if (!json) {
			fputs(*a, fp);
			continue;
		}
		for (const char *c = *a; *c; c++) {
			if (*c == '"' || *c == '\\')
				fputc('\\', fp);
			if ((unsigned char)*c < ' ')
				fprintf(fp, "\\u%04x", *c);
			else
				fputc(*c, fp);
		}
	}
}

static uint64_t context_switches(void)
{
	return overhead.have_rusage ?
		(uint64_t)overhead.rusage.ru_nvcsw + (uint64_t)overhead.rusage.ru_nivcsw : 0;
}

/* One JSON line on stderr, for the calibration run that reads it; a failed write is
 * counted with the trace's. */
static void report_raw(void)
{
	clearerr(stderr);
	errno = 0;
	fprintf(stderr, "{\"mode\":\"%s\",\"syscalls_seen\":%llu,\"syscalls_traced\":%llu,"
		"\"stops\":%llu,\"own_ns\":%llu,\"wall_ns\":%llu,\"context_switches\":%llu}\n",
		mode_name(), (unsigned long long)overhead.syscalls_seen,
		(unsigned long long)overhead.syscalls_traced, (unsigned long long)overhead.stops,
		(unsigned long long)overhead.own_ns,
		(unsigned long long)(overhead.end_ns - overhead.start_ns),
		(unsigned long long)context_switches());
	if (fflush(stderr) == EOF || ferror(stderr))
		output_lost(NULL, errno ? errno : EIO, 1);
}


/* The traps after warm-up: those that did not rewrite their site (kept or
 * failed sites, and a site's first calls in other threads meanwhile). */
static uint64_t traps_after_warmup(void)
{
	return rw.traps > rw.rewritten ? rw.traps - rw.rewritten : 0;
}

static void report_rewrite_text(FILE *fp, uint64_t seen)
{
	if (!have_rw) {
		fprintf(fp, "  %-29s unknown (the library's counters are unreadable)\n",
			"signals (SIGSYS traps)");
		return;
	}
	fprintf(fp, "  %-29s %-8llu (%.3g per syscall; %.3g after warm-up)\n",
		"signals (SIGSYS traps)", (unsigned long long)rw.traps, per(rw.traps, seen),
		per(traps_after_warmup(), seen));
	fprintf(fp, "  %-29s %llu rewritten; traps at sites kept trapped %llu (red zone %llu, "
		"no unwind tables %llu, undecodable %llu), at sites that could not be "
		"rewritten %llu\n", "syscall sites",
		(unsigned long long)rw.rewritten, (unsigned long long)rw.kept,
		(unsigned long long)rw.kept_redzone, (unsigned long long)rw.kept_nounwind,
		(unsigned long long)rw.kept_undecodable, (unsigned long long)rw.failed);
}

static void report_text(FILE *fp)
{
	double wall = (overhead.end_ns - overhead.start_ns) / 1e9;
	uint64_t traced = overhead.syscalls_traced, seen = overhead.syscalls_seen;
	fprintf(fp, "systrace: probe effect of -m %s on: ", mode_name());
	print_command(fp, false);
	fputc('\n', fp);
	fprintf(fp, "  %-29s %.3g s\n", "wall time, traced", wall);
	fprintf(fp, "  %-29s %llu / %llu\n", "syscalls traced / seen", (unsigned long long)traced,
		(unsigned long long)seen);
	fprintf(fp, "  %-29s %-8llu (%.1f per syscall)\n", "tracee stops",
		(unsigned long long)overhead.stops, per(overhead.stops, seen));
	if (overhead.have_rusage)
		fprintf(fp, "  %-29s %-8llu (%.1f per syscall; tracee voluntary+involuntary)\n",
			"context switches", (unsigned long long)context_switches(),
			per(context_switches(), seen));
	else
		fprintf(fp, "  %-29s unknown (systrace did not start the program)\n",
			"context switches");
	if (opts.rewrite)
		report_rewrite_text(fp, seen);
	if (!cal.done) {
		fprintf(fp, "  %-29s unavailable: %s\n", "estimates",
			cal.failed ? cal.failed : "no calibration");
		return;
	}
	double added = overhead_added_per_syscall_ns();
	double trap = traced ? trapping_syscalls() * trap_per_stop_ns() / traced : 0;
	double own = traced ? own_added_ns() / traced : 0;
	double traps = traced ? rewrite_added_ns() / traced : 0;
	if (opts.rewrite)
		fprintf(fp, "  %-29s %.3g us  = rewritten call and record in the program %.3g us "
			"+ traps and rewriting %.3g us + systrace's work%s %.3g us\n",
			"added per traced syscall", added / 1e3, trap / 1e3, traps / 1e3,
			consumer_shares_cpu ? " on its CPU" : " (on another CPU: none)",
			own / 1e3);
	else if (opts.mode == MODE_BUFFERED && consumer_shares_cpu)
		fprintf(fp, "  %-29s %.3g us  = trap and record in the program %.3g us + "
			"systrace's work on its CPU %.3g us\n", "added per traced syscall",
			added / 1e3, trap / 1e3, own / 1e3);
	else if (opts.mode == MODE_BUFFERED)
		fprintf(fp, "  %-29s %.3g us  = trap and record in the program; systrace's own "
			"work %.3g us runs beside it on another CPU\n", "added per traced syscall",
			added / 1e3, (double)consumer_cpu_ns / traced / 1e3);
	else
		fprintf(fp, "  %-29s %.3g us  = trap/stop/resume %.3g us + systrace's own work "
			"%.3g us\n", "added per traced syscall", added / 1e3, trap / 1e3, own / 1e3);
	double untraced = wall - added_total_ns() / 1e9;
	if (untraced <= 0)
		fprintf(fp, "  %-29s under the measurement's resolution\n", "estimated untraced time");
	else
		fprintf(fp, "  %-29s %.3g s\n  %-29s %.3gx\n", "estimated untraced time", untraced,
			"estimated slowdown", wall / untraced);
	if (cal.ftrace >= 0)
		fprintf(fp, "  %-29s %.3g us per syscall, measured now\n",
			"in-kernel reference (ftrace)", (cal.ftrace - cal.untraced) / 1e3);
	else
		fprintf(fp, "  %-29s unavailable: %s\n", "in-kernel reference (ftrace)",
			cal.ftrace_why ? cal.ftrace_why : "not measured");
}

static void report_json(FILE *fp)
{
	uint64_t traced = overhead.syscalls_traced, seen = overhead.syscalls_seen;
	double wall_ns = (double)(overhead.end_ns - overhead.start_ns);
	fprintf(fp, "{\"mode\": \"%s\", \"command\": \"", mode_name());
	print_command(fp, true);
	fprintf(fp, "\", \"wall_ns\": %.0f, \"syscalls_traced\": %llu, \"syscalls_seen\": %llu, "
		"\"stops\": %llu, \"stops_per_syscall\": %.3f, ", wall_ns,
		(unsigned long long)traced, (unsigned long long)seen,
		(unsigned long long)overhead.stops, per(overhead.stops, seen));
	if (overhead.have_rusage)
		fprintf(fp, "\"context_switches\": %llu, \"context_switches_per_syscall\": %.3f, ",
			(unsigned long long)context_switches(), per(context_switches(), seen));
	else
		fprintf(fp, "\"context_switches\": null, \"context_switches_per_syscall\": null, ");
	fprintf(fp, "\"own_ns\": %llu, ", (unsigned long long)overhead.own_ns);
	if (overhead.have_rusage)
		fprintf(fp, "\"program_cpu_ns\": %llu, ", (unsigned long long)
			((overhead.rusage.ru_utime.tv_sec + overhead.rusage.ru_stime.tv_sec) *
			 1000000000ull + (overhead.rusage.ru_utime.tv_usec +
					  overhead.rusage.ru_stime.tv_usec) * 1000ull));
	else
		fprintf(fp, "\"program_cpu_ns\": null, ");
	if (opts.rewrite && have_rw)
		fprintf(fp, "\"signals\": %llu, \"signals_per_syscall\": %.4f, "
			"\"signals_after_warmup_per_syscall\": %.4f, \"sites_rewritten\": %llu, "
			"\"traps_kept\": %llu, \"traps_kept_redzone\": %llu, "
			"\"traps_kept_nounwind\": %llu, \"traps_kept_undecodable\": %llu, "
			"\"traps_failed\": %llu, \"rewrite_ns\": %llu, ",
			(unsigned long long)rw.traps, per(rw.traps, seen),
			per(traps_after_warmup(), seen), (unsigned long long)rw.rewritten,
			(unsigned long long)rw.kept, (unsigned long long)rw.kept_redzone,
			(unsigned long long)rw.kept_nounwind, (unsigned long long)rw.kept_undecodable,
			(unsigned long long)rw.failed, (unsigned long long)rw.rewrite_ns);
	else if (opts.rewrite)
		fprintf(fp, "\"signals\": null, \"sites_rewritten\": null, ");
	if (!cal.done) {
		fprintf(fp, "\"calibration\": null, \"calibration_error\": \"%s\"}\n",
			cal.failed ? cal.failed : "no calibration");
		return;
	}
	double added_total = added_total_ns();
	fprintf(fp, "\"calibration\": {\"untraced_ns\": %.1f, \"traced_ns\": %.1f, "
		"\"untraced_cpu_ns\": %.1f, \"traced_cpu_ns\": %.1f, "
		"\"own_ns_per_event\": %.1f, \"trap_ns\": %.1f", cal.untraced, cal.traced,
		cal.untraced_cpu, cal.traced_cpu, cal.own_per_event, trap_per_stop_ns());
	if (opts.rewrite)
		fprintf(fp, ", \"trapped_ns\": %.1f, \"trapped_cpu_ns\": %.1f, "
			"\"signal_ns\": %.1f", cal.trapped, cal.trapped_cpu, trap_extra_ns());
	fputs("}, ", fp);
	/* own: what systrace's own work added (buffered: its CPU time, if on the
	 * program's CPU). */
	double own = own_added_ns();
	fprintf(fp, "\"added_per_syscall_ns\": %.1f, \"added_total_ns\": %.0f, "
		"\"trap_per_syscall_ns\": %.1f, \"own_per_syscall_ns\": %.1f, "
		"\"systrace_cpu_ns\": %llu, \"systrace_shares_cpu\": %s, ",
		overhead_added_per_syscall_ns(), added_total,
		traced ? trapping_syscalls() * trap_per_stop_ns() / traced : 0,
		traced ? own / traced : 0, (unsigned long long)consumer_cpu_ns,
		consumer_shares_cpu ? "true" : "false");
	double untraced = wall_ns - added_total;
	if (untraced > 0)
		fprintf(fp, "\"estimated_untraced_ns\": %.0f, \"estimated_slowdown\": %.3f, ",
			untraced, wall_ns / untraced);
	else
		fprintf(fp, "\"estimated_untraced_ns\": null, \"estimated_slowdown\": null, ");
	if (cal.ftrace >= 0)
		fprintf(fp, "\"ftrace_per_syscall_ns\": %.1f}\n", cal.ftrace - cal.untraced);
	else
		fprintf(fp, "\"ftrace_per_syscall_ns\": null, \"ftrace_unavailable\": \"%s\"}\n",
			cal.ftrace_why ? cal.ftrace_why : "not measured");
}

void overhead_report(FILE *trace_out)
{
	if (overhead_format == OVERHEAD_OFF)
		return;
	if (!overhead.end_ns)
		overhead.end_ns = now_mono_ns();
	note_consumer_cpu();
	if (opts.rewrite)
		have_rw = rewrite_mode_counters(&rw) == 0;
	switch (overhead_format) {
	case OVERHEAD_RAW:
		report_raw();
		break;
	case OVERHEAD_JSON:
		report_json(trace_out);
		break;
	default:
		report_text(trace_out);
	}
}
