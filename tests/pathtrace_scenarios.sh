# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced (after tests/init.sh) by tests/pathtrace_fds.sh and
# tests/pathtrace_rewrite.sh: -P on descriptors open on the path, the programs
# of tests/progs/pathtrace_fds.c, and the lines strace 6.1 prints for them. Every
# mode must print those lines (seccomp mode with results and written buffers
# unknown: "= ?" and addresses).

prog="$abs_top_builddir/tests/progs/pathtrace_fds"
[ -x "$prog" ] || framework_failure_ "no $prog"
P="$(pwd -P)/f"
case $P in *'|'* | *'\'*) skip_ "a test directory name sed cannot take: $P" ;; esac

# Lines as the expectations below write them: the pid prefix of another task as
# [pid N], one space before " = ", addresses as 0xADDR.
norm_() {
	normalise_trace "$1" | sed -E 's/^\[pid +[0-9]+\] /[pid N] /'
}

# The expectation NAME, @P@ being the file.
exp_() {
	sed "s|@P@|$P|g" >"$1"
}

# fds: open, use, duplicate, close, reuse the numbers, fork, exec.
exp_ fds.f <<'EOF_'
openat(AT_FDCWD, "@P@", O_RDWR) = 3
write(3, "hello\n", 6) = 6
lseek(3, 0, SEEK_SET) = 0
read(3, "hello\n", 6) = 6
fstat(3, {st_mode=S_IFREG|0644, st_size=11, ...}) = 0
dup(3) = 4
dup2(3, 10) = 10
fcntl(3, F_DUPFD_CLOEXEC, 20) = 20
close(4) = 0
dup2(5, 10) = 10
openat2(AT_FDCWD, "@P@", {flags=O_RDONLY|O_CLOEXEC, resolve=0}, 24) = 4
pread64(4, "hello", 5, 0) = 5
close(4) = 0
[pid N] write(3, "child\n", 6) = 6
[pid N] close(3) = 0
write(3, "parent\n", 7) = 7
write(3, "y", 1) = 1
close(3) = 0
EOF_
grep -v '^\[pid' fds.f >fds.nof
# The same, showing only write and close: the calls that open and copy the
# descriptors are still followed.
exp_ fds.wc <<'EOF_'
write(3, "hello\n", 6) = 6
close(4) = 0
close(4) = 0
[pid N] write(3, "child\n", 6) = 6
[pid N] close(3) = 0
write(3, "parent\n", 7) = 7
write(3, "y", 1) = 1
close(3) = 0
EOF_
# inherit: descriptors 0 and 7, opened on the file by the shell.
exp_ inherit <<'EOF_'
read(0, "0123", 4) = 4
read(7, "0123", 4) = 4
close(7) = 0
EOF_
# reuse: the number goes back and forth between the file and /dev/null faster
# than a trace read later could tell from /proc.
i=0
while [ "$i" -lt 300 ]; do
	echo "openat(AT_FDCWD, \"@P@\", O_WRONLY) = 3"
	echo 'write(3, "f", 1) = 1'
	echo 'close(3) = 0'
	i=$((i + 1))
done | exp_ reuse
# files, thread: another task (a clone(CLONE_FILES) child, a thread) opens
# the file; the main one uses the descriptor.
exp_ shared.f <<'EOF_'
[pid N] openat(AT_FDCWD, "@P@", O_RDONLY) = 3
read(3, "0123", 4) = 4
close(3) = 0
EOF_
grep -v '^\[pid' shared.f >shared.nof
# names: the file opened through a symbolic link, relative to the current
# directory and to a directory descriptor, and as /dev/fd/3 (the last open,
# /proc/self/fd/8 on /dev/null, is another file).
exp_ names <<'EOF_'
read(3, "0", 1) = 1
read(4, "0", 1) = 1
read(6, "0", 1) = 1
read(8, "0", 1) = 1
EOF_
# forked: the parent closes the descriptor and reuses the number, the child
# goes on using the one it inherited.
exp_ forked.f <<'EOF_'
openat(AT_FDCWD, "@P@", O_RDONLY) = 3
[pid N] close(3) = 0
[pid N] read(3, "0123", 4) = 4
EOF_
exp_ forked.nof <<'EOF_'
openat(AT_FDCWD, "@P@", O_RDONLY) = 3
close(3) = 0
EOF_
# spawn: posix_spawn's file actions in the child, then its new image.
exp_ spawn.f <<'EOF_'
[pid N] close(7) = 0
[pid N] openat(AT_FDCWD, "@P@", O_RDONLY) = 3
[pid N] dup2(3, 7) = 7
[pid N] close(3) = 0
[pid N] dup2(7, 0) = 0
[pid N] read(0, "0123", 4) = 4
[pid N] read(7, "4567", 4) = 4
[pid N] close(7) = 0
EOF_
# range: close_range over some, then all, and the numbers on /dev/null.
exp_ range <<'EOF_'
openat(AT_FDCWD, "@P@", O_RDONLY) = 3
dup2(3, 40) = 40
dup2(3, 300) = 300
read(3, "0", 1) = 1
EOF_

# Seccomp mode: results unknown, buffers the kernel writes as addresses; it
# learns of a child at the child's first call, so a parent's line between the
# fork and then has no [pid N] prefix: prefixes are not compared there.
seccomp_exp_() {
	sed -E -e 's/ = [^=]*$/ = ?/' -e 's/^((\[pid N\] )?p?read(64)?\([0-9]+, )"[^"]*"/\10xADDR/' \
		-e 's/^fstat\(3, \{.*\}\)/fstat(3, 0xADDR)/' -e 's/^\[pid N\] //' "$1"
}

# check_ TRACER MODE EXPECTED OPTION... -- ARG...: trace the program (with the
# file at descriptors 0 and 7) with systrace -m MODE (or strace, MODE "strace").
check_() {
	tracer=$1 mode=$2 exp=$3
	shift 3
	printf '0123456789\n' >f
	chmod 644 f
	rm -f link
	ln -s f link || framework_failure_ "ln -s"
	if [ "$mode" = strace ]; then
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$tracer" -qq -e signal=none "$@" 7<f <f 2>out
	else
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$tracer" -m "$mode" -qq -e signal=none "$@" 7<f <f 2>out
	fi
	rc=$?
	[ "$rc" = 77 ] && skip_ "no openat2 in this kernel"
	[ "$rc" = 0 ] || { cat out >&2; fail_ "$mode $*: exit $rc"; }
	norm_ out >out.n
	if [ "$mode" = seccomp ]; then
		seccomp_exp_ "$exp" >exp.s
		exp=exp.s
		sed 's/^\[pid N\] //' out.n >out.s
		mv out.s out.n
	fi
	if ! diff -u "$exp" out.n >diff.out; then
		cat diff.out >&2
		fail_ "$mode $*: not the expected lines"
	fi
}

# scenarios_ TRACER MODE: every scenario in MODE (seccomp mode shows the
# children and threads with or without -f: only -f there).
scenarios_() {
	t=$1 m=$2
	check_ "$t" "$m" fds.f -f -P "$P" "$prog" "$P" fds
	check_ "$t" "$m" fds.wc -f -e trace=write,close -P "$P" "$prog" "$P" fds
	check_ "$t" "$m" inherit -P "$P" "$prog" "$P" inherit
	check_ "$t" "$m" reuse -f -P "$P" "$prog" "$P" reuse 300
	check_ "$t" "$m" shared.f -f -P "$P" "$prog" "$P" files
	check_ "$t" "$m" shared.f -f -P "$P" "$prog" "$P" thread
	check_ "$t" "$m" names -f -P "$P" "$prog" "$P" names
	check_ "$t" "$m" forked.f -f -P "$P" "$prog" "$P" forked
	check_ "$t" "$m" spawn.f -f -P "$P" "$prog" "$P" spawn
	check_ "$t" "$m" range -f -P "$P" "$prog" "$P" range
	[ "$m" = seccomp ] && return 0
	check_ "$t" "$m" fds.nof -P "$P" "$prog" "$P" fds
	check_ "$t" "$m" shared.nof -P "$P" "$prog" "$P" files
	check_ "$t" "$m" shared.nof -P "$P" "$prog" "$P" thread
	check_ "$t" "$m" names -P "$P" "$prog" "$P" names
	check_ "$t" "$m" forked.nof -P "$P" "$prog" "$P" forked
	: >empty
	check_ "$t" "$m" empty -P "$P" "$prog" "$P" spawn
	check_ "$t" "$m" range -P "$P" "$prog" "$P" range
}
