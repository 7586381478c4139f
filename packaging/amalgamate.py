#!/usr/bin/env python3
"""amalgamate.py - the library as one C file, as SQLite ships (make amalgamation).

  packaging/amalgamate.py ROOT GEN_DIR OUT_DIR   (make amalgamation)

Writes OUT_DIR/hlslc.c (every source of the library: src/*/*.c and the
generated tables in GEN_DIR) and OUT_DIR/hlslc.h (the public header), so a
program can build hlslc with `cc -c hlslc.c`.

The sources are written in the Makefile's order after every internal header
(each once, in include order; the X-macro tables (*.def) are expanded where
they are included). A C file's own file-scope names (static functions and
data, types, enumerators) are its own in the normal build; in one
translation unit two files' names could meet, so each such name that
another file also defines, or that a header the file does not include
declares, is renamed in that file (hlslc__<file>_<name>: identifier tokens
outside strings and comments, not after '.' or '->'), and the file's macros
are undefined after it. Functions and variables of external linkage that
are not the API (hlslc_*) are renamed hlslc__<name> by a #define after the
public and system headers, so that hlslc.o defines only the API's names.
Names are found with universal-ctags.
"""
import json
import os
import re
import subprocess
import sys

INC_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"\s*(?:/\*.*\*/\s*|//.*)?$')
SYS_RE = re.compile(r'^\s*#\s*include\s+<([^>]+)>')


def read(p):
    with open(p, encoding="utf-8") as f:
        return f.read()


def resolve(name, frm, dirs):
    for d in [os.path.dirname(frm)] + dirs:
        p = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(p):
            return p
    return None


def tags_of(paths):
    out = subprocess.run(["ctags", "--output-format=json", "--fields=+KzfSeE", "--c-kinds=dtsguevf",
                          "--language-force=C", "-f", "-"] + paths, capture_output=True, text=True, check=True).stdout
    res = []
    for line in out.splitlines():
        if not line.startswith("{"):
            continue
        t = json.loads(line)
        if t.get("_type") == "tag" and "kind" in t:
            res.append(t)
    return res


TOKEN_RE = re.compile(r'''
    (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<arrow>->)
  | (?P<other>.)
''', re.S | re.X)


def rename(text, names):
    """Identifier tokens in `names` (old -> new) are renamed, except member
    accesses."""
    if not names:
        return text
    out = []
    prev = ""  # the last significant token
    for m in TOKEN_RE.finditer(text):
        tok = m.group(0)
        if m.group("ident") and tok in names and prev not in (".", "->"):
            out.append(names[tok])
        else:
            out.append(tok)
        if not m.group("comment") and not tok.isspace():
            prev = tok
    return "".join(out)


def main():
    root, gen, outdir = sys.argv[1:4]
    os.chdir(root)
    dirs = ["src", gen]
    srcs = sorted(p for d in sorted(os.listdir("src")) if os.path.isdir(os.path.join("src", d))
                  for p in [os.path.join("src", d, f) for f in os.listdir(os.path.join("src", d))]
                  if p.endswith(".c"))
    srcs += sorted(os.path.join(gen, f) for f in os.listdir(gen) if f.endswith(".c"))

    # headers each source sees (transitively), and the order to emit them
    sys_includes = []
    header_order = []
    seen = set()

    def visit_header(h, stack):
        if h in seen:
            return
        seen.add(h)
        for line in read(h).splitlines():
            m = INC_RE.match(line)
            if m and m.group(1) != "hlslc.h" and m.group(1).endswith(".h"):
                p = resolve(m.group(1), h, dirs)
                if p:
                    visit_header(p, stack + [h])
            s = SYS_RE.match(line)
            if s and s.group(1) not in sys_includes:
                sys_includes.append(s.group(1))
        header_order.append(h)

    visible = {}

    def headers_of(p, acc):
        for line in read(p).splitlines():
            m = INC_RE.match(line)
            if m and m.group(1).endswith(".h") and m.group(1) != "hlslc.h":
                h = resolve(m.group(1), p, dirs)
                if h and h not in acc:
                    acc.add(h)
                    headers_of(h, acc)
        return acc

    for c in srcs:
        for line in read(c).splitlines():
            m = INC_RE.match(line)
            if m and m.group(1).endswith(".h") and m.group(1) != "hlslc.h":
                p = resolve(m.group(1), c, dirs)
                if p:
                    visit_header(p, [c])
            s = SYS_RE.match(line)
            if s and s.group(1) not in sys_includes:
                sys_includes.append(s.group(1))
        visible[c] = headers_of(c, set())

    tags = tags_of(srcs + header_order)
    filescope = {}  # file -> names defined at its file scope (not macros)
    macros = {}     # .c file -> macros it defines
    header_names = {}  # name -> headers declaring it
    header_defs = {}   # name -> [(header, kind)]
    for t in tags:
        p, k, n = t["path"], t["kind"], t["name"]
        if p.endswith(".h"):
            header_names.setdefault(n, set()).add(p)
            header_defs.setdefault(n, []).append((p, k))
        elif k == "macro":
            macros.setdefault(p, set()).add(n)
        elif t.get("file"):
            filescope.setdefault(p, set()).add(n)
    owners = {}
    for p, names in filescope.items():
        for n in names:
            owners.setdefault(n, set()).add(p)

    def unit(p):
        return re.sub(r"[^A-Za-z0-9]", "_", os.path.splitext(os.path.relpath(p, "."))[0].replace("src/", ""))

    def expand(text, frm, region):
        """#include lines: internal headers dropped (emitted before), *.def
        expanded in place, system headers dropped (included at the top)."""
        out = []
        for line in text.splitlines():
            m = INC_RE.match(line)
            if m:
                if m.group(1) == "hlslc.h":
                    continue
                p = resolve(m.group(1), frm, dirs)
                if p and not p.endswith(".h"):
                    out.append(f"/* ---- {p} ---- */")
                    out.append(expand(read(p), p, region))
                    continue
                if p:
                    continue
            if SYS_RE.match(line):
                continue
            out.append(line)
        return "\n".join(out)

    # Two headers no file includes together may define one name two ways
    # (ResKind of the front end and of the passes): the later header's is
    # renamed there and wherever it is seen.
    hdr_rename = {}  # header -> {old: new}
    for n, defs in header_defs.items():
        hs = [h for h in header_order if any(p == h for p, _ in defs)]
        kinds = {k for _, k in defs}
        if len(hs) > 1 and kinds & {"enumerator", "enum", "macro", "function", "variable"}:
            for h in hs[1:]:
                hdr_rename.setdefault(h, {})[n] = f"hlslc__{unit(h)}_{n}"

    def seen_renames(p):
        r = {}
        for h in sorted(visible.get(p) or headers_of(p, set())):
            r.update(hdr_rename.get(h, {}))
        r.update(hdr_rename.get(p, {}))
        return r

    # Names the system headers declare: all of them are seen everywhere now
    # (mem2reg's static `rename` is stdio's rename), so a file's own names
    # that meet one are renamed as well.
    cc = os.environ.get("CC", "cc")
    pre = subprocess.run([cc, "-std=c11", "-D_POSIX_C_SOURCE=200809L", "-E", "-P", "-x", "c", "-"],
                         input="".join(f"#include <{h}>\n" for h in sys_includes), capture_output=True,
                         text=True, check=True).stdout
    system_names = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", pre))

    os.makedirs(outdir, exist_ok=True)
    o = []
    o.append("/* hlslc.c - the hlslc library as one C file (make amalgamation;")
    o.append(" * packaging/amalgamate.py). Build: cc -std=c11 -c hlslc.c (with hlslc.h beside it). */")
    o.append("#ifndef _POSIX_C_SOURCE\n#define _POSIX_C_SOURCE 200809L\n#endif")
    o.append('#include "hlslc.h"')
    for s in sys_includes:
        o.append(f"#include <{s}>")
    # Functions and variables of external linkage that are not the public
    # API get the hlslc_ prefix, as the static library localizes them: a
    # program with its own arena_alloc must link with hlslc.o. (After the
    # public and system headers, which keep their names; a name the public
    # header uses stays as it is.)
    public_names = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", read("include/hlslc.h")))
    external = sorted({t["name"] for t in tags
                       if t["path"].endswith(".c") and t["kind"] in ("function", "variable") and not t.get("file")
                       and not t["name"].startswith(("hlslc_", "HLSLC_")) and t["name"] not in public_names
                       and t["name"] != "main"})
    for n in external:
        o.append(f"#define {n} hlslc__{n}")
    for h in header_order:
        o.append(f"/* ==== {h} ==== */")
        o.append(rename(expand(read(h), h, None), seen_renames(h)))
    renamed = 0
    for c in srcs:
        mine = filescope.get(c, set())
        clash = set()
        for n in mine:
            if len(owners.get(n, ())) > 1:
                clash.add(n)
            elif n in header_names and not (header_names[n] & visible[c]):
                clash.add(n)
            elif n in system_names:
                clash.add(n)
        renamed += len(clash)
        names = seen_renames(c)
        names.update({n: f"hlslc__{unit(c)}_{n}" for n in clash})
        body = rename(expand(read(c), c, c), names)
        o.append(f"/* ==== {c} ==== */")
        o.append(body)
        for mname in sorted(macros.get(c, ())):
            o.append(f"#undef {mname}")
    with open(os.path.join(outdir, "hlslc.c"), "w", encoding="utf-8") as f:
        f.write("\n".join(o) + "\n")
    with open(os.path.join(outdir, "hlslc.h"), "w", encoding="utf-8") as f:
        f.write(read("include/hlslc.h"))
    print(f"amalgamation: {len(srcs)} sources, {len(header_order)} headers, {renamed} names renamed, "
          f"{len(external)} external names prefixed -> "
          f"{os.path.join(outdir, 'hlslc.c')}")


if __name__ == "__main__":
    main()
