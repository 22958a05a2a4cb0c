#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# int $0x80 from a 64-bit program (tests/progs/int80.c): i386 syscalls decoded with
# the i386 table and 32-bit values, and strace 6.1's personality lines
# ("[ Process PID=N runs in 32 bit mode. ]", none with -q or -o FILE) in ptrace mode
# (plain, -o, -q, -f, -n, --seccomp-bpf) and -m seccomp; -m buffered does not see them and leaves them
# alone; -c counts them in a "32 bit mode" table of their own and JSON marks them
# "arch":"i386" with their i386 number. With the installed strace, its lines are
# compared too. A 32-bit static
# program, when the compiler could build one (tests/progs/i386_static.c).
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
P="$PROGS/int80"

cat >body.exp <<'EOF2'
getpid() = PID
[ Process PID=PID runs in 32 bit mode. ]
getpid() = PID
write(1, "hello\n", 6) = 6
write(-1, "hello\n", 6) = -1 EBADF (Bad file descriptor)
open("/nonexistent/i386", O_RDONLY) = -1 ENOENT (No such file or directory)
chdir("/nonexistent/i386") = -1 ENOENT (No such file or directory)
close(-1) = -1 EBADF (Bad file descriptor)
mmap2(NULL, 4096, PROT_READ, MAP_PRIVATE, -1, 0x1000) = -1 EBADF (Bad file descriptor)
clock_gettime64(CLOCK_MONOTONIC, NULL) = -1 EFAULT (Bad address)
kill(0, 0) = 0
syscall_0x3e7(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = -1 ENOSYS (Function not implemented)
syscall_0xffffffffffffffff(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = -1 ENOSYS (Function not implemented)
[ Process PID=PID runs in 64 bit mode. ]
getppid() = PPID
[ Process PID=PID runs in 32 bit mode. ]
exit(3) = ?
+++ exited with 3 +++
EOF2

# body FILE [PREFIX]: the trace from the program's 64-bit getpid() on, its pid (from
# the first personality line, else from getpid()) as PID and its parent's as PPID (lines starting with PREFIX, e.g. "[  39] " for -n).
body() {
	pid=$(sed -n "s/^${2-}\[ Process PID=\([0-9][0-9]*\) .*/\1/p" "$1" | head -n 1)
	[ -n "$pid" ] || pid=$(sed -n "s/^${2-}getpid() = \([0-9][0-9]*\)\$/\1/p" "$1" | head -n 1)
	[ -n "$pid" ] || fail_ "no pid found in $1: $(cat "$1")"
	sed -n "/^${2-}getpid() = /,\$p" "$1" |
		sed -e "s/\([^0-9]\)$pid\([^0-9]\|\$\)/\1PID\2/g" \
		    -e 's/getppid() = [0-9][0-9]*$/getppid() = PPID/'
}

# run EXPECTED_STATUS OPTION...: the program traced to standard error, in the file
# trace; its output in out.
run() {
	want=$1
	shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 "$@" "$P" >out 2>trace
	rc=$?
	[ "$rc" = "$want" ] || fail_ "systrace $*: exit status $rc, expected $want: $(cat trace)"
	[ "$(cat out)" = hello ] || fail_ "systrace $*: the program wrote '$(cat out)'"
}

have_strace=false
command -v strace >/dev/null 2>&1 && have_strace=true

# 1. ptrace mode, to standard error.
run 3
body trace >got
match_diff body.exp got
if $have_strace; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -a0 "$P" >/dev/null 2>strace.trace
	body strace.trace >strace.got
	match_diff body.exp strace.got
fi

# 2. -q leaves out the personality lines, and so does -o FILE with a command (it
# implies -q in strace 6.1).
grep -v '^\[ Process' body.exp >body_q.exp
run 3 -q
body trace >got
match_diff body_q.exp got
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -o trace.o "$P" >out 2>err
[ $? = 3 ] || fail_ "systrace -o: wrong exit status: $(cat err)"
body trace.o >got
match_diff body_q.exp got
if $have_strace; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -a0 -o strace.trace "$P" >/dev/null 2>&1
	body strace.trace >strace.got
	match_diff body_q.exp strace.got
fi

# 2b. -e trace=write: the i386 writes; personality lines and numbers no table knows
# are shown whatever the selection, as strace shows them.
cat >write.exp <<'EOF2'
[ Process PID=PID runs in 32 bit mode. ]
write(1, "hello\n", 6) = 6
write(-1, "hello\n", 6) = -1 EBADF (Bad file descriptor)
syscall_0x3e7(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = -1 ENOSYS (Function not implemented)
syscall_0xffffffffffffffff(0x1, 0x2, 0x3, 0x4, 0x5, 0x6) = -1 ENOSYS (Function not implemented)
[ Process PID=PID runs in 64 bit mode. ]
[ Process PID=PID runs in 32 bit mode. ]
+++ exited with 3 +++
EOF2
run 3 -e trace=write
pid=$(sed -n 's/^\[ Process PID=\([0-9]*\) .*/\1/p' trace | head -n 1)
sed "s/=$pid /=PID /" trace >got
match_diff write.exp got

# 3. -n: the i386 number of an i386 call; a personality line carries the number of
# the syscall before it, as in strace.
run 3 -n
body trace '\[  39\] ' | sed -n '1,4p' >got
cat >n.exp <<'EOF2'
[  39] getpid() = PID
[  39] [ Process PID=PID runs in 32 bit mode. ]
[  20] getpid() = PID
[   4] write(1, "hello\n", 6) = 6
EOF2
match_diff n.exp got

# 4. -f: a child making i386 calls says its own personality.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -f "$P" fork >out 2>trace
[ $? = 0 ] || fail_ "-f: wrong exit status: $(cat trace)"
# systrace's "Process N attached" goes to standard error unbuffered, and may cut a
# trace line in two there (strace's does too): take it out.
tr '\n' '\001' <trace | sed 's/systrace: Process [0-9]* attached\x01//' | tr '\001' '\n' >trace.f
mv trace.f trace
child=$(sed -n 's/^\[pid  *\([0-9][0-9]*\)\] \[ Process PID=[0-9]* runs in 32 bit mode\. \]$/\1/p' trace)
[ -n "$child" ] || fail_ "-f: no personality line of the child: $(cat trace)"
# (the pid is padded to the width of the largest one seen, as strace pads it; the
# parent's wait4 may split the child's getpid in two, as strace splits it: joined)
sed -n "s/^\[pid  *$child\] /[pid $child] /p" trace | sed -n '/\[ Process/,/+++/p' |
	sed -e '/getpid( <unfinished \.\.\.>$/{N;s/( <unfinished \.\.\.>\n\[pid [0-9]*\] <\.\.\. getpid resumed>)/()/;}' >got
cat >f.exp <<EOF2
[pid $child] [ Process PID=$child runs in 32 bit mode. ]
[pid $child] getpid() = $child
[pid $child] exit(0) = ?
[pid $child] +++ exited with 0 +++
EOF2
diff -u f.exp got >&2 || fail_ "-f: the child's lines differ in: $(cat trace)"

# 5. --seccomp-bpf: the filter stops i386 syscalls too (it used to kill the program
# with SIGSYS); numbers no table knows are not stopped.
run 3 -f --seccomp-bpf
grep -v '^syscall_0x' body.exp >bpf.exp
body trace >got
match_diff bpf.exp got

# 6. -m seccomp: the same calls, results unknown.
if timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -o /dev/null true 2>/dev/null; then
	run 3 -m seccomp
	sed -E '/^(\[ Process|\+\+\+)/!s/ = .*$/ = ?/' body.exp >seccomp.exp
	body trace >got
	match_diff seccomp.exp got
fi

# 7. -m buffered: int $0x80 runs unrecorded (the capture library runs it with the
# i386 ABI); the program is unharmed and its 64-bit calls are traced.
if timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -o /dev/null true 2>/dev/null; then
	run 3 -m buffered
	grep -q '^getppid() = ' trace || fail_ "buffered: no getppid() line: $(cat trace)"
	grep -q 'runs in\|^write(\|^exit(' trace && fail_ "buffered: i386 calls seen: $(cat trace)"
fi

# 8. Calls whose arguments or structures differ from x86_64's: 64-bit values in two
# registers, struct stat64, 32-bit timespecs, iovecs, rlimits, pointer arrays, the
# signed lseek offset, socketcall and ipc shown as the calls they stand for (send and
# recv too), old sigsets (sigprocmask, sigpending, sigaction), signal, itimerspec (timer_*, timerfd_*), 16-bit ids, preadv/pwritev, utime/utimes/futimesat, i386's struct msgbuf, itimerval, struct msghdr, iovec and cmsghdr of i386, the old mmap's argument block, ioctl requests, struct rusage, stack_t,
# struct statfs and statfs64, struct linux_dirent and old_linux_dirent of i386.
cat >decode.exp <<'EOF2'
getpid() = PID
[ Process PID=PID runs in 32 bit mode. ]
_llseek(9, 5, [0], SEEK_SET) = 0
stat64("/dev/null", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}) = 0
lstat64("/nonexistent/i386", 0xADDR) = -1 ENOENT (No such file or directory)
fstat64(9, {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}) = 0
fstatat64(AT_FDCWD, "/dev/null", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}, 0) = 0
stat("/dev/null", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}) = 0
pread64(9, "", 4, 3) = 0
pwrite64(9, "arg0", 4, 4294967301) = 4
truncate64("/nonexistent/i386", 20) = -1 ENOENT (No such file or directory)
writev(9, [{iov_base="arg0", iov_len=4}, {iov_base="VAR=1", iov_len=5}], 2) = 9
readv(9, [{iov_base="", iov_len=4}, {iov_base="", iov_len=5}], 2) = 0
nanosleep({tv_sec=0, tv_nsec=1000}, NULL) = 0
clock_gettime(0x7fff /* CLOCK_??? */, 0xADDR) = -1 EINVAL (Invalid argument)
gettimeofday(NULL, NULL) = 0
setrlimit(0x63 /* RLIMIT_??? */, {rlim_cur=RLIM_INFINITY, rlim_max=RLIM_INFINITY}) = -1 EINVAL (Invalid argument)
fcntl64(9, F_GETFD) = 0
lseek(9, -1, SEEK_CUR) = 0
waitpid(-1, 0xADDR, WNOHANG) = -1 ECHILD (No child processes)
rt_sigaction(SIGUSR1, NULL, {sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}, 8) = 0
socket(AF_UNIX, SOCK_STREAM, 0) = FD
mmap(NULL) = -1 EFAULT (Bad address)
futex(0xADDR, FUTEX_WAIT_PRIVATE, 1, {tv_sec=0, tv_nsec=1000}) = -1 EAGAIN (Resource temporarily unavailable)
ioctl(9, TCGETS, 0xADDR) = -1 ENOTTY (Inappropriate ioctl for device)
ioctl(9, _IOC(_IOC_READ, 0x66, 0x1, 0x8), 0xADDR) = -1 ENOTTY (Inappropriate ioctl for device)
getrusage(RUSAGE_CHILDREN, {ru_utime={tv_sec=0, tv_usec=0}, ru_stime={tv_sec=0, tv_usec=0}, ...}) = 0
sigaltstack(NULL, {ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0}) = 0
setitimer(ITIMER_PROF, {it_interval={tv_sec=0, tv_usec=0}, it_value={tv_sec=0, tv_usec=0}}, {it_interval={tv_sec=0, tv_usec=0}, it_value={tv_sec=0, tv_usec=0}}) = 0
getitimer(ITIMER_PROF, {it_interval={tv_sec=0, tv_usec=0}, it_value={tv_sec=0, tv_usec=0}}) = 0
sched_rr_get_interval(0, {tv_sec=0, tv_nsec=N}) = 0
sched_rr_get_interval(0, NULL) = -1 EFAULT (Bad address)
setuid(-1) = -1 EINVAL (Invalid argument)
setreuid(-1, -1) = 0
setresgid(-1, -1, -1) = 0
chown("/nonexistent/i386", -1, 5) = -1 ENOENT (No such file or directory)
fchown(99, -1, -1) = -1 EBADF (Bad file descriptor)
getresuid([N], [N], [N]) = 0
getresgid(0xADDR, NULL, 0xADDR) = -1 EFAULT (Bad address)
pwritev(9, [{iov_base="arg0", iov_len=4}, {iov_base="VAR=1", iov_len=5}], 2, 4294967301) = 9
preadv(9, [{iov_base="", iov_len=4}, {iov_base="", iov_len=5}], 2, 3) = 0
preadv(99, [{iov_base=0xADDR, iov_len=4}, {iov_base=0xADDR, iov_len=5}], 2, -1) = -1 EINVAL (Invalid argument)
utime("/nonexistent/i386", {actime=1 /* 1970-01-01T00:00:01+0000 */, modtime=5 /* 1970-01-01T00:00:05+0000 */}) = -1 ENOENT (No such file or directory)
utimes("/nonexistent/i386", [{tv_sec=1, tv_usec=5} /* 1970-01-01T00:00:01.000005+0000 */, {tv_sec=0, tv_usec=7} /* 1970-01-01T00:00:00.000007+0000 */]) = -1 ENOENT (No such file or directory)
futimesat(AT_FDCWD, "/nonexistent/i386", [{tv_sec=1, tv_usec=5} /* 1970-01-01T00:00:01.000005+0000 */, {tv_sec=0, tv_usec=7} /* 1970-01-01T00:00:00.000007+0000 */]) = -1 ENOENT (No such file or directory)
timerfd_settime(13, 0, {it_interval={tv_sec=1, tv_nsec=2}, it_value={tv_sec=0, tv_nsec=0}}, {it_interval={tv_sec=0, tv_nsec=0}, it_value={tv_sec=0, tv_nsec=0}}) = 0
timerfd_gettime(13, {it_interval={tv_sec=1, tv_nsec=2}, it_value={tv_sec=0, tv_nsec=0}}) = 0
timer_settime(2147483647, TIMER_ABSTIME, {it_interval={tv_sec=1, tv_nsec=2}, it_value={tv_sec=0, tv_nsec=0}}, NULL) = -1 EINVAL (Invalid argument)
timer_gettime(2147483647, 0xADDR) = -1 EINVAL (Invalid argument)
sigprocmask(SIG_SETMASK, [USR2], NULL) = 0
sigprocmask(SIG_UNBLOCK, [USR2], [USR2]) = 0
sigaction(SIGUSR2, {sa_handler=SIG_IGN, sa_mask=[USR1], sa_flags=SA_RESTART}, {sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}) = 0
sigaction(SIGUSR2, NULL, {sa_handler=SIG_IGN, sa_mask=[USR1], sa_flags=SA_RESTART}) = 0
signal(SIGUSR2, 0xADDR) = 0x1 (SIG_IGN)
signal(SIGUSR2, SIG_DFL) = 0xADDR
nice(0) = 0
sigpending([]) = 0
sigpending(0x1) = -1 EFAULT (Bad address)
readahead(99, 4294967301, 4096) = -1 EBADF (Bad file descriptor)
sync_file_range(99, 4294967301, 4294967303, SYNC_FILE_RANGE_WRITE) = -1 EBADF (Bad file descriptor)
statfs("/proc", {f_type=PROC_SUPER_MAGIC, f_bsize=4096, f_blocks=N, f_bfree=N, f_bavail=N, f_files=N, f_ffree=N, f_fsid={val=[N, N]}, f_namelen=255, f_frsize=4096, f_flags=F}) = 0
fstatfs(9, {f_type=T, f_bsize=4096, f_blocks=N, f_bfree=N, f_bavail=N, f_files=N, f_ffree=N, f_fsid={val=[N, N]}, f_namelen=255, f_frsize=4096, f_flags=F}) = 0
statfs64("/proc", 84, {f_type=PROC_SUPER_MAGIC, f_bsize=4096, f_blocks=N, f_bfree=N, f_bavail=N, f_files=N, f_ffree=N, f_fsid={val=[N, N]}, f_namelen=255, f_frsize=4096, f_flags=F}) = 0
fstatfs64(9, 84, {f_type=T, f_bsize=4096, f_blocks=N, f_bfree=N, f_bavail=N, f_files=N, f_ffree=N, f_fsid={val=[N, N]}, f_namelen=255, f_frsize=4096, f_flags=F}) = 0
getdents(10, 0xADDR /* 2 entries */, 1024) = 32
lseek(10, 0, SEEK_SET) = 0
readdir(10, {d_ino=N, d_off=N, d_reclen=1, d_name="."}) = 1
readdir(9, 0xADDR) = -1 ENOTDIR (Not a directory)
send(12, "arg0", 4, 0) = 4
recv(11, "arg0", 4, MSG_DONTWAIT) = 4
recv(11, 0xADDR, 4, MSG_DONTWAIT) = -1 EAGAIN (Resource temporarily unavailable)
sendmsg(12, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="arg0", iov_len=4}, {iov_base="VAR=1", iov_len=5}], msg_iovlen=2, msg_control=[{cmsg_len=16, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS, cmsg_data=[12]}], msg_controllen=16, msg_flags=0}, 0) = 9
recvmsg(11, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="arg", iov_len=3}, {iov_base="0VAR=1", iov_len=20}], msg_iovlen=2, msg_controllen=0, msg_flags=MSG_CTRUNC}, MSG_DONTWAIT) = 9
recvmsg(11, {msg_namelen=0}, MSG_DONTWAIT) = -1 EAGAIN (Resource temporarily unavailable)
semget(0x1386, 1, 0600) = -1 ENOENT (No such file or directory)
semop(-1, NULL, 1) = -1 EFAULT (Bad address)
msgget(0x1386, 000) = -1 ENOENT (No such file or directory)
msgsnd(-1, {mtype=7, mtext="hello"}, 5, 0) = -1 EINVAL (Invalid argument)
msgsnd(-1, {mtype=7, mtext="hello"}, 5, 0) = -1 EINVAL (Invalid argument)
msgrcv(-1, 0xADDR, 16, 0, IPC_NOWAIT) = -1 EINVAL (Invalid argument)
msgrcv(-1, 0xADDR, 16, IPC_NOWAIT) = -1 EINVAL (Invalid argument)
msgrcv(-1, 0xADDR, 16, 7, IPC_NOWAIT) = -1 EINVAL (Invalid argument)
shmget(0x1386, 4096, 0600) = -1 ENOENT (No such file or directory)
shmat(-1, NULL, SHM_RDONLY) = -1 EINVAL (Invalid argument)
shmdt(NULL) = -1 EINVAL (Invalid argument)
execve("/nonexistent/i386", ["arg0", "VAR=1"], 0xADDR /* 1 var */) = -1 ENOENT (No such file or directory)
exit(3) = ?
+++ exited with 3 +++
EOF2
# decoded FILE: body, with addresses (below 4 GiB here), the socket's number, the
# file system counts, ids and flags, /dev/null's file system type and the
# directory entry's inode and offset, the time slice and the ids hidden.
decoded() {
	body "$1" | sed -E -e 's/0x[0-9a-f]{6,}/0xADDR/g' -e 's/^(socket\(.*\)) = [0-9]+$/\1 = FD/' \
		-e 's/(f_(blocks|bfree|bavail|files|ffree))=[0-9]+/\1=N/g' \
		-e 's/f_fsid=\{val=\[[^]]*\]\}/f_fsid={val=[N, N]}/' -e 's/f_flags=[A-Z_|]+/f_flags=F/' \
		-e '/^fstatfs/s/f_type=[A-Z0-9_]+/f_type=T/' -e 's/d_ino=[0-9]+, d_off=[0-9]+/d_ino=N, d_off=N/' \
		-e 's/^(sched_rr_get_interval\(0, \{tv_sec=0, tv_nsec=)[0-9]+/\1N/' \
		-e 's/^getresuid\(\[[0-9]+\], \[[0-9]+\], \[[0-9]+\]\)/getresuid([N], [N], [N])/'
}
# (dates in UTC: utime's comments)
TZ=UTC0 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 "$P" decode >out 2>trace
[ $? = 3 ] || fail_ "decode: wrong exit status: $(cat trace)"
decoded trace >got
match_diff decode.exp got
if $have_strace; then
	TZ=UTC0 timeout -k 10 "$SYSTRACE_TIMEOUT" strace -a0 "$P" decode >/dev/null 2>strace.trace
	decoded strace.trace >strace.got
	match_diff decode.exp strace.got
fi

# 8b. -c: i386 calls counted in a table of their own, after the x86_64 one, by
# their i386 names ("System call usage summary for 32 bit mode:", as strace 6.1);
# numbers the i386 table lacks are not counted, and no x86_64 row counts them.
cat >c32.exp <<'EOF2'
System call usage summary for 32 bit mode:
    calls    errors syscall
--------- --------- ----------------
        1         1 chdir
        1         1 clock_gettime64
        1         1 close
        1           getpid
        1           kill
        1         1 mmap2
        1         1 open
        2         1 write
--------- --------- ----------------
        9         6 total
EOF2
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -c -S name -U calls,errors,name -o c.out "$P" >out 2>err
[ $? = 3 ] || fail_ "-c: wrong exit status: $(cat err)"
sed -n '/^System call usage summary/,$p' c.out >got
match_diff c32.exp got
grep -q '^ *1  *getppid$' c.out || fail_ "-c: no x86_64 getppid row: $(cat c.out)"
sed -n '1,/^System call usage summary/p' c.out >c.out.64
grep -q ' write$\| kill$\|syscall_' c.out.64 && fail_ "-c: i386 calls in the x86_64 table: $(cat c.out)"
if $have_strace; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -c -S name -U calls,errors,name -o strace.c "$P" >/dev/null 2>&1
	sed -n '/^System call usage summary/,$p' strace.c >strace.got
	match_diff c32.exp strace.got
fi

# 8c. JSON: an i386 call says "arch":"i386" and its i386 number ("arch_nr"), "nr"
# being its x86_64 counterpart's; unknown numbers are named sign-extended, as the
# text names them; rendered back, the text's lines.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -o j.out "$P" >out 2>err
[ $? = 3 ] || fail_ "JSON: wrong exit status: $(cat err)"
for want in '"name":"getpid","nr":39,"arch":"i386","arch_nr":20,' \
	    '"name":"write","nr":1,"arch":"i386","arch_nr":4,' \
	    '"name":"mmap2","nr":9,"arch":"i386","arch_nr":192,' \
	    '"name":"syscall_0x3e7","nr":999,"arch":"i386","arch_nr":999,' \
	    '"name":"syscall_0xffffffffffffffff","nr":-1,"arch":"i386","arch_nr":-1,'; do
	grep -qF "$want" j.out || fail_ "JSON: no $want in: $(cat j.out)"
done
grep -q '"name":"getppid","nr":110,"args"' j.out || fail_ "JSON: x86_64 getppid: $(cat j.out)"
grep '"arch"' j.out | grep -vq '"arch":"i386","arch_nr":' && fail_ "JSON: arch without arch_nr"
if command -v python3 >/dev/null 2>&1; then
	python3 "$abs_top_srcdir/tests/json2text.py" --align 0 \
		--schema "$abs_top_srcdir/man/systrace-json.schema.json" j.out >j.txt ||
		fail_ "JSON: json2text.py failed: $(cat j.txt)"
	# (-o FILE with a command: no personality lines, as in the text)
	body j.txt >got
	match_diff body_q.exp got
fi

# 9. A 32-bit program: it runs in 32 bit mode from its first syscall on.
S="$PROGS/i386_static"
[ -x "$S" ] || { warn_ "no i386 program (the compiler cannot build one): part 9 skipped"; exit 0; }
cat >static.exp <<'EOF2'
[ Process PID=PID runs in 32 bit mode. ]
getpid() = PID
write(1, "hi32\n", 5) = 5
open("/nonexistent/i386", O_RDONLY|O_LARGEFILE) = -1 ENOENT (No such file or directory)
exit_group(0) = ?
+++ exited with 0 +++
EOF2
# static FILE: the trace after execve, with the pid as PID.
static() {
	pid=$(sed -n 's/^\[ Process PID=\([0-9]*\) runs.*/\1/p' "$1" | head -n 1)
	sed -n '/^\[ Process/,$p' "$1" | sed "s/\([^0-9]\)$pid\([^0-9]\|\$\)/\1PID\2/g"
}
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 "$S" >out 2>trace
[ $? = 0 ] || fail_ "i386 program: wrong exit status: $(cat trace)"
[ "$(cat out)" = hi32 ] || fail_ "i386 program wrote '$(cat out)'"
static trace >got
match_diff static.exp got
if $have_strace; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -a0 "$S" >/dev/null 2>strace.trace
	static strace.trace >strace.got
	match_diff static.exp strace.got
fi

# -c: its execve in the x86_64 table, the rest in the 32 bit one, as strace 6.1.
cat >cs.exp <<'EOF2'
    calls    errors syscall
--------- --------- ----------------
        1           execve
--------- --------- ----------------
        1           total
System call usage summary for 32 bit mode:
    calls    errors syscall
--------- --------- ----------------
        1           getpid
        1         1 open
        1           write
--------- --------- ----------------
        3         1 total
EOF2
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -c -S name -U calls,errors,name -o cs.out "$S" >out 2>err
[ $? = 0 ] || fail_ "i386 program -c: wrong exit status: $(cat err)"
match_diff cs.exp cs.out
if $have_strace; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -c -S name -U calls,errors,name -o strace.cs "$S" >/dev/null 2>&1
	match_diff cs.exp strace.cs
fi
exit 0
