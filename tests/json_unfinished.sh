#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --output-format=json with -f: a call interrupted by another task's event (the
# text's "<unfinished ...>" / "<... resumed>") is an "unfinished" object where the
# text's first line is and a complete "syscall" object, resumed, where the second
# is; every object validates; every unfinished object is paired with its call's
# complete object (same tid, same ts) before the task does anything else; seccomp
# mode (complete lines at entry) has none. -k stacks are in the objects in
# every mode that takes them.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd python3
python3 -c 'import jsonschema' 2>/dev/null || skip_ "python3-jsonschema is not installed"
schema="$abs_top_srcdir/man/systrace-json.schema.json"
PROGS="$abs_top_builddir/tests/progs"

# check.py FILE [EXPECT]: validate, check the pairing; EXPECT "interleave": the
# fixed order of tests/progs/interleave (readv unfinished, getppid, readv resumed).
cat >check.py <<'EOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
v = jsonschema.Draft202012Validator(schema)
evs = []
for n, line in enumerate(open(sys.argv[2], encoding="utf-8"), 1):
    e = json.loads(line)
    for err in v.iter_errors(e):
        sys.exit("%s:%d: %s" % (sys.argv[2], n, err.message[:300]))
    evs.append(e)
open_calls = {}
unfinished = resumed = 0
for n, e in enumerate(evs, 1):
    t, tid = e["type"], e.get("tid")
    if t == "unfinished":
        if tid in open_calls:
            sys.exit("line %d: a second unfinished call of %d" % (n, tid))
        open_calls[tid] = e
        unfinished += 1
    elif t == "syscall":
        u = open_calls.pop(tid, None)
        if u is not None:
            if not e.get("resumed") or u["ts"] != e["ts"] or u["name"] != e["name"]:
                sys.exit("line %d: %s does not complete the unfinished %s" % (n, e["name"], u["name"]))
            # Entry arguments come back whole in the complete object (a decoder
            # may extend the last one at exit).
            for a, b in zip(u["args"][:-1], e["args"]):
                if a != b:
                    sys.exit("line %d: argument %s changed" % (n, a["name"]))
            resumed += 1
        elif e.get("resumed"):
            sys.exit("line %d: resumed without an unfinished object" % n)
    elif tid in open_calls and t not in ("exited", "killed"):
        sys.exit("line %d: a %s event inside the unfinished call of %d" % (n, t, tid))
if open_calls:
    sys.exit("unfinished calls never completed: %s" % sorted(open_calls))
want = sys.argv[3] if len(sys.argv) > 3 else ""
if want == "interleave":
    calls = [(e["type"], e.get("name")) for e in evs if e["type"] in ("syscall", "unfinished")]
    exp = [("unfinished", "readv"), ("syscall", "getppid"), ("syscall", "readv")]
    if calls != exp:
        sys.exit("order %s, expected %s" % (calls, exp))
    u = evs[[e["type"] for e in evs].index("unfinished")]
    if [a["name"] for a in u["args"]] != ["fd"] or not u.get("next_arg"):
        sys.exit("readv's unfinished object: %s" % u)
    r = [e for e in evs if e.get("name") == "readv" and e["type"] == "syscall"][0]
    if [a["kind"] for a in r["args"]] != ["fd", "array", "int"] or r["ret"]["value"] != 1:
        sys.exit("readv's complete object: %s" % r)
elif want == "none":
    if unfinished:
        sys.exit("%d unfinished objects, expected none" % unfinished)
print(unfinished, resumed)
EOF

for mode in ptrace buffered seccomp; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f -qq -e signal=none \
		-e trace=readv,getppid --output-format=json -o il.json "$PROGS/interleave" ||
		fail_ "$mode: interleave under -f failed"
	if [ "$mode" = seccomp ]; then
		python3 check.py "$schema" il.json none >il.res || fail_ "$mode: interleave: $(cat il.res)"
	else
		python3 check.py "$schema" il.json interleave >il.res ||
			fail_ "$mode: interleave: $(cat il.res)"
	fi
	# Threads: many calls interrupted by others; all paired.
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -f -qq --output-format=json \
		-o th.json "$PROGS/threads" 4 || fail_ "$mode: threads under -f failed"
	python3 check.py "$schema" th.json >th.res || fail_ "$mode: threads: $(cat th.res)"
	# The text of the same kind of run has unfinished lines where JSON has objects.
	if [ "$mode" != seccomp ]; then
		read -r n _ <th.res
		[ "$n" -gt 0 ] || fail_ "$mode: threads: no unfinished object"
	fi
	# -ff: one file per thread, nothing interrupts a call.
	rm -f ff.*
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -ff -qq --output-format=json \
		-o ff "$PROGS/threads" 2 || fail_ "$mode: threads under -ff failed"
	for f in ff.*; do
		python3 check.py "$schema" "$f" none >ff.res || fail_ "$mode: -ff $f: $(cat ff.res)"
	done
done

# -k: the frames in the objects, in the modes that take stacks (not seccomp).
chain="$PROGS/stack_chain-O2_fp"
for mode in ptrace buffered; do
	if timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -k -qq -o k.json \
		--output-format=json -e trace=chdir "$chain" 2>k.err; then
		match_grep k.json '"name":"chdir",.*"stack":\["[^"]*\(chdir\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]","[^"]*\(f3\+[^"]*","[^"]*\(f2\+[^"]*","[^"]*\(f1\+[^"]*","[^"]*\(f0\+'
		python3 check.py "$schema" k.json >/dev/null || fail_ "$mode: -k: the JSON does not validate"
	else
		grep -q 'libunwind' k.err || { cat k.err >&2; fail_ "$mode: -k run failed"; }
	fi
done
exit 0
