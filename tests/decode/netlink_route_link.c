/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Link attributes by link kind (bridge and tun data, bridge port slave data) and
 * AF_BRIDGE's IFLA_PROTINFO and IFLA_AF_SPEC, sent between two NETLINK_ROUTE sockets.
 * The messages are built with small helpers: attr() adds one attribute, nest()
 * and end() bracket a nested one.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>
#include <linux/if_tun.h>
static char buf[4096]; static int off;
static int attr(int type, const void *d, int len){ struct nlattr *n=(void*)(buf+off); int s=off; n->nla_len=4+len; n->nla_type=type; if(d) memcpy(buf+off+4,d,len); off+=NLA_ALIGN(4+len); return s;}
static int nest(int type){ int s=off; struct nlattr *n=(void*)(buf+off); n->nla_type=type; off+=4; return s;}
static void end(int s){ ((struct nlattr*)(buf+s))->nla_len=off-s; }
int main(void)
{
 int fd=(int)syscall(SYS_socket,AF_NETLINK,SOCK_RAW,NETLINK_ROUTE);
 printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", fd);
 int p=(int)syscall(SYS_socket,AF_NETLINK,SOCK_RAW,NETLINK_ROUTE);
 printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", p);
 struct sockaddr_nl a={AF_NETLINK}, b={AF_NETLINK}; socklen_t l=sizeof b;
 if (fd<0||p<0||bind(fd,(void*)&a,sizeof a)||bind(p,(void*)&b,sizeof b)||getsockname(p,(void*)&b,&l))
  perror_msg_and_fail("netlink socket");
 char dst[128];
 snprintf(dst,sizeof dst,"{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",(int)b.nl_pid);
 long rc;
 static char sink[4096];
 struct nlmsghdr *h=(void*)buf; struct ifinfomsg *ifi=(void*)(buf+16); off=16+sizeof(*ifi);
 h->nlmsg_type=RTM_NEWLINK; ifi->ifi_family=AF_UNSPEC;
 int li=nest(IFLA_LINKINFO); attr(IFLA_INFO_KIND,"bridge",7); int d=nest(IFLA_INFO_DATA);
 unsigned long long ft=1500; attr(IFLA_BR_FORWARD_DELAY,&ft,8); unsigned short prio=0x8000; attr(IFLA_BR_PRIORITY,&prio,2);
 unsigned short vp=htons(0x8100); attr(IFLA_BR_VLAN_PROTOCOL,&vp,2);
 struct ifla_bridge_id id={{0x80,0},{2,0,0,0,0,1}}; attr(IFLA_BR_ROOT_ID,&id,sizeof id);
 struct br_boolopt_multi bo={1,3}; attr(IFLA_BR_MULTI_BOOLOPT,&bo,sizeof bo);
 end(d); attr(IFLA_INFO_SLAVE_KIND,"bridge",7); int sd=nest(IFLA_INFO_SLAVE_DATA); unsigned char st=3; attr(IFLA_BRPORT_STATE,&st,1); unsigned short gm=0x4000; attr(IFLA_BRPORT_GROUP_FWD_MASK,&gm,2); end(sd); end(li);
 int li2=nest(IFLA_LINKINFO); attr(IFLA_INFO_KIND,"tun",4); int d2=nest(IFLA_INFO_DATA); unsigned int uid=1000; attr(IFLA_TUN_OWNER,&uid,4); unsigned char tt=IFF_TAP; attr(IFLA_TUN_TYPE,&tt,1); end(d2); end(li2);
 h->nlmsg_len=off; rc=syscall(SYS_sendto,fd,buf,off,0,(void*)&b,sizeof b);
 if (rc<0||read(p,sink,sizeof sink)<0) perror_msg_and_fail("sendto");
 printf("sendto(%d, [{nlmsg_len=168, nlmsg_type=RTM_NEWLINK, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, "
	       "ifi_change=0}, [[{nla_len=104, nla_type=IFLA_LINKINFO}, [[{nla_len=11, "
	       "nla_type=IFLA_INFO_KIND}, \"bridge\"], [{nla_len=56, nla_type=IFLA_INFO_DATA}, "
	       "[[{nla_len=12, nla_type=IFLA_BR_FORWARD_DELAY}, 1500 /* 15.00 s */], [{nla_len=6, "
	       "nla_type=IFLA_BR_PRIORITY}, 32768], [{nla_len=6, nla_type=IFLA_BR_VLAN_PROTOCOL}, "
	       "htons(ETH_P_8021Q)], [{nla_len=12, nla_type=IFLA_BR_ROOT_ID}, {prio=[128, 0], "
	       "addr=02:00:00:00:00:01}], [{nla_len=12, nla_type=IFLA_BR_MULTI_BOOLOPT}, "
	       "{optval=1<<BR_BOOLOPT_NO_LL_LEARN, "
	       "optmask=1<<BR_BOOLOPT_NO_LL_LEARN|1<<BR_BOOLOPT_MCAST_VLAN_SNOOPING}]]], [{nla_len=11, "
	       "nla_type=IFLA_INFO_SLAVE_KIND}, \"bridge\"], [{nla_len=20, "
	       "nla_type=IFLA_INFO_SLAVE_DATA}, [[{nla_len=5, nla_type=IFLA_BRPORT_STATE}, 3], "
	       "[{nla_len=6, nla_type=IFLA_BRPORT_GROUP_FWD_MASK}, 0x4000]]]]], [{nla_len=32, "
	       "nla_type=IFLA_LINKINFO}, [[{nla_len=8, nla_type=IFLA_INFO_KIND}, \"tun\"], "
	       "[{nla_len=20, nla_type=IFLA_INFO_DATA}, [[{nla_len=8, nla_type=IFLA_TUN_OWNER}, 1000], "
	       "[{nla_len=5, nla_type=IFLA_TUN_TYPE}, IFF_TAP]]]]]]], 168, 0, %s) = %ld\n", fd, dst, rc);
 memset(buf,0,sizeof buf); off=16+sizeof(*ifi); h->nlmsg_type=RTM_NEWLINK; ifi->ifi_family=AF_BRIDGE;
 int pi=nest(IFLA_PROTINFO|NLA_F_NESTED); attr(IFLA_BRPORT_STATE,&st,1); unsigned int cost=100; attr(IFLA_BRPORT_COST,&cost,4); end(pi);
 int as=nest(IFLA_AF_SPEC); unsigned short fl=BRIDGE_FLAGS_SELF; attr(IFLA_BRIDGE_FLAGS,&fl,2); struct bridge_vlan_info vi={BRIDGE_VLAN_INFO_PVID|BRIDGE_VLAN_INFO_UNTAGGED,1}; attr(IFLA_BRIDGE_VLAN_INFO,&vi,sizeof vi); end(as);
 h->nlmsg_len=off; rc=syscall(SYS_sendto,fd,buf,off,0,(void*)&b,sizeof b);
 if (rc<0||read(p,sink,sizeof sink)<0) perror_msg_and_fail("sendto");
 printf("sendto(%d, [{nlmsg_len=72, nlmsg_type=RTM_NEWLINK, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {ifi_family=AF_BRIDGE, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, "
	       "ifi_change=0}, [[{nla_len=20, nla_type=NLA_F_NESTED|IFLA_PROTINFO}, [[{nla_len=5, "
	       "nla_type=IFLA_BRPORT_STATE}, 3], [{nla_len=8, nla_type=IFLA_BRPORT_COST}, 100]]], "
	       "[{nla_len=20, nla_type=IFLA_AF_SPEC}, [[{nla_len=6, nla_type=IFLA_BRIDGE_FLAGS}, "
	       "BRIDGE_FLAGS_SELF], [{nla_len=8, nla_type=IFLA_BRIDGE_VLAN_INFO}, "
	       "{flags=BRIDGE_VLAN_INFO_PVID|BRIDGE_VLAN_INFO_UNTAGGED, vid=1}]]]]], 72, 0, %s) = %ld\n", fd, dst, rc);
 puts("+++ exited with 0 +++");
 return 0;
}
