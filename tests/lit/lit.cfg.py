# lit configuration for hlslc's own tests (tests/lit/<area>/*.{ll,hlsl,test}).
#
# RUN lines name the tools plainly (hlslc, hlslc-opt, hlslc-llc, hlslc-dis, hlslc-run,
# FileCheck, not, split-file, obj2yaml, llvm-bcanalyzer, llvm-dis-14); the
# substitutions below turn each whole word into an absolute path:
#   - hlslc tools: $HLSLC_BIN, else <root>/build/bin (root = $HLSLC_ROOT or
#     this checkout);
#   - LLVM tools: Debian's LLVM 19 (llvm-dis-14: LLVM 14, the newest
#     disassembler that reads DXIL's 3.7 bitcode).
# %t files go to $HLSLC_LIT_OUT, else <bin>/../lit-out (inside the build tree).
#
# Run: python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv tests/lit
import os
import re

import lit.formats

config.name = "hlslc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".hlsl", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

root = os.environ.get("HLSLC_ROOT") or os.path.abspath(
    os.path.join(config.test_source_root, "..", ".."))
bin_dir = os.environ.get("HLSLC_BIN") or os.path.join(root, "build", "bin")
config.test_exec_root = os.environ.get("HLSLC_LIT_OUT") or os.path.join(
    os.path.dirname(os.path.abspath(bin_dir)), "lit-out")

LLVM19 = "/usr/lib/llvm-19/bin"
LLVM14 = "/usr/lib/llvm-14/bin"
tools = {
    "hlslc": os.path.join(bin_dir, "hlslc"),
    "hlslc-opt": os.path.join(bin_dir, "hlslc-opt"),
    "hlslc-llc": os.path.join(bin_dir, "hlslc-llc"),
    "hlslc-dis": os.path.join(bin_dir, "hlslc-dis"),
    "hlslc-run": os.path.join(bin_dir, "hlslc-run"),
    "FileCheck": os.path.join(LLVM19, "FileCheck"),
    "not": os.path.join(LLVM19, "not"),
    "count": os.path.join(LLVM19, "count"),
    "split-file": os.path.join(LLVM19, "split-file"),
    "obj2yaml": os.path.join(LLVM19, "obj2yaml"),
    "llvm-bcanalyzer": os.path.join(LLVM19, "llvm-bcanalyzer"),
    "llvm-as": os.path.join(LLVM19, "llvm-as"),
    "llvm-dis-14": os.path.join(LLVM14, "llvm-dis"),
}
# Longest names first; a tool name only matches as a whole word (not inside
# a path, a longer tool name such as hlslc-opt, or an option value).
for name in sorted(tools, key=len, reverse=True):
    pattern = r"(?<![\w./=-])" + re.escape(name) + r"(?![\w.-])"
    config.substitutions.append((pattern, tools[name]))

config.available_features.add("shell")
# hlslc-run is built only where libyaml is installed: its tests say
# REQUIRES: hlslc-run.
if os.access(tools["hlslc-run"], os.X_OK):
    config.available_features.add("hlslc-run")
