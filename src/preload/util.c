/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Freestanding helpers of the capture library, and the clock it stamps records with. */
#include "config.h"

#include <elf.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include <time.h>

#include "sx.h"

/* The compiler may emit calls to memcpy and memset for struct copies: these
 * hidden definitions take them, so nothing reaches libc's (vectorised) ones. */
void *memcpy(void *dst, const void *src, size_t n) SX_HIDDEN;
void *memset(void *dst, int c, size_t n) SX_HIDDEN;

void *memcpy(void *dst, const void *src, size_t n)
{
	return sx_memcpy(dst, src, n);
}

void *memset(void *dst, int c, size_t n)
{
	sx_memset(dst, c, n);
	return dst;
}

void *sx_memcpy(void *dst, const void *src, size_t n)
{
	__asm__ __volatile__("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
	return dst;
}

void sx_memset(void *dst, int c, size_t n)
{
	__asm__ __volatile__("rep stosb" : "+D"(dst), "+c"(n) : "a"(c) : "memory");
}

size_t sx_strlen(const char *s)
{
	size_t n = 0;
	while (s[n])
		n++;
	return n;
}

int sx_strncmp(const char *a, const char *b, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (a[i] != b[i])
			return (unsigned char)a[i] - (unsigned char)b[i];
		if (!a[i])
			return 0;
	}
	return 0;
}

typedef int (*vdso_gettime_fn)(clockid_t, struct timespec *);
static vdso_gettime_fn vdso_gettime;
static uint64_t vdso_start, vdso_end;

bool sx_in_vdso(uint64_t ip)
{
	return ip >= vdso_start && ip < vdso_end;
}

/* Find __vdso_clock_gettime in the vDSO image the kernel mapped (its section
 * headers are part of the image). Runs in the constructor, before arming. */
void sx_vdso_init(void)
{
	const char *base = (const char *)getauxval(AT_SYSINFO_EHDR);
	if (!base)
		return;
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)base;
	if (sx_strncmp((const char *)eh->e_ident, ELFMAG, SELFMAG) != 0 || !eh->e_shoff)
		return;
	/* Symbol values are link-time addresses; the first PT_LOAD says where the image starts. */
	uint64_t load_vaddr = 0;
	const Elf64_Phdr *ph = (const Elf64_Phdr *)(base + eh->e_phoff);
	for (int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_LOAD) {
			load_vaddr = ph[i].p_vaddr - ph[i].p_offset;
			vdso_start = (uint64_t)(uintptr_t)base;
			vdso_end = vdso_start + ph[i].p_offset + ph[i].p_memsz;
			break;
		}
	}
	const Elf64_Shdr *sh = (const Elf64_Shdr *)(base + eh->e_shoff);
	for (int i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_type != SHT_DYNSYM || sh[i].sh_link >= eh->e_shnum)
			continue;
		const Elf64_Sym *sym = (const Elf64_Sym *)(base + sh[i].sh_offset);
		const char *str = base + sh[sh[i].sh_link].sh_offset;
		size_t n = sh[i].sh_entsize ? sh[i].sh_size / sh[i].sh_entsize : 0;
		for (size_t j = 0; j < n; j++) {
			if (!sym[j].st_value || ELF64_ST_TYPE(sym[j].st_info) != STT_FUNC)
				continue;
			if (sx_strncmp(str + sym[j].st_name, "__vdso_clock_gettime", 21) == 0) {
				vdso_gettime = (vdso_gettime_fn)(uintptr_t)(base + sym[j].st_value -
									     load_vaddr);
				return;
			}
		}
	}
}

uint64_t sx_now(void)
{
	struct timespec ts;
	/* Strict seccomp mode: even the vDSO's fallback syscall would be fatal. */
	if (__builtin_expect(sx_self.nosys, 0))
		return 0;
	if (vdso_gettime) {
		/* With a clock source the vDSO cannot read, it makes the syscall itself,
		 * from outside the exempt range: that nested trap is run, unrecorded. */
		sx_critical_enter();
		sx_self.in_lib++;
		int rc = vdso_gettime(CLOCK_MONOTONIC, &ts);
		sx_self.in_lib--;
		sx_critical_leave();
		if (rc == 0)
			return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	}
	if (SX_SYSCALL2(SYS_clock_gettime, CLOCK_MONOTONIC, &ts) < 0)
		return 0;
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
