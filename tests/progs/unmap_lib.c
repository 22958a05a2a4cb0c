/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * unmap_lib: treats every mapping whose name mentions "systrace" (a tracer's
 * ring or library; there are none untraced) as memory the program does not
 * have, as it would be untraced: munmaps it with the unmapped gaps around it,
 * mprotects it, madvises it, mremaps it and maps over it with MAP_FIXED, and
 * prints the results untraced memory would give (munmap and mmap succeed,
 * mprotect and madvise fail with ENOMEM, mremap with EFAULT). Then it makes a
 * few more calls and exits 0.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define MAX 64

struct map {
	uintptr_t lo, hi;
	int ours;
};

static struct map maps[1024];
static int nmaps;

static void read_maps(void)
{
	char line[512];
	FILE *f = fopen("/proc/self/maps", "r");
	nmaps = 0;
	while (f && nmaps < 1024 && fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;
		if (sscanf(line, "%lx-%lx", &lo, &hi) != 2)
			continue;
		maps[nmaps].lo = lo;
		maps[nmaps].hi = hi;
		/* The capture library and the ring, by their own names: not any path
		 * with "systrace" in it (this program's own may have). */
		maps[nmaps].ours = strstr(line, "/libsystrace-preload") != NULL ||
				   strstr(line, "/memfd:systrace-") != NULL;
		nmaps++;
	}
	if (f)
		fclose(f);
}

static const char *result(long rc)
{
	static char buf[64];
	if (rc != -1)
		return "ok";
	snprintf(buf, sizeof(buf), "%s", errno == ENOMEM ? "ENOMEM" : errno == EFAULT ? "EFAULT"
							: strerror(errno));
	return buf;
}

/* Do op on every such mapping; print the first result that is not the
 * expected one, or the expected one. */
static void each(const char *what, const char *expected, int broad,
		 long (*op)(uintptr_t lo, uintptr_t hi))
{
	read_maps();
	const char *got = expected;
	for (int i = 0; i < nmaps; i++) {
		if (!maps[i].ours)
			continue;
		uintptr_t lo = maps[i].lo, hi = maps[i].hi;
		if (broad) {
			/* The unmapped gaps on both sides too, and the neighbours
			 * that are the tracer's. */
			int a = i, b = i;
			while (a > 0 && maps[a - 1].ours)
				a--;
			while (b + 1 < nmaps && maps[b + 1].ours)
				b++;
			lo = a > 0 ? maps[a - 1].hi : maps[a].lo;
			hi = b + 1 < nmaps ? maps[b + 1].lo : maps[b].hi;
			i = b;
		}
		const char *r = result(op(lo, hi));
		if (strcmp(r, expected) != 0) {
			got = r;
			break;
		}
	}
	printf("%s: %s\n", what, got);
	fflush(stdout);
}

static long do_munmap(uintptr_t lo, uintptr_t hi)
{
	return munmap((void *)lo, hi - lo);
}

static long do_mprotect(uintptr_t lo, uintptr_t hi)
{
	return mprotect((void *)lo, hi - lo, PROT_NONE);
}

static long do_madvise(uintptr_t lo, uintptr_t hi)
{
	return madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

static long do_mremap(uintptr_t lo, uintptr_t hi)
{
	void *p = mremap((void *)lo, hi - lo, 2 * (hi - lo), MREMAP_MAYMOVE);
	return p == MAP_FAILED ? -1 : 0;
}

static long do_mmap_fixed(uintptr_t lo, uintptr_t hi)
{
	void *p = mmap((void *)lo, hi - lo, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED,
		       -1, 0);
	return p == MAP_FAILED ? -1 : p == (void *)lo ? 0 : (errno = EINVAL, -1);
}

int main(void)
{
	each("mprotect PROT_NONE", "ENOMEM", 0, do_mprotect);
	each("madvise MADV_DONTNEED", "ENOMEM", 0, do_madvise);
	each("mremap", "EFAULT", 0, do_mremap);
	each("mmap MAP_FIXED", "ok", 0, do_mmap_fixed);
	each("munmap with the gaps around", "ok", 1, do_munmap);
	printf("after: pid %s\n", getpid() > 0 ? "ok" : "bad");
	fflush(stdout);
	return 0;
}
