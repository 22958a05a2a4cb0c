/* systrace: -v -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: EVIOCSFF with -v on a descriptor that is no input device (it
 * fails): each force feedback effect type strace shows in full (constant,
 * ramp, periodic, rumble), one it shows without its parameters, an unknown
 * type, NULL.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/input.h>

static int fd;

static void call(void *arg, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, EVIOCSFF, arg);
	printf("ioctl(%d, EVIOCSFF, %s) = %s\n", fd, text, sprintrc(rc));
}

#define COMMON "id=-1, direction=16384, trigger={button=1, interval=2}" \
	", replay={length=3, delay=4}"

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct ff_effect *f = tail_alloc(sizeof(*f));
	static const struct {
		unsigned short type;
		const char *text;
	} effects[] = {
		{ FF_CONSTANT, "{type=FF_CONSTANT, " COMMON ", constant={level=513"
		  ", envelope={attack_length=1027, attack_level=1541, fade_length=2055"
		  ", fade_level=0xa09}}}" },
		{ FF_RAMP, "{type=FF_RAMP, " COMMON ", ramp={start_level=513, end_level=1027"
		  ", envelope={attack_length=1541, attack_level=2055, fade_length=2569"
		  ", fade_level=0xc0b}}}" },
		{ FF_RUMBLE, "{type=FF_RUMBLE, " COMMON ", rumble={strong_magnitude=513"
		  ", weak_magnitude=1027}}" },
		{ FF_SPRING, "{type=FF_SPRING, " COMMON "}" },
		{ 0x99, "{type=0x99 /* FF_??? */, " COMMON "}" },
	};
	for (size_t i = 0; i < sizeof(effects) / sizeof(effects[0]); i++) {
		memset(f, 0, sizeof(*f));
		f->type = effects[i].type;
		f->id = -1;
		f->direction = 0x4000;
		f->trigger.button = 1;
		f->trigger.interval = 2;
		f->replay.length = 3;
		f->replay.delay = 4;
		unsigned char *b = (unsigned char *)&f->u;
		for (size_t j = 0; j < sizeof(f->u); j++)
			b[j] = (unsigned char)(j + 1);
		call(f, effects[i].text);
	}
	memset(f, 0, sizeof(*f));
	f->type = FF_PERIODIC;
	f->u.periodic.waveform = FF_SINE;
	f->u.periodic.period = 100;
	f->u.periodic.magnitude = -5;
	f->u.periodic.custom_len = 2;
	f->u.periodic.custom_data = BAD_ADDR;
	char buf[512];
	snprintf(buf, sizeof(buf), "{type=FF_PERIODIC, id=0, direction=0, trigger={button=0"
		 ", interval=0}, replay={length=0, delay=0}, periodic={waveform=90, period=100"
		 ", magnitude=-5, offset=0, phase=0, envelope={attack_length=0, attack_level=0"
		 ", fade_length=0, fade_level=0}, custom_len=2, custom_data=%s}}",
		 sprintaddr(BAD_ADDR));
	call(f, buf);
	call(NULL, "NULL");

	puts("+++ exited with 0 +++");
	return 0;
}
