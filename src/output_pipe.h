/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -o '|command' and -o '!command': the trace is written to a command's standard input. */
#ifndef SYSTRACE_OUTPUT_PIPE_H
#define SYSTRACE_OUTPUT_PIPE_H

#include <stdbool.h>

/* Is this -o argument a command to pipe the trace to (it starts with '|' or '!')? */
static inline bool output_is_pipe(const char *outfname)
{
	return outfname && (outfname[0] == '|' || outfname[0] == '!');
}

/* Start "sh -c command" with a pipe on its standard input; returns the pipe's write
 * end (close-on-exec, so no tracee holds it). Dies with one line on failure. */
int output_pipe_open(const char *command);
/* At exit: close the pipe and wait for the command, so that what it prints is out
 * before systrace ends (strace does the same). Does nothing without a command. */
void output_pipe_wait(void);

#endif
