#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""json2text.py [--align N] [--counts FILE] [--schema SCHEMA] TRACE.json

Render systrace's JSON Lines (--output-format=json, systrace-json(5)) back to
strace's text, as systrace itself would have written it, on stdout: the tests
check that JSON and text say the same thing. With --schema, every object is
first validated against the JSON Schema (python3-jsonschema). With --counts,
FILE gets one line per text line: the number of arguments of that event that
are (or contain) unconverted "text" values, then a tab, then the line.

Exit status: 0, 1 for a trace that does not validate or cannot be read.
"""

import json
import sys

TEXT_KINDS = ("text",)


def based(v, base, width=None):
    if base == "hex" and width:
        # printf's "%#0<width>x": no "0x" for 0, zeros after it up to width.
        s = ("0x" if v else "") + format(v, "x")
        return s[:2] + "0" * (width - len(s)) + s[2:] if v else s.rjust(width, "0")
    if base == "hex":
        return hex(v) if v else "0"
    if base == "oct":
        return ("0" + format(v, "o")).rjust(3, "0")
    return str(v)


def wants_hex(b):
    for c in b:
        if c > 0x7E or (c < 0x20 and not (9 <= c <= 13)):
            return True
    return False


def quote(b, xflag, force_hex=False, unquoted=False, truncated=False, angle=False):
    use_hex = force_hex or xflag > 1 or (xflag == 1 and wants_hex(b))
    out = [] if unquoted else ['"']
    esc = {0x22: '\\"', 0x5C: "\\\\", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r",
           0x09: "\\t", 0x0B: "\\v"}
    for i, c in enumerate(b):
        if use_hex:
            out.append("\\x%02x" % c)
        elif c in esc:
            out.append(esc[c])
        elif 0x20 <= c <= 0x7E and not (angle and c in (0x3C, 0x3E)):
            out.append(chr(c))
        else:
            nxt = b[i + 1] if i + 1 < len(b) else None
            if (nxt is not None and 0x30 <= nxt <= 0x37) or c >= 0o100:
                out.append("\\%03o" % c)
            elif c >= 0o10:
                out.append("\\%02o" % c)
            else:
                out.append("\\%o" % c)
    if not unquoted:
        out.append('"')
    if truncated:
        out.append("...")
    return "".join(out)


class Renderer:
    def __init__(self, header):
        opts = (header or {}).get("options", {})
        self.xflag = opts.get("xflag", 0)
        self.opts = opts

    def node(self, n, first=True):
        if n is None:
            return ""
        k = n["kind"]
        v = n.get("value")
        if k == "int":
            return based(v, n.get("base", "dec"), n.get("width"))
        if k == "const":
            if n.get("symbol") is not None:
                return n["symbol"]
            s = based(v, n.get("base", "dec")) if n.get("base") else str(v)
            if n.get("comment") is not None:
                s += " /* %s */" % n["comment"]
            return s
        if k == "flags":
            parts = list(v)
            if "rest" in n:
                parts.append(based(n["rest"], n.get("base", "hex")))
            if not parts:
                return "0"
            s = "|".join(parts)
            if not v and "rest" in n and n.get("comment") is not None:
                s += " /* %s */" % n["comment"]
            if n.get("empty_rest"):
                s += "|"
            return s
        if k == "string" and n.get("bare"):
            return v
        if k == "string" and n.get("abstract"):
            return "@" + quote(v.encode("latin-1"), self.xflag, n.get("hex", False),
                               n.get("unquoted", False), n.get("truncated", False))
        if k == "string":
            return quote(v.encode("latin-1"), self.xflag, n.get("hex", False),
                         n.get("unquoted", False), n.get("truncated", False))
        if k == "addr":
            return hex(v) if v else "NULL"
        if k == "fd":
            s = n["symbol"] if n.get("symbol") is not None else str(v)
            path, detail = n.get("path"), n.get("detail")
            if path is not None or detail is not None:
                s += "<"
                if path is not None:
                    s += quote(path.encode("latin-1"), self.xflag, unquoted=True,
                               angle=True)
                if detail is not None:
                    s += ("<%s>" % detail) if path is not None else detail
                s += ">"
            return s
        if k == "comment":
            return ("/* %s */" if first else " /* %s */") % v
        if k == "text":
            return v
        if k == "pid":
            if n.get("comm") is not None:
                return "%d<%s>" % (v, n["comm"])
            if n.get("tracer_pid") is not None:
                return "%d /* %d in strace's PID NS */" % (v, n["tracer_pid"])
            return str(v)
        if k == "sigset":
            return ("~[" if n.get("inverted") else "[") + " ".join(v) + "]"
        if k == "seq":
            return "".join(self.node(x, i == 0) for i, x in enumerate(v))
        if k == "struct":
            items = []
            for name, x in v.items():
                prefix = "" if name.startswith("#") else name + "="
                items.append(prefix + self.node(x))
            if n.get("more"):
                items.append("..." + self.more_comment(n))
            return "{" + ", ".join(items) + "}"
        if k == "array":
            items = [self.node(x) for x in v]
            if n.get("more"):
                items.append("..." + self.more_comment(n))
            return "[" + ", ".join(items) + "]"
        if k == "set":
            items = [self.node(x) for x in v]
            if n.get("more"):
                items.append("..." + self.more_comment(n))
            return "[" + " ".join(items) + "]"
        if k == "indexed":
            index = n["symbol"] if n.get("symbol") is not None else str(n["index"])
            return "[%s]=%s" % (index, self.node(v))
        if k == "expr":
            op = n["op"]
            if op == "=>" or n.get("spaced"):
                op = " %s " % op
            return op.join(self.node(x) for x in v)
        if k == "resuming":
            return "<... resuming interrupted %s ...>" % (v if v is not None else "system call")
        if k == "call":
            return n["function"] + "(" + ", ".join(self.node(x) for x in v) + ")"
        raise ValueError("unknown kind %r" % k)

    def arg(self, a):
        """An argument: its value, after "NAME=" when the decoder named it."""
        node = {k: v for k, v in a.items() if k not in ("name", "named")}
        return (a["name"] + "=" if a.get("named") else "") + self.node(node)

    def more_comment(self, n):
        return " /* %s */" % n["comment"] if n.get("comment") is not None else ""

    def ret(self, r):
        if r.get("gone") or r.get("unknown") or r["value"] is None:
            return "?"
        if "errno_nr" in r:
            if r.get("errno") is None:
                return "-1 (errno %d)" % r["errno_nr"]
            lead = "?" if r.get("restart") else "-1"
            return "%s %s (%s)" % (lead, r["errno"], r["message"])
        fmt = r.get("format", "dec")
        v = r["value"]
        if fmt == "hex":
            s = hex(v) if v else "0"
        elif fmt == "oct":
            s = based(v, "oct")
        else:
            s = str(v)
        if fmt == "fd":
            # -y, -yy: rendered as an fd argument is ("3</dev/null<char 1:3>>").
            s = self.node({"kind": "fd", "value": v, "path": r.get("path"),
                           "detail": r.get("detail")})
        elif r.get("comm") is not None or r.get("tracer_pid") is not None:
            # -Y, --pidns-translation: as a pid argument ("1234<sh>").
            s = self.node({"kind": "pid", "value": v, "comm": r.get("comm"),
                           "tracer_pid": r.get("tracer_pid")})
        if r.get("aux") is not None:
            s += " (" + r["aux"] + ")"
        return s


def contains_text(n):
    if isinstance(n, dict):
        if n.get("kind") in TEXT_KINDS:
            return True
        return any(contains_text(x) for x in n.values())
    if isinstance(n, list):
        return any(contains_text(x) for x in n)
    return False


def main(argv):
    align = 40
    counts = None
    schema = None
    args = list(argv[1:])
    while args and args[0].startswith("--"):
        opt = args.pop(0)
        if opt == "--align":
            align = int(args.pop(0))
        elif opt == "--counts":
            counts = open(args.pop(0), "w", encoding="latin-1")
        elif opt == "--schema":
            schema = args.pop(0)
        else:
            sys.stderr.write("json2text.py: unknown option %s\n" % opt)
            return 2
    if len(args) != 1:
        sys.stderr.write(__doc__)
        return 2
    validator = None
    if schema:
        import jsonschema
        with open(schema) as f:
            s = json.load(f)
        cls = jsonschema.validators.validator_for(s)
        cls.check_schema(s)
        validator = cls(s)

    header = None
    r = None
    live = set()
    entered = {}    # tid -> the text of its unfinished call's line, after "NAME("
    sys.stdout.reconfigure(encoding="latin-1", newline="\n")
    out = sys.stdout
    status = 0
    with open(args[0], encoding="utf-8") as f:
        for lineno, text in enumerate(f, 1):
            try:
                ev = json.loads(text)
            except ValueError as e:
                sys.stderr.write("%s:%d: not JSON: %s\n" % (args[0], lineno, e))
                return 1
            if validator:
                errs = sorted(validator.iter_errors(ev), key=lambda e: list(e.path))
                for e in errs:
                    sys.stderr.write("%s:%d: %s at %s\n" % (args[0], lineno, e.message,
                                                            "/".join(map(str, e.path))))
                    status = 1
            if lineno == 1:
                if ev.get("type") != "header":
                    sys.stderr.write("%s:1: the first object is not the header\n" % args[0])
                    return 1
                header = ev
                r = Renderer(header)
                continue
            opts = header["options"]
            t = ev["type"]
            # Text prefixes the pid when following (-f to one file) or when more
            # than one task is traced: tasks count from their first event to
            # their exit.
            live.add(ev["tid"])
            # attached/detached: the text's "Process N attached" messages, on stderr.
            if t == "detached":
                live.discard(ev["tid"])
            if t in ("attached", "detached"):
                continue
            prefix = ""
            if not opts.get("output_separately") and (opts.get("follow") == 1 or len(live) > 1):
                # -Y: "1234<sh> ", unpadded, as the text writes it with -o.
                if ev.get("comm") is not None:
                    prefix = "%d<%s> " % (ev["tid"], ev["comm"])
                else:
                    prefix = "%-5d " % ev["tid"]
            if t in ("exited", "killed"):
                live.discard(ev["tid"])
            ntext = 0
            if t == "unfinished":
                argtext = [r.arg(a) for a in ev["args"]]
                text = ", ".join(argtext) + (", " if ev.get("next_arg") else "")
                entered[ev["tid"]] = text
                line = prefix + ev["name"] + "(" + text + " <unfinished ...>"
            elif t == "syscall":
                argtext = []
                for a in ev["args"]:
                    if contains_text({k: v for k, v in a.items() if k != "name"}):
                        ntext += 1
                    argtext.append(r.arg(a))
                text = ", ".join(argtext)
                if ev.get("resumed"):
                    done = entered.pop(ev["tid"], "")
                    line = prefix + "<... " + ev["name"] + " resumed>" + text[len(done):]
                else:
                    line = prefix + ev["name"] + "(" + text
                ret = ev["ret"]
                if ret.get("detached"):
                    line += " <detached ...>"
                else:
                    line += ") "
                    line += " " * max(0, align - len(line))
                    line += "= " + r.ret(ret)
                    if opts.get("syscall_times") and "duration_ns" in ev:
                        d = ev["duration_ns"]
                        line += " <%d.%06d>" % (d // 10**9, (d % 10**9) // 1000)
            elif t == "signal":
                name = ev["signal"] if ev["signal"] is not None else str(ev["signo"])
                line = prefix + "--- %s %s ---" % (name, r.node(ev["siginfo"]))
                if contains_text(ev["siginfo"]):
                    ntext += 1
            elif t == "stopped":
                line = prefix + "--- stopped by %s ---" % (ev["signal"] or "?")
            elif t == "exited" and ev.get("status") is not None:
                line = prefix + "+++ exited with %d +++" % ev["status"]
            elif t == "killed":
                line = prefix + "+++ killed by %s%s +++" % (
                    ev["signal"] or "?", " (core dumped)" if ev["core_dumped"] else "")
            else:
                line = prefix + "+++ %s +++" % ev["text"]
            lines = [line] + [" > " + fr for fr in ev.get("stack", [])]
            for i, l in enumerate(lines):
                out.write(l + "\n")
                if counts:
                    counts.write("%d\t%s\n" % (ntext if i == 0 else 0, l))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
