#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every decoder test program (tests/decode/*.c) traced in buffered mode and in
# rewrite mode, with the options its source names: the two traces are the same
# (the decoders see the same records whichever way they were captured) once
# what differs between any two runs is normalised (addresses, pids, temporary
# names, times, resource counters, random bytes, ports, bytes waiting in a terminal,
# and -y paths, which are read when the line is printed and may be gone by
# then), except for one documented difference
# (systrace(1), REWRITE MODE): page 0 is mapped in rewrite mode, so a call given
# a NULL pointer to a buffer or structure the kernel reads does not fail with
# EFAULT (a NULL file name or string does: the library refuses it, see
# rewrite_page0.sh). Lines with a NULL argument are left out of the comparison.
# KEYCTL_SESSION_TO_PARENT's result is the parent's, systrace's: the kernel
# refuses it (EPERM) once systrace has started its second thread (the consumer's
# waker), which may come after the program's call.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"

n=0
for src in "$abs_top_srcdir"/tests/decode/*.c; do
	name=${src##*/}
	name=${name%.c}
	prog="$abs_top_builddir/tests/decode/$name"
	[ -x "$prog" ] || continue
	options=$(sed -n 's|^/\* systrace: \(.*\) \*/$|\1|p' "$src" | head -n 1)
	# Injection is ptrace and seccomp modes' (tests/ioctl_inject.sh).
	case $options in *inject=*) continue ;; esac
	for m in buffered rewrite; do
		# shellcheck disable=SC2086
		timeout 60 "$SYSTRACE" -m $m -o "$name.$m" -a0 $options -- "$prog" >"$name.$m.stdout" 2>&1
		echo $? >"$name.$m.rc"
		normalise_trace "$name.$m" | grep -Ev '[(, ]NULL[,)]' |
			sed -E -e 's/systrace-[a-z_]+-[A-Za-z0-9]{6}[0-9]*/TMPNAME/g' -e 's/[0-9]{3,}/N/g' \
				-e 's/([0-9]+)<[^>]*>/\1/g' -e 's/(ru_[a-z]+|tv_[a-z]+|procs)=[0-9]+/\1=N/g' \
				-e 's/(tms_[a-z]+)=[0-9]+( \/\* [0-9.]+ s \*\/)?/\1=N/g' \
				-e 's/[0-9]{2}:[0-9]{2}:[0-9]{2}/HH:MM:SS/g' \
				-e 's/getrandom\("[^"]*"/getrandom("RANDOM"/' \
				-e 's/(FIONREAD, )\[[0-9]+\]/\1[N]/' -e 's/sa_data="([^"\\]|\\.)*"/sa_data="PORT"/g' \
				-e 's/^(keyctl\(KEYCTL_SESSION_TO_PARENT\)) = .*/\1 = RESULT/' \
				>"$name.$m.n"
	done
	match_diff "$name.buffered.rc" "$name.rewrite.rc"
	match_diff "$name.buffered.n" "$name.rewrite.n"
	n=$((n + 1))
done
[ "$n" -gt 0 ] || framework_failure_ "no decoder test program was found"
exit 0
