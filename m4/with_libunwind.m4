# SPDX-License-Identifier: GPL-2.0-or-later
# SYSTRACE_WITH_LIBUNWIND: --with-libunwind=yes|no|check (default: check).
# Defines ENABLE_LIBUNWIND and sets LIBUNWIND_CFLAGS/LIBUNWIND_LIBS (local and ptrace interfaces).
AC_DEFUN([SYSTRACE_WITH_LIBUNWIND], [
AC_ARG_WITH([libunwind],
	[AS_HELP_STRING([--with-libunwind=yes|no|check],
		[use libunwind for stack traces (-k) @<:@default=check@:>@])],
	[], [with_libunwind=check])
AS_CASE([$with_libunwind], [yes|no|check], [],
	[AC_MSG_ERROR([bad value '$with_libunwind' for --with-libunwind: use yes, no or check])])
AS_IF([test "x$with_libunwind" != xno], [
	PKG_CHECK_MODULES([LIBUNWIND], [libunwind-ptrace libunwind-generic libunwind],
		[with_libunwind=yes],
		[AS_IF([test "x$with_libunwind" = xyes],
			[AC_MSG_ERROR([libunwind requested but not found (Debian: apt-get install libunwind-dev)])])
		 with_libunwind=no])
])
AS_IF([test "x$with_libunwind" = xyes],
	[AC_DEFINE([ENABLE_LIBUNWIND], [1], [Define to 1 to build stack tracing with libunwind.])])
AM_CONDITIONAL([ENABLE_LIBUNWIND], [test "x$with_libunwind" = xyes])
])
