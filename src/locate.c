/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "locate.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool running_from_build_tree(void)
{
#ifdef SYSTRACE_ABS_BUILDDIR
	static int cached = -1;
	if (cached >= 0)
		return cached;
	cached = 0;
	char exe[PATH_MAX], built[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	/* Both sides resolved: the build directory may be named through a symlink. */
	if (n > 0 && realpath(SYSTRACE_ABS_BUILDDIR "/src/systrace", built)) {
		exe[n] = '\0';
		cached = strcmp(exe, built) == 0;
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
