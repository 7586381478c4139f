/* dxc_handle_order.c - DXC's placement of resource handle creation
 * (dxc-compatible output only: ctx->dxc_compat).
 *
 * DXC creates the handle of every non-array resource at the top of the
 * function that uses it, class by class (constant buffers, samplers, SRVs,
 * UAVs), each one inserted at the very top - so the final order is UAVs,
 * SRVs, samplers, constant buffers, each class in descending record ID.
 * Handles of resource-array elements stay where the element is referenced
 * (a local initialised from T[2] holds the handle made there), except that
 * those of static globals' initialisers move to the first use. From DXIL
 * 1.6 on, createHandleFromBinding keeps that placement but annotateHandle
 * is emitted at the uses: one per block, shared by the blocks that block
 * dominates (what GVN leaves of DXC's one-per-use).
 *
 * The front end instead creates handles at the first use, in use order;
 * both are correct, the DXC order only matters for text comparisons. */
#include "dxil_resources.h"
#include "opt_util.h"
#include "signatures.h"
#include "../dxil/dxil_ops.h"
#include <stdlib.h>
#include <string.h>

/* An allocation failed: the compilation ends out of memory (status 3). The
 * placement only matters for text comparisons, so the pass stops here. */
static void ho_oom(PassCtx *ctx) { diag_oom(ctx->diag, INT_PASS_OOM, "dxc handle placement"); }

typedef struct HandleCall {
  IrInst *call;
  DxilResource *r;
  uint32_t pos;  /* original position, for a stable sort */
} HandleCall;

static uint32_t class_rank(ResClass c) {
  switch (c) {
  case RC_UAV: return 0;
  case RC_SRV: return 1;
  case RC_SAMPLER: return 2;
  default: return 3;
  }
}

/* Libraries: samplers, SRVs, UAVs, constant buffers (the order of DXC's
 * loads of the resource globals at the top). */
static uint32_t lib_class_rank(ResClass c) {
  switch (c) {
  case RC_SAMPLER: return 0;
  case RC_SRV: return 1;
  case RC_UAV: return 2;
  default: return 3;
  }
}

/* By class (in the order `rank` gives), then descending record id, then
 * position (a stable sort). */
static int cmp_ranked(const HandleCall *x, const HandleCall *y, uint32_t (*rank)(ResClass)) {
  uint32_t rx = rank(x->r->ti.cls), ry = rank(y->r->ti.cls);
  if (rx != ry) return rx < ry ? -1 : 1;
  if (x->r->id != y->r->id) return x->r->id > y->r->id ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

static int cmp_handle_lib(const void *a, const void *b) { return cmp_ranked(a, b, lib_class_rank); }
static int cmp_handle(const void *a, const void *b) { return cmp_ranked(a, b, class_rank); }

/* Equal in either sort key but for the position (the two rank orders group
 * the classes alike: each class on its own, the rest together). */
static bool same_key(const HandleCall *x, const HandleCall *y) {
  return class_rank(x->r->ti.cls) == class_rank(y->r->ti.cls) && x->r->id == y->r->id;
}

/* Does i use v among its first n operands? */
static bool uses_value_before(IrInst *i, IrValue *v, uint32_t n) {
  for (uint32_t k = 0; k < n && k < i->nops; k++)
    if (i->ops[k] == v) return true;
  return false;
}

static bool uses_value(IrInst *i, IrValue *v) { return uses_value_before(i, v, i->nops); }

static bool same_call(IrInst *a, IrInst *b) {
  if (a->nops != b->nops || a->v.type != b->v.type) return false;
  for (uint32_t k = 0; k < a->nops; k++)
    if (a->ops[k] != b->ops[k]) return false;
  return true;
}

/* Moves `in` right before the first instruction using it, when that user's
 * block dominates every other user (no phi users). */
static void sink_to_first_use(IrFunc *f, IrCfg *cfg, IrInst *in) {
  IrInst *first = NULL;
  uint32_t fb = OPT_NONE;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *u = f->blocks[b]->first; u; u = u->next) {
      if (u == in || !uses_value(u, &in->v)) continue;
      if (u->op == IR_PHI) return;
      uint32_t bi = ir_cfg_index(cfg, u->parent);
      if (bi == OPT_NONE) return;
      if (!first) {
        first = u;
        fb = bi;
      } else if (bi != fb) {
        if (ir_cfg_dominates(cfg, bi, fb)) {
          first = u;
          fb = bi;
        } else if (!ir_cfg_dominates(cfg, fb, bi)) {
          return;
        }
      }
      break; /* later users in this block come after the first one */
    }
  if (!first || first == in->next) return;
  /* the first user in the dominating block: scan that block from the top */
  for (IrInst *u = first->parent->first; u; u = u->next)
    if (u != in && uses_value(u, &in->v)) {
      first = u;
      break;
    }
  if (first == in->next || first == in) return;
  ir_inst_remove(in);
  ir_inst_insert_before(first, in);
}

uint32_t *dxc_order_binding_calls(PassCtx *ctx, IrModule *m, DxilResourceMap *map) {
  /* rank: position of each resource's first handle in the front end's
   * order (first use), for the annotateHandle placement */
  uint32_t *rank = arena_alloc(m->arena, sizeof(uint32_t) * (map->n ? map->n : 1));
  if (!rank) return ho_oom(ctx), NULL;
  for (uint32_t i = 0; i < map->n; i++) rank[i] = UINT32_MAX;
  uint32_t next_rank = 0;
  /* resource -> its index + 1 in map->res (a scan of the map per call was
   * quadratic in the number of resources) */
  PtrMap at_index;
  ptrmap_init(&at_index, m->arena);
  if (!ptrmap_reserve(&at_index, map->n)) return ho_oom(ctx), rank;
  for (uint32_t k = map->n; k-- > 0;) /* the first of equal entries wins */
    if (!ptrmap_put(&at_index, map->res[k], (void *)(uintptr_t)(k + 1))) return ho_oom(ctx), rank;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    PtrVec top = {0}, arrays = {0}, views = {0};
    uint32_t pos = 0;
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first; in; in = in->next, pos++) {
        if (in->op != IR_CALL || !dxil_is_intrinsic_call(in, "llvm.dx.resource.handlefrombinding"))
          continue;
        DxilResource *r = dxil_resource_for_call(map, in);
        uint32_t k = r ? (uint32_t)(uintptr_t)ptrmap_get(&at_index, r) : 0;
        if (k && rank[k - 1] == UINT32_MAX) rank[k - 1] = next_rank++;
        IrValue *ix = in->nops > 4 ? in->ops[4] : NULL;
        uint64_t c;
        if (!r || !ix || !ir_const_is_int(ix, &c)) continue;
        /* elements of ConstantBuffer<T> / TextureBuffer<T> arrays: DXC makes
         * them at the top too, after the other resources' handles */
        bool view = r->ti.kind == RK_CBUFFER || r->ti.kind == RK_TBUFFER;
        HandleCall *h = arena_alloc(m->arena, sizeof *h);
        if (!h || !ptrvec_push(m->arena, r->size == 1 ? &top : view ? &views : &arrays, h))
          return ho_oom(ctx), rank;
        h->call = in;
        h->r = r;
        h->pos = pos;
      }
    uint32_t ntop = top.len;
    for (uint32_t i = 0; i < views.len; i++)
      if (!ptrvec_push(m->arena, &top, views.data[i])) return ho_oom(ctx), rank;
    if (top.len) {
      HandleCall *hs = arena_alloc(m->arena, sizeof *hs * top.len);
      if (!hs) return ho_oom(ctx), rank;
      for (uint32_t i = 0; i < top.len; i++) hs[i] = *(HandleCall *)top.data[i];
      bool lib = ctx->have_target && ctx->dx.target.stage == STAGE_LIBRARY;
      hl_sort(m->arena, hs, ntop, sizeof *hs, lib ? cmp_handle_lib : cmp_handle);
      if (top.len > ntop) hl_sort(m->arena, hs + ntop, top.len - ntop, sizeof *hs, cmp_handle);
      /* duplicates (inlined functions each created one): keep the first */
      for (uint32_t i = 0; i < top.len; i++) {
        if (!hs[i].call) continue;
        /* the calls of one resource are next to each other in each sorted
         * part (the sort key is its class and id): look no further */
        for (uint32_t j = i + 1; j < top.len && same_key(&hs[i], &hs[j]); j++)
          if (hs[j].call && hs[j].r == hs[i].r && same_call(hs[i].call, hs[j].call)) {
            ir_replace_all_uses(m, f, &hs[j].call->v, &hs[i].call->v);
            ir_inst_remove(hs[j].call);
            hs[j].call = NULL;
          }
      }
      for (uint32_t i = 0; i < top.len; i++)
        if (hs[i].call) ir_inst_remove(hs[i].call);
      IrInst *at = f->blocks[0]->first;
      while (at && at->op == IR_ALLOCA) at = at->next;
      for (uint32_t i = 0; i < top.len; i++) {
        if (!hs[i].call) continue;
        if (at) ir_inst_insert_before(at, hs[i].call);
        else ir_inst_append(f->blocks[0], hs[i].call);
      }
    }
    if (arrays.len) {
      /* array elements stay where the front end evaluated them, except
       * those a static global's initialisation created (see irgen_res.c) */
      IrCfg cfg;
      if (!ir_cfg_build(&cfg, m->arena, f)) return ho_oom(ctx), rank;
      for (uint32_t i = 0; i < arrays.len; i++) {
        IrInst *c = ((HandleCall *)arrays.data[i])->call;
        if (c->call_attrs && ir_attrs_find(c->call_attrs, "\"hlsl.handle.at.use\""))
          sink_to_first_use(f, &cfg, c);
      }
    }
  }
  return rank;
}

/* The bound resource of a createHandleFromBinding call (its ResBind
 * constant: lower, upper, space, class). */
static DxilResource *binding_resource(IrInst *ch, DxilResourceMap *map) {
  if (!ch || ch->nops < 3) return NULL;
  IrConst *b = (IrConst *)ch->ops[2];
  uint64_t f[4] = {0, 0, 0, 0};
  if (b->v.kind == IR_V_CONST_AGG) {
    for (uint32_t k = 0; k < 4 && k < b->nelems; k++)
      if (!ir_const_is_int(b->elems[k], &f[k])) return NULL;
  }
  for (uint32_t i = 0; i < map->n; i++) {
    DxilResource *r = map->res[i];
    if (!r->from_heap && r->lower == f[0] && r->space == f[2] && (uint64_t)r->ti.cls == f[3]) return r;
  }
  return NULL;
}

static uint32_t binding_rank(IrInst *ch, DxilResourceMap *map, const uint32_t *rank) {
  DxilResource *r = rank ? binding_resource(ch, map) : NULL;
  for (uint32_t i = 0; r && i < map->n; i++)
    if (map->res[i] == r) return rank[i];
  return UINT32_MAX;
}

static bool same_loc(SrcLoc a, SrcLoc b) {
  return a.line == b.line && a.col == b.col && (a.file == b.file || (a.file && b.file && !strcmp(a.file, b.file)));
}

/* Does i end the life of a resource reference for the next one in its
 * block? DXC creates the handle with createHandleForLib, a read-only call,
 * which GVN merges with an identical earlier one unless something between
 * may write memory other than a local variable, or reads a global variable
 * (memory dependence counts a read of memory the call may read as a
 * dependence; locals cannot be read by the call). */
static bool ends_reference(const IrInst *i) {
  switch (i->op) {
  case IR_ATOMICRMW: case IR_CMPXCHG:
    return true;
  case IR_STORE: case IR_LOAD: {
    uint32_t pi = i->op == IR_STORE ? 1 : 0; /* the pointer operand */
    IrValue *root = pi < i->nops ? ir_pointer_root(i->ops[pi]) : NULL;
    IrInst *r = root ? ir_as_inst(root) : NULL;
    if (r && r->op == IR_ALLOCA) return false;
    return i->op == IR_STORE || (root && root->kind == IR_V_GLOBAL);
  }
  case IR_CALL:
    return !opt_call_is_readonly(i) && !opt_call_is_lifetime(i);
  default:
    return false;
  }
}

/* DXC's DxilConvergentMark (pixel shaders, libraries, and compute, mesh and
 * amplification from SM 6.6) wraps the coordinates of the implicit-derivative
 * operations in a call to dxil.convergent.marker right after they are
 * computed; GVN sees that call as a write. The operands of op that it marks:
 * first index (the callee is operand 0, the opcode 1) and count, 0 when op
 * has none. */
static uint32_t convergent_operands(uint32_t op, uint32_t *first) {
  switch (op) {
  case DXIL_OP_Sample: case DXIL_OP_SampleBias: case DXIL_OP_SampleCmp:
    *first = 4; return 4;
  case DXIL_OP_CalculateLOD:
    *first = 4; return 3;
  case DXIL_OP_DerivCoarseX: case DXIL_OP_DerivCoarseY: case DXIL_OP_DerivFineX: case DXIL_OP_DerivFineY:
    *first = 2; return 1;
  case DXIL_OP_WriteSamplerFeedback: case DXIL_OP_WriteSamplerFeedbackBias:
    *first = 5; return 4;
  default:
    return 0;
  }
}

static bool marks_convergent(const Target *t) {
  if (t->stage == STAGE_PIXEL || t->stage == STAGE_LIBRARY) return true;
  bool sm66 = t->sm_major > 6 || (t->sm_major == 6 && t->sm_minor >= 6);
  return sm66 && (t->stage == STAGE_COMPUTE || t->stage == STAGE_MESH || t->stage == STAGE_AMPLIFICATION);
}

static void ho_quiet(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg) {
  (void)user, (void)lvl, (void)code, (void)loc, (void)msg;
}

/* What marked_after needs: the entry's input signature (read once). */
typedef struct MarkCtx {
  PassCtx *ctx;
  IrModule *m;
  IrFunc *f;
  bool have_sig;
  const SigEntry *sig;
} MarkCtx;

/* Are the coordinates of d (operands first..first+n) one whole entry
 * input, read as written (input element of exactly those columns)? In
 * DXC's high-level IR such a coordinate is the entry's argument itself,
 * whose marker goes to the top of the entry; a swizzle of an input is an
 * instruction at the use, marked there. */
static bool whole_input(MarkCtx *mc, IrInst *d, uint32_t first, uint32_t n) {
  uint32_t k = 0;
  IrValue *id = NULL, *row = NULL;
  for (uint32_t i = first; i < first + n && i < d->nops; i++) {
    if (d->ops[i]->kind == IR_V_UNDEF) break;
    IrInst *c = ir_as_inst(d->ops[i]);
    uint64_t col;
    if (!c || dxil_op_of_call(c) != DXIL_OP_LoadInput || c->nops < 5 || !ir_const_is_int(c->ops[4], &col) ||
        col != k)
      return false;
    if (k && (c->ops[2] != id || c->ops[3] != row)) return false;
    id = c->ops[2], row = c->ops[3];
    k++;
  }
  uint64_t eid, r;
  if (!k || !ir_const_is_int(id, &eid) || !ir_const_is_int(row, &r) || r != 0) return false;
  if (!mc->have_sig) {
    mc->have_sig = true;
    Diag quiet = {0};
    quiet.sink = ho_quiet;
    PassCtx q = *mc->ctx;
    q.diag = &quiet;
    SigInfo info = {0};
    /* dx.entryPoints when the metadata is translated already, else the
     * front end's table */
    bool ok = ir_named_md(mc->m, "dx.semantic.signatures") ? dxil_signatures_analyze(&q, mc->m, &info)
                                                           : dxil_signatures_read(mc->m, &info);
    if (ok) mc->sig = dxil_signature_for(&info, mc->f);
  }
  if (!mc->sig || eid >= mc->sig->nin) return false;
  const SigElement *e = &mc->sig->in[eid];
  return e->rows == 1 && e->cols == k;
}

/* Does DXC's marker for a coordinate of the derivative operation d lie
 * between `from` and d (both in d's block)? It follows the coordinate's
 * computation; coordinates that are constants or a whole entry input are
 * marked at the top of the entry. */
static bool marked_after(MarkCtx *mc, IrInst *from, IrInst *d) {
  uint32_t first = 0, n = convergent_operands(dxil_op_of_call(d), &first);
  if (!n || whole_input(mc, d, first, n)) return false;
  for (uint32_t k = first; k < first + n && k < d->nops; k++) {
    IrInst *c = ir_as_inst(d->ops[k]);
    if (!c || c->op == IR_PHI) continue;
    if (dxil_op_of_call(c) == DXIL_OP_LoadInput) return true; /* a swizzle, at the use */
    if (c->parent != d->parent) continue;
    for (IrInst *t = from->next; t && t != d; t = t->next)
      if (t == c) return true;
  }
  return false;
}

typedef struct AnnCopy {
  IrInst *inst;
  uint32_t block;  /* cfg index */
  SrcLoc loc;      /* the source reference it serves */
} AnnCopy;

/* annotateHandle of a (non-constant-buffer) handle created at the top: one
 * copy per source reference - users with the same source position share
 * it when its block dominates theirs - right before the first such user. */
void dxc_place_annotations(PassCtx *ctx, IrModule *m, DxilResourceMap *map, const uint32_t *rank,
                           const Target *target) {
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    PtrVec ann = {0};
    for (IrInst *in = f->blocks[0]->first; in; in = in->next) {
      if (in->op != IR_CALL || dxil_op_of_call(in) != DXIL_OP_AnnotateHandle || in->nops < 3) continue;
      IrInst *src = ir_as_inst(in->ops[2]);
      if (!src || dxil_op_of_call(src) != DXIL_OP_CreateHandleFromBinding || src->parent != f->blocks[0])
        continue;
      DxilResource *r = binding_resource(src, map);
      if (!r || r->ti.cls == RC_CBV) continue;
      if (!ptrvec_push(m->arena, &ann, in)) { ho_oom(ctx); return; }
    }
    if (!ann.len) continue;
    IrCfg cfg;
    if (!ir_cfg_build(&cfg, m->arena, f)) { ho_oom(ctx); return; }
    bool convergent = target && marks_convergent(target);
    MarkCtx mc = {ctx, m, f, false, NULL};
    PtrVec placed = {0};
    for (uint32_t ai = 0; ai < ann.len; ai++) {
      IrInst *a = ann.data[ai];
      /* users in program order (rpo keeps dominators first) */
      PtrVec users = {0};
      bool ok = true;
      for (uint32_t ri = 0; ri < cfg.nrpo && ok; ri++)
        for (IrInst *u = cfg.blocks[cfg.rpo[ri]]->first; u; u = u->next) {
          if (u == a || !uses_value(u, &a->v)) continue;
          if (u->op == IR_PHI) ok = false;
          if (!ptrvec_push(m->arena, &users, u)) { ho_oom(ctx); return; }
        }
      if (!ok || !users.len) continue;
      /* users outside reachable blocks keep the original */
      uint32_t nall = 0;
      for (uint32_t b = 0; b < f->nblocks; b++)
        for (IrInst *u = f->blocks[b]->first; u; u = u->next)
          if (u != a && uses_value(u, &a->v)) nall++;
      if (nall != users.len) continue;
      AnnCopy *copies = arena_alloc(m->arena, sizeof(AnnCopy) * users.len);
      if (!copies) { ho_oom(ctx); return; }
      uint32_t ncopies = 0;
      for (uint32_t ui = 0; ui < users.len; ui++) {
        IrInst *u = users.data[ui];
        uint32_t ub = ir_cfg_index(&cfg, u->parent);
        IrInst *c = NULL;
        /* DXC's SampleCmpBias/SampleCmpGrad (SM 6.8) lowering takes the
         * sampler's existing annotation (whatever reference made it) */
        uint32_t uop = dxil_op_of_call(u);
        bool any_loc = (uop == DXIL_OP_SampleCmpBias || uop == DXIL_OP_SampleCmpGrad) && u->nops > 3 &&
                       u->ops[3] == &a->v && !uses_value_before(u, &a->v, 3);
        for (uint32_t k = ncopies; k-- > 0 && !c;)
          if ((any_loc || same_loc(copies[k].loc, u->loc)) && ir_cfg_dominates(&cfg, copies[k].block, ub))
            c = copies[k].inst;
        /* a later reference in the same block shares the block's last
         * copy when nothing between ends it (ends_reference) */
        for (uint32_t k = ncopies; k-- > 0 && !c;) {
          if (copies[k].block != ub) continue;
          bool clobbered = false;
          for (IrInst *t = copies[k].inst->next; t && !clobbered; t = t->next) {
            if (convergent && t->op == IR_CALL && marked_after(&mc, copies[k].inst, t)) clobbered = true;
            if (t == u) break;
            clobbered = clobbered || ends_reference(t);
          }
          if (!clobbered) c = copies[k].inst;
          break;
        }
        if (!c) {
          if (ncopies == 0) {
            c = a;
            ir_inst_remove(a);
          } else {
            c = ir_inst_new(m, IR_CALL, a->v.type, a->ops, a->nops);
            if (!c) { ho_oom(ctx); return; }
            c->aux_type = a->aux_type;
            c->call_attrs = a->call_attrs;
          }
          c->loc = u->loc;
          ir_inst_insert_before(u, c);
          copies[ncopies].inst = c;
          copies[ncopies].block = ub;
          copies[ncopies].loc = u->loc;
          ncopies++;
          if (!ptrvec_push(m->arena, &placed, c)) { ho_oom(ctx); return; }
        }
        if (c != a)
          for (uint32_t k = 0; k < u->nops; k++)
            if (u->ops[k] == &a->v) ir_inst_set_operand(u, k, &c->v);
      }
    }
    /* DXC annotates where the resource is referenced, in evaluation order
     * (e.g. the destination of a struct copy first): within a block, the
     * annotate of an earlier-referenced resource moves up in front of a
     * later-referenced one placed before it for the same source reference. */
    for (uint32_t b = 0; b < f->nblocks; b++) {
      PtrVec here = {0};
      for (IrInst *in = f->blocks[b]->first; in; in = in->next)
        for (uint32_t i = 0; i < placed.len; i++)
          if (placed.data[i] == in) {
            if (!ptrvec_push(m->arena, &here, in)) { ho_oom(ctx); return; }
            break;
          }
      for (uint32_t i = 0; i < here.len; i++) {
        IrInst *x = here.data[i];
        uint32_t rx = binding_rank(ir_as_inst(x->ops[2]), map, rank);
        IrInst *front = NULL;
        /* back over the instructions of the same source reference; an
         * annotate directly in front (only annotates between) keeps its
         * place: those are the operands of one operation, in order */
        bool between = false;
        for (IrInst *t = x->prev; t && same_loc(t->loc, x->loc); t = t->prev) {
          bool is_ann = t->op == IR_CALL && dxil_op_of_call(t) == DXIL_OP_AnnotateHandle;
          if (!is_ann) {
            between = true;
            continue;
          }
          if (between && binding_rank(ir_as_inst(t->ops[2]), map, rank) > rx) {
            for (uint32_t j = 0; j < i; j++)
              if (here.data[j] == t) front = t;
          }
        }
        if (!front) continue;
        ir_inst_remove(x);
        ir_inst_insert_before(front, x);
        uint32_t fj = 0;
        while (here.data[fj] != front) fj++;
        for (uint32_t j = i; j > fj; j--) here.data[j] = here.data[j - 1];
        here.data[fj] = x;
      }
    }
  }
}

/* ---- libraries ----------------------------------------------------------------
 *
 * DXC's libraries load every resource global at the top of the function
 * (samplers, SRVs, UAVs, constant buffers, each class in descending record
 * ID: dxc_order_binding_calls' library order) and create the constant
 * buffers' handles right after those loads; every other handle is created
 * (createHandleForLib, and annotateHandle from DXIL 1.6) where it is used,
 * once per source reference as for annotateHandle above: users with the
 * same source position share a copy whose block dominates theirs, and a
 * later use in the same block shares the block's last copy when nothing
 * between ends the reference (ends_reference, or the convergent marker of
 * a derivative operation's coordinates). A handle with a phi or
 * non-call user (stored into memory) keeps its place. */

typedef struct LibCopy {
  IrInst *create, *ann;
  uint32_t block;
  SrcLoc loc;
} LibCopy;

typedef struct LibUnit {
  IrInst *load, *create, *ann;
  IrValue *value;    /* the handle its users take: ann, else create */
  LibCopy *copies;
  uint32_t ncopies, cap;
} LibUnit;

static IrInst *lib_clone_call(IrModule *m, IrInst *c) {
  IrInst *n = ir_inst_new(m, IR_CALL, c->v.type, c->ops, c->nops);
  if (!n) return NULL;
  n->aux_type = c->aux_type;
  n->call_attrs = c->call_attrs;
  return n;
}

void dxc_place_lib_handles(PassCtx *ctx, IrModule *m, PtrVec *units, const Target *target) {
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    IrBlock *entry = f->blocks[0];
    /* this function's units, in the entry block's order */
    PtrVec mine = {0};
    for (IrInst *in = entry->first; in; in = in->next)
      for (uint32_t i = 0; i < units->len; i++) {
        DxcLibHandle *u = units->data[i];
        if (u->create != in || !u->load || u->load->parent != entry) continue;
        if (!ptrvec_push(m->arena, &mine, u)) return ho_oom(ctx);
      }
    if (!mine.len) continue;
    /* the loads first, in their order */
    IrInst *top = entry->first;
    for (uint32_t i = 0; i < mine.len; i++) {
      IrInst *ld = ((DxcLibHandle *)mine.data[i])->load;
      if (ld == top) {
        top = top->next;
        continue;
      }
      ir_inst_remove(ld);
      if (top) ir_inst_insert_before(top, ld);
      else ir_inst_append(entry, ld);
    }
    /* the handles that move to their uses */
    LibUnit *lu = arena_alloc(m->arena, sizeof(LibUnit) * mine.len);
    if (!lu) return ho_oom(ctx);
    uint32_t nlu = 0;
    for (uint32_t i = 0; i < mine.len; i++) {
      DxcLibHandle *u = mine.data[i];
      if (u->cbuffer) continue;
      /* DXIL 1.6+: the create's one user annotates it */
      IrInst *ann = NULL;
      bool movable = true;
      uint32_t nusers = 0;
      for (uint32_t b = 0; b < f->nblocks; b++)
        for (IrInst *x = f->blocks[b]->first; x; x = x->next)
          if (uses_value(x, &u->create->v)) {
            nusers++;
            if (x->op == IR_CALL && dxil_op_of_call(x) == DXIL_OP_AnnotateHandle && x->parent == entry) ann = x;
          }
      if (ann && nusers != 1) movable = false;
      IrValue *v = ann ? &ann->v : &u->create->v;
      for (uint32_t b = 0; b < f->nblocks && movable; b++)
        for (IrInst *x = f->blocks[b]->first; x && movable; x = x->next)
          if (uses_value(x, v) && x->op != IR_CALL) movable = false;
      if (!movable) continue;
      lu[nlu++] = (LibUnit){u->load, u->create, ann, v, NULL, 0, 0};
    }
    if (!nlu) continue;
    IrCfg cfg;
    if (!ir_cfg_build(&cfg, m->arena, f)) return ho_oom(ctx);
    /* users in unreachable blocks: that unit keeps its place */
    for (uint32_t b = 0; b < f->nblocks; b++) {
      uint32_t bi = ir_cfg_index(&cfg, f->blocks[b]);
      if (bi != OPT_NONE && ir_cfg_reachable(&cfg, bi)) continue;
      for (IrInst *x = f->blocks[b]->first; x; x = x->next)
        for (uint32_t i = 0; i < nlu; i++)
          if (lu[i].value && uses_value(x, lu[i].value)) lu[i].value = NULL;
    }
    bool convergent = target && marks_convergent(target);
    MarkCtx mc = {ctx, m, f, false, NULL};
    for (uint32_t ri = 0; ri < cfg.nrpo; ri++) {
      IrBlock *bb = cfg.blocks[cfg.rpo[ri]];
      uint32_t ub = cfg.rpo[ri];
      for (IrInst *u = bb->first; u; u = u->next) {
        if (u->op != IR_CALL) continue;
        for (uint32_t k = 0; k < u->nops; k++) {
          LibUnit *x = NULL;
          for (uint32_t i = 0; i < nlu && !x; i++)
            if (lu[i].value && u->ops[k] == lu[i].value && u != lu[i].ann && u != lu[i].create) x = &lu[i];
          if (!x) continue;
          LibCopy *c = NULL;
          for (uint32_t j = x->ncopies; j-- > 0 && !c;)
            if (same_loc(x->copies[j].loc, u->loc) && ir_cfg_dominates(&cfg, x->copies[j].block, ub))
              c = &x->copies[j];
          for (uint32_t j = x->ncopies; j-- > 0 && !c;) {
            if (x->copies[j].block != ub) continue;
            IrInst *last = x->copies[j].ann ? x->copies[j].ann : x->copies[j].create;
            bool clobbered = false;
            for (IrInst *t = last->next; t && !clobbered; t = t->next) {
              if (convergent && t->op == IR_CALL && marked_after(&mc, last, t)) clobbered = true;
              if (t == u) break;
              clobbered = clobbered || ends_reference(t);
            }
            if (!clobbered) c = &x->copies[j];
            break;
          }
          if (!c) {
            if (x->ncopies == x->cap) {
              uint32_t nc = x->cap ? x->cap * 2 : 4;
              LibCopy *n = arena_alloc(m->arena, sizeof(LibCopy) * nc);
              if (!n) return ho_oom(ctx);
              if (x->ncopies) memcpy(n, x->copies, sizeof(LibCopy) * x->ncopies);
              x->copies = n, x->cap = nc;
            }
            IrInst *cr, *an = NULL;
            if (!x->ncopies) {
              cr = x->create, an = x->ann;
              ir_inst_remove(cr);
              if (an) ir_inst_remove(an);
            } else {
              cr = lib_clone_call(m, x->create);
              an = x->ann ? lib_clone_call(m, x->ann) : NULL;
              if (!cr || (x->ann && !an)) return ho_oom(ctx);
              if (an)
                for (uint32_t q = 0; q < an->nops; q++)
                  if (an->ops[q] == &x->create->v) ir_inst_set_operand(an, q, &cr->v);
            }
            cr->loc = u->loc;
            ir_inst_insert_before(u, cr);
            if (an) {
              an->loc = u->loc;
              ir_inst_insert_before(u, an);
            }
            c = &x->copies[x->ncopies++];
            *c = (LibCopy){cr, an, ub, u->loc};
          }
          IrValue *nv = c->ann ? &c->ann->v : &c->create->v;
          if (nv != x->value) ir_inst_set_operand(u, k, nv);
        }
      }
    }
  }
}
