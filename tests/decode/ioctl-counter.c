/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: counter device requests on /dev/null (they fail): the watch
 * COUNTER_ADD_WATCH_IOCTL adds, with names and without, NULL; the enable
 * request, which takes no argument.
 */
#include "tests.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <linux/counter.h>

static int fd;

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct counter_watch *w = tail_alloc(sizeof(*w));
	*w = (struct counter_watch){ { COUNTER_COMPONENT_EXTENSION, COUNTER_SCOPE_COUNT, 2, 7 },
				     COUNTER_EVENT_CAPTURE, 3 };
	IOCTL_CALL(COUNTER_ADD_WATCH_IOCTL, w, "{component={type=COUNTER_COMPONENT_EXTENSION"
	           ", scope=COUNTER_SCOPE_COUNT, parent=2, id=7}, event=COUNTER_EVENT_CAPTURE"
	           ", channel=3}");
	w->component.type = 9;
	w->component.scope = 9;
	w->event = 9;
	IOCTL_CALL(COUNTER_ADD_WATCH_IOCTL, w, "{component={type=0x9 /* COUNTER_COMPONENT_??? */"
	           ", scope=0x9 /* COUNTER_SCOPE_??? */, parent=2, id=7}"
	           ", event=0x9 /* COUNTER_EVENT_??? */, channel=3}");
	IOCTL_CALL(COUNTER_ADD_WATCH_IOCTL, NULL, "NULL");
	IOCTL_CALL(COUNTER_ADD_WATCH_IOCTL, (char *)w + 1, sprintaddr((char *)w + 1));
	long rc = syscall(SYS_ioctl, fd, COUNTER_ENABLE_EVENTS_IOCTL, 0);
	printf("ioctl(%d, COUNTER_ENABLE_EVENTS_IOCTL) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
