/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "summary.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "overhead.h"
#include "syscall_table.h"
#include "tcb.h"
#include "util.h"

struct call_stats {
	uint64_t calls;
	uint64_t errors;
	uint64_t time_ns;
};

static struct call_stats stats[SYSCALL_NR_MAX];

void summary_count(struct tcb *tcp)
{
	int nr = tcp->ev.nr;
	if (nr < 0 || nr >= SYSCALL_NR_MAX)
		return;
	struct call_stats *s = &stats[nr];
	s->calls++;
	if (!(tcp->ev.flags & EV_HAS_RET))
		return;
	if (tcp->ev.ret < 0 && tcp->ev.ret >= -4095)
		s->errors++;
	if (opts.count_wall)
		s->time_ns += tcp->ev.exit_ns - tcp->ev.entry_ns;
	else
		s->time_ns += tcp->stime_exit_ns - tcp->stime_entry_ns;
}

static const char *name_of(int nr)
{
	static char buf[32];
	const struct sysent *s = sysent_by_nr(nr);
	if (s->name)
		return s->name;
	snprintf(buf, sizeof(buf), "syscall_%#x", (unsigned int)nr);
	return buf;
}

static int by_time(const void *a, const void *b)
{
	const struct call_stats *x = &stats[*(const int *)a], *y = &stats[*(const int *)b];
	if (x->time_ns != y->time_ns)
		return x->time_ns < y->time_ns ? 1 : -1;
	return *(const int *)a - *(const int *)b;
}

static int by_calls(const void *a, const void *b)
{
	const struct call_stats *x = &stats[*(const int *)a], *y = &stats[*(const int *)b];
	if (x->calls != y->calls)
		return x->calls < y->calls ? 1 : -1;
	return *(const int *)a - *(const int *)b;
}

static int by_errors(const void *a, const void *b)
{
	const struct call_stats *x = &stats[*(const int *)a], *y = &stats[*(const int *)b];
	if (x->errors != y->errors)
		return x->errors < y->errors ? 1 : -1;
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

static const struct {
	const char *name;
	int (*cmp)(const void *, const void *);
} sorts[] = {
	{ "time", by_time }, { "time_total", by_time }, { "total_time", by_time },
	{ "calls", by_calls }, { "count", by_calls },
	{ "errors", by_errors }, { "error", by_errors },
	{ "name", by_name }, { "syscall", by_name }, { "syscall_name", by_name },
	{ "nothing", by_nothing }, { "none", by_nothing },
};

void summary_check_sortby(const char *sortby)
{
	for (size_t i = 0; i < ARRAY_SIZE(sorts); i++)
		if (strcmp(sortby, sorts[i].name) == 0)
			return;
	die_usage("invalid sortby '%s' for -S (use time, calls, errors, name or nothing)", sortby);
}

static const char dashes[] =
	"------ ----------- ----------- --------- --------- ----------------\n";
/* With --overhead, a column before the name: what tracing added to those calls. */
static const char overhead_dashes[] =
	"------ ----------- ----------- --------- --------- ----------- ----------------\n";

void summary_print(FILE *fp)
{
	int (*cmp)(const void *, const void *) = by_time;
	for (size_t i = 0; opts.count_sortby && i < ARRAY_SIZE(sorts); i++)
		if (strcmp(opts.count_sortby, sorts[i].name) == 0)
			cmp = sorts[i].cmp;

	int idx[SYSCALL_NR_MAX], n = 0;
	struct call_stats total = { 0 };
	for (int i = 0; i < SYSCALL_NR_MAX; i++) {
		if (!stats[i].calls)
			continue;
		idx[n++] = i;
		total.calls += stats[i].calls;
		total.errors += stats[i].errors;
		total.time_ns += stats[i].time_ns;
	}
	qsort(idx, n, sizeof(idx[0]), cmp);

	bool with_added = overhead_enabled() && overhead_added_per_syscall_ns() > 0;
	const char *rule = with_added ? overhead_dashes : dashes;
	if (with_added)
		fprintf(fp, "%% time     seconds  usecs/call     calls    errors  tracing(s) syscall\n");
	else
		fprintf(fp, "%% time     seconds  usecs/call     calls    errors syscall\n");
	fputs(rule, fp);
	double added_total = 0;
	for (int k = 0; k < n; k++) {
		const struct call_stats *s = &stats[idx[k]];
		double pct = total.time_ns ? 100.0 * s->time_ns / total.time_ns : 0.0;
		fprintf(fp, "%6.2f %11.6f %11llu %9llu ", pct, s->time_ns / 1e9,
			(unsigned long long)(s->time_ns / 1000 / s->calls),
			(unsigned long long)s->calls);
		if (s->errors)
			fprintf(fp, "%9llu", (unsigned long long)s->errors);
		else
			fprintf(fp, "%9s", "");
		if (with_added) {
			double added = overhead_added_for_syscall_ns(idx[k], s->calls);
			added_total += added;
			fprintf(fp, " %11.6f", added / 1e9);
		}
		fprintf(fp, " %s\n", name_of(idx[k]));
	}
	fputs(rule, fp);
	fprintf(fp, "%6.2f %11.6f %11llu %9llu ", 100.0, total.time_ns / 1e9,
		(unsigned long long)(total.calls ? total.time_ns / 1000 / total.calls : 0),
		(unsigned long long)total.calls);
	if (total.errors)
		fprintf(fp, "%9llu", (unsigned long long)total.errors);
	else
		fprintf(fp, "%9s", "");
	if (with_added)
		fprintf(fp, " %11.6f", added_total / 1e9);
	fprintf(fp, " total\n");
}
