/* mem2reg.c - the "mem2reg" pass: SSA construction for allocas.
 *
 * An alloca is promotable when every use is a non-volatile load of exactly
 * the allocated type from it, a non-volatile store of a value of that type
 * to it (the alloca not being the stored value), or a lifetime marker.
 *
 * Classic pruned SSA (Cytron et al.): phis go to the iterated dominance
 * frontier of the storing blocks, restricted to blocks where the variable
 * is live on entry; renaming then walks the CFG depth-first from the entry
 * with the current value of every variable, like LLVM's PromoteMemToReg
 * (one phi entry per CFG edge). Loads before any store read undef.
 * Finally the inserted phis that merge a single value are folded. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

static bool is_lifetime(const IrInst *i) {
  IrFunc *f = ir_call_callee((IrInst *)i);
  return f && f->v.name && strncmp(f->v.name, "llvm.lifetime.", 14) == 0;
}

/* One pending visit of the renaming walk. */
typedef struct RenameItem {
  uint32_t block;    /* block to visit */
  uint32_t pred;     /* predecessor it is reached from, OPT_NONE for the entry */
  uint32_t undo;     /* length of the undo log when queued: the values then */
} RenameItem;

/* An entry of the rename's undo log: alloca ai had value old. */
typedef struct RenameUndo {
  uint32_t ai;
  IrValue *old;
} RenameUndo;

typedef struct M2R {
  IrModule *m;       /* the module (constants, names) */
  IrFunc *f;         /* function being promoted */
  Arena *a;          /* scratch */
  IrCfg cfg;        /* CFG + dominators of f */
  IrInst **allocas;  /* promotable allocas */
  uint32_t n;        /* number of promotable allocas */
  PtrMap phi_of;     /* inserted phi -> alloca index + 1 */
  PtrMap rep;        /* load -> value */
} M2R;

/* The promotable allocas carry their index + 1 in v.num (a pass's scratch
 * slot) while the pass runs; any other value's num may be stale, so the
 * slot it names must hold the value itself. */
static uint32_t alloca_index(M2R *s, IrValue *v) {
  if (!v || v->kind != IR_V_INST || ((IrInst *)v)->op != IR_ALLOCA) return OPT_NONE;
  uint32_t k = v->num;
  return k && k <= s->n && &s->allocas[k - 1]->v == v ? k - 1 : OPT_NONE;
}

/* Collect promotable allocas; false on OOM. */
static bool collect(M2R *s) {
  IrFunc *f = s->f;
  PtrVec cand = {0};
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      if (i->op != IR_ALLOCA || !i->aux_type) continue;
      if (i->nops >= 1 && !opt_is_const_int(i->ops[0], 1)) continue;
      IrType *t = i->aux_type;
      if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_FUNC) continue;
      if (!ptrvec_push(s->a, &cand, i)) return false;
    }
  if (!cand.len) return true;
  s->allocas = arena_alloc(s->a, sizeof(IrInst *) * cand.len);
  if (!s->allocas) return false;
  /* every use of a candidate is an operand on its use chain */
  for (uint32_t ai = 0; ai < cand.len; ai++) {
    IrInst *al = cand.data[ai];
    bool good = true;
    for (IrUse *u = al->v.uses; u && good; u = u->next) {
      IrInst *i = u->user;
      uint32_t k = ir_use_index(u);
      if (i->op == IR_LOAD && k == 0)
        good = !(i->flags & IR_FLAG_VOLATILE) && i->v.type == al->aux_type;
      else if (i->op == IR_STORE && k == 1)
        good = !(i->flags & IR_FLAG_VOLATILE) && i->ops[0]->type == al->aux_type &&
               i->ops[0] != i->ops[1];
      else
        good = i->op == IR_CALL && is_lifetime(i);
    }
    if (!good) continue;
    s->allocas[s->n++] = al;
    al->v.num = s->n;
  }
  return true;
}

/* Which promoted alloca does memory instruction i access (OPT_NONE if none)? */
static uint32_t accessed(M2R *s, IrInst *i) {
  if (i->op == IR_LOAD && i->nops == 1) return alloca_index(s, i->ops[0]);
  if (i->op == IR_STORE && i->nops == 2) return alloca_index(s, i->ops[1]);
  return OPT_NONE;
}

/* Does an alloca with stores in the blocks defs and blocks reading first
 * uses need phis? Not without either; nor when one storing block strictly
 * dominates every reading one: every path to a read passes it, so it is
 * live only in blocks it dominates, while a phi goes where its dominance
 * ends (its iterated frontier) and only into live blocks. LLVM's
 * single-store case, without the liveness (most of this pass on long
 * shaders full of temporaries). */
static bool needs_phis(const IrCfg *c, const PtrVec *defs, const PtrVec *uses) {
  if (!defs->len || !uses->len) return false;
  if (defs->len > 1) return true;
  uint32_t d = (uint32_t)(uintptr_t)defs->data[0];
  for (uint32_t k = 0; k < uses->len; k++) {
    uint32_t u = (uint32_t)(uintptr_t)uses->data[k];
    if (u == d || !ir_cfg_dominates(c, d, u)) return true;
  }
  return false;
}

static bool place_phis(M2R *s) {
  IrCfg *c = &s->cfg;
  uint32_t nb = c->n, n = s->n;
  uint32_t **df, *ndf;
  if (!ir_cfg_frontiers(c, s->a, &df, &ndf)) return false;
  /* per alloca: blocks with stores and blocks where a load comes first */
  PtrVec *defs = arena_alloc(s->a, sizeof(PtrVec) * n);
  PtrVec *uses = arena_alloc(s->a, sizeof(PtrVec) * n);
  uint32_t *last_seen = arena_alloc(s->a, sizeof(uint32_t) * n);
  uint32_t *last_def = arena_alloc(s->a, sizeof(uint32_t) * n);
  uint32_t *isdef = arena_alloc(s->a, sizeof(uint32_t) * nb);
  uint32_t *hasphi = arena_alloc(s->a, sizeof(uint32_t) * nb);
  uint32_t *version = arena_alloc(s->a, sizeof(uint32_t) * (n ? n : 1));
  if (!defs || !uses || !last_seen || !last_def || !isdef || !hasphi || !version)
    return false;
  for (uint32_t k = 0; k < n; k++) last_seen[k] = last_def[k] = OPT_NONE;
  for (uint32_t r = 0; r < c->nrpo; r++) {
    uint32_t b = c->rpo[r];
    for (IrInst *i = c->blocks[b]->first; i; i = i->next) {
      uint32_t ai = accessed(s, i);
      if (ai == OPT_NONE) continue;
      if (last_seen[ai] != b) {
        last_seen[ai] = b;
        if (i->op == IR_LOAD && !ptrvec_push(s->a, &uses[ai], (void *)(uintptr_t)b)) return false;
      }
      if (i->op == IR_STORE && last_def[ai] != b) {
        last_def[ai] = b;
        if (!ptrvec_push(s->a, &defs[ai], (void *)(uintptr_t)b)) return false;
      }
    }
  }
  for (uint32_t b = 0; b < nb; b++) isdef[b] = hasphi[b] = OPT_NONE;
  IrBuilder bld;
  /* Liveness: a block is live-in when it reads first, or is reachable, does
   * not store and has a live-in successor (blocks from which a read is
   * reached before a store). One backward dataflow over the blocks in
   * postorder, to a fixpoint, for 64 allocas at once (a bit each): a walk
   * per alloca cost the blocks of its live range, 1.2 M predecessor visits
   * on long shaders full of temporaries. */
  uint64_t *lv = arena_alloc(s->a, sizeof(uint64_t) * nb * 3);
  if (!lv) return false;
  uint64_t *ub = lv + nb, *db = ub + nb; /* reads first, stores */
  uint32_t batch[64];
  for (uint32_t next = 0; next < n;) {
    uint32_t nbt = 0;
    for (; next < n && nbt < 64; next++)
      if (needs_phis(c, &defs[next], &uses[next])) batch[nbt++] = next;
    if (!nbt) break;
    memset(lv, 0, sizeof(uint64_t) * nb * 3);
    for (uint32_t j = 0; j < nbt; j++) {
      uint32_t ai = batch[j];
      for (uint32_t k = 0; k < uses[ai].len; k++) ub[(uintptr_t)uses[ai].data[k]] |= 1ull << j;
      for (uint32_t k = 0; k < defs[ai].len; k++) db[(uintptr_t)defs[ai].data[k]] |= 1ull << j;
    }
    memcpy(lv, ub, sizeof(uint64_t) * nb);
    for (bool again = true; again;) {
      again = false;
      for (uint32_t r = c->nrpo; r-- > 0;) {
        uint32_t b = c->rpo[r];
        uint64_t out = 0;
        for (uint32_t k = 0, ns = c->nsuccs[b]; k < ns; k++) out |= lv[c->succs[b][k]];
        uint64_t nl = lv[b] | (out & ~db[b]);
        if (nl != lv[b]) {
          lv[b] = nl;
          again = true;
        }
      }
    }
    for (uint32_t j = 0; j < nbt; j++) {
      uint32_t ai = batch[j];
      for (uint32_t k = 0; k < defs[ai].len; k++) isdef[(uintptr_t)defs[ai].data[k]] = ai;
      /* iterated dominance frontier */
      PtrVec work = {0};
      for (uint32_t k = 0; k < defs[ai].len; k++)
        if (!ptrvec_push(s->a, &work, defs[ai].data[k])) return false;
      while (work.len) {
        uint32_t x = (uint32_t)(uintptr_t)work.data[--work.len];
        for (uint32_t k = 0; k < ndf[x]; k++) {
          uint32_t y = df[x][k];
          if (hasphi[y] == ai || !(lv[y] >> j & 1)) continue;
          hasphi[y] = ai;
          IrBlock *yb = c->blocks[y];
          IrInst *al = s->allocas[ai];
          if (yb->first) ir_builder_before(&bld, s->m, yb->first);
          else ir_builder_at_end(&bld, s->m, yb);
          IrInst *phi = ir_build(&bld, IR_PHI, al->aux_type, NULL, 0);
          /* an entry per edge in (rename, and undef for unreachable preds) */
          if (!phi || !ir_inst_reserve_operands(s->m, phi, 2 * c->npreds[y])) return false;
          /* like LLVM: alloca name + "." + per-variable version */
          const char *base = al->v.name && *al->v.name
                                 ? arena_name_dot(s->a, al->v.name, version[ai]++) : NULL;
          opt_set_name(s->m, s->f, &phi->v, base);
          if (!ptrmap_put(&s->phi_of, phi, (void *)(uintptr_t)(ai + 1))) return false;
          if (isdef[y] != ai && !ptrvec_push(s->a, &work, (void *)(uintptr_t)y)) return false;
        }
      }
    }
  }
  return true;
}

/* The current value of every promoted alloca is one array; a queued
 * successor records the length of an undo log instead of a copy of the
 * array (a copy per branch was quadratic in allocas x branches). The
 * worklist is LIFO, so by the time an item is taken every change made
 * after it was queued is undone by rolling the log back to its length. */
static bool rename(M2R *s) {
  IrCfg *c = &s->cfg;
  uint32_t n = s->n;
  uint8_t *visited = arena_alloc(s->a, c->n ? c->n : 1);
  uint8_t *seen_succ = arena_alloc(s->a, c->n ? c->n : 1);
  IrValue **cur = arena_alloc(s->a, sizeof(IrValue *) * (n ? n : 1));
  if (!visited || !seen_succ || !cur) return false;
  for (uint32_t k = 0; k < n; k++) /* (neighbours often share a type: one lookup) */
    cur[k] = k && s->allocas[k]->aux_type == s->allocas[k - 1]->aux_type
                 ? cur[k - 1] : ir_undef(s->m, s->allocas[k]->aux_type);
  VEC(RenameUndo) undo = {0};
  VEC(RenameItem) work = {0};
  RenameItem it0 = {0, OPT_NONE, 0};
  if (!vec_push(s->a, &work, it0)) return false;
#define SET(ai, val)                                                            \
  do {                                                                          \
    RenameUndo u_ = {(ai), cur[ai]};                                            \
    if (!vec_push(s->a, &undo, u_)) return false;                               \
    cur[ai] = (val);                                                            \
  } while (0)
  while (work.len) {
    RenameItem it = work.data[--work.len];
    while (undo.len > it.undo) {
      RenameUndo u = undo.data[--undo.len];
      cur[u.ai] = u.old;
    }
    for (;;) {
      uint32_t b = it.block;
      IrBlock *bb = c->blocks[b];
      /* fill in our phis for every edge pred -> b */
      if (it.pred != OPT_NONE) {
        uint32_t edges = opt_edge_count(c->blocks[it.pred], bb);
        for (IrInst *i = bb->first; i && i->op == IR_PHI; i = i->next) {
          uintptr_t ai = (uintptr_t)ptrmap_get(&s->phi_of, i);
          if (!ai) continue;
          for (uint32_t e = 0; e < edges; e++) ir_phi_add(s->m, i, cur[ai - 1], c->blocks[it.pred]);
        }
      }
      if (visited[b]) break;
      visited[b] = 1;
      for (IrInst *i = bb->first, *nx; i; i = nx) {
        nx = i->next;
        if (i->op == IR_PHI) {
          uintptr_t ai = (uintptr_t)ptrmap_get(&s->phi_of, i);
          if (ai) SET(ai - 1, &i->v);
          continue;
        }
        uint32_t ai = accessed(s, i);
        if (ai != OPT_NONE) {
          if (i->op == IR_LOAD) {
            /* its users take the value now (through its use chain), not
             * from a map applied at the end: every user comes after it in
             * this walk (dominance), and the map of every load of a long
             * shader was a tenth of the memory at SROA's peak */
            for (IrUse *u = i->v.uses, *nu; u; u = nu) {
              nu = u->next;
              ir_inst_set_operand(u->user, ir_use_index(u), cur[ai]);
            }
          } else {
            SET(ai, opt_resolve(&s->rep, i->ops[0]));
          }
          ir_inst_remove(i);
        }
      }
      /* successors: first one continues here, the others are queued */
      uint32_t next = OPT_NONE;
      for (uint32_t k = 0; k < c->nsuccs[b]; k++) seen_succ[c->succs[b][k]] = 0;
      for (uint32_t k = 0; k < c->nsuccs[b]; k++) {
        uint32_t sb = c->succs[b][k];
        if (seen_succ[sb]) continue;
        seen_succ[sb] = 1;
        if (next == OPT_NONE) {
          next = sb;
          continue;
        }
        RenameItem ni = {sb, b, undo.len};
        if (!vec_push(s->a, &work, ni)) return false;
      }
      if (next == OPT_NONE) break;
      it.pred = b;
      it.block = next;
    }
  }
#undef SET
  return true;
}

bool opt_mem2reg_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  M2R s;
  memset(&s, 0, sizeof s);
  s.m = m;
  s.f = f;
  s.a = &scratch;
  ptrmap_init(&s.phi_of, &scratch);
  ptrmap_init(&s.rep, &scratch);
  bool ok = collect(&s);
  if (ok && s.n) {
    *changed = true;
    ok = ir_cfg_build(&s.cfg, &scratch, f) && place_phis(&s) && rename(&s);
    if (ok) {
      IrCfg *c = &s.cfg;
      /* unreachable code: loads read undef, stores vanish; lifetime
       * markers of promoted allocas go everywhere */
      for (uint32_t b = 0; b < c->n && ok; b++)
        for (IrInst *i = c->blocks[b]->first, *nx; i; i = nx) {
          nx = i->next;
          uint32_t ai = accessed(&s, i);
          if (ai != OPT_NONE) {
            if (i->op == IR_LOAD) ok = opt_rep_put(&s.rep, &i->v, ir_undef(m, i->v.type));
            ir_inst_remove(i);
          } else if (i->op == IR_CALL && is_lifetime(i) && i->nops >= 3 &&
                     alloca_index(&s, i->ops[2]) != OPT_NONE) {
            ir_inst_remove(i);
          }
        }
      /* phis in blocks with unreachable predecessors get undef entries */
      for (uint32_t b = 0; b < c->n; b++) {
        if (!ir_cfg_reachable(c, b)) continue;
        for (IrInst *i = c->blocks[b]->first; i && i->op == IR_PHI; i = i->next) {
          if (!ptrmap_get(&s.phi_of, i)) continue;
          for (uint32_t k = 0; k < c->npreds[b]; k++)
            if (!ir_cfg_reachable(c, c->preds[b][k]))
              ir_phi_add(m, i, ir_undef(m, i->v.type), c->blocks[c->preds[b][k]]);
        }
      }
      opt_apply_replacements(f, &s.rep);
      for (uint32_t k = 0; k < s.n; k++) ir_inst_remove(s.allocas[k]);
      /* fold inserted phis that merge one value */
      for (bool again = true; again && ok;) {
        again = false;
        PtrMap rep;
        ptrmap_init(&rep, &scratch);
        for (uint32_t b = 0; b < c->n; b++)
          for (IrInst *i = c->blocks[b]->first, *nx; i && i->op == IR_PHI; i = nx) {
            nx = i->next;
            if (!ptrmap_get(&s.phi_of, i)) continue;
            for (uint32_t k = 0; k < i->nops; k++)
              if (i->ops[k]->kind == IR_V_INST) ir_inst_set_operand(i, k, opt_resolve(&rep, i->ops[k]));
            IrValue *common = NULL;
            bool same = true;
            for (uint32_t k = 0; k + 1 < i->nops && same; k += 2) {
              IrValue *v = i->ops[k];
              if (v == &i->v || opt_is_undef(v)) continue;
              if (!common) common = v;
              else if (common != v) same = false;
            }
            if (!same) continue;
            if (!common) common = ir_undef(m, i->v.type);
            else if (!ir_value_dominates_block(c, common, b)) {
              /* only safe to look through undef when common dominates */
              bool has_undef = false;
              for (uint32_t k = 0; k + 1 < i->nops; k += 2) has_undef |= opt_is_undef(i->ops[k]);
              if (has_undef) continue;
            }
            if (!opt_rep_put(&rep, &i->v, common)) {
              ok = false;
              break;
            }
            ir_inst_remove(i);
            again = true;
          }
        opt_apply_replacements(f, &rep);
      }
    }
  }
  arena_free(&scratch);
  return ok;
}

bool pass_mem2reg(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, opt_mem2reg_func, "mem2reg");
}
