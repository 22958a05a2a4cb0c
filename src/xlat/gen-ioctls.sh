#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# gen-ioctls.sh CC INCLUDEDIR OUT: the table of ioctl request names, from the
# installed kernel uapi headers (never typed by hand).
#
# A request is a macro "#define NAME _IO(...)" (or _IOR, _IOW, _IOWR, _IOC, with an
# optional prefix such as _S or DRM_), as strace's table holds them, found in the
# headers under INCLUDEDIR (linux/, asm/, asm-generic/, mtd/, sound/, misc/, rdma/,
# video/), and the macros defined as a plain number "0xTTNN" of the request types
# strace takes that way from some headers (see "hex" below: terminals, sockets,
# loop devices, ... are not built with _IO). Each header is compiled on
# its own, after a few headers most need, with a function that prints its requests'
# values; the program is built for and run on the build machine (the numbers are
# the build machine's, as the tracer's are). A header that does not compile is
# left out with a warning.
#
# OUT is a src/xlat table (struct xlat ioctl_names) sorted by number and, for a
# number with several names, by name: the order strace 6.1 prints them in, joined
# by " or ". Architecture-specific KVM requests of other architectures than the
# build machine's are dropped as strace drops them, and so are the few names
# strace 6.1 does not print ("left_out"); three names strace takes from
# kernel-internal headers are added with their x86_64 numbers (see the end).
# Checked against strace 6.1 by tracing every number of the table with both.
set -eu
cc=$1 incdir=$2 out=$3
export LC_ALL=C

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gen-ioctls.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
r_def='^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Z][A-Z0-9_]*[[:space:]]+([A-Z]+)?_S?(IO|IOW|IOR|IOWR|IOC)[[:space:]]*\([^)]'
# Where <asm/...> is: INCLUDEDIR/asm, or Debian's INCLUDEDIR/<multiarch>/asm.
multiarch=$($cc -print-multiarch 2>/dev/null || true)
[ -n "$multiarch" ] || multiarch=$($cc -dumpmachine 2>/dev/null || true)
[ -d "$incdir/$multiarch/asm" ] || multiarch=

# The headers, as "#include" names: those that mention _IO (the definitions are
# looked for in their text with continued lines joined, below).
(
	cd "$incdir"
	for d in linux asm asm-generic mtd sound misc rdma video ${multiarch:+$multiarch/asm}; do
		[ -d "$d" ] || continue
		grep -rlE '_S?IO(|W|R|WR|C)[[:space:]]*\(' --include='*.h' "$d" || true
	done
) | sed "s|^${multiarch:-none}/asm/|asm/|" | sort -u >"$tmp/headers"

# What a header needs before it: another header, or the size of a structure the
# kernel does not export (the numbers that name it depend on its size).
prereq() {
	case $1 in
	linux/atm?*.h | linux/sonet.h) echo '#include <linux/atm.h>' ;;
	linux/if_pppox.h) echo '#include <netinet/in.h>' ;;
	linux/if_tun.h | linux/ppp-ioctl.h) echo '#include <linux/filter.h>' ;;
	linux/isdn_ppp.h | linux/gsmmux.h) echo '#include <linux/if.h>' ;;
	linux/ivtvfb.h | linux/meye.h) echo '#include <linux/videodev2.h>' ;;
	linux/fs.h) printf '#include <linux/blktrace_api.h>\n#include <linux/fiemap.h>\n' ;;
	linux/auto_fs*.h) echo 'typedef __u32 compat_ulong_t;' ;;
	linux/ndctl.h) echo '#define PAGE_SIZE 0' ;;
	sound/asequencer.h | sound/emu10k1.h) echo '#include <sound/asound.h>' ;;
	linux/coda.h) echo '#define _LINUX_TIME_H' ;;
	linux/omap3isp.h)
		# A kernel-internal structure the header names: its size.
		echo 'struct omap3isp_stat_data_time32 { __u32 u[4]; __u16 v[3]; };'
		;;
	linux/usbdevice_fs.h)
		# The 32-bit compat structures the kernel does not export: their sizes.
		echo 'struct usbdevfs_ctrltransfer32 { __u32 u[4]; };'
		echo 'struct usbdevfs_bulktransfer32 { __u32 u[4]; };'
		echo 'struct usbdevfs_disconnectsignal32 { __u32 u[2]; };'
		echo 'struct usbdevfs_urb32 { __u8 u[42]; };'
		echo 'struct usbdevfs_ioctl32 { __u32 u[3]; };'
		;;
	asm-generic/ioctls.h) printf '#include <asm/termbits.h>\n#include <linux/serial.h>\n' ;;
	esac
}

# Other architectures' KVM requests (strace leaves them out on x86_64).
kvm_other='KVM_ARM_[A-Z0-9_]+|KVM_ALLOCATE_RMA|KVM_CREATE_SPAPR_TCE(_64)?|KVM_PPC_[A-Z1-9_]+|KVM_S390_[A-Z0-9_]+'

# Names the headers define that strace 6.1 does not print: duplicates it leaves
# out (DMA_BUF_SET_NAME, PPPIOCGIDLE, the v4l2-subdev aliases of VIDIOC_*),
# glibc's additions to <scsi/scsi.h>, and a request newer than its table.
left_out='DMA_BUF_SET_NAME|PPPIOCGIDLE|VIDIOC_SUBDEV_(DV_TIMINGS_CAP|ENUM_DV_TIMINGS|ENUMSTD|G_DV_TIMINGS|G_EDID|G_STD|QUERY_DV_TIMINGS|QUERYSTD|S_DV_TIMINGS|S_EDID|S_STD)|SCSI_IOCTL_TAGGED_(ENABLE|DISABLE)|SNDRV_SEQ_IOCTL_USER_PVERSION'

# header_text H: the header's text, continued lines joined.
header_text() {
	f=$incdir/$1
	case $1 in
	asm/*) [ -f "$f" ] || f=$incdir/$multiarch/$1 ;;
	esac
	[ -f "$f" ] || return 0
	sed -e ':a' -e '/\\$/N' -e 's/\\\n/ /' -e 'ta' "$f"
}
define_names() {
	sed -nE 's/^[[:space:]]*#[[:space:]]*define[[:space:]]+([A-Z][A-Z0-9_]*).*/\1/p'
}

# Enum constants defined the same way (binder's), which #ifdef does not see.
r_enum='^[[:space:]]+[A-Z][A-Z0-9_]*[[:space:]]*=[[:space:]]*_S?(IO|IOW|IOR|IOWR|IOC)[[:space:]]*\('

while read -r h; do
	text=$(header_text "$h")
	names=$(echo "$text" | grep -aE "$r_def" | define_names |
		grep -vxE "$kvm_other|$left_out" || true)
	enums=$(echo "$text" | grep -aE "$r_enum" |
		sed -nE 's/^[[:space:]]+([A-Z][A-Z0-9_]*).*/=\1/p' || true)
	[ -z "$names$enums" ] || echo "$h" $names $enums
done <"$tmp/headers" >"$tmp/list"

# hex TYPE HEADER...: the requests of type TYPE (a regular expression of two hex
# digits) these headers define as plain numbers.
hex() {
	t=$1
	shift
	for h; do
		names=$(header_text "$h" |
			grep -aE "^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Z][A-Z0-9_]*[[:space:]]+0x$t[0-9A-Fa-f]{2}([^0-9A-Za-z_]|\$)" |
			define_names | grep -vxE "$left_out" || true)
		[ -z "$names" ] || echo "$h" $names
	done
}
{
	hex 03 linux/hdreg.h
	hex 22 scsi/sg.h
	hex 46 linux/fb.h
	hex 4B linux/kd.h
	hex 4C linux/loop.h
	hex 53 linux/cdrom.h scsi/scsi.h scsi/scsi_ioctl.h
	hex '(46|54|66|74)' asm/ioctls.h asm-generic/ioctls.h
	hex 56 linux/vt.h
	hex '7[12]' linux/videotext.h
	hex 89 asm/sockios.h asm-generic/sockios.h linux/sockios.h
	hex 8B linux/wireless.h
} >>"$tmp/list"

# One source file per header: a function printing "VALUE NAME" lines.
i=0
while read -r h names; do
	i=$((i + 1))
	{
		echo '#include <stdbool.h>'
		echo '#include <stdint.h>'
		echo '#include <stdio.h>'
		echo '#include <sys/types.h>'
		echo '#include <sys/socket.h>'
		echo '#include <linux/types.h>'
		echo '#include <linux/ioctl.h>'
		echo '#include <linux/major.h>'
		prereq "$h"
		echo "#include <$h>"
		echo "void h$i(void);"
		echo "void h$i(void)"
		echo '{'
		for nm in $names; do
			case $nm in
			=*)
				printf '\tprintf("%%08x %%s\\n", (unsigned int)(%s), "%s");\n' \
					"${nm#=}" "${nm#=}"
				continue
				;;
			esac
			printf '#ifdef %s\n\tprintf("%%08x %%s\\n", (unsigned int)(%s), "%s");\n#endif\n' \
				"$nm" "$nm" "$nm"
		done
		echo '}'
	} >"$tmp/h$i.c"
	echo "$h" >"$tmp/h$i.name"
done <"$tmp/list"

# Compile them all at once (the compiler goes on past a file that fails); keep those
# that compile.
# <drm/drm.h> is not always installed: the headers that include it for its
# integer types get an empty one, after the system's.
mkdir -p "$tmp/stub/drm"
: >"$tmp/stub/drm/drm.h"
(cd "$tmp" && $cc -w -idirafter "$tmp/stub" -c h*.c 2>"$tmp/errors") || true
objs= calls=
j=0
: >"$tmp/decls.h"
while [ $j -lt $i ]; do
	j=$((j + 1))
	if [ -f "$tmp/h$j.o" ]; then
		objs="$objs $tmp/h$j.o"
		calls="$calls h$j();"
		echo "void h$j(void);" >>"$tmp/decls.h"
	else
		echo "gen-ioctls.sh: warning: <$(cat "$tmp/h$j.name")> does not compile, left out" >&2
	fi
done
{
	cat "$tmp/decls.h"
	echo "int main(void) { $calls return 0; }"
} >"$tmp/main.c"
# shellcheck disable=SC2086
$cc -o "$tmp/print" "$tmp/main.c" $objs
"$tmp/print" >"$tmp/values"
# Requests strace 6.1 names from kernel-internal headers, which no installed
# header defines (x86_64 numbers).
cat >>"$tmp/values" <<'EOF'
000007b9 IOCTL_VMCI_SOCKETS_GET_LOCAL_CID
00004200 IOCTL_XENBUS_BACKEND_EVTCHN
40045202 SAA6588_CMD_CLOSE
EOF

sort -u -k1,1 -k2,2 "$tmp/values" >"$tmp/sorted"

{
	echo "/* Generated by gen-ioctls.sh from the kernel uapi headers: do not edit. */"
	echo '#include "xlat.h"'
	echo "static const struct xlat_entry ioctl_names_entries[] = {"
	while read -r v nm; do
		printf '\t{ 0x%s, "%s" },\n' "$v" "$nm"
	done <"$tmp/sorted"
	echo "};"
	echo "static const struct xlat ioctl_names = { ioctl_names_entries,"
	echo "	sizeof(ioctl_names_entries) / sizeof(ioctl_names_entries[0]) };"
} >"$out.tmp"
mv "$out.tmp" "$out"
