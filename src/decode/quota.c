/* SPDX-License-Identifier: GPL-2.0-or-later */
/* quotactl, quotactl_fd: disk quotas, the VFS and the XFS commands. */
#include "config.h"

#include <linux/dqblk_xfs.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/if_dqblk_valid.h"
#include "xlat/if_dqinfo_flags.h"
#include "xlat/if_dqinfo_valid.h"
#include "xlat/quota_cmds.h"
#include "xlat/quota_formats.h"
#include "xlat/quota_types.h"
#include "xlat/xfs_dqblk_flags.h"
#include "xlat/xfs_quota_flags.h"

enum {
	QC_SYNC = 0x800001, QC_QUOTAON, QC_QUOTAOFF, QC_GETFMT, QC_GETINFO, QC_SETINFO,
	QC_GETQUOTA, QC_SETQUOTA, QC_GETNEXTQUOTA,
	QC_XQUOTAON = 0x5801, QC_XQUOTAOFF, QC_XGETQUOTA, QC_XSETQLIM, QC_XGETQSTAT,
	QC_XQUOTARM, QC_XQUOTASYNC, QC_XGETQSTATV, QC_XGETNEXTQUOTA,
};

/* struct if_dqblk (packed: 68 bytes) and if_nextdqblk (72). */
struct dqblk {
	uint64_t bhardlimit, bsoftlimit, curspace, ihardlimit, isoftlimit, curinodes;
	uint64_t btime, itime;
	uint32_t valid;
	uint32_t id;
} __attribute__((packed));

struct dqinfo {
	uint64_t bgrace, igrace;
	uint32_t flags, valid;
};

/* "QCMD(Q_GETQUOTA, USRQUOTA)" */
static void print_qcmd(struct tcb *tcp, uint32_t qcmd)
{
	value_call_begin(tcp, "QCMD");
	value_call_arg(tcp);
	print_xval(tcp, &quota_cmds, qcmd >> 8, "Q_???");
	value_call_arg(tcp);
	print_xval(tcp, &quota_types, qcmd & 0xff, "???QUOTA");
	value_call_end(tcp);
}

static void print_qid(struct tcb *tcp, uint32_t id)
{
	if (id == UINT32_MAX)
		value_int(tcp, -1);
	else
		value_uint(tcp, id, VB_DEC);
}

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

static void field_d(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

static void print_dqblk(struct tcb *tcp, uint64_t addr, bool next)
{
	struct dqblk dq;
	if (!umove_or_addr(tcp, addr, &dq, next ? sizeof(dq) : sizeof(dq) - sizeof(dq.id)))
		return;
	value_struct_begin(tcp);
	field_u(tcp, "dqb_bhardlimit", dq.bhardlimit);
	field_u(tcp, "dqb_bsoftlimit", dq.bsoftlimit);
	field_u(tcp, "dqb_curspace", dq.curspace);
	field_u(tcp, "dqb_ihardlimit", dq.ihardlimit);
	field_u(tcp, "dqb_isoftlimit", dq.isoftlimit);
	field_u(tcp, "dqb_curinodes", dq.curinodes);
	if (opts.verbose) {
		field_u(tcp, "dqb_btime", dq.btime);
		field_u(tcp, "dqb_itime", dq.itime);
		value_field(tcp, "dqb_valid");
		print_flags(tcp, &if_dqblk_valid, dq.valid, "QIF_???");
		if (next)
			field_u(tcp, "dqb_id", dq.id);
	} else {
		if (next)
			field_u(tcp, "dqb_id", dq.id);
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

static void print_xfs_dquot(struct tcb *tcp, uint64_t addr)
{
	fs_disk_quota_t dq;
	if (!umove_or_addr(tcp, addr, &dq, sizeof(dq)))
		return;
	value_struct_begin(tcp);
	field_d(tcp, "d_version", dq.d_version);
	value_field(tcp, "d_flags");
	print_flags(tcp, &xfs_dqblk_flags, (uint8_t)dq.d_flags, "FS_???_QUOTA");
	value_field(tcp, "d_fieldmask");
	print_hex(tcp, dq.d_fieldmask);
	field_u(tcp, "d_id", dq.d_id);
	field_u(tcp, "d_blk_hardlimit", dq.d_blk_hardlimit);
	field_u(tcp, "d_blk_softlimit", dq.d_blk_softlimit);
	field_u(tcp, "d_ino_hardlimit", dq.d_ino_hardlimit);
	field_u(tcp, "d_ino_softlimit", dq.d_ino_softlimit);
	field_u(tcp, "d_bcount", dq.d_bcount);
	field_u(tcp, "d_icount", dq.d_icount);
	if (opts.verbose) {
		field_d(tcp, "d_itimer", dq.d_itimer);
		field_d(tcp, "d_btimer", dq.d_btimer);
		field_u(tcp, "d_iwarns", dq.d_iwarns);
		field_u(tcp, "d_bwarns", dq.d_bwarns);
		field_u(tcp, "d_rtb_hardlimit", dq.d_rtb_hardlimit);
		field_u(tcp, "d_rtb_softlimit", dq.d_rtb_softlimit);
		field_u(tcp, "d_rtbcount", dq.d_rtbcount);
		field_d(tcp, "d_rtbtimer", dq.d_rtbtimer);
		field_u(tcp, "d_rtbwarns", dq.d_rtbwarns);
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

static void print_qfilestat(struct tcb *tcp, const char *name, uint64_t ino, uint64_t nblks,
			    uint32_t nextents)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	field_u(tcp, "qfs_ino", ino);
	field_u(tcp, "qfs_nblks", nblks);
	field_u(tcp, "qfs_nextents", nextents);
	value_struct_end(tcp);
}

/* The start of struct fs_quota_stat[v]: qs_version, and with -v qs_flags;
 * without -v the rest is left out, the struct closed, and false returned. */
static bool print_qstat_start(struct tcb *tcp, int64_t version, uint64_t flags)
{
	value_struct_begin(tcp);
	field_d(tcp, "qs_version", version);
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return false;
	}
	value_field(tcp, "qs_flags");
	print_flags(tcp, &xfs_quota_flags, flags, "FS_QUOTA_???");
	return true;
}

/* The end of struct fs_quota_stat[v]: its time and warning limits. */
static void print_qstat_end(struct tcb *tcp, int64_t btime, int64_t itime, int64_t rtbtime,
			    uint64_t bwarn, uint64_t iwarn)
{
	field_d(tcp, "qs_btimelimit", btime);
	field_d(tcp, "qs_itimelimit", itime);
	field_d(tcp, "qs_rtbtimelimit", rtbtime);
	field_u(tcp, "qs_bwarnlimit", bwarn);
	field_u(tcp, "qs_iwarnlimit", iwarn);
	value_struct_end(tcp);
}

static void print_xfs_qstat(struct tcb *tcp, uint64_t addr)
{
	fs_quota_stat_t qs;
	if (!umove_or_addr(tcp, addr, &qs, sizeof(qs)) ||
	    !print_qstat_start(tcp, qs.qs_version, qs.qs_flags))
		return;
	print_qfilestat(tcp, "qs_uquota", qs.qs_uquota.qfs_ino, qs.qs_uquota.qfs_nblks,
			qs.qs_uquota.qfs_nextents);
	print_qfilestat(tcp, "qs_gquota", qs.qs_gquota.qfs_ino, qs.qs_gquota.qfs_nblks,
			qs.qs_gquota.qfs_nextents);
	field_u(tcp, "qs_incoredqs", qs.qs_incoredqs);
	print_qstat_end(tcp, qs.qs_btimelimit, qs.qs_itimelimit, qs.qs_rtbtimelimit,
			qs.qs_bwarnlimit, qs.qs_iwarnlimit);
}

static void print_xfs_qstatv(struct tcb *tcp, uint64_t addr)
{
	struct fs_quota_statv qs;
	if (!umove_or_addr(tcp, addr, &qs, sizeof(qs)) ||
	    !print_qstat_start(tcp, qs.qs_version, qs.qs_flags))
		return;
	field_u(tcp, "qs_incoredqs", qs.qs_incoredqs);
	print_qfilestat(tcp, "qs_uquota", qs.qs_uquota.qfs_ino, qs.qs_uquota.qfs_nblks,
			qs.qs_uquota.qfs_nextents);
	print_qfilestat(tcp, "qs_gquota", qs.qs_gquota.qfs_ino, qs.qs_gquota.qfs_nblks,
			qs.qs_gquota.qfs_nextents);
	print_qfilestat(tcp, "qs_pquota", qs.qs_pquota.qfs_ino, qs.qs_pquota.qfs_nblks,
			qs.qs_pquota.qfs_nextents);
	print_qstat_end(tcp, qs.qs_btimelimit, qs.qs_itimelimit, qs.qs_rtbtimelimit,
			qs.qs_bwarnlimit, qs.qs_iwarnlimit);
}

/* A u32 behind a pointer, "[...]", printed by fn. */
static bool fetch_u32_bracket(struct tcb *tcp, uint64_t addr, uint32_t *v)
{
	if (!umove_or_addr(tcp, addr, v, sizeof(*v)))
		return false;
	value_array_begin(tcp);
	value_elem(tcp);
	return true;
}

/* The arguments after the command (and the special file or descriptor). */
static int decode_cmd_data(struct tcb *tcp, uint32_t id, uint32_t cmd, uint64_t data)
{
	uint32_t v;
	switch (cmd) {
	case QC_QUOTAOFF:
	case QC_SYNC:
	case QC_XQUOTASYNC:
		break;
	case QC_QUOTAON:
		tprint_sep(tcp);
		print_xval(tcp, &quota_formats, id, "QFMT_VFS_???");
		tprint_sep(tcp);
		print_path(tcp, data);
		break;
	case QC_GETQUOTA:
	case QC_GETNEXTQUOTA:
	case QC_XGETQUOTA:
	case QC_XGETNEXTQUOTA:
		if (entering(tcp)) {
			tprint_sep(tcp);
			print_qid(tcp, id);
			tprint_sep(tcp);
			return 0;
		}
		if (cmd == QC_GETQUOTA || cmd == QC_GETNEXTQUOTA)
			print_dqblk(tcp, data, cmd == QC_GETNEXTQUOTA);
		else
			print_xfs_dquot(tcp, data);
		break;
	case QC_SETQUOTA:
	case QC_XSETQLIM:
		tprint_sep(tcp);
		print_qid(tcp, id);
		tprint_sep(tcp);
		if (cmd == QC_SETQUOTA)
			print_dqblk(tcp, data, false);
		else
			print_xfs_dquot(tcp, data);
		break;
	case QC_GETFMT:
		if (entering(tcp)) {
			tprint_sep(tcp);
			return 0;
		}
		if (fetch_u32_bracket(tcp, data, &v)) {
			print_xval(tcp, &quota_formats, v, "QFMT_VFS_???");
			value_array_end(tcp);
		}
		break;
	case QC_GETINFO:
	case QC_SETINFO: {
		if (cmd == QC_GETINFO && entering(tcp)) {
			tprint_sep(tcp);
			return 0;
		}
		if (entering(tcp))
			tprint_sep(tcp);
		struct dqinfo dq;
		if (!umove_or_addr(tcp, data, &dq, sizeof(dq)))
			break;
		value_struct_begin(tcp);
		field_u(tcp, "dqi_bgrace", dq.bgrace);
		field_u(tcp, "dqi_igrace", dq.igrace);
		value_field(tcp, "dqi_flags");
		print_flags(tcp, &if_dqinfo_flags, dq.flags, "DQF_???");
		value_field(tcp, "dqi_valid");
		print_flags(tcp, &if_dqinfo_valid, dq.valid, "IIF_???");
		value_struct_end(tcp);
		break;
	}
	case QC_XGETQSTAT:
	case QC_XGETQSTATV:
		if (entering(tcp)) {
			tprint_sep(tcp);
			return 0;
		}
		if (cmd == QC_XGETQSTAT)
			print_xfs_qstat(tcp, data);
		else
			print_xfs_qstatv(tcp, data);
		break;
	case QC_XQUOTAON:
	case QC_XQUOTAOFF:
	case QC_XQUOTARM:
		tprint_sep(tcp);
		if (fetch_u32_bracket(tcp, data, &v)) {
			if (cmd == QC_XQUOTARM)
				print_flags(tcp, &xfs_dqblk_flags, v, "FS_???_QUOTA");
			else
				print_flags(tcp, &xfs_quota_flags, v, "FS_QUOTA_???");
			value_array_end(tcp);
		}
		break;
	default:
		tprint_sep(tcp);
		print_qid(tcp, id);
		tprint_sep(tcp);
		print_addr(tcp, data);
		break;
	}
	return RVAL_DECODED;
}

SYS_FUNC(quotactl)
{
	uint32_t qcmd = (uint32_t)ARG(0);
	if (entering(tcp)) {
		print_qcmd(tcp, qcmd);
		tprint_sep(tcp);
		print_path(tcp, ARG(1));
	}
	return decode_cmd_data(tcp, (uint32_t)ARG(2), qcmd >> 8, ARG(3));
}

SYS_FUNC(quotactl_fd)
{
	uint32_t qcmd = (uint32_t)ARG(1);
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_qcmd(tcp, qcmd);
	}
	return decode_cmd_data(tcp, (uint32_t)ARG(2), qcmd >> 8, ARG(3));
}
