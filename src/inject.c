/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "inject.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "errnoent.h"
#include "qualify.h"
#include "signals.h"
#include "syscall_table.h"
#include "util.h"

/* when= limits, as strace documents them. */
#define WHEN_MAX 65535u
#define COUNT_MAX 0xffffffffu

/* The action for each syscall: the last -e inject naming it wins. */
static struct inject_action *actions[SYSCALL_NR_MAX];
static bool any;
static const char *ptrace_only;	/* an action only ptrace mode can carry out */

/* Per task: how many times it entered each syscall, and the action on the current one. */
struct inject_task {
	pid_t tid;
	const struct inject_action *current;
	bool delayed_only;	/* the current action is a delay or a signal, not a result */
	unsigned int count[SYSCALL_NR_MAX];
	struct inject_task *next;
};

#define NBUCKETS 256
static struct inject_task *buckets[NBUCKETS];

static struct inject_task **slot(pid_t tid)
{
	struct inject_task **pp = &buckets[(unsigned int)tid % NBUCKETS];
	while (*pp && (*pp)->tid != tid)
		pp = &(*pp)->next;
	return pp;
}

static struct inject_task *task(pid_t tid, bool create)
{
	struct inject_task **pp = slot(tid);
	if (!*pp && create) {
		*pp = xcalloc(1, sizeof(**pp));
		(*pp)->tid = tid;
	}
	return *pp;
}

static int errno_by_name(const char *s)
{
	long long n;
	if (parse_int(s, 1, 4095, &n) == 0)
		return (int)n;
	for (int e = 1; e <= 4095; e++) {
		const char *name = errno_name(e);
		if (name && strcasecmp(name, s) == 0)
			return e;
	}
	return -1;
}

/* A decimal number in [min, max], as strtoul reads it (leading blanks, a sign). */
static bool parse_when_num(const char *s, char **end, unsigned int min, unsigned int max,
			   unsigned int *out)
{
	if (!*s)
		return false;
	errno = 0;
	unsigned long v = strtoul(s, end, 10);
	if (errno || *end == s || v < min || v > max)
		return false;
	*out = (unsigned int)v;
	return true;
}

/* first[..last][+[step]] */
static bool parse_when(const char *s, struct inject_action *a)
{
	char *end;
	if (!parse_when_num(s, &end, 1, WHEN_MAX, &a->first))
		return false;
	a->last = a->first;
	a->step = 1;
	bool range = strncmp(end, "..", 2) == 0;
	if (range && (!parse_when_num(end + 2, &end, 1, WHEN_MAX - 1, &a->last) ||
		      a->last < a->first))
		return false;
	if (*end == '+') {
		if (!range)
			a->last = COUNT_MAX;
		end++;
		if (*end && !parse_when_num(end, &end, 1, WHEN_MAX, &a->step))
			return false;
	}
	return *end == '\0';
}

/* N[s|ms|us|ns], N a non-negative decimal (microseconds without a unit). */
static bool parse_delay(const char *s, uint64_t *ns)
{
	char *end;
	if (!*s)
		return false;
	errno = 0;
	double v = strtod(s, &end);
	if (errno || end == s || !isfinite(v) || v < 0)
		return false;
	double scale;
	if (!*end || strcmp(end, "us") == 0)
		scale = 1e3;
	else if (strcmp(end, "s") == 0)
		scale = 1e9;
	else if (strcmp(end, "ms") == 0)
		scale = 1e6;
	else if (strcmp(end, "ns") == 0)
		scale = 1;
	else
		return false;
	v *= scale;
	if (v >= 9.2e18)
		return false;
	*ns = (uint64_t)v;
	return true;
}

/* A retval= value: any 64-bit number, decimal, octal or hex (strtoull's forms). */
static bool parse_retval(const char *s, int64_t *out)
{
	char *end;
	if (!*s)
		return false;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || *end)
		return false;
	*out = (int64_t)v;
	return true;
}

static bool parse_action(char *spec, bool fault, struct inject_action *a)
{
	bool have_error = false, have_signal = false, have_retval = false;
	char *save = NULL;
	a->first = 1;
	a->last = COUNT_MAX;
	a->step = 1;
	for (char *tok = strtok_r(spec, ":", &save); tok; tok = strtok_r(NULL, ":", &save)) {
		char *val = strchr(tok, '=');
		if (!val)
			return false;
		*val++ = '\0';
		if (strcmp(tok, "error") == 0) {
			int err = errno_by_name(val);
			if (have_error || have_retval || err < 0)
				return false;
			a->has_rval = true;
			a->rval = -err;
			have_error = true;
		} else if (strcmp(tok, "retval") == 0 && !fault) {
			if (have_error || have_retval || !parse_retval(val, &a->rval))
				return false;
			a->has_rval = true;
			have_retval = true;
		} else if (strcmp(tok, "signal") == 0 && !fault) {
			int sig = signal_by_name(val);
			if (have_signal || sig <= 0)
				return false;
			a->signo = sig;
			have_signal = true;
		} else if (strcmp(tok, "delay_enter") == 0 && !fault) {
			if (a->delay_enter || !parse_delay(val, &a->delay_enter_ns))
				return false;
			a->delay_enter = true;
		} else if (strcmp(tok, "delay_exit") == 0 && !fault) {
			if (a->delay_exit || !parse_delay(val, &a->delay_exit_ns))
				return false;
			a->delay_exit = true;
		} else if (strcmp(tok, "when") == 0) {
			if (!parse_when(val, a))
				return false;
		} else if (!fault && (strcmp(tok, "syscall") == 0 || strcmp(tok, "poke_enter") == 0 ||
				      strcmp(tok, "poke_exit") == 0)) {
			die_usage("-e inject: %s= is not supported by systrace", tok);
		} else {
			return false;
		}
	}
	if (fault && !have_error) {
		a->has_rval = true;
		a->rval = -ENOSYS;
	}
	if (have_retval && a->rval < 0 && a->rval >= -4095)
		msg("Inadvertent injection of error %d is possible for retval=%llu",
		    (int)-a->rval, (unsigned long long)a->rval);
	return a->has_rval || a->signo || a->delay_enter || a->delay_exit;
}

void inject_parse(const char *spec, bool fault)
{
	const char *kind = fault ? "fault" : "inject";
	size_t setlen = strcspn(spec, ":");
	char *set = xstrdup(spec);
	set[setlen] = '\0';
	struct inject_action *a = xcalloc(1, sizeof(*a));
	char *rest = xstrdup(spec + setlen);
	if (!parse_action(rest, fault, a))
		die_usage("invalid %s argument '%s'", kind, spec);
	free(rest);
	unsigned char selected[SYSCALL_NR_MAX];
	qualify_syscall_set(set, selected);
	free(set);
	for (int nr = 0; nr < SYSCALL_NR_MAX; nr++)
		if (selected[nr])
			actions[nr] = a;
	any = true;
	if (a->signo)
		ptrace_only = "signal=";
	else if (a->delay_exit)
		ptrace_only = "delay_exit=";
}

const char *inject_ptrace_only(void)
{
	return ptrace_only;
}

bool inject_any(void)
{
	return any;
}

const struct inject_action *inject_entering(pid_t tid, int nr)
{
	if (nr < 0 || nr >= SYSCALL_NR_MAX || !actions[nr])
		return NULL;
	struct inject_task *t = task(tid, true);
	const struct inject_action *a = actions[nr];
	if (t->count[nr] < COUNT_MAX)
		t->count[nr]++;
	unsigned int n = t->count[nr];
	t->current = NULL;
	if (n < a->first || n > a->last || (n - a->first) % a->step != 0)
		return NULL;
	t->current = a;
	return a;
}

const struct inject_action *inject_current(pid_t tid)
{
	struct inject_task *t = any ? task(tid, false) : NULL;
	return t ? t->current : NULL;
}

const char *inject_suffix(pid_t tid)
{
	const struct inject_action *a = inject_current(tid);
	if (!a)
		return "";
	bool delayed = a->delay_enter || a->delay_exit;
	if (a->has_rval)
		return delayed ? " (INJECTED) (DELAYED)" : " (INJECTED)";
	return delayed ? " (DELAYED)" : "";
}

void inject_done(pid_t tid)
{
	struct inject_task *t = any ? task(tid, false) : NULL;
	if (t)
		t->current = NULL;
}

void inject_forget(pid_t tid)
{
	if (!any)
		return;
	struct inject_task **pp = slot(tid);
	struct inject_task *t = *pp;
	if (t) {
		*pp = t->next;
		free(t);
	}
}
