/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: PERF_EVENT_IOC_MODIFY_ATTRIBUTES on /dev/null (it fails): the
 * attributes as perf_event_open shows them, NULL, an unreadable pointer.
 */
#include "tests.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <linux/perf_event.h>

static int fd;

#define CALL(arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, arg); \
		printf("ioctl(%d, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, %s) = %s\n", fd, text, \
		       sprintrc(rc_)); \
	} while (0)

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct perf_event_attr *a = tail_alloc(128);
	memset(a, 0, 128);
	a->type = PERF_TYPE_SOFTWARE;
	a->size = 128;
	a->config = PERF_COUNT_SW_CPU_CLOCK;
	a->sample_period = 1000;
	CALL(a, "{type=PERF_TYPE_SOFTWARE, size=PERF_ATTR_SIZE_VER7, config=PERF_COUNT_SW_CPU_CLOCK"
	     ", sample_period=1000, sample_type=0, read_format=0, precise_ip=0 /* arbitrary skid */"
	     ", ...}");
	CALL(NULL, "NULL");
	CALL((char *)a + 128, sprintaddr((char *)a + 128));

	puts("+++ exited with 0 +++");
	return 0;
}
