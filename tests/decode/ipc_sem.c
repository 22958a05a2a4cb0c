/* systrace: -e trace=semget,semop,semtimedop,semctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* System V semaphores: sembuf arrays, timeouts, semctl commands with and without
 * structs, failures. */
#include "tests.h"

#include <sched.h>

#include <linux/ipc.h>
#include <linux/sem.h>
#include <time.h>

int main(void)
{
	long rc;
	/* A fresh IPC namespace: the identifiers are the same in every run. */
	if (unshare(CLONE_NEWIPC))
		skip_because("unshare(CLONE_NEWIPC): %s", strerror(errno));
	long id = syscall(SYS_semget, IPC_PRIVATE, 2, IPC_CREAT | IPC_EXCL | 0600);
	printf("semget(IPC_PRIVATE, 2, IPC_CREAT|IPC_EXCL|0600) = %s\n", sprintrc(id));
	if (id < 0)
		skip_because("semget: %s", strerror(errno));
	rc = syscall(SYS_semget, 0x5eed1234, 1, 0);
	printf("semget(0x5eed1234, 1, 000) = %s\n", sprintrc(rc));
	rc = syscall(SYS_semget, 0x5eed1234, -1, 0x10000);
	printf("semget(0x5eed1234, -1, 0x10000000) = %s\n", sprintrc(rc));

	struct sembuf *sb = tail_alloc(2 * sizeof(*sb));
	sb[0] = (struct sembuf){ .sem_num = 0, .sem_op = 1, .sem_flg = SEM_UNDO };
	sb[1] = (struct sembuf){ .sem_num = 1, .sem_op = -1, .sem_flg = IPC_NOWAIT | 0x10 };
	rc = syscall(SYS_semop, id, sb, 1);
	printf("semop(%ld, [{sem_num=0, sem_op=1, sem_flg=SEM_UNDO}], 1) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_semop, id, sb, 2);
	printf("semop(%ld, [{sem_num=0, sem_op=1, sem_flg=SEM_UNDO}, "
	       "{sem_num=1, sem_op=-1, sem_flg=IPC_NOWAIT|0x10}], 2) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_semop, id, sb + 1, 2);
	printf("semop(%ld, [{sem_num=1, sem_op=-1, sem_flg=IPC_NOWAIT|0x10}, ... /* %p */], 2) = %s\n",
	       id, sb + 2, sprintrc(rc));
	rc = syscall(SYS_semop, id, NULL, 1);
	printf("semop(%ld, NULL, 1) = %s\n", id, sprintrc(rc));
	struct timespec *ts = tail_alloc(sizeof(*ts));
	ts->tv_sec = 0;
	ts->tv_nsec = 1000;
	rc = syscall(SYS_semtimedop, id, sb, 1, ts);
	printf("semtimedop(%ld, [{sem_num=0, sem_op=1, sem_flg=SEM_UNDO}], 1, "
	       "{tv_sec=0, tv_nsec=1000}) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_semtimedop, id, sb, 1, NULL);
	printf("semtimedop(%ld, [{sem_num=0, sem_op=1, sem_flg=SEM_UNDO}], 1, NULL) = %s\n",
	       id, sprintrc(rc));
	rc = syscall(SYS_semtimedop, id, sb + 1, 1, BAD_ADDR);
	printf("semtimedop(%ld, [{sem_num=1, sem_op=-1, sem_flg=IPC_NOWAIT|0x10}], 1, %p) = %s\n",
	       id, BAD_ADDR, sprintrc(rc));

	struct semid64_ds *ds = tail_alloc(sizeof(*ds));
	rc = syscall(SYS_semctl, id, 0, IPC_STAT, ds);
	printf("semctl(%ld, 0, IPC_STAT, %s) = %s\n", id,
	       out_argf(ds, "{sem_perm={uid=%u, gid=%u, mode=%#03o, key=%u, cuid=%u, cgid=%u}, "
			"sem_otime=%lu, sem_ctime=%lu, sem_nsems=%lu}",
			ds->sem_perm.uid, ds->sem_perm.gid, ds->sem_perm.mode,
			(unsigned int)ds->sem_perm.key, ds->sem_perm.cuid, ds->sem_perm.cgid,
			(unsigned long)ds->sem_otime, (unsigned long)ds->sem_ctime,
			(unsigned long)ds->sem_nsems),
	       sprintrc(rc));
	rc = syscall(SYS_semctl, id, 0, IPC_SET, ds);
	printf("semctl(%ld, 0, IPC_SET, {sem_perm={uid=%u, gid=%u, mode=%#03o}}) = %s\n", id,
	       ds->sem_perm.uid, ds->sem_perm.gid, ds->sem_perm.mode, sprintrc(rc));
	unsigned short *vals = tail_alloc(2 * sizeof(*vals));
	rc = syscall(SYS_semctl, id, 0, GETALL, vals);
	printf("semctl(%ld, 0, GETALL, %p) = %s\n", id, vals, sprintrc(rc));
	rc = syscall(SYS_semctl, id, 0, GETVAL, NULL);
	printf("semctl(%ld, 0, GETVAL, NULL) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_semctl, id, 1, SETVAL, 5);
	printf("semctl(%ld, 1, SETVAL, 0x5) = %s\n", id, sprintrc(rc));
	struct seminfo *si = tail_alloc(sizeof(*si));
	rc = syscall(SYS_semctl, id, 0, IPC_64 | SEM_INFO, si);
	printf("semctl(%ld, 0, IPC_64|SEM_INFO, %p) = %s\n", id, si, sprintrc(rc));
	rc = syscall(SYS_semctl, id, 0, SEM_INFO, si);
	printf("semctl(%ld, 0, SEM_INFO, %s) = %s\n", id,
	       out_argf(si, "{semmap=%d, semmni=%d, semmns=%d, semmnu=%d, semmsl=%d, semopm=%d, "
			"semume=%d, semusz=%d, semvmx=%d, semaem=%d}",
			si->semmap, si->semmni, si->semmns, si->semmnu, si->semmsl, si->semopm,
			si->semume, si->semusz, si->semvmx, si->semaem),
	       sprintrc(rc));
	rc = syscall(SYS_semctl, id, 0, 77, NULL);
	printf("semctl(%ld, 0, 0x4d /* SEM_??? */, NULL) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_semctl, id, 0, IPC_RMID, NULL);
	printf("semctl(%ld, 0, IPC_RMID, NULL) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_semctl, id, 0, IPC_STAT, ds);
	printf("semctl(%ld, 0, IPC_STAT, %p) = %s\n", id, ds, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
