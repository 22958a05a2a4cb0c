#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The site checker fuzzer (tests/fuzz_site_check.c: -m rewrite's instruction
# decoder and unwind table parser on random and mutated bytes) under
# AddressSanitizer and UBSan, for a bounded time: any finding aborts it
# (non-zero), and it prints its iterations.
. "${abs_top_srcdir:-.}/tests/init.sh"

FUZZ="$TESTS_BIN/fuzz_site_check"
[ -x "$FUZZ" ] || framework_failure_ "no $FUZZ (make check builds it)"
# ASan needs its shadow mapping; some sandboxes forbid it.
timeout 60 "$FUZZ" 0.1 1 >probe.out 2>&1 || {
	grep -q "AddressSanitizer" probe.out && grep -Eq "shadow|mmap|personality" probe.out &&
		skip_ "AddressSanitizer cannot run here: $(head -n 1 probe.out)"
	cat probe.out >&2
	fail_ "the fuzzer failed on a short run"
}
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	timeout 120 "$FUZZ" "${FUZZ_SITE_CHECK_SECONDS:-5}" >fuzz.out 2>fuzz.err
rc=$?
cat fuzz.out
[ $rc -eq 0 ] || { cat fuzz.err >&2; fail_ "the site checker fuzzer found a problem (exit $rc)"; }
match_grep fuzz.out '^fuzz_site_check: [0-9]+ iterations, [0-9]+ reads, 0 findings$'
[ -s fuzz.err ] && { cat fuzz.err >&2; fail_ "the fuzzer wrote diagnostics"; }
exit 0
