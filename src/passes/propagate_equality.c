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
 * An integer comparison with a constant also bounds its operand: where
 * `icmp slt %i, 5` holds, `icmp sgt %i, 6` is false (LLVM's
 * correlated-value propagation, which DXC runs: code guarded by a test a
 * loop bound rules out disappears, and the resources it used with it).
 * Later folding (instsimplify, simplifycfg) removes what became constant:
 * `if (f == 0.5) return round(f);` returns round(0.5) folded.
 * Uses by phis count at the end of their incoming block. */
#include "opt_shared.h"
#include "opt_util.h"

#include <math.h>
#include <string.h>

typedef struct Eq {
  IrValue *x;    /* value known ... */
  IrValue *c;    /* ... to equal this constant */
} Eq;

#define PE_MAX 16 /* facts followed per edge (and/or trees stay small) */

/* Replace the uses of x dominated by block root with c. */
static void replace_dominated(const IrCfg *g, IrValue *x, IrValue *c, uint32_t root, bool *changed) {
  for (IrUse *u = x->uses, *nx; u; u = nx) {
    nx = u->next;
    IrInst *user = u->user;
    uint32_t k = ir_use_index(u);
    IrBlock *where = user->parent;
    if (user->op == IR_PHI) {
      if (k % 2) continue; /* a block operand */
      where = (IrBlock *)user->ops[k + 1];
    }
    uint32_t wb = ir_cfg_index(g, where);
    if (wb == OPT_NONE || !ir_cfg_dominates(g, root, wb)) continue;
    ir_inst_set_operand(user, k, c);
    *changed = true;
  }
}

static bool fp_usable(const IrValue *c) {
  if (c->kind != IR_V_CONST_FP) return false;
  double v = ((const IrConst *)c)->fval;
  return v != 0.0 && !isnan(v);
}

/* ---- ranges from integer comparisons with constants ----------------------- */

typedef struct Range {
  bool sok, uok;         /* which bounds are known */
  int64_t slo, shi;      /* signed: slo <= x <= shi */
  uint64_t ulo, uhi;     /* unsigned */
} Range;

static IrPred pred_swap(IrPred p) {
  switch (p) {
  case IR_ICMP_UGT: return IR_ICMP_ULT;
  case IR_ICMP_UGE: return IR_ICMP_ULE;
  case IR_ICMP_ULT: return IR_ICMP_UGT;
  case IR_ICMP_ULE: return IR_ICMP_UGE;
  case IR_ICMP_SGT: return IR_ICMP_SLT;
  case IR_ICMP_SGE: return IR_ICMP_SLE;
  case IR_ICMP_SLT: return IR_ICMP_SGT;
  case IR_ICMP_SLE: return IR_ICMP_SGE;
  default: return p;
  }
}

static IrPred pred_not(IrPred p) {
  switch (p) {
  case IR_ICMP_EQ: return IR_ICMP_NE;
  case IR_ICMP_NE: return IR_ICMP_EQ;
  case IR_ICMP_UGT: return IR_ICMP_ULE;
  case IR_ICMP_UGE: return IR_ICMP_ULT;
  case IR_ICMP_ULT: return IR_ICMP_UGE;
  case IR_ICMP_ULE: return IR_ICMP_UGT;
  case IR_ICMP_SGT: return IR_ICMP_SLE;
  case IR_ICMP_SGE: return IR_ICMP_SLT;
  case IR_ICMP_SLT: return IR_ICMP_SGE;
  case IR_ICMP_SLE: return IR_ICMP_SGT;
  default: return p;
  }
}

/* An integer comparison of a non-constant with a constant, as
 * (x pred c), or false. */
static bool cmp_const(const IrInst *i, IrValue **x, IrPred *p, uint64_t *c) {
  if (i->op != IR_ICMP || i->nops != 2) return false;
  IrValue *a = i->ops[0], *b = i->ops[1];
  *p = (IrPred)i->aux;
  if (a->kind == IR_V_CONST_INT && !ir_is_const(b)) {
    IrValue *t = a;
    a = b;
    b = t;
    *p = pred_swap(*p);
  }
  if (b->kind != IR_V_CONST_INT || ir_is_const(a) || !ir_type_is_int(a->type, 0) ||
      a->type->bits > 64 || a->type->bits < 2)
    return false;
  *x = a;
  *c = ((IrConst *)b)->ival;
  return true;
}

/* The values of a w-bit x for which (x p c) holds, or false when that
 * says nothing usable (ne) or nothing at all (an empty set). */
static bool range_of(IrPred p, uint64_t c, uint32_t w, Range *r) {
  uint64_t umax = w == 64 ? ~0ull : (1ull << w) - 1;
  int64_t smax = (int64_t)(umax >> 1), smin = -smax - 1;
  int64_t sc = (int64_t)(c << (64 - w)) >> (64 - w);
  c &= umax;
  memset(r, 0, sizeof *r);
  switch (p) {
  case IR_ICMP_EQ: *r = (Range){true, true, sc, sc, c, c}; return true;
  case IR_ICMP_SLT: if (sc == smin) return false; r->sok = true; r->slo = smin; r->shi = sc - 1; break;
  case IR_ICMP_SLE: r->sok = true; r->slo = smin; r->shi = sc; break;
  case IR_ICMP_SGT: if (sc == smax) return false; r->sok = true; r->slo = sc + 1; r->shi = smax; break;
  case IR_ICMP_SGE: r->sok = true; r->slo = sc; r->shi = smax; break;
  case IR_ICMP_ULT: if (c == 0) return false; r->uok = true; r->ulo = 0; r->uhi = c - 1; break;
  case IR_ICMP_ULE: r->uok = true; r->ulo = 0; r->uhi = c; break;
  case IR_ICMP_UGT: if (c == umax) return false; r->uok = true; r->ulo = c + 1; r->uhi = umax; break;
  case IR_ICMP_UGE: r->uok = true; r->ulo = c; r->uhi = umax; break;
  default: return false;
  }
  /* a range on one side of the sign bit holds in both views */
  if (r->sok && r->slo >= 0) { r->uok = true; r->ulo = (uint64_t)r->slo; r->uhi = (uint64_t)r->shi; }
  if (r->uok && r->uhi <= (uint64_t)smax) { r->sok = true; r->slo = (int64_t)r->ulo; r->shi = (int64_t)r->uhi; }
  return true;
}

/* (x p c) over every x in r: 1 always, 0 never, -1 either. */
static int range_eval(const Range *r, IrPred p, uint64_t c, uint32_t w) {
  uint64_t umax = w == 64 ? ~0ull : (1ull << w) - 1;
  int64_t sc = (int64_t)(c << (64 - w)) >> (64 - w);
  c &= umax;
  switch (p) {
  case IR_ICMP_EQ: case IR_ICMP_NE: {
    int eq = -1;
    if ((r->sok && (sc < r->slo || sc > r->shi)) || (r->uok && (c < r->ulo || c > r->uhi))) eq = 0;
    else if ((r->sok && r->slo == r->shi) || (r->uok && r->ulo == r->uhi)) eq = 1;
    return eq < 0 ? -1 : p == IR_ICMP_EQ ? eq : !eq;
  }
  case IR_ICMP_SLT: if (!r->sok) return -1; return r->shi < sc ? 1 : r->slo >= sc ? 0 : -1;
  case IR_ICMP_SLE: if (!r->sok) return -1; return r->shi <= sc ? 1 : r->slo > sc ? 0 : -1;
  case IR_ICMP_SGT: if (!r->sok) return -1; return r->slo > sc ? 1 : r->shi <= sc ? 0 : -1;
  case IR_ICMP_SGE: if (!r->sok) return -1; return r->slo >= sc ? 1 : r->shi < sc ? 0 : -1;
  case IR_ICMP_ULT: if (!r->uok) return -1; return r->uhi < c ? 1 : r->ulo >= c ? 0 : -1;
  case IR_ICMP_ULE: if (!r->uok) return -1; return r->uhi <= c ? 1 : r->ulo > c ? 0 : -1;
  case IR_ICMP_UGT: if (!r->uok) return -1; return r->ulo > c ? 1 : r->uhi <= c ? 0 : -1;
  case IR_ICMP_UGE: if (!r->uok) return -1; return r->ulo >= c ? 1 : r->uhi < c ? 0 : -1;
  default: return -1;
  }
}

/* The comparison `fact` has the value `val` in the blocks root dominates:
 * fold the other comparisons of its operand with constants there whose
 * value that decides. */
static void propagate_range(IrModule *m, const IrCfg *g, IrInst *fact, bool val, uint32_t root,
                            bool *changed) {
  IrValue *x;
  IrPred p;
  uint64_t c;
  if (!cmp_const(fact, &x, &p, &c)) return;
  Range r;
  if (!range_of(val ? p : pred_not(p), c, x->type->bits, &r)) return;
  for (IrUse *u = x->uses, *nx; u; u = nx) {
    nx = u->next;
    IrInst *q = u->user;
    IrValue *qx;
    IrPred qp;
    uint64_t qc;
    if (q == fact || !cmp_const(q, &qx, &qp, &qc) || qx != x) continue;
    uint32_t qb = ir_cfg_index(g, q->parent);
    if (qb == OPT_NONE || !ir_cfg_dominates(g, root, qb)) continue;
    int v = range_eval(&r, qp, qc, x->type->bits);
    if (v < 0) continue;
    IrValue *k = ir_const_int(m, q->v.type, (uint64_t)v);
    if (!k) return;
    for (IrUse *qu = q->v.uses, *qn; qu; qu = qn) {
      qn = qu->next;
      ir_inst_set_operand(qu->user, ir_use_index(qu), k);
      *changed = true;
    }
  }
}

static void propagate(IrModule *m, const IrCfg *g, IrValue *cond, bool val, uint32_t root,
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
    if (i->op == IR_ICMP) propagate_range(m, g, i, t, root, changed);
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
  arena_init_child(&a, m->arena);
  IrCfg g;
  bool ok = ir_cfg_build(&g, &a, f);
  for (uint32_t bi = 0; ok && bi < g.n; bi++) {
    if (!ir_cfg_reachable(&g, bi)) continue;
    IrInst *br = ir_block_terminator(g.blocks[bi]);
    if (!br || br->op != IR_BR || br->nops != 3 || br->ops[1] == br->ops[2]) continue;
    IrValue *cond = br->ops[0];
    if (ir_is_const(cond)) continue;
    for (int side = 0; side < 2; side++) {
      uint32_t s = ir_cfg_index(&g, (IrBlock *)br->ops[1 + side]);
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
