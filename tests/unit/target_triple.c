/* target_triple.c - Target from triples and DXC profiles (src/dxil/target.c). */
#include "passes/passes.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

static void triple(const char *s, bool ok, ShaderStage st, unsigned smaj, unsigned smin,
                   unsigned dmaj, unsigned dmin) {
  Target t;
  memset(&t, 0xAB, sizeof t);
  bool r = target_from_triple(&t, s);
  CHECK(r == ok);
  if (!r || !ok) return;
  CHECK(t.stage == st);
  CHECK(t.sm_major == smaj && t.sm_minor == smin);
  CHECK(t.dxil_major == dmaj && t.dxil_minor == dmin);
  CHECK(t.valver_major == TARGET_DEFAULT_VALVER_MAJOR &&
        t.valver_minor == TARGET_DEFAULT_VALVER_MINOR);
}

static void profile(const char *s, bool ok, ShaderStage st, unsigned smin) {
  Target t;
  bool r = target_from_profile(&t, s);
  CHECK(r == ok);
  if (!r || !ok) return;
  CHECK(t.stage == st);
  CHECK(t.sm_major == 6 && t.sm_minor == smin);
  CHECK(t.dxil_major == 1 && t.dxil_minor == smin);
}

int main(void) {
  triple("dxil-pc-shadermodel6.6-compute", true, STAGE_COMPUTE, 6, 6, 1, 6);
  triple("dxil--shadermodel6.3-library", true, STAGE_LIBRARY, 6, 3, 1, 3);
  triple("dxil-unknown-shadermodel6.0-pixel", true, STAGE_PIXEL, 6, 0, 1, 0);
  triple("dxilv1.5-pc-shadermodel6.5-vertex", true, STAGE_VERTEX, 6, 5, 1, 5);
  triple("dxilv1.3-pc-shadermodel6.6-compute", true, STAGE_COMPUTE, 6, 6, 1, 3);
  triple("dxil-pc-shadermodel-vertex", true, STAGE_VERTEX, 0, 0, 1, 0);
  triple("dxil-pc-shadermodel6-amplification", true, STAGE_AMPLIFICATION, 6, 0, 1, 0);
  triple("dxil-pc-shadermodel5.0-pixel", true, STAGE_PIXEL, 5, 0, 1, 0);
  triple("dxil-pc-shadermodel6.8-mesh", true, STAGE_MESH, 6, 8, 1, 8);
  triple("dxil-pc-shadermodel6.6-hull", true, STAGE_HULL, 6, 6, 1, 6);
  triple("dxil-pc-shadermodel6.6-geometry", true, STAGE_GEOMETRY, 6, 6, 1, 6);
  triple("dxil-pc-shadermodel6.6-domain", true, STAGE_DOMAIN, 6, 6, 1, 6);
  triple("dxil", false, STAGE_INVALID, 0, 0, 0, 0);
  triple("dxil-ms-dx", false, STAGE_INVALID, 0, 0, 0, 0);
  triple("spirv-unknown-vulkan-compute", false, STAGE_INVALID, 0, 0, 0, 0);
  triple("dxil-pc-shadermodel6.6-nonsense", false, STAGE_INVALID, 0, 0, 0, 0);
  triple("dxil-pc-shadermodel6.x-compute", false, STAGE_INVALID, 0, 0, 0, 0);
  triple("", false, STAGE_INVALID, 0, 0, 0, 0);

  for (unsigned minor = 0; minor <= 9; minor++) {
    char buf[16];
    snprintf(buf, sizeof buf, "cs_6_%u", minor);
    profile(buf, true, STAGE_COMPUTE, minor);
  }
  profile("ps_6_0", true, STAGE_PIXEL, 0);
  profile("vs_6_2", true, STAGE_VERTEX, 2);
  profile("gs_6_4", true, STAGE_GEOMETRY, 4);
  profile("hs_6_5", true, STAGE_HULL, 5);
  profile("ds_6_1", true, STAGE_DOMAIN, 1);
  profile("lib_6_3", true, STAGE_LIBRARY, 3);
  profile("ms_6_5", true, STAGE_MESH, 5);
  profile("as_6_6", true, STAGE_AMPLIFICATION, 6);
  profile("lib_6_1", false, STAGE_INVALID, 0);  /* libraries start at 6.3 */
  profile("ms_6_4", false, STAGE_INVALID, 0);   /* mesh starts at 6.5 */
  profile("cs_5_0", false, STAGE_INVALID, 0);
  profile("cs_6_10", false, STAGE_INVALID, 0);
  profile("xs_6_0", false, STAGE_INVALID, 0);
  profile("cs_6", false, STAGE_INVALID, 0);
  profile("cs6_0", false, STAGE_INVALID, 0);

  CHECK(!strcmp(stage_name(STAGE_COMPUTE), "compute"));
  CHECK(!strcmp(stage_name(STAGE_AMPLIFICATION), "amplification"));
  CHECK(!strcmp(stage_short(STAGE_PIXEL), "ps"));
  CHECK(!strcmp(stage_short(STAGE_LIBRARY), "lib"));
  CHECK(!strcmp(stage_short(STAGE_MESH), "ms"));

  Arena a;
  arena_init(&a, NULL);
  Target t;
  CHECK(target_from_profile(&t, "cs_6_6"));
  const char *tr = target_triple(&a, &t);
  CHECK(tr && !strcmp(tr, "dxil-pc-shadermodel6.6-compute"));
  Target back;
  CHECK(tr && target_from_triple(&back, tr) && back.stage == t.stage &&
        back.sm_minor == t.sm_minor);
  const char *n = target_normalize_triple(&a, "dxil--shadermodel6.3-library");
  CHECK(n && !strcmp(n, "dxil-unknown-shadermodel6.3-library"));
  n = target_normalize_triple(&a, "dxil");
  CHECK(n && !strcmp(n, "dxil"));
  n = target_normalize_triple(&a, "dxil-pc-shadermodel6.0-compute");
  CHECK(n && !strcmp(n, "dxil-pc-shadermodel6.0-compute"));
  arena_free(&a);

  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
