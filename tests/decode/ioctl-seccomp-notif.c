/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: a seccomp user notification received and answered. The program
 * installs a filter that sends its child's getppid to a listener, forks,
 * and answers the child's call with SECCOMP_IOCTL_NOTIF_RECV and _SEND.
 */
#include "tests.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

int main(void)
{
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_getppid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { .len = 4, .filter = insns };
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		perror_msg_and_fail("prctl");
	int fd = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
			      SECCOMP_FILTER_FLAG_NEW_LISTENER, &prog);
	if (fd < 0)
		skip_because("seccomp user notification: %s", strerror(errno));
	/* The child's exit is collected with SIGCHLD blocked: no signal line. */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, NULL);
	pid_t pid = fork();
	if (pid < 0)
		perror_msg_and_fail("fork");
	if (pid == 0)
		_exit(syscall(SYS_getppid) == 42 ? 0 : 1);

	struct seccomp_notif *n = tail_alloc(sizeof(*n));
	memset(n, 0, sizeof(*n));
	long rc = syscall(SYS_ioctl, fd, SECCOMP_IOCTL_NOTIF_RECV, n);
	if (rc)
		perror_msg_and_fail("SECCOMP_IOCTL_NOTIF_RECV");
	char text[512];
	snprintf(text, sizeof(text), "{id=%#llx, pid=%d, flags=0, data={nr=__NR_getppid"
		 ", arch=AUDIT_ARCH_X86_64, instruction_pointer=%#llx, args=[%#llx, %#llx"
		 ", %#llx, %#llx, %#llx, %#llx]}}", (unsigned long long)n->id, pid,
		 (unsigned long long)n->data.instruction_pointer,
		 (unsigned long long)n->data.args[0], (unsigned long long)n->data.args[1],
		 (unsigned long long)n->data.args[2], (unsigned long long)n->data.args[3],
		 (unsigned long long)n->data.args[4], (unsigned long long)n->data.args[5]);
	printf("ioctl(%d, SECCOMP_IOCTL_NOTIF_RECV, %s) = %s\n", fd, out_arg(n, text),
	       sprintrc(rc));

	struct seccomp_notif_resp *resp = tail_alloc(sizeof(*resp));
	*resp = (struct seccomp_notif_resp){ .id = n->id, .val = 42 };
	rc = syscall(SYS_ioctl, fd, SECCOMP_IOCTL_NOTIF_SEND, resp);
	printf("ioctl(%d, SECCOMP_IOCTL_NOTIF_SEND, {id=%#llx, val=42, error=0, flags=0}) = %s\n",
	       fd, (unsigned long long)n->id, sprintrc(rc));

	int status;
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status))
		perror_msg_and_fail("child");
	puts("+++ exited with 0 +++");
	return 0;
}
