/* systrace: -e trace=add_key,request_key,keyctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* add_key, request_key, keyctl: key serials by name, payloads, descriptions read
 * back, permissions, unknown commands, failures. Keys go in this process's keyring. */
#include "tests.h"

#include <linux/keyctl.h>

int main(void)
{
	long rc;
	long key = syscall(SYS_add_key, "user", "systrace-test", "secret", 6,
			   KEY_SPEC_PROCESS_KEYRING);
	printf("add_key(\"user\", \"systrace-test\", \"secret\", 6, KEY_SPEC_PROCESS_KEYRING) = %s\n",
	       sprintrc(key));
	if (key < 0)
		skip_because("add_key: %s", strerror(errno));
	rc = syscall(SYS_add_key, "nosuchtype", "d", NULL, 0, 12345);
	printf("add_key(\"nosuchtype\", \"d\", NULL, 0, 12345) = %s\n", sprintrc(rc));
	rc = syscall(SYS_add_key, BAD_ADDR, "d", "x", 1, -9);
	printf("add_key(%p, \"d\", \"x\", 1, -9) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_request_key, "user", "systrace-test", NULL, KEY_SPEC_PROCESS_KEYRING);
	printf("request_key(\"user\", \"systrace-test\", NULL, KEY_SPEC_PROCESS_KEYRING) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_request_key, "user", "systrace-none", "info", 0);
	printf("request_key(\"user\", \"systrace-none\", \"info\", 0) = %s\n", sprintrc(rc));

	rc = syscall(SYS_keyctl, KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 0);
	printf("keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 0) = %s\n", sprintrc(rc));
	long ring = rc;
	rc = syscall(SYS_keyctl, KEYCTL_UPDATE, key, "newsecret", 9);
	printf("keyctl(KEYCTL_UPDATE, %ld, \"newsecret\", 9) = %s\n", key, sprintrc(rc));
	char *buf = tail_alloc(64);
	rc = syscall(SYS_keyctl, KEYCTL_READ, key, buf, 64);
	printf("keyctl(KEYCTL_READ, %ld, %s, 64) = %s\n", key, out_arg(buf, "\"newsecret\""),
	       sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_DESCRIBE, key, buf, 64);
	printf("keyctl(KEYCTL_DESCRIBE, %ld, %s, 64) = %s\n", key,
	       out_arg(buf, sprint_quoted(buf, rc > 0 ? rc - 1 : 0, 0)), sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_DESCRIBE, -100, buf, 64);
	printf("keyctl(KEYCTL_DESCRIBE, -100, %p, 64) = %s\n", buf, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_SETPERM, key, 0x3f000000 | 0x10000 | 0x20000 | 0x40);
	printf("keyctl(KEYCTL_SETPERM, %ld, KEY_POS_VIEW|KEY_POS_READ|KEY_POS_WRITE|KEY_POS_SEARCH|KEY_POS_LINK|KEY_POS_SETATTR|KEY_USR_VIEW|KEY_USR_READ|0x40) = %s\n",
	       key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_CHOWN, key, -1, -1);
	printf("keyctl(KEYCTL_CHOWN, %ld, -1, -1) = %s\n", key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_SET_TIMEOUT, key, 3600);
	printf("keyctl(KEYCTL_SET_TIMEOUT, %ld, 3600) = %s\n", key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_SEARCH, KEY_SPEC_PROCESS_KEYRING, "user", "systrace-test", 0);
	printf("keyctl(KEYCTL_SEARCH, KEY_SPEC_PROCESS_KEYRING, \"user\", \"systrace-test\", 0) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_LINK, key, KEY_SPEC_THREAD_KEYRING);
	printf("keyctl(KEYCTL_LINK, %ld, KEY_SPEC_THREAD_KEYRING) = %s\n", key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_UNLINK, key, KEY_SPEC_THREAD_KEYRING);
	printf("keyctl(KEYCTL_UNLINK, %ld, KEY_SPEC_THREAD_KEYRING) = %s\n", key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_SET_REQKEY_KEYRING, KEY_REQKEY_DEFL_NO_CHANGE);
	printf("keyctl(KEYCTL_SET_REQKEY_KEYRING, KEY_REQKEY_DEFL_NO_CHANGE) = %s\n", sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_SET_REQKEY_KEYRING, 99);
	printf("keyctl(KEYCTL_SET_REQKEY_KEYRING, 99 /* KEY_REQKEY_DEFL_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_REJECT, key, 10, EKEYREJECTED, KEY_SPEC_SESSION_KEYRING);
	printf("keyctl(KEYCTL_REJECT, %ld, 10, EKEYREJECTED, KEY_SPEC_SESSION_KEYRING) = %s\n",
	       key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_MOVE, key, KEY_SPEC_PROCESS_KEYRING, ring, KEYCTL_MOVE_EXCL | 2);
	printf("keyctl(KEYCTL_MOVE, %ld, KEY_SPEC_PROCESS_KEYRING, %ld, KEYCTL_MOVE_EXCL|0x2) = %s\n",
	       key, ring, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_REVOKE, key);
	printf("keyctl(KEYCTL_REVOKE, %ld) = %s\n", key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_INVALIDATE, key);
	printf("keyctl(KEYCTL_INVALIDATE, %ld) = %s\n", key, sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_CLEAR, KEY_SPEC_PROCESS_KEYRING);
	printf("keyctl(KEYCTL_CLEAR, KEY_SPEC_PROCESS_KEYRING) = %s\n", sprintrc(rc));
	rc = syscall(SYS_keyctl, KEYCTL_SESSION_TO_PARENT);
	printf("keyctl(KEYCTL_SESSION_TO_PARENT) = %s\n", sprintrc(rc));
	rc = syscall(SYS_keyctl, 0xdead, 1, 2, 3, 4);
	printf("keyctl(0xdead /* KEYCTL_??? */, 0x1, 0x2, 0x3, 0x4) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
