"""The lit test format of tests/offload (a module of its own: lit's worker
processes import it by name). ShTest, but the tests out of scope (Graphics/,
Vulkan-only Vk.*) and, without hlslc-run, all tests are unsupported."""
import re

import lit.formats
import lit.Test


class OffloadTest(lit.formats.ShTest):
    def __init__(self, have_runner):
        super().__init__(execute_external=False)
        self.have_runner = have_runner

    def execute(self, test, lit_config):
        rel = "/".join(test.path_in_suite)
        if rel.startswith("Graphics/") or re.search(r"(^|/)Vk\.", rel):
            return lit.Test.Result(lit.Test.UNSUPPORTED, "out of scope: graphics or Vulkan-only")
        # A pipeline with graphics stages (a vertex, pixel, mesh ... shader
        # compiled for it) is not a compute test: out of scope too.
        try:
            text = open(test.getSourcePath(), errors="replace").read()
        except OSError:
            text = ""
        if re.search(r"RUN:.*%dxc_target\S*\s.*-T\s*(vs|ps|gs|hs|ds|ms|as)_", text):
            return lit.Test.Result(lit.Test.UNSUPPORTED, "out of scope: graphics pipeline")
        if not self.have_runner:
            return lit.Test.Result(lit.Test.UNSUPPORTED, "hlslc-run was not built (no libyaml)")
        return super().execute(test, lit_config)
