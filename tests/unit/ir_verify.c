/* Unit tests for the IR verifier: a valid function with loops passes; each
 * class of breakage (missing/misplaced terminator, misplaced phi, phi vs
 * predecessors, operand types, call signature, dominance, foreign values)
 * is reported with its 55xx code and the pass name; the def-use chains stay
 * exact through every editing API (test_uses). */
#include "ir/ir.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

typedef struct Fx {
  Arena a;
  Diag d;
  StrBuf msgs;
  IrModule *m;
  IrType *i1, *i32, *f32, *voidt;
  IrFunc *f;
  IrBlock *entry, *loop, *exit;
  IrInst *phi, *inc, *cmp;
  IrBuilder b;
} Fx;

/* f(i32 %n): entry -> loop (phi i, i+1 < n) -> exit: ret i */
static void fx_init(Fx *x) {
  memset(x, 0, sizeof *x);
  arena_init(&x->a, NULL);
  x->d.out = &x->msgs;
  x->d.no_caret = true;
  x->m = ir_module_new(&x->a, &x->d);
  IrModule *m = x->m;
  x->i1 = ir_type_int(m, 1);
  x->i32 = ir_type_int(m, 32);
  x->f32 = ir_type_float(m);
  x->voidt = ir_type_void(m);
  x->f = ir_func_new(m, "f", ir_type_func(m, x->i32, &x->i32, 1, false));
  x->entry = ir_block_new(x->f, "entry");
  x->loop = ir_block_new(x->f, "loop");
  x->exit = ir_block_new(x->f, "exit");
  IrBuilder *b = &x->b;
  ir_builder_at_end(b, m, x->entry);
  ir_build_br(b, x->loop);
  ir_builder_at_end(b, m, x->loop);
  x->phi = ir_build_phi(b, x->i32, "i");
  x->inc = ir_as_inst(ir_build_binop(b, IR_ADD, &x->phi->v, ir_const_i32(m, 1), "inc"));
  x->cmp = ir_as_inst(ir_build_icmp(b, IR_ICMP_SLT, &x->inc->v, &x->f->args[0]->v, "c"));
  ir_build_condbr(b, &x->cmp->v, x->loop, x->exit);
  ir_phi_add(m, x->phi, ir_const_i32(m, 0), x->entry);
  ir_phi_add(m, x->phi, &x->inc->v, x->loop);
  ir_builder_at_end(b, m, x->exit);
  ir_build_ret(b, &x->inc->v);
}

static void fx_free(Fx *x) {
  sb_free(&x->msgs);
  arena_free(&x->a);
}

/* Verification fails and the messages mention code and text. */
static void expect_fail(Fx *x, const char *name, const char *code, const char *text) {
  bool ok = ir_verify(x->m, "mypass");
  const char *msg = x->msgs.data ? x->msgs.data : "";
  bool good = !ok && strstr(msg, code) && strstr(msg, text) && strstr(msg, "after pass mypass");
  check(name, good);
  if (!good) printf("  messages: %s\n", msg);
}

static void test_valid(void) {
  Fx x;
  fx_init(&x);
  check("valid loop verifies", ir_verify(x.m, "p"));
  check("no messages", x.msgs.len == 0);
  fx_free(&x);
}

static void test_missing_terminator(void) {
  Fx x;
  fx_init(&x);
  ir_inst_remove(x.exit->last);
  ir_builder_at_end(&x.b, x.m, x.exit);
  ir_build_binop(&x.b, IR_ADD, &x.inc->v, &x.inc->v, "z");
  expect_fail(&x, "missing terminator", "HL5501", "does not end with a terminator");
  fx_free(&x);
}

static void test_terminator_in_middle(void) {
  Fx x;
  fx_init(&x);
  IrInst *extra = ir_inst_new(x.m, IR_UNREACHABLE, x.voidt, NULL, 0);
  ir_inst_insert_before(x.cmp, extra);
  expect_fail(&x, "terminator in middle", "HL5501", "terminator in the middle");
  fx_free(&x);
}

static void test_empty_block(void) {
  Fx x;
  fx_init(&x);
  ir_block_new(x.f, "dead");
  expect_fail(&x, "empty block", "HL5501", "empty basic block");
  fx_free(&x);
}

static void test_phi_not_first(void) {
  Fx x;
  fx_init(&x);
  ir_inst_remove(x.phi);
  ir_inst_insert_after(x.inc, x.phi);
  expect_fail(&x, "phi after non-phi", "HL5502", "grouped at the top");
  fx_free(&x);
}

static void test_phi_preds(void) {
  Fx x;
  fx_init(&x);
  ir_inst_remove_operands(x.phi, 2, x.phi->nops - 2); /* drop the back-edge entry */
  expect_fail(&x, "phi missing an entry", "HL5502", "one entry for each predecessor");
  fx_free(&x);
  fx_init(&x);
  ir_inst_set_operand(x.phi, 1, &x.exit->v);
  expect_fail(&x, "phi entry from non-predecessor", "HL5502", "not a predecessor");
  fx_free(&x);
}

static void test_types(void) {
  Fx x;
  fx_init(&x);
  ir_inst_set_operand(x.inc, 1, ir_const_fp(x.m, x.f32, 1.0));
  expect_fail(&x, "binary operand types", "HL5504", "operand types differ");
  fx_free(&x);
  fx_init(&x);
  ir_inst_set_operand(x.exit->last, 0, ir_const_fp(x.m, x.f32, 0.0));
  expect_fail(&x, "ret type", "HL5504", "ret value type");
  fx_free(&x);
  fx_init(&x);
  ir_inst_set_operand(x.loop->last, 0, &x.inc->v); /* br on i32 */
  expect_fail(&x, "br condition i1", "HL5504", "br condition is not i1");
  fx_free(&x);
  fx_init(&x);
  ir_builder_before(&x.b, x.m, x.cmp);
  ir_build_cast(&x.b, IR_TRUNC, &x.inc->v, ir_type_int(x.m, 64), "bad");
  expect_fail(&x, "trunc widening", "HL5504", "invalid trunc");
  fx_free(&x);
  fx_init(&x);
  ir_builder_before(&x.b, x.m, x.cmp);
  IrValue *p = ir_build_alloca(&x.b, x.i32, "p");
  ir_build_store(&x.b, &x.inc->v, p);
  IrInst *ld = ir_as_inst(ir_build_load(&x.b, x.f32, p, "l"));
  (void)ld;
  check("alloca/store/load verify", ir_verify(x.m, "p"));
  ir_inst_remove_operands(x.inc, 1, 1);
  expect_fail(&x, "operand count", "HL5503", "wrong number of operands");
  fx_free(&x);
}

static void test_call(void) {
  Fx x;
  fx_init(&x);
  IrType *ps[2] = {x.i32, x.f32};
  IrFunc *g = ir_func_new(x.m, "g", ir_type_func(x.m, x.voidt, ps, 2, false));
  ir_builder_before(&x.b, x.m, x.cmp);
  IrValue *args[2] = {&x.inc->v, ir_const_fp(x.m, x.f32, 1.0)};
  IrInst *c = ir_as_inst(ir_build_call(&x.b, g, args, 2, NULL));
  check("good call verifies", c && ir_verify(x.m, "p"));
  ir_inst_set_operand(c, 2, &x.inc->v);
  expect_fail(&x, "call arg type", "HL5506", "argument type");
  fx_free(&x);
  fx_init(&x);
  ps[0] = x.i32;
  ps[1] = x.f32;
  g = ir_func_new(x.m, "g", ir_type_func(x.m, x.voidt, ps, 2, false));
  ir_builder_before(&x.b, x.m, x.cmp);
  args[0] = &x.inc->v;
  ir_build_call(&x.b, g, args, 1, NULL);
  expect_fail(&x, "call arg count", "HL5506", "wrong number of arguments");
  fx_free(&x);
}

static void test_dominance(void) {
  Fx x;
  fx_init(&x);
  /* exit block uses a value defined in a block that does not dominate it */
  IrBlock *side = ir_block_new_after(x.f, x.entry, "side");
  ir_builder_at_end(&x.b, x.m, side);
  IrValue *sv = ir_build_binop(&x.b, IR_ADD, &x.f->args[0]->v, ir_const_i32(x.m, 3), "sv");
  ir_build_br(&x.b, x.loop);
  /* entry: br i1 true, loop, side -- loop now has preds entry, side, loop */
  IrInst *ebr = x.entry->last;
  ir_inst_remove(ebr);
  ir_builder_at_end(&x.b, x.m, x.entry);
  ir_build_condbr(&x.b, ir_const_i1(x.m, true), x.loop, side);
  ir_phi_add(x.m, x.phi, ir_const_i32(x.m, 5), side);
  check("diamond verifies", ir_verify(x.m, "p"));
  ir_inst_set_operand(x.exit->last, 0, sv);
  expect_fail(&x, "non-dominating def", "HL5505", "does not dominate");
  fx_free(&x);
  fx_init(&x);
  ir_inst_set_operand(x.inc, 1, &x.inc->v); /* self reference in reachable code */
  expect_fail(&x, "self reference", "HL5505", "reference their own value");
  fx_free(&x);
  fx_init(&x);
  IrInst *late = ir_as_inst(ir_build_binop(&x.b, IR_ADD, &x.inc->v, &x.inc->v, "late"));
  ir_inst_remove(late);
  ir_inst_insert_before(x.inc, late);
  ir_inst_set_operand(late, 0, &x.cmp->v);
  ir_inst_set_operand(late, 1, &x.cmp->v);
  late->v.type = x.i1;
  late->op = IR_AND;
  expect_fail(&x, "use before def in block", "HL5505", "does not dominate");
  fx_free(&x);
}

static void test_foreign(void) {
  Fx x;
  fx_init(&x);
  IrFunc *g = ir_func_new(x.m, "g", ir_type_func(x.m, x.i32, &x.i32, 1, false));
  ir_inst_set_operand(x.inc, 0, &g->args[0]->v);
  expect_fail(&x, "foreign argument", "HL5507", "another function");
  fx_free(&x);
  fx_init(&x);
  IrInst *gone = ir_inst_new(x.m, IR_ADD, x.i32, (IrValue *[]){&x.inc->v, &x.inc->v}, 2);
  ir_inst_set_operand(x.cmp, 0, &gone->v);
  expect_fail(&x, "removed instruction operand", "HL5507", "not in this function");
  fx_free(&x);
  fx_init(&x);
  ir_builder_at_end(&x.b, x.m, x.entry);
  ir_inst_remove(x.entry->last);
  ir_build_br(&x.b, x.entry);
  expect_fail(&x, "entry with predecessors", "HL5508", "entry block");
  fx_free(&x);
}

static void test_unreachable_ok(void) {
  Fx x;
  fx_init(&x);
  /* an unreachable block may use anything (LLVM does not check it) */
  IrBlock *dead = ir_block_new(x.f, "dead");
  ir_builder_at_end(&x.b, x.m, dead);
  IrValue *d = ir_build_binop(&x.b, IR_ADD, &x.inc->v, &x.inc->v, "d");
  ir_inst_set_operand(ir_as_inst(d), 1, d);
  ir_build_unreachable(&x.b);
  check("unreachable uses are not dominance-checked", ir_verify(x.m, "p"));
  fx_free(&x);
}

/* Def-use chains: every edit keeps them exact, queries read them, and the
 * verifier reports a chain that no longer matches the operands. */
static void test_uses(void) {
  Fx x;
  fx_init(&x);
  IrModule *m = x.m;
  /* inc: used by cmp, the phi and ret */
  check("inc has three uses", ir_value_num_uses(&x.inc->v) == 3 &&
                                  ir_count_uses(m, x.f, &x.inc->v) == 3);
  check("cmp has one use", ir_value_has_one_use(&x.cmp->v));
  /* a new instruction is on the chains once placed, off them once removed */
  IrInst *dbl = ir_inst_new(m, IR_ADD, x.i32, (IrValue *[]){&x.inc->v, &x.inc->v}, 2);
  check("unplaced instruction uses nothing", ir_value_num_uses(&x.inc->v) == 3);
  ir_inst_insert_before(x.cmp, dbl);
  check("placed instruction's operands are uses", ir_value_num_uses(&x.inc->v) == 5);
  check("chains verify", ir_verify(m, "p"));
  IrValue *t = ir_const_i1(m, true);
  ir_replace_all_uses(m, x.f, &x.cmp->v, t);
  check("replace moves every use", !ir_value_has_uses(&x.cmp->v) && ir_value_num_uses(t) == 1);
  check("use records name their operand", t->uses && t->uses->user->ops[ir_use_index(t->uses)] == t);
  ir_replace_all_uses(m, x.f, t, &x.cmp->v);
  check("replace back", ir_value_has_one_use(&x.cmp->v) && !ir_value_has_uses(t));
  ir_inst_remove(dbl);
  check("removed instruction uses nothing", ir_value_num_uses(&x.inc->v) == 3);
  /* operand list edits */
  ir_inst_remove_operands(x.phi, 0, 2);
  check("removed phi entry is no use", ir_value_num_uses(&x.inc->v) == 3 &&
                                           !ir_value_has_uses(&x.entry->v));
  ir_phi_add(m, x.phi, ir_const_i32(m, 0), x.entry);
  check("phi entries", ir_value_num_uses(&x.entry->v) == 1);
  IrValue *ops[2] = {&x.f->args[0]->v, &x.f->args[0]->v};
  ir_inst_set_operands(m, x.cmp, ops, 2);
  check("set_operands relinks", ir_value_num_uses(&x.f->args[0]->v) == 2 &&
                                    ir_value_num_uses(&x.inc->v) == 2);
  ir_inst_set_operands(m, x.cmp, (IrValue *[]){&x.inc->v, &x.f->args[0]->v}, 2);
  check("edited function verifies", ir_verify(m, "p"));
  /* a removed block's instructions use nothing */
  IrBlock *dead = ir_block_new(x.f, "dead");
  IrBuilder b;
  ir_builder_at_end(&b, m, dead);
  ir_build_binop(&b, IR_MUL, &x.inc->v, &x.inc->v, "dd");
  ir_build_unreachable(&b);
  check("dead block uses", ir_value_num_uses(&x.inc->v) == 5);
  ir_block_remove(dead);
  check("removed block uses nothing", ir_value_num_uses(&x.inc->v) == 3);
  /* a value in a constant aggregate or metadata is still found */
  IrGlobal *g = ir_global_new(m, "g", x.i32, 0);
  IrValue *gep = ir_const_expr(m, IR_GEP, ir_type_ptr(m, 0), x.i32,
                               (IrValue *[]){&g->v, ir_const_i32(m, 0)}, 2, 0);
  ir_builder_before(&b, m, x.cmp);
  ir_build_load(&b, x.i32, gep, "ld");
  check("use inside a constant expression counts", ir_count_uses(m, x.f, &g->v) == 1);
  IrGlobal *g2 = ir_global_new(m, "g2", x.i32, 0);
  ir_replace_all_uses(m, NULL, &g->v, &g2->v);
  check("use inside a constant expression is replaced",
        ir_count_uses(m, NULL, &g->v) == 0 && ir_count_uses(m, NULL, &g2->v) == 1);
  check("module verifies", ir_verify(m, "p"));
  fx_free(&x);
  /* a chain that no longer matches the operands is reported */
  fx_init(&x);
  x.inc->ops[0] = &x.f->args[0]->v; /* written behind the API's back */
  expect_fail(&x, "stale use chain", "HL5511", "use chain");
  fx_free(&x);
}

int main(void) {
  test_valid();
  test_missing_terminator();
  test_terminator_in_middle();
  test_empty_block();
  test_phi_not_first();
  test_phi_preds();
  test_types();
  test_call();
  test_dominance();
  test_foreign();
  test_unreachable_ok();
  test_uses();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
