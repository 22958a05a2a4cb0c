/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: rtc, watchdog, inotify, perf, seccomp, userfaultfd, FS_IOC_*,
 * evdev, kvm and nbd requests on a descriptor that is none of these (they fail): no
 * argument, numbers and descriptors by value, the structures the kernel
 * reads, and what it would write as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <linux/fs.h>
#include <linux/input.h>
#include <linux/kvm.h>
#include <linux/nbd.h>
#include <linux/perf_event.h>
#include <linux/rtc.h>
#include <linux/seccomp.h>
#include <linux/userfaultfd.h>
#include <linux/watchdog.h>

#define INOTIFY_IOC_SETNEXTWD _IOW('I', 0, __s32)

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	int *val = tail_alloc(sizeof(*val));
	*val = 30;

	/* rtc */
	rc = syscall(SYS_ioctl, fd, RTC_AIE_ON, 0);
	printf("ioctl(%d, RTC_AIE_ON) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, RTC_UIE_OFF, 0);
	printf("ioctl(%d, PHN_NOT_OH or RTC_UIE_OFF) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, RTC_IRQP_SET, 64);
	printf("ioctl(%d, RTC_IRQP_SET, 64) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, RTC_EPOCH_READ, val);
	printf("ioctl(%d, RTC_EPOCH_READ, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	struct rtc_time *tm = tail_alloc(sizeof(*tm));
	*tm = (struct rtc_time){ .tm_sec = 1, .tm_min = 2, .tm_hour = 3, .tm_mday = 4,
				 .tm_mon = 5, .tm_year = 126, .tm_wday = 6 };
	rc = syscall(SYS_ioctl, fd, RTC_SET_TIME, tm);
	printf("ioctl(%d, RTC_SET_TIME, {tm_sec=1, tm_min=2, tm_hour=3, tm_mday=4, tm_mon=5"
	       ", tm_year=126, ...}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, RTC_RD_TIME, tm);
	printf("ioctl(%d, RTC_RD_TIME, %s) = %s\n", fd, sprintaddr(tm), sprintrc(rc));
	struct rtc_wkalrm *wk = tail_alloc(sizeof(*wk));
	*wk = (struct rtc_wkalrm){ .enabled = 1, .time = { .tm_mday = 31, .tm_year = -1 } };
	rc = syscall(SYS_ioctl, fd, RTC_WKALM_SET, wk);
	printf("ioctl(%d, RTC_WKALM_SET, {enabled=1, pending=0, time={tm_sec=0, tm_min=0"
	       ", tm_hour=0, tm_mday=31, tm_mon=0, tm_year=-1, ...}}) = %s\n", fd, sprintrc(rc));

	struct rtc_param *prm = tail_alloc(sizeof(*prm));
	memset(prm, 0, sizeof(*prm));
	prm->param = RTC_PARAM_FEATURES;
	prm->uvalue = (1 << RTC_FEATURE_ALARM) | (1 << RTC_FEATURE_CORRECTION) | 0x1000;
	rc = syscall(SYS_ioctl, fd, RTC_PARAM_SET, prm);
	printf("ioctl(%d, RTC_PARAM_SET, {param=RTC_PARAM_FEATURES"
	       ", uvalue=1<<RTC_FEATURE_ALARM|1<<RTC_FEATURE_CORRECTION|0x1000, index=0}) = %s\n",
	       fd, sprintrc(rc));
	prm->param = RTC_PARAM_CORRECTION;
	prm->svalue = -5;
	prm->index = 2;
	rc = syscall(SYS_ioctl, fd, RTC_PARAM_SET, prm);
	printf("ioctl(%d, RTC_PARAM_SET, {param=RTC_PARAM_CORRECTION, svalue=-5, index=2}) = %s\n",
	       fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, RTC_PARAM_GET, prm);
	printf("ioctl(%d, RTC_PARAM_GET, {param=RTC_PARAM_CORRECTION, index=2} => %s) = %s\n", fd,
	       sprintaddr(prm), sprintrc(rc));
	struct rtc_pll_info *pll = tail_alloc(sizeof(*pll));
	memset(pll, 0, sizeof(*pll));
	pll->pll_ctrl = 1;
	pll->pll_clock = -1;
	rc = syscall(SYS_ioctl, fd, RTC_PLL_SET, pll);
	printf("ioctl(%d, RTC_PLL_SET, {pll_ctrl=1, pll_value=0, pll_max=0, pll_min=0"
	       ", pll_posmult=0, pll_negmult=0, pll_clock=-1}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, RTC_VL_READ, val);
	printf("ioctl(%d, RTC_VL_READ, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));

	/* watchdog, inotify */
	rc = syscall(SYS_ioctl, fd, WDIOC_KEEPALIVE, 0);
	printf("ioctl(%d, WDIOC_KEEPALIVE) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, WDIOC_SETTIMEOUT, val);
	printf("ioctl(%d, WDIOC_SETTIMEOUT, [30]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, WDIOC_GETTIMELEFT, val);
	printf("ioctl(%d, WDIOC_GETTIMELEFT, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, INOTIFY_IOC_SETNEXTWD, -5L);
	printf("ioctl(%d, INOTIFY_IOC_SETNEXTWD, -5) = %s\n", fd, sprintrc(rc));

	/* perf */
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_ENABLE, 0);
	printf("ioctl(%d, PERF_EVENT_IOC_ENABLE, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_RESET, -1L);
	printf("ioctl(%d, PERF_EVENT_IOC_RESET, PERF_IOC_FLAG_GROUP|0xfffffffe) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_REFRESH, 3);
	printf("ioctl(%d, PERF_EVENT_IOC_REFRESH, 3) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_SET_OUTPUT, -1L);
	printf("ioctl(%d, PERF_EVENT_IOC_SET_OUTPUT, -1) = %s\n", fd, sprintrc(rc));
	uint64_t *period = tail_alloc(sizeof(*period));
	*period = 100000;
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_PERIOD, period);
	printf("ioctl(%d, PERF_EVENT_IOC_PERIOD, [100000]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_SET_FILTER, tail_strdup("filter text"));
	printf("ioctl(%d, PERF_EVENT_IOC_SET_FILTER, \"filter text\") = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PERF_EVENT_IOC_ID, period);
	printf("ioctl(%d, PERF_EVENT_IOC_ID, %s) = %s\n", fd, sprintaddr(period), sprintrc(rc));

	/* seccomp */
	rc = syscall(SYS_ioctl, fd, SECCOMP_IOCTL_NOTIF_ID_VALID, period);
	printf("ioctl(%d, SECCOMP_IOCTL_NOTIF_ID_VALID, [0x186a0]) = %s\n", fd, sprintrc(rc));
	struct seccomp_notif_resp *resp = tail_alloc(sizeof(*resp));
	*resp = (struct seccomp_notif_resp){ .id = 0xabc, .val = -1, .error = -13,
					     .flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE };
	rc = syscall(SYS_ioctl, fd, SECCOMP_IOCTL_NOTIF_SEND, resp);
	printf("ioctl(%d, SECCOMP_IOCTL_NOTIF_SEND, {id=0xabc, val=-1, error=-EACCES"
	       ", flags=SECCOMP_USER_NOTIF_FLAG_CONTINUE}) = %s\n", fd, sprintrc(rc));
	struct seccomp_notif_addfd *addfd = tail_alloc(sizeof(*addfd));
	*addfd = (struct seccomp_notif_addfd){ .id = 1, .flags = SECCOMP_ADDFD_FLAG_SETFD,
					       .srcfd = 0, .newfd = 9, .newfd_flags = O_CLOEXEC };
	rc = syscall(SYS_ioctl, fd, SECCOMP_IOCTL_NOTIF_ADDFD, addfd);
	printf("ioctl(%d, SECCOMP_IOCTL_NOTIF_ADDFD, {id=0x1, flags=SECCOMP_ADDFD_FLAG_SETFD"
	       ", srcfd=0, newfd=9, newfd_flags=O_CLOEXEC}) = %s\n", fd, sprintrc(rc));

	/* userfaultfd */
	struct uffdio_api *api = tail_alloc(sizeof(*api));
	*api = (struct uffdio_api){ .api = UFFD_API, .features = UFFD_FEATURE_EVENT_FORK };
	rc = syscall(SYS_ioctl, fd, UFFDIO_API, api);
	printf("ioctl(%d, UFFDIO_API, {api=0xaa, features=UFFD_FEATURE_EVENT_FORK}) = %s\n", fd,
	       sprintrc(rc));
	struct uffdio_register *reg = tail_alloc(sizeof(*reg));
	*reg = (struct uffdio_register){ .range = { .start = 0x10000, .len = 0x2000 },
					 .mode = UFFDIO_REGISTER_MODE_MISSING };
	rc = syscall(SYS_ioctl, fd, UFFDIO_REGISTER, reg);
	printf("ioctl(%d, UFFDIO_REGISTER, {range={start=0x10000, len=0x2000}"
	       ", mode=UFFDIO_REGISTER_MODE_MISSING}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, UFFDIO_WAKE, &reg->range);
	printf("ioctl(%d, UFFDIO_WAKE, {start=0x10000, len=0x2000}) = %s\n", fd, sprintrc(rc));

	/* FS_IOC_* */
	struct fsxattr *fx = tail_alloc(sizeof(*fx));
	*fx = (struct fsxattr){ .fsx_xflags = FS_XFLAG_IMMUTABLE | FS_XFLAG_NODUMP,
				.fsx_extsize = 4096, .fsx_projid = 7 };
	rc = syscall(SYS_ioctl, fd, FS_IOC_FSSETXATTR, fx);
	printf("ioctl(%d, FS_IOC_FSSETXATTR, {fsx_xflags=FS_XFLAG_IMMUTABLE|FS_XFLAG_NODUMP"
	       ", fsx_extsize=4096, fsx_projid=0x7, fsx_cowextsize=0}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FS_IOC_FSGETXATTR, fx);
	printf("ioctl(%d, FS_IOC_FSGETXATTR, %s) = %s\n", fd, sprintaddr(fx), sprintrc(rc));
	char *label = tail_alloc(FSLABEL_MAX);
	memset(label, 0, FSLABEL_MAX);
	strcpy(label, "data");
	rc = syscall(SYS_ioctl, fd, FS_IOC_SETFSLABEL, label);
	printf("ioctl(%d, FS_IOC_SETFSLABEL, \"data\") = %s\n", fd, sprintrc(rc));

	/* evdev */
	rc = syscall(SYS_ioctl, fd, EVIOCGRAB, 1);
	printf("ioctl(%d, EVIOCGRAB, 1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCRMFF, 2);
	printf("ioctl(%d, EVIOCRMFF, 2) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCGVERSION, val);
	printf("ioctl(%d, EVIOCGVERSION, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	struct input_absinfo *abs = tail_alloc(sizeof(*abs));
	*abs = (struct input_absinfo){ .value = -3, .minimum = 0, .maximum = 255 };
	rc = syscall(SYS_ioctl, fd, EVIOCSABS(ABS_Y), abs);
	printf("ioctl(%d, EVIOCSABS(ABS_Y), {value=4294967293, minimum=0, ...}) = %s\n", fd,
	       sprintrc(rc));

	rc = syscall(SYS_ioctl, fd, EVIOCGID, val);
	printf("ioctl(%d, EVIOCGID, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	*val = -1;
	rc = syscall(SYS_ioctl, fd, EVIOCSCLOCKID, val);
	printf("ioctl(%d, EVIOCSCLOCKID, [4294967295]) = %s\n", fd, sprintrc(rc));

	/* kvm */
	rc = syscall(SYS_ioctl, fd, KVM_CHECK_EXTENSION, KVM_CAP_IRQCHIP);
	printf("ioctl(%d, KVM_CHECK_EXTENSION, KVM_CAP_IRQCHIP) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KVM_CHECK_EXTENSION, 0x100000001UL);
	printf("ioctl(%d, KVM_CHECK_EXTENSION, 0x100000001 /* KVM_CAP_??? */) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KVM_CREATE_VM, 0);
	printf("ioctl(%d, KVM_CREATE_VM, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KVM_CREATE_VCPU, -1L);
	printf("ioctl(%d, KVM_CREATE_VCPU, 4294967295) = %s\n", fd, sprintrc(rc));
	struct kvm_userspace_memory_region *mr = tail_alloc(sizeof(*mr));
	*mr = (struct kvm_userspace_memory_region){ .slot = 1, .flags = KVM_MEM_READONLY | 8,
		.guest_phys_addr = 0x1000, .memory_size = 4096, .userspace_addr = 0x7f0000 };
	rc = syscall(SYS_ioctl, fd, KVM_SET_USER_MEMORY_REGION, mr);
	printf("ioctl(%d, KVM_SET_USER_MEMORY_REGION, {slot=1, flags=KVM_MEM_READONLY|0x8"
	       ", guest_phys_addr=0x1000, memory_size=4096, userspace_addr=0x7f0000}) = %s\n",
	       fd, sprintrc(rc));

	/* nbd */
	rc = syscall(SYS_ioctl, fd, NBD_DO_IT, 0);
	printf("ioctl(%d, NBD_DO_IT) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, NBD_SET_SOCK, fd);
	printf("ioctl(%d, NBD_SET_SOCK, %d) = %s\n", fd, fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, NBD_SET_SIZE, 1UL << 40);
	printf("ioctl(%d, NBD_SET_SIZE, 1099511627776) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
