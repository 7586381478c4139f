#!/usr/bin/env python3
"""lit_containers.py ROOT BIN - check the containers our lit tests' shaders make.

For every tests/lit/**/*.hlsl whose first RUN line compiles successfully with
`hlslc ARGS %s | ...` (not `not hlslc`, not a text-only mode such as -fcgl),
compile it again with -Fo and check the container with independent tools:
obj2yaml (LLVM 19) must decode it and llvm-dis-14 must read its DXIL bitcode.
With $DXV set (a local DXC validator; not required), it must also validate,
except lib_6_x, which DXC itself leaves unvalidated (validator version 0.0).
Prints one FAIL line per bad container and "lit-containers: N passed, N failed".
"""
import glob
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_bc import dxil_bitcode  # noqa: E402

TEXT_ONLY = ("-fcgl", "-emit-ll", "-Fo", "-Fh", "-P", "-ast-dump", "-ast-dump-implicit")


def first_run(path):
    for line in open(path, errors="replace"):
        if "RUN:" in line:
            return line.split("RUN:", 1)[1].strip()
    return None


def main():
    root, binp = sys.argv[1], sys.argv[2]
    obj2yaml = os.environ.get("OBJ2YAML", "/usr/lib/llvm-19/bin/obj2yaml")
    llvmdis = os.environ.get("LLVM_DIS14", "llvm-dis-14")
    dxv = os.environ.get("DXV")
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="hlslc-litc.") as tmp:
        out, bc = os.path.join(tmp, "o.dxil"), os.path.join(tmp, "o.bc")
        for f in sorted(glob.glob(os.path.join(root, "tests/lit/**/*.hlsl"), recursive=True)):
            run = first_run(f)
            if not run:
                continue
            cmd = run.split("|")[0].strip()
            if not cmd.startswith("hlslc "):
                continue
            args = shlex.split(cmd)[1:]
            if any(a in TEXT_ONLY or a.startswith("--print") for a in args):
                continue
            args = [a.replace("%s", f) for a in args]
            # -Fc/-Fre OUT: text outputs the RUN line reads; not wanted here
            for opt in ("-Fc", "-Fre"):
                while opt in args and args.index(opt) + 1 < len(args):
                    k = args.index(opt)
                    del args[k:k + 2]
            if os.path.exists(out):
                os.remove(out)
            r = subprocess.run([os.path.join(binp, "hlslc")] + args + ["-Fo", out], capture_output=True)
            if r.returncode != 0 or not os.path.exists(out):
                continue  # the RUN line itself checks the failure
            name = os.path.relpath(f, root)
            problems = []
            r = subprocess.run([obj2yaml, out], capture_output=True, text=True)
            if r.returncode:
                problems.append("obj2yaml: " + r.stderr.strip()[-200:])
            code = dxil_bitcode(open(out, "rb").read())
            if code is None:
                problems.append("no DXIL part")
            else:
                open(bc, "wb").write(code)
                r = subprocess.run([llvmdis, bc, "-o", os.devnull], capture_output=True, text=True)
                if r.returncode:
                    problems.append("llvm-dis-14: " + r.stderr.strip()[-200:])
            if dxv and "lib_6_x" not in args:
                r = subprocess.run([dxv, out], capture_output=True, text=True)
                if "Validation succeeded" not in r.stdout + r.stderr:
                    problems.append("dxv: " + (r.stdout + r.stderr).strip()[-300:])
            if problems:
                failed += 1
                print("FAIL: %s (%s): %s" % (name, " ".join(args[:-1]), "; ".join(problems)))
            else:
                passed += 1
    print("lit-containers: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
