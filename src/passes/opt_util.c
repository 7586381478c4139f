/* opt_util.c - maps, CFG/dominators/loops, instruction and phi helpers,
 * side-effect classification shared by the generic optimisation passes.
 * Constant folding lives in opt_fold.c. */
#include "opt_util.h"
#include "../dxil/dxil_ops.h"

#include <stdlib.h>
#include <string.h>

bool opt_rep_put(PtrMap *rep, IrValue *from, IrValue *to) {
  from->vflags |= IR_VF_REPLACED;
  return ptrmap_put(rep, from, to);
}

IrValue *opt_resolve(const PtrMap *rep, IrValue *v) {
  /* Chains are short; the bound protects against accidental cycles. */
  for (int guard = 0; v && guard < 1000000; guard++) {
    if (!(v->vflags & IR_VF_REPLACED)) return v;
    IrValue *t = ptrmap_get(rep, v);
    if (!t || t == v) return v;
    v = t;
  }
  return v;
}

void opt_apply_replacements(IrFunc *f, const PtrMap *rep) {
  if (!rep->len) return;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      for (uint32_t k = 0; k < i->nops; k++) {
        IrValue *v = i->ops[k];
        if (v && (v->vflags & IR_VF_REPLACED) && (v->kind == IR_V_INST || v->kind == IR_V_ARG))
          ir_inst_set_operand(i, k, opt_resolve(rep, v));
      }
}

void opt_replace_and_remove(IrFunc *f, const PtrMap *rep) {
  if (!rep->len) return;
  opt_apply_replacements(f, rep);
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
      nx = i->next;
      if ((i->v.vflags & IR_VF_REPLACED) && ptrmap_get(rep, i)) ir_inst_remove(i);
    }
}

bool opt_oom(IrModule *m, const char *pass) {
  diag_error(m->diag, INT_PASS_OOM, srcloc_none(), "out of memory in pass '%s'", pass);
  return false;
}

/* ---- loops ---------------------------------------------------------------- */

bool opt_find_loops(const IrCfg *c, Arena *a, OptLoop **out, uint32_t *nout) {
  *out = NULL;
  *nout = 0;
  uint32_t n = c->n, cnt = 0, cap = 0;
  OptLoop *loops = NULL;
  uint32_t *stk = arena_alloc(a, sizeof(uint32_t) * (n ? n : 1));
  if (!stk) return false;
  for (uint32_t r = 0; r < c->nrpo; r++) {
    uint32_t h = c->rpo[r], nl = 0;
    for (uint32_t k = 0; k < c->npreds[h]; k++)
      if (ir_cfg_dominates(c, h, c->preds[h][k])) nl++;
    if (!nl) continue;
    if (cnt == cap) {
      uint32_t nc = cap ? cap * 2 : 8;
      OptLoop *nlp = arena_alloc(a, sizeof(OptLoop) * nc);
      if (!nlp) return false;
      if (cnt) memcpy(nlp, loops, sizeof(OptLoop) * cnt);
      loops = nlp;
      cap = nc;
    }
    OptLoop *L = &loops[cnt++];
    memset(L, 0, sizeof *L);
    L->header = h;
    L->in = arena_alloc(a, n);
    L->latches = arena_alloc(a, sizeof(uint32_t) * nl);
    if (!L->in || !L->latches) return false;
    uint32_t sp = 0;
    L->in[h] = 1;
    for (uint32_t k = 0; k < c->npreds[h]; k++) {
      uint32_t p = c->preds[h][k];
      if (!ir_cfg_dominates(c, h, p)) continue;
      bool dup = false;
      for (uint32_t j = 0; j < L->nlatches; j++) dup |= L->latches[j] == p;
      if (dup) continue;
      L->latches[L->nlatches++] = p;
      if (!L->in[p]) {
        L->in[p] = 1;
        stk[sp++] = p;
      }
    }
    while (sp) {
      uint32_t x = stk[--sp];
      for (uint32_t k = 0; k < c->npreds[x]; k++) {
        uint32_t p = c->preds[x][k];
        if (!ir_cfg_reachable(c, p) || L->in[p]) continue;
        L->in[p] = 1;
        stk[sp++] = p;
      }
    }
    for (uint32_t b = 0; b < n; b++) L->nblocks += L->in[b];
    L->blocks = arena_alloc(a, sizeof(uint32_t) * L->nblocks);
    if (!L->blocks) return false;
    uint32_t j = 0;
    for (uint32_t b = 0; b < n; b++)
      if (L->in[b]) L->blocks[j++] = b;
  }
  for (uint32_t i = 0; i < cnt; i++) {
    loops[i].depth = 0;
    for (uint32_t j = 0; j < cnt; j++)
      if (loops[j].in[loops[i].header]) loops[i].depth++;
  }
  /* insertion sort: deeper first, then header rpo position */
  for (uint32_t i = 1; i < cnt; i++) {
    OptLoop t = loops[i];
    uint32_t j = i;
    while (j > 0) {
      OptLoop *p = &loops[j - 1];
      bool before = t.depth > p->depth ||
                    (t.depth == p->depth && c->rpo_num[t.header] < c->rpo_num[p->header]);
      if (!before) break;
      loops[j] = *p;
      j--;
    }
    loops[j] = t;
  }
  *out = loops;
  *nout = cnt;
  return true;
}

/* ---- instruction helpers ----------------------------------------------- */

uint32_t opt_number_insts(IrFunc *f) {
  uint32_t n = 0;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) i->v.num = n++;
  return n;
}

IrFunc *opt_inst_func(const IrInst *i) {
  return i && i->parent ? i->parent->parent : NULL;
}

uint32_t opt_uses_sorted(Arena *a, IrFunc *f, IrValue *v, OptUse **out, bool *oom) {
  uint32_t n = ir_uses_in_order(a, f, v, out);
  if (!n && a->oom && oom) *oom = true;
  return n;
}

IrInst *opt_clone_inst(IrModule *m, const IrInst *i) {
  IrInst *c = ir_inst_new(m, i->op, i->v.type, i->ops, i->nops);
  if (!c) return NULL;
  c->flags = i->flags;
  c->aux = i->aux;
  c->align = i->align;
  c->aux_type = i->aux_type;
  c->call_ret_attrs = i->call_ret_attrs; /* shares its slot with indices: first */
  if (i->nindices) {
    c->indices = arena_dup(m->arena, i->indices, sizeof(uint32_t) * i->nindices);
    if (!c->indices) return NULL;
  }
  c->nindices = i->nindices;
  c->call_attrs = i->call_attrs;
  c->call_arg_attrs = i->call_arg_attrs;
  if (i->nmd) {
    c->md = arena_dup(m->arena, i->md, sizeof(IrMDAttach) * i->nmd);
    if (!c->md) return NULL;
  }
  c->nmd = i->nmd;
  c->loc = i->loc;
  return c;
}

IrInst *opt_first_non_phi(IrBlock *b) {
  IrInst *i = b->first;
  while (i && i->op == IR_PHI) i = i->next;
  return i;
}

void opt_set_name(IrModule *m, IrFunc *f, IrValue *v, const char *name) {
  v->name = NULL;
  if (!name || !*name || v->type->kind == IR_TY_VOID) return;
  ir_value_set_name(m, f, v, name);
}

void opt_phi_remove_at(IrInst *phi, uint32_t pair) {
  uint32_t k = pair * 2;
  if (k + 1 >= phi->nops) return;
  ir_inst_remove_operands(phi, k, 2);
}

void opt_phis_trim_pred(IrBlock *b, IrBlock *pred, uint32_t keep) {
  for (IrInst *i = b->first; i && i->op == IR_PHI; i = i->next) {
    uint32_t seen = 0;
    for (uint32_t k = 0; k + 1 < i->nops;) {
      if (i->ops[k + 1] == &pred->v) {
        if (seen >= keep) {
          opt_phi_remove_at(i, k / 2);
          continue;
        }
        seen++;
      }
      k += 2;
    }
  }
}

void opt_phis_replace_pred(IrBlock *b, IrBlock *from, IrBlock *to) {
  for (IrInst *i = b->first; i && i->op == IR_PHI; i = i->next)
    for (uint32_t k = 1; k < i->nops; k += 2)
      if (i->ops[k] == &from->v) ir_inst_set_operand(i, k, &to->v);
}

uint32_t opt_edge_count(IrBlock *from, IrBlock *to) {
  IrInst *t = ir_block_terminator(from);
  uint32_t n = 0;
  if (t)
    for (uint32_t k = 0; k < t->nops; k++) n += t->ops[k] == &to->v;
  return n;
}

void opt_term_replace_succ(IrInst *term, IrBlock *from, IrBlock *to) {
  if (!term) return;
  for (uint32_t k = 0; k < term->nops; k++)
    if (term->ops[k] == &from->v) ir_inst_set_operand(term, k, &to->v);
}

bool opt_remove_unreachable(IrModule *m, IrFunc *f, Arena *scratch, bool *changed) {
  if (!f->nblocks) return true;
  IrCfg c;
  if (!ir_cfg_build(&c, scratch, f)) return false;
  return opt_remove_unreachable_cfg(m, f, &c, scratch, changed);
}

bool opt_remove_unreachable_cfg(IrModule *m, IrFunc *f, const IrCfg *cfg, Arena *scratch,
                                bool *changed) {
  if (!f->nblocks || cfg->nrpo == cfg->n) return true;
  IrCfg c = *cfg;
  PtrMap rep;
  ptrmap_init(&rep, scratch);
  bool stray = false;
  for (uint32_t b = 0; b < c.n; b++) {
    if (ir_cfg_reachable(&c, b)) continue;
    IrBlock *ub = c.blocks[b];
    for (uint32_t k = 0; k < c.nsuccs[b]; k++) {
      uint32_t s = c.succs[b][k];
      if (ir_cfg_reachable(&c, s)) opt_phis_trim_pred(c.blocks[s], ub, 0);
    }
    for (IrInst *i = ub->first; i; i = i->next)
      if (i->v.type->kind != IR_TY_VOID && !opt_rep_put(&rep, &i->v, ir_undef(m, i->v.type)))
        return false;
  }
  /* stray uses (only possible in invalid IR) become undef; the use chains
   * say whether there are any (the walk below found none on valid IR) */
  for (uint32_t b = 0; b < c.n && !stray; b++)
    if (!ir_cfg_reachable(&c, b))
      for (IrInst *i = c.blocks[b]->first; i && !stray; i = i->next)
        for (IrUse *u = i->v.uses; u && !stray; u = u->next)
          stray = ir_cfg_reachable(&c, ir_cfg_index(&c, u->user->parent));
  for (uint32_t r = 0; stray && r < c.nrpo; r++)
    for (IrInst *i = c.blocks[c.rpo[r]]->first; i; i = i->next)
      for (uint32_t k = 0; k < i->nops; k++) {
        IrValue *v = i->ops[k] && (i->ops[k]->vflags & IR_VF_REPLACED) ? ptrmap_get(&rep, i->ops[k]) : NULL;
        if (v) ir_inst_set_operand(i, k, v);
      }
  for (uint32_t b = 0; b < c.n; b++)
    if (!ir_cfg_reachable(&c, b)) ir_block_remove(c.blocks[b]);
  *changed = true;
  return true;
}

/* ---- side effects -------------------------------------------------------- */

static bool starts(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* llvm.* intrinsics that are plain math on their operands. */
static const char *const pure_llvm[] = {
  "sqrt.", "fabs.", "sin.", "cos.", "tan.", "asin.", "acos.", "atan.", "atan2.", "sinh.",
  "cosh.", "tanh.", "exp.", "exp2.", "exp10.", "log.", "log2.", "log10.", "pow.", "powi.",
  "floor.", "ceil.", "trunc.", "round.", "roundeven.", "rint.", "nearbyint.", "lround.",
  "llround.", "lrint.", "llrint.", "minnum.", "maxnum.", "minimum.", "maximum.", "smin.",
  "smax.", "umin.", "umax.", "abs.", "ctpop.", "ctlz.", "cttz.", "bitreverse.", "bswap.",
  "fma.", "fmuladd.", "copysign.", "is.fpclass.", "fshl.", "fshr.", "sadd.", "uadd.", "ssub.",
  "usub.", "smul.", "umul.", "canonicalize.", "ldexp.", "frexp.", "fptosi.sat.",
  "fptoui.sat.", "scmp.", "ucmp.", "vector.reduce.",
};

typedef enum MemKind { MEM_UNKNOWN, MEM_NONE, MEM_READ, MEM_WRITE } MemKind;

/* IrAttrSet.memo: ATTR_MEMO set once derived, the MemKind in the low bits,
 * ATTR_CONVERGENT when the set has "convergent". */
enum { ATTR_MEMO = 0x80, ATTR_CONVERGENT = 0x40, ATTR_MEM_MASK = 0x0f };
static MemKind attr_mem_derive(const IrAttrSet *s);
static uint8_t attr_memo(const IrAttrSet *s) {
  if (!(s->memo & ATTR_MEMO))
    ((IrAttrSet *)s)->memo = (uint8_t)(ATTR_MEMO | attr_mem_derive(s) |
                                       (ir_attrs_find(s, "convergent") ? ATTR_CONVERGENT : 0));
  return s->memo;
}

static MemKind attr_mem(const IrAttrSet *s) {
  return s ? (MemKind)(attr_memo(s) & ATTR_MEM_MASK) : MEM_UNKNOWN;
}

static MemKind attr_mem_derive(const IrAttrSet *s) {
  /* One pass over the set instead of three ir_attrs_find calls; the
   * priority stays readnone, then readonly, then the first memory(...). */
  bool readonly = false;
  const IrAttr *mem = NULL;
  for (uint32_t i = 0; i < s->n; i++) {
    const char *k = s->attrs[i].key;
    if (k[0] == 'r') {
      if (!strcmp(k, "readnone")) return MEM_NONE;
      if (!strcmp(k, "readonly")) readonly = true;
    } else if (k[0] == 'm' && !mem && !strcmp(k, "memory")) {
      mem = &s->attrs[i];
    }
  }
  if (readonly) return MEM_READ;
  if (mem && mem->value) {
    if (strcmp(mem->value, "none") == 0) return MEM_NONE;
    if (!strstr(mem->value, "write")) return MEM_READ;
    return MEM_WRITE;
  }
  return MEM_UNKNOWN;
}

static MemKind intrinsic_mem(const char *n) {
  if (starts(n, "llvm.dx.")) {
    const char *s = n + 8;
    if (strstr(s, "store") || strstr(s, "updatecounter") || strstr(s, "atomic") ||
        strstr(s, "barrier") || strstr(s, "discard") || strstr(s, "emit") ||
        starts(s, "cut") || strstr(s, "interlocked") || strstr(s, "clip") ||
        strstr(s, "writesamplerfeedback") || starts(s, "set.mesh") || starts(s, "dispatch.mesh"))
      return MEM_WRITE;
    if (starts(s, "get.mesh.payload")) return MEM_READ;
    /* raytracing: TraceRay / CallShader / ReportHit read and write their
     * struct, IgnoreHit / AcceptHitAndEndSearch end the shader; RayTCurrent
     * changes with ReportHit; the other system values are constant */
    if (starts(s, "rt.trace.ray") || starts(s, "rt.call.shader") || starts(s, "rt.report.hit") ||
        starts(s, "rt.ignore.hit") || starts(s, "rt.accept.hit"))
      return MEM_UNKNOWN;
    if (starts(s, "rt.ray.tcurrent")) return MEM_READ;
    /* inline raytracing: allocating, tracing, proceeding, aborting and
     * committing change a query's state; the other methods read it */
    if (starts(s, "rayquery.")) {
      const char *q = s + 9;
      if (starts(q, "allocate") || starts(q, "trace.ray.inline") || starts(q, "proceed") || starts(q, "abort") ||
          starts(q, "commit."))
        return MEM_UNKNOWN;
      return MEM_READ;
    }
    /* Shader Execution Reordering: HitObjects are values (their ops are
     * pure), except tracing, invoking and reordering, which act, and the
     * ops that read a query's state or root table, or write attributes */
    if (starts(s, "hitobject.")) {
      const char *q = s + 10;
      if (starts(q, "trace.ray") || starts(q, "invoke") || starts(q, "maybe.reorder") || starts(q, "attributes"))
        return MEM_UNKNOWN;
      if (starts(q, "from.ray.query") || starts(q, "load.local.root")) return MEM_READ;
      return MEM_NONE;
    }
    /* work graphs: handles and record pointers are values; allocating
     * records, completing them, counting outputs and the cross-group
     * sharing test act; counts and validity read the graph's state */
    if (starts(s, "node.")) {
      const char *q = s + 5;
      if (starts(q, "allocate") || starts(q, "output.complete") || starts(q, "increment") ||
          starts(q, "finished") || starts(q, "barrier"))
        return MEM_UNKNOWN;
      if (starts(q, "get.input.record.count") || starts(q, "output.is.valid")) return MEM_READ;
      return MEM_NONE;
    }
    if (starts(s, "resource.")) {
      if (starts(s, "resource.handlefrom") || starts(s, "resource.getpointer") ||
          starts(s, "resource.getbasepointer") || starts(s, "resource.nonuniformindex") ||
          starts(s, "resource.casthandle"))
        return MEM_NONE;
      return MEM_READ; /* loads, samples, dimensions: read resource memory */
    }
    return MEM_NONE;
  }
  if (starts(n, "llvm.")) {
    const char *s = n + 5;
    for (size_t k = 0; k < sizeof pure_llvm / sizeof *pure_llvm; k++)
      if (starts(s, pure_llvm[k])) return MEM_NONE;
  }
  return MEM_UNKNOWN;
}

/* What a function's name says about it (intrinsic_mem, and the convergent
 * words), derived once per function and kept in IrFunc.memo: these queries
 * run for every call the optimisers look at. */
enum { NAME_MEM_MASK = 0xff, NAME_CONVERGENT = 0x100 };
static bool name_has_convergent_word(const char *n);
static int32_t name_class(IrFunc *f) {
  static const char tag = 0; /* its address identifies this classification */
  int32_t c;
  if (ir_func_memo_get(f, &tag, &c)) return c;
  const char *n = f->v.name ? f->v.name : "";
  return ir_func_memo_set(f, &tag, (int32_t)intrinsic_mem(n) | (name_has_convergent_word(n) ? NAME_CONVERGENT : 0));
}

static MemKind call_mem(const IrInst *call) {
  if (call->op != IR_CALL) return MEM_UNKNOWN;
  IrFunc *f = ir_call_callee((IrInst *)call);
  MemKind k = attr_mem(call->call_attrs);
  if (k == MEM_NONE) return k;
  if (!f) return k;
  MemKind fk = attr_mem(f->fn_attrs);
  if (fk == MEM_NONE) return fk;
  if (f->v.name) {
    MemKind ik = (MemKind)(name_class(f) & NAME_MEM_MASK);
    if (ik != MEM_UNKNOWN) return ik;
  }
  if (fk == MEM_READ || k == MEM_READ) return MEM_READ;
  return fk != MEM_UNKNOWN ? fk : k;
}

bool opt_call_is_readnone(const IrInst *call) { return call_mem(call) == MEM_NONE; }

bool opt_call_is_readonly(const IrInst *call) {
  MemKind k = call_mem(call);
  return k == MEM_NONE || k == MEM_READ;
}

/* Does the name contain wave, Wave, quad, Quad, ddx, ddy, deriv, barrier or
 * Barrier? One scan with a first-letter switch (this runs for every call
 * the optimisers look at; nine strstr calls per query were measurable). */
static bool name_has_convergent_word(const char *n) {
  /* strpbrk skips to the next possible first letter (vectorised in libc) */
  for (const char *p = n; (p = strpbrk(p, "wWqQdbB")) != NULL; p++) {
    switch (*p) {
    case 'w': case 'W':
      if (!strncmp(p + 1, "ave", 3)) return true;
      break;
    case 'q': case 'Q':
      if (!strncmp(p + 1, "uad", 3)) return true;
      break;
    case 'd':
      if ((p[1] == 'd' && (p[2] == 'x' || p[2] == 'y')) || !strncmp(p + 1, "eriv", 4)) return true;
      break;
    case 'b': case 'B':
      if (!strncmp(p + 1, "arrier", 6)) return true;
      break;
    default:
      break;
    }
  }
  return false;
}

bool opt_call_is_convergent(const IrInst *call) {
  if (call->op != IR_CALL) return false;
  if (call->call_attrs && (attr_memo(call->call_attrs) & ATTR_CONVERGENT)) return true;
  IrFunc *f = ir_call_callee((IrInst *)call);
  if (!f) return true;
  if (f->fn_attrs && (attr_memo(f->fn_attrs) & ATTR_CONVERGENT)) return true;
  return (name_class(f) & NAME_CONVERGENT) != 0;
}


bool opt_call_is_lifetime(const IrInst *i) {
  IrFunc *f = i->op == IR_CALL ? ir_call_callee((IrInst *)i) : NULL;
  return f && f->v.name &&
         (!strncmp(f->v.name, "llvm.lifetime.start", 19) || !strncmp(f->v.name, "llvm.lifetime.end", 17));
}

bool opt_inst_has_side_effects(const IrInst *i) {
  switch (i->op) {
  case IR_RET: case IR_BR: case IR_SWITCH: case IR_UNREACHABLE:
  case IR_STORE: case IR_ATOMICRMW: case IR_CMPXCHG:
    return true;
  case IR_LOAD:
    return (i->flags & IR_FLAG_VOLATILE) != 0;
  case IR_CALL: {
    /* a discard whose condition is false does nothing (DXC folds it away:
     * clip() of a constant that is not negative) */
    uint64_t c;
    if (dxil_op_of_call((IrInst *)i) == DXIL_OP_Discard && i->nops > 2 && ir_const_is_int(i->ops[2], &c) && !c)
      return false;
    return !opt_call_is_readonly(i);
  }
  default:
    return false;
  }
}

bool opt_inst_is_speculatable(const IrInst *i) {
  switch (i->op) {
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM: {
    uint64_t d;
    if (!ir_const_is_int(i->ops[1], &d) || d == 0) return false;
    if (i->op == IR_SDIV || i->op == IR_SREM) {
      uint32_t bits = i->ops[1]->type->bits;
      uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
      if (d == mask) return false; /* -1: INT_MIN / -1 traps */
    }
    return true;
  }
  case IR_ALLOCA: case IR_LOAD: case IR_STORE: case IR_ATOMICRMW: case IR_CMPXCHG:
  case IR_PHI: case IR_CALL: case IR_RET: case IR_BR: case IR_SWITCH: case IR_UNREACHABLE:
    return false;
  default:
    return true;
  }
}

/* ---- module-wide global/function use counts ----------------------------- */

typedef struct UseCount {
  PtrMap *counts;
  PtrMap seen_md;
} UseCount;

static bool count_value(UseCount *u, IrValue *v, int depth) {
  if (!v || depth > 64) return true;
  if (v->kind == IR_V_GLOBAL || v->kind == IR_V_FUNC) return ptrmap_incr(u->counts, v);
  if (v->kind == IR_V_CONST_EXPR || v->kind == IR_V_CONST_AGG) {
    IrConst *c = (IrConst *)v;
    for (uint32_t k = 0; k < c->nelems; k++)
      if (!count_value(u, c->elems[k], depth + 1)) return false;
  }
  return true;
}

/* Metadata graphs may be deep or cyclic: explicit stack + visited set. */
static bool count_md(UseCount *u, Arena *a, IrMD *root) {
  PtrVec stk = {0};
  if (!root) return true;
  if (!ptrvec_push(a, &stk, root)) return false;
  while (stk.len) {
    IrMD *md = stk.data[--stk.len];
    if (!md) continue;
    if (md->kind == IR_MD_VALUE) {
      if (!count_value(u, md->value, 0)) return false;
      continue;
    }
    if (md->kind != IR_MD_NODE || ptrmap_get(&u->seen_md, md)) continue;
    if (!ptrmap_put(&u->seen_md, md, md)) return false;
    for (uint32_t k = 0; k < md->nops; k++)
      if (md->ops[k] && !ptrvec_push(a, &stk, md->ops[k])) return false;
  }
  return true;
}

bool opt_count_global_uses(IrModule *m, Arena *a, PtrMap *counts) {
  UseCount u;
  u.counts = counts;
  ptrmap_init(&u.seen_md, a);
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
        for (uint32_t k = 0; k < i->nops; k++) {
          IrValue *v = i->ops[k];
          if (v && v->kind == IR_V_MD) {
            if (!count_md(&u, a, ((IrMDValue *)v)->md)) return false;
          } else if (!count_value(&u, v, 0)) {
            return false;
          }
        }
        for (uint32_t k = 0; k < i->nmd; k++)
          if (!count_md(&u, a, i->md[k].md)) return false;
      }
    for (uint32_t k = 0; k < f->nmd; k++)
      if (!count_md(&u, a, f->md[k].md)) return false;
  }
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    if (g->init && !count_value(&u, g->init, 0)) return false;
  }
  for (uint32_t k = 0; k < m->named_md.len; k++) {
    IrNamedMD *n = m->named_md.data[k];
    for (uint32_t j = 0; j < n->nops; j++)
      if (!count_md(&u, a, n->ops[j])) return false;
  }
  return true;
}

/* ---- trivially dead instructions ---------------------------------------- */

/* Is i used by nothing but itself (a phi feeding itself)? The use chains
 * hold the operands of the instructions in the function's blocks only. */
static bool unused(const IrInst *i) {
  for (const IrUse *u = i->v.uses; u; u = u->next)
    if (u->user != i) return false;
  return true;
}

bool opt_remove_trivially_dead(IrModule *m, IrFunc *f, Arena *a, bool *changed) {
  (void)m;
  opt_number_insts(f); /* (v.num as callers have always found it after this) */
  PtrVec stk = {0};
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (unused(i) && opt_inst_removable(i) && !ptrvec_push(a, &stk, i)) return false;
  /* An operand is pushed at each of its slots that its last use leaves
   * (a counter would push it once, at the last slot): the copy pushed last
   * goes first and the others find it removed. */
  while (stk.len) {
    IrInst *i = stk.data[--stk.len];
    if (!i->parent) continue;
    ir_inst_remove(i);
    *changed = true;
    for (uint32_t k = 0; k < i->nops; k++) {
      IrInst *o = ir_as_inst(i->ops[k]);
      if (o && o != i && o->parent && o->parent->parent == f && unused(o) && opt_inst_removable(o) &&
          !ptrvec_push(a, &stk, o))
        return false;
    }
  }
  return true;
}

/* The entry of a loop metadata node named `key` (a string operand or a
 * node whose first operand is that string), or NULL. */
IrMD *opt_loop_md_find(IrMD *md, const char *key) {
  if (!md || md->kind != IR_MD_NODE) return NULL;
  for (uint32_t k = 0; k < md->nops; k++) {
    IrMD *op = md->ops[k];
    if (!op || op == md) continue;
    if (op->kind == IR_MD_STRING && op->str && strcmp(op->str, key) == 0) return op;
    if (op->kind == IR_MD_NODE && op->nops >= 1 && op->ops[0] &&
        op->ops[0]->kind == IR_MD_STRING && op->ops[0]->str && strcmp(op->ops[0]->str, key) == 0)
      return op;
  }
  return NULL;
}
