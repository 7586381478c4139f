/* api_exports.c - hlslc_options.exports (-exports, added in 0.3.0): the
 * export map through the C API and through DXC's arguments, its refusals
 * (outside a library profile, a count without an array), and callers built
 * against the 0.1 layout, whose struct ends before the field (it is then
 * 0: no map). Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <stddef.h>
#include <stdlib.h>

static const char src[] =
    "float twice(float x) { return x * 2; }\n"
    "export float ex(float x) { return x + 1; }\n"
    "[shader(\"compute\")] [numthreads(4, 1, 1)] void CS() {}\n";

static bool has(const hlslc_result *r, const char *s) { return r->data && strstr((const char *)r->data, s); }

int main(void) {
  hlslc_options o = HLSLC_OPTIONS_INIT;
  o.profile = "lib_6_3";
  o.output = HLSLC_OUTPUT_DXIL_TEXT;
  const char *map[] = {"A,B=twice", "CS"}; /* two values, as two -exports options */
  o.exports = map;
  o.nexports = 2;
  hlslc_result r;
  int st = hlslc_compile(&o, "t.hlsl", src, sizeof src - 1, &r);
  check("map: compiles", st == 0);
  check("map: renamed in place", has(&r, "define float @\"\\01?A@@YAMM@Z\"(float %x)"));
  check("map: a clone", has(&r, "define float @\"\\01?B@@YAMM@Z\"(float)"));
  check("map: the entry and its callable copy",
        has(&r, "define void @CS()") && has(&r, "define void @\"\\01?CS@@YAXXZ\"()"));
  check("map: `export` not named is internal", !has(&r, "?ex@@"));
  hlslc_result_free(&r);

  /* the map's own errors: compile diagnostics without a position (HL4020) */
  const char *bad[] = {"nothere;A=twice;A=twice"};
  o.exports = bad;
  o.nexports = 1;
  st = hlslc_compile(&o, "t.hlsl", src, sizeof src - 1, &r);
  bool unused = false;
  for (uint32_t i = 0; i < r.ndiags; i++)
    if (r.diags[i].code == 4020 && !r.diags[i].file && strstr(r.diags[i].message, "Could not find target for export: nothere"))
      unused = true;
  check("map errors: status 1, HL4020", st == 1 && unused);
  hlslc_result_free(&r);

  /* refusals: status 2, HL1005 naming the field */
  o.exports = map;
  o.nexports = 1;
  o.profile = "cs_6_0";
  o.entry = "CS";
  st = hlslc_compile(&o, "t.hlsl", src, sizeof src - 1, &r);
  check("outside a library", st == 2 && r.diagnostics && strstr(r.diagnostics, "HL1005") &&
                                 strstr(r.diagnostics, "exports (-exports needs a library profile)"));
  hlslc_result_free(&r);
  o.profile = "lib_6_3";
  o.entry = NULL;
  o.exports = NULL;
  o.nexports = 3;
  st = hlslc_compile(&o, "t.hlsl", src, sizeof src - 1, &r);
  check("a count without an array", st == 2 && r.diagnostics && strstr(r.diagnostics, "nexports"));
  hlslc_result_free(&r);

  /* a 0.1 caller: its struct ends where `exports` begins (allocated at
   * exactly that size, so reading past it is an error under ASan), with
   * struct_size that size or 0 */
  size_t v01 = offsetof(hlslc_options, exports);
  for (int zero = 0; zero < 2; zero++) {
    unsigned char *old = malloc(v01);
    memset(old, 0, v01);
    size_t size = zero ? 0 : v01;
    const char *profile = "lib_6_3";
    hlslc_output out = HLSLC_OUTPUT_DXIL_TEXT;
    memcpy(old + offsetof(hlslc_options, struct_size), &size, sizeof size);
    memcpy(old + offsetof(hlslc_options, profile), &profile, sizeof profile);
    memcpy(old + offsetof(hlslc_options, output), &out, sizeof out);
    st = hlslc_compile((const hlslc_options *)(void *)old, "t.hlsl", src, sizeof src - 1, &r);
    check(zero ? "0.1 layout, struct_size 0: no map" : "0.1 layout: no map",
          st == 0 && has(&r, "define float @\"\\01?ex@@YAMM@Z\"") && !has(&r, "?A@@"));
    hlslc_result_free(&r);
    free(old);
  }

  /* DXC's arguments: every -exports value, in order */
  const char *argv[] = {"hlslc", "-T", "lib_6_3", "t.hlsl", "-exports", "A=twice", "-exports", "CS"};
  hlslc_args a;
  hlslc_args_parse(8, argv, &a);
  check("args: parsed", a.status == 0 && a.options.nexports == 2 && !strcmp(a.options.exports[0], "A=twice") &&
                            !strcmp(a.options.exports[1], "CS"));
  hlslc_args_free(&a);
  st = hlslc_compile_args(8, argv, src, sizeof src - 1, NULL, &r);
  const hlslc_blob *text = hlslc_result_output(&r, HLSLC_OUT_LISTING);
  check("args: compiled with the map", st == 0 && text && strstr((const char *)text->data, "?A@@YAMM@Z") &&
                                           !strstr((const char *)text->data, "?ex@@"));
  hlslc_result_free(&r);
  const char *argv2[] = {"hlslc", "-T", "cs_6_0", "-E", "CS", "t.hlsl", "-exports", "CS"};
  st = hlslc_compile_args(8, argv2, src, sizeof src - 1, NULL, &r);
  check("args: outside a library", st != 0 && r.diagnostics &&
                                       strstr(r.diagnostics, "library profile required when using -exports option"));
  hlslc_result_free(&r);

  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
