#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# x32-numbered syscalls from a 64-bit program (tests/progs/i386_x32.c), on a kernel
# without the x32 ABI (they fail with ENOSYS): systrace has no x32 table, and shows
# them as numbers (syscall_0x40000027(...)) with the six raw arguments and their
# result, the program unharmed and the calls around them decoded as usual; -c
# counts them in no table. strace 6.1 differs: it names them from its x32 table
# ("getpid() = -1 ENOSYS", "rt_sigaction(SIGHUP, 0x2, 0x3, 4)"), says "[ Process
# PID=N runs in x32 mode. ]" and counts them in an "x32 mode" table; this test
# checks the lines both agree on against strace's.
. "${abs_top_srcdir}/tests/init.sh"
P="$abs_top_builddir/tests/progs/i386_x32"

if [ "$(uname -m)" != x86_64 ]; then
	echo "not x86_64: no x32 numbers to try" >&2
	exit 77
fi

cat >x32.exp <<'EOF2'
getppid() = N
syscall_0x40000027(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = -1 ENOSYS (Function not implemented)
syscall_0x40000200(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = -1 ENOSYS (Function not implemented)
getppid() = N
exit_group(0) = ?
+++ exited with 0 +++
EOF2

# body FILE: from the first getppid() on, its result hidden.
body() {
	sed -n '/^getppid() = /,$p' "$1" | sed 's/^getppid() = [0-9][0-9]*$/getppid() = N/'
}

# 1. ptrace mode (also with --seccomp-bpf, whose filter once killed the program at
# an x32 number), -m seccomp, and -m buffered (whose capture library runs them as
# any call). Seccomp mode cannot know results: they are "?".
for mode in "" "-f --seccomp-bpf" "-m seccomp" "-m buffered"; do
	# shellcheck disable=SC2086
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" $mode -a0 -o trace "$P" >out 2>err
	[ $? = 0 ] || fail_ "systrace $mode: wrong exit status (the program harmed?): $(cat err trace)"
	# -f with -o: each line starts with its pid.
	sed 's/^[0-9][0-9]*  *//' trace >trace.np
	mv trace.np trace
	body trace >got
	if [ "$mode" = "-m seccomp" ]; then
		sed 's/ = -1 ENOSYS (Function not implemented)$/ = ?/; s/^getppid() = N$/getppid() = ?/' \
			x32.exp >x32.seccomp.exp
		sed -n '/^getppid() = /,$p' trace >got
		match_diff x32.seccomp.exp got
	else
		match_diff x32.exp got
	fi
done

# 2. What strace 6.1 shows alike: the 64-bit calls around them, the program's exit.
if command -v strace >/dev/null 2>&1; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -a0 -o strace.trace "$P" >/dev/null 2>&1
	body strace.trace | grep -v '^\[ Process' | grep -v ' ENOSYS ' >strace.got
	grep -v ' ENOSYS ' x32.exp >x32.common
	match_diff x32.common strace.got
fi

# 3. -c: in neither table (strace has its x32 one).
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -c -S name -U calls,errors,name -o c.out "$P" >out 2>err
[ $? = 0 ] || fail_ "-c: wrong exit status: $(cat err)"
grep -q 'syscall_0x4\|32 bit' c.out && fail_ "-c: x32 calls counted: $(cat c.out)"
grep -q ' getppid$' c.out || fail_ "-c: no getppid row: $(cat c.out)"
exit 0
