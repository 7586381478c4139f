/* readonly_copy.c - "readonly-copy-forward": a local copy of read-only
 * resource data is read from the resource itself.
 *
 *   Foo foo = BAB.Load<Foo>(o);   return foo.farr[i];
 *
 * leaves, after inlining and SROA, an alloca filled element by element
 * with loads from the resource's pointer (llvm.dx.resource.getpointer of a
 * ByteAddressBuffer, StructuredBuffer or typed Buffer: SRVs, which cannot
 * change while the shader runs) and read with a dynamic subscript, which
 * SROA cannot promote. DXC's SROA replaces such a copy with its source
 * (its memcpy replacement), so it reads one element where hlslc copied all
 * of them (bab-array-alias.hlsl). This pass does the same: an alloca
 *   - whose every use is a load or store through GEPs of it (no call, no
 *     escape, no pointer arithmetic),
 *   - whose every store stores `load (GEP R, 0, prefix..., tail...)` at
 *     `GEP A, 0, tail...` - one root R for all, one constant prefix (the
 *     field SROA split the alloca from), the same tail -
 *   - with R a pointer into a read-only resource that dominates every load
 *     of the alloca,
 * is read through R instead: each load `GEP A, 0, X...` becomes a load of
 * `GEP R, 0, prefix..., X...`; the stores and the alloca die. */
#include "dxil_resources.h"
#include "opt_util.h"

#include <string.h>

#define RC_MAX_PATH 16

/* A pointer as (root, GEP source type at the root, indices from the root). */
typedef struct RcPath {
  IrValue *root;
  IrType *root_type;      /* source element type of the first GEP (NULL: no GEP) */
  IrValue *idx[RC_MAX_PATH];
  uint32_t n;
} RcPath;

static bool is_zero(IrValue *v) {
  uint64_t c;
  return v && ir_const_is_int(v, &c) && c == 0;
}

/* Walk p back through GEPs: false when a GEP steps the pointer itself (a
 * first index that is not 0) or the path is too long. */
static bool path_of(IrValue *p, RcPath *out) {
  IrValue *chain[RC_MAX_PATH];
  uint32_t nc = 0;
  IrInst *g = ir_as_inst(p);
  while (g && g->op == IR_GEP) {
    if (nc == RC_MAX_PATH || g->nops < 2 || !is_zero(g->ops[1])) return false;
    chain[nc++] = &g->v;
    p = g->ops[0];
    g = ir_as_inst(p);
  }
  out->root = p;
  out->root_type = NULL;
  out->n = 0;
  out->idx[out->n++] = NULL; /* the leading 0, implicit */
  for (uint32_t k = nc; k-- > 0;) {
    IrInst *gi = ir_as_inst(chain[k]);
    if (!out->root_type) out->root_type = gi->aux_type;
    for (uint32_t j = 2; j < gi->nops; j++) {
      if (out->n == RC_MAX_PATH) return false;
      out->idx[out->n++] = gi->ops[j];
    }
  }
  return true;
}

/* Is r a pointer into a resource that cannot change while the shader runs
 * (a getpointer on an SRV)? */
static bool readonly_root(IrValue *r) {
  IrInst *i = ir_as_inst(r);
  if (!i || i->op != IR_CALL || i->nops < 3 || !dxil_is_intrinsic_call(i, "llvm.dx.resource.getpointer"))
    return false;
  ResTypeInfo ti;
  return dxil_res_type_info(i->ops[1]->type, &ti) && ti.cls == RC_SRV &&
         (ti.kind == RK_RAWBUFFER || ti.kind == RK_STRUCTUREDBUFFER || ti.kind == RK_TYPEDBUFFER);
}

typedef VEC(IrInst *) InstVec;

/* The loads and stores through alloca a (through GEP chains), the GEPs in
 * geps; false on any other use. */
static bool accesses(Arena *ar, IrFunc *f, IrInst *a, InstVec *acc, InstVec *geps) {
  InstVec work = {0};
  if (!vec_push(ar, &work, a)) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrInst *p = work.data[w];
    IrInst **us;
    uint32_t nu = ir_users_in_order(ar, f, &p->v, &us);
    for (uint32_t u = 0; u < nu; u++) {
      IrInst *x = us[u];
      if (x->op == IR_GEP && x->ops[0] == &p->v) {
        if (work.len > 1024 || !vec_push(ar, &work, x) || !vec_push(ar, geps, x)) return false;
      } else if ((x->op == IR_LOAD && x->ops[0] == &p->v) ||
                 (x->op == IR_STORE && x->ops[1] == &p->v && x->ops[0] != &p->v)) {
        if (!vec_push(ar, acc, x)) return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

static bool forward_alloca(IrModule *m, IrFunc *f, Arena *ar, const IrCfg *cfg, IrInst *a) {
  InstVec acc = {0}, geps = {0};
  if (!accesses(ar, f, a, &acc, &geps) || !acc.len) return false;
  RcPath src = {0};
  IrValue *prefix[RC_MAX_PATH];
  uint32_t nprefix = 0;
  bool have = false, any_load = false;
  for (uint32_t k = 0; k < acc.len; k++) {
    IrInst *x = acc.data[k];
    if (x->op == IR_LOAD) {
      any_load = true;
      continue;
    }
    IrInst *ld = ir_as_inst(x->ops[0]);
    if (!ld || ld->op != IR_LOAD || ld->v.type != x->ops[0]->type) return false;
    RcPath pa, pq;
    if (!path_of(x->ops[1], &pa) || !path_of(ld->ops[0], &pq) || pa.root != &a->v) return false;
    if (pq.n < pa.n) return false;
    uint32_t np = pq.n - pa.n; /* prefix length */
    for (uint32_t j = 1; j < pa.n; j++)
      if (pa.idx[j] != pq.idx[np + j]) return false;
    if (!have) {
      if (!readonly_root(pq.root)) return false;
      src = pq;
      nprefix = np;
      for (uint32_t j = 0; j < np; j++) prefix[j] = pq.idx[1 + j];
      have = true;
    } else {
      if (pq.root != src.root || np != nprefix) return false;
      if (pq.root_type && src.root_type && pq.root_type != src.root_type) return false;
      if (!src.root_type) src.root_type = pq.root_type;
      for (uint32_t j = 0; j < np; j++)
        if (pq.idx[1 + j] != prefix[j]) return false;
    }
  }
  if (!have || !any_load) return false;
  if (!src.root_type && nprefix) return false;
  /* the resource pointer must be available at every load */
  IrInst *root = ir_as_inst(src.root);
  for (uint32_t k = 0; k < acc.len; k++) {
    IrInst *x = acc.data[k];
    if (x->op != IR_LOAD) continue;
    if (root->parent == x->parent) { /* same block: the root comes first */
      bool before = false;
      for (IrInst *i = x->parent->first; i && i != x; i = i->next) before |= i == root;
      if (!before) return false;
    } else {
      uint32_t b = ir_cfg_index(cfg, x->parent);
      if (b == OPT_NONE || !ir_value_dominates_block(cfg, src.root, b)) return false;
    }
  }
  /* the new paths must type-check (the alloca's type is the subobject at
   * the prefix): all are checked before any load is rewritten */
  IrType *root_type = src.root_type;
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t k = 0; k < acc.len; k++) {
      IrInst *x = acc.data[k];
      if (x->op != IR_LOAD) continue;
      RcPath pl;
      if (!path_of(x->ops[0], &pl) || pl.root != &a->v || nprefix + pl.n > RC_MAX_PATH) return false;
      if (!root_type && pl.n > 1) root_type = pl.root_type; /* no prefix: the alloca's own type */
      if (nprefix + pl.n == 1) { /* the root itself */
        if (pass) ir_inst_set_operand(x, 0, src.root);
        continue;
      }
      IrValue *idx[RC_MAX_PATH + 1];
      uint32_t c = 0;
      idx[c++] = ir_const_int(m, ir_type_int(m, 32), 0);
      for (uint32_t j = 0; j < nprefix; j++) idx[c++] = prefix[j];
      for (uint32_t j = 1; j < pl.n; j++) idx[c++] = pl.idx[j];
      if (!root_type || !ir_type_gep_indexed(root_type, idx, c)) return false;
      if (!pass) continue;
      /* the same GEPs as the load's, from the prefix's subobject of the
       * root: the shape the resource-access lowering reads */
      IrBuilder b;
      ir_builder_before(&b, m, x);
      b.loc = x->loc;
      IrValue *ptr = src.root;
      if (nprefix) ptr = ir_build_gep(&b, root_type, src.root, idx, nprefix + 1, true, "");
      IrInst *chain[RC_MAX_PATH];
      uint32_t nc = 0;
      for (IrInst *g = ir_as_inst(x->ops[0]); g && g != a && g->op == IR_GEP && nc < RC_MAX_PATH; g = ir_as_inst(g->ops[0]))
        chain[nc++] = g;
      for (uint32_t k2 = nc; k2-- > 0 && ptr;) {
        IrInst *g = chain[k2];
        IrValue *gi[RC_MAX_PATH + 1];
        for (uint32_t j = 1; j < g->nops; j++) gi[j - 1] = g->ops[j];
        ptr = ir_build_gep(&b, g->aux_type, ptr, gi, g->nops - 1, (g->flags & IR_FLAG_INBOUNDS) != 0, "");
      }
      if (!ptr) return false;
      ir_inst_set_operand(x, 0, ptr);
    }
  /* the copy goes: stores, then what addressed the alloca */
  for (uint32_t k = 0; k < acc.len; k++)
    if (acc.data[k]->op == IR_STORE) ir_inst_remove(acc.data[k]);
  for (uint32_t k = geps.len; k-- > 0;)
    if (geps.data[k]->parent && !ir_value_has_uses(&geps.data[k]->v)) ir_inst_remove(geps.data[k]);
  if (!ir_value_has_uses(&a->v)) ir_inst_remove(a);
  return true;
}

bool pass_readonly_copy_forward(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    bool candidates = false;
    for (IrInst *a = f->blocks[0]->first; a && !candidates; a = a->next)
      candidates = a->op == IR_ALLOCA && a->aux_type &&
                   (a->aux_type->kind == IR_TY_ARRAY || a->aux_type->kind == IR_TY_STRUCT);
    if (!candidates) continue;
    Arena ar;
    arena_init_child(&ar, m->arena);
    IrCfg cfg;
    if (!ir_cfg_build(&cfg, &ar, f)) {
      arena_free(&ar);
      return opt_oom(m, "readonly-copy-forward");
    }
    InstVec allocas = {0};
    for (IrInst *a = f->blocks[0]->first; a; a = a->next)
      if (a->op == IR_ALLOCA && a->aux_type &&
          (a->aux_type->kind == IR_TY_ARRAY || a->aux_type->kind == IR_TY_STRUCT))
        vec_push(&ar, &allocas, a);
    for (uint32_t k = 0; k < allocas.len; k++) forward_alloca(m, f, &ar, &cfg, allocas.data[k]);
    arena_free(&ar);
  }
  return !m->arena->oom;
}
