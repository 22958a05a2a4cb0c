/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * UBI structures the kernel reads: LEB change and map requests, volume
 * creation (with the volume id the kernel chose, at exit), renaming and
 * resize, volume properties, MTD attach requests (with the UBI device number
 * at exit); and the three numbers of
 * HDIO_DRIVE_RESET / HDIO_SCAN_HWIF with HDIO_GETGEO's geometry (hdio).
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/types.h>
#include <linux/hdreg.h>
#include <mtd/ubi-user.h>

#include "decode.h"
#include "ioctl.h"
#include "print_ext.h"
#include "xlat/hdio_drive_cmds.h"
#include "xlat/ubi_data_types.h"
#include "xlat/ubi_volume_flags.h"
#include "xlat/ubi_volume_props.h"
#include "xlat/ubi_volume_types.h"

static void field_int(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

/* A volume name of name_len bytes (clamped to the array) and its NUL, as
 * strace shows it: up to the NUL, or "..." when there is none there. */
static void print_vol_name(struct tcb *tcp, const char *name, size_t room, int32_t len)
{
	size_t size = 1 + (len < 0 ? 0 : (size_t)len < room - 1 ? (size_t)len : room - 1);
	const char *nul = memchr(name, '\0', size);
	value_field(tcp, "name");
	if (nul)
		value_str(tcp, name, (size_t)(nul - name), 0);
	else
		value_str(tcp, name, size - 1, VS_TRUNCATED);
}

static bool print_rnvol_ent(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	__typeof__(((struct ubi_rnvol_req *)0)->ents[0]) e;
	memcpy(&e, elem, sizeof(e));
	value_struct_begin(tcp);
	field_int(tcp, "vol_id", e.vol_id);
	field_int(tcp, "name_len", e.name_len);
	print_vol_name(tcp, e.name, sizeof(e.name), e.name_len);
	value_struct_end(tcp);
	return true;
}

/* UBI_IOCMKVOL and UBI_IOCATT at exit: " => [N]", the volume id or device
 * number the kernel wrote in the first int, if the call worked. */
static int ubi_id_exit(struct tcb *tcp, uint64_t arg)
{
	int32_t id;
	if (!syserror(tcp) && fetch_obj(tcp, arg, &id) == 0) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_array_begin(tcp);
		value_elem(tcp);
		value_int(tcp, id);
		value_array_end(tcp);
		value_expr_end(tcp);
	}
	return IOCTL_ARG_PRINTED;
}

/*
 * HDIO_DRIVE_CMD: the ATA command at entry; at exit of a call that worked
 * (or failed with EIO, the drive's error), " => " the status, error and
 * sector count the kernel wrote over it, and the sectors read after them.
 */
static int drive_cmd(struct tcb *tcp, uint64_t arg)
{
	uint8_t c[4];

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &c))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "command");
		print_xval(tcp, &hdio_drive_cmds, c[0], "ATA_CMD_???");
		value_field(tcp, "sector_number");
		value_uint(tcp, c[1], VB_DEC);
		value_field(tcp, "feature");
		value_uint(tcp, c[2], VB_DEC);
		value_field(tcp, "sector_count");
		value_uint(tcp, c[3], VB_DEC);
		value_struct_end(tcp);
		return 0;
	}
	if ((syserror(tcp) && !((tcp->ev.flags & EV_HAS_RET) && tcp->ev.ret == -EIO)) ||
	    fetch_obj(tcp, arg, &c) < 0)
		return IOCTL_ARG_PRINTED;
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	value_struct_begin(tcp);
	value_field(tcp, "status");
	value_uint(tcp, c[0], VB_HEX);
	value_field(tcp, "error");
	value_uint(tcp, c[1], VB_DEC);
	value_field(tcp, "nsector");
	value_uint(tcp, c[2], VB_DEC);
	if (c[3]) {
		value_field(tcp, "buf");
		print_buf_style(tcp, arg + 4, (uint64_t)c[3] * 512, QUOTE_FORCE_HEX);
	}
	value_struct_end(tcp);
	value_expr_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* The ubi and hdio structures; -1 for other requests. See ioctl.h. */
int ioctl_ubi_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct ubi_leb_change_req ch;
		struct ubi_map_req map;
		struct ubi_rsvol_req rs;
		struct ubi_set_vol_prop_req prop;
		struct ubi_attach_req att;
		struct ubi_mkvol_req mk;
		struct ubi_rnvol_req rn;
		int32_t three[3];
		struct hd_geometry geo;
	} u;

	switch (code) {
	case HDIO_DRIVE_CMD:
		return drive_cmd(tcp, arg);
	case UBI_IOCMKVOL: case UBI_IOCATT:
		if (exiting(tcp))
			return ubi_id_exit(tcp, arg);
		break;
	case UBI_IOCEBCH: case UBI_IOCEBMAP: case UBI_IOCRSVOL: case UBI_IOCSETVOLPROP:
	case UBI_IOCRNVOL: case HDIO_DRIVE_RESET: case HDIO_SCAN_HWIF:
		break;
	case HDIO_GETGEO: {
		int rc = ioctl_out_arg_begin(tcp, arg);
		if (rc >= 0)
			return rc;
		if (FETCH_OR_ADDR(tcp, arg, &u.geo)) {
			value_struct_begin(tcp);
			value_field(tcp, "heads");
			value_uint(tcp, u.geo.heads, VB_DEC);
			value_field(tcp, "sectors");
			value_uint(tcp, u.geo.sectors, VB_DEC);
			value_field(tcp, "cylinders");
			value_uint(tcp, u.geo.cylinders, VB_DEC);
			value_field(tcp, "start");
			value_uint(tcp, u.geo.start, VB_DEC);
			value_struct_end(tcp);
		}
		return IOCTL_ARG_PRINTED;
	}
	default:
		return -1;
	}
	tprint_sep(tcp);
	switch (code) {
	case UBI_IOCEBCH:
		if (!FETCH_OR_ADDR(tcp, arg, &u.ch))
			break;
		value_struct_begin(tcp);
		field_int(tcp, "lnum", u.ch.lnum);
		field_int(tcp, "bytes", u.ch.bytes);
		value_field(tcp, "dtype");
		print_xval(tcp, &ubi_data_types, (uint8_t)u.ch.dtype, "UBI_???");
		value_struct_end(tcp);
		break;
	case UBI_IOCEBMAP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.map))
			break;
		value_struct_begin(tcp);
		field_int(tcp, "lnum", u.map.lnum);
		value_field(tcp, "dtype");
		print_xval(tcp, &ubi_data_types, (uint8_t)u.map.dtype, "UBI_???");
		value_struct_end(tcp);
		break;
	case UBI_IOCRSVOL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.rs))
			break;
		value_struct_begin(tcp);
		field_int(tcp, "bytes", u.rs.bytes);
		field_int(tcp, "vol_id", u.rs.vol_id);
		value_struct_end(tcp);
		break;
	case UBI_IOCSETVOLPROP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.prop))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "property");
		print_xval(tcp, &ubi_volume_props, u.prop.property, "UBI_VOL_PROP_???");
		value_field(tcp, "value");
		value_uint(tcp, u.prop.value, VB_HEX);
		value_struct_end(tcp);
		break;
	case UBI_IOCATT:
		if (!FETCH_OR_ADDR(tcp, arg, &u.att))
			break;
		value_struct_begin(tcp);
		field_int(tcp, "ubi_num", u.att.ubi_num);
		field_int(tcp, "mtd_num", u.att.mtd_num);
		field_int(tcp, "vid_hdr_offset", u.att.vid_hdr_offset);
		field_int(tcp, "max_beb_per1024", u.att.max_beb_per1024);
		value_struct_end(tcp);
		return 0;
	case UBI_IOCMKVOL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.mk))
			break;
		value_struct_begin(tcp);
		field_int(tcp, "vol_id", u.mk.vol_id);
		field_int(tcp, "alignment", u.mk.alignment);
		field_int(tcp, "bytes", u.mk.bytes);
		value_field(tcp, "vol_type");
		print_xval(tcp, &ubi_volume_types, (uint8_t)u.mk.vol_type, "UBI_???_VOLUME");
		value_field(tcp, "flags");
		print_flags(tcp, &ubi_volume_flags, u.mk.flags, "UBI_VOL_???");
		field_int(tcp, "name_len", u.mk.name_len);
		print_vol_name(tcp, u.mk.name, sizeof(u.mk.name), u.mk.name_len);
		value_struct_end(tcp);
		return 0;
	case UBI_IOCRNVOL: {
		if (!FETCH_OR_ADDR(tcp, arg, &u.rn))
			break;
		value_struct_begin(tcp);
		field_int(tcp, "count", u.rn.count);
		value_field(tcp, "ents");
		size_t n = u.rn.count < 0 ? 0 : (size_t)u.rn.count;
		if (n > ARRAY_SIZE(u.rn.ents))
			n = ARRAY_SIZE(u.rn.ents);
		print_local_array(tcp, u.rn.ents, n, sizeof(u.rn.ents[0]), print_rnvol_ent, NULL);
		value_struct_end(tcp);
		break;
	}
	case HDIO_DRIVE_RESET:
	case HDIO_SCAN_HWIF:
		if (!FETCH_OR_ADDR(tcp, arg, &u.three))
			break;
		/* "..." past -s, as strace's array printer. */
		print_local_array(tcp, u.three, 3, sizeof(u.three[0]), print_xint_elem, NULL);
		break;
	}
	return IOCTL_ARG_PRINTED;
}
