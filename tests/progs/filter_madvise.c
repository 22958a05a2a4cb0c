/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A program whose seccomp filter kills it at any madvise: traced in the buffered
 * modes, the capture library must not make that call for it (it maps the ring's
 * pages ahead with madvise otherwise). "after": installs the filter, then makes
 * 100000 calls (records over many megabytes of the ring) and says so. "exec":
 * installs it and runs itself again with "child", so the library starts under
 * the filter, and the child does the same calls.
 */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static int kill_at_madvise(void)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_madvise, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { .len = sizeof(code) / sizeof(code[0]), .filter = code };
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		return -1;
	return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

static int calls(const char *who)
{
	long sum = 0;
	for (int i = 0; i < 100000; i++)
		sum += syscall(SYS_getppid) > 0;
	printf("%s: %ld calls made under the filter\n", who, sum);
	return 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && strcmp(argv[1], "child") == 0)
		return calls("child");
	if (kill_at_madvise() < 0) {
		perror("seccomp");
		return 1;
	}
	if (argc > 1 && strcmp(argv[1], "exec") == 0) {
		execl("/proc/self/exe", argv[0], "child", (char *)NULL);
		perror("exec");
		return 1;
	}
	return calls("after");
}
