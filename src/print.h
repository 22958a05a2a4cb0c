/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Printing helpers for decoders, thin wrappers over the value layer (value.h):
 * each says what kind of value it prints, and the renderer in use (text or
 * JSON) writes it to the task's pending buffer (tcp->text); the output layer
 * decides when and where it is written.
 * A memory read that fails prints the address instead: never fatal.
 * tprints/tprintf are the escape hatch of unconverted decoders (JSON "text").
 */
#ifndef SYSTRACE_PRINT_H
#define SYSTRACE_PRINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tcb.h"
#include "util.h"
#include "value.h"
#include "xlat.h"

/* Styles for print_quoted (the same bits as value.h's VS_*). */
enum quote_style {
	QUOTE_NUL_TERMINATED = VS_NUL_TERMINATED,	/* stop at the first NUL */
	QUOTE_FORCE_HEX = VS_FORCE_HEX,		/* every byte as \xNN (random data) */
	QUOTE_ELLIPSIS = VS_TRUNCATED,		/* append "..." after the closing quote */
	QUOTE_OMIT_QUOTES = VS_OMIT_QUOTES,	/* no surrounding quotes (-y paths) */
};

/* Formatted text of an unconverted decoder: value_textf by its old name. */
#define tprintf value_textf

static inline void tprints(struct tcb *tcp, const char *s)
{
	value_text(tcp, s, strlen(s));
}

/* ", " between arguments. */
static inline void tprint_sep(struct tcb *tcp)
{
	value_arg_next(tcp);
}

/* NULL, or the address in hex. */
void print_addr(struct tcb *tcp, uint64_t addr);
/* Signed and unsigned decimals, hex and octal of raw arguments. */
void print_dec(struct tcb *tcp, int64_t v);
void print_udec(struct tcb *tcp, uint64_t v);
void print_hex(struct tcb *tcp, uint64_t v);
/* A file mode as octal with a leading 0 ("0644"). */
void print_mode(struct tcb *tcp, unsigned int mode);

/* A file descriptor; with -y, "3</path>". */
void print_fd(struct tcb *tcp, int fd);
/* A process id the program passed or got: with -Y "1234<sh>", with
 * --pidns-translation "1 / * 1234 in strace's PID NS * /". */
void print_pid(struct tcb *tcp, int64_t pid);
/* A *at() directory descriptor: AT_FDCWD or print_fd. */
void print_dirfd(struct tcb *tcp, int fd);

/* Bytes from systrace's own memory, quoted and escaped as strace does. */
void print_quoted(struct tcb *tcp, const char *s, size_t len, unsigned int style);
/* A file name from the tracee (PATH_MAX limit, not -s). */
void print_path(struct tcb *tcp, uint64_t addr);
/* A NUL-terminated string from the tracee, cut at -s with "...". */
void print_cstr(struct tcb *tcp, uint64_t addr);
/* A buffer of len bytes from the tracee, cut at -s with "...". */
void print_buf(struct tcb *tcp, uint64_t addr, uint64_t len);
/* Like print_buf, with an explicit style (QUOTE_FORCE_HEX for random bytes). */
void print_buf_style(struct tcb *tcp, uint64_t addr, uint64_t len, unsigned int style);

/* A bit set: "A|B|0x40"; dflt (like "O_???") comments a value with no known bit. */
void print_flags(struct tcb *tcp, const struct xlat *x, uint64_t flags, const char *dflt);
/* One value: its name, or hex with dflt as a comment ("0x3001 /" "* ARCH_??? *" "/"). */
void print_xval(struct tcb *tcp, const struct xlat *x, uint64_t val, const char *dflt);
/* Like print_xval with a decimal fallback. */
void print_xval_d(struct tcb *tcp, const struct xlat *x, int64_t val, const char *dflt);
/* A signal number: "SIGINT", or the number. */
void print_signo(struct tcb *tcp, int sig);

/* Read an object from the tracee, or print its address (NULL) and return false. */
bool fetch_obj_or_addr(struct tcb *tcp, uint64_t addr, void *obj, size_t size);
#define FETCH_OR_ADDR(tcp, addr, objp) fetch_obj_or_addr((tcp), (addr), (objp), sizeof(*(objp)))

/* True when the syscall failed, or its result is unknown (seccomp mode): out-arguments
 * are then printed as addresses. */
bool syserror(const struct tcb *tcp);

/* A file mode with its type: "S_IFREG|S_ISUID|0755". */
void print_symbolic_mode(struct tcb *tcp, unsigned int mode);
/* A device number: "makedev(0x1, 0x3)". */
void print_dev(struct tcb *tcp, uint64_t dev);
/* After a time in seconds, if non-zero: a comment with the date, as strace -v prints. */
void print_time_comment(struct tcb *tcp, int64_t sec, uint64_t nsec);
/* Clock ticks, with their value in seconds as a comment: "15 /" "* 0.15 s *" "/". */
void print_clock_t(struct tcb *tcp, uint64_t ticks);

#endif
