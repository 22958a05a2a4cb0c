/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The fuzzers' random numbers (reproducible from the seed they print) and clock. */
#ifndef SYSTRACE_TESTS_FUZZ_RNG_H
#define SYSTRACE_TESTS_FUZZ_RNG_H

#include <stdint.h>
#include <time.h>

static uint64_t rng_state;

/* xorshift64* */
static inline uint64_t rnd(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dull;
}

static inline uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#endif
