#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m buffered against -m ptrace on real programs (cat, ls -l, a shell pipeline) and on
# the test programs for fork, posix_spawn/vfork, threads, signal handlers and
# interrupted calls: process by process (-ff), the traces are equal line for line
# once addresses, pids and random bytes are normalised, except for what buffered
# mode cannot see, by design, and what differs between any two runs:
#  - after each successful execve, the dynamic loader's syscalls that come before the
#    capture library's constructor (the ptrace trace has them, then both go on alike);
#  - signals that run no handler in the program (SIGCHLD left at its default, ...);
#  - how many times a standard signal was delivered when several were sent close
#    together (they coalesce): a handler run (signal line to its rt_sigreturn) may be
#    missing on either side, as between two runs of the same program untraced;
#  - a call interrupted by a signal in one run only ("= ? ERESTART...", then the
#    call again), and futex calls, whose presence depends on timing (pthread_join).
. "${abs_top_srcdir}/tests/init.sh"

mkdir dir
printf 'hello\n' >dir/file.txt
ln -s file.txt dir/link
mkdir dir/sub

# same_but_gaps PTRACE BUFFERED: the traces are equal line for line, except that
# ptrace lines may be skipped right after a successful execve (the loader), a lone
# signal line may be skipped (no handler), and a handler run (from its signal line
# to its rt_sigreturn line) or an interrupted call's "= ? ERESTART..." line may be
# skipped on either side (timing).
same_but_gaps() {
	awk -v bfile="$2" '
	function handler_end(a, n, k,   j) {
		for (j = k + 1; j <= n && j <= k + 50; j++)
			if (a[j] ~ /^rt_sigreturn\(/)
				return j
		return 0
	}
	{ p[++np] = $0 }
	END {
		while ((getline line < bfile) > 0)
			b[++nb] = line
		i = 1; j = 1; after_exec = 0
		while (j <= nb) {
			if (i <= np && p[i] == b[j]) {
				after_exec = (b[j] ~ /^execve(at)?\(.*\) += 0$/)
				i++; j++
				continue
			}
			if (i <= np && after_exec) {
				i++
				continue
			}
			if (i <= np && p[i] ~ /^--- SIG/) {
				# a signal with no handler here, or a handler run
				if (i < np && p[i + 1] == b[j])
					i++
				else
					i = (e = handler_end(p, np, i)) ? e + 1 : i + 1
				continue
			}
			if (b[j] ~ /^--- SIG/ && (e = handler_end(b, nb, j))) {
				j = e + 1
				continue
			}
			# a call a signal interrupted in one run only (it is restarted)
			if (i <= np && p[i] ~ /= \? ERESTART[A-Z_]* \(/) {
				i++
				continue
			}
			if (b[j] ~ /= \? ERESTART[A-Z_]* \(/) {
				j++
				continue
			}
			printf "line %d of the buffered trace: %s\n", j, b[j]
			printf "ptrace has instead:           %s\n", (i <= np ? p[i] : "(nothing)")
			exit 1
		}
		for (; i <= np; i++) {
			if (p[i] !~ /^--- SIG/ && p[i] !~ /^rt_sigreturn\(/) {
				printf "the buffered trace ends early; ptrace goes on with: %s\n", p[i]
				exit 1
			}
		}
	}' "$1"
}

# compare NAME CMD...: trace CMD in both modes, then compare process by process.
compare() {
	name=$1
	shift
	mkdir "p-$name" "b-$name"
	# systrace's pid (the first program's parent): written by the shell that
	# becomes systrace, not timeout's.
	timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >"$0"; exec "$@"' "p-$name.pid" \
		"$SYSTRACE" -m ptrace -f -ff -q -o "p-$name/t" "$@" >"p-$name.stdout" 2>&1
	prc=$?
	ptracer=$(cat "p-$name.pid")
	timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >"$0"; exec "$@"' "b-$name.pid" \
		"$SYSTRACE" -m buffered -f -ff -q -o "b-$name/t" "$@" >"b-$name.stdout" 2>&1
	brc=$?
	btracer=$(cat "b-$name.pid")
	[ "$prc" = "$brc" ] || fail_ "$name: exit status $brc in buffered mode, $prc in ptrace mode"
	match_diff "p-$name.stdout" "b-$name.stdout"
	ppids=$(ls "p-$name" | sed 's/^t\.//' | sort -n)
	bpids=$(ls "b-$name" | sed 's/^t\.//' | sort -n)
	[ "$(echo "$ppids" | wc -l)" = "$(echo "$bpids" | wc -l)" ] ||
		fail_ "$name: ptrace saw tasks $(echo $ppids), buffered $(echo $bpids)"
	n=0
	for pp in $ppids; do
		n=$((n + 1))
		bp=$(echo "$bpids" | sed -n "${n}p")
		# shellcheck disable=SC2086
		normalise_tasks "p-$name/t.$pp" $ptracer $ppids >"p-$name/n.$n"
		# shellcheck disable=SC2086
		normalise_tasks "b-$name/t.$bp" $btracer $bpids >"b-$name/n.$n"
		same_but_gaps "p-$name/n.$n" "b-$name/n.$n" >"$name.$n.why" ||
			{ cat "$name.$n.why" >&2; fail_ "$name: task $n ($pp, $bp) differs"; }
	done
}

compare cat cat dir/file.txt
compare ls ls -l dir
# One child at a time: which of two children a wait4 returns first is not fixed.
compare sh sh -c 'cat dir/file.txt && ls -l dir >/dev/null && exec true'
compare fork "$abs_top_builddir/tests/progs/fork_wait" 7
compare spawn "$abs_top_builddir/tests/progs/spawn"
compare threads "$abs_top_builddir/tests/progs/threads" 3
compare signals "$abs_top_builddir/tests/progs/signals"
compare eintr "$abs_top_builddir/tests/progs/eintr"
