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

#include <string.h>

#define UNROLL_MAX_TRIP 1024u         /* iterations */
#define UNROLL_BUDGET 16384u          /* instructions after unrolling (default) */
#define UNROLL_FORCED_BUDGET 262144u  /* with llvm.loop.unroll.full */

/* Does the loop metadata node contain an entry named `key`? */
static bool loop_md_has(IrMD *md, const char *key) {
  if (!md || md->kind != IR_MD_NODE) return false;
  for (uint32_t k = 0; k < md->nops; k++) {
    IrMD *op = md->ops[k];
    if (!op || op == md) continue;
    if (op->kind == IR_MD_STRING && op->str && strcmp(op->str, key) == 0) return true;
    if (op->kind == IR_MD_NODE && op->nops >= 1 && op->ops[0] &&
        op->ops[0]->kind == IR_MD_STRING && op->ops[0]->str && strcmp(op->ops[0]->str, key) == 0)
      return true;
  }
  return false;
}

typedef struct Unroll {
  IrModule *m;                   /* the module */
  IrFunc *f;                     /* function containing the loop */
  Arena *a;                      /* scratch */
  const OptCfg *c;               /* CFG of f (before unrolling) */
  const OptLoop *L;              /* the loop */
  uint32_t header, latch, pre;   /* block indices */
  uint32_t *exits;               /* exiting edges: exits[2i] -> exits[2i+1] */
  uint32_t nexits;               /* number of exiting edges */
  uint32_t exiting, out;         /* the counting exit: block and target */
  uint32_t inside;               /* in-loop successor of the counting branch */
  bool exit_on_true;             /* exit taken when the condition is true */
  bool lcssa;                    /* route escaping values through phis in `out` */
  uint32_t trip;                 /* k: copies 1..k are made */
} Unroll;

static bool in_loop_inst(const Unroll *u, IrValue *v) {
  IrInst *i = ir_as_inst(v);
  if (!i || !i->parent) return false;
  uint32_t b = opt_cfg_index(u->c, i->parent);
  return b != OPT_NONE && u->L->in[b];
}

static IrValue *phi_incoming(IrInst *phi, IrBlock *from) {
  for (uint32_t k = 0; k + 1 < phi->nops; k += 2)
    if (phi->ops[k + 1] == &from->v) return phi->ops[k];
  return NULL;
}

/* Is any loop value used outside the loop other than by a phi of an exit
 * block on an edge leaving the loop? */
static bool has_escaping_values(const Unroll *u) {
  const OptCfg *c = u->c;
  for (uint32_t b = 0; b < c->n; b++) {
    if (u->L->in[b]) continue;
    for (IrInst *i = c->blocks[b]->first; i; i = i->next)
      for (uint32_t o = 0; o < i->nops; o++) {
        if (!in_loop_inst(u, i->ops[o])) continue;
        if (i->op == IR_PHI) {
          uint32_t from = opt_cfg_index(c, (IrBlock *)i->ops[o + 1]);
          if (from != OPT_NONE && u->L->in[from]) continue;
        }
        return true;
      }
  }
  return false;
}

/* Check the loop shape (one latch, one entering edge, exits); fills u. */
static bool analyse_shape(Unroll *u) {
  const OptCfg *c = u->c;
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
  if (u->pre == OPT_NONE) return false;
  PtrVec ex = {0};
  for (uint32_t x = 0; x < L->nblocks; x++) {
    uint32_t b = L->blocks[x];
    for (uint32_t k = 0; k < c->nsuccs[b]; k++) {
      uint32_t s = c->succs[b][k];
      if (L->in[s]) continue;
      if (!ptrvec_push(u->a, &ex, (void *)(uintptr_t)b) ||
          !ptrvec_push(u->a, &ex, (void *)(uintptr_t)s))
        return false;
    }
  }
  if (!ex.len) return false;
  u->nexits = ex.len / 2;
  u->exits = arena_alloc(u->a, sizeof(uint32_t) * ex.len);
  if (!u->exits) return false;
  for (uint32_t k = 0; k < ex.len; k++) u->exits[k] = (uint32_t)(uintptr_t)ex.data[k];
  if (u->nexits > 1 && has_escaping_values(u)) {
    /* several ways out: values used after the loop need phis; possible
     * when every exit goes to one block reached only from the loop */
    uint32_t x = u->exits[1];
    for (uint32_t k = 1; k < u->nexits; k++)
      if (u->exits[2 * k + 1] != x) return false;
    for (uint32_t k = 0; k < c->npreds[x]; k++)
      if (!L->in[c->preds[x][k]]) return false;
    u->lcssa = true;
  }
  return true;
}

/* Pick exiting edge e as the counting exit (conditional branch in a block
 * dominating the latch). */
static bool choose_exit(Unroll *u, uint32_t e) {
  const OptCfg *c = u->c;
  u->exiting = u->exits[2 * e];
  u->out = u->exits[2 * e + 1];
  if (!opt_cfg_dominates(c, u->exiting, u->latch)) return false;
  for (uint32_t k = 0; k < e; k++)
    if (u->exits[2 * k] == u->exiting) return false; /* tried already */
  IrInst *t = ir_block_terminator(c->blocks[u->exiting]);
  if (!t || t->op != IR_BR || t->nops != 3 || t->ops[1] == t->ops[2]) return false;
  IrBlock *tb = (IrBlock *)t->ops[1], *fb = (IrBlock *)t->ops[2];
  u->exit_on_true = tb == c->blocks[u->out];
  u->inside = opt_cfg_index(c, u->exit_on_true ? fb : tb);
  return u->inside != OPT_NONE && u->L->in[u->inside];
}

/* Simulate the exit condition; sets u->trip. */
static bool trip_count(Unroll *u) {
  const OptCfg *c = u->c;
  IrModule *m = u->m;
  IrInst *t = ir_block_terminator(c->blocks[u->exiting]);
  IrValue *cond = t->ops[0];
  IrBlock *latch = c->blocks[u->latch], *pre = c->blocks[u->pre];
  OptMap in_slice;
  optmap_init(&in_slice, u->a);
  PtrVec work = {0};
  if (in_loop_inst(u, cond)) {
    if (!optmap_put(&in_slice, cond, cond) || !ptrvec_push(u->a, &work, cond)) return false;
  }
  for (uint32_t w = 0; w < work.len; w++) {
    IrInst *x = work.data[w];
    if (x->op == IR_PHI) {
      if (x->parent != c->blocks[u->header]) return false;
      IrValue *init = phi_incoming(x, pre), *next = phi_incoming(x, latch);
      if (!init || !next || !ir_is_const(init) || init->kind == IR_V_GLOBAL ||
          init->kind == IR_V_FUNC)
        return false;
      if (in_loop_inst(u, next) && !optmap_get(&in_slice, next)) {
        if (!optmap_put(&in_slice, next, next) || !ptrvec_push(u->a, &work, next)) return false;
      }
      continue;
    }
    switch (x->op) {
    case IR_CALL: case IR_LOAD: case IR_STORE: case IR_ALLOCA: case IR_ATOMICRMW:
    case IR_CMPXCHG: case IR_GEP:
      return false;
    default:
      break;
    }
    if (ir_opcode_is_terminator(x->op)) return false;
    for (uint32_t k = 0; k < x->nops; k++) {
      IrValue *o = x->ops[k];
      if (in_loop_inst(u, o)) {
        if (!optmap_get(&in_slice, o)) {
          if (!optmap_put(&in_slice, o, o) || !ptrvec_push(u->a, &work, o)) return false;
        }
      } else if (!ir_is_const(o)) {
        return false; /* depends on a non-constant value from outside */
      }
    }
  }
  /* slice in execution order: loop blocks in rpo, instructions in order */
  PtrVec order = {0}, phis = {0};
  for (uint32_t r = 0; r < c->nrpo; r++) {
    uint32_t b = c->rpo[r];
    if (!u->L->in[b]) continue;
    for (IrInst *i = c->blocks[b]->first; i; i = i->next) {
      if (!optmap_get(&in_slice, i)) continue;
      if (!ptrvec_push(u->a, i->op == IR_PHI ? &phis : &order, i)) return false;
    }
  }
  OptMap env;
  optmap_init(&env, u->a);
  IrValue **nextv = arena_alloc(u->a, sizeof(IrValue *) * (phis.len ? phis.len : 1));
  IrValue *opsbuf[8];
  if (!nextv) return false;
  for (uint32_t k = 0; k < phis.len; k++)
    if (!optmap_put(&env, phis.data[k], phi_incoming(phis.data[k], pre))) return false;
  for (uint32_t iter = 0; iter <= UNROLL_MAX_TRIP; iter++) {
    for (uint32_t k = 0; k < order.len; k++) {
      IrInst *x = order.data[k];
      IrValue **ops = x->nops <= 8 ? opsbuf : arena_alloc(u->a, sizeof(IrValue *) * x->nops);
      if (!ops) return false;
      for (uint32_t o = 0; o < x->nops; o++) {
        IrValue *v = optmap_get(&env, x->ops[o]);
        ops[o] = v ? v : x->ops[o];
      }
      IrValue *r = opt_simplify(m, x, ops);
      if (!r || !ir_is_const(r)) return false;
      if (!optmap_put(&env, x, r)) return false;
    }
    IrValue *cv = optmap_get(&env, cond);
    if (!cv) cv = cond;
    uint64_t b;
    if (!ir_const_is_int(cv, &b)) return false;
    if (((b & 1) != 0) == u->exit_on_true) {
      u->trip = iter;
      return true;
    }
    for (uint32_t k = 0; k < phis.len; k++) {
      IrValue *nv = phi_incoming(phis.data[k], latch);
      IrValue *ev = optmap_get(&env, nv);
      nextv[k] = ev ? ev : nv;
      if (!ir_is_const(nextv[k])) return false;
    }
    for (uint32_t k = 0; k < phis.len; k++)
      if (!optmap_put(&env, phis.data[k], nextv[k])) return false;
  }
  return false;
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

static IrValue *mapv(const OptMap *vm, IrValue *v) {
  IrValue *r = optmap_get(vm, v);
  return r ? r : v;
}

/* LCSSA for the single exit block `out`: every loop value used after the
 * loop gets a phi there (one entry per edge; `out` is only reached from the
 * loop and dominates those uses), and the uses switch to it. */
static bool form_lcssa(Unroll *u) {
  IrModule *m = u->m;
  const OptCfg *c = u->c;
  IrBlock *out = c->blocks[u->out];
  OptMap phi_of;
  optmap_init(&phi_of, u->a);
  for (uint32_t b = 0; b < c->n; b++) {
    if (u->L->in[b]) continue;
    for (IrInst *i = c->blocks[b]->first; i; i = i->next) {
      if (optmap_get(&phi_of, i)) continue; /* a phi made here */
      for (uint32_t o = 0; o < i->nops; o++) {
        IrValue *v = i->ops[o];
        if (!in_loop_inst(u, v)) continue;
        if (i->op == IR_PHI) {
          uint32_t from = opt_cfg_index(c, (IrBlock *)i->ops[o + 1]);
          if (from != OPT_NONE && u->L->in[from]) continue;
        }
        IrInst *phi = optmap_get(&phi_of, v);
        if (!phi) {
          IrBuilder bld;
          if (out->first) ir_builder_before(&bld, m, out->first);
          else ir_builder_at_end(&bld, m, out);
          phi = ir_build(&bld, IR_PHI, v->type, NULL, 0);
          if (!phi || !optmap_put(&phi_of, v, phi) || !optmap_put(&phi_of, phi, phi)) return false;
          const char *nm = v->name && *v->name ? arena_printf(u->a, "%s.lcssa", v->name) : NULL;
          opt_set_name(m, u->f, &phi->v, nm);
          for (uint32_t k = 0; k < c->npreds[u->out]; k++) {
            uint32_t p = c->preds[u->out][k];
            IrInst *d = ir_as_inst(v);
            bool dom = opt_cfg_dominates(c, opt_cfg_index(c, d->parent), p);
            ir_phi_add(m, phi, dom ? v : ir_undef(m, v->type), c->blocks[p]);
          }
        }
        ir_inst_set_operand(i, o, &phi->v);
      }
    }
  }
  return true;
}

static bool do_unroll(Unroll *u) {
  IrModule *m = u->m;
  IrFunc *f = u->f;
  const OptCfg *c = u->c;
  const OptLoop *L = u->L;
  uint32_t k = u->trip, nb = L->nblocks;
  IrBlock *hdr = c->blocks[u->header];
  IrBlock *exb = c->blocks[u->exiting], *out = c->blocks[u->out];
  if (u->lcssa && !form_lcssa(u)) return false;
  /* maps[j]: loop value/block -> copy j (maps[0] is the identity) */
  OptMap *maps = arena_alloc(u->a, sizeof(OptMap) * (k + 1));
  IrBlock ***blk = arena_alloc(u->a, sizeof(IrBlock **) * (k + 1));
  if (!maps || !blk) return false;
  for (uint32_t j = 0; j <= k; j++) {
    optmap_init(&maps[j], u->a);
    blk[j] = arena_alloc(u->a, sizeof(IrBlock *) * nb);
    if (!blk[j]) return false;
  }
  for (uint32_t x = 0; x < nb; x++) blk[0][x] = c->blocks[L->blocks[x]];
  IrBlock *last = blk[0][nb - 1];
  for (uint32_t j = 1; j <= k; j++) {
    OptMap *vm = &maps[j];
    for (uint32_t x = 0; x < nb; x++) {
      IrBlock *ob = blk[0][x];
      const char *nm = ob->v.name ? arena_printf(u->a, "%s.%u", ob->v.name, j) : NULL;
      IrBlock *nbk = ir_block_new_after(f, last, nm);
      if (!nbk || !optmap_put(vm, ob, nbk)) return false;
      blk[j][x] = last = nbk;
    }
    /* header phis of copy j are the latch values of copy j-1 */
    for (IrInst *p = hdr->first; p && p->op == IR_PHI; p = p->next) {
      IrValue *lv = phi_incoming(p, c->blocks[u->latch]);
      if (!lv || !optmap_put(vm, p, mapv(&maps[j - 1], lv))) return false;
    }
    PtrVec clones = {0};
    for (uint32_t x = 0; x < nb; x++) {
      IrBlock *ob = blk[0][x];
      for (IrInst *i = ob->first; i; i = i->next) {
        if (ob == hdr && i->op == IR_PHI) continue;
        IrInst *cl = opt_clone_inst(m, i);
        if (!cl || !optmap_put(vm, i, cl) || !ptrvec_push(u->a, &clones, cl)) return false;
        ir_inst_append(blk[j][x], cl);
        const char *nm = i->v.name && *i->v.name ? arena_printf(u->a, "%s.%u", i->v.name, j) : NULL;
        opt_set_name(m, f, &cl->v, nm);
      }
    }
    for (uint32_t x = 0; x < clones.len; x++) {
      IrInst *cl = clones.data[x];
      for (uint32_t o = 0; o < cl->nops; o++) ir_inst_set_operand(cl, o, mapv(vm, cl->ops[o]));
    }
  }
  /* exit blocks: every copy of an exiting edge brings its own phi entry */
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
          ir_phi_add(m, p, mapv(&maps[j], p->ops[o]), optmap_get(&maps[j], from));
      }
    }
  }
  /* counting exit: into the body for j < k, out of the loop for j = k */
  for (uint32_t j = 0; j <= k; j++) {
    IrBlock *eb = j ? optmap_get(&maps[j], exb) : exb;
    IrInst *t = ir_block_terminator(eb);
    /* (a branch to the header is retargeted with the back edges below) */
    IrBlock *dest = j < k ? (IrBlock *)mapv(&maps[j], &c->blocks[u->inside]->v) : out;
    if (!set_br(m, t, dest)) return false;
  }
  /* back edges: latch of copy j -> header of copy j+1; the last latch is dead */
  for (uint32_t j = 0; j <= k; j++) {
    IrBlock *lb = j ? optmap_get(&maps[j], c->blocks[u->latch]) : c->blocks[u->latch];
    IrBlock *hj = j ? optmap_get(&maps[j], hdr) : hdr;
    IrInst *t = ir_block_terminator(lb);
    if (!t) continue;
    ir_inst_set_md(m, t, "llvm.loop", NULL);
    bool to_header = false;
    for (uint32_t o = 0; o < t->nops; o++) to_header |= t->ops[o] == &hj->v;
    if (!to_header) continue;
    if (j < k) {
      IrBlock *hn = optmap_get(&maps[j + 1], hdr);
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
  /* single way out: uses after the loop see copy k (with LCSSA they
   * already go through phis of the exit block) */
  if (k && !u->lcssa) {
    for (uint32_t b = 0; b < c->n; b++) {
      if (L->in[b]) continue;
      for (IrInst *i = c->blocks[b]->first; i; i = i->next)
        for (uint32_t o = 0; o < i->nops; o++) {
          if (!in_loop_inst(u, i->ops[o])) continue;
          if (i->op == IR_PHI) {
            IrBlock *from = (IrBlock *)i->ops[o + 1];
            uint32_t fi = opt_cfg_index(c, from);
            if (fi == OPT_NONE || L->in[fi]) continue; /* edge entries done above */
          }
          ir_inst_set_operand(i, o, mapv(&maps[k], i->ops[o]));
        }
    }
  }
  return true;
}

/* Try every loop innermost-first; unroll the first that qualifies. */
static bool unroll_one(IrModule *m, IrFunc *f, bool only_forced, bool *did) {
  *did = false;
  Arena a;
  arena_init(&a, NULL);
  bool ok = true;
  OptCfg c;
  OptLoop *loops = NULL;
  uint32_t nl = 0;
  if (!opt_cfg_build(&c, &a, f) || !opt_find_loops(&c, &a, &loops, &nl)) ok = false;
  for (uint32_t li = 0; ok && li < nl && !*did; li++) {
    Unroll u;
    memset(&u, 0, sizeof u);
    u.m = m;
    u.f = f;
    u.a = &a;
    u.c = &c;
    u.L = &loops[li];
    if (!analyse_shape(&u)) continue;
    IrInst *lt = ir_block_terminator(c.blocks[u.latch]);
    IrMD *md = lt ? ir_inst_get_md(lt, "llvm.loop") : NULL;
    if (loop_md_has(md, "llvm.loop.unroll.disable")) continue;
    bool forced = loop_md_has(md, "llvm.loop.unroll.full");
    /* -Od: only the loops the source asks to unroll ([unroll], [unroll(n)]) */
    if (only_forced && !forced && !loop_md_has(md, "llvm.loop.unroll.count")) continue;
    bool found = false;
    for (uint32_t e = 0; e < u.nexits && !found; e++)
      found = choose_exit(&u, e) && trip_count(&u);
    if (!found) continue;
    uint64_t size = 0;
    for (uint32_t x = 0; x < u.L->nblocks; x++)
      for (IrInst *i = c.blocks[u.L->blocks[x]]->first; i; i = i->next) size++;
    uint64_t total = size * ((uint64_t)u.trip + 1);
    if (total > (forced ? UNROLL_FORCED_BUDGET : UNROLL_BUDGET)) continue;
    ok = do_unroll(&u);
    *did = true;
  }
  arena_free(&a);
  if (ok && *did) {
    Arena s;
    arena_init(&s, NULL);
    bool ch = false;
    ok = opt_remove_unreachable(m, f, &s, &ch);
    arena_free(&s);
    if (ok) ok = opt_instsimplify_func(m, f, &ch) && opt_simplifycfg_func(m, f, &ch);
  }
  return ok;
}

bool pass_loop_unroll(PassCtx *ctx, IrModule *m) {
  bool only_forced = ctx && ctx->have_target && ctx->target.no_opt;
  for (uint32_t k = 0; k < m->funcs.len; k++) {
    IrFunc *f = m->funcs.data[k];
    for (uint32_t guard = 0; guard < 100000; guard++) {
      bool did = false;
      if (!unroll_one(m, f, only_forced, &did)) return opt_oom(m, "loop-unroll");
      if (!did) break;
    }
  }
  return true;
}
