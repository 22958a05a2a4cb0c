/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The table of traced tasks: a small hash on the tid, since every stop looks one up. */
#include "config.h"
#include "tcb.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options.h"
#include "options_ext.h"
#include "output.h"
#include "unwind.h"

#define TCB_BUCKETS 1024

static struct tcb *buckets[TCB_BUCKETS];
static unsigned int ntcbs;

static unsigned int bucket_of(pid_t pid)
{
	return (unsigned int)pid % TCB_BUCKETS;
}

struct tcb *tcb_find(pid_t pid)
{
	for (struct tcb *t = buckets[bucket_of(pid)]; t; t = t->hash_next)
		if (t->pid == pid)
			return t;
	return NULL;
}

void tcb_read_comm(struct tcb *tcp)
{
	char path[64], buf[sizeof(tcp->comm)];
	snprintf(path, sizeof(path), "/proc/%d/comm", tcp->pid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return;
	buf[n] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	memcpy(tcp->comm, buf, sizeof(buf));
}

struct tcb *tcb_new(pid_t pid)
{
	struct tcb *t = xcalloc(1, sizeof(*t));
	t->pid = pid;
	t->tgid = pid;
	if (opts.decode_pid_kinds & DECODE_PID_COMM)
		tcb_read_comm(t);
	unsigned int b = bucket_of(pid);
	t->hash_next = buckets[b];
	buckets[b] = t;
	ntcbs++;
	return t;
}

void tcb_unlink(struct tcb *tcp)
{
	struct tcb **pp = &buckets[bucket_of(tcp->pid)];
	while (*pp && *pp != tcp)
		pp = &(*pp)->hash_next;
	if (*pp) {
		*pp = tcp->hash_next;
		ntcbs--;
	}
}

void tcb_free(struct tcb *tcp)
{
	tcb_unlink(tcp);
	output_forget(tcp);
	stack_free(tcp);
	free(tcp->text.buf);
	free(tcp);
}

void tcb_set_pid(struct tcb *tcp, pid_t pid)
{
	struct tcb **pp = &buckets[bucket_of(tcp->pid)];
	while (*pp && *pp != tcp)
		pp = &(*pp)->hash_next;
	if (*pp)
		*pp = tcp->hash_next;
	tcp->pid = pid;
	unsigned int b = bucket_of(pid);
	tcp->hash_next = buckets[b];
	buckets[b] = tcp;
}

unsigned int tcb_count(void)
{
	return ntcbs;
}

void tcb_for_each(void (*fn)(struct tcb *tcp, void *arg), void *arg)
{
	for (unsigned int b = 0; b < TCB_BUCKETS; b++) {
		struct tcb *t = buckets[b];
		while (t) {
			struct tcb *next = t->hash_next;
			fn(t, arg);
			t = next;
		}
	}
}
