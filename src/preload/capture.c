/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Turning a syscall into a ring record: the fixed header, and the argument
 * memory the decoders will ask for, copied according to the capture table
 * (the CAPTURE words of src/syscalls.def, table.c). Every copy is fault-safe:
 * a copy that runs into unmapped memory keeps the bytes before it (the decoder
 * reads the readable entries of an array, as under ptrace); one that reads
 * nothing is marked RING_BLOB_FAULT, and the decoder prints the address.
 *
 * A record is built in two passes over the same capture items: the first adds
 * up the size, the second (after the ring space is reserved) copies. If the
 * memory changed in between (another thread), what no longer fits is left out.
 */
#include "config.h"

#include <errno.h>
#include <linux/filter.h>
#include <linux/fs.h>
#include <linux/hdreg.h>
#include <linux/blkpg.h>
#include <linux/btrfs.h>
#include <linux/futex.h>
#include <linux/loop.h>
#include <linux/nsfs.h>
#include <linux/perf_event.h>
#include <linux/ptp_clock.h>
#include <linux/bsg.h>
#include <linux/fiemap.h>
#include <linux/kd.h>
#include <linux/dm-ioctl.h>
#include <linux/videodev2.h>
#include <scsi/sg.h>
#include <mtd/mtd-abi.h>
#include <mtd/ubi-user.h>
#include <linux/userfaultfd.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <linux/sched.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/socket.h>

#include "rewrite.h"
#include "sx.h"

#define PATH_LIMIT 4096
#define ARGV_LIMIT 4096		/* pointers counted in argv/envp */
#define SOCKADDR_LIMIT 128
/* The data of a message to or from a netlink address (decoded whatever -s says). */
#define NETLINK_DATA_LIMIT 65535
#define CONTROL_LIMIT 1024
#define SIGFRAME_SIZE 432	/* kernel ucontext (304) and siginfo (128) */
#define IOV_LIMIT 1024		/* UIO_MAXIOV: iovecs copied with -v */
#define MMSG_LIMIT 1024		/* mmsghdr entries the decoder shows (MMSG_MAX) */
#define TASK_COMM_LEN 16
#define BLOBS_LIMIT 0xfff0	/* a record's nblobs is 16 bits */

enum { CTX_SIZE, CTX_WRITE };

struct cap_ctx {
	int mode;
	uint32_t size;		/* bytes of blobs so far */
	uint32_t limit;		/* CTX_SIZE: most bytes of blobs a record can carry;
				 * CTX_WRITE: bytes reserved for blobs */
	char *out;		/* CTX_WRITE: where the next blob goes */
	uint16_t nblobs;
	const struct sx_inflight *in;
	unsigned int phase;	/* the phase being captured */
	bool full;		/* a blob was left out for want of room: loops stop */
};

/* Account for one blob of len bytes at addr (never NULL) and, when writing, return
 * its header filled in (the bytes still to copy); NULL when only sizing, when addr is
 * NULL, or when the record has no room left. */
static struct ring_blob *new_blob(struct cap_ctx *c, uint64_t addr, uint32_t len,
				  unsigned int flags, unsigned int arg)
{
	uint64_t need = sizeof(struct ring_blob) + (((uint64_t)len + 7) & ~(uint64_t)7);
	if (!addr)
		return NULL;
	/* Past what a record may hold (its size, its count of blobs, the stack's
	 * included) the whole record would be lost: leave this blob out (the
	 * decoder prints its address). */
	if (c->size + need > c->limit || c->nblobs >= BLOBS_LIMIT) {
		c->full = true;
		return NULL;
	}
	if (c->mode == CTX_SIZE) {
		c->size += (uint32_t)need;
		c->nblobs++;
		return NULL;
	}
	struct ring_blob *b = (struct ring_blob *)c->out;
	b->addr = addr;
	b->len = len;
	b->flags = (uint16_t)(flags | (c->phase == SX_PHASE_IN ? RING_BLOB_IN : RING_BLOB_OUT));
	b->arg = (uint16_t)arg;
	c->out += need;
	c->size += (uint32_t)need;
	c->nblobs++;
	return b;
}

/* -m rewrite maps page 0 (the trampoline): what the program points at there is
 * read as unreadable, as without it, so the trace is buffered mode's. */
static inline bool in_page0(uint64_t addr)
{
	return sx_rw_on && addr < 4096;
}

/* Add one blob: len bytes at addr (never NULL). A copy that faults keeps the
 * bytes before the fault, the blob shortened to them (its unused room is left
 * at the record's end); none at all: marked RING_BLOB_FAULT. */
static void add_blob(struct cap_ctx *c, uint64_t addr, uint32_t len, unsigned int flags,
		     unsigned int arg)
{
	struct ring_blob *b = new_blob(c, addr, len, flags, arg);
	if (!b || !len)
		return;
	size_t left = in_page0(addr) ? len : sx_safe_copy(b + 1, (const void *)(uintptr_t)addr, len);
	if (!left)
		return;
	uint32_t got = len - (uint32_t)left;
	uint32_t unused = ring_align8(len) - ring_align8(got);
	b->len = got;
	b->flags &= (uint16_t)~RING_BLOB_TERMINATED;
	if (!got)
		b->flags |= RING_BLOB_FAULT;
	c->out -= unused;
	c->size -= unused;
}

/* A blob whose bytes are known without reading the program's memory. */
static void add_value(struct cap_ctx *c, uint64_t addr, const void *val, uint32_t len,
		      unsigned int arg)
{
	struct ring_blob *b = new_blob(c, addr, len, 0, arg);
	if (b)
		sx_memcpy(b + 1, val, len);
}

/* A NUL-terminated string of at most limit bytes (NUL included when it fits). */
static void add_string(struct cap_ctx *c, uint64_t addr, uint32_t limit, unsigned int arg)
{
	if (!addr || in_page0(addr))
		return;
	long n = sx_safe_strnlen((const char *)(uintptr_t)addr, limit);
	if (n < 0)
		return;
	if ((uint32_t)n < limit)
		add_blob(c, addr, (uint32_t)n + 1, RING_BLOB_TERMINATED, arg);
	else
		add_blob(c, addr, limit, 0, arg);
}

static bool read_u64(uint64_t addr, uint64_t *v)
{
	return addr && !in_page0(addr) &&
	       sx_safe_copy(v, (const void *)(uintptr_t)addr, sizeof(*v)) == 0;
}

static bool read_obj(uint64_t addr, void *obj, size_t size)
{
	return addr && !in_page0(addr) && sx_safe_copy(obj, (const void *)(uintptr_t)addr, size) == 0;
}

static uint32_t min_u32(uint64_t a, uint64_t b)
{
	uint64_t m = a < b ? a : b;
	return m > 0xffffffffu ? 0xffffffffu : (uint32_t)m;
}

/* argv/envp: the pointer array (NULL included) and, for the first -s elements
 * (all with -v, which strace does not abbreviate), the strings, -s + 1 bytes each. */
static void add_string_array(struct cap_ctx *c, uint64_t addr, bool strings, unsigned int arg)
{
	if (!addr)
		return;
	uint64_t n = 0, p;
	bool terminated = false;
	while (n < ARGV_LIMIT && read_u64(addr + n * 8, &p)) {
		n++;
		if (!p) {
			terminated = true;
			break;
		}
	}
	if (!n)
		return;
	add_blob(c, addr, (uint32_t)(n * 8), terminated ? RING_BLOB_TERMINATED : 0, arg);
	if (!strings)
		return;
	uint64_t count = terminated ? n - 1 : n;
	bool all = sx.ring_flags & RING_F_VERBOSE;
	for (uint64_t i = 0; i < count && (all || i < sx.max_strlen); i++) {
		if (read_u64(addr + i * 8, &p))
			add_string(c, p, sx.max_strlen + 1, arg);
	}
}

static bool verbose(void)
{
	return sx.ring_flags & RING_F_VERBOSE;
}

/* How many of count array elements the decoder reads: the -s first (all with
 * -v), and the one after them, whose reading decides between "..." and an
 * address. */
static uint64_t array_read(uint64_t count, uint64_t limit)
{
	uint64_t n = verbose() ? count : (uint64_t)sx.max_strlen + 1;
	if (n > count)
		n = count;
	return n < limit ? n : limit;
}

/* An iovec array: the elements the decoder reads, and for each one it shows
 * the first bytes of its data (at most -s, and in total at most data_len when
 * that is not ~0). */
static void add_iovec(struct cap_ctx *c, uint64_t addr, uint64_t count, uint64_t data_len,
		      uint32_t per_iov, unsigned int arg)
{
	if (!addr || !count)
		return;
	uint64_t n = array_read(count, IOV_LIMIT);
	add_blob(c, addr, (uint32_t)(n * sizeof(struct iovec)), 0, arg);
	if (!verbose() && n > sx.max_strlen)
		n = sx.max_strlen;
	for (uint64_t i = 0; i < n && !c->full; i++) {
		struct iovec iov;
		if (!read_obj(addr + i * sizeof(iov), &iov, sizeof(iov)))
			break;
		uint64_t len = iov.iov_len;
		if (len > data_len)
			len = data_len;
		add_blob(c, (uint64_t)(uintptr_t)iov.iov_base, min_u32(len, per_iov), 0, arg);
		if (data_len != ~(uint64_t)0)
			data_len -= len;
	}
}

/* n classic BPF instructions at addr, which the decoder prints only with -v. */
static void add_filter(struct cap_ctx *c, uint64_t addr, uint64_t n, unsigned int arg)
{
	if (verbose() && addr && n)
		add_blob(c, addr, (uint32_t)(n * sizeof(struct sock_filter)), 0, arg);
}

/* What a msghdr points to: the name, the iovecs and their data, the control data. */
static void add_msghdr_parts(struct cap_ctx *c, const struct msghdr *m, uint64_t data_len,
			     unsigned int arg)
{
	/* Netlink messages are decoded whatever -s says (as strace does): to a
	 * netlink address, the data is copied up to NETLINK_DATA_LIMIT bytes. */
	uint32_t per_iov = sx.max_strlen;
	unsigned short family = 0;
	if (m->msg_name && m->msg_namelen) {
		add_blob(c, (uint64_t)(uintptr_t)m->msg_name,
			 min_u32(m->msg_namelen, SOCKADDR_LIMIT), 0, arg);
		if (m->msg_namelen >= sizeof(family) &&
		    read_obj((uint64_t)(uintptr_t)m->msg_name, &family, sizeof(family)) &&
		    family == AF_NETLINK)
			per_iov = NETLINK_DATA_LIMIT;
	}
	add_iovec(c, (uint64_t)(uintptr_t)m->msg_iov, m->msg_iovlen, data_len, per_iov, arg);
	if (m->msg_control && m->msg_controllen)
		add_blob(c, (uint64_t)(uintptr_t)m->msg_control,
			 min_u32(m->msg_controllen, CONTROL_LIMIT), 0, arg);
}

static void add_msghdr(struct cap_ctx *c, uint64_t addr, uint64_t data_len, unsigned int arg)
{
	struct msghdr m;
	if (!read_obj(addr, &m, sizeof(m)))
		return;
	add_blob(c, addr, sizeof(m), 0, arg);
	add_msghdr_parts(c, &m, data_len, arg);
}

/* sendmmsg/recvmmsg: the mmsghdr entries the decoder reads and, when contents,
 * for those it shows what each points to (data: each entry's msg_len when
 * data_msg_len, else all of it). */
static void add_mmsghdr(struct cap_ctx *c, uint64_t addr, uint64_t vlen, bool contents,
			bool data_msg_len, unsigned int arg)
{
	if (!addr || !vlen)
		return;
	uint64_t n = array_read(vlen, MMSG_LIMIT + 1);
	add_blob(c, addr, (uint32_t)(n * sizeof(struct mmsghdr)), 0, arg);
	if (!contents)
		return;
	if (n > MMSG_LIMIT)
		n = MMSG_LIMIT;
	if (!verbose() && n > sx.max_strlen)
		n = sx.max_strlen;
	for (uint64_t i = 0; i < n && !c->full; i++) {
		struct mmsghdr mm;
		if (!read_obj(addr + i * sizeof(mm), &mm, sizeof(mm)))
			break;
		add_msghdr_parts(c, &mm.msg_hdr, data_msg_len ? mm.msg_len : ~(uint64_t)0, arg);
	}
}

/* A classic BPF program (struct sock_fprog) at addr: the header and, with -v
 * (without it the decoder prints the instructions' address), the instructions. */
static void add_fprog(struct cap_ctx *c, uint64_t addr, unsigned int arg)
{
	struct sock_fprog prog;
	add_blob(c, addr, sizeof(prog), 0, arg);
	if (read_obj(addr, &prog, sizeof(prog)))
		add_filter(c, (uint64_t)(uintptr_t)prog.filter, prog.len, arg);
}

/* A buffer of an SG_IO header: its data (iovecs when count is not 0), -s bytes. */
static void add_sg_buf(struct cap_ctx *c, uint64_t addr, uint32_t len, uint32_t count)
{
	if (!addr)
		return;
	if (count)
		add_iovec(c, addr, count, len, sx.max_strlen, 2);
	else
		add_blob(c, addr, min_u32(len, sx.max_strlen), 0, 2);
}

/* SG_IO (src/decode/ioctl_sg_io.c): the sg_io_hdr ('S') or sg_io_v4 ('Q') in
 * both phases; the command and the data sent at entry; the sense bytes and
 * the data received after. */
static void add_sg_io(struct cap_ctx *c, uint64_t addr, bool in_phase)
{
	uint32_t iid;
	if (!read_obj(addr, &iid, sizeof(iid)))
		return;
	if (iid == 'S') {
		struct sg_io_hdr h;
		add_blob(c, addr, sizeof(h), 0, 2);
		if (!read_obj(addr, &h, sizeof(h)))
			return;
		if (in_phase) {
			add_sg_buf(c, (uintptr_t)h.cmdp, h.cmd_len, 0);
			if (h.dxfer_direction == SG_DXFER_TO_DEV ||
			    h.dxfer_direction == SG_DXFER_TO_FROM_DEV)
				add_sg_buf(c, (uintptr_t)h.dxferp, h.dxfer_len, h.iovec_count);
		} else {
			add_sg_buf(c, (uintptr_t)h.sbp, h.sb_len_wr, 0);
			if (h.dxfer_direction == SG_DXFER_FROM_DEV ||
			    h.dxfer_direction == SG_DXFER_TO_FROM_DEV)
				add_sg_buf(c, (uintptr_t)h.dxferp, h.dxfer_len, h.iovec_count);
		}
	} else if (iid == 'Q') {
		struct sg_io_v4 h;
		add_blob(c, addr, sizeof(h), 0, 2);
		if (!read_obj(addr, &h, sizeof(h)))
			return;
		if (in_phase) {
			add_sg_buf(c, h.request, h.request_len, 0);
			add_sg_buf(c, h.dout_xferp, h.dout_xfer_len, h.dout_iovec_count);
		} else {
			add_sg_buf(c, h.response, h.response_len, 0);
			add_sg_buf(c, h.din_xferp, h.din_xfer_len, h.din_iovec_count);
		}
	} else {
		add_blob(c, addr, sizeof(iid), 0, 2);	/* printed as "[N]" */
	}
}

/* ioctl: the argument's size from the command (tty commands have none encoded). */
static uint32_t ioctl_size(uint32_t cmd, unsigned int phase)
{
	bool in = phase == SX_PHASE_IN;
	switch (cmd) {
	case 0x5401: case 0x5456: /* TCGETS, TIOCGLCKTRMIOS: the kernel's struct termios */
		return in ? 0 : 36;
	case 0x5402: case 0x5403: case 0x5404: case 0x5457: /* TCSETS[WF], TIOCSLCKTRMIOS */
		return in ? 36 : 0;
	case 0x5405: /* TCGETA: struct termio */
		return in ? 0 : 18;
	case 0x5406: case 0x5407: case 0x5408: /* TCSETA, TCSETAW, TCSETAF */
		return in ? 18 : 0;
	case 0x5413: /* TIOCGWINSZ */
		return in ? 0 : 8;
	case 0x5414: /* TIOCSWINSZ */
		return in ? 8 : 0;
	case 0x5412: /* TIOCSTI: one char */
		return in ? 1 : 0;
	/* An int the kernel writes: TIOCGPGRP, TIOCOUTQ, TIOCMGET, TIOCGSOFTCAR,
	 * FIONREAD, TIOCGETD, TIOCGSID. */
	case 0x540f: case 0x5411: case 0x5415: case 0x5419: case 0x541b: case 0x5424:
	case 0x5429:
		return in ? 0 : 4;
	/* An int the kernel reads: TIOCSPGRP, TIOCMBIS, TIOCMBIC, TIOCMSET,
	 * TIOCSSOFTCAR, TIOCPKT, FIONBIO, TIOCSETD, FIOASYNC. */
	case 0x5410: case 0x5416: case 0x5417: case 0x5418: case 0x541a: case 0x5420:
	case 0x5421: case 0x5423: case 0x5452:
		return in ? 4 : 0;
	/* Block, loop and nsfs requests whose number encodes no size: what the
	 * decoders (src/decode/ioctl_args.c, ioctl_loop.c) read. */
	case BLKROSET:
		return in ? 4 : 0;
	/* sg: an int the kernel reads (SG_SET_*, SG_NEXT_CMD_LEN, SG_SCSI_RESET). */
	case 0x2201: case 0x2271: case 0x2275: case 0x2279: case 0x227b: case 0x227e:
	case 0x2283: case 0x2284: case 0x2287:
		return in ? 4 : 0;
	case BLKROGET: case BLKSSZGET: case BLKIOMIN: case BLKIOOPT: case BLKALIGNOFF:
	case BLKPBSZGET: case BLKDISCARDZEROES: case NS_GET_OWNER_UID:
		return in ? 0 : 4;
	case BLKSECTGET: case BLKROTATIONAL:
		return in ? 0 : 2;
	case BLKGETSIZE: case BLKRAGET: case BLKFRAGET:
		return in ? 0 : 8;
	case BLKDISCARD: case BLKSECDISCARD: case BLKZEROOUT:
		return in ? 16 : 0;
	case UBI_IOCEBCH:	/* its number says __s32 */
		return in ? sizeof(struct ubi_leb_change_req) : 0;
	case UBI_IOCEBISMAP:	/* _IOR, but the kernel reads the LEB number */
		return in ? 4 : 0;
	case HDIO_DRIVE_RESET: case HDIO_SCAN_HWIF:	/* three ints */
		return in ? 12 : 0;
	case HDIO_GETGEO:
		return in ? 0 : sizeof(struct hd_geometry);
	case BLKPG:	/* and the partition it points to (below) */
		return in ? sizeof(struct blkpg_ioctl_arg) : 0;
	case LOOP_SET_STATUS:
		return in ? sizeof(struct loop_info) : 0;
	case LOOP_GET_STATUS:
		return in ? 0 : sizeof(struct loop_info);
	case LOOP_SET_STATUS64:
		return in ? sizeof(struct loop_info64) : 0;
	case LOOP_GET_STATUS64:
		return in ? 0 : sizeof(struct loop_info64);
	case LOOP_CONFIGURE:
		return in ? sizeof(struct loop_config) : 0;
	/* Socket interface requests: a struct ifreq both ways; struct ifconf. */
	case SIOCGIFNAME: case SIOCGIFFLAGS: case SIOCSIFFLAGS: case SIOCGIFINDEX:
	case SIOCGIFMTU: case SIOCSIFMTU: case SIOCGIFADDR: case SIOCSIFADDR:
	case SIOCGIFDSTADDR: case SIOCSIFDSTADDR: case SIOCGIFBRDADDR: case SIOCSIFBRDADDR:
	case SIOCGIFNETMASK: case SIOCSIFNETMASK: case SIOCGIFHWADDR: case SIOCSIFHWADDR:
	case SIOCGIFTXQLEN: case SIOCSIFTXQLEN: case SIOCGIFMETRIC: case SIOCSIFMETRIC:
	case SIOCGIFMAP: case SIOCSIFMAP: case SIOCSIFNAME:
	case SIOCSIFHWBROADCAST: case SIOCADDMULTI: case SIOCDELMULTI:
	case SIOCGIFSLAVE: case SIOCSIFSLAVE:
		return sizeof(struct ifreq);
	case SIOCBRADDIF: case SIOCBRDELIF:
		return in ? sizeof(struct ifreq) : 0;
	case SIOCSIFENCAP:
		return in ? 4 : 0;
	case OTPSELECT:	/* _IOR, but the kernel reads the mode */
		return in ? 4 : 0;
	case MEMISLOCKED:	/* _IOR, but the kernel reads the range */
		return in ? sizeof(struct erase_info_user) : 0;
	case OTPLOCK:
		return in ? sizeof(struct otp_info) : 0;
	/* PTP system offsets: the sample count and reserved words the decoder
	 * shows (the structures are larger than a copy may be). */
	case PTP_SYS_OFFSET: case PTP_SYS_OFFSET2: case PTP_SYS_OFFSET_EXTENDED:
	case PTP_SYS_OFFSET_EXTENDED2:
		return in ? 16 : 0;
	/* Btrfs: what src/decode/ioctl_btrfs.c reads (the structures are larger
	 * than a copy may be). */
	case BTRFS_IOC_SCAN_DEV: case BTRFS_IOC_ADD_DEV: case BTRFS_IOC_RM_DEV:
	case BTRFS_IOC_FORGET_DEV: case BTRFS_IOC_DEVICES_READY: case BTRFS_IOC_RESIZE:
	case BTRFS_IOC_SUBVOL_CREATE: case BTRFS_IOC_SNAP_CREATE: case BTRFS_IOC_SNAP_DESTROY:
		return in ? sizeof(struct btrfs_ioctl_vol_args) : 0;
	case BTRFS_IOC_SNAP_CREATE_V2: case BTRFS_IOC_SUBVOL_CREATE_V2:
		return in ? sizeof(struct btrfs_ioctl_vol_args_v2) : 0;
	case BTRFS_IOC_DEV_INFO:
		return in ? offsetof(struct btrfs_ioctl_dev_info_args, bytes_used) : 0;
	case BTRFS_IOC_INO_LOOKUP:
		return in ? offsetof(struct btrfs_ioctl_ino_lookup_args, name) : 0;
	case BTRFS_IOC_GET_DEV_STATS:
		return in ? offsetof(struct btrfs_ioctl_get_dev_stats, values) : 0;
	case BTRFS_IOC_SCRUB: case BTRFS_IOC_SCRUB_PROGRESS:
		return in ? offsetof(struct btrfs_ioctl_scrub_args, progress) : 0;
	case BTRFS_IOC_DEV_REPLACE:	/* the command and START's parameters */
		return in ? offsetof(struct btrfs_ioctl_dev_replace_args, start) +
			sizeof(struct btrfs_ioctl_dev_replace_start_params) : 0;
	case BTRFS_IOC_TREE_SEARCH:
		return in ? sizeof(struct btrfs_ioctl_search_key) : 0;
	case BTRFS_IOC_TREE_SEARCH_V2:
		return in ? offsetof(struct btrfs_ioctl_search_args_v2, buf) : 0;
	case BTRFS_IOC_BALANCE_V2:
		return in ? offsetof(struct btrfs_ioctl_balance_args, stat) : 0;
	/* TEE_IOC_OPEN_SESSION, _INVOKE, _SUPPL_RECV, _SUPPL_SEND: _IOR, but the
	 * kernel reads the struct tee_ioctl_buf_data (its buffer: below). */
	case 0x8010a402: case 0x8010a403: case 0x8010a406: case 0x8010a407:
		return 16;
	case 0x8008a404:	/* TEE_IOC_CANCEL */
		return in ? 8 : 0;
	case 0x8004a405:	/* TEE_IOC_CLOSE_SESSION */
		return in ? 4 : 0;
	/* Console fonts and maps (no size in the numbers): what
	 * src/decode/ioctl_kd.c reads, -s bytes or elements of the arrays. */
	case 0x4b61:	/* PIO_FONT */
		return in ? min_u32(512 * 32, sx.max_strlen) : 0;
	case 0x4b71:	/* PIO_CMAP */
		return in ? min_u32(48, sx.max_strlen) : 0;
	case 0x4b41:	/* PIO_SCRNMAP */
		return in ? min_u32(256, sx.max_strlen) : 0;
	case 0x4b6a:	/* PIO_UNISCRNMAP */
		return in ? 2 * min_u32(256, sx.max_strlen) : 0;
	case 0x4b6c: case 0x4b6b: case 0x4b67:	/* PIO_FONTX, GIO_FONTX, PIO_UNIMAP */
		return in ? 16 : 0;
	case 0x4b72:	/* KDFONTOP */
		return in ? 32 : 0;
	case 0x4b68:	/* PIO_UNIMAPCLR */
		return in ? 6 : 0;
	case 0x4b4d: case 0x4b52:	/* KDSETKEYCODE, KDKBDREP */
		return in ? 8 : 0;
	case 0x4b4c:	/* KDGETKEYCODE: the scan code read, the key code written */
		return 8;
	case 0x4b46: case 0x4b47:	/* KDGKBENT, KDSKBENT */
		return 4;
	case 0x4b48:	/* KDGKBSENT: the function key read, the string written (below) */
		return in ? 1 : 0;
	case 0x4b49:	/* KDSKBSENT: the function key and its string (below) */
		return in ? 1 : 0;
	case 0x4b66:	/* GIO_UNIMAP: struct unimapdesc, its pairs (below) */
		return 16;
	case 0x031f:	/* HDIO_DRIVE_CMD: the command, then the drive's answer */
		return 4;
	case 0x4b4b:	/* KDSKBDIACR */
		return in ? 4 + 3 * min_u32(256, sx.max_strlen) : 0;
	case 0x4bfb:	/* KDSKBDIACRUC */
		return in ? 4 + 12 * min_u32(256, sx.max_strlen) : 0;
	case 0xc250b407:	/* GPIO_V2_GET_LINE_IOCTL: 592 bytes, all read */
		return in ? 592 : 0;
	case PERF_EVENT_IOC_SET_FILTER:	/* a string (below), not the pointer */
		return 0;
	case PERF_EVENT_IOC_MODIFY_ATTRIBUTES:	/* struct perf_event_attr as strace knows it */
		return in ? 128 : 0;
	case SIOCGIFENCAP:
		return in ? 0 : 4;
	case SIOCGIFCONF:
		return sizeof(struct ifconf);
	case FIOSETOWN: case SIOCSPGRP:
		return in ? 4 : 0;
	case FIOGETOWN: case SIOCGPGRP: case SIOCATMARK:
		return in ? 0 : 4;
	/* _IOR, but the kernel reads the range. */
	case UFFDIO_WAKE: case UFFDIO_UNREGISTER:
		return in ? sizeof(struct uffdio_range) : 0;
	/* FS_IOC_GETFLAGS, FS_IOC_SETFLAGS: the number says long, the kernel uses an int. */
	case 0x80086601:
		return in ? 0 : 4;
	case 0x40086602:
		return in ? 4 : 0;
	}
	uint32_t dir = cmd >> 30, size = (cmd >> 16) & 0x3fff;
	if (!dir || size > 512)
		return 0;
	if (phase == SX_PHASE_IN && (dir & 1))	/* _IOC_WRITE: the kernel reads it */
		return size;
	if (phase == SX_PHASE_OUT && (dir & 2))	/* _IOC_READ: the kernel writes it */
		return size;
	return 0;
}

static bool failed(int64_t ret)
{
	return ret < 0 && ret >= -4095;
}

/* prctl: what its option points to, where the decoder reads it. */
static void capture_prctl(struct cap_ctx *c, bool in_phase, bool ok_out)
{
	const uint64_t *a = c->in->args;
	uint64_t option = a[0];
	if (in_phase) {
		switch (option) {
		case PR_SET_NAME:
			add_string(c, a[1], TASK_COMM_LEN, 1);
			break;
		case PR_SET_VMA:
			if (a[1] == PR_SET_VMA_ANON_NAME)
				add_string(c, a[4], sx.max_strlen + 1, 4);
			break;
		case PR_SET_SECCOMP:
			if (a[1] == 2 /* SECCOMP_MODE_FILTER */ && a[2])
				add_fprog(c, a[2], 2);
			break;
		}
		return;
	}
	if (!ok_out)
		return;
	switch (option) {
	case PR_GET_NAME:
		add_string(c, a[1], TASK_COMM_LEN, 1);
		break;
	case PR_GET_PDEATHSIG:
	case PR_GET_UNALIGN:
	case PR_GET_FPEMU:
	case PR_GET_FPEXC:
	case PR_GET_ENDIAN:
	case PR_GET_TSC:
	case PR_GET_CHILD_SUBREAPER:
		add_blob(c, a[1], 4, 0, 1);
		break;
	case PR_GET_TID_ADDRESS:
		add_blob(c, a[1], 8, 0, 1);
		break;
	case PR_SCHED_CORE:
		if (a[1] == PR_SCHED_CORE_GET)
			add_blob(c, a[4], 8, 0, 4);
		break;
	}
}

/* One capture item of the table, for the current phase. */
static void capture_item(struct cap_ctx *c, const struct sx_cap_item *it)
{
	const struct sx_inflight *in = c->in;
	const uint64_t *a = in->args;
	uint64_t addr = a[it->arg];
	bool in_phase = c->phase == SX_PHASE_IN;
	bool ok_out = c->phase == SX_PHASE_OUT && !failed(in->ret);
	unsigned int arg = it->arg;

	switch (it->kind) {
	case K_PATH:
		if (in_phase)
			add_string(c, addr, PATH_LIMIT, arg);
		break;
	case K_STR:
		if (in_phase)
			add_string(c, addr, sx.max_strlen + 1, arg);
		break;
	case K_BUF_IN:
		if (in_phase)
			add_blob(c, addr, min_u32(a[it->b], sx.max_strlen), 0, arg);
		break;
	case K_BUF_OUT:
		if (ok_out && in->ret > 0)
			add_blob(c, addr, min_u32((uint64_t)in->ret, sx.max_strlen), 0, arg);
		break;
	case K_BUF_OUT_ALL:
		if (ok_out && in->ret > 0)
			add_blob(c, addr, min_u32((uint64_t)in->ret, it->size), 0, arg);
		break;
	case K_OBJ_IN:
		if (in_phase)
			add_blob(c, addr, it->size, 0, arg);
		break;
	case K_OBJ_OUT:
		if (ok_out)
			add_blob(c, addr, it->size, 0, arg);
		break;
	case K_OBJ_OUT_ERR:
		if (c->phase == SX_PHASE_OUT)
			add_blob(c, addr, it->size, 0, arg);
		break;
	case K_OBJ_INOUT:
		if (in_phase || ok_out)
			add_blob(c, addr, it->size, 0, arg);
		break;
	case K_OBJ_IN_LEN:
		if (in_phase && a[it->b])
			add_blob(c, addr, min_u32(a[it->b], it->size), 0, arg);
		break;
	case K_OBJ_OUT_LEN:
		if (ok_out && a[it->b])
			add_blob(c, addr, min_u32(a[it->b], it->size), 0, arg);
		break;
	case K_OBJ_OUT_LENPTR: {
		/* A sockaddr (or option value) and its in/out length. */
		uint64_t lenp = a[it->b];
		int32_t len;
		if (!lenp)
			break;
		if (in_phase) {
			add_blob(c, lenp, 4, 0, arg);
		} else if (ok_out && read_obj(lenp, &len, sizeof(len))) {
			add_blob(c, lenp, 4, 0, arg);
			if (len > 0)
				add_blob(c, addr, min_u32((uint32_t)len, it->size), 0, arg);
		}
		break;
	}
	case K_IOV_IN:
		if (in_phase)
			add_iovec(c, addr, a[it->b], ~(uint64_t)0, sx.max_strlen, arg);
		break;
	case K_IOV_OUT:
		if (ok_out)
			add_iovec(c, addr, a[it->b], in->ret > 0 ? (uint64_t)in->ret : 0, sx.max_strlen, arg);
		break;
	case K_ARGV:
		if (in_phase)
			add_string_array(c, addr, true, arg);
		break;
	case K_ENVP:
		if (in_phase)
			add_string_array(c, addr, verbose(), arg);
		break;
	case K_SIGFRAME:
		if (in_phase)
			add_blob(c, in->sp, SIGFRAME_SIZE, 0, arg);
		break;
	case K_MSGHDR_IN:
		if (in_phase)
			add_msghdr(c, addr, ~(uint64_t)0, arg);
		break;
	case K_MSGHDR_OUT:
		if (ok_out)
			add_msghdr(c, addr, in->ret > 0 ? (uint64_t)in->ret : 0, arg);
		break;
	case K_MMSGHDR:
		/* The headers in both phases (msg_len, msg_namelen change); what
		 * they point to when it is the call's input (sendmmsg, at entry) or
		 * its output (recvmmsg, after it: the messages it filled). */
		if (in_phase)
			add_mmsghdr(c, addr, a[it->b], in->nr == __NR_sendmmsg, false, arg);
		else if (ok_out && in->nr == __NR_recvmmsg)
			add_mmsghdr(c, addr, (uint64_t)in->ret, true, true, arg);
		else if (ok_out)
			add_mmsghdr(c, addr, a[it->b], false, false, arg);
		break;
	case K_IOCTL: {
		uint32_t size = ioctl_size((uint32_t)a[1], c->phase);
		if (size && (in_phase || ok_out))
			add_blob(c, a[2], size, 0, 2);
		/* Strings: the bridge name of SIOCBR{ADD,DEL}BR (IFNAMSIZ shown) and
		 * PERF_EVENT_IOC_SET_FILTER's filter. */
		uint32_t cmd = (uint32_t)a[1];
		if (in_phase && (cmd == SIOCBRADDBR || cmd == SIOCBRDELBR))
			add_string(c, a[2], IFNAMSIZ + 1, 2);
		if (in_phase && cmd == PERF_EVENT_IOC_SET_FILTER)
			add_string(c, a[2], sx.max_strlen + 1, 2);
		/* The buffer of a TEE session request (struct tee_ioctl_buf_data:
		 * buf_ptr, buf_len), up to the kernel's 1024 bytes. */
		uint64_t tee[2];
		if (in_phase && (cmd == 0x8010a402 || cmd == 0x8010a403 || cmd == 0x8010a406 ||
				 cmd == 0x8010a407) &&
		    read_obj(a[2], tee, sizeof(tee)) && tee[0] && tee[1] <= 1024)
			add_blob(c, tee[0], (uint32_t)tee[1], 0, 2);
		/* The data behind console font requests (src/decode/ioctl_kd.c). */
		uint32_t kd[8];
		if (in_phase && (cmd == 0x4b6c || cmd == 0x4b67) && read_obj(a[2], kd, 16)) {
			uint64_t p = kd[2] | (uint64_t)kd[3] << 32;
			if (cmd == 0x4b6c)	/* PIO_FONTX: 32 bytes a character */
				add_blob(c, p, min_u32((uint64_t)(kd[0] & 0xffff) * 32, sx.max_strlen), 0, 2);
			else	/* PIO_UNIMAP: struct unipair entries */
				add_blob(c, p, 4 * min_u32(kd[0] & 0xffff, sx.max_strlen), 0, 2);
		}
		if (in_phase && cmd == 0x4b72 && read_obj(a[2], kd, 32)) {
			uint64_t p = kd[6] | (uint64_t)kd[7] << 32;
			if (kd[0] == 0)	/* KD_FONT_OP_SET */
				add_blob(c, p, min_u32((uint64_t)((kd[2] + 7) / 8) * 32 * kd[4],
						       sx.max_strlen), 0, 2);
			else if (kd[0] == 2)	/* KD_FONT_OP_SET_DEFAULT: a name */
				add_string(c, p, 32, 2);
		}
		if (cmd == 0x2285 && (in_phase || c->phase == SX_PHASE_OUT))	/* SG_IO */
			add_sg_io(c, a[2], in_phase);
		/* A function key's string: set at entry, got after. */
		if ((in_phase && cmd == 0x4b49) || (ok_out && cmd == 0x4b48))
			add_string(c, a[2] + 1, 512, 2);
		/* GIO_UNIMAP's pairs: as many as there was room for. */
		if (ok_out && cmd == 0x4b66 && read_obj(a[2], kd, 16)) {
			uint64_t p = kd[2] | (uint64_t)kd[3] << 32;
			add_blob(c, p, 4 * min_u32(kd[0] & 0xffff, verbose() ? 0xffff : sx.max_strlen), 0, 2);
		}
		/* Extended controls: the array, in both phases (read again at exit). */
		struct v4l2_ext_controls ec;
		if ((cmd == VIDIOC_G_EXT_CTRLS || cmd == VIDIOC_S_EXT_CTRLS ||
		     cmd == VIDIOC_TRY_EXT_CTRLS) && read_obj(a[2], &ec, sizeof(ec)) && ec.controls) {
			uint32_t n = (uint32_t)array_read(ec.count, 1024);	/* -s + 1: the decoder reads one more */
			add_blob(c, (uint64_t)(uintptr_t)ec.controls,
				 (uint32_t)sizeof(struct v4l2_ext_control) * n, 0, 2);
			for (uint32_t i = 0; i < n && !c->full; i++) {
				struct v4l2_ext_control ctl;
				if (!read_obj((uint64_t)(uintptr_t)(ec.controls + i), &ctl, sizeof(ctl)))
					break;
				if (ctl.size && ctl.string)	/* a string control's bytes */
					add_blob(c, (uint64_t)(uintptr_t)ctl.string,
						 min_u32(ctl.size, sx.max_strlen), 0, 2);
			}
		}
		/* FS_IOC_FIEMAP's extents, which the kernel wrote (-v shows them). */
		struct fiemap fm;
		if (ok_out && cmd == FS_IOC_FIEMAP && read_obj(a[2], &fm, sizeof(fm)))
			add_blob(c, a[2] + sizeof(fm), (uint32_t)sizeof(struct fiemap_extent) *
				 min_u32(fm.fm_mapped_extents, 64), 0, 2);
		/* FIDEDUPERANGE's destinations, read at entry and written after. */
		struct file_dedupe_range dr;
		if (cmd == FIDEDUPERANGE && (in_phase || ok_out) && read_obj(a[2], &dr, sizeof(dr)))
			add_blob(c, a[2] + sizeof(dr), (uint32_t)sizeof(struct file_dedupe_range_info) *
				 (uint32_t)array_read(dr.dest_count, 1024), 0, 2);
		/* Device mapper: the data after struct dm_ioctl (target specs, names,
		 * messages: src/decode/ioctl_dm.c with -v), up to 64 KiB, read by the
		 * kernel and written back. */
		struct dm_ioctl dmh;
		if ((cmd & 0xffffff00) == (DM_VERSION & 0xffffff00) && (in_phase || ok_out) &&
		    read_obj(a[2], &dmh, sizeof(dmh)) && dmh.data_size > sizeof(dmh))
			add_blob(c, a[2], min_u32(dmh.data_size, 65536), 0, 2);
		struct blkpg_ioctl_arg pg;
		if (in_phase && cmd == BLKPG && read_obj(a[2], &pg, sizeof(pg)) && pg.data)
			add_blob(c, (uint64_t)(uintptr_t)pg.data, sizeof(struct blkpg_partition), 0, 2);
		/* SIOCGIFCONF: the interfaces the kernel wrote (what the decoder shows). */
		struct ifconf ifc;
		if ((uint32_t)a[1] == SIOCGIFCONF && ok_out && read_obj(a[2], &ifc, sizeof(ifc)) &&
		    ifc.ifc_buf && ifc.ifc_len > 0)
			add_blob(c, (uint64_t)(uintptr_t)ifc.ifc_buf,
				 min_u32((uint32_t)ifc.ifc_len, 32 * sizeof(struct ifreq)), 0, 2);
		break;
	}
	case K_POLLFD:
		if (in_phase || ok_out)
			add_blob(c, addr, min_u32(a[it->b], 1024) * 8, 0, arg);
		break;
	case K_FDSET:
		/* An fd_set of ARG(b) descriptors, in whole longs. */
		if ((in_phase || ok_out) && a[it->b] && a[it->b] <= 1024 * 8)
			add_blob(c, addr, (uint32_t)((a[it->b] + 63) / 64 * 8), 0, arg);
		break;
	case K_FUTEX_TIMEOUT: {
		int op = (int)a[1] & FUTEX_CMD_MASK;
		if (in_phase && (op == FUTEX_WAIT || op == FUTEX_WAIT_BITSET ||
				 op == FUTEX_LOCK_PI || op == FUTEX_LOCK_PI2 ||
				 op == FUTEX_WAIT_REQUEUE_PI))
			add_blob(c, a[3], 16, 0, 3);
		break;
	}
	case K_FCNTL_LOCK: {
		long cmd = (long)a[1];
		if ((cmd >= 5 && cmd <= 7) || (cmd >= 36 && cmd <= 38)) {	/* F_*LK, F_OFD_*LK */
			if (in_phase || ok_out)
				add_blob(c, a[2], 32, 0, 2);
		} else if (cmd == 15) {		/* F_SETOWN_EX: struct f_owner_ex */
			if (in_phase)
				add_blob(c, a[2], 8, 0, 2);
		} else if (cmd == 16 || cmd == 17) {	/* F_GETOWN_EX, F_GETOWNER_UIDS */
			if (ok_out)
				add_blob(c, a[2], 8, 0, 2);
		}
		break;
	}
	case K_CLONE3: {
		struct clone_args ca;
		uint64_t size = a[1] < sizeof(ca) ? a[1] : sizeof(ca);
		if (size < 64)
			break;
		if (in_phase) {
			add_blob(c, addr, (uint32_t)size, 0, arg);
		} else if (ok_out && read_obj(addr, &ca, (size_t)size)) {
			if (ca.flags & CLONE_PIDFD)
				add_blob(c, ca.pidfd, 4, 0, arg);
			if (ca.flags & CLONE_PARENT_SETTID) {
				/* What the kernel stored there is the result; a thread
				 * that already ended has cleared it (CLONE_CHILD_CLEARTID). */
				int32_t tid = (int32_t)in->ret;
				add_value(c, ca.parent_tid, &tid, 4, arg);
			}
		}
		break;
	}
	case K_CLONE_TID:
		if (ok_out && (a[0] & CLONE_PIDFD)) {
			add_blob(c, addr, 4, 0, arg);
		} else if (ok_out && (a[0] & CLONE_PARENT_SETTID)) {
			int32_t tid = (int32_t)in->ret;
			add_value(c, addr, &tid, 4, arg);
		}
		break;
	case K_PSELECT_MASK: {
		uint64_t pair[2];
		if (!in_phase || !read_obj(addr, pair, sizeof(pair)))
			break;
		add_blob(c, addr, sizeof(pair), 0, arg);
		if (pair[0] && pair[1])
			add_blob(c, pair[0], min_u32(pair[1], 128), 0, arg);
		break;
	}
	case K_PRCTL:
		capture_prctl(c, in_phase, ok_out);
		break;
	case K_ARCH_PRCTL:
		/* ARCH_GET_FS, ARCH_GET_GS, ARCH_GET_XCOMP_SUPP, _PERM, _GUEST_PERM */
		switch (a[0]) {
		case 0x1003: case 0x1004: case 0x1021: case 0x1022: case 0x1024:
			if (ok_out)
				add_blob(c, addr, 8, 0, arg);
		}
		break;
	case K_SOCK_FPROG:
		/* SO_ATTACH_FILTER, SO_ATTACH_REUSEPORT_CBPF (setsockopt): the program;
		 * SO_GET_FILTER (getsockopt): *optlen instructions after the call. */
		if (a[1] != SOL_SOCKET || !addr)
			break;
		if (in_phase && in->nr == __NR_setsockopt &&
		    (a[2] == SO_ATTACH_FILTER || a[2] == SO_ATTACH_REUSEPORT_CBPF)) {
			add_fprog(c, addr, arg);
		} else if (ok_out && in->nr == __NR_getsockopt && a[2] == SO_GET_FILTER) {
			int32_t n;
			if (read_obj(a[4], &n, sizeof(n)) && n > 0 && n <= 0xffff)
				add_filter(c, addr, (uint64_t)n, arg);
		}
		break;
	case K_EPOLL_OUT:
		/* struct epoll_event is 12 bytes (packed) on x86_64. */
		if (ok_out && in->ret > 0)
			add_blob(c, addr, min_u32((uint64_t)in->ret, 1024) * 12, 0, arg);
		break;
	}
}

static void capture_all(struct cap_ctx *c, const struct sx_cap *cap, unsigned int phases)
{
	for (unsigned int phase = SX_PHASE_IN; phase <= SX_PHASE_OUT; phase <<= 1) {
		if (!(phases & phase))
			continue;
		c->phase = phase;
		for (int i = 0; i < SX_CAP_ITEMS && cap->items[i].kind; i++)
			capture_item(c, &cap->items[i]);
	}
}

int32_t sx_gettid(void)
{
	if (sx.tls_shared || !sx_self.tid)
		return (int32_t)SX_SYSCALL0(SYS_gettid);
	return sx_self.tid;
}

/* The common header of every record. Once two tasks share one TLS block (raw
 * clone(CLONE_VM) without CLONE_SETTLS), the cached ids are no one's: the kernel
 * says who is writing, and lost records are no longer attributed. */
static void fill_header(struct ring_rec *rec, unsigned int kind, uint16_t nblobs)
{
	int32_t pid, tid;
	if (sx.tls_shared) {
		pid = (int32_t)SX_SYSCALL0(SYS_getpid);
		tid = (int32_t)SX_SYSCALL0(SYS_gettid);
		rec->slot = UINT32_MAX;
	} else {
		pid = sx_self.pid;
		tid = sx_self.tid;
		rec->slot = sx_self.slot;
	}
	rec->kind = (uint16_t)kind;
	rec->nblobs = nblobs;
	rec->aux = 0;
	rec->lost = 0;
	if (sx_self.pending_lost) {
		rec->ev.flags |= EV_LOST;	/* only the owner writes it; the commit publishes */
		rec->lost = sx_self.pending_lost;
		sx_self.pending_lost = 0;
	}
	rec->ev.pid = pid;
	/* Last: from here the consumer can tell whether the writer still lives. */
	__atomic_store_n(&rec->ev.tid, tid, __ATOMIC_RELEASE);
}

/* -k: the stack a record carries. From stack_begin to stack_end the frames sit
 * in the thread's unwinder buffer; the section is critical, so no program
 * handler can run (and take a stack of its own) before they are copied. */
struct stack_cap {
	bool held;
	int n;			/* frames, or -1: wanted but not taken */
	bool truncated;
	const uint64_t *ips;
	uint32_t size;		/* bytes of its blob; 0: no blob */
};

static void stack_begin(struct stack_cap *s, ucontext_t *uc)
{
	s->held = false;
	s->size = 0;
	if (!sx.stack_limit)
		return;
	s->n = -1;
	s->truncated = false;
	if (!sx.tls_shared) {
		sx_critical_enter();
		sx_self.stack_hold++;
		s->held = true;
		s->n = sx_stack_take(uc, &s->ips, &s->truncated);
	}
	s->size = (uint32_t)sizeof(struct ring_blob) + (s->n > 0 ? (uint32_t)s->n * 8u : 0u);
}

/* Write the stack's blob at out (the first blob of the record); returns the end. */
static char *stack_write(const struct stack_cap *s, char *out)
{
	struct ring_blob *b = (struct ring_blob *)out;
	b->addr = 0;
	b->arg = 0;
	if (s->n < 0) {
		b->len = 0;
		b->flags = RING_BLOB_STACK | RING_BLOB_STACK_SKIPPED;
	} else {
		b->len = (uint32_t)s->n * 8u;
		b->flags = RING_BLOB_STACK | (s->truncated ? RING_BLOB_STACK_TRUNCATED : 0);
		sx_memcpy(b + 1, s->ips, b->len);
	}
	return out + s->size;
}

static void stack_end(struct stack_cap *s)
{
	if (!s->held)
		return;
	sx_self.stack_hold--;
	sx_critical_leave();
	s->held = false;
}

uint64_t sx_emit_syscall(struct sx_inflight *in, unsigned int kind, unsigned int phases)
{
	const struct sx_cap *cap = sx_cap_of(in->nr);
	struct stack_cap st = { .held = false, .size = 0 };
	/* Strict seccomp mode (sx_self.nosys): no stack (the unwinder makes
	 * syscalls), no waiting for room (an outer critical section makes the
	 * reservation drop the record instead), no doorbell, no kernel ids. */
	bool quiet = sx_self.nosys;
	if (quiet && (kind != RING_REC_EXIT || sx.tls_shared))
		return 0;
	/* An exit record's stack is its entry record's. */
	if (kind != RING_REC_EXIT)
		stack_begin(&st, in->uc);
	/* What a record may carry besides its header and stack. */
	uint64_t room = sizeof(struct ring_rec) + (uint64_t)st.size;
	struct cap_ctx c = { .mode = CTX_SIZE, .in = in,
			     .limit = sx.rec_max > room ? (uint32_t)(sx.rec_max - room) : 0 };
	capture_all(&c, cap, phases);
	bool urgent = cap->flags & CF_URGENT;
	if (quiet)
		sx_critical_enter();
	struct ring_rec *rec = sx_ring_reserve((uint32_t)sizeof(*rec) + st.size + c.size, urgent);
	if (!rec) {
		stack_end(&st);
		if (quiet)
			sx_critical_leave();
		return 0;
	}
	uint64_t end = sx.stack_limit ? sx_ring_end_of(rec) : 1;
	uint32_t limit = c.size;
	fill_header(rec, kind, 0);
	struct event *ev = &rec->ev;
	ev->nr = in->nr;
	ev->reserved = 0;
	for (int i = 0; i < 6; i++)
		ev->args[i] = in->args[i];
	ev->entry_ns = in->entry_ns;
	ev->ip = in->ip;
	ev->sp = in->sp;
	uint32_t evflags = in->flags;
	if (kind != RING_REC_ENTRY && !(in->flags & EV_NO_RETURN)) {
		ev->ret = in->ret;
		ev->exit_ns = in->exit_ns;
		evflags |= EV_HAS_RET;
	} else {
		ev->ret = 0;
		ev->exit_ns = 0;
	}
	rec->aux = in->aux;
	ev->flags |= evflags;
	char *out = (char *)(rec + 1);
	uint16_t nblobs = 0;
	if (st.size) {
		out = stack_write(&st, out);
		nblobs++;
	}
	c = (struct cap_ctx){ .mode = CTX_WRITE, .in = in, .limit = limit, .out = out };
	capture_all(&c, cap, phases);
	rec->nblobs = (uint16_t)(nblobs + c.nblobs);
	/* Blobs that no longer fit leave unused bytes: the record keeps its size. */
	if (quiet) {
		sx_ring_commit_quiet(rec);
		sx_critical_leave();
		return end;
	}
	sx_ring_commit(rec, urgent);
	stack_end(&st);
	return end;
}

void sx_emit_signal(const siginfo_t *si, ucontext_t *uc)
{
	struct stack_cap st = { .held = false, .size = 0 };
	stack_begin(&st, uc);
	uint32_t blob = (uint32_t)sizeof(struct ring_blob) + ring_align8(sizeof(*si));
	struct ring_rec *rec = sx_ring_reserve((uint32_t)sizeof(*rec) + blob + st.size, false);
	if (!rec) {
		stack_end(&st);
		return;
	}
	fill_header(rec, RING_REC_SIGNAL, st.size ? 2 : 1);
	sx_memset(&rec->ev.nr, 0, sizeof(rec->ev) - offsetof(struct event, nr));
	rec->ev.nr = -1;
	rec->ev.entry_ns = sx_stamp();
	rec->aux = (uint32_t)si->si_signo;
	char *out = (char *)(rec + 1);
	if (st.size)
		out = stack_write(&st, out);
	struct ring_blob *b = (struct ring_blob *)out;
	b->addr = 0;
	b->len = sizeof(*si);
	b->flags = RING_BLOB_IN;
	b->arg = 0;
	sx_memcpy(b + 1, si, sizeof(*si));
	sx_ring_commit(rec, false);
	stack_end(&st);
}

void sx_emit_hello(uint32_t hello_flags, int32_t ppid)
{
	/* -k: a new image's one frame, where the kernel started it (what ptrace
	 * mode unwinds at the end of the execve that made it). */
	uint64_t entry = 0;
	uint32_t stack = 0;
	if (sx.stack_limit && (hello_flags & RING_HELLO_IMAGE) && sx_stack_image_entry(&entry))
		stack = (uint32_t)sizeof(struct ring_blob) + 8u;
	struct ring_rec *rec = sx_ring_reserve((uint32_t)sizeof(*rec) + stack, true);
	if (!rec)
		return;
	fill_header(rec, RING_REC_HELLO, stack ? 1 : 0);
	sx_memset(&rec->ev.nr, 0, sizeof(rec->ev) - offsetof(struct event, nr));
	rec->ev.nr = -1;
	rec->ev.args[0] = (uint64_t)(int64_t)ppid;
	rec->ev.entry_ns = sx_stamp();
	rec->aux = hello_flags;
	if (stack) {
		struct ring_blob *b = (struct ring_blob *)(rec + 1);
		b->addr = 0;
		b->len = 8;
		b->flags = RING_BLOB_STACK;
		b->arg = 0;
		sx_memcpy(b + 1, &entry, 8);
	}
	sx_ring_commit(rec, true);
}
