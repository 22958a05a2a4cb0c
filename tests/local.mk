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
	tests/progs/dump_io \
	tests/progs/eintr \
	tests/progs/exec_thread \
	tests/progs/restart_sleep \
	tests/progs/thread_sleep \
	tests/progs/fd_kinds \
	tests/progs/forbid \
	tests/progs/fork_wait \
	tests/progs/i386_calls \
	tests/progs/i386_mmsg \
	tests/progs/i386_x32 \
	tests/progs/int80 \
	tests/progs/interleave \
	tests/progs/ioctl_loop \
	tests/progs/longjmp_storm \
	tests/progs/nl_fuzz \
	tests/progs/nl_multipath \
	tests/progs/nsyscalls \
	tests/progs/options_consts \
	tests/progs/options_styles2 \
	tests/progs/options_styles3 \
	tests/progs/options_styles4 \
	tests/progs/pathtrace_fds \
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
tests_progs_thread_sleep_LDADD = -lpthread
tests_progs_pathtrace_fds_LDADD = -lpthread
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
# An i386 program for tests/i386_int80.sh: no libc, so gcc -m32 needs no multilib; when
# the compiler cannot build it, there is none and the test skips that part.
EXTRA_DIST += tests/progs/i386_static.c
CLEANFILES += tests/progs/i386_static
tests/progs/i386_static: $(srcdir)/tests/progs/i386_static.c
	$(AM_V_CC)$(CC) -m32 -static -nostdlib -ffreestanding -fno-pic -no-pie \
		-fno-stack-protector -O1 -o $@ $(srcdir)/tests/progs/i386_static.c \
		>/dev/null 2>&1 || rm -f $@

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
# issue 10, ptrace and standard descriptors: behaviour tests in every mode.
BEHAVIOURS += std_fds
BEHAVIOUR_TESTS += \
	tests/behaviour/std_fds.ptrace.sh \
	tests/behaviour/std_fds.seccomp.sh \
	tests/behaviour/std_fds.buffered.sh
check_SCRIPTS = $(BEHAVIOUR_TESTS) $(STACK_PROGS) tests/progs/i386_static
CLEANFILES += $(BEHAVIOUR_TESTS)
EXTRA_DIST += tests/behaviour/make-wrapper.sh $(BEHAVIOURS:%=tests/behaviour/%.test)
$(BEHAVIOUR_TESTS): $(srcdir)/tests/behaviour/make-wrapper.sh
	@$(MKDIR_P) tests/behaviour
	$(AM_V_GEN)$(SHELL) $(srcdir)/tests/behaviour/make-wrapper.sh $@

check_PROGRAMS += tests/syscall_table
# The capture library's table is linked in, to be checked against the tracer's.
tests_syscall_table_SOURCES = tests/syscall_table.c src/preload/table.c
tests_syscall_table_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS)
tests_syscall_table_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBUNWIND_LIBS) $(LIBELF_LIBS)
check_PROGRAMS += tests/syscall_i386
tests_syscall_i386_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS)
tests_syscall_i386_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBUNWIND_LIBS) $(LIBELF_LIBS)

check_PROGRAMS += tests/stack_format
tests_stack_format_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS)
tests_stack_format_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBUNWIND_LIBS) $(LIBELF_LIBS)

SHELL_TESTS = \
	tests/bad_input.sh \
	tests/strace_messages.sh \
	tests/buffered_compat.sh \
	tests/buffered_mode.sh \
	tests/compat_strace.sh \
	tests/count.sh \
	tests/decode_vs_strace.sh \
	tests/netlink_fuzz.sh \
	tests/netlink_multipath.sh \
	tests/netlink_socket_untraced.sh \
	tests/netlink_styles.sh \
	tests/options_daemonize.sh \
	tests/options_misc.sh \
	tests/options_pipe.sh \
	tests/options_quiet.sh \
	tests/options_styles.sh \
	tests/options_styles2.sh \
	tests/options_styles3.sh \
	tests/options_styles4.sh \
	tests/options_summary.sh \
	tests/options_trace_sets.sh \
	tests/i386_decode.sh \
	tests/i386_mmsg.sh \
	tests/i386_int80.sh \
	tests/i386_x32.sh \
	tests/unknown_numbers.sh \
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
	tests/syscall_i386.sh \
	tests/syscall_table.sh

# Timestamps, -yy/--decode-fds, -Y, -P, -e trace-fds=, -e read=/write= (options_ext.c).
SHELL_TESTS += \
	tests/options_b_decode_fds.sh \
	tests/options_b_dumpio.sh \
	tests/options_b_pathtrace.sh \
	tests/options_b_pids.sh \
	tests/options_b_timestamps.sh \
	tests/pathtrace_fds.sh
EXTRA_DIST += tests/pathtrace_scenarios.sh

# --output-format=ctf
SHELL_TESTS += tests/ctf_output.sh
# Every syscall decoded or argument-less, but those tests/undecoded-syscalls lists
# (a list that only shrinks).
SHELL_TESTS += tests/syscall_coverage.sh
EXTRA_DIST += tests/undecoded-syscalls
# Structured output (values helper): --output-format=json on real programs.
SHELL_TESTS += tests/json_output.sh
# -f: "unfinished" objects and "resumed" calls; -k stacks in every mode.
SHELL_TESTS += tests/json_unfinished.sh
EXTRA_DIST += bench/format_throughput

TESTS += $(SHELL_TESTS) $(BEHAVIOUR_TESTS)
EXTRA_DIST += $(SHELL_TESTS)

# Decoder tests: tests/decode/NAME.c prints what systrace must print; keep the list sorted.
DECODER_TESTS = \
	tests/decode/accept \
	tests/decode/access \
	tests/decode/adjtimex \
	tests/decode/aio \
	tests/decode/aio_submit \
	tests/decode/bpf \
	tests/decode/bpf-v \
	tests/decode/bpf_prog \
	tests/decode/chdir \
	tests/decode/chmod \
	tests/decode/chown \
	tests/decode/creds \
	tests/decode/dup \
	tests/decode/epoll \
	tests/decode/execve \
	tests/decode/fadvise \
	tests/decode/fallocate \
	tests/decode/fanotify \
	tests/decode/fcntl \
	tests/decode/file_handle \
	tests/decode/flock \
	tests/decode/fsync \
	tests/decode/futex \
	tests/decode/futex_waitv \
	tests/decode/getdents \
	tests/decode/getdents-v \
	tests/decode/in_out_args \
	tests/decode/inotify \
	tests/decode/io_uring \
	tests/decode/ioctl \
	tests/decode/ioctl-block \
	tests/decode/ioctl-btrfs \
	tests/decode/ioctl-counter \
	tests/decode/ioctl-dedupe \
	tests/decode/ioctl-dm \
	tests/decode/ioctl-dm-v \
	tests/decode/ioctl-evdev-ff-v \
	tests/decode/ioctl-evdev-key \
	tests/decode/ioctl-evdev-read \
	tests/decode/ioctl-families \
	tests/decode/ioctl-fiemap-v \
	tests/decode/ioctl-gpio \
	tests/decode/ioctl-kd \
	tests/decode/ioctl-kd-keys \
	tests/decode/ioctl-kd-leds \
	tests/decode/ioctl-kvm \
	tests/decode/ioctl-kvm-v \
	tests/decode/ioctl-loop-v \
	tests/decode/ioctl-misc \
	tests/decode/ioctl-perf-modify \
	tests/decode/ioctl-ptp-perout \
	tests/decode/ioctl-s-limit \
	tests/decode/ioctl-seccomp-notif \
	tests/decode/ioctl-sg \
	tests/decode/ioctl-sg-io \
	tests/decode/ioctl-sock \
	tests/decode/ioctl-tee \
	tests/decode/ioctl-term \
	tests/decode/ioctl-term-v \
	tests/decode/ioprio \
	tests/decode/ipc_msg \
	tests/decode/ipc_sem \
	tests/decode/ipc_shm \
	tests/decode/keyctl \
	tests/decode/ioctl-ubi-vol \
	tests/decode/ioctl-uffd \
	tests/decode/ioctl-v4l2 \
	tests/decode/ioctl-v4l2-ext-ctrls \
	tests/decode/ioctl-v4l2-fmt \
	tests/decode/ioctl-val \
	tests/decode/ioctl-xraw \
	tests/decode/ioctl-xverbose \
	tests/decode/kill \
	tests/decode/landlock \
	tests/decode/ldt \
	tests/decode/link \
	tests/decode/lseek \
	tests/decode/mem \
	tests/decode/membarrier \
	tests/decode/memfd \
	tests/decode/mkdir \
	tests/decode/mknod \
	tests/decode/mlock \
	tests/decode/module \
	tests/decode/mount \
	tests/decode/mq \
	tests/decode/mremap \
	tests/decode/ns \
	tests/decode/numa \
	tests/decode/netlink_crypto \
	tests/decode/netlink_misc \
	tests/decode/netlink_route \
	tests/decode/netlink_route_link \
	tests/decode/netlink_route_mdb \
	tests/decode/netlink_route_misc \
	tests/decode/netlink_sock_diag \
	tests/decode/open \
	tests/decode/perf_event \
	tests/decode/perf_event-v \
	tests/decode/personality \
	tests/decode/pgid \
	tests/decode/pidfd \
	tests/decode/pipe \
	tests/decode/pipe-y \
	tests/decode/pkeys \
	tests/decode/poll \
	tests/decode/prctl \
	tests/decode/preadv \
	tests/decode/process \
	tests/decode/process_vm \
	tests/decode/ptrace \
	tests/decode/ptrace-regset \
	tests/decode/quota \
	tests/decode/read_write \
	tests/decode/readlink \
	tests/decode/rename \
	tests/decode/resource \
	tests/decode/sched \
	tests/decode/sched_attr \
	tests/decode/seccomp \
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
	tests/decode/sock_diag_smc \
	tests/decode/splice \
	tests/decode/stat \
	tests/decode/statfs \
	tests/decode/sync_file_range \
	tests/decode/system \
	tests/decode/time \
	tests/decode/timer \
	tests/decode/truncate \
	tests/decode/uname_v \
	tests/decode/utime \
	tests/decode/utimensat \
	tests/decode/waitid \
	tests/decode/xattr

check_PROGRAMS += $(DECODER_TESTS)
EXTRA_DIST += tests/run-decoder.sh tests/decode/tests.h tests/decode/tests_net.h

# Decoder tests of results no device here gives: the call is made to succeed with
# -e inject=...:retval=0 (strace's option too), the "answer" being what the test
# put in memory. tests/ioctl_inject.sh runs them in ptrace and seccomp modes (text
# only: buffered mode cannot inject, and the JSON output does not say a result was
# injected); tests/decode_vs_strace.sh checks them against strace as the others.
INJECT_DECODER_TESTS = \
	tests/decode/ioctl-btrfs-out \
	tests/decode/ioctl-btrfs-out-v \
	tests/decode/ioctl-dm-inject-v \
	tests/decode/ioctl-inject-out \
	tests/decode/ioctl-kvm-inject \
	tests/decode/ioctl-v4l2-inject
check_PROGRAMS += $(INJECT_DECODER_TESTS)
SHELL_TESTS += tests/ioctl_inject.sh tests/ioctl_verbose_none.sh

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

# issue 10, ptrace mode: fatal errors, --seccomp-bpf startup, fair stops, CLONE_PTRACE.
check_PROGRAMS += tests/progs/clone_ptrace tests/progs/orphan_threads
tests_progs_orphan_threads_LDADD = -lpthread
PTRACE_RELIABILITY_TESTS = \
	tests/ptrace_clone_ptrace.sh \
	tests/ptrace_fatal_detach.sh \
	tests/ptrace_orphan_threads.sh \
	tests/seccomp_bpf_startup.sh
TESTS += $(PTRACE_RELIABILITY_TESTS)
EXTRA_DIST += $(PTRACE_RELIABILITY_TESTS)
# Decoder tests known to fail in one mode, each with the reason (issue 11). Remove a
# line when its test passes: automake reports an unexpected pass as a failure.
XFAIL_TESTS = \
	$(DECODER_XFAIL_BUFFERED:=.buffered.sh) \
	$(DECODER_XFAIL_SECCOMP:=.seccomp.sh) \
	$(DECODER_XFAIL_BUFFERED:=.buffered.json.sh) \
	$(DECODER_XFAIL_SECCOMP:=.seccomp.json.sh)
#
# -m buffered decodes what the capture library copied (src/syscalls.def's capture
# words, copying in src/preload/capture.c); what no capture kind reaches differs:
# (The -y tests skip in buffered mode: see tests/run-decoder.sh.)
# ptrace-regset: the register buffers an iovec points to (PTRACE_GETREGSET/SETREGSET)
# are not copied by the capture library (no capture kind follows an iovec for ptrace).
# aio_submit: io_submit's control blocks are behind an array of pointers, which no
# capture kind follows (src/preload/capture.c); they print as addresses.
# bpf_prog, bpf-v: the license string, object paths and instructions are behind
# the attribute, in memory no capture kind follows; they print as addresses.
DECODER_XFAIL_BUFFERED = \
	tests/decode/aio_submit \
	tests/decode/bpf-v \
	tests/decode/bpf_prog \
	tests/decode/ptrace-regset
DECODER_XFAIL_SECCOMP =
# -m rewrite: the behaviour tests in rewrite mode (buffered expectations, through
# tests/rewrite/systrace-as-buffered, vm.mmap_min_addr=0 for each test only),
# and the tests of rewriting itself.
BEHAVIOUR_TESTS += \
	tests/behaviour/attach.rewrite.sh \
	tests/behaviour/broken_pipe.rewrite.sh \
	tests/behaviour/eintr.rewrite.sh \
	tests/behaviour/exec_thread.rewrite.sh \
	tests/behaviour/exit_status.rewrite.sh \
	tests/behaviour/fork.rewrite.sh \
	tests/behaviour/group_stop.rewrite.sh \
	tests/behaviour/interleave.rewrite.sh \
	tests/behaviour/longjmp.rewrite.sh \
	tests/behaviour/overhead.rewrite.sh \
	tests/behaviour/signals.rewrite.sh \
	tests/behaviour/spawn.rewrite.sh \
	tests/behaviour/stack_trace.rewrite.sh \
	tests/behaviour/threads.rewrite.sh
EXTRA_DIST += tests/rewrite/env.sh tests/rewrite/systrace-as-buffered
check_PROGRAMS += tests/progs/rw_redzone tests/progs/rw_threads tests/progs/rw_jit tests/progs/rw_clone \
	tests/progs/rw_seccomp tests/progs/rw_page0
tests_progs_rw_threads_LDADD = -lpthread
# The red-zone check of -m rewrite on ELF files (tests/site_check_*.sh).
check_PROGRAMS += tests/progs/rw_sitecheck
tests_progs_rw_sitecheck_SOURCES = tests/progs/rw_sitecheck.c src/preload/site_check.c \
	src/preload/x86_insn.c
tests_progs_rw_sitecheck_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src/preload \
	-DSX_SITE_CHECK_STANDALONE
tests_progs_rw_seccomp_CPPFLAGS = $(AM_CPPFLAGS) $(LIBSECCOMP_CFLAGS)
tests_progs_rw_seccomp_LDADD = $(LIBSECCOMP_LIBS)
REWRITE_TESTS = tests/rewrite_sites.sh tests/rewrite_compat.sh tests/rewrite_refuse.sh \
	tests/rewrite_tricky.sh tests/rewrite_decoders.sh tests/rewrite_page0.sh \
	tests/pathtrace_rewrite.sh
TESTS += $(REWRITE_TESTS)
EXTRA_DIST += $(REWRITE_TESTS)
# -m seccomp: the program outlives systrace (the keeper, issue 10).
check_PROGRAMS += tests/progs/survivor
tests_progs_survivor_LDADD = -lpthread
SECCOMP_KEEPER_TESTS = tests/seccomp_keeper.sh
TESTS += $(SECCOMP_KEEPER_TESTS)
EXTRA_DIST += $(SECCOMP_KEEPER_TESTS)
# systrace SIGKILLed in each mode: the program goes on untraced (without --kill-on-exit).
TESTS += tests/lifecycle_kill.sh
EXTRA_DIST += tests/lifecycle_kill.sh
# ---- issue 10, buffered mode's ring reader (ring helper) ----
# The ring fuzzer: the reader built alone with AddressSanitizer and UBSan (explicit
# rule: those flags must win over the user's CFLAGS); tests/fuzz_ring.sh runs it.
check_PROGRAMS += tests/progs/hostile_ring tests/progs/clone_vm
tests_progs_hostile_ring_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/src
tests_progs_hostile_ring_LDADD = -lpthread
FUZZ_RING = tests/fuzz_ring
check_SCRIPTS += $(FUZZ_RING)
CLEANFILES += $(FUZZ_RING)
EXTRA_DIST += tests/fuzz_ring.c tests/fuzz/run.sh tests/fuzz/rng.h
$(FUZZ_RING): $(srcdir)/tests/fuzz_ring.c $(top_srcdir)/src/buffered_ring_reader.c \
		$(top_srcdir)/src/buffered_ring_reader.h $(top_srcdir)/src/ring.h \
		$(srcdir)/tests/fuzz/rng.h
	@$(MKDIR_P) tests
	$(AM_V_CC)$(CC) -g -O1 -std=gnu11 -fsanitize=address,undefined -fno-sanitize-recover=all \
		-fno-omit-frame-pointer -I$(top_builddir) -I$(top_srcdir)/src -o $@ \
		$(srcdir)/tests/fuzz_ring.c $(top_srcdir)/src/buffered_ring_reader.c -lpthread
# The site checker's fuzzer (red-zone check of -m rewrite), built like fuzz_ring.
FUZZ_SITE_CHECK = tests/fuzz_site_check
check_SCRIPTS += $(FUZZ_SITE_CHECK)
CLEANFILES += $(FUZZ_SITE_CHECK)
EXTRA_DIST += tests/fuzz_site_check.c
$(FUZZ_SITE_CHECK): $(srcdir)/tests/fuzz_site_check.c $(top_srcdir)/src/preload/site_check.c \
		$(top_srcdir)/src/preload/site_check.h $(top_srcdir)/src/preload/x86_insn.c \
		$(top_srcdir)/src/preload/x86_insn.h $(srcdir)/tests/fuzz/rng.h
	@$(MKDIR_P) tests
	$(AM_V_CC)$(CC) -g -O1 -std=gnu11 -fsanitize=address,undefined -fno-sanitize-recover=all \
		-fno-omit-frame-pointer -DSX_SITE_CHECK_STANDALONE -I$(top_srcdir)/src/preload -o $@ \
		$(srcdir)/tests/fuzz_site_check.c $(top_srcdir)/src/preload/site_check.c \
		$(top_srcdir)/src/preload/x86_insn.c
SITE_CHECK_TESTS = tests/fuzz_site_check.sh tests/site_check_decode.sh tests/site_check_verdicts.sh
TESTS += $(SITE_CHECK_TESTS)
EXTRA_DIST += $(SITE_CHECK_TESTS)
RING_TESTS = \
	tests/fuzz_ring.sh \
	tests/buffered_hostile.sh \
	tests/buffered_lifecycle.sh \
	tests/buffered_threads_count.sh
TESTS += $(RING_TESTS)
EXTRA_DIST += $(RING_TESTS)
# Output and --overhead reliability (issue 10: trace write errors, tracefs instances,
# the calibration helper's lookup).
SHELL_TESTS += \
	tests/output_errors.sh \
	tests/output_full_fs.sh \
	tests/overhead_tracefs.sh \
	tests/helper_lookup.sh
# The capture library does not harm the program (issue 10, src/preload/).
check_PROGRAMS += tests/progs/sigaction_readback tests/progs/strict_seccomp \
	tests/progs/small_stack tests/progs/own_altstack tests/progs/regs_kept \
	tests/progs/unmap_lib tests/progs/filter_madvise
tests_progs_strict_seccomp_LDADD = -lpthread
tests_progs_small_stack_LDADD = -lpthread
tests_progs_own_altstack_LDADD = -lpthread
TESTS += tests/buffered_unharmed.sh
EXTRA_DIST += tests/buffered_unharmed.sh

# issue 12, options: --kill-on-exit, -I, -e inject/fault, -E, -u, -b, -n, -i, -A.
check_PROGRAMS += tests/progs/inject_probe
OPTIONS_TESTS = \
	tests/inject.sh \
	tests/interruptible.sh \
	tests/kill_on_exit.sh \
	tests/start_options.sh
TESTS += $(OPTIONS_TESTS)
EXTRA_DIST += $(OPTIONS_TESTS)
# ---- every systrace run in the suite under timeout (timeouts helper) ----
SHELL_TESTS += tests/lint_timeouts.sh
# ---- lifecycle events through output_attached/output_detached (lifeev) ----
SHELL_TESTS += tests/json_lifecycle.sh
# -m rewrite takes no descriptor number of the program to read its maps.
check_PROGRAMS += tests/progs/rw_fdrace tests/progs/rw_maps_cache
tests_progs_rw_fdrace_LDADD = -lpthread
TESTS += tests/rewrite_fdrace.sh
EXTRA_DIST += tests/rewrite_fdrace.sh
# When -m buffered decodes: the trace follows a sleeping program; a loop filling
# half the ring is traced whole.
TESTS += tests/buffered_drain.sh
EXTRA_DIST += tests/buffered_drain.sh
