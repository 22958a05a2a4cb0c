/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * --plot FILE.svg|FILE.png: a bar chart of the cost each tracer adds to one
 * call, on a log scale (the costs span three orders of magnitude), drawn by
 * gnuplot from a script written to its stdin.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "bench.h"

/* Writes s inside a gnuplot double-quoted string. */
static void gp_string(FILE *gp, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', gp);
		fputc(*s, gp);
	}
}

int plot_write(const struct config *cfg, const struct machine *m,
	       const struct result res[TRACER_COUNT])
{
	const struct result *base = &res[TRACER_NONE];
	const char *ext = strrchr(cfg->plot, '.');
	char gnuplot[PATH_MAX];
	int bars = 0, status;
	FILE *gp;

	if (base->status != RUN_OK) {
		msg("--plot: no untraced baseline was measured; no chart written");
		return -1;
	}
	for (int i = TRACER_NONE + 1; i < TRACER_COUNT; i++)
		bars += res[i].status == RUN_OK;
	if (!bars) {
		msg("--plot: no tracer was measured besides none; no chart written");
		return -1;
	}
	if (find_in_path("gnuplot", gnuplot, sizeof(gnuplot)) < 0) {
		msg("--plot: gnuplot is not installed (Debian: apt-get install gnuplot-nox)");
		return -1;
	}

	gp = popen("gnuplot", "w");
	if (!gp) {
		msg("--plot: cannot run gnuplot: %s", strerror(errno));
		return -1;
	}
	if (strcmp(ext, ".png") == 0)
		fprintf(gp, "set terminal pngcairo size 900,520 font 'sans,11'\n");
	else
		fprintf(gp, "set terminal svg size 900,520 dynamic font 'sans,11' background '#ffffff'\n");
	fprintf(gp, "set output \"");
	gp_string(gp, cfg->plot);
	fprintf(gp, "\"\n");
	fprintf(gp, "set title \"Cost a tracer adds to one empty ioctl() (untraced: %.0f ns)\\n",
		base->stats.avg);
	gp_string(gp, m->kernel);
	fprintf(gp, ", ");
	gp_string(gp, m->cpu_model);
	fprintf(gp, ", %s, %lu calls\" noenhanced\n", target_path(cfg->target), cfg->iterations);
	fprintf(gp, "set ylabel 'added ns per call (average, log scale)'\n"
		    "set logscale y\n"
		    "set yrange [1:*]\n"
		    "set format y '%%.0f'\n"
		    "set grid ytics\n"
		    "set style fill solid 0.7 border -1\n"
		    "set boxwidth 0.6\n"
		    "set xtics noenhanced\n"
		    "set key off\n"
		    "set offsets 0.5, 0.5, 0, 0\n"
		    "$added << EOD\n");
	for (int i = TRACER_NONE + 1; i < TRACER_COUNT; i++) {
		double added;

		if (res[i].status != RUN_OK)
			continue;
		added = res[i].stats.avg - base->stats.avg;
		/* A log scale has no room for <= 0: show those at the floor. */
		fprintf(gp, "\"%s\" %.1f %.0f\n", tracer_name(i), added < 1 ? 1 : added, added);
	}
	fprintf(gp, "EOD\n"
		    "plot $added using 0:2:xtic(1) with boxes lc rgb '#4477aa', \\\n"
		    "     '' using 0:2:(sprintf('%%.0f ns', $3)) with labels offset 0,0.8\n");
	status = pclose(gp);
	if (status != 0) {
		msg("--plot: gnuplot failed (%s %d); no chart written",
		    WIFEXITED(status) ? "status" : "wait status",
		    WIFEXITED(status) ? WEXITSTATUS(status) : status);
		return -1;
	}
	return 0;
}
