/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Btrfs (0x94) structures the kernel reads, as strace prints them at entry:
 * volume arguments, quota and qgroup requests, features to set, device and
 * inode lookups. Of what the kernel writes back, the requests whose argument
 * is only written are shown at exit (btrfs_out_arg): the transaction id, the
 * subvolume flags, the features, the file system information, the balance
 * progress, the quota rescan status, a qgroup limit.
 */
#include "config.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/btrfs.h>

#include "decode.h"
#include "ioctl.h"
#include "ioctl_common_print.h"
#include "options.h"
#include "print_ext.h"
#include "xlat/btrfs_balance_args.h"
#include "xlat/btrfs_balance_flags.h"
#include "xlat/btrfs_balance_state.h"
#include "xlat/btrfs_block_group_flags.h"
#include "xlat/btrfs_compress_types.h"
#include "xlat/btrfs_cont_reading_modes.h"
#include "xlat/btrfs_csum_types.h"
#include "xlat/btrfs_defrag_flags.h"
#include "xlat/btrfs_dev_replace_cmds.h"
#include "xlat/btrfs_dev_replace_results.h"
#include "xlat/btrfs_dev_replace_states.h"
#include "xlat/btrfs_dev_stats_flags.h"
#include "xlat/btrfs_dev_stats_values.h"
#include "xlat/btrfs_features_compat.h"
#include "xlat/btrfs_features_compat_ro.h"
#include "xlat/btrfs_features_incompat.h"
#include "xlat/btrfs_fs_info_flags.h"
#include "xlat/btrfs_key_types.h"
#include "xlat/btrfs_logical_ino_flags.h"
#include "xlat/btrfs_qgroup_inherit_flags.h"
#include "xlat/btrfs_qgroup_limit_flags.h"
#include "xlat/btrfs_quota_ctl_cmds.h"
#include "xlat/btrfs_scrub_flags.h"
#include "xlat/btrfs_send_flags.h"
#include "xlat/btrfs_space_info_flags.h"
#include "xlat/btrfs_subvol_flags.h"
#include "xlat/btrfs_tree_objectids.h"

static void print_u64_field(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

/*
 * The first size bytes of a structure, the fields the kernel reads (buffered
 * mode copies no more); false, the address printed, when unreadable.
 */
static bool fetch_prefix(struct tcb *tcp, uint64_t arg, void *obj, size_t size)
{
	return fetch_obj_or_addr(tcp, arg, obj, size);
}

/* A tree or object id: its name, else unsigned decimal. */
static void print_objectid(struct tcb *tcp, const char *name, uint64_t id)
{
	value_field(tcp, name);
	for (size_t i = 0; i < btrfs_tree_objectids.count; i++)
		if (btrfs_tree_objectids.entries[i].val == id) {
			value_const(tcp, btrfs_tree_objectids.entries[i].str, (int64_t)id,
				    VB_DEC, NULL);
			return;
		}
	value_uint(tcp, id, VB_DEC);
}

/* A device id: strace shows it as a device number. */
static void print_devid_as(struct tcb *tcp, const char *name, uint64_t devid)
{
	value_field(tcp, name);
	print_dev(tcp, devid);
}

static void print_devid(struct tcb *tcp, uint64_t devid)
{
	print_devid_as(tcp, "devid", devid);
}

/* A 64-bit bound: UINT64_MAX by name (-X raw: the number; -X verbose: the
 * number and the name as a comment, as strace). */
static void print_u64_max(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	if (v == UINT64_MAX && opts.const_style == CONST_ABBREV) {
		value_const(tcp, "UINT64_MAX", -1, VB_DEC, NULL);
		return;
	}
	value_uint(tcp, v, VB_DEC);
	if (v == UINT64_MAX && opts.const_style == CONST_VERBOSE)
		value_comment(tcp, "UINT64_MAX");
}

/* A 64-bit length or end: UINT64_MAX by name, whatever -X (as strace). */
static void print_u64_or_max(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	if (v == UINT64_MAX)
		value_const(tcp, "UINT64_MAX", -1, VB_DEC, NULL);
	else
		value_uint(tcp, v, VB_DEC);
}

/* A non-zero uuid. */
static void print_uuid_if_set(struct tcb *tcp, const uint8_t *uuid)
{
	static const uint8_t zero_uuid[BTRFS_UUID_SIZE];

	if (memcmp(uuid, zero_uuid, sizeof(zero_uuid))) {
		value_field(tcp, "uuid");
		print_uuid(tcp, uuid);
	}
}

/* struct btrfs_ioctl_timespec, then its date as a comment. */
static void print_btrfs_time(struct tcb *tcp, const char *name,
			     const struct btrfs_ioctl_timespec *t)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	print_u64_field(tcp, "sec", t->sec);
	value_field(tcp, "nsec");
	value_uint(tcp, t->nsec, VB_DEC);
	value_struct_end(tcp);
	print_time_comment(tcp, (int64_t)t->sec, t->nsec);
}

/* struct btrfs_ioctl_search_key: what the kernel reads. */
static void print_search_key(struct tcb *tcp, const struct btrfs_ioctl_search_key *k)
{
	value_field(tcp, "key");
	value_struct_begin(tcp);
	print_objectid(tcp, "tree_id", k->tree_id);
	/* strace leaves out the usual bounds, unless -v. */
	if (k->min_objectid != BTRFS_FIRST_FREE_OBJECTID || opts.verbose)
		print_objectid(tcp, "min_objectid", k->min_objectid);
	if (k->max_objectid != BTRFS_LAST_FREE_OBJECTID || opts.verbose)
		print_objectid(tcp, "max_objectid", k->max_objectid);
	print_u64_max(tcp, "min_offset", k->min_offset);
	print_u64_max(tcp, "max_offset", k->max_offset);
	print_u64_max(tcp, "min_transid", k->min_transid);
	print_u64_max(tcp, "max_transid", k->max_transid);
	value_field(tcp, "min_type");
	print_xval_d(tcp, &btrfs_key_types, k->min_type, NULL);
	value_field(tcp, "max_type");
	print_xval_d(tcp, &btrfs_key_types, k->max_type, NULL);
	value_field(tcp, "nr_items");
	value_uint(tcp, k->nr_items, VB_DEC);
	value_struct_end(tcp);
}

/* struct btrfs_balance_args: the filters of one chunk type. */
static void print_balance_args(struct tcb *tcp, const char *name,
			       const struct btrfs_balance_args *b)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	value_field(tcp, "profiles");
	print_flags(tcp, &btrfs_block_group_flags, b->profiles, "BTRFS_BLOCK_GROUP_???");
	print_u64_max(tcp, "usage", b->usage);
	print_devid(tcp, b->devid);
	print_u64_max(tcp, "pstart", b->pstart);
	print_u64_max(tcp, "pend", b->pend);
	print_u64_max(tcp, "vstart", b->vstart);
	print_u64_max(tcp, "vend", b->vend);
	print_u64_max(tcp, "target", b->target);
	value_field(tcp, "flags");
	print_flags(tcp, &btrfs_balance_args, b->flags, "BTRFS_BALANCE_ARGS_???");
	value_struct_end(tcp);
}

/* The filters of the chunk types BTRFS_BALANCE_DATA, _METADATA, _SYSTEM in
 * the flags of b. */
static void print_balance_filters(struct tcb *tcp, const struct btrfs_ioctl_balance_args *b)
{
	if (b->flags & BTRFS_BALANCE_DATA)
		print_balance_args(tcp, "data", &b->data);
	if (b->flags & BTRFS_BALANCE_METADATA)
		print_balance_args(tcp, "meta", &b->meta);
	if (b->flags & BTRFS_BALANCE_SYSTEM)
		print_balance_args(tcp, "sys", &b->sys);
}

static void print_features(struct tcb *tcp, const struct btrfs_ioctl_feature_flags *f)
{
	value_struct_begin(tcp);
	value_field(tcp, "compat_flags");
	print_flags(tcp, &btrfs_features_compat, f->compat_flags, "BTRFS_FEATURE_COMPAT_???");
	value_field(tcp, "compat_ro_flags");
	print_flags(tcp, &btrfs_features_compat_ro, f->compat_ro_flags,
		    "BTRFS_FEATURE_COMPAT_RO_???");
	value_field(tcp, "incompat_flags");
	print_flags(tcp, &btrfs_features_incompat, f->incompat_flags,
		    "BTRFS_FEATURE_INCOMPAT_???");
	value_struct_end(tcp);
}

/* n feature sets, each with its note as a comment when notes are given. */
static void print_features_array(struct tcb *tcp, const struct btrfs_ioctl_feature_flags *f,
				 size_t n, const char *const *notes)
{
	value_array_begin(tcp);
	for (size_t i = 0; i < n; i++) {
		value_elem(tcp);
		print_features(tcp, &f[i]);
		if (notes)
			value_comment(tcp, notes[i]);
	}
	value_array_end(tcp);
}

/* struct btrfs_ioctl_balance_args as BALANCE_PROGRESS returns it. */
static void print_balance_out(struct tcb *tcp, const struct btrfs_ioctl_balance_args *b)
{
	value_struct_begin(tcp);
	value_field(tcp, "flags");
	print_flags(tcp, &btrfs_balance_flags, b->flags, "BTRFS_BALANCE_???");
	value_field(tcp, "state");
	print_flags(tcp, &btrfs_balance_state, b->state, "BTRFS_BALANCE_STATE_???");
	print_balance_filters(tcp, b);
	value_struct_end(tcp);
}

static void print_fs_info(struct tcb *tcp, const struct btrfs_ioctl_fs_info_args *f)
{
	value_struct_begin(tcp);
	print_u64_field(tcp, "max_id", f->max_id);
	print_u64_field(tcp, "num_devices", f->num_devices);
	value_field(tcp, "fsid");
	print_uuid(tcp, f->fsid);
	print_u64_field(tcp, "nodesize", f->nodesize);
	print_u64_field(tcp, "sectorsize", f->sectorsize);
	print_u64_field(tcp, "clone_alignment", f->clone_alignment);
	if (f->flags & BTRFS_FS_INFO_FLAG_CSUM_INFO) {
		value_field(tcp, "csum_type");
		print_xval(tcp, &btrfs_csum_types, f->csum_type, "BTRFS_CSUM_TYPE_???");
		print_u64_field(tcp, "csum_size", f->csum_size);
	}
	value_field(tcp, "flags");
	print_flags(tcp, &btrfs_fs_info_flags, f->flags, "BTRFS_FS_INFO_FLAG_???");
	if (f->flags & BTRFS_FS_INFO_FLAG_GENERATION)
		print_u64_field(tcp, "generation", f->generation);
	if (f->flags & BTRFS_FS_INFO_FLAG_METADATA_UUID) {
		value_field(tcp, "metadata_uuid");
		print_uuid(tcp, f->metadata_uuid);
	}
	value_struct_end(tcp);
}

static void print_qgroup_limit(struct tcb *tcp, const struct btrfs_qgroup_limit *l)
{
	value_struct_begin(tcp);
	value_field(tcp, "flags");
	print_flags(tcp, &btrfs_qgroup_limit_flags, l->flags, "BTRFS_QGROUP_LIMIT_???");
	print_u64_field(tcp, "max_rfer", l->max_rfer);
	print_u64_field(tcp, "max_excl", l->max_excl);
	print_u64_field(tcp, "rsv_rfer", l->rsv_rfer);
	print_u64_field(tcp, "rsv_excl", l->rsv_excl);
	value_struct_end(tcp);
}

/* Room for the structures of a request (some are kilobytes: not on the
 * stack); NULL, the address printed, when there is none. */
static void *alloc_or_addr(struct tcb *tcp, uint64_t arg, size_t size)
{
	void *p = malloc(size);
	if (!p)
		print_addr(tcp, arg);
	return p;
}

/*
 * The requests whose argument the kernel writes, printed at exit as strace
 * prints them (the address when the call failed); -1 for others.
 */
static int btrfs_out_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct btrfs_ioctl_feature_flags ff[3];
		struct btrfs_ioctl_fs_info_args fi;
		struct btrfs_ioctl_balance_args bal;
		struct btrfs_ioctl_quota_rescan_args qr;
		struct btrfs_ioctl_qgroup_limit_args ql;
		uint64_t u64;
	} *u;
	static const char *const feature_notes[] = { "supported", "safe to set", "safe to clear" };

	switch (code) {
	case BTRFS_IOC_START_SYNC: case BTRFS_IOC_SUBVOL_GETFLAGS: case BTRFS_IOC_GET_FEATURES:
	case BTRFS_IOC_GET_SUPPORTED_FEATURES: case BTRFS_IOC_FS_INFO:
	case BTRFS_IOC_BALANCE_PROGRESS: case BTRFS_IOC_QUOTA_RESCAN_STATUS:
	case BTRFS_IOC_QGROUP_LIMIT:
		break;
	default:
		return -1;
	}
	int rc = ioctl_out_arg_begin(tcp, arg);
	if (rc >= 0)
		return rc;
	u = alloc_or_addr(tcp, arg, sizeof(*u));
	if (!u)
		return IOCTL_ARG_PRINTED;
	switch (code) {
	case BTRFS_IOC_START_SYNC:
		if (FETCH_OR_ADDR(tcp, arg, &u->u64))
			ioctl_print_one_uint(tcp, u->u64, VB_DEC);
		break;
	case BTRFS_IOC_SUBVOL_GETFLAGS:
		if (FETCH_OR_ADDR(tcp, arg, &u->u64))
			print_flags(tcp, &btrfs_subvol_flags, u->u64, "BTRFS_SUBVOL_???");
		break;
	case BTRFS_IOC_GET_FEATURES:
		if (FETCH_OR_ADDR(tcp, arg, &u->ff[0]))
			print_features(tcp, &u->ff[0]);
		break;
	case BTRFS_IOC_GET_SUPPORTED_FEATURES:
		if (FETCH_OR_ADDR(tcp, arg, &u->ff))
			print_features_array(tcp, u->ff, ARRAY_SIZE(u->ff), feature_notes);
		break;
	case BTRFS_IOC_FS_INFO:
		if (FETCH_OR_ADDR(tcp, arg, &u->fi))
			print_fs_info(tcp, &u->fi);
		break;
	case BTRFS_IOC_BALANCE_PROGRESS:
		if (FETCH_OR_ADDR(tcp, arg, &u->bal))
			print_balance_out(tcp, &u->bal);
		break;
	case BTRFS_IOC_QUOTA_RESCAN_STATUS:
		if (!FETCH_OR_ADDR(tcp, arg, &u->qr))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "flags", u->qr.flags);
		print_objectid(tcp, "progress", u->qr.progress);
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_QGROUP_LIMIT:
		if (!FETCH_OR_ADDR(tcp, arg, &u->ql))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "qgroupid", u->ql.qgroupid);
		value_field(tcp, "lim");
		print_qgroup_limit(tcp, &u->ql.lim);
		value_struct_end(tcp);
		break;
	}
	free(u);
	return IOCTL_ARG_PRINTED;
}

static bool print_space_info(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	const struct btrfs_ioctl_space_info *info = elem;
	(void)size;
	(void)data;
	value_struct_begin(tcp);
	value_field(tcp, "flags");
	print_flags(tcp, &btrfs_space_info_flags, info->flags, "BTRFS_SPACE_INFO_???");
	print_u64_field(tcp, "total_bytes", info->total_bytes);
	print_u64_field(tcp, "used_bytes", info->used_bytes);
	value_struct_end(tcp);
	return true;
}

/* struct btrfs_qgroup_inherit at addr; its qgroups with -v. */
static void print_qgroup_inherit(struct tcb *tcp, uint64_t addr)
{
	struct btrfs_qgroup_inherit q;

	if (!fetch_obj_or_addr(tcp, addr, &q, sizeof(q)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "flags");
	print_flags(tcp, &btrfs_qgroup_inherit_flags, q.flags, "BTRFS_QGROUP_INHERIT_???");
	print_u64_field(tcp, "num_qgroups", q.num_qgroups);
	print_u64_field(tcp, "num_ref_copies", q.num_ref_copies);
	print_u64_field(tcp, "num_excl_copies", q.num_excl_copies);
	value_field(tcp, "lim");
	print_qgroup_limit(tcp, &q.lim);
	if (!opts.verbose) {
		value_struct_more(tcp);
	} else {
		uint64_t rec;
		value_field(tcp, "qgroups");
		print_array(tcp, addr + offsetof(struct btrfs_qgroup_inherit, qgroups),
			    q.num_qgroups, &rec, sizeof(rec), 0, print_uint_elem, NULL);
	}
	value_struct_end(tcp);
}

/* INO_PATHS' paths: offsets from the values' start. */
static bool print_ino_path(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	uint64_t off;
	(void)size;
	memcpy(&off, elem, sizeof(off));
	print_path(tcp, *(const uint64_t *)data + off);
	return true;
}

/* LOGICAL_INO's records. */
static bool print_ino_record(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	uint64_t r[3];
	(void)size;
	(void)data;
	memcpy(r, elem, sizeof(r));
	value_struct_begin(tcp);
	print_u64_field(tcp, "inum", r[0]);
	print_u64_field(tcp, "offset", r[1]);
	print_u64_field(tcp, "root", r[2]);
	value_struct_end(tcp);
	return true;
}

/* struct btrfs_data_container at addr: its counts, with -v its values. */
static void print_data_container(struct tcb *tcp, uint64_t addr, bool paths)
{
	struct btrfs_data_container c;

	if (!fetch_obj_or_addr(tcp, addr, &c, sizeof(c)))
		return;
	value_struct_begin(tcp);
	print_u64_field(tcp, "bytes_left", c.bytes_left);
	print_u64_field(tcp, "bytes_missing", c.bytes_missing);
	print_u64_field(tcp, "elem_cnt", c.elem_cnt);
	print_u64_field(tcp, "elem_missed", c.elem_missed);
	if (!opts.verbose) {
		value_struct_more(tcp);
	} else {
		uint64_t val = addr + offsetof(struct btrfs_data_container, val);
		value_field(tcp, "val");
		if (paths) {
			uint64_t off;
			print_array(tcp, val, c.elem_cnt, &off, sizeof(off), 0, print_ino_path, &val);
		} else {
			uint64_t rec[3];
			print_array(tcp, val, c.elem_cnt / 3, rec, sizeof(rec), 0,
				    print_ino_record, NULL);
		}
	}
	value_struct_end(tcp);
}

/* A search's answer: the number of items found, with -v their headers. */
static int btrfs_search_exit(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct btrfs_ioctl_search_args_v2 a;
	bool v2 = code == BTRFS_IOC_TREE_SEARCH_V2;
	size_t len = v2 ? sizeof(a) : sizeof(a.key);

	if (syserror(tcp)) {
		/* V2's buffer was too small: the size it needs. */
		if (v2 && RETVAL == -EOVERFLOW) {
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			if (fetch_obj_or_addr(tcp, arg, &a, sizeof(a))) {
				value_struct_begin(tcp);
				print_u64_field(tcp, "buf_size", a.buf_size);
				value_struct_end(tcp);
			}
			value_expr_end(tcp);
		}
		return IOCTL_ARG_PRINTED;
	}
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	if (!fetch_obj_or_addr(tcp, arg, &a, len))
		goto out;
	uint64_t buf_size = v2 ? a.buf_size : BTRFS_SEARCH_ARGS_BUFSIZE;
	uint64_t buf = arg + (v2 ? offsetof(struct btrfs_ioctl_search_args_v2, buf) :
			      offsetof(struct btrfs_ioctl_search_args, buf));
	value_struct_begin(tcp);
	value_field(tcp, "key");
	value_struct_begin(tcp);
	value_field(tcp, "nr_items");
	value_uint(tcp, a.key.nr_items, VB_DEC);
	value_struct_end(tcp);
	if (v2)
		print_u64_field(tcp, "buf_size", a.buf_size);
	if (!opts.verbose) {
		value_struct_more(tcp);
		goto end;
	}
	/* The items' headers, up to the buffer's end, -s of them (as strace). */
	value_field(tcp, "buf");
	value_array_begin(tcp);
	uint64_t off = 0;
	for (unsigned int i = 0; i < a.key.nr_items; i++) {
		struct btrfs_ioctl_search_header sh;
		uint64_t addr = buf + off;
		if (addr < buf || off + sizeof(sh) > buf_size || i > opts.max_strlen) {
			value_array_more(tcp);
			break;
		}
		if (fetch_mem(tcp, addr, &sh, sizeof(sh)) < 0) {
			value_array_more(tcp);
			value_commentf(tcp, "%#llx", (unsigned long long)addr);
			break;
		}
		value_elem(tcp);
		value_struct_begin(tcp);
		print_u64_field(tcp, "transid", sh.transid);
		print_objectid(tcp, "objectid", sh.objectid);
		print_u64_field(tcp, "offset", sh.offset);
		value_field(tcp, "type");
		print_xval_d(tcp, &btrfs_key_types, sh.type, NULL);
		print_u64_field(tcp, "len", sh.len);
		value_struct_end(tcp);
		off += sizeof(sh) + sh.len;
	}
	value_array_end(tcp);
end:
	value_struct_end(tcp);
out:
	value_expr_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/*
 * At exit of the requests the kernel also writes, " => " what it wrote, as
 * strace 6.1 (nothing when the call failed); -1 for other requests.
 */
static int btrfs_exit_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct btrfs_ioctl_vol_args_v2 v2;
		struct btrfs_ioctl_dev_info_args di;
		struct btrfs_ioctl_ino_lookup_args il;
		struct btrfs_ioctl_dev_replace_args rep;
		struct btrfs_ioctl_received_subvol_args rs;
		struct btrfs_ioctl_scrub_args sc;
		struct btrfs_ioctl_balance_args bal;
		struct btrfs_ioctl_get_dev_stats gs;
		struct btrfs_ioctl_space_args sa;
		struct btrfs_ioctl_search_args_v2 search;
		struct btrfs_ioctl_ino_path_args ip;
		struct btrfs_ioctl_logical_ino_args li;
	} *u;

	switch (code) {
	case BTRFS_IOC_TREE_SEARCH: case BTRFS_IOC_TREE_SEARCH_V2:
		return btrfs_search_exit(tcp, code, arg);
	case BTRFS_IOC_SCRUB: case BTRFS_IOC_SCRUB_PROGRESS: case BTRFS_IOC_BALANCE_V2:
	case BTRFS_IOC_GET_DEV_STATS: case BTRFS_IOC_SPACE_INFO:
	case BTRFS_IOC_INO_PATHS: case BTRFS_IOC_LOGICAL_INO:
	case BTRFS_IOC_SNAP_CREATE_V2: case BTRFS_IOC_SUBVOL_CREATE_V2:
	case BTRFS_IOC_DEV_INFO: case BTRFS_IOC_INO_LOOKUP: case BTRFS_IOC_DEV_REPLACE:
	case BTRFS_IOC_SET_RECEIVED_SUBVOL:
		break;
	default:
		return -1;
	}
	if (syserror(tcp))
		return IOCTL_ARG_PRINTED;
	u = malloc(sizeof(*u));
	if (!u)
		return IOCTL_ARG_PRINTED;
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	size_t len = code == BTRFS_IOC_DEV_INFO ? sizeof(u->di) :
		     code == BTRFS_IOC_INO_LOOKUP ? sizeof(u->il) :
		     code == BTRFS_IOC_DEV_REPLACE ? sizeof(u->rep) :
		     code == BTRFS_IOC_SET_RECEIVED_SUBVOL ? sizeof(u->rs) :
		     code == BTRFS_IOC_SCRUB || code == BTRFS_IOC_SCRUB_PROGRESS ? sizeof(u->sc) :
		     code == BTRFS_IOC_GET_DEV_STATS ? sizeof(u->gs) :
		     code == BTRFS_IOC_SPACE_INFO ? sizeof(u->sa) :
		     code == BTRFS_IOC_INO_PATHS ? sizeof(u->ip) :
		     code == BTRFS_IOC_LOGICAL_INO ? sizeof(u->li) :
		     code == BTRFS_IOC_BALANCE_V2 ? sizeof(u->bal) : sizeof(u->v2);
	if (!fetch_obj_or_addr(tcp, arg, u, len))
		goto out;
	if (code == BTRFS_IOC_BALANCE_V2) {
		print_balance_out(tcp, &u->bal);
		goto out;
	}
	value_struct_begin(tcp);
	switch (code) {
	case BTRFS_IOC_INO_PATHS:
		value_field(tcp, "fspath");
		print_data_container(tcp, u->ip.fspath, true);
		break;
	case BTRFS_IOC_LOGICAL_INO:
		value_field(tcp, "inodes");
		print_data_container(tcp, u->li.inodes, false);
		break;
	case BTRFS_IOC_SCRUB: case BTRFS_IOC_SCRUB_PROGRESS: {
		const struct btrfs_scrub_progress *p = &u->sc.progress;
		value_field(tcp, "progress");
		value_struct_begin(tcp);
		print_u64_field(tcp, "data_extents_scrubbed", p->data_extents_scrubbed);
		print_u64_field(tcp, "tree_extents_scrubbed", p->tree_extents_scrubbed);
		print_u64_field(tcp, "data_bytes_scrubbed", p->data_bytes_scrubbed);
		print_u64_field(tcp, "tree_bytes_scrubbed", p->tree_bytes_scrubbed);
		print_u64_field(tcp, "read_errors", p->read_errors);
		print_u64_field(tcp, "csum_errors", p->csum_errors);
		print_u64_field(tcp, "verify_errors", p->verify_errors);
		print_u64_field(tcp, "no_csum", p->no_csum);
		print_u64_field(tcp, "csum_discards", p->csum_discards);
		print_u64_field(tcp, "super_errors", p->super_errors);
		print_u64_field(tcp, "malloc_errors", p->malloc_errors);
		print_u64_field(tcp, "uncorrectable_errors", p->uncorrectable_errors);
		print_u64_field(tcp, "corrected_errors", p->corrected_errors);
		print_u64_field(tcp, "last_physical", p->last_physical);
		print_u64_field(tcp, "unverified_errors", p->unverified_errors);
		value_struct_end(tcp);
		break;
	}
	case BTRFS_IOC_GET_DEV_STATS:
		/* The counters, by name; "..." past the structure's room. */
		print_u64_field(tcp, "nr_items", u->gs.nr_items);
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_dev_stats_flags, u->gs.flags, "BTRFS_DEV_STATS_???");
		value_field(tcp, NULL);
		value_array_begin(tcp);
		for (uint64_t i = 0; i < u->gs.nr_items; i++) {
			if (i >= ARRAY_SIZE(u->gs.values)) {
				value_array_more(tcp);
				break;
			}
			/* The index by name (-X raw: the number; -X verbose: both). */
			const char *name = xlat_lookup(&btrfs_dev_stats_values, i);
			char both[80];
			if (name && opts.const_style == CONST_RAW) {
				name = NULL;
			} else if (name && opts.const_style == CONST_VERBOSE) {
				snprintf(both, sizeof(both), "%llu /* %s */", (unsigned long long)i, name);
				name = both;
			}
			value_elem_index(tcp, name, i);
			value_uint(tcp, u->gs.values[i], VB_DEC);
		}
		value_array_end(tcp);
		break;
	case BTRFS_IOC_SPACE_INFO:
		/* The space infos only with -v (and room for them was given). */
		print_u64_field(tcp, "total_spaces", u->sa.total_spaces);
		if (u->sa.space_slots == 0 && u->sa.total_spaces)
			break;
		if (!opts.verbose) {
			value_struct_more(tcp);
			break;
		}
		value_field(tcp, "spaces");
		struct btrfs_ioctl_space_info info;
		print_array(tcp, arg + offsetof(struct btrfs_ioctl_space_args, spaces),
			    u->sa.total_spaces, &info, sizeof(info), 0, print_space_info, NULL);
		break;
	case BTRFS_IOC_SNAP_CREATE_V2: case BTRFS_IOC_SUBVOL_CREATE_V2:
		print_u64_field(tcp, "transid", u->v2.transid);
		break;
	case BTRFS_IOC_DEV_INFO:
		print_uuid_if_set(tcp, u->di.uuid);
		print_u64_field(tcp, "bytes_used", u->di.bytes_used);
		print_u64_field(tcp, "total_bytes", u->di.total_bytes);
		ioctl_field_cstr(tcp, "path", u->di.path, sizeof(u->di.path));
		break;
	case BTRFS_IOC_INO_LOOKUP:
		/* The tree id the kernel chose when asked for 0. */
		if (tcp->priv[0])
			print_objectid(tcp, "treeid", u->il.treeid);
		ioctl_field_cstr(tcp, "name", u->il.name, sizeof(u->il.name));
		break;
	case BTRFS_IOC_DEV_REPLACE:
		value_field(tcp, "result");
		print_xval(tcp, &btrfs_dev_replace_results, u->rep.result,
			   "BTRFS_IOCTL_DEV_REPLACE_RESULT_???");
		if (u->rep.cmd == BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS) {
			const struct btrfs_ioctl_dev_replace_status_params *st = &u->rep.status;
			value_field(tcp, "status");
			value_struct_begin(tcp);
			value_field(tcp, "replace_state");
			print_xval(tcp, &btrfs_dev_replace_states, st->replace_state,
				   "BTRFS_IOCTL_DEV_REPLACE_STATE_???");
			print_u64_field(tcp, "progress_1000", st->progress_1000);
			if (st->progress_1000 <= 1000)
				value_commentf(tcp, "%u.%u%%", (unsigned int)st->progress_1000 / 10,
					       (unsigned int)st->progress_1000 % 10);
			print_u64_field(tcp, "time_started", st->time_started);
			print_time_comment(tcp, (int64_t)st->time_started, 0);
			print_u64_field(tcp, "time_stopped", st->time_stopped);
			print_time_comment(tcp, (int64_t)st->time_stopped, 0);
			print_u64_field(tcp, "num_write_errors", st->num_write_errors);
			print_u64_field(tcp, "num_uncorrectable_read_errors",
					st->num_uncorrectable_read_errors);
			value_struct_end(tcp);
		}
		break;
	case BTRFS_IOC_SET_RECEIVED_SUBVOL:
		print_u64_field(tcp, "rtransid", u->rs.rtransid);
		print_btrfs_time(tcp, "rtime", &u->rs.rtime);
		break;
	}
	value_struct_end(tcp);
out:
	value_expr_end(tcp);
	free(u);
	return IOCTL_ARG_PRINTED;
}

/* The btrfs structures the kernel reads; -1 for other requests. See ioctl.h. */
int ioctl_btrfs_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct btrfs_ioctl_vol_args va;
		struct btrfs_ioctl_vol_args_v2 v2;
		struct btrfs_ioctl_quota_ctl_args qc;
		struct btrfs_ioctl_qgroup_assign_args qa;
		struct btrfs_ioctl_qgroup_create_args qcr;
		struct btrfs_ioctl_feature_flags ff[2];
		struct btrfs_ioctl_dev_info_args di;
		struct btrfs_ioctl_ino_lookup_args il;
		struct btrfs_ioctl_space_args sa;
		struct btrfs_ioctl_quota_rescan_args qr;
		struct btrfs_ioctl_get_dev_stats gs;
		struct btrfs_ioctl_defrag_range_args dr;
		struct btrfs_ioctl_ino_path_args ip;
		struct btrfs_ioctl_logical_ino_args li;
		struct btrfs_ioctl_scrub_args sc;
		struct btrfs_ioctl_send_args send;
		struct btrfs_ioctl_search_args_v2 search;
		struct btrfs_ioctl_balance_args bal;
		struct btrfs_ioctl_dev_replace_args rep;
		struct btrfs_ioctl_received_subvol_args rs;
		uint64_t u64;
	} *u;
	bool again = false;

	int ret = btrfs_out_arg(tcp, code, arg);
	if (ret >= 0)
		return ret;
	if (exiting(tcp))
		return btrfs_exit_arg(tcp, code, arg);
	switch (code) {
	case BTRFS_IOC_SCAN_DEV: case BTRFS_IOC_ADD_DEV: case BTRFS_IOC_RM_DEV:
	case BTRFS_IOC_FORGET_DEV: case BTRFS_IOC_DEVICES_READY: case BTRFS_IOC_RESIZE:
	case BTRFS_IOC_SUBVOL_CREATE: case BTRFS_IOC_SNAP_CREATE: case BTRFS_IOC_SNAP_DESTROY:
	case BTRFS_IOC_DEFAULT_SUBVOL: case BTRFS_IOC_WAIT_SYNC: case BTRFS_IOC_SUBVOL_SETFLAGS:
	case BTRFS_IOC_QUOTA_CTL: case BTRFS_IOC_QGROUP_ASSIGN: case BTRFS_IOC_QGROUP_CREATE:
	case BTRFS_IOC_SET_FEATURES: case BTRFS_IOC_DEV_INFO: case BTRFS_IOC_INO_LOOKUP:
	case BTRFS_IOC_SPACE_INFO: case BTRFS_IOC_QUOTA_RESCAN: case BTRFS_IOC_GET_DEV_STATS:
	case BTRFS_IOC_SNAP_CREATE_V2: case BTRFS_IOC_SUBVOL_CREATE_V2:
	case BTRFS_IOC_DEFRAG_RANGE: case BTRFS_IOC_INO_PATHS: case BTRFS_IOC_LOGICAL_INO:
	case BTRFS_IOC_SCRUB: case BTRFS_IOC_SCRUB_PROGRESS: case BTRFS_IOC_SEND:
	case BTRFS_IOC_TREE_SEARCH: case BTRFS_IOC_TREE_SEARCH_V2: case BTRFS_IOC_BALANCE_V2:
	case BTRFS_IOC_DEV_REPLACE: case BTRFS_IOC_SET_RECEIVED_SUBVOL:
		break;
	default:
		return -1;
	}
	tprint_sep(tcp);
	u = alloc_or_addr(tcp, arg, sizeof(*u));
	if (!u)
		return IOCTL_ARG_PRINTED;
	switch (code) {
	case BTRFS_IOC_DEFAULT_SUBVOL: case BTRFS_IOC_WAIT_SYNC:
		if (FETCH_OR_ADDR(tcp, arg, &u->u64))
			ioctl_print_one_uint(tcp, u->u64, VB_DEC);
		break;
	case BTRFS_IOC_SUBVOL_SETFLAGS:
		if (FETCH_OR_ADDR(tcp, arg, &u->u64))
			print_flags(tcp, &btrfs_subvol_flags, u->u64, "BTRFS_SUBVOL_???");
		break;
	case BTRFS_IOC_QUOTA_CTL:
		if (!FETCH_OR_ADDR(tcp, arg, &u->qc))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "cmd");
		print_xval(tcp, &btrfs_quota_ctl_cmds, u->qc.cmd, "BTRFS_QUOTA_CTL_???");
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_QGROUP_ASSIGN:
		if (!FETCH_OR_ADDR(tcp, arg, &u->qa))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "assign", u->qa.assign);
		print_u64_field(tcp, "src", u->qa.src);
		print_u64_field(tcp, "dst", u->qa.dst);
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_QGROUP_CREATE:
		if (!FETCH_OR_ADDR(tcp, arg, &u->qcr))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "create", u->qcr.create);
		print_u64_field(tcp, "qgroupid", u->qcr.qgroupid);
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_SET_FEATURES:
		/* The flags to set and the mask of those to change. */
		if (FETCH_OR_ADDR(tcp, arg, &u->ff))
			print_features_array(tcp, u->ff, ARRAY_SIZE(u->ff), NULL);
		break;
	case BTRFS_IOC_DEV_INFO:
		if (!fetch_prefix(tcp, arg, &u->di, offsetof(struct btrfs_ioctl_dev_info_args, bytes_used)))
			break;
		value_struct_begin(tcp);
		print_devid(tcp, u->di.devid);
		print_uuid_if_set(tcp, u->di.uuid);
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_INO_LOOKUP:
		if (!fetch_prefix(tcp, arg, &u->il, offsetof(struct btrfs_ioctl_ino_lookup_args, name)))
			break;
		tcp->priv[0] = u->il.treeid == 0;
		value_struct_begin(tcp);
		print_objectid(tcp, "treeid", u->il.treeid);
		print_objectid(tcp, "objectid", u->il.objectid);
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_SPACE_INFO:
		if (fetch_mem(tcp, arg, &u->sa, sizeof(u->sa)) < 0) {
			print_addr(tcp, arg);
			break;
		}
		value_struct_begin(tcp);
		print_u64_field(tcp, "space_slots", u->sa.space_slots);
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_QUOTA_RESCAN:
		if (!FETCH_OR_ADDR(tcp, arg, &u->qr))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "flags", u->qr.flags);
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_GET_DEV_STATS:
		if (!fetch_prefix(tcp, arg, &u->gs, offsetof(struct btrfs_ioctl_get_dev_stats, values)))
			break;
		value_struct_begin(tcp);
		print_devid(tcp, u->gs.devid);
		print_u64_field(tcp, "nr_items", u->gs.nr_items);
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_dev_stats_flags, u->gs.flags, "BTRFS_DEV_STATS_???");
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_SNAP_CREATE_V2: case BTRFS_IOC_SUBVOL_CREATE_V2:
		if (!FETCH_OR_ADDR(tcp, arg, &u->v2))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "fd");
		print_fd(tcp, (int)u->v2.fd);
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_subvol_flags, u->v2.flags, "BTRFS_SUBVOL_???");
		if (u->v2.flags & BTRFS_SUBVOL_QGROUP_INHERIT) {
			print_u64_field(tcp, "size", u->v2.size);
			value_field(tcp, "qgroup_inherit");
			print_qgroup_inherit(tcp, (uint64_t)(uintptr_t)u->v2.qgroup_inherit);
		}
		ioctl_field_cstr(tcp, "name", u->v2.name, sizeof(u->v2.name));
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_DEFRAG_RANGE:
		if (!FETCH_OR_ADDR(tcp, arg, &u->dr))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "start", u->dr.start);
		print_u64_or_max(tcp, "len", u->dr.len);
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_defrag_flags, u->dr.flags, "BTRFS_DEFRAG_RANGE_???");
		print_u64_field(tcp, "extent_thresh", u->dr.extent_thresh);
		value_field(tcp, "compress_type");
		print_xval(tcp, &btrfs_compress_types, u->dr.compress_type, "BTRFS_COMPRESS_???");
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_INO_PATHS:
		if (!FETCH_OR_ADDR(tcp, arg, &u->ip))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "inum", u->ip.inum);
		print_u64_field(tcp, "size", u->ip.size);
		value_field(tcp, "fspath");
		print_addr(tcp, u->ip.fspath);
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_LOGICAL_INO:
		if (!FETCH_OR_ADDR(tcp, arg, &u->li))
			break;
		value_struct_begin(tcp);
		print_u64_field(tcp, "logical", u->li.logical);
		print_u64_field(tcp, "size", u->li.size);
		if (u->li.reserved[0] || u->li.reserved[1] || u->li.reserved[2]) {
			value_field(tcp, "reserved");
			value_array_begin(tcp);
			for (size_t i = 0; i < ARRAY_SIZE(u->li.reserved); i++) {
				value_elem(tcp);
				value_uint(tcp, u->li.reserved[i], VB_HEX);
			}
			value_array_end(tcp);
		}
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_logical_ino_flags, u->li.flags,
			    "BTRFS_LOGICAL_INO_ARGS_???");
		value_field(tcp, "inodes");
		print_addr(tcp, u->li.inodes);
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_SCRUB: case BTRFS_IOC_SCRUB_PROGRESS:
		if (!fetch_prefix(tcp, arg, &u->sc, offsetof(struct btrfs_ioctl_scrub_args, progress)))
			break;
		value_struct_begin(tcp);
		print_devid(tcp, u->sc.devid);
		if (code == BTRFS_IOC_SCRUB) {
			print_u64_field(tcp, "start", u->sc.start);
			print_u64_or_max(tcp, "end", u->sc.end);
			value_field(tcp, "flags");
			print_flags(tcp, &btrfs_scrub_flags, u->sc.flags, "BTRFS_SCRUB_???");
		}
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_SEND:
		if (!FETCH_OR_ADDR(tcp, arg, &u->send))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "send_fd");
		print_fd(tcp, (int)u->send.send_fd);
		print_u64_field(tcp, "clone_sources_count", u->send.clone_sources_count);
		value_field(tcp, "clone_sources");
		print_addr(tcp, (uint64_t)(uintptr_t)u->send.clone_sources);
		print_objectid(tcp, "parent_root", u->send.parent_root);
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_send_flags, u->send.flags, "BTRFS_SEND_FLAGS_???");
		value_struct_end(tcp);
		break;
	case BTRFS_IOC_TREE_SEARCH: case BTRFS_IOC_TREE_SEARCH_V2: {
		/* The key, and V2's buffer size (the same offset in both). */
		size_t len = code == BTRFS_IOC_TREE_SEARCH ? sizeof(u->search.key) :
			offsetof(struct btrfs_ioctl_search_args_v2, buf);
		if (!fetch_prefix(tcp, arg, &u->search, len))
			break;
		value_struct_begin(tcp);
		print_search_key(tcp, &u->search.key);
		if (code == BTRFS_IOC_TREE_SEARCH_V2)
			print_u64_field(tcp, "buf_size", u->search.buf_size);
		value_struct_end(tcp);
		again = true;
		break;
	}
	case BTRFS_IOC_BALANCE_V2:
		if (!fetch_prefix(tcp, arg, &u->bal, offsetof(struct btrfs_ioctl_balance_args, stat)))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_flags(tcp, &btrfs_balance_flags, u->bal.flags, "BTRFS_BALANCE_???");
		print_balance_filters(tcp, &u->bal);
		value_struct_end(tcp);
		again = true;
		break;
	case BTRFS_IOC_DEV_REPLACE: {
		/* The command, and START's parameters. */
		size_t len = offsetof(struct btrfs_ioctl_dev_replace_args, start) +
			sizeof(u->rep.start);
		if (!fetch_prefix(tcp, arg, &u->rep, len))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "cmd");
		print_xval(tcp, &btrfs_dev_replace_cmds, u->rep.cmd,
			   "BTRFS_IOCTL_DEV_REPLACE_CMD_???");
		if (u->rep.cmd == BTRFS_IOCTL_DEV_REPLACE_CMD_START) {
			const struct btrfs_ioctl_dev_replace_start_params *st = &u->rep.start;
			value_field(tcp, "start");
			value_struct_begin(tcp);
			print_devid_as(tcp, "srcdevid", st->srcdevid);
			value_field(tcp, "cont_reading_from_srcdev_mode");
			print_xval(tcp, &btrfs_cont_reading_modes, st->cont_reading_from_srcdev_mode,
				   "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_???");
			ioctl_field_cstr(tcp, "srcdev_name", st->srcdev_name,
					 sizeof(st->srcdev_name));
			ioctl_field_cstr(tcp, "tgtdev_name", st->tgtdev_name,
					 sizeof(st->tgtdev_name));
			value_struct_end(tcp);
		}
		value_struct_end(tcp);
		again = true;
		break;
	}
	case BTRFS_IOC_SET_RECEIVED_SUBVOL:
		if (!FETCH_OR_ADDR(tcp, arg, &u->rs))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "uuid");
		print_uuid(tcp, (const uint8_t *)u->rs.uuid);
		print_u64_field(tcp, "stransid", u->rs.stransid);
		print_btrfs_time(tcp, "stime", &u->rs.stime);
		print_u64_field(tcp, "flags", u->rs.flags);
		value_struct_end(tcp);
		again = true;
		break;
	default:
		/* struct btrfs_ioctl_vol_args */
		if (!FETCH_OR_ADDR(tcp, arg, &u->va))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "fd");
		print_fd(tcp, (int)u->va.fd);
		ioctl_field_cstr(tcp, "name", u->va.name, sizeof(u->va.name));
		value_struct_end(tcp);
		break;
	}
	free(u);
	return again ? 0 : IOCTL_ARG_PRINTED;
}
