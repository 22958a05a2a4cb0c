/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "locate.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

bool running_from_build_tree(void)
{
#ifdef SYSTRACE_ABS_BUILDDIR
	static int cached = -1;
	if (cached >= 0)
		return cached;
	/* Names only, nothing looked up in the file system: a build directory that is
	 * gone, or writable by others, could otherwise be made to name this binary
	 * (a symlink to it) and serve its own helpers. */
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	cached = 0;
	if (n > 0) {
		exe[n] = '\0';
		cached = strcmp(exe, SYSTRACE_ABS_BUILDDIR "/src/systrace") == 0;
	}
	return cached;
#else
	return false;
#endif
}

int locate_helper(char *out, size_t size, const char *build_subdir, const char *installed_dir,
		  const char *name, int mode)
{
	int n;
#ifdef SYSTRACE_ABS_BUILDDIR
	if (running_from_build_tree())
		n = snprintf(out, size, "%s/%s/%s", SYSTRACE_ABS_BUILDDIR, build_subdir, name);
	else
#endif
		n = snprintf(out, size, "%s/%s", installed_dir, name);
	(void)build_subdir;
	if (n < 0 || (size_t)n >= size)
		return -ENAMETOOLONG;
	return access(out, mode) == 0 ? 0 : -errno;
}
