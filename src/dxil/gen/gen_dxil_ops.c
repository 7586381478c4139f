/* gen_dxil_ops.c - build-time generator for the DXIL operation tables.
 *
 * Usage: gen_dxil_ops SPEC.def OUT.h OUT.c
 *
 * Reads the declarative op spec (src/dxil/dxil_ops.def, format described at
 * its top), validates it, and writes the opcode/class enums (OUT.h) and the
 * static const tables (OUT.c) that src/dxil/dxil_ops.c queries. Runs on the
 * build host: plain C11 with stdio only, no library code. Any malformed
 * input is reported as "SPEC:line: error: ..." and the exit status is 1;
 * outputs are written only when the whole spec is valid.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- small utilities --------------------------------------------------- */

static const char *g_spec_path; /* for messages */
static int g_errors;            /* number of errors reported */

static void err(int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s:%d: error: ", g_spec_path, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  g_errors++;
}

static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) {
    fprintf(stderr, "gen_dxil_ops: out of memory\n");
    exit(1);
  }
  return q;
}

static char *xstrndup(const char *s, size_t n) {
  char *d = xrealloc(NULL, n + 1);
  memcpy(d, s, n);
  d[n] = 0;
  return d;
}

/* Trim leading and trailing blanks in place; returns the start. */
static char *trim(char *s) {
  while (*s == ' ' || *s == '\t') s++;
  size_t n = strlen(s);
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) s[--n] = 0;
  return s;
}

static bool is_ident(const char *s) {
  if (!*s || !(isalpha((unsigned char)*s) || *s == '_')) return false;
  for (; *s; s++)
    if (!(isalnum((unsigned char)*s) || *s == '_')) return false;
  return true;
}

/* A growable list of strings. */
typedef struct StrList {
  char **v;    /* items */
  int n, cap;  /* used / allocated */
} StrList;

static void sl_push(StrList *l, char *s) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    l->v = xrealloc(l->v, (size_t)l->cap * sizeof(char *));
  }
  l->v[l->n++] = s;
}

/* Split "a, b, c" at commas into trimmed items (empty input: no items). */
static void split_commas(const char *s, StrList *out) {
  const char *p = s;
  while (*p) {
    const char *c = strchr(p, ',');
    size_t n = c ? (size_t)(c - p) : strlen(p);
    char *item = trim(xstrndup(p, n));
    if (*item) sl_push(out, item);
    if (!c) break;
    p = c + 1;
  }
}

/* ---- vocabulary -------------------------------------------------------- */

/* Signature type spellings, in DxilParamType order (dxil_ops.h). */
static const char *const k_types[][2] = {
    {"void", "DXIL_PT_VOID"},
    {"i1", "DXIL_PT_I1"},
    {"i8", "DXIL_PT_I8"},
    {"i16", "DXIL_PT_I16"},
    {"i32", "DXIL_PT_I32"},
    {"i64", "DXIL_PT_I64"},
    {"half", "DXIL_PT_HALF"},
    {"float", "DXIL_PT_FLOAT"},
    {"double", "DXIL_PT_DOUBLE"},
    {"$o", "DXIL_PT_OVERLOAD"},
    {"$o_i1", "DXIL_PT_OVERLOAD_I1"},
    {"$o_i32", "DXIL_PT_OVERLOAD_I32"},
    {"$elt", "DXIL_PT_ELT"},
    {"$udt", "DXIL_PT_UDT"},
    {"$obj", "DXIL_PT_OBJ"},
    {"$x0", "DXIL_PT_X0"},
    {"$x1", "DXIL_PT_X1"},
    {"$x2", "DXIL_PT_X2"},
    {"$x3", "DXIL_PT_X3"},
    {"$x1 addrspace(3)*", "DXIL_PT_X1_GSPTR"},
    {"float*", "DXIL_PT_FLOAT_PTR"},
    {"<9 x $o>", "DXIL_PT_VEC9_OVERLOAD"},
    {"<2 x i32>", "DXIL_PT_V2I32"},
    {"handle", "DXIL_PT_HANDLE"},
    {"resret", "DXIL_PT_RESRET"},
    {"cbufret", "DXIL_PT_CBUFRET"},
    {"resbind", "DXIL_PT_RESBIND"},
    {"resprops", "DXIL_PT_RESPROPS"},
    {"dims", "DXIL_PT_DIMS"},
    {"samplepos", "DXIL_PT_SAMPLEPOS"},
    {"splitdouble", "DXIL_PT_SPLITDOUBLE"},
    {"fouri32", "DXIL_PT_FOURI32"},
    {"twoi32", "DXIL_PT_TWOI32"},
    {"i32c", "DXIL_PT_I32C"},
    {"fouri32|fouri16", "DXIL_PT_FOURI32_OR_16"},
    {"hitobject", "DXIL_PT_HITOBJECT"},
    {"nodehandle", "DXIL_PT_NODEHANDLE"},
    {"noderecordhandle", "DXIL_PT_NODERECORDHANDLE"},
    {"nodeinfo", "DXIL_PT_NODEINFO"},
    {"noderecordinfo", "DXIL_PT_NODERECORDINFO"},
};
#define N_TYPES ((int)(sizeof k_types / sizeof k_types[0]))

/* Overload spellings and their DXIL_OL_* bits. */
static const char *const k_ovl[][2] = {
    {"half", "DXIL_OL_HALF"},   {"float", "DXIL_OL_FLOAT"},
    {"double", "DXIL_OL_DOUBLE"}, {"i1", "DXIL_OL_I1"},
    {"i8", "DXIL_OL_I8"},       {"i16", "DXIL_OL_I16"},
    {"i32", "DXIL_OL_I32"},     {"i64", "DXIL_OL_I64"},
    {"udt", "DXIL_OL_UDT"},     {"obj", "DXIL_OL_OBJ"},
    {"<N x half>", "DXIL_OL_VHALF"}, {"<N x float>", "DXIL_OL_VFLOAT"},
    {"<N x double>", "DXIL_OL_VDOUBLE"}, {"<N x i1>", "DXIL_OL_VI1"},
    {"<N x i8>", "DXIL_OL_VI8"}, {"<N x i16>", "DXIL_OL_VI16"},
    {"<N x i32>", "DXIL_OL_VI32"}, {"<N x i64>", "DXIL_OL_VI64"},
};
#define N_OVL ((int)(sizeof k_ovl / sizeof k_ovl[0]))

static const char *const k_stages[][2] = {
    {"pixel", "DXIL_SK_PIXEL"},
    {"vertex", "DXIL_SK_VERTEX"},
    {"geometry", "DXIL_SK_GEOMETRY"},
    {"hull", "DXIL_SK_HULL"},
    {"domain", "DXIL_SK_DOMAIN"},
    {"compute", "DXIL_SK_COMPUTE"},
    {"library", "DXIL_SK_LIBRARY"},
    {"raygeneration", "DXIL_SK_RAYGENERATION"},
    {"intersection", "DXIL_SK_INTERSECTION"},
    {"anyhit", "DXIL_SK_ANYHIT"},
    {"closesthit", "DXIL_SK_CLOSESTHIT"},
    {"miss", "DXIL_SK_MISS"},
    {"callable", "DXIL_SK_CALLABLE"},
    {"mesh", "DXIL_SK_MESH"},
    {"amplification", "DXIL_SK_AMPLIFICATION"},
    {"node", "DXIL_SK_NODE"},
    {"all_stages", "DXIL_SK_ALL"},
    {"removed", "DXIL_SK_REMOVED"},
};
#define N_STAGES ((int)(sizeof k_stages / sizeof k_stages[0]))

static const char *const k_attrs[][2] = {
    {"none", NULL},
    {"readnone", "DXIL_ATTR_READNONE"},
    {"readonly", "DXIL_ATTR_READONLY"},
    {"argmemonly", "DXIL_ATTR_ARGMEMONLY"},
    {"noduplicate", "DXIL_ATTR_NODUPLICATE"},
    {"noreturn", "DXIL_ATTR_NORETURN"},
    {"wave", "DXIL_ATTR_WAVE"},
    {"derivative", "DXIL_ATTR_DERIVATIVE"},
    {"gradient", "DXIL_ATTR_GRADIENT"},
    {"feedback", "DXIL_ATTR_FEEDBACK"},
    {"barrier", "DXIL_ATTR_BARRIER"},
    {"convergent", "DXIL_ATTR_CONVERGENT"},
    {"requires_uniform_inputs", "DXIL_ATTR_REQUIRES_UNIFORM_INPUTS"},
    {"reserved", "DXIL_ATTR_RESERVED"},
    {"val:not_in_library", "DXIL_ATTR_VAL_NOT_IN_LIBRARY"},
    {"val:library_only", "DXIL_ATTR_VAL_LIBRARY_ONLY"},
    {"val:removed_sm6.6+", "DXIL_ATTR_VAL_REMOVED_SM66"},
    {"val:i64_needs_sm6.6", "DXIL_ATTR_VAL_I64_NEEDS_SM66"},
};
#define N_ATTRS ((int)(sizeof k_attrs / sizeof k_attrs[0]))

static int lookup(const char *const tab[][2], int n, const char *s) {
  for (int i = 0; i < n; i++)
    if (!strcmp(tab[i][0], s)) return i;
  return -1;
}

/* ---- the parsed spec --------------------------------------------------- */

/* One versioned list entry: `<kw> <ver> [xK]: item, item`. */
typedef struct VerEntry {
  int ver;       /* (major << 8) | minor */
  int dim;       /* overload dimension, 0 otherwise */
  StrList items; /* spellings */
  int line;
} VerEntry;

typedef struct VerList {
  VerEntry *v;
  int n, cap;
} VerList;

static VerEntry *vl_add(VerList *l) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 4;
    l->v = xrealloc(l->v, (size_t)l->cap * sizeof(VerEntry));
  }
  memset(&l->v[l->n], 0, sizeof(VerEntry));
  return &l->v[l->n++];
}

typedef struct Sel {
  int kind;   /* 0 arg index, 1 i8, 2 i32 */
  long value; /* the operand index or the immediate */
} Sel;

typedef struct Intrin {
  char *name;    /* LLVM intrinsic base name */
  int nsel;      /* -1: pass operands through */
  Sel sel[16];
  int op;        /* owner: index into g_ops (g_ops may move) */
  int line;
} Intrin;

typedef struct Op {
  unsigned long opcode; /* full opcode */
  int table;            /* 0 core, 1 experimental */
  char *name, *cls, *doc, *was, *result;
  StrList args;
  StrList params;       /* operand names for DXC's disassembly comment */
  VerList ovl, stg, att;
  int translated;       /* 0 none */
  int line;
  bool ended;
} Op;

static Op *g_ops;
static int g_nops, g_capops;
static Intrin *g_intr;
static int g_nintr, g_capintr;

/* version := "1." minor        (minor 0..15)
 * Returns (1 << 8) | minor, or -1 on error. */
static int parse_ver(const char *s) {
  if (s[0] != '1' || s[1] != '.' || !isdigit((unsigned char)s[2])) return -1;
  char *end;
  long mn = strtol(s + 2, &end, 10);
  if (*end || mn < 0 || mn > 15) return -1;
  return (1 << 8) | (int)mn;
}

/* verlist := version [ "x" digit ] ":" [ item { "," item } ]
 * (the body after `overloads` / `stages` / `attrs`). */
static bool parse_verlist(char *body, VerList *l, bool allow_dim, int line) {
  char *colon = strchr(body, ':');
  if (!colon) {
    err(line, "expected '<version>: list'");
    return false;
  }
  *colon = 0;
  char *head = trim(body);
  char *dimtok = strchr(head, ' ');
  int dim = 0;
  if (dimtok) {
    *dimtok = 0;
    dimtok = trim(dimtok + 1);
    if (!allow_dim || dimtok[0] != 'x' || dimtok[1] < '0' || dimtok[1] > '3' || dimtok[2]) {
      err(line, "bad overload dimension '%s'", dimtok);
      return false;
    }
    dim = dimtok[1] - '0';
  }
  int ver = parse_ver(head);
  if (ver < 0) {
    err(line, "bad DXIL version '%s' (expected 1.0 .. 1.15)", head);
    return false;
  }
  VerEntry *e = vl_add(l);
  e->ver = ver;
  e->dim = dim;
  e->line = line;
  split_commas(colon + 1, &e->items);
  return true;
}

/* intrinsic := name [ ":" sel { "," sel } ]
 * sel      := "$" index | "i8" integer | "i32" integer */
static bool parse_intrinsic(char *body, int op, int line) {
  if (g_nintr == g_capintr) {
    g_capintr = g_capintr ? g_capintr * 2 : 64;
    g_intr = xrealloc(g_intr, (size_t)g_capintr * sizeof(Intrin));
  }
  Intrin *in = &g_intr[g_nintr];
  memset(in, 0, sizeof *in);
  in->op = op;
  in->line = line;
  in->nsel = -1;
  char *colon = strchr(body, ':');
  if (colon) *colon = 0;
  char *name = trim(body);
  for (const char *p = name; *p; p++)
    if (!(isalnum((unsigned char)*p) || *p == '.' || *p == '_')) {
      err(line, "bad intrinsic name '%s'", name);
      return false;
    }
  if (strncmp(name, "llvm.", 5) != 0) {
    err(line, "intrinsic name '%s' must start with llvm.", name);
    return false;
  }
  in->name = xstrndup(name, strlen(name));
  if (colon) {
    StrList sels = {0};
    split_commas(colon + 1, &sels);
    in->nsel = 0;
    for (int i = 0; i < sels.n; i++) {
      const char *s = sels.v[i];
      if (in->nsel == 16) {
        err(line, "too many selectors");
        return false;
      }
      Sel *sel = &in->sel[in->nsel++];
      char *end;
      if (s[0] == '$') {
        sel->kind = 0;
        sel->value = strtol(s + 1, &end, 10);
        if (end == s + 1 || *end || sel->value < 0 || sel->value > 31) goto bad;
      } else if (!strncmp(s, "i8 ", 3) || !strncmp(s, "i32 ", 4)) {
        sel->kind = s[1] == '8' ? 1 : 2;
        const char *num = s + (sel->kind == 1 ? 3 : 4);
        sel->value = strtol(num, &end, 0);
        if (end == num || *end) goto bad;
        if (sel->kind == 1 && (sel->value < -128 || sel->value > 255)) goto bad;
      } else {
      bad:
        err(line, "bad selector '%s' (expected $N, i8 K or i32 K)", s);
        return false;
      }
    }
  }
  g_nintr++;
  return true;
}

/* spec   := { line }
 * line   := "table" Name id
 *         | "op" opcode Name ":" class
 *         | ("doc" | "was" | "result" | "translated") text
 *         | "args" type { "," type }
 *         | "params" name { "," name }
 *         | ("overloads" | "stages" | "attrs") verlist
 *         | "intrinsic" intrinsic
 *         | "end" | "#" comment | blank
 * Records go to g_ops, intrinsic lines to g_intr. */
static void parse_spec(char *text) {
  int line = 0;
  int table = -1;
  unsigned long next_index = 0;
  Op *cur = NULL;
  char *p = text;
  while (*p) {
    char *nl = strchr(p, '\n');
    if (nl) *nl = 0;
    line++;
    char *s = trim(p);
    p = nl ? nl + 1 : p + strlen(p);
    if (!*s || *s == '#') continue;
    char *sp = s;
    while (*sp && *sp != ' ' && *sp != '\t') sp++;
    char *kw = xstrndup(s, (size_t)(sp - s));
    char *body = trim(sp);
    if (!strcmp(kw, "table")) {
      if (cur) err(line, "'table' inside op record");
      char name[64];
      unsigned long id;
      if (sscanf(body, "%63s %li", name, &id) != 2) {
        err(line, "expected 'table <Name> <id>'");
      } else if (!strcmp(name, "CoreOps") && id == 0) {
        table = 0;
      } else if (!strcmp(name, "ExperimentalOps") && id == 0x8000) {
        table = 1;
      } else {
        err(line, "unknown table '%s' %lu", name, id);
      }
      next_index = 0;
    } else if (!strcmp(kw, "op")) {
      if (cur) err(line, "missing 'end' before 'op'");
      if (table < 0) err(line, "'op' before any 'table'");
      if (g_nops == g_capops) {
        g_capops = g_capops ? g_capops * 2 : 256;
        g_ops = xrealloc(g_ops, (size_t)g_capops * sizeof(Op));
      }
      cur = &g_ops[g_nops++];
      memset(cur, 0, sizeof *cur);
      cur->line = line;
      cur->table = table < 0 ? 0 : table;
      char opstr[32], name[128], colon[4], cls[128];
      if (sscanf(body, "%31s %127s %3s %127s", opstr, name, colon, cls) != 4 ||
          strcmp(colon, ":")) {
        err(line, "expected 'op <opcode> <Name> : <class>'");
        cur->name = xstrndup("?", 1);
        cur->cls = xstrndup("?", 1);
        continue;
      }
      char *end;
      cur->opcode = strtoul(opstr, &end, 0);
      if (*end) err(line, "bad opcode '%s'", opstr);
      unsigned long want = table == 1 ? (0x80000000ul | next_index) : next_index;
      if (cur->opcode != want)
        err(line, "opcode %s out of order (expected %lu: opcodes are dense)", opstr, want);
      next_index++;
      if (!is_ident(name)) err(line, "op name '%s' is not an identifier", name);
      if (!is_ident(cls)) err(line, "op class '%s' is not an identifier", cls);
      cur->name = xstrndup(name, strlen(name));
      cur->cls = xstrndup(cls, strlen(cls));
    } else if (!strcmp(kw, "end")) {
      if (!cur) err(line, "'end' without 'op'");
      else cur->ended = true;
      cur = NULL;
    } else if (!cur) {
      err(line, "'%s' outside an op record", kw);
    } else if (!strcmp(kw, "doc")) {
      if (cur->doc) err(line, "duplicate doc");
      if (strchr(body, '"') || strchr(body, '\\')) err(line, "doc may not contain '\"' or '\\'");
      cur->doc = xstrndup(body, strlen(body));
    } else if (!strcmp(kw, "was")) {
      if (!is_ident(body)) err(line, "bad former name '%s'", body);
      cur->was = xstrndup(body, strlen(body));
    } else if (!strcmp(kw, "result")) {
      if (cur->result) err(line, "duplicate result");
      cur->result = xstrndup(body, strlen(body));
    } else if (!strcmp(kw, "args")) {
      if (cur->args.n) err(line, "duplicate args");
      split_commas(body, &cur->args);
    } else if (!strcmp(kw, "params")) {
      if (cur->params.n) err(line, "duplicate params");
      split_commas(body, &cur->params);
      for (int j = 0; j < cur->params.n; j++)
        if (!is_ident(cur->params.v[j])) err(line, "bad parameter name '%s'", cur->params.v[j]);
    } else if (!strcmp(kw, "overloads")) {
      parse_verlist(body, &cur->ovl, true, line);
    } else if (!strcmp(kw, "stages")) {
      parse_verlist(body, &cur->stg, false, line);
    } else if (!strcmp(kw, "attrs")) {
      parse_verlist(body, &cur->att, false, line);
    } else if (!strcmp(kw, "translated")) {
      int v = parse_ver(body);
      if (v < 0) err(line, "bad version '%s'", body);
      cur->translated = v < 0 ? 0 : v;
    } else if (!strcmp(kw, "intrinsic")) {
      parse_intrinsic(body, (int)(cur - g_ops), line);
    } else {
      err(line, "unknown keyword '%s'", kw);
    }
    free(kw);
  }
  if (cur) err(line, "missing 'end' at end of file");
}

/* ---- validation -------------------------------------------------------- */

static bool uses_overload_type(const char *t) {
  return t[0] == '$' || strstr(t, "$o") != NULL || !strcmp(t, "resret") || !strcmp(t, "cbufret") ||
         !strcmp(t, "fouri32|fouri16");
}

static void check_verlist(Op *op, VerList *l, const char *what, const char *const tab[][2],
                          int ntab, bool need) {
  if (need && l->n == 0) err(op->line, "%s: no '%s' entries", op->name, what);
  int last[4] = {-1, -1, -1, -1};
  for (int i = 0; i < l->n; i++) {
    VerEntry *e = &l->v[i];
    if (e->ver <= last[e->dim])
      err(e->line, "%s: '%s' versions must ascend", op->name, what);
    last[e->dim] = e->ver;
    if (!e->items.n && tab != k_attrs)
      err(e->line, "%s: empty '%s' list", op->name, what);
    int nmem = 0;
    for (int j = 0; j < e->items.n; j++) {
      int k = lookup(tab, ntab, e->items.v[j]);
      if (k < 0) err(e->line, "%s: unknown %s '%s'", op->name, what, e->items.v[j]);
      if (tab == k_attrs && k >= 0 && k <= 5) nmem++;
      if (tab == k_stages && k >= 16 && e->items.n != 1)
        err(e->line, "%s: '%s' must stand alone", op->name, e->items.v[j]);
      for (int m = 0; m < j; m++)
        if (!strcmp(e->items.v[m], e->items.v[j]))
          err(e->line, "%s: '%s' listed twice", op->name, e->items.v[j]);
    }
    if (nmem > 1) err(e->line, "%s: more than one memory attribute", op->name);
  }
}

static void validate(void) {
  for (int i = 0; i < g_nops; i++) {
    Op *op = &g_ops[i];
    for (int j = 0; j < i; j++)
      if (!strcmp(g_ops[j].name, op->name)) err(op->line, "duplicate op name %s", op->name);
    if (!op->doc) err(op->line, "%s: missing doc", op->name);
    bool reserved = !strcmp(op->cls, "reserved");
    check_verlist(op, &op->stg, "stages", k_stages, N_STAGES, true);
    check_verlist(op, &op->att, "attrs", k_attrs, N_ATTRS, true);
    check_verlist(op, &op->ovl, "overloads", k_ovl, N_OVL, false);
    if (op->stg.n && !strcmp(op->stg.v[0].items.n ? op->stg.v[0].items.v[0] : "", "removed") &&
        !reserved)
      err(op->line, "%s: first stages entry is 'removed'", op->name);
    if (reserved) {
      if (op->result || op->args.n || op->ovl.n)
        err(op->line, "%s: a reserved op has no signature", op->name);
      continue;
    }
    if (!op->result) {
      err(op->line, "%s: missing result", op->name);
      continue;
    }
    bool uses = false;
    if (lookup(k_types, N_TYPES, op->result) < 0)
      err(op->line, "%s: unknown result type '%s'", op->name, op->result);
    else
      uses |= uses_overload_type(op->result);
    if (!strcmp(op->result, "void") && op->args.n > 250) err(op->line, "too many args");
    for (int j = 0; j < op->args.n; j++) {
      if (lookup(k_types, N_TYPES, op->args.v[j]) < 0)
        err(op->line, "%s: unknown argument type '%s'", op->name, op->args.v[j]);
      else
        uses |= uses_overload_type(op->args.v[j]);
      if (!strcmp(op->args.v[j], "void")) err(op->line, "%s: void argument", op->name);
    }
    if (op->params.n != op->args.n)
      err(op->line, "%s: %d params for %d args", op->name, op->params.n, op->args.n);
    if (uses && !op->ovl.n) err(op->line, "%s: uses the overload type but has no overloads", op->name);
    /* (an overload may only name the function: QuadVote is dx.op.quadVote.i1) */
    /* overload dimensions must be 0..n-1 */
    int maxdim = -1;
    for (int j = 0; j < op->ovl.n; j++)
      if (op->ovl.v[j].dim > maxdim) maxdim = op->ovl.v[j].dim;
    for (int d = 0; d <= maxdim; d++) {
      bool seen = false;
      for (int j = 0; j < op->ovl.n; j++) seen |= op->ovl.v[j].dim == d;
      if (!seen) err(op->line, "%s: overload dimension x%d missing", op->name, d);
    }
    /* overloads must not start before the op exists */
    if (op->ovl.n && op->stg.n && op->ovl.v[0].ver > op->stg.v[0].ver)
      err(op->line, "%s: overloads start after the op's first version", op->name);
  }
  for (int i = 0; i < g_nintr; i++)
    for (int j = 0; j < i; j++)
      if (!strcmp(g_intr[i].name, g_intr[j].name))
        err(g_intr[i].line, "intrinsic %s mapped twice", g_intr[i].name);
}

/* ---- output ------------------------------------------------------------ */

/* C string literal body (the spec forbids quotes/backslashes in docs). */
static void put_str(FILE *f, const char *s) { fprintf(f, "\"%s\"", s); }

static void put_ver(FILE *f, int v) { fprintf(f, "DXIL_VER(%d, %d)", v >> 8, v & 0xFF); }

static void put_mask(FILE *f, StrList *items, const char *const tab[][2], int ntab) {
  int n = 0;
  for (int j = 0; j < items->n; j++) {
    int k = lookup(tab, ntab, items->v[j]);
    if (k < 0 || !tab[k][1]) continue;
    fprintf(f, "%s%s", n++ ? " | " : "", tab[k][1]);
  }
  if (!n) fputc('0', f);
}

static const char *op_sym(const Op *op, char *buf, size_t n) {
  snprintf(buf, n, "%s_%s", op->table ? "xop" : "op", op->name);
  return buf;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_intr(const void *a, const void *b) {
  return strcmp(((const Intrin *)a)->name, ((const Intrin *)b)->name);
}

/* Sorted, de-duplicated class names. */
static StrList g_classes;

static int class_index(const char *c) {
  for (int i = 0; i < g_classes.n; i++)
    if (!strcmp(g_classes.v[i], c)) return i;
  return -1;
}

static void write_header(FILE *f) {
  fprintf(f, "/* dxil_ops_gen.h - generated by gen_dxil_ops from %s. Do not edit. */\n", g_spec_path);
  fprintf(f, "#ifndef HLSLC_DXIL_OPS_GEN_H\n#define HLSLC_DXIL_OPS_GEN_H\n\n");
  fprintf(f, "/* CoreOps (table 0). */\ntypedef enum DxilOpcode {\n");
  int ncore = 0, nx = 0;
  for (int i = 0; i < g_nops; i++) {
    Op *op = &g_ops[i];
    if (op->table) continue;
    fprintf(f, "  DXIL_OP_%s = %lu, /* %s */\n", op->name, op->opcode, op->doc ? op->doc : "");
    ncore++;
  }
  fprintf(f, "  DXIL_OP_CORE_COUNT = %d\n} DxilOpcode;\n\n", ncore);
  fprintf(f, "/* ExperimentalOps (table 0x8000): opcodes 0x80000000 | index. */\n");
  for (int i = 0; i < g_nops; i++) {
    Op *op = &g_ops[i];
    if (!op->table) continue;
    fprintf(f, "#define DXIL_XOP_%s 0x%08lXu\n", op->name, op->opcode);
    nx++;
  }
  fprintf(f, "#define DXIL_XOP_COUNT %d\n\n", nx);
  fprintf(f, "typedef enum DxilOpClass {\n");
  for (int i = 0; i < g_classes.n; i++) fprintf(f, "  DXIL_CLASS_%s,\n", g_classes.v[i]);
  fprintf(f, "  DXIL_CLASS_COUNT\n} DxilOpClass;\n\n");
  fprintf(f, "#define DXIL_INTRINSIC_COUNT %d\n\n#endif\n", g_nintr);
}

static void write_op_arrays(FILE *f, Op *op) {
  char sym[160];
  op_sym(op, sym, sizeof sym);
  if (op->args.n) {
    fprintf(f, "static const uint8_t %s_args[] = {", sym);
    for (int j = 0; j < op->args.n; j++)
      fprintf(f, "%s%s", j ? ", " : "", k_types[lookup(k_types, N_TYPES, op->args.v[j])][1]);
    fprintf(f, "};\n");
  }
  struct {
    VerList *l;
    const char *suffix;
    const char *const (*tab)[2];
    int ntab;
  } lists[3] = {{&op->ovl, "ovl", k_ovl, N_OVL},
                {&op->stg, "stages", k_stages, N_STAGES},
                {&op->att, "attrs", k_attrs, N_ATTRS}};
  for (int k = 0; k < 3; k++) {
    VerList *l = lists[k].l;
    if (!l->n) continue;
    fprintf(f, "static const DxilVerMask %s_%s[] = {\n", sym, lists[k].suffix);
    /* overloads: ordered by dimension then version (stable) */
    for (int d = 0; d < 4; d++)
      for (int j = 0; j < l->n; j++) {
        VerEntry *e = &l->v[j];
        if (e->dim != d) continue;
        fprintf(f, "  {");
        put_ver(f, e->ver);
        fprintf(f, ", %d, ", e->dim);
        put_mask(f, &e->items, lists[k].tab, lists[k].ntab);
        fprintf(f, "},\n");
      }
    fprintf(f, "};\n");
  }
}

static void write_op_entry(FILE *f, Op *op) {
  char sym[160];
  op_sym(op, sym, sizeof sym);
  int ndims = 0;
  for (int j = 0; j < op->ovl.n; j++)
    if (op->ovl.v[j].dim + 1 > ndims) ndims = op->ovl.v[j].dim + 1;
  fprintf(f, "  {0x%08lXu, ", op->opcode);
  put_str(f, op->name);
  /* The doc string stays in the spec and the enum comment: nothing reads it
   * at run time, and 300 of them would only grow the binary. */
  fprintf(f, ", DXIL_CLASS_%s, \"dx.op.%s\",\n   ", op->cls, op->cls);
  fprintf(f, "%s, %d, %s%s, ",
          op->result ? k_types[lookup(k_types, N_TYPES, op->result)][1] : "DXIL_PT_VOID",
          op->args.n, op->args.n ? sym : "NULL", op->args.n ? "_args" : "");
  fprintf(f, "%d, %d, %s%s, ", ndims, op->ovl.n, op->ovl.n ? sym : "NULL", op->ovl.n ? "_ovl" : "");
  fprintf(f, "%d, %s_stages, %d, %s_attrs, ", op->stg.n, sym, op->att.n, sym);
  if (op->translated) put_ver(f, op->translated);
  else fputc('0', f);
  fprintf(f, ", ");
  if (op->was) put_str(f, op->was);
  else fprintf(f, "NULL");
  /* "(srv,index,wot)": the operand list DXC's disassembler prints */
  fprintf(f, ", \"(");
  for (int j = 0; j < op->params.n; j++) fprintf(f, "%s%s", j ? "," : "", op->params.v[j]);
  fprintf(f, ")\"},\n");
}

static void write_source(FILE *f) {
  fprintf(f, "/* dxil_ops_gen.c - generated by gen_dxil_ops from %s. Do not edit. */\n", g_spec_path);
  fprintf(f, "#include \"dxil/dxil_ops.h\"\n\n");
  fprintf(f, "_Static_assert(DXIL_PT_COUNT == %d, \"gen_dxil_ops type table out of sync with dxil_ops.h\");\n\n", N_TYPES);
  fprintf(f, "const char *const dxil_param_type_spellings[DXIL_PT_COUNT] = {\n");
  for (int i = 0; i < N_TYPES; i++) fprintf(f, "  \"%s\",\n", k_types[i][0]);
  fprintf(f, "};\n\nconst char *const dxil_op_class_names[DXIL_CLASS_COUNT] = {\n");
  for (int i = 0; i < g_classes.n; i++) fprintf(f, "  \"%s\",\n", g_classes.v[i]);
  fprintf(f, "};\n\n");
  for (int i = 0; i < g_nops; i++) write_op_arrays(f, &g_ops[i]);
  fprintf(f, "\nconst DxilOpInfo dxil_core_ops[DXIL_OP_CORE_COUNT] = {\n");
  for (int i = 0; i < g_nops; i++)
    if (!g_ops[i].table) write_op_entry(f, &g_ops[i]);
  fprintf(f, "};\n\nconst DxilOpInfo dxil_experimental_ops[DXIL_XOP_COUNT] = {\n");
  for (int i = 0; i < g_nops; i++)
    if (g_ops[i].table) write_op_entry(f, &g_ops[i]);
  fprintf(f, "};\n\n");
  for (int i = 0; i < g_nintr; i++) {
    Intrin *in = &g_intr[i];
    if (in->nsel <= 0) continue;
    fprintf(f, "static const DxilArgSel sel_%d[] = {", i);
    for (int j = 0; j < in->nsel; j++)
      fprintf(f, "%s{%s, %ld}", j ? ", " : "",
              in->sel[j].kind == 0 ? "DXIL_SEL_ARG" : in->sel[j].kind == 1 ? "DXIL_SEL_I8" : "DXIL_SEL_I32",
              in->sel[j].value);
    fprintf(f, "};\n");
  }
  fprintf(f, "\nconst DxilIntrinsicMap dxil_intrinsic_map[DXIL_INTRINSIC_COUNT] = {\n");
  for (int i = 0; i < g_nintr; i++) {
    Intrin *in = &g_intr[i];
    fprintf(f, "  {\"%s\", 0x%08lXu, %d, ", in->name, g_ops[in->op].opcode, in->nsel < 0 ? 0 : in->nsel);
    if (in->nsel > 0) fprintf(f, "sel_%d},\n", i);
    else fprintf(f, "NULL},\n");
  }
  fprintf(f, "};\n");
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = xrealloc(NULL, cap);
  size_t got;
  while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (cap - n < 2) buf = xrealloc(buf, cap *= 2);
  }
  fclose(f);
  buf[n] = 0;
  if (strlen(buf) != n) {
    free(buf);
    return NULL; /* embedded NUL: not a text spec */
  }
  return buf;
}

/* Write to a temporary name, then rename: make never sees a partial file. */
static bool write_out(const char *path, void (*fn)(FILE *)) {
  size_t n = strlen(path);
  char *tmp = xrealloc(NULL, n + 5);
  memcpy(tmp, path, n);
  memcpy(tmp + n, ".tmp", 5);
  FILE *f = fopen(tmp, "wb");
  if (!f) {
    fprintf(stderr, "gen_dxil_ops: cannot write %s\n", tmp);
    free(tmp);
    return false;
  }
  fn(f);
  bool ok = !ferror(f);
  ok &= fclose(f) == 0;
  if (ok && rename(tmp, path) != 0) ok = false;
  if (!ok) {
    fprintf(stderr, "gen_dxil_ops: failed writing %s\n", path);
    remove(tmp);
  }
  free(tmp);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: gen_dxil_ops SPEC.def OUT.h OUT.c\n");
    return 2;
  }
  g_spec_path = argv[1];
  char *text = read_file(argv[1]);
  if (!text) {
    fprintf(stderr, "gen_dxil_ops: cannot read %s\n", argv[1]);
    return 1;
  }
  parse_spec(text);
  if (!g_errors) validate();
  if (g_errors) {
    fprintf(stderr, "gen_dxil_ops: %d error(s); nothing written\n", g_errors);
    free(text);
    return 1;
  }
  for (int i = 0; i < g_nops; i++)
    if (class_index(g_ops[i].cls) < 0) sl_push(&g_classes, g_ops[i].cls);
  qsort(g_classes.v, (size_t)g_classes.n, sizeof(char *), cmp_str);
  qsort(g_intr, (size_t)g_nintr, sizeof(Intrin), cmp_intr);
  if (!write_out(argv[2], write_header) || !write_out(argv[3], write_source)) return 1;
  return 0;
}
