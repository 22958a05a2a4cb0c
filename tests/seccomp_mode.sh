#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m seccomp as a whole: the trace starts with the program's execve, -c/-t/-T/-r/-y
# work with results unknown, systrace waits for descendants that outlive the program
# and exits with the program's status, exit lines for processes that are not
# systrace's children, SIGTERM/SIGINT passed on to the program, set-user-ID programs
# refused without root, nothing left behind.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
st() { timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp "$@"; }

# No pre-exec noise: the first line is the program's execve.
st -o out /bin/true || fail_ "systrace -m seccomp /bin/true failed"
head -n 1 out | grep -Eq '^execve\("/bin/true", \["/bin/true"\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/\) += \?$' ||
	fail_ "the trace does not start with execve: $(head -n 3 out)"
tail -n 1 out | grep -qx '+++ exited with 0 +++' || fail_ "no exit line: $(tail -n 3 out)"

# Without -f only the started program is shown, as strace shows it: the child
# of the subshell meets the filter too, and is let through unprinted.
st -o out -e trace=write sh -c 'echo parent; (echo child)' >stdout || fail_ "no -f run failed"
printf 'parent\nchild\n' | cmp -s - stdout || fail_ "no -f: the program's output changed: $(cat stdout)"
printf '%s\n' 'write(1, "parent\n", 7)                 = ?' '+++ exited with 0 +++' |
	cmp -s - out || fail_ "no -f: a child was shown: $(cat out)"

# -c counts the calls; their time and errors are unknown in this mode.
st -f -c -S name -o out -e trace=getppid,chdir "$PROGS/threads" 3 || fail_ "-c failed"
grep -Eq '^ +0\.00 +0\.000000 +0 +3 +chdir$' out || fail_ "-c: no chdir row with 3 calls: $(cat out)"
grep -Eq '^ +0\.00 +0\.000000 +0 +3 +getppid$' out || fail_ "-c: no getppid row with 3 calls: $(cat out)"

# Prefixes and -y work as in ptrace mode; -T has nothing to show.
st -qq -tt -T -o out -e trace=close "$PROGS/various" || fail_ "-tt -T failed"
grep -Eq '^[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\.[0-9]{6} close\(3\) += \?$' out || fail_ "-tt -T: $(cat out)"
st -qq -ttt -o out -e trace=close "$PROGS/various" || fail_ "-ttt failed"
tail -n 1 out | grep -Eq '^[0-9]{10}\.[0-9]{6} close\(3\) += \?$' || fail_ "-ttt: $(cat out)"
st -qq -r -o out -e trace=close "$PROGS/various" || fail_ "-r failed"
tail -n 1 out | grep -Eq '^ +[0-9]+\.[0-9]{6} close\(3\) += \?$' || fail_ "-r: $(cat out)"
st -qq -y -o out -e trace=write "$PROGS/various" || fail_ "-y failed"
tail -n 1 out | grep -q '^write(3</dev/null>, "text' || fail_ "-y: $(cat out)"

# A descendant that outlives the program holds the filter: systrace waits for it,
# then exits with the program's status. The orphan's exit line comes from its
# exit_group; the program's from its wait status.
start=$(date +%s%N)
st -f -o out -e trace=execve,exit_group sh -c '(sleep 0.5; echo late) & exit 3' >stdout
rc=$?
end=$(date +%s%N)
[ "$rc" = 3 ] || fail_ "program outlived by a descendant: exit status $rc, expected 3"
[ $(((end - start) / 1000000)) -ge 450 ] || fail_ "systrace did not wait for the descendant"
echo late >stdout.exp
match_diff stdout.exp stdout
# (one space after the pid, whatever its width)
sed -E 's/^([0-9]+) +/\1 /' out >out.n
sh_pid=$(sed -n '1s/^\([0-9]*\) execve("[^"]*sh", .*/\1/p' out.n)
sleep_pid=$(sed -n 's/^\([0-9]*\) execve("[^"]*sleep", .*/\1/p' out.n)
[ -n "$sh_pid" ] && [ -n "$sleep_pid" ] || fail_ "unexpected trace: $(cat out)"
grep -qx "$sh_pid +++ exited with 3 +++" out.n || fail_ "no exit line for the program: $(cat out)"
grep -qx "$sleep_pid +++ exited with 0 +++" out.n || fail_ "no exit line for the descendant: $(cat out)"

# exit_group while other threads are in notified syscalls: each task gets one exit
# line, whatever notifications were still queued when the threads were killed.
for i in 1 2 3; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -f -o out -e trace=getppid,exit_group "$PROGS/busy_exit" 4
	rc=$?
	[ "$rc" = 5 ] || fail_ "busy_exit: exit status $rc, expected 5"
	[ "$(grep -c ' +++ exited with 5 +++$' out)" = 5 ] || fail_ "busy_exit: not 5 exit lines: $(grep '+++' out)"
	grep '+++' out | sed 's/ .*//' | sort | uniq -d >dups
	[ -s dups ] && fail_ "busy_exit: tasks with two exit lines: $(cat dups)"
done

# A process killed by a signal that is not systrace's child: reported at the end
# from the kernel's pidfd exit information (Linux 6.15 and later).
st -f -o out -e trace=execve sh -c 'sleep 10 & sleep 0.2; kill -9 $!; wait $!; exit 0' ||
	fail_ "killed grandchild: systrace failed"
sed -E 's/^([0-9]+) +/\1 /' out >out.n
victim=$(sed -n 's/^\([0-9]*\) execve("[^"]*sleep", \["sleep", "10"\].*/\1/p' out.n)
[ -n "$victim" ] || fail_ "the sleep was not seen: $(cat out)"
major=$(uname -r | cut -d. -f1) minor=$(uname -r | cut -d. -f2)
if [ "$major" -gt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -ge 15 ]; }; then
	grep -qx "$victim +++ killed by SIGKILL +++" out.n || fail_ "no killed line: $(cat out)"
fi

# Signals during notified syscalls. With SA_RESTART a syscall interrupted before
# systrace picked it up is restarted: no call fails, each is shown once. Without it,
# the interrupted call fails with EINTR without running (a limit of seccomp user
# notification, see systrace(1)): the trace shows exactly the calls that ran.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -o out -e trace=getppid "$PROGS/sigstorm" 20000 restart >stdout ||
	fail_ "sigstorm restart: a call failed, or systrace did"
[ "$(cat stdout)" = 0 ] || fail_ "sigstorm restart: $(cat stdout) calls failed with EINTR"
[ "$(grep -c '^getppid()' out)" = 20000 ] || fail_ "sigstorm restart: $(grep -c '^getppid()' out) lines, expected 20000"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -o out -e trace=getppid "$PROGS/sigstorm" 20000 >stdout ||
	fail_ "sigstorm: a call failed otherwise than with EINTR, or systrace did"
[ "$(grep -c '^getppid()' out)" = $((20000 - $(cat stdout))) ] ||
	fail_ "sigstorm: $(grep -c '^getppid()' out) lines for 20000 calls, $(cat stdout) of which failed"

# SIGTERM to systrace goes to the program, whose handler still runs traced.
rm -f tracer.pid
timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >tracer.pid; exec "$@"' sh "$SYSTRACE" -m seccomp -o out -e trace=write,exit_group sh -c 'trap "echo got TERM; exit 7" TERM; while :; do sleep 0.05; done' >stdout &
job=$!
# To systrace itself: timeout would pass it to the program too.
tracer=$(tracer_pid_ tracer.pid "$job") || fail_ "systrace did not start"
sleep 0.3
kill -TERM "$tracer"
wait "$job"
rc=$?
[ "$rc" = 7 ] || fail_ "after SIGTERM: exit status $rc, expected the program's 7"
echo "got TERM" >stdout.exp
match_diff stdout.exp stdout
{
	trace_line 'write(1, "got TERM\n", 9)' "?"
	trace_line "exit_group(7)" "?"
	echo "+++ exited with 7 +++"
} >exp
tail -n 3 out >out.t
match_diff exp out.t

# The program gets the signal dispositions it would have untraced: in this
# background job SIGINT is ignored, so a SIGINT passed on does nothing. SIGHUP, not
# caught, kills it, and systrace dies by the same signal, like strace. (timeout
# catches SIGINT and SIGQUIT, so its child starts with them at their defaults: the
# background job's dispositions are set again before systrace starts.)
rm -f tracer.pid
timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'trap "" INT QUIT; echo $$ >tracer.pid; exec "$@"' sh "$SYSTRACE" -m seccomp -o out -e trace=none sleep 10 &
job=$!
tracer=$(tracer_pid_ tracer.pid "$job") || fail_ "systrace did not start"
sleep 0.2
kill -INT "$tracer"
sleep 0.2
kill -0 "$tracer" 2>/dev/null || fail_ "SIGINT, ignored by the program, ended the trace"
kill -HUP "$tracer"
wait "$job"
rc=$?
[ "$rc" = 129 ] || fail_ "after SIGHUP: exit status $rc, expected 129"
echo '+++ killed by SIGHUP +++' >exp
match_diff exp out

# Without root the filter needs no_new_privs: a set-user-ID program is refused with
# the alternative named, any other program is traced.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 && id nobody >/dev/null 2>&1; then
	chmod 755 .
	cp /bin/true suid-true && chmod 4755 suid-true
	as_nobody() { setpriv --reuid=nobody --regid="$(id -g nobody)" --clear-groups "$@"; }
	as_nobody timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp ./suid-true >stdout 2>stderr
	rc=$?
	[ "$rc" = 1 ] || fail_ "set-user-ID program as nobody: exit status $rc, expected 1"
	echo "systrace: './suid-true' is set-user-ID or set-group-ID: -m seccomp would run it without its privileges (the filter needs no_new_privs); run systrace as root, or use -m ptrace" >stderr.exp
	match_diff stderr.exp stderr
	as_nobody timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -qq -e trace=getppid "$PROGS/various" 2>out ||
		fail_ "as nobody: systrace failed"
	trace_line "getppid()" "?" >exp
	match_diff exp out
	# root keeps the program's privileges: no no_new_privs.
	st -o /dev/null ./suid-true || fail_ "set-user-ID program as root: systrace failed"
fi

# Nothing left behind: no stopped or zombie process of ours.
ps -eo ppid=,stat= | grep -E "^ *$$ +[TZ]" >left
[ -s left ] && fail_ "processes left stopped or zombie: $(cat left)"
exit 0
