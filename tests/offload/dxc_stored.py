#!/usr/bin/env python3
"""Stands in for the compiler of an offload test: copies DXC's stored
container for this compile to the -Fo path, so that hlslc-run executes
DXC's output (tests/offload/lit.cfg.py, HLSLC_OFFLOAD_DXC=1).

  dxc_stored.py STORE EXEC_ROOT <compiler arguments...>

The -Fo path is <EXEC_ROOT>/<test dir>/Output/<test name>.tmp<suffix>; the
stored object is STORE/<test dir>/<test name>/t<suffix>, and STORE/index.tsv
says whether DXC compiled it ("ok") or with which error it failed."""
import os
import shutil
import sys

store, exec_root, args = sys.argv[1], sys.argv[2], sys.argv[3:]
out = None
for k, a in enumerate(args):
    if a == "-Fo" and k + 1 < len(args):
        out = args[k + 1]
    elif a.startswith("-Fo") and len(a) > 3:
        out = a[3:]
if not out:
    sys.exit("dxc_stored.py: no -Fo in the compile command")
rel = os.path.relpath(os.path.abspath(out), os.path.abspath(exec_root))
parts = rel.split(os.sep)
if len(parts) < 2 or parts[-2] != "Output" or ".tmp" not in parts[-1]:
    sys.exit("dxc_stored.py: unexpected -Fo path " + out)
name, suffix = parts[-1].split(".tmp", 1)
test = "/".join(parts[:-2] + [name])
obj = "t" + suffix
status = None
with open(os.path.join(store, "index.tsv")) as f:
    for line in f:
        cols = line.rstrip("\n").split("\t")
        if len(cols) >= 3 and cols[0] == test and cols[1] == obj:
            status = cols[2]
if status is None:
    sys.exit("dxc_stored.py: no stored DXC container for %s (%s)" % (test, obj))
if status != "ok":
    sys.exit("dxc_stored.py: DXC failed to compile %s: %s" % (test, status))
shutil.copyfile(os.path.join(store, test, obj), out)
