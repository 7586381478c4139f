/* flatten_arrays.c - "dxil-flatten-arrays": memory objects made of vectors
 * and nested arrays become one-dimensional arrays of scalars.
 *
 * DXIL allows only one-dimensional arrays of scalars in memory: the
 * validator rejects `[4 x [16 x i32]]` ("Only one dimension allowed for
 * array type") and accesses to the components of an array of vectors
 * (which the scalarizer leaves as `getelementptr float, ptr %elt, i32 k`)
 * as out-of-bounds. DXC flattens such objects (its ".1dim" / ".v.1dim"
 * globals); this pass does the same for allocas and internal globals of
 * any address space (static, groupshared):
 *
 *   [N x <4 x float>]  -> [4N x float]     element i, component c at 4i + c
 *   [A x [B x i32]]    -> [AB x i32]       a, b at a*B + b
 *   <4 x float>        -> [4 x float]
 *
 * Every use of the object is rewritten from the flat scalar offset of the
 * pointer it goes through: GEPs (any source element type made of the same
 * scalar, including the scalarizer's per-component GEPs) only add to the
 * offset; loads and stores of scalars, vectors or arrays become one
 * scalar access per component through `getelementptr [M x T], ptr @obj,
 * i32 0, i32 off`; atomics get the flat pointer. Constant-expression GEPs
 * on the object are first turned into instructions. An object with any
 * other use (a pointer stored, passed to a call, merged by phi/select,
 * reinterpreted as another scalar type, or a struct inside) is left alone.
 * Global initializers are flattened in the same order.
 *
 * Upstream LLVM splits this into dxil-data-scalarization (vectors ->
 * arrays) and dxil-flatten-arrays; one walk over the uses does both here.
 * Runs before the scalarizer in the lowering pipeline.
 */
#include "opt_util.h"

#include <string.h>

typedef struct Flat {
  IrModule *m;
  Arena *a;            /* scratch arena (the module's) */
  OptMap uses;         /* IrValue* -> PtrVec* of user instructions (module-wide) */
  bool oom;            /* allocation failed */
} Flat;

/* ---- types -------------------------------------------------------------- */

static bool is_scalar_mem(const IrType *t) {
  return t && (t->kind == IR_TY_INT || t->kind == IR_TY_HALF || t->kind == IR_TY_FLOAT ||
               t->kind == IR_TY_DOUBLE);
}

/* The scalar type of t when t is built only from arrays and vectors of one
 * scalar type (or is that scalar), with its number of scalar leaves in
 * *count. NULL otherwise. */
static IrType *leaf_of(IrType *t, uint64_t *count) {
  uint64_t n = 1;
  while (t && (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR)) {
    if (t->count == 0 || n > (UINT64_C(1) << 32) / t->count) return NULL;
    n *= t->count;
    t = t->elem;
  }
  if (!is_scalar_mem(t)) return NULL;
  *count = n;
  return t;
}

/* Does an object of type t need flattening (a vector, or an array of
 * arrays or vectors)? */
static bool needs_flat(IrType *t) {
  uint64_t n;
  if (!leaf_of(t, &n)) return false;
  return t->kind == IR_TY_VECTOR || (t->kind == IR_TY_ARRAY && !is_scalar_mem(t->elem));
}

/* ---- use map ------------------------------------------------------------ */

static void add_use(Flat *F, IrValue *v, IrInst *user) {
  PtrVec *pv = optmap_get(&F->uses, v);
  if (!pv) {
    pv = arena_alloc(F->a, sizeof(PtrVec));
    if (!pv || !optmap_put(&F->uses, v, pv)) {
      F->oom = true;
      return;
    }
  }
  if (pv->len && pv->data[pv->len - 1] == user) return;
  if (!ptrvec_push(F->a, pv, user)) F->oom = true;
}

static void build_uses(Flat *F) {
  optmap_init(&F->uses, F->a);
  for (uint32_t fi = 0; fi < F->m->funcs.len; fi++) {
    IrFunc *f = F->m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next)
        for (uint32_t k = 0; k < i->nops; k++)
          if (i->ops[k] && (i->ops[k]->kind == IR_V_INST || i->ops[k]->kind == IR_V_GLOBAL))
            add_use(F, i->ops[k], i);
  }
}

static PtrVec *users_of(Flat *F, IrValue *v) { return optmap_get(&F->uses, v); }

/* ---- constant-expression GEPs ------------------------------------------ */

/* Is v a constant-expression GEP chain rooted at a global that needs
 * flattening? */
static bool cexpr_on_flat_global(IrValue *v, int depth) {
  if (!v || v->kind != IR_V_CONST_EXPR || depth > 16) return false;
  IrConst *c = (IrConst *)v;
  if (c->expr_op != IR_GEP || !c->nelems) return false;
  IrValue *base = c->elems[0];
  if (base->kind == IR_V_GLOBAL) return needs_flat(((IrGlobal *)base)->value_type);
  return cexpr_on_flat_global(base, depth + 1);
}

/* The constant GEP v as instructions before `at`. */
static IrValue *materialize(IrBuilder *b, IrValue *v, int depth) {
  if (v->kind != IR_V_CONST_EXPR || depth > 16) return v;
  IrConst *c = (IrConst *)v;
  IrValue *base = materialize(b, c->elems[0], depth + 1);
  return ir_build_gep(b, c->expr_type, base, c->elems + 1, c->nelems - 1,
                      (c->expr_flags & IR_FLAG_INBOUNDS) != 0, NULL);
}

/* Replace constant GEPs on flattenable globals by instructions (phis keep
 * theirs: the global is then left alone by the use check). */
static void expand_cexprs(Flat *F) {
  for (uint32_t fi = 0; fi < F->m->funcs.len; fi++) {
    IrFunc *f = F->m->funcs.data[fi];
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *i = f->blocks[bb]->first; i; i = i->next) {
        if (i->op == IR_PHI) continue;
        for (uint32_t k = 0; k < i->nops; k++) {
          if (!cexpr_on_flat_global(i->ops[k], 0)) continue;
          IrBuilder b;
          ir_builder_before(&b, F->m, i);
          b.loc = i->loc;
          IrValue *nv = materialize(&b, i->ops[k], 0);
          if (nv) ir_inst_set_operand(i, k, nv);
        }
      }
  }
}

/* ---- checking the uses --------------------------------------------------- */

/* Is `t` (a type accessed through a pointer into the object) made of the
 * object's scalar type? */
static bool same_leaf(IrType *t, IrType *leaf) {
  uint64_t n;
  return leaf_of(t, &n) == leaf;
}

static bool is_lifetime(IrInst *i) {
  IrFunc *f = i->op == IR_CALL ? ir_call_callee(i) : NULL;
  return f && f->v.name &&
         (!strncmp(f->v.name, "llvm.lifetime.start", 19) || !strncmp(f->v.name, "llvm.lifetime.end", 17));
}

/* Every (transitive) use of the object pointer can be rewritten. */
static bool uses_ok(Flat *F, IrValue *obj, IrType *leaf) {
  PtrVec work = {0};
  if (!ptrvec_push(F->a, &work, obj)) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrValue *p = work.data[w];
    PtrVec *us = users_of(F, p);
    for (uint32_t k = 0; us && k < us->len; k++) {
      IrInst *u = us->data[k];
      switch (u->op) {
      case IR_GEP:
        if (u->ops[0] != p || !same_leaf(u->aux_type, leaf)) return false;
        for (uint32_t j = 1; j < u->nops; j++)
          if (u->ops[j] == p || !ir_type_is_int(u->ops[j]->type, 0)) return false;
        if (work.len > (1u << 20) || !ptrvec_push(F->a, &work, &u->v)) return false;
        break;
      case IR_LOAD:
        if (!same_leaf(u->v.type, leaf)) return false;
        break;
      case IR_STORE:
        if (u->ops[1] != p || u->ops[0] == p || !same_leaf(u->ops[0]->type, leaf)) return false;
        break;
      case IR_ATOMICRMW: case IR_CMPXCHG:
        if (u->ops[0] != p) return false;
        for (uint32_t j = 1; j < u->nops; j++)
          if (u->ops[j] == p || u->ops[j]->type != leaf) return false;
        break;
      case IR_CALL:
        if (!is_lifetime(u)) return false;
        break;
      default:
        return false;
      }
    }
  }
  return true;
}

/* ---- rewriting ------------------------------------------------------------ */

typedef struct Rw {
  Flat *F;
  IrValue *obj;        /* the object (alloca or global) */
  IrType *flat;        /* [total x leaf] */
  IrType *leaf;        /* scalar type */
  OptMap off;          /* pointer -> IrValue* flat offset (i32) */
  PtrVec dead;         /* replaced instructions, in discovery order */
} Rw;

static IrValue *i32c(Rw *R, uint64_t v) { return ir_const_i32(R->F->m, (uint32_t)v); }

/* off + idx * scale, folded when constant. */
static IrValue *add_scaled(Rw *R, IrBuilder *b, IrValue *off, IrValue *idx, uint64_t scale) {
  IrModule *m = R->F->m;
  IrType *i32 = ir_type_int(m, 32);
  uint64_t c, o;
  if (idx->type != i32) {
    if (ir_const_is_int(idx, &c)) idx = ir_const_int(m, i32, c);
    else idx = ir_build_cast(b, idx->type->bits > 32 ? IR_TRUNC : IR_SEXT, idx, i32, NULL);
  }
  IrValue *t;
  if (ir_const_is_int(idx, &c)) {
    t = i32c(R, c * scale);
  } else {
    t = scale == 1 ? idx : ir_build_binop(b, IR_MUL, idx, i32c(R, scale), NULL);
  }
  if (ir_const_is_int(off, &o)) {
    if (o == 0) return t;
    if (ir_const_is_int(t, &c)) return i32c(R, o + c);
  }
  if (ir_const_is_int(t, &c) && c == 0) return off;
  return ir_build_binop(b, IR_ADD, off, t, NULL);
}

/* Flat offset of the pointer a GEP computes from base offset `off`. */
static IrValue *gep_offset(Rw *R, IrBuilder *b, IrInst *g, IrValue *off) {
  IrType *t = g->aux_type;
  uint64_t n;
  leaf_of(t, &n);
  off = add_scaled(R, b, off, g->ops[1], n);
  for (uint32_t j = 2; j < g->nops; j++) {
    if (t->kind != IR_TY_ARRAY && t->kind != IR_TY_VECTOR) break;
    t = t->elem;
    leaf_of(t, &n);
    off = add_scaled(R, b, off, g->ops[j], n);
  }
  return off;
}

static IrValue *flat_ptr(Rw *R, IrBuilder *b, IrValue *off) {
  IrValue *idx[2] = {i32c(R, 0), off};
  return ir_build_gep(b, R->flat, R->obj, idx, 2, true, NULL);
}

/* Value of type t loaded leaf by leaf from offset off + *k. */
static IrValue *load_leaves(Rw *R, IrBuilder *b, IrType *t, IrValue *off, uint64_t *k, IrInst *like) {
  IrModule *m = R->F->m;
  if (is_scalar_mem(t)) {
    IrValue *p = flat_ptr(R, b, add_scaled(R, b, off, i32c(R, (*k)++), 1));
    IrValue *v = ir_build_load(b, t, p, NULL);
    IrInst *li = ir_as_inst(v);
    if (li) {
      li->align = ir_type_align(t);
      li->flags |= like->flags & IR_FLAG_VOLATILE;
    }
    return v;
  }
  IrValue *agg = ir_poison(m, t);
  for (uint64_t e = 0; e < t->count; e++) {
    IrValue *x = load_leaves(R, b, t->elem, off, k, like);
    if (!x) return NULL;
    if (t->kind == IR_TY_VECTOR) {
      agg = ir_build_insertelement(b, agg, x, i32c(R, e), NULL);
    } else {
      uint32_t ix = (uint32_t)e;
      agg = ir_build_insertvalue(b, agg, x, &ix, 1, NULL);
    }
  }
  return agg;
}

static void store_leaves(Rw *R, IrBuilder *b, IrValue *v, IrValue *off, uint64_t *k, IrInst *like) {
  IrType *t = v->type;
  if (is_scalar_mem(t)) {
    IrValue *p = flat_ptr(R, b, add_scaled(R, b, off, i32c(R, (*k)++), 1));
    IrInst *si = ir_build_store(b, v, p);
    if (si) {
      si->align = ir_type_align(t);
      si->flags |= like->flags & IR_FLAG_VOLATILE;
    }
    return;
  }
  for (uint64_t e = 0; e < t->count; e++) {
    IrValue *x;
    if (t->kind == IR_TY_VECTOR) {
      x = ir_build_extractelement(b, v, i32c(R, e), NULL);
    } else {
      uint32_t ix = (uint32_t)e;
      x = ir_build_extractvalue(b, v, &ix, 1, NULL);
    }
    if (!x) return;
    store_leaves(R, b, x, off, k, like);
  }
}

static bool rewrite(Rw *R) {
  Flat *F = R->F;
  PtrVec work = {0};
  if (!ptrvec_push(F->a, &work, R->obj) || !optmap_put(&R->off, R->obj, i32c(R, 0))) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrValue *p = work.data[w];
    IrValue *off = optmap_get(&R->off, p);
    PtrVec *us = users_of(F, p);
    for (uint32_t k = 0; us && k < us->len; k++) {
      IrInst *u = us->data[k];
      if (!u->parent) continue;
      IrBuilder b;
      ir_builder_before(&b, F->m, u);
      b.loc = u->loc;
      switch (u->op) {
      case IR_GEP: {
        IrValue *o = gep_offset(R, &b, u, off);
        if (!o || !optmap_put(&R->off, &u->v, o) || !ptrvec_push(F->a, &work, &u->v) ||
            !ptrvec_push(F->a, &R->dead, u))
          return false;
        break;
      }
      case IR_LOAD: {
        uint64_t n = 0;
        IrValue *v = load_leaves(R, &b, u->v.type, off, &n, u);
        if (!v) return false;
        IrFunc *fn = opt_inst_func(u);
        if (u->v.name && u->v.name[0] && v->kind == IR_V_INST) opt_set_name(F->m, fn, v, u->v.name);
        ir_replace_all_uses(F->m, fn, &u->v, v);
        if (!ptrvec_push(F->a, &R->dead, u)) return false;
        break;
      }
      case IR_STORE: {
        uint64_t n = 0;
        store_leaves(R, &b, u->ops[0], off, &n, u);
        if (!ptrvec_push(F->a, &R->dead, u)) return false;
        break;
      }
      case IR_ATOMICRMW: case IR_CMPXCHG:
        ir_inst_set_operand(u, 0, flat_ptr(R, &b, off));
        break;
      default: /* lifetime markers: the object changes shape, drop them */
        if (!ptrvec_push(F->a, &R->dead, u)) return false;
        break;
      }
    }
  }
  /* users were discovered after their pointers: erase in reverse */
  for (uint32_t i = R->dead.len; i-- > 0;) {
    IrInst *d = R->dead.data[i];
    if (d->parent) ir_inst_remove(d);
  }
  return true;
}

/* The initializer of a flattened global: its scalar leaves in order. */
static IrValue *flat_init(Flat *F, IrValue *init, IrType *flat, uint64_t total) {
  if (!init) return NULL;
  if (init->kind == IR_V_UNDEF) return ir_undef(F->m, flat);
  if (init->kind == IR_V_POISON) return ir_poison(F->m, flat);
  if (init->kind == IR_V_CONST_ZERO) return ir_const_zero(F->m, flat);
  IrValue **el = arena_alloc(F->a, sizeof(IrValue *) * (size_t)total);
  if (!el) return NULL;
  /* depth-first over the aggregate with an explicit stack of (value, next index) */
  struct { IrValue *c; uint32_t i; } st[64];
  int sp = 0;
  uint64_t n = 0;
  st[0].c = init;
  st[0].i = 0;
  while (sp >= 0) {
    IrValue *c = st[sp].c;
    if (is_scalar_mem(c->type)) {
      if (n >= total) return NULL;
      el[n++] = c;
      sp--;
      continue;
    }
    uint32_t ne = opt_type_nelems(c->type);
    if (st[sp].i >= ne) {
      sp--;
      continue;
    }
    IrValue *e = opt_const_elem(F->m, c, st[sp].i++);
    if (!e || sp + 1 >= 64) return NULL;
    sp++;
    st[sp].c = e;
    st[sp].i = 0;
  }
  if (n != total) return NULL;
  bool all_zero = true;
  for (uint64_t i = 0; i < n && all_zero; i++) {
    uint64_t x;
    all_zero = (el[i]->kind == IR_V_CONST_INT && ir_const_is_int(el[i], &x) && x == 0) ||
               el[i]->kind == IR_V_CONST_ZERO;
  }
  if (all_zero) return ir_const_zero(F->m, flat);
  return ir_const_agg(F->m, flat, el, (uint32_t)n);
}

/* Flatten one object whose type is *typ; false when left alone. */
static bool flatten_object(Flat *F, IrValue *obj, IrType *typ) {
  uint64_t total;
  IrType *leaf = leaf_of(typ, &total);
  if (!leaf || total > 0xFFFFFFFFu || !uses_ok(F, obj, leaf)) return false;
  Rw R = {0};
  R.F = F;
  R.obj = obj;
  R.leaf = leaf;
  R.flat = ir_type_array(F->m, leaf, total);
  optmap_init(&R.off, F->a);
  return rewrite(&R) && R.flat;
}

bool pass_dxil_flatten_arrays(PassCtx *ctx, IrModule *m) {
  Flat F = {0};
  F.m = m;
  F.a = m->arena;
  expand_cexprs(&F);
  build_uses(&F);
  if (F.oom) return false;
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    if (g->linkage != IR_LINK_INTERNAL && g->linkage != IR_LINK_PRIVATE) continue;
    if (!needs_flat(g->value_type)) continue;
    uint64_t total;
    IrType *leaf = leaf_of(g->value_type, &total);
    IrType *flat = ir_type_array(m, leaf, total);
    IrValue *init = g->init;
    if (init) {
      init = flat_init(&F, g->init, flat, total);
      if (!init) continue;
    }
    if (!flatten_object(&F, &g->v, g->value_type)) continue;
    g->value_type = flat;
    g->init = init;
  }
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *i = f->blocks[bb]->first; i; i = i->next) {
        if (i->op != IR_ALLOCA || !needs_flat(i->aux_type)) continue;
        uint64_t c;
        if (i->nops && (!ir_const_is_int(i->ops[0], &c) || c != 1)) continue;
        IrType *old = i->aux_type;
        uint64_t total;
        IrType *leaf = leaf_of(old, &total);
        if (flatten_object(&F, &i->v, old)) i->aux_type = ir_type_array(m, leaf, total);
      }
  }
  (void)ctx;
  return !m->arena->oom;
}
