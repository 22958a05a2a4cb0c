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
	src/syscall_i386.c src/syscall_i386.h \
	src/tcb.c src/tcb.h \
	src/unwind.c src/unwind.h \
	src/util.c src/util.h \
	src/xlat.h \
	src/decode/access.c \
	src/decode/adjtimex.c \
	src/decode/aio.c \
	src/decode/bpf.c \
	src/decode/chdir.c \
	src/decode/chmod.c \
	src/decode/chown.c \
	src/decode/close.c \
	src/decode/creds.c \
	src/decode/dup.c \
	src/decode/epoll.c \
	src/decode/eventfd.c \
	src/decode/execve.c \
	src/decode/fadvise.c \
	src/decode/fallocate.c \
	src/decode/fanotify.c \
	src/decode/fcntl.c \
	src/decode/file_handle.c \
	src/decode/flock.c \
	src/decode/fs_ioctl.c \
	src/decode/fsync.c \
	src/decode/futex.c \
	src/decode/getpid.c \
	src/decode/getcpu.c \
	src/decode/futex_waitv.c \
	src/decode/getdents.c \
	src/decode/inotify.c \
	src/decode/io_uring.c \
	src/decode/ioctl.c src/decode/ioctl.h \
	src/decode/ioprio.c \
	src/decode/kcmp.c \
	src/decode/kexec.c \
	src/decode/ldt.c \
	src/decode/ioctl_args.c src/decode/ioctl_loop.c src/decode/ioctl_struct.c \
	src/decode/ioctl_block.c src/decode/ioctl_mtd.c src/decode/ioctl_ptp.c src/decode/ioctl_ptr.c \
	src/decode/ioctl_rtc.c src/decode/ioctl_sock.c src/decode/ioctl_ubi.c \
	src/decode/ioctl_v4l2.c src/decode/ioctl_v4l2_fmt.c src/decode/ioctl_v4l2_ctrls.c \
	src/decode/ioctl_dm.c src/decode/ioctl_btrfs.c \
	src/decode/ioctl_sg.c src/decode/ioctl_sg_io.c src/decode/ioctl_gpio.c src/decode/ioctl_tee.c \
	src/decode/ioctl_kd.c src/decode/ioctl_evdev_key.c src/decode/ioctl_kvm.c \
	src/decode/ioctl_perf.c src/decode/ioctl_counter.c src/decode/ioctl_evdev_ff.c \
	src/decode/ioctl_random.c \
	src/decode/ioctl_common_print.c src/decode/ioctl_common_print.h \
	src/decode/link.c \
	src/decode/lseek.c src/decode/lseek.h \
	src/decode/mem.c src/decode/mem.h \
	src/decode/membarrier.c \
	src/decode/mkdir.c \
	src/decode/module.c \
	src/decode/netlink.c src/decode/netlink.h src/decode/netlink_fd.c \
	src/decode/netlink_crypto.c src/decode/netlink_genl.c src/decode/netlink_misc.c \
	src/decode/netlink_nlattr.c \
	src/decode/netutil.c src/decode/netutil.h \
	src/decode/ns.c \
	src/decode/open.c src/decode/open.h \
	src/decode/pathn.c src/decode/pathn.h \
	src/decode/personality.c \
	src/decode/pidfd.c \
	src/decode/ipc.c src/decode/ipc.h \
	src/decode/ipc_msg.c \
	src/decode/ipc_sem.c \
	src/decode/ipc_shm.c \
	src/decode/keyctl.c \
	src/decode/landlock.c \
	src/decode/memfd.c \
	src/decode/mknod.c \
	src/decode/mlock.c \
	src/decode/mount.c \
	src/decode/mq.c \
	src/decode/mremap.c \
	src/decode/numa.c \
	src/decode/perf_event.c \
	src/decode/pipe.c \
	src/decode/pkeys.c \
	src/decode/poll.c src/decode/select.h \
	src/decode/prctl.c \
	src/decode/preadv.c \
	src/decode/print_ext.c src/decode/print_ext.h \
	src/decode/process.c src/decode/process.h \
	src/decode/process_vm.c \
	src/decode/ptrace.c \
	src/decode/quota.c \
	src/decode/read_write.c \
	src/decode/readahead.c \
	src/decode/readlink.c \
	src/decode/restart_syscall.c \
	src/decode/rename.c \
	src/decode/resource.c \
	src/decode/rseq.c \
	src/decode/sched.c \
	src/decode/sched_attr.c \
	src/decode/seccomp.c \
	src/decode/seccomp_fprog.c src/decode/seccomp_fprog.h \
	src/decode/sendfile.c \
	src/decode/rtnl.c src/decode/rtnl_link_bridge.c src/decode/rtnl_link_vf.c \
	src/decode/rtnl_mdb.c \
	src/decode/rtnl_misc.c src/decode/rtnl_stats.c \
	src/decode/rtnl_tc.c \
	src/decode/sendmsg.c \
	src/decode/signal.c src/decode/signal.h \
	src/decode/sock_fprog.c src/decode/sock_fprog.h \
	src/decode/sockaddr.c src/decode/sockaddr.h \
	src/decode/sock_diag.c \
	src/decode/socket.c src/decode/socket.h \
	src/decode/sockopt.c \
	src/decode/splice.c \
	src/decode/stat.c \
	src/decode/i386.c src/decode/i386.h \
	src/decode/i386_aio.c src/decode/i386_ipc.c src/decode/i386_mq.c src/decode/i386_ptrace.c \
	src/decode/i386_seccomp.c \
	src/decode/i386_select.c src/decode/i386_siginfo.c \
	src/decode/statfs.c src/decode/statfs.h \
	src/decode/system.c \
	src/decode/sync_file_range.c \
	src/decode/term.c \
	src/decode/time.c src/decode/time.h \
	src/decode/truncate.c \
	src/decode/userfaultfd.c \
	src/decode/utime.c \
	src/decode/utimensat.c \
	src/decode/waitid.c \
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
	adjtimex_modes \
	adjtimex_state \
	adjtimex_status \
	af_packet_types \
	aio_cmds \
	aio_iocb_flags \
	af_packet_versions \
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
	bpf_attach_flags \
	bpf_attach_type \
	bpf_commands \
	bpf_file_mode_flags \
	bpf_link_create_kprobe_multi_flags \
	bpf_map_flags \
	bpf_map_lookup_elem_flags \
	bpf_map_types \
	bpf_map_update_elem_flags \
	bpf_prog_flags \
	bpf_prog_types \
	bpf_query_flags \
	bpf_task_fd_type \
	bpf_test_run_flags \
	bt_protocols \
	btrfs_balance_args \
	btrfs_balance_ctl \
	btrfs_balance_flags \
	btrfs_balance_state \
	btrfs_csum_types \
	btrfs_fs_info_flags \
	btrfs_qgroup_inherit_flags \
	btrfs_qgroup_limit_flags \
	btrfs_block_group_flags \
	btrfs_compress_types \
	btrfs_cont_reading_modes \
	btrfs_defrag_flags \
	btrfs_dev_replace_cmds \
	btrfs_dev_replace_results \
	btrfs_dev_replace_states \
	btrfs_dev_stats_flags \
	btrfs_dev_stats_values \
	btrfs_features_compat \
	btrfs_features_compat_ro \
	btrfs_features_incompat \
	btrfs_key_types \
	btrfs_logical_ino_flags \
	btrfs_quota_ctl_cmds \
	btrfs_scrub_flags \
	btrfs_send_flags \
	btrfs_space_info_flags \
	btrfs_subvol_flags \
	btrfs_tree_objectids \
	caif_protocols \
	can_protocols \
	cap_mask0 \
	cap_mask1 \
	cap_version \
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
	delete_module_flags \
	crypto_nl_attrs \
	dcb_commands \
	dirent_types \
	dm_flags \
	ebpf_class \
	ebpf_mode \
	ebpf_regs \
	epoll_create_flags \
	epoll_ctl_ops \
	epoll_events \
	ethernet_protocols \
	evdev_abs \
	evdev_ev \
	evdev_ff_types \
	evdev_keycode \
	eventfd_flags \
	f_owner_types \
	faccessat_flags \
	fadvise_advice \
	falloc_flags \
	fan_classes \
	fan_event_flags \
	fan_init_flags \
	fan_mark_flags \
	fcntl_cmds \
	fd_flags \
	fib_rule_actions \
	fib_rule_flags \
	flock_ops \
	fs_ioc_flags \
	fsconfig_cmds \
	fiemap_flags \
	fiemap_extent_flags \
	fs_xflags \
	fsmagic \
	fsmount_attr_flags \
	fsmount_flags \
	fsopen_flags \
	fspick_flags \
	futex_bitset \
	futex_ops \
	futex_waiter_flags \
	futex_wake_cmps \
	futex_wake_ops \
	get_mempolicy_flags \
	getrandom_flags \
	getsock_ip_options \
	getsock_ipv6_options \
	getsock_options \
	gpio_event_flags \
	gpio_handle_flags \
	gpio_line_flags \
	gpio_v2_line_flags \
	hci_channels \
	hw_breakpoint_type \
	hdio_busstates \
	hdio_drive_cmds \
	icmp_filter_flags \
	ieee802154_addr_types \
	ieee802154_addrs \
	ieee802154_pan_ids \
	if_dqblk_valid \
	if_dqinfo_flags \
	if_dqinfo_valid \
	ifaddrflags \
	iffflags \
	ifstats_af_spec_mpls_attrs \
	ifstats_attr_flags \
	ifstats_attrs \
	ifstats_offload_attrs \
	ifstats_xstats_bond_3ad_attrs \
	ifstats_xstats_bond_attrs \
	ifstats_xstats_bridge_attrs \
	ifstats_xstats_bridge_mcast_indices \
	ifstats_xstats_type_attrs \
	in6_addr_gen_mode \
	inet6_devconf_indices \
	inet6_if_flags \
	inet_devconf_indices \
	inet_diag_attrs \
	inet_diag_bpf_storage_attrs \
	inet_diag_bpf_storages_attrs \
	inet_diag_bytecodes \
	inet_diag_extended_flags \
	inet_diag_req_attrs \
	inet_diag_shutdown_flags \
	inet_diag_ulp_info_attrs \
	inet_diag_ulp_info_mptcp_attrs \
	inet_diag_ulp_info_tls_attrs \
	iff_flags \
	inet_protocols \
	inotify_flags \
	inotify_init_flags \
	ioctl_dirs \
	ioprio_class \
	ioprio_who \
	ip_cmsg_types \
	ipc_msg_flags \
	ipc_private \
	ipc_resource_flags \
	ip_type_of_services \
	isdn_protocols \
	itimer_which \
	kcm_protocols \
	kcmp_types \
	kexec_arch_values \
	kexec_file_load_flags \
	kexec_load_flags \
	key_perms \
	key_reqkeys \
	key_spec \
	keyctl_caps0 \
	keyctl_caps1 \
	keyctl_commands \
	keyctl_move_flags \
	keyctl_pkey_ops \
	landlock_create_ruleset_flags \
	landlock_rule_types \
	landlock_ruleset_access_fs \
	lock_types \
	lwtunnel_encap_types \
	kd_font_flags \
	kd_font_ops \
	kd_keys \
	kd_led_flags \
	kd_default_led_flags \
	kd_key_tables \
	kd_keymap_flags \
	kd_key_types \
	kd_kbd_modes \
	kd_kbd_types \
	kd_meta \
	kd_modes \
	kvm_cap \
	kvm_cpuid_flags \
	kvm_mem_flags \
	nbd_flags \
	lirc_modes \
	lirc_features \
	loop_crypt_types \
	loop_flags \
	madvise_cmds \
	mbind_flags \
	mctp_addrs \
	mctp_nets \
	membarrier_cmds \
	membarrier_flags \
	memfd_create_flags \
	memfd_secret_flags \
	mlock2_flags \
	mlockall_flags \
	mdb_flags \
	mdb_states \
	mmap_flags \
	mmap_prot \
	mmap_types \
	modem_flags \
	module_init_flags \
	mount_attr_attr \
	mount_attr_propagation \
	mount_flags \
	mount_setattr_flags \
	move_mount_flags \
	move_pages_flags \
	mpol_mode_flags \
	mpol_modes \
	mq_attr_flags \
	mremap_flags \
	msg_flags \
	msgctl_cmds \
	msync_flags \
	name_to_handle_at_flags \
	mptcp_subflow_flags \
	multicast_router_types \
	neighbor_cache_entry_ext_flags \
	neighbor_cache_entry_flags \
	neighbor_cache_entry_states \
	netfilter_versions \
	netlink_ack_flags \
	netlink_delete_flags \
	netlink_diag_attrs \
	netlink_diag_show \
	netlink_flags \
	netlink_get_flags \
	netlink_new_flags \
	mtd_file_modes \
	mtd_flags \
	mtd_nandecc \
	mtd_ops_modes \
	mtd_types \
	mtd_otp_modes \
	netlink_protocols \
	netlink_sk_meminfo_indices \
	netlink_socket_flags \
	netlink_states \
	netlink_types \
	nf_acct_msg_types \
	nf_cthelper_msg_types \
	nf_ctnetlink_exp_msg_types \
	nf_ctnetlink_msg_types \
	nf_cttimeout_msg_types \
	nf_hook_msg_types \
	nf_ipset_msg_types \
	nf_nft_compat_msg_types \
	nf_nftables_msg_types \
	nf_osf_msg_types \
	nf_queue_msg_types \
	nf_ulog_msg_types \
	nfc_protocols \
	nfc_saps \
	nfc_sockaddr_protocols \
	nl_audit_types \
	nl_bridge_vlan_flags \
	nl_crypto_types \
	nl_netfilter_msg_types \
	nl_netfilter_subsys_ids \
	nl_route_types \
	nl_selinux_types \
	nl_sock_diag_types \
	nl_xfrm_types \
	nlmsgerr_attrs \
	notify_flags \
	nt_descriptor_types \
	open_access_modes \
	open_mode_flags \
	open_tree_flags \
	packet_diag_attrs \
	packet_diag_info_flags \
	packet_diag_show \
	packet_mreq_type \
	personality_flags \
	personality_types \
	perf_ioctl_flags \
	phonet_protocols \
	pidfd_open_flags \
	perf_attr_size \
	perf_branch_sample_type \
	perf_event_open_flags \
	perf_event_read_format \
	perf_event_sample_format \
	perf_hw_cache_id \
	perf_hw_cache_op_id \
	perf_hw_cache_op_result_id \
	perf_hw_id \
	perf_sw_ids \
	perf_type_id \
	pkey_access \
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
	ptrace_cmds \
	ptp_extts_flags \
	ptp_perout_flags \
	ptp_pin_funcs \
	ptrace_events \
	ptrace_peeksiginfo_flags \
	ptrace_setoptions_flags \
	ptrace_syscall_info_op \
	qipcrtr_nodes \
	qipcrtr_ports \
	reboot_cmds \
	reboot_magic1 \
	reboot_magic2 \
	quota_cmds \
	quota_formats \
	quota_types \
	rename_flags \
	resolve_flags \
	rlimit_resources \
	route_nexthop_flags \
	routing_flags \
	routing_protocols \
	routing_scopes \
	routing_table_ids \
	routing_types \
	rtnl_addr_attrs \
	rtnl_addrlabel_attrs \
	rtnl_dcb_attrs \
	rtnl_family \
	rtnl_ifla_af_spec_bridge_attrs \
	rtnl_ifla_af_spec_bridge_vlan_tunnel_info_attrs \
	rtnl_ifla_af_spec_inet6_attrs \
	rtnl_ifla_af_spec_inet_attrs \
	rtnl_ifla_br_boolopt_flags \
	rtnl_ifla_br_mcast_querier_attrs \
	rtnl_ifla_bridge_flags \
	rtnl_ifla_bridge_modes \
	rtnl_ifla_brport_attrs \
	rtnl_ifla_events \
	rtnl_ifla_ext_filter_flags \
	rtnl_ifla_info_attrs \
	rtnl_ifla_info_data_bridge_attrs \
	rtnl_ifla_info_data_tun_attrs \
	rtnl_ifla_port_attrs \
	rtnl_ifla_proto_down_reason_attrs \
	rtnl_ifla_vf_info_attrs \
	rtnl_ifla_vf_link_states \
	rtnl_ifla_vf_port_attrs \
	rtnl_ifla_vf_stats_attrs \
	rtnl_ifla_vf_vlan_list_attrs \
	rtnl_ifla_vfinfo_list_attrs \
	rtnl_ifla_xdp_attached_mode \
	rtnl_ifla_xdp_attrs \
	rtnl_ip6mra_creport_attr \
	rtnl_ip6mra_msg_types \
	rtnl_ipmra_creport_attr \
	rtnl_ipmra_msg_types \
	rtnl_link_attrs \
	rtnl_mdb_attrs \
	rtnl_mdba_mdb_attrs \
	rtnl_mdba_mdb_eattr_attrs \
	rtnl_mdba_mdb_entry_attrs \
	rtnl_mdba_router_attrs \
	rtnl_mdba_router_pattr_attrs \
	rtnl_neigh_attrs \
	rtnl_neightbl_attrs \
	rtnl_neightbl_parms_attrs \
	rtnl_netconf_attrs \
	rtnl_nexthop_attrs \
	rtnl_nexthop_grp_types \
	rtnl_nha_res_bucket_attrs \
	rtnl_nha_res_group_attrs \
	rtnl_nsid_attrs \
	rtnl_route_attrs \
	rtnl_rta_metrics_attrs \
	rtnl_rule_attrs \
	rtnl_tc_action_attrs \
	rtnl_tc_attrs \
	rtnl_tca_act_flags \
	rtnl_tca_act_hw_stats \
	rtnl_tca_stab_attrs \
	rtnl_tca_stats_attrs \
	rtc_bsm_modes \
	rtc_features \
	rtc_params \
	rtc_vl_flags \
	rusage_who \
	rwf_flags \
	rxrpc_services \
	sa_handler_values \
	sched_attr_flags \
	sched_policies \
	scmvals \
	seal_flags \
	secbits \
	seccomp_filter_flags \
	seccomp_mode \
	seccomp_ops \
	seccomp_addfd_flags \
	seccomp_notif_send_flags \
	seccomp_ret_action \
	setns_types \
	semctl_cmds \
	semop_flags \
	setsock_ip_options \
	setsock_ipv6_options \
	setsock_options \
	sfd_flags \
	sg_scsi_reset \
	sg_io_dxfer_direction \
	sg_io_flags \
	sg_io_info \
	bsg_protocol \
	bsg_subprotocol \
	bsg_flags \
	counter_component_types \
	counter_scopes \
	counter_event_types \
	shm_flags \
	shm_resource_flags \
	shmctl_cmds \
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
	smc_decl_codes \
	smc_diag_attrs \
	smc_diag_extended_flags \
	smc_diag_mode \
	smc_link_group_roles \
	smc_protocols \
	smc_states \
	snmp_icmp6_stats \
	snmp_ip_stats \
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
	sock_shutdown_flags \
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
	splice_flags \
	statfs_flags \
	statx_attrs \
	statx_flags \
	statx_masks \
	statx_sync_types \
	syslog_action_types \
	syslog_console_levels \
	swap_flags \
	sync_file_range_flags \
	tcflsh_options \
	tcp_state_flags \
	tcp_states \
	tcxonc_options \
	tee_gen_caps \
	tee_impl_ids \
	tee_logins \
	tee_optee_caps \
	tee_param_types \
	tee_shm_flags \
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
	unshare_flags \
	uffd_flags \
	umount_flags \
	uring_enter_flags \
	uring_op_flags \
	uring_ops \
	uring_register_opcodes \
	uring_register_rsrc_flags \
	uring_restriction_opcodes \
	uring_setup_features \
	uring_setup_flags \
	uring_sqe_flags \
	tls_info_ciphers \
	tls_info_configs \
	tls_info_versions \
	tun_device_types \
	unix_diag_attrs \
	unix_diag_show \
	ubi_data_types \
	ubi_volume_props \
	ubi_volume_types \
	ubi_volume_flags \
	uffd_api_features \
	uffd_copy_modes \
	uffd_ioctl_bits \
	uffd_register_modes \
	uffd_zeropage_modes \
	v4l2_buf_types \
	v4l2_control_classes \
	v4l2_vbi_flags \
	v4l2_sliced_flags \
	v4l2_sdr_fmts \
	v4l2_meta_fmts \
	v4l2_device_caps \
	v4l2_fmt_desc_flags \
	v4l2_input_types \
	v4l2_control_types \
	v4l2_control_flags \
	v4l2_framesize_types \
	v4l2_frameinterval_types \
	v4l2_buf_flags \
	v4l2_buf_ts_types \
	v4l2_buf_ts_srcs \
	v4l2_capture_modes \
	v4l2_colorspaces \
	v4l2_control_id_flags \
	v4l2_control_ids \
	v4l2_fields \
	v4l2_memories \
	v4l2_pix_fmts \
	v4l2_streaming_caps \
	v4l2_tuner_audmodes \
	v4l2_tuner_caps \
	v4l2_tuner_rxsubchans \
	v4l2_tuner_types \
	wait4_options \
	waitid_options \
	waitid_types \
	whence_codes \
	xattr_flags \
	xfs_dqblk_flags \
	xdp_flags \
	xfs_quota_flags

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
