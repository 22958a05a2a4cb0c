/* SPDX-License-Identifier: GPL-2.0-or-later */
/* bpf: the commands strace 6.1 decodes most (maps, loading programs, pinning,
 * attaching, ids); the others show the attribute's address. */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/bpf_attach_flags.h"
#include "xlat/cbpf_op_alu.h"
#include "xlat/cbpf_op_jmp.h"
#include "xlat/cbpf_size.h"
#include "xlat/cbpf_src.h"
#include "xlat/ebpf_class.h"
#include "xlat/ebpf_mode.h"
#include "xlat/ebpf_regs.h"
#include "xlat/bpf_attach_type.h"
#include "xlat/bpf_commands.h"
#include "xlat/bpf_file_mode_flags.h"
#include "xlat/bpf_link_create_kprobe_multi_flags.h"
#include "xlat/bpf_map_flags.h"
#include "xlat/bpf_map_lookup_elem_flags.h"
#include "xlat/bpf_map_types.h"
#include "xlat/bpf_map_update_elem_flags.h"
#include "xlat/bpf_prog_flags.h"
#include "xlat/bpf_prog_types.h"
#include "xlat/bpf_query_flags.h"
#include "xlat/bpf_task_fd_type.h"
#include "xlat/bpf_test_run_flags.h"

#define PAGE_SIZE_ 4096
#define BPF_F_NUMA_NODE_ 4
#define OBJ_NAME_LEN 16

enum {
	C_MAP_CREATE, C_MAP_LOOKUP_ELEM, C_MAP_UPDATE_ELEM, C_MAP_DELETE_ELEM,
	C_MAP_GET_NEXT_KEY, C_PROG_LOAD, C_OBJ_PIN, C_OBJ_GET, C_PROG_ATTACH, C_PROG_DETACH,
	C_PROG_TEST_RUN, C_PROG_GET_NEXT_ID, C_MAP_GET_NEXT_ID, C_PROG_GET_FD_BY_ID,
	C_MAP_GET_FD_BY_ID, C_OBJ_GET_INFO_BY_FD, C_PROG_QUERY, C_RAW_TRACEPOINT_OPEN,
	C_BTF_LOAD, C_BTF_GET_FD_BY_ID, C_TASK_FD_QUERY, C_MAP_LOOKUP_AND_DELETE_ELEM,
	C_MAP_FREEZE, C_BTF_GET_NEXT_ID, C_MAP_LOOKUP_BATCH, C_MAP_LOOKUP_AND_DELETE_BATCH,
	C_MAP_UPDATE_BATCH, C_MAP_DELETE_BATCH, C_LINK_CREATE, C_LINK_UPDATE,
	C_LINK_GET_FD_BY_ID, C_LINK_GET_NEXT_ID,
};

struct map_create {
	uint32_t map_type, key_size, value_size, max_entries, map_flags, inner_map_fd, numa_node;
	char map_name[OBJ_NAME_LEN];
	uint32_t map_ifindex, btf_fd, btf_key_type_id, btf_value_type_id;
	uint32_t btf_vmlinux_value_type_id;
	uint64_t map_extra;
};

struct map_elem {
	uint32_t map_fd;
	uint64_t key, value, flags;	/* value: next_key for MAP_GET_NEXT_KEY */
};

struct prog_load {
	uint32_t prog_type, insn_cnt;
	uint64_t insns, license;
	uint32_t log_level, log_size;
	uint64_t log_buf;
	uint32_t kern_version, prog_flags;
	char prog_name[OBJ_NAME_LEN];
	uint32_t prog_ifindex, expected_attach_type, prog_btf_fd, func_info_rec_size;
	uint64_t func_info;
	uint32_t func_info_cnt, line_info_rec_size;
	uint64_t line_info;
	uint32_t line_info_cnt, attach_btf_id, attach_prog_fd, pad;
	uint64_t fd_array;
};

struct obj_pin {
	uint64_t pathname;
	uint32_t bpf_fd, file_flags;
};

struct prog_attach {
	uint32_t target_fd, attach_bpf_fd, attach_type, attach_flags, replace_bpf_fd;
};

struct get_id {
	uint32_t id, next_id, open_flags;
};

struct test_run {
	uint32_t prog_fd, retval, data_size_in, data_size_out;
	uint64_t data_in, data_out;
	uint32_t repeat, duration, ctx_size_in, ctx_size_out;
	uint64_t ctx_in, ctx_out;
	uint32_t flags, cpu, batch_size;
};

struct prog_query {
	uint32_t target_fd, attach_type, query_flags, attach_flags;
	uint64_t prog_ids;
	uint32_t prog_cnt;
};

struct raw_tp {
	uint64_t name;
	uint32_t prog_fd;
};

struct btf_load {
	uint64_t btf, btf_log_buf;
	uint32_t btf_size, btf_log_size, btf_log_level;
};

struct task_fd_query {
	uint32_t pid, fd, flags, buf_len;
	uint64_t buf;
	uint32_t prog_id, fd_type;
	uint64_t probe_offset, probe_addr;
};

struct batch {
	uint64_t in_batch, out_batch, keys, values;
	uint32_t count, map_fd;
	uint64_t elem_flags, flags;
};

struct obj_info {
	uint32_t bpf_fd, info_len;
	uint64_t info;
};

struct link_update {
	uint32_t link_fd, new_prog_fd, flags, old_prog_fd;
};

#define BPF_F_REPLACE_ 4

struct link_create {
	uint32_t prog_fd, target_fd, attach_type, flags;
	union {
		uint32_t target_btf_id;
		struct {
			uint64_t iter_info;
			uint32_t iter_info_len;
		} iter;
		uint64_t bpf_cookie;
		struct {
			uint32_t flags, cnt;
			uint64_t syms, addrs, cookies;
		} kprobe_multi;
	} u;
};

#define BPF_TRACE_ITER_ 28
#define BPF_PERF_EVENT_ 41
#define BPF_TRACE_KPROBE_MULTI_ 42

/* How much of the command's struct the caller gave (strace stops at the first
 * field past it). */
#define HAS(type, field, len) ((len) > offsetof(type, field))

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

static void field_fd(struct tcb *tcp, const char *name, uint32_t fd)
{
	value_field(tcp, name);
	print_fd(tcp, (int)fd);
}

static void field_addr(struct tcb *tcp, const char *name, uint64_t addr)
{
	value_field(tcp, name);
	print_addr(tcp, addr);
}

/* A char array up to its NUL (within size), "..." when there is none. */
static void field_cstring(struct tcb *tcp, const char *name, const char *s, size_t size)
{
	size_t n = strnlen(s, size);
	value_field(tcp, name);
	print_quoted(tcp, s, n, n == size ? QUOTE_ELLIPSIS : 0);
}

static void print_map_create(struct tcb *tcp, const struct map_create *a, size_t len)
{
	value_field(tcp, "map_type");
	print_xval(tcp, &bpf_map_types, a->map_type, "BPF_MAP_TYPE_???");
	field_u(tcp, "key_size", a->key_size);
	field_u(tcp, "value_size", a->value_size);
	field_u(tcp, "max_entries", a->max_entries);
	if (!HAS(struct map_create, map_flags, len))
		return;
	value_field(tcp, "map_flags");
	print_flags(tcp, &bpf_map_flags, a->map_flags, "BPF_F_???");
	if (!HAS(struct map_create, inner_map_fd, len))
		return;
	field_fd(tcp, "inner_map_fd", a->inner_map_fd);
	if (!HAS(struct map_create, numa_node, len))
		return;
	if (a->map_flags & BPF_F_NUMA_NODE_) {
		value_field(tcp, "numa_node");
		value_uint(tcp, a->numa_node, VB_DEC);
		if (a->numa_node == UINT32_MAX)
			value_comment(tcp, "NUMA_NO_NODE");
	}
	if (!HAS(struct map_create, map_name, len))
		return;
	size_t nlen = len - offsetof(struct map_create, map_name);
	field_cstring(tcp, "map_name", a->map_name, nlen < OBJ_NAME_LEN ? nlen : OBJ_NAME_LEN);
	if (!HAS(struct map_create, map_ifindex, len))
		return;
	value_field(tcp, "map_ifindex");
	print_ifindex(tcp, a->map_ifindex);
	if (!HAS(struct map_create, btf_fd, len))
		return;
	field_fd(tcp, "btf_fd", a->btf_fd);
	field_u(tcp, "btf_key_type_id", a->btf_key_type_id);
	field_u(tcp, "btf_value_type_id", a->btf_value_type_id);
	if (!HAS(struct map_create, btf_vmlinux_value_type_id, len))
		return;
	field_u(tcp, "btf_vmlinux_value_type_id", a->btf_vmlinux_value_type_id);
	if (!HAS(struct map_create, map_extra, len))
		return;
	field_u(tcp, "map_extra", a->map_extra);
}

#define BPF_MAXINSNS_ 4096

/* One part of an instruction code: its name, or hex with a comment. */
static void code_part(struct tcb *tcp, const struct xlat *x, unsigned int v)
{
	const char *name = xlat_lookup(x, v);
	char buf[40];
	if (!name) {
		snprintf(buf, sizeof(buf), "%#x /* BPF_??? */", v);
		name = buf;
	}
	value_flag(tcp, name);
}

/* An eBPF instruction code: "BPF_ALU64|BPF_K|BPF_MOV". */
static void print_ebpf_code(struct tcb *tcp, uint8_t code)
{
	unsigned int cls = code & 7, rest = code & ~7u;
	value_flags_begin(tcp);
	code_part(tcp, &ebpf_class, cls);
	switch (cls) {
	case 0: case 1: case 2: case 3:	/* BPF_LD, BPF_LDX, BPF_ST, BPF_STX */
		code_part(tcp, &cbpf_size, code & 0x18);
		code_part(tcp, &ebpf_mode, code & 0xe0);
		break;
	case 4: case 7:			/* BPF_ALU, BPF_ALU64 */
		code_part(tcp, &cbpf_src, code & 0x08);
		code_part(tcp, &cbpf_op_alu, code & 0xf0);
		break;
	case 5:				/* BPF_JMP */
		code_part(tcp, &cbpf_src, code & 0x08);
		code_part(tcp, &cbpf_op_jmp, code & 0xf0);
		break;
	default:			/* BPF_JMP32: strace 6.1 shows the rest in hex */
		if (rest) {
			char buf[40];
			snprintf(buf, sizeof(buf), "%#x /* BPF_??? */", rest);
			value_flag(tcp, buf);
		}
		break;
	}
	value_flags_end(tcp, NULL);
}

static bool print_ebpf_insn(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	unsigned int *count = data;
	const uint8_t *b = elem;
	int16_t off;
	int32_t imm;
	if ((*count)++ >= BPF_MAXINSNS_) {
		value_array_more(tcp);
		return false;
	}
	memcpy(&off, b + 2, sizeof(off));
	memcpy(&imm, b + 4, sizeof(imm));
	value_struct_begin(tcp);
	value_field(tcp, "code");
	print_ebpf_code(tcp, b[0]);
	value_field(tcp, "dst_reg");
	print_xval(tcp, &ebpf_regs, b[1] & 0xf, "BPF_REG_???");
	value_field(tcp, "src_reg");
	print_xval(tcp, &ebpf_regs, b[1] >> 4, "BPF_REG_???");
	value_field(tcp, "off");
	value_int(tcp, off);
	value_field(tcp, "imm");
	print_hex(tcp, (uint32_t)imm);
	value_struct_end(tcp);
	return true;
}

static void print_prog_load(struct tcb *tcp, const struct prog_load *a, size_t len)
{
	value_field(tcp, "prog_type");
	print_xval(tcp, &bpf_prog_types, a->prog_type, "BPF_PROG_TYPE_???");
	field_u(tcp, "insn_cnt", a->insn_cnt);
	/* The instructions with -v only, as strace. */
	value_field(tcp, "insns");
	if (!opts.verbose) {
		print_addr(tcp, a->insns);
	} else {
		unsigned char insn[8];
		unsigned int count = 0;
		print_array(tcp, a->insns, a->insn_cnt, insn, sizeof(insn), 0, print_ebpf_insn,
			    &count);
	}
	value_field(tcp, "license");
	print_cstr(tcp, a->license);
	if (!HAS(struct prog_load, log_level, len))
		return;
	field_u(tcp, "log_level", a->log_level);
	field_u(tcp, "log_size", a->log_size);
	value_field(tcp, "log_buf");
	print_cstr_n(tcp, a->log_buf, a->log_size);
	if (!HAS(struct prog_load, kern_version, len))
		return;
	value_field(tcp, "kern_version");
	value_call_begin(tcp, "KERNEL_VERSION");
	value_call_arg(tcp);
	value_uint(tcp, a->kern_version >> 16, VB_DEC);
	value_call_arg(tcp);
	value_uint(tcp, (a->kern_version >> 8) & 0xff, VB_DEC);
	value_call_arg(tcp);
	value_uint(tcp, a->kern_version & 0xff, VB_DEC);
	value_call_end(tcp);
	if (!HAS(struct prog_load, prog_flags, len))
		return;
	value_field(tcp, "prog_flags");
	print_flags(tcp, &bpf_prog_flags, a->prog_flags, "BPF_F_???");
	if (!HAS(struct prog_load, prog_name, len))
		return;
	size_t nlen = len - offsetof(struct prog_load, prog_name);
	field_cstring(tcp, "prog_name", a->prog_name, nlen < OBJ_NAME_LEN ? nlen : OBJ_NAME_LEN);
	if (!HAS(struct prog_load, prog_ifindex, len))
		return;
	value_field(tcp, "prog_ifindex");
	print_ifindex(tcp, a->prog_ifindex);
	if (!HAS(struct prog_load, expected_attach_type, len))
		return;
	value_field(tcp, "expected_attach_type");
	print_xval(tcp, &bpf_attach_type, a->expected_attach_type, "BPF_???");
	if (!HAS(struct prog_load, prog_btf_fd, len))
		return;
	field_fd(tcp, "prog_btf_fd", a->prog_btf_fd);
	field_u(tcp, "func_info_rec_size", a->func_info_rec_size);
	field_addr(tcp, "func_info", a->func_info);
	field_u(tcp, "func_info_cnt", a->func_info_cnt);
	field_u(tcp, "line_info_rec_size", a->line_info_rec_size);
	field_addr(tcp, "line_info", a->line_info);
	field_u(tcp, "line_info_cnt", a->line_info_cnt);
	if (!HAS(struct prog_load, attach_btf_id, len))
		return;
	field_u(tcp, "attach_btf_id", a->attach_btf_id);
	if (!HAS(struct prog_load, attach_prog_fd, len))
		return;
	field_fd(tcp, "attach_prog_fd", a->attach_prog_fd);
	if (!HAS(struct prog_load, fd_array, len))
		return;
	field_addr(tcp, "fd_array", a->fd_array);
}

static void print_test_run(struct tcb *tcp, const struct test_run *t, size_t len)
{
	value_field(tcp, "test");
	value_struct_begin(tcp);
	field_fd(tcp, "prog_fd", t->prog_fd);
	field_u(tcp, "retval", t->retval);
	field_u(tcp, "data_size_in", t->data_size_in);
	field_u(tcp, "data_size_out", t->data_size_out);
	field_addr(tcp, "data_in", t->data_in);
	field_addr(tcp, "data_out", t->data_out);
	field_u(tcp, "repeat", t->repeat);
	field_u(tcp, "duration", t->duration);
	if (HAS(struct test_run, ctx_size_in, len)) {
		field_u(tcp, "ctx_size_in", t->ctx_size_in);
		field_u(tcp, "ctx_size_out", t->ctx_size_out);
		field_addr(tcp, "ctx_in", t->ctx_in);
		field_addr(tcp, "ctx_out", t->ctx_out);
	}
	if (HAS(struct test_run, flags, len)) {
		value_field(tcp, "flags");
		print_flags(tcp, &bpf_test_run_flags, t->flags, "BPF_F_???");
		field_u(tcp, "cpu", t->cpu);
	}
	if (HAS(struct test_run, batch_size, len))
		field_u(tcp, "batch_size", t->batch_size);
	value_struct_end(tcp);
}

/* BPF_PROG_QUERY at exit: the ids, and the count before and after. */
static void print_prog_ids(struct tcb *tcp, const struct prog_query *q)
{
	uint32_t id;
	print_array(tcp, q->prog_ids, q->prog_cnt, &id, sizeof(id), 0, print_uint_elem, NULL);
	value_field(tcp, "prog_cnt");
	if (tcp->priv[0] != q->prog_cnt) {
		value_uint(tcp, tcp->priv[0], VB_DEC);
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_uint(tcp, q->prog_cnt, VB_DEC);
		value_expr_end(tcp);
	} else {
		value_uint(tcp, q->prog_cnt, VB_DEC);
	}
}

static void print_task_fd_query_out(struct tcb *tcp, const struct task_fd_query *q)
{
	uint32_t saved = (uint32_t)tcp->priv[0];
	if (saved != q->buf_len) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_uint(tcp, q->buf_len, VB_DEC);
		value_expr_end(tcp);
	}
	value_field(tcp, "buf");
	print_cstr_n(tcp, q->buf, saved < q->buf_len ? saved : q->buf_len);
	field_u(tcp, "prog_id", q->prog_id);
	value_field(tcp, "fd_type");
	print_xval(tcp, &bpf_task_fd_type, q->fd_type, "BPF_FD_TYPE_???");
	value_field(tcp, "probe_offset");
	print_hex(tcp, q->probe_offset);
	value_field(tcp, "probe_addr");
	print_hex(tcp, q->probe_addr);
}

static void print_batch(struct tcb *tcp, unsigned int cmd, const struct batch *b)
{
	value_field(tcp, "batch");
	value_struct_begin(tcp);
	if (cmd == C_MAP_LOOKUP_BATCH || cmd == C_MAP_LOOKUP_AND_DELETE_BATCH) {
		field_addr(tcp, "in_batch", b->in_batch);
		field_addr(tcp, "out_batch", b->out_batch);
	}
	field_addr(tcp, "keys", b->keys);
	if (cmd != C_MAP_DELETE_BATCH)
		field_addr(tcp, "values", b->values);
	field_u(tcp, "count", b->count);
	field_fd(tcp, "map_fd", b->map_fd);
	value_field(tcp, "elem_flags");
	print_flags(tcp, &bpf_map_lookup_elem_flags, b->elem_flags, "BPF_???");
	value_field(tcp, "flags");
	print_hex(tcp, b->flags);
	value_struct_end(tcp);
}

static bool print_iter_info_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint32_t fd;
	memcpy(&fd, elem, sizeof(fd));
	value_struct_begin(tcp);
	value_field(tcp, "map");
	value_struct_begin(tcp);
	field_fd(tcp, "map_fd", fd);
	value_struct_end(tcp);
	value_struct_end(tcp);
	return true;
}

static bool print_str_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint64_t p;
	memcpy(&p, elem, sizeof(p));
	print_cstr(tcp, p);
	return true;
}

/* BPF_LINK_CREATE; the union after flags is guessed from the attach type, as strace
 * does. Returns how much of the struct was shown (for the extra data check). */
static size_t print_link_create(struct tcb *tcp, const struct link_create *l, size_t len)
{
	size_t shown = sizeof(*l);
	uint64_t buf;
	value_field(tcp, "link_create");
	value_struct_begin(tcp);
	field_fd(tcp, "prog_fd", l->prog_fd);
	field_fd(tcp, "target_fd", l->target_fd);
	value_field(tcp, "attach_type");
	print_xval(tcp, &bpf_attach_type, l->attach_type, "BPF_???");
	value_field(tcp, "flags");
	print_hex(tcp, l->flags);
	if (len <= 16)
		goto out;
	switch (l->attach_type) {
	case 0:
		if (l->u.target_btf_id)
			field_u(tcp, "target_btf_id", l->u.target_btf_id);
		shown = 20;
		break;
	case BPF_TRACE_ITER_: {
		uint32_t info;
		value_field(tcp, "iter_info");
		print_array(tcp, l->u.iter.iter_info, l->u.iter.iter_info_len, &info, sizeof(info), 0,
			    print_iter_info_elem, NULL);
		field_u(tcp, "iter_info_len", l->u.iter.iter_info_len);
		shown = 28;
		break;
	}
	case BPF_PERF_EVENT_:
		value_field(tcp, "perf_event");
		value_struct_begin(tcp);
		value_field(tcp, "bpf_cookie");
		print_hex(tcp, l->u.bpf_cookie);
		value_struct_end(tcp);
		shown = 24;
		break;
	case BPF_TRACE_KPROBE_MULTI_:
		value_field(tcp, "kprobe_multi");
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_flags(tcp, &bpf_link_create_kprobe_multi_flags, l->u.kprobe_multi.flags,
			    "BPF_F_???");
		field_u(tcp, "cnt", l->u.kprobe_multi.cnt);
		value_field(tcp, "syms");
		print_array(tcp, l->u.kprobe_multi.syms, l->u.kprobe_multi.cnt, &buf, sizeof(buf), 0,
			    print_str_elem, NULL);
		value_field(tcp, "addrs");
		print_array(tcp, l->u.kprobe_multi.addrs, l->u.kprobe_multi.cnt, &buf, sizeof(buf), 0,
			    print_xint_elem, NULL);
		value_field(tcp, "cookies");
		print_array(tcp, l->u.kprobe_multi.cookies, l->u.kprobe_multi.cnt, &buf, sizeof(buf),
			    0, print_xint_elem, NULL);
		value_struct_end(tcp);
		shown = 48;
		break;
	default:
		/* The union is then extra data, shown only when set. */
		shown = 16;
		break;
	}
out:
	value_struct_end(tcp);
	return shown;
}

/* Bytes given past the struct: ", ..." when any is set. */
static void print_extra(struct tcb *tcp, const unsigned char *buf, size_t size, size_t attr_size)
{
	for (size_t i = attr_size; i < size; i++) {
		if (!buf[i])
			continue;
		if (!opts.verbose) {
			value_struct_more(tcp);
		} else {
			value_field(tcp, "extra_data");
			print_quoted(tcp, (const char *)buf + attr_size, size - attr_size,
				     QUOTE_FORCE_HEX);
			value_commentf(tcp, "bytes %zu..%zu", attr_size, (size_t)size - 1);
		}
		return;
	}
}

/* Prints the attribute of cmd (size bytes in buf). Returns the decoder's result:
 * 0 when more comes at exit. */
static int print_attr(struct tcb *tcp, unsigned int cmd, const unsigned char *buf, size_t size)
{
	union {
		struct map_create mc;
		struct map_elem me;
		struct prog_load pl;
		struct obj_pin op;
		struct prog_attach pa;
		struct get_id gi;
		struct test_run tr;
		struct prog_query pq;
		struct raw_tp rt;
		struct btf_load bl;
		struct task_fd_query tq;
		struct batch b;
		struct link_update lu;
		struct link_create lc;
		struct obj_info oi;
		uint32_t u32;
	} a;
	size_t attr_size;
	int rval = RVAL_DECODED;

	switch (cmd) {
	case C_MAP_CREATE: attr_size = sizeof(a.mc); break;
	case C_MAP_LOOKUP_ELEM: case C_MAP_UPDATE_ELEM: case C_MAP_GET_NEXT_KEY:
	case C_MAP_LOOKUP_AND_DELETE_ELEM: attr_size = sizeof(a.me); break;
	case C_MAP_DELETE_ELEM: attr_size = 16; break;
	case C_MAP_FREEZE: case C_BTF_GET_FD_BY_ID: case C_LINK_GET_FD_BY_ID: attr_size = 4; break;
	case C_PROG_LOAD: attr_size = sizeof(a.pl); break;
	case C_OBJ_PIN: case C_OBJ_GET: attr_size = sizeof(a.op); break;
	case C_PROG_ATTACH: attr_size = sizeof(a.pa); break;
	case C_PROG_DETACH: attr_size = 12; break;
	case C_PROG_TEST_RUN: attr_size = 76; break;
	case C_PROG_QUERY: attr_size = 28; break;
	case C_RAW_TRACEPOINT_OPEN: attr_size = 12; break;
	case C_BTF_LOAD: attr_size = 28; break;
	case C_TASK_FD_QUERY: attr_size = sizeof(a.tq); break;
	case C_MAP_LOOKUP_BATCH: case C_MAP_LOOKUP_AND_DELETE_BATCH: case C_MAP_UPDATE_BATCH:
	case C_MAP_DELETE_BATCH: attr_size = sizeof(a.b); break;
	case C_LINK_UPDATE: attr_size = sizeof(a.lu); break;
	case C_LINK_CREATE: attr_size = sizeof(a.lc); break;
	case C_OBJ_GET_INFO_BY_FD: attr_size = sizeof(a.oi); break;
	default: attr_size = sizeof(a.gi); break;
	}
	size_t len = size < attr_size ? size : attr_size;
	memset(&a, 0, sizeof(a));
	memcpy(&a, buf, len);

	if (entering(tcp))
		value_struct_begin(tcp);
	switch (cmd) {
	case C_MAP_CREATE:
		print_map_create(tcp, &a.mc, len);
		rval |= RVAL_FD;
		break;
	case C_MAP_LOOKUP_ELEM:
	case C_MAP_LOOKUP_AND_DELETE_ELEM:
		field_fd(tcp, "map_fd", a.me.map_fd);
		field_addr(tcp, "key", a.me.key);
		field_addr(tcp, "value", a.me.value);
		if (HAS(struct map_elem, flags, len)) {
			value_field(tcp, "flags");
			print_flags(tcp, &bpf_map_lookup_elem_flags, a.me.flags, "BPF_???");
		}
		break;
	case C_MAP_UPDATE_ELEM:
		field_fd(tcp, "map_fd", a.me.map_fd);
		field_addr(tcp, "key", a.me.key);
		field_addr(tcp, "value", a.me.value);
		value_field(tcp, "flags");
		print_xval(tcp, &bpf_map_update_elem_flags, a.me.flags, "BPF_???");
		break;
	case C_MAP_DELETE_ELEM:
		field_fd(tcp, "map_fd", a.me.map_fd);
		field_addr(tcp, "key", a.me.key);
		break;
	case C_MAP_GET_NEXT_KEY:
		field_fd(tcp, "map_fd", a.me.map_fd);
		field_addr(tcp, "key", a.me.key);
		field_addr(tcp, "next_key", a.me.value);
		break;
	case C_MAP_FREEZE:
		field_fd(tcp, "map_fd", a.u32);
		break;
	case C_PROG_LOAD:
		print_prog_load(tcp, &a.pl, len);
		rval |= RVAL_FD;
		break;
	case C_OBJ_PIN:
	case C_OBJ_GET:
		value_field(tcp, "pathname");
		print_path(tcp, a.op.pathname);
		field_fd(tcp, "bpf_fd", a.op.bpf_fd);
		if (HAS(struct obj_pin, file_flags, len)) {
			value_field(tcp, "file_flags");
			print_flags(tcp, &bpf_file_mode_flags, a.op.file_flags, "BPF_F_???");
		}
		rval |= RVAL_FD;
		break;
	case C_PROG_ATTACH:
		field_fd(tcp, "target_fd", a.pa.target_fd);
		field_fd(tcp, "attach_bpf_fd", a.pa.attach_bpf_fd);
		value_field(tcp, "attach_type");
		print_xval(tcp, &bpf_attach_type, a.pa.attach_type, "BPF_???");
		value_field(tcp, "attach_flags");
		print_flags(tcp, &bpf_attach_flags, a.pa.attach_flags, "BPF_F_???");
		if (HAS(struct prog_attach, replace_bpf_fd, len))
			field_fd(tcp, "replace_bpf_fd", a.pa.replace_bpf_fd);
		break;
	case C_PROG_DETACH:
		field_fd(tcp, "target_fd", a.pa.target_fd);
		value_field(tcp, "attach_type");
		print_xval(tcp, &bpf_attach_type, a.pa.attach_type, "BPF_???");
		break;
	case C_PROG_GET_NEXT_ID:
	case C_MAP_GET_NEXT_ID:
	case C_BTF_GET_NEXT_ID:
	case C_LINK_GET_NEXT_ID:
		if (entering(tcp)) {
			tcp->priv[0] = a.gi.next_id;
			field_u(tcp, "start_id", a.gi.id);
			field_u(tcp, "next_id", a.gi.next_id);
			return 0;
		}
		/* The id the kernel found. */
		if (a.gi.next_id != tcp->priv[0]) {
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			value_uint(tcp, a.gi.next_id, VB_DEC);
			value_expr_end(tcp);
		}
		if (HAS(struct get_id, open_flags, len)) {
			value_field(tcp, "open_flags");
			print_flags(tcp, &bpf_file_mode_flags, a.gi.open_flags, "BPF_F_???");
		}
		break;
	case C_PROG_GET_FD_BY_ID:
	case C_MAP_GET_FD_BY_ID:
		field_u(tcp, cmd == C_PROG_GET_FD_BY_ID ? "prog_id" : "map_id", a.gi.id);
		field_u(tcp, "next_id", a.gi.next_id);
		if (HAS(struct get_id, open_flags, len)) {
			value_field(tcp, "open_flags");
			print_flags(tcp, &bpf_file_mode_flags, a.gi.open_flags, "BPF_F_???");
		}
		rval |= RVAL_FD;
		break;
	case C_BTF_GET_FD_BY_ID:
		field_u(tcp, "btf_id", a.u32);
		rval |= RVAL_FD;
		break;
	case C_LINK_GET_FD_BY_ID:
		field_u(tcp, "link_id", a.u32);
		rval |= RVAL_FD;
		break;
	case C_PROG_TEST_RUN:
		print_test_run(tcp, &a.tr, len);
		break;
	case C_PROG_QUERY:
		if (entering(tcp)) {
			tcp->priv[0] = a.pq.prog_cnt;
			value_field(tcp, "query");
			value_struct_begin(tcp);
			field_fd(tcp, "target_fd", a.pq.target_fd);
			value_field(tcp, "attach_type");
			print_xval(tcp, &bpf_attach_type, a.pq.attach_type, "BPF_???");
			value_field(tcp, "query_flags");
			print_flags(tcp, &bpf_query_flags, a.pq.query_flags, "BPF_F_QUERY_???");
			value_field(tcp, "attach_flags");
			print_flags(tcp, &bpf_attach_flags, a.pq.attach_flags, "BPF_F_???");
			value_field(tcp, "prog_ids");
			return 0;
		}
		print_prog_ids(tcp, &a.pq);
		value_struct_end(tcp);
		break;
	case C_RAW_TRACEPOINT_OPEN:
		value_field(tcp, "raw_tracepoint");
		value_struct_begin(tcp);
		value_field(tcp, "name");
		print_cstr_n(tcp, a.rt.name, 128);
		field_fd(tcp, "prog_fd", a.rt.prog_fd);
		value_struct_end(tcp);
		break;
	case C_BTF_LOAD:
		value_field(tcp, "btf");
		print_buf(tcp, a.bl.btf, a.bl.btf_size);
		field_addr(tcp, "btf_log_buf", a.bl.btf_log_buf);
		field_u(tcp, "btf_size", a.bl.btf_size);
		field_u(tcp, "btf_log_size", a.bl.btf_log_size);
		field_u(tcp, "btf_log_level", a.bl.btf_log_level);
		rval |= RVAL_FD;
		break;
	case C_TASK_FD_QUERY:
		if (entering(tcp)) {
			tcp->priv[0] = a.tq.buf_len;
			value_field(tcp, "task_fd_query");
			value_struct_begin(tcp);
			value_field(tcp, "pid");
			value_int(tcp, (int32_t)a.tq.pid);
			field_fd(tcp, "fd", a.tq.fd);
			field_u(tcp, "flags", a.tq.flags);
			field_u(tcp, "buf_len", a.tq.buf_len);
			return 0;
		}
		print_task_fd_query_out(tcp, &a.tq);
		value_struct_end(tcp);
		break;
	case C_MAP_LOOKUP_BATCH:
	case C_MAP_LOOKUP_AND_DELETE_BATCH:
	case C_MAP_UPDATE_BATCH:
	case C_MAP_DELETE_BATCH:
		if (entering(tcp)) {
			tcp->priv[0] = a.b.count;
			print_batch(tcp, cmd, &a.b);
			print_extra(tcp, buf, size, attr_size);
			value_struct_end(tcp);
			return 0;
		}
		/* The count the kernel processed, as a second struct. */
		if (a.b.count != tcp->priv[0]) {
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			value_struct_begin(tcp);
			value_field(tcp, "batch");
			value_struct_begin(tcp);
			field_u(tcp, "count", a.b.count);
			value_struct_end(tcp);
			value_struct_end(tcp);
			value_expr_end(tcp);
		}
		return RVAL_DECODED;
	case C_OBJ_GET_INFO_BY_FD:
		if (entering(tcp)) {
			tcp->priv[0] = a.oi.info_len;
			value_field(tcp, "info");
			value_struct_begin(tcp);
			field_fd(tcp, "bpf_fd", a.oi.bpf_fd);
			field_u(tcp, "info_len", a.oi.info_len);
			return 0;
		}
		/* The length the kernel filled; the info itself is shown only as an
		 * address (strace decodes map and program info with -v). */
		if (a.oi.info_len != tcp->priv[0]) {
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			value_uint(tcp, a.oi.info_len, VB_DEC);
			value_expr_end(tcp);
		}
		field_addr(tcp, "info", a.oi.info);
		value_struct_end(tcp);
		break;
	case C_LINK_CREATE:
		attr_size = print_link_create(tcp, &a.lc, len);
		rval |= RVAL_FD;
		break;
	case C_LINK_UPDATE:
		value_field(tcp, "link_update");
		value_struct_begin(tcp);
		field_fd(tcp, "link_fd", a.lu.link_fd);
		field_fd(tcp, "new_prog_fd", a.lu.new_prog_fd);
		value_field(tcp, "flags");
		print_flags(tcp, &bpf_attach_flags, a.lu.flags, "BPF_F_???");
		if (a.lu.flags & BPF_F_REPLACE_)
			field_fd(tcp, "old_prog_fd", a.lu.old_prog_fd);
		value_struct_end(tcp);
		break;
	}
	print_extra(tcp, buf, size, attr_size);
	value_struct_end(tcp);
	return rval;
}

static bool decoded_cmd(unsigned int cmd)
{
	switch (cmd) {
	case C_MAP_CREATE: case C_MAP_LOOKUP_ELEM: case C_MAP_UPDATE_ELEM: case C_MAP_DELETE_ELEM:
	case C_MAP_GET_NEXT_KEY: case C_PROG_LOAD: case C_OBJ_PIN: case C_OBJ_GET:
	case C_PROG_ATTACH: case C_PROG_DETACH: case C_PROG_GET_NEXT_ID: case C_MAP_GET_NEXT_ID:
	case C_PROG_GET_FD_BY_ID: case C_MAP_GET_FD_BY_ID: case C_BTF_GET_FD_BY_ID:
	case C_MAP_LOOKUP_AND_DELETE_ELEM: case C_MAP_FREEZE: case C_BTF_GET_NEXT_ID:
	case C_LINK_GET_FD_BY_ID: case C_LINK_GET_NEXT_ID: case C_PROG_TEST_RUN:
	case C_PROG_QUERY: case C_RAW_TRACEPOINT_OPEN: case C_BTF_LOAD: case C_TASK_FD_QUERY:
	case C_MAP_LOOKUP_BATCH: case C_MAP_LOOKUP_AND_DELETE_BATCH: case C_MAP_UPDATE_BATCH:
	case C_MAP_DELETE_BATCH: case C_LINK_UPDATE: case C_LINK_CREATE:
		return true;
	case C_OBJ_GET_INFO_BY_FD:
		/* With -v strace decodes the info struct, which this does not yet. */
		return !opts.verbose;
	}
	return false;
}

SYS_FUNC(bpf)
{
	unsigned int cmd = (uint32_t)ARG(0);
	uint64_t addr = ARG(1);
	unsigned int size = (uint32_t)ARG(2);
	int rc = RVAL_DECODED;
	if (entering(tcp)) {
		print_xval(tcp, &bpf_commands, cmd, "BPF_???");
		tprint_sep(tcp);
	}
	if (size > 0 && size <= PAGE_SIZE_ && decoded_cmd(cmd)) {
		static unsigned char buf[PAGE_SIZE_];
		/* The attribute is read whether or not the call failed. */
		if (!addr || fetch_mem(tcp, addr, buf, size) < 0)
			print_addr(tcp, addr);
		else
			rc = print_attr(tcp, cmd, buf, size);
	} else {
		print_addr(tcp, addr);
	}
	if (exiting(tcp) || (rc & RVAL_DECODED)) {
		tprint_sep(tcp);
		print_udec(tcp, size);
	}
	return rc;
}
