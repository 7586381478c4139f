#!/usr/bin/env python3
"""Root signatures against DXC: for every real-world row of
../shared/corpus/dxc-outputs/index.tsv whose DXC container has an RTS0 part,
hlslc's RTS0 for the same row must be byte-identical.

  rootsig_corpus.py HLSLC_BIN CORPUS_DIR

How the row's root signature is obtained from hlslc:
  1. the row compiled as DXC compiled it, up to the front end (-fcgl), with
     -Frs (the root signature container, from [RootSignature] or -rootsig-define);
  2. when that compile fails (front-end gaps unrelated to root signatures) and
     the row names its root signature with -rootsig-define NAME: the row's
     source compiled as -T rootsig_1_1 -E NAME with the row's -D/-I flags and
     the row profile's __SHADER_TARGET_* macros (which the root signature may
     depend on), i.e. the same macro, expanded after the same preprocessing.
Also, for every distinct RTS0 of DXC's containers: hlslc-dis prints it in the
root-signature language (as a #define), and that text compiled with
-T rootsig_1_x must give the same bytes again (the printer and the parser
agree with DXC's serializer).
Rows that cannot be compared yet for reasons outside root signatures are
listed in tests/corpus/rootsig.xfail ("path entry profile # reason"); a listed
row that passes is reported so the list only shrinks.
Prints one FAIL line per differing row and "rootsig-corpus: N passed, N failed"."""
import concurrent.futures, os, shlex, subprocess, sys, tempfile

bin_dir, corpus = sys.argv[1:3]
hlslc = os.path.join(bin_dir, "hlslc")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_util import part, row_args  # noqa: E402
STAGES = {"ps": 0, "vs": 1, "gs": 2, "hs": 3, "ds": 4, "cs": 5, "lib": 6, "ms": 13, "as": 14}


def fixed_args(args, proj):
    return row_args(corpus, args, proj)


def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=120)
        return p.returncode, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return 1, "timeout"


def ours(row, tmp):
    proj, path, entry, profile, args = row["project"], row["path"], row["entry"], row["profile"], row["args"]
    src = os.path.join(corpus, "hlsl-real", proj, path)
    args = fixed_args(shlex.split(args), proj)
    rs = os.path.join(tmp, "rs.dxbc")
    cmd = [hlslc, "-T", profile] + (["-E", entry] if entry not in ("", "-") else []) + args + \
          [src, "-fcgl", "-Frs", rs]
    rc, err = run(cmd)
    if rc == 0 and os.path.exists(rs):
        return part(open(rs, "rb").read(), "RTS0"), None
    first_err = err.strip().splitlines()[:1]
    if "-rootsig-define" not in args:
        return None, "compile failed: %s" % first_err
    k = args.index("-rootsig-define")
    name = args[k + 1]
    rest = args[:k] + args[k + 2:]
    stage, ver = profile.split("_", 1)
    major, minor = ver.split("_")
    macros = ["-D__SHADER_TARGET_MAJOR=%s" % major, "-D__SHADER_TARGET_MINOR=%s" % minor,
              "-D__SHADER_TARGET_STAGE=%d" % STAGES.get(stage, 5)]
    cmd = [hlslc, "-T", "rootsig_1_1", "-E", name] + macros + rest + [src, "-Fo", rs]
    rc, err2 = run(cmd)
    if rc != 0 or not os.path.exists(rs):
        return None, "compile failed: %s; as a root signature: %s" % (first_err, err2.strip().splitlines()[:1])
    return part(open(rs, "rb").read(), "RTS0"), None


def check(row):
    theirs = part(open(os.path.join(corpus, "dxc-outputs", row["container"]), "rb").read(), "RTS0")
    if theirs is None:
        return row, None, False
    with tempfile.TemporaryDirectory() as tmp:
        mine, err = ours(row, tmp)
    if err:
        return row, err, True
    if mine is None:
        return row, "no RTS0 part (DXC writes %d bytes)" % len(theirs), True
    if mine != theirs:
        at = next((i for i in range(min(len(mine), len(theirs))) if mine[i] != theirs[i]), min(len(mine), len(theirs)))
        return row, "RTS0 differs: %d bytes, DXC %d bytes, first difference at byte %d" % (len(mine), len(theirs), at), True
    return row, None, True


rows = []
with open(os.path.join(corpus, "dxc-outputs", "index.tsv"), encoding="utf-8") as f:
    head = f.readline().rstrip("\n").split("\t")
    for line in f:
        r = dict(zip(head, line.rstrip("\n").split("\t")))
        if r.get("set") == "hlsl-real" and r.get("status") == "ok" and r.get("container"):
            rows.append(r)

xfail = {}
xpath = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rootsig.xfail")
for line in open(xpath, encoding="utf-8") if os.path.exists(xpath) else []:
    key = line.split("#", 1)[0].strip()
    if key:
        xfail[key] = line.strip()

passed = failed = expected = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
    for row, problem, relevant in ex.map(check, rows):
        if not relevant:
            continue
        key = "%s %s %s" % (row["path"], row["entry"], row["profile"])
        if problem and key in xfail:
            expected += 1
        elif problem:
            failed += 1
            print("FAIL: %s: %s" % (key, problem))
        elif key in xfail:
            failed += 1
            print("FAIL: now passes, remove from rootsig.xfail: %s" % key)
        else:
            passed += 1
def round_trip(item):
    path, blob = item
    with tempfile.TemporaryDirectory() as tmp:
        p = subprocess.run([os.path.join(bin_dir, "hlslc-dis"), "--no-module", path], capture_output=True, text=True)
        text = p.stdout
        if p.returncode != 0 or "#define RTS0" not in text:
            return path, "hlslc-dis printed no root signature"
        ver = text[text.index("as HLSL (rootsig_1_") + 19]
        src = os.path.join(tmp, "rs.hlsl")
        with open(src, "w") as f:
            f.write(text[text.index("#define RTS0"):])
        out = os.path.join(tmp, "rs.dxbc")
        rc, err = run([hlslc, "-T", "rootsig_1_" + ver, "-E", "RTS0", src, "-Fo", out])
        if rc != 0:
            return path, "printed root signature does not compile: %s" % err.strip().splitlines()[:1]
        if part(open(out, "rb").read(), "RTS0") != blob:
            return path, "printed root signature compiles to other bytes"
    return path, None


seen = {}
for row in rows:
    c = os.path.join(corpus, "dxc-outputs", row["container"])
    blob = part(open(c, "rb").read(), "RTS0")
    if blob is not None and blob not in seen:
        seen[blob] = c
with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
    for path, problem in ex.map(round_trip, [(c, b) for b, c in seen.items()]):
        if problem:
            failed += 1
            print("FAIL: round trip of %s: %s" % (os.path.relpath(path, corpus), problem))
        else:
            passed += 1
print("rootsig-corpus: %d passed, %d failed" % (passed, failed))
if expected:
    print("(%d expected failures listed in tests/corpus/rootsig.xfail)" % expected)
sys.exit(1 if failed else 0)
