/* systrace: -e trace=perf_event_open */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* perf_event_open: the attribute struct abbreviated (event types, configs, bit
 * fields set), flags, failures. */
#include "tests.h"

#include <linux/perf_event.h>

int main(void)
{
	long rc;
	struct perf_event_attr *a = tail_alloc(sizeof(*a));
	memset(a, 0, sizeof(*a));
	a->type = PERF_TYPE_SOFTWARE;
	a->size = sizeof(*a);
	a->config = PERF_COUNT_SW_TASK_CLOCK;
	a->disabled = 1;
	a->exclude_kernel = 1;
	rc = syscall(SYS_perf_event_open, a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
	printf("perf_event_open({type=PERF_TYPE_SOFTWARE, size=%s, config=PERF_COUNT_SW_TASK_CLOCK, "
	       "sample_period=0, sample_type=0, read_format=0, disabled=1, exclude_kernel=1, "
	       "precise_ip=0 /* arbitrary skid */, ...}, 0, -1, -1, PERF_FLAG_FD_CLOEXEC) = %s\n",
	       sizeof(*a) == 128 ? "PERF_ATTR_SIZE_VER7" : "?", sprintrc(rc));
	if (rc < 0)
		skip_because("perf_event_open: %s", strerror(errno));

	a->size = PERF_ATTR_SIZE_VER0;
	a->type = PERF_TYPE_HW_CACHE;
	a->config = PERF_COUNT_HW_CACHE_LL | (PERF_COUNT_HW_CACHE_OP_WRITE << 8) |
		    (PERF_COUNT_HW_CACHE_RESULT_MISS << 16) | (1ULL << 32);
	a->freq = 1;
	a->sample_freq = 1000;
	a->sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | (1ULL << 40);
	a->read_format = PERF_FORMAT_ID;
	a->disabled = 0;
	a->exclude_kernel = 0;
	a->precise_ip = 2;
	a->sigtrap = 1;
	rc = syscall(SYS_perf_event_open, a, -1, 0, 5, 0x10);
	printf("perf_event_open({type=PERF_TYPE_HW_CACHE, size=PERF_ATTR_SIZE_VER0, "
	       "config=0x1<<32|PERF_COUNT_HW_CACHE_RESULT_MISS<<16|PERF_COUNT_HW_CACHE_OP_WRITE<<8|"
	       "PERF_COUNT_HW_CACHE_LL, sample_freq=1000, sample_type=PERF_SAMPLE_IP|PERF_SAMPLE_TID|"
	       "0x10000000000, read_format=PERF_FORMAT_ID, freq=1, precise_ip=2 /* requested to have "
	       "0 skid */, sigtrap=1, ...}, -1, 0, 5, 0x10 /* PERF_FLAG_??? */) = %s\n", sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->type = PERF_TYPE_HARDWARE;
	a->config = PERF_COUNT_HW_INSTRUCTIONS;
	a->inherit = 1;
	rc = syscall(SYS_perf_event_open, a, 0, -1, -1, PERF_FLAG_FD_NO_GROUP);
	printf("perf_event_open({type=PERF_TYPE_HARDWARE, size=0 /* PERF_ATTR_SIZE_??? */, config=PERF_COUNT_HW_INSTRUCTIONS, "
	       "sample_period=0, sample_type=0, read_format=0, inherit=1, precise_ip=0 /* arbitrary "
	       "skid */, ...}, 0, -1, -1, PERF_FLAG_FD_NO_GROUP) = %s\n", sprintrc(rc));
	a->type = 77;
	a->size = 72;
	a->config = 0xdead;
	rc = syscall(SYS_perf_event_open, a, 0, -1, -1, 0);
	printf("perf_event_open({type=0x4d /* PERF_TYPE_??? */, size=PERF_ATTR_SIZE_VER1, "
	       "config=0xdead, sample_period=0, sample_type=0, read_format=0, inherit=1, "
	       "precise_ip=0 /* arbitrary skid */, ...}, 0, -1, -1, 0) = %s\n", sprintrc(rc));
	a->size = 32;
	rc = syscall(SYS_perf_event_open, a, 0, -1, -1, 0);
	printf("perf_event_open(%p, 0, -1, -1, 0) = %s\n", a, sprintrc(rc));
	rc = syscall(SYS_perf_event_open, NULL, 0, -1, -1, 0);
	printf("perf_event_open(NULL, 0, -1, -1, 0) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
