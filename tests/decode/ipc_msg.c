/* systrace: -e trace=msgget,msgsnd,msgrcv,msgctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* System V message queues: messages sent and received, msgctl structs, failures. */
#include "tests.h"

#include <sched.h>

#include <linux/ipc.h>
#include <linux/msg.h>

struct msg {
	long mtype;
	char mtext[8];
};

int main(void)
{
	long rc;
	/* A fresh IPC namespace: the identifiers are the same in every run. */
	if (unshare(CLONE_NEWIPC))
		skip_because("unshare(CLONE_NEWIPC): %s", strerror(errno));
	long id = syscall(SYS_msgget, IPC_PRIVATE, IPC_CREAT | 0600);
	printf("msgget(IPC_PRIVATE, IPC_CREAT|0600) = %s\n", sprintrc(id));
	if (id < 0)
		skip_because("msgget: %s", strerror(errno));
	rc = syscall(SYS_msgget, 0x5eed1234, 0);
	printf("msgget(0x5eed1234, 000) = %s\n", sprintrc(rc));

	struct msg *m = tail_alloc(sizeof(*m));
	m->mtype = 5;
	memcpy(m->mtext, "hello\n\0", 8);
	rc = syscall(SYS_msgsnd, id, m, 6, 0);
	printf("msgsnd(%ld, {mtype=5, mtext=\"hello\\n\"}, 6, 0) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_msgsnd, id, m, 6, IPC_NOWAIT | 0x100);
	printf("msgsnd(%ld, {mtype=5, mtext=\"hello\\n\"}, 6, IPC_NOWAIT|0x100) = %s\n",
	       id, sprintrc(rc));
	rc = syscall(SYS_msgsnd, id, BAD_ADDR, 6, 0);
	printf("msgsnd(%ld, %p, 6, 0) = %s\n", id, BAD_ADDR, sprintrc(rc));
	memset(m->mtext, 'x', sizeof(m->mtext));
	rc = syscall(SYS_msgrcv, id, m, 8, 0, 0);
	printf("msgrcv(%ld, %s, 8, 0, 0) = %s\n", id,
	       out_argf(m, "{mtype=5, mtext=\"hello\\nxx\"}"), sprintrc(rc));
	rc = syscall(SYS_msgrcv, id, m, 8, -3L, IPC_NOWAIT | MSG_NOERROR);
	printf("msgrcv(%ld, %p, 8, -3, MSG_NOERROR|IPC_NOWAIT) = %s\n", id, m, sprintrc(rc));
	rc = syscall(SYS_msgrcv, id, m, 8, 7L, IPC_NOWAIT);
	printf("msgrcv(%ld, %p, 8, 7, IPC_NOWAIT) = %s\n", id, m, sprintrc(rc));

	struct msqid64_ds *ds = tail_alloc(sizeof(*ds));
	rc = syscall(SYS_msgctl, id, IPC_STAT, ds);
	printf("msgctl(%ld, IPC_STAT, %s) = %s\n", id,
	       out_argf(ds, "{msg_perm={uid=%u, gid=%u, mode=%#03o, key=%u, cuid=%u, cgid=%u}, "
			"msg_stime=%lu, msg_rtime=%lu, msg_ctime=%lu, msg_qnum=%lu, "
			"msg_qbytes=%lu, msg_lspid=%d, msg_lrpid=%d}",
			ds->msg_perm.uid, ds->msg_perm.gid, ds->msg_perm.mode,
			(unsigned int)ds->msg_perm.key, ds->msg_perm.cuid, ds->msg_perm.cgid,
			(unsigned long)ds->msg_stime, (unsigned long)ds->msg_rtime,
			(unsigned long)ds->msg_ctime, (unsigned long)ds->msg_qnum,
			(unsigned long)ds->msg_qbytes, ds->msg_lspid, ds->msg_lrpid),
	       sprintrc(rc));
	rc = syscall(SYS_msgctl, id, IPC_SET, ds);
	printf("msgctl(%ld, IPC_SET, {msg_perm={uid=%u, gid=%u, mode=%#03o}, msg_qbytes=%lu}) = %s\n",
	       id, ds->msg_perm.uid, ds->msg_perm.gid, ds->msg_perm.mode,
	       (unsigned long)ds->msg_qbytes, sprintrc(rc));
	struct msginfo *mi = tail_alloc(sizeof(*mi));
	rc = syscall(SYS_msgctl, id, IPC_INFO, mi);
	printf("msgctl(%ld, IPC_INFO, %s) = %s\n", id,
	       out_argf(mi, "{msgpool=%d, msgmap=%d, msgmax=%d, msgmnb=%d, msgmni=%d, msgssz=%d, "
			"msgtql=%d, msgseg=%u}",
			mi->msgpool, mi->msgmap, mi->msgmax, mi->msgmnb, mi->msgmni, mi->msgssz,
			mi->msgtql, mi->msgseg),
	       sprintrc(rc));
	rc = syscall(SYS_msgctl, id, 99, mi);
	printf("msgctl(%ld, 0x63 /* MSG_??? */, %p) = %s\n", id, mi, sprintrc(rc));
	rc = syscall(SYS_msgctl, id, IPC_RMID, NULL);
	printf("msgctl(%ld, IPC_RMID, NULL) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_msgctl, id, IPC_STAT, BAD_ADDR);
	printf("msgctl(%ld, IPC_STAT, %p) = %s\n", id, BAD_ADDR, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
