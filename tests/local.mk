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
	tests/decode/accept \
	tests/decode/open \
	tests/decode/sendmmsg \
	tests/decode/sendmsg \
	tests/decode/sendto \
	tests/decode/sockaddr \
	tests/decode/socket \
	tests/decode/socket-v \
	tests/decode/socket-y \
	tests/decode/sockopt

check_PROGRAMS += $(DECODER_TESTS)
TESTS += $(DECODER_TESTS)
LOG_COMPILER = $(SHELL) $(srcdir)/tests/run-decoder.sh
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h
