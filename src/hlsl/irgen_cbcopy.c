/* irgen_cbcopy.c - local copies of constant-buffer data read in place.
 *
 * DXC replaces a local aggregate that is only ever a copy of constant-buffer
 * data with the buffer itself (its SROA's memcpy replacement), so
 *
 *   ST st;  st.a = a;  st.b = b;  return mul(st.a[i].m, st.b[i]);
 *
 * reads a[i] and b[i] from the buffer with dynamic row indices and needs no
 * local array (cbuffer_copy4.hlsl). hlslc does the same on the AST before a
 * function's code is generated: a local struct/array variable without an
 * initializer qualifies when
 *   - some of its member paths (st, st.f, st.f.g: members only) are each
 *     assigned exactly once, by a top-level statement `st.f = <cbuffer data>`
 *     of the function body, where the source is a cbuffer / $Globals member
 *     reached through members and constant subscripts;
 *   - every other use of it reads through one of those paths (st.f[i].m),
 *     after the assignment in statement order: nothing else writes any part
 *     of it (assignments, ++/--, out/inout arguments, member functions) and
 *     it is never read as a whole unless it was assigned as a whole.
 * The assignments then generate nothing and reads through an assigned path
 * use the buffer's lvalue (gen_cb_alias). Since the buffer cannot change
 * while the shader runs, the values read are the ones the copy would hold.
 */
#include "irgen.h"

#include <string.h>

#define CBA_MAX_PATH 8

/* One local variable under consideration. */
typedef struct CbaVar {
  Decl *d;           /* the local */
  bool bad;          /* disqualified */
  bool read;         /* read at least once (later assignments disqualify) */
} CbaVar;

/* State of the analysis of one function body. */
typedef struct CbaScan {
  Gen *g;
  VEC(CbaVar) vars;  /* candidates */
} CbaScan;

static CbaVar *cba_var(CbaScan *s, const Decl *d) {
  for (uint32_t i = 0; i < s->vars.len; i++)
    if (s->vars.data[i].d == d) return &s->vars.data[i];
  return NULL;
}

/* Member path of a chain of E_MEMBER over E_NAME: the root decl, the field
 * indices from the root outwards; false if e is not such a chain. */
static bool member_path(const Expr *e, Decl **root, uint32_t *path, uint32_t *n) {
  uint32_t tmp[CBA_MAX_PATH], k = 0;
  while (e->kind == E_MEMBER && e->a) {
    if (k == CBA_MAX_PATH) return false;
    tmp[k++] = e->field;
    e = e->a;
  }
  if (e->kind != E_NAME || !e->decl) return false;
  *root = e->decl;
  for (uint32_t i = 0; i < k; i++) path[i] = tmp[k - 1 - i];
  *n = k;
  return true;
}

/* Is e constant-buffer data reached through members and constant
 * subscripts (so it designates the same data wherever it is evaluated)? */
static bool is_cb_source(Gen *g, const Expr *e) {
  for (;;) {
    if (e->kind == E_MEMBER && e->a) {
      e = e->a;
    } else if (e->kind == E_INDEX && e->a && e->a->type && e->a->type->kind == T_ARRAY) {
      uint64_t c;
      if (!sema_const_uint(g->c, e->b, &c)) return false;
      e = e->a;
    } else {
      break;
    }
  }
  return e->kind == E_NAME && e->decl && e->decl->vk == VK_CBUFFER && !e->decl->gec_written;
}

static const CbAlias *find_alias(const Gen *g, const Decl *d, const uint32_t *path, uint32_t n,
                                 bool prefix) {
  for (uint32_t i = 0; i < g->cb_alias.len; i++) {
    const CbAlias *a = &g->cb_alias.data[i];
    if (a->d != d || a->npath > n || (!prefix && a->npath != n)) continue;
    if (!a->npath || memcmp(a->path, path, sizeof(uint32_t) * a->npath) == 0) return a;
  }
  return NULL;
}

static void drop_aliases(Gen *g, const Decl *d) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < g->cb_alias.len; i++)
    if (g->cb_alias.data[i].d != d) g->cb_alias.data[k++] = g->cb_alias.data[i];
  g->cb_alias.len = k;
}

static void disqualify(CbaScan *s, CbaVar *v) {
  if (!v || v->bad) return;
  v->bad = true;
  drop_aliases(s->g, v->d);
}

/* The candidate an lvalue chain (members, subscripts, swizzles) starts at. */
static CbaVar *chain_root(CbaScan *s, const Expr *e) {
  while ((e->kind == E_MEMBER || e->kind == E_INDEX || e->kind == E_SWIZZLE) && e->a) e = e->a;
  return e->kind == E_NAME ? cba_var(s, e->decl) : NULL;
}

static void scan_expr(CbaScan *s, const Expr *e, bool write);

/* A read (or write) of a chain rooted at candidate v. */
static void chain_use(CbaScan *s, CbaVar *v, const Expr *e, bool write) {
  if (v->bad) return;
  if (write) {
    disqualify(s, v);
    return;
  }
  /* the member path up to the first subscript or swizzle */
  const Expr *x = e;
  while ((x->kind == E_INDEX || x->kind == E_SWIZZLE || x->kind == E_MEMBER) && x->a) {
    const Expr *y = x;
    bool members_below = true;
    while (y->kind == E_MEMBER && y->a) y = y->a;
    members_below = y->kind == E_NAME;
    if (members_below) break;
    x = x->a;
  }
  Decl *root;
  uint32_t path[CBA_MAX_PATH], n;
  if (!member_path(x, &root, path, &n) || !find_alias(s->g, root, path, n, true)) {
    disqualify(s, v);
    return;
  }
  v->read = true;
}

static void scan_args_as(CbaScan *s, Expr **args, uint32_t n, bool write) {
  for (uint32_t i = 0; i < n; i++)
    if (args[i]) scan_expr(s, args[i], write);
}

static bool intrinsic_writes_args(const Expr *e) {
  const char *n = e->name ? e->name : "";
  return strncmp(n, "Interlocked", 11) == 0 || strcmp(n, "sincos") == 0 || strcmp(n, "modf") == 0 ||
         strcmp(n, "frexp") == 0 || (strcmp(n, "asuint") == 0 && e->nargs == 3);
}

static void scan_expr(CbaScan *s, const Expr *e, bool write) {
  if (!e) return;
  switch (e->kind) {
  case E_NAME: {
    CbaVar *v = cba_var(s, e->decl);
    if (v) chain_use(s, v, e, write);
    return;
  }
  case E_MEMBER: case E_INDEX: case E_SWIZZLE: {
    CbaVar *v = chain_root(s, e);
    if (v) chain_use(s, v, e, write);
    /* subscripts are read; a non-candidate base is scanned as usual */
    for (const Expr *x = e; (x->kind == E_MEMBER || x->kind == E_INDEX || x->kind == E_SWIZZLE) && x->a;
         x = x->a) {
      if (x->kind == E_INDEX) scan_expr(s, x->b, false);
      if (!v && x->a->kind != E_MEMBER && x->a->kind != E_INDEX && x->a->kind != E_SWIZZLE)
        scan_expr(s, x->a, write);
    }
    return;
  }
  case E_ASSIGN:
    scan_expr(s, e->a, true);
    if (e->op != OP_NONE) scan_expr(s, e->a, false);
    scan_expr(s, e->b, false);
    return;
  case E_INCDEC:
    scan_expr(s, e->a, true);
    return;
  case E_CALL: {
    if (e->intrin >= 0 || !e->decl) {
      scan_args_as(s, e->args, e->nargs, e->intrin >= 0 && intrinsic_writes_args(e));
      return;
    }
    Decl *f = e->decl->def ? e->decl->def : e->decl;
    for (uint32_t i = 0; i < e->nargs; i++) {
      Decl *p = i < f->nparams ? f->params[i] : NULL;
      scan_expr(s, e->args[i], !p || (p->quals & Q_OUT));
    }
    return;
  }
  case E_METHOD:
    scan_expr(s, e->a, true);
    scan_args_as(s, e->args, e->nargs, true);
    return;
  default:
    scan_expr(s, e->a, false);
    scan_expr(s, e->b, false);
    scan_expr(s, hl_expr_c(e), false);
    scan_args_as(s, e->args, e->nargs, false);
    return;
  }
}

static void scan_stmt(CbaScan *s, const Stmt *st) {
  if (!st) return;
  switch (st->kind) {
  case S_DECL:
    for (uint32_t i = 0; i < st->ndecls; i++)
      if (st->decls[i] && st->decls[i]->kind == D_VAR) scan_expr(s, st->decls[i]->init, false);
    break;
  case S_BLOCK:
    for (uint32_t i = 0; i < st->nstmts; i++) scan_stmt(s, st->stmts[i]);
    break;
  case S_FOR:
    scan_stmt(s, st->init);
    scan_expr(s, st->e, false);
    scan_expr(s, st->step, false);
    scan_stmt(s, st->body);
    break;
  default:
    scan_expr(s, st->e, false);
    scan_stmt(s, st->body);
    scan_stmt(s, st->els);
    break;
  }
}

/* A top-level `v.path = <cbuffer data>`: record the alias and return true. */
static bool try_alias(CbaScan *s, const Expr *e) {
  if (e->kind != E_ASSIGN || e->op != OP_NONE || !e->a || !e->b) return false;
  Decl *root;
  uint32_t path[CBA_MAX_PATH], n;
  if (!member_path(e->a, &root, path, &n)) return false;
  CbaVar *v = cba_var(s, root);
  if (!v || v->bad || v->read || !is_cb_source(s->g, e->b) || !hl_type_equal(e->a->type, e->b->type))
    return false;
  Gen *g = s->g;
  /* one assignment per path, and no path inside another */
  for (uint32_t i = 0; i < g->cb_alias.len; i++) {
    const CbAlias *a = &g->cb_alias.data[i];
    uint32_t m = a->npath < n ? a->npath : n;
    if (a->d == root && (m == 0 || memcmp(a->path, path, sizeof(uint32_t) * m) == 0)) {
      disqualify(s, v);
      return true;
    }
  }
  CbAlias a = {root, {0}, n, e->b, e};
  memcpy(a.path, path, sizeof(uint32_t) * n);
  vec_push(g->c->arena, &g->cb_alias, a);
  return true;
}

/* A static global that is never written after its initialization (static
 * const, or a static never assigned) reads the buffer itself when its
 * initializer is constant-buffer data of its type, or an initializer list
 * giving each field of a struct such data of the field's type: DXC's memcpy
 * replacement leaves no copy of it either (static_global_copy,
 * cb_static_temp_static.hlsl). With record, the aliases are added to
 * g->cb_alias; returns whether d is such a static. */
bool gen_static_cb_alias(Gen *g, Decl *d, bool record) {
  if (!d || d->kind != D_VAR || !d->init || d->folded || !d->type ||
      !(d->vk == VK_STATIC_CONST || (d->vk == VK_STATIC && !d->static_written)) ||
      (d->type->kind != T_STRUCT && d->type->kind != T_ARRAY && d->type->kind != T_MATRIX &&
       d->type->kind != T_VECTOR) ||
      hl_contains_resource(d->type))
    return false;
  const Expr *in = d->init;
  if (is_cb_source(g, in) && hl_type_equal(d->type, in->type)) {
    if (record) {
      CbAlias a = {d, {0}, 0, (Expr *)in, NULL};
      vec_push(g->c->arena, &g->cb_alias, a);
    }
    return true;
  }
  if (in->kind != E_INIT_LIST || d->type->kind != T_STRUCT || !d->type->st ||
      in->nargs != d->type->st->nfields || !in->nargs)
    return false;
  for (uint32_t k = 0; k < in->nargs; k++) {
    const Expr *x = in->args[k];
    if (!x || !is_cb_source(g, x) || !d->type->st->fields[k].type ||
        !hl_type_equal(d->type->st->fields[k].type, x->type))
      return false;
  }
  if (record)
    for (uint32_t k = 0; k < in->nargs; k++) {
      CbAlias a = {d, {k}, 1, in->args[k], NULL};
      vec_push(g->c->arena, &g->cb_alias, a);
    }
  return true;
}

void gen_cb_alias_find(Gen *g, const Stmt *body) {
  g->cb_alias.len = 0;
  for (uint32_t i = 0; i < g->c->statics.len; i++) gen_static_cb_alias(g, g->c->statics.data[i], true);
  if (!body || body->kind != S_BLOCK) return;
  CbaScan s = {g, {0}};
  for (uint32_t i = 0; i < body->nstmts; i++) {
    const Stmt *st = body->stmts[i];
    if (st && st->kind == S_DECL)
      for (uint32_t k = 0; k < st->ndecls; k++) {
        Decl *d = st->decls[k];
        if (!d || d->kind != D_VAR || d->vk != VK_LOCAL || d->init || !d->type ||
            (d->type->kind != T_STRUCT && d->type->kind != T_ARRAY) || hl_contains_resource(d->type) ||
            (d->quals & (Q_STATIC | Q_GROUPSHARED)))
          continue;
        CbaVar v = {d, false, false};
        vec_push(g->c->arena, &s.vars, v);
      }
    if (!s.vars.len) continue;
    if (st && st->kind == S_EXPR && st->e && try_alias(&s, st->e)) continue;
    scan_stmt(&s, st);
  }
}

const CbAlias *gen_cb_alias_of(Gen *g, const Expr *e) {
  if (!g->cb_alias.len || (e->kind != E_NAME && e->kind != E_MEMBER)) return NULL;
  Decl *root;
  uint32_t path[CBA_MAX_PATH], n;
  if (!member_path(e, &root, path, &n)) return NULL;
  return find_alias(g, root, path, n, false);
}

bool gen_cb_alias_is_copy(Gen *g, const Expr *e) {
  for (uint32_t i = 0; i < g->cb_alias.len; i++)
    if (g->cb_alias.data[i].assign == e) return true;
  return false;
}

/* ---- flat views of constant-buffer data ------------------------------------------------ */

/* The scalar kind of every leaf of t, or false when its leaves differ, or
 * it holds a matrix (their order depends on the orientation), a resource or
 * nothing. */
static bool uniform_leaves(const HType *t, ScalarKind *sk, bool *seen, int depth) {
  if (!t || depth > 32) return false;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR:
    if (*seen && hl_sk_concrete(t->sk) != *sk) return false;
    *sk = hl_sk_concrete(t->sk);
    *seen = true;
    return true;
  case T_ARRAY: return t->count && uniform_leaves(t->elem, sk, seen, depth + 1);
  case T_STRUCT:
    if (!t->st || !t->st->nfields || t->st->nbitfields) return false;
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (!uniform_leaves(t->st->fields[i].type, sk, seen, depth + 1)) return false;
    return true;
  default: return false;
  }
}

/* The constant-buffer data a static's initializer converts element-wise
 * (through explicit casts and implicit flat conversions that keep the
 * number of scalars): a one-dimensional array of scalars or vectors; NULL
 * when the initializer is not that. */
static const Expr *flat_source(Gen *g, const Decl *d) {
  const Expr *e = d->init;
  uint32_t n = hl_leaf_count(d->type);
  while (e && (e->kind == E_CAST || e->kind == E_CONV) && e->a && e->type && hl_leaf_count(e->type) == n)
    e = e->a;
  if (!e || !e->type || e->type->kind != T_ARRAY || hl_leaf_count(e->type) != n || !is_cb_source(g, e))
    return NULL;
  const HType *u = e->type->elem;
  if (u->kind != T_SCALAR && u->kind != T_VECTOR) return NULL;
  ScalarKind a = SK_FLOAT, b = SK_FLOAT;
  bool sa = false, sb = false;
  if (!uniform_leaves(d->type, &a, &sa, 0) || !uniform_leaves(e->type, &b, &sb, 0) || a != b) return NULL;
  return e;
}

/* A static global that is never written after its initialization and is
 * initialized with constant-buffer data of another type holding the same
 * scalars in the same order (static const float4 v2d[512][3] = v; of
 * float4 v[1536], (int[64])packed of int4 packed[16]) reads the buffer:
 * scalar k of the static is scalar k of the source, as DXC's memcpy
 * replacement of the flattened copy makes it (constant_cast.hlsl). */
bool gen_static_flat_alias(Gen *g, const Decl *d) {
  if (!g->flat_alias_done) {
    g->flat_alias_done = true;
    for (uint32_t i = 0; i < g->c->statics.len; i++) {
      Decl *s = g->c->statics.data[i];
      if (!s || s->kind != D_VAR || !s->init || s->folded || !s->type ||
          !(s->vk == VK_STATIC_CONST || (s->vk == VK_STATIC && !s->static_written)) ||
          gen_static_cb_alias(g, s, false) || !flat_source(g, s))
        continue;
      ptrvec_push(g->c->arena, &g->flat_alias, s);
    }
  }
  if (!d) return g->flat_alias.len != 0; /* any */
  for (uint32_t i = 0; i < g->flat_alias.len; i++)
    if (g->flat_alias.data[i] == d) return true;
  return false;
}

/* Scalar offsets into a flat view: sum of idx * stride, plus c. */
typedef struct FlatPos {
  IrValue *idx[CBA_MAX_PATH * 2];
  uint32_t stride[CBA_MAX_PATH * 2];
  uint32_t n;
  uint64_t c;
} FlatPos;

static IrValue *u32c(Gen *g, uint64_t v) { return ir_const_int(g->m, ir_type_int(g->m, 32), v); }

/* sum of idx * (stride / div) (every stride a multiple of div) plus add */
static IrValue *flat_sum(Gen *g, const FlatPos *p, uint32_t div, uint64_t add) {
  IrValue *s = NULL;
  for (uint32_t i = 0; i < p->n; i++) {
    uint32_t k = p->stride[i] / div;
    IrValue *t = k == 1 ? p->idx[i] : ir_build_binop(&g->b, IR_MUL, p->idx[i], u32c(g, k), "");
    s = s ? ir_build_binop(&g->b, IR_ADD, s, t, "") : t;
  }
  if (!s) return u32c(g, add);
  return add ? ir_build_binop(&g->b, IR_ADD, s, u32c(g, add), "") : s;
}

/* The lvalue of scalar k (from p) of the view: unit k / n of the source,
 * component k % n of it. */
static LValue flat_scalar(Gen *g, LValue *src, const FlatPos *p, uint64_t k) {
  HType *u = src->type->elem;
  uint32_t nu = u->kind == T_VECTOR ? u->n : 1;
  bool aligned = true;
  for (uint32_t i = 0; i < p->n; i++) aligned &= p->stride[i] % nu == 0;
  IrValue *unit, *comp = NULL;
  uint64_t at = p->c + k;
  if (aligned) {
    unit = flat_sum(g, p, nu, at / nu);
  } else {
    IrValue *flat = flat_sum(g, p, 1, at);
    bool pow2 = (nu & (nu - 1)) == 0;
    uint32_t sh = nu == 4 ? 2 : nu == 2 ? 1 : 0;
    unit = pow2 ? ir_build_binop(&g->b, IR_LSHR, flat, u32c(g, sh), "")
                : ir_build_binop(&g->b, IR_UDIV, flat, u32c(g, nu), "");
    comp = pow2 ? ir_build_binop(&g->b, IR_AND, flat, u32c(g, nu - 1), "")
                : ir_build_binop(&g->b, IR_UREM, flat, u32c(g, nu), "");
  }
  LValue r = gen_lv_index(g, src, unit);
  if (u->kind != T_VECTOR || r.kind != LV_ADDR) return r;
  r.vtype = u;
  r.type = hl_scalar(g->c, u->sk);
  if (comp) {
    r.kind = LV_ELEM;
    r.idx = comp;
  } else {
    r.kind = LV_SWIZZLE;
    r.swz[0] = (uint8_t)(at % nu);
    r.nswz = 1;
  }
  return r;
}

/* Copy the view's scalars from p on into dst (of type t), leaf by leaf. */
static void flat_fill(Gen *g, LValue *src, const FlatPos *p, uint64_t *k, HType *t, LValue *dst) {
  switch (t->kind) {
  case T_ARRAY:
    for (uint32_t i = 0; i < t->count; i++) {
      LValue d = gen_lv_index(g, dst, u32c(g, i));
      flat_fill(g, src, p, k, t->elem, &d);
    }
    return;
  case T_STRUCT:
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      LValue d = gen_lv_field(g, dst, i);
      flat_fill(g, src, p, k, t->st->fields[i].type, &d);
    }
    return;
  case T_VECTOR:
    for (uint32_t i = 0; i < t->n; i++) {
      LValue d = *dst;
      d.kind = LV_SWIZZLE;
      d.vtype = t;
      d.type = hl_scalar(g->c, t->sk);
      d.swz[0] = (uint8_t)i;
      d.nswz = 1;
      LValue s = flat_scalar(g, src, p, (*k)++);
      gen_store(g, &d, gen_load(g, &s));
    }
    return;
  default: {
    LValue s = flat_scalar(g, src, p, (*k)++);
    gen_store(g, dst, gen_load(g, &s));
    return;
  }
  }
}

/* e read through a static that is a flat view of constant-buffer data (a
 * chain of subscripts, fields and one-component swizzles on its name): the
 * lvalue to read it from in *out. The source's own units (float4 v2d[i][1]
 * of float4 v[]) are read in place; other subobjects are gathered scalar by
 * scalar into a temporary. False when e is not such a read. */
bool gen_flat_alias_read(Gen *g, Expr *e, LValue *out) {
  const Expr *chain[CBA_MAX_PATH * 2];
  uint32_t n = 0;
  const Expr *x = e;
  while (x && (x->kind == E_INDEX || x->kind == E_MEMBER || (x->kind == E_SWIZZLE && x->nswz == 1)) && x->a) {
    if (n == CBA_MAX_PATH * 2) return false;
    chain[n++] = x;
    x = x->a;
  }
  if (!x || x->kind != E_NAME || !x->decl || !gen_static_flat_alias(g, x->decl)) return false;
  Decl *d = x->decl;
  const Expr *src_e = flat_source(g, d);
  if (!src_e) return false;
  FlatPos p = {{0}, {0}, 0, 0};
  HType *t = d->type;
  while (n--) {
    const Expr *c = chain[n];
    if (c->kind == E_MEMBER) {
      if (t->kind != T_STRUCT || !t->st || c->field >= t->st->nfields) return false;
      for (uint32_t f = 0; f < c->field; f++) p.c += hl_leaf_count(t->st->fields[f].type);
      t = t->st->fields[c->field].type;
    } else if (c->kind == E_SWIZZLE) {
      if (t->kind != T_VECTOR && t->kind != T_SCALAR) return false;
      p.c += c->swz[0];
      t = c->type;
    } else {
      if (t->kind != T_ARRAY && t->kind != T_VECTOR) return false;
      HType *el = t->kind == T_ARRAY ? t->elem : hl_scalar(g->c, t->sk);
      uint32_t stride = hl_leaf_count(el);
      uint64_t ci;
      if (sema_const_uint(g->c, c->b, &ci)) {
        p.c += ci * stride;
      } else {
        IrValue *ix = gen_rvalue(g, c->b);
        if (!ix || p.n == CBA_MAX_PATH * 2) return false;
        if (ix->type != ir_type_int(g->m, 32)) ix = ir_build_cast(&g->b, IR_TRUNC, ix, ir_type_int(g->m, 32), "");
        p.idx[p.n] = ix;
        p.stride[p.n++] = stride;
      }
      t = el;
    }
  }
  LValue src = gen_lvalue(g, (Expr *)src_e);
  if (src.kind != LV_ADDR || src.type->kind != T_ARRAY) return false;
  HType *u = src.type->elem;
  uint32_t nu = u->kind == T_VECTOR ? u->n : 1;
  bool aligned = p.c % nu == 0;
  for (uint32_t i = 0; i < p.n; i++) aligned &= p.stride[i] % nu == 0;
  if (t->kind == T_SCALAR) {
    *out = flat_scalar(g, &src, &p, 0);
    return true;
  }
  if (aligned && hl_type_equal(t, u)) { /* one unit of the source, in place */
    *out = gen_lv_index(g, &src, flat_sum(g, &p, nu, p.c / nu));
    return true;
  }
  IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "flat.view");
  if (!tmp) return false;
  LValue dst = lv_addr(tmp, t);
  uint64_t k = 0;
  flat_fill(g, &src, &p, &k, t, &dst);
  *out = dst;
  return true;
}
