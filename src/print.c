/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "print.h"
#include "qualify.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#include "decode_fds.h"
#include "fetch.h"
#include "options.h"
#include "options_ext.h"
#include "pidns.h"
#include "signals.h"

bool syserror(const struct tcb *tcp)
{
	return !(tcp->ev.flags & EV_HAS_RET) ||
	       (tcp->ev.ret < 0 && tcp->ev.ret >= -4095);
}

void print_addr(struct tcb *tcp, uint64_t addr)
{
	value_addr(tcp, addr);
}

void print_dec(struct tcb *tcp, int64_t v)
{
	value_int(tcp, v);
}

void print_udec(struct tcb *tcp, uint64_t v)
{
	value_uint(tcp, v, VB_DEC);
}

void print_hex(struct tcb *tcp, uint64_t v)
{
	value_uint(tcp, v, VB_HEX);
}

void print_mode(struct tcb *tcp, unsigned int mode)
{
	value_uint(tcp, mode, VB_OCT);
}

/* With -y: the target of /proc/PID/<link> into buf, or NULL. */
static const char *proc_link(struct tcb *tcp, const char *link_name, char *buf, size_t size)
{
	char link[64];
	if (!(opts.decode_fd_kinds & DECODE_FD_PATH))
		return NULL;
	snprintf(link, sizeof(link), "/proc/%d/%s", tcp->pid, link_name);
	ssize_t n = readlink(link, buf, size - 1);
	if (n <= 0)
		return NULL;
	buf[n] = '\0';
	return buf;
}

void print_fd(struct tcb *tcp, int fd)
{
	/* Static: a descriptor's description is large, and printing does not nest. */
	static struct fd_desc d;
	if (!opts.decode_fds || !fd_describe(tcp->pid, fd, opts.decode_fd_kinds, &d)) {
		value_fd(tcp, fd, NULL, NULL);
		return;
	}
	value_fd_detail(tcp, fd, NULL, d.path[0] ? d.path : NULL,
			d.detail[0] ? d.detail : NULL);
}

void print_pid(struct tcb *tcp, int64_t pid)
{
	char comm[16];
	pid_t ours = 0;
	bool named = false;
	if (opts.decode_pid_kinds && pid > 0 && pid <= INT32_MAX) {
		ours = pidns_to_ours(tcp->pid, (pid_t)pid);
		named = (opts.decode_pid_kinds & DECODE_PID_COMM) && ours &&
			pidns_comm(ours, comm, sizeof(comm));
		if (!(opts.decode_pid_kinds & DECODE_PID_NS) || ours == pid)
			ours = 0;
	}
	value_pid(tcp, pid, named ? comm : NULL, ours);
}

void print_dirfd(struct tcb *tcp, int fd)
{
	if (fd != AT_FDCWD) {
		print_fd(tcp, fd);
		return;
	}
	char target[PATH_MAX];
	value_fd(tcp, fd, "AT_FDCWD", proc_link(tcp, "cwd", target, sizeof(target)));
}

void print_quoted(struct tcb *tcp, const char *str, size_t len, unsigned int style)
{
	value_str(tcp, str, len, style);
}

/* Print a NUL-terminated tracee string of at most limit characters. */
static void print_str_limited(struct tcb *tcp, uint64_t addr, size_t limit)
{
	if (!addr) {
		print_addr(tcp, addr);
		return;
	}
	char stackbuf[512];
	char *buf = limit + 1 <= sizeof(stackbuf) ? stackbuf : xmalloc(limit + 1);
	int n = fetch_str(tcp, addr, buf, limit + 1);
	if (n < 0)
		print_addr(tcp, addr);
	else if ((size_t)n <= limit)
		print_quoted(tcp, buf, n, 0);
	else
		print_quoted(tcp, buf, limit, QUOTE_ELLIPSIS);
	if (buf != stackbuf)
		free(buf);
}

void print_path(struct tcb *tcp, uint64_t addr)
{
	print_str_limited(tcp, addr, PATH_MAX - 1);
}

void print_cstr(struct tcb *tcp, uint64_t addr)
{
	print_str_limited(tcp, addr, opts.max_strlen);
}

void print_buf_style(struct tcb *tcp, uint64_t addr, uint64_t len, unsigned int style)
{
	if (!addr) {
		print_addr(tcp, addr);
		return;
	}
	size_t n = len > opts.max_strlen ? opts.max_strlen : len;
	char stackbuf[512];
	char *buf = n <= sizeof(stackbuf) ? stackbuf : xmalloc(n);
	if (fetch_mem(tcp, addr, buf, n) < 0)
		print_addr(tcp, addr);
	else
		print_quoted(tcp, buf, n, style | (len > n ? QUOTE_ELLIPSIS : 0));
	if (buf != stackbuf)
		free(buf);
}

void print_buf(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	print_buf_style(tcp, addr, len, 0);
}

void print_flags(struct tcb *tcp, const struct xlat *x, uint64_t flags, const char *dflt)
{
	value_flags(tcp, x, flags, dflt);
}

void print_xval(struct tcb *tcp, const struct xlat *x, uint64_t val, const char *dflt)
{
	value_xlat(tcp, x, val, VB_HEX, dflt);
}

void print_xval_d(struct tcb *tcp, const struct xlat *x, int64_t val, const char *dflt)
{
	value_xlat(tcp, x, (uint64_t)val, VB_DEC, dflt);
}

void print_signo(struct tcb *tcp, int sig)
{
	value_const(tcp, signal_name(sig), sig, VB_DEC, NULL);
}

bool fetch_obj_or_addr(struct tcb *tcp, uint64_t addr, void *obj, size_t size)
{
	/* -e verbose=: outside the set, structures are not read (strace). */
	if (addr && syscall_verbose(tcp->ev.nr) && fetch_mem(tcp, addr, obj, size) == 0)
		return true;
	print_addr(tcp, addr);
	return false;
}

void print_symbolic_mode(struct tcb *tcp, unsigned int mode)
{
	static const struct {
		unsigned int type;
		const char *name;
	} types[] = {
		{ S_IFREG, "S_IFREG" }, { S_IFSOCK, "S_IFSOCK" }, { S_IFIFO, "S_IFIFO" },
		{ S_IFLNK, "S_IFLNK" }, { S_IFDIR, "S_IFDIR" }, { S_IFBLK, "S_IFBLK" },
		{ S_IFCHR, "S_IFCHR" },
	};
	unsigned int type = mode & S_IFMT;
	value_flags_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(types); i++) {
		if (types[i].type == type) {
			value_flag_bits(tcp, types[i].name, types[i].type);
			break;
		}
	}
	if (mode & S_ISUID)
		value_flag_bits(tcp, "S_ISUID", S_ISUID);
	if (mode & S_ISGID)
		value_flag_bits(tcp, "S_ISGID", S_ISGID);
	if (mode & S_ISVTX)
		value_flag_bits(tcp, "S_ISVTX", S_ISVTX);
	value_flags_rest(tcp, mode & ~(S_IFMT | S_ISUID | S_ISGID | S_ISVTX), VB_OCT);
	value_flags_end(tcp, NULL);
}

void print_dev(struct tcb *tcp, uint64_t dev)
{
	/* -X raw|verbose: the number, and (verbose) makedev() as a comment, as strace. */
	if (opts.const_style != CONST_ABBREV) {
		value_uint(tcp, dev, VB_HEX);
		if (opts.const_style == CONST_VERBOSE)
			value_commentf(tcp, "makedev(%#x, %#x)", (unsigned int)major(dev),
				       (unsigned int)minor(dev));
		return;
	}
	value_call_begin(tcp, "makedev");
	value_call_arg(tcp);
	print_hex(tcp, major(dev));
	value_call_arg(tcp);
	print_hex(tcp, minor(dev));
	value_call_end(tcp);
}

void print_time_comment(struct tcb *tcp, int64_t sec, uint64_t nsec)
{
	if (!sec && !nsec)
		return;
	time_t t = (time_t)sec;
	struct tm tm;
	char date[64], zone[16];
	if (!localtime_r(&t, &tm))
		return;
	strftime(date, sizeof(date), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(zone, sizeof(zone), "%z", &tm);
	if (nsec)
		value_commentf(tcp, "%s.%09llu%s", date, (unsigned long long)nsec, zone);
	else
		value_commentf(tcp, "%s%s", date, zone);
}

void print_clock_t(struct tcb *tcp, uint64_t ticks)
{
	static long hz;
	if (!hz) {
		hz = sysconf(_SC_CLK_TCK);
		if (hz <= 0)
			hz = -1;
	}
	print_udec(tcp, ticks);
	/* -X raw: the number alone, as strace. */
	if (hz <= 0 || !ticks || opts.const_style == CONST_RAW)
		return;
	/* Seconds with as many decimals as the tick rate has digits after the first. */
	int width = 0;
	for (long h = hz; h >= 10 && width < 9; h /= 10)
		width++;
	char frac[32];
	snprintf(frac, sizeof(frac), "%.*f", width, (double)(ticks % (uint64_t)hz) / hz);
	const char *dot = strchr(frac, '.');
	value_commentf(tcp, "%llu%s s", (unsigned long long)(ticks / (uint64_t)hz), dot ? dot : "");
}
