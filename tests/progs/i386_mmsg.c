/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's sendmmsg, recvmmsg and recvmmsg_time64 through int $0x80 from a 64-bit
 * program (tests/i386_mmsg.sh): struct mmsghdr, msghdr and iovec of 32-bit words,
 * recvmmsg's old 32-bit timeout and recvmmsg_time64's 64-bit one. Structures are
 * below 4 GiB (MAP_32BIT). The socket pair is made with 64-bit calls before the
 * marker getppid(). Exits with 0.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

/* The i386 ABI: number in eax, arguments in ebx, ecx, edx, esi, edi, ebp. */
static long int80(long nr, long a, long b, long c, long d, long e)
{
	long ret;
	__asm__ volatile("int $0x80"
			 : "=a"(ret)
			 : "a"(nr), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e)
			 : "memory", "r8", "r9", "r10", "r11");
	return ret;
}

enum { NR_RECVMMSG = 337, NR_SENDMMSG = 345, NR_RECVMMSG_TIME64 = 417 };

int main(void)
{
	char *buf = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	int sv[2];
	if (buf == MAP_FAILED || socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) < 0 ||
	    dup2(sv[0], 5) != 5 || dup2(sv[1], 6) != 6)
		return 1;
	uint32_t base = (uint32_t)(uintptr_t)buf;
	/* Data at 0x800: "one", "two"; iovecs at 0x100; mmsghdrs at 0x200 (32 bytes
	 * each); timeouts at 0x400 (32-bit) and 0x410 (64-bit); receive buffers at 0x1000. */
	memcpy(buf + 0x800, "one", 3);
	memcpy(buf + 0x808, "two", 3);
	uint32_t *iov = (uint32_t *)(buf + 0x100);
	iov[0] = base + 0x800; iov[1] = 3;
	iov[2] = base + 0x808; iov[3] = 3;
	uint32_t *mm = (uint32_t *)(buf + 0x200);
	memset(mm, 0, 64);
	mm[2] = base + 0x100; mm[3] = 1;		/* msg_iov, msg_iovlen */
	mm[8 + 2] = base + 0x108; mm[8 + 3] = 1;
	getppid();

	int80(NR_SENDMMSG, 6, base + 0x200, 2, 0, 0);
	int80(NR_SENDMMSG, 6, base + 0x200, 2, 0, 0);

	/* Receive: each entry's iovec points at its own 16 bytes. */
	iov[4] = base + 0x1000; iov[5] = 16;
	iov[6] = base + 0x1010; iov[7] = 16;
	memset(mm, 0, 64);
	mm[2] = base + 0x110; mm[3] = 1;
	mm[8 + 2] = base + 0x118; mm[8 + 3] = 1;
	int32_t *ts32 = (int32_t *)(buf + 0x400);
	ts32[0] = 1; ts32[1] = 0;
	int80(NR_RECVMMSG, 5, base + 0x200, 2, MSG_DONTWAIT, base + 0x400);
	int64_t *ts64 = (int64_t *)(buf + 0x410);
	ts64[0] = 2; ts64[1] = 0;
	int80(NR_RECVMMSG_TIME64, 5, base + 0x200, 2, MSG_DONTWAIT, base + 0x410);
	/* Nothing left: EAGAIN, the vector as its address. */
	int80(NR_RECVMMSG, 5, base + 0x200, 2, MSG_DONTWAIT, 0);
	return 0;
}
