/* SPDX-License-Identifier: GPL-2.0-or-later */
/* bpf: the commands strace 6.1 decodes most (maps, loading programs, pinning,
 * attaching, ids); the others show the attribute's address. */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "decode.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/bpf_attach_flags.h"
#include "xlat/bpf_attach_type.h"
#include "xlat/bpf_commands.h"
#include "xlat/bpf_file_mode_flags.h"
#include "xlat/bpf_map_flags.h"
#include "xlat/bpf_map_lookup_elem_flags.h"
#include "xlat/bpf_map_types.h"
#include "xlat/bpf_map_update_elem_flags.h"
#include "xlat/bpf_prog_flags.h"
#include "xlat/bpf_prog_types.h"

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

static void print_prog_load(struct tcb *tcp, const struct prog_load *a, size_t len)
{
	value_field(tcp, "prog_type");
	print_xval(tcp, &bpf_prog_types, a->prog_type, "BPF_PROG_TYPE_???");
	field_u(tcp, "insn_cnt", a->insn_cnt);
	/* The instructions themselves are not decoded (strace shows them with -v). */
	field_addr(tcp, "insns", a->insns);
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

/* Bytes given past the struct: ", ..." when any is set. */
static void print_extra(struct tcb *tcp, const unsigned char *buf, size_t size, size_t attr_size)
{
	for (size_t i = attr_size; i < size; i++) {
		if (buf[i]) {
			value_struct_more(tcp);
			return;
		}
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
			tprints(tcp, " => ");
			value_uint(tcp, a.gi.next_id, VB_DEC);
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
	case C_LINK_GET_FD_BY_ID: case C_LINK_GET_NEXT_ID:
		return true;
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
