/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Socket addresses, as bind, connect, accept, sendto, recvmsg, ... print them. */
#ifndef SYSTRACE_DECODE_SOCKADDR_H
#define SYSTRACE_DECODE_SOCKADDR_H

#include <stdint.h>

struct tcb;

/*
 * The socket address of addrlen bytes at addr: "{sa_family=AF_INET, sin_port=htons(80),
 * sin_addr=inet_addr("127.0.0.1")}". A length under 2 or an unreadable address prints
 * the address; a length over sizeof(struct sockaddr_storage) is cut to it.
 * Returns the address family, or -1 when only the address was printed.
 */
int decode_sockaddr(struct tcb *tcp, uint64_t addr, int addrlen);

/* The same for a socket address of addrlen bytes already in systrace's memory
 * (cut to sizeof(struct sockaddr_storage)). */
void print_sockaddr(struct tcb *tcp, const void *buf, int addrlen);

/* An IPv4 or IPv6 address member of the struct being printed (it starts the member,
 * value_field): name=inet_addr("1.2.3.4"), or inet_pton(AF_INET6, "::1", &name). */
void print_inet_addr_field(struct tcb *tcp, int family, const void *addr, const char *name);

#endif
