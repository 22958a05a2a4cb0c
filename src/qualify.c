/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "qualify.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "inject.h"
#include "options.h"
#include "signals.h"
#include "util.h"

unsigned char traced_syscalls[SYSCALL_NR_MAX];
unsigned char traced_signals[65];
bool trace_subset;

static const struct {
	const char *name;
	unsigned int flag;
} classes[] = {
	{ "file", TF },	{ "desc", TD },	{ "process", TP },
	{ "net", TN },	{ "network", TN }, { "signal", TS },
	{ "ipc", TI },	{ "memory", TM }, { "creds", TC },
	{ "clock", TCL }, { "stat", TST }, { "lstat", TLST },
	{ "fstat", TFST }, { "%stat", TSTA }, { "statfs", TSF },
	{ "fstatfs", TFSF }, { "%statfs", TSFA }, { "pure", PU },
};

static void set_all(unsigned char *set, size_t n, unsigned char v)
{
	memset(set, v, n);
}

/* Mark syscalls named by one element of a trace= set; returns false if it names nothing. */
static bool qualify_syscall_elem(const char *e, unsigned char *set)
{
	if (strcmp(e, "all") == 0) {
		set_all(set, SYSCALL_NR_MAX, 1);
		return true;
	}
	if (strcmp(e, "none") == 0)
		return true;
	if (e[0] == '/') {
		regex_t re;
		if (regcomp(&re, e + 1, REG_EXTENDED | REG_NOSUB))
			die_usage("invalid regular expression '%s' in -e trace=", e + 1);
		bool any = false;
		const struct sysent *s;
		for (unsigned int i = 0; (s = sysent_row(i)); i++)
			if (s->nr >= 0 && regexec(&re, s->name, 0, NULL, 0) == 0)
				set[s->nr] = 1, any = true;
		regfree(&re);
		return any;
	}
	const char *cls = e[0] == '%' ? e + 1 : e;
	for (size_t c = 0; c < ARRAY_SIZE(classes); c++) {
		if (strcmp(cls, classes[c].name) != 0)
			continue;
		const struct sysent *s;
		for (unsigned int i = 0; (s = sysent_row(i)); i++)
			if (s->nr >= 0 && (s->flags & classes[c].flag))
				set[s->nr] = 1;
		return true;
	}
	if (e[0] == '%')
		die_usage("invalid system call class '%s'", e);
	int nr = syscall_nr_by_name(e);
	if (nr < 0)
		return false;
	set[nr] = 1;
	return true;
}

void qualify_syscall_set(const char *value, unsigned char *out)
{
	bool negate = value[0] == '!';
	if (negate)
		value++;
	unsigned char set[SYSCALL_NR_MAX] = { 0 };
	char *copy = xstrdup(value), *save = NULL;
	if (!*copy)
		die_usage("invalid system call ''");
	for (char *e = strtok_r(copy, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
		bool optional = e[0] == '?';
		if (optional)
			e++;
		if (!qualify_syscall_elem(e, set) && !optional)
			die_usage("invalid system call '%s'", e);
	}
	free(copy);
	for (int i = 0; i < SYSCALL_NR_MAX; i++)
		out[i] = negate ? !set[i] : set[i];
}

static void qualify_trace(const char *value)
{
	qualify_syscall_set(value, traced_syscalls);
	trace_subset = true;
	for (int i = 0; i < SYSCALL_NR_MAX; i++)
		if (!traced_syscalls[i] && sysent_by_nr(i)->name)
			return;
	trace_subset = false;
}

static void qualify_signal(const char *value)
{
	bool negate = value[0] == '!';
	if (negate)
		value++;
	unsigned char set[65] = { 0 };
	char *copy = xstrdup(value), *save = NULL;
	for (char *e = strtok_r(copy, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
		if (strcmp(e, "all") == 0) {
			memset(set, 1, sizeof(set));
			continue;
		}
		if (strcmp(e, "none") == 0)
			continue;
		int sig = signal_by_name(e);
		if (sig <= 0)
			die_usage("invalid signal '%s'", e);
		set[sig] = 1;
	}
	free(copy);
	for (int i = 1; i <= 64; i++)
		traced_signals[i] = negate ? !set[i] : set[i];
}

void qualify_status(const char *value)
{
	static const struct {
		const char *name;
		unsigned int bit;
	} names[] = {
		{ "successful", STATUS_SUCCESSFUL }, { "failed", STATUS_FAILED },
		{ "unfinished", STATUS_UNFINISHED }, { "unavailable", STATUS_UNAVAILABLE },
		{ "detached", STATUS_DETACHED }, { "all", STATUS_ALL }, { "none", 0 },
	};
	bool negate = value[0] == '!';
	if (negate)
		value++;
	unsigned int set = 0;
	char *copy = xstrdup(value), *save = NULL;
	for (char *e = strtok_r(copy, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
		size_t i;
		for (i = 0; i < ARRAY_SIZE(names); i++)
			if (strcmp(e, names[i].name) == 0)
				break;
		if (i == ARRAY_SIZE(names))
			die_usage("invalid status '%s' in -e status= (use successful, failed, unfinished, unavailable, detached)", e);
		set |= names[i].bit;
	}
	free(copy);
	opts.status = negate ? (STATUS_ALL & ~set) : set;
}

void qualify(const char *expr)
{
	static bool initialised;
	if (!initialised) {
		set_all(traced_syscalls, SYSCALL_NR_MAX, 1);
		set_all(traced_signals, sizeof(traced_signals), 1);
		initialised = true;
	}
	if (!expr)
		return;
	const char *eq = strchr(expr, '=');
	if (!eq) {
		qualify_trace(expr);
		return;
	}
	size_t klen = eq - expr;
	const char *value = eq + 1;
	if ((klen == 5 && strncmp(expr, "trace", 5) == 0) ||
	    (klen == 1 && expr[0] == 't'))
		qualify_trace(value);
	else if ((klen == 6 && strncmp(expr, "signal", 6) == 0) ||
		 (klen == 7 && strncmp(expr, "signals", 7) == 0) ||
		 (klen == 1 && expr[0] == 's'))
		qualify_signal(value);
	else if (klen == 6 && strncmp(expr, "status", 6) == 0)
		qualify_status(value);
	else if (klen == 6 && strncmp(expr, "inject", 6) == 0)
		inject_parse(value, false);
	else if (klen == 5 && strncmp(expr, "fault", 5) == 0)
		inject_parse(value, true);
	else
		die_usage("invalid -e qualifier '%.*s' (use trace=, signal= or status=)", (int)klen, expr);
}
