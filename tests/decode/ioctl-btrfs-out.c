/* systrace: -e trace=ioctl -e inject=ioctl:retval=0 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: btrfs requests whose argument the kernel writes, decoded at exit.
 * There is no btrfs here: the calls are made to succeed by injection
 * (-e inject=ioctl:retval=0, strace's option too), so the "answers" are what
 * the test put in memory: the sync transaction id, subvolume flags, features,
 * file system information with and without its optional fields, the balance
 * progress, the quota rescan status and a qgroup limit; and at exit of requests
 * the kernel reads too: a new snapshot's transaction id, a device's sizes and
 * path, an inode's path, a device replacement's status, a received
 * subvolume's transaction, scrub progress, balance state, device statistics,
 * space infos, inode paths and logical inodes, a tree search; quota groups to
 * inherit at entry.
 */
#include "tests.h"

#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>

static int fd;

#define CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s (INJECTED)\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

#define FEATURES "{compat_flags=0x1 /* BTRFS_FEATURE_COMPAT_??? */" \
	", compat_ro_flags=BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE" \
	"|BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE_VALID" \
	", incompat_flags=BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF" \
	"|BTRFS_FEATURE_INCOMPAT_DEFAULT_SUBVOL}"

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	uint64_t *u = tail_alloc(sizeof(*u));
	*u = 123;
	CALL(BTRFS_IOC_START_SYNC, u, "[123]");
	*u = BTRFS_SUBVOL_RDONLY | 0x100;
	CALL(BTRFS_IOC_SUBVOL_GETFLAGS, u, "BTRFS_SUBVOL_RDONLY|0x100");

	struct btrfs_ioctl_feature_flags *ff = tail_alloc(3 * sizeof(*ff));
	ff[0] = (struct btrfs_ioctl_feature_flags){ 1, 3, 3 };
	ff[1] = (struct btrfs_ioctl_feature_flags){ 0, 0, 0 };
	ff[2] = (struct btrfs_ioctl_feature_flags){ 0, 0, 1U << 30 };
	CALL(BTRFS_IOC_GET_FEATURES, ff, FEATURES);
	CALL(BTRFS_IOC_GET_SUPPORTED_FEATURES, ff, "[" FEATURES " /* supported */"
	     ", {compat_flags=0, compat_ro_flags=0, incompat_flags=0} /* safe to set */"
	     ", {compat_flags=0, compat_ro_flags=0, incompat_flags=0x40000000"
	     " /* BTRFS_FEATURE_INCOMPAT_??? */} /* safe to clear */]");

	struct btrfs_ioctl_fs_info_args *fi = tail_alloc(sizeof(*fi));
	memset(fi, 0, sizeof(*fi));
	fi->max_id = 2;
	fi->num_devices = 1;
	for (int i = 0; i < BTRFS_FSID_SIZE; i++) {
		fi->fsid[i] = (uint8_t)i;
		fi->metadata_uuid[i] = (uint8_t)(0xf0 + i);
	}
	fi->nodesize = 16384;
	fi->sectorsize = 4096;
	fi->clone_alignment = 4096;
	fi->csum_type = BTRFS_CSUM_TYPE_XXHASH;
	fi->csum_size = 8;
	fi->generation = 77;
	const char *fs = "{max_id=2, num_devices=1, fsid=00010203-0405-0607-0809-0a0b0c0d0e0f"
		", nodesize=16384, sectorsize=4096, clone_alignment=4096";
	char buf[1024];
	snprintf(buf, sizeof(buf), "%s, flags=0}", fs);
	CALL(BTRFS_IOC_FS_INFO, fi, buf);
	fi->flags = BTRFS_FS_INFO_FLAG_CSUM_INFO | BTRFS_FS_INFO_FLAG_GENERATION |
		    BTRFS_FS_INFO_FLAG_METADATA_UUID;
	snprintf(buf, sizeof(buf), "%s, csum_type=BTRFS_CSUM_TYPE_XXHASH, csum_size=8"
		 ", flags=BTRFS_FS_INFO_FLAG_CSUM_INFO|BTRFS_FS_INFO_FLAG_GENERATION"
		 "|BTRFS_FS_INFO_FLAG_METADATA_UUID, generation=77"
		 ", metadata_uuid=f0f1f2f3-f4f5-f6f7-f8f9-fafbfcfdfeff}", fs);
	CALL(BTRFS_IOC_FS_INFO, fi, buf);
	fi->flags = BTRFS_FS_INFO_FLAG_CSUM_INFO | 0x18;
	fi->csum_type = 9;
	snprintf(buf, sizeof(buf), "%s, csum_type=0x9 /* BTRFS_CSUM_TYPE_??? */, csum_size=8"
		 ", flags=BTRFS_FS_INFO_FLAG_CSUM_INFO|0x18}", fs);
	CALL(BTRFS_IOC_FS_INFO, fi, buf);
	CALL(BTRFS_IOC_FS_INFO, NULL, "NULL");

	struct btrfs_ioctl_balance_args *b = tail_alloc(sizeof(*b));
	memset(b, 0, sizeof(*b));
	b->flags = BTRFS_BALANCE_DATA | BTRFS_BALANCE_METADATA | BTRFS_BALANCE_SYSTEM;
	b->state = BTRFS_BALANCE_STATE_RUNNING | 8;
	b->data.profiles = BTRFS_BLOCK_GROUP_DATA;
	b->data.usage = UINT64_MAX;
	b->data.devid = 0x801;
	b->meta.pend = 5;
	b->sys.flags = BTRFS_BALANCE_ARGS_PROFILES;
	CALL(BTRFS_IOC_BALANCE_PROGRESS, b, "{flags=BTRFS_BALANCE_DATA|BTRFS_BALANCE_SYSTEM"
	     "|BTRFS_BALANCE_METADATA, state=BTRFS_BALANCE_STATE_RUNNING|0x8"
	     ", data={profiles=BTRFS_BLOCK_GROUP_DATA, usage=UINT64_MAX, devid=makedev(0x8, 0x1)"
	     ", pstart=0, pend=0, vstart=0, vend=0, target=0, flags=0}, meta={profiles=0"
	     ", usage=0, devid=makedev(0, 0), pstart=0, pend=5, vstart=0, vend=0, target=0"
	     ", flags=0}, sys={profiles=0, usage=0, devid=makedev(0, 0), pstart=0, pend=0"
	     ", vstart=0, vend=0, target=0, flags=BTRFS_BALANCE_ARGS_PROFILES}}");
	b->flags = 0;
	b->state = 0;
	CALL(BTRFS_IOC_BALANCE_PROGRESS, b, "{flags=0, state=0}");

	struct btrfs_ioctl_quota_rescan_args *q = tail_alloc(sizeof(*q));
	memset(q, 0, sizeof(*q));
	q->flags = 1;
	q->progress = BTRFS_FIRST_FREE_OBJECTID;
	CALL(BTRFS_IOC_QUOTA_RESCAN_STATUS, q, "{flags=1, progress=BTRFS_FIRST_FREE_OBJECTID}");
	q->progress = 1000;
	CALL(BTRFS_IOC_QUOTA_RESCAN_STATUS, q, "{flags=1, progress=1000}");

	struct btrfs_ioctl_qgroup_limit_args *l = tail_alloc(sizeof(*l));
	memset(l, 0, sizeof(*l));
	l->qgroupid = 258;
	l->lim.flags = BTRFS_QGROUP_LIMIT_MAX_RFER | BTRFS_QGROUP_LIMIT_MAX_EXCL | 0x40;
	l->lim.max_rfer = UINT64_MAX;
	l->lim.max_excl = 1 << 20;
	CALL(BTRFS_IOC_QGROUP_LIMIT, l, "{qgroupid=258, lim={flags=BTRFS_QGROUP_LIMIT_MAX_RFER"
	     "|BTRFS_QGROUP_LIMIT_MAX_EXCL|0x40, max_rfer=18446744073709551615"
	     ", max_excl=1048576, rsv_rfer=0, rsv_excl=0}}");
	/* A structure the "kernel" did not fill in readable memory. */
	CALL(BTRFS_IOC_QGROUP_LIMIT, (char *)l + 8, sprintaddr((char *)l + 8));

	/* Requests the kernel reads and writes: " => " what it wrote. */
	struct btrfs_ioctl_vol_args_v2 *v2 = tail_alloc(sizeof(*v2));
	memset(v2, 0, sizeof(*v2));
	v2->fd = 0;
	strcpy(v2->name, "snap");
	v2->transid = 77;
	CALL(BTRFS_IOC_SNAP_CREATE_V2, v2, "{fd=0, flags=0, name=\"snap\"} => {transid=77}");

	struct btrfs_ioctl_dev_info_args *di = tail_alloc(sizeof(*di));
	memset(di, 0, sizeof(*di));
	di->devid = 1;
	di->bytes_used = 4096;
	di->total_bytes = 8192;
	strcpy((char *)di->path, "/dev/sdb");
	CALL(BTRFS_IOC_DEV_INFO, di, "{devid=makedev(0, 0x1)} => {bytes_used=4096"
	     ", total_bytes=8192, path=\"/dev/sdb\"}");

	struct btrfs_ioctl_ino_lookup_args *il = tail_alloc(sizeof(*il));
	memset(il, 0, sizeof(*il));
	il->objectid = BTRFS_FIRST_FREE_OBJECTID;
	strcpy(il->name, "dir/");
	CALL(BTRFS_IOC_INO_LOOKUP, il, "{treeid=0, objectid=BTRFS_FIRST_FREE_OBJECTID}"
	     " => {treeid=0, name=\"dir/\"}");

	struct btrfs_ioctl_dev_replace_args *rep = tail_alloc(sizeof(*rep));
	memset(rep, 0, sizeof(*rep));
	rep->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS;
	rep->result = BTRFS_IOCTL_DEV_REPLACE_RESULT_NOT_STARTED;
	rep->status.replace_state = BTRFS_IOCTL_DEV_REPLACE_STATE_STARTED;
	rep->status.progress_1000 = 505;
	rep->status.num_write_errors = 2;
	CALL(BTRFS_IOC_DEV_REPLACE, rep, "{cmd=BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS}"
	     " => {result=BTRFS_IOCTL_DEV_REPLACE_RESULT_NOT_STARTED"
	     ", status={replace_state=BTRFS_IOCTL_DEV_REPLACE_STATE_STARTED"
	     ", progress_1000=505 /* 50.5% */, time_started=0, time_stopped=0"
	     ", num_write_errors=2, num_uncorrectable_read_errors=0}}");

	struct btrfs_ioctl_received_subvol_args *rs = tail_alloc(sizeof(*rs));
	memset(rs, 0, sizeof(*rs));
	rs->stransid = 5;
	rs->rtransid = 9;
	CALL(BTRFS_IOC_SET_RECEIVED_SUBVOL, rs, "{uuid=00000000-0000-0000-0000-000000000000"
	     ", stransid=5, stime={sec=0, nsec=0}, flags=0} => {rtransid=9"
	     ", rtime={sec=0, nsec=0}}");

	struct btrfs_ioctl_scrub_args *sc = tail_alloc(sizeof(*sc));
	memset(sc, 0, sizeof(*sc));
	sc->devid = 1;
	sc->progress.read_errors = 3;
	sc->progress.last_physical = 1 << 20;
	CALL(BTRFS_IOC_SCRUB_PROGRESS, sc, "{devid=makedev(0, 0x1)} => {progress="
	     "{data_extents_scrubbed=0, tree_extents_scrubbed=0, data_bytes_scrubbed=0"
	     ", tree_bytes_scrubbed=0, read_errors=3, csum_errors=0, verify_errors=0"
	     ", no_csum=0, csum_discards=0, super_errors=0, malloc_errors=0"
	     ", uncorrectable_errors=0, corrected_errors=0, last_physical=1048576"
	     ", unverified_errors=0}}");

	struct btrfs_ioctl_balance_args *bal = tail_alloc(sizeof(*bal));
	memset(bal, 0, sizeof(*bal));
	bal->flags = BTRFS_BALANCE_METADATA;
	bal->state = BTRFS_BALANCE_STATE_RUNNING;
	CALL(BTRFS_IOC_BALANCE_V2, bal, "{flags=BTRFS_BALANCE_METADATA, meta={profiles=0"
	     ", usage=0, devid=makedev(0, 0), pstart=0, pend=0, vstart=0, vend=0, target=0"
	     ", flags=0}} => {flags=BTRFS_BALANCE_METADATA, state=BTRFS_BALANCE_STATE_RUNNING"
	     ", meta={profiles=0, usage=0, devid=makedev(0, 0), pstart=0, pend=0, vstart=0"
	     ", vend=0, target=0, flags=0}}");

	/* Device statistics: the counters by name, "..." past the five there are. */
	struct btrfs_ioctl_get_dev_stats *gs = tail_alloc(sizeof(*gs));
	memset(gs, 0, sizeof(*gs));
	gs->devid = 1;
	gs->nr_items = 6;
	gs->values[BTRFS_DEV_STAT_READ_ERRS] = 7;
	CALL(BTRFS_IOC_GET_DEV_STATS, gs, "{devid=makedev(0, 0x1), nr_items=6, flags=0}"
	     " => {nr_items=6, flags=0, [[BTRFS_DEV_STAT_WRITE_ERRS]=0"
	     ", [BTRFS_DEV_STAT_READ_ERRS]=7, [BTRFS_DEV_STAT_FLUSH_ERRS]=0"
	     ", [BTRFS_DEV_STAT_CORRUPTION_ERRS]=0, [BTRFS_DEV_STAT_GENERATION_ERRS]=0"
	     ", ...]}");

	/* Space infos: their count (the infos with -v); only it when no room was given. */
	struct btrfs_ioctl_space_args *sa = tail_alloc(sizeof(*sa));
	memset(sa, 0, sizeof(*sa));
	sa->total_spaces = 3;
	CALL(BTRFS_IOC_SPACE_INFO, sa, "{space_slots=0} => {total_spaces=3}");
	sa->space_slots = 3;
	CALL(BTRFS_IOC_SPACE_INFO, sa, "{space_slots=3} => {total_spaces=3, ...}");

	/* Inode paths and logical inodes: the container's counts (values with -v). */
	struct btrfs_data_container *dc = tail_alloc(sizeof(*dc) + 16);
	memset(dc, 0, sizeof(*dc) + 16);
	dc->elem_cnt = 2;
	dc->bytes_left = 10;
	struct btrfs_ioctl_ino_path_args *ip = tail_alloc(sizeof(*ip));
	memset(ip, 0, sizeof(*ip));
	ip->inum = 257;
	ip->size = sizeof(*dc) + 16;
	ip->fspath = (uintptr_t)dc;
	snprintf(buf, sizeof(buf), "{inum=257, size=%zu, fspath=%s} => {fspath={bytes_left=10"
		 ", bytes_missing=0, elem_cnt=2, elem_missed=0, ...}}", sizeof(*dc) + 16,
		 sprintaddr(dc));
	CALL(BTRFS_IOC_INO_PATHS, ip, buf);
	struct btrfs_ioctl_logical_ino_args *li = tail_alloc(sizeof(*li));
	memset(li, 0, sizeof(*li));
	li->logical = 4096;
	li->size = sizeof(*dc) + 16;
	li->inodes = (uintptr_t)dc;
	snprintf(buf, sizeof(buf), "{logical=4096, size=%zu, flags=0, inodes=%s} => {inodes="
		 "{bytes_left=10, bytes_missing=0, elem_cnt=2, elem_missed=0, ...}}",
		 sizeof(*dc) + 16, sprintaddr(dc));
	CALL(BTRFS_IOC_LOGICAL_INO, li, buf);

	/* A tree search: the number of items found (their headers with -v). */
	struct btrfs_ioctl_search_args_v2 *ts = tail_alloc(sizeof(*ts) + 64);
	memset(ts, 0, sizeof(*ts));
	ts->key.tree_id = BTRFS_FS_TREE_OBJECTID;
	ts->key.min_objectid = BTRFS_FIRST_FREE_OBJECTID;
	ts->key.max_objectid = BTRFS_LAST_FREE_OBJECTID;
	ts->key.max_offset = UINT64_MAX;
	ts->key.max_transid = UINT64_MAX;
	ts->key.min_type = BTRFS_INODE_ITEM_KEY;
	ts->key.max_type = BTRFS_INODE_ITEM_KEY;
	ts->key.nr_items = 1;
	ts->buf_size = 64;
	CALL(BTRFS_IOC_TREE_SEARCH_V2, ts, "{key={tree_id=BTRFS_FS_TREE_OBJECTID, min_offset=0"
	     ", max_offset=UINT64_MAX, min_transid=0, max_transid=UINT64_MAX"
	     ", min_type=BTRFS_INODE_ITEM_KEY, max_type=BTRFS_INODE_ITEM_KEY, nr_items=1}"
	     ", buf_size=64} => {key={nr_items=1}, buf_size=64, ...}");

	/* A subvolume created with quota groups to inherit (the groups with -v). */
	struct btrfs_qgroup_inherit *qi = tail_alloc(sizeof(*qi) + 2 * sizeof(uint64_t));
	memset(qi, 0, sizeof(*qi));
	qi->flags = BTRFS_QGROUP_INHERIT_SET_LIMITS;
	qi->num_qgroups = 2;
	qi->lim.max_rfer = 4096;
	qi->qgroups[0] = 257;
	qi->qgroups[1] = 258;
	struct btrfs_ioctl_vol_args_v2 *qv = tail_alloc(sizeof(*qv));
	memset(qv, 0, sizeof(*qv));
	qv->flags = BTRFS_SUBVOL_QGROUP_INHERIT;
	qv->size = sizeof(*qi) + 2 * sizeof(uint64_t);
	qv->qgroup_inherit = qi;
	strcpy(qv->name, "sub");
	snprintf(buf, sizeof(buf), "{fd=0, flags=BTRFS_SUBVOL_QGROUP_INHERIT, size=%zu"
		 ", qgroup_inherit={flags=BTRFS_QGROUP_INHERIT_SET_LIMITS, num_qgroups=2"
		 ", num_ref_copies=0, num_excl_copies=0, lim={flags=0, max_rfer=4096"
		 ", max_excl=0, rsv_rfer=0, rsv_excl=0}, ...}"
		 ", name=\"sub\"} => {transid=0}",
		 sizeof(*qi) + 2 * sizeof(uint64_t));
	CALL(BTRFS_IOC_SUBVOL_CREATE_V2, qv, buf);

	puts("+++ exited with 0 +++");
	return 0;
}
