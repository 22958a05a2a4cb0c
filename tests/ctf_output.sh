#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --output-format=ctf: babeltrace2 reads the trace of real programs (ls -l, a shell
# pipeline, a threaded program) in every capture mode without a word on stderr, and
# the trace holds one syscall_entry event per syscall line of the text trace.
#
# Method: the text and the CTF trace come from two runs of the same program, so the
# runs must make the same syscalls. Each program is traced with -e trace= limited to
# classes whose calls the program fixes (%file and %desc: the files it opens, reads,
# stats and closes; getppid for the threads), leaving out what varies from run to
# run (wait4 and signals depending on when a child ends, memory allocation). The
# two runs are then compared syscall by syscall: the sorted lists of syscall names
# must be equal, which implies equal counts. A text line is a syscall unless it is
# a "<... resumed>" half, a "+++" or a "---" line.
# The pipeline's first command is /bin/echo, not the shell's builtin: in seccomp mode
# a SIGCHLD that reaches the shell while one of its syscalls waits for systrace can
# make the kernel withdraw the notification (the call is then unseen) or notify its
# restart again; a builtin echo ends at once, in the middle of the shell's PATH
# search, while an exec'd one ends after the shell is done.
# Also: every thread has its own stream (pid and tid in the packet context), the
# lifecycle events are there (lost records counted), each argument's text is one
# field (a struct's commas included), -k's frames are a sequence, bad uses are
# refused with one line.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd babeltrace2
PROGS="$abs_top_builddir/tests/progs"
[ -x "$PROGS/threads" ] || framework_failure_ "tests/progs/threads is not built"

# -o is required, and must not be a directory of other files.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=ctf true >stdout 2>stderr
[ $? -eq 2 ] || fail_ "--output-format=ctf without -o: exit status is not 2"
echo "systrace: --output-format=ctf needs -o DIR, the trace directory to write" >stderr.exp
match_diff stderr.exp stderr
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=cff -o x true >stdout 2>stderr
[ $? -eq 2 ] || fail_ "--output-format=cff: exit status is not 2"
echo "systrace: invalid output format 'cff' (use text, json or ctf)" >stderr.exp
match_diff stderr.exp stderr
mkdir notatrace && echo keep >notatrace/file
timeout 60 "$SYSTRACE" --output-format=ctf -o notatrace true >stdout 2>stderr
[ $? -eq 1 ] || fail_ "a directory of other files: exit status is not 1"
echo "systrace: cannot write a CTF trace to 'notatrace': it holds files other than a systrace trace" >stderr.exp
match_diff stderr.exp stderr
[ "$(cat notatrace/file)" = keep ] || fail_ "a file in the refused directory was touched"

mkdir dir && : >dir/a && : >dir/b

# names_text FILE: the syscall names of a text trace (-f -o FILE), sorted.
names_text() {
	sed -E 's/^[0-9]+ +//' "$1" | grep -v -e '^<\.\.\. ' -e '^+++ ' -e '^--- ' |
		sed 's/(.*//' | sort
}

# names_ctf FILE: the syscall names of babeltrace2's text of a trace, sorted.
names_ctf() {
	sed -E -n 's/^\[[^]]*\] \([^)]*\) [^ ]+ syscall_entry_([A-Za-z0-9_]+): .*/\1/p' "$1" | sort
}

# check MODE NAME TRACE_SET PROG ARGS...: trace PROG in both formats and compare.
check() {
	mode=$1 name=$2 set=$3
	shift 3
	timeout 60 "$SYSTRACE" -q -m "$mode" -f -e trace="$set" -o "$name.txt" "$@" \
		>"$name.txt.stdout" 2>"$name.txt.stderr" ||
		fail_ "$mode $name: text run failed: $(cat "$name.txt.stderr")"
	rm -rf "$name.ctf"
	timeout 60 "$SYSTRACE" -q -m "$mode" -f -e trace="$set" --output-format=ctf \
		-o "$name.ctf" "$@" >"$name.ctf.stdout" 2>"$name.ctf.stderr" ||
		fail_ "$mode $name: CTF run failed: $(cat "$name.ctf.stderr")"
	[ ! -s "$name.ctf.stderr" ] || fail_ "$mode $name: systrace wrote: $(cat "$name.ctf.stderr")"
	match_diff "$name.txt.stdout" "$name.ctf.stdout"
	[ -s "$name.ctf/metadata" ] || fail_ "$mode $name: no metadata file"
	timeout 60 babeltrace2 "$name.ctf" >"$name.bt" 2>"$name.bt.err" ||
		fail_ "$mode $name: babeltrace2 failed: $(cat "$name.bt.err")"
	[ ! -s "$name.bt.err" ] || fail_ "$mode $name: babeltrace2 warned: $(cat "$name.bt.err")"
	names_text "$name.txt" >"$name.names.txt"
	names_ctf "$name.bt" >"$name.names.ctf"
	[ -s "$name.names.txt" ] || fail_ "$mode $name: no syscall in the text trace"
	if ! diff -u "$name.names.txt" "$name.names.ctf" >"$name.diff"; then
		cat "$name.diff" >&2
		fail_ "$mode $name: $(wc -l <"$name.names.txt") syscalls in text," \
			"$(wc -l <"$name.names.ctf") entry events in CTF"
	fi
	# Every event has its thread's pid and tid; the process ended with an exit event.
	grep -v '^\[[^]]*\] ([^)]*) [^ ]* [a-z_0-9]*: { pid = [0-9]*, tid = [0-9]* }, {' \
		"$name.bt" >"$name.odd"
	[ ! -s "$name.odd" ] || fail_ "$mode $name: events without pid and tid: $(head -3 "$name.odd")"
	grep -q ' process_exit: .*{ exit_code = 0 }$' "$name.bt" ||
		fail_ "$mode $name: no process_exit event"
}

for mode in ptrace seccomp buffered; do
	check $mode ls %file,%desc ls -l dir
	grep -q 'syscall_exit_getdents64: .*ret_known = 1' ls.bt ||
		[ $mode = seccomp ] || fail_ "$mode: getdents64's result is not known"
	check $mode pipe %file,%desc sh -c '/bin/echo hi | cat'
	check $mode threads %file,%desc,getppid "$PROGS/threads" 3
	# Four threads, four streams, four tids; each thread's failed chdir is in its stream.
	n=$(ls threads.ctf | grep -c '^stream_[0-9]*$')
	[ "$n" -eq 4 ] || fail_ "$mode threads: $n stream files, expected 4"
	n=$(sed -n 's/.*, tid = \([0-9]*\) }.*/\1/p' threads.bt | sort -u | wc -l)
	[ "$n" -eq 4 ] || fail_ "$mode threads: $n tids, expected 4"
	grep -q 'syscall_entry_chdir: .*"\\"/thread-2\\""' threads.bt ||
		fail_ "$mode threads: no chdir(\"/thread-2\") event: $(grep chdir threads.bt)"
	if [ $mode = seccomp ]; then
		grep -q 'syscall_exit_chdir: .*ret = 0, errno = 0, ret_known = 0, ret_text = "\\?"' \
			threads.bt || fail_ "seccomp: chdir's unknown result is not marked"
	else
		grep -q 'syscall_exit_chdir: .*ret = -2, errno = 2, ret_known = 1, ret_text = "-1 ENOENT (No such file or directory)"' \
			threads.bt || fail_ "$mode: chdir's ENOENT is not in its exit event"
	fi
done

# Each argument's text is cut at the commas between arguments only: not inside a
# string, braces, or -y's <path>. (Field names are the arguments' names, or argN.)
mkdir 'd, x' && echo hi >'d, x/f'
(cd 'd, x' && timeout 60 "$SYSTRACE" -q -f -y -e trace=openat,write --output-format=ctf \
	-o ../split.ctf sh -c "cat f >/dev/null; printf 'x, {y'") >/dev/null ||
	fail_ "the -y run failed"
timeout 60 babeltrace2 split.ctf >split.bt 2>split.err || fail_ "babeltrace2 failed on split.ctf"
[ ! -s split.err ] || fail_ "babeltrace2 warned: $(cat split.err)"
match_grep split.bt \
	'syscall_entry_openat: .*, \{ nr = 257, [a-z0-9_]+ = "AT_FDCWD<[^"]*/d, x>", [a-z0-9_]+_raw = 0xFFFFFF9C, [a-z0-9_]+ = "\\"f\\"", ' \
	'syscall_entry_write: .*, \{ nr = 1, [a-z0-9_]+ = "1</dev/null>", [a-z0-9_]+_raw = 0x1, [a-z0-9_]+ = "\\"x, \{y\\"", [a-z0-9_]+_raw = 0x[0-9A-F]+, [a-z0-9_]+ = "5", [a-z0-9_]+_raw = 0x5 \}$'

# The argument boundaries come from the value layer: a struct with commas in it is
# one field (newfstatat's statbuf, clone3's cl_args), in every mode that fills them.
for mode in ptrace buffered; do
	rm -rf st.ctf
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m $mode -q -f -e trace=newfstatat,clone3 \
		--output-format=ctf -o st.ctf sh -c 'cat dir/a; "$0" 1' "$PROGS/threads" >/dev/null ||
		fail_ "$mode: the struct run failed"
	timeout 60 babeltrace2 st.ctf >st.bt 2>st.err || fail_ "$mode: babeltrace2 failed on st.ctf"
	[ ! -s st.err ] || fail_ "$mode: babeltrace2 warned: $(cat st.err)"
	match_grep st.bt \
		'syscall_entry_newfstatat: .*, statbuf = "\{st_mode=S_IF[A-Z]+\|0[0-7]+, [^"]*, \.\.\.\}", statbuf_raw = 0x[0-9A-F]+, flags = "AT_EMPTY_PATH", flags_raw' \
		'syscall_entry_clone3: .*, cl_args = "\{flags=CLONE_VM\|[^"]*, stack_size=0x[0-9a-f]+, tls=0x[0-9a-f]+\}[^"]*", cl_args_raw = 0x[0-9A-F]+, size = "88", size_raw = 0x58 \}$'
done

# -k: the frames are a sequence of strings in the exit events, in order.
chain="$PROGS/stack_chain-O2_fp"
for mode in ptrace buffered; do
	rm -rf k.ctf
	if timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m $mode -k -q -e trace=chdir \
		--output-format=ctf -o k.ctf "$chain" >/dev/null 2>k.err; then
		timeout 60 babeltrace2 k.ctf >k.bt 2>k.bt.err || fail_ "$mode: babeltrace2 failed on k.ctf"
		[ ! -s k.bt.err ] || fail_ "$mode: babeltrace2 warned on -k: $(cat k.bt.err)"
		match_grep k.bt 'syscall_exit_chdir: .*ret_text = "0", stack_depth = [0-9]+, stack = \[ \[0\] = "[^"]*\(chdir\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]", \[1\] = "[^"]*\(f3\+[^"]*", \[2\] = "[^"]*\(f2\+[^"]*", \[3\] = "[^"]*\(f1\+[^"]*", \[4\] = "[^"]*\(f0\+'
	else
		grep -q 'libunwind' k.err || { cat k.err >&2; fail_ "$mode: -k run failed"; }
	fi
done

# -m buffered --overwrite with a small ring: the dropped records are lost_records
# events, and with the getppid events they account for every call.
SYSTRACE_RING_SIZE=65536 timeout 120 "$SYSTRACE" -m buffered --overwrite -f -qq -e trace=getppid \
	--output-format=ctf -o lost.ctf "$PROGS/stress" 4 20000 >/dev/null 2>lost.err ||
	fail_ "stress --overwrite failed: $(cat lost.err)"
timeout 60 babeltrace2 lost.ctf >lost.bt 2>lost.bt.err || fail_ "babeltrace2 failed on lost.ctf"
[ ! -s lost.bt.err ] || fail_ "babeltrace2 warned: $(cat lost.bt.err)"
n=$(grep -c ' syscall_entry_getppid: ' lost.bt)
lost=0
for c in $(sed -n 's/.* lost_records: .*{ count = \([0-9]*\) }$/\1/p' lost.bt); do
	lost=$((lost + c))
done
total=$(sed -n 's/^systrace: \([0-9]*\) records lost in total$/\1/p' lost.err)
# (records lost after a thread's last kept one are in systrace's total only)
[ -n "$total" ] && [ "$n" -lt 80000 ] && [ "$lost" -gt 0 ] && [ "$lost" -le "$total" ] &&
	[ $((n + total)) -ge 80000 ] && [ $((n + lost)) -le 80000 ] ||
	fail_ "$n getppid events, $lost in lost_records events, ${total:-no} reported lost, for 80000 calls"

# The same directory again: the old trace is replaced, not mixed with the new one.
timeout 60 "$SYSTRACE" -q --output-format=ctf -o threads.ctf "$PROGS/threads" 1 ||
	fail_ "a second trace into the same directory failed"
n=$(ls threads.ctf | grep -c '^stream_')
[ "$n" -eq 1 ] || fail_ "the old trace's streams are still there ($n streams)"
timeout 60 babeltrace2 threads.ctf >again.bt 2>again.err || fail_ "babeltrace2 failed on the second trace"
[ ! -s again.err ] || fail_ "babeltrace2 warned: $(cat again.err)"
exit 0
