#!/usr/bin/env python3
"""scaling.py - does compile time grow linearly with shader size?

  scaling.py [-n RUNS] [--sizes 1000,10000,100000] [--kinds K,...] [--keep DIR] [HLSLC]

Generates compute shaders of about 1k, 10k and 100k lines of each kind below,
compiles each with HLSLC (default build/bin/hlslc, whole process, -Fo
/dev/null, median of RUNS, default 3) and prints the time per line. The
target (issue 17) is a time per line flat within 2x from the smallest to the
largest size; the start-up of the process (`hlslc --version`) is subtracted
before dividing, so the small sizes are not flattered or penalised by it.

Kinds:
  straight   one long function of dependent vector arithmetic
  calls      many small functions, each called once and inlined
  unroll     [unroll] loops nested two deep, over buffer reads
  structs    big structs copied through locals and helper functions (SROA)
  cbuffer    large constant buffers (64 KiB each), every member read
  resources  many buffers, each read once (implicit bindings)
  mixed      all of the above in one shader
Exit status 1 when a shader fails to compile or a kind's ratio exceeds 2.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


# Each generator gives (declarations, statements of the entry) for about n
# lines, with every global name prefixed by p (so that kinds can be mixed).


def gen_straight(n, p):
    decl = [f"RWStructuredBuffer<float4> {p}buf : register(u{len(p)});"]
    body = [f"  float4 {p}v0 = {p}buf[id.x], {p}v1 = {p}buf[id.x + 1], {p}v2 = {p}buf[id.x + 2];"]
    k = 3
    while len(body) < n - 6:
        body.append(f"  float4 {p}v{k} = {p}v{k - 1} * {k % 7 + 1}.5 + {p}v{k - 3}.wzyx - "
                    f"{p}v{k - 2} * {p}v{k - 1}.x;")
        k += 1
    body.append(f"  {p}buf[id.x] = {p}v{k - 1} + {p}v{k - 2};")
    return decl, body


def gen_calls(n, p):
    decl = [f"RWStructuredBuffer<float> {p}buf : register(u{len(p)});"]
    m = max(1, (n - 8) // 6)
    for k in range(m):
        decl += [f"float {p}f{k}(float x, float y) {{", f"  float t = x * {k % 5 + 2}.0 + y;",
                 f"  if (t > {k}.0) t = t - y * 0.5;", "  return t;", "}"]
    body = [f"  float {p}a = {p}buf[id.x], {p}b = {p}buf[id.x + 1];"]
    body += [f"  {p}a = {p}f{k}({p}a, {p}b);" for k in range(m)]
    body.append(f"  {p}buf[id.x] = {p}a;")
    return decl, body


def gen_unroll(n, p):
    decl = [f"RWStructuredBuffer<float4> {p}buf : register(u{len(p)});"]
    body = [f"  float4 {p}acc = 0;"]
    k = 0
    while len(body) < n - 7:
        body += ["  [unroll] for (int i%d = 0; i%d < 4; i%d++) {" % (k, k, k),
                 "    [unroll] for (int j%d = 0; j%d < 3; j%d++) {" % (k, k, k),
                 f"      {p}acc += {p}buf[id.x + i{k} * 3 + j{k} + {k}] * (i{k} + j{k} + {k % 9});",
                 "    }", "  }"]
        k += 1
    body.append(f"  {p}buf[id.x] = {p}acc;")
    return decl, body


def gen_structs(n, p):
    fields = 24
    decl = [f"struct {p}Big {{"] + [f"  float4 f{i};" for i in range(fields)] + ["};",
            f"RWStructuredBuffer<float4> {p}buf : register(u{len(p)});",
            f"{p}Big {p}scale({p}Big b, float s) {{"]
    decl += [f"  b.f{i} = b.f{i} * s + b.f{(i + 1) % fields};" for i in range(fields)]
    decl += ["  return b;", "}"]
    body = [f"  float4 {p}acc = 0;"]
    k = 0
    while len(decl) + len(body) + fields + 4 < n - 4:
        body.append(f"  {p}Big {p}b{k};")
        body += [f"  {p}b{k}.f{i} = {p}buf[id.x + {i + k}];" for i in range(fields)]
        body.append(f"  {p}Big {p}c{k} = {p}scale({p}b{k}, {k % 5 + 1}.0);")
        body.append(f"  {p}acc += {p}c{k}.f{k % fields} + {p}c{k}.f{(k + 7) % fields};")
        body.append(f"  if ({p}acc.x > {k}.0) {p}acc = {p}c{k}.f0;")
        k += 1
    body.append(f"  {p}buf[id.x] = {p}acc;")
    return decl, body


def gen_cbuffer(n, p):
    """Constant buffers of up to 4,000 float4 members (a cbuffer holds at
    most 64 KiB), every member read."""
    m = max(1, (n - 10) // 2)
    decl = []
    for start in range(0, m, 4000):
        decl.append(f"cbuffer {p}CB{start // 4000} {{")
        decl += [f"  float4 {p}c{i};" for i in range(start, min(m, start + 4000))]
        decl.append("};")
    decl.append(f"RWStructuredBuffer<float4> {p}buf : register(u{len(p)});")
    body = [f"  float4 {p}acc = {p}buf[id.x];"]
    body += [f"  {p}acc = {p}acc * {p}c{i} + {p}c{(i * 7) % m}.yzwx;" for i in range(m)]
    body.append(f"  {p}buf[id.x] = {p}acc;")
    return decl, body


def gen_resources(n, p):
    m = max(1, (n - 8) // 2)
    decl = [f"Buffer<float4> {p}t{i};" for i in range(m)]
    decl.append(f"RWStructuredBuffer<float4> {p}buf : register(u{len(p)});")
    body = [f"  float4 {p}acc = 0;"]
    body += [f"  {p}acc += {p}t{i}[id.x + {i % 13}];" for i in range(m)]
    body.append(f"  {p}buf[id.x] = {p}acc;")
    return decl, body


PARTS = [gen_straight, gen_calls, gen_unroll, gen_structs, gen_cbuffer, gen_resources]


def shader(parts):
    decl, body = [], []
    for d, b in parts:
        decl += d
        body += ["  {"] + b + ["  }"]
    return decl + ["[numthreads(64, 1, 1)]", "void main(uint3 id : SV_DispatchThreadID) {"] + body + ["}"]


def one_kind(g):
    return lambda n: shader([g(n, "")])


def gen_mixed(n):
    """Every kind in one shader, each with its own names (prefix xN_)."""
    each = max(40, n // len(PARTS))
    return shader([g(each, "x" * (j + 1) + "_") for j, g in enumerate(PARTS)])


KINDS = {"straight": one_kind(gen_straight), "calls": one_kind(gen_calls),
         "unroll": one_kind(gen_unroll), "structs": one_kind(gen_structs),
         "cbuffer": one_kind(gen_cbuffer), "resources": one_kind(gen_resources), "mixed": gen_mixed}


def run(hlslc, path):
    cmd = [hlslc, "-T", "cs_6_0", "-E", "main", path, "-Fo", os.devnull]
    t = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return p.returncode, time.monotonic() - t, p.stderr.decode(errors="replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--keep")
    ap.add_argument("hlslc", nargs="?", default=os.path.join(ROOT, "build", "bin", "hlslc"))
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    d = a.keep or tempfile.mkdtemp(prefix="hlslc-scaling.")
    os.makedirs(d, exist_ok=True)
    starts = []
    for _ in range(max(3, a.n)):
        t = time.monotonic()
        subprocess.run([a.hlslc, "--version"], stdout=subprocess.DEVNULL)
        starts.append(time.monotonic() - t)
    start = statistics.median(starts)
    print(f"hlslc: {a.hlslc}; start-up {start * 1000:.2f} ms (subtracted); load average "
          f"{open('/proc/loadavg').read().split()[0]}; median of {a.n}")
    print(f"{'kind':<10} {'lines':>7} {'ms':>9} {'us/line':>8}")
    bad = False
    for kind in a.kinds.split(","):
        per = []
        for n in sizes:
            lines = KINDS[kind](n)
            path = os.path.join(d, f"{kind}_{n}.hlsl")
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            ts = []
            for _ in range(a.n):
                rc, t, err = run(a.hlslc, path)
                if rc:
                    print(f"{kind} {n}: compile failed: {err.strip().splitlines()[:3]}")
                    bad = True
                    break
                ts.append(t)
            if not ts:
                continue
            t = statistics.median(ts)
            us = max(t - start, 0) * 1e6 / len(lines)
            per.append(us)
            print(f"{kind:<10} {len(lines):>7} {t * 1000:>9.1f} {us:>8.2f}")
        if len(per) >= 2:
            r = max(per) / max(min(per), 1e-9)
            flag = "" if r <= 2 else "  <-- not flat"
            bad |= r > 2
            print(f"{kind:<10} time per line max/min {r:.2f}{flag}")
    if not a.keep:
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))
        os.rmdir(d)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
