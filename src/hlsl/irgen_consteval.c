/* irgen_consteval.c - intrinsics evaluated in the front end, as DXC does.
 *
 * DXC's code generation evaluates a fixed set of intrinsics on the spot when
 * every argument is an immediate constant (CGHLSLMS.cpp, TryEvalIntrinsic in
 * CGHLSLMSFinishCodeGen.cpp): float arguments in float precision with the C
 * library's float functions, doubles in double, and with its own formulas
 * where they differ from the DXIL ops' folding (frac(v) = v - floor(v), where
 * folding the Frc op gives fabs(modf(v)); they disagree on negative values).
 * Arguments that only become constant after optimisation are not evaluated
 * here: they reach the DXIL op folding (src/passes/dxil_op_fold.c), as in
 * DXC. Half and min-precision arguments are never evaluated (DXC neither).
 */
#include "irgen.h"

#include <math.h>


/* Element i of an immediate scalar/vector constant, or NULL. */
static IrConst *imm_elem(IrValue *v, uint32_t i) {
  IrConst *c = ir_as_const(v);
  if (!c) return NULL;
  switch (v->kind) {
  case IR_V_CONST_INT:
  case IR_V_CONST_FP: return i == 0 ? c : NULL;
  case IR_V_CONST_AGG: return i < c->nelems ? imm_elem(c->elems[i], 0) : NULL;
  default: return NULL;
  }
}

/* Number of lanes of an immediate argument, 0 when it is not one. */
static uint32_t imm_lanes(Gen *g, IrValue *v) {
  IrType *t = v->type;
  if (v->kind == IR_V_CONST_ZERO && t->kind == IR_TY_VECTOR) return (uint32_t)t->count;
  uint32_t n = t->kind == IR_TY_VECTOR ? (uint32_t)t->count : 1;
  for (uint32_t i = 0; i < n; i++)
    if (!imm_elem(v, i)) return 0;
  (void)g;
  return n;
}

static double lane_fp(IrValue *v, uint32_t i) {
  if (v->kind == IR_V_CONST_ZERO) return 0.0;
  return imm_elem(v, i)->fval;
}

static int64_t lane_int(IrValue *v, uint32_t i, uint32_t bits) {
  uint64_t x = v->kind == IR_V_CONST_ZERO ? 0 : imm_elem(v, i)->ival;
  if (bits < 64 && (x >> (bits - 1)) & 1) x |= ~0ull << bits; /* sign-extend */
  return (int64_t)x;
}

/* isnan on immediates, any float width (DXC's IsNaN in TryEvalIntrinsic):
 * the i1 answers. */
static IrValue *eval_isnan(Gen *g, IrValue *a) {
  IrType *t = a->type, *et = t->kind == IR_TY_VECTOR ? t->elem : t;
  if (!ir_type_is_fp(et)) return NULL;
  uint32_t lanes = imm_lanes(g, a);
  if (!lanes || lanes > 16) return NULL;
  IrValue *vals[16];
  for (uint32_t i = 0; i < lanes; i++)
    if (!(vals[i] = ir_const_i1(g->m, isnan(lane_fp(a, i))))) return NULL;
  if (t->kind != IR_TY_VECTOR) return vals[0];
  return ir_const_agg(g->m, ir_type_vector(g->m, ir_type_int(g->m, 1), lanes), vals, lanes);
}

IrValue *gen_try_eval_intrinsic(Gen *g, int id, ScalarKind sk, IrValue **a, uint32_t n) {
  if (n < 1 || n > 3 || !a[0]) return NULL;
  if (id == IN_ISNAN) return n == 1 ? eval_isnan(g, a[0]) : NULL;
  IrType *t = a[0]->type;
  IrType *et = t->kind == IR_TY_VECTOR ? t->elem : t;
  bool isf = et->kind == IR_TY_FLOAT || et->kind == IR_TY_DOUBLE;
  bool isi = et->kind == IR_TY_INT && et->bits > 1;
  if (!isf && !isi) return NULL; /* half and bool are not evaluated */
  if (hl_sk_is_minprec(g->c, sk)) return NULL;
  uint32_t lanes = imm_lanes(g, a[0]);
  if (!lanes) return NULL;
  for (uint32_t k = 1; k < n; k++)
    if (!a[k] || a[k]->type != t || imm_lanes(g, a[k]) != lanes) return NULL;
  bool sgn = hl_sk_is_signed(sk);
  IrValue *vals[16];
  if (lanes > 16) return NULL;
  for (uint32_t i = 0; i < lanes; i++) {
    if (isf) {
      double x = lane_fp(a[0], i), y = n > 1 ? lane_fp(a[1], i) : 0, z = n > 2 ? lane_fp(a[2], i) : 0, r;
      if (!sema_eval_intrin_fp(id, et->kind == IR_TY_DOUBLE, sema_round_away(g->c), x, y, z, &r)) return NULL;
      vals[i] = ir_const_fp(g->m, et, r);
    } else {
      uint32_t bits = et->bits;
      uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1, r;
      int64_t x = lane_int(a[0], i, bits), y = n > 1 ? lane_int(a[1], i, bits) : 0,
              z = n > 2 ? lane_int(a[2], i, bits) : 0;
      if (!sema_eval_intrin_int(id, sgn, x, y, z, mask, &r)) return NULL;
      vals[i] = ir_const_int(g->m, et, r);
    }
    if (!vals[i]) return NULL;
  }
  if (t->kind != IR_TY_VECTOR) return vals[0];
  return ir_const_agg(g->m, t, vals, lanes);
}
