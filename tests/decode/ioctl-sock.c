/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: socket interface requests with a struct ifreq or ifconf, on the
 * loopback interface (there in every network name space) and on one that
 * does not exist.
 */
#include "tests.h"

#include <string.h>
#include <sys/socket.h>
#include <net/if.h>
#include <linux/sockios.h>

int main(void)
{
	long rc;
	char text[256];
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	if (s < 0)
		perror_msg_and_fail("socket");
	struct ifreq *r = tail_alloc(sizeof(*r));

	memset(r, 0, sizeof(*r));
	strcpy(r->ifr_name, "lo");
	rc = syscall(SYS_ioctl, s, SIOCGIFINDEX, r);
	if (rc)
		skip_because("no loopback interface");
	int index = r->ifr_ifindex;
	snprintf(text, sizeof(text), ", ifr_ifindex=%d", index);
	printf("ioctl(%d, SIOCGIFINDEX, {ifr_name=\"lo\"%s}) = %s\n", s, sprint_alt("", text),
	       sprintrc(rc));

	memset(r, 0, sizeof(*r));
	r->ifr_ifindex = index;
	rc = syscall(SYS_ioctl, s, SIOCGIFNAME, r);
	printf("ioctl(%d, SIOCGIFNAME, {ifr_ifindex=%d%s}) = %s\n", s, index,
	       sprint_alt("", ", ifr_name=\"lo\""), sprintrc(rc));

	strcpy(r->ifr_name, "lo");
	rc = syscall(SYS_ioctl, s, SIOCGIFMTU, r);
	snprintf(text, sizeof(text), ", ifr_mtu=%d", r->ifr_mtu);
	printf("ioctl(%d, SIOCGIFMTU, {ifr_name=\"lo\"%s}) = %s\n", s, sprint_alt("", text),
	       sprintrc(rc));

	rc = syscall(SYS_ioctl, s, SIOCGIFHWADDR, r);
	printf("ioctl(%d, SIOCGIFHWADDR, {ifr_name=\"lo\"%s}) = %s\n", s,
	       sprint_alt("", ", ifr_hwaddr={sa_family=ARPHRD_LOOPBACK"
			      ", sa_data=00:00:00:00:00:00}"), sprintrc(rc));

	/* An interface that does not exist: the request fails, the name shows. */
	memset(r, 0, sizeof(*r));
	strcpy(r->ifr_name, "nonexist0");
	rc = syscall(SYS_ioctl, s, SIOCGIFFLAGS, r);
	printf("ioctl(%d, SIOCGIFFLAGS, {ifr_name=\"nonexist0\"}) = %s\n", s, sprintrc(rc));
	r->ifr_flags = (short)(IFF_UP | IFF_RUNNING | IFF_DYNAMIC);
	rc = syscall(SYS_ioctl, s, SIOCSIFFLAGS, r);
	printf("ioctl(%d, SIOCSIFFLAGS, {ifr_name=\"nonexist0\", ifr_flags=IFF_UP|IFF_RUNNING|IFF_DYNAMIC"
	       "}) = %s\n", s, sprintrc(rc));
	r->ifr_mtu = 1500;
	rc = syscall(SYS_ioctl, s, SIOCSIFMTU, r);
	printf("ioctl(%d, SIOCSIFMTU, {ifr_name=\"nonexist0\", ifr_mtu=1500}) = %s\n", s,
	       sprintrc(rc));
	strcpy(r->ifr_newname, "other");
	rc = syscall(SYS_ioctl, s, SIOCSIFNAME, r);
	printf("ioctl(%d, SIOCSIFNAME, {ifr_name=\"nonexist0\", ifr_newname=\"other\"}) = %s\n",
	       s, sprintrc(rc));
	rc = syscall(SYS_ioctl, s, SIOCGIFINDEX, NULL);
	printf("ioctl(%d, SIOCGIFINDEX, NULL) = %s\n", s, sprintrc(rc));

	/* SIOCGIFCONF without a buffer: the length the kernel needs. */
	struct ifconf *c = tail_alloc(sizeof(*c));
	c->ifc_len = 0;
	c->ifc_buf = NULL;
	rc = syscall(SYS_ioctl, s, SIOCGIFCONF, c);
	snprintf(text, sizeof(text), "%d /* %d * sizeof(struct ifreq) */", c->ifc_len,
		 c->ifc_len / (int)sizeof(struct ifreq));
	printf("ioctl(%d, SIOCGIFCONF, {ifc_len=%s, ifc_buf=NULL}) = %s\n", s,
	       sprint_alt("0 /* 0 * sizeof(struct ifreq) */", text), sprintrc(rc));

	/* Bridge names with a '/', which the kernel refuses: nothing is created. */
	rc = syscall(SYS_ioctl, s, SIOCBRADDBR, tail_strdup("bad/bridge/name/x"));
	printf("ioctl(%d, SIOCBRADDBR, \"bad/bridge/name/\"...) = %s\n", s, sprintrc(rc));
	rc = syscall(SYS_ioctl, s, SIOCBRDELBR, tail_strdup("b/0"));
	printf("ioctl(%d, SIOCBRDELBR, \"b/0\") = %s\n", s, sprintrc(rc));
	memset(r, 0, sizeof(*r));
	r->ifr_ifindex = -1;
	rc = syscall(SYS_ioctl, s, SIOCBRADDIF, r);
	printf("ioctl(%d, SIOCBRADDIF, {ifr_ifindex=4294967295}) = %s\n", s, sprintrc(rc));

	int *val = tail_alloc(sizeof(*val));
	*val = 0;
	rc = syscall(SYS_ioctl, s, FIOSETOWN, val);
	printf("ioctl(%d, FIOSETOWN, [0]) = %s\n", s, sprintrc(rc));
	rc = syscall(SYS_ioctl, s, SIOCGPGRP, val);
	printf("ioctl(%d, SIOCGPGRP, %s) = %s\n", s, out_arg(val, "[0]"), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
