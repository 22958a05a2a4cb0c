/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl arguments of a simple shape, by request: none, a number passed by
 * value, a descriptor, or a pointer to one integer the kernel reads (printed
 * at entry) or writes (printed at exit, the address if the call failed).
 * One table for the families whose requests are mostly of these shapes
 * (block, loop, nsfs, rtc, watchdog, inotify, perf, evdev, seccomp, ...);
 * their structures are decoded in ioctl_loop.c and ioctl_struct.c.
 */
#include "config.h"

#include <stdlib.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include <linux/fs.h>
#include <linux/btrfs.h>
#include <linux/counter.h>
#include <linux/hdreg.h>
#include <linux/kd.h>
#include <linux/kvm.h>
#include <linux/lirc.h>
#include <linux/nbd.h>
#include <linux/random.h>
#include <mtd/mtd-abi.h>
#include <mtd/ubi-user.h>
#include <scsi/sg.h>
#include <linux/blkzoned.h>
#include <linux/input.h>
#include <linux/loop.h>
#include <linux/nsfs.h>
#include <linux/perf_event.h>
#include <linux/rtc.h>
#include <linux/seccomp.h>
#include <linux/sockios.h>
#include <linux/watchdog.h>

#include "xlat/clone_flags.h"
#include "xlat/btrfs_balance_ctl.h"
#include "xlat/hdio_busstates.h"
#include "xlat/kd_kbd_modes.h"
#include "xlat/kd_meta.h"
#include "xlat/kd_modes.h"
#include "xlat/kd_kbd_types.h"
#include "xlat/kvm_cap.h"
#include "xlat/lirc_features.h"
#include "xlat/nbd_flags.h"
#include "xlat/lirc_modes.h"
#include "xlat/mtd_file_modes.h"
#include "xlat/mtd_otp_modes.h"
#include "xlat/perf_ioctl_flags.h"

/* <linux/inotify.h> cannot be included after glibc's <fcntl.h>. */
#define INOTIFY_IOC_SETNEXTWD _IOW('I', 0, __s32)

enum shape {
	S_NONE,		/* no argument */
	S_ADDR,		/* a pointer strace prints as an address */
	S_VAL_INT,	/* an int by value, decimal */
	S_VAL_ULONG,	/* an unsigned long by value, decimal */
	S_VAL_FD,	/* a descriptor by value */
	S_VAL_PERF_FLAGS, /* PERF_IOC_FLAG_* by value */
	S_IN_INT,	/* [int] the kernel reads */
	S_IN_U64,	/* [u64] the kernel reads */
	S_IN_HEX64,	/* [0x...] the kernel reads */
	S_IN_U64_PAIR,	/* [u64, u64] the kernel reads (a byte range) */
	S_IN_UINT_PAIR,	/* [uint, uint] the kernel reads */
	S_IN_UINT,	/* [unsigned int] the kernel reads */
	S_IN_HEX32,	/* [0x...] an unsigned int the kernel reads */
	S_IN_S64,	/* [int64] the kernel reads */
	S_IN_XVAL32,	/* [NAME] an unsigned int the kernel reads, named from x */
	S_OUT_INT,	/* [int] the kernel writes */
	S_OUT_HEX_INT,	/* [0x...] an int the kernel writes */
	S_OUT_UINT,	/* [unsigned int] the kernel writes */
	S_OUT_USHORT,	/* [unsigned short] the kernel writes */
	S_OUT_ULONG,	/* [unsigned long] the kernel writes */
	S_OUT_U64,	/* [u64] the kernel writes */
	S_OUT_UINT_PAIR, /* [uint, uint] the kernel writes */
	S_OUT_XVAL8,	/* [NAME] a byte the kernel writes, named from x */
	S_OUT_XVAL32,	/* [NAME] an unsigned int the kernel writes, named from x */
	S_OUT_XVAL_D32,	/* the same, decimal when unnamed */
	S_OUT_XVAL64,	/* [NAME] an unsigned long the kernel writes, named from x */
	S_OUT_FLAGS32,	/* [A|B] an unsigned int the kernel writes, flags from x */
	S_OUT_FLAGS64,	/* [A|B] an unsigned long the kernel writes, flags from x */
	S_NS_FD,	/* no argument; the result is a descriptor */
	S_HEX_RFD,	/* the argument in hex; the result is a descriptor */
	S_UINT_RFD,	/* an unsigned int by value; the result is a descriptor */
	S_KVM_CAP,	/* a KVM_CAP_* by value */
	S_XVAL,		/* a value by value, named from x */
	S_XVAL32,	/* the same, an unsigned int */
	S_FLAGS,	/* flags by value, named from x */
	S_FLAGS32,	/* the same, an unsigned int */
	S_VAL_HEX32,	/* an unsigned int by value, in hex */
	S_XVAL_D32,	/* the same, an int, decimal when unnamed */
	S_KD_SOUND,	/* KIOCSOUND: a timer count, with its frequency */
	S_KD_TONE,	/* KDMKTONE: duration << 16 | count, with both */
	S_NS_TYPE,	/* no argument; the result is a CLONE_NEW* type */
};

/* HDIO_SET_NICE: strace writes these names with spaces, which the .in files
 * of src/xlat cannot hold; in its order. */
static const struct xlat_entry hdio_ide_nice_entries[] = {
	{ 1u << IDE_NICE_DSC_OVERLAP, "1 << IDE_NICE_DSC_OVERLAP" },
	{ 1u << IDE_NICE_ATAPI_OVERLAP, "1 << IDE_NICE_ATAPI_OVERLAP" },
	{ 1u << IDE_NICE_1, "1 << IDE_NICE_1" },
	{ 1u << IDE_NICE_0, "1 << IDE_NICE_0" },
	{ 1u << IDE_NICE_2, "1 << IDE_NICE_2" },
};
static const struct xlat hdio_ide_nice = { hdio_ide_nice_entries, ARRAY_SIZE(hdio_ide_nice_entries) };

struct arg_shape {
	uint32_t code;
	uint8_t shape;
	const struct xlat *x;	/* S_XVAL: the names of the value */
	const char *dflt;	/* S_XVAL: the comment of a value without one */
};

/* Any order: sorted at first use. The numbers are the uapi headers'. */
static const struct arg_shape shapes[] = {
	{ BLKROSET, S_IN_INT },
	{ BLKROGET, S_OUT_INT },
	{ BLKRRPART, S_NONE },
	{ BLKGETSIZE, S_OUT_ULONG },
	{ BLKFLSBUF, S_NONE },
	{ BLKRASET, S_VAL_ULONG },
	{ BLKRAGET, S_OUT_ULONG },
	{ BLKFRASET, S_VAL_ULONG },
	{ BLKFRAGET, S_OUT_ULONG },
	{ BLKSECTGET, S_OUT_USHORT },
	{ BLKSSZGET, S_OUT_INT },
	{ BLKTRACESTART, S_NONE },
	{ BLKTRACESTOP, S_NONE },
	{ BLKTRACETEARDOWN, S_NONE },
	{ BLKDISCARD, S_IN_U64_PAIR },
	{ BLKIOMIN, S_OUT_UINT },
	{ BLKIOOPT, S_OUT_UINT },
	{ BLKALIGNOFF, S_OUT_INT },
	{ BLKPBSZGET, S_OUT_UINT },
	{ BLKDISCARDZEROES, S_OUT_UINT },
	{ BLKSECDISCARD, S_IN_U64_PAIR },
	{ BLKROTATIONAL, S_OUT_USHORT },
	{ BLKZEROOUT, S_IN_U64_PAIR },
	{ PERF_EVENT_IOC_ENABLE, S_VAL_PERF_FLAGS },
	{ PERF_EVENT_IOC_DISABLE, S_VAL_PERF_FLAGS },
	{ PERF_EVENT_IOC_REFRESH, S_VAL_INT },
	{ PERF_EVENT_IOC_RESET, S_VAL_PERF_FLAGS },
	{ PERF_EVENT_IOC_SET_OUTPUT, S_VAL_FD },
	{ LOOP_SET_FD, S_VAL_FD },
	{ LOOP_CLR_FD, S_NONE },
	{ LOOP_CHANGE_FD, S_VAL_FD },
	{ LOOP_SET_CAPACITY, S_NONE },
	{ LOOP_SET_DIRECT_IO, S_VAL_ULONG },
	{ LOOP_SET_BLOCK_SIZE, S_VAL_ULONG },
	{ LOOP_CTL_ADD, S_VAL_INT },
	{ LOOP_CTL_REMOVE, S_VAL_INT },
	{ LOOP_CTL_GET_FREE, S_NONE },
	{ WDIOC_KEEPALIVE, S_NONE },
	{ RTC_AIE_ON, S_NONE },
	{ RTC_AIE_OFF, S_NONE },
	{ RTC_UIE_ON, S_NONE },
	{ RTC_UIE_OFF, S_NONE },
	{ RTC_PIE_ON, S_NONE },
	{ RTC_PIE_OFF, S_NONE },
	{ RTC_WIE_ON, S_NONE },
	{ RTC_WIE_OFF, S_NONE },
	{ RTC_VL_CLR, S_NONE },
	{ NS_GET_USERNS, S_NS_FD },
	{ NS_GET_PARENT, S_NS_FD },
	{ NS_GET_NSTYPE, S_NS_TYPE },
	{ EVIOCGRAB, S_VAL_ULONG },
	{ EVIOCREVOKE, S_VAL_ULONG },
	{ EVIOCSCLOCKID, S_IN_UINT },
	{ EVIOCRMFF, S_VAL_INT },
	{ INOTIFY_IOC_SETNEXTWD, S_VAL_INT },
	{ WDIOC_SETTIMEOUT, S_IN_INT },
	{ WDIOC_SETPRETIMEOUT, S_IN_INT },
	{ PERF_EVENT_IOC_SET_BPF, S_VAL_FD },
	{ PERF_EVENT_IOC_PERIOD, S_IN_U64 },
	{ PERF_EVENT_IOC_PAUSE_OUTPUT, S_VAL_ULONG },
	{ SECCOMP_IOCTL_NOTIF_ID_VALID, S_IN_HEX64 },
	{ EVIOCSREP, S_IN_UINT_PAIR },
	{ RTC_EPOCH_SET, S_VAL_ULONG },
	{ RTC_IRQP_SET, S_VAL_ULONG },
	{ SG_GET_TIMEOUT, S_NONE },
	{ SG_SET_TRANSFORM, S_VAL_HEX32 },
	{ HDIO_SET_NICE, S_FLAGS, &hdio_ide_nice, "IDE_NICE_???" },
	{ COUNTER_ENABLE_EVENTS_IOCTL, S_NONE },
	{ COUNTER_DISABLE_EVENTS_IOCTL, S_NONE },
	{ UBI_IOCVOLCRBLK, S_NONE },
	{ UBI_IOCVOLRMBLK, S_NONE },
	{ RNDZAPENTCNT, S_NONE },
	{ RNDCLEARPOOL, S_NONE },
	{ RNDRESEEDCRNG, S_NONE },
	{ KDENABIO, S_NONE },
	{ KDDISABIO, S_NONE },
	{ KDMAPDISP, S_NONE },
	{ KDUNMAPDISP, S_NONE },
	{ PIO_FONTRESET, S_NONE },
	{ BTRFS_IOC_TRANS_START, S_NONE },
	{ BTRFS_IOC_TRANS_END, S_NONE },
	{ BTRFS_IOC_SYNC, S_NONE },
	{ BTRFS_IOC_SCRUB_CANCEL, S_NONE },
	{ BTRFS_IOC_QUOTA_RESCAN_WAIT, S_NONE },
	{ BTRFS_IOC_DEFRAG, S_NONE },
	{ BTRFS_IOC_BALANCE, S_NONE },
	{ HDIO_SET_MULTCOUNT, S_VAL_ULONG },
	{ HDIO_SET_UNMASKINTR, S_VAL_ULONG },
	{ HDIO_SET_KEEPSETTINGS, S_VAL_ULONG },
	{ HDIO_SET_32BIT, S_VAL_ULONG },
	{ HDIO_SET_NOWERR, S_VAL_ULONG },
	{ HDIO_SET_DMA, S_VAL_ULONG },
	{ HDIO_SET_PIO_MODE, S_VAL_ULONG },
	{ HDIO_UNREGISTER_HWIF, S_VAL_ULONG },
	{ HDIO_SET_WCACHE, S_VAL_ULONG },
	{ HDIO_SET_ACOUSTIC, S_VAL_ULONG },
	{ HDIO_SET_ADDRESS, S_VAL_ULONG },
	{ UBI_IOCEBER, S_IN_INT },
	{ UBI_IOCEBUNMAP, S_IN_INT },
	{ UBI_IOCEBISMAP, S_IN_INT },
	{ UBI_IOCRMVOL, S_IN_INT },
	{ UBI_IOCRPEB, S_IN_INT },
	{ UBI_IOCSPEB, S_IN_INT },
	{ UBI_IOCDET, S_IN_INT },
	{ UBI_IOCVOLUP, S_IN_S64 },
	{ MEMGETBADBLOCK, S_IN_U64 },
	{ MEMSETBADBLOCK, S_IN_U64 },
	{ OTPSELECT, S_IN_XVAL32, &mtd_otp_modes, "MTD_OTP_???" },
	{ LIRC_SET_SEND_MODE, S_IN_XVAL32, &lirc_modes, "LIRC_MODE_???" },
	{ LIRC_SET_REC_MODE, S_IN_XVAL32, &lirc_modes, "LIRC_MODE_???" },
	{ LIRC_SET_SEND_CARRIER, S_IN_UINT },
	{ LIRC_SET_REC_CARRIER, S_IN_UINT },
	{ LIRC_SET_SEND_DUTY_CYCLE, S_IN_UINT },
	{ LIRC_SET_TRANSMITTER_MASK, S_IN_HEX32 },
	{ LIRC_SET_REC_TIMEOUT, S_IN_UINT },
	{ LIRC_SET_REC_TIMEOUT_REPORTS, S_IN_UINT },
	{ LIRC_SET_MEASURE_CARRIER_MODE, S_IN_UINT },
	{ LIRC_SET_REC_CARRIER_RANGE, S_IN_UINT },
	{ LIRC_SET_WIDEBAND_RECEIVER, S_IN_UINT },
	{ KDSETMODE, S_XVAL32, &kd_modes, "KD_???" },
	{ KIOCSOUND, S_KD_SOUND },
	{ KDMKTONE, S_KD_TONE },
	{ KDSKBMODE, S_XVAL_D32, &kd_kbd_modes, "K_???" },
	{ KDSKBMETA, S_XVAL32, &kd_meta, "K_???" },
	{ MTDFILEMODE, S_XVAL, &mtd_file_modes, "MTD_FILE_MODE_???" },
	{ BTRFS_IOC_BALANCE_CTL, S_XVAL32, &btrfs_balance_ctl, "BTRFS_BALANCE_CTL_???" },
	{ HDIO_SET_BUSSTATE, S_XVAL, &hdio_busstates, "BUSSTATE_???" },
	{ HDIO_GET_BUSSTATE, S_OUT_XVAL64, &hdio_busstates, "BUSSTATE_???" },
	{ HDIO_GET_NICE, S_OUT_FLAGS64, &hdio_ide_nice, "IDE_NICE_???" },
	{ HDIO_GET_UNMASKINTR, S_OUT_ULONG },
	{ HDIO_GET_MULTCOUNT, S_OUT_ULONG },
	{ HDIO_GET_KEEPSETTINGS, S_OUT_ULONG },
	{ HDIO_GET_32BIT, S_OUT_ULONG },
	{ HDIO_GET_NOWERR, S_OUT_ULONG },
	{ HDIO_GET_DMA, S_OUT_ULONG },
	{ HDIO_GET_WCACHE, S_OUT_ULONG },
	{ HDIO_GET_ACOUSTIC, S_OUT_ULONG },
	{ HDIO_GET_ADDRESS, S_OUT_ULONG },
	{ SG_EMULATED_HOST, S_OUT_INT },
	{ SG_GET_TRANSFORM, S_OUT_INT },
	{ SG_GET_COMMAND_Q, S_OUT_INT },
	{ SG_GET_RESERVED_SIZE, S_OUT_INT },
	{ SG_GET_LOW_DMA, S_OUT_INT },
	{ SG_GET_PACK_ID, S_OUT_INT },
	{ SG_GET_NUM_WAITING, S_OUT_INT },
	{ SG_GET_SG_TABLESIZE, S_OUT_INT },
	{ SG_GET_VERSION_NUM, S_OUT_INT },
	{ SG_GET_KEEP_ORPHAN, S_OUT_INT },
	{ SIOCOUTQNSD, S_OUT_INT },
	{ OTPGETREGIONCOUNT, S_OUT_UINT },
	{ MEMGETREGIONCOUNT, S_OUT_INT },
	{ WDIOC_GETBOOTSTATUS, S_OUT_INT },
	{ KDGKBTYPE, S_OUT_XVAL8, &kd_kbd_types, "KB_???" },
	{ KDGETMODE, S_OUT_XVAL32, &kd_modes, "KD_???" },
	{ KDGKBMODE, S_OUT_XVAL_D32, &kd_kbd_modes, "K_???" },
	{ KDGKBMETA, S_OUT_XVAL32, &kd_meta, "K_???" },
	{ LIRC_GET_FEATURES, S_OUT_FLAGS32, &lirc_features, "LIRC_CAN_???" },
	{ LIRC_GET_SEND_MODE, S_OUT_XVAL32, &lirc_modes, "LIRC_MODE_???" },
	{ LIRC_GET_REC_MODE, S_OUT_XVAL32, &lirc_modes, "LIRC_MODE_???" },
	{ LIRC_GET_REC_RESOLUTION, S_OUT_UINT },
	{ LIRC_GET_MIN_TIMEOUT, S_OUT_UINT },
	{ LIRC_GET_MAX_TIMEOUT, S_OUT_UINT },
	{ LIRC_GET_LENGTH, S_OUT_UINT },
	{ LIRC_GET_REC_TIMEOUT, S_OUT_UINT },
	{ KVM_CREATE_VM, S_HEX_RFD },
	{ KVM_CREATE_VCPU, S_UINT_RFD },
	{ KVM_CHECK_EXTENSION, S_KVM_CAP },
	{ NBD_DO_IT, S_NONE },
	{ NBD_SET_SOCK, S_VAL_FD },
	{ NBD_SET_BLKSIZE, S_VAL_ULONG },
	{ NBD_SET_SIZE, S_VAL_ULONG },
	{ NBD_SET_SIZE_BLOCKS, S_VAL_ULONG },
	{ NBD_SET_TIMEOUT, S_VAL_ULONG },
	{ NBD_SET_FLAGS, S_FLAGS32, &nbd_flags, "NBD_IOC_FLAG_???" },
	{ NBD_CLEAR_SOCK, S_NONE },
	{ NBD_CLEAR_QUE, S_NONE },
	{ NBD_PRINT_DEBUG, S_NONE },
	{ NBD_DISCONNECT, S_NONE },
	{ FIOSETOWN, S_IN_INT },
	{ SIOCSPGRP, S_IN_INT },
	{ FIOGETOWN, S_OUT_INT },
	{ SIOCGPGRP, S_OUT_INT },
	{ SIOCATMARK, S_OUT_INT },
	{ SIOCSIFENCAP, S_IN_INT },
	{ SIOCGIFENCAP, S_OUT_INT },
	{ RNDADDTOENTCNT, S_IN_INT },
	{ RNDGETENTCNT, S_OUT_INT },
	{ BLKBSZSET, S_IN_INT },
	{ EVIOCGVERSION, S_OUT_HEX_INT },
	{ EVIOCGEFFECTS, S_OUT_UINT },
	{ WDIOC_GETSTATUS, S_OUT_INT },
	{ WDIOC_GETTEMP, S_OUT_INT },
	{ WDIOC_GETTIMEOUT, S_OUT_INT },
	{ WDIOC_GETPRETIMEOUT, S_OUT_INT },
	{ WDIOC_GETTIMELEFT, S_OUT_INT },
	{ NS_GET_OWNER_UID, S_OUT_UINT },
	{ BLKGETZONESZ, S_OUT_UINT },
	{ BLKGETNRZONES, S_OUT_UINT },
	{ BLKBSZGET, S_OUT_INT },
	{ BLKGETSIZE64, S_OUT_U64 },
	{ BLKGETDISKSEQ, S_OUT_U64 },
	{ PERF_EVENT_IOC_ID, S_OUT_U64 },
	{ EVIOCGREP, S_OUT_UINT_PAIR },
	{ RTC_IRQP_READ, S_OUT_ULONG },
	{ RTC_EPOCH_READ, S_OUT_ULONG },
};

static int cmp_shape(const void *a, const void *b)
{
	uint32_t x = ((const struct arg_shape *)a)->code, y = ((const struct arg_shape *)b)->code;
	return x < y ? -1 : x > y;
}

/* The shape of code, or NULL. The table is sorted once, at first use. */
static const struct arg_shape *find_shape(uint32_t code)
{
	static struct arg_shape sorted[ARRAY_SIZE(shapes)];
	static bool ready;
	if (!ready) {
		memcpy(sorted, shapes, sizeof(shapes));
		qsort(sorted, ARRAY_SIZE(sorted), sizeof(sorted[0]), cmp_shape);
		ready = true;
	}
	struct arg_shape key = { .code = code };
	return bsearch(&key, sorted, ARRAY_SIZE(sorted), sizeof(sorted[0]), cmp_shape);
}

/* [v], from size bytes at addr (an int of the kernel's width), or the address. */
static void print_num_at(struct tcb *tcp, uint64_t addr, unsigned int size, bool is_signed,
			 bool hex, unsigned int count)
{
	union {
		uint8_t b[16];
		uint16_t u16[8];
		uint32_t u32[4];
		uint64_t u64[2];
	} u;
	if (fetch_mem(tcp, addr, u.b, size * count) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_array_begin(tcp);
	for (unsigned int i = 0; i < count; i++) {
		value_elem(tcp);
		uint64_t v = size == 2 ? u.u16[i] : size == 4 ? u.u32[i] : u.u64[i];
		if (hex)
			value_uint(tcp, v, VB_HEX);
		else if (is_signed)
			value_int(tcp, size == 4 ? (int64_t)(int32_t)v : (int64_t)v);
		else
			value_uint(tcp, v, VB_DEC);
	}
	value_array_end(tcp);
}

/* The argument of a request of a simple shape; -1 if code has none. See ioctl.h. */
int ioctl_out_arg_begin(struct tcb *tcp, uint64_t arg)
{
	if (entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (syserror(tcp)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	return -1;
}

int ioctl_simple_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	if (code == HDIO_GET_IDENTITY || code == HDIO_OBSOLETE_IDENTITY) {
		/* The drive's identification, bytes the kernel writes: at exit, as
		 * strace 6.1 (a string of 512 or 142 bytes; the address on failure). */
		int rc = ioctl_out_arg_begin(tcp, arg);
		if (rc >= 0)
			return rc;
		print_buf(tcp, arg, code == HDIO_GET_IDENTITY ? 512 : 142);
		return IOCTL_ARG_PRINTED;
	}
	const struct arg_shape *s = find_shape(code);
	if (!s)
		return -1;
	switch (s->shape) {
	case S_NONE:
		return IOCTL_ARG_PRINTED;
	case S_NS_FD:
		return IOCTL_ARG_PRINTED | RVAL_FD;
	case S_HEX_RFD:
		tprint_sep(tcp);
		print_hex(tcp, arg);
		return IOCTL_ARG_PRINTED | RVAL_FD;
	case S_UINT_RFD:
		tprint_sep(tcp);
		print_udec(tcp, (uint32_t)arg);
		return IOCTL_ARG_PRINTED | RVAL_FD;
	case S_KD_SOUND:
		/* The PC speaker's timer runs at 1193180 Hz. */
		tprint_sep(tcp);
		print_udec(tcp, arg);
		if (opts.const_style == CONST_RAW)
			return IOCTL_ARG_PRINTED;
		if (arg && arg < 0x10000)
			value_commentf(tcp, "%u Hz", (unsigned int)(1193180 / arg));
		else
			value_comment(tcp, "off");
		return IOCTL_ARG_PRINTED;
	case S_KD_TONE: {
		unsigned int ms = (arg >> 16) & 0xffff, count = arg & 0xffff;
		tprint_sep(tcp);
		if (ms) {
			value_expr_begin(tcp, "|");
			value_expr_begin(tcp, "<<");
			value_uint(tcp, ms, VB_DEC);
			value_expr_next(tcp);
			value_uint(tcp, 16, VB_DEC);
			value_expr_end(tcp);
			value_expr_next(tcp);
			value_uint(tcp, count, VB_DEC);
			value_expr_end(tcp);
		} else {
			value_uint(tcp, count, VB_DEC);
		}
		if (opts.const_style == CONST_RAW)
			return IOCTL_ARG_PRINTED;
		if (ms && count)
			value_commentf(tcp, "%u Hz, %u ms", 1193180 / count, ms);
		else
			value_comment(tcp, "off");
		return IOCTL_ARG_PRINTED;
	}
	case S_XVAL:
	case S_XVAL32:
		tprint_sep(tcp);
		print_xval(tcp, s->x, s->shape == S_XVAL32 ? (uint32_t)arg : arg, s->dflt);
		return IOCTL_ARG_PRINTED;
	case S_FLAGS:
	case S_FLAGS32:
		tprint_sep(tcp);
		print_flags(tcp, s->x, s->shape == S_FLAGS32 ? (uint32_t)arg : arg, s->dflt);
		return IOCTL_ARG_PRINTED;
	case S_VAL_HEX32:
		tprint_sep(tcp);
		print_hex(tcp, (uint32_t)arg);
		return IOCTL_ARG_PRINTED;
	case S_XVAL_D32:
		tprint_sep(tcp);
		print_xval_d(tcp, s->x, (int32_t)arg, s->dflt);
		return IOCTL_ARG_PRINTED;
	case S_KVM_CAP:
		tprint_sep(tcp);
		print_xval(tcp, &kvm_cap, arg, "KVM_CAP_???");
		return IOCTL_ARG_PRINTED;
	case S_NS_TYPE:
		if (entering(tcp))
			return 0;
		if (!syserror(tcp)) {
			const char *name = xlat_lookup(&clone_flags, (uint64_t)tcp->ev.ret);
			if (name) {
				tcp->auxstr = name;
				return IOCTL_ARG_PRINTED | RVAL_STR;
			}
		}
		return IOCTL_ARG_PRINTED;
	case S_ADDR:
		tprint_sep(tcp);
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	case S_VAL_INT:
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)arg);
		return IOCTL_ARG_PRINTED;
	case S_VAL_ULONG:
		tprint_sep(tcp);
		print_udec(tcp, arg);
		return IOCTL_ARG_PRINTED;
	case S_VAL_FD:
		tprint_sep(tcp);
		print_fd(tcp, (int)arg);
		return IOCTL_ARG_PRINTED;
	case S_VAL_PERF_FLAGS:
		tprint_sep(tcp);
		print_flags(tcp, &perf_ioctl_flags, (uint32_t)arg, "PERF_IOC_FLAG_???");
		return IOCTL_ARG_PRINTED;
	case S_IN_INT:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 4, true, false, 1);
		return IOCTL_ARG_PRINTED;
	case S_IN_UINT:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 4, false, false, 1);
		return IOCTL_ARG_PRINTED;
	case S_IN_HEX32:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 4, false, true, 1);
		return IOCTL_ARG_PRINTED;
	case S_IN_S64:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 8, true, false, 1);
		return IOCTL_ARG_PRINTED;
	case S_IN_XVAL32: {
		uint32_t v;
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &v)) {
			value_array_begin(tcp);
			value_elem(tcp);
			print_xval(tcp, s->x, v, s->dflt);
			value_array_end(tcp);
		}
		return IOCTL_ARG_PRINTED;
	}
	case S_IN_U64:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 8, false, false, 1);
		return IOCTL_ARG_PRINTED;
	case S_IN_HEX64:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 8, false, true, 1);
		return IOCTL_ARG_PRINTED;
	case S_IN_U64_PAIR:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 8, false, false, 2);
		return IOCTL_ARG_PRINTED;
	case S_IN_UINT_PAIR:
		tprint_sep(tcp);
		print_num_at(tcp, arg, 4, false, false, 2);
		return IOCTL_ARG_PRINTED;
	}
	/* The kernel writes it: printed at exit. */
	int rc = ioctl_out_arg_begin(tcp, arg);
	if (rc >= 0)
		return rc;
	switch (s->shape) {
	case S_OUT_INT:
		print_num_at(tcp, arg, 4, true, false, 1);
		break;
	case S_OUT_UINT:
		print_num_at(tcp, arg, 4, false, false, 1);
		break;
	case S_OUT_HEX_INT:
		print_num_at(tcp, arg, 4, false, true, 1);
		break;
	case S_OUT_USHORT:
		print_num_at(tcp, arg, 2, false, false, 1);
		break;
	case S_OUT_ULONG:
	case S_OUT_U64:
		print_num_at(tcp, arg, 8, false, false, 1);
		break;
	case S_OUT_UINT_PAIR:
		print_num_at(tcp, arg, 4, false, false, 2);
		break;
	case S_OUT_XVAL8: case S_OUT_XVAL32: case S_OUT_XVAL_D32: case S_OUT_XVAL64:
	case S_OUT_FLAGS32: case S_OUT_FLAGS64: {
		size_t size = s->shape == S_OUT_XVAL8 ? 1 :
			      s->shape == S_OUT_XVAL64 || s->shape == S_OUT_FLAGS64 ? 8 : 4;
		uint64_t v = 0;	/* little-endian: the low bytes */
		if (!fetch_obj_or_addr(tcp, arg, &v, size))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		if (s->shape == S_OUT_FLAGS32 || s->shape == S_OUT_FLAGS64)
			print_flags(tcp, s->x, v, s->dflt);
		else if (s->shape == S_OUT_XVAL_D32)
			print_xval_d(tcp, s->x, (int64_t)v, s->dflt);
		else
			print_xval(tcp, s->x, v, s->dflt);
		value_array_end(tcp);
		break;
	}
	}
	return IOCTL_ARG_PRINTED;
}

