/* systrace: -e trace=prctl,arch_prctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * prctl and arch_prctl: the common options with their argument and result
 * decodings, options whose result the kernel writes to memory, unknown
 * options and codes. Settings changed here are changed back or harmless.
 */
#include "tests.h"

#include <asm/prctl.h>
#include <linux/filter.h>
#include <linux/prctl.h>
#include <linux/seccomp.h>
#include <linux/securebits.h>
#include <signal.h>
#include <stdbool.h>
#include <sys/prctl.h>

static long pr(long option, unsigned long a2, unsigned long a3, unsigned long a4,
	       unsigned long a5)
{
	return syscall(SYS_prctl, option, a2, a3, a4, a5);
}

/* "A|B" for the bits of v in the table, the rest in hex; NULL if none is named. */
struct name { unsigned long val; const char *str; };
static const char *flags(const struct name *t, size_t n, unsigned long v)
{
	static char buf[512];
	size_t len = 0;
	bool found = false;
	for (size_t i = 0; i < n; i++) {
		if (t[i].val && (v & t[i].val) == t[i].val) {
			len += snprintf(buf + len, sizeof(buf) - len, "%s%s", found ? "|" : "",
					t[i].str);
			v &= ~t[i].val;
			found = true;
		}
	}
	if (!found)
		return NULL;
	if (v)
		snprintf(buf + len, sizeof(buf) - len, "|%#lx", v);
	return buf;
}

static const struct name xfeatures[] = {
	{ 0x3, "XFEATURE_MASK_FPSSE" }, { 0x1, "XFEATURE_MASK_FP" },
	{ 0x2, "XFEATURE_MASK_SSE" }, { 0x4, "XFEATURE_MASK_YMM" },
	{ 0x8, "XFEATURE_MASK_BNDREGS" }, { 0x10, "XFEATURE_MASK_BNDCSR" },
	{ 0xe0, "XFEATURE_MASK_AVX512" }, { 0x20, "XFEATURE_MASK_OPMASK" },
	{ 0x40, "XFEATURE_MASK_ZMM_Hi256" }, { 0x80, "XFEATURE_MASK_Hi16_ZMM" },
	{ 0x100, "XFEATURE_MASK_PT" }, { 0x200, "XFEATURE_MASK_PKRU" },
	{ 0x400, "XFEATURE_MASK_PASID" }, { 0x8000, "XFEATURE_MASK_LBR" },
	{ 0x60000, "XFEATURE_MASK_XTILE" }, { 0x20000, "XFEATURE_MASK_XTILE_CFG" },
	{ 0x40000, "XFEATURE_MASK_XTILE_DATA" },
};

static const struct name spec_flags[] = {
	{ 0x1, "PR_SPEC_PRCTL" }, { 0x2, "PR_SPEC_ENABLE" }, { 0x4, "PR_SPEC_DISABLE" },
	{ 0x8, "PR_SPEC_FORCE_DISABLE" }, { 0x10, "PR_SPEC_DISABLE_NOEXEC" },
};

/* " (NAMES)" after a hex result, as strace shows flag results. */
static const char *flags_rc(long rc, const struct name *t, size_t n, const char *zero)
{
	static char buf[600];
	if (rc < 0)
		return sprintrc(rc);
	const char *f = rc ? flags(t, n, rc) : zero;
	if (f)
		snprintf(buf, sizeof(buf), "%#lx (%s)", rc, f);
	else
		snprintf(buf, sizeof(buf), "%#lx", rc);
	return buf;
}

int main(void)
{
	long rc;
	char *name = tail_alloc(16);
	int *ip = tail_alloc(sizeof(*ip));

	/* Names: at most 15 characters are given, 16 bytes returned. */
	rc = pr(PR_SET_NAME, (unsigned long)"dec-prctl", 0, 0, 0);
	printf("prctl(PR_SET_NAME, \"dec-prctl\") = %s\n", sprintrc(rc));
	rc = pr(PR_GET_NAME, (unsigned long)name, 0, 0, 0);
	printf("prctl(PR_GET_NAME, %s) = %s\n", out_arg(name, "\"dec-prctl\""), sprintrc(rc));
	rc = pr(PR_SET_NAME, (unsigned long)"0123456789abcdefghij", 0, 0, 0);
	printf("prctl(PR_SET_NAME, \"0123456789abcde\"...) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_NAME, (unsigned long)name, 0, 0, 0);
	printf("prctl(PR_GET_NAME, %s) = %s\n", out_arg(name, "\"0123456789abcde\""), sprintrc(rc));
	rc = pr(PR_SET_NAME, 0, 0, 0, 0);
	printf("prctl(PR_SET_NAME, NULL) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_NAME, (unsigned long)BAD_ADDR, 0, 0, 0);
	printf("prctl(PR_GET_NAME, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = pr(PR_SET_PDEATHSIG, SIGUSR1, 0, 0, 0);
	printf("prctl(PR_SET_PDEATHSIG, SIGUSR1) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_PDEATHSIG, (unsigned long)ip, 0, 0, 0);
	printf("prctl(PR_GET_PDEATHSIG, %s) = %s\n", out_arg(ip, "[SIGUSR1]"), sprintrc(rc));
	rc = pr(PR_SET_PDEATHSIG, 200, 0, 0, 0);
	printf("prctl(PR_SET_PDEATHSIG, 200) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_PDEATHSIG, 0, 0, 0, 0);
	printf("prctl(PR_SET_PDEATHSIG, 0) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_PDEATHSIG, (unsigned long)((char *)ip + 1), 0, 0, 0);
	printf("prctl(PR_GET_PDEATHSIG, %p) = %s\n", (void *)((char *)ip + 1), sprintrc(rc));

	rc = pr(PR_GET_DUMPABLE, 0, 0, 0, 0);
	printf("prctl(PR_GET_DUMPABLE) = %s (SUID_DUMP_USER)\n", sprintrc(rc));
	rc = pr(PR_SET_DUMPABLE, 1, 0, 0, 0);
	printf("prctl(PR_SET_DUMPABLE, SUID_DUMP_USER) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_DUMPABLE, 5, 0, 0, 0);
	printf("prctl(PR_SET_DUMPABLE, 0x5 /* SUID_DUMP_??? */) = %s\n", sprintrc(rc));

	rc = pr(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	printf("prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0);
	printf("prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) = %s\n", sprintrc(rc));
	rc = pr(PR_CAPBSET_READ, 21 /* CAP_SYS_ADMIN */, 0, 0, 0);
	printf("prctl(PR_CAPBSET_READ, CAP_SYS_ADMIN) = %s\n", sprintrc(rc));
	rc = pr(PR_CAPBSET_READ, 100, 0, 0, 0);
	printf("prctl(PR_CAPBSET_READ, 0x64 /* CAP_??? */) = %s\n", sprintrc(rc));
	rc = pr(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, 0 /* CAP_CHOWN */, 0, 0);
	printf("prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, CAP_CHOWN, 0, 0) = %s\n",
	       sprintrc(rc));
	rc = pr(PR_CAP_AMBIENT, 9, 1, 2, 3);
	printf("prctl(PR_CAP_AMBIENT, 0x9 /* PR_CAP_AMBIENT_??? */, 0x1, 0x2, 0x3) = %s\n",
	       sprintrc(rc));

	rc = pr(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
	printf("prctl(PR_SET_CHILD_SUBREAPER, 1) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_CHILD_SUBREAPER, (unsigned long)ip, 0, 0, 0);
	printf("prctl(PR_GET_CHILD_SUBREAPER, %s) = %s\n", out_argf(ip, "[%u]", *ip), sprintrc(rc));
	rc = pr(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
	printf("prctl(PR_SET_CHILD_SUBREAPER, 0) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_PTRACER, -1UL, 0, 0, 0);
	printf("prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_PTRACER, getpid(), 0, 0, 0);
	printf("prctl(PR_SET_PTRACER, %d) = %s\n", getpid(), sprintrc(rc));
	rc = pr(PR_SET_PTRACER, 0, 0, 0, 0);
	printf("prctl(PR_SET_PTRACER, 0) = %s\n", sprintrc(rc));

	rc = pr(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_OFF, 0, 0, 0);
	printf("prctl(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_OFF, 0, 0, NULL) = %s\n",
	       sprintrc(rc));
	rc = pr(PR_SET_SYSCALL_USER_DISPATCH, 2, 0x1000, 0x20, (unsigned long)ip);
	printf("prctl(PR_SET_SYSCALL_USER_DISPATCH, 0x2 /* PR_SYS_DISPATCH_??? */, 0x1000, 0x20, "
	       "%p) = %s\n", (void *)ip, sprintrc(rc));

	rc = pr(PR_GET_TSC, (unsigned long)ip, 0, 0, 0);
	if (rc == 0)
		printf("prctl(PR_GET_TSC, %s) = 0\n",
		       out_arg(ip, *ip == 1 ? "[PR_TSC_ENABLE]" : "[PR_TSC_SIGSEGV]"));
	else
		printf("prctl(PR_GET_TSC, %p) = %s\n", (void *)ip, sprintrc(rc));
	rc = pr(PR_SET_TSC, PR_TSC_ENABLE, 0, 0, 0);
	printf("prctl(PR_SET_TSC, PR_TSC_ENABLE) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_UNALIGN, (unsigned long)ip, 0, 0, 0);
	printf("prctl(PR_GET_UNALIGN, %p) = %s\n", (void *)ip, sprintrc(rc));
	rc = pr(PR_SET_UNALIGN, PR_UNALIGN_NOPRINT | PR_UNALIGN_SIGBUS | 4, 0, 0, 0);
	printf("prctl(PR_SET_UNALIGN, PR_UNALIGN_NOPRINT|PR_UNALIGN_SIGBUS|0x4) = %s\n",
	       sprintrc(rc));

	rc = pr(PR_GET_TIMERSLACK, 0, 0, 0, 0);
	long slack = rc;
	printf("prctl(PR_GET_TIMERSLACK) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_TIMERSLACK, slack, 0, 0, 0);
	printf("prctl(PR_SET_TIMERSLACK, %ld) = %s\n", slack, sprintrc(rc));

	rc = pr(PR_GET_SECUREBITS, 0, 0, 0, 0);
	printf("prctl(PR_GET_SECUREBITS) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_SECUREBITS, SECBIT_KEEP_CAPS, 0, 0, 0);
	printf("prctl(PR_SET_SECUREBITS, SECBIT_KEEP_CAPS) = %s\n", sprintrc(rc));
	if (rc == 0) {
		rc = pr(PR_GET_SECUREBITS, 0, 0, 0, 0);
		printf("prctl(PR_GET_SECUREBITS) = %#lx (SECBIT_KEEP_CAPS)\n", rc);
		rc = pr(PR_SET_SECUREBITS, 0, 0, 0, 0);
		printf("prctl(PR_SET_SECUREBITS, 0) = %s\n", sprintrc(rc));
	}
	rc = pr(PR_SET_SECUREBITS, 0x100, 0, 0, 0);
	printf("prctl(PR_SET_SECUREBITS, 0x100 /* SECBIT_??? */) = %s\n", sprintrc(rc));

	rc = pr(PR_GET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, 0, 0, 0);
	printf("prctl(PR_GET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS) = %s\n",
	       flags_rc(rc, spec_flags, (sizeof(spec_flags) / sizeof(spec_flags[0])), "PR_SPEC_NOT_AFFECTED"));
	rc = pr(PR_GET_SPECULATION_CTRL, 5, 0, 0, 0);
	printf("prctl(PR_GET_SPECULATION_CTRL, 0x5 /* PR_SPEC_??? */) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0x40, 0, 0);
	printf("prctl(PR_SET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0x40 /* PR_SPEC_??? */) = %s\n",
	       sprintrc(rc));

	rc = pr(PR_MCE_KILL_GET, 0, 0, 0, 0);
	static const char *const mce[] = { "PR_MCE_KILL_LATE", "PR_MCE_KILL_EARLY",
					   "PR_MCE_KILL_DEFAULT" };
	printf("prctl(PR_MCE_KILL_GET, 0, 0, 0, 0) = %s", sprintrc(rc));
	if (rc >= 0 && rc <= 2)
		printf(" (%s)", mce[rc]);
	printf("\n");
	rc = pr(PR_MCE_KILL, PR_MCE_KILL_SET, 7, 0, 0);
	printf("prctl(PR_MCE_KILL, PR_MCE_KILL_SET, 0x7 /* PR_MCE_KILL_??? */, 0, 0) = %s\n",
	       sprintrc(rc));
	rc = pr(PR_MCE_KILL, 2, 7, 0, 0);
	printf("prctl(PR_MCE_KILL, 0x2 /* PR_MCE_KILL_??? */, 0x7, 0, 0) = %s\n", sprintrc(rc));

	rc = pr(PR_SET_MM, 99, 1, 2, 3);
	printf("prctl(PR_SET_MM, 0x63 /* PR_SET_MM_??? */, 0x1, 0x2, 0x3) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_VMA, PR_SET_VMA_ANON_NAME, 0, 4096, (unsigned long)"anon");
	printf("prctl(PR_SET_VMA, PR_SET_VMA_ANON_NAME, NULL, 4096, \"anon\") = %s\n", sprintrc(rc));
	rc = pr(PR_SET_SECCOMP, 7, 1, 2, 3);
	printf("prctl(PR_SET_SECCOMP, 0x7 /* SECCOMP_MODE_??? */, 0x1, 0x2, 0x3) = %s\n",
	       sprintrc(rc));
	rc = pr(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, (unsigned long)BAD_ADDR, 0, 0);
	printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, %s) = %s\n", sprintaddr(BAD_ADDR),
	       sprintrc(rc));
	/* Rejected (no return instruction): nothing is installed. */
	struct sock_filter insn = BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 0);
	struct sock_fprog *prog = tail_alloc(sizeof(*prog));
	prog->len = 1;
	prog->filter = &insn;
	rc = pr(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, (unsigned long)prog, 0, 0);
	printf("prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, {len=1, filter=%p}) = %s\n",
	       (void *)&insn, sprintrc(rc));
	rc = pr(PR_GET_SECCOMP, 0, 0, 0, 0);
	printf("prctl(PR_GET_SECCOMP) = %s\n", sprintrc(rc));

	rc = pr(PR_SVE_SET_VL, PR_SVE_SET_VL_ONEXEC | PR_SVE_VL_INHERIT | 0x100, 0, 0, 0);
	printf("prctl(PR_SVE_SET_VL, PR_SVE_SET_VL_ONEXEC|PR_SVE_VL_INHERIT|0x100) = %s\n",
	       sprintrc(rc));
	rc = pr(PR_SVE_SET_VL, PR_SVE_VL_INHERIT | 0x100000 | 0x100, 0, 0, 0);
	printf("prctl(PR_SVE_SET_VL, PR_SVE_VL_INHERIT|0x100000|0x100) = %s\n", sprintrc(rc));
	rc = pr(PR_SVE_GET_VL, 0, 0, 0, 0);
	printf("prctl(PR_SVE_GET_VL) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_TAGGED_ADDR_CTRL, PR_TAGGED_ADDR_ENABLE | PR_MTE_TCF_SYNC | (0x7UL << 3), 0, 0, 0);
	printf("prctl(PR_SET_TAGGED_ADDR_CTRL, PR_TAGGED_ADDR_ENABLE|PR_MTE_TCF_SYNC|0x7<<PR_MTE_TAG_SHIFT,"
	       " 0, 0, 0) = %s\n", sprintrc(rc));
	rc = pr(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0);
	printf("prctl(PR_GET_TAGGED_ADDR_CTRL, 0, 0, 0, 0) = %s\n", sprintrc(rc));
	rc = pr(PR_SET_FP_MODE, PR_FP_MODE_FR | 4, 0, 0, 0);
	printf("prctl(PR_SET_FP_MODE, PR_FP_MODE_FR|0x4) = %s\n", sprintrc(rc));
	rc = pr(PR_PAC_RESET_KEYS, PR_PAC_APIAKEY | PR_PAC_APGAKEY, 0, 0, 0);
	printf("prctl(PR_PAC_RESET_KEYS, PR_PAC_APIAKEY|PR_PAC_APGAKEY, 0, 0, 0) = %s\n",
	       sprintrc(rc));
	uint64_t *cookie = tail_alloc(sizeof(*cookie));
	rc = pr(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0 /* PIDTYPE_PID */, (unsigned long)cookie);
	if (rc == 0)
		printf("prctl(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0 /* PIDTYPE_PID */, [%#llx]) = 0\n",
		       (unsigned long long)*cookie);
	else
		printf("prctl(PR_SCHED_CORE, PR_SCHED_CORE_GET, 0, 0 /* PIDTYPE_PID */, %p) = %s\n",
		       (void *)cookie, sprintrc(rc));
	rc = pr(PR_SCHED_CORE, 9, -1, 7, (unsigned long)cookie);
	printf("prctl(PR_SCHED_CORE, 0x9 /* PR_SCHED_CORE_??? */, -1, 0x7 /* PIDTYPE_??? */, %p) = %s\n",
	       (void *)cookie, sprintrc(rc));
	rc = pr(PR_TASK_PERF_EVENTS_ENABLE, 0, 0, 0, 0);
	printf("prctl(PR_TASK_PERF_EVENTS_ENABLE) = %s\n", sprintrc(rc));
	rc = pr(0xdead, 1, 2, 3, 4);
	printf("prctl(0xdead /* PR_??? */, 0x1, 0x2, 0x3, 0x4) = %s\n", sprintrc(rc));

	/* arch_prctl. */
	unsigned long *addr = tail_alloc(sizeof(*addr));
	rc = syscall(SYS_arch_prctl, ARCH_GET_FS, addr);
	printf("arch_prctl(ARCH_GET_FS, %s) = %s\n", out_argf(addr, "[%#lx]", *addr), sprintrc(rc));
	rc = syscall(SYS_arch_prctl, ARCH_SET_FS, *addr);
	printf("arch_prctl(ARCH_SET_FS, %#lx) = %s\n", *addr, sprintrc(rc));
	rc = syscall(SYS_arch_prctl, ARCH_GET_GS, addr);
	printf("arch_prctl(ARCH_GET_GS, %s) = %s\n", out_argf(addr, "[%s]", sprintaddr((void *)*addr)),
	       sprintrc(rc));
	rc = syscall(SYS_arch_prctl, ARCH_GET_FS, BAD_ADDR);
	printf("arch_prctl(ARCH_GET_FS, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_arch_prctl, ARCH_GET_CPUID, 0);
	printf("arch_prctl(ARCH_GET_CPUID) = %s\n", sprintrc(rc));
	uint64_t *feat = tail_alloc(sizeof(*feat));
	rc = syscall(SYS_arch_prctl, 0x1021 /* ARCH_GET_XCOMP_SUPP */, feat);
	if (rc == 0) {
		const char *f = flags(xfeatures, (sizeof(xfeatures) / sizeof(xfeatures[0])), *feat);
		printf("arch_prctl(ARCH_GET_XCOMP_SUPP, %s) = 0\n",
		       out_argf(feat, "[%#llx /* %s */]", (unsigned long long)*feat,
				f ? f : "XFEATURE_MASK_???"));
	} else {
		printf("arch_prctl(ARCH_GET_XCOMP_SUPP, %p) = %s\n", (void *)feat, sprintrc(rc));
	}
	rc = syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18);
	printf("arch_prctl(ARCH_REQ_XCOMP_PERM, 0x12 /* XFEATURE_XTILE_DATA */) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 11);
	printf("arch_prctl(ARCH_REQ_XCOMP_PERM, 0xb /* XFEATURE_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_arch_prctl, 0x3001, 0x1234);
	printf("arch_prctl(0x3001 /* ARCH_??? */, 0x1234) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
