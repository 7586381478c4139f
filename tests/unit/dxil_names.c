/* dxil_names.c - every DXIL name table is whole and exists once.
 *
 * Walks the tables of src/dxil (semantic kinds, shader kinds, resource
 * kinds and classes, component types, interpolation modes): every value has
 * a name, no two values share one, and the names read back to their values
 * where a reader exists. Then it reads the sources (src/ under $HLSLC_ROOT,
 * default .): a file other than a table's home whose string literals hold
 * most of that table's names is a second copy of it and fails the test,
 * unless it is listed below as another enumeration that happens to share
 * the spellings. */
#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "dxil/dxil_names.h"
#include "dxil/dxil_sem.h"
#include "dxil/target.h"
#include "test_util.h"

#define MAXN 40

typedef struct Table {
  const char *what;
  const char *home;        /* the file that holds it, relative to src/ (its header too) */
  const char *names[MAXN]; /* the names (NULL: a value without one) */
  uint32_t n;
} Table;

static Table tables[16];
static uint32_t ntables;

static Table *table(const char *what, const char *home) {
  Table *t = &tables[ntables++];
  t->what = what;
  t->home = home;
  t->n = 0;
  return t;
}

/* Every name of t distinct, and `need` of them present. */
static void check_table(const Table *t, uint32_t need) {
  char msg[256];
  uint32_t have = 0;
  for (uint32_t i = 0; i < t->n; i++) {
    if (!t->names[i]) continue;
    have++;
    for (uint32_t j = 0; j < i; j++)
      if (t->names[j] && !strcmp(t->names[i], t->names[j])) {
        snprintf(msg, sizeof msg, "%s: values %u and %u are both named '%s'", t->what, j, i, t->names[i]);
        check(msg, false);
      }
  }
  snprintf(msg, sizeof msg, "%s: %u of %u values named", t->what, have, need);
  check(msg, have == need);
}

static void walk_tables(void) {
  Table *t = table("semantic kinds (SV_ names)", "dxil/dxil_sem.c");
  for (uint32_t k = 1; k < DXIL_SEM_INVALID; k++) {
    t->names[t->n++] = dxil_semantic_name(k);
    const char *n = dxil_semantic_name(k);
    check("semantic name reads back to its kind", n && dxil_semantic_kind(n) == k);
  }
  check("Arbitrary and Invalid have no SV_ name",
        !dxil_semantic_name(DXIL_SEM_ARBITRARY) && !dxil_semantic_name(DXIL_SEM_INVALID));
  check_table(t, DXIL_SEM_INVALID - 1);

  t = table("shader kinds", "dxil/target.c");
  Table *a = table("shader kinds (hlslc-dis abbreviations)", "dxil/target.c");
  for (uint32_t s = 0; s < STAGE_INVALID; s++) {
    const char *n = stage_name((ShaderStage)s);
    t->names[t->n++] = n;
    a->names[a->n++] = stage_abbrev((ShaderStage)s);
    check("stage name reads back to its stage", stage_from_name(n, strlen(n), false) == (ShaderStage)s);
  }
  check_table(t, STAGE_INVALID);
  check_table(a, STAGE_INVALID);

  Table *dxc = table("resource kinds (DXC)", "dxil/dxil_names.c");
  Table *llvm = table("resource kinds (LLVM)", "dxil/dxil_names.c");
  for (uint32_t k = 1; k <= RK_FEEDBACKTEXTURE2DARRAY; k++) {
    dxc->names[dxc->n++] = dxil_res_kind_name(k, DXIL_SPELL_DXC);
    llvm->names[llvm->n++] = dxil_res_kind_name(k, DXIL_SPELL_LLVM);
  }
  check("resource kind Invalid has no name", !dxil_res_kind_name(RK_INVALID, DXIL_SPELL_DXC));
  check_table(dxc, RK_FEEDBACKTEXTURE2DARRAY);
  check_table(llvm, RK_FEEDBACKTEXTURE2DARRAY);

  t = table("resource classes", "dxil/dxil_names.c");
  for (uint32_t c = RC_SRV; c <= RC_SAMPLER; c++) t->names[t->n++] = dxil_res_class_name(c);
  check_table(t, 4);

  dxc = table("component types (DXC)", "dxil/dxil_names.c");
  llvm = table("component types (LLVM)", "dxil/dxil_names.c");
  for (uint32_t c = 1; c < DXIL_COMP_COUNT; c++) {
    dxc->names[dxc->n++] = dxil_comp_type_name(c, DXIL_SPELL_DXC);
    llvm->names[llvm->n++] = dxil_comp_type_name(c, DXIL_SPELL_LLVM);
  }
  check_table(dxc, DXIL_COMP_UNORM_F64); /* DXC's spelling has no packed types */
  check_table(llvm, DXIL_COMP_COUNT - 1);

  t = table("interpolation modes", "dxil/dxil_names.c");
  for (uint32_t i = 1; i < DXIL_INTERP_INVALID; i++) t->names[t->n++] = dxil_interp_name(i);
  check("interpolation mode Undefined is spelled ''", !strcmp(dxil_interp_name(0), ""));
  check_table(t, DXIL_INTERP_INVALID - 1);
}

/* Files that spell another enumeration with some of the same words. */
static const struct {
  const char *file, *what, *why;
} others[] = {
    {"hlsl/parse.c", "resource kinds (DXC)", "HLSL's resource type names (the front end maps them to ResKind)"},
    {"hlsl/types.c", "resource kinds (DXC)", "HLSL's resource type names (the front end maps them to ResKind)"},
    {"hlsl/intrinsics.def", "resource kinds (DXC)", "HLSL's resource type names of the intrinsic table"},
    {"hlsl/parse.c", "resource kinds (LLVM)", "HLSL's resource type names (the front end maps them to ResKind)"},
    {"hlsl/types.c", "resource kinds (LLVM)", "HLSL's resource type names (the front end maps them to ResKind)"},
    {"hlsl/intrinsics.def", "resource kinds (LLVM)", "HLSL's resource type names of the intrinsic table"},
    {"container/rts0.c", "resource classes", "root signature descriptor range types"},
    {"container/dis.c", "resource classes", "root signature descriptor range types"},
    {"rootsig/rootsig.c", "resource classes", "root signature descriptor range types"},
    {"hlsl/parse.c", "interpolation modes", "HLSL's interpolation modifiers (keywords)"},
    {"hlsl/sema_template.c", "interpolation modes", "HLSL's interpolation modifiers (keywords)"},
};

static bool other_enum(const char *file, const char *what) {
  for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
    if (!strcmp(others[i].file, file) && !strcmp(others[i].what, what)) return true;
  return false;
}

/* Is name a complete string literal of text? */
static bool has_literal(const char *text, const char *name) {
  size_t n = strlen(name);
  for (const char *p = strchr(text, '"'); p; p = strchr(p + 1, '"'))
    if (!strncmp(p + 1, name, n) && p[1 + n] == '"') return true;
  return false;
}

static void scan_file(const char *path, const char *rel) {
  FILE *f = fopen(path, "rb");
  if (!f) return;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)len + 1);
  if (!text || fread(text, 1, (size_t)len, f) != (size_t)len) {
    fclose(f);
    free(text);
    return;
  }
  text[len] = 0;
  fclose(f);
  for (uint32_t i = 0; i < ntables; i++) {
    const Table *t = &tables[i];
    size_t hn = strlen(t->home) - 2; /* "dxil/target.c": dxil/target.c and dxil/target.h */
    if (!strncmp(rel, t->home, hn) && (!strcmp(rel + hn, ".c") || !strcmp(rel + hn, ".h"))) continue;
    if (other_enum(rel, t->what)) continue;
    uint32_t found = 0, named = 0;
    for (uint32_t k = 0; k < t->n; k++) {
      if (!t->names[k] || !t->names[k][0]) continue;
      named++;
      found += has_literal(text, t->names[k]);
    }
    /* Half the names and at least four: a table, not a mention. */
    if (found >= 4 && found * 2 >= named) {
      char msg[1536];
      snprintf(msg, sizeof msg, "src/%s repeats %u of the %u names of the %s table (src/%s)", rel, found,
               named, t->what, t->home);
      check(msg, false);
    }
  }
  free(text);
}

static void scan_dir(const char *dir, const char *rel, int *files) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char path[1024], r[1024];
    if (strlen(dir) + strlen(rel) + strlen(e->d_name) + 2 >= sizeof r) continue; /* no such paths in src/ */
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    snprintf(r, sizeof r, "%s%s%s", rel, *rel ? "/" : "", e->d_name);
    struct stat st;
    if (stat(path, &st)) continue;
    if (S_ISDIR(st.st_mode)) {
      if (strcmp(e->d_name, "gen")) scan_dir(path, r, files); /* gen: the op-spec generator */
      continue;
    }
    size_t n = strlen(e->d_name);
    if ((n > 2 && (!strcmp(e->d_name + n - 2, ".c") || !strcmp(e->d_name + n - 2, ".h"))) ||
        (n > 4 && !strcmp(e->d_name + n - 4, ".def"))) {
      scan_file(path, r);
      (*files)++;
    }
  }
  closedir(d);
}

int main(void) {
  walk_tables();
  const char *root = getenv("HLSLC_ROOT");
  char src[1024];
  snprintf(src, sizeof src, "%s/src", root && *root ? root : ".");
  int files = 0;
  scan_dir(src, "", &files);
  if (!files) printf("note: no sources under %s: the copies check was skipped\n", src);
  else check("the sources were read", files > 100);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
