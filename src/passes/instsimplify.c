/* instsimplify.c - the "instsimplify" pass: constant folding and algebraic
 * peepholes (opt_simplify in opt_fold.c) iterated to a fixpoint, plus
 * in-place shortening of extract-from-insert chains, then removal of the
 * instructions that became trivially dead.
 *
 * One sweep visits blocks in function order and resolves each
 * instruction's operands through the replacements found so far, so chains
 * collapse in a single sweep; only values flowing around loops (phis) need
 * another sweep. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

/* extractvalue (insertvalue A, v, J), I with J disjoint from I reads A;
 * with J a strict prefix of I it reads v at the remaining path. Rewrites
 * i in place; true when something changed. */
static bool shorten_extractvalue(IrModule *m, IrInst *i) {
  bool changed = false;
  for (int guard = 0; guard < 4096; guard++) {
    IrInst *iv = ir_as_inst(i->ops[0]);
    if (!iv || iv->op != IR_INSERTVALUE) break;
    uint32_t k = iv->nindices, n = i->nindices, c = k < n ? k : n;
    if (memcmp(iv->indices, i->indices, sizeof(uint32_t) * c) != 0) {
      ir_inst_set_operand(i, 0, iv->ops[0]);
      changed = true;
      continue;
    }
    if (k < n) {
      uint32_t *ni = arena_dup(m->arena, i->indices + k, sizeof(uint32_t) * (n - k));
      if (!ni) break;
      ir_inst_set_operand(i, 0, iv->ops[1]);
      i->indices = ni;
      i->nindices = n - k;
      changed = true;
      continue;
    }
    break;
  }
  return changed;
}

/* extractelement through inserts at other constant lanes and through
 * shufflevectors. */
static bool shorten_extractelement(IrModule *m, IrInst *i) {
  bool changed = false;
  uint64_t k;
  if (!ir_const_is_int(i->ops[1], &k)) return false;
  IrType *it = i->ops[1]->type;
  for (int guard = 0; guard < 4096; guard++) {
    IrInst *v = ir_as_inst(i->ops[0]);
    if (!v) break;
    if (v->op == IR_INSERTELEMENT) {
      uint64_t j;
      if (!ir_const_is_int(v->ops[2], &j) || j == k) break;
      ir_inst_set_operand(i, 0, v->ops[0]);
      changed = true;
      continue;
    }
    if (v->op == IR_SHUFFLEVECTOR && k < v->nindices && v->indices[k] != UINT32_MAX) {
      uint64_t mk = v->indices[k], n1 = v->ops[0]->type->count;
      IrValue *src = mk < n1 ? v->ops[0] : v->ops[1];
      uint64_t nk = mk < n1 ? mk : mk - n1;
      if (src->type != i->ops[0]->type && src->type->elem != i->v.type) break;
      IrValue *ci = ir_const_int(m, it, nk);
      if (!ci) break;
      ir_inst_set_operand(i, 0, src);
      ir_inst_set_operand(i, 1, ci);
      k = nk;
      changed = true;
      continue;
    }
    break;
  }
  return changed;
}

/* phi [v, a], [undef, b], ... is v when v dominates the phi (LLVM's
 * "same or undef" rule); needs the dominator tree. */
static IrValue *phi_undef_fold(const IrCfg *c, IrInst *phi) {
  IrValue *common = NULL;
  bool any_undef = false;
  for (uint32_t k = 0; k + 1 < phi->nops; k += 2) {
    IrValue *v = phi->ops[k];
    if (v == &phi->v) continue;
    if (opt_is_undef(v)) {
      any_undef = true;
      continue;
    }
    if (common && common != v) return NULL;
    common = v;
  }
  if (!any_undef || !common) return NULL;
  uint32_t b = ir_cfg_index(c, phi->parent);
  return b != OPT_NONE && ir_value_dominates_block(c, common, b) ? common : NULL;
}

bool opt_instsimplify_func(IrModule *m, IrFunc *f, bool *changed) {
  return opt_instsimplify_func_ex(m, f, false, changed);
}

#define SWEEP_DIRTY (1u << 31)

/* Were i's operands (a phi's aside) visited earlier in this sweep? */
static inline bool ops_visited(const IrInst *i) {
  if (i->op == IR_PHI) return true;
  for (uint32_t k = 0; k < i->nops; k++)
    if (i->ops[k] && i->ops[k]->kind == IR_V_INST && !(i->ops[k]->num & ~SWEEP_DIRTY)) return false;
  return true;
}

/* Does an operand of i depend on what changed since the last sweep? */
static inline bool dirty_operand(const IrInst *i) {
  for (uint32_t k = 0; k < i->nops; k++)
    if (i->ops[k] && i->ops[k]->kind == IR_V_INST && (i->ops[k]->num & SWEEP_DIRTY)) return true;
  return false;
}

bool opt_instsimplify_func_ex(IrModule *m, IrFunc *f, bool keep_fast, bool *changed) {
  if (!f->nblocks) return true;
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  bool ok = true;
  IrCfg cfg; /* the CFG does not change here: built once, on demand */
  bool have_cfg = false;
  /* After a sweep in program order (`topo` below), a later sweep can only
   * find something new at an instruction whose operands, or whose operands'
   * operands and so on, changed since: the rewritten users of what the sweep
   * replaced (phis, through back edges) and the extracts it shortened in
   * place (`dirty`). opt_simplify and the shortenings
   * look only through operands, never through a phi, so the next sweep
   * simplifies just those users and what depends on them (SWEEP_DIRTY in
   * v.num, propagated in program order); every other instruction would
   * give the answer it gave before. */
  PtrVec dirty = {0}, shortened = {0};
  bool partial = false;
  for (int iter = 0; iter < 1000; iter++) {
    PtrMap rep;
    ptrmap_init(&rep, &scratch);
    PtrVec replaced = {0}; /* the keys of rep, in the order found */
    bool any = false;
    /* Was every operand of an instruction (phis aside) visited before it?
     * Then every change the sweep made was seen by what came after it, and
     * only operands rewritten after the sweep (below) can give the next
     * sweep something to do. v.num marks the visited instructions. */
    bool topo = true;
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) i->v.num = 0;
    if (partial)
      for (uint32_t k = 0; k < dirty.len; k++) ((IrInst *)dirty.data[k])->v.num = SWEEP_DIRTY;
    uint32_t seq = 0;
    for (uint32_t b = 0; b < f->nblocks && ok; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
        if (partial && !i->v.num && !dirty_operand(i)) {
          i->v.num = ++seq;
          if (topo && !ops_visited(i)) topo = false;
          continue;
        }
        if (rep.len)
          for (uint32_t k = 0; k < i->nops; k++) {
            IrValue *v = i->ops[k];
            if (v && (v->vflags & IR_VF_REPLACED) && v->kind == IR_V_INST)
              ir_inst_set_operand(i, k, opt_resolve(&rep, v));
          }
        i->v.num = ++seq | (partial ? SWEEP_DIRTY : 0);
        if (topo && !ops_visited(i)) topo = false;
        if (i->v.type->kind == IR_TY_VOID) continue;
        if (keep_fast && (i->flags & IR_FMF_FAST)) continue;
        IrValue *r = opt_simplify(m, i, NULL);
        if (!r && i->op == IR_PHI) {
          if (!have_cfg) {
            if (!ir_cfg_build(&cfg, &scratch, f)) {
              ok = false;
              break;
            }
            have_cfg = true;
          }
          r = phi_undef_fold(&cfg, i);
        }
        if (r && r != &i->v) {
          if (!opt_rep_put(&rep, &i->v, r) || !ptrvec_push(&scratch, &replaced, i)) {
            ok = false;
            break;
          }
          any = true;
          continue;
        }
        /* a shortened instruction is looked at again by the next sweep */
        if ((i->op == IR_EXTRACTVALUE && shorten_extractvalue(m, i)) ||
            (i->op == IR_EXTRACTELEMENT && shorten_extractelement(m, i))) {
          any = true;
          if (!ptrvec_push(&scratch, &shortened, i)) ok = false;
        }
      }
    if (!ok || !any) break;
    *changed = true;
    /* The operands still naming a replaced instruction (uses the sweep had
     * passed, phis through back edges) take its final replacement: from
     * the use chains of the replaced instructions rather than a sweep of
     * the function; then they go. */
    bool late = false;
    dirty = shortened;
    shortened = (PtrVec){0};
    for (uint32_t k = 0; k < replaced.len; k++) {
      IrInst *i = replaced.data[k];
      IrValue *r = opt_resolve(&rep, &i->v);
      for (IrUse *u = i->v.uses, *nx; u; u = nx) {
        nx = u->next;
        IrInst *user = u->user;
        ir_inst_set_operand(user, ir_use_index(u), r);
        if (!ptrmap_get(&rep, user)) { /* (not one that goes too) */
          late = true;
          if (!ptrvec_push(&scratch, &dirty, user)) ok = false;
        }
      }
    }
    for (uint32_t k = 0; k < replaced.len; k++) ir_inst_remove(replaced.data[k]);
    /* nothing a sweep could see differently: no second sweep to find that
     * out (checked against running it on every real row and test) */
    if (!ok || (topo && !late)) break;
    partial = topo;
  }
  if (ok) ok = opt_remove_trivially_dead(m, f, &scratch, changed);
  arena_free(&scratch);
  return ok;
}

bool pass_instsimplify(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, opt_instsimplify_func, "instsimplify");
}
