/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Times, timers and clocks as strace prints them, for any decoder that meets them. */
#ifndef SYSTRACE_DECODE_TIME_H
#define SYSTRACE_DECODE_TIME_H

#include <stddef.h>
#include <stdint.h>

struct tcb;

/* "{tv_sec=1, tv_nsec=500}" from values already read. */
void print_timespec_val(struct tcb *tcp, int64_t sec, int64_t nsec);
/* A struct timespec (64-bit kernel layout) at addr, or its address (see umove.h).
 * Returns 0 when the contents were printed, -1 otherwise. */
int print_timespec_at(struct tcb *tcp, uint64_t addr);
/* Like print_timespec_at, but reads even after a failed syscall (the time left
 * by an interrupted sleep). */
int print_timespec_at_always(struct tcb *tcp, uint64_t addr);
/* A struct timeval at addr: "{tv_sec=1, tv_usec=500}", or its address. */
int print_timeval_at(struct tcb *tcp, uint64_t addr);
/* struct itimerval: "{it_interval={tv_sec=0, tv_usec=0}, it_value={...}}". */
int print_itimerval_at(struct tcb *tcp, uint64_t addr);
/* struct itimerspec: "{it_interval={tv_sec=0, tv_nsec=0}, it_value={...}}". */
int print_itimerspec_at(struct tcb *tcp, uint64_t addr);

/*
 * A timespec or timeval at addr as text in buf, for results shown after the
 * return value ("left {tv_sec=0, tv_nsec=99}"): "NULL", the address when the
 * syscall failed at exit or memory is unreadable, or the value.
 */
const char *sprint_timespec_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size);
const char *sprint_timespec32_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size);
void sprint_timeval_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size);

/*
 * A timespec argument read at entry and printed at exit (the kernel may change
 * it, strace shows what it was given): save_timespec keeps it in slot[0..2]
 * (three words of tcp->priv), print_saved_timespec prints it then.
 */
void save_timespec(struct tcb *tcp, uint64_t addr, uint64_t *slot);
void save_timespec32(struct tcb *tcp, uint64_t addr, uint64_t *slot);	/* i386's */
void print_saved_timespec(struct tcb *tcp, uint64_t addr, const uint64_t *slot);

/* A clock id: "CLOCK_MONOTONIC", or "0x... /" "* CLOCK_??? *" "/". */
void print_clockid(struct tcb *tcp, uint64_t clockid);
/* A struct sigevent at addr (timer_create, mq_notify), or its address. */
void print_sigevent_at(struct tcb *tcp, uint64_t addr, unsigned int word);
/* A clock_t tick count: "12", followed by " /" "* 0.12 s *" "/" when non-zero. */

/* sec as local time "2024-05-01T12:00:00+0200" into buf; false for 0 or failure. */
bool format_date(int64_t sec, char *buf, size_t size);
/* A struct timezone at addr (the same two ints in every personality), or its address. */
void print_timezone_at(struct tcb *tcp, uint64_t addr);

#endif
