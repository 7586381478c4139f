/* sig_viewid.c - DXC's input-to-output dependency analysis for
 * dx.viewIdState (DXC's ComputeViewIdStateBuilder), used for hlslc's
 * DXC-compatible output.
 *
 * For every output component, the set of instructions contributing to the
 * values stored to it is the closure over:
 *   - the stored value and, recursively, every operand;
 *   - the terminators of the blocks the store (and every contributing
 *     instruction) is control dependent on (post-dominance frontier);
 *   - for loads, every store to the allocas/globals the pointer may reach;
 *   - for phis, the control dependence of the highest legal "definition"
 *     point of each constant incoming value (DXC's dominator-tree marking).
 * The input components read by llvm.dx.load.input / dx.op.loadInput calls
 * in that set are the output's dependencies. Counts are the last packed
 * component + 1 of each signature, and the words are serialized as DXC
 * does: #inputs, #outputs, then per input component ceil(#outputs/32)
 * words of output bits. Graphics entries without ViewID use only. */
#include "sig_viewid.h"

#include "dxil_resources.h"
#include "opt_util.h"

#include <string.h>

typedef struct VCtx {
  Arena *a;
  IrFunc *fn;
  IrCfg cfg;
  uint32_t *ipdom;        /* immediate post-dominator per block; n = virtual exit */
  uint32_t **cd;          /* control dependence: blocks each block depends on */
  uint32_t *ncd;
  IrInst **insts;         /* by number */
  uint32_t ninst;
  PtrMap users;           /* value -> PtrVec* of instructions using it */
  uint32_t *stack;        /* worklist of instruction numbers */
  uint32_t nstack, capstack;
  PtrMap decls_cache;     /* load pointer -> PtrVec* of reaching decls */
  PtrMap stores_cache;    /* decl -> PtrVec* of stores reaching it */
  uint8_t *marked;        /* phi_cf scratch, per block (cleared after use) */
  IrValue **mval;
  uint32_t *touched;      /* blocks marked, to clear */
  bool oom;
} VCtx;

/* ---- post-dominators and control dependence ------------------------------- */

static uint32_t pd_intersect(const uint32_t *ipdom, const uint32_t *order, uint32_t a, uint32_t b) {
  while (a != b) {
    while (order[a] < order[b]) a = ipdom[a];
    while (order[b] < order[a]) b = ipdom[b];
  }
  return a;
}

/* Cooper-Harvey-Kennedy on the reverse CFG with a virtual exit (index n)
 * that every block without successors flows to. */
static bool build_postdom(VCtx *x) {
  IrCfg *c = &x->cfg;
  uint32_t n = c->n;
  x->ipdom = arena_alloc(x->a, sizeof(uint32_t) * (n + 1));
  uint32_t *order = arena_alloc(x->a, sizeof(uint32_t) * (n + 1)); /* postorder number */
  uint32_t *po = arena_alloc(x->a, sizeof(uint32_t) * (n + 1));
  uint32_t *stk = arena_alloc(x->a, sizeof(uint32_t) * (n + 1));
  uint32_t *it = arena_alloc(x->a, sizeof(uint32_t) * (n + 1));
  uint8_t *seen = arena_alloc(x->a, n + 1);
  if (!x->ipdom || !order || !po || !stk || !it || !seen) return false;
  /* Postorder of the reverse graph from the exit: successors of the exit
   * are the blocks without successors; of a block, its predecessors. */
  uint32_t npo = 0, sp = 0;
  stk[sp] = n;
  it[sp++] = 0;
  seen[n] = 1;
  while (sp) {
    uint32_t v = stk[sp - 1];
    uint32_t next = UINT32_MAX;
    if (v == n) {
      while (it[sp - 1] < n && next == UINT32_MAX) {
        uint32_t b = it[sp - 1]++;
        if (ir_cfg_reachable(c, b) && c->nsuccs[b] == 0 && !seen[b]) next = b;
      }
    } else {
      while (it[sp - 1] < c->npreds[v] && next == UINT32_MAX) {
        uint32_t p = c->preds[v][it[sp - 1]++];
        if (ir_cfg_reachable(c, p) && !seen[p]) next = p;
      }
    }
    if (next == UINT32_MAX) {
      order[v] = npo;
      po[npo++] = v;
      sp--;
    } else {
      seen[next] = 1;
      stk[sp] = next;
      it[sp++] = 0;
    }
  }
  /* Blocks that cannot reach an exit (endless loops) hang off the exit. */
  for (uint32_t b = 0; b < n; b++) x->ipdom[b] = UINT32_MAX;
  x->ipdom[n] = n;
  for (uint32_t b = 0; b < n; b++)
    if (!seen[b]) {
      order[b] = 0;
      x->ipdom[b] = n;
    }
  bool changed = true;
  while (changed) {
    changed = false;
    for (uint32_t k = npo; k-- > 0;) {
      uint32_t v = po[k];
      if (v == n) continue;
      uint32_t nd = UINT32_MAX;
      /* Reverse-graph predecessors: successors, or the exit. */
      if (c->nsuccs[v] == 0) nd = n;
      for (uint32_t s = 0; s < c->nsuccs[v]; s++) {
        uint32_t w = c->succs[v][s];
        if (!seen[w] || x->ipdom[w] == UINT32_MAX) continue;
        nd = nd == UINT32_MAX ? w : pd_intersect(x->ipdom, order, w, nd);
      }
      if (nd != UINT32_MAX && x->ipdom[v] != nd) {
        x->ipdom[v] = nd;
        changed = true;
      }
    }
  }
  for (uint32_t b = 0; b < n; b++)
    if (x->ipdom[b] == UINT32_MAX) x->ipdom[b] = n;
  return true;
}

static bool cd_add(VCtx *x, uint32_t blk, uint32_t on) {
  for (uint32_t i = 0; i < x->ncd[blk]; i++)
    if (x->cd[blk][i] == on) return true;
  uint32_t *nl = arena_alloc(x->a, sizeof(uint32_t) * (x->ncd[blk] + 1));
  if (!nl) return false;
  if (x->ncd[blk]) memcpy(nl, x->cd[blk], sizeof(uint32_t) * x->ncd[blk]);
  nl[x->ncd[blk]++] = on;
  x->cd[blk] = nl;
  return true;
}

/* x is control dependent on y when y has an edge to s with x on the
 * post-dominator path from s up to (excluding) ipdom(y). */
static bool build_cd(VCtx *x) {
  IrCfg *c = &x->cfg;
  uint32_t n = c->n;
  x->cd = arena_alloc(x->a, sizeof(uint32_t *) * (n + 1));
  x->ncd = arena_alloc(x->a, sizeof(uint32_t) * (n + 1));
  if (!x->cd || !x->ncd) return false;
  for (uint32_t y = 0; y < n; y++) {
    if (!ir_cfg_reachable(c, y)) continue;
    for (uint32_t s = 0; s < c->nsuccs[y]; s++) {
      uint32_t r = c->succs[y][s];
      for (uint32_t guard = 0; r != x->ipdom[y] && r != n && guard <= n; guard++) {
        if (!cd_add(x, r, y)) return false;
        r = x->ipdom[r];
      }
    }
  }
  return true;
}

/* ---- uses ---------------------------------------------------------------- */

static bool add_user(VCtx *x, IrValue *v, IrInst *user) {
  PtrVec *l = ptrmap_get(&x->users, v);
  if (!l) {
    l = arena_alloc(x->a, sizeof(PtrVec));
    if (!l || !ptrmap_put(&x->users, v, l)) return false;
  }
  return ptrvec_push(x->a, l, user);
}

static bool build_users(VCtx *x) {
  ptrmap_init(&x->users, x->a);
  for (uint32_t i = 0; i < x->ninst; i++) {
    IrInst *in = x->insts[i];
    for (uint32_t k = 0; k < in->nops; k++) {
      IrValue *o = in->ops[k];
      if (o && (o->kind == IR_V_INST || o->kind == IR_V_GLOBAL || o->kind == IR_V_ARG ||
                o->kind == IR_V_CONST_EXPR))
        if (!add_user(x, o, in)) return false;
    }
  }
  return true;
}

/* ---- the closure ---------------------------------------------------------- */

static void push(VCtx *x, IrValue *v) {
  IrInst *i = ir_as_inst(v);
  if (!i || !i->parent || i->parent->parent != x->fn || i->v.num >= x->ninst) return;
  if (x->nstack == x->capstack) {
    uint32_t cap = x->capstack ? x->capstack * 2 : 64;
    uint32_t *ns = arena_alloc(x->a, sizeof(uint32_t) * cap);
    if (!ns) {
      x->oom = true;
      return;
    }
    if (x->nstack) memcpy(ns, x->stack, sizeof(uint32_t) * x->nstack);
    x->stack = ns;
    x->capstack = cap;
  }
  x->stack[x->nstack++] = i->v.num;
}

static void push_cd_terms(VCtx *x, uint32_t blk) {
  for (uint32_t k = 0; k < x->ncd[blk]; k++) {
    IrBlock *b = x->cfg.blocks[x->cd[blk][k]];
    if (b->last) push(x, &b->last->v);
  }
}

static uint32_t block_of(VCtx *x, IrInst *i) { return ir_cfg_index(&x->cfg, i->parent); }

/* Allocas/globals/arguments a pointer may point into (DXC's
 * CollectReachingDecls), appended to out. */
static void reaching_decls_uncached(VCtx *x, IrValue *p, PtrVec *out) {
  IrValue *stk[256];
  uint32_t sp = 0;
  PtrVec seen = {0};
  stk[sp++] = p;
  while (sp) {
    IrValue *v = stk[--sp];
    bool dup = false;
    for (uint32_t k = 0; k < seen.len && !dup; k++) dup = seen.data[k] == v;
    if (dup || !ptrvec_push(x->a, &seen, v)) continue;
    IrInst *i = ir_as_inst(v);
    if (v->kind == IR_V_GLOBAL || v->kind == IR_V_ARG) {
      ptrvec_push(x->a, out, v);
    } else if (v->kind == IR_V_CONST_EXPR) {
      IrConst *ce = (IrConst *)v;
      if (ce->nelems && sp < 256) stk[sp++] = ce->elems[0];
    } else if (i) {
      switch (i->op) {
      case IR_GEP: case IR_BITCAST: case IR_ADDRSPACECAST:
        if (sp < 256) stk[sp++] = i->ops[0];
        break;
      case IR_PHI:
        for (uint32_t k = 0; k + 1 < i->nops; k += 2)
          if (sp < 256) stk[sp++] = i->ops[k];
        break;
      case IR_SELECT:
        if (sp < 255) {
          stk[sp++] = i->ops[1];
          stk[sp++] = i->ops[2];
        }
        break;
      default: /* allocas, calls returning pointers (getpointer) */
        ptrvec_push(x->a, out, v);
        break;
      }
    }
  }
}

static const PtrVec *reaching_decls(VCtx *x, IrValue *p) {
  PtrVec *c = ptrmap_get(&x->decls_cache, p);
  if (c) return c;
  c = arena_alloc(x->a, sizeof *c);
  if (!c || !ptrmap_put(&x->decls_cache, p, c)) {
    x->oom = true;
    return NULL;
  }
  reaching_decls_uncached(x, p, c);
  return c;
}

/* Stores reached through the users of decl (DXC's CollectStores), appended
 * to out. */
static void stores_of_uncached(VCtx *x, IrValue *decl, PtrVec *out) {
  IrValue *stk[256];
  uint32_t sp = 0;
  PtrVec seen = {0};
  stk[sp++] = decl;
  while (sp) {
    IrValue *v = stk[--sp];
    bool dup = false;
    for (uint32_t k = 0; k < seen.len && !dup; k++) dup = seen.data[k] == v;
    if (dup || !ptrvec_push(x->a, &seen, v)) continue;
    IrInst *i = ir_as_inst(v);
    if (i && v != decl) {
      if (i->op == IR_LOAD) continue;
      if (i->op == IR_STORE || i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG) {
        ptrvec_push(x->a, out, v);
        continue;
      }
    }
    PtrVec *us = ptrmap_get(&x->users, v);
    for (uint32_t k = 0; us && k < us->len && sp < 256; k++) stk[sp++] = us->data[k];
  }
}

static void push_stores(VCtx *x, IrValue *decl) {
  PtrVec *c = ptrmap_get(&x->stores_cache, decl);
  if (!c) {
    c = arena_alloc(x->a, sizeof *c);
    if (!c || !ptrmap_put(&x->stores_cache, decl, c)) {
      x->oom = true;
      return;
    }
    stores_of_uncached(x, decl, c);
  }
  for (uint32_t k = 0; k < c->len; k++) push(x, c->data[k]);
}

/* DXC's CollectPhiCFValuesContributingToOutputRec. */
static void phi_cf(VCtx *x, IrInst *phi) {
  IrCfg *c = &x->cfg;
  uint32_t n = c->n;
  uint8_t *marked = x->marked;
  IrValue **mval = x->mval;
  uint32_t ntouched = 0;
#define MARK(b, v) (marked[b] = 1, mval[b] = (v), x->touched[ntouched++] = (b))
  uint32_t entry = c->rpo ? c->rpo[0] : 0;
  uint32_t npairs = phi->nops / 2;
  for (uint32_t k = 0; k < npairs; k++) {
    uint32_t b = ir_cfg_index(c, (IrBlock *)phi->ops[2 * k + 1]);
    if (b == OPT_NONE) continue;
    if (!marked[b] && ntouched < n) MARK(b, phi->ops[2 * k]);
  }
  for (uint32_t k = 0; k < npairs; k++) {
    IrValue *val = phi->ops[2 * k];
    uint32_t def = entry;
    IrInst *di = ir_as_inst(val);
    if (di) def = block_of(x, di);
    uint32_t b = ir_cfg_index(c, (IrBlock *)phi->ops[2 * k + 1]);
    if (b == OPT_NONE || b == def) continue;
    uint32_t node = c->idom[b];
    if (b == entry) node = OPT_NONE;
    for (uint32_t guard = 0; node != OPT_NONE && guard <= n; guard++) {
      if (marked[node]) {
        IrValue *old = mval[node];
        if (old != val && old != NULL && !(ir_is_const(old) && ir_is_const(val))) mval[node] = NULL;
        break;
      }
      if (ntouched >= n) break;
      MARK(node, val);
      if (node == def) break;
      node = node == entry ? OPT_NONE : c->idom[node];
    }
  }
  for (uint32_t k = 0; k < npairs; k++) {
    IrValue *val = phi->ops[2 * k];
    if (!ir_is_const(val)) continue;
    uint32_t b = ir_cfg_index(c, (IrBlock *)phi->ops[2 * k + 1]);
    if (b == OPT_NONE) continue;
    uint32_t node = b, defnode = b;
    for (uint32_t guard = 0; node != OPT_NONE && guard <= n; guard++) {
      if (!marked[node] || mval[node] != val) break;
      defnode = node;
      node = node == entry ? OPT_NONE : c->idom[node];
    }
    push_cd_terms(x, defnode);
  }
#undef MARK
  for (uint32_t k = 0; k < ntouched; k++) {
    marked[x->touched[k]] = 0;
    mval[x->touched[k]] = NULL;
  }
}

/* A call to llvm.dx.eval.* / llvm.dx.attribute.at.vertex (value, ...),
 * whose value operand (ops[1]) names the input element it evaluates. */
static bool is_eval_call(IrInst *i) {
  if (i->op != IR_CALL || i->nops < 2) return false;
  IrFunc *f = ir_call_callee(i);
  const char *nm = f && f->v.name ? f->v.name : "";
  return !strncmp(nm, "llvm.dx.eval.", 13) || !strncmp(nm, "llvm.dx.attribute.at.vertex", 27);
}

/* Add the closure of the pending worklist to set (bit per instruction). */
static void close_set(VCtx *x, uint8_t *set) {
  while (x->nstack && !x->oom) {
    uint32_t num = x->stack[--x->nstack];
    if (set[num >> 3] & (1u << (num & 7))) continue;
    set[num >> 3] |= (uint8_t)(1u << (num & 7));
    IrInst *i = x->insts[num];
    if (i->op == IR_PHI) phi_cf(x, i);
    else if (i->op == IR_LOAD || i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG) {
      const PtrVec *decls = reaching_decls(x, i->ops[0]);
      for (uint32_t k = 0; decls && k < decls->len; k++) push_stores(x, decls->data[k]);
    }
    /* an attribute evaluated by GetAttributeAtVertex / EvaluateAttribute*
     * is read by its own op, not by a loadInput: DXC's table takes no
     * dependency on it (only LoadInput, LoadOutputControlPoint and
     * LoadPatchConstant are sources); the op's other operands count */
    uint32_t k0 = is_eval_call(i) ? 2 : 0;
    for (uint32_t k = 0; k < i->nops; k++)
      if (k0 == 0 || k != 1) push(x, i->ops[k]);
    uint32_t b = block_of(x, i);
    if (b != OPT_NONE) push_cd_terms(x, b);
  }
}

/* ---- signature accesses ----------------------------------------------------- */

/* Is call an input load / output store? Fills element id, row (UINT32_MAX
 * when dynamic), first column, component count and, for stores, the value. */
/* mode: which accesses are the sources and the sinks of a table. */
enum { VIEWID_OCP = 1u << 30 }; /* element id flag: an output control point read */
enum { VM_IO = 0,  /* loadInput -> storeOutput */
       VM_HS_PC,   /* hull patch constant function: loadInput -> storePatchConstant */
       VM_DS_PC,   /* domain: loadPatchConstant -> storeOutput */
       VM_MS_VERT, /* mesh: loadInput -> storeVertexOutput */
       VM_MS_PRIM }; /* mesh: loadInput -> storePrimitiveOutput */

/* Which signature access a callee's name makes it (name prefixes), found
 * once per function and kept in its memo slot: dep_table asks it of every
 * instruction of every dependency set. */
enum {
  SA_LI_INPUT = 1u << 0, SA_LI_PC = 1u << 1, SA_SO_OUT = 1u << 2, SA_SO_PC = 1u << 3,
  SA_SO_VERT = 1u << 4, SA_SO_PRIM = 1u << 5, SA_LO_INPUT = 1u << 6, SA_LO_PC = 1u << 7,
  SA_ST_OUT = 1u << 8, SA_ST_PC = 1u << 9, SA_ST_VERT = 1u << 10, SA_ST_PRIM = 1u << 11,
  SA_OCP_LLVM = 1u << 12, SA_OCP_OP = 1u << 13,
};
static uint32_t sig_name_class(IrFunc *f) {
  static const char tag = 0;
  int32_t memo;
  if (ir_func_memo_get(f, &tag, &memo)) return (uint32_t)memo;
  static const struct { const char *prefix; uint32_t bit; } k[] = {
      {"llvm.dx.load.input", SA_LI_INPUT}, {"llvm.dx.load.patch.constant", SA_LI_PC},
      {"llvm.dx.store.output", SA_SO_OUT}, {"llvm.dx.store.patch.constant", SA_SO_PC},
      {"llvm.dx.store.vertex.output", SA_SO_VERT}, {"llvm.dx.store.primitive.output", SA_SO_PRIM},
      {"dx.op.loadInput.", SA_LO_INPUT}, {"dx.op.loadPatchConstant.", SA_LO_PC},
      {"dx.op.storeOutput.", SA_ST_OUT}, {"dx.op.storePatchConstant.", SA_ST_PC},
      {"dx.op.storeVertexOutput.", SA_ST_VERT}, {"dx.op.storePrimitiveOutput.", SA_ST_PRIM},
      {"llvm.dx.load.output.control.point.", SA_OCP_LLVM}, {"dx.op.loadOutputControlPoint.", SA_OCP_OP},
  };
  const char *nm = f->v.name ? f->v.name : "";
  uint32_t c = 0;
  for (size_t j = 0; j < sizeof k / sizeof k[0]; j++)
    if (!strncmp(nm, k[j].prefix, strlen(k[j].prefix))) c |= k[j].bit;
  return (uint32_t)ir_func_memo_set(f, &tag, (int32_t)c);
}

static bool sig_access_mode(IrInst *i, int mode, bool *input, uint32_t *id, uint32_t *row,
                            uint32_t *col, uint32_t *ncomp, IrValue **val) {
  if (i->op != IR_CALL) return false;
  IrFunc *f = ir_call_callee(i);
  uint32_t cls = f ? sig_name_class(f) : 0;
  if (!cls) return false;
  uint32_t base;
  uint64_t v;
  uint32_t li = mode == VM_DS_PC ? SA_LI_PC : SA_LI_INPUT;
  uint32_t so = mode == VM_HS_PC     ? SA_SO_PC
                : mode == VM_MS_VERT ? SA_SO_VERT
                : mode == VM_MS_PRIM ? SA_SO_PRIM
                                     : SA_SO_OUT;
  uint32_t lo = mode == VM_DS_PC ? SA_LO_PC : SA_LO_INPUT;
  uint32_t st = mode == VM_HS_PC     ? SA_ST_PC
                : mode == VM_MS_VERT ? SA_ST_VERT
                : mode == VM_MS_PRIM ? SA_ST_PRIM
                                     : SA_ST_OUT;
  bool pc_load = false;
  /* hull: output control points read by the patch constant function count
   * as inputs at their output locations (DXC); their ids are marked with
   * VIEWID_OCP */
  bool ocp = mode == VM_HS_PC && (cls & (SA_OCP_LLVM | SA_OCP_OP));
  if (ocp) {
    *input = true;
    base = (cls & SA_OCP_LLVM) ? 1 : 2;
  } else if (cls & (li | so)) {
    *input = (cls & li) != 0;
    base = 1;
  } else if (cls & (lo | st)) {
    *input = (cls & lo) != 0;
    base = 2;
    pc_load = *input && mode == VM_DS_PC; /* loadPatchConstant(op, id, row, col) */
  } else {
    return false;
  }
  if (i->nops < base + (pc_load ? 3 : 4)) return false;
  if (!ir_const_is_int(i->ops[base], &v) || v >= VIEWID_OCP) return false;
  *id = (uint32_t)v | (ocp ? VIEWID_OCP : 0);
  *row = ir_const_is_int(i->ops[base + 1], &v) ? (uint32_t)v : UINT32_MAX;
  if (!ir_const_is_int(i->ops[base + 2], &v)) return false;
  *col = (uint32_t)v;
  IrType *t = *input ? i->v.type : i->ops[base + 3]->type;
  *ncomp = t && t->kind == IR_TY_VECTOR ? (uint32_t)t->count : 1;
  *val = *input ? NULL : i->ops[base + 3];
  return true;
}


static bool placed(const SigElement *e) {
  return e->start_row != SIG_UNALLOCATED_ROW && e->start_col != SIG_UNALLOCATED_COL;
}

/* Last packed component + 1 of the elements of `stream` (UINT32_MAX: all). */
static uint32_t max_loc(const SigElement *els, uint32_t n, uint32_t stream) {
  uint32_t m = 0;
  for (uint32_t k = 0; k < n; k++) {
    const SigElement *e = &els[k];
    if (!placed(e) || !e->rows || !e->cols) continue;
    if (stream != UINT32_MAX && e->stream != stream) continue;
    uint32_t end = (e->start_row + e->rows - 1) * 4 + e->start_col + e->cols - 1 + 1;
    if (end > m) m = end;
  }
  return m > 128 ? 128 : m;
}

/* A read of SV_ViewID: llvm.dx.view.id before op lowering, dx.op.viewID after. */
static bool is_view_id(const IrInst *i) {
  if (i->op != IR_CALL) return false;
  IrFunc *f = ir_call_callee((IrInst *)i);
  const char *nm = f && f->v.name ? f->v.name : "";
  return !strncmp(nm, "llvm.dx.view.id", 15) || !strncmp(nm, "dx.op.viewID.", 13);
}

static bool uses_view_id(const IrFunc *fn) {
  for (uint32_t b = 0; fn && b < fn->nblocks; b++)
    for (const IrInst *i = fn->blocks[b]->first; i; i = i->next)
      if (is_view_id(i)) return true;
  return false;
}

static uint32_t lin(const SigElement *e, uint32_t row, uint32_t col) {
  return (e->start_row + row) * 4 + e->start_col + col;
}

static bool dep_table(Arena *a, IrFunc *fn, int mode, const SigElement *in, uint32_t nin,
                      uint32_t ni, const SigElement *out, uint32_t nout, uint32_t nstreams,
                      bool geometry, const uint32_t *nos, uint32_t no, uint32_t *w,
                      const uint32_t *mask, const uint32_t *base, bool viewid,
                      const SigElement *cp, uint32_t ncp, const uint32_t *cp_tab,
                      uint32_t cp_ow, uint32_t cp_no, const uint32_t *cp_vid);

/* viewid: the shader reads SV_ViewID (a hull shader's patch constant
 * function counts), so each stream's mask of outputs depending on it is
 * serialized, even when fn itself does not read it. */
static bool view_id_words(Arena *a, IrFunc *fn, const SigElement *in, uint32_t nin, const SigElement *out,
                          uint32_t nout, bool geometry, bool viewid, uint32_t **words, uint32_t *nwords);

bool dxil_sig_view_id_dxc(Arena *a, IrFunc *fn, const SigElement *in, uint32_t nin,
                          const SigElement *out, uint32_t nout, bool geometry, uint32_t **words,
                          uint32_t *nwords) {
  return view_id_words(a, fn, in, nin, out, nout, geometry, uses_view_id(fn), words, nwords);
}

static bool view_id_words(Arena *a, IrFunc *fn, const SigElement *in, uint32_t nin, const SigElement *out,
                          uint32_t nout, bool geometry, bool viewid, uint32_t **words, uint32_t *nwords) {
  *words = NULL;
  *nwords = 0;
  uint32_t nstreams = geometry ? 4 : 1;
  uint32_t ni = max_loc(in, nin, UINT32_MAX), nos[4] = {0, 0, 0, 0}, base[4] = {0, 0, 0, 0};
  uint32_t mask[4] = {0, 0, 0, 0};
  uint32_t n = 1, no = 0;
  /* Per stream: #outputs, then (when the shader reads SV_ViewID) the mask of
   * outputs that depend on it, then one output mask per input component
   * (DxilViewIdState::Serialize). */
  for (uint32_t st = 0; st < nstreams; st++) {
    nos[st] = max_loc(out, nout, geometry ? st : UINT32_MAX);
    uint32_t ow = (nos[st] + 31) / 32;
    n += 1;
    mask[st] = n;
    if (viewid) n += ow;
    base[st] = n; /* where the stream's table starts */
    n += ni * ow;
    if (nos[st] > no) no = nos[st];
  }
  uint32_t *w = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  if (!w) return false;
  w[0] = ni;
  for (uint32_t st = 0; st < nstreams; st++) w[mask[st] - 1] = nos[st];
  *words = w;
  *nwords = n;
  return dep_table(a, fn, VM_IO, in, nin, ni, out, nout, nstreams, geometry, nos, no, w, mask, base,
                   viewid, NULL, 0, NULL, 0, 0, NULL);
}

/* Fill the dependency table(s) of fn for the sources (src, ni scalars) and
 * sinks (out, nos[stream] scalars) of `mode`: words w[base[st] + input *
 * ceil(nos/32) ...], the ViewID masks at w[mask[st]] when viewid. */
static bool dep_table_in(Arena *a, IrFunc *fn, int mode, const SigElement *in, uint32_t nin,
                      uint32_t ni, const SigElement *out, uint32_t nout, uint32_t nstreams,
                      bool geometry, const uint32_t *nos, uint32_t no, uint32_t *w,
                      const uint32_t *mask, const uint32_t *base, bool viewid,
                      const SigElement *cp, uint32_t ncp, const uint32_t *cp_tab,
                      uint32_t cp_ow, uint32_t cp_no, const uint32_t *cp_vid) {
  if (!fn || !fn->nblocks || !no || (!ni && !viewid)) return true;

  VCtx x;
  memset(&x, 0, sizeof x);
  x.a = a;
  x.fn = fn;
  if (!ir_cfg_build(&x.cfg, a, fn) || !build_postdom(&x) || !build_cd(&x)) return false;
  x.ninst = opt_number_insts(fn);
  x.insts = arena_alloc(a, sizeof(IrInst *) * (x.ninst + 1));
  if (!x.insts) return false;
  {
    uint32_t k = 0;
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
        if (k < x.ninst) x.insts[k++] = i;
  }
  if (!build_users(&x)) return false;
  ptrmap_init(&x.decls_cache, a);
  ptrmap_init(&x.stores_cache, a);
  x.marked = arena_alloc(a, x.cfg.n + 1);
  x.mval = arena_alloc(a, sizeof(IrValue *) * (x.cfg.n + 1));
  x.touched = arena_alloc(a, sizeof(uint32_t) * (x.cfg.n + 1));
  if (!x.marked || !x.mval || !x.touched) return false;
  uint32_t setbytes = (x.ninst + 7) / 8;
  /* One set per (stream, output component): index stream * 128 + component. */
  uint8_t **sets = arena_alloc(a, sizeof(uint8_t *) * (nstreams * 128 + 1));
  uint8_t *tmp = arena_alloc(a, setbytes + 1);
  if (!sets || !tmp) return false;
  for (uint32_t k = 0; k < x.ninst; k++) {
    IrInst *i = x.insts[k];
    bool input;
    uint32_t id, row, col, nc;
    IrValue *val;
    if (!sig_access_mode(i, mode, &input, &id, &row, &col, &nc, &val) || input || id >= nout)
      continue;
    const SigElement *e = &out[id];
    if (!placed(e)) continue;
    for (uint32_t c = 0; c < nc; c++) {
      /* A vector store contributes its value to each of its columns. */
      memset(tmp, 0, setbytes);
      push(&x, val);
      uint32_t b = block_of(&x, i);
      if (b != OPT_NONE) push_cd_terms(&x, b);
      close_set(&x, tmp);
      if (x.oom) return false;
      uint32_t r0 = row == UINT32_MAX ? 0 : row, r1 = row == UINT32_MAX ? e->rows - 1 : row;
      uint32_t st = geometry && e->stream < 4 ? e->stream : 0;
      for (uint32_t r = r0; r <= r1 && r < e->rows; r++) {
        uint32_t o = lin(e, r, col + c);
        if (o >= nos[st]) continue;
        uint32_t si = st * 128 + o;
        if (!sets[si] && !(sets[si] = arena_alloc(a, setbytes + 1))) return false;
        for (uint32_t q = 0; q < setbytes; q++) sets[si][q] |= tmp[q];
      }
    }
  }
  for (uint32_t si = 0; si < nstreams * 128; si++) {
    if (!sets[si]) continue;
    uint32_t st = si / 128, o = si % 128, ow = (nos[st] + 31) / 32;
    for (uint32_t k = 0; k < x.ninst; k++) {
      if (!(sets[si][k >> 3] & (1u << (k & 7)))) continue;
      if (viewid && is_view_id(x.insts[k])) w[mask[st] + o / 32] |= 1u << (o % 32);
      bool input;
      uint32_t id, row, col, nc;
      IrValue *val;
      if (!sig_access_mode(x.insts[k], mode, &input, &id, &row, &col, &nc, &val) || !input)
        continue;
      if ((id & VIEWID_OCP) ? (id & ~VIEWID_OCP) >= ncp : id >= nin) continue;
      const SigElement *e = (id & VIEWID_OCP) ? &cp[id & ~VIEWID_OCP] : &in[id];
      if (!placed(e)) continue;
      uint32_t r0 = row == UINT32_MAX ? 0 : row, r1 = row == UINT32_MAX ? e->rows - 1 : row;
      for (uint32_t r = r0; r <= r1 && r < e->rows; r++)
        for (uint32_t c = 0; c < nc; c++) {
          uint32_t ii = lin(e, r, col + c);
          if (id & VIEWID_OCP) {
            /* an output control point component: the inputs the entry
             * computes it from (its input -> output table) */
            for (uint32_t q = 0; q < ni && cp_tab && ii < cp_no; q++)
              if (cp_tab[q * cp_ow + ii / 32] & (1u << (ii % 32)))
                w[base[st] + q * ow + o / 32] |= 1u << (o % 32);
            /* ... and SV_ViewID when the entry computes it from that */
            if (viewid && cp_vid && ii < cp_no && (cp_vid[ii / 32] & (1u << (ii % 32))))
              w[mask[st] + o / 32] |= 1u << (o % 32);
            continue;
          }
          if (ii < ni) w[base[st] + ii * ow + o / 32] |= 1u << (o % 32);
        }
    }
  }
  return true;
}

static bool dep_table(Arena *a, IrFunc *fn, int mode, const SigElement *in, uint32_t nin,
                      uint32_t ni, const SigElement *out, uint32_t nout, uint32_t nstreams,
                      bool geometry, const uint32_t *nos, uint32_t no, uint32_t *w,
                      const uint32_t *mask, const uint32_t *base, bool viewid,
                      const SigElement *cp, uint32_t ncp, const uint32_t *cp_tab,
                      uint32_t cp_ow, uint32_t cp_no, const uint32_t *cp_vid) {
  /* all of it is scratch but the caller's w: not in the module's arena */
  Arena scratch;
  arena_init_child(&scratch, a);
  bool ok = dep_table_in(&scratch, fn, mode, in, nin, ni, out, nout, nstreams, geometry, nos, no, w,
                         mask, base, viewid, cp, ncp, cp_tab, cp_ow, cp_no, cp_vid);
  arena_free(&scratch);
  return ok;
}

bool dxil_sig_view_id_dxc_mesh(Arena *a, IrFunc *fn, const SigElement *in, uint32_t nin,
                               const SigElement *out, uint32_t nout, const SigElement *prim,
                               uint32_t nprim, uint32_t **words, uint32_t *nwords) {
  *words = NULL;
  *nwords = 0;
  bool viewid = uses_view_id(fn);
  uint32_t ni = max_loc(in, nin, UINT32_MAX), no = max_loc(out, nout, UINT32_MAX);
  uint32_t np = max_loc(prim, nprim, UINT32_MAX);
  uint32_t ow = (no + 31) / 32, pw = (np + 31) / 32;
  /* #inputs; #outputs, [ViewID mask], table; #primitive outputs, [ViewID
   * mask], table (DxilViewIdState::Serialize) */
  uint32_t omask = 2, obase = omask + (viewid ? ow : 0);
  uint32_t pcount = obase + ni * ow, pmask = pcount + 1, pbase = pmask + (viewid ? pw : 0);
  uint32_t n = pbase + ni * pw;
  uint32_t *w = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  if (!w) return false;
  memset(w, 0, sizeof(uint32_t) * (n + 1));
  w[0] = ni;
  w[1] = no;
  w[pcount] = np;
  *words = w;
  *nwords = n;
  uint32_t nos[1] = {no}, masks[1] = {omask}, bases[1] = {obase};
  if (!dep_table(a, fn, VM_MS_VERT, in, nin, ni, out, nout, 1, false, nos, no, w, masks, bases, viewid, NULL,
                 0, NULL, 0, 0, NULL))
    return false;
  uint32_t pnos[1] = {np}, pmasks[1] = {pmask}, pbases[1] = {pbase};
  return dep_table(a, fn, VM_MS_PRIM, in, nin, ni, prim, nprim, 1, false, pnos, np, w, pmasks, pbases, viewid,
                   NULL, 0, NULL, 0, 0, NULL);
}

bool dxil_sig_view_id_dxc_tess(Arena *a, IrFunc *fn, IrFunc *pcf, bool hull, const SigElement *in,
                               uint32_t nin, const SigElement *out, uint32_t nout,
                               const SigElement *pc, uint32_t npc, uint32_t **words,
                               uint32_t *nwords) {
  uint32_t *w0 = NULL, n0 = 0;
  bool viewid = uses_view_id(fn) || (hull && uses_view_id(pcf));
  if (!view_id_words(a, fn, in, nin, out, nout, false, viewid, &w0, &n0)) return false;
  uint32_t ni = max_loc(in, nin, UINT32_MAX), no = max_loc(out, nout, UINT32_MAX);
  uint32_t np = max_loc(pc, npc, UINT32_MAX);
  /* then #patch constants; hull: [PC outputs depending on ViewID], inputs
   * -> PC outputs; domain: PC inputs -> outputs */
  uint32_t pw = (np + 31) / 32, ow = (no + 31) / 32;
  uint32_t mask = n0 + 1, base = mask + (hull && viewid ? pw : 0);
  uint32_t n = base + (hull ? ni * pw : np * ow);
  uint32_t *w = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  if (!w) return false;
  memcpy(w, w0, sizeof(uint32_t) * n0);
  w[n0] = np;
  *words = w;
  *nwords = n;
  if (hull) {
    uint32_t nos[1] = {np}, masks[1] = {mask}, bases[1] = {base};
    /* the entry's input -> output table (after #inputs, #outputs and its
     * ViewID mask) */
    uint32_t tab = 2 + (viewid ? ow : 0);
    return dep_table(a, pcf, VM_HS_PC, in, nin, ni, pc, npc, 1, false, nos, np, w, masks, bases,
                     viewid, out, nout, tab + ni * ow <= n0 ? w0 + tab : NULL, ow, no,
                     viewid && 2 + ow <= n0 ? w0 + 2 : NULL);
  }
  uint32_t nos[1] = {no}, masks[1] = {0}, bases[1] = {base};
  return dep_table(a, fn, VM_DS_PC, pc, npc, np, out, nout, 1, false, nos, no, w, masks, bases,
                   false, NULL, 0, NULL, 0, 0, NULL);
}
