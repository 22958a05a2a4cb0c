/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -c / -C: counts, errors and time per syscall, printed as strace's table. */
#ifndef SYSTRACE_SUMMARY_H
#define SYSTRACE_SUMMARY_H

#include <stdint.h>
#include <stdio.h>

struct tcb;

/* Count the syscall that just finished in tcp (called at exit). */
void summary_count(struct tcb *tcp);
/* Print the table. */
void summary_print(FILE *fp);
/* Check a -S value; exits with status 2 if unknown. */
void summary_check_sortby(const char *sortby);

#endif
