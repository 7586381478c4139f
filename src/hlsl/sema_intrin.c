/* sema_intrin.c - HLSL intrinsic functions: overload matching, argument
 * conversions and result types, driven by the table in intrinsics.def.
 * Code generation for them is in irgen_intrin.c.
 *
 * A call is matched against each overload of its name in table order, the
 * way DXC's front end matches its intrinsic table:
 *   - every parameter belongs to a shape group and a component group (its
 *     own by default, or another parameter's: @T.C / =N);
 *   - the arguments of a shape group must agree (a scalar splats to a vector
 *     or matrix, a vector or matrix fixes the shape); sizes named by a
 *     letter take the smallest argument's (vectors truncate);
 *   - the component types of a group combine as in arithmetic (int and float
 *     make float, a literal adapts to the other side); a literal argument
 *     whose group does not decide the result type takes the concrete type of
 *     the parameter's set that fits it (int/uint, 64-bit when needed,
 *     float before double);
 *   - each group's component type must be in its parameter's set: when it
 *     is not, the set's first type is used (an implicit conversion), except
 *     for sets marked exact, where the call does not match.
 * A call whose arguments are all literal constants keeps a literal result
 * type and is evaluated here when DXC's front end evaluates it (IF_FOLD);
 * otherwise a literal component type that survives matching becomes the
 * literal's own width (int64_t / double), as DXC's code generation gives it.
 */
#include "sema_res.h"

#include <math.h>
#include <string.h>

#include "intrinsics.def" /* the IF_* flags (no rows defined: none expand) */

typedef struct IntrinRow {
  const char *name;
  int id;
  uint8_t flags;
  const char *ops;
  const char *sig;
} IntrinRow;

static const IntrinRow intrins[] = {
#define INTRIN(name, id, flags, ops, sig) {name, id, flags, ops, sig},
#include "intrinsics.def"
};
enum { N_INTRINS = sizeof intrins / sizeof intrins[0] };

/* ---- component type sets ------------------------------------------------ */

typedef struct CompSet {
  const char *name;
  uint8_t n;            /* entries in k */
  bool exact;           /* no implicit conversion into the set: an argument
                           outside it makes the overload not match */
  ScalarKind k[18];     /* the types, the default first */
} CompSet;

static const CompSet comp_sets[] = {
  {"bool", 1, false, {SK_BOOL}},
  {"int", 2, false, {SK_INT, SK_LIT_INT}},
  {"uint", 2, false, {SK_UINT, SK_LIT_INT}},
  {"any_int", 7, false, {SK_INT, SK_INT16, SK_UINT, SK_UINT16, SK_INT64, SK_UINT64, SK_LIT_INT}},
  {"any_int32", 3, false, {SK_INT, SK_UINT, SK_LIT_INT}},
  {"uint_only", 3, true, {SK_UINT, SK_UINT64, SK_LIT_INT}},
  {"float", 2, false, {SK_FLOAT, SK_LIT_FLOAT}},
  {"any_float", 6, false, {SK_FLOAT, SK_HALF, SK_DOUBLE, SK_LIT_FLOAT, SK_MIN10FLOAT, SK_MIN16FLOAT}},
  {"float_like", 5, false, {SK_FLOAT, SK_HALF, SK_LIT_FLOAT, SK_MIN10FLOAT, SK_MIN16FLOAT}},
  {"float_double", 3, false, {SK_FLOAT, SK_DOUBLE, SK_LIT_FLOAT}},
  {"double", 2, false, {SK_DOUBLE, SK_LIT_FLOAT}},
  {"double_only", 2, true, {SK_DOUBLE, SK_LIT_FLOAT}},
  {"numeric", 16, false, {SK_FLOAT, SK_HALF, SK_DOUBLE, SK_LIT_FLOAT, SK_MIN10FLOAT, SK_MIN16FLOAT,
                          SK_LIT_INT, SK_INT16, SK_INT, SK_UINT16, SK_UINT, SK_MIN12INT, SK_MIN16INT,
                          SK_MIN16UINT, SK_INT64, SK_UINT64}},
  {"numeric32", 5, false, {SK_FLOAT, SK_LIT_FLOAT, SK_LIT_INT, SK_INT, SK_UINT}},
  {"numeric32_only", 5, true, {SK_FLOAT, SK_LIT_FLOAT, SK_LIT_INT, SK_INT, SK_UINT}},
  {"any", 17, false, {SK_FLOAT, SK_HALF, SK_DOUBLE, SK_LIT_FLOAT, SK_MIN10FLOAT, SK_MIN16FLOAT,
                      SK_INT16, SK_UINT16, SK_LIT_INT, SK_INT, SK_UINT, SK_MIN12INT, SK_MIN16INT,
                      SK_MIN16UINT, SK_BOOL, SK_INT64, SK_UINT64}},
  {"u64", 1, false, {SK_UINT64}},
  {"float16", 2, false, {SK_HALF, SK_LIT_FLOAT}},
  {"int16", 2, false, {SK_INT16, SK_LIT_INT}},
  {"uint16", 2, false, {SK_UINT16, SK_LIT_INT}},
  {"numeric16_only", 5, true, {SK_HALF, SK_INT16, SK_UINT16, SK_LIT_FLOAT, SK_LIT_INT}},
  {"int32_only", 3, true, {SK_INT, SK_UINT, SK_LIT_INT}},
  {"float32_only", 2, true, {SK_FLOAT, SK_LIT_FLOAT}},
  {"int64_only", 3, true, {SK_UINT64, SK_INT64, SK_LIT_INT}},
  {"any_int64", 3, false, {SK_INT64, SK_UINT64, SK_LIT_INT}},
  /* int8_t4_packed / uint8_t4_packed are uint in this front end */
  {"p32i8", 2, false, {SK_UINT, SK_LIT_INT}},
  {"p32u8", 2, false, {SK_UINT, SK_LIT_INT}},
  {"any_int16or32", 5, false, {SK_INT, SK_UINT, SK_INT16, SK_UINT16, SK_LIT_INT}},
  {"sint16or32_only", 3, true, {SK_INT, SK_INT16, SK_LIT_INT}},
};

static bool in_set(const CompSet *cs, ScalarKind sk) {
  for (uint32_t i = 0; i < cs->n; i++)
    if (cs->k[i] == sk) return true;
  return false;
}

/* Object parameter kinds. */
enum {
  OB_NONE, OB_SAMPLER, OB_SAMPLER_CMP, OB_ANY_SAMPLER, OB_SAMPLER1D, OB_SAMPLER2D, OB_SAMPLER3D,
  OB_SAMPLERCUBE, OB_UDT, OB_STRING, OB_UAV, OB_VOID, OB_VARARGS, OB_ACCEL, OB_RAYDESC,
};

static const struct { const char *name; uint8_t ob; } obj_kinds[] = {
  {"sampler", OB_SAMPLER}, {"sampler_cmp", OB_SAMPLER_CMP}, {"any_sampler", OB_ANY_SAMPLER},
  {"sampler1d", OB_SAMPLER1D}, {"sampler2d", OB_SAMPLER2D}, {"sampler3d", OB_SAMPLER3D},
  {"samplercube", OB_SAMPLERCUBE}, {"udt", OB_UDT}, {"string", OB_STRING}, {"resource", OB_UAV},
  {"void", OB_VOID}, {"...", OB_VARARGS}, {"accel", OB_ACCEL}, {"ray_desc", OB_RAYDESC},
};

/* ---- signatures ----------------------------------------------------------- */

enum { SH_UNKNOWN, SH_SCALAR, SH_VECTOR, SH_MATRIX, SH_OBJECT };
/* Parameter templates (shapes a parameter takes). */
enum { TM_SCALAR, TM_VECTOR, TM_MATRIX, TM_ANY, TM_OBJECT };
enum { QU_IN, QU_OUT, QU_INOUT, QU_REF };
#define SIZE_SYM 0x80 /* rows/cols: a shared size slot (r c r2 c2) */
enum { MAX_PARAMS = 12 };

typedef struct PSpec {
  uint8_t qual;         /* QU_* */
  uint8_t tmpl;         /* TM_* */
  uint8_t ob;           /* OB_* for objects */
  int8_t tid, cid;      /* shape group, component group */
  uint8_t rows, cols;   /* 1..4, or SIZE_SYM | slot */
  const CompSet *cs;    /* component types (numeric parameters) */
} PSpec;

typedef struct Sig {
  uint32_t n;           /* parameters including the return type (index 0) */
  bool varargs;         /* the last entry is `...` */
  PSpec p[MAX_PARAMS];
} Sig;

static const CompSet *find_set(const char *s, size_t len) {
  for (size_t i = 0; i < sizeof comp_sets / sizeof comp_sets[0]; i++)
    if (strlen(comp_sets[i].name) == len && !strncmp(comp_sets[i].name, s, len)) return &comp_sets[i];
  return NULL;
}

static uint8_t size_of(const char *s, size_t len) {
  if (len == 1 && s[0] >= '1' && s[0] <= '4') return (uint8_t)(s[0] - '0');
  if (len == 1 && s[0] == 'r') return SIZE_SYM | 0;
  if (len == 1 && s[0] == 'c') return SIZE_SYM | 1;
  if (len == 2 && s[0] == 'r' && s[1] == '2') return SIZE_SYM | 2;
  if (len == 2 && s[0] == 'c' && s[1] == '2') return SIZE_SYM | 3;
  return 0;
}

/* Parse one signature of intrinsics.def (see its header). False when
 * malformed (a table error; tests/unit/intrinsics_table.c parses them all). */
static bool parse_sig(const char *s, Sig *sig) {
  memset(sig, 0, sizeof *sig);
  const char *p = s;
  int ret_ref = 0;
  while (*p) {
    while (*p == ' ') p++;
    if (!*p) break;
    if (sig->n == MAX_PARAMS) return false;
    PSpec *ps = &sig->p[sig->n];
    int idx = (int)sig->n;
    ps->tid = ps->cid = (int8_t)idx;
    ps->rows = ps->cols = 1;
    if (!strncmp(p, "out:", 4)) ps->qual = QU_OUT, p += 4;
    else if (!strncmp(p, "inout:", 6)) ps->qual = QU_INOUT, p += 6;
    else if (!strncmp(p, "ref:", 4)) ps->qual = QU_REF, p += 4;
    if (*p == '=') {
      /* the result may name a later parameter: resolved at the end */
      int k = p[1] - '0';
      if (k < 1 || k >= MAX_PARAMS || (idx && k >= idx)) return false;
      if (idx) {
        uint8_t q = ps->qual;
        *ps = sig->p[k];
        ps->qual = q;
      } else {
        ret_ref = k;
      }
      ps->tid = ps->cid = (int8_t)k;
      p += 2;
    } else {
      const char *w = p;
      while (*p && *p != ' ' && *p != '<' && *p != '@') p++;
      size_t wl = (size_t)(p - w);
      ps->cs = find_set(w, wl);
      if (!ps->cs) {
        for (size_t i = 0; i < sizeof obj_kinds / sizeof obj_kinds[0]; i++)
          if (strlen(obj_kinds[i].name) == wl && !strncmp(obj_kinds[i].name, w, wl)) ps->ob = obj_kinds[i].ob;
        if (!ps->ob) return false;
        ps->tmpl = TM_OBJECT;
        if (ps->ob == OB_VARARGS) sig->varargs = true;
      }
      if (*p == '<') {
        const char *a = ++p;
        while (*p && *p != '>' && *p != ',') p++;
        const char *b = NULL;
        size_t al = (size_t)(p - a), bl = 0;
        if (*p == ',') {
          b = ++p;
          while (*p && *p != '>') p++;
          bl = (size_t)(p - b);
        }
        if (*p != '>') return false;
        p++;
        if (!al && !b) {
          ps->tmpl = TM_ANY;
          ps->rows = SIZE_SYM | 0;
          ps->cols = SIZE_SYM | 1;
        } else if (!b) {
          ps->tmpl = TM_VECTOR;
          if (!(ps->cols = size_of(a, al))) return false;
        } else {
          ps->tmpl = TM_MATRIX;
          if (!(ps->rows = size_of(a, al)) || !(ps->cols = size_of(b, bl))) return false;
        }
      }
      if (*p == '@') {
        p++;
        if (*p < '0' || *p > '9') return false;
        ps->tid = (int8_t)(*p++ - '0');
        if (*p == '.') {
          p++;
          if (*p < '0' || *p > '9') return false;
          ps->cid = (int8_t)(*p++ - '0');
        }
      }
    }
    if (*p && *p != ' ') return false;
    sig->n++;
  }
  if (ret_ref) {
    if ((uint32_t)ret_ref >= sig->n) return false;
    sig->p[0] = sig->p[ret_ref];
    sig->p[0].qual = QU_IN;
    sig->p[0].tid = sig->p[0].cid = (int8_t)ret_ref;
  }
  return sig->n >= 1;
}

/* ---- component types -------------------------------------------------------- */

enum { BP_FLOAT = 1, BP_INT = 2, BP_UNSIGNED = 4, BP_LITERAL = 8, BP_BOOL = 16, BP_MINPREC = 32 };

static void sk_props(ScalarKind sk, uint32_t *bits, uint32_t *fl) {
  switch (sk) {
  case SK_BOOL: *bits = 0, *fl = BP_BOOL | BP_INT; return;
  case SK_LIT_INT: *bits = 0, *fl = BP_LITERAL | BP_INT; return;
  case SK_LIT_FLOAT: *bits = 0, *fl = BP_LITERAL | BP_FLOAT; return;
  case SK_INT: *bits = 32, *fl = BP_INT; return;
  case SK_UINT: *bits = 32, *fl = BP_INT | BP_UNSIGNED; return;
  case SK_INT16: *bits = 16, *fl = BP_INT; return;
  case SK_UINT16: *bits = 16, *fl = BP_INT | BP_UNSIGNED; return;
  case SK_INT64: *bits = 64, *fl = BP_INT; return;
  case SK_UINT64: *bits = 64, *fl = BP_INT | BP_UNSIGNED; return;
  case SK_HALF: *bits = 16, *fl = BP_FLOAT; return;
  case SK_FLOAT: *bits = 32, *fl = BP_FLOAT; return;
  case SK_DOUBLE: *bits = 64, *fl = BP_FLOAT; return;
  case SK_MIN16FLOAT: *bits = 16, *fl = BP_FLOAT | BP_MINPREC; return;
  case SK_MIN10FLOAT: *bits = 10, *fl = BP_FLOAT | BP_MINPREC; return;
  case SK_MIN16INT: *bits = 16, *fl = BP_INT | BP_MINPREC; return;
  case SK_MIN12INT: *bits = 12, *fl = BP_INT | BP_MINPREC; return;
  case SK_MIN16UINT: *bits = 16, *fl = BP_INT | BP_UNSIGNED | BP_MINPREC; return;
  default: *bits = 32, *fl = BP_INT; return;
  }
}

/* The component type two arguments of one group make: as arithmetic
 * combines them (widest bits, float over int, unsigned when either is,
 * min precision when both are, literal only when both are). */
static ScalarKind combine_sk(ScalarKind a, ScalarKind b) {
  if (a == b) return a;
  uint32_t ab, af, bb, bf;
  sk_props(a, &ab, &af);
  sk_props(b, &bb, &bf);
  uint32_t bits = ab > bb ? ab : bb;
  uint32_t both = af & bf, either = af | bf;
  if (both & BP_BOOL) return SK_BOOL;
  bool fp = (either & BP_FLOAT) != 0;
  if (both & BP_LITERAL) return fp ? SK_LIT_FLOAT : SK_LIT_INT;
  uint32_t res = (both & (BP_INT | BP_MINPREC)) | (either & BP_FLOAT) | (!fp ? (either & BP_UNSIGNED) : 0);
  if (either & (BP_LITERAL | BP_BOOL)) res |= either & BP_MINPREC;
  if (fp && !(both & BP_FLOAT)) { /* one side is float: its props decide */
    res = (af & BP_FLOAT) ? af : bf;
    bits = (af & BP_FLOAT) ? ab : bb;
    res &= ~(uint32_t)BP_LITERAL;
  }
  bool mp = (res & BP_MINPREC) != 0;
  if (!bits) bits = 32;
  if (fp) {
    switch (bits) {
    case 10: return SK_MIN10FLOAT;
    case 16: return mp ? SK_MIN16FLOAT : SK_HALF;
    case 64: return SK_DOUBLE;
    default: return SK_FLOAT;
    }
  }
  switch (bits) {
  case 12: return SK_MIN12INT;
  case 16: return (res & BP_UNSIGNED) ? (mp ? SK_MIN16UINT : SK_UINT16) : (mp ? SK_MIN16INT : SK_INT16);
  case 64: return (res & BP_UNSIGNED) ? SK_UINT64 : SK_INT64;
  default: return (res & BP_UNSIGNED) ? SK_UINT : SK_INT;
  }
}

/* The concrete type a literal argument takes in parameter set cs when its
 * group does not decide the result: an integer literal its own width and
 * signedness when the set has it, a float literal float (else double),
 * otherwise the set's first concrete type. */
static ScalarKind concrete_literal(const Expr *a, ScalarKind sk, const CompSet *cs) {
  ScalarKind def = cs->k[0];
  for (uint32_t i = 0; i < cs->n; i++)
    if (!hl_sk_is_literal(cs->k[i])) {
      def = cs->k[i];
      break;
    }
  if (sk == SK_LIT_INT) {
    ScalarKind lk = SK_UINT;
    if (a->has_const && hl_cv(a)->n >= 1) {
      int64_t v = (int64_t)hl_cv(a)->c[0].u;
      lk = v < 0 ? (v >= INT32_MIN ? SK_INT : SK_INT64) : ((uint64_t)v <= UINT32_MAX ? SK_UINT : SK_UINT64);
    }
    return in_set(cs, lk) ? lk : def;
  }
  if (in_set(cs, SK_FLOAT)) return SK_FLOAT;
  if (in_set(cs, SK_DOUBLE)) return SK_DOUBLE;
  return def;
}

/* ---- matching ------------------------------------------------------------------ */

static uint8_t shape_of(const HType *t) {
  switch (t->kind) {
  case T_SCALAR: return SH_SCALAR;
  case T_VECTOR: return SH_VECTOR;
  case T_MATRIX: return SH_MATRIX;
  default: return SH_OBJECT;
  }
}

static bool tmpl_allows(uint8_t tmpl, uint8_t sh) {
  switch (tmpl) {
  case TM_SCALAR: return sh == SH_SCALAR;
  case TM_VECTOR: return sh == SH_VECTOR;
  case TM_MATRIX: return sh == SH_MATRIX;
  case TM_ANY: return sh == SH_SCALAR || sh == SH_VECTOR || sh == SH_MATRIX;
  default: return sh == SH_OBJECT;
  }
}

static uint8_t tmpl_first(uint8_t tmpl) {
  switch (tmpl) {
  case TM_VECTOR: return SH_VECTOR;
  case TM_MATRIX: return SH_MATRIX;
  case TM_OBJECT: return SH_OBJECT;
  default: return SH_SCALAR;
  }
}

/* Does argument type t fit object parameter kind ob? */
static bool object_fits(uint8_t ob, const HType *t) {
  switch (ob) {
  case OB_SAMPLER: case OB_SAMPLER1D: case OB_SAMPLER2D: case OB_SAMPLER3D: case OB_SAMPLERCUBE:
    return t->kind == T_RESOURCE && t->rk == HL_RK_SAMPLER;
  case OB_SAMPLER_CMP: return t->kind == T_RESOURCE && t->rk == HL_RK_SAMPLER_CMP;
  case OB_ANY_SAMPLER: return t->kind == T_RESOURCE && (t->rk == HL_RK_SAMPLER || t->rk == HL_RK_SAMPLER_CMP);
  case OB_UDT: return t->kind == T_STRUCT;
  case OB_STRING: return t->kind == T_STRING;
  case OB_UAV: return t->kind == T_RESOURCE && t->acc == 0 && hl_res_is_uav(t->rk);
  default: return false;
  }
}

/* The result of matching a call with one overload. */
typedef struct Match {
  HType *pt[MAX_PARAMS]; /* parameter types; [0] the result */
  uint32_t bad;          /* 0: matched; else the first argument that does not fit (1-based) */
  bool count;            /* the overload takes another number of arguments */
} Match;

/* The sizes decide as much as the shape: a scalar group whose shared sizes
 * another argument made larger is a vector or matrix (select(bool4, 1, 0)
 * is float4). */
static HType *make_type(HlslCtx *c, uint8_t sh, ScalarKind sk, uint32_t rows, uint32_t cols) {
  if (rows > 1 || cols > 1 || sh == SH_VECTOR || sh == SH_MATRIX) {
    if ((rows == 1 && sh != SH_MATRIX) || sh == SH_VECTOR) return hl_vector(c, sk, cols);
    return hl_matrix(c, sk, rows, cols);
  }
  return hl_scalar(c, sk);
}

/* A component set of 16-bit types (and literals) only. */
static bool only16(const CompSet *cs) {
  for (uint32_t k = 0; k < cs->n; k++)
    if (cs->k[k] != SK_HALF && cs->k[k] != SK_INT16 && cs->k[k] != SK_UINT16 && !hl_sk_is_literal(cs->k[k]))
      return false;
  return true;
}

/* Without native 16-bit types a 16-bit result is DXC's min precision type
 * (half is float here already). */
static HType *min_precision16(HlslCtx *c, HType *t) {
  if (!t || !hl_is_numeric(t) || (c->opt && c->opt->dx.target.native_16bit)) return t;
  if (t->sk == SK_INT16) return hl_with_sk(c, t, SK_MIN16INT);
  if (t->sk == SK_UINT16) return hl_with_sk(c, t, SK_MIN16UINT);
  return t;
}

/* parse_sig of table row r, parsed once per compile (c->intrin_sigs; each
 * call of an intrinsic tries its rows' signatures). */
static bool parse_sig_c(HlslCtx *c, const IntrinRow *r, Sig *sig) {
  size_t k = (size_t)(r - intrins);
  if (!c->intrin_sigs) c->intrin_sigs = arena_alloc(c->arena, sizeof(void *) * N_INTRINS);
  Sig *m = c->intrin_sigs ? c->intrin_sigs[k] : NULL;
  if (m) {
    *sig = *m;
    return m->n != UINT32_MAX;
  }
  bool ok = parse_sig(r->sig, sig);
  if (c->intrin_sigs && (m = arena_alloc(c->arena, sizeof(Sig))) != NULL) {
    *m = *sig;
    if (!ok) m->n = UINT32_MAX;
    c->intrin_sigs[k] = m;
  }
  return ok;
}

static void match_sig(HlslCtx *c, Expr *e, const Sig *sig, Match *mt) {
  memset(mt, 0, sizeof *mt);
  uint32_t np = sig->n - 1 - (sig->varargs ? 1 : 0);
  if (sig->varargs ? e->nargs < np : e->nargs != np) {
    mt->count = true;
    mt->bad = 1;
    return;
  }
  uint8_t shape[MAX_PARAMS];
  ScalarKind comp[MAX_PARAMS];
  uint32_t size[4] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX};
  bool have_comp[MAX_PARAMS];
  memset(shape, SH_UNKNOWN, sizeof shape);
  memset(have_comp, 0, sizeof have_comp);
  uint32_t bad = UINT32_MAX;
#define BAD(i) (bad = (i) < bad ? (i) : bad)
  int ret_cid = sig->p[0].cid;
  for (uint32_t i = 1; i <= np; i++) {
    const PSpec *p = &sig->p[i];
    Expr *a = e->args[i - 1];
    HType *at = a->type;
    if (p->qual == QU_OUT || p->qual == QU_INOUT || p->qual == QU_REF)
      if (!sema_is_modifiable(a)) BAD(i);
    if (p->tmpl == TM_OBJECT) {
      if (!object_fits(p->ob, at)) BAD(i);
      continue;
    }
    uint8_t sh = shape_of(at);
    if (sh == SH_OBJECT) {
      BAD(i);
      /* an array still gives its elements' component type (DXC's note
       * then names it: "no known conversion from 'int [7]' to 'int'") */
      const HType *be = at;
      while (be->kind == T_ARRAY && !be->patch) be = be->elem;
      if (be != at && shape_of(be) != SH_OBJECT && !have_comp[p->cid] && !hl_sk_is_literal(be->sk)) {
        comp[p->cid] = be->sk;
        have_comp[p->cid] = true;
      }
      continue;
    }
    /* a call on literal arguments is a literal here (DXC types it so) */
    ScalarKind sk = hl_expr_rare(a)->lit_type && p->qual == QU_IN ? hl_expr_rare(a)->lit_type->sk : at->sk;
    /* a component type outside an exact set */
    if (p->cs->exact && !in_set(p->cs, sk) &&
        !(sk == SK_LIT_INT && in_set(p->cs, SK_LIT_FLOAT)) && !(sk == SK_LIT_FLOAT && in_set(p->cs, SK_LIT_INT)))
      BAD(i);
    /* 16-bit-only parameters (asuint16, dot2add...) without native 16-bit
     * types: only literals fit (DXC: no known conversion from 'half' to
     * 'half' - its half is a 32-bit float then) */
    if (!(c->opt && c->opt->dx.target.native_16bit) && only16(p->cs) && !hl_sk_is_literal(sk)) BAD(i);
    if (hl_sk_is_literal(sk) && p->cid != ret_cid) sk = concrete_literal(a, sk, p->cs);
    uint32_t rows = sh == SH_MATRIX ? at->n : 1, cols = sh == SH_MATRIX ? at->m : sh == SH_VECTOR ? at->n : 1;
    /* shapes: a scalar splats, a vector or matrix decides */
    uint8_t *t = &shape[p->tid];
    if (*t == SH_UNKNOWN || (*t == SH_SCALAR && (sh == SH_VECTOR || sh == SH_MATRIX))) *t = sh;
    else if (sh != SH_SCALAR && sh != *t) BAD(i);
    /* component types */
    if (!have_comp[p->cid]) {
      comp[p->cid] = sk;
      have_comp[p->cid] = true;
    } else {
      comp[p->cid] = combine_sk(comp[p->cid], sk);
    }
    if (sh != SH_SCALAR) {
      if (p->rows & SIZE_SYM) {
        uint32_t *s = &size[p->rows & 3];
        if (*s > rows) *s = rows;
      } else if (rows < p->rows) {
        BAD(i);
      }
      if (p->cols & SIZE_SYM) {
        uint32_t *s = &size[p->cols & 3];
        if (*s > cols) *s = cols;
      } else if (cols < p->cols) {
        BAD(i);
      }
    }
  }
  /* the result's defaults */
  const PSpec *r = &sig->p[0];
  if (r->tmpl != TM_OBJECT && shape[r->tid] == SH_UNKNOWN) {
    shape[r->tid] = tmpl_first(r->tmpl);
    if (!have_comp[r->cid]) {
      comp[r->cid] = r->cs->k[0];
      /* half results are float without native 16-bit types */
      if (comp[r->cid] == SK_HALF && !(c->opt && c->opt->dx.target.native_16bit)) comp[r->cid] = SK_FLOAT;
      have_comp[r->cid] = true;
    }
  }
  /* every group's shape and component type must be one its parameter takes */
  for (uint32_t i = 0; i <= np; i++) {
    const PSpec *p = &sig->p[i];
    if (p->tmpl == TM_OBJECT) continue;
    if (shape[i] != SH_UNKNOWN) {
      if (shape[i] == SH_SCALAR && (p->tmpl == TM_VECTOR || p->tmpl == TM_MATRIX)) shape[i] = tmpl_first(p->tmpl);
      else if (!tmpl_allows(p->tmpl, shape[i])) {
        shape[i] = tmpl_first(p->tmpl);
        BAD(i);
      }
    } else {
      shape[i] = tmpl_first(p->tmpl);
    }
    if (have_comp[i]) {
      if (!in_set(p->cs, comp[i])) {
        if (p->cs->exact) BAD(i);
        comp[i] = p->cs->k[0];
      }
    } else {
      comp[i] = p->cs->k[0];
      have_comp[i] = true;
    }
  }
  for (uint32_t k = 0; k < 4; k++)
    if (size[k] == UINT32_MAX) size[k] = 1;
  /* the parameter types */
  for (uint32_t i = 0; i <= np; i++) {
    const PSpec *p = &sig->p[i];
    if (p->tmpl == TM_OBJECT) {
      /* an object result is the type of the argument it names (select) */
      uint32_t from = i ? i : (uint32_t)p->tid;
      mt->pt[i] = from >= 1 && from <= e->nargs && p->ob != OB_VOID ? e->args[from - 1]->type : c->t_void;
      continue;
    }
    uint32_t rows = p->rows & SIZE_SYM ? size[p->rows & 3] : p->rows;
    uint32_t cols = p->cols & SIZE_SYM ? size[p->cols & 3] : p->cols;
    uint8_t sh = shape[p->tid];
    /* DXC: within 4x4, or a single row up to 1024 from SM 6.9 (long vectors) */
    if (rows < 1 || cols < 1 || rows > 4 || cols > (rows == 1 ? hl_max_vector(c) : 4)) {
      BAD(i);
      rows = cols = 1;
    }
    mt->pt[i] = make_type(c, sh, comp[p->cid], rows, cols);
  }
  mt->bad = bad == UINT32_MAX ? 0 : (bad ? bad : 1);
#undef BAD
}

/* ---- folding -------------------------------------------------------------------- */
static float round_even_f(float x) {
  float r = floorf(x), d = x - r;
  if (d > 0.5f || (d == 0.5f && fmodf(r, 2.0f) != 0.0f)) r += 1.0f;
  return r == 0.0f ? copysignf(0.0f, x) : r;
}

static double round_even_d(double x) {
  double r = floor(x), d = x - r;
  if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) != 0.0)) r += 1.0;
  return r == 0.0 ? copysign(0.0, x) : r;
}

/* round() of constants: DXC keeps, for back compatibility, rounding half
 * away from zero in its constant evaluation for -HV 2016 and older (at run
 * time, and from 2017 on, round is to nearest even). */
bool sema_round_away(const HlslCtx *c) {
  return c->opt && c->opt->hlsl_version && c->opt->hlsl_version <= 2016;
}

/* One lane of DXC's front-end evaluation (CGHLSLMSFinishCodeGen.cpp
 * TryEvalIntrinsic), in float or double as its lambdas compute it (the float
 * versions may promote inside, e.g. 1.0 / sqrtf(v), v - floor(v)). Used for
 * all-literal calls here (double) and immediate arguments in
 * irgen_consteval.c. */
bool sema_eval_intrin_fp(int id, bool dbl, bool away, double x, double y, double z, double *out) {
  if (dbl) {
    switch (id) {
    case IN_TAN: *out = tan(x); return true;
    case IN_TANH: *out = tanh(x); return true;
    case IN_SIN: *out = sin(x); return true;
    case IN_SINH: *out = sinh(x); return true;
    case IN_COS: *out = cos(x); return true;
    case IN_COSH: *out = cosh(x); return true;
    case IN_ASIN: *out = asin(x); return true;
    case IN_ACOS: *out = acos(x); return true;
    case IN_ATAN: *out = atan(x); return true;
    case IN_ATAN2: *out = atan2(x, y); return true;
    case IN_SQRT: *out = sqrt(x); return true;
    case IN_RSQRT: *out = 1.0 / sqrt(x); return true;
    case IN_EXP: *out = exp(x); return true;
    case IN_EXP2: *out = exp2(x); return true;
    case IN_LOG: *out = log(x); return true;
    case IN_LOG10: *out = log10(x); return true;
    case IN_LOG2: *out = log2(x); return true;
    case IN_POW: *out = pow(x, y); return true;
    case IN_MAX: *out = x > y ? x : y; return true;
    case IN_MIN: *out = x < y ? x : y; return true;
    case IN_RCP: *out = 1.0 / x; return true;
    case IN_CEIL: *out = ceil(x); return true;
    case IN_FLOOR: *out = floor(x); return true;
    case IN_ROUND: *out = away ? round(x) : round_even_d(x); return true;
    case IN_TRUNC: *out = trunc(x); return true;
    case IN_FRAC: *out = x - floor(x); return true;
    case IN_CLAMP: *out = x < y ? y : x > z ? z : x; return true;
    default: return false;
    }
  }
  float f = (float)x, fy = (float)y, fz = (float)z, r;
  switch (id) {
  case IN_TAN: r = tanf(f); break;
  case IN_TANH: r = tanhf(f); break;
  case IN_SIN: r = sinf(f); break;
  case IN_SINH: r = sinhf(f); break;
  case IN_COS: r = cosf(f); break;
  case IN_COSH: r = coshf(f); break;
  case IN_ASIN: r = asinf(f); break;
  case IN_ACOS: r = acosf(f); break;
  case IN_ATAN: r = atanf(f); break;
  case IN_ATAN2: r = atan2f(f, fy); break;
  case IN_SQRT: r = sqrtf(f); break;
  case IN_RSQRT: r = (float)(1.0 / sqrtf(f)); break;
  case IN_EXP: r = expf(f); break;
  case IN_EXP2: r = exp2f(f); break;
  case IN_LOG: r = logf(f); break;
  case IN_LOG10: r = log10f(f); break;
  case IN_LOG2: r = log2f(f); break;
  case IN_POW: r = powf(f, fy); break;
  case IN_MAX: r = f > fy ? f : fy; break;
  case IN_MIN: r = f < fy ? f : fy; break;
  case IN_RCP: r = (float)(1.0 / f); break;
  case IN_CEIL: r = ceilf(f); break;
  case IN_FLOOR: r = floorf(f); break;
  case IN_ROUND: r = away ? roundf(f) : round_even_f(f); break;
  case IN_TRUNC: r = truncf(f); break;
  case IN_FRAC: r = (float)((double)f - floor((double)f)); break;
  case IN_CLAMP: r = f < fy ? fy : f > fz ? fz : f; break;
  default: return false;
  }
  *out = r;
  return true;
}

/* One lane of an integer evaluation: max/min (signed or not) and clamp
 * (signed only: DXC's uclamp is not evaluated). */
bool sema_eval_intrin_int(int id, bool sgn, int64_t x, int64_t y, int64_t z, uint64_t mask, uint64_t *out) {
  uint64_t ux = (uint64_t)x & mask, uy = (uint64_t)y & mask;
  switch (id) {
  case IN_MAX: *out = sgn ? (uint64_t)(x > y ? x : y) : (ux > uy ? ux : uy); break;
  case IN_MIN: *out = sgn ? (uint64_t)(x < y ? x : y) : (ux < uy ? ux : uy); break;
  case IN_CLAMP:
    if (!sgn) return false;
    *out = (uint64_t)(x < y ? y : x > z ? z : x);
    break;
  default: return false;
  }
  *out &= mask;
  return true;
}


/* One component of a literal evaluation: in double, 64-bit signed for
 * integers (DXC keeps an all-literal call literal and evaluates it at that
 * width). */
static bool lit_eval(int id, bool fp, bool away, const ConstVal *const *v, uint32_t n, uint32_t i, ConstVal *out) {
  double x[3] = {0, 0, 0};
  int64_t k[3] = {0, 0, 0};
  for (uint32_t j = 0; j < n; j++) {
    const ConstVal *a = v[j];
    uint32_t ai = a->n == 1 ? 0 : i;
    bool af = a->sk == SK_LIT_FLOAT;
    x[j] = af ? a->c[ai].f : (double)(int64_t)a->c[ai].u;
    k[j] = af ? (int64_t)a->c[ai].f : (int64_t)a->c[ai].u;
  }
  if (!fp) return sema_eval_intrin_int(id, true, k[0], k[1], k[2], ~0ull, &out->c[i].u);
  return sema_eval_intrin_fp(id, true, away, x[0], x[1], x[2], &out->c[i].f);
}

/* An intrinsic (IF_FOLD) whose arguments are all literal constants: DXC keeps
 * the call's type literal and evaluates it (frac(-1.5) is 0.5 in double, then
 * converted where it is used). True when e now holds the folded value. */
static bool fold_literal_call(HlslCtx *c, Expr *e, HType *t, bool fp) {
  if (e->nargs > 3 || t->kind == T_MATRIX) return false;
  const ConstVal *v[3];
  for (uint32_t j = 0; j < e->nargs; j++) {
    Expr *a = e->args[j];
    if (!a->has_const || !hl_sk_is_literal(a->type->sk) || a->type->kind == T_MATRIX) return false;
    v[j] = hl_cv(a);
  }
  uint32_t n = hl_components(t);
  if (n < 1 || n > 4) return false;
  ConstVal r;
  memset(&r, 0, sizeof r);
  r.n = n;
  r.sk = fp ? SK_LIT_FLOAT : t->sk;
  bool away = sema_round_away(c);
  for (uint32_t i = 0; i < n; i++)
    if (!lit_eval(e->intrin, fp || t->sk == SK_LIT_FLOAT, away, v, e->nargs, i, &r)) return false;
  e->type = hl_with_sk(c, t, r.sk);
  hl_cv_set(c, e, &r);
  e->has_const = true;
  return true;
}


/* Barrier's flags when they are constants (DXC's CheckBarrierCall): memory
 * types within ALL_MEMORY, semantics within GROUP_SYNC | GROUP_SCOPE |
 * DEVICE_SCOPE. Where they may be used is checked on reachable calls
 * (irgen_intrin.c). */
static bool check_barrier_flags(HlslCtx *c, Expr *e) {
  Expr *mem = e->args[0], *sem = e->args[1];
  if (hl_is_numeric(mem->type) && mem->has_const && (hl_cv(mem)->c[0].u & ~0xFull)) {
    hl_error(c, SE_CALL, hl_expr_loc(mem),
             "invalid MemoryTypeFlags for Barrier operation; expected 0, ALL_MEMORY, or some combination of "
             "UAV_MEMORY, GROUP_SHARED_MEMORY, NODE_INPUT_MEMORY, NODE_OUTPUT_MEMORY flags");
    return false;
  }
  if (sem->has_const && (hl_cv(sem)->c[0].u & ~0x7ull)) {
    hl_error(c, SE_CALL, hl_expr_loc(sem),
             "invalid SemanticFlags for Barrier operation; expected 0 or some combination of GROUP_SYNC, "
             "GROUP_SCOPE, DEVICE_SCOPE flags");
    return false;
  }
  return true;
}

/* ---- intrinsics with dedicated checks ------------------------------------------- */

static bool arg_count(HlslCtx *c, Expr *e, uint32_t lo, uint32_t hi) {
  if (e->nargs >= lo && e->nargs <= hi) return true;
  hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", e->name);
  if (lo == hi)
    diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                "candidate function not viable: requires %u argument%s, but %u %s provided", lo,
                lo == 1 ? "" : "s", e->nargs, e->nargs == 1 ? "was" : "were");
  return false;
}

static bool check_custom(HlslCtx *c, Expr *e, const IntrinRow *r) {
  int id = r->id;
  switch (id) {
  case IN_INTERLOCKED_ADD: case IN_INTERLOCKED_AND: case IN_INTERLOCKED_OR: case IN_INTERLOCKED_XOR:
  case IN_INTERLOCKED_MIN: case IN_INTERLOCKED_MAX:
    if (!arg_count(c, e, 2, 3)) return false;
    return sema_res_interlocked(c, e, false); /* groupshared and UAV targets (sema_res.c) */
  case IN_INTERLOCKED_EXCHANGE:
    if (!arg_count(c, e, 3, 3)) return false;
    return sema_res_interlocked(c, e, false);
  case IN_INTERLOCKED_CMP_EXCHANGE:
    if (!arg_count(c, e, 4, 4)) return false;
    return sema_res_interlocked(c, e, true);
  case IN_INTERLOCKED_CMP_STORE:
    if (!arg_count(c, e, 3, 3)) return false;
    return sema_res_interlocked(c, e, true);
  default:
    break;
  }
  hl_error(c, SE_CALL, hl_expr_loc(e), "intrinsic '%s' is not supported", e->name);
  return false;
}


/* ---- calls ------------------------------------------------------------------------ */

static const IntrinRow *find_row(const char *name) {
  for (size_t i = 0; i < N_INTRINS; i++) /* first letter first: this runs per call */
    if (intrins[i].name[0] == name[0] && !strcmp(intrins[i].name, name)) return &intrins[i];
  return NULL;
}

enum { INTRIN_INDEX_CAP = 512 }; /* a power of two over twice N_INTRINS */
_Static_assert(N_INTRINS * 2 <= INTRIN_INDEX_CAP && N_INTRINS < 65535, "intrin_index too small");

/* find_row by HlslCtx.intrin_index, made on first use (NULL on OOM). */
static const IntrinRow *find_row_indexed(HlslCtx *c, const char *name) {
  if (!c->intrin_index) {
    uint16_t *ix = arena_alloc(c->arena, sizeof(uint16_t) * INTRIN_INDEX_CAP);
    if (!ix) return find_row(name);
    for (size_t i = 0; i < N_INTRINS; i++) {
      const char *n = intrins[i].name;
      size_t k = (size_t)hl_hash_bytes(n, strlen(n), 0) & (INTRIN_INDEX_CAP - 1);
      while (ix[k] && strcmp(intrins[ix[k] - 1].name, n)) k = (k + 1) & (INTRIN_INDEX_CAP - 1);
      if (!ix[k]) ix[k] = (uint16_t)(i + 1); /* the first row of a name */
    }
    c->intrin_index = ix;
  }
  for (size_t k = (size_t)hl_hash_bytes(name, strlen(name), 0) & (INTRIN_INDEX_CAP - 1); c->intrin_index[k];
       k = (k + 1) & (INTRIN_INDEX_CAP - 1))
    if (!strcmp(intrins[c->intrin_index[k] - 1].name, name)) return &intrins[c->intrin_index[k] - 1];
  return NULL;
}

/* find_row through the compile's memo (HlslCtx.intrin_memo); past a few
 * misses through an index of the table's names (a walk over the table per
 * new name cost more once a shader calls many functions). */
static const IntrinRow *find_row_c(HlslCtx *c, const char *name) {
  uintptr_t h = (uintptr_t)name;
  size_t k = ((h >> 3) ^ (h >> 9)) & (sizeof c->intrin_memo / sizeof c->intrin_memo[0] - 1);
  if (c->intrin_memo[k].name && !strcmp(c->intrin_memo[k].name, name)) return c->intrin_memo[k].row;
  const IntrinRow *r = c->intrin_index || ++c->intrin_misses > 16 ? find_row_indexed(c, name) : find_row(name);
  c->intrin_memo[k].name = name;
  c->intrin_memo[k].row = r;
  return r;
}

bool sema_is_intrinsic_name(HlslCtx *c, const char *name) { return find_row_c(c, name) != NULL; }

bool sema_intrinsic_is_wave_sensitive(const char *name) {
  const IntrinRow *r = find_row(name);
  return r && (r->flags & IF_WAVE);
}

bool sema_intrinsic_sigs_ok(const char **bad) {
  for (size_t i = 0; i < N_INTRINS; i++) {
    Sig sig;
    if (intrins[i].flags & IF_CUSTOM) continue; /* documentation only */
    if (!parse_sig(intrins[i].sig, &sig)) {
      if (bad) *bad = intrins[i].name;
      return false;
    }
  }
  return true;
}

const char *sema_intrin_name(int id) {
  for (size_t i = 0; i < N_INTRINS; i++)
    if (intrins[i].id == id) return intrins[i].name;
  switch (id) {
  case IN_M_LOAD: return "Load";
  case IN_M_STORE: return "Store";
  case IN_M_GETDIMENSIONS: return "GetDimensions";
  case IN_M_INCCOUNTER: return "IncrementCounter";
  case IN_M_DECCOUNTER: return "DecrementCounter";
  case IN_M_APPEND: return "Append";
  case IN_M_CONSUME: return "Consume";
  default: return "?";
  }
}

/* How a note names an object parameter. */
static const char *object_name(uint8_t ob) {
  switch (ob) {
  case OB_SAMPLER: case OB_ANY_SAMPLER: return "SamplerState";
  case OB_SAMPLER_CMP: return "SamplerComparisonState";
  case OB_SAMPLER1D: return "sampler1D";
  case OB_SAMPLER2D: return "sampler2D";
  case OB_SAMPLER3D: return "sampler3D";
  case OB_SAMPLERCUBE: return "samplerCUBE";
  case OB_UDT: return "a user-defined struct";
  case OB_STRING: return "string";
  case OB_UAV: return "an RW resource";
  default: return "?";
  }
}

static const char *ordinal(uint32_t n) {
  static const char *const o[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
  return n >= 1 && n <= 10 ? o[n - 1] : "nth";
}

/* No overload fits: DXC's error, and a note for each overload (first
 * DXC's own error for a user-defined-type parameter given something else). */
/* A type as DXC's intrinsic notes print it. Clang keeps the spelling an
 * expression was declared or cast with ('uint2', 'uint'); other values and
 * the parameters print canonically: scalars as clang's builtins ('unsigned
 * int'), vectors and matrices spelled out ('vector<uint, 2>'). */
/* The type of a "no known conversion" note as clang spells it: an
 * argument's as the expression has it (a string literal's; a named
 * variable's or a cast's with its sugar: uint, and const when read-only;
 * other expressions' canonical), unless the two types are specializations
 * of one template (vector to vector, matrix to matrix): clang then prints
 * both as templates to show the difference (float4 is vector<float, 4>). */
static const char *note_type_name2(HlslCtx *c, const Expr *a, const HType *t, const HType *other, bool sugar) {
  if (a && a->kind == E_STRING) return "literal string";
  if (a && (a->kind == E_NAME || a->kind == E_CAST || a->kind == E_CONSTRUCT || (a->kind == E_CONV && (hl_expr_rare(a)->cast_written || hl_expr_rare(a)->func_cast))))
    sugar = true;
  const char *cq = a && a->lvalue && a->readonly && sugar ? "const " : "";
  bool diff = other && t->kind == other->kind && (t->kind == T_VECTOR || t->kind == T_MATRIX);
  if (t->kind == T_VECTOR || t->kind == T_MATRIX) {
    if (sugar && !diff) return hl_type_name(c, t);
    HType el = *t;
    el.kind = T_SCALAR;
    el.n = el.m = 1;
    const char *en = sugar ? hl_type_name(c, &el) : note_type_name2(c, NULL, &el, NULL, false);
    return t->kind == T_VECTOR ? arena_printf(c->arena, "%svector<%s, %u>", cq, en, t->n)
                               : arena_printf(c->arena, "%smatrix<%s, %u, %u>", cq, en, t->n, t->m);
  }
  if (sugar) return *cq ? arena_printf(c->arena, "%s%s", cq, hl_type_name(c, t)) : hl_type_name(c, t);
  if (t->kind == T_SCALAR) {
    switch (t->sk) {
    case SK_UINT: return "unsigned int";
    case SK_INT64: return "long long";
    case SK_UINT64: return "unsigned long long";
    default: break;
    }
  }
  return hl_type_name(c, t);
}

static const char *note_type_name(HlslCtx *c, const Expr *a, const HType *t) {
  return note_type_name2(c, a, t, NULL, false);
}

const char *sema_note_type_name(HlslCtx *c, const Expr *a, const HType *t, const HType *other) {
  return note_type_name2(c, a, t, other, true);
}

const char *sema_canon_type_name(HlslCtx *c, const HType *t) { return note_type_name(c, NULL, t); }

static void no_match(HlslCtx *c, Expr *e, const IntrinRow *first) {
  for (const IntrinRow *r = first; r < intrins + N_INTRINS && !strcmp(r->name, e->name); r++) {
    Sig sig;
    if (!parse_sig(r->sig, &sig) || sig.n - 1 != e->nargs) continue;
    for (uint32_t i = 1; i < sig.n; i++)
      if (sig.p[i].ob == OB_UDT && e->args[i - 1]->type->kind != T_STRUCT) {
        hl_error(c, SE_CALL, hl_expr_loc(e->args[i - 1]), "User defined type intrinsic arg must be struct");
        break;
      }
  }
  hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", e->name);
  for (const IntrinRow *r = first; r < intrins + N_INTRINS && !strcmp(r->name, e->name); r++) {
    Sig sig;
    Match mt;
    if (!parse_sig(r->sig, &sig)) continue;
    match_sig(c, e, &sig, &mt);
    uint32_t np = sig.n - 1 - (sig.varargs ? 1 : 0);
    if (mt.count)
      diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                  "candidate function not viable: requires %u argument%s, but %u %s provided", np,
                  np == 1 ? "" : "s", e->nargs, e->nargs == 1 ? "was" : "were");
    else if (mt.bad && mt.bad <= e->nargs && mt.pt[mt.bad] &&
             (sig.p[mt.bad].qual == QU_OUT || sig.p[mt.bad].qual == QU_INOUT) && e->args[mt.bad - 1]->lvalue &&
             e->args[mt.bad - 1]->readonly)
      diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                  "candidate function not viable: %s argument ('const %s') would lose const qualifier",
                  ordinal(mt.bad), hl_type_name(c, e->args[mt.bad - 1]->type));
    else if (mt.bad && mt.bad <= e->nargs && mt.pt[mt.bad])
      diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                  "candidate function not viable: no known conversion from '%s' to '%s' for %s argument",
                  note_type_name2(c, e->args[mt.bad - 1], e->args[mt.bad - 1]->type,
                                  sig.p[mt.bad].tmpl == TM_OBJECT ? NULL : mt.pt[mt.bad], false),
                  sig.p[mt.bad].tmpl == TM_OBJECT ? object_name(sig.p[mt.bad].ob)
                                                  : note_type_name(c, NULL, mt.pt[mt.bad]),
                  ordinal(mt.bad));
    else
      diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e), "candidate function not viable");
  }
}

/* The matched overload's conversions: in arguments become the parameter
 * types; out / inout arguments must take the parameter type back. */
static bool apply_match(HlslCtx *c, Expr *e, const Sig *sig, Match *mt) {
  uint32_t np = sig->n - 1 - (sig->varargs ? 1 : 0);
  for (uint32_t i = 1; i <= np; i++) {
    const PSpec *p = &sig->p[i];
    Expr *a = e->args[i - 1];
    if (p->tmpl == TM_OBJECT) continue;
    if (p->qual == QU_IN) {
      c->intrin_args = true;
      e->args[i - 1] = sema_convert(c, a, mt->pt[i], false);
      c->intrin_args = false;
      if (e->args[i - 1]->type->kind == T_ERROR) return false;
    } else if (sema_conv_cost(c, mt->pt[i], a->type, false) < 0) {
      hl_error(c, SE_CALL, hl_expr_loc(a), "no matching function for call to '%s'", e->name);
      return false;
    }
  }
  e->type = mt->pt[0];
  return true;
}

bool sema_intrinsic_call(HlslCtx *c, Expr *e) {
  if (sema_is_mat_intrinsic(e->name)) return sema_mat_intrinsic(c, e); /* mul, transpose */
  if (sema_is_rt_intrinsic(e->name)) return sema_rt_intrinsic(c, e); /* sema_rt.c */
  const IntrinRow *first = find_row_c(c, e->name);
  if (!first) return false;
  e->side_effects = (first->flags & IF_EFFECT) != 0;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  if (first->id == IN_BARRIER && e->nargs == 2 && hl_is_node(e->args[0]->type, false) &&
      hl_is_numeric(e->args[1]->type)) { /* Barrier(node record object, uint SemanticFlags) */
    e->intrin = IN_BARRIER;
    e->args[1] = sema_convert(c, e->args[1], hl_scalar(c, SK_UINT), false);
    e->type = c->t_void;
    return true;
  }
  if (first->flags & IF_CUSTOM) {
    e->intrin = first->id;
    return check_custom(c, e, first);
  }
  for (const IntrinRow *r = first; r < intrins + N_INTRINS && !strcmp(r->name, e->name); r++) {
    Sig sig;
    Match mt;
    if (!parse_sig_c(c, r, &sig)) continue;
    match_sig(c, e, &sig, &mt);
    if (mt.bad) continue;
    e->intrin = r->id;
    /* all-literal arguments: a literal result, evaluated when DXC does */
    bool lit = mt.pt[0] && hl_is_numeric(mt.pt[0]) && hl_sk_is_literal(mt.pt[0]->sk);
    if (lit && (r->flags & IF_FOLD) && fold_literal_call(c, e, mt.pt[0], mt.pt[0]->sk == SK_LIT_FLOAT))
      return true;
    HType *lit_rt = lit ? mt.pt[0] : NULL;
    for (uint32_t i = 0; i < sig.n; i++) mt.pt[i] = hl_literal_width(c, mt.pt[i]);
    /* without native 16-bit types, 16-bit results and literal arguments
     * are the min precision types */
    for (uint32_t i = 0; i < sig.n; i++) mt.pt[i] = min_precision16(c, mt.pt[i]);
    if (!apply_match(c, e, &sig, &mt)) return false;
    /* DXC types the call literal: it adapts to where it is used */
    if (lit_rt && hl_type_equal(e->type, hl_literal_width(c, lit_rt))) hl_expr_rare_w(c, e)->lit_type = lit_rt;
    if (r->id == IN_BARRIER) return check_barrier_flags(c, e);
    /* DXC's CheckUDTIntrinsicArg: the payload struct holds no long vectors */
    if (r->id == IN_DISPATCH_MESH && e->nargs == 4 &&
        hl_diag_long_vectors(c, hl_expr_loc(e->args[3]), e->args[3]->type, LV_UDT_PARAM))
      return false;
    return true;
  }
  no_match(c, e, first);
  return false;
}

/* Does an intrinsic of the table (not one checked by its own code) take
 * e's arguments? Nothing is reported or changed. DXC tries the intrinsics
 * of a called name before the user's functions of that name
 * (HLSLExternalSource::AddOverloadedCallCandidates): one that matches is
 * the only candidate. */
bool sema_intrinsic_matches(HlslCtx *c, Expr *e) {
  if (sema_is_mat_intrinsic(e->name) || sema_is_rt_intrinsic(e->name)) return false;
  const IntrinRow *first = find_row_c(c, e->name);
  if (!first || (first->flags & IF_CUSTOM)) return false;
  for (uint32_t i = 0; i < e->nargs; i++)
    if (!e->args[i]->type || e->args[i]->type->kind == T_ERROR) return false;
  for (const IntrinRow *r = first; r < intrins + N_INTRINS && !strcmp(r->name, e->name); r++) {
    Sig sig;
    Match mt;
    if (!parse_sig_c(c, r, &sig)) continue;
    match_sig(c, e, &sig, &mt);
    if (!mt.bad) return true;
  }
  return false;
}

/* Resource methods are checked in sema_res.c. */

/* Is argument i (0-based) of the intrinsic `name` with nargs arguments an
 * out/inout/ref parameter (by the first overload taking nargs)? For
 * -ast-dump, which prints no lvalue-to-rvalue conversion of such arguments. */
bool sema_intrin_param_out(const char *name, uint32_t nargs, uint32_t i) {
  for (size_t k = 0; k < sizeof intrins / sizeof intrins[0]; k++) {
    if (strcmp(intrins[k].name, name) != 0) continue;
    Sig sig;
    if (!parse_sig(intrins[k].sig, &sig) || (sig.n != nargs + 1 && !sig.varargs)) continue;
    if (i + 1 >= sig.n) return false;
    uint8_t q = sig.p[i + 1].qual;
    return q == QU_OUT || q == QU_INOUT || q == QU_REF;
  }
  return false;
}
