/* SPDX-License-Identifier: GPL-2.0-or-later */
/* restart_sleep: a child sleeps 1 s in clock_nanosleep; once it is inside that call
 * (its /proc/PID/syscall says so), the parent stops it with SIGSTOP and continues
 * it with SIGCONT, so the kernel resumes the sleep with restart_syscall. Exits 0
 * when the child exited 0. */
#include <signal.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* True once the task is blocked in clock_nanosleep. */
static int in_nanosleep(pid_t pid)
{
	char path[64];
	long nr = -1;
	snprintf(path, sizeof(path), "/proc/%d/syscall", (int)pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%ld", &nr) != 1)
		nr = -1;
	fclose(f);
	return nr == SYS_clock_nanosleep;
}

int main(void)
{
	pid_t pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		struct timespec ts = { 1, 0 };
		_exit(clock_nanosleep(CLOCK_REALTIME, 0, &ts, NULL) == 0 ? 0 : 1);
	}
	struct timespec tick = { 0, 1000000 };
	for (int i = 0; i < 5000 && !in_nanosleep(pid); i++)
		nanosleep(&tick, NULL);
	kill(pid, SIGSTOP);
	int status;
	if (waitpid(pid, &status, WUNTRACED) != pid || !WIFSTOPPED(status))
		return 1;
	kill(pid, SIGCONT);
	if (waitpid(pid, &status, 0) != pid)
		return 1;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
