/* globalopt.c - the "globalopt" pass for internal/private globals.
 *
 *  - Stored once, otherwise only loaded: when the single store dominates
 *    every load (same function; same block and earlier, or a dominating
 *    block) and the loads read the stored type, the loads become the stored
 *    value and the store goes. The front end initialises resource-handle
 *    globals (@CB.cb = handlefrombinding(...)) this way; nothing here is
 *    handle-specific.
 *  - Never stored, with an initializer: loads through constant paths
 *    (directly, a GEP instruction or a constant-expression GEP with constant
 *    indices) fold to the matching piece of the initializer, and the global
 *    is marked constant.
 *  - Only stored, never read: the stores go. Of groupshared globals (shared
 *    with the other threads of the group) only this rule applies, and only
 *    to direct stores, as DXC applies it.
 *  - Otherwise used by a single entry point (or a hull entry's patch
 *    constant function) only - a per-thread HLSL static: it becomes an
 *    alloca of that function, initialised from the initializer, for
 *    sroa/mem2reg to promote.
 * A global left without uses (and not named by metadata) is deleted. */
#include "opt_util.h"
#include "signatures.h"

#include <string.h>

typedef struct GUse {
  IrInst *inst;   /* user instruction */
  uint32_t op;    /* operand index */
  bool direct;    /* operand is the global itself (else a constant expr containing it) */
} GUse;

typedef VEC(GUse) GUseVec;

static bool contains(IrValue *v, IrValue *g, int depth) {
  if (v == g) return true;
  if (!v || depth > 64 || (v->kind != IR_V_CONST_EXPR && v->kind != IR_V_CONST_AGG)) return false;
  IrConst *c = (IrConst *)v;
  for (uint32_t k = 0; k < c->nelems; k++)
    if (contains(c->elems[k], g, depth + 1)) return true;
  return false;
}

/* Every global that contains(v, g, depth) finds in v, each once, in one walk
 * (instead of one contains() per global of the module). */
typedef struct Found {
  PtrVec list;   /* the globals found */
  PtrMap seen;   /* global -> itself; constant -> smallest depth walked at + 1 */
} Found;

static bool found_walk(Arena *a, Found *fd, IrValue *v, int depth) {
  if (!v) return true;
  if (v->kind == IR_V_GLOBAL) {
    if (ptrmap_get(&fd->seen, v)) return true;
    return ptrmap_put(&fd->seen, v, v) && ptrvec_push(a, &fd->list, v);
  }
  if (depth > 64 || (v->kind != IR_V_CONST_EXPR && v->kind != IR_V_CONST_AGG)) return true;
  /* a constant walked before at this depth or shallower found all it can */
  uintptr_t prev = (uintptr_t)ptrmap_get(&fd->seen, v);
  if (prev && (int)prev - 1 <= depth) return true;
  if (!ptrmap_put(&fd->seen, v, (void *)(uintptr_t)(depth + 1))) return false;
  IrConst *c = (IrConst *)v;
  for (uint32_t k = 0; k < c->nelems; k++)
    if (!found_walk(a, fd, c->elems[k], depth + 1)) return false;
  return true;
}

static bool globals_in(Arena *a, IrValue *v, Found *fd) {
  fd->list.len = 0;
  ptrmap_init(&fd->seen, a);
  return found_walk(a, fd, v, 0);
}

/* Element of constant `init` reached by GEP indices idx[0..n) (the first
 * steps over the whole object and must be 0), then read as type t
 * (descending through element 0 when t is smaller). NULL if unknown. */
static IrValue *init_piece(IrModule *m, IrValue *init, IrType *srcty, IrValue *const *idx,
                           uint32_t n, IrType *t) {
  if (n >= 1 && !opt_is_const_int(idx[0], 0)) return NULL;
  IrValue *c = init;
  IrType *ct = srcty;
  if (!c || c->type != ct) return NULL;
  for (uint32_t k = 1; k < n; k++) {
    uint64_t e;
    if (!ir_const_is_int(idx[k], &e) || e >= opt_type_nelems(ct)) return NULL;
    c = opt_const_elem(m, c, (uint32_t)e);
    ct = opt_type_elem(ct, (uint32_t)e);
    if (!c) return NULL;
  }
  for (int guard = 0; guard < 64 && c && c->type != t; guard++) {
    c = opt_type_nelems(c->type) ? opt_const_elem(m, c, 0) : NULL;
  }
  return c && c->type == t ? c : NULL;
}

/* The pointer a load reads through, as (source type, indices) relative to g. */
static IrValue *fold_load(IrModule *m, IrGlobal *g, IrInst *ld) {
  IrValue *p = ld->ops[0];
  if (p == &g->v) return init_piece(m, g->init, g->value_type, NULL, 0, ld->v.type);
  IrInst *gi = ir_as_inst(p);
  if (gi && gi->op == IR_GEP && gi->ops[0] == &g->v && gi->aux_type == g->value_type)
    return init_piece(m, g->init, g->value_type, gi->ops + 1, gi->nops - 1, ld->v.type);
  if (p->kind == IR_V_CONST_EXPR) {
    IrConst *ce = (IrConst *)p;
    if (ce->expr_op == IR_GEP && ce->nelems >= 1 && ce->elems[0] == &g->v &&
        ce->expr_type == g->value_type)
      return init_piece(m, g->init, g->value_type, ce->elems + 1, ce->nelems - 1, ld->v.type);
  }
  return NULL;
}

IrValue *opt_fold_global_load(IrModule *m, IrInst *ld) {
  if (ld->op != IR_LOAD || (ld->flags & IR_FLAG_VOLATILE)) return NULL;
  IrValue *p = ld->ops[0], *base = p;
  IrInst *gi = ir_as_inst(p);
  if (gi && gi->op == IR_GEP) base = gi->ops[0];
  else if (p->kind == IR_V_CONST_EXPR && ((IrConst *)p)->expr_op == IR_GEP && ((IrConst *)p)->nelems)
    base = ((IrConst *)p)->elems[0];
  if (!base || base->kind != IR_V_GLOBAL) return NULL;
  IrGlobal *g = (IrGlobal *)base;
  if (!g->is_const || !g->init) return NULL;
  return fold_load(m, g, ld);
}

static bool inst_before(IrInst *a, IrInst *b) {
  for (IrInst *i = a; i; i = i->next)
    if (i == b) return true;
  return false;
}

static bool optimize_global(IrModule *m, IrGlobal *g, GUseVec *uses, Arena *a, bool *changed) {
  IrInst *store = NULL;
  uint32_t nstores = 0, nloads = 0;
  bool simple = true;   /* only direct loads/stores */
  bool readonly = true; /* loads, GEP instructions feeding loads, const GEP loads */
  for (uint32_t k = 0; k < uses->len; k++) {
    GUse *u = &uses->data[k];
    IrInst *i = u->inst;
    if (u->direct && i->op == IR_STORE && u->op == 1 && !(i->flags & IR_FLAG_VOLATILE) &&
        i->ops[0] != &g->v) {
      store = i;
      nstores++;
      readonly = false;
    } else if (u->direct && i->op == IR_LOAD && !(i->flags & IR_FLAG_VOLATILE)) {
      nloads++;
    } else if (!u->direct && i->op == IR_LOAD && !(i->flags & IR_FLAG_VOLATILE)) {
      simple = false;
    } else if (u->direct && i->op == IR_GEP && u->op == 0) {
      simple = false;
      /* GEP instructions must feed loads only */
      IrFunc *f = opt_inst_func(i);
      for (uint32_t b = 0; f && b < f->nblocks && readonly; b++)
        for (IrInst *x = f->blocks[b]->first; x && readonly; x = x->next)
          for (uint32_t o = 0; o < x->nops; o++)
            if (x->ops[o] == &i->v && !(x->op == IR_LOAD && o == 0)) readonly = false;
    } else {
      simple = false;
      readonly = false;
    }
  }
  PtrMap rep;
  ptrmap_init(&rep, a);
  if (simple && nstores == 1) {
    /* single store forwarding */
    IrInst *s = store;
    IrFunc *sf = opt_inst_func(s);
    IrValue *v = s->ops[0];
    bool ok = sf != NULL;
    IrCfg c;
    if (ok && !ir_cfg_build(&c, a, sf)) return false;
    for (uint32_t k = 0; k < uses->len && ok; k++) {
      IrInst *ld = uses->data[k].inst;
      if (ld == s) continue;
      if (opt_inst_func(ld) != sf || ld->v.type != v->type) {
        ok = false;
        break;
      }
      if (ld->parent == s->parent) ok = inst_before(s, ld);
      else
        ok = ir_cfg_dominates(&c, ir_cfg_index(&c, s->parent), ir_cfg_index(&c, ld->parent));
    }
    if (!ok) return true;
    for (uint32_t k = 0; k < uses->len; k++) {
      IrInst *ld = uses->data[k].inst;
      if (ld != s && !opt_rep_put(&rep, &ld->v, v)) return false;
    }
    opt_apply_replacements(sf, &rep);
    for (uint32_t k = 0; k < uses->len; k++) ir_inst_remove(uses->data[k].inst);
    *changed = true;
    return true;
  }
  if (nstores == 0 && readonly && g->init) {
    bool any = false;
    for (uint32_t k = 0; k < uses->len; k++) {
      IrInst *i = uses->data[k].inst;
      if (i->op == IR_LOAD) {
        IrValue *v = fold_load(m, g, i);
        if (v) {
          ir_replace_all_uses(m, opt_inst_func(i), &i->v, v);
          ir_inst_remove(i);
          any = true;
        }
      } else if (i->op == IR_GEP) {
        /* the loads through the GEP, in program order (from its uses) */
        IrFunc *f = opt_inst_func(i);
        IrUseRef *us;
        uint32_t nu = f ? ir_uses_in_order(a, f, &i->v, &us) : 0;
        for (uint32_t q = 0; q < nu; q++) {
          IrInst *x = us[q].user;
          if (x->op != IR_LOAD || us[q].idx != 0 || !x->parent) continue;
          IrValue *v = fold_load(m, g, x);
          if (!v) continue;
          ir_replace_all_uses(m, f, &x->v, v);
          ir_inst_remove(x);
          any = true;
        }
      }
    }
    /* GEPs whose loads all folded are dead now */
    for (uint32_t k = 0; k < uses->len; k++) {
      IrInst *i = uses->data[k].inst;
      if (i->op == IR_GEP && i->parent && ir_count_uses(m, opt_inst_func(i), &i->v) == 0)
        ir_inst_remove(i);
    }
    if (!g->is_const) {
      g->is_const = true;
      any = true;
    }
    if (any) *changed = true;
    return true;
  }
  if (nloads == 0 && simple && nstores > 0) {
    /* written but never read */
    for (uint32_t k = 0; k < uses->len; k++) ir_inst_remove(uses->data[k].inst);
    *changed = true;
  }
  return true;
}

/* A global whose every use is a direct, non-volatile store to it (no
 * load, no GEP, no call, no store through an element pointer) is never
 * read: its stores go, and the global with them once nothing else names
 * it. This is the rule DXC applies to statics and groupshared memory alike
 * (RemoveUnusedStaticGlobal: only StoreInst users); a store to one element
 * of an array keeps the array, as it does in DXC. */
static bool remove_unread_stores(GUseVec *uses, bool *changed) {
  if (!uses->len) return true;
  for (uint32_t k = 0; k < uses->len; k++) {
    GUse *u = &uses->data[k];
    IrInst *i = u->inst;
    if (!u->direct || i->op != IR_STORE || u->op != 1 || (i->flags & IR_FLAG_VOLATILE) ||
        i->ops[0] == i->ops[1])
      return true;
  }
  for (uint32_t k = 0; k < uses->len; k++) ir_inst_remove(uses->data[k].inst);
  *changed = true;
  return true;
}

/* Is f an entry point, or the patch constant function of a hull entry
 * (DXC's LowerStaticGlobalIntoAlloca: the entry and init function set)? */
static bool entry_like(IrModule *m, IrFunc *f) {
  if (!f->nblocks) return false;
  if (f->fn_attrs && ir_attrs_find(f->fn_attrs, "\"hlsl.shader\"")) return true;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *e = m->funcs.data[fi];
    const IrAttr *sh = e->nblocks && e->fn_attrs ? ir_attrs_find(e->fn_attrs, "\"hlsl.shader\"") : NULL;
    if (sh && sh->value && !strcmp(sh->value, "\"hull\"") && dxil_patch_constant_func(m, e) == f) return true;
  }
  return false;
}

/* Is v a constant GEP whose base is g or, recursively, such a GEP, with no
 * index containing g? (gep([12 x %H], gep(%S, @g, 0, 4), 0, i): an array
 * member's element.) */
static bool gep_chain_on(IrValue *v, IrValue *g, int depth) {
  if (v->kind != IR_V_CONST_EXPR || depth > 64) return false;
  IrConst *ce = (IrConst *)v;
  if (ce->expr_op != IR_GEP || !ce->nelems) return false;
  for (uint32_t k = 1; k < ce->nelems; k++)
    if (contains(ce->elems[k], g, 0)) return false;
  return ce->elems[0] == g || gep_chain_on(ce->elems[0], g, depth + 1);
}

/* The GEP instructions for gep_chain_on's chain v, on al instead of g,
 * innermost first. */
static IrValue *gep_chain_build(IrBuilder *bld, IrValue *v, IrValue *g, IrValue *al) {
  IrConst *ce = (IrConst *)v;
  IrValue *base = ce->elems[0] == g ? al : gep_chain_build(bld, ce->elems[0], g, al);
  if (!base) return NULL;
  return ir_build_gep(bld, ce->expr_type, base, ce->elems + 1, ce->nelems - 1,
                      (ce->expr_flags & IR_FLAG_INBOUNDS) != 0, NULL);
}

/* HLSL statics are per-thread and an entry point runs once per thread, so
 * an internal global used only inside entry functions can live in a local
 * alloca of each (initialised from its initializer), which sroa/mem2reg
 * then turn into SSA values - like LLVM's globalopt does for `main`. Used by
 * several (a hull entry and its patch constant function, a library's
 * entries), each gets its own copy as in DXC's LowerStaticGlobalIntoAlloca,
 * which does so for scalars and vectors (and objects): the patch constant
 * function sees the initial value whatever the entry wrote. */
static bool localize(IrModule *m, IrGlobal *g, const PtrMap *counts, Arena *a, bool *changed) {
  IrFunc *homes[8];
  uint32_t nhomes = 0;
  uint32_t n = 0;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next)
        for (uint32_t o = 0; o < i->nops; o++) {
          IrValue *v = i->ops[o];
          if (!v || !contains(v, &g->v, 0)) continue;
          if (!nhomes || homes[nhomes - 1] != f) {
            if (nhomes == sizeof homes / sizeof homes[0]) return true;
            homes[nhomes++] = f;
          }
          n++;
          if (v == &g->v) continue;
          /* only constant GEPs on the global (or on such a GEP: a struct
           * member's array element), outside phis */
          if (i->op == IR_PHI || !gep_chain_on(v, &g->v, 0)) return true;
        }
  }
  if (!nhomes) return true;
  if (nhomes == 1) {
    if (!entry_like(m, homes[0])) return true;
  } else {
    IrType *t = g->value_type;
    if (!t || t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY) return true;
    for (uint32_t h = 0; h < nhomes; h++)
      if (!entry_like(m, homes[h])) return true;
  }
  /* every use is one of these instruction operands (none in metadata or
   * initializers) */
  if ((uintptr_t)ptrmap_get(counts, g) != n) return true;
  for (uint32_t h = 0; h < nhomes; h++) {
    IrFunc *home = homes[h];
    IrBlock *entry = home->blocks[0];
    IrInst *pos = entry->first;
    while (pos && pos->op == IR_ALLOCA) pos = pos->next;
    IrBuilder bld;
    if (entry->first) ir_builder_before(&bld, m, entry->first);
    else ir_builder_at_end(&bld, m, entry);
    IrValue *al = ir_build_alloca(&bld, g->value_type, g->v.name);
    if (!al) return false;
    if (g->align) ((IrInst *)al)->align = g->align;
    if (g->init && !opt_is_undef(g->init)) {
      if (pos) ir_builder_before(&bld, m, pos);
      else ir_builder_at_end(&bld, m, entry);
      if (!ir_build_store(&bld, g->init, al)) return false;
    }
    for (uint32_t b = 0; b < home->nblocks; b++)
      for (IrInst *i = home->blocks[b]->first; i; i = i->next)
        for (uint32_t o = 0; o < i->nops; o++) {
          IrValue *v = i->ops[o];
          if (v == &g->v) {
            ir_inst_set_operand(i, o, al);
          } else if (v && v->kind == IR_V_CONST_EXPR && contains(v, &g->v, 0)) {
            ir_builder_before(&bld, m, i);
            IrValue *gp = gep_chain_build(&bld, v, &g->v, al);
            if (!gp) return false;
            ir_inst_set_operand(i, o, gp);
          }
        }
  }
  (void)a;
  ir_module_remove_global(m, g);
  *changed = true;
  return true;
}

bool pass_globalopt(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  Arena a;
  arena_init_child(&a, m->arena);
  bool ok = true;
  /* internal globals and their users, gathered in one sweep */
  PtrMap idx;
  ptrmap_init(&idx, &a);
  uint32_t ng = m->globals.len;
  GUseVec *uses = arena_alloc(&a, sizeof(GUseVec) * (ng ? ng : 1));
  uint8_t *escaped = arena_alloc(&a, ng ? ng : 1);
  if (!uses || !escaped) ok = false;
  for (uint32_t k = 0; k < ng && ok; k++) {
    IrGlobal *g = m->globals.data[k];
    if (!ir_linkage_is_local(g->linkage)) continue;
    if (!ptrmap_put(&idx, g, (void *)(uintptr_t)(k + 1))) ok = false;
  }
  for (uint32_t fi = 0; fi < m->funcs.len && ok; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks && ok; b++)
      for (IrInst *i = f->blocks[b]->first; i && ok; i = i->next)
        for (uint32_t o = 0; o < i->nops; o++) {
          IrValue *v = i->ops[o];
          if (!v) continue;
          if (v->kind == IR_V_GLOBAL) {
            uintptr_t gi = (uintptr_t)ptrmap_get(&idx, v);
            GUse u = {i, o, true};
            if (gi && !vec_push(&a, &uses[gi - 1], u)) ok = false;
          } else if (v->kind == IR_V_CONST_EXPR || v->kind == IR_V_CONST_AGG) {
            Found fd = {{0}, {0}};
            if (!globals_in(&a, v, &fd)) {
              ok = false;
              break;
            }
            for (uint32_t x = 0; x < fd.list.len; x++) {
              uintptr_t gi = (uintptr_t)ptrmap_get(&idx, fd.list.data[x]);
              if (!gi) continue;
              uint32_t k = (uint32_t)gi - 1;
              IrGlobal *g = m->globals.data[k];
              IrConst *ce = (IrConst *)v;
              bool gep_load = i->op == IR_LOAD && o == 0 && v->kind == IR_V_CONST_EXPR &&
                              ce->expr_op == IR_GEP && ce->nelems && ce->elems[0] == &g->v;
              GUse u = {i, o, false};
              if (!gep_load) escaped[k] = 1;
              else if (!vec_push(&a, &uses[k], u)) ok = false;
            }
          }
        }
  }
  /* in_init[k]: some other global's initializer contains global k */
  uint8_t *in_init = ok ? arena_alloc(&a, ng ? ng : 1) : NULL;
  if (ok && !in_init) ok = false;
  for (uint32_t j = 0; j < ng && ok; j++) {
    IrGlobal *o = m->globals.data[j];
    if (!o->init) continue;
    Found fd = {{0}, {0}};
    if (!globals_in(&a, o->init, &fd)) {
      ok = false;
      break;
    }
    for (uint32_t x = 0; x < fd.list.len; x++) {
      uintptr_t gi = (uintptr_t)ptrmap_get(&idx, fd.list.data[x]);
      if (gi && fd.list.data[x] != o) in_init[gi - 1] = 1;
    }
  }
  for (uint32_t k = 0; k < ng && ok; k++) {
    IrGlobal *g = m->globals.data[k];
    if (!ptrmap_get(&idx, g) || escaped[k]) continue;
    if (g->init && contains(g->init, &g->v, 0)) continue;
    if (in_init[k]) continue;
    bool changed = false;
    /* other address spaces (groupshared) are shared with other threads:
     * only stores nobody reads go (DXC's RemoveUnusedStaticGlobal) */
    if (g->addrspace != 0) ok = remove_unread_stores(&uses[k], &changed);
    else ok = optimize_global(m, g, &uses[k], &a, &changed);
  }
  /* per-thread statics used by one entry point become locals */
  if (ok) {
    PtrMap counts;
    ptrmap_init(&counts, &a);
    ok = opt_count_global_uses(m, &a, &counts);
    for (uint32_t k = m->globals.len; ok && k-- > 0;) {
      IrGlobal *g = m->globals.data[k];
      if (!ir_linkage_is_local(g->linkage) || g->is_const ||
          g->addrspace != 0 || g->thread_local_ || !ptrmap_get(&counts, g))
        continue;
      bool changed = false;
      ok = localize(m, g, &counts, &a, &changed);
    }
  }
  /* delete internal globals nobody references any more */
  if (ok) {
    PtrMap counts;
    ptrmap_init(&counts, &a);
    ok = opt_count_global_uses(m, &a, &counts);
    for (uint32_t k = m->globals.len; ok && k-- > 0;) {
      IrGlobal *g = m->globals.data[k];
      if (ir_linkage_is_local(g->linkage) &&
          !ptrmap_get(&counts, g))
        ir_module_remove_global(m, g);
    }
  }
  arena_free(&a);
  return ok ? true : opt_oom(m, "globalopt");
}
