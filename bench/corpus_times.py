#!/usr/bin/env python3
"""corpus_times.py - whole-process time and peak memory of every public real-world row.

  corpus_times.py [-n RUNS] [--top K] [--tsv OUT] [--filter REGEX] [HLSLC]

Compiles every row of ../shared/corpus/hlsl-real/*/manifest.tsv the way
../shared/tools/corpus_check.py does (hlslc -T PROFILE -E ENTRY ARGS FILE
-Fo /dev/null), RUNS times each (default 3), and prints:
  - totals, the distribution of the per-row median time (min, percentiles,
    max), of the per-row page faults (minor faults of the compiling process:
    a page of memory touched for the first time; the count hardly varies
    between runs, and on the machines here each costs about 2 us) and of
    the per-row peak RSS (one more run under /usr/bin/time);
  - the geometric mean of the time and the median page faults per project;
  - the K slowest rows (default 15) and the K largest by peak RSS;
  - rows that failed.
HLSLC defaults to build/bin/hlslc; use a release build (the default `make`)
for meaningful numbers. Times are wall clock, so a loaded machine inflates
them; compare runs made close together, or pass --cpu to measure the
compiler's own CPU time (user + system, from wait4), which load hardly
changes.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

from corpus_rows import manifest_rows

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REAL = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "hlsl-real"))


def rows():
    return manifest_rows(REAL)


def command(binary, src, entry, profile, a):
    return [binary, "-T", profile] + (["-E", entry] if entry not in ("", "-") else []) + a + [
        src, "-Fo", "/dev/null"]


CPU = False


def one(cmd):
    """(ok, seconds, minor page faults) of one whole-process compile: wall
    clock, or with --cpu the child's user + system time."""
    t = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    dt = ru.ru_utime + ru.ru_stime if CPU else time.monotonic() - t
    return os.waitstatus_to_exitcode(status) == 0, dt, ru.ru_minflt


def peak_kib(cmd):
    """Peak RSS of the compile, measured by /usr/bin/time: the ru_maxrss that
    wait4 gives this script includes the Python parent's own resident set
    (Linux keeps the high-water mark of the forked image across exec), about
    14 MiB, which would hide the compiler's."""
    r = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    try:
        return int(r.stderr.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return 0


def pct(xs, p):
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(p / 100.0 * (len(xs) - 1)))))
    return xs[k]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--tsv")
    ap.add_argument("--filter")
    ap.add_argument("--cpu", action="store_true", help="CPU time (user + system) instead of wall clock")
    ap.add_argument("hlslc", nargs="?", default=os.path.join(ROOT, "build", "bin", "hlslc"))
    a = ap.parse_args()
    global CPU
    CPU = a.cpu
    res = []
    for name, src, e, prof, args in rows():
        if a.filter and not re.search(a.filter, name):
            continue
        cmd = command(a.hlslc, src, e, prof, args)
        ts, fs, ok = [], [], True
        for _ in range(a.n):
            k, t, f = one(cmd)
            ok &= k
            ts.append(t)
            fs.append(f)
        res.append((name, prof, e, ok, statistics.median(ts), peak_kib(cmd) if ok else 0, statistics.median(fs)))
    good = [r for r in res if r[3]]
    bad = [r for r in res if not r[3]]
    if not good:
        print("no row compiled")
        return 1
    t = [r[4] * 1000 for r in good]
    m = [r[5] / 1024 for r in good]
    print(f"hlslc: {a.hlslc}; load average {open('/proc/loadavg').read().split()[0]}; runs per row {a.n}")
    print(f"rows {len(res)}; compiled {len(good)}; failed {len(bad)}")
    print("time ms: total %.0f  geomean %.2f  min %.1f  p10 %.1f  p50 %.1f  p90 %.1f  p99 %.1f  max %.1f" % (
        sum(t), statistics.geometric_mean(t), min(t), pct(t, 10), pct(t, 50), pct(t, 90), pct(t, 99), max(t)))
    pf = [r[6] for r in good]
    print("page faults: total %d  min %d  p10 %d  p50 %d  p90 %d  p99 %d  max %d" % (
        sum(pf), min(pf), pct(pf, 10), pct(pf, 50), pct(pf, 90), pct(pf, 99), max(pf)))
    print("peak RSS MiB: min %.1f  p10 %.1f  p50 %.1f  p90 %.1f  p99 %.1f  max %.1f" % (
        min(m), pct(m, 10), pct(m, 50), pct(m, 90), pct(m, 99), max(m)))
    projects = {}
    for r in good:
        projects.setdefault(r[0].split("/")[0], []).append(r)
    for proj, rs in sorted(projects.items()):
        print("  %-28s rows %4d  time geomean %7.2f ms  page faults p50 %6d" % (
            proj, len(rs), statistics.geometric_mean([r[4] * 1000 for r in rs]), statistics.median(r[6] for r in rs)))
    for lim in (5, 10, 20, 50, 100):
        print(f"  rows above {lim} ms: {sum(1 for x in t if x > lim)}")
    print(f"slowest {a.top}:")
    for r in sorted(good, key=lambda r: -r[4])[:a.top]:
        print("  %8.1f ms %7.1f MiB  %s %s %s" % (r[4] * 1000, r[5] / 1024, r[0], r[1], r[2]))
    print(f"largest peak RSS {a.top}:")
    for r in sorted(good, key=lambda r: -r[5])[:a.top]:
        print("  %8.1f ms %7.1f MiB  %s %s %s" % (r[4] * 1000, r[5] / 1024, r[0], r[1], r[2]))
    for r in bad:
        print(f"FAILED: {r[0]} {r[1]} {r[2]}")
    if a.tsv:
        with open(a.tsv, "w") as f:
            f.write("row\tprofile\tentry\tok\tms\tpeak_kib\tpage_faults\n")
            for r in res:
                f.write("%s\t%s\t%s\t%d\t%.3f\t%d\t%d\n" % (r[0], r[1], r[2], r[3], r[4] * 1000, r[5], r[6]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
