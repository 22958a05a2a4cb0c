/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * GPIO character device requests (0xB4), as strace 6.1: what the kernel reads,
 * at entry (the line offset asked about, the v1 handle and event requests, the
 * v2 line request and configuration, the values set), and at exit " => " what
 * it wrote (line information, the new descriptor, the values got); the chip
 * information and v1 values got, which it only writes, at exit.
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/gpio.h>

#include "decode.h"
#include "ioctl.h"
#include "ioctl_common_print.h"
#include "print_ext.h"
#include "xlat/gpio_event_flags.h"
#include "xlat/gpio_handle_flags.h"
#include "xlat/gpio_line_flags.h"
#include "xlat/gpio_v2_line_flags.h"

#ifndef GPIO_V2_LINES_MAX
# define GPIO_V2_LINES_MAX 64
#endif

/* The first n of at most max numbers of size bytes, -s of them at most. */
static void print_nums(struct tcb *tcp, const void *v, size_t size, uint32_t n, uint32_t max)
{
	print_local_array(tcp, v, n < max ? n : max, size, print_uint_elem, NULL);
}

/* struct gpiohandle_data: all its values. */
static void print_handle_data(struct tcb *tcp, const struct gpiohandle_data *hd)
{
	value_struct_begin(tcp);
	value_field(tcp, "values");
	print_nums(tcp, hd->values, sizeof(hd->values[0]), GPIOHANDLES_MAX, GPIOHANDLES_MAX);
	value_struct_end(tcp);
}

/* struct gpio_v2_line_attribute, by its id; raw when unknown or padded. */
static void print_v2_attr_body(struct tcb *tcp, const struct gpio_v2_line_attribute *a,
			       bool as_field)
{
	if (!a->padding) {
		switch (a->id) {
		case GPIO_V2_LINE_ATTR_ID_FLAGS:
			value_field(tcp, "flags");
			print_flags(tcp, &gpio_v2_line_flags, a->flags, "GPIO_V2_LINE_FLAG_???");
			return;
		case GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES:
			value_field(tcp, "values");
			value_uint(tcp, a->values, VB_HEX);
			return;
		case GPIO_V2_LINE_ATTR_ID_DEBOUNCE:
			value_field(tcp, "debounce_period_us");
			value_uint(tcp, a->debounce_period_us, VB_DEC);
			return;
		}
	}
	if (as_field) {
		value_field(tcp, "attr");
		value_struct_begin(tcp);
	}
	value_field(tcp, "id");
	value_uint(tcp, a->id, VB_DEC);
	if (a->padding) {
		value_field(tcp, "padding");
		value_uint(tcp, a->padding, VB_HEX);
	}
	value_field(tcp, "data");
	value_uint(tcp, a->values, VB_HEX);
	if (as_field)
		value_struct_end(tcp);
}

/* An attribute of a line's information, an element of its attrs. */
static bool print_info_attr_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	value_struct_begin(tcp);
	print_v2_attr_body(tcp, elem, false);
	value_struct_end(tcp);
	return true;
}

static void print_v2_attr(struct tcb *tcp, const struct gpio_v2_line_config_attribute *a)
{
	value_struct_begin(tcp);
	print_v2_attr_body(tcp, &a->attr, true);
	value_field(tcp, "mask");
	value_uint(tcp, a->mask, VB_HEX);
	value_struct_end(tcp);
}

static void print_v2_config(struct tcb *tcp, const struct gpio_v2_line_config *c)
{
	value_struct_begin(tcp);
	value_field(tcp, "flags");
	print_flags(tcp, &gpio_v2_line_flags, c->flags, "GPIO_V2_LINE_FLAG_???");
	value_field(tcp, "num_attrs");
	value_uint(tcp, c->num_attrs, VB_DEC);
	ioctl_field_reserved(tcp, "padding", c->padding, ARRAY_SIZE(c->padding));
	if (c->num_attrs) {
		uint32_t n = c->num_attrs;
		if (n > ARRAY_SIZE(c->attrs))
			n = ARRAY_SIZE(c->attrs);
		value_field(tcp, "attrs");
		value_array_begin(tcp);
		for (uint32_t i = 0; i < n; i++) {
			value_elem(tcp);
			print_v2_attr(tcp, &c->attrs[i]);
		}
		value_array_end(tcp);
	}
	value_struct_end(tcp);
}

/* One u32 field in braces: {NAME=N}. */
static void print_one(struct tcb *tcp, const char *name, uint32_t v)
{
	value_struct_begin(tcp);
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
	value_struct_end(tcp);
}

/* What the kernel wrote, at exit (nothing when the call failed). */
static int gpio_exit(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct gpiochip_info ci;
		struct gpioline_info li;
		struct gpio_v2_line_info li2;
		struct gpiohandle_request hr;
		struct gpioevent_request er;
		struct gpiohandle_data hd;
		struct gpio_v2_line_request lr;
		struct gpio_v2_line_values lv;
	} u;

	if (code == GPIO_GET_CHIPINFO_IOCTL || code == GPIOHANDLE_GET_LINE_VALUES_IOCTL) {
		/* Written only: the argument, at exit (its address if the call failed). */
		int rc = ioctl_out_arg_begin(tcp, arg);
		if (rc >= 0)
			return rc;
		if (code == GPIO_GET_CHIPINFO_IOCTL) {
			if (!FETCH_OR_ADDR(tcp, arg, &u.ci))
				return IOCTL_ARG_PRINTED;
			value_struct_begin(tcp);
			ioctl_field_cstr(tcp, "name", u.ci.name, sizeof(u.ci.name));
			ioctl_field_cstr(tcp, "label", u.ci.label, sizeof(u.ci.label));
			value_field(tcp, "lines");
			value_uint(tcp, u.ci.lines, VB_DEC);
			value_struct_end(tcp);
		} else {
			if (FETCH_OR_ADDR(tcp, arg, &u.hd))
				print_handle_data(tcp, &u.hd);
		}
		return IOCTL_ARG_PRINTED;
	}
	if (syserror(tcp))
		return IOCTL_ARG_PRINTED;
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	switch (code) {
	case GPIO_GET_LINEINFO_IOCTL: case GPIO_GET_LINEINFO_WATCH_IOCTL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.li))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_flags(tcp, &gpio_line_flags, u.li.flags, "GPIOLINE_FLAG_???");
		ioctl_field_cstr(tcp, "name", u.li.name, sizeof(u.li.name));
		ioctl_field_cstr(tcp, "consumer", u.li.consumer, sizeof(u.li.consumer));
		value_struct_end(tcp);
		break;
	case GPIO_V2_GET_LINEINFO_IOCTL: case GPIO_V2_GET_LINEINFO_WATCH_IOCTL: {
		if (!FETCH_OR_ADDR(tcp, arg, &u.li2))
			break;
		value_struct_begin(tcp);
		ioctl_field_cstr(tcp, "name", u.li2.name, sizeof(u.li2.name));
		ioctl_field_cstr(tcp, "consumer", u.li2.consumer, sizeof(u.li2.consumer));
		value_field(tcp, "flags");
		print_flags(tcp, &gpio_v2_line_flags, u.li2.flags, "GPIO_V2_LINE_FLAG_???");
		value_field(tcp, "num_attrs");
		value_uint(tcp, u.li2.num_attrs, VB_DEC);
		if (u.li2.num_attrs) {
			uint32_t n = u.li2.num_attrs;
			if (n > ARRAY_SIZE(u.li2.attrs))
				n = ARRAY_SIZE(u.li2.attrs);
			value_field(tcp, "attrs");
			print_local_array(tcp, u.li2.attrs, n, sizeof(u.li2.attrs[0]),
					  print_info_attr_elem, NULL);
		}
		ioctl_field_reserved(tcp, "padding", u.li2.padding, ARRAY_SIZE(u.li2.padding));
		value_struct_end(tcp);
		break;
	}
	case GPIO_GET_LINEHANDLE_IOCTL: case GPIO_GET_LINEEVENT_IOCTL: case GPIO_V2_GET_LINE_IOCTL: {
		int fd;
		if (code == GPIO_GET_LINEHANDLE_IOCTL) {
			if (!FETCH_OR_ADDR(tcp, arg, &u.hr))
				break;
			fd = u.hr.fd;
		} else if (code == GPIO_GET_LINEEVENT_IOCTL) {
			if (!FETCH_OR_ADDR(tcp, arg, &u.er))
				break;
			fd = u.er.fd;
		} else {
			if (!FETCH_OR_ADDR(tcp, arg, &u.lr))
				break;
			fd = u.lr.fd;
		}
		value_struct_begin(tcp);
		value_field(tcp, "fd");
		print_fd(tcp, fd);
		value_struct_end(tcp);
		break;
	}
	case GPIO_V2_LINE_GET_VALUES_IOCTL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.lv))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "bits");
		value_uint(tcp, u.lv.bits, VB_HEX);
		value_struct_end(tcp);
		break;
	}
	value_expr_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* The gpio requests of this file; -1 for others. See ioctl.h. */
int ioctl_gpio_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct gpioline_info li;
		struct gpio_v2_line_info li2;
		struct gpiohandle_request hr;
		struct gpioevent_request er;
		struct gpiohandle_data hd;
		struct gpiohandle_config hc;
		struct gpio_v2_line_request lr;
		struct gpio_v2_line_config lc;
		struct gpio_v2_line_values lv;
		uint32_t u32;
	} u;
	bool ok;

	switch (code) {
	case GPIO_GET_CHIPINFO_IOCTL: case GPIOHANDLE_GET_LINE_VALUES_IOCTL:
	case GPIO_GET_LINEINFO_IOCTL: case GPIO_GET_LINEINFO_WATCH_IOCTL:
	case GPIO_V2_GET_LINEINFO_IOCTL: case GPIO_V2_GET_LINEINFO_WATCH_IOCTL:
	case GPIO_GET_LINEHANDLE_IOCTL: case GPIO_GET_LINEEVENT_IOCTL: case GPIO_V2_GET_LINE_IOCTL:
	case GPIO_V2_LINE_GET_VALUES_IOCTL:
		if (exiting(tcp))
			return gpio_exit(tcp, code, arg);
		if (code == GPIO_GET_CHIPINFO_IOCTL || code == GPIOHANDLE_GET_LINE_VALUES_IOCTL)
			return 0;
		break;
	}

	switch (code) {
	case GPIO_GET_LINEINFO_IOCTL:
	case GPIO_GET_LINEINFO_WATCH_IOCTL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.li))
			return IOCTL_ARG_PRINTED;
		print_one(tcp, "line_offset", u.li.line_offset);
		return 0;
	case GPIO_GET_LINEINFO_UNWATCH_IOCTL:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &u.u32))
			print_one(tcp, "offset", u.u32);
		return IOCTL_ARG_PRINTED;
	case GPIO_V2_GET_LINEINFO_IOCTL:
	case GPIO_V2_GET_LINEINFO_WATCH_IOCTL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.li2))
			return IOCTL_ARG_PRINTED;
		print_one(tcp, "offset", u.li2.offset);
		return 0;
	case GPIO_GET_LINEHANDLE_IOCTL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.hr))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "lines");
		value_uint(tcp, u.hr.lines, VB_DEC);
		value_field(tcp, "lineoffsets");
		print_nums(tcp, u.hr.lineoffsets, sizeof(u.hr.lineoffsets[0]), u.hr.lines,
			   GPIOHANDLES_MAX);
		value_field(tcp, "flags");
		print_flags(tcp, &gpio_handle_flags, u.hr.flags, "GPIOHANDLE_REQUEST_???");
		value_field(tcp, "default_values");
		print_nums(tcp, u.hr.default_values, sizeof(u.hr.default_values[0]), u.hr.lines,
			   GPIOHANDLES_MAX);
		ioctl_field_cstr(tcp, "consumer_label", u.hr.consumer_label,
				 sizeof(u.hr.consumer_label));
		value_struct_end(tcp);
		return 0;
	case GPIO_GET_LINEEVENT_IOCTL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.er))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "lineoffset");
		value_uint(tcp, u.er.lineoffset, VB_DEC);
		value_field(tcp, "handleflags");
		print_flags(tcp, &gpio_handle_flags, u.er.handleflags, "GPIOHANDLE_REQUEST_???");
		value_field(tcp, "eventflags");
		print_flags(tcp, &gpio_event_flags, u.er.eventflags, "GPIOEVENT_REQUEST_???");
		ioctl_field_cstr(tcp, "consumer_label", u.er.consumer_label,
				 sizeof(u.er.consumer_label));
		value_struct_end(tcp);
		return 0;
	case GPIOHANDLE_SET_LINE_VALUES_IOCTL:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &u.hd))
			print_handle_data(tcp, &u.hd);
		return IOCTL_ARG_PRINTED;
	case GPIOHANDLE_SET_CONFIG_IOCTL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.hc))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_flags(tcp, &gpio_handle_flags, u.hc.flags, "GPIOHANDLE_REQUEST_???");
		value_field(tcp, "default_values");
		print_nums(tcp, u.hc.default_values, sizeof(u.hc.default_values[0]), GPIOHANDLES_MAX,
			   GPIOHANDLES_MAX);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	case GPIO_V2_GET_LINE_IOCTL:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.lr))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "num_lines");
		value_uint(tcp, u.lr.num_lines, VB_DEC);
		value_field(tcp, "offsets");
		print_nums(tcp, u.lr.offsets, sizeof(u.lr.offsets[0]), u.lr.num_lines,
			   GPIO_V2_LINES_MAX);
		ioctl_field_cstr(tcp, "consumer", u.lr.consumer, sizeof(u.lr.consumer));
		value_field(tcp, "config");
		print_v2_config(tcp, &u.lr.config);
		if (u.lr.event_buffer_size) {
			value_field(tcp, "event_buffer_size");
			value_uint(tcp, u.lr.event_buffer_size, VB_DEC);
		}
		ioctl_field_reserved(tcp, "padding", u.lr.padding, ARRAY_SIZE(u.lr.padding));
		value_struct_end(tcp);
		return 0;
	case GPIO_V2_LINE_SET_CONFIG_IOCTL:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &u.lc))
			print_v2_config(tcp, &u.lc);
		return IOCTL_ARG_PRINTED;
	case GPIO_V2_LINE_GET_VALUES_IOCTL:
	case GPIO_V2_LINE_SET_VALUES_IOCTL:
		tprint_sep(tcp);
		ok = FETCH_OR_ADDR(tcp, arg, &u.lv);
		if (!ok)
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		if (code == GPIO_V2_LINE_SET_VALUES_IOCTL) {
			value_field(tcp, "bits");
			value_uint(tcp, u.lv.bits, VB_HEX);
		}
		value_field(tcp, "mask");
		value_uint(tcp, u.lv.mask, VB_HEX);
		value_struct_end(tcp);
		return code == GPIO_V2_LINE_GET_VALUES_IOCTL ? 0 : IOCTL_ARG_PRINTED;
	default:
		return -1;
	}
}
