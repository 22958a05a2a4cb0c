/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: userfaultfd requests that succeed: UFFDIO_API, _REGISTER, _COPY,
 * _ZEROPAGE and _UNREGISTER, with what the kernel writes back. UFFDIO_API asks
 * for the features the kernel has (learnt in an untraced child), so that what
 * it writes back is what the program passed.
 */
#include "tests.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <linux/userfaultfd.h>

/* The kernel's features, from a UFFDIO_API in a child (not traced). */
static uint64_t probe_features(void)
{
	int p[2];
	uint64_t features = 0;
	if (pipe(p))
		perror_msg_and_fail("pipe");
	/* The child's exit is collected with SIGCHLD blocked: no signal line. */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, NULL);
	pid_t pid = fork();
	if (pid < 0)
		perror_msg_and_fail("fork");
	if (pid == 0) {
		struct uffdio_api a = { .api = UFFD_API };
		int u = (int)syscall(SYS_userfaultfd, O_CLOEXEC);
		if (u >= 0 && ioctl(u, UFFDIO_API, &a) == 0)
			features = a.features;
		_exit(write(p[1], &features, sizeof(features)) == sizeof(features) ? 0 : 1);
	}
	if (read(p[0], &features, sizeof(features)) != sizeof(features))
		perror_msg_and_fail("read");
	waitpid(pid, NULL, 0);
	return features;
}

/* Feature bits as strace names them, the rest in hex. */
static const char *sprint_features(uint64_t f)
{
	static const char *const names[] = {
		"UFFD_FEATURE_PAGEFAULT_FLAG_WP", "UFFD_FEATURE_EVENT_FORK",
		"UFFD_FEATURE_EVENT_REMAP", "UFFD_FEATURE_EVENT_REMOVE",
		"UFFD_FEATURE_MISSING_HUGETLBFS", "UFFD_FEATURE_MISSING_SHMEM",
		"UFFD_FEATURE_EVENT_UNMAP", "UFFD_FEATURE_SIGBUS", "UFFD_FEATURE_THREAD_ID",
		"UFFD_FEATURE_MINOR_HUGETLBFS", "UFFD_FEATURE_MINOR_SHMEM",
		"UFFD_FEATURE_EXACT_ADDRESS", "UFFD_FEATURE_WP_HUGETLBFS_SHMEM",
	};
	static char buf[1024];
	size_t n = 0;
	buf[0] = '\0';
	for (unsigned int i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (f & (1ULL << i)) {
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s", n ? "|" : "", names[i]);
			f &= ~(1ULL << i);
		}
	}
	if (f || !n)
		snprintf(buf + n, sizeof(buf) - n, "%s%#llx", n ? "|" : "", (unsigned long long)f);
	return buf;
}

int main(void)
{
	uint64_t features = probe_features();
	int u = (int)syscall(SYS_userfaultfd, O_CLOEXEC);
	if (u < 0)
		skip_because("userfaultfd: %s", strerror(errno));
	char text[1024];

	struct uffdio_api *api = tail_alloc(sizeof(*api));
	*api = (struct uffdio_api){ .api = UFFD_API, .features = features };
	long rc = syscall(SYS_ioctl, u, UFFDIO_API, api);
	if (rc)
		skip_because("UFFDIO_API: %s", strerror(errno));
	printf("ioctl(%d, UFFDIO_API, {api=0xaa, features=%s%s}) = %s\n", u,
	       sprint_features(features),
	       sprint_alt("", ", ioctls=1<<_UFFDIO_REGISTER|1<<_UFFDIO_UNREGISTER|1<<_UFFDIO_API"),
	       sprintrc(rc));

	char *m = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED)
		perror_msg_and_fail("mmap");
	struct uffdio_register *reg = tail_alloc(sizeof(*reg));
	*reg = (struct uffdio_register){ .range = { (uintptr_t)m, 8192 },
					 .mode = UFFDIO_REGISTER_MODE_MISSING };
	rc = syscall(SYS_ioctl, u, UFFDIO_REGISTER, reg);
	if (rc)
		perror_msg_and_fail("UFFDIO_REGISTER");
	/* The requests the range allows: those strace names, the rest in hex. */
	uint64_t io = reg->ioctls, rest = io & ~((1ULL << _UFFDIO_WAKE) | (1ULL << _UFFDIO_COPY) |
						 (1ULL << _UFFDIO_ZEROPAGE));
	snprintf(text, sizeof(text), ", ioctls=%s%s%s", "1<<_UFFDIO_WAKE|1<<_UFFDIO_COPY"
		 "|1<<_UFFDIO_ZEROPAGE", rest ? "|" : "", "");
	if (rest)
		snprintf(text + strlen(text), sizeof(text) - strlen(text), "%#llx",
			 (unsigned long long)rest);
	printf("ioctl(%d, UFFDIO_REGISTER, {range={start=%p, len=0x2000}"
	       ", mode=UFFDIO_REGISTER_MODE_MISSING%s}) = %s\n", u, m, sprint_alt("", text),
	       sprintrc(rc));

	static char src[4096] __attribute__((aligned(4096)));
	struct uffdio_copy *copy = tail_alloc(sizeof(*copy));
	*copy = (struct uffdio_copy){ .dst = (uintptr_t)m, .src = (uintptr_t)src, .len = 4096 };
	rc = syscall(SYS_ioctl, u, UFFDIO_COPY, copy);
	printf("ioctl(%d, UFFDIO_COPY, {dst=%p, src=%p, len=0x1000, mode=0%s}) = %s\n", u, m,
	       src, sprint_alt("", ", copy=0x1000"), sprintrc(rc));

	struct uffdio_zeropage *zero = tail_alloc(sizeof(*zero));
	*zero = (struct uffdio_zeropage){ .range = { (uintptr_t)m + 4096, 4096 } };
	rc = syscall(SYS_ioctl, u, UFFDIO_ZEROPAGE, zero);
	printf("ioctl(%d, UFFDIO_ZEROPAGE, {range={start=%p, len=0x1000}, mode=0%s}) = %s\n", u,
	       m + 4096, sprint_alt("", ", zeropage=0x1000"), sprintrc(rc));

	struct uffdio_range *range = tail_alloc(sizeof(*range));
	*range = (struct uffdio_range){ (uintptr_t)m, 8192 };
	rc = syscall(SYS_ioctl, u, UFFDIO_UNREGISTER, range);
	printf("ioctl(%d, UFFDIO_UNREGISTER, {start=%p, len=0x2000}) = %s\n", u, m, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
