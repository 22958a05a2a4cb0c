/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every syscall decoder, by the file that holds it (src/decode/FILE.c). */
#ifndef SYSTRACE_DECODERS_H
#define SYSTRACE_DECODERS_H

struct tcb;
#define DECODER(name) int decode_##name(struct tcb *tcp)

/* access.c */
DECODER(access); DECODER(faccessat); DECODER(faccessat2);
/* chdir.c */
DECODER(chdir); DECODER(fchdir); DECODER(getcwd);
/* chmod.c */
DECODER(chmod); DECODER(fchmod); DECODER(fchmodat); DECODER(umask);
/* chown.c */
DECODER(chown); DECODER(fchown); DECODER(fchownat);
/* close.c */
DECODER(close); DECODER(close_range);
/* dup.c */
DECODER(dup); DECODER(dup2); DECODER(dup3);
/* execve.c */
DECODER(execve); DECODER(execveat);
/* fadvise.c */
DECODER(fadvise64);
/* fallocate.c */
DECODER(fallocate);
/* fcntl.c */
DECODER(fcntl);
/* flock.c */
DECODER(flock);
/* fsync.c */
DECODER(fsync); DECODER(fdatasync);
/* getdents.c */
DECODER(getdents); DECODER(getdents64);
/* ioctl.c */
DECODER(ioctl);
/* link.c */
DECODER(link); DECODER(linkat); DECODER(symlink); DECODER(symlinkat);
DECODER(unlink); DECODER(unlinkat);
/* lseek.c */
DECODER(lseek);
/* mem.c */
DECODER(mmap); DECODER(munmap); DECODER(mprotect); DECODER(brk); DECODER(madvise);
/* mkdir.c */
DECODER(mkdir); DECODER(mkdirat); DECODER(rmdir);
/* open.c */
DECODER(open); DECODER(openat); DECODER(openat2); DECODER(creat);
/* pipe.c */
DECODER(pipe); DECODER(pipe2);
/* process.c */
DECODER(exit); DECODER(wait4); DECODER(clone); DECODER(clone3);
/* read_write.c */
DECODER(read); DECODER(write); DECODER(pread64); DECODER(pwrite64);
DECODER(readv); DECODER(writev);
/* readlink.c */
DECODER(readlink); DECODER(readlinkat);
/* rename.c */
DECODER(rename); DECODER(renameat); DECODER(renameat2);
/* sendfile.c */
DECODER(sendfile); DECODER(copy_file_range);
/* stat.c */
DECODER(stat); DECODER(fstat); DECODER(newfstatat); DECODER(statx);
/* statfs.c */
DECODER(statfs); DECODER(fstatfs);
/* truncate.c */
DECODER(truncate); DECODER(ftruncate);
/* utimensat.c */
DECODER(utimensat);

#undef DECODER
#endif
