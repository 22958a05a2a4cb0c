#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The symbolising half of -k on addresses of its own process (tests/stack_format.c):
# what the buffered and seccomp modes rely on, without ptrace.
. "${abs_top_srcdir}/tests/init.sh"
"$TESTS_BIN/stack_format"
case $? in
0) ;;
77) skip_ "built without libelf" ;;
*) fail_ "stack_format found differences (above)" ;;
esac
