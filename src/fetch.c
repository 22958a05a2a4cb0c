/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "fetch.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "backend.h"
#include "tcb.h"

#define PAGE_SIZE_ASSUMED 4096u

static bool structs_blocked;

void fetch_block_structs(bool on)
{
	structs_blocked = on;
}

int fetch_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len)
{
	if (!addr || structs_blocked)
		return -EFAULT;
	if (!len)
		return 0;
	return backend->read_mem(tcp, addr, buf, len);
}

int fetch_str(struct tcb *tcp, uint64_t addr, char *buf, size_t size)
{
	size_t got = 0;
	if (!addr)
		return -EFAULT;
	/* Read up to each page end only: the next page may be unmapped. */
	while (got < size) {
		uint64_t a = addr + got;
		size_t chunk = PAGE_SIZE_ASSUMED - (a % PAGE_SIZE_ASSUMED);
		if (chunk > size - got)
			chunk = size - got;
		int rc = backend->read_mem(tcp, a, buf + got, chunk);
		if (rc < 0)
			return rc;
		char *nul = memchr(buf + got, '\0', chunk);
		if (nul)
			return (int)(nul - buf);
		got += chunk;
	}
	return (int)size;
}

static int read_proc_mem(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	char path[64];
	snprintf(path, sizeof(path), "/proc/%d/mem", pid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	ssize_t n = pread(fd, buf, len, (off_t)addr);
	int err = errno;
	close(fd);
	if (n < 0)
		return -err;
	return (size_t)n == len ? 0 : -EFAULT;
}

int read_mem_live(pid_t pid, uint64_t addr, void *buf, size_t len)
{
	static int vm_readv_refused;
	if (!vm_readv_refused) {
		struct iovec local = { buf, len };
		struct iovec remote = { (void *)(uintptr_t)addr, len };
		ssize_t n = process_vm_readv(pid, &local, 1, &remote, 1, 0);
		if (n == (ssize_t)len)
			return 0;
		if (n >= 0 || errno == EFAULT)
			return -EFAULT;
		if (errno != ENOSYS && errno != EPERM)
			return -errno;
		vm_readv_refused = 1;
	}
	return read_proc_mem(pid, addr, buf, len);
}
