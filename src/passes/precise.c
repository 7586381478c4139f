/* precise.c - the "dxil-precise" pass: `precise` (DXC's DxilPrecisePropagatePass).
 *
 * HLSL floating-point math is fast (every FP operation carries the `fast`
 * flags) except what computes a value stored into a `precise` variable,
 * array element or struct field. The front end marks each value stored
 * there with a call `dx.hl.precise.<type>(value)`; this pass walks back
 * from those values to everything that produces them and makes it precise:
 *  - FP operations lose their fast-math flags (FP intrinsic calls too:
 *    lowering then marks the dx.op calls !dx.precise, as DXC does);
 *  - the operands of a marked instruction (the arguments of a call) are
 *    marked in turn;
 *  - a marked value read from memory marks every value stored into the
 *    same root object (an alloca or global, through GEPs and casts) and
 *    every call that receives a pointer into it; DXC matches constant GEP
 *    indices, we keep the whole object (a superset: more precise, never
 *    less).
 * The markers and their declarations are removed. It runs after inlining
 * and SROA, so most values reach it as SSA values, and before anything that
 * folds FP operations. DXC also makes precise the conditions a phi of
 * constants depends on (control dependence); that is not done here. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

#define MARKER "dx.hl.precise."

/* -Gis (DXC's IEEE strictness): every floating-point operation and call is
 * precise, as if everything were declared `precise` (lowering then marks
 * the FP-valued dx.op calls !dx.precise). */
static void make_all_precise(IrModule *m) {
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) i->flags &= ~(uint32_t)IR_FMF_FAST;
  }
}

static bool is_marker(IrInst *i) {
  if (i->op != IR_CALL) return false;
  IrFunc *f = ir_call_callee(i);
  return f && f->v.name && strncmp(f->v.name, MARKER, sizeof MARKER - 1) == 0;
}

typedef VEC(IrInst *) InstVec;

typedef struct Precise {
  Arena *a;
  PtrMap writers;   /* root object -> InstVec* of stores into it and calls given a pointer into it */
  PtrMap done;      /* values already marked */
  VEC(IrValue *) work;
} Precise;

static bool add_writer(Precise *p, IrValue *root, IrInst *i) {
  InstVec *v = ptrmap_get(&p->writers, root);
  if (!v) {
    v = arena_alloc(p->a, sizeof(InstVec));
    if (!v) return false;
    memset(v, 0, sizeof *v);
    if (!ptrmap_put(&p->writers, root, v)) return false;
  }
  return vec_push(p->a, v, i);
}

static bool index_writers(Precise *p, IrFunc *f) {
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      if (i->op == IR_STORE && i->nops == 2) {
        if (!add_writer(p, ir_pointer_root(i->ops[1]), i)) return false;
      } else if ((i->op == IR_CALL && !is_marker(i)) || i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG) {
        for (uint32_t k = i->op == IR_CALL ? 1 : 0; k < i->nops; k++)
          if (i->ops[k]->type && i->ops[k]->type->kind == IR_TY_PTR &&
              !add_writer(p, ir_pointer_root(i->ops[k]), i))
            return false;
      }
    }
  return true;
}

static bool push(Precise *p, IrValue *v) {
  if (!v || ptrmap_get(&p->done, v)) return true;
  return ptrmap_put(&p->done, v, v) && vec_push(p->a, &p->work, v);
}

static bool propagate(Precise *p) {
  while (p->work.len) {
    IrValue *v = p->work.data[--p->work.len];
    if (v->type && v->type->kind == IR_TY_PTR) {
      InstVec *w = ptrmap_get(&p->writers, ir_pointer_root(v));
      for (uint32_t k = 0; w && k < w->len; k++) {
        IrInst *i = w->data[k];
        if (!push(p, i->op == IR_STORE ? i->ops[0] : &i->v)) return false;
      }
    }
    if (v->kind != IR_V_INST) continue;
    IrInst *i = (IrInst *)v;
    i->flags &= ~(uint32_t)IR_FMF_FAST;
    for (uint32_t k = i->op == IR_CALL ? 1 : 0; k < i->nops; k++)
      if (!push(p, i->ops[k])) return false;
  }
  return true;
}

bool pass_dxil_precise(PassCtx *ctx, IrModule *m) {
  if (ctx->have_target && ctx->dx.target.ieee_strict) make_all_precise(m);
  bool any = false;
  for (uint32_t f = 0; f < m->funcs.len && !any; f++) {
    IrFunc *fn = m->funcs.data[f];
    any = fn->v.name && strncmp(fn->v.name, MARKER, sizeof MARKER - 1) == 0;
  }
  if (!any) return true;
  Arena a;
  arena_init_child(&a, m->arena);
  bool ok = true;
  for (uint32_t f = 0; f < m->funcs.len && ok; f++) {
    IrFunc *fn = m->funcs.data[f];
    if (!fn->nblocks) continue;
    Precise p = {&a, {0}, {0}, {0}};
    ptrmap_init(&p.writers, &a);
    ptrmap_init(&p.done, &a);
    bool have = false;
    for (uint32_t b = 0; b < fn->nblocks && !have; b++)
      for (IrInst *i = fn->blocks[b]->first; i && !have; i = i->next) have = is_marker(i);
    if (!have) continue;
    ok = index_writers(&p, fn);
    for (uint32_t b = 0; b < fn->nblocks && ok; b++)
      for (IrInst *i = fn->blocks[b]->first; i && ok;) {
        IrInst *next = i->next;
        if (is_marker(i)) {
          ok = i->nops < 2 || (push(&p, i->ops[1]) && propagate(&p));
          ir_inst_remove(i);
        }
        i = next;
      }
  }
  arena_free(&a);
  for (uint32_t f = m->funcs.len; ok && f-- > 0;) {
    IrFunc *fn = m->funcs.data[f];
    if (fn->v.name && strncmp(fn->v.name, MARKER, sizeof MARKER - 1) == 0) ir_module_remove_func(m, fn);
  }
  return ok || opt_oom(m, "dxil-precise");
}
