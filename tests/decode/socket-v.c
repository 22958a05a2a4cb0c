/* systrace: -v -e trace=sendmsg,sendmmsg,setsockopt,getsockopt */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -v: arrays are not cut after -s elements (iovecs, SCM_RIGHTS descriptors,
 * mmsghdr vectors) and socket filters show their instructions.
 */
#include "tests.h"

#include <linux/filter.h>
#include <sys/socket.h>
#include <sys/uio.h>

#define N 40

int main(void)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		perror_msg_and_fail("socketpair");
	long rc;

	struct iovec iov[N];
	for (int i = 0; i < N; i++) {
		iov[i].iov_base = "z";
		iov[i].iov_len = 1;
	}
	union {
		char buf[CMSG_SPACE(N * sizeof(int))];
		struct cmsghdr align;
	} cb;
	struct cmsghdr *c = (void *)cb.buf;
	c->cmsg_len = CMSG_LEN(N * sizeof(int));
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	for (int i = 0; i < N; i++)
		((int *)CMSG_DATA(c))[i] = i % 3;
	struct msghdr m = {
		.msg_iov = iov, .msg_iovlen = N,
		.msg_control = cb.buf, .msg_controllen = sizeof(cb.buf),
	};
	rc = syscall(SYS_sendmsg, sv[0], &m, 0);
	printf("sendmsg(%d, {msg_name=NULL, msg_namelen=0, msg_iov=[", sv[0]);
	for (int i = 0; i < N; i++)
		printf("%s{iov_base=\"z\", iov_len=1}", i ? ", " : "");
	printf("], msg_iovlen=%d, msg_control=[{cmsg_len=%zu, cmsg_level=SOL_SOCKET, "
	       "cmsg_type=SCM_RIGHTS, cmsg_data=[", N, (size_t)c->cmsg_len);
	for (int i = 0; i < N; i++)
		printf("%s%d", i ? ", " : "", i % 3);
	printf("]}], msg_controllen=%zu, msg_flags=0}, 0) = %s\n", sizeof(cb.buf), sprintrc(rc));

	struct mmsghdr mm[34];
	memset(mm, 0, sizeof(mm));
	for (int i = 0; i < 34; i++) {
		mm[i].msg_hdr.msg_iov = iov;
		mm[i].msg_hdr.msg_iovlen = 1;
	}
	rc = syscall(SYS_sendmmsg, sv[0], mm, 34, MSG_DONTWAIT);
	printf("sendmmsg(%d, [", sv[0]);
	for (int i = 0; i < 34; i++)
		printf("%s{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"z\", iov_len=1}], "
		       "msg_iovlen=1, msg_controllen=0, msg_flags=0}%s}", i ? ", " : "",
		       i < rc ? sprint_alt("", ", msg_len=1") : "");
	printf("], 34, MSG_DONTWAIT) = %s\n", sprintrc(rc));

	int s = socket(AF_INET, SOCK_DGRAM, 0);
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, (unsigned int)SKF_AD_OFF + SKF_AD_PROTOCOL),
		BPF_STMT(BPF_LD | BPF_H | BPF_ABS, (unsigned int)SKF_NET_OFF + 9),
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, (unsigned int)SKF_LL_OFF + 3),
		BPF_STMT(BPF_LD | BPF_B | BPF_ABS, (unsigned int)SKF_AD_OFF + 100),
		BPF_STMT(BPF_LDX | BPF_B | BPF_MSH, 14),
		BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xff),
		BPF_STMT(BPF_ST, 3),
		BPF_STMT(BPF_STX | 0x40, 3),
		BPF_STMT(BPF_MISC | BPF_TAX, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0x800, 0, 1),
		BPF_JUMP(BPF_JMP | BPF_JGT | BPF_X, 0, 2, 0),
		BPF_STMT(BPF_RET | BPF_A, 0),
		BPF_STMT(BPF_RET | BPF_K, 0xffff),
		BPF_STMT(0xffff, 0xffff),
	};
	struct sock_fprog fp = { sizeof(code) / sizeof(code[0]), code };
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_ATTACH_FILTER, &fp, sizeof(fp));
	printf("setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, {len=14, filter=["
	       "BPF_STMT(BPF_LD|BPF_W|BPF_ABS, SKF_AD_OFF+SKF_AD_PROTOCOL), "
	       "BPF_STMT(BPF_LD|BPF_H|BPF_ABS, SKF_NET_OFF+9), "
	       "BPF_STMT(BPF_LD|BPF_B|BPF_ABS, SKF_LL_OFF+3), "
	       "BPF_STMT(BPF_LD|BPF_B|BPF_ABS, SKF_AD_OFF+0x64 /* SKF_AD_??? */), "
	       "BPF_STMT(BPF_LDX|BPF_B|BPF_MSH, 0xe), "
	       "BPF_STMT(BPF_ALU|BPF_K|BPF_AND, 0xff), "
	       "BPF_STMT(BPF_ST, 0x3), "
	       "BPF_STMT(BPF_STX|0x40 /* BPF_??? */, 0x3), "
	       "BPF_STMT(BPF_MISC|BPF_TAX, 0), "
	       "BPF_JUMP(BPF_JMP|BPF_K|BPF_JEQ, 0x800, 0, 0x1), "
	       "BPF_JUMP(BPF_JMP|BPF_X|BPF_JGT, 0, 0x2, 0), "
	       "BPF_STMT(BPF_RET|BPF_A, 0), "
	       "BPF_STMT(BPF_RET|BPF_K, 0xffff), "
	       "BPF_STMT(BPF_MISC|0xf8 /* BPF_??? */|0xff00 /* BPF_??? */, 0xffff)]}, %zu) = %s\n",
	       s, sizeof(fp), sprintrc(rc));
	struct sock_filter ok[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, (unsigned int)SKF_AD_OFF + SKF_AD_PROTOCOL),
		BPF_STMT(BPF_RET | BPF_K, 0xffff),
	};
	fp.len = 2;
	fp.filter = ok;
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_ATTACH_FILTER, &fp, sizeof(fp));
	printf("setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, {len=2, filter=["
	       "BPF_STMT(BPF_LD|BPF_W|BPF_ABS, SKF_AD_OFF+SKF_AD_PROTOCOL), "
	       "BPF_STMT(BPF_RET|BPF_K, 0xffff)]}, %zu) = %s\n", s, sizeof(fp), sprintrc(rc));
	struct sock_filter got[8];
	socklen_t l = 8;
	rc = syscall(SYS_getsockopt, s, SOL_SOCKET, SO_GET_FILTER, got, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_GET_FILTER, %s, %s) = %s\n", s,
	       out_arg(got, "[BPF_STMT(BPF_LD|BPF_W|BPF_ABS, SKF_AD_OFF+SKF_AD_PROTOCOL), "
		       "BPF_STMT(BPF_RET|BPF_K, 0xffff)]"), inout_len(8, 2), sprintrc(rc));
	fp.filter = BAD_ADDR;
	rc = syscall(SYS_setsockopt, s, SOL_SOCKET, SO_ATTACH_FILTER, &fp, sizeof(fp));
	printf("setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, {len=2, filter=%s}, %zu) = %s\n",
	       s, sprintaddr(BAD_ADDR), sizeof(fp), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
