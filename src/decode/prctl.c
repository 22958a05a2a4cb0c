/* SPDX-License-Identifier: GPL-2.0-or-later */
/* prctl, arch_prctl. */
#include "config.h"

#include <stdio.h>

#include "decode.h"
#include "print_ext.h"
#include "seccomp_fprog.h"
#include "xlat/arch_prctl_codes.h"
#include "xlat/arch_xfeature_bits.h"
#include "xlat/arch_xfeature_masks.h"
#include "xlat/capabilities.h"
#include "xlat/pr_cap_ambient.h"
#include "xlat/pr_dumpable.h"
#include "xlat/pr_fp_mode.h"
#include "xlat/pr_mce_kill.h"
#include "xlat/pr_mce_kill_policy.h"
#include "xlat/pr_mte_tcf.h"
#include "xlat/pr_pac_enabled_keys.h"
#include "xlat/pr_pac_keys.h"
#include "xlat/pr_sched_core_cmds.h"
#include "xlat/pr_sched_core_pidtypes.h"
#include "xlat/pr_set_mm.h"
#include "xlat/pr_set_vma.h"
#include "xlat/pr_sme_vl_flags.h"
#include "xlat/pr_spec_cmds.h"
#include "xlat/pr_spec_get_flags.h"
#include "xlat/pr_spec_set_flags.h"
#include "xlat/pr_sud_cmds.h"
#include "xlat/pr_sve_vl_flags.h"
#include "xlat/pr_tagged_addr_enable.h"
#include "xlat/pr_tsc.h"
#include "xlat/pr_unalign_flags.h"
#include "xlat/prctl_options.h"
#include "xlat/secbits.h"
#include "xlat/seccomp_mode.h"

/* Option numbers (linux/prctl.h); the names are in xlat/prctl_options.in. */
enum {
	O_SET_PDEATHSIG = 1, O_GET_PDEATHSIG, O_GET_DUMPABLE, O_SET_DUMPABLE,
	O_GET_UNALIGN, O_SET_UNALIGN, O_GET_KEEPCAPS, O_SET_KEEPCAPS, O_GET_FPEMU,
	O_SET_FPEMU, O_GET_FPEXC, O_SET_FPEXC, O_GET_TIMING, O_SET_TIMING,
	O_SET_NAME, O_GET_NAME,
	O_GET_ENDIAN = 19, O_SET_ENDIAN, O_GET_SECCOMP, O_SET_SECCOMP,
	O_CAPBSET_READ, O_CAPBSET_DROP, O_GET_TSC, O_SET_TSC, O_GET_SECUREBITS,
	O_SET_SECUREBITS, O_SET_TIMERSLACK, O_GET_TIMERSLACK,
	O_TASK_PERF_EVENTS_DISABLE, O_TASK_PERF_EVENTS_ENABLE, O_MCE_KILL,
	O_MCE_KILL_GET, O_SET_MM, O_SET_CHILD_SUBREAPER, O_GET_CHILD_SUBREAPER,
	O_SET_NO_NEW_PRIVS, O_GET_NO_NEW_PRIVS, O_GET_TID_ADDRESS,
	O_SET_THP_DISABLE, O_GET_THP_DISABLE, O_MPX_ENABLE_MANAGEMENT,
	O_MPX_DISABLE_MANAGEMENT, O_SET_FP_MODE, O_GET_FP_MODE, O_CAP_AMBIENT,
	O_SVE_SET_VL = 50, O_SVE_GET_VL, O_GET_SPECULATION_CTRL,
	O_SET_SPECULATION_CTRL, O_PAC_RESET_KEYS, O_SET_TAGGED_ADDR_CTRL,
	O_GET_TAGGED_ADDR_CTRL, O_SET_IO_FLUSHER, O_GET_IO_FLUSHER,
	O_SET_SYSCALL_USER_DISPATCH, O_PAC_SET_ENABLED_KEYS,
	O_PAC_GET_ENABLED_KEYS, O_SCHED_CORE, O_SME_SET_VL, O_SME_GET_VL,
	O_SET_VMA = 0x53564d41,
	O_SET_PTRACER = 0x59616d61,
};

#define TASK_COMM_LEN 16
#define VL_LEN_MASK 0xffff
#define TAGGED_ADDR_ENABLE 1ull
#define MTE_TCF_MASK 6ull
#define MTE_TAG_SHIFT 3
#define MTE_TAG_MASK (0xffffull << MTE_TAG_SHIFT)

/* Text after the return value; it must outlive the decoder call. */
static char auxbuf[256];

/* The arguments from first on (0-based), in hex: ", 0, 0x1". */
static void print_rest_args(struct tcb *tcp, unsigned int first)
{
	for (unsigned int i = first; i < 5; i++) {
		tprint_sep(tcp);
		print_hex(tcp, ARG(i));
	}
}

/* The int an option's result pointer points to; prints the address if it cannot be read. */
static bool fetch_u32_arg(struct tcb *tcp, uint64_t addr, uint32_t *v)
{
	return UMOVE_OR_ADDR(tcp, addr, v);
}

/* SVE and SME vector lengths with their flags: "PR_SVE_VL_INHERIT|0x100".
 * For a result (aux), NULL when there is no flag to show. */
static const char *sprint_vl(const struct xlat *flags_x, uint64_t arg, bool aux)
{
	uint64_t vl = arg & VL_LEN_MASK, flags = arg & ~(uint64_t)VL_LEN_MASK;
	char flagstr[128];
	if (!flags && aux)
		return NULL;
	const char *f = sprint_flags(flagstr, sizeof(flagstr), flags_x, flags, false);
	snprintf(auxbuf, sizeof(auxbuf), "%s%s%#llx", f ? f : "", f ? "|" : "",
		 (unsigned long long)vl);
	return auxbuf;
}

/*
 * An argument of SVE and SME vector lengths: the flags' names, then the length
 * as the set's rest ("PR_SVE_VL_INHERIT|0x100"). Flag bits with no name make two
 * numbers, which one set cannot hold: then the set and the length are an expression.
 */
static void print_vl(struct tcb *tcp, const struct xlat *flags_x, uint64_t arg)
{
	uint64_t vl = arg & VL_LEN_MASK, flags = arg & ~(uint64_t)VL_LEN_MASK;
	if (xlat_unnamed_bits(flags_x, flags)) {
		/* Two numbers: the set with its leftover bits, "|", the length. */
		value_flags(tcp, flags_x, flags, NULL);
		value_expr_wrap(tcp, "|");
		value_expr_next(tcp);
		value_uint(tcp, vl, VB_HEX);
		value_expr_end(tcp);
		return;
	}
	value_flags_begin(tcp);
	value_flags_names(tcp, flags_x, flags);
	value_flags_rest(tcp, vl, VB_HEX);
	value_flags_end(tcp, NULL);
}

/* "PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_SYNC|0xfffe<<PR_MTE_TAG_SHIFT". */
static const char *sprint_tagged_addr(uint64_t arg)
{
	uint64_t enabled = arg & TAGGED_ADDR_ENABLE, tcf = arg & MTE_TCF_MASK;
	uint64_t tag = arg & MTE_TAG_MASK;
	uint64_t rest = arg & ~(TAGGED_ADDR_ENABLE | MTE_TCF_MASK | MTE_TAG_MASK);
	char en[64];
	size_t n = 0;
	sprint_flags(en, sizeof(en), &pr_tagged_addr_enable, enabled, false);
	n += snprintf(auxbuf + n, sizeof(auxbuf) - n, "%s|", en);
	const char *t = xlat_lookup(&pr_mte_tcf, tcf);
	if (t)
		n += snprintf(auxbuf + n, sizeof(auxbuf) - n, "%s", t);
	else
		n += snprintf(auxbuf + n, sizeof(auxbuf) - n, "%#llx", (unsigned long long)tcf);
	if (tag)
		n += snprintf(auxbuf + n, sizeof(auxbuf) - n, "|%#llx<<PR_MTE_TAG_SHIFT",
			      (unsigned long long)(tag >> MTE_TAG_SHIFT));
	if (rest)
		snprintf(auxbuf + n, sizeof(auxbuf) - n, "|%#llx", (unsigned long long)rest);
	return auxbuf;
}

/*
 * PR_SET_TAGGED_ADDR_CTRL's argument as one flag set: the enable bit's name
 * (named when clear too), the fault mode's, the tag mask as
 * "0xfffe<<PR_MTE_TAG_SHIFT", and any other bits as the rest.
 */
static void print_tagged_addr(struct tcb *tcp, uint64_t arg)
{
	uint64_t enabled = arg & TAGGED_ADDR_ENABLE, tcf = arg & MTE_TCF_MASK;
	uint64_t tag = arg & MTE_TAG_MASK;
	uint64_t rest = arg & ~(TAGGED_ADDR_ENABLE | MTE_TCF_MASK | MTE_TAG_MASK);
	const char *en = xlat_lookup(&pr_tagged_addr_enable, enabled);
	const char *t = xlat_lookup(&pr_mte_tcf, tcf);
	if (!en || !t) {
		const char *s = sprint_tagged_addr(arg);
		value_text(tcp, s, strlen(s));
		return;
	}
	value_flags_begin(tcp);
	value_flag(tcp, en);
	value_flag(tcp, t);
	if (tag) {
		char buf[64];
		snprintf(buf, sizeof(buf), "%#llx<<PR_MTE_TAG_SHIFT",
			 (unsigned long long)(tag >> MTE_TAG_SHIFT));
		value_flag(tcp, buf);
	}
	if (rest)
		value_flags_rest(tcp, rest, VB_HEX);
	value_flags_end(tcp, NULL);
}

/* The result as flags: " (A|B)" after a hex value, nothing if none is known. */
static int flags_result(struct tcb *tcp, const struct xlat *x)
{
	tcp->auxstr = sprint_flags(auxbuf, sizeof(auxbuf), x, (uint64_t)RETVAL, true);
	return RVAL_HEX | RVAL_STR;
}

/* Options whose result is in a pointed-to int or word, printed at exit. */
static int prctl_get_at(struct tcb *tcp, uint32_t option)
{
	uint64_t arg2 = ARG(1);
	uint32_t v;

	if (entering(tcp)) {
		tprint_sep(tcp);
		return 0;
	}
	switch (option) {
	case O_GET_CHILD_SUBREAPER:
	case O_GET_ENDIAN:
	case O_GET_FPEMU:
	case O_GET_FPEXC:
		if (fetch_u32_arg(tcp, arg2, &v)) {
			value_array_begin(tcp);
			value_elem(tcp);
			value_uint(tcp, v, VB_DEC);
			value_array_end(tcp);
		}
		break;
	case O_GET_NAME:
		if (syserror(tcp))
			print_addr(tcp, arg2);
		else
			print_cstr_n(tcp, arg2, TASK_COMM_LEN);
		break;
	case O_GET_PDEATHSIG:
		if (fetch_u32_arg(tcp, arg2, &v)) {
			value_array_begin(tcp);
			value_elem(tcp);
			print_signo(tcp, (int)v);
			value_array_end(tcp);
		}
		break;
	case O_GET_TID_ADDRESS: {
		uint64_t p;
		if (UMOVE_OR_ADDR(tcp, arg2, &p)) {
			value_array_begin(tcp);
			value_elem(tcp);
			print_addr(tcp, p);
			value_array_end(tcp);
		}
		break;
	}
	case O_GET_TSC:
		if (fetch_u32_arg(tcp, arg2, &v)) {
			value_array_begin(tcp);
			value_elem(tcp);
			print_xval(tcp, &pr_tsc, v, "PR_TSC_???");
			value_array_end(tcp);
		}
		break;
	case O_GET_UNALIGN:
		if (fetch_u32_arg(tcp, arg2, &v)) {
			value_array_begin(tcp);
			value_elem(tcp);
			print_flags(tcp, &pr_unalign_flags, v, "PR_UNALIGN_???");
			value_array_end(tcp);
		}
		break;
	}
	return 0;
}

static int prctl_sched_core(struct tcb *tcp)
{
	if (exiting(tcp)) {
		/* Only PR_SCHED_CORE_GET gets here: the cookie it wrote. */
		uint64_t cookie;
		if (syserror(tcp))
			print_addr(tcp, ARG(4));
		else if (UMOVE_OR_ADDR(tcp, ARG(4), &cookie)) {
			value_array_begin(tcp);
			value_elem(tcp);
			value_uint(tcp, cookie, VB_HEX);
			value_array_end(tcp);
		}
		return RVAL_DECODED;
	}
	tprint_sep(tcp);
	print_xval(tcp, &pr_sched_core_cmds, (uint32_t)ARG(1), "PR_SCHED_CORE_???");
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(2));
	tprint_sep(tcp);
	/* The scope is always shown as a number with its name in a comment. */
	uint32_t type = (uint32_t)ARG(3);
	const char *name = xlat_lookup(&pr_sched_core_pidtypes, type);
	value_uint(tcp, type, VB_HEX);
	value_comment(tcp, name ? name : "PIDTYPE_???");
	tprint_sep(tcp);
	if ((uint32_t)ARG(1) == 0 /* PR_SCHED_CORE_GET */)
		return 0;
	print_addr(tcp, ARG(4));
	return RVAL_DECODED;
}

SYS_FUNC(prctl)
{
	const uint32_t option = (uint32_t)ARG(0);
	const uint64_t arg2 = ARG(1), arg3 = ARG(2);

	if (entering(tcp))
		print_xval(tcp, &prctl_options, option, "PR_???");

	switch (option) {
	case O_GET_KEEPCAPS:
	case O_GET_SECCOMP:
	case O_GET_TIMERSLACK:
	case O_GET_TIMING:
	case O_TASK_PERF_EVENTS_DISABLE:
	case O_TASK_PERF_EVENTS_ENABLE:
		return RVAL_DECODED;

	case O_GET_CHILD_SUBREAPER:
	case O_GET_ENDIAN:
	case O_GET_FPEMU:
	case O_GET_FPEXC:
	case O_GET_NAME:
	case O_GET_PDEATHSIG:
	case O_GET_TID_ADDRESS:
	case O_GET_TSC:
	case O_GET_UNALIGN:
		return prctl_get_at(tcp, option);

	case O_GET_DUMPABLE:
		if (entering(tcp) || syserror(tcp))
			return 0;
		tcp->auxstr = xlat_lookup(&pr_dumpable, (uint64_t)RETVAL);
		return RVAL_STR;

	case O_GET_SECUREBITS:
		if (entering(tcp) || syserror(tcp) || RETVAL == 0)
			return 0;
		return flags_result(tcp, &secbits);

	case O_GET_FP_MODE:
		if (entering(tcp) || syserror(tcp) || RETVAL == 0)
			return 0;
		return flags_result(tcp, &pr_fp_mode);

	case O_SVE_SET_VL:
	case O_SME_SET_VL:
	case O_SVE_GET_VL:
	case O_SME_GET_VL: {
		const struct xlat *fx = (option == O_SVE_SET_VL || option == O_SVE_GET_VL)
					? &pr_sve_vl_flags : &pr_sme_vl_flags;
		if (entering(tcp)) {
			if (option == O_SVE_SET_VL || option == O_SME_SET_VL) {
				tprint_sep(tcp);
				print_vl(tcp, fx, arg2);
			}
			return 0;
		}
		if (syserror(tcp) || RETVAL == 0)
			return 0;
		tcp->auxstr = sprint_vl(fx, (uint64_t)RETVAL, true);
		return RVAL_HEX | RVAL_STR;
	}

	case O_GET_SPECULATION_CTRL:
		if (entering(tcp)) {
			tprint_sep(tcp);
			print_xval(tcp, &pr_spec_cmds, arg2, "PR_SPEC_???");
			return 0;
		}
		if (syserror(tcp))
			return 0;
		if (arg2 <= 2)
			return flags_result(tcp, &pr_spec_get_flags);
		return RVAL_STR;

	case O_SET_TAGGED_ADDR_CTRL:
		tprint_sep(tcp);
		print_tagged_addr(tcp, arg2);
		print_rest_args(tcp, 2);
		return RVAL_DECODED;

	case O_GET_TAGGED_ADDR_CTRL:
		if (entering(tcp)) {
			print_rest_args(tcp, 1);
			return 0;
		}
		if (syserror(tcp))
			return 0;
		tcp->auxstr = sprint_tagged_addr((uint64_t)RETVAL);
		return RVAL_HEX | RVAL_STR;

	case O_SET_CHILD_SUBREAPER:
	case O_SET_ENDIAN:
	case O_SET_FPEMU:
	case O_SET_FPEXC:
	case O_SET_KEEPCAPS:
	case O_SET_TIMING:
		tprint_sep(tcp);
		print_udec(tcp, arg2);
		return RVAL_DECODED;

	case O_SET_DUMPABLE:
		tprint_sep(tcp);
		print_xval(tcp, &pr_dumpable, arg2, "SUID_DUMP_???");
		return RVAL_DECODED;

	case O_CAPBSET_DROP:
	case O_CAPBSET_READ:
		tprint_sep(tcp);
		print_xval(tcp, &capabilities, arg2, "CAP_???");
		return RVAL_DECODED;

	case O_CAP_AMBIENT:
		tprint_sep(tcp);
		print_xval(tcp, &pr_cap_ambient, arg2, "PR_CAP_AMBIENT_???");
		if (arg2 >= 1 && arg2 <= 3) {	/* IS_SET, RAISE, LOWER take a capability */
			tprint_sep(tcp);
			print_xval(tcp, &capabilities, arg3, "CAP_???");
			print_rest_args(tcp, 3);
		} else {
			print_rest_args(tcp, 2);
		}
		return RVAL_DECODED;

	case O_MCE_KILL:
		tprint_sep(tcp);
		print_xval(tcp, &pr_mce_kill, arg2, "PR_MCE_KILL_???");
		tprint_sep(tcp);
		if (arg2 == 1 /* PR_MCE_KILL_SET */)
			print_xval(tcp, &pr_mce_kill_policy, arg3, "PR_MCE_KILL_???");
		else
			print_hex(tcp, arg3);
		print_rest_args(tcp, 3);
		return RVAL_DECODED;

	case O_SET_NAME:
		tprint_sep(tcp);
		print_cstr_n(tcp, arg2, TASK_COMM_LEN - 1);
		return RVAL_DECODED;

	case O_SET_VMA:
		tprint_sep(tcp);
		print_xval(tcp, &pr_set_vma, arg2, "PR_SET_VMA_???");
		if (arg2 == 0 /* PR_SET_VMA_ANON_NAME */) {
			tprint_sep(tcp);
			print_addr(tcp, arg3);
			tprint_sep(tcp);
			print_udec(tcp, ARG(3));
			tprint_sep(tcp);
			print_cstr(tcp, ARG(4));
		} else {
			print_rest_args(tcp, 2);
		}
		return RVAL_DECODED;

	case O_SET_MM:
		tprint_sep(tcp);
		print_xval(tcp, &pr_set_mm, (uint32_t)arg2, "PR_SET_MM_???");
		print_rest_args(tcp, 2);
		return RVAL_DECODED;

	case O_SET_PDEATHSIG:
		tprint_sep(tcp);
		if (arg2 > 128)
			print_udec(tcp, arg2);
		else
			print_signo(tcp, (int)arg2);
		return RVAL_DECODED;

	case O_SET_PTRACER:
		tprint_sep(tcp);
		if ((int32_t)arg2 == -1)
			value_const(tcp, "PR_SET_PTRACER_ANY", -1, VB_DEC, NULL);
		else
			print_dec(tcp, (int32_t)arg2);
		return RVAL_DECODED;

	case O_SET_SECCOMP:
		tprint_sep(tcp);
		print_xval(tcp, &seccomp_mode, arg2, "SECCOMP_MODE_???");
		if (arg2 == 1 /* SECCOMP_MODE_STRICT */)
			return RVAL_DECODED;
		if (arg2 == 2 /* SECCOMP_MODE_FILTER */) {
			tprint_sep(tcp);
			print_seccomp_fprog_at(tcp, arg3);
			return RVAL_DECODED;
		}
		print_rest_args(tcp, 2);
		return RVAL_DECODED;

	case O_SET_SECUREBITS:
		tprint_sep(tcp);
		print_flags(tcp, &secbits, arg2, "SECBIT_???");
		return RVAL_DECODED;

	case O_SET_TIMERSLACK:
		tprint_sep(tcp);
		print_dec(tcp, (int64_t)arg2);
		return RVAL_DECODED;

	case O_SET_TSC:
		tprint_sep(tcp);
		print_xval(tcp, &pr_tsc, (uint32_t)arg2, "PR_TSC_???");
		return RVAL_DECODED;

	case O_SET_UNALIGN:
		tprint_sep(tcp);
		print_flags(tcp, &pr_unalign_flags, (uint32_t)arg2, "PR_UNALIGN_???");
		return RVAL_DECODED;

	case O_SET_NO_NEW_PRIVS:
	case O_SET_THP_DISABLE:
	case O_SET_IO_FLUSHER:
		tprint_sep(tcp);
		print_udec(tcp, arg2);
		print_rest_args(tcp, 2);
		return RVAL_DECODED;

	case O_MCE_KILL_GET:
		if (entering(tcp)) {
			print_rest_args(tcp, 1);
			return 0;
		}
		if (syserror(tcp))
			return 0;
		tcp->auxstr = xlat_lookup(&pr_mce_kill_policy, (uint64_t)RETVAL);
		return RVAL_STR;

	case O_SET_FP_MODE:
		tprint_sep(tcp);
		print_flags(tcp, &pr_fp_mode, (uint32_t)arg2, "PR_FP_MODE_???");
		return RVAL_DECODED;

	case O_SET_SPECULATION_CTRL:
		tprint_sep(tcp);
		print_xval(tcp, &pr_spec_cmds, arg2, "PR_SPEC_???");
		tprint_sep(tcp);
		if (arg2 <= 2)
			print_xval(tcp, &pr_spec_set_flags, arg3, "PR_SPEC_???");
		else
			print_hex(tcp, arg3);
		return RVAL_DECODED;

	case O_PAC_RESET_KEYS:
		tprint_sep(tcp);
		print_flags(tcp, &pr_pac_keys, arg2, "PR_PAC_???");
		print_rest_args(tcp, 2);
		return RVAL_DECODED;

	case O_PAC_SET_ENABLED_KEYS:
		tprint_sep(tcp);
		print_flags(tcp, &pr_pac_enabled_keys, arg2, "PR_PAC_???");
		tprint_sep(tcp);
		print_flags(tcp, &pr_pac_enabled_keys, arg3, "PR_PAC_???");
		print_rest_args(tcp, 3);
		return RVAL_DECODED;

	case O_PAC_GET_ENABLED_KEYS:
		if (entering(tcp)) {
			print_rest_args(tcp, 1);
			return 0;
		}
		if (syserror(tcp))
			return 0;
		return flags_result(tcp, &pr_pac_enabled_keys);

	case O_SET_SYSCALL_USER_DISPATCH:
		tprint_sep(tcp);
		print_xval(tcp, &pr_sud_cmds, arg2, "PR_SYS_DISPATCH_???");
		tprint_sep(tcp);
		print_hex(tcp, arg3);
		tprint_sep(tcp);
		print_hex(tcp, ARG(3));
		tprint_sep(tcp);
		print_addr(tcp, ARG(4));
		return RVAL_DECODED;

	case O_SCHED_CORE:
		return prctl_sched_core(tcp);

	default:
		/* PR_GET_NO_NEW_PRIVS, PR_GET_THP_DISABLE, PR_GET_IO_FLUSHER, MPX, unknown. */
		print_rest_args(tcp, 1);
		return RVAL_DECODED;
	}
}

/* A 64-bit feature mask the kernel wrote: "[0x2e7 /" "* XFEATURE_MASK_FPSSE|... *" "/]". */
static void print_xfeature_mask_at(struct tcb *tcp, uint64_t addr)
{
	uint64_t mask;
	if (!UMOVE_OR_ADDR(tcp, addr, &mask))
		return;
	char buf[512];
	value_array_begin(tcp);
	value_elem(tcp);
	value_uint(tcp, mask, VB_HEX);
	if (mask) {
		const char *s = sprint_flags(buf, sizeof(buf), &arch_xfeature_masks, mask, true);
		value_comment(tcp, s ? s : "XFEATURE_MASK_???");
	}
	value_array_end(tcp);
}

SYS_FUNC(arch_prctl)
{
	const uint32_t code = (uint32_t)ARG(0);
	const uint64_t addr = ARG(1);

	if (entering(tcp))
		print_xval(tcp, &arch_prctl_codes, code, "ARCH_???");

	switch (code) {
	case 0x1003: /* ARCH_GET_FS */
	case 0x1004: /* ARCH_GET_GS */
		if (entering(tcp)) {
			tprint_sep(tcp);
		} else {
			uint64_t p;
			if (UMOVE_OR_ADDR(tcp, addr, &p)) {
				value_array_begin(tcp);
				value_elem(tcp);
				print_addr(tcp, p);
				value_array_end(tcp);
			}
		}
		return 0;
	case 0x1011: /* ARCH_GET_CPUID */
		return RVAL_DECODED;
	case 0x1021: /* ARCH_GET_XCOMP_SUPP */
	case 0x1022: /* ARCH_GET_XCOMP_PERM */
	case 0x1024: /* ARCH_GET_XCOMP_GUEST_PERM */
		if (entering(tcp))
			tprint_sep(tcp);
		else
			print_xfeature_mask_at(tcp, addr);
		return 0;
	case 0x1023: /* ARCH_REQ_XCOMP_PERM */
	case 0x1025: /* ARCH_REQ_XCOMP_GUEST_PERM */
		if (entering(tcp)) {
			const char *name = xlat_lookup(&arch_xfeature_bits, addr);
			tprint_sep(tcp);
			value_uint(tcp, addr, VB_HEX);
			value_comment(tcp, name ? name : "XFEATURE_???");
			return 0;
		}
		if (RETVAL <= 0)
			return 0;
		return flags_result(tcp, &arch_xfeature_masks);
	default:
		tprint_sep(tcp);
		print_hex(tcp, addr);
		return RVAL_DECODED;
	}
}
