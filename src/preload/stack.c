/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -k in buffered mode: the library takes the program's user stack itself, when
 * it records a call, and stores the raw addresses in the record (a
 * RING_BLOB_STACK blob, src/ring.h); systrace names them (src/unwind.h).
 *
 * Where: inside the SIGSYS handler (or the signal dispatcher), with libunwind's
 * local interface, from the context the kernel saved for the handler:
 * unw_init_local2(uc, UNW_INIT_SIGNAL_FRAME), so frame 0 is the address after
 * the program's syscall instruction and none of the handler's own frames come
 * first. Frames are marked as unwind_libunwind.c marks them in ptrace mode:
 * STACK_IP_EXACT on a frame whose predecessor is a signal frame. Where the
 * library's own code lies on the stack (a program handler called by the signal
 * dispatcher, a signal that interrupted the SIGSYS handler), its frames are
 * left out and the handler's return address becomes the program's restorer,
 * which is what the kernel's frame holds without the library: the lines are
 * those of ptrace mode.
 *
 * What is loaded, when: nothing without -k. With -k, the constructor (before
 * arming, while libc may still be called) loads a private copy of
 * libunwind.so.8: the file copied into a memfd with its DT_SONAME changed,
 * dlopen'ed RTLD_LOCAL | RTLD_DEEPBIND (its dependency liblzma comes along). A
 * program that has or later loads libunwind itself keeps its own instance,
 * caches, locks and settings, and ours can be changed freely:
 *  - access_mem: a fault-safe copy, so a broken frame chain ends the stack,
 *    not the program. libunwind's own address validation (a pipe it opens at
 *    start, then write()s to) is never used; the pipe is closed again, so the
 *    program sees no new descriptors.
 *  - dl_iterate_phdr (its GOT slot): a replacement that gives libunwind's
 *    callback the one object _dl_find_object finds, lock-free and
 *    async-signal-safe. glibc's own takes the loader's write lock, which
 *    dlclose holds across munmap and free(): a thread interrupted in malloc
 *    would wait for it while the dlclose'ing thread waits for its arena.
 *    Without this redirection (checked by one unwind here) no stacks are taken.
 *  - sigprocmask (its GOT slot): a no-op. libunwind blocks all signals around
 *    its locks; on Debian's 1.6.2, UNW_CACHE_PER_THREAD (asked for) falls back
 *    to the global cache and its lock, two sigprocmask calls a frame. Here no
 *    signal handler can enter libunwind (see below), so they are not needed.
 * Every unwind holds a process-wide lock of the library's (uw_lock), which
 * also keeps libunwind's global cache to one thread at a time. Its holder
 * waits for nothing the program may hold, so waiting for it always ends; the
 * wait is still bounded (UW_LOCK_WAIT_NS, then the call is shown without its
 * stack, RING_BLOB_STACK_SKIPPED, and systrace counts it). The rule cache is
 * keyed by address: when the program unmaps an object it holds rules for
 * (munmap, mremap), it is flushed before the next stack.
 *
 * How its syscalls stay out of the trace and out of SIGSYS: while it runs, the
 * thread's Syscall User Dispatch selector is ALLOW (each thread has its own,
 * sx_self.selector), so libunwind's and libc's syscalls go to the kernel
 * directly, unseen (with every rule cached it makes none). It runs in a
 * critical section (no program handler runs meanwhile: it would make syscalls
 * unrecorded, or jump away with the lock held; a handler of the library's that
 * wants a stack then finds uw_lock taken and gives up, it never enters
 * libunwind a second time) and on the library's alternate signal stack
 * (altstack.c), where every handler of the library runs, with at least
 * UW_STACK_SIZE free below it (else the stack is skipped); a thread without one
 * uses a stack of its own (UW_STACK_SIZE, mapped at its first stack).
 *
 * What libunwind takes here, under uw_lock: its cache's pthread mutex (every
 * frame) and, on a rule-cache miss, its mempool's, both never contended, and
 * mmap for its pool. No malloc, no loader lock: a program
 * interrupted inside malloc, free, dlopen or dlclose cannot deadlock it.
 * fork waits for the unwinder to be idle (sx_stack_fork_prepare), so a child
 * never inherits its locks or cache half-updated.
 */
#include "config.h"

#include <errno.h>
#include <linux/futex.h>
#include <sys/syscall.h>

#include "sx.h"

#ifdef ENABLE_LIBUNWIND

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define UNW_LOCAL_ONLY
#include <libunwind.h>

#define SX_IP_EXACT (1ull << 63)	/* src/unwind.h's STACK_IP_EXACT */
#define UW_GUARD 4096u
#define UW_STACK_SIZE (64u * 1024u)
#define UW_LOCK_WAIT_NS (200ull * 1000000u)
#define UW_MAX_HIDDEN 256		/* library frames stepped over in one stack */
/* The kernel's struct ucontext on x86_64; a signal frame's siginfo follows it. */
#define KERNEL_UCONTEXT_SIZE 304
#define LIBUNWIND_SONAME "libunwind.so.8"

/* A thread's unwinder area: the guard page, the stack, then this. */
struct sx_unwind_area {
	uint64_t frames[RING_STACK_MAX];
};

#define UW_MAP_SIZE (UW_GUARD + UW_STACK_SIZE + sizeof(struct sx_unwind_area))

static struct {
	int (*init_local2)(unw_cursor_t *, ucontext_t *, int);
	int (*step)(unw_cursor_t *);
	int (*get_reg)(unw_cursor_t *, unw_regnum_t, unw_word_t *);
	int (*is_signal_frame)(unw_cursor_t *);
	void (*flush_cache)(unw_addr_space_t, unw_word_t, unw_word_t);
	unw_addr_space_t as;
	uint64_t lib_lo, lib_hi;		/* this library's code */
	unsigned long lookups;			/* calls of uw_iterate_phdr */
	bool ready;
} uw;

/* 0 free, 1 held, 2 held with waiters; its holder (a vfork child shares it
 * with its parent, and can be killed alone). */
static uint32_t uw_lock;
static int32_t uw_owner_pid, uw_owner_tid;

/* The objects whose unwind tables the cache may hold rules from (written under
 * uw_lock; read by any thread that unmaps memory), and whether one of them may
 * have been unmapped since (the cache is then flushed before the next stack).
 * UW_MAX_OBJS + 1 in uw_nobjs: too many to track, any unmapping counts. */
#define UW_MAX_OBJS 64
static struct {
	uint64_t lo, hi;
} uw_objs[UW_MAX_OBJS];
static uint32_t uw_nobjs;
static uint32_t uw_stale;

/* Run fn(arg) on the stack that ends at top (stubs.c). */
long sx_call_on_stack(void *arg, long (*fn)(void *), void *top);

extern const ElfW(Ehdr) __ehdr_start __attribute__((visibility("hidden")));

/* ---- loading (constructor time: libc may be used) ---- */

/* The loader's path for libunwind's local unwinder, as the program would get it. */
static int unwinder_path(char *buf, size_t size)
{
	void *h = dlopen(LIBUNWIND_SONAME, RTLD_LAZY | RTLD_LOCAL | RTLD_NOLOAD);
	if (!h)
		h = dlopen(LIBUNWIND_SONAME, RTLD_LAZY | RTLD_LOCAL);
	if (!h)
		return -ENOENT;
	struct link_map *lm = NULL;
	int rc = -ENOENT;
	if (dlinfo(h, RTLD_DI_LINKMAP, &lm) == 0 && lm && lm->l_name && lm->l_name[0] == '/' &&
	    strlen(lm->l_name) < size) {
		strcpy(buf, lm->l_name);
		rc = 0;
	}
	dlclose(h);
	return rc;
}

/* The file offset of virtual address vaddr in an ELF image. */
static bool vaddr_offset(const char *img, size_t size, uint64_t vaddr, uint64_t *off)
{
	const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *)img;
	const ElfW(Phdr) *ph = (const ElfW(Phdr) *)(img + eh->e_phoff);
	for (unsigned int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type != PT_LOAD || vaddr < ph[i].p_vaddr ||
		    vaddr - ph[i].p_vaddr >= ph[i].p_filesz)
			continue;
		*off = vaddr - ph[i].p_vaddr + ph[i].p_offset;
		return *off < size;
	}
	return false;
}

/* Change the image's DT_SONAME string (its first letter), so that the loader
 * never takes our copy for the program's libunwind.so.8. Returns false if the
 * image is not one we understand. */
static bool rename_soname(char *img, size_t size)
{
	const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *)img;
	if (size < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_phentsize != sizeof(ElfW(Phdr)) ||
	    eh->e_phoff > size || eh->e_phnum > (size - eh->e_phoff) / sizeof(ElfW(Phdr)))
		return false;
	const ElfW(Phdr) *ph = (const ElfW(Phdr) *)(img + eh->e_phoff);
	const ElfW(Phdr) *dyn = NULL;
	for (unsigned int i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_type == PT_DYNAMIC)
			dyn = &ph[i];
	if (!dyn || dyn->p_offset > size || dyn->p_filesz > size - dyn->p_offset)
		return false;
	uint64_t strtab = 0, soname = ~0ull, strsz = 0;
	const ElfW(Dyn) *d = (const ElfW(Dyn) *)(img + dyn->p_offset);
	for (size_t i = 0; i < dyn->p_filesz / sizeof(*d) && d[i].d_tag != DT_NULL; i++) {
		if (d[i].d_tag == DT_STRTAB)
			strtab = d[i].d_un.d_ptr;
		else if (d[i].d_tag == DT_STRSZ)
			strsz = d[i].d_un.d_val;
		else if (d[i].d_tag == DT_SONAME)
			soname = d[i].d_un.d_val;
	}
	if (soname == ~0ull)
		return true;	/* nothing the loader could match */
	uint64_t off;
	if (!strtab || soname >= strsz || !vaddr_offset(img, size, strtab, &off) ||
	    off + soname >= size || !img[off + soname])
		return false;
	img[off + soname] = '_';
	return true;
}

/* A private copy of the file at path, in a memfd; returns the descriptor or -errno. */
static int private_copy(const char *path)
{
	int src = open(path, O_RDONLY | O_CLOEXEC);
	if (src < 0)
		return -errno;
	struct stat st;
	if (fstat(src, &st) < 0 || st.st_size < (off_t)sizeof(ElfW(Ehdr)) ||
	    st.st_size > (64 << 20)) {
		close(src);
		return -EINVAL;
	}
	size_t size = (size_t)st.st_size;
	char *img = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, src, 0);
	close(src);
	if (img == MAP_FAILED)
		return -ENOMEM;
	int fd = -EINVAL;
	if (rename_soname(img, size)) {
		fd = memfd_create("systrace-libunwind", MFD_CLOEXEC);
		if (fd < 0)
			fd = -errno;
		for (size_t done = 0; fd >= 0 && done < size;) {
			ssize_t n = write(fd, img + done, size - done);
			if (n <= 0) {
				close(fd);
				fd = -EIO;
				break;
			}
			done += (size_t)n;
		}
	}
	munmap(img, size);
	return fd;
}

/* libunwind opens a pipe for its address validation when it starts (tdep_init),
 * which our access_mem makes unused: close it, if it is the pair of descriptors
 * probe[] names (the two lowest that were free just before). */
static void close_validation_pipe(const int probe[2])
{
	struct stat a, b;
	if (probe[0] < 0 || probe[1] < 0 || fstat(probe[0], &a) < 0 || fstat(probe[1], &b) < 0)
		return;
	if (!S_ISFIFO(a.st_mode) || !S_ISFIFO(b.st_mode) || a.st_ino != b.st_ino ||
	    a.st_dev != b.st_dev || !(fcntl(probe[0], F_GETFD) & FD_CLOEXEC) ||
	    !(fcntl(probe[1], F_GETFD) & FD_CLOEXEC))
		return;
	close(probe[0]);
	close(probe[1]);
}

/* Remember that the cache may hold rules for [lo, hi) (uw_lock held). */
static void note_object(uint64_t lo, uint64_t hi)
{
	uint32_t n = uw_nobjs;
	for (uint32_t i = 0; i < n && n <= UW_MAX_OBJS; i++)
		if (uw_objs[i].lo == lo && uw_objs[i].hi == hi)
			return;
	if (n >= UW_MAX_OBJS) {
		__atomic_store_n(&uw_nobjs, UW_MAX_OBJS + 1, __ATOMIC_RELEASE);
		return;
	}
	uw_objs[n].lo = lo;
	uw_objs[n].hi = hi;
	__atomic_store_n(&uw_nobjs, n + 1, __ATOMIC_RELEASE);
}

/* libunwind's only use of dl_iterate_phdr (dwarf_find_proc_info) looks for the
 * one object that holds an address: data points to its struct
 * dwarf_callback_data, whose first member is that address (libunwind 1.6 to
 * 1.8). glibc's dl_iterate_phdr takes the loader's write lock, which dlclose
 * holds across munmap and free; a thread interrupted inside malloc could then
 * wait for it in the SIGSYS handler while the dlclose'ing thread waits for
 * that thread's malloc lock. _dl_find_object takes no lock (and is
 * async-signal-safe): the callback gets that one object, its program headers
 * read from its ELF header (the start of its first mapping). */
static int uw_iterate_phdr(int (*cb)(struct dl_phdr_info *, size_t, void *), void *data)
{
	uint64_t ip = *(const unw_word_t *)data;
	struct dl_find_object fo;
	uw.lookups++;
	if (_dl_find_object((void *)(uintptr_t)ip, &fo) != 0 || !fo.dlfo_link_map)
		return 0;
	const char *start = fo.dlfo_map_start, *end = fo.dlfo_map_end;
	ElfW(Ehdr) eh;
	if (end - start < (ptrdiff_t)sizeof(eh) || sx_safe_copy(&eh, start, sizeof(eh)) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 || eh.e_phentsize != sizeof(ElfW(Phdr)) ||
	    eh.e_phoff > (uint64_t)(end - start) ||
	    eh.e_phnum > ((uint64_t)(end - start) - eh.e_phoff) / sizeof(ElfW(Phdr)))
		return 0;
	struct dl_phdr_info info;
	sx_memset(&info, 0, sizeof(info));
	info.dlpi_addr = fo.dlfo_link_map->l_addr;
	info.dlpi_name = fo.dlfo_link_map->l_name;
	info.dlpi_phdr = (const ElfW(Phdr) *)(start + eh.e_phoff);
	info.dlpi_phnum = eh.e_phnum;
	note_object((uint64_t)(uintptr_t)start, (uint64_t)(uintptr_t)end);
	return cb(&info, sizeof(info), data);
}

/* libunwind blocks every signal around its locks (the rule cache's: on Debian's
 * build UNW_CACHE_PER_THREAD falls back to the global, locked cache; its
 * mempool's): two sigprocmask calls a frame, most of what a stack would cost.
 * Our copy needs none: it is only ever entered under uw_lock, in a critical
 * section (no program handler runs), and none of the library's own handlers
 * unwinds, so no signal can enter it while it holds a lock. */
static int uw_sigprocmask(int how, const sigset_t *set, sigset_t *old)
{
	(void)how;
	(void)set;
	if (old)
		sx_memset(old, 0, sizeof(*old));
	return 0;
}

/* Point the loaded object's imports of name (its GOT slots) at fn. Returns the
 * number of slots changed. */
static int redirect_import(void *handle, const char *name, void *fn)
{
	struct link_map *lm = NULL;
	if (dlinfo(handle, RTLD_DI_LINKMAP, &lm) != 0 || !lm || !lm->l_ld)
		return 0;
	uint64_t base = lm->l_addr;
	const ElfW(Sym) *symtab = NULL;
	const char *strtab = NULL;
	uint64_t rel[2] = { 0, 0 }, relsz[2] = { 0, 0 };
	for (const ElfW(Dyn) *d = lm->l_ld; d->d_tag != DT_NULL; d++) {
		/* glibc has relocated the addresses in the dynamic section (x86_64). */
		uint64_t v = d->d_un.d_ptr < base ? d->d_un.d_ptr + base : d->d_un.d_ptr;
		switch (d->d_tag) {
		case DT_SYMTAB: symtab = (const ElfW(Sym) *)(uintptr_t)v; break;
		case DT_STRTAB: strtab = (const char *)(uintptr_t)v; break;
		case DT_JMPREL: rel[0] = v; break;
		case DT_PLTRELSZ: relsz[0] = d->d_un.d_val; break;
		case DT_RELA: rel[1] = v; break;
		case DT_RELASZ: relsz[1] = d->d_un.d_val; break;
		}
	}
	if (!symtab || !strtab)
		return 0;
	long page = sysconf(_SC_PAGESIZE);
	int changed = 0;
	for (int t = 0; t < 2; t++) {
		const ElfW(Rela) *r = (const ElfW(Rela) *)(uintptr_t)rel[t];
		for (size_t i = 0; r && i < relsz[t] / sizeof(*r); i++) {
			unsigned int type = ELF64_R_TYPE(r[i].r_info);
			if (type != R_X86_64_JUMP_SLOT && type != R_X86_64_GLOB_DAT)
				continue;
			if (strcmp(strtab + symtab[ELF64_R_SYM(r[i].r_info)].st_name, name) != 0)
				continue;
			void **slot = (void **)(uintptr_t)(base + r[i].r_offset);
			uintptr_t pg = (uintptr_t)slot & ~(uintptr_t)(page - 1);
			/* The slot may be in the read-only part after relocation (RELRO). */
			if (mprotect((void *)pg, (size_t)page, PROT_READ | PROT_WRITE) != 0)
				continue;
			*slot = fn;
			changed++;
		}
	}
	return changed;
}

/* Stack memory, read without ever faulting: a bad address ends the stack. */
static int uw_access_mem(unw_addr_space_t as, unw_word_t addr, unw_word_t *val, int write,
			 void *arg)
{
	(void)as;
	(void)arg;
	if (write || !addr || sx_safe_copy(val, (const void *)(uintptr_t)addr, sizeof(*val)))
		return -UNW_EINVAL;
	return 0;
}

/* [lib_lo, lib_hi): this library's executable segment. */
static void own_code_range(void)
{
	const ElfW(Ehdr) *eh = &__ehdr_start;
	const ElfW(Phdr) *ph = (const ElfW(Phdr) *)((const char *)eh + eh->e_phoff);
	uint64_t bias = 0;
	bool have_bias = false;
	uw.lib_lo = ~0ull;
	uw.lib_hi = 0;
	for (unsigned int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type != PT_LOAD)
			continue;
		if (!have_bias) {
			bias = (uint64_t)(uintptr_t)eh - (ph[i].p_vaddr - ph[i].p_offset);
			have_bias = true;
		}
		if (!(ph[i].p_flags & PF_X))
			continue;
		if (bias + ph[i].p_vaddr < uw.lib_lo)
			uw.lib_lo = bias + ph[i].p_vaddr;
		if (bias + ph[i].p_vaddr + ph[i].p_memsz > uw.lib_hi)
			uw.lib_hi = bias + ph[i].p_vaddr + ph[i].p_memsz;
	}
}

long sx_stack_init(uint32_t limit)
{
	char path[4096];
	int rc = unwinder_path(path, sizeof(path));
	if (rc < 0)
		return rc;
	int fd = private_copy(path);
	if (fd < 0)
		return fd;
	char name[64];
	snprintf(name, sizeof(name), "/proc/self/fd/%d", fd);
	void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
	close(fd);
	if (!h)
		return -ENOENT;

	unw_addr_space_t *as = dlsym(h, "_ULx86_64_local_addr_space");
	unw_accessors_t *(*get_accessors)(unw_addr_space_t) = dlsym(h, "_Ux86_64_get_accessors");
	int (*set_policy)(unw_addr_space_t, unw_caching_policy_t) =
		dlsym(h, "_ULx86_64_set_caching_policy");
	int (*set_cache_size)(unw_addr_space_t, size_t, int) =
		dlsym(h, "_ULx86_64_set_cache_size");
	uw.init_local2 = dlsym(h, "_ULx86_64_init_local2");
	uw.step = dlsym(h, "_ULx86_64_step");
	uw.get_reg = dlsym(h, "_ULx86_64_get_reg");
	uw.is_signal_frame = dlsym(h, "_ULx86_64_is_signal_frame");
	uw.flush_cache = dlsym(h, "_Ux86_64_flush_cache");
	if (!as || !*as || !get_accessors || !set_policy || !uw.init_local2 || !uw.step ||
	    !uw.get_reg || !uw.is_signal_frame || !uw.flush_cache)
		goto unusable;
	uw.as = *as;

	/* libunwind's start (its first call) opens its validation pipe. */
	int probe[2] = { -1, -1 };
	if (pipe2(probe, O_CLOEXEC) == 0) {
		close(probe[0]);
		close(probe[1]);
	}
	unw_accessors_t *acc = get_accessors(uw.as);
	close_validation_pipe(probe);
	if (!acc)
		goto unusable;
	acc->access_mem = uw_access_mem;
	set_policy(uw.as, UNW_CACHE_PER_THREAD);
	if (set_cache_size)
		set_cache_size(uw.as, 1024, 0);
	/* No lock of the loader's on the way: without this, no stacks. */
	if (redirect_import(h, "dl_iterate_phdr", (void *)uw_iterate_phdr) < 1)
		goto unusable;
	redirect_import(h, "sigprocmask", (void *)uw_sigprocmask);
	own_code_range();

	/* Try it once here, on this constructor's own stack: the replacement must
	 * be what libunwind calls, and must find the objects. */
	int (*getcontext_)(unw_context_t *) = dlsym(h, "_Ux86_64_getcontext");
	unw_context_t ctx;
	unw_cursor_t c;
	int frames = 0;
	if (!getcontext_ || getcontext_(&ctx) != 0 || uw.init_local2(&c, &ctx, 0) < 0)
		goto unusable;
	while (frames < 4 && uw.step(&c) > 0)
		frames++;
	if (!uw.lookups || !frames)
		goto unusable;

	sx.stack_limit = limit;
	uw.ready = true;
	return 0;

unusable:
	/* Not what this code knows (another libunwind): no stacks, nothing left. */
	dlclose(h);
	return -ENOTSUP;
}

/* ---- the unwinder's lock ---- */

static bool uw_lock_take(void)
{
	uint32_t zero = 0;
	if (__atomic_compare_exchange_n(&uw_lock, &zero, 1, false, __ATOMIC_ACQUIRE,
					__ATOMIC_RELAXED))
		return true;
	uint64_t start = sx_now();
	while (__atomic_exchange_n(&uw_lock, 2, __ATOMIC_ACQUIRE) != 0) {
		if (sx_now() - start > UW_LOCK_WAIT_NS) {
			/* A holder that died inside libunwind (a vfork child killed
			 * alone) left its state half-done: no more stacks here. */
			int32_t pid = __atomic_load_n(&uw_owner_pid, __ATOMIC_RELAXED);
			int32_t tid = __atomic_load_n(&uw_owner_tid, __ATOMIC_RELAXED);
			if (tid > 0 && SX_SYSCALL3(SYS_tgkill, pid, tid, 0) == -ESRCH)
				uw.ready = false;
			return false;
		}
		struct timespec ts = { 0, 10 * 1000 * 1000 };
		SX_SYSCALL4(SYS_futex, &uw_lock, FUTEX_WAIT_PRIVATE, 2, &ts);
	}
	return true;
}

static void uw_lock_release(void)
{
	__atomic_store_n(&uw_owner_tid, 0, __ATOMIC_RELAXED);
	if (__atomic_exchange_n(&uw_lock, 0, __ATOMIC_RELEASE) == 2)
		SX_SYSCALL3(SYS_futex, &uw_lock, FUTEX_WAKE_PRIVATE, 1);
}

/* ---- unwinding ---- */

struct uw_job {
	ucontext_t *uc;
	uint64_t *out;
	unsigned int limit;
	unsigned int n;
	bool truncated;
};

static bool in_library(uint64_t ip)
{
	return ip >= uw.lib_lo && ip < uw.lib_hi;
}

/* The restorer the program gave for the signal whose frame (the kernel's
 * ucontext, then its siginfo) starts at sp: what its handler returns to. */
static uint64_t frame_restorer(uint64_t sp)
{
	int32_t sig = 0;
	if (sx_safe_copy(&sig, (const void *)(uintptr_t)(sp + KERNEL_UCONTEXT_SIZE), sizeof(sig)))
		sig = 0;
	return sx_signal_restorer(sig);
}

static bool add_frame(struct uw_job *j, uint64_t frame)
{
	if (j->n == j->limit) {
		j->truncated = true;
		return false;
	}
	j->out[j->n++] = frame;
	return true;
}

/* On the unwinder's stack, selector ALLOW, uw_lock held.
 *
 * Exactness, as unwind_libunwind.c decides it from libunwind's use_prev_instr:
 * a frame is exact when the one before it is a signal frame. libunwind 1.6
 * knows a signal frame by its CFI ('S'), and unw_is_signal_frame() answers for
 * the frame the last unw_step() left, so it is asked right after each step.
 *
 * The library's own frames lie on the stack only above a signal frame of its
 * own (its handlers return through sx_restorer, which has no CFI): the walk
 * steps through them to that frame and starts again from the context it saved
 * (the kernel's ucontext is at its stack pointer), whose first frame is exact.
 * If a program frame came before (a program handler that the dispatcher
 * called), the first such signal frame stands for the kernel's frame the
 * handler would have returned through: its frame is the program's restorer. */
static long uw_run(void *arg)
{
	struct uw_job *j = arg;
	int saved_errno = errno;
	if (__atomic_exchange_n(&uw_stale, 0, __ATOMIC_ACQ_REL)) {
		/* Code it has rules for was unmapped: rules cached by address may
		 * be another object's now. */
		uw.flush_cache(uw.as, 0, 0);
		__atomic_store_n(&uw_nobjs, 0, __ATOMIC_RELEASE);
	}

	unw_cursor_t c;
	if (uw.init_local2(&c, j->uc, UNW_INIT_SIGNAL_FRAME) < 0)
		goto out;
	bool exact = false;		/* the cursor's frame follows a signal frame */
	bool in_run = false;		/* inside a stretch of the library's frames */
	bool want_restorer = false;	/* ... that a program frame precedes */
	unsigned int hidden = 0;
	for (;;) {
		unw_word_t ip;
		if (uw.get_reg(&c, UNW_REG_IP, &ip) < 0 || !ip)
			break;
		if (in_library(ip)) {
			if (!in_run) {
				in_run = true;
				want_restorer = j->n > 0;
			}
			if (++hidden > UW_MAX_HIDDEN)
				break;
			if (ip == (uint64_t)(uintptr_t)sx_restorer) {
				unw_word_t sp;
				if (uw.get_reg(&c, UNW_REG_SP, &sp) < 0)
					break;
				if (want_restorer) {
					want_restorer = false;
					uint64_t r = frame_restorer(sp);
					if (r && !add_frame(j, r))
						break;
				}
				if (uw.init_local2(&c, (ucontext_t *)(uintptr_t)sp,
						   UNW_INIT_SIGNAL_FRAME) < 0)
					break;
				exact = true;
				continue;
			}
		} else {
			in_run = false;
			if (!add_frame(j, ip | (j->n > 0 && exact ? SX_IP_EXACT : 0)))
				break;
		}
		if (uw.step(&c) <= 0)
			break;
		exact = uw.is_signal_frame(&c) > 0;
	}
out:
	errno = saved_errno;
	return 0;
}

static struct sx_unwind_area *area_get(void)
{
	if (sx_self.unwind_area)
		return sx_self.unwind_area;
	long base = SX_SYSCALL6(SYS_mmap, 0, UW_MAP_SIZE, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (base < 0 && base > -4096)
		return NULL;
	SX_SYSCALL3(SYS_mprotect, base, UW_GUARD, PROT_NONE);
	sx_self.unwind_area = (struct sx_unwind_area *)(base + UW_GUARD + UW_STACK_SIZE);
	return sx_self.unwind_area;
}

int sx_stack_take(ucontext_t *uc, const uint64_t **ips, bool *truncated)
{
	/* Already inside it (a fault there, and a handler wanting the stack):
	 * the lock is this thread's own. */
	if (!uw.ready || !uc || sx.tls_shared || sx_self.in_unwind)
		return -1;
	struct sx_unwind_area *a = area_get();
	if (!a || !uw_lock_take())
		return -1;
	__atomic_store_n(&uw_owner_pid, sx_self.pid, __ATOMIC_RELAXED);
	__atomic_store_n(&uw_owner_tid, sx_gettid(), __ATOMIC_RELAXED);
	struct uw_job j = { .uc = uc, .out = a->frames, .limit = sx.stack_limit };
	/* On the library's alternate stack (altstack.c), the unwinder runs right
	 * here: on a stack of its own, a signal would find the kernel's alternate
	 * stack unused and its frame would overwrite the live handlers' frames. */
	uint64_t here = (uint64_t)(uintptr_t)&j;
	uint64_t room = sx_altstack_room(here);
	if (sx_self.alt_size && room < UW_STACK_SIZE + 8192) {
		uw_lock_release();
		return -1;
	}
	sx_self.in_unwind = 1;
	sx_self.selector = SYSCALL_DISPATCH_FILTER_ALLOW;
	SX_BARRIER();
	if (room)
		uw_run(&j);
	else
		sx_call_on_stack(&j, uw_run, a);
	SX_BARRIER();
	sx_self.selector = SYSCALL_DISPATCH_FILTER_BLOCK;
	sx_self.in_unwind = 0;
	uw_lock_release();
	*ips = a->frames;
	*truncated = j.truncated;
	return (int)j.n;
}

void sx_stack_note_unmap(uint64_t addr, uint64_t len)
{
	if (!uw.ready || __atomic_load_n(&uw_stale, __ATOMIC_RELAXED))
		return;
	uint32_t n = __atomic_load_n(&uw_nobjs, __ATOMIC_ACQUIRE);
	bool hit = n > UW_MAX_OBJS;
	for (uint32_t i = 0; i < n && !hit; i++)
		hit = addr < uw_objs[i].hi && addr + len > uw_objs[i].lo;
	if (hit)
		__atomic_store_n(&uw_stale, 1, __ATOMIC_RELEASE);
}

int sx_stack_image_entry(uint64_t *ip)
{
	/* The kernel starts a dynamically linked program in its interpreter. */
	uint64_t base = getauxval(AT_BASE);
	if (base) {
		const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *)(uintptr_t)base;
		*ip = eh->e_type == ET_DYN ? base + eh->e_entry : eh->e_entry;
	} else {
		*ip = getauxval(AT_ENTRY);
	}
	return *ip != 0;
}

bool sx_stack_fork_prepare(void)
{
	if (!uw.ready)
		return false;
	sx_critical_enter();
	if (uw_lock_take())
		return true;
	sx_critical_leave();
	return false;
}

void sx_stack_fork_parent(bool locked)
{
	if (!locked)
		return;
	uw_lock_release();
	sx_critical_leave();
}

void sx_stack_fork_child(bool locked)
{
	uw_lock = 0;
	uw_owner_tid = 0;
	/* Without the lock, another thread may have been inside libunwind: its
	 * state in this copy of memory cannot be trusted. */
	if (uw.ready && !locked)
		uw.ready = false;
}

void sx_stack_thread_exit(void)
{
	struct sx_unwind_area *a = sx_self.unwind_area;
	/* A vfork child (or a task sharing our TLS) uses its parent's area. */
	if (!a || sx_self.vfork_child || sx.tls_shared)
		return;
	sx_self.unwind_area = NULL;
	SX_SYSCALL2(SYS_munmap, (char *)a - UW_STACK_SIZE - UW_GUARD, UW_MAP_SIZE);
}

#else /* !ENABLE_LIBUNWIND */

long sx_stack_init(uint32_t limit)
{
	(void)limit;
	return -ENOSYS;
}

int sx_stack_take(ucontext_t *uc, const uint64_t **ips, bool *truncated)
{
	(void)uc;
	(void)ips;
	(void)truncated;
	return -1;
}

int sx_stack_image_entry(uint64_t *ip)
{
	(void)ip;
	return 0;
}

void sx_stack_note_unmap(uint64_t addr, uint64_t len)
{
	(void)addr;
	(void)len;
}

bool sx_stack_fork_prepare(void)
{
	return false;
}

void sx_stack_fork_parent(bool locked)
{
	(void)locked;
}

void sx_stack_fork_child(bool locked)
{
	(void)locked;
}

void sx_stack_thread_exit(void)
{
}

#endif
