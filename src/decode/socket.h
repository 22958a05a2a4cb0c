/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Pieces shared by the socket decoders (socket.c, sockopt.c, sendmsg.c). */
#ifndef SYSTRACE_DECODE_SOCKET_H
#define SYSTRACE_DECODE_SOCKET_H

#include <stdint.h>

struct tcb;

/* MSG_* flags of send/recv calls (the low 32 bits of flags). */
void print_msg_flags(struct tcb *tcp, uint64_t flags);
/* A value-result length: "[16]", or "[128 => 16]" when the kernel changed it. */
void print_socklen_change(struct tcb *tcp, int ulen, int rlen);

#endif
