/* SPDX-License-Identifier: GPL-2.0-or-later */
/* io_uring_setup, io_uring_enter, io_uring_register. */
#include "config.h"

#include <string.h>

#include "decode.h"
#include "netutil.h"
#include "print_ext.h"
#include "signal.h"
#include "xlat/uring_enter_flags.h"
#include "xlat/uring_op_flags.h"
#include "xlat/uring_ops.h"
#include "xlat/uring_register_rsrc_flags.h"
#include "xlat/uring_restriction_opcodes.h"
#include "xlat/uring_sqe_flags.h"
#include "xlat/uring_register_opcodes.h"
#include "xlat/uring_setup_features.h"
#include "xlat/uring_setup_flags.h"

#define IORING_SETUP_ATTACH_WQ_ 0x20
#define IORING_REGISTER_FILES_SKIP_ (-2)

enum {
	REG_BUFFERS = 0,
	REG_FILES = 2,
	REG_EVENTFD = 4,
	REG_FILES_UPDATE = 6,
	REG_EVENTFD_ASYNC = 7,
	REG_PROBE = 8,
	REG_RESTRICTIONS = 11,
	REG_FILES2 = 13,
	REG_FILES_UPDATE2 = 14,
	REG_BUFFERS2 = 15,
	REG_BUFFERS_UPDATE = 16,
	REG_RING_FDS = 20,
	UNREG_RING_FDS = 21,
	REG_PBUF_RING = 22,
	UNREG_PBUF_RING = 23,
};

/* struct io_sqring_offsets and io_cqring_offsets: seven counters, then reserved
 * words (a u32 and a u64) shown only when set. */
struct ring_off {
	uint32_t f[7];
	uint32_t resv1;
	uint64_t resv2;
};

/* struct io_uring_params, x86_64 layout. */
struct uring_params {
	uint32_t sq_entries, cq_entries, flags, sq_thread_cpu, sq_thread_idle, features, wq_fd;
	uint32_t resv[3];
	struct ring_off sq_off, cq_off;
};

_Static_assert(sizeof(struct uring_params) == 120, "struct io_uring_params");

/* A reserved field, shown (in hex) only when not zero. */
static void print_nonzero_hex(struct tcb *tcp, const char *name, uint64_t v)
{
	if (!v)
		return;
	value_field(tcp, name);
	print_hex(tcp, v);
}

/* Three reserved words, shown (in hex) only when one is not zero. */
static void print_nonzero_hex3(struct tcb *tcp, const char *name, uint64_t a, uint64_t b,
			       uint64_t c)
{
	const uint64_t v[3] = { a, b, c };
	if (!(a | b | c))
		return;
	value_field(tcp, name);
	value_array_begin(tcp);
	for (int i = 0; i < 3; i++) {
		value_elem(tcp);
		print_hex(tcp, v[i]);
	}
	value_array_end(tcp);
}

static void print_ring_off(struct tcb *tcp, const struct ring_off *o, const char *const names[7])
{
	value_struct_begin(tcp);
	for (int i = 0; i < 7; i++) {
		value_field(tcp, names[i]);
		value_uint(tcp, o->f[i], VB_DEC);
	}
	print_nonzero_hex(tcp, "resv1", o->resv1);
	print_nonzero_hex(tcp, "resv2", o->resv2);
	value_struct_end(tcp);
}

SYS_FUNC(io_uring_setup)
{
	static const char *const sq_names[7] = { "head", "tail", "ring_mask", "ring_entries",
						 "flags", "dropped", "array" };
	static const char *const cq_names[7] = { "head", "tail", "ring_mask", "ring_entries",
						 "overflow", "cqes", "flags" };
	struct uring_params p;
	if (entering(tcp)) {
		print_udec(tcp, (uint32_t)ARG(0));
		tprint_sep(tcp);
		if (!umove_or_addr(tcp, ARG(1), &p, sizeof(p)))
			return RVAL_DECODED | RVAL_FD;
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_flags(tcp, &uring_setup_flags, p.flags, "IORING_SETUP_???");
		value_field(tcp, "sq_thread_cpu");
		print_hex(tcp, p.sq_thread_cpu);
		value_field(tcp, "sq_thread_idle");
		value_uint(tcp, p.sq_thread_idle, VB_DEC);
		if (p.flags & IORING_SETUP_ATTACH_WQ_) {
			value_field(tcp, "wq_fd");
			print_fd(tcp, (int)p.wq_fd);
		}
		print_nonzero_hex3(tcp, "resv", p.resv[0], p.resv[1], p.resv[2]);
		tcp->priv[0] = 1;	/* the struct is open */
		return 0;
	}
	if (!syserror(tcp) && fetch_mem(tcp, ARG(1), &p, sizeof(p)) >= 0) {
		value_field(tcp, "sq_entries");
		value_uint(tcp, p.sq_entries, VB_DEC);
		value_field(tcp, "cq_entries");
		value_uint(tcp, p.cq_entries, VB_DEC);
		value_field(tcp, "features");
		print_flags(tcp, &uring_setup_features, p.features, "IORING_FEAT_???");
		value_field(tcp, "sq_off");
		print_ring_off(tcp, &p.sq_off, sq_names);
		value_field(tcp, "cq_off");
		print_ring_off(tcp, &p.cq_off, cq_names);
	}
	value_struct_end(tcp);
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(io_uring_enter)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &uring_enter_flags, (uint32_t)ARG(3), "IORING_ENTER_???");
	tprint_sep(tcp);
	print_sigset_addr_len(tcp, ARG(4), ARG(5));
	tprint_sep(tcp);
	print_udec(tcp, ARG(5));
	return RVAL_DECODED;
}

/* A descriptor of a files update: IORING_REGISTER_FILES_SKIP, or the descriptor. */
static bool print_update_fd_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	int fd;
	memcpy(&fd, elem, sizeof(fd));
	if (fd == IORING_REGISTER_FILES_SKIP_)
		value_const(tcp, "IORING_REGISTER_FILES_SKIP", fd, VB_DEC, NULL);
	else if (fd < -1)
		value_int(tcp, fd);
	else
		print_fd(tcp, fd);
	return true;
}

static void print_files_update(struct tcb *tcp, uint64_t addr, unsigned int n)
{
	struct {
		uint32_t offset;
		uint32_t resv;
		uint64_t fds;
	} u;
	if (!umove_or_addr(tcp, addr, &u, sizeof(u)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "offset");
	value_uint(tcp, u.offset, VB_DEC);
	print_nonzero_hex(tcp, "resv", u.resv);
	value_field(tcp, "fds");
	int fd;
	print_array(tcp, u.fds, n, &fd, sizeof(fd), 0, print_update_fd_elem, NULL);
	value_struct_end(tcp);
}

/* struct io_uring_restriction: the opcode, then what it restricts. */
static bool print_restriction_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct {
		uint16_t opcode;
		uint8_t op;
		uint8_t resv;
		uint32_t resv2[3];
	} r;
	memcpy(&r, elem, sizeof(r));
	value_struct_begin(tcp);
	value_field(tcp, "opcode");
	print_xval(tcp, &uring_restriction_opcodes, r.opcode, "IORING_RESTRICTION_???");
	switch (r.opcode) {
	case 0:
		value_field(tcp, "register_op");
		print_xval(tcp, &uring_register_opcodes, r.op, "IORING_REGISTER_???");
		break;
	case 1:
		value_field(tcp, "sqe_op");
		print_xval(tcp, &uring_ops, r.op, "IORING_OP_???");
		break;
	case 2:
	case 3:
		value_field(tcp, "sqe_flags");
		print_flags(tcp, &uring_sqe_flags, r.op, "IOSQE_???");
		break;
	default:
		value_commentf(tcp, "op: %#x", r.op);
		break;
	}
	print_nonzero_hex(tcp, "resv", r.resv);
	print_nonzero_hex3(tcp, "resv2", r.resv2[0], r.resv2[1], r.resv2[2]);
	value_struct_end(tcp);
	return true;
}

/* The data and tags of a resource registration or update. */
static void print_rsrc_data(struct tcb *tcp, uint64_t data, uint64_t tags, unsigned int nr,
			    unsigned int op)
{
	value_field(tcp, "data");
	if (op == REG_FILES2) {
		int fd;
		print_array(tcp, data, nr, &fd, sizeof(fd), 0, print_fd_elem, NULL);
	} else if (op == REG_FILES_UPDATE2) {
		int fd;
		print_array(tcp, data, nr, &fd, sizeof(fd), 0, print_update_fd_elem, NULL);
	} else {
		uint64_t iov[2];
		print_array(tcp, data, nr, iov, sizeof(iov), 0, print_iov_addr_elem, NULL);
	}
	value_field(tcp, "tags");
	uint64_t tag;
	print_array(tcp, tags, nr, &tag, sizeof(tag), 0, print_xint_elem, NULL);
}

/* A resource registration or update of objsize bytes, when the size the
 * caller gave covers it; false (the address printed) when not, or unreadable. */
static bool fetch_rsrc(struct tcb *tcp, uint64_t addr, unsigned int size, void *obj,
		       size_t objsize)
{
	if (size < objsize) {
		print_addr(tcp, addr);
		return false;
	}
	return umove_or_addr(tcp, addr, obj, objsize);
}

static void print_rsrc_register(struct tcb *tcp, uint64_t addr, unsigned int size,
				unsigned int op)
{
	struct {
		uint32_t nr, flags;
		uint64_t resv2, data, tags;
	} r;
	if (!fetch_rsrc(tcp, addr, size, &r, sizeof(r)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "nr");
	value_uint(tcp, r.nr, VB_DEC);
	value_field(tcp, "flags");
	print_flags(tcp, &uring_register_rsrc_flags, r.flags, "IORING_RSRC_REGISTER_???");
	print_nonzero_hex(tcp, "resv2", r.resv2);
	print_rsrc_data(tcp, r.data, r.tags, r.nr, op);
	value_struct_end(tcp);
}

static void print_rsrc_update(struct tcb *tcp, uint64_t addr, unsigned int size, unsigned int op)
{
	struct {
		uint32_t offset, resv;
		uint64_t data, tags;
		uint32_t nr, resv2;
	} u;
	if (!fetch_rsrc(tcp, addr, size, &u, sizeof(u)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "offset");
	value_uint(tcp, u.offset, VB_DEC);
	print_nonzero_hex(tcp, "resv", u.resv);
	print_rsrc_data(tcp, u.data, u.tags, u.nr, op);
	value_field(tcp, "nr");
	value_uint(tcp, u.nr, VB_DEC);
	print_nonzero_hex(tcp, "resv2", u.resv2);
	value_struct_end(tcp);
}

struct rsrc_update {
	uint32_t offset, resv;
	uint64_t data;
};

/* A ring descriptor to register (*(bool *)data: offset -1 for any, the
 * descriptor) or to unregister (the offset, data only when set). */
static bool print_ringfd_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	bool reg = *(const bool *)data;
	struct rsrc_update u;
	memcpy(&u, elem, sizeof(u));
	value_struct_begin(tcp);
	value_field(tcp, "offset");
	if (reg && u.offset == UINT32_MAX)
		value_int(tcp, -1);
	else
		value_uint(tcp, u.offset, VB_DEC);
	print_nonzero_hex(tcp, "resv", u.resv);
	if (reg) {
		value_field(tcp, "data");
		print_fd(tcp, (int)u.data);
	} else {
		print_nonzero_hex(tcp, "data", u.data);
	}
	value_struct_end(tcp);
	return true;
}

static void print_buf_reg(struct tcb *tcp, uint64_t addr)
{
	struct {
		uint64_t ring_addr;
		uint32_t ring_entries;
		uint16_t bgid, pad;
		uint64_t resv[3];
	} r;
	if (!umove_or_addr(tcp, addr, &r, sizeof(r)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "ring_addr");
	print_addr(tcp, r.ring_addr);
	value_field(tcp, "ring_entries");
	value_uint(tcp, r.ring_entries, VB_DEC);
	value_field(tcp, "bgid");
	value_uint(tcp, r.bgid, VB_DEC);
	print_nonzero_hex(tcp, "pad", r.pad);
	print_nonzero_hex3(tcp, "resv", r.resv[0], r.resv[1], r.resv[2]);
	value_struct_end(tcp);
}

#define PROBE_OPS_MAX 256

/*
 * IORING_REGISTER_PROBE: the struct at entry when the caller filled anything in,
 * else at exit; at exit after an entry print, " => " and the kernel's answer.
 * Returns 0 while more comes at exit, RVAL_DECODED when done.
 */
static int print_probe(struct tcb *tcp, uint64_t addr, unsigned int n)
{
	struct {
		uint8_t last_op, ops_len;
		uint16_t resv;
		uint32_t resv2[3];
		struct {
			uint8_t op, resv;
			uint16_t flags;
			uint32_t resv2;
		} ops[PROBE_OPS_MAX];
	} p;
	bool printed = exiting(tcp) && tcp->priv[0];
	if (exiting(tcp) && syserror(tcp)) {
		if (!printed)
			print_addr(tcp, addr);
		return RVAL_DECODED;
	}
	if (n > PROBE_OPS_MAX) {
		print_addr(tcp, addr);
		return RVAL_DECODED;
	}
	if (printed) {
		/* What the kernel filled in, after what was passed: "{...} => {...}". */
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
	}
	size_t size = 16 + 8 * (size_t)n;
	if (!addr || fetch_mem(tcp, addr, &p, size) < 0) {
		print_addr(tcp, addr);
		if (printed)
			value_expr_end(tcp);
		return RVAL_DECODED;
	}
	if (entering(tcp)) {
		const unsigned char *b = (const unsigned char *)&p;
		size_t i;
		for (i = 0; i < size && !b[i]; i++)
			;
		if (i == size)
			return 0;	/* all zero: the kernel fills it in */
	}
	tcp->priv[0] = 1;
	value_struct_begin(tcp);
	value_field(tcp, "last_op");
	print_xval_d(tcp, &uring_ops, p.last_op, "IORING_OP_???");
	value_field(tcp, "ops_len");
	value_uint(tcp, p.ops_len, VB_DEC);
	print_nonzero_hex(tcp, "resv", p.resv);
	print_nonzero_hex3(tcp, "resv2", p.resv2[0], p.resv2[1], p.resv2[2]);
	value_field(tcp, "ops");
	unsigned int count = entering(tcp) ? n : (p.ops_len < n ? p.ops_len : n);
	unsigned int shown = !opts.verbose && count > opts.max_strlen ? opts.max_strlen : count;
	value_array_begin(tcp);
	for (unsigned int i = 0; i < shown; i++) {
		value_elem(tcp);
		value_struct_begin(tcp);
		value_field(tcp, "op");
		print_xval_d(tcp, &uring_ops, p.ops[i].op, "IORING_OP_???");
		print_nonzero_hex(tcp, "resv", p.ops[i].resv);
		value_field(tcp, "flags");
		print_flags(tcp, &uring_op_flags, p.ops[i].flags, "IO_URING_OP_???");
		print_nonzero_hex(tcp, "resv2", p.ops[i].resv2);
		value_struct_end(tcp);
	}
	/* Elements left out, or ops the kernel has and the array had no room for. */
	if (shown < count || (exiting(tcp) && n < p.ops_len))
		value_array_more(tcp);
	value_array_end(tcp);
	value_struct_end(tcp);
	if (printed)
		value_expr_end(tcp);
	return 0;
}

SYS_FUNC(io_uring_register)
{
	uint32_t op = (uint32_t)ARG(1);
	uint64_t arg = ARG(2);
	unsigned int n = (uint32_t)ARG(3);
	int rc = RVAL_DECODED;
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_xval(tcp, &uring_register_opcodes, op, "IORING_REGISTER_???");
		tprint_sep(tcp);
		tcp->priv[0] = 0;
	}
	switch (op) {
	case REG_BUFFERS: {
		uint64_t iov[2];
		print_array(tcp, arg, n, iov, sizeof(iov), 0, print_iov_addr_elem, NULL);
		break;
	}
	case REG_FILES:
	case REG_EVENTFD:
	case REG_EVENTFD_ASYNC: {
		int fd;
		print_array(tcp, arg, n, &fd, sizeof(fd), 0, print_fd_elem, NULL);
		break;
	}
	case REG_FILES_UPDATE:
		print_files_update(tcp, arg, n);
		break;
	case REG_PROBE:
		rc = print_probe(tcp, arg, n);
		break;
	case REG_RESTRICTIONS: {
		unsigned char r[16];
		print_array(tcp, arg, n, r, sizeof(r), 0, print_restriction_elem, NULL);
		break;
	}
	case REG_FILES2:
	case REG_BUFFERS2:
		print_rsrc_register(tcp, arg, n, op);
		break;
	case REG_FILES_UPDATE2:
	case REG_BUFFERS_UPDATE:
		print_rsrc_update(tcp, arg, n, op);
		break;
	case REG_RING_FDS:
	case UNREG_RING_FDS: {
		struct rsrc_update u;
		bool reg = op == REG_RING_FDS;
		print_array(tcp, arg, n, &u, sizeof(u), 0, print_ringfd_elem, &reg);
		break;
	}
	case REG_PBUF_RING:
	case UNREG_PBUF_RING:
		print_buf_reg(tcp, arg);
		break;
	default:
		/* IORING_REGISTER_IOWQ_AFF and _IOWQ_MAX_WORKERS are not
		 * decoded yet; the others take no argument. */
		print_addr(tcp, arg);
		break;
	}
	if (rc || exiting(tcp)) {
		tprint_sep(tcp);
		print_udec(tcp, n);
	}
	return rc;
}
