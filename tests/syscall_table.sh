#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# src/syscallent.h and libseccomp agree on the x86_64 syscalls (see syscall_table.c).
. "${abs_top_srcdir}/tests/init.sh"
"$TESTS_BIN/syscall_table" || fail_ "the syscall table and libseccomp disagree"
