/* SPDX-License-Identifier: GPL-2.0-or-later */
/* strace's text, byte for byte: the renderer every existing expectation was written for. */
#include "config.h"
#include "render.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "signals.h"

/* Fast unsigned formatting: decoders print many numbers on the hot path. */
static void put_u64(struct strbuf *sb, uint64_t v, unsigned int base, const char *prefix)
{
	static const char digits[] = "0123456789abcdef";
	char tmp[32];
	int i = sizeof(tmp);
	/* Constant divisors: a shift or a multiply, where v % base divides. */
	if (base == 16) {
		do {
			tmp[--i] = digits[v & 15];
			v >>= 4;
		} while (v);
	} else if (base == 8) {
		do {
			tmp[--i] = digits[v & 7];
			v >>= 3;
		} while (v);
	} else {
		do {
			tmp[--i] = digits[v % 10];
			v /= 10;
		} while (v);
	}
	if (prefix)
		sb_puts(sb, prefix);
	sb_add(sb, tmp + i, sizeof(tmp) - i);
}

static void put_dec(struct strbuf *sb, int64_t v)
{
	if (v < 0) {
		sb_putc(sb, '-');
		put_u64(sb, -(uint64_t)v, 10, NULL);
	} else {
		put_u64(sb, (uint64_t)v, 10, NULL);
	}
}

static void put_based(struct strbuf *sb, uint64_t v, enum value_base base)
{
	switch (base) {
	case VB_HEX:
		if (!v)
			sb_putc(sb, '0');
		else
			put_u64(sb, v, 16, "0x");
		break;
	case VB_OCT:
		/* "%#03o": at least three digits, one leading zero. */
		if (v < 010)
			sb_add(sb, "00", 2);
		else if (v < 0100)
			sb_putc(sb, '0');
		put_u64(sb, v, 8, v >= 0100 ? "0" : NULL);
		break;
	case VB_HEX_W2:
	case VB_HEX_W8:
	case VB_HEX_W16: {
		/* printf's "%#0Nx": zeros after the "0x" up to N characters; 0 has no "0x". */
		unsigned int width = base == VB_HEX_W2 ? 2 : base == VB_HEX_W8 ? 8 : 16, digits = 1;
		for (uint64_t t = v; t >= 16; t >>= 4)
			digits++;
		unsigned int used = digits + (v ? 2 : 0);
		if (v)
			sb_add(sb, "0x", 2);
		for (; used < width; used++)
			sb_putc(sb, '0');
		put_u64(sb, v, 16, NULL);
		break;
	}
	default:
		put_u64(sb, v, 10, NULL);
		break;
	}
}

static void put_comment(struct strbuf *sb, const char *text, size_t len, bool first)
{
	if (first)
		sb_add(sb, "/* ", 3);
	else
		sb_add(sb, " /* ", 4);
	sb_add(sb, text, len);
	sb_add(sb, " */", 3);
}

static void t_slot_begin(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->kind == VC_EXPR) {
		/* "A|B", "SKF_AD_OFF+4", "16 => 8", "WIFEXITED(s) && ..." (spaced ops
		 * come with their spaces). */
		if (lv->items) {
			bool arrow = !strcmp(lv->op, "=>");
			if (arrow)
				sb_putc(sb, ' ');
			sb_puts(sb, lv->op);
			if (arrow)
				sb_putc(sb, ' ');
		}
		return;
	}
	if (lv->kind == VC_ARRAY && (lv->bits & LV_SET)) {
		if (lv->items)
			sb_putc(sb, ' ');
		return;
	}
	if (lv->kind == VC_ARGS || lv->items)
		sb_add(sb, ", ", 2);
	if (name) {
		sb_puts(sb, name);
		sb_putc(sb, '=');
	}
}

static void t_nothing(struct strbuf *sb, struct value_level *lv)
{
	(void)sb;
	(void)lv;
}

static void t_int(struct strbuf *sb, int64_t v)
{
	put_dec(sb, v);
}

static void t_uint(struct strbuf *sb, uint64_t v, enum value_base base)
{
	put_based(sb, v, base);
}

static void t_const(struct strbuf *sb, const char *name, int64_t v, enum value_base base,
		    const char *dflt)
{
	if (name && opts.const_style == CONST_ABBREV) {
		sb_puts(sb, name);
		return;
	}
	if (base == VB_DEC)
		put_dec(sb, v);
	else
		put_based(sb, (uint64_t)v, base);
	/* -X raw: the number alone; -X verbose: the name as a comment. */
	if (opts.const_style == CONST_RAW)
		return;
	if (name)
		put_comment(sb, name, strlen(name), false);
	else if (dflt)
		put_comment(sb, dflt, strlen(dflt), false);
}

/* Does this string need hex under -x?  Anything but printable ASCII and \t\n\v\f\r. */
static bool wants_hex(const unsigned char *s, size_t len, unsigned int style)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = s[i];
		if (c == '\0' && (style & VS_NUL_TERMINATED))
			break;
		if (c > 0x7e || (c < ' ' && (c < '\t' || c > '\r')))
			return true;
	}
	return false;
}

void render_quote(struct strbuf *sb, const char *str, size_t len, unsigned int style)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *s = (const unsigned char *)str;
	bool quotes = !(style & VS_OMIT_QUOTES);
	bool use_hex = (style & VS_FORCE_HEX) || opts.xflag > 1 ||
		       (opts.xflag == 1 && wants_hex(s, len, style));

	/* Worst case four output bytes per input byte, plus quotes and "...". */
	sb_grow(sb, len * 4 + 8);
	char *o = sb->buf + sb->len;
	if (quotes)
		*o++ = '"';
	for (size_t i = 0; i < len; i++) {
		unsigned char c = s[i];
		if (c == '\0' && (style & VS_NUL_TERMINATED))
			break;
		if (use_hex) {
			*o++ = '\\';
			*o++ = 'x';
			*o++ = hex[c >> 4];
			*o++ = hex[c & 15];
			continue;
		}
		switch (c) {
		case '"': case '\\':
			*o++ = '\\';
			*o++ = c;
			break;
		case '\f': *o++ = '\\'; *o++ = 'f'; break;
		case '\n': *o++ = '\\'; *o++ = 'n'; break;
		case '\r': *o++ = '\\'; *o++ = 'r'; break;
		case '\t': *o++ = '\\'; *o++ = 't'; break;
		case '\v': *o++ = '\\'; *o++ = 'v'; break;
		default:
			if (c >= ' ' && c <= 0x7e &&
			    !((style & VS_ESCAPE_ANGLE) && (c == '<' || c == '>'))) {
				*o++ = c;
				break;
			}
			/* --strings-in-hex=non-ascii-chars: \xNN instead of octal. */
			*o++ = '\\';
			if (opts.hex_escapes) {
				*o++ = 'x';
				*o++ = hex[c >> 4];
				*o++ = hex[c & 15];
				break;
			}
			/* Octal, as short as possible unless an octal digit follows. */
			bool next_is_octal = i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '7';
			if (next_is_octal || c >= 0100) {
				*o++ = '0' + (c >> 6);
				*o++ = '0' + ((c >> 3) & 7);
			} else if (c >= 010) {
				*o++ = '0' + ((c >> 3) & 7);
			}
			*o++ = '0' + (c & 7);
		}
	}
	if (quotes)
		*o++ = '"';
	if (style & VS_TRUNCATED) {
		*o++ = '.';
		*o++ = '.';
		*o++ = '.';
	}
	sb->len = o - sb->buf;
	sb->buf[sb->len] = '\0';
}

static void t_str(struct strbuf *sb, const char *s, size_t len, unsigned int style)
{
	if (style & VS_BARE) {
		sb_add(sb, s, len);
		return;
	}
	if (style & VS_ABSTRACT)
		sb_putc(sb, '@');
	render_quote(sb, s, len, style);
}

static void t_addr(struct strbuf *sb, uint64_t addr)
{
	if (!addr)
		sb_add(sb, "NULL", 4);
	else
		put_u64(sb, addr, 16, "0x");
}

static void t_fd(struct strbuf *sb, int fd, const char *name, const char *path,
		 const char *detail)
{
	if (name && opts.const_style == CONST_ABBREV) {
		sb_puts(sb, name);
	} else {
		put_dec(sb, fd);
		if (name && opts.const_style == CONST_VERBOSE)
			put_comment(sb, name, strlen(name), false);
	}
	if (!path && !detail)
		return;
	sb_putc(sb, '<');
	if (path)
		render_quote(sb, path, strlen(path),
			     VS_NUL_TERMINATED | VS_OMIT_QUOTES | VS_ESCAPE_ANGLE);
	if (detail) {
		/* -yy: "</dev/null<char 1:3>>", or the detail alone: "<TCP:[...]>" */
		if (path)
			sb_putc(sb, '<');
		sb_puts(sb, detail);
		if (path)
			sb_putc(sb, '>');
	}
	sb_putc(sb, '>');
}

static void t_pid(struct strbuf *sb, int64_t pid, const char *comm, int64_t ours)
{
	sb_printf(sb, "%lld", (long long)pid);
	if (comm)
		sb_printf(sb, "<%s>", comm);
	else if (ours)
		sb_printf(sb, " /* %lld in strace's PID NS */", (long long)ours);
}

static void t_comment(struct strbuf *sb, const char *text, size_t len, bool first)
{
	put_comment(sb, text, len, first);
}

static void t_text(struct strbuf *sb, const char *s, size_t len, bool merge)
{
	(void)merge;
	sb_add(sb, s, len);
}

static void t_flag(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->items)
		sb_putc(sb, '|');
	sb_puts(sb, name);
}

/* lv->bits: the set's rest was octal (a mode), so -X writes the number in octal. */
#define LV_TEXT_OCT (1u << 16)

static void t_flags_rest(struct strbuf *sb, struct value_level *lv, uint64_t bits,
			 enum value_base base)
{
	if (base == VB_OCT)
		lv->bits |= LV_TEXT_OCT;
	if (lv->items)
		sb_putc(sb, '|');
	put_based(sb, bits, base);
}

static void t_flags_begin(struct strbuf *sb, struct value_level *lv)
{
	/* Where the set starts, for -X raw|verbose to rewrite it at its end. */
	lv->slot_start = sb->len;
}

/* -X raw|verbose: the set's number, then (verbose) what was written as a comment. */
static void flags_restyle(struct strbuf *sb, struct value_level *lv, const char *dflt)
{
	size_t start = lv->slot_start, len = sb->len - start;
	bool names = lv->items > ((lv->bits & LV_REST) ? 1u : 0u);
	char *names_text = NULL;
	if (opts.const_style == CONST_VERBOSE && names) {
		names_text = xmalloc(len + 1);
		memcpy(names_text, sb->buf + start, len);
		names_text[len] = '\0';
	}
	sb->len = start;
	sb->buf[start] = '\0';
	put_based(sb, lv->val, (lv->bits & LV_TEXT_OCT) ? VB_OCT : VB_HEX);
	if (names_text) {
		put_comment(sb, names_text, len, false);
		free(names_text);
	} else if (opts.const_style == CONST_VERBOSE && lv->items && dflt) {
		put_comment(sb, dflt, strlen(dflt), false);
	}
}

static void t_flags_end(struct strbuf *sb, struct value_level *lv, const char *dflt)
{
	if (opts.const_style != CONST_ABBREV && !(lv->bits & LV_VAL_UNKNOWN) &&
	    lv->slot_start <= sb->len)
		flags_restyle(sb, lv, dflt);
	else if (!lv->items)
		sb_putc(sb, '0');
	else if (lv->items == 1 && (lv->bits & LV_REST) && dflt)
		put_comment(sb, dflt, strlen(dflt), false);
	if (lv->bits & LV_EMPTY_REST)
		sb_putc(sb, '|');
}

static void t_struct_begin(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	sb_putc(sb, '{');
}

static void t_more(struct strbuf *sb, struct value_level *lv)
{
	if (lv->items && (lv->bits & LV_SET))
		sb_add(sb, " ...", 4);
	else if (lv->items)
		sb_add(sb, ", ...", 5);
	else
		sb_add(sb, "...", 3);
}

static void t_struct_end(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	sb_putc(sb, '}');
}

static void t_array_begin(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	sb_putc(sb, '[');
}

static void t_array_end(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	sb_putc(sb, ']');
}

static void t_call_begin(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->kind == VC_EXPR)
		return;
	sb_puts(sb, name);
	sb_putc(sb, '(');
}

static void t_call_end(struct strbuf *sb, struct value_level *lv)
{
	if (lv->kind == VC_EXPR)
		return;
	sb_putc(sb, ')');
}

static void t_more_comment(struct strbuf *sb, struct value_level *lv, const char *text,
			   size_t len)
{
	(void)lv;
	put_comment(sb, text, len, false);
}

static void t_sigset_begin(struct strbuf *sb, struct value_level *lv, bool inverted)
{
	(void)lv;
	if (inverted)
		sb_putc(sb, '~');
	sb_putc(sb, '[');
}

static void t_sigset_item(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->items)
		sb_putc(sb, ' ');
	int sig = opts.const_style != CONST_ABBREV ? signal_by_name(name) : 0;
	if (sig <= 0) {
		sb_puts(sb, name);
		return;
	}
	/* -X raw: the signal's number; -X verbose: and its name as a comment. */
	put_u64(sb, (uint64_t)sig, 10, NULL);
	if (opts.const_style == CONST_VERBOSE)
		put_comment(sb, name, strlen(name), false);
}

static void t_sigset_end(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	sb_putc(sb, ']');
}

static void t_arg_label(struct strbuf *sb, const char *name)
{
	sb_puts(sb, name);
	sb_putc(sb, '=');
}

static void t_elem_index(struct strbuf *sb, struct value_level *lv, const char *name,
			 uint64_t index)
{
	(void)lv;
	sb_putc(sb, '[');
	if (name)
		sb_puts(sb, name);
	else
		put_u64(sb, index, 10, NULL);
	sb_add(sb, "]=", 2);
}

static void t_expr_wrap(struct strbuf *sb, struct value_level *lv, struct value_level *ex)
{
	/* The first operand is written already, and the text has no opening. */
	(void)sb;
	(void)lv;
	(void)ex;
}

static void t_resuming(struct strbuf *sb, const char *name)
{
	sb_add(sb, "<... resuming interrupted ", 26);
	sb_puts(sb, name ? name : "system call");
	sb_add(sb, " ...>", 5);
}

const struct render_ops render_text = {
	.name = "text",
	.slot_begin = t_slot_begin,
	.slot_end = t_nothing,
	.node_begin = t_nothing,
	.int_ = t_int,
	.uint = t_uint,
	.const_ = t_const,
	.str = t_str,
	.addr = t_addr,
	.fd = t_fd,
	.pid = t_pid,
	.comment = t_comment,
	.text = t_text,
	.flags_begin = t_flags_begin,
	.flag = t_flag,
	.flags_rest = t_flags_rest,
	.flags_end = t_flags_end,
	.struct_begin = t_struct_begin,
	.struct_more = t_more,
	.struct_end = t_struct_end,
	.array_begin = t_array_begin,
	.array_more = t_more,
	.array_end = t_array_end,
	.call_begin = t_call_begin,
	.call_end = t_call_end,
	.more_comment = t_more_comment,
	.sigset_begin = t_sigset_begin,
	.sigset_item = t_sigset_item,
	.sigset_end = t_sigset_end,
	.arg_label = t_arg_label,
	.elem_index = t_elem_index,
	.expr_wrap = t_expr_wrap,
	.resuming = t_resuming,
};
