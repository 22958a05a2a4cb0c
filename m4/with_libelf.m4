# SPDX-License-Identifier: GPL-2.0-or-later
# SYSTRACE_WITH_LIBELF: --with-libelf=yes|no|check (default: check).
# Defines ENABLE_LIBELF and sets LIBELF_CFLAGS/LIBELF_LIBS (symbols for -k, static-binary detection).
AC_DEFUN([SYSTRACE_WITH_LIBELF], [
AC_ARG_WITH([libelf],
	[AS_HELP_STRING([--with-libelf=yes|no|check],
		[use libelf for symbols and ELF checks @<:@default=check@:>@])],
	[], [with_libelf=check])
AS_CASE([$with_libelf], [yes|no|check], [],
	[AC_MSG_ERROR([bad value '$with_libelf' for --with-libelf: use yes, no or check])])
AS_IF([test "x$with_libelf" != xno], [
	PKG_CHECK_MODULES([LIBELF], [libelf],
		[with_libelf=yes],
		[AS_IF([test "x$with_libelf" = xyes],
			[AC_MSG_ERROR([libelf requested but not found (Debian: apt-get install libelf-dev)])])
		 with_libelf=no])
])
AS_IF([test "x$with_libelf" = xyes],
	[AC_DEFINE([ENABLE_LIBELF], [1], [Define to 1 to use libelf.])])
AM_CONDITIONAL([ENABLE_LIBELF], [test "x$with_libelf" = xyes])
])
