/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * --output-format=json: JSON Lines, one object per event (systrace-json(5),
 * man/systrace-json.schema.json). output.c hands every event here when the
 * format is JSON; the arguments come from the value layer's JSON renderer.
 */
#ifndef SYSTRACE_JSON_OUTPUT_H
#define SYSTRACE_JSON_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

struct tcb;

/* The version of the format; the first object of each file says it. */
#define JSON_SCHEMA_VERSION 1

/* Select the JSON renderer; called once, before any decoding. */
void json_output_init(void);

/* The events of output.h, as JSON objects. */
/* A shown call entered: nothing is written yet; its "unfinished" object is, if
 * something else is written to its file before it completes. */
void json_syscall_entry(struct tcb *tcp);
/* tcp is about to be freed: an "unfinished" object still due is written. */
void json_forget(struct tcb *tcp);
void json_syscall_exit(struct tcb *tcp, int rval);
void json_syscall_gone(struct tcb *tcp);
void json_syscall_detached(struct tcb *tcp);
void json_signal(struct tcb *tcp, int sig);
void json_stopped(struct tcb *tcp, int sig);
void json_exit(struct tcb *tcp, int status);
void json_note(struct tcb *tcp, const char *text);
/* {"type":"attached"} (attached) or {"type":"detached"}. */
void json_attach_event(struct tcb *tcp, bool attached);

/* From output.c: the stream tcp's events go to; *first is true the first time a
 * given file is asked for (its header object is then due). */
FILE *output_stream(struct tcb *tcp, bool *first);

#endif
