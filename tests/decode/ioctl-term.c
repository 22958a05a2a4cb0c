/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Terminal ioctls on a pseudo-terminal: termios, termios2, termio, winsize,
 * and the commands with int or no arguments. ioctl-term-v.c includes this
 * file to check the -v form of the termios structures.
 */
#include "tests.h"

#include <fcntl.h>
#include <asm/termbits.h>
#include <asm/ioctls.h>

#ifndef VERBOSE
# define VERBOSE 0
#endif

struct flag {
	unsigned int val;
	const char *name;
};

/* Named bits in table order, then the rest in hex; nothing at all for zero. */
static int put_bits(char *o, const struct flag *t, size_t n, unsigned int v)
{
	int len = 0;
	for (size_t i = 0; i < n && v; i++) {
		if ((v & t[i].val) == t[i].val) {
			len += sprintf(o + len, "%s%s", len ? "|" : "", t[i].name);
			v &= ~t[i].val;
		}
	}
	if (v)
		len += sprintf(o + len, "%s%#x", len ? "|" : "", v);
	return len;
}

#define N(t) (sizeof(t) / sizeof(t[0]))

static const struct flag iflags[] = {
	{ IGNBRK, "IGNBRK" }, { BRKINT, "BRKINT" }, { IGNPAR, "IGNPAR" }, { PARMRK, "PARMRK" },
	{ INPCK, "INPCK" }, { ISTRIP, "ISTRIP" }, { INLCR, "INLCR" }, { IGNCR, "IGNCR" },
	{ ICRNL, "ICRNL" }, { IUCLC, "IUCLC" }, { IXON, "IXON" }, { IXANY, "IXANY" },
	{ IXOFF, "IXOFF" }, { IMAXBEL, "IMAXBEL" }, { IUTF8, "IUTF8" },
};
static const struct flag oflags[] = {
	{ OPOST, "OPOST" }, { OLCUC, "OLCUC" }, { ONLCR, "ONLCR" }, { OCRNL, "OCRNL" },
	{ ONOCR, "ONOCR" }, { ONLRET, "ONLRET" }, { OFILL, "OFILL" }, { OFDEL, "OFDEL" },
};
static const struct flag cflags[] = {
	{ CSTOPB, "CSTOPB" }, { CREAD, "CREAD" }, { PARENB, "PARENB" }, { PARODD, "PARODD" },
	{ HUPCL, "HUPCL" }, { CLOCAL, "CLOCAL" }, { CMSPAR, "CMSPAR" }, { CRTSCTS, "CRTSCTS" },
};
static const struct flag lflags[] = {
	{ ISIG, "ISIG" }, { ICANON, "ICANON" }, { XCASE, "XCASE" }, { ECHO, "ECHO" },
	{ ECHOE, "ECHOE" }, { ECHOK, "ECHOK" }, { ECHONL, "ECHONL" }, { NOFLSH, "NOFLSH" },
	{ IEXTEN, "IEXTEN" }, { ECHOCTL, "ECHOCTL" }, { ECHOPRT, "ECHOPRT" }, { ECHOKE, "ECHOKE" },
	{ FLUSHO, "FLUSHO" }, { PENDIN, "PENDIN" }, { TOSTOP, "TOSTOP" }, { EXTPROC, "EXTPROC" },
};

static const char *baud(unsigned int b)
{
	static const struct flag bauds[] = {
		{ B0, "B0" }, { B50, "B50" }, { B75, "B75" }, { B110, "B110" }, { B134, "B134" },
		{ B150, "B150" }, { B200, "B200" }, { B300, "B300" }, { B600, "B600" },
		{ B1200, "B1200" }, { B1800, "B1800" }, { B2400, "B2400" }, { B4800, "B4800" },
		{ B9600, "B9600" }, { B19200, "B19200" }, { B38400, "B38400" },
		{ B57600, "B57600" }, { B115200, "B115200" }, { B230400, "B230400" },
		{ B460800, "B460800" }, { BOTHER, "BOTHER" },
	};
	for (size_t i = 0; i < N(bauds); i++)
		if (bauds[i].val == b)
			return bauds[i].name;
	return "?";
}

/* "c_iflag=..., c_oflag=..., c_cflag=..., c_lflag=..." */
static int put_modes(char *o, unsigned int i, unsigned int of, unsigned int c, unsigned int l)
{
	static const char *const nl[] = { "NL0", "NL1" }, *const cr[] = { "CR0", "CR1", "CR2", "CR3" },
		*const tab[] = { "TAB0", "TAB1", "TAB2", "XTABS" }, *const bs[] = { "BS0", "BS1" },
		*const vt[] = { "VT0", "VT1" }, *const ff[] = { "FF0", "FF1" },
		*const cs[] = { "CS5", "CS6", "CS7", "CS8" };
	int len = sprintf(o, "c_iflag=");
	len += put_bits(o + len, iflags, N(iflags), i);
	len += sprintf(o + len, ", c_oflag=%s|%s|%s|%s|%s|%s|", nl[(of & NLDLY) >> 8],
		       cr[(of & CRDLY) >> 9], tab[(of & TABDLY) >> 11], bs[(of & BSDLY) >> 13],
		       vt[(of & VTDLY) >> 14], ff[(of & FFDLY) >> 15]);
	len += put_bits(o + len, oflags, N(oflags),
			of & ~(NLDLY | CRDLY | TABDLY | BSDLY | VTDLY | FFDLY));
	len += sprintf(o + len, ", c_cflag=%s|", baud(c & CBAUD));
	if (c & CIBAUD)
		len += sprintf(o + len, "%s<<IBSHIFT|", baud((c & CIBAUD) >> IBSHIFT));
	len += sprintf(o + len, "%s|", cs[(c & CSIZE) >> 4]);
	len += put_bits(o + len, cflags, N(cflags), c & ~(CBAUD | CIBAUD | CSIZE));
	len += sprintf(o + len, ", c_lflag=");
	len += put_bits(o + len, lflags, N(lflags), l);
	return len;
}

/* ", c_line=..., c_cc=[...]" (the -v part). */
static int put_cc(char *o, unsigned char line, const unsigned char *cc, unsigned int n)
{
	static const char *const names[] = {
		"VINTR", "VQUIT", "VERASE", "VKILL", "VEOF", "VTIME", "VMIN", "VSWTC", "VSTART",
		"VSTOP", "VSUSP", "VEOL", "VREPRINT", "VDISCARD", "VWERASE", "VLNEXT", "VEOL2",
	};
	int len = sprintf(o, ", c_line=");
	len += line == 0 ? sprintf(o + len, "N_TTY") : sprintf(o + len, "%#x /* N_??? */", line);
	len += sprintf(o + len, ", c_cc=[");
	for (unsigned int i = 0; i < n; i++) {
		if (i < N(names))
			len += sprintf(o + len, "%s[%s]=", i ? ", " : "", names[i]);
		else
			len += sprintf(o + len, "%s[%u]=", i ? ", " : "", i);
		len += sprintf(o + len, cc[i] ? "%#x" : "0", cc[i]);
	}
	return len + sprintf(o + len, "]");
}

static const char *s_termios(const struct termios *t)
{
	static char o[1024];
	int len = sprintf(o, "{");
	len += put_modes(o + len, t->c_iflag, t->c_oflag, t->c_cflag, t->c_lflag);
	if (VERBOSE)
		len += put_cc(o + len, t->c_line, t->c_cc, NCCS);
	else
		len += sprintf(o + len, ", ...");
	sprintf(o + len, "}");
	return o;
}

static const char *s_termios2(const struct termios2 *t)
{
	static char o[1024];
	int len = sprintf(o, "{");
	len += put_modes(o + len, t->c_iflag, t->c_oflag, t->c_cflag, t->c_lflag);
	if (VERBOSE) {
		len += put_cc(o + len, t->c_line, t->c_cc, NCCS);
		len += sprintf(o + len, ", c_ispeed=%u, c_ospeed=%u", t->c_ispeed, t->c_ospeed);
	} else {
		len += sprintf(o + len, ", ...");
	}
	sprintf(o + len, "}");
	return o;
}

struct winsize_k {
	unsigned short ws_row, ws_col, ws_xpixel, ws_ypixel;
};

struct termio_k {
	unsigned short c_iflag, c_oflag, c_cflag, c_lflag;
	unsigned char c_line;
	unsigned char c_cc[8];
};

static const char *s_termio(const struct termio_k *t)
{
	static char o[1024];
	int len = sprintf(o, "{");
	len += put_modes(o + len, t->c_iflag, t->c_oflag, t->c_cflag, t->c_lflag);
	if (VERBOSE)
		len += put_cc(o + len, t->c_line, t->c_cc, 8);
	else
		len += sprintf(o + len, ", ...");
	sprintf(o + len, "}");
	return o;
}

int main(void)
{
	long rc;
	/* Before the first expected line: open a pseudo-terminal pair. */
	int master = open("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (master < 0)
		skip_because("no /dev/ptmx");
	int n, unlock = 0;
	if (syscall(SYS_ioctl, master, TIOCGPTN, &n) || syscall(SYS_ioctl, master, TIOCSPTLCK, &unlock))
		perror_msg_and_fail("TIOCGPTN");
	char name[64];
	snprintf(name, sizeof(name), "/dev/pts/%d", n);
	int fd = open(name, O_RDWR | O_NOCTTY);
	if (fd < 0)
		perror_msg_and_fail("open %s", name);

	struct termios *t = tail_alloc(sizeof(*t));
	rc = syscall(SYS_ioctl, fd, TCGETS, t);
	printf("ioctl(%d, TCGETS, %s) = %s\n", fd, out_arg(t, s_termios(t)), sprintrc(rc));
	struct termios saved = *t;

	t->c_iflag = 0;
	t->c_oflag = NL1 | CR2 | TAB3 | BS1 | VT1 | FF1 | 0x40000;
	t->c_cflag = B9600 | (B115200 << IBSHIFT) | CS7 | CREAD | PARENB | 0x20000000;
	t->c_lflag = 0;
	rc = syscall(SYS_ioctl, fd, TCSETS, t);
	printf("ioctl(%d, SNDCTL_TMR_START or TCSETS, %s) = %s\n", fd, s_termios(t), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCGETS, t);
	printf("ioctl(%d, TCGETS, %s) = %s\n", fd, out_arg(t, s_termios(t)), sprintrc(rc));
	/* Zero fields: an empty flag list, even after a "|". */
	t->c_oflag = 0;
	t->c_cflag = B0 | CS5;
	rc = syscall(SYS_ioctl, fd, TCSETSF, t);
	printf("ioctl(%d, SNDCTL_TMR_CONTINUE or TCSETSF, %s) = %s\n", fd, s_termios(t),
	       sprintrc(rc));
	*t = saved;
	rc = syscall(SYS_ioctl, fd, TCSETSW, t);
	printf("ioctl(%d, SNDCTL_TMR_STOP or TCSETSW, %s) = %s\n", fd, s_termios(t), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCSETSF, t);
	printf("ioctl(%d, SNDCTL_TMR_CONTINUE or TCSETSF, %s) = %s\n", fd, s_termios(t),
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCSETS, BAD_ADDR);
	printf("ioctl(%d, SNDCTL_TMR_START or TCSETS, %s) = %s\n", fd, sprintaddr(BAD_ADDR),
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCGETS, (char *)t + 1);
	printf("ioctl(%d, TCGETS, %s) = %s\n", fd, sprintaddr((char *)t + 1), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCGETS, NULL);
	printf("ioctl(%d, TCGETS, NULL) = %s\n", fd, sprintrc(rc));

	struct termios2 *t2 = tail_alloc(sizeof(*t2));
	rc = syscall(SYS_ioctl, fd, TCGETS2, t2);
	printf("ioctl(%d, TCGETS2, %s) = %s\n", fd, out_arg(t2, s_termios2(t2)), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCSETS2, t2);
	printf("ioctl(%d, TCSETS2, %s) = %s\n", fd, s_termios2(t2), sprintrc(rc));

	struct termio_k *t1 = tail_alloc(sizeof(*t1));
	rc = syscall(SYS_ioctl, fd, TCGETA, t1);
	printf("ioctl(%d, TCGETA, %s) = %s\n", fd, out_arg(t1, s_termio(t1)), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCSETAW, t1);
	printf("ioctl(%d, TCSETAW, %s) = %s\n", fd, s_termio(t1), sprintrc(rc));

	struct winsize_k *ws = tail_alloc(sizeof(*ws));
	*ws = (struct winsize_k){ .ws_row = 25, .ws_col = 80, .ws_xpixel = 1, .ws_ypixel = 65535 };
	rc = syscall(SYS_ioctl, fd, TIOCSWINSZ, ws);
	printf("ioctl(%d, TIOCSWINSZ, {ws_row=25, ws_col=80, ws_xpixel=1, ws_ypixel=65535}) = %s\n",
	       fd, sprintrc(rc));
	memset(ws, 0, sizeof(*ws));
	rc = syscall(SYS_ioctl, master, TIOCGWINSZ, ws);
	printf("ioctl(%d, TIOCGWINSZ, %s) = %s\n", master,
	       out_argf(ws, "{ws_row=%u, ws_col=%u, ws_xpixel=%u, ws_ypixel=%u}", ws->ws_row,
			ws->ws_col, ws->ws_xpixel, ws->ws_ypixel), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGWINSZ, BAD_ADDR);
	printf("ioctl(%d, TIOCGWINSZ, %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));

	int *val = tail_alloc(sizeof(*val));
	rc = syscall(SYS_ioctl, master, TIOCGPTN, val);
	printf("ioctl(%d, TIOCGPTN, %s) = %s\n", master, out_argf(val, "[%d]", *val), sprintrc(rc));
	*val = 0;
	rc = syscall(SYS_ioctl, master, TIOCSPTLCK, val);
	printf("ioctl(%d, TIOCSPTLCK, [0]) = %s\n", master, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGPGRP, val);
	printf("ioctl(%d, TIOCGPGRP, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGSID, val);
	printf("ioctl(%d, TIOCGSID, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	*val = getpgid(0);
	rc = syscall(SYS_ioctl, fd, TIOCSPGRP, val);
	printf("ioctl(%d, TIOCSPGRP, [%d]) = %s\n", fd, *val, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGETD, val);
	printf("ioctl(%d, TIOCGETD, %s) = %s\n", fd, out_argf(val, "[%d]", *val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSETD, val);
	printf("ioctl(%d, TIOCSETD, [%d]) = %s\n", fd, *val, sprintrc(rc));

	if (write(fd, "hello", 5) != 5)
		perror_msg_and_fail("write");
	rc = syscall(SYS_ioctl, fd, TIOCOUTQ, val);
	printf("ioctl(%d, TIOCOUTQ, %s) = %s\n", fd, out_argf(val, "[%d]", *val), sprintrc(rc));
	rc = syscall(SYS_ioctl, master, FIONREAD, val);
	printf("ioctl(%d, FIONREAD, %s) = %s\n", master, out_argf(val, "[%d]", *val), sprintrc(rc));
	rc = syscall(SYS_ioctl, master, TCFLSH, TCIFLUSH);
	printf("ioctl(%d, TCFLSH, TCIFLUSH) = %s\n", master, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCXONC, TCOOFF);
	printf("ioctl(%d, TCXONC, TCOOFF) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCXONC, TCION);
	printf("ioctl(%d, TCXONC, TCION) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCXONC, 0x100000001ULL);
	printf("ioctl(%d, TCXONC, 0x100000001 /* TC??? */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCXONC, TCOON);
	printf("ioctl(%d, TCXONC, TCOON) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCSBRK, 1);
	printf("ioctl(%d, TCSBRK, 1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCSBRKP, -1L);
	printf("ioctl(%d, TCSBRKP, -1) = %s\n", fd, sprintrc(rc));

	*val = 1;
	rc = syscall(SYS_ioctl, master, TIOCPKT, val);
	printf("ioctl(%d, TIOCPKT, [1]) = %s\n", master, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCEXCL);
	printf("ioctl(%d, TIOCEXCL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGEXCL, val);
	printf("ioctl(%d, TIOCGEXCL, %s) = %s\n", fd, out_argf(val, "[%d]", *val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCNXCL);
	printf("ioctl(%d, TIOCNXCL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCMGET, val);
	if (rc == 0)
		printf("ioctl(%d, TIOCMGET, %s) = 0\n", fd, out_argf(val, "[%#x]", *val));
	else
		printf("ioctl(%d, TIOCMGET, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	*val = 0x002 /* TIOCM_DTR */ | 0x004 /* TIOCM_RTS */ | 0x10000;
	rc = syscall(SYS_ioctl, fd, TIOCMBIS, val);
	printf("ioctl(%d, TIOCMBIS, [TIOCM_DTR|TIOCM_RTS|0x10000]) = %s\n", fd, sprintrc(rc));
	*val = 0x800;
	rc = syscall(SYS_ioctl, fd, TIOCMSET, val);
	printf("ioctl(%d, TIOCMSET, [0x800 /* TIOCM_??? */]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSTI, "\n");
	printf("ioctl(%d, TIOCSTI, \"\\n\") = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSTI, NULL);
	printf("ioctl(%d, TIOCSTI, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSCTTY, 0);
	printf("ioctl(%d, TIOCSCTTY, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCNOTTY);
	printf("ioctl(%d, TIOCNOTTY) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGDEV, val);
	printf("ioctl(%d, TIOCGDEV, %s) = %s\n", fd, out_argf(val, "[%d]", *val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCVHANGUP);
	printf("ioctl(%d, TIOCVHANGUP) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
