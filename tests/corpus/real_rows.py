#!/usr/bin/env python3
"""Every row of the real-world corpus compiles to a container that LLVM's
independent tools read, except the rows listed in tests/hlsl-real.xfail.

  real_rows.py BIN_DIR TOOLS_DIR CORPUS_DIR XFAIL_LIST UPDATE(0|1)

Rows come from CORPUS_DIR/hlsl-real/*/manifest.tsv and are compiled the way
../shared/tools/corpus_check.py (the scoreboard) compiles them; each
container must pass its check_container (structure, obj2yaml-19,
llvm-dis-14). A row is named "project/path entry profile [args]" (args: the
manifest's defines and extra arguments, since one file is built in several
permutations). XFAIL_LIST has one "row # reason" per line, the reason naming
the issue the row waits on. An unlisted failure, a listed row that now passes
and a listed row that no longer exists each count as a failure, so the list
only shrinks. Prints "passed failed" on stdout for run-all.sh.

When the environment names DXC's validator (DXV=/path/to/dxv; it is not a
Debian package, so CI runs without it), every container must also pass it:
the final judge of a container, which the issue's acceptance applies.
"""
import concurrent.futures as cf
import os, shlex, subprocess, sys, tempfile

bin_dir, tools, corpus, xfail_path, update = sys.argv[1:6]
update = update == "1"
sys.path.insert(0, tools)
import corpus_check  # noqa: E402  (../shared/tools, used by reference)

hlslc = os.path.join(bin_dir, "hlslc")
dxv = os.environ.get("DXV")
if dxv and not os.access(dxv, os.X_OK):
    sys.exit(f"real_rows.py: DXV={dxv} is not an executable")
root = os.path.join(corpus, "hlsl-real")
rows = []
for proj in sorted(os.listdir(root)):
    man = os.path.join(root, proj, "manifest.tsv")
    if not os.path.exists(man):
        continue
    for line in open(man, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) < 3 or f[0] in ("", "path") or f[0].startswith("#"):
            continue
        if f[1] in ("", "-") and not f[2].startswith("lib_"):
            continue  # include-only header
        raw = " ".join(x for x in (f[3] if len(f) > 3 else "", f[4] if len(f) > 4 else "") if x)
        args, fixed, i = shlex.split(raw), [], 0
        while i < len(args):  # -I DIR is relative to the project's folder
            x = args[i]
            if x == "-I" and i + 1 < len(args):
                fixed += ["-I", os.path.join(root, proj, args[i + 1])]
                i += 2
                continue
            if x.startswith("-I") and len(x) > 2:
                x = "-I" + os.path.join(root, proj, x[2:])
            fixed.append(x)
            i += 1
        key = f"{proj}/{f[0]} {f[1]} {f[2]}" + (f" {raw}" if raw else "")
        rows.append((key, os.path.join(root, proj, f[0]), f[1], f[2], fixed))

listed = {}
header = []
try:
    for line in open(xfail_path):
        s = line.split(" # ", 1)[0].strip() if not line.startswith("#") else ""
        if s:
            listed[s] = line.rstrip("\n")
        elif not listed and line.startswith("#"):
            header.append(line.rstrip("\n"))
except FileNotFoundError:
    pass

tmp = tempfile.mkdtemp(prefix="hlsl-real.")


def one(i_row):
    i, (key, src, entry, profile, args) = i_row
    out = os.path.join(tmp, f"{i:04d}.dxil")
    rc, err, _ = corpus_check.compile_one(hlslc, src, entry, profile, args, out)
    if rc != 0 or not os.path.exists(out):
        lines = [l for l in err.splitlines() if "error" in l] or err.strip().splitlines() or [f"exit {rc}"]
        why = lines[0]
        why = why.split(": error: ", 1)[-1] if ": error: " in why else why
        return key, "compile: " + why[:140]
    ok, why, _ = corpus_check.check_container(out)
    if ok and dxv:
        r = subprocess.run([dxv, out], capture_output=True, text=True)
        text = (r.stdout + r.stderr).strip()
        if r.returncode != 0 or "Validation succeeded" not in text:
            lines = [l for l in text.splitlines() if "error" in l] or text.splitlines() or [f"exit {r.returncode}"]
            ok, why = False, "dxv: " + lines[0].strip()
    os.unlink(out)
    return key, None if ok else why[:160]


passed = expected = failed = 0
new_list, seen = [], set()
with cf.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
    for key, why in ex.map(one, enumerate(rows)):
        seen.add(key)
        if why:
            new_list.append(listed.get(key) or f"{key} # {why}")
            if key in listed:
                expected += 1
            else:
                failed += 1
                print(f"FAIL (not in hlsl-real.xfail): {key}: {why}", file=sys.stderr)
        elif key in listed:
            failed += 1
            print(f"now passes: remove from hlsl-real.xfail: {key}", file=sys.stderr)
        else:
            passed += 1
for key in sorted(set(listed) - seen):
    failed += 1
    print(f"stale hlsl-real.xfail entry (row not found): {key}", file=sys.stderr)
os.rmdir(tmp)
print(f"hlsl-real{' (with dxv)' if dxv else ''}: {passed} passed, {expected} expected failures (xfail), "
      f"{failed} unexpected", file=sys.stderr)
if update:
    with open(xfail_path, "w") as f:
        for line in header or ["# Real-world corpus rows (../shared/corpus/hlsl-real) that do not compile to a",
                               "# valid container yet. One per line: project/path entry profile [args] # reason.",
                               "# tests/run-all.sh fails on an unlisted failure and on a listed row that",
                               "# passes. Regenerate: tests/run-all.sh --update-xfail (then edit the reasons)."]:
            f.write(line + "\n")
        for line in sorted(new_list):
            f.write(line + "\n")
    print(f"updated {xfail_path}", file=sys.stderr)
print(passed, failed)
