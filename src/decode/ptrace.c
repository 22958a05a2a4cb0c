/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ptrace: the request, the pid, then addr and data as the request uses them
 * (x86_64). What the kernel writes (PEEK* words, registers, siginfo, masks,
 * syscall info) is printed after the call.
 */
#include "config.h"

#include <elf.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>

#include "decode.h"
#include "print_ext.h"
#include "siginfo.h"
#include "signal.h"
#include "syscall_table.h"
#include "xlat/audit_arch.h"
#include "xlat/nt_descriptor_types.h"
#include "xlat/ptrace_cmds.h"
#include "xlat/ptrace_peeksiginfo_flags.h"
#include "xlat/ptrace_setoptions_flags.h"
#include "xlat/ptrace_syscall_info_op.h"
#include "xlat/seccomp_filter_flags.h"

/* The requests by number (glibc's enum names them too, but not all). */
enum {
	R_TRACEME = 0, R_PEEKTEXT = 1, R_PEEKDATA = 2, R_PEEKUSER = 3, R_POKEUSER = 6,
	R_CONT = 7, R_KILL = 8, R_SINGLESTEP = 9, R_GETREGS = 12, R_SETREGS = 13,
	R_GETFPREGS = 14, R_SETFPREGS = 15, R_ATTACH = 0x10, R_DETACH = 0x11,
	R_OLDSETOPTIONS = 21, R_SYSCALL = 0x18, R_SYSEMU = 31, R_SYSEMU_SINGLESTEP = 32,
	R_SINGLEBLOCK = 33, R_SETOPTIONS = 0x4200, R_GETEVENTMSG = 0x4201,
	R_GETSIGINFO = 0x4202, R_SETSIGINFO = 0x4203, R_GETREGSET = 0x4204,
	R_SETREGSET = 0x4205, R_SEIZE = 0x4206, R_INTERRUPT = 0x4207, R_LISTEN = 0x4208,
	R_PEEKSIGINFO = 0x4209, R_GETSIGMASK = 0x420a, R_SETSIGMASK = 0x420b,
	R_SECCOMP_GET_FILTER = 0x420c, R_SECCOMP_GET_METADATA = 0x420d,
	R_GET_SYSCALL_INFO = 0x420e,
};

/* ---- struct user offsets (PTRACE_PEEKUSER, PTRACE_POKEUSER) ---- */

struct user_off {
	uint64_t off;
	const char *name;
};

/* strace's names, in offset order: the registers strace knows, then struct user's
 * other members, then its end. */
static const struct user_off user_offsets[] = {
	{ 8 * 0, "8*R15" }, { 8 * 1, "8*R14" }, { 8 * 2, "8*R13" }, { 8 * 3, "8*R12" },
	{ 8 * 4, "8*RBP" }, { 8 * 5, "8*RBX" }, { 8 * 6, "8*R11" }, { 8 * 7, "8*R10" },
	{ 8 * 8, "8*R9" }, { 8 * 9, "8*R8" }, { 8 * 10, "8*RAX" }, { 8 * 11, "8*RCX" },
	{ 8 * 12, "8*RDX" }, { 8 * 13, "8*RSI" }, { 8 * 14, "8*RDI" },
	{ 8 * 15, "8*ORIG_RAX" }, { 8 * 16, "8*RIP" }, { 8 * 17, "8*CS" },
	{ 8 * 18, "8*EFL" }, { 8 * 19, "8*RSP" }, { 8 * 20, "8*SS" },
	{ offsetof(struct user, u_fpvalid), "offsetof(struct user, u_fpvalid)" },
	{ offsetof(struct user, i387), "offsetof(struct user, i387)" },
	{ offsetof(struct user, u_tsize), "offsetof(struct user, u_tsize)" },
	{ offsetof(struct user, u_dsize), "offsetof(struct user, u_dsize)" },
	{ offsetof(struct user, u_ssize), "offsetof(struct user, u_ssize)" },
	{ offsetof(struct user, start_code), "offsetof(struct user, start_code)" },
	{ offsetof(struct user, start_stack), "offsetof(struct user, start_stack)" },
	{ offsetof(struct user, signal), "offsetof(struct user, signal)" },
	{ offsetof(struct user, reserved), "offsetof(struct user, reserved)" },
	{ offsetof(struct user, u_ar0), "offsetof(struct user, u_ar0)" },
	{ offsetof(struct user, u_fpstate), "offsetof(struct user, u_fpstate)" },
	{ offsetof(struct user, magic), "offsetof(struct user, magic)" },
	{ offsetof(struct user, u_comm), "offsetof(struct user, u_comm)" },
	{ offsetof(struct user, u_debugreg), "offsetof(struct user, u_debugreg)" },
	{ sizeof(struct user), "sizeof(struct user)" },
};
#define N_USER_OFFSETS (sizeof(user_offsets) / sizeof(user_offsets[0]))

/* An offset into struct user: the member at or below it, "+N" past its start;
 * beyond the struct's end, the address. */
static void print_user_offset(struct tcb *tcp, uint64_t addr)
{
	const struct user_off *best = NULL;
	for (size_t i = 0; i < N_USER_OFFSETS && user_offsets[i].off <= addr; i++)
		best = &user_offsets[i];
	if (!best || (addr > best->off && best == &user_offsets[N_USER_OFFSETS - 1])) {
		print_addr(tcp, addr);
		return;
	}
	if (addr == best->off) {
		value_const(tcp, best->name, (int64_t)addr, VB_HEX, NULL);
		return;
	}
	char name[80];
	snprintf(name, sizeof(name), "%s+%llu", best->name,
		 (unsigned long long)(addr - best->off));
	value_const(tcp, name, (int64_t)addr, VB_HEX, NULL);
}

/* ---- registers ---- */

static void print_hex_field(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_HEX);
}

/* struct user_regs_struct of size bytes (a multiple of 8, at most the struct),
 * as many registers as it holds. */
static void print_regs(struct tcb *tcp, uint64_t addr, uint64_t size)
{
	static const char *const names[] = {
		"r15", "r14", "r13", "r12", "rbp", "rbx", "r11", "r10", "r9", "r8", "rax",
		"rcx", "rdx", "rsi", "rdi", "orig_rax", "rip", "cs", "eflags", "rsp", "ss",
		"fs_base", "gs_base", "ds", "es", "fs", "gs",
	};
	uint64_t regs[sizeof(names) / sizeof(names[0])];
	if (!size || size % 8) {
		print_addr(tcp, addr);
		return;
	}
	uint64_t got = size < sizeof(regs) ? size : sizeof(regs);
	if (!umove_or_addr(tcp, addr, regs, (size_t)got))
		return;
	value_struct_begin(tcp);
	for (size_t i = 0; i < got / 8; i++)
		print_hex_field(tcp, names[i], regs[i]);
	if (size > sizeof(regs))
		value_struct_more(tcp);
	value_struct_end(tcp);
}

/* An array field of n words, cut to the bytes left after its offset. */
static void print_u32_array_field(struct tcb *tcp, const char *name, const uint32_t *a,
				  size_t n, size_t offset, size_t fetched)
{
	size_t have = (fetched - offset) / 4;
	value_field(tcp, name);
	print_local_array(tcp, a, have < n ? have : n, sizeof(a[0]), print_xint_elem, NULL);
}

/* struct user_fpregs_struct of size bytes (a multiple of 8): the fields it reaches,
 * "..." when it is longer than the struct. */
static void print_fpregs(struct tcb *tcp, uint64_t addr, uint64_t size)
{
	struct user_fpregs_struct fp;
	if (!size || size % 8) {
		print_addr(tcp, addr);
		return;
	}
	size_t got = size < sizeof(fp) ? (size_t)size : sizeof(fp);
	if (!umove_or_addr(tcp, addr, &fp, got))
		return;
#define FP_HAS(f) (got > offsetof(struct user_fpregs_struct, f))
	value_struct_begin(tcp);
	print_hex_field(tcp, "cwd", fp.cwd);
	if (FP_HAS(swd))
		print_hex_field(tcp, "swd", fp.swd);
	if (FP_HAS(ftw))
		print_hex_field(tcp, "ftw", fp.ftw);
	if (FP_HAS(fop))
		print_hex_field(tcp, "fop", fp.fop);
	if (FP_HAS(rip))
		print_hex_field(tcp, "rip", fp.rip);
	if (FP_HAS(rdp))
		print_hex_field(tcp, "rdp", fp.rdp);
	if (FP_HAS(mxcsr))
		print_hex_field(tcp, "mxcsr", fp.mxcsr);
	if (FP_HAS(mxcr_mask))
		print_hex_field(tcp, "mxcr_mask", fp.mxcr_mask);
	if (FP_HAS(st_space))
		print_u32_array_field(tcp, "st_space", fp.st_space, 32,
				      offsetof(struct user_fpregs_struct, st_space), got);
	if (FP_HAS(xmm_space))
		print_u32_array_field(tcp, "xmm_space", fp.xmm_space, 64,
				      offsetof(struct user_fpregs_struct, xmm_space), got);
	if (FP_HAS(padding))
		print_u32_array_field(tcp, "padding", fp.padding, 24,
				      offsetof(struct user_fpregs_struct, padding), got);
#undef FP_HAS
	if (size > sizeof(fp))
		value_struct_more(tcp);
	value_struct_end(tcp);
}

/* A register set's buffer by note type: NT_PRSTATUS and NT_FPREGSET decoded, others
 * an address. */
static void print_regset_buf(struct tcb *tcp, uint64_t nt, uint64_t addr, uint64_t len)
{
	if (nt == NT_PRSTATUS)
		print_regs(tcp, addr, len);
	else if (nt == NT_FPREGSET)
		print_fpregs(tcp, addr, len);
	else
		print_addr(tcp, addr);
}

/* The iovec of PTRACE_GETREGSET/SETREGSET: its buffer decoded for NT_PRSTATUS, an
 * address for other note types; a length the kernel changed as "old => new". */
static void print_regset(struct tcb *tcp, uint64_t addr, uint64_t nt, uint64_t old_len)
{
	struct iovec iov;
	/* The iovec is read even after a failure: the buffer then prints as an address. */
	if (fetch_obj(tcp, addr, &iov) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "iov_base");
	print_regset_buf(tcp, nt, (uint64_t)(uintptr_t)iov.iov_base, iov.iov_len);
	value_field(tcp, "iov_len");
	print_udec(tcp, old_len);
	if (old_len != iov.iov_len) {
		value_expr_wrap(tcp, "=>");	/* the length the kernel wrote */
		value_expr_next(tcp);
		print_udec(tcp, iov.iov_len);
		value_expr_end(tcp);
	}
	value_struct_end(tcp);
}

/* ---- other structs ---- */

static void print_peeksiginfo_args(struct tcb *tcp, uint64_t addr)
{
	struct {
		uint64_t off;
		uint32_t flags;
		uint32_t nr;
	} psi;
	if (!UMOVE_OR_ADDR(tcp, addr, &psi))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "off");
	value_uint(tcp, psi.off, VB_DEC);
	value_field(tcp, "flags");
	print_flags(tcp, &ptrace_peeksiginfo_flags, psi.flags, "PTRACE_PEEKSIGINFO_???");
	value_field(tcp, "nr");
	value_uint(tcp, psi.nr, VB_DEC);
	value_struct_end(tcp);
}

static bool print_siginfo_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	siginfo_t si;
	memcpy(&si, elem, sizeof(si));
	print_siginfo(tcp, &si);
	return true;
}

/* A word the kernel stored ("[0x1234]", "[NULL]"), or the address. */
static void print_word_at(struct tcb *tcp, uint64_t addr, bool as_addr)
{
	uint64_t v;
	if (!UMOVE_OR_ADDR(tcp, addr, &v))
		return;
	value_array_begin(tcp);
	value_elem(tcp);
	if (as_addr)
		print_addr(tcp, v);
	else
		value_uint(tcp, v, VB_DEC);
	value_array_end(tcp);
}

/* struct ptrace_syscall_info, as much as both the buffer and the kernel's answer
 * (the result) cover. */
static void print_syscall_info(struct tcb *tcp, uint64_t addr, uint64_t user_len)
{
	struct {
		uint8_t op;
		uint8_t pad[3];
		uint32_t arch;
		uint64_t instruction_pointer;
		uint64_t stack_pointer;
		union {
			struct { uint64_t nr; uint64_t args[6]; } entry;
			struct { int64_t rval; uint8_t is_error; } exit;
			struct { uint64_t nr; uint64_t args[6]; uint32_t ret_data; } seccomp;
		};
	} info;
	const size_t exit_size = 8 + 16 + 9, seccomp_size = 8 + 16 + 60;
	uint64_t len = (uint64_t)RETVAL < user_len ? (uint64_t)RETVAL : user_len;
	size_t size = len < seccomp_size ? (size_t)len : seccomp_size;
	memset(&info, 0, sizeof(info));
	if (!size || syserror(tcp) || fetch_mem(tcp, addr, &info, size) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "op");
	print_xval(tcp, &ptrace_syscall_info_op, info.op, "PTRACE_SYSCALL_INFO_???");
	if (size < 8)
		goto done;
	value_field(tcp, "arch");
	print_xval(tcp, &audit_arch, info.arch, "AUDIT_ARCH_???");
	if (size < 16)
		goto done;
	value_field(tcp, "instruction_pointer");
	print_addr(tcp, info.instruction_pointer);
	if (size < 24)
		goto done;
	value_field(tcp, "stack_pointer");
	print_addr(tcp, info.stack_pointer);
	if (size < 32)
		goto done;
	if (info.op == 1 || info.op == 3) {
		value_field(tcp, info.op == 1 ? "entry" : "seccomp");
		value_struct_begin(tcp);
		value_field(tcp, "nr");
		const struct sysent *s = info.arch == 0xc000003e ?
			sysent_by_nr((int)info.entry.nr) : NULL;
		if (s && s->name && info.entry.nr < SYSCALL_NR_MAX) {
			char name[64];
			snprintf(name, sizeof(name), "__NR_%s", s->name);
			value_const(tcp, name, (int64_t)info.entry.nr, VB_DEC, NULL);
		} else {
			value_uint(tcp, info.entry.nr, VB_DEC);
		}
		size_t nargs = (size - 32) / 8;
		if (nargs > 6)
			nargs = 6;
		if (nargs) {
			value_field(tcp, "args");
			value_array_begin(tcp);
			for (size_t i = 0; i < nargs; i++) {
				value_elem(tcp);
				value_uint(tcp, info.entry.args[i], VB_HEX);
			}
			value_array_end(tcp);
		}
		if (info.op == 3 && size >= seccomp_size) {
			value_field(tcp, "ret_data");
			value_uint(tcp, info.seccomp.ret_data, VB_DEC);
		}
		value_struct_end(tcp);
	} else if (info.op == 2) {
		value_field(tcp, "exit");
		value_struct_begin(tcp);
		value_field(tcp, "rval");
		value_int(tcp, info.exit.rval);
		if (size >= exit_size) {
			value_field(tcp, "is_error");
			value_uint(tcp, info.exit.is_error, VB_DEC);
		}
		value_struct_end(tcp);
	}
done:
	value_struct_end(tcp);
}

/* PTRACE_SECCOMP_GET_METADATA's struct of size bytes: filter_off in, flags out.
 * Read at entry (the filter_off given, kept in priv[1]), printed whole after the
 * call. Returns the decoder's result at entry. */
static int print_seccomp_metadata(struct tcb *tcp, uint64_t addr, uint64_t size)
{
	struct {
		uint64_t filter_off;
		uint64_t flags;
	} md;
	if (entering(tcp)) {
		if (size < sizeof(md.filter_off)) {
			print_addr(tcp, addr);
			return RVAL_DECODED;
		}
		if (!umove_or_addr(tcp, addr, &md.filter_off, sizeof(md.filter_off)))
			return RVAL_DECODED;
		tcp->priv[1] = md.filter_off;
		return 0;
	}
	value_struct_begin(tcp);
	value_field(tcp, "filter_off");
	value_uint(tcp, tcp->priv[1], VB_DEC);
	if (!syserror(tcp) && size > sizeof(md.filter_off)) {
		if (size < sizeof(md) ||
		    fetch_mem(tcp, addr + sizeof(md.filter_off), &md.flags, sizeof(md.flags)) < 0) {
			/* Part of the flags only: an unnamed "???" as strace shows it. */
			value_field(tcp, NULL);
			value_const(tcp, "???", 0, VB_DEC, NULL);
		} else {
			value_field(tcp, "flags");
			print_flags(tcp, &seccomp_filter_flags, md.flags, "SECCOMP_FILTER_FLAG_???");
			if (size > sizeof(md))
				value_struct_more(tcp);
		}
	}
	value_struct_end(tcp);
	return 0;
}

/* ---- the decoder ---- */

static int ptrace_entering(struct tcb *tcp)
{
	uint64_t request = ARG(0), addr = ARG(2), data = ARG(3);
	print_xval(tcp, &ptrace_cmds, request, "PTRACE_???");
	if (request == R_TRACEME)
		return RVAL_DECODED;
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
	switch (request) {
	case R_ATTACH:
	case R_INTERRUPT:
	case R_KILL:
	case R_LISTEN:
		return RVAL_DECODED;
	}

	tprint_sep(tcp);
	switch (request) {
	case R_PEEKUSER:
	case R_POKEUSER:
		print_user_offset(tcp, addr);
		break;
	case R_GETREGSET:
	case R_SETREGSET:
		print_xval(tcp, &nt_descriptor_types, addr, "NT_???");
		break;
	case R_GETSIGMASK:
	case R_SETSIGMASK:
	case R_SECCOMP_GET_FILTER:
	case R_SECCOMP_GET_METADATA:
	case R_GET_SYSCALL_INFO:
		print_udec(tcp, addr);
		break;
	case R_PEEKSIGINFO:
		print_peeksiginfo_args(tcp, addr);
		break;
	/* The register calls take the buffer in data and show no addr. */
	case R_SETREGS:
		print_regs(tcp, data, sizeof(struct user_regs_struct));
		return RVAL_DECODED;
	case R_SETFPREGS:
		print_fpregs(tcp, data, sizeof(struct user_fpregs_struct));
		return RVAL_DECODED;
	case R_GETREGS:
	case R_GETFPREGS:
		return 0;
	default:
		print_addr(tcp, addr);
	}

	tprint_sep(tcp);
	switch (request) {
	case R_CONT:
	case R_DETACH:
	case R_SYSCALL:
	case R_SINGLESTEP:
	case R_SINGLEBLOCK:
	case R_SYSEMU:
	case R_SYSEMU_SINGLESTEP:
		print_signo(tcp, (int)data);
		break;
	case R_SEIZE:
	case R_SETOPTIONS:
	case R_OLDSETOPTIONS:
		print_flags(tcp, &ptrace_setoptions_flags, data, "PTRACE_O_???");
		break;
	case R_SETSIGINFO:
		print_siginfo_at(tcp, data);
		break;
	case R_SETSIGMASK:
		print_sigset_addr_len(tcp, data, addr);
		break;
	case R_GETREGSET:
	case R_SETREGSET: {
		/* The length before the call, to show a change after it. */
		struct iovec iov;
		if (!data || fetch_obj(tcp, data, &iov) < 0) {
			print_addr(tcp, data);
			return RVAL_DECODED;
		}
		tcp->priv[0] = iov.iov_len;
		if (request == R_SETREGSET) {
			/* The registers given: shown now, the length's change after. */
			value_struct_begin(tcp);
			value_field(tcp, "iov_base");
			print_regset_buf(tcp, addr, (uint64_t)(uintptr_t)iov.iov_base, iov.iov_len);
			value_field(tcp, "iov_len");
			print_udec(tcp, iov.iov_len);
		}
		return 0;
	}
	case R_SECCOMP_GET_METADATA:
		return print_seccomp_metadata(tcp, data, addr);
	case R_PEEKTEXT:
	case R_PEEKDATA:
	case R_PEEKUSER:
	case R_GETEVENTMSG:
	case R_GETSIGINFO:
	case R_GETSIGMASK:
	case R_PEEKSIGINFO:
	case R_SECCOMP_GET_FILTER:
	case R_GET_SYSCALL_INFO:
		return 0;
	default:
		print_addr(tcp, data);
	}
	return RVAL_DECODED;
}

static int ptrace_exiting(struct tcb *tcp)
{
	uint64_t request = ARG(0), addr = ARG(2), data = ARG(3);
	switch (request) {
	case R_PEEKTEXT:
	case R_PEEKDATA:
	case R_PEEKUSER:
		print_word_at(tcp, data, true);
		break;
	case R_GETEVENTMSG:
		print_word_at(tcp, data, false);
		break;
	case R_GETREGSET:
		print_regset(tcp, data, addr, tcp->priv[0]);
		break;
	case R_SETREGSET: {
		struct iovec iov;
		if (fetch_obj(tcp, data, &iov) == 0 && iov.iov_len != tcp->priv[0]) {
			value_expr_wrap(tcp, "=>");	/* the length the kernel wrote */
			value_expr_next(tcp);
			print_udec(tcp, iov.iov_len);
			value_expr_end(tcp);
		}
		value_struct_end(tcp);
		break;
	}
	case R_GETSIGINFO:
		print_siginfo_at(tcp, data);
		break;
	case R_GETSIGMASK:
		print_sigset_addr_len(tcp, data, addr);
		break;
	case R_PEEKSIGINFO: {
		siginfo_t si;
		if (syserror(tcp))
			print_addr(tcp, data);
		else
			print_array(tcp, data, (uint64_t)RETVAL, &si, sizeof(si), 0,
				    print_siginfo_elem, NULL);
		break;
	}
	case R_GET_SYSCALL_INFO:
		print_syscall_info(tcp, data, addr);
		break;
	case R_GETREGS:
		print_regs(tcp, data, sizeof(struct user_regs_struct));
		break;
	case R_GETFPREGS:
		print_fpregs(tcp, data, sizeof(struct user_fpregs_struct));
		break;
	case R_SECCOMP_GET_METADATA:
		print_seccomp_metadata(tcp, data, (uint64_t)RETVAL);
		break;
	case R_SECCOMP_GET_FILTER:
		/* Not decoded yet (strace shows the filter's instructions). */
		print_addr(tcp, data);
		break;
	}
	return 0;
}

SYS_FUNC(ptrace)
{
	return entering(tcp) ? ptrace_entering(tcp) : ptrace_exiting(tcp);
}
