# SPDX-License-Identifier: GPL-2.0-or-later
# Common shell helpers for systrace's tests. Sourced by every test script.
# Exit codes follow automake: 0 pass, 1 fail, 77 skip (say why), 99 the harness itself broke.

set -u
LC_ALL=C
export LC_ALL

: "${abs_top_builddir:=$(cd "$(dirname "$0")/../.." 2>/dev/null && pwd)}"
: "${abs_top_srcdir:=$abs_top_builddir}"
SYSTRACE="${SYSTRACE:-$abs_top_builddir/src/systrace}"
TESTS_BIN="$abs_top_builddir/tests"
ME="${0##*/}"

# A private directory for each test, removed on exit unless the test failed.
TEST_DIR=$(mktemp -d "${TMPDIR:-/tmp}/systrace-test.XXXXXX") || exit 99
cleanup_() { rm -rf "$TEST_DIR"; }
trap 'rc=$?; [ $rc -eq 0 ] || [ $rc -eq 77 ] && cleanup_; exit $rc' EXIT
cd "$TEST_DIR" || exit 99

warn_() { printf '%s: %s\n' "$ME" "$*" >&2; }
fail_() { warn_ "FAIL: $*"; exit 1; }
skip_() { warn_ "SKIP: $*"; exit 77; }
framework_failure_() { warn_ "HARNESS ERROR: $*"; exit 99; }

[ -x "$SYSTRACE" ] || framework_failure_ "no systrace binary at $SYSTRACE"

# Every systrace run in a test is bounded, so one hang cannot block the suite:
#	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" ...
# A safety net, not a timing assertion (tests/lint_timeouts.sh enforces it).
: "${SYSTRACE_TIMEOUT:=300}"

# Where a test signals systrace, or needs its pid, it starts it as
#	timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >tracer.pid; exec "$@"' sh \
#		"$SYSTRACE" ... &
#	job=$!
#	tracer=$(tracer_pid_ tracer.pid "$job")	(rm -f tracer.pid before a second run)
# (the shell becomes systrace: same pid). $job is timeout: `wait "$job"` gives
# systrace's exit status, but a signal sent to timeout would reach its whole process
# group (the traced program too), and SIGKILL would leave systrace running.
# tracer_pid_ FILE JOB: the pid in FILE, once written; fails if JOB ended without.
tracer_pid_() {
	while [ ! -s "$1" ] && kill -0 "$2" 2>/dev/null; do
		sleep 0.01
	done
	[ -s "$1" ] && cat "$1"
}

# match_diff EXPECTED ACTUAL: fail with a unified diff unless the files are equal.
match_diff() {
	if ! diff -u -- "$1" "$2" >diff.out 2>&1; then
		cat diff.out >&2
		fail_ "output differs from $1"
	fi
}

# match_grep FILE PATTERN...: each extended regex must match some line of FILE.
match_grep() {
	f=$1; shift
	for p in "$@"; do
		grep -Eq -- "$p" "$f" || { cat "$f" >&2; fail_ "no line of $f matches: $p"; }
	done
}

# expect_status N CMD...: run CMD, fail unless it exits with status N.
expect_status() {
	want=$1; shift
	"$@"; got=$?
	[ "$got" -eq "$want" ] || fail_ "'$*' exited with $got, expected $want"
}

require_cmd() {
	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 || skip_ "$c is not installed"
	done
}

require_root() { [ "$(id -u)" -eq 0 ] || skip_ "needs root"; }

# Normalise what differs between two runs of the same program: addresses (0xADDR),
# environment sizes, CPU times in siginfo, -T durations, and the padding before
# " = " (it depends on the length of the addresses). Pids are left to each test.
# Apply it to both sides of a comparison.
normalise_trace() {
	sed -E -e 's/0x[0-9a-f]{6,}/0xADDR/g' -e 's/\) +(= [^=]*)$/) \1/' \
		-e 's|/\* [0-9]+ vars \*/|/* N vars */|g' \
		-e 's/(si_utime|si_stime)=[0-9]+( \/\* [0-9.]+ s \*\/)?/\1=N/g' \
		-e 's/<[0-9]+\.[0-9]+>$/<T>/' "$@"
}

# normalise_tasks FILE TRACER PIDS...: normalise_trace, then placeholders for the
# pids of one run (the tracer's, which the program's getppid() returns, as TRACER;
# the tasks' as PID1, PID2, ..., in decimal and in hex where a raw argument holds a
# tid, futex words), random bytes, and no futex calls (their presence depends on
# timing: did the thread end before pthread_join?). For -ff traces of two runs.
# $normalise_extra, if set, is one more sed -E expression, applied before the pids.
normalise_tasks() {
	nt_f_=$1
	nt_script_="s/([^0-9A-Za-z_])$2([^0-9A-Za-z_]|\$)/\\1TRACER\\2/g;"
	shift 2
	nt_i_=0
	for nt_p_ in "$@"; do
		nt_i_=$((nt_i_ + 1))
		nt_script_="$nt_script_ s/([^0-9A-Za-z_])$nt_p_([^0-9A-Za-z_]|\$)/\\1PID$nt_i_\\2/g;"
		nt_script_="$nt_script_ s/0x$(printf %x "$nt_p_")([^0-9a-f]|\$)/PID$nt_i_\\1/g;"
	done
	normalise_trace "$nt_f_" | grep -v '^futex(' |
		sed -E -e 's/getrandom\("[^"]*"/getrandom("RANDOM"/' -e "${normalise_extra:-}" \
			-e "$nt_script_"
}

# Keep ACTUAL's lines from the first one equal to EXPECTED's first line on: what the
# dynamic loader and libc do before main is not what a test is about.
from_first_expected() {
	# (a fixed string, whole line: the line may hold backslashes and brackets)
	ffe_n_=$(grep -n -F -x -e "$(head -n 1 "$1")" "$2" | head -n 1 | cut -d: -f1)
	[ -z "$ffe_n_" ] || tail -n "+$ffe_n_" "$2"
}

# trace_line CALL RESULT: the line systrace writes for CALL ("close(3)") returning
# RESULT ("0", "-1 ENOENT (...)", "?"), with the result at the default column 40.
trace_line() {
	printf '%-39s = %s\n' "$1" "$2"
}
