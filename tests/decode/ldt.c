/* systrace: -e trace=modify_ldt,set_thread_area,get_thread_area */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* struct user_desc: reading the LDT, and TLS entries refused or read back. */
#include "tests.h"

#include <asm/ldt.h>

static const char *sprint_desc_rest(const struct user_desc *d)
{
	static char buf[512];
	char b[16], l[16];
	snprintf(b, sizeof(b), "%#08x", d->base_addr);
	snprintf(l, sizeof(l), "%#08x", d->limit);
	snprintf(buf, sizeof(buf), "base_addr=%s, limit=%s, seg_32bit=%u, contents=%u, "
		 "read_exec_only=%u, limit_in_pages=%u, seg_not_present=%u, useable=%u, lm=%u",
		 b, l, d->seg_32bit, d->contents, d->read_exec_only, d->limit_in_pages,
		 d->seg_not_present, d->useable, d->lm);
	return buf;
}

int main(void)
{
	long rc;
	char *ldt = tail_alloc(64);
	rc = syscall(SYS_modify_ldt, 0, ldt, 64);
	printf("modify_ldt(0, %p, 64) = %s\n", ldt, sprintrc(rc));
	struct user_desc *d = tail_alloc(sizeof(*d));
	memset(d, 0, sizeof(*d));
	d->entry_number = 9000;
	d->base_addr = 0x1000;
	d->limit = 0xfffff;
	d->seg_32bit = 1;
	d->useable = 1;
	/* Reading the LDT into the struct's space: shown as the struct it holds. */
	struct user_desc before = *d;
	rc = syscall(SYS_modify_ldt, 0, d, sizeof(*d));
	printf("modify_ldt(0, {entry_number=9000, %s}, 16) = %s\n", sprint_desc_rest(&before),
	       sprintrc(rc));
	rc = syscall(SYS_modify_ldt, 0, BAD_ADDR, 16);
	printf("modify_ldt(0, %p, 16) = %s\n", BAD_ADDR, sprintrc(rc));

	*d = before;
	/* Entry 9000 is beyond the GDT's TLS slots: refused (or no 32-bit support). */
	rc = syscall(SYS_set_thread_area, d);
	printf("set_thread_area({entry_number=9000, %s}) = %s\n", sprint_desc_rest(&before),
	       sprintrc(rc));
	d->entry_number = -1;
	d->seg_not_present = 1;
	d->read_exec_only = 1;
	rc = syscall(SYS_set_thread_area, NULL);
	printf("set_thread_area(NULL) = %s\n", sprintrc(rc));

	d->entry_number = 12;
	rc = syscall(SYS_get_thread_area, d);
	if (rc == 0)
		printf("get_thread_area(%s) = 0\n",
		       sprint_alt("{entry_number=12, ...}", ({
				static char b[512];
				snprintf(b, sizeof(b), "{entry_number=12, %s}", sprint_desc_rest(d));
				b;
			})));
	else
		printf("get_thread_area({entry_number=12, ...}) = %s\n", sprintrc(rc));
	d->entry_number = 999;
	rc = syscall(SYS_get_thread_area, d);
	printf("get_thread_area({entry_number=999, ...}) = %s\n", sprintrc(rc));
	rc = syscall(SYS_get_thread_area, NULL);
	printf("get_thread_area(NULL) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
