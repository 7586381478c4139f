#!/usr/bin/env python3
"""same_output.py - prove a change leaves every output byte-identical.

  same_output.py record BIN_DIR OUT_DIR [--jobs N]
  same_output.py compare OUT_DIR_A OUT_DIR_B

`record` runs the tools of BIN_DIR (hlslc, hlslc-opt, hlslc-llc, hlslc-dis)
over everything the project compiles and stores what they produce:
  1. every row of the real-world corpus (../shared/corpus/hlsl-real), the
     skeleton corpus and the seed examples, as corpus_check.py compiles them,
     with -Fo (container) and -Fc (listing), plus exit status and stderr;
  2. every shader/profile of tests/e2e/manifest.tsv, the same way;
  3. every RUN line of the lit suites (tests/lit, ../shared/corpus/llvm-tests,
     ../shared/corpus/dxc-tests): lit runs with HLSLC_BIN pointing at
     wrappers that record each tool invocation (its arguments and standard
     input as the key; standard output, standard error, exit status and the
     files it wrote with -o/-Fo/-Fc/-Fre/-Frs/-Fh as the value).
`compare` lists every key whose outputs differ or that exists on one side
only, and exits non-zero when there is any. Run `record` for the parent
commit's build and for the new one, then `compare` the two folders.
"""
import concurrent.futures as cf
import hashlib
import os
import shlex
import shutil
import subprocess
import sys

from corpus_rows import manifest_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))
LIT = "/usr/lib/llvm-19/build/utils/lit/lit.py"
TOOLS = ["hlslc", "hlslc-opt", "hlslc-llc", "hlslc-dis"]
# Fixed scratch folder for lit's %t files: the paths are part of the
# recorded command lines, so both recordings must use the same one.
# HLSLC_SAME_LIT_OUT moves it (agents recording at the same time must not
# share it).
LIT_OUT = os.environ.get("HLSLC_SAME_LIT_OUT", "/tmp/hlslc-same-output-lit")

WRAPPER = r"""#!/bin/bash
# Records one invocation of TOOL for same_output.py, then behaves as TOOL.
real=@REAL@
log=@LOG@
t=$(mktemp -d /tmp/hlslc-same.XXXXXX)
cat >"$t/in"
"$real" "$@" <"$t/in" >"$t/out" 2>"$t/err"
rc=$?
{
  printf '%s\0' @NAME@ "$@" | sed "s#@LITOUT@#%t#g"
  cat "$t/in"
} | sha1sum | cut -c1-40 >"$t/key"
k=$(cat "$t/key")
d="$log/$k"
mkdir -p "$d"
printf '%s\n' @NAME@ "$@" >"$d/argv"
echo "$rc" >"$d/rc"
cp "$t/out" "$d/stdout"
cp "$t/err" "$d/stderr"
prev=
for a in "$@"; do
  case "$prev" in
    -o|-Fo|-Fc|-Fre|-Frs|-Fh) [ "$a" != - ] && [ -f "$a" ] && cp "$a" "$d/file$prev" ;;
  esac
  prev=$a
done
cat "$t/out"
cat "$t/err" >&2
rm -rf "$t"
exit $rc
"""


def compile_rows():
    rows = []
    for s in ("hlsl-real", "skeleton"):
        d = os.path.join(CORPUS, s)
        if os.path.isdir(d):
            for name, src, e, p, a in manifest_rows(d):
                rows.append((f"{s}/{name}@{p}@{e}@{' '.join(a)}", src, e, p, a))
    seeds = os.path.join(CORPUS, "seed-examples")
    if os.path.isdir(seeds):
        for f in sorted(os.listdir(seeds)):
            if f.endswith(".hlsl"):
                rows.append((f"seeds/{f}", os.path.join(seeds, f), "main", "cs_6_0", []))
    man = os.path.join(ROOT, "tests", "e2e", "manifest.tsv")
    for line in open(man):
        f = line.rstrip("\n").split("\t")
        if not f[0] or f[0].startswith("#"):
            continue
        for p in f[1].split():
            extra = shlex.split(f[2]) if len(f) > 2 else []
            rows.append((f"e2e/{f[0]}@{p}", os.path.join(ROOT, "tests", "e2e", f[0]), "main", p, extra))
    return rows


def record_row(binp, out, row):
    name, src, e, p, a = row
    key = hashlib.sha1(name.encode()).hexdigest()
    d = os.path.join(out, "rows", key)
    os.makedirs(d, exist_ok=True)
    fo, fc = os.path.join(d, "container"), os.path.join(d, "listing")
    cmd = [os.path.join(binp, "hlslc"), "-T", p] + (["-E", e] if e not in ("", "-") else []) + a + [
        src, "-Fo", fo, "-Fc", fc]
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=300)
        rc, err = r.returncode, r.stderr
    except subprocess.TimeoutExpired:
        rc, err = "timeout", b""
    open(os.path.join(d, "argv"), "w").write(name + "\n")
    open(os.path.join(d, "rc"), "w").write(f"{rc}\n")
    open(os.path.join(d, "stderr"), "wb").write(err)
    return name


def record(binp, out, jobs):
    binp = os.path.abspath(binp)
    out = os.path.abspath(out)
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    rows = compile_rows()
    with cf.ThreadPoolExecutor(jobs) as ex:
        list(ex.map(lambda r: record_row(binp, out, r), rows))
    print(f"recorded {len(rows)} compiles")
    wrap = os.path.join(out, "wrap")
    log = os.path.join(out, "lit")
    os.makedirs(wrap)
    os.makedirs(log)
    for t in TOOLS:
        w = os.path.join(wrap, t)
        text = (WRAPPER.replace("@REAL@", shlex.quote(os.path.join(binp, t)))
                .replace("@LOG@", shlex.quote(log)).replace("@NAME@", t).replace("@LITOUT@", LIT_OUT))
        open(w, "w").write(text)
        os.chmod(w, 0o755)
    env = dict(os.environ, HLSLC_BIN=wrap, HLSLC_ROOT=ROOT)
    for suite in (os.path.join(ROOT, "tests", "lit"), os.path.join(CORPUS, "llvm-tests"),
                  os.path.join(CORPUS, "dxc-tests")):
        if not os.path.isdir(suite):
            continue
        if os.path.exists(LIT_OUT):
            shutil.rmtree(LIT_OUT)
        env["HLSLC_LIT_OUT"] = LIT_OUT
        subprocess.run([sys.executable, LIT, "-q", f"-j{jobs}", suite], env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(f"recorded {len(os.listdir(log))} tool invocations of the lit suites")


def digest_dir(d):
    res = {}
    for f in sorted(os.listdir(d)):
        res[f] = hashlib.sha1(open(os.path.join(d, f), "rb").read()).hexdigest()
    return res


def compare(a, b):
    bad = 0
    total = 0
    for sub in ("rows", "lit"):
        da, db = os.path.join(a, sub), os.path.join(b, sub)
        ka = set(os.listdir(da)) if os.path.isdir(da) else set()
        kb = set(os.listdir(db)) if os.path.isdir(db) else set()
        for k in sorted(ka | kb):
            total += 1
            pa, pb = os.path.join(da, k), os.path.join(db, k)
            what = open(os.path.join(pa if k in ka else pb, "argv")).read().split("\n")
            what = " ".join(what).strip()[:200]
            if k not in kb or k not in ka:
                bad += 1
                print(f"only in {'A' if k in ka else 'B'}: {sub}: {what}")
                continue
            ga, gb = digest_dir(pa), digest_dir(pb)
            if ga != gb:
                bad += 1
                diff = sorted(f for f in set(ga) | set(gb) if ga.get(f) != gb.get(f))
                print(f"differs ({', '.join(diff)}): {sub}: {what}")
    print(f"same-output: {total - bad} identical, {bad} different")
    return bad == 0


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "record":
        jobs = 2
        if "--jobs" in sys.argv:
            jobs = int(sys.argv[sys.argv.index("--jobs") + 1])
        record(sys.argv[2], sys.argv[3], jobs)
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        sys.exit(0 if compare(sys.argv[2], sys.argv[3]) else 1)
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
