/* rdat.c - the RDAT part (src/container/rdat.c) for small library modules.
 *
 * Each test parses a DXC-form library module from .ll text, builds its RDAT
 * part and compares it with bytes written out here by hand, part by part,
 * from the RDAT layout (DXC's RDAT_LibraryTypes.inl and DxilRDATBuilder):
 *
 *   header   u32 version 0x10, u32 part count, u32 offset per part
 *   part     u32 type, u32 size (padded to 4), payload
 *   table    u32 record count, u32 record stride, records
 *   resource {class, kind, ID, space, lower, upper, name, flags}      32 bytes
 *   function {name, unmangled name, resources, dependencies, kind,
 *             payload, attributes, features lo, features hi, stages,
 *             min target} 44 bytes, + {u8 min wave, u8 max wave,
 *             u16 shader flags, u32 shader info} = 52 from validator 1.8
 *
 * Parts appear as string buffer (1), resources (3), functions (4), index
 * arrays (2), raw bytes (5), subobjects (6), node IDs (7), node function
 * attributes (9), node I/O attributes (8), I/O nodes (10), node shader
 * infos (11), each only when non-empty. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "container/rdat.h"
#include "test_util.h"

#define NUL 0xFFFFFFFFu

/* Expected bytes, built little-endian. */
typedef struct Exp {
  uint8_t b[1024];
  uint32_t n;
} Exp;

static void w32(Exp *e, uint32_t v) {
  for (int i = 0; i < 4; i++) e->b[e->n++] = (uint8_t)(v >> (8 * i));
}

static void wstrs(Exp *e, const char *s, uint32_t n) {
  memcpy(e->b + e->n, s, n);
  e->n += n;
}

/* Parses text and builds its RDAT; NULL module -> fails the test. */
static bool build(const char *text, StrBuf *out, Diag *d, Arena *a) {
  IrModule *m = ir_parse(a, d, "test.ll", text, strlen(text));
  if (!m) return false;
  return ct_write_rdat(m, out, a, d);
}

static void check_bytes(const char *name, const StrBuf *got, const Exp *want) {
  bool ok = got->len == want->n && !memcmp(got->data, want->b, want->n);
  if (!ok) {
    size_t i = 0;
    while (i < got->len && i < want->n && (uint8_t)got->data[i] == want->b[i]) i++;
    printf("  %s: %zu bytes, want %u; first difference at byte %zu\n", name, got->len, want->n, i);
  }
  check(name, ok);
}

/* A library function reading an SRV and calling an external function, and a
 * compute entry writing a globally coherent UAV with a wave op. */
static const char *k_mod1 =
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64\"\n"
    "target triple = \"dxil-ms-dx\"\n"
    "%dx.types.Handle = type { i8* }\n"
    "%dx.types.ResRet.f32 = type { float, float, float, float, i32 }\n"
    "%\"class.Buffer<vector<float, 4> >\" = type { <4 x float> }\n"
    "%\"class.RWBuffer<float>\" = type { float }\n"
    "@\"\\01?In@@3V?$Buffer@V?$vector@M$03@@@@A\" = external constant %\"class.Buffer<vector<float, 4> >\", align 4\n"
    "@\"\\01?Out@@3V?$RWBuffer@M@@A\" = external constant %\"class.RWBuffer<float>\", align 4\n"
    "define float @\"\\01?f@@YAMM@Z\"(float %x) {\n"
    "  %1 = load %\"class.Buffer<vector<float, 4> >\", %\"class.Buffer<vector<float, 4> >\"* @\"\\01?In@@3V?$Buffer@V?$vector@M$03@@@@A\", align 4\n"
    "  %2 = call %dx.types.Handle @\"dx.op.createHandleForLib.class.Buffer<vector<float, 4> >\"(i32 160, %\"class.Buffer<vector<float, 4> >\" %1)\n"
    "  %3 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %2, i32 0, i32 undef)\n"
    "  %4 = extractvalue %dx.types.ResRet.f32 %3, 0\n"
    "  %5 = call float @\"\\01?ext@@YAMM@Z\"(float %4)\n"
    "  ret float %5\n"
    "}\n"
    "define void @main() {\n"
    "  %1 = load %\"class.RWBuffer<float>\", %\"class.RWBuffer<float>\"* @\"\\01?Out@@3V?$RWBuffer@M@@A\", align 4\n"
    "  %2 = call %dx.types.Handle @\"dx.op.createHandleForLib.class.RWBuffer<float>\"(i32 160, %\"class.RWBuffer<float>\" %1)\n"
    "  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
    "  %4 = call float @dx.op.waveActiveOp.f32(i32 119, float 1.0, i8 0, i8 0)\n"
    "  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %2, i32 %3, i32 undef, float %4, float %4, float %4, float %4, i8 1)\n"
    "  ret void\n"
    "}\n"
    "declare float @\"\\01?ext@@YAMM@Z\"(float)\n"
    "declare %dx.types.Handle @\"dx.op.createHandleForLib.class.Buffer<vector<float, 4> >\"(i32, %\"class.Buffer<vector<float, 4> >\")\n"
    "declare %dx.types.Handle @\"dx.op.createHandleForLib.class.RWBuffer<float>\"(i32, %\"class.RWBuffer<float>\")\n"
    "declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)\n"
    "declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)\n"
    "declare i32 @dx.op.threadId.i32(i32, i32)\n"
    "declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8)\n"
    "!dx.valver = !{!0}\n"
    "!dx.shaderModel = !{!1}\n"
    "!dx.resources = !{!2}\n"
    "!dx.entryPoints = !{!7, !8}\n"
    "!0 = !{i32 1, i32 VALVER}\n"
    "!1 = !{!\"lib\", i32 6, i32 3}\n"
    "!2 = !{!3, !5, null, null}\n"
    "!3 = !{!4}\n"
    "!4 = !{i32 0, %\"class.Buffer<vector<float, 4> >\"* @\"\\01?In@@3V?$Buffer@V?$vector@M$03@@@@A\", !\"In\", i32 0, i32 1, i32 1, i32 10, i32 0, null}\n"
    "!5 = !{!6}\n"
    "!6 = !{i32 0, %\"class.RWBuffer<float>\"* @\"\\01?Out@@3V?$RWBuffer@M@@A\", !\"Out\", i32 2, i32 4, i32 1, i32 10, i1 true, i1 false, i1 false, null}\n"
    "!7 = !{null, !\"\", null, !2, null}\n"
    "!8 = !{void ()* @main, !\"main\", null, null, !9}\n"
    "!9 = !{i32 8, i32 5, i32 4, !10}\n"
    "!10 = !{i32 8, i32 1, i32 1}\n";

/* k_mod1 with dx.valver 1.<minor>, in buf. */
static char *mod1(char *buf, size_t size, uint32_t minor) {
  const char *p = strstr(k_mod1, "VALVER");
  snprintf(buf, size, "%.*s%u%s", (int)(p - k_mod1), k_mod1, minor, p + 6);
  return buf;
}

/* The string buffer of k_mod1: resource names (in table order), the
 * external function the code calls, then each defined function's name and
 * unmangled name ("main" once: equal strings share an offset). */
static void mod1_strings(Exp *e) {
  /* "" @0, "In" @1, "Out" @4, "\01?ext@@YAMM@Z" @8 (13 chars),
   * "\01?f@@YAMM@Z" @22 (11 chars), "f" @34, "main" @36: 41 bytes, padded to 44. */
  w32(e, 1);
  w32(e, 44);
  wstrs(e, "\0In\0Out\0\001?ext@@YAMM@Z\0\001?f@@YAMM@Z\0f\0main\0\0\0", 44);
}

static void mod1_resources(Exp *e) {
  w32(e, 3);
  w32(e, 8 + 2 * 32);
  w32(e, 2); /* records */
  w32(e, 32);
  /* SRV In: class 0, TypedBuffer 10, ID 0, space 0, t1..t1, name @1, no flags */
  uint32_t srv[8] = {0, 10, 0, 0, 1, 1, 1, 0};
  /* UAV Out: class 1, TypedBuffer, ID 0, space 2, u4..u4, name @4, globallycoherent */
  uint32_t uav[8] = {1, 10, 0, 2, 4, 4, 4, 1};
  for (int i = 0; i < 8; i++) w32(e, srv[i]);
  for (int i = 0; i < 8; i++) w32(e, uav[i]);
}

/* Index arrays: f's resources {0} @0, f's dependencies {"\01?ext..." @8}
 * @2, main's resources {1} @4. */
static void mod1_index(Exp *e) {
  w32(e, 2);
  w32(e, 24);
  uint32_t idx[6] = {1, 0, 1, 8, 1, 1};
  for (int i = 0; i < 6; i++) w32(e, idx[i]);
}

static void test_mod1_valver18(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf out = {0};
  char text[8192];
  bool ok = build(mod1(text, sizeof text, 8), &out, &d, &a);
  check("mod1 1.8 builds", ok && !d.errors);
  Exp e = {.n = 0};
  /* header: 4 parts at 24, 76, 156, 276 */
  w32(&e, 0x10);
  w32(&e, 4);
  w32(&e, 24);
  w32(&e, 24 + 8 + 44);
  w32(&e, 76 + 8 + 72);
  w32(&e, 156 + 8 + 8 + 2 * 52);
  mod1_strings(&e);
  mod1_resources(&e);
  w32(&e, 4);
  w32(&e, 8 + 2 * 52);
  w32(&e, 2);
  w32(&e, 52);
  /* f: library function (kind 6) - every stage valid at 1.8 (bits 0-15),
   * min target lib 6.0 (6 << 16 | 0x60); no shader info. */
  uint32_t f[13] = {22, 34, 0, 2, 6, 0, 0, 0, 0, 0xFFFF, 0x60060, 0, NUL};
  /* main: compute (5), wave ops (feature 0x4000), only CS (1 << 5), cs 6.0. */
  uint32_t mainf[13] = {36, 36, 4, NUL, 5, 0, 0, 0x4000, 0, 0x20, 0x50060, 0, NUL};
  for (int i = 0; i < 13; i++) w32(&e, f[i]);
  for (int i = 0; i < 13; i++) w32(&e, mainf[i]);
  mod1_index(&e);
  check_bytes("mod1 1.8 bytes", &out, &e);
  sb_free(&out);
  arena_free(&a);
}

/* Validator 1.7: 44-byte function records; library functions may run in
 * stages up to amplification (bits 0-14). */
static void test_mod1_valver17(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf out = {0};
  char text[8192];
  bool ok = build(mod1(text, sizeof text, 7), &out, &d, &a);
  check("mod1 1.7 builds", ok && !d.errors);
  Exp e = {.n = 0};
  w32(&e, 0x10);
  w32(&e, 4);
  w32(&e, 24);
  w32(&e, 76);
  w32(&e, 156);
  w32(&e, 156 + 8 + 8 + 2 * 44);
  mod1_strings(&e);
  mod1_resources(&e);
  w32(&e, 4);
  w32(&e, 8 + 2 * 44);
  w32(&e, 2);
  w32(&e, 44);
  uint32_t f[11] = {22, 34, 0, 2, 6, 0, 0, 0, 0, 0x7FFF, 0x60060};
  uint32_t mainf[11] = {36, 36, 4, NUL, 5, 0, 0, 0x4000, 0, 0x20, 0x50060};
  for (int i = 0; i < 11; i++) w32(&e, f[i]);
  for (int i = 0; i < 11; i++) w32(&e, mainf[i]);
  mod1_index(&e);
  check_bytes("mod1 1.7 bytes", &out, &e);
  sb_free(&out);
  arena_free(&a);
}

/* A closest-hit entry (payload and attribute sizes, a 6.3 op), and a
 * compute entry calling a library function that takes derivatives: the
 * callee's UsesDerivatives flag and stage mask reach the caller, and
 * derivatives in a compute shader need shader model 6.6. No resources and
 * no index arrays: those parts are left out. */
static const char *k_mod2 =
    "%struct.P = type { <4 x float> }\n"
    "%struct.A = type { <2 x float> }\n"
    "define void @\"\\01?CH@@YAXUP@@UA@@@Z\"(%struct.P* %p, %struct.A* %a) {\n"
    "  %t = call float @dx.op.rayTCurrent.f32(i32 154)\n"
    "  ret void\n"
    "}\n"
    "define float @\"\\01?d@@YAMM@Z\"(float %x) {\n"
    "  %1 = call float @dx.op.unary.f32(i32 83, float %x)\n"
    "  ret float %1\n"
    "}\n"
    "define void @cs() {\n"
    "  %1 = call float @\"\\01?d@@YAMM@Z\"(float 1.0)\n"
    "  ret void\n"
    "}\n"
    "declare float @dx.op.rayTCurrent.f32(i32)\n"
    "declare float @dx.op.unary.f32(i32, float)\n"
    "!dx.valver = !{!0}\n"
    "!dx.shaderModel = !{!1}\n"
    "!dx.entryPoints = !{!2, !3, !5}\n"
    "!0 = !{i32 1, i32 8}\n"
    "!1 = !{!\"lib\", i32 6, i32 6}\n"
    "!2 = !{null, !\"\", null, null, null}\n"
    "!3 = !{void (%struct.P*, %struct.A*)* @\"\\01?CH@@YAXUP@@UA@@@Z\", !\"\\01?CH@@YAXUP@@UA@@@Z\", null, null, !4}\n"
    "!4 = !{i32 8, i32 10, i32 6, i32 16, i32 7, i32 8}\n"
    "!5 = !{void ()* @cs, !\"cs\", null, null, !6}\n"
    "!6 = !{i32 8, i32 5, i32 4, !7}\n"
    "!7 = !{i32 1, i32 1, i32 1}\n";

static void test_mod2(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf out = {0};
  bool ok = build(k_mod2, &out, &d, &a);
  check("mod2 builds", ok && !d.errors);
  Exp e = {.n = 0};
  w32(&e, 0x10);
  w32(&e, 2);
  w32(&e, 16);
  w32(&e, 16 + 8 + 44);
  /* "" @0, "\01?CH@@YAXUP@@UA@@@Z" @1 (19 chars), "CH" @21,
   * "\01?d@@YAMM@Z" @24 (11 chars), "d" @36, "cs" @38: 41 bytes -> 44 */
  w32(&e, 1);
  w32(&e, 44);
  wstrs(&e, "\0\001?CH@@YAXUP@@UA@@@Z\0CH\0\001?d@@YAMM@Z\0d\0cs\0\0\0", 44);
  w32(&e, 4);
  w32(&e, 8 + 3 * 52);
  w32(&e, 3);
  w32(&e, 52);
  /* CH: closest hit (10), payload 16, attributes 8; RayTCurrent needs 6.3
   * and closest hit is a ray-tracing stage: target 0xA0063; stages 1 << 10. */
  uint32_t ch[13] = {1, 21, NUL, NUL, 10, 16, 8, 0, 0, 1u << 10, 0xA0063, 0, NUL};
  /* d: DerivCoarseX -> UsesDerivatives (0x100 in the high word); stages
   * library, pixel, compute, amplification, mesh, node = 0xE061. */
  uint32_t df[13] = {24, 36, NUL, NUL, 6, 0, 0, 0, 0x100, 0xE061, 0x60060, 0, NUL};
  /* cs: inherits d's flags and mask; compute + derivatives -> cs_6_6. */
  uint32_t cs[13] = {38, 38, NUL, NUL, 5, 0, 0, 0, 0x100, 1u << 5, 0x50066, 0, NUL};
  for (int i = 0; i < 13; i++) w32(&e, ch[i]);
  for (int i = 0; i < 13; i++) w32(&e, df[i]);
  for (int i = 0; i < 13; i++) w32(&e, cs[i]);
  check_bytes("mod2 bytes", &out, &e);
  sb_free(&out);
  arena_free(&a);
}

/* State subobjects from !dx.subobjects, in order: root signatures go to
 * the raw-bytes part (equal blobs shared), exports to an index array of
 * string offsets. No functions and resources: only strings, index arrays,
 * raw bytes and the subobject table. */
static void test_subobjects(void) {
  static const char *text =
      "!dx.valver = !{!0}\n!dx.shaderModel = !{!1}\n!dx.subobjects = !{!2, !4, !5, !7, !8}\n"
      "!0 = !{i32 1, i32 8}\n!1 = !{!\"lib\", i32 6, i32 3}\n"
      "!2 = !{!\"grs\", i32 1, !3, !\"CBV(b0)\"}\n"
      "!3 = !{[8 x i8] c\"\\01\\02\\03\\04\\05\\06\\07\\08\"}\n"
      "!4 = !{!\"soc\", i32 0, i32 1}\n"
      "!5 = !{!\"sea\", i32 8, !\"grs\", !6}\n"
      "!6 = !{!\"a\", !\"soc\"}\n"
      "!7 = !{!\"hg\", i32 11, i32 0, !\"\", !\"\", !\"CH\"}\n"
      "!8 = !{!\"lrs\", i32 2, !3, !\"x\"}\n";
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf out = {0};
  bool ok = build(text, &out, &d, &a);
  check("subobjects build", ok && !d.errors);
  Exp e = {.n = 0};
  w32(&e, 0x10);
  w32(&e, 4);
  w32(&e, 24);       /* strings */
  w32(&e, 24 + 36);  /* index arrays */
  w32(&e, 60 + 20);  /* raw bytes */
  w32(&e, 80 + 16);  /* subobjects */
  /* "" @0, "grs" @1, "soc" @5, "sea" @9, "a" @13, "hg" @15, "CH" @18,
   * "lrs" @21: 25 bytes -> 28 (the hit group's empty names are @0) */
  w32(&e, 1);
  w32(&e, 28);
  wstrs(&e, "\0grs\0soc\0sea\0a\0hg\0CH\0lrs\0\0\0", 28);
  /* sea's exports {"a", "soc"} */
  w32(&e, 2);
  w32(&e, 12);
  w32(&e, 2);
  w32(&e, 13);
  w32(&e, 5);
  /* grs's root signature; lrs's is the same blob */
  w32(&e, 5);
  w32(&e, 8);
  wstrs(&e, "\001\002\003\004\005\006\007\010", 8);
  w32(&e, 6);
  w32(&e, 8 + 5 * 24);
  w32(&e, 5);
  w32(&e, 24);
  /* {kind, name, kind-specific...} */
  uint32_t recs[5][6] = {
      {1, 1, 0, 8, 0, 0},   /* GlobalRootSignature: raw offset 0, 8 bytes */
      {0, 5, 1, 0, 0, 0},   /* StateObjectConfig: flags 1 */
      {8, 9, 1, 0, 0, 0},   /* association: subobject "grs", exports @0 */
      {11, 15, 0, 0, 18, 0},/* triangle hit group: any hit "", closest "CH", intersection "" */
      {2, 21, 0, 8, 0, 0},  /* LocalRootSignature: the shared blob */
  };
  for (int i = 0; i < 5; i++)
    for (int k = 0; k < 6; k++) w32(&e, recs[i][k]);
  check_bytes("subobjects bytes", &out, &e);
  sb_free(&out);
  arena_free(&a);
}

/* A broadcasting node: its NodeShaderInfo (referenced from the function
 * record's last field) with function attributes (ID, numthreads, local root
 * arguments table index, dispatch grid), one input record and one output
 * node, each with their attributes. */
static void test_node(void) {
  static const char *text =
      "define void @node() {\n  ret void\n}\n"
      "!dx.valver = !{!0}\n!dx.shaderModel = !{!1}\n!dx.entryPoints = !{!2, !3}\n"
      "!0 = !{i32 1, i32 8}\n!1 = !{!\"lib\", i32 6, i32 8}\n"
      "!2 = !{null, !\"\", null, null, null}\n"
      "!3 = !{void ()* @node, !\"node\", null, null, !4}\n"
      "!4 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !5, i32 16, i32 0, i32 4, !6, i32 18, !6, "
      "i32 20, !7, i32 21, !10}\n"
      "!5 = !{!\"node\", i32 0}\n"
      "!6 = !{i32 2, i32 1, i32 1}\n"
      "!7 = !{!8}\n"
      "!8 = !{i32 1, i32 97, i32 2, !9}\n"
      "!9 = !{i32 0, i32 12}\n"
      "!10 = !{!11}\n"
      "!11 = !{i32 1, i32 6, i32 0, !12, i32 3, i32 4}\n"
      "!12 = !{!\"out\", i32 0}\n";
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf out = {0};
  bool ok = build(text, &out, &d, &a);
  check("node builds", ok && !d.errors);
  Exp e = {.n = 0};
  w32(&e, 0x10);
  w32(&e, 8);
  uint32_t offs[8] = {40, 60, 128, 204, 236, 284, 332, 364};
  for (int i = 0; i < 8; i++) w32(&e, offs[i]);
  /* "" @0, "node" @1, "out" @6: 10 bytes -> 12 */
  w32(&e, 1);
  w32(&e, 12);
  wstrs(&e, "\0node\0out\0\0\0", 12);
  /* node: kind 15, node stage only, min target node 6.8, shader info 0 */
  w32(&e, 4);
  w32(&e, 60);
  w32(&e, 1);
  w32(&e, 52);
  uint32_t fn[13] = {1, 1, NUL, NUL, 15, 0, 0, 0, 0, 1u << 15, 0xF0068, 0, 0};
  for (int i = 0; i < 13; i++) w32(&e, fn[i]);
  /* index arrays: numthreads = dispatch grid {2,1,1} @0, function
   * attributes {0,1,2,3} @4, input attributes {0} @9 (also the inputs
   * list {0}), output attributes {1,2,3} @11, outputs {1} @15 */
  uint32_t idx[17] = {3, 2, 1, 1, 4, 0, 1, 2, 3, 1, 0, 3, 1, 2, 3, 1, 1};
  w32(&e, 2);
  w32(&e, 68);
  for (int i = 0; i < 17; i++) w32(&e, idx[i]);
  /* NodeID (7): {"node", 0}, {"out", 0} */
  uint32_t ids[4] = {1, 0, 6, 0};
  w32(&e, 7); w32(&e, 24); w32(&e, 2); w32(&e, 8);
  for (int i = 0; i < 4; i++) w32(&e, ids[i]);
  /* NodeShaderFuncAttrib (9): ID -> NodeID 0, NumThreads -> @0,
   * LocalRootArgumentsTableIndex 0, DispatchGrid -> @0 */
  uint32_t fa[8] = {1, 0, 2, 0, 6, 0, 4, 0};
  w32(&e, 9); w32(&e, 40); w32(&e, 4); w32(&e, 8);
  for (int i = 0; i < 8; i++) w32(&e, fa[i]);
  /* NodeShaderIOAttrib (8): RecordSizeInBytes 12 (input); OutputID -> NodeID 1,
   * OutputArraySize 0, MaxRecords 4 (output) */
  uint32_t ia[8] = {4, 12, 1, 1, 6, 0, 2, 4};
  w32(&e, 8); w32(&e, 40); w32(&e, 4); w32(&e, 8);
  for (int i = 0; i < 8; i++) w32(&e, ia[i]);
  /* IONode (10): input {flags 0x61, attributes @9}, output {6, @11} */
  uint32_t io[4] = {0x61, 9, 6, 11};
  w32(&e, 10); w32(&e, 24); w32(&e, 2); w32(&e, 8);
  for (int i = 0; i < 4; i++) w32(&e, io[i]);
  /* NodeShaderInfo (11): broadcasting, no groupshared, attributes @4,
   * outputs @15, inputs @9 */
  uint32_t ni[5] = {1, 0, 4, 15, 9};
  w32(&e, 11); w32(&e, 28); w32(&e, 1); w32(&e, 20);
  for (int i = 0; i < 5; i++) w32(&e, ni[i]);
  check_bytes("node bytes", &out, &e);
  sb_free(&out);
  arena_free(&a);
}

/* Malformed input is reported, not written wrongly. */
static void test_errors(void) {
  static const char *badkind =
      "!dx.valver = !{!0}\n!dx.shaderModel = !{!1}\n!dx.subobjects = !{!2}\n"
      "!0 = !{i32 1, i32 8}\n!1 = !{!\"lib\", i32 6, i32 8}\n"
      "!2 = !{!\"cfg\", i32 5, i32 1}\n";
  static const char *badres =
      "!dx.valver = !{!0}\n!dx.shaderModel = !{!1}\n!dx.resources = !{!2}\n"
      "!0 = !{i32 1, i32 8}\n!1 = !{!\"lib\", i32 6, i32 8}\n"
      "!2 = !{!3, null, null, null}\n!3 = !{!4}\n!4 = !{i32 0}\n";
  const char *cases[2] = {badkind, badres};
  for (int i = 0; i < 2; i++) {
    Arena a;
    arena_init(&a, NULL);
    StrBuf msgs = {0}, out = {0};
    Diag d = {0};
    d.out = &msgs;
    d.no_caret = true;
    bool ok = build(cases[i], &out, &d, &a);
    CHECK_MSG(!ok && d.errors == 1 && msgs.data && strstr(msgs.data, "[HL7403]") && out.len == 0,
              "case %d: ok %d, errors %d, '%s'", i, ok, d.errors, msgs.data ? msgs.data : "");
    sb_free(&msgs);
    sb_free(&out);
    arena_free(&a);
  }
}

int main(void) {
  test_mod1_valver18();
  test_mod1_valver17();
  test_mod2();
  test_subobjects();
  test_node();
  test_errors();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
