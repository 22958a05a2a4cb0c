# SPDX-License-Identifier: GPL-2.0-or-later
# Tests: shell scripts (*.sh) and decoder tests (a C program that prints the lines
# systrace must produce, run by tests/run-decoder.sh). See tests/README.

TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL)
AM_TESTS_ENVIRONMENT = \
	abs_top_builddir='$(abs_top_builddir)'; export abs_top_builddir; \
	abs_top_srcdir='$(abs_top_srcdir)'; export abs_top_srcdir;

EXTRA_DIST += tests/init.sh tests/summary.sh

# Decoder tests: tests/decode/NAME.c prints what systrace must print; keep the list sorted.
DECODER_TESTS = \
	tests/decode/epoll \
	tests/decode/futex \
	tests/decode/kill \
	tests/decode/open \
	tests/decode/poll \
	tests/decode/prctl \
	tests/decode/resource \
	tests/decode/sched \
	tests/decode/seccomp_filter_v \
	tests/decode/signal \
	tests/decode/time \
	tests/decode/timer \
	tests/decode/uname_v

check_PROGRAMS += $(DECODER_TESTS)
TESTS += $(DECODER_TESTS)
LOG_COMPILER = $(SHELL) $(srcdir)/tests/run-decoder.sh
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h
