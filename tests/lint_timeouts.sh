#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every systrace run in the test suite is bounded, so one hang cannot block CI: a
# line of a test script that runs "$SYSTRACE" ($SYSTRACE, ${SYSTRACE}, .../src/systrace)
# must also hold `timeout` (timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" ...), or a
# "# watchdog: HOW" comment saying what else bounds that run. Lines continued with a
# backslash count as one. Fails listing FILE:LINE of each offender.
#   lint_timeouts.sh [FILE...]   (default: every test script under tests/)
# Needs no build: it reads the scripts only.
LC_ALL=C
export LC_ALL
top=${abs_top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
offenders=$(mktemp "${TMPDIR:-/tmp}/lint_timeouts.XXXXXX") || exit 99
trap 'rm -f "$offenders"' EXIT

if [ $# -eq 0 ]; then
	# Test scripts: *.sh, *.test, and whatever starts with a #! line for sh.
	for f in $(find "$top/tests" -type f | sort); do
		case "$f" in
		*/lint_timeouts.sh) continue ;;
		*.sh|*.test) set -- "$@" "$f" ;;
		*.c|*.h|*.o|*.mk|*.log|*.trs|*.in) ;;
		*) head -n 1 "$f" 2>/dev/null | grep -q '^#!.*sh' && set -- "$@" "$f" ;;
		esac
	done
fi
[ $# -gt 0 ] || { echo "lint_timeouts.sh: no test scripts under $top/tests" >&2; exit 99; }

run='(\$\{?SYSTRACE([^A-Za-z0-9_]|$)|src/systrace([^A-Za-z0-9_.-]|$))'
bound='(^|[^A-Za-z0-9_])timeout([^A-Za-z0-9_]|$)|#[[:space:]]*watchdog:'
for f in "$@"; do
	name=${f#"$top/"}
	# Number the lines, join continued ones (keeping the first number), drop
	# comments, lines that only assign a variable, and what only names systrace:
	# [ -x "$SYSTRACE" ], cp "$SYSTRACE", case "$SYSTRACE" in, messages.
	grep -n '' "$f" |
		sed -e :a -e '/\\$/{' -e '$!N' -e 's/\\\n[0-9]*:/ /' -e ta -e '}' |
		grep -E "$run" |
		grep -Ev '^[0-9]+:[[:space:]]*#' |
		grep -Ev '^[0-9]+:[[:space:]]*(export[[:space:]]+)?[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|[^[:space:]"]*)[[:space:]]*$' |
		grep -Ev "$bound" |
		sed -E -e 's/\[ -[a-z] "?\$\{?SYSTRACE\}?"? \]//g' \
			-e 's/(^|[^A-Za-z0-9_])cp "?\$\{?SYSTRACE\}?"?//g' \
			-e 's/case "?\$\{?SYSTRACE\}?"? in//g' \
			-e 's/(fail_|warn_|skip_|framework_failure_|echo|printf) "[^"]*"//g' |
		grep -E "$run" |
		sed "s|^|$name:|" >>"$offenders"
done
if [ -s "$offenders" ]; then
	cat "$offenders" >&2
	echo "lint_timeouts.sh: FAIL: systrace run without timeout (or a '# watchdog:' comment) in the lines above" >&2
	exit 1
fi
exit 0
