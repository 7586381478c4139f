/* sroa.c - the "sroa" pass: scalar replacement of aggregates, then mem2reg.
 *
 * An alloca of struct/array/vector type is split one level at a time into
 * one alloca per element when every access reaches it through:
 *   - `getelementptr T, %a, 0, k, rest...` with constant k (the GEP is
 *     rewritten onto the element alloca; `rest` stays),
 *   - `getelementptr E, %a, k, rest...` where E is the element type
 *     (pointer arithmetic over the elements, constant k),
 *   - `getelementptr T, %a, 0` (an alias, analysed the same way),
 *   - a load/store of the whole aggregate (split into element loads +
 *     insertvalue/insertelement, or extractvalue/extractelement + element
 *     stores),
 *   - a load/store of the type found by descending through element 0 (the
 *     first element lives at offset 0), or a `getelementptr S, %a, 0, ...`
 *     with such a type S,
 *   - lifetime markers (one per element replaces each),
 *   - `getelementptr [n x T], %a, 0, k` with a constant k >= n used only by
 *     loads and stores (an out-of-bounds access, e.g. v[i] of a local
 *     vector once i folded to a constant): the stores are dropped and the
 *     loads read zero (LLVM's SROA makes them undef; zero is one of its
 *     values, and the validator rejects both the access and a use of
 *     undef). A GEP marked !hlsl.cbuffer.vecidx is left for
 *     dxil-cbuffer-bounds to report.
 * New element allocas that are aggregates go back on the worklist, so
 * splitting is recursive; an element indexed dynamically (a local array
 * with a variable index) simply stays an alloca. Before that, memcpy/memset
 * of a whole alloca (or GEP into one) becomes a typed load/store.
 * Afterwards mem2reg promotes the scalars and instsimplify folds the
 * insertvalue/extractvalue glue of split aggregate copies. Local arrays of
 * scalars that are only a table of constants become internal constant
 * globals named <alloca>.hca (like DXC). */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

/* Split at most this many elements per level. */
#define SROA_MAX_ELEMS 4096

/* DXIL's object values (%dx.types.HitObject) are one value each: never
 * split, promoted whole. */
static bool is_agg(const IrType *t) {
  if (t && t->kind == IR_TY_STRUCT && t->name && !strncmp(t->name, "dx.types.", 9)) return false;
  return t && (t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR);
}

static const char *callee_name(IrInst *i) {
  IrFunc *f = i->op == IR_CALL ? ir_call_callee(i) : NULL;
  return f && f->v.name ? f->v.name : "";
}

static bool is_lifetime(IrInst *i) { return strncmp(callee_name(i), "llvm.lifetime.", 14) == 0; }

/* The type a pointer produced by an alloca or GEP points at, or NULL. */
static IrType *pointee(IrValue *p) {
  IrInst *i = ir_as_inst(p);
  if (!i) return p && p->kind == IR_V_GLOBAL ? ((IrGlobal *)p)->value_type : NULL;
  if (i->op == IR_ALLOCA) return i->aux_type;
  if (i->op != IR_GEP || i->nops < 2) return NULL;
  IrType *t = i->aux_type;
  for (uint32_t k = 2; k < i->nops && t; k++) {
    if (t->kind == IR_TY_STRUCT) {
      uint64_t f;
      if (!ir_const_is_int(i->ops[k], &f) || f >= t->nmembers) return NULL;
      t = t->members[f];
    } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      t = t->elem;
    } else {
      return NULL;
    }
  }
  return t;
}

/* memcpy(dst, src, size) / memset(dst, 0, size) over a whole typed object
 * -> load/store of that type (so the split below sees it). */
static bool lower_mem_intrinsics(IrModule *m, IrFunc *f) {
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
      nx = i->next;
      const char *n = callee_name(i);
      bool cpy = strncmp(n, "llvm.memcpy.", 12) == 0 || strncmp(n, "llvm.memmove.", 13) == 0;
      bool set = strncmp(n, "llvm.memset.", 12) == 0;
      if ((!cpy && !set) || i->nops < 5) continue;
      uint64_t size, vol;
      if (!ir_const_is_int(i->ops[3], &size) || !ir_const_is_int(i->ops[4], &vol) || vol)
        continue;
      IrValue *dst = i->ops[1];
      IrType *t = pointee(dst);
      if (cpy && (!t || ir_type_size(t) != size)) t = pointee(i->ops[2]);
      if (!t || !is_agg(t) || ir_type_size(t) != size) continue;
      IrBuilder bld;
      ir_builder_before(&bld, m, i);
      bld.loc = i->loc;
      IrValue *val;
      if (set) {
        if (!opt_is_const_int(i->ops[2], 0)) continue;
        val = ir_const_zero(m, t);
      } else {
        val = ir_build_load(&bld, t, i->ops[2], NULL);
      }
      if (!val || !ir_build_store(&bld, val, dst)) return false;
      ir_inst_remove(i);
    }
  return true;
}

/* Is GEP g (a constant index past its array) used only to load and store? */
static bool oob_gep_removable(IrFunc *f, IrInst *g) {
  if (ir_inst_get_md(g, "hlsl.cbuffer.vecidx")) return false;
  for (IrUse *u = g->v.uses; u; u = u->next) {
    IrInst *i = u->user;
    if (i->parent->parent != f) continue;
    uint32_t k = ir_use_index(u);
    bool ok = (i->op == IR_LOAD && k == 0 && !(i->flags & IR_FLAG_VOLATILE)) ||
              (i->op == IR_STORE && k == 1 && !(i->flags & IR_FLAG_VOLATILE));
    if (!ok) return false;
  }
  return true;
}

/* ACC_OOB: loads through g read zero, stores through it vanish. */
static bool drop_oob_gep(IrModule *m, IrFunc *f, IrInst *g, Arena *a) {
  OptUse *us;
  bool oom = false;
  uint32_t n = opt_uses_sorted(a, f, &g->v, &us, &oom);
  if (oom) return false;
  for (uint32_t x = 0; x < n; x++) {
    IrInst *i = us[x].user;
    if (!i->parent) continue; /* already removed (a second operand) */
    if (i->op == IR_LOAD && us[x].idx == 0) {
      ir_replace_all_uses(m, f, &i->v, ir_const_zero(m, i->v.type));
      ir_inst_remove(i);
    } else if (i->op == IR_STORE && us[x].idx == 1) {
      ir_inst_remove(i);
    }
  }
  ir_inst_remove(g);
  return true;
}

/* What one use of the alloca (or an alias of it) does. */
typedef enum AccessKind {
  ACC_WHOLE_LOAD, ACC_WHOLE_STORE, ACC_FIRST, ACC_GEP, ACC_ALIAS, ACC_DROP, ACC_OOB,
} AccessKind;

typedef struct Access {
  AccessKind kind;  /* what the use does */
  IrInst *inst;     /* the user */
  uint32_t elem;    /* ACC_GEP: element index */
  uint32_t rest;    /* ACC_GEP: first operand index of the remaining indices */
} Access;

typedef VEC(Access) AccessVec;

/* Is the load/store type `t` reachable from `agg` by descending through
 * element 0 at least once? */
static bool first_elem_type(IrType *agg, IrType *t) {
  for (int guard = 0; guard < 64 && is_agg(agg); guard++) {
    IrType *e = opt_type_elem(agg, 0);
    if (!e) return false;
    if (e == t) return true;
    agg = e;
  }
  return false;
}

/* Is vt the vector <N x E> of array t = [N x E]? (a whole matrix stored in a
 * struct field, [N x E] in memory, is loaded and stored as a vector) */
static bool vec_of_array(const IrType *vt, const IrType *t) {
  return vt && t && t->kind == IR_TY_ARRAY && vt->kind == IR_TY_VECTOR && vt->elem == t->elem &&
         vt->count == t->count;
}

/* Classify every use of pointer p (the alloca or an alias): the uses of
 * each pointer in program order (its def-use chain, sorted), aliases after
 * the pointer they alias. */
static bool classify(Arena *a, IrFunc *f, IrValue *p, IrType *t, AccessVec *out, bool *ok) {
  PtrVec ptrs = {0};
  if (!ptrvec_push(a, &ptrs, p)) return false;
  uint32_t nel = opt_type_nelems(t);
  for (uint32_t pi = 0; pi < ptrs.len && *ok; pi++) {
    IrValue *cur = ptrs.data[pi];
    OptUse *us;
    bool oom = false;
    uint32_t nu = opt_uses_sorted(a, f, cur, &us, &oom);
    if (oom) return false;
    for (uint32_t x = 0; x < nu && *ok; x++) {
          IrInst *i = us[x].user;
          uint32_t k = us[x].idx;
          Access acc = {ACC_DROP, i, 0, 0};
          bool good = false;
          if (i->op == IR_LOAD && k == 0 && !(i->flags & IR_FLAG_VOLATILE)) {
            if (i->v.type == t || vec_of_array(i->v.type, t)) acc.kind = ACC_WHOLE_LOAD, good = true;
            else if (first_elem_type(t, i->v.type)) acc.kind = ACC_FIRST, good = true;
          } else if (i->op == IR_STORE && k == 1 && i->ops[0] != cur &&
                     !(i->flags & IR_FLAG_VOLATILE)) {
            if (i->ops[0]->type == t || vec_of_array(i->ops[0]->type, t))
              acc.kind = ACC_WHOLE_STORE, good = true;
            else if (first_elem_type(t, i->ops[0]->type)) acc.kind = ACC_FIRST, good = true;
          } else if (i->op == IR_CALL && is_lifetime(i)) {
            good = true;
          } else if (i->op == IR_GEP && k == 0 && i->nops >= 2) {
            uint64_t i0, i1;
            if (i->aux_type == t && ir_const_is_int(i->ops[1], &i0) && i0 == 0) {
              if (i->nops == 2) {
                acc.kind = ACC_ALIAS;
                good = true;
                if (!ptrvec_push(a, &ptrs, i)) return false;
              } else if (ir_const_is_int(i->ops[2], &i1) && i1 < nel) {
                acc.kind = ACC_GEP;
                acc.elem = (uint32_t)i1;
                acc.rest = 3;
                good = true;
              } else if (t->kind == IR_TY_ARRAY && i->nops == 3 && ir_const_is_int(i->ops[2], &i1) &&
                         i1 >= nel && oob_gep_removable(f, i)) {
                acc.kind = ACC_OOB;
                good = true;
              }
            } else if (t->kind != IR_TY_STRUCT && i->aux_type == t->elem &&
                       ir_const_is_int(i->ops[1], &i0) && i0 < nel) {
              acc.kind = ACC_GEP;
              acc.elem = (uint32_t)i0;
              acc.rest = 2;
              good = true;
            } else if (i->aux_type != t && first_elem_type(t, i->aux_type) &&
                       ir_const_is_int(i->ops[1], &i0) && i0 == 0) {
              /* `getelementptr S, %a, 0, ...` with S the type of a first
               * element (folding a zero GEP leaves these): the same GEP on
               * element 0 */
              acc.kind = ACC_FIRST;
              good = true;
            }
          }
          if (!good) {
            *ok = false;
            break;
          }
          if (!vec_push(a, out, acc)) return false;
    }
  }
  return true;
}

/* "<base>.<k>" in buf (the IR copies a name where it is set), without
 * printf: SROA names every element of every aggregate it splits. */
static const char *elem_name(Arena *a, char *buf, size_t cap, const char *base, uint32_t k) {
  size_t n = strlen(base);
  if (n + 12 > cap) return arena_name_dot(a, base, k);
  memcpy(buf, base, n);
  char d[12];
  int nd = 0;
  do d[nd++] = (char)('0' + k % 10);
  while ((k /= 10) != 0);
  buf[n++] = '.';
  while (nd) buf[n++] = d[--nd];
  buf[n] = 0;
  return buf;
}

/* Split alloca al (type t) into per-element allocas. */
static bool split(IrModule *m, IrFunc *f, IrInst *al, const AccessVec *acc, PtrVec *work,
                  Arena *a) {
  IrType *t = al->aux_type;
  uint32_t nel = opt_type_nelems(t);
  IrInst **parts = arena_alloc(a, sizeof(IrInst *) * nel);
  if (!parts) return false;
  IrBuilder bld;
  ir_builder_before(&bld, m, al);
  bld.loc = al->loc;
  const char *base = al->v.name && *al->v.name ? al->v.name : "sroa";
  for (uint32_t k = 0; k < nel; k++) {
    IrType *et = opt_type_elem(t, k);
    char nb[128];
    IrValue *p = ir_build_alloca(&bld, et, elem_name(a, nb, sizeof nb, base, k));
    if (!p) return false;
    parts[k] = (IrInst *)p;
    if (al->align && parts[k]->align > al->align) parts[k]->align = al->align;
    if (is_agg(et) && !ptrvec_push(a, work, parts[k])) return false;
  }
  IrType *i32 = ir_type_int(m, 32);
  for (uint32_t x = 0; x < acc->len; x++) {
    const Access *ac = &acc->data[x];
    IrInst *i = ac->inst;
    ir_builder_before(&bld, m, i);
    bld.loc = i->loc;
    switch (ac->kind) {
    case ACC_WHOLE_LOAD: {
      IrType *lt = i->v.type; /* t, or the vector of array t */
      IrValue *v = ir_poison(m, lt);
      for (uint32_t k = 0; k < nel; k++) {
        IrType *et = opt_type_elem(t, k);
        IrValue *e = ir_build_load(&bld, et, &parts[k]->v, NULL);
        if (!e) return false;
        if (i->v.name && *i->v.name) {
          char nb[128];
          opt_set_name(m, f, e, elem_name(a, nb, sizeof nb, i->v.name, k));
        }
        if (lt->kind == IR_TY_VECTOR) {
          v = ir_build_insertelement(&bld, v, e, ir_const_int(m, i32, k), NULL);
        } else {
          uint32_t kk = k;
          v = ir_build_insertvalue(&bld, v, e, &kk, 1, NULL);
        }
        if (!v) return false;
      }
      ir_replace_all_uses(m, f, &i->v, v);
      ir_inst_remove(i);
      break;
    }
    case ACC_WHOLE_STORE: {
      IrValue *sv = i->ops[0];
      for (uint32_t k = 0; k < nel; k++) {
        IrValue *e = ir_is_const(sv) ? opt_const_elem(m, sv, k) : NULL;
        if (e) {
          /* constant element: no instruction needed */
        } else if (sv->type->kind == IR_TY_VECTOR) {
          e = ir_build_extractelement(&bld, sv, ir_const_int(m, i32, k), NULL);
        } else {
          uint32_t kk = k;
          e = ir_build_extractvalue(&bld, sv, &kk, 1, NULL);
        }
        if (!e || !ir_build_store(&bld, e, &parts[k]->v)) return false;
      }
      ir_inst_remove(i);
      break;
    }
    case ACC_FIRST:
      if (i->op == IR_LOAD || i->op == IR_GEP) ir_inst_set_operand(i, 0, &parts[0]->v);
      else ir_inst_set_operand(i, 1, &parts[0]->v);
      break;
    case ACC_GEP: {
      IrInst *pe = parts[ac->elem];
      if (ac->rest >= i->nops) {
        ir_replace_all_uses(m, f, &i->v, &pe->v);
        ir_inst_remove(i);
        break;
      }
      /* gep Telem, %part, 0, rest... */
      uint32_t nrest = i->nops - ac->rest;
      IrValue **ops = arena_alloc(m->arena, sizeof(IrValue *) * (nrest + 2));
      if (!ops) return false;
      ops[0] = &pe->v;
      ops[1] = ir_const_int(m, i32, 0);
      memcpy(ops + 2, i->ops + ac->rest, sizeof(IrValue *) * nrest);
      ir_inst_set_operands(m, i, ops, nrest + 2);
      i->aux_type = pe->aux_type;
      break;
    }
    case ACC_OOB:
      if (!drop_oob_gep(m, f, i, a)) return false;
      break;
    case ACC_DROP:
      /* a lifetime marker covers each element (LLVM's SROA too): the
       * markers of the parts that stay in memory reach the DXIL */
      if (i->op == IR_CALL && is_lifetime(i) && i->nops >= 3) {
        IrFunc *lt = ir_call_callee(i);
        for (uint32_t k = 0; k < nel; k++) {
          IrValue *args[2] = {ir_const_int(m, ir_type_int(m, 64), ir_type_size_in(m, parts[k]->aux_type)),
                              &parts[k]->v};
          if (!ir_build_call(&bld, lt, args, 2, "")) return false;
        }
      }
      break;
    case ACC_ALIAS:
      break;
    }
  }
  /* aliases and lifetime markers go last (their users were rewritten) */
  for (uint32_t x = acc->len; x-- > 0;) {
    const Access *ac = &acc->data[x];
    if (ac->kind == ACC_ALIAS || ac->kind == ACC_DROP) ir_inst_remove(ac->inst);
  }
  ir_inst_remove(al);
  return true;
}

/* Leaves (non-struct, non-array members) of t with their index paths,
 * in memory order. Explicit stack; paths live in the arena. */
typedef struct Leaf {
  uint32_t *path;   /* indices from the aggregate down to the leaf */
  uint32_t depth;   /* length of path */
  IrType *type;     /* the leaf's (scalar or vector) type */
} Leaf;

typedef VEC(Leaf) LeafVec;

static bool leaves_of(Arena *a, IrType *t, LeafVec *out) {
  typedef struct Frame { IrType *t; uint32_t next; } Frame;
  Frame stk[64];
  uint32_t path[64];
  uint32_t sp = 0;
  stk[sp].t = t;
  stk[sp++].next = 0;
  while (sp) {
    Frame *fr = &stk[sp - 1];
    uint32_t n = opt_type_nelems(fr->t);
    if (fr->next >= n) {
      sp--;
      continue;
    }
    uint32_t k = fr->next++;
    IrType *et = opt_type_elem(fr->t, k);
    path[sp - 1] = k;
    if (is_agg(et) && et->kind != IR_TY_VECTOR) {
      if (sp >= 64) return false;
      stk[sp].t = et;
      stk[sp++].next = 0;
      continue;
    }
    Leaf l;
    l.depth = sp;
    l.type = et;
    l.path = arena_dup(a, path, sizeof(uint32_t) * sp);
    if (!l.path || !vec_push(a, out, l)) return false;
  }
  return true;
}

/* Whole loads/stores of structs/arrays that stay in memory (for instance
 * a dynamically indexed local array copied as a whole) become one access
 * per leaf element: DXIL has no aggregate loads or stores. */
static bool expand_aggregate_accesses(IrModule *m, IrFunc *f, Arena *a) {
  IrType *i32 = ir_type_int(m, 32);
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
      nx = i->next;
      IrType *t = i->op == IR_LOAD ? i->v.type : i->op == IR_STORE ? i->ops[0]->type : NULL;
      if (!t || !is_agg(t) || t->kind == IR_TY_VECTOR || (i->flags & IR_FLAG_VOLATILE))
        continue;
      IrValue *ptr = i->op == IR_LOAD ? i->ops[0] : i->ops[1];
      IrType *pt = pointee(ptr);
      if (!pt || pt != t) continue; /* only typed local objects */
      LeafVec lv = {0};
      if (!leaves_of(a, t, &lv)) return false;
      if (lv.len > SROA_MAX_ELEMS) continue;
      IrBuilder bld;
      ir_builder_before(&bld, m, i);
      bld.loc = i->loc;
      IrValue *agg = ir_poison(m, t);
      for (uint32_t k = 0; k < lv.len; k++) {
        Leaf *l = &lv.data[k];
        IrValue **idx = arena_alloc(a, sizeof(IrValue *) * (l->depth + 1));
        if (!idx) return false;
        idx[0] = ir_const_int(m, i32, 0);
        for (uint32_t d = 0; d < l->depth; d++) idx[d + 1] = ir_const_int(m, i32, l->path[d]);
        IrValue *p = ir_build_gep(&bld, t, ptr, idx, l->depth + 1, true, NULL);
        if (!p) return false;
        if (i->op == IR_LOAD) {
          IrValue *e = ir_build_load(&bld, l->type, p, NULL);
          if (!e) return false;
          agg = ir_build_insertvalue(&bld, agg, e, l->path, l->depth, NULL);
          if (!agg) return false;
        } else {
          IrValue *sv = i->ops[0];
          IrValue *e = NULL;
          if (ir_is_const(sv)) {
            e = sv;
            for (uint32_t d = 0; d < l->depth && e; d++) e = opt_const_elem(m, e, l->path[d]);
          }
          if (!e) e = ir_build_extractvalue(&bld, sv, l->path, l->depth, NULL);
          if (!e || !ir_build_store(&bld, e, p)) return false;
        }
      }
      if (i->op == IR_LOAD) {
        const char *nm = i->v.name;
        ir_replace_all_uses(m, f, &i->v, agg);
        i->v.name = NULL;
        if (nm && agg->kind == IR_V_INST) opt_set_name(m, f, agg, nm);
      }
      ir_inst_remove(i);
    }
  return true;
}

/* A local array of scalars whose every store writes a constant to a
 * constant index (the same constant wherever one index is stored more than
 * once) becomes an internal constant global (DXC's HoistConstantArray,
 * ".hca"): a dynamically indexed lookup table then reads constant memory
 * instead of being rebuilt in every thread. Like DXC, neither the order of
 * stores and loads nor complete initialization is required: an element read
 * before its store, or never stored, is undef in the source, and the hoisted
 * constant (or undef) refines it. */
static bool hoist_constant_array(IrModule *m, IrFunc *f, IrInst *al, Arena *a, bool *changed) {
  IrType *t = al->aux_type;
  if (!t || t->kind != IR_TY_ARRAY || t->count == 0 || t->count > SROA_MAX_ELEMS) return true;
  IrType *et = t->elem;
  if (et->kind != IR_TY_INT && !ir_type_is_fp(et)) return true;
  if (al->nops >= 1 && !opt_is_const_int(al->ops[0], 1)) return true;
  uint32_t n = (uint32_t)t->count;
  IrValue **init = arena_alloc(a, sizeof(IrValue *) * n);
  PtrVec geps = {0}, stores = {0}, loads = {0}, markers = {0};
  if (!init) return false;
  /* uses: GEPs [N x T], %a, 0, idx feeding loads/stores of T (the order
   * of the lists below does not matter), and lifetime markers */
  for (IrUse *u = al->v.uses; u; u = u->next) {
    IrInst *i = u->user;
    if (i->parent->parent != f) continue;
    if (i->op == IR_CALL && is_lifetime(i)) {
      if (!ptrvec_push(a, &markers, i)) return false;
      continue;
    }
    if (i->op == IR_LOAD || i->op == IR_STORE) continue; /* element 0: below */
    if (i->op != IR_GEP || ir_use_index(u) != 0 || i->aux_type != t || i->nops != 3 ||
        !opt_is_const_int(i->ops[1], 0))
      return true;
    if (!ptrvec_push(a, &geps, i)) return false;
  }
  /* element 0 may also be read or written through the array's own address
   * (opaque pointers: the GEP to it folded away) */
  if (!ptrvec_push(a, &geps, al)) return false;
  for (uint32_t gk = 0; gk < geps.len; gk++) {
    IrInst *g = geps.data[gk];
    for (IrUse *u = g->v.uses; u; u = u->next) {
      IrInst *i = u->user;
      uint32_t k = ir_use_index(u);
      if (i->parent->parent != f) continue;
      if (g == al && (i->op == IR_GEP || (i->op == IR_CALL && is_lifetime(i)))) continue; /* above */
        if (i->op == IR_LOAD && k == 0 && i->v.type == et && !(i->flags & IR_FLAG_VOLATILE)) {
          if (!ptrvec_push(a, &loads, i)) return false;
        } else if (i->op == IR_STORE && k == 1 && i->ops[0]->type == et &&
                   !(i->flags & IR_FLAG_VOLATILE)) {
          uint64_t idx = 0;
          IrValue *v = i->ops[0];
          if ((g != al && !ir_const_is_int(g->ops[2], &idx)) || idx >= n || v == &al->v ||
              (v->kind != IR_V_CONST_INT && v->kind != IR_V_CONST_FP && v->kind != IR_V_UNDEF))
            return true;
          /* scalar constants are interned: equal constants are one value */
          if (init[idx] && init[idx] != v) return true;
          init[idx] = v;
          if (!ptrvec_push(a, &stores, i)) return false;
        } else {
          return true;
        }
    }
  }
  if (!loads.len) return true;
  for (uint32_t k = 0; k < n; k++)
    if (!init[k] && !(init[k] = ir_undef(m, et))) return false;
  const char *nm = arena_printf(a, "%s.hca", al->v.name && *al->v.name ? al->v.name : "arr");
  IrGlobal *g = ir_global_new(m, nm, t, 0);
  if (!g) return false;
  g->linkage = IR_LINK_INTERNAL;
  g->is_const = true;
  g->unnamed_addr = 2;
  g->align = al->align;
  g->init = ir_const_agg(m, t, init, n);
  if (!g->init) return false;
  for (uint32_t k = 0; k < stores.len; k++) ir_inst_remove(stores.data[k]);
  for (uint32_t k = 0; k < geps.len; k++)
    if (geps.data[k] != al) ir_inst_set_operand(geps.data[k], 0, &g->v);
  for (uint32_t k = 0; k < loads.len; k++) {
    IrInst *ld = loads.data[k];
    if (ld->ops[0] == &al->v) ir_inst_set_operand(ld, 0, &g->v);
  }
  /* DXC's markers stay on the constant (its finalization drops them below
   * DXIL 1.6 without a store: the global has an initializer) */
  for (uint32_t k = 0; k < markers.len; k++) {
    IrInst *mk = markers.data[k];
    for (uint32_t o = 1; o < mk->nops; o++)
      if (mk->ops[o] == &al->v) ir_inst_set_operand(mk, o, &g->v);
  }
  ir_inst_remove(al);
  *changed = true;
  return true;
}

/* Does the module still declare a `precise` marker (dx.hl.precise.*, which
 * dxil-precise consumes and removes)? */
static bool has_precise_markers(IrModule *m) {
  for (uint32_t k = 0; k < m->funcs.len; k++) {
    const char *n = ((IrFunc *)m->funcs.data[k])->v.name;
    if (n && !strncmp(n, "dx.hl.precise.", 14)) return true;
  }
  return false;
}

/* Is pointer p, or one derived from it by GEPs and casts, an argument of
 * a call to a user function (a library's external function: neither an
 * LLVM nor a DXIL intrinsic)? DXC's SROA leaves such an alloca whole: the
 * callee gets the variable itself, members and all. */
static bool passed_to_call(IrFunc *f, IrValue *p, int depth) {
  if (depth > 16) return true;
  /* a yes/no over every use: the chain's order does not matter */
  for (IrUse *u = p->uses; u; u = u->next) {
    IrInst *i = u->user;
    if (i->parent->parent != f) continue;
    uint32_t idx = ir_use_index(u);
    if (i->op == IR_CALL && idx > 0) {
      const char *n = callee_name(i);
      if (strncmp(n, "llvm.", 5) && strncmp(n, "dx.", 3)) return true;
    } else if ((i->op == IR_GEP && idx == 0) || i->op == IR_BITCAST) {
      if (passed_to_call(f, &i->v, depth + 1)) return true;
    }
  }
  return false;
}

static bool sroa_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  if (!lower_mem_intrinsics(m, f)) return false;
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  PtrVec work = {0};
  bool ok = true;
  for (uint32_t b = 0; b < f->nblocks && ok; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (i->op == IR_ALLOCA && is_agg(i->aux_type) && !ptrvec_push(&scratch, &work, i))
        ok = false;
  /* FIFO: parents before their parts, in program order */
  for (uint32_t w = 0; w < work.len && ok; w++) {
    IrInst *al = work.data[w];
    IrType *t = al->aux_type;
    uint32_t nel = opt_type_nelems(t);
    if (!al->parent || !nel || nel > SROA_MAX_ELEMS) continue;
    if (al->nops >= 1 && !opt_is_const_int(al->ops[0], 1)) continue;
    Arena a;
    arena_init_child(&a, m->arena);
    AccessVec acc = {0};
    bool splittable = !passed_to_call(f, &al->v, 0);
    if (splittable) ok = classify(&a, f, &al->v, t, &acc, &splittable);
    if (ok && splittable) {
      ok = split(m, f, al, &acc, &work, &scratch);
      *changed = true;
      /* What the split removed (al, its whole loads and stores, GEPs and
       * aliases) is referenced by nothing the loop reads again (work holds
       * allocas, and only those before w were removed): the next split
       * reuses it. A nested aggregate is split level by level, each level
       * replacing the loads and stores of the one before. */
      ir_module_reclaim(m);
    }
    arena_free(&a);
  }
  if (ok) ok = expand_aggregate_accesses(m, f, &scratch);
  for (uint32_t b = 0; ok && b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; ok && i; i = nx) {
      nx = i->next;
      if (i->op == IR_ALLOCA) ok = hoist_constant_array(m, f, i, &scratch, changed);
    }
  arena_free(&scratch);
  /* Nothing above holds a removed instruction any more (its maps and lists
   * were in `scratch`): mem2reg may reuse what the split removed, and
   * instsimplify what mem2reg removed (the loads, stores and allocas). */
  ir_module_reclaim(m);
  bool promoted = false;
  if (ok) ok = opt_mem2reg_func(m, f, &promoted);
  ir_module_reclaim(m);
  /* fold the insertvalue/extractvalue glue of split aggregate copies; not
   * fast-math FP operations while `precise` markers wait for dxil-precise
   * (x * 0 is no 0 in a precise value, as in DXC, which marks them first) */
  if (ok && (*changed || promoted)) ok = opt_instsimplify_func_ex(m, f, has_precise_markers(m), changed);
  if (promoted) *changed = true;
  return ok;
}

bool pass_sroa(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, sroa_func, "sroa");
}

/* DXC runs its constant-array hoisting once more late in the optimiser,
 * when the values stored into a local array have become constants (the
 * fields of a struct copied element by element into an array of structs
 * are loads until that struct is promoted). */
static bool hca_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  bool ok = true;
  for (IrInst *i = f->blocks[0]->first, *nx; ok && i; i = nx) {
    nx = i->next;
    if (i->op == IR_ALLOCA) ok = hoist_constant_array(m, f, i, &scratch, changed);
  }
  arena_free(&scratch);
  return ok;
}

bool pass_hoist_constant_arrays(PassCtx *ctx, IrModule *m) {
  /* part of DXC's optimiser, which -Od does not run */
  if (ctx->have_target && ctx->dx.target.no_opt) return true;
  return opt_run_on_funcs(m, hca_func, "hoist-constant-arrays");
}

