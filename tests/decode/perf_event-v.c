/* systrace: -v -e trace=perf_event_open */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* perf_event_open with -v: every bit field, the fields after them by the size
 * given, breakpoints, clock ids. */
#include "tests.h"

#include <time.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>

#define BITS0 "inherit=0, pinned=0, exclusive=0, exclude_user=0, exclude_kernel=0, " \
	"exclude_hv=0, exclude_idle=0, mmap=0, comm=0, freq=0, inherit_stat=0, enable_on_exec=0, " \
	"task=0, "
#define BITS1 "precise_ip=0 /* arbitrary skid */, mmap_data=0, sample_id_all=0, exclude_host=0, " \
	"exclude_guest=0, exclude_callchain_kernel=0, exclude_callchain_user=0, mmap2=0, " \
	"comm_exec=0, "
#define BITS2 "context_switch=0, write_backward=0, namespaces=0, ksymbol=0, bpf_event=0, " \
	"aux_output=0, cgroup=0, text_poke=0, build_id=0, inherit_thread=0, remove_on_exec=0, " \
	"sigtrap=0, "

int main(void)
{
	long rc;
	struct perf_event_attr *a = tail_alloc(sizeof(*a));
	memset(a, 0, sizeof(*a));
	a->type = PERF_TYPE_SOFTWARE;
	a->size = PERF_ATTR_SIZE_VER7;
	a->config = PERF_COUNT_SW_DUMMY;
	a->disabled = 1;
	rc = syscall(SYS_perf_event_open, a, 0, -1, -1, 0);
	printf("perf_event_open({type=PERF_TYPE_SOFTWARE, size=PERF_ATTR_SIZE_VER7, "
	       "config=PERF_COUNT_SW_DUMMY, sample_period=0, sample_type=0, read_format=0, disabled=1, "
	       BITS0 "watermark=0, " BITS1 "use_clockid=0, " BITS2 "wakeup_events=0, config1=0, "
	       "config2=0, sample_regs_user=0, sample_regs_intr=0, aux_watermark=0, "
	       "sample_max_stack=0, aux_sample_size=0, sig_data=0}, 0, -1, -1, 0) = %s\n", sprintrc(rc));

	static char data[8];
	a->type = PERF_TYPE_BREAKPOINT;
	a->size = PERF_ATTR_SIZE_VER1;
	a->config = 0;
	a->bp_type = HW_BREAKPOINT_W;
	a->bp_addr = (uintptr_t)data;
	a->bp_len = HW_BREAKPOINT_LEN_4;
	a->watermark = 1;
	a->wakeup_watermark = 3;
	a->use_clockid = 1;
	a->clockid = CLOCK_MONOTONIC;
	rc = syscall(SYS_perf_event_open, a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
	printf("perf_event_open({type=PERF_TYPE_BREAKPOINT, size=PERF_ATTR_SIZE_VER1, config=0, "
	       "sample_period=0, sample_type=0, read_format=0, disabled=1, " BITS0 "watermark=1, "
	       BITS1 "use_clockid=1, " BITS2 "wakeup_watermark=3, bp_type=HW_BREAKPOINT_W, "
	       "bp_addr=%p, bp_len=4}, 0, -1, -1, PERF_FLAG_FD_CLOEXEC) = %s\n", data, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
