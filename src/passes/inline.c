/* inline.c - the "inline" pass: inline every call to a function with a
 * body, then delete internal functions left without uses.
 *
 * HLSL has no recursion: a call cycle is reported as error 6001.
 * Functions are processed callees-first (post-order of the call graph) so
 * each callee is already flat when it is copied into its callers.
 *
 * Inlining one call `%r = call T @g(args)` in block B:
 *   B is split after the call into B' (the code after the call), the
 *   callee's entry block is copied straight into B, its other blocks are
 *   copied between B and B', static allocas of the callee entry move to the
 *   caller's entry block, every `ret` becomes `br label %B'`, and %r becomes
 *   the returned value (a phi in B' when there are several returns). When
 *   there is exactly one return, B' is merged back into its predecessor. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

/* Call-graph edges among defined functions; detects cycles and yields a
 * callees-first order. Iterative DFS (explicit stack). */
static bool inline_order(PassCtx *ctx, IrModule *m, Arena *a, IrFunc ***order, uint32_t *norder,
                         bool *cycle) {
  uint32_t nf = m->funcs.len;
  *cycle = false;
  PtrMap idx;
  ptrmap_init(&idx, a);
  for (uint32_t k = 0; k < nf; k++)
    if (!ptrmap_put(&idx, m->funcs.data[k], (void *)(uintptr_t)(k + 1))) return false;
  /* collect call sites per function: (callee index, call inst) */
  IrInst ***calls = arena_alloc(a, sizeof(IrInst **) * (nf ? nf : 1));
  uint32_t *ncalls = arena_alloc(a, sizeof(uint32_t) * (nf ? nf : 1));
  uint8_t *state = arena_alloc(a, nf ? nf : 1); /* 0 new, 1 on stack, 2 done */
  uint32_t *stk = arena_alloc(a, sizeof(uint32_t) * (nf ? nf : 1));
  uint32_t *pos = arena_alloc(a, sizeof(uint32_t) * (nf ? nf : 1));
  IrFunc **out = arena_alloc(a, sizeof(IrFunc *) * (nf ? nf : 1));
  if (!calls || !ncalls || !state || !stk || !pos || !out) return false;
  for (uint32_t k = 0; k < nf; k++) {
    IrFunc *f = m->funcs.data[k];
    PtrVec v = {0};
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
        IrFunc *g = i->op == IR_CALL ? ir_call_callee(i) : NULL;
        if (g && g->nblocks && !ptrvec_push(a, &v, i)) return false;
      }
    calls[k] = (IrInst **)v.data;
    ncalls[k] = v.len;
  }
  uint32_t no = 0;
  for (uint32_t root = 0; root < nf; root++) {
    if (state[root]) continue;
    uint32_t sp = 0;
    stk[sp] = root;
    pos[sp++] = 0;
    state[root] = 1;
    while (sp) {
      uint32_t f = stk[sp - 1];
      if (pos[sp - 1] < ncalls[f]) {
        IrInst *call = calls[f][pos[sp - 1]++];
        uint32_t g = (uint32_t)(uintptr_t)ptrmap_get(&idx, ir_call_callee(call)) - 1;
        if (g >= nf) continue;
        if (state[g] == 1) {
          IrFunc *cf = m->funcs.data[g];
          diag_error(ctx->diag, INLINE_RECURSION, call->loc,
                     "recursion is not allowed (call cycle through '%s')",
                     cf->v.name ? cf->v.name : "");
          *cycle = true;
          return true;
        }
        if (state[g] == 0) {
          state[g] = 1;
          stk[sp] = g;
          pos[sp++] = 0;
        }
      } else {
        state[f] = 2;
        out[no++] = m->funcs.data[f];
        sp--;
      }
    }
  }
  *order = out;
  *norder = no;
  return true;
}

/* A callee value's copy (blocks, args, instructions): a callee value's
 * v.num indexes `key` and `val` while it is mapped, checked against `key`
 * (a number another pass left means nothing). */
typedef struct ValMap {
  IrValue **key, **val;
  uint32_t n;
} ValMap;

static void vm_put(ValMap *vm, void *k, void *v) {
  IrValue *kv = k;
  kv->num = vm->n;
  vm->key[vm->n] = kv;
  vm->val[vm->n++] = v;
}

static IrValue *remap(const ValMap *vm, IrValue *v) {
  uint32_t k = v ? v->num : 0;
  return k < vm->n && vm->key[k] == v ? vm->val[k] : v;
}

/* The first instruction of the caller's entry block that is not an alloca
 * (NULL: there is none), where hoisted allocas go. *cache keeps it between
 * the calls inlined into one caller: hoisted allocas go in front of it and
 * nothing else does (code is inserted before the call being inlined, which
 * is it or comes after it), so it stays right while it is still in the entry
 * block; walking the entry's allocas again per call was quadratic. */
static IrInst *first_non_alloca(IrBlock *centry, IrInst **cache) {
  IrInst *c = *cache;
  if (c && c->parent == centry && c->op != IR_ALLOCA && (!c->prev || c->prev->op == IR_ALLOCA))
    return c;
  c = centry->first;
  while (c && c->op == IR_ALLOCA) c = c->next;
  return *cache = c;
}

/* Inline `call`. With `move`, the callee's instructions themselves go into
 * the caller instead of copies (the callee is left with empty blocks, to be
 * dropped): the caller ends up exactly as with copies (the same blocks,
 * names, instruction order and use-chain order: each instruction enters the
 * caller in the order the copies would, and its operands are relinked in the
 * same order), without copying the callee's already inlined body once more
 * for its last caller. */
/* Remove the exit block made for one inlined call. Its name (the callee's,
 * `.exit`, given here) goes first: a removed block that still had it would
 * be a stale entry of the caller's name table, and the next call of the
 * same callee, asking for that name again, would rescan the whole caller
 * to check it is free (quadratic in calls of one short callee). */
static void drop_exit_block(IrBlock *after) {
  after->v.name = NULL;
  ir_block_remove(after);
}

static bool inline_call(IrModule *m, IrFunc *caller, IrInst *call, Arena *a, IrInst **apos,
                        bool move) {
  IrFunc *g = ir_call_callee(call);
  IrBlock *b = call->parent;
  /* every argument and block of the callee gets an entry, and each of its
   * instructions unless they are moved */
  uint32_t nvals = g->nargs + g->nblocks;
  if (!move)
    for (uint32_t k = 0; k < g->nblocks; k++)
      for (IrInst *i = g->blocks[k]->first; i; i = i->next) nvals++;
  ValMap vm = {arena_alloc_uninit(a, sizeof(IrValue *) * nvals),
               arena_alloc_uninit(a, sizeof(IrValue *) * nvals), 0};
  if (!vm.key || !vm.val) return false;
  /* Split b at the call. A one-block callee ending in `ret` is copied in
   * front of the call and the exit block is removed again below (its block
   * is created all the same: its name is taken, as before). Otherwise the
   * code up to the call moves to a new block `head` that takes b's place and
   * name, and b, renamed, is the exit: the head is short where the rest of
   * a long block of calls is not, so moving the rest out (and back when
   * there is one return) per call was quadratic. The result is the same as
   * moving the rest into a new exit block. */
  const char *exit_name = arena_printf(a, "%s.exit", g->v.name ? g->v.name : "inl");
  IrInst *gterm = g->nblocks == 1 ? ir_block_terminator(g->blocks[0]) : NULL;
  bool flat = gterm && gterm->op == IR_RET;
  bool plain = !(b->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)); /* only branches name b */
  IrBlock *head = b, *after;
  if (!flat && plain) {
    head = ir_block_split_head(b, call, exit_name);
    after = b;
    if (!head) return false;
  } else {
    after = ir_block_new_after(caller, b, exit_name);
    if (!after) return false;
    if (!flat) opt_splice_tail(call->next, b, after);
  }
  IrBlock *centry = caller->blocks[0];
  /* arguments */
  for (uint32_t k = 0; k < g->nargs && k + 1 < call->nops; k++)
    vm_put(&vm, g->args[k], call->ops[k + 1]);
  /* blocks: the callee entry maps onto head */
  vm_put(&vm, g->blocks[0], head);
  if (g->nblocks > 1) {
    uint32_t nb = g->nblocks - 1;
    const char **names = arena_alloc(a, sizeof(char *) * nb);
    IrBlock **made = arena_alloc(a, sizeof(IrBlock *) * nb);
    if (!names || !made) return false;
    for (uint32_t k = 0; k < nb; k++) names[k] = g->blocks[k + 1]->v.name;
    if (!ir_blocks_new_after(caller, head, nb, names, made)) return false;
    for (uint32_t k = 0; k < nb; k++)
      vm_put(&vm, g->blocks[k + 1], made[k]);
  }
  /* clone instructions (operands remapped in a second sweep) */
  PtrVec clones = {0};
  IrInst *alloca_pos = first_non_alloca(centry, apos);
  for (uint32_t k = 0; k < g->nblocks; k++) {
    IrBlock *gb = g->blocks[k];
    IrBlock *nb = (IrBlock *)remap(&vm, &gb->v);
    for (IrInst *i = gb->first, *nx; i; i = nx) {
      nx = i->next;
      const char *name = i->v.name;
      IrInst *c = i;
      if (move) {
        ir_inst_remove(i); /* (its operands leave their chains) */
        i->v.name = NULL;  /* named in the caller below, as a copy is */
      } else {
        c = opt_clone_inst(m, i);
        if (!c) return false;
        vm_put(&vm, i, c);
      }
      if (!ptrvec_push(a, &clones, c)) return false;
      bool hoist = k == 0 && c->op == IR_ALLOCA && (c->nops == 0 || ir_is_const(c->ops[0]));
      if (hoist && alloca_pos) ir_inst_insert_before(alloca_pos, c);
      else if (hoist) ir_inst_append(centry, c);
      else if (k == 0) ir_inst_insert_before(call, c);
      else ir_inst_append(nb, c);
      opt_set_name(m, caller, &c->v, name);
    }
  }
  /* remap operands, collect returns */
  PtrVec rets = {0};
  for (uint32_t k = 0; k < clones.len; k++) {
    IrInst *c = clones.data[k];
    for (uint32_t j = 0; j < c->nops; j++) ir_inst_set_operand(c, j, remap(&vm, c->ops[j]));
    if (c->op == IR_RET && !ptrvec_push(a, &rets, c)) return false;
  }
  /* returns -> branches to `after` */
  IrValue *result = NULL;
  bool has_value = call->v.type->kind != IR_TY_VOID;
  IrInst *phi = NULL;
  if (has_value && rets.len > 1) {
    IrBuilder bld;
    if (after->first) ir_builder_before(&bld, m, after->first);
    else ir_builder_at_end(&bld, m, after);
    phi = ir_build_phi(&bld, call->v.type, NULL);
    if (!phi) return false;
    result = &phi->v;
  }
  IrBlock *single_ret = NULL;
  for (uint32_t k = 0; k < rets.len; k++) {
    IrInst *r = rets.data[k];
    IrBlock *rb = r->parent;
    single_ret = rb;
    IrValue *rv = r->nops ? r->ops[0] : NULL;
    if (has_value) {
      if (!rv) rv = ir_undef(m, call->v.type);
      if (phi) ir_phi_add(m, phi, rv, rb);
      else result = rv;
    }
    if (!opt_replace_term_with_br(m, r, after)) return false;
  }
  if (has_value) {
    if (!result) result = ir_undef(m, call->v.type);
    if (phi && call->v.name) {
      const char *nm = call->v.name;
      call->v.name = NULL;
      opt_set_name(m, caller, &phi->v, nm);
    }
    ir_replace_all_uses(m, caller, &call->v, result);
  }
  if (flat) {
    /* the ret's `br label %after` went where the ret was, just before the call */
    IrInst *pt = call->prev;
    if (pt && pt->op == IR_BR && pt->nops == 1 && pt->ops[0] == &after->v) {
      ir_inst_remove(call);
      ir_inst_remove(pt);
      drop_exit_block(after);
      return true;
    }
    opt_splice_tail(call->next, b, after); /* not expected: the general way */
  }
  ir_inst_remove(call);
  /* single return: fold `after` into its only predecessor (the same as
   * moving after's code into it, but moving the predecessor's, which is
   * short, when it may) */
  if (rets.len == 1) {
    IrBlock *p = single_ret;
    IrInst *pt = p ? ir_block_terminator(p) : NULL;
    if (p && pt && pt->op == IR_BR && pt->nops == 1 && pt->ops[0] == &after->v) {
      ir_inst_remove(pt);
      if (after == b && !(p->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) &&
          !(after->first && after->first->op == IR_PHI)) {
        ir_block_absorb_pred(after, p);
      } else {
        opt_splice_tail(after->first, after, p);
        drop_exit_block(after);
      }
    }
  }
  return true;
}

/* May g's body itself go into the caller at this call (its only use)? Only
 * when g is dropped after inlining (internal, used nowhere else: not in a
 * constant, metadata or a global's initializer) and none of its values is
 * referenced from outside the instructions (constants, metadata), which a
 * copy would not carry over. */
static bool movable(IrFunc *g, bool func_inits) {
  if (func_inits || !g || !ir_value_has_one_use(&g->v)) return false;
  if (!ir_linkage_is_local(g->linkage)) return false;
  if (g->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) return false;
  for (uint32_t k = 0; k < g->nargs; k++)
    if (g->args[k]->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) return false;
  for (uint32_t k = 0; k < g->nblocks; k++) {
    if (g->blocks[k]->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) return false;
    for (IrInst *i = g->blocks[k]->first; i; i = i->next)
      if (i->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) return false;
  }
  return true;
}

bool pass_inline(PassCtx *ctx, IrModule *m) {
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  IrFunc **order = NULL;
  uint32_t n = 0;
  bool cycle = false;
  if (!inline_order(ctx, m, &scratch, &order, &n, &cycle)) {
    arena_free(&scratch);
    return opt_oom(m, "inline");
  }
  if (cycle) {
    arena_free(&scratch);
    return false;
  }
  /* a function that is some global's initializer stays whole */
  bool func_inits = false;
  for (uint32_t k = 0; k < m->globals.len && !func_inits; k++) {
    IrValue *init = ((IrGlobal *)m->globals.data[k])->init;
    func_inits = init && init->kind == IR_V_FUNC;
  }
  bool ok = true;
  for (uint32_t k = 0; k < n && ok; k++) {
    IrFunc *f = order[k];
    /* collect the call sites first: inlining edits the block lists */
    PtrVec sites = {0};
    for (uint32_t b = 0; b < f->nblocks && ok; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
        IrFunc *g = i->op == IR_CALL ? ir_call_callee(i) : NULL;
        if (g && g != f && g->nblocks && !ptrvec_push(&scratch, &sites, i)) ok = false;
      }
    IrInst *apos = NULL;
    for (uint32_t s = 0; s < sites.len && ok; s++) {
      Arena a;
      arena_init_child(&a, m->arena);
      IrInst *call = sites.data[s];
      ok = inline_call(m, f, call, &a, &apos, movable(ir_call_callee(call), func_inits));
      arena_free(&a);
    }
  }
  /* drop internal functions nobody calls any more */
  if (ok) {
    for (bool again = true; again && ok;) {
      again = false;
      /* Calls are on the use chains; only a function that may also sit in
       * a constant, in metadata or in a global's initializer needs the
       * count of every use in the module (a walk of all of it); only
       * internal functions are ever dropped, so an entry point named in
       * the entry metadata does not ask for the walk. */
      bool walk = false;
      for (uint32_t k = 0; k < m->funcs.len && !walk; k++) {
        IrFunc *f = m->funcs.data[k];
        walk = f->nblocks && !ir_value_has_uses(&f->v) && (f->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) &&
               ir_linkage_is_local(f->linkage);
      }
      for (uint32_t k = 0; k < m->globals.len && !walk; k++) {
        IrValue *init = ((IrGlobal *)m->globals.data[k])->init;
        walk = init && init->kind == IR_V_FUNC;
      }
      PtrMap counts;
      ptrmap_init(&counts, &scratch);
      if (walk && !opt_count_global_uses(m, &scratch, &counts)) {
        ok = false;
        break;
      }
      /* one pass over the list (removing them one by one was quadratic) */
      PtrVec drop = {0};
      for (uint32_t k = m->funcs.len; k-- > 0;) {
        IrFunc *f = m->funcs.data[k];
        if (!f->nblocks || (walk ? ptrmap_get(&counts, f) != NULL : ir_value_has_uses(&f->v))) continue;
        if (!ir_linkage_is_local(f->linkage)) continue;
        if (!ptrvec_push(&scratch, &drop, f)) {
          ok = false;
          break;
        }
      }
      if (!ok) break;
      ir_module_remove_funcs(m, (IrFunc *const *)drop.data, drop.len);
      again = drop.len != 0;
    }
  }
  arena_free(&scratch);
  return ok ? true : opt_oom(m, "inline");
}
