/* api_inspect.c - reading any compiler's container through the public API:
 * hlslc_container_reflect (JSON with the resources and their names from the
 * STAT part), _disassemble (hlslc-dis's text) and _validate (structure,
 * digest, HASH, bitcode), on hlslc's containers and, when the corpus is
 * beside the checkout, on DXC's; damaged containers (a flipped byte, every
 * truncation of a container) are refused with a diagnostic, never a crash;
 * the caller's allocator gets every block back. Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <dirent.h>
#include <stdlib.h>

static const char src[] =
    "RWBuffer<float> Output : register(u3, space1);\n"
    "cbuffer Params : register(b0) { float scale; };\n"
    "[numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) { Output[i] = i * scale; }\n";

typedef struct Counter { long allocs, frees; } Counter;
static void *count_alloc(void *u, size_t n) { ((Counter *)u)->allocs++; return malloc(n); }
static void count_free(void *u, void *p) { if (p) ((Counter *)u)->frees++; free(p); }

static uint8_t *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t *p = malloc(n > 0 ? (size_t)n : 1);
  *len = p ? fread(p, 1, (size_t)n, f) : 0;
  fclose(f);
  return p;
}

/* The first real-world DXC container of the corpus's index (NULL without
 * the corpus). */
static uint8_t *dxc_container(size_t *len, char *name, size_t nname) {
  const char *root = getenv("HLSLC_ROOT");
  char base[512], line[4096];
  snprintf(base, sizeof base, "%s/../shared/corpus/dxc-outputs", root && *root ? root : ".");
  snprintf(name, nname, "%s/index.tsv", base);
  FILE *f = fopen(name, "r");
  if (!f) return NULL;
  uint8_t *p = NULL;
  while (!p && fgets(line, sizeof line, f)) {
    char *col[9] = {0};
    int k = 0;
    for (char *t = strtok(line, "\t\n"); t && k < 9; t = strtok(NULL, "\t\n")) col[k++] = t;
    if (k < 8 || strcmp(col[0], "hlsl-real") || !strstr(col[k - 1], "ok")) continue;
    snprintf(name, nname, "%s/%s", base, col[k - 3]);
    p = read_all(name, len);
  }
  fclose(f);
  return p;
}

int main(void) {
  hlslc_options o = HLSLC_OPTIONS_INIT;
  o.profile = "cs_6_0";
  hlslc_result c;
  hlslc_compile(&o, "s.hlsl", src, sizeof src - 1, &c);
  check("compiled", c.status == 0 && c.size > 32);

  Counter cnt = {0, 0};
  hlslc_allocator al = {count_alloc, count_free, &cnt, 0};
  hlslc_result r;
  hlslc_container_reflect(c.data, c.size, &al, &r);
  check("reflect: status", r.status == 0 && r.reflection_json);
  check("reflect: named resources from STAT",
        r.reflection_json && strstr(r.reflection_json, "\"name\":\"Output\"") &&
            strstr(r.reflection_json, "\"name\":\"Params\"") && strstr(r.reflection_json, "\"space\":1,\"lower\":3"));
  check("reflect: blob", hlslc_result_output(&r, HLSLC_OUT_REFLECTION) &&
                             hlslc_result_output(&r, HLSLC_OUT_REFLECTION)->size == r.reflection_size);
  hlslc_result_free(&r);
  hlslc_container_disassemble(c.data, c.size, &al, &r);
  check("disassemble: text", r.status == 0 && r.data && strstr((const char *)r.data, "DXIL") &&
                                 strstr((const char *)r.data, "define void @main()"));
  hlslc_result_free(&r);
  hlslc_container_validate(c.data, c.size, &al, &r);
  check("validate: hlslc's container", r.status == 0 && r.ndiags == 0);
  hlslc_result_free(&r);
  check("allocator: every block back", cnt.allocs > 0 && cnt.allocs == cnt.frees);

  /* a flipped bit in the first part (SFI0's flags: still readable): the
   * digest says so */
  uint8_t *bad = malloc(c.size);
  memcpy(bad, c.data, c.size);
  uint32_t first = bad[32] | bad[33] << 8 | bad[34] << 16 | (uint32_t)bad[35] << 24;
  check("first part is SFI0", !memcmp(bad + first, "SFI0", 4));
  bad[first + 8 + 7] ^= 0x80;
  hlslc_container_validate(bad, c.size, NULL, &r);
  check("validate: damaged", r.status == 1 && r.ndiags >= 1 && r.diagnostics);
  bool digest = false;
  for (uint32_t i = 0; i < r.ndiags; i++) digest = digest || r.diags[i].code == 8201;
  check("validate: digest mismatch (HL8201)", digest);
  hlslc_result_free(&r);
  /* every truncation: refused, never a crash */
  bool all_refused = true;
  for (size_t n = 0; n < c.size; n += 1 + n / 16) {
    hlslc_container_validate(c.data, n, NULL, &r);
    all_refused = all_refused && r.status == 1 && r.ndiags >= 1;
    hlslc_result_free(&r);
    hlslc_container_reflect(c.data, n, NULL, &r);
    all_refused = all_refused && r.status == 1 && !r.reflection_json;
    hlslc_result_free(&r);
  }
  check("truncated: refused", all_refused);
  hlslc_container_validate(NULL, 0, NULL, &r);
  check("NULL: refused", r.status == 1);
  hlslc_result_free(&r);
  free(bad);
  hlslc_result_free(&c);

  /* DXC's container (engines reflect shaders they did not compile) */
  size_t n = 0;
  char name[1024];
  uint8_t *dxc = dxc_container(&n, name, sizeof name);
  if (dxc) {
    hlslc_container_validate(dxc, n, NULL, &r);
    if (r.status) printf("  %s: %s\n", name, r.diagnostics ? r.diagnostics : "");
    check("validate: DXC's container", r.status == 0);
    hlslc_result_free(&r);
    hlslc_container_reflect(dxc, n, NULL, &r);
    check("reflect: DXC's container", r.status == 0 && r.reflection_json && strstr(r.reflection_json, "\"resources\""));
    hlslc_result_free(&r);
    hlslc_container_disassemble(dxc, n, NULL, &r);
    check("disassemble: DXC's container", r.status == 0 && r.data && strstr((const char *)r.data, "define void"));
    hlslc_result_free(&r);
    free(dxc);
  } else {
    printf("  (no corpus: DXC's containers not read)\n");
  }
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
