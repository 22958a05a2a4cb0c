/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Average, standard deviation and percentiles of the per-call samples. */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Nearest-rank percentile of n sorted samples: the smallest one with p % at or below it. */
static uint64_t percentile(const uint64_t *sorted, uint64_t n, unsigned int p)
{
	uint64_t rank = (n * p + 99) / 100;

	return sorted[rank ? rank - 1 : 0];
}

void stats_compute(uint64_t *samples, uint64_t n, struct stats *st)
{
	double sum = 0, sq = 0;

	memset(st, 0, sizeof(*st));
	st->n = n;
	if (n == 0)
		return;
	qsort(samples, n, sizeof(*samples), cmp_u64);
	for (uint64_t i = 0; i < n; i++)
		sum += (double)samples[i];
	st->avg = sum / (double)n;
	for (uint64_t i = 0; i < n; i++) {
		double d = (double)samples[i] - st->avg;

		sq += d * d;
	}
	/* The sample standard deviation (n - 1); n is large, either would do. */
	st->std = n > 1 ? sqrt(sq / (double)(n - 1)) : 0;
	st->min = samples[0];
	st->max = samples[n - 1];
	st->p50 = percentile(samples, n, 50);
	st->p90 = percentile(samples, n, 90);
	st->p99 = percentile(samples, n, 99);
}
