#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# run-decoder.sh PROG: run the decoder test PROG in capture mode $SYSTRACE_MODE
# (ptrace, the default, buffered or seccomp); tests/decode/NAME.MODE.sh, written by
# tests/make-decoder-wrapper.sh, call it.
#
# PROG prints the exact trace lines systrace must produce; its source's first comment
# "/* systrace: OPTIONS */" gives the options (after a default -a0, so return values
# follow ") " directly). The trace must end with the expected lines, PROG's own
# writes of its expected output to fd 1 left out.
#
# One expected output serves every mode:
# - ptrace and buffered: it must match exactly.
# - seccomp: systrace never learns a result, so the expectation is rewritten by four
#   rules. (1) On a syscall line, everything after the last ") = " becomes "?"
#   ("read(3, ..., 4) = 4" -> "read(3, ..., 4) = ?"; "= 0 (Timeout)", "= 3</dev/null>"
#   and "= ? ERESTARTSYS (...)" alike). (2) Text that depends on the call having run
#   (an out-argument decoded, an in/out value's "=> after" part) is printed by PROG
#   with both forms, "\001UNKNOWN\002KNOWN\003" (tests/decode/tests.h: out_arg,
#   sprint_alt), because only PROG knows the address; the harness keeps UNKNOWN in
#   seccomp mode and KNOWN in the others. PROG prints the marks only when
#   DECODER_TEST_MARKS is set, so the same program run alone prints plain strace text.
#   (3) Signal lines ("--- SIG... ---") and rt_sigreturn lines go: seccomp mode sees
#   neither signals nor that call (systrace(1), "-m seccomp").
#   (4) -f is implied in seccomp mode: when the test does not ask for -f, the lines
#   of other processes (which carry their pid) are left out of the trace compared.
# - buffered: a signal is seen only when it runs a handler in the program; PROG marks
#   the lines of other signals with a leading "\004" (tests.h: no_handler_mark), and
#   the harness drops them in buffered mode.
prog=$1
case "$prog" in /*) ;; *) prog="$PWD/$prog" ;; esac
. "${abs_top_srcdir:-$(dirname "$0")/..}/tests/init.sh"

name=${prog##*/}
src="$abs_top_srcdir/tests/decode/$name.c"
[ -r "$src" ] || framework_failure_ "no source $src"
options=$(sed -n 's|^/\* systrace: \(.*\) \*/$|\1|p' "$src" | head -n 1)
[ -n "$options" ] || framework_failure_ "$src has no '/* systrace: OPTIONS */' line"
mode=${SYSTRACE_MODE:-ptrace}

# expected_for_mode MODE: the expected output on stdin, rewritten for MODE (above).
expected_for_mode() {
	soh=$(printf '\001') stx=$(printf '\002') etx=$(printf '\003') eot=$(printf '\004')
	case $1 in
	seccomp)
		sed -e "s/$soh\\([^$stx]*\\)$stx[^$etx]*$etx/\\1/g" \
			-e 's/^\(.*)\) = .*$/\1 = ?/' -e "/^$eot/d" -e '/^--- /d' \
			-e '/^rt_sigreturn(/d' ;;
	buffered)
		sed -e "s/$soh[^$stx]*$stx\\([^$etx]*\\)$etx/\\1/g" -e "/^$eot/d" ;;
	*)
		sed -e "s/$soh[^$stx]*$stx\\([^$etx]*\\)$etx/\\1/g" -e "s/^$eot//" ;;
	esac
}

# -y in buffered mode: systrace reads a descriptor's path from /proc when it drains
# the ring, by when the program may have closed it or exited; the path would have to
# be taken when the call is made. The result depends on timing: skip, do not guess.
case "$mode: $options " in
buffered:*" -y "*) skip_ "-y in -m buffered: paths are read when the ring is drained, not at the call" ;;
esac

# JSON (SYSTRACE_FORMAT=json, from the wrapper NAME.MODE.json.sh): the same run with
# --output-format=json; every object must validate against the schema, and the JSON
# rendered back to text by tests/json2text.py must match the same expected output.
# Arguments whose value is (or holds) unconverted "text" are counted; the count may
# not grow above the test's line in tests/json-text-ratchet (lower it as decoders
# are converted).
format=${SYSTRACE_FORMAT:-text}
if [ "$format" = json ]; then
	command -v python3 >/dev/null 2>&1 || skip_ "python3 is not installed"
	python3 -c 'import jsonschema' 2>/dev/null || skip_ "python3-jsonschema is not installed"
	schema="$abs_top_srcdir/man/systrace-json.schema.json"
	limit=$(sed -n "s/^$name \([0-9][0-9]*\)\$/\1/p" "$abs_top_srcdir/tests/json-text-ratchet")
	[ -n "$limit" ] || framework_failure_ "$name has no line in tests/json-text-ratchet"
	set -- --output-format=json -o trace.json
else
	set -- -o trace.out
fi

DECODER_TEST_MARKS=1
export DECODER_TEST_MARKS
# shellcheck disable=SC2086
timeout 120 "$SYSTRACE" -m "$mode" "$@" -a0 $options -- "$prog" >expected.marked 2>systrace.err
rc=$?
[ $rc -eq 77 ] && skip_ "$(tail -n 1 systrace.err)"
if grep -q 'is not available' systrace.err; then
	skip_ "$(cat systrace.err)"
fi
[ $rc -eq 0 ] || { cat systrace.err trace.out >&2; fail_ "systrace -m $mode $options $name exited with $rc"; }
cat systrace.err >&2
expected_for_mode "$mode" <expected.marked >expected.out

# Drop the program's own stdout writes (its expected output, flushed at exit). The
# test's lines end the trace: compare as many last lines as are expected (what the
# dynamic loader does before main is not the test's business; a line missing, added
# or different anywhere in the test's part shows in the diff).
# In JSON, each line is "COUNT<tab>LINE", COUNT the line's text-kind arguments.
tab=$(printf '\t')
if [ "$format" = json ]; then
	python3 "$abs_top_srcdir/tests/json2text.py" --align 0 --schema "$schema" \
		--counts trace.counted trace.json >/dev/null 2>json.err ||
		{ cat json.err >&2; fail_ "the JSON trace does not validate against $schema"; }
	lead="[0-9]*$tab"
else
	sed "s/^/0$tab/" trace.out >trace.counted
	lead="0$tab"
fi
grep -v "^${lead}write(1, " trace.counted >trace.kept
case "$mode: $options " in
seccomp:*" -f "* | seccomp:*" -ff "*) ;;
seccomp:*)
	grep -v "^${lead}[0-9][0-9]* " trace.kept >trace.own
	mv trace.own trace.kept ;;
esac
tail -n "$(wc -l <expected.out)" trace.kept >actual.counted
cut -f 2- actual.counted >actual.out
match_diff expected.out actual.out
if [ "$format" = json ]; then
	count=0
	for n in $(cut -f 1 actual.counted); do
		count=$((count + n))
	done
	echo "$name: $count arguments still of kind text in JSON (ratchet: $limit)"
	[ "$count" -le "$limit" ] ||
		fail_ "$name: $count arguments of kind text, more than the $limit in tests/json-text-ratchet"
fi
