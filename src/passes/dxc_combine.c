/* dxc_combine.c - the "dxc-combine" pass: rewrites DXC's -O3 pipeline makes
 * with instcombine that change an instruction into a different one (which
 * instsimplify, by definition, does not):
 *
 *   zext (trunc iN x to iM) to iN  ->  and iN x, 2^M - 1
 *   sext (trunc iN x to iM) to iN  ->  ashr exact (shl x, N - M), N - M
 *   (icmp ne a, 0) | (icmp ne b, 0)  ->  icmp ne (a | b), 0
 *   (icmp eq a, 0) & (icmp eq b, 0)  ->  icmp eq (a | b), 0
 *   sub x, C  ->  add x, -C
 *   cast (select c, a, C)  ->  select c, cast a, cast C
 *   (zext a) | (zext b)  ->  zext (a | b)      (and, or, xor; zext, sext, trunc)
 *   C op x  ->  x op C  (commutative op, constant on the right)
 *   insertelement X, undef, C  ->  X  (DXIL 1.9 only: earlier targets have no vectors left)
 *   mul x, 2^k  ->  shl x, k          udiv x, 2^k  ->  lshr x, k
 *   urem x, 2^k  ->  and x, 2^k - 1   sdiv exact x, 2^k  ->  ashr exact x, k
 *   add a, b  ->  or a, b  when no bit can be set in both (known-zero bits)
 *   mad(a, 1, b) / mad(1, a, b)  ->  add a, b (fadd fast)  (DxilSimplify with MayInsert)
 *
 * (the last two as instcombine's foldOrOfICmps / foldAndOfICmps: or(a, b)
 * on ints, HLSL's or() / || of two values tested against zero);
 * (a 16-bit ID read from a 32-bit one and widened again is the common case:
 * `uint16_t3 tid : SV_DispatchThreadID` stored to a uint3). Run by the hlslc
 * pipeline only: LLVM's DirectX tests never run instcombine. */
#include "dxil/dxil_ops.h"
#include "opt_shared.h"
#include "opt_util.h"

/* x when v is `trunc iN x to iM` with iN the type t, else NULL. */
static IrValue *trunc_from(IrValue *v, IrType *t) {
  IrInst *tr = ir_as_inst(v);
  if (!tr || tr->op != IR_TRUNC || tr->nops != 1 || tr->ops[0]->type != t) return NULL;
  return tr->ops[0];
}

/* The integer constant k of type t (splat for vectors). */
static IrValue *int_like(IrModule *m, IrType *t, uint64_t k) {
  if (t->kind != IR_TY_VECTOR) return ir_const_int(m, t, k);
  IrValue *e[64];
  if (t->count > 64) return NULL;
  for (uint64_t i = 0; i < t->count; i++) e[i] = ir_const_int(m, t->elem, k);
  return ir_const_agg(m, t, e, (uint32_t)t->count);
}

/* x when v is `icmp <pred> x, 0` on an integer x, else NULL. */
static IrValue *cmp_zero(IrValue *v, uint32_t pred) {
  IrInst *c = ir_as_inst(v);
  uint64_t k;
  if (!c || c->op != IR_ICMP || c->aux != pred || c->nops != 2) return NULL;
  if (c->ops[0]->type->kind != IR_TY_INT || !ir_const_is_int(c->ops[1], &k) || k) return NULL;
  return c->ops[0];
}

/* (a != 0) | (b != 0) and (a == 0) & (b == 0): one compare of a | b. */
static IrValue *fold_zero_tests(IrModule *m, IrInst *i) {
  if ((i->op != IR_OR && i->op != IR_AND) || i->nops != 2 || i->v.type->kind != IR_TY_INT ||
      i->v.type->bits != 1)
    return NULL;
  uint32_t pred = i->op == IR_OR ? IR_ICMP_NE : IR_ICMP_EQ;
  IrValue *a = cmp_zero(i->ops[0], pred), *b = cmp_zero(i->ops[1], pred);
  if (!a || !b || a->type != b->type) return NULL;
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  IrValue *o = ir_build_binop(&bld, IR_OR, a, b, "");
  return o ? ir_build_icmp(&bld, pred, o, ir_const_int(m, a->type, 0), "") : NULL;
}

/* sub x, C -> add x, -C (instcombine's x - (-A) rule, a constant being its
 * own negation's negation); nsw stays unless C is the minimum signed value. */
static IrValue *fold_sub_const(IrModule *m, IrInst *i) {
  if (i->op != IR_SUB || i->nops != 2 || i->v.type->kind != IR_TY_INT) return NULL;
  IrType *t = i->v.type;
  uint64_t k;
  if (!ir_const_is_int(i->ops[1], &k) || t->bits > 64) return NULL;
  uint64_t mask = t->bits >= 64 ? ~0ull : (1ull << t->bits) - 1;
  uint64_t neg = (0 - k) & mask;
  bool min_signed = (k & mask) == (1ull << (t->bits - 1));
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  IrValue *r = ir_build_binop(&bld, IR_ADD, i->ops[0], ir_const_int(m, t, neg), i->v.name ? i->v.name : "");
  IrInst *ri = ir_as_inst(r);
  if (ri && (i->flags & IR_FLAG_NSW) && !min_signed) ri->flags |= IR_FLAG_NSW;
  return r;
}

static bool legal_int_width(uint32_t w) { return w == 8 || w == 16 || w == 32 || w == 64; }

/* A cast of a select with a constant arm, the select used only there:
 * the cast moves into the arms, where it folds on the constant
 * (instcombine's FoldOpIntoSelect, from commonCastTransforms): not for i1
 * selects, and between integers only where ShouldChangeType allows (DXIL
 * integers are 8, 16, 32 and 64 bits). `float f = c ? 0 : 1;` becomes a
 * float select and a literal-int select() no 64-bit code. */
static IrValue *fold_cast_of_select(IrModule *m, IrInst *i) {
  switch (i->op) {
  case IR_TRUNC: case IR_ZEXT: case IR_SEXT: case IR_FPTOUI: case IR_FPTOSI: case IR_UITOFP:
  case IR_SITOFP: case IR_FPTRUNC: case IR_FPEXT:
    break;
  default:
    return NULL;
  }
  IrInst *sel = i->nops == 1 ? ir_as_inst(i->ops[0]) : NULL;
  if (!sel || sel->op != IR_SELECT || sel->nops != 3 || !sel->v.uses || sel->v.uses->next) return NULL;
  IrType *st = ir_type_scalar(sel->v.type), *dt = ir_type_scalar(i->v.type);
  if (st->kind == IR_TY_INT && st->bits == 1) return NULL;
  if (st->kind == IR_TY_INT && dt->kind == IR_TY_INT) {
    bool from_legal = legal_int_width(dt->bits), to_legal = legal_int_width(st->bits);
    if ((from_legal && !to_legal) || (!from_legal && !to_legal && st->bits > dt->bits)) return NULL;
  }
  IrValue *a = sel->ops[1], *b = sel->ops[2];
  bool ka = a->kind == IR_V_CONST_INT || a->kind == IR_V_CONST_FP || a->kind == IR_V_CONST_ZERO;
  bool kb = b->kind == IR_V_CONST_INT || b->kind == IR_V_CONST_FP || b->kind == IR_V_CONST_ZERO;
  if (!ka && !kb) return NULL;
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  IrValue *arm[2] = {a, b};
  for (int k = 0; k < 2; k++) {
    IrValue *c = ir_build_cast(&bld, i->op, arm[k], i->v.type, "");
    IrInst *ci = ir_as_inst(c);
    if (!ci) return NULL;
    IrValue *folded = opt_simplify(m, ci, NULL);
    if (folded && ir_is_const(folded)) {
      ir_inst_remove(ci);
      c = folded;
    }
    arm[k] = c;
  }
  return ir_build_select(&bld, sel->ops[0], arm[0], arm[1], "");
}

/* A bitwise operation on two casts of one kind from one type is done
 * before the cast (instcombine's visitAnd/Or/Xor, with its
 * ShouldOptimizeCast: not on constants or on casts of casts):
 * `b |= any(v)` on bools stays an i1 or. */
static IrValue *fold_logic_of_casts(IrModule *m, IrInst *i) {
  if ((i->op != IR_AND && i->op != IR_OR && i->op != IR_XOR) || i->nops != 2) return NULL;
  IrInst *a = ir_as_inst(i->ops[0]), *b = ir_as_inst(i->ops[1]);
  if (!a || !b || a->op != b->op || (a->op != IR_ZEXT && a->op != IR_SEXT && a->op != IR_TRUNC) ||
      a->nops != 1 || b->nops != 1)
    return NULL;
  IrValue *x = a->ops[0], *y = b->ops[0];
  if (x->type != y->type || ir_is_const(x) || ir_is_const(y)) return NULL;
  IrInst *xi = ir_as_inst(x), *yi = ir_as_inst(y);
  if ((xi && ir_opcode_is_cast(xi->op)) || (yi && ir_opcode_is_cast(yi->op))) return NULL;
  if (a->op == IR_SEXT && x->type->kind == IR_TY_VECTOR &&
      ((xi && (xi->op == IR_ICMP || xi->op == IR_FCMP)) || (yi && (yi->op == IR_ICMP || yi->op == IR_FCMP))))
    return NULL;
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  IrValue *op = ir_build_binop(&bld, i->op, x, y, "");
  return op ? ir_build_cast(&bld, a->op, op, i->v.type, "") : NULL;
}

/* instcombine's SimplifyCommutative: a commutative operation takes its
 * constant operand on the right (exp(x): fmul x, 0x3FF71547...). */
static bool swap_const_lhs(IrInst *i) {
  switch (i->op) {
  case IR_ADD: case IR_MUL: case IR_AND: case IR_OR: case IR_XOR: case IR_FADD: case IR_FMUL: break;
  default: return false;
  }
  if (i->nops != 2 || !ir_is_const(i->ops[0]) || ir_is_const(i->ops[1])) return false;
  IrValue *a = i->ops[0], *b = i->ops[1];
  ir_inst_set_operand(i, 0, b);
  ir_inst_set_operand(i, 1, a);
  return true;
}

/* k when v is the integer constant 2^k (a splat of it for vectors), else -1. */
static int pow2_const(IrModule *m, IrValue *v) {
  uint64_t c;
  if (!ir_const_is_int(v, &c)) {
    /* a vector: every element the same power of two */
    uint32_t n = v->type->kind == IR_TY_VECTOR ? (uint32_t)v->type->count : 0;
    IrValue *e0 = n ? opt_const_elem(m, v, 0) : NULL;
    if (!e0 || !ir_const_is_int(e0, &c)) return -1;
    for (uint32_t j = 1; j < n; j++)
      if (!opt_is_const_int(opt_const_elem(m, v, j), c)) return -1;
  }
  if (!c || (c & (c - 1))) return -1;
  int k = 0;
  while (!(c & 1)) {
    c >>= 1;
    k++;
  }
  return k;
}

/* instcombine's strength reductions by powers of two (visitMul, visitUDiv,
 * visitURem, visitSDiv), with the flags it keeps. */
static IrValue *fold_pow2(IrModule *m, IrInst *i) {
  if (i->nops != 2 || ir_type_scalar(i->v.type)->kind != IR_TY_INT || (i->flags & IR_FLAG_LATE)) return NULL;
  uint32_t w = ir_type_scalar(i->v.type)->bits;
  if (w > 64) return NULL;
  IrValue *x = i->ops[0];
  int k = pow2_const(m, i->ops[1]);
  if (k < 0 && i->op == IR_MUL && !ir_is_const(i->ops[1])) { /* 2 * x: constants go right */
    k = pow2_const(m, i->ops[0]);
    x = i->ops[1];
  }
  if (k < 0 || (i->op == IR_MUL && k == 0)) return NULL;
  IrOpcode op;
  uint32_t flags = 0;
  IrValue *rhs;
  switch (i->op) {
  case IR_MUL:
    op = IR_SHL;
    if (i->flags & IR_FLAG_NUW) flags |= IR_FLAG_NUW;
    if ((i->flags & IR_FLAG_NSW) && (uint32_t)k != w - 1) flags |= IR_FLAG_NSW;
    rhs = int_like(m, i->v.type, (uint64_t)k);
    break;
  case IR_UDIV:
    op = IR_LSHR;
    flags = i->flags & IR_FLAG_EXACT;
    rhs = int_like(m, i->v.type, (uint64_t)k);
    break;
  case IR_SDIV:
    if (!(i->flags & IR_FLAG_EXACT) || (uint32_t)k == w - 1) return NULL;
    op = IR_ASHR;
    flags = IR_FLAG_EXACT;
    rhs = int_like(m, i->v.type, (uint64_t)k);
    break;
  case IR_UREM:
    op = IR_AND;
    rhs = int_like(m, i->v.type, (k >= 64 ? ~0ull : (1ull << k)) - 1);
    break;
  default: return NULL;
  }
  if (!rhs) return NULL;
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  IrValue *r = ir_build_binop(&bld, op, x, rhs, "");
  IrInst *ri = ir_as_inst(r);
  if (ri) ri->flags |= flags;
  return r;
}

/* Bits of the integer v known to be zero (LLVM's computeKnownBits, the
 * cases index arithmetic needs), within its width. */
static uint64_t known_zero(IrValue *v, int depth) {
  IrType *t = v->type;
  if (t->kind != IR_TY_INT || t->bits > 64) return 0;
  uint64_t all = t->bits == 64 ? ~0ull : (1ull << t->bits) - 1;
  uint64_t c;
  if (ir_const_is_int(v, &c)) return ~c & all;
  IrInst *i = ir_as_inst(v);
  if (!i || depth > 6) return 0;
  uint64_t k;
  switch (i->op) {
  case IR_AND:
    return (known_zero(i->ops[0], depth + 1) | known_zero(i->ops[1], depth + 1)) & all;
  case IR_OR:
  case IR_XOR:
    return known_zero(i->ops[0], depth + 1) & known_zero(i->ops[1], depth + 1);
  case IR_SHL:
    if (!ir_const_is_int(i->ops[1], &k) || k >= t->bits) return 0;
    return ((known_zero(i->ops[0], depth + 1) << k) | ((1ull << k) - 1)) & all;
  case IR_LSHR:
    if (!ir_const_is_int(i->ops[1], &k) || k >= t->bits) return 0;
    return ((known_zero(i->ops[0], depth + 1) >> k) | ~(all >> k)) & all;
  case IR_ZEXT: {
    IrType *st = i->ops[0]->type;
    if (st->kind != IR_TY_INT || st->bits >= t->bits) return 0;
    uint64_t sall = (1ull << st->bits) - 1;
    return (known_zero(i->ops[0], depth + 1) & sall) | (all & ~sall);
  }
  default: return 0;
  }
}

/* add a, b -> or a, b when no bit is set in both (instcombine's visitAdd:
 * haveNoCommonBitsSet), the shape of index arithmetic such as i * 4 + 1. */
static IrValue *fold_add_to_or(IrModule *m, IrInst *i) {
  if (i->op != IR_ADD || i->nops != 2 || i->v.type->kind != IR_TY_INT || i->v.type->bits > 64) return NULL;
  uint64_t all = i->v.type->bits == 64 ? ~0ull : (1ull << i->v.type->bits) - 1;
  if ((known_zero(i->ops[0], 0) | known_zero(i->ops[1], 0)) != all) return NULL;
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  return ir_build_binop(&bld, IR_OR, i->ops[0], i->ops[1], "");
}

/* Is v the constant 1 (1.0 for floats)? */
static bool is_one(IrValue *v) {
  uint64_t k;
  if (ir_const_is_int(v, &k)) return k == 1 && v->type->bits > 1;
  return v->kind == IR_V_CONST_FP && ((IrConst *)v)->fval == 1.0;
}

/* DXC's DxilSimplify when instcombine may insert instructions: FMad, IMad
 * and UMad with a factor 1 become the addition (fast for floats). Calls
 * are still the llvm intrinsics that lower to those ops. */
static IrValue *fold_mad_one(IrModule *m, IrInst *i) {
  if (i->op != IR_CALL || i->nops != 4 || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC || !i->ops[0]->name)
    return NULL;
  const DxilIntrinsicMap *im = dxil_intrinsic_of(ir_call_callee(i));
  if (!im || im->nsel) return NULL;
  if (im->opcode != DXIL_OP_FMad && im->opcode != DXIL_OP_IMad && im->opcode != DXIL_OP_UMad) return NULL;
  IrValue *a = i->ops[1], *b = i->ops[2], *c = i->ops[3];
  IrValue *x = is_one(a) ? b : is_one(b) ? a : NULL;
  if (!x || a->type->kind == IR_TY_VECTOR) return NULL;
  IrBuilder bld;
  ir_builder_before(&bld, m, i);
  bld.loc = i->loc;
  bool fp = im->opcode == DXIL_OP_FMad;
  if (fp && !(i->flags & IR_FMF_FAST)) return NULL; /* precise */
  IrValue *r = ir_build_binop(&bld, fp ? IR_FADD : IR_ADD, x, c, "");
  IrInst *ri = ir_as_inst(r);
  if (ri && fp) ri->flags |= IR_FMF_FAST;
  return r;
}

static bool combine_func(IrModule *m, IrFunc *f, bool *changed) {
  bool any = false;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
      nx = i->next;
      IrValue *z = fold_zero_tests(m, i);
      if (!z) z = fold_sub_const(m, i);
      if (!z) z = fold_cast_of_select(m, i);
      if (!z) z = fold_logic_of_casts(m, i);
      if (!z) z = fold_pow2(m, i);
      if (!z) z = fold_add_to_or(m, i);
      if (!z) z = fold_mad_one(m, i);
      if (z) {
        ir_replace_all_uses(m, f, &i->v, z);
        ir_inst_remove(i);
        *changed = any = true;
        continue;
      }
      if ((i->op != IR_ZEXT && i->op != IR_SEXT) || i->nops != 1) continue;
      IrType *t = i->v.type;
      IrValue *x = trunc_from(i->ops[0], t);
      if (!x) continue;
      IrType *st = ir_type_scalar(t), *nt = ir_type_scalar(i->ops[0]->type);
      if (st->kind != IR_TY_INT || nt->kind != IR_TY_INT || st->bits > 64 || nt->bits >= st->bits)
        continue;
      uint32_t n = st->bits, w = nt->bits;
      IrBuilder bld;
      ir_builder_before(&bld, m, i);
      bld.loc = i->loc;
      IrValue *r;
      if (i->op == IR_ZEXT) {
        IrValue *mask = int_like(m, t, w >= 64 ? ~0ull : (1ull << w) - 1);
        if (!mask) continue;
        r = ir_build_binop(&bld, IR_AND, x, mask, "");
      } else {
        IrValue *sh = int_like(m, t, n - w);
        if (!sh) continue;
        IrValue *l = ir_build_binop(&bld, IR_SHL, x, sh, "");
        r = ir_build_binop(&bld, IR_ASHR, l, sh, "");
        IrInst *ri = ir_as_inst(r);
        if (ri) ri->flags |= IR_FLAG_EXACT;
      }
      if (!r) return false;
      ir_replace_all_uses(m, f, &i->v, r);
      ir_inst_remove(i);
      *changed = any = true;
    }
  if (!any) return true;
  /* the truncs and compares left without users go, as instcombine removes them */
  Arena scratch;
  arena_init_child(&scratch, m->arena);
  bool ok = opt_remove_trivially_dead(m, f, &scratch, changed);
  arena_free(&scratch);
  return ok;
}

bool pass_dxc_combine(PassCtx *ctx, IrModule *m) {
  /* DXIL 1.9 vectors: undefined lanes inserted go */
  if (target_native_vectors(&ctx->dx.target, ctx->dxc_compat))
    for (uint32_t k = 0; k < m->funcs.len; k++) {
      IrFunc *f = m->funcs.data[k];
      for (uint32_t b = 0; b < f->nblocks; b++)
        for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
          nx = i->next;
          /* insertelement X, undef, C -> X (instcombine: the lane stays
           * undefined; DXC's validator refuses instructions reading undef) */
          if (i->op == IR_INSERTELEMENT && i->nops == 3 && i->ops[1]->kind == IR_V_UNDEF) {
            ir_replace_all_uses(m, f, &i->v, i->ops[0]);
            ir_inst_remove(i);
          }
        }
    }
  /* instcombine's SimplifyCommutative, for every target (DXC mode) */
  if (ctx->dxc_compat)
    for (uint32_t k = 0; k < m->funcs.len; k++) {
      IrFunc *f = m->funcs.data[k];
      for (uint32_t b = 0; b < f->nblocks; b++)
        for (IrInst *i = f->blocks[b]->first; i; i = i->next) swap_const_lhs(i);
    }
  return opt_run_on_funcs(m, combine_func, "dxc-combine");
}
