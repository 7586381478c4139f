#!/usr/bin/env python3
"""layers.py - every #include "..." of the library points down the layers.

  tests/layers.py [ROOT]      check ROOT/src (default: this repository)
  tests/layers.py --self-test check two made-up trees, one with a bad include

The modules of src/ and what each may include (its own headers always):

  base       -
  ir         base
  dxil       base ir
  container  base ir dxil
  passes     base ir dxil container
  hlsl       base ir dxil                 (the front end knows no pass)
  rootsig    base ir dxil container       (root signatures -> RTS0 parts)
  run        base ir dxil container       (the interpreter behind hlslc-run)
  driver     everything (it wires them)

include/hlslc.h, the public API, may be included from anywhere; a header
generated into the build folder belongs to the module whose rules.mk
generates it. An include is resolved as the compiler does (-Isrc -Iinclude):
next to the including file first, then under src/ and include/. An include
that points up or sideways, or that resolves to nothing, fails the check
with the file, the line and the include; on success it prints how many
includes of how many files it checked, per module.
"""
import os
import re
import subprocess
import sys
import tempfile

ALLOWED = {
    "base": set(),
    "ir": {"base"},
    "dxil": {"base", "ir"},
    "container": {"base", "ir", "dxil"},
    "passes": {"base", "ir", "dxil", "container"},
    "hlsl": {"base", "ir", "dxil"},
    "rootsig": {"base", "ir", "dxil", "container"},
    "run": {"base", "ir", "dxil", "container"},
    "driver": {"base", "ir", "dxil", "container", "passes", "hlsl", "rootsig", "run"},
}
PUBLIC = "(public API)"
INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SOURCE_EXT = (".c", ".h", ".def", ".inc")


def generated_headers(src):
    """name -> module for headers a module's rules.mk generates ($(B)/gen/NAME)."""
    gen = {}
    for mod in sorted(os.listdir(src)):
        mk = os.path.join(src, mod, "rules.mk")
        if os.path.isfile(mk):
            for name in re.findall(r"\$\(B\)/gen/([A-Za-z0-9_.]+\.h)\b", open(mk).read()):
                gen[name] = mod
    return gen


def module_of(src, path):
    rel = os.path.relpath(path, src)
    return rel.split(os.sep)[0] if not rel.startswith("..") else None


def check(root):
    src = os.path.join(root, "src")
    inc = os.path.join(root, "include")
    gen = generated_headers(src)
    errors = []
    per_mod = {}
    for dirpath, dirs, files in os.walk(src):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith(SOURCE_EXT):
                continue
            path = os.path.join(dirpath, f)
            mod = module_of(src, path)
            rel = os.path.relpath(path, root)
            if mod not in ALLOWED:
                errors.append(f"{rel}: module '{mod}' has no place in the layers (add it to tests/layers.py)")
                continue
            n = per_mod.setdefault(mod, [0, 0])
            n[0] += 1
            for ln, line in enumerate(open(path, errors="replace"), 1):
                m = INCLUDE_RE.match(line)
                if not m:
                    continue
                name = m.group(1)
                n[1] += 1
                target = None
                for base in (dirpath, src, inc):
                    cand = os.path.normpath(os.path.join(base, name))
                    if os.path.isfile(cand):
                        target = PUBLIC if base == inc else module_of(src, cand)
                        break
                if target is None and os.path.basename(name) == name and name in gen:
                    target = gen[name]
                if target is None:
                    errors.append(f'{rel}:{ln}: #include "{name}" resolves to no file of src/ or include/')
                elif target != PUBLIC and target != mod and target not in ALLOWED[mod]:
                    errors.append(f'{rel}:{ln}: #include "{name}": {mod} may not include {target} '
                                  f"({mod} may include: {' '.join(sorted(ALLOWED[mod])) or 'nothing'})")
    return errors, per_mod


def run(root):
    errors, per_mod = check(root)
    for e in errors:
        print("layers: " + e)
    files = sum(v[0] for v in per_mod.values())
    incs = sum(v[1] for v in per_mod.values())
    detail = ", ".join(f"{m} {v[1]}" for m, v in sorted(per_mod.items()))
    print(f"layers: {incs} includes of {files} files checked ({detail}); {len(errors)} pointing up or sideways")
    return not errors


def self_test():
    ok = True
    with tempfile.TemporaryDirectory(prefix="hlslc-layers.") as t:
        def write(rel, text):
            p = os.path.join(t, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            open(p, "w").write(text)
        write("include/hlslc.h", "")
        write("src/base/base.h", '#include "hlslc.h"\n')
        write("src/ir/ir.h", '#include "../base/base.h"\n')
        write("src/dxil/dxil.h", '#include "../ir/ir.h"\n#include "dxil_ops_gen.h"\n')
        write("src/dxil/rules.mk", "H := $(B)/gen/dxil_ops_gen.h\n")
        write("src/passes/passes.h", '#include "../dxil/dxil.h"\n')
        write("src/hlsl/hlsl.h", '#include "dxil/dxil.h"\n')
        write("src/driver/d.c", '#include "passes/passes.h"\n#include "hlsl/hlsl.h"\n')
        errors, _ = check(t)
        if errors:
            print("layers self-test: a clean tree fails:\n  " + "\n  ".join(errors))
            ok = False
        bad = [("src/dxil/dis.c", '#include "../passes/passes.h"\n', "src/dxil/dis.c:1", "dxil may not include passes"),
               ("src/hlsl/sig.h", '\n#include "../passes/passes.h"\n', "src/hlsl/sig.h:2", "hlsl may not include passes"),
               ("src/container/c.c", '#include "hlsl/hlsl.h"\n', "src/container/c.c:1", "container may not include hlsl"),
               ("src/ir/x.c", '#include "missing.h"\n', "src/ir/x.c:1", "resolves to no file")]
        for rel, text, where, what in bad:
            write(rel, text)
            errors, _ = check(t)
            os.remove(os.path.join(t, rel))
            if not any(where in e and what in e for e in errors):
                print(f"layers self-test: {rel} with {text.strip()!r} not reported ({errors})")
                ok = False
        # the command line fails on a bad tree
        write("src/dxil/dis.c", '#include "../passes/passes.h"\n')
        r = subprocess.run([sys.executable, os.path.abspath(__file__), t], capture_output=True, text=True)
        if r.returncode == 0 or "src/dxil/dis.c:1" not in r.stdout:
            print("layers self-test: the command did not fail on a bad include:\n" + r.stdout)
            ok = False
    print(f"layers self-test: {'ok' if ok else 'FAILED'} (a clean tree passes; 4 bad includes are reported)")
    return ok


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(0 if self_test() else 1)
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.exit(0 if run(root) else 1)


if __name__ == "__main__":
    main()
