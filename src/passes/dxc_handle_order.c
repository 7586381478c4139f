/* dxc_handle_order.c - DXC's placement of resource handle creation
 * (dxc-compatible output only: ctx->dxc_compat).
 *
 * DXC creates the handle of every non-array resource at the top of the
 * function that uses it, class by class (constant buffers, samplers, SRVs,
 * UAVs), each one inserted at the very top - so the final order is UAVs,
 * SRVs, samplers, constant buffers, each class in descending record ID.
 * Handles of resource-array elements stay where they are used. From DXIL
 * 1.6 on, createHandleFromBinding keeps that placement but annotateHandle
 * is emitted at the uses: one per block, shared by the blocks that block
 * dominates (what GVN leaves of DXC's one-per-use).
 *
 * The front end instead creates handles at the first use, in use order;
 * both are correct, the DXC order only matters for text comparisons. */
#include "dxil_resources.h"
#include "opt_util.h"
#include "../dxil/dxil_ops.h"
#include <stdlib.h>
#include <string.h>

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

static int cmp_handle(const void *a, const void *b) {
  const HandleCall *x = a, *y = b;
  uint32_t rx = class_rank(x->r->ti.cls), ry = class_rank(y->r->ti.cls);
  if (rx != ry) return rx < ry ? -1 : 1;
  if (x->r->id != y->r->id) return x->r->id > y->r->id ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

static bool uses_value(IrInst *i, IrValue *v) {
  for (uint32_t k = 0; k < i->nops; k++)
    if (i->ops[k] == v) return true;
  return false;
}

static bool same_call(IrInst *a, IrInst *b) {
  if (a->nops != b->nops || a->v.type != b->v.type) return false;
  for (uint32_t k = 0; k < a->nops; k++)
    if (a->ops[k] != b->ops[k]) return false;
  return true;
}

/* Moves `in` right before the first instruction using it, when that user's
 * block dominates every other user (no phi users). */
static void sink_to_first_use(IrFunc *f, OptCfg *cfg, IrInst *in) {
  IrInst *first = NULL;
  uint32_t fb = OPT_NONE;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *u = f->blocks[b]->first; u; u = u->next) {
      if (u == in || !uses_value(u, &in->v)) continue;
      if (u->op == IR_PHI) return;
      uint32_t bi = opt_cfg_index(cfg, u->parent);
      if (bi == OPT_NONE) return;
      if (!first) {
        first = u;
        fb = bi;
      } else if (bi != fb) {
        if (opt_cfg_dominates(cfg, bi, fb)) {
          first = u;
          fb = bi;
        } else if (!opt_cfg_dominates(cfg, fb, bi)) {
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

void dxc_order_binding_calls(PassCtx *ctx, IrModule *m, DxilResourceMap *map) {
  (void)ctx;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    PtrVec top = {0}, arrays = {0};
    uint32_t pos = 0;
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first; in; in = in->next, pos++) {
        if (in->op != IR_CALL || !dxil_is_intrinsic_call(in, "llvm.dx.resource.handlefrombinding"))
          continue;
        DxilResource *r = dxil_resource_for_call(map, in);
        IrValue *ix = in->nops > 4 ? in->ops[4] : NULL;
        uint64_t c;
        if (!r || !ix || !ir_const_is_int(ix, &c)) continue;
        HandleCall *h = arena_alloc(m->arena, sizeof *h);
        if (!h) return;
        h->call = in;
        h->r = r;
        h->pos = pos;
        ptrvec_push(m->arena, r->size == 1 ? &top : &arrays, h);
      }
    if (top.len) {
      HandleCall *hs = malloc(sizeof *hs * top.len);
      if (!hs) return;
      for (uint32_t i = 0; i < top.len; i++) hs[i] = *(HandleCall *)top.data[i];
      qsort(hs, top.len, sizeof *hs, cmp_handle);
      /* duplicates (inlined functions each created one): keep the first */
      for (uint32_t i = 0; i < top.len; i++) {
        if (!hs[i].call) continue;
        for (uint32_t j = i + 1; j < top.len; j++)
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
      free(hs);
    }
    if (arrays.len) {
      OptCfg cfg;
      if (!opt_cfg_build(&cfg, m->arena, f)) return;
      for (uint32_t i = 0; i < arrays.len; i++) sink_to_first_use(f, &cfg, ((HandleCall *)arrays.data[i])->call);
    }
  }
}

/* annotateHandle of a handle created at the top: one copy per block of
 * users that no other user block dominates, right before its first user. */
void dxc_place_annotations(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (!f->nblocks) continue;
    PtrVec ann = {0};
    for (IrInst *in = f->blocks[0]->first; in; in = in->next) {
      if (in->op != IR_CALL || dxil_op_of_call(in) != DXIL_OP_AnnotateHandle || in->nops < 3) continue;
      IrInst *src = ir_as_inst(in->ops[2]);
      if (!src || dxil_op_of_call(src) != DXIL_OP_CreateHandleFromBinding || src->parent != f->blocks[0])
        continue;
      ptrvec_push(m->arena, &ann, in);
    }
    if (!ann.len) continue;
    OptCfg cfg;
    if (!opt_cfg_build(&cfg, m->arena, f)) return;
    for (uint32_t ai = 0; ai < ann.len; ai++) {
      IrInst *a = ann.data[ai];
      /* first user per block, in block order */
      PtrVec firsts = {0};
      bool ok = true;
      for (uint32_t b = 0; b < f->nblocks && ok; b++)
        for (IrInst *u = f->blocks[b]->first; u; u = u->next) {
          if (u == a || !uses_value(u, &a->v)) continue;
          if (u->op == IR_PHI || opt_cfg_index(&cfg, u->parent) == OPT_NONE) ok = false;
          else ptrvec_push(m->arena, &firsts, u);
          break;
        }
      if (!ok || !firsts.len) continue;
      /* blocks not dominated by another user block get a copy */
      uint32_t n = firsts.len;
      IrInst **copy = arena_alloc(m->arena, sizeof(IrInst *) * n);
      if (!copy) return;
      for (uint32_t i = 0; i < n; i++) {
        copy[i] = NULL;
        uint32_t bi = opt_cfg_index(&cfg, ((IrInst *)firsts.data[i])->parent);
        bool dominated = false;
        for (uint32_t j = 0; j < n && !dominated; j++) {
          uint32_t bj = opt_cfg_index(&cfg, ((IrInst *)firsts.data[j])->parent);
          if (j != i && opt_cfg_dominates(&cfg, bj, bi)) dominated = true;
        }
        if (dominated) continue;
        IrInst *c = a;
        bool reuse = true;
        for (uint32_t j = 0; j < i; j++)
          if (copy[j] == a) reuse = false;
        if (!reuse) {
          c = ir_inst_new(m, IR_CALL, a->v.type, a->ops, a->nops);
          if (!c) return;
          c->aux_type = a->aux_type;
          c->call_attrs = a->call_attrs;
          c->loc = a->loc;
        } else {
          ir_inst_remove(a);
        }
        ir_inst_insert_before(firsts.data[i], c);
        copy[i] = c;
      }
      /* rewrite each user to the copy of the block dominating it */
      for (uint32_t b = 0; b < f->nblocks; b++) {
        uint32_t bi = opt_cfg_index(&cfg, f->blocks[b]);
        IrInst *owner = NULL;
        for (uint32_t i = 0; i < n; i++)
          if (copy[i] && opt_cfg_dominates(&cfg, opt_cfg_index(&cfg, ((IrInst *)firsts.data[i])->parent), bi))
            owner = copy[i];
        if (!owner || owner == a) continue;
        for (IrInst *u = f->blocks[b]->first; u; u = u->next)
          if (u != owner)
            for (uint32_t k = 0; k < u->nops; k++)
              if (u->ops[k] == &a->v) ir_inst_set_operand(u, k, &owner->v);
      }
    }
  }
}
