/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The tracers, and one run of the loop under one of them.
 *
 * Two kinds: in-kernel tracers (ftrace, bpftrace) are armed for the loop's pid
 * before the loop starts and disarmed after; process tracers (perf trace,
 * strace, systrace) run the loop as their child, writing their trace to
 * /dev/null. Either way the loop is a fresh exec of this program, in its own
 * process group, started only once the tracer is ready (it waits on a pipe
 * until then), and reports through a memfd: nothing parses a tracer's output.
 *
 * A tracer that cannot run here (not installed, not permitted, a systrace mode
 * not in this version) is found out by trying: if the loop never started, the
 * tracer is skipped, with the last line it wrote on stderr as the reason.
 */
#include "config.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

enum tracer_kind {
	KIND_NONE,		/* the loop alone */
	KIND_ARMED,		/* in-kernel, armed for the loop's pid */
	KIND_EXEC,		/* runs the loop as its child */
};

struct tracer {
	const char *name;
	enum tracer_kind kind;
	const char *summary;
	/* KIND_NONE: the loop switches Syscall User Dispatch on (--child-sud) */
	bool sud;
	/* KIND_ARMED */
	int (*arm)(pid_t pid, char *reason, size_t len);
	int (*disarm)(long long *events, char *reason, size_t len);
	/* KIND_EXEC: the program (found in PATH, or by systrace_path) and its options */
	const char *program;
	const char *args[8];
	/*
	 * Options for a second try, when the first failed in silence because the
	 * tracer writes its errors where its trace goes (perf trace -o does).
	 */
	const char *probe_args[8];
};

static const struct tracer tracers[TRACER_COUNT] = {
	[TRACER_NONE] = {
		.name = "none", .kind = KIND_NONE,
		.summary = "no tracer: the baseline, always measured",
	},
	[TRACER_FTRACE] = {
		.name = "ftrace", .kind = KIND_ARMED,
		.summary = "tracefs events syscalls:sys_{enter,exit}_ioctl, set_event_pid, private instance",
		.arm = ftrace_arm, .disarm = ftrace_disarm,
	},
	[TRACER_BPFTRACE] = {
		.name = "bpftrace", .kind = KIND_ARMED,
		.summary = "bpftrace: count() on tracepoint syscalls:sys_enter_ioctl for the loop's pid",
		.arm = bpftrace_arm, .disarm = bpftrace_disarm,
	},
	[TRACER_PERF] = {
		.name = "perf", .kind = KIND_EXEC,
		.summary = "perf trace -e ioctl -o /dev/null",
		.program = "perf", .args = { "trace", "-e", "ioctl", "-o", "/dev/null" },
		.probe_args = { "trace", "-e", "ioctl", "-o", "/proc/self/fd/2" },
	},
	[TRACER_STRACE] = {
		.name = "strace", .kind = KIND_EXEC,
		.summary = "strace -o /dev/null",
		.program = "strace", .args = { "-o", "/dev/null" },
	},
	[TRACER_SYSTRACE_PTRACE] = {
		.name = "systrace-ptrace", .kind = KIND_EXEC,
		.summary = "systrace -m ptrace -o /dev/null",
		.program = "systrace", .args = { "-m", "ptrace", "-o", "/dev/null" },
	},
	[TRACER_SYSTRACE_SECCOMP] = {
		.name = "systrace-seccomp", .kind = KIND_EXEC,
		.summary = "systrace -m seccomp -o /dev/null",
		.program = "systrace", .args = { "-m", "seccomp", "-o", "/dev/null" },
	},
	[TRACER_SYSTRACE_BUFFERED] = {
		.name = "systrace-buffered", .kind = KIND_EXEC,
		.summary = "systrace -m buffered -o /dev/null",
		.program = "systrace", .args = { "-m", "buffered", "-o", "/dev/null" },
	},
	[TRACER_SYSTRACE_REWRITE] = {
		.name = "systrace-rewrite", .kind = KIND_EXEC,
		.summary = "systrace -m rewrite -o /dev/null (needs vm.mmap_min_addr=0)",
		.program = "systrace", .args = { "-m", "rewrite", "-o", "/dev/null" },
	},
	[TRACER_SYSTRACE_REWRITE_UNTRACED] = {
		.name = "systrace-rewrite-untraced", .kind = KIND_EXEC,
		.summary = "systrace -m rewrite -e trace=none -o /dev/null: ioctl on a rewritten "
			   "site, not recorded",
		.program = "systrace",
		.args = { "-m", "rewrite", "-e", "trace=none", "-o", "/dev/null" },
	},
	[TRACER_SUD_EXEMPT] = {
		.name = "sud-exempt", .kind = KIND_NONE, .sud = true,
		.summary = "no tracer; the loop has Syscall User Dispatch on, every address "
			   "exempt: the kernel's floor under buffered and rewrite modes",
	},
};

const char *tracer_name(enum tracer_id id)
{
	return tracers[id].name;
}

const char *tracer_summary(enum tracer_id id)
{
	return tracers[id].summary;
}

int tracer_lookup(const char *name)
{
	for (int i = 0; i < TRACER_COUNT; i++)
		if (strcmp(name, tracers[i].name) == 0)
			return i;
	return -1;
}

static bool is_executable(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

int find_in_path(const char *name, char *path, size_t len)
{
	const char *p = getenv("PATH");

	if (!p || !*p)
		p = "/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin";
	while (*p) {
		size_t n = strcspn(p, ":");

		/* An empty PATH element is the current directory. */
		if ((size_t)snprintf(path, len, "%.*s%s%s", (int)n, p, n ? "/" : "", name) < len &&
		    is_executable(path))
			return 0;
		p += n;
		if (*p == ':')
			p++;
	}
	return -ENOENT;
}

/*
 * The systrace to run: $SYSTRACE, else ../../src/systrace from this program
 * (the build tree), else systrace in PATH. Returns 0 or -ENOENT with a reason.
 */
static int systrace_path(const struct config *cfg, char *path, size_t len,
			 char *reason, size_t rlen)
{
	const char *env = getenv("SYSTRACE");
	char dir[PATH_MAX];
	char *slash;

	if (env && *env) {
		if (!is_executable(env)) {
			snprintf(reason, rlen, "$SYSTRACE (%s) is not an executable", env);
			return -ENOENT;
		}
		snprintf(path, len, "%s", env);
		return 0;
	}
	snprintf(dir, sizeof(dir), "%s", cfg->self);
	slash = strrchr(dir, '/');
	if (slash) {
		*slash = '\0';
		if ((size_t)snprintf(path, len, "%s/../../src/systrace", dir) < len &&
		    is_executable(path))
			return 0;
	}
	if (find_in_path("systrace", path, len) == 0)
		return 0;
	snprintf(reason, rlen, "no systrace binary (set $SYSTRACE, build src/systrace, or install it)");
	return -ENOENT;
}

/* The program a process tracer runs; 0, or -ENOENT with a reason. */
static int exec_program(const struct config *cfg, const struct tracer *t,
			char *path, size_t len, char *reason, size_t rlen)
{
	if (strcmp(t->program, "systrace") == 0)
		return systrace_path(cfg, path, len, reason, rlen);
	if (find_in_path(t->program, path, len) == 0)
		return 0;
	snprintf(reason, rlen, "%s is not installed (Debian: apt-get install %s)", t->program,
		 strcmp(t->program, "perf") == 0 ? "linux-perf" : t->program);
	return -ENOENT;
}

/*
 * The child: waits for the go byte, then execs argv with stdout on /dev/null
 * and stderr into errfd. Does not return. EOF instead of the byte: give up.
 */
static void child_exec(int go, int errfd, char *const argv[], int cpu)
{
	ssize_t n;
	char c;
	int null;

	setpgid(0, 0);
	if (cpu >= 0) {
		/* --tracer-cpu: the tracer here; the loop it starts goes back (--child-cpu). */
		cpu_set_t set;

		CPU_ZERO(&set);
		CPU_SET(cpu, &set);
		sched_setaffinity(0, sizeof(set), &set);
	}
	null = open("/dev/null", O_WRONLY);
	if (null >= 0)
		dup2(null, STDOUT_FILENO);
	dup2(errfd, STDERR_FILENO);
	sigprocmask(SIG_SETMASK, &orig_mask, NULL);
	do
		n = read(go, &c, 1);
	while (n < 0 && errno == EINTR);
	if (n != 1 || c != 'g')
		_exit(0);
	execv(argv[0], argv);
	fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

/* Describes a wait status for a reason line. */
static void describe_status(int status, char *buf, size_t len)
{
	if (WIFEXITED(status))
		snprintf(buf, len, "exited with status %d", WEXITSTATUS(status));
	else if (WIFSIGNALED(status))
		snprintf(buf, len, "killed by signal %d (%s)", WTERMSIG(status),
			 strsignal(WTERMSIG(status)));
	else
		snprintf(buf, len, "wait status 0x%x", status);
}

static void set_result(struct result *res, enum run_status st, const char *fmt, ...)
	ATTR_PRINTF(3, 4);

static void set_result(struct result *res, enum run_status st, const char *fmt, ...)
{
	va_list ap;

	res->status = st;
	va_start(ap, fmt);
	vsnprintf(res->reason, sizeof(res->reason), fmt, ap);
	va_end(ap);
}

/*
 * Runs the tracer's probe_args on "this program --version" with stderr into
 * errfd (emptied first), to learn why it would not run; the reason goes to line.
 */
static void probe_reason(const struct config *cfg, const struct tracer *t,
			 const char *program, int errfd, char *line, size_t len)
{
	char *argv[16];
	int argc = 0, status;
	pid_t pid;

	argv[argc++] = (char *)program;
	for (int i = 0; t->probe_args[i]; i++)
		argv[argc++] = (char *)t->probe_args[i];
	argv[argc++] = "--";
	argv[argc++] = (char *)cfg->self;
	argv[argc++] = "--version";
	argv[argc] = NULL;

	if (ftruncate(errfd, 0) < 0)
		return;
	pid = fork();
	if (pid < 0)
		return;
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		setpgid(0, 0);
		if (null >= 0)
			dup2(null, STDOUT_FILENO);
		dup2(errfd, STDERR_FILENO);
		sigprocmask(SIG_SETMASK, &orig_mask, NULL);
		execv(argv[0], argv);
		_exit(127);
	}
	setpgid(pid, pid);
	if (wait_child(pid, &status) < 0)
		kill_child(pid);
	last_line_of(errfd, line, len);
}

/*
 * Judges a finished run from the loop's report, the tracer's exit status and
 * what the tracer counted, then computes the statistics.
 */
static void judge(const struct config *cfg, const struct tracer *t, const char *program,
		  struct loop_report *rep, int status, int errfd, struct result *res)
{
	unsigned long calls = cfg->iterations + cfg->warmup;
	char how[128], line[256];

	describe_status(status, how, sizeof(how));
	last_line_of(errfd, line, sizeof(line));

	if (rep->magic != LOOP_MAGIC) {
		/* The loop never started: the tracer could not run it here. */
		if (t->kind == KIND_EXEC && !line[0] && t->probe_args[0])
			probe_reason(cfg, t, program, errfd, line, sizeof(line));
		if (t->kind == KIND_EXEC && line[0])
			set_result(res, RUN_SKIPPED, "%s", line);
		else
			set_result(res, RUN_FAILED, "the loop did not start (%s)%s%s", how,
				   line[0] ? ": " : "", line);
		return;
	}
	if (rep->sud_errno) {
		set_result(res, RUN_SKIPPED, "Syscall User Dispatch is not available: %s",
			   strerror(rep->sud_errno));
		return;
	}
	if (rep->open_errno) {
		set_result(res, RUN_FAILED, "cannot open %s: %s", target_path(cfg->target),
			   strerror(rep->open_errno));
		return;
	}
	if (rep->done != cfg->iterations) {
		set_result(res, RUN_FAILED, "the loop stopped early (%s)%s%s", how,
			   line[0] ? ": " : "", line);
		return;
	}
	if (rep->unexpected) {
		set_result(res, RUN_FAILED, "%llu of %lu calls did not %s (the first returned %lld%s%s)",
			   (unsigned long long)rep->unexpected, calls, target_expect(cfg->target),
			   (long long)rep->bad_ret, rep->bad_ret < 0 ? ", errno " : "",
			   rep->bad_ret < 0 ? strerror(rep->bad_errno) : "");
		return;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		set_result(res, RUN_FAILED, "%s %s after the loop%s%s", t->name, how,
			   line[0] ? ": " : "", line);
		return;
	}
	/* ftrace records an entry and an exit per call, bpftrace counts entries. */
	if (res->events >= 0) {
		unsigned long want = calls * (t->arm == ftrace_arm ? 2 : 1);

		if ((unsigned long long)res->events < want) {
			set_result(res, RUN_FAILED, "%s saw %lld events for %lu calls: it missed some",
				   t->name, res->events, calls);
			return;
		}
	}
	stats_compute(rep->samples, rep->done, &res->stats);
	res->status = RUN_OK;
}

void tracer_run(const struct config *cfg, enum tracer_id id, struct result *res)
{
	const struct tracer *t = &tracers[id];
	size_t size = loop_report_size(cfg->iterations);
	char program[PATH_MAX], out[64], iters[32], warm[32], cpu[16];
	char *argv[32];
	struct loop_report *rep = MAP_FAILED;
	int repfd = -1, errfd = -1, go[2] = { -1, -1 };
	int argc = 0, status = 0, err;
	pid_t pid = -1;

	memset(res, 0, sizeof(*res));
	res->events = -1;
	program[0] = '\0';

	if (t->kind == KIND_EXEC &&
	    exec_program(cfg, t, program, sizeof(program), res->reason, sizeof(res->reason)) < 0) {
		res->status = RUN_SKIPPED;
		return;
	}

	repfd = memfd_create("ioctl-bench-samples", MFD_CLOEXEC);
	errfd = memfd_create("ioctl-bench-stderr", MFD_CLOEXEC);
	if (repfd < 0 || errfd < 0 || ftruncate(repfd, (off_t)size) < 0 ||
	    pipe2(go, O_CLOEXEC) < 0) {
		set_result(res, RUN_FAILED, "cannot set up the run: %s", strerror(errno));
		goto out;
	}
	rep = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, repfd, 0);
	if (rep == MAP_FAILED) {
		set_result(res, RUN_FAILED, "cannot map %zu bytes for the samples: %s", size,
			   strerror(errno));
		goto out;
	}

	if (t->kind == KIND_EXEC) {
		argv[argc++] = program;
		for (int i = 0; t->args[i]; i++)
			argv[argc++] = (char *)t->args[i];
		argv[argc++] = "--";
	}
	snprintf(out, sizeof(out), "/proc/%d/fd/%d", (int)getpid(), repfd);
	snprintf(iters, sizeof(iters), "%lu", cfg->iterations);
	snprintf(warm, sizeof(warm), "%lu", cfg->warmup);
	argv[argc++] = (char *)cfg->self;
	argv[argc++] = "--child-loop";
	argv[argc++] = "--target";
	argv[argc++] = cfg->target == TARGET_MODULE ? "module" : "null";
	argv[argc++] = "--iterations";
	argv[argc++] = iters;
	argv[argc++] = "--warmup";
	argv[argc++] = warm;
	argv[argc++] = "--child-out";
	argv[argc++] = out;
	if (t->sud)
		argv[argc++] = "--child-sud";
	if (cfg->tracer_cpu >= 0 && cfg->cpu >= 0) {
		snprintf(cpu, sizeof(cpu), "%d", cfg->cpu);
		argv[argc++] = "--child-cpu";
		argv[argc++] = cpu;
	}
	argv[argc] = NULL;

	pid = fork();
	if (pid < 0) {
		set_result(res, RUN_FAILED, "fork: %s", strerror(errno));
		goto out;
	}
	if (pid == 0) {
		close(go[1]);
		child_exec(go[0], errfd, argv, t->kind == KIND_EXEC ? cfg->tracer_cpu : -1);
	}
	/* Both sides set the group, so it exists whichever runs first. */
	setpgid(pid, pid);
	close(go[0]);
	go[0] = -1;

	if (t->kind == KIND_ARMED) {
		err = t->arm(pid, res->reason, sizeof(res->reason));
		if (err) {
			/* Not started: closing the pipe makes the child exit unused. */
			res->status = err == -EINTR ? RUN_FAILED : RUN_SKIPPED;
			goto out;
		}
	}
	if (write(go[1], "g", 1) != 1) {
		set_result(res, RUN_FAILED, "cannot start the loop: %s", strerror(errno));
		goto disarm;
	}
	close(go[1]);
	go[1] = -1;

	err = wait_child(pid, &status);
	if (err == -EINTR) {
		kill_child(pid);
		pid = -1;
		set_result(res, RUN_FAILED, "interrupted");
		goto disarm;
	}
	pid = -1;
	if (err) {
		set_result(res, RUN_FAILED, "waitpid: %s", strerror(-err));
		goto disarm;
	}

disarm:
	if (t->kind == KIND_ARMED) {
		char reason[sizeof(res->reason)];

		reason[0] = '\0';
		err = t->disarm(&res->events, reason, sizeof(reason));
		if (err && res->status == RUN_NOT_RUN)
			set_result(res, RUN_FAILED, "%s", reason);
	}
	if (res->status == RUN_NOT_RUN)
		judge(cfg, t, program, rep, status, errfd, res);
	if (res->status == RUN_FAILED && errfd >= 0)
		dump_fd(errfd, t->name);
out:
	if (go[1] >= 0)
		close(go[1]);
	if (pid > 0)
		kill_child(pid);
	if (go[0] >= 0)
		close(go[0]);
	if (rep != MAP_FAILED)
		munmap(rep, size);
	if (repfd >= 0)
		close(repfd);
	if (errfd >= 0)
		close(errfd);
}
