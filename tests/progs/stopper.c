/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stopper: stops itself with SIGSTOP; when continued, writes "continued\n", exits 0. */
#include <signal.h>
#include <unistd.h>

int main(void)
{
	raise(SIGSTOP);
	write(1, "continued\n", 10);
	return 0;
}
