#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Lifecycle reports come from one place (output_attached/output_detached), the
# same in every mode: with -f on a forking program, stderr says "Process N
# attached" once, for the child, in text and in CTF runs; the CTF trace has one
# process_attached event, for that child; -q removes both. With -p (ptrace), the
# attach and the detach at the end are reported, as lines and as CTF events.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/fork_wait"
have_bt=false
command -v babeltrace2 >/dev/null 2>&1 && have_bt=true

# ctf_events DIR NAME: the lines of NAME events babeltrace2 reads in DIR (to ev.txt).
ctf_events() {
	timeout 60 babeltrace2 "$1" >ctf.txt 2>bt.err || { cat bt.err >&2; fail_ "babeltrace2 cannot read $1"; }
	[ -s bt.err ] && { cat bt.err >&2; fail_ "babeltrace2 warned about $1"; }
	grep " $2: " ctf.txt >ev.txt || true
}

for mode in ptrace seccomp buffered; do
	# Text: the child's pid is the one that writes "child\n".
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f \
		-o text.out "$prog" 7 >/dev/null 2>text.err
	child=$(sed -n 's/^\([0-9][0-9]*\) *write(1, "child\\n", 6.*/\1/p' text.out)
	[ -n "$child" ] || { cat text.out >&2; fail_ "$mode: no child write in the text trace"; }
	printf 'systrace: Process %s attached\n' "$child" >want.err
	match_diff want.err text.err

	# -q: no message.
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f -q \
		-o q.out "$prog" 7 >/dev/null 2>q.err
	[ -s q.err ] && { cat q.err >&2; fail_ "$mode: -q left a message"; }

	$have_bt || continue
	# CTF: one process_attached event, for the child, and the same message.
	rm -rf ctf
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f \
		--output-format=ctf -o ctf "$prog" 7 >/dev/null 2>ctf.err
	ctf_events ctf process_attached
	n=$(grep -c . ev.txt)
	[ "$n" -eq 1 ] || { cat ctf.txt >&2; fail_ "$mode: $n process_attached events, expected 1"; }
	cchild=$(sed -n 's/.*process_attached: { pid = \([0-9]*\), tid = \1 }, { tid = \1 }$/\1/p' ev.txt)
	[ -n "$cchild" ] || { cat ev.txt >&2; fail_ "$mode: a malformed process_attached event"; }
	grep -q "process_exit: { pid = $cchild, tid = $cchild }, { exit_code = 7 }" ctf.txt ||
		{ cat ctf.txt >&2; fail_ "$mode: process_attached names no child that exited"; }
	printf 'systrace: Process %s attached\n' "$cchild" >want.err
	match_diff want.err ctf.err
	rm -rf ctf
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f -q \
		--output-format=ctf -o ctf "$prog" 7 >/dev/null 2>ctf.err
	ctf_events ctf process_attached
	[ -s ev.txt ] && { cat ev.txt >&2; fail_ "$mode: -q left a process_attached event"; }
done

# -p: attached at the start, detached at the end of the session.
sleep 30 </dev/null &
sleeper=$!
rm -rf ctf tracer.pid
timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >tracer.pid; exec "$@"' sh \
	"$SYSTRACE" -p "$sleeper" --output-format=ctf -o ctf 2>p.err &
job=$!
tracer=$(tracer_pid_ tracer.pid "$job") || fail_ "-p: systrace did not start"
while ! grep -q attached p.err 2>/dev/null && kill -0 "$job" 2>/dev/null; do
	sleep 0.05
done
kill -INT "$tracer"
wait "$job"
kill "$sleeper" 2>/dev/null
wait "$sleeper" 2>/dev/null
printf 'systrace: Process %s attached\nsystrace: Process %s detached\n' "$sleeper" "$sleeper" >want.err
match_diff want.err p.err
if $have_bt; then
	ctf_events ctf 'process_[a-z]*ached'
	sed 's/.* \(process_[a-z]*ached\): \(.*\)/\1 \2/' ev.txt >got.ev
	printf 'process_attached { pid = %s, tid = %s }, { tid = %s }\nprocess_detached { pid = %s, tid = %s }, { tid = %s }\n' \
		"$sleeper" "$sleeper" "$sleeper" "$sleeper" "$sleeper" "$sleeper" >want.ev
	match_diff want.ev got.ev
fi
