/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386 syscalls the x86_64 decoders would misread (see i386.h). Layouts are the
 * kernel's i386 ones (arch/x86/include/uapi/asm/stat.h, the compat structures);
 * the text is what strace 6.1 prints for the i386 personality. Where only an
 * argument's width or order differs, the x86_64 decoder is called on adjusted
 * arguments, which are put back before returning.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "decode.h"
#include "i386.h"
#include "ioctl.h"
#include "lseek.h"
#include "netlink.h"
#include "netutil.h"
#include "pathn.h"
#include "process.h"
#include "signal.h"
#include "signals.h"
#include "sock_fprog.h"
#include "socket.h"
#include "syscall_table.h"
#include "statfs.h"
#include "time.h"
#include "xlat/sa_handler_values.h"
#include "xlat/sigact_flags.h"
#include "xlat/adjtimex_modes.h"
#include "xlat/adjtimex_state.h"
#include "xlat/adjtimex_status.h"
#include "xlat/at_flags.h"
#include "xlat/futex_bitset.h"
#include "xlat/futex_ops.h"
#include "xlat/ioctl_dirs.h"
#include "xlat/rlimit_resources.h"
#include "xlat/rusage_who.h"
#include "xlat/kexec_arch_values.h"
#include "xlat/kexec_load_flags.h"
#include "xlat/madvise_cmds.h"
#include "xlat/rwf_flags.h"
#include "xlat/splice_flags.h"
#include "xlat/timer_abstime_flags.h"

/* _llseek(fd, offset_high, offset_low, result, whence): "_llseek(3, 5, [5], SEEK_SET)". */
SYS_FUNC(i386_llseek)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_dec(tcp, (int64_t)((ARG(1) << 32) | (uint32_t)ARG(2)));
		tprint_sep(tcp);
		return 0;
	}
	int64_t result;
	if (syserror(tcp)) {
		print_addr(tcp, ARG(3));
	} else if (FETCH_OR_ADDR(tcp, ARG(3), &result)) {
		value_array_begin(tcp);
		value_elem(tcp);
		value_int(tcp, result);
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	print_whence(tcp, ARG(4));
	return 0;
}

/* lseek's offset is a 32-bit long: signed. */
SYS_FUNC(i386_lseek)
{
	uint64_t offset = ARG(1);
	tcp->ev.args[1] = (uint64_t)(int64_t)(int32_t)offset;
	int rval = decode_lseek(tcp);
	tcp->ev.args[1] = offset;
	return rval;
}

/* ---- times: 32-bit seconds ---- */

/* time(tloc): the time, 32 bits at tloc and as the result, with its date. */
SYS_FUNC(i386_time)
{
	static char auxstr[64];
	if (entering(tcp))
		return 0;
	int32_t t;
	if (UMOVE_OR_ADDR(tcp, ARG(0), &t)) {
		char date[48];
		value_array_begin(tcp);
		value_elem(tcp);
		value_int(tcp, t);
		if (format_date(t, date, sizeof(date)))
			value_comment(tcp, date);
		value_array_end(tcp);
	}
	if (syserror(tcp))
		return 0;
	tcp->auxstr = format_date((int32_t)RETVAL, auxstr, sizeof(auxstr)) ? auxstr : NULL;
	return RVAL_STR;
}

/* struct timespec / timeval of i386: two 32-bit longs. always: read it even at the
 * exit of a failed call (the time left by an interrupted sleep). */
void print_ts32_at(struct tcb *tcp, uint64_t addr, bool always, bool usec)
{
	int32_t ts[2];
	if (always && exiting(tcp) && addr) {
		if (fetch_mem(tcp, addr, ts, sizeof(ts)) < 0) {
			print_addr(tcp, addr);
			return;
		}
	} else if (!UMOVE_OR_ADDR(tcp, addr, &ts)) {
		return;
	}
	if (!usec) {
		print_timespec_val(tcp, ts[0], (uint32_t)ts[1]);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, ts[0]);
	value_field(tcp, "tv_usec");
	value_int(tcp, ts[1]);
	value_struct_end(tcp);
}

SYS_FUNC(i386_gettimeofday)
{
	if (entering(tcp))
		return 0;
	print_ts32_at(tcp, ARG(0), false, true);
	tprint_sep(tcp);
	print_timezone_at(tcp, ARG(1));
	return 0;
}

SYS_FUNC(i386_settimeofday)
{
	print_ts32_at(tcp, ARG(0), false, true);
	tprint_sep(tcp);
	print_timezone_at(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(i386_nanosleep)
{
	if (entering(tcp)) {
		print_ts32_at(tcp, ARG(0), false, false);
		tprint_sep(tcp);
		return 0;
	}
	/* The time left is written only when a signal interrupted the sleep. */
	if (is_erestart(tcp))
		print_ts32_at(tcp, ARG(1), true, false);
	else
		print_addr(tcp, ARG(1));
	return 0;
}

SYS_FUNC(i386_clock_gettime)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_ts32_at(tcp, ARG(1), false, false);
	return 0;
}

SYS_FUNC(i386_clock_settime)
{
	print_clockid(tcp, ARG(0));
	tprint_sep(tcp);
	print_ts32_at(tcp, ARG(1), false, false);
	return RVAL_DECODED;
}

SYS_FUNC(i386_clock_nanosleep)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		print_flags(tcp, &timer_abstime_flags, (uint32_t)ARG(1), "TIMER_???");
		tprint_sep(tcp);
		print_ts32_at(tcp, ARG(2), false, false);
		tprint_sep(tcp);
		return 0;
	}
	/* An absolute sleep has no time left to report. */
	if (!ARG(1) && is_erestart(tcp))
		print_ts32_at(tcp, ARG(3), true, false);
	else
		print_addr(tcp, ARG(3));
	return 0;
}

/* sched_rr_get_interval(pid, tp): sched.c's, with i386's timespec. */
SYS_FUNC(i386_sched_rr_get_interval)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_ts32_at(tcp, ARG(1), false, false);
	return 0;
}

/* times(buf): struct tms of four 32-bit clock_t. */
SYS_FUNC(i386_times)
{
	static const char *const names[] = { "tms_utime", "tms_stime", "tms_cutime", "tms_cstime" };
	if (entering(tcp))
		return 0;
	uint32_t tms[4];
	if (!UMOVE_OR_ADDR(tcp, ARG(0), &tms))
		return 0;
	value_struct_begin(tcp);
	for (int i = 0; i < 4; i++) {
		value_field(tcp, names[i]);
		print_clock_t(tcp, tms[i]);
	}
	value_struct_end(tcp);
	return 0;
}

/*
 * futex: the operations that take a timeout take i386's 32-bit timespec (the
 * others print as x86_64's, which futex_time64 uses for all).
 */
SYS_FUNC(i386_futex)
{
	enum { WAIT = 0, LOCK_PI = 6, WAIT_BITSET = 9, WAIT_REQUEUE_PI = 11, LOCK_PI2 = 13 };
	uint32_t op = (uint32_t)ARG(1), cmd = op & 127;
	if (!ARG(3) || (cmd != WAIT && cmd != LOCK_PI && cmd != WAIT_BITSET &&
			cmd != WAIT_REQUEUE_PI && cmd != LOCK_PI2))
		return decode_futex(tcp);
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &futex_ops, op, "FUTEX_???");
	tprint_sep(tcp);
	if (cmd != LOCK_PI && cmd != LOCK_PI2) {
		print_udec(tcp, (uint32_t)ARG(2));
		tprint_sep(tcp);
	}
	print_ts32_at(tcp, ARG(3), false, false);
	if (cmd == WAIT_BITSET) {
		tprint_sep(tcp);
		print_xval(tcp, &futex_bitset, (uint32_t)ARG(5), NULL);
	} else if (cmd == WAIT_REQUEUE_PI) {
		tprint_sep(tcp);
		print_addr(tcp, ARG(4));
	}
	return RVAL_DECODED;
}

/* ---- iovecs of 32-bit pointers and lengths ---- */

static void print_iov32(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size)
{
	print_iov32_upto_fn(tcp, addr, count, data_size, NULL, NULL);
}

SYS_FUNC(i386_readv)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_iov32(tcp, ARG(1), ARG(2), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return 0;
}

SYS_FUNC(i386_writev)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov32(tcp, ARG(1), ARG(2), UINT64_MAX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}

/* ---- resource limits: two 32-bit unsigned longs ---- */

static void print_rlim32(struct tcb *tcp, uint32_t lim)
{
	if (lim == UINT32_MAX)
		value_const(tcp, "RLIM_INFINITY", -1, VB_DEC, NULL);
	else if (lim > 1024 && lim % 1024 == 0) {
		value_expr_begin(tcp, "*");
		value_uint(tcp, lim / 1024, VB_DEC);
		value_expr_next(tcp);
		value_uint(tcp, 1024, VB_DEC);
		value_expr_end(tcp);
	}
	else
		print_udec(tcp, lim);
}

static void print_rlimit32_at(struct tcb *tcp, uint64_t addr)
{
	uint32_t rlim[2];
	if (!UMOVE_OR_ADDR(tcp, addr, &rlim))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "rlim_cur");
	print_rlim32(tcp, rlim[0]);
	value_field(tcp, "rlim_max");
	print_rlim32(tcp, rlim[1]);
	value_struct_end(tcp);
}

SYS_FUNC(i386_getrlimit)
{
	if (entering(tcp)) {
		print_xval(tcp, &rlimit_resources, (uint32_t)ARG(0), "RLIMIT_???");
		tprint_sep(tcp);
		return 0;
	}
	print_rlimit32_at(tcp, ARG(1));
	return 0;
}

SYS_FUNC(i386_setrlimit)
{
	print_xval(tcp, &rlimit_resources, (uint32_t)ARG(0), "RLIMIT_???");
	tprint_sep(tcp);
	print_rlimit32_at(tcp, ARG(1));
	return RVAL_DECODED;
}

/* ---- fcntl: the lock commands take i386's struct flock / flock64 ---- */

SYS_FUNC(i386_fcntl)
{
	static const struct { unsigned int cmd; const char *name; } locks[] = {
		{ 5, "F_GETLK" }, { 6, "F_SETLK" }, { 7, "F_SETLKW" },
		{ 12, "F_GETLK64" }, { 13, "F_SETLK64" }, { 14, "F_SETLKW64" },
		{ 36, "F_OFD_GETLK" }, { 37, "F_OFD_SETLK" }, { 38, "F_OFD_SETLKW" },
	};
	unsigned int cmd = (uint32_t)ARG(1);
	for (size_t i = 0; i < ARRAY_SIZE(locks); i++) {
		if (locks[i].cmd != cmd)
			continue;
		/* The structure is not decoded: its address. */
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		value_const(tcp, locks[i].name, cmd, VB_HEX, NULL);
		tprint_sep(tcp);
		print_addr(tcp, ARG(2));
		return RVAL_DECODED;
	}
	return decode_fcntl(tcp);
}

/* ---- execve: arrays of 32-bit pointers ---- */

/* Walk a NULL-terminated array of 32-bit pointers; fn (may be NULL) sees the first
 * `limit`. Returns the number of elements, or -1 if unreadable. */
static long walk_ptr32_array(struct tcb *tcp, uint64_t addr, unsigned long limit,
			     void (*fn)(struct tcb *, uint32_t))
{
	uint32_t ptrs[64];
	unsigned long n = 0;
	for (;;) {
		uint64_t a = addr + n * sizeof(uint32_t);
		size_t room = (4096 - (a % 4096)) / sizeof(uint32_t);
		size_t count = room < ARRAY_SIZE(ptrs) ? room : ARRAY_SIZE(ptrs);
		if (fetch_mem(tcp, a, ptrs, count * sizeof(uint32_t)) < 0)
			return n ? (long)n : -1;
		for (size_t i = 0; i < count; i++, n++) {
			if (!ptrs[i])
				return (long)n;
			if (fn && n < limit)
				fn(tcp, ptrs[i]);
		}
		if (n > 1u << 20)	/* a runaway array: stop counting */
			return (long)n;
	}
}

static void print_arg_string(struct tcb *tcp, uint32_t str)
{
	value_elem(tcp);
	print_cstr(tcp, str);
}

static void print_argv32(struct tcb *tcp, uint64_t addr)
{
	if (!addr || walk_ptr32_array(tcp, addr, 0, NULL) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_array_begin(tcp);
	long n = walk_ptr32_array(tcp, addr, opts.max_strlen, print_arg_string);
	if (n > 0 && (unsigned long)n > opts.max_strlen)
		value_array_more(tcp);
	value_array_end(tcp);
}

/* The environment: its strings with -v, else its address and their count. */
static void print_envp32(struct tcb *tcp, uint64_t addr)
{
	if (opts.verbose || !addr) {
		print_argv32(tcp, addr);
		return;
	}
	print_addr(tcp, addr);
	long n = walk_ptr32_array(tcp, addr, 0, NULL);
	if (n >= 0)
		value_commentf(tcp, "%ld var%s", n, n == 1 ? "" : "s");
}

SYS_FUNC(i386_execve)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_argv32(tcp, ARG(1));
	tprint_sep(tcp);
	print_envp32(tcp, ARG(2));
	return RVAL_DECODED;
}

/* execveat(dirfd, path, argv, envp, flags) */
SYS_FUNC(i386_execveat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_argv32(tcp, ARG(2));
	tprint_sep(tcp);
	print_envp32(tcp, ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(4), "AT_???");
	return RVAL_DECODED;
}

/* ---- signals: struct sigaction of 32-bit words ---- */

/* struct sigaction of rt_sigaction, or (old) struct old_sigaction of sigaction:
 * handler, a 32-bit mask, flags, restorer. */
static void print_sigaction32_at(struct tcb *tcp, uint64_t addr, bool old)
{
	struct { uint32_t handler, flags, restorer; uint8_t mask[KERNEL_SIGSET_BYTES]; } sa;
	unsigned int mask_len = KERNEL_SIGSET_BYTES;
	if (old) {
		struct { uint32_t handler, mask, flags, restorer; } o;
		if (!UMOVE_OR_ADDR(tcp, addr, &o))
			return;
		sa.handler = o.handler, sa.flags = o.flags, sa.restorer = o.restorer;
		memcpy(sa.mask, &o.mask, sizeof(o.mask));
		mask_len = sizeof(o.mask);
	} else if (!UMOVE_OR_ADDR(tcp, addr, &sa)) {
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "sa_handler");
	const char *name = xlat_lookup(&sa_handler_values, sa.handler);
	if (name)
		value_const(tcp, name, sa.handler, VB_HEX, NULL);
	else
		print_addr(tcp, sa.handler);
	value_field(tcp, "sa_mask");
	print_sigmask(tcp, sa.mask, mask_len);
	value_field(tcp, "sa_flags");
	print_flags(tcp, &sigact_flags, sa.flags, "SA_???");
	if (sa.flags & 0x04000000 /* SA_RESTORER */) {
		value_field(tcp, "sa_restorer");
		print_addr(tcp, sa.restorer);
	}
	value_struct_end(tcp);
}

static int sigaction_common(struct tcb *tcp, bool old)
{
	if (entering(tcp)) {
		print_signo(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_sigaction32_at(tcp, ARG(1), old);
		tprint_sep(tcp);
		return 0;
	}
	print_sigaction32_at(tcp, ARG(2), old);
	if (!old) {
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
	}
	return 0;
}

SYS_FUNC(i386_rt_sigaction)
{
	return sigaction_common(tcp, false);
}

/* sigaction(sig, act, oact): struct old_sigaction, no size. */
SYS_FUNC(i386_sigaction)
{
	return sigaction_common(tcp, true);
}

/* ---- 64-bit values in two registers (low, then high) ---- */

/*
 * Call the x86_64 decoder on arguments rebuilt from i386's: new argument i is
 * i386 argument idx[i], or for idx[i] >= 10 the 64-bit value whose low half is
 * argument idx[i] - 10 and high half the next one. The arguments are put back.
 */
static int delegate(struct tcb *tcp, int (*fn)(struct tcb *), const uint8_t *idx, unsigned int n)
{
	uint64_t saved[6];
	memcpy(saved, tcp->ev.args, sizeof(saved));
	for (unsigned int i = 0; i < n; i++) {
		unsigned int k = idx[i];
		tcp->ev.args[i] = k >= 10 ? (saved[k - 10] & 0xffffffffu) | saved[k - 9] << 32
					  : saved[k];
	}
	int rval = fn(tcp);
	memcpy(tcp->ev.args, saved, sizeof(saved));
	return rval;
}

/* pread64, pwrite64 (fd, buf, count, offset_low, offset_high). */
SYS_FUNC(i386_pread64)
{
	static const uint8_t idx[] = { 0, 1, 2, 13 };
	return delegate(tcp, decode_pread64, idx, 4);
}

SYS_FUNC(i386_pwrite64)
{
	static const uint8_t idx[] = { 0, 1, 2, 13 };
	return delegate(tcp, decode_pwrite64, idx, 4);
}

/* truncate64, ftruncate64 (file, length_low, length_high). */
SYS_FUNC(i386_truncate64)
{
	static const uint8_t idx[] = { 0, 11 };
	return delegate(tcp, decode_truncate, idx, 2);
}

SYS_FUNC(i386_ftruncate64)
{
	static const uint8_t idx[] = { 0, 11 };
	return delegate(tcp, decode_ftruncate, idx, 2);
}

/* fadvise64 (fd, offset_low, offset_high, len, advice), fadvise64_64 (fd, offset
 * low and high, len low and high, advice). */
SYS_FUNC(i386_fadvise64)
{
	static const uint8_t idx[] = { 0, 11, 3, 4 };
	return delegate(tcp, decode_fadvise64, idx, 4);
}

SYS_FUNC(i386_fadvise64_64)
{
	static const uint8_t idx[] = { 0, 11, 13, 5 };
	return delegate(tcp, decode_fadvise64, idx, 4);
}

/* readahead(fd, offset_lo, offset_hi, count) */
SYS_FUNC(i386_readahead)
{
	static const uint8_t idx[] = { 0, 11, 3 };
	return delegate(tcp, decode_readahead, idx, 3);
}

/* sync_file_range(fd, offset_lo, offset_hi, nbytes_lo, nbytes_hi, flags) */
SYS_FUNC(i386_sync_file_range)
{
	static const uint8_t idx[] = { 0, 11, 13, 5 };
	return delegate(tcp, decode_sync_file_range, idx, 4);
}

/* fallocate (fd, mode, offset low and high, len low and high). */
SYS_FUNC(i386_fallocate)
{
	static const uint8_t idx[] = { 0, 1, 12, 14 };
	return delegate(tcp, decode_fallocate, idx, 4);
}

/* fanotify_mark(fd, flags, mask low and high, dirfd, path) */
SYS_FUNC(i386_fanotify_mark)
{
	static const uint8_t idx[] = { 0, 1, 12, 4, 5 };
	return delegate(tcp, decode_fanotify_mark, idx, 5);
}

/* ---- argument order and units ---- */

/* clone(flags, stack, parent_tid, tls, child_tid): x86_64 has child_tid before tls. */
SYS_FUNC(i386_clone)
{
	uint64_t tls = ARG(3);
	tcp->ev.args[3] = ARG(4);
	tcp->ev.args[4] = tls;
	int rval = decode_clone(tcp);
	tcp->ev.args[4] = tcp->ev.args[3];
	tcp->ev.args[3] = tls;
	return rval;
}

/* The old mmap(args): its six arguments are 32-bit words at args. */
SYS_FUNC(i386_old_mmap)
{
	uint32_t words[6];
	if (fetch_mem(tcp, ARG(0), words, sizeof(words)) < 0) {
		print_addr(tcp, ARG(0));
		return RVAL_DECODED | RVAL_HEX;
	}
	uint64_t saved[6];
	memcpy(saved, tcp->ev.args, sizeof(saved));
	for (int i = 0; i < 6; i++)
		tcp->ev.args[i] = words[i];
	int rval = decode_mmap(tcp);
	memcpy(tcp->ev.args, saved, sizeof(saved));
	return rval;
}

/* ioctl: the terminal requests ('T') take the same structures on both (termios,
 * winsize, ints) and decode as x86_64's. The others' may hold longs or pointers,
 * so that the same number means another structure, or another number the same
 * request: the request prints as its fields, as strace prints one it does not
 * know, and the argument in hex. */
SYS_FUNC(i386_ioctl)
{
	uint32_t code = (uint32_t)ARG(1);
	if (IOCTL_TYPE(code) == 'T')
		return decode_ioctl(tcp);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	value_call_begin(tcp, "_IOC");
	value_call_arg(tcp);
	print_flags(tcp, &ioctl_dirs, IOCTL_DIR(code), "_IOC_???");
	value_call_arg(tcp);
	print_hex(tcp, IOCTL_TYPE(code));
	value_call_arg(tcp);
	print_hex(tcp, IOCTL_NR(code));
	value_call_arg(tcp);
	print_hex(tcp, IOCTL_SIZE(code));
	value_call_end(tcp);
	tprint_sep(tcp);
	print_hex(tcp, ARG(2));
	return RVAL_DECODED;
}

/* mmap2's last argument counts pages: print the offset in bytes, as mmap's is. */
SYS_FUNC(i386_mmap2)
{
	uint64_t pgoff = ARG(5);
	tcp->ev.args[5] = pgoff << 12;
	int rval = decode_mmap(tcp);
	tcp->ev.args[5] = pgoff;
	return rval;
}

/* ---- structures of 32-bit longs: struct rusage, struct statfs ---- */

SYS_FUNC(i386_getrusage)
{
	if (entering(tcp)) {
		print_xval(tcp, &rusage_who, (uint32_t)ARG(0), "RUSAGE_???");
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_rusage32(tcp, ARG(1));
	return 0;
}

/* statfs, fstatfs: i386's struct statfs; statfs64, fstatfs64: its size, then
 * struct statfs64. */
static int statfs_common(struct tcb *tcp, bool fd, bool is64)
{
	if (entering(tcp)) {
		if (fd)
			print_fd(tcp, (int)ARG(0));
		else
			print_path(tcp, ARG(0));
		tprint_sep(tcp);
		if (is64) {
			print_udec(tcp, ARG(1));
			tprint_sep(tcp);
		}
		return 0;
	}
	print_statfs_at(tcp, ARG(is64 ? 2 : 1), is64 ? STATFS64_I386 : STATFS_I386);
	return 0;
}

SYS_FUNC(i386_statfs)
{
	return statfs_common(tcp, false, false);
}

SYS_FUNC(i386_fstatfs)
{
	return statfs_common(tcp, true, false);
}

SYS_FUNC(i386_statfs64)
{
	return statfs_common(tcp, false, true);
}

SYS_FUNC(i386_fstatfs64)
{
	return statfs_common(tcp, true, true);
}

/* ---- socketcall's send and recv: sendto and recvfrom without an address ---- */

SYS_FUNC(i386_send)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	if (!decode_netlink_sockbuf(tcp, (int)ARG(0), ARG(1), ARG(2)))
		print_strn(tcp, ARG(1), ARG(2), 0);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(3));
	return RVAL_DECODED;
}

SYS_FUNC(i386_recv)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp)) {
		print_addr(tcp, ARG(1));
	} else {
		uint64_t got = (uint64_t)RETVAL;
		uint64_t len = got < ARG(2) ? got : ARG(2);
		if (!decode_netlink_sockbuf(tcp, (int)ARG(0), ARG(1), len))
			print_strn(tcp, ARG(1), len, 0);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(3));
	return 0;
}

/* readdir(fd, dirp, count): one struct old_linux_dirent (32-bit d_ino and d_offset,
 * the name's length, the name), as strace prints it: d_namlen as "d_reclen", no
 * count; the address at the end of the directory (0) or on error. */
SYS_FUNC(i386_readdir)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	struct {
		uint32_t d_ino, d_offset;
		uint16_t d_namlen;
	} __attribute__((packed)) d;
	if (syserror(tcp) || RETVAL == 0) {
		print_addr(tcp, ARG(1));
		return 0;
	}
	if (!FETCH_OR_ADDR(tcp, ARG(1), &d))
		return 0;
	value_struct_begin(tcp);
	value_field(tcp, "d_ino");
	value_uint(tcp, d.d_ino, VB_DEC);
	value_field(tcp, "d_off");
	value_uint(tcp, d.d_offset, VB_DEC);
	value_field(tcp, "d_reclen");
	value_uint(tcp, d.d_namlen, VB_DEC);
	value_field(tcp, "d_name");
	print_pathn(tcp, ARG(1) + sizeof(d), d.d_namlen);
	value_struct_end(tcp);
	return 0;
}


/*
 * The 16-bit uid and gid calls (setuid, setreuid, setresuid, chown, ... of i386):
 * their x86_64 counterpart's decoder on the ids widened, 0xffff (the low 16 bits,
 * which the kernel uses) being -1, as strace shows them. The ids are all the
 * arguments, or for the chown calls those after the path or descriptor.
 */
SYS_FUNC(i386_uid16)
{
	const struct sysent *x = tcp->sys->nr >= 0 ? sysent_by_nr(tcp->sys->nr) : NULL;
	if (!x || !x->decode)
		return RVAL_DECODED;
	uint64_t saved[6];
	memcpy(saved, tcp->ev.args, sizeof(saved));
	unsigned int first = strstr(tcp->sys->name, "chown") ? 1 : 0;
	for (unsigned int i = first; i < tcp->sys->nargs && i < 6; i++) {
		uint16_t id = (uint16_t)saved[i];
		tcp->ev.args[i] = id == 0xffff ? 0xffffffffu : id;
	}
	int rval = x->decode(tcp);
	memcpy(tcp->ev.args, saved, sizeof(saved));
	return rval;
}

/* ---- preadv, pwritev: i386's iovecs, the offset in two registers ---- */

/* An iovec of a failed preadv: where the data would have gone, and its size. */
bool print_iov32_addr_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	uint32_t iov[2];
	(void)size;
	(void)data;
	memcpy(iov, elem, sizeof(iov));
	value_struct_begin(tcp);
	value_field(tcp, "iov_base");
	print_addr(tcp, iov[0]);
	value_field(tcp, "iov_len");
	value_uint(tcp, iov[1], VB_DEC);
	value_struct_end(tcp);
	return true;
}

static void print_pos_lh(struct tcb *tcp)
{
	print_dec(tcp, (int64_t)((ARG(4) << 32) | (uint32_t)ARG(3)));
}

/* preadv, pwritev (fd, iov, iovcnt, pos_l, pos_h), preadv2, pwritev2 (then flags). */
static int preadv32(struct tcb *tcp, bool has_flags)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp)) {
		uint32_t iov[2];
		print_array(tcp, ARG(1), ARG(2), iov, sizeof(iov), PA_IGNORE_SYSERROR,
			    print_iov32_addr_elem, NULL);
	} else {
		print_iov32(tcp, ARG(1), ARG(2), (uint64_t)RETVAL);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_pos_lh(tcp);
	if (has_flags) {
		tprint_sep(tcp);
		print_flags(tcp, &rwf_flags, (uint32_t)ARG(5), "RWF_???");
	}
	return 0;
}

static int pwritev32(struct tcb *tcp, bool has_flags)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov32(tcp, ARG(1), ARG(2), UINT64_MAX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_pos_lh(tcp);
	if (has_flags) {
		tprint_sep(tcp);
		print_flags(tcp, &rwf_flags, (uint32_t)ARG(5), "RWF_???");
	}
	return RVAL_DECODED;
}

SYS_FUNC(i386_preadv)
{
	return preadv32(tcp, false);
}

SYS_FUNC(i386_pwritev)
{
	return pwritev32(tcp, false);
}

SYS_FUNC(i386_preadv2)
{
	return preadv32(tcp, true);
}

SYS_FUNC(i386_pwritev2)
{
	return pwritev32(tcp, true);
}

/* vmsplice(fd, iov, nr_segs, flags) */
SYS_FUNC(i386_vmsplice)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov32(tcp, ARG(1), ARG(2), UINT64_MAX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &splice_flags, (uint32_t)ARG(3), "SPLICE_F_???");
	return RVAL_DECODED;
}

/* getresuid, getresgid of 16-bit ids: "[0]" for each (-1 for 0xffff). */
SYS_FUNC(i386_getresuid16)
{
	if (entering(tcp))
		return 0;
	for (unsigned int i = 0; i < 3; i++) {
		uint16_t id;
		if (i)
			tprint_sep(tcp);
		if (!UMOVE_OR_ADDR(tcp, ARG(i), &id))
			continue;
		value_array_begin(tcp);
		value_elem(tcp);
		if (id == 0xffff)
			value_int(tcp, -1);
		else
			value_uint(tcp, id, VB_DEC);
		value_array_end(tcp);
	}
	return 0;
}

/* ---- nice, umount, signal: ints, a path, a handler ---- */

SYS_FUNC(i386_nice)
{
	print_dec(tcp, (int32_t)ARG(0));
	return RVAL_DECODED;
}

/* umount(name): umount2 without flags. */
SYS_FUNC(i386_umount)
{
	print_path(tcp, ARG(0));
	return RVAL_DECODED;
}

/* signal(sig, handler): the old handler returned, named when it has a name. */
SYS_FUNC(i386_signal)
{
	if (entering(tcp)) {
		print_signo(tcp, (int)ARG(0));
		tprint_sep(tcp);
		const char *name = xlat_lookup(&sa_handler_values, (uint32_t)ARG(1));
		if (name)
			value_const(tcp, name, (uint32_t)ARG(1), VB_HEX, NULL);
		else
			print_addr(tcp, (uint32_t)ARG(1));
		return 0;
	}
	if (syserror(tcp))
		return 0;
	tcp->auxstr = xlat_lookup(&sa_handler_values, (uint32_t)RETVAL);
	return tcp->auxstr ? RVAL_HEX | RVAL_STR : RVAL_HEX;
}

/* ---- sysinfo, sendfile, sgetmask/ssetmask: 32-bit longs ---- */

/* sysinfo(info): struct sysinfo of 32-bit longs (the kernel's compat_sysinfo). */
SYS_FUNC(i386_sysinfo)
{
	static const char *const names[] = {
		"totalram", "freeram", "sharedram", "bufferram", "totalswap", "freeswap",
	};
	struct {
		int32_t uptime;
		uint32_t loads[3];
		uint32_t ram[6];
		uint16_t procs, pad;
		uint32_t totalhigh, freehigh, mem_unit;
		uint8_t f[8];
	} si;
	_Static_assert(sizeof(si) == 64, "i386 struct sysinfo");
	if (entering(tcp))
		return 0;
	if (!UMOVE_OR_ADDR(tcp, ARG(0), &si))
		return 0;
	value_struct_begin(tcp);
	value_field(tcp, "uptime");
	value_int(tcp, si.uptime);
	value_field(tcp, "loads");
	value_array_begin(tcp);
	for (size_t i = 0; i < 3; i++) {
		value_elem(tcp);
		value_uint(tcp, si.loads[i], VB_DEC);
	}
	value_array_end(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		value_field(tcp, names[i]);
		value_uint(tcp, si.ram[i], VB_DEC);
	}
	value_field(tcp, "procs");
	value_uint(tcp, si.procs, VB_DEC);
	value_field(tcp, "totalhigh");
	value_uint(tcp, si.totalhigh, VB_DEC);
	value_field(tcp, "freehigh");
	value_uint(tcp, si.freehigh, VB_DEC);
	value_field(tcp, "mem_unit");
	value_uint(tcp, si.mem_unit, VB_DEC);
	value_struct_end(tcp);
	return 0;
}

/* "[N]" for the 32-bit offset at addr; false (the address printed) if unreadable. */
static bool print_off32(struct tcb *tcp, uint64_t addr)
{
	int32_t off;
	if (!FETCH_OR_ADDR(tcp, addr, &off))
		return false;
	value_array_begin(tcp);
	value_elem(tcp);
	value_int(tcp, off);
	value_array_end(tcp);
	return true;
}

/* sendfile(out_fd, in_fd, offset, count): as sendfile.c's, a 32-bit offset. */
SYS_FUNC(i386_sendfile)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_fd(tcp, (int)ARG(1));
		tprint_sep(tcp);
		if (print_off32(tcp, ARG(2)))
			return 0;
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		return RVAL_DECODED;
	}
	if (!syserror(tcp) && RETVAL) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		print_off32(tcp, ARG(2));
		value_expr_end(tcp);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	return 0;
}

/* A 32-bit signal mask as text for a result: "[USR1 USR2]", "~[KILL]" when two
 * thirds or more are set (as print_sigmask prints it). */
static void sprint_mask32(uint32_t mask, char *buf, size_t size)
{
	bool inverted = __builtin_popcount(mask) >= 32 * 2 / 3;
	size_t len = (size_t)snprintf(buf, size, "%s[", inverted ? "~" : "");
	if (inverted)
		mask = ~mask;
	for (int bit = 0; bit < 32 && len < size; bit++) {
		if (!(mask & (1u << bit)))
			continue;
		const char *name = signal_name(bit + 1);
		const char *sep = buf[len - 1] == '[' ? "" : " ";
		/* -X raw: numbers; -X verbose: numbers with their names as comments */
		if (name && opts.const_style == CONST_ABBREV)
			len += (size_t)snprintf(buf + len, size - len, "%s%s", sep, name + 3);
		else if (name && opts.const_style == CONST_VERBOSE)
			len += (size_t)snprintf(buf + len, size - len, "%s%d /* %s */", sep,
						bit + 1, name + 3);
		else
			len += (size_t)snprintf(buf + len, size - len, "%s%d", sep, bit + 1);
	}
	if (len < size)
		snprintf(buf + len, size - len, "]");
}

/* sgetmask(): the old-style mask returned, "= 0x200 (mask [USR1])". */
SYS_FUNC(i386_sgetmask)
{
	static char aux[512];
	if (entering(tcp) || syserror(tcp))
		return 0;
	char set[480];
	sprint_mask32((uint32_t)RETVAL, set, sizeof(set));
	snprintf(aux, sizeof(aux), "mask %s", set);
	tcp->auxstr = aux;
	return RVAL_HEX | RVAL_STR;
}

/* ssetmask(newmask): "ssetmask([USR1]) = 0 (old mask [])". */
SYS_FUNC(i386_ssetmask)
{
	static char aux[512];
	if (entering(tcp)) {
		uint32_t mask = (uint32_t)ARG(0);
		print_sigmask(tcp, &mask, sizeof(mask));
		return 0;
	}
	if (syserror(tcp))
		return 0;
	char set[480];
	sprint_mask32((uint32_t)RETVAL, set, sizeof(set));
	snprintf(aux, sizeof(aux), "old mask %s", set);
	tcp->auxstr = aux;
	return RVAL_HEX | RVAL_STR;
}

/* ---- 16-bit group lists, robust lists, utimensat's timespecs ---- */

static bool print_gid16_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint16_t id;
	memcpy(&id, elem, sizeof(id));
	if (id == 0xffff)
		value_int(tcp, -1);
	else
		value_uint(tcp, id, VB_DEC);
	return true;
}

/* A list of n 16-bit gids, or its address when n is out of the kernel's range. */
static void print_groups16(struct tcb *tcp, uint64_t addr, uint32_t n)
{
	uint16_t gid;
	if (n > 65536) {
		print_addr(tcp, addr);
		return;
	}
	print_array(tcp, addr, n, &gid, sizeof(gid), 0, print_gid16_elem, NULL);
}

/* getgroups, setgroups (size, list) with 16-bit gids. */
SYS_FUNC(i386_getgroups16)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_groups16(tcp, ARG(1), (uint32_t)RETVAL);
	return 0;
}

SYS_FUNC(i386_setgroups16)
{
	int32_t n = (int32_t)ARG(0);
	print_dec(tcp, n);
	tprint_sep(tcp);
	print_groups16(tcp, ARG(1), (uint32_t)n);
	return RVAL_DECODED;
}

/* get_robust_list(pid, head_ptr, len_ptr): a 32-bit pointer and size. */
SYS_FUNC(i386_get_robust_list)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	uint32_t v;
	for (int i = 1; i <= 2; i++) {
		if (i == 2)
			tprint_sep(tcp);
		if (!UMOVE_OR_ADDR(tcp, ARG(i), &v))
			continue;
		value_array_begin(tcp);
		value_elem(tcp);
		if (i == 1)
			print_addr(tcp, v);
		else
			print_udec(tcp, v);
		value_array_end(tcp);
	}
	return 0;
}

/* pidfd_send_signal(pidfd, sig, info, flags): i386's siginfo. */
SYS_FUNC(i386_pidfd_send_signal)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_signo(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_siginfo32_at(tcp, ARG(2));
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(3));
	return RVAL_DECODED;
}

/* One of utimensat's times: UTIME_NOW, UTIME_OMIT or the timespec, with its date. */
static void print_utime32(struct tcb *tcp, int32_t sec, uint32_t nsec)
{
	const char *special = nsec == (1u << 30) - 1 ? "UTIME_NOW" :
			      nsec == (1u << 30) - 2 ? "UTIME_OMIT" : NULL;
	if (special && opts.const_style == CONST_ABBREV) {
		value_const(tcp, special, nsec, VB_DEC, NULL);
		return;
	}
	/* -X raw: the timespec; -X verbose: then the name as a comment (strace) */
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, sec);
	value_field(tcp, "tv_nsec");
	value_uint(tcp, nsec, VB_DEC);
	value_struct_end(tcp);
	if (special && opts.const_style == CONST_VERBOSE)
		value_comment(tcp, special);
	else if (nsec <= 999999999u)
		print_time_comment(tcp, sec, nsec);
}

/* utimensat(dirfd, path, times, flags): two timespecs of i386. */
SYS_FUNC(i386_utimensat)
{
	int32_t ts[4];
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	if (FETCH_OR_ADDR(tcp, ARG(2), &ts)) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_utime32(tcp, ts[0], (uint32_t)ts[1]);
		value_elem(tcp);
		print_utime32(tcp, ts[2], (uint32_t)ts[3]);
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(3), "AT_???");
	return RVAL_DECODED;
}

/* ---- kexec_load: i386's struct kexec_segment ---- */

static bool print_segment32(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint32_t seg[4];	/* buf, bufsz, mem, memsz */
	memcpy(seg, elem, sizeof(seg));
	value_struct_begin(tcp);
	value_field(tcp, "buf");
	print_addr(tcp, seg[0]);
	value_field(tcp, "bufsz");
	value_uint(tcp, seg[1], VB_DEC);
	value_field(tcp, "mem");
	print_addr(tcp, seg[2]);
	value_field(tcp, "memsz");
	value_uint(tcp, seg[3], VB_DEC);
	value_struct_end(tcp);
	return true;
}

/* kexec_load(entry, nr_segments, segments, flags): kexec.c's, with i386's segments
 * (more than the kernel's 16 print as their address). */
SYS_FUNC(i386_kexec_load)
{
	uint32_t seg[4], flags = (uint32_t)ARG(3);
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	if (ARG(1) > 16)
		print_addr(tcp, ARG(2));
	else
		print_array(tcp, ARG(2), ARG(1), seg, sizeof(seg), PA_IGNORE_SYSERROR,
			    print_segment32, NULL);
	tprint_sep(tcp);
	value_flags_typed(tcp, &kexec_arch_values, flags & 0xffff0000u, "KEXEC_ARCH_???",
			  &kexec_load_flags, flags & 0xffffu, "KEXEC_???");
	return RVAL_DECODED;
}

/* sigsuspend(history0, history1, mask): the old-style mask only. */
SYS_FUNC(i386_sigsuspend)
{
	uint32_t mask = (uint32_t)ARG(2);
	print_sigmask(tcp, &mask, sizeof(mask));
	return RVAL_DECODED;
}

/* lookup_dcookie(cookie low and high, buf, len): the cookie in decimal, the rest
 * in hex, as strace prints it. */
SYS_FUNC(i386_lookup_dcookie)
{
	print_udec(tcp, (ARG(1) << 32) | (uint32_t)ARG(0));
	tprint_sep(tcp);
	print_hex(tcp, ARG(2));
	tprint_sep(tcp);
	print_hex(tcp, ARG(3));
	return RVAL_DECODED;
}

/* ---- adjtimex, clock_adjtime: i386's struct timex, all 32-bit words ---- */

static bool print_timex32(struct tcb *tcp, uint64_t addr)
{
	static const char *const names[] = {
		"offset", "freq", "maxerror", "esterror", "status", "constant", "precision",
		"tolerance", "tv_sec", "tv_usec", "tick", "ppsfreq", "jitter", "shift",
		"stabil", "jitcnt", "calcnt", "errcnt", "stbcnt", "tai",
	};
	int32_t tx[32];
	if (!UMOVE_OR_ADDR(tcp, addr, &tx))
		return false;
	value_struct_begin(tcp);
	value_field(tcp, "modes");
	print_flags(tcp, &adjtimex_modes, (uint32_t)tx[0], "ADJ_???");
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		if (i == 8) {
			value_field(tcp, "time");
			value_struct_begin(tcp);
		}
		value_field(tcp, names[i]);
		if (i == 4)
			print_flags(tcp, &adjtimex_status, (uint32_t)tx[1 + i], "STA_???");
		else if (i == 9)
			value_uint(tcp, (uint32_t)tx[1 + i], VB_DEC);
		else
			value_int(tcp, tx[1 + i]);
		if (i == 9)
			value_struct_end(tcp);
	}
	value_struct_end(tcp);
	return true;
}

static int adjtimex32_exit(struct tcb *tcp, uint64_t addr)
{
	if (!print_timex32(tcp, addr))
		return 0;
	tcp->auxstr = xlat_lookup(&adjtimex_state, (uint64_t)RETVAL);
	return RVAL_STR;
}

SYS_FUNC(i386_adjtimex)
{
	if (entering(tcp))
		return 0;
	return adjtimex32_exit(tcp, ARG(0));
}

SYS_FUNC(i386_clock_adjtime)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	return adjtimex32_exit(tcp, ARG(1));
}

/* ---- socketcall and ipc, when the call they stand for is not shown ---- */

/* socketcall(call, args): the call's name (linux/net.h), or its number, and the
 * address of its arguments (unreadable, or a call number none stands for). */
SYS_FUNC(i386_socketcall)
{
	static const char *const names[] = {
		NULL, "SYS_SOCKET", "SYS_BIND", "SYS_CONNECT", "SYS_LISTEN", "SYS_ACCEPT",
		"SYS_GETSOCKNAME", "SYS_GETPEERNAME", "SYS_SOCKETPAIR", "SYS_SEND", "SYS_RECV",
		"SYS_SENDTO", "SYS_RECVFROM", "SYS_SHUTDOWN", "SYS_SETSOCKOPT",
		"SYS_GETSOCKOPT", "SYS_SENDMSG", "SYS_RECVMSG", "SYS_ACCEPT4", "SYS_RECVMMSG",
		"SYS_SENDMMSG",
	};
	uint32_t call = (uint32_t)ARG(0);
	if (call < ARRAY_SIZE(names) && names[call])
		value_const(tcp, names[call], call, VB_DEC, NULL);
	else
		print_dec(tcp, (int32_t)call);
	tprint_sep(tcp);
	print_addr(tcp, ARG(1));
	return RVAL_DECODED;
}

/* ipc(call, first, second, third, ptr, fifth) of a call none stands for: the call
 * in decimal, the rest in hex, as strace prints it. */
SYS_FUNC(i386_ipc)
{
	print_dec(tcp, (int32_t)ARG(0));
	for (unsigned int i = 1; i < 6; i++) {
		tprint_sep(tcp);
		print_hex(tcp, ARG(i));
	}
	return RVAL_DECODED;
}

/* ---- move_pages: an array of 32-bit page addresses ---- */

static bool print_page32_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint32_t v;
	memcpy(&v, elem, sizeof(v));
	print_addr(tcp, v);
	return true;
}

/* move_pages(pid, count, pages, nodes, status, flags): the pages of i386 at entry;
 * the status array and flags at exit, which numa.c's decoder prints alike. */
SYS_FUNC(i386_move_pages)
{
	if (!entering(tcp))
		return decode_move_pages(tcp);
	uint32_t buf;
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_array(tcp, ARG(2), ARG(1), &buf, sizeof(buf), 0, print_page32_elem, NULL);
	tprint_sep(tcp);
	print_array(tcp, ARG(3), ARG(1), &buf, sizeof(buf), 0, print_int_elem, NULL);
	tprint_sep(tcp);
	return 0;
}

/* ---- setsockopt: the socket filters of i386 ---- */

/*
 * setsockopt(fd, level, optname, optval, optlen): SO_ATTACH_FILTER and
 * SO_ATTACH_REUSEPORT_CBPF take i386's struct sock_fprog (a 16-bit length and a
 * 32-bit pointer, 8 bytes), shown as sock_fprog.c shows x86_64's; every other
 * option is laid out alike and goes to sockopt.c's decoder.
 */
SYS_FUNC(i386_setsockopt)
{
	uint32_t level = (uint32_t)ARG(1), name = (uint32_t)ARG(2);
	struct { uint16_t len, pad; uint32_t filter; } fprog;
	if (level != 1 /* SOL_SOCKET */ || (name != 26 && name != 51) || (int32_t)ARG(4) != 8)
		return decode_setsockopt(tcp);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	value_const(tcp, "SOL_SOCKET", level, VB_HEX, NULL);
	tprint_sep(tcp);
	value_const(tcp, name == 26 ? "SO_ATTACH_FILTER" : "SO_ATTACH_REUSEPORT_CBPF", name,
		    VB_HEX, NULL);
	tprint_sep(tcp);
	if (FETCH_OR_ADDR(tcp, ARG(3), &fprog)) {
		value_struct_begin(tcp);
		value_field(tcp, "len");
		value_uint(tcp, fprog.len, VB_DEC);
		value_field(tcp, "filter");
		print_sock_filter_prog(tcp, fprog.filter, fprog.len);
		value_struct_end(tcp);
	}
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(4));
	return RVAL_DECODED;
}
