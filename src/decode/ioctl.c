/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: the descriptor, the command by name (the names generated from the
 * kernel uapi headers, src/xlat/gen-ioctls.sh; several for one number joined
 * by " or ", as strace prints them all) or _IOC(dir, type, nr, size), and the
 * argument, decoded for the families in ioctl.h, in hex otherwise.
 */
#include "config.h"

#include <linux/kd.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "ioctl.h"
#include "fetch.h"
#include "qualify.h"
#include "options.h"
#include "xlat/evdev_abs.h"
#include "xlat/evdev_ev.h"
#include "xlat/ioctl_dirs.h"
#include "xlat/ioctls_gen.h"

/* "NAME(size)": commands whose name carries their buffer size. */
static void print_sized(struct tcb *tcp, const char *name, unsigned int code)
{
	value_call_begin(tcp, name);
	value_call_arg(tcp);
	value_uint(tcp, IOCTL_SIZE(code), VB_DEC);
	value_call_end(tcp);
}

/* Input device commands ('E') that carry an index or size. Returns 1 if printed. */
static int print_evdev_cmd(struct tcb *tcp, unsigned int code)
{
	unsigned int nr = IOCTL_NR(code);

	if (IOCTL_DIR(code) == IOCTL_DIR_WRITE && nr >= 0xc0) {
		if (!tcp)
			return 1;
		value_call_begin(tcp, "EVIOCSABS");
		value_call_arg(tcp);
		print_xval(tcp, &evdev_abs, nr - 0xc0, "ABS_???");
		value_call_end(tcp);
		return 1;
	}
	if (IOCTL_DIR(code) != IOCTL_DIR_READ)
		return 0;
	if (nr >= 0x20 && nr < 0x40) {
		if (!tcp)
			return 1;
		value_call_begin(tcp, "EVIOCGBIT");
		value_call_arg(tcp);
		if (nr == 0x20)
			value_uint(tcp, 0, VB_DEC);
		else
			print_xval(tcp, &evdev_ev, nr - 0x20, "EV_???");
		value_call_arg(tcp);
		value_uint(tcp, IOCTL_SIZE(code), VB_DEC);
		value_call_end(tcp);
		return 1;
	}
	if (nr >= 0x40 && nr < 0x80) {
		if (!tcp)
			return 1;
		value_call_begin(tcp, "EVIOCGABS");
		value_call_arg(tcp);
		print_xval(tcp, &evdev_abs, nr - 0x40, "ABS_???");
		value_call_end(tcp);
		return 1;
	}
	static const char *const sized[0x1c] = {
		[0x06] = "EVIOCGNAME", [0x07] = "EVIOCGPHYS", [0x08] = "EVIOCGUNIQ",
		[0x09] = "EVIOCGPROP", [0x0a] = "EVIOCGMTSLOTS", [0x18] = "EVIOCGKEY",
		[0x19] = "EVIOCGLED", [0x1a] = "EVIOCGSND", [0x1b] = "EVIOCGSW",
	};
	if (nr < ARRAY_SIZE(sized) && sized[nr]) {
		if (!tcp)
			return 1;
		print_sized(tcp, sized[nr], code);
		return 1;
	}
	return 0;
}

/* HID device commands ('H') that carry a size. Returns 1 if printed. */
static int print_hiddev_cmd(struct tcb *tcp, unsigned int code)
{
	const char *name = NULL;
	if (IOCTL_DIR(code) == IOCTL_DIR_READ) {
		switch (IOCTL_NR(code)) {
		case 0x04: name = "HIDIOCGRAWNAME"; break;
		case 0x05: name = "HIDIOCGRAWPHYS"; break;
		case 0x06: name = "HIDIOCSFEATURE"; break;
		case 0x08: name = "HIDIOCGRAWUNIQ"; break;
		case 0x12: name = "HIDIOCGPHYS"; break;
		}
	} else if (IOCTL_DIR(code) == (IOCTL_DIR_READ | IOCTL_DIR_WRITE)) {
		switch (IOCTL_NR(code)) {
		case 0x06: name = "HIDIOCSFEATURE"; break;
		case 0x07: name = "HIDIOCGFEATURE"; break;
		}
	}
	if (!name)
		return 0;
	if (!tcp)
		return 1;
	print_sized(tcp, name, code);
	return 1;
}

/*
 * Commands named from their fields rather than by table: a family's
 * variable-size commands. Returns 1 if something was printed (with tcp NULL,
 * prints nothing: says whether it would).
 */
static int print_cmd_by_fields(struct tcb *tcp, unsigned int code)
{
	unsigned int dir = IOCTL_DIR(code), nr = IOCTL_NR(code);

	switch (IOCTL_TYPE(code)) {
	case '!':
		/* _IOR('!', 2, __u64): an old, mistaken direction of a seccomp command. */
		if (code == ((IOCTL_DIR_READ << 30) | (8u << 16) | ('!' << 8) | 2u)) {
			if (!tcp)
				return 1;
			value_const(tcp, "SECCOMP_IOCTL_NOTIF_ID_VALID_WRONG_DIR", code, VB_HEX, NULL);
			return 1;
		}
		return 0;
	case 'E':
		return print_evdev_cmd(tcp, code);
	case 'H':
		return print_hiddev_cmd(tcp, code);
	case 'M':
		if (dir == IOCTL_DIR_WRITE || dir == IOCTL_DIR_READ) {
			if (!tcp)
				return 1;
			value_call_begin(tcp, dir == IOCTL_DIR_WRITE ? "MIXER_WRITE" : "MIXER_READ");
			value_call_arg(tcp);
			value_uint(tcp, nr, VB_DEC);
			value_call_end(tcp);
			return 1;
		}
		return 0;
	case 'U':
		if (dir == IOCTL_DIR_READ && nr == 0x2c) {
			if (!tcp)
				return 1;
			print_sized(tcp, "UI_GET_SYSNAME", code);
			return 1;
		}
		return 0;
	case 'j':
		if (dir == IOCTL_DIR_READ && nr == 0x13) {
			if (!tcp)
				return 1;
			print_sized(tcp, "JSIOCGNAME", code);
			return 1;
		}
		return 0;
	case 'k':
		if (dir == IOCTL_DIR_WRITE && nr == 0) {
			if (!tcp)
				return 1;
			print_sized(tcp, "SPI_IOC_MESSAGE", code);
			return 1;
		}
		return 0;
	}
	return 0;
}

const struct xlat *ioctl_request_names(void)
{
	return &ioctl_names;
}

/* The index of the first table entry for code, or -1: the table is sorted by number. */
static long find_cmd(unsigned int code)
{
	size_t lo = 0, hi = ioctl_names.count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ioctl_names.entries[mid].val < code)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < ioctl_names.count && ioctl_names.entries[lo].val == code)
		return (long)lo;
	return -1;
}

/* The command: its names joined by " or ", or _IOC(dir, type, nr, size). */
static void print_ioctl_cmd_abbrev(struct tcb *tcp, unsigned int code)
{
	long i = find_cmd(code);
	if (i < 0) {
		if (print_cmd_by_fields(tcp, code))
			return;
	} else if ((size_t)i + 1 >= ioctl_names.count || ioctl_names.entries[i + 1].val != code) {
		/* One name from the table, maybe after one from the fields. */
		bool fields = print_cmd_by_fields(NULL, code);
		if (fields) {
			value_expr_begin(tcp, " or ");
			print_cmd_by_fields(tcp, code);
			value_expr_next(tcp);
		}
		value_const(tcp, ioctl_names.entries[i].str, code, VB_HEX, NULL);
		if (fields)
			value_expr_end(tcp);
		return;
	} else {
		/* Several names for one number: one constant, its names joined by " or ",
		 * after a name from the fields if there is one. */
		struct strbuf names = { 0 };
		for (size_t j = (size_t)i; j < ioctl_names.count &&
		     ioctl_names.entries[j].val == code; j++) {
			if (names.len)
				sb_puts(&names, " or ");
			sb_puts(&names, ioctl_names.entries[j].str);
		}
		bool fields = print_cmd_by_fields(NULL, code);
		if (fields) {
			value_expr_begin(tcp, " or ");
			print_cmd_by_fields(tcp, code);
			value_expr_next(tcp);
		}
		value_const(tcp, names.buf, code, VB_HEX, NULL);
		if (fields)
			value_expr_end(tcp);
		free(names.buf);
		return;
	}
	value_call_begin(tcp, "_IOC");
	value_call_arg(tcp);
	print_flags(tcp, &ioctl_dirs, IOCTL_DIR(code), "_IOC_???");
	value_call_arg(tcp);
	print_hex(tcp, IOCTL_TYPE(code));
	value_call_arg(tcp);
	print_hex(tcp, IOCTL_NR(code));
	value_call_arg(tcp);
	print_hex(tcp, IOCTL_SIZE(code));
	value_call_end(tcp);
}

/* The command as -X abbrev writes it, as text (to be freed), for -X verbose. */
static char *cmd_abbrev_text(struct tcb *tcp, unsigned int code)
{
	struct strbuf saved = tcp->text;
	memset(&tcp->text, 0, sizeof(tcp->text));
	bool was = value_force_text(true);	/* a comment is text in every format */
	enum const_style style = opts.const_style;
	opts.const_style = CONST_ABBREV;
	print_ioctl_cmd_abbrev(tcp, code);
	opts.const_style = style;
	value_force_text(was);
	char *text = tcp->text.buf;
	tcp->text = saved;
	return text;
}

/* The command; -X raw: its number, -X verbose: and its names as a comment,
 * the names strace builds from the number's fields too. */
static void print_ioctl_cmd(struct tcb *tcp, unsigned int code)
{
	if (opts.const_style == CONST_ABBREV) {
		print_ioctl_cmd_abbrev(tcp, code);
		return;
	}
	char *text = opts.const_style == CONST_VERBOSE ? cmd_abbrev_text(tcp, code) : NULL;
	value_uint(tcp, code, VB_HEX);
	if (text)
		value_comment(tcp, text);
	free(text);
}

/*
 * The argument, by command family. Families strace decodes but systrace does
 * not yet get their argument in hex at entry, as strace prints an unknown
 * command of a known family; other commands get it at exit.
 */
/*
 * Requests that no decoder takes and no family claims (a private driver's, such
 * as the one the empty-ioctl benchmark times), remembered: the tables are not
 * searched again for them, at entry and exit of every call. Which decoder takes
 * a request depends on its number only.
 */
#define PLAIN_SLOTS 64
#define IOCTL_ARG_PLAIN (1 << 30)	/* decode_ioctl_arg_slow: no decoder, no family */
static struct {
	uint32_t code;
	bool valid;
} plain[PLAIN_SLOTS];

static unsigned int plain_slot(unsigned int code)
{
	return (code ^ (code >> 8) ^ (code >> 16)) % PLAIN_SLOTS;
}

static int decode_ioctl_arg_slow(struct tcb *tcp, unsigned int code, uint64_t arg);

static int decode_ioctl_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	unsigned int slot = plain_slot(code);
	if (plain[slot].valid && plain[slot].code == code)
		return 0;
	int ret = decode_ioctl_arg_slow(tcp, code, arg);
	if (ret == IOCTL_ARG_PLAIN) {
		plain[slot].code = code;
		plain[slot].valid = true;
		return 0;
	}
	return ret;
}

static int decode_ioctl_arg_slow(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	int ret = ioctl_simple_arg(tcp, code, arg);
	if (ret < 0)
		ret = ioctl_loop_arg(tcp, code, arg);
	if (ret < 0)
		ret = ioctl_struct_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0x89)
		ret = ioctl_sock_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0x12)
		ret = ioctl_block_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 'p')
		ret = ioctl_rtc_arg(tcp, code, arg);
	if (ret < 0 && (IOCTL_TYPE(code) == 'o' || IOCTL_TYPE(code) == 'O' ||
			IOCTL_TYPE(code) == 0x03))
		ret = ioctl_ubi_arg(tcp, code, arg);
	if (ret < 0 && (IOCTL_TYPE(code) == 'M' || IOCTL_TYPE(code) == 'm'))
		ret = ioctl_mtd_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == '=')
		ret = ioctl_ptp_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 'V')
		ret = ioctl_v4l2_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0xfd)
		ret = ioctl_dm_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0x94)
		ret = ioctl_btrfs_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0x22)
		ret = ioctl_sg_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0xb4)
		ret = ioctl_gpio_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0xa4)
		ret = ioctl_tee_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 'K')
		ret = ioctl_kd_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 'E')
		ret = ioctl_evdev_key_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 'E')
		ret = ioctl_evdev_ff_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 0xae)
		ret = ioctl_kvm_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == '$')
		ret = ioctl_perf_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == '>')
		ret = ioctl_counter_arg(tcp, code, arg);
	if (ret < 0 && IOCTL_TYPE(code) == 'R')
		ret = ioctl_random_arg(tcp, code, arg);
	if (ret < 0)
		ret = ioctl_ptr_arg(tcp, code, arg);
	if (ret >= 0)
		return ret;
	switch (IOCTL_TYPE(code)) {
	case 'T':
		return term_ioctl(tcp, code, arg);
	case 'X':
		return fs_x_ioctl(tcp, code, arg);
	case 'f':
		return fs_f_ioctl(tcp, code, arg);
	case 0x94:
		return fs_0x94_ioctl(tcp, code, arg);
	case 0x03: case 0x12: case '!': case '"': case '$': case '=': case '>':
	case 'E': case 'I': case 'K': case 'L': case 'M': case 'O': case 'R':
	case 'V': case 'W': case 'i': case 'o': case 'p': case 0x89: case 0xa4:
	case 0xaa: case 0xab: case 0xae: case 0xb4: case 0xb7: case 0xfd:
		return RVAL_DECODED;
	}
	return IOCTL_ARG_PLAIN;	/* the argument in hex at exit */
}

SYS_FUNC(ioctl)
{
	unsigned int code = (uint32_t)ARG(1);
	int ret;

	/* -e verbose= leaving ioctl out: structures as their addresses (fetch.h),
	 * as strace prints them, but where strace reads them regardless: the
	 * terminal ('T') and device-mapper families, some console requests. */
	unsigned int type = IOCTL_TYPE(code);
	bool quiet = !syscall_verbose(tcp->ev.nr) && type != 'T' && type != 0xfd &&
		     code != KDGKBENT && code != KDSKBENT && code != PIO_CMAP &&
		     code != PIO_FONT && code != PIO_SCRNMAP;
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_ioctl_cmd(tcp, code);
		fetch_block_structs(quiet);
		ret = decode_ioctl_arg(tcp, code, ARG(2));
	} else {
		fetch_block_structs(quiet);
		ret = decode_ioctl_arg(tcp, code, ARG(2)) | RVAL_DECODED;
	}
	fetch_block_structs(false);
	if (ret & IOCTL_ARG_PRINTED) {
		ret = (ret & ~IOCTL_ARG_PRINTED) | RVAL_DECODED;
	} else if (ret & RVAL_DECODED) {
		tprint_sep(tcp);
		print_hex(tcp, ARG(2));
	}
	return ret;
}
