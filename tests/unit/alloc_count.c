/* alloc_count.c - every allocation of a compile goes through the caller's
 * allocator (hlslc_options.allocator, hlslc_hooks.allocator), and every
 * block it hands out is given back.
 *
 * This program replaces malloc/calloc/realloc (glibc; not under ASan, which
 * has its own) and counts the calls the library makes while a compile runs,
 * and counts the calls to the caller's allocator. For each input (the
 * built-in shader, the tests/e2e shaders, a few front-end tests with
 * errors) and each kind of output (container with listing, header and
 * reflection; DXIL text; front-end IR; optimised IR; AST; preprocessed;
 * make rule) it checks:
 *   - no malloc/calloc/realloc while hlslc_compile (or hlslc_compile_args,
 *     -dumpbin and -verifyrootsignature included) runs, and none while the
 *     result is freed;
 *   - the caller's allocator was used, and after hlslc_result_free every
 *     block it handed out has been freed (nothing outlives the result);
 *   - the output is byte-identical to a compile without the allocator.
 * A failing count prints the call stack of the first stray malloc. */
#include <execinfo.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlsl_inputs.h"
#include "hlslc.h"
#include "test_util.h"

#if defined(__SANITIZE_ADDRESS__)
#define AC_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AC_ASAN 1
#endif
#endif

#if defined(__GLIBC__) && !defined(AC_ASAN)
#define AC_ACTIVE 1

static bool g_armed;      /* counting */
static long g_libc;       /* libc allocations seen while armed */
static void *g_where[24]; /* the first one's call stack */
static int g_nwhere;

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

static void seen(void) {
  if (!g_armed) return;
  if (g_libc++ == 0) {
    g_armed = false; /* backtrace() may allocate */
    g_nwhere = backtrace(g_where, 24);
    g_armed = true;
  }
}
void *malloc(size_t n) { seen(); return __libc_malloc(n); }
void *calloc(size_t k, size_t n) { seen(); return __libc_calloc(k, n); }
void *realloc(void *p, size_t n) { if (n) seen(); return __libc_realloc(p, n); }

/* The caller's allocator: counts blocks out and back. */
typedef struct Counter {
  long allocs, frees;
} Counter;
static void *count_alloc(void *user, size_t n) {
  ((Counter *)user)->allocs++;
  return __libc_malloc(n);
}
static void count_free(void *user, void *p) {
  if (p) ((Counter *)user)->frees++;
  free(p);
}

static void report_where(const char *what) {
  printf("  %s: %ld libc allocation(s); the first at:\n", what, g_libc);
  fflush(stdout);
  backtrace_symbols_fd(g_where, g_nwhere, 1);
}

static const hlslc_output k_outputs[] = {HLSLC_OUTPUT_CONTAINER, HLSLC_OUTPUT_DXIL_TEXT, HLSLC_OUTPUT_HL_IR,
                                         HLSLC_OUTPUT_LL,        HLSLC_OUTPUT_AST,       HLSLC_OUTPUT_PREPROCESSED,
                                         HLSLC_OUTPUT_DEPENDENCIES};

static bool same(const hlslc_result *a, const hlslc_result *b) {
  return a->status == b->status && a->size == b->size && (!a->size || !memcmp(a->data, b->data, a->size)) &&
         ((!a->diagnostics && !b->diagnostics) ||
          (a->diagnostics && b->diagnostics && !strcmp(a->diagnostics, b->diagnostics)));
}

/* One compile with the counting allocator, checked; returns its allocations. */
static long one(const HlslInput *in, hlslc_output out, uint32_t flags) {
  hlslc_options o = HLSLC_OPTIONS_INIT;
  o.profile = in->profile;
  o.output = out;
  o.flags = flags;
  hlslc_result ref;
  hlslc_compile(&o, in->name, in->src, in->len, &ref);
  Counter c = {0, 0};
  hlslc_allocator al = {count_alloc, count_free, &c, 0};
  o.allocator = &al;
  hlslc_result r;
  g_libc = 0;
  g_armed = true;
  hlslc_compile(&o, in->name, in->src, in->len, &r);
  g_armed = false;
  char what[256];
  snprintf(what, sizeof what, "%s output %d: no libc allocation in the compile", in->name, (int)out);
  if (g_libc) report_where(what);
  check(what, g_libc == 0);
  snprintf(what, sizeof what, "%s output %d: same result", in->name, (int)out);
  check(what, same(&r, &ref));
  g_libc = 0;
  g_armed = true;
  hlslc_result_free(&r);
  g_armed = false;
  snprintf(what, sizeof what, "%s output %d: every block freed (%ld allocated, %ld freed)", in->name, (int)out,
           c.allocs, c.frees);
  check(what, c.allocs > 0 && c.allocs == c.frees && g_libc == 0);
  hlslc_result_free(&ref);
  return c.allocs;
}

/* hlslc_compile_args with every output, then -dumpbin and
 * -verifyrootsignature on its container (read through the hooks). */
static const char *g_cont; /* the container for the read hook */
static size_t g_cont_len;
static const char *read_hook(void *user, const char *path, size_t *len) {
  (void)user;
  if (strcmp(path, "c.dxil") || !g_cont) return NULL;
  *len = g_cont_len;
  return g_cont;
}

static void args(const char *const *argv, int argc, const char *src, size_t len, const char *what,
                 hlslc_result *keep) {
  Counter c = {0, 0};
  hlslc_allocator al = {count_alloc, count_free, &c, 0};
  hlslc_hooks h = HLSLC_HOOKS_INIT;
  h.allocator = &al;
  h.read_file = read_hook;
  hlslc_result r;
  g_libc = 0;
  g_armed = true;
  hlslc_compile_args(argc, argv, src, len, &h, &r);
  g_armed = false;
  char msg[256];
  snprintf(msg, sizeof msg, "%s: status 0", what);
  check(msg, r.status == 0);
  if (r.status) printf("  %s\n", r.diagnostics ? r.diagnostics : "");
  snprintf(msg, sizeof msg, "%s: no libc allocation", what);
  if (g_libc) report_where(msg);
  check(msg, g_libc == 0);
  if (keep) { /* the caller keeps a copy of the container */
    const hlslc_blob *b = hlslc_result_output(&r, HLSLC_OUT_OBJECT);
    char *copy = b ? __libc_malloc(b->size) : NULL;
    if (copy) memcpy(copy, b->data, b->size);
    g_cont = copy;
    g_cont_len = b ? b->size : 0;
  }
  g_armed = true;
  hlslc_result_free(&r);
  g_armed = false;
  snprintf(msg, sizeof msg, "%s: every block freed (%ld allocated, %ld freed)", what, c.allocs, c.frees);
  check(msg, c.allocs > 0 && c.allocs == c.frees && g_libc == 0);
}

int main(void) {
  HlslInput *in = NULL, *err = NULL;
  int n = 0, nerr = 0;
  hin_add_builtin(&in, &n);
  hin_add_e2e(&in, &n);
  hin_add_dir(&err, &nerr, "tests/lit/frontend");
  long total = 0;
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < sizeof k_outputs / sizeof k_outputs[0]; k++)
      total += one(&in[i], k_outputs[k],
                   k_outputs[k] == HLSLC_OUTPUT_CONTAINER
                       ? HLSLC_FLAG_LISTING | HLSLC_FLAG_HEADER | HLSLC_FLAG_REFLECTION
                       : 0);
  /* shaders with errors: diagnostics (and their structured form) only */
  for (int i = 0; i < nerr && i < 40; i++) total += one(&err[i], HLSLC_OUTPUT_CONTAINER, 0);
  printf("%d shaders, %d with errors: %ld allocations through the caller's allocator\n", n,
         nerr < 40 ? nerr : 40, total);

  static const char rs_src[] =
      "#define RS \"RootFlags(0), DescriptorTable(UAV(u0))\"\n"
      "RWBuffer<float> Out : register(u0);\n"
      "[RootSignature(RS)][numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) { Out[i] = i; }\n";
  const char *all[] = {"hlslc", "-T", "cs_6_0", "-O2", "s.hlsl", "-Fo", "o.dxil", "-Fc", "o.lst", "-Fh", "o.h",
                       "-Fsh", "o.hash", "-Frs", "o.rs", "-Fre", "o.json", "-Fe", "o.err"};
  args(all, sizeof all / sizeof all[0], rs_src, sizeof rs_src - 1, "compile_args, every output", NULL);
  const char *keep[] = {"hlslc", "-T", "cs_6_0", "s.hlsl", "-Fo", "c.dxil"};
  args(keep, 6, rs_src, sizeof rs_src - 1, "compile_args, container", &(hlslc_result){0});
  const char *dump[] = {"hlslc", "-dumpbin", "c.dxil", "-Qstrip_rootsignature", "-Fo", "x.dxil", "-Fsh", "x.hash"};
  args(dump, 8, NULL, 0, "compile_args -dumpbin", NULL);
  const char *extract[] = {"hlslc", "-dumpbin", "c.dxil", "-extractrootsignature", "-Fo", "x.rs"};
  args(extract, 6, NULL, 0, "compile_args -extractrootsignature", NULL);
  const char *verify[] = {"hlslc", "-T", "cs_6_0", "s.hlsl", "-verifyrootsignature", "c.dxil"};
  args(verify, 6, rs_src, sizeof rs_src - 1, "compile_args -verifyrootsignature", NULL);
  free((void *)g_cont);
  hin_free(in, n);
  hin_free(err, nerr);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
#else
int main(void) {
  printf("alloc_count: skipped (needs glibc without ASan to see malloc)\n0 passed, 0 failed\n");
  return 0;
}
#endif
