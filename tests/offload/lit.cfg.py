# lit configuration that runs LLVM's offload execution tests (the public half
# in ../shared/corpus/offload-tests, or the copy $OFFLOAD_TESTS names) with
# hlslc as the compiler and hlslc-run as the device:
#   %dxc_target, %dxc_target_lib -> hlslc      (the compiler of the test's RUN lines)
#   %offloader                   -> hlslc-run  (executes the container on the CPU)
#   FileCheck, split-file, not -> Debian's LLVM 19
#   obj2yaml -> the newest Debian LLVM installed (/usr/lib/llvm-NN): LLVM 19's
#               does not decode the RTS0 part ("RootSignature:") that the
#               RootSignatures/ tests check; LLVM 22's does
# Device features are what `hlslc-run --features` prints (DirectX, SM_6_0 ..
# SM_6_8, Int16, Half, Double, Int64, ... WaveSize_4 .. WaveSize_128); the
# compiler feature is "hlslc": neither DXC nor Clang, so the suite's XFAILs
# for those compilers do not apply. Graphics/ and Vulkan-only (Vk.*) tests
# are out of scope: reported unsupported, as are all tests when hlslc-run
# was not built (no libyaml).
#
# HLSLC_OFFLOAD_DXC=1 runs DXC's stored containers
# (../shared/corpus/dxc-outputs/offload-tests/<test>/<object>) instead of
# compiling with hlslc, so that an executor bug cannot hide a compiler bug.
#
# Run: python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv tests/offload
import os
import platform
import re
import subprocess
import sys


here = os.path.dirname(os.path.abspath(__file__))
root = os.environ.get("HLSLC_ROOT") or os.path.abspath(os.path.join(here, "..", ".."))
bin_dir = os.environ.get("HLSLC_BIN") or os.path.join(root, "build", "bin")
corpus = os.path.abspath(os.path.join(root, "..", "shared", "corpus"))
suite = os.environ.get("OFFLOAD_TESTS") or os.path.join(corpus, "offload-tests")
use_dxc = os.environ.get("HLSLC_OFFLOAD_DXC", "") not in ("", "0")

config.name = "offload-tests" + (" (DXC containers)" if use_dxc else "")
config.suffixes = [".test", ".yaml"]
config.excludes = ["Inputs", "CMakeLists.txt", "README.txt", "LICENSE.txt", "LICENSE.TXT",
                   "lit.local.cfg", "upstream-lit.cfg.py"]
config.test_source_root = suite
config.test_exec_root = os.environ.get("HLSLC_LIT_OUT") or os.path.join(
    os.path.dirname(os.path.abspath(bin_dir)), "offload-out" + ("-dxc" if use_dxc else ""))

runner = os.path.join(bin_dir, "hlslc-run")
have_runner = os.access(runner, os.X_OK)


sys.path.insert(0, here)
from offload_format import OffloadTest  # noqa: E402

config.test_format = OffloadTest(have_runner)

LLVM19 = "/usr/lib/llvm-19/bin"
hlslc = os.path.join(bin_dir, "hlslc")
if use_dxc:
    hlslc = "%s %s %s %s" % (sys.executable, os.path.join(here, "dxc_stored.py"),
                             os.path.join(corpus, "dxc-outputs", "offload-tests"), config.test_exec_root)
config.substitutions.append(("%dxc_target_lib", hlslc))
config.substitutions.append(("%dxc_target", hlslc))
config.substitutions.append(("%offloader", runner))


def newest_llvm_tool(name):
    """The tool from the newest /usr/lib/llvm-NN that has it (LLVM 19's if none)."""
    best = None
    for d in os.listdir("/usr/lib"):
        m = re.fullmatch(r"llvm-(\d+)", d)
        tool = os.path.join("/usr/lib", d, "bin", name)
        if m and os.access(tool, os.X_OK) and (best is None or int(m.group(1)) > best[0]):
            best = (int(m.group(1)), tool)
    return best[1] if best else os.path.join(LLVM19, name)


tools = {name: os.path.join(LLVM19, name) for name in ("FileCheck", "split-file", "not")}
tools["obj2yaml"] = newest_llvm_tool("obj2yaml")
for name, path in tools.items():
    pattern = r"(?<![\w./=-])" + re.escape(name) + r"(?![\w.-])"
    config.substitutions.append((pattern, path))

config.available_features.add("hlslc")
config.available_features.add(platform.system())
if have_runner:
    out = subprocess.run([runner, "--features"], capture_output=True, text=True).stdout
    for f in out.split():
        config.available_features.add(f)
