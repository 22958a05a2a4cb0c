#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# int $0x80 from a 64-bit program (tests/progs/i386_calls.c): the i386 calls whose
# structures are i386's own (sysinfo, select, sendfile's offset, siginfo of waitid
# and the rt_sig* calls, sgetmask/ssetmask, socket timeouts, IPC control calls
# direct and through ipc(), mqueue, aio, ptrace, kexec_load, iovecs, pselect6 and
# ppoll, old stat, socket and seccomp filters, ...) decoded as strace 6.1 decodes
# them; with -c, socketcall and ipc sub-calls counted apart from the direct calls
# of the same name, as strace counts them; in JSON, the same values. With the
# installed strace, its lines and counts are compared too.
. "${abs_top_srcdir}/tests/init.sh"
P="$abs_top_builddir/tests/progs/i386_calls"

cat >decode.exp <<'EOF2'
getppid() = N
sysinfo({uptime=N, loads=[N, N, N], totalram=N, freeram=N, sharedram=N, bufferram=N, totalswap=N, freeswap=N, procs=N, totalhigh=N, freehigh=N, mem_unit=N}) = 0
select(10, [9], NULL, NULL, {tv_sec=0, tv_usec=0}) = 1 (in [9], left {tv_sec=0, tv_usec=0})
_newselect(10, NULL, [9], NULL, {tv_sec=0, tv_usec=0}) = 1 (out [9], left {tv_sec=0, tv_usec=0})
_newselect(0, NULL, NULL, NULL, {tv_sec=0, tv_usec=0}) = 0 (Timeout)
sendfile(9, 9, [5], 4) = -1 EINVAL (Invalid argument)
sendfile(9, 10, NULL, 4) = 4
waitid(P_PID, QUICK, {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=QUICK, si_uid=0, si_status=7, si_utime=0, si_stime=0}, WEXITED, NULL) = 0
waitid(P_ALL, 0, {}, WNOHANG|WEXITED, {ru_utime={tv_sec=0, tv_usec=0}, ru_stime={tv_sec=0, tv_usec=0}, ...}) = 0
rt_sigqueueinfo(PID, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=PID, si_uid=0, si_int=4660, si_ptr=0x1234}) = 0
rt_tgsigqueueinfo(PID, PID, SIGUSR2, {si_signo=SIGUSR2, si_code=SI_QUEUE, si_pid=PID, si_uid=0, si_int=4660, si_ptr=0x1234}) = 0
rt_sigtimedwait([USR1], {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=PID, si_uid=0, si_int=4660, si_ptr=0x1234}, {tv_sec=0, tv_nsec=0}, 8) = 10 (SIGUSR1)
rt_sigtimedwait_time64([USR2], {si_signo=SIGUSR2, si_code=SI_QUEUE, si_pid=PID, si_uid=0, si_int=4660, si_ptr=0x1234}, {tv_sec=0, tv_nsec=0}, 8) = 12 (SIGUSR2)
rt_sigtimedwait([USR1], NULL, {tv_sec=0, tv_nsec=0}, 8) = -1 EAGAIN (Resource temporarily unavailable)
pidfd_send_signal(-1, SIGUSR1, {si_signo=SIGUSR2, si_code=SI_QUEUE, si_pid=PID, si_uid=0, si_int=4660, si_ptr=0x1234}, 0) = -1 EBADF (Bad file descriptor)
sgetmask() = 0x10a00 (mask [USR1 USR2 CHLD])
ssetmask([USR1 USR2 CHLD]) = 0x10a00 (old mask [USR1 USR2 CHLD])
setsockopt(11, SOL_SOCKET, SO_RCVTIMEO_OLD, "\1\0\0\0\2\0\0\0", 8) = 0
getsockopt(11, SOL_SOCKET, SO_SNDTIMEO_OLD, "\0\0\0\0\0\0\0\0", [8]) = 0
setsockopt(11, SOL_SOCKET, SO_RCVTIMEO_OLD, "\1\0\0\0\2\0\0\0", 8) = 0
setsockopt(11, SOL_SOCKET, SO_ATTACH_FILTER, {len=1, filter=0xADDR}, 8) = 0
seccomp(SECCOMP_SET_MODE_FILTER, 0x80 /* SECCOMP_FILTER_FLAG_??? */, {len=1, filter=0xADDR}) = -1 EINVAL (Invalid argument)
prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, {len=0, filter=0xADDR}) = -1 EINVAL (Invalid argument)
msgctl(ID, IPC_STAT, {msg_perm={uid=0, gid=0, mode=0600, key=0, cuid=0, cgid=0}, msg_stime=0, msg_rtime=0, msg_ctime=T, msg_qnum=0, msg_qbytes=16384, msg_lspid=0, msg_lrpid=0}) = 0
msgctl(ID, IPC_64|IPC_STAT, {msg_perm={uid=0, gid=0, mode=0600, key=0, cuid=0, cgid=0}, msg_stime=0, msg_rtime=0, msg_ctime=T, msg_qnum=0, msg_qbytes=16384, msg_lspid=0, msg_lrpid=0}) = 0
msgctl(ID, IPC_RMID, NULL) = 0
semctl(ID, 0, IPC_STAT, {sem_perm={uid=0, gid=0, mode=0600, key=0, cuid=0, cgid=0}, sem_otime=0, sem_ctime=T, sem_nsems=1}) = 0
semctl(ID, 0, IPC_64|IPC_STAT, {sem_perm={uid=0, gid=0, mode=0600, key=0, cuid=0, cgid=0}, sem_otime=0, sem_ctime=T, sem_nsems=1}) = 0
semtimedop(ID, [{sem_num=0, sem_op=1, sem_flg=0}], 1, {tv_sec=0, tv_nsec=0}) = 0
semctl(ID, 0, IPC_RMID, NULL) = 0
shmctl(ID, IPC_STAT, {shm_perm={uid=0, gid=0, mode=0600, key=0, cuid=0, cgid=0}, shm_segsz=4096, shm_cpid=PID, shm_lpid=0, shm_nattch=0, shm_atime=0, shm_dtime=0, shm_ctime=T}) = 0
shmctl(ID, IPC_64|IPC_STAT, {shm_perm={uid=0, gid=0, mode=0600, key=0, cuid=0, cgid=0}, shm_segsz=4096, shm_cpid=PID, shm_lpid=0, shm_nattch=0, shm_atime=0, shm_dtime=0, shm_ctime=T}) = 0
shmctl(ID, IPC_RMID, NULL) = 0
mq_getsetattr(-1, {mq_flags=O_NONBLOCK, mq_maxmsg=2, mq_msgsize=16, mq_curmsgs=0}, 0xADDR) = -1 EBADF (Bad file descriptor)
mq_timedsend(-1, "hello", 5, 3, {tv_sec=0, tv_nsec=0}) = -1 EBADF (Bad file descriptor)
mq_timedreceive(-1, 0xADDR, 16, 0xADDR, {tv_sec=0, tv_nsec=0}) = -1 EBADF (Bad file descriptor)
mq_notify(-1, {sigev_value={sival_int=4660, sival_ptr=0x1234}, sigev_signo=SIGUSR1, sigev_notify=SIGEV_SIGNAL}) = -1 EBADF (Bad file descriptor)
io_setup(1, [0xADDR]) = 0
io_submit(0xADDR, 1, [{aio_data=0x42, aio_lio_opcode=IOCB_CMD_PREAD, aio_fildes=10, aio_buf=0xADDR, aio_nbytes=8, aio_offset=0}]) = 1
io_getevents(0xADDR, 1, 1, [{data=0x42, obj=0xADDR, res=8, res2=0}], {tv_sec=0, tv_nsec=0}) = 1
io_pgetevents(0xADDR, 0, 1, [], {tv_sec=0, tv_nsec=0}, {sigmask=[USR1 CHLD], sigsetsize=8}) = 0
io_destroy(0xADDR) = 0
io_submit(NULL, -1, 0xADDR) = -1 EINVAL (Invalid argument)
ptrace(PTRACE_PEEKDATA, TRACED, 0xADDR, [0x4321]) = 0
ptrace(PTRACE_GETEVENTMSG, TRACED, NULL, [0]) = 0
ptrace(PTRACE_GETSIGINFO, TRACED, NULL, {si_signo=SIGSTOP, si_code=SI_TKILL, si_pid=TRACED, si_uid=0}) = 0
ptrace(PTRACE_SETOPTIONS, TRACED, NULL, PTRACE_O_TRACESYSGOOD) = 0
ptrace(PTRACE_CONT, TRACED, NULL, 0) = 0
kexec_load(0x1000, 1, [{buf=NULL, bufsz=1, mem=NULL, memsz=40}], KEXEC_ARCH_ARM) = R
preadv2(9, [{iov_base="", iov_len=4}, {iov_base="", iov_len=5}], 2, 0, 0) = 0
pwritev2(9, [{iov_base="arg0", iov_len=4}, {iov_base="hello", iov_len=5}], 2, 5, RWF_NOWAIT) = 9
vmsplice(-1, [{iov_base="arg0", iov_len=4}, {iov_base="hello", iov_len=5}], 2, 0) = -1 EBADF (Bad file descriptor)
process_vm_readv(PID, [{iov_base="arg0", iov_len=4}], 1, [{iov_base=0xADDR, iov_len=4}], 1, 0) = 4
process_madvise(-1, [{iov_base=0xADDR, iov_len=4}], 1, MADV_NORMAL, 0) = -1 EBADF (Bad file descriptor)
pselect6(10, [9], NULL, NULL, {tv_sec=0, tv_nsec=0}, {sigmask=[USR1], sigsetsize=8}) = 1 (in [9], left {tv_sec=0, tv_nsec=0})
pselect6_time64(0, NULL, NULL, NULL, {tv_sec=0, tv_nsec=0}, NULL) = 0 (Timeout)
ppoll([{fd=9, events=POLLIN}, {fd=-1}], 2, {tv_sec=0, tv_nsec=0}, [USR1], 8) = 1 ([{fd=9, revents=POLLIN}], left {tv_sec=0, tv_nsec=0})
oldstat("/dev/null", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}) = 0
oldfstat(9, {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}) = 0
execveat(AT_FDCWD, "/nonexistent/i386", ["arg0"], 0xADDR /* 1 var */, 0) = -1 ENOENT (No such file or directory)
fanotify_mark(-1, FAN_MARK_ADD, FAN_ACCESS|FAN_MODIFY|FAN_CLOSE_WRITE|FAN_CLOSE_NOWRITE|FAN_OPEN, AT_FDCWD, "/dev/null") = -1 EBADF (Bad file descriptor)
setgroups(2147483647, 0xADDR) = -1 EINVAL (Invalid argument)
get_robust_list(0, [NULL], [12]) = 0
utimensat(AT_FDCWD, "/nonexistent/i386", [{tv_sec=1, tv_nsec=5} /* 1970-01-01T00:00:01.000000005+0000 */, UTIME_OMIT], 0) = -1 ENOENT (No such file or directory)
mknod("/nonexistent/i386", S_IFCHR|0600, makedev(0x1, 0x3)) = -1 ENOENT (No such file or directory)
semget(IPC_PRIVATE, -1, 000) = -1 EINVAL (Invalid argument)
semget(IPC_PRIVATE, -1, 000) = -1 EINVAL (Invalid argument)
socketcall(99, 0xADDR) = -1 EINVAL (Invalid argument)
socketcall(SYS_SOCKET, NULL) = -1 EFAULT (Bad address)
ipc(99, 0x1, 0x2, 0x3, 0, 0) = -1 ENOSYS (Function not implemented)
semctl(ID, 2, IPC_INFO, NULL) = -1 EINVAL (Invalid argument)
move_pages(0, 2, [0xADDR, NULL], NULL, [NODE, -EFAULT], 0) = 0
oldlstat("/dev/null", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}) = 0
timer_create(CLOCK_MONOTONIC, {sigev_signo=SIGALRM, sigev_notify=SIGEV_SIGNAL}, [0]) = 0
clock_adjtime(0x63 /* CLOCK_??? */, 0xADDR) = -1 EINVAL (Invalid argument)
getgroups(0, NULL) = N
wait4(TRACED, [{WIFEXITED(s) && WEXITSTATUS(s) == 0}], 0, NULL) = TRACED
exit_group(0) = ?
+++ exited with 0 +++
EOF2

# decoded FILE: the trace from the marker getppid() on, with what changes from run
# to run hidden: the pids (the program's, its quick child's and its traced child's,
# found in the lines that name them), IPC ids and times, sysinfo's figures,
# addresses (below 4 GiB, and the aio context), kexec_load's result (which
# depends on the kernel's configuration), the page's node and the group count.
decoded() {
	pid=$(sed -n 's/^rt_sigqueueinfo(\([0-9]*\),.*/\1/p' "$1")
	quick=$(sed -n 's/^waitid(P_PID, \([0-9]*\),.*/\1/p' "$1")
	traced=$(sed -n 's/^ptrace(PTRACE_PEEKDATA, \([0-9]*\),.*/\1/p' "$1")
	[ -n "$pid" ] && [ -n "$quick" ] && [ -n "$traced" ] || fail_ "no pids found in $1: $(cat "$1")"
	sed -n '/^getppid() = /,$p' "$1" | sed -E \
		-e "s/([^0-9])$pid([^0-9]|\$)/\1PID\2/g" -e "s/([^0-9])$pid([^0-9]|\$)/\1PID\2/g" \
		-e "s/([^0-9])$quick([^0-9]|\$)/\1QUICK\2/g" -e "s/([^0-9])$quick([^0-9]|\$)/\1QUICK\2/g" \
		-e "s/([^0-9])$traced([^0-9]|\$)/\1TRACED\2/g" -e "s/([^0-9])$traced([^0-9]|\$)/\1TRACED\2/g" \
		-e 's/^getppid\(\) = [0-9]+$/getppid() = N/' \
		-e '/^sysinfo/s/=[0-9]+/=N/g' -e '/^sysinfo/s/\[[0-9]+, [0-9]+, [0-9]+\]/[N, N, N]/' \
		-e 's/^(msgctl|semctl|shmctl|semtimedop)\([0-9]+,/\1(ID,/' -e 's/_ctime=[0-9]+/_ctime=T/' \
		-e 's/0x[0-9a-f]{6,}/0xADDR/g' -e 's/^(kexec_load\(.*\)) = .*/\1 = R/' \
		-e 's/\[[0-9]+, -EFAULT\]/[NODE, -EFAULT]/' -e 's/^(getgroups\(0, NULL\)) = [0-9]+$/\1 = N/'
}

have_strace=false
command -v strace >/dev/null 2>&1 && have_strace=true

# 1. The calls, decoded (dates in UTC: utimensat's comment).
TZ=UTC0 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -o trace "$P" >out 2>err
[ $? = 0 ] || fail_ "systrace: wrong exit status: $(cat err)"
decoded trace >got
match_diff decode.exp got
if $have_strace; then
	TZ=UTC0 timeout -k 10 "$SYSTRACE_TIMEOUT" strace -a0 -o strace.trace "$P" >/dev/null 2>&1
	decoded strace.trace >strace.got
	match_diff decode.exp strace.got
fi

# 2. JSON: valid against the schema, without unconverted text, and rendered back
# the same lines.
if command -v python3 >/dev/null 2>&1; then
	TZ=UTC0 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -o j.out "$P" >out 2>err
	[ $? = 0 ] || fail_ "JSON: wrong exit status: $(cat err)"
	grep -q '"text"' j.out && fail_ "JSON: unconverted text in: $(grep '"text"' j.out)"
	TZ=UTC0 python3 "$abs_top_srcdir/tests/json2text.py" --align 0 \
		--schema "$abs_top_srcdir/man/systrace-json.schema.json" j.out >j.txt ||
		fail_ "JSON: json2text.py failed: $(cat j.txt)"
	decoded j.txt >got
	match_diff decode.exp got
fi

# 3. -c: socketcall's setsockopt, ipc's semget and msgctl in rows of their own,
# beside the direct calls' (strace 6.1 counts them so; socketcall and ipc only
# when they stand for no call); the 32-bit table as strace's.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -c -S name -U calls,errors,name -o c.out "$P" >out 2>err
[ $? = 0 ] || fail_ "-c: wrong exit status: $(cat err)"
sed -n '/^System call usage summary for 32 bit mode/,$p' c.out >c32
[ "$(grep -c ' semget$' c32)" = 2 ] || fail_ "-c: not two semget rows: $(cat c32)"
grep -q '^ *2  *setsockopt$' c32 || fail_ "-c: no row of two direct setsockopt: $(cat c32)"
grep -q '^ *1  *setsockopt$' c32 || fail_ "-c: no row of socketcall's setsockopt: $(cat c32)"
[ "$(grep -c ' msgctl$' c32)" = 2 ] || fail_ "-c: not two msgctl rows: $(cat c32)"
if $have_strace; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -c -S name -U calls,errors,name -o strace.c "$P" >/dev/null 2>&1
	sed -n '/^System call usage summary for 32 bit mode/,$p' strace.c >strace.c32
	match_diff strace.c32 c32
fi
exit 0
