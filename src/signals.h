/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Signal names as strace prints them: SIGINT, SIGRTMIN, SIGRT_3. */
#ifndef SYSTRACE_SIGNALS_H
#define SYSTRACE_SIGNALS_H

/* Name of signal sig ("SIGINT"), or NULL when sig is not a signal number. */
const char *signal_name(int sig);
/* Signal number for "SIGINT", "INT", "int", "2", "SIGRTMIN", "RT_3"; -1 if none. */
int signal_by_name(const char *name);

#endif
