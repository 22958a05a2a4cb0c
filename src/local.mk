# SPDX-License-Identifier: GPL-2.0-or-later
# The tracer: everything but main() is in libsystrace.a, which the tool, the
# benchmark helpers and the tests all link.

noinst_LIBRARIES += src/libsystrace.a
bin_PROGRAMS += src/systrace

src_systrace_SOURCES = src/main.c
src_systrace_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS)

src_libsystrace_a_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS)
src_libsystrace_a_SOURCES = \
	src/backend.h \
	src/backend_ptrace.c \
	src/decode.h \
	src/decoders.h \
	src/errnoent.c src/errnoent.h \
	src/event.h \
	src/fetch.c src/fetch.h \
	src/options.c src/options.h \
	src/output.c src/output.h \
	src/print.c src/print.h \
	src/qualify.c src/qualify.h \
	src/seccomp_filter.c src/seccomp_filter.h \
	src/siginfo.c src/siginfo.h \
	src/signals.c src/signals.h \
	src/summary.c src/summary.h \
	src/syscall.c src/syscall.h \
	src/syscall_table.c src/syscall_table.h src/syscallent.h \
	src/tcb.c src/tcb.h \
	src/util.c src/util.h \
	src/xlat.h \
	src/decode/access.c \
	src/decode/close.c \
	src/decode/execve.c \
	src/decode/mem.c src/decode/mem.h \
	src/decode/netutil.c src/decode/netutil.h \
	src/decode/open.c src/decode/open.h \
	src/decode/process.c src/decode/process.h \
	src/decode/read_write.c src/decode/read_write.h \
	src/decode/sendmsg.c \
	src/decode/sock_fprog.c src/decode/sock_fprog.h \
	src/decode/sockaddr.c src/decode/sockaddr.h \
	src/decode/socket.c src/decode/socket.h \
	src/decode/sockopt.c \
	src/decode/stat.c

# Flag and value tables: src/xlat/NAME.in -> src/xlat/NAME.h (see src/xlat/gen-xlat.sh).
XLAT_NAMES = \
	access_modes at_flags audit_arch clone3_flags clone_flags close_range_flags \
	addrfams \
	af_packet_types \
	alg_sockaddr_flags \
	arp_hardware_types \
	ax25_protocols \
	bdaddr_types \
	bluetooth_l2_cid \
	bluetooth_l2_psm \
	bt_protocols \
	caif_protocols \
	can_protocols \
	cbpf_class \
	cbpf_miscop \
	cbpf_mode \
	cbpf_op_alu \
	cbpf_op_jmp \
	cbpf_rval \
	cbpf_size \
	cbpf_src \
	ethernet_protocols \
	faccessat_flags madvise_cmds mmap_flags mmap_prot mmap_types open_access_modes \
	getsock_ip_options \
	getsock_ipv6_options \
	getsock_options \
	hci_channels \
	icmp_filter_flags \
	ieee802154_addr_types \
	ieee802154_addrs \
	ieee802154_pan_ids \
	inet_protocols \
	ip_cmsg_types \
	isdn_protocols \
	kcm_protocols \
	mctp_addrs \
	mctp_nets \
	msg_flags \
	netlink_protocols \
	nfc_protocols \
	nfc_saps \
	nfc_sockaddr_protocols \
	open_mode_flags ptrace_events resolve_flags sigbus_codes sigchld_codes \
	packet_mreq_type \
	phonet_protocols \
	qipcrtr_nodes \
	qipcrtr_ports \
	rxrpc_services \
	scmvals \
	setsock_ip_options \
	setsock_ipv6_options \
	setsock_options \
	shutdown_modes \
	sigfpe_codes sigill_codes siginfo_codes sigpoll_codes sigprof_codes \
	sigsegv_codes sigsys_codes sigtrap_codes statx_attrs statx_flags statx_masks \
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
	statx_sync_types wait4_options

XLAT_GENERATED = $(XLAT_NAMES:%=src/xlat/%.h)
BUILT_SOURCES += $(XLAT_GENERATED)
CLEANFILES += $(XLAT_GENERATED)
EXTRA_DIST += src/xlat/gen-xlat.sh $(XLAT_NAMES:%=src/xlat/%.in)

src/xlat/%.h: $(srcdir)/src/xlat/%.in $(srcdir)/src/xlat/gen-xlat.sh
	@$(MKDIR_P) src/xlat
	$(AM_V_GEN)$(SHELL) $(srcdir)/src/xlat/gen-xlat.sh $< $@
