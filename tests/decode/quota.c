/* systrace: -e trace=quotactl,quotactl_fd */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* quotactl, quotactl_fd: commands and types, the structs in and out (this machine
 * may have no file system with quotas: an out-struct then prints as its address). */
#include "tests.h"

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/quota.h>
#include <linux/dqblk_xfs.h>

#ifndef Q_GETNEXTQUOTA
# define Q_GETNEXTQUOTA 0x800009
#endif

int main(void)
{
	long rc;
	int fd = open("/tmp", O_RDONLY | O_DIRECTORY);

	rc = syscall(SYS_quotactl, QCMD(Q_SYNC, USRQUOTA), NULL, 0, NULL);
	printf("quotactl(QCMD(Q_SYNC, USRQUOTA), NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_quotactl, QCMD(Q_QUOTAON, GRPQUOTA), "/dev/nonexistent", QFMT_VFS_V1,
		     "/aquota.group");
	printf("quotactl(QCMD(Q_QUOTAON, GRPQUOTA), \"/dev/nonexistent\", QFMT_VFS_V1, "
	       "\"/aquota.group\") = %s\n", sprintrc(rc));
	struct if_dqblk *dq = tail_alloc(sizeof(*dq));
	memset(dq, 0, sizeof(*dq));
	dq->dqb_bhardlimit = 100;
	dq->dqb_valid = QIF_BLIMITS;
	rc = syscall(SYS_quotactl, QCMD(Q_SETQUOTA, USRQUOTA), "/dev/nonexistent", 1000, dq);
	printf("quotactl(QCMD(Q_SETQUOTA, USRQUOTA), \"/dev/nonexistent\", 1000, {dqb_bhardlimit=100, "
	       "dqb_bsoftlimit=0, dqb_curspace=0, dqb_ihardlimit=0, dqb_isoftlimit=0, "
	       "dqb_curinodes=0, ...}) = %s\n", sprintrc(rc));
	rc = syscall(SYS_quotactl, QCMD(Q_GETQUOTA, PRJQUOTA), "/dev/nonexistent", -1, dq);
	printf("quotactl(QCMD(Q_GETQUOTA, PRJQUOTA), \"/dev/nonexistent\", -1, %p) = %s\n", dq,
	       sprintrc(rc));
	rc = syscall(SYS_quotactl, QCMD(0x1234, 7), "/dev/null", 5, BAD_ADDR);
	printf("quotactl(QCMD(0x1234 /* Q_??? */, 0x7 /* ???QUOTA */), \"/dev/null\", 5, %p) = %s\n",
	       BAD_ADDR, sprintrc(rc));
	uint32_t *flags = tail_alloc(sizeof(*flags));
	*flags = FS_QUOTA_UDQ_ACCT | FS_QUOTA_UDQ_ENFD;
	rc = syscall(SYS_quotactl, QCMD(Q_XQUOTAON, USRQUOTA), "/dev/nonexistent", 0, flags);
	printf("quotactl(QCMD(Q_XQUOTAON, USRQUOTA), \"/dev/nonexistent\", "
	       "[FS_QUOTA_UDQ_ACCT|FS_QUOTA_UDQ_ENFD]) = %s\n", sprintrc(rc));

	rc = syscall(443, fd, QCMD(Q_GETQUOTA, USRQUOTA), 0, dq);
	printf("quotactl_fd(%d, QCMD(Q_GETQUOTA, USRQUOTA), 0, %s) = %s\n", fd,
	       rc < 0 ? sprintaddr(dq) : out_argf(dq, "{dqb_bhardlimit=%llu, dqb_bsoftlimit=%llu, dqb_curspace=%llu, "
			"dqb_ihardlimit=%llu, dqb_isoftlimit=%llu, dqb_curinodes=%llu, ...}",
			(unsigned long long)dq->dqb_bhardlimit, (unsigned long long)dq->dqb_bsoftlimit,
			(unsigned long long)dq->dqb_curspace, (unsigned long long)dq->dqb_ihardlimit,
			(unsigned long long)dq->dqb_isoftlimit,
			(unsigned long long)dq->dqb_curinodes), sprintrc(rc));
	uint32_t *fmt = tail_alloc(sizeof(*fmt));
	rc = syscall(443, fd, QCMD(Q_GETFMT, USRQUOTA), 0, fmt);
	printf("quotactl_fd(%d, QCMD(Q_GETFMT, USRQUOTA), %s) = %s\n", fd,
	       rc < 0 ? sprintaddr(fmt) : out_argf(fmt, "[%s]", *fmt == QFMT_VFS_V1 ? "QFMT_VFS_V1" : "?"), sprintrc(rc));
	struct if_dqinfo *di = tail_alloc(sizeof(*di));
	rc = syscall(443, fd, QCMD(Q_GETINFO, USRQUOTA), 0, di);
	printf("quotactl_fd(%d, QCMD(Q_GETINFO, USRQUOTA), %s) = %s\n", fd,
	       rc < 0 ? sprintaddr(di) : out_argf(di, "{dqi_bgrace=%llu, dqi_igrace=%llu, dqi_flags=%s, dqi_valid=%s}",
			(unsigned long long)di->dqi_bgrace, (unsigned long long)di->dqi_igrace,
			di->dqi_flags ? "?" : "0",
			di->dqi_valid == 7 ? "IIF_BGRACE|IIF_IGRACE|IIF_FLAGS" : "?"), sprintrc(rc));
	rc = syscall(443, fd, QCMD(Q_GETQUOTA, GRPQUOTA), 0, dq);
	printf("quotactl_fd(%d, QCMD(Q_GETQUOTA, GRPQUOTA), 0, %p) = %s\n", fd, dq, sprintrc(rc));
	rc = syscall(443, -1, QCMD(Q_SYNC, USRQUOTA), 0, NULL);
	printf("quotactl_fd(-1, QCMD(Q_SYNC, USRQUOTA)) = %s\n", sprintrc(rc));

	close(fd);
	puts("+++ exited with 0 +++");
	return 0;
}
