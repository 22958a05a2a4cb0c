# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced after tests/init.sh by the fuzzer tests: run_fuzzer NAME SECONDS SUMMARY
# runs tests/NAME (built with AddressSanitizer and UBSan) for SECONDS, skips
# where ASan cannot run, and fails on any finding, any diagnostic, or a last
# line that does not match the extended regular expression SUMMARY.
run_fuzzer() {
	rf_prog="$TESTS_BIN/$1"
	[ -x "$rf_prog" ] || framework_failure_ "no $rf_prog (make check builds it)"
	# ASan needs its shadow mapping; some sandboxes forbid it.
	timeout 60 "$rf_prog" 0.1 1 >probe.out 2>&1 || {
		grep -q "AddressSanitizer" probe.out && grep -Eq "shadow|mmap|personality" probe.out &&
			skip_ "AddressSanitizer cannot run here: $(head -n 1 probe.out)"
		cat probe.out >&2
		fail_ "$1 failed on a short run"
	}
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
		timeout 120 "$rf_prog" "$2" >fuzz.out 2>fuzz.err
	rf_rc=$?
	cat fuzz.out
	[ $rf_rc -eq 0 ] || { cat fuzz.err >&2; fail_ "$1 found a problem (exit $rf_rc)"; }
	match_grep fuzz.out "$3"
	[ -s fuzz.err ] && { cat fuzz.err >&2; fail_ "$1 wrote diagnostics"; }
	return 0
}
