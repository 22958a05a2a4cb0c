#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --output-format=json on real programs, in every mode: each file starts with its
# header, every object validates against the schema, and rendered back to text
# (tests/json2text.py) it says what the text output of the same program says;
# -ff -o writes one JSON file per process; seccomp's unknown results are explicit;
# -y adds paths; a bad format is refused with status 2; the format benchmark runs.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd python3
python3 -c 'import jsonschema' 2>/dev/null || skip_ "python3-jsonschema is not installed"
schema="$abs_top_srcdir/man/systrace-json.schema.json"
j2t() { python3 "$abs_top_srcdir/tests/json2text.py" --schema "$schema" "$@"; }
prog="$abs_top_builddir/tests/progs/various"

expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=yaml true 2>err
match_grep err "invalid output format 'yaml'"
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --output-format=json -c true 2>err
match_grep err "cannot be combined with --output-format=json"

for mode in ptrace seccomp buffered; do
	timeout 60 "$SYSTRACE" -m "$mode" -qq -o text.out -e trace=openat,write,close "$prog" ||
		fail_ "$mode: text run failed"
	timeout 60 "$SYSTRACE" -m "$mode" -qq -o json.out --output-format=json \
		-e trace=openat,write,close "$prog" || fail_ "$mode: json run failed"
	head -n 1 json.out | grep -q '^{"type":"header","schema_version":1,' ||
		fail_ "$mode: the first object is not the header"
	j2t json.out >back.out || fail_ "$mode: the JSON does not validate"
	normalise_trace text.out >a
	normalise_trace back.out >b
	match_diff a b
	if [ "$mode" = seccomp ]; then
		match_grep json.out '"name":"close",.*"ret":\{"value":null,"unknown":true\}'
	else
		match_grep json.out '"name":"openat",.*"ret":\{"value":-1,"errno":"E[A-Z]+","errno_nr":[0-9]+,"message":'
	fi
done

# -y: the paths behind descriptors, as members.
timeout 60 "$SYSTRACE" -y -qq -o json.out --output-format=json -e trace=openat,close "$prog" ||
	fail_ "-y run failed"
match_grep json.out '"name":"close","nr":3,"args":\[\{"name":"[a-z0-9]*","kind":"fd","value":3,"path":"/dev/null"\}\]'

# -ff -o: one file per process, each with its header; -f: pids in the objects.
timeout 60 "$SYSTRACE" -ff -o ff --output-format=json sh -c "$prog; exit 3"
[ $? -eq 3 ] || fail_ "-ff: the exit status is not the program's"
n=0
for f in ff.*; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	head -n 1 "$f" | grep -q '^{"type":"header",' || fail_ "$f does not start with a header"
	j2t "$f" >/dev/null || fail_ "$f does not validate"
done
[ "$n" -ge 2 ] || fail_ "-ff wrote $n files, expected one per process"

# -k: the frames as a list, the fixed call chain f3 -> f2 -> f1 -> f0 in order.
chain="$abs_top_builddir/tests/progs/stack_chain-O2_fp"
if timeout 60 "$SYSTRACE" -k -qq -o k.json --output-format=json -e trace=chdir "$chain" 2>k.err; then
	match_grep k.json '"name":"chdir",.*"stack":\["[^"]*\(chdir\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]","[^"]*\(f3\+[^"]*","[^"]*\(f2\+[^"]*","[^"]*\(f1\+[^"]*","[^"]*\(f0\+'
	j2t k.json >/dev/null || fail_ "-k: the JSON does not validate"
else
	grep -q 'libunwind' k.err || { cat k.err >&2; fail_ "-k run failed"; }
fi

# The benchmark runs and prints one figure per format and workload.
"$abs_top_srcdir/bench/format_throughput" --calls 2000 --repeat 1 --formats text,json >bench.out ||
	fail_ "bench/format_throughput failed"
match_grep bench.out '^text +stress 1 2000 +[0-9]+ +1\.00$' '^json +dd bs=1 count=1000 +[0-9]+ +[0-9]+\.[0-9][0-9]$'
