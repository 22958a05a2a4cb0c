/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Console font and keyboard map requests ('K') whose argument the kernel
 * reads, at entry: fonts (PIO_FONT, PIO_FONTX, KDFONTOP), colour and screen
 * maps, the unicode map, key codes, the repeat rate and the unicode
 * and plain diacriticals. Arrays show -s elements at most, as strace shows them;
 * what the kernel writes back is not decoded, but for the keymap requests: a
 * key's entry (KDGKBENT, KDSKBENT), a function key's string (KDGKBSENT,
 * KDSKBSENT) and a scan code's key code (KDGETKEYCODE, KDSETKEYCODE), the
 * selector at entry, the value at entry (set) or at exit (get).
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/kd.h>
#include <linux/keyboard.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "xlat/kd_font_flags.h"
#include "xlat/kd_default_led_flags.h"
#include "xlat/kd_font_ops.h"
#include "xlat/kd_key_tables.h"
#include "xlat/kd_key_types.h"
#include "xlat/kd_keymap_flags.h"
#include "xlat/kd_keys.h"
#include "xlat/kd_led_flags.h"

/* Bytes of the fonts of PIO_FONT and of one character of the others. */
#define FONT_BYTES (E_TABSZ * 32)
#define CHAR_BYTES 32

/* KD_FONT_OP_SET_DEFAULT's font name: a string in a 32-byte buffer, its
 * first 31 bytes and "..." when no NUL ends it there, as strace shows it. */
static void print_font_name(struct tcb *tcp, uint64_t addr)
{
	char name[32];
	int n = addr ? fetch_str(tcp, addr, name, sizeof(name)) : -1;
	if (n < 0)
		print_addr(tcp, addr);
	else if ((size_t)n < sizeof(name))
		value_str(tcp, name, (size_t)n, 0);
	else
		value_str(tcp, name, sizeof(name) - 1, QUOTE_ELLIPSIS);
}

static void print_font_op(struct tcb *tcp, const struct console_font_op *f)
{
	value_struct_begin(tcp);
	value_field(tcp, "op");
	print_xval(tcp, &kd_font_ops, f->op, "KD_FONT_OP_???");
	switch (f->op) {
	case KD_FONT_OP_COPY:
		value_field(tcp, "height");
		value_uint(tcp, f->height, VB_DEC);
		break;
	case KD_FONT_OP_SET_DEFAULT:
		value_field(tcp, "width");
		value_uint(tcp, f->width, VB_DEC);
		value_field(tcp, "height");
		value_uint(tcp, f->height, VB_DEC);
		value_field(tcp, "data");
		print_font_name(tcp, (uintptr_t)f->data);
		break;
	default:
		value_field(tcp, "flags");
		print_flags(tcp, &kd_font_flags, f->flags, "KD_FONT_FLAG_???");
		value_field(tcp, "width");
		value_uint(tcp, f->width, VB_DEC);
		value_field(tcp, "height");
		value_uint(tcp, f->height, VB_DEC);
		value_field(tcp, "charcount");
		value_uint(tcp, f->charcount, VB_DEC);
		value_field(tcp, "data");
		if (f->op == KD_FONT_OP_SET)
			print_buf_style(tcp, (uintptr_t)f->data,
					(uint64_t)((f->width + 7) / 8) * CHAR_BYTES * f->charcount,
					QUOTE_FORCE_HEX);
		else
			print_addr(tcp, (uintptr_t)f->data);
	}
	value_struct_end(tcp);
}

/* struct consolefontdesc; the font's address only (get at entry), or its
 * bytes, 32 a character. */
static void print_fontdesc(struct tcb *tcp, const struct consolefontdesc *d, bool addr_only)
{
	value_struct_begin(tcp);
	value_field(tcp, "charcount");
	value_uint(tcp, d->charcount, VB_DEC);
	value_field(tcp, "charheight");
	value_uint(tcp, d->charheight, VB_DEC);
	value_field(tcp, "chardata");
	if (addr_only)
		print_addr(tcp, (uintptr_t)d->chardata);
	else
		print_buf_style(tcp, (uintptr_t)d->chardata,
				(uint64_t)(d->charcount < 512 ? d->charcount : 512) * CHAR_BYTES,
				QUOTE_FORCE_HEX);
	value_struct_end(tcp);
}

/* What KDFONTOP's kernel wrote back, as strace shows it: the sizes, and the
 * font that GET read. */
static void print_font_op_out(struct tcb *tcp, const struct console_font_op *f)
{
	value_struct_begin(tcp);
	value_field(tcp, "width");
	value_uint(tcp, f->width, VB_DEC);
	value_field(tcp, "height");
	value_uint(tcp, f->height, VB_DEC);
	if (f->op != KD_FONT_OP_SET_DEFAULT) {
		value_field(tcp, "charcount");
		value_uint(tcp, f->charcount, VB_DEC);
		value_field(tcp, "data");
		if (f->op == KD_FONT_OP_GET)
			print_buf_style(tcp, (uintptr_t)f->data,
					(uint64_t)(((f->width < 32 ? f->width : 32) + 7) / 8) *
					CHAR_BYTES * (f->charcount < 512 ? f->charcount : 512),
					QUOTE_FORCE_HEX);
		else
			print_addr(tcp, (uintptr_t)f->data);
	}
	value_struct_end(tcp);
}

/*
 * n elements of size bytes at addr, -s of them at most (without -v), each by print, as
 * strace prints arrays: the address alone when the first cannot be read,
 * "... / * ADDR * /" where a later one cannot. The -s limit comes before the
 * read (buffered mode copies no more than it shows).
 */
static void print_elems_max(struct tcb *tcp, uint64_t addr, uint64_t n, uint64_t max, size_t size,
			    void (*print)(struct tcb *, const void *))
{
	uint8_t buf[16];
	uint64_t avail = n < max ? n : max;

	if (!addr || (avail && (opts.verbose || opts.max_strlen) &&
		      fetch_mem(tcp, addr, buf, size) < 0)) {
		print_addr(tcp, addr);
		return;
	}
	value_array_begin(tcp);
	for (uint64_t i = 0; i < avail; i++) {
		if (!opts.verbose && i >= opts.max_strlen) {
			value_array_more(tcp);
			goto end;
		}
		if (i && fetch_mem(tcp, addr + i * size, buf, size) < 0) {
			value_array_more(tcp);
			value_commentf(tcp, "%#llx", (unsigned long long)(addr + i * size));
			goto end;
		}
		value_elem(tcp);
		print(tcp, buf);
	}
	/* More than the array holds: "..." after all of it. */
	if (n > max)
		value_array_more(tcp);
end:
	value_array_end(tcp);
}

static void print_elems(struct tcb *tcp, uint64_t addr, uint64_t n, size_t size,
			void (*print)(struct tcb *, const void *))
{
	print_elems_max(tcp, addr, n, n, size, print);
}

static void print_u16_hex(struct tcb *tcp, const void *p)
{
	uint16_t v;
	memcpy(&v, p, sizeof(v));
	value_uint(tcp, v, VB_HEX);
}

static void print_unipair(struct tcb *tcp, const void *p)
{
	struct unipair u;
	memcpy(&u, p, sizeof(u));
	value_struct_begin(tcp);
	value_field(tcp, "unicode");
	value_uint(tcp, u.unicode, VB_HEX);
	value_field(tcp, "fontpos");
	value_uint(tcp, u.fontpos, VB_HEX);
	value_struct_end(tcp);
}

static void print_diacruc(struct tcb *tcp, const void *p)
{
	struct kbdiacruc d;
	memcpy(&d, p, sizeof(d));
	value_struct_begin(tcp);
	value_field(tcp, "diacr");
	value_uint(tcp, d.diacr, VB_HEX);
	value_field(tcp, "base");
	value_uint(tcp, d.base, VB_HEX);
	value_field(tcp, "result");
	value_uint(tcp, d.result, VB_HEX);
	value_struct_end(tcp);
}

/* A character as a C literal in buf (8 bytes): 'a', '\n', '\'', '\x07', as
 * strace writes it. */
static void char_literal(char *buf, uint8_t c)
{
	static const char ws[] = "\t\n\v\f\r";
	static const char ws_names[] = "tnvfr";
	const char *w = c ? strchr(ws, c) : NULL;
	if (w)
		snprintf(buf, 8, "'\\%c'", ws_names[w - ws]);
	else if (c == '\'' || c == '\\')
		snprintf(buf, 8, "'\\%c'", c);
	else if (c >= ' ' && c < 0x7f)
		snprintf(buf, 8, "'%c'", c);
	else
		snprintf(buf, 8, "'\\x%02x'", c);
}

static void print_char(struct tcb *tcp, uint8_t c)
{
	char buf[8];
	char_literal(buf, c);
	value_str(tcp, buf, strlen(buf), VS_BARE);
}

static void print_diacr(struct tcb *tcp, const void *p)
{
	struct kbdiacr d;
	memcpy(&d, p, sizeof(d));
	value_struct_begin(tcp);
	value_field(tcp, "diacr");
	print_char(tcp, d.diacr);
	value_field(tcp, "base");
	print_char(tcp, d.base);
	value_field(tcp, "result");
	print_char(tcp, d.result);
	value_struct_end(tcp);
}

/* kb_table: one of the four plain tables, else the modifiers that select it. */
static void print_kb_table(struct tcb *tcp, uint8_t t)
{
	const char *name = xlat_lookup(&kd_key_tables, t);
	if (name)
		value_const(tcp, name, t, VB_HEX, NULL);
	else
		print_flags(tcp, &kd_keymap_flags, t, "K_???");
}

/* A key symbol: hex, and its name as a comment, or K(TYPE, VALUE) with the
 * value as a character for the types that hold one (not with -X raw). */
static void print_key_value(struct tcb *tcp, uint16_t v)
{
	value_uint(tcp, v, VB_HEX);
	if (opts.const_style == CONST_RAW)
		return;
	const char *name = xlat_lookup(&kd_keys, v);
	if (name) {
		value_comment(tcp, name);
		return;
	}
	uint8_t type = KTYP(v), val = KVAL(v);
	const char *type_name = xlat_lookup(&kd_key_types, type);
	char t[8], c[8];
	if (!type_name) {
		snprintf(t, sizeof(t), "%#x", type);
		type_name = t;
	}
	switch (type) {
	case KT_LATIN:
	case KT_META:
	case KT_LETTER:
	case KT_DEAD2:
		char_literal(c, val);
		break;
	default:
		snprintf(c, sizeof(c), "%#x", val);
	}
	value_commentf(tcp, "K(%s, %s)", type_name, c);
}

/* KDGKBENT, KDSKBENT: table and index at entry; the key symbol at entry (set)
 * or, if the call worked, at exit (get); "???" when it is unreadable. */
static int kbd_entry(struct tcb *tcp, uint64_t arg, bool get)
{
	uint8_t sel[2];
	uint16_t v;

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (fetch_mem(tcp, arg, sel, sizeof(sel)) < 0) {
			print_addr(tcp, arg);
			return IOCTL_ARG_PRINTED;
		}
		value_struct_begin(tcp);
		value_field(tcp, "kb_table");
		print_kb_table(tcp, sel[0]);
		value_field(tcp, "kb_index");
		value_uint(tcp, sel[1], VB_DEC);
		if (get)
			return 0;
	} else if (syserror(tcp)) {
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_field(tcp, "kb_value");
	if (fetch_obj(tcp, arg + offsetof(struct kbentry, kb_value), &v) < 0)
		value_str(tcp, "???", 3, VS_BARE);
	else
		print_key_value(tcp, v);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* kb_func: the function key, "KVAL(K_F1)". */
static void print_kb_func(struct tcb *tcp, uint8_t f)
{
	const char *name = xlat_lookup(&kd_keys, K(KT_FN, f));
	char buf[48];
	if (name)
		snprintf(buf, sizeof(buf), "KVAL(%s)", name);
	value_const(tcp, name ? buf : NULL, f, VB_HEX, "KVAL(K_???" ")");
}

/*
 * KDGKBSENT, KDSKBSENT: the function key at entry; its string (512 bytes at
 * most) at entry (set) or, if the call worked, at exit (get): up to its NUL,
 * cut at -s with "...", "???" when unreadable.
 */
static int kbd_str_entry(struct tcb *tcp, uint64_t arg, bool get)
{
	uint8_t f;
	char str[sizeof(((struct kbsentry *)0)->kb_string)];

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &f))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "kb_func");
		print_kb_func(tcp, f);
		if (get)
			return 0;
	} else if (syserror(tcp)) {
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_field(tcp, "kb_string");
	int n = fetch_str(tcp, arg + offsetof(struct kbsentry, kb_string), str, sizeof(str));
	if (n < 0) {
		value_str(tcp, "???", 3, VS_BARE);
	} else {
		/* strace shows -s bytes of the string and its NUL: "..." when
		 * they do not reach the NUL. */
		size_t size = (size_t)n < sizeof(str) ? (size_t)n + 1 : sizeof(str);
		if (size > opts.max_strlen)
			size = opts.max_strlen;
		/* In hex (-xx, or -x and a byte that needs it, the NUL included) strace's quoting
		 * keeps the NUL and adds "...". */
		bool hex = opts.xflag > 1;
		for (size_t i = 0; !hex && opts.xflag && i < size; i++) {
			unsigned char c = (unsigned char)str[i];
			hex = c > 0x7e || (c < ' ' && (unsigned int)(c - 9) >= 5);
		}
		if (hex)
			print_quoted(tcp, str, size, QUOTE_ELLIPSIS);
		else if (size && (size_t)n < size)
			print_quoted(tcp, str, size - 1, 0);
		else
			print_quoted(tcp, str, size, QUOTE_ELLIPSIS);
	}
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* KDGETKEYCODE, KDSETKEYCODE: the scan code and key code at entry; for get,
 * " => " the key code the kernel wrote, if the call worked. */
static int keycode(struct tcb *tcp, uint64_t arg, bool get)
{
	struct kbkeycode kc;

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &kc))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "scancode");
		value_uint(tcp, kc.scancode, VB_HEX);
		value_field(tcp, "keycode");
		value_uint(tcp, kc.keycode, VB_HEX);
		if (get)
			return 0;
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	if (!syserror(tcp) &&
	    fetch_obj(tcp, arg + offsetof(struct kbkeycode, keycode), &kc.keycode) == 0) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_uint(tcp, kc.keycode, VB_HEX);
		value_expr_end(tcp);
	}
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/*
 * The keyboard LEDs: KDSETLED and KDSKBLED take them by value (a byte),
 * KDGETLED and KDGKBLED write a byte, shown at exit as "[...]" (its address
 * when the call failed). The KB requests also hold the defaults, four bits up.
 */
static int kd_leds(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	bool get = code == KDGETLED || code == KDGKBLED;
	const struct xlat *x = code == KDGKBLED || code == KDSKBLED ? &kd_default_led_flags
								    : &kd_led_flags;
	uint8_t v;

	if (get && entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (!get) {
		print_flags(tcp, x, (uint8_t)arg, "LED_???");
		return IOCTL_ARG_PRINTED;
	}
	if (syserror(tcp)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	if (!FETCH_OR_ADDR(tcp, arg, &v))
		return IOCTL_ARG_PRINTED;
	value_array_begin(tcp);
	value_elem(tcp);
	print_flags(tcp, x, v, "LED_???");
	value_array_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/*
 * PIO_UNIMAP, GIO_UNIMAP (struct unimapdesc): the count and the pairs at
 * entry; GIO_UNIMAP's at exit, read again even when the call failed, as
 * strace reads them: " => " the count the kernel wrote, then as many pairs
 * as there was room for (their address when the call failed). Left out when
 * the result is unknown.
 */
static int unimap(struct tcb *tcp, uint64_t arg, bool get)
{
	struct unimapdesc um;
	struct unipair elem;

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &um))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "entry_ct");
		value_uint(tcp, um.entry_ct, VB_DEC);
		tcp->priv[0] = um.entry_ct;
		if (get)
			return 0;
		value_field(tcp, "entries");
		print_elems(tcp, (uintptr_t)um.entries, um.entry_ct, sizeof(elem), print_unipair);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	if (!(tcp->ev.flags & EV_HAS_RET) || fetch_obj(tcp, arg, &um) < 0) {
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	value_uint(tcp, um.entry_ct, VB_DEC);
	value_expr_end(tcp);
	value_field(tcp, "entries");
	if (syserror(tcp))
		print_addr(tcp, (uintptr_t)um.entries);
	else
		print_elems(tcp, (uintptr_t)um.entries, (uint16_t)tcp->priv[0], sizeof(elem),
			    print_unipair);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}

static void print_kbd_repeat(struct tcb *tcp, const struct kbd_repeat *r)
{
	value_struct_begin(tcp);
	value_field(tcp, "delay");
	value_int(tcp, r->delay);
	value_field(tcp, "period");
	value_int(tcp, r->period);
	value_struct_end(tcp);
}

/* The kd requests of this file; -1 for others. See ioctl.h. */
int ioctl_kd_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct consolefontdesc fd;
		struct console_font_op fo;
		struct unimapdesc um;
		struct unimapinit ui;
		struct kbd_repeat kr;
		uint32_t cnt;
	} u;

	switch (code) {
	case GIO_SCRNMAP: case GIO_FONT: case GIO_CMAP: case GIO_UNISCRNMAP:
	case KDGKBDIACR: case KDGKBDIACRUC: {
		/* What the kernel wrote, at exit, as the matching set request
		 * shows it (the address when the call failed). */
		if (entering(tcp))
			return 0;
		if (syserror(tcp)) {
			tprint_sep(tcp);
			print_addr(tcp, arg);
			return IOCTL_ARG_PRINTED;
		}
		unsigned int set = code == GIO_SCRNMAP ? PIO_SCRNMAP : code == GIO_FONT ? PIO_FONT :
				   code == GIO_CMAP ? PIO_CMAP : code == GIO_UNISCRNMAP ? PIO_UNISCRNMAP :
				   code == KDGKBDIACR ? KDSKBDIACR : KDSKBDIACRUC;
		return ioctl_kd_arg(tcp, set, arg);
	}
	case KDGETLED: case KDSETLED: case KDGKBLED: case KDSKBLED:
		return kd_leds(tcp, code, arg);
	case KDSIGACCEPT:
		/* A signal, by value. */
		tprint_sep(tcp);
		if (arg < INT32_MAX)
			print_signo(tcp, (int)arg);
		else
			print_udec(tcp, arg);
		return IOCTL_ARG_PRINTED;
	case PIO_FONT:
		tprint_sep(tcp);
		print_buf_style(tcp, arg, FONT_BYTES, QUOTE_FORCE_HEX);
		return IOCTL_ARG_PRINTED;
	case PIO_CMAP:
		tprint_sep(tcp);
		print_buf_style(tcp, arg, 48, QUOTE_FORCE_HEX);
		return IOCTL_ARG_PRINTED;
	case PIO_SCRNMAP:
		tprint_sep(tcp);
		print_buf_style(tcp, arg, E_TABSZ, QUOTE_FORCE_HEX);
		return IOCTL_ARG_PRINTED;
	case PIO_UNISCRNMAP:
		tprint_sep(tcp);
		print_elems(tcp, arg, E_TABSZ, sizeof(uint16_t), print_u16_hex);
		return IOCTL_ARG_PRINTED;
	case PIO_FONTX:
	case GIO_FONTX:
		/* GIO_FONTX at exit: " => " the font the kernel wrote, if it worked. */
		if (exiting(tcp)) {
			if (syserror(tcp) || fetch_obj(tcp, arg, &u.fd) < 0)
				return IOCTL_ARG_PRINTED;
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			print_fontdesc(tcp, &u.fd, false);
			value_expr_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.fd))
			return IOCTL_ARG_PRINTED;
		print_fontdesc(tcp, &u.fd, code == GIO_FONTX);
		return code == GIO_FONTX ? 0 : IOCTL_ARG_PRINTED;
	case KDFONTOP:
		/* At exit, but for SET and COPY: " => " what the kernel wrote. */
		if (exiting(tcp)) {
			if (syserror(tcp) || fetch_obj(tcp, arg, &u.fo) < 0)
				return IOCTL_ARG_PRINTED;
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			print_font_op_out(tcp, &u.fo);
			value_expr_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.fo))
			return IOCTL_ARG_PRINTED;
		print_font_op(tcp, &u.fo);
		return u.fo.op == KD_FONT_OP_SET || u.fo.op == KD_FONT_OP_COPY ? IOCTL_ARG_PRINTED : 0;
	case PIO_UNIMAP:
	case GIO_UNIMAP:
		return unimap(tcp, arg, code == GIO_UNIMAP);
	case PIO_UNIMAPCLR:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.ui))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "advised_hashsize");
		value_uint(tcp, u.ui.advised_hashsize, VB_DEC);
		value_field(tcp, "advised_hashstep");
		value_uint(tcp, u.ui.advised_hashstep, VB_DEC);
		value_field(tcp, "advised_hashlevel");
		value_uint(tcp, u.ui.advised_hashlevel, VB_DEC);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	case KDGKBENT:
	case KDSKBENT:
		return kbd_entry(tcp, arg, code == KDGKBENT);
	case KDGKBSENT:
	case KDSKBSENT:
		return kbd_str_entry(tcp, arg, code == KDGKBSENT);
	case KDGETKEYCODE:
	case KDSETKEYCODE:
		return keycode(tcp, arg, code == KDGETKEYCODE);
	case KDKBDREP:
		/* The rate asked for, and " => " the one set, if the call worked. */
		if (exiting(tcp)) {
			if (syserror(tcp) || fetch_obj(tcp, arg, &u.kr) < 0)
				return IOCTL_ARG_PRINTED;
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			print_kbd_repeat(tcp, &u.kr);
			value_expr_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.kr))
			return IOCTL_ARG_PRINTED;
		print_kbd_repeat(tcp, &u.kr);
		return 0;
	case KDSKBDIACR: {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.cnt))
			return IOCTL_ARG_PRINTED;
		uint32_t n = u.cnt;
		const uint32_t max = sizeof(((struct kbdiacrs *)0)->kbdiacr) /
				     sizeof(struct kbdiacr);
		value_struct_begin(tcp);
		value_field(tcp, "kb_cnt");
		value_uint(tcp, n, VB_DEC);
		value_field(tcp, "kbdiacr");
		print_elems_max(tcp, arg + offsetof(struct kbdiacrs, kbdiacr), n, max,
				sizeof(struct kbdiacr), print_diacr);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	case KDSKBDIACRUC: {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.cnt))
			return IOCTL_ARG_PRINTED;
		uint32_t n = u.cnt;
		const uint32_t max = sizeof(((struct kbdiacrsuc *)0)->kbdiacruc) /
				     sizeof(struct kbdiacruc);
		value_struct_begin(tcp);
		value_field(tcp, "kb_cnt");
		value_uint(tcp, n, VB_DEC);
		value_field(tcp, "kbdiacruc");
		print_elems_max(tcp, arg + offsetof(struct kbdiacrsuc, kbdiacruc), n, max,
				sizeof(struct kbdiacruc), print_diacruc);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	default:
		return -1;
	}
}
