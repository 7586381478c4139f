/* loop_deletion.c - the "loop-deletion" pass: loops whose work nobody uses.
 *
 * DXC deletes a loop that has no side effects and produces no value used
 * after it (LLVM's LoopDeletion with DXC's change to delete loops whose
 * trip count is unknown too, and DxilEraseDeadRegion's dead-loop rule): the
 * loop only spent time. Its resource reads then disappear, and with them
 * the resources from the container (PSV0, RDAT) and the bindings.
 *
 * A natural loop is deleted, outermost first, when
 *  - its header has a single predecessor P outside the loop, and P does not
 *    already branch to the exit;
 *  - every edge leaving it goes to one exit block E;
 *  - each phi of E receives from the loop's blocks one and the same value,
 *    defined outside the loop;
 *  - no instruction of it but its branches has side effects (stores,
 *    atomics, calls that may write, barriers, volatile loads);
 *  - no value it defines is used outside it;
 *  - the source does not ask for it to be unrolled ([unroll], [unroll(n)]):
 *    DXC unrolls those first, and reports the ones it cannot unroll.
 * P then branches to E where it branched to the header, E's phis take the
 * loop's value from P, and the loop's blocks, now unreachable, go. */
#include "opt_shared.h"
#include "opt_util.h"

static bool in_loop(const IrCfg *c, const OptLoop *l, const IrBlock *b) {
  uint32_t k = b ? ir_cfg_index(c, b) : OPT_NONE;
  return k != OPT_NONE && l->in[k];
}

/* Is l deletable? *pre and *exit receive P and E. */
static bool loop_is_dead(const IrCfg *c, const OptLoop *l, IrBlock **pre, IrBlock **exit) {
  IrBlock *p = NULL, *e = NULL;
  uint32_t h = l->header;
  for (uint32_t k = 0; k < c->npreds[h]; k++) {
    uint32_t q = c->preds[h][k];
    if (l->in[q]) continue;
    if (p && p != c->blocks[q]) return false;
    p = c->blocks[q];
  }
  if (!p) return false;
  for (uint32_t k = 0; k < l->nblocks; k++) {
    uint32_t b = l->blocks[k];
    for (uint32_t s = 0; s < c->nsuccs[b]; s++) {
      uint32_t t = c->succs[b][s];
      if (l->in[t]) continue;
      if (e && e != c->blocks[t]) return false;
      e = c->blocks[t];
    }
  }
  if (!e || opt_edge_count(p, e)) return false;
  for (uint32_t k = 0; k < l->nblocks; k++) {
    IrInst *t = c->blocks[l->blocks[k]]->last;
    IrMD *md = t ? ir_inst_get_md(t, "llvm.loop") : NULL;
    if (md && (opt_loop_md_find(md, "llvm.loop.unroll.full") || opt_loop_md_find(md, "llvm.loop.unroll.count")))
      return false;
  }
  for (IrInst *phi = e->first; phi && phi->op == IR_PHI; phi = phi->next) {
    IrValue *v = NULL;
    for (uint32_t k = 0; k + 1 < phi->nops; k += 2) {
      if (!in_loop(c, l, (IrBlock *)phi->ops[k + 1])) continue;
      if (v && v != phi->ops[k]) return false;
      v = phi->ops[k];
    }
    IrInst *vi = v ? ir_as_inst(v) : NULL;
    if (vi && in_loop(c, l, vi->parent)) return false;
  }
  for (uint32_t k = 0; k < l->nblocks; k++)
    for (IrInst *i = c->blocks[l->blocks[k]]->first; i; i = i->next) {
      if (i->op != IR_BR && i->op != IR_SWITCH && opt_inst_has_side_effects(i)) return false;
      for (IrUse *u = i->v.uses; u; u = u->next)
        if (!in_loop(c, l, u->user->parent)) {
          /* only E's phis, through the edges leaving the loop (checked above) */
          if (u->user->op != IR_PHI || u->user->parent != e) return false;
          IrBlock *from = (IrBlock *)u->user->ops[ir_use_index(u) + 1];
          if (!in_loop(c, l, from)) return false;
        }
    }
  *pre = p;
  *exit = e;
  return true;
}

static void delete_loop(IrModule *m, const IrCfg *c, const OptLoop *l, IrBlock *p, IrBlock *e) {
  IrBlock *header = c->blocks[l->header];
  uint32_t nedges = opt_edge_count(p, header);
  for (IrInst *phi = e->first; phi && phi->op == IR_PHI; phi = phi->next) {
    IrValue *v = NULL;
    for (uint32_t k = 0; k + 1 < phi->nops && !v; k += 2)
      if (in_loop(c, l, (IrBlock *)phi->ops[k + 1])) v = phi->ops[k];
    for (uint32_t k = 0; k < nedges; k++) ir_phi_add(m, phi, v, p);
  }
  opt_term_replace_succ(p->last, header, e);
}

static bool loop_deletion_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  bool ok = true;
  for (uint32_t round = 0; ok && round < f->nblocks; round++) {
    Arena a;
    arena_init_child(&a, m->arena);
    IrCfg c;
    OptLoop *loops = NULL;
    uint32_t nl = 0;
    ok = ir_cfg_build(&c, &a, f) && opt_find_loops(&c, &a, &loops, &nl);
    bool did = false;
    /* innermost first in the list: walk it backwards for the outermost */
    for (uint32_t k = nl; ok && !did && k-- > 0;) {
      IrBlock *p, *e;
      if (!loop_is_dead(&c, &loops[k], &p, &e)) continue;
      delete_loop(m, &c, &loops[k], p, e);
      ok = opt_remove_unreachable(m, f, &a, changed);
      did = *changed = true;
    }
    arena_free(&a);
    if (!did) break;
  }
  /* what the loop fed folds now (E's phis of one value, empty blocks);
   * only then, so functions without dead loops stay as they are */
  bool ch = false;
  if (ok && *changed)
    ok = opt_instsimplify_func(m, f, &ch) && opt_simplifycfg_func(m, f, &ch) && opt_dce_func(m, f, &ch);
  return ok;
}

bool pass_loop_deletion(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, loop_deletion_func, "loop-deletion");
}
