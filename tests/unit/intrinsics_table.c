/* intrinsics_table.c - every intrinsic of src/hlsl/intrinsics.def has its
 * tests, and docs/intrinsics.tsv lists the table as it is.
 *
 * For each intrinsic name (tests/lit/intrinsics, relative to $HLSLC_ROOT or
 * the current directory):
 *   - a positive test, <name>.hlsl or <name>-<what>.hlsl (not -err-), whose
 *     CHECK lines name every DXIL op the table lists for it (the op's
 *     function `@dx.op.<class>` and `(i32 <opcode>`), so each overload class
 *     that lowers to another op is covered; intrinsics that expand to plain
 *     instructions need CHECK lines of any kind. Intrinsics DXC accepts but
 *     does not generate DXIL for (IF_NO_DXIL) need none;
 *   - its signature parses (sema_intrin.c);
 *   - a negative test <name>-err-<what>.hlsl with a CHECK of an `error:`
 *     when the intrinsic is restricted: one of its ops needs a shader model
 *     above 6.0 or is not valid in every stage, or DXC rejects it.
 * Object methods (METHOD rows) must be called in their object's test,
 * intrinsics/methods-<object>.hlsl (or -<what>.hlsl), whose CHECK lines name
 * each DXIL op the table lists for the method.
 *
 * docs/intrinsics.tsv (name, object, shader models and stages, DXIL ops,
 * status) is generated from the table and the op tables and must equal the
 * committed file; HLSLC_UPDATE_DOCS=1 rewrites it. */
#include "dxil/dxil_ops.h"
#include "hlsl/sema.h"
#include "test_util.h"

#include <dirent.h>
#include <stdlib.h>

typedef struct Row {
  const char *object; /* NULL for functions */
  const char *name;
  int flags;
  const char *ops;
} Row;

#include "hlsl/intrinsics.def" /* IF_* */

static const Row rows[] = {
#define INTRIN(name, id, flags, ops, sig) {NULL, name, flags, ops},
#define METHOD(object, name, ops) {object, name, 0, ops},
#include "hlsl/intrinsics.def"
};
enum { N_ROWS = sizeof rows / sizeof rows[0] };

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) n = 0;
  if (b) b[n] = 0;
  fclose(f);
  return b;
}

/* The lit files, read once. */
typedef struct File {
  char name[256];
  char *text;
} File;
static File files[4096];
static int nfiles;

static void read_dir(const char *dir, const char *prefix) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *de;
  while ((de = readdir(d)) && nfiles < 4096) {
    if (de->d_name[0] == '.') continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
    size_t l = strlen(de->d_name);
    if (l > 5 && !strcmp(de->d_name + l - 5, ".hlsl")) {
      File *f = &files[nfiles];
      snprintf(f->name, sizeof f->name, "%s%s", prefix, de->d_name);
      if ((f->text = read_file(path))) nfiles++;
    } else if (!strchr(de->d_name, '.')) {
      char sub[512];
      snprintf(sub, sizeof sub, "%s%s/", prefix, de->d_name);
      read_dir(path, sub);
    }
  }
  closedir(d);
}

/* Is f a test of intrinsic `name` (intrinsics/<name>.hlsl or <name>-*.hlsl)?
 * neg: a negative one (-err-). */
static bool test_of(const File *f, const char *name, bool neg) {
  const char *p = "intrinsics/";
  size_t pl = strlen(p), nl = strlen(name);
  if (strncmp(f->name, p, pl) || strncmp(f->name + pl, name, nl)) return false;
  const char *r = f->name + pl + nl;
  if (!strcmp(r, ".hlsl")) return !neg;
  if (r[0] != '-') return false;
  return neg == (strncmp(r, "-err-", 5) == 0);
}

/* Does some CHECK-ish line of text (a comment line with "<PREFIX>:" or
 * "<PREFIX>-COUNT-n:") contain a and b? */
static bool check_line_has(const char *text, const char *a, const char *b) {
  for (const char *l = text; l && *l;) {
    const char *e = strchr(l, '\n');
    size_t n = e ? (size_t)(e - l) : strlen(l);
    char line[1024];
    if (n >= sizeof line) n = sizeof line - 1;
    memcpy(line, l, n);
    line[n] = 0;
    if (!strncmp(line, "//", 2) && !strstr(line, "RUN:") && strchr(line, ':') &&
        (!a || strstr(line, a)) && (!b || strstr(line, b))) {
      /* a FileCheck directive: "// X: " or "// X-COUNT-n: " or "// X-NEXT: " */
      const char *c = line + 2;
      while (*c == ' ') c++;
      const char *colon = strchr(c, ':');
      bool directive = colon && colon > c;
      for (const char *q = c; directive && q < colon; q++)
        if (!(*q == '-' || *q == '_' || (*q >= '0' && *q <= '9') || (*q >= 'A' && *q <= 'Z'))) directive = false;
      if (directive) return true;
    }
    l = e ? e + 1 : NULL;
  }
  return false;
}

/* Split ops into opcodes; false when a name is not a DXIL op. */
static int op_codes(const char *ops, uint32_t *out, int max) {
  int n = 0;
  char buf[256];
  snprintf(buf, sizeof buf, "%s", ops);
  for (char *t = strtok(buf, " "); t && n < max; t = strtok(NULL, " ")) {
    uint32_t op = dxil_op_by_name(t);
    CHECK_MSG(op != UINT32_MAX, "intrinsics.def: '%s' is not a DXIL op", t);
    if (op != UINT32_MAX) out[n++] = op;
  }
  return n;
}

/* Shader models and stages where any of the ops is valid: "6.0: all" or
 * "6.0: ps lib; 6.6: cs ms as". */
enum { N_STAGES = 16 };
static void availability(const uint32_t *ops, int nops, char *out, size_t cap, bool *restricted) {
  int first[N_STAGES];
  for (int s = 0; s < N_STAGES; s++) {
    first[s] = -1;
    for (int v = 0; v <= 9 && first[s] < 0; v++)
      for (int k = 0; k < nops; k++)
        if (dxil_op_valid_version(ops[k], DXIL_VER(1, v)) && dxil_op_valid_stage(ops[k], DXIL_VER(1, v), (unsigned)s))
          first[s] = v;
  }
  if (!nops)
    for (int s = 0; s < N_STAGES; s++) first[s] = 0;
  bool all = true;
  for (int s = 0; s < N_STAGES; s++) all &= first[s] == first[0];
  *restricted = !all || first[0] != 0;
  out[0] = 0;
  size_t len = 0;
  if (all && first[0] >= 0) {
    snprintf(out, cap, "6.%d: all", first[0]);
    return;
  }
  for (int v = 0; v <= 9; v++) {
    bool any = false;
    for (int s = 0; s < N_STAGES; s++) {
      if (first[s] != v) continue;
      const char *sn = dxil_stage_spelling((unsigned)s);
      len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%s%s", any ? " " : (len ? "; 6." : "6."), "");
      if (!any) len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%d: ", v);
      len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%s", sn);
      any = true;
    }
  }
  if (!len) snprintf(out, cap, "none");
}

int main(void) {
  const char *root = getenv("HLSLC_ROOT");
  if (!root) root = ".";
  char dir[1024];
  snprintf(dir, sizeof dir, "%s/tests/lit", root);
  read_dir(dir, "");
  CHECK_MSG(nfiles > 0, "no lit tests under %s", dir);

  const char *bad = NULL;
  CHECK_MSG(sema_intrinsic_sigs_ok(&bad), "intrinsics.def: the signature of %s does not parse", bad ? bad : "?");

  StrBuf doc = {0};
  sb_puts(&doc, "# name\tobject\tshader models: stages\tDXIL ops\tstatus\n");
  sb_puts(&doc, "# generated from src/hlsl/intrinsics.def by tests/unit/intrinsics_table.c "
                "(HLSLC_UPDATE_DOCS=1 rewrites it)\n");
  for (int i = 0; i < N_ROWS; i++) {
    const Row *r = &rows[i];
    bool first_of_name = true;
    for (int j = 0; j < i; j++)
      if (!strcmp(rows[j].name, r->name) && ((!rows[j].object && !r->object) ||
                                            (rows[j].object && r->object && !strcmp(rows[j].object, r->object))))
        first_of_name = false;
    if (!first_of_name) continue;
    /* all ops of every overload of this name */
    uint32_t ops[16];
    int nops = 0;
    char opnames[256] = "";
    for (int j = i; j < N_ROWS; j++) {
      if (strcmp(rows[j].name, r->name) || (!rows[j].object) != (!r->object)) continue;
      if (r->object && strcmp(rows[j].object, r->object)) continue;
      if (rows[j].ops[0]) {
        size_t l = strlen(opnames);
        snprintf(opnames + l, sizeof opnames - l, "%s%s", l ? " " : "", rows[j].ops);
        nops += op_codes(rows[j].ops, ops + nops, 16 - nops);
      }
    }
    bool restricted;
    char avail[256];
    availability(ops, nops, avail, sizeof avail, &restricted);
    if (r->flags & IF_ANYWHERE) { /* a fallback where the ops are not valid */
      size_t l = strlen(avail);
      snprintf(avail + l, sizeof avail - l, " (as DXIL ops; a fallback in every other place)");
    }
    bool nodxil = (r->flags & IF_NO_DXIL) != 0;
    const char *status = nodxil ? "accepted; DXC's DXIL generation rejects it (its error), tested" : "implemented, tested";
    if (!r->object) {
      /* positive test naming each op */
      bool pos = false;
      for (int f = 0; f < nfiles; f++) {
        if (!test_of(&files[f], r->name, false)) continue;
        pos = true;
        if (!nops) CHECK_MSG(check_line_has(files[f].text, NULL, NULL), "%s: %s has no CHECK lines", r->name, files[f].name);
      }
      /* node-only intrinsics wait for node entries (work graphs) */
      if (!nodxil && strcmp(avail, "6.8: node")) CHECK_MSG(pos, "%s: no test tests/lit/intrinsics/%s.hlsl", r->name, r->name);
      for (int k = 0; k < nops && pos; k++) {
        char cls[128], num[32];
        snprintf(cls, sizeof cls, "@dx.op.%s", dxil_op_class_name(ops[k]));
        snprintf(num, sizeof num, "(i32 %u", ops[k]);
        bool found = false;
        for (int f = 0; f < nfiles && !found; f++)
          found = test_of(&files[f], r->name, false) && check_line_has(files[f].text, cls, num);
        CHECK_MSG(found, "%s: no CHECK line names %s %s (the %s op)", r->name, cls, num, dxil_op_name(ops[k]));
      }
      /* negative test for a restriction */
      if ((restricted && !(r->flags & IF_ANYWHERE)) || nodxil) {
        bool neg = false;
        for (int f = 0; f < nfiles && !neg; f++)
          neg = test_of(&files[f], r->name, true) && check_line_has(files[f].text, "error:", NULL);
        CHECK_MSG(neg, "%s (%s): no negative test tests/lit/intrinsics/%s-err-*.hlsl", r->name, avail, r->name);
      }
    } else {
      /* a method: called in its object's test (intrinsics/methods-<object>[-*].hlsl),
       * whose CHECK lines name each of its ops */
      char call[128], pre[160];
      snprintf(call, sizeof call, ".%s(", r->name);
      snprintf(pre, sizeof pre, "intrinsics/methods-%s", r->object);
      size_t pl = strlen(pre);
      bool found = false;
      bool named[16] = {false};
      for (int f = 0; f < nfiles; f++) {
        const char *fn = files[f].name;
        char scall[128]; /* static methods: Object::M( */
        snprintf(scall, sizeof scall, "%s::%s(", r->object, r->name);
        if (strncmp(fn, pre, pl) || (fn[pl] != '.' && fn[pl] != '-') ||
            (!strstr(files[f].text, call) && !strstr(files[f].text, scall)))
          continue;
        found = true;
        for (int k = 0; k < nops; k++) {
          char cls[128], num[32];
          snprintf(cls, sizeof cls, "@dx.op.%s", dxil_op_class_name(ops[k]));
          snprintf(num, sizeof num, "(i32 %u", ops[k]);
          named[k] |= check_line_has(files[f].text, cls, num);
        }
      }
      CHECK_MSG(found, "%s::%s: not called in tests/lit/intrinsics/methods-%s.hlsl", r->object, r->name, r->object);
      for (int k = 0; k < nops && found; k++)
        CHECK_MSG(named[k], "%s::%s: no CHECK line names the %s op", r->object, r->name, dxil_op_name(ops[k]));
    }
    sb_printf(&doc, "%s\t%s\t%s\t%s\t%s\n", r->name, r->object ? r->object : "-", avail,
              opnames[0] ? opnames : "-", status);
  }

  char docpath[1024];
  snprintf(docpath, sizeof docpath, "%s/docs/intrinsics.tsv", root);
  const char *upd = getenv("HLSLC_UPDATE_DOCS");
  if (upd && upd[0] == '1') {
    FILE *f = fopen(docpath, "wb");
    CHECK_MSG(f != NULL, "cannot write %s", docpath);
    if (f) {
      fwrite(doc.data, 1, doc.len, f);
      fclose(f);
    }
  } else {
    char *have = read_file(docpath);
    CHECK_MSG(have && doc.data && !strcmp(have, doc.data),
              "%s is not the listing of src/hlsl/intrinsics.def (HLSLC_UPDATE_DOCS=1 rewrites it)", docpath);
    free(have);
  }
  sb_free(&doc);
  for (int f = 0; f < nfiles; f++) free(files[f].text);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
