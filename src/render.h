/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A renderer writes the values of value.h into a task's pending buffer. The
 * value layer (value.c) tracks slots and containers and calls these; a
 * renderer never decides structure, it only spells it. Two exist: strace's
 * text (render_text.c) and JSON (render_json.c).
 */
#ifndef SYSTRACE_RENDER_H
#define SYSTRACE_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"
#include "value.h"

/* Containers the value layer keeps on its stack. */
enum value_container {
	VC_ARGS,	/* the syscall's arguments (the bottom of the stack) */
	VC_STRUCT,
	VC_ARRAY,	/* also a set ("[0 1]", LV_SET) */
	VC_CALL,
	VC_EXPR,	/* operands joined by an operator; call_begin/call_end with the operator */
	VC_FLAGS,
	VC_SIGSET,
};

/* value_level.bits */
enum {
	LV_REST = 1 << 0,	/* a flag set's leftover bits are written */
	LV_ELIDED = 1 << 1,	/* "..." written: no more slots */
	LV_CLOSED = 1 << 2,	/* the last slot is closed */
	LV_VAL_UNKNOWN = 1 << 3,/* a flag set has a name value.c has no bits for */
	LV_SET = 1 << 4,	/* VC_ARRAY: a set, elements separated by spaces */
	LV_EMPTY_REST = 1 << 5,	/* VC_FLAGS: a "|" with nothing after it ends the set (flags_end) */
	LV_INDEXED = 1 << 6,	/* VC_ARRAY: the current element has an index label */
};

/* One open container and its current slot. */
struct value_level {
	enum value_container kind;
	uint32_t items;		/* slots (fields, elements, names) started so far */
	uint32_t nodes;		/* values in the current slot so far */
	uint32_t bits;		/* renderer's own marks (elided, rest written, ...) */
	size_t slot_start;	/* buffer offset where the current slot began */
	size_t slot_open;	/* buffer offset before the current slot's separator */
	const char *op;		/* VC_EXPR: the operator between operands */
	uint64_t val;		/* a flag set: the bits its names and rest stand for
				 * (for -X raw|verbose), unless LV_VAL_UNKNOWN */
};

struct render_ops {
	const char *name;

	/* Slots. A new slot of lv starts (lv->items slots came before); name is the
	 * field name for VC_STRUCT, else NULL. */
	void (*slot_begin)(struct strbuf *sb, struct value_level *lv, const char *name);
	/* The current slot of lv ends (lv->nodes values were written in it). */
	void (*slot_end)(struct strbuf *sb, struct value_level *lv);
	/* A value starts in lv's slot, after lv->nodes others. */
	void (*node_begin)(struct strbuf *sb, struct value_level *lv);

	/* Scalars. */
	void (*int_)(struct strbuf *sb, int64_t v);
	void (*uint)(struct strbuf *sb, uint64_t v, enum value_base base);
	void (*const_)(struct strbuf *sb, const char *name, int64_t v, enum value_base base,
		       const char *dflt);
	void (*str)(struct strbuf *sb, const char *s, size_t len, unsigned int style);
	void (*addr)(struct strbuf *sb, uint64_t addr);
	void (*fd)(struct strbuf *sb, int fd, const char *name, const char *path,
		   const char *detail);
	void (*pid)(struct strbuf *sb, int64_t pid, const char *comm, int64_t ours);
	/* first: no value before it in its slot. */
	void (*comment)(struct strbuf *sb, const char *text, size_t len, bool first);
	/* merge: the previous value of this slot is text that ended here. */
	void (*text)(struct strbuf *sb, const char *s, size_t len, bool merge);

	/* Flag sets: lv is the VC_FLAGS level. */
	void (*flags_begin)(struct strbuf *sb, struct value_level *lv);
	void (*flag)(struct strbuf *sb, struct value_level *lv, const char *name);
	void (*flags_rest)(struct strbuf *sb, struct value_level *lv, uint64_t bits,
			   enum value_base base);
	void (*flags_end)(struct strbuf *sb, struct value_level *lv, const char *dflt);

	/* Containers: lv is the container's own level. */
	void (*struct_begin)(struct strbuf *sb, struct value_level *lv);
	void (*struct_more)(struct strbuf *sb, struct value_level *lv);
	void (*struct_end)(struct strbuf *sb, struct value_level *lv);
	void (*array_begin)(struct strbuf *sb, struct value_level *lv);
	void (*array_more)(struct strbuf *sb, struct value_level *lv);
	void (*array_end)(struct strbuf *sb, struct value_level *lv);
	void (*call_begin)(struct strbuf *sb, struct value_level *lv, const char *name);
	void (*call_end)(struct strbuf *sb, struct value_level *lv);
	/* Signal sets: lv is the VC_SIGSET level. */
	void (*sigset_begin)(struct strbuf *sb, struct value_level *lv, bool inverted);
	void (*sigset_item)(struct strbuf *sb, struct value_level *lv, const char *name);
	void (*sigset_end)(struct strbuf *sb, struct value_level *lv);
	/* A comment after a container's "..." (what could not be read there). */
	void (*more_comment)(struct strbuf *sb, struct value_level *lv, const char *text,
			     size_t len);

	/* The syscall argument just started has a name the text writes ("child_stack="). */
	void (*arg_label)(struct strbuf *sb, const char *name);
	/* The array element just started has an index: "[VINTR]=" (name) or "[17]=". */
	void (*elem_index)(struct strbuf *sb, struct value_level *lv, const char *name,
			   uint64_t index);
	/* The value written in lv's current slot becomes the first operand of ex, an
	 * expression just pushed (its opening goes before that value). */
	void (*expr_wrap)(struct strbuf *sb, struct value_level *lv, struct value_level *ex);
	/* restart_syscall's argument: the call the kernel resumes (NULL: unknown). */
	void (*resuming)(struct strbuf *sb, const char *name);
};

extern const struct render_ops render_text;
extern const struct render_ops render_json;

/* The renderer values go to (render_text unless --output-format says otherwise). */
void render_select(const struct render_ops *ops);

/* strace's quoting of bytes (render_text.c), for text outside values too. */
void render_quote(struct strbuf *sb, const char *s, size_t len, unsigned int style);

/* JSON string contents: bytes as Latin-1 code points, escaped (render_json.c). */
void json_escape(struct strbuf *sb, const char *s, size_t len);

/* Decimal integers, fast (JSON writes many). */
void json_put_u64(struct strbuf *sb, uint64_t v);
void json_put_i64(struct strbuf *sb, int64_t v);

/* sb_add with memcpy, for the longer pieces renderers write. */
static inline void sb_addmem(struct strbuf *sb, const void *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		sb_grow(sb, n + 1);
	__builtin_memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

/* The separator between syscall arguments inside a JSON pending buffer: a byte
 * JSON never leaves unescaped in a string. */
#define JSON_ARG_SEP '\x1e'
/* A named argument (value_arg_label) starts with its members "name":"NAME" and
 * this, before its value: the output layer puts them in the argument's object. */
#define JSON_LABEL_END ",\"named\":true,"

#endif
