/* Robustness of the readers (container, bitcode, disassembler): real
 * containers from our writer (the vector_add fixture and, when the front
 * end works, a shader compiled through hlslc_compile), and a few DXC
 * containers when the corpus is present, are fed
 *   - at every prefix length,
 *   - with thousands of deterministic single-bit flips,
 *   - with deterministic random bytes and flips inside the bitcode alone
 * to dxil_container_read, dxil_read_bitcode and dxil_dis. Each call must
 * return (no crash, hang or out-of-bounds access: run under `make
 * check-asan`), and its result must agree with the diagnostics: false with
 * at least one error, true with none. Modules that are accepted are also
 * verified and printed, which must not crash either. */
#include "container/container_read.h"
#include "container/dis.h"
#include "dxil/dxil.h"
#include "dxil_fixtures.h"
#include "hlslc.h"
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t g_calls, g_accepted, g_rejected, g_inconsistent;

/* Counts errors; keeps no text (fuzzing produces thousands). */
static void sink(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg) {
  (void)user;
  (void)code;
  (void)loc;
  (void)msg;
  (void)lvl;
}

/* A Diag whose errors are only counted (through sink). */
static Diag counting_diag(void) {
  Diag d;
  memset(&d, 0, sizeof d);
  d.sink = sink;
  return d;
}

static void note(bool ok, const Diag *d) {
  g_calls++;
  if (ok) g_accepted++;
  else g_rejected++;
  if (ok != (d->errors == 0)) g_inconsistent++;
}

/* Bitcode alone. */
static void feed_bitcode(const uint8_t *bc, size_t len) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = counting_diag();
  IrModule *m = dxil_read_bitcode(&a, &d, bc, len);
  note(m != NULL, &d);
  if (m) {
    Diag dv = counting_diag();
    m->diag = &dv;
    ir_verify(m, "fuzz");
    StrBuf sb = {0};
    IrPrintOptions po = {0};
    po.dxil_style = true;
    ir_print_module_ex(&sb, m, &po);
    sb_free(&sb);
  }
  arena_free(&a);
}

/* Container reader, then the bitcode reader on its DXIL part. */
static void feed_container(const uint8_t *c, size_t len, bool with_dis) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = counting_diag();
  DxilContainer ct;
  bool ok = dxil_container_read(c, len, &a, &ct, &d);
  note(ok, &d);
  if (ok && ct.dxil.present) feed_bitcode(ct.dxil.bitcode, ct.dxil.bitcode_size);
  arena_free(&a);
  if (with_dis) {
    Diag dd = counting_diag();
    StrBuf out = {0};
    DxilDisOptions opt = {0};
    bool dok = dxil_dis(c, len, &out, &dd, &opt);
    note(dok, &dd);
    sb_free(&out);
  }
}

/* Deterministic LCG (Numerical Recipes constants). */
static uint32_t rng(uint32_t *s) {
  *s = *s * 1664525u + 1013904223u;
  return *s >> 8;
}

static void fuzz_one(const char *what, const uint8_t *c, size_t len, uint32_t flips) {
  uint32_t before = g_calls, inc = g_inconsistent;
  /* every prefix */
  for (size_t n = 0; n <= len; n++) feed_container(c, n, n % 64 == 0);
  uint8_t *buf = malloc(len ? len : 1);
  if (!buf) return;
  uint32_t seed = 12345u + (uint32_t)len;
  /* single-bit flips anywhere in the container; the digest then mismatches,
   * which the container reader reports but does not reject */
  for (uint32_t i = 0; i < flips && len; i++) {
    memcpy(buf, c, len);
    uint32_t bit = rng(&seed) % (uint32_t)(len * 8);
    buf[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    feed_container(buf, len, i % 16 == 0);
  }
  /* the bitcode alone: prefixes, flips, byte noise */
  Arena a;
  arena_init(&a, NULL);
  Diag d = counting_diag();
  DxilContainer ct;
  if (dxil_container_read(c, len, &a, &ct, &d) && ct.dxil.present) {
    const uint8_t *bc = ct.dxil.bitcode;
    size_t bl = ct.dxil.bitcode_size;
    uint8_t *b2 = malloc(bl ? bl : 1);
    if (b2) {
      for (size_t n = 0; n <= bl; n += 1) feed_bitcode(bc, n);
      for (uint32_t i = 0; i < flips && bl; i++) {
        memcpy(b2, bc, bl);
        uint32_t bit = rng(&seed) % (uint32_t)(bl * 8);
        b2[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        if (i % 3 == 0) { /* a second flip nearby: length words and VBR chains */
          uint32_t bit2 = (bit + 1 + rng(&seed) % 64) % (uint32_t)(bl * 8);
          b2[bit2 / 8] ^= (uint8_t)(1u << (bit2 % 8));
        }
        feed_bitcode(b2, bl);
      }
      for (uint32_t i = 0; i < flips / 4 && bl > 4; i++) {
        memcpy(b2, bc, bl);
        uint32_t at = 4 + rng(&seed) % (uint32_t)(bl - 4);
        b2[at] = (uint8_t)rng(&seed);
        feed_bitcode(b2, bl);
      }
      free(b2);
    }
  }
  arena_free(&a);
  free(buf);
  printf("%s: %zu bytes, %u reader calls, %u inconsistent\n", what, len, g_calls - before,
         g_inconsistent - inc);
}

static const char k_shader[] =
    "RWBuffer<float> A : register(u0);\n"
    "RWStructuredBuffer<uint> B : register(u1);\n"
    "cbuffer C : register(b0) { float4 k; uint n; };\n"
    "groupshared float tile[16];\n"
    "[numthreads(16, 1, 1)]\n"
    "void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {\n"
    "  tile[gi] = A[id.x] * k.x;\n"
    "  GroupMemoryBarrierWithGroupSync();\n"
    "  float s = 0;\n"
    "  for (uint i = 0; i < n; i++) s += tile[(gi + i) & 15];\n"
    "  A[id.x] = s;\n"
    "  InterlockedAdd(B[0], (uint)s);\n"
    "}\n";

int main(void) {
  /* 1. the fixture container from our writer */
  Arena a;
  arena_init(&a, NULL);
  Diag d = counting_diag();
  IrModule *m = fixture_vector_add(&a, &d, 10);
  StrBuf bc = {0}, ct = {0};
  bool w = m && dxil_write_bitcode(m, &bc, &d) && dxil_write_container(m, (const uint8_t *)bc.data, bc.len, &ct, &d);
  check("fixture container written", w);
  if (w) fuzz_one("vector_add fixture", (const uint8_t *)ct.data, ct.len, 4000);
  sb_free(&bc);
  sb_free(&ct);
  arena_free(&a);

  /* 2. a compiled shader (when the full pipeline works) */
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_6";
  o.entry = "main";
  hlslc_result r;
  hlslc_compile(&o, "fuzz.hlsl", k_shader, strlen(k_shader), &r);
  if (r.status == 0) fuzz_one("compiled cs_6_6 shader", r.data, r.size, 3000);
  else printf("skip: hlslc_compile failed (%s)\n", r.diagnostics ? r.diagnostics : "");
  hlslc_result_free(&r);

  /* 3. a few DXC containers, when the corpus is there */
  static const char *const dxc[] = {
      "corpus/dxc-outputs/skeleton/basic/vector_add.hlsl--main--cs_6_0--da39a3.dxil",
      "corpus/dxc-outputs/seed-examples/example-2.1.hlsl--main--cs_6_0--da39a3.dxil",
  };
  for (size_t i = 0; i < sizeof dxc / sizeof dxc[0]; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", fx_shared(), dxc[i]);
    size_t len;
    uint8_t *c = fx_read(path, &len);
    if (!c) {
      printf("skip: %s not found\n", path);
      continue;
    }
    fuzz_one(dxc[i], c, len, 1500);
    free(c);
  }

  printf("total: %u reader calls, %u accepted, %u rejected, %u inconsistent\n", g_calls, g_accepted,
         g_rejected, g_inconsistent);
  check("readers were exercised", g_calls > 5000);
  check("some inputs rejected", g_rejected > 0);
  check("some inputs accepted", g_accepted > 0);
  check("result and diagnostics agree on every call", g_inconsistent == 0);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
