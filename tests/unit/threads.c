/* threads.c - hlslc_compile is reentrant: concurrent compiles give the same
 * bytes as one at a time.
 *
 * Every input (built-in vector add, the tests/e2e manifest, a few front-end
 * tests with errors) is first compiled on the main thread, one at a time,
 * to a container, to DXIL text and to front-end IR: the references. Then 4
 * threads compile all of them ROUNDS times each, every thread in a different
 * order so that different shaders and stages overlap, and compare each result
 * (status, output bytes, diagnostics) with its reference.
 * Build with -fsanitize=thread to look for data races as well. */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlsl_inputs.h"
#include "hlslc.h"

enum { NTHREADS = 4, ROUNDS = 6 };

static const hlslc_output k_outputs[] = {HLSLC_OUTPUT_CONTAINER, HLSLC_OUTPUT_DXIL_TEXT,
                                         HLSLC_OUTPUT_HL_IR};
#define NOUT (sizeof k_outputs / sizeof k_outputs[0])

/* One compile job and its single-threaded result. */
typedef struct Job {
  const HlslInput *in;  /* the shader */
  hlslc_output output;  /* what to produce */
  hlslc_result ref;     /* reference result */
} Job;

typedef struct Worker {
  pthread_t tid;   /* the thread */
  int index;       /* 0..NTHREADS-1: decides the order of jobs */
  Job *jobs;       /* shared, read-only during the run */
  int njobs;       /* number of jobs */
  int compiles;    /* compiles done */
  int mismatches;  /* results different from the reference */
  char first_bad[256]; /* description of the first mismatch */
} Worker;

static void compile_job(const Job *j, hlslc_result *r) {
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = j->in->profile;
  o.output = j->output;
  hlslc_compile(&o, j->in->name, j->in->src, j->in->len, r);
}

static bool same_text(const char *a, const char *b) {
  return (!a && !b) || (a && b && !strcmp(a, b));
}

static const char *compare(const hlslc_result *a, const hlslc_result *b) {
  if (a->status != b->status) return "status";
  if (a->size != b->size || (a->size && memcmp(a->data, b->data, a->size))) return "output bytes";
  if (!same_text(a->diagnostics, b->diagnostics)) return "diagnostics";
  if (a->errors != b->errors || a->warnings != b->warnings) return "error/warning counts";
  return NULL;
}

static int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }

static void *worker_main(void *arg) {
  Worker *w = arg;
  /* Each thread walks all jobs in its own order: from offset 7i with a step
   * coprime to njobs, so different shaders and stages overlap in time. */
  int step = 2 * w->index + 1;
  while (gcd(step, w->njobs) != 1) step++;
  for (int round = 0; round < ROUNDS; round++)
    for (int k = 0; k < w->njobs; k++) {
      const Job *j = &w->jobs[(7 * w->index + round + k * step) % w->njobs];
      hlslc_result r;
      compile_job(j, &r);
      w->compiles++;
      const char *why = compare(&r, &j->ref);
      if (why && w->mismatches++ == 0)
        snprintf(w->first_bad, sizeof w->first_bad, "%s (output kind %d): %s differs",
                 j->in->name, (int)j->output, why);
      hlslc_result_free(&r);
    }
  return NULL;
}

int main(void) {
  int passed = 0, failed = 0;
  HlslInput *in = NULL;
  int n = 0;
  hin_add_builtin(&in, &n);
  int e2e = hin_add_e2e(&in, &n);
  /* A few front-end tests, including ones with errors (diagnostics must be
   * identical too). */
  HlslInput *fe = NULL;
  int nfe = 0;
  hin_add_dir(&fe, &nfe, "tests/lit/frontend");
  static const char *const pick[] = {"err-undeclared.hlsl", "err-type-mismatch.hlsl",
                                     "intrinsics.hlsl", "struct-buffer.hlsl", "switch.hlsl"};
  for (int i = 0; i < nfe; i++)
    for (size_t p = 0; p < sizeof pick / sizeof pick[0]; p++)
      if (!strcmp(fe[i].name, pick[p])) {
        HlslInput *q = realloc(in, sizeof *in * (size_t)(n + 1));
        if (!q) break;
        in = q;
        in[n++] = fe[i];
        fe[i].name = fe[i].src = NULL;
        break;
      }
  hin_free(fe, nfe);
  if (e2e > 0) passed++;
  else { failed++; printf("FAIL: no tests/e2e shaders found (set HLSLC_ROOT)\n"); }

  int njobs = n * (int)NOUT;
  Job *jobs = calloc((size_t)njobs, sizeof *jobs);
  if (!jobs) return 1;
  int ok_refs = 0;
  for (int i = 0; i < n; i++)
    for (size_t o = 0; o < NOUT; o++) {
      Job *j = &jobs[i * (int)NOUT + (int)o];
      j->in = &in[i];
      j->output = k_outputs[o];
      compile_job(j, &j->ref);
      /* The reference must itself be stable: compile it a second time. */
      hlslc_result again;
      compile_job(j, &again);
      const char *why = compare(&again, &j->ref);
      if (why) {
        failed++;
        printf("FAIL: %s (output kind %d): two single-threaded compiles differ in %s\n",
               in[i].name, (int)j->output, why);
      }
      if (j->ref.status == 0) ok_refs++;
      hlslc_result_free(&again);
    }
  if (ok_refs >= n) passed++;
  else { failed++; printf("FAIL: only %d of %d reference compiles succeeded\n", ok_refs, njobs); }

  Worker w[NTHREADS];
  memset(w, 0, sizeof w);
  for (int t = 0; t < NTHREADS; t++) {
    w[t].index = t;
    w[t].jobs = jobs;
    w[t].njobs = njobs;
    if (pthread_create(&w[t].tid, NULL, worker_main, &w[t]) != 0) {
      printf("FAIL: pthread_create\n");
      return 1;
    }
  }
  int total = 0;
  for (int t = 0; t < NTHREADS; t++) {
    pthread_join(w[t].tid, NULL);
    total += w[t].compiles;
    if (w[t].mismatches) {
      failed++;
      printf("FAIL: thread %d: %d of %d results differ from the single-threaded ones; first: %s\n",
             t, w[t].mismatches, w[t].compiles, w[t].first_bad);
    } else {
      passed++;
    }
  }
  printf("%d shaders x %d outputs, %d threads, %d concurrent compiles\n", n, (int)NOUT, NTHREADS,
         total);
  for (int i = 0; i < njobs; i++) hlslc_result_free(&jobs[i].ref);
  free(jobs);
  hin_free(in, n);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
