#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# i386's sendmmsg, recvmmsg and recvmmsg_time64 through int $0x80 from a 64-bit
# program (tests/progs/i386_mmsg.c): struct mmsghdr, msghdr and iovec of 32-bit
# words, recvmmsg's 32-bit timeout and recvmmsg_time64's 64-bit one, as strace 6.1
# prints them; and -e trace= taking i386 names by personality as strace does
# (recvmmsg_time64 is i386's only, recvmmsg@32 is i386's recvmmsg, recvmmsg@64
# x86_64's). ptrace and seccomp modes (buffered mode runs int $0x80 untraced).
. "${abs_top_srcdir}/tests/init.sh"
P="$abs_top_builddir/tests/progs/i386_mmsg"

norm() {
	sed -E -e 's/0x[0-9a-f]{6,}/0xADDR/g' -e 's/tv_nsec=[0-9]+\}\)$/tv_nsec=N})/' "$1"
}

cat >all.exp <<'EOF2'
sendmmsg(6, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="one", iov_len=3}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="two", iov_len=3}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}], 2, 0) = 2
sendmmsg(6, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="one", iov_len=3}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="two", iov_len=3}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}], 2, 0) = 2
recvmmsg(5, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="one", iov_len=16}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="two", iov_len=16}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}], 2, MSG_DONTWAIT, {tv_sec=1, tv_nsec=0}) = 2 (left {tv_sec=0, tv_nsec=N})
recvmmsg_time64(5, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="one", iov_len=16}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="two", iov_len=16}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=3}], 2, MSG_DONTWAIT, {tv_sec=2, tv_nsec=0}) = 2 (left {tv_sec=1, tv_nsec=N})
recvmmsg(5, 0xADDR, 2, MSG_DONTWAIT, NULL) = -1 EAGAIN (Resource temporarily unavailable)
EOF2

# check MODE SET EXPECTED: systrace -e trace=SET against the expected lines.
check() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$1" -qq -a0 -e trace="$2" -o trace "$P" ||
		fail_ "-m $1 -e trace=$2: the program failed"
	grep -v '^+++' trace >got.raw
	norm got.raw >got
	match_diff "$3" got
}

# Seccomp mode cannot know results, nor what the kernel wrote back (msg_len).
sed -E -e 's/, msg_len=3\}/}/g' -e 's/ = 2$/ = ?/' all.exp | sed -n '1,2p' >seccomp.exp
cat >>seccomp.exp <<'EOF2'
recvmmsg(5, 0xADDR, 2, MSG_DONTWAIT, {tv_sec=1, tv_nsec=0}) = ?
recvmmsg_time64(5, 0xADDR, 2, MSG_DONTWAIT, {tv_sec=2, tv_nsec=0}) = ?
recvmmsg(5, 0xADDR, 2, MSG_DONTWAIT, NULL) = ?
EOF2
check seccomp sendmmsg,recvmmsg,recvmmsg_time64 seccomp.exp

check ptrace sendmmsg,recvmmsg,recvmmsg_time64 all.exp
grep '^recvmmsg_time64' all.exp >t64.exp
check ptrace recvmmsg_time64 t64.exp
grep '^recvmmsg(' all.exp >r32.exp
check ptrace 'recvmmsg@32' r32.exp
: >none.exp
check ptrace 'recvmmsg@64' none.exp

# strace 6.1's lines for the same run, where it is installed.
if command -v strace >/dev/null 2>&1; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -qq -a0 -e trace=sendmmsg,recvmmsg,recvmmsg_time64 \
		-o strace.trace "$P" || fail_ "strace failed"
	grep -v '^+++' strace.trace >strace.raw
	norm strace.raw >strace.got
	match_diff all.exp strace.got
fi
exit 0
