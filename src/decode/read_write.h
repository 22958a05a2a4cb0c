/* SPDX-License-Identifier: GPL-2.0-or-later */
/* struct iovec arrays appear in readv/writev, preadv, sendmsg/recvmsg, process_vm_*. */
#ifndef SYSTRACE_DECODE_READ_WRITE_H
#define SYSTRACE_DECODE_READ_WRITE_H

#include <stdint.h>

struct tcb;

#define IOV_ALL_DATA UINT64_MAX		/* show every buffer (up to -s) */
#define IOV_NO_DATA (UINT64_MAX - 1)	/* show buffer addresses only */

/* "[{iov_base="...", iov_len=N}, ...]" showing data_len bytes of data in all. */
void print_iovec(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_len);

#endif
