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
	$(LIBUNWIND_CFLAGS) $(LIBELF_CFLAGS) -DPKGLIBEXECDIR='"$(pkglibexecdir)"' \
	-DPKGLIBDIR='"$(pkglibdir)"'
src_libsystrace_a_SOURCES = \
	src/backend.c src/backend.h \
	src/backend.h \
	src/backend_ptrace.c \
	src/backend_buffered.c src/ring.h \
	src/buffered.h src/buffered_records.c src/buffered_ring_reader.c \
	src/buffered_ring_reader.h src/buffered_tasks.c \
	src/lifecycle.c src/lifecycle.h \
	src/backend_seccomp.c \
	src/calibrate.h \
	src/decode.h \
	src/errnoent.c src/errnoent.h \
	src/event.h \
	src/fetch.c src/fetch.h \
	src/ftrace.c src/ftrace.h \
	src/options.c src/options.h \
	src/options_ext.c src/options_ext.h src/fdset.c src/fdset.h \
	src/decode_fds.c src/decode_fds.h src/pathtrace.c src/pathtrace.h \
	src/dumpio.c src/dumpio.h src/pidns.c src/pidns.h \
	src/output.c src/output.h \
	src/output_pipe.c src/output_pipe.h \
	src/daemonize.c src/daemonize.h \
	src/tips.c src/tips.h \
	src/overhead.c src/overhead.h \
	src/print.c src/print.h \
	src/qualify.c src/qualify.h \
	src/seccomp_filter.c src/seccomp_filter.h \
	src/siginfo.c src/siginfo.h \
	src/signals.c src/signals.h \
	src/summary.c src/summary.h \
	src/symbols.c src/symbols.h \
	src/syscall.c src/syscall.h \
	src/syscall_table.c src/syscall_table.h \
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
	src/decode/getpid.c \
	src/decode/getdents.c \
	src/decode/ioctl.c src/decode/ioctl.h \
	src/decode/ioctl_args.c src/decode/ioctl_loop.c src/decode/ioctl_struct.c \
	src/decode/ioctl_block.c src/decode/ioctl_mtd.c src/decode/ioctl_ptp.c src/decode/ioctl_ptr.c \
	src/decode/ioctl_rtc.c src/decode/ioctl_sock.c src/decode/ioctl_ubi.c \
	src/decode/link.c \
	src/decode/lseek.c src/decode/lseek.h \
	src/decode/mem.c src/decode/mem.h \
	src/decode/mkdir.c \
	src/decode/netutil.c src/decode/netutil.h \
	src/decode/open.c src/decode/open.h \
	src/decode/pathn.c src/decode/pathn.h \
	src/decode/pipe.c \
	src/decode/poll.c \
	src/decode/prctl.c \
	src/decode/print_ext.c src/decode/print_ext.h \
	src/decode/process.c src/decode/process.h \
	src/decode/read_write.c \
	src/decode/readlink.c \
	src/decode/restart_syscall.c \
	src/decode/rename.c \
	src/decode/resource.c \
	src/decode/sched.c \
	src/decode/seccomp_fprog.c src/decode/seccomp_fprog.h \
	src/decode/sendfile.c \
	src/decode/sendmsg.c \
	src/decode/signal.c src/decode/signal.h \
	src/decode/sock_fprog.c src/decode/sock_fprog.h \
	src/decode/sockaddr.c src/decode/sockaddr.h \
	src/decode/socket.c src/decode/socket.h \
	src/decode/sockopt.c \
	src/decode/stat.c \
	src/decode/statfs.c \
	src/decode/term.c \
	src/decode/time.c src/decode/time.h \
	src/decode/truncate.c \
	src/decode/utimensat.c \
	src/decode/xattr.c
# -m rewrite
src_libsystrace_a_SOURCES += src/rewrite_mode.c src/rewrite_mode.h

# -m seccomp: the keeper that lets the program outlive systrace (issue 10)
src_libsystrace_a_SOURCES += src/seccomp_keeper.c src/seccomp_keeper.h
# Structured output (values helper): the value layer, its renderers, JSON Lines.
src_libsystrace_a_SOURCES += \
	src/value.c src/value.h \
	src/render.h \
	src/render_text.c \
	src/render_json.c \
	src/json_output.c src/json_output.h

if ENABLE_LIBUNWIND
src_libsystrace_a_SOURCES += src/unwind_libunwind.c
endif

# issue 12, options: -e inject= / -e fault= (ptrace mode).
src_libsystrace_a_SOURCES += src/inject.c src/inject.h

# Flag and value tables: src/xlat/NAME.in -> src/xlat/NAME.h (see src/xlat/gen-xlat.sh).
XLAT_NAMES = \
	access_modes \
	addrfams \
	af_packet_types \
	alg_sockaddr_flags \
	arch_prctl_codes \
	arch_xfeature_bits \
	arch_xfeature_masks \
	arp_hardware_types \
	at_flags \
	audit_arch \
	ax25_protocols \
	bdaddr_types \
	blkpg_ops \
	bluetooth_l2_cid \
	bluetooth_l2_psm \
	bt_protocols \
	btrfs_balance_ctl \
	caif_protocols \
	can_protocols \
	capabilities \
	cbpf_class \
	cbpf_miscop \
	cbpf_mode \
	cbpf_op_alu \
	cbpf_op_jmp \
	cbpf_rval \
	cbpf_size \
	cbpf_src \
	clock_names \
	clone3_flags \
	clone_flags \
	close_range_flags \
	dirent_types \
	epoll_create_flags \
	epoll_ctl_ops \
	epoll_events \
	ethernet_protocols \
	evdev_abs \
	evdev_ev \
	eventfd_flags \
	f_owner_types \
	faccessat_flags \
	fadvise_advice \
	falloc_flags \
	fcntl_cmds \
	fd_flags \
	fiemap_flags \
	flock_ops \
	fs_ioc_flags \
	fs_xflags \
	fsmagic \
	futex_bitset \
	futex_ops \
	futex_wake_cmps \
	futex_wake_ops \
	getrandom_flags \
	getsock_ip_options \
	getsock_ipv6_options \
	getsock_options \
	hci_channels \
	hdio_busstates \
	icmp_filter_flags \
	ieee802154_addr_types \
	ieee802154_addrs \
	ieee802154_pan_ids \
	iff_flags \
	inet_protocols \
	ioctl_dirs \
	ip_cmsg_types \
	isdn_protocols \
	itimer_which \
	kcm_protocols \
	kd_kbd_modes \
	kd_meta \
	kd_modes \
	kvm_cap \
	kvm_mem_flags \
	lirc_modes \
	lock_types \
	loop_crypt_types \
	loop_flags \
	madvise_cmds \
	mctp_addrs \
	mctp_nets \
	mmap_flags \
	mmap_prot \
	mmap_types \
	modem_flags \
	msg_flags \
	mtd_file_modes \
	mtd_ops_modes \
	mtd_otp_modes \
	netlink_protocols \
	nfc_protocols \
	nfc_saps \
	nfc_sockaddr_protocols \
	notify_flags \
	open_access_modes \
	open_mode_flags \
	packet_mreq_type \
	perf_ioctl_flags \
	phonet_protocols \
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
	ptp_extts_flags \
	ptp_pin_funcs \
	ptrace_events \
	qipcrtr_nodes \
	qipcrtr_ports \
	rename_flags \
	resolve_flags \
	rlimit_resources \
	rtc_bsm_modes \
	rtc_features \
	rtc_params \
	rtc_vl_flags \
	rusage_who \
	rxrpc_services \
	sa_handler_values \
	sched_policies \
	scmvals \
	seal_flags \
	secbits \
	seccomp_addfd_flags \
	seccomp_mode \
	seccomp_notif_send_flags \
	seccomp_ret_action \
	setsock_ip_options \
	setsock_ipv6_options \
	setsock_options \
	sfd_flags \
	shutdown_modes \
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
	skf_ad \
	smc_protocols \
	sock_alg_options \
	sock_ax25_options \
	sock_bluetooth_options \
	sock_caif_options \
	sock_can_raw_options \
	sock_dccp_options \
	sock_ip_options \
	sock_ipv6_options \
	sock_ipx_options \
	sock_irda_options \
	sock_iucv_options \
	sock_kcm_options \
	sock_llc_options \
	sock_netlink_options \
	sock_nfcllcp_options \
	sock_options \
	sock_packet_options \
	sock_pnp_options \
	sock_pppol2tp_options \
	sock_raw_options \
	sock_rds_options \
	sock_rxrpc_options \
	sock_sctp_options \
	sock_tcp_options \
	sock_tipc_options \
	sock_tls_options \
	sock_type_flags \
	sock_udp_options \
	sock_vsock_options \
	sock_xdp_options \
	sockaddr_vsock_cids \
	sockaddr_vsock_flags \
	sockaddr_vsock_ports \
	sockaddr_xdp_flags \
	socketlayers \
	sockopt_txrehash_vals \
	socktypes \
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
	ubi_data_types \
	ubi_volume_props \
	uffd_api_features \
	uffd_copy_modes \
	uffd_ioctl_bits \
	uffd_register_modes \
	uffd_zeropage_modes \
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

# (tidy, issue 11) Every table checked against the system headers at build time:
# The ioctl request names, from the installed kernel uapi headers (see the script).
KERNEL_HEADERS_DIR = /usr/include
BUILT_SOURCES += src/xlat/ioctls_gen.h
CLEANFILES += src/xlat/ioctls_gen.h
EXTRA_DIST += src/xlat/gen-ioctls.sh
src/xlat/ioctls_gen.h: $(srcdir)/src/xlat/gen-ioctls.sh
	@$(MKDIR_P) src/xlat
	$(AM_V_GEN)$(SHELL) $(srcdir)/src/xlat/gen-ioctls.sh "$(CC)" $(KERNEL_HEADERS_DIR) $@

# src/xlat/check_values.c includes the headers, then src/xlat/all.h, every table.
src_libsystrace_a_SOURCES += src/xlat/check_values.c
BUILT_SOURCES += src/xlat/all.h
CLEANFILES += src/xlat/all.h
src/xlat/all.h: $(srcdir)/src/local.mk
	@$(MKDIR_P) src/xlat
	$(AM_V_GEN)for n in $(XLAT_NAMES); do echo "#include \"xlat/$$n.h\""; done >$@.tmp && mv $@.tmp $@
# Where systrace finds its helpers: the build tree only when this binary is the build
# tree's (src/locate.c, issue 10). The build directory's physical path (pwd -P, as
# /proc/self/exe names it), found by the shell that compiles.
src_libsystrace_a_SOURCES += src/locate.c src/locate.h
src_libsystrace_a_CPPFLAGS += -DSYSTRACE_ABS_BUILDDIR="\"$$(cd $(top_builddir) && pwd -P)\""

# (sysdesc, issue 11) One description of every syscall, src/syscalls.def, and the
# tables generated from it: the tracer's rows and the decoders' prototypes here,
# the capture library's rows in src/preload/local.mk.
SYSCALLS_DEF = $(srcdir)/src/syscalls.def
GEN_SYSCALLS = $(SHELL) $(srcdir)/src/gen-syscalls.sh
BUILT_SOURCES += src/syscallent.h src/decoders.h
CLEANFILES += src/syscallent.h src/decoders.h
EXTRA_DIST += src/syscalls.def src/gen-syscalls.sh
src/syscallent.h: $(srcdir)/src/syscalls.def $(srcdir)/src/gen-syscalls.sh
	@$(MKDIR_P) src
	$(AM_V_GEN)$(GEN_SYSCALLS) syscallent $(SYSCALLS_DEF) $@
src/decoders.h: $(srcdir)/src/syscalls.def $(srcdir)/src/gen-syscalls.sh
	@$(MKDIR_P) src
	$(AM_V_GEN)$(GEN_SYSCALLS) decoders $(SYSCALLS_DEF) $@

# --output-format=ctf: the CTF trace writer.
src_libsystrace_a_SOURCES += src/ctf.c src/ctf.h
