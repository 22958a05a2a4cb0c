#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Print the test suite's result as one line, "N passed, N failed[, N skipped]",
# read from automake's .trs files under the given build directory (default: .).
# Known failures (XFAIL) count as skipped, and are named above that line.
# Failed and errored tests are listed above that line. Exit status: 0 if none failed.
dir=${1:-.}
LC_ALL=C
export LC_ALL
pass=0 fail=0 skip=0
failed=
xfailed=
for trs in $(find "$dir" -name '*.trs' -not -path '*/_build/*' | sort); do
	res=$(sed -n 's/^:test-result: //p' "$trs")
	case "$res" in
	PASS) pass=$((pass + 1)) ;;
	# A known failure (XFAIL_TESTS, each with its reason in tests/local.mk) did not
	# pass: it is counted with the skips and named, never as a pass.
	XFAIL) skip=$((skip + 1)); xfailed="$xfailed ${trs%.trs}" ;;
	SKIP) skip=$((skip + 1)) ;;
	*) fail=$((fail + 1)); failed="$failed ${trs%.trs}" ;;
	esac
done
for t in $xfailed; do echo "known failure: $t (reason in tests/local.mk)"; done
for t in $failed; do echo "FAILED: $t (see $t.log)"; done
line="$pass passed, $fail failed"
[ "$skip" -gt 0 ] && line="$line, $skip skipped"
echo "$line"
[ "$fail" -eq 0 ]
