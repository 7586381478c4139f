/* opt_splice.h - moving the tail of a block into another, for passes that
 * split or merge blocks (inline, simplifycfg). Kept apart from opt_util.h
 * (which it needs) so it can be included only where blocks are spliced. */
#ifndef HLSLC_OPT_SPLICE_H
#define HLSLC_OPT_SPLICE_H

#include "opt_util.h"

/* Moves `first` and every instruction after it in its block to the end of
 * `to`. The moved terminator's successors then come from `to`, so their
 * phis name `to` instead of `from`. */
static inline void opt_splice_tail(IrInst *first, IrBlock *from, IrBlock *to) {
  for (IrInst *i = first, *nx; i; i = nx) {
    nx = i->next;
    ir_inst_remove(i);
    ir_inst_append(to, i);
  }
  IrInst *t = ir_block_terminator(to);
  if (t)
    for (uint32_t k = 0; k < t->nops; k++)
      if (t->ops[k] && t->ops[k]->kind == IR_V_BLOCK)
        opt_phis_replace_pred((IrBlock *)t->ops[k], from, to);
}

#endif
