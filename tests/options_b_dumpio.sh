#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -e read=SET / -e write=SET: strace's hex dumps after the calls that move data
# (write, read, writev, readv, sendmsg, recvmsg, sendmmsg, recvmmsg, sendto,
# recvfrom), a failed write dumped too; -m seccomp dumps writes only; -m buffered
# refuses (it copies only -s bytes of a buffer).
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/dump_io"
trace='trace=socketpair,read,write,readv,writev,sendmsg,recvmsg,sendmmsg,recvmmsg,sendto,recvfrom'

cat >exp <<'X'
socketpair(AF_UNIX, SOCK_DGRAM, 0, [3, 4]) = 0
write(3, "hello\0world\n\200\377 and 0123456789abc"..., 40) = 40
 | 00000  68 65 6c 6c 6f 00 77 6f  72 6c 64 0a 80 ff 20 61  hello.world... a |
 | 00010  6e 64 20 30 31 32 33 34  35 36 37 38 39 61 62 63  nd 0123456789abc |
 | 00020  64 65 66 58 59 5a 7e 20                           defXYZ~          |
read(4, "hello\0world\n\200\377 and 0123456789abc"..., 64) = 40
 | 00000  68 65 6c 6c 6f 00 77 6f  72 6c 64 0a 80 ff 20 61  hello.world... a |
 | 00010  6e 64 20 30 31 32 33 34  35 36 37 38 39 61 62 63  nd 0123456789abc |
 | 00020  64 65 66 58 59 5a 7e 20                           defXYZ~          |
writev(3, [{iov_base="abc", iov_len=3}, {iov_base="", iov_len=0}, {iov_base="0123456789abcdefXYZ", iov_len=19}], 3) = 22
 * 3 bytes in buffer 0
 | 00000  61 62 63                                          abc              |
readv(4, [{iov_base="abc0", iov_len=4}, {iov_base="123456789abcdefXYZ", iov_len=40}], 2) = 22
 * 4 bytes in buffer 0
 | 00000  61 62 63 30                                       abc0             |
 * 18 bytes in buffer 1
 | 00000  31 32 33 34 35 36 37 38  39 61 62 63 64 65 66 58  123456789abcdefX |
 | 00010  59 5a                                             YZ               |
sendmsg(3, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abc", iov_len=3}, {iov_base="", iov_len=0}, {iov_base="0123456789abcdefXYZ", iov_len=19}], msg_iovlen=3, msg_controllen=0, msg_flags=0}, 0) = 22
 * 3 bytes in buffer 0
 | 00000  61 62 63                                          abc              |
recvmsg(4, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abc0", iov_len=4}, {iov_base="123456789abcdefXYZ", iov_len=40}], msg_iovlen=2, msg_controllen=0, msg_flags=0}, 0) = 22
 * 4 bytes in buffer 0
 | 00000  61 62 63 30                                       abc0             |
 * 18 bytes in buffer 1
 | 00000  31 32 33 34 35 36 37 38  39 61 62 63 64 65 66 58  123456789abcdefX |
 | 00010  59 5a                                             YZ               |
sendmmsg(3, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abc", iov_len=3}, {iov_base="", iov_len=0}, {iov_base="0123456789abcdefXYZ", iov_len=19}], msg_iovlen=3, msg_controllen=0, msg_flags=0}, msg_len=22}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abc", iov_len=3}, {iov_base="", iov_len=0}, {iov_base="0123456789abcdefXYZ", iov_len=19}], msg_iovlen=3, msg_controllen=0, msg_flags=0}, msg_len=22}], 2, 0) = 2
 = 3 buffers in vector 0
 * 3 bytes in buffer 0
 | 00000  61 62 63                                          abc              |
 = 3 buffers in vector 1
 * 3 bytes in buffer 0
 | 00000  61 62 63                                          abc              |
recvmmsg(4, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abc0", iov_len=4}, {iov_base="123456789abcdefXYZ", iov_len=40}], msg_iovlen=2, msg_controllen=0, msg_flags=0}, msg_len=22}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abc0", iov_len=4}, {iov_base="123456789abcdefXYZ", iov_len=40}], msg_iovlen=2, msg_controllen=0, msg_flags=0}, msg_len=22}], 2, 0, NULL) = 2
 = 2 buffers in vector 0
 * 4 bytes in buffer 0
 | 00000  61 62 63 30                                       abc0             |
 * 18 bytes in buffer 1
 | 00000  31 32 33 34 35 36 37 38  39 61 62 63 64 65 66 58  123456789abcdefX |
 | 00010  59 5a                                             YZ               |
 = 2 buffers in vector 1
 * 4 bytes in buffer 0
 | 00000  61 62 63 30                                       abc0             |
 * 18 bytes in buffer 1
 | 00000  31 32 33 34 35 36 37 38  39 61 62 63 64 65 66 58  123456789abcdefX |
 | 00010  59 5a                                             YZ               |
sendto(3, "x", 1, 0, NULL, 0)           = 1
 | 00000  78                                                x                |
recvfrom(4, "x", 1, 0, NULL, NULL)      = 1
 | 00000  78                                                x                |
write(5, "bad fd", 6)                   = -1 EBADF (Bad file descriptor)
 | 00000  62 61 64 20 66 64                                 bad fd           |
X

# ptrace mode, and the long forms.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e read=4 -e write=3,5 -e "$trace" "$prog" ||
	fail_ "-e read= -e write= run failed"
from_first_expected exp out >out.t
match_diff exp out.t
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out --read=4 --write-descs='!0,1,2,4' -e "$trace" "$prog" ||
	fail_ "--read= --write-descs= run failed"
from_first_expected exp out >out.t
match_diff exp out.t

# The installed strace prints the same.
if command -v strace >/dev/null 2>&1; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -qq -o sout -e read=4 -e write=3,5 -e "$trace" "$prog"
	from_first_expected exp sout >sout.t
	match_diff exp sout.t
fi

# Sets: none, and a descriptor outside the set is not dumped.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e read=none -e write=4 -e trace=write,read "$prog" ||
	fail_ "-e read=none run failed"
grep -q '^ [|*=] ' out && fail_ "dumped outside the sets: $(cat out)"

# -m seccomp: results are unknown there, so the data written is dumped, not the data read.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -qq -o out -e read=4 -e write=3 -e trace=write,read,sendto,recvfrom "$prog" ||
	fail_ "-m seccomp run failed"
cat >exp <<'X'
write(3, "hello\0world\n\200\377 and 0123456789abc"..., 40) = ?
 | 00000  68 65 6c 6c 6f 00 77 6f  72 6c 64 0a 80 ff 20 61  hello.world... a |
 | 00010  6e 64 20 30 31 32 33 34  35 36 37 38 39 61 62 63  nd 0123456789abc |
 | 00020  64 65 66 58 59 5a 7e 20                           defXYZ~          |
sendto(3, "x", 1, 0, NULL, 0)           = ?
 | 00000  78                                                x                |
write(5, "bad fd", 6)                   = ?
X
# (the read and recvfrom lines hold addresses: they are left out, with no dump)
grep -v -e '^read(' -e '^recvfrom(' out >out.n
from_first_expected exp out.n >out.t
match_diff exp out.t

# -m buffered refuses; bad descriptors are refused as strace words it.
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -e write=1 true 2>err
grep -q 'need -m ptrace or -m seccomp' err || fail_ "-m buffered: $(cat err)"
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -e read=abc true 2>err
echo "systrace: invalid descriptor 'abc'" >exp
match_diff exp err
exit 0
