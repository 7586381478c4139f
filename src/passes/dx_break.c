/* dx_break.c - the `break`s DXC keeps inside their loop (see gen_break in
 * src/hlsl/irgen.c): a break block that ends in `br i1 dx.break(), %out,
 * %continue` stays part of the loop, so it runs in the iteration (with the
 * lanes) that broke out.
 *
 * "dxil-cleanup-dxbreak" (DXC's CleanupDxBreak, after inlining): a break
 * keeps its condition only when its block uses, directly or through other
 * values, the result of a wave-sensitive operation made in the loop it
 * leaves (or in a loop inside that one); the others become plain branches
 * (the condition true), which simplifycfg folds.
 *
 * "dxil-lower-dxbreak" (DXC's DxilFinalizeModule, after optimisation): the
 * remaining dx.break() calls read `@dx.break.cond = internal constant
 * [1 x i32] zeroinitializer` once per function, in its entry block, and
 * compare it with 0: a condition the driver cannot fold before it has
 * seen the loop. The dx.break.br markers go. */
#include "opt_shared.h"
#include "opt_util.h"
#include "../dxil/dxil_ops.h"

#include <string.h>

#define DX_BREAK "dx.break"
#define DX_BREAK_COND "dx.break.cond"

static bool is_dx_break(const IrInst *i) {
  IrFunc *f = i->op == IR_CALL ? ir_call_callee((IrInst *)i) : NULL;
  return f && f->v.name && strcmp(f->v.name, DX_BREAK) == 0;
}

/* A call to a wave-sensitive operation, before or after op lowering. */
static bool is_wave_sensitive_call(IrInst *i) {
  IrFunc *f = i->op == IR_CALL ? ir_call_callee(i) : NULL;
  if (!f || !f->v.name) return false;
  uint64_t op;
  if (strncmp(f->v.name, "dx.op.", 6) == 0)
    return i->nops > 1 && ir_const_is_int(i->ops[1], &op) && dxil_op_is_wave_sensitive((uint32_t)op);
  const DxilIntrinsicMap *im = dxil_intrinsic_of(f);
  return im && dxil_op_is_wave_sensitive(im->opcode);
}

typedef struct Cleanup {
  const IrCfg *c;
  const OptLoop *loops;
  uint32_t nl;
  uint32_t *loop_of;   /* innermost loop of each block (index into loops), OPT_NONE outside */
  uint8_t *keep;       /* per block: its dx.break condition stays */
  PtrMap seen;         /* instructions visited from one loop's wave calls */
} Cleanup;

static bool loop_contains(const Cleanup *k, uint32_t outer, uint32_t inner) {
  return outer != OPT_NONE && inner != OPT_NONE && k->loops[outer].in[k->loops[inner].header];
}

/* DXC's CullSensitiveBlocks: follow the users of a wave-sensitive value;
 * a block with a conditional branch in a loop that contains the wave
 * operation's loop keeps its dx.break. Users outside loops end the walk. */
static bool cull(Cleanup *k, uint32_t wave_loop, IrInst *from) {
  PtrVec work = {0};
  Arena *a = k->seen.arena;
  if (!ptrvec_push(a, &work, from)) return false;
  while (work.len) {
    IrInst *i = work.data[--work.len];
    uint32_t b = ir_cfg_index(k->c, i->parent);
    if (b == OPT_NONE || k->loop_of[b] == OPT_NONE) continue;
    if (ptrmap_get(&k->seen, i)) continue;
    if (!ptrmap_put(&k->seen, i, &i->v)) return false;
    IrInst *t = ir_block_terminator(i->parent);
    if (t && t->op == IR_BR && t->nops == 3 && loop_contains(k, k->loop_of[b], wave_loop)) k->keep[b] = 1;
    for (IrUse *u = i->v.uses; u; u = u->next)
      if (!ptrvec_push(a, &work, u->user)) return false;
  }
  return true;
}

static bool cleanup_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks || !ir_module_func(m, DX_BREAK)) return true;
  bool any = false;
  for (uint32_t b = 0; b < f->nblocks && !any; b++)
    for (IrInst *i = f->blocks[b]->first; i && !any; i = i->next) any = is_dx_break(i);
  if (!any) return true;
  Arena a;
  arena_init_child(&a, m->arena);
  IrCfg c;
  Cleanup k = {0};
  bool ok = ir_cfg_build(&c, &a, f);
  OptLoop *loops = NULL;
  uint32_t nl = 0;
  if (ok) ok = opt_find_loops(&c, &a, &loops, &nl);
  k.c = &c;
  k.loops = loops;
  k.nl = nl;
  k.loop_of = ok ? arena_alloc(&a, sizeof(uint32_t) * (c.n ? c.n : 1)) : NULL;
  k.keep = ok ? arena_alloc(&a, c.n ? c.n : 1) : NULL;
  if (!k.loop_of || !k.keep) ok = false;
  if (ok) {
    memset(k.keep, 0, c.n ? c.n : 1);
    for (uint32_t b = 0; b < c.n; b++) {
      k.loop_of[b] = OPT_NONE;
      for (uint32_t l = 0; l < nl; l++) /* innermost first */
        if (loops[l].in[b]) {
          k.loop_of[b] = l;
          break;
        }
    }
  }
  /* the wave-sensitive calls, by loop (DXC visits each loop's calls with
   * one visited set) */
  for (uint32_t l = 0; ok && l <= nl; l++) {
    uint32_t wl = l == nl ? OPT_NONE : l;
    ptrmap_init(&k.seen, &a);
    for (uint32_t b = 0; ok && b < c.n; b++) {
      if (k.loop_of[b] != wl) continue;
      for (IrInst *i = c.blocks[b]->first; ok && i; i = i->next)
        if (is_wave_sensitive_call(i)) ok = cull(&k, wl, i);
    }
  }
  /* the others become plain branches */
  for (uint32_t b = 0; ok && b < c.n; b++) {
    IrInst *t = ir_block_terminator(c.blocks[b]);
    if (k.keep[b] || !t || t->op != IR_BR || t->nops != 3) continue;
    IrInst *ci = ir_as_inst(t->ops[0]);
    if (!ci || !is_dx_break(ci)) continue;
    IrValue *yes = ir_const_i1(m, true);
    if (!yes) {
      ok = false;
      break;
    }
    ir_inst_set_operand(t, 0, yes);
    ir_inst_set_md(m, t, "dx.break.br", NULL);
    if (!ci->v.uses) ir_inst_remove(ci);
    *changed = true;
  }
  arena_free(&a);
  return ok;
}

bool pass_dxil_cleanup_dxbreak(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, cleanup_func, "dxil-cleanup-dxbreak");
}

/* ---- lowering --------------------------------------------------------------- */

bool pass_dxil_lower_dxbreak(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  IrFunc *brk = ir_module_func(m, DX_BREAK);
  IrType *i32 = ir_type_int(m, 32), *at = ir_type_array(m, i32, 1);
  IrGlobal *cond = NULL;
  IrValue *gep = NULL;
  for (uint32_t fi = 0; brk && fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    IrValue *cmp = NULL;
    for (uint32_t b = 0; b < f->nblocks; b++) {
      for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
        nx = i->next;
        if (i->op == IR_BR) ir_inst_set_md(m, i, "dx.break.br", NULL);
        if (!is_dx_break(i)) continue;
        if (!cond) {
          IrValue *zero = ir_const_zero(m, at);
          cond = zero ? ir_global_new(m, DX_BREAK_COND, at, 0) : NULL;
          if (!cond) return false;
          cond->init = zero;
          cond->is_const = true;
          cond->linkage = IR_LINK_INTERNAL;
          IrValue *idx[3] = {&cond->v, ir_const_int(m, i32, 0), ir_const_int(m, i32, 0)};
          gep = ir_const_expr(m, IR_GEP, ir_type_ptr(m, 0), at, idx, 3, IR_FLAG_INBOUNDS);
          if (!gep) return false;
        }
        if (!cmp) {
          /* once per function, after the entry block's allocas */
          IrInst *pos = f->blocks[0]->first;
          while (pos && pos->op == IR_ALLOCA) pos = pos->next;
          IrBuilder bld;
          if (pos) ir_builder_before(&bld, m, pos);
          else ir_builder_at_end(&bld, m, f->blocks[0]);
          IrValue *ld = ir_build_load(&bld, i32, gep, "");
          if (ld) ((IrInst *)ld)->align = 0; /* DXC's load has none */
          cmp = ld ? ir_build_icmp(&bld, IR_ICMP_EQ, ld, ir_const_int(m, i32, 0), "") : NULL;
          if (!cmp) return false;
        }
        for (IrUse *u = i->v.uses, *un; u; u = un) {
          un = u->next;
          ir_inst_set_operand(u->user, ir_use_index(u), cmp);
        }
        ir_inst_remove(i);
      }
    }
  }
  if (brk && !brk->v.uses) ir_module_remove_func(m, brk);
  return true;
}
