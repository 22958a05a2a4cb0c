/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -c / -C: counts, errors and time per syscall, printed as strace's table. */
#ifndef SYSTRACE_SUMMARY_H
#define SYSTRACE_SUMMARY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct tcb;

/* Count the syscall that just finished in tcp (called at exit). */
void summary_count(struct tcb *tcp);
/* Print the table. */
void summary_print(FILE *fp);
/* Check a -S value; exits with status 2 if unknown. */
void summary_check_sortby(const char *sortby);
/* Parse -U's comma-separated column names into out (enum summary_column, COL_END
 * ends it; at most max - 1 columns); the name column is added last if missing.
 * A bad list exits with status 2 and strace's message. */
void summary_parse_columns(const char *arg, unsigned char *out, size_t max);

#endif
