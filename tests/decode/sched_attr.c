/* systrace: -e trace=sched_getattr,sched_setattr */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* struct sched_attr of each size, as sched_getattr fills it and sched_setattr reads it. */
#include "tests.h"

#include <sched.h>

struct attr {
	uint32_t size, sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime, sched_deadline, sched_period;
	uint32_t sched_util_min, sched_util_max;
};

static const char *sprint_attr(const struct attr *a, int v1)
{
	static char buf[512];
	int n = snprintf(buf, sizeof(buf), "{size=%u, sched_policy=SCHED_OTHER, sched_flags=0, "
			 "sched_nice=%d, sched_priority=%u, sched_runtime=%llu, sched_deadline=%llu, "
			 "sched_period=%llu", a->size, a->sched_nice, a->sched_priority,
			 (unsigned long long)a->sched_runtime, (unsigned long long)a->sched_deadline,
			 (unsigned long long)a->sched_period);
	if (v1)
		n += snprintf(buf + n, sizeof(buf) - n, ", sched_util_min=%u, sched_util_max=%u",
			      a->sched_util_min, a->sched_util_max);
	snprintf(buf + n, sizeof(buf) - n, "}");
	return buf;
}

int main(void)
{
	long rc;
	struct attr *a = tail_alloc(sizeof(*a));
	rc = syscall(SYS_sched_getattr, 0, a, sizeof(*a), 0);
	if (rc < 0)
		skip_because("sched_getattr: %s", strerror(errno));
	if (a->sched_policy != SCHED_OTHER || a->sched_flags)
		skip_because("policy %u, flags %#llx", a->sched_policy,
			     (unsigned long long)a->sched_flags);
	printf("sched_getattr(0, %s, 56, 0) = 0\n", out_arg(a, sprint_attr(a, 1)));
	rc = syscall(SYS_sched_setattr, 0, a, 0);
	printf("sched_setattr(0, %s, 0) = %s\n", sprint_attr(a, 1), sprintrc(rc));

	struct attr *a0 = tail_alloc(48);
	rc = syscall(SYS_sched_getattr, getpid(), a0, 48, 0);
	printf("sched_getattr(%d, %s, 48, 0) = %s\n", getpid(), out_arg(a0, sprint_attr(a0, 0)),
	       sprintrc(rc));
	rc = syscall(SYS_sched_getattr, 0, a, 10, 0);
	printf("sched_getattr(0, %p, 10, 0) = %s\n", a, sprintrc(rc));
	rc = syscall(SYS_sched_getattr, 0, NULL, 0, 0);
	printf("sched_getattr(0, NULL, 0, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_getattr, 0, BAD_ADDR, 56, 0);
	printf("sched_getattr(0, %p, 56, 0) = %s\n", BAD_ADDR, sprintrc(rc));

	/* sched_setattr: policies and flags; these fail and change nothing. */
	a->size = 48;
	a->sched_policy = SCHED_BATCH;
	a->sched_flags = 1 | 0x1000;
	a->sched_nice = 5;
	rc = syscall(SYS_sched_setattr, 0, a, 0);
	printf("sched_setattr(0, {size=48, sched_policy=SCHED_BATCH, sched_flags=SCHED_FLAG_RESET_ON_FORK"
	       "|0x1000, sched_nice=5, sched_priority=%u, sched_runtime=%llu, sched_deadline=%llu, "
	       "sched_period=%llu}, 0) = %s\n", a->sched_priority,
	       (unsigned long long)a->sched_runtime, (unsigned long long)a->sched_deadline,
	       (unsigned long long)a->sched_period, sprintrc(rc));
	a->size = 0;
	a->sched_policy = 99;
	a->sched_flags = 0x8;
	rc = syscall(SYS_sched_setattr, 0, a, 1);
	printf("sched_setattr(0, {size=0, sched_flags=SCHED_FLAG_KEEP_POLICY, sched_nice=5, "
	       "sched_priority=%u, sched_runtime=%llu, sched_deadline=%llu, sched_period=%llu}, 1)"
	       " = %s\n", a->sched_priority, (unsigned long long)a->sched_runtime,
	       (unsigned long long)a->sched_deadline, (unsigned long long)a->sched_period,
	       sprintrc(rc));
	a->sched_flags = 0x10 | 0x80;
	rc = syscall(SYS_sched_setattr, 0, a, 1);
	printf("sched_setattr(0, {size=0, sched_flags=SCHED_FLAG_KEEP_PARAMS|0x80}, 1) = %s\n",
	       sprintrc(rc));
	a->sched_flags = 0;
	rc = syscall(SYS_sched_setattr, 0, NULL, 0);
	printf("sched_setattr(0, NULL, 0) = %s\n", sprintrc(rc));
	/* A size the kernel does not know: E2BIG, and the size it knows written back. */
	a->size = 3;
	rc = syscall(SYS_sched_setattr, 0, a, 0);
	printf("sched_setattr(0, {size=3}%s, 0) = %s\n", sprint_alt("", " => {size=56}"),
	       sprintrc(rc));
	/* Bigger than the struct systrace knows: "..." after it. */
	struct attr *big = tail_alloc(64);
	memcpy(big, a, sizeof(*a));
	memset((char *)big + sizeof(*a), 0, 64 - sizeof(*a));
	big->size = 64;
	big->sched_policy = SCHED_OTHER;
	big->sched_nice = 0;
	rc = syscall(SYS_sched_setattr, 0, big, 0);
	printf("sched_setattr(0, {size=64, sched_policy=SCHED_OTHER, sched_flags=0, sched_nice=0, "
	       "sched_priority=%u, sched_runtime=%llu, sched_deadline=%llu, sched_period=%llu, "
	       "sched_util_min=%u, sched_util_max=%u, ...}, 0) = %s\n", big->sched_priority,
	       (unsigned long long)big->sched_runtime, (unsigned long long)big->sched_deadline,
	       (unsigned long long)big->sched_period, big->sched_util_min, big->sched_util_max,
	       sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
