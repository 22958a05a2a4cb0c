/* systrace: -e trace=landlock_create_ruleset,landlock_add_rule,landlock_restrict_self */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Landlock: a ruleset created, a rule added, failures (nothing is restricted). */
#include "tests.h"

#include <fcntl.h>
#include <linux/landlock.h>

int main(void)
{
	long rc;
	rc = syscall(444, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
	printf("landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION) = %s\n",
	       sprintrc(rc));
	if (rc < 0)
		skip_because("landlock: %s", strerror(errno));
	uint64_t *attr = tail_alloc(16);
	attr[0] = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_MAKE_DIR;
	attr[1] = 0;
	rc = syscall(444, attr, 8, 0);
	printf("landlock_create_ruleset({handled_access_fs=LANDLOCK_ACCESS_FS_READ_FILE|"
	       "LANDLOCK_ACCESS_FS_MAKE_DIR}, 8, 0) = %s\n", sprintrc(rc));
	int fd = (int)rc;
	rc = syscall(444, attr, 16, 0);
	printf("landlock_create_ruleset({handled_access_fs=LANDLOCK_ACCESS_FS_READ_FILE|"
	       "LANDLOCK_ACCESS_FS_MAKE_DIR, ...}, 16, 0) = %s\n", sprintrc(rc));
	rc = syscall(444, attr, 4, 2);
	printf("landlock_create_ruleset(%p, 4, 0x2 /* LANDLOCK_CREATE_RULESET_??? */) = %s\n",
	       attr, sprintrc(rc));
	attr[0] = 1ULL << 40;
	rc = syscall(444, attr, 8, 0);
	printf("landlock_create_ruleset({handled_access_fs=0x10000000000 /* LANDLOCK_ACCESS_FS_??? */}"
	       ", 8, 0) = %s\n", sprintrc(rc));

	int dir = open("/tmp", O_PATH | O_DIRECTORY);
	struct landlock_path_beneath_attr *pb = tail_alloc(sizeof(*pb));
	pb->allowed_access = LANDLOCK_ACCESS_FS_READ_FILE;
	pb->parent_fd = dir;
	rc = syscall(445, fd, LANDLOCK_RULE_PATH_BENEATH, pb, 0);
	printf("landlock_add_rule(%d, LANDLOCK_RULE_PATH_BENEATH, {allowed_access="
	       "LANDLOCK_ACCESS_FS_READ_FILE, parent_fd=%d}, 0) = %s\n", fd, dir, sprintrc(rc));
	rc = syscall(445, fd, 7, pb, 0x10);
	printf("landlock_add_rule(%d, 0x7 /* LANDLOCK_RULE_??? */, %p, 0x10) = %s\n", fd, pb,
	       sprintrc(rc));
	rc = syscall(445, -1, LANDLOCK_RULE_PATH_BENEATH, BAD_ADDR, 0);
	printf("landlock_add_rule(-1, LANDLOCK_RULE_PATH_BENEATH, %p, 0) = %s\n", BAD_ADDR,
	       sprintrc(rc));
	rc = syscall(446, -1, 0);
	printf("landlock_restrict_self(-1, 0) = %s\n", sprintrc(rc));
	rc = syscall(446, fd, 0x20);
	printf("landlock_restrict_self(%d, 0x20) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
