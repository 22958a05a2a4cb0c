#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# An internal error in the middle of a trace (here -ff running out of descriptors)
# ends systrace at once with status 1, and leaves no tracee stopped: as strace does,
# the program systrace started gets SIGTERM, and every other tracee is let go and
# runs on untraced.
. "${abs_top_srcdir}/tests/init.sh"

mark="20.$$"	# the children's argument, unique to this run
kids=
i=0
while [ $i -lt 40 ]; do kids="$kids sleep $mark &"; i=$((i + 1)); done
(
	# Descriptors the harness passed on would count against the limit.
	exec 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&-
	ulimit -n 24 || exit 77
	exec timeout -k 5 60 "$SYSTRACE" -ff -o out sh -c "$kids wait"
) >/dev/null 2>err
st=$?
[ $st -ne 77 ] || skip_ "cannot lower the descriptor limit"
case $st in 124|137) fail_ "systrace still ran after 60 s" ;; esac
[ $st -eq 1 ] || { cat err >&2; fail_ "exit status $st, expected 1"; }
match_grep err "cannot write to 'out\\.[0-9]+': Too many open files"
ls out.* >/dev/null 2>&1 || fail_ "the trace never started"

# The children of the run: none in a stop, all still alive (detached, not killed).
found=0
for d in /proc/[0-9]*; do
	cmd=$(tr '\0' ' ' <"$d/cmdline" 2>/dev/null) || continue
	[ "$cmd" = "sleep $mark " ] || continue
	state=$(sed 's/.*) //; s/ .*//' "$d/stat" 2>/dev/null) || continue
	case $state in
	t|T) stopped="${stopped:-} ${d#/proc/}" ;;
	Z|X) ;;
	*) found=$((found + 1)) ;;
	esac
done
for d in /proc/[0-9]*; do
	cmd=$(tr '\0' ' ' <"$d/cmdline" 2>/dev/null) || continue
	[ "$cmd" = "sleep $mark " ] && kill -9 "${d#/proc/}" 2>/dev/null
done
[ -z "${stopped:-}" ] || fail_ "tracees left stopped:$stopped"
[ $found -gt 0 ] || fail_ "no child of the program runs on: they were killed, not detached"
exit 0
