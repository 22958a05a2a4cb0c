/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every syscall decoder, by the file that holds it (src/decode/FILE.c). */
#ifndef SYSTRACE_DECODERS_H
#define SYSTRACE_DECODERS_H

struct tcb;
#define DECODER(name) int decode_##name(struct tcb *tcp)

/* access.c */
DECODER(access); DECODER(faccessat); DECODER(faccessat2);
/* close.c */
DECODER(close); DECODER(close_range);
/* execve.c */
DECODER(execve); DECODER(execveat);
/* mem.c */
DECODER(mmap); DECODER(munmap); DECODER(mprotect); DECODER(brk); DECODER(madvise);
/* open.c */
DECODER(open); DECODER(openat); DECODER(openat2); DECODER(creat);
/* process.c */
DECODER(exit); DECODER(wait4); DECODER(clone); DECODER(clone3);
/* read_write.c */
DECODER(read); DECODER(write); DECODER(pread64); DECODER(pwrite64);
DECODER(readv); DECODER(writev);
/* sendmsg.c */
DECODER(sendmsg); DECODER(recvmsg); DECODER(sendmmsg); DECODER(recvmmsg);
/* socket.c */
DECODER(socket); DECODER(socketpair); DECODER(bind); DECODER(listen); DECODER(shutdown);
DECODER(accept); DECODER(accept4); DECODER(getsockname); DECODER(sendto); DECODER(recvfrom);
/* sockopt.c */
DECODER(getsockopt); DECODER(setsockopt);
/* stat.c */
DECODER(stat); DECODER(fstat); DECODER(newfstatat); DECODER(statx);

#undef DECODER
#endif
