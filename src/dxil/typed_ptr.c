/* typed_ptr.c - give every pointer a pointee type (LLVM 3.7 form).
 *
 * DXIL is LLVM 3.7 bitcode, which has only typed pointers; modern IR has
 * opaque `ptr`. Like LLVM's PointerTypeAnalysis, the pointee of each value
 * is recovered from what defines or uses it:
 *   - globals: their value type; functions: their function type;
 *   - alloca: the allocated type; GEP: the indexed element type;
 *   - values with no type of their own (arguments, ptr-to-ptr casts, phis,
 *     selects, inttoptr, loads of pointers): the type their first use needs
 *     (load/store type, GEP source type, callee parameter), else i8;
 *   - pointers inside other types (struct members such as
 *     %dx.types.Handle = { ptr }, declarations' parameters): i8*, as DXC
 *     writes them.
 * Uses that need another pointee get a bitcast (addrspacecast when the
 * address space differs), in front of the user for instructions and as a
 * constant expression for constants. The module is rewritten in place. */
#include "dxil.h"
#include "dxil_node.h"

#include <string.h>

typedef struct Tp {
  IrModule *m;
  Diag *d;
  Arena *a;          /* scratch */
  bool err;
  PtrMap types;      /* type -> typed type */
  PtrMap hints;      /* value -> pointee type wanted by its first use */
  PtrMap md_seen;    /* metadata already retyped */
  bool reuse_casts;  /* dxil_type_pointers' reuse_casts */
  PtrMap casts;      /* value -> the last cast of it made for a lifetime marker (reuse_casts) */
  PtrMap cast_prev;  /* such a cast -> the one of the same value made before it */
} Tp;

/* Records k -> v in one of opt_util's pointer maps (probed only, never
 * iterated). A failed insert marks the whole run failed; a NULL key (a type
 * the module ran out of memory making) is not recorded. */
static void tp_set(Tp *t, PtrMap *m, const void *k, void *v) {
  if (k && !ptrmap_put(m, k, v)) t->err = true;
}

/* ---- types ----------------------------------------------------------------- */

static bool type_has_opaque(const IrType *t, int depth) {
  if (!t || depth > 64) return false;
  switch (t->kind) {
  case IR_TY_PTR: return !t->elem || type_has_opaque(t->elem, depth + 1);
  case IR_TY_VECTOR: case IR_TY_ARRAY: return type_has_opaque(t->elem, depth + 1);
  case IR_TY_FUNC:
    if (type_has_opaque(t->elem, depth + 1)) return true;
    /* fallthrough */
  case IR_TY_STRUCT:
    if (t->kind == IR_TY_STRUCT && t->name) return false; /* checked on its own */
    for (uint32_t i = 0; i < t->nmembers; i++)
      if (type_has_opaque(t->members[i], depth + 1)) return true;
    return false;
  default: return false;
  }
}

static IrType *typed_of(Tp *t, IrType *ty);

/* The typed versions of ty's members (struct fields, function parameters)
 * into *out, NULL when it has none; *changed is set when one differs. False
 * when out of memory (t->err set). */
static bool typed_members(Tp *t, IrType *ty, IrType ***out, bool *changed) {
  IrType **mem = ty->nmembers ? arena_alloc(t->a, sizeof(IrType *) * ty->nmembers) : NULL;
  if (ty->nmembers && !mem) {
    t->err = true;
    return false;
  }
  for (uint32_t i = 0; i < ty->nmembers; i++) {
    mem[i] = typed_of(t, ty->members[i]);
    if (mem[i] != ty->members[i]) *changed = true;
  }
  *out = mem;
  return true;
}

/* The typed version of t: opaque pointers become i8 pointers. Named
 * structs keep their identity; their bodies are rewritten in place. */
static IrType *typed_of(Tp *t, IrType *ty) {
  if (!ty) return NULL;
  IrType *done = ptrmap_get(&t->types, ty);
  if (done) return done;
  IrModule *m = t->m;
  IrType *r = ty;
  switch (ty->kind) {
  case IR_TY_PTR:
    r = ty->elem ? ir_type_typed_ptr(m, typed_of(t, ty->elem), ty->addrspace)
                 : ir_type_typed_ptr(m, ir_type_int(m, 8), ty->addrspace);
    break;
  case IR_TY_VECTOR: {
    IrType *e = typed_of(t, ty->elem);
    r = e == ty->elem ? ty : ir_type_vector(m, e, ty->count);
    break;
  }
  case IR_TY_ARRAY: {
    IrType *e = typed_of(t, ty->elem);
    r = e == ty->elem ? ty : ir_type_array(m, e, ty->count);
    break;
  }
  case IR_TY_STRUCT:
  case IR_TY_FUNC: {
    if (ty->kind == IR_TY_STRUCT && ty->name) {
      tp_set(t, &t->types, ty, ty); /* before recursing: self-references */
      bool changed = false;
      IrType **mem;
      if (!typed_members(t, ty, &mem, &changed)) return ty;
      if (changed) ir_type_struct_set_body(m, ty, mem, ty->nmembers, ty->packed);
      return ty;
    }
    bool changed = false;
    IrType *ret = ty->kind == IR_TY_FUNC ? typed_of(t, ty->elem) : NULL;
    if (ret != ty->elem && ty->kind == IR_TY_FUNC) changed = true;
    IrType **mem;
    if (!typed_members(t, ty, &mem, &changed)) return ty;
    if (changed)
      r = ty->kind == IR_TY_FUNC ? ir_type_func(m, ret, mem, ty->nmembers, ty->vararg)
                                 : ir_type_struct_literal(m, mem, ty->nmembers, ty->packed);
    break;
  }
  default: break;
  }
  if (!r) {
    t->err = true;
    return ty;
  }
  tp_set(t, &t->types, ty, r);
  if (r != ty) tp_set(t, &t->types, r, r);
  return r;
}

/* ---- constants ------------------------------------------------------------- */

static IrType *value_typed_type(Tp *t, IrValue *v);

/* Number of zero indices after the first that step from `from` into its
 * first element until `to` (DXC addresses an aggregate's first element
 * with a zero GEP, not a size-changing pointer bitcast); -1 if none. */
static int zero_path(const IrType *from, const IrType *to) {
  int n = 0;
  while (from && from != to && n < 32) {
    if ((from->kind == IR_TY_ARRAY || from->kind == IR_TY_VECTOR) && from->count) from = from->elem;
    else if (from->kind == IR_TY_STRUCT && from->nmembers) from = from->members[0];
    else return -1;
    n++;
  }
  return from == to && n > 0 ? n : -1;
}

/* When `to` is not on from's first-element path: the number of zero
 * indices to the first element on that path of to's size (a GEP there,
 * then a same-size bitcast: DXC's `gep [2 x %class.matrix], p, 0, 0` then
 * `bitcast %class.matrix* to <6 x float>*` where a bitcast of the whole
 * array would change the size, which DXC's validator rejects); -1 if the
 * sizes already agree or no element has to's size. */
static int zero_path_sized(const IrModule *m, const IrType *from, const IrType *to) {
  /* (aggregate and vector targets only: an i8* or scalar view keeps its
   * plain bitcast, as in DXC) */
  if (!from || !to || (to->kind != IR_TY_VECTOR && to->kind != IR_TY_ARRAY && to->kind != IR_TY_STRUCT))
    return -1;
  uint64_t want = ir_type_size_in(m, to);
  if (!want || ir_type_size_in(m, from) == want) return -1;
  int n = 0;
  while (from && n < 32) {
    if ((from->kind == IR_TY_ARRAY || from->kind == IR_TY_VECTOR) && from->count) from = from->elem;
    else if (from->kind == IR_TY_STRUCT && from->nmembers) from = from->members[0];
    else return -1;
    n++;
    if (from->kind == IR_TY_VECTOR) return -1; /* (no GEP into a vector) */
    if (ir_type_size_in(m, from) == want) return n;
  }
  return -1;
}

static IrValue **zero_indices(Tp *t, IrValue *base, int n) {
  IrValue **ops = arena_alloc(t->a, sizeof(IrValue *) * (size_t)(n + 2));
  if (!ops) return NULL;
  ops[0] = base;
  for (int i = 1; i < n + 2; i++) ops[i] = ir_const_i32(t->m, 0);
  return ops;
}

static IrValue *cast_const(Tp *t, IrValue *c, IrType *from, IrType *to) {
  if (from == to) return c;
  int z = from->addrspace == to->addrspace ? zero_path(from->elem, to->elem) : -1;
  if (z > 0) {
    IrValue **ops = zero_indices(t, c, z);
    IrValue *g = ops ? ir_const_expr(t->m, IR_GEP, to, from->elem, ops, (uint32_t)z + 2,
                                     IR_FLAG_INBOUNDS) : NULL;
    if (g) return g;
  }
  int op = from->addrspace != to->addrspace ? IR_ADDRSPACECAST : IR_BITCAST;
  IrValue *r = ir_const_expr(t->m, op, to, NULL, &c, 1, 0);
  if (!r) t->err = true;
  return r ? r : c;
}

/* The constant rewritten to typed pointers, with type `want` when want is
 * non-NULL (a cast is added if its natural type differs). */
static IrValue *retype_const(Tp *t, IrValue *v, IrType *want, int depth) {
  IrModule *m = t->m;
  if (!v || depth > 64) return v;
  IrConst *c = (IrConst *)v;
  switch (v->kind) {
  case IR_V_GLOBAL: case IR_V_FUNC: {
    IrType *ty = value_typed_type(t, v);
    return want && want->kind == IR_TY_PTR ? cast_const(t, v, ty, want) : v;
  }
  case IR_V_CONST_NULL: case IR_V_CONST_ZERO: case IR_V_UNDEF: case IR_V_POISON: {
    IrType *ty = want ? want : typed_of(t, v->type);
    if (ty == v->type) return v;
    if (v->kind == IR_V_UNDEF) return ir_undef(m, ty);
    if (v->kind == IR_V_POISON) return ir_poison(m, ty);
    return ir_const_zero(m, ty);
  }
  case IR_V_CONST_AGG: {
    IrType *ty = typed_of(t, v->type);
    IrValue **el = arena_alloc(t->a, sizeof(IrValue *) * (c->nelems ? c->nelems : 1));
    if (!el) return v;
    bool changed = ty != v->type;
    for (uint32_t i = 0; i < c->nelems; i++) {
      IrType *et = ty->kind == IR_TY_STRUCT ? (i < ty->nmembers ? ty->members[i] : NULL) : ty->elem;
      el[i] = retype_const(t, c->elems[i], et, depth + 1);
      if (el[i] != c->elems[i]) changed = true;
    }
    return changed ? ir_const_agg(m, ty, el, c->nelems) : v;
  }
  case IR_V_CONST_EXPR: {
    IrValue **ops = arena_alloc(t->a, sizeof(IrValue *) * (c->nelems ? c->nelems : 1));
    if (!ops) return v;
    if (c->expr_op == IR_GEP && c->nelems >= 1) {
      IrType *src = typed_of(t, c->expr_type);
      IrType *bt = value_typed_type(t, c->elems[0]);
      uint32_t as = bt && bt->kind == IR_TY_PTR ? bt->addrspace : 0;
      ops[0] = retype_const(t, c->elems[0], ir_type_typed_ptr(m, src, as), depth + 1);
      for (uint32_t i = 1; i < c->nelems; i++) ops[i] = retype_const(t, c->elems[i], NULL, depth + 1);
      IrType *res = ir_type_gep_indexed(src, ops + 1, c->nelems - 1);
      if (!res) {
        t->err = true;
        return v;
      }
      IrType *rt = ir_type_typed_ptr(m, res, as);
      IrValue *g = ir_const_expr(m, IR_GEP, rt, src, ops, c->nelems, c->expr_flags);
      if (!g) return v;
      return want && want->kind == IR_TY_PTR ? cast_const(t, g, rt, want) : g;
    }
    for (uint32_t i = 0; i < c->nelems; i++) ops[i] = retype_const(t, c->elems[i], NULL, depth + 1);
    IrType *rt = v->type;
    if (v->type && v->type->kind == IR_TY_PTR && !v->type->elem) {
      rt = want && want->kind == IR_TY_PTR ? want : typed_of(t, v->type);
      if ((c->expr_op == IR_BITCAST || c->expr_op == IR_ADDRSPACECAST) && c->nelems == 1) {
        IrType *it = value_typed_type(t, ops[0]);
        if (it == rt) return ops[0];
        if (it && it->kind == IR_TY_PTR) return cast_const(t, ops[0], it, rt);
      }
    } else {
      rt = typed_of(t, v->type);
    }
    IrValue *r = ir_const_expr(m, c->expr_op, rt, c->expr_type ? typed_of(t, c->expr_type) : NULL,
                               ops, c->nelems, c->expr_flags);
    return r ? r : v;
  }
  default:
    return v;
  }
}

/* Type a value has once typed (constants: their natural typed type). */
static IrType *value_typed_type(Tp *t, IrValue *v) {
  if (!v) return NULL;
  switch (v->kind) {
  case IR_V_GLOBAL: {
    IrGlobal *g = (IrGlobal *)v;
    return ir_type_typed_ptr(t->m, typed_of(t, g->value_type), g->addrspace);
  }
  case IR_V_FUNC: return ir_type_typed_ptr(t->m, typed_of(t, ((IrFunc *)v)->fn_type), 0);
  case IR_V_CONST_EXPR: {
    IrConst *c = (IrConst *)v;
    if (c->expr_op == IR_GEP && c->nelems >= 1 && c->expr_type) {
      IrType *bt = value_typed_type(t, c->elems[0]);
      IrType *res = ir_type_gep_indexed(typed_of(t, c->expr_type), c->elems + 1, c->nelems - 1);
      if (res) return ir_type_typed_ptr(t->m, res, bt && bt->kind == IR_TY_PTR ? bt->addrspace : 0);
    }
    return typed_of(t, v->type);
  }
  default: return typed_of(t, v->type);
  }
}

/* ---- instructions ------------------------------------------------------------ */

static void set_hint(Tp *t, IrValue *v, IrType *pointee) {
  if (!v || !pointee || (v->kind != IR_V_INST && v->kind != IR_V_ARG)) return;
  if (!v->type || v->type->kind != IR_TY_PTR || v->type->elem) return;
  IrType *old = ptrmap_get(&t->hints, v);
  if (!old) tp_set(t, &t->hints, v, pointee);
  /* A parameter (a library export's struct or array argument, its struct
   * result) points at the aggregate some use names, not at the first field
   * another use reads directly. */
  else if (v->kind == IR_V_ARG && old->kind != IR_TY_STRUCT && old->kind != IR_TY_ARRAY &&
           (pointee->kind == IR_TY_STRUCT || pointee->kind == IR_TY_ARRAY))
    tp_set(t, &t->hints, v, pointee);
}

/* Records, for pointer-valued arguments and instructions, the pointee
 * their first use needs. */
static void collect_hints(Tp *t, IrFunc *f) {
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
      switch (I->op) {
      case IR_LOAD:
        if (I->nops >= 1) set_hint(t, I->ops[0], typed_of(t, I->v.type));
        break;
      case IR_STORE:
        if (I->nops >= 2) set_hint(t, I->ops[1], typed_of(t, I->ops[0]->type));
        break;
      case IR_GEP:
        if (I->nops >= 1) set_hint(t, I->ops[0], typed_of(t, I->aux_type));
        break;
      case IR_ATOMICRMW: case IR_CMPXCHG:
        if (I->nops >= 2) set_hint(t, I->ops[0], typed_of(t, I->ops[1]->type));
        break;
      case IR_CALL: {
        IrFunc *callee = ir_call_callee(I);
        IrType *fty = callee ? callee->fn_type : I->aux_type;
        for (uint32_t k = 1; fty && k < I->nops && k - 1 < fty->nmembers; k++) {
          IrType *pt = fty->members[k - 1];
          if (pt && pt->kind == IR_TY_PTR && pt->elem) set_hint(t, I->ops[k], pt->elem);
        }
        break;
      }
      default: break;
      }
    }
}

static IrType *pointee_or_i8(Tp *t, IrValue *v) {
  IrType *h = ptrmap_get(&t->hints, v);
  return h ? h : ir_type_int(t->m, 8);
}

/* Result type of I in typed form. */
static void type_result(Tp *t, IrInst *I) {
  IrModule *m = t->m;
  IrType *ty = I->v.type;
  switch (I->op) {
  case IR_ALLOCA:
    I->aux_type = typed_of(t, I->aux_type);
    I->v.type = ir_type_typed_ptr(m, I->aux_type, ty && ty->kind == IR_TY_PTR ? ty->addrspace : 0);
    return;
  case IR_GEP: {
    I->aux_type = typed_of(t, I->aux_type);
    IrType *res = I->nops ? ir_type_gep_indexed(I->aux_type, I->ops + 1, I->nops - 1) : NULL;
    if (!res || !ty || ty->kind != IR_TY_PTR) {
      if (ty && ty->kind == IR_TY_VECTOR) {
        diag_error(t->d, WR_OPAQUE_POINTER, srcloc_none(), "vector GEPs cannot be given typed pointers");
        t->err = true;
      } else {
        I->v.type = typed_of(t, ty);
      }
      return;
    }
    I->v.type = ir_type_typed_ptr(m, typed_of(t, res), ty->addrspace);
    return;
  }
  case IR_CALL: {
    IrFunc *callee = ir_call_callee(I);
    I->aux_type = callee ? callee->fn_type : typed_of(t, I->aux_type);
    I->v.type = I->aux_type && I->aux_type->kind == IR_TY_FUNC ? I->aux_type->elem : typed_of(t, ty);
    return;
  }
  default: break;
  }
  if (ty && ty->kind == IR_TY_PTR && !ty->elem) {
    IrType *pointee = ptrmap_get(&t->hints, &I->v);
    if (!pointee && (I->op == IR_ADDRSPACECAST || I->op == IR_BITCAST) && I->nops) {
      IrType *st = I->ops[0]->kind == IR_V_INST || I->ops[0]->kind == IR_V_ARG
                       ? I->ops[0]->type : value_typed_type(t, I->ops[0]);
      if (st && st->kind == IR_TY_PTR && st->elem) pointee = st->elem;
    }
    if (!pointee && (I->op == IR_PHI || I->op == IR_SELECT)) {
      uint32_t start = I->op == IR_PHI ? 0 : 1, step = I->op == IR_PHI ? 2 : 1;
      for (uint32_t k = start; k < I->nops && !pointee; k += step) {
        IrValue *o = I->ops[k];
        IrType *ot = o->kind == IR_V_INST || o->kind == IR_V_ARG ? o->type
                     : o->kind == IR_V_GLOBAL || o->kind == IR_V_FUNC || o->kind == IR_V_CONST_EXPR
                         ? value_typed_type(t, o) : NULL;
        if (ot && ot->kind == IR_TY_PTR && ot->elem) pointee = ot->elem;
      }
    }
    if (!pointee) pointee = ir_type_int(m, 8);
    I->v.type = ir_type_typed_ptr(m, pointee, ty->addrspace);
    return;
  }
  I->v.type = typed_of(t, ty);
}

/* Pointer type operand k of I must have, or NULL for no constraint. */
static IrType *expected_operand(Tp *t, IrFunc *f, IrInst *I, uint32_t k) {
  IrModule *m = t->m;
  IrValue *o = I->ops[k];
  IrType *ot = o->type;
  uint32_t as = ot && ot->kind == IR_TY_PTR ? ot->addrspace : 0;
  switch (I->op) {
  case IR_LOAD:
    return k == 0 ? ir_type_typed_ptr(m, I->v.type, as) : NULL;
  case IR_STORE:
    return k == 1 ? ir_type_typed_ptr(m, I->ops[0]->type, as) : NULL;
  case IR_GEP:
    return k == 0 ? ir_type_typed_ptr(m, I->aux_type, as) : NULL;
  case IR_ATOMICRMW: case IR_CMPXCHG:
    return k == 0 && I->nops > 1 ? ir_type_typed_ptr(m, I->ops[1]->type, as) : NULL;
  case IR_CALL:
    if (k == 0) return NULL;
    return I->aux_type && k - 1 < I->aux_type->nmembers ? I->aux_type->members[k - 1] : NULL;
  case IR_RET:
    return f->fn_type->elem;
  case IR_PHI:
    return (k & 1) == 0 ? I->v.type : NULL;
  case IR_SELECT:
    return k >= 1 ? I->v.type : NULL;
  case IR_ICMP:
    return k == 1 ? I->ops[0]->type : NULL;
  default:
    return NULL;
  }
}

static bool is_local(const IrValue *v) { return v->kind == IR_V_INST || v->kind == IR_V_ARG; }

/* llvm.lifetime.start/end: DXC's front end casts the object to i8* for
 * each marker and its early CSE merges the two casts (later passes' casts
 * are not merged, so only these are shared). */
static bool is_lifetime_call(IrInst *I) {
  IrFunc *callee = I->op == IR_CALL ? ir_call_callee(I) : NULL;
  return callee && callee->v.name && !strncmp(callee->v.name, "llvm.lifetime.", 14);
}

static bool is_class_matrix(const IrType *t) {
  return t && t->kind == IR_TY_STRUCT && t->name && !strncmp(t->name, "class.matrix.", 13) && t->nmembers == 1 &&
         t->members[0]->kind == IR_TY_ARRAY && t->members[0]->elem->kind == IR_TY_VECTOR;
}

/* Is v the vector storage of p: p with each DXC %class.matrix.T.R.C (an
 * array of R rows <C x T>) as <R*C x T>, at least one of them? */
static bool matrix_view(const IrType *p, const IrType *v) {
  if (!p || !v || p == v) return false;
  if (is_class_matrix(p)) {
    const IrType *rows = p->members[0];
    return v->kind == IR_TY_VECTOR && v->elem == rows->elem->elem && v->count == rows->count * rows->elem->count;
  }
  if (p->kind == IR_TY_ARRAY && v->kind == IR_TY_ARRAY && p->count == v->count)
    return matrix_view(p->elem, v->elem);
  return false;
}

/* A GEP that addresses memory of DXC's matrix classes (a library boundary's
 * struct or array of %class.matrix) through its vector storage takes the
 * memory's own type, as DXC's does (gep %struct.S, p, 0, 0, i: the element
 * is a %class.matrix, which its loads and stores then bitcast to the
 * vector); a first index past the first element keeps the GEP as it is. */
static void gep_through_matrices(Tp *t, IrInst *I) {
  IrValue *o = I->nops ? I->ops[0] : NULL;
  if (!o || !is_local(o) || !o->type || o->type->kind != IR_TY_PTR || !o->type->elem) return;
  IrType *p = o->type->elem;
  uint32_t z = 0;
  while (p && !matrix_view(p, I->aux_type) && z < 8) {
    if (p->kind == IR_TY_STRUCT && p->nmembers && !is_class_matrix(p)) p = p->members[0];
    else if (p->kind == IR_TY_ARRAY && p->count) p = p->elem;
    else return;
    z++;
  }
  if (!p || !matrix_view(p, I->aux_type)) return;
  uint64_t first;
  if (z && (I->nops < 2 || !ir_const_is_int(I->ops[1], &first) || first)) return;
  IrValue **ops = arena_alloc(t->a, sizeof(IrValue *) * (I->nops + z));
  if (!ops) return;
  uint32_t n = 0;
  ops[n++] = o;
  if (I->nops > 1) ops[n++] = I->ops[1];
  for (uint32_t k = 0; k < z; k++) ops[n++] = ir_const_i32(t->m, 0);
  for (uint32_t k = 2; k < I->nops; k++) ops[n++] = I->ops[k];
  IrType *res = ir_type_gep_indexed(o->type->elem, ops + 1, n - 1);
  if (!res) return;
  ir_inst_set_operands(t->m, I, ops, n);
  I->aux_type = o->type->elem;
  I->v.type = ir_type_typed_ptr(t->m, res, o->type->addrspace);
}

static void fix_operands(Tp *t, IrFunc *f, IrInst *I) {
  IrModule *m = t->m;
  if (I->op == IR_GEP) gep_through_matrices(t, I);
  for (uint32_t k = 0; k < I->nops; k++) {
    IrValue *o = I->ops[k];
    if (!o || o->kind == IR_V_BLOCK || o->kind == IR_V_MD) continue;
    IrType *want = expected_operand(t, f, I, k);
    if (want && (want->kind != IR_TY_PTR || !want->elem)) want = NULL;
    if (!is_local(o)) {
      IrValue *n = retype_const(t, o, want, 0);
      if (n != o) ir_inst_set_operand(I, k, n);
      continue;
    }
    if (!want || o->type == want || !o->type || o->type->kind != IR_TY_PTR) continue;
    bool lifetime = t->reuse_casts && is_lifetime_call(I);
    if (lifetime) {
      /* the casts of o, newest first, while they are in I's block */
      IrInst *prev = ptrmap_get(&t->casts, o);
      while (prev && prev->parent == I->parent && prev->v.type != want) prev = ptrmap_get(&t->cast_prev, prev);
      if (prev && prev->parent == I->parent) {
        ir_inst_set_operand(I, k, &prev->v);
        continue;
      }
    }
    IrInst *cast;
    int z = o->type->addrspace == want->addrspace ? zero_path(o->type->elem, want->elem) : -1;
    if (z > 0) {
      IrValue **ops = zero_indices(t, o, z);
      cast = ops ? ir_inst_new(m, IR_GEP, want, ops, (uint32_t)z + 2) : NULL;
      if (cast) {
        cast->aux_type = o->type->elem;
        /* DXC's GEPs into node records (address space 6) are not inbounds */
        cast->flags = o->type->addrspace == DXIL_NODE_RECORD_ADDRSPACE ? 0 : IR_FLAG_INBOUNDS;
      }
    } else {
      IrOpcode op = o->type->addrspace != want->addrspace ? IR_ADDRSPACECAST : IR_BITCAST;
      int zs = op == IR_BITCAST ? zero_path_sized(m, o->type->elem, want->elem) : -1;
      IrValue **ops = zs > 0 ? zero_indices(t, o, zs) : NULL;
      IrType *mid = ops ? ir_type_gep_indexed(o->type->elem, ops + 1, (uint32_t)zs + 1) : NULL;
      IrInst *gep = mid ? ir_inst_new(m, IR_GEP, ir_type_typed_ptr(m, mid, o->type->addrspace), ops, (uint32_t)zs + 2)
                        : NULL;
      if (gep) {
        gep->aux_type = o->type->elem;
        gep->flags = IR_FLAG_INBOUNDS;
        if (I->op == IR_PHI) {
          IrInst *term = ir_block_terminator((IrBlock *)I->ops[k + 1]);
          if (term) ir_inst_insert_before(term, gep);
          else ir_inst_append((IrBlock *)I->ops[k + 1], gep);
        } else {
          ir_inst_insert_before(I, gep);
        }
        IrValue *gv = &gep->v;
        cast = ir_inst_new(m, op, want, &gv, 1);
      } else {
        cast = ir_inst_new(m, op, want, &o, 1);
      }
    }
    if (!cast) {
      t->err = true;
      return;
    }
    if (I->op == IR_PHI) {
      IrBlock *pred = (IrBlock *)I->ops[k + 1];
      IrInst *term = ir_block_terminator(pred);
      if (term) ir_inst_insert_before(term, cast);
      else ir_inst_append(pred, cast);
    } else {
      ir_inst_insert_before(I, cast);
      if (lifetime) {
        IrInst *last = ptrmap_get(&t->casts, o);
        if (last) tp_set(t, &t->cast_prev, cast, last);
        tp_set(t, &t->casts, o, cast);
      }
    }
    ir_inst_set_operand(I, k, &cast->v);
  }
}

/* ---- metadata ---------------------------------------------------------------- */

static void retype_md(Tp *t, IrMD *md, int depth) {
  if (!md || depth > 200 || ptrmap_get(&t->md_seen, md)) return;
  tp_set(t, &t->md_seen, md, md);
  if (md->kind == IR_MD_VALUE && md->value && !is_local(md->value)) {
    ir_md_set_value(md, retype_const(t, md->value, NULL, 0));
  } else if (md->kind == IR_MD_NODE) {
    for (uint32_t i = 0; i < md->nops; i++) retype_md(t, md->ops[i], depth + 1);
  }
}

/* ---- driver ---------------------------------------------------------------------- */

/* type_has_opaque(t, 0) through a per-type memo (indexed by IrType.id;
 * 0 unknown, 1 no, 2 yes): the scan below asks it of every instruction's
 * types and operands, which share a few dozen types. */
typedef struct OpaqueMemo {
  uint8_t *v;
  uint32_t n;
} OpaqueMemo;

static bool has_opaque_memo(OpaqueMemo *o, const IrType *t) {
  if (!t) return false;
  if (t->id >= o->n) return type_has_opaque(t, 0);
  if (!o->v[t->id]) o->v[t->id] = type_has_opaque(t, 0) ? 2 : 1;
  return o->v[t->id] == 2;
}

static bool module_has_opaque(IrModule *m, OpaqueMemo *o) {
  for (uint32_t g = 0; g < m->globals.len; g++) {
    IrGlobal *gv = m->globals.data[g];
    if (has_opaque_memo(o, gv->value_type) || has_opaque_memo(o, gv->v.type)) return true;
  }
  for (uint32_t s = 0; s < m->named_structs.len; s++) {
    IrType *st = m->named_structs.data[s];
    for (uint32_t k = 0; k < st->nmembers; k++)
      if (has_opaque_memo(o, st->members[k])) return true;
  }
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (has_opaque_memo(o, f->fn_type) || has_opaque_memo(o, f->v.type)) return true;
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
        if (has_opaque_memo(o, I->v.type) || has_opaque_memo(o, I->aux_type)) return true;
        for (uint32_t k = 0; k < I->nops; k++)
          if (I->ops[k] && I->ops[k]->kind != IR_V_GLOBAL && I->ops[k]->kind != IR_V_FUNC &&
              has_opaque_memo(o, I->ops[k]->type))
            return true;
      }
  }
  return false;
}

bool dxil_has_opaque_pointers(IrModule *m) {
  for (uint32_t i = 0; i < m->types.len; i++) {
    IrType *ty = m->types.data[i];
    if (ty->kind == IR_TY_PTR && !ty->elem) {
      /* The type exists; is anything still using it? (every type's id is
       * below the number of types made; a memo that cannot be had only
       * makes the scan ask type_has_opaque directly) */
      Arena a;
      arena_init_child(&a, m->arena);
      OpaqueMemo o = {0};
      o.n = m->types.len + m->named_structs.len;
      o.v = arena_alloc(&a, o.n ? o.n : 1);
      if (!o.v) o.n = 0;
      bool r = module_has_opaque(m, &o);
      arena_free(&a);
      return r;
    }
  }
  return false;
}

/* The struct a dx.op declaration with a user-defined-type overload points
 * at: DXC names such ops after the struct (dx.op.dispatchMesh.struct.P,
 * dx.op.getMeshPayload.struct.P), whose opaque pointer parameters and
 * result then point at it. NULL for other functions. */
static IrType *udt_op_pointee(IrModule *m, const IrFunc *f) {
  const char *n = f->v.name;
  if (f->nblocks || !n || strncmp(n, "dx.op.", 6) != 0) return NULL;
  const char *dot = strchr(n + 6, '.');
  if (!dot || !dot[1]) return NULL;
  for (uint32_t i = 0; i < m->named_structs.len; i++) {
    IrType *st = m->named_structs.data[i];
    if (st->name && strcmp(st->name, dot + 1) == 0) return st;
  }
  return NULL;
}

/* The pointee an argument value has by its definition (an alloca, a global,
 * a GEP into one), NULL when that takes the hints. */
static IrType *def_pointee(Tp *t, IrValue *v) {
  if (!v) return NULL;
  if (v->kind == IR_V_GLOBAL) return typed_of(t, ((IrGlobal *)v)->value_type);
  IrInst *i = ir_as_inst(v);
  if (!i) return NULL;
  if (i->op == IR_ALLOCA) return typed_of(t, i->aux_type);
  if (i->op == IR_GEP && i->aux_type && i->nops >= 2)
    return typed_of(t, ir_type_gep_indexed(i->aux_type, i->ops + 2, i->nops - 2));
  return NULL;
}

/* A user function's declaration (a library's external function): its
 * pointer parameters point at what its calls pass (DXC declares
 * float @f(%struct.S*), not i8*); NULL when no call tells. */
static IrType *decl_param_pointee(Tp *t, const IrFunc *f, uint32_t param) {
  IrModule *m = t->m;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *g = m->funcs.data[fi];
    for (uint32_t b = 0; b < g->nblocks; b++)
      for (IrInst *I = g->blocks[b]->first; I; I = I->next) {
        if (I->op != IR_CALL || ir_call_callee(I) != f || I->nops <= param + 1) continue;
        IrType *pt = def_pointee(t, I->ops[param + 1]);
        if (pt) return pt;
      }
  }
  return NULL;
}

bool dxil_type_pointers(IrModule *m, Diag *d, bool reuse_casts) {
  Arena a;
  arena_init_child(&a, m->arena); /* the compilation's allocator; OOM reaches it */
  Tp t;
  memset(&t, 0, sizeof t);
  t.reuse_casts = reuse_casts;
  t.m = m;
  t.d = d;
  t.a = &a;
  ptrmap_init(&t.types, &a);
  ptrmap_init(&t.hints, &a);
  ptrmap_init(&t.md_seen, &a);
  ptrmap_init(&t.casts, &a);
  ptrmap_init(&t.cast_prev, &a);
  /* Named struct bodies, then every function signature (callers need the
   * callee's typed parameters). */
  for (uint32_t i = 0; i < m->named_structs.len; i++) typed_of(&t, m->named_structs.data[i]);
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    collect_hints(&t, f);
  }
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    IrType *fty = typed_of(&t, f->fn_type);
    if (!fty || fty->kind != IR_TY_FUNC) { /* out of memory */
      t.err = true;
      break;
    }
    if (f->nblocks && f->nargs) {
      /* Defined functions: pointer parameters take the pointee their uses need. */
      IrType **params = arena_alloc(&a, sizeof(IrType *) * f->nargs);
      if (!params) {
        t.err = true;
        break;
      }
      for (uint32_t i = 0; i < f->nargs; i++) {
        IrType *pt = f->fn_type->members[i];
        IrType *decl = f->args[i]->pointee ? typed_of(&t, f->args[i]->pointee) : NULL;
        params[i] = pt && pt->kind == IR_TY_PTR && !pt->elem
                        ? ir_type_typed_ptr(m, decl ? decl : pointee_or_i8(&t, &f->args[i]->v), pt->addrspace)
                        : fty->members[i];
      }
      fty = ir_type_func(m, fty->elem, params, f->nargs, fty->vararg);
      if (!fty) { /* out of memory */
        t.err = true;
        break;
      }
    }
    if (!f->nblocks && f->v.name && strncmp(f->v.name, "dx.", 3) && strncmp(f->v.name, "llvm.", 5) &&
        fty->nmembers) {
      IrType **params = arena_alloc(&a, sizeof(IrType *) * fty->nmembers);
      if (!params) {
        t.err = true;
        break;
      }
      bool any = false;
      for (uint32_t i = 0; i < fty->nmembers; i++) {
        IrType *pt = f->fn_type->members[i];
        IrType *pe = !(pt && pt->kind == IR_TY_PTR && !pt->elem) ? NULL
                     : i < f->nargs && f->args[i]->pointee ? typed_of(&t, f->args[i]->pointee)
                                                           : decl_param_pointee(&t, f, i);
        params[i] = pe ? ir_type_typed_ptr(m, pe, pt->addrspace) : fty->members[i];
        any |= pe != NULL;
      }
      if (any && !(fty = ir_type_func(m, fty->elem, params, fty->nmembers, fty->vararg))) {
        t.err = true;
        break;
      }
    }
    IrType *udt = udt_op_pointee(m, f);
    if (udt && fty && fty->kind == IR_TY_FUNC) {
      IrType *ft0 = f->fn_type;
      IrType **params = arena_alloc(&a, sizeof(IrType *) * (ft0->nmembers + 1));
      if (!params) {
        t.err = true;
        break;
      }
      for (uint32_t i = 0; i < ft0->nmembers; i++) {
        IrType *pt = ft0->members[i];
        params[i] = pt && pt->kind == IR_TY_PTR && !pt->elem
                        ? ir_type_typed_ptr(m, typed_of(&t, udt), pt->addrspace)
                        : fty->members[i];
      }
      IrType *rt = ft0->elem && ft0->elem->kind == IR_TY_PTR && !ft0->elem->elem
                       ? ir_type_typed_ptr(m, typed_of(&t, udt), ft0->elem->addrspace)
                       : fty->elem;
      bool ok = rt != NULL;
      for (uint32_t i = 0; i < ft0->nmembers; i++) ok &= params[i] != NULL;
      IrType *nf = ok ? ir_type_func(m, rt, params, ft0->nmembers, fty->vararg) : NULL;
      if (!nf) { /* out of memory */
        t.err = true;
        break;
      }
      fty = nf;
    }
    f->fn_type = fty;
    for (uint32_t i = 0; i < f->nargs && i < fty->nmembers; i++) f->args[i]->v.type = fty->members[i];
    f->v.type = ir_type_typed_ptr(m, fty, 0);
  }
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    g->value_type = typed_of(&t, g->value_type);
    g->v.type = ir_type_typed_ptr(m, g->value_type, g->addrspace);
    if (g->init) g->init = retype_const(&t, g->init, g->value_type, 0);
  }
  for (uint32_t fi = 0; fi < m->funcs.len && !t.err; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *I = f->blocks[b]->first; I; I = I->next) type_result(&t, I);
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
        /* casts inserted by fix_operands land before I and are already typed */
        fix_operands(&t, f, I);
        for (uint32_t k = 0; k < I->nmd; k++) retype_md(&t, I->md[k].md, 0);
        for (uint32_t k = 0; k < I->nops; k++)
          if (I->ops[k] && I->ops[k]->kind == IR_V_MD) retype_md(&t, ((IrMDValue *)I->ops[k])->md, 0);
      }
    for (uint32_t k = 0; k < f->nmd; k++) retype_md(&t, f->md[k].md, 0);
  }
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    for (uint32_t j = 0; j < n->nops; j++) retype_md(&t, n->ops[j], 0);
  }
  bool ok = !t.err;
  if (a.oom || m->arena->oom) {
    /* A failed map insert or type made the run fail: that is out of memory,
     * not a pointer the pass could not type. */
    if (!d->oom) diag_oom(d, WR_OPAQUE_POINTER, "typed-pointer conversion");
    ok = false;
  } else if (ok && dxil_has_opaque_pointers(m)) {
    diag_error(d, WR_OPAQUE_POINTER, srcloc_none(), "could not give every pointer a pointee type");
    ok = false;
  } else if (!ok && d->errors == 0) {
    diag_error(d, WR_OPAQUE_POINTER, srcloc_none(), "could not give every pointer a pointee type");
  }
  arena_free(&a);
  return ok;
}
