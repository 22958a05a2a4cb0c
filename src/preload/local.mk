# SPDX-License-Identifier: GPL-2.0-or-later
# The capture library of -m buffered, loaded into traced programs with LD_PRELOAD.
# It is installed in $(pkglibdir); systrace finds it there, or next to itself in the
# build tree (src/preload/.libs/) when it runs uninstalled.

pkglib_LTLIBRARIES += src/preload/libsystrace-preload.la

src_preload_libsystrace_preload_la_SOURCES = \
	src/preload/sx.h \
	src/preload/capture.c \
	src/preload/handler.c \
	src/preload/init.c \
	src/preload/ring.c \
	src/preload/signals.c \
	src/preload/stack.c \
	src/preload/stubs.c \
	src/preload/table.c \
	src/preload/util.c \
	src/ring.h src/event.h
# -m rewrite (syscall sites rewritten to enter the library directly)
src_preload_libsystrace_preload_la_SOURCES += \
	src/preload/rewrite.h \
	src/preload/rewrite.c \
	src/preload/maps.h \
	src/preload/maps.c \
	src/preload/site_check.h \
	src/preload/site_check.c \
	src/preload/x86_insn.h \
	src/preload/x86_insn.c
# Stacks of the library's signal handlers, the program's sigaltstack (issue 10).
src_preload_libsystrace_preload_la_SOURCES += src/preload/altstack.c src/preload/guard.c
# No vector registers (the clone hook runs in the program's context), no stack
# protector (a new thread's TLS may not be set up when the hook runs), no calls
# into libc's string functions, nothing exported.
src_preload_libsystrace_preload_la_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/src $(LIBUNWIND_CFLAGS)
src_preload_libsystrace_preload_la_CFLAGS = $(AM_CFLAGS) -O2 -fvisibility=hidden \
	-fno-stack-protector -mgeneral-regs-only -fno-builtin \
	-fno-tree-loop-distribute-patterns -fno-omit-frame-pointer
src_preload_libsystrace_preload_la_LDFLAGS = -module -avoid-version -shared -Wl,-z,now \
	-Wl,-z,noexecstack

# (sysdesc, issue 11) The capture rows (table.c includes them), generated from the
# syscall description like the tracer's (src/local.mk).
BUILT_SOURCES += src/preload/table_gen.h
CLEANFILES += src/preload/table_gen.h
src/preload/table_gen.h: $(srcdir)/src/syscalls.def $(srcdir)/src/gen-syscalls.sh
	@$(MKDIR_P) src/preload
	$(AM_V_GEN)$(GEN_SYSCALLS) capture $(SYSCALLS_DEF) $@
