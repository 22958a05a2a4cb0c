/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * JSON values: every value is an object {"kind": ..., "value": ...} (see
 * man/systrace-json.5 and its schema). Several values in one slot become a
 * {"kind":"seq"} of them, wrapped when the second one arrives. Syscall arguments
 * are separated by JSON_ARG_SEP; json_output.c names them when writing the line.
 */
#include "config.h"
#include "render.h"

#include <stdio.h>
#include <string.h>

#include "options.h"

#define ADD(sb, lit) sb_addmem((sb), (lit), sizeof(lit) - 1)

void json_escape(struct strbuf *sb, const char *str, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *s = (const unsigned char *)str;

	sb_grow(sb, len * 6 + 2);
	char *o = sb->buf + sb->len;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = s[i];
		if (c >= 0x20 && c < 0x7f) {
			if (c == '"' || c == '\\')
				*o++ = '\\';
			*o++ = c;
			continue;
		}
		switch (c) {
		case '\n': *o++ = '\\'; *o++ = 'n'; continue;
		case '\t': *o++ = '\\'; *o++ = 't'; continue;
		case '\r': *o++ = '\\'; *o++ = 'r'; continue;
		}
		/* Control characters, DEL and bytes above 0x7f: the Latin-1 code point,
		 * so any byte string survives and a reader gets it back with latin-1. */
		*o++ = '\\';
		*o++ = 'u';
		*o++ = '0';
		*o++ = '0';
		*o++ = hex[c >> 4];
		*o++ = hex[c & 15];
	}
	sb->len = o - sb->buf;
	sb->buf[sb->len] = '\0';
}

static void put_jstr(struct strbuf *sb, const char *s, size_t len)
{
	sb_putc(sb, '"');
	json_escape(sb, s, len);
	sb_putc(sb, '"');
}

void json_put_u64(struct strbuf *sb, uint64_t v)
{
	/* Two digits per division: every event has a 19-digit timestamp. */
	static const char pairs[] =
		"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
		"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
		"8081828384858687888990919293949596979899";
	char tmp[24];
	int i = sizeof(tmp);
	while (v >= 100) {
		unsigned int r = (unsigned int)(v % 100);
		v /= 100;
		tmp[--i] = pairs[2 * r + 1];
		tmp[--i] = pairs[2 * r];
	}
	if (v >= 10) {
		tmp[--i] = pairs[2 * v + 1];
		tmp[--i] = pairs[2 * v];
	} else {
		tmp[--i] = (char)('0' + v);
	}
	sb_addmem(sb, tmp + i, sizeof(tmp) - i);
}

void json_put_i64(struct strbuf *sb, int64_t v)
{
	if (v < 0) {
		sb_putc(sb, '-');
		json_put_u64(sb, -(uint64_t)v);
	} else {
		json_put_u64(sb, (uint64_t)v);
	}
}

#define put_u json_put_u64
#define put_d json_put_i64

static void put_base(struct strbuf *sb, enum value_base base)
{
	if (base == VB_HEX)
		ADD(sb, ",\"base\":\"hex\"");
	else if (base == VB_HEX_W2)
		ADD(sb, ",\"base\":\"hex\",\"width\":2");
	else if (base == VB_HEX_W8)
		ADD(sb, ",\"base\":\"hex\",\"width\":8");
	else if (base == VB_HEX_W16)
		ADD(sb, ",\"base\":\"hex\",\"width\":16");
	else if (base == VB_OCT)
		ADD(sb, ",\"base\":\"oct\"");
}

static const char seq_prefix[] = "{\"kind\":\"seq\",\"value\":[";

static void j_slot_begin(struct strbuf *sb, struct value_level *lv, const char *name)
{
	switch (lv->kind) {
	case VC_ARGS:
		sb_putc(sb, JSON_ARG_SEP);
		break;
	case VC_STRUCT:
		if (lv->items)
			sb_putc(sb, ',');
		if (name) {
			put_jstr(sb, name, strlen(name));
		} else {
			/* An unnamed member: "#N", its position. */
			ADD(sb, "\"#");
			put_u(sb, lv->items);
			sb_putc(sb, '"');
		}
		sb_putc(sb, ':');
		break;
	default:
		if (lv->items)
			sb_putc(sb, ',');
		break;
	}
}

static void j_slot_end(struct strbuf *sb, struct value_level *lv)
{
	if (lv->nodes > 1)
		ADD(sb, "]}");
	else if (!lv->nodes && lv->kind != VC_ARGS)
		ADD(sb, "null");
	if (lv->bits & LV_INDEXED)
		sb_putc(sb, '}');	/* the "indexed" object around the element */
}

static void j_node_begin(struct strbuf *sb, struct value_level *lv)
{
	if (lv->nodes == 1) {
		/* A second value in this slot: wrap the first in a seq. */
		size_t n = sizeof(seq_prefix) - 1;
		size_t at = lv->slot_start;
		sb_grow(sb, n + 1);
		memmove(sb->buf + at + n, sb->buf + at, sb->len - at + 1);
		memcpy(sb->buf + at, seq_prefix, n);
		sb->len += n;
	}
	if (lv->nodes)
		sb_putc(sb, ',');
}

static void j_int(struct strbuf *sb, int64_t v)
{
	ADD(sb, "{\"kind\":\"int\",\"value\":");
	put_d(sb, v);
	sb_putc(sb, '}');
}

static void j_uint(struct strbuf *sb, uint64_t v, enum value_base base)
{
	ADD(sb, "{\"kind\":\"int\",\"value\":");
	put_u(sb, v);
	put_base(sb, base);
	sb_putc(sb, '}');
}

static void j_const(struct strbuf *sb, const char *name, int64_t v, enum value_base base,
		    const char *dflt)
{
	ADD(sb, "{\"kind\":\"const\",\"symbol\":");
	if (name)
		put_jstr(sb, name, strlen(name));
	else
		ADD(sb, "null");
	ADD(sb, ",\"value\":");
	if (base == VB_DEC)
		put_d(sb, v);
	else
		put_u(sb, (uint64_t)v);
	put_base(sb, base);
	if (!name && dflt) {
		ADD(sb, ",\"comment\":");
		put_jstr(sb, dflt, strlen(dflt));
	}
	sb_putc(sb, '}');
}

static void j_str(struct strbuf *sb, const char *s, size_t len, unsigned int style)
{
	if (style & VS_NUL_TERMINATED) {
		const char *nul = memchr(s, '\0', len);
		if (nul)
			len = nul - s;
	}
	ADD(sb, "{\"kind\":\"string\",\"value\":");
	put_jstr(sb, s, len);
	if (style & VS_TRUNCATED)
		ADD(sb, ",\"truncated\":true");
	if (style & VS_FORCE_HEX)
		ADD(sb, ",\"hex\":true");
	if (style & VS_OMIT_QUOTES)
		ADD(sb, ",\"unquoted\":true");
	if (style & VS_BARE)
		ADD(sb, ",\"bare\":true");
	if (style & VS_ABSTRACT)
		ADD(sb, ",\"abstract\":true");
	sb_putc(sb, '}');
}

static void j_addr(struct strbuf *sb, uint64_t addr)
{
	ADD(sb, "{\"kind\":\"addr\",\"value\":");
	put_u(sb, addr);
	sb_putc(sb, '}');
}

static void j_fd(struct strbuf *sb, int fd, const char *name, const char *path,
		 const char *detail)
{
	ADD(sb, "{\"kind\":\"fd\",\"value\":");
	put_d(sb, fd);
	if (name) {
		ADD(sb, ",\"symbol\":");
		put_jstr(sb, name, strlen(name));
	}
	if (path) {
		ADD(sb, ",\"path\":");
		put_jstr(sb, path, strlen(path));
	}
	if (detail) {
		ADD(sb, ",\"detail\":");
		put_jstr(sb, detail, strlen(detail));
	}
	sb_putc(sb, '}');
}

static void j_pid(struct strbuf *sb, int64_t pid, const char *comm, int64_t ours)
{
	ADD(sb, "{\"kind\":\"pid\",\"value\":");
	put_d(sb, pid);
	if (comm) {
		ADD(sb, ",\"comm\":");
		put_jstr(sb, comm, strlen(comm));
	}
	if (ours) {
		ADD(sb, ",\"tracer_pid\":");
		put_d(sb, ours);
	}
	sb_putc(sb, '}');
}

static void j_comment(struct strbuf *sb, const char *text, size_t len, bool first)
{
	(void)first;
	ADD(sb, "{\"kind\":\"comment\",\"value\":");
	put_jstr(sb, text, len);
	sb_putc(sb, '}');
}

static void j_text(struct strbuf *sb, const char *s, size_t len, bool merge)
{
	if (merge) {
		sb->len -= 2;	/* reopen the previous text's string: drop its "} */
	} else {
		ADD(sb, "{\"kind\":\"text\",\"value\":\"");
	}
	json_escape(sb, s, len);
	ADD(sb, "\"}");
}

static void j_flags_begin(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	ADD(sb, "{\"kind\":\"flags\",\"value\":[");
}

static void j_flag(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->items)
		sb_putc(sb, ',');
	put_jstr(sb, name, strlen(name));
}

static void j_flags_rest(struct strbuf *sb, struct value_level *lv, uint64_t bits,
			 enum value_base base)
{
	(void)lv;
	ADD(sb, "],\"rest\":");
	put_u(sb, bits);
	put_base(sb, base);
}

static void j_flags_end(struct strbuf *sb, struct value_level *lv, const char *dflt)
{
	if (!(lv->bits & LV_REST))
		sb_putc(sb, ']');
	else if (lv->items == 1 && dflt) {
		ADD(sb, ",\"comment\":");
		put_jstr(sb, dflt, strlen(dflt));
	}
	if (lv->bits & LV_EMPTY_REST)
		ADD(sb, ",\"empty_rest\":true");
	sb_putc(sb, '}');
}

static void j_struct_begin(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	ADD(sb, "{\"kind\":\"struct\",\"value\":{");
}

/* "...": the members end here, and a comment may follow (more_comment). */
static void j_struct_more(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	ADD(sb, "},\"more\":true");
}

static void j_array_more(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	ADD(sb, "],\"more\":true");
}

static void j_more_comment(struct strbuf *sb, struct value_level *lv, const char *text,
			   size_t len)
{
	(void)lv;
	ADD(sb, ",\"comment\":");
	put_jstr(sb, text, len);
}

static void j_struct_end(struct strbuf *sb, struct value_level *lv)
{
	if (!(lv->bits & LV_ELIDED))
		sb_putc(sb, '}');
	sb_putc(sb, '}');
}

static void j_array_begin(struct strbuf *sb, struct value_level *lv)
{
	if (lv->bits & LV_SET)
		ADD(sb, "{\"kind\":\"set\",\"value\":[");
	else
		ADD(sb, "{\"kind\":\"array\",\"value\":[");
}

static void j_array_end(struct strbuf *sb, struct value_level *lv)
{
	if (!(lv->bits & LV_ELIDED))
		sb_putc(sb, ']');
	sb_putc(sb, '}');
}

static void j_call_begin(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->kind == VC_EXPR) {
		/* " && ": the op without its spaces, and "spaced". */
		size_t n = strlen(name);
		bool spaced = n > 2 && name[0] == ' ' && name[n - 1] == ' ';
		ADD(sb, "{\"kind\":\"expr\",\"op\":");
		if (spaced)
			put_jstr(sb, name + 1, n - 2);
		else
			put_jstr(sb, name, n);
		if (spaced)
			ADD(sb, ",\"spaced\":true");
		ADD(sb, ",\"value\":[");
		return;
	}
	ADD(sb, "{\"kind\":\"call\",\"function\":");
	put_jstr(sb, name, strlen(name));
	ADD(sb, ",\"value\":[");
}

static void j_call_end(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	ADD(sb, "]}");
}

static void j_sigset_begin(struct strbuf *sb, struct value_level *lv, bool inverted)
{
	(void)lv;
	if (inverted)
		ADD(sb, "{\"kind\":\"sigset\",\"inverted\":true,\"value\":[");
	else
		ADD(sb, "{\"kind\":\"sigset\",\"value\":[");
}

static void j_sigset_item(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->items)
		sb_putc(sb, ',');
	put_jstr(sb, name, strlen(name));
}

static void j_sigset_end(struct strbuf *sb, struct value_level *lv)
{
	(void)lv;
	ADD(sb, "]}");
}

static void j_arg_label(struct strbuf *sb, const char *name)
{
	ADD(sb, "\"name\":");
	put_jstr(sb, name, strlen(name));
	ADD(sb, JSON_LABEL_END);
}

static void j_elem_index(struct strbuf *sb, struct value_level *lv, const char *name,
			 uint64_t index)
{
	(void)lv;
	ADD(sb, "{\"kind\":\"indexed\",\"index\":");
	put_u(sb, index);
	if (name) {
		ADD(sb, ",\"symbol\":");
		put_jstr(sb, name, strlen(name));
	}
	ADD(sb, ",\"value\":");
}

static void j_expr_wrap(struct strbuf *sb, struct value_level *lv, struct value_level *ex)
{
	static struct strbuf head;
	size_t at = lv->slot_start;
	if (lv->nodes > 1)
		ADD(sb, "]}");	/* the slot's seq is the first operand, closed */
	sb_reset(&head);
	j_call_begin(&head, ex, ex->op);
	sb_grow(sb, head.len + 1);
	memmove(sb->buf + at + head.len, sb->buf + at, sb->len - at + 1);
	memcpy(sb->buf + at, head.buf, head.len);
	sb->len += head.len;
}

static void j_resuming(struct strbuf *sb, const char *name)
{
	ADD(sb, "{\"kind\":\"resuming\",\"value\":");
	if (name)
		put_jstr(sb, name, strlen(name));
	else
		ADD(sb, "null");
	sb_putc(sb, '}');
}

const struct render_ops render_json = {
	.name = "json",
	.slot_begin = j_slot_begin,
	.slot_end = j_slot_end,
	.node_begin = j_node_begin,
	.int_ = j_int,
	.uint = j_uint,
	.const_ = j_const,
	.str = j_str,
	.addr = j_addr,
	.fd = j_fd,
	.pid = j_pid,
	.comment = j_comment,
	.text = j_text,
	.flags_begin = j_flags_begin,
	.flag = j_flag,
	.flags_rest = j_flags_rest,
	.flags_end = j_flags_end,
	.struct_begin = j_struct_begin,
	.struct_more = j_struct_more,
	.struct_end = j_struct_end,
	.array_begin = j_array_begin,
	.array_more = j_array_more,
	.array_end = j_array_end,
	.call_begin = j_call_begin,
	.call_end = j_call_end,
	.more_comment = j_more_comment,
	.sigset_begin = j_sigset_begin,
	.sigset_item = j_sigset_item,
	.sigset_end = j_sigset_end,
	.arg_label = j_arg_label,
	.elem_index = j_elem_index,
	.expr_wrap = j_expr_wrap,
	.resuming = j_resuming,
};
