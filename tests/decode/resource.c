/* systrace: -e trace=prlimit64,getrlimit,setrlimit,getrusage,getpriority,setpriority,sysinfo,uname */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * prlimit64, getrlimit, setrlimit, getrusage, getpriority, setpriority,
 * sysinfo, uname: limits in KiB and RLIM64_INFINITY, unknown resources,
 * the abbreviated uname.
 */
#include "tests.h"

#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>

/* "8192*1024", "RLIM64_INFINITY" or decimal, as strace prints a limit. */
static const char *lim(unsigned long long v)
{
	static char bufs[4][64];
	static int i;
	char *b = bufs[i++ % 4];
	if (v == ~0ULL)
		return "RLIM64_INFINITY";
	if (v > 1024 && v % 1024 == 0)
		snprintf(b, sizeof(bufs[0]), "%llu*1024", v / 1024);
	else
		snprintf(b, sizeof(bufs[0]), "%llu", v);
	return b;
}

int main(void)
{
	long rc;
	struct rlimit *rl = tail_alloc(sizeof(*rl));
	struct rlimit *old = tail_alloc(sizeof(*old));

	/* Not RLIMIT_STACK first: the dynamic loader asks for that one. */
	rc = syscall(SYS_prlimit64, 0, RLIMIT_NPROC, NULL, old);
	printf("prlimit64(0, RLIMIT_NPROC, NULL, %s) = %s\n",
	       out_argf(old, "{rlim_cur=%s, rlim_max=%s}", lim(old->rlim_cur), lim(old->rlim_max)),
	       sprintrc(rc));
	rl->rlim_cur = 1000;
	rl->rlim_max = old->rlim_max;
	rc = syscall(SYS_prlimit64, getpid(), RLIMIT_CORE, rl, old);
	char new_text[96];
	snprintf(new_text, sizeof(new_text), "{rlim_cur=1000, rlim_max=%s}", lim(rl->rlim_max));
	printf("prlimit64(%d, RLIMIT_CORE, %s, %s) = %s\n", getpid(), new_text,
	       out_argf(old, "{rlim_cur=%s, rlim_max=%s}", lim(old->rlim_cur), lim(old->rlim_max)),
	       sprintrc(rc));
	rl->rlim_cur = 1025;
	rl->rlim_max = 1024;
	rc = syscall(SYS_prlimit64, 0, RLIMIT_NOFILE, rl, old);
	printf("prlimit64(0, RLIMIT_NOFILE, {rlim_cur=1025, rlim_max=1024}, %p) = %s\n",
	       (void *)old, sprintrc(rc));
	rc = syscall(SYS_prlimit64, 0, 16, NULL, old);
	printf("prlimit64(0, 0x10 /* RLIMIT_??? */, NULL, %p) = %s\n", (void *)old, sprintrc(rc));
	rc = syscall(SYS_prlimit64, 0, RLIMIT_AS, BAD_ADDR, NULL);
	printf("prlimit64(0, RLIMIT_AS, %s, NULL) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_prlimit64, 0, RLIMIT_AS, NULL, (char *)old + 1);
	printf("prlimit64(0, RLIMIT_AS, NULL, %p) = %s\n", (void *)((char *)old + 1), sprintrc(rc));

	rc = syscall(SYS_getrlimit, RLIMIT_NOFILE, old);
	printf("getrlimit(RLIMIT_NOFILE, %s) = %s\n",
	       out_argf(old, "{rlim_cur=%s, rlim_max=%s}", lim(old->rlim_cur), lim(old->rlim_max)),
	       sprintrc(rc));
	rc = syscall(SYS_getrlimit, 0x100000000UL | RLIMIT_RTTIME, old);
	printf("getrlimit(RLIMIT_RTTIME, %s) = %s\n",
	       out_argf(old, "{rlim_cur=%s, rlim_max=%s}", lim(old->rlim_cur), lim(old->rlim_max)),
	       sprintrc(rc));
	rc = syscall(SYS_getrlimit, 1000, old);
	printf("getrlimit(0x3e8 /* RLIMIT_??? */, %p) = %s\n", (void *)old, sprintrc(rc));
	rl->rlim_cur = 8 << 20;
	rl->rlim_max = 4 << 20;
	rc = syscall(SYS_setrlimit, RLIMIT_DATA, rl);
	printf("setrlimit(RLIMIT_DATA, {rlim_cur=8192*1024, rlim_max=4096*1024}) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_setrlimit, RLIMIT_DATA, NULL);
	printf("setrlimit(RLIMIT_DATA, NULL) = %s\n", sprintrc(rc));

	struct rusage *ru = tail_alloc(sizeof(*ru));
	rc = syscall(SYS_getrusage, RUSAGE_SELF, ru);
	printf("getrusage(RUSAGE_SELF, %s) = %s\n",
	       out_argf(ru, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, ru_stime={tv_sec=%lld, "
			"tv_usec=%lld}, ...}", (long long)ru->ru_utime.tv_sec,
			(long long)ru->ru_utime.tv_usec, (long long)ru->ru_stime.tv_sec,
			(long long)ru->ru_stime.tv_usec), sprintrc(rc));
	rc = syscall(SYS_getrusage, RUSAGE_CHILDREN, ru);
	printf("getrusage(RUSAGE_CHILDREN, %s) = %s\n",
	       out_argf(ru, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, ru_stime={tv_sec=%lld, "
			"tv_usec=%lld}, ...}", (long long)ru->ru_utime.tv_sec,
			(long long)ru->ru_utime.tv_usec, (long long)ru->ru_stime.tv_sec,
			(long long)ru->ru_stime.tv_usec), sprintrc(rc));
	rc = syscall(SYS_getrusage, -2, ru);
	printf("getrusage(RUSAGE_BOTH, %p) = %s\n", (void *)ru, sprintrc(rc));
	rc = syscall(SYS_getrusage, 7, ru);
	printf("getrusage(0x7 /* RUSAGE_??? */, %p) = %s\n", (void *)ru, sprintrc(rc));
	rc = syscall(SYS_getrusage, RUSAGE_THREAD, NULL);
	printf("getrusage(RUSAGE_THREAD, NULL) = %s\n", sprintrc(rc));

	rc = syscall(SYS_getpriority, PRIO_PROCESS, 0);
	printf("getpriority(PRIO_PROCESS, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_getpriority, PRIO_USER, getuid());
	printf("getpriority(PRIO_USER, %d) = %s\n", getuid(), sprintrc(rc));
	rc = syscall(SYS_getpriority, 9, -1);
	printf("getpriority(0x9 /* PRIO_??? */, -1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setpriority, PRIO_PGRP, 0, 0);
	printf("setpriority(PRIO_PGRP, 0, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setpriority, PRIO_PROCESS, 0x7fffffff, -21);
	printf("setpriority(PRIO_PROCESS, 2147483647, -21) = %s\n", sprintrc(rc));

	struct sysinfo *si = tail_alloc(sizeof(*si));
	rc = syscall(SYS_sysinfo, si);
	printf("sysinfo(%s) = %s\n",
	       out_argf(si, "{uptime=%ld, loads=[%lu, %lu, %lu], totalram=%lu, freeram=%lu, "
			"sharedram=%lu, bufferram=%lu, totalswap=%lu, freeswap=%lu, procs=%u, "
			"totalhigh=%lu, freehigh=%lu, mem_unit=%u}",
			si->uptime, si->loads[0], si->loads[1], si->loads[2], si->totalram,
			si->freeram, si->sharedram, si->bufferram, si->totalswap, si->freeswap,
			si->procs, si->totalhigh, si->freehigh, si->mem_unit), sprintrc(rc));
	rc = syscall(SYS_sysinfo, BAD_ADDR);
	printf("sysinfo(%s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	struct utsname *u = tail_alloc(sizeof(*u));
	rc = syscall(SYS_uname, u);
	printf("uname(%s) = %s\n",
	       out_argf(u, "{sysname=\"%s\", nodename=\"%s\", ...}", u->sysname, u->nodename),
	       sprintrc(rc));
	rc = syscall(SYS_uname, NULL);
	printf("uname(NULL) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
