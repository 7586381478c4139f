#!/usr/bin/env python3
"""-Fh/-Vn on MiniEngine, as its own build uses them: every MiniEngine row of
../shared/corpus/dxc-outputs/index.tsv is compiled with -Fo and -Fh/-Vn; all
the headers are then compiled into one C++ translation unit (C when no C++
compiler is installed) whose program writes each array out, and each array
must be byte for byte the container -Fo wrote.

  header_corpus.py HLSLC_BIN CORPUS_DIR
Prints "header-corpus: N passed, N failed"."""
import concurrent.futures, os, shlex, shutil, subprocess, sys, tempfile

bin_dir, corpus = sys.argv[1:3]
hlslc = os.path.join(bin_dir, "hlslc")


def fixed_args(args, proj):
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a == "-I" and i + 1 < len(args):
            out += ["-I", os.path.join(corpus, "hlsl-real", proj, args[i + 1])]
            i += 2
            continue
        out.append(a)
        i += 1
    return out


rows = []
with open(os.path.join(corpus, "dxc-outputs", "index.tsv"), encoding="utf-8") as f:
    head = f.readline().rstrip("\n").split("\t")
    for line in f:
        r = dict(zip(head, line.rstrip("\n").split("\t")))
        if r.get("set") == "hlsl-real" and r.get("status") == "ok" and r.get("path", "").startswith("MiniEngine/"):
            rows.append(r)

tmp = tempfile.mkdtemp(prefix="hlslc-fh.")
try:
    def build(item):
        k, r = item
        src = os.path.join(corpus, "hlsl-real", r["project"], r["path"])
        obj, hdr = os.path.join(tmp, "%d.dxil" % k), os.path.join(tmp, "%d.h" % k)
        cmd = [hlslc, "-T", r["profile"], "-E", r["entry"]] + fixed_args(shlex.split(r["args"]), r["project"]) + \
              [src, "-Fo", obj, "-Fh", hdr, "-Vn", "g_shader_%d" % k]
        p = subprocess.run(cmd, capture_output=True)
        return k, r, p.returncode == 0 and os.path.exists(obj) and os.path.exists(hdr)

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        built = list(ex.map(build, enumerate(rows)))
    ok_rows = [(k, r) for k, r, ok in built if ok]
    failed = [(r, "does not compile") for k, r, ok in built if not ok]
    cxx = shutil.which("c++") or shutil.which("cc")
    main = os.path.join(tmp, "main.cpp" if cxx.endswith("c++") else "main.c")
    with open(main, "w") as f:
        f.write("#include <stdio.h>\n")
        for k, _ in ok_rows:
            f.write('#include "%d.h"\n' % k)
        f.write("int main(void) {\n")
        for k, _ in ok_rows:
            f.write('  { FILE *o = fopen("%s/%d.out", "wb"); fwrite(g_shader_%d, 1, sizeof g_shader_%d, o); fclose(o); }\n'
                    % (tmp, k, k, k))
        f.write("  return 0;\n}\n")
    exe = os.path.join(tmp, "dump")
    p = subprocess.run([cxx, "-O0", "-w", "-I", tmp, main, "-o", exe], capture_output=True, text=True)
    if p.returncode != 0:
        print("FAIL: the headers do not compile:", p.stderr.strip().splitlines()[:3])
        print("header-corpus: 0 passed, %d failed" % len(rows))
        sys.exit(1)
    subprocess.run([exe], check=True)
    passed = 0
    for k, r in ok_rows:
        a = open(os.path.join(tmp, "%d.dxil" % k), "rb").read()
        b = open(os.path.join(tmp, "%d.out" % k), "rb").read()
        if a == b:
            passed += 1
        else:
            failed.append((r, "header bytes differ from -Fo's"))
finally:
    shutil.rmtree(tmp, ignore_errors=True)

for r, why in failed:
    print("FAIL: %s %s %s: %s" % (r["path"], r["entry"], r["profile"], why))
print("header-corpus: %d passed, %d failed" % (passed, len(failed)))
sys.exit(1 if failed else 0)
