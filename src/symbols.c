/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The symboliser behind -k (see symbols.h). Lookups are frequent (every frame of
 * every shown syscall) and changes rare, so everything is cached: a process's
 * executable mappings until its address space changes, an object's sorted
 * function symbols for as long as systrace runs.
 */
#include "config.h"
#include "symbols.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef ENABLE_LIBELF
# include <gelf.h>
# include <libelf.h>
#endif

#include "util.h"

struct elf_sym {
	uint64_t addr;		/* st_value: the link-time virtual address */
	uint32_t name;		/* offset in the object's string table */
	uint32_t index;		/* position in the symbol table: first one wins a tie */
};

struct elf_load {
	uint64_t offset;	/* p_offset */
	uint64_t filesz;	/* p_filesz */
	uint64_t vaddr;		/* p_vaddr */
};

/* A mapped file (or a pseudo-file like [vdso]), shared by every process mapping it. */
struct elf_object {
	char *path;
	dev_t dev;
	ino_t ino;
	struct timespec mtime;
	uint64_t size;		/* file size: no function is that far from its symbol */
	struct elf_sym *syms;	/* sorted by address, one per address */
	size_t nsyms;
	char *strtab;
	size_t strtab_size;
	struct elf_load *loads;
	unsigned int nloads;
	struct elf_object *next;
};

/* An executable mapping of a process. */
struct mapping {
	uint64_t start;
	uint64_t end;
	uint64_t offset;	/* file offset of start */
	struct elf_object *obj;
};

struct proc_maps {
	pid_t tgid;
	bool valid;		/* maps describe the current address space */
	bool rescanned;		/* re-read after a miss during the current stack */
	struct mapping *m;
	size_t n;
	size_t cap;
	struct proc_maps *next;
};

#define OBJ_BUCKETS 256
#define PROC_BUCKETS 64

static struct elf_object *objects[OBJ_BUCKETS];
static struct proc_maps *procs[PROC_BUCKETS];

/* --- objects --- */

#ifdef ENABLE_LIBELF
static int cmp_sym(const void *a, const void *b)
{
	const struct elf_sym *x = a, *y = b;
	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;
}

/* Read the function symbols of one table. Returns 0 or -errno; obj is unchanged on error. */
static int read_symtab(struct elf_object *obj, Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	Elf_Scn *str_scn = elf_getscn(elf, sh->sh_link);
	Elf_Data *str = str_scn ? elf_getdata(str_scn, NULL) : NULL;
	if (!data || !str || !str->d_buf || !sh->sh_entsize)
		return -EINVAL;

	size_t count = sh->sh_size / sh->sh_entsize;
	struct elf_sym *syms = xmalloc((count ? count : 1) * sizeof(*syms));
	size_t n = 0;
	for (size_t i = 0; i < count; i++) {
		GElf_Sym s;
		if (!gelf_getsym(data, (int)i, &s))
			break;
		/* Like libunwind's lookup (what strace -k prints): defined functions. */
		if (GELF_ST_TYPE(s.st_info) != STT_FUNC || s.st_shndx == SHN_UNDEF ||
		    s.st_shndx == SHN_ABS || s.st_name >= str->d_size)
			continue;
		syms[n++] = (struct elf_sym){ s.st_value, (uint32_t)s.st_name, (uint32_t)i };
	}
	qsort(syms, n, sizeof(*syms), cmp_sym);
	/* Aliases share an address: keep the first in table order. */
	size_t kept = 0;
	for (size_t i = 0; i < n; i++)
		if (!kept || syms[kept - 1].addr != syms[i].addr)
			syms[kept++] = syms[i];

	obj->syms = syms;
	obj->nsyms = kept;
	obj->strtab = xmalloc(str->d_size + 1);
	memcpy(obj->strtab, str->d_buf, str->d_size);
	obj->strtab[str->d_size] = '\0';
	obj->strtab_size = str->d_size;
	return 0;
}

/* Fill obj's symbols and segments from its file; on failure it keeps none (frames in it
 * print without a name). */
static void load_elf(struct elf_object *obj)
{
	static bool initialised;
	if (!initialised) {
		if (elf_version(EV_CURRENT) == EV_NONE)
			return;
		initialised = true;
	}
	int fd = open(obj->path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || gelf_getclass(elf) != ELFCLASS64)
		goto out;

	size_t phnum;
	if (elf_getphdrnum(elf, &phnum) == 0) {
		obj->loads = xcalloc(phnum ? phnum : 1, sizeof(*obj->loads));
		for (size_t i = 0; i < phnum; i++) {
			GElf_Phdr ph;
			if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD)
				obj->loads[obj->nloads++] = (struct elf_load){
					ph.p_offset, ph.p_filesz, ph.p_vaddr };
		}
	}

	Elf_Scn *symtab = NULL, *dynsym = NULL;
	GElf_Shdr symtab_sh, dynsym_sh;
	for (Elf_Scn *scn = elf_nextscn(elf, NULL); scn; scn = elf_nextscn(elf, scn)) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh))
			continue;
		if (sh.sh_type == SHT_SYMTAB && !symtab) {
			symtab = scn;
			symtab_sh = sh;
		} else if (sh.sh_type == SHT_DYNSYM && !dynsym) {
			dynsym = scn;
			dynsym_sh = sh;
		}
	}
	/* .symtab holds every function when present; stripped objects keep .dynsym. */
	if (!(symtab && read_symtab(obj, elf, symtab, &symtab_sh) == 0) && dynsym)
		read_symtab(obj, elf, dynsym, &dynsym_sh);
out:
	if (elf)
		elf_end(elf);
	close(fd);
}
#else
static void load_elf(struct elf_object *obj)
{
	(void)obj;	/* built without libelf: frames print without names */
}
#endif

/* The object for a mapped path, loaded on first use. A real file is identified by
 * what stat says now (device, inode, mtime): a rebuilt library is a new object. */
static struct elf_object *get_object(const char *path)
{
	struct stat st;
	bool is_file = path[0] == '/' && stat(path, &st) == 0 && S_ISREG(st.st_mode);
	if (!is_file)
		memset(&st, 0, sizeof(st));

	unsigned int b = (unsigned int)st.st_ino % OBJ_BUCKETS;
	for (struct elf_object *o = objects[b]; o; o = o->next) {
		if (o->ino == st.st_ino && o->dev == st.st_dev &&
		    o->mtime.tv_sec == st.st_mtim.tv_sec &&
		    o->mtime.tv_nsec == st.st_mtim.tv_nsec && strcmp(o->path, path) == 0)
			return o;
	}
	struct elf_object *o = xcalloc(1, sizeof(*o));
	o->path = xstrdup(path);
	o->dev = st.st_dev;
	o->ino = st.st_ino;
	o->mtime = st.st_mtim;
	o->size = (uint64_t)st.st_size;
	if (is_file)
		load_elf(o);
	o->next = objects[b];
	objects[b] = o;
	return o;
}

/* The link-time virtual address of ip, mapped by m; false if no segment holds it. */
static bool to_vaddr(const struct mapping *m, uint64_t ip, uint64_t *vaddr)
{
	const struct elf_object *o = m->obj;
	uint64_t file_off = ip - m->start + m->offset;
	for (unsigned int i = 0; i < o->nloads; i++) {
		const struct elf_load *l = &o->loads[i];
		if (file_off >= l->offset && file_off - l->offset < l->filesz) {
			*vaddr = file_off - l->offset + l->vaddr;
			return true;
		}
	}
	/* Past the file's bytes (.bss-like tail): the segment mapped at this offset. */
	uint64_t page_mask = (uint64_t)sysconf(_SC_PAGESIZE) - 1;
	for (unsigned int i = 0; i < o->nloads; i++) {
		const struct elf_load *l = &o->loads[i];
		if ((l->offset & ~page_mask) == m->offset) {
			*vaddr = ip - m->start + l->vaddr - (l->offset & page_mask);
			return true;
		}
	}
	return false;
}

/* The last symbol at or before vaddr, or NULL. */
static const struct elf_sym *find_sym(const struct elf_object *o, uint64_t vaddr)
{
	size_t lo = 0, hi = o->nsyms;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (o->syms[mid].addr <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &o->syms[lo - 1] : NULL;
}

/* --- processes --- */

static struct proc_maps **proc_slot(pid_t tgid)
{
	struct proc_maps **pp = &procs[(unsigned int)tgid % PROC_BUCKETS];
	while (*pp && (*pp)->tgid != tgid)
		pp = &(*pp)->next;
	return pp;
}

static uint64_t parse_hex(const char **s)
{
	uint64_t v = 0;
	for (;; (*s)++) {
		char c = **s;
		if (c >= '0' && c <= '9')
			v = v * 16 + (uint64_t)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v = v * 16 + (uint64_t)(c - 'a' + 10);
		else
			return v;
	}
}

/* Parse one line of /proc/PID/maps into p if it is a named executable mapping. */
static void add_maps_line(struct proc_maps *p, char *line)
{
	/* start-end perms offset major:minor inode path */
	const char *s = line;
	uint64_t start = parse_hex(&s);
	if (*s++ != '-')
		return;
	uint64_t end = parse_hex(&s);
	if (*s++ != ' ' || strlen(s) < 5 || s[2] != 'x')
		return;
	s += 5;
	uint64_t offset = parse_hex(&s);
	/* device and inode: skip two fields */
	for (int field = 0; field < 2; field++) {
		while (*s == ' ')
			s++;
		while (*s && *s != ' ')
			s++;
	}
	while (*s == ' ')
		s++;
	if (!*s || end <= start)
		return;	/* anonymous: no name to print */
	if (p->n && p->m[p->n - 1].end > start)
		return;	/* out of order or overlapping (the duplicated [vsyscall]) */
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 32;
		p->m = xrealloc(p->m, p->cap * sizeof(*p->m));
	}
	p->m[p->n++] = (struct mapping){ start, end, offset, get_object(s) };
}

/* Re-read the executable mappings of p. On failure (the process is gone) the old list
 * stays: it is the best description left. */
static void read_maps(struct proc_maps *p)
{
	char path[64];
	snprintf(path, sizeof(path), "/proc/%d/maps", p->tgid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	static char *buf;
	static size_t cap;
	size_t len = 0;
	for (;;) {
		if (cap - len < 4096) {
			cap = cap ? 2 * cap : 16384;
			buf = xrealloc(buf, cap);
		}
		ssize_t r = read(fd, buf + len, cap - len - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	close(fd);
	if (!len)
		return;
	buf[len] = '\0';
	p->n = 0;
	for (char *line = buf, *nl; *line; line = nl + 1) {
		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		add_maps_line(p, line);
		if (!nl)
			break;
	}
	p->valid = true;
}

static struct proc_maps *get_proc(pid_t tgid)
{
	struct proc_maps **pp = proc_slot(tgid);
	if (!*pp) {
		*pp = xcalloc(1, sizeof(**pp));
		(*pp)->tgid = tgid;
	}
	struct proc_maps *p = *pp;
	if (!p->valid) {
		read_maps(p);
		p->rescanned = true;	/* a miss now would find nothing new */
	}
	return p;
}

static const struct mapping *find_mapping(const struct proc_maps *p, uint64_t ip)
{
	size_t lo = 0, hi = p->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (p->m[mid].end <= ip)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < p->n && p->m[lo].start <= ip ? &p->m[lo] : NULL;
}

int symbols_lookup(pid_t tgid, uint64_t ip, bool is_return, struct symbol_frame *f)
{
	struct proc_maps *p = get_proc(tgid);
	const struct mapping *m = find_mapping(p, ip);
	if (!m && !p->rescanned) {
		/* A mapping made where systrace did not look (a filtered-out mmap). */
		p->rescanned = true;
		read_maps(p);
		m = find_mapping(p, ip);
	}
	if (!m)
		return -ENOENT;

	f->path = m->obj->path;
	f->name = NULL;
	f->offset = 0;
	f->file_offset = ip - m->start + m->offset;

	uint64_t vaddr;
	if (!m->obj->nsyms || !to_vaddr(m, ip, &vaddr))
		return 0;
	uint64_t lookup = is_return && vaddr ? vaddr - 1 : vaddr;
	const struct elf_sym *s = find_sym(m->obj, lookup);
	/* libunwind's guard: a symbol farther away than the file is long is no answer. */
	if (s && lookup - s->addr < m->obj->size) {
		f->name = m->obj->strtab + s->name;
		f->offset = vaddr - s->addr;
	}
	return 0;
}

void symbols_new_stack(pid_t tgid)
{
	struct proc_maps *p = *proc_slot(tgid);
	if (p)
		p->rescanned = false;
}

void symbols_invalidate(pid_t tgid)
{
	struct proc_maps *p = *proc_slot(tgid);
	if (p)
		p->valid = false;
}

void symbols_forget(pid_t tgid)
{
	struct proc_maps **pp = proc_slot(tgid);
	struct proc_maps *p = *pp;
	if (!p)
		return;
	*pp = p->next;
	free(p->m);
	free(p);
}
