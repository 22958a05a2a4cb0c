# SPDX-License-Identifier: GPL-2.0-or-later
# Tests: shell scripts (*.sh), behaviour tests run in every capture mode, and decoder
# tests (a C program that prints the lines systrace must produce, run by
# tests/run-decoder.sh). See HACKING.md.

TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL)
AM_TESTS_ENVIRONMENT = \
	abs_top_builddir='$(abs_top_builddir)'; export abs_top_builddir; \
	abs_top_srcdir='$(abs_top_srcdir)'; export abs_top_srcdir;

EXTRA_DIST += tests/init.sh tests/summary.sh tests/measure-seccomp-overhead.sh

# Programs the behaviour and option tests trace.
TEST_PROGS = \
	tests/progs/busy_exit \
	tests/progs/eintr \
	tests/progs/exec_thread \
	tests/progs/forbid \
	tests/progs/fork_wait \
	tests/progs/interleave \
	tests/progs/ioctl_loop \
	tests/progs/signals \
	tests/progs/sigstorm \
	tests/progs/sleeper \
	tests/progs/spawn \
	tests/progs/stopper \
	tests/progs/threads \
	tests/progs/various
check_PROGRAMS += $(TEST_PROGS)
tests_progs_busy_exit_LDADD = -lpthread
tests_progs_exec_thread_LDADD = -lpthread
tests_progs_forbid_CPPFLAGS = $(AM_CPPFLAGS) $(LIBSECCOMP_CFLAGS)
tests_progs_forbid_LDADD = $(LIBSECCOMP_LIBS)
tests_progs_threads_LDADD = -lpthread

# Behaviour tests: tests/behaviour/NAME.test runs once per capture mode, through a
# generated wrapper tests/behaviour/NAME.MODE.sh.
BEHAVIOURS = attach eintr exec_thread exit_status fork group_stop interleave signals spawn threads
BEHAVIOUR_TESTS = \
	tests/behaviour/attach.ptrace.sh \
	tests/behaviour/eintr.ptrace.sh \
	tests/behaviour/exec_thread.ptrace.sh \
	tests/behaviour/exit_status.ptrace.sh \
	tests/behaviour/fork.ptrace.sh \
	tests/behaviour/group_stop.ptrace.sh \
	tests/behaviour/interleave.ptrace.sh \
	tests/behaviour/signals.ptrace.sh \
	tests/behaviour/spawn.ptrace.sh \
	tests/behaviour/threads.ptrace.sh \
	tests/behaviour/attach.seccomp.sh \
	tests/behaviour/eintr.seccomp.sh \
	tests/behaviour/exec_thread.seccomp.sh \
	tests/behaviour/exit_status.seccomp.sh \
	tests/behaviour/fork.seccomp.sh \
	tests/behaviour/group_stop.seccomp.sh \
	tests/behaviour/interleave.seccomp.sh \
	tests/behaviour/signals.seccomp.sh \
	tests/behaviour/spawn.seccomp.sh \
	tests/behaviour/threads.seccomp.sh
check_SCRIPTS = $(BEHAVIOUR_TESTS)
CLEANFILES += $(BEHAVIOUR_TESTS)
EXTRA_DIST += tests/behaviour/make-wrapper.sh $(BEHAVIOURS:%=tests/behaviour/%.test)
$(BEHAVIOUR_TESTS): $(srcdir)/tests/behaviour/make-wrapper.sh
	@$(MKDIR_P) tests/behaviour
	$(AM_V_GEN)$(SHELL) $(srcdir)/tests/behaviour/make-wrapper.sh $@

check_PROGRAMS += tests/syscall_table
tests_syscall_table_CPPFLAGS = $(AM_CPPFLAGS) $(LIBSECCOMP_CFLAGS)
tests_syscall_table_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS)

SHELL_TESTS = \
	tests/bad_input.sh \
	tests/compat_strace.sh \
	tests/count.sh \
	tests/output_options.sh \
	tests/seccomp_forbidden.sh \
	tests/seccomp_mode.sh \
	tests/syscall_table.sh

TESTS += $(SHELL_TESTS) $(BEHAVIOUR_TESTS)
EXTRA_DIST += $(SHELL_TESTS)

# Decoder tests: tests/decode/NAME.c prints what systrace must print; keep the list sorted.
DECODER_TESTS = \
	tests/decode/in_out_args \
	tests/decode/open

check_PROGRAMS += $(DECODER_TESTS)
TESTS += $(DECODER_TESTS)
LOG_COMPILER = $(SHELL) $(srcdir)/tests/run-decoder.sh
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h

# The same decoder tests in seccomp mode (results "?", out-arguments as addresses),
# through generated wrappers tests/decode/NAME.seccomp.sh.
DECODER_SECCOMP_TESTS = \
	tests/decode/in_out_args.seccomp.sh \
	tests/decode/open.seccomp.sh
check_SCRIPTS += $(DECODER_SECCOMP_TESTS)
CLEANFILES += $(DECODER_SECCOMP_TESTS)
TESTS += $(DECODER_SECCOMP_TESTS)
EXTRA_DIST += tests/make-decoder-wrapper.sh
$(DECODER_SECCOMP_TESTS): $(srcdir)/tests/make-decoder-wrapper.sh
	@$(MKDIR_P) tests/decode
	$(AM_V_GEN)$(SHELL) $(srcdir)/tests/make-decoder-wrapper.sh $@
