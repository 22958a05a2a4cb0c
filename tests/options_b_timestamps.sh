#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --timestamps / --absolute-timestamps with a format and a precision, -r and -T
# with a precision, -t with -r ("TIME (+ DELTA)"), and strace's diagnostics.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/various"
run() { timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace=close "$@" "$prog" || fail_ "systrace $* failed"; }
hms='[0-2][0-9]:[0-5][0-9]:[0-5][0-9]'
col=' += 0'

run --timestamps
match_grep out "^$hms close\(3\)$col\$"
run --timestamps=unix,ns
match_grep out "^[0-9]{10}\.[0-9]{9} close\(3\)$col\$"
run --absolute-timestamps=format:time,precision:ms
match_grep out "^$hms\.[0-9]{3} close\(3\)$col\$"
run --timestamps=unix --absolute-timestamps=s
match_grep out "^[0-9]{10} close\(3\)$col\$"
run --timestamps=ns
match_grep out "^$hms\.[0-9]{9} close\(3\)$col\$"
run --timestamps=none -r
match_grep out "^ +0\.[0-9]{6} close\(3\)$col\$"
run -tttt
match_grep out "^[0-9]{10}\.[0-9]{6} close\(3\)$col\$"
run -r -tt
match_grep out "^$hms\.[0-9]{6} \(\+ +[0-9]+\.[0-9]{6}\) close\(3\)$col\$"
run --relative-timestamps=s -ttt
match_grep out "^[0-9]{10}\.[0-9]{6} \(\+ +[0-9]+\) close\(3\)$col\$"
run --relative-timestamps=ns
match_grep out "^ +[0-9]+\.[0-9]{9} close\(3\)$col\$"
run --relative-timestamps=ms -r
match_grep out "^ +[0-9]+\.[0-9]{6} close\(3\)$col\$"
run --syscall-times=ns
match_grep out "^close\(3\)$col <[0-9]+\.[0-9]{9}>\$"
run --syscall-times=ms
match_grep out "^close\(3\)$col <[0-9]+\.[0-9]{3}>\$"
run -T --syscall-times=s
match_grep out "^close\(3\)$col <[0-9]+>\$"
run --syscall-times=s -T
match_grep out "^close\(3\)$col <[0-9]+\.[0-9]{6}>\$"

# -m seccomp: no result, so no time in the call; the prefixes are there.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -qq -o out -e trace=close \
	--timestamps=unix,ms -T "$prog" || fail_ "-m seccomp run failed"
match_grep out "^[0-9]{10}\.[0-9]{3} close\(3\) += \?\$"

# Diagnostics, worded as strace 6.1's.
check_usage() {
	cu_msg_=$1; shift
	expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" "$@" true 2>err
	echo "systrace: $cu_msg_" >exp
	match_diff exp err
}
check_usage "invalid --timestamps argument: 'bogus'" --timestamps=bogus
check_usage "invalid --timestamps argument: 'unix:ns'" --timestamps=unix:ns
check_usage "invalid --absolute-timestamps argument: '1e-3'" --absolute-timestamps=1e-3
check_usage "-t and --absolute-timestamps cannot be provided simultaneously" -t --timestamps=unix
check_usage "-t and --absolute-timestamps cannot be provided simultaneously" --timestamps -tt
check_usage "invalid --relative-timestamps argument: ''" --relative-timestamps=
check_usage "invalid --relative-timestamps argument: 'ms,ns'" --relative-timestamps=ms,ns
check_usage "invalid --syscall-times argument: 'precision:ms'" --syscall-times=precision:ms
exit 0
