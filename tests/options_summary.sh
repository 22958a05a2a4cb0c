#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The -c/-C table's options as in strace 6.1: -O (--summary-syscall-overhead) taken
# off every call (with -O 1s every time is 0, so whole tables can be compared),
# -S with every key (avg_time, min-time, ...), -U (--summary-columns) in any order,
# and strace's diagnostics. The expected tables are strace's for the same runs.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_consts"
run() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -o out -e trace=lseek,flock,write,close \
		"$@" "$prog" || fail_ "systrace $* failed"
}

run -c -O 1s
cat >exp <<'EOF2'
% time     seconds  usecs/call     calls    errors syscall
------ ----------- ----------- --------- --------- ----------------
  0.00    0.000000           0         1         1 write
  0.00    0.000000           0         3           close
  0.00    0.000000           0         2         2 lseek
  0.00    0.000000           0         1         1 flock
------ ----------- ----------- --------- --------- ----------------
100.00    0.000000           0         7         4 total
EOF2
match_diff exp out

# No call counted: strace prints no table at all (with -c and with -C).
for opt in -c -C; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" $opt -o out -e trace=chdir true ||
		fail_ "systrace $opt -e trace=chdir true failed"
	case $opt in
	-c) : >exp ;;
	-C) echo '+++ exited with 0 +++' >exp ;;
	esac
	match_diff exp out
done

run -c -O1s -U name,calls,errors,min-time,max-time -S calls
cat >exp <<'EOF2'
syscall              calls    errors shortest  longest
---------------- --------- --------- -------- --------
close                    3           0.000000 0.000000
lseek                    2         2 0.000000 0.000000
write                    1         1 0.000000 0.000000
flock                    1         1 0.000000 0.000000
---------------- --------- --------- -------- --------
total                    7         4 0.000000 0.000000
EOF2
match_diff exp out

# -C: the trace, then the table; the name column is added last when not given.
run -C -qq -O 1000ms -S avg_time --summary-columns=avg-time,calls
cat >exp <<'EOF2'
 usecs/call     calls syscall
----------- --------- ----------------
          0         1 write
          0         3 close
          0         2 lseek
          0         1 flock
----------- --------- ----------------
          0         7 total
EOF2
tail -n 8 out >out.t
match_diff exp out.t
grep -q '^flock(-1, LOCK_EX|LOCK_NB|0x1000) *= -1 EINVAL' out || fail_ "-C: no trace: $(cat out)"

run -c --summary-syscall-overhead=1000000000ns --summary-sort-by=name -U errors,time_percent
cat >exp <<'EOF2'
   errors % time syscall
--------- ------ ----------------
            0.00 close
        1   0.00 flock
        2   0.00 lseek
        1   0.00 write
--------- ------ ----------------
        4 100.00 total
EOF2
match_diff exp out

# Every -S key strace has is taken; counts do not depend on the key.
for key in time time-percent time-total total-time min-time shortest time-min max-time \
	longest time-max avg-time time-avg avg_time calls count errors error name syscall \
	syscall-name nothing none; do
	run -c -S "$key" -U calls
	grep -q '^        7 total$' out || fail_ "-S $key: $(cat out)"
done

# Diagnostics, worded as strace's.
bad() {
	want_rc=$1 want=$2; shift 2
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -o /dev/null "$@" true >/dev/null 2>err
	rc=$?
	[ "$rc" -eq "$want_rc" ] || fail_ "systrace $* exited with $rc, expected $want_rc"
	printf 'systrace: %s\n' "$want" >exp.err
	match_diff exp.err err
}
bad 2 "invalid sortby: 'foo'" -c -S foo
bad 2 "unknown column name: 'foo'" -c -U foo,calls
bad 2 "call summary column has been provided more than once: 'calls' (-U option residual: 'calls')" -c -U calls,calls
bad 2 "-U/--summary-columns must be given with (-c/--summary-only or -C/--summary)" -U calls
bad 2 "-w/--summary-wall-clock must be given with (-c/--summary-only or -C/--summary)" -w
bad 2 "invalid -O argument: 'foo'" -c -O foo
bad 2 "invalid -O argument: '-5'" -c -O -5
bad 2 "invalid --summary-syscall-overhead argument: '1h'" -c --summary-syscall-overhead=1h
bad 0 "-S/--summary-sort-by has no effect without (-c/--summary-only or -C/--summary)" -S calls
exit 0
