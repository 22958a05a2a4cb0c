#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -Y / --decode-pids=comm and --pidns-translation / --decode-pids=pidns: command
# names after pids, and pids from another pid namespace in systrace's, as strace.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/fd_kinds"

# -Y: prefixes with -o (unpadded) and on stderr ([pid N<comm>]), getpid's result.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -o out -Y -e trace=fcntl "$prog" signalfd known \
	>/dev/null || fail_ "-Y -o run failed"
match_grep out '^[0-9]+<fd_kinds> fcntl\(3, F_GETFD\) += 0$' '^[0-9]+<fd_kinds> \+\+\+ exited with 0 \+\+\+$'
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -Y -e trace=getpid sh -c 'echo $$' >/dev/null 2>err ||
	fail_ "-Y getpid run failed"
match_grep err '^getpid\(\) += [0-9]+<sh>$'
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -q -f -e decode-pids=comm -e trace=getpid,vfork,clone \
	sh -c '/bin/true; echo $$' >/dev/null 2>err || fail_ "-e decode-pids=comm run failed"
match_grep err '^(vfork|clone)\(.*\) += [0-9]+<(sh|true)>$' '^\[pid +[0-9]+<(sh|true)>\] '

# JSON: a returned pid has its "comm" too, and renders back to the text's "= N<sh>".
j2t() {
	python3 "$abs_top_srcdir/tests/json2text.py" --schema "$abs_top_srcdir/man/systrace-json.schema.json" "$@"
}
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -q -f -o out.json -Y \
	-e trace=getpid,vfork,clone sh -c '/bin/true; echo $$' >/dev/null || fail_ "-Y JSON run failed"
grep -q '"options":{.*"decode_pids":\["comm"\]}}' out.json || fail_ "JSON: no decode_pids in the header"
grep -q '"comm":"sh","name":"getpid".*"ret":{"value":[0-9]*,"comm":"sh"}' out.json ||
	fail_ "JSON: no comm in getpid's result: $(cat out.json)"
if command -v python3 >/dev/null 2>&1; then
	# (each object has the task's "comm" too: the text's "N<sh> " line prefix)
	j2t out.json >out.txt || fail_ "JSON: json2text.py failed"
	match_grep out.txt '^[0-9]+<sh> +getpid\(\) += [0-9]+<sh>$' \
		'^[0-9]+<sh> +(vfork|clone)\(.*\) += [0-9]+<(sh|true)>$'
fi

# Without a namespace of its own, --pidns-translation adds nothing.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq --pidns-translation -e trace=getpid sh -c 'echo $$' \
	>/dev/null 2>err || fail_ "--pidns-translation run failed"
match_grep err '^getpid\(\) += [0-9]+$'

# In a new pid namespace (root and unshare(1) needed): the pid in systrace's.
if [ "$(id -u)" -eq 0 ] && command -v unshare >/dev/null 2>&1 && unshare -pf true 2>/dev/null; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -f -o out --decode-pids=pidns \
		-e trace=getpid,vfork,clone unshare -pf sh -c '/bin/true; echo $$' >/dev/null ||
		fail_ "--decode-pids=pidns run failed"
	match_grep out '^[0-9]+ +getpid\(\) += 1 /\* [0-9]+ in strace'"'"'s PID NS \*/$' \
		'^[0-9]+ +(vfork|clone)\(.*\) += 2 /\* [0-9]+ in strace'"'"'s PID NS \*/$'
	# JSON: "tracer_pid", rendered back as the text's comment.
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -qq -f -o out.json \
		--decode-pids=pidns -e trace=getpid,vfork,clone unshare -pf sh -c '/bin/true; echo $$' \
		>/dev/null || fail_ "--decode-pids=pidns JSON run failed"
	grep -q '"name":"getpid".*"ret":{"value":1,"tracer_pid":[0-9]*}' out.json ||
		fail_ "JSON: no tracer_pid in getpid's result: $(cat out.json)"
	if command -v python3 >/dev/null 2>&1; then
		j2t out.json >out.txt || fail_ "JSON: json2text.py failed (pidns)"
		match_grep out.txt '^[0-9]+ +getpid\(\) += 1 /\* [0-9]+ in strace'"'"'s PID NS \*/$' \
			'^[0-9]+ +(vfork|clone)\(.*\) += 2 /\* [0-9]+ in strace'"'"'s PID NS \*/$'
	fi
	if command -v strace >/dev/null 2>&1; then
		timeout -k 10 "$SYSTRACE_TIMEOUT" strace -qq -f -o sout --pidns-translation \
			-e trace=getpid unshare -pf sh -c 'echo $$' >/dev/null
		match_grep sout '^[0-9]+ +getpid\(\) += 1 /\* [0-9]+ in strace'"'"'s PID NS \*/$'
	fi
fi
exit 0
