/* Unit tests for root signatures: each element of the HLSL root-signature
 * language, at each version, serialized byte for byte as DXC serializes it
 * (the expected dwords are written out from the RTS0 layout: header
 * {version, #params, 24, #samplers, samplers offset, flags}, parameter
 * headers {type, visibility, payload offset}, payloads, static samplers);
 * DXC's parse and check messages; rts0_read/rts0_print round trips. */
#include "rootsig/rootsig.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

#define APPEND 0xFFFFFFFFu
#define FLTMAX 0x7F7FFFFFu

/* Compiles text at version; the part must be exactly want[0..n). */
static void expect_bytes(const char *name, const char *text, uint32_t version, const uint32_t *want,
                         size_t n) {
  Arena a;
  arena_init(&a, NULL);
  StrBuf out = {0}, msgs = {0};
  Diag d = {0};
  d.out = &msgs;
  bool ok = rootsig_compile(text, strlen(text), version, RS_COMPILE_GLOBAL, srcloc_none(), &a, &d, &out, NULL);
  bool same = ok && out.len == 4 * n;
  for (size_t i = 0; same && i < n; i++) {
    const uint8_t *p = (const uint8_t *)out.data + 4 * i;
    uint32_t v = p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
    if (v != want[i]) {
      printf("  %s: dword %zu is 0x%x, want 0x%x\n", name, i, v, want[i]);
      same = false;
    }
  }
  if (!ok) printf("  %s: %.*s", name, (int)msgs.len, msgs.data ? msgs.data : "");
  else if (out.len != 4 * n) printf("  %s: %zu bytes, want %zu\n", name, out.len, 4 * n);
  check(name, same);
  /* printed back and compiled again: the same bytes */
  if (same) {
    RsDesc rs;
    StrBuf txt = {0}, again = {0};
    Diag q = {0};
    q.out = &msgs;
    bool back = rts0_read((const uint8_t *)out.data, out.len, &a, &rs, &q, name);
    if (back) {
      rts0_print(&rs, NULL, &txt);
      /* one element per line: the language takes no newlines, so join them */
      for (size_t i = 0; i < txt.len; i++)
        if (txt.data[i] == '\n') txt.data[i] = ' ';
      back = rootsig_compile(txt.data ? txt.data : "", txt.len, version, RS_COMPILE_GLOBAL, srcloc_none(),
                             &a, &q, &again, NULL) &&
             again.len == out.len && memcmp(again.data, out.data, out.len) == 0;
      if (!back) printf("  %s: printed as '%.*s'\n", name, (int)txt.len, txt.data ? txt.data : "");
    }
    check(name, back);
    sb_free(&txt);
    sb_free(&again);
  }
  sb_free(&out);
  sb_free(&msgs);
  arena_free(&a);
}

/* Compiling text fails with exactly "root signature error - <want>". */
static void expect_error(const char *text, uint32_t version, uint32_t cflags, const char *want) {
  Arena a;
  arena_init(&a, NULL);
  StrBuf out = {0}, msgs = {0};
  Diag d = {0};
  d.out = &msgs;
  d.no_caret = true;
  d.no_code = true;
  bool ok = rootsig_compile(text, strlen(text), version, cflags, srcloc_none(), &a, &d, &out, NULL);
  char buf[1024];
  snprintf(buf, sizeof buf, "hlslc: error: root signature error - %s\n", want);
  bool good = !ok && msgs.data && strcmp(msgs.data, buf) == 0;
  if (!good) printf("  '%s': got '%.*s', want '%s'\n", text, (int)msgs.len, msgs.data ? msgs.data : "", buf);
  check(want, good);
  sb_free(&out);
  sb_free(&msgs);
  arena_free(&a);
}

#define BYTES(name, text, ver, ...)                                          \
  do {                                                                       \
    static const uint32_t w_[] = {__VA_ARGS__};                              \
    expect_bytes(name, text, ver, w_, sizeof w_ / sizeof w_[0]);             \
  } while (0)

static void test_elements(void) {
  BYTES("empty 1.1", "", RS_VERSION_1_1, 2, 0, 24, 0, 24, 0);
  BYTES("empty 1.0", "", RS_VERSION_1_0, 1, 0, 24, 0, 24, 0);
  BYTES("trailing comma", "RootFlags(0),", RS_VERSION_1_1, 2, 0, 24, 0, 24, 0);
  BYTES("RootFlags", "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | deny_pixel_shader_root_access)",
        RS_VERSION_1_1, 2, 0, 24, 0, 24, 0x21);
  BYTES("RootFlags all", "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT|DENY_VERTEX_SHADER_ROOT_ACCESS|"
        "DENY_HULL_SHADER_ROOT_ACCESS|DENY_DOMAIN_SHADER_ROOT_ACCESS|DENY_GEOMETRY_SHADER_ROOT_ACCESS|"
        "DENY_PIXEL_SHADER_ROOT_ACCESS|ALLOW_STREAM_OUTPUT|DENY_AMPLIFICATION_SHADER_ROOT_ACCESS|"
        "DENY_MESH_SHADER_ROOT_ACCESS|CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED|SAMPLER_HEAP_DIRECTLY_INDEXED)",
        RS_VERSION_1_1, 2, 0, 24, 0, 24, 0xF7F);
  BYTES("RootConstants", "RootConstants(num32BitConstants=3, b2, space = 1, visibility=SHADER_VISIBILITY_PIXEL)",
        RS_VERSION_1_1, 2, 1, 24, 0, 48, 0, /* param */ 1, 5, 36, /* register, space, count */ 2, 1, 3);
  BYTES("RootConstants 1.0", "RootConstants(b0, num32BitConstants=1)", RS_VERSION_1_0,
        1, 1, 24, 0, 48, 0, 1, 0, 36, 0, 0, 1);
  BYTES("CBV 1.1", "CBV(b0, space=3, flags=DATA_STATIC)", RS_VERSION_1_1,
        2, 1, 24, 0, 48, 0, 2, 0, 36, 0, 3, 8);
  BYTES("CBV 1.0", "CBV(b7, space=3)", RS_VERSION_1_0, 1, 1, 24, 0, 44, 0, 2, 0, 36, 7, 3);
  BYTES("SRV UAV", "SRV(t1), UAV(u2, visibility = SHADER_VISIBILITY_MESH, flags = DATA_VOLATILE)",
        RS_VERSION_1_1, 2, 2, 24, 0, 72, 0, 3, 0, 48, 4, 7, 60, 1, 0, 0, 2, 0, 2);
  BYTES("root descriptor flags 0", "SRV(t0, flags = 0)", RS_VERSION_1_1, 2, 1, 24, 0, 48, 0, 3, 0, 36, 0, 0, 0);
  BYTES("DescriptorTable 1.1",
        "DescriptorTable(CBV(b1), SRV(t1, numDescriptors=8, flags=DESCRIPTORS_VOLATILE), "
        "UAV(u1, numDescriptors=unbounded, offset=10, space=4), visibility=SHADER_VISIBILITY_HULL)",
        RS_VERSION_1_1, 2, 1, 24, 0, 116, 0, /* param */ 0, 2, 36, /* table */ 3, 44,
        /* type, count, base, space, flags, offset */
        2, 1, 1, 0, 0, APPEND, 0, 8, 1, 0, 1, APPEND, 1, 0xFFFFFFFFu, 1, 4, 0, 10);
}

static void test_tables_1_0(void) {
  BYTES("DescriptorTable 1.0 ranges", "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u3, offset = 2))",
        RS_VERSION_1_0, 1, 1, 24, 0, 84, 0, 0, 0, 36, 2, 44,
        /* type, count, base, space, offset */ 0, 4, 0, 0, APPEND, 1, 1, 3, 0, 2);
  BYTES("sampler table", "DescriptorTable(Sampler(s0, space=1, numDescriptors=unbounded, flags=DESCRIPTORS_VOLATILE))",
        RS_VERSION_1_1, 2, 1, 24, 0, 68, 0, 0, 0, 36, 1, 44, 3, 0xFFFFFFFFu, 0, 1, 1, APPEND);
}

static void test_samplers(void) {
  BYTES("StaticSampler defaults", "StaticSampler(s0)", RS_VERSION_1_1,
        2, 0, 24, 1, 24, 0, 0x55, 1, 1, 1, 0, 16, 4, 2, 0, FLTMAX, 0, 0, 0);
  BYTES("StaticSampler all fields",
        "StaticSampler(s4, space=2, filter=FILTER_MIN_MAG_MIP_LINEAR, addressU=TEXTURE_ADDRESS_CLAMP, "
        "addressV=TEXTURE_ADDRESS_BORDER, addressW=TEXTURE_ADDRESS_MIRROR_ONCE, mipLODBias=-1.5, "
        "maxAnisotropy=8, comparisonFunc=COMPARISON_NEVER, borderColor=STATIC_BORDER_COLOR_OPAQUE_BLACK, "
        "minLOD=1, maxLOD=10.0f, visibility=SHADER_VISIBILITY_PIXEL)",
        RS_VERSION_1_1, 2, 0, 24, 1, 24, 0, 0x15, 3, 4, 5, 0xBFC00000u, 8, 1, 1, 0x3F800000u, 0x41200000u, 4, 2, 5);
  BYTES("StaticSampler negative integer LOD", "StaticSampler(s1, minLOD = -2, maxLOD = 1e1)", RS_VERSION_1_1,
        2, 0, 24, 1, 24, 0, 0x55, 1, 1, 1, 0, 16, 4, 2, 0xC0000000u, 0x41200000u, 1, 0, 0);
  BYTES("StaticSampler 1.2 flags", "StaticSampler(s0, flags = UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES, "
        "borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT)", RS_VERSION_1_2,
        3, 0, 24, 1, 24, 0, 0x55, 1, 1, 1, 0, 16, 4, 4, 0, FLTMAX, 0, 0, 0, 3);
  BYTES("StaticSampler 1.2 no flags", "StaticSampler(s3)", RS_VERSION_1_2,
        3, 0, 24, 1, 24, 0, 0x55, 1, 1, 1, 0, 16, 4, 2, 0, FLTMAX, 3, 0, 0, 0);
  BYTES("parameters then samplers", "StaticSampler(s0), CBV(b0), RootFlags(0)", RS_VERSION_1_1,
        2, 1, 24, 1, 48, 0, 2, 0, 36, 0, 0, 0, 0x55, 1, 1, 1, 0, 16, 4, 2, 0, FLTMAX, 0, 0, 0);
}

static void test_errors(void) {
  expect_error("CBV(b0", RS_VERSION_1_1, 0, "Unexpected token ''");
  expect_error("CBV(t0)", RS_VERSION_1_1, 0, "Incorrect register type 't0' in CBV (expected b#)");
  expect_error("SRV(b0)", RS_VERSION_1_1, 0, "Incorrect register type 'b0' in SRV (expected t#)");
  expect_error("DescriptorTable(Sampler(t0))", RS_VERSION_1_1, 0,
               "Incorrect register type 't0' in Sampler/StaticSampler (expected s#)");
  expect_error("CBV(space=1)", RS_VERSION_1_1, 0, "shader register must be defined for each CBV/SRV/UAV");
  expect_error("RootConstants(b0)", RS_VERSION_1_1, 0, "num32BitConstants must be defined for each RootConstants");
  expect_error("RootConstants(num32BitConstants=1)", RS_VERSION_1_1, 0,
               "Constant buffer register b# must be defined for each RootConstants");
  expect_error("StaticSampler(filter=FILTER_ANISOTROPIC)", RS_VERSION_1_1, 0,
               "Sampler register s# must be defined for each static sampler");
  expect_error("RootFlags(0), RootFlags(0)", RS_VERSION_1_1, 0, "RootFlags cannot be specified more than once");
  expect_error("RootFlags(1)", RS_VERSION_1_1, 0,
               "Root signature flag values can only be 0 or flag enum values, found: '1'");
  expect_error("RootFlags()", RS_VERSION_1_1, 0, "Expected a root signature flag value, found: ')'");
  expect_error("RootFlags(LOCAL_ROOT_SIGNATURE)", RS_VERSION_1_1, RS_COMPILE_GLOBAL,
               "LOCAL_ROOT_SIGNATURE flag used in global root signature");
  expect_error("CBV(b0, flags=DATA_STATIC)", RS_VERSION_1_0, 0,
               "Root descriptor flags cannot be specified for root_sig_1_0");
  expect_error("DescriptorTable(SRV(t0, flags=DATA_STATIC))", RS_VERSION_1_0, 0,
               "Descriptor range flags cannot be specified for root_sig_1_0");
  expect_error("CBV(b0, flags=DESCRIPTORS_VOLATILE)", RS_VERSION_1_1, 0,
               "Expected a root descriptor flag value, found: 'DESCRIPTORS_VOLATILE'");
  expect_error("CBV(b0, flags=2)", RS_VERSION_1_1, 0,
               "Root descriptor flag values can only be 0 or flag enum values, found: '2'");
  expect_error("CBV(b0, space=1, space=2)", RS_VERSION_1_1, 0, "Parameter 'space' can be specified only once");
  expect_error("CBV(b0, visibility=SHADER_VISIBILITY_NONE)", RS_VERSION_1_1, 0,
               "Unexpected visibility value: 'SHADER_VISIBILITY_NONE'.");
  expect_error("CBV(b0) CBV(b1)", RS_VERSION_1_1, 0, "Expected ',', found: 'CBV'");
  expect_error("CBV(b0),,", RS_VERSION_1_1, 0, "Unexpected token ',' when parsing root signature");
  expect_error("Foo(b0)", RS_VERSION_1_1, 0, "Unexpected token 'Foo' when parsing root signature");
  expect_error("CBV(b0);junk", RS_VERSION_1_1, 0, "Expected ',', found: ';junk'");
  expect_error("CBV(\tb0)", RS_VERSION_1_1, 0, "Unexpected token '\t'");
  expect_error("DescriptorTable()", RS_VERSION_1_1, 0, "Unexpected token ')'");
  expect_error("StaticSampler(s0, flags=UINT_BORDER_COLOR)", RS_VERSION_1_1, 0, "Unexpected token 'flags'");
  expect_error("StaticSampler(s0, mipLODBias=x)", RS_VERSION_1_1, 0, "Expected float, found token 'x'");
  expect_error("StaticSampler(s0, filter=FILTER_FOO)", RS_VERSION_1_1, 0, "Unexpected filter value: 'FILTER_FOO'.");
  expect_error("CBV(b4294967296)", RS_VERSION_1_1, 0, "Unexpected token 'b4294967296'");
  expect_error("RootConstants(num32BitConstants=-1, b0)", RS_VERSION_1_1, 0, "Unexpected token '-1'");
  /* checks after parsing (rts0_verify) */
  expect_error("CBV(b0), CBV(b0)", RS_VERSION_1_1, 0,
               "Shader register range of type CBV (root parameter [1], visibility ALL) overlaps with another "
               "shader register range (root parameter [0], visibility ALL).");
  expect_error("DescriptorTable(SRV(t0, numDescriptors=4), visibility=SHADER_VISIBILITY_PIXEL), SRV(t3)",
               RS_VERSION_1_1, 0,
               "Shader register range of type SRV (root parameter [1], visibility ALL) overlaps with another "
               "shader register range (root parameter[0], visibility ALL, descriptor table slot [0]).");
  expect_error("SRV(t3, visibility=SHADER_VISIBILITY_VERTEX), SRV(t3, visibility=SHADER_VISIBILITY_PIXEL), "
               "RootConstants(num32BitConstants=1, b0), CBV(b0, visibility=SHADER_VISIBILITY_PIXEL)",
               RS_VERSION_1_1, 0,
               "Shader register range of type CBV (root parameter [3], visibility PIXEL) overlaps with another "
               "shader register range (root parameter [2], visibility ALL).");
  expect_error("StaticSampler(s0), DescriptorTable(Sampler(s0))", RS_VERSION_1_1, 0,
               "Shader register range of type SAMPLER (static sampler [0], visibility ALL) overlaps with another "
               "shader register range (root parameter[0], visibility ALL, descriptor table slot [0]).");
  expect_error("DescriptorTable(SRV(t0), Sampler(s0))", RS_VERSION_1_1, 0,
               "Samplers cannot be mixed with other resource types in a descriptor table (root parameter [0]).");
  expect_error("DescriptorTable(SRV(t0, numDescriptors=0))", RS_VERSION_1_1, 0,
               "NumDescriptors cannot be 0 (descriptor table slot [0], root parameter [0]).");
  expect_error("DescriptorTable(SRV(t0, numDescriptors=unbounded), SRV(t1, space=1))", RS_VERSION_1_1, 0,
               "Cannot append range with implicit lower bound after an unbounded range (descriptor table slot "
               "[1], root parameter [0]).");
  expect_error("DescriptorTable(SRV(t4294967295, numDescriptors=2))", RS_VERSION_1_1, 0,
               "Overflow for shader register range: BaseShaderRegister=4294967295, NumDescriptor=2; (descriptor "
               "table slot [0], root parameter [0]).");
  expect_error("DescriptorTable(SRV(t0, flags=DATA_STATIC|DATA_VOLATILE))", RS_VERSION_1_1, 0,
               "Descriptor range flags cannot specify more than one DATA_* flag at a time (descriptor range "
               "flags 10).");
  expect_error("DescriptorTable(Sampler(s0, flags=DATA_VOLATILE))", RS_VERSION_1_1, 0,
               "Sampler descriptor ranges can't specify DATA_* flags since there is no data pointed to by "
               "samplers (descriptor range flags 2).");
  expect_error("CBV(b0, flags=DATA_STATIC|DATA_VOLATILE)", RS_VERSION_1_1, 0,
               "Root descriptor flags cannot specify more than one DATA_* flag at a time (root descriptor flags 2).");
  expect_error("CBV(b0, space=4294967280)", RS_VERSION_1_1, 0,
               "Root parameter [0] specifies RegisterSpace=0xfffffff0, which is invalid since RegisterSpace "
               "values in the range [0xfffffff0,0xffffffff] are reserved for system use.");
  expect_error("StaticSampler(s0, mipLODBias=20)", RS_VERSION_1_1, 0,
               "Static sampler: MipLODBias must be in the range [-1.600000e+01 to 1.599000e+01].  "
               "2.000000e+01specified.");
  expect_error("StaticSampler(s0, maxAnisotropy=17)", RS_VERSION_1_1, 0,
               "Static sampler: MaxAnisotropy must be in the range [0 to 16].  17 specified.");
  expect_error("StaticSampler(s0, filter=FILTER_COMPARISON_ANISOTROPIC, comparisonFunc=COMPARISON_NONE)",
               RS_VERSION_1_1, 0, "Static sampler: ComparisonFunc unrecognized.");
}

/* Mutated and random texts: parsing never crashes or reads out of bounds
 * (run under ASan by make check-asan), and whatever parses also serializes
 * and reads back. */
static void test_fuzz(void) {
  static const char *const seeds[] = {
      "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0, space=1, flags=DATA_STATIC), "
      "DescriptorTable(SRV(t0, numDescriptors=unbounded), UAV(u1, offset=3), visibility=SHADER_VISIBILITY_PIXEL), "
      "StaticSampler(s0, mipLODBias=-1.5e1f, maxLOD=12.0, comparisonFunc=COMPARISON_LESS)",
      "RootConstants(num32BitConstants=4, b1), SRV(t2), DescriptorTable(Sampler(s1, numDescriptors=4))",
  };
  uint64_t x = 0x9E3779B97F4A7C15ull;
  uint32_t ok = 0, n = 0;
  char buf[512];
  for (int it = 0; it < 20000; it++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    const char *seed = seeds[x % 2];
    size_t len = strlen(seed);
    memcpy(buf, seed, len);
    int edits = 1 + (int)(x >> 8) % 4;
    for (int e = 0; e < edits; e++) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      if (!len) break;
      size_t at = (size_t)(x % len);
      switch ((x >> 20) % 4) {
      case 0: buf[at] = (char)(x >> 32); break;                 /* any byte */
      case 1: len = at; break;                                 /* truncate */
      case 2: if (len + 140 < sizeof buf) { memset(buf + len, '9', 140); len += 140; } break; /* long number */
      default: buf[at] = "(),=| .e+-f"[(x >> 40) % 11]; break; /* punctuation */
      }
    }
    Arena a;
    arena_init(&a, NULL);
    RsDesc rs;
    StrBuf msg = {0}, out = {0};
    uint32_t ver = 1 + (uint32_t)(x >> 50) % 3;
    if (rootsig_parse(buf, len, ver, 0, &a, &rs, &msg) && rts0_verify(&rs, false, &a, &msg)) {
      rts0_write(&rs, &out);
      RsDesc back;
      Diag d = {0};
      StrBuf dm = {0};
      d.out = &dm;
      if (rts0_read((const uint8_t *)out.data, out.len, &a, &back, &d, "fuzz")) ok++;
      sb_free(&dm);
    }
    n++;
    sb_free(&msg);
    sb_free(&out);
    arena_free(&a);
  }
  check("fuzzed root signatures parse or fail cleanly", n == 20000);
  printf("  fuzz: %u of %u mutated root signatures valid\n", ok, n);
}

int main(void) {
  test_fuzz();
  test_elements();
  test_tables_1_0();
  test_samplers();
  test_errors();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
