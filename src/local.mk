# SPDX-License-Identifier: GPL-2.0-or-later
# The tracer: everything but main() is in libsystrace.a, which the tool, the
# benchmark helpers and the tests all link.

noinst_LIBRARIES += src/libsystrace.a
bin_PROGRAMS += src/systrace

src_systrace_SOURCES = src/main.c
src_systrace_LDADD = src/libsystrace.a $(LIBSECCOMP_LIBS) $(LIBELF_LIBS)

src_libsystrace_a_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBSECCOMP_CFLAGS) \
	$(LIBELF_CFLAGS) -DPKGLIBDIR='"$(pkglibdir)"'
src_libsystrace_a_SOURCES = \
	src/backend.c src/backend.h \
	src/backend_ptrace.c \
	src/backend_buffered.c src/ring.h \
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
	src/decode/open.c src/decode/open.h \
	src/decode/process.c src/decode/process.h \
	src/decode/read_write.c src/decode/read_write.h \
	src/decode/stat.c

# Flag and value tables: src/xlat/NAME.in -> src/xlat/NAME.h (see src/xlat/gen-xlat.sh).
XLAT_NAMES = \
	access_modes at_flags audit_arch clone3_flags clone_flags close_range_flags \
	faccessat_flags madvise_cmds mmap_flags mmap_prot mmap_types open_access_modes \
	open_mode_flags ptrace_events resolve_flags sigbus_codes sigchld_codes \
	sigfpe_codes sigill_codes siginfo_codes sigpoll_codes sigprof_codes \
	sigsegv_codes sigsys_codes sigtrap_codes statx_attrs statx_flags statx_masks \
	statx_sync_types wait4_options

XLAT_GENERATED = $(XLAT_NAMES:%=src/xlat/%.h)
BUILT_SOURCES += $(XLAT_GENERATED)
CLEANFILES += $(XLAT_GENERATED)
EXTRA_DIST += src/xlat/gen-xlat.sh $(XLAT_NAMES:%=src/xlat/%.in)

src/xlat/%.h: $(srcdir)/src/xlat/%.in $(srcdir)/src/xlat/gen-xlat.sh
	@$(MKDIR_P) src/xlat
	$(AM_V_GEN)$(SHELL) $(srcdir)/src/xlat/gen-xlat.sh $< $@
