/* oom.c - out-of-memory handling of hlslc_compile.
 *
 * For each shader, compile once normally (the reference), then again with
 * the Nth allocation failing, for N = 1, 2, ... until a compile makes fewer
 * than N allocations (so nothing failed). Every such compile must
 *   - not crash (run this under ASan too: make check-asan);
 *   - end with status 3 (out of memory) and an "out of memory" message, or
 *     with exactly the reference result: status 0 and byte-identical output,
 *     or, for a shader with errors, status 1 and identical diagnostics.
 *     Anything else (a success with different bytes, a compile error made up
 *     from a failed allocation, status 2) is a failure.
 * Two ways to fail an allocation:
 *   hook:   hlslc_options.allocator with chunk_size 16, so each arena
 *           allocation is its own call to the hook;
 *   malloc: (glibc, not under ASan) this program's own malloc/calloc/realloc,
 *           with no hook: the library's default allocator is malloc, so
 *           this fails the same allocations in their default chunk sizes
 *           (string buffers, the result's store, scratch arenas), plus any
 *           that bypassed the allocator (tests/unit/alloc_count.c checks
 *           there are none).
 * Every rule above is enforced in both modes (HLSLC_OOM_STRICT=0 relaxes the
 * malloc mode to crashes only); HLSLC_OOM_WHERE=1 prints the call stack of
 * each refused allocation.
 * Each sweep runs in a child process: a crash at one point is reported (with
 * the HLSLC_OOM_ONE setting that repeats it in-process) and the sweep goes on.
 * Budget: shaders whose count of allocation points exceeds HLSLC_OOM_MAX
 * (default 300 per shader and mode) are sampled with an even stride plus the
 * first OOM_HEAD points; HLSLC_OOM_MAX=0 tests every point of every shader. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <execinfo.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hlsl_inputs.h"
#include "hlslc.h"

#if defined(__SANITIZE_ADDRESS__)
#define OOM_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OOM_ASAN 1
#endif
#endif

static int passed, failed;
enum { OOM_HEAD = 100 }; /* points always tried one by one before sampling */
static bool g_strict;           /* HLSLC_OOM_STRICT: malloc mode must be clean too */
static int g_known, g_known_wrong; /* malloc-mode bad results tolerated (not strict) */

static void check(bool ok, const char *what) {
  if (ok) passed++;
  else { failed++; printf("FAIL: %s\n", what); }
}

/* ---- failing allocators ------------------------------------------------ */

/* State of one failing compile (the hook's user pointer, and the global one
 * the malloc replacement uses: a test program may have globals). */
typedef struct FailPlan {
  long count;    /* allocations seen while armed */
  long fail_at;  /* 1-based index of the allocation to fail; 0 = none */
  long failed;   /* allocations refused */
  bool armed;    /* counting (only inside hlslc_compile) */
} FailPlan;

/* HLSLC_OOM_WHERE=1: remember the call stack of the refused allocation and
 * print it with each bad result (symbolize with addr2line -f -e build/tests/oom). */
static bool g_where;
static void *g_where_frames[16];
static int g_where_n;

static bool plan_refuse(FailPlan *p) {
  if (!p->armed) return false;
  if (++p->count != p->fail_at) return false;
  p->failed++;
  if (g_where) {
    p->armed = false; /* backtrace() must not count */
    g_where_n = backtrace(g_where_frames, 16);
    p->armed = true;
  }
  return true;
}

static void *hook_alloc(void *user, size_t n) {
  return plan_refuse(user) ? NULL : malloc(n);
}
static void hook_free(void *user, void *ptr) { (void)user; free(ptr); }

#if defined(__GLIBC__) && !defined(OOM_ASAN)
#define OOM_MALLOC 1
/* glibc supports replacing malloc in the program; the originals stay
 * reachable as __libc_*. Only these four are replaced: memory from glibc's
 * own memalign & co. is still freed correctly by __libc_free. */
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
static FailPlan g_malloc_plan;
void *malloc(size_t n) { return plan_refuse(&g_malloc_plan) ? NULL : __libc_malloc(n); }
void *calloc(size_t k, size_t n) { return plan_refuse(&g_malloc_plan) ? NULL : __libc_calloc(k, n); }
void *realloc(void *p, size_t n) {
  /* realloc(p, 0) frees; refusing it would leak, not test anything. */
  return n && plan_refuse(&g_malloc_plan) ? NULL : __libc_realloc(p, n);
}
void free(void *p) { __libc_free(p); }
#endif

/* ---- one shader ---------------------------------------------------------- */

typedef enum Mode { MODE_HOOK, MODE_MALLOC } Mode;

static bool has_oom_message(const hlslc_result *r) {
  /* The message itself needs memory; under malloc failure it may be lost. */
  return !r->diagnostics || strstr(r->diagnostics, "out of memory") != NULL;
}

/* Compiles `in` with allocation `n` failing; returns the number of
 * allocations made (so the caller knows when to stop) and checks the
 * result against the reference. */
static long compile_failing(const HlslInput *in, const hlslc_result *ref, Mode mode, long n,
                            int bad[2]) {
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = in->profile;
  o.output = HLSLC_OUTPUT_CONTAINER;
  FailPlan plan = {0, n, 0, false};
  hlslc_allocator al = {hook_alloc, hook_free, &plan, 16};
  if (mode == MODE_HOOK) o.allocator = &al;
  hlslc_result r;
  long count;
  if (mode == MODE_HOOK) {
    plan.armed = true;
    hlslc_compile(&o, in->name, in->src, in->len, &r);
    plan.armed = false;
    count = plan.count;
  } else {
#ifdef OOM_MALLOC
    g_malloc_plan = plan;
    g_malloc_plan.armed = true;
    hlslc_compile(&o, in->name, in->src, in->len, &r);
    g_malloc_plan.armed = false;
    plan = g_malloc_plan;
    count = plan.count;
#else
    return 0;
#endif
  }
  const char *why = NULL;
  if (r.status == 3) {
    if (r.data) why = "status 3 with output data";
    else if (!has_oom_message(&r)) why = "status 3 without an 'out of memory' message";
  } else if (r.status != ref->status) {
    why = "status is neither 3 nor the reference status";
  } else if (r.status == 0) {
    if (r.size != ref->size || !r.data || memcmp(r.data, ref->data, r.size))
      why = "success with output different from the reference";
  } else if (!r.diagnostics || strcmp(r.diagnostics, ref->diagnostics ? ref->diagnostics : "")) {
    why = "errors different from the reference";
  }
  if (plan.failed == 0 && r.status != ref->status) why = "nothing failed but result differs";
  if (why) {
    bad[0]++;
    if (r.status == 0) bad[1]++; /* a success with wrong bytes: the worst kind */
    if ((bad[0] <= 5 && (mode == MODE_HOOK || g_strict)) || g_where) {
      printf("FAIL: %s [%s] failing allocation %ld of %ld: %s (status %d)\n", in->name,
             mode == MODE_HOOK ? "hook" : "malloc", n, count, why, r.status);
      if (r.diagnostics) printf("    %.300s\n", r.diagnostics);
    }
    if (g_where && g_where_n) {
      printf("where: %s %s %ld:", in->name, mode == MODE_HOOK ? "hook" : "malloc", n);
      fflush(stdout);
      backtrace_symbols_fd(g_where_frames, g_where_n, 1);
      g_where_n = 0;
    }
  }
  hlslc_result_free(&r);
  return count;
}

static long budget(void) {
  const char *e = getenv("HLSLC_OOM_MAX");
  return e ? atol(e) : 300;
}

static const char *mode_name(Mode m) { return m == MODE_HOOK ? "hook" : "malloc"; }

/* The sweep over allocation points from `first` on, run in a child process
 * so that a crash at one point is reported and the sweep goes on after it.
 * Before each compile the child writes the point it tries to `fd`; at the
 * end it writes -1, the number of bad results and of wrong successes. */
static void sweep_child(const HlslInput *in, const hlslc_result *ref, Mode mode, long total,
                        long stride, long first, int fd) {
  int bad[2] = {0, 0};
  for (long n = first; n <= total + 1; n = n < OOM_HEAD ? n + 1 : n + stride) {
    if (write(fd, &n, sizeof n) != (ssize_t)sizeof n) _exit(3);
    long count = compile_failing(in, ref, mode, n, bad);
    if (count < n) break; /* allocation n never happened: the compile succeeded */
  }
  fflush(stdout);
  long end[3] = {-1, bad[0], bad[1]};
  if (write(fd, end, sizeof end) != (ssize_t)sizeof end) _exit(3);
  _exit(0);
}

/* Every allocation point of one shader in one mode (or a sample of them when
 * there are more than the budget). */
static void run_shader(const HlslInput *in, Mode mode) {
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = in->profile;
  o.output = HLSLC_OUTPUT_CONTAINER;
  hlslc_result ref;
  hlslc_compile(&o, in->name, in->src, in->len, &ref);
  if (ref.status != 0 && ref.status != 1) {
    printf("FAIL: %s: reference compile has status %d\n", in->name, ref.status);
    failed++;
    hlslc_result_free(&ref);
    return;
  }
  /* How many allocations there are: fail none. */
  int bad[2] = {0, 0};
  long total = compile_failing(in, &ref, mode, 0, bad);
  long max = budget();
  if (max > 0 && max < 2 * OOM_HEAD) max = 2 * OOM_HEAD;
  long stride = max > 0 && total > max
                    ? (total - OOM_HEAD + (max - OOM_HEAD) - 1) / (max - OOM_HEAD)
                    : 1;
  long tried = 0, crashes = 0, first = 1;
  fflush(stdout);
  while (first <= total + 1) {
    int p[2];
    if (pipe(p) != 0) { perror("pipe"); exit(2); }
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); exit(2); }
    if (pid == 0) {
      close(p[0]);
      sweep_child(in, &ref, mode, total, stride, first, p[1]);
    }
    close(p[1]);
    long v, last = -1, child_bad[2] = {-1, -1};
    ssize_t got;
    while ((got = read(p[0], &v, sizeof v)) == (ssize_t)sizeof v) {
      if (v == -1) {
        if (read(p[0], child_bad, sizeof child_bad) != (ssize_t)sizeof child_bad) child_bad[0] = -1;
        break;
      }
      last = v;
      tried++;
    }
    close(p[0]);
    int st = 0;
    waitpid(pid, &st, 0);
    if (child_bad[0] >= 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0) {
      bad[0] += (int)child_bad[0];
      bad[1] += (int)child_bad[1];
      break;
    }
    /* The child died while compiling with point `last` failing. */
    crashes++;
    bad[0]++;
    if (crashes <= 5 || g_where)
      printf("FAIL: %s [%s] failing allocation %ld of %ld: crashed (%s %d); reproduce: "
             "HLSLC_OOM_ONE='%s %s %ld' %s\n",
             in->name, mode_name(mode), last, total, WIFSIGNALED(st) ? "signal" : "exit status",
             WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st), in->name, mode_name(mode), last,
             "build/tests/oom");
    if (last < 0) break;
    first = last < OOM_HEAD ? last + 1 : last + stride;
    fflush(stdout);
  }
  char what[256];
  snprintf(what, sizeof what,
           "%s [%s]: %ld allocation points, %ld tried, %ld crashes, %d bad (%d wrong successes)",
           in->name, mode_name(mode), total, tried, crashes, bad[0], bad[1]);
  printf("%s\n", what);
  if (mode == MODE_HOOK || g_strict) {
    check(bad[0] == 0 && total > 0, what);
  } else {
    /* Known issues outside the allocator contract (see the header): only
     * crashes fail the test here. */
    check(crashes == 0 && total > 0, what);
    g_known += bad[0] - (int)crashes;
    g_known_wrong += bad[1];
  }
  hlslc_result_free(&ref);
}

/* HLSLC_OOM_ONE="shader mode N": one compile, in this process (for gdb). */
static int run_one(const HlslInput *in, int n, const char *spec) {
  char name[256], mode[16];
  long at = 0;
  if (sscanf(spec, "%255s %15s %ld", name, mode, &at) != 3) {
    printf("HLSLC_OOM_ONE must be 'shader hook|malloc N'\n");
    return 2;
  }
  for (int i = 0; i < n; i++) {
    if (strcmp(in[i].name, name)) continue;
    hlslc_options o;
    memset(&o, 0, sizeof o);
    o.profile = in[i].profile;
    o.output = HLSLC_OUTPUT_CONTAINER;
    hlslc_result ref;
    hlslc_compile(&o, in[i].name, in[i].src, in[i].len, &ref);
    int bad[2] = {0, 0};
    g_strict = true;
    long count = compile_failing(&in[i], &ref, strcmp(mode, "malloc") ? MODE_HOOK : MODE_MALLOC,
                                 at, bad);
    printf("%ld allocations, %s\n", count, bad[0] ? "bad" : "ok");
    hlslc_result_free(&ref);
    return bad[0] != 0;
  }
  printf("no shader named %s\n", name);
  return 2;
}

int main(void) {
  g_where = getenv("HLSLC_OOM_WHERE") != NULL;
  g_strict = !getenv("HLSLC_OOM_STRICT") || strcmp(getenv("HLSLC_OOM_STRICT"), "0") != 0;
  if (g_where) { /* the first call loads libgcc: do it before counting */
    void *f[2];
    backtrace(f, 2);
  }
  HlslInput *in = NULL;
  int n = 0;
  hin_add_builtin(&in, &n);
  int e2e = hin_add_e2e(&in, &n);
  check(e2e > 0, "found tests/e2e/*.hlsl (set HLSLC_ROOT)");
  /* One shader with errors: diagnostics paths under memory failure. */
  HlslInput *err = NULL;
  int nerr = 0;
  hin_add_dir(&err, &nerr, "tests/lit/frontend");
  for (int i = 0; i < nerr; i++)
    if (!strcmp(err[i].name, "err-undeclared.hlsl")) {
      HlslInput *q = realloc(in, sizeof *in * (size_t)(n + 1));
      if (q) {
        in = q;
        in[n++] = err[i];
        err[i].name = err[i].src = NULL;
      }
    }
  hin_free(err, nerr);

  const char *one = getenv("HLSLC_OOM_ONE");
  if (one) {
    int rc = run_one(in, n, one);
    hin_free(in, n);
    return rc;
  }
  for (int i = 0; i < n; i++) {
    run_shader(&in[i], MODE_HOOK);
#ifdef OOM_MALLOC
    run_shader(&in[i], MODE_MALLOC);
#endif
  }
#ifndef OOM_MALLOC
  printf("note: malloc mode skipped (needs glibc, not available under ASan)\n");
#endif
  if (g_known)
    printf("known issues (malloc mode, not failing; HLSLC_OOM_STRICT=1 makes them fail, "
           "HLSLC_OOM_WHERE=1 shows where): %d compiles misreport a failed allocation, "
           "%d of them as a success with different output\n",
           g_known, g_known_wrong);
  hin_free(in, n);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
