#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite on the cases that make rewriting hard: a leaf function keeping data
# in its red zone across an inline syscall while a timer's handler lands anywhere
# (rw_redzone: kept trapped; rewritten with --rewrite-sites=all), many threads
# reaching a new site at once (rw_threads), code that is unmapped, mapped again
# and patched in place at the same address (rw_jit: no unwind tables, kept
# trapped; rewritten with --rewrite-sites=all), clone and vfork made through a
# site already rewritten (rw_clone), a program whose own seccomp filter forbids
# what rewriting needs (rw_seccomp).
# Each program checks what it sees and the trace holds every call; the library's
# counters (SYSTRACE_REWRITE_STATS) show the calls went through rewritten sites.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"
PROGS="$abs_top_builddir/tests/progs"

# stats FILE FIELD: the sum of FIELD over the processes' counter lines
stats() {
	sed -n "s/.* $2 \\([0-9]*\\).*/\\1/p" "$1" | { s=0; while read -r v; do s=$((s + v)); done; echo $s; }
}

# --- red zone: the leaf function that keeps data below its stack pointer has
# unwind tables; the check finds its stores there and leaves its site trapped:
# nothing of its red zone changes, rsp-8 included. Its neighbour rz_clean keeps
# nothing there: its site is rewritten, and its getuid calls go through it.
SYSTRACE_REWRITE_STATS=$PWD/rz.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite \
	-e trace=getppid,getuid -o rz.out "$PROGS/rw_redzone" 20000 >rz.stdout 2>rz.stderr
rc=$?
cat rz.stderr >&2
[ "$rc" = 0 ] || fail_ "rw_redzone: exit status $rc: $(cat rz.stdout)"
match_grep rz.stdout '^redzone: 20000 calls, 0 qwords changed below rsp-8, 0 wrong results, flags lost 0 times$'
match_grep rz.stderr '^rsp-8 changed in 0 of 20000 calls$'
# getppid: 10000 from the loop, one before it, one per handler run.
alarms=$(grep -c '^--- SIGALRM ' rz.out)
n=$(grep -c '^getppid() *= [0-9]' rz.out)
[ "$n" = $((10001 + alarms)) ] || fail_ "rw_redzone: $n getppid lines, expected $((10001 + alarms))"
n=$(grep -c '^getuid() *= [0-9]' rz.out)
[ "$n" = 10001 ] || fail_ "rw_redzone: $n getuid lines, expected 10001"
[ "$(stats rz.stats kept-redzone)" -ge 10000 ] ||
	fail_ "rw_redzone: the red-zone site was not kept trapped: $(cat rz.stats)"
[ "$(stats rz.stats rewritten)" -ge 1 ] || fail_ "rw_redzone: no site rewritten: $(cat rz.stats)"
[ "$(stats rz.stats recorded-entries)" -ge 9990 ] ||
	fail_ "rw_redzone: the calls did not go through rz_clean's rewritten site: $(cat rz.stats)"

# --rewrite-sites=all: every site rewritten, as zpoline does. The call's return
# address then lands at rsp-8 (what systrace(1) documents); nothing else of the
# red zone changes.
SYSTRACE_REWRITE_STATS=$PWD/rza.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite \
	--rewrite-sites=all -e trace=getppid -o rza.out "$PROGS/rw_redzone" 20000 \
	>rza.stdout 2>rza.stderr
rc=$?
cat rza.stderr >&2
[ "$rc" = 0 ] || fail_ "rw_redzone --rewrite-sites=all: exit status $rc: $(cat rza.stdout)"
match_grep rza.stdout '^redzone: 20000 calls, 0 qwords changed below rsp-8, 0 wrong results, flags lost 0 times$'
match_grep rza.stderr '^rsp-8 changed in [1-9][0-9]* of 20000 calls$'
[ "$(stats rza.stats kept-redzone)" = 0 ] || fail_ "rw_redzone: sites checked with all: $(cat rza.stats)"
[ "$(stats rza.stats recorded-entries)" -ge 10000 ] ||
	fail_ "rw_redzone --rewrite-sites=all: the calls did not go through the rewritten site: $(cat rza.stats)"

# --- 16 threads race to the same new site
SYSTRACE_REWRITE_STATS=$PWD/th.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite -f -qq -e trace=getppid \
	-o th.out "$PROGS/rw_threads" 16 2000 >th.stdout 2>th.stderr
rc=$?
[ "$rc" = 0 ] || fail_ "rw_threads: exit status $rc: $(cat th.stdout th.stderr)"
match_grep th.stdout '^threads 16 calls 2000 wrong 0$'
n=$(grep -cE '^[0-9]+ +getppid\(\) *= [0-9]+$' th.out)
[ "$n" = 32001 ] || fail_ "rw_threads: $n getppid lines, expected 32001"
[ "$(stats th.stats recorded-entries)" -ge 30000 ] ||
	fail_ "rw_threads: the calls did not go through the rewritten site: $(cat th.stats)"

# --- JIT: unmapped and remapped, patched in place. Its code has no unwind
# tables: its sites stay trapped (same trace) unless --rewrite-sites=all.
"$PROGS/rw_jit" 100 >jit.plain || framework_failure_ "rw_jit fails untraced"
SYSTRACE_REWRITE_STATS=$PWD/jitc.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite \
	-e trace=getpid,getppid,getuid -o jitc.out "$PROGS/rw_jit" 100 >jitc.stdout 2>jitc.stderr
rc=$?
[ "$rc" = 0 ] || fail_ "rw_jit: exit status $rc: $(cat jitc.stdout jitc.stderr)"
match_diff jit.plain jitc.stdout
for call in getpid getppid getuid; do
	n=$(grep -c "^$call() *= [0-9]" jitc.out)
	[ "$n" = 101 ] || fail_ "rw_jit: $n $call lines, expected 101"
done
[ "$(stats jitc.stats kept-nounwind)" -ge 300 ] ||
	fail_ "rw_jit: the JIT sites were not kept trapped: $(cat jitc.stats)"
SYSTRACE_REWRITE_STATS=$PWD/jit.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite \
	--rewrite-sites=all -e trace=getpid,getppid,getuid -o jit.out "$PROGS/rw_jit" 100 \
	>jit.stdout 2>jit.stderr
rc=$?
[ "$rc" = 0 ] || fail_ "rw_jit: exit status $rc: $(cat jit.stdout jit.stderr)"
match_diff jit.plain jit.stdout
# Three code versions, three sites rewritten at least (more from libc).
[ "$(stats jit.stats rewritten)" -ge 3 ] || fail_ "rw_jit: too few rewrites: $(cat jit.stats)"
[ "$(stats jit.stats recorded-entries)" -ge 297 ] ||
	fail_ "rw_jit: the calls did not go through the rewritten sites: $(cat jit.stats)"
# --- clone (a thread, a memory-sharing process, on stacks of their own) and
# vfork, through a rewritten site (gsys, in assembly with CFI directives: the
# red-zone check passes it)
"$PROGS/rw_clone" >clone.plain || framework_failure_ "rw_clone fails untraced"
SYSTRACE_REWRITE_STATS=$PWD/clone.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite \
	-f -qq -o clone.out \
	"$PROGS/rw_clone" >clone.stdout 2>clone.stderr
rc=$?
[ "$rc" = 0 ] || fail_ "rw_clone: exit status $rc: $(cat clone.stdout clone.stderr)"
match_diff clone.plain clone.stdout
P='^[0-9]+ +'
match_grep clone.out \
	"${P}clone\\(child_stack=0x[0-9a-f]+, flags=CLONE_VM\\|CLONE_FS\\|CLONE_FILES\\|CLONE_SIGHAND\\|CLONE_THREAD\\|CLONE_SYSVSEM\\|CLONE_PARENT_SETTID\\|CLONE_CHILD_CLEARTID" \
	"parent_tid=\\[[0-9]+\\], child_tidptr=0x[0-9a-f]+\\) += [0-9]+\$" \
	"${P}clone\\(child_stack=0x[0-9a-f]+, flags=CLONE_VM\\|SIGCHLD" \
	"${P}exit\\(0\\) += \\?" "${P}exit\\(5\\) += \\?" "${P}exit\\(6\\) += \\?" \
	"${P}(vfork\\(\\)|<\\.\\.\\. vfork resumed>\\)) += [0-9]+\$"
# The site ran getpid three times before: the clones and vfork went through it.
[ "$(stats clone.stats recorded-entries)" -ge 5 ] ||
	fail_ "rw_clone: the calls did not go through the rewritten site: $(cat clone.stats)"
# --- a program that sandboxes itself: its new sites stay trapped
SYSTRACE_REWRITE_STATS=$PWD/sc.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite -e trace=getppid -o sc.out \
	"$PROGS/rw_seccomp" >sc.stdout 2>sc.stderr
rc=$?
[ "$rc" = 0 ] || fail_ "rw_seccomp: exit status $rc: $(cat sc.stdout sc.stderr)"
match_grep sc.stdout '^sandboxed: ok$'
n=$(grep -c '^getppid() *= [0-9]' sc.out)
[ "$n" = 101 ] || fail_ "rw_seccomp: $n getppid lines, expected 101"
[ "$(stats sc.stats kept)" -ge 2 ] || fail_ "rw_seccomp: the new sites were not kept trapped: $(cat sc.stats)"
exit 0
