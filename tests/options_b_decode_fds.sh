#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -yy / --decode-fds: socket (unix, tcp, udp, netlink), device, pidfd details as
# strace 6.1 prints them, in ptrace and seccomp modes and against the installed
# strace; --decode-fds=signalfd; -Y (pid<comm> prefixes); the diagnostics.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/fd_kinds"

# The program prints the lines for its descriptors (inodes, ports) on stdout.
run() {
	mode=$1 results=$2; shift 2
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -qq -o out -e trace=fcntl "$@" \
		"$prog" yy "$results" >exp
	st=$?
	[ "$st" -eq 77 ] && skip_ "no loopback networking or netlink here"
	[ "$st" -eq 0 ] || fail_ "systrace -m $mode $* failed ($st)"
	match_diff exp out
}
run ptrace known -yy
run ptrace known --decode-fds=all
run ptrace known -e decode-fds=path,socket,dev,pidfd
run seccomp unknown -yy

# JSON: the details are the fd value's "detail" (checked against the schema).
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -qq -o out.json -yy -e trace=fcntl \
	"$prog" yy known >exp || fail_ "--output-format=json -yy run failed"
grep -q '"detail":"UNIX-STREAM:\[' out.json || fail_ "JSON: no socket detail"
if command -v python3 >/dev/null 2>&1; then
	python3 "$abs_top_srcdir/tests/json2text.py" --schema "$abs_top_srcdir/man/systrace-json.schema.json" \
		out.json >out.txt || fail_ "JSON: json2text.py failed"
	grep -v '^+++' out.txt >out.t
	match_diff exp out.t
fi

# JSON: a returned descriptor has its "path" and "detail" too, and renders back to
# the text's "= 3</dev/null<char 1:3>>", "= 6<TCP:[...]>", "= 12<pid:N>".
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -qq -o ret.json -yy \
	-e trace=openat,socket,pidfd_open "$prog" yy known >/dev/null ||
	fail_ "--output-format=json -yy (results) run failed"
grep -q '"ret":{"value":[0-9]*,"format":"fd","detail":"UNIX-STREAM:\[' ret.json ||
	fail_ "JSON: no socket detail in a result: $(cat ret.json)"
grep -q '"ret":{"value":3,"format":"fd","path":"/dev/null","detail":"char 1:3"}' ret.json ||
	fail_ "JSON: no device detail in a result: $(cat ret.json)"
if command -v python3 >/dev/null 2>&1; then
	python3 "$abs_top_srcdir/tests/json2text.py" --schema "$abs_top_srcdir/man/systrace-json.schema.json" \
		ret.json >ret.txt || fail_ "JSON: json2text.py failed on results"
	match_grep ret.txt '^openat\(AT_FDCWD[^,]*, "/dev/null", O_RDONLY\) += 3</dev/null<char 1:3>>$' \
		'^socket\(AF_INET, SOCK_STREAM, IPPROTO_IP\) += [0-9]+<TCP:\[[0-9]+\]>$' \
		'^socket\(AF_UNIX, SOCK_STREAM, 0\) += [0-9]+<UNIX-STREAM:\[[0-9]+\]>$'
	if grep -q '^pidfd_open(.*) *= [0-9]' ret.txt; then
		match_grep ret.txt '^pidfd_open\([0-9]+, 0\) += [0-9]+<pid:[0-9]+>$'
	fi
fi

# strace 6.1 prints the same.
if command -v strace >/dev/null 2>&1; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -qq -o sout -e trace=fcntl -yy "$prog" yy known >exp
	match_diff exp sout
fi

# signalfd (later strace versions): the signals it takes.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace=fcntl --decode-fds=signalfd \
	"$prog" signalfd known >exp || fail_ "--decode-fds=signalfd run failed"
match_diff exp out

# Only the kinds asked for: socket alone prints no path, path alone no details.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace=fcntl --decode-fds=socket \
	"$prog" yy known >/dev/null || fail_ "--decode-fds=socket run failed"
grep -q '^fcntl(3, F_GETFD)' out || fail_ "socket only: /dev/null got a path: $(cat out)"
grep -q '^fcntl(4<UNIX-STREAM:\[' out || fail_ "socket only: no unix details: $(cat out)"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace=fcntl -y \
	"$prog" yy known >/dev/null || fail_ "-y run failed"
grep -q '^fcntl(3</dev/null>, F_GETFD)' out || fail_ "-y: $(cat out)"
grep -q '^fcntl(4<socket:\[[0-9]*\]>, F_GETFD)' out || fail_ "-y: $(cat out)"

# '<' and '>' in a path are written in octal, as strace does.
: >'a>b<c' || framework_failure_ "cannot create a file"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -y -e trace=openat cat 'a>b<c' ||
	fail_ "-y cat run failed"
match_grep out '^openat\(AT_FDCWD<[^>]*>, "a>b<c", O_RDONLY\) += 3<.*/a\\76b\\74c>$'

# -Y: the command name after the pid of each line, and of a new child.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -o out -Y -e trace=fcntl \
	"$prog" signalfd known >/dev/null || fail_ "-Y run failed"
match_grep out '^[0-9]+<fd_kinds> fcntl\(3, F_GETFD\) += 0$' '^[0-9]+<fd_kinds> \+\+\+ exited with 0 \+\+\+$'

# Diagnostics, worded as strace's.
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --decode-fds=bogus true 2>err
echo "systrace: invalid decode-fds 'bogus'" >exp
match_diff exp err
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --decode-pids=bogus true 2>err
echo "systrace: invalid decode-pids 'bogus'" >exp
match_diff exp err
exit 0
