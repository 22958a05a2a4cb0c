#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The site checker fuzzer (tests/fuzz_site_check.c: -m rewrite's instruction
# decoder and unwind table parser on random and mutated bytes) under
# AddressSanitizer and UBSan, for a bounded time: any finding aborts it
# (non-zero), and it prints its iterations.
. "${abs_top_srcdir:-.}/tests/init.sh"
. "${abs_top_srcdir:-.}/tests/fuzz/run.sh"

run_fuzzer fuzz_site_check "${FUZZ_SITE_CHECK_SECONDS:-5}" \
	'^fuzz_site_check: [0-9]+ iterations, [0-9]+ reads, 0 findings$'
exit 0
