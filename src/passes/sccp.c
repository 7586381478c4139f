/* sccp.c - the "sccp" pass: optimistic constant propagation through cycles.
 *
 * instsimplify folds an instruction once its operands are constants; a
 * value carried around a loop by a phi whose other inputs are that same
 * value, or things computed from it, never gets there (x = phi [0, entry],
 * [zext(x != 0), latch] is 0 on every iteration). DXC's optimiser runs
 * LLVM's SCCP, which assumes such values constant until proven otherwise.
 * This is the same lattice walk over the SSA graph (every edge taken as
 * executable): each instruction starts "unknown"; a phi is the one
 * constant its known inputs agree on (unknown inputs ignored), any other
 * pure instruction its fold (opt_simplify) with the known constants
 * substituted; a disagreement, a non-constant input, or anything that
 * reads memory or has side effects is "varying". An undef input of a phi
 * is "unknown" too, as in LLVM 3.7's SCCP (undef may be any value, so the
 * constant the other inputs agree on): a struct field left uninitialized on
 * one path and set to a constant on every other is that constant. Values
 * that end constant replace their instructions. Unlike LLVM's SCCP every
 * CFG edge counts as executable: branches are folded by simplifycfg after. */
#include <string.h>

#include "opt_shared.h"
#include "opt_util.h"

enum { L_UNKNOWN = 0, L_CONST = 1, L_VARYING = 2 };

typedef struct Lat {
  uint8_t state;
  IrValue *c; /* the constant (L_CONST) */
} Lat;

/* A constant the lattice may hold (an interned scalar or aggregate; not
 * undef, whose meet with a constant LLVM's SCCP resolves in ways we do not
 * model). */
static bool is_lat_const(const IrValue *v) {
  switch (v->kind) {
  case IR_V_CONST_INT: case IR_V_CONST_FP: case IR_V_CONST_NULL: case IR_V_CONST_ZERO:
  case IR_V_CONST_AGG: case IR_V_CONST_DATA:
    return true;
  default:
    return false;
  }
}

/* Is i evaluated by folding its operands (no memory, no side effects)? */
static bool is_foldable(const IrInst *i) {
  switch (i->op) {
  case IR_ALLOCA: case IR_LOAD: case IR_STORE: case IR_ATOMICRMW: case IR_CMPXCHG:
  case IR_RET: case IR_BR: case IR_SWITCH: case IR_UNREACHABLE: case IR_PHI:
    return false;
  case IR_CALL:
    return opt_call_is_readnone(i);
  default:
    return i->v.type->kind != IR_TY_VOID;
  }
}

typedef struct Sccp {
  IrModule *m;
  IrFunc *f;
  Lat *lat;      /* by instruction number */
  uint32_t n;
  PtrVec work;   /* worklist of IrInst (an instruction may be queued more than once) */
  Arena *a;
} Sccp;

static Lat *lat_of(Sccp *s, IrValue *v) {
  IrInst *i = ir_as_inst(v);
  if (!i || !i->parent || i->parent->parent != s->f || i->v.num >= s->n) return NULL;
  return &s->lat[i->v.num];
}

static bool push(Sccp *s, IrInst *i) { return ptrvec_push(s->a, &s->work, i); }

/* The new lattice value of i from its operands' current ones. */
static Lat evaluate(Sccp *s, IrInst *i, IrValue **ops) {
  Lat r = {L_VARYING, NULL};
  if (i->op == IR_PHI) {
    IrValue *c = NULL;
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
      IrValue *v = i->ops[k];
      if (v == &i->v) continue;
      Lat *l = lat_of(s, v);
      IrValue *x;
      if (opt_is_undef(v)) continue;
      if (l) {
        if (l->state == L_UNKNOWN) continue;
        if (l->state == L_VARYING) return r;
        x = l->c;
      } else {
        if (!is_lat_const(v)) return r;
        x = v;
      }
      if (c && c != x) return r;
      c = x;
    }
    if (!c) return (Lat){L_UNKNOWN, NULL};
    return (Lat){L_CONST, c};
  }
  if (!is_foldable(i)) return r;
  bool any_const = false;
  for (uint32_t k = 0; k < i->nops; k++) {
    IrValue *v = i->ops[k];
    Lat *l = lat_of(s, v);
    ops[k] = v;
    if (!l) continue;
    if (l->state == L_UNKNOWN) return (Lat){L_UNKNOWN, NULL};
    if (l->state == L_CONST) {
      ops[k] = l->c;
      any_const = true;
    }
  }
  /* nothing known to substitute: instsimplify has folded what folds */
  if (!any_const) return r;
  IrValue *x = opt_simplify(s->m, i, ops);
  if (x && is_lat_const(x)) return (Lat){L_CONST, x};
  return r;
}

static bool sccp_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  Arena a;
  arena_init_child(&a, m->arena);
  Sccp s = {m, f, NULL, 0, {0}, &a};
  s.n = opt_number_insts(f);
  s.lat = arena_alloc(&a, sizeof(Lat) * (s.n ? s.n : 1));
  uint32_t maxops = 1;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (i->nops > maxops) maxops = i->nops;
  IrValue **ops = arena_alloc(&a, sizeof(IrValue *) * maxops);
  bool ok = s.lat && ops;
  if (ok) memset(s.lat, 0, sizeof(Lat) * (s.n ? s.n : 1));
  for (uint32_t b = 0; ok && b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; ok && i; i = i->next) ok = push(&s, i);
  /* the worklist is a stack: seed it so the first instructions come first */
  for (uint32_t k = 0; ok && k < s.work.len / 2; k++) {
    void *t = s.work.data[k];
    s.work.data[k] = s.work.data[s.work.len - 1 - k];
    s.work.data[s.work.len - 1 - k] = t;
  }
  while (ok && s.work.len) {
    IrInst *i = s.work.data[--s.work.len];
    Lat *cur = lat_of(&s, &i->v);
    if (!cur || cur->state == L_VARYING) continue;
    Lat nl = evaluate(&s, i, ops);
    /* monotone: unknown -> constant -> varying */
    if (nl.state == cur->state && nl.c == cur->c) continue;
    if (nl.state < cur->state) continue;
    if (cur->state == L_CONST && nl.state == L_CONST) nl.state = L_VARYING;
    *cur = nl;
    for (IrUse *u = i->v.uses; ok && u; u = u->next) ok = push(&s, u->user);
  }
  /* replace the instructions found constant */
  bool any = false;
  for (uint32_t b = 0; ok && b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      Lat *l = lat_of(&s, &i->v);
      if (!l || l->state != L_CONST || !i->v.uses) continue;
      for (IrUse *u = i->v.uses, *nx; u; u = nx) {
        nx = u->next;
        ir_inst_set_operand(u->user, ir_use_index(u), l->c);
      }
      any = true;
    }
  if (ok && any) {
    *changed = true;
    ok = opt_remove_trivially_dead(m, f, &a, changed);
  }
  arena_free(&a);
  return ok;
}

bool pass_sccp(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, sccp_func, "sccp");
}
