/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "summary.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "overhead.h"
#include "syscall_i386.h"
#include "syscall_table.h"
#include "tcb.h"
#include "util.h"

struct call_stats {
	uint64_t calls;
	uint64_t errors;
	uint64_t time_ns;
	uint64_t min_ns;	/* shortest call (-U min-time); valid when calls */
	uint64_t max_ns;
};

/* One table per personality, as strace keeps them: x86_64 calls by their number,
 * i386 calls (int $0x80) by their i386 number, printed after the x86_64 table
 * under "System call usage summary for 32 bit mode:". */
static struct call_stats stats64[SYSCALL_NR_MAX], stats32[SYSCALL_NR_MAX];
static bool any64, any32;
/* The table being sorted and printed (the comparators read it). */
static struct call_stats *stats = stats64;
static bool printing_i386;

/* The rows of socketcall and ipc sub-calls in stats32: their names and x86_64
 * numbers, as seen when counted. */
static const char *sub_names[SYSCALL_NR_MAX];
static int sub_nr64[SYSCALL_NR_MAX];

/* The slot of an i386 call: its number, or for a socketcall or ipc shown as the
 * call it stands for, a slot of that sub-call's own (strace counts "socket" by
 * socketcall apart from the direct socket); -1: not counted (a number the i386
 * table lacks, as strace leaves it out). */
static int i386_slot(const struct tcb *tcp)
{
	int nr = tcp->ev.arch_nr;
	const struct sysent *row = sysent_i386(nr);
	if (!row || nr < 0 || nr >= SYSCALL_NR_MAX)
		return -1;
	int sub = syscall_i386_subcall_slot(tcp);
	if (sub >= 0 && sub < SYSCALL_NR_MAX) {
		sub_names[sub] = tcp->sys->name;
		sub_nr64[sub] = tcp->sys->nr;
		return sub;
	}
	return nr;
}

/* The largest x86_64 number the table names: strace counts a number up to the
 * end of its table only (-1, 999 are left out of the table, as in strace 6.1). */
static int x86_64_last(void)
{
	static int last = -1;
	if (last < 0) {
		const struct sysent *s;
		for (unsigned int i = 0; (s = sysent_row(i)); i++)
			if (s->name && s->nr > last && s->nr < SYSCALL_NR_MAX)
				last = s->nr;
	}
	return last;
}

void summary_count(struct tcb *tcp)
{
	bool i386 = tcp->ev.flags & EV_I386;
	int nr = i386 ? i386_slot(tcp) : tcp->ev.nr;
	if (nr < 0 || nr >= SYSCALL_NR_MAX || (!i386 && nr > x86_64_last()))
		return;
	struct call_stats *s = i386 ? &stats32[nr] : &stats64[nr];
	if (i386)
		any32 = true;
	else
		any64 = true;
	s->calls++;
	if (!(tcp->ev.flags & EV_HAS_RET))
		return;
	if (tcp->ev.ret < 0 && tcp->ev.ret >= -4095)
		s->errors++;
	uint64_t t;
	if (opts.count_wall)
		t = tcp->ev.exit_ns - tcp->ev.entry_ns;
	else
		t = tcp->stime_exit_ns - tcp->stime_entry_ns;
	/* -O: what tracing is said to add to each call, taken off (never below 0). */
	if (opts.overhead_ns > 0)
		t = t > (uint64_t)opts.overhead_ns ? t - (uint64_t)opts.overhead_ns : 0;
	s->time_ns += t;
	if (s->calls == 1 || t < s->min_ns)
		s->min_ns = t;
	if (t > s->max_ns)
		s->max_ns = t;
}

static const char *name_of(int nr)
{
	static char buf[32];
	if (printing_i386 && sub_names[nr])
		return sub_names[nr];
	const struct sysent *s = printing_i386 ? sysent_i386(nr) : sysent_by_nr(nr);
	if (s && s->name)
		return s->name;
	/* The number is an int; strace prints it sign-extended, as in the trace. */
	snprintf(buf, sizeof(buf), "syscall_%#llx", (unsigned long long)(long long)nr);
	return buf;
}

/* The x86_64 number of a slot of the table being printed (for -O's share). */
static int x86_64_nr(int nr)
{
	if (!printing_i386)
		return nr;
	if (sub_names[nr])
		return sub_nr64[nr];
	const struct sysent *s = sysent_i386(nr);
	return s ? s->nr : -1;
}

/* Sorting: larger first for numbers, then by syscall number (stable output). */
#define CMP_DESC(field)								\
	static int by_##field(const void *a, const void *b)			\
	{									\
		const struct call_stats *x = &stats[*(const int *)a];		\
		const struct call_stats *y = &stats[*(const int *)b];		\
		if (x->field != y->field)					\
			return x->field < y->field ? 1 : -1;			\
		return *(const int *)a - *(const int *)b;			\
	}
CMP_DESC(time_ns)
CMP_DESC(calls)
CMP_DESC(errors)
CMP_DESC(min_ns)
CMP_DESC(max_ns)

static int by_avg(const void *a, const void *b)
{
	const struct call_stats *x = &stats[*(const int *)a], *y = &stats[*(const int *)b];
	uint64_t ax = x->calls ? x->time_ns / x->calls : 0, ay = y->calls ? y->time_ns / y->calls : 0;
	if (ax != ay)
		return ax < ay ? 1 : -1;
	return *(const int *)a - *(const int *)b;
}

static int by_name(const void *a, const void *b)
{
	char x[32];
	snprintf(x, sizeof(x), "%s", name_of(*(const int *)a));
	return strcmp(x, name_of(*(const int *)b));
}

static int by_nothing(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/* strace 6.1's names for -S (with '-' and '_' alike). */
static const struct {
	const char *name;
	int (*cmp)(const void *, const void *);
} sorts[] = {
	{ "time", by_time_ns }, { "time-percent", by_time_ns }, { "time-total", by_time_ns },
	{ "total-time", by_time_ns },
	{ "min-time", by_min_ns }, { "shortest", by_min_ns }, { "time-min", by_min_ns },
	{ "max-time", by_max_ns }, { "longest", by_max_ns }, { "time-max", by_max_ns },
	{ "avg-time", by_avg }, { "time-avg", by_avg },
	{ "calls", by_calls }, { "count", by_calls },
	{ "errors", by_errors }, { "error", by_errors },
	{ "name", by_name }, { "syscall", by_name }, { "syscall-name", by_name },
	{ "nothing", by_nothing }, { "none", by_nothing },
};

/* a and b equal, '-' matching '_'. */
static bool same_name(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (*a != *b && !((*a == '-' || *a == '_') && (*b == '-' || *b == '_')))
			return false;
	return *a == *b;
}

void summary_check_sortby(const char *sortby)
{
	for (size_t i = 0; i < ARRAY_SIZE(sorts); i++)
		if (same_name(sortby, sorts[i].name))
			return;
	die_usage("invalid sortby: '%s'", sortby);
}

static const struct {
	const char *name;
	enum summary_column col;
} column_names[] = {
	{ "time-percent", COL_TIME_PERCENT }, { "time", COL_TIME_PERCENT },
	{ "total-time", COL_TOTAL_TIME }, { "time-total", COL_TOTAL_TIME },
	{ "min-time", COL_MIN_TIME }, { "shortest", COL_MIN_TIME }, { "time-min", COL_MIN_TIME },
	{ "max-time", COL_MAX_TIME }, { "longest", COL_MAX_TIME }, { "time-max", COL_MAX_TIME },
	{ "avg-time", COL_AVG_TIME }, { "time-avg", COL_AVG_TIME },
	{ "calls", COL_CALLS }, { "count", COL_CALLS },
	{ "errors", COL_ERRORS }, { "error", COL_ERRORS },
	{ "name", COL_NAME }, { "syscall", COL_NAME }, { "syscall-name", COL_NAME },
};

void summary_parse_columns(const char *arg, unsigned char *out, size_t max)
{
	size_t n = 0;
	bool have_name = false;
	const char *p = arg;
	memset(out, 0, max);
	for (;;) {
		size_t len = strcspn(p, ",");
		char item[32];
		snprintf(item, sizeof(item), "%.*s", (int)(len < sizeof(item) ? len : sizeof(item) - 1), p);
		size_t i;
		for (i = 0; i < ARRAY_SIZE(column_names); i++)
			if (len < sizeof(item) && same_name(item, column_names[i].name))
				break;
		if (i == ARRAY_SIZE(column_names))
			die_usage("unknown column name: '%.*s'", (int)len, p);
		enum summary_column col = column_names[i].col;
		for (size_t k = 0; k < n; k++)
			if (out[k] == col)
				die_usage("call summary column has been provided more than once: "
					  "'%.*s' (-U option residual: '%s')", (int)len, p, p);
		if (n + 1 >= max)
			die_usage("too many columns for -U: '%s'", arg);
		out[n++] = (unsigned char)col;
		have_name |= col == COL_NAME;
		if (!p[len])
			break;
		p += len + 1;
	}
	/* strace: the name is the last column unless placed elsewhere. */
	if (!have_name)
		out[n++] = COL_NAME;
	out[n] = COL_END;
}

static const unsigned char default_columns[] = {
	COL_TIME_PERCENT, COL_TOTAL_TIME, COL_AVG_TIME, COL_CALLS, COL_ERRORS, COL_NAME, COL_END,
};

/* One column: its header, the width of its rule, how a row spells it. */
static const struct column_fmt {
	const char *header;
	int width;
} column_fmt[] = {
	[COL_TIME_PERCENT] = { "% time", 6 },
	[COL_TOTAL_TIME] = { "seconds", 11 },
	[COL_AVG_TIME] = { "usecs/call", 11 },
	[COL_CALLS] = { "calls", 9 },
	[COL_ERRORS] = { "errors", 9 },
	[COL_NAME] = { "syscall", 16 },
	[COL_MIN_TIME] = { "shortest", 8 },
	[COL_MAX_TIME] = { "longest", 8 },
};

/* The tracing(s) column --overhead adds before the name (default columns only). */
static const struct column_fmt added_fmt = { "tracing(s)", 11 };

/* The name column's width: strace widens it past 16 to one more than the longest
 * name counted ("sched_get_priority_max" makes it 23). */
static int name_width = 16;

static void put_cell(FILE *fp, enum summary_column col, const struct call_stats *s,
		     const char *name, uint64_t total_ns, bool is_total, bool last)
{
	switch (col) {
	case COL_TIME_PERCENT:
		fprintf(fp, "%6.2f", is_total ? 100.0 : total_ns ? 100.0 * s->time_ns / total_ns : 0.0);
		break;
	case COL_TOTAL_TIME:
		fprintf(fp, "%11.6f", s->time_ns / 1e9);
		break;
	case COL_AVG_TIME:
		fprintf(fp, "%11llu",
			(unsigned long long)(s->calls ? s->time_ns / 1000 / s->calls : 0));
		break;
	case COL_CALLS:
		fprintf(fp, "%9llu", (unsigned long long)s->calls);
		break;
	case COL_ERRORS:
		if (s->errors)
			fprintf(fp, "%9llu", (unsigned long long)s->errors);
		else
			fprintf(fp, "%9s", "");
		break;
	case COL_NAME:
		if (last)
			fputs(name, fp);
		else
			fprintf(fp, "%-*s", name_width, name);
		break;
	case COL_MIN_TIME:
		fprintf(fp, "%8.6f", s->min_ns / 1e9);
		break;
	case COL_MAX_TIME:
		fprintf(fp, "%8.6f", s->max_ns / 1e9);
		break;
	default:
		break;
	}
}

static void print_table(FILE *fp);

void summary_print(FILE *fp)
{
	/* strace prints a table per personality it counted calls of; none at all
	 * when no call was counted (strace 6.1). */
	if (any64) {
		stats = stats64;
		printing_i386 = false;
		print_table(fp);
	}
	if (any32) {
		fputs("System call usage summary for 32 bit mode:\n", fp);
		stats = stats32;
		printing_i386 = true;
		print_table(fp);
	}
	stats = stats64;
	printing_i386 = false;
}

static void print_table(FILE *fp)
{
	int (*cmp)(const void *, const void *) = by_time_ns;
	for (size_t i = 0; opts.count_sortby && i < ARRAY_SIZE(sorts); i++)
		if (same_name(opts.count_sortby, sorts[i].name))
			cmp = sorts[i].cmp;
	const unsigned char *cols = opts.columns[0] ? opts.columns : default_columns;

	int idx[SYSCALL_NR_MAX], n = 0;
	struct call_stats total = { 0 };
	for (int i = 0; i < SYSCALL_NR_MAX; i++) {
		if (!stats[i].calls)
			continue;
		if (!total.calls || stats[i].min_ns < total.min_ns)
			total.min_ns = stats[i].min_ns;
		if (stats[i].max_ns > total.max_ns)
			total.max_ns = stats[i].max_ns;
		idx[n++] = i;
		total.calls += stats[i].calls;
		total.errors += stats[i].errors;
		total.time_ns += stats[i].time_ns;
	}
	qsort(idx, n, sizeof(idx[0]), cmp);
	name_width = 16;
	for (int k = 0; k < n; k++) {
		int len = (int)strlen(name_of(idx[k]));
		if (len + 1 > name_width)
			name_width = len + 1;
	}

	bool with_added = !opts.columns[0] && overhead_enabled() &&
			  overhead_added_per_syscall_ns() > 0;

	/* Header and rule. */
	struct strbuf rule = { 0 };
	for (size_t c = 0; cols[c]; c++) {
		bool last = !cols[c + 1];
		const struct column_fmt *f = &column_fmt[cols[c]];
		if (cols[c] == COL_NAME && with_added) {
			fprintf(fp, "%*s ", added_fmt.width, added_fmt.header);
			for (int k = 0; k < added_fmt.width; k++)
				sb_putc(&rule, '-');
			sb_putc(&rule, ' ');
		}
		int width = cols[c] == COL_NAME ? name_width : f->width;
		if (cols[c] == COL_NAME && last)
			fputs(f->header, fp);
		else if (cols[c] == COL_NAME)
			fprintf(fp, "%-*s", width, f->header);
		else
			fprintf(fp, "%*s", width, f->header);
		for (int k = 0; k < width; k++)
			sb_putc(&rule, '-');
		if (!last) {
			fputc(' ', fp);
			sb_putc(&rule, ' ');
		}
	}
	fputc('\n', fp);
	sb_putc(&rule, '\n');

	fputs(rule.buf, fp);
	double added_total = 0;
	for (int k = 0; k <= n; k++) {
		if (k == n)
			fputs(rule.buf, fp);
		const struct call_stats *s = k < n ? &stats[idx[k]] : &total;
		const char *name = k < n ? name_of(idx[k]) : "total";
		for (size_t c = 0; cols[c]; c++) {
			bool last = !cols[c + 1];
			if (cols[c] == COL_NAME && with_added) {
				int nr = k < n ? x86_64_nr(idx[k]) : -1;
				double added = k < n ? overhead_added_for_syscall_ns(nr, s->calls)
						     : added_total;
				if (k < n)
					added_total += added;
				fprintf(fp, "%11.6f ", added / 1e9);
			}
			put_cell(fp, cols[c], s, name, total.time_ns, k == n, last);
			if (!last)
				fputc(' ', fp);
		}
		fputc('\n', fp);
	}
	free(rule.buf);
}
