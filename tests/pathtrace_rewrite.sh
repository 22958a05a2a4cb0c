#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/pathtrace_fds.sh's -P scenarios in rewrite mode: the same lines as in
# buffered mode and strace 6.1.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/pathtrace_scenarios.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"

scenarios_ "$SYSTRACE" rewrite	# watchdog: check_ runs it under timeout
exit 0
