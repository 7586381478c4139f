/* irgen_expr.c - IR for expressions: values, lvalues, conversions,
 * operators, calls, initializers and aggregate copies.
 *
 * Numeric values live in registers in their register type (bool = i1,
 * one-component vectors = scalars); in memory bools are i32. Struct and
 * array values are always handled through addresses (LValue), copied leaf
 * by leaf so no whole-aggregate load/store is ever emitted.
 */
#include "irgen.h"

#include <math.h>
#include <string.h>

LValue lv_addr(IrValue *ptr, HType *t) {
  LValue lv;
  memset(&lv, 0, sizeof lv);
  lv.kind = ptr ? LV_ADDR : LV_NONE;
  lv.ptr = ptr;
  lv.type = t;
  return lv;
}

static LValue lv_none(HType *t) {
  LValue lv;
  memset(&lv, 0, sizeof lv);
  lv.type = t;
  return lv;
}

static bool is_agg(const HType *t) { return t->kind == T_STRUCT || t->kind == T_ARRAY; }

/* One component: scalars, 1-vectors and 1x1 matrices (scalars in registers). */
static bool single_comp(const HType *t) { return hl_is_numeric(t) && hl_components(t) == 1; }


static bool fast_math(Gen *g) { (void)g; return true; }

static IrValue *i32c(Gen *g, uint32_t v) { return ir_const_i32(g->m, v); }

/* ---- constant folding of the simple cases we create ourselves ------------------ */

static bool is_num_const(IrValue *v) {
  return v && (v->kind == IR_V_CONST_INT || v->kind == IR_V_CONST_FP ||
               v->kind == IR_V_CONST_ZERO || v->kind == IR_V_CONST_AGG);
}

/* Element i of a scalar or vector constant (NULL when not foldable). */
static IrValue *const_elem(Gen *g, IrValue *v, uint32_t i) {
  if (v->kind == IR_V_CONST_INT || v->kind == IR_V_CONST_FP) return v;
  IrType *et = ir_type_scalar(v->type);
  if (v->kind == IR_V_CONST_ZERO) return ir_const_zero(g->m, et);
  IrConst *c = ir_as_const(v);
  if (!c || v->kind != IR_V_CONST_AGG || i >= c->nelems) return NULL;
  IrValue *e = c->elems[i];
  return e && (e->kind == IR_V_CONST_INT || e->kind == IR_V_CONST_FP) ? e : NULL;
}

static int64_t sext_of(IrConst *c) {
  uint32_t bits = c->v.type->bits;
  uint64_t u = c->ival;
  if (bits < 64 && bits > 0 && ((u >> (bits - 1)) & 1)) u |= ~((1ull << bits) - 1);
  return (int64_t)u;
}

static IrValue *fold_scalar_cast(Gen *g, IrOpcode op, IrValue *v, IrType *to) {
  IrConst *c = ir_as_const(v);
  if (!c) return NULL;
  IrModule *m = g->m;
  switch (op) {
  case IR_ZEXT: case IR_TRUNC: return v->kind == IR_V_CONST_INT ? ir_const_int(m, to, c->ival) : NULL;
  case IR_SEXT: return v->kind == IR_V_CONST_INT ? ir_const_int(m, to, (uint64_t)sext_of(c)) : NULL;
  case IR_SITOFP: return v->kind == IR_V_CONST_INT ? ir_const_fp(m, to, (double)sext_of(c)) : NULL;
  case IR_UITOFP: return v->kind == IR_V_CONST_INT ? ir_const_fp(m, to, (double)c->ival) : NULL;
  case IR_FPEXT: case IR_FPTRUNC: return v->kind == IR_V_CONST_FP ? ir_const_fp(m, to, c->fval) : NULL;
  case IR_FPTOSI: case IR_FPTOUI:
    /* as LLVM folds it (APFloat::convertToInteger): saturated, NaN 0 */
    if (v->kind != IR_V_CONST_FP || to->kind != IR_TY_INT || to->bits > 64) return NULL;
    return ir_const_int(m, to, base_fp_to_int(c->fval, to->bits, op == IR_FPTOSI));
  default: return NULL;
  }
}

static IrValue *gen_cast(Gen *g, IrOpcode op, IrValue *v, IrType *to) {
  if (is_num_const(v)) {
    if (to->kind != IR_TY_VECTOR) {
      IrValue *r = fold_scalar_cast(g, op, v, to);
      if (r) return r;
    } else {
      IrValue *el[16];
      uint32_t n = (uint32_t)to->count;
      bool ok = n <= 16;
      for (uint32_t i = 0; ok && i < n; i++) {
        IrValue *x = const_elem(g, v, i);
        el[i] = x ? fold_scalar_cast(g, op, x, to->elem) : NULL;
        if (!el[i]) ok = false;
      }
      if (ok) return ir_const_agg(g->m, to, el, n);
    }
  }
  return ir_build_cast(&g->b, op, v, to, "");
}

static IrValue *fold_scalar_binop(Gen *g, IrOpcode op, IrValue *a, IrValue *b) {
  IrConst *x = ir_as_const(a), *y = ir_as_const(b);
  if (!x || !y) return NULL;
  IrModule *m = g->m;
  IrType *t = a->type;
  if (a->kind == IR_V_CONST_INT && b->kind == IR_V_CONST_INT) {
    uint64_t u = x->ival, w = y->ival;
    uint32_t bits = t->bits;
    switch (op) {
    case IR_ADD: return ir_const_int(m, t, u + w);
    case IR_SUB: return ir_const_int(m, t, u - w);
    case IR_MUL: return ir_const_int(m, t, u * w);
    case IR_AND: return ir_const_int(m, t, u & w);
    case IR_OR: return ir_const_int(m, t, u | w);
    case IR_XOR: return ir_const_int(m, t, u ^ w);
    case IR_SHL: return w < bits ? ir_const_int(m, t, u << w) : NULL;
    case IR_LSHR: return w < bits ? ir_const_int(m, t, u >> w) : NULL;
    case IR_ASHR: return w < bits ? ir_const_int(m, t, (uint64_t)(sext_of(x) >> w)) : NULL;
    case IR_UDIV: return w ? ir_const_int(m, t, u / w) : NULL;
    case IR_UREM: return w ? ir_const_int(m, t, u % w) : NULL;
    case IR_SDIV: case IR_SREM: {
      int64_t p = sext_of(x), q = sext_of(y);
      if (q == 0 || (q == -1 && p == INT64_MIN)) return NULL;
      return ir_const_int(m, t, (uint64_t)(op == IR_SDIV ? p / q : p % q));
    }
    default: return NULL;
    }
  }
  if (a->kind == IR_V_CONST_FP && b->kind == IR_V_CONST_FP) {
    double p = x->fval, q = y->fval;
    switch (op) {
    case IR_FADD: return ir_const_fp(m, t, p + q);
    case IR_FSUB: return ir_const_fp(m, t, p - q);
    case IR_FMUL: return ir_const_fp(m, t, p * q);
    case IR_FDIV: return ir_const_fp(m, t, p / q);
    default: return NULL;
    }
  }
  return NULL;
}

/* Binary operation with folding of constant operands. */
static IrValue *gen_bin(Gen *g, IrOpcode op, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  if (is_num_const(a) && is_num_const(b)) {
    IrType *t = a->type;
    if (t->kind != IR_TY_VECTOR) {
      IrValue *r = fold_scalar_binop(g, op, a, b);
      if (r) return r;
    } else if (t->count <= 16) {
      IrValue *el[16];
      bool ok = true;
      for (uint32_t i = 0; ok && i < t->count; i++) {
        IrValue *x = const_elem(g, a, i), *y = const_elem(g, b, i);
        el[i] = x && y ? fold_scalar_binop(g, op, x, y) : NULL;
        if (!el[i]) ok = false;
      }
      if (ok) return ir_const_agg(g->m, t, el, (uint32_t)t->count);
    }
  }
  IrValue *v = ir_build_binop(&g->b, op, a, b, "");
  if (v && op >= IR_FADD && op <= IR_FREM) ((IrInst *)v)->flags |= IR_FMF_FAST;
  return v;
}

IrValue *gen_extract(Gen *g, IrValue *v, uint32_t i) {
  if (!v) return NULL;
  if (v->type->kind != IR_TY_VECTOR) return v;
  if (v->kind == IR_V_CONST_AGG || v->kind == IR_V_CONST_ZERO) {
    IrValue *e = const_elem(g, v, i);
    if (e) return e;
  }
  return ir_build_extractelement(&g->b, v, i32c(g, i), "");
}

/* v[ix] for a dynamic index, as DXC does it: the components go to a local
 * array [n x T] and the element is loaded through a GEP with the index (SROA
 * keeps the array while the index is dynamic and splits it away once the
 * index folds to a constant). T is the register scalar type, except for a
 * whole matrix (vt, element m[r][c] with a dynamic row), whose array holds
 * its memory form (bool as i32), as DXC's matrix lowering does. When v was
 * read from constant buffer cb_name, the GEP carries !hlsl.cbuffer.vecidx
 * (the buffer's name) and the location of the subscript: an index that is
 * only known after folding is checked by dxil-cbuffer-bounds. */
static IrValue *extract_dyn(Gen *g, IrValue *v, IrValue *ix, const HType *vt, const char *cb_name,
                            SrcLoc loc) {
  uint64_t c;
  if (!v || !ix || v->type->kind != IR_TY_VECTOR) return v;
  if (ir_const_is_int(ix, &c)) {
    if (c < v->type->count) return gen_extract(g, v, (uint32_t)c);
    return ir_build_extractelement(&g->b, v, ix, "");
  }
  if (ix->type->kind == IR_TY_INT && ix->type->bits != 32)
    ix = gen_cast(g, ix->type->bits < 32 ? IR_SEXT : IR_TRUNC, ix, ir_type_int(g->m, 32));
  uint32_t n = (uint32_t)v->type->count;
  IrType *st = v->type->elem;
  bool widen = vt && vt->kind == T_MATRIX && ir_type_is_int(st, 1);
  IrType *et = widen ? ir_type_int(g->m, 32) : st;
  uint32_t bits = (uint32_t)ir_type_size(et) * 8, align = bits <= 8 ? 4 : bits / 8;
  IrType *at = ir_type_array(g->m, et, n);
  IrValue *tmp = gen_alloca(g, at, "");
  if (!tmp) return NULL;
  ((IrInst *)tmp)->align = align;
  for (uint32_t i = 0; i < n; i++) {
    IrValue *x = gen_extract(g, v, i);
    if (widen) x = gen_cast(g, IR_ZEXT, x, et);
    IrValue *gi[2] = {i32c(g, 0), i32c(g, i)};
    IrValue *p = ir_build_gep(&g->b, at, tmp, gi, 2, true, "");
    IrInst *s = p ? ir_build_store(&g->b, x, p) : NULL;
    if (!s) return NULL;
    s->align = align;
  }
  IrValue *gi[2] = {i32c(g, 0), ix};
  IrValue *p = ir_build_gep(&g->b, at, tmp, gi, 2, cb_name != NULL, "");
  if (!p) return NULL;
  if (cb_name) {
    IrMD *name = ir_md_string(g->m, cb_name);
    ((IrInst *)p)->loc = loc;
    if (name) ir_inst_set_md(g->m, (IrInst *)p, "hlsl.cbuffer.vecidx", ir_md_node(g->m, &name, 1));
  }
  IrValue *r = ir_build_load(&g->b, et, p, "");
  if (!r) return NULL;
  ((IrInst *)r)->align = align;
  if (widen) r = ir_build_icmp(&g->b, IR_ICMP_NE, r, ir_const_zero(g->m, et), "");
  return r;
}

/* Where expression e starts (a postfix expression's base), for diagnostics
 * that point at the whole subscript like DXC's. */
static SrcLoc expr_start(const Expr *e) {
  while ((e->kind == E_INDEX || e->kind == E_MEMBER || e->kind == E_SWIZZLE) && e->a) e = e->a;
  return hl_expr_loc(e);
}

/* The constant buffer whose memory e designates (a cbuffer / $Globals
 * member, or a ConstantBuffer<T> view, reached through members and
 * subscripts), or NULL. */
static const char *cb_name_of(const Expr *e) {
  while ((e->kind == E_INDEX || e->kind == E_MEMBER || e->kind == E_SWIZZLE) && e->a) e = e->a;
  const Decl *d = e->kind == E_NAME ? e->decl : NULL;
  if (!d) return NULL;
  if (d->vk == VK_CBUFFER) return d->cbuf && !d->gec_written ? d->cbuf->name : NULL;
  HType *t = d->type;
  while (t && t->kind == T_ARRAY) t = t->elem;
  return t && sema_is_cb_view(t) ? d->name : NULL;
}

IrValue *gen_fp_binop(Gen *g, IrOpcode op, IrValue *a, IrValue *b) { return gen_bin(g, op, a, b); }

IrValue *gen_splat(Gen *g, IrValue *s, uint32_t n) {
  if (!s || n <= 1) return s;
  IrType *vt = ir_type_vector(g->m, s->type, n);
  if (s->kind == IR_V_CONST_INT || s->kind == IR_V_CONST_FP) return ir_const_splat(g->m, vt, s);
  IrValue *ins = ir_build_insertelement(&g->b, ir_poison(g->m, vt), s, i32c(g, 0), "");
  uint32_t local[16] = {0};
  uint32_t *mask = n <= 16 ? local : arena_alloc(g->m->arena, sizeof(uint32_t) * n); /* SM 6.9: up to 1024 */
  if (!mask) return NULL;
  if (mask != local) memset(mask, 0, sizeof(uint32_t) * n);
  return ir_build_shufflevector(&g->b, ins, ir_poison(g->m, vt), mask, n, "");
}

/* ---- constants -------------------------------------------------------------- */

static IrValue *const_scalar(Gen *g, IrType *et, ScalarKind to, const ConstVal *cv, uint32_t i) {
  uint32_t k = (cv->n <= 1 || i >= cv->n || i >= 4) ? 0 : i;
  if (ir_type_is_fp(et)) {
    double d = hl_sk_is_float(cv->sk) ? cv->c[k].f
             : hl_sk_is_signed(cv->sk) ? (double)(int64_t)cv->c[k].u : (double)cv->c[k].u;
    return ir_const_fp(g->m, et, d);
  }
  uint64_t u;
  if (hl_sk_is_float(cv->sk)) {
    u = base_fp_to_int(cv->c[k].f, et->bits, hl_sk_is_signed(to));
  } else {
    u = cv->c[k].u;
  }
  if (et->bits == 1) u = u != 0;
  return ir_const_int(g->m, et, u);
}

static IrValue *gen_const_typed(Gen *g, const ConstVal *cv, HType *t, bool mem) {
  IrType *ty = mem ? gen_mem_type(g, t) : gen_reg_type(g, t);
  if (!ty) return NULL;
  if (ty->kind != IR_TY_VECTOR) {
    if (mem && t->sk == SK_BOOL) {
      uint32_t k = 0;
      return ir_const_int(g->m, ty, hl_sk_is_float(cv->sk) ? cv->c[k].f != 0 : cv->c[k].u != 0);
    }
    return const_scalar(g, ty, t->sk, cv, 0);
  }
  uint32_t n = (uint32_t)ty->count;
  IrValue *local[16];
  IrValue **el = n <= 16 ? local : arena_alloc(g->m->arena, sizeof(IrValue *) * n); /* long vectors */
  if (!el) return NULL;
  for (uint32_t i = 0; i < n; i++) {
    if (mem && t->sk == SK_BOOL) {
      uint32_t k = (cv->n <= 1 || i >= cv->n || i >= 4) ? 0 : i;
      el[i] = ir_const_int(g->m, ty->elem, hl_sk_is_float(cv->sk) ? cv->c[k].f != 0 : cv->c[k].u != 0);
    } else {
      el[i] = const_scalar(g, ty->elem, t->sk, cv, i);
    }
  }
  return ir_const_agg(g->m, ty, el, n);
}

IrValue *gen_const(Gen *g, const ConstVal *cv, HType *t) { return gen_const_typed(g, cv, t, false); }

IrValue *gen_zero(Gen *g, HType *t) { return ir_const_zero(g->m, gen_reg_type(g, t)); }

/* ---- conversions ----------------------------------------------------------------- */

/* Convert the element kind of v (shape unchanged) from kind fk to tk. */
static IrValue *conv_elems(Gen *g, IrValue *v, ScalarKind fk, ScalarKind tk, uint32_t n) {
  if (!v) return NULL;
  IrModule *m = g->m;
  IrType *to = gen_reg_type(g, hl_scalar(g->c, tk));
  if (n > 1 && to) to = ir_type_vector(m, to, n); /* up to 16 for matrices */
  if (!to) return NULL; /* out of memory */
  IrType *fs = ir_type_scalar(v->type), *ts = ir_type_scalar(to);
  if (tk == SK_BOOL) {
    if (fk == SK_BOOL) return v;
    if (v->kind == IR_V_CONST_INT || v->kind == IR_V_CONST_FP) {
      IrConst *k = ir_as_const(v);
      return ir_const_i1(m, v->kind == IR_V_CONST_INT ? k->ival != 0 : k->fval != 0.0);
    }
    if (v->kind == IR_V_CONST_ZERO) return ir_const_zero(m, to);
    if (ir_type_is_fp(fs)) {
      IrValue *r = ir_build_fcmp(&g->b, IR_FCMP_UNE, v, ir_const_zero(m, v->type), "");
      if (r) ((IrInst *)r)->flags |= IR_FMF_FAST;
      return r;
    }
    return ir_build_icmp(&g->b, IR_ICMP_NE, v, ir_const_zero(m, v->type), "");
  }
  if (fs == ts) return v;
  bool ff = ir_type_is_fp(fs), tf = ir_type_is_fp(ts);
  if (fk == SK_BOOL) {
    if (tf) return gen_cast(g, IR_UITOFP, v, to);
    return gen_cast(g, IR_ZEXT, v, to);
  }
  if (!ff && !tf) {
    if (ts->bits > fs->bits)
      return gen_cast(g, hl_sk_is_signed(fk) ? IR_SEXT : IR_ZEXT, v, to);
    return gen_cast(g, IR_TRUNC, v, to);
  }
  if (!ff && tf) return gen_cast(g, hl_sk_is_signed(fk) ? IR_SITOFP : IR_UITOFP, v, to);
  if (ff && !tf) return gen_cast(g, hl_sk_is_signed(tk) ? IR_FPTOSI : IR_FPTOUI, v, to);
  uint64_t fb = ir_type_size(fs), tb = ir_type_size(ts);
  return gen_cast(g, tb > fb ? IR_FPEXT : IR_FPTRUNC, v, to);
}

IrValue *gen_convert(Gen *g, IrValue *v, HType *from, HType *to) {
  if (!v || !from || !to) return v;
  if (from->kind == T_ERROR || to->kind == T_ERROR) return v;
  if (!hl_is_numeric(from) || !hl_is_numeric(to)) return v;
  uint32_t fn = hl_components(from), tn = hl_components(to);
  IrValue *r = v;
  if (fn == tn) return conv_elems(g, r, from->sk, to->sk, fn);
  if (fn == 1) {
    r = conv_elems(g, r, from->sk, to->sk, 1);
    return gen_splat(g, r, tn);
  }
  /* truncation */
  if (from->kind == T_MATRIX && to->kind == T_MATRIX) {
    r = gen_mat_truncate(g, r, from, to->n, to->m);
    return conv_elems(g, r, from->sk, to->sk, tn);
  }
  if (tn == 1) {
    r = gen_extract(g, r, 0);
  } else {
    uint32_t local[16];
    uint32_t *mask = tn <= 16 ? local : arena_alloc(g->m->arena, sizeof(uint32_t) * tn); /* long vectors */
    if (!mask) return NULL;
    for (uint32_t i = 0; i < tn; i++) mask[i] = i;
    r = ir_build_shufflevector(&g->b, r, ir_poison(g->m, r->type), mask, tn, "");
  }
  return conv_elems(g, r, from->sk, to->sk, tn);
}

/* ---- loads and stores --------------------------------------------------------------- */

/* Alignment we can promise for a value of type t in memory: vectors and
 * scalars only their component size (struct fields and buffer elements are
 * packed to that), aggregates their natural alignment. */
static uint32_t mem_align(Gen *g, HType *t) {
  if (hl_is_numeric(t)) {
    uint32_t bits = hl_sk_bits(g->c, t->sk);
    return bits <= 8 ? 4 : bits / 8;
  }
  return ir_type_align(gen_mem_type(g, t));
}

/* Is lv in raw or structured buffer memory, where min-precision values take
 * 32 bits without native 16-bit types (DXC loads them as 32-bit values and
 * truncates, extends before storing)? */
static bool lv_buf(const LValue *lv) { return lv->raw; /* set with res_ptr; kept by BAB matrix loads */ }

static IrType *lv_mem_type(Gen *g, const LValue *lv, HType *t) {
  if (lv->rec) return gen_record_layout(g, gen_mem_type(g, t));
  return lv_buf(lv) ? gen_buf_type(g, t) : gen_mem_type(g, t);
}

static IrValue *load_mem(Gen *g, IrValue *ptr, HType *t, bool buf) {
  IrType *mt = gen_mem_type(g, t);
  IrType *lt = buf ? gen_buf_type(g, t) : mt;
  IrValue *v = ir_build_load(&g->b, lt, ptr, "");
  if (v) ((IrInst *)v)->align = mem_align(g, t);
  if (v && lt != mt && hl_is_numeric(t))
    v = gen_cast(g, hl_sk_is_float(t->sk) ? IR_FPTRUNC : IR_TRUNC, v, mt);
  if (v && hl_is_numeric(t) && t->sk == SK_BOOL)
    v = ir_build_icmp(&g->b, IR_ICMP_NE, v, ir_const_zero(g->m, mt), "");
  return v;
}

static void store_mem(Gen *g, IrValue *ptr, HType *t, IrValue *v, bool buf) {
  if (!v || !ptr) return;
  if (hl_is_numeric(t) && t->sk == SK_BOOL)
    v = gen_cast(g, IR_ZEXT, v, gen_mem_type(g, t));
  /* DXC widens min-precision stores only for rawBufferStore (DXIL 1.2,
   * SM 6.2+: DxilGenerationPass's TranslateMinPrecisionRawBuffer); before
   * it, structured buffers are written with bufferStore of the 16-bit value */
  const Target *tg = g->c->opt ? &g->c->opt->dx.target : NULL;
  bool raw_ops = !tg || tg->sm_major > 6 || (tg->sm_major == 6 && tg->sm_minor >= 2);
  if (buf && raw_ops && hl_is_numeric(t) && gen_has_minprec(g, t)) {
    IrOpcode op = hl_sk_is_float(t->sk) ? IR_FPEXT : hl_sk_is_signed(t->sk) ? IR_SEXT : IR_ZEXT;
    v = gen_cast(g, op, v, gen_buf_type(g, t));
  }
  IrInst *st = ir_build_store(&g->b, v, ptr);
  if (st) st->align = mem_align(g, t);
}

/* A GEP (0, idx) into node record memory at ptr, of type t: one GEP from
 * the record when ptr is itself a GEP into it, as DXC merges them (inbounds);
 * the validator allows no GEP over a multi-dimensional array type. */
static IrValue *rec_gep(Gen *g, IrType *t, IrValue *ptr, IrValue *idx) {
  IrInst *pg = ir_as_inst(ptr);
  if (pg && pg->op == IR_GEP && pg->nops >= 2 && pg->nops < 16) {
    IrValue *ix[16];
    for (uint32_t k = 1; k < pg->nops; k++) ix[k - 1] = pg->ops[k];
    ix[pg->nops - 1] = idx;
    return ir_build_gep(&g->b, pg->aux_type, pg->ops[0], ix, pg->nops, true, "");
  }
  IrValue *ix[2] = {i32c(g, 0), idx};
  return ir_build_gep(&g->b, t, ptr, ix, 2, false, "");
}

/* Pointer to component i of the vector at lv->ptr (raw resource memory). */
static IrValue *comp_ptr(Gen *g, LValue *lv, IrValue *idx) {
  if (lv->rec) return rec_gep(g, lv_mem_type(g, lv, lv->vtype), lv->ptr, idx);
  IrValue *ix[2] = {i32c(g, 0), idx};
  return ir_build_gep(&g->b, lv_mem_type(g, lv, lv->vtype), lv->ptr, ix, 2, true, "");
}

/* Matrices in buffer memory (structured buffers) are stored column by
 * column unless row_major, as DXC lays them out; registers are row-major. */
static bool mat_stored_by_column(const LValue *lv, const HType *t) {
  /* buffer and node record memory: column_major matrices column by column (DXC) */
  return (lv->res_ptr || lv->rec) && t && t->kind == T_MATRIX && !t->row_major && t->n > 1 && t->m > 1;
}

/* Register index r*cols+c -> column-major storage index c*rows+r. */
static uint32_t mat_storage_index(const HType *t, uint32_t reg) {
  return (reg % t->m) * t->n + reg / t->m;
}

static IrValue *mat_from_storage(Gen *g, IrValue *v, const HType *t) {
  uint32_t idx[16];
  for (uint32_t i = 0; i < t->n * t->m; i++) idx[i] = mat_storage_index(t, i);
  return gen_mat_pick(g, v, idx, t->n * t->m);
}

static IrValue *mat_to_storage(Gen *g, IrValue *v, const HType *t) {
  uint32_t idx[16];
  for (uint32_t i = 0; i < t->n * t->m; i++) idx[mat_storage_index(t, i)] = i;
  return gen_mat_pick(g, v, idx, t->n * t->m);
}

/* The whole vector / matrix an LV_SWIZZLE, LV_ELEM or LV_DYNROW refers to. */
static IrValue *load_whole(Gen *g, LValue *lv) {
  if (lv->cb) {
    LValue w = *lv;
    w.kind = LV_ADDR;
    w.type = lv->vtype;
    return gen_cb_load(g, &w);
  }
  IrValue *v = load_mem(g, lv->ptr, lv->vtype, lv_buf(lv));
  return v && mat_stored_by_column(lv, lv->vtype) ? mat_from_storage(g, v, lv->vtype) : v;
}

static void store_whole(Gen *g, LValue *lv, IrValue *v) {
  if (v && mat_stored_by_column(lv, lv->vtype)) v = mat_to_storage(g, v, lv->vtype);
  store_mem(g, lv->ptr, lv->vtype, v, lv_buf(lv));
}

/* A bit-field's value from its storage unit: shifted down and masked, or
 * sign-extended for signed types (shl then ashr), as clang emits it. */
static IrValue *bitfield_load(Gen *g, LValue *lv) {
  IrValue *u = gen_load(g, lv->inner);
  if (!u || u->type->kind != IR_TY_INT) return u;
  IrType *ut = u->type;
  uint32_t n = ut->bits, off = lv->bit_off, w = lv->bit_width;
  HType *t = lv->type;
  bool sgn = t->kind == T_SCALAR && t->sk != SK_BOOL && hl_sk_is_signed(t->sk);
  IrValue *v = u;
  if (sgn) {
    if (n - off - w) v = ir_build_binop(&g->b, IR_SHL, v, ir_const_int(g->m, ut, n - off - w), "bf.shl");
    if (n - w) v = ir_build_binop(&g->b, IR_ASHR, v, ir_const_int(g->m, ut, n - w), "bf.ashr");
  } else {
    if (off) v = ir_build_binop(&g->b, IR_LSHR, v, ir_const_int(g->m, ut, off), "bf.lshr");
    if (off + w < n) v = ir_build_binop(&g->b, IR_AND, v, ir_const_int(g->m, ut, (1ull << w) - 1), "bf.clear");
  }
  IrType *rt = gen_reg_type(g, t);
  if (rt == ut) return v;
  if (rt->kind == IR_TY_INT && rt->bits == 1) return ir_build_icmp(&g->b, IR_ICMP_NE, v, ir_const_int(g->m, ut, 0), "bf.tobool");
  if (rt->kind == IR_TY_INT && rt->bits < n) return ir_build_cast(&g->b, IR_TRUNC, v, rt, "");
  if (rt->kind == IR_TY_INT) return ir_build_cast(&g->b, sgn ? IR_SEXT : IR_ZEXT, v, rt, "");
  return v;
}

/* A store to a bit-field: the other bits of the unit are kept. */
static void bitfield_store(Gen *g, LValue *lv, IrValue *v) {
  IrValue *u = gen_load(g, lv->inner);
  if (!u || !v || u->type->kind != IR_TY_INT || v->type->kind != IR_TY_INT) return;
  IrType *ut = u->type;
  uint32_t n = ut->bits, off = lv->bit_off, w = lv->bit_width;
  if (v->type->bits < n) v = ir_build_cast(&g->b, IR_ZEXT, v, ut, "");
  else if (v->type->bits > n) v = ir_build_cast(&g->b, IR_TRUNC, v, ut, "");
  uint64_t ones = w >= 64 ? ~0ull : (1ull << w) - 1;
  uint64_t keep = ~(ones << off);
  if (n < 64) keep &= (1ull << n) - 1;
  IrValue *nv = v;
  if (off + w < n || off) nv = ir_build_binop(&g->b, IR_AND, nv, ir_const_int(g->m, ut, ones), "bf.value");
  if (off) nv = ir_build_binop(&g->b, IR_SHL, nv, ir_const_int(g->m, ut, off), "bf.shl");
  if (keep) {
    IrValue *old = ir_build_binop(&g->b, IR_AND, u, ir_const_int(g->m, ut, keep), "bf.clear");
    nv = ir_build_binop(&g->b, IR_OR, old, nv, "bf.set");
  }
  gen_store(g, lv->inner, nv);
}

IrValue *gen_load(Gen *g, LValue *lv) {
  switch (lv->kind) {
  case LV_BITFIELD: return bitfield_load(g, lv);
  case LV_ADDR: {
    if (lv->cb) return gen_cb_load(g, lv);
    IrValue *v = load_mem(g, lv->ptr, lv->type, lv_buf(lv));
    return v && mat_stored_by_column(lv, lv->type) ? mat_from_storage(g, v, lv->type) : v;
  }
  case LV_SWIZZLE: {
    HType *vt = lv->vtype;
    IrValue *v = load_whole(g, lv);
    if (!v) return NULL;
    if (single_comp(vt)) /* swizzle of a scalar */
      return gen_splat(g, v, lv->nswz);
    if (lv->nswz == 1) return gen_extract(g, v, lv->swz[0]);
    uint32_t mask[16];
    for (uint32_t i = 0; i < lv->nswz; i++) mask[i] = lv->swz[i];
    return ir_build_shufflevector(&g->b, v, ir_poison(g->m, v->type), mask, lv->nswz, "");
  }
  case LV_ELEM: {
    IrValue *v = load_whole(g, lv);
    if (!v || v->type->kind != IR_TY_VECTOR) return v;
    return extract_dyn(g, v, lv->idx, lv->vtype, NULL, g->b.loc);
  }
  case LV_DYNROW: return gen_mat_row_dyn(g, load_whole(g, lv), lv->vtype, lv->idx);
  case LV_UNDEF: return lv->type && hl_is_numeric(lv->type) ? ir_undef(g->m, gen_reg_type(g, lv->type)) : NULL;
  default:
    return lv->type && hl_is_numeric(lv->type) ? ir_poison(g->m, gen_reg_type(g, lv->type)) : NULL;
  }
}

/* A value stored into `precise` storage: a marker call the dxil-precise
 * pass starts from (and removes). */
static void mark_precise(Gen *g, IrValue *v) {
  IrType *t = v->type;
  if (!t || (t->kind != IR_TY_FLOAT && t->kind != IR_TY_HALF && t->kind != IR_TY_DOUBLE &&
             t->kind != IR_TY_VECTOR))
    return;
  if (t->kind == IR_TY_VECTOR && !ir_type_is_fp(ir_type_scalar(t))) return;
  IrFunc *f = gen_intrinsic_ov(g, "dx.hl.precise", &t, 1, ir_type_void(g->m), &t, 1, IA_WRITE);
  if (f) ir_build_call(&g->b, f, &v, 1, "");
}

void gen_store(Gen *g, LValue *lv, IrValue *v) {
  if (!v) return;
  if (lv->precise) mark_precise(g, v);
  switch (lv->kind) {
  case LV_BITFIELD: bitfield_store(g, lv, v); return;
  case LV_ADDR:
    store_mem(g, lv->ptr, lv->type, mat_stored_by_column(lv, lv->type) ? mat_to_storage(g, v, lv->type) : v,
              lv_buf(lv));
    return;
  case LV_SWIZZLE: {
    HType *vt = lv->vtype;
    if (single_comp(vt)) {
      store_mem(g, lv->ptr, vt, gen_extract(g, v, 0), lv_buf(lv));
      return;
    }
    HType *et = hl_scalar(g->c, vt->sk);
    if ((lv->res_ptr && lv->raw) || lv->rec) { /* shared memory: only the components written */
      bool bycol = mat_stored_by_column(lv, vt);
      for (uint32_t i = 0; i < lv->nswz; i++) {
        uint32_t k = bycol ? mat_storage_index(vt, lv->swz[i]) : lv->swz[i];
        store_mem(g, comp_ptr(g, lv, i32c(g, k)), et, gen_extract(g, v, i), lv_buf(lv));
      }
      return;
    }
    IrValue *old = load_whole(g, lv);
    for (uint32_t i = 0; i < lv->nswz && old; i++)
      old = ir_build_insertelement(&g->b, old, gen_extract(g, v, i), i32c(g, lv->swz[i]), "");
    store_whole(g, lv, old);
    return;
  }
  case LV_ELEM: {
    HType *vt = lv->vtype;
    if ((lv->res_ptr && lv->raw) || lv->rec) {
      IrValue *k = lv->idx;
      if (k && mat_stored_by_column(lv, vt)) { /* (k % cols) * rows + k / cols */
        IrValue *cols = ir_const_int(g->m, k->type, vt->m);
        IrValue *col = ir_build_binop(&g->b, IR_UREM, k, cols, "");
        IrValue *row = ir_build_binop(&g->b, IR_UDIV, k, cols, "");
        k = ir_build_binop(&g->b, IR_ADD, ir_build_binop(&g->b, IR_MUL, col, ir_const_int(g->m, k->type, vt->n), ""),
                           row, "");
      }
      store_mem(g, comp_ptr(g, lv, k), hl_scalar(g->c, vt->sk), v, lv_buf(lv));
      return;
    }
    IrValue *old = load_whole(g, lv);
    if (old) old = ir_build_insertelement(&g->b, old, v, lv->idx, "");
    store_whole(g, lv, old);
    return;
  }
  case LV_DYNROW: { /* element j of the row goes to idx * cols + j */
    HType *vt = lv->vtype;
    IrValue *old = load_whole(g, lv);
    IrValue *base = old ? ir_build_binop(&g->b, IR_MUL, lv->idx, ir_const_int(g->m, lv->idx->type, vt->m), "") : NULL;
    for (uint32_t j = 0; j < vt->m && base; j++) {
      IrValue *ix = j ? ir_build_binop(&g->b, IR_ADD, base, ir_const_int(g->m, base->type, j), "") : base;
      old = ir_build_insertelement(&g->b, old, gen_extract(g, v, j), ix, "");
    }
    store_whole(g, lv, old);
    return;
  }
  default: return;
  }
}

static LValue lv_field(Gen *g, LValue *base, uint32_t field) {
  HType *t = base->type;
  if (base->kind != LV_ADDR || t->kind != T_STRUCT) return lv_none(t);
  if (base->cb) return gen_cb_field(g, base, field);
  StructInfo *st = t->st;
  bool buf = lv_buf(base);
  IrValue *ix[2] = {i32c(g, 0), i32c(g, buf ? gen_buf_field_index(g, st, field) : gen_field_index(g, st, field))};
  IrValue *p = base->rec ? rec_gep(g, lv_mem_type(g, base, t), base->ptr, ix[1])
                         : ir_build_gep(&g->b, lv_mem_type(g, base, t), base->ptr, ix, 2, true, "");
  LValue r = lv_addr(p, st->fields[field].type);
  r.res_ptr = base->res_ptr;
  r.raw = base->raw;
  r.rec = base->rec;
  r.precise = base->precise || (st->fields[field].quals & Q_PRECISE);
  return r;
}

/* Named bit-field k of struct st, in the storage unit lvalue `unit`. */
static LValue lv_bitfield(Gen *g, const LValue *unit, const BitField *b) {
  LValue *u = arena_alloc(g->c->arena, sizeof(LValue));
  if (!u || unit->kind == LV_NONE) return lv_none(b->type);
  *u = *unit;
  LValue r = {0};
  r.precise = unit->precise;
  r.kind = LV_BITFIELD;
  r.type = b->type;
  r.inner = u;
  r.bit_off = b->offset;
  r.bit_width = b->width;
  return r;
}

static LValue lv_index(Gen *g, LValue *base, IrValue *idx) {
  HType *t = base->type;
  if (base->kind != LV_ADDR || t->kind != T_ARRAY || !idx) return lv_none(t->kind == T_ARRAY ? t->elem : t);
  if (base->cb) return gen_cb_index(g, base, idx);
  IrValue *ix[2] = {i32c(g, 0), idx};
  IrValue *p = base->rec ? rec_gep(g, lv_mem_type(g, base, t), base->ptr, idx)
                         : ir_build_gep(&g->b, lv_mem_type(g, base, t), base->ptr, ix, 2, true, "");
  LValue r = lv_addr(p, t->elem);
  r.res_ptr = base->res_ptr;
  r.raw = base->raw;
  r.rec = base->rec;
  r.precise = base->precise;
  return r;
}

LValue gen_lv_field(Gen *g, LValue *base, uint32_t field) { return lv_field(g, base, field); }
LValue gen_lv_index(Gen *g, LValue *base, IrValue *idx) { return lv_index(g, base, idx); }

bool gen_has_col_major(const HType *t) {
  if (!t) return false;
  if (t->kind == T_MATRIX) return !t->row_major && t->n > 1 && t->m > 1;
  if (t->kind == T_ARRAY) return gen_has_col_major(t->elem);
  if (t->kind == T_STRUCT && t->st) {
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (gen_has_col_major(t->st->fields[i].type)) return true;
  }
  return false;
}

bool gen_boundary_memory(Gen *g, const Decl *f) {
  if (!f || !g->c->opt || g->c->opt->dx.target.stage != STAGE_LIBRARY || f->lib_entry || hl_decl_rare(f)->lib_pc_of)
    return false;
  return f->lib_export || (!f->body && !f->def);
}

/* lib_6_x links resources across the library boundary (DXC's
 * DxilMutateResourceToHandle): an exported or external function takes a
 * resource parameter by address (in, out and inout alike: DXC's
 * %dx.types.Handle*) and returns a resource through sret memory. The rule
 * holds for a function whenever it or a -exports copy of it crosses the
 * boundary, so its declaration, body and calls agree. */
bool gen_res_boundary(Gen *g, const Decl *f) {
  if (!f || !g->c->opt || g->c->opt->dx.target.stage != STAGE_LIBRARY || g->c->opt->dx.target.sm_minor != 15 ||
      f->lib_entry || hl_decl_rare(f)->lib_pc_of)
    return false;
  if (f->lib_export || (!f->body && !f->def)) return true;
  for (uint32_t i = 0; i < g->c->lib_copies.len; i++)
    if (g->c->lib_copies.data[i]->of == f && !g->c->lib_copies.data[i]->entry) return true;
  return false;
}

bool gen_res_by_addr(Gen *g, const Decl *f, const HType *t) {
  return t && t->kind == T_RESOURCE && gen_res_boundary(g, f);
}

static void gen_copy_impl(Gen *g, HType *t, LValue *dst, LValue *src, int orient);

void gen_copy(Gen *g, HType *t, LValue *dst, LValue *src) { gen_copy_impl(g, t, dst, src, 0); }

void gen_copy_oriented(Gen *g, HType *t, LValue *dst, LValue *src, bool to_mem) {
  gen_copy_impl(g, t, dst, src, to_mem ? 1 : 2);
}

/* orient: 0 plain, 1 row-major storage -> column-major memory, 2 back */
static void gen_copy_impl(Gen *g, HType *t, LValue *dst, LValue *src, int orient) {
  if (dst->kind == LV_NONE || src->kind == LV_NONE) return;
  if (orient && t->kind == T_MATRIX && gen_has_col_major(t)) {
    IrValue *v = gen_load(g, src);
    uint32_t R = t->n, C = t->m, mask[16];
    if (v && v->type && v->type->kind == IR_TY_VECTOR && v->type->count == R * C && R * C <= 16) {
      for (uint32_t r = 0; r < R; r++)
        for (uint32_t c = 0; c < C; c++) {
          if (orient == 1) mask[c * R + r] = r * C + c; /* element (r, c) at column c's row r */
          else mask[r * C + c] = c * R + r;
        }
      v = ir_build_shufflevector(&g->b, v, ir_poison(g->m, v->type), mask, R * C, "");
    }
    gen_store(g, dst, v);
    return;
  }
  if (gen_is_value_object(t)) { /* one value */
    gen_store(g, dst, gen_load(g, src));
    return;
  }
  if (t->kind == T_STRUCT) {
    StructInfo *st = t->st;
    for (uint32_t i = 0; i < st->nfields; i++) {
      HType *ft = st->fields[i].type;
      if (!ft || ft->kind == T_ERROR) continue;
      /* resource fields are handle members only in local (alloca) structs;
       * the data of structs mixing both is copied */
      const HType *fe = ft;
      while (fe->kind == T_ARRAY) fe = fe->elem;
      if (hl_contains_resource(ft) && !(fe->kind == T_STRUCT && fe->st->has_data) &&
          (dst->kind != LV_ADDR || src->kind != LV_ADDR || dst->cb || src->cb || dst->res_ptr || src->res_ptr))
        continue;
      LValue d = lv_field(g, dst, i), s = lv_field(g, src, i);
      gen_copy_impl(g, ft, &d, &s, orient);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue d = lv_index(g, dst, i32c(g, i)), s = lv_index(g, src, i32c(g, i));
      gen_copy_impl(g, t->elem, &d, &s, orient);
    }
    return;
  }
  gen_store(g, dst, gen_load(g, src));
}

/* Store scalar value v (of kind `from`) into every leaf of dst. */
static void gen_splat_store(Gen *g, LValue *dst, HType *t, IrValue *v, HType *from) {
  if (gen_is_value_object(t)) return;
  if (t->kind == T_STRUCT) {
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      const Field *f = &t->st->fields[i];
      HType *ft = f->type;
      if (!ft || ft->kind == T_ERROR || hl_contains_resource(ft)) continue;
      LValue d = lv_field(g, dst, i);
      if (f->bf_unit) { /* each bit-field gets the value; unnamed bits are 0 */
        gen_store(g, &d, gen_zero(g, ft));
        for (uint32_t k = 0; k < f->bf_count; k++) {
          const BitField *b = &t->st->bitfields[f->bf_first + k];
          LValue bl = lv_bitfield(g, &d, b);
          gen_store(g, &bl, gen_convert(g, v, from, b->type));
        }
        continue;
      }
      gen_splat_store(g, &d, ft, v, from);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue d = lv_index(g, dst, i32c(g, i));
      gen_splat_store(g, &d, t->elem, v, from);
    }
    return;
  }
  if (hl_is_numeric(t)) gen_store(g, dst, gen_convert(g, v, from, t));
}

/* ---- initializers -------------------------------------------------------------------- */

static IrValue *flat_convert(Gen *g, LValue *dst, HType *to, Expr *src);

typedef struct Scalar {
  IrValue *v;          /* register value */
  ScalarKind sk;       /* its kind */
  bool handle;         /* v is a resource handle (sema matched its position) */
} Scalar;
typedef VEC(Scalar) ScalarVec;

static void collect_leaves(Gen *g, LValue *src, HType *t, ScalarVec *out) {
  if (gen_is_value_object(t)) { /* an object leaf, as a handle */
    Scalar s = {src->kind == LV_ADDR ? gen_load(g, src) : ir_poison(g->m, gen_mem_type(g, t)), SK_UINT, true};
    vec_push(g->c->arena, out, s);
    return;
  }
  if (t->kind == T_RESOURCE) {
    Scalar s = {src->kind == LV_ADDR ? gen_load(g, src) : ir_poison(g->m, gen_handle_type(g, t)), SK_UINT, true};
    vec_push(g->c->arena, out, s);
    return;
  }
  if (t->kind == T_STRUCT) {
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      const Field *f = &t->st->fields[i];
      HType *ft = f->type;
      if (!ft || ft->kind == T_ERROR) continue;
      LValue s = lv_field(g, src, i);
      for (uint32_t k = 0; f->bf_unit && k < f->bf_count; k++) {
        const BitField *b = &t->st->bitfields[f->bf_first + k];
        LValue bl = lv_bitfield(g, &s, b);
        Scalar sc = {gen_load(g, &bl), b->type->sk, false};
        vec_push(g->c->arena, out, sc);
      }
      if (!f->bf_unit) collect_leaves(g, &s, ft, out);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue s = lv_index(g, src, i32c(g, i));
      collect_leaves(g, &s, t->elem, out);
    }
    return;
  }
  if (!hl_is_numeric(t)) return;
  IrValue *v = gen_load(g, src);
  for (uint32_t i = 0; i < hl_components(t); i++) {
    Scalar s = {gen_extract(g, v, i), t->sk, false};
    vec_push(g->c->arena, out, s);
  }
}

static void flatten_exprs(Gen *g, Expr **args, uint32_t n, ScalarVec *out) {
  for (uint32_t i = 0; i < n; i++) {
    Expr *x = args[i];
    if (hl_is_hitobject(x->type, false) && (x->kind == E_CALL || x->kind == E_METHOD) && x->intrin == IN_HO_METHOD) {
      Scalar s = {gen_ho_call(g, x, NULL), SK_UINT, true}; /* dx::HitObject::MakeMiss(...) */
      vec_push(g->c->arena, out, s);
      continue;
    }
    if (is_agg(x->type)) {
      LValue lv = gen_agg(g, x);
      collect_leaves(g, &lv, x->type, out);
      continue;
    }
    if (x->type->kind == T_RESOURCE) {
      Scalar s = {gen_handle(g, x), SK_UINT, true};
      vec_push(g->c->arena, out, s);
      continue;
    }
    if (!hl_is_numeric(x->type)) continue;
    IrValue *v = gen_rvalue(g, x);
    for (uint32_t k = 0; k < hl_components(x->type); k++) {
      Scalar s = {gen_extract(g, v, k), x->type->sk, false};
      vec_push(g->c->arena, out, s);
    }
  }
}

/* Build a numeric value of type t from scalars starting at *pos. */
static IrValue *build_numeric(Gen *g, HType *t, ScalarVec *sv, uint32_t *pos) {
  uint32_t n = hl_components(t);
  HType *et = hl_scalar(g->c, t->sk);
  if (n == 1) {
    if (*pos >= sv->len) return ir_poison(g->m, gen_reg_type(g, t));
    Scalar s = sv->data[(*pos)++];
    return gen_convert(g, s.v, hl_scalar(g->c, s.sk), et);
  }
  IrValue *local[16];
  IrValue **x = n <= 16 ? local : arena_alloc(g->m->arena, sizeof(IrValue *) * n); /* SM 6.9 long vectors */
  if (!x) return NULL;
  bool allc = true;
  for (uint32_t i = 0; i < n; i++) {
    if (*pos >= sv->len) return ir_poison(g->m, gen_reg_type(g, t));
    Scalar s = sv->data[(*pos)++];
    x[i] = gen_convert(g, s.v, hl_scalar(g->c, s.sk), et);
    if (!x[i] || (x[i]->kind != IR_V_CONST_INT && x[i]->kind != IR_V_CONST_FP)) allc = false;
  }
  if (allc) return ir_const_agg(g->m, gen_reg_type(g, t), x, n);
  IrValue *v = ir_poison(g->m, gen_reg_type(g, t));
  for (uint32_t i = 0; i < n; i++) v = ir_build_insertelement(&g->b, v, x[i], i32c(g, i), "");
  return v;
}

static void store_leaves(Gen *g, LValue *dst, HType *t, ScalarVec *sv, uint32_t *pos) {
  if (t->kind == T_RESOURCE || gen_is_value_object(t)) {
    if (*pos >= sv->len) return;
    Scalar s = sv->data[(*pos)++];
    if (s.handle && s.v && dst->kind == LV_ADDR) gen_store(g, dst, s.v);
    return;
  }
  if (t->kind == T_STRUCT) {
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      const Field *f = &t->st->fields[i];
      HType *ft = f->type;
      if (!ft || ft->kind == T_ERROR) continue;
      LValue d = lv_field(g, dst, i);
      if (f->bf_unit) { /* the named bit-fields in order; unnamed bits are 0 */
        gen_store(g, &d, gen_zero(g, ft));
        for (uint32_t k = 0; k < f->bf_count; k++) {
          const BitField *b = &t->st->bitfields[f->bf_first + k];
          LValue bl = lv_bitfield(g, &d, b);
          gen_store(g, &bl, build_numeric(g, b->type, sv, pos));
        }
        continue;
      }
      store_leaves(g, &d, ft, sv, pos);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue d = lv_index(g, dst, i32c(g, i));
      store_leaves(g, &d, t->elem, sv, pos);
    }
    return;
  }
  if (hl_is_numeric(t)) gen_store(g, dst, build_numeric(g, t, sv, pos));
}

/* The scalars sv[*pos..] into the first leaves of dst (of type t), in
 * flattened order; leaves past the last scalar keep their values (a vector
 * partly covered gets its first components). */
static void store_prefix(Gen *g, LValue *dst, HType *t, ScalarVec *sv, uint32_t *pos) {
  if (*pos >= sv->len) return;
  if (t->kind == T_STRUCT) {
    for (uint32_t i = 0; i < t->st->nfields && *pos < sv->len; i++) {
      LValue d = lv_field(g, dst, i);
      if (t->st->fields[i].type) store_prefix(g, &d, t->st->fields[i].type, sv, pos);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count && *pos < sv->len; i++) {
      LValue d = lv_index(g, dst, i32c(g, i));
      store_prefix(g, &d, t->elem, sv, pos);
    }
    return;
  }
  if (!hl_is_numeric(t)) return;
  uint32_t n = hl_components(t), r = sv->len - *pos;
  if (r >= n || dst->kind != LV_ADDR || r > 16) {
    gen_store(g, dst, build_numeric(g, t, sv, pos));
    return;
  }
  HType *pt = r == 1 ? hl_scalar(g->c, t->sk) : hl_vector(g->c, t->sk, r);
  LValue p = *dst;
  if (t->kind == T_VECTOR && p.res_ptr && p.raw) {
    p.type = pt; /* the first r components at the same address, in one store */
  } else {
    p.kind = LV_SWIZZLE;
    p.vtype = t;
    for (uint32_t i = 0; i < r; i++) p.swz[i] = (uint8_t)i;
    p.nswz = (uint8_t)r;
    p.type = pt;
  }
  gen_store(g, &p, build_numeric(g, pt, sv, pos));
}

/* A flat conversion (DXC's ICK_Flat_Conversion): the leaves of `src` in
 * flattened order (struct fields, array elements, vector components,
 * matrix elements row by row) converted to the leaves of `to` one by one;
 * extra source leaves are dropped (explicit casts truncate). Stores into
 * dst for aggregates, returns the value for a numeric `to`. */
static IrValue *flat_convert(Gen *g, LValue *dst, HType *to, Expr *src) {
  ScalarVec sv = {0};
  flatten_exprs(g, &src, 1, &sv);
  uint32_t pos = 0;
  if (hl_is_numeric(to)) return build_numeric(g, to, &sv, &pos);
  if (dst) store_leaves(g, dst, to, &sv, &pos);
  return NULL;
}

void gen_init(Gen *g, LValue *dst, HType *t, Expr *init) {
  if (!init || !init->type || init->type->kind == T_ERROR) return;
  if (init->kind == E_INIT_LIST) {
    if (init->has_const && hl_is_numeric(t)) {
      gen_store(g, dst, gen_const(g, hl_cv(init), t));
      return;
    }
    ScalarVec sv = {0};
    flatten_exprs(g, init->args, init->nargs, &sv);
    uint32_t pos = 0;
    if (hl_is_numeric(t)) gen_store(g, dst, build_numeric(g, t, &sv, &pos));
    else store_leaves(g, dst, t, &sv, &pos);
    return;
  }
  if (is_agg(t)) {
    LValue src = gen_agg(g, init);
    gen_copy(g, t, dst, &src);
    return;
  }
  gen_store(g, dst, gen_rvalue(g, init));
}

/* Constant initializer construction. */
typedef struct CScalar {
  const ConstVal *cv;  /* source constant */
  uint32_t comp;       /* component */
} CScalar;
typedef VEC(CScalar) CScalarVec;

static IrValue *const_leaf(Gen *g, HType *t, CScalarVec *cs, uint32_t *pos) {
  IrType *mt = gen_mem_type(g, t);
  if (t->kind == T_STRUCT) {
    IrValue **el = arena_alloc(g->c->arena, sizeof(IrValue *) * (mt->nmembers + 1));
    if (!el) return NULL;
    for (uint32_t i = 0; i < mt->nmembers; i++) el[i] = ir_const_zero(g->m, mt->members[i]);
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      HType *ft = t->st->fields[i].type;
      if (!ft || ft->kind == T_ERROR || hl_contains_resource(ft)) continue;
      IrValue *v = const_leaf(g, ft, cs, pos);
      if (!v) return NULL;
      el[gen_field_index(g, t->st, i)] = v;
    }
    return ir_const_agg(g->m, mt, el, mt->nmembers);
  }
  if (t->kind == T_ARRAY) {
    IrValue **el = arena_alloc(g->c->arena, sizeof(IrValue *) * (t->count + 1));
    if (!el) return NULL;
    for (uint32_t i = 0; i < t->count; i++) {
      el[i] = const_leaf(g, t->elem, cs, pos);
      if (!el[i]) return NULL;
    }
    return ir_const_agg(g->m, mt, el, t->count);
  }
  if (t->kind == T_MATRIX && t->n * t->m > 1) {
    /* row-major memory vector, filled in initializer order */
    uint32_t n = t->n * t->m;
    IrValue **el = arena_alloc(g->c->arena, sizeof(IrValue *) * n);
    if (!el) return NULL;
    for (uint32_t i = 0; i < n; i++) {
      el[i] = const_leaf(g, hl_scalar(g->c, t->sk), cs, pos);
      if (!el[i]) return NULL;
    }
    return ir_const_agg(g->m, mt, el, n);
  }
  if (!hl_is_numeric(t) || t->kind == T_MATRIX || hl_components(t) > 4) return NULL; /* ConstVal: up to 4 */
  ConstVal v;
  memset(&v, 0, sizeof v);
  v.n = hl_components(t);
  v.sk = t->sk;
  for (uint32_t i = 0; i < v.n; i++) {
    if (*pos >= cs->len) return NULL;
    CScalar s = cs->data[(*pos)++];
    const ConstVal *src = s.cv;
    uint32_t k = src->n == 1 ? 0 : s.comp;
    /* convert one component */
    if (hl_sk_is_float(t->sk)) {
      v.c[i].f = hl_sk_is_float(src->sk) ? src->c[k].f
               : hl_sk_is_signed(src->sk) ? (double)(int64_t)src->c[k].u : (double)src->c[k].u;
    } else if (t->sk == SK_BOOL) {
      v.c[i].u = hl_sk_is_float(src->sk) ? src->c[k].f != 0 : src->c[k].u != 0;
    } else {
      v.c[i].u = hl_sk_is_float(src->sk)
                     ? base_fp_to_int(src->c[k].f, hl_sk_bits(g->c, t->sk), hl_sk_is_signed(t->sk))
                     : src->c[k].u;
    }
  }
  return gen_const_typed(g, &v, t, true);
}

IrValue *gen_const_init(Gen *g, HType *t, Expr *init) {
  if (!init || !init->type || init->type->kind == T_ERROR) return NULL;
  CScalarVec cs = {0};
  if (init->kind == E_INIT_LIST) {
    for (uint32_t i = 0; i < init->nargs; i++) {
      Expr *x = init->args[i];
      if (!x->has_const || !hl_is_numeric(x->type)) return NULL;
      for (uint32_t k = 0; k < hl_components(x->type); k++) {
        CScalar s = {hl_cv(x), k};
        vec_push(g->c->arena, &cs, s);
      }
    }
  } else {
    if (!init->has_const || !hl_is_numeric(init->type)) return NULL;
    if (!hl_is_numeric(t)) return NULL;
    for (uint32_t k = 0; k < hl_components(t); k++) {
      CScalar s = {hl_cv(init), k};
      vec_push(g->c->arena, &cs, s);
    }
  }
  uint32_t pos = 0;
  return const_leaf(g, t, &cs, &pos);
}

/* ---- lvalues -------------------------------------------------------------------------- */

/* Is e (a name, member or element) part of a global struct mixing data and
 * resources? Its data parts are addressed in its constant buffer directly;
 * only a use of a whole value holding resources needs a copy (gen_agg). */
static bool rooted_in_mixed(const Expr *e) {
  while (e && (e->kind == E_INDEX || e->kind == E_MEMBER)) e = e->a;
  return e && e->kind == E_NAME && e->decl && e->decl->nres && e->decl->vk == VK_CBUFFER;
}

static IrValue *gen_incdec_lv(Gen *g, Expr *e, LValue *out);

LValue gen_lvalue(Gen *g, Expr *e) {
  g->b.loc = hl_expr_loc(e);
  if (g->cb_alias.len && (e->kind == E_NAME || e->kind == E_MEMBER)) {
    const CbAlias *al = gen_cb_alias_of(g, e); /* a local copy of cbuffer data: the buffer */
    if (al) return gen_lvalue(g, al->src);
  }
  if ((e->kind == E_NAME || e->kind == E_INDEX || e->kind == E_MEMBER || e->kind == E_SWIZZLE) &&
      gen_static_flat_alias(g, NULL)) {
    LValue fl; /* a static read as a flat view of cbuffer data (irgen_cbcopy.c) */
    if (gen_flat_alias_read(g, e, &fl)) return fl;
  }
  switch (e->kind) {
  case E_INCDEC: { /* ++x designates x, once updated */
    LValue lv = lv_none(e->type);
    gen_incdec_lv(g, e, &lv);
    return lv;
  }
  case E_CAST: { /* (T[N])x: x's first N components; (float3)v, (float3x3)m, (Base)d */
    LValue s = gen_lvalue(g, e->a);
    HType *st = e->a->type, *tt = e->type;
    if (tt->kind == T_STRUCT) { /* the object itself, or its base subobject (field 0) */
      if (st->kind == T_STRUCT && st->st != tt->st && !sema_base_depth(st->st, tt->st)) {
        gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this cast can only be assigned to");
        return lv_none(tt);
      }
      int depth = st->kind == T_STRUCT ? sema_base_depth(st->st, tt->st) : 0;
      for (int i = 0; i < depth && s.kind == LV_ADDR; i++) s = lv_field(g, &s, 0);
      if (s.kind == LV_ADDR) s.type = tt;
      return s;
    }
    if (tt->kind != T_ARRAY && st->kind == T_VECTOR && s.kind == LV_ADDR && s.res_ptr && s.raw) {
      /* the first components of a buffer element's vector: one store of
       * the shorter vector at its address (pointers are opaque), as DXC */
      s.type = tt;
      return s;
    }
    if (tt->kind != T_ARRAY && (st->kind == T_VECTOR || st->kind == T_MATRIX)) {
      /* the components the truncation keeps, as a swizzle of x: row-major
       * element numbers of x's shape */
      uint8_t sel[16];
      uint32_t n = 0;
      if (st->kind == T_VECTOR)
        for (; n < hl_components(tt) && n < 16; n++) sel[n] = (uint8_t)n;
      else
        for (uint32_t r = 0; r < tt->n; r++)
          for (uint32_t k = 0; k < tt->m && n < 16; k++) sel[n++] = (uint8_t)(r * st->m + k);
      if (s.kind == LV_ADDR) {
        s.kind = LV_SWIZZLE;
        s.vtype = st;
        memcpy(s.swz, sel, n);
      } else if (s.kind == LV_SWIZZLE) {
        uint8_t o[16];
        memcpy(o, s.swz, sizeof o);
        for (uint32_t i = 0; i < n; i++) s.swz[i] = o[sel[i]];
      } else {
        gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this cast cannot be assigned to");
        return lv_none(tt);
      }
      s.nswz = (uint8_t)n;
      s.type = tt;
      return s;
    }
    if (s.kind == LV_ADDR && !s.cb && s.ptr) {
      /* the lvalue keeps x's own array type (a vector: the array of its
       * components, the same memory): element accesses index x as it is,
       * copies of the cast's N elements touch only those */
      if (s.type->kind == T_VECTOR) s.type = hl_array(g->c, hl_scalar(g->c, s.type->sk), s.type->n);
      return s;
    }
    if (s.kind != LV_NONE)
      gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "array cast of a constant-buffer, resource or swizzled value is not supported");
    return lv_none(e->type);
  }
  case E_NAME: {
    Decl *d = e->decl;
    if (!d || d->vk == VK_RESOURCE) return lv_none(e->type);
    d->used = true;
    if (g->is_entry && g->fdecl && hl_decl_rare(g->fdecl)->node && hl_is_node(d->type, false))
      gen_node_param_use(g, d); /* a node entry's input or output: its handle (irgen_node.c) */
    LValue lv = lv_addr(gen_var_addr(g, d), e->type);
    lv.cb = d->vk == VK_CBUFFER && !d->gec_written && lv.ptr;
    lv.precise = (d->quals & Q_PRECISE) != 0;
    return lv;
  }
  case E_INDEX: {
    HType *at = e->a->type;
    if (hl_is_node(at, false)) return gen_node_index(g, e); /* irgen_node.c */
    if (at->kind == T_RESOURCE) return gen_res_elem(g, e);
    if (at->kind == T_ARRAY) {
      gen_note_res_param_index(g, e); /* T t[] parameters: what callers must pass (irgen_res.c) */
      /* an element of (T[N])x is one of x's (gen_agg would read a converted copy) */
      LValue base = rooted_in_mixed(e->a) || (e->a->kind == E_CAST && e->a->lvalue)
                        ? gen_lvalue(g, e->a)
                        : gen_agg(g, e->a);
      IrValue *ix = gen_rvalue(g, e->b);
      return lv_index(g, &base, ix);
    }
    if (at->kind == T_VECTOR) {
      LValue base = gen_lvalue(g, e->a);
      uint64_t ci;
      bool cidx = sema_const_uint(g->c, e->b, &ci);
      if ((cidx && ci >= at->n) || base.kind == LV_UNDEF) { /* out of bounds where clang does not check */
        LValue u = lv_none(e->type);
        u.kind = LV_UNDEF;
        return u;
      }
      if (base.kind == LV_ADDR) {
        LValue r = base;
        r.vtype = at;
        r.type = e->type;
        if (cidx) {
          r.kind = LV_SWIZZLE;
          r.swz[0] = (uint8_t)ci;
          r.nswz = 1;
        } else {
          r.kind = LV_ELEM;
          r.idx = gen_rvalue(g, e->b);
        }
        return r;
      }
      if (base.kind == LV_SWIZZLE && cidx && ci < base.nswz) {
        LValue r = base;
        r.swz[0] = base.swz[ci];
        r.nswz = 1;
        r.type = e->type;
        return r;
      }
      bool consecutive = base.kind == LV_SWIZZLE;
      for (uint32_t i = 1; consecutive && i < base.nswz; i++)
        consecutive = base.swz[i] == base.swz[0] + i;
      if (consecutive || base.kind == LV_DYNROW) {
        /* m[r][i] / m[i][j]: one element of the matrix at a computed index */
        IrValue *ix = gen_rvalue(g, e->b);
        IrType *it = ix ? ix->type : ir_type_int(g->m, 32);
        IrValue *first = base.kind == LV_DYNROW
                             ? ir_build_binop(&g->b, IR_MUL, base.idx, ir_const_int(g->m, it, base.vtype->m), "")
                             : ir_const_int(g->m, it, base.swz[0]);
        LValue r = base;
        r.kind = LV_ELEM;
        r.type = e->type;
        r.idx = ix ? ir_build_binop(&g->b, IR_ADD, first, ix, "") : NULL;
        if (r.idx) return r;
      }
      if (base.kind == LV_SWIZZLE && base.nswz > 1) {
        /* v.wy[i] / m._m11_m10[i]: the element the swizzle selects at i,
         * chosen among its (constant) positions */
        IrValue *ix = gen_rvalue(g, e->b);
        if (!ix) return lv_none(e->type);
        IrType *it = ix->type;
        IrValue *pos = ir_const_int(g->m, it, base.swz[0]);
        for (uint32_t k = 1; k < base.nswz && pos; k++) {
          IrValue *is_k = ir_build_icmp(&g->b, IR_ICMP_EQ, ix, ir_const_int(g->m, it, k), "");
          pos = is_k ? ir_build_select(&g->b, is_k, ir_const_int(g->m, it, base.swz[k]), pos, "") : NULL;
        }
        LValue r = base;
        r.kind = LV_ELEM;
        r.type = e->type;
        r.idx = pos;
        if (r.idx) return r;
      }
      gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "dynamic indexing of a swizzle is not supported");
      return lv_none(e->type);
    }
    if (at->kind == T_MATRIX) { /* m[row] */
      LValue base = gen_lvalue(g, e->a);
      if (base.kind == LV_UNDEF) {
        base.type = e->type;
        return base;
      }
      if (base.kind != LV_ADDR && base.kind != LV_SWIZZLE) {
        gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "indexing this matrix expression is not supported");
        return lv_none(e->type);
      }
      uint64_t ci;
      LValue r = base;
      r.vtype = at;
      r.type = e->type;
      if (sema_const_uint(g->c, e->b, &ci) && ci >= at->n) { /* unchecked out of bounds: undefined */
        LValue u = lv_none(e->type);
        u.kind = LV_UNDEF;
        return u;
      }
      if (base.kind == LV_SWIZZLE) { /* a row of a truncated matrix ((float3x3)m)[1] */
        if (!sema_const_uint(g->c, e->b, &ci) || ci >= at->n) {
          gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "indexing this matrix expression is not supported");
          return lv_none(e->type);
        }
        r.vtype = base.vtype;
        for (uint32_t j = 0; j < at->m; j++) r.swz[j] = base.swz[ci * at->m + j];
        r.nswz = (uint8_t)at->m;
        return r;
      }
      if (sema_const_uint(g->c, e->b, &ci)) {
        r.kind = LV_SWIZZLE;
        for (uint32_t j = 0; j < at->m; j++) r.swz[j] = (uint8_t)(ci * at->m + j);
        r.nswz = (uint8_t)at->m;
      } else {
        r.kind = LV_DYNROW;
        r.idx = gen_rvalue(g, e->b);
        if (!r.idx) return lv_none(e->type);
      }
      return r;
    }
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "unsupported subscript");
    return lv_none(e->type);
  }
  case E_MEMBER: {
    if (sema_is_cb_view(e->a->type)) { /* CB.F of a ConstantBuffer<S> */
      LValue base = gen_cb_view_lvalue(g, e->a);
      return lv_field(g, &base, e->field);
    }
    if (gen_is_status_member(e)) return gen_load_status_member(g, e); /* SB.Load(i, st).f: irgen_tex.c */
    LValue base = rooted_in_mixed(e->a) ? gen_lvalue(g, e->a) : gen_agg(g, e->a);
    LValue f = lv_field(g, &base, e->field);
    return hl_expr_rare(e)->bitfield ? lv_bitfield(g, &f, hl_expr_rare(e)->bitfield) : f;
  }
  case E_SWIZZLE: {
    LValue base = gen_lvalue(g, e->a);
    if (base.kind == LV_UNDEF) {
      base.type = e->type;
      return base;
    }
    if (base.kind == LV_ADDR) {
      LValue r = base;
      r.kind = LV_SWIZZLE;
      r.vtype = e->a->type;
      r.type = e->type;
      memcpy(r.swz, e->swz, 4);
      r.nswz = e->nswz;
      return r;
    }
    if (base.kind == LV_SWIZZLE) {
      LValue r = base;
      for (uint32_t i = 0; i < e->nswz; i++) r.swz[i] = base.swz[e->swz[i]];
      r.nswz = e->nswz;
      r.type = e->type;
      return r;
    }
    if (base.kind == LV_DYNROW && e->nswz == 1 && base.idx) {
      /* m[i].y: element i * cols + 1 of the matrix */
      IrType *it = base.idx->type;
      LValue r = base;
      r.kind = LV_ELEM;
      r.type = e->type;
      r.idx = ir_build_binop(&g->b, IR_ADD,
                             ir_build_binop(&g->b, IR_MUL, base.idx, ir_const_int(g->m, it, base.vtype->m), ""),
                             ir_const_int(g->m, it, e->swz[0]), "");
      if (r.idx) return r;
    }
    return lv_none(e->type);
  }
  default:
    if (is_agg(e->type)) return gen_agg(g, e);
    /* an rvalue used where an address is needed: spill to a temporary */
    {
      IrValue *v = gen_rvalue(g, e);
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, e->type), "tmp");
      LValue lv = lv_addr(tmp, e->type);
      gen_store(g, &lv, v);
      return lv;
    }
  }
}

/* ---- calls --------------------------------------------------------------------------- */

/* Can a member function's `this` be the object's own address: ordinary
 * memory in address space 0 (locals, static globals), not a resource
 * element, constant-buffer data or groupshared memory? */
static bool this_by_reference(const LValue *lv) {
  if (lv->kind != LV_ADDR || lv->res_ptr || lv->cb || !lv->ptr || !lv->ptr->type) return false;
  return lv->ptr->type->kind == IR_TY_PTR && lv->ptr->type->addrspace == 0;
}

static bool res_array_arg(Gen *g, Decl *f, Decl *p, Expr *a, IrValue **out);

/* (P)s with s a struct of another type than P and not derived from it:
 * as an out/inout argument, copied in and out by flat conversion. */
static bool is_struct_cast_arg(const Expr *a) {
  return a && a->kind == E_CAST && a->type && a->type->kind == T_STRUCT && a->a && a->a->type &&
         a->a->type->kind == T_STRUCT && a->a->type->st != a->type->st &&
         !sema_base_depth(a->a->type->st, a->type->st);
}

/* Same type to the last detail, matrix orientation included (a matrix whose
 * orientation changes must be copied, DXC's AreMatrixArrayOrientationMatching). */
static bool same_arg_type(const HType *a, const HType *b) {
  if (!hl_type_equal(a, b)) return false;
  while (a->kind == T_ARRAY) a = a->elem, b = b->elem;
  return a->kind != T_MATRIX || a->row_major == b->row_major;
}

/* DXC's rule to skip copy-in/copy-out of an argument passed by address
 * (CGMSHLSLRuntime::EmitHLSLOutParamConversionInit): the argument is a
 * plain lvalue (an `in` aggregate: a variable, member or element, not a
 * conversion) whose address is rooted at a local variable no earlier
 * argument of the call is rooted at, of exactly the parameter's type; no
 * object, resource or constant-buffer data. hlslc applies it to calls that
 * stay calls (a library's external functions, declared only): the others
 * are inlined, where the copies go anyway. The local variable then keeps
 * its address in the call, as DXC passes it. Returns the pointer to pass,
 * or NULL to copy; *roots collects the roots (also for the argument whose
 * type differs, as DXC does). */
static IrValue *skip_copy_arg(Gen *g, Expr *a, HType *pt, bool out, LValue *lv, IrValue **roots, uint32_t *nroots,
                              bool *late_copy) {
  if (!out) {
    const Expr *x = a;
    if (x->kind != E_NAME && x->kind != E_MEMBER && x->kind != E_INDEX) return NULL;
  }
  if (lv->kind != LV_ADDR || lv->res_ptr || lv->cb || lv->rec || !lv->ptr || !lv->ptr->type ||
      lv->ptr->type->kind != IR_TY_PTR || lv->ptr->type->addrspace != 0 || hl_contains_resource(pt))
    return NULL;
  IrInst *root = ir_as_inst(ir_pointer_root(lv->ptr));
  if (!root || root->op != IR_ALLOCA) return NULL;
  for (uint32_t i = 0; i < *nroots; i++)
    if (roots[i] == &root->v) return NULL;
  roots[(*nroots)++] = &root->v;
  if (!same_arg_type(a->type, pt) || !same_arg_type(lv->type, pt) || gen_mem_type(g, lv->type) != gen_mem_type(g, pt))
    return NULL;
  /* a variable that is an array of vectors is copied all the same, later
   * and without lifetime markers (DXC's HLLegalizeParameter: its arrays of
   * vectors become arrays of scalars) */
  const Expr *x = a;
  while (x->kind == E_INDEX || x->kind == E_MEMBER) x = x->a;
  const HType *vt = x->kind == E_NAME && x->decl ? x->decl->type : NULL;
  if (vt && vt->kind == T_ARRAY) {
    while (vt->kind == T_ARRAY) vt = vt->elem;
    if (vt->kind == T_VECTOR) {
      *late_copy = true;
      return NULL;
    }
  }
  return lv->ptr;
}

static IrValue *gen_user_call(Gen *g, Expr *e, LValue *result) {
  Decl *f = e->decl;
  if (f && f->def) f = f->def;
  /* a library's patch constant function called as a function: its plain copy */
  IrFunc *fn = f ? (hl_decl_rare(f)->lib_pc_plain ? hl_decl_rare(f)->lib_pc_plain : f->ir) : NULL;
  if (!fn) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "call to '%s' cannot be generated", e->name);
    return NULL;
  }
  uint32_t n = fn->nargs;
  IrValue **args = arena_alloc(g->c->arena, sizeof(IrValue *) * (n + 1));
  LValue *outs = arena_alloc(g->c->arena, sizeof(LValue) * (f->nparams + 1));
  IrValue **temps = arena_alloc(g->c->arena, sizeof(IrValue *) * (f->nparams + 1));
  if (!args || !outs || !temps) return NULL;
  memset(temps, 0, sizeof(IrValue *) * (f->nparams + 1));
  uint32_t k = 0;
  /* a call that stays one (a library's external function): arguments by address may skip their copies */
  bool stays = g->c->opt && g->c->opt->dx.target.stage == STAGE_LIBRARY && !f->body;
  IrValue **roots = arena_alloc(g->c->arena, sizeof(IrValue *) * (f->nparams + 1));
  bool *late_copies = arena_alloc(g->c->arena, sizeof(bool) * (f->nparams + 1));
  uint32_t nroots = 0;
  if (!roots || !late_copies) return NULL;
  memset(late_copies, 0, sizeof(bool) * (f->nparams + 1));
  /* memory crossing a library boundary holds column-major matrices in
   * DXC's memory orientation (gen_copy_oriented): such arguments and
   * results go through reordered copies */
  bool bmem = gen_boundary_memory(g, f);
  IrValue *sret = NULL;
  bool res_ret = gen_res_by_addr(g, f, f->type); /* lib_6_x: a resource result through sret memory */
  if (f->type->kind == T_STRUCT || f->type->kind == T_ARRAY || res_ret) { /* results by pointer (irgen.c) */
    sret = gen_alloca(g, gen_mem_type(g, f->type), "agg.tmp");
    args[k++] = sret;
  }
  for (uint32_t i = 0; i < f->nparams && k < n; i++) {
    Decl *p = f->params[i];
    /* a default argument the definition does not repeat is the prototype's
     * (the declaration the call resolved to, e->decl) */
    Expr *a = i < e->nargs ? e->args[i] : p->init;
    if (!a && e->decl && e->decl != f && i < e->decl->nparams) a = e->decl->params[i]->init;
    if (!a) {
      gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "call to '%s' cannot be generated: no value for parameter '%s'", e->name,
                p->name);
      return NULL;
    }
    HType *pt = p->type;
    /* an inout resource of a function across the lib_6_x boundary may come
     * back changed: copied back as any inout argument (DXC) */
    bool pout = (p->quals & Q_OUT) || (p->res_inout && a->lvalue && !a->readonly && gen_res_by_addr(g, f, pt));
    if (pout && !(p->is_this && hl_expr_rare(e)->this_copy) && is_struct_cast_arg(a)) {
      /* (P)s for an out/inout P of another struct type: the temporary
       * takes s's leaves converted (flat conversion in), and s takes the
       * temporary's back into its first leaves after the call (out), as
       * DXC's copy-in/copy-out of a cast argument; s is evaluated once */
      outs[i] = gen_lvalue(g, a->a);
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, pt), "tmp");
      temps[i] = tmp;
      gen_lifetime_marker(g, tmp, true);
      LValue tl = lv_addr(tmp, pt);
      if (p->quals & Q_IN) {
        ScalarVec sv = {0};
        collect_leaves(g, &outs[i], a->a->type, &sv);
        uint32_t pos = 0;
        store_leaves(g, &tl, pt, &sv, &pos);
      }
      args[k++] = tmp;
    } else if (pout && !(p->is_this && hl_expr_rare(e)->this_copy)) {
      outs[i] = gen_lvalue(g, a);
      if (p->is_this && this_by_reference(&outs[i])) {
        /* the object itself, as DXC passes `this` */
        temps[i] = NULL;
        args[k++] = outs[i].ptr;
        continue;
      }
      bool late = false;
      bool orient = bmem && gen_has_col_major(pt);
      IrValue *direct = stays && !p->is_this && !orient ? skip_copy_arg(g, a, pt, true, &outs[i], roots, &nroots, &late) : NULL;
      if (direct) {
        temps[i] = NULL;
        args[k++] = direct;
        continue;
      }
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, pt), "tmp");
      temps[i] = tmp;
      if (late) late_copies[i] = true;
      /* DXC: the copy-in/copy-out temporary lives from here to after the
       * copy back */
      if (!late) gen_lifetime_marker(g, tmp, true);
      LValue tl = lv_addr(tmp, pt);
      if (p->quals & Q_IN) {
        if (orient && same_arg_type(a->type, pt)) gen_copy_oriented(g, pt, &tl, &outs[i], true);
        else if (orient && !is_agg(pt)) {
          LValue cv = lv_addr(gen_alloca(g, gen_mem_type(g, pt), ""), pt);
          gen_store(g, &cv, gen_convert(g, gen_load(g, &outs[i]), a->type, pt));
          gen_copy_oriented(g, pt, &tl, &cv, true);
        } else if (is_agg(pt)) gen_copy(g, pt, &tl, &outs[i]);
        else gen_store(g, &tl, gen_convert(g, gen_load(g, &outs[i]), a->type, pt));
      }
      args[k++] = tmp;
    } else if (gen_res_by_addr(g, f, pt)) {
      /* lib_6_x: a resource crosses the library boundary by address */
      IrValue *v = gen_rvalue(g, a);
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, pt), "agg.tmp");
      if (!v || !tmp) return NULL;
      ir_build_store(&g->b, v, tmp);
      args[k++] = tmp;
    } else if (res_array_arg(g, f, p, a, &args[k])) {
      if (!args[k++]) return NULL;
    } else if (is_agg(pt)) {
      /* handles of a global struct passed by value count as uses in the
       * callee, backwards (DXC's order: irgen_res.c) */
      bool quiet = g->use_quiet;
      if (hl_contains_resource(pt)) {
        gen_note_param_uses(g, f, i, a);
        g->use_quiet = true;
      }
      LValue src = gen_agg(g, a);
      g->use_quiet = quiet;
      bool late = false;
      bool orient = bmem && gen_has_col_major(pt);
      IrValue *direct = stays && !orient ? skip_copy_arg(g, a, pt, false, &src, roots, &nroots, &late) : NULL;
      if (direct) {
        args[k++] = direct;
        continue;
      }
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, pt), "agg.tmp");
      LValue tl = lv_addr(tmp, pt);
      if (orient) gen_copy_oriented(g, pt, &tl, &src, true);
      else gen_copy(g, pt, &tl, &src);
      args[k++] = tmp;
    } else {
      args[k++] = gen_rvalue(g, a);
    }
  }
  g->b.loc = hl_expr_loc(e);
  IrValue *r = ir_build_call(&g->b, fn, args, k, "");
  if (!f->body && r && r->kind == IR_V_INST && fn->param_attrs) {
    /* a call that stays one carries clang's call-site attributes: the
     * callee's sret and dereferenceable(N) (not its noalias, a prologue's) */
    IrInst *ci = (IrInst *)r;
    IrAttrSet **aa = arena_alloc(g->c->arena, sizeof(IrAttrSet *) * (k + 1));
    if (aa) {
      memset(aa, 0, sizeof(IrAttrSet *) * (k + 1));
      bool any = false;
      for (uint32_t j = 0; j < k && j < fn->nargs; j++) {
        IrAttrSet *pa = fn->param_attrs[j];
        const IrAttr *sr = pa ? ir_attrs_find(pa, "sret") : NULL;
        const IrAttr *dr = pa ? ir_attrs_find(pa, "dereferenceable") : NULL;
        if (!sr && !dr) continue;
        if (!(aa[j] = ir_attrs_new(g->m))) break;
        if (sr) ir_attrs_add(g->m, aa[j], "sret", NULL);
        if (dr) ir_attrs_add(g->m, aa[j], "dereferenceable", dr->value);
        any = true;
      }
      if (any) ci->call_arg_attrs = aa;
    }
  }
  if (r && r->type && r->type->kind == IR_TY_STRUCT && !sret && f->type->kind == T_MATRIX) {
    /* a library function's matrix result, DXC's class: stored into vector
     * storage and read back as the matrix */
    IrValue *tmp = gen_alloca(g, gen_mem_type(g, f->type), "");
    ir_build_store(&g->b, r, tmp);
    LValue lv = lv_addr(tmp, f->type);
    r = gen_load(g, &lv);
  }
  for (uint32_t i = 0; i < f->nparams && i < e->nargs; i++) {
    Decl *p = f->params[i];
    bool pout = (p->quals & Q_OUT) || (p->res_inout && gen_res_by_addr(g, f, p->type));
    /* `this` goes back only when the member function may have changed it */
    if (!pout || !temps[i] || (p->is_this && (hl_expr_rare(e)->this_copy || !hl_decl_rare(f)->this_written)))
      continue; /* no temporary: the object itself was passed */
    LValue tl = lv_addr(temps[i], p->type);
    if (is_struct_cast_arg(e->args[i])) {
      ScalarVec sv = {0};
      collect_leaves(g, &tl, p->type, &sv);
      uint32_t pos = 0;
      store_prefix(g, &outs[i], e->args[i]->a->type, &sv, &pos);
    } else if (bmem && gen_has_col_major(p->type)) {
      /* back from DXC's memory orientation */
      LValue cv = lv_addr(gen_alloca(g, gen_mem_type(g, p->type), ""), p->type);
      gen_copy_oriented(g, p->type, &cv, &tl, false);
      if (is_agg(p->type)) gen_copy(g, p->type, &outs[i], &cv);
      else gen_store(g, &outs[i], gen_convert(g, gen_load(g, &cv), p->type, e->args[i]->type));
    } else if (is_agg(p->type)) gen_copy(g, p->type, &outs[i], &tl);
    else gen_store(g, &outs[i], gen_convert(g, gen_load(g, &tl), p->type, e->args[i]->type));
  }
  for (uint32_t i = 0; i < f->nparams; i++)
    if (temps[i] && !late_copies[i]) gen_lifetime_marker(g, temps[i], false);
  if (sret) {
    if (bmem && gen_has_col_major(f->type)) { /* the result, from DXC's memory orientation */
      IrValue *cv = gen_alloca(g, gen_mem_type(g, f->type), "");
      LValue d = lv_addr(cv, f->type), s = lv_addr(sret, f->type);
      gen_copy_oriented(g, f->type, &d, &s, false);
      sret = cv;
    }
    if (res_ret) return ir_build_load(&g->b, gen_mem_type(g, f->type), sret, "");
    if (result) *result = lv_addr(sret, f->type);
    return NULL;
  }
  return r;
}

/* ---- aggregates ---------------------------------------------------------------------- */

/* Store the handles of the global resource aggregate `src` (of type t) into
 * the local aggregate dst, leaf by leaf, through synthesized member/index
 * expressions so each leaf gets the handle its own access would get. */
static void fill_res_agg(Gen *g, Expr *src, HType *t, LValue *dst);

/* A resource array argument for a resource-array parameter when either has
 * no size (Texture2D t[] parameters, unbounded globals; DXC accepts both
 * ways): a temporary with the handles of the elements the callee can reach -
 * the parameter's size, else the argument's, else as many as the callee's
 * code indexes (Decl.res_reach). False when this does not apply; *out is
 * the argument, NULL after an error. */
static bool res_array_arg(Gen *g, Decl *f, Decl *p, Expr *a, IrValue **out) {
  HType *pt = p->type;
  while (a->kind == E_CONV && a->a->type->kind == T_ARRAY) a = a->a;
  HType *at = a->type;
  if ((p->quals & Q_OUT) || pt->kind != T_ARRAY || pt->elem->kind != T_RESOURCE || at->kind != T_ARRAY ||
      (pt->count && at->count))
    return false;
  *out = NULL;
  const Expr *root = a;
  while (root->kind == E_INDEX || root->kind == E_MEMBER) root = root->a;
  bool global = root->kind == E_NAME && root->decl && root->decl->vk == VK_RESOURCE;
  if (!pt->count && !at->count && a->kind == E_NAME && a->decl && a->decl->vk == VK_PARAM) {
    /* an unsized parameter passed on: the same handles; the outer
     * parameter must reach what this callee reaches */
    hl_decl_rare_w(g->c, a->decl)->res_reach_dyn |= hl_decl_rare(p)->res_reach_dyn || !f->ir || !((IrFunc *)f->ir)->nblocks;
    if (hl_decl_rare(p)->res_reach > hl_decl_rare(a->decl)->res_reach) hl_decl_rare_w(g->c, a->decl)->res_reach = hl_decl_rare(p)->res_reach;
    LValue lv = gen_agg(g, a);
    *out = lv.ptr;
    return true;
  }
  uint32_t n = pt->count ? pt->count : at->count;
  if (!n) {
    if (hl_decl_rare(p)->res_reach_dyn || !f->ir || !((IrFunc *)f->ir)->nblocks) {
      gen_error(g, GE_UNSUPPORTED, hl_expr_loc(a),
                "an unbounded resource array passed to a parameter of unknown size must be indexed with "
                "constants in the callee");
      return true;
    }
    n = hl_decl_rare(p)->res_reach;
  }
  HType *et = hl_array(g->c, pt->elem, n);
  IrValue *tmp = gen_alloca(g, gen_mem_type(g, et), "agg.tmp");
  if (!tmp) return true;
  LValue tl = lv_addr(tmp, et);
  if (global) {
    fill_res_agg(g, a, et, &tl);
  } else {
    LValue src = gen_agg(g, a);
    gen_copy(g, et, &tl, &src);
  }
  *out = tmp;
  return true;
}

static void fill_res_agg(Gen *g, Expr *src, HType *t, LValue *dst) {
  if (t->kind == T_RESOURCE) {
    IrValue *h = gen_handle(g, src);
    if (h) gen_store(g, dst, h);
    return;
  }
  if (t->kind == T_STRUCT) {
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      HType *ft = t->st->fields[i].type;
      if (!ft || ft->kind == T_ERROR || !hl_contains_resource(ft)) continue;
      Expr *m = hl_expr_new(g->c);
      if (!m) return;
      m->kind = E_MEMBER;
      hl_expr_copy_loc(g->c, m, src);
      m->type = ft;
      m->a = src;
      m->field = i;
      LValue d = lv_field(g, dst, i);
      fill_res_agg(g, m, ft, &d);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      Expr *ix = hl_expr_new(g->c);
      Expr *x = hl_expr_new(g->c);
      if (!ix || !x) return;
      ix->kind = E_INT;
      hl_expr_copy_loc(g->c, ix, src);
      ix->type = hl_scalar(g->c, SK_UINT);
      ix->ival = i;
      ix->has_const = true;
      ConstVal v = {.n = 1, .sk = SK_UINT};
      v.c[0].u = i;
      hl_cv_set(g->c, ix, &v);
      x->kind = E_INDEX;
      hl_expr_copy_loc(g->c, x, src);
      x->type = t->elem;
      x->a = src;
      x->b = ix;
      LValue d = lv_index(g, dst, i32c(g, i));
      fill_res_agg(g, x, t->elem, &d);
    }
  }
}

static IrValue *gen_assign(Gen *g, Expr *e);
static bool is_prefix_cast_assign(const Expr *e);

LValue gen_agg(Gen *g, Expr *e) {
  g->b.loc = hl_expr_loc(e);
  HType *t = e->type;
  switch (e->kind) {
  case E_CAST: /* (T[N])x read as a value: the conversion (the lvalue is for writes) */
    if (e->lvalue && e->b) return gen_agg(g, e->b);
    break;
  case E_NAME: case E_INDEX: case E_MEMBER: {
    if (e->kind != E_NAME && t->kind != T_RESOURCE && gen_only_resources(t)) {
      const Expr *root = e;
      while (root && (root->kind == E_INDEX || root->kind == E_MEMBER)) root = root->a;
      const HType *rt = root && root->kind == E_NAME && root->decl ? root->decl->type : NULL;
      while (rt && rt->kind == T_ARRAY) rt = rt->elem;
      if (rt && root->decl->vk == VK_RESOURCE && !sema_is_cb_view(rt)) {
        /* part of a global array/struct of resources used as a value
         * (RWBuffer<float4> a[3] = Other[m];): a temporary with the
         * handles of its own elements, each made with its (dynamic) index */
        IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "res.agg");
        if (!tmp) return lv_none(t);
        LValue r = lv_addr(tmp, t);
        fill_res_agg(g, e, t, &r);
        return r;
      }
    }
    LValue r = gen_lvalue(g, e);
    if (r.kind == LV_NONE && hl_contains_resource(t) && t->kind != T_RESOURCE) {
      const Expr *root = e;
      while (root && (root->kind == E_INDEX || root->kind == E_MEMBER)) root = root->a;
      if (root && root->kind == E_NAME && root->decl && root->decl->vk == VK_RESOURCE) {
        /* a global struct/array of resources used as a value: a temporary
         * holding a copy of each of its handles */
        IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "res.agg");
        if (!tmp) return r;
        r = lv_addr(tmp, t);
        fill_res_agg(g, e, t, &r);
      }
    } else if (r.kind == LV_ADDR && r.cb && hl_contains_resource(t)) {
      const Expr *root = e;
      while (root && (root->kind == E_INDEX || root->kind == E_MEMBER)) root = root->a;
      if (root && root->kind == E_NAME && root->decl && root->decl->nres) {
        /* a struct mixing data and resources used as a value: its data
         * comes from the constant buffer, its handles from the resources
         * it was split into */
        IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "res.agg");
        if (!tmp) return r;
        LValue l = lv_addr(tmp, t);
        gen_copy(g, t, &l, &r);
        fill_res_agg(g, e, t, &l);
        r = l;
      }
    }
    return r;
  }
  case E_CALL: {
    if (e->intrin == IN_HO_METHOD && hl_is_hitobject(t, false)) { /* dx::HitObject::MakeNop() ... */
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "ho.tmp");
      LValue r = lv_addr(tmp, t);
      gen_ho_call(g, e, &r);
      return r;
    }
    if (e->intrin >= 0) break;
    LValue r = lv_none(t);
    gen_user_call(g, e, &r);
    return r;
  }
  case E_METHOD: {
    if (e->intrin == RM_BUF_LOAD_STATUS) return gen_load_status_agg(g, e); /* irgen_tex.c */
    if (gen_is_bab_agg_load(e)) return gen_bab_elem(g, e);             /* BAB.Load<S>: irgen_res.c */
    /* SB.Load(i) of a struct: the element itself */
    if (e->intrin == IN_M_LOAD) {
      Expr tmp = *e;
      tmp.kind = E_INDEX;
      tmp.b = e->args[0];
      return gen_res_elem(g, &tmp);
    }
    if (e->intrin == IN_M_CONSUME) return gen_consume_elem(g, e); /* irgen_res.c */
    if (e->intrin == IN_NODE_METHOD) return gen_node_method_lv(g, e); /* irgen_node.c */
    if (e->intrin == IN_HO_METHOD && hl_is_hitobject(t, false)) { /* h.MakeNop(): a static method */
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "ho.tmp");
      LValue r = lv_addr(tmp, t);
      gen_ho_call(g, e, &r);
      return r;
    }
    break;
  }
  case E_CONSTRUCT:
    if (hl_is_rayquery(t, false) && !e->nargs) { /* RayQuery<F>(): allocated here (irgen_rt.c) */
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "rq.tmp");
      LValue r = lv_addr(tmp, t);
      if (tmp) gen_rq_construct(g, &r, t);
      return r;
    }
    break;
  case E_ASSIGN: {
    if (g->cb_alias.len && gen_cb_alias_is_copy(g, e)) return gen_lvalue(g, e->b);
    if (is_prefix_cast_assign(e)) { /* its value is not used (the cast can only be assigned to) */
      gen_assign(g, e);
      return lv_none(t);
    }
    LValue dst = gen_lvalue(g, e->a);
    LValue src = gen_agg(g, e->b);
    gen_copy(g, t, &dst, &src);
    return dst;
  }
  case E_COMMA:
    if (is_agg(e->a->type)) gen_agg(g, e->a);
    else gen_rvalue(g, e->a);
    return gen_agg(g, e->b);
  case E_CONV: {
    Expr *a = e->a;
    if (sema_is_cb_view(a->type)) { /* the S it holds */
      LValue r = gen_cb_view_lvalue(g, a);
      if (!hl_contains_resource(t) || r.kind != LV_ADDR) return r;
      /* S's data from the buffer, its handles from the resources its
       * resource fields became ("C1.tex") */
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "res.agg");
      if (!tmp) return r;
      LValue l = lv_addr(tmp, t);
      gen_copy(g, t, &l, &r);
      fill_res_agg(g, a, t, &l);
      return l;
    }
    if (is_agg(a->type) && hl_type_equal(a->type, t)) return gen_agg(g, a);
    IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "agg.tmp");
    LValue dst = lv_addr(tmp, t);
    if (hl_is_numeric(a->type) && hl_components(a->type) == 1) { /* (S)x: a splat */
      IrValue *v = gen_rvalue(g, a);
      gen_splat_store(g, &dst, t, gen_extract(g, v, 0), hl_scalar(g->c, a->type->sk));
      return dst;
    }
    flat_convert(g, &dst, t, a); /* element by element, in flattened order */
    return dst;
  }
  case E_INIT_LIST: {
    IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "agg.tmp");
    LValue dst = lv_addr(tmp, t);
    gen_init(g, &dst, t, e);
    return dst;
  }
  case E_COND: {
    IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "cond.tmp");
    LValue dst = lv_addr(tmp, t);
    IrBlock *bt = gen_new_block(g, "cond.true"), *bf = gen_new_block(g, "cond.false"),
            *be = gen_new_block(g, "cond.end");
    IrValue *c = gen_bool(g, e->a);
    if (!c) return dst;
    ir_build_condbr(&g->b, c, bt, bf);
    gen_set_block(g, bt);
    LValue s1 = gen_agg(g, e->b);
    gen_copy(g, t, &dst, &s1);
    ir_build_br(&g->b, be);
    gen_set_block(g, bf);
    LValue s2 = gen_agg(g, hl_expr_c(e));
    gen_copy(g, t, &dst, &s2);
    ir_build_br(&g->b, be);
    gen_set_block(g, be);
    return dst;
  }
  default: break;
  }
  gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "unsupported aggregate expression");
  return lv_none(t);
}

/* ---- operators ------------------------------------------------------------------------- */

static IrValue *mask_shift(Gen *g, IrValue *amt, HType *t) {
  (void)t;
  uint32_t bits = ir_type_scalar(amt->type)->bits; /* min16int shifts mask to 15 */
  if (bits < 8) bits = 32;
  IrValue *m = ir_const_int(g->m, ir_type_scalar(amt->type), bits - 1);
  if (amt->type->kind == IR_TY_VECTOR) m = gen_splat(g, m, (uint32_t)amt->type->count);
  return gen_bin(g, IR_AND, amt, m);
}

/* a op b where both have the (numeric) operand type t. */
static IrValue *gen_binop(Gen *g, OpKind op, HType *t, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  bool isf = hl_sk_is_float(t->sk), sgn = hl_sk_is_signed(t->sk), isb = t->sk == SK_BOOL;
  switch (op) {
  case OP_ADD: case OP_SUB: case OP_MUL: {
    if (isf)
      return gen_fp_binop(g, op == OP_ADD ? IR_FADD : op == OP_SUB ? IR_FSUB : IR_FMUL, a, b);
    IrValue *r = gen_bin(g, op == OP_ADD ? IR_ADD : op == OP_SUB ? IR_SUB : IR_MUL, a, b);
    /* signed overflow is undefined, as in clang: DXC's "add nsw" (scalars
     * only: clang's isSignedIntegerOrEnumerationType is false for HLSL
     * vectors and matrices) */
    if (sgn && !isb && t->kind == T_SCALAR && r && r->kind == IR_V_INST) ((IrInst *)r)->flags |= IR_FLAG_NSW;
    return r;
  }
  case OP_DIV:
    return isf ? gen_fp_binop(g, IR_FDIV, a, b)
               : gen_bin(g, sgn ? IR_SDIV : IR_UDIV, a, b);
  case OP_MOD:
    return isf ? gen_fp_binop(g, IR_FREM, a, b)
               : gen_bin(g, sgn ? IR_SREM : IR_UREM, a, b);
  case OP_SHL: return gen_bin(g, IR_SHL, a, mask_shift(g, b, t));
  case OP_SHR:
    return gen_bin(g, sgn ? IR_ASHR : IR_LSHR, a, mask_shift(g, b, t));
  case OP_BAND: case OP_LAND: return gen_bin(g, IR_AND, a, b);
  case OP_BOR: case OP_LOR: return gen_bin(g, IR_OR, a, b);
  case OP_BXOR: return gen_bin(g, IR_XOR, a, b);
  case OP_LT: case OP_GT: case OP_LE: case OP_GE: case OP_EQ: case OP_NE: {
    if (isf) {
      IrPred p = op == OP_LT ? IR_FCMP_OLT : op == OP_GT ? IR_FCMP_OGT : op == OP_LE ? IR_FCMP_OLE
               : op == OP_GE ? IR_FCMP_OGE : op == OP_EQ ? IR_FCMP_OEQ : IR_FCMP_UNE;
      IrValue *r = ir_build_fcmp(&g->b, p, a, b, "");
      if (r && fast_math(g)) ((IrInst *)r)->flags |= IR_FMF_FAST;
      return r;
    }
    bool s = sgn && !isb;
    IrPred p = op == OP_EQ ? IR_ICMP_EQ : op == OP_NE ? IR_ICMP_NE
             : op == OP_LT ? (s ? IR_ICMP_SLT : IR_ICMP_ULT) : op == OP_GT ? (s ? IR_ICMP_SGT : IR_ICMP_UGT)
             : op == OP_LE ? (s ? IR_ICMP_SLE : IR_ICMP_ULE) : (s ? IR_ICMP_SGE : IR_ICMP_UGE);
    return ir_build_icmp(&g->b, p, a, b, "");
  }
  default: return NULL;
  }
}

IrValue *gen_bool(Gen *g, Expr *e) {
  IrValue *v = gen_rvalue(g, e);
  if (!v) return NULL;
  if (ir_type_is_int(v->type, 1)) return v;
  return gen_convert(g, v, e->type, hl_with_sk(g->c, e->type, SK_BOOL));
}

/* HLSL 2021 made &&, || and ?: short-circuit; before it (-HV 2018 and
 * older) every operand is evaluated (DXC). */
static bool short_circuits(Gen *g) {
  return !g->c->opt || !g->c->opt->hlsl_version || g->c->opt->hlsl_version >= 2021;
}

static IrValue *gen_logical(Gen *g, Expr *e) {
  bool is_and = e->op == OP_LAND;
  if (hl_components(e->type) > 1 || !e->b->side_effects || !short_circuits(g)) {
    IrValue *a = gen_rvalue(g, e->a);
    IrValue *b = gen_rvalue(g, e->b);
    return gen_binop(g, e->op, e->type, a, b);
  }
  IrValue *a = gen_bool(g, e->a);
  if (!a) return NULL;
  IrBlock *from = g->b.block;
  IrBlock *rhs = gen_new_block(g, is_and ? "land.rhs" : "lor.rhs");
  IrBlock *end = gen_new_block(g, is_and ? "land.end" : "lor.end");
  if (is_and) ir_build_condbr(&g->b, a, rhs, end);
  else ir_build_condbr(&g->b, a, end, rhs);
  gen_set_block(g, rhs);
  IrValue *b = gen_bool(g, e->b);
  if (!b) b = ir_const_i1(g->m, false);
  IrBlock *rhs_end = g->b.block;
  ir_build_br(&g->b, end);
  gen_set_block(g, end);
  IrInst *phi = ir_build_phi(&g->b, ir_type_int(g->m, 1), "");
  if (!phi) return NULL;
  ir_phi_add(g->m, phi, ir_const_i1(g->m, !is_and), from);
  ir_phi_add(g->m, phi, b, rhs_end);
  return &phi->v;
}

static IrValue *gen_cond_expr(Gen *g, Expr *e) {
  if ((!e->b->side_effects && !hl_expr_c(e)->side_effects) || !short_circuits(g)) {
    IrValue *c = gen_bool(g, e->a);
    IrValue *x = gen_rvalue(g, e->b);
    IrValue *y = gen_rvalue(g, hl_expr_c(e));
    if (!c || !x || !y) return NULL;
    return ir_build_select(&g->b, c, x, y, "");
  }
  IrValue *c = gen_bool(g, e->a);
  if (!c) return NULL;
  if (c->type->kind == IR_TY_VECTOR) {
    IrValue *x = gen_rvalue(g, e->b), *y = gen_rvalue(g, hl_expr_c(e));
    return ir_build_select(&g->b, c, x, y, "");
  }
  IrBlock *bt = gen_new_block(g, "cond.true"), *bf = gen_new_block(g, "cond.false"),
          *be = gen_new_block(g, "cond.end");
  ir_build_condbr(&g->b, c, bt, bf);
  gen_set_block(g, bt);
  IrValue *x = gen_rvalue(g, e->b);
  IrBlock *xe = g->b.block;
  ir_build_br(&g->b, be);
  gen_set_block(g, bf);
  IrValue *y = gen_rvalue(g, hl_expr_c(e));
  IrBlock *ye = g->b.block;
  ir_build_br(&g->b, be);
  gen_set_block(g, be);
  if (!x || !y) return NULL;
  IrInst *phi = ir_build_phi(&g->b, x->type, "");
  if (!phi) return NULL;
  ir_phi_add(g->m, phi, x, xe);
  ir_phi_add(g->m, phi, y, ye);
  return &phi->v;
}

static IrValue *one_of(Gen *g, HType *t) {
  ConstVal v;
  memset(&v, 0, sizeof v);
  v.n = 1;
  v.sk = t->sk;
  if (hl_sk_is_float(t->sk)) v.c[0].f = 1.0;
  else v.c[0].u = 1;
  return gen_const(g, &v, t);
}

/* ++x / x++ (and --): the operand updated in place; *out (when not NULL)
 * gets the operand's lvalue, which a prefix form designates. */
static IrValue *gen_incdec_lv(Gen *g, Expr *e, LValue *out) {
  LValue lv = gen_lvalue(g, e->a);
  HType *t = e->a->type;
  IrValue *old = gen_load(g, &lv);
  IrValue *nv = gen_binop(g, e->op, t, old, one_of(g, t));
  gen_store(g, &lv, nv);
  if (out) *out = lv;
  /* ++x designates x: an element of a raw or structured buffer is read
   * again (DXC: its memory is the resource's, which other threads may
   * write); a typed buffer's keeps the value stored */
  if (e->prefix && lv.res_ptr && lv.raw) return gen_load(g, &lv);
  return e->prefix ? nv : old;
}

static IrValue *gen_incdec(Gen *g, Expr *e) { return gen_incdec_lv(g, e, NULL); }

/* (B3)b = v with b a struct of another type whose first elements B3's are */
static bool is_prefix_cast_assign(const Expr *e) {
  const HType *lt = e->a->type;
  return lt->kind == T_STRUCT && e->a->kind == E_CAST && e->a->lvalue && e->a->a->type->kind == T_STRUCT &&
         e->a->a->type->st != lt->st && !sema_base_depth(e->a->a->type->st, lt->st);
}

static IrValue *gen_assign(Gen *g, Expr *e) {
  HType *lt = e->a->type;
  if (g->cb_alias.len && gen_cb_alias_is_copy(g, e)) return NULL; /* read in place (irgen_cbcopy.c) */
  if (is_prefix_cast_assign(e)) {
    /* (B3)b = v of numeric structs: v's elements into b's first ones */
    ScalarVec sv = {0};
    flatten_exprs(g, &e->b, 1, &sv);
    LValue dst = gen_lvalue(g, e->a->a);
    uint32_t pos = 0;
    store_prefix(g, &dst, e->a->a->type, &sv, &pos);
    return NULL;
  }
  if (is_agg(lt)) {
    LValue src = gen_agg(g, e->b);
    LValue dst = gen_lvalue(g, e->a);
    gen_copy(g, lt, &dst, &src);
    return NULL;
  }
  if (e->op == OP_NONE) {
    IrValue *v = gen_rvalue(g, e->b);
    LValue dst = gen_lvalue(g, e->a);
    gen_store(g, &dst, v);
    return v;
  }
  LValue dst = gen_lvalue(g, e->a);
  HType *ot = e->ty ? e->ty : lt;
  IrValue *old = gen_convert(g, gen_load(g, &dst), lt, ot);
  IrValue *rhs = gen_rvalue(g, e->b);
  IrValue *r = gen_binop(g, e->op, ot, old, rhs);
  r = gen_convert(g, r, ot, lt);
  gen_store(g, &dst, r);
  return r;
}

static IrValue *gen_swizzle_rvalue(Gen *g, Expr *e) {
  IrValue *v = gen_rvalue(g, e->a);
  if (!v) return NULL;
  if (v->type->kind != IR_TY_VECTOR) return gen_splat(g, v, e->nswz);
  if (e->nswz == 1) return gen_extract(g, v, e->swz[0]);
  uint32_t mask[4];
  for (uint32_t i = 0; i < e->nswz; i++) mask[i] = e->swz[i];
  return ir_build_shufflevector(&g->b, v, ir_poison(g->m, v->type), mask, e->nswz, "");
}

static IrValue *gen_construct(Gen *g, Expr *e) {
  ScalarVec sv = {0};
  flatten_exprs(g, e->args, e->nargs, &sv);
  uint32_t pos = 0;
  return build_numeric(g, e->type, &sv, &pos);
}

IrValue *gen_rvalue(Gen *g, Expr *e) {
  if (!e || !e->type) return NULL;
  HType *t = e->type;
  if (t->kind == T_ERROR) return NULL;
  if (e->has_const && hl_is_numeric(t) && t->kind != T_MATRIX && !e->side_effects)
    return gen_const(g, hl_cv(e), t);
  g->b.loc = hl_expr_loc(e);
  /* user functions returning resources (ConstantBuffer<T> getters): the call's value is the handle */
  if (t->kind == T_RESOURCE && e->kind == E_CALL && e->intrin < 0) return gen_user_call(g, e, NULL);
  if (t->kind == T_RESOURCE) return gen_handle(g, e);
  if ((e->kind == E_INDEX || e->kind == E_SWIZZLE) && gen_static_flat_alias(g, NULL)) {
    LValue fl; /* a static read as a flat view of cbuffer data (irgen_cbcopy.c) */
    if (gen_flat_alias_read(g, e, &fl)) return gen_load(g, &fl);
  }
  switch (e->kind) {
  case E_INT: case E_FLOAT: case E_BOOL:
    return gen_const(g, hl_cv(e), t);
  case E_NAME: case E_MEMBER: {
    LValue lv = gen_lvalue(g, e);
    return gen_load(g, &lv);
  }
  case E_INDEX: {
    HType *at = e->a->type;
    if (at->kind == T_VECTOR) {
      const char *cbn = cb_name_of(e->a);
      uint64_t ci;
      if (e->a->kind == E_INDEX && e->a->a->type->kind == T_MATRIX && !sema_const_uint(g->c, e->a->b, &ci)) {
        /* m[r][c] with a dynamic row: one element of the whole matrix */
        LValue lv = gen_lvalue(g, e);
        if (lv.kind != LV_ELEM || !lv.vtype || lv.vtype->kind != T_MATRIX) return gen_load(g, &lv);
        return extract_dyn(g, load_whole(g, &lv), lv.idx, lv.vtype, NULL, expr_start(e));
      }
      IrValue *v = gen_rvalue(g, e->a);
      IrValue *ix = gen_rvalue(g, e->b);
      if (!v || !ix) return NULL;
      if (v->type->kind != IR_TY_VECTOR) return v;
      return extract_dyn(g, v, ix, at, cbn, expr_start(e));
    }
    LValue lv = gen_lvalue(g, e);
    return gen_load(g, &lv);
  }
  case E_SWIZZLE: return gen_swizzle_rvalue(g, e);
  case E_UNARY: {
    IrValue *a = gen_rvalue(g, e->a);
    if (!a) return NULL;
    switch (e->op) {
    case OP_NEG:
      if (hl_sk_is_float(t->sk)) {
        IrInst *i = ir_build(&g->b, IR_FNEG, a->type, &a, 1);
        if (i && fast_math(g)) i->flags |= IR_FMF_FAST;
        return i ? &i->v : NULL;
      }
      return ir_build_binop(&g->b, IR_SUB, ir_const_zero(g->m, a->type), a, "");
    case OP_PLUS: return a;
    case OP_NOT: case OP_BITNOT: {
      IrValue *ones = ir_const_int(g->m, ir_type_scalar(a->type), ~0ull);
      if (a->type->kind == IR_TY_VECTOR) ones = ir_const_splat(g->m, a->type, ones);
      return ir_build_binop(&g->b, IR_XOR, a, ones, "");
    }
    default: return NULL;
    }
  }
  case E_BINARY:
    if (e->op == OP_LAND || e->op == OP_LOR) return gen_logical(g, e);
    {
      IrValue *a = gen_rvalue(g, e->a);
      IrValue *b = gen_rvalue(g, e->b);
      return gen_binop(g, e->op, e->a->type, a, b);
    }
  case E_ASSIGN: return gen_assign(g, e);
  case E_INCDEC: return gen_incdec(g, e);
  case E_COND: return gen_cond_expr(g, e);
  case E_COMMA:
    if (is_agg(e->a->type)) gen_agg(g, e->a);
    else gen_rvalue(g, e->a);
    return gen_rvalue(g, e->b);
  case E_CALL:
    if (e->intrin >= RM_FIRST) return gen_res_call(g, e); /* irgen_tex.c */
    if (e->intrin >= 0) return gen_intrinsic_call(g, e);
    return gen_user_call(g, e, NULL);
  case E_METHOD: {
    /* DXC locates what a method call compiles to at the start of the call
     * (the object), where its backend errors point */
    SrcLoc at = hl_expr_loc(e);
    hl_expr_set_loc(g->c, e, sema_start_loc(e));
    g->b.loc = hl_expr_loc(e);
    IrValue *r = gen_method(g, e);
    hl_expr_set_loc(g->c, e, at);
    return r;
  }
  case E_CONV: {
    if (e->a->type->kind == T_ERROR) return NULL;
    if (t->kind == T_VOID) {
      gen_rvalue(g, e->a);
      return NULL;
    }
    if (is_agg(e->a->type) && hl_is_numeric(t)) return flat_convert(g, NULL, t, e->a); /* (int2)arr */
    IrValue *v = gen_rvalue(g, e->a);
    return gen_convert(g, v, e->a->type, t);
  }
  case E_CAST: /* (void)x */
    if (e->lvalue) return e->b ? gen_rvalue(g, e->b) : NULL; /* (T[N])x read: converted */
    if (is_agg(e->a->type)) gen_agg(g, e->a);
    else gen_rvalue(g, e->a);
    return NULL;
  case E_CONSTRUCT: return gen_construct(g, e);
  case E_INIT_LIST: {
    ScalarVec sv = {0};
    flatten_exprs(g, e->args, e->nargs, &sv);
    uint32_t pos = 0;
    return hl_is_numeric(t) ? build_numeric(g, t, &sv, &pos) : NULL;
  }
  default: break;
  }
  if (is_agg(t)) {
    gen_agg(g, e);
    return NULL;
  }
  gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "unsupported expression");
  return NULL;
}
