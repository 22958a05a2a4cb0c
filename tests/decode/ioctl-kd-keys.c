/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: console keymap requests on a descriptor that is not a console (they
 * fail): key entries (KDSKBENT, KDGKBENT) with each table form and each kind
 * of key symbol, function key strings (KDSKBSENT, KDGKBSENT) around the -s
 * limit and cut by unmapped memory, key codes (KDSETKEYCODE, KDGETKEYCODE),
 * the unicode map GIO_UNIMAP reads back, NULL and short structures.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kd.h>
#include <linux/keyboard.h>

#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

static int fd;

static void kbent(unsigned int code, const char *name, void *arg, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, code, arg);
	printf("ioctl(%d, %s, %s) = %s\n", fd, name, text, sprintrc(rc));
}

static const struct {
	unsigned char table;
	const char *table_s;
	unsigned short value;
	const char *value_s;
} entries[] = {
	{ K_NORMTAB, "K_NORMTAB", K(KT_FN, 0), "0x100 /* K_F1 */" },
	{ K_SHIFTTAB, "K_SHIFTTAB", K(KT_SPEC, 1), "0x201 /* K_ENTER */" },
	{ K_ALTTAB, "K_ALTTAB", K(KT_PAD, 2), "0x302 /* K_P2 */" },
	{ K_ALTSHIFTTAB, "K_ALTSHIFTTAB", K(KT_DEAD, 3), "0x403 /* K_DTILDE */" },
	{ 4, "1<<KG_CTRL", K(KT_CONS, 4), "0x504 /* K(KT_CONS, 0x4) */" },
	{ 5, "1<<KG_SHIFT|1<<KG_CTRL", K(KT_CUR, 1), "0x601 /* K_LEFT */" },
	{ 6, "1<<KG_ALTGR|1<<KG_CTRL", K(KT_SHIFT, 2), "0x702 /* K_CTRL */" },
	{ 8, "1<<KG_ALT", K(KT_META, 'a'), "0x861 /* K(KT_META, 'a') */" },
	{ 9, "1<<KG_SHIFT|1<<KG_ALT", K(KT_ASCII, 5), "0x905 /* K_ASC5 */" },
	{ 10, "1<<KG_ALTGR|1<<KG_ALT", K(KT_LOCK, 1), "0xa01 /* K_ALTGRLOCK */" },
	{ 11, "1<<KG_SHIFT|1<<KG_ALTGR|1<<KG_ALT", K(KT_LETTER, 'b'),
	  "0xb62 /* K(KT_LETTER, 'b') */" },
	{ 12, "1<<KG_CTRL|1<<KG_ALT", K(KT_SLOCK, 2), "0xc02 /* K_CTRL_SLOCK */" },
	{ 13, "1<<KG_SHIFT|1<<KG_CTRL|1<<KG_ALT", K(KT_DEAD2, '\n'),
	  "0xd0a /* K(KT_DEAD2, '\\n') */" },
	{ 14, "1<<KG_ALTGR|1<<KG_CTRL|1<<KG_ALT", K(KT_BRL, 3), "0xe03 /* K_BRL_DOT3 */" },
	{ 0x10, "1<<KG_SHIFTL", K(15, 7), "0xf07 /* K(0xf, 0x7) */" },
	{ 0x23, "1<<KG_SHIFT|1<<KG_ALTGR|1<<KG_SHIFTR", K(KT_FN, 200), "0x1c8 /* K_F191 */" },
	{ 0xff, "1<<KG_SHIFT|1<<KG_ALTGR|1<<KG_CTRL|1<<KG_ALT|1<<KG_SHIFTL|1<<KG_SHIFTR"
	  "|1<<KG_CTRLL|1<<KG_CTRLR", 0xffff, "0xffff /* K(0xff, 0xff) */" },
	{ 0, "K_NORMTAB", K(KT_LATIN, 0), "0 /* K(KT_LATIN, '\\x00') */" },
	{ 0, "K_NORMTAB", K(KT_LATIN, '\''), "0x27 /* K(KT_LATIN, '\\'') */" },
	{ 0, "K_NORMTAB", K(KT_LATIN, '\\'), "0x5c /* K(KT_LATIN, '\\\\') */" },
	{ 0, "K_NORMTAB", K(KT_LATIN, '"'), "0x22 /* K(KT_LATIN, '\"') */" },
	{ 0, "K_NORMTAB", K(KT_LATIN, '\t'), "0x9 /* K(KT_LATIN, '\\t') */" },
	{ 0, "K_NORMTAB", K(KT_LATIN, 0xff), "0xff /* K(KT_LATIN, '\\xff') */" },
	{ 0, "K_NORMTAB", K(KT_META, 0x7f), "0x87f /* K(KT_META, '\\x7f') */" },
	{ 0, "K_NORMTAB", K(KT_SPEC, 0xff), "0x2ff /* K(KT_SPEC, 0xff) */" },
	{ 0, "K_NORMTAB", K(KT_SHIFT, KG_CAPSSHIFT), "0x708 /* K_CAPSSHIFT */" },
};

int main(void)
{
	char buf[1024];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct kbentry *e = tail_alloc(sizeof(*e));
	e->kb_index = 30;
	for (size_t i = 0; i < N_OF(entries); i++) {
		e->kb_table = entries[i].table;
		e->kb_value = entries[i].value;
		snprintf(buf, sizeof(buf), "{kb_table=%s, kb_index=30, kb_value=%s}",
			 entries[i].table_s, entries[i].value_s);
		kbent(KDSKBENT, "KDSKBENT", e, buf);
	}
	/* Get: the key symbol is the kernel's answer (the call fails: none). */
	e->kb_table = K_SHIFTTAB;
	kbent(KDGKBENT, "KDGKBENT", e, "{kb_table=K_SHIFTTAB, kb_index=30}");
	/* Only table and index readable; not even those. */
	unsigned char *sel = tail_alloc(2);
	sel[0] = K_SHIFTTAB;
	sel[1] = 2;
	kbent(KDSKBENT, "KDSKBENT", sel, "{kb_table=K_SHIFTTAB, kb_index=2, kb_value=???}");
	kbent(KDGKBENT, "KDGKBENT", sel, "{kb_table=K_SHIFTTAB, kb_index=2}");
	kbent(KDSKBENT, "KDSKBENT", sel + 1, sprintaddr(sel + 1));
	kbent(KDSKBENT, "KDSKBENT", NULL, "NULL");

	/* Function key strings: up to the NUL, -s (32) bytes shown. */
	struct kbsentry *s = tail_alloc(sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->kb_func = KVAL(K_F1);
	strcpy((char *)s->kb_string, "\033[[A");
	kbent(KDSKBSENT, "KDSKBSENT", s, "{kb_func=KVAL(K_F1), kb_string=\"\\33[[A\"}");
	kbent(KDGKBSENT, "KDGKBSENT", s, "{kb_func=KVAL(K_F1)}");
	s->kb_func = KVAL(K_PGDN);
	memcpy(s->kb_string, "ab\0cd", 6);
	kbent(KDSKBSENT, "KDSKBSENT", s, "{kb_func=KVAL(K_PGDN), kb_string=\"ab\"}");
	s->kb_func = 250;
	for (int n = 31; n <= 33; n++) {
		memset(s->kb_string, 0, sizeof(s->kb_string));
		memset(s->kb_string, 'y', n);
		snprintf(buf, sizeof(buf), "{kb_func=KVAL(K_F241), kb_string=\"%.*s\"%s}",
			 n < 32 ? n : 32, "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", n < 32 ? "" : "...");
		kbent(KDSKBSENT, "KDSKBSENT", s, buf);
	}
	memset(s->kb_string, 'z', sizeof(s->kb_string));
	kbent(KDSKBSENT, "KDSKBSENT", s,
	      "{kb_func=KVAL(K_F241), kb_string=\"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\"...}");
	/* A string that unmapped memory cuts before its NUL; one that ends before. */
	char *p = tail_alloc(10);
	memset(p, 'w', 10);
	p[0] = KVAL(K_F6);
	kbent(KDSKBSENT, "KDSKBSENT", p, "{kb_func=KVAL(K_F6), kb_string=???}");
	p[9] = 0;
	kbent(KDSKBSENT, "KDSKBSENT", p, "{kb_func=KVAL(K_F6), kb_string=\"wwwwwwww\"}");
	p[9] = KVAL(K_F2);
	kbent(KDSKBSENT, "KDSKBSENT", p + 9, "{kb_func=KVAL(K_F2), kb_string=???}");
	kbent(KDGKBSENT, "KDGKBSENT", p + 9, "{kb_func=KVAL(K_F2)}");
	kbent(KDGKBSENT, "KDGKBSENT", NULL, "NULL");

	/* Key codes. */
	struct kbkeycode *k = tail_alloc(sizeof(*k));
	k->scancode = 0x1e;
	k->keycode = 30;
	kbent(KDSETKEYCODE, "KDSETKEYCODE", k, "{scancode=0x1e, keycode=0x1e}");
	kbent(KDGETKEYCODE, "KDGETKEYCODE", k, "{scancode=0x1e, keycode=0x1e}");
	kbent(KDGETKEYCODE, "KDGETKEYCODE", (char *)k + 4, sprintaddr((char *)k + 4));
	kbent(KDGETKEYCODE, "KDGETKEYCODE", NULL, "NULL");

	/* The unicode map: one that cannot be read; what GIO_UNIMAP reads
	 * again at exit (the count, the pairs' address as the call failed). */
	struct unimapdesc *um = tail_alloc(sizeof(*um));
	um->entry_ct = 2;
	um->entries = BAD_ADDR;
	snprintf(buf, sizeof(buf), "{entry_ct=2, entries=%s}", sprintaddr(BAD_ADDR));
	kbent(PIO_UNIMAP, "PIO_UNIMAP", um, buf);
	char known[256];
	snprintf(known, sizeof(known), " => 2, entries=%s", sprintaddr(BAD_ADDR));
	snprintf(buf, sizeof(buf), "{entry_ct=2%s}", sprint_alt("", known));
	kbent(GIO_UNIMAP, "GIO_UNIMAP", um, buf);
	kbent(GIO_UNIMAP, "GIO_UNIMAP", NULL, "NULL");

	puts("+++ exited with 0 +++");
	return 0;
}
