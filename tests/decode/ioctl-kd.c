/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: console font and map requests on a descriptor that is not a console
 * (they fail): fonts (PIO_FONT, PIO_FONTX, each KDFONTOP operation), the
 * colour, screen and unicode maps, key codes, the repeat rate and the unicode
 * diacriticals; what the kernel would only write as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kd.h>

#define X61_32 "\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61" \
	"\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61\\x61" \
	"\\x61\\x61"
#define SEQ_32 "\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\x09\\x0a\\x0b\\x0c\\x0d" \
	"\\x0e\\x0f\\x10\\x11\\x12\\x13\\x14\\x15\\x16\\x17\\x18\\x19\\x1a\\x1b\\x1c\\x1d" \
	"\\x1e\\x1f"

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	unsigned char *font = tail_alloc(512 * 32);
	memset(font, 'a', 512 * 32);
	unsigned char *seq = tail_alloc(E_TABSZ);
	for (int i = 0; i < E_TABSZ; i++)
		seq[i] = (unsigned char)i;

	rc = syscall(SYS_ioctl, fd, PIO_FONT, seq);
	printf("ioctl(%d, PIO_FONT, \"" SEQ_32 "\"...) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PIO_FONT, NULL);
	printf("ioctl(%d, PIO_FONT, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GIO_FONT, font);
	printf("ioctl(%d, GIO_FONT, %s) = %s\n", fd, sprintaddr(font), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PIO_CMAP, seq);
	printf("ioctl(%d, PIO_CMAP, \"" SEQ_32 "\"...) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PIO_SCRNMAP, seq);
	printf("ioctl(%d, PIO_SCRNMAP, \"" SEQ_32 "\"...) = %s\n", fd, sprintrc(rc));
	unsigned short *usm = tail_alloc(E_TABSZ * sizeof(*usm));
	for (int i = 0; i < E_TABSZ; i++)
		usm[i] = (unsigned short)(i * 3);
	rc = syscall(SYS_ioctl, fd, PIO_UNISCRNMAP, usm);
	printf("ioctl(%d, PIO_UNISCRNMAP, [0", fd);
	for (int i = 1; i < 32; i++)
		printf(", %#x", i * 3);
	printf(", ...]) = %s\n", sprintrc(rc));

	struct consolefontdesc *cfd = tail_alloc(sizeof(*cfd));
	*cfd = (struct consolefontdesc){ .charcount = 1, .charheight = 16, .chardata = (char *)font };
	rc = syscall(SYS_ioctl, fd, PIO_FONTX, cfd);
	printf("ioctl(%d, PIO_FONTX, {charcount=1, charheight=16, chardata=\"" X61_32 "\"}) = %s\n",
	       fd, sprintrc(rc));
	cfd->charcount = 256;
	rc = syscall(SYS_ioctl, fd, PIO_FONTX, cfd);
	printf("ioctl(%d, PIO_FONTX, {charcount=256, charheight=16, chardata=\"" X61_32
	       "\"...}) = %s\n", fd, sprintrc(rc));
	cfd->charcount = 0;
	rc = syscall(SYS_ioctl, fd, PIO_FONTX, cfd);
	printf("ioctl(%d, PIO_FONTX, {charcount=0, charheight=16, chardata=\"\"}) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, GIO_FONTX, cfd);
	printf("ioctl(%d, GIO_FONTX, {charcount=0, charheight=16, chardata=%s}) = %s\n", fd,
	       sprintaddr(font), sprintrc(rc));

	struct console_font_op *op = tail_alloc(sizeof(*op));
	*op = (struct console_font_op){ .op = KD_FONT_OP_SET, .flags = KD_FONT_FLAG_DONT_RECALC,
					.width = 8, .height = 16, .charcount = 1, .data = font };
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_SET, flags=KD_FONT_FLAG_DONT_RECALC, width=8"
	       ", height=16, charcount=1, data=\"" X61_32 "\"}) = %s\n", fd, sprintrc(rc));
	op->width = 9;
	op->flags = 0;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_SET, flags=0, width=9, height=16, charcount=1"
	       ", data=\"" X61_32 "\"...}) = %s\n", fd, sprintrc(rc));
	op->width = 0;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_SET, flags=0, width=0, height=16, charcount=1"
	       ", data=\"\"}) = %s\n", fd, sprintrc(rc));
	op->op = KD_FONT_OP_GET;
	op->width = 8;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_GET, flags=0, width=8, height=16, charcount=1"
	       ", data=%s}) = %s\n", fd, sprintaddr(font), sprintrc(rc));
	op->op = KD_FONT_OP_SET_DEFAULT;
	op->flags = KD_FONT_FLAG_DONT_RECALC;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_SET_DEFAULT, width=8, height=16"
	       ", data=\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"...}) = %s\n", fd, sprintrc(rc));
	op->data = NULL;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_SET_DEFAULT, width=8, height=16"
	       ", data=NULL}) = %s\n", fd, sprintrc(rc));
	op->data = font + 512 * 32 - 3;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_SET_DEFAULT, width=8, height=16"
	       ", data=%s}) = %s\n", fd, sprintaddr(op->data), sprintrc(rc));
	op->data = font;
	op->op = KD_FONT_OP_COPY;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=KD_FONT_OP_COPY, height=16}) = %s\n", fd, sprintrc(rc));
	op->op = 9;
	op->flags = 0x10;
	rc = syscall(SYS_ioctl, fd, KDFONTOP, op);
	printf("ioctl(%d, KDFONTOP, {op=0x9 /* KD_FONT_OP_??? */, flags=0x10 /* KD_FONT_FLAG_??? */"
	       ", width=8, height=16, charcount=1, data=%s}) = %s\n", fd, sprintaddr(font),
	       sprintrc(rc));

	struct unipair *up = tail_alloc(40 * sizeof(*up));
	memset(up, 0, 40 * sizeof(*up));
	up[0] = (struct unipair){ 0x41, 1 };
	up[1] = (struct unipair){ 0x42, 2 };
	struct unimapdesc *ud = tail_alloc(sizeof(*ud));
	*ud = (struct unimapdesc){ .entry_ct = 2, .entries = up };
	rc = syscall(SYS_ioctl, fd, PIO_UNIMAP, ud);
	printf("ioctl(%d, PIO_UNIMAP, {entry_ct=2, entries=[{unicode=0x41, fontpos=0x1}"
	       ", {unicode=0x42, fontpos=0x2}]}) = %s\n", fd, sprintrc(rc));
	ud->entry_ct = 40;
	rc = syscall(SYS_ioctl, fd, PIO_UNIMAP, ud);
	printf("ioctl(%d, PIO_UNIMAP, {entry_ct=40, entries=[{unicode=0x41, fontpos=0x1}"
	       ", {unicode=0x42, fontpos=0x2}", fd);
	for (int i = 2; i < 32; i++)
		printf(", {unicode=0, fontpos=0}");
	printf(", ...]}) = %s\n", sprintrc(rc));
	ud->entry_ct = 0;
	rc = syscall(SYS_ioctl, fd, PIO_UNIMAP, ud);
	printf("ioctl(%d, PIO_UNIMAP, {entry_ct=0, entries=[]}) = %s\n", fd, sprintrc(rc));
	ud->entry_ct = 1;
	ud->entries = NULL;
	rc = syscall(SYS_ioctl, fd, PIO_UNIMAP, ud);
	printf("ioctl(%d, PIO_UNIMAP, {entry_ct=1, entries=NULL}) = %s\n", fd, sprintrc(rc));

	struct unimapinit *ui = tail_alloc(sizeof(*ui));
	*ui = (struct unimapinit){ 1, 2, 3 };
	rc = syscall(SYS_ioctl, fd, PIO_UNIMAPCLR, ui);
	printf("ioctl(%d, PIO_UNIMAPCLR, {advised_hashsize=1, advised_hashstep=2"
	       ", advised_hashlevel=3}) = %s\n", fd, sprintrc(rc));
	struct kbkeycode *kc = tail_alloc(sizeof(*kc));
	*kc = (struct kbkeycode){ .scancode = 5, .keycode = 0x60 };
	rc = syscall(SYS_ioctl, fd, KDSETKEYCODE, kc);
	printf("ioctl(%d, KDSETKEYCODE, {scancode=0x5, keycode=0x60}) = %s\n", fd, sprintrc(rc));
	struct kbd_repeat *kr = tail_alloc(sizeof(*kr));
	*kr = (struct kbd_repeat){ .delay = 250, .period = -1 };
	rc = syscall(SYS_ioctl, fd, KDKBDREP, kr);
	printf("ioctl(%d, KDKBDREP, {delay=250, period=-1}) = %s\n", fd, sprintrc(rc));
	struct kbdiacrs *kd = tail_alloc(sizeof(*kd));
	memset(kd, 0, sizeof(*kd));
	kd->kb_cnt = 5;
	kd->kbdiacr[0] = (struct kbdiacr){ 'a', '\n', '\'' };
	kd->kbdiacr[1] = (struct kbdiacr){ '\\', 0x7f, 0xff };
	kd->kbdiacr[2] = (struct kbdiacr){ '\t', '\r', '"' };
	kd->kbdiacr[3] = (struct kbdiacr){ '\v', '\f', ' ' };
	kd->kbdiacr[4] = (struct kbdiacr){ '\a', '\b', 0x1b };
	static const char diacrs[] = "{diacr='a', base='\\n', result='\\''}"
		", {diacr='\\\\', base='\\x7f', result='\\xff'}"
		", {diacr='\\t', base='\\r', result='\"'}"
		", {diacr='\\v', base='\\f', result=' '}"
		", {diacr='\\x07', base='\\x08', result='\\x1b'}";
	rc = syscall(SYS_ioctl, fd, KDSKBDIACR, kd);
	printf("ioctl(%d, KDSKBDIACR, {kb_cnt=5, kbdiacr=[%s]}) = %s\n", fd, diacrs, sprintrc(rc));
	kd->kb_cnt = 300;
	rc = syscall(SYS_ioctl, fd, KDSKBDIACR, kd);
	printf("ioctl(%d, KDSKBDIACR, {kb_cnt=300, kbdiacr=[%s", fd, diacrs);
	for (int i = 5; i < 32; i++)
		printf(", {diacr='\\x00', base='\\x00', result='\\x00'}");
	printf(", ...]}) = %s\n", sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KDGKBDIACR, kd);
	printf("ioctl(%d, KDGKBDIACR, %s) = %s\n", fd, sprintaddr(kd), sprintrc(rc));
	struct kbdiacrsuc *ku = tail_alloc(sizeof(*ku));
	memset(ku, 0, sizeof(*ku));
	ku->kb_cnt = 1;
	ku->kbdiacruc[0] = (struct kbdiacruc){ 0x41, 0x42, 0x43 };
	rc = syscall(SYS_ioctl, fd, KDSKBDIACRUC, ku);
	printf("ioctl(%d, KDSKBDIACRUC, {kb_cnt=1, kbdiacruc=[{diacr=0x41, base=0x42"
	       ", result=0x43}]}) = %s\n", fd, sprintrc(rc));
	ku->kb_cnt = 300;
	rc = syscall(SYS_ioctl, fd, KDSKBDIACRUC, ku);
	printf("ioctl(%d, KDSKBDIACRUC, {kb_cnt=300, kbdiacruc=[{diacr=0x41, base=0x42"
	       ", result=0x43}", fd);
	for (int i = 1; i < 32; i++)
		printf(", {diacr=0, base=0, result=0}");
	printf(", ...]}) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
