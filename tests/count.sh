#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -c prints strace's summary table: header, one row per syscall with exact call and
# error counts, a total row; -C prints the trace too. Times are not checked.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -c -f -S name -o out -e trace=getppid,chdir "$PROGS/threads" 3 ||
	fail_ "systrace -c failed"
dashes='------ ----------- ----------- --------- --------- ----------------'
{
	echo '% time     seconds  usecs/call     calls    errors syscall'
	echo "$dashes"
	echo 'T S U 3 3 chdir'
	echo 'T S U 3 getppid'
	echo "$dashes"
	echo '100.00 S U 6 3 total'
} >exp
# Replace the three time columns of each row by T S U (100.00 stays in the total row).
# Rows: blanks squeezed, then the columns replaced.
sed -E -e '/^ *[0-9]+\.[0-9]+ /!b' -e 's/^ +//' -e 's/ +$//' -e 's/ +/ /g' \
	-e 's/^([^ ]+) [^ ]+ [^ ]+/\1 S U/' -e '/ total$/!s/^[^ ]+/T/' out >out.n
match_diff exp out.n

# -C: the trace lines come first, then the same table.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -C -f -qq -S name -o out -e trace=chdir "$PROGS/threads" 2 || fail_ "systrace -C failed"
[ "$(grep -c ' chdir(.*= -1 ENOENT' out)" = 2 ] || fail_ "-C: expected 2 chdir lines in the trace: $(cat out)"
grep -Eq '^ *[0-9.]+ +[0-9.]+ +[0-9]+ +2 +2 chdir$' out || { cat out >&2; fail_ "-C: no chdir row with 2 calls, 2 errors"; }
