/* consumer.c - a program built against an installed hlslc (tests/install/run.sh).
 *
 * It compiles a compute shader through the public API only and checks the
 * container, and it defines functions whose names the library uses
 * internally (arena_alloc, sb_putn, hl_parse, ...): linking it statically
 * proves that the library exports nothing but hlslc_* names. */
#include <hlslc.h>

#include <stdio.h>
#include <string.h>

/* Names that exist inside the library; a user may pick them too. */
void *arena_alloc(void *a, size_t n) { (void)a; (void)n; return NULL; }
int sb_putn(int x) { return x; }
int hl_parse(void) { return 0; }
int pass_sroa(void) { return 1; }
int dxil_write_bitcode(void) { return 2; }

static const char shader[] =
    "RWBuffer<float> Out : register(u0);\n"
    "[numthreads(8, 1, 1)]\n"
    "void main(uint id : SV_DispatchThreadID) { Out[id] = id * 2.0; }\n";

int main(void) {
  char want[64];
  snprintf(want, sizeof want, "hlslc %d.%d.%d", HLSLC_VERSION_MAJOR, HLSLC_VERSION_MINOR,
           HLSLC_VERSION_PATCH);
  if (strcmp(hlslc_version(), want) != 0 || hlslc_version_number() != HLSLC_VERSION_NUMBER) {
    fprintf(stderr, "version mismatch: header %s, library %s\n", want, hlslc_version());
    return 1;
  }
  hlslc_options opt;
  memset(&opt, 0, sizeof opt);
  opt.entry = "main";
  opt.profile = "cs_6_0";
  hlslc_result r;
  int st = hlslc_compile(&opt, "consumer.hlsl", shader, sizeof shader - 1, &r);
  if (st != 0 || r.size < 32 || memcmp(r.data, "DXBC", 4) != 0) {
    fprintf(stderr, "compile failed (%d): %s\n", st, r.diagnostics ? r.diagnostics : "");
    hlslc_result_free(&r);
    return 1;
  }
  printf("%s: container of %zu bytes (%d %d %d %d %d)\n", hlslc_version(), r.size,
         arena_alloc(NULL, 0) != NULL, sb_putn(0), hl_parse(), pass_sroa(), dxil_write_bitcode());
  hlslc_result_free(&r);
  return 0;
}
