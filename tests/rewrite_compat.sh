#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite against -m buffered on real programs (cat, ls -l, a shell running
# commands and exec'ing, a chain of shells exec'ing each other, fork, posix_spawn,
# threads) and on node and java where they are installed: both modes record from
# the capture library's constructor on, so task by task (-ff) the traces are
# equal once addresses, pids and random bytes are normalised (futex calls, whose
# presence depends on timing, are left out, and a signal handler's run may come
# at another point of the trace).
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"

mkdir dir
printf 'hello\n' >dir/file.txt
ln -s file.txt dir/link
mkdir dir/sub

# normalise_tasks (init.sh), with getppid's result as TRACER whatever it is.
normalise_extra='s/^(getppid\(\) = )[0-9]+$/\1TRACER/'

# handlers_apart FILE: the signal lines, sorted, then the trace without the
# handler runs (a signal line to its rt_sigreturn) and the "= ? ERESTART..."
# lines of interrupted calls: when a signal arrives depends on timing, not on
# the mode; that it arrives and what its handler does, does not.
handlers_apart() {
	grep '^--- SIG' "$1" | sort
	echo ==
	sed -e '/^--- SIG/,/^rt_sigreturn(/d' -e '/= ? ERESTART/d' "$1"
}

# compare NAME CMD...: trace CMD in both modes, then compare task by task.
compare() {
	name=$1
	shift
	mkdir "b-$name" "r-$name"
	# systrace's pid (the first program's parent): written by the shell that
	# becomes systrace, not timeout's.
	timeout 120 sh -c 'echo $$ >"$0"; exec "$@"' "b-$name.pid" \
		"$SYSTRACE" -m buffered -f -ff -q -o "b-$name/t" "$@" >"b-$name.stdout" 2>&1
	brc=$?
	btracer=$(cat "b-$name.pid")
	SYSTRACE_REWRITE_STATS=$PWD/$name.stats \
		timeout 120 sh -c 'echo $$ >"$0"; exec "$@"' "r-$name.pid" \
		"$SYSTRACE" -m rewrite -f -ff -q -o "r-$name/t" "$@" >"r-$name.stdout" 2>&1
	rrc=$?
	rtracer=$(cat "r-$name.pid")
	[ "$brc" = "$rrc" ] || fail_ "$name: exit status $rrc in rewrite mode, $brc in buffered mode"
	match_diff "b-$name.stdout" "r-$name.stdout"
	bpids=$(ls "b-$name" | sed 's/^t\.//' | sort -n)
	rpids=$(ls "r-$name" | sed 's/^t\.//' | sort -n)
	[ "$(echo "$bpids" | wc -l)" = "$(echo "$rpids" | wc -l)" ] ||
		fail_ "$name: buffered saw tasks $(echo $bpids), rewrite $(echo $rpids)"
	n=0
	for bp in $bpids; do
		n=$((n + 1))
		rp=$(echo "$rpids" | sed -n "${n}p")
		# shellcheck disable=SC2086
		normalise_tasks "b-$name/t.$bp" $btracer $bpids >"b-$name/n.$n"
		# shellcheck disable=SC2086
		normalise_tasks "r-$name/t.$rp" $rtracer $rpids >"r-$name/n.$n"
		handlers_apart "b-$name/n.$n" >"b-$name/h.$n"
		handlers_apart "r-$name/n.$n" >"r-$name/h.$n"
		match_diff "b-$name/h.$n" "r-$name/h.$n"
	done
	# The calls went through rewritten sites.
	grep -Eq ' rewritten [1-9]' "$name.stats" || fail_ "$name: no site rewritten: $(cat "$name.stats")"
}

compare cat cat dir/file.txt
compare ls ls -l dir
compare sh sh -c 'cat dir/file.txt && ls -l dir >/dev/null && exec true'
compare chain sh -c 'exec sh -c "exec sh -c \"cat dir/file.txt; exit 3\""'
compare fork "$abs_top_builddir/tests/progs/fork_wait" 7
compare spawn "$abs_top_builddir/tests/progs/spawn"
compare threads "$abs_top_builddir/tests/progs/threads" 3

# node and java: many threads, a JIT; their traces vary from run to run (garbage
# collection, timers), so what is compared is what the program did with files.
jsfile=$PWD/t.js
printf 'const fs = require("fs");\nlet s = 0;\nfor (let i = 0; i < 50; i++) s += fs.readFileSync("%s").length;\nconsole.log("read", s);\n' \
	"$PWD/dir/file.txt" >"$jsfile"
runtime() {
	name=$1
	shift
	for m in buffered rewrite; do
		timeout 300 "$SYSTRACE" -m $m -f -qq -e trace=openat,read -o "$m-$name.out" "$@" \
			>"$m-$name.stdout" 2>"$m-$name.stderr" || fail_ "$name: exit status $? in mode $m: $(cat "$m-$name.stderr")"
		grep -c "openat(AT_FDCWD, \"$PWD/dir/file.txt\"" "$m-$name.out" >"$m-$name.n"
	done
	match_diff "buffered-$name.stdout" "rewrite-$name.stdout"
	match_diff "buffered-$name.n" "rewrite-$name.n"
}
if command -v node >/dev/null 2>&1; then
	runtime node node "$jsfile"
	match_grep rewrite-node.stdout '^read 300$'
fi
if command -v java >/dev/null 2>&1; then
	cat >T.java <<JAVA
public class T {
	public static void main(String[] a) throws Exception {
		long s = 0;
		for (int i = 0; i < 50; i++)
			s += java.nio.file.Files.readAllBytes(java.nio.file.Path.of("$PWD/dir/file.txt")).length;
		System.out.println("read " + s);
	}
}
JAVA
	runtime java java T.java
	match_grep rewrite-java.stdout '^read 300$'
fi
exit 0
