/* systrace: -e trace=adjtimex,clock_adjtime */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* struct timex as read back (modes 0 changes nothing), the clock state after it. */
#include "tests.h"

#include <sys/timex.h>
#include <time.h>

static const char *const states[] = {
	"TIME_OK", "TIME_INS", "TIME_DEL", "TIME_OOP", "TIME_WAIT", "TIME_ERROR",
};

static const char *sprint_status(int s)
{
	static const char *const names[] = {
		"STA_PLL", "STA_PPSFREQ", "STA_PPSTIME", "STA_FLL", "STA_INS", "STA_DEL",
		"STA_UNSYNC", "STA_FREQHOLD", "STA_PPSSIGNAL", "STA_PPSJITTER",
		"STA_PPSWANDER", "STA_PPSERROR", "STA_CLOCKERR", "STA_NANO", "STA_MODE",
		"STA_CLK",
	};
	static char buf[512];
	char *o = buf;
	*o = '\0';
	for (int i = 0; i < 16; i++)
		if (s & (1 << i))
			o += sprintf(o, "%s%s", o == buf ? "" : "|", names[i]);
	if (s & ~0xffff)
		sprintf(o, "%s%#x", o == buf ? "" : "|", s & ~0xffff);
	if (!s)
		strcpy(buf, "0");
	return buf;
}

static const char *sprint_timex(const struct timex *t)
{
	static char buf[1024];
	snprintf(buf, sizeof(buf), "{modes=0, offset=%ld, freq=%ld, maxerror=%ld, esterror=%ld, "
		 "status=%s, constant=%ld, precision=%ld, tolerance=%ld, time={tv_sec=%ld, "
		 "tv_usec=%lu}, tick=%ld, ppsfreq=%ld, jitter=%ld, shift=%d, stabil=%ld, "
		 "jitcnt=%ld, calcnt=%ld, errcnt=%ld, stbcnt=%ld, tai=%d}", t->offset, t->freq,
		 t->maxerror, t->esterror, sprint_status(t->status), t->constant, t->precision,
		 t->tolerance, (long)t->time.tv_sec, (unsigned long)t->time.tv_usec, t->tick,
		 t->ppsfreq, t->jitter, t->shift, t->stabil, t->jitcnt, t->calcnt, t->errcnt,
		 t->stbcnt, t->tai);
	return buf;
}

static const char *sprint_rc(long rc)
{
	static char buf[600];
	if (rc >= 0 && rc <= 5)
		snprintf(buf, sizeof(buf), "%ld (%s)", rc, states[rc]);
	else
		snprintf(buf, sizeof(buf), "%s", sprintrc(rc));
	return buf;
}

int main(void)
{
	long rc;
	struct timex *t = tail_alloc(sizeof(*t));
	memset(t, 0, sizeof(*t));
	rc = syscall(SYS_adjtimex, t);
	printf("adjtimex(%s) = %s\n", out_arg(t, sprint_timex(t)), sprint_rc(rc));
	rc = syscall(SYS_adjtimex, NULL);
	printf("adjtimex(NULL) = %s\n", sprintrc(rc));
	memset(t, 0, sizeof(*t));
	t->modes = 0x8000;
	rc = syscall(SYS_adjtimex, t);
	printf("adjtimex(%p) = %s\n", t, sprintrc(rc));
	rc = syscall(SYS_adjtimex, (char *)t + 8);
	printf("adjtimex(%p) = %s\n", (char *)t + 8, sprintrc(rc));

	memset(t, 0, sizeof(*t));
	rc = syscall(SYS_clock_adjtime, CLOCK_REALTIME, t);
	printf("clock_adjtime(CLOCK_REALTIME, %s) = %s\n", out_arg(t, sprint_timex(t)),
	       sprint_rc(rc));
	rc = syscall(SYS_clock_adjtime, 99, t);
	printf("clock_adjtime(0x63 /* CLOCK_??? */, %p) = %s\n", t, sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
