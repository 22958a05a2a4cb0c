# SPDX-License-Identifier: GPL-2.0-or-later
# The tracer: everything but main() is in libsystrace.a, which the tool, the
# benchmark helpers and the tests all link.

noinst_LIBRARIES += src/libsystrace.a
bin_PROGRAMS += src/systrace

src_systrace_SOURCES = src/main.c

# The loop --overhead times untraced, traced and under ftrace (see src/overhead.c).
pkglibexec_PROGRAMS += src/systrace-calibrate
src_systrace_calibrate_SOURCES = src/calibrate.c src/calibrate.h
src_systrace_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBUNWIND_LIBS) $(LIBELF_LIBS)

src_libsystrace_a_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS) \
	$(LIBUNWIND_CFLAGS) $(LIBELF_CFLAGS) -DPKGLIBEXECDIR='"$(pkglibexecdir)"'
src_libsystrace_a_SOURCES = \
	src/backend.c src/backend.h \
	src/backend_ptrace.c \
	src/calibrate.h \
	src/decode.h \
	src/decoders.h \
	src/errnoent.c src/errnoent.h \
	src/event.h \
	src/fetch.c src/fetch.h \
	src/ftrace.c src/ftrace.h \
	src/options.c src/options.h \
	src/output.c src/output.h \
	src/overhead.c src/overhead.h \
	src/print.c src/print.h \
	src/qualify.c src/qualify.h \
	src/seccomp_filter.c src/seccomp_filter.h \
	src/siginfo.c src/siginfo.h \
	src/signals.c src/signals.h \
	src/summary.c src/summary.h \
	src/symbols.c src/symbols.h \
	src/syscall.c src/syscall.h \
	src/syscall_table.c src/syscall_table.h src/syscallent.h \
	src/tcb.c src/tcb.h \
	src/unwind.c src/unwind.h \
	src/util.c src/util.h \
	src/xlat.h \
	src/decode/access.c \
	src/decode/chdir.c \
	src/decode/chmod.c \
	src/decode/chown.c \
	src/decode/close.c \
	src/decode/dup.c \
	src/decode/epoll.c \
	src/decode/eventfd.c \
	src/decode/execve.c \
	src/decode/fadvise.c \
	src/decode/fallocate.c \
	src/decode/fcntl.c \
	src/decode/flock.c \
	src/decode/fs_ioctl.c \
	src/decode/fsync.c \
	src/decode/futex.c \
	src/decode/getdents.c \
	src/decode/ioctl.c src/decode/ioctl.h \
	src/decode/link.c \
	src/decode/lseek.c src/decode/lseek.h \
	src/decode/mem.c src/decode/mem.h \
	src/decode/mkdir.c \
	src/decode/open.c src/decode/open.h \
	src/decode/pathn.c src/decode/pathn.h \
	src/decode/pipe.c \
	src/decode/poll.c \
	src/decode/prctl.c \
	src/decode/print_ext.c src/decode/print_ext.h \
	src/decode/process.c src/decode/process.h \
	src/decode/read_write.c src/decode/read_write.h \
	src/decode/readlink.c \
	src/decode/rename.c \
	src/decode/resource.c \
	src/decode/sched.c \
	src/decode/seccomp_fprog.c src/decode/seccomp_fprog.h \
	src/decode/sendfile.c \
	src/decode/signal.c src/decode/signal.h \
	src/decode/stat.c \
	src/decode/statfs.c \
	src/decode/term.c \
	src/decode/time.c src/decode/time.h \
	src/decode/truncate.c \
	src/decode/utimensat.c \
	src/decode/xattr.c

if ENABLE_LIBUNWIND
src_libsystrace_a_SOURCES += src/unwind_libunwind.c
endif

# Flag and value tables: src/xlat/NAME.in -> src/xlat/NAME.h (see src/xlat/gen-xlat.sh).
XLAT_NAMES = \
	access_modes \
	arch_prctl_codes \
	arch_xfeature_bits \
	arch_xfeature_masks \
	at_flags \
	audit_arch \
	bpf_class \
	bpf_miscop \
	bpf_mode \
	bpf_op_alu \
	bpf_op_jmp \
	bpf_rval \
	bpf_size \
	bpf_src \
	capabilities \
	clock_names \
	clone3_flags \
	clone_flags \
	close_range_flags \
	dirent_types \
	epoll_create_flags \
	epoll_ctl_ops \
	epoll_events \
	evdev_abs \
	evdev_ev \
	eventfd_flags \
	f_owner_types \
	faccessat_flags \
	fadvise_advice \
	falloc_flags \
	fcntl_cmds \
	fd_flags \
	flock_ops \
	fs_ioc_flags \
	fsmagic \
	futex_bitset \
	futex_ops \
	futex_wake_cmps \
	futex_wake_ops \
	getrandom_flags \
	ioctl_dirs \
	ioctl_names \
	itimer_which \
	lock_types \
	madvise_cmds \
	mmap_flags \
	mmap_prot \
	mmap_types \
	modem_flags \
	notify_flags \
	open_access_modes \
	open_mode_flags \
	poll_events \
	pr_cap_ambient \
	pr_dumpable \
	pr_fp_mode \
	pr_mce_kill \
	pr_mce_kill_policy \
	pr_mte_tcf \
	pr_pac_enabled_keys \
	pr_pac_keys \
	pr_sched_core_cmds \
	pr_sched_core_pidtypes \
	pr_set_mm \
	pr_set_vma \
	pr_sme_vl_flags \
	pr_spec_cmds \
	pr_spec_get_flags \
	pr_spec_set_flags \
	pr_sud_cmds \
	pr_sve_vl_flags \
	pr_tagged_addr_enable \
	pr_tsc \
	pr_unalign_flags \
	prctl_options \
	prio_which \
	ptrace_events \
	rename_flags \
	resolve_flags \
	rlimit_resources \
	rusage_who \
	sa_handler_values \
	sched_policies \
	seal_flags \
	secbits \
	seccomp_mode \
	seccomp_ret_action \
	sfd_flags \
	sigact_flags \
	sigaltstack_flags \
	sigbus_codes \
	sigchld_codes \
	sigev_notify \
	sigfpe_codes \
	sigill_codes \
	siginfo_codes \
	sigpoll_codes \
	sigprocmask_cmds \
	sigprof_codes \
	sigsegv_codes \
	sigsys_codes \
	sigtrap_codes \
	statfs_flags \
	statx_attrs \
	statx_flags \
	statx_masks \
	statx_sync_types \
	tcflsh_options \
	tcxonc_options \
	term_bauds \
	term_cflags \
	term_cflags_csize \
	term_iflags \
	term_lflags \
	term_line_discs \
	term_oflags \
	term_oflags_bsdly \
	term_oflags_crdly \
	term_oflags_ffdly \
	term_oflags_nldly \
	term_oflags_tabdly \
	term_oflags_vtdly \
	termios_cc \
	timer_abstime_flags \
	timerfd_flags \
	wait4_options \
	whence_codes \
	xattr_flags

XLAT_GENERATED = $(XLAT_NAMES:%=src/xlat/%.h)
BUILT_SOURCES += $(XLAT_GENERATED)
CLEANFILES += $(XLAT_GENERATED)
EXTRA_DIST += src/xlat/gen-xlat.sh $(XLAT_NAMES:%=src/xlat/%.in)

src/xlat/%.h: $(srcdir)/src/xlat/%.in $(srcdir)/src/xlat/gen-xlat.sh
	@$(MKDIR_P) src/xlat
	$(AM_V_GEN)$(SHELL) $(srcdir)/src/xlat/gen-xlat.sh $< $@
