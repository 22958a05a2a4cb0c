#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The i386 table agrees with libseccomp and with itself (see syscall_i386.c).
. "${abs_top_srcdir}/tests/init.sh"
"$TESTS_BIN/syscall_i386" || fail_ "the i386 table disagrees (src/syscall_i386.c)"
