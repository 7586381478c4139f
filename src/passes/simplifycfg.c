/* simplifycfg.c - the "simplifycfg" pass: CFG cleanup to a fixpoint.
 *
 *  - br/switch on a constant (or with all targets equal) -> unconditional br
 *  - blocks unreachable from the entry are deleted (phis fixed)
 *  - a block whose single predecessor ends in an unconditional br to it is
 *    merged into that predecessor (its phis fold to their one value)
 *  - an empty block holding only `br label %S` is bypassed when the phis of
 *    S allow it (not when that would disturb a loop header with several
 *    predecessors, like LLVM's keep-loops default)
 *  - a two-entry phi at the end of an if/else (or if-then) diamond whose
 *    side blocks are a few speculatable instructions becomes a select
 *    (LLVM's FoldTwoEntryPHINode)
 *
 * Phis carry one entry per CFG edge, so edge multiplicity is maintained
 * exactly when terminators change. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

/* Maximum number of instructions speculated per side of a diamond. */
#define SCFG_SPECULATE_BUDGET 4

/* Replace terminator t by `br label %dest`, fixing the phis of every old
 * successor so each keeps entries for exactly its remaining edges. */
static bool replace_with_br(IrModule *m, IrInst *t, IrBlock *dest) {
  IrBlock *b = t->parent;
  IrValue *d = &dest->v;
  IrInst *br = ir_inst_new(m, IR_BR, ir_type_void(m), &d, 1);
  if (!br) return false;
  br->md = t->md;
  br->nmd = t->nmd;
  br->loc = t->loc;
  /* distinct old successors */
  for (uint32_t k = 0; k < t->nops; k++) {
    IrValue *v = t->ops[k];
    if (!v || v->kind != IR_V_BLOCK) continue;
    bool first = true;
    for (uint32_t j = 0; j < k; j++) first &= t->ops[j] != v;
    if (!first) continue;
    IrBlock *s = (IrBlock *)v;
    opt_phis_trim_pred(s, b, s == dest ? 1 : 0);
  }
  ir_inst_insert_before(t, br);
  ir_inst_remove(t);
  return true;
}

/* LLVM's RecursivelyDeleteTriviallyDeadInstructions: v, when an unused
 * instruction without side effects, goes, then each operand that becomes
 * unused by it the same way. */
static void delete_dead_chain(IrValue *v, uint32_t depth) {
  IrInst *i = ir_as_inst(v);
  if (!i || !i->parent || i->v.uses || !opt_inst_removable(i) || depth > 256) return;
  IrValue *ops[8];
  uint32_t n = i->nops < 8 ? i->nops : 8;
  for (uint32_t k = 0; k < n; k++) ops[k] = i->ops[k];
  ir_inst_remove(i);
  for (uint32_t k = 0; k < n; k++)
    if (ops[k] && ops[k] != v) delete_dead_chain(ops[k], depth + 1);
}

/* Fold a conditional terminator with a known outcome. A branch or switch
 * whose targets are all one block (not one on a constant) drops its
 * condition too when nothing else uses it, with what only it used (LLVM's
 * ConstantFoldTerminator with DeleteDeadConditions, as simplifycfg calls
 * it): an `if` emptied by dead code leaves no dead test behind, so the
 * blocks around it can merge in the same run. */
static bool fold_terminator(IrModule *m, IrBlock *b, bool *changed) {
  IrInst *t = ir_block_terminator(b);
  if (!t) return true;
  IrBlock *dest = NULL;
  IrValue *dead_cond = NULL;
  if (t->op == IR_BR && t->nops == 3) {
    uint64_t c;
    if (t->ops[1] == t->ops[2]) dest = (IrBlock *)t->ops[1], dead_cond = t->ops[0];
    else if (ir_const_is_int(t->ops[0], &c)) dest = (IrBlock *)(c & 1 ? t->ops[1] : t->ops[2]);
  } else if (t->op == IR_SWITCH && t->nops >= 2) {
    uint64_t c;
    bool same = true;
    for (uint32_t k = 3; k < t->nops; k += 2) same &= t->ops[k] == t->ops[1];
    if (same) {
      dest = (IrBlock *)t->ops[1];
      dead_cond = t->ops[0];
    } else if (ir_const_is_int(t->ops[0], &c)) {
      dest = (IrBlock *)t->ops[1];
      for (uint32_t k = 2; k + 1 < t->nops; k += 2) {
        uint64_t cv;
        if (ir_const_is_int(t->ops[k], &cv) && cv == c) {
          dest = (IrBlock *)t->ops[k + 1];
          break;
        }
      }
    }
  }
  if (!dest || dest->v.kind != IR_V_BLOCK) return true;
  if (!replace_with_br(m, t, dest)) return false;
  delete_dead_chain(dead_cond, 0);
  *changed = true;
  return true;
}

/* Blocks that are targets of back edges (their header dominates the pred). */
static uint8_t *loop_headers(const IrCfg *c, Arena *a) {
  uint8_t *h = arena_alloc(a, c->n ? c->n : 1);
  if (!h) return NULL;
  for (uint32_t b = 0; b < c->n; b++)
    for (uint32_t k = 0; k < c->npreds[b]; k++)
      if (ir_cfg_dominates(c, b, c->preds[b][k])) h[b] = 1;
  return h;
}

static uint32_t distinct_preds(const IrCfg *c, uint32_t b, uint32_t *out2) {
  uint32_t n = 0;
  for (uint32_t k = 0; k < c->npreds[b]; k++) {
    uint32_t p = c->preds[b][k];
    bool seen = false;
    for (uint32_t j = 0; j < k; j++) seen |= c->preds[b][j] == p;
    if (seen) continue;
    if (out2 && n < 2) out2[n] = p;
    n++;
  }
  return n;
}

/* Merge block s into its single predecessor p (p ends in `br label %s`).
 * s is detached: the caller compacts f's block list after a batch of merges
 * (removing each block from the list was linear per merge). */
static void merge_into_pred(IrModule *m, IrFunc *f, IrBlock *p, IrBlock *s) {
  for (IrInst *i = s->first, *nx; i && i->op == IR_PHI; i = nx) {
    nx = i->next;
    IrValue *v = i->nops >= 1 ? i->ops[0] : ir_undef(m, i->v.type);
    if (v == &i->v) v = ir_undef(m, i->v.type);
    ir_replace_all_uses(m, f, &i->v, v);
    ir_inst_remove(i);
  }
  IrInst *t = ir_block_terminator(p);
  if (t) ir_inst_remove(t);
  opt_splice_tail(s->first, s, p);
  ir_block_detach(s);
}

/* Try to bypass empty block b (`br label %s` only). */
static bool bypass_empty(IrModule *m, const IrCfg *c, const uint8_t *hdr, uint32_t bi,
                         bool *done) {
  *done = false;
  IrBlock *b = c->blocks[bi];
  IrInst *t = b->first;
  if (bi == 0 || !t || t != b->last || t->op != IR_BR || t->nops != 1) return true;
  IrBlock *s = (IrBlock *)t->ops[0];
  uint32_t si = ir_cfg_index(c, s);
  if (si == OPT_NONE || si == bi || !c->npreds[bi]) return true;
  if (c->npreds[bi] >= 2 && (hdr[bi] || hdr[si])) return true;
  /* a phi-less successor accepts anything; otherwise shared predecessors
   * must agree on the incoming values */
  for (uint32_t k = 0; k < c->npreds[bi]; k++) {
    IrBlock *p = c->blocks[c->preds[bi][k]];
    if (!opt_edge_count(p, s)) continue;
    for (IrInst *phi = s->first; phi && phi->op == IR_PHI; phi = phi->next) {
      IrValue *vb = NULL, *vp = NULL;
      for (uint32_t j = 0; j + 1 < phi->nops; j += 2) {
        if (phi->ops[j + 1] == &b->v) vb = phi->ops[j];
        if (phi->ops[j + 1] == &p->v) vp = phi->ops[j];
      }
      if (vb != vp) return true;
    }
  }
  /* rewrite the phis of s: entries for b become entries for each edge into b */
  for (IrInst *phi = s->first; phi && phi->op == IR_PHI; phi = phi->next) {
    IrValue *vb = NULL;
    for (uint32_t j = 0; j + 1 < phi->nops; j += 2)
      if (phi->ops[j + 1] == &b->v) vb = phi->ops[j];
    if (!vb) vb = ir_undef(m, phi->v.type);
    for (uint32_t j = 0; j + 1 < phi->nops;) {
      if (phi->ops[j + 1] == &b->v) opt_phi_remove_at(phi, j / 2);
      else j += 2;
    }
    for (uint32_t k = 0; k < c->npreds[bi]; k++) ir_phi_add(m, phi, vb, c->blocks[c->preds[bi][k]]);
  }
  for (uint32_t k = 0; k < c->npreds[bi]; k++) {
    IrBlock *p = c->blocks[c->preds[bi][k]];
    opt_term_replace_succ(ir_block_terminator(p), b, s);
  }
  ir_block_remove(b);
  *done = true;
  return true;
}

/* The changes of a round that the next round's CFG can follow without a
 * new build (patch_cfg): blocks gone (bypassed, or merged into their one
 * predecessor) and blocks whose terminator changed (their targets keep
 * their positions, or a branch to one block twice became one edge, or the
 * block took the terminator of the block merged into it). None of these
 * changes reachability or dominance between the remaining blocks: a path
 * through a bypassed block or a merged edge is the same path one block
 * shorter. */
typedef struct Edits {
  uint32_t *gone, ngone; /* each block once */
  uint32_t *srcs, nsrcs; /* each block once (mark[b] & 1) */
  uint8_t *mark;         /* scratch of patch_cfg; 1: in srcs */
} Edits;

static void edit_src(Edits *ed, uint32_t b) {
  if (!(ed->mark[b] & 1)) {
    ed->mark[b] |= 1;
    ed->srcs[ed->nsrcs++] = b;
  }
}

/* Brings c (and the loop headers hdr) up to date with the edits: the gone
 * blocks lose their edges (their index stays, unused: the other blocks
 * keep theirs, in the same order as a new build's); the changed blocks'
 * successors are read again from their terminators, and the predecessors
 * of those successors from their use chains (in block order, one entry
 * per edge, as ir_cfg_build lists them). false: c cannot follow (a target
 * outside c), build again. */
__attribute__((cold)) static bool patch_cfg(IrCfg *c, Arena *a, uint8_t *hdr, Edits *ed) {
  for (uint32_t k = 0; k < ed->ngone; k++) {
    uint32_t g = ed->gone[k];
    c->npreds[g] = c->nsuccs[g] = 0;
    c->rpo_num[g] = IR_CFG_NONE;
  }
  uint32_t *tg = ed->gone, ntg = 0; /* the targets (the gone list is read) */
  for (uint32_t k = 0; k < ed->nsrcs; k++) {
    uint32_t b = ed->srcs[k];
    if (!ir_cfg_reachable(c, b)) continue;
    IrInst *t = ir_block_terminator(c->blocks[b]);
    uint32_t ns = 0, *sv = arena_alloc_uninit(a, sizeof(uint32_t) * (t && t->nops ? t->nops : 1));
    if (!sv) return false;
    for (uint32_t j = 0; t && j < t->nops; j++) {
      if (!t->ops[j] || t->ops[j]->kind != IR_V_BLOCK) continue;
      uint32_t y = ir_cfg_index(c, (IrBlock *)t->ops[j]);
      if (!ir_cfg_reachable(c, y)) return false;
      sv[ns++] = y;
      if (!(ed->mark[y] & 2)) {
        ed->mark[y] |= 2;
        tg[ntg++] = y;
      }
    }
    c->succs[b] = sv;
    c->nsuccs[b] = ns;
  }
  for (uint32_t k = 0; k < ntg; k++) {
    uint32_t y = tg[k], np = 0;
    for (IrUse *u = c->blocks[y]->v.uses; u; u = u->next) np += u->user->op != IR_PHI;
    uint32_t *pv = arena_alloc_uninit(a, sizeof(uint32_t) * (np ? np : 1));
    if (!pv) return false;
    np = 0;
    for (IrUse *u = c->blocks[y]->v.uses; u; u = u->next) {
      IrInst *t = u->user;
      if (t->op == IR_PHI) continue;
      uint32_t p = t->parent ? ir_cfg_index(c, t->parent) : IR_CFG_NONE;
      if ((t->op != IR_BR && t->op != IR_SWITCH) || !ir_cfg_reachable(c, p)) return false;
      uint32_t j = np++; /* insertion in block order */
      for (; j && pv[j - 1] > p; j--) pv[j] = pv[j - 1];
      pv[j] = p;
    }
    c->preds[y] = pv;
    c->npreds[y] = np;
    hdr[y] = 0;
    for (uint32_t j = 0; j < np; j++)
      if (ir_cfg_dominates(c, y, pv[j])) hdr[y] = 1;
  }
  return true;
}

static bool is_empty_br(const IrBlock *b) {
  IrInst *t = b->first;
  return t && t == b->last && t->op == IR_BR && t->nops == 1;
}

/* After empty block bi was bypassed (its predecessors now branch to its
 * successor si): would the next CFG build do nothing before looking for the
 * next empty block after bi, and would that search see what this build's
 * data says? The bypass changed only si's predecessors (bi's instead of bi)
 * and the targets of bi's predecessors; dominance between the other blocks
 * is unchanged (a path through bi is now one path shorter). So the next
 * round would first fold a predecessor whose branch now has one target,
 * merge si if it has one predecessor left, and an empty block among si and
 * the blocks next to it (bi's predecessors, si's other predecessors) may be
 * bypassable now or read si's stale data: stop the batch in those cases. */
static bool bypass_keeps_round(const IrCfg *c, uint32_t bi, uint32_t si) {
  if (si == OPT_NONE || is_empty_br(c->blocks[si])) return false;
  if (c->npreds[si] - 1 + c->npreds[bi] <= 1) return false;
  for (uint32_t k = 0; k < c->npreds[bi]; k++) {
    IrBlock *p = c->blocks[c->preds[bi][k]];
    if (is_empty_br(p)) return false;
    IrInst *t = ir_block_terminator(p);
    if (!t) continue;
    if (t->op == IR_BR && t->nops == 3 && t->ops[1] == t->ops[2]) return false;
    if (t->op == IR_SWITCH && t->nops >= 2) {
      bool same = true;
      for (uint32_t j = 3; j < t->nops; j += 2) same &= t->ops[j] == t->ops[1];
      if (same) return false;
    }
  }
  for (uint32_t k = 0; k < c->npreds[si]; k++)
    if (c->preds[si][k] != bi && is_empty_br(c->blocks[c->preds[si][k]])) return false;
  return true;
}

/* The batch of bypasses stopped after empty block bi (whose successor is s)
 * because its one predecessor p now branches to s both ways (`br %c, %s,
 * %s`, the `if (c) {}` left by dead code): the next round would only fold
 * p's branch (the one foldable terminator: the round's folds ran before
 * the bypasses, which changed no other) and merge s into p when p is then
 * its only predecessor (the one block that can have become mergeable: no
 * merge was possible in this round). Do that here, without the CFG build
 * of a round: two rounds per empty `if` were most of simplifycfg's time on
 * large shaders. */
static bool next_round_after_bypass(IrModule *m, IrFunc *f, const IrCfg *c, uint32_t bi, IrBlock *s,
                                    bool *any, Edits *ed) {
  if (!s || c->npreds[bi] != 1) return true;
  IrBlock *p = c->blocks[c->preds[bi][0]];
  IrInst *t = ir_block_terminator(p);
  if (p == s || !t || t->op != IR_BR || t->nops != 3 || t->ops[1] != &s->v || t->ops[2] != &s->v)
    return true;
  if (!fold_terminator(m, p, any)) return false;
  edit_src(ed, c->preds[bi][0]);
  t = ir_block_terminator(p);
  if (!t || t->op != IR_BR || t->nops != 1) return true;
  /* p the only predecessor of s: one branch edge, p's */
  uint32_t edges = 0;
  for (IrUse *u = s->v.uses; u; u = u->next) {
    IrInst *y = u->user;
    if (y->op == IR_PHI) continue;
    if (y != t) return true;
    edges++;
  }
  if (edges == 1) {
    merge_into_pred(m, f, p, s);
    ed->gone[ed->ngone++] = ir_cfg_index(c, s);
  }
  return true;
}

/* Is b a side block of a diamond: single pred d, only `insts; br %s`,
 * with at most the budget of speculatable instructions? */
static bool is_side_block(const IrCfg *c, uint32_t b, uint32_t d, uint32_t s) {
  if (c->npreds[b] != 1 || c->preds[b][0] != d || c->nsuccs[b] != 1 || c->succs[b][0] != s)
    return false;
  IrBlock *bb = c->blocks[b];
  IrInst *t = ir_block_terminator(bb);
  if (!t || t->op != IR_BR || t->nops != 1) return false;
  uint32_t cnt = 0;
  for (IrInst *i = bb->first; i != t; i = i->next) {
    if (i->op == IR_PHI || !opt_inst_is_speculatable(i)) return false;
    /* element moves cost nothing: DXC's simplifycfg sees the code scalarized */
    if (i->op == IR_EXTRACTELEMENT || i->op == IR_INSERTELEMENT || i->op == IR_SHUFFLEVECTOR) continue;
    if (++cnt > SCFG_SPECULATE_BUDGET) return false;
  }
  return true;
}

static uint32_t merged_home(uint32_t *into, uint32_t bi);

/* A folded diamond, for the caller to finish in the same CFG build. */
typedef struct Folded {
  uint32_t d, s;        /* the branch block and the join block (indices) */
  uint32_t side[2];     /* side blocks (OPT_NONE: that edge went straight to s) */
  bool const_phi;       /* a phi was replaced by a constant */
} Folded;

/* Earlier changes of this CFG build (may be NULL): blocks merged into their
 * predecessor (into[], see merged_home) and blocks removed (dead[]). The
 * CFG data of the others is still right once merged blocks are read as the
 * block they went into; a diamond that reaches a removed block is left alone
 * with *stale set. */
typedef struct Batch {
  uint32_t *into;
  const uint8_t *dead;
  bool stale;
} Batch;

static uint32_t home_of(Batch *bt, uint32_t b) {
  if (!bt || b == OPT_NONE) return b;
  if (bt->dead[b]) {
    bt->stale = true;
    return b;
  }
  return merged_home(bt->into, b);
}

/* Is b a side block of a diamond (is_side_block), reading the CFG through
 * the batch's merges? */
static bool is_side_block_b(const IrCfg *c, Batch *bt, uint32_t b, uint32_t d, uint32_t s) {
  if (c->npreds[b] != 1 || home_of(bt, c->preds[b][0]) != d || c->nsuccs[b] != 1 ||
      home_of(bt, c->succs[b][0]) != s)
    return false;
  return is_side_block(c, b, c->preds[b][0], c->succs[b][0]);
}

/* [branch], [call] and [forcecase] (dx.controlflow.hints 1, 6, 5) keep
 * their branch: DXC's SimplifyCFG does not flatten it into selects
 * (DxilMDHelper::HasControlFlowHintToPreventFlatten). */
static bool hint_prevents_flatten(IrInst *br) {
  IrMD *h = ir_inst_get_md(br, "dx.controlflow.hints");
  if (!h) return false;
  for (uint32_t k = 0; k < h->nops; k++) {
    IrMD *o = h->ops[k];
    uint64_t v;
    if (o && o->kind == IR_MD_VALUE && o->value && ir_const_is_int(o->value, &v) &&
        (v == 1 || v == 5 || v == 6))
      return true;
  }
  return false;
}

static bool fold_two_entry_phi(IrModule *m, IrFunc *f, const IrCfg *c, uint32_t si, bool *done,
                               Batch *bt, Folded *fd) {
  *done = false;
  if (bt && (bt->dead[si] || bt->into[si] != OPT_NONE)) {
    bt->stale = true;
    return true;
  }
  IrBlock *s = c->blocks[si];
  if (!s->first || s->first->op != IR_PHI || c->npreds[si] != 2) return true;
  uint32_t p[2];
  if (distinct_preds(c, si, p) != 2) return true;
  p[0] = home_of(bt, p[0]);
  p[1] = home_of(bt, p[1]);
  if (p[0] == p[1]) { /* two predecessors merged into one: a fresh build differs */
    if (bt) bt->stale = true;
    return true;
  }
  /* the dominating branch block */
  uint32_t d[2];
  for (int k = 0; k < 2; k++) d[k] = c->npreds[p[k]] == 1 ? home_of(bt, c->preds[p[k]][0]) : p[k];
  if (bt && bt->stale) return true;
  uint32_t di = OPT_NONE;
  for (int a = 0; a < 2 && di == OPT_NONE; a++)
    for (int b2 = 0; b2 < 2 && di == OPT_NONE; b2++) {
      uint32_t ca = a ? d[0] : p[0], cb = b2 ? d[1] : p[1];
      if (ca == cb) di = ca;
    }
  if (di == OPT_NONE || di == si || ir_cfg_dominates(c, si, di)) return true;
  IrBlock *db = c->blocks[di];
  IrInst *br = ir_block_terminator(db);
  if (!br || br->op != IR_BR || br->nops != 3 || br->ops[1] == br->ops[2]) return true;
  if (hint_prevents_flatten(br)) return true;
  uint32_t x = ir_cfg_index(c, (IrBlock *)br->ops[1]);
  uint32_t y = ir_cfg_index(c, (IrBlock *)br->ops[2]);
  if (x == OPT_NONE || y == OPT_NONE) return true;
  if (bt && (x != home_of(bt, x) || y != home_of(bt, y) || bt->stale)) {
    bt->stale = true;
    return true;
  }
  if (x != si && !is_side_block_b(c, bt, x, di, si)) return true;
  if (y != si && !is_side_block_b(c, bt, y, di, si)) return true;
  if (bt && bt->stale) return true;
  uint32_t xin = x == si ? di : x, yin = y == si ? di : y;
  if (!((xin == p[0] && yin == p[1]) || (xin == p[1] && yin == p[0]))) return true;
  IrBlock *xb = c->blocks[xin], *yb = c->blocks[yin];
  for (IrInst *phi = s->first; phi && phi->op == IR_PHI; phi = phi->next)
    for (uint32_t j = 0; j < phi->nops; j += 2)
      if (phi->ops[j] == &phi->v) return true;
  /* hoist side blocks */
  uint32_t sides[2] = {x, y};
  for (int k = 0; k < 2; k++) {
    if (sides[k] == si) continue;
    IrBlock *sb = c->blocks[sides[k]];
    IrInst *st = ir_block_terminator(sb);
    for (IrInst *i = sb->first, *nx; i && i != st; i = nx) {
      nx = i->next;
      ir_inst_remove(i);
      ir_inst_insert_before(br, i);
    }
  }
  IrBuilder bld;
  ir_builder_before(&bld, m, br);
  bld.loc = br->loc;
  for (IrInst *phi = s->first, *nx; phi && phi->op == IR_PHI; phi = nx) {
    nx = phi->next;
    IrValue *vt = NULL, *vf = NULL;
    for (uint32_t j = 0; j + 1 < phi->nops; j += 2) {
      if (phi->ops[j + 1] == &xb->v) vt = phi->ops[j];
      if (phi->ops[j + 1] == &yb->v) vf = phi->ops[j];
    }
    if (!vt || !vf) return false;
    IrValue *sel = vt;
    if (vt == vf && ir_is_const(vt)) fd->const_phi = true;
    if (vt != vf) {
      sel = ir_build_select(&bld, br->ops[0], vt, vf, NULL);
      if (!sel) return false;
      const char *nm = phi->v.name;
      phi->v.name = NULL;
      opt_set_name(m, f, sel, nm);
    }
    ir_replace_all_uses(m, f, &phi->v, sel);
    ir_inst_remove(phi);
  }
  /* db now jumps straight to s; side blocks become unreachable */
  if (!replace_with_br(m, br, s)) return false;
  fd->d = di;
  fd->s = si;
  fd->side[0] = x == si ? OPT_NONE : x;
  fd->side[1] = y == si ? OPT_NONE : y;
  *done = true;
  return true;
}

/* Block index bi of the CFG after merges into predecessors: the block it
 * now lives in (into[] maps a merged block to the one it went into). */
static uint32_t merged_home(uint32_t *into, uint32_t bi) {
  uint32_t r = bi;
  while (into[r] != OPT_NONE) r = into[r];
  while (into[bi] != OPT_NONE) { /* path compression */
    uint32_t nx = into[bi];
    into[bi] = r;
    bi = nx;
  }
  return r;
}

/* LLVM's mergeEmptyReturnBlocks (SimplifyCFGPass, before the iterative
 * part): every block that is only `ret` (or a phi and `ret` of it) becomes
 * the canonical one: returning the same value (or none), its users branch
 * to that one instead; else it branches there and that one returns a phi of
 * the values. Branches whose targets become one block then fold. The
 * canonical block is the last one (LLVM keeps the first, but in DXC's
 * pipeline every `return` already branches to clang's single return block
 * at the end of the function, which hlslc's separate returns then match). */
static bool merge_empty_returns(IrModule *m, IrFunc *f, bool *changed) {
  IrBlock *ret_block = NULL;
  bool removed = false;
  for (uint32_t bj = f->nblocks; bj-- > 0;) {
    IrBlock *b = f->blocks[bj];
    IrInst *ret = ir_block_terminator(b);
    if (!ret || ret->op != IR_RET) continue;
    if (ret != b->first) {
      IrInst *only = b->first;
      if (only->next != ret || only->op != IR_PHI || !ret->nops || ret->ops[0] != &only->v) continue;
    }
    if (!ret_block) {
      ret_block = b;
      continue;
    }
    if (bj == 0) break; /* the entry block returns: the others are unreachable (removed later) */
    IrInst *first_ret = ir_block_terminator(ret_block);
    *changed = true;
    if (!ret->nops || ret->ops[0] == first_ret->ops[0]) {
      ir_replace_all_uses(m, f, &b->v, &ret_block->v);
      ir_block_detach(b);
      removed = true;
      continue;
    }
    IrInst *phi = ret_block->first && ret_block->first->op == IR_PHI ? ret_block->first : NULL;
    if (!phi) {
      IrValue *in = first_ret->ops[0];
      IrBuilder bld;
      ir_builder_before(&bld, m, ret_block->first);
      phi = ir_build_phi(&bld, in->type, "merge");
      if (!phi) return false;
      /* one entry per edge into the block */
      for (IrUse *u = ret_block->v.uses; u; u = u->next)
        if (u->user != phi && u->user->op != IR_PHI) ir_phi_add(m, phi, in, u->user->parent);
      ir_inst_set_operand(first_ret, 0, &phi->v);
    }
    ir_phi_add(m, phi, ret->ops[0], b);
    if (!opt_replace_term_with_br(m, ret, ret_block)) return false;
  }
  if (removed) ir_func_compact_blocks(f);
  return true;
}

bool opt_simplifycfg_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  bool ok = true, have = false;
  /* The CFG and loop headers live from one round to the next in keep: a
   * round that only merged blocks into their predecessor or bypassed empty
   * blocks (and did what the next round would do about the last one)
   * patches them instead of a new build, which was most of this pass's
   * time on long shaders (one build per emptied `if`). */
  Arena keep;
  arena_init_child(&keep, m->arena);
  IrCfg c;
  uint8_t *hdr = NULL;
  for (int iter = 0; iter < 100000 && ok; iter++) {
    bool any = false;
    for (uint32_t b = 0; b < f->nblocks && ok; b++) ok = fold_terminator(m, f->blocks[b], &any);
    Arena scratch;
    arena_init_child(&scratch, m->arena);
    bool did = false, removed = false;
    if (ok && (any || !have)) {
      arena_free(&keep);
      if (!ir_cfg_build(&c, &keep, f)) ok = false;
      if (ok) ok = opt_remove_unreachable_cfg(m, f, &c, &scratch, &removed);
      if (removed) {
        any = true;
        if (ok && !ir_cfg_build(&c, &keep, f)) ok = false;
      }
      hdr = ok ? loop_headers(&c, &keep) : NULL;
      if (ok && !hdr) ok = false;
    }
    have = false;
    Edits ed = {0};
    if (ok) {
      ed.gone = arena_alloc_uninit(&scratch, sizeof(uint32_t) * c.n * 2);
      ed.mark = arena_alloc(&scratch, c.n);
      ok = ed.gone && ed.mark;
      if (ok) ed.srcs = ed.gone + c.n;
    }
    bool follow = true; /* only changes patch_cfg follows */
    /* Merges into a single predecessor: the first mergeable block, as one
     * change per CFG build would find it, and then the following ones in
     * block order, because a merge leaves the rest of the CFG as it was
     * (the merged block's successors get its predecessor instead, with the
     * same terminator; nothing before it becomes mergeable), unless the
     * merged block had phis: their replacement can make a terminator
     * foldable, which the next round looks at first. */
    uint32_t *into = ok ? arena_alloc(&scratch, sizeof(uint32_t) * (c.n ? c.n : 1)) : NULL;
    if (ok && !into) ok = false;
    for (uint32_t bi = 0; ok && bi < c.n; bi++) into[bi] = OPT_NONE;
    for (uint32_t bi = 1; ok && bi < c.n; bi++) {
      if (c.npreds[bi] == 1) { /* (one edge: one distinct predecessor) */
        uint32_t pi = merged_home(into, c.preds[bi][0]);
        IrBlock *p = c.blocks[pi], *s = c.blocks[bi];
        IrInst *t = ir_block_terminator(p);
        if (p != s && t && t->op == IR_BR && t->nops == 1) {
          bool phis = s->first && s->first->op == IR_PHI;
          merge_into_pred(m, f, p, s);
          into[bi] = pi;
          did = true;
          ed.gone[ed.ngone++] = bi;
          edit_src(&ed, pi);
          if (phis) break;
        }
      }
    }
    /* Empty blocks: the first one that can be bypassed, and then the
     * following ones in block order while the bypass leaves everything the
     * next build would look at first as it was (bypass_keeps_round). */
    for (uint32_t bi = 1, go = !did; ok && go && bi < c.n; bi++) {
      bool one = false;
      if (!c.npreds[bi]) continue; /* a block gone (a new build has none) */
      IrBlock *b = c.blocks[bi];
      IrBlock *s = is_empty_br(b) ? (IrBlock *)b->first->ops[0] : NULL;
      ok = bypass_empty(m, &c, hdr, bi, &one);
      if (!ok || !one) continue;
      did = true;
      ed.gone[ed.ngone++] = bi;
      for (uint32_t k = 0; k < c.npreds[bi]; k++) edit_src(&ed, c.preds[bi][k]);
      go = bypass_keeps_round(&c, bi, ir_cfg_index(&c, s));
      if (!go && ok) ok = next_round_after_bypass(m, f, &c, bi, s, &any, &ed);
    }
    /* Two-entry phis: the first foldable diamond, and then the following
     * ones in block order while the fold and what the next rounds would do
     * about it (drop the side blocks, which are unreachable now, and merge
     * the join into the branch block) leave the rest of the CFG as it was:
     * not when a phi became a constant (a terminator may fold) or when the
     * merged block ends in an unconditional branch (it may become a side
     * block or an empty block). Later diamonds that involve a block changed
     * here wait for the next build. */
    uint8_t *dead = NULL;
    if (ok && !did) {
      dead = arena_alloc(&scratch, c.n ? c.n : 1);
      if (!dead) ok = false;
    }
    for (uint32_t bi = 1; ok && !did && bi < c.n; bi++) {
      Folded fd = {OPT_NONE, OPT_NONE, {OPT_NONE, OPT_NONE}, false};
      ok = fold_two_entry_phi(m, f, &c, bi, &did, NULL, &fd);
      if (!ok || !did) continue;
      follow = false;
      /* into[] holds the merges of this build (none before: did was false) */
      Batch bt = {into, dead, false};
      bool more = !fd.const_phi;
      while (ok && more) {
        IrBlock *db = c.blocks[fd.d], *sb = c.blocks[fd.s];
        IrInst *st = ir_block_terminator(sb);
        if (!st || (st->op == IR_BR && st->nops == 1)) break;
        for (int k = 0; k < 2; k++)
          if (fd.side[k] != OPT_NONE) {
            ir_block_detach(c.blocks[fd.side[k]]);
            dead[fd.side[k]] = 1;
          }
        merge_into_pred(m, f, db, sb);
        into[fd.s] = fd.d;
        /* the next diamond, as the scan of a fresh build would find it */
        bool again = false;
        for (bi = fd.s + 1; ok && !again && !bt.stale && bi < c.n; bi++) {
          fd = (Folded){OPT_NONE, OPT_NONE, {OPT_NONE, OPT_NONE}, false};
          ok = fold_two_entry_phi(m, f, &c, bi, &again, &bt, &fd);
        }
        more = again && !fd.const_phi;
      }
      break;
    }
    ir_func_compact_blocks(f); /* the blocks merge_into_pred and the diamonds detached */
    if (ok && did && follow) have = patch_cfg(&c, &keep, hdr, &ed);
    arena_free(&scratch);
    if (did) any = true;
    if (!any) break;
    *changed = true;
  }
  arena_free(&keep);
  return ok;
}

/* The pass (LLVM's SimplifyCFGPass) merges the empty return blocks first;
 * the cleanup other passes run (opt_simplifycfg_func, LLVM's SimplifyCFG
 * utility) does not. */
static bool simplifycfg_pass_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  return merge_empty_returns(m, f, changed) && opt_simplifycfg_func(m, f, changed);
}

bool pass_simplifycfg(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, simplifycfg_pass_func, "simplifycfg");
}
