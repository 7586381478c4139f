/* cfg.h - the control flow graph of one function and its dominator tree
 * (Cooper, Harvey and Kennedy over reverse postorder), with dominance
 * frontiers: the one dominator computation of hlslc, used by the IR
 * verifier (dominance of uses) and the passes (opt_util.h's loops, mem2reg,
 * GVN, ...). Edges are the block operands of each terminator, in operand
 * order, duplicates kept. */
#ifndef HLSLC_IR_CFG_H
#define HLSLC_IR_CFG_H

#include "ir.h"

#define IR_CFG_NONE UINT32_MAX /* no block: unreachable, or not in the function */

typedef struct IrCfg {
  IrFunc *f;             /* the function analysed */
  uint32_t n;            /* number of blocks */
  IrBlock **blocks;      /* index -> block (f->blocks order at build time) */
  uint32_t **succs;      /* successor edges per block (duplicates kept) */
  uint32_t *nsuccs;
  uint32_t **preds;      /* predecessor edges per block (duplicates kept) */
  uint32_t *npreds;
  uint32_t *rpo;         /* reachable blocks in reverse postorder */
  uint32_t nrpo;
  uint32_t *rpo_num;     /* position in rpo; IR_CFG_NONE when unreachable */
  uint32_t *idom;        /* immediate dominator; entry -> itself; IR_CFG_NONE unreachable */
  uint32_t **kids;       /* dominator-tree children, in rpo order */
  uint32_t *nkids;
  uint32_t *dom_in, *dom_out; /* preorder interval on the dominator tree */
} IrCfg;

/* Builds the CFG of f (numbering blocks through v.num). false on OOM. */
bool ir_cfg_build(IrCfg *c, Arena *a, IrFunc *f);
/* Index of b in c (IR_CFG_NONE if b is not a block of the analysed function). */
uint32_t ir_cfg_index(const IrCfg *c, const IrBlock *b);
bool ir_cfg_reachable(const IrCfg *c, uint32_t b);
/* Does block a dominate block b (reflexive)? Unreachable blocks: false. */
bool ir_cfg_dominates(const IrCfg *c, uint32_t a, uint32_t b);
/* Dominance frontiers (each list duplicate-free). false on OOM. */
bool ir_cfg_frontiers(const IrCfg *c, Arena *a, uint32_t ***df, uint32_t **ndf);
/* Does value v (instruction, argument or constant) dominate the start of
 * block b? Constants and arguments always do. */
bool ir_value_dominates_block(const IrCfg *c, IrValue *v, uint32_t b);

#endif
