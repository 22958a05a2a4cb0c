/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_dlopen LIB [DIR]: load LIB (libstack_chain.so) with dlopen after start and
 * call its f0(DIR): the chain main -> f0 -> f1 -> f2 -> f3 -> chdir() then runs in
 * code that was mapped after the program began (the -k tests look for it). */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc < 2)
		return 99;
	void *lib = dlopen(argv[1], RTLD_NOW);
	if (!lib) {
		fprintf(stderr, "stack_dlopen: %s\n", dlerror());
		return 99;
	}
	int (*f0)(const char *) = (int (*)(const char *))dlsym(lib, "f0");
	if (!f0)
		return 99;
	int rc = f0(argc > 2 ? argv[2] : "/");
	/* The chain ran in mapped-late code; exit (exit_group's stack) is main's own. */
	return rc == 0 ? 0 : 1;
}
