#!/usr/bin/env python3
"""RDAT against DXC: for every library row (lib_6_x profile) of
../shared/corpus/dxc-outputs/index.tsv, hlslc's RDAT part (the runtime data
a state object reads: resources, functions, subobjects, node records) must be
byte-identical to the RDAT of DXC's stored container for the same row.

  rdat_corpus.py HLSLC_BIN CORPUS_DIR

Rows are compiled with the row's own flags (index.tsv: project, path, entry,
profile, arguments). A row whose compile fails, or whose DXC container has
RDAT and ours has not (or the other way), counts as failed.
Prints one FAIL line per differing row (with the first differing byte) and
"rdat-corpus: N passed, N failed"."""
import os, shlex, subprocess, sys, tempfile

bin_dir, corpus = sys.argv[1:3]
hlslc = os.path.join(bin_dir, "hlslc")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_util import part, row_args  # noqa: E402


def fixed_args(args, proj):
    return row_args(corpus, args, proj)


passed = failed = 0
with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "x.dxil")
    for line in open(os.path.join(corpus, "dxc-outputs", "index.tsv"), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) < 7 or f[0] != "hlsl-real" or not f[4].startswith("lib_"):
            continue
        proj, path, entry, profile, args, dxil = f[1], f[2], f[3], f[4], f[5], f[6]
        ref = os.path.join(corpus, "dxc-outputs", dxil)
        if not os.path.exists(ref):
            continue
        row = f"{proj}/{path} {profile}"
        cmd = [hlslc, "-T", profile] + ([] if entry in ("", "-") else ["-E", entry])
        cmd += fixed_args(shlex.split(args), proj)
        cmd += [os.path.join(corpus, "hlsl-real", proj, path), "-Fo", out]
        try:
            r = subprocess.run(cmd, capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            print(f"FAIL {row}: timeout")
            failed += 1
            continue
        if r.returncode != 0:
            print(f"FAIL {row}: does not compile: {r.stderr.decode(errors='replace')[:200]}")
            failed += 1
            continue
        ours = part(open(out, "rb").read(), "RDAT")
        theirs = part(open(ref, "rb").read(), "RDAT")
        if ours == theirs:
            passed += 1
            continue
        failed += 1
        if ours is None or theirs is None:
            print(f"FAIL {row}: RDAT {'missing' if ours is None else 'written'} (DXC: {'none' if theirs is None else len(theirs)} bytes)")
            continue
        at = next((i for i in range(min(len(ours), len(theirs))) if ours[i] != theirs[i]), min(len(ours), len(theirs)))
        print(f"FAIL {row}: RDAT differs at byte {at} ({len(ours)} bytes, DXC {len(theirs)})")
print(f"rdat-corpus: {passed} passed, {failed} failed")
