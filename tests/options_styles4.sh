#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -X for values strace writes outside an argument's constant: poll's revents after
# the result (names; the number under raw; the number and the names in a comment
# under verbose) and utimensat's UTIME_NOW/UTIME_OMIT (names; under raw and
# verbose the timespec itself, verbose naming it in a comment). The expected lines
# are the installed strace 6.1's (strace -qq -a0 -X STYLE -e trace=poll,utimensat).
# ptrace and buffered modes.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_styles4"

for mode in ptrace buffered; do
	for style in abbrev raw verbose; do
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -qq -a0 -X "$style" \
			-e trace=poll,utimensat -o out "$prog" || fail_ "systrace -m $mode -X $style failed"
		case $style in
		abbrev) cat >exp <<'EOF2'
poll([{fd=3, events=POLLIN}], 1, 0) = 1 ([{fd=3, revents=POLLIN}])
utimensat(AT_FDCWD, "/nonexistent-options-styles4", [UTIME_NOW, UTIME_OMIT], 0) = -1 ENOENT (No such file or directory)
EOF2
		;;
		raw) cat >exp <<'EOF2'
poll([{fd=3, events=0x1}], 1, 0) = 1 ([{fd=3, revents=0x1}])
utimensat(-100, "/nonexistent-options-styles4", [{tv_sec=0, tv_nsec=1073741823}, {tv_sec=0, tv_nsec=1073741822}], 0) = -1 ENOENT (No such file or directory)
EOF2
		;;
		verbose) cat >exp <<'EOF2'
poll([{fd=3, events=0x1 /* POLLIN */}], 1, 0) = 1 ([{fd=3, revents=0x1 /* POLLIN */}])
utimensat(-100 /* AT_FDCWD */, "/nonexistent-options-styles4", [{tv_sec=0, tv_nsec=1073741823} /* UTIME_NOW */, {tv_sec=0, tv_nsec=1073741822} /* UTIME_OMIT */], 0) = -1 ENOENT (No such file or directory)
EOF2
		;;
		esac
		grep -v '^+++' out >got
		match_diff exp got
	done
done
exit 0
