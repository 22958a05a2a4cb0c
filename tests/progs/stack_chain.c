/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_chain: the fixed call chain main -> f0 -> f1 -> f2 -> f3 -> chdir() that the
 * -k tests look for, built in several variants (optimisation, frame pointers, PIE;
 * see tests/local.mk). With -DCHAIN_LIBRARY it is only the chain, a shared library
 * that stack_dlopen loads after start.
 *
 * Usage: stack_chain [DIR]   one chdir(DIR) (default "/") through the chain, then
 *                            getppid() from main, then exit 0. */
#include <stdlib.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#ifdef CHAIN_LIBRARY
/* Only f0 is the library's interface: the inner calls stay direct, not through the PLT. */
# define ENTRY __attribute__((visibility("default")))
# define INNER __attribute__((visibility("hidden")))
#else
# define ENTRY
# define INNER
#endif

/* Work after each call, so that an optimising compiler cannot turn the call into a
 * jump (a caller that jumps away is no longer on the stack). */
static volatile int depth;

INNER NOINLINE int f3(const char *dir);
INNER NOINLINE int f2(const char *dir);
INNER NOINLINE int f1(const char *dir);
ENTRY NOINLINE int f0(const char *dir);

INNER NOINLINE int f3(const char *dir)
{
	int rc = chdir(dir);
	depth++;
	return rc;
}

INNER NOINLINE int f2(const char *dir)
{
	int rc = f3(dir);
	depth++;
	return rc;
}

INNER NOINLINE int f1(const char *dir)
{
	int rc = f2(dir);
	depth++;
	return rc;
}

ENTRY NOINLINE int f0(const char *dir)
{
	int rc = f1(dir);
	depth++;
	return rc;
}

#ifndef CHAIN_LIBRARY
int main(int argc, char **argv)
{
	int rc = f0(argc > 1 ? argv[1] : "/");
	getppid();
	return rc == 0 ? 0 : 1;
}
#endif
