/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the machine is, and the results as a table (like Table 5 of Gebai &
 * Dagenais 2018, with more percentiles), CSV or JSON.
 *
 * "added" is a tracer's average minus the untraced average, both from this
 * run: the cost the tracer adds to each call, which is what compares across
 * machines. "slowdown" is the ratio of the two averages.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "module/ioctl_empty.h"

static uint64_t clock_pair_ns(void)
{
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	clock_gettime(CLOCK_MONOTONIC, &b);
	return (uint64_t)(b.tv_sec - a.tv_sec) * 1000000000u + (uint64_t)(b.tv_nsec - a.tv_nsec);
}

void machine_probe(struct machine *m)
{
	static uint64_t pairs[10001];
	struct utsname u;
	struct stats st;
	char line[512];
	FILE *f;

	memset(m, 0, sizeof(*m));
	if (uname(&u) == 0)
		snprintf(m->kernel, sizeof(m->kernel), "%s %s %s", u.sysname, u.release, u.machine);
	else
		snprintf(m->kernel, sizeof(m->kernel), "unknown");

	snprintf(m->cpu_model, sizeof(m->cpu_model), "unknown");
	f = fopen("/proc/cpuinfo", "re");
	while (f && fgets(line, sizeof(line), f)) {
		char *colon = strchr(line, ':');

		if (strncmp(line, "model name", 10) != 0 || !colon)
			continue;
		colon += 1 + strspn(colon + 1, " \t");
		colon[strcspn(colon, "\n")] = '\0';
		snprintf(m->cpu_model, sizeof(m->cpu_model), "%s", colon);
		break;
	}
	if (f)
		fclose(f);
	m->online_cpus = sysconf(_SC_NPROCESSORS_ONLN);

	/* The median, so a preemption in the middle does not count. */
	for (size_t i = 0; i < 1000; i++)
		clock_pair_ns();
	for (size_t i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		pairs[i] = clock_pair_ns();
	stats_compute(pairs, sizeof(pairs) / sizeof(pairs[0]), &st);
	m->clock_ns = (double)st.p50;
}

/* The untraced run every other row is compared with, or NULL if it failed. */
static const struct result *baseline(const struct result res[TRACER_COUNT])
{
	return res[TRACER_NONE].status == RUN_OK ? &res[TRACER_NONE] : NULL;
}

static const char *status_name(enum run_status s)
{
	switch (s) {
	case RUN_OK:
		return "ok";
	case RUN_SKIPPED:
		return "skipped";
	case RUN_FAILED:
		return "failed";
	default:
		return "not-run";
	}
}

static void print_table(const struct config *cfg, const struct machine *m,
			const struct result res[TRACER_COUNT])
{
	const struct result *base = baseline(res);
	int failed = 0, ok = 0;

	printf("%s: time of one empty ioctl() under each tracer\n", PROGRAM_NAME);
	printf("kernel      %s\n", m->kernel);
	if (cfg->cpu >= 0 && cfg->tracer_cpu >= 0)
		printf("cpu         %s; loop pinned to CPU %d, tracers to CPU %d (%ld online)\n",
		       m->cpu_model, cfg->cpu, cfg->tracer_cpu, m->online_cpus);
	else if (cfg->cpu >= 0)
		printf("cpu         %s; everything pinned to CPU %d (%ld online)\n",
		       m->cpu_model, cfg->cpu, m->online_cpus);
	else
		printf("cpu         %s; not pinned (%ld online)\n", m->cpu_model, m->online_cpus);
	printf("target      %s, ioctl command %#x, must %s%s%s\n", target_path(cfg->target),
	       (unsigned int)IOCTL_EMPTY_CMD, target_expect(cfg->target),
	       cfg->target_note ? "; " : "", cfg->target_note ? cfg->target_note : "");
	printf("calls       %lu timed per tracer, after %lu warm-up calls\n",
	       cfg->iterations, cfg->warmup);
	if (cfg->rounds > 1)
		printf("rounds      %u, tracers interleaved; each row is the tracer's median round "
		       "by average\n", cfg->rounds);
	printf("clock       CLOCK_MONOTONIC, %.0f ns per pair of readings (part of every figure)\n",
	       m->clock_ns);
	printf("\n%-18s %9s %9s %9s %9s %9s %9s %9s\n", "tracer", "avg ns", "std ns", "p50 ns",
	       "p90 ns", "p99 ns", "added ns", "slowdown");

	for (int i = 0; i < TRACER_COUNT; i++) {
		const struct result *r = &res[i];
		const struct stats *s = &r->stats;

		if (r->status == RUN_NOT_RUN)
			continue;
		if (r->status != RUN_OK) {
			printf("%-18s %s: %s\n", tracer_name(i), status_name(r->status), r->reason);
			failed += r->status == RUN_FAILED;
			continue;
		}
		ok++;
		printf("%-18s %9.0f %9.0f %9llu %9llu %9llu", tracer_name(i), s->avg, s->std,
		       (unsigned long long)s->p50, (unsigned long long)s->p90,
		       (unsigned long long)s->p99);
		if (base)
			printf(" %9.0f %8.1fx\n", s->avg - base->stats.avg, s->avg / base->stats.avg);
		else
			printf(" %9s %9s\n", "-", "-");
	}
	printf("\n");
	if (failed)
		printf("FAILED: %d tracer%s, see above (the tracer's own messages are on stderr)\n",
		       failed, failed > 1 ? "s" : "");
	else if (ok)
		printf("checked     every call under every tracer measured %s, as it must\n",
		       cfg->target == TARGET_MODULE ? "returned 0" : "failed with ENOTTY");
}

/* Writes s as a CSV field: quoted when it holds a comma, quote or newline. */
static void csv_field(const char *s)
{
	if (!strpbrk(s, ",\"\n")) {
		fputs(s, stdout);
		return;
	}
	putchar('"');
	for (; *s; s++) {
		if (*s == '"')
			putchar('"');
		putchar(*s);
	}
	putchar('"');
}

static void print_csv(const struct config *cfg, const struct result res[TRACER_COUNT])
{
	const struct result *base = baseline(res);

	printf("tracer,status,avg_ns,std_ns,p50_ns,p90_ns,p99_ns,added_ns,slowdown,events,reason\n");
	for (int i = 0; i < TRACER_COUNT; i++) {
		const struct result *r = &res[i];
		const struct stats *s = &r->stats;

		if (r->status == RUN_NOT_RUN)
			continue;
		printf("%s,%s,", tracer_name(i), status_name(r->status));
		if (r->status == RUN_OK) {
			printf("%.1f,%.1f,%llu,%llu,%llu,", s->avg, s->std,
			       (unsigned long long)s->p50, (unsigned long long)s->p90,
			       (unsigned long long)s->p99);
			if (base)
				printf("%.1f,%.2f,", s->avg - base->stats.avg, s->avg / base->stats.avg);
			else
				printf(",,");
		} else {
			printf(",,,,,,,");
		}
		if (r->events >= 0)
			printf("%lld", r->events);
		putchar(',');
		csv_field(r->reason);
		putchar('\n');
	}
}

/* Writes s as a JSON string, quotes included. */
static void json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c == '\n')
			fputs("\\n", stdout);
		else if (c == '\t')
			fputs("\\t", stdout);
		else if (c < 0x20)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void print_json(const struct config *cfg, const struct machine *m,
		       const struct result res[TRACER_COUNT])
{
	const struct result *base = baseline(res);
	bool first = true;

	printf("{\n  \"program\": \"%s\",\n  \"version\": \"%s\",\n", PROGRAM_NAME, PACKAGE_VERSION);
	printf("  \"kernel\": ");
	json_string(m->kernel);
	printf(",\n  \"cpu_model\": ");
	json_string(m->cpu_model);
	printf(",\n  \"online_cpus\": %ld,\n", m->online_cpus);
	if (cfg->cpu >= 0)
		printf("  \"pinned_cpu\": %d,\n", cfg->cpu);
	else
		printf("  \"pinned_cpu\": null,\n");
	if (cfg->tracer_cpu >= 0)
		printf("  \"tracer_cpu\": %d,\n", cfg->tracer_cpu);
	else
		printf("  \"tracer_cpu\": null,\n");
	printf("  \"target\": ");
	json_string(target_path(cfg->target));
	printf(",\n  \"target_must\": ");
	json_string(target_expect(cfg->target));
	printf(",\n  \"target_note\": ");
	if (cfg->target_note)
		json_string(cfg->target_note);
	else
		printf("null");
	printf(",\n  \"ioctl_command\": \"%#x\",\n", (unsigned int)IOCTL_EMPTY_CMD);
	printf("  \"iterations\": %lu,\n  \"warmup\": %lu,\n  \"rounds\": %u,\n", cfg->iterations,
	       cfg->warmup, cfg->rounds);
	printf("  \"clock\": \"CLOCK_MONOTONIC\",\n  \"clock_overhead_ns\": %.1f,\n", m->clock_ns);
	printf("  \"tracers\": [");
	for (int i = 0; i < TRACER_COUNT; i++) {
		const struct result *r = &res[i];
		const struct stats *s = &r->stats;

		if (r->status == RUN_NOT_RUN)
			continue;
		printf("%s\n    {\"tracer\": \"%s\", \"status\": \"%s\", \"command\": ",
		       first ? "" : ",", tracer_name(i), status_name(r->status));
		first = false;
		json_string(tracer_summary(i));
		if (r->status == RUN_OK) {
			printf(", \"avg_ns\": %.1f, \"std_ns\": %.1f, \"min_ns\": %llu, \"p50_ns\": %llu, "
			       "\"p90_ns\": %llu, \"p99_ns\": %llu, \"max_ns\": %llu",
			       s->avg, s->std, (unsigned long long)s->min,
			       (unsigned long long)s->p50, (unsigned long long)s->p90,
			       (unsigned long long)s->p99, (unsigned long long)s->max);
			if (base)
				printf(", \"added_ns\": %.1f, \"slowdown\": %.2f",
				       s->avg - base->stats.avg, s->avg / base->stats.avg);
			else
				printf(", \"added_ns\": null, \"slowdown\": null");
			if (r->events >= 0)
				printf(", \"events\": %lld", r->events);
			else
				printf(", \"events\": null");
		} else {
			printf(", \"reason\": ");
			json_string(r->reason);
		}
		putchar('}');
	}
	printf("\n  ]\n}\n");
}

void report_print(const struct config *cfg, const struct machine *m,
		  const struct result res[TRACER_COUNT])
{
	switch (cfg->format) {
	case FORMAT_TABLE:
		print_table(cfg, m, res);
		break;
	case FORMAT_CSV:
		print_csv(cfg, res);
		break;
	case FORMAT_JSON:
		print_json(cfg, m, res);
		break;
	}
	fflush(stdout);
}
