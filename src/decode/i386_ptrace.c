/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's ptrace: the requests whose data differ from x86_64's (a 32-bit word for
 * PEEK* and GETEVENTMSG, i386's siginfo_t, struct user_regs_struct,
 * user_i387_struct and iovec)
 * decoded here, as strace 6.1 prints them; the others by ptrace.c's decoder.
 */
#include "config.h"

#include <signal.h>
#include <string.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "xlat/nt_descriptor_types.h"
#include "xlat/ptrace_cmds.h"

enum {
	R_PEEKTEXT = 1, R_PEEKDATA = 2, R_PEEKUSER = 3, R_GETREGS = 12, R_SETREGS = 13,
	R_GETFPREGS = 14, R_SETFPREGS = 15,
	R_GETEVENTMSG = 0x4201, R_GETSIGINFO = 0x4202, R_SETSIGINFO = 0x4203,
	R_GETREGSET = 0x4204, R_SETREGSET = 0x4205, R_PEEKSIGINFO = 0x4209,
	NT_PRSTATUS_ = 1,
};

/* i386's struct user_regs_struct: seventeen 32-bit registers. */
#define REGS32_SIZE 68

static void print_regs32_at(struct tcb *tcp, uint64_t addr)
{
	static const char *const names[] = {
		"ebx", "ecx", "edx", "esi", "edi", "ebp", "eax", "xds", "xes", "xfs", "xgs",
		"orig_eax", "eip", "xcs", "eflags", "esp", "xss",
	};
	uint32_t r[ARRAY_SIZE(names)];
	_Static_assert(sizeof(r) == REGS32_SIZE, "i386 user_regs_struct");
	if (!UMOVE_OR_ADDR(tcp, addr, &r))
		return;
	value_struct_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		value_field(tcp, names[i]);
		print_hex(tcp, r[i]);
	}
	value_struct_end(tcp);
}

/* i386's struct user_i387_struct: seven registers and the 80 bytes of st_space,
 * all 32-bit words in hex. */
static void print_fpregs32_at(struct tcb *tcp, uint64_t addr)
{
	static const char *const names[] = { "cwd", "swd", "twd", "fip", "fcs", "foo", "fos" };
	uint32_t r[ARRAY_SIZE(names) + 20];
	_Static_assert(sizeof(r) == 108, "i386 user_i387_struct");
	if (!UMOVE_OR_ADDR(tcp, addr, &r))
		return;
	value_struct_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		value_field(tcp, names[i]);
		print_hex(tcp, r[i]);
	}
	value_field(tcp, "st_space");
	value_array_begin(tcp);
	for (size_t i = ARRAY_SIZE(names); i < ARRAY_SIZE(r); i++) {
		value_elem(tcp);
		print_hex(tcp, r[i]);
	}
	value_array_end(tcp);
	value_struct_end(tcp);
}

/* An iovec's buffer: the registers for NT_PRSTATUS when they fit, else its address. */
static void print_regset_buf32(struct tcb *tcp, uint64_t nt, uint32_t base, uint32_t len)
{
	if (nt == NT_PRSTATUS_ && len >= REGS32_SIZE && !syserror(tcp))
		print_regs32_at(tcp, base);
	else
		print_addr(tcp, base);
}

static bool print_siginfo32_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	print_siginfo32(tcp, elem);
	return true;
}

static int ptrace32_entering(struct tcb *tcp)
{
	uint64_t request = ARG(0), addr = ARG(2), data = ARG(3);
	switch (request) {
	case R_SETREGS:
	case R_SETFPREGS:
	case R_SETSIGINFO:
	case R_GETREGSET:
	case R_SETREGSET:
		break;
	default:
		return decode_ptrace(tcp);
	}
	print_xval(tcp, &ptrace_cmds, request, "PTRACE_???");
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
	tprint_sep(tcp);
	if (request == R_SETREGS) {
		print_regs32_at(tcp, data);
		return RVAL_DECODED;
	}
	if (request == R_SETFPREGS) {
		print_fpregs32_at(tcp, data);
		return RVAL_DECODED;
	}
	if (request == R_SETSIGINFO) {
		print_addr(tcp, addr);
		tprint_sep(tcp);
		print_siginfo32_at(tcp, data);
		return RVAL_DECODED;
	}
	print_xval(tcp, &nt_descriptor_types, addr, "NT_???");
	tprint_sep(tcp);
	uint32_t iov[2];
	if (!data || fetch_mem(tcp, data, iov, sizeof(iov)) < 0) {
		print_addr(tcp, data);
		return RVAL_DECODED;
	}
	tcp->priv[0] = iov[1];
	if (request == R_SETREGSET) {
		value_struct_begin(tcp);
		value_field(tcp, "iov_base");
		print_regset_buf32(tcp, addr, iov[0], iov[1]);
		value_field(tcp, "iov_len");
		print_udec(tcp, iov[1]);
	}
	return 0;
}

/* The iovec's length, with " => new" when the kernel changed it. */
static void print_len_change(struct tcb *tcp, uint64_t data)
{
	uint32_t iov[2];
	if (fetch_mem(tcp, data, iov, sizeof(iov)) == 0 && iov[1] != tcp->priv[0]) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		print_udec(tcp, iov[1]);
		value_expr_end(tcp);
	}
}

SYS_FUNC(i386_ptrace)
{
	if (entering(tcp))
		return ptrace32_entering(tcp);
	uint64_t request = ARG(0), addr = ARG(2), data = ARG(3);
	uint32_t word, iov[2];
	switch (request) {
	case R_PEEKTEXT:
	case R_PEEKDATA:
	case R_PEEKUSER:
	case R_GETEVENTMSG:
		if (!UMOVE_OR_ADDR(tcp, data, &word))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		if (request == R_GETEVENTMSG)
			value_uint(tcp, word, VB_DEC);
		else
			print_addr(tcp, word);
		value_array_end(tcp);
		break;
	case R_GETSIGINFO:
		print_siginfo32_at(tcp, data);
		break;
	case R_GETREGS:
		print_regs32_at(tcp, data);
		break;
	case R_GETFPREGS:
		print_fpregs32_at(tcp, data);
		break;
	case R_GETREGSET:
		if (fetch_mem(tcp, data, iov, sizeof(iov)) < 0) {
			print_addr(tcp, data);
			break;
		}
		value_struct_begin(tcp);
		value_field(tcp, "iov_base");
		print_regset_buf32(tcp, addr, iov[0], iov[1]);
		value_field(tcp, "iov_len");
		print_udec(tcp, tcp->priv[0]);
		print_len_change(tcp, data);
		value_struct_end(tcp);
		break;
	case R_SETREGSET:
		print_len_change(tcp, data);
		value_struct_end(tcp);
		break;
	case R_PEEKSIGINFO: {
		uint8_t si[128];
		if (syserror(tcp))
			print_addr(tcp, data);
		else
			print_array(tcp, data, (uint64_t)RETVAL, si, sizeof(si), 0,
				    print_siginfo32_elem, NULL);
		break;
	}
	default:
		return decode_ptrace(tcp);
	}
	return 0;
}
