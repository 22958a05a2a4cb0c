/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Build-time check of every table in src/xlat: each generated header asserts that
 * the values its .in file writes out equal the system headers' macros of the same
 * names, where those are defined. A decoder includes only the system headers it
 * needs, so this file includes a wide set first (glibc's, and the kernel uapi
 * headers that can be used beside them), then every table: a wrong value fails the
 * build here. It compiles to nothing.
 */
#include "config.h"

#include <fcntl.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <netinet/udp.h>
#include <sys/prctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/resource.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/ptrace.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/xattr.h>
#include <sys/random.h>
#include <sys/ioctl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <time.h>
#include <termios.h>
#include <dirent.h>
#include <unistd.h>
#include <net/if_arp.h>
#include <netpacket/packet.h>

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/audit.h>
#include <linux/netlink.h>
#include <linux/futex.h>
#include <linux/fs.h>
#include <linux/if_ether.h>
#include <linux/capability.h>
#include <linux/securebits.h>
#include <linux/magic.h>
#include <linux/close_range.h>
#include <linux/openat2.h>
#include <linux/ax25.h>
#include <linux/tls.h>
#include <linux/vm_sockets.h>
#include <linux/tipc.h>
#include <linux/rds.h>
#include <linux/can.h>
#include <linux/can/raw.h>
#include <linux/icmp.h>
#include <linux/dccp.h>
#include <linux/if_alg.h>
#include <linux/kcm.h>
#include <linux/llc.h>
#include <linux/phonet.h>
#include <linux/rxrpc.h>
#include <linux/sctp.h>
#include <linux/atalk.h>
#include <linux/blktrace_api.h>
#include <linux/bpf.h>
#include <linux/btrfs.h>
#include <linux/caif/caif_socket.h>
#include <linux/cdrom.h>
#include <linux/dm-ioctl.h>
#include <linux/errqueue.h>
#include <linux/falloc.h>
#include <linux/fb.h>
#include <linux/fd.h>
#include <linux/fiemap.h>
#include <linux/hdreg.h>
#include <linux/if_pppol2tp.h>
#include <linux/if_tun.h>
#include <linux/if_xdp.h>
#include <linux/in6.h>
#include <linux/input.h>
#include <linux/ipv6.h>
#include <linux/kd.h>
#include <linux/loop.h>
#include <linux/mman.h>
#include <linux/net_tstamp.h>
#include <linux/netrom.h>
#include <linux/nfc.h>
#include <linux/nsfs.h>
#include <linux/perf_event.h>
#include <linux/pfkeyv2.h>
#include <linux/ppdev.h>
#include <linux/prctl.h>
#include <linux/ptrace.h>
#include <linux/qrtr.h>
#include <linux/random.h>
#include <linux/reboot.h>
#include <linux/rose.h>
#include <linux/rtc.h>
#include <linux/sched.h>
#include <linux/serial.h>
#include <linux/smc.h>
#include <linux/sock_diag.h>
#include <linux/socket.h>
#include <linux/sockios.h>
#include <linux/time_types.h>
#include <linux/uinput.h>
#include <linux/usbdevice_fs.h>
#include <linux/videodev2.h>
#include <linux/vt.h>
#include <linux/watchdog.h>
#include <linux/x25.h>

/* The tables themselves are not used here. */
#pragma GCC diagnostic ignored "-Wunused-const-variable"
#pragma GCC diagnostic ignored "-Wunused-variable"
#include "xlat/all.h"
