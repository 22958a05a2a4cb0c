# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced after tests/init.sh by every -m rewrite test: vm.mmap_min_addr=0 for the
# test's duration only (page 0 holds the trampoline), then the value it had.
# Tests running at the same time share the setting: each registers its pid in a
# holders directory; the last one out (or the first to find only dead holders)
# puts the old value back. Skips (77) when the setting cannot be changed.

RW_STATE="${TMPDIR:-/tmp}/systrace-rewrite-sysctl"
RW_KNOB=/proc/sys/vm/mmap_min_addr

rw_lock_() {
	i=0
	while ! mkdir "$RW_STATE.lock" 2>/dev/null; do
		i=$((i + 1))
		# A holder killed while holding it: take it after a minute.
		[ "$i" -gt 60 ] && { rmdir "$RW_STATE.lock" 2>/dev/null; i=0; }
		sleep 1
	done
}
rw_unlock_() { rmdir "$RW_STATE.lock" 2>/dev/null; }

# Remove holders that are no longer running.
rw_prune_() {
	for h in "$RW_STATE.holders"/*; do
		[ -e "$h" ] || continue
		kill -0 "${h##*/}" 2>/dev/null || rm -f "$h"
	done
}

rw_empty_() {
	for h in "$RW_STATE.holders"/*; do
		[ -e "$h" ] && return 1
	done
	return 0
}

rewrite_sysctl_enter() {
	[ -r "$RW_KNOB" ] || skip_ "no $RW_KNOB"
	[ "$(id -u)" -eq 0 ] || skip_ "-m rewrite tests set vm.mmap_min_addr=0: need root"
	rw_lock_
	mkdir -p "$RW_STATE.holders"
	rw_prune_
	if rw_empty_ || [ ! -s "$RW_STATE.orig" ]; then
		cat "$RW_KNOB" >"$RW_STATE.orig" 2>/dev/null
	fi
	if ! echo 0 >"$RW_KNOB" 2>/dev/null; then
		rw_unlock_
		skip_ "cannot set vm.mmap_min_addr=0 (needed by -m rewrite)"
	fi
	: >"$RW_STATE.holders/$$"
	rw_unlock_
	RW_ENTERED=1
}

rewrite_sysctl_leave() {
	[ "${RW_ENTERED:-0}" = 1 ] || return 0
	RW_ENTERED=0
	rw_lock_
	rm -f "$RW_STATE.holders/$$"
	rw_prune_
	if rw_empty_ && [ -s "$RW_STATE.orig" ]; then
		cat "$RW_STATE.orig" >"$RW_KNOB"
		rm -f "$RW_STATE.orig"
	fi
	rw_unlock_
}

trap 'rc=$?; rewrite_sysctl_leave; [ $rc -eq 0 ] || [ $rc -eq 77 ] && cleanup_; exit $rc' EXIT
rewrite_sysctl_enter
