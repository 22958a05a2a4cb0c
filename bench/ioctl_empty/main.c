/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * systrace-ioctl-bench: times an empty ioctl() untraced and under each tracer
 * (ftrace, bpftrace, perf trace, strace, systrace's modes), and prints what
 * each adds per call. See man/systrace-ioctl-bench.1.
 *
 * main() reads the options, pins the process (tracers and loops inherit the
 * pin, so tracer and tracee share one CPU), picks the target, runs each tracer
 * in turn and prints the results. Terminating signals are blocked except while
 * waiting, so a Ctrl-C always lands where the run can be undone (the loop
 * killed, tracefs restored) before the program dies of it.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "module/ioctl_empty.h"

#define DEFAULT_ITERATIONS 100000UL
#define MAX_ITERATIONS 50000000UL

volatile sig_atomic_t interrupted;
sigset_t wait_mask;
sigset_t orig_mask;

static const int end_signals[] = { SIGINT, SIGTERM, SIGHUP };

static const char usage_text[] =
"Usage: " PROGRAM_NAME " [OPTIONS]\n"
"Time an empty ioctl() untraced and under each tracer: what tracing one\n"
"system call costs (Gebai & Dagenais 2018, Table 5, on this machine).\n"
"\n"
"  -t, --tracer=LIST     comma-separated tracers, or all (the default);\n"
"                        none, the baseline, is always measured first:\n"
"%s"
"  -n, --iterations=N    timed calls per tracer (default %lu)\n"
"  -w, --warmup=N        untimed calls before them (default N/10)\n"
"  -r, --rounds=R        run the whole list of tracers R times, one after the\n"
"                        other, and show each tracer's median round (default 1):\n"
"                        ratios that a drifting machine moves less\n"
"  -c, --cpu=N|any       pin to CPU N, tracers included (default 0); any: do not pin\n"
"      --tracer-cpu=N    pin the tracers to CPU N and only the loop to --cpu: the\n"
"                        program's view when its tracer has a CPU of its own\n"
"      --target=T        auto (default): " IOCTL_EMPTY_PATH " if the module is\n"
"                        loaded, else /dev/null; module or null: only that one\n"
"      --csv             print the results as CSV\n"
"      --json            print the results and the machine as JSON\n"
"      --plot=FILE       also draw the added cost per tracer (FILE.svg or FILE.png,\n"
"                        log scale; needs gnuplot)\n"
"  -h, --help            this text\n"
"  -V, --version         the version\n"
"\n"
"Environment: SYSTRACE, the systrace to run (default: ../../src/systrace from\n"
"this program, else systrace in PATH).\n"
"Exit status: 0 every tracer measured or skipped (not installed, not permitted),\n"
"1 a tracer failed, 2 bad options.\n";

enum {
	OPT_TARGET = 256,
	OPT_CSV,
	OPT_JSON,
	OPT_PLOT,
	OPT_CHILD_LOOP,
	OPT_CHILD_OUT,
	OPT_CHILD_SUD,
	OPT_CHILD_CPU,
	OPT_TRACER_CPU,
};

/* Rounds kept in memory: each holds a result per tracer. */
#define MAX_ROUNDS 99

static bool child_cpu_given;	/* --child-cpu: the loop pins itself */
static bool child_sud;		/* --child-sud: the loop switches dispatch on (sud-exempt) */

static const struct option long_options[] = {
	{ "tracer", required_argument, NULL, 't' },
	{ "iterations", required_argument, NULL, 'n' },
	{ "warmup", required_argument, NULL, 'w' },
	{ "cpu", required_argument, NULL, 'c' },
	{ "tracer-cpu", required_argument, NULL, OPT_TRACER_CPU },
	{ "rounds", required_argument, NULL, 'r' },
	{ "target", required_argument, NULL, OPT_TARGET },
	{ "csv", no_argument, NULL, OPT_CSV },
	{ "json", no_argument, NULL, OPT_JSON },
	{ "plot", required_argument, NULL, OPT_PLOT },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	/* Internal: how the parent starts the measured loop. */
	{ "child-loop", no_argument, NULL, OPT_CHILD_LOOP },
	{ "child-out", required_argument, NULL, OPT_CHILD_OUT },
	{ "child-sud", no_argument, NULL, OPT_CHILD_SUD },
	{ "child-cpu", required_argument, NULL, OPT_CHILD_CPU },
	{ NULL, 0, NULL, 0 }
};

void msg(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", PROGRAM_NAME);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* A bad command line: one line on stderr, exit 2. */
static void __attribute__((noreturn)) ATTR_PRINTF(1, 2) usage_error(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", PROGRAM_NAME);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (see --help)\n");
	exit(EXIT_USAGE);
}

static void print_usage(void)
{
	char list[2048];
	size_t used = 0;

	for (int i = 0; i < TRACER_COUNT; i++)
		used += (size_t)snprintf(list + used, sizeof(list) - used,
					 "                          %-18s %s\n",
					 tracer_name(i), tracer_summary(i));
	printf(usage_text, list, DEFAULT_ITERATIONS);
}

/* Parses a count for option opt; exits with a usage error unless min <= N <= max. */
static unsigned long parse_count(const char *opt, const char *arg, unsigned long min,
				 unsigned long max)
{
	unsigned long long v;
	char *end;

	errno = 0;
	v = strtoull(arg, &end, 10);
	if (!*arg || *end || errno || arg[0] == '-' || v < min || v > max)
		usage_error("%s: '%s' is not a number from %lu to %lu", opt, arg, min, max);
	return (unsigned long)v;
}

/* Adds a comma-separated list of tracer names (or all) to cfg->tracers. */
static void parse_tracers(struct config *cfg, const char *arg)
{
	char buf[512], *tok, *save = NULL;
	int count = 0;

	if (strlen(arg) >= sizeof(buf))
		usage_error("--tracer: list too long");
	snprintf(buf, sizeof(buf), "%s", arg);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		int id;

		count++;
		if (strcmp(tok, "all") == 0) {
			cfg->tracers = (1u << TRACER_COUNT) - 1;
			continue;
		}
		id = tracer_lookup(tok);
		if (id < 0) {
			char names[512];
			size_t used = 0;

			for (int i = 0; i < TRACER_COUNT; i++)
				used += (size_t)snprintf(names + used, sizeof(names) - used, "%s, ",
							 tracer_name(i));
			usage_error("--tracer: unknown tracer '%s' (use %sor all)", tok, names);
		}
		cfg->tracers |= 1u << id;
	}
	if (!count)
		usage_error("--tracer: empty list");
}

/* Checks --cpu against the CPUs this process may run on; -1 for "any". */
static int parse_cpu(const char *arg)
{
	cpu_set_t allowed;
	unsigned long cpu;

	if (strcmp(arg, "any") == 0)
		return -1;
	cpu = parse_count("--cpu", arg, 0, CPU_SETSIZE - 1);
	if (sched_getaffinity(0, sizeof(allowed), &allowed) == 0 &&
	    !CPU_ISSET((int)cpu, &allowed)) {
		char list[256] = "";
		size_t used = 0;

		for (int i = 0; i < CPU_SETSIZE && used < sizeof(list) - 16; i++)
			if (CPU_ISSET(i, &allowed))
				used += (size_t)snprintf(list + used, sizeof(list) - used, "%s%d",
							 used ? "," : "", i);
		usage_error("--cpu: CPU %lu is not available here (CPUs allowed: %s)", cpu, list);
	}
	return (int)cpu;
}

static void on_signal(int sig)
{
	if (sig != SIGCHLD)
		interrupted = sig;
}

/*
 * Blocks the terminating signals and SIGCHLD except inside wait_child and
 * ppoll (wait_mask), so they are only ever seen at those points.
 */
static void setup_signals(void)
{
	struct sigaction sa;
	sigset_t block;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigemptyset(&block);
	for (size_t i = 0; i < sizeof(end_signals) / sizeof(end_signals[0]); i++) {
		sigaction(end_signals[i], &sa, NULL);
		sigaddset(&block, end_signals[i]);
	}
	/* SIGCHLD's default is to be discarded, which would not end sigsuspend. */
	sigaction(SIGCHLD, &sa, NULL);
	sigaddset(&block, SIGCHLD);
	sigprocmask(SIG_BLOCK, &block, &orig_mask);
	wait_mask = orig_mask;
	for (size_t i = 0; i < sizeof(end_signals) / sizeof(end_signals[0]); i++)
		sigdelset(&wait_mask, end_signals[i]);
	sigdelset(&wait_mask, SIGCHLD);
}

/* After the runs: signals act as usual again (nothing is left to undo). */
static void restore_signals(void)
{
	signal(SIGCHLD, SIG_DFL);
	for (size_t i = 0; i < sizeof(end_signals) / sizeof(end_signals[0]); i++)
		signal(end_signals[i], SIG_DFL);
	sigprocmask(SIG_SETMASK, &orig_mask, NULL);
}

int wait_child(pid_t pid, int *status)
{
	for (;;) {
		pid_t r = waitpid(pid, status, WNOHANG);

		if (r == pid)
			return 0;
		if (r < 0 && errno != EINTR)
			return -errno;
		if (interrupted)
			return -EINTR;
		sigsuspend(&wait_mask);
	}
}

void kill_child(pid_t pid)
{
	int status;

	kill(-pid, SIGKILL);
	kill(pid, SIGKILL);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
}

/* Reads up to len - 1 bytes of memfd fd from its start; returns the count. */
static size_t read_memfd(int fd, char *buf, size_t len, off_t *size)
{
	struct stat st;
	off_t from = 0;
	ssize_t n;

	if (fstat(fd, &st) < 0)
		st.st_size = 0;
	/* The end is what matters: that is where a tracer says why it stopped. */
	if (st.st_size > (off_t)len - 1)
		from = st.st_size - ((off_t)len - 1);
	if (size)
		*size = st.st_size;
	n = pread(fd, buf, len - 1, from);
	if (n < 0)
		n = 0;
	buf[n] = '\0';
	return (size_t)n;
}

void last_line_of(int fd, char *buf, size_t len)
{
	char data[8192];
	size_t n = read_memfd(fd, data, sizeof(data), NULL);
	char *start = NULL;

	/* The last line that says something: blank lines and perf's "Hint:" lines do not. */
	for (;;) {
		while (n && strchr("\n\r \t", data[n - 1]))
			data[--n] = '\0';
		if (!n)
			break;
		start = strrchr(data, '\n');
		start = start ? start + 1 : data;
		start += strspn(start, " \t");
		if (strncmp(start, "Hint:", 5) != 0)
			break;
		n = (size_t)(start - data);
		data[n] = '\0';
		start = NULL;
	}
	snprintf(buf, len, "%s", start ? start : "");
	for (char *p = buf; *p; p++)
		if (*p == '\t')
			*p = ' ';
}

void dump_fd(int fd, const char *prefix)
{
	char data[8192], *line, *save = NULL;

	if (!read_memfd(fd, data, sizeof(data), NULL))
		return;
	for (line = strtok_r(data, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		fprintf(stderr, "%s: %s: %s\n", PROGRAM_NAME, prefix, line);
}

/* Picks the target: the module's entry when it is there (or asked for), else /dev/null. */
static void resolve_target(struct config *cfg)
{
	static char note[256];
	int fd, err;

	if (cfg->target == TARGET_NULL)
		return;
	fd = target_open(TARGET_MODULE);
	if (fd >= 0) {
		close(fd);
		cfg->target = TARGET_MODULE;
		return;
	}
	err = -fd;
	if (cfg->target == TARGET_MODULE) {
		msg("--target module: cannot open %s: %s (load the ioctl_empty module first)",
		    IOCTL_EMPTY_PATH, strerror(err));
		exit(EXIT_FAILED);
	}
	cfg->target = TARGET_NULL;
	if (err == ENOENT)
		snprintf(note, sizeof(note), "%s is absent (module not loaded)", IOCTL_EMPTY_PATH);
	else
		snprintf(note, sizeof(note), "%s: %s", IOCTL_EMPTY_PATH, strerror(err));
	cfg->target_note = note;
}

/* This program's own path, for the tracers to run again (not /proc/self/exe: theirs). */
static void find_self(struct config *cfg)
{
	ssize_t n = readlink("/proc/self/exe", cfg->self, sizeof(cfg->self) - 1);

	if (n <= 0) {
		msg("cannot read /proc/self/exe: %s (is /proc mounted?)", strerror(errno));
		exit(EXIT_FAILED);
	}
	cfg->self[n] = '\0';
}

static void parse_target(struct config *cfg, const char *arg)
{
	if (strcmp(arg, "auto") == 0)
		cfg->target = TARGET_AUTO;
	else if (strcmp(arg, "module") == 0)
		cfg->target = TARGET_MODULE;
	else if (strcmp(arg, "null") == 0)
		cfg->target = TARGET_NULL;
	else
		usage_error("--target: unknown target '%s' (use auto, module or null)", arg);
}

static void parse_options(int argc, char **argv, struct config *cfg, bool *child,
			  const char **child_out)
{
	bool warmup_set = false;
	int c;

	opterr = 0;
	while ((c = getopt_long(argc, argv, ":t:n:w:r:c:hV", long_options, NULL)) != -1) {
		switch (c) {
		case 't':
			parse_tracers(cfg, optarg);
			break;
		case 'n':
			cfg->iterations = parse_count("--iterations", optarg, 1, MAX_ITERATIONS);
			break;
		case 'w':
			cfg->warmup = parse_count("--warmup", optarg, 0, MAX_ITERATIONS);
			warmup_set = true;
			break;
		case 'r':
			cfg->rounds = (unsigned int)parse_count("--rounds", optarg, 1, MAX_ROUNDS);
			break;
		case 'c':
			cfg->cpu = parse_cpu(optarg);
			break;
		case OPT_TRACER_CPU:
			cfg->tracer_cpu = parse_cpu(optarg);
			if (cfg->tracer_cpu < 0)
				usage_error("--tracer-cpu: a CPU number, not 'any'");
			break;
		case OPT_CHILD_CPU:
			/* The loop, started by a tracer pinned elsewhere, goes back to --cpu. */
			cfg->cpu = (int)parse_count("--child-cpu", optarg, 0, CPU_SETSIZE - 1);
			child_cpu_given = true;
			break;
		case OPT_TARGET:
			parse_target(cfg, optarg);
			break;
		case OPT_CSV:
		case OPT_JSON:
			if (cfg->format != FORMAT_TABLE)
				usage_error("--csv and --json: choose one");
			cfg->format = c == OPT_CSV ? FORMAT_CSV : FORMAT_JSON;
			break;
		case OPT_PLOT: {
			const char *ext = strrchr(optarg, '.');

			if (!ext || (strcmp(ext, ".svg") != 0 && strcmp(ext, ".png") != 0))
				usage_error("--plot: '%s' must end in .svg or .png", optarg);
			cfg->plot = optarg;
			break;
		}
		case OPT_CHILD_LOOP:
			*child = true;
			break;
		case OPT_CHILD_OUT:
			*child_out = optarg;
			break;
		case OPT_CHILD_SUD:
			child_sud = true;
			break;
		case 'h':
			print_usage();
			exit(0);
		case 'V':
			printf("%s (systrace) %s\n", PROGRAM_NAME, PACKAGE_VERSION);
			exit(0);
		case ':':
			usage_error("option '%s' needs a value", argv[optind - 1]);
		default:
			if (strncmp(argv[optind - 1], "--", 2) == 0)
				usage_error("unknown option '%s'", argv[optind - 1]);
			usage_error("unknown option '-%c'", optopt);
		}
	}
	if (optind < argc)
		usage_error("unexpected argument '%s'", argv[optind]);
	if (!warmup_set)
		cfg->warmup = cfg->iterations / 10;
	if (!cfg->tracers)
		cfg->tracers = (1u << TRACER_COUNT) - 1;
	/* Every row is compared with the untraced one. */
	cfg->tracers |= 1u << TRACER_NONE;
}

/*
 * For each tracer, the result of its median round by average (all of that
 * round's figures together, so they stay consistent); a round that failed or
 * was skipped wins over measured ones, so the reason is shown.
 */
static void pick_median_rounds(const struct config *cfg, const struct result *rounds,
			       struct result res[TRACER_COUNT])
{
	for (int i = 0; i < TRACER_COUNT; i++) {
		const struct result *pick[MAX_ROUNDS];
		unsigned int n = 0;

		res[i] = rounds[i];
		for (unsigned int r = 0; r < cfg->rounds; r++) {
			const struct result *x = &rounds[(size_t)r * TRACER_COUNT + i];

			if (x->status != RUN_OK) {
				if (x->status != RUN_NOT_RUN)
					res[i] = *x;
				n = 0;
				break;
			}
			/* Insertion by average. */
			unsigned int j = n++;
			while (j > 0 && pick[j - 1]->stats.avg > x->stats.avg) {
				pick[j] = pick[j - 1];
				j--;
			}
			pick[j] = x;
		}
		if (n)
			res[i] = *pick[(n - 1) / 2];
	}
}

static void pin(const struct config *cfg)
{
	cpu_set_t set;

	if (cfg->cpu < 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(cfg->cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) < 0) {
		msg("cannot pin to CPU %d: %s", cfg->cpu, strerror(errno));
		exit(EXIT_FAILED);
	}
}

int main(int argc, char **argv)
{
	static struct result res[TRACER_COUNT];
	static struct config cfg = {
		.iterations = DEFAULT_ITERATIONS,
		.rounds = 1,
		.cpu = 0,
		.tracer_cpu = -1,
		.target = TARGET_AUTO,
		.format = FORMAT_TABLE,
	};
	const char *child_out = NULL;
	struct machine m;
	bool child = false, progress;
	int rc = 0;

	parse_options(argc, argv, &cfg, &child, &child_out);
	if (child) {
		if (!child_out || cfg.target == TARGET_AUTO)
			usage_error("--child-loop is internal: it needs --child-out and --target");
		if (child_cpu_given)
			pin(&cfg);
		return loop_main(cfg.target, cfg.iterations, cfg.warmup, child_out, child_sud);
	}
	if (child_out)
		usage_error("--child-out is internal, for --child-loop");

	if (cfg.plot) {
		char gnuplot[PATH_MAX];

		/* Say so now, not after the runs. */
		if (find_in_path("gnuplot", gnuplot, sizeof(gnuplot)) < 0) {
			msg("--plot needs gnuplot, which is not installed (Debian: apt-get install gnuplot-nox)");
			return EXIT_FAILED;
		}
	}
	find_self(&cfg);
	/* Before anything starts: every tracer and loop inherits the pin. */
	pin(&cfg);
	resolve_target(&cfg);
	machine_probe(&m);
	setup_signals();

	progress = isatty(STDERR_FILENO);
	struct result *rounds = calloc(cfg.rounds, sizeof(res));
	if (!rounds) {
		msg("out of memory");
		return EXIT_FAILED;
	}
	for (unsigned int r = 0; r < cfg.rounds && !interrupted; r++) {
		struct result *round = rounds + (size_t)r * TRACER_COUNT;

		for (int i = 0; i < TRACER_COUNT && !interrupted; i++) {
			if (!(cfg.tracers & (1u << i)))
				continue;
			if (progress && cfg.rounds > 1)
				fprintf(stderr, "%s: round %u: %s...\n", PROGRAM_NAME, r + 1,
					tracer_name(i));
			else if (progress)
				fprintf(stderr, "%s: %s...\n", PROGRAM_NAME, tracer_name(i));
			tracer_run(&cfg, i, &round[i]);
			if (round[i].status == RUN_FAILED)
				rc = EXIT_FAILED;
		}
	}
	pick_median_rounds(&cfg, rounds, res);
	free(rounds);
	restore_signals();
	if (interrupted) {
		msg("interrupted (%s): the loop and tracer were stopped, their settings undone",
		    strsignal(interrupted));
		signal(interrupted, SIG_DFL);
		raise(interrupted);
		return 128 + interrupted;
	}

	report_print(&cfg, &m, res);
	if (cfg.plot && plot_write(&cfg, &m, res) < 0)
		rc = EXIT_FAILED;
	return rc;
}
