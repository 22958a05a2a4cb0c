/* systrace: -v -e trace=ioctl -e inject=ioctl:retval=0 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: with -v, the btrfs answers strace 6.1 abbreviates otherwise, at exit
 * (made to succeed by injection, -e inject=ioctl:retval=0, the "answers" being
 * what the test put in memory): a tree search's item headers (and its key's
 * usual bounds at entry), inode paths, logical inodes' records, space infos,
 * quota groups to inherit.
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

int main(void)
{
	char buf[2048];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	/* Two items: a header, its 8 bytes of data, the next header. */
	const size_t hs = sizeof(struct btrfs_ioctl_search_header);
	struct btrfs_ioctl_search_args_v2 *ts = tail_alloc(sizeof(*ts) + 2 * hs + 8);
	memset(ts, 0, sizeof(*ts) + 2 * hs + 8);
	ts->key.tree_id = BTRFS_FS_TREE_OBJECTID;
	ts->key.min_objectid = BTRFS_FIRST_FREE_OBJECTID;
	ts->key.max_objectid = BTRFS_LAST_FREE_OBJECTID;
	ts->key.min_type = BTRFS_INODE_ITEM_KEY;
	ts->key.max_type = BTRFS_DIR_ITEM_KEY;
	ts->key.nr_items = 2;
	ts->buf_size = 2 * hs + 8;
	struct btrfs_ioctl_search_header h1 = { .transid = 7, .objectid = 257, .offset = 0,
						 .type = BTRFS_INODE_ITEM_KEY, .len = 8 };
	struct btrfs_ioctl_search_header h2 = { .transid = 8, .objectid = BTRFS_FIRST_FREE_OBJECTID,
						 .offset = 3, .type = BTRFS_DIR_ITEM_KEY, .len = 0 };
	memcpy(ts->buf, &h1, hs);
	memcpy((char *)ts->buf + hs + 8, &h2, hs);
	snprintf(buf, sizeof(buf), "{key={tree_id=BTRFS_FS_TREE_OBJECTID"
		 ", min_objectid=BTRFS_FIRST_FREE_OBJECTID, max_objectid=BTRFS_LAST_FREE_OBJECTID"
		 ", min_offset=0, max_offset=0, min_transid=0, max_transid=0"
		 ", min_type=BTRFS_INODE_ITEM_KEY, max_type=BTRFS_DIR_ITEM_KEY, nr_items=2}"
		 ", buf_size=%zu} => {key={nr_items=2}, buf_size=%zu, buf=[{transid=7"
		 ", objectid=257, offset=0, type=BTRFS_INODE_ITEM_KEY, len=8}, {transid=8"
		 ", objectid=BTRFS_FIRST_FREE_OBJECTID, offset=3, type=BTRFS_DIR_ITEM_KEY"
		 ", len=0}]}", 2 * hs + 8, 2 * hs + 8);
	CALL(BTRFS_IOC_TREE_SEARCH_V2, ts, buf);

	/* Inode paths: offsets from the values to the names. */
	struct btrfs_data_container *dc = tail_alloc(sizeof(*dc) + 32);
	memset(dc, 0, sizeof(*dc) + 32);
	dc->elem_cnt = 2;
	uint64_t *val = (uint64_t *)dc->val;
	val[0] = 16;
	val[1] = 20;
	memcpy((char *)val + 16, "a/b\0c", 6);
	struct btrfs_ioctl_ino_path_args *ip = tail_alloc(sizeof(*ip));
	memset(ip, 0, sizeof(*ip));
	ip->inum = 257;
	ip->size = sizeof(*dc) + 32;
	ip->fspath = (uintptr_t)dc;
	snprintf(buf, sizeof(buf), "{inum=257, size=%zu, fspath=%s} => {fspath={bytes_left=0"
		 ", bytes_missing=0, elem_cnt=2, elem_missed=0, val=[\"a/b\", \"c\"]}}",
		 sizeof(*dc) + 32, sprintaddr(dc));
	CALL(BTRFS_IOC_INO_PATHS, ip, buf);

	/* Logical inodes: records of three numbers. */
	struct btrfs_data_container *lc = tail_alloc(sizeof(*lc) + 24);
	memset(lc, 0, sizeof(*lc) + 24);
	lc->elem_cnt = 3;
	uint64_t rec[3] = { 257, 4096, 5 };
	memcpy(lc->val, rec, sizeof(rec));
	struct btrfs_ioctl_logical_ino_args *li = tail_alloc(sizeof(*li));
	memset(li, 0, sizeof(*li));
	li->logical = 4096;
	li->size = sizeof(*lc) + 24;
	li->inodes = (uintptr_t)lc;
	snprintf(buf, sizeof(buf), "{logical=4096, size=%zu, flags=0, inodes=%s} => {inodes="
		 "{bytes_left=0, bytes_missing=0, elem_cnt=3, elem_missed=0, val=[{inum=257"
		 ", offset=4096, root=5}]}}", sizeof(*lc) + 24, sprintaddr(lc));
	CALL(BTRFS_IOC_LOGICAL_INO, li, buf);

	/* Space infos. */
	struct btrfs_ioctl_space_args *sa = tail_alloc(sizeof(*sa) +
						       2 * sizeof(struct btrfs_ioctl_space_info));
	memset(sa, 0, sizeof(*sa));
	sa->space_slots = 2;
	sa->total_spaces = 2;
	sa->spaces[0] = (struct btrfs_ioctl_space_info){
		.flags = BTRFS_BLOCK_GROUP_DATA, .total_bytes = 8192, .used_bytes = 4096 };
	sa->spaces[1] = (struct btrfs_ioctl_space_info){
		.flags = BTRFS_BLOCK_GROUP_METADATA | BTRFS_BLOCK_GROUP_DUP, .total_bytes = 4096 };
	CALL(BTRFS_IOC_SPACE_INFO, sa, "{space_slots=2} => {total_spaces=2, spaces=[{flags="
	     "BTRFS_BLOCK_GROUP_DATA, total_bytes=8192, used_bytes=4096}, {flags="
	     "BTRFS_BLOCK_GROUP_METADATA|BTRFS_BLOCK_GROUP_DUP, total_bytes=4096"
	     ", used_bytes=0}]}");

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
		 ", max_excl=0, rsv_rfer=0, rsv_excl=0}, qgroups=[257, 258]}"
		 ", name=\"sub\"} => {transid=0}",
		 sizeof(*qi) + 2 * sizeof(uint64_t));
	CALL(BTRFS_IOC_SUBVOL_CREATE_V2, qv, buf);

	puts("+++ exited with 0 +++");
	return 0;
}
