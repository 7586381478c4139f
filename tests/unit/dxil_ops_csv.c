/* dxil_ops_csv.c - check the generated DXIL op tables against the reference
 * table dxil-ops.csv (and dxil-ops-experimental.csv next to it).
 *
 * Usage: dxil_ops_csv [path/to/dxil-ops.csv]
 * Without an argument the CSV is looked up as $HLSLC_SHARED/reference/
 * dxil-ops.csv, then ../shared/reference/dxil-ops.csv. When it is absent
 * the test says so and passes (the reference is outside the project).
 *
 * Every row is compared field by field: opcode, name, op class, return and
 * argument types, overloads (the newest entry equals the CSV set; no entry
 * ever allows something the CSV doesn't; vector overloads only from DXIL
 * 1.9), minimum shader model, stages, attributes and the intrinsic hints. */
#include "dxil/dxil_ops.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int g_pass, g_fail;

static void check(bool ok, const char *row, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void check(bool ok, const char *row, const char *what, const char *fmt, ...) {
  if (ok) {
    g_pass++;
    return;
  }
  g_fail++;
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "MISMATCH %s %s: ", row, what);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

/* ---- CSV reading ------------------------------------------------------- */

enum { C_OPCODE, C_NAME, C_CLASS, C_RET, C_ARGS, C_OVL, C_SM, C_STAGES, C_ATTRS, C_HINT, C_N };

/* Split one CSV record (RFC 4180 quotes) into fields; returns the count. */
static int csv_fields(char *line, char **out, int max) {
  int n = 0;
  char *p = line, *w = line;
  while (n < max) {
    out[n++] = w;
    bool q = false;
    if (*p == '"') {
      q = true;
      p++;
    }
    for (;;) {
      if (!*p) break;
      if (q && *p == '"') {
        if (p[1] == '"') {
          *w++ = '"';
          p += 2;
          continue;
        }
        q = false;
        p++;
        continue;
      }
      if (!q && *p == ',') break;
      *w++ = *p++;
    }
    bool more = *p == ',';
    *w++ = 0;
    if (!more) break;
    p++;
  }
  return n;
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  if (n < 0) {
    fclose(f);
    return NULL;
  }
  char *b = malloc((size_t)n + 1);
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
    free(b);
    b = NULL;
  }
  fclose(f);
  if (b) b[n] = 0;
  return b;
}

/* ---- spellings --------------------------------------------------------- */

static uint32_t ovl_bit_of(const char *s) {
  for (uint32_t b = 1; b && b <= DXIL_OL_VI64; b <<= 1)
    if (!strcmp(dxil_overload_name(b), s)) return b;
  return 0;
}

static uint32_t ovl_set(const char *list) {
  uint32_t m = 0;
  char buf[512];
  snprintf(buf, sizeof buf, "%s", list);
  for (char *t = strtok(buf, ";"); t; t = strtok(NULL, ";")) {
    uint32_t b = ovl_bit_of(t);
    if (!b) {
      fprintf(stderr, "unknown overload spelling '%s'\n", t);
      return UINT32_MAX;
    }
    m |= b;
  }
  return m;
}

static uint32_t stage_set(const char *list) {
  if (!strcmp(list, "all")) return DXIL_SK_ALL;
  uint32_t m = 0;
  char buf[512];
  snprintf(buf, sizeof buf, "%s", list);
  for (char *t = strtok(buf, ";"); t; t = strtok(NULL, ";")) {
    unsigned s;
    for (s = 0; s < 16; s++)
      if (!strcmp(dxil_stage_spelling(s), t)) break;
    if (s == 16) return UINT32_MAX;
    m |= DXIL_SK_BIT(s);
  }
  return m;
}

static const struct {
  uint32_t bit;
  const char *name;
} k_attr_names[] = {
    {DXIL_ATTR_READNONE, "readnone"},
    {DXIL_ATTR_READONLY, "readonly"},
    {DXIL_ATTR_ARGMEMONLY, "argmemonly"},
    {DXIL_ATTR_NODUPLICATE, "noduplicate"},
    {DXIL_ATTR_NORETURN, "noreturn"},
    {DXIL_ATTR_WAVE, "wave"},
    {DXIL_ATTR_DERIVATIVE, "derivative"},
    {DXIL_ATTR_GRADIENT, "gradient"},
    {DXIL_ATTR_FEEDBACK, "feedback"},
    {DXIL_ATTR_BARRIER, "barrier"},
    {DXIL_ATTR_CONVERGENT, "convergent"},
    {DXIL_ATTR_REQUIRES_UNIFORM_INPUTS, "requires_uniform_inputs"},
    {DXIL_ATTR_RESERVED, "reserved"},
    {DXIL_ATTR_VAL_NOT_IN_LIBRARY, "val:not_in_library"},
    {DXIL_ATTR_VAL_LIBRARY_ONLY, "val:library_only"},
    {DXIL_ATTR_VAL_REMOVED_SM66, "val:removed_sm6.6+"},
    {DXIL_ATTR_VAL_I64_NEEDS_SM66, "val:i64_needs_sm6.6"},
};

/* The CSV attribute tokens the table implies, sorted-insensitive compare by
 * building both as sets of strings. */
static bool attr_tokens_match(const DxilOpInfo *oi, const char *csv, char *why, size_t whyn) {
  /* table side */
  const char *mine[40];
  char extra[2][96];
  int nm = 0;
  uint32_t a = oi->nattrs ? oi->attrs[oi->nattrs - 1].mask : 0;
  if (!(a & (DXIL_ATTR_MEMORY_MASK | DXIL_ATTR_RESERVED))) mine[nm++] = "none";
  for (size_t i = 0; i < sizeof k_attr_names / sizeof k_attr_names[0]; i++)
    if (a & k_attr_names[i].bit) mine[nm++] = k_attr_names[i].name;
  if (oi->translated) {
    char vb[8];
    snprintf(extra[0], sizeof extra[0], "min_sm_with_translation=%s", dxil_ver_str(vb, oi->translated, true));
    mine[nm++] = extra[0];
  }
  if (oi->was) {
    snprintf(extra[1], sizeof extra[1], "removed(was %s)", oi->was);
    mine[nm++] = extra[1];
  }
  /* CSV side */
  char buf[512];
  snprintf(buf, sizeof buf, "%s", csv);
  const char *theirs[40];
  int nt = 0;
  for (char *t = strtok(buf, ";"); t && nt < 40; t = strtok(NULL, ";")) theirs[nt++] = t;
  bool ok = nm == nt;
  for (int i = 0; ok && i < nm; i++) {
    bool found = false;
    for (int j = 0; j < nt; j++) found |= !strcmp(mine[i], theirs[j]);
    ok = found;
  }
  if (!ok) {
    size_t o = 0;
    for (int i = 0; i < nm && o < whyn; i++) o += (size_t)snprintf(why + o, whyn - o, "%s;", mine[i]);
  }
  return ok;
}

static void sig_string(const DxilOpInfo *oi, char *ret, char *args, size_t n) {
  bool reserved = oi->nattrs && (oi->attrs[0].mask & DXIL_ATTR_RESERVED);
  snprintf(ret, n, "%s", reserved ? "" : dxil_param_type_spellings[oi->ret]);
  size_t o = 0;
  args[0] = 0;
  for (uint32_t i = 0; i < oi->nargs && o < n; i++)
    o += (size_t)snprintf(args + o, n - o, "%s%s", i ? ";" : "", dxil_param_type_spellings[oi->args[i]]);
}

/* Check the intrinsic hint column: every listed intrinsic maps to this op
 * with the listed immediates appended. */
static void check_hints(const DxilOpInfo *oi, const char *hint, const char *row) {
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", hint);
  char *p = buf;
  while (*p) {
    char *end = p;
    int depth = 0;
    while (*end && !(*end == ';' && depth == 0)) {
      if (*end == '{') depth++;
      if (*end == '}') depth--;
      end++;
    }
    char save = *end;
    *end = 0;
    char name[256];
    char consts[256] = "";
    if (sscanf(p, "%255s {%255[^}]}", name, consts) < 1) name[0] = 0;
    const DxilIntrinsicMap *im = dxil_intrinsic_lookup(name);
    check(im && !strcmp(im->name, name) && im->opcode == oi->opcode, row, "intrinsic",
          "%s maps to %s", name, im ? dxil_op_name(im->opcode) : "nothing");
    if (im && consts[0]) {
      /* compare the immediates in order */
      int k = 0;
      bool ok = true;
      for (char *c = strtok(consts, ","); c; c = strtok(NULL, ",")) {
        while (*c == ' ') c++;
        int bits = !strncmp(c, "i8 ", 3) ? 8 : 32;
        long v = strtol(c + (bits == 8 ? 3 : 4), NULL, 0);
        while (k < im->nsel && im->sel[k].kind == DXIL_SEL_ARG) k++;
        ok &= k < im->nsel && im->sel[k].value == v &&
              im->sel[k].kind == (bits == 8 ? DXIL_SEL_I8 : DXIL_SEL_I32);
        k++;
      }
      check(ok, row, "intrinsic immediates", "%s {%s}", name, consts);
    } else if (im) {
      bool no_imm = true;
      for (int k = 0; k < im->nsel; k++) no_imm &= im->sel[k].kind == DXIL_SEL_ARG;
      check(no_imm, row, "intrinsic immediates", "%s has immediates the CSV lacks", name);
    }
    *end = save;
    p = *end ? end + 1 : end;
  }
}

static void check_row(char **f, bool experimental) {
  char row[160];
  snprintf(row, sizeof row, "%s(%s)", f[C_OPCODE], f[C_NAME]);
  uint32_t opcode = (uint32_t)strtoul(f[C_OPCODE], NULL, 0);
  const DxilOpInfo *oi = dxil_op_info(opcode);
  check(oi != NULL, row, "opcode", "missing from the table");
  if (!oi) return;
  check(oi->opcode == opcode, row, "opcode", "table says 0x%X", oi->opcode);
  check(!strcmp(oi->name, f[C_NAME]), row, "name", "table says %s", oi->name);
  check(!strcmp(dxil_op_class_names[oi->op_class], f[C_CLASS]), row, "class", "table says %s",
        dxil_op_class_names[oi->op_class]);
  char ret[128], args[512];
  sig_string(oi, ret, args, sizeof args);
  check(!strcmp(ret, f[C_RET]), row, "return type", "table says '%s'", ret);
  check(!strcmp(args, f[C_ARGS]), row, "argument types", "table says '%s'", args);

  /* overloads */
  DxilVer latest = experimental ? DXIL_VER_EXPERIMENTAL : DXIL_VER_LATEST;
  if (experimental && strchr(f[C_OVL], '=')) {
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", f[C_OVL]);
    int ndims = 0;
    for (char *d = strtok(buf, "|"); d; d = strtok(NULL, "|")) {
      while (*d == ' ') d++;
      char *eq = strchr(d, '=');
      size_t l = strlen(d);
      while (l && d[l - 1] == ' ') d[--l] = 0;
      if (!eq || d[0] != 'x') {
        check(false, row, "overloads", "unparsable '%s'", f[C_OVL]);
        return;
      }
      uint8_t dim = (uint8_t)(d[1] - '0');
      char *save = NULL;
      uint32_t want = 0;
      for (char *t = strtok_r(eq + 1, ";", &save); t; t = strtok_r(NULL, ";", &save)) want |= ovl_bit_of(t);
      const DxilVerMask *e = dxil_ver_pick(oi->overloads, oi->novl, latest, dim);
      check(e && e->mask == want, row, "overloads", "dimension x%u: table 0x%X, csv 0x%X", dim,
            e ? e->mask : 0, want);
      ndims++;
    }
    check(oi->ndims == ndims, row, "overload dimensions", "table %u, csv %d", oi->ndims, ndims);
  } else {
    uint32_t want = ovl_set(f[C_OVL]);
    check(want != UINT32_MAX, row, "overloads", "unparsable '%s'", f[C_OVL]);
    uint32_t have = dxil_op_overload_mask(opcode, latest);
    check(have == want, row, "overloads", "newest entry 0x%X, csv 0x%X", have, want);
    check((oi->ndims > 0) == (want != 0), row, "overloaded", "table ndims %u", oi->ndims);
    for (uint32_t i = 0; i < oi->novl; i++) {
      const DxilVerMask *e = &oi->overloads[i];
      check((e->mask & ~want) == 0, row, "overloads", "entry %u allows 0x%X beyond the csv", i,
            e->mask & ~want);
      bool vec = (e->mask >> DXIL_OL_VEC_SHIFT) != 0;
      check(!vec || e->ver >= DXIL_VER(1, 9), row, "overloads", "vector overloads before DXIL 1.9");
    }
    if (strstr(f[C_ATTRS], "val:i64_needs_sm6.6")) {
      check(!dxil_op_valid_overload(opcode, DXIL_VER(1, 5), DXIL_OL_I64) &&
                dxil_op_valid_overload(opcode, DXIL_VER(1, 6), DXIL_OL_I64),
            row, "overloads", "i64 must start at DXIL 1.6");
    }
  }

  /* minimum shader model */
  DxilVer minv = dxil_op_min_version(opcode);
  if (!f[C_SM][0]) {
    check(minv == 0, row, "min shader model", "reserved op has a version");
  } else {
    unsigned maj = 0, mn = 0;
    sscanf(f[C_SM], "%u.%u", &maj, &mn);
    check(maj == 6 && minv == DXIL_VER(1, mn), row, "min shader model", "table DXIL %u.%u, csv %s",
          DXIL_VER_MAJOR(minv), DXIL_VER_MINOR(minv), f[C_SM]);
    check(!dxil_op_valid_version(opcode, (DxilVer)(minv - 1)) && dxil_op_valid_version(opcode, minv),
          row, "min shader model", "validity does not start at the minimum");
  }

  /* stages: the newest non-removed entry */
  if (!f[C_STAGES][0]) {
    check(oi->nstages == 1 && (oi->stages[0].mask & DXIL_SK_REMOVED), row, "stages",
          "reserved op must be removed");
  } else {
    uint32_t want = stage_set(f[C_STAGES]);
    uint32_t have = 0;
    for (uint32_t i = 0; i < oi->nstages; i++)
      if (!(oi->stages[i].mask & DXIL_SK_REMOVED)) have = oi->stages[i].mask;
    check(have == want, row, "stages", "table 0x%X, csv 0x%X", have, want);
  }
  bool removed66 = strstr(f[C_ATTRS], "val:removed_sm6.6+") != NULL;
  check(removed66 == (dxil_op_removed_version(opcode) == DXIL_VER(1, 6)), row, "removed",
        "val:removed_sm6.6+ %d, table removed at 0x%X", removed66, dxil_op_removed_version(opcode));

  /* attributes */
  char why[512] = "";
  check(attr_tokens_match(oi, f[C_ATTRS], why, sizeof why), row, "attributes", "table '%s', csv '%s'",
        why, f[C_ATTRS]);

  /* intrinsic hints */
  if (f[C_HINT][0]) check_hints(oi, f[C_HINT], row);
}

static int run_file(const char *path, bool experimental, uint32_t expect_rows) {
  char *text = slurp(path);
  if (!text) return -1;
  uint32_t rows = 0;
  char *line = text;
  bool header = true;
  while (*line) {
    char *nl = strchr(line, '\n');
    if (nl) *nl = 0;
    size_t l = strlen(line);
    if (l && line[l - 1] == '\r') line[l - 1] = 0;
    if (header) {
      check(!strncmp(line, "opcode,name,op_class,", 21), path, "header", "unexpected '%s'", line);
      header = false;
    } else if (*line) {
      char *f[C_N + 1];
      int n = csv_fields(line, f, C_N);
      check(n == C_N, path, "row", "%d fields in '%s'", n, line);
      if (n == C_N) {
        check_row(f, experimental);
        rows++;
      }
    }
    line = nl ? nl + 1 : line + l;
  }
  check(rows == expect_rows, path, "row count", "%u rows, table has %u", rows, expect_rows);
  free(text);
  return 0;
}

int main(int argc, char **argv) {
  char core[1024], exp[1024];
  const char *shared = getenv("HLSLC_SHARED");
  if (argc > 1)
    snprintf(core, sizeof core, "%s", argv[1]);
  else if (shared)
    snprintf(core, sizeof core, "%s/reference/dxil-ops.csv", shared);
  else
    snprintf(core, sizeof core, "../shared/reference/dxil-ops.csv");
  FILE *probe = fopen(core, "rb");
  if (!probe) {
    printf("dxil_ops_csv: %s not found (pass its path or set HLSLC_SHARED); skipped\n", core);
    printf("0 passed, 0 failed\n");
    return 0;
  }
  fclose(probe);
  snprintf(exp, sizeof exp, "%s", core);
  char *slash = strrchr(exp, '/');
  snprintf(slash ? slash + 1 : exp, sizeof exp - (size_t)(slash ? slash + 1 - exp : 0),
           "dxil-ops-experimental.csv");

  run_file(core, false, DXIL_OP_CORE_COUNT);
  if (run_file(exp, true, DXIL_XOP_COUNT) < 0)
    printf("dxil_ops_csv: %s not found; experimental table not checked\n", exp);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail ? 1 : 0;
}
