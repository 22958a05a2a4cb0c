#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Bad input: one clear line on stderr, exit status 2 for a bad command line and 1 for
# a run-time error, and nothing left running.
. "${abs_top_srcdir}/tests/init.sh"

# check STATUS 'expected stderr line' ARGS...
check() {
	want=$1 line=$2
	shift 2
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" "$@" >stdout 2>stderr
	rc=$?
	[ "$rc" = "$want" ] || fail_ "systrace $*: exit status $rc, expected $want"
	echo "systrace: $line" >stderr.exp
	match_diff stderr.exp stderr
	[ ! -s stdout ] || fail_ "systrace $*: wrote to stdout"
}

check 2 "invalid system call 'nosuchcall'" -e trace=nosuchcall true
check 2 "invalid system call '%nosuchclass'" -e trace=%nosuchclass true
check 2 "invalid signal 'SIGNOPE'" -e signal=SIGNOPE true
check 2 "invalid system call 'frobnicate=1'" -e frobnicate=1 true
check 2 "unrecognized option '--no-such-option' (see systrace --help)" --no-such-option true
check 2 "invalid option -- 'J' (see systrace --help)" -J true
check 2 "option requires an argument -- 'o' (see systrace --help)" -o
check 2 "option '--output' requires an argument (see systrace --help)" --output
check 2 "must have PROG [ARGS] or -p PID (see systrace --help)"
check 2 "invalid -s argument: 'lots'" -s lots true
check 2 "invalid -a argument: 'x'" -a x true
check 2 "invalid mode 'magic' (use ptrace, seccomp, buffered or rewrite)" -m magic true
check 2 "Invalid process id: 'abc'" -p abc
check 1 "Can't stat 'no-such-program-here': No such file or directory" no-such-program-here
# ptrace mode traces a failing first execve (tests/strace_messages.sh); the other
# modes refuse before they start.
check 1 "exec: Permission denied" -o /dev/null /etc/passwd
check 1 "cannot run '/etc/passwd': Permission denied" -m seccomp /etc/passwd
check 1 "cannot run '/': Is a directory" -m seccomp /
check 1 "cannot write to '/nonexistent-dir/trace': No such file or directory" -o /nonexistent-dir/trace true

# A pid that does not exist, and one that cannot be traced (a kernel thread).
sleep 10 &
gone=$!
kill -9 "$gone"
wait "$gone" 2>/dev/null
check 1 "cannot attach to pid $gone: No such process" -p "$gone"
require_root
check 1 "cannot attach to pid 2: Operation not permitted" -p 2

# --help and --version succeed and say what they should.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --help >help.out || fail_ "--help failed"
grep -q '^Usage: systrace' help.out || fail_ "--help has no usage line"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -V | grep -Eq '^systrace [0-9]+\.[0-9]+' || fail_ "-V prints no version"
