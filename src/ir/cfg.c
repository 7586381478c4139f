/* cfg.c - a function's control flow graph and its dominators (see cfg.h):
 * the one dominator computation, used by the verifier and the passes. */
#include "cfg.h"

#include <string.h>

uint32_t ir_cfg_index(const IrCfg *c, const IrBlock *b) {
  if (!b) return IR_CFG_NONE;
  uint32_t k = b->v.num;
  return k < c->n && c->blocks[k] == b ? k : IR_CFG_NONE;
}

bool ir_cfg_reachable(const IrCfg *c, uint32_t b) {
  return b < c->n && c->rpo_num[b] != IR_CFG_NONE;
}

bool ir_cfg_dominates(const IrCfg *c, uint32_t a, uint32_t b) {
  if (!ir_cfg_reachable(c, a) || !ir_cfg_reachable(c, b)) return false;
  return c->dom_in[a] <= c->dom_in[b] && c->dom_out[b] <= c->dom_out[a];
}

static uint32_t intersect(const IrCfg *c, uint32_t a, uint32_t b) {
  while (a != b) {
    while (c->rpo_num[a] > c->rpo_num[b]) a = c->idom[a];
    while (c->rpo_num[b] > c->rpo_num[a]) b = c->idom[b];
  }
  return a;
}

bool ir_cfg_build(IrCfg *c, Arena *a, IrFunc *f) {
  memset(c, 0, sizeof *c);
  c->f = f;
  uint32_t n = f->nblocks;
  c->n = n;
  if (!n) return true;
  /* (counters and the arrays only partly written are cleared; the others
   * are written in full below before any read) */
  c->blocks = arena_alloc_uninit(a, sizeof(IrBlock *) * n);
  c->succs = arena_alloc_uninit(a, sizeof(uint32_t *) * n);
  c->nsuccs = arena_alloc(a, sizeof(uint32_t) * n);
  c->preds = arena_alloc_uninit(a, sizeof(uint32_t *) * n);
  c->npreds = arena_alloc(a, sizeof(uint32_t) * n);
  c->rpo = arena_alloc(a, sizeof(uint32_t) * n);
  c->rpo_num = arena_alloc_uninit(a, sizeof(uint32_t) * n);
  c->idom = arena_alloc_uninit(a, sizeof(uint32_t) * n);
  c->kids = arena_alloc_uninit(a, sizeof(uint32_t *) * n);
  c->nkids = arena_alloc(a, sizeof(uint32_t) * n);
  c->dom_in = arena_alloc(a, sizeof(uint32_t) * n);
  c->dom_out = arena_alloc(a, sizeof(uint32_t) * n);
  uint32_t *tmp = arena_alloc_uninit(a, sizeof(uint32_t) * n);
  uint32_t *stk = arena_alloc_uninit(a, sizeof(uint32_t) * n);
  uint32_t *pos = arena_alloc_uninit(a, sizeof(uint32_t) * n);
  if (!c->blocks || !c->succs || !c->nsuccs || !c->preds || !c->npreds || !c->rpo ||
      !c->rpo_num || !c->idom || !c->kids || !c->nkids || !c->dom_in || !c->dom_out ||
      !tmp || !stk || !pos)
    return false;
  for (uint32_t i = 0; i < n; i++) {
    c->blocks[i] = f->blocks[i];
    f->blocks[i]->v.num = i;
  }
  /* successors (edges in terminator operand order); the edge lists of all
   * blocks share one array (succs[i] points into it), and so do preds and kids */
  IrInst **term = arena_alloc_uninit(a, sizeof(IrInst *) * n);
  if (!term) return false;
  uint32_t nedges = 0;
  for (uint32_t i = 0; i < n; i++) {
    IrInst *t = term[i] = ir_block_terminator(c->blocks[i]);
    if (t)
      for (uint32_t k = 0; k < t->nops; k++)
        if (t->ops[k] && t->ops[k]->kind == IR_V_BLOCK &&
            ir_cfg_index(c, (IrBlock *)t->ops[k]) != IR_CFG_NONE)
          nedges++;
  }
  uint32_t *sbuf = arena_alloc_uninit(a, sizeof(uint32_t) * (nedges ? nedges : 1));
  uint32_t *pbuf = arena_alloc_uninit(a, sizeof(uint32_t) * (nedges ? nedges : 1));
  if (!sbuf || !pbuf) return false;
  uint32_t at = 0;
  for (uint32_t i = 0; i < n; i++) {
    IrInst *t = term[i];
    c->succs[i] = sbuf + at;
    if (t)
      for (uint32_t k = 0; k < t->nops; k++) {
        if (!t->ops[k] || t->ops[k]->kind != IR_V_BLOCK) continue;
        uint32_t s = ir_cfg_index(c, (IrBlock *)t->ops[k]);
        if (s == IR_CFG_NONE) continue;
        sbuf[at++] = s;
        c->nsuccs[i]++;
        c->npreds[s]++;
      }
  }
  at = 0;
  for (uint32_t i = 0; i < n; i++) {
    c->preds[i] = pbuf + at;
    at += c->npreds[i];
    tmp[i] = 0;
  }
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t k = 0; k < c->nsuccs[i]; k++) {
      uint32_t s = c->succs[i][k];
      c->preds[s][tmp[s]++] = i;
    }
  /* reverse postorder by iterative DFS */
  for (uint32_t i = 0; i < n; i++) {
    c->rpo_num[i] = IR_CFG_NONE;
    c->idom[i] = IR_CFG_NONE;
    tmp[i] = 0; /* visited */
  }
  uint32_t sp = 0, npost = 0;
  stk[sp] = 0;
  pos[sp++] = 0;
  tmp[0] = 1;
  while (sp) {
    uint32_t b = stk[sp - 1];
    if (pos[sp - 1] < c->nsuccs[b]) {
      uint32_t s = c->succs[b][pos[sp - 1]++];
      if (!tmp[s]) {
        tmp[s] = 1;
        stk[sp] = s;
        pos[sp++] = 0;
      }
    } else {
      c->rpo[npost++] = b; /* postorder for now */
      sp--;
    }
  }
  c->nrpo = npost;
  for (uint32_t i = 0; i < npost / 2; i++) {
    uint32_t t = c->rpo[i];
    c->rpo[i] = c->rpo[npost - 1 - i];
    c->rpo[npost - 1 - i] = t;
  }
  for (uint32_t i = 0; i < npost; i++) c->rpo_num[c->rpo[i]] = i;
  /* dominators (Cooper, Harvey, Kennedy) */
  c->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t r = 1; r < c->nrpo; r++) {
      uint32_t b = c->rpo[r], nd = IR_CFG_NONE;
      for (uint32_t k = 0; k < c->npreds[b]; k++) {
        uint32_t p = c->preds[b][k];
        if (c->idom[p] == IR_CFG_NONE) continue;
        nd = nd == IR_CFG_NONE ? p : intersect(c, p, nd);
      }
      if (nd != IR_CFG_NONE && c->idom[b] != nd) {
        c->idom[b] = nd;
        changed = true;
      }
    }
  }
  /* dominator tree children in rpo order */
  for (uint32_t i = 0; i < n; i++) tmp[i] = 0;
  for (uint32_t r = 1; r < c->nrpo; r++) tmp[c->idom[c->rpo[r]]]++;
  uint32_t *kbuf = arena_alloc_uninit(a, sizeof(uint32_t) * (c->nrpo ? c->nrpo : 1));
  if (!kbuf) return false;
  at = 0;
  for (uint32_t i = 0; i < n; i++) {
    c->kids[i] = kbuf + at;
    at += tmp[i];
  }
  for (uint32_t r = 1; r < c->nrpo; r++) {
    uint32_t b = c->rpo[r], d = c->idom[b];
    c->kids[d][c->nkids[d]++] = b;
  }
  /* preorder intervals */
  uint32_t clock = 0;
  sp = 0;
  stk[sp] = 0;
  pos[sp++] = 0;
  c->dom_in[0] = clock++;
  while (sp) {
    uint32_t b = stk[sp - 1];
    if (pos[sp - 1] < c->nkids[b]) {
      uint32_t k = c->kids[b][pos[sp - 1]++];
      c->dom_in[k] = clock++;
      stk[sp] = k;
      pos[sp++] = 0;
    } else {
      c->dom_out[b] = clock++;
      sp--;
    }
  }
  return true;
}

bool ir_cfg_frontiers(const IrCfg *c, Arena *a, uint32_t ***dfo, uint32_t **ndfo) {
  uint32_t n = c->n;
  uint32_t **df = arena_alloc(a, sizeof(uint32_t *) * (n ? n : 1));
  uint32_t *ndf = arena_alloc(a, sizeof(uint32_t) * (n ? n : 1));
  uint32_t *cap = arena_alloc(a, sizeof(uint32_t) * (n ? n : 1));
  uint32_t *stamp = arena_alloc(a, sizeof(uint32_t) * (n ? n : 1));
  if (!df || !ndf || !cap || !stamp) return false;
  for (uint32_t i = 0; i < n; i++) stamp[i] = IR_CFG_NONE;
  for (uint32_t b = 0; b < n; b++) {
    if (!ir_cfg_reachable(c, b) || c->npreds[b] < 2) continue;
    for (uint32_t k = 0; k < c->npreds[b]; k++) {
      uint32_t r = c->preds[b][k];
      if (!ir_cfg_reachable(c, r)) continue;
      while (r != c->idom[b]) {
        if (stamp[r] != b) {
          stamp[r] = b;
          if (ndf[r] == cap[r]) {
            uint32_t nc = cap[r] ? cap[r] * 2 : 4;
            uint32_t *nd = arena_alloc(a, sizeof(uint32_t) * nc);
            if (!nd) return false;
            if (ndf[r]) memcpy(nd, df[r], sizeof(uint32_t) * ndf[r]);
            df[r] = nd;
            cap[r] = nc;
          }
          df[r][ndf[r]++] = b;
        }
        if (r == c->idom[r]) break; /* entry */
        r = c->idom[r];
      }
    }
  }
  *dfo = df;
  *ndfo = ndf;
  return true;
}

bool ir_value_dominates_block(const IrCfg *c, IrValue *v, uint32_t b) {
  IrInst *i = ir_as_inst(v);
  if (!i) return true;
  uint32_t d = ir_cfg_index(c, i->parent);
  if (d == IR_CFG_NONE) return false;
  return d != b && ir_cfg_dominates(c, d, b);
}

