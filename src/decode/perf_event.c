/* SPDX-License-Identifier: GPL-2.0-or-later */
/* perf_event_open: struct perf_event_attr as strace 6.1 knows it (128 bytes). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "ioctl.h"
#include "time.h"
#include "xlat/hw_breakpoint_type.h"
#include "xlat/perf_attr_size.h"
#include "xlat/perf_branch_sample_type.h"
#include "xlat/perf_event_open_flags.h"
#include "xlat/perf_event_read_format.h"
#include "xlat/perf_event_sample_format.h"
#include "xlat/perf_hw_cache_id.h"
#include "xlat/perf_hw_cache_op_id.h"
#include "xlat/perf_hw_cache_op_result_id.h"
#include "xlat/perf_hw_id.h"
#include "xlat/perf_sw_ids.h"
#include "xlat/perf_type_id.h"

#define ATTR_SIZE_VER0 64
#define ATTR_SIZE_MAX 128
#define ABBREV_SIZE 48		/* offsetof(wakeup_events): what is shown without -v */
#define E2BIG_ 7

enum { T_HARDWARE, T_SOFTWARE, T_TRACEPOINT, T_HW_CACHE, T_RAW, T_BREAKPOINT };

/* The x86_64 layout, the bit fields as one word. */
struct attr {
	uint32_t type, size;
	uint64_t config, sample_period, sample_type, read_format, bits;
	uint32_t wakeup, bp_type;
	uint64_t config1, config2, branch_sample_type, sample_regs_user;
	uint32_t sample_stack_user;
	int32_t clockid;
	uint64_t sample_regs_intr;
	uint32_t aux_watermark;
	uint16_t sample_max_stack, reserved_2;
	uint32_t aux_sample_size, reserved_3;
	uint64_t sig_data;
};

_Static_assert(sizeof(struct attr) == ATTR_SIZE_MAX, "struct perf_event_attr of strace 6.1");

#define SAMPLE_BRANCH_STACK_ (1u << 11)
#define SAMPLE_STACK_USER_ (1u << 13)
#define BIT_FREQ 10
#define BIT_WATERMARK 14
#define BIT_USE_CLOCKID 25

/* The bit fields in order, precise_ip (bits 15-16) where its turn comes. */
static const char *const flag_names[] = {
	"disabled", "inherit", "pinned", "exclusive", "exclude_user", "exclude_kernel",
	"exclude_hv", "exclude_idle", "mmap", "comm", "freq", "inherit_stat",
	"enable_on_exec", "task", "watermark", NULL, NULL, "mmap_data", "sample_id_all",
	"exclude_host", "exclude_guest", "exclude_callchain_kernel", "exclude_callchain_user",
	"mmap2", "comm_exec", "use_clockid", "context_switch", "write_backward", "namespaces",
	"ksymbol", "bpf_event", "aux_output", "cgroup", "text_poke", "build_id",
	"inherit_thread", "remove_on_exec", "sigtrap",
};

static bool bit(const struct attr *a, unsigned int n)
{
	return (a->bits >> n) & 1;
}

/* "0x1<<32|" in front of a config: a PMU type or cache result above the event. */
static void config_shift(struct tcb *tcp, uint64_t v, unsigned int shift)
{
	char buf[40];
	snprintf(buf, sizeof(buf), "%#llx<<%u", (unsigned long long)v, shift);
	value_flag(tcp, buf);
}

static void config_name(struct tcb *tcp, const struct xlat *x, uint64_t v, const char *dflt,
			const char *shift)
{
	char buf[80];
	const char *name = xlat_lookup(x, v);
	if (name)
		snprintf(buf, sizeof(buf), "%s%s", name, shift);
	else
		snprintf(buf, sizeof(buf), "%#llx /* %s */%s", (unsigned long long)v, dflt, shift);
	value_flag(tcp, buf);
}

static void print_config(struct tcb *tcp, const struct attr *a)
{
	value_field(tcp, "config");
	switch (a->type) {
	case T_HARDWARE:
		if (!(a->config >> 32)) {
			print_xval(tcp, &perf_hw_id, a->config, "PERF_COUNT_HW_???");
			break;
		}
		value_flags_begin(tcp);
		config_shift(tcp, a->config >> 32, 32);
		config_name(tcp, &perf_hw_id, a->config & 0xffffffff, "PERF_COUNT_HW_???", "");
		value_flags_end(tcp, NULL);
		break;
	case T_SOFTWARE:
		print_xval(tcp, &perf_sw_ids, a->config, "PERF_COUNT_SW_???");
		break;
	case T_TRACEPOINT:
		value_uint(tcp, a->config, VB_DEC);
		break;
	case T_HW_CACHE:
		value_flags_begin(tcp);
		if (a->config >> 32)
			config_shift(tcp, a->config >> 32, 32);
		if ((a->config & 0xffffffff) >> 24)
			config_shift(tcp, (a->config & 0xffffffff) >> 24, 24);
		config_name(tcp, &perf_hw_cache_op_result_id, (a->config >> 16) & 0xff,
			    "PERF_COUNT_HW_CACHE_RESULT_???", "<<16");
		config_name(tcp, &perf_hw_cache_op_id, (a->config >> 8) & 0xff,
			    "PERF_COUNT_HW_CACHE_OP_???", "<<8");
		config_name(tcp, &perf_hw_cache_id, a->config & 0xff, "PERF_COUNT_HW_CACHE_???", "");
		value_flags_end(tcp, NULL);
		break;
	default:
		print_hex(tcp, a->config);
		break;
	}
}

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

static void field_x(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	print_hex(tcp, v);
}

/* The fields the size read at entry covers (size: how many bytes were read). */
static void print_attr(struct tcb *tcp, const struct attr *a, uint32_t size)
{
	static const char *const precise_ip_desc[] = {
		"arbitrary skid", "constant skid", "requested to have 0 skid", "must have 0 skid",
	};
	value_struct_begin(tcp);
	value_field(tcp, "type");
	print_xval(tcp, &perf_type_id, a->type, "PERF_TYPE_???");
	value_field(tcp, "size");
	print_xval(tcp, &perf_attr_size, a->size, "PERF_ATTR_SIZE_???");
	/* E2BIG: the kernel wrote the size it wants. */
	if ((tcp->ev.flags & EV_HAS_RET) && tcp->ev.ret == -E2BIG_) {
		uint32_t new_size;
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		if (fetch_mem(tcp, ARG(0) + 4, &new_size, sizeof(new_size)) < 0)
			value_const(tcp, "???", 0, VB_DEC, NULL);
		else
			print_xval(tcp, &perf_attr_size, new_size, "PERF_ATTR_SIZE_???");
		value_expr_end(tcp);
	}
	print_config(tcp, a);
	if (bit(a, BIT_FREQ))
		field_u(tcp, "sample_freq", a->sample_period);
	else
		field_u(tcp, "sample_period", a->sample_period);
	value_field(tcp, "sample_type");
	print_flags(tcp, &perf_event_sample_format, a->sample_type, "PERF_SAMPLE_???");
	value_field(tcp, "read_format");
	print_flags(tcp, &perf_event_read_format, a->read_format, "PERF_FORMAT_???");
	for (unsigned int i = 0; i < sizeof(flag_names) / sizeof(flag_names[0]); i++) {
		if (i == 15) {
			unsigned int ip = (a->bits >> 15) & 3;
			field_u(tcp, "precise_ip", ip);
			value_comment(tcp, precise_ip_desc[ip]);
			i++;
			continue;
		}
		if (opts.verbose || bit(a, i))
			field_u(tcp, flag_names[i], bit(a, i));
	}
	if (a->bits >> 38) {
		field_x(tcp, "__reserved_1", a->bits >> 38);
		value_comment(tcp, "Bits 63..38");
	}
	if (!opts.verbose)
		goto out;
	if (bit(a, BIT_WATERMARK))
		field_u(tcp, "wakeup_watermark", a->wakeup);
	else
		field_u(tcp, "wakeup_events", a->wakeup);
	if (a->type == T_BREAKPOINT) {
		value_field(tcp, "bp_type");
		print_xval(tcp, &hw_breakpoint_type, a->bp_type,
			   a->bp_type <= 7 ? "HW_BREAKPOINT_INVALID" : "HW_BREAKPOINT_???");
		field_x(tcp, "bp_addr", a->config1);
	} else {
		field_x(tcp, "config1", a->config1);
	}
#define CHECK(off) do { if ((off) >= size) goto out; } while (0)
	CHECK(64);
	if (a->type == T_BREAKPOINT)
		field_u(tcp, "bp_len", a->config2);
	else
		field_x(tcp, "config2", a->config2);
	CHECK(72);
	if (a->sample_type & SAMPLE_BRANCH_STACK_) {
		value_field(tcp, "branch_sample_type");
		print_flags(tcp, &perf_branch_sample_type, a->branch_sample_type,
			    "PERF_SAMPLE_BRANCH_???");
	}
	CHECK(80);
	field_x(tcp, "sample_regs_user", a->sample_regs_user);
	CHECK(88);
	if (a->sample_type & SAMPLE_STACK_USER_)
		field_x(tcp, "sample_stack_user", a->sample_stack_user);
	if (bit(a, BIT_USE_CLOCKID)) {
		CHECK(92);
		value_field(tcp, "clockid");
		print_clockid(tcp, (uint32_t)a->clockid);
	}
	CHECK(96);
	field_x(tcp, "sample_regs_intr", a->sample_regs_intr);
	CHECK(104);
	field_u(tcp, "aux_watermark", a->aux_watermark);
	CHECK(108);
	field_u(tcp, "sample_max_stack", a->sample_max_stack);
	CHECK(110);
	if (a->reserved_2)
		value_commentf(tcp, "bytes 110..111: %#hx", a->reserved_2);
	CHECK(112);
	field_u(tcp, "aux_sample_size", a->aux_sample_size);
	CHECK(116);
	if (a->reserved_3)
		value_commentf(tcp, "bytes 116..119: %#x", a->reserved_3);
	CHECK(120);
	field_x(tcp, "sig_data", a->sig_data);
#undef CHECK
out:
	if ((a->size && a->size > size) || (!a->size && size < ATTR_SIZE_VER0))
		value_struct_more(tcp);
	value_struct_end(tcp);
}

/* Reads the struct at addr (at entry: the kernel may rewrite the size): the
 * size read, or 0 when it is unreadable (its address is printed then). */
static uint32_t fetch_attr_at(struct tcb *tcp, uint64_t addr, struct attr *a)
{
	uint32_t size;
	if (fetch_mem(tcp, addr + 4, &size, sizeof(size)) < 0) {
		print_addr(tcp, addr);
		return 0;
	}
	if (size > ATTR_SIZE_MAX)
		size = ATTR_SIZE_MAX;
	if (!size)
		size = ATTR_SIZE_VER0;
	if (size < ATTR_SIZE_VER0) {
		print_addr(tcp, addr);
		return 0;
	}
	if (!opts.verbose)
		size = ABBREV_SIZE;
	memset(a, 0, sizeof(*a));
	if (fetch_mem(tcp, addr, a, size) < 0) {
		print_addr(tcp, addr);
		return 0;
	}
	return size;
}

static uint32_t fetch_attr(struct tcb *tcp, struct attr *a)
{
	return fetch_attr_at(tcp, ARG(0), a);
}

void print_perf_event_attr_at(struct tcb *tcp, uint64_t addr)
{
	struct attr a;
	if (!addr) {
		print_addr(tcp, addr);
		return;
	}
	uint32_t size = fetch_attr_at(tcp, addr, &a);
	if (size)
		print_attr(tcp, &a, size);
}

SYS_FUNC(perf_event_open)
{
	if (entering(tcp)) {
		struct attr a;
		uint32_t size = fetch_attr(tcp, &a);
		if (size) {
			/* Printed at exit, where an E2BIG shows the size wanted; the
			 * size field as it was before the call is kept. */
			tcp->priv[0] = size;
			tcp->priv[1] = a.size;
			return 0;
		}
	} else {
		struct attr a;
		uint32_t size = (uint32_t)tcp->priv[0];
		memset(&a, 0, sizeof(a));
		if (fetch_mem(tcp, ARG(0), &a, size) < 0) {
			print_addr(tcp, ARG(0));
		} else {
			a.size = (uint32_t)tcp->priv[1];
			print_attr(tcp, &a, size);
		}
	}
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(2));
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &perf_event_open_flags, ARG(4), "PERF_FLAG_???");
	return RVAL_DECODED | RVAL_FD;
}
