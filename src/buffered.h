/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the parts of -m buffered share (internal to it):
 *   backend_buffered.c     startup, the ring's setup, the main loop, the backend struct
 *   buffered_ring_reader.c copying records out of the ring and validating them
 *   buffered_records.c     a validated record -> tcb events for the decoders
 *   buffered_tasks.c       which processes and threads are tracees, and their ends
 */
#ifndef SYSTRACE_BUFFERED_H
#define SYSTRACE_BUFFERED_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "buffered_ring_reader.h"
#include "ring.h"

struct tcb;

#define MAX_NEST 8		/* syscalls of one thread pending at once (signal handlers) */

/* One traced process, by its pid as systrace sees it. */
struct bproc {
	pid_t pid;
	pid_t ns_pid;			/* its pid in its own pid namespace (= pid if the same) */
	int pidfd;			/* says when it is gone; -1 if unavailable */
	int statfd;			/* /proc/PID/stat, for the status of a non-child */
	bool registered;		/* a library instance in it said hello */
	bool gone;			/* dead; its end is reported */
	bool death_pending;		/* dead, status not known yet */
	bool exec_pending;		/* execve entered; the new image has not said hello */
	bool exec_untraced;		/* that execve's environment dropped the library */
	bool exec_unregistered;		/* an image that never said hello */
	bool group_exit;		/* exit_group recorded */
	bool leader_exit;		/* its leader called exit: exit_code holds its argument */
	int exit_code;			/* exit_group's (or the leader's exit's) argument */
	int wait_status;		/* learned from a traced parent's wait4; -1 */
	uint64_t died_ns;
	uint64_t death_mark;		/* ring_reader_mark when its death was noticed */
	char *exec_path;
	uint64_t lost;			/* ring full (the library's count) */
	uint64_t lost_dead;		/* records its writers died in the middle of */
	uint64_t lost_tid;		/* records of threads whose ids could not be translated */
	uint64_t stacks_skipped;	/* -k: stacks its library could not take */
	uint64_t trimmed;		/* calls the library kept off its own memory */
	bool leader_untraced;		/* its leader entered seccomp strict mode */
	uint32_t ghost_tids;		/* thread ids accepted after their thread was gone */
	uint32_t slots[16];		/* ring_header.procs slots its images used */
	unsigned int nslots;
	pid_t *exited_tids;		/* its threads that ended alone (exit) */
	unsigned int nexited, exited_cap;
	/* In a pid namespace of its own: its threads' ids there and here. */
	struct tid_map { pid_t ns_tid, tid; } *tids;
	unsigned int ntids, tids_cap;
	struct bproc *next;		/* every process, for the final report */
	struct bproc *hnext;		/* in live[] or dead[] */
	struct bproc *nsnext;		/* in the namespace pid table */
};

/* A thread's syscalls in progress: level 0 is its tcb; deeper levels are
 * syscalls made by signal handlers while an outer one was pending, each with a
 * tcb of its own that is not in the task table. */
struct level {
	struct tcb *tcp;
	unsigned char *entry;		/* copy of the entry record */
	size_t entry_cap;
	bool self_mem;			/* the execve systrace made: read systrace's memory */
};

struct btask {
	pid_t tid;
	unsigned int depth;
	struct level lv[MAX_NEST];
	struct btask *next;
};

#define BTASK_BUCKETS 1024
extern struct btask *btasks[BTASK_BUCKETS];

/* backend_buffered.c */
extern struct ring_reader ring_rd;
extern int ring_fd;			/* the ring's memfd */
extern int cred_sock;			/* where struct ring_cred comes; -1: none */
extern pid_t started_pid;
extern int started_status;		/* its wait status, -1 until it has ended */
extern uint64_t skipped_records;	/* records systrace stepped over */
extern uint64_t lost_corrupt;		/* records the program wrote over */
extern uint64_t too_deep_records;	/* syscalls nested deeper than MAX_NEST: not shown */
/* Read everything that is ready (final: the producers are gone). */
unsigned long buffered_drain(bool final);
/* Read until nothing more is ready (at most a ring's worth of batches). */
void buffered_drain_all(bool final);

/* buffered_tasks.c */
extern unsigned int nlive;
extern uint64_t unknown_pid_records;	/* records naming no tracee: ignored */
extern uint64_t late_records;		/* records of a process already reported gone */
/* Records from a registered slot whose process could not be identified. */
extern uint64_t lost_unidentified;
struct bproc *proc_find(pid_t pid);
bool proc_was_gone(pid_t pid);
/* Does a record's pid name a process already reported gone (a late record)? */
bool proc_record_was_gone(pid_t ns_pid);
struct bproc *proc_get(pid_t pid);
/* How proc_of_record may make a process known. */
enum {
	PROC_LOOKUP = 0,	/* only a process known already */
	PROC_VERIFY = 1,	/* or one systrace verifies is a tracee */
	PROC_HELLO = 2,		/* a new process image: its pid may be a gone one's, reused */
};
/* The live process a record from pid ns_pid (its own namespace's id), written
 * at when_ns (CLOCK_MONOTONIC, 0 unknown), belongs to; NULL if it is not known
 * (PROC_LOOKUP) or not verified as a tracee. */
struct bproc *proc_of_record(pid_t ns_pid, unsigned int how, uint64_t when_ns);
/* Read the processes' struct ring_cred messages: which process took which slot. */
void procs_read_creds(void);
/* The live process the kernel said took ring slot slot, if its records give its
 * pid as ns_pid; NULL if none is known (then proc_of_record guesses). */
struct bproc *proc_of_slot(uint32_t slot, pid_t ns_pid);
/* A thread id in p's namespace as systrace sees it; 0 if it cannot be found. */
pid_t proc_tid(struct bproc *p, pid_t ns_tid);
/* The live process whose namespace pid is ns_pid, seen by a record of p. */
struct bproc *proc_find_ns(const struct bproc *p, pid_t ns_pid);
void proc_note_slot(struct bproc *p, uint32_t slot);
/* Verify the processes that have just registered in the ring's slot table. */
void procs_discover(void);
void proc_note_exited_thread(pid_t pid, pid_t tid);
bool thread_exited(pid_t pid, pid_t tid);
struct btask *btask_find(pid_t tid);
struct btask *btask_get(pid_t tid);
void btask_free(pid_t tid);
struct tcb *task_get(pid_t tid, pid_t pid);
void task_gone(struct tcb *tcp, int status, bool known);
void on_thread_exit(struct tcb *tcp, int code);
/* The thread entered seccomp strict mode: the library records no more of it. */
void on_capture_stopped(struct tcb *tcp);
void report_death(struct bproc *p);
void proc_child_ended(pid_t ns_pid);	/* its parent's SIGCHLD says it ended */
/* Process pid ended, waited for, while in an execve whose end no record told
 * (the old image records a failure before it goes on): it succeeded, into an
 * image the library does not run in. */
void exec_succeeded_unseen(pid_t pid);
void check_deaths(bool final);
bool all_done(void);
/* Processes dead whose end is not reported yet? */
bool deaths_pending(void);
void free_slots(struct bproc *p);
/* For the reader: is the task a busy record names still alive? */
enum ring_writer writer_state(void *ctx, int32_t ns_pid, int32_t ns_tid, uint32_t slot);
/* Every process ever seen (for the final report). */
struct bproc *procs_all(void);

/* buffered_records.c */
void process_record(struct ring_rec *r);
int buffered_read_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len);
void bdecode_entry(struct tcb *tcp, const unsigned char *rec, bool self_mem);
void bdecode_exit(struct tcb *tcp, const unsigned char *rec, const unsigned char *entry,
		 bool self_mem);
void close_gone(struct tcb *tcp);
void pseudo_done(struct tcb *main_tcp, struct tcb *t);

#endif
