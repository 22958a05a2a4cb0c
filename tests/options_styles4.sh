#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -X for values strace writes outside an argument's constant: poll's revents after
# the result (names; the number under raw; the number and the names in a comment
# under verbose), utimensat's UTIME_NOW/UTIME_OMIT (names; under raw and verbose
# the timespec itself, verbose naming it in a comment) and termios mode words
# (under raw and verbose each field a constant of its own: "0|0|...|0x5"). The
# expected lines are the installed strace 6.1's (strace -qq -a0 -X STYLE -e
# trace=poll,utimensat,ioctl).
# ptrace and buffered modes.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_styles4"
[ -c /dev/ptmx ] || skip_ "no /dev/ptmx: no pty for the termios lines"

for mode in ptrace buffered; do
	for style in abbrev raw verbose; do
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -qq -a0 -X "$style" \
			-e trace=poll,utimensat,ioctl -o out "$prog" || fail_ "systrace -m $mode -X $style failed"
		case $style in
		abbrev) cat >exp <<'EOF2'
poll([{fd=3, events=POLLIN}], 1, 0) = 1 ([{fd=3, revents=POLLIN}])
utimensat(AT_FDCWD, "/nonexistent-options-styles4", [UTIME_NOW, UTIME_OMIT], 0) = -1 ENOENT (No such file or directory)
ioctl(7, TCGETS, {c_iflag=ICRNL|IXON, c_oflag=NL0|CR0|TAB0|BS0|VT0|FF0|OPOST|ONLCR, c_cflag=B38400|CS8|CREAD, c_lflag=ISIG|ICANON|ECHO|ECHOE|ECHOK|IEXTEN|ECHOCTL|ECHOKE, ...}) = 0
EOF2
		;;
		raw) cat >exp <<'EOF2'
poll([{fd=3, events=0x1}], 1, 0) = 1 ([{fd=3, revents=0x1}])
utimensat(-100, "/nonexistent-options-styles4", [{tv_sec=0, tv_nsec=1073741823}, {tv_sec=0, tv_nsec=1073741822}], 0) = -1 ENOENT (No such file or directory)
ioctl(7, 0x5401, {c_iflag=0x500, c_oflag=0|0|0|0|0|0|0x5, c_cflag=0xf|0x30|0x80, c_lflag=0x8a3b, ...}) = 0
EOF2
		;;
		verbose) cat >exp <<'EOF2'
poll([{fd=3, events=0x1 /* POLLIN */}], 1, 0) = 1 ([{fd=3, revents=0x1 /* POLLIN */}])
utimensat(-100 /* AT_FDCWD */, "/nonexistent-options-styles4", [{tv_sec=0, tv_nsec=1073741823} /* UTIME_NOW */, {tv_sec=0, tv_nsec=1073741822} /* UTIME_OMIT */], 0) = -1 ENOENT (No such file or directory)
ioctl(7, 0x5401 /* TCGETS */, {c_iflag=0x500 /* ICRNL|IXON */, c_oflag=0 /* NL0 */|0 /* CR0 */|0 /* TAB0 */|0 /* BS0 */|0 /* VT0 */|0 /* FF0 */|0x5 /* OPOST|ONLCR */, c_cflag=0xf /* B38400 */|0x30 /* CS8 */|0x80 /* CREAD */, c_lflag=0x8a3b /* ISIG|ICANON|ECHO|ECHOE|ECHOK|IEXTEN|ECHOCTL|ECHOKE */, ...}) = 0
EOF2
		;;
		esac
		# (libc's calls on the pty master, descriptor 5, are not compared)
		grep -v '^+++' out | grep -v '^ioctl(5, ' >got
		match_diff exp got
	done
done
exit 0
