#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Where a seccomp policy forbids ptrace (EPERM, as container runtimes do), -m ptrace
# fails with one clear line naming -m seccomp, and -m seccomp traces. Where seccomp
# user notification is missing or forbidden, -m seccomp fails with one line naming
# -m ptrace. Nothing is left running either way.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
forbid="$PROGS/forbid"
prog="$PROGS/various"

# check_fails STATUS 'expected stderr line' RULE -- SYSTRACE-ARGS...
check_fails() {
	want=$1 line=$2 rule=$3
	shift 4
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$forbid" "$rule" -- "$SYSTRACE" "$@" >stdout 2>stderr
	rc=$?
	[ "$rc" = "$want" ] || fail_ "under $rule, systrace $*: exit status $rc, expected $want: $(cat stderr)"
	echo "systrace: $line" >stderr.exp
	match_diff stderr.exp stderr
	[ ! -s stdout ] || fail_ "under $rule, systrace $*: the program ran: $(cat stdout)"
}

# The policy works: strace, too, cannot trace under it.
if command -v strace >/dev/null 2>&1; then
	"$forbid" ptrace=EPERM -- strace -o /dev/null true 2>/dev/null &&
		fail_ "the policy does not forbid ptrace"
fi

check_fails 1 "cannot trace '$prog' with ptrace (ptrace is forbidden here; try -m seccomp): Operation not permitted" \
	ptrace=EPERM -- -m ptrace -o out "$prog"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$forbid" ptrace=EPERM -- "$SYSTRACE" -m seccomp -qq -o out -e trace=openat,write,close "$prog" ||
	fail_ "-m seccomp under a policy that forbids ptrace: exit status $?"
{
	trace_line 'openat(AT_FDCWD, "/dev/null", O_WRONLY)' "?"
	trace_line 'write(3, "text\n\1\377 and more than sixteen by"..., 35)' "?"
	trace_line 'openat(AT_FDCWD, "/nonexistent/various", O_RDONLY)' "?"
	trace_line 'close(3)' "?"
} >exp
from_first_expected exp out >out.t
match_diff exp out.t

# A kernel without user notification (SECCOMP_GET_ACTION_AVAIL says so), seccomp()
# forbidden altogether, a filter the kernel refuses, a nested supervisor.
check_fails 1 "this kernel has no seccomp user notification; use -m ptrace" \
	seccomp:2=EOPNOTSUPP -- -m seccomp "$prog"
check_fails 1 "cannot use seccomp user notification here (use -m ptrace): Operation not permitted" \
	seccomp=EPERM -- -m seccomp "$prog"
check_fails 1 "cannot install the seccomp filter (this kernel lacks a feature it needs; use -m ptrace): Invalid argument" \
	seccomp:1=EINVAL -- -m seccomp "$prog"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -o /dev/null -- "$SYSTRACE" -m seccomp "$prog" >stdout 2>stderr
rc=$?
[ "$rc" = 1 ] || fail_ "nested -m seccomp: exit status $rc, expected 1"
echo "systrace: cannot install the seccomp filter (a seccomp supervisor already watches this process, another systrace -m seccomp for instance; use -m ptrace): Device or resource busy" >stderr.exp
match_diff stderr.exp stderr

# Nothing left behind: no process of the program, running, stopped or zombie.
pgrep -f "^$prog" >left && fail_ "processes left behind: $(cat left)"
exit 0
