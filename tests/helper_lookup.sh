#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Only the build tree's own systrace runs helpers from the build tree. A systrace
# anywhere else (installed, or copied) runs only the installed systrace-calibrate,
# never one planted next to it or in a build-tree-like layout around it.
. "${abs_top_srcdir}/tests/init.sh"

# The build tree's systrace calibrates with the build tree's helper.
timeout 120 "$SYSTRACE" --overhead=json -qq -o report true || fail_ "systrace --overhead failed"
grep -q '"calibration": {' report || fail_ "the build tree's systrace did not calibrate: $(cat report)"

# A copy, with a helper planted where the old lookup went first (next to the
# executable), also in a src/ directory like the build tree's.
for dir in bin src; do
	mkdir -p "$dir"
	cp "$SYSTRACE" "$dir/systrace" || framework_failure_ "cannot copy systrace"
	cat >"$dir/systrace-calibrate" <<-PLANT
	#!/bin/sh
	echo planted >"$TEST_DIR/PLANTED"
	echo 100
	PLANT
	chmod +x "$dir/systrace-calibrate"
	timeout 120 "./$dir/systrace" --overhead=json -qq -o report true ||
		fail_ "$dir/systrace --overhead failed"
	[ ! -e PLANTED ] || fail_ "$dir/systrace ran the systrace-calibrate planted next to it"
	# Without an installed helper the estimates are unavailable, and say why.
	grep -Eq '"calibration": \{|"calibration_error": "systrace-calibrate not found"' report ||
		fail_ "$dir/systrace: unexpected report $(cat report)"
done
exit 0
