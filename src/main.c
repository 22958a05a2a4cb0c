/* SPDX-License-Identifier: GPL-2.0-or-later */
/* systrace: parse the command line, start or attach, trace, exit like the program. */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "backend.h"
#include "daemonize.h"
#include "options.h"
#include "output.h"
#include "output_pipe.h"
#include "overhead.h"
#include "qualify.h"
#include "summary.h"
#include "syscall_table.h"
#include "tcb.h"
#include "tips.h"
#include "util.h"

/* Find PROG like execvp would, so a missing program is reported before anything
 * starts (and, but in ptrace mode, one that cannot be executed). Returns a path to
 * exec. */
static const char *resolve_program(const char *prog)
{
	static char path[PATH_MAX];
	struct stat st;

	if (strchr(prog, '/')) {
		snprintf(path, sizeof(path), "%s", prog);
	} else {
		const char *dirs = getenv("PATH");
		if (!dirs || !*dirs)
			dirs = "/usr/local/bin:/usr/bin:/bin";
		bool found = false;
		while (*dirs && !found) {
			size_t len = strcspn(dirs, ":");
			if (len)
				snprintf(path, sizeof(path), "%.*s/%s", (int)len, dirs, prog);
			else
				snprintf(path, sizeof(path), "%s", prog);
			found = stat(path, &st) == 0 && S_ISREG(st.st_mode);
			dirs += len + (dirs[len] == ':');
		}
		if (!found) {
			errno = ENOENT;
			die_errno("Can't stat '%s'", prog);
		}
	}
	if (stat(path, &st) < 0)
		die_errno("Can't stat '%s'", prog);
	/* A program that cannot be executed is not refused: its failing execve is
	 * traced, as strace does. Not in seccomp mode, which learns no results: it
	 * could not tell the failed execve from the program's first calls. */
	if (opts.mode != MODE_SECCOMP)
		return path;
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		die_errno("cannot run '%s'", prog);
	}
	if (access(path, X_OK) < 0)
		die_errno("cannot run '%s'", prog);
	return path;
}

/* Die by the program's signal, as strace does, so a shell sees 128+N. */
static void exit_like_signal(int sig)
{
	struct rlimit no_core = { 0, 0 };
	setrlimit(RLIMIT_CORE, &no_core);
	signal(sig, SIG_DFL);
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	exit(128 + sig);
}

/* -E: the program's environment is systrace's with these changes. They are made in
 * systrace's own environment only while the program is started (a backend forks
 * it there), then undone, so systrace itself (TZ for -t, ...) is not affected.
 * Returns what to give env_restore(). */
static char **env_apply(void)
{
	char **saved = xcalloc(opts.nenv_changes + 1, sizeof(*saved));
	for (unsigned int i = 0; i < opts.nenv_changes; i++) {
		const char *change = opts.env_changes[i];
		size_t namelen = strcspn(change, "=");
		char *name = xstrdup(change);
		name[namelen] = '\0';
		const char *old = getenv(name);
		saved[i] = old ? xasprintf("%s=%s", name, old) : name;
		if (!*name)
			continue;
		if (change[namelen] == '=')
			setenv(name, change + namelen + 1, 1);
		else
			unsetenv(name);
		if (old)
			free(name);
	}
	return saved;
}

static void env_restore(char **saved)
{
	for (unsigned int i = opts.nenv_changes; i-- > 0;) {
		char *eq = strchr(saved[i], '=');
		if (eq) {
			*eq = '\0';
			setenv(saved[i], eq + 1, 1);
		} else if (*saved[i]) {
			unsetenv(saved[i]);
		}
		free(saved[i]);
	}
	free(saved);
}

static const char *const mode_names[] = { "ptrace", "seccomp", "buffered" };

/* -D, after daemonize_split(): attach to the program (it waits for us), and let it
 * go on to its execve. */
static void start_daemonized(pid_t prog)
{
	debug_msg("daemonized (-D x%d): tracing pid %d from pid %d", opts.daemonize,
		  (int)prog, (int)getpid());
	opts.attach_pids = xcalloc(1, sizeof(*opts.attach_pids));
	opts.attach_pids[0] = prog;
	opts.nattach = 1;
	backend->attach();
	/* Like a program systrace starts: nothing shows until its execve. */
	struct tcb *tcp = tcb_find(prog);
	if (tcp)
		tcp->flags |= TCB_HIDE_LOG;
	daemonize_release(prog, tcp != NULL);
}

static void cleanup_on_die(void)
{
	backend->cleanup();
	output_flush();
}

int main(int argc, char **argv)
{
	/* Before anything is opened: no file of systrace's may land on 0, 1 or 2. */
	int std_placeholders = std_fds_ensure_open();
	if (std_placeholders < 0) {
		errno = -std_placeholders;
		die_errno("cannot open placeholder descriptors");
	}
	syscall_table_init();
	qualify(NULL);
	options_parse(argc, argv);

	backend = backend_for_mode(opts.mode);
	if (!backend)
		die("-m %s is not available in this version of systrace; use -m ptrace",
		    opts.mode == MODE_SECCOMP ? "seccomp" : "buffered");

	const char *path = opts.argv ? resolve_program(opts.argv[0]) : NULL;
	if (!opts.argv) {
		for (unsigned int i = 0; i < opts.nattach; i++)
			if (kill(opts.attach_pids[i], 0) < 0 && errno == ESRCH)
				die_errno("cannot attach to pid %d", opts.attach_pids[i]);
	}
	debug_msg("mode %s%s, output %s, program %s", mode_names[opts.mode],
		  opts.rewrite ? " (rewrite)" : "", opts.outfname ? opts.outfname : "stderr",
		  path ? path : "(attach)");
	/* -D: from here on this is the tracer, a grandchild; the program waits. */
	pid_t daemon_prog = opts.daemonize ? daemonize_split(path, opts.argv) : 0;
	/* Registered before the output's own exit handler, so it runs after it: the
	 * -o '|cmd' command gets the whole trace, then systrace waits for it. */
	if (output_is_pipe(opts.outfname))
		atexit(output_pipe_wait);
	output_init();
	overhead_calibrate(argc, argv);
	die_cleanup = cleanup_on_die;

	overhead_begin();
	if (opts.daemonize) {
		start_daemonized(daemon_prog);
	} else if (opts.argv) {
		char **saved_env = env_apply();
		backend->start(path, opts.argv);
		env_restore(saved_env);
		/* The program has its stdin and stdout; systrace keeps no copy, so whoever
		 * reads or writes them sees the program close them (stderr stays, for
		 * messages and a trace without -o). strace does this too. */
		int rc = std_fds_release(std_placeholders);
		if (rc < 0) {
			errno = -rc;
			msg_errno("cannot let go of the standard descriptors");
		}
	}
	/* -p, alone or (ptrace mode) beside a program systrace started, as strace. */
	if (opts.nattach && (!opts.argv || opts.mode == MODE_PTRACE))
		backend->attach();
	int status = backend->run();
	overhead.end_ns = now_mono_ns();
	debug_msg("tracing over: exit status %#x", (unsigned int)status);

	if (opts.count != COUNT_NONE)
		summary_print(output_summary_stream());
	overhead_report(output_summary_stream());
	output_flush();
	if (opts.tips)
		tips_print(stderr);
	if (status & 0x100)
		exit_like_signal(status & 0xff);
	return status;
}
