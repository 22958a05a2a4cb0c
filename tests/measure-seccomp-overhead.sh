#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# measure-seccomp-overhead.sh [--quick] [REPS]: what -m seccomp costs, on the
# empty-ioctl loop (tests/progs/ioctl_loop), tracer and program pinned to CPU 0, all
# configurations in one run, round robin, REPS times (default 5). Prints, per
# configuration, the median ns per ioctl, then the ratios the seccomp-mode issue
# sets targets for. A measurement, not a test: nothing here passes or fails.
#   none             the program alone
#   any-filter       under a seccomp filter that allows everything (tests/progs/forbid
#                    with no rule): the kernel's fixed cost of having a filter at all
#   strace           strace -o /dev/null
#   ptrace           systrace -m ptrace -o /dev/null
#   seccomp          systrace -m seccomp -o /dev/null (every ioctl notified)
#   seccomp-openat   systrace -m seccomp -e trace=openat -o /dev/null (ioctls not)
set -u
top=${abs_top_builddir:-$(cd "$(dirname "$0")/.." && pwd)}
systrace=${SYSTRACE:-$top/src/systrace}
loop=$top/tests/progs/ioctl_loop
forbid=$top/tests/progs/forbid
quick=
[ "${1:-}" = --quick ] && { quick=1; shift; }
reps=${1:-5}
if [ -n "$quick" ]; then fast=20000 slow=2000; else fast=2000000 slow=200000; fi
for f in "$systrace" "$loop" "$forbid"; do
	[ -x "$f" ] || { echo "measure-seccomp-overhead: no $f (run make check first)" >&2; exit 99; }
done
pin=
command -v taskset >/dev/null 2>&1 && pin="taskset -c 0"
configs="none any-filter ptrace seccomp seccomp-openat"
command -v strace >/dev/null 2>&1 && configs="none any-filter strace ptrace seccomp seccomp-openat"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

run() {
	case $1 in
	none) $pin "$loop" "$fast" ;;
	any-filter) $pin "$forbid" -- "$loop" "$fast" ;;
	strace) $pin strace -o /dev/null "$loop" "$slow" ;;
	ptrace) $pin "$systrace" -m ptrace -o /dev/null "$loop" "$slow" ;;
	seccomp) $pin "$systrace" -m seccomp -o /dev/null "$loop" "$slow" ;;
	seccomp-openat) $pin "$systrace" -m seccomp -e trace=openat -o /dev/null "$loop" "$fast" ;;
	esac
}

i=0
while [ "$i" -lt "$reps" ]; do
	for c in $configs; do
		run "$c" | sed -n 's/^ns_per_call //p' >>"$tmp/$c"
	done
	i=$((i + 1))
done

median() { sort -n "$tmp/$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
minimum() { sort -n "$tmp/$1" | head -n 1; }
echo "empty ioctl on /dev/null, ns per call over $reps runs ($(uname -r), ${pin:-not pinned}):"
printf '  %-15s %8s %8s   %s\n' configuration median min runs
for c in $configs; do
	v=$(echo "$c" | tr - _)
	eval "med_$v=$(median "$c") min_$v=$(minimum "$c")"
	printf '  %-15s %8s %8s   %s\n' "$c" "$(median "$c")" "$(minimum "$c")" "$(tr '\n' ' ' <"$tmp/$c" | sed 's/ $//')"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
# ratios KIND: the target ratios from the medians (KIND=med) or the minima (KIND=min).
ratios() {
	eval "none=\$$1_none filter=\$$1_any_filter ptrace=\$$1_ptrace"
	eval "seccomp=\$$1_seccomp openat=\$$1_seccomp_openat strace=\${$1_strace:-}"
	line() { printf '  %-4s %-46s %s\n' "$@"; }
	[ -n "$strace" ] && line "$1" "seccomp / strace (per traced call)" "$(ratio "$seccomp" "$strace")"
	[ -n "$strace" ] && line "$1" "(seccomp - none) / (strace - none)" \
		"$(ratio "$((seccomp - none))" "$((strace - none))")"
	line "$1" "seccomp-openat / none (untraced call)" "$(ratio "$openat" "$none")"
	line "$1" "any-filter / none (the kernel's filter floor)" "$(ratio "$filter" "$none")"
	line "$1" "ptrace / seccomp" "$(ratio "$ptrace" "$seccomp")"
}
echo "ratios:"
ratios med
ratios min
