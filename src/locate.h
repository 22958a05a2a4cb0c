/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Where systrace finds the programs and libraries it runs (systrace-calibrate, the
 * capture library): in the build tree only when this very binary is the build tree's
 * src/systrace, otherwise only where `make install` put them. An installed systrace
 * never looks next to itself, where whoever can write could plant code.
 */
#ifndef SYSTRACE_LOCATE_H
#define SYSTRACE_LOCATE_H

#include <stdbool.h>
#include <stddef.h>

/* True if the running executable is the build tree's src/systrace. */
bool running_from_build_tree(void);

/*
 * Put in out the path of helper `name`: top_builddir/build_subdir/name when running
 * from the build tree, else installed_dir/name. Returns 0 if that file exists with
 * the given access mode (access(2): X_OK, R_OK), else -errno; out holds the path
 * looked at in both cases. -ENAMETOOLONG if it does not fit.
 */
int locate_helper(char *out, size_t size, const char *build_subdir, const char *installed_dir,
		  const char *name, int mode);

#endif
