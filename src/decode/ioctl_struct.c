/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl structures of several small families: rtc (struct rtc_time, struct
 * rtc_wkalrm), seccomp user notifications and responses, userfaultfd ranges and
 * copies, FS_IOC_FS[GS]ETXATTR, FS_IOC_[GS]ETFSLABEL, FS_IOC_FIEMAP,
 * PERF_EVENT_IOC_SET_FILTER, EVIOC[GS]ABS, EVIOCGID and
 * KVM_SET_USER_MEMORY_REGION.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <linux/fs.h>
#include <linux/fiemap.h>
#include <linux/input.h>
#include <linux/kvm.h>
#include <linux/perf_event.h>
#include <linux/rtc.h>
#include <linux/audit.h>
#include <linux/seccomp.h>
#include <linux/userfaultfd.h>

#include "decode.h"
#include "errnoent.h"
#include "ioctl.h"
#include "options.h"
#include "print_ext.h"
#include "syscall_table.h"
#include "xlat/audit_arch.h"
#include "xlat/fiemap_extent_flags.h"
#include "xlat/fiemap_flags.h"
#include "xlat/fs_xflags.h"
#include "xlat/kvm_mem_flags.h"
#include "xlat/open_mode_flags.h"
#include "xlat/seccomp_addfd_flags.h"
#include "xlat/seccomp_notif_send_flags.h"
#include "xlat/uffd_api_features.h"
#include "xlat/uffd_copy_modes.h"
#include "xlat/uffd_ioctl_bits.h"
#include "xlat/uffd_register_modes.h"
#include "xlat/uffd_zeropage_modes.h"

static void field_int(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

static void field_uint(struct tcb *tcp, const char *name, uint64_t v, enum value_base b)
{
	value_field(tcp, name);
	value_uint(tcp, v, b);
}

/* A negated errno, as strace prints a response's error: "-EACCES". */
static void print_neg_errno(struct tcb *tcp, int32_t err)
{
	const char *name = err < 0 && err > -4096 ? errno_name(-err) : NULL;
	if (name) {
		char buf[64];
		snprintf(buf, sizeof(buf), "-%s", name);
		value_const(tcp, buf, err, VB_DEC, NULL);
	} else {
		value_int(tcp, err);
	}
}

static void print_rtc_time(struct tcb *tcp, const struct rtc_time *t)
{
	value_struct_begin(tcp);
	field_int(tcp, "tm_sec", t->tm_sec);
	field_int(tcp, "tm_min", t->tm_min);
	field_int(tcp, "tm_hour", t->tm_hour);
	field_int(tcp, "tm_mday", t->tm_mday);
	field_int(tcp, "tm_mon", t->tm_mon);
	field_int(tcp, "tm_year", t->tm_year);
	if (opts.verbose) {
		field_int(tcp, "tm_wday", t->tm_wday);
		field_int(tcp, "tm_yday", t->tm_yday);
		field_int(tcp, "tm_isdst", t->tm_isdst);
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

static void print_wkalrm(struct tcb *tcp, const struct rtc_wkalrm *w)
{
	value_struct_begin(tcp);
	field_uint(tcp, "enabled", w->enabled, VB_DEC);
	field_uint(tcp, "pending", w->pending, VB_DEC);
	value_field(tcp, "time");
	print_rtc_time(tcp, &w->time);
	value_struct_end(tcp);
}

static void print_range(struct tcb *tcp, const struct uffdio_range *r)
{
	value_struct_begin(tcp);
	field_uint(tcp, "start", r->start, VB_HEX);
	field_uint(tcp, "len", r->len, VB_HEX);
	value_struct_end(tcp);
}

/* struct fsxattr: fsx_nextents only in what FS_IOC_FSGETXATTR returns. */
static void print_fsxattr(struct tcb *tcp, const struct fsxattr *x, bool get)
{
	value_struct_begin(tcp);
	value_field(tcp, "fsx_xflags");
	print_flags(tcp, &fs_xflags, x->fsx_xflags, "FS_XFLAG_???");
	field_uint(tcp, "fsx_extsize", x->fsx_extsize, VB_DEC);
	if (get)
		field_uint(tcp, "fsx_nextents", x->fsx_nextents, VB_DEC);
	field_uint(tcp, "fsx_projid", x->fsx_projid, VB_HEX);
	field_uint(tcp, "fsx_cowextsize", x->fsx_cowextsize, VB_DEC);
	value_struct_end(tcp);
}

static void print_absinfo(struct tcb *tcp, const struct input_absinfo *a)
{
	value_struct_begin(tcp);
	/* strace prints them unsigned. */
	field_uint(tcp, "value", (uint32_t)a->value, VB_DEC);
	field_uint(tcp, "minimum", (uint32_t)a->minimum, VB_DEC);
	if (opts.verbose) {
		field_int(tcp, "maximum", a->maximum);
		field_int(tcp, "fuzz", a->fuzz);
		field_int(tcp, "flat", a->flat);
		field_int(tcp, "resolution", a->resolution);
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

/* A char array of size bytes as a C string: at most size - 1 characters. */
static void print_label(struct tcb *tcp, uint64_t addr)
{
	char buf[FSLABEL_MAX];
	if (!FETCH_OR_ADDR(tcp, addr, &buf))
		return;
	size_t n = strnlen(buf, sizeof(buf));
	if (n == sizeof(buf))
		value_str(tcp, buf, sizeof(buf) - 1, VS_TRUNCATED);
	else
		value_str(tcp, buf, n, 0);
}

static void print_seccomp_data(struct tcb *tcp, const struct seccomp_data *d)
{
	value_struct_begin(tcp);
	value_field(tcp, "nr");
	const struct sysent *sys = d->arch == AUDIT_ARCH_X86_64 ? sysent_by_nr(d->nr) : NULL;
	if (sys && sys->name) {
		char name[64];
		snprintf(name, sizeof(name), "__NR_%s", sys->name);
		value_const(tcp, name, d->nr, VB_DEC, NULL);
	} else {
		value_uint(tcp, (uint32_t)d->nr, VB_DEC);
	}
	value_field(tcp, "arch");
	print_xval(tcp, &audit_arch, d->arch, "AUDIT_ARCH_???");
	value_field(tcp, "instruction_pointer");
	print_addr(tcp, d->instruction_pointer);
	value_field(tcp, "args");
	value_array_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(d->args); i++) {
		if (!opts.verbose && i >= opts.max_strlen) {
			value_array_more(tcp);	/* -s elements at most, as strace */
			break;
		}
		value_elem(tcp);
		value_uint(tcp, d->args[i], VB_HEX);
	}
	value_array_end(tcp);
	value_struct_end(tcp);
}

static void print_seccomp_notif(struct tcb *tcp, const struct seccomp_notif *n)
{
	value_struct_begin(tcp);
	field_uint(tcp, "id", n->id, VB_HEX);
	value_field(tcp, "pid");
	print_pid(tcp, n->pid);
	field_uint(tcp, "flags", n->flags, VB_HEX);
	value_field(tcp, "data");
	print_seccomp_data(tcp, &n->data);
	value_struct_end(tcp);
}

/*
 * SECCOMP_IOCTL_NOTIF_RECV, as strace 6.1: the notification the kernel wrote, at
 * exit (its address when the call failed); a buffer the program passed not
 * zeroed (the kernel fails such a call) shows at entry, " => " before that
 * (not in -m buffered, which has the buffer only as the call left it).
 */
static int seccomp_recv(struct tcb *tcp, uint64_t arg)
{
	struct seccomp_notif n;
	static const struct seccomp_notif zero;
	if (entering(tcp)) {
		tcp->priv[0] = 0;
		/* -m buffered has only the buffer as the call left it. */
		if (opts.mode == MODE_BUFFERED)
			return 0;
		if (fetch_obj(tcp, arg, &n) < 0) {
			tprint_sep(tcp);
			print_addr(tcp, arg);
			return IOCTL_ARG_PRINTED;
		}
		if (!memcmp(&n, &zero, sizeof(n)))
			return 0;
		tprint_sep(tcp);
		print_seccomp_notif(tcp, &n);
		tcp->priv[0] = 1;
		return 0;
	}
	if (tcp->priv[0]) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
	} else {
		tprint_sep(tcp);
	}
	if (syserror(tcp))
		print_addr(tcp, arg);
	else if (FETCH_OR_ADDR(tcp, arg, &n))
		print_seccomp_notif(tcp, &n);
	if (tcp->priv[0])
		value_expr_end(tcp);
	return IOCTL_ARG_PRINTED;
}

static bool print_fiemap_extent(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct fiemap_extent fe;
	memcpy(&fe, elem, sizeof(fe));
	value_struct_begin(tcp);
	field_uint(tcp, "fe_logical", fe.fe_logical, VB_DEC);
	field_uint(tcp, "fe_physical", fe.fe_physical, VB_DEC);
	field_uint(tcp, "fe_length", fe.fe_length, VB_DEC);
	value_field(tcp, "fe_flags");
	print_flags(tcp, &fiemap_extent_flags, fe.fe_flags, "FIEMAP_EXTENT_???");
	value_struct_end(tcp);
	return true;
}

/* Is code a request whose structure the kernel writes (printed at exit)? */
static bool is_out(unsigned int code)
{
	switch (code) {
	case RTC_RD_TIME:
	case RTC_ALM_READ:
	case RTC_WKALM_RD:
	case FS_IOC_FSGETXATTR:
	case FS_IOC_GETFSLABEL:
	case EVIOCGID:
		return true;
	}
	/* EVIOCGABS(abs) */
	return IOCTL_TYPE(code) == 'E' && IOCTL_DIR(code) == IOCTL_DIR_READ &&
	       IOCTL_NR(code) >= 0x40 && IOCTL_NR(code) < 0x80 &&
	       IOCTL_SIZE(code) == sizeof(struct input_absinfo);
}

/* The structures of this file's requests; -1 for other requests. See ioctl.h. */
int ioctl_struct_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct rtc_time t;
		struct rtc_wkalrm w;
		struct seccomp_notif_resp resp;
		struct seccomp_notif_addfd addfd;
		struct uffdio_api api;
		struct uffdio_register reg;
		struct uffdio_range range;
		struct uffdio_copy copy;
		struct uffdio_zeropage zero;
		struct fsxattr x;
		struct input_absinfo abs;
		struct input_id id;
		struct kvm_userspace_memory_region mr;
		struct fiemap fm;
	} u;
	bool abs_in = IOCTL_TYPE(code) == 'E' && IOCTL_DIR(code) == IOCTL_DIR_WRITE &&
		      IOCTL_NR(code) >= 0xc0 && IOCTL_SIZE(code) == sizeof(u.abs);
	bool out = is_out(code);

	if (code == SECCOMP_IOCTL_NOTIF_RECV)
		return seccomp_recv(tcp, arg);

	switch (code) {
	case RTC_RD_TIME: case RTC_ALM_READ: case RTC_WKALM_RD:
	case RTC_SET_TIME: case RTC_ALM_SET: case RTC_WKALM_SET:
	case SECCOMP_IOCTL_NOTIF_SEND: case SECCOMP_IOCTL_NOTIF_ADDFD:
	case UFFDIO_API: case UFFDIO_REGISTER: case UFFDIO_UNREGISTER: case UFFDIO_WAKE:
	case UFFDIO_COPY: case UFFDIO_ZEROPAGE:
	case FS_IOC_FSGETXATTR: case FS_IOC_FSSETXATTR:
	case FS_IOC_GETFSLABEL: case FS_IOC_SETFSLABEL:
	case PERF_EVENT_IOC_SET_FILTER:
	case KVM_SET_USER_MEMORY_REGION:
	case FS_IOC_FIEMAP:
		break;
	default:
		if (!abs_in && !out)
			return -1;
	}
	/* In and out: printed at exit, the input part from what the kernel left
	 * unchanged (UFFDIO_API's features from entry), the output on success. */
	bool inout = code == UFFDIO_API || code == UFFDIO_REGISTER || code == UFFDIO_COPY ||
		     code == UFFDIO_ZEROPAGE || code == FS_IOC_FIEMAP;
	if (inout && entering(tcp)) {
		if (code == UFFDIO_API && fetch_obj(tcp, arg, &u.api) == 0)
			tcp->priv[0] = u.api.features;
		if (code == FS_IOC_FIEMAP && fetch_obj(tcp, arg, &u.fm) == 0)
			tcp->priv[0] = u.fm.fm_flags;
		return 0;
	}
	bool done = inout && !syserror(tcp);
	if (out && entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (out && syserror(tcp)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	if (abs_in || (out && IOCTL_TYPE(code) == 'E' && code != EVIOCGID)) {
		if (FETCH_OR_ADDR(tcp, arg, &u.abs))
			print_absinfo(tcp, &u.abs);
		return IOCTL_ARG_PRINTED;
	}
	switch (code) {
	case RTC_RD_TIME: case RTC_ALM_READ: case RTC_SET_TIME: case RTC_ALM_SET:
		if (FETCH_OR_ADDR(tcp, arg, &u.t))
			print_rtc_time(tcp, &u.t);
		break;
	case RTC_WKALM_RD: case RTC_WKALM_SET:
		if (FETCH_OR_ADDR(tcp, arg, &u.w))
			print_wkalrm(tcp, &u.w);
		break;
	case SECCOMP_IOCTL_NOTIF_SEND:
		if (!FETCH_OR_ADDR(tcp, arg, &u.resp))
			break;
		value_struct_begin(tcp);
		field_uint(tcp, "id", u.resp.id, VB_HEX);
		field_int(tcp, "val", u.resp.val);
		value_field(tcp, "error");
		print_neg_errno(tcp, u.resp.error);
		value_field(tcp, "flags");
		print_flags(tcp, &seccomp_notif_send_flags, u.resp.flags, "SECCOMP_USER_NOTIF_FLAG_???");
		value_struct_end(tcp);
		break;
	case SECCOMP_IOCTL_NOTIF_ADDFD:
		if (!FETCH_OR_ADDR(tcp, arg, &u.addfd))
			break;
		value_struct_begin(tcp);
		field_uint(tcp, "id", u.addfd.id, VB_HEX);
		value_field(tcp, "flags");
		print_flags(tcp, &seccomp_addfd_flags, u.addfd.flags, "SECCOMP_ADDFD_FLAG_???");
		value_field(tcp, "srcfd");
		print_fd(tcp, (int)u.addfd.srcfd);
		field_int(tcp, "newfd", (int32_t)u.addfd.newfd);
		value_field(tcp, "newfd_flags");
		print_flags(tcp, &open_mode_flags, u.addfd.newfd_flags, "O_???");
		value_struct_end(tcp);
		break;
	case UFFDIO_API:
		if (!FETCH_OR_ADDR(tcp, arg, &u.api))
			break;
		value_struct_begin(tcp);
		field_uint(tcp, "api", u.api.api, VB_HEX);
		value_field(tcp, "features");
		if (done && u.api.features != tcp->priv[0]) {
			/* strace names the field again after the arrow. */
			value_expr_begin(tcp, " => features=");
			print_flags(tcp, &uffd_api_features, tcp->priv[0], "UFFD_FEATURE_???");
			value_expr_next(tcp);
		}
		print_flags(tcp, &uffd_api_features, done ? u.api.features : tcp->priv[0],
			    "UFFD_FEATURE_???");
		if (done && u.api.features != tcp->priv[0])
			value_expr_end(tcp);
		if (done) {
			value_field(tcp, "ioctls");
			print_flags(tcp, &uffd_ioctl_bits, u.api.ioctls, "_UFFDIO_???");
		}
		value_struct_end(tcp);
		break;
	case UFFDIO_REGISTER:
		if (!FETCH_OR_ADDR(tcp, arg, &u.reg))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "range");
		print_range(tcp, &u.reg.range);
		value_field(tcp, "mode");
		print_flags(tcp, &uffd_register_modes, u.reg.mode, "UFFDIO_REGISTER_MODE_???");
		if (done) {
			value_field(tcp, "ioctls");
			print_flags(tcp, &uffd_ioctl_bits, u.reg.ioctls, "UFFDIO_???");
		}
		value_struct_end(tcp);
		break;
	case UFFDIO_UNREGISTER:
	case UFFDIO_WAKE:
		if (FETCH_OR_ADDR(tcp, arg, &u.range))
			print_range(tcp, &u.range);
		break;
	case UFFDIO_COPY:
		if (!FETCH_OR_ADDR(tcp, arg, &u.copy))
			break;
		value_struct_begin(tcp);
		field_uint(tcp, "dst", u.copy.dst, VB_HEX);
		field_uint(tcp, "src", u.copy.src, VB_HEX);
		field_uint(tcp, "len", u.copy.len, VB_HEX);
		value_field(tcp, "mode");
		print_flags(tcp, &uffd_copy_modes, u.copy.mode, "UFFDIO_COPY_???");
		if (done)
			field_uint(tcp, "copy", (uint64_t)u.copy.copy, VB_HEX);
		value_struct_end(tcp);
		break;
	case UFFDIO_ZEROPAGE:
		if (!FETCH_OR_ADDR(tcp, arg, &u.zero))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "range");
		print_range(tcp, &u.zero.range);
		value_field(tcp, "mode");
		print_flags(tcp, &uffd_zeropage_modes, u.zero.mode, "UFFDIO_ZEROPAGE_???");
		if (done)
			field_uint(tcp, "zeropage", (uint64_t)u.zero.zeropage, VB_HEX);
		value_struct_end(tcp);
		break;
	case FS_IOC_FSGETXATTR:
	case FS_IOC_FSSETXATTR:
		if (FETCH_OR_ADDR(tcp, arg, &u.x))
			print_fsxattr(tcp, &u.x, code == FS_IOC_FSGETXATTR);
		break;
	case FS_IOC_GETFSLABEL:
	case FS_IOC_SETFSLABEL:
		print_label(tcp, arg);
		break;
	case PERF_EVENT_IOC_SET_FILTER:
		print_cstr(tcp, arg);
		break;
	case FS_IOC_FIEMAP:
		/* The request as it was, and what the kernel wrote back (its
		 * extents left out, "...", as strace does without -v). */
		if (!FETCH_OR_ADDR(tcp, arg, &u.fm))
			break;
		if (done)
			value_expr_begin(tcp, "=>");
		value_struct_begin(tcp);
		field_uint(tcp, "fm_start", u.fm.fm_start, VB_DEC);
		field_uint(tcp, "fm_length", u.fm.fm_length, VB_DEC);
		value_field(tcp, "fm_flags");
		print_flags(tcp, &fiemap_flags, (uint32_t)tcp->priv[0], "FIEMAP_FLAG_???");
		field_uint(tcp, "fm_extent_count", u.fm.fm_extent_count, VB_DEC);
		value_struct_end(tcp);
		if (done) {
			value_expr_next(tcp);
			value_struct_begin(tcp);
			value_field(tcp, "fm_flags");
			print_flags(tcp, &fiemap_flags, u.fm.fm_flags, "FIEMAP_FLAG_???");
			field_uint(tcp, "fm_mapped_extents", u.fm.fm_mapped_extents, VB_DEC);
			if (opts.verbose) {
				/* As many as the kernel says it mapped, as strace reads them. */
				struct fiemap_extent fe;
				value_field(tcp, "fm_extents");
				print_array(tcp, arg + offsetof(struct fiemap, fm_extents),
					    u.fm.fm_mapped_extents, &fe, sizeof(fe), 0,
					    print_fiemap_extent, NULL);
			} else {
				value_struct_more(tcp);
			}
			value_struct_end(tcp);
			value_expr_end(tcp);
		}
		break;
	case KVM_SET_USER_MEMORY_REGION:
		if (!FETCH_OR_ADDR(tcp, arg, &u.mr))
			break;
		value_struct_begin(tcp);
		field_uint(tcp, "slot", u.mr.slot, VB_DEC);
		value_field(tcp, "flags");
		print_flags(tcp, &kvm_mem_flags, u.mr.flags, "KVM_MEM_???");
		field_uint(tcp, "guest_phys_addr", u.mr.guest_phys_addr, VB_HEX);
		field_uint(tcp, "memory_size", u.mr.memory_size, VB_DEC);
		field_uint(tcp, "userspace_addr", u.mr.userspace_addr, VB_HEX);
		value_struct_end(tcp);
		break;
	case EVIOCGID:
		if (!FETCH_OR_ADDR(tcp, arg, &u.id))
			break;
		value_struct_begin(tcp);
		field_uint(tcp, "bustype", u.id.bustype, VB_DEC);
		field_uint(tcp, "vendor", u.id.vendor, VB_DEC);
		field_uint(tcp, "product", u.id.product, VB_DEC);
		field_uint(tcp, "version", u.id.version, VB_DEC);
		value_struct_end(tcp);
		break;
	}
	return IOCTL_ARG_PRINTED;
}
