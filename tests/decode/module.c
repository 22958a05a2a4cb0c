/* systrace: -e trace=init_module,finit_module,delete_module,kexec_load,kexec_file_load */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Module and kexec loading, each refused: no image, a bad descriptor, wrong flags. */
#include "tests.h"

#include <fcntl.h>
#include <linux/kexec.h>

int main(void)
{
	long rc;
	rc = syscall(SYS_init_module, NULL, 0, "foo=bar");
	printf("init_module(NULL, 0, \"foo=bar\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_init_module, BAD_ADDR, 4, BAD_ADDR);
	printf("init_module(%p, 4, %p) = %s\n", BAD_ADDR, BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_finit_module, -1, "", 7);
	printf("finit_module(-1, \"\", MODULE_INIT_IGNORE_MODVERSIONS|MODULE_INIT_IGNORE_VERMAGIC|"
	       "MODULE_INIT_COMPRESSED_FILE) = %s\n", sprintrc(rc));
	rc = syscall(SYS_finit_module, -1, "x", 8);
	printf("finit_module(-1, \"x\", 0x8 /* MODULE_INIT_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_delete_module, "nonexistent_systrace_mod", O_NONBLOCK | O_TRUNC | 1);
	printf("delete_module(\"nonexistent_systrace_mod\", O_NONBLOCK|O_TRUNC|0x1) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_delete_module, "nonexistent_systrace_mod", 0);
	printf("delete_module(\"nonexistent_systrace_mod\", 0) = %s\n", sprintrc(rc));

	/* kexec: another architecture's image, too many segments, unknown flags. */
	char *data = tail_alloc(10);
	struct kexec_segment *seg = tail_alloc(2 * sizeof(*seg));
	seg[0].buf = data;
	seg[0].bufsz = 10;
	seg[0].mem = (void *)0x100000;
	seg[0].memsz = 4096;
	memset(&seg[1], 0, sizeof(seg[1]));
	rc = syscall(SYS_kexec_load, 0x1000, 17, seg, KEXEC_ARCH_386);
	printf("kexec_load(0x1000, 17, %p, KEXEC_ARCH_386) = %s\n", seg, sprintrc(rc));
	rc = syscall(SYS_kexec_load, 0x1000, 2, seg, KEXEC_ARCH_386 | KEXEC_ON_CRASH | 0x100);
	printf("kexec_load(0x1000, 2, [{buf=%p, bufsz=10, mem=0x100000, memsz=4096}, "
	       "{buf=NULL, bufsz=0, mem=NULL, memsz=0}], KEXEC_ARCH_386|KEXEC_ON_CRASH|0x100) = %s\n",
	       data, sprintrc(rc));
	rc = syscall(SYS_kexec_load, 0, 3, seg, 0x12340000);
	printf("kexec_load(NULL, 3, [{buf=%p, bufsz=10, mem=0x100000, memsz=4096}, "
	       "{buf=NULL, bufsz=0, mem=NULL, memsz=0}, ... /* %p */], 0x12340000 /* KEXEC_ARCH_??? */)"
	       " = %s\n", data, seg + 2, sprintrc(rc));
	rc = syscall(SYS_kexec_file_load, -1, -1, 4, "abc", KEXEC_FILE_ON_CRASH | 0x100);
	printf("kexec_file_load(-1, -1, 4, \"abc\\0\", KEXEC_FILE_ON_CRASH|0x100) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_kexec_file_load, 5, 6, 0, NULL, 0x100);
	printf("kexec_file_load(5, 6, 0, NULL, 0x100 /* KEXEC_FILE_??? */) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
