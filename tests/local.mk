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
	tests/decode/open
# The file and descriptor decoders' tests, one a line.
DECODER_TESTS += tests/decode/chdir
DECODER_TESTS += tests/decode/chmod
DECODER_TESTS += tests/decode/chown
DECODER_TESTS += tests/decode/dup
DECODER_TESTS += tests/decode/fadvise
DECODER_TESTS += tests/decode/fallocate
DECODER_TESTS += tests/decode/fcntl
DECODER_TESTS += tests/decode/flock
DECODER_TESTS += tests/decode/fsync
DECODER_TESTS += tests/decode/getdents
DECODER_TESTS += tests/decode/getdents-v
DECODER_TESTS += tests/decode/ioctl
DECODER_TESTS += tests/decode/ioctl-term
DECODER_TESTS += tests/decode/ioctl-term-v
DECODER_TESTS += tests/decode/link
DECODER_TESTS += tests/decode/lseek
DECODER_TESTS += tests/decode/mkdir
DECODER_TESTS += tests/decode/pipe
DECODER_TESTS += tests/decode/pipe-y
DECODER_TESTS += tests/decode/readlink
DECODER_TESTS += tests/decode/rename
DECODER_TESTS += tests/decode/sendfile
DECODER_TESTS += tests/decode/statfs
DECODER_TESTS += tests/decode/truncate
DECODER_TESTS += tests/decode/utimensat

check_PROGRAMS += $(DECODER_TESTS)
TESTS += $(DECODER_TESTS)
LOG_COMPILER = $(SHELL) $(srcdir)/tests/run-decoder.sh
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h
