/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The library's memory, kept out of the program's reach: the ring, the
 * library's own image, every thread's alternate signal stack, and under
 * -m rewrite page 0 (a MAP_FIXED mapping there fails with EPERM). Untraced,
 * none of it exists, so a program may unmap, mprotect, madvise or map over
 * that address range (a broad munmap, a MAP_FIXED mapping placed anywhere)
 * and go on; traced, it would kill itself or the trace. A munmap, mprotect,
 * pkey_mprotect, madvise or MAP_FIXED mmap that covers some of it acts on the
 * rest of its range, and its result is what it would be untraced there
 * (munmap and mmap succeed; mprotect and madvise report the "unmapped" range
 * with ENOMEM, mprotect stopping there as the kernel does); mremap of that
 * memory fails with EFAULT (nothing is mapped there untraced) and mremap onto
 * it with ENOMEM. Each such call is counted for its process (ring_proc.trimmed,
 * see sx_guard_count) and its record carries SX_AUX_TRIMMED, so that the trace
 * can say so.
 */
#include "config.h"

#include <elf.h>
#include <errno.h>
#include <link.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "rewrite.h"
#include "sx.h"

#define PAGE 4096ull
#define MAX_STACKS 4096

struct range {
	uint64_t lo, hi;
};

static struct range image;		/* the library's PT_LOAD segments */
/* Every thread's alternate stack (guard page included): a slot is claimed by
 * setting lo; hi is written before lo. nstacks: slots ever used. */
static struct range stacks[MAX_STACKS];
static uint32_t nstacks;

extern const ElfW(Ehdr) __ehdr_start __attribute__((visibility("hidden")));

void sx_guard_init(void)
{
	const ElfW(Ehdr) *eh = &__ehdr_start;
	const ElfW(Phdr) *ph = (const ElfW(Phdr) *)((const char *)eh + eh->e_phoff);
	uint64_t bias = 0, lo = ~0ull, hi = 0;
	bool have_bias = false;
	for (unsigned int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type != PT_LOAD)
			continue;
		if (!have_bias) {
			bias = (uint64_t)(uintptr_t)eh - (ph[i].p_vaddr - ph[i].p_offset);
			have_bias = true;
		}
		if (bias + ph[i].p_vaddr < lo)
			lo = bias + ph[i].p_vaddr;
		if (bias + ph[i].p_vaddr + ph[i].p_memsz > hi)
			hi = bias + ph[i].p_vaddr + ph[i].p_memsz;
	}
	if (lo < hi) {
		image.lo = lo & ~(PAGE - 1);
		image.hi = (hi + PAGE - 1) & ~(PAGE - 1);
	}
}

void sx_guard_add_stack(uint64_t lo, uint64_t hi)
{
	for (uint32_t i = 0; i < MAX_STACKS; i++) {
		uint64_t zero = 0;
		if (__atomic_load_n(&stacks[i].lo, __ATOMIC_RELAXED))
			continue;
		__atomic_store_n(&stacks[i].hi, hi, __ATOMIC_RELAXED);
		if (!__atomic_compare_exchange_n(&stacks[i].lo, &zero, lo, false, __ATOMIC_RELEASE,
						 __ATOMIC_RELAXED))
			continue;
		uint32_t n = __atomic_load_n(&nstacks, __ATOMIC_RELAXED);
		while (n < i + 1 && !__atomic_compare_exchange_n(&nstacks, &n, i + 1, false,
								 __ATOMIC_RELEASE, __ATOMIC_RELAXED))
			;
		return;
	}
	/* Full: that stack is not guarded (a program with thousands of threads). */
}

void sx_guard_remove_stack(uint64_t lo)
{
	uint32_t n = __atomic_load_n(&nstacks, __ATOMIC_ACQUIRE);
	for (uint32_t i = 0; i < n; i++)
		if (__atomic_load_n(&stacks[i].lo, __ATOMIC_RELAXED) == lo) {
			__atomic_store_n(&stacks[i].lo, 0, __ATOMIC_RELEASE);
			return;
		}
}

/* The first protected range that overlaps [lo, hi) and starts at or after
 * from (or contains from); false if none. */
static bool next_protected(uint64_t from, uint64_t hi, struct range *out)
{
	struct range best = { ~0ull, 0 };
	/* The image, the ring, and under -m rewrite page 0 (the trampoline) and
	 * the page buffers in page 0 are moved to (rewrite.h). */
	struct range fixed[4] = { image, { 0, 0 }, { 0, sx_rw_on ? PAGE : 0 },
				  { sx_rw_fault_page, sx_rw_fault_page ? sx_rw_fault_page + PAGE : 0 } };
	if (sx.hdr) {
		fixed[1].lo = (uint64_t)(uintptr_t)sx.hdr;
		fixed[1].hi = fixed[1].lo + RING_HEADER_SIZE + 2 * sx.data_size;
	}
	for (int i = 0; i < 4; i++)
		if (fixed[i].lo < fixed[i].hi && fixed[i].hi > from && fixed[i].lo < hi &&
		    fixed[i].lo < best.lo)
			best = fixed[i];
	uint32_t n = __atomic_load_n(&nstacks, __ATOMIC_ACQUIRE);
	for (uint32_t i = 0; i < n; i++) {
		struct range r;
		r.lo = __atomic_load_n(&stacks[i].lo, __ATOMIC_ACQUIRE);
		r.hi = __atomic_load_n(&stacks[i].hi, __ATOMIC_RELAXED);
		if (r.lo && r.lo < r.hi && r.hi > from && r.lo < hi && r.lo < best.lo)
			best = r;
	}
	if (best.lo >= best.hi)
		return false;
	*out = best;
	return true;
}

bool sx_guard_overlaps(uint64_t lo, uint64_t hi)
{
	struct range r;
	return lo < hi && next_protected(lo, hi, &r);
}

/* Count a trimmed call for this process (ring_proc.trimmed, which systrace
 * reports at the end). */
static void count(void)
{
	struct ring_header *h = sx.hdr;
	if (h && sx_self.slot < h->nprocs)
		__atomic_add_fetch(&h->procs[sx_self.slot].trimmed, 1, __ATOMIC_RELAXED);
}

static long piece(long nr, const uint64_t *a, uint64_t lo, uint64_t hi)
{
	uint64_t len = hi - lo;
	switch (nr) {
	case __NR_munmap:
		return SX_SYSCALL2(SYS_munmap, lo, len);
	case __NR_mprotect:
		return SX_SYSCALL3(SYS_mprotect, lo, len, a[2]);
	case __NR_pkey_mprotect:
		return SX_SYSCALL4(SYS_pkey_mprotect, lo, len, a[2], a[3]);
	case __NR_madvise:
		return SX_SYSCALL3(SYS_madvise, lo, len, a[2]);
	case __NR_mmap:
		return SX_SYSCALL6(SYS_mmap, lo, len, a[2], a[3], a[4],
				   (a[3] & MAP_ANONYMOUS) ? a[5] : a[5] + (lo - a[0]));
	}
	return -ENOSYS;
}

bool sx_guard_call(long nr, const uint64_t *a, long *ret)
{
	if (!sx.hdr)
		return false;
	uint64_t addr = a[0], len = a[1], end;
	if (nr == __NR_mremap) {
		/* The source, then a fixed destination. */
		uint64_t oldlen = a[1], newlen = a[2], flags = a[3], dst = a[4];
		if ((addr & (PAGE - 1)) || __builtin_add_overflow(addr, oldlen ? oldlen : 1, &end))
			return false;
		if (sx_guard_overlaps(addr & ~(PAGE - 1), (end + PAGE - 1) & ~(PAGE - 1))) {
			*ret = -EFAULT;
			count();
			return true;
		}
		if ((flags & MREMAP_FIXED) && !(dst & (PAGE - 1)) &&
		    !__builtin_add_overflow(dst, newlen, &end) &&
		    sx_guard_overlaps(dst, (end + PAGE - 1) & ~(PAGE - 1))) {
			*ret = -ENOMEM;
			count();
			return true;
		}
		return false;
	}
	/* -m rewrite owns page 0: a mapping placed there fails as it does with the
	 * default vm.mmap_min_addr (mapping over it would break every rewritten
	 * site). */
	if (sx_rw_on && nr == __NR_mmap && (a[3] & (MAP_FIXED | MAP_FIXED_NOREPLACE)) &&
	    addr < PAGE) {
		*ret = -EPERM;
		count();
		return true;
	}
	if (nr == __NR_mmap && !(a[3] & MAP_FIXED))
		return false;
	if (nr == __NR_mmap && (a[3] & MAP_FIXED_NOREPLACE))
		return false;
	/* What the kernel refuses anyway, it refuses with its own error. */
	if (!len || (addr & (PAGE - 1)) || __builtin_add_overflow(addr, len, &end) ||
	    end > (1ull << 56))
		return false;
	end = (end + PAGE - 1) & ~(PAGE - 1);
	struct range r;
	if (!next_protected(addr, end, &r))
		return false;
	/* A file mapping's offset must stay page-aligned piece by piece: it does,
	 * pieces start at page boundaries. */
	long result = nr == __NR_mmap ? (long)addr : 0;
	uint64_t cur = addr;
	bool hole = false;
	while (cur < end) {
		uint64_t stop = end;
		bool found = next_protected(cur, end, &r);
		if (found && r.lo > cur)
			stop = r.lo;
		else if (found)
			stop = cur;	/* cur is inside r */
		if (stop > cur) {
			if (hole && (nr == __NR_mprotect || nr == __NR_pkey_mprotect))
				break;	/* the kernel stops at the first hole */
			long rc = piece(nr, a, cur, stop);
			if (rc < 0 && rc > -4096 && (result >= 0 || nr == __NR_mmap)) {
				result = rc;
				if (nr == __NR_mmap)
					break;
			}
		}
		if (!found)
			break;
		hole = true;
		cur = r.hi > stop ? r.hi : stop;
	}
	if (hole && result >= 0 && nr != __NR_munmap && nr != __NR_mmap)
		result = -ENOMEM;	/* untraced, nothing was mapped there */
	*ret = result;
	count();
	return true;
}
