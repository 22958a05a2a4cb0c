#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The ring fuzzer (tests/fuzz_ring.c) under AddressSanitizer and UBSan, for a
# bounded time: any finding aborts it (non-zero), and it prints its iterations.
. "${abs_top_srcdir:-.}/tests/init.sh"
. "${abs_top_srcdir:-.}/tests/fuzz/run.sh"

run_fuzzer fuzz_ring "${FUZZ_RING_SECONDS:-20}" \
	'^fuzz_ring: [0-9]+ iterations, [0-9]+ records handed out, [0-9]+ skips, 0 findings'
exit 0
