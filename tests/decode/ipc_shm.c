/* systrace: -e trace=shmget,shmat,shmdt,shmctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* System V shared memory: keys, flags with huge page sizes and modes, the
 * shmctl structs in and out, attaching and detaching, failures. */
#include "tests.h"

#include <sched.h>

#include <linux/ipc.h>
#include <linux/shm.h>

static const char *perm(const struct ipc64_perm *p)
{
	static char buf[256];
	snprintf(buf, sizeof(buf), "{uid=%u, gid=%u, mode=%#03o, key=%u, cuid=%u, cgid=%u}",
		 p->uid, p->gid, p->mode, (unsigned int)p->key, p->cuid, p->cgid);
	return buf;
}

int main(void)
{
	long rc;
	/* A fresh IPC namespace: the identifiers are the same in every run. */
	if (unshare(CLONE_NEWIPC))
		skip_because("unshare(CLONE_NEWIPC): %s", strerror(errno));
	long id = syscall(SYS_shmget, IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	printf("shmget(IPC_PRIVATE, 4096, IPC_CREAT|0600) = %s\n", sprintrc(id));
	if (id < 0)
		skip_because("shmget: %s", strerror(errno));
	rc = syscall(SYS_shmget, 0x5eed1234, 4096, 0);
	printf("shmget(0x5eed1234, 4096, 000) = %s\n", sprintrc(rc));
	rc = syscall(SYS_shmget, 0x5eed1234, 4096, SHM_HUGETLB | (21U << 26) | 0640);
	printf("shmget(0x5eed1234, 4096, SHM_HUGETLB|21<<SHM_HUGE_SHIFT|0640) = %s\n", sprintrc(rc));
	rc = syscall(SYS_shmget, -1, 4096, 0x20000 | IPC_EXCL);
	printf("shmget(0xffffffff, 4096, IPC_EXCL|0x20000|000) = %s\n", sprintrc(rc));

	struct shmid64_ds *ds = tail_alloc(sizeof(*ds));
	rc = syscall(SYS_shmctl, id, IPC_STAT, ds);
	printf("shmctl(%ld, IPC_STAT, %s) = %s\n", id,
	       out_argf(ds, "{shm_perm=%s, shm_segsz=%zu, shm_cpid=%d, shm_lpid=%d, shm_nattch=%lu, "
			"shm_atime=%lu, shm_dtime=%lu, shm_ctime=%lu}",
			perm(&ds->shm_perm), (size_t)ds->shm_segsz, ds->shm_cpid, ds->shm_lpid,
			(unsigned long)ds->shm_nattch, (unsigned long)ds->shm_atime,
			(unsigned long)ds->shm_dtime, (unsigned long)ds->shm_ctime),
	       sprintrc(rc));
	rc = syscall(SYS_shmctl, id, IPC_SET, ds);
	printf("shmctl(%ld, IPC_SET, {shm_perm={uid=%u, gid=%u, mode=%#03o}}) = %s\n", id,
	       ds->shm_perm.uid, ds->shm_perm.gid, ds->shm_perm.mode, sprintrc(rc));
	rc = syscall(SYS_shmctl, id, IPC_64 | IPC_STAT, BAD_ADDR);
	printf("shmctl(%ld, IPC_64|IPC_STAT, %p) = %s\n", id, BAD_ADDR, sprintrc(rc));
	struct shminfo64 *si = tail_alloc(sizeof(*si));
	rc = syscall(SYS_shmctl, id, IPC_INFO, si);
	printf("shmctl(%ld, IPC_INFO, %s) = %s\n", id,
	       out_argf(si, "{shmmax=%lu, shmmin=%lu, shmmni=%lu, shmseg=%lu, shmall=%lu}",
			(unsigned long)si->shmmax, (unsigned long)si->shmmin,
			(unsigned long)si->shmmni, (unsigned long)si->shmseg,
			(unsigned long)si->shmall),
	       sprintrc(rc));
	struct shm_info *sinfo = tail_alloc(sizeof(*sinfo));
	rc = syscall(SYS_shmctl, id, SHM_INFO, sinfo);
	printf("shmctl(%ld, SHM_INFO, %s) = %s\n", id,
	       out_argf(sinfo, "{used_ids=%d, shm_tot=%lu, shm_rss=%lu, shm_swp=%lu, "
			"swap_attempts=%lu, swap_successes=%lu}",
			sinfo->used_ids, (unsigned long)sinfo->shm_tot,
			(unsigned long)sinfo->shm_rss, (unsigned long)sinfo->shm_swp,
			(unsigned long)sinfo->swap_attempts, (unsigned long)sinfo->swap_successes),
	       sprintrc(rc));
	rc = syscall(SYS_shmctl, id, 99, ds);
	printf("shmctl(%ld, 0x63 /* SHM_??? */, %p) = %s\n", id, ds, sprintrc(rc));
	rc = syscall(SYS_shmctl, id, SHM_LOCK, NULL);
	printf("shmctl(%ld, SHM_LOCK, NULL) = %s\n", id, sprintrc(rc));

	void *p = (void *)syscall(SYS_shmat, id, NULL, SHM_RDONLY);
	printf("shmat(%ld, NULL, SHM_RDONLY) = %p\n", id, p);
	rc = syscall(SYS_shmat, id, BAD_ADDR, SHM_EXEC | 0x80);
	printf("shmat(%ld, %p, SHM_EXEC|0x80) = %s\n", id, BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_shmdt, p);
	printf("shmdt(%p) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_shmdt, BAD_ADDR);
	printf("shmdt(%p) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_shmctl, id, IPC_RMID, NULL);
	printf("shmctl(%ld, IPC_RMID, NULL) = %s\n", id, sprintrc(rc));
	rc = syscall(SYS_shmctl, id, IPC_STAT, ds);
	printf("shmctl(%ld, IPC_STAT, %p) = %s\n", id, ds, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
