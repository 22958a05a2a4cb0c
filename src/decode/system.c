/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The system as a whole: reboot, syslog, sethostname, setdomainname, iopl, ioperm. */
#include "config.h"

#include "decode.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/reboot_cmds.h"
#include "xlat/reboot_magic1.h"
#include "xlat/reboot_magic2.h"
#include "xlat/syslog_action_types.h"
#include "xlat/syslog_console_levels.h"

#define REBOOT_CMD_RESTART2 0xA1B2C3D4U
/* The kernel copies at most 255 bytes of RESTART2's command (and a NUL). */
#define REBOOT_ARG_MAX 255

SYS_FUNC(reboot)
{
	uint32_t cmd = (uint32_t)ARG(2);
	print_xval(tcp, &reboot_magic1, (uint32_t)ARG(0), "LINUX_REBOOT_MAGIC_???");
	tprint_sep(tcp);
	print_xval(tcp, &reboot_magic2, (uint32_t)ARG(1), "LINUX_REBOOT_MAGIC_???");
	tprint_sep(tcp);
	print_xval(tcp, &reboot_cmds, cmd, "LINUX_REBOOT_CMD_???");
	if (cmd == REBOOT_CMD_RESTART2) {
		tprint_sep(tcp);
		print_cstr_n(tcp, ARG(3), REBOOT_ARG_MAX);
	}
	return RVAL_DECODED;
}

/* A number with its name as a comment, as strace shows syslog's: "3 / * NAME * /". */
static void print_num_named(struct tcb *tcp, const struct xlat *x, int32_t v, const char *dflt)
{
	const char *name = xlat_lookup(x, (uint64_t)(int64_t)v);
	value_int(tcp, v);
	value_comment(tcp, name ? name : dflt);
}

enum {
	SYSLOG_CLOSE, SYSLOG_OPEN, SYSLOG_READ, SYSLOG_READ_ALL, SYSLOG_READ_CLEAR,
	SYSLOG_CLEAR, SYSLOG_CONSOLE_OFF, SYSLOG_CONSOLE_ON, SYSLOG_CONSOLE_LEVEL,
	SYSLOG_SIZE_UNREAD, SYSLOG_SIZE_BUFFER,
};

/* syslog: the type; the buffer and length where the type uses them (the read
 * types show what was read, after the call). */
SYS_FUNC(syslog)
{
	int type = (int)ARG(0);
	int len = (int)ARG(2);
	if (entering(tcp))
		print_num_named(tcp, &syslog_action_types, type, "SYSLOG_ACTION_???");
	switch (type) {
	case SYSLOG_CLOSE:
	case SYSLOG_OPEN:
	case SYSLOG_CLEAR:
	case SYSLOG_CONSOLE_OFF:
	case SYSLOG_CONSOLE_ON:
	case SYSLOG_SIZE_UNREAD:
	case SYSLOG_SIZE_BUFFER:
		return RVAL_DECODED;
	case SYSLOG_READ:
	case SYSLOG_READ_ALL:
	case SYSLOG_READ_CLEAR:
		if (entering(tcp))
			return 0;
		tprint_sep(tcp);
		if (syserror(tcp))
			print_addr(tcp, ARG(1));
		else
			print_strn(tcp, ARG(1), (uint64_t)RETVAL, 0);
		tprint_sep(tcp);
		print_dec(tcp, len);
		return 0;
	case SYSLOG_CONSOLE_LEVEL:
		tprint_sep(tcp);
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		print_num_named(tcp, &syslog_console_levels, len, "LOGLEVEL_???");
		return RVAL_DECODED;
	default:
		tprint_sep(tcp);
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		print_dec(tcp, len);
		return RVAL_DECODED;
	}
}

/* The kernel's __NEW_UTS_LEN: a longer name is refused, shown as its address. */
#define UTS_NAME_MAX 64

/* sethostname, setdomainname: a name of len bytes (not NUL-terminated). */
SYS_FUNC(sethostname)
{
	uint32_t len = (uint32_t)ARG(1);
	if (len > UTS_NAME_MAX)
		print_addr(tcp, ARG(0));
	else
		print_strn(tcp, ARG(0), len, 0);
	tprint_sep(tcp);
	print_udec(tcp, len);
	return RVAL_DECODED;
}

SYS_FUNC(iopl)
{
	print_dec(tcp, (int32_t)ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(ioperm)
{
	print_hex(tcp, ARG(0));
	tprint_sep(tcp);
	print_hex(tcp, ARG(1));
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(2));
	return RVAL_DECODED;
}
