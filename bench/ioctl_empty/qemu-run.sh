#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# qemu-run.sh: build the ioctl_empty module, boot Debian's kernel in QEMU with an
# initramfs holding it and a static build of the benchmark, load the module, run
# the benchmark, unload the module and power off.
#
#   bench/ioctl_empty/qemu-run.sh -b BENCH [-K KVER] [-k VMLINUZ] [-t SECONDS] [-- BENCH-ARGS]
#
#   -b BENCH     a statically linked systrace-ioctl-bench (make check builds
#                bench/ioctl_empty/ioctl_empty-static)
#   -K KVER      kernel version; default: the newest /lib/modules/*/build
#   -k VMLINUZ   its image; default: vmlinuz-KVER in $SYSTRACE_KERNEL_CACHE,
#                /var/cache/systrace or /boot (bench/ioctl_empty/fetch-kernel.sh gets it)
#   -t SECONDS   give up on the guest after this long (default 50)
#   BENCH-ARGS   default: -n 2000 --tracer none,ftrace
#
# The guest's console goes to stdout. Exit status: 0 the guest loaded the module,
# the benchmark exited 0 on it and the module unloaded; 1 something failed;
# 77 something needed is missing (the reason is on stderr); 99 bad usage.
# Software emulation (-accel tcg): timings in the guest are not the host's.
set -u
me=${0##*/}
here=$(cd "$(dirname "$0")" && pwd)

bench= kver= vmlinuz= limit=50
while getopts b:K:k:t: opt; do
	case $opt in
	b) bench=$OPTARG ;;
	K) kver=$OPTARG ;;
	k) vmlinuz=$OPTARG ;;
	t) limit=$OPTARG ;;
	*) echo "usage: $me -b BENCH [-K KVER] [-k VMLINUZ] [-t SECONDS] [-- BENCH-ARGS]" >&2; exit 99 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- -n 2000 --tracer none,ftrace

skip() { echo "$me: SKIP: $*" >&2; exit 77; }
fail() { echo "$me: FAIL: $*" >&2; exit 1; }

[ -n "$bench" ] || { echo "$me: -b BENCH is required" >&2; exit 99; }
[ -x "$bench" ] || fail "$bench is not an executable"
if readelf -l "$bench" 2>/dev/null | grep -q 'program interpreter'; then
	fail "$bench is dynamically linked; the initramfs has no libc (use ioctl_empty-static)"
fi

command -v qemu-system-x86_64 >/dev/null 2>&1 ||
	skip "qemu-system-x86_64 is not installed (apt-get install qemu-system-x86)"
command -v cpio >/dev/null 2>&1 || skip "cpio is not installed (apt-get install cpio)"
busybox=$(command -v busybox 2>/dev/null || true)
[ -n "$busybox" ] || skip "busybox is not installed (apt-get install busybox-static)"
if readelf -l "$busybox" 2>/dev/null | grep -q 'program interpreter'; then
	skip "$busybox is not static (apt-get install busybox-static)"
fi

if [ -z "$kver" ]; then
	kver=$(ls -d /lib/modules/*/build 2>/dev/null | sort -V | tail -n 1 | cut -d/ -f4)
	[ -n "$kver" ] || skip "no kernel headers in /lib/modules (apt-get install linux-headers-amd64)"
fi
[ -d "/lib/modules/$kver/build" ] || skip "no headers for $kver in /lib/modules/$kver/build"
if [ -z "$vmlinuz" ]; then
	for d in "${SYSTRACE_KERNEL_CACHE:-}" /var/cache/systrace /boot; do
		[ -n "$d" ] && [ -r "$d/vmlinuz-$kver" ] && { vmlinuz=$d/vmlinuz-$kver; break; }
	done
	[ -n "$vmlinuz" ] ||
		skip "no kernel image vmlinuz-$kver (run bench/ioctl_empty/fetch-kernel.sh as root, or ./quickstart)"
fi
[ -r "$vmlinuz" ] || skip "cannot read $vmlinuz"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ioctl-empty-qemu.XXXXXX") || exit 99
qemu_pid=
cleanup() {
	# Never leave a guest running, whatever ended this script: timeout passes
	# SIGTERM on to QEMU.
	if [ -n "$qemu_pid" ]; then
		kill -TERM "$qemu_pid" 2>/dev/null
		wait "$qemu_pid" 2>/dev/null
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# The module, built out of tree in a copy (the source tree may be read-only).
mkdir "$tmp/module"
cp "$here/module/Kbuild" "$here/module/ioctl_empty.c" "$here/module/ioctl_empty.h" "$tmp/module/"
if ! make -C "/lib/modules/$kver/build" M="$tmp/module" modules >"$tmp/kbuild.log" 2>&1; then
	cat "$tmp/kbuild.log" >&2
	fail "the module does not build against $kver"
fi
echo "$me: module built against $kver"

# The initramfs: busybox, the module, the benchmark and /init.
root=$tmp/root
mkdir -p "$root/bin" "$root/dev" "$root/proc" "$root/sys" "$root/tmp"
cp "$busybox" "$root/bin/busybox"
cp "$tmp/module/ioctl_empty.ko" "$root/ioctl_empty.ko"
cp "$bench" "$root/bin/systrace-ioctl-bench"
# The kernel opens /dev/console for /init before anything is mounted.
mknod "$root/dev/console" c 5 1 2>/dev/null || true

args=
for a in "$@"; do
	args="$args '$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'"
done
cat >"$root/init" <<EOF
#!/bin/busybox sh
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
exec </dev/console >/dev/console 2>&1
# No tracefs mount here: the benchmark mounts it when it needs ftrace.

done_() {
	# isa-debug-exit: writing 1 makes QEMU exit with status 3, which means pass.
	[ "\$1" = pass ] && printf '\\001' | dd of=/dev/port bs=1 seek=244 count=1 2>/dev/null
	poweroff -f
}
fail() { echo "guest: FAIL: \$*"; done_ fail; }

echo "guest: Linux \$(uname -r), loading ioctl_empty.ko"
insmod /ioctl_empty.ko || fail "insmod ioctl_empty.ko"
[ -e /proc/ioctl_empty ] || fail "no /proc/ioctl_empty after insmod"
echo "guest: running systrace-ioctl-bench$args"
echo "guest: ---- benchmark output ----"
systrace-ioctl-bench$args
rc=\$?
echo "guest: ---- end (exit status \$rc) ----"
[ \$rc -eq 0 ] || fail "the benchmark exited with status \$rc"
rmmod ioctl_empty || fail "rmmod ioctl_empty"
[ ! -e /proc/ioctl_empty ] || fail "/proc/ioctl_empty is still there after rmmod"
echo "guest: module unloaded"
# tracefs was not mounted: the benchmark mounted it for ftrace and must have undone that.
! grep -q ' tracefs ' /proc/mounts || fail "tracefs was left mounted"
echo "guest: PASS"
done_ pass
EOF
chmod 755 "$root/init"
(cd "$root" && find . | cpio -o -H newc --quiet) >"$tmp/initramfs.cpio" ||
	fail "cannot build the initramfs"

echo "$me: booting $vmlinuz (TCG, limit ${limit}s)"
# In the background, so a signal to this script still reaches it (timeout runs
# in a process group of its own) and cleanup can stop it. No terminal: stdin is
# /dev/null.
timeout -k 5 "$limit" qemu-system-x86_64 \
	-accel tcg -cpu max -m 512 -smp 1 \
	-nographic -no-reboot -net none -fw_cfg name=etc/sercon-port,string=0 \
	-device isa-debug-exit,iobase=0xf4,iosize=0x04 \
	-kernel "$vmlinuz" -initrd "$tmp/initramfs.cpio" \
	-append "console=ttyS0 quiet loglevel=3 panic=-1" \
	</dev/null >"$tmp/console" 2>"$tmp/qemu.err" &
qemu_pid=$!
wait "$qemu_pid"
status=$?
qemu_pid=
tr -d '\r' <"$tmp/console"

case $status in
3) echo "$me: PASS (the guest reported success)"; exit 0 ;;
124) fail "the guest did not power off within ${limit}s" ;;
0) fail "the guest powered off without reporting success (see its output above)" ;;
*)
	cat "$tmp/qemu.err" >&2
	fail "qemu-system-x86_64 exited with status $status" ;;
esac
