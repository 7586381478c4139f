/* reflection.c - the C API's reflection output (HLSLC_FLAG_REFLECTION):
 * constant-buffer layouts and bindings in hlslc_result.reflection_json, for
 * containers and text listings, absent for front-end-only outputs, and
 * consistent across both full outputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlslc.h"

static int passed, failed;

static void check(int ok, const char *what) {
  if (ok) {
    passed++;
  } else {
    failed++;
    printf("FAIL: %s\n", what);
  }
}

static const char src[] =
    "struct L { float3 dir; float intensity; };\n"
    "cbuffer Frame : register(b1, space2) {\n"
    "  row_major float4x4 view;\n"
    "  L lights[2];\n"
    "  float time;\n"
    "}\n"
    "float scale;\n"
    "ConstantBuffer<L> extra[3] : register(b4);\n"
    "RWBuffer<float> Out : register(u0);\n"
    "[numthreads(1, 1, 1)]\n"
    "void main(uint i : SV_GroupIndex) {\n"
    "  Out[i] = view[1][2] + lights[i].intensity + time * scale + extra[i].dir.y;\n"
    "}\n";

static int compile(hlslc_output out, uint32_t flags, hlslc_result *r) {
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_0";
  o.output = out;
  o.flags = flags;
  return hlslc_compile(&o, "refl.hlsl", src, sizeof src - 1, r);
}

static int has(const hlslc_result *r, const char *s) {
  return r->reflection_json && strstr(r->reflection_json, s) != NULL;
}

int main(void) {
  hlslc_result r;
  check(compile(HLSLC_OUTPUT_CONTAINER, HLSLC_FLAG_REFLECTION, &r) == 0, "container compile");
  check(r.reflection_json && r.reflection_size == strlen(r.reflection_json), "json present, sized");
  /* the block: row_major view takes 4 rows; lights (16-byte structs) start
   * at 64 with a 16-byte stride; time follows at 96 */
  check(has(&r, "{\"name\": \"Frame\", \"type\": \"cbuffer\", \"space\": 2, \"register\": 1, \"size\": 100,"),
        "Frame binding and size");
  check(has(&r, "{\"name\": \"view\", \"offset\": 0, \"size\": 64, \"type\": \"float4x4\", \"class\": \"matrix_rows\""),
        "row_major matrix");
  check(has(&r, "{\"name\": \"lights\", \"offset\": 64, \"size\": 32, \"type\": \"L\", \"class\": \"struct\""),
        "struct array");
  check(has(&r, "\"dims\": [2], \"stride\": 16"), "array dims and stride");
  check(has(&r, "{\"name\": \"intensity\", \"offset\": 12, \"size\": 4"), "struct member offset");
  check(has(&r, "{\"name\": \"time\", \"offset\": 96, \"size\": 4"), "member after the array");
  check(has(&r, "{\"name\": \"$Globals\", \"type\": \"cbuffer\", \"space\": 0, \"register\": 0, \"size\": 4,"),
        "$Globals");
  check(has(&r, "{\"name\": \"extra\", \"type\": \"cbuffer\", \"space\": 0, \"register\": 4, \"size\": 16,"
                " \"size_aligned\": 16, \"count\": 3,"),
        "ConstantBuffer array");
  check(has(&r, "{\"name\": \"Out\", \"type\": \"uav_rwtyped\", \"class\": \"u\", \"space\": 0, \"register\": 0,"
                " \"count\": 1"),
        "UAV binding");
  const char *first = r.reflection_json; /* valid until hlslc_result_free(&r) */

  hlslc_result t;
  check(compile(HLSLC_OUTPUT_DXIL_TEXT, HLSLC_FLAG_REFLECTION, &t) == 0, "text compile");
  check(first && t.reflection_json && strcmp(first, t.reflection_json) == 0, "same json for text output");
  check(t.data && strstr((const char *)t.data, "; Buffer Definitions:") != NULL, "listing has the layouts");
  hlslc_result_free(&t);

  hlslc_result n;
  check(compile(HLSLC_OUTPUT_CONTAINER, 0, &n) == 0 && !n.reflection_json, "no json unless asked");
  hlslc_result_free(&n);
  check(compile(HLSLC_OUTPUT_HL_IR, HLSLC_FLAG_REFLECTION, &n) == 0 && !n.reflection_json,
        "no json for -fcgl");
  hlslc_result_free(&n);

  hlslc_result_free(&r);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
