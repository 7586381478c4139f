/* sema_subobj.c - DXR state-object subobjects (SM 6.3 libraries).
 *
 *   subobject-decl : SubobjectType name '=' '{' element (',' element)* '}' ';'
 *   SubobjectType  : StateObjectConfig | GlobalRootSignature | LocalRootSignature
 *                  | SubobjectToExportsAssociation | RaytracingShaderConfig
 *                  | RaytracingPipelineConfig | RaytracingPipelineConfig1
 *                  | TriangleHitGroup | ProceduralPrimitiveHitGroup
 *
 * DXC declares the types as built-in records of uint and string fields
 * (types.c, hl_subobject_info) and allows them only as global variables
 * (implicitly static const) initialized with a list. Sema checks the list as
 * SemaHLSL's InitializationSequence does for them: the elements flattened
 * (nested lists, vector and matrix components, struct leaves; a string is
 * one element) must be as many as the fields ("too many/few elements in
 * subobject initialization"), a string field takes a string and a uint field
 * a numeric scalar ("type mismatch"); a float literal that a uint field
 * truncates gets clang's -Wliteral-conversion warning. Anything but a list
 * is DXC's "cannot initialize a variable of type ..." error.
 *
 * Each declaration checked is then evaluated as DXC's CodeGen does (CGMSHLSLRuntime::CreateSubobject):
 * a uint field must be an integer constant expression ("cannot convert to
 * constant unsigned int"; vector components are not), a string field a
 * string literal ("cannot convert to constant string"; string variables are
 * not constant), the root signature, the association's subobject and the
 * procedural hit group's intersection must not be empty ("empty string not
 * expected here"), and a declaration without an initializer is "subobject
 * needs to be initialized". As in DXC, where CodeGen stops at its first
 * error (and runs per declaration while parsing), a subobject is evaluated
 * only when no error was reported before it. hl_subobjects_collect hands
 * the results to the driver (HlslOptions.subobjects), which compiles the root signatures and
 * writes dx.subobjects for library targets (other targets ignore them). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "hlsl.h"
#include "sema.h"

/* One flattened initializer element: the expression and, for vectors and
 * matrices, which component. */
typedef struct SoLeaf {
  Expr *e;
  uint32_t comp;
} SoLeaf;
typedef VEC(SoLeaf) SoLeafVec;

/* Elements of a checked expression (as DXC's FlattenedTypeIterator counts
 * them): strings and scalars one, vectors and matrices their components,
 * arrays and structs their leaves. */
static uint32_t leaf_count(const HType *t) {
  if (t->kind == T_STRING || t->kind == T_SCALAR || t->kind == T_SUBOBJECT || t->kind == T_RESOURCE) return 1;
  if (t->kind == T_VECTOR || t->kind == T_MATRIX) return hl_components(t);
  return hl_leaf_count(t);
}

/* Flattens list `init` into out (checked expressions); false after an error. */
static bool flatten(HlslCtx *c, Expr *init, SoLeafVec *out) {
  if (init->kind == E_INIT_LIST) {
    for (uint32_t i = 0; i < init->nargs; i++)
      if (!flatten(c, init->args[i], out)) return false;
    return true;
  }
  Expr *e = sema_expr(c, init);
  if (!e || e->type->kind == T_ERROR) return false;
  uint32_t n = leaf_count(e->type);
  for (uint32_t k = 0; k < n; k++) {
    SoLeaf l = {e, k};
    vec_push(c->arena, out, l);
  }
  return true;
}

/* The float literal inside e (through unary signs and parentheses), as
 * clang's DiagnoseFloatingLiteralImpCast finds it, or NULL. */
static Expr *float_literal(Expr *e) {
  while (e && e->kind == E_UNARY && (e->op == OP_NEG || e->op == OP_PLUS)) e = e->a;
  return e && e->kind == E_FLOAT ? e : NULL;
}

/* v as LLVM's APFloat::toString prints it (precision: 8 significant digits
 * for float, 16 for double; at most 3 padding zeros before switching to
 * scientific notation, "1.0E+10"). */
void sema_apfloat_string(double v, bool is_float, char *out, size_t cap) {
  int prec = is_float ? 8 : 16;
  char buf[64];
  snprintf(buf, sizeof buf, "%.*e", prec - 1, fabs(v));
  /* digits and decimal exponent of the leading digit */
  char digits[32];
  int nd = 0;
  const char *p = buf;
  for (; *p && *p != 'e'; p++)
    if (*p >= '0' && *p <= '9') digits[nd++] = *p;
  int e10 = *p == 'e' ? atoi(p + 1) : 0;
  while (nd > 1 && digits[nd - 1] == '0') nd--;
  digits[nd] = 0;
  int exp = e10 - (nd - 1); /* value = digits * 10^exp */
  bool sci;
  if (exp >= 0) sci = exp > 3 || nd + exp > prec;
  else sci = e10 < 0 && -e10 > 3;
  char *o = out;
  size_t n = 0;
#define PUT(ch) do { if (n + 1 < cap) o[n++] = (ch); } while (0)
  if (v < 0) PUT('-');
  if (sci) {
    PUT(digits[0]);
    PUT('.');
    if (nd == 1) PUT('0');
    for (int i = 1; i < nd; i++) PUT(digits[i]);
    char eb[16];
    snprintf(eb, sizeof eb, "E%c%02d", e10 < 0 ? '-' : '+', e10 < 0 ? -e10 : e10);
    for (const char *q = eb; *q; q++) PUT(*q);
  } else if (exp >= 0) {
    for (int i = 0; i < nd; i++) PUT(digits[i]);
    for (int i = 0; i < exp; i++) PUT('0');
  } else if (e10 >= 0) {
    for (int i = 0; i < nd; i++) {
      if (i == e10 + 1) PUT('.');
      PUT(digits[i]);
    }
  } else {
    PUT('0');
    PUT('.');
    for (int i = 0; i < -e10 - 1; i++) PUT('0');
    for (int i = 0; i < nd; i++) PUT(digits[i]);
  }
#undef PUT
  o[n] = 0;
}

/* clang's -Wliteral-conversion for a float literal a uint field truncates. */
static void warn_literal_conversion(HlslCtx *c, Expr *e) {
  Expr *f = float_literal(e);
  if (!f) return;
  double v = f->fval;
  bool is_float = f->type && f->type->kind == T_SCALAR && f->type->sk == SK_FLOAT;
  if (is_float) v = (double)(float)v;
  double t = trunc(v);
  if (t == v && v >= 0 && v <= 4294967295.0) return;
  uint64_t to = v <= 0 || isnan(v) ? 0 : v >= 4294967295.0 ? 4294967295u : (uint64_t)t;
  char from[64];
  sema_apfloat_string(v, is_float || f->type->sk == SK_HALF, from, sizeof from);
  hl_warning(c, SW_LITERAL_CONV, hl_expr_loc(f), "implicit conversion from '%s' to 'unsigned int' changes value from %s to %llu",
             hl_type_name(c, f->type), from, (unsigned long long)to);
  if (v > 4294967295.0) /* and the constant evaluation's own warning */
    hl_warning(c, SW_OVERFLOW, hl_expr_loc(f), "overflow in the expression when converting to 'unsigned int' type");
}

static void codegen(HlslCtx *c, Decl *d);

void sema_subobject_global(HlslCtx *c, Decl *d) {
  d->vk = VK_STATIC_CONST; /* DXC: implicitly static const, no storage */
  d->quals |= Q_STATIC | Q_CONST;
  if (d->type->kind == T_ARRAY) {
    /* DXC takes an array of subobjects as a type but no initializer for it,
     * and emits nothing for one */
    if (d->init) hl_error(c, SE_INIT, hl_expr_loc(d->init), "type mismatch");
    d->init = NULL;
    return;
  }
  const HlSubobjInfo *info = hl_subobject_info((HlSubobjKind)d->type->n);
  if (d->quals & Q_EXTERN) {
    hl_error(c, SE_TYPE, d->begin_loc.line ? d->begin_loc : d->loc,
             "subobject cannot be declared with 'extern' storage specifier");
    return;
  }
  Expr *init = d->init;
  d->init = NULL; /* never generated as code; the checked elements are kept below */
  if (!init) {
    codegen(c, d); /* "subobject needs to be initialized" */
    return;
  }
  if (init->kind != E_INIT_LIST) {
    Expr *e = sema_expr(c, init);
    if (!e || e->type->kind == T_ERROR) return;
    bool lit_str = e->kind == E_STRING;
    hl_error(c, SE_CONVERT, d->loc, "cannot initialize a variable of type '%s' with an %s of type '%s'", info->name,
             lit_str || e->lvalue ? "lvalue" : "rvalue", lit_str ? "literal string" : hl_type_name(c, e->type));
    return;
  }
  SoLeafVec leaves = {0};
  if (!flatten(c, init, &leaves)) return;
  if (leaves.len != info->nfields) {
    bool few = leaves.len < info->nfields;
    hl_error(c, SE_INIT, hl_expr_loc(init), "too %s elements in subobject initialization (expected %u element%s, have %u)",
             few ? "few" : "many", info->nfields, info->nfields == 1 ? "" : "s", leaves.len);
    return;
  }
  for (uint32_t i = 0; i < leaves.len; i++) {
    const HType *t = leaves.data[i].e->type;
    bool want_str = (info->string_mask >> i) & 1;
    bool ok = want_str ? t->kind == T_STRING : hl_is_numeric(t);
    if (!ok) {
      hl_error(c, SE_INIT, hl_expr_loc(init), "type mismatch");
      return;
    }
  }
  for (uint32_t i = 0; i < leaves.len; i++)
    if (!((info->string_mask >> i) & 1)) warn_literal_conversion(c, leaves.data[i].e);
  hl_decl_rare_w(c, d)->so_elems = arena_alloc(c->arena, sizeof(Expr *) * leaves.len);
  hl_decl_rare_w(c, d)->so_comps = arena_alloc(c->arena, sizeof(uint32_t) * leaves.len);
  if (!hl_decl_rare(d)->so_elems || !hl_decl_rare(d)->so_comps) return;
  for (uint32_t i = 0; i < leaves.len; i++) {
    hl_decl_rare(d)->so_elems[i] = leaves.data[i].e;
    hl_decl_rare(d)->so_comps[i] = leaves.data[i].comp;
  }
  hl_decl_rare_w(c, d)->so_init_loc = hl_expr_loc(init);
  hl_decl_rare_w(c, d)->so_checked = true;
  codegen(c, d);
}

/* ---- evaluation (DXC's CodeGen) ------------------------------------------ */

/* A uint field: an integer constant expression (GetAsConstantUInt32: a
 * scalar, with the value limited to UINT32_MAX). */
static bool eval_uint(HlslCtx *c, Expr *e, uint32_t comp, uint32_t *out) {
  const HType *t = e->type;
  if (t->kind != T_SCALAR || comp != 0 || !e->has_const || hl_cv(e)->n < 1) {
    hl_error(c, SE_CONST, hl_expr_loc(e), "cannot convert to constant unsigned int");
    return false;
  }
  ScalarKind sk = hl_cv(e)->sk;
  uint64_t v;
  if (hl_sk_is_float(sk) || sk == SK_HALF || sk == SK_MIN16FLOAT || sk == SK_MIN10FLOAT) {
    double f = hl_cv(e)->c[0].f;
    v = f <= 0 || isnan(f) ? 0 : f >= 4294967295.0 ? 4294967295u : (uint64_t)f;
  } else if (sk == SK_BOOL) {
    v = hl_cv(e)->c[0].u != 0;
  } else {
    /* APSInt::getLimitedValue: the value zero-extended from its width */
    uint32_t bits = hl_sk_bits(c, sk);
    v = hl_cv(e)->c[0].u;
    if (bits < 64) v &= (1ull << bits) - 1;
    if (sk == SK_LIT_INT) v = hl_cv(e)->c[0].u; /* 64-bit literal */
    if (v > 0xFFFFFFFFu) v = 0xFFFFFFFFu;
  }
  *out = (uint32_t)v;
  return true;
}

/* A string field: a string literal (GetAsConstantString), not empty when
 * not_empty. */
static bool eval_string(HlslCtx *c, Expr *e, bool not_empty, const char **out) {
  while (e && e->kind == E_CONV) e = e->a;
  if (!e || e->kind != E_STRING) {
    hl_error(c, SE_CONST, e ? hl_expr_loc(e) : srcloc_none(), "cannot convert to constant string");
    return false;
  }
  const char *s = e->name ? e->name : "";
  if (not_empty && !*s) {
    hl_error(c, SE_CONST, hl_expr_loc(e), "empty string not expected here");
    return false;
  }
  *out = s;
  return true;
}

/* Evaluates d's checked initializer into d->so (DXC's CreateSubobject). */
static bool evaluate(HlslCtx *c, Decl *d) {
  HlSubobjKind k = (HlSubobjKind)d->type->n;
  const HlSubobjInfo *info = hl_subobject_info(k);
  HlslSubobject *so = arena_alloc(c->arena, sizeof *so);
  if (!so) return false;
  so->name = d->name;
  so->kind = info->dxil_kind;
  so->hit_group = info->hit_group;
  uint32_t nu = 0, ns = 0;
  for (uint32_t f = 0; f < info->nfields; f++) {
    Expr *e = hl_decl_rare(d)->so_elems[f];
    if ((info->string_mask >> f) & 1) {
      /* DXC: the root signature, the association's subobject and the
       * procedural hit group's intersection shader must be named */
      bool not_empty = k == SO_GLOBAL_ROOT_SIGNATURE || k == SO_LOCAL_ROOT_SIGNATURE ||
                       (k == SO_EXPORTS_ASSOCIATION && f == 0) || (k == SO_PROCEDURAL_HIT_GROUP && f == 2);
      if (!eval_string(c, e, not_empty, &so->s[ns])) return false;
      if (ns == 0) so->loc = hl_expr_loc(e);
      ns++;
    } else if (!eval_uint(c, e, hl_decl_rare(d)->so_comps[f], &so->u[nu++])) {
      return false;
    }
  }
  hl_decl_rare_w(c, d)->so = so;
  return true;
}

/* DXC's CodeGen runs on each top-level declaration as it is parsed and stops
 * at the first error: a subobject is evaluated when no error came before it. */
static void codegen(HlslCtx *c, Decl *d) {
  if (c->diag->errors != c->errors_at_start) return;
  if (!hl_decl_rare(d)->so_checked) {
    hl_error(c, SE_INIT, d->begin_loc.line ? d->begin_loc : d->loc, "subobject needs to be initialized");
    return;
  }
  evaluate(c, d);
}

bool hl_subobjects_collect(HlslCtx *c, HlslSubobjects *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < c->decls.len; i++) {
    Decl *d = c->decls.data[i];
    if (d->kind == D_VAR && hl_decl_rare(d)->so) n++;
  }
  if (!out) return true;
  out->n = 0;
  out->items = n ? arena_alloc(c->arena, sizeof(HlslSubobject) * n) : NULL;
  if (n && !out->items) return false;
  for (uint32_t i = 0; i < c->decls.len; i++) {
    Decl *d = c->decls.data[i];
    if (d->kind == D_VAR && hl_decl_rare(d)->so) out->items[out->n++] = *hl_decl_rare(d)->so;
  }
  return true;
}
