/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * UBI structures the kernel reads: LEB change and map requests, volume
 * resize, volume properties, MTD attach requests; and the three numbers of
 * HDIO_DRIVE_RESET / HDIO_SCAN_HWIF with HDIO_GETGEO's geometry (hdio).
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/types.h>
#include <linux/hdreg.h>
#include <mtd/ubi-user.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/ubi_data_types.h"
#include "xlat/ubi_volume_props.h"

static void field_int(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
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
		int32_t three[3];
		struct hd_geometry geo;
	} u;

	switch (code) {
	case UBI_IOCEBCH: case UBI_IOCEBMAP: case UBI_IOCRSVOL: case UBI_IOCSETVOLPROP:
	case UBI_IOCATT: case HDIO_DRIVE_RESET: case HDIO_SCAN_HWIF:
		break;
	case HDIO_GETGEO:
		if (entering(tcp))
			return 0;
		tprint_sep(tcp);
		if (syserror(tcp)) {
			print_addr(tcp, arg);
		} else if (FETCH_OR_ADDR(tcp, arg, &u.geo)) {
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
		break;
	case HDIO_DRIVE_RESET:
	case HDIO_SCAN_HWIF:
		if (!FETCH_OR_ADDR(tcp, arg, &u.three))
			break;
		value_array_begin(tcp);
		for (int i = 0; i < 3; i++) {
			value_elem(tcp);
			value_uint(tcp, (uint32_t)u.three[i], VB_HEX);
		}
		value_array_end(tcp);
		break;
	}
	return IOCTL_ARG_PRINTED;
}
