/* loop_unroll.c - the "loop-unroll" pass: full unrolling of loops whose
 * trip count is a compile-time constant.
 *
 * A candidate loop has one latch (one back edge) and one entering block.
 * The counting exit is a conditional branch in a block that dominates the
 * latch (the header of a `for`, the latch of a `do-while`); other exits
 * (`break`) stay as conditional branches in every copy. With several exits,
 * values used after the loop are first routed through phis (LCSSA) in the
 * exit block, which must then be the only one and reached only from the
 * loop.
 * The trip count is found by simulation: the backward slice of the exit
 * condition inside the loop may only contain header phis (whose entering
 * values are constants) and foldable pure instructions; iterating the slice
 * with the shared constant folder gives the iteration on which the exit is
 * taken. No induction-variable pattern matching is needed, so i += 2,
 * i *= 2, != tests, do-while and counting down all work.
 *
 * Unrolling makes copies 1..k of the loop body (copy 0 is the original),
 * chains each copy's latch to the next copy's header, resolves the header
 * phis of copy j to the latch values of copy j-1, turns the exit branch into
 * an unconditional branch (into the body for j < k, out of the loop for
 * j = k), and points uses after the loop at copy k. Dead remains are then
 * removed and the function is cleaned with instsimplify + simplifycfg.
 *
 * `llvm.loop` metadata: llvm.loop.unroll.disable leaves the loop alone;
 * llvm.loop.unroll.full raises the size budget. Innermost loops go first;
 * after every unrolled loop the analysis is redone. */
#include "opt_shared.h"
#include "opt_util.h"
#include "../dxil/dxil_ops.h"
#include "../dxil/dxil_resources.h"

#include <string.h>

static void *zalloc(Arena *a, size_t n) {
  void *p = arena_alloc(a, n ? n : 1);
  if (p) memset(p, 0, n ? n : 1);
  return p;
}

#define UNROLL_MAX_TRIP 1024u         /* iterations */
#define UNROLL_FORCED_BUDGET 262144u  /* with llvm.loop.unroll.full */

/* What the source asks of a loop: DXC's llvm.loop hints. */
typedef enum UnrollPolicy {
  POL_AUTO,     /* no attribute: the optimiser's choice */
  POL_DISABLE,  /* [loop] */
  POL_FULL,     /* [unroll] / [unroll(0)]: unroll completely or fail */
  POL_COUNT,    /* [unroll(n)]: at most n iterations, unrolled */
} UnrollPolicy;

static UnrollPolicy loop_policy(IrMD *md, int32_t *count) {
  *count = 0;
  if (opt_loop_md_find(md, "llvm.loop.unroll.disable")) return POL_DISABLE;
  IrMD *c = opt_loop_md_find(md, "llvm.loop.unroll.count");
  if (c) {
    uint64_t v = 0;
    if (c->nops >= 2 && c->ops[1] && c->ops[1]->kind == IR_MD_VALUE)
      (void)ir_const_is_int(c->ops[1]->value, &v);
    *count = (int32_t)(uint32_t)v; /* DXC reads the i32 as a signed int */
    return POL_COUNT;
  }
  if (opt_loop_md_find(md, "llvm.loop.unroll.full")) return POL_FULL;
  return POL_AUTO;
}

typedef struct Unroll {
  IrModule *m;                   /* the module */
  IrFunc *f;                     /* function containing the loop */
  Arena *a;                      /* scratch */
  const IrCfg *c;               /* CFG of f (before unrolling) */
  const OptLoop *L;              /* the loop */
  uint32_t header, latch, pre;   /* block indices */
  uint8_t *inR;                  /* the region copied: the loop's blocks and the
                                    exit blocks cloned with it (over cfg blocks) */
  uint32_t *rblocks, nr;         /* region blocks, ascending cfg index */
  uint32_t *exits;               /* edges leaving the region: exits[2i] -> exits[2i+1] */
  uint32_t nexits;               /* number of them */
  uint32_t exiting, out;         /* the counting exit: block and target */
  uint32_t inside;               /* in-loop successor of the counting branch */
  bool exit_on_true;             /* exit taken when the condition is true */
  bool cond_exit;                /* copies 0..trip-1 keep the counting test (unknown trip
                                    count under [unroll(n)]) */
  uint8_t *keep_test;            /* or per copy: 1 = the test is only known at run time */
  bool demote;                   /* values used after the region go through memory */
  uint32_t trip;                 /* k: copies 1..k are made */
  PtrVec problem_allocas;        /* local arrays of resources indexed by the counter */
  PtrMap ext;                    /* constants found for values defined before the loop */
} Unroll;

static bool in_loop_inst(const Unroll *u, IrValue *v) {
  IrInst *i = ir_as_inst(v);
  if (!i || !i->parent) return false;
  uint32_t b = ir_cfg_index(u->c, i->parent);
  return b != OPT_NONE && u->L->in[b];
}

static IrValue *phi_incoming(IrInst *phi, IrBlock *from) {
  for (uint32_t k = 0; k + 1 < phi->nops; k += 2)
    if (phi->ops[k + 1] == &from->v) return phi->ops[k];
  return NULL;
}

/* One latch, one entering edge? */
static bool analyse_shape(Unroll *u) {
  const IrCfg *c = u->c;
  const OptLoop *L = u->L;
  if (L->nlatches != 1) return false;
  u->header = L->header;
  u->latch = L->latches[0];
  if (opt_edge_count(c->blocks[u->latch], c->blocks[u->header]) != 1) return false;
  u->pre = OPT_NONE;
  for (uint32_t k = 0; k < c->npreds[u->header]; k++) {
    uint32_t p = c->preds[u->header][k];
    if (L->in[p]) continue;
    if (u->pre != OPT_NONE) return false; /* one entering edge only */
    u->pre = p;
  }
  return u->pre != OPT_NONE;
}

/* The new block `name` takes over the edges from `from[0..n)` into `to`
 * (which all become one edge into `to`); the phis of `to` get their merged
 * value from a phi in the new block. Loop metadata of the edges' branches
 * moves to the new branch. (Loop simplification: a single latch, a single
 * entering edge.) */
static bool merge_edges(IrModule *m, IrFunc *f, Arena *a, IrBlock *to, IrBlock **from, uint32_t n,
                        const char *name) {
  IrBlock *nb = ir_block_new_after(f, from[n - 1], name);
  if (!nb) return false;
  IrBuilder bld;
  ir_builder_at_end(&bld, m, nb);
  for (IrInst *p = to->first; p && p->op == IR_PHI; p = p->next) {
    IrInst *np = ir_build(&bld, IR_PHI, p->v.type, NULL, 0);
    if (!np) return false;
    if (p->v.name && *p->v.name) opt_set_name(m, f, &np->v, arena_printf(a, "%s.be", p->v.name));
    for (uint32_t k = 0; k < n; k++) {
      IrValue *v = phi_incoming(p, from[k]);
      ir_phi_add(m, np, v ? v : ir_undef(m, p->v.type), from[k]);
    }
    for (uint32_t k = 0; k < n; k++) opt_phis_trim_pred(to, from[k], 0);
    (void)0;
  }
  /* (each phi of `to` lost its entries for from[]: one entry for nb) */
  IrInst *p2 = to->first;
  for (IrInst *np = nb->first; np && np->op == IR_PHI; np = np->next) {
    while (p2 && p2->op != IR_PHI) p2 = p2->next;
    if (!p2) break;
    ir_phi_add(m, p2, &np->v, nb);
    p2 = p2->next;
  }
  IrMD *lmd = NULL;
  SrcLoc loc = {0};
  for (uint32_t k = 0; k < n; k++) {
    IrInst *t = ir_block_terminator(from[k]);
    if (!t) continue;
    IrMD *md = ir_inst_get_md(t, "llvm.loop");
    if (md && !lmd) {
      lmd = md;
      loc = t->loc;
    }
    if (md) ir_inst_set_md(m, t, "llvm.loop", NULL);
    if (!lmd && !loc.line) loc = t->loc;
    opt_term_replace_succ(t, to, nb);
  }
  bld.loc = loc;
  IrInst *br = ir_build_br(&bld, to);
  if (!br) return false;
  if (lmd) ir_inst_set_md(m, br, "llvm.loop", lmd);
  return true;
}

/* Give loop L one latch and one entering edge. *did when it changed. */
static bool simplify_loop(IrModule *m, IrFunc *f, Arena *a, const IrCfg *c, const OptLoop *L,
                          bool *did) {
  IrBlock *hdr = c->blocks[L->header];
  PtrVec in = {0}, out = {0};
  for (uint32_t k = 0; k < c->npreds[L->header]; k++) {
    uint32_t p = c->preds[L->header][k];
    IrBlock *pb = c->blocks[p];
    PtrVec *v = L->in[p] ? &in : &out;
    bool seen = false;
    for (uint32_t j = 0; j < v->len; j++) seen |= v->data[j] == pb;
    if (!seen && !ptrvec_push(a, v, pb)) return false;
  }
  /* predecessors come in reverse order; the layout order reads better */
  for (uint32_t i = 0; i < in.len / 2; i++) {
    void *t = in.data[i]; in.data[i] = in.data[in.len - 1 - i]; in.data[in.len - 1 - i] = t;
  }
  for (uint32_t i = 0; i < out.len / 2; i++) {
    void *t = out.data[i]; out.data[i] = out.data[out.len - 1 - i]; out.data[out.len - 1 - i] = t;
  }
  bool multi_in = in.len > 1 || (in.len == 1 && opt_edge_count(in.data[0], hdr) > 1);
  bool multi_out = out.len > 1 || (out.len == 1 && opt_edge_count(out.data[0], hdr) > 1);
  if (multi_in) {
    if (!merge_edges(m, f, a, hdr, (IrBlock **)in.data, in.len, "loop.latch")) return false;
    *did = true;
  }
  if (multi_out && out.len) {
    if (!merge_edges(m, f, a, hdr, (IrBlock **)out.data, out.len, "loop.preheader")) return false;
    *did = true;
  }
  return true;
}

/* Pick exiting edge (b -> s) as the counting exit: a conditional branch in
 * a block dominating the latch. */
static bool choose_exit(Unroll *u, uint32_t b, uint32_t s) {
  const IrCfg *c = u->c;
  u->exiting = b;
  u->out = s;
  if (!ir_cfg_dominates(c, u->exiting, u->latch)) return false;
  IrInst *t = ir_block_terminator(c->blocks[u->exiting]);
  if (!t || t->op != IR_BR || t->nops != 3 || t->ops[1] == t->ops[2]) return false;
  IrBlock *tb = (IrBlock *)t->ops[1], *fb = (IrBlock *)t->ops[2];
  u->exit_on_true = tb == c->blocks[u->out];
  u->inside = ir_cfg_index(c, u->exit_on_true ? fb : tb);
  return u->inside != OPT_NONE && u->L->in[u->inside];
}

/* The constant a value defined before the loop has, folding pure
 * instructions (DXC's value cache sees through them, e.g. bounds computed
 * from a struct argument after inlining at -Od), or NULL. */
static IrValue *outer_const(Unroll *u, IrValue *v, uint32_t depth) {
  if (ir_is_const(v)) return v->kind == IR_V_GLOBAL || v->kind == IR_V_FUNC ? NULL : v;
  IrInst *x = ir_as_inst(v);
  if (!x || in_loop_inst(u, v) || depth > 24) return NULL;
  IrValue *memo = ptrmap_get(&u->ext, x);
  if (memo) return memo == &x->v ? NULL : memo;
  IrValue *r = NULL;
  switch (x->op) {
  case IR_LOAD: /* from a `static const` table */
    r = opt_fold_global_load(u->m, x);
    if (r && !ir_is_const(r)) r = NULL;
    break;
  case IR_PHI: case IR_CALL: case IR_STORE: case IR_ALLOCA: case IR_ATOMICRMW:
  case IR_CMPXCHG: case IR_GEP:
    break;
  default:
    if (ir_opcode_is_terminator(x->op) || x->nops > 8) break;
    IrValue *ops[8];
    bool ok = true;
    for (uint32_t k = 0; k < x->nops && ok; k++) {
      ops[k] = outer_const(u, x->ops[k], depth + 1);
      ok = ops[k] != NULL;
    }
    if (ok) {
      r = opt_simplify(u->m, x, ops);
      if (r && !ir_is_const(r)) r = NULL;
    }
  }
  (void)ptrmap_put(&u->ext, x, r ? r : &x->v); /* (OOM only loses the memo) */
  return r;
}

/* Simulate the exit condition; sets u->trip. As DXC's unroller (which
 * clones iterations until the latch condition folds), a value the
 * condition depends on may be unknown (a load, an input) as long as the
 * condition eventually folds to "exit": the copies before that keep their
 * test (u->keep_test). `allow_unknown` is for [unroll] loops only; other
 * loops need every test known. Unknown values are represented by
 * themselves (a header phi by the phi), which only lets the folder use
 * identities that hold in every iteration. */
static bool trip_count(Unroll *u, bool allow_unknown) {
  const IrCfg *c = u->c;
  IrModule *m = u->m;
  IrInst *t = ir_block_terminator(c->blocks[u->exiting]);
  IrValue *cond = t->ops[0];
  IrBlock *latch = c->blocks[u->latch], *pre = c->blocks[u->pre], *hdr = c->blocks[u->header];
  PtrMap in_slice, env, leaf;
  ptrmap_init(&in_slice, u->a);
  ptrmap_init(&env, u->a);
  ptrmap_init(&leaf, u->a);
  PtrVec work = {0};
  u->keep_test = NULL;
  /* an operand from outside the loop: its constant, or itself (unknown) */
  #define OUTER(o) do { \
      IrValue *kc_ = ir_is_const(o) ? (o) : outer_const(u, (o), 0); \
      if (!kc_ && !allow_unknown) return false; \
      if (!ir_is_const(o) && !ptrmap_put(&env, (o), kc_ ? kc_ : (o))) return false; \
    } while (0)
  #define PUSH(o) do { \
      if (!ptrmap_get(&in_slice, (o))) { \
        if (!ptrmap_put(&in_slice, (o), (o)) || !ptrvec_push(u->a, &work, (o))) return false; \
      } \
    } while (0)
  if (in_loop_inst(u, cond)) PUSH(cond);
  for (uint32_t w = 0; w < work.len; w++) {
    IrInst *x = work.data[w];
    if (x->op == IR_PHI && x->parent != hdr) {
      /* a join inside the body (`continue`, if/else): known when every
       * way in brings the same constant */
      for (uint32_t k = 0; k + 1 < x->nops; k += 2) {
        IrValue *o = x->ops[k];
        if (in_loop_inst(u, o)) PUSH(o);
        else OUTER(o);
      }
      continue;
    }
    if (x->op == IR_PHI) {
      IrValue *init = phi_incoming(x, pre), *next = phi_incoming(x, latch);
      if (!init || !next) return false;
      OUTER(init);
      if (in_loop_inst(u, next)) PUSH(next);
      else OUTER(next);
      continue;
    }
    if (ir_opcode_is_terminator(x->op)) return false;
    IrValue *lc = NULL;
    if (x->op == IR_LOAD && (lc = opt_fold_global_load(m, x)) && ir_is_const(lc)) {
      if (!ptrmap_put(&leaf, x, lc)) return false; /* a `static const` table entry */
      continue;
    }
    switch (x->op) {
    case IR_CALL: case IR_LOAD: case IR_STORE: case IR_ALLOCA: case IR_ATOMICRMW:
    case IR_CMPXCHG: case IR_GEP:
      if (!allow_unknown) return false;
      if (!ptrmap_put(&leaf, x, x)) return false; /* unknown in every iteration */
      continue;
    default:
      break;
    }
    for (uint32_t k = 0; k < x->nops; k++) {
      IrValue *o = x->ops[k];
      if (in_loop_inst(u, o)) PUSH(o);
      else OUTER(o);
    }
  }
  #undef OUTER
  #undef PUSH
  /* slice in execution order: loop blocks in rpo, instructions in order */
  PtrVec order = {0}, phis = {0};
  for (uint32_t r = 0; r < c->nrpo; r++) {
    uint32_t b = c->rpo[r];
    if (!u->L->in[b]) continue;
    for (IrInst *i = c->blocks[b]->first; i; i = i->next) {
      if (!ptrmap_get(&in_slice, i)) continue;
      bool hphi = i->op == IR_PHI && i->parent == hdr;
      if (!ptrvec_push(u->a, hphi ? &phis : &order, i)) return false;
    }
  }
  IrValue **nextv = arena_alloc(u->a, sizeof(IrValue *) * (phis.len ? phis.len : 1));
  uint8_t *keep = arena_alloc(u->a, UNROLL_MAX_TRIP + 1);
  IrValue *opsbuf[8];
  if (!nextv || !keep) return false;
  bool any_unknown = false;
  for (uint32_t k = 0; k < phis.len; k++) {
    IrValue *iv = ptrmap_get(&env, phi_incoming(phis.data[k], pre));
    if (!iv) iv = phi_incoming(phis.data[k], pre); /* a constant */
    if (!ptrmap_put(&env, phis.data[k], ir_is_const(iv) ? iv : &((IrInst *)phis.data[k])->v)) return false;
  }
  for (uint32_t iter = 0; iter <= UNROLL_MAX_TRIP; iter++) {
    for (uint32_t k = 0; k < order.len; k++) {
      IrInst *x = order.data[k];
      IrValue *r = ptrmap_get(&leaf, x);
      if (!r) {
        IrValue **ops = x->nops <= 8 ? opsbuf : arena_alloc(u->a, sizeof(IrValue *) * x->nops);
        if (!ops) return false;
        for (uint32_t o = 0; o < x->nops; o++) {
          IrValue *v = ptrmap_get(&env, x->ops[o]);
          ops[o] = v ? v : x->ops[o];
        }
        if (x->op == IR_PHI) {
          for (uint32_t o = 0; o + 1 < x->nops; o += 2) {
            if (!ir_is_const(ops[o]) || (r && ops[o] != r)) {
              r = NULL;
              break;
            }
            r = ops[o];
          }
        } else {
          r = opt_simplify(m, x, ops);
        }
        if (!r || !ir_is_const(r)) {
          if (!allow_unknown) return false;
          r = &x->v; /* unknown */
        }
      }
      if (!ptrmap_put(&env, x, r)) return false;
    }
    IrValue *cv = ptrmap_get(&env, cond);
    if (!cv) cv = cond;
    uint64_t b;
    if (ir_const_is_int(cv, &b)) {
      keep[iter] = 0;
      if (((b & 1) != 0) == u->exit_on_true) {
        u->trip = iter;
        u->keep_test = any_unknown ? keep : NULL;
        return true;
      }
    } else {
      if (!allow_unknown) return false;
      keep[iter] = 1; /* this copy tests at run time */
      any_unknown = true;
    }
    for (uint32_t k = 0; k < phis.len; k++) {
      IrValue *nv = phi_incoming(phis.data[k], latch);
      IrValue *ev = ptrmap_get(&env, nv);
      nextv[k] = ev ? ev : nv;
      if (!ir_is_const(nextv[k])) {
        if (!allow_unknown) return false;
        nextv[k] = &((IrInst *)phis.data[k])->v;
      }
    }
    for (uint32_t k = 0; k < phis.len; k++)
      if (!ptrmap_put(&env, phis.data[k], nextv[k])) return false;
  }
  return false;
}

/* Is t a resource type, or an array of them? */
static bool is_resource_elem(const IrType *t) {
  while (t && t->kind == IR_TY_ARRAY) t = t->elem;
  return t && t->kind == IR_TY_TARGET;
}

/* DXC's FindProblemBlocks: follow the values computed from the header phis
 * (within the loop and its exit blocks); a GEP selecting a resource out of
 * a local array (or an internal global one) with such a value is a block
 * that must be unrolled for the resource to be known. Those exit blocks are
 * copied with every iteration; the arrays are checked for constant
 * out-of-bounds indices afterwards. */
static bool find_problem_blocks(Unroll *u, uint8_t *problem) {
  const IrCfg *c = u->c;
  IrBlock *hdr = c->blocks[u->header];
  uint8_t *near = zalloc(u->a, c->n);
  if (!near) return false;
  for (uint32_t b = 0; b < c->n; b++)
    if (u->L->in[b]) {
      near[b] = 1;
      for (uint32_t k = 0; k < c->nsuccs[b]; k++) near[c->succs[b][k]] = 1;
    }
  PtrMap seen;
  ptrmap_init(&seen, u->a);
  PtrVec work = {0};
  for (IrInst *p = hdr->first; p && p->op == IR_PHI; p = p->next)
    if (!ptrmap_put(&seen, p, p) || !ptrvec_push(u->a, &work, p)) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrInst *x = work.data[w];
    if (x->op == IR_GEP && x->nops >= 1) {
      IrType *et = ir_type_gep_indexed(x->aux_type, x->ops + 1, x->nops - 1);
      if (is_resource_elem(et)) {
        IrValue *base = x->ops[0];
        while (base && ir_as_inst(base) && ((IrInst *)base)->op == IR_GEP) base = ((IrInst *)base)->ops[0];
        IrInst *bi = ir_as_inst(base);
        if (bi && bi->op == IR_ALLOCA) {
          bool dup = false;
          for (uint32_t k = 0; k < u->problem_allocas.len; k++) dup |= u->problem_allocas.data[k] == bi;
          if (!dup && !ptrvec_push(u->a, &u->problem_allocas, bi)) return false;
          problem[ir_cfg_index(c, x->parent)] = 1;
        } else if (base && base->kind == IR_V_GLOBAL && ir_linkage_is_local(((IrGlobal *)base)->linkage)) {
          problem[ir_cfg_index(c, x->parent)] = 1;
        }
        continue; /* stop propagating */
      }
    }
    IrInst **users = NULL;
    uint32_t nu = ir_users_in_order(u->a, u->f, &x->v, &users);
    for (uint32_t k = 0; k < nu; k++) {
      IrInst *y = users[k];
      uint32_t yb = y->parent ? ir_cfg_index(c, y->parent) : OPT_NONE;
      if (yb == OPT_NONE || !near[yb] || ptrmap_get(&seen, y)) continue;
      if (!ptrmap_put(&seen, y, y) || !ptrvec_push(u->a, &work, y)) return false;
    }
  }
  return true;
}

/* The region to copy: the loop, and its exit blocks that index a resource
 * array with the counter (reached only from the loop: a `return` or
 * `break` block). Fills inR/rblocks and the edges leaving the region. */
static bool build_region(Unroll *u) {
  const IrCfg *c = u->c;
  const OptLoop *L = u->L;
  uint8_t *problem = zalloc(u->a, c->n);
  u->inR = zalloc(u->a, c->n);
  if (!problem || !u->inR || !find_problem_blocks(u, problem)) return false;
  for (uint32_t x = 0; x < L->nblocks; x++) u->inR[L->blocks[x]] = 1;
  for (uint32_t x = 0; x < L->nblocks; x++) {
    uint32_t b = L->blocks[x];
    for (uint32_t k = 0; k < c->nsuccs[b]; k++) {
      uint32_t s = c->succs[b][k];
      if (L->in[s] || !problem[s] || u->inR[s]) continue;
      bool dedicated = true;
      for (uint32_t j = 0; j < c->npreds[s]; j++) dedicated &= L->in[c->preds[s][j]] != 0;
      if (dedicated) u->inR[s] = 1;
    }
  }
  u->nr = 0;
  u->rblocks = arena_alloc(u->a, sizeof(uint32_t) * (c->n ? c->n : 1));
  if (!u->rblocks) return false;
  for (uint32_t b = 0; b < c->n; b++)
    if (u->inR[b]) u->rblocks[u->nr++] = b;
  PtrVec ex = {0};
  for (uint32_t x = 0; x < u->nr; x++) {
    uint32_t b = u->rblocks[x];
    for (uint32_t k = 0; k < c->nsuccs[b]; k++) {
      uint32_t s = c->succs[b][k];
      if (u->inR[s]) continue;
      if (!ptrvec_push(u->a, &ex, (void *)(uintptr_t)b) ||
          !ptrvec_push(u->a, &ex, (void *)(uintptr_t)s))
        return false;
    }
  }
  u->nexits = ex.len / 2;
  u->exits = arena_alloc(u->a, sizeof(uint32_t) * (ex.len ? ex.len : 1));
  if (!u->exits) return false;
  for (uint32_t k = 0; k < ex.len; k++) u->exits[k] = (uint32_t)(uintptr_t)ex.data[k];
  return true;
}

/* Replace terminator t by an unconditional branch to dest (phis of the
 * other successors lose their entries for t's block). */
static bool set_br(IrModule *m, IrInst *t, IrBlock *dest) {
  IrBlock *b = t->parent;
  for (uint32_t k = 0; k < t->nops; k++) {
    IrValue *v = t->ops[k];
    if (!v || v->kind != IR_V_BLOCK) continue;
    bool first = true;
    for (uint32_t j = 0; j < k; j++) first &= t->ops[j] != v;
    if (first) opt_phis_trim_pred((IrBlock *)v, b, (IrBlock *)v == dest ? 1 : 0);
  }
  return opt_replace_term_with_br(m, t, dest);
}

static IrValue *mapv(const PtrMap *vm, IrValue *v) {
  IrValue *r = ptrmap_get(vm, v);
  return r ? r : v;
}

/* Values of the region used after it (other than by the phis of the
 * blocks its edges lead to) go through memory: a store after the
 * definition (copied with the body, so the last copy run wins), a load at
 * each use; mem2reg rebuilds SSA form once the copies exist. This serves
 * any number of exits. */
static bool demote_escaping(Unroll *u, PtrVec *allocas) {
  IrModule *m = u->m;
  const IrCfg *c = u->c;
  IrBlock *entry = u->f->blocks[0];
  for (uint32_t x = 0; x < u->nr; x++) {
    for (IrInst *i = c->blocks[u->rblocks[x]]->first; i; i = i->next) {
      if (i->v.type->kind == IR_TY_VOID) continue;
      IrUseRef *uses = NULL;
      uint32_t nu = ir_uses_in_order(u->a, u->f, &i->v, &uses);
      IrValue *slot = NULL;
      for (uint32_t k = 0; k < nu; k++) {
        IrInst *y = uses[k].user;
        uint32_t yb = y->parent ? ir_cfg_index(c, y->parent) : OPT_NONE;
        if (yb == OPT_NONE || u->inR[yb]) continue; /* inside, or made here */
        IrBlock *at = NULL;
        if (y->op == IR_PHI) {
          IrBlock *from = (IrBlock *)y->ops[uses[k].idx + 1];
          uint32_t fb = ir_cfg_index(c, from);
          if (fb != OPT_NONE && u->inR[fb]) continue; /* an exit edge: copied per iteration */
          at = from;
        }
        if (!slot) {
          IrBuilder bld;
          ir_builder_before(&bld, m, entry->first);
          const char *nm = i->v.name && *i->v.name ? arena_printf(u->a, "%s.lcssa", i->v.name) : NULL;
          slot = ir_build_alloca(&bld, i->v.type, NULL);
          if (slot) opt_set_name(m, u->f, slot, nm);
          if (!slot || !ptrvec_push(u->a, allocas, slot)) return false;
          IrInst *pos = i->op == IR_PHI ? opt_first_non_phi(i->parent) : i->next;
          if (!pos) return false;
          ir_builder_before(&bld, m, pos);
          bld.loc = i->loc;
          if (!ir_build_store(&bld, &i->v, slot)) return false;
        }
        IrBuilder lb;
        ir_builder_before(&lb, m, at ? ir_block_terminator(at) : y);
        lb.loc = y->loc;
        IrValue *ld = ir_build_load(&lb, i->v.type, slot, NULL);
        if (!ld) return false;
        ir_inst_set_operand(y, uses[k].idx, ld);
      }
    }
  }
  return true;
}

/* One operand to change after unrolling, with its place in the function. */
typedef struct RepKey {
  uint32_t block, idx;
  uint64_t order;
  IrInst *user;
  IrValue *to;
} RepKey;

static int rep_key_cmp(const void *a, const void *b) {
  const RepKey *x = a, *y = b;
  if (x->block != y->block) return x->block < y->block ? -1 : 1;
  if (x->order != y->order) return x->order < y->order ? -1 : 1;
  return x->idx < y->idx ? -1 : x->idx > y->idx;
}

static bool do_unroll(Unroll *u) {
  IrModule *m = u->m;
  IrFunc *f = u->f;
  const IrCfg *c = u->c;
  uint32_t k = u->trip, nb = u->nr;
  IrBlock *hdr = c->blocks[u->header];
  IrBlock *exb = c->blocks[u->exiting], *out = c->blocks[u->out];
  /* maps[j]: region value/block -> copy j (maps[0] is the identity) */
  PtrMap *maps = arena_alloc(u->a, sizeof(PtrMap) * (k + 1));
  IrBlock ***blk = arena_alloc(u->a, sizeof(IrBlock **) * (k + 1));
  if (!maps || !blk) return false;
  for (uint32_t j = 0; j <= k; j++) {
    ptrmap_init(&maps[j], u->a);
    blk[j] = arena_alloc(u->a, sizeof(IrBlock *) * nb);
    if (!blk[j]) return false;
  }
  for (uint32_t x = 0; x < nb; x++) blk[0][x] = c->blocks[u->rblocks[x]];
  IrBlock *last = blk[0][nb - 1];
  for (uint32_t j = 1; j <= k; j++) {
    PtrMap *vm = &maps[j];
    for (uint32_t x = 0; x < nb; x++) {
      IrBlock *ob = blk[0][x];
      const char *nm = ob->v.name ? arena_name_dot(u->a, ob->v.name, j) : NULL;
      IrBlock *nbk = ir_block_new_after(f, last, nm);
      if (!nbk || !ptrmap_put(vm, ob, nbk)) return false;
      blk[j][x] = last = nbk;
    }
    /* header phis of copy j are the latch values of copy j-1 */
    for (IrInst *p = hdr->first; p && p->op == IR_PHI; p = p->next) {
      IrValue *lv = phi_incoming(p, c->blocks[u->latch]);
      if (!lv || !ptrmap_put(vm, p, mapv(&maps[j - 1], lv))) return false;
    }
    PtrVec clones = {0};
    for (uint32_t x = 0; x < nb; x++) {
      IrBlock *ob = blk[0][x];
      for (IrInst *i = ob->first; i; i = i->next) {
        if (ob == hdr && i->op == IR_PHI) continue;
        IrInst *cl = opt_clone_inst(m, i);
        if (!cl || !ptrmap_put(vm, i, cl) || !ptrvec_push(u->a, &clones, cl)) return false;
        ir_inst_append(blk[j][x], cl);
        const char *nm = i->v.name && *i->v.name ? arena_name_dot(u->a, i->v.name, j) : NULL;
        opt_set_name(m, f, &cl->v, nm);
      }
    }
    for (uint32_t x = 0; x < clones.len; x++) {
      IrInst *cl = clones.data[x];
      for (uint32_t o = 0; o < cl->nops; o++) ir_inst_set_operand(cl, o, mapv(vm, cl->ops[o]));
    }
  }
  /* blocks after the region: every copy of an edge into them brings its
   * own phi entry */
  for (uint32_t e = 0; e < u->nexits && k; e++) {
    IrBlock *xb = c->blocks[u->exits[2 * e + 1]], *from = c->blocks[u->exits[2 * e]];
    bool first = true;
    for (uint32_t e2 = 0; e2 < e; e2++)
      first &= !(u->exits[2 * e2] == u->exits[2 * e] && u->exits[2 * e2 + 1] == u->exits[2 * e + 1]);
    if (!first) continue; /* same edge listed twice (switch) */
    for (IrInst *p = xb->first; p && p->op == IR_PHI; p = p->next) {
      uint32_t n0 = p->nops;
      for (uint32_t o = 0; o + 1 < n0; o += 2) {
        if (p->ops[o + 1] != &from->v) continue;
        for (uint32_t j = 1; j <= k; j++)
          ir_phi_add(m, p, mapv(&maps[j], p->ops[o]), ptrmap_get(&maps[j], from));
      }
    }
  }
  /* counting exit: into the body for j < k (unless the count is not known),
   * out of the loop for j = k */
  IrMD *lmd = ir_inst_get_md(ir_block_terminator(c->blocks[u->latch]), "llvm.loop");
  for (uint32_t j = 0; j <= k; j++) {
    if (j < k && (u->cond_exit || (u->keep_test && u->keep_test[j]))) {
      /* the test stays: DXC's copies keep the loop's hints on it */
      IrBlock *eb = j ? ptrmap_get(&maps[j], exb) : exb;
      if (lmd) ir_inst_set_md(m, ir_block_terminator(eb), "llvm.loop", lmd);
      continue;
    }
    IrBlock *eb = j ? ptrmap_get(&maps[j], exb) : exb;
    IrInst *t = ir_block_terminator(eb);
    /* (a branch to the header is retargeted with the back edges below) */
    IrBlock *dest = (IrBlock *)mapv(&maps[j], j < k ? &c->blocks[u->inside]->v : &out->v);
    if (!set_br(m, t, dest)) return false;
  }
  /* back edges: latch of copy j -> header of copy j+1; the last latch is dead */
  for (uint32_t j = 0; j <= k; j++) {
    IrBlock *lb = j ? ptrmap_get(&maps[j], c->blocks[u->latch]) : c->blocks[u->latch];
    IrBlock *hj = j ? ptrmap_get(&maps[j], hdr) : hdr;
    IrInst *t = ir_block_terminator(lb);
    if (!t) continue;
    ir_inst_set_md(m, t, "llvm.loop", NULL);
    bool to_header = false;
    for (uint32_t o = 0; o < t->nops; o++) to_header |= t->ops[o] == &hj->v;
    if (!to_header) continue;
    if (j < k) {
      IrBlock *hn = ptrmap_get(&maps[j + 1], hdr);
      opt_term_replace_succ(t, hj, hn);
    } else {
      IrInst *un = ir_inst_new(m, IR_UNREACHABLE, ir_type_void(m), NULL, 0);
      if (!un) return false;
      for (uint32_t o = 0; o < t->nops; o++)
        if (t->ops[o] && t->ops[o]->kind == IR_V_BLOCK)
          opt_phis_trim_pred((IrBlock *)t->ops[o], lb, 0);
      ir_inst_insert_before(t, un);
      ir_inst_remove(t);
    }
  }
  /* the original header keeps only its entering values */
  opt_phis_trim_pred(hdr, c->blocks[u->latch], 0);
  /* single way out: uses after the loop see copy k (found through the use
   * chains of the region's instructions, so the cost is that of the uses,
   * not of the function: a function with many loops is not walked once per
   * loop) */
  if (k && !u->demote) {
    /* all found before any is changed: a copy-k value may itself be a
     * region value (a header phi maps to copy k-1's latch value) */
    PtrVec rep = {0};
    /* the copies' blocks; any other block the CFG does not know was made by
     * an earlier unroll of this round (outside this region) */
    PtrMap made;
    ptrmap_init(&made, u->a);
    for (uint32_t j = 1; j <= k; j++)
      for (uint32_t x = 0; x < nb; x++)
        if (!ptrmap_put(&made, blk[j][x], blk[j][x])) return false;
    for (uint32_t x = 0; x < nb; x++)
      for (IrInst *i = blk[0][x]->first; i; i = i->next) {
        if (!i->v.uses) continue;
        IrUseRef *uses = NULL;
        uint32_t nu = ir_uses_in_order(u->a, f, &i->v, &uses);
        if (!nu && i->v.uses) return false;
        for (uint32_t q = 0; q < nu; q++) {
          IrInst *y = uses[q].user;
          uint32_t yb = ir_cfg_index(c, y->parent);
          if (yb == OPT_NONE ? ptrmap_get(&made, y->parent) != NULL : u->inR[yb]) continue;
          if (y->op == IR_PHI) {
            IrBlock *from = (IrBlock *)y->ops[uses[q].idx + 1];
            uint32_t fi = ir_cfg_index(c, from);
            if (fi == OPT_NONE ? ptrmap_get(&made, from) != NULL : u->inR[fi])
              continue; /* edge entries done above */
          }
          if (!ptrvec_push(u->a, &rep, y) || !ptrvec_push(u->a, &rep, (void *)(uintptr_t)uses[q].idx) ||
              !ptrvec_push(u->a, &rep, mapv(&maps[k], &i->v)))
            return false;
        }
      }
    /* changed in program order (block, instruction, operand), as a walk of
     * the function would: each change puts the use first on its value's
     * chain, and later passes see the chains in that order */
    uint32_t nrep = rep.len / 3;
    RepKey *keys = arena_alloc(u->a, sizeof(RepKey) * (nrep ? nrep : 1));
    if (!keys) return false;
    for (uint32_t q = 0; q < nrep; q++) {
      IrInst *y = rep.data[3 * q];
      keys[q] = (RepKey){y->parent->index, (uint32_t)(uintptr_t)rep.data[3 * q + 1], ir_inst_order(y), y,
                         rep.data[3 * q + 2]};
    }
    hl_sort(u->a, keys, nrep, sizeof *keys, rep_key_cmp);
    for (uint32_t q = 0; q < nrep; q++) ir_inst_set_operand(keys[q].user, keys[q].idx, keys[q].to);
  }
  return true;
}

/* DXC's BreakUpArrayAllocas check after unrolling: an index into a local
 * array of resources that became a constant must be in bounds ("Array
 * access out of bound."; under -HV 2016 it reads element 0). */
static bool check_problem_bounds(PassCtx *ctx, IrModule *m, IrFunc *f, Arena *a,
                                 const PtrVec *allocas, bool *bad) {
  PtrMap seen;
  ptrmap_init(&seen, a);
  for (uint32_t k = 0; k < allocas->len; k++) {
    IrInst *ai = allocas->data[k];
    if (!ai->parent || ai->parent->parent != f || ptrmap_get(&seen, ai)) continue;
    if (!ptrmap_put(&seen, ai, ai)) return false;
    IrInst **users = NULL;
    uint32_t nu = ir_users_in_order(a, f, &ai->v, &users);
    for (uint32_t x = 0; x < nu; x++) {
      IrInst *g = users[x];
      if (g->op != IR_GEP || g->ops[0] != &ai->v || g->nops < 3 || ptrmap_get(&seen, g)) continue;
      if (!ptrmap_put(&seen, g, g)) return false;
      IrType *t = g->aux_type;
      for (uint32_t o = 2; o < g->nops && t; o++) {
        uint64_t iv;
        if (t->kind != IR_TY_ARRAY) break;
        if (ir_const_is_int(g->ops[o], &iv)) {
          uint32_t w = g->ops[o]->type->bits;
          int64_t sv = w && w < 64 ? (int64_t)(iv << (64 - w)) >> (64 - w) : (int64_t)iv;
          if (sv < 0 || (uint64_t)sv >= t->count) {
            if (ctx && ctx->unroll_warn_only) {
              ir_inst_set_operand(g, o, ir_const_zero(m, g->ops[o]->type));
            } else {
              if (ctx && ctx->diag) diag_error(ctx->diag, UNROLL_OUT_OF_BOUNDS, g->loc, "Array access out of bound.");
              *bad = true;
            }
          }
        }
        t = t->elem;
      }
    }
  }
  return true;
}

typedef struct Failed {
  PtrVec locs;      /* SrcLoc* of loops reported in this function */
} Failed;

static void report_loop(PassCtx *ctx, Arena *a, Failed *fl, SrcLoc loc, bool warn_only,
                        const char *msg) {
  if (!ctx || !ctx->diag) return;
  for (uint32_t k = 0; k < fl->locs.len; k++) {
    SrcLoc *o = fl->locs.data[k];
    if (o->file == loc.file && o->line == loc.line && o->col == loc.col) return;
  }
  SrcLoc *keep = arena_alloc(a, sizeof *keep);
  if (keep) {
    *keep = loc;
    (void)ptrvec_push(a, &fl->locs, keep);
  }
  if (warn_only) diag_warn(ctx->diag, UNROLL_FAILED, loc, "%s", msg);
  else diag_error(ctx->diag, UNROLL_FAILED, loc, "%s", msg);
}

/* Try every loop innermost-first; unroll (or simplify) the first that
 * qualifies. On a scan that changes nothing, `report` lists the [unroll]
 * loops left. */
/* ---- DXC's rule for loops without an attribute -------------------------- */

/* DXC unrolls a loop without [unroll]/[loop] with LLVM 3.7's LoopUnroll:
 * completely when (LoopSize - 2) * TripCount + 2 <= 150, LoopSize being
 * the TargetTransformInfo cost of the loop's instructions (phis and
 * constant-index GEPs free, a call costing its arguments + 1), and never
 * a loop with a noduplicate call (the barriers). DXC measures its IR after
 * DXIL generation and scalarization: every resource access recreates its
 * handle in the loop (a load of the resource global and createHandleForLib,
 * plus annotateHandle from SM 6.6), a dx.op call has its opcode as an
 * extra argument, takes vectors as scalars and returns ResRet structures
 * read with extractvalue, and vector arithmetic is one instruction per
 * component. That model is applied to hlslc's IR here, which still has
 * vectors and creates each handle once. */
#define AUTO_UNROLL_THRESHOLD 150u

static const char *call_name(const IrInst *i) {
  if (i->op != IR_CALL || !i->nops || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return NULL;
  return i->ops[0]->name;
}

static bool name_starts(const char *s, const char *p) {
  return s && strncmp(s, p, strlen(p)) == 0;
}

static uint64_t components(const IrType *t) {
  return t && t->kind == IR_TY_VECTOR ? t->count : 1;
}

/* a call DXC may not duplicate: a DXIL op with the noduplicate attribute
 * (the barriers), before or after op lowering */
static bool call_noduplicate(const IrInst *i) {
  const char *n = call_name(i);
  uint64_t op = UINT32_MAX;
  if (name_starts(n, "dx.op.")) {
    if (i->nops < 2 || !ir_const_is_int(i->ops[1], &op)) return false;
  } else {
    const DxilIntrinsicMap *im = dxil_intrinsic_of(ir_call_callee((IrInst *)i));
    if (!im) return false;
    op = im->opcode;
  }
  return (dxil_op_attrs((uint32_t)op, (DxilVer)0xFFFF) & DXIL_ATTR_NODUPLICATE) != 0;
}

/* The resource type a pointer (through casts and GEPs) points into, or
 * NULL when it is not a resource's. */
static const IrType *resource_pointer(IrValue *v) {
  for (uint32_t depth = 0; depth < 16; depth++) {
    IrInst *d = ir_as_inst(v);
    if (!d) return NULL;
    if (d->op == IR_CALL)
      return name_starts(call_name(d), "llvm.dx.resource.getpointer") && d->nops > 1 ? d->ops[1]->type
                                                                                     : NULL;
    if ((d->op != IR_GEP && d->op != IR_BITCAST && d->op != IR_ADDRSPACECAST) || !d->nops) return NULL;
    v = d->ops[0];
  }
  return NULL;
}

static bool is_handle(const IrType *t) { return t && t->kind == IR_TY_TARGET; }

/* A constant buffer's handle is created once, in the entry block; every
 * other resource access recreates its handle: a load of the resource
 * global, createHandleForLib(op, res) and annotateHandle(op, h, props). */
static uint64_t handle_cost(const IrType *t) {
  return t && t->name && strcmp(t->name, "dx.CBuffer") == 0 ? 0 : 1 + 3 + 4;
}

static uint64_t inst_cost(const IrInst *i) {
  switch (i->op) {
  case IR_PHI: case IR_BITCAST: case IR_ADDRSPACECAST:
  case IR_EXTRACTELEMENT: case IR_INSERTELEMENT: case IR_SHUFFLEVECTOR:
    return 0;
  case IR_GEP:
    for (uint32_t k = 1; k < i->nops; k++)
      if (!ir_is_const(i->ops[k])) return 1;
    return 0;
  case IR_LOAD: case IR_STORE: {
    if (i->op == IR_LOAD && is_handle(i->v.type)) return 0; /* counted at its uses */
    IrValue *ptr = i->op == IR_LOAD ? i->ops[0] : i->ops[1];
    uint64_t n = components(i->op == IR_LOAD ? i->v.type : i->ops[0]->type);
    const IrType *rt = resource_pointer(ptr);
    if (!rt) return n;
    /* bufferLoad(op, h, index, offset) / rawBufferLoad(..., mask, align)
     * and their extractvalues; bufferStore(op, h, index, offset, 4 values,
     * mask) / rawBufferStore(..., align) */
    bool raw = rt->name && strcmp(rt->name, "dx.RawBuffer") == 0;
    uint64_t op = i->op == IR_LOAD ? (raw ? 7 : 5) + n : (raw ? 10 : 9);
    return handle_cost(rt) + op;
  }
  case IR_CALL: {
    const char *n = call_name(i);
    if (name_starts(n, "llvm.lifetime.") || name_starts(n, "llvm.dbg.") ||
        name_starts(n, "llvm.assume") || name_starts(n, "llvm.dx.resource.handlefrom") ||
        name_starts(n, "llvm.dx.resource.getpointer"))
      return 0;
    uint64_t args = 0, handles = 0;
    for (uint32_t k = 1; k < i->nops; k++) {
      if (is_handle(i->ops[k]->type)) handles += 1 + handle_cost(i->ops[k]->type);
      else args += components(i->ops[k]->type);
    }
    bool dxop = name_starts(n, "dx.op.");
    if (!handles) {
      /* an elementwise intrinsic on a vector: one scalar op per component */
      uint64_t c = components(i->v.type);
      if (c > 1 && !dxop) return c * (2 + args / c);
      return (dxop ? 1 : 2) + args;
    }
    /* a resource op: opcode, handles, scalar arguments, and an
     * extractvalue per component of a vector result (a structure's
     * extractvalues are instructions of their own) */
    uint64_t res = i->v.type && i->v.type->kind == IR_TY_VECTOR ? components(i->v.type) : 0;
    if (i->v.type && (ir_type_is_int(i->v.type, 0) || ir_type_is_fp(i->v.type))) res = 1;
    return (dxop ? 1 : 2) + args + handles + res;
  }
  default:
    return components(i->v.type);
  }
}

static bool auto_unroll_profitable(const Unroll *u) {
  uint64_t size = 0;
  IrInst *latch_br = ir_block_terminator(u->c->blocks[u->latch]);
  for (uint32_t x = 0; x < u->nr; x++) {
    if (!u->L->in[u->rblocks[x]]) continue; /* the loop's own blocks */
    for (IrInst *i = u->c->blocks[u->rblocks[x]]->first; i; i = i->next) {
      if (i->op == IR_CALL && call_noduplicate(i)) return false;
      /* DXC measures the rotated loop: the exit test moves to the latch,
       * whose unconditional back edge disappears */
      if (i == latch_br && u->exiting != u->latch && i->nops <= 1) continue;
      size += inst_cost(i);
    }
  }
  /* iterations of the body: the exit test at the latch runs once more */
  uint64_t count = (uint64_t)u->trip + (u->exiting == u->latch ? 1 : 0);
  if (size < 2) size = 2;
  return (size - 2) * count + 2 <= AUTO_UNROLL_THRESHOLD;
}

static bool unroll_one(PassCtx *ctx, IrModule *m, IrFunc *f, bool only_forced, bool legalize, bool report,
                       Arena *keep, Failed *fl, bool *did, bool *err) {
  *did = false;
  Arena a;
  arena_init_child(&a, m->arena);
  bool ok = true, demoted = false;
  IrCfg c;
  OptLoop *loops = NULL;
  uint32_t nl = 0;
  PtrVec problems = {0}, slots = {0};
  SrcLoc loop_loc = {0};
  bool warn_only = ctx && ctx->unroll_warn_only;
  /* One round unrolls every loop it can whose blocks the round's earlier
   * unrolls left alone (touched: their regions and the blocks their exits
   * lead to; a loop's preheader may be such a block: unrolling does not
   * change the preheader), then simplifies the function once: a function of
   * n loops is then not analysed and simplified n times (quadratic). A
   * loop whose values leave through memory (demoted), or whose bounds are
   * checked afterwards, is unrolled alone in its round. */
  uint8_t *touched = NULL;
  bool stop = false;
  if (!ir_cfg_build(&c, &a, f) || !opt_find_loops(&c, &a, &loops, &nl)) ok = false;
  if (ok && !(touched = zalloc(&a, c.n ? c.n : 1))) ok = false;
  for (uint32_t li = 0; ok && li < nl && !stop; li++) {
    const OptLoop *L = &loops[li];
    IrInst *lt = NULL;
    IrMD *md = NULL;
    for (uint32_t k = 0; k < L->nlatches && !md; k++) {
      lt = ir_block_terminator(c.blocks[L->latches[k]]);
      md = lt ? ir_inst_get_md(lt, "llvm.loop") : NULL;
    }
    int32_t count;
    UnrollPolicy pol = loop_policy(md, &count);
    if (pol == POL_DISABLE) continue;
    /* -Od: only the loops the source asks to unroll ([unroll], [unroll(n)]) */
    if (only_forced && !legalize && pol == POL_AUTO) continue;
    SrcLoc loc = lt ? lt->loc : (SrcLoc){0};
    if (pol == POL_COUNT && count < 1) {
      /* DXC: an error, and the loop stays */
      report_loop(ctx, keep, fl, loc, false, "Could not unroll loop. Invalid unroll count.");
      *err = true;
      if (lt) ir_inst_set_md(m, lt, "llvm.loop", NULL);
      continue;
    }
    Unroll u;
    memset(&u, 0, sizeof u);
    u.m = m;
    u.f = f;
    u.a = &a;
    u.c = &c;
    u.L = L;
    ptrmap_init(&u.ext, &a);
    if (!analyse_shape(&u)) {
      if (pol == POL_AUTO) continue;
      /* loop simplification (one latch, one way in), then look again; it
       * changes the CFG, so the round ends here */
      stop = true;
      if (!*did && !simplify_loop(m, f, &a, &c, L, did)) ok = false;
      continue;
    }
    /* the counting exit: the first exiting edge that gives a trip count;
     * without one, the test at the latch (else the header), which
     * [unroll(n)] keeps in every copy */
    bool found = false;
    uint32_t cand_b = OPT_NONE, cand_s = OPT_NONE;
    for (uint32_t x = 0; x < L->nblocks && !found; x++) {
      uint32_t b = L->blocks[x];
      for (uint32_t k = 0; k < c.nsuccs[b] && !found; k++) {
        uint32_t s = c.succs[b][k];
        if (L->in[s] || !choose_exit(&u, b, s)) continue;
        if (cand_b == OPT_NONE || b == u.latch || (b == u.header && cand_b != u.latch)) {
          cand_b = b;
          cand_s = s;
        }
        found = trip_count(&u, pol != POL_AUTO);
      }
    }
    uint64_t k;
    if (found) {
      k = u.trip;
    } else {
      if (pol == POL_AUTO || cand_b == OPT_NONE) continue; /* DXC leaves these too */
      if (pol == POL_FULL) {
        /* a loop DXC would rotate (test at the top or the bottom) whose
         * bound is not a compile-time constant */
        if (report && (cand_b == u.header || cand_b == u.latch)) {
          report_loop(ctx, keep, fl, loc, warn_only,
                      warn_only ? "Could not unroll loop. Loop bound could not be deduced at compile "
                                  "time. Use [unroll(n)] to give an explicit count."
                                : "Could not unroll loop. Loop bound could not be deduced at compile "
                                  "time. Use [unroll(n)] to give an explicit count. Use '-HV 2016' to "
                                  "treat this as warning.");
          if (!warn_only) *err = true;
        }
        continue;
      }
      (void)choose_exit(&u, cand_b, cand_s);
      u.cond_exit = true;
      k = UINT64_MAX;
    }
    if (pol == POL_COUNT) {
      /* DXC unrolls at most n iterations of the (rotated) loop and drops
       * the rest: the bottom test counts them */
      uint64_t n = (uint64_t)count - (u.exiting == u.latch ? 1 : 0);
      if (k > n) k = n;
    }
    if (k > UNROLL_MAX_TRIP) continue;
    u.trip = (uint32_t)k;
    if (!build_region(&u)) {
      ok = false;
      break;
    }
    uint64_t size = 0;
    for (uint32_t x = 0; x < u.nr; x++)
      for (IrInst *i = c.blocks[u.rblocks[x]]->first; i; i = i->next) size++;
    uint64_t total = size * ((uint64_t)u.trip + 1);
    if (total > UNROLL_FORCED_BUDGET) continue;
    if (pol == POL_AUTO && !legalize && !auto_unroll_profitable(&u)) continue;
    /* one way out (the counting exit, taken by the last copy): uses after
     * the loop simply see the last copy; otherwise through memory */
    u.demote = !(u.nexits == 1 && u.exits[0] == u.exiting && u.exits[1] == u.out && !u.cond_exit && !u.keep_test);
    if (*did) {
      bool alone = u.demote || u.problem_allocas.len;
      bool clash = false;
      for (uint32_t x = 0; x < u.nr && !clash; x++) clash = touched[u.rblocks[x]];
      for (uint32_t e = 0; e < u.nexits && !clash; e++) clash = touched[u.exits[2 * e + 1]];
      if (alone) stop = true;
      if (alone || clash) continue; /* next round */
    }
    if (u.demote && !demote_escaping(&u, &slots)) {
      ok = false;
      break;
    }
    demoted = u.demote;
    for (uint32_t x = 0; x < u.problem_allocas.len; x++)
      if (!ptrvec_push(&a, &problems, u.problem_allocas.data[x])) ok = false;
    loop_loc = loc;
    ok = ok && do_unroll(&u);
    *did = true;
    if (u.demote || u.problem_allocas.len) stop = true;
    for (uint32_t x = 0; x < u.nr; x++) touched[u.rblocks[x]] = 1;
    for (uint32_t e = 0; e < u.nexits; e++) touched[u.exits[2 * e + 1]] = 1;
  }

  if (ok && *did) {
    Arena s;
    arena_init_child(&s, m->arena);
    bool ch = false;
    ok = opt_remove_unreachable(m, f, &s, &ch);
    arena_free(&s);
    if (ok && demoted) ok = opt_mem2reg_func(m, f, &ch);
    if (ok) ok = opt_instsimplify_func(m, f, &ch) && opt_simplifycfg_func(m, f, &ch);
    bool bad = false;
    if (ok && problems.len) ok = check_problem_bounds(ctx, m, f, &a, &problems, &bad);
    if (bad) {
      if (ctx && ctx->diag)
        diag_error(ctx->diag, UNROLL_FAILED, loop_loc, "Could not unroll loop due to out of bound array access.");
      *err = true;
    }
  }
  (void)slots;
  arena_free(&a);
  return ok;
}

/* ---- DXC's DxilLegalizeSampleOffsetPass -------------------------------- */

/* Where the texel offsets of a texture-access intrinsic are (its operand
 * index after the callee), for the ops whose offsets DXIL wants immediate:
 * Sample* and TextureLoad (not Gather). 0 for other calls. */
static uint32_t texel_offsets_at(const IrInst *i) {
  static const struct { const char *name; uint32_t at; } ops[] = {
      {"llvm.dx.resource.load.level", 3},       {"llvm.dx.resource.sample", 3},
      {"llvm.dx.resource.sample.clamp", 3},     {"llvm.dx.resource.samplebias", 4},
      {"llvm.dx.resource.samplebias.clamp", 4}, {"llvm.dx.resource.samplelevel", 4},
      {"llvm.dx.resource.samplegrad", 5},       {"llvm.dx.resource.samplegrad.clamp", 5},
      {"llvm.dx.resource.samplecmp", 4},        {"llvm.dx.resource.samplecmp.clamp", 4},
      {"llvm.dx.resource.samplecmplevelzero", 4}, {"llvm.dx.resource.samplecmplevel", 5},
      {"llvm.dx.resource.samplecmpbias", 5},    {"llvm.dx.resource.samplecmpbias.clamp", 5},
      {"llvm.dx.resource.samplecmpgrad", 6},    {"llvm.dx.resource.samplecmpgrad.clamp", 6},
  };
  const char *n = call_name(i);
  if (!name_starts(n, "llvm.dx.resource.")) return 0;
  /* the name, then an overload suffix (".v4f32...") or nothing; a
   * ".clamp" variant has its offsets where the plain op has them */
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
    size_t l = strlen(ops[k].name);
    if (strncmp(n, ops[k].name, l) == 0 && (n[l] == 0 || n[l] == '.')) return ops[k].at;
  }
  return 0;
}

/* Is the scalar (or one element of the vector) v computed by an
 * instruction inside a loop of f? Elements inserted one by one are looked
 * at one by one, as DXC sees them after scalarization. */
static bool computed_in_loop(const IrCfg *c, const OptLoop *loops, uint32_t nl, IrValue *v, int depth) {
  IrInst *d = ir_as_inst(v);
  if (!d || depth > 8) return false;
  if (d->op == IR_INSERTELEMENT && d->nops >= 2)
    return computed_in_loop(c, loops, nl, d->ops[0], depth + 1) ||
           computed_in_loop(c, loops, nl, d->ops[1], depth + 1);
  uint32_t b = d->parent ? ir_cfg_index(c, d->parent) : OPT_NONE;
  for (uint32_t k = 0; b != OPT_NONE && k < nl; k++)
    if (loops[k].in[b]) return true;
  return false;
}

/* DXC unrolls every loop of a function (full unrolling only, with no size
 * threshold; [loop] loops stay) when a Sample* or TextureLoad in it takes
 * an offset computed inside a loop: offsets must become immediates
 * (DxilLegalizeSampleOffsetPass, at every optimization level and shader
 * model; from SM 6.7 offsets left variable are legal). */
static bool needs_offset_legalization(IrFunc *f, Arena *parent, bool *need) {
  *need = false;
  Arena a;
  arena_init_child(&a, parent);
  IrCfg c;
  OptLoop *loops = NULL;
  uint32_t nl = 0;
  bool ok = ir_cfg_build(&c, &a, f) && opt_find_loops(&c, &a, &loops, &nl);
  for (uint32_t b = 0; ok && nl && b < f->nblocks && !*need; b++)
    for (IrInst *i = f->blocks[b]->first; i && !*need; i = i->next) {
      uint32_t at = i->op == IR_CALL ? texel_offsets_at(i) : 0;
      if (!at || at + 1 >= i->nops) continue;
      ResTypeInfo ti; /* cube textures take no offsets */
      if (dxil_res_type_info(i->ops[1]->type, &ti) && (ti.kind == RK_TEXTURECUBE || ti.kind == RK_TEXTURECUBEARRAY))
        continue;
      *need = computed_in_loop(&c, loops, nl, i->ops[at + 1], 0);
    }
  arena_free(&a);
  return ok;
}

bool pass_loop_unroll(PassCtx *ctx, IrModule *m) {
  bool only_forced = ctx && ctx->have_target && ctx->dx.target.no_opt;
  bool err = false;
  Arena keep;
  arena_init_child(&keep, m->arena);
  for (uint32_t k = 0; k < m->funcs.len; k++) {
    IrFunc *f = m->funcs.data[k];
    Failed fl;
    memset(&fl, 0, sizeof fl);
    /* the source's and the optimiser's unrolling, then DXC's offset
     * legalization (it runs after the other passes) */
    for (int legalize = 0; legalize < 2; legalize++) {
      if (legalize) {
        bool need = false;
        if (!f->nblocks || !needs_offset_legalization(f, m->arena, &need)) {
          if (!f->nblocks) break;
          arena_free(&keep);
          return opt_oom(m, "loop-unroll");
        }
        if (!need) break;
      }
      for (uint32_t guard = 0; guard < 100000; guard++) {
        bool did = false;
        if (!unroll_one(ctx, m, f, only_forced, legalize, false, &keep, &fl, &did, &err)) {
          arena_free(&keep);
          return opt_oom(m, "loop-unroll");
        }
        if (!did) {
          /* nothing more to do: report the [unroll] loops that are left */
          if (!legalize && !unroll_one(ctx, m, f, only_forced, false, true, &keep, &fl, &did, &err)) {
            arena_free(&keep);
            return opt_oom(m, "loop-unroll");
          }
          break;
        }
      }
    }
  }
  arena_free(&keep);
  return !err;
}
