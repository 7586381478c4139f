#!/usr/bin/env python3
"""Write src/hot-functions.txt: the functions a compile runs, which the build
places together at the start of the code (Makefile: $(B)/hot.ld, given to the
`ld -r` that makes libhlslc.a), so that a compile touches fewer code pages
(the kernel maps code in 64 KB windows around each page touched: with the
functions in source order, a typical compile mapped nearly all of hlslc's
1.2 MB of code; the peak RSS of a row counts those pages).

  bench/hot_functions.py [BIN] [CORPUS]   (BIN: an unstripped build/bin/hlslc)

Runs BIN under callgrind over a spread of real rows (every project, compute,
graphics and library targets) and lists every function of BIN that ran: the
ones all rows run first, then by how many rows run them; within that, by
source file and the function's place in BIN, so that each stage's code
stays together (ordering by cost scattered the option parser and start-up
code over the list: --version mapped 512 KB of code instead of 128 KB).
Functions missing from the list (new code) are placed after it: the list
changes where code lies, never what it does, so a stale list costs only
memory, and regenerating it is a choice made with the numbers
(`/usr/bin/time -f %M` over the real rows)."""
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import manifest_rows  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/bin/hlslc"))
CORPUS = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "../shared/corpus/hlsl-real")
OUT = os.path.join(root, "src/hot-functions.txt")
# (project substring, index among its rows): a spread of sizes and stages
PICK = [("MiniEngine", 5), ("FidelityFX", 7), ("WickedEngine", 100), ("Vulkan", 5), ("fullscreen.vert", 0),
        ("rtreflectionLIB", 0), ("DirectX-Graphics", 40), ("DirectX-Graphics", 150), ("Vulkan", 60),
        ("FidelityFX", 150), ("WickedEngine", 250), ("lensFlarePS", 0)]

rows = list(manifest_rows(CORPUS))
runs = collections.Counter()
src_of = {}
tmp = tempfile.mkdtemp()
nprof = 0
for sub, k in PICK:
    hits = [r for r in rows if sub in r[0]]
    if len(hits) <= k:
        continue
    name, src, e, prof, args = hits[k]
    cmd = ["-T", prof] + (["-E", e] if e not in ("", "-") else []) + args + [src, "-Fo", os.devnull]
    cg = os.path.join(tmp, "cg.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + cg, BIN] + cmd,
                   capture_output=True)
    out = subprocess.run(["callgrind_annotate", "--threshold=100", cg], capture_output=True, text=True).stdout
    seen = set()
    for line in out.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(\S+):(\S+) \[(\S+)\]", line)
        if not m or os.path.abspath(m.group(4)) != BIN:
            continue
        fn = m.group(3).split("'")[0]  # callgrind marks recursion depth as f'2
        if fn in seen or fn.startswith("0x"):  # code without a symbol (start-up files)
            continue
        seen.add(fn)
        runs[fn] += 1
        src_of.setdefault(fn, os.path.basename(m.group(2)))
    nprof += 1
addr = {}
for line in subprocess.run(["nm", BIN], capture_output=True, text=True).stdout.splitlines():
    f = line.split()
    if len(f) == 3 and f[1] in "tT":
        addr.setdefault(f[2], int(f[0], 16))
order = sorted(runs, key=lambda f: (-runs[f], src_of[f], addr.get(f, 1 << 62), f))
with open(OUT, "w") as f:
    f.write("# The functions a compile runs, those most rows run first (bench/hot_functions.py; %d rows):\n" % nprof)
    f.write("# the build places them together (Makefile, hot.ld). One name a line.\n")
    for fn in order:
        f.write(fn + "\n")
print("%s: %d functions from %d rows" % (OUT, len(order), nprof))
