/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: btrfs requests on a descriptor that is no btrfs file (they fail):
 * the structures the kernel reads print at entry.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/btrfs.h>

#define TAIL(type, name) type *name = tail_alloc(sizeof(*name)); memset(name, 0, sizeof(*name))

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	TAIL(struct btrfs_ioctl_vol_args, va);
	va->fd = 5;
	strcpy(va->name, "/dev/sdb");
	IOCTL_CALL(BTRFS_IOC_SCAN_DEV, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_ADD_DEV, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_RM_DEV, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_FORGET_DEV, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_DEVICES_READY, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_RESIZE, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_SUBVOL_CREATE, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_SNAP_CREATE, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_SNAP_DESTROY, va, "{fd=5, name=\"/dev/sdb\"}");
	IOCTL_CALL(BTRFS_IOC_SCAN_DEV, NULL, "NULL");

	TAIL(uint64_t, u);
	*u = 256;
	IOCTL_CALL(BTRFS_IOC_DEFAULT_SUBVOL, u, "[256]");
	IOCTL_CALL(BTRFS_IOC_WAIT_SYNC, u, "[256]");
	*u = BTRFS_SUBVOL_RDONLY;
	IOCTL_CALL(BTRFS_IOC_SUBVOL_SETFLAGS, u, "BTRFS_SUBVOL_RDONLY");
	*u = 0xff;
	IOCTL_CALL(BTRFS_IOC_SUBVOL_SETFLAGS, u, "BTRFS_SUBVOL_CREATE_ASYNC|BTRFS_SUBVOL_RDONLY|"
	           "BTRFS_SUBVOL_QGROUP_INHERIT|0xf8");

	TAIL(struct btrfs_ioctl_quota_ctl_args, qc);
	qc->cmd = BTRFS_QUOTA_CTL_ENABLE;
	IOCTL_CALL(BTRFS_IOC_QUOTA_CTL, qc, "{cmd=BTRFS_QUOTA_CTL_ENABLE}");
	qc->cmd = 99;
	IOCTL_CALL(BTRFS_IOC_QUOTA_CTL, qc, "{cmd=0x63 /* BTRFS_QUOTA_CTL_??? */}");
	TAIL(struct btrfs_ioctl_qgroup_assign_args, qa);
	qa->assign = 1;
	qa->src = 257;
	qa->dst = 0x1000000000000ULL;
	IOCTL_CALL(BTRFS_IOC_QGROUP_ASSIGN, qa, "{assign=1, src=257, dst=281474976710656}");
	TAIL(struct btrfs_ioctl_qgroup_create_args, qcr);
	qcr->create = 1;
	qcr->qgroupid = 258;
	IOCTL_CALL(BTRFS_IOC_QGROUP_CREATE, qcr, "{create=1, qgroupid=258}");
	TAIL(struct btrfs_ioctl_quota_rescan_args, qr);
	qr->flags = 3;
	IOCTL_CALL(BTRFS_IOC_QUOTA_RESCAN, qr, "{flags=3}");

	struct btrfs_ioctl_feature_flags *ff = tail_alloc(2 * sizeof(*ff));
	memset(ff, 0, 2 * sizeof(*ff));
	ff[0].compat_flags = 1;
	ff[0].compat_ro_flags = BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE | 0x100;
	ff[0].incompat_flags = BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF | BTRFS_FEATURE_INCOMPAT_ZONED;
	ff[1].incompat_flags = BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF;
	IOCTL_CALL(BTRFS_IOC_SET_FEATURES, ff, "[{compat_flags=0x1 /* BTRFS_FEATURE_COMPAT_??? */, "
	           "compat_ro_flags=BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE|0x100, "
	           "incompat_flags=BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF|BTRFS_FEATURE_INCOMPAT_ZONED}, "
	           "{compat_flags=0, compat_ro_flags=0, "
	           "incompat_flags=BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF}]");

	TAIL(struct btrfs_ioctl_dev_info_args, di);
	di->devid = 1;
	IOCTL_CALL(BTRFS_IOC_DEV_INFO, di, "{devid=makedev(0, 0x1)}");
	memcpy(di->uuid, "0123456789abcdef", 16);
	IOCTL_CALL(BTRFS_IOC_DEV_INFO, di, "{devid=makedev(0, 0x1), "
	           "uuid=30313233-3435-3637-3839-616263646566}");

	TAIL(struct btrfs_ioctl_ino_lookup_args, il);
	il->treeid = 5;
	il->objectid = 256;
	IOCTL_CALL(BTRFS_IOC_INO_LOOKUP, il, "{treeid=BTRFS_FS_TREE_OBJECTID, "
	           "objectid=BTRFS_FIRST_FREE_OBJECTID}");
	il->treeid = 300;
	il->objectid = -7ULL;
	IOCTL_CALL(BTRFS_IOC_INO_LOOKUP, il, "{treeid=300, objectid=18446744073709551609}");

	TAIL(struct btrfs_ioctl_space_args, sa);
	sa->space_slots = 4;
	IOCTL_CALL(BTRFS_IOC_SPACE_INFO, sa, "{space_slots=4}");

	TAIL(struct btrfs_ioctl_get_dev_stats, gs);
	gs->devid = 0x123456789ULL;
	gs->nr_items = 5;
	gs->flags = 0xf;
	IOCTL_CALL(BTRFS_IOC_GET_DEV_STATS, gs, "{devid=makedev(0x567, 0x123489), nr_items=5, "
	           "flags=BTRFS_DEV_STATS_RESET|0xe}");

	TAIL(struct btrfs_ioctl_vol_args_v2, v2);
	v2->fd = 4;
	v2->flags = BTRFS_SUBVOL_RDONLY;
	strcpy(v2->name, "snap");
	IOCTL_CALL(BTRFS_IOC_SNAP_CREATE_V2, v2, "{fd=4, flags=BTRFS_SUBVOL_RDONLY, name=\"snap\"}");
	v2->flags = BTRFS_SUBVOL_QGROUP_INHERIT;
	IOCTL_CALL(BTRFS_IOC_SUBVOL_CREATE_V2, v2, "{fd=4, flags=BTRFS_SUBVOL_QGROUP_INHERIT, size=0, "
	           "qgroup_inherit=NULL, name=\"snap\"}");

	TAIL(struct btrfs_ioctl_defrag_range_args, dr);
	dr->start = 1;
	dr->len = -1ULL;
	dr->flags = BTRFS_DEFRAG_RANGE_COMPRESS;
	dr->extent_thresh = 4;
	dr->compress_type = 1;
	IOCTL_CALL(BTRFS_IOC_DEFRAG_RANGE, dr, "{start=1, len=UINT64_MAX, "
	           "flags=BTRFS_DEFRAG_RANGE_COMPRESS, extent_thresh=4, "
	           "compress_type=BTRFS_COMPRESS_ZLIB}");
	dr->len = 100;
	dr->flags = 0xff;
	dr->compress_type = 9;
	IOCTL_CALL(BTRFS_IOC_DEFRAG_RANGE, dr, "{start=1, len=100, flags=BTRFS_DEFRAG_RANGE_COMPRESS|"
	           "BTRFS_DEFRAG_RANGE_START_IO|0xfc, extent_thresh=4, "
	           "compress_type=0x9 /* BTRFS_COMPRESS_??? */}");

	TAIL(struct btrfs_ioctl_ino_path_args, ip);
	ip->inum = 257;
	ip->size = 4096;
	IOCTL_CALL(BTRFS_IOC_INO_PATHS, ip, "{inum=257, size=4096, fspath=NULL}");
	ip->fspath = 0x1000;
	IOCTL_CALL(BTRFS_IOC_INO_PATHS, ip, "{inum=257, size=4096, fspath=0x1000}");

	TAIL(struct btrfs_ioctl_logical_ino_args, li);
	li->logical = 4096;
	li->size = 4096;
	li->flags = 3;
	IOCTL_CALL(BTRFS_IOC_LOGICAL_INO, li, "{logical=4096, size=4096, "
	           "flags=BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET|0x2, inodes=NULL}");
	li->reserved[1] = 5;
	li->flags = 0;
	li->inodes = 0x2000;
	IOCTL_CALL(BTRFS_IOC_LOGICAL_INO, li, "{logical=4096, size=4096, reserved=[0, 0x5, 0], "
	           "flags=0, inodes=0x2000}");

	TAIL(struct btrfs_ioctl_scrub_args, sc);
	sc->devid = 1;
	sc->end = -1ULL;
	sc->flags = BTRFS_SCRUB_READONLY;
	IOCTL_CALL(BTRFS_IOC_SCRUB, sc, "{devid=makedev(0, 0x1), start=0, end=UINT64_MAX, "
	           "flags=BTRFS_SCRUB_READONLY}");
	sc->start = 5;
	sc->end = 6;
	sc->flags = 0xff;
	IOCTL_CALL(BTRFS_IOC_SCRUB, sc, "{devid=makedev(0, 0x1), start=5, end=6, "
	           "flags=BTRFS_SCRUB_READONLY|0xfe}");
	IOCTL_CALL(BTRFS_IOC_SCRUB_PROGRESS, sc, "{devid=makedev(0, 0x1)}");

	TAIL(struct btrfs_ioctl_send_args, send);
	send->send_fd = 1;
	send->clone_sources_count = 2;
	send->clone_sources = (void *) 0x1000;
	send->parent_root = 256;
	send->flags = 0xff;
	IOCTL_CALL(BTRFS_IOC_SEND, send, "{send_fd=1, clone_sources_count=2, clone_sources=0x1000, "
	           "parent_root=BTRFS_FIRST_FREE_OBJECTID, flags=BTRFS_SEND_FLAG_NO_FILE_DATA|"
	           "BTRFS_SEND_FLAG_OMIT_STREAM_HEADER|BTRFS_SEND_FLAG_OMIT_END_CMD|"
	           "BTRFS_SEND_FLAG_VERSION|BTRFS_SEND_FLAG_COMPRESSED|0xe0}");

	TAIL(struct btrfs_ioctl_dev_replace_args, rep);
	rep->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL;
	IOCTL_CALL(BTRFS_IOC_DEV_REPLACE, rep, "{cmd=BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL}");
	rep->cmd = 9;
	IOCTL_CALL(BTRFS_IOC_DEV_REPLACE, rep, "{cmd=0x9 /* BTRFS_IOCTL_DEV_REPLACE_CMD_??? */}");
	rep->cmd = BTRFS_IOCTL_DEV_REPLACE_CMD_START;
	rep->start.srcdevid = 1;
	rep->start.cont_reading_from_srcdev_mode =
		BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID;
	strcpy((char *) rep->start.srcdev_name, "/dev/a");
	strcpy((char *) rep->start.tgtdev_name, "/dev/b");
	IOCTL_CALL(BTRFS_IOC_DEV_REPLACE, rep, "{cmd=BTRFS_IOCTL_DEV_REPLACE_CMD_START, "
	           "start={srcdevid=makedev(0, 0x1), cont_reading_from_srcdev_mode="
	           "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID, "
	           "srcdev_name=\"/dev/a\", tgtdev_name=\"/dev/b\"}}");

	TAIL(struct btrfs_ioctl_received_subvol_args, rs);
	memcpy(rs->uuid, "0123456789abcdef", 16);
	rs->stransid = 5;
	/* A zero time: no date comment (that would depend on the time zone). */
	IOCTL_CALL(BTRFS_IOC_SET_RECEIVED_SUBVOL, rs, "{uuid=30313233-3435-3637-3839-616263646566, "
	           "stransid=5, stime={sec=0, nsec=0}, flags=0}");

	TAIL(struct btrfs_ioctl_search_args_v2, se);
	se->key.tree_id = 5;
	se->key.min_objectid = 256;
	se->key.max_objectid = -1ULL;
	se->key.nr_items = 10;
	se->buf_size = 64;
	IOCTL_CALL(BTRFS_IOC_TREE_SEARCH_V2, se, "{key={tree_id=BTRFS_FS_TREE_OBJECTID, "
	           "max_objectid=UINT64_MAX, min_offset=0, max_offset=0, min_transid=0, "
	           "max_transid=0, min_type=0, max_type=0, nr_items=10}, buf_size=64}");
	se->key.tree_id = 0;
	se->key.min_objectid = 7;
	se->key.max_objectid = 9;
	se->key.min_offset = 1;
	se->key.max_offset = -1ULL;
	se->key.min_transid = 3;
	se->key.max_transid = 4;
	se->key.min_type = 1;
	se->key.max_type = 132;
	IOCTL_CALL(BTRFS_IOC_TREE_SEARCH, se, "{key={tree_id=0, min_objectid=BTRFS_CSUM_TREE_OBJECTID, "
	           "max_objectid=BTRFS_UUID_TREE_OBJECTID, min_offset=1, max_offset=UINT64_MAX, "
	           "min_transid=3, max_transid=4, min_type=BTRFS_INODE_ITEM_KEY, "
	           "max_type=BTRFS_ROOT_ITEM_KEY, nr_items=10}}");

	TAIL(struct btrfs_ioctl_balance_args, ba);
	IOCTL_CALL(BTRFS_IOC_BALANCE_V2, ba, "{flags=0}");
	ba->flags = BTRFS_BALANCE_DATA | BTRFS_BALANCE_METADATA | BTRFS_BALANCE_SYSTEM |
		    BTRFS_BALANCE_FORCE;
	ba->data.profiles = 1;
	ba->data.usage = 50;
	ba->data.flags = BTRFS_BALANCE_ARGS_USAGE;
	ba->meta.devid = 2;
	ba->sys.target = 3;
	IOCTL_CALL(BTRFS_IOC_BALANCE_V2, ba, "{flags=BTRFS_BALANCE_DATA|BTRFS_BALANCE_SYSTEM|"
	           "BTRFS_BALANCE_METADATA|BTRFS_BALANCE_FORCE, data={profiles=BTRFS_BLOCK_GROUP_DATA, "
	           "usage=50, devid=makedev(0, 0), pstart=0, pend=0, vstart=0, vend=0, target=0, "
	           "flags=BTRFS_BALANCE_ARGS_USAGE}, meta={profiles=0, usage=0, "
	           "devid=makedev(0, 0x2), pstart=0, pend=0, vstart=0, vend=0, target=0, flags=0}, "
	           "sys={profiles=0, usage=0, devid=makedev(0, 0), pstart=0, pend=0, vstart=0, "
	           "vend=0, target=3, flags=0}}");

	puts("+++ exited with 0 +++");
	return 0;
}
