/* dxc_combine.c - the "dxc-combine" pass: rewrites DXC's -O3 pipeline makes
 * with instcombine that change an instruction into a different one (which
 * instsimplify, by definition, does not):
 *
 *   zext (trunc iN x to iM) to iN  ->  and iN x, 2^M - 1
 *   sext (trunc iN x to iM) to iN  ->  ashr exact (shl x, N - M), N - M
 *
 * (a 16-bit ID read from a 32-bit one and widened again is the common case:
 * `uint16_t3 tid : SV_DispatchThreadID` stored to a uint3). Run by the hlslc
 * pipeline only: LLVM's DirectX tests never run instcombine. */
#include "opt_shared.h"
#include "opt_util.h"

/* x when v is `trunc iN x to iM` with iN the type t, else NULL. */
static IrValue *trunc_from(IrValue *v, IrType *t) {
  IrInst *tr = ir_as_inst(v);
  if (!tr || tr->op != IR_TRUNC || tr->nops != 1 || tr->ops[0]->type != t) return NULL;
  return tr->ops[0];
}

/* The integer constant k of type t (splat for vectors). */
static IrValue *int_like(IrModule *m, IrType *t, uint64_t k) {
  if (t->kind != IR_TY_VECTOR) return ir_const_int(m, t, k);
  IrValue *e[64];
  if (t->count > 64) return NULL;
  for (uint64_t i = 0; i < t->count; i++) e[i] = ir_const_int(m, t->elem, k);
  return ir_const_agg(m, t, e, (uint32_t)t->count);
}

static bool combine_func(IrModule *m, IrFunc *f, bool *changed) {
  bool any = false;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
      nx = i->next;
      if ((i->op != IR_ZEXT && i->op != IR_SEXT) || i->nops != 1) continue;
      IrType *t = i->v.type;
      IrValue *x = trunc_from(i->ops[0], t);
      if (!x) continue;
      IrType *st = ir_type_scalar(t), *nt = ir_type_scalar(i->ops[0]->type);
      if (st->kind != IR_TY_INT || nt->kind != IR_TY_INT || st->bits > 64 || nt->bits >= st->bits)
        continue;
      uint32_t n = st->bits, w = nt->bits;
      IrBuilder bld;
      ir_builder_before(&bld, m, i);
      bld.loc = i->loc;
      IrValue *r;
      if (i->op == IR_ZEXT) {
        IrValue *mask = int_like(m, t, w >= 64 ? ~0ull : (1ull << w) - 1);
        if (!mask) continue;
        r = ir_build_binop(&bld, IR_AND, x, mask, "");
      } else {
        IrValue *sh = int_like(m, t, n - w);
        if (!sh) continue;
        IrValue *l = ir_build_binop(&bld, IR_SHL, x, sh, "");
        r = ir_build_binop(&bld, IR_ASHR, l, sh, "");
        IrInst *ri = ir_as_inst(r);
        if (ri) ri->flags |= IR_FLAG_EXACT;
      }
      if (!r) return false;
      ir_replace_all_uses(m, f, &i->v, r);
      ir_inst_remove(i);
      *changed = any = true;
    }
  if (!any) return true;
  /* the truncs left without users go, as instcombine removes them */
  Arena scratch;
  arena_init(&scratch, NULL);
  bool ok = opt_remove_trivially_dead(m, f, &scratch, changed);
  arena_free(&scratch);
  return ok;
}

bool pass_dxc_combine(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, combine_func, "dxc-combine");
}
