/* api_options.c - hlslc_compile refuses option values the API does not
 * define (status 2, HL1005 naming the field) instead of ignoring them, and
 * accepts every value it does define. Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <stdlib.h>

static const char src[] =
    "RWBuffer<float> Out : register(u0);\n"
    "[numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) { Out[i] = i; }\n";

static void base(hlslc_options *o) {
  memset(o, 0, sizeof *o);
  o->profile = "cs_6_0";
}

/* Compiles with o; checks the status and, for a refusal, that the message
 * names `field`. */
static void expect(const char *name, const hlslc_options *o, int status, const char *field) {
  hlslc_result r;
  int st = hlslc_compile(o, "t.hlsl", src, sizeof src - 1, &r);
  bool ok = st == status && r.status == status;
  if (ok && field)
    ok = r.diagnostics && strstr(r.diagnostics, "HL1005") && strstr(r.diagnostics, field);
  if (!ok) printf("  %s: status %d, diagnostics: %s\n", name, st, r.diagnostics ? r.diagnostics : "");
  check(name, ok);
  hlslc_result_free(&r);
}

int main(void) {
  hlslc_options o;
  base(&o);
  expect("defaults compile", &o, 0, NULL);

  base(&o); o.output = (hlslc_output)42;
  expect("unknown output kind", &o, 2, "output");
  base(&o); o.output = (hlslc_output)-1;
  expect("negative output kind", &o, 2, "output");
  /* every bit of flags is defined (the last, 1u << 31, is
   * HLSLC_FLAG_EXPORT_SHADERS_ONLY): a bit the profile cannot take */
  base(&o); o.flags = HLSLC_FLAG_EXPORT_SHADERS_ONLY;
  expect("export-shaders-only outside a library", &o, 2, "EXPORT_SHADERS_ONLY");
  base(&o); o.hlsl_version = 1999;
  expect("hlsl_version 1999", &o, 2, "hlsl_version");
  base(&o); o.hlsl_version = 2020;
  expect("hlsl_version 2020", &o, 2, "hlsl_version");
  base(&o); o.diagnostics_format = 7;
  expect("diagnostics_format 7", &o, 2, "diagnostics_format");
  base(&o); o.default_linkage = 3;
  expect("default_linkage 3", &o, 2, "default_linkage");
  base(&o); o.lifetime_markers = 2;
  expect("lifetime_markers 2", &o, 2, "lifetime_markers");
  base(&o); o.opt_enable = 1u << 20;
  expect("unknown toggle", &o, 2, "opt_enable");
  base(&o); o.ndefines = 1;
  expect("defines count without array", &o, 2, "defines");
  hlslc_allocator half = {NULL, NULL, NULL, 0};
  base(&o); o.allocator = &half;
  expect("allocator without functions", &o, 2, "allocator");
  base(&o); o.rootsig_container_size = 8;
  expect("rootsig size without container", &o, 2, "rootsig_container");

  /* every defined value is accepted */
  static const int years[] = {0, 2016, 2017, 2018, 2021};
  for (unsigned k = 0; k < sizeof years / sizeof years[0]; k++) {
    base(&o); o.hlsl_version = years[k];
    expect("defined hlsl_version", &o, 0, NULL);
  }
  for (int f = HLSLC_DIAG_CLANG; f <= HLSLC_DIAG_VI; f++) {
    base(&o); o.diagnostics_format = f;
    expect("defined diagnostics_format", &o, 0, NULL);
  }
  for (int l = -1; l <= 1; l++) {
    base(&o); o.lifetime_markers = l;
    expect("defined lifetime_markers", &o, 0, NULL);
  }
  base(&o); o.flags = HLSLC_FLAG_NO_CARET | HLSLC_FLAG_STRIP_REFLECT | HLSLC_FLAG_IEEE_STRICT;
  expect("defined flags", &o, 0, NULL);
  base(&o); o.output = HLSLC_OUTPUT_PREPROCESSED;
  expect("defined output kind", &o, 0, NULL);

  /* struct_size: sizeof is this layout, 0 the 0.1 one (a prefix of it); HLSLC_OPTIONS_INIT sets it */
  hlslc_options init = HLSLC_OPTIONS_INIT;
  init.profile = "cs_6_0";
  check("HLSLC_OPTIONS_INIT", init.struct_size == sizeof init && !init.entry && !init.flags);
  expect("struct_size from HLSLC_OPTIONS_INIT", &init, 0, NULL);
  base(&o); o.struct_size = 0;
  expect("struct_size 0", &o, 0, NULL);
  base(&o); o.struct_size = sizeof o;
  expect("struct_size sizeof", &o, 0, NULL);
  base(&o); o.struct_size = 8;
  expect("struct_size of no version", &o, 2, "struct_size = 8");
  base(&o); o.struct_size = sizeof o - sizeof(void *);
  expect("struct_size one field short", &o, 2, "no version of the struct has this size");
  /* a newer header's struct: its fields this library does not know are 0
   * (accepted) or set (refused: it cannot honour them) */
  struct { hlslc_options o; uint64_t newer[4]; } big;
  memset(&big, 0, sizeof big);
  big.o.struct_size = sizeof big;
  big.o.profile = "cs_6_0";
  expect("newer struct, new fields 0", &big.o, 0, NULL);
  big.newer[2] = 1;
  expect("newer struct, a new field set", &big.o, 2, "does not know is set");
  /* the size is checked before any other field is read */
  base(&o); o.struct_size = 12; o.output = (hlslc_output)42;
  expect("size checked first", &o, 2, "struct_size = 12");

  /* hlslc_hooks.struct_size likewise */
  const char *argv[] = {"hlslc", "-T", "cs_6_0", "-Fo", "x.dxil", "t.hlsl"};
  hlslc_hooks hooks = HLSLC_HOOKS_INIT;
  hlslc_result r;
  hlslc_compile_args(6, argv, src, sizeof src - 1, &hooks, &r);
  check("hooks: HLSLC_HOOKS_INIT", r.status == 0 && hooks.struct_size == sizeof hooks);
  hlslc_result_free(&r);
  hooks.struct_size = 3;
  hlslc_compile_args(6, argv, src, sizeof src - 1, &hooks, &r);
  check("hooks: bad size", r.status == 2 && r.diagnostics && strstr(r.diagnostics, "invalid hlslc_hooks value: struct_size = 3"));
  hlslc_result_free(&r);

  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
