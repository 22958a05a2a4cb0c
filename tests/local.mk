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
	tests/progs/busy_exit \
	tests/progs/eintr \
	tests/progs/exec_thread \
	tests/progs/forbid \
	tests/progs/fork_wait \
	tests/progs/interleave \
	tests/progs/ioctl_loop \
	tests/progs/longjmp_storm \
	tests/progs/nsyscalls \
	tests/progs/signals \
	tests/progs/sigstorm \
	tests/progs/sleeper \
	tests/progs/spawn \
	tests/progs/stack_dlopen \
	tests/progs/stack_loop \
	tests/progs/stack_procs \
	tests/progs/stack_signal \
	tests/progs/stack_stress \
	tests/progs/static_hello \
	tests/progs/stopper \
	tests/progs/stress \
	tests/progs/threads \
	tests/progs/tricky \
	tests/progs/various
check_PROGRAMS += $(TEST_PROGS)
tests_progs_busy_exit_LDADD = -lpthread
tests_progs_exec_thread_LDADD = -lpthread
tests_progs_forbid_CPPFLAGS = $(AM_CPPFLAGS) $(LIBSECCOMP_CFLAGS)
tests_progs_forbid_LDADD = $(LIBSECCOMP_LIBS)
tests_progs_stack_dlopen_LDADD = -ldl
tests_progs_stack_procs_LDADD = -lpthread
tests_progs_stack_stress_LDADD = -lpthread -ldl
# A program with its own libunwind (the capture library must not share it).
if ENABLE_LIBUNWIND
check_PROGRAMS += tests/progs/stack_ownunwind
tests_progs_stack_ownunwind_CPPFLAGS = $(AM_CPPFLAGS) $(LIBUNWIND_CFLAGS)
tests_progs_stack_ownunwind_LDADD = -lunwind -lpthread
endif
tests_progs_threads_LDADD = -lpthread

# -k: the call chain of tests/progs/stack_chain.c built several ways. Explicit rules,
# not check_PROGRAMS: each variant's flags (optimisation, frame pointers, PIE, unwind
# tables) must win over the user's CFLAGS. libstack_chain.so is the chain alone, for
# stack_dlopen to load after start.
STACK_CHAIN_VARIANTS = O0_fp O0_nofp O2_fp O2_nofp O2_nopie O2_fp_notables
stack_chain_flags_O0_fp = -O0 -fno-omit-frame-pointer
stack_chain_flags_O0_nofp = -O0 -fomit-frame-pointer
stack_chain_flags_O2_fp = -O2 -fno-omit-frame-pointer
stack_chain_flags_O2_nofp = -O2 -fomit-frame-pointer
stack_chain_flags_O2_nopie = -O2 -fno-pie -no-pie
stack_chain_flags_O2_fp_notables = -O2 -fno-omit-frame-pointer \
	-fno-asynchronous-unwind-tables -fno-unwind-tables
STACK_PROGS = $(STACK_CHAIN_VARIANTS:%=tests/progs/stack_chain-%) tests/progs/libstack_chain.so
CLEANFILES += $(STACK_PROGS)
EXTRA_DIST += tests/progs/stack_chain.c
tests/progs/stack_chain-%: $(srcdir)/tests/progs/stack_chain.c
	@$(MKDIR_P) tests/progs
	$(AM_V_CC)$(CC) -g -std=gnu11 $(stack_chain_flags_$*) -o $@ $<
tests/progs/libstack_chain.so: $(srcdir)/tests/progs/stack_chain.c
	@$(MKDIR_P) tests/progs
	$(AM_V_CC)$(CC) -g -std=gnu11 -O2 -fPIC -shared -DCHAIN_LIBRARY -o $@ $<

# Behaviour tests: tests/behaviour/NAME.test runs once per capture mode, through a
# generated wrapper tests/behaviour/NAME.MODE.sh.
tests_progs_stress_LDADD = -lpthread
tests_progs_abrupt_LDADD = -lpthread
tests_progs_static_hello_LDFLAGS = -all-static

BEHAVIOURS = attach broken_pipe eintr exec_thread exit_status fork group_stop interleave longjmp \
	overhead signals spawn stack_trace threads tricky
BEHAVIOUR_TESTS = \
	tests/behaviour/attach.ptrace.sh \
	tests/behaviour/broken_pipe.ptrace.sh \
	tests/behaviour/eintr.ptrace.sh \
	tests/behaviour/exec_thread.ptrace.sh \
	tests/behaviour/exit_status.ptrace.sh \
	tests/behaviour/fork.ptrace.sh \
	tests/behaviour/group_stop.ptrace.sh \
	tests/behaviour/interleave.ptrace.sh \
	tests/behaviour/longjmp.ptrace.sh \
	tests/behaviour/overhead.ptrace.sh \
	tests/behaviour/signals.ptrace.sh \
	tests/behaviour/spawn.ptrace.sh \
	tests/behaviour/stack_trace.ptrace.sh \
	tests/behaviour/threads.ptrace.sh \
	tests/behaviour/tricky.ptrace.sh \
	tests/behaviour/attach.seccomp.sh \
	tests/behaviour/broken_pipe.seccomp.sh \
	tests/behaviour/eintr.seccomp.sh \
	tests/behaviour/exec_thread.seccomp.sh \
	tests/behaviour/exit_status.seccomp.sh \
	tests/behaviour/fork.seccomp.sh \
	tests/behaviour/group_stop.seccomp.sh \
	tests/behaviour/interleave.seccomp.sh \
	tests/behaviour/longjmp.seccomp.sh \
	tests/behaviour/overhead.seccomp.sh \
	tests/behaviour/signals.seccomp.sh \
	tests/behaviour/spawn.seccomp.sh \
	tests/behaviour/stack_trace.seccomp.sh \
	tests/behaviour/threads.seccomp.sh \
	tests/behaviour/tricky.seccomp.sh \
	tests/behaviour/attach.buffered.sh \
	tests/behaviour/broken_pipe.buffered.sh \
	tests/behaviour/eintr.buffered.sh \
	tests/behaviour/exec_thread.buffered.sh \
	tests/behaviour/exit_status.buffered.sh \
	tests/behaviour/fork.buffered.sh \
	tests/behaviour/group_stop.buffered.sh \
	tests/behaviour/interleave.buffered.sh \
	tests/behaviour/longjmp.buffered.sh \
	tests/behaviour/overhead.buffered.sh \
	tests/behaviour/signals.buffered.sh \
	tests/behaviour/spawn.buffered.sh \
	tests/behaviour/stack_trace.buffered.sh \
	tests/behaviour/threads.buffered.sh \
	tests/behaviour/tricky.buffered.sh
check_SCRIPTS = $(BEHAVIOUR_TESTS) $(STACK_PROGS)
CLEANFILES += $(BEHAVIOUR_TESTS)
EXTRA_DIST += tests/behaviour/make-wrapper.sh $(BEHAVIOURS:%=tests/behaviour/%.test)
$(BEHAVIOUR_TESTS): $(srcdir)/tests/behaviour/make-wrapper.sh
	@$(MKDIR_P) tests/behaviour
	$(AM_V_GEN)$(SHELL) $(srcdir)/tests/behaviour/make-wrapper.sh $@

check_PROGRAMS += tests/syscall_table
tests_syscall_table_CPPFLAGS = $(AM_CPPFLAGS) $(LIBSECCOMP_CFLAGS)
tests_syscall_table_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBUNWIND_LIBS) $(LIBELF_LIBS)

check_PROGRAMS += tests/stack_format
tests_stack_format_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS)
tests_stack_format_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBUNWIND_LIBS) $(LIBELF_LIBS)

SHELL_TESTS = \
	tests/bad_input.sh \
	tests/buffered_compat.sh \
	tests/buffered_mode.sh \
	tests/compat_strace.sh \
	tests/count.sh \
	tests/decode_vs_strace.sh \
	tests/output_options.sh \
	tests/probe_effect.sh \
	tests/seccomp_bpf.sh \
	tests/seccomp_forbidden.sh \
	tests/seccomp_mode.sh \
	tests/stack_format.sh \
	tests/stack_trace_bench.sh \
	tests/stack_trace_buffered.sh \
	tests/stack_trace_options.sh \
	tests/stack_trace_strace.sh \
	tests/syscall_table.sh

# --output-format=ctf
SHELL_TESTS += tests/ctf_output.sh
# Structured output (values helper): --output-format=json on real programs.
SHELL_TESTS += tests/json_output.sh
EXTRA_DIST += bench/format_throughput

TESTS += $(SHELL_TESTS) $(BEHAVIOUR_TESTS)
EXTRA_DIST += $(SHELL_TESTS)

# Decoder tests: tests/decode/NAME.c prints what systrace must print; keep the list sorted.
DECODER_TESTS = \
	tests/decode/accept \
	tests/decode/access \
	tests/decode/chdir \
	tests/decode/chmod \
	tests/decode/chown \
	tests/decode/dup \
	tests/decode/epoll \
	tests/decode/execve \
	tests/decode/fadvise \
	tests/decode/fallocate \
	tests/decode/fcntl \
	tests/decode/flock \
	tests/decode/fsync \
	tests/decode/futex \
	tests/decode/getdents \
	tests/decode/getdents-v \
	tests/decode/in_out_args \
	tests/decode/ioctl \
	tests/decode/ioctl-term \
	tests/decode/ioctl-term-v \
	tests/decode/kill \
	tests/decode/link \
	tests/decode/lseek \
	tests/decode/mem \
	tests/decode/mkdir \
	tests/decode/open \
	tests/decode/pipe \
	tests/decode/pipe-y \
	tests/decode/poll \
	tests/decode/prctl \
	tests/decode/process \
	tests/decode/read_write \
	tests/decode/readlink \
	tests/decode/rename \
	tests/decode/resource \
	tests/decode/sched \
	tests/decode/seccomp_filter_v \
	tests/decode/sendfile \
	tests/decode/sendmmsg \
	tests/decode/sendmsg \
	tests/decode/sendto \
	tests/decode/signal \
	tests/decode/sockaddr \
	tests/decode/socket \
	tests/decode/socket-v \
	tests/decode/socket-y \
	tests/decode/sockopt \
	tests/decode/stat \
	tests/decode/statfs \
	tests/decode/time \
	tests/decode/timer \
	tests/decode/truncate \
	tests/decode/uname_v \
	tests/decode/utimensat \
	tests/decode/xattr

check_PROGRAMS += $(DECODER_TESTS)
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h tests/decode/tests_net.h

# Every decoder test runs in every capture mode from its one expected output, through
# generated wrappers tests/decode/NAME.MODE.sh (tests/make-decoder-wrapper.sh):
# ptrace and buffered must match it exactly, seccomp after the rewriting rule in
# tests/run-decoder.sh (results "?", out-arguments as addresses).
# NAME.MODE.json.sh run the same with --output-format=json: the JSON validates against
# man/systrace-json.schema.json and, rendered back to text (tests/json2text.py), matches
# the same expected output; tests/json-text-ratchet caps the unconverted "text" values.
DECODER_MODE_TESTS = \
	$(DECODER_TESTS:=.ptrace.sh) \
	$(DECODER_TESTS:=.buffered.sh) \
	$(DECODER_TESTS:=.seccomp.sh) \
	$(DECODER_TESTS:=.ptrace.json.sh) \
	$(DECODER_TESTS:=.buffered.json.sh) \
	$(DECODER_TESTS:=.seccomp.json.sh)
check_SCRIPTS += $(DECODER_MODE_TESTS)
CLEANFILES += $(DECODER_MODE_TESTS)
TESTS += $(DECODER_MODE_TESTS)
EXTRA_DIST += tests/make-decoder-wrapper.sh tests/json2text.py tests/json-text-ratchet
$(DECODER_MODE_TESTS): $(srcdir)/tests/make-decoder-wrapper.sh
	@$(MKDIR_P) tests/decode
	$(AM_V_GEN)$(SHELL) $(srcdir)/tests/make-decoder-wrapper.sh $@

# Decoder tests known to fail in one mode, each with the reason (issue 11). Remove a
# line when its test passes: automake reports an unexpected pass as a failure.
XFAIL_TESTS = \
	$(DECODER_XFAIL_BUFFERED:=.buffered.sh) \
	$(DECODER_XFAIL_SECCOMP:=.seccomp.sh) \
	$(DECODER_XFAIL_BUFFERED:=.buffered.json.sh) \
	$(DECODER_XFAIL_SECCOMP:=.seccomp.json.sh)
#
# -m buffered decodes what the capture library copied (src/preload/table.c, copying in
# src/preload/capture.c); these need a copy the library does not make yet:
#   execve:     a successful execve's result prints "?" (the record of its end)
#   fcntl:      F_SETOWN_EX/F_GETOWN_EX: struct f_owner_ex is not copied (only struct flock)
#   futex:      FUTEX_LOCK_PI2's timeout is not copied (only WAIT, WAIT_BITSET, LOCK_PI,
#               WAIT_REQUEUE_PI)
#   ioctl:      TIOCSTI's char is not copied; FS_IOC_[GS]ETFLAGS copy 8 bytes (the size
#               encoded in the number) of a 4-byte int at a page end, and a copy that
#               faults is lost whole
#   ioctl-term, ioctl-term-v: TCGETS/TCSETS* copy 64 bytes of a 36-byte struct termios
#               at a page end (lost whole, as above)
#   poll:       a pollfd array running into unmapped memory is lost whole (strace shows
#               the readable entries); pselect6's timeout is not copied (its row is full)
#   prctl:      nothing prctl points to is copied (PR_SET_NAME/PR_GET_NAME, PR_GET_* ints)
#   seccomp_filter_v: the BPF program of PR_SET_SECCOMP is not copied
#   sendmmsg:   the iovecs and data the mmsghdr entries point to are not copied
#   sendmsg:    an iovec array running into unmapped memory is lost whole
#   socket-v:   with -v, iovecs past the -s first are not copied; sendmmsg as above;
#               SO_ATTACH_FILTER's program is not copied
# (The -y tests skip in buffered mode: see tests/run-decoder.sh.)
DECODER_XFAIL_BUFFERED = \
	tests/decode/execve \
	tests/decode/fcntl \
	tests/decode/futex \
	tests/decode/ioctl \
	tests/decode/ioctl-term \
	tests/decode/ioctl-term-v \
	tests/decode/poll \
	tests/decode/prctl \
	tests/decode/seccomp_filter_v \
	tests/decode/sendmmsg \
	tests/decode/sendmsg \
	tests/decode/socket-v
DECODER_XFAIL_SECCOMP =
