/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Helpers for the socket decoder tests. */
#ifndef SYSTRACE_TESTS_NET_H
#define SYSTRACE_TESTS_NET_H

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>

/* "{sa_family=AF_INET, sin_port=htons(P), sin_addr=inet_addr("127.0.0.1")}"
 * (two buffers, so one printf can show two addresses). */
static inline const char *sprint_sin(const struct sockaddr_in *sin)
{
	static char buf[2][128];
	static int n;
	char *b = buf[n++ % 2];
	snprintf(b, sizeof(buf[0]),
		 "{sa_family=AF_INET, sin_port=htons(%u), sin_addr=inet_addr(\"%s\")}",
		 ntohs(sin->sin_port), inet_ntoa(sin->sin_addr));
	return b;
}

#endif
