/* propagate_equality.c - the "propagate-equality" pass: what a branch
 * condition proves, used where it holds (LLVM GVN's propagateEquality, which
 * DXC's optimiser runs).
 *
 * For `br i1 %c, label %T, label %F`, when T (F) is reached only through
 * this edge (its single predecessor), every use of %c in blocks dominated by
 * T (F) becomes true (false), and through the condition:
 *   - `and %a, %b` true: %a and %b are true; `or %a, %b` false: both false;
 *   - `icmp eq %x, C` true or `icmp ne %x, C` false: %x is the constant C;
 *   - `fcmp oeq %x, C` true or `fcmp une %x, C` false, for a constant C that
 *     is neither zero (-0.0 == +0.0 compares equal but is not the same value)
 *     nor NaN: %x is C.
 * Later folding (instsimplify, simplifycfg) removes what became constant:
 * `if (f == 0.5) return round(f);` returns round(0.5) folded.
 * Uses by phis count at the end of their incoming block. */
#include "opt_shared.h"
#include "opt_util.h"

#include <math.h>

typedef struct Eq {
  IrValue *x;    /* value known ... */
  IrValue *c;    /* ... to equal this constant */
} Eq;

#define PE_MAX 16 /* facts followed per edge (and/or trees stay small) */

/* Replace the uses of x dominated by block root with c. */
static void replace_dominated(const OptCfg *g, IrValue *x, IrValue *c, uint32_t root, bool *changed) {
  for (IrUse *u = x->uses, *nx; u; u = nx) {
    nx = u->next;
    IrInst *user = u->user;
    uint32_t k = ir_use_index(u);
    IrBlock *where = user->parent;
    if (user->op == IR_PHI) {
      if (k % 2) continue; /* a block operand */
      where = (IrBlock *)user->ops[k + 1];
    }
    uint32_t wb = opt_cfg_index(g, where);
    if (wb == OPT_NONE || !opt_cfg_dominates(g, root, wb)) continue;
    ir_inst_set_operand(user, k, c);
    *changed = true;
  }
}

static bool fp_usable(const IrValue *c) {
  if (c->kind != IR_V_CONST_FP) return false;
  double v = ((const IrConst *)c)->fval;
  return v != 0.0 && !isnan(v);
}

static void propagate(IrModule *m, const OptCfg *g, IrValue *cond, bool val, uint32_t root,
                      bool *changed) {
  Eq work[PE_MAX];
  uint32_t n = 0;
  IrValue *k = ir_const_i1(m, val);
  if (!k) return; /* out of memory: the module's status says so */
  work[n++] = (Eq){cond, k};
  while (n) {
    Eq e = work[--n];
    if (!e.x || !e.c || ir_is_const(e.x)) continue;
    replace_dominated(g, e.x, e.c, root, changed);
    if (e.x->kind != IR_V_INST) continue;
    IrInst *i = (IrInst *)e.x;
    bool t = e.c->kind == IR_V_CONST_INT && ((IrConst *)e.c)->ival != 0;
    if (e.c->type->kind != IR_TY_INT || e.c->type->bits != 1) continue;
    if ((i->op == IR_AND && t) || (i->op == IR_OR && !t)) {
      if (i->v.type->kind != IR_TY_INT || n + 2 > PE_MAX) continue;
      work[n++] = (Eq){i->ops[0], e.c};
      work[n++] = (Eq){i->ops[1], e.c};
      continue;
    }
    if ((i->op != IR_ICMP && i->op != IR_FCMP) || n + 1 > PE_MAX) continue;
    IrPred p = (IrPred)i->aux;
    bool equal = (p == IR_ICMP_EQ && t) || (p == IR_ICMP_NE && !t) ||
                 (p == IR_FCMP_OEQ && t) || (p == IR_FCMP_UNE && !t);
    if (!equal) continue;
    IrValue *a = i->ops[0], *b = i->ops[1];
    if (ir_is_const(a) && !ir_is_const(b)) {
      IrValue *s = a;
      a = b;
      b = s;
    }
    if (ir_is_const(a) || !ir_is_const(b)) continue;
    if (i->op == IR_ICMP && b->kind != IR_V_CONST_INT) continue;
    if (i->op == IR_FCMP && !fp_usable(b)) continue;
    work[n++] = (Eq){a, b};
  }
}

static bool pe_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  Arena a;
  arena_init(&a, NULL);
  OptCfg g;
  bool ok = opt_cfg_build(&g, &a, f);
  for (uint32_t bi = 0; ok && bi < g.n; bi++) {
    if (!opt_cfg_reachable(&g, bi)) continue;
    IrInst *br = ir_block_terminator(g.blocks[bi]);
    if (!br || br->op != IR_BR || br->nops != 3 || br->ops[1] == br->ops[2]) continue;
    IrValue *cond = br->ops[0];
    if (ir_is_const(cond)) continue;
    for (int side = 0; side < 2; side++) {
      uint32_t s = opt_cfg_index(&g, (IrBlock *)br->ops[1 + side]);
      if (s == OPT_NONE || g.npreds[s] != 1) continue;
      propagate(m, &g, cond, side == 0, s, changed);
    }
  }
  arena_free(&a);
  return ok;
}

bool pass_propagate_equality(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, pe_func, "propagate-equality");
}
