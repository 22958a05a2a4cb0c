# SPDX-License-Identifier: GPL-2.0-or-later
# Tests: shell scripts (*.sh), behaviour tests run in every capture mode, and decoder
# tests (a C program that prints the lines systrace must produce, run by
# tests/run-decoder.sh). See HACKING.md.

TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL)
AM_TESTS_ENVIRONMENT = \
	abs_top_builddir='$(abs_top_builddir)'; export abs_top_builddir; \
	abs_top_srcdir='$(abs_top_srcdir)'; export abs_top_srcdir;

EXTRA_DIST += tests/init.sh tests/summary.sh

# Programs the behaviour and option tests trace.
TEST_PROGS = \
	tests/progs/abrupt \
	tests/progs/eintr \
	tests/progs/exec_thread \
	tests/progs/fork_wait \
	tests/progs/interleave \
	tests/progs/ioctl_loop \
	tests/progs/signals \
	tests/progs/sleeper \
	tests/progs/sigstorm \
	tests/progs/spawn \
	tests/progs/static_hello \
	tests/progs/stopper \
	tests/progs/stress \
	tests/progs/threads \
	tests/progs/tricky \
	tests/progs/various
check_PROGRAMS += $(TEST_PROGS)
tests_progs_exec_thread_LDADD = -lpthread
tests_progs_threads_LDADD = -lpthread
tests_progs_stress_LDADD = -lpthread
tests_progs_abrupt_LDADD = -lpthread
tests_progs_static_hello_LDFLAGS = -all-static

# Behaviour tests: tests/behaviour/NAME.test runs once per capture mode, through a
# generated wrapper tests/behaviour/NAME.MODE.sh.
BEHAVIOURS = attach eintr exec_thread exit_status fork group_stop interleave longjmp signals \
	spawn threads tricky
BEHAVIOUR_TESTS = \
	tests/behaviour/attach.ptrace.sh \
	tests/behaviour/eintr.ptrace.sh \
	tests/behaviour/exec_thread.ptrace.sh \
	tests/behaviour/exit_status.ptrace.sh \
	tests/behaviour/fork.ptrace.sh \
	tests/behaviour/group_stop.ptrace.sh \
	tests/behaviour/interleave.ptrace.sh \
	tests/behaviour/longjmp.ptrace.sh \
	tests/behaviour/signals.ptrace.sh \
	tests/behaviour/spawn.ptrace.sh \
	tests/behaviour/threads.ptrace.sh \
	tests/behaviour/tricky.ptrace.sh \
	tests/behaviour/attach.buffered.sh \
	tests/behaviour/eintr.buffered.sh \
	tests/behaviour/exec_thread.buffered.sh \
	tests/behaviour/exit_status.buffered.sh \
	tests/behaviour/fork.buffered.sh \
	tests/behaviour/group_stop.buffered.sh \
	tests/behaviour/interleave.buffered.sh \
	tests/behaviour/longjmp.buffered.sh \
	tests/behaviour/signals.buffered.sh \
	tests/behaviour/spawn.buffered.sh \
	tests/behaviour/threads.buffered.sh \
	tests/behaviour/tricky.buffered.sh
check_SCRIPTS = $(BEHAVIOUR_TESTS)
CLEANFILES += $(BEHAVIOUR_TESTS)
EXTRA_DIST += tests/behaviour/make-wrapper.sh $(BEHAVIOURS:%=tests/behaviour/%.test)
$(BEHAVIOUR_TESTS): $(srcdir)/tests/behaviour/make-wrapper.sh
	@$(MKDIR_P) tests/behaviour
	$(AM_V_GEN)$(SHELL) $(srcdir)/tests/behaviour/make-wrapper.sh $@

check_PROGRAMS += tests/syscall_table
tests_syscall_table_CPPFLAGS = $(AM_CPPFLAGS) $(LIBSECCOMP_CFLAGS)
tests_syscall_table_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBELF_LIBS)

SHELL_TESTS = \
	tests/bad_input.sh \
	tests/buffered_compat.sh \
	tests/buffered_mode.sh \
	tests/compat_strace.sh \
	tests/count.sh \
	tests/output_options.sh \
	tests/syscall_table.sh

TESTS += $(SHELL_TESTS) $(BEHAVIOUR_TESTS)
EXTRA_DIST += $(SHELL_TESTS)

# Decoder tests: tests/decode/NAME.c prints what systrace must print; keep the list sorted.
DECODER_TESTS = \
	tests/decode/open

check_PROGRAMS += $(DECODER_TESTS)
TESTS += $(DECODER_TESTS)
LOG_COMPILER = $(SHELL) $(srcdir)/tests/run-decoder.sh
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h
