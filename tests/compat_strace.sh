#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# For real programs (cat, ls -l, sh -c), systrace's trace equals strace's
# line for line, process by process (-ff), once addresses, pids, random bytes and CPU
# times are replaced by placeholders.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd strace

mkdir dir
printf 'hello\n' >dir/file.txt
ln -s file.txt dir/link
mkdir dir/sub

# normalise FILE PIDS...: placeholders for what differs between two runs. A pid is
# a whole word: pid 22000 is not in an offset 0x22000.
normalise() {
	f=$1
	shift
	i=0
	script=
	for p in "$@"; do
		i=$((i + 1))
		script="$script s/([^0-9A-Za-z_])$p([^0-9A-Za-z_]|\$)/\\1PID$i\\2/g;"
	done
	normalise_trace "$f" |
		sed -E -e 's/getrandom\("[^"]*"/getrandom("RANDOM"/' -e 's/^getppid\(\) = [0-9]+$/getppid() = TRACER/' \
			-e "$script"
}

# compare NAME [OPTIONS --] CMD...: trace CMD with both tracers, then compare process
# by process.
compare() {
	name=$1
	shift
	extra=
	case "$*" in *' -- '*)
		while [ "$1" != -- ]; do extra="$extra $1"; shift; done
		shift ;;
	esac
	mkdir "s-$name" "y-$name"
	# Both under timeout: it also gives the program SIG_DFL for SIGINT and
	# SIGQUIT, which a background job's shell would have left ignored.
	# shellcheck disable=SC2086
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -f -ff $extra -o "s-$name/t" "$@" >"s-$name.stdout" 2>&1
	# shellcheck disable=SC2086
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -ff -q $extra -o "y-$name/t" "$@" >"y-$name.stdout" 2>&1
	match_diff "s-$name.stdout" "y-$name.stdout"
	spids=$(ls "s-$name" | sed 's/^t\.//' | sort -n)
	ypids=$(ls "y-$name" | sed 's/^t\.//' | sort -n)
	[ "$(echo "$spids" | wc -l)" = "$(echo "$ypids" | wc -l)" ] ||
		fail_ "$name: strace saw $(echo $spids) processes, systrace $(echo $ypids)"
	# shellcheck disable=SC2086
	set -- $spids
	for sp in $spids; do
		yp=$(echo "$ypids" | sed -n "$(echo "$spids" | grep -n "^$sp\$" | cut -d: -f1)p")
		# shellcheck disable=SC2086
		normalise "s-$name/t.$sp" $spids >"s-$name/n.$sp"
		# shellcheck disable=SC2086
		normalise "y-$name/t.$yp" $ypids >"y-$name/n.$sp"
		match_diff "s-$name/n.$sp" "y-$name/n.$sp"
	done
}

compare cat cat dir/file.txt
compare ls ls -l dir
# Where the shell's SIGCHLD handler runs (and what its rt_sigreturn returns) depends
# on whether the child ends before the shell waits for it: not compared.
compare sh -e signal=none -e 'trace=!rt_sigreturn' -- \
	sh -c 'cat dir/file.txt && ls -l dir >/dev/null && exec true'
