#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The ioctl_empty module, for real: build it against Debian's kernel headers, boot that
# kernel in QEMU (software emulation) with an initramfs holding the module and a static
# benchmark, load the module, run the benchmark under none and ftrace, check the guest's
# table, unload the module, power off. Skips when QEMU, busybox-static, the headers or the
# kernel image are missing (./quickstart installs them). Timings are not checked.
. "${abs_top_srcdir:-$(dirname "$0")/..}/tests/init.sh"

bench=$abs_top_builddir/bench/ioctl_empty/ioctl_empty-static
[ -x "$bench" ] || framework_failure_ "no $bench (make check builds it)"

sh "$abs_top_srcdir/bench/ioctl_empty/qemu-run.sh" -b "$bench" -t 50 \
	-- -n 3000 -w 1000 --tracer none,ftrace >out 2>err
rc=$?
cat out
cat err >&2
case $rc in
0) ;;
77) skip_ "$(sed -n 's/^.*SKIP: //p' err | tail -n 1)" ;;
*) fail_ "qemu-run.sh exited with status $rc" ;;
esac

num='-?[0-9]+'
match_grep out \
	'^guest: Linux [^ ]+, loading ioctl_empty.ko$' \
	'^kernel +Linux ' \
	'^target +/proc/ioctl_empty, ioctl command 0x[0-9a-f]+, must return 0$' \
	'^calls +3000 timed per tracer, after 1000 warm-up calls$' \
	'^tracer +avg ns +std ns +p50 ns +p90 ns +p99 ns +added ns +slowdown$' \
	"^none( +$num){5} +0 +1\\.0x\$" \
	"^ftrace( +$num){6} +[0-9.]+x\$" \
	'^checked +every call under every tracer measured returned 0, as it must$' \
	'^guest: ---- end \(exit status 0\) ----$' \
	'^guest: module unloaded$' \
	'^guest: PASS$'
