/* hlsl_inputs.h - HLSL sources for the whole-compiler unit tests (oom.c,
 * threads.c, hlsl_fuzz.c): a built-in vector add plus the project's own
 * shaders - those of tests/e2e/manifest.tsv, with the first profile listed
 * there, and tests/lit/frontend/NAME.hlsl (cs_6_0) - found under
 * $HLSLC_ROOT (tests/run-all.sh exports it) or the current directory.
 * Header-only (static functions) because each unit test is one .c file. */
#ifndef HLSLC_TEST_HLSL_INPUTS_H
#define HLSLC_TEST_HLSL_INPUTS_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One test input. */
typedef struct HlslInput {
  char *name;  /* file name (or "vector_add.hlsl" for the built-in one); malloc'd */
  char profile[16]; /* target profile to compile it for, e.g. "cs_6_0" */
  char *src;   /* contents; malloc'd, NUL-terminated */
  size_t len;  /* bytes in src */
} HlslInput;

/* A compute shader small enough for exhaustive tests: c[i] = a[i] + b[i]. */
static const char hin_vector_add[] =
    "StructuredBuffer<float> A : register(t0);\n"
    "StructuredBuffer<float> B : register(t1);\n"
    "RWStructuredBuffer<float> C : register(u0);\n"
    "\n"
    "[numthreads(64, 1, 1)]\n"
    "void main(uint3 tid : SV_DispatchThreadID) {\n"
    "  C[tid.x] = A[tid.x] + B[tid.x];\n"
    "}\n";

static const char *hin_root(void) {
  const char *r = getenv("HLSLC_ROOT");
  return r && *r ? r : ".";
}

static char *hin_read(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0, got;
  char *p = malloc(cap + 1);
  while (p && (got = fread(p + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      char *q = realloc(p, (cap *= 2) + 1);
      if (!q) free(p);
      p = q;
    }
  }
  fclose(f);
  if (!p) return NULL;
  p[n] = 0;
  *len = n;
  return p;
}

static int hin_cmp_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends every *.hlsl of root/dir, sorted by name, to *v (count *n).
 * Returns the number added. */
static int hin_add_dir(HlslInput **v, int *n, const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", hin_root(), dir);
  DIR *d = opendir(path);
  if (!d) return 0;
  char **names = NULL;
  int nn = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name);
    if (l < 6 || strcmp(e->d_name + l - 5, ".hlsl")) continue;
    char **q = realloc(names, sizeof(char *) * (size_t)(nn + 1));
    if (!q) break;
    names = q;
    names[nn++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, (size_t)nn, sizeof(char *), hin_cmp_name);
  int added = 0;
  for (int i = 0; i < nn; i++) {
    char file[8192];
    snprintf(file, sizeof file, "%s/%s", path, names[i]);
    size_t len = 0;
    char *src = hin_read(file, &len);
    HlslInput *q = src ? realloc(*v, sizeof(HlslInput) * (size_t)(*n + 1)) : NULL;
    if (!q) { free(src); free(names[i]); continue; }
    *v = q;
    q[*n].name = names[i];
    strcpy(q[*n].profile, "cs_6_0");
    q[*n].src = src;
    q[*n].len = len;
    (*n)++;
    added++;
  }
  free(names);
  return added;
}

/* The built-in shader as an input. */
static void hin_add_builtin(HlslInput **v, int *n) {
  HlslInput *q = realloc(*v, sizeof(HlslInput) * (size_t)(*n + 1));
  if (!q) return;
  *v = q;
  q[*n].name = strdup("vector_add.hlsl");
  strcpy(q[*n].profile, "cs_6_0");
  q[*n].src = strdup(hin_vector_add);
  q[*n].len = sizeof hin_vector_add - 1;
  (*n)++;
}

/* Appends the shaders of tests/e2e/manifest.tsv ("file<TAB>profiles<TAB>extra
 * args" per line) with their first profile; entries with extra arguments and
 * duplicates of a name already in *v are left out. Returns the number added. */
static int hin_add_e2e(HlslInput **v, int *n) {
  char path[4096];
  snprintf(path, sizeof path, "%s/tests/e2e/manifest.tsv", hin_root());
  FILE *f = fopen(path, "r");
  if (!f) return 0;
  char line[1024];
  int added = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || line[0] == '\n') continue;
    line[strcspn(line, "\r\n")] = 0;
    char *file = line, *profs = strchr(line, '\t');
    if (!profs) continue;
    *profs++ = 0;
    char *extra = strchr(profs, '\t');
    if (extra) {
      *extra++ = 0;
      if (extra[strspn(extra, " \t")]) continue;
    }
    char prof[16] = {0};
    if (sscanf(profs, "%15s", prof) != 1) continue;
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    int dup = 0;
    for (int i = 0; i < *n; i++) dup |= !strcmp((*v)[i].name, base);
    if (dup) continue;
    char full[8192];
    snprintf(full, sizeof full, "%s/tests/e2e/%s", hin_root(), file);
    size_t len = 0;
    char *src = hin_read(full, &len);
    HlslInput *q = src ? realloc(*v, sizeof(HlslInput) * (size_t)(*n + 1)) : NULL;
    if (!q) { free(src); continue; }
    *v = q;
    q[*n].name = strdup(base);
    strcpy(q[*n].profile, prof);
    q[*n].src = src;
    q[*n].len = len;
    (*n)++;
    added++;
  }
  fclose(f);
  return added;
}

static void hin_free(HlslInput *v, int n) {
  for (int i = 0; i < n; i++) { free(v[i].name); free(v[i].src); }
  free(v);
}

#endif
