/* opt_fold.c - constant folding and algebraic simplification shared by
 * instsimplify, mem2reg, loop-unroll and friends (see opt_simplify in
 * opt_util.h). Results are always existing values or constants; nothing
 * here creates instructions. Integer folding covers widths up to 64 bits;
 * wider types are left alone. Floating point folds in double precision and
 * rounds once to the destination type, which is exact for + - * / on
 * half/float (double has more than 2p+2 bits) and exact for double. */
#include "opt_util.h"
#include "../dxil/dxil_node.h"

#include <math.h>
#include <string.h>

static uint64_t mask_of(uint32_t bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

static int64_t sext_of(uint64_t v, uint32_t bits) {
  if (bits >= 64) return (int64_t)v;
  uint64_t sign = 1ull << (bits - 1);
  v &= mask_of(bits);
  return (int64_t)((v ^ sign) - sign);
}

uint32_t opt_type_nelems(const IrType *t) {
  if (!t) return 0;
  switch (t->kind) {
  case IR_TY_ARRAY: case IR_TY_VECTOR: return t->count > UINT32_MAX ? 0 : (uint32_t)t->count;
  case IR_TY_STRUCT: return t->nmembers;
  default: return 0;
  }
}

IrType *opt_type_elem(const IrType *t, uint32_t idx) {
  if (!t) return NULL;
  switch (t->kind) {
  case IR_TY_ARRAY: case IR_TY_VECTOR: return idx < t->count ? t->elem : NULL;
  case IR_TY_STRUCT: return idx < t->nmembers ? t->members[idx] : NULL;
  default: return NULL;
  }
}

IrValue *opt_const_elem(IrModule *m, IrValue *c, uint32_t idx) {
  if (!c) return NULL;
  IrType *et = opt_type_elem(c->type, idx);
  if (!et) return NULL;
  IrConst *k = (IrConst *)c;
  switch (c->kind) {
  case IR_V_CONST_AGG: return idx < k->nelems ? k->elems[idx] : NULL;
  case IR_V_CONST_ZERO: return ir_const_zero(m, et);
  case IR_V_UNDEF: return ir_undef(m, et);
  case IR_V_POISON: return ir_poison(m, et);
  case IR_V_CONST_DATA: {
    uint64_t sz = et->kind == IR_TY_INT ? (et->bits + 7) / 8
                  : et->kind == IR_TY_HALF ? 2 : et->kind == IR_TY_FLOAT ? 4
                  : et->kind == IR_TY_DOUBLE ? 8 : 0;
    if (!sz || sz > 8 || (uint64_t)(idx + 1) * sz > k->nbytes) return NULL;
    uint64_t v = 0;
    for (uint64_t b = 0; b < sz; b++) v |= (uint64_t)k->bytes[idx * sz + b] << (8 * b);
    return et->kind == IR_TY_INT ? ir_const_int(m, et, v) : ir_const_fp_bits(m, et, v);
  }
  default: return NULL;
  }
}

/* Is v a constant whose elements can be enumerated? */
static bool is_vec_const(const IrValue *v) {
  if (!v || !v->type || v->type->kind != IR_TY_VECTOR) return false;
  switch (v->kind) {
  case IR_V_CONST_AGG: case IR_V_CONST_ZERO: case IR_V_CONST_DATA: case IR_V_UNDEF:
  case IR_V_POISON:
    return true;
  default:
    return false;
  }
}

static bool is_scalar_const(const IrValue *v) {
  return v && (v->kind == IR_V_CONST_INT || v->kind == IR_V_CONST_FP);
}

bool opt_is_const_int(const IrValue *v, uint64_t x) {
  if (!v) return false;
  if (v->kind == IR_V_CONST_INT) return ((const IrConst *)v)->ival == (x & mask_of(v->type->bits));
  if (v->kind == IR_V_CONST_ZERO) return x == 0 && ir_type_is_int(ir_type_scalar(v->type), 0);
  if (v->kind == IR_V_CONST_AGG && v->type->kind == IR_TY_VECTOR) {
    const IrConst *c = (const IrConst *)v;
    for (uint32_t k = 0; k < c->nelems; k++)
      if (!opt_is_const_int(c->elems[k], x)) return false;
    return c->nelems > 0;
  }
  return false;
}

/* Is v a constant fp (or splat) with exactly these bits pattern semantics:
 * which: 0 = +0.0, 1 = -0.0, 2 = 1.0. */
static bool is_const_fp(const IrValue *v, int which) {
  if (!v) return false;
  if (v->kind == IR_V_CONST_FP) {
    const IrConst *c = (const IrConst *)v;
    bool neg = signbit(c->fval) != 0;
    if (which == 0) return c->fval == 0.0 && !neg;
    if (which == 1) return c->fval == 0.0 && neg;
    return c->fval == 1.0;
  }
  if (v->kind == IR_V_CONST_ZERO) return which == 0 && ir_type_is_fp(ir_type_scalar(v->type));
  if (v->kind == IR_V_CONST_AGG && v->type->kind == IR_TY_VECTOR) {
    const IrConst *c = (const IrConst *)v;
    for (uint32_t k = 0; k < c->nelems; k++)
      if (!is_const_fp(c->elems[k], which)) return false;
    return c->nelems > 0;
  }
  return false;
}

/* A scalar NaN constant: DXC's InstSimplify (an HLSL change) makes any
 * fadd/fsub/fmul/fdiv/frem with a NaN constant operand that NaN, whatever
 * the fast-math flags (0/0 in a shader stays visible as NaN). */
static bool is_nan_const(const IrValue *v) {
  return v && v->kind == IR_V_CONST_FP && isnan(((const IrConst *)v)->fval);
}

/* ---- scalar folding ------------------------------------------------------ */

static IrValue *fold_int_binop(IrModule *m, IrOpcode op, IrType *t, uint64_t a, uint64_t b) {
  uint32_t w = t->bits;
  if (w == 0 || w > 64) return NULL;
  uint64_t mk = mask_of(w), r;
  a &= mk;
  b &= mk;
  int64_t sa = sext_of(a, w), sb = sext_of(b, w);
  switch (op) {
  case IR_ADD: r = a + b; break;
  case IR_SUB: r = a - b; break;
  case IR_MUL: r = a * b; break;
  case IR_UDIV: if (!b) return NULL; r = a / b; break;
  case IR_UREM: if (!b) return NULL; r = a % b; break;
  case IR_SDIV:
  case IR_SREM:
    if (!b) return NULL;
    if (sb == -1 && sa == sext_of(1ull << (w - 1), w)) return NULL; /* INT_MIN / -1 */
    r = op == IR_SDIV ? (uint64_t)(sa / sb) : (uint64_t)(sa % sb);
    break;
  case IR_SHL: if (b >= w) return NULL; r = a << b; break;
  case IR_LSHR: if (b >= w) return NULL; r = a >> b; break;
  case IR_ASHR: if (b >= w) return NULL; r = (uint64_t)(sa >> b); break;
  case IR_AND: r = a & b; break;
  case IR_OR: r = a | b; break;
  case IR_XOR: r = a ^ b; break;
  default: return NULL;
  }
  return ir_const_int(m, t, r & mk);
}

static IrValue *fold_fp_binop(IrModule *m, IrOpcode op, IrType *t, double a, double b) {
  double r;
  switch (op) {
  case IR_FADD: r = a + b; break;
  case IR_FSUB: r = a - b; break;
  case IR_FMUL: r = a * b; break;
  case IR_FDIV: r = a / b; break;
  case IR_FREM: r = fmod(a, b); break;
  default: return NULL;
  }
  if (isnan(r)) {
    /* an invalid operation on ordinary numbers (0 * inf, inf - inf, x / 0
     * with x 0): APFloat's default NaN, positive and quiet (the hardware's
     * would be negative); NaN operands keep their payloads: not folded */
    if (isnan(a) || isnan(b)) return NULL;
    return ir_const_fp(m, t, NAN);
  }
  return ir_const_fp(m, t, r);
}

static bool icmp_eval(IrPred p, uint64_t a, uint64_t b, uint32_t w, bool *out) {
  int64_t sa = sext_of(a, w), sb = sext_of(b, w);
  a &= mask_of(w);
  b &= mask_of(w);
  switch (p) {
  case IR_ICMP_EQ: *out = a == b; break;
  case IR_ICMP_NE: *out = a != b; break;
  case IR_ICMP_UGT: *out = a > b; break;
  case IR_ICMP_UGE: *out = a >= b; break;
  case IR_ICMP_ULT: *out = a < b; break;
  case IR_ICMP_ULE: *out = a <= b; break;
  case IR_ICMP_SGT: *out = sa > sb; break;
  case IR_ICMP_SGE: *out = sa >= sb; break;
  case IR_ICMP_SLT: *out = sa < sb; break;
  case IR_ICMP_SLE: *out = sa <= sb; break;
  default: return false;
  }
  return true;
}

static bool fcmp_eval(IrPred p, double a, double b, bool *out) {
  bool uno = isnan(a) || isnan(b);
  bool lt = !uno && a < b, gt = !uno && a > b, eq = !uno && a == b;
  switch (p) {
  case IR_FCMP_FALSE: *out = false; break;
  case IR_FCMP_OEQ: *out = eq; break;
  case IR_FCMP_OGT: *out = gt; break;
  case IR_FCMP_OGE: *out = gt || eq; break;
  case IR_FCMP_OLT: *out = lt; break;
  case IR_FCMP_OLE: *out = lt || eq; break;
  case IR_FCMP_ONE: *out = lt || gt; break;
  case IR_FCMP_ORD: *out = !uno; break;
  case IR_FCMP_UNO: *out = uno; break;
  case IR_FCMP_UEQ: *out = uno || eq; break;
  case IR_FCMP_UGT: *out = uno || gt; break;
  case IR_FCMP_UGE: *out = uno || gt || eq; break;
  case IR_FCMP_ULT: *out = uno || lt; break;
  case IR_FCMP_ULE: *out = uno || lt || eq; break;
  case IR_FCMP_UNE: *out = uno || !eq; break;
  case IR_FCMP_TRUE: *out = true; break;
  default: return false;
  }
  return true;
}

static IrValue *fold_cast(IrModule *m, IrOpcode op, IrType *dt, IrValue *v) {
  IrType *st = v->type;
  IrConst *c = (IrConst *)v;
  if (v->kind == IR_V_POISON) return ir_poison(m, dt);
  if (op == IR_BITCAST && st == dt) return v;
  if (v->kind == IR_V_CONST_INT) {
    uint32_t sw = st->bits;
    if (sw == 0 || sw > 64) return NULL;
    uint64_t a = c->ival & mask_of(sw);
    switch (op) {
    case IR_TRUNC: case IR_ZEXT:
      if (dt->kind != IR_TY_INT || dt->bits > 64) return NULL;
      return ir_const_int(m, dt, a);
    case IR_SEXT:
      if (dt->kind != IR_TY_INT || dt->bits > 64) return NULL;
      return ir_const_int(m, dt, (uint64_t)sext_of(a, sw));
    case IR_UITOFP: case IR_SITOFP: {
      if (!ir_type_is_fp(dt)) return NULL;
      bool sgn = op == IR_SITOFP;
      int64_t s = sext_of(a, sw);
      if (dt->kind == IR_TY_FLOAT) {
        float f = sgn ? (float)s : (float)a;
        return ir_const_fp(m, dt, f);
      }
      if (dt->kind == IR_TY_DOUBLE) return ir_const_fp(m, dt, sgn ? (double)s : (double)a);
      /* half: only when the value is exact in double (single rounding) */
      if (sgn ? (s > (1ll << 53) || s < -(1ll << 53)) : a > (1ull << 53)) return NULL;
      return ir_const_fp(m, dt, sgn ? (double)s : (double)a);
    }
    case IR_BITCAST:
      if (ir_type_is_fp(dt) && ir_type_size(dt) * 8 == sw) return ir_const_fp_bits(m, dt, a);
      return NULL;
    default: return NULL;
    }
  }
  if (v->kind == IR_V_CONST_FP) {
    double x = c->fval;
    switch (op) {
    case IR_FPTRUNC: case IR_FPEXT:
      if (!ir_type_is_fp(dt)) return NULL;
      if (isnan(x)) {
        /* a quiet NaN without payload converts to the same (APFloat);
         * other payloads are left alone */
        uint32_t sb = ir_type_size(v->type) * 8;
        uint32_t mant = sb == 64 ? 52 : sb == 32 ? 23 : 10;
        uint64_t payload = c->fbits & ((1ull << (mant - 1)) - 1);
        if (payload) return NULL;
        return ir_const_fp(m, dt, signbit(x) ? -NAN : NAN);
      }
      return ir_const_fp(m, dt, x);
    case IR_FPTOSI: case IR_FPTOUI:
      /* LLVM 3.7's fold (APFloat::convertToInteger, toward zero): values
       * out of range saturate to the type's limits, NaN is 0 */
      if (dt->kind != IR_TY_INT || dt->bits > 64) return NULL;
      return ir_const_int(m, dt, base_fp_to_int(x, dt->bits, op == IR_FPTOSI));
    case IR_BITCAST:
      if (dt->kind == IR_TY_INT && ir_type_size(st) * 8 == dt->bits)
        return ir_const_int(m, dt, c->fbits);
      return NULL;
    default: return NULL;
    }
  }
  return NULL;
}

/* Fold a scalar operation on constant scalar operands. */
static IrValue *fold_scalar(IrModule *m, IrOpcode op, IrType *t, IrValue **ops, uint32_t aux) {
  if (ir_opcode_is_binary(op)) {
    IrValue *a = ops[0], *b = ops[1];
    if (a->kind == IR_V_POISON || b->kind == IR_V_POISON) return ir_poison(m, t);
    if (a->kind == IR_V_CONST_INT && b->kind == IR_V_CONST_INT)
      return fold_int_binop(m, op, t, ((IrConst *)a)->ival, ((IrConst *)b)->ival);
    if (a->kind == IR_V_CONST_FP && b->kind == IR_V_CONST_FP)
      return fold_fp_binop(m, op, t, ((IrConst *)a)->fval, ((IrConst *)b)->fval);
    return NULL;
  }
  if (op == IR_FNEG) {
    if (ops[0]->kind == IR_V_POISON) return ir_poison(m, t);
    if (ops[0]->kind != IR_V_CONST_FP) return NULL;
    uint32_t w = (uint32_t)ir_type_size(t) * 8;
    return ir_const_fp_bits(m, t, ((IrConst *)ops[0])->fbits ^ (1ull << (w - 1)));
  }
  if (ir_opcode_is_cast(op)) return fold_cast(m, op, t, ops[0]);
  if (op == IR_ICMP || op == IR_FCMP) {
    IrValue *a = ops[0], *b = ops[1];
    if (a->kind == IR_V_POISON || b->kind == IR_V_POISON) return ir_poison(m, t);
    bool r;
    if (op == IR_ICMP && a->kind == IR_V_CONST_INT && b->kind == IR_V_CONST_INT) {
      if (a->type->bits > 64) return NULL;
      if (!icmp_eval((IrPred)aux, ((IrConst *)a)->ival, ((IrConst *)b)->ival, a->type->bits, &r))
        return NULL;
      return ir_const_int(m, t, r);
    }
    if (op == IR_ICMP && a->kind == IR_V_CONST_NULL && b->kind == IR_V_CONST_NULL) {
      if (aux == IR_ICMP_EQ || aux == IR_ICMP_NE) return ir_const_int(m, t, aux == IR_ICMP_EQ);
      return NULL;
    }
    if (op == IR_FCMP && a->kind == IR_V_CONST_FP && b->kind == IR_V_CONST_FP) {
      if (!fcmp_eval((IrPred)aux, ((IrConst *)a)->fval, ((IrConst *)b)->fval, &r)) return NULL;
      return ir_const_int(m, t, r);
    }
    return NULL;
  }
  if (op == IR_SELECT) {
    uint64_t cv;
    if (ir_const_is_int(ops[0], &cv)) return cv & 1 ? ops[1] : ops[2];
    return NULL;
  }
  return NULL;
}

/* Elementwise fold of a vector operation whose vector operands are all
 * enumerable constants (scalar operands, like a select's scalar condition,
 * are broadcast). */
static IrValue *fold_vector(IrModule *m, IrOpcode op, IrType *t, IrValue *const *ops,
                            uint32_t n, uint32_t aux) {
  if (t->kind != IR_TY_VECTOR || n > 3 || t->count > 1024) return NULL;
  bool any_vec = false;
  for (uint32_t k = 0; k < n; k++) {
    if (is_vec_const(ops[k])) any_vec = true;
    else if (ops[k]->type->kind == IR_TY_VECTOR || !is_scalar_const(ops[k])) {
      /* a non-constant operand: only a select with constant cond may fold */
      if (!(op == IR_SELECT && k > 0)) return NULL;
    }
  }
  if (!any_vec) return NULL;
  uint32_t cnt = (uint32_t)t->count;
  IrValue *stackbuf[16];
  IrValue **el = cnt <= 16 ? stackbuf : arena_alloc(m->arena, sizeof(IrValue *) * cnt);
  if (!el) return NULL;
  for (uint32_t e = 0; e < cnt; e++) {
    IrValue *sop[3];
    for (uint32_t k = 0; k < n; k++) {
      if (ops[k]->type->kind == IR_TY_VECTOR) {
        if (!is_vec_const(ops[k])) return NULL;
        sop[k] = opt_const_elem(m, ops[k], e);
      } else {
        sop[k] = ops[k];
      }
      if (!sop[k]) return NULL;
      if (sop[k]->kind == IR_V_UNDEF) return NULL;
    }
    el[e] = fold_scalar(m, op, t->elem, sop, aux);
    if (!el[e] || !ir_is_const(el[e])) return NULL;
  }
  return ir_const_agg(m, t, el, cnt);
}

/* ---- aggregate / vector element tracking -------------------------------- */

/* Value at index path idx[0..n) of aggregate constant c, or NULL. */
static IrValue *const_path(IrModule *m, IrValue *c, const uint32_t *idx, uint32_t n) {
  for (uint32_t k = 0; k < n && c; k++) c = opt_const_elem(m, c, idx[k]);
  return c;
}

static IrValue *simplify_extractvalue(IrModule *m, IrInst *i, IrValue *agg) {
  const uint32_t *idx = i->indices;
  uint32_t n = i->nindices;
  for (int guard = 0; guard < 4096 && agg; guard++) {
    if (ir_is_const(agg)) return const_path(m, agg, idx, n);
    IrInst *iv = ir_as_inst(agg);
    if (!iv || iv->op != IR_INSERTVALUE) return NULL;
    uint32_t k = iv->nindices, c = k < n ? k : n;
    if (memcmp(iv->indices, idx, sizeof(uint32_t) * c) == 0) {
      if (k == n) return iv->ops[1];
      if (k > n) return NULL;
      agg = iv->ops[1]; /* extract from the inserted sub-aggregate */
      idx += k;
      n -= k;
      continue;
    }
    agg = iv->ops[0];
  }
  return NULL;
}

/* A chain of single-index inserts that rebuilds X from its own elements
 * (insertvalue (... undef ...), (extractvalue X, j), j for all j) is X.
 * `ins` selects insertvalue (true) or insertelement. */
static IrValue *rebuild_source(IrInst *top, IrValue *const *topops, bool ins) {
  IrType *t = top->v.type;
  uint32_t n = opt_type_nelems(t);
  if (!n || n > 256) return NULL;
  uint8_t covered[256];
  memset(covered, 0, n);
  uint32_t ncov = 0;
  IrValue *x = NULL, *cur = &top->v;
  IrValue *const *ops = topops;
  for (int guard = 0; guard < 4096; guard++) {
    IrInst *ci = ir_as_inst(cur);
    if (!ci || ci->op != (ins ? IR_INSERTVALUE : IR_INSERTELEMENT) || ci->v.type != t) break;
    if (ci != top) ops = ci->ops;
    uint64_t j;
    if (ins) {
      if (ci->nindices != 1) return NULL;
      j = ci->indices[0];
    } else if (!ir_const_is_int(ops[2], &j)) {
      return NULL;
    }
    if (j >= n) return NULL;
    IrInst *ex = ir_as_inst(ops[1]);
    if (!ex) return NULL;
    IrValue *src;
    if (ins) {
      if (ex->op != IR_EXTRACTVALUE || ex->nindices != 1 || ex->indices[0] != j) return NULL;
      src = ex->ops[0];
    } else {
      uint64_t ej;
      if (ex->op != IR_EXTRACTELEMENT || !ir_const_is_int(ex->ops[1], &ej) || ej != j)
        return NULL;
      src = ex->ops[0];
    }
    if (src->type != t || (x && x != src)) return NULL;
    x = src;
    if (!covered[j]) {
      covered[j] = 1;
      ncov++;
    }
    cur = ops[0];
  }
  if (!x) return NULL;
  if (cur == x) return x;
  if (opt_is_undef(cur) && ncov == n) return x;
  return NULL;
}

static IrValue *simplify_extractelement(IrModule *m, IrValue *vec, IrValue *idxv) {
  uint64_t k;
  if (!ir_const_is_int(idxv, &k)) return NULL;
  IrType *vt = vec->type;
  if (vt->kind != IR_TY_VECTOR) return NULL;
  if (k >= vt->count) return ir_poison(m, vt->elem);
  for (int guard = 0; guard < 4096; guard++) {
    if (ir_is_const(vec)) return opt_const_elem(m, vec, (uint32_t)k);
    IrInst *v = ir_as_inst(vec);
    if (!v) return NULL;
    if (v->op == IR_INSERTELEMENT) {
      uint64_t j;
      if (!ir_const_is_int(v->ops[2], &j)) return NULL;
      if (j == k) return v->ops[1];
      vec = v->ops[0];
      continue;
    }
    if (v->op == IR_SHUFFLEVECTOR) {
      if (k >= v->nindices) return NULL;
      uint32_t mk = v->indices[k];
      if (mk == UINT32_MAX) return ir_poison(m, vt->elem);
      uint64_t n1 = v->ops[0]->type->count;
      if (mk < n1) {
        vec = v->ops[0];
        k = mk;
      } else {
        vec = v->ops[1];
        k = mk - n1;
      }
      continue;
    }
    return NULL;
  }
  return NULL;
}

/* Replace element path idx[0..n) of constant agg by v; NULL if impossible. */
static IrValue *const_insert(IrModule *m, IrValue *agg, IrValue *v, const uint32_t *idx,
                             uint32_t n) {
  if (n == 0) return v;
  uint32_t cnt = opt_type_nelems(agg->type);
  if (!cnt || cnt > 4096 || idx[0] >= cnt) return NULL;
  IrValue **el = arena_alloc(m->arena, sizeof(IrValue *) * cnt);
  if (!el) return NULL;
  for (uint32_t k = 0; k < cnt; k++) {
    el[k] = opt_const_elem(m, agg, k);
    if (!el[k]) return NULL;
  }
  el[idx[0]] = const_insert(m, el[idx[0]], v, idx + 1, n - 1);
  if (!el[idx[0]]) return NULL;
  return ir_const_agg(m, agg->type, el, cnt);
}

static bool foldable_const(const IrValue *v) {
  if (!v) return false;
  switch (v->kind) {
  case IR_V_CONST_INT: case IR_V_CONST_FP: case IR_V_CONST_NULL: case IR_V_CONST_ZERO:
  case IR_V_UNDEF: case IR_V_POISON: case IR_V_CONST_AGG:
    return true;
  default:
    return false;
  }
}

/* ---- identities ------------------------------------------------------------ */

/* Is v (fsub Z, x) with Z either zero (LLVM's m_FSub(m_AnyZero(), x), and
 * isFNeg with IgnoreZeroSign)? */
static bool is_fsub_of_zero(const IrValue *v, const IrValue *x) {
  IrInst *s = ir_as_inst((IrValue *)v);
  if (!s || s->op != IR_FSUB || s->nops != 2 || s->ops[1] != x) return false;
  return is_const_fp(s->ops[0], 1) || is_const_fp(s->ops[0], 0);
}

/* LLVM 3.7's CannotBeNegativeZero, the cases that reach a shader: an
 * instruction with the nsz flag, an integer converted to floating point,
 * and x + +0.0. */
static bool cannot_be_neg_zero(const IrValue *v) {
  if (v->kind == IR_V_CONST_FP) return !(((const IrConst *)v)->fval == 0.0 && signbit(((const IrConst *)v)->fval));
  const IrInst *i = ir_as_inst((IrValue *)v);
  if (!i) return false;
  if (i->flags & IR_FMF_NSZ) return true;
  if (i->op == IR_UITOFP || i->op == IR_SITOFP) return true;
  if (i->op == IR_FADD && i->nops == 2 && is_const_fp(i->ops[1], 0)) return true;
  return false;
}

static IrValue *simplify_binop_identity(IrModule *m, IrInst *i, IrValue *a, IrValue *b) {
  IrType *t = i->v.type;
  bool isint = ir_type_is_int(ir_type_scalar(t), 0);
  uint64_t ones = ~0ull;
  switch (i->op) {
  case IR_ADD:
    if (opt_is_const_int(b, 0)) return a;
    if (opt_is_const_int(a, 0)) return b;
    break;
  case IR_SUB:
    if (opt_is_const_int(b, 0)) return a;
    if (a == b && isint) return ir_const_zero(m, t);
    break;
  case IR_MUL:
    if (opt_is_const_int(b, 1)) return a;
    if (opt_is_const_int(a, 1)) return b;
    if (opt_is_const_int(b, 0) || opt_is_const_int(a, 0)) return ir_const_zero(m, t);
    break;
  case IR_UDIV: case IR_SDIV:
    if (opt_is_const_int(b, 1)) return a;
    break;
  case IR_UREM: case IR_SREM:
    if (opt_is_const_int(b, 1)) return ir_const_zero(m, t);
    break;
  case IR_SHL: case IR_LSHR: case IR_ASHR:
    if (opt_is_const_int(b, 0)) return a;
    if (opt_is_const_int(a, 0)) return ir_const_zero(m, t);
    break;
  case IR_AND:
    if (opt_is_const_int(b, ones)) return a;
    if (opt_is_const_int(a, ones)) return b;
    if (opt_is_const_int(b, 0) || opt_is_const_int(a, 0)) return ir_const_zero(m, t);
    if (a == b) return a;
    break;
  case IR_OR:
    if (opt_is_const_int(b, 0)) return a;
    if (opt_is_const_int(a, 0)) return b;
    if (opt_is_const_int(b, ones)) return b;
    if (opt_is_const_int(a, ones)) return a;
    if (a == b) return a;
    break;
  case IR_XOR:
    if (opt_is_const_int(b, 0)) return a;
    if (opt_is_const_int(a, 0)) return b;
    if (a == b) return ir_const_zero(m, t);
    break;
  case IR_FADD: {
    if (is_nan_const(a)) return a;
    if (is_nan_const(b)) return b;
    /* a constant goes to the right, as InstSimplify canonicalizes */
    if (ir_is_const(a) && !ir_is_const(b)) {
      IrValue *x = a;
      a = b;
      b = x;
    }
    if (is_const_fp(b, 1)) return a; /* x + -0.0 == x */
    if (is_const_fp(b, 0) && ((i->flags & IR_FMF_NSZ) || cannot_be_neg_zero(a))) return a;
    /* fadd [nnan ninf] x, (fsub [nnan ninf] 0, x) -> 0: each flag on
     * either instruction */
    IrInst *sub = NULL;
    if (is_fsub_of_zero(b, a)) sub = ir_as_inst(b);
    else if (is_fsub_of_zero(a, b)) sub = ir_as_inst(a);
    if (sub && ((i->flags | sub->flags) & IR_FMF_NNAN) && ((i->flags | sub->flags) & IR_FMF_NINF))
      return ir_const_zero(m, t);
    break;
  }
  case IR_FSUB: {
    if (is_nan_const(a)) return a;
    if (is_nan_const(b)) return b;
    if (is_const_fp(b, 0)) return a; /* x - +0.0 == x */
    if (is_const_fp(b, 1) && ((i->flags & IR_FMF_NSZ) || cannot_be_neg_zero(a))) return a;
    /* 0 - (-0.0 - x) == x; with nsz also 0 - (0 - x) */
    if (is_const_fp(a, 0) || is_const_fp(a, 1)) {
      IrInst *bi = ir_as_inst(b);
      if (bi && bi->op == IR_FSUB && bi->nops == 2 &&
          (is_const_fp(bi->ops[0], 1) || ((i->flags & IR_FMF_NSZ) && is_const_fp(bi->ops[0], 0))))
        return bi->ops[1];
    }
    if ((i->flags & IR_FMF_NNAN) && a == b) return ir_const_zero(m, t);
    break;
  }
  case IR_FMUL:
    if (is_nan_const(a)) return a;
    if (is_nan_const(b)) return b;
    if (is_const_fp(b, 2)) return a;
    if (is_const_fp(a, 2)) return b;
    /* fmul nnan nsz x, 0 -> 0 (LLVM's InstSimplify; DXC's fast math) */
    if ((i->flags & (IR_FMF_NNAN | IR_FMF_NSZ)) == (IR_FMF_NNAN | IR_FMF_NSZ)) {
      if (is_const_fp(b, 0) || is_const_fp(b, 1)) return b;
      if (is_const_fp(a, 0) || is_const_fp(a, 1)) return a;
    }
    break;
  case IR_FDIV:
    if (is_nan_const(a)) return a;
    if (is_nan_const(b)) return b;
    if (is_const_fp(b, 2)) return a;
    /* 0 / x -> 0 when NaNs (x == 0) and the sign of zero do not matter */
    if ((i->flags & (IR_FMF_NNAN | IR_FMF_NSZ)) == (IR_FMF_NNAN | IR_FMF_NSZ) &&
        (is_const_fp(a, 0) || is_const_fp(a, 1)))
      return a;
    if (i->flags & IR_FMF_NNAN) {
      if (a == b && ir_type_is_fp(t)) return ir_const_fp(m, t, 1.0);
      /* -x / x and x / -x are -1.0 (the sign of a zero ignored) */
      if ((is_fsub_of_zero(a, b) || is_fsub_of_zero(b, a)) && ir_type_is_fp(t))
        return ir_const_fp(m, t, -1.0);
    }
    break;
  case IR_FREM:
    if (is_nan_const(a)) return a;
    if (is_nan_const(b)) return b;
    if ((i->flags & (IR_FMF_NNAN | IR_FMF_NSZ)) == (IR_FMF_NNAN | IR_FMF_NSZ) &&
        (is_const_fp(a, 0) || is_const_fp(a, 1)))
      return a;
    break;
  default:
    break;
  }
  return NULL;
}

static IrValue *simplify_cmp_identity(IrModule *m, IrInst *i, IrValue *a, IrValue *b) {
  if (i->op != IR_ICMP) return NULL;
  IrType *t = i->v.type;
  IrPred p = (IrPred)i->aux;
  if (a == b) {
    switch (p) {
    case IR_ICMP_EQ: case IR_ICMP_UGE: case IR_ICMP_ULE: case IR_ICMP_SGE: case IR_ICMP_SLE:
      return ir_const_int(m, t, 1);
    default:
      return ir_const_zero(m, t);
    }
  }
  if (a->type->kind == IR_TY_INT && a->type->bits == 1) {
    if ((p == IR_ICMP_EQ && opt_is_const_int(b, 1)) || (p == IR_ICMP_NE && opt_is_const_int(b, 0)))
      return a;
    if ((p == IR_ICMP_EQ && opt_is_const_int(a, 1)) || (p == IR_ICMP_NE && opt_is_const_int(a, 0)))
      return b;
  }
  /* icmp ne (zext i1 %x), 0 -> %x (LLVM's InstSimplify): a bool stored
   * as i32 and read back */
  if (p == IR_ICMP_NE && opt_is_const_int(b, 0)) {
    IrInst *z = ir_as_inst(a);
    if (z && z->op == IR_ZEXT && z->nops == 1 && z->ops[0]->type == t) return z->ops[0];
  }
  /* unsigned compares against the range ends */
  if (a->type->kind == IR_TY_INT) {
    if (p == IR_ICMP_ULT && opt_is_const_int(b, 0)) return ir_const_zero(m, t);
    if (p == IR_ICMP_UGE && opt_is_const_int(b, 0)) return ir_const_int(m, t, 1);
  }
  return NULL;
}

/* ---- undef operands ------------------------------------------------------ */

/* LLVM 3.7's folds of an undef operand, which DXC's passes apply: the
 * constant folder's table when both operands are constants
 * (ConstantFold.cpp), InstructionSimplify's rules otherwise. Without them
 * an uninitialized read (a struct member never written, a variable set on
 * one path only) leaves an instruction reading undef, which DXC's
 * validator rejects ("Instructions should not read uninitialized value").
 * Floating-point arithmetic keeps its undef operand, as in LLVM 3.7. */

static bool is_undef(const IrValue *v) { return v && v->kind == IR_V_UNDEF; }

static bool is_const_operand(const IrValue *v) {
  return foldable_const(v) || (v && v->kind == IR_V_CONST_DATA);
}

/* The splat integer of a constant (scalar or vector), like m_APInt. */
static bool const_splat_int(IrModule *m, IrValue *v, uint64_t *out) {
  if (ir_const_is_int(v, out)) return true;
  if (!v || v->type->kind != IR_TY_VECTOR || !is_vec_const(v) || v->kind == IR_V_UNDEF ||
      v->kind == IR_V_POISON)
    return false;
  for (uint32_t e = 0; e < v->type->count; e++) {
    uint64_t x;
    if (!ir_const_is_int(opt_const_elem(m, v, e), &x) || (e && x != *out)) return false;
    *out = x;
  }
  return v->type->count > 0;
}

static IrValue *all_ones(IrModule *m, IrType *t) {
  if (t->kind == IR_TY_INT) return ir_const_int(m, t, ~0ull);
  if (t->kind != IR_TY_VECTOR || t->elem->kind != IR_TY_INT || t->count > 1024) return NULL;
  IrValue *one = ir_const_int(m, t->elem, ~0ull);
  IrValue **el = arena_alloc(m->arena, sizeof(IrValue *) * (t->count ? t->count : 1));
  if (!one || !el) return NULL;
  for (uint32_t e = 0; e < t->count; e++) el[e] = one;
  return ir_const_agg(m, t, el, (uint32_t)t->count);
}

static bool icmp_true_when_equal(IrPred p) {
  return p == IR_ICMP_EQ || p == IR_ICMP_UGE || p == IR_ICMP_ULE || p == IR_ICMP_SGE ||
         p == IR_ICMP_SLE;
}

static bool fcmp_unordered(IrPred p) {
  switch (p) {
  case IR_FCMP_UEQ: case IR_FCMP_UNE: case IR_FCMP_UGT: case IR_FCMP_UGE: case IR_FCMP_ULT:
  case IR_FCMP_ULE: case IR_FCMP_UNO:
    return true;
  default:
    return false;
  }
}

static IrValue *simplify_undef_operand(IrModule *m, IrInst *i, IrValue *a, IrValue *b) {
  IrType *t = i->v.type;
  bool ua = is_undef(a), ub = is_undef(b);
  if (!ua && !ub) return NULL;
  if (i->op == IR_FCMP) return ir_const_int(m, t, fcmp_unordered((IrPred)i->aux));
  bool consts = is_const_operand(a) && is_const_operand(b);
  uint64_t v;
  if (i->op == IR_ICMP) {
    IrPred p = (IrPred)i->aux;
    if (consts && (p == IR_ICMP_EQ || p == IR_ICMP_NE || (ua && ub))) return ir_undef(m, t);
    return ir_const_int(m, t, icmp_true_when_equal(p));
  }
  if (consts) { /* ConstantFoldBinaryInstruction */
    switch (i->op) {
    case IR_XOR: if (ua && ub) return ir_const_zero(m, t); return ir_undef(m, t);
    case IR_ADD: case IR_SUB: return ir_undef(m, t);
    case IR_AND: return ua && ub ? a : ir_const_zero(m, t);
    case IR_MUL:
      if (ua && ub) return a;
      if (const_splat_int(m, ua ? b : a, &v) && (v & 1)) return ir_undef(m, t);
      return ir_const_zero(m, t);
    case IR_SDIV: case IR_UDIV:
      if (opt_is_const_int(a, 0)) return b;
      if (opt_is_const_int(b, 0) || opt_is_const_int(b, 1)) return a;
      return ir_const_zero(m, t);
    case IR_UREM: case IR_SREM:
      if (ub) return b;
      if (opt_is_const_int(b, 0)) return a;
      return ir_const_zero(m, t);
    case IR_OR: return ua && ub ? a : all_ones(m, t);
    case IR_LSHR: case IR_ASHR: case IR_SHL:
      if (ub) return b;
      if (opt_is_const_int(b, 0)) return a;
      return ir_const_zero(m, t);
    default: break; /* floating point: InstructionSimplify's rules below */
    }
  }
  switch (i->op) {
  case IR_ADD: case IR_XOR: case IR_SUB: return ir_undef(m, t);
  case IR_MUL: case IR_AND: return ir_const_zero(m, t);
  case IR_OR: return all_ones(m, t);
  case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
    return ub ? b : ir_const_zero(m, t);
  case IR_SHL:
    if (ub) return b;
    return i->flags & (IR_FLAG_NSW | IR_FLAG_NUW) ? a : ir_const_zero(m, t);
  case IR_LSHR: case IR_ASHR:
    if (ub) return b;
    return i->flags & IR_FLAG_EXACT ? a : ir_const_zero(m, t);
  case IR_FDIV: case IR_FREM: return ua ? a : b; /* the undef could be a NaN */
  default: return NULL;
  }
}

/* ---- entry point ----------------------------------------------------------- */

/* LLVM's constant folder marks a GEP on a global inbounds when every index
 * stays within its array (the first index 0, struct indices always): the
 * flag to add to such a folded GEP (ConstantFold.cpp, isInBoundsIndices). */
static uint32_t gep_inbounds_flag(const IrInst *i, IrValue *const *ops, uint32_t n) {
  if (ops[0]->kind != IR_V_GLOBAL || n < 2) return 0;
  uint64_t v;
  if (!ir_const_is_int(ops[1], &v) || v != 0) return 0;
  const IrType *t = i->aux_type;
  for (uint32_t k = 2; k < n && t; k++) {
    if (!ir_const_is_int(ops[k], &v)) return 0;
    if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      if (v >= t->count) return 0;
      t = t->elem;
    } else if (t->kind == IR_TY_STRUCT) {
      if (v >= t->nmembers) return 0;
      t = t->members[v];
    } else {
      return 0;
    }
  }
  return IR_FLAG_INBOUNDS;
}

IrValue *opt_simplify(IrModule *m, IrInst *i, IrValue *const *ops) {
  if (!ops) ops = i->ops;
  uint32_t n = i->nops;
  IrType *t = i->v.type;
  for (uint32_t k = 0; k < n; k++)
    if (!ops[k]) return NULL;
  if (ir_opcode_is_binary(i->op) || i->op == IR_ICMP || i->op == IR_FCMP) {
    if (n != 2) return NULL;
    IrValue *a = ops[0], *b = ops[1];
    if (a->kind != IR_V_POISON && b->kind != IR_V_POISON) {
      IrValue *r = simplify_undef_operand(m, i, a, b);
      if (r) return r;
    }
    if (is_scalar_const(a) && is_scalar_const(b)) {
      IrValue *sop[2] = {a, b};
      IrValue *r = fold_scalar(m, i->op, t, sop, i->aux);
      if (r) return r;
    } else if (a->kind == IR_V_POISON || b->kind == IR_V_POISON) {
      return ir_poison(m, t);
    } else if (t->kind == IR_TY_VECTOR) {
      IrValue *r = fold_vector(m, i->op, t, ops, 2, i->aux);
      if (r) return r;
    }
    if (ir_opcode_is_binary(i->op)) return simplify_binop_identity(m, i, a, b);
    return simplify_cmp_identity(m, i, a, b);
  }
  switch (i->op) {
  case IR_FNEG:
    if (n != 1) return NULL;
    if (is_scalar_const(ops[0]) || ops[0]->kind == IR_V_POISON) {
      IrValue *sop[1] = {ops[0]};
      return fold_scalar(m, i->op, t, sop, 0);
    }
    return fold_vector(m, i->op, t, ops, 1, 0);
  case IR_TRUNC: case IR_ZEXT: case IR_SEXT: case IR_FPTOUI: case IR_FPTOSI: case IR_UITOFP:
  case IR_SITOFP: case IR_FPTRUNC: case IR_FPEXT: case IR_BITCAST: {
    if (n != 1) return NULL;
    IrValue *v = ops[0];
    if (i->op == IR_BITCAST && v->type == t) return v;
    if (v->kind == IR_V_UNDEF) /* ConstantFoldCastInstruction: the top bits, or a bounded value */
      return i->op == IR_ZEXT || i->op == IR_SEXT || i->op == IR_UITOFP || i->op == IR_SITOFP
                 ? ir_const_zero(m, t) : ir_undef(m, t);
    if (is_scalar_const(v) || v->kind == IR_V_POISON) {
      IrValue *sop[1] = {v};
      return fold_scalar(m, i->op, t, sop, 0);
    }
    if (t->kind == IR_TY_VECTOR && v->type->kind == IR_TY_VECTOR && v->type->count == t->count)
      return fold_vector(m, i->op, t, ops, 1, 0);
    IrInst *src = ir_as_inst(v);
    if (i->op == IR_TRUNC && src && (src->op == IR_ZEXT || src->op == IR_SEXT) &&
        src->ops[0]->type == t)
      return src->ops[0];
    if (i->op == IR_BITCAST && src && src->op == IR_BITCAST && src->ops[0]->type == t)
      return src->ops[0];
    return NULL;
  }
  case IR_SELECT: {
    if (n != 3) return NULL;
    uint64_t cv;
    if (ir_const_is_int(ops[0], &cv)) return cv & 1 ? ops[1] : ops[2];
    if (ops[1] == ops[2]) return ops[1];
    if (opt_is_undef(ops[0])) return ir_is_const(ops[1]) ? ops[1] : ops[2];
    if (opt_is_undef(ops[1])) return ops[2];
    if (opt_is_undef(ops[2])) return ops[1];
    if (t->kind == IR_TY_INT && t->bits == 1 && opt_is_const_int(ops[1], 1) &&
        opt_is_const_int(ops[2], 0))
      return ops[0];
    if (t->kind == IR_TY_VECTOR && is_vec_const(ops[0]))
      return fold_vector(m, i->op, t, ops, 3, 0);
    return NULL;
  }
  case IR_PHI: {
    IrValue *common = NULL;
    for (uint32_t k = 0; k + 1 < n; k += 2) {
      IrValue *v = ops[k];
      if (v == &i->v) continue;
      if (!common) common = v;
      else if (common != v) return NULL;
    }
    return common ? common : ir_undef(m, t);
  }
  case IR_EXTRACTVALUE:
    if (n != 1) return NULL;
    return simplify_extractvalue(m, i, ops[0]);
  case IR_INSERTVALUE: {
    if (n != 2) return NULL;
    IrInst *ev = ir_as_inst(ops[1]);
    if (ev && ev->op == IR_EXTRACTVALUE && ev->ops[0] == ops[0] &&
        ev->nindices == i->nindices &&
        memcmp(ev->indices, i->indices, sizeof(uint32_t) * i->nindices) == 0)
      return ops[0];
    if (foldable_const(ops[0]) && foldable_const(ops[1]) && ops[1]->kind != IR_V_UNDEF)
      return const_insert(m, ops[0], ops[1], i->indices, i->nindices);
    return rebuild_source(i, ops, true);
  }
  case IR_EXTRACTELEMENT:
    if (n != 2) return NULL;
    return simplify_extractelement(m, ops[0], ops[1]);
  case IR_INSERTELEMENT: {
    if (n != 3) return NULL;
    uint64_t k;
    if (!ir_const_is_int(ops[2], &k)) return NULL;
    if (k >= t->count) return ir_poison(m, t);
    IrInst *ev = ir_as_inst(ops[1]);
    uint64_t ek;
    if (ev && ev->op == IR_EXTRACTELEMENT && ev->ops[0] == ops[0] &&
        ir_const_is_int(ev->ops[1], &ek) && ek == k)
      return ops[0];
    if (foldable_const(ops[0]) && foldable_const(ops[1]) && ops[1]->kind != IR_V_UNDEF) {
      uint32_t kk = (uint32_t)k;
      return const_insert(m, ops[0], ops[1], &kk, 1);
    }
    return rebuild_source(i, ops, false);
  }
  case IR_SHUFFLEVECTOR: {
    if (n != 2 || t->kind != IR_TY_VECTOR) return NULL;
    uint64_t n1 = ops[0]->type->count;
    bool ident = n1 == i->nindices;
    for (uint32_t k = 0; k < i->nindices && ident; k++) ident = i->indices[k] == k;
    if (ident) return ops[0];
    if (!foldable_const(ops[0]) || !foldable_const(ops[1]) || i->nindices > 1024) return NULL;
    IrValue **el = arena_alloc(m->arena, sizeof(IrValue *) * (i->nindices ? i->nindices : 1));
    if (!el) return NULL;
    for (uint32_t k = 0; k < i->nindices; k++) {
      uint32_t mk = i->indices[k];
      if (mk == UINT32_MAX) el[k] = ir_poison(m, t->elem);
      else el[k] = mk < n1 ? opt_const_elem(m, ops[0], mk) : opt_const_elem(m, ops[1], (uint32_t)(mk - n1));
      if (!el[k]) return NULL;
    }
    return ir_const_agg(m, t, el, i->nindices);
  }
  case IR_GEP: {
    if (n < 1) return NULL;
    /* a GEP of zeros is its pointer, except into node records (address
     * space 6), whose typed GEPs DXC keeps */
    bool zeros = ops[0]->type == t && t->addrspace != DXIL_NODE_RECORD_ADDRSPACE;
    for (uint32_t k = 1; k < n && zeros; k++) zeros = opt_is_const_int(ops[k], 0);
    if (zeros) return ops[0];
    /* a global (or constant expression) with constant indices: a constant
     * expression, as LLVM's simplifyGEPInst folds it */
    if (ops[0]->kind != IR_V_GLOBAL && ops[0]->kind != IR_V_CONST_EXPR) return NULL;
    for (uint32_t k = 1; k < n; k++)
      if (ops[k]->kind != IR_V_CONST_INT) return NULL;
    return ir_const_expr(m, IR_GEP, t, i->aux_type, (IrValue **)ops, n, i->flags | gep_inbounds_flag(i, ops, n));
  }
  case IR_FREEZE:
    if (n != 1) return NULL;
    switch (ops[0]->kind) {
    case IR_V_CONST_INT: case IR_V_CONST_FP: case IR_V_CONST_NULL: case IR_V_CONST_ZERO:
      return ops[0];
    default:
      return NULL;
    }
  case IR_CALL:
    return dxil_op_fold(m, i, ops); /* dx.op calls on constants, as DXC folds them */
  default:
    return NULL;
  }
}
