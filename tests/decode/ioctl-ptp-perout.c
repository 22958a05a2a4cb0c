/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: PTP_PEROUT_REQUEST and PTP_PEROUT_REQUEST2 on a descriptor that is
 * no PTP clock (they fail): the start time with its date, a phase instead, the
 * on time of a duty cycle, reserved words (the "2" request only), unknown
 * flags, NULL.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <time.h>
#include <sys/ioctl.h>
#include <linux/ptp_clock.h>

static int fd;

static void call(unsigned int code, const char *name, void *arg, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, code, arg);
	printf("ioctl(%d, %s, %s) = %s\n", fd, name, text, sprintrc(rc));
}

/* " / * DATE * /" of sec and nsec, as systrace writes it (local time). */
static const char *date(long long sec, unsigned int nsec)
{
	static char buf[128];
	char d[64], z[16];
	time_t t = (time_t)sec;
	struct tm tm;
	if (!localtime_r(&t, &tm))
		perror_msg_and_fail("localtime_r");
	strftime(d, sizeof(d), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(z, sizeof(z), "%z", &tm);
	if (nsec)
		snprintf(buf, sizeof(buf), " /* %s.%09u%s */", d, nsec, z);
	else
		snprintf(buf, sizeof(buf), " /* %s%s */", d, z);
	return buf;
}

int main(void)
{
	char buf[512];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct ptp_perout_request *p = tail_alloc(sizeof(*p));
	memset(p, 0, sizeof(*p));
	p->start.sec = 1700000000;
	p->start.nsec = 5;
	p->period.sec = 1;
	p->period.nsec = 500;
	p->index = 2;
	snprintf(buf, sizeof(buf), "{start={sec=1700000000, nsec=5}%s, period={sec=1, nsec=500}"
		 ", index=2, flags=0}", date(1700000000, 5));
	call(PTP_PEROUT_REQUEST, "PTP_PEROUT_REQUEST", p, buf);
	call(PTP_PEROUT_REQUEST2, "PTP_PEROUT_REQUEST2", p, buf);

	/* No date for the epoch; reserved words. */
	p->start.sec = 0;
	p->start.nsec = 0;
	p->start.reserved = 7;
	p->flags = PTP_PEROUT_ONE_SHOT;
	p->rsv[3] = 9;
	call(PTP_PEROUT_REQUEST2, "PTP_PEROUT_REQUEST2", p, "{start={sec=0, nsec=0, reserved=0x7}"
	     ", period={sec=1, nsec=500}, index=2, flags=PTP_PEROUT_ONE_SHOT"
	     ", rsv=[0, 0, 0, 0x9]}");
	call(PTP_PEROUT_REQUEST, "PTP_PEROUT_REQUEST", p, "{start={sec=0, nsec=0, reserved=0x7}"
	     ", period={sec=1, nsec=500}, index=2, flags=PTP_PEROUT_ONE_SHOT}");

	/* A phase (no date) and a duty cycle. */
	p->flags = PTP_PEROUT_PHASE | PTP_PEROUT_DUTY_CYCLE | 0x80;
	p->on.sec = 3;
	p->on.nsec = 0;
	call(PTP_PEROUT_REQUEST2, "PTP_PEROUT_REQUEST2", p, "{phase={sec=0, nsec=0, reserved=0x7}"
	     ", period={sec=1, nsec=500}, index=2, flags=PTP_PEROUT_DUTY_CYCLE|PTP_PEROUT_PHASE"
	     "|0x80, on={sec=3, nsec=0, reserved=0x9}}");

	p->flags = 0;
	p->start.sec = -1;
	p->start.reserved = 0;
	snprintf(buf, sizeof(buf), "{start={sec=-1, nsec=0}%s, period={sec=1, nsec=500}, index=2"
		 ", flags=0}", date(-1, 0));
	call(PTP_PEROUT_REQUEST, "PTP_PEROUT_REQUEST", p, buf);
	call(PTP_PEROUT_REQUEST, "PTP_PEROUT_REQUEST", NULL, "NULL");
	call(PTP_PEROUT_REQUEST2, "PTP_PEROUT_REQUEST2", (char *)p + 8, sprintaddr((char *)p + 8));

	puts("+++ exited with 0 +++");
	return 0;
}
