#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Lifecycle reports come from one place (output_attached/output_detached), the
# same in every mode: with -f on a forking program, stderr says "Process N
# attached" once, for the child, in text, JSON and CTF runs; the JSON has one
# "attached" object for that child, before its other objects, and validates
# against the schema; the CTF trace has one process_attached event, for that
# child; -q removes them all. With -p (ptrace), the attach and the detach at the
# end are reported, as lines, JSON objects and CTF events.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd python3
python3 -c 'import jsonschema' 2>/dev/null || skip_ "python3-jsonschema is not installed"
schema="$abs_top_srcdir/man/systrace-json.schema.json"
prog="$abs_top_builddir/tests/progs/fork_wait"
have_bt=false
command -v babeltrace2 >/dev/null 2>&1 && have_bt=true

validate() {
	python3 -c '
import json, sys, jsonschema
v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
for n, line in enumerate(open(sys.argv[2]), 1):
	errs = list(v.iter_errors(json.loads(line)))
	if errs:
		sys.exit("%s:%d: %s" % (sys.argv[2], n, errs[0].message))
' "$schema" "$1" || fail_ "$1 does not validate against the schema"
}

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
	: >want.err	# a command traced to a file: no attach line (strace 6.1)
	match_diff want.err text.err

	# -q: no message.
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f -q \
		-o q.out "$prog" 7 >/dev/null 2>q.err
	[ -s q.err ] && { cat q.err >&2; fail_ "$mode: -q left a message"; }

	# JSON: one attached object, for the child, before the child's other objects.
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f \
		--output-format=json -o json.out "$prog" 7 >/dev/null 2>json.err
	validate json.out
	grep '"type":"attached"' json.out >att || true
	n=$(grep -c . att)
	[ "$n" -eq 1 ] || { cat json.out >&2; fail_ "$mode: $n attached objects, expected 1"; }
	jchild=$(grep '"name":"write",.*"value":"child\\n"' json.out |
		sed -n 's/^{"type":"syscall","pid":\([0-9]*\),.*/\1/p')
	[ -n "$jchild" ] || { cat json.out >&2; fail_ "$mode: no child write in the JSON"; }
	match_grep att "^\\{\"type\":\"attached\",\"pid\":$jchild,\"tid\":$jchild,\"ts\":[0-9]+\\}\$"
	first=$(grep "\"pid\":$jchild," json.out | head -n 1)
	case "$first" in
	'{"type":"attached"'*) ;;
	*) fail_ "$mode: the child's first object is not attached: $first" ;;
	esac
	grep -q '"type":"detached"' json.out && fail_ "$mode: a detached object without -p"
	: >want.err	# a command traced to a file: no attach line (strace 6.1)
	match_diff want.err json.err
	expect_status 7 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f -q \
		--output-format=json -o q.out "$prog" 7 >/dev/null 2>q.err
	validate q.out
	grep -q '"type":"attached"' q.out && { cat q.out >&2; fail_ "$mode: -q left an attached object"; }

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
	: >want.err	# a command traced to a file: no attach line (strace 6.1)
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

# The same -p session in JSON.
sleep 30 </dev/null &
sleeper=$!
rm -f tracer.pid
timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >tracer.pid; exec "$@"' sh \
	"$SYSTRACE" -p "$sleeper" --output-format=json -o p.json 2>p.err &
job=$!
tracer=$(tracer_pid_ tracer.pid "$job") || fail_ "-p: systrace did not start"
while ! grep -q attached p.err 2>/dev/null && kill -0 "$job" 2>/dev/null; do
	sleep 0.05
done
kill -INT "$tracer"
wait "$job"
kill "$sleeper" 2>/dev/null
wait "$sleeper" 2>/dev/null
validate p.json
sed -n 's/^{"type":"\([a-z]*ached\)","pid":\([0-9]*\),"tid":\([0-9]*\),"ts":[0-9]*}$/\1 \2 \3/p' p.json >got.ev
printf 'attached %s %s\ndetached %s %s\n' "$sleeper" "$sleeper" "$sleeper" "$sleeper" >want.ev
match_diff want.ev got.ev
# The call the sleeper was in when systrace let go (restart_syscall, if systrace
# saw it begin) is an object with "detached", as the text's "<detached ...>".
grep '"type":"syscall"' p.json | grep -v '"ret":{"value":null,"detached":true}' >p.odd || true
if [ -s p.odd ]; then
	fail_ "-p: a call that did not end when systrace detached: $(cat p.odd)"
fi
