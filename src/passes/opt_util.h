/* opt_util.h - shared machinery for the generic optimisation passes
 * (inline, mem2reg, sroa, instsimplify, simplifycfg, loop-unroll, dce,
 * globalopt, early-cse, scalarizer).
 *
 * Analyses here are computed on demand into a scratch arena and are
 * invalidated by any edit; passes rebuild them (uses come from the values'
 * use chains). Block and instruction `v.num` scratch slots are overwritten
 * by ir_cfg_build / opt_number_insts, and by the passes that mark with them
 * while they run (mem2reg's alloca indices, instsimplify's visit order);
 * nothing relies on them surviving across calls. Everything iterates with
 * explicit stacks so the C stack depth never grows with the input. */
#ifndef HLSLC_OPT_UTIL_H
#define HLSLC_OPT_UTIL_H

#include <string.h>

#include "passes.h"
#include "../ir/cfg.h" /* IrCfg: the CFG and dominators (IR_CFG_NONE == OPT_NONE) */

#define OPT_NONE UINT32_MAX

/* Intrinsic names: n is base or base.<suffix> (an overload). A plain loop,
 * inlined: the lowering passes ask it of every declaration against their
 * tables. */
static inline bool opt_name_is(const char *n, const char *base) {
  if (!n) return false;
  size_t i = 0;
  for (; base[i]; i++)
    if (n[i] != base[i]) return false;
  return n[i] == 0 || n[i] == '.';
}
/* The same with both lengths known (nl = strlen(n)): the byte after the
 * base's length settles most table entries before any comparison. */
static inline bool opt_name_has_base(const char *n, size_t nl, const char *base, size_t bl) {
  return bl <= nl && (n[bl] == 0 || n[bl] == '.') && memcmp(n, base, bl) == 0;
}

/* Replacement maps (from -> to, IrValue*): every key goes in through
 * opt_rep_put, which marks it IR_VF_REPLACED, so the walks below test a bit
 * per operand and look up only marked values; opt_resolve follows chains to
 * the final value. */
bool opt_rep_put(PtrMap *rep, IrValue *from, IrValue *to);
IrValue *opt_resolve(const PtrMap *rep, IrValue *v);
/* Rewrite every operand of every instruction in f through rep. */
void opt_apply_replacements(IrFunc *f, const PtrMap *rep);
/* The same, then remove the instructions rep replaces (the replaced values
 * are instructions of f). */
void opt_replace_and_remove(IrFunc *f, const PtrMap *rep);

/* ---- natural loops ------------------------------------------------------ */
typedef struct OptLoop {
  uint32_t header;       /* block index */
  uint32_t *blocks;      /* member block indices, ascending */
  uint32_t nblocks;
  uint8_t *in;           /* membership bitmap over cfg blocks */
  uint32_t *latches;     /* blocks with a back edge to the header */
  uint32_t nlatches;
  uint32_t depth;        /* 1 = outermost */
} OptLoop;

/* Natural loops of reachable code, innermost (deepest) first, then by
 * header position. Back edges whose header does not dominate the latch
 * (irreducible flow) are ignored. false on OOM. */
bool opt_find_loops(const IrCfg *c, Arena *a, OptLoop **out, uint32_t *n);
/* The entry of a loop metadata node (`llvm.loop`) named `key` (a string
 * operand or a node whose first operand is that string), or NULL. */
IrMD *opt_loop_md_find(IrMD *md, const char *key);

/* ---- instruction helpers ---------------------------------------------- */

/* Numbers every instruction of f through v.num (0..n-1, block order);
 * returns n. */
uint32_t opt_number_insts(IrFunc *f);
/* The function containing instruction i (NULL if detached). */
IrFunc *opt_inst_func(const IrInst *i);

/* One use of a value: operand idx of user. */
typedef IrUseRef OptUse;
/* The uses of v by instructions of f (any function when f is NULL), from
 * the def-use chain, in program order (then by operand index): the order a
 * walk over the function's blocks and operands finds them. Returns the
 * count and sets *out (memory from a; NULL with 0 uses or on OOM, which
 * also sets *oom when given). */
uint32_t opt_uses_sorted(Arena *a, IrFunc *f, IrValue *v, OptUse **out, bool *oom);
/* Copy of i with the same operands, flags, indices, attributes and
 * metadata, unnamed and not inserted (the caller names it once inserted:
 * inserting it under i's name noted a second, soon renamed, holder of that
 * name in the function's name table per copy, and those entries made every
 * later lookup of the name walk them all). NULL on OOM. */
IrInst *opt_clone_inst(IrModule *m, const IrInst *i);
/* First instruction of b that is not a phi (NULL if none). */
IrInst *opt_first_non_phi(IrBlock *b);
/* Name v (already placed in f) with a unique version of `name`; NULL/"" or
 * a void value leaves it unnamed. */
void opt_set_name(IrModule *m, IrFunc *f, IrValue *v, const char *name);

/* Phi editing. */
void opt_phi_remove_at(IrInst *phi, uint32_t pair);           /* remove pair k */
/* Make the phis of `b` list exactly `keep` entries for `pred` (drop extras). */
void opt_phis_trim_pred(IrBlock *b, IrBlock *pred, uint32_t keep);
/* Rename incoming block `from` to `to` in the phis of b. */
void opt_phis_replace_pred(IrBlock *b, IrBlock *from, IrBlock *to);
/* Number of CFG edges from `from` to `to`. */
uint32_t opt_edge_count(IrBlock *from, IrBlock *to);
/* Retarget every successor operand of term equal to `from` to `to`. */
void opt_term_replace_succ(IrInst *term, IrBlock *from, IrBlock *to);

/* Removes blocks unreachable from the entry, fixing phis of reachable
 * successors and replacing any stray uses of their values by undef.
 * Sets *changed. false on OOM. */
bool opt_remove_unreachable(IrModule *m, IrFunc *f, Arena *scratch, bool *changed);
/* The same with the function's CFG already built (c is stale afterwards when
 * *changed was set). */
bool opt_remove_unreachable_cfg(IrModule *m, IrFunc *f, const IrCfg *c, Arena *scratch,
                                bool *changed);

/* Removes instructions without uses and without side effects, repeatedly
 * (operands that become unused go too). Sets *changed. false on OOM. */
bool opt_remove_trivially_dead(IrModule *m, IrFunc *f, Arena *a, bool *changed);

/* ---- side effects ----------------------------------------------------- */

/* Callee attributes or known intrinsics say the call neither reads nor
 * writes memory (memory(none) / readnone / pure llvm.dx.* and math). */
bool opt_call_is_readnone(const IrInst *call);
/* The call only reads memory (or is readnone). */
bool opt_call_is_readonly(const IrInst *call);
/* llvm.lifetime.start/end: they touch only the local object they name. */
bool opt_call_is_lifetime(const IrInst *i);
/* Convergent / wave-level operation: never CSE'd or duplicated freely. */
bool opt_call_is_convergent(const IrInst *call);
/* Could removing i (when its result is unused) change behaviour? */
bool opt_inst_has_side_effects(const IrInst *i);
/* i can be removed when it has no uses. */
static inline bool opt_inst_removable(const IrInst *i) { return !opt_inst_has_side_effects(i); }
/* Speculatable: pure and cannot trap (no division, no calls, no loads). */
bool opt_inst_is_speculatable(const IrInst *i);

/* ---- constant folding / simplification ---------------------------------
 * opt_simplify returns an existing value or a constant that `i` is equal
 * to, evaluated with operand list `ops` (i->ops when NULL), or NULL. It
 * never creates instructions. For phis it only folds "all incoming equal
 * (ignoring self references)". */
IrValue *opt_simplify(IrModule *m, IrInst *i, IrValue *const *ops);
/* The constant a dx.op call on constant operands folds to under DXC's
 * rules (dxil_op_fold.c), or NULL; ops as for opt_simplify. */
IrValue *dxil_op_fold(IrModule *m, IrInst *call, IrValue *const *ops);
/* Element idx of an aggregate/vector constant (zero/undef/poison/agg/data),
 * or NULL. */
IrValue *opt_const_elem(IrModule *m, IrValue *c, uint32_t idx);
/* Number of elements of an aggregate/vector type (0 otherwise). */
uint32_t opt_type_nelems(const IrType *t);
/* Type of element idx of an aggregate/vector type (NULL otherwise). */
IrType *opt_type_elem(const IrType *t, uint32_t idx);
/* Is v a constant int (or splat of one) equal to x (masked to width)? */
bool opt_is_const_int(const IrValue *v, uint64_t x);
/* Is v undef or poison? */
static inline bool opt_is_undef(const IrValue *v) {
  return v && (v->kind == IR_V_UNDEF || v->kind == IR_V_POISON);
}

/* ---- function-level workers shared between passes --------------------- */
bool opt_instsimplify_func(IrModule *m, IrFunc *f, bool *changed);
/* The same; with keep_fast, instructions carrying fast-math flags are left
 * as they are (while `precise` markers are pending, dxil-precise has yet to
 * take the flags off the operations a precise value depends on). */
bool opt_instsimplify_func_ex(IrModule *m, IrFunc *f, bool keep_fast, bool *changed);
bool opt_simplifycfg_func(IrModule *m, IrFunc *f, bool *changed);
bool opt_mem2reg_func(IrModule *m, IrFunc *f, bool *changed);
/* The constant a load reads from a `constant` global with an initializer
 * (directly or through constant GEP indices), or NULL (globalopt.c). */
IrValue *opt_fold_global_load(IrModule *m, IrInst *ld);
bool opt_dce_func(IrModule *m, IrFunc *f, bool *changed);

/* Report an out-of-memory condition from a pass (INT_PASS_OOM, 9002). */
bool opt_oom(IrModule *m, const char *pass);

/* Counts, in one walk over the whole module, the uses of every global and
 * function (instruction operands including nested constant expressions,
 * global initializers, metadata). Afterwards ptrmap_get(counts, g) holds
 * the count cast to uintptr_t. false on OOM. */
bool opt_count_global_uses(IrModule *m, Arena *a, PtrMap *counts);

#endif
