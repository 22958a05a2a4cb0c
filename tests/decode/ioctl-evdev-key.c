/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: evdev key map settings on a descriptor that is not an input device
 * (they fail): EVIOCSKEYCODE's pair with key codes by name (the first name of
 * an alias, buttons, unknown codes), EVIOCSKEYCODE_V2 (its flags and length
 * without -v), and the getters' addresses.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/input.h>

static const struct {
	unsigned int code;
	const char *text;
} keys[] = {
	{ KEY_RESERVED, "KEY_RESERVED" },
	{ KEY_A, "KEY_A" },
	{ KEY_MUTE, "KEY_MUTE" },		/* = KEY_MIN_INTERESTING */
	{ KEY_HANGEUL, "KEY_HANGEUL" },		/* = KEY_HANGUEL */
	{ KEY_COFFEE, "KEY_COFFEE" },		/* = KEY_SCREENLOCK */
	{ 0x100, "BTN_0" },			/* = BTN_MISC */
	{ BTN_LEFT, "BTN_LEFT" },
	{ 0x2c0, "BTN_TRIGGER_HAPPY1" },
	{ 0x54, "0x54 /* KEY_??? */" },
	{ 0x2ff, "0x2ff /* KEY_??? */" },
	{ 0x1000, "0x1000 /* KEY_??? */" },
};

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	unsigned int *kc = tail_alloc(2 * sizeof(*kc));
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		kc[0] = 30;
		kc[1] = keys[i].code;
		rc = syscall(SYS_ioctl, fd, EVIOCSKEYCODE, kc);
		printf("ioctl(%d, EVIOCSKEYCODE, [30, %s]) = %s\n", fd, keys[i].text, sprintrc(rc));
	}
	rc = syscall(SYS_ioctl, fd, EVIOCSKEYCODE, kc + 1);
	printf("ioctl(%d, EVIOCSKEYCODE, %s) = %s\n", fd, sprintaddr(kc + 1), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCGKEYCODE, kc);
	printf("ioctl(%d, EVIOCGKEYCODE, %s) = %s\n", fd, sprintaddr(kc), sprintrc(rc));

	struct input_keymap_entry *ke = tail_alloc(sizeof(*ke));
	memset(ke, 0, sizeof(*ke));
	ke->flags = INPUT_KEYMAP_BY_INDEX;
	ke->len = 4;
	ke->index = 3;
	ke->keycode = KEY_B;
	ke->scancode[0] = 0x1e;
	rc = syscall(SYS_ioctl, fd, EVIOCSKEYCODE_V2, ke);
	printf("ioctl(%d, EVIOCSKEYCODE_V2, {flags=1, len=4, ...}) = %s\n", fd, sprintrc(rc));
	ke->flags = 2;
	ke->len = 40;
	rc = syscall(SYS_ioctl, fd, EVIOCSKEYCODE_V2, ke);
	printf("ioctl(%d, EVIOCSKEYCODE_V2, {flags=2, len=40, ...}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCSKEYCODE_V2, NULL);
	printf("ioctl(%d, EVIOCSKEYCODE_V2, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCGKEYCODE_V2, ke);
	printf("ioctl(%d, EVIOCGKEYCODE_V2, %s) = %s\n", fd, sprintaddr(ke), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
