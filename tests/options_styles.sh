#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# How values are written, as strace 6.1 writes them: -X raw|abbrev|verbose
# (--const-print-style), -e raw=, -e verbose=, -e abbrev=, --strings-in-hex=.
# The expected lines were checked against the installed strace (strace -qq -a0).
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_consts"
calls=openat,lseek,flock,rt_sigprocmask,write,newfstatat
run() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -a0 -o out.raw "$@" "$prog" ||
		fail_ "systrace $* failed"
	normalise_trace out.raw >out
}
enoent="-1 ENOENT (No such file or directory)"
ebadf="-1 EBADF (Bad file descriptor)"
einval="-1 EINVAL (Invalid argument)"
# The trace's last lines (what the loader does first is not the test's business).
check() {
	tail -n "$(wc -l <exp)" out >out.t
	match_diff exp out.t
}

# Default (-X abbrev): names.
run -e trace=$calls
cat >exp <<EOF2
openat(AT_FDCWD, "/nonexistent/options", O_WRONLY|O_CREAT|O_CLOEXEC, 0644) = $enoent
lseek(-1, 0, SEEK_END) = $ebadf
flock(-1, LOCK_EX|LOCK_NB|0x1000) = $einval
rt_sigprocmask(SIG_BLOCK, [USR1], NULL, 8) = 0
write(-1, "a\\351\\33b\\n\\0", 6) = $ebadf
lseek(-1, 0, SEEK_SET) = $ebadf
openat(AT_FDCWD, "/dev/null", O_RDONLY) = 3
newfstatat(3, "", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}, AT_EMPTY_PATH) = 0
EOF2
cp exp exp.abbrev
check
run -X abbrev -e trace=$calls
cp exp.abbrev exp
check

# -X raw: numbers only, no comments.
run -X raw -e trace=$calls
cat >exp <<EOF2
openat(-100, "/nonexistent/options", 0x80041, 0644) = $enoent
lseek(-1, 0, 0x2) = $ebadf
flock(-1, 0x1006) = $einval
rt_sigprocmask(0, [10], NULL, 8) = 0
write(-1, "a\\351\\33b\\n\\0", 6) = $ebadf
lseek(-1, 0, 0) = $ebadf
openat(-100, "/dev/null", 0) = 3
newfstatat(3, "", {st_mode=020666, st_rdev=0x103, ...}, 0x1000) = 0
EOF2
check

# --const-print-style=verbose: numbers, then the names as a comment.
run --const-print-style=verbose -e trace=$calls
cat >exp <<EOF2
openat(-100 /* AT_FDCWD */, "/nonexistent/options", 0x80041 /* O_WRONLY|O_CREAT|O_CLOEXEC */, 0644) = $enoent
lseek(-1, 0, 0x2 /* SEEK_END */) = $ebadf
flock(-1, 0x1006 /* LOCK_EX|LOCK_NB|0x1000 */) = $einval
rt_sigprocmask(0 /* SIG_BLOCK */, [10 /* USR1 */], NULL, 8) = 0
write(-1, "a\\351\\33b\\n\\0", 6) = $ebadf
lseek(-1, 0, 0 /* SEEK_SET */) = $ebadf
openat(-100 /* AT_FDCWD */, "/dev/null", 0 /* O_RDONLY */) = 3
newfstatat(3, "", {st_mode=020666 /* S_IFCHR|0666 */, st_rdev=0x103 /* makedev(0x1, 0x3) */, ...}, 0x1000 /* AT_EMPTY_PATH */) = 0
EOF2
check

# -e raw=SET: those syscalls' registers in hex, and a result in hex.
run -e trace=lseek,flock,rt_sigprocmask,close -e raw=lseek,flock,close
cp out.raw out	# (no address here: 0xffffffff stays)
cat >exp <<EOF2
lseek(0xffffffff, 0, 0x2) = $ebadf
flock(0xffffffff, 0x1006) = $einval
rt_sigprocmask(SIG_BLOCK, [USR1], NULL, 8) = 0
lseek(0xffffffff, 0, 0) = $ebadf
close(0x3) = 0
EOF2
check

# -e verbose=: outside the set, a structure is its address.
run -e trace=newfstatat -e 'verbose=!newfstatat'
cat >exp <<EOF2
newfstatat(3, "", 0xADDR, AT_EMPTY_PATH) = 0
EOF2
check
run -e trace=newfstatat -e verbose=none -e verbose=all
cat >exp <<EOF2
newfstatat(3, "", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}, AT_EMPTY_PATH) = 0
EOF2
check

# -e abbrev=: -v for some syscalls only.
run -e trace=newfstatat,openat -e abbrev=openat
grep -q '^newfstatat(3, "", {st_dev=makedev(0, 0x[0-9a-f]*), st_ino=' out ||
	fail_ "-e abbrev=openat: newfstatat is not in full: $(cat out)"
run -e trace=newfstatat -v -e abbrev=all
cp exp.abbrev exp.all
grep -v -e '^openat' -e '^lseek' -e '^flock' -e '^rt_sig' -e '^write' exp.all >exp
check

# --strings-in-hex: none, non-ascii-chars, non-ascii (-x), all (-xx, and no value).
for style in none:'"a\351\33b\n\0"' non-ascii-chars:'"a\xe9\x1bb\n\x00"' \
	non-ascii:'"\x61\xe9\x1b\x62\x0a\x00"' all:'"\x61\xe9\x1b\x62\x0a\x00"'; do
	run -e trace=write --strings-in-hex="${style%%:*}"
	printf '%s\n' "write(-1, ${style#*:}, 6) = $ebadf" >exp
	check
done
run -e trace=write --strings-in-hex
printf '%s\n' "write(-1, \"\\x61\\xe9\\x1b\\x62\\x0a\\x00\", 6) = $ebadf" >exp
check

# Bad values: strace's words, status 2.
bad() {
	want=$1; shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" "$@" true >/dev/null 2>err
	rc=$?
	[ "$rc" -eq 2 ] || fail_ "systrace $* exited with $rc, expected 2"
	printf 'systrace: %s\n' "$want" >exp.err
	match_diff exp.err err
}
bad "invalid -X argument: 'foo'" -X foo
bad "invalid --const-print-style argument: 'x'" --const-print-style=x
bad "invalid --strings-in-hex argument: 'foo'" --strings-in-hex=foo
bad "invalid system call 'foo'" -e raw=foo
bad "invalid system call 'foo'" -e verbose=foo
bad "invalid system call 'foo'" -e abbrev=foo
exit 0
