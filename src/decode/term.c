/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Terminal ioctls: termios, termio, winsize, modem lines, and int arguments. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/modem_flags.h"
#include "xlat/tcflsh_options.h"
#include "xlat/tcxonc_options.h"
#include "xlat/term_bauds.h"
#include "xlat/term_cflags.h"
#include "xlat/term_cflags_csize.h"
#include "xlat/term_iflags.h"
#include "xlat/term_lflags.h"
#include "xlat/term_line_discs.h"
#include "xlat/term_oflags.h"
#include "xlat/term_oflags_bsdly.h"
#include "xlat/term_oflags_crdly.h"
#include "xlat/term_oflags_ffdly.h"
#include "xlat/term_oflags_nldly.h"
#include "xlat/term_oflags_tabdly.h"
#include "xlat/term_oflags_vtdly.h"
#include "xlat/termios_cc.h"

/* The commands of the kernel's asm-generic/ioctls.h (x86_64). */
enum {
	TCGETS_ = 0x5401, TCSETS_ = 0x5402, TCSETSW_ = 0x5403, TCSETSF_ = 0x5404,
	TCGETA_ = 0x5405, TCSETA_ = 0x5406, TCSETAW_ = 0x5407, TCSETAF_ = 0x5408,
	TCSBRK_ = 0x5409, TCXONC_ = 0x540a, TCFLSH_ = 0x540b, TIOCEXCL_ = 0x540c,
	TIOCNXCL_ = 0x540d, TIOCSCTTY_ = 0x540e, TIOCGPGRP_ = 0x540f, TIOCSPGRP_ = 0x5410,
	TIOCOUTQ_ = 0x5411, TIOCSTI_ = 0x5412, TIOCGWINSZ_ = 0x5413, TIOCSWINSZ_ = 0x5414,
	TIOCMGET_ = 0x5415, TIOCMBIS_ = 0x5416, TIOCMBIC_ = 0x5417, TIOCMSET_ = 0x5418,
	TIOCGSOFTCAR_ = 0x5419, TIOCSSOFTCAR_ = 0x541a, FIONREAD_ = 0x541b,
	TIOCCONS_ = 0x541d, TIOCSSERIAL_ = 0x541f, TIOCPKT_ = 0x5420, FIONBIO_ = 0x5421,
	TIOCNOTTY_ = 0x5422, TIOCSETD_ = 0x5423, TIOCGETD_ = 0x5424, TCSBRKP_ = 0x5425,
	TIOCSBRK_ = 0x5427, TIOCCBRK_ = 0x5428, TIOCGSID_ = 0x5429,
	TCGETS2_ = 0x802c542a, TCSETS2_ = 0x402c542b, TCSETSW2_ = 0x402c542c,
	TCSETSF2_ = 0x402c542d, TIOCGPTN_ = 0x80045430, TIOCSPTLCK_ = 0x40045431,
	TIOCGDEV_ = 0x80045432, TIOCVHANGUP_ = 0x5437, TIOCGEXCL_ = 0x80045440,
	FIONCLEX_ = 0x5450, FIOCLEX_ = 0x5451, FIOASYNC_ = 0x5452,
	TIOCGLCKTRMIOS_ = 0x5456, TIOCSLCKTRMIOS_ = 0x5457,
};

/* The kernel's structures (asm-generic/termbits.h, x86_64), not the C library's. */
#define KERNEL_NCCS 19
#define KERNEL_NCC 8

struct kernel_termios {
	uint32_t c_iflag, c_oflag, c_cflag, c_lflag;
	uint8_t c_line;
	uint8_t c_cc[KERNEL_NCCS];
};

struct kernel_termios2 {
	uint32_t c_iflag, c_oflag, c_cflag, c_lflag;
	uint8_t c_line;
	uint8_t c_cc[KERNEL_NCCS];
	uint32_t c_ispeed, c_ospeed;
};

struct kernel_termio {
	uint16_t c_iflag, c_oflag, c_cflag, c_lflag;
	uint8_t c_line;
	uint8_t c_cc[KERNEL_NCC];
};

struct kernel_winsize {
	uint16_t ws_row, ws_col, ws_xpixel, ws_ypixel;
};

#define NLDLY_ 0x00100
#define CRDLY_ 0x00600
#define TABDLY_ 0x01800
#define BSDLY_ 0x02000
#define VTDLY_ 0x04000
#define FFDLY_ 0x08000
#define CBAUD_ 0x0000100f
#define CIBAUD_ 0x100f0000
#define CSIZE_ 0x00000030
#define IBSHIFT_ 16

/* Like print_flags, but nothing at all for zero: strace's way with flags that have no fallback. */
static void print_bits(struct tcb *tcp, const struct xlat *x, uint64_t v)
{
	if (v || xlat_lookup(x, 0))
		print_flags(tcp, x, v, NULL);
}

/*
 * strace writes the named fields of a mode word, then "|", then the other bits,
 * which are nothing at all when zero: "B0|CS5|", a set with an empty rest. A
 * field without a name makes it an expression of "|" whose last operand (the
 * other bits) may be empty.
 */

/* c_oflag: each delay field by name ("NL0|CR0|..."), then the other bits. */
static void print_oflag(struct tcb *tcp, uint64_t v)
{
	static const struct {
		const struct xlat *x;
		uint64_t mask;
		const char *dflt;
	} fields[] = {
		{ &term_oflags_nldly, NLDLY_, "NL?" },
		{ &term_oflags_crdly, CRDLY_, "CR?" },
		{ &term_oflags_tabdly, TABDLY_, "TAB?" },
		{ &term_oflags_bsdly, BSDLY_, "BS?" },
		{ &term_oflags_vtdly, VTDLY_, "VT?" },
		{ &term_oflags_ffdly, FFDLY_, "FF?" },
	};
	uint64_t other = v;
	bool named = true;
	for (size_t i = 0; i < ARRAY_SIZE(fields); i++) {
		named = named && xlat_lookup(fields[i].x, v & fields[i].mask);
		other &= ~fields[i].mask;
	}
	/* -X raw and verbose: each field as its own constant ("0|0|...|0x5"), as strace. */
	if (named && opts.const_style == CONST_ABBREV) {
		/* One flag set: the delay fields' names, then the other bits. */
		value_flags_begin(tcp);
		for (size_t i = 0; i < ARRAY_SIZE(fields); i++)
			value_flag(tcp, xlat_lookup(fields[i].x, v & fields[i].mask));
		uint64_t left = value_flags_names(tcp, &term_oflags, other);
		if (left)
			value_flags_rest(tcp, left, VB_HEX);
		if (!other)
			value_flags_empty_rest(tcp);
		value_flags_end(tcp, NULL);
		return;
	}
	value_expr_begin(tcp, "|");
	for (size_t i = 0; i < ARRAY_SIZE(fields); i++) {
		value_expr_next(tcp);
		print_xval(tcp, fields[i].x, v & fields[i].mask, fields[i].dflt);
	}
	value_expr_next(tcp);
	print_bits(tcp, &term_oflags, other);
	value_expr_end(tcp);
}

/* c_cflag: output speed, input speed if set ("B9600<<IBSHIFT"), size, then the other bits. */
static void print_cflag(struct tcb *tcp, uint64_t v)
{
	const char *baud = xlat_lookup(&term_bauds, v & CBAUD_);
	const char *size = xlat_lookup(&term_cflags_csize, v & CSIZE_);
	uint64_t other = v & ~(uint64_t)(CBAUD_ | CIBAUD_ | CSIZE_);
	const char *ibaud = xlat_lookup(&term_bauds, (v & CIBAUD_) >> IBSHIFT_);
	if (baud && size && (ibaud || !(v & CIBAUD_)) && opts.const_style == CONST_ABBREV) {
		value_flags_begin(tcp);
		value_flag(tcp, baud);
		if (v & CIBAUD_) {
			char buf[64];
			snprintf(buf, sizeof(buf), "%s<<IBSHIFT", ibaud);
			value_flag(tcp, buf);
		}
		value_flag(tcp, size);
		uint64_t left = value_flags_names(tcp, &term_cflags, other);
		if (left)
			value_flags_rest(tcp, left, VB_HEX);
		if (!other)
			value_flags_empty_rest(tcp);
		value_flags_end(tcp, NULL);
		return;
	}
	value_expr_begin(tcp, "|");
	value_expr_next(tcp);
	print_xval(tcp, &term_bauds, v & CBAUD_, "B???");
	if (v & CIBAUD_) {
		/* "B115200<<IBSHIFT" */
		value_expr_next(tcp);
		value_expr_begin(tcp, "<<");
		value_expr_next(tcp);
		print_xval(tcp, &term_bauds, (v & CIBAUD_) >> IBSHIFT_, "B???");
		value_expr_next(tcp);
		value_str(tcp, "IBSHIFT", 7, VS_BARE);
		value_expr_end(tcp);
	}
	value_expr_next(tcp);
	print_xval(tcp, &term_cflags_csize, v & CSIZE_, "CS?");
	value_expr_next(tcp);
	print_bits(tcp, &term_cflags, other);
	value_expr_end(tcp);
}

/* The four mode words every termios-like structure starts with. */
static void print_modes(struct tcb *tcp, uint32_t iflag, uint32_t oflag, uint32_t cflag,
			uint32_t lflag)
{
	value_field(tcp, "c_iflag");
	print_bits(tcp, &term_iflags, iflag);
	value_field(tcp, "c_oflag");
	print_oflag(tcp, oflag);
	value_field(tcp, "c_cflag");
	print_cflag(tcp, cflag);
	value_field(tcp, "c_lflag");
	print_bits(tcp, &term_lflags, lflag);
}

/* ", c_line=N_TTY, c_cc=[[VINTR]=0x3, ..., [17]=0, ...]" */
static void print_line_cc(struct tcb *tcp, uint8_t line, const uint8_t *cc, unsigned int n)
{
	value_field(tcp, "c_line");
	print_xval(tcp, &term_line_discs, line, "N_???");
	value_field(tcp, "c_cc");
	value_array_begin(tcp);
	for (unsigned int i = 0; i < n; i++) {
		value_elem_index(tcp, xlat_lookup(&termios_cc, i), i);
		print_hex(tcp, cc[i]);
	}
	value_array_end(tcp);
}

/*
 * Read the argument's struct; false (its address printed) if the call failed
 * at exit or the memory is unreadable.
 */
static bool fetch_term(struct tcb *tcp, uint64_t addr, void *obj, size_t size)
{
	if (exiting(tcp) && syserror(tcp)) {
		print_addr(tcp, addr);
		return false;
	}
	return fetch_obj_or_addr(tcp, addr, obj, size);
}

/*
 * A termios-like structure: the modes, then "..." without -v, or with it the
 * line discipline, the first ncc control characters and (speeds) termios2's
 * speeds.
 */
static void print_term_body(struct tcb *tcp, const struct kernel_termios2 *t, unsigned int ncc,
			    bool speeds)
{
	value_struct_begin(tcp);
	print_modes(tcp, t->c_iflag, t->c_oflag, t->c_cflag, t->c_lflag);
	if (opts.verbose) {
		print_line_cc(tcp, t->c_line, t->c_cc, ncc);
		if (speeds) {
			value_field(tcp, "c_ispeed");
			value_uint(tcp, (uint64_t)(t->c_ispeed), VB_DEC);
			value_field(tcp, "c_ospeed");
			value_uint(tcp, (uint64_t)(t->c_ospeed), VB_DEC);
		}
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

/* struct termios, or (v2) struct termios2, which begins like it. */
static void print_termios(struct tcb *tcp, uint64_t addr, bool v2)
{
	struct kernel_termios2 t;
	if (fetch_term(tcp, addr, &t, v2 ? sizeof(t) : sizeof(struct kernel_termios)))
		print_term_body(tcp, &t, KERNEL_NCCS, v2);
}

/* struct termio: the same fields, narrower. */
static void print_termio(struct tcb *tcp, uint64_t addr)
{
	struct kernel_termio t;
	if (!fetch_term(tcp, addr, &t, sizeof(t)))
		return;
	struct kernel_termios2 wide = {
		.c_iflag = t.c_iflag, .c_oflag = t.c_oflag, .c_cflag = t.c_cflag,
		.c_lflag = t.c_lflag, .c_line = t.c_line,
	};
	memcpy(wide.c_cc, t.c_cc, sizeof(t.c_cc));
	print_term_body(tcp, &wide, KERNEL_NCC, false);
}

/* "{ws_row=25, ws_col=80, ws_xpixel=0, ws_ypixel=0}" */
static void print_winsize(struct tcb *tcp, uint64_t addr)
{
	struct kernel_winsize ws;
	if (!fetch_term(tcp, addr, &ws, sizeof(ws)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "ws_row");
	value_uint(tcp, (uint64_t)(ws.ws_row), VB_DEC);
	value_field(tcp, "ws_col");
	value_uint(tcp, (uint64_t)(ws.ws_col), VB_DEC);
	value_field(tcp, "ws_xpixel");
	value_uint(tcp, (uint64_t)(ws.ws_xpixel), VB_DEC);
	value_field(tcp, "ws_ypixel");
	value_uint(tcp, (uint64_t)(ws.ws_ypixel), VB_DEC);
	value_struct_end(tcp);
}

/* "[N]": an int the argument points to, or (modem) the modem lines there,
 * "[TIOCM_DTR|TIOCM_RTS]". */
static void print_int_at(struct tcb *tcp, uint64_t addr, bool modem)
{
	int32_t v;
	if (!fetch_term(tcp, addr, &v, sizeof(v)))
		return;
	value_array_begin(tcp);
	value_elem(tcp);
	if (modem)
		print_flags(tcp, &modem_flags, (uint32_t)v, "TIOCM_???");
	else
		value_int(tcp, v);
	value_array_end(tcp);
}

/* See ioctl.h: strace 6.1's choice of commands and of when each argument is known. */
int term_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	switch (code) {
	case TCGETS2_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case TCSETS2_:
	case TCSETSW2_:
	case TCSETSF2_:
		tprint_sep(tcp);
		print_termios(tcp, arg, true);
		break;
	case TCGETS_:
	case TIOCGLCKTRMIOS_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case TCSETS_:
	case TCSETSW_:
	case TCSETSF_:
	case TIOCSLCKTRMIOS_:
		tprint_sep(tcp);
		print_termios(tcp, arg, false);
		break;
	case TCGETA_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case TCSETA_:
	case TCSETAW_:
	case TCSETAF_:
		tprint_sep(tcp);
		print_termio(tcp, arg);
		break;
	case TIOCGWINSZ_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case TIOCSWINSZ_:
		tprint_sep(tcp);
		print_winsize(tcp, arg);
		break;
	case TCXONC_:
		tprint_sep(tcp);
		print_xval(tcp, &tcxonc_options, arg, "TC???");
		break;
	case TCFLSH_:
		tprint_sep(tcp);
		print_xval(tcp, &tcflsh_options, arg, "TC???");
		break;
	case TCSBRK_:
	case TCSBRKP_:
	case TIOCSCTTY_:
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)arg);
		break;
	case TIOCMGET_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case TIOCMBIS_:
	case TIOCMBIC_:
	case TIOCMSET_:
		tprint_sep(tcp);
		print_int_at(tcp, arg, true);
		break;
	case TIOCGPGRP_:
	case TIOCGSID_:
	case TIOCGETD_:
	case TIOCGSOFTCAR_:
	case TIOCGPTN_:
	case FIONREAD_:
	case TIOCOUTQ_:
	case TIOCGEXCL_:
	case TIOCGDEV_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case TIOCSPGRP_:
	case TIOCSETD_:
	case FIONBIO_:
	case FIOASYNC_:
	case TIOCPKT_:
	case TIOCSSOFTCAR_:
	case TIOCSPTLCK_:
		tprint_sep(tcp);
		print_int_at(tcp, arg, false);
		break;
	case TIOCSTI_:
		tprint_sep(tcp);
		print_buf(tcp, arg, 1);
		break;
	case TIOCSBRK_:
	case TIOCCBRK_:
	case TIOCCONS_:
	case TIOCNOTTY_:
	case TIOCEXCL_:
	case TIOCNXCL_:
	case FIOCLEX_:
	case FIONCLEX_:
	case TIOCVHANGUP_:
	case TIOCSSERIAL_:
		break;
	default:
		return RVAL_DECODED;
	}
	return IOCTL_ARG_PRINTED;
}
