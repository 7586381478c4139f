/* flatten_arrays.c - "dxil-flatten-arrays": memory objects made of vectors,
 * nested arrays and structs become one-dimensional arrays of scalars.
 *
 * DXIL allows only one-dimensional arrays of scalars in memory: the
 * validator rejects `[4 x [16 x i32]]` ("Only one dimension allowed for
 * array type") and accesses to the components of an array of vectors
 * (which the scalarizer leaves as `getelementptr float, ptr %elt, i32 k`)
 * as out-of-bounds. DXC flattens such objects and splits arrays of structs
 * per field (its ".1dim" / ".v.1dim" / ".0.1dim" globals); this pass does
 * the same for allocas and internal globals of any address space (static,
 * groupshared):
 *
 *   [N x <4 x float>]      -> [4N x float]     element i, component c at 4i + c
 *   [A x [B x i32]]        -> [AB x i32]       a, b at a*B + b
 *   <4 x float>            -> [4 x float]
 *   [N x {i32, <2 x f32>}] -> [N x i32], [2N x float]   one object per "slot"
 *
 * hlslc (DXC's form): an array of vectors is split per component, as DXC's
 * SROA does it, [N x <4 x float>] -> four [N x float] ("t.0" .. "t.3",
 * element i, component c at i of object c), unless a component is indexed
 * with a value that is not a constant (DXC then makes the vector an array
 * first, and the object is flattened as above), the object is groupshared
 * (DXC's SROA leaves those whole) or a constant table (DXC flattens the
 * ones its front end initialized). Upstream LLVM (hlslc-opt) keeps the
 * interleaved layout.
 *
 * A type is described by its slots: the scalar leaves of one struct field
 * (recursively), repeated by the arrays and vectors around them. Slot j of
 * the object becomes the array object O_j of count_j scalars. A pointer
 * into the object is (subtype, first slot of the subtype, offset terms):
 * each GEP index i over a type U adds the term i * count(U, slot) to every
 * slot below it; a struct field index narrows the slot range. Loads and
 * stores (of scalars, vectors or aggregates) become one scalar access per
 * leaf through `getelementptr [count_j x T], ptr O_j, i32 0, i32 off`;
 * atomics get that pointer. Constant-expression GEPs on the object are
 * first turned into instructions. An object with any other use (a pointer
 * stored, passed to a call, merged by phi/select, reinterpreted as another
 * scalar type) is left alone. Global initializers are split the same way.
 *
 * Upstream LLVM splits this into dxil-data-scalarization (vectors ->
 * arrays) and dxil-flatten-arrays; one walk over the uses does both here.
 * Runs before the scalarizer in the lowering pipeline.
 */
#include "opt_util.h"

#include <stdio.h>
#include <string.h>

#define MAX_SLOTS 64

/* The scalar leaves of one slot of a type. */
typedef struct Slot {
  IrType *leaf;        /* scalar type */
  uint64_t count;      /* leaves per instance of the type */
} Slot;

/* Slots of a type (cached per type). */
typedef struct SlotInfo {
  Slot *s;             /* slots in field order */
  uint32_t n;          /* number of slots; 0 = not flattenable */
} SlotInfo;

/* One offset term: idx * count(scale, slot - base) for the slots of scale. */
typedef struct Term {
  IrValue *idx;        /* i32 index */
  IrType *scale;       /* the type the index steps over */
  uint32_t base;       /* first slot of `scale` in the object */
  struct Term *next;   /* earlier terms */
} Term;

/* Where a pointer into the object points. */
typedef struct PtrState {
  IrType *cur;         /* type of the designated subobject */
  uint32_t sbase;      /* its first slot */
  Term *terms;         /* offset terms */
  bool in_vec;         /* per-component layout: it is a component of a vector */
} PtrState;

typedef struct Flat {
  IrModule *m;
  Arena *a;            /* allocation arena (the module's) */
  PtrMap uses;         /* IrValue* -> PtrVec* of user instructions (module-wide),
                          made on the first question (users_of), in `ua` */
  Arena *ua;           /* the use map's scratch arena, freed after the round */
  bool uses_built;
  PtrMap slots;        /* IrType* -> SlotInfo* */
  PtrMap slots_soa;    /* the same with vectors split per component */
  bool soa;            /* planning the per-component layout (vectors as fields) */
  bool oom;            /* allocation failed */
  bool inbounds;       /* flattened GEPs are inbounds (LLVM's pass); DXC's
                          one-dimension arrays index without it */
  bool dxc_form;       /* hlslc: arrays of vectors per component, as DXC */
  bool dxc_names;      /* hlslc: replaced globals are named and defined as DXC's */
  bool vec_leaves;     /* DXIL 1.9: vectors are leaves (DXC keeps [N x <4 x float>]);
                          an object whose uses reach into a vector is left to the
                          scalar round */
  bool keep_vec_arrays;/* DXIL 1.9, scalar round: vectors and one-dimensional
                          arrays of vectors are valid as they are */
  bool call_ok;        /* the object becomes one array (one slot, interleaved): it
                          may be passed whole to a library's external function */
} Flat;

/* ---- types -------------------------------------------------------------- */

static bool is_scalar_mem(const IrType *t) {
  return t && (t->kind == IR_TY_INT || t->kind == IR_TY_HALF || t->kind == IR_TY_FLOAT ||
               t->kind == IR_TY_DOUBLE);
}

/* A leaf of the flattened objects: a scalar, or with vec_leaves a vector of
 * scalars. */
static bool leaf_mem(const Flat *F, const IrType *t) {
  return is_scalar_mem(t) || (F->vec_leaves && t && t->kind == IR_TY_VECTOR && is_scalar_mem(t->elem));
}

static SlotInfo *slots_of(Flat *F, IrType *t);

/* In the per-component layout a vector is laid out like a struct of its
 * components. */
static bool vec_fields(const Flat *F, const IrType *t) { return F->soa && t->kind == IR_TY_VECTOR; }

/* Fill si with the slots of t (n = 0 when t has a non-scalar leaf, too
 * many slots or too many leaves). */
static void compute_slots(Flat *F, IrType *t, SlotInfo *si) {
  Slot tmp[MAX_SLOTS];
  uint32_t n = 0;
  if (leaf_mem(F, t)) {
    tmp[n++] = (Slot){t, 1};
  } else if (vec_fields(F, t)) {
    SlotInfo *e = t->count ? slots_of(F, t->elem) : NULL;
    if (!e || !e->n || t->count * e->n > MAX_SLOTS) return;
    for (uint64_t c = 0; c < t->count; c++)
      for (uint32_t i = 0; i < e->n; i++) tmp[n++] = e->s[i];
  } else if (t->kind == IR_TY_VECTOR || t->kind == IR_TY_ARRAY) {
    SlotInfo *e = t->count ? slots_of(F, t->elem) : NULL;
    if (!e || !e->n) return;
    for (uint32_t i = 0; i < e->n; i++) {
      if (e->s[i].count > (UINT64_C(1) << 30) / t->count) return;
      tmp[n++] = (Slot){e->s[i].leaf, e->s[i].count * t->count};
    }
  } else if (t->kind == IR_TY_STRUCT && !t->opaque) { /* packed or not: fields map to slots */
    for (uint32_t f = 0; f < t->nmembers; f++) {
      SlotInfo *e = slots_of(F, t->members[f]);
      if (!e || !e->n || n + e->n > MAX_SLOTS) return;
      for (uint32_t i = 0; i < e->n; i++) tmp[n++] = e->s[i];
    }
  } else {
    return;
  }
  if (!n) return;
  si->s = arena_alloc(F->a, sizeof(Slot) * n);
  if (!si->s) {
    F->oom = true;
    return;
  }
  memcpy(si->s, tmp, sizeof(Slot) * n);
  si->n = n;
}

static SlotInfo *slots_of(Flat *F, IrType *t) {
  if (!t) return NULL;
  PtrMap *cache = F->soa ? &F->slots_soa : &F->slots;
  SlotInfo *si = ptrmap_get(cache, t);
  if (si) return si;
  si = arena_alloc(F->a, sizeof(SlotInfo));
  if (!si || !ptrmap_put(cache, t, si)) {
    F->oom = true;
    return NULL;
  }
  compute_slots(F, t, si); /* recursion ends: element types are smaller */
  return si;
}

static uint32_t nslots(Flat *F, IrType *t) {
  SlotInfo *si = slots_of(F, t);
  return si ? si->n : 0;
}

/* Does an object of type t need rewriting? Anything but a scalar or a
 * one-dimensional array of scalars that is made only of scalar leaves. */
static bool needs_flat(Flat *F, IrType *t) {
  if (!nslots(F, t) || leaf_mem(F, t)) return false;
  if (F->keep_vec_arrays) {
    const IrType *e = t->kind == IR_TY_ARRAY ? t->elem : t;
    if (e->kind == IR_TY_VECTOR && is_scalar_mem(e->elem)) return false;
  }
  return !(t->kind == IR_TY_ARRAY && leaf_mem(F, t->elem));
}

/* Do a and b (the type accessed and the subobject designated) have the
 * same slots, apart from their counts? */
static bool same_slots(Flat *F, IrType *a, IrType *b) {
  if (a == b) return true;
  SlotInfo *x = slots_of(F, a), *y = slots_of(F, b);
  if (!x || !y || !x->n || x->n != y->n) return false;
  for (uint32_t i = 0; i < x->n; i++)
    if (x->s[i].leaf != y->s[i].leaf) return false;
  return true;
}

/* Opaque pointers reach the first field of a struct (and the first element
 * of an array) without a GEP: narrow ps to the leading subobject whose
 * slots match `want`. false when there is none. */
static bool descend(Flat *F, PtrState *ps, IrType *want) {
  for (int guard = 0; guard < 64; guard++) {
    if (same_slots(F, want, ps->cur)) return true;
    IrType *c = ps->cur;
    if (vec_fields(F, c) && c->count) ps->in_vec = true;
    if (leaf_mem(F, c)) return false; /* into a vector leaf */
    if ((c->kind == IR_TY_ARRAY || c->kind == IR_TY_VECTOR) && c->count) ps->cur = c->elem;
    else if (c->kind == IR_TY_STRUCT && c->nmembers) ps->cur = c->members[0];
    else return false;
  }
  return false;
}

/* ---- use map ------------------------------------------------------------ */

static void add_use(Flat *F, IrValue *v, IrInst *user) {
  PtrVec *pv = ptrmap_get(&F->uses, v);
  if (!pv) {
    pv = arena_alloc(F->ua, sizeof(PtrVec));
    if (!pv || !ptrmap_put(&F->uses, v, pv)) {
      F->oom = true;
      return;
    }
  }
  if (pv->len && pv->data[pv->len - 1] == user) return;
  if (!ptrvec_push(F->ua, pv, user)) F->oom = true;
}

static void build_uses(Flat *F) {
  for (uint32_t fi = 0; fi < F->m->funcs.len; fi++) {
    IrFunc *f = F->m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next)
        for (uint32_t k = 0; k < i->nops; k++)
          if (i->ops[k] && (i->ops[k]->kind == IR_V_INST || i->ops[k]->kind == IR_V_GLOBAL))
            add_use(F, i->ops[k], i);
  }
}

/* The map is a snapshot of the module before the round changes anything:
 * the first question comes from the first object's check (uses_ok), before
 * its rewrite; a module with nothing to flatten never makes it. */
static PtrVec *users_of(Flat *F, IrValue *v) {
  if (!F->uses_built) {
    F->uses_built = true;
    build_uses(F);
  }
  return ptrmap_get(&F->uses, v);
}

/* ---- constant-expression GEPs ------------------------------------------ */

/* Is v a constant-expression GEP chain rooted at a global to rewrite? */
static bool cexpr_on_flat_global(Flat *F, IrValue *v, int depth) {
  if (!v || v->kind != IR_V_CONST_EXPR || depth > 16) return false;
  IrConst *c = (IrConst *)v;
  if (c->expr_op != IR_GEP || !c->nelems) return false;
  IrValue *base = c->elems[0];
  if (base->kind == IR_V_GLOBAL) return needs_flat(F, ((IrGlobal *)base)->value_type);
  return cexpr_on_flat_global(F, base, depth + 1);
}

/* The constant GEP v as instructions at the builder. */
static IrValue *materialize(IrBuilder *b, IrValue *v, int depth) {
  if (v->kind != IR_V_CONST_EXPR || depth > 16) return v;
  IrConst *c = (IrConst *)v;
  IrValue *base = materialize(b, c->elems[0], depth + 1);
  return ir_build_gep(b, c->expr_type, base, c->elems + 1, c->nelems - 1,
                      (c->expr_flags & IR_FLAG_INBOUNDS) != 0, NULL);
}

/* Replace constant GEPs on globals to rewrite by instructions (phis keep
 * theirs: such a global is then left alone by the use check). */
static void expand_cexprs(Flat *F) {
  for (uint32_t fi = 0; fi < F->m->funcs.len; fi++) {
    IrFunc *f = F->m->funcs.data[fi];
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *i = f->blocks[bb]->first; i; i = i->next) {
        if (i->op == IR_PHI) continue;
        for (uint32_t k = 0; k < i->nops; k++) {
          if (!cexpr_on_flat_global(F, i->ops[k], 0)) continue;
          IrBuilder b;
          ir_builder_before(&b, F->m, i);
          b.loc = i->loc;
          IrValue *nv = materialize(&b, i->ops[k], 0);
          if (nv) ir_inst_set_operand(i, k, nv);
        }
      }
  }
}

/* ---- GEP walking ---------------------------------------------------------- */

/* The state after GEP g from state p (terms appended when `with_terms`).
 * false when the GEP does not fit the object's slots. */
static bool step_gep(Flat *F, IrInst *g, const PtrState *p, PtrState *out, bool with_terms) {
  IrType *t = g->aux_type;
  *out = *p;
  if (!descend(F, out, t)) return false;
  out->cur = t;
  for (uint32_t j = 1; j < g->nops; j++) {
    IrValue *ix = g->ops[j];
    if (!ir_type_is_int(ix->type, 0)) return false;
    IrType *scale = t; /* the type this index steps over */
    if (j == 1 && out->in_vec) {
      /* stepping from a component of a vector: only to itself */
      uint64_t z;
      if (!ir_const_is_int(ix, &z) || z != 0) return false;
    }
    if (j > 1) {
      if (vec_fields(F, t)) {
        uint64_t k;
        if (!ir_const_is_int(ix, &k) || k >= t->count) return false; /* a dynamic component */
        out->sbase += (uint32_t)k * nslots(F, t->elem);
        t = t->elem;
        out->cur = t;
        out->in_vec = true;
        continue;
      }
      if (leaf_mem(F, t)) return false; /* a component of a vector leaf */
      if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
        t = t->elem;
        scale = t;
      } else if (t->kind == IR_TY_STRUCT) {
        uint64_t k;
        if (!ir_const_is_int(ix, &k) || k >= t->nmembers) return false;
        for (uint64_t f = 0; f < k; f++) out->sbase += nslots(F, t->members[f]);
        t = t->members[k];
        out->cur = t;
        continue;
      } else {
        return false;
      }
    }
    out->cur = t;
    uint64_t c;
    if (ir_const_is_int(ix, &c) && c == 0) continue;
    if (!with_terms) continue;
    Term *tm = arena_alloc(F->a, sizeof(Term));
    if (!tm) return false;
    tm->idx = ix;
    tm->scale = scale;
    tm->base = out->sbase;
    tm->next = out->terms;
    out->terms = tm;
  }
  return true;
}

/* ---- checking the uses --------------------------------------------------- */

static bool is_lifetime(IrInst *i) { return opt_call_is_lifetime(i); }

/* A call of a library function (neither an LLVM nor a DXIL intrinsic)
 * taking p as an argument, not as the callee. DXC flattens the object
 * passed (an array of matrices or vectors: [24 x float]) and passes it
 * reinterpreted as the parameter's type. */
static bool user_call_arg(IrInst *u, IrValue *p) {
  IrFunc *cf = ir_call_callee(u);
  if (!cf || !cf->v.name || !strncmp(cf->v.name, "llvm.", 5) || !strncmp(cf->v.name, "dx.", 3) ||
      !u->nops || u->ops[0] == p)
    return false;
  for (uint32_t k = 1; k < u->nops; k++)
    if (u->ops[k] == p) return true;
  return false;
}

/* A load or store of a struct through a pointer to something else: the
 * object reinterpreted as an aggregate (a library function's matrix result,
 * DXC's %class.matrix read from the vector storage); DXC keeps that object
 * as it is, and so does this pass. */
static bool as_other_struct(const PtrState *ps, const IrType *t) {
  return t && t->kind == IR_TY_STRUCT && ps->cur && ps->cur != t && ps->cur->kind != IR_TY_STRUCT;
}

/* Every (transitive) use of the object pointer can be rewritten. */
static bool uses_ok(Flat *F, IrValue *obj, IrType *typ) {
  PtrVec work = {0};
  VEC(PtrState) states = {0};
  PtrState s0 = {typ, 0, NULL, false};
  if (!ptrvec_push(F->a, &work, obj)) return false;
  vec_push(F->a, &states, s0);
  if (!states.data) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrValue *p = work.data[w];
    PtrState ps = states.data[w];
    PtrVec *us = users_of(F, p);
    for (uint32_t k = 0; us && k < us->len; k++) {
      IrInst *u = us->data[k];
      ps = states.data[w]; /* descend() narrows it per use */
      switch (u->op) {
      case IR_GEP: {
        if (u->ops[0] != p) return false;
        for (uint32_t j = 1; j < u->nops; j++)
          if (u->ops[j] == p) return false;
        PtrState ns;
        if (!step_gep(F, u, &ps, &ns, false)) return false;
        if (work.len > (1u << 20) || !ptrvec_push(F->a, &work, &u->v)) return false;
        vec_push(F->a, &states, ns);
        if (states.len != work.len) return false;
        break;
      }
      case IR_LOAD:
        if (as_other_struct(&ps, u->v.type) || !descend(F, &ps, u->v.type)) return false;
        break;
      case IR_STORE:
        if (u->ops[1] != p || u->ops[0] == p || as_other_struct(&ps, u->ops[0]->type) ||
            !descend(F, &ps, u->ops[0]->type))
          return false;
        break;
      case IR_ATOMICRMW: case IR_CMPXCHG:
        if (u->ops[0] != p || !descend(F, &ps, u->ops[1]->type) || !is_scalar_mem(ps.cur)) return false;
        for (uint32_t j = 1; j < u->nops; j++)
          if (u->ops[j] == p || u->ops[j]->type != ps.cur) return false;
        break;
      case IR_CALL:
        if (!is_lifetime(u) && !(F->call_ok && w == 0 && user_call_arg(u, p))) return false;
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
  IrType *typ;         /* the object's original type */
  SlotInfo *si;        /* its slots */
  IrValue **obj;       /* new object per slot */
  IrType **flat;       /* [count x leaf] per slot */
  PtrMap state;        /* pointer -> PtrState* */
  PtrVec dead;         /* replaced instructions, in discovery order */
  bool late;           /* groupshared: DXC flattens it after its last instcombine, so the
                          index arithmetic keeps its shape (IR_FLAG_LATE) */
} Rw;

static IrValue *i32c(Rw *R, uint64_t v) { return ir_const_i32(R->F->m, (uint32_t)v); }

/* a + b, folded when constant. */
static IrValue *add_i32(Rw *R, IrBuilder *b, IrValue *a, IrValue *c) {
  uint64_t x, y;
  bool ca = ir_const_is_int(a, &x), cc = ir_const_is_int(c, &y);
  if (ca && cc) return i32c(R, x + y);
  if (ca && x == 0) return c;
  if (cc && y == 0) return a;
  return ir_build_binop(b, IR_ADD, a, c, NULL);
}

/* Base offset of slot j (absolute) for the terms, in leaves of the slot. */
static IrValue *slot_offset(Rw *R, IrBuilder *b, const Term *terms, uint32_t j) {
  IrModule *m = R->F->m;
  IrType *i32 = ir_type_int(m, 32);
  IrValue *off = i32c(R, 0);
  /* terms are newest first; sum oldest first for a natural order */
  const Term *list[64];
  uint32_t n = 0;
  for (const Term *t = terms; t && n < 64; t = t->next) list[n++] = t;
  for (uint32_t k = n; k-- > 0;) {
    const Term *t = list[k];
    SlotInfo *si = slots_of(R->F, t->scale);
    if (!si || j < t->base || j >= t->base + si->n) continue;
    uint64_t scale = si->s[j - t->base].count, c;
    IrValue *ix = t->idx;
    if (ix->type != i32) {
      if (ir_const_is_int(ix, &c)) ix = ir_const_int(m, i32, c);
      else ix = ir_build_cast(b, ix->type->bits > 32 ? IR_TRUNC : IR_SEXT, ix, i32, NULL);
    }
    IrValue *prod;
    if (ir_const_is_int(ix, &c)) prod = i32c(R, c * scale);
    else {
      prod = scale == 1 ? ix : ir_build_binop(b, IR_MUL, ix, i32c(R, scale), NULL);
      IrInst *pi = scale == 1 ? NULL : ir_as_inst(prod);
      if (pi && R->late) pi->flags |= IR_FLAG_LATE;
    }
    off = add_i32(R, b, off, prod);
  }
  return off;
}

/* One access: the element of slot j at base + local. */
typedef struct Access {
  Rw *R;
  IrBuilder *b;
  IrInst *like;        /* the original load/store (flags) */
  const Term *terms;   /* offset terms of the pointer */
  IrValue *base[MAX_SLOTS]; /* per absolute slot: base offset (lazily built) */
} Access;

static IrValue *leaf_ptr(Access *A, uint32_t j, uint64_t local) {
  Rw *R = A->R;
  if (!A->base[j]) A->base[j] = slot_offset(R, A->b, A->terms, j);
  IrValue *idx[2] = {i32c(R, 0), add_i32(R, A->b, A->base[j], i32c(R, local))};
  return ir_build_gep(A->b, R->flat[j], R->obj[j], idx, 2, R->F->inbounds, NULL);
}

/* local[] holds, per slot of t (relative to slot j0), the leaf offset of
 * this instance. */
static IrValue *load_walk(Access *A, IrType *t, uint32_t j0, const uint64_t *local) {
  Rw *R = A->R;
  IrModule *m = R->F->m;
  if (leaf_mem(R->F, t)) {
    IrValue *v = ir_build_load(A->b, t, leaf_ptr(A, j0, local[0]), NULL);
    IrInst *li = ir_as_inst(v);
    if (li) {
      li->align = ir_type_align(t);
      li->flags |= A->like->flags & IR_FLAG_VOLATILE;
    }
    return v;
  }
  IrValue *agg = ir_poison(m, t);
  uint64_t sub[MAX_SLOTS];
  if (vec_fields(R->F, t)) {
    uint32_t n = nslots(R->F, t->elem);
    for (uint64_t e = 0; e < t->count; e++) {
      IrValue *x = load_walk(A, t->elem, j0 + (uint32_t)e * n, local + e * n);
      if (!x) return NULL;
      agg = ir_build_insertelement(A->b, agg, x, i32c(R, e), NULL);
    }
    return agg;
  }
  if (t->kind == IR_TY_VECTOR || t->kind == IR_TY_ARRAY) {
    SlotInfo *es = slots_of(R->F, t->elem);
    for (uint64_t e = 0; e < t->count; e++) {
      for (uint32_t r = 0; r < es->n; r++) sub[r] = local[r] + e * es->s[r].count;
      IrValue *x = load_walk(A, t->elem, j0, sub);
      if (!x) return NULL;
      uint32_t ix = (uint32_t)e;
      agg = t->kind == IR_TY_VECTOR ? ir_build_insertelement(A->b, agg, x, i32c(R, e), NULL)
                                    : ir_build_insertvalue(A->b, agg, x, &ix, 1, NULL);
    }
    return agg;
  }
  uint32_t r0 = 0;
  for (uint32_t f = 0; f < t->nmembers; f++) {
    uint32_t n = nslots(R->F, t->members[f]);
    IrValue *x = load_walk(A, t->members[f], j0 + r0, local + r0);
    if (!x) return NULL;
    agg = ir_build_insertvalue(A->b, agg, x, &f, 1, NULL);
    r0 += n;
  }
  return agg;
}

static void store_walk(Access *A, IrValue *v, uint32_t j0, const uint64_t *local) {
  Rw *R = A->R;
  IrType *t = v->type;
  if (leaf_mem(R->F, t)) {
    IrInst *si = ir_build_store(A->b, v, leaf_ptr(A, j0, local[0]));
    if (si) {
      si->align = ir_type_align(t);
      si->flags |= A->like->flags & IR_FLAG_VOLATILE;
    }
    return;
  }
  uint64_t sub[MAX_SLOTS];
  if (vec_fields(R->F, t)) {
    uint32_t n = nslots(R->F, t->elem);
    for (uint64_t e = 0; e < t->count; e++) {
      IrValue *x = ir_build_extractelement(A->b, v, i32c(R, e), NULL);
      if (!x) return;
      store_walk(A, x, j0 + (uint32_t)e * n, local + e * n);
    }
    return;
  }
  if (t->kind == IR_TY_VECTOR || t->kind == IR_TY_ARRAY) {
    SlotInfo *es = slots_of(R->F, t->elem);
    for (uint64_t e = 0; e < t->count; e++) {
      for (uint32_t r = 0; r < es->n; r++) sub[r] = local[r] + e * es->s[r].count;
      uint32_t ix = (uint32_t)e;
      IrValue *x = t->kind == IR_TY_VECTOR ? ir_build_extractelement(A->b, v, i32c(R, e), NULL)
                                           : ir_build_extractvalue(A->b, v, &ix, 1, NULL);
      if (!x) return;
      store_walk(A, x, j0, sub);
    }
    return;
  }
  uint32_t r0 = 0;
  for (uint32_t f = 0; f < t->nmembers; f++) {
    IrValue *x = ir_build_extractvalue(A->b, v, &f, 1, NULL);
    if (!x) return;
    store_walk(A, x, j0 + r0, local + r0);
    r0 += nslots(R->F, t->members[f]);
  }
}

static bool rewrite(Rw *R, IrValue *old) {
  Flat *F = R->F;
  PtrVec work = {0};
  PtrState *s0 = arena_alloc(F->a, sizeof(PtrState));
  if (!s0) return false;
  s0->cur = R->typ;
  if (!ptrvec_push(F->a, &work, old) || !ptrmap_put(&R->state, old, s0)) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrValue *p = work.data[w];
    PtrState *ps = ptrmap_get(&R->state, p);
    PtrVec *us = users_of(F, p);
    for (uint32_t k = 0; us && k < us->len; k++) {
      IrInst *u = us->data[k];
      if (!u->parent) continue;
      IrBuilder b;
      ir_builder_before(&b, F->m, u);
      b.loc = u->loc;
      Access A;
      memset(&A, 0, sizeof A);
      A.R = R;
      A.b = &b;
      A.like = u;
      A.terms = ps->terms;
      uint64_t zero[MAX_SLOTS] = {0};
      switch (u->op) {
      case IR_GEP: {
        PtrState *ns = arena_alloc(F->a, sizeof(PtrState));
        if (!ns || !step_gep(F, u, ps, ns, true) || !ptrmap_put(&R->state, &u->v, ns) ||
            !ptrvec_push(F->a, &work, &u->v) || !ptrvec_push(F->a, &R->dead, u))
          return false;
        break;
      }
      case IR_LOAD: {
        IrValue *v = load_walk(&A, u->v.type, ps->sbase, zero);
        if (!v) return false;
        IrFunc *fn = opt_inst_func(u);
        if (u->v.name && u->v.name[0] && v->kind == IR_V_INST) opt_set_name(F->m, fn, v, u->v.name);
        ir_replace_all_uses(F->m, fn, &u->v, v);
        if (!ptrvec_push(F->a, &R->dead, u)) return false;
        break;
      }
      case IR_STORE:
        store_walk(&A, u->ops[0], ps->sbase, zero);
        if (!ptrvec_push(F->a, &R->dead, u)) return false;
        break;
      case IR_ATOMICRMW: case IR_CMPXCHG:
        ir_inst_set_operand(u, 0, leaf_ptr(&A, ps->sbase, 0));
        break;
      default: /* lifetime markers: one per new object, as DXC keeps them */
        if (u->op == IR_CALL && !is_lifetime(u)) break; /* passed whole (call_ok): the same object */
        if (is_lifetime(u) && u->nops >= 3) {
          IrFunc *lt = ir_call_callee(u);
          for (uint32_t j = 0; j < R->si->n; j++) {
            IrValue *args[2] = {ir_const_int(F->m, ir_type_int(F->m, 64), ir_type_size_in(F->m, R->flat[j])),
                                R->obj[j]};
            if (!ir_build_call(&b, lt, args, 2, "")) return false;
          }
        }
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

/* ---- initializers --------------------------------------------------------- */

typedef struct InitSplit {
  Flat *F;
  IrValue ***el;       /* per slot: its elements */
  bool ok;
} InitSplit;

static void init_walk(InitSplit *S, IrValue *c, IrType *t, uint32_t j0, const uint64_t *local, int depth) {
  Flat *F = S->F;
  if (!S->ok) return;
  if (!c || depth > 64) {
    S->ok = false;
    return;
  }
  if (leaf_mem(F, t)) {
    if (c->kind == IR_V_CONST_ZERO) c = ir_const_zero(F->m, t);
    S->el[j0][local[0]] = c;
    return;
  }
  uint64_t sub[MAX_SLOTS];
  if (vec_fields(F, t)) {
    uint32_t n = nslots(F, t->elem);
    for (uint64_t e = 0; e < t->count; e++)
      init_walk(S, opt_const_elem(F->m, c, (uint32_t)e), t->elem, j0 + (uint32_t)e * n, local + e * n,
                depth + 1);
    return;
  }
  if (t->kind == IR_TY_VECTOR || t->kind == IR_TY_ARRAY) {
    SlotInfo *es = slots_of(F, t->elem);
    for (uint64_t e = 0; e < t->count; e++) {
      for (uint32_t r = 0; r < es->n; r++) sub[r] = local[r] + e * es->s[r].count;
      init_walk(S, opt_const_elem(F->m, c, (uint32_t)e), t->elem, j0, sub, depth + 1);
    }
    return;
  }
  uint32_t r0 = 0;
  for (uint32_t f = 0; f < t->nmembers; f++) {
    init_walk(S, opt_const_elem(F->m, c, f), t->members[f], j0 + r0, local + r0, depth + 1);
    r0 += nslots(F, t->members[f]);
  }
}

/* Per-slot initializers of a global (NULL entries: no initializer). */
static bool split_init(Flat *F, IrValue *init, IrType *typ, SlotInfo *si, IrType **flat, IrValue **out) {
  if (!init) return true;
  for (uint32_t j = 0; j < si->n; j++) {
    if (init->kind == IR_V_UNDEF) out[j] = ir_undef(F->m, flat[j]);
    else if (init->kind == IR_V_POISON) out[j] = ir_poison(F->m, flat[j]);
    else if (init->kind == IR_V_CONST_ZERO) out[j] = ir_const_zero(F->m, flat[j]);
  }
  if (out[0]) return true;
  InitSplit S = {F, arena_alloc(F->a, sizeof(IrValue **) * si->n), true};
  if (!S.el) return false;
  for (uint32_t j = 0; j < si->n; j++) {
    S.el[j] = arena_alloc(F->a, sizeof(IrValue *) * (size_t)si->s[j].count);
    if (!S.el[j]) return false;
  }
  uint64_t zero[MAX_SLOTS] = {0};
  init_walk(&S, init, typ, 0, zero, 0);
  if (!S.ok) return false;
  for (uint32_t j = 0; j < si->n; j++) {
    bool all_zero = true;
    for (uint64_t i = 0; i < si->s[j].count && all_zero; i++) {
      IrValue *e = S.el[j][i];
      uint64_t x;
      if (!e) return false;
      all_zero = ir_const_is_int(e, &x) ? x == 0 : e->kind == IR_V_CONST_ZERO;
    }
    out[j] = all_zero ? ir_const_zero(F->m, flat[j])
                      : ir_const_agg(F->m, flat[j], S.el[j], (uint32_t)si->s[j].count);
    if (!out[j]) return false;
  }
  return true;
}

/* ---- driver --------------------------------------------------------------- */

/* Set up R for an object of type typ (no IR changes yet). */
static bool plan(Flat *F, Rw *R, IrType *typ) {
  memset(R, 0, sizeof *R);
  R->F = F;
  R->typ = typ;
  R->si = slots_of(F, typ);
  if (!R->si || !R->si->n) return false;
  for (uint32_t j = 0; j < R->si->n; j++)
    if (R->si->s[j].count > 0xFFFFFFFFu) return false;
  R->obj = arena_alloc(F->a, sizeof(IrValue *) * R->si->n);
  R->flat = arena_alloc(F->a, sizeof(IrType *) * R->si->n);
  if (!R->obj || !R->flat) return false;
  for (uint32_t j = 0; j < R->si->n; j++)
    R->flat[j] = ir_type_array(F->m, R->si->s[j].leaf, R->si->s[j].count);
  ptrmap_init(&R->state, F->a);
  return true;
}

static const char *slot_name(Flat *F, const char *base, uint32_t j, uint32_t n) {
  if (!base || !base[0]) return NULL;
  if (n == 1) return base;
  return arena_name_dot(F->a, base, j);
}

/* DXC's name for slot j of a global of type t: its SROA names a struct's
 * field arrays by field index (".1"), a vector inside an array becomes an
 * array (".v", or one array per component in the per-component layout),
 * and an object left with nested arrays is made one-dimensional (".1dim"). */
static const char *slot_name_dxc(Flat *F, const char *base, IrType *t, uint32_t j) {
  if (!base || !base[0]) return NULL;
  char sfx[256];
  size_t len = 0;
  uint32_t dims = 0;
  for (int guard = 0; guard < 64 && len < sizeof sfx - 16; guard++) {
    while (t->kind == IR_TY_ARRAY) t = t->elem, dims++;
    if (leaf_mem(F, t)) break; /* DXIL 1.9: a vector stays a vector */
    if (t->kind == IR_TY_STRUCT) {
      uint32_t f = 0;
      for (; f < t->nmembers; f++) {
        uint32_t k = nslots(F, t->members[f]);
        if (j < k) break;
        j -= k;
      }
      if (f == t->nmembers) return slot_name(F, base, j, 2);
      len += (size_t)snprintf(sfx + len, sizeof sfx - len, ".%u", f);
      t = t->members[f];
      continue;
    }
    if (t->kind == IR_TY_VECTOR) {
      if (vec_fields(F, t)) {
        uint32_t k = nslots(F, t->elem);
        len += (size_t)snprintf(sfx + len, sizeof sfx - len, ".%u", k ? j / k : 0);
        j = k ? j % k : 0;
      } else {
        len += (size_t)snprintf(sfx + len, sizeof sfx - len, ".v");
        dims++;
      }
      t = t->elem;
      continue;
    }
    break;
  }
  if (dims > 1 && len < sizeof sfx - 8) len += (size_t)snprintf(sfx + len, sizeof sfx - len, ".1dim");
  return arena_printf(F->a, "%s%s", base, sfx);
}

/* Does t hold a vector inside an array (the per-component layout applies)? */
static bool vec_in_array(const IrType *t, bool in_array, int depth) {
  if (!t || depth > 32) return false;
  if (t->kind == IR_TY_VECTOR) return in_array;
  if (t->kind == IR_TY_ARRAY) return vec_in_array(t->elem, true, depth + 1);
  if (t->kind == IR_TY_STRUCT)
    for (uint32_t f = 0; f < t->nmembers; f++)
      if (vec_in_array(t->members[f], in_array, depth + 1)) return true;
  return false;
}

/* Plan the object in DXC's per-component layout when it applies and every
 * use fits it, else in the interleaved one. */
static bool plan_object(Flat *F, Rw *R, IrValue *obj, IrType *typ) {
  /* DXC's SROA leaves groupshared memory whole (other threads see it), and
   * a constant table its front end initialized is flattened, not split */
  bool whole = obj->kind == IR_V_GLOBAL &&
               (((IrGlobal *)obj)->addrspace == 3 || ((IrGlobal *)obj)->is_const);
  if (F->dxc_form && !whole && vec_in_array(typ, false, 0)) {
    F->soa = true;
    if (plan(F, R, typ) && uses_ok(F, obj, typ)) return true;
  }
  F->soa = false;
  F->call_ok = false;
  if (!plan(F, R, typ)) return false;
  R->late = obj->kind == IR_V_GLOBAL && ((IrGlobal *)obj)->addrspace == 3;
  F->call_ok = R->si->n == 1 && typ->kind == IR_TY_ARRAY; /* a lone vector stays one */
  bool ok = uses_ok(F, obj, typ);
  F->call_ok = false;
  return ok;
}

static void flatten_global(Flat *F, IrGlobal *g) {
  Rw R;
  if (!plan_object(F, &R, &g->v, g->value_type)) return;
  uint32_t n = R.si->n;
  IrValue **inits = arena_alloc(F->a, sizeof(IrValue *) * n);
  if (!inits || !split_init(F, g->init, g->value_type, R.si, R.flat, inits)) return;
  if (n == 1) {
    R.obj[0] = &g->v;
  } else {
    for (uint32_t j = 0; j < n; j++) {
      const char *nm = F->dxc_names ? slot_name_dxc(F, g->v.name, g->value_type, j) : slot_name(F, g->v.name, j, n);
      IrGlobal *ng = ir_global_new(F->m, nm, R.flat[j], g->addrspace);
      if (!ng) return;
      ng->linkage = g->linkage;
      ng->is_const = g->is_const;
      ng->unnamed_addr = g->unnamed_addr;
      ng->align = ir_type_align(ir_type_scalar(R.si->s[j].leaf)); /* DXC: vectors align as their elements */
      ng->loc = g->loc;
      ng->init = inits[j];
      R.obj[j] = &ng->v;
    }
  }
  if (!rewrite(&R, &g->v)) return;
  if (n == 1) {
    if (F->dxc_names && g->value_type != R.flat[0]) {
      /* DXC replaces the object with a new global: a vector becomes an
       * array (".v"), then a nested array one dimension (".1dim") */
      const char *nm = slot_name_dxc(F, g->v.name, g->value_type, 0);
      if (nm) ir_value_set_name(F->m, NULL, &g->v, nm);
      g->fe_decl = false;
    }
    g->value_type = R.flat[0];
    g->init = inits[0];
    if (F->vec_leaves || F->dxc_names) g->align = ir_type_align(ir_type_scalar(R.si->s[0].leaf)); /* DXC: vectors align as their elements */
  } else if (ir_count_uses(F->m, NULL, &g->v) == 0) {
    ir_module_remove_global(F->m, g);
  }
}

static void flatten_alloca(Flat *F, IrInst *ai) {
  Rw R;
  if (!plan_object(F, &R, &ai->v, ai->aux_type)) return;
  uint32_t n = R.si->n;
  IrFunc *fn = opt_inst_func(ai);
  if (n == 1) {
    R.obj[0] = &ai->v;
  } else {
    IrBuilder b;
    ir_builder_before(&b, F->m, ai);
    for (uint32_t j = 0; j < n; j++) {
      IrValue *na = ir_build_alloca(&b, R.flat[j], NULL);
      IrInst *ni = ir_as_inst(na);
      if (!ni) return;
      ni->align = ir_type_align(ir_type_scalar(R.si->s[j].leaf)); /* DXC: vectors align as their elements */
      const char *nm = slot_name(F, ai->v.name, j, n);
      if (nm) opt_set_name(F->m, fn, na, nm);
      R.obj[j] = na;
    }
  }
  if (!rewrite(&R, &ai->v)) return;
  if (n == 1) {
    ai->aux_type = R.flat[0];
    if (F->vec_leaves) ai->align = ir_type_align(ir_type_scalar(R.si->s[0].leaf));
  } else if (ir_count_uses(F->m, fn, &ai->v) == 0) ir_inst_remove(ai);
}

static bool flatten_round(PassCtx *ctx, IrModule *m, bool vec_leaves, bool keep_vec_arrays);

/* DXIL 1.9 keeps vectors in memory: a first round flattens with vector
 * leaves ([2 x [3 x <4 x float>]] -> [6 x <4 x float>]); objects whose uses
 * reach into a vector then get the scalar round, which leaves vectors and
 * one-dimensional arrays of them alone. */
bool pass_dxil_flatten_arrays(PassCtx *ctx, IrModule *m) {
  bool native = target_native_vectors(&ctx->dx.target, ctx->dxc_compat);
  if (native && !flatten_round(ctx, m, true, false)) return false;
  if (!flatten_round(ctx, m, false, native)) return false;
  if (native) { /* DXC's DataLayout aligns a vector as its element */
    for (uint32_t gi = 0; gi < m->globals.len; gi++) {
      IrGlobal *g = m->globals.data[gi];
      IrType *t = g->value_type;
      while (t && t->kind == IR_TY_ARRAY) t = t->elem;
      if (t && t->kind == IR_TY_VECTOR && g->linkage != IR_LINK_EXTERNAL) g->align = ir_type_align(t->elem);
    }
    for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
      IrFunc *f = m->funcs.data[fi];
      for (uint32_t bb = 0; bb < f->nblocks; bb++)
        for (IrInst *i = f->blocks[bb]->first; i; i = i->next) {
          if (i->op != IR_ALLOCA) continue;
          IrType *t = i->aux_type;
          while (t && t->kind == IR_TY_ARRAY) t = t->elem;
          if (t && t->kind == IR_TY_VECTOR) i->align = ir_type_align(t->elem);
        }
    }
  }
  return true;
}

static bool flatten_objects(Flat *F);

static bool flatten_round(PassCtx *ctx, IrModule *m, bool vec_leaves, bool keep_vec_arrays) {
  Flat F = {0};
  Arena ua;
  arena_init_child(&ua, m->arena);
  F.m = m;
  F.a = m->arena;
  F.ua = &ua;
  F.vec_leaves = vec_leaves;
  F.keep_vec_arrays = keep_vec_arrays;
  F.inbounds = !ctx->dxc_compat;
  F.dxc_form = ctx->dxc_compat && !vec_leaves && !keep_vec_arrays; /* DXIL 1.9 keeps vectors */
  F.dxc_names = ctx->dxc_compat;
  ptrmap_init(&F.uses, &ua);
  ptrmap_init(&F.slots, F.a);
  ptrmap_init(&F.slots_soa, F.a);
  expand_cexprs(&F);
  bool ok = flatten_objects(&F);
  arena_free(&ua);
  (void)ctx;
  return ok && !m->arena->oom && !F.oom;
}

static bool flatten_objects(Flat *F) {
  IrModule *m = F->m;
  PtrVec globals = {0}; /* candidates first: flattening adds and removes globals */
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    if (ir_linkage_is_local(g->linkage) && needs_flat(F, g->value_type) &&
        !ptrvec_push(F->a, &globals, g))
      return false;
  }
  for (uint32_t k = 0; k < globals.len; k++) flatten_global(F, globals.data[k]);
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    PtrVec allocas = {0};
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *i = f->blocks[bb]->first; i; i = i->next) {
        uint64_t c;
        if (i->op != IR_ALLOCA || !needs_flat(F, i->aux_type)) continue;
        if (i->nops && (!ir_const_is_int(i->ops[0], &c) || c != 1)) continue;
        if (!ptrvec_push(F->a, &allocas, i)) return false;
      }
    for (uint32_t k = 0; k < allocas.len; k++) flatten_alloca(F, allocas.data[k]);
  }
  return true;
}
