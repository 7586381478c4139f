#!/usr/bin/env python3
"""Constant-buffer consistency: for every shader hlslc compiles, the layouts
`hlslc -Fre` reports must agree with the code it generates, and with DXC.

For each shader (tests/e2e/manifest.tsv; and, when ../shared/corpus exists,
every row of corpus/dxc-outputs/index.tsv, i.e. the skeleton, seed and
real-world shaders DXC compiled):
  1. compile with hlslc to DXIL text, with -Fre for the JSON reflection;
     shaders hlslc cannot compile yet are skipped (counted, not failed);
  2. every cbufferLoadLegacy with a constant row and every extractvalue of
     its result names a byte range; it must fall inside a variable of that
     buffer's reflected layout whose component has the loaded width;
  3. when DXC's disassembly of the same compile exists, its
     "Buffer Definitions" offsets and sizes must equal the reflected ones.
Prints one line per failure and "cbuffer-consistency: N checked, M skipped,
K failed"; exits 1 when K > 0.
Usage: consistency.py ROOT [CORPUS]   (HLSLC_BIN selects the binaries)"""
import json, os, re, shlex, subprocess, sys, tempfile

root = sys.argv[1]
corpus = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "..", "shared", "corpus")
hlslc = os.path.join(os.environ.get("HLSLC_BIN", os.path.join(root, "build", "bin")), "hlslc")
tmp = tempfile.mkdtemp(prefix="cbcons.")

COMP_BYTES = {"float": 4, "int": 4, "uint": 4, "bool": 4, "double": 8, "int64_t": 8, "uint64_t": 8,
              "half": 2, "int16_t": 2, "uint16_t": 2, "min16float": 4, "min10float": 4,
              "min16int": 4, "min12int": 4, "min16uint": 4}

def leaves(var, base, out, path):
    """(start, width, component, name) of every component of var."""
    n = max(var.get("elements", 0), 1)
    stride = var.get("stride", 0)
    for k in range(n):
        off = base + var["offset"] + k * stride
        name = path + var["name"] + (f"[{k}]" if var.get("elements") else "")
        cls = var["class"]
        if cls == "struct":
            for m in var.get("members", []):
                leaves(m, off, out, name + ".")
            continue
        es = COMP_BYTES.get(var["component"], 4)
        if cls in ("scalar", "vector"):
            for i in range(var["columns"]):
                out.append((off + i * es, es, var["component"], name))
        else:
            rows, cols = var["rows"], var["columns"]
            major, minor = (rows, cols) if cls == "matrix_rows" else (cols, rows)
            vs = 32 if minor * es > 16 else 16
            for a in range(major):
                for b in range(minor):
                    out.append((off + a * vs + b * es, es, var["component"], name))

def check_loads(text, refl):
    """Problems found comparing the DXIL's cbuffer loads with the reflection
    (libraries: function by function, as value numbers restart in each)."""
    bodies = re.findall(r"^define .*?^}", text, re.M | re.S)
    if len(bodies) <= 1:
        return check_loads_in(text, refl)
    n, problems = 0, []
    for b in bodies:
        k, p = check_loads_in(b, refl)
        n += k
        problems += p
    return n, problems

def check_loads_in(text, refl):
    """check_loads on one function (or a whole single-function module)."""
    bufs = {(b["space"], b["register"]): b for b in refl["constant_buffers"] if b["type"] == "cbuffer"}
    ids = {r["id"]: (r["space"], r["register"]) for r in refl["resources"] if r["class"] == "b"}
    handle = {}  # value name -> (space, register)
    for m in re.finditer(r"(%[\w.\"$]+) = call %dx\.types\.Handle @dx\.op\.createHandle\(i32 57, i8 2, i32 (\d+),", text):
        if int(m.group(2)) in ids: handle[m.group(1)] = ids[int(m.group(2))]
    for m in re.finditer(r"(%[\w.\"$]+) = call %dx\.types\.Handle @dx\.op\.createHandleFromBinding\(i32 217, %dx\.types\.ResBind \{ i32 (\d+), i32 -?\d+, i32 (\d+), i8 2 \}", text):
        handle[m.group(1)] = (int(m.group(3)), int(m.group(2)))
    # libraries: createHandleForLib(load @Name) names its buffer's global
    # (a buffer re-laid out for the legacy layout is NAME_legacy, read without align)
    loaded = {m.group(1): re.sub(r"_legacy$", "", m.group(2)) for m in re.finditer(
        r'(%[\w.\"$]+) = load [^,\n]+, [^@\n]+@"?([^",\n]+)"?(?:, align|\n)', text)}
    by_name = {b["name"]: k for k, b in bufs.items()}
    for m in re.finditer(r'(%[\w.\"$]+) = call %dx\.types\.Handle @"?dx\.op\.createHandleForLib\.[^(]*\(i32 160, .* (%[\w.\"$]+)\)', text):
        if loaded.get(m.group(2)) in by_name: handle[m.group(1)] = by_name[loaded[m.group(2)]]
    for m in re.finditer(r"(%[\w.\"$]+) = call %dx\.types\.Handle @dx\.op\.annotateHandle\(i32 216, %dx\.types\.Handle (%[\w.\"$]+),", text):
        if m.group(2) in handle: handle[m.group(1)] = handle[m.group(2)]
    loads = {}
    for m in re.finditer(r"(%[\w.\"$]+) = call %dx\.types\.CBufRet\.(\w+?)(?:\.8)? @dx\.op\.cbufferLoadLegacy\.\w+\(i32 59, %dx\.types\.Handle (%[\w.\"$]+), i32 (-?\d+)\)", text):
        loads[m.group(1)] = (m.group(3), int(m.group(4)), m.group(2))
    problems, n = [], 0
    cache = {}
    for m in re.finditer(r"extractvalue %dx\.types\.CBufRet\.[\w.]+ (%[\w.\"$]+), (\d+)", text):
        if m.group(1) not in loads: continue
        h, row, ty = loads[m.group(1)]
        if h not in handle or handle[h] not in bufs:
            problems.append(f"cbuffer load through unknown handle {h}")
            continue
        b = bufs[handle[h]]
        if b["name"] not in cache:
            out = []
            for v in b["variables"]: leaves(v, 0, out, "")
            cache[b["name"]] = out
        w = {"f32": 4, "i32": 4, "f64": 8, "i64": 8, "f16": 2, "i16": 2}[ty]
        start = row * 16 + int(m.group(2)) * w
        n += 1
        hit = [l for l in cache[b["name"]] if l[0] <= start < l[0] + l[1]]
        if not hit:
            problems.append(f"{b['name']}: load of row {row} component {m.group(2)} ({ty}) at byte {start} hits no variable")
        elif hit[0][1] != w or hit[0][0] != start:
            problems.append(f"{b['name']}: load of row {row} component {m.group(2)} ({ty}) at byte {start} "
                            f"does not match {hit[0][3]} ({hit[0][2]} at {hit[0][0]})")
    return n, problems

def dxc_layouts(text):
    """[(buffer name, [(leaf name, offset)], size)] from DXC's Buffer Definitions."""
    bufs, cur = [], None
    for line in text.splitlines():
        m = re.match(r"^; (cbuffer|tbuffer) (\S+)$", line)
        if m:
            cur = [m.group(2), [], None]; bufs.append(cur); continue
        if line.startswith("; Resource bind info for"):
            cur = None; continue
        if cur is None: continue
        if line.startswith("; Resource Bindings") : break
        m = re.match(r"^;\s+\} (\S+);\s+; Offset:\s*(\d+) Size:\s*(\d+)", line)
        if m: cur[2] = int(m.group(3)); continue
        m = re.match(r"^;\s+(?:row_major |column_major )?(\S+) ([^;\s]*);\s*; Offset:\s*(\d+)", line)
        if m and m.group(1) != "}":
            cur[1].append((re.sub(r"\[.*", "", m.group(2)), int(m.group(3))))
    return bufs

def check_dxc(refl, dxc_text):
    problems = []
    ours = {}
    for b in refl["constant_buffers"]:
        out = []
        def walk(v, base):
            off = base + v["offset"]
            if v["class"] == "struct":
                for mm in v.get("members", []): walk(mm, off)
            else:
                out.append((v["name"], off))
        for v in b["variables"]: walk(v, 0)
        ours.setdefault(b["name"], []).append((out, b["size"]))
    for name, lv, size in dxc_layouts(dxc_text):
        if name not in ours or not ours[name]: continue  # DXC kept a buffer we removed (or vice versa)
        out, osize = ours[name].pop(0)
        if lv != out or size != osize:
            problems.append(f"{name}: layout differs from DXC's\n    dxc : {lv} size {size}\n    ours: {out} size {osize}")
    return problems

def shaders():
    e2e = os.path.join(root, "tests", "e2e")
    for line in open(os.path.join(e2e, "manifest.tsv")):
        if line.startswith("#") or not line.strip(): continue
        f = line.rstrip("\n").split("\t")
        args = shlex.split(f[2]) if len(f) > 2 else []
        for prof in f[1].split():
            yield os.path.join(e2e, f[0]), "main", prof, args, None
    index = os.path.join(corpus, "dxc-outputs", "index.tsv")
    if not os.path.exists(index): return
    for line in open(index):
        f = line.rstrip("\n").split("\t")
        if f[0] == "set" or len(f) < 9 or f[8] != "ok": continue
        src = os.path.join(corpus, f[0], f[1], f[2])
        args, fixed = shlex.split(f[5]), []
        for a in args:  # include directories are relative to the project
            fixed.append("-I" + os.path.join(corpus, f[0], f[1], a[2:]) if a.startswith("-I") and len(a) > 2 else a)
        yield src, f[3], f[4], fixed, os.path.join(corpus, "dxc-outputs", f[7])

checked = skipped = failed = loads = 0
for i, (src, entry, prof, args, dxc_txt) in enumerate(shaders()):
    j = os.path.join(tmp, f"{i}.json")
    r = subprocess.run([hlslc, "-T", prof, "-E", entry] + args + [src, "-Fre", j],
                       capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        skipped += 1
        continue
    checked += 1
    refl = json.load(open(j))
    n, problems = check_loads(r.stdout, refl)
    loads += n
    if dxc_txt and os.path.exists(dxc_txt):
        problems += check_dxc(refl, open(dxc_txt, errors="replace").read())
    if problems:
        failed += 1
        print(f"FAIL: {os.path.relpath(src, root)} ({entry}, {prof})")
        for p in problems[:10]: print("  " + p)
print(f"cbuffer-consistency: {checked} checked ({loads} cbuffer loads), {skipped} skipped, {failed} failed")
sys.exit(1 if failed else 0)
