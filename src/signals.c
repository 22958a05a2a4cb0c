/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "signals.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"

/* The kernel's numbering; glibc reserves 32 and 33, but strace names them from 32. */
#define KERNEL_SIGRTMIN 32
#define KERNEL_NSIG 64

static const char *const names[KERNEL_SIGRTMIN] = {
	[SIGHUP] = "SIGHUP", [SIGINT] = "SIGINT", [SIGQUIT] = "SIGQUIT",
	[SIGILL] = "SIGILL", [SIGTRAP] = "SIGTRAP", [SIGABRT] = "SIGABRT",
	[SIGBUS] = "SIGBUS", [SIGFPE] = "SIGFPE", [SIGKILL] = "SIGKILL",
	[SIGUSR1] = "SIGUSR1", [SIGSEGV] = "SIGSEGV", [SIGUSR2] = "SIGUSR2",
	[SIGPIPE] = "SIGPIPE", [SIGALRM] = "SIGALRM", [SIGTERM] = "SIGTERM",
	[SIGSTKFLT] = "SIGSTKFLT", [SIGCHLD] = "SIGCHLD", [SIGCONT] = "SIGCONT",
	[SIGSTOP] = "SIGSTOP", [SIGTSTP] = "SIGTSTP", [SIGTTIN] = "SIGTTIN",
	[SIGTTOU] = "SIGTTOU", [SIGURG] = "SIGURG", [SIGXCPU] = "SIGXCPU",
	[SIGXFSZ] = "SIGXFSZ", [SIGVTALRM] = "SIGVTALRM", [SIGPROF] = "SIGPROF",
	[SIGWINCH] = "SIGWINCH", [SIGIO] = "SIGIO", [SIGPWR] = "SIGPWR",
	[SIGSYS] = "SIGSYS",
};

/* "SIGRT_n" for the real-time range; built once, kept for the process's life. */
static const char *rt_names[KERNEL_NSIG + 1];

const char *signal_name(int sig)
{
	if (sig > 0 && sig < KERNEL_SIGRTMIN)
		return names[sig];
	if (sig == KERNEL_SIGRTMIN)
		return "SIGRTMIN";
	if (sig > KERNEL_SIGRTMIN && sig <= KERNEL_NSIG) {
		if (!rt_names[sig])
			rt_names[sig] = xasprintf("SIGRT_%d", sig - KERNEL_SIGRTMIN);
		return rt_names[sig];
	}
	return NULL;
}

int signal_by_name(const char *name)
{
	long long n;
	if (parse_int(name, 1, KERNEL_NSIG, &n) == 0)
		return (int)n;
	if (strncasecmp(name, "SIG", 3) == 0)
		name += 3;
	for (int sig = 1; sig < KERNEL_SIGRTMIN; sig++)
		if (names[sig] && strcasecmp(names[sig] + 3, name) == 0)
			return sig;
	if (strcasecmp(name, "IOT") == 0)
		return SIGABRT;
	if (strcasecmp(name, "POLL") == 0)
		return SIGIO;
	if (strcasecmp(name, "RTMIN") == 0)
		return KERNEL_SIGRTMIN;
	if (strncasecmp(name, "RT_", 3) == 0 &&
	    parse_int(name + 3, 1, KERNEL_NSIG - KERNEL_SIGRTMIN, &n) == 0)
		return KERNEL_SIGRTMIN + (int)n;
	return -1;
}
