#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# fetch-kernel.sh [KVER]: put Debian's kernel image for the installed headers in a cache,
# for the ioctl_empty module test (this machine's own kernel cannot load modules).
#
# KVER defaults to the newest /lib/modules/*/build (linux-headers-amd64). Downloads
# linux-image-KVER with apt-get download and extracts only boot/vmlinuz-KVER into
# $SYSTRACE_KERNEL_CACHE (default /var/cache/systrace). Silent when the image is
# already there; exit status 0 when it is there afterwards, 1 otherwise.
set -eu

cache=${SYSTRACE_KERNEL_CACHE:-/var/cache/systrace}
kver=${1:-$(ls -d /lib/modules/*/build 2>/dev/null | sort -V | tail -n 1 | cut -d/ -f4)}
me=${0##*/}

if [ -z "$kver" ]; then
	echo "$me: no kernel headers in /lib/modules (apt-get install linux-headers-amd64)" >&2
	exit 1
fi
[ -s "$cache/vmlinuz-$kver" ] && exit 0

tmp=$(mktemp -d "${TMPDIR:-/tmp}/fetch-kernel.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# apt-get download drops root for _apt, which must be able to write here.
chmod 755 "$tmp"
id _apt >/dev/null 2>&1 && chown _apt "$tmp"

pkg=linux-image-$kver
download() { (cd "$tmp" && apt-get download -q "$pkg") >"$tmp/log" 2>&1; }
if ! download; then
	# The package lists may be missing or stale (a fresh machine).
	apt-get update -qq >>"$tmp/log" 2>&1 || true
	if ! download; then
		cat "$tmp/log" >&2
		echo "$me: could not download $pkg" >&2
		exit 1
	fi
fi

deb=$(ls "$tmp"/"$pkg"_*.deb)
if ! dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$tmp" "./boot/vmlinuz-$kver"; then
	echo "$me: $deb has no boot/vmlinuz-$kver" >&2
	exit 1
fi
mkdir -p "$cache"
# Rename into place, so a concurrent reader never sees half a file.
cp "$tmp/boot/vmlinuz-$kver" "$cache/.vmlinuz-$kver.tmp"
mv -f "$cache/.vmlinuz-$kver.tmp" "$cache/vmlinuz-$kver"
echo "$me: $cache/vmlinuz-$kver (from $pkg)"
