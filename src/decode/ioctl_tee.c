/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * TEE (trusted execution environment) requests (0xa4), at entry: the shared
 * memory allocation and registration, cancel and close, and the buffers of
 * TEE_IOC_OPEN_SESSION, _INVOKE, _SUPPL_RECV and _SUPPL_SEND (a header and
 * its parameters; the buffer prints as an address unless its length is
 * exactly the header and num_params parameters, at most TEE_MAX_ARG_SIZE, as
 * strace shows it). What the kernel writes back is not decoded.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/tee.h>

#include "decode.h"
#include "print_ext.h"
#include "ioctl.h"
#include "xlat/tee_gen_caps.h"
#include "xlat/tee_impl_ids.h"
#include "xlat/tee_logins.h"
#include "xlat/tee_optee_caps.h"
#include "xlat/tee_param_types.h"
#include "xlat/tee_shm_flags.h"

/* The kernel's limit on a buffer (drivers/tee/tee_core.c). */
#define TEE_MAX_ARG_SIZE 1024

/* attr: its type (only the low 32 bits are looked at), then META. */
static void print_attr(struct tcb *tcp, uint64_t attr)
{
	uint32_t a = (uint32_t)attr;
	uint32_t rest = a & ~(uint32_t)TEE_IOCTL_PARAM_ATTR_META;
	if (!(a & TEE_IOCTL_PARAM_ATTR_META)) {
		print_xval(tcp, &tee_param_types, rest, "TEE_IOCTL_PARAM_ATTR_");
		return;
	}
	value_expr_begin(tcp, "|");
	print_xval(tcp, &tee_param_types, rest, "TEE_IOCTL_PARAM_ATTR_");
	value_expr_next(tcp);
	value_const(tcp, "TEE_IOCTL_PARAM_ATTR_META", TEE_IOCTL_PARAM_ATTR_META, VB_HEX, NULL);
	value_expr_end(tcp);
}

static void print_param(struct tcb *tcp, const struct tee_ioctl_param *p)
{
	value_struct_begin(tcp);
	value_field(tcp, "attr");
	print_attr(tcp, p->attr);
	switch (p->attr) {
	case TEE_IOCTL_PARAM_ATTR_TYPE_NONE:
		break;
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INPUT:
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT:
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT:
		value_field(tcp, "shm_offs");
		value_uint(tcp, p->a, VB_HEX);
		value_field(tcp, "size");
		value_uint(tcp, p->b, VB_HEX);
		value_field(tcp, "shm_id");
		value_uint(tcp, p->c, VB_DEC);
		break;
	default:
		value_field(tcp, "a");
		value_uint(tcp, p->a, VB_HEX);
		value_field(tcp, "b");
		value_uint(tcp, p->b, VB_HEX);
		value_field(tcp, "c");
		value_uint(tcp, p->c, VB_HEX);
	}
	value_struct_end(tcp);
}

/* num_params parameters at addr (the buffer's length was checked). */
static void print_params(struct tcb *tcp, uint64_t addr, uint32_t n)
{
	value_field(tcp, "params");
	if (!n) {
		value_addr(tcp, 0);
		return;
	}
	value_array_begin(tcp);
	for (uint32_t i = 0; i < n; i++) {
		struct tee_ioctl_param p;
		value_elem(tcp);
		if (!FETCH_OR_ADDR(tcp, addr + (uint64_t)i * sizeof(p), &p))
			break;
		print_param(tcp, &p);
	}
	value_array_end(tcp);
}

/* The header of a buffer request: its size, or 0 for another request. */
static size_t header_size(unsigned int code)
{
	switch (code) {
	case TEE_IOC_OPEN_SESSION:
		return sizeof(struct tee_ioctl_open_session_arg);
	case TEE_IOC_INVOKE:
		return sizeof(struct tee_ioctl_invoke_arg);
	case TEE_IOC_SUPPL_RECV:
		return sizeof(struct tee_iocl_supp_recv_arg);
	case TEE_IOC_SUPPL_SEND:
		return sizeof(struct tee_iocl_supp_send_arg);
	}
	return 0;
}

static void print_open_session(struct tcb *tcp, const struct tee_ioctl_open_session_arg *o)
{
	value_field(tcp, "uuid");
	print_uuid(tcp, o->uuid);
	value_field(tcp, "clnt_login");
	print_xval(tcp, &tee_logins, o->clnt_login, "TEE_IOCTL_LOGIN_???");
	switch (o->clnt_login) {
	case TEE_IOCTL_LOGIN_PUBLIC:
	case TEE_IOCTL_LOGIN_USER:
	case TEE_IOCTL_LOGIN_APPLICATION:
	case TEE_IOCTL_LOGIN_USER_APPLICATION:
		break;
	case TEE_IOCTL_LOGIN_GROUP:
	case TEE_IOCTL_LOGIN_GROUP_APPLICATION: {
		/* The group id, in the first bytes. */
		uint32_t gid;
		memcpy(&gid, o->clnt_uuid, sizeof(gid));
		value_field(tcp, "clnt_uuid");
		value_uint(tcp, gid, VB_DEC);
		break;
	}
	default:
		value_field(tcp, "clnt_uuid");
		value_array_begin(tcp);
		for (size_t i = 0; i < sizeof(o->clnt_uuid); i++) {
			value_elem(tcp);
			value_uint(tcp, o->clnt_uuid[i], VB_HEX);
		}
		value_array_end(tcp);
	}
	value_field(tcp, "cancel_id");
	value_uint(tcp, o->cancel_id, VB_DEC);
	value_field(tcp, "num_params");
	value_uint(tcp, o->num_params, VB_DEC);
}

/* The buffer of OPEN_SESSION, INVOKE, SUPPL_RECV or SUPPL_SEND. */
static void print_buf_data(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct tee_ioctl_buf_data bd;
	union {
		struct tee_ioctl_open_session_arg os;
		struct tee_ioctl_invoke_arg inv;
		struct tee_iocl_supp_recv_arg rv;
		struct tee_iocl_supp_send_arg sd;
	} h;
	size_t hsize = header_size(code);

	if (!FETCH_OR_ADDR(tcp, arg, &bd))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "buf_len");
	value_uint(tcp, bd.buf_len, VB_DEC);
	value_field(tcp, "buf_ptr");
	if (!bd.buf_ptr || bd.buf_len < hsize || bd.buf_len > TEE_MAX_ARG_SIZE ||
	    !fetch_obj_or_addr(tcp, bd.buf_ptr, &h, hsize)) {
		if (!bd.buf_ptr || bd.buf_len < hsize || bd.buf_len > TEE_MAX_ARG_SIZE)
			value_addr(tcp, bd.buf_ptr);
		value_struct_end(tcp);
		return;
	}
	uint32_t n = code == TEE_IOC_OPEN_SESSION ? h.os.num_params :
		     code == TEE_IOC_INVOKE ? h.inv.num_params :
		     code == TEE_IOC_SUPPL_RECV ? h.rv.num_params : h.sd.num_params;
	if (bd.buf_len != hsize + (uint64_t)n * sizeof(struct tee_ioctl_param)) {
		value_addr(tcp, bd.buf_ptr);
		value_struct_end(tcp);
		return;
	}
	value_struct_begin(tcp);
	switch (code) {
	case TEE_IOC_OPEN_SESSION:
		print_open_session(tcp, &h.os);
		break;
	case TEE_IOC_INVOKE:
		value_field(tcp, "func");
		value_uint(tcp, h.inv.func, VB_DEC);
		value_field(tcp, "session");
		value_uint(tcp, h.inv.session, VB_HEX);
		value_field(tcp, "cancel_id");
		value_uint(tcp, h.inv.cancel_id, VB_DEC);
		value_field(tcp, "num_params");
		value_uint(tcp, n, VB_DEC);
		break;
	case TEE_IOC_SUPPL_RECV:
		value_field(tcp, "func");
		value_uint(tcp, h.rv.func, VB_DEC);
		value_field(tcp, "num_params");
		value_uint(tcp, n, VB_DEC);
		break;
	default:
		value_field(tcp, "num_params");
		value_uint(tcp, n, VB_DEC);
	}
	print_params(tcp, bd.buf_ptr + hsize, n);
	value_struct_end(tcp);
	value_struct_end(tcp);
}

/* The tee requests of this file; -1 for others. See ioctl.h. */
int ioctl_tee_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct tee_ioctl_shm_alloc_data sa;
		struct tee_ioctl_shm_register_data sr;
		struct tee_ioctl_cancel_arg ca;
		struct tee_ioctl_close_session_arg cs;
		struct tee_ioctl_version_data v;
	} u;

	if (exiting(tcp)) {
		switch (code) {
		case TEE_IOC_VERSION:
			/* Written only: at exit (the address if the call failed). */
			tprint_sep(tcp);
			if (syserror(tcp)) {
				print_addr(tcp, arg);
				return IOCTL_ARG_PRINTED;
			}
			if (!FETCH_OR_ADDR(tcp, arg, &u.v))
				return IOCTL_ARG_PRINTED;
			value_struct_begin(tcp);
			value_field(tcp, "impl_id");
			print_xval(tcp, &tee_impl_ids, u.v.impl_id, "TEE_IMPL_ID_???");
			value_field(tcp, "gen_caps");
			print_flags(tcp, &tee_gen_caps, u.v.gen_caps, "TEE_GEN_CAP_???");
			value_field(tcp, "impl_caps");
			if (u.v.impl_id == TEE_IMPL_ID_OPTEE)
				print_flags(tcp, &tee_optee_caps, u.v.impl_caps, "TEE_OPTEE_CAP_???");
			else
				value_uint(tcp, u.v.impl_caps, VB_HEX);
			value_struct_end(tcp);
			return IOCTL_ARG_PRINTED;
		case TEE_IOC_SHM_ALLOC: case TEE_IOC_SHM_REGISTER:
			/* " => " the size, flags and id the kernel gave. */
			if (syserror(tcp))
				return IOCTL_ARG_PRINTED;
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			if (code == TEE_IOC_SHM_ALLOC ? FETCH_OR_ADDR(tcp, arg, &u.sa) :
			    FETCH_OR_ADDR(tcp, arg, &u.sr)) {
				value_struct_begin(tcp);
				value_field(tcp, code == TEE_IOC_SHM_ALLOC ? "size" : "length");
				value_uint(tcp, code == TEE_IOC_SHM_ALLOC ? u.sa.size : u.sr.length,
					   VB_HEX);
				value_field(tcp, "flags");
				print_flags(tcp, &tee_shm_flags, code == TEE_IOC_SHM_ALLOC ?
					    u.sa.flags : u.sr.flags, "TEE_IOCTL_SHM_???");
				value_field(tcp, "id");
				value_int(tcp, code == TEE_IOC_SHM_ALLOC ? u.sa.id : u.sr.id);
				value_struct_end(tcp);
			}
			value_expr_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
	}

	switch (code) {
	case TEE_IOC_VERSION:
		return 0;
	case TEE_IOC_SHM_ALLOC:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.sa))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "size");
		value_uint(tcp, u.sa.size, VB_HEX);
		value_field(tcp, "flags");
		print_flags(tcp, &tee_shm_flags, u.sa.flags, "TEE_IOCTL_SHM_???");
		value_struct_end(tcp);
		return 0;
	case TEE_IOC_SHM_REGISTER:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.sr))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "addr");
		value_addr(tcp, u.sr.addr);
		value_field(tcp, "length");
		value_uint(tcp, u.sr.length, VB_HEX);
		value_field(tcp, "flags");
		print_flags(tcp, &tee_shm_flags, u.sr.flags, "TEE_IOCTL_SHM_???");
		value_struct_end(tcp);
		return 0;
	case TEE_IOC_CANCEL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.ca))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "cancel_id");
		value_uint(tcp, u.ca.cancel_id, VB_DEC);
		value_field(tcp, "session");
		value_uint(tcp, u.ca.session, VB_HEX);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	case TEE_IOC_CLOSE_SESSION:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.cs))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "session");
		value_uint(tcp, u.cs.session, VB_HEX);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	case TEE_IOC_OPEN_SESSION:
	case TEE_IOC_INVOKE:
	case TEE_IOC_SUPPL_RECV:
	case TEE_IOC_SUPPL_SEND:
		tprint_sep(tcp);
		print_buf_data(tcp, code, arg);
		return IOCTL_ARG_PRINTED;
	default:
		return -1;
	}
}
