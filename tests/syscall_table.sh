#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The tables generated from src/syscalls.def agree with libseccomp and with each
# other: numbers, argument names, capture items (see syscall_table.c).
. "${abs_top_srcdir}/tests/init.sh"
"$TESTS_BIN/syscall_table" || fail_ "the syscall tables disagree (src/syscalls.def)"
