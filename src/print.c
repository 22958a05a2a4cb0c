/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "print.h"

#include <errno.h>
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

#include "fetch.h"
#include "options.h"
#include "signals.h"

void tprintf(struct tcb *tcp, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sb_vprintf(&tcp->text, fmt, ap);
	va_end(ap);
}

bool syserror(const struct tcb *tcp)
{
	return !(tcp->ev.flags & EV_HAS_RET) ||
	       (tcp->ev.ret < 0 && tcp->ev.ret >= -4095);
}

/* Fast unsigned formatting: decoders print many numbers on the hot path. */
static void put_u64(struct strbuf *sb, uint64_t v, unsigned int base, const char *prefix)
{
	static const char digits[] = "0123456789abcdef";
	char tmp[32];
	int i = sizeof(tmp);
	do {
		tmp[--i] = digits[v % base];
		v /= base;
	} while (v);
	if (prefix)
		sb_puts(sb, prefix);
	sb_add(sb, tmp + i, sizeof(tmp) - i);
}

void print_addr(struct tcb *tcp, uint64_t addr)
{
	if (!addr)
		sb_add(&tcp->text, "NULL", 4);
	else
		put_u64(&tcp->text, addr, 16, "0x");
}

void print_dec(struct tcb *tcp, int64_t v)
{
	if (v < 0) {
		sb_putc(&tcp->text, '-');
		put_u64(&tcp->text, -(uint64_t)v, 10, NULL);
	} else {
		put_u64(&tcp->text, (uint64_t)v, 10, NULL);
	}
}

void print_udec(struct tcb *tcp, uint64_t v)
{
	put_u64(&tcp->text, v, 10, NULL);
}

void print_hex(struct tcb *tcp, uint64_t v)
{
	if (!v)
		sb_putc(&tcp->text, '0');
	else
		put_u64(&tcp->text, v, 16, "0x");
}

void print_mode(struct tcb *tcp, unsigned int mode)
{
	tprintf(tcp, "%#03o", mode);
}

static void print_proc_link(struct tcb *tcp, const char *link_name);

void print_fd(struct tcb *tcp, int fd)
{
	print_dec(tcp, fd);
	if (!opts.decode_fds || fd < 0)
		return;
	char name[32];
	snprintf(name, sizeof(name), "fd/%d", fd);
	print_proc_link(tcp, name);
}

/* With -y: "<path>" after a descriptor, read from /proc/PID/<link>. */
static void print_proc_link(struct tcb *tcp, const char *link_name)
{
	char link[64], target[PATH_MAX];
	snprintf(link, sizeof(link), "/proc/%d/%s", tcp->pid, link_name);
	ssize_t n = readlink(link, target, sizeof(target) - 1);
	if (n <= 0)
		return;
	sb_putc(&tcp->text, '<');
	print_quoted(tcp, target, n, QUOTE_NUL_TERMINATED | QUOTE_OMIT_QUOTES);
	sb_putc(&tcp->text, '>');
}

void print_dirfd(struct tcb *tcp, int fd)
{
	if (fd != AT_FDCWD) {
		print_fd(tcp, fd);
		return;
	}
	tprints(tcp, "AT_FDCWD");
	if (opts.decode_fds)
		print_proc_link(tcp, "cwd");
}

/* Does this string need hex under -x?  Anything but printable ASCII and \t\n\v\f\r. */
static bool wants_hex(const unsigned char *s, size_t len, unsigned int style)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = s[i];
		if (c == '\0' && (style & QUOTE_NUL_TERMINATED))
			break;
		if (c > 0x7e || (c < ' ' && (c < '\t' || c > '\r')))
			return true;
	}
	return false;
}

void print_quoted(struct tcb *tcp, const char *str, size_t len, unsigned int style)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *s = (const unsigned char *)str;
	bool quotes = !(style & QUOTE_OMIT_QUOTES);
	bool use_hex = (style & QUOTE_FORCE_HEX) || opts.xflag > 1 ||
		       (opts.xflag == 1 && wants_hex(s, len, style));
	struct strbuf *sb = &tcp->text;

	/* Worst case four output bytes per input byte, plus quotes and "...". */
	sb_grow(sb, len * 4 + 8);
	char *o = sb->buf + sb->len;
	if (quotes)
		*o++ = '"';
	for (size_t i = 0; i < len; i++) {
		unsigned char c = s[i];
		if (c == '\0' && (style & QUOTE_NUL_TERMINATED))
			break;
		if (use_hex) {
			*o++ = '\\';
			*o++ = 'x';
			*o++ = hex[c >> 4];
			*o++ = hex[c & 15];
			continue;
		}
		switch (c) {
		case '"': case '\\':
			*o++ = '\\';
			*o++ = c;
			break;
		case '\f': *o++ = '\\'; *o++ = 'f'; break;
		case '\n': *o++ = '\\'; *o++ = 'n'; break;
		case '\r': *o++ = '\\'; *o++ = 'r'; break;
		case '\t': *o++ = '\\'; *o++ = 't'; break;
		case '\v': *o++ = '\\'; *o++ = 'v'; break;
		default:
			if (c >= ' ' && c <= 0x7e) {
				*o++ = c;
				break;
			}
			/* Octal, as short as possible unless an octal digit follows. */
			*o++ = '\\';
			bool next_is_octal = i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '7';
			if (next_is_octal || c >= 0100) {
				*o++ = '0' + (c >> 6);
				*o++ = '0' + ((c >> 3) & 7);
			} else if (c >= 010) {
				*o++ = '0' + ((c >> 3) & 7);
			}
			*o++ = '0' + (c & 7);
		}
	}
	if (quotes)
		*o++ = '"';
	if (style & QUOTE_ELLIPSIS) {
		*o++ = '.';
		*o++ = '.';
		*o++ = '.';
	}
	sb->len = o - sb->buf;
	sb->buf[sb->len] = '\0';
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
	if (!flags) {
		/* A table may name zero (like O_RDONLY); otherwise print 0. */
		const char *zero = xlat_lookup(x, 0);
		tprints(tcp, zero ? zero : "0");
		return;
	}
	uint64_t left = flags;
	bool any = false;
	for (size_t i = 0; i < x->count && left; i++) {
		uint64_t v = x->entries[i].val;
		if (v && (left & v) == v) {
			if (any)
				sb_putc(&tcp->text, '|');
			tprints(tcp, x->entries[i].str);
			left &= ~v;
			any = true;
		}
	}
	if (left) {
		if (any)
			sb_putc(&tcp->text, '|');
		print_hex(tcp, left);
		if (!any && dflt)
			tprintf(tcp, " /* %s */", dflt);
	}
}

void print_xval(struct tcb *tcp, const struct xlat *x, uint64_t val, const char *dflt)
{
	const char *s = xlat_lookup(x, val);
	if (s) {
		tprints(tcp, s);
		return;
	}
	print_hex(tcp, val);
	if (dflt)
		tprintf(tcp, " /* %s */", dflt);
}

void print_xval_d(struct tcb *tcp, const struct xlat *x, int64_t val, const char *dflt)
{
	const char *s = xlat_lookup(x, (uint64_t)val);
	if (s) {
		tprints(tcp, s);
		return;
	}
	print_dec(tcp, val);
	if (dflt)
		tprintf(tcp, " /* %s */", dflt);
}

void print_signo(struct tcb *tcp, int sig)
{
	const char *name = signal_name(sig);
	if (name)
		tprints(tcp, name);
	else
		print_dec(tcp, sig);
}

bool fetch_obj_or_addr(struct tcb *tcp, uint64_t addr, void *obj, size_t size)
{
	if (addr && fetch_mem(tcp, addr, obj, size) == 0)
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
	for (size_t i = 0; i < ARRAY_SIZE(types); i++) {
		if (types[i].type == type) {
			tprints(tcp, types[i].name);
			tprints(tcp, "|");
			break;
		}
	}
	if (mode & S_ISUID)
		tprints(tcp, "S_ISUID|");
	if (mode & S_ISGID)
		tprints(tcp, "S_ISGID|");
	if (mode & S_ISVTX)
		tprints(tcp, "S_ISVTX|");
	print_mode(tcp, mode & ~(S_IFMT | S_ISUID | S_ISGID | S_ISVTX));
}

void print_dev(struct tcb *tcp, uint64_t dev)
{
	tprints(tcp, "makedev(");
	print_hex(tcp, major(dev));
	tprints(tcp, ", ");
	print_hex(tcp, minor(dev));
	tprints(tcp, ")");
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
		tprintf(tcp, " /* %s.%09llu%s */", date, (unsigned long long)nsec, zone);
	else
		tprintf(tcp, " /* %s%s */", date, zone);
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
	if (hz <= 0 || !ticks)
		return;
	/* Seconds with as many decimals as the tick rate has digits after the first. */
	int width = 0;
	for (long h = hz; h >= 10 && width < 9; h /= 10)
		width++;
	char frac[32];
	snprintf(frac, sizeof(frac), "%.*f", width, (double)(ticks % (uint64_t)hz) / hz);
	const char *dot = strchr(frac, '.');
	tprintf(tcp, " /* %llu%s s */", (unsigned long long)(ticks / (uint64_t)hz), dot ? dot : "");
}
