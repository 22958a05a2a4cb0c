/* systrace: -v -e trace=uname,getrusage */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* uname and getrusage under -v: every field. */
#include "tests.h"

#include <sys/resource.h>
#include <sys/utsname.h>

int main(void)
{
	long rc;
	struct utsname *u = tail_alloc(sizeof(*u));

	rc = syscall(SYS_uname, u);
	printf("uname(%s) = %s\n",
	       out_argf(u, "{sysname=\"%s\", nodename=\"%s\", release=\"%s\", version=\"%s\", "
			"machine=\"%s\", domainname=\"%s\"}", u->sysname, u->nodename,
			u->release, u->version, u->machine, u->domainname), sprintrc(rc));
	rc = syscall(SYS_uname, (char *)u + 1);
	printf("uname(%p) = %s\n", (void *)((char *)u + 1), sprintrc(rc));

	struct rusage *ru = tail_alloc(sizeof(*ru));
	rc = syscall(SYS_getrusage, RUSAGE_SELF, ru);
	printf("getrusage(RUSAGE_SELF, %s) = %s\n",
	       out_argf(ru, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, "
			"ru_stime={tv_sec=%lld, tv_usec=%lld}, ru_maxrss=%ld, ru_ixrss=%ld, "
			"ru_idrss=%ld, ru_isrss=%ld, ru_minflt=%ld, ru_majflt=%ld, ru_nswap=%ld, "
			"ru_inblock=%ld, ru_oublock=%ld, ru_msgsnd=%ld, ru_msgrcv=%ld, "
			"ru_nsignals=%ld, ru_nvcsw=%ld, ru_nivcsw=%ld}",
			(long long)ru->ru_utime.tv_sec, (long long)ru->ru_utime.tv_usec,
			(long long)ru->ru_stime.tv_sec, (long long)ru->ru_stime.tv_usec,
			ru->ru_maxrss, ru->ru_ixrss, ru->ru_idrss, ru->ru_isrss, ru->ru_minflt,
			ru->ru_majflt, ru->ru_nswap, ru->ru_inblock, ru->ru_oublock, ru->ru_msgsnd,
			ru->ru_msgrcv, ru->ru_nsignals, ru->ru_nvcsw, ru->ru_nivcsw), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
