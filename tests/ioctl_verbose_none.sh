#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -e verbose=none and ioctl: structures print as their addresses, as strace 6.1
# prints them, except where strace reads them regardless (terminals, device
# mapper, the console's key entries, fonts and maps). The ioctl decoder tests'
# programs traced by the installed strace and by systrace, ptrace mode, compared
# (addresses normalised).
. "${abs_top_srcdir}/tests/init.sh"
require_cmd strace

for name in ioctl ioctl-block ioctl-btrfs ioctl-dm ioctl-kd ioctl-misc ioctl-term ioctl-inject-out; do
	prog="$abs_top_builddir/tests/decode/$name"
	[ -x "$prog" ] || framework_failure_ "no $prog"
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -qq -a0 -e verbose=none -e trace=ioctl \
		-o "$name.strace" "$prog" >/dev/null 2>&1
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -a0 -e verbose=none -e trace=ioctl \
		-o "$name.systrace" "$prog" >/dev/null 2>&1 || fail_ "systrace $name failed"
	sed -E 's/0x[0-9a-f]{6,}/0xADDR/g' "$name.strace" >"$name.exp"
	sed -E 's/0x[0-9a-f]{6,}/0xADDR/g' "$name.systrace" >"$name.got"
	grep -q 'ioctl(' "$name.exp" || fail_ "$name: strace printed no ioctl line"
	match_diff "$name.exp" "$name.got"
done
exit 0
