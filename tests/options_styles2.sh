#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Decoders that follow -X raw|verbose, -v and -e verbose= themselves, as strace 6.1
# does: execve's argv and envp, signal sets, sigaction (SIG_DFL, SIG_IGN), siginfo's
# si_code, stack_t, rlimits (RLIM64_INFINITY, N*1024), a socket type with flags, a
# socket pair, clone's flags with a signal, a wait status (strace names its signal
# whatever -X says). The expected lines are the installed strace's (strace -qq -a0
# -e signal=none OPTIONS); run in ptrace and buffered modes.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_styles2"
calls=execve,rt_sigprocmask,rt_sigaction,rt_sigtimedwait,sigaltstack,rt_sigqueueinfo
calls=$calls,prlimit64,setrlimit,socket,socketpair,clone,wait4
run() {
	mode=$1
	shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -qq -a0 -o out.raw \
		-e signal=none -e trace=$calls "$@" "$prog" || fail_ "systrace -m $mode $* failed"
	# Addresses (stack, data), the size of the environment and the child's pid vary.
	sed -E -e 's/0x[0-9a-f]{9,}/0xADDR/g' -e 's|/\* [0-9]+ vars \*/|/* N vars */|' \
		-e 's/^wait4\([0-9]+, /wait4(PID, /' -e '/^(wait4|clone)\(/s/= [0-9]+$/= PID/' \
		out.raw >out
}
# The trace's last lines (what the loader does first is not the test's business).
check() {
	tail -n "$(wc -l <exp)" out >out.t
	match_diff exp out.t
}

for mode in ptrace buffered; do
	# Default: names; execve's environment as its address and size.
	run "$mode"
	cat >exp <<'EOF2'
execve("/nonexistent/styles", ["a0", "a1", "a2", "a3", "a4"], 0xADDR /* N vars */) = -1 ENOENT (No such file or directory)
rt_sigprocmask(SIG_BLOCK, [USR1], NULL, 8) = 0
rt_sigaction(SIGUSR2, {sa_handler=SIG_DFL, sa_mask=[USR1], sa_flags=0}, NULL, 8) = 0
rt_sigaction(SIGUSR2, {sa_handler=SIG_IGN, sa_mask=[USR1], sa_flags=0}, {sa_handler=SIG_DFL, sa_mask=[USR1], sa_flags=0}, 8) = 0
rt_sigtimedwait([USR1], 0xADDR, {tv_sec=0, tv_nsec=1000}, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, {ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0}) = 0
rt_sigqueueinfo(2147483647, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=1, si_uid=2}) = -1 ESRCH (No such process)
prlimit64(0, RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}, NULL) = -1 EINVAL (Invalid argument)
setrlimit(RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}) = -1 EINVAL (Invalid argument)
socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 3
socketpair(AF_UNIX, SOCK_DGRAM, 0, [3, 4]) = 0
clone(child_stack=NULL, flags=CLONE_FS|CLONE_NEWUSER|SIGCHLD) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0xADDR) = PID
wait4(PID, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGTERM}], 0, NULL) = PID
EOF2
	check

	# -X raw: numbers; a socket type and its flags, clone's flags and signal, in two parts;
	# limits unsigned; the wait status keeps its signal's name.
	run "$mode" -X raw
	cat >exp <<'EOF2'
execve("/nonexistent/styles", ["a0", "a1", "a2", "a3", "a4"], 0xADDR /* N vars */) = -1 ENOENT (No such file or directory)
rt_sigprocmask(0, [10], NULL, 8) = 0
rt_sigaction(12, {sa_handler=0, sa_mask=[10], sa_flags=0}, NULL, 8) = 0
rt_sigaction(12, {sa_handler=0x1, sa_mask=[10], sa_flags=0}, {sa_handler=0, sa_mask=[10], sa_flags=0}, 8) = 0
rt_sigtimedwait([10], 0xADDR, {tv_sec=0, tv_nsec=1000}, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, {ss_sp=NULL, ss_flags=0x2, ss_size=0}) = 0
rt_sigqueueinfo(2147483647, 10, {si_signo=10, si_code=0xffffffff, si_pid=1, si_uid=2}) = -1 ESRCH (No such process)
prlimit64(0, 0x7, {rlim_cur=18446744073709551615, rlim_max=8388608}, NULL) = -1 EINVAL (Invalid argument)
setrlimit(0x7, {rlim_cur=18446744073709551615, rlim_max=8388608}) = -1 EINVAL (Invalid argument)
socket(0x1, 0x1|0x80800, 0) = 3
socketpair(0x1, 0x2, 0, [3, 4]) = 0
clone(child_stack=NULL, flags=0x10000200|17) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=0x1200000|17, child_tidptr=0xADDR) = PID
wait4(PID, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGTERM}], 0, NULL) = PID
EOF2
	check

	# -X verbose: numbers with the names as comments, each part on its own.
	run "$mode" --const-print-style=verbose
	cat >exp <<'EOF2'
execve("/nonexistent/styles", ["a0", "a1", "a2", "a3", "a4"], 0xADDR /* N vars */) = -1 ENOENT (No such file or directory)
rt_sigprocmask(0 /* SIG_BLOCK */, [10 /* USR1 */], NULL, 8) = 0
rt_sigaction(12 /* SIGUSR2 */, {sa_handler=0 /* SIG_DFL */, sa_mask=[10 /* USR1 */], sa_flags=0}, NULL, 8) = 0
rt_sigaction(12 /* SIGUSR2 */, {sa_handler=0x1 /* SIG_IGN */, sa_mask=[10 /* USR1 */], sa_flags=0}, {sa_handler=0 /* SIG_DFL */, sa_mask=[10 /* USR1 */], sa_flags=0}, 8) = 0
rt_sigtimedwait([10 /* USR1 */], 0xADDR, {tv_sec=0, tv_nsec=1000}, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, {ss_sp=NULL, ss_flags=0x2 /* SS_DISABLE */, ss_size=0}) = 0
rt_sigqueueinfo(2147483647, 10 /* SIGUSR1 */, {si_signo=10 /* SIGUSR1 */, si_code=0xffffffff /* SI_QUEUE */, si_pid=1, si_uid=2}) = -1 ESRCH (No such process)
prlimit64(0, 0x7 /* RLIMIT_NOFILE */, {rlim_cur=18446744073709551615 /* RLIM64_INFINITY */, rlim_max=8388608 /* 8192*1024 */}, NULL) = -1 EINVAL (Invalid argument)
setrlimit(0x7 /* RLIMIT_NOFILE */, {rlim_cur=18446744073709551615 /* RLIM64_INFINITY */, rlim_max=8388608 /* 8192*1024 */}) = -1 EINVAL (Invalid argument)
socket(0x1 /* AF_UNIX */, 0x1 /* SOCK_STREAM */|0x80800 /* SOCK_CLOEXEC|SOCK_NONBLOCK */, 0) = 3
socketpair(0x1 /* AF_UNIX */, 0x2 /* SOCK_DGRAM */, 0, [3, 4]) = 0
clone(child_stack=NULL, flags=0x10000200 /* CLONE_FS|CLONE_NEWUSER */|17 /* SIGCHLD */) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=0x1200000 /* CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID */|17 /* SIGCHLD */, child_tidptr=0xADDR) = PID
wait4(PID, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGTERM}], 0, NULL) = PID
EOF2
	check

	# -v: argv and envp in full, whatever -s says (strings are still cut).
	run "$mode" -v -s 3
	cat >exp <<'EOF2'
execve("/nonexistent/styles", ["a0", "a1", "a2", "a3", "a4"], ["E0="..., "E1="..., "E2="..., "E3="..., "E4="...]) = -1 ENOENT (No such file or directory)
rt_sigprocmask(SIG_BLOCK, [USR1], NULL, 8) = 0
rt_sigaction(SIGUSR2, {sa_handler=SIG_DFL, sa_mask=[USR1], sa_flags=0}, NULL, 8) = 0
rt_sigaction(SIGUSR2, {sa_handler=SIG_IGN, sa_mask=[USR1], sa_flags=0}, {sa_handler=SIG_DFL, sa_mask=[USR1], sa_flags=0}, 8) = 0
rt_sigtimedwait([USR1], 0xADDR, {tv_sec=0, tv_nsec=1000}, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, {ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0}) = 0
rt_sigqueueinfo(2147483647, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=1, si_uid=2}) = -1 ESRCH (No such process)
prlimit64(0, RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}, NULL) = -1 EINVAL (Invalid argument)
setrlimit(RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}) = -1 EINVAL (Invalid argument)
socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 3
socketpair(AF_UNIX, SOCK_DGRAM, 0, [3, 4]) = 0
clone(child_stack=NULL, flags=CLONE_FS|CLONE_NEWUSER|SIGCHLD) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0xADDR) = PID
wait4(PID, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGTERM}], 0, NULL) = PID
EOF2
	check

	# -s: argv cut after -s elements.
	run "$mode" -s 3
	cat >exp <<'EOF2'
execve("/nonexistent/styles", ["a0", "a1", "a2", ...], 0xADDR /* N vars */) = -1 ENOENT (No such file or directory)
rt_sigprocmask(SIG_BLOCK, [USR1], NULL, 8) = 0
rt_sigaction(SIGUSR2, {sa_handler=SIG_DFL, sa_mask=[USR1], sa_flags=0}, NULL, 8) = 0
rt_sigaction(SIGUSR2, {sa_handler=SIG_IGN, sa_mask=[USR1], sa_flags=0}, {sa_handler=SIG_DFL, sa_mask=[USR1], sa_flags=0}, 8) = 0
rt_sigtimedwait([USR1], 0xADDR, {tv_sec=0, tv_nsec=1000}, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, {ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0}) = 0
rt_sigqueueinfo(2147483647, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=1, si_uid=2}) = -1 ESRCH (No such process)
prlimit64(0, RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}, NULL) = -1 EINVAL (Invalid argument)
setrlimit(RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}) = -1 EINVAL (Invalid argument)
socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 3
socketpair(AF_UNIX, SOCK_DGRAM, 0, [3, 4]) = 0
clone(child_stack=NULL, flags=CLONE_FS|CLONE_NEWUSER|SIGCHLD) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0xADDR) = PID
wait4(PID, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGTERM}], 0, NULL) = PID
EOF2
	check

	# -e verbose=none: every structure, array and set is its address.
	run "$mode" -e verbose=none
	cat >exp <<'EOF2'
execve("/nonexistent/styles", 0xADDR, 0xADDR) = -1 ENOENT (No such file or directory)
rt_sigprocmask(SIG_BLOCK, 0xADDR, NULL, 8) = 0
rt_sigaction(SIGUSR2, 0xADDR, NULL, 8) = 0
rt_sigaction(SIGUSR2, 0xADDR, 0xADDR, 8) = 0
rt_sigtimedwait(0xADDR, 0xADDR, 0xADDR, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, 0xADDR) = 0
rt_sigqueueinfo(2147483647, SIGUSR1, 0xADDR) = -1 ESRCH (No such process)
prlimit64(0, RLIMIT_NOFILE, 0xADDR, NULL) = -1 EINVAL (Invalid argument)
setrlimit(RLIMIT_NOFILE, 0xADDR) = -1 EINVAL (Invalid argument)
socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 3
socketpair(AF_UNIX, SOCK_DGRAM, 0, 0xADDR) = 0
clone(child_stack=NULL, flags=CLONE_FS|CLONE_NEWUSER|SIGCHLD) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0xADDR) = PID
wait4(PID, 0xADDR, 0, NULL) = PID
EOF2
	check

	# -e verbose=SET: only the calls outside it.
	run "$mode" -e 'verbose=!execve,rt_sigaction,socketpair'
	cat >exp <<'EOF2'
execve("/nonexistent/styles", 0xADDR, 0xADDR) = -1 ENOENT (No such file or directory)
rt_sigprocmask(SIG_BLOCK, [USR1], NULL, 8) = 0
rt_sigaction(SIGUSR2, 0xADDR, NULL, 8) = 0
rt_sigaction(SIGUSR2, 0xADDR, 0xADDR, 8) = 0
rt_sigtimedwait([USR1], 0xADDR, {tv_sec=0, tv_nsec=1000}, 8) = -1 EAGAIN (Resource temporarily unavailable)
sigaltstack(NULL, {ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0}) = 0
rt_sigqueueinfo(2147483647, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=1, si_uid=2}) = -1 ESRCH (No such process)
prlimit64(0, RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}, NULL) = -1 EINVAL (Invalid argument)
setrlimit(RLIMIT_NOFILE, {rlim_cur=RLIM64_INFINITY, rlim_max=8192*1024}) = -1 EINVAL (Invalid argument)
socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 3
socketpair(AF_UNIX, SOCK_DGRAM, 0, 0xADDR) = 0
clone(child_stack=NULL, flags=CLONE_FS|CLONE_NEWUSER|SIGCHLD) = -1 EINVAL (Invalid argument)
clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD, child_tidptr=0xADDR) = PID
wait4(PID, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGTERM}], 0, NULL) = PID
EOF2
	check
done
exit 0
