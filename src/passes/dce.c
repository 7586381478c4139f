/* dce.c - the "dce" pass: dead code elimination.
 *
 * Per function:
 *  - allocas that are only written (stores into them, memset/memcpy with
 *    them as destination, lifetime markers, through GEPs/casts) are removed
 *    with all those writes;
 *  - everything not needed by an instruction with side effects (stores,
 *    calls that may write, terminators, volatile loads, atomics) is removed:
 *    a mark-live walk from those roots, so dead phi cycles go too.
 * Module level, to a fixpoint: unused internal/private functions and
 * globals, and unused llvm.* intrinsic declarations.
 *
 * Calls count as removable only when they cannot write memory (callee
 * attributes memory(none)/readnone/readonly, or a known pure intrinsic). */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

static const char *callee_name(IrInst *i) {
  IrFunc *f = ir_call_callee(i);
  return f && f->v.name ? f->v.name : "";
}

/* Is `use` (user u, operand k) a pure write into / marker of pointer p? */
static int write_only_use(IrInst *u, uint32_t k) {
  if (u->op == IR_STORE) return k == 1 && !(u->flags & IR_FLAG_VOLATILE) ? 1 : 0;
  if (u->op == IR_GEP || u->op == IR_BITCAST || u->op == IR_ADDRSPACECAST)
    return k == 0 ? 2 : 0; /* derived pointer: check its uses */
  if (u->op == IR_CALL) {
    const char *n = callee_name(u);
    if (strncmp(n, "llvm.lifetime.", 14) == 0) return 1;
    if ((strncmp(n, "llvm.memset.", 12) == 0 || strncmp(n, "llvm.memcpy.", 12) == 0 ||
         strncmp(n, "llvm.memmove.", 13) == 0) &&
        k == 1) {
      /* not volatile: last argument false */
      uint64_t vol = 1;
      if (u->nops >= 5 && ir_const_is_int(u->ops[4], &vol) && vol == 0) return 1;
    }
  }
  return 0;
}

/* Allocas that are only written, with their writes: each alloca's uses
 * (through derived pointers) from the use chains, in program order
 * (ir_uses_in_order), so the writes go in the order a walk of the
 * function's operands found them. */
static bool remove_dead_allocas(IrModule *m, IrFunc *f, Arena *a, bool *changed) {
  (void)m;
  uint32_t n = opt_number_insts(f), na = 0;
  if (!n) return true;
  IrInst **all = arena_alloc_uninit(a, sizeof(IrInst *) * n); /* the allocas */
  for (uint32_t b = 0; all && b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (i->op == IR_ALLOCA) all[na++] = i;
  if (!all || !na) return all != NULL;
  IrInst **stk = arena_alloc_uninit(a, sizeof(IrInst *) * n);
  IrInst **kill = arena_alloc_uninit(a, sizeof(IrInst *) * n);
  uint32_t *mark = arena_alloc(a, sizeof(uint32_t) * n); /* alloca's index + 1 */
  if (!stk || !kill || !mark) return false;
  for (uint32_t ai = 0; ai < na; ai++) {
    IrInst *al = all[ai];
    if (!al->parent) continue;
    uint32_t sp = 0, nk = 0;
    bool dead = true;
    stk[sp++] = al;
    mark[al->v.num] = ai + 1;
    while (sp && dead) {
      IrInst *p = stk[--sp];
      kill[nk++] = p;
      IrUseRef *us;
      uint32_t nu = ir_uses_in_order(a, f, &p->v, &us);
      if (!nu && a->oom) return false;
      for (uint32_t u = 0; u < nu; u++) {
        IrInst *user = us[u].user;
        int w = write_only_use(user, us[u].idx);
        if (!w) {
          dead = false;
          break;
        }
        if (mark[user->v.num] == ai + 1) continue;
        mark[user->v.num] = ai + 1;
        if (w == 2) stk[sp++] = user;
        else kill[nk++] = user;
      }
    }
    if (!dead) continue;
    for (uint32_t k = nk; k-- > 0;) ir_inst_remove(kill[k]);
    *changed = true;
  }
  return true;
}

static bool mark_live(IrFunc *f, Arena *a, bool *changed) {
  uint32_t n = opt_number_insts(f);
  if (!n) return true;
  uint8_t *live = arena_alloc(a, n);
  IrInst **all = arena_alloc(a, sizeof(IrInst *) * n);
  IrInst **stk = arena_alloc(a, sizeof(IrInst *) * n);
  if (!live || !all || !stk) return false;
  uint32_t sp = 0;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      all[i->v.num] = i;
      if (opt_inst_has_side_effects(i)) {
        live[i->v.num] = 1;
        stk[sp++] = i;
      }
    }
  while (sp) {
    IrInst *i = stk[--sp];
    for (uint32_t k = 0; k < i->nops; k++) {
      IrInst *o = ir_as_inst(i->ops[k]);
      if (!o || !o->parent || o->parent->parent != f || o->v.num >= n || all[o->v.num] != o)
        continue;
      if (live[o->v.num]) continue;
      live[o->v.num] = 1;
      stk[sp++] = o;
    }
  }
  for (uint32_t k = 0; k < n; k++)
    if (!live[k]) {
      ir_inst_remove(all[k]);
      *changed = true;
    }
  return true;
}

bool opt_dce_func(IrModule *m, IrFunc *f, bool *changed) {
  if (!f->nblocks) return true;
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  bool ok = remove_dead_allocas(m, f, &scratch, changed) && mark_live(f, &scratch, changed);
  arena_free(&scratch);
  return ok;
}

/* A library's function annotations (!dx.typeAnnotations' !{i32 1, fn,
 * !annotation, ...}) name the external declarations its code calls; they do
 * not keep one alive (DXC's GlobalDCE removes an unused declaration and its
 * annotation with it). Drops f's pairs. */
static void drop_function_annotation(IrModule *m, IrFunc *f) {
  IrNamedMD *n = ir_named_md(m, "dx.typeAnnotations");
  for (uint32_t i = 0; n && i < n->nops; i++) {
    IrMD *node = n->ops[i];
    uint32_t tag;
    if (!node || node->kind != IR_MD_NODE || !node->nops || !ir_md_u32(node->ops[0], &tag) || tag != 1) continue;
    uint32_t w = 1;
    for (uint32_t k = 1; k + 1 < node->nops; k += 2) {
      IrMD *fm = node->ops[k];
      if (fm && fm->kind == IR_MD_VALUE && fm->value == &f->v) continue;
      node->ops[w++] = node->ops[k];
      node->ops[w++] = node->ops[k + 1];
    }
    node->nops = w;
  }
}

/* May function f go when nothing uses it? */
static bool func_removable(const IrFunc *f, bool all_decls) {
  /* Unused intrinsic and dx.op declarations go too (DXIL's validator
   * rejects an unused external function); hlslc's own pipeline drops
   * every unused declaration (a library's function called only from
   * dead code: DXC's GlobalDCE). */
  return f->nblocks ? ir_linkage_is_local(f->linkage)
                    : all_decls || (f->v.name && (strncmp(f->v.name, "llvm.", 5) == 0 ||
                                                  strncmp(f->v.name, "dx.op.", 6) == 0));
}

/* Are the use chains the whole answer to "is it used?" for every function
 * and global that could go? Instruction operands are on the chains; a
 * value also put in a constant or in metadata (IR_VF_IN_CONST/IN_MD), or
 * that is a global's initializer itself, needs the count of the whole
 * module. */
static bool chains_suffice(IrModule *m, bool all_decls) {
  const uint32_t elsewhere = IR_VF_IN_CONST | IR_VF_IN_MD;
  for (uint32_t k = 0; k < m->globals.len; k++) {
    IrGlobal *g = m->globals.data[k];
    if (g->init && (g->init->kind == IR_V_GLOBAL || g->init->kind == IR_V_FUNC)) return false;
    if (ir_linkage_is_local(g->linkage) && !ir_value_has_uses(&g->v) && (g->v.vflags & elsewhere)) return false;
  }
  for (uint32_t k = 0; k < m->funcs.len; k++) {
    IrFunc *f = m->funcs.data[k];
    if (!ir_value_has_uses(&f->v) && (f->v.vflags & elsewhere) && func_removable(f, all_decls)) return false;
  }
  return true;
}

/* Remove unused internal functions/globals and unused intrinsic/dx.op
 * declarations until nothing changes. */
static bool remove_dead_globals(IrModule *m, bool all_decls, bool library) {
  for (bool again = true; again;) {
    again = false;
    Arena scratch;
    arena_init_child(&scratch, m->arena);
    PtrMap counts, code_counts;
    ptrmap_init(&counts, &scratch);
    ptrmap_init(&code_counts, &scratch);
    IrNamedMD *ann = all_decls && library ? ir_named_md(m, "dx.typeAnnotations") : NULL;
    bool walk = ann || !chains_suffice(m, all_decls);
    if (walk && !opt_count_global_uses(m, &scratch, &counts)) {
      arena_free(&scratch);
      return false;
    }
    /* a library's declarations: their uses but the function annotations
     * (drop_function_annotation) */
    if (ann) {
      /* counted with the annotations' operands hidden for the count */
      uint32_t nops = ann->nops;
      ann->nops = 0;
      bool counted = opt_count_global_uses(m, &scratch, &code_counts);
      ann->nops = nops;
      if (!counted) {
        arena_free(&scratch);
        return false;
      }
    }
    for (uint32_t k = m->funcs.len; k-- > 0;) {
      IrFunc *f = m->funcs.data[k];
      if (walk ? ptrmap_get(ann && !f->nblocks ? &code_counts : &counts, f) != NULL : ir_value_has_uses(&f->v))
        continue;
      if (!func_removable(f, all_decls)) continue;
      if (!f->nblocks && ann) drop_function_annotation(m, f);
      ir_module_remove_func(m, f);
      again = true;
    }
    for (uint32_t k = m->globals.len; k-- > 0;) {
      IrGlobal *g = m->globals.data[k];
      if ((walk ? ptrmap_get(&counts, g) != NULL : ir_value_has_uses(&g->v)) || !ir_linkage_is_local(g->linkage))
        continue;
      ir_module_remove_global(m, g);
      again = true;
    }
    arena_free(&scratch);
  }
  return true;
}

bool pass_dce(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  if (!opt_run_on_funcs(m, opt_dce_func, "dce")) return false;
  if (!remove_dead_globals(m, ctx->dxc_compat, ctx->dx.target.stage == STAGE_LIBRARY)) return opt_oom(m, "dce");
  return true;
}
