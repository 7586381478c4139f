/* gvn_load.c - the "gvn-load" pass: the redundant-load part of LLVM's GVN,
 * as DXC's optimizer runs it. A load from a local variable or a global
 * takes the value the nearest earlier store to the same pointer wrote, or
 * the value an earlier load of it read, when nothing between them may write
 * the object: the scan goes backwards through the load's block and on up
 * while a block has a single predecessor; a store into another object (a
 * different alloca or global), or into bytes of the same object the load
 * does not read (another field or constant element off the same pointer),
 * does not stop it, a store through any other
 * pointer, an atomic, a volatile access or a call that may write memory
 * does. The store's value (or earlier load) dominates the load: it is in
 * the same block or in a block every path to the load's block comes
 * through.
 *
 * DXC keeps a local array dynamically indexed in a loop, yet forwards what
 * the loop body stored to what it reads back: `output[i].pos.zw = 1;
 * stream.Append(output[i])` writes constants, and the signature's
 * input-to-output dependences (PSV0's view-id table, computed on the final
 * DXIL) see constants, not every value ever stored into the array. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

#define SCAN_LIMIT 512u /* instructions looked at per load */

/* The object p points into when it is one the scan can tell apart from
 * others: an alloca, or a global in the default or groupshared space. */
static IrValue *known_object(IrValue *p) {
  IrValue *r = ir_pointer_root(p);
  if (!r) return NULL;
  IrInst *a = ir_as_inst(r);
  if (a && a->op == IR_ALLOCA) return r;
  if (r->kind == IR_V_GLOBAL) {
    IrGlobal *g = (IrGlobal *)r;
    if (g->addrspace == 0 || g->addrspace == 3) return r;
  }
  return NULL;
}

static bool is_volatile(const IrInst *i) { return (i->flags & IR_FLAG_VOLATILE) != 0; }

/* A pointer as base + constant byte offset: GEPs whose indices are all
 * constants are folded into the offset (struct fields and array elements
 * laid out as the module's data layout says); the base is the first
 * pointer that is not such a GEP. false when a constant GEP cannot be laid
 * out. */
static bool decompose(IrModule *m, IrValue *p, IrValue **base, uint64_t *off) {
  *off = 0;
  for (uint32_t depth = 0; depth < 32; depth++) {
    IrInst *g = ir_as_inst(p);
    if (!g || g->op != IR_GEP || g->nops < 2 || !g->aux_type) break;
    uint64_t o = 0, v;
    IrType *t = g->aux_type;
    bool all = true;
    for (uint32_t k = 1; k < g->nops && all; k++) {
      if (!ir_const_is_int(g->ops[k], &v)) { all = false; break; }
      if (v > 0x7fffffffu) return false; /* negative or huge: not laid out here */
      if (k == 1) { o += v * ir_type_size_in(m, t); continue; }
      if (t->kind == IR_TY_STRUCT) {
        if (v >= t->nmembers) return false;
        uint64_t fo = 0;
        for (uint32_t f = 0; f <= v; f++) {
          uint32_t al = t->packed ? 1 : ir_type_align_in(m, t->members[f]);
          if (al > 1) fo = (fo + al - 1) / al * al;
          if (f < v) fo += ir_type_size_in(m, t->members[f]);
        }
        o += fo;
        t = t->members[v];
      } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
        t = t->elem;
        o += v * ir_type_size_in(m, t);
      } else {
        return false;
      }
    }
    if (!all) break;
    *off += o;
    p = g->ops[0];
  }
  *base = p;
  return true;
}

/* Can a store of type st through sp leave what a load of type lt through
 * lp reads alone? Different objects, or the same base with byte ranges
 * that do not overlap. */
static bool disjoint(IrModule *m, IrValue *lp, const IrType *lt, IrValue *lobj, IrValue *sp, const IrType *st) {
  IrValue *so = known_object(sp);
  if (!so) return false;
  if (so != lobj) return true;
  IrValue *lb, *sb;
  uint64_t lo, sof;
  if (!decompose(m, lp, &lb, &lo) || !decompose(m, sp, &sb, &sof) || lb != sb) return false;
  uint64_t ls = ir_type_size_in(m, lt), ss = ir_type_size_in(m, st);
  return lo + ls <= sof || sof + ss <= lo;
}

/* The value a load of ptr (type t, object obj) reads, found scanning back
 * from `from` (exclusive); NULL when unknown. */
static IrValue *available(IrModule *m, const IrCfg *c, IrInst *from, IrValue *ptr, const IrType *t, IrValue *obj) {
  uint32_t budget = SCAN_LIMIT;
  IrInst *i = from->prev;
  IrBlock *b = from->parent;
  for (;;) {
    for (; i; i = i->prev) {
      if (!budget--) return NULL;
      if (i->op == IR_LOAD) {
        if (i->ops[0] == ptr && i->v.type == t && !is_volatile(i)) return &i->v;
        continue;
      }
      if (i->op == IR_STORE) {
        if (i->nops < 2 || is_volatile(i)) return NULL;
        if (i->ops[1] == ptr) return i->ops[0]->type == t ? i->ops[0] : NULL;
        if (disjoint(m, ptr, t, obj, i->ops[1], i->ops[0]->type)) continue; /* elsewhere */
        return NULL;
      }
      if (i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG) return NULL;
      if (i->op == IR_CALL && !opt_call_is_readonly(i)) return NULL;
    }
    uint32_t bi = ir_cfg_index(c, b);
    if (bi == OPT_NONE || c->npreds[bi] == 0) return NULL;
    uint32_t p = c->preds[bi][0];
    for (uint32_t k = 1; k < c->npreds[bi]; k++)
      if (c->preds[bi][k] != p) return NULL; /* joins: stop */
    if (p == bi) return NULL;
    b = c->blocks[p];
    i = b->last;
  }
}

static bool gvn_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  Arena a;
  arena_init_child(&a, m->arena);
  bool ok = false;
  IrCfg c;
  PtrMap rep;
  ptrmap_init(&rep, &a);
  if (!ir_cfg_build(&c, &a, f)) goto done;
  for (uint32_t r = 0; r < c.nrpo; r++) {
    IrBlock *b = c.blocks[c.rpo[r]];
    for (IrInst *i = b->first; i; i = i->next) {
      if (rep.len)
        for (uint32_t k = 0; k < i->nops; k++)
          if (i->ops[k] && i->ops[k]->kind == IR_V_INST) ir_inst_set_operand(i, k, opt_resolve(&rep, i->ops[k]));
      if (i->op != IR_LOAD || is_volatile(i) || !i->nops) continue;
      IrValue *obj = known_object(i->ops[0]);
      if (!obj) continue;
      IrValue *v = available(m, &c, i, i->ops[0], i->v.type, obj);
      if (!v || v == &i->v) continue;
      if (!opt_rep_put(&rep, &i->v, opt_resolve(&rep, v))) goto done;
    }
  }
  if (rep.len) {
    *changed = true;
    opt_replace_and_remove(f, &rep);
  }
  ok = true;
done:
  arena_free(&a);
  return ok;
}

bool pass_gvn_load(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, gvn_func, "gvn-load");
}
