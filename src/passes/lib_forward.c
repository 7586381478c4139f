/* lib_forward.c - the "dxil-lib-forward-handles" pass (library targets).
 *
 * In a library each entry and exported function sets up the resource
 * handles it needs: the front end stores constant-buffer handles into their
 * @X.cb globals at the top of every such function, and `static` resource
 * variables (static RWBuffer<float> g = ResourceDescriptorHeap[i]) in the
 * static initialisation that runs at the start of every entry. globalopt
 * forwards a global's stored value only when there is one store in the
 * module; here, per function, when every store of a handle global in the
 * function stores the same handle (one value, or identical calls: an
 * exported function inlined into an entry brings its own copy of the
 * setup), and the first store is in the entry block, the loads of that
 * function that follow it (later in the entry block, or in any other block,
 * which the entry block dominates) become the first stored value. Stores
 * left without any load in the module, and then the globals, go.
 *
 * Hull shaders likewise (the entry and its patch constant function each
 * set up the handles they use). Other targets: does nothing. */
#include <string.h>

#include "passes.h"

static bool is_handle_global(const IrGlobal *g) {
  return g->linkage != IR_LINK_EXTERNAL && g->value_type && g->value_type->kind == IR_TY_TARGET;
}

/* The same handle: one value, or calls of one pure function (the handle
 * creation intrinsics) with identical operands. */
static bool same_handle(IrValue *a, IrValue *b) {
  if (a == b) return true;
  IrInst *x = ir_as_inst(a), *y = ir_as_inst(b);
  if (!x || !y || x->op != IR_CALL || y->op != IR_CALL || x->nops != y->nops) return false;
  IrFunc *fx = ir_call_callee(x);
  if (!fx || fx != ir_call_callee(y) || !fx->v.name ||
      strncmp(fx->v.name, "llvm.dx.resource.handlefrom", 27) != 0)
    return false;
  for (uint32_t k = 0; k < x->nops; k++)
    if (x->ops[k] != y->ops[k]) return false;
  return true;
}

/* Forward the first (entry-block) store of g in f to f's later loads when
 * every store of g in f stores the same handle. */
static void forward_in_function(IrModule *m, IrFunc *f, IrGlobal *g) {
  IrInst *store = NULL;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (i->op == IR_STORE && i->nops == 2 && i->ops[1] == &g->v) {
        if (!store) store = i;
        else if (!same_handle(store->ops[0], i->ops[0])) return;
      }
  if (!store || store->parent != f->blocks[0]) return;
  IrValue *val = store->ops[0];
  bool after = false;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i;) {
      IrInst *next = i->next;
      if (i == store) after = true;
      else if (after && i->op == IR_LOAD && i->nops == 1 && i->ops[0] == &g->v &&
               i->v.type == val->type) {
        ir_replace_all_uses(m, f, &i->v, val);
        ir_inst_remove(i);
      }
      i = next;
    }
}

bool pass_dxil_lib_forward_handles(PassCtx *ctx, IrModule *m) {
  if (!ctx->have_target ||
      (ctx->dx.target.stage != STAGE_LIBRARY && ctx->dx.target.stage != STAGE_HULL))
    return true;
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    if (!is_handle_global(g)) continue;
    for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
      IrFunc *f = m->funcs.data[fi];
      if (f->nblocks) forward_in_function(m, f, g);
    }
    /* any load left? then the stores stay (and a later pass reports the handle) */
    bool loaded = false;
    for (uint32_t fi = 0; fi < m->funcs.len && !loaded; fi++) {
      IrFunc *f = m->funcs.data[fi];
      for (uint32_t b = 0; b < f->nblocks && !loaded; b++)
        for (IrInst *i = f->blocks[b]->first; i && !loaded; i = i->next)
          if (i->op != IR_STORE)
            for (uint32_t k = 0; k < i->nops; k++) loaded |= i->ops[k] == &g->v;
    }
    if (loaded) continue;
    for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
      IrFunc *f = m->funcs.data[fi];
      for (uint32_t b = 0; b < f->nblocks; b++)
        for (IrInst *i = f->blocks[b]->first; i;) {
          IrInst *next = i->next;
          if (i->op == IR_STORE && i->nops == 2 && i->ops[1] == &g->v) ir_inst_remove(i);
          i = next;
        }
    }
  }
  return true;
}
