/* opt_shared.h - small helpers several generic passes share (the
 * per-function pass driver; moving a block's tail into another block;
 * turning a terminator into a plain branch),
 * built on opt_util.h. Inline, so a pass pays only for what it uses. */
#ifndef HLSLC_OPT_SHARED_H
#define HLSLC_OPT_SHARED_H

#include "opt_util.h"

/* Moves `first` and every instruction after it in its block to the end of
 * `to`. The moved terminator's successors then come from `to`, so their
 * phis name `to` instead of `from`. */
static inline void opt_splice_tail(IrInst *first, IrBlock *from, IrBlock *to) {
  for (IrInst *i = first, *nx; i; i = nx) {
    nx = i->next;
    ir_inst_move_to_end(to, i);
  }
  IrInst *t = ir_block_terminator(to);
  if (t)
    for (uint32_t k = 0; k < t->nops; k++)
      if (t->ops[k] && t->ops[k]->kind == IR_V_BLOCK)
        opt_phis_replace_pred((IrBlock *)t->ops[k], from, to);
}

/* Replaces terminator t by `br label %dest` at t's source location; the
 * caller fixes the phis of the blocks t branched to. False when out of
 * memory (t is then left in place). */
static inline bool opt_replace_term_with_br(IrModule *m, IrInst *t, IrBlock *dest) {
  IrValue *d = &dest->v;
  IrInst *br = ir_inst_new(m, IR_BR, ir_type_void(m), &d, 1);
  if (!br) return false;
  br->loc = t->loc;
  ir_inst_insert_before(t, br);
  ir_inst_remove(t);
  return true;
}

/* The body of a function-at-a-time pass: fn, the pass's worker, on every
 * function of m. A failure is an out-of-memory one, reported as pass `name`
 * (opt_oom), and stops the pass. */
static inline bool opt_run_on_funcs(IrModule *m, bool (*fn)(IrModule *m, IrFunc *f, bool *changed),
                                    const char *name) {
  for (uint32_t k = 0; k < m->funcs.len; k++) {
    bool changed = false;
    if (!fn(m, m->funcs.data[k], &changed)) return opt_oom(m, name);
  }
  return true;
}

#endif
