/* Unit tests for instruction editing: LLVM-style name uniquing, list
 * insertion/removal, operand editing, ir_replace_all_uses (incl. constant
 * expressions and metadata), ir_count_uses, CFG successors/predecessors,
 * block insertion, module lookups, named metadata and the reuse of removed
 * instructions. */
#include "ir/ir.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

static void check_u32(const char *name, uint32_t got, uint32_t want) {
  if (got == want) g_pass++;
  else {
    g_fail++;
    printf("FAIL %s: got %u want %u\n", name, got, want);
  }
}

typedef struct Fx {
  Arena a;
  Diag d;
  IrModule *m;
  IrType *i32, *f32, *voidt;
  IrFunc *f;
} Fx;

static void fx_init(Fx *x) {
  memset(x, 0, sizeof *x);
  arena_init(&x->a, NULL);
  x->m = ir_module_new(&x->a, &x->d);
  x->i32 = ir_type_int(x->m, 32);
  x->f32 = ir_type_float(x->m);
  x->voidt = ir_type_void(x->m);
  IrType *params[2] = {x->i32, x->i32};
  x->f = ir_func_new(x->m, "f", ir_type_func(x->m, x->i32, params, 2, false));
}

/* The function's entry block, with b appending to it. */
static IrBlock *fx_entry(Fx *x, IrBuilder *b) {
  IrBlock *e = ir_block_new(x->f, "entry");
  ir_builder_at_end(b, x->m, e);
  return e;
}

static void test_names(void) {
  Fx x;
  fx_init(&x);
  IrModule *m = x.m;
  IrBuilder b;
  IrBlock *e = fx_entry(&x, &b);
  IrValue *a0 = &x.f->args[0]->v;
  ir_value_set_name(m, x.f, a0, "x");
  IrValue *v1 = ir_build_binop(&b, IR_ADD, a0, a0, "x");
  IrValue *v2 = ir_build_binop(&b, IR_ADD, a0, a0, "x");
  IrValue *v3 = ir_build_binop(&b, IR_ADD, a0, a0, "y");
  IrValue *v4 = ir_build_binop(&b, IR_ADD, a0, a0, "y");
  check_str("arg named", a0->name, "x");
  check_str("local uniquing x1", v1->name, "x1");
  check_str("local uniquing x2", v2->name, "x2");
  check_str("free name kept", v3->name, "y");
  /* LLVM's LastUnique counter is per symbol table, shared across names */
  check_str("shared counter", v4->name, "y3");
  IrBlock *blk = ir_block_new(x.f, "x");
  check_str("blocks share the namespace", blk->v.name, "x4");
  /* a removed instruction frees its name */
  ir_inst_remove(ir_as_inst(v3));
  IrValue *v5 = ir_build_binop(&b, IR_ADD, a0, a0, "y");
  check_str("removed name reusable", v5->name, "y");
  /* a replacement that took a removed value's name directly is still seen */
  IrInst *repl = ir_inst_new(m, IR_SUB, x.i32, (IrValue *[]){a0, a0}, 2);
  ir_inst_append(e, repl);
  repl->v.name = v1->name; /* "x1", copied behind the table's back */
  ir_inst_remove(ir_as_inst(v1));
  IrValue *v6 = ir_build_binop(&b, IR_ADD, a0, a0, "x1");
  check("copied name detected after holder removal", strcmp(v6->name, "x1") != 0);
  IrValue *un = ir_build_binop(&b, IR_ADD, a0, a0, NULL);
  check("unnamed stays unnamed", un->name == NULL);
  /* globals: name.N */
  IrGlobal *g1 = ir_global_new(m, "g", x.i32, 0);
  IrGlobal *g2 = ir_global_new(m, "g", x.i32, 0);
  IrFunc *g3 = ir_func_new(m, "g", ir_type_func(m, x.voidt, NULL, 0, false));
  check_str("global kept", g1->v.name, "g");
  check_str("global g.1", g2->v.name, "g.1");
  check_str("function g.2", g3->v.name, "g.2");
  check("lookup global", ir_module_global(m, "g.1") == g2);
  check("lookup func", ir_module_func(m, "g.2") == g3);
  check("lookup missing", ir_module_func(m, "nope") == NULL);
  check("get_or_insert existing", ir_module_get_or_insert_func(m, "f", NULL) == x.f);
  ir_module_remove_global(m, g2);
  check("global removed", ir_module_global(m, "g.1") == NULL && m->globals.len == 1);
  ir_module_remove_func(m, g3);
  check("func removed", ir_module_func(m, "g.2") == NULL);
  arena_free(&x.a);
}

/* entry: br %c, then, merge; then: br merge; merge: phi, ret */
static void test_cfg_and_uses(void) {
  Fx x;
  fx_init(&x);
  IrModule *m = x.m;
  IrValue *a0 = &x.f->args[0]->v, *a1 = &x.f->args[1]->v;
  IrBlock *e = ir_block_new(x.f, "entry");
  IrBlock *merge = ir_block_new(x.f, "merge");
  IrBlock *then = ir_block_new_after(x.f, e, "then");
  check("block inserted after entry", x.f->nblocks == 3 && x.f->blocks[1] == then &&
                                          x.f->blocks[2] == merge);
  IrBuilder b;
  ir_builder_at_end(&b, m, e);
  IrValue *sum = ir_build_binop(&b, IR_ADD, a0, a1, "sum");
  IrValue *c = ir_build_icmp(&b, IR_ICMP_SGT, sum, ir_const_i32(m, 0), "c");
  ir_build_condbr(&b, c, then, merge);
  ir_builder_at_end(&b, m, then);
  IrValue *dbl = ir_build_binop(&b, IR_MUL, sum, ir_const_i32(m, 2), "dbl");
  ir_build_br(&b, merge);
  ir_builder_at_end(&b, m, merge);
  IrInst *phi = ir_build_phi(&b, x.i32, "r");
  ir_phi_add(m, phi, sum, e);
  ir_phi_add(m, phi, dbl, then);
  IrInst *ret = ir_build_ret(&b, &phi->v);

  IrBlock *out[4];
  check_u32("entry succs", ir_block_succs(e, out, 4), 2);
  check("entry succ order", out[0] == then && out[1] == merge);
  check_u32("merge preds", ir_block_preds(merge, out, 4), 2);
  check("preds in reverse textual order", out[0] == then && out[1] == e);
  check_u32("entry preds", ir_block_preds(e, out, 4), 0);
  check("terminator", ir_block_terminator(e) && ir_block_terminator(e)->op == IR_BR);
  check("verifies", ir_verify(m, "test"));

  check_u32("uses of sum", ir_count_uses(m, x.f, sum), 3);
  check_u32("uses of then", ir_count_uses(m, x.f, &then->v), 2);
  /* replace sum with a0 everywhere in f */
  ir_replace_all_uses(m, x.f, sum, a0);
  check_u32("sum unused after RAUW", ir_count_uses(m, x.f, sum), 0);
  check("phi operand replaced", phi->ops[0] == a0);
  check("icmp operand replaced", ir_as_inst(c)->ops[0] == a0);
  ir_inst_remove(ir_as_inst(sum));
  check("entry starts with icmp now", e->first == ir_as_inst(c));
  check("removed inst detached", ir_as_inst(sum)->parent == NULL);

  /* insert_before / after, set_operand, add_operand */
  IrInst *k = ir_inst_new(m, IR_ADD, x.i32, NULL, 2);
  ir_inst_set_operand(k, 0, a0);
  ir_inst_set_operand(k, 1, a1);
  ir_inst_insert_before(ret, k);
  check("insert before ret", ret->prev == k && k->parent == merge);
  IrInst *k2 = ir_inst_new(m, IR_SUB, x.i32, (IrValue *[]){a0, a1}, 2);
  ir_inst_insert_after(k, k2);
  check("insert after", k->next == k2 && k2->next == ret);
  ir_builder_before(&b, m, ret);
  IrValue *mid = ir_build_binop(&b, IR_XOR, &k->v, &k2->v, "mid");
  check("builder before", ir_as_inst(mid)->next == ret);
  ir_inst_set_operand(ret, 0, mid);
  check("set operand", ret->ops[0] == mid);
  ir_phi_add(m, phi, a1, then); /* makes phi invalid: two entries for then */
  check_u32("phi grew", phi->nops, 6);

  /* metadata attachments */
  IrMD *md = ir_md_node(m, NULL, 0);
  ir_inst_set_md(m, k, "dx.precise", md);
  check("get md", ir_inst_get_md(k, "dx.precise") == md);
  IrMD *md2 = ir_md_node(m, NULL, 0);
  ir_inst_set_md(m, k, "dx.precise", md2);
  check("replace md", k->nmd == 1 && ir_inst_get_md(k, "dx.precise") == md2);
  ir_inst_set_md(m, k, "dx.precise", NULL);
  check("remove md", k->nmd == 0);

  /* block removal */
  ir_block_remove(then);
  check("block removed", x.f->nblocks == 2 && then->parent == NULL);
  arena_free(&x.a);
}

static void test_module_rauw(void) {
  Fx x;
  fx_init(&x);
  IrModule *m = x.m;
  IrGlobal *g = ir_global_new(m, "g", ir_type_array(m, x.i32, 4), 0);
  IrGlobal *h = ir_global_new(m, "h", ir_type_array(m, x.i32, 4), 0);
  IrType *ptr = ir_type_ptr(m, 0);
  IrValue *ops[3] = {&g->v, ir_const_i32(m, 0), ir_const_i32(m, 1)};
  IrValue *ce = ir_const_expr(m, IR_GEP, ptr, g->value_type, ops, 3, IR_FLAG_INBOUNDS);
  IrGlobal *p = ir_global_new(m, "p", ptr, 0);
  p->init = ce;
  IrBuilder b;
  fx_entry(&x, &b);
  IrValue *ld = ir_build_load(&b, x.i32, ce, "v");
  ir_build_ret(&b, ld);
  IrMD *mdv = ir_md_const(m, &g->v);
  ir_named_md_add(m, ir_named_md_get(m, "refs"), ir_md_node(m, &mdv, 1));
  check_u32("module uses of g", ir_count_uses(m, NULL, &g->v), 3);
  check_u32("function uses of g", ir_count_uses(m, x.f, &g->v), 1);
  ir_replace_all_uses(m, NULL, &g->v, &h->v);
  check_u32("g unused", ir_count_uses(m, NULL, &g->v), 0);
  check_u32("h used", ir_count_uses(m, NULL, &h->v), 3);
  check("const expr copied, not mutated", ((IrConst *)ce)->elems[0] == &g->v);
  check("metadata value replaced", mdv->value == &h->v);
  IrConst *li = ir_as_const(ir_as_inst(ld)->ops[0]);
  check("load operand is a rewritten const expr", li && li->elems[0] == &h->v);
  IrNamedMD *n = ir_named_md(m, "refs");
  check("named md lookup", n && n->nops == 1);
  ir_named_md_remove(m, "refs");
  check("named md removed", ir_named_md(m, "refs") == NULL);
  check("verifies", ir_verify(m, NULL));
  arena_free(&x.a);
}

/* ir_module_reclaim: what was removed, is still out of every block and has
 * no use is reused by ir_inst_new (with its operand arrays, fields cleared);
 * an instruction put back, still used, or referenced from metadata is not;
 * nothing is reused before the reclaim (a pass may still hold it). */
static void test_reclaim(void) {
  Fx x;
  fx_init(&x);
  IrModule *m = x.m;
  IrBuilder b;
  IrBlock *e = fx_entry(&x, &b);
  IrValue *a0 = &x.f->args[0]->v, *a1 = &x.f->args[1]->v;
  IrInst *dead = ir_as_inst(ir_build_binop(&b, IR_ADD, a0, a1, "dead"));
  IrInst *moved = ir_as_inst(ir_build_binop(&b, IR_MUL, a0, a1, "moved"));
  IrInst *used = ir_as_inst(ir_build_binop(&b, IR_SUB, a0, a1, "used"));
  IrInst *in_md = ir_as_inst(ir_build_binop(&b, IR_XOR, a0, a1, "in_md"));
  IrInst *user = ir_as_inst(ir_build_binop(&b, IR_OR, &used->v, a1, "user"));
  ir_build_ret(&b, &user->v);
  IrMD *md = ir_md_const(m, &in_md->v);
  ir_inst_remove(dead);
  ir_inst_remove(moved);
  ir_inst_remove(used); /* `user` still reads it */
  ir_inst_remove(in_md);
  IrInst *fresh = ir_inst_new(m, IR_ADD, x.i32, (IrValue *[]){a0, a1}, 2);
  check("no reuse before the reclaim", fresh != dead && fresh != moved && fresh != used && fresh != in_md);
  ir_inst_insert_before(e->last, moved); /* put back, e.g. a move */
  ir_module_reclaim(m);
  IrInst *r1 = ir_inst_new(m, IR_SUB, x.i32, (IrValue *[]){a1, a0}, 2);
  IrInst *r2 = ir_inst_new(m, IR_SUB, x.i32, (IrValue *[]){a1, a0}, 2);
  check("the dead instruction is reused", r1 == dead || r2 == dead);
  check("nothing else is", r1 != moved && r2 != moved && r1 != used && r2 != used && r1 != in_md &&
                              r2 != in_md);
  check("reused: cleared and rebuilt", dead->op == IR_SUB && dead->nops == 2 && dead->ops[0] == a1 &&
                                           !dead->parent && !dead->v.name && !dead->v.uses);
  ir_inst_insert_before(e->last, dead);
  ir_inst_insert_before(user, used);
  bool on_chain = false;
  for (IrUse *u = a1->uses; u; u = u->next) on_chain |= u->user == dead;
  check("reused: its operands are on the chains again", on_chain && ir_verify(m, NULL));
  check("metadata still sees its value", md && md->value == &in_md->v);
  arena_free(&x.a);
}

int main(void) {
  test_names();
  test_cfg_and_uses();
  test_module_rauw();
  test_reclaim();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
