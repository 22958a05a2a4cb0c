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
#include "syscall_i386.h"
#include "util.h"

unsigned char traced_syscalls[SYSCALL_NR_MAX];
unsigned char traced_i386[QUALIFY_I386_MAX];
bool trace_i386_named;
unsigned char traced_signals[65];
bool trace_subset;
unsigned char abbrev_syscalls[SYSCALL_NR_MAX];
unsigned char verbose_syscalls[SYSCALL_NR_MAX];
unsigned char raw_syscalls[SYSCALL_NR_MAX];
bool abbrev_mixed;

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

/* One past the largest syscall number -e trace=NUMBER takes (strace: its table's size). */
static int syscall_number_limit(void)
{
	static int limit;
	if (!limit) {
		const struct sysent *s;
		for (unsigned int i = 0; (s = sysent_row(i)); i++)
			if (s->nr >= limit)
				limit = s->nr + 1;
	}
	return limit;
}

/* The i386 syscalls (by i386 number) that one element names, as strace takes a
 * name for each personality's table: recvmmsg_time64 and _newselect name i386
 * syscalls only, recvmmsg both an x86_64 and an i386 one. */
static bool mark_i386(unsigned char *i386_set, const char *name, unsigned int class_flag,
		      regex_t *re)
{
	bool any = false;
	const struct sysent *s;
	for (unsigned int i = 0; (s = sysent_i386_row(i)); i++) {
		if (!s->name || s->table_nr < 0 || s->table_nr >= QUALIFY_I386_MAX)
			continue;
		if ((name && strcmp(s->name, name) == 0) || (class_flag && (s->flags & class_flag)) ||
		    (re && regexec(re, s->name, 0, NULL, 0) == 0)) {
			if (i386_set)
				i386_set[s->table_nr] = 1;
			any = true;
		}
	}
	return any;
}

/* Mark syscalls named by one element of a trace= set; returns false if it names nothing.
 * The element has no "@personality" part any more. */
static bool qualify_syscall_elem(const char *e, unsigned char *set, unsigned char *i386_set)
{
	if (strcmp(e, "all") == 0) {
		set_all(set, SYSCALL_NR_MAX, 1);
		if (i386_set)
			set_all(i386_set, QUALIFY_I386_MAX, 1);
		return true;
	}
	if (strcmp(e, "none") == 0)
		return true;
	if (e[0] == '/') {
		regex_t re;
		int rc = regcomp(&re, e + 1, REG_EXTENDED | REG_NOSUB);
		if (rc) {
			char why[128];
			regerror(rc, &re, why, sizeof(why));
			die_usage("regcomp: %s: %s", e + 1, why);
		}
		bool any = false;
		const struct sysent *s;
		for (unsigned int i = 0; (s = sysent_row(i)); i++)
			if (s->nr >= 0 && regexec(&re, s->name, 0, NULL, 0) == 0)
				set[s->nr] = 1, any = true;
		any |= mark_i386(i386_set, NULL, 0, &re);
		regfree(&re);
		return any;
	}
	/* A number: the syscall of that number, known by name or not (strace's table). */
	if (e[0] >= '0' && e[0] <= '9' && strspn(e, "0123456789") == strlen(e)) {
		long long nr;
		if (parse_int(e, 0, syscall_number_limit() - 1, &nr) < 0 || nr >= SYSCALL_NR_MAX)
			return false;
		set[nr] = 1;
		return true;
	}
	const char *cls = e[0] == '%' ? e + 1 : e;
	for (size_t c = 0; c < ARRAY_SIZE(classes); c++) {
		if (strcmp(cls, classes[c].name) != 0)
			continue;
		const struct sysent *s;
		for (unsigned int i = 0; (s = sysent_row(i)); i++)
			if (s->nr >= 0 && (s->flags & classes[c].flag))
				set[s->nr] = 1;
		mark_i386(i386_set, NULL, classes[c].flag, NULL);
		return true;
	}
	int nr = syscall_nr_by_name(e);
	if (nr >= 0)
		set[nr] = 1;
	return mark_i386(i386_set, e, 0, NULL) || nr >= 0;
}

/* "name@64": which personality an element is for: x86_64's (64), i386's (32), x32's
 * (systrace has no x32 table: the element then selects nothing, as strace's does
 * on a program of another kind) or, with no "@...", every one. The "@..." part is
 * cut off e. A designator strace does not know exits with status 2. */
enum personality_sel { PSEL_ALL, PSEL_64, PSEL_32, PSEL_X32 };

static enum personality_sel personality_of(char *e, const char *whole)
{
	char *at = strrchr(e, '@');
	if (!at)
		return PSEL_ALL;
	*at = '\0';
	const char *p = at + 1;
	if (strcmp(p, "64") == 0)
		return PSEL_64;
	if (strcmp(p, "32") == 0)
		return PSEL_32;
	if (strcmp(p, "x32") == 0)
		return PSEL_X32;
	die_usage("incorrect personality designator '%s' in qualification '%s'", p, whole);
}

/* i386_out: the i386 syscalls selected, by i386 number, or NULL. */
static void qualify_set(const char *value, unsigned char *out, unsigned char *i386_out)
{
	bool negate = value[0] == '!';
	if (negate)
		value++;
	unsigned char set[SYSCALL_NR_MAX] = { 0 }, scratch[SYSCALL_NR_MAX];
	unsigned char only[QUALIFY_I386_MAX] = { 0 }, scratch_only[QUALIFY_I386_MAX];
	char *copy = xstrdup(value), *save = NULL;
	if (!*copy)
		die_usage("invalid system call ''");
	for (char *e = strtok_r(copy, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
		char *whole = xstrdup(e);
		bool optional = e[0] == '?';
		if (optional)
			e++;
		enum personality_sel ps = personality_of(e, optional ? whole + 1 : whole);
		bool any = qualify_syscall_elem(e, ps == PSEL_ALL || ps == PSEL_64 ? set : scratch,
						ps == PSEL_ALL || ps == PSEL_32 ? only : scratch_only);
		if (!any && !optional)
			die_usage("invalid system call '%s'", whole + optional);
		free(whole);
	}
	free(copy);
	for (int i = 0; i < SYSCALL_NR_MAX; i++)
		out[i] = negate ? !set[i] : set[i];
	for (int i = 0; i386_out && i < QUALIFY_I386_MAX; i++)
		i386_out[i] = negate ? !only[i] : only[i];
}

void qualify_syscall_set(const char *value, unsigned char *out)
{
	qualify_set(value, out, NULL);
}

static void qualify_trace(const char *value)
{
	qualify_set(value, traced_syscalls, traced_i386);
	trace_i386_named = true;
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

/* -e quiet=SET / --quiet=SET: which messages are not written (opts.quiet_set). */
void qualify_quiet(const char *value)
{
	static const struct {
		const char *name;
		unsigned int bit;
	} names[] = {
		{ "attach", QUIET_ATTACH }, { "exit", QUIET_EXIT }, { "exits", QUIET_EXIT },
		{ "path-resolution", QUIET_PATH_RESOLUTION },
		{ "personality", QUIET_PERSONALITY },
		{ "thread-execve", QUIET_SUPERSEDED }, { "superseded", QUIET_SUPERSEDED },
		{ "all", QUIET_ALL }, { "none", 0 },
	};
	bool negate = value[0] == '!';
	if (negate)
		value++;
	unsigned int set = 0;
	char *copy = xstrdup(value), *save = NULL;
	if (!*copy)
		die_usage("invalid quiet ''");
	for (char *e = strtok_r(copy, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
		size_t i;
		for (i = 0; i < ARRAY_SIZE(names); i++)
			if (strcmp(e, names[i].name) == 0)
				break;
		if (i == ARRAY_SIZE(names))
			die_usage("invalid quiet '%s'", e);
		set |= names[i].bit;
	}
	free(copy);
	opts.quiet_set = negate ? (QUIET_ALL & ~set) : set;
}

/* -e abbrev= / verbose= / raw=: a syscall set, as trace= takes it. */
static void qualify_style(const char *value, unsigned char *set)
{
	qualify_syscall_set(value, set);
	if (set == abbrev_syscalls) {
		bool any_on = false, any_off = false;
		for (int i = 0; i < SYSCALL_NR_MAX; i++) {
			if (!sysent_by_nr(i)->name)
				continue;
			any_on |= abbrev_syscalls[i];
			any_off |= !abbrev_syscalls[i];
		}
		abbrev_mixed = any_on && any_off;
		/* Decoders test opts.verbose (-v): true where nothing is abbreviated. */
		opts.verbose = any_off;
	}
}

static bool qualify_key(const char *expr, size_t klen, const char *const *names)
{
	for (; *names; names++)
		if (strlen(*names) == klen && strncmp(expr, *names, klen) == 0)
			return true;
	return false;
}

void qualify(const char *expr)
{
	static bool initialised;
	if (!initialised) {
		set_all(traced_syscalls, SYSCALL_NR_MAX, 1);
		set_all(traced_signals, sizeof(traced_signals), 1);
		set_all(abbrev_syscalls, SYSCALL_NR_MAX, 1);
		set_all(verbose_syscalls, SYSCALL_NR_MAX, 1);
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
	static const char *const trace[] = { "trace", "t", NULL };
	static const char *const signal[] = { "signal", "signals", "s", NULL };
	static const char *const status[] = { "status", NULL };
	static const char *const inject[] = { "inject", NULL };
	static const char *const fault[] = { "fault", NULL };
	static const char *const abbrev[] = { "abbrev", "a", NULL };
	static const char *const verbose[] = { "verbose", "v", NULL };
	static const char *const raw[] = { "raw", "x", NULL };
	static const char *const quiet[] = { "quiet", "silent", "silence", "q", NULL };
	if (qualify_key(expr, klen, trace))
		qualify_trace(value);
	else if (qualify_key(expr, klen, signal))
		qualify_signal(value);
	else if (qualify_key(expr, klen, status))
		qualify_status(value);
	else if (qualify_key(expr, klen, inject))
		inject_parse(value, false);
	else if (qualify_key(expr, klen, fault))
		inject_parse(value, true);
	else if (qualify_key(expr, klen, abbrev))
		qualify_style(value, abbrev_syscalls);
	else if (qualify_key(expr, klen, verbose))
		qualify_style(value, verbose_syscalls);
	else if (qualify_key(expr, klen, raw))
		qualify_style(value, raw_syscalls);
	else if (qualify_key(expr, klen, quiet))
		qualify_quiet(value);
	else	/* strace takes it for a syscall set, and says so */
		qualify_trace(expr);
}
