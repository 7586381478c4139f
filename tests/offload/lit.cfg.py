# lit configuration that runs LLVM's offload execution tests (the public half
# in ../shared/corpus/offload-tests, or the copy $OFFLOAD_TESTS names) with
# hlslc as the compiler and hlslc-run as the device:
#   %dxc_target, %dxc_target_lib -> hlslc      (the compiler of the test's RUN lines)
#   %offloader                   -> hlslc-run  (executes the container on the CPU)
#   FileCheck, split-file, obj2yaml, not -> Debian's LLVM 19
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
for name in ("FileCheck", "split-file", "obj2yaml", "not"):
    pattern = r"(?<![\w./=-])" + re.escape(name) + r"(?![\w.-])"
    config.substitutions.append((pattern, os.path.join(LLVM19, name)))

config.available_features.add("hlslc")
config.available_features.add(platform.system())
if have_runner:
    out = subprocess.run([runner, "--features"], capture_output=True, text=True).stdout
    for f in out.split():
        config.available_features.add(f)
