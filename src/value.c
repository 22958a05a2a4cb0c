/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The value layer: where a decoder is in its output (argument, field, element)
 * and which renderer writes. Decoding is one task at a time, so the position is
 * kept once, for the task and buffer it was last used on; when another task's
 * buffer (or a swapped-in scratch buffer) shows up, the bottom level is
 * re-derived from that buffer's bytes, which both renderers keep self-describing.
 */
#include "config.h"
#include "value.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render.h"
#include "tcb.h"
#include "xlat.h"

#define VALUE_MAX_DEPTH 32	/* netlink attributes nest deep (multipath routes) */

static const struct render_ops *selected = &render_text;
static const struct render_ops *ops = &render_text;

static struct {
	const struct tcb *tcp;
	const char *buf;
	size_t len;
	unsigned int depth;		/* top level; 0 is the arguments */
	unsigned int overflow;		/* containers opened beyond VALUE_MAX_DEPTH */
	size_t text_end;		/* buffer length after the last text value */
	struct value_level lv[VALUE_MAX_DEPTH];
} st;

static const char json_seq_prefix[] = "{\"kind\":\"seq\",\"value\":[";
static bool args_marked;	/* value_mark_args(), at the end of this file */

void render_select(const struct render_ops *r)
{
	selected = r;
	ops = r;
	st.tcp = NULL;
}

bool value_force_text(bool on)
{
	bool was = ops == &render_text && selected != &render_text;
	ops = on ? &render_text : selected;
	st.tcp = NULL;
	return was;
}

/* The length of a named argument's label ("name":"NAME","named":true,) at p, or 0. */
static size_t json_label_len(const char *p, size_t n)
{
	static const char start[] = "\"name\":\"";
	if (n < sizeof(start) - 1 || memcmp(p, start, sizeof(start) - 1))
		return 0;
	const char *end = memmem(p, n, JSON_LABEL_END, sizeof(JSON_LABEL_END) - 1);
	return end ? (size_t)(end - p) + sizeof(JSON_LABEL_END) - 1 : 0;
}

/* The bottom level of a buffer nobody was writing to just now. Out of line:
 * enter() runs for every value and should stay a few compares. */
static __attribute__((noinline)) void derive(struct tcb *tcp)
{
	struct strbuf *sb = &tcp->text;
	struct value_level *lv = &st.lv[0];

	st.tcp = tcp;
	st.depth = 0;
	st.overflow = 0;
	st.text_end = (size_t)-1;
	memset(lv, 0, sizeof(*lv));
	lv->kind = VC_ARGS;
	if (!sb->len)
		return;
	if (ops == &render_json) {
		const char *sep = memrchr(sb->buf, JSON_ARG_SEP, sb->len);
		lv->slot_start = sep ? (size_t)(sep - sb->buf) + 1 : 0;
		lv->slot_start += json_label_len(sb->buf + lv->slot_start, sb->len - lv->slot_start);
		size_t n = sb->len - lv->slot_start;
		if (!n)
			lv->nodes = 0;
		else if (n >= sizeof(json_seq_prefix) - 1 &&
			 !memcmp(sb->buf + lv->slot_start, json_seq_prefix, sizeof(json_seq_prefix) - 1))
			lv->nodes = 2;
		else
			lv->nodes = 1;
		lv->items = sep ? 1 : 0;
	} else {
		/* Text: a slot is empty right after ", " or a mark (or at the start). */
		lv->nodes = !(sb->len >= 2 && sb->buf[sb->len - 2] == ',' && sb->buf[sb->len - 1] == ' ') &&
			    sb->buf[sb->len - 1] != VALUE_ARG_MARK;
		lv->slot_start = sb->len;
	}
}

static inline struct strbuf *enter(struct tcb *tcp)
{
	struct strbuf *sb = &tcp->text;
	if (st.tcp != tcp || st.buf != sb->buf || st.len != sb->len)
		derive(tcp);
	return sb;
}

static void leave(struct tcb *tcp)
{
	st.buf = tcp->text.buf;
	st.len = tcp->text.len;
}

static struct value_level *top(void)
{
	return &st.lv[st.depth];
}

static void slot_start(struct strbuf *sb, struct value_level *lv, const char *name)
{
	if (lv->items || lv->kind == VC_ARGS)
		ops->slot_end(sb, lv);
	lv->bits &= ~LV_INDEXED;
	lv->slot_open = sb->len;
	if (lv->kind == VC_ARGS && args_marked && ops == &render_text)
		sb_putc(sb, VALUE_ARG_MARK);
	else
		ops->slot_begin(sb, lv, name);
	lv->items++;
	lv->nodes = 0;
	lv->slot_start = sb->len;
}

/* A value starts in the current slot; returns false inside a flag set, where only
 * names belong (the value is then dropped, a decoder bug). */
static bool node(struct strbuf *sb)
{
	struct value_level *lv = top();
	if (lv->kind == VC_FLAGS || lv->kind == VC_SIGSET)
		return false;
	if (lv->kind != VC_ARGS && !lv->items)
		slot_start(sb, lv, NULL);	/* forgiving: no value_field()/value_elem() */
	ops->node_begin(sb, lv);
	lv->nodes++;
	return true;
}

/* Push a container; its opening is written by the caller. */
static struct value_level *push(enum value_container kind)
{
	if (st.overflow || st.depth + 1 >= VALUE_MAX_DEPTH) {
		st.overflow++;
		return NULL;
	}
	struct value_level *lv = &st.lv[++st.depth];
	memset(lv, 0, sizeof(*lv));
	lv->kind = kind;
	return lv;
}

/* The container on top, if it is of this kind (else NULL: unbalanced calls). */
static struct value_level *pop_check(enum value_container kind)
{
	if (st.overflow)
		return NULL;
	if (!st.depth || top()->kind != kind)
		return NULL;
	return top();
}

void value_int(struct tcb *tcp, int64_t v)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->int_(sb, v);
	leave(tcp);
}

void value_uint(struct tcb *tcp, uint64_t v, enum value_base base)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->uint(sb, v, base);
	leave(tcp);
}

void value_const(struct tcb *tcp, const char *name, int64_t v, enum value_base base,
		 const char *dflt)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->const_(sb, name, v, base, dflt);
	leave(tcp);
}

void value_xlat(struct tcb *tcp, const struct xlat *x, uint64_t v, enum value_base base,
		const char *dflt)
{
	value_const(tcp, xlat_lookup(x, v), (int64_t)v, base, dflt);
}

void value_flags_begin(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_FLAGS);
		if (lv)
			ops->flags_begin(sb, lv);
	}
	leave(tcp);
}

/* A flag's name; bits: what it stands for (for -X), known: bits is meaningful. */
static void flag_named(struct tcb *tcp, const char *name, uint64_t bits, bool known)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_FLAGS);
	if (lv && !(lv->bits & (LV_REST | LV_EMPTY_REST))) {
		lv->val |= bits;
		if (!known)
			lv->bits |= LV_VAL_UNKNOWN;
		ops->flag(sb, lv, name);
		lv->items++;
	}
	leave(tcp);
}

void value_flag(struct tcb *tcp, const char *name)
{
	flag_named(tcp, name, 0, false);
}

void value_flag_bits(struct tcb *tcp, const char *name, uint64_t bits)
{
	flag_named(tcp, name, bits, true);
}

void value_flags_rest(struct tcb *tcp, uint64_t bits, enum value_base base)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_FLAGS);
	if (lv && !(lv->bits & (LV_REST | LV_EMPTY_REST))) {
		lv->val |= bits;
		ops->flags_rest(sb, lv, bits, base);
		lv->items++;
		lv->bits |= LV_REST;
	}
	leave(tcp);
}

void value_flags_empty_rest(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_FLAGS);
	if (lv && !(lv->bits & LV_REST))
		lv->bits |= LV_EMPTY_REST;	/* written by flags_end */
	(void)sb;
	leave(tcp);
}

void value_flags_end(struct tcb *tcp, const char *dflt)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_FLAGS);
	if (lv) {
		ops->flags_end(sb, lv, dflt);
		st.depth--;
	} else if (st.overflow) {
		st.overflow--;
	}
	leave(tcp);
}

uint64_t value_flags_names(struct tcb *tcp, const struct xlat *x, uint64_t v)
{
	for (size_t i = 0; i < x->count && v; i++) {
		uint64_t bit = x->entries[i].val;
		if (bit && (v & bit) == bit) {
			flag_named(tcp, x->entries[i].str, bit, true);
			v &= ~bit;
		}
	}
	return v;
}

/* The bits of v no entry of x names. */
uint64_t xlat_unnamed_bits(const struct xlat *x, uint64_t v)
{
	for (size_t i = 0; i < x->count && v; i++) {
		uint64_t bit = x->entries[i].val;
		if (bit && (v & bit) == bit)
			v &= ~bit;
	}
	return v;
}

void value_flags_typed(struct tcb *tcp, const struct xlat *tx, uint64_t tval,
		       const char *tdflt, const struct xlat *x, uint64_t rest, const char *dflt)
{
	const char *name = xlat_lookup(tx, tval);
	uint64_t left = rest ? xlat_unnamed_bits(x, rest) : 0;
	/* A rest no name covers, with its comment, keeps the text's own shape. */
	if (!name || (left && left == rest && dflt)) {
		if (!rest) {
			value_const(tcp, name, (int64_t)tval, VB_HEX, tdflt);
			return;
		}
		value_expr_begin(tcp, "|");
		value_const(tcp, name, (int64_t)tval, VB_HEX, tdflt);
		value_expr_next(tcp);
		value_flags(tcp, x, rest, dflt);
		value_expr_end(tcp);
		return;
	}
	value_flags_begin(tcp);
	flag_named(tcp, name, tval, true);
	left = value_flags_names(tcp, x, rest);
	if (left)
		value_flags_rest(tcp, left, VB_HEX);
	value_flags_end(tcp, NULL);
}

void value_flags(struct tcb *tcp, const struct xlat *x, uint64_t v, const char *dflt)
{
	value_flags_begin(tcp);
	if (!v) {
		/* A table may name zero (like O_RDONLY). */
		const char *zero = xlat_lookup(x, 0);
		if (zero)
			flag_named(tcp, zero, 0, true);
		value_flags_end(tcp, dflt);
		return;
	}
	uint64_t left = value_flags_names(tcp, x, v);
	if (left)
		value_flags_rest(tcp, left, VB_HEX);
	value_flags_end(tcp, dflt);
}

void value_sigset_begin(struct tcb *tcp, bool inverted)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_SIGSET);
		if (lv)
			ops->sigset_begin(sb, lv, inverted);
	}
	leave(tcp);
}

void value_sigset_item(struct tcb *tcp, const char *name)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_SIGSET);
	if (lv) {
		ops->sigset_item(sb, lv, name);
		lv->items++;
	}
	leave(tcp);
}

void value_sigset_end(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_SIGSET);
	if (lv) {
		ops->sigset_end(sb, lv);
		st.depth--;
	} else if (st.overflow) {
		st.overflow--;
	}
	leave(tcp);
}

void value_str(struct tcb *tcp, const char *s, size_t len, unsigned int style)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->str(sb, s, len, style);
	leave(tcp);
}

void value_addr(struct tcb *tcp, uint64_t addr)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->addr(sb, addr);
	leave(tcp);
}

void value_fd_detail(struct tcb *tcp, int fd, const char *name, const char *path,
		     const char *detail)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->fd(sb, fd, name, path, detail);
	leave(tcp);
}

void value_pid(struct tcb *tcp, int64_t pid, const char *comm, int64_t ours)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->pid(sb, pid, comm, ours);
	leave(tcp);
}

void value_fd(struct tcb *tcp, int fd, const char *name, const char *path)
{
	value_fd_detail(tcp, fd, name, path, NULL);
}

void value_struct_begin(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_STRUCT);
		if (lv)
			ops->struct_begin(sb, lv);
	}
	leave(tcp);
}

void value_field(struct tcb *tcp, const char *name)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_STRUCT);
	if (lv && !(lv->bits & LV_ELIDED)) {
		slot_start(sb, lv, name);
	} else if (!lv && !st.overflow) {
		/* The struct was opened as text by an unconverted caller. */
		leave(tcp);
		value_textf(tcp, ", %s=", name ? name : "");
		return;
	}
	leave(tcp);
}

/* Close a container's last slot, once. */
static void close_slot(struct strbuf *sb, struct value_level *lv)
{
	if (lv->items && !(lv->bits & LV_CLOSED)) {
		ops->slot_end(sb, lv);
		lv->bits |= LV_CLOSED;
	}
}

void value_struct_more(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_STRUCT);
	if (lv && !(lv->bits & LV_ELIDED)) {
		close_slot(sb, lv);
		ops->struct_more(sb, lv);
		lv->bits |= LV_ELIDED;
	} else if (!lv && !st.overflow) {
		leave(tcp);
		value_text(tcp, ", ...", 5);	/* opened as text */
		return;
	}
	leave(tcp);
}

void value_struct_end(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_STRUCT);
	if (lv) {
		close_slot(sb, lv);
		ops->struct_end(sb, lv);
		st.depth--;
	} else if (st.overflow) {
		st.overflow--;
	} else {
		leave(tcp);
		value_text(tcp, "}", 1);	/* opened as text */
		return;
	}
	leave(tcp);
}

void value_array_begin(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_ARRAY);
		if (lv)
			ops->array_begin(sb, lv);
	}
	leave(tcp);
}

void value_elem(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_ARRAY);
	if (lv && !(lv->bits & LV_ELIDED)) {
		slot_start(sb, lv, NULL);
	} else if (!lv && !st.overflow && top()->kind != VC_ARGS) {
		/* Inside a container opened as text by an unconverted caller. */
		leave(tcp);
		value_text(tcp, ", ", 2);
		return;
	}
	leave(tcp);
}

void value_elem_index(struct tcb *tcp, const char *name, uint64_t index)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_ARRAY);
	if (lv && !(lv->bits & LV_ELIDED)) {
		slot_start(sb, lv, NULL);
		ops->elem_index(sb, lv, name, index);
		lv->bits |= LV_INDEXED;
		lv->slot_start = sb->len;
	}
	leave(tcp);
}

void value_set_begin(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_ARRAY);
		if (lv) {
			lv->bits |= LV_SET;
			ops->array_begin(sb, lv);
		}
	}
	leave(tcp);
}

void value_array_more(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_ARRAY);
	if (lv && !(lv->bits & LV_ELIDED)) {
		if (lv->items && !lv->nodes && !(lv->bits & LV_CLOSED)) {
			/* An element was started and left empty (an element printer that
			 * stops the array): it is not one, drop its separator. */
			sb->len = lv->slot_open;
			sb->buf[sb->len] = '\0';
			lv->items--;
			lv->bits |= LV_CLOSED;
			lv->bits &= ~LV_INDEXED;
			st.text_end = (size_t)-1;
		}
		close_slot(sb, lv);
		ops->array_more(sb, lv);
		lv->bits |= LV_ELIDED;
	}
	leave(tcp);
}

void value_array_end(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_ARRAY);
	if (lv) {
		close_slot(sb, lv);
		ops->array_end(sb, lv);
		st.depth--;
	} else if (st.overflow) {
		st.overflow--;
	} else {
		leave(tcp);
		value_text(tcp, "]", 1);	/* opened as text */
		return;
	}
	leave(tcp);
}

void value_call_begin(struct tcb *tcp, const char *name)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_CALL);
		if (lv)
			ops->call_begin(sb, lv, name);
	}
	leave(tcp);
}

void value_call_arg(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_CALL);
	if (lv)
		slot_start(sb, lv, NULL);
	leave(tcp);
}

void value_call_end(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_CALL);
	if (lv) {
		close_slot(sb, lv);
		ops->call_end(sb, lv);
		st.depth--;
	} else if (st.overflow) {
		st.overflow--;
	}
	leave(tcp);
}

void value_expr_begin(struct tcb *tcp, const char *op)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb)) {
		struct value_level *lv = push(VC_EXPR);
		if (lv) {
			lv->op = op;
			ops->call_begin(sb, lv, op);
		}
	}
	leave(tcp);
}

void value_expr_next(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_EXPR);
	if (lv)
		slot_start(sb, lv, NULL);
	leave(tcp);
}

void value_expr_end(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = pop_check(VC_EXPR);
	if (lv) {
		close_slot(sb, lv);
		ops->call_end(sb, lv);
		st.depth--;
	} else if (st.overflow) {
		st.overflow--;
	}
	leave(tcp);
}

void value_expr_wrap(struct tcb *tcp, const char *op)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *outer = top();
	if (st.overflow || !outer->nodes || outer->kind == VC_FLAGS || outer->kind == VC_SIGSET) {
		/* Nothing to wrap: the first operand is empty. */
		leave(tcp);
		value_expr_begin(tcp, op);
		value_expr_next(tcp);
		return;
	}
	struct value_level *ex = push(VC_EXPR);
	if (ex) {
		ex->op = op;
		ops->expr_wrap(sb, outer, ex);
		outer->nodes = 1;	/* the slot holds the expression alone now */
		ex->items = 1;
		ex->nodes = 1;
		st.text_end = (size_t)-1;
	}
	leave(tcp);
}

void value_resuming(struct tcb *tcp, const char *name)
{
	struct strbuf *sb = enter(tcp);
	if (node(sb))
		ops->resuming(sb, name);
	leave(tcp);
}

void value_comment(struct tcb *tcp, const char *text)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = top();
	if (!st.overflow && lv->kind != VC_ARGS && (lv->bits & LV_ELIDED)) {
		ops->more_comment(sb, lv, text, strlen(text));
		leave(tcp);
		return;
	}
	bool first = !lv->nodes;
	if (node(sb))
		ops->comment(sb, text, strlen(text), first);
	leave(tcp);
}

void value_commentf(struct tcb *tcp, const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	value_comment(tcp, buf);
}

void value_text(struct tcb *tcp, const char *s, size_t len)
{
	struct strbuf *sb = enter(tcp);
	struct value_level *lv = top();
	bool merge = lv->nodes && st.text_end == sb->len;
	if (!len)
		return;
	if (merge || node(sb)) {
		ops->text(sb, s, len, merge);
		st.text_end = sb->len;
	}
	leave(tcp);
}

void value_textf(struct tcb *tcp, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(buf)) {
		value_text(tcp, buf, n);
		return;
	}
	struct strbuf big = { 0 };
	va_start(ap, fmt);
	sb_vprintf(&big, fmt, ap);
	va_end(ap);
	value_text(tcp, big.buf, big.len);
	free(big.buf);
}

void value_arg_next(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	if (st.depth || st.overflow) {
		/* Inside a container a decoder wrote ", " by hand: keep it as text. */
		leave(tcp);
		value_text(tcp, ", ", 2);
		return;
	}
	slot_start(sb, &st.lv[0], NULL);
	leave(tcp);
}

void value_arg_label(struct tcb *tcp, const char *name)
{
	struct strbuf *sb = enter(tcp);
	if (st.depth || st.overflow) {
		/* Not an argument: a decoder bug; keep the text right. */
		leave(tcp);
		value_textf(tcp, "%s=", name);
		return;
	}
	struct value_level *lv = &st.lv[0];
	ops->arg_label(sb, name);
	lv->slot_start = sb->len;
	lv->nodes = 0;
	leave(tcp);
}

void value_finish(struct tcb *tcp)
{
	struct strbuf *sb = enter(tcp);
	st.overflow = 0;
	while (st.depth) {
		struct value_level *lv = top();
		close_slot(sb, lv);
		switch (lv->kind) {
		case VC_STRUCT: ops->struct_end(sb, lv); break;
		case VC_ARRAY: ops->array_end(sb, lv); break;
		case VC_CALL: ops->call_end(sb, lv); break;
		case VC_EXPR: ops->call_end(sb, lv); break;
		case VC_FLAGS: ops->flags_end(sb, lv, NULL); break;
		case VC_SIGSET: ops->sigset_end(sb, lv); break;
		case VC_ARGS: break;
		}
		st.depth--;
	}
	struct value_level *lv = &st.lv[0];
	/* The last argument's slot: closed now, and nothing more goes in it. */
	ops->slot_end(sb, lv);
	lv->nodes = 0;
	st.tcp = NULL;
}

void value_forget(struct tcb *tcp)
{
	if (st.tcp == tcp)
		st.tcp = NULL;
}

/* --- arguments one by one, for the structured outputs (issue 11) --------- */

_Static_assert(VALUE_ARG_MARK == JSON_ARG_SEP, "one argument separator for both renderers");

void value_mark_args(bool on)
{
	args_marked = on;
	st.tcp = NULL;
}

unsigned int value_arg_spans(const char *buf, size_t buflen, unsigned int max,
			     size_t *start, size_t *len)
{
	unsigned int n = 0;
	size_t at = 0;
	if (!buflen)
		return 0;
	while (n < max) {
		const char *m = n + 1 < max ? memchr(buf + at, VALUE_ARG_MARK, buflen - at) : NULL;
		size_t end = m ? (size_t)(m - buf) : buflen;
		start[n] = at;
		len[n++] = end - at;
		if (!m)
			break;
		at = end + 1;
	}
	return n;
}

void value_snapshot(struct tcb *tcp, struct strbuf *out)
{
	/* Finish a copy: the layer's position moves to the copy when it is the
	 * position in tcp's buffer, and comes back afterwards. */
	__typeof__(st) saved = st;
	struct strbuf text = tcp->text;
	bool current = st.tcp == tcp && st.buf == text.buf && st.len == text.len;

	sb_reset(out);
	sb_add(out, text.buf ? text.buf : "", text.len);
	tcp->text = *out;
	if (current) {
		st.buf = tcp->text.buf;
		st.len = tcp->text.len;
	}
	value_finish(tcp);
	*out = tcp->text;
	tcp->text = text;
	st = saved;
}
