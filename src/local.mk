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
	src/decode/chdir.c \
	src/decode/chmod.c \
	src/decode/chown.c \
	src/decode/close.c \
	src/decode/dup.c \
	src/decode/execve.c \
	src/decode/fadvise.c \
	src/decode/fallocate.c \
	src/decode/fcntl.c \
	src/decode/flock.c \
	src/decode/fs_ioctl.c \
	src/decode/fsync.c \
	src/decode/getdents.c \
	src/decode/ioctl.c src/decode/ioctl.h \
	src/decode/link.c \
	src/decode/lseek.c src/decode/lseek.h \
	src/decode/mem.c src/decode/mem.h \
	src/decode/mkdir.c \
	src/decode/open.c src/decode/open.h \
	src/decode/pathn.c src/decode/pathn.h \
	src/decode/pipe.c \
	src/decode/process.c src/decode/process.h \
	src/decode/read_write.c src/decode/read_write.h \
	src/decode/readlink.c \
	src/decode/rename.c \
	src/decode/sendfile.c \
	src/decode/stat.c
src_libsystrace_a_SOURCES += \
	src/decode/statfs.c \
	src/decode/term.c \
	src/decode/truncate.c \
	src/decode/utimensat.c

# Flag and value tables: src/xlat/NAME.in -> src/xlat/NAME.h (see src/xlat/gen-xlat.sh).
XLAT_NAMES = \
	access_modes at_flags audit_arch clone3_flags clone_flags close_range_flags \
	faccessat_flags madvise_cmds mmap_flags mmap_prot mmap_types open_access_modes \
	open_mode_flags ptrace_events resolve_flags sigbus_codes sigchld_codes \
	sigfpe_codes sigill_codes siginfo_codes sigpoll_codes sigprof_codes \
	sigsegv_codes sigsys_codes sigtrap_codes statx_attrs statx_flags statx_masks \
	statx_sync_types wait4_options
# The file and descriptor decoders' tables, one a line.
XLAT_NAMES += dirent_types
XLAT_NAMES += evdev_abs
XLAT_NAMES += evdev_ev
XLAT_NAMES += f_owner_types
XLAT_NAMES += fadvise_advice
XLAT_NAMES += falloc_flags
XLAT_NAMES += fcntl_cmds
XLAT_NAMES += fd_flags
XLAT_NAMES += flock_ops
XLAT_NAMES += fs_ioc_flags
XLAT_NAMES += fsmagic
XLAT_NAMES += ioctl_dirs
XLAT_NAMES += ioctl_names
XLAT_NAMES += lock_types
XLAT_NAMES += modem_flags
XLAT_NAMES += notify_flags
XLAT_NAMES += rename_flags
XLAT_NAMES += seal_flags
XLAT_NAMES += statfs_flags
XLAT_NAMES += tcflsh_options
XLAT_NAMES += tcxonc_options
XLAT_NAMES += term_bauds
XLAT_NAMES += term_cflags
XLAT_NAMES += term_cflags_csize
XLAT_NAMES += term_iflags
XLAT_NAMES += term_lflags
XLAT_NAMES += term_line_discs
XLAT_NAMES += term_oflags
XLAT_NAMES += term_oflags_bsdly
XLAT_NAMES += term_oflags_crdly
XLAT_NAMES += term_oflags_ffdly
XLAT_NAMES += term_oflags_nldly
XLAT_NAMES += term_oflags_tabdly
XLAT_NAMES += term_oflags_vtdly
XLAT_NAMES += termios_cc
XLAT_NAMES += whence_codes

XLAT_GENERATED = $(XLAT_NAMES:%=src/xlat/%.h)
BUILT_SOURCES += $(XLAT_GENERATED)
CLEANFILES += $(XLAT_GENERATED)
EXTRA_DIST += src/xlat/gen-xlat.sh $(XLAT_NAMES:%=src/xlat/%.in)

src/xlat/%.h: $(srcdir)/src/xlat/%.in $(srcdir)/src/xlat/gen-xlat.sh
	@$(MKDIR_P) src/xlat
	$(AM_V_GEN)$(SHELL) $(srcdir)/src/xlat/gen-xlat.sh $< $@
