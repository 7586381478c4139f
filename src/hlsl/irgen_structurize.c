/* irgen_structurize.c - DXC's structurize-returns (-opt-enable
 * structurize-returns, off by default).
 *
 * DXC's front end (CGHLSLMSFinishCodeGen.cpp, StructurizeMultiRetFunction)
 * rewrites a function with several returns inside nested control flow so
 * that it has one exit reached by structured flow:
 *
 *   float f(...) {                      bool bReturned = false; float retval;
 *     if (a) {                          if (a) {
 *       if (b) return -1;                 if (b) { retval = -1; bReturned = true; }
 *       ...                     =>        if (!bReturned) { ... }
 *     }                                 }
 *     return r;                         if (!bReturned) { retval = r; }
 *   }                                   return retval;
 *
 * Its scopes are the function, each if statement (both branches), loop and
 * switch. A return sets bReturned (and the return value) and branches to the
 * end of its scope: the innermost enclosing loop or switch (a break), else the
 * innermost if; a scope that never falls through (every path returns or
 * leaves it: "whole scope returned") has no end of its own and its returns go
 * to its parent's end. At the end of each scope a return passed through that
 * does fall through, a guard continues with the rest of the parent only when
 * bReturned is false (inside a loop or switch: breaks out of it when true).
 * Returns at function level branch to the exit unchanged. A function is left
 * alone when it has fewer than two returns, or when all of them are in ifs
 * nested at most one deep with no loop or switch around them (its flow is
 * structured already), or when lifetime markers give it cleanup blocks (a
 * return, break or continue leaving the scope of a local: clang then routes
 * exits through cleanups, which the scopes do not describe); DXC then warns.
 *
 * hlslc does the same while generating the function (irgen.c calls the
 * gen_sr_* hooks at each scope, return and the function's end); the shape of
 * the code is found by a scan of the body first. */
#include "irgen.h"

#include <string.h>

/* ---- the scan ------------------------------------------------------------ */

typedef struct SrScan {
  uint32_t rets;       /* reachable returns */
  uint32_t max_level;  /* deepest nesting of a return (scopes around it) */
  bool all_in_if;      /* no return is inside a loop or switch */
  bool cleanup;        /* an exit leaves the scope of a local (lifetime.end cleanup) */
  bool lifetimes;      /* locals have lifetime.end markers */
} SrScan;

/* Statement s at nesting `level` (scopes around it) with `live` locals in the
 * open scopes, `loop_live` of them outside the innermost loop or switch
 * (in_ls: there is one). Returns whether control can fall out of s. Like
 * clang, statements after one that does not fall through are not generated
 * (unless a case label makes them reachable), so they do not count. */
static bool sr_scan(SrScan *sc, const Stmt *s, uint32_t level, bool in_ls, uint32_t *live, uint32_t loop_live);

static bool sr_scan_body(SrScan *sc, const Stmt *s, uint32_t level, uint32_t live) {
  /* a scope of its own: the locals it declares end with it */
  return sr_scan(sc, s, level, true, &live, live);
}

static bool sr_scan(SrScan *sc, const Stmt *s, uint32_t level, bool in_ls, uint32_t *live, uint32_t loop_live) {
  if (!s) return true;
  switch (s->kind) {
  case S_RETURN:
    sc->rets++;
    if (level > sc->max_level) sc->max_level = level;
    if (in_ls) sc->all_in_if = false;
    if (*live) sc->cleanup = true;
    return false;
  case S_BREAK: case S_CONTINUE:
    if (*live > loop_live) sc->cleanup = true;
    return false;
  case S_DECL:
    for (uint32_t i = 0; i < s->ndecls; i++) {
      const Decl *d = s->decls[i];
      if (d->kind == D_VAR && d->vk != VK_STATIC && sc->lifetimes) (*live)++;
    }
    return true;
  case S_BLOCK: {
    uint32_t l = *live;
    bool falls = true;
    for (uint32_t i = 0; i < s->nstmts; i++) {
      const Stmt *c = s->stmts[i];
      if (!falls && c->kind != S_CASE && c->kind != S_DEFAULT) continue;
      falls = sr_scan(sc, c, level, in_ls, &l, loop_live);
      if (c->kind == S_CASE || c->kind == S_DEFAULT) falls = true;
    }
    return falls;
  }
  case S_IF: {
    if (s->e && s->e->has_const) {
      uint32_t l = *live;
      return sr_scan(sc, hl_cv(s->e)->c[0].u ? s->body : s->els, level, in_ls, &l, loop_live);
    }
    uint32_t l1 = *live, l2 = *live;
    bool t = sr_scan(sc, s->body, level + 1, in_ls, &l1, loop_live);
    bool e = s->els ? sr_scan(sc, s->els, level + 1, in_ls, &l2, loop_live) : true;
    return t || e;
  }
  case S_FOR: {
    uint32_t l = *live;
    sr_scan(sc, s->init, level, in_ls, &l, loop_live);
    sr_scan_body(sc, s->body, level + 1, l);
    return true;
  }
  case S_WHILE: case S_DO: case S_SWITCH:
    sr_scan_body(sc, s->body, level + 1, *live);
    return true;
  default:
    return true;
  }
}

/* Does s fall through to the statement after it (clang: its end block has a
 * predecessor)? */
static bool sr_falls(Gen *g, const Stmt *s) {
  SrScan sc = {0};
  sc.all_in_if = true;
  uint32_t live = 0;
  (void)g;
  return sr_scan(&sc, s, 0, false, &live, 0);
}

/* ---- the function ------------------------------------------------------------ */

void gen_sr_begin(Gen *g, Decl *f) {
  g->sr = false;
  g->sr_scopes.len = 0;
  g->sr_flag = g->sr_val = NULL;
  g->sr_exit = NULL;
  if (!g->c->opt || !g->c->opt->structurize_returns || !f->body) return;
  SrScan sc = {0};
  sc.all_in_if = true;
  sc.lifetimes = g->lifetime_ends;
  uint32_t live = 0;
  for (uint32_t i = 0; i < f->body->nstmts; i++) {
    const Stmt *c = f->body->stmts[i];
    if (!sr_scan(&sc, c, 0, false, &live, 0)) break;
  }
  /* ScopeInfo::CanSkipStructurize */
  if ((sc.all_in_if && sc.max_level < 2) || sc.rets < 2) return;
  if (sc.cleanup) {
    diag_warn(g->c->diag, GW_STRUCTURIZE_LIFETIMES, f->loc,
              "structurize-returns skipped function '%s' due to incompatibility with lifetime markers. Use "
              "-disable-lifetime-markers to enable structurize-exits on this function.",
              f->name);
    return;
  }
  g->sr = true;
  /* bool bReturned = false, first in the entry block */
  IrType *i1 = ir_type_int(g->m, 1);
  IrBlock *entry = g->fn->blocks[0];
  IrBuilder b;
  if (entry->first) ir_builder_before(&b, g->m, entry->first);
  else ir_builder_at_end(&b, g->m, entry);
  b.loc = f->loc;
  g->sr_flag = ir_build_alloca(&b, i1, "bReturned");
  if (g->sr_flag) ir_build_store(&b, ir_const_i1(g->m, false), g->sr_flag);
  if (g->alloca_after == NULL && g->sr_flag) g->alloca_after = (IrInst *)g->sr_flag;
  SrScope fs = {SR_FUNCTION, false, false, NULL};
  vec_push(g->c->arena, &g->sr_scopes, fs);
}

/* The return value's storage, undef at first (DXC's InitRetValue: the
 * value must not look live across loops in callers), for a function that
 * returns a scalar or vector by value; NULL otherwise. */
IrValue *gen_sr_retval(Gen *g, IrType *t) {
  if (!g->sr) return NULL;
  if (!g->sr_val) {
    g->sr_val = gen_alloca(g, t, "retval");
    gen_sr_init_retval(g, g->sr_val);
  }
  return g->sr_val;
}

void gen_sr_init_retval(Gen *g, IrValue *slot) {
  if (!g->sr || !slot || slot->kind != IR_V_INST) return;
  IrInst *a = (IrInst *)slot;
  IrType *t = a->aux_type;
  /* DXC leaves aggregates (and out parameters) alone */
  if (!t || t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY) return;
  IrBuilder b;
  if (a->next) ir_builder_before(&b, g->m, a->next);
  else ir_builder_at_end(&b, g->m, a->parent);
  b.loc = g->b.loc;
  ir_build_store(&b, ir_undef(g->m, t), slot);
}

/* Where the structured flow of an exit from scope i continues: its end, or
 * for a scope that never falls through, its parent's. */
static IrBlock *sr_target(Gen *g, uint32_t i) {
  while (i > 0 && g->sr_scopes.data[i].whole) i--;
  if (i == 0) {
    /* a graphics entry's exit writes the outputs (irgen_sig.c) */
    IrBlock **exit = g->is_entry && g->c->entry_sig ? &g->sig_exit : &g->sr_exit;
    if (!*exit) *exit = gen_new_block(g, "return");
    return *exit;
  }
  return g->sr_scopes.data[i].end;
}

IrBlock *gen_sr_exit(Gen *g) { return g->sr ? sr_target(g, 0) : NULL; }

void gen_sr_push(Gen *g, int kind, IrBlock *end, const Stmt *s) {
  if (!g->sr) return;
  SrScope sc = {(uint8_t)kind, kind == SR_IF && !sr_falls(g, s), false, end};
  vec_push(g->c->arena, &g->sr_scopes, sc);
}

/* A return whose value is stored: set bReturned and branch to the end of its
 * scope (the innermost loop or switch, else the innermost if); every scope
 * from there out that falls through gets a guard. */
bool gen_sr_return(Gen *g) {
  if (!g->sr || !g->sr_scopes.len) return false;
  uint32_t p = g->sr_scopes.len - 1;
  for (uint32_t i = g->sr_scopes.len; i-- > 1;)
    if (g->sr_scopes.data[i].kind == SR_LOOP || g->sr_scopes.data[i].kind == SR_SWITCH) {
      p = i;
      break;
    }
  if (p == 0) {
    ir_build_br(&g->b, sr_target(g, 0));
    return true;
  }
  ir_build_store(&g->b, ir_const_i1(g->m, true), g->sr_flag);
  ir_build_br(&g->b, sr_target(g, p));
  for (uint32_t i = p; i > 0; i--)
    if (!g->sr_scopes.data[i].whole) g->sr_scopes.data[i].guard = true;
  return true;
}

/* An if statement whose end nothing reaches (every path returned or left):
 * clang deletes its end block and the code after it is not generated. */
bool gen_sr_drop_end(Gen *g, IrBlock *end) {
  if (!g->sr || g->sr_scopes.len < 2 || ir_count_uses(g->m, g->fn, &end->v)) return false;
  g->sr_scopes.len--;
  ir_block_remove(end);
  g->b.block = NULL;
  g->b.before = NULL;
  return true;
}

/* The end of the innermost scope, with its end block current: the guard
 * when a return passed through it. The end block becomes the guard
 * (bReturned.cmp.false / bReturned.cmp.true, as DXC inserts it before the
 * end) and the code after the scope continues in a new block named like the
 * end. */
void gen_sr_pop(Gen *g) {
  if (!g->sr || g->sr_scopes.len < 2) return;
  uint32_t i = g->sr_scopes.len - 1;
  SrScope sc = g->sr_scopes.data[i];
  g->sr_scopes.len--;
  if (!sc.guard || gen_terminated(g) || g->b.block != sc.end) return;
  uint32_t parent = i - 1;
  bool in_ls = g->sr_scopes.data[parent].kind == SR_LOOP || g->sr_scopes.data[parent].kind == SR_SWITCH;
  IrBlock *guard = sc.end;
  const char *name = guard->v.name;
  ir_value_set_name(g->m, g->fn, &guard->v, in_ls ? "bReturned.cmp.true" : "bReturned.cmp.false");
  IrBlock *rest = gen_new_block(g, name ? name : "");
  IrBlock *out = sr_target(g, parent);
  IrType *i1 = ir_type_int(g->m, 1);
  IrValue *ld = ir_build_load(&g->b, i1, g->sr_flag, "bReturned.load");
  if (!ld || !rest || !out) return;
  if (in_ls) {
    IrValue *t = ir_build_icmp(&g->b, IR_ICMP_EQ, ld, ir_const_i1(g->m, true), "bReturned.true");
    IrBlock *brk = gen_new_block(g, "bReturned.break");
    if (!t || !brk) return;
    ir_build_condbr(&g->b, t, brk, rest);
    gen_set_block(g, brk);
    ir_build_br(&g->b, out);
  } else {
    IrValue *ret = ir_build_icmp(&g->b, IR_ICMP_NE, ld, ir_const_i1(g->m, false), "bReturned.not");
    if (!ret) return;
    ir_build_condbr(&g->b, ret, out, rest);
  }
  gen_set_block(g, rest);
}
