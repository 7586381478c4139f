/* bench.c - compile-time, memory and process-time benchmark for hlslc.
 *
 *   bench [-n ITER] [-r RUNS] [-x HLSLC] [-T PROFILE] [FILE.hlsl[@PROFILE]...]
 *
 * For a built-in vector-add compute shader and for every FILE it measures
 *   - in-library time: hlslc_compile to a container, ITER times (after one
 *     warm-up call whose time is reported separately as "first"), median and
 *     minimum in microseconds;
 *   - peak memory of one compilation (hlslc_result.peak_bytes: arena chunks
 *     plus the driver's output buffers);
 *   - whole-process time: fork/exec of the hlslc tool (-x, default
 *     build/bin/hlslc) writing the container to /dev/null, RUNS times,
 *     median in milliseconds, and the largest resident set seen (ru_maxrss);
 * and, as the floor for process time, `hlslc --version` (start-up and exit
 * without compiling anything).
 * A file is compiled for the profile after its '@', else for -T (cs_6_0).
 * Prints one table row per shader. Exits non-zero if a compile fails, so a
 * broken shader cannot produce a fast-looking row. */
#define _DEFAULT_SOURCE /* wait4 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hlslc.h"

/* The "small compute shader" of the project's targets. */
static const char k_vector_add[] =
    "// c[i] = a[i] + b[i], one element per thread.\n"
    "StructuredBuffer<float> A : register(t0);\n"
    "StructuredBuffer<float> B : register(t1);\n"
    "RWStructuredBuffer<float> C : register(u0);\n"
    "\n"
    "[numthreads(64, 1, 1)]\n"
    "void main(uint3 tid : SV_DispatchThreadID) {\n"
    "  C[tid.x] = A[tid.x] + B[tid.x];\n"
    "}\n";

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *p = malloc(cap);
  size_t got;
  while (p && (got = fread(p + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      char *q = realloc(p, cap *= 2);
      if (!q) { free(p); p = NULL; }
      p = q;
    }
  }
  fclose(f);
  if (p) *len = n;
  return p;
}

/* Runs argv with stdout/stderr to /dev/null; returns wall time in ms, or a
 * negative value when the process fails. *maxrss_kb gets its peak RSS. */
static double run_process(char *const argv[], long *maxrss_kb) {
  double t0 = now_us();
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    int fd = open("/dev/null", O_WRONLY);
    if (fd >= 0) { dup2(fd, 1); dup2(fd, 2); }
    execv(argv[0], argv);
    _exit(127);
  }
  int st = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  while (wait4(pid, &st, 0, &ru) < 0)
    if (errno != EINTR) return -1;
  double t = (now_us() - t0) / 1e3;
  if (maxrss_kb) *maxrss_kb = ru.ru_maxrss;
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? t : -1;
}

typedef struct Row {
  const char *name;   /* shader shown in the table */
  const char *profile; /* target profile */
  size_t src_bytes;   /* source size */
  double first_us;    /* first (cold) in-library compile */
  double med_us;      /* median in-library compile */
  double min_us;      /* fastest in-library compile */
  size_t peak_bytes;  /* hlslc_result.peak_bytes */
  size_t out_bytes;   /* container size */
  double proc_ms;     /* median fork/exec time; < 0 when not measured */
  long proc_rss_kb;   /* largest ru_maxrss over the runs */
} Row;

static int bench_one(Row *row, const char *name, const char *path, const char *src, size_t len,
                     const char *profile, int iters, int runs, const char *hlslc) {
  memset(row, 0, sizeof *row);
  row->name = name;
  row->profile = profile;
  row->src_bytes = len;
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = profile;
  o.entry = "main";
  o.output = HLSLC_OUTPUT_CONTAINER;
  hlslc_result r;
  double t0 = now_us();
  hlslc_compile(&o, name, src, len, &r);
  row->first_us = now_us() - t0;
  if (r.status != 0) {
    fprintf(stderr, "bench: %s: compile failed (status %d)\n%s", name, r.status,
            r.diagnostics ? r.diagnostics : "");
    hlslc_result_free(&r);
    return 1;
  }
  row->peak_bytes = r.peak_bytes;
  row->out_bytes = r.size;
  hlslc_result_free(&r);

  double *t = malloc(sizeof(double) * (size_t)(iters > runs ? iters : runs));
  if (!t) return 1;
  for (int i = 0; i < iters; i++) {
    double s = now_us();
    hlslc_compile(&o, name, src, len, &r);
    t[i] = now_us() - s;
    if (r.peak_bytes > row->peak_bytes) row->peak_bytes = r.peak_bytes;
    hlslc_result_free(&r);
  }
  row->min_us = t[0];
  for (int i = 1; i < iters; i++)
    if (t[i] < row->min_us) row->min_us = t[i];
  row->med_us = median(t, iters);

  row->proc_ms = -1;
  if (runs > 0 && hlslc) {
    char *argv[] = {(char *)hlslc, "-T", (char *)profile, "-E", "main", (char *)path,
                    "-Fo", "/dev/null", NULL};
    for (int i = 0; i < runs; i++) {
      long rss = 0;
      t[i] = run_process(argv, &rss);
      if (t[i] < 0) {
        fprintf(stderr, "bench: %s: '%s' failed\n", name, hlslc);
        free(t);
        return 1;
      }
      if (rss > row->proc_rss_kb) row->proc_rss_kb = rss;
    }
    row->proc_ms = median(t, runs);
  }
  free(t);
  return 0;
}

static const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

int main(int argc, char **argv) {
  int iters = 200, runs = 50;
  const char *hlslc = "build/bin/hlslc", *profile = "cs_6_0";
  int first_file = argc;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc) iters = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-r") && i + 1 < argc) runs = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-x") && i + 1 < argc) hlslc = argv[++i];
    else if (!strcmp(argv[i], "-T") && i + 1 < argc) profile = argv[++i];
    else if (argv[i][0] == '-') {
      fprintf(stderr, "usage: bench [-n ITER] [-r RUNS] [-x HLSLC] [-T PROFILE] "
                      "[FILE.hlsl[@PROFILE]...]\n");
      return 2;
    } else { first_file = i; break; }
  }
  if (iters < 1) iters = 1;
  if (runs < 0) runs = 0;
  if (access(hlslc, X_OK) != 0) {
    fprintf(stderr, "bench: %s not found; process times skipped\n", hlslc);
    hlslc = NULL;
  }

  /* The built-in shader goes to a temporary file for the process runs. */
  char tmp[] = "/tmp/hlslc-bench-XXXXXX.hlsl";
  int fd = mkstemps(tmp, 5);
  if (fd < 0 || write(fd, k_vector_add, sizeof k_vector_add - 1) != (ssize_t)(sizeof k_vector_add - 1)) {
    perror("bench: temporary file");
    return 1;
  }
  close(fd);

  int nrows = 1 + (argc - first_file);
  Row *rows = calloc((size_t)nrows, sizeof *rows);
  if (!rows) return 1;
  int fails = bench_one(&rows[0], "vector_add (built-in)", tmp, k_vector_add,
                        sizeof k_vector_add - 1, profile, iters, runs, hlslc);
  unlink(tmp);
  for (int i = first_file; i < argc; i++) {
    size_t len = 0;
    const char *prof = profile;
    char *at = strrchr(argv[i], '@');
    if (at) { *at = 0; prof = at + 1; }
    char *src = read_all(argv[i], &len);
    if (!src) {
      fprintf(stderr, "bench: cannot read %s\n", argv[i]);
      fails++;
      continue;
    }
    fails += bench_one(&rows[1 + i - first_file], base_name(argv[i]), argv[i], src, len, prof,
                       iters, runs, hlslc);
    free(src);
  }

  /* Process floor: hlslc's start-up and exit without compiling, and the
   * system's (/bin/true) for comparison. */
  double floor_ms = -1, true_ms = -1;
  long floor_rss = 0, true_rss = 0;
  if (hlslc && runs > 0) {
    char *argv2[] = {(char *)hlslc, "--version", NULL};
    char *argv3[] = {"/bin/true", NULL};
    double *t = malloc(sizeof(double) * (size_t)runs);
    for (int i = 0; t && i < runs; i++) t[i] = run_process(argv2, &floor_rss);
    if (t) floor_ms = median(t, runs);
    for (int i = 0; t && i < runs; i++) t[i] = run_process(argv3, &true_rss);
    if (t) true_ms = median(t, runs);
    free(t);
  }

  printf("in-library: %d iterations (median, min; 'first' = first call in this process); "
         "process: %d runs (median)\n",
         iters, runs);
  printf("%-24s %-7s %6s %9s %9s %9s %9s %7s %8s %10s\n", "shader", "profile", "src B",
         "first us", "med us", "min us", "peak KiB", "out B", "proc ms", "maxrss KiB");
  for (int i = 0; i < nrows; i++) {
    Row *r = &rows[i];
    if (!r->name) continue;
    printf("%-24s %-7s %6zu %9.1f %9.1f %9.1f %9.1f %7zu ", r->name, r->profile, r->src_bytes,
           r->first_us, r->med_us, r->min_us, (double)r->peak_bytes / 1024.0, r->out_bytes);
    if (r->proc_ms >= 0) printf("%8.2f %10ld\n", r->proc_ms, r->proc_rss_kb);
    else printf("%8s %10s\n", "-", "-");
  }
  if (floor_ms >= 0)
    printf("%-24s %-7s %6s %9s %9s %9s %9s %7s %8.2f %10ld\n", "hlslc --version", "-", "-", "-",
           "-", "-", "-", "-", floor_ms, floor_rss);
  if (true_ms >= 0)
    printf("%-24s %-7s %6s %9s %9s %9s %9s %7s %8.2f %10ld\n", "/bin/true", "-", "-", "-", "-",
           "-", "-", "-", true_ms, true_rss);
  free(rows);
  return fails ? 1 : 0;
}
