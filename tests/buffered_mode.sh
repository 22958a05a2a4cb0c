#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# What is particular to -m buffered: a statically linked program is refused with one
# clear line; an image exec'd without the capture library is reported at the end; a
# full ring makes producers wait (nothing lost) or, with --overwrite, drops records
# that are counted and reported per process; bad combinations of options are refused.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"

# check_err STATUS 'expected stderr' ARGS...: one line on stderr, that exit status.
check_err() {
	want=$1 line=$2
	shift 2
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" "$@" >stdout 2>stderr
	rc=$?
	[ "$rc" = "$want" ] || fail_ "systrace $*: exit status $rc, expected $want"
	echo "systrace: $line" >stderr.exp
	match_diff stderr.exp stderr
}

check_err 2 "-p needs -m ptrace: -m buffered traces only programs it starts" -m buffered -p 1
check_err 2 "--overwrite belongs to -m buffered" --overwrite true
SYSTRACE_RING_SIZE=1000 check_err 1 \
	"SYSTRACE_RING_SIZE must be a power of two from 65536 to 1073741824, not '1000'" \
	-m buffered true

# A static binary: refused before it starts when libelf can tell; otherwise it runs
# untraced and systrace says so at the end.
static="$PROGS/static_hello"
if grep -q '^#define ENABLE_LIBELF 1' "$abs_top_builddir/config.h"; then
	check_err 1 "'$static' is statically linked: -m buffered preloads its capture library through the dynamic loader, which it does not use; trace it with -m ptrace or -m seccomp" \
		-m buffered "$static"
	[ ! -s stdout ] || fail_ "the static program ran: $(cat stdout)"
fi
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -qq -o out sh -c "exec $static" >stdout 2>stderr ||
	fail_ "exec of a static program from a traced shell failed"
echo hello >stdout.exp
match_diff stdout.exp stdout
grep -q "^systrace: pid [0-9]* ran '$static' untraced from its execve on: the library did not start in it" stderr ||
	fail_ "no word about the static image: $(cat stderr)"

# The environment emptied before an exec: the new image cannot load the library.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -o out sh -c 'exec env -i /bin/true' 2>stderr ||
	fail_ "env -i /bin/true failed under -m buffered"
match_grep out '^execve\("/usr/bin/env", \["env", "-i", "/bin/true"\]' \
	'^execve\("/bin/true", \["/bin/true"\], 0x[0-9a-f]+ /\* 0 vars \*/' '^\+\+\+ exited with 0 \+\+\+$'
grep -q "^systrace: pid [0-9]* ran '/bin/true' untraced from its execve on: its environment no longer preloaded the capture library$" stderr ||
	fail_ "no word about the untraced image: $(cat stderr)"

# A small ring and four threads making syscalls as fast as they can.
total=$((4 * 20000))
SYSTRACE_RING_SIZE=65536 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -qq -e trace=getppid -o out \
	"$PROGS/stress" 4 20000 >/dev/null 2>stderr || fail_ "stress failed: $(cat stderr)"
n=$(grep -c ' getppid() ' out)
[ "$n" = "$total" ] || fail_ "default (wait when full): $n getppid lines, expected $total"
grep -q lost stderr && fail_ "records lost without --overwrite: $(cat stderr)"

SYSTRACE_RING_SIZE=65536 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered --overwrite -f -qq -e trace=getppid -o out \
	"$PROGS/stress" 4 20000 >/dev/null 2>stderr || fail_ "stress --overwrite failed: $(cat stderr)"
n=$(grep -c ' getppid() ' out)
lost=$(sed -n 's/^systrace: \([0-9]*\) records lost in total$/\1/p' stderr)
match_grep stderr '^systrace: pid [0-9]+: [0-9]+ records lost \(ring buffer full, --overwrite\)$'
[ -n "$lost" ] && [ "$n" -lt "$total" ] && [ $((n + lost)) -ge "$total" ] ||
	fail_ "--overwrite: $n getppid lines and ${lost:-no} lost records for $total calls: $(cat stderr)"
match_grep out '^[0-9]+ +\+\+\+ [0-9]+ records lost here \(ring buffer full\) \+\+\+$'

# The capture library exports nothing that could take the place of a program's symbol.
lib="$abs_top_builddir/src/preload/.libs/libsystrace-preload.so"
if command -v nm >/dev/null 2>&1 && [ -f "$lib" ]; then
	exported=$(nm -D --defined-only "$lib" | grep -v ' [AUVvWw] ')
	[ -z "$exported" ] || fail_ "the capture library exports symbols: $exported"
fi

# The measuring programs run under -m buffered and say what they measured; systrace's
# own figures (SYSTRACE_BUFFERED_STATS) are well formed. No figure is checked.
SYSTRACE_BUFFERED_STATS=1 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -o /dev/null "$PROGS/ioctl_loop" 2000 \
	>stdout 2>stderr || fail_ "ioctl_loop under -m buffered failed"
match_grep stdout '^ioctl_loop: 2000 calls, median [0-9]+ ns, mean [0-9]+ ns per call$'
match_grep stderr '^systrace: buffered: [0-9]+ records, [0-9]+ bytes, [0-9.]+ s decoding and formatting \([0-9]+ records/s\), [0-9]+ wake-ups, 0 skipped$'

# A process ended (exit_group, or execve) while its threads were making syscalls:
# the records they were writing when killed are stepped over at once (reported as
# lost because their writer died, nothing else), and the exec'd image is traced on.
# (Four threads flooding the ring can fill it when systrace gets little CPU; a record
# that must not wait is then dropped and reported as such: that is not what is
# checked here, a killed writer's record is.)
not_ring_full() {
	grep -v -e ' records lost (ring buffer full)$' -e ' records lost in total$' \
		-e ' records lost (writer died while writing them)$' \
		-e ' records lost (writer died before marking them)$' "$@"
}
for i in 1 2 3; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -qq -o out "$PROGS/abrupt" >stdout 2>stderr
	rc=$?
	[ "$rc" = 3 ] || fail_ "abrupt: exit status $rc, expected 3"
	! not_ring_full stderr >/dev/null || fail_ "abrupt: systrace said: $(cat stderr)"
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -qq -o out "$PROGS/abrupt" exec >stdout 2>stderr ||
		fail_ "abrupt exec failed"
	! not_ring_full stderr >/dev/null || fail_ "abrupt exec: systrace said: $(cat stderr)"
	# (its line may be split by the dying threads' lines)
	match_grep out "^[0-9]+ +execve\\(\"/bin/echo\", \\[\"echo\", \"exec'd\"\\], 0x[0-9a-f]+ /\\* [0-9]+ vars \\*/(\\) += 0| <unfinished \\.\\.\\.>)$" \
		"^[0-9]+ +(execve\\(.*\\)|<\\.\\.\\. execve resumed>\\)) += 0$" \
		"^[0-9]+ +write\\(1, \"exec'd\\\\n\", 7\\) += 7$"
done
