/* hlsl_fuzz.c - deterministic mutation fuzzing of HLSL through hlslc_compile.
 *
 * Seeds: the built-in vector add, the tests/e2e manifest and the inputs of
 * tests/lit/frontend. Each iteration picks a seed and applies 1-4 mutations:
 * byte changes (any byte value, NUL included), truncation, deletion or
 * duplication of a token, insertion of punctuation / keywords / directives,
 * splicing a piece of another seed, deep nesting. The result is compiled (to
 * a container mostly, sometimes to text forms) and must
 *   - return (no crash; a compile taking over 20 s counts as a hang),
 *   - end with status 0 and output, or status 1 with at least one error and
 *     diagnostics; never status 2 or 3.
 * Deterministic: iteration i's input depends only on the seed number and i.
 *   HLSLC_FUZZ_ITERS  iterations (default 2000)
 *   HLSLC_FUZZ_SEED   seed (default 1)
 *   HLSLC_FUZZ_ONLY=i run iteration i alone and write its input to
 *                     /tmp/hlslc-fuzz-<i>.hlsl (for a debugger)
 * On a crash or hang the input is written to /tmp/hlslc-fuzz-crash.hlsl. */
#include <ctype.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include "hlsl_inputs.h"
#include "hlslc.h"

/* ---- deterministic randomness -------------------------------------------- */

typedef struct Rng { uint64_t s; } Rng;

static uint64_t rng_next(Rng *r) { /* splitmix64 */
  uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static uint32_t rng_below(Rng *r, uint32_t n) { return n ? (uint32_t)(rng_next(r) % n) : 0; }

/* ---- a growable byte buffer ------------------------------------------------ */

typedef struct Buf { char *p; size_t len, cap; } Buf;

static void buf_reserve(Buf *b, size_t extra) {
  if (b->len + extra + 1 <= b->cap) return;
  size_t nc = b->cap ? b->cap : 256;
  while (nc < b->len + extra + 1) nc *= 2;
  char *q = realloc(b->p, nc);
  if (!q) { perror("realloc"); exit(2); }
  b->p = q;
  b->cap = nc;
}
static void buf_insert(Buf *b, size_t at, const char *s, size_t n) {
  if (at > b->len) at = b->len;
  buf_reserve(b, n);
  memmove(b->p + at + n, b->p + at, b->len - at);
  memcpy(b->p + at, s, n);
  b->len += n;
  b->p[b->len] = 0;
}
static void buf_erase(Buf *b, size_t at, size_t n) {
  if (at >= b->len) return;
  if (n > b->len - at) n = b->len - at;
  memmove(b->p + at, b->p + at + n, b->len - at - n);
  b->len -= n;
  b->p[b->len] = 0;
}

/* ---- mutations --------------------------------------------------------------- */

/* A rough token at or after `at`: [*start, *end). Identifiers/numbers, or one
 * punctuation character; whitespace is skipped. */
static bool token_at(const Buf *b, size_t at, size_t *start, size_t *end) {
  size_t i = at;
  while (i < b->len && (b->p[i] == ' ' || b->p[i] == '\t' || b->p[i] == '\n' || b->p[i] == '\r')) i++;
  if (i >= b->len) return false;
  size_t j = i;
  unsigned char c = (unsigned char)b->p[i];
  if (c == '_' || isalnum(c)) {
    while (j < b->len) {
      unsigned char d = (unsigned char)b->p[j];
      if (!(d == '_' || d == '.' || isalnum(d))) break;
      j++;
    }
  } else {
    j = i + 1;
  }
  *start = i;
  *end = j;
  return true;
}

static const char *const k_snippets[] = {
    "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", ":", "::", "?", "=", "==", "+=", "<<=",
    "++", "--", "->", ".", "...", "!", "~", "&&", "||", "#", "##", "\"", "'", "\\", "/*", "*/",
    "//", "\n", "0x", "1e99", "0.5h", "4294967296", "-2147483648", "1.#INF", "struct", "cbuffer",
    "tbuffer", "return", "for", "while", "do", "if", "else", "switch", "case 1:", "default:",
    "break;", "continue;", "discard;", "typedef", "static", "const", "uniform", "groupshared",
    "inline", "in", "out", "inout", "template", "namespace", "void", "bool", "int", "uint",
    "half", "float", "double", "min16float", "uint64_t", "float4", "float4x4", "matrix",
    "vector<float, 4>", "RWBuffer<float>", "StructuredBuffer<int>", "ByteAddressBuffer",
    "RWTexture2D<float4>", "SamplerState", "Texture2D", "register(u0)", "register(b0, space1)",
    "packoffset(c0)", ": SV_DispatchThreadID", ": SV_GroupIndex", "[numthreads(1,1,1)]",
    "[numthreads(0,0,0)]", "[unroll]", "[loop]", "[branch]", "main", "main()", "sizeof",
    "#define X(a) a##a\n", "#define Y Y\n", "#if 1\n", "#if\n", "#ifdef X\n", "#else\n",
    "#endif\n", "#include \"nope.hlsl\"\n", "#pragma once\n", "#line 0\n", "#error boom\n",
    "#undef main\n", "__LINE__", "__FILE__", "X(", "asuint(", "dot(", "mul(", "lerp(",
    "InterlockedAdd(", "GroupMemoryBarrierWithGroupSync()", "WaveActiveSum(", ".Load(", ".Store(",
    ".xyzw", ".rgba", "._m00", "[0]", "[-1]", "[4294967295]",
};
#define NSNIPPETS (sizeof k_snippets / sizeof k_snippets[0])

static void mutate(Rng *r, Buf *b, const HlslInput *seeds, int nseeds) {
  size_t at = b->len ? rng_below(r, (uint32_t)b->len + 1) : 0;
  size_t s, e;
  switch (rng_below(r, 10)) {
  case 0: /* change bytes: printable, or any value */
    for (uint32_t k = rng_below(r, 4) + 1; k && b->len; k--) {
      size_t i = rng_below(r, (uint32_t)b->len);
      b->p[i] = rng_below(r, 4) ? (char)(32 + rng_below(r, 95)) : (char)rng_below(r, 256);
    }
    break;
  case 1: /* truncate */
    if (at < b->len) b->len = at, b->p[at] = 0;
    break;
  case 2: /* delete a token */
  case 3:
    if (token_at(b, at, &s, &e)) buf_erase(b, s, e - s);
    break;
  case 4: /* duplicate a token */
    if (token_at(b, at, &s, &e)) {
      char tmp[256];
      size_t n = e - s < sizeof tmp ? e - s : sizeof tmp;
      memcpy(tmp, b->p + s, n);
      buf_insert(b, e, tmp, n);
    }
    break;
  case 5: /* insert punctuation / keyword / directive */
  case 6:
  case 7: {
    const char *sn = k_snippets[rng_below(r, NSNIPPETS)];
    if (sn[0] == '#' && sn[strlen(sn) - 1] == '\n') { /* directives start a line */
      while (at > 0 && b->p[at - 1] != '\n') at--;
    }
    buf_insert(b, at, " ", 1);
    buf_insert(b, at + 1, sn, strlen(sn));
    break;
  }
  case 8: { /* splice a piece of another seed */
    const HlslInput *o = &seeds[rng_below(r, (uint32_t)nseeds)];
    if (!o->len) break;
    size_t from = rng_below(r, (uint32_t)o->len);
    size_t n = rng_below(r, 200) + 1;
    if (n > o->len - from) n = o->len - from;
    buf_insert(b, at, o->src + from, n);
    break;
  }
  case 9: { /* deep nesting: many brackets, unary operators or blocks */
    static const char *const open[] = {"(", "{", "[", "-", "!", "(float)", "#if 1\n"};
    const char *sn = open[rng_below(r, sizeof open / sizeof open[0])];
    uint32_t n = rng_below(r, 3) ? rng_below(r, 64) + 1 : rng_below(r, 5000) + 1;
    size_t l = strlen(sn);
    if (sn[0] == '#') while (at > 0 && b->p[at - 1] != '\n') at--;
    char *tmp = malloc(l * n);
    if (!tmp) exit(2);
    for (uint32_t k = 0; k < n; k++) memcpy(tmp + k * l, sn, l);
    buf_insert(b, at, tmp, l * n);
    free(tmp);
    break;
  }
  }
}

/* ---- crash reporting ----------------------------------------------------------- */

/* The input being compiled, for the crash handler (a test program may have
 * globals; the library may not). */
static const char *g_cur;
static size_t g_cur_len;
static long g_cur_iter = -1;

static void save_input(const char *path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  size_t off = 0;
  while (off < g_cur_len) {
    ssize_t w = write(fd, g_cur + off, g_cur_len - off);
    if (w <= 0) break;
    off += (size_t)w;
  }
  close(fd);
}

static void say(const char *s) {
  if (write(2, s, strlen(s)) < 0) return;
}

static void report_crash(const char *what) {
  char num[32];
  int n = 0;
  long v = g_cur_iter;
  char rev[32];
  do { rev[n++] = (char)('0' + v % 10); v /= 10; } while (v > 0 && n < 30);
  for (int i = 0; i < n; i++) num[i] = rev[n - 1 - i];
  num[n] = 0;
  say("FAIL: hlsl_fuzz: ");
  say(what);
  say(" in iteration ");
  say(num);
  say("; input written to /tmp/hlslc-fuzz-crash.hlsl (repeat: HLSLC_FUZZ_ONLY=");
  say(num);
  say(")\n");
  if (g_cur) save_input("/tmp/hlslc-fuzz-crash.hlsl");
}

static void on_signal(int sig) {
  report_crash(sig == SIGALRM ? "hang (over 20 s)" : "crash (signal)");
  signal(sig, SIG_DFL);
  raise(sig == SIGALRM ? SIGABRT : sig);
}

/* AddressSanitizer calls this before printing its report. */
void __asan_on_error(void);
void __asan_on_error(void) { report_crash("AddressSanitizer error"); }

/* ---- main ------------------------------------------------------------------------ */

int main(void) {
  long iters = getenv("HLSLC_FUZZ_ITERS") ? atol(getenv("HLSLC_FUZZ_ITERS")) : 2000;
  uint64_t seed = getenv("HLSLC_FUZZ_SEED") ? strtoull(getenv("HLSLC_FUZZ_SEED"), NULL, 0) : 1;
  long only = getenv("HLSLC_FUZZ_ONLY") ? atol(getenv("HLSLC_FUZZ_ONLY")) : -1;

  HlslInput *seeds = NULL;
  int nseeds = 0;
  hin_add_builtin(&seeds, &nseeds);
  int found = hin_add_e2e(&seeds, &nseeds);
  found += hin_add_dir(&seeds, &nseeds, "tests/lit/frontend");
  int passed = 0, failed = 0;
  if (found < 10) {
    printf("FAIL: found only %d seed shaders (set HLSLC_ROOT)\n", found);
    failed++;
  }

  signal(SIGSEGV, on_signal);
  signal(SIGBUS, on_signal);
  signal(SIGFPE, on_signal);
  signal(SIGILL, on_signal);
  signal(SIGABRT, on_signal);
  signal(SIGALRM, on_signal);

  static const hlslc_output outs[] = {HLSLC_OUTPUT_CONTAINER, HLSLC_OUTPUT_CONTAINER,
                                      HLSLC_OUTPUT_CONTAINER, HLSLC_OUTPUT_CONTAINER,
                                      HLSLC_OUTPUT_DXIL_TEXT, HLSLC_OUTPUT_HL_IR,
                                      HLSLC_OUTPUT_PREPROCESSED, HLSLC_OUTPUT_LL};
  long compiles = 0, ok0 = 0, ok1 = 0, bad = 0;
  Buf b = {0};
  for (long it = only >= 0 ? only : 0; it < (only >= 0 ? only + 1 : iters); it++) {
    Rng r = {seed * 0x100000001b3ull ^ (uint64_t)it * 0x9e3779b97f4a7c15ull};
    rng_next(&r);
    const HlslInput *s = &seeds[rng_below(&r, (uint32_t)nseeds)];
    b.len = 0;
    buf_insert(&b, 0, s->src, s->len);
    for (uint32_t k = rng_below(&r, 4) + 1; k; k--) mutate(&r, &b, seeds, nseeds);

    hlslc_options o;
    memset(&o, 0, sizeof o);
    /* The seed's profile; compute seeds sometimes with SM 6.6 (dynamic
     * resources, other lowering). */
    o.profile = s->profile;
    if (!strncmp(s->profile, "cs_", 3) && !rng_below(&r, 4)) o.profile = "cs_6_6";
    o.output = outs[rng_below(&r, sizeof outs / sizeof outs[0])];
    if (!rng_below(&r, 4)) o.flags |= HLSLC_FLAG_VERIFY_EACH;
    char name[64];
    snprintf(name, sizeof name, "fuzz-%ld.hlsl", it);
    if (only >= 0) {
      snprintf(name, sizeof name, "/tmp/hlslc-fuzz-%ld.hlsl", it);
      g_cur = b.p;
      g_cur_len = b.len;
      save_input(name);
      printf("iteration %ld: seed %s, output kind %d, profile %s, flags %u -> %s\n", it, s->name,
             (int)o.output, o.profile, o.flags, name);
    }
    g_cur = b.p;
    g_cur_len = b.len;
    g_cur_iter = it;
    alarm(20);
    hlslc_result res;
    hlslc_compile(&o, name, b.p, b.len, &res);
    alarm(0);
    compiles++;
    g_cur = NULL;

    const char *why = NULL;
    if (res.status == 0) {
      if (!res.data || (!res.size && o.output != HLSLC_OUTPUT_PREPROCESSED)) why = "success without output";
      ok0++;
    } else if (res.status == 1) {
      if (!res.diagnostics || !*res.diagnostics) why = "status 1 without diagnostics";
      else if (res.errors == 0) why = "status 1 with no error counted";
      ok1++;
    } else {
      why = res.status == 3 ? "status 3 (out of memory) on a small input" : "unexpected status";
    }
    if (why) {
      bad++;
      if (bad <= 10) {
        printf("FAIL: iteration %ld (seed %s): %s (status %d); repeat: HLSLC_FUZZ_ONLY=%ld\n", it,
               s->name, why, res.status, it);
        if (res.diagnostics) printf("    %.200s\n", res.diagnostics);
      }
    }
    if (only >= 0) printf("status %d\n%s", res.status, res.diagnostics ? res.diagnostics : "");
    hlslc_result_free(&res);
  }
  free(b.p);
  hin_free(seeds, nseeds);
  printf("fuzz: %ld compiles, %ld succeeded, %ld rejected with errors, %ld bad\n",
         compiles, ok0, ok1, bad);
  if (bad) failed++;
  else passed++;
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
