/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Device mapper (0xfd): struct dm_ioctl as strace prints it at entry, in
 * brackets, with the fields each request reads. The data after the header
 * (target specs, a new name, a message) prints as "..." as in strace's
 * default abbreviated output. At exit, " => " the header as the kernel left it
 * (with the target, open and event counts), when the call worked or changed it,
 * as strace 6.1; the data it wrote is "..." too (-v's payloads are not decoded).
 */
#include "config.h"

#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/dm-ioctl.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "print_ext.h"
#include "xlat/dm_flags.h"

/* A fixed-size name field: up to its NUL, "..." after it when it has none. */
static void print_name_field(struct tcb *tcp, const char *name, const char *s, size_t size)
{
	size_t len = strnlen(s, size);
	if (!len)
		return;
	value_field(tcp, name);
	/* Without a NUL, strace shows all but the last byte. */
	if (len == size)
		value_str(tcp, s, size - 1, VS_TRUNCATED);
	else
		value_str(tcp, s, len, 0);
}

/* A fixed-size name field, even empty. */
static void print_name_field_always(struct tcb *tcp, const char *name, const char *s, size_t size)
{
	size_t len = strnlen(s, size);
	value_field(tcp, name);
	if (len == size)
		value_str(tcp, s, size - 1, VS_TRUNCATED);
	else
		value_str(tcp, s, len, 0);
}

/* Requests about one device: dev, name and uuid print when set. */
static bool names_device(unsigned int code)
{
	switch (code) {
	case DM_REMOVE_ALL: case DM_LIST_DEVICES: case DM_LIST_VERSIONS:
		return false;
	}
	return true;
}

/* Requests with data after the header, in or out. */
static bool has_data(unsigned int code)
{
	switch (code) {
	case DM_LIST_DEVICES: case DM_DEV_WAIT: case DM_TABLE_LOAD: case DM_TABLE_DEPS:
	case DM_TABLE_STATUS: case DM_LIST_VERSIONS: case DM_TARGET_MSG:
	case DM_DEV_SET_GEOMETRY: case DM_DEV_RENAME: case DM_GET_TARGET_VERSION:
		return true;
	}
	return false;
}

/* Whether input data follows the header (printed as "..."). */
static bool data_follows(unsigned int code, const struct dm_ioctl *d)
{
	switch (code) {
	case DM_DEV_RENAME: case DM_DEV_SET_GEOMETRY:
		return true;
	case DM_TABLE_LOAD:
		return d->target_count != 0;
	case DM_TARGET_MSG:
		return d->data_size != d->data_start;
	}
	return false;
}

/* Whether output data follows the header at exit (printed as "..."). */
static bool data_out(unsigned int code, const struct dm_ioctl *d)
{
	switch (code) {
	case DM_DEV_WAIT: case DM_TABLE_STATUS:
		return d->target_count != 0;
	case DM_TABLE_DEPS: case DM_LIST_DEVICES: case DM_LIST_VERSIONS:
		return d->data_start != d->data_size;
	case DM_TARGET_MSG:
		return (d->flags & DM_DATA_OUT_FLAG) != 0;
	}
	return false;
}

/* "???" with a comment: a structure the sizes put outside the data. */
static void misplaced(struct tcb *tcp, const char *what)
{
	value_elem(tcp);
	value_const(tcp, "???", 0, VB_DEC, NULL);
	value_comment(tcp, what);
}

/* struct dm_target_spec list (-v): at entry chained by next, at exit by offsets
 * from data_start, with each target's status. */
static void print_target_specs(struct tcb *tcp, uint64_t arg, const struct dm_ioctl *d,
			       bool exit)
{
	uint32_t offset = d->data_start, end = 0;
	for (uint32_t i = 0; i < d->target_count; i++) {
		if ((i && offset <= end) || (end = offset + sizeof(struct dm_target_spec)) <= offset ||
		    end > d->data_size) {
			misplaced(tcp, "misplaced struct dm_target_spec");
			return;
		}
		if (i >= opts.max_strlen) {
			value_array_more(tcp);
			return;
		}
		struct dm_target_spec t;
		value_elem(tcp);
		if (!FETCH_OR_ADDR(tcp, arg + offset, &t))
			return;
		value_struct_begin(tcp);
		value_field(tcp, "sector_start");
		value_uint(tcp, t.sector_start, VB_DEC);
		value_field(tcp, "length");
		value_uint(tcp, t.length, VB_DEC);
		if (exit) {
			value_field(tcp, "status");
			value_int(tcp, t.status);
		}
		print_name_field_always(tcp, "target_type", t.target_type, sizeof(t.target_type));
		value_field(tcp, "string");
		print_cstr_n(tcp, arg + end, d->data_size - end);
		value_struct_end(tcp);
		offset = exit ? d->data_start + t.next : offset + t.next;
	}
}

/* A string after the header (-v): a new name, geometry, a message's answer. */
static void print_dm_string(struct tcb *tcp, uint64_t arg, const struct dm_ioctl *d)
{
	if (d->data_start > d->data_size) {
		misplaced(tcp, "misplaced string");
		return;
	}
	value_elem(tcp);
	value_struct_begin(tcp);
	value_field(tcp, "string");
	print_cstr_n(tcp, arg + d->data_start, d->data_size - d->data_start);
	value_struct_end(tcp);
}

static void print_target_msg(struct tcb *tcp, uint64_t arg, const struct dm_ioctl *d)
{
	uint32_t end = d->data_start + offsetof(struct dm_target_msg, message);
	if (d->data_start == d->data_size)
		return;
	if (end <= d->data_start || end > d->data_size) {
		misplaced(tcp, "misplaced struct dm_target_msg");
		return;
	}
	struct dm_target_msg m;
	value_elem(tcp);
	if (fetch_mem(tcp, arg + d->data_start, &m, sizeof(m)) < 0) {
		print_addr(tcp, arg + d->data_start);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "sector");
	value_uint(tcp, m.sector, VB_DEC);
	value_field(tcp, "message");
	print_cstr_n(tcp, arg + end, d->data_size - end);
	value_struct_end(tcp);
}

static bool print_dev_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	uint64_t dev;
	(void)size;
	(void)data;
	memcpy(&dev, elem, sizeof(dev));
	print_dev(tcp, dev);
	return true;
}

static void print_target_deps(struct tcb *tcp, uint64_t arg, const struct dm_ioctl *d)
{
	uint32_t end = d->data_start + offsetof(struct dm_target_deps, dev);
	if (d->data_start == d->data_size)
		return;
	if (end <= d->data_start || end > d->data_size) {
		misplaced(tcp, "misplaced struct dm_target_deps");
		return;
	}
	struct dm_target_deps t;
	value_elem(tcp);
	if (!FETCH_OR_ADDR(tcp, arg + d->data_start, &t))
		return;
	if (t.count > (d->data_size - end) / sizeof(uint64_t)) {
		value_const(tcp, "???", 0, VB_DEC, NULL);
		value_comment(tcp, "misplaced struct dm_target_deps");
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "count");
	value_uint(tcp, t.count, VB_DEC);
	value_field(tcp, "deps");
	uint64_t dev;
	print_array(tcp, arg + end, t.count, &dev, sizeof(dev), 0, print_dev_elem, NULL);
	value_struct_end(tcp);
}

/* struct dm_name_list entries, or struct dm_target_versions (versions). */
static void print_name_list(struct tcb *tcp, uint64_t arg, const struct dm_ioctl *d,
			    bool versions)
{
	size_t name_off = versions ? offsetof(struct dm_target_versions, name) :
				     offsetof(struct dm_name_list, name);
	const char *what = versions ? "misplaced struct dm_target_versions" :
				      "misplaced struct dm_name_list";
	uint32_t offset = d->data_start, end = 0;
	if (d->data_start == d->data_size)
		return;
	for (uint32_t count = 0;; count++) {
		if ((count && offset <= end) || (end = offset + name_off) <= offset ||
		    end > d->data_size) {
			misplaced(tcp, what);
			return;
		}
		if (count >= opts.max_strlen) {
			value_array_more(tcp);
			return;
		}
		union {
			struct dm_name_list n;
			struct dm_target_versions v;
		} u;
		value_elem(tcp);
		if (fetch_mem(tcp, arg + offset, &u, versions ? sizeof(u.v) : sizeof(u.n)) < 0) {
			print_addr(tcp, arg + offset);
			return;
		}
		value_struct_begin(tcp);
		if (!versions) {
			value_field(tcp, "dev");
			print_dev(tcp, u.n.dev);
		}
		value_field(tcp, "name");
		print_cstr_n(tcp, arg + end, d->data_size - end);
		uint32_t next = versions ? u.v.next : u.n.next;
		if (versions) {
			value_field(tcp, "version");
			value_array_begin(tcp);
			for (size_t i = 0; i < ARRAY_SIZE(u.v.version); i++) {
				value_elem(tcp);
				value_uint(tcp, u.v.version[i], VB_DEC);
			}
			value_array_end(tcp);
		} else if (d->version[1] >= 37) {
			/* Since 4.37, the event number follows the name, aligned
			 * (strace prints it when it fits before the next entry). */
			char buf[512];
			size_t size = (size_t)opts.max_strlen + 1;
			if (size > d->data_size - end)
				size = d->data_size - end;
			if (size > sizeof(buf))
				size = sizeof(buf);
			int n = size ? fetch_str(tcp, arg + end, buf, size) : -1;
			uint32_t event_nr;
			if (n >= 0 && (size_t)n < size) {
				uint64_t ev = (arg + end + n + 1 + 7) & ~(uint64_t)7;
				if (ev + sizeof(event_nr) <= arg + offset + next &&
				    fetch_mem(tcp, ev, &event_nr, sizeof(event_nr)) == 0) {
					value_field(tcp, "event_nr");
					value_uint(tcp, event_nr, VB_DEC);
				}
			}
		}
		value_struct_end(tcp);
		if (!next)
			return;
		offset += next;
	}
}

/* The data after the header with -v, as strace 6.1: what the kernel reads at
 * entry, what it wrote at exit of a call that worked. */
static void print_dm_payload(struct tcb *tcp, unsigned int code, uint64_t arg,
			     const struct dm_ioctl *d, bool exit)
{
	switch (code) {
	case DM_DEV_WAIT: case DM_TABLE_STATUS:
		if (exit)
			print_target_specs(tcp, arg, d, true);
		break;
	case DM_TABLE_LOAD:
		if (!exit)
			print_target_specs(tcp, arg, d, false);
		break;
	case DM_TABLE_DEPS:
		if (exit)
			print_target_deps(tcp, arg, d);
		break;
	case DM_LIST_DEVICES: case DM_LIST_VERSIONS:
		if (exit)
			print_name_list(tcp, arg, d, code == DM_LIST_VERSIONS);
		break;
	case DM_TARGET_MSG:
		if (!exit)
			print_target_msg(tcp, arg, d);
		else if (d->flags & DM_DATA_OUT_FLAG)
			print_dm_string(tcp, arg, d);
		break;
	case DM_DEV_RENAME: case DM_DEV_SET_GEOMETRY:
		if (!exit)
			print_dm_string(tcp, arg, d);
		break;
	}
}

/* The header, in brackets, at entry or (exit) as the kernel left it; "..." for
 * the data after it (strace's abbreviated output). */
static void print_dm(struct tcb *tcp, unsigned int code, uint64_t arg, const struct dm_ioctl *d,
		     bool exit)
{
	bool ok = exit && !syserror(tcp);

	value_array_begin(tcp);
	value_elem(tcp);
	value_struct_begin(tcp);
	value_field(tcp, "version");
	value_array_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(d->version); i++) {
		value_elem(tcp);
		value_uint(tcp, d->version[i], VB_DEC);
	}
	value_array_end(tcp);
	if (d->version[0] != DM_VERSION_MAJOR) {
		value_comment(tcp, "unsupported device mapper ABI version");
		goto done;
	}
	value_field(tcp, "data_size");
	value_uint(tcp, d->data_size, VB_DEC);
	if (d->data_size < offsetof(struct dm_ioctl, data)) {
		value_comment(tcp, "data_size too small");
		goto done;
	}
	if (has_data(code)) {
		value_field(tcp, "data_start");
		value_uint(tcp, d->data_start, VB_DEC);
	}
	if (names_device(code)) {
		if (d->dev) {
			value_field(tcp, "dev");
			print_dev(tcp, d->dev);
		}
		print_name_field(tcp, "name", d->name, sizeof(d->name));
		print_name_field(tcp, "uuid", d->uuid, sizeof(d->uuid));
	}
	if (!exit) {
		switch (code) {
		case DM_DEV_REMOVE: case DM_DEV_RENAME: case DM_DEV_WAIT:
			value_field(tcp, "event_nr");
			value_uint(tcp, d->event_nr, VB_DEC);
			break;
		case DM_DEV_SUSPEND:
			/* Resuming: the event number is a udev cookie. */
			if (!(d->flags & DM_SUSPEND_FLAG)) {
				value_field(tcp, "event_nr");
				value_uint(tcp, d->event_nr, VB_DEC);
			}
			break;
		case DM_TABLE_LOAD:
			value_field(tcp, "target_count");
			value_uint(tcp, d->target_count, VB_DEC);
			break;
		}
	} else if (ok) {
		switch (code) {
		case DM_DEV_CREATE: case DM_DEV_RENAME: case DM_DEV_SUSPEND: case DM_DEV_STATUS:
		case DM_DEV_WAIT: case DM_TABLE_LOAD: case DM_TABLE_CLEAR: case DM_TABLE_DEPS:
		case DM_TABLE_STATUS: case DM_TARGET_MSG:
			value_field(tcp, "target_count");
			value_uint(tcp, d->target_count, VB_DEC);
			value_field(tcp, "open_count");
			value_uint(tcp, d->open_count, VB_DEC);
			value_field(tcp, "event_nr");
			value_uint(tcp, d->event_nr, VB_DEC);
			break;
		}
	}
	value_field(tcp, "flags");
	print_flags(tcp, &dm_flags, d->flags, "DM_???");
	value_struct_end(tcp);
	if (opts.verbose) {
		if (!exit || ok)
			print_dm_payload(tcp, code, arg, d, exit);
	} else if (!exit ? data_follows(code, d) : ok && data_out(code, d)) {
		value_array_more(tcp);
	}
	value_array_end(tcp);
	return;
done:
	value_struct_end(tcp);
	value_array_end(tcp);
}

/* struct dm_ioctl; -1 for other requests. See ioctl.h. */
int ioctl_dm_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct dm_ioctl d;

	switch (code) {
	case DM_VERSION: case DM_REMOVE_ALL: case DM_LIST_DEVICES: case DM_DEV_CREATE:
	case DM_DEV_REMOVE: case DM_DEV_RENAME: case DM_DEV_SUSPEND: case DM_DEV_STATUS:
	case DM_DEV_WAIT: case DM_TABLE_LOAD: case DM_TABLE_CLEAR: case DM_TABLE_DEPS:
	case DM_TABLE_STATUS: case DM_LIST_VERSIONS: case DM_TARGET_MSG:
	case DM_DEV_SET_GEOMETRY: case DM_DEV_ARM_POLL:
		break;
	default:
		return -1;
	}
	if (exiting(tcp)) {
		/* " => " the header as the kernel left it: when the call worked, or
		 * when it changed the version, sizes or flags (as strace). */
		if (fetch_obj(tcp, arg, &d) < 0 ||
		    d.data_size < offsetof(struct dm_ioctl, data_size))
			return IOCTL_ARG_PRINTED;
		bool changed = tcp->priv[0] != (d.version[0] | (uint64_t)d.version[1] << 32) ||
			       tcp->priv[1] != (d.version[2] | (uint64_t)d.data_size << 32) ||
			       tcp->priv[2] != (d.data_start | (uint64_t)d.flags << 32);
		if (syserror(tcp) && !changed)
			return IOCTL_ARG_PRINTED;
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		print_dm(tcp, code, arg, &d, true);
		value_expr_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	/* strace prints a NULL argument as a number. */
	if (!arg)
		return RVAL_DECODED;
	tprint_sep(tcp);
	/* Read even when -e verbose= leaves ioctl out, as strace reads it. */
	if (fetch_obj(tcp, arg, &d) < 0) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	/* Too small to hold the version: not a dm_ioctl. */
	if (d.data_size < offsetof(struct dm_ioctl, data_size)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	print_dm(tcp, code, arg, &d, false);
	tcp->priv[0] = d.version[0] | (uint64_t)d.version[1] << 32;
	tcp->priv[1] = d.version[2] | (uint64_t)d.data_size << 32;
	tcp->priv[2] = d.data_start | (uint64_t)d.flags << 32;
	return 0;
}
