/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fcntl. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "lseek.h"
#include "open.h"
#include "signals.h"
#include "xlat/f_owner_types.h"
#include "xlat/fcntl_cmds.h"
#include "xlat/fd_flags.h"
#include "xlat/lock_types.h"
#include "xlat/notify_flags.h"
#include "xlat/seal_flags.h"

/* The commands, by the kernel's x86_64 numbers (older libcs lack the newer ones). */
enum {
	CMD_DUPFD = 0, CMD_GETFD = 1, CMD_SETFD = 2, CMD_GETFL = 3, CMD_SETFL = 4,
	CMD_GETLK = 5, CMD_SETLK = 6, CMD_SETLKW = 7, CMD_SETOWN = 8, CMD_GETOWN = 9,
	CMD_SETSIG = 10, CMD_GETSIG = 11, CMD_SETOWN_EX = 15, CMD_GETOWN_EX = 16,
	CMD_OFD_GETLK = 36, CMD_OFD_SETLK = 37, CMD_OFD_SETLKW = 38,
	CMD_SETLEASE = 1024, CMD_GETLEASE = 1025, CMD_NOTIFY = 1026,
	CMD_DUPFD_CLOEXEC = 1030, CMD_SETPIPE_SZ = 1031, CMD_GETPIPE_SZ = 1032,
	CMD_ADD_SEALS = 1033, CMD_GET_SEALS = 1034,
};

/* struct flock of x86_64 (the same layout as struct flock64). */
struct kernel_flock {
	int16_t l_type;
	int16_t l_whence;
	int64_t l_start;
	int64_t l_len;
	int32_t l_pid;
};

struct kernel_f_owner_ex {
	int32_t type;
	int32_t pid;
};

/* "{l_type=F_RDLCK, l_whence=SEEK_SET, l_start=0, l_len=0[, l_pid=0]}" or the address. */
static void print_flock(struct tcb *tcp, uint64_t addr, bool with_pid)
{
	struct kernel_flock fl;
	if (exiting(tcp) && syserror(tcp)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &fl))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "l_type");
	print_xval(tcp, &lock_types, (uint16_t)fl.l_type, "F_???");
	value_field(tcp, "l_whence");
	print_whence(tcp, (uint16_t)fl.l_whence);
	value_field(tcp, "l_start");
	value_int(tcp, (int64_t)((long long)fl.l_start));
	value_field(tcp, "l_len");
	value_int(tcp, (int64_t)((long long)fl.l_len));
	if (with_pid) {
		value_field(tcp, "l_pid");
		value_int(tcp, (int64_t)(fl.l_pid));
	}
	value_struct_end(tcp);
}

static void print_f_owner_ex(struct tcb *tcp, uint64_t addr)
{
	struct kernel_f_owner_ex owner;
	if (exiting(tcp) && syserror(tcp)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &owner))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "type");
	print_xval(tcp, &f_owner_types, (uint32_t)owner.type, "F_OWNER_???");
	value_field(tcp, "pid");
	value_int(tcp, (int64_t)(owner.pid));
	value_struct_end(tcp);
}

/*
 * The note after the return value, "flags O_RDWR" and the like: built by a
 * printing function into a buffer that lives until the line is written.
 */
static const char *make_auxstr(struct tcb *tcp, const char *prefix,
			       void (*print)(struct tcb *, uint64_t), uint64_t val)
{
	static char *buf;
	struct strbuf saved = tcp->text;
	memset(&tcp->text, 0, sizeof(tcp->text));
	bool was = value_force_text(true);	/* an auxstr is text in every format */
	tprints(tcp, prefix);
	print(tcp, val);
	value_force_text(was);
	free(buf);
	buf = tcp->text.buf;
	tcp->text = saved;
	return buf;
}

static void print_fd_flags_val(struct tcb *tcp, uint64_t v)
{
	print_flags(tcp, &fd_flags, v, NULL);
}

static void print_seals_val(struct tcb *tcp, uint64_t v)
{
	print_flags(tcp, &seal_flags, v, NULL);
}

/* The third argument at entry, or the result at exit. */
static int decode_fcntl_cmd(struct tcb *tcp, unsigned int cmd)
{
	uint64_t arg = ARG(2);
	int64_t rval = RETVAL;

	switch (cmd) {
	case CMD_SETFD:
		tprint_sep(tcp);
		print_flags(tcp, &fd_flags, (uint32_t)arg, "FD_???");
		break;
	case CMD_SETOWN:
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)arg);
		break;
	case CMD_SETPIPE_SZ:
		tprint_sep(tcp);
		print_dec(tcp, (int64_t)arg);
		break;
	case CMD_DUPFD:
	case CMD_DUPFD_CLOEXEC:
		tprint_sep(tcp);
		print_dec(tcp, (int64_t)arg);
		return RVAL_DECODED | RVAL_FD;
	case CMD_SETFL:
		tprint_sep(tcp);
		print_open_flags(tcp, (uint32_t)arg);
		break;
	case CMD_SETLK:
	case CMD_SETLKW:
	case CMD_OFD_SETLK:
	case CMD_OFD_SETLKW:
		tprint_sep(tcp);
		print_flock(tcp, arg, false);
		break;
	case CMD_SETOWN_EX:
		tprint_sep(tcp);
		print_f_owner_ex(tcp, arg);
		break;
	case CMD_NOTIFY:
		tprint_sep(tcp);
		print_flags(tcp, &notify_flags, arg, "DN_???");
		break;
	case CMD_SETLEASE:
		tprint_sep(tcp);
		print_xval(tcp, &lock_types, arg, "F_???");
		break;
	case CMD_ADD_SEALS:
		tprint_sep(tcp);
		print_flags(tcp, &seal_flags, arg, "F_SEAL_???");
		break;
	case CMD_SETSIG:
		tprint_sep(tcp);
		print_signo(tcp, (int)arg);
		break;
	case CMD_GETOWN:
	case CMD_GETPIPE_SZ:
		break;
	case CMD_GETFD:
		if (entering(tcp) || syserror(tcp) || rval == 0)
			return 0;
		tcp->auxstr = make_auxstr(tcp, "flags ", print_fd_flags_val, (uint64_t)rval);
		return RVAL_HEX | RVAL_STR;
	case CMD_GETFL:
		if (entering(tcp) || syserror(tcp))
			return 0;
		tcp->auxstr = make_auxstr(tcp, "flags ", print_open_flags, (uint32_t)rval);
		return RVAL_HEX | RVAL_STR;
	case CMD_GETLK:
	case CMD_OFD_GETLK:
		if (entering(tcp))
			return 0;
		tprint_sep(tcp);
		print_flock(tcp, arg, true);
		break;
	case CMD_GETOWN_EX:
		if (entering(tcp))
			return 0;
		tprint_sep(tcp);
		print_f_owner_ex(tcp, arg);
		break;
	case CMD_GETLEASE:
		if (entering(tcp) || syserror(tcp))
			return 0;
		tcp->auxstr = xlat_lookup(&lock_types, (uint64_t)rval);
		return RVAL_HEX | RVAL_STR;
	case CMD_GET_SEALS:
		if (entering(tcp) || syserror(tcp) || rval == 0)
			return 0;
		tcp->auxstr = make_auxstr(tcp, "seals ", print_seals_val, (uint64_t)rval);
		return RVAL_HEX | RVAL_STR;
	case CMD_GETSIG:
		if (entering(tcp) || syserror(tcp) || rval == 0)
			return 0;
		tcp->auxstr = signal_name((int)rval);
		return RVAL_STR;
	default:
		tprint_sep(tcp);
		print_hex(tcp, arg);
		break;
	}
	return RVAL_DECODED;
}

SYS_FUNC(fcntl)
{
	unsigned int cmd = (uint32_t)ARG(1);
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_xval(tcp, &fcntl_cmds, cmd, "F_???");
	}
	return decode_fcntl_cmd(tcp, cmd);
}
