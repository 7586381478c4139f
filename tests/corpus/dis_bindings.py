#!/usr/bin/env python3
"""For every DXC-produced container in ../shared/corpus/dxc-outputs, the resource
bindings hlslc-dis prints must equal what the corpus's independent checker
(corpus_check.py bindings, which reads dx.resources through llvm-dis-14) reports.

  dis_bindings.py HLSLC_BIN CORPUS_TOOLS_DIR CORPUS_DIR
Prints "N passed, N failed"; exit status 1 on any mismatch."""
import concurrent.futures, os, re, subprocess, sys

bin_dir, tools, corpus = sys.argv[1:4]
LINE = re.compile(r'^  (SRV|UAV|CBV|Sampler) "(.*)" space (\d+) lower (\d+) size (\S+)$')


def ours(path):
    p = subprocess.run([os.path.join(bin_dir, "hlslc-dis"), path], capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip().splitlines()[-1:] or ["exit %d" % p.returncode]
    out, inside = [], False
    for line in p.stdout.splitlines():
        if line.startswith("resources:"):
            inside = True
            continue
        if inside:
            m = LINE.match(line)
            if not m:
                break
            out.append((m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)))
    return sorted(out), None


def theirs(path):
    p = subprocess.run([sys.executable, os.path.join(tools, "corpus_check.py"), "bindings", path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        return None
    return sorted(tuple(l.split("\t")) for l in p.stdout.splitlines() if l.strip())


def check(path):
    a, err = ours(path)
    b = theirs(path)
    if b is None:
        return path, None  # the independent checker cannot read it: not comparable
    if a is None:
        return path, "hlslc-dis failed: %s" % err
    return path, None if a == b else "bindings differ: ours %s, checker %s" % (a, b)


files = sorted(os.path.join(d, f) for d, _, fs in os.walk(os.path.join(corpus, "dxc-outputs"))
               for f in fs if f.endswith(".dxil"))
passed = failed = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
    for path, problem in ex.map(check, files):
        if problem:
            failed += 1
            print("FAIL: %s: %s" % (os.path.relpath(path, corpus), problem))
        else:
            passed += 1
print("dis-bindings: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
