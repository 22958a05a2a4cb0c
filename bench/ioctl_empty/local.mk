# SPDX-License-Identifier: GPL-2.0-or-later
# bench/ioctl_empty: the empty-ioctl module and the tracer-overhead benchmark.
#
# The benchmark is built as bench/ioctl_empty/ioctl_empty (run it from the build
# tree) and installed as $(bindir)/systrace-ioctl-bench. A static copy, for the
# initramfs of the module test, is built by make check only. The module itself is
# built by the test (or by hand: make -C bench/ioctl_empty/module), never by make:
# it needs kernel headers.

IOCTL_BENCH_SOURCES = \
	bench/ioctl_empty/bench.h \
	bench/ioctl_empty/bpftrace.c \
	bench/ioctl_empty/ftrace.c \
	bench/ioctl_empty/loop.c \
	bench/ioctl_empty/main.c \
	bench/ioctl_empty/module/ioctl_empty.h \
	bench/ioctl_empty/plot.c \
	bench/ioctl_empty/report.c \
	bench/ioctl_empty/stats.c \
	bench/ioctl_empty/tracer.c

noinst_PROGRAMS += bench/ioctl_empty/ioctl_empty
bench_ioctl_empty_ioctl_empty_SOURCES = $(IOCTL_BENCH_SOURCES)
bench_ioctl_empty_ioctl_empty_LDADD = -lm

check_PROGRAMS += bench/ioctl_empty/ioctl_empty-static
bench_ioctl_empty_ioctl_empty_static_SOURCES = $(IOCTL_BENCH_SOURCES)
bench_ioctl_empty_ioctl_empty_static_LDADD = -lm
bench_ioctl_empty_ioctl_empty_static_LDFLAGS = -all-static

# Installed under a name that says what it is.
install-exec-local: install-ioctl-bench
uninstall-local: uninstall-ioctl-bench
install-ioctl-bench: bench/ioctl_empty/ioctl_empty$(EXEEXT)
	$(MKDIR_P) '$(DESTDIR)$(bindir)'
	$(INSTALL_PROGRAM) bench/ioctl_empty/ioctl_empty$(EXEEXT) \
		'$(DESTDIR)$(bindir)/systrace-ioctl-bench$(EXEEXT)'
uninstall-ioctl-bench:
	rm -f '$(DESTDIR)$(bindir)/systrace-ioctl-bench$(EXEEXT)'
.PHONY: install-ioctl-bench uninstall-ioctl-bench

EXTRA_DIST += \
	bench/ioctl_empty/fetch-kernel.sh \
	bench/ioctl_empty/qemu-run.sh \
	bench/ioctl_empty/module/Kbuild \
	bench/ioctl_empty/module/Makefile \
	bench/ioctl_empty/module/ioctl_empty.c

IOCTL_EMPTY_TESTS = \
	tests/ioctl_empty_usage.sh \
	tests/ioctl_empty_output.sh \
	tests/ioctl_empty_sigint.sh \
	tests/ioctl_empty_module.sh
TESTS += $(IOCTL_EMPTY_TESTS)
EXTRA_DIST += $(IOCTL_EMPTY_TESTS)
