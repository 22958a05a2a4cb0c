/* SPDX-License-Identifier: GPL-2.0-or-later */
/* static_hello: built with -static, so no dynamic loader ever runs in it. */
#include <unistd.h>

int main(void)
{
	write(1, "hello\n", 6);
	return 0;
}
