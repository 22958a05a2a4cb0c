/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Values, not text: what a decoder says about an argument, independent of how
 * it is written. The value layer keeps track of where the decoder is (which
 * argument, which struct field, which array element) and hands each value to
 * the renderer in use (render.h): strace's text, or JSON.
 *
 * A decoder describes fstat(3, {st_mode=S_IFREG|0644, st_size=12, ...}) as:
 *
 *	value_fd(tcp, 3, NULL);			// or print_fd(tcp, 3), which adds -y's path
 *	value_arg_next(tcp);			// ", " between arguments
 *	value_struct_begin(tcp);
 *	value_field(tcp, "st_mode");
 *	print_symbolic_mode(tcp, st.st_mode);	// a flag set
 *	value_field(tcp, "st_size");
 *	value_int(tcp, st.st_size);
 *	value_struct_more(tcp);			// ", ..." : fields left out without -v
 *	value_struct_end(tcp);
 *
 * Rules: one value per slot (argument, field, element) where possible; a
 * comment may follow a value in the same slot. Decoders never test which
 * format is in use. value_text() is the escape hatch for output a decoder has
 * not been converted from yet: JSON shows it as {"kind":"text"}, so use it only
 * where no kind fits, and prefer adding a kind here.
 */
#ifndef SYSTRACE_VALUE_H
#define SYSTRACE_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

struct tcb;
struct xlat;

/* How an integer is written in text: 12, 0xc, 014 ("%#03o": 0644, 000). */
enum value_base {
	VB_DEC,
	VB_HEX,
	VB_OCT,
	VB_HEX_W2,	/* "%#02x": hex, but 0 is "00" */
	VB_HEX_W8,	/* "%#08x": hex zero-padded to 8 characters, "0x" included */
	VB_HEX_W16,	/* "%#016llx": the same to 16 (strace's padded 64-bit words) */
};

/* The kinds a renderer sees; JSON's "kind" member has these names. */
enum value_kind {
	VK_INT,		/* "int": integer, signed or unsigned, with a base */
	VK_CONST,	/* "const": a symbolic constant, or its number with a comment */
	VK_FLAGS,	/* "flags": names of set bits plus leftover bits */
	VK_STRING,	/* "string": bytes, maybe truncated */
	VK_ADDR,	/* "addr": NULL or a hex address */
	VK_FD,		/* "fd": a descriptor, with its path under -y */
	VK_STRUCT,	/* "struct": named fields in order */
	VK_ARRAY,	/* "array": elements, maybe elided ("...") */
	VK_CALL,	/* "call": a function-like form, makedev(0x1, 0x3), htons(80) */
	VK_EXPR,	/* "expr": operands and an operator, BPF_LD|0x40, SKF_AD_OFF+4, 16 => 8 */
	VK_COMMENT,	/* "comment": a C comment after (or instead of) a value */
	VK_TEXT,	/* "text": not converted yet, already strace's text */
	VK_SEQ,		/* "seq": several values in one slot (value then comment, text parts) */
	VK_SIGSET,	/* "sigset": signal names, "[INT TERM]", or "~[...]" for all but them */
	VK_PID,		/* "pid": a process id, with -Y's command name or its number in
			 * systrace's pid namespace (--pidns-translation) */
	VK_SET,		/* "set": numbers or descriptors separated by spaces, "[0 1]" */
	VK_INDEXED,	/* "indexed": an array element with its index, "[VINTR]=0x3" */
	VK_RESUMING,	/* "resuming": the call restart_syscall resumes */
};

/* Quoting styles of a string value (print.h's QUOTE_* are the same bits). */
enum value_str_style {
	VS_NUL_TERMINATED = 1 << 0,	/* stop at the first NUL */
	VS_FORCE_HEX = 1 << 1,		/* every byte as \xNN (random data) */
	VS_TRUNCATED = 1 << 2,		/* more bytes followed: "..." after the quote */
	VS_OMIT_QUOTES = 1 << 3,	/* no surrounding quotes (-y paths) */
	VS_BARE = 1 << 4,		/* a token written as is: no quotes, no escapes (a MAC) */
	VS_ABSTRACT = 1 << 5,		/* an abstract socket name: "@" before the quote */
	VS_ESCAPE_ANGLE = 1 << 6,	/* '<' and '>' in octal too (-y paths, in "<...>") */
};

/* --- integers ------------------------------------------------------------ */
void value_int(struct tcb *tcp, int64_t v);			/* signed decimal */
void value_uint(struct tcb *tcp, uint64_t v, enum value_base base);

/* --- symbolic constants -------------------------------------------------- */
/* name if not NULL; otherwise v in base, followed by " / * dflt * /" if dflt. */
void value_const(struct tcb *tcp, const char *name, int64_t v, enum value_base base,
		 const char *dflt);
/* Look v up in x, as value_const. */
void value_xlat(struct tcb *tcp, const struct xlat *x, uint64_t v, enum value_base base,
		const char *dflt);

/* --- flag sets ----------------------------------------------------------- */
/* A whole set from a table: "A|B|0x40", "0", or "0x40 / * dflt * /". */
void value_flags(struct tcb *tcp, const struct xlat *x, uint64_t v, const char *dflt);
/* Built by hand: begin, names, at most one rest (leftover bits, always written
 * once called, even 0), end. Nothing between begin and end prints "0"; a rest
 * alone gets dflt as a comment. */
void value_flags_begin(struct tcb *tcp);
void value_flag(struct tcb *tcp, const char *name);
/* A name with the bits it stands for: -X raw|verbose can then write the set's number. */
void value_flag_bits(struct tcb *tcp, const char *name, uint64_t bits);
void value_flags_rest(struct tcb *tcp, uint64_t bits, enum value_base base);
/* Instead of a rest: the set ends with a "|" and nothing after it, as strace
 * writes some mode words ("B0|CS5|"). */
void value_flags_empty_rest(struct tcb *tcp);
void value_flags_end(struct tcb *tcp, const char *dflt);
/* Between begin and end: the names of x's bits set in v; returns the bits left. */
uint64_t value_flags_names(struct tcb *tcp, const struct xlat *x, uint64_t v);

/* The bits of v that no entry of x names (nothing is printed). */
uint64_t xlat_unnamed_bits(const struct xlat *x, uint64_t v);
/* A two-part set as strace writes it, "TYPE|FLAG|FLAG": tval named from tx (a
 * number, not bits), then the bits of rest named from x. One flag set when tval
 * has a name; otherwise exactly the text of print_xval(tx, tval, tdflt) followed by
 * "|" and print_flags(x, rest, dflt). */
void value_flags_typed(struct tcb *tcp, const struct xlat *tx, uint64_t tval,
		       const char *tdflt, const struct xlat *x, uint64_t rest, const char *dflt);

/* --- signal sets -------------------------------------------------------- */
/* "[HUP INT]": names without "SIG" (or numbers); inverted: "~[...]", the set is
 * every signal but these. */
void value_sigset_begin(struct tcb *tcp, bool inverted);
void value_sigset_item(struct tcb *tcp, const char *name);
void value_sigset_end(struct tcb *tcp);

/* --- strings ------------------------------------------------------------- */
/* len bytes from systrace's memory; style is enum value_str_style. */
void value_str(struct tcb *tcp, const char *s, size_t len, unsigned int style);

/* --- addresses and descriptors ------------------------------------------- */
void value_addr(struct tcb *tcp, uint64_t addr);		/* NULL or 0x... */
/* A descriptor; name replaces the number in text (AT_FDCWD); path (NUL-terminated,
 * may be NULL) is -y's "<path>". */
void value_fd(struct tcb *tcp, int fd, const char *name, const char *path);
/* Like value_fd, with -yy's details (NUL-terminated, may be NULL), written as is:
 * "3</dev/null<char 1:3>>" with a path, "5<TCP:[...]>" without. */
void value_fd_detail(struct tcb *tcp, int fd, const char *name, const char *path,
		     const char *detail);

/* A process id as the program sees it; comm (may be NULL): "1234<sh>"; ours (0:
 * none): " / * 28324 in strace's PID NS * /". print_pid fills them in. */
void value_pid(struct tcb *tcp, int64_t pid, const char *comm, int64_t ours);

/* --- structs, arrays, calls ---------------------------------------------- */
void value_struct_begin(struct tcb *tcp);
void value_field(struct tcb *tcp, const char *name);	/* starts the next field's slot */
void value_struct_more(struct tcb *tcp);		/* fields left out: ", ..." */
void value_struct_end(struct tcb *tcp);

void value_array_begin(struct tcb *tcp);
void value_elem(struct tcb *tcp);			/* starts the next element's slot */
/* Elements left out: "...". Right after value_elem, the element just started is
 * dropped (an element printer that stops the array calls this). */
void value_array_more(struct tcb *tcp);
void value_array_end(struct tcb *tcp);
/* An element with its index, instead of value_elem: "[VINTR]=0x3" (name), "[17]=0"
 * (name NULL: the number). */
void value_elem_index(struct tcb *tcp, const char *name, uint64_t index);
/* A set of numbers or descriptors, "[0 1 5]": elements separated by spaces (CPU
 * masks, select's fd sets); then value_elem, value_array_more (" ..."),
 * value_array_end as for an array. */
void value_set_begin(struct tcb *tcp);

/* name(arg, arg): makedev(0x1, 0x3), htons(80), inet_addr("127.0.0.1"). */
void value_call_begin(struct tcb *tcp, const char *name);
void value_call_arg(struct tcb *tcp);			/* starts the next argument's slot */
void value_call_end(struct tcb *tcp);

/* Operands joined by op: "BPF_LD|0x40 / * BPF_??? * /", "SKF_AD_OFF+4". The op "=>"
 * is an in/out value, before and after the call: text "16 => 8". An op with a
 * space on each side (" && ", " << ") is written so in text; JSON has the op
 * alone and "spaced". */
void value_expr_begin(struct tcb *tcp, const char *op);
void value_expr_next(struct tcb *tcp);			/* starts the next operand's slot */
void value_expr_end(struct tcb *tcp);
/* Like value_expr_begin, after the fact: what the current slot holds becomes the
 * first operand; value_expr_next starts the second. For an in/out value whose
 * "in" was written at entry: value_expr_wrap(tcp, "=>") at exit. */
void value_expr_wrap(struct tcb *tcp, const char *op);

/* restart_syscall's argument, "<... resuming interrupted NAME ...>": the call the
 * kernel resumes; NULL when it is not known (text "system call"). */
void value_resuming(struct tcb *tcp, const char *name);

/* --- comments and text --------------------------------------------------- */
/* A comment: " / * text * /" after a value in the same slot, "/ * text * /" alone;
 * right after value_struct_more/value_array_more it belongs to the "...". */
void value_comment(struct tcb *tcp, const char *text);
void value_commentf(struct tcb *tcp, const char *fmt, ...) ATTR_PRINTF(2, 3);
/* Escape hatch for unconverted decoders: strace's text, as is. */
void value_text(struct tcb *tcp, const char *s, size_t len);
void value_textf(struct tcb *tcp, const char *fmt, ...) ATTR_PRINTF(2, 3);

/* --- syscall arguments --------------------------------------------------- */
/* The next syscall argument starts (text ", "). */
void value_arg_next(struct tcb *tcp);
/* The argument just started (the first, or after value_arg_next) has a name the
 * text writes before its value: clone's "child_stack=NULL, flags=SIGCHLD". JSON
 * names the argument so, with "named": true. */
void value_arg_label(struct tcb *tcp, const char *name);

/* --- for the output layer ------------------------------------------------ */
/* Close every slot and container still open in tcp's pending values. */
void value_finish(struct tcb *tcp);
/* Forget any state kept for tcp (its pending values were consumed or freed). */
void value_forget(struct tcb *tcp);
/* While true, values render as strace text whatever the output format (a decoder
 * composing an auxstr, which is text by definition). Returns the previous setting. */
bool value_force_text(bool on);

/* --- arguments one by one, for the structured outputs (issue 11) --------- */
/* While on (--output-format=ctf), the text renderer separates syscall arguments
 * in the pending buffer with VALUE_ARG_MARK instead of ", ", so that each
 * argument's text is one piece, a struct with commas in it included. The JSON
 * renderer always separates them so. Output that writes the buffer as strace's
 * text never turns it on. */
#define VALUE_ARG_MARK '\x1e'
void value_mark_args(bool on);
/* The arguments of a pending buffer with marks (text while marked, or JSON), in
 * one pass: start[i] and len[i] for each, at most max (the last one then runs to
 * the end, marks included). Returns how many (0 for an empty buffer). */
unsigned int value_arg_spans(const char *buf, size_t buflen, unsigned int max,
			     size_t *start, size_t *len);
/* out (overwritten) = tcp's pending values as value_finish() would close them,
 * with tcp's own buffer and the layer's position in it untouched: what was
 * decoded so far of a call still in progress. */
void value_snapshot(struct tcb *tcp, struct strbuf *out);

#endif
