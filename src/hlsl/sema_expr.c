/* sema_expr.c - types of expressions, conversions, operators, calls and
 * constant folding.
 *
 * Every checked expression has a type; implicit conversions are inserted as
 * E_CONV nodes so code generation never has to reason about HLSL's rules:
 * operands of a binary operator have the operation's type, arguments have
 * their parameter's type, and so on. Literal operands (DXC's "literal int"
 * and "literal float") adapt to the other operand; where nothing fixes their
 * type they become int / float.
 */
#include "sema_res.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const ExprRare hl_expr_rare0;
const ConstVal hl_cv0;

/* A new Expr: zero but for these (hl_expr_rare0 is never written: hl_expr_rare_w
 * makes a new one). */
const Expr hl_expr0 = {.cv = &hl_cv0, .rare = (ExprRare *)&hl_expr_rare0, .intrin = -1};

Expr *hl_expr_new(HlslCtx *c) { return hl_expr_new_in(c); }

void hl_cv_set(HlslCtx *c, Expr *e, const ConstVal *v) { *hl_cv_new(c, e) = *v; }

ConstVal *hl_cv_refill(HlslCtx *c) {
  /* taken 64 at a time: one allocation, and no rounding of each */
  c->cv_pool = arena_alloc_uninit(c->ast, 64 * sizeof(ConstVal));
  if (!c->cv_pool) return &c->cv_sink; /* out of memory: the arena says so, the compile fails */
  c->cv_left = 63;
  return c->cv_pool++;
}

ExprRare *hl_expr_rare_w(HlslCtx *c, Expr *e) {
  ExprRare *r = e->rare;
  if (r->owner == e) return r;
  ExprRare *n = arena_alloc_uninit(c->ast, sizeof(ExprRare));
  if (!n) return &c->expr_rare_sink; /* out of memory: the arena says so, the compile fails */
  *n = *r;
  n->owner = e;
  e->rare = n;
  return n;
}


/* A literal's folded value, of its (already set) type: one component, the
 * others 0 as ever; the caller writes c[0]. */
static void literal_cv(HlslCtx *c, Expr *e, uint64_t bits) {
  e->has_const = true;
  ScalarKind sk = e->type->sk;
  uint32_t h = (uint32_t)(((bits ^ (uint64_t)sk) * 0x9E3779B97F4A7C15ull) >> 58);
  const ConstVal *o = c->lit_cv[h];
  if (o && o->sk == sk && o->c[0].u == bits) {
    e->cv = o;
    return;
  }
  ConstVal *v = hl_cv_new(c, e);
  v->n = 1;
  v->sk = sk;
  v->c[0].u = bits;
  v->c[1].u = v->c[2].u = v->c[3].u = 0;
  if (v != &c->cv_sink) c->lit_cv[h] = v;
}

static Expr *new_conv(HlslCtx *c, Expr *e, HType *to) {
  Expr *n = hl_expr_new_in(c);
  if (!n) return e;
  n->kind = E_CONV;
  hl_expr_copy_loc(c, n, e);
  n->type = to;
  n->a = e;
  n->side_effects = e->side_effects;
  return n;
}

/* ---- constant folding ------------------------------------------------- */

static uint32_t fold_bits(HlslCtx *c, ScalarKind sk) {
  if (sk == SK_LIT_INT) return 64;
  return hl_sk_bits(c, sk);
}

/* Wrap an integer to the width/signedness of sk. */
static uint64_t wrap_int(HlslCtx *c, ScalarKind sk, uint64_t v) {
  uint32_t bits = fold_bits(c, sk);
  if (sk == SK_BOOL) return v != 0;
  if (bits >= 64) return v;
  uint64_t mask = (1ull << bits) - 1;
  v &= mask;
  if (hl_sk_is_signed(sk) && (v >> (bits - 1)) & 1) v |= ~mask;
  return v;
}

/* A floating constant converted to integer kind sk as DXC folds it. */
static uint64_t sat_int(HlslCtx *c, ScalarKind sk, double d) {
  return wrap_int(c, sk, base_fp_to_int(d, fold_bits(c, sk), hl_sk_is_signed(sk)));
}

static double round_fp(HlslCtx *c, ScalarKind sk, double d) {
  if (sk == SK_DOUBLE || sk == SK_LIT_FLOAT) return d;
  return (double)(float)d;
}

/* Component i of a constant as double / int64 / uint64. */
static double cv_f(const ConstVal *v, uint32_t i) {
  uint32_t k = v->n == 1 ? 0 : i;
  if (hl_sk_is_float(v->sk)) return v->c[k].f;
  if (hl_sk_is_signed(v->sk)) return (double)(int64_t)v->c[k].u;
  return (double)v->c[k].u;
}
static uint64_t cv_u(const ConstVal *v, uint32_t i) {
  uint32_t k = v->n == 1 ? 0 : i;
  if (hl_sk_is_float(v->sk)) {
    double d = v->c[k].f;
    if (d != d) return 0;
    if (d >= 18446744073709551615.0) return UINT64_MAX;
    if (d <= -9223372036854775808.0) return (uint64_t)INT64_MIN;
    if (d < 0) return (uint64_t)(int64_t)d;
    return (uint64_t)d;
  }
  return v->c[k].u;
}

/* Convert constant v to kind sk with n components (splat / truncate). */
static bool fold_to(HlslCtx *c, const ConstVal *v, ScalarKind sk, uint32_t n, ConstVal *out) {
  ConstVal r;
  memset(&r, 0, sizeof r);
  r.n = n;
  r.sk = sk;
  if (n < 1 || n > 4) return false;
  if (v->n != 1 && v->n < n) return false;
  for (uint32_t i = 0; i < n; i++) {
    if (sk == SK_BOOL) {
      r.c[i].u = hl_sk_is_float(v->sk) ? cv_f(v, i) != 0.0 : cv_u(v, i) != 0;
    } else if (hl_sk_is_float(sk)) {
      r.c[i].f = round_fp(c, sk, cv_f(v, i));
    } else if (hl_sk_is_float(v->sk) && sk != SK_LIT_INT) {
      r.c[i].u = sat_int(c, sk, cv_f(v, i));
    } else {
      r.c[i].u = wrap_int(c, sk, cv_u(v, i));
    }
  }
  *out = r;
  return true;
}

/* Does a constant of kind `from` overflow kind `to` (DXC's warning for
 * constant conversions: a finite value beyond the largest float or half,
 * a floating value beyond the range of an integer type)? */
static bool conv_overflows(HlslCtx *c, ScalarKind from, ScalarKind to, uint64_t u, double f) {
  if (!hl_sk_is_float(from)) {
    if (!hl_sk_is_float(to)) return false;
    f = hl_sk_is_signed(from) ? (double)(int64_t)u : (double)u;
  }
  if (f != f || f == __builtin_inf() || f == -__builtin_inf()) return false;
  double m = fabs(f);
  switch (to) {
  case SK_FLOAT: return m >= 3.4028235677973366e38; /* rounds to infinity */
  case SK_HALF:
    if (c->opt && c->opt->dx.target.native_16bit) return m >= 65520.0;
    return m >= 3.4028235677973366e38;
  case SK_MIN16FLOAT: case SK_MIN10FLOAT: return m >= 65520.0;
  default: break;
  }
  if (!hl_sk_is_float(from) || !hl_sk_is_int(to) || to == SK_LIT_INT) return false;
  uint32_t bits = hl_sk_bits(c, to);
  double hi = bits >= 64 ? 18446744073709551616.0 : (double)(1ull << bits);
  if (hl_sk_is_signed(to)) return f >= hi / 2 || f < -hi / 2;
  return f >= hi || f <= -1.0;
}

void sema_fold_conv(HlslCtx *c, Expr *e) {
  Expr *a = e->a;
  if (!a || !a->has_const) return;
  HType *t = e->type;
  if (t->kind != T_SCALAR && t->kind != T_VECTOR) return;
  ScalarKind fk = hl_cv(a)->sk;
  if (fk != t->sk && !hl_sk_is_literal(t->sk) && !c->arm_conversion && c->const_eval)
    for (uint32_t i = 0; i < hl_cv(a)->n; i++)
      if (conv_overflows(c, fk, t->sk, hl_cv(a)->c[i].u, hl_cv(a)->c[i].f)) {
        bool cq = c->const_eval == 2;
        for (int k = cq && !hl_sk_is_float(t->sk) ? 2 : 1; k > 0; k--)
          hl_warning(c, SW_OVERFLOW, hl_expr_loc(e), "overflow in the expression when converting to '%s%s' type",
                     cq ? "const " : "", hl_type_name(c, hl_scalar(c, t->sk)));
        break;
      }
  ConstVal v;
  if (fold_to(c, hl_cv(a), t->sk, hl_components(t), &v)) {
    hl_cv_set(c, e, &v);
    e->has_const = true;
  }
}

static bool fold_unary(HlslCtx *c, Expr *e) {
  Expr *a = e->a;
  if (!a->has_const) return false;
  HType *t = e->type;
  if (t->kind != T_SCALAR && t->kind != T_VECTOR) return false;
  ConstVal v;
  if (!fold_to(c, hl_cv(a), t->sk, hl_components(t), &v)) return false;
  for (uint32_t i = 0; i < v.n; i++) {
    switch (e->op) {
    case OP_NEG:
      if (hl_sk_is_float(t->sk)) v.c[i].f = -v.c[i].f;
      else v.c[i].u = wrap_int(c, t->sk, (uint64_t)0 - v.c[i].u);
      break;
    case OP_PLUS: break;
    case OP_NOT: v.c[i].u = !v.c[i].u; break;
    case OP_BITNOT: v.c[i].u = wrap_int(c, t->sk, ~v.c[i].u); break;
    default: return false;
    }
  }
  hl_cv_set(c, e, &v);
  e->has_const = true;
  return true;
}

/* Fold a binary operation whose operands have already been converted to
 * the operation type (comparisons: operands share a type; result bool). */
static bool fold_binary(HlslCtx *c, Expr *e) {
  Expr *a = e->a, *b = e->b;
  if (!a->has_const || !b->has_const) return false;
  HType *t = e->type;
  if (t->kind != T_SCALAR && t->kind != T_VECTOR) return false;
  ScalarKind opk = a->type->sk; /* operand kind */
  uint32_t n = hl_components(t);
  if (n > 4) return false; /* ConstVal holds up to 4 (no long vectors) */
  ConstVal r;
  memset(&r, 0, sizeof r);
  r.n = n;
  r.sk = t->sk;
  bool isf = hl_sk_is_float(opk), sgn = hl_sk_is_signed(opk);
  for (uint32_t i = 0; i < n; i++) {
    double fa = cv_f(hl_cv(a), i), fb = cv_f(hl_cv(b), i);
    uint64_t ua = cv_u(hl_cv(a), i), ub = cv_u(hl_cv(b), i);
    int64_t sa = (int64_t)ua, sb = (int64_t)ub;
    uint64_t ur = 0;
    double fr = 0;
    switch (e->op) {
    case OP_ADD: if (isf) fr = fa + fb; else ur = ua + ub; break;
    case OP_SUB: if (isf) fr = fa - fb; else ur = ua - ub; break;
    case OP_MUL: if (isf) fr = fa * fb; else ur = ua * ub; break;
    case OP_DIV:
      if (isf) fr = fa / fb;
      else {
        if (ub == 0) return false;
        if (sgn) {
          if (sa == INT64_MIN && sb == -1) return false;
          ur = (uint64_t)(sa / sb);
        } else ur = ua / ub;
      }
      break;
    case OP_MOD:
      if (isf) fr = fmod(fa, fb);
      else {
        if (ub == 0) return false;
        if (sgn) {
          if (sa == INT64_MIN && sb == -1) return false;
          ur = (uint64_t)(sa % sb);
        } else ur = ua % ub;
      }
      break;
    case OP_SHL: {
      uint32_t bits = fold_bits(c, opk);
      ur = ua << (ub & (bits - 1));
      break;
    }
    case OP_SHR: {
      uint32_t bits = fold_bits(c, opk);
      uint32_t sh = (uint32_t)(ub & (bits - 1));
      ur = sgn ? (uint64_t)(sa >> sh) : ua >> sh;
      break;
    }
    case OP_BAND: ur = ua & ub; break;
    case OP_BOR: ur = ua | ub; break;
    case OP_BXOR: ur = ua ^ ub; break;
    case OP_LAND: ur = (isf ? fa != 0 : ua != 0) && (isf ? fb != 0 : ub != 0); break;
    case OP_LOR: ur = (isf ? fa != 0 : ua != 0) || (isf ? fb != 0 : ub != 0); break;
    case OP_LT: ur = isf ? fa < fb : sgn ? sa < sb : ua < ub; break;
    case OP_GT: ur = isf ? fa > fb : sgn ? sa > sb : ua > ub; break;
    case OP_LE: ur = isf ? fa <= fb : sgn ? sa <= sb : ua <= ub; break;
    case OP_GE: ur = isf ? fa >= fb : sgn ? sa >= sb : ua >= ub; break;
    case OP_EQ: ur = isf ? fa == fb : ua == ub; break;
    case OP_NE: ur = isf ? fa != fb : ua != ub; break;
    default: return false;
    }
    if (hl_sk_is_float(t->sk)) r.c[i].f = round_fp(c, t->sk, fr);
    else r.c[i].u = wrap_int(c, t->sk, ur);
  }
  hl_cv_set(c, e, &r);
  e->has_const = true;
  return true;
}

bool sema_const_uint(HlslCtx *c, Expr *e, uint64_t *out) {
  if (!e || !e->has_const || !hl_is_numeric(e->type) || hl_cv(e)->n != 1) return false;
  if (hl_sk_is_float(hl_cv(e)->sk)) return false;
  uint64_t v = hl_cv(e)->c[0].u;
  if (hl_sk_is_signed(hl_cv(e)->sk) && (int64_t)v < 0) return false;
  *out = v;
  return true;
}

/* The value of an attribute's integer argument as DXC's
 * ValidateAttributeIntArg reads it: a constant int as a signed value, a
 * constant float rounded toward zero. *uint_literal is false when DXC warns
 * "attribute 'x' must have a uint literal argument" (negative, or neither
 * an integer nor a float). False when e is not a constant scalar. */
bool sema_attr_int_arg(Expr *e, int64_t *out, bool *uint_literal) {
  if (!e || !e->has_const || !hl_is_numeric(e->type) || hl_cv(e)->n != 1) return false;
  *uint_literal = true;
  if (hl_sk_is_float(hl_cv(e)->sk)) {
    double d = hl_cv(e)->c[0].f;
    if (!(d > -9.3e18 && d < 9.3e18) || d != (double)(int64_t)d) {
      /* not exactly convertible (APFloat's convertToInteger is not opOK):
       * 0 with the warning */
      *out = 0;
      *uint_literal = false;
      return true;
    }
    *out = (int64_t)d; /* toward zero */
  } else {
    *out = (int64_t)hl_cv(e)->c[0].u; /* signed kinds are stored sign-extended */
  }
  if (*out < 0) *uint_literal = false;
  return true;
}

/* ---- conversions ------------------------------------------------------ */

static int float_rank(HlslCtx *c, ScalarKind sk) {
  bool n16 = c->opt && c->opt->dx.target.native_16bit;
  switch (sk) {
  case SK_LIT_FLOAT: return 0;
  case SK_MIN10FLOAT: return 1;
  case SK_MIN16FLOAT: return 2;
  case SK_HALF: return n16 ? 3 : 4;
  case SK_FLOAT: return 5;
  case SK_DOUBLE: return 6;
  default: return -1;
  }
}

static int int_rank(ScalarKind sk) {
  switch (sk) {
  case SK_BOOL: return 0;
  case SK_LIT_INT: return 1;
  /* by bits, as DXC's CombineBasicTypes: min12int + min16int is min16int */
  case SK_MIN12INT: return 2;
  case SK_MIN16INT: case SK_MIN16UINT: return 3;
  case SK_INT16: case SK_UINT16: return 4;
  case SK_INT: case SK_UINT: return 5;
  case SK_INT64: case SK_UINT64: return 6;
  default: return -1;
  }
}

static ScalarKind to_unsigned(ScalarKind sk) {
  switch (sk) {
  case SK_INT: return SK_UINT;
  case SK_INT16: return SK_UINT16;
  case SK_INT64: return SK_UINT64;
  case SK_MIN16INT: case SK_MIN12INT: return SK_MIN16UINT;
  default: return sk;
  }
}

/* Hidden context for float ranks in sema_common_sk (ranks only differ for
 * half when 16-bit types are native, which does not change the winner
 * between distinct kinds except half vs float where float wins anyway). */
ScalarKind sema_common_sk(ScalarKind a, ScalarKind b) {
  if (a == b) return a;
  bool la = hl_sk_is_literal(a), lb = hl_sk_is_literal(b);
  if (la && lb) return (a == SK_LIT_FLOAT || b == SK_LIT_FLOAT) ? SK_LIT_FLOAT : SK_LIT_INT;
  if (la || lb) {
    ScalarKind lit = la ? a : b, other = la ? b : a;
    if (hl_sk_is_float(other)) return other;
    if (lit == SK_LIT_FLOAT) return SK_FLOAT;
    if (other == SK_BOOL) return SK_INT;
    return other;
  }
  bool fa = hl_sk_is_float(a), fb = hl_sk_is_float(b);
  if (fa || fb) {
    if (fa && fb) {
      static const int r[SK_COUNT] = {[SK_MIN10FLOAT] = 1, [SK_MIN16FLOAT] = 2, [SK_HALF] = 3,
                                      [SK_FLOAT] = 5, [SK_DOUBLE] = 6};
      return r[a] >= r[b] ? a : b;
    }
    return fa ? a : b;
  }
  int ra = int_rank(a), rb = int_rank(b);
  if (ra == 0 && rb == 0) return SK_INT;
  if (ra > rb) return a;
  if (rb > ra) return b;
  /* same rank, different signedness: unsigned wins */
  return to_unsigned(a);
}

/* ---- DXC's overload scores (HLSLExternalSource::ScoreCast) ----------------
 * A candidate's score is the sum over its arguments (and out copies back)
 * of bits for the conversion each needs; the lowest wins, a tie is
 * ambiguous. The element kinds as DXC's ArBasicKind sees them: */
typedef enum AK {
  AK_BOOL, AK_LIT_FLOAT, AK_F16, AK_F32PP, AK_F32, AK_F64, AK_MIN10F, AK_MIN16F,
  AK_LIT_INT, AK_I16, AK_U16, AK_I32, AK_U32, AK_I64, AK_U64, AK_MIN12I, AK_MIN16I, AK_MIN16U,
} AK;

static AK ak_of(const HlslCtx *c, ScalarKind k) {
  switch (k) {
  case SK_BOOL: return AK_BOOL;
  case SK_INT: return AK_I32;
  case SK_UINT: return AK_U32;
  case SK_INT16: return AK_I16;
  case SK_UINT16: return AK_U16;
  case SK_INT64: return AK_I64;
  case SK_UINT64: return AK_U64;
  case SK_HALF: return c->opt && c->opt->dx.target.native_16bit ? AK_F16 : AK_F32PP;
  case SK_FLOAT: return AK_F32;
  case SK_DOUBLE: return AK_F64;
  case SK_MIN16FLOAT: return AK_MIN16F;
  case SK_MIN10FLOAT: return AK_MIN10F;
  case SK_MIN16INT: return AK_MIN16I;
  case SK_MIN12INT: return AK_MIN12I;
  case SK_MIN16UINT: return AK_MIN16U;
  case SK_LIT_INT: return AK_LIT_INT;
  default: return AK_LIT_FLOAT;
  }
}

static bool ak_in(AK k, uint32_t set) { return (set >> k) & 1; }
#define AKB(k) (1u << (k))
#define AK_SIZED_INTS (AKB(AK_I16) | AKB(AK_U16) | AKB(AK_I32) | AKB(AK_U32) | AKB(AK_I64) | AKB(AK_U64))
#define AK_FLOATS (AKB(AK_F16) | AKB(AK_F32) | AKB(AK_F32PP) | AKB(AK_F64))

/* DXC's IsPromotion: does r widen to l without changing kind? */
static bool ak_promotion(AK l, AK r) {
  if (l == r) return false;
  switch (r) {
  case AK_F16: return ak_in(l, AKB(AK_F32) | AKB(AK_F32PP) | AKB(AK_F64));
  case AK_F32PP: return ak_in(l, AKB(AK_F32) | AKB(AK_F64));
  case AK_F32: return l == AK_F64;
  case AK_MIN10F: return ak_in(l, AKB(AK_MIN16F) | AK_FLOATS);
  case AK_MIN16F: return ak_in(l, AK_FLOATS);
  case AK_I16: case AK_U16: return ak_in(l, AKB(AK_I32) | AKB(AK_U32) | AKB(AK_I64) | AKB(AK_U64));
  case AK_I32: case AK_U32: return ak_in(l, AKB(AK_I64) | AKB(AK_U64));
  case AK_MIN12I: return ak_in(l, AKB(AK_MIN16I) | AKB(AK_I32) | AKB(AK_I64));
  case AK_MIN16I: return ak_in(l, AKB(AK_I32) | AKB(AK_I64));
  case AK_MIN16U: return ak_in(l, AKB(AK_U32) | AKB(AK_U64));
  default: return false;
  }
}

/* DXC's IsCast: is l from r a cast (not a literal's typing, nor a change
 * of signedness at one size)? */
static bool ak_cast(AK l, AK r) {
  if (l == r) return false;
  switch (l) {
  case AK_LIT_INT: return !ak_in(r, AK_SIZED_INTS);
  case AK_I16: return !ak_in(r, AKB(AK_LIT_INT) | AKB(AK_U16));
  case AK_I32: return !ak_in(r, AKB(AK_LIT_INT) | AKB(AK_U32));
  case AK_I64: return !ak_in(r, AKB(AK_LIT_INT) | AKB(AK_U64));
  case AK_U16: return !ak_in(r, AKB(AK_LIT_INT) | AKB(AK_I16));
  case AK_U32: return !ak_in(r, AKB(AK_LIT_INT) | AKB(AK_I32));
  case AK_U64: return !ak_in(r, AKB(AK_LIT_INT) | AKB(AK_I64));
  case AK_LIT_FLOAT: return !ak_in(r, AKB(AK_LIT_FLOAT) | AK_FLOATS);
  case AK_F16: case AK_F32PP: case AK_F32: case AK_F64: return r != AK_LIT_FLOAT;
  default: return true;
  }
}

/* DXC's IsIntCast: anything but a literal's typing. */
static bool ak_int_cast(AK l, AK r) {
  if (l == r) return false;
  switch (l) {
  case AK_LIT_INT: return !ak_in(r, AK_SIZED_INTS);
  case AK_I16: case AK_U16: case AK_I32: case AK_U32: case AK_I64: case AK_U64: return r != AK_LIT_INT;
  case AK_LIT_FLOAT: return !ak_in(r, AKB(AK_LIT_FLOAT) | AK_FLOATS);
  case AK_F16: case AK_F32PP: case AK_F32: case AK_F64: return r != AK_LIT_FLOAT;
  default: return true;
  }
}

#define SCORE_BIT(shift) (1ull << (2 + 7 * (shift)))

/* DXC's ScoreCast(to, from) for values: 0 for the same type. */
static uint64_t score_cast(HlslCtx *c, const HType *to, const HType *from) {
  if (hl_type_equal(to, from)) return 0;
  if (!hl_is_numeric(to) || !hl_is_numeric(from)) return SCORE_BIT(5) | SCORE_BIT(6);
  uint32_t ln = hl_components(to), rn = hl_components(from);
  AK l = ak_of(c, to->sk), r = ak_of(c, from->sk), k = ak_of(c, sema_common_sk(to->sk, from->sk));
  uint64_t sc = 0;
  if (rn < ln) sc += SCORE_BIT(0);
  if (ak_promotion(l, k)) sc += SCORE_BIT(1);
  else if (ak_cast(l, k)) sc += SCORE_BIT(5);
  else if (ak_int_cast(l, k)) sc += SCORE_BIT(3);
  if (ak_promotion(k, r)) sc += SCORE_BIT(2);
  else if (ak_cast(k, r)) sc += SCORE_BIT(6);
  else if (ak_int_cast(k, r)) sc += SCORE_BIT(4);
  if (ln < rn) sc += SCORE_BIT(7);
  return sc;
}

static int elem_cost(HlslCtx *c, ScalarKind from, ScalarKind to) {
  if (from == to) return 0;
  if (from == SK_LIT_INT && hl_sk_is_int(to)) return 1;
  if (from == SK_LIT_FLOAT && hl_sk_is_float(to)) return 1;
  if (from == SK_LIT_INT && hl_sk_is_float(to)) return 2;
  bool ff = hl_sk_is_float(from), tf = hl_sk_is_float(to);
  if (ff && tf) return float_rank(c, to) > float_rank(c, from) ? 2 : 3;
  if (!ff && !tf && from != SK_BOOL && to != SK_BOOL) {
    if (int_rank(to) > int_rank(from)) return 2;
    return 3;
  }
  return 4;
}

static int hlsl_version(HlslCtx *c);

/* ---- flat (element-wise) conversions ----------------------------------- */

/* Walks the leaves of a type in DXC's flattened order: struct fields (a
 * base first, bit-fields by their own types), array elements, vector
 * components and matrix elements row by row; resources are leaves. */
typedef struct FlatIter {
  const HType *stack[32];
  uint32_t idx[32];
  uint32_t depth;
} FlatIter;

static void flat_begin(FlatIter *it, const HType *t) {
  it->depth = 1;
  it->stack[0] = t;
  it->idx[0] = 0;
}

/* The next leaf's type (scalar kinds as scalars, or a resource), NULL at the end. */
static const HType *flat_next(HlslCtx *c, FlatIter *it) {
  while (it->depth) {
    const HType *t = it->stack[it->depth - 1];
    uint32_t *i = &it->idx[it->depth - 1];
    const HType *child = NULL;
    switch (t->kind) {
    case T_SCALAR:
      if (*i == 0) { (*i)++; return t; }
      break;
    case T_VECTOR: case T_MATRIX:
      if (*i < hl_components(t)) { (*i)++; return hl_scalar(c, t->sk); }
      break;
    case T_ARRAY:
      if (*i < t->count) { (*i)++; child = t->elem; }
      break;
    case T_STRUCT: {
      const StructInfo *st = t->st;
      /* fields in order; a bit-field unit stands for its named bit-fields */
      uint32_t k = *i, f = 0;
      for (; f < st->nfields; f++) {
        uint32_t n = st->fields[f].bf_unit ? st->fields[f].bf_count : 1;
        if (k < n) break;
        k -= n;
      }
      if (f < st->nfields) {
        (*i)++;
        const Field *fd = &st->fields[f];
        child = fd->bf_unit ? st->bitfields[fd->bf_first + k].type : fd->type;
      }
      break;
    }
    case T_RESOURCE:
      if (*i == 0) { (*i)++; return t; }
      break;
    default: break;
    }
    if (child) {
      if (it->depth >= 32) return NULL;
      it->stack[it->depth] = child;
      it->idx[it->depth] = 0;
      it->depth++;
      continue;
    }
    it->depth--;
  }
  return NULL;
}

/* Can a scalar (or resource) leaf of kind `from` become one of kind `to`
 * implicitly (DXC's ConvertComponent; identical resources only)? */
static bool leaf_convertible(const HType *from, const HType *to) {
  if (from->kind == T_RESOURCE || to->kind == T_RESOURCE) return hl_type_equal(from, to);
  if (from->kind != T_SCALAR || to->kind != T_SCALAR) return false;
  if (hl_type_equal(from, to)) return true;
  if (to->en) return false;                   /* nothing converts to an enum implicitly */
  if (from->en && from->en->scoped) return false;
  return true;
}

/* DXC's FlattenedTypeIterator::CompareTypes: walks both leaf sequences. */
typedef struct FlatCmp {
  uint64_t left, right;   /* leaf counts of `to` and `from` */
  bool equal;             /* the common prefix has identical leaf types */
  bool convertible;       /* ... and each leaf converts implicitly */
} FlatCmp;

static FlatCmp flat_compare(HlslCtx *c, const HType *to, const HType *from) {
  FlatCmp r = {0, 0, true, true};
  FlatIter a, b;
  flat_begin(&a, to);
  flat_begin(&b, from);
  const HType *x = flat_next(c, &a), *y = flat_next(c, &b);
  while (x && y) {
    if (!leaf_convertible(y, x)) {
      r.equal = r.convertible = false;
      break;
    }
    if (!hl_type_equal(x, y)) r.equal = false;
    r.left++, r.right++;
    if (r.left > 0xFFFFFF) break; /* huge arrays: the prefix decides */
    x = flat_next(c, &a);
    y = flat_next(c, &b);
  }
  if (r.convertible) {
    r.left += hl_leaf_count(to) > r.left ? hl_leaf_count(to) - r.left : 0;
    r.right += hl_leaf_count(from) > r.right ? hl_leaf_count(from) - r.right : 0;
  }
  return r;
}

static bool is_aggregate(const HType *t) { return t->kind == T_STRUCT || t->kind == T_ARRAY; }

/* Conversions between scalars, vectors and matrices (DXC's
 * ConvertDimensions): a single component splats to any shape, anything
 * truncates to one component, vectors and matrices truncate to smaller
 * ones of their kind, a vector and a matrix of the same number of
 * components convert to each other, and a one-row or one-column matrix
 * truncates to a shorter vector (and back). Returns the extra cost, or -1. */
static int dims_cost(const HType *from, const HType *to) {
  uint32_t fn = hl_components(from), tn = hl_components(to);
  if (to->kind == T_SCALAR) return fn > 1 ? 20 : 0;
  if (fn == 1) return tn == 1 ? 0 : 8;            /* splat (or a 1-component shape change) */
  if (tn == 1) return 20;                          /* truncation to one component */
  if (to->kind == T_VECTOR) {
    if (from->kind == T_VECTOR) return tn < fn ? 20 : tn == fn ? 0 : -1;
    /* matrix -> vector */
    if (from->n == 1 || from->m == 1) return tn < fn ? 20 : tn == fn ? 10 : -1;
    return tn == fn ? 10 : -1;
  }
  /* to a matrix */
  if (from->kind == T_VECTOR) {
    if (tn == fn) return 10;
    if ((to->n == 1 || to->m == 1) && tn < fn) return 20;
    return -1;
  }
  if (to->n > from->n || to->m > from->m) return -1;
  return (to->n < from->n || to->m < from->m) ? 20 : 0;
}

int sema_conv_cost(HlslCtx *c, const HType *from, const HType *to, bool ex) {
  if (!from || !to) return -1;
  if (from->kind == T_ERROR || to->kind == T_ERROR) return 0;
  if (from == to || hl_type_equal(from, to)) return 0;
  /* a ConstantBuffer<S> / TextureBuffer<S> reads as its S */
  if (sema_is_cb_view(from) && to->kind == T_STRUCT && from->elem->st == to->st) return 1;
  if (from->kind == T_ARRAY && to->kind == T_ARRAY && from->elem->kind == T_RESOURCE &&
      hl_type_equal(from->elem, to->elem) && (from->count == 0 || to->count == 0))
    return 1; /* resource arrays to/from an unbounded one (parameters: DXC) */
  if (from->kind == T_RESOURCE || to->kind == T_RESOURCE) {
    int rc = sema_res_conv_cost(c, from, to, ex); /* descriptor heap elements */
    if (rc != -2) return rc;
  }
  if (is_aggregate(from) || is_aggregate(to)) {
    /* DXC's CanConvert for structures and arrays */
    if (!ex && is_aggregate(from) != is_aggregate(to)) return -1;
    if (from->kind == T_STRUCT && to->kind == T_STRUCT) {
      int depth = sema_base_depth(from->st, to->st); /* derived -> base */
      if (depth > 0) return 5 * depth;
    }
    if (!hl_is_numeric(from) && !is_aggregate(from)) return -1;
    if (!hl_is_numeric(to) && !is_aggregate(to)) return -1;
    bool anon_target = to->kind == T_STRUCT && !(to->st->name && to->st->name[0]);
    if (ex) {
      /* (S)x of a single int, uint or float: every leaf gets it */
      if (hl_is_numeric(from) && hl_components(from) == 1) {
        if (hl_contains_resource(to)) return -1;
        ScalarKind k = from->sk;
        if (!from->en && (k == SK_INT || k == SK_UINT || k == SK_FLOAT || k == SK_LIT_INT || k == SK_LIT_FLOAT))
          return 30;
      }
    } else if (hlsl_version(c) >= 2021 && (from->kind == T_STRUCT || to->kind == T_STRUCT) && !anon_target) {
      return -1; /* HLSL 2021: structs convert to other structs only by explicit casts */
    }
    FlatCmp r = flat_compare(c, to, from);
    if (!r.convertible) return -1;
    if (r.left > r.right && (!ex || from->kind != T_SCALAR)) return -1;
    if (!ex && (!r.equal || r.right > r.left)) return -1;
    return 40;
  }
  if (hl_is_numeric(from) && hl_is_numeric(to) && !ex &&
      ((to->kind == T_SCALAR && to->en) || (from->kind == T_SCALAR && from->en && from->en->scoped)))
    return -1; /* DXC: nothing converts to an enum implicitly, nor does a scoped enum to anything */
  if (hl_is_numeric(from) && hl_is_numeric(to)) {
    int dc = dims_cost(from, to);
    if (dc < 0) return -1;
    return dc + elem_cost(c, from->sk, to->sk);
  }
  return -1;
}

static Expr *convert_in_full(HlslCtx *c, Expr *e, HType *to, bool ex, bool init, SrcLoc wl);
/* e converted to `to`: an implicit conversion of a type to itself (most of
 * them) is e itself, settled here without convert_in_full's call. */
static inline Expr *convert_in(HlslCtx *c, Expr *e, HType *to, bool ex, bool init, SrcLoc wl) {
  if (e && to && e->type == to && !ex) return e;
  return convert_in_full(c, e, to, ex, init, wl);
}

static const SrcLoc no_loc = {0, 0, 0};

/* Where clang reports a truncating conversion depends on what converts:
 * an operand at its expression location (sema_convert), an initializer at
 * the variable's name, an assigned value at the '=', a returned value or an
 * argument at the expression's start (sema_convert_at). */
Expr *sema_convert(HlslCtx *c, Expr *e, HType *to, bool ex) { return convert_in(c, e, to, ex, false, no_loc); }

Expr *sema_convert_at(HlslCtx *c, Expr *e, HType *to, bool ex, SrcLoc wl) {
  return convert_in(c, e, to, ex, false, wl);
}

/* The conversion of a variable's initializer: its failure reads as clang's
 * initialization error, as DXC reports it. */
static Expr *convert_init(HlslCtx *c, Expr *e, HType *to) {
  /* a const variable's initializer converts to 'const T' (named so in
   * -Wconst-expr-overflow); what it converts inside is plain */
  uint8_t ce = c->const_eval;
  if (ce == 3) c->const_eval = 2;
  Expr *r = convert_in(c, e, to, false, true, c->init_loc);
  c->const_eval = ce;
  return r;
}

/* Bits of a component kind as DXC counts them (GET_BASIC_BITS): literals
 * and bools none, half 16 with native 16-bit types (else a 32-bit float). */
static uint32_t sk_bits(const HlslCtx *c, ScalarKind k) {
  switch (k) {
  case SK_INT16: case SK_UINT16: case SK_MIN16FLOAT: case SK_MIN16INT: case SK_MIN16UINT: return 16;
  case SK_MIN10FLOAT: return 10;
  case SK_MIN12INT: return 12;
  case SK_HALF: return c->opt && c->opt->dx.target.native_16bit ? 16 : 32;
  case SK_INT: case SK_UINT: case SK_FLOAT: return 32;
  case SK_INT64: case SK_UINT64: case SK_DOUBLE: return 64;
  default: return 0;
  }
}

/* Does converting e (of component kind `from`) to `to` lose precision, as
 * DXC warns: fewer bits, unless e is a constant the target holds
 * (IsPrecisionLossIrrelevant)? Enumerations have no bits. */
static bool narrows(HlslCtx *c, const Expr *e, ScalarKind from, ScalarKind to) {
  uint32_t tb = sk_bits(c, to), fb = sk_bits(c, from);
  if (!tb || tb >= fb || (e->type && e->type->kind == T_SCALAR && e->type->en)) return false;
  if (hl_expr_rare(e)->lit_type) return false; /* a literal type has no bits */
  if (!e->has_const || hl_cv(e)->n == 0) return true;
  for (uint32_t i = 0; i < hl_cv(e)->n; i++) {
    bool fl = hl_sk_is_float(hl_cv(e)->sk);
    if (hl_sk_is_float(to)) {
      double v = fl ? hl_cv(e)->c[i].f : (double)(int64_t)hl_cv(e)->c[i].u;
      double lim = tb >= 32 ? 3.4028234663852886e38 : 65504.0;
      if (!(v >= -lim && v <= lim)) return true;
    } else {
      if (fl) return true;
      int64_t v = (int64_t)hl_cv(e)->c[i].u;
      bool sgn = hl_sk_is_signed(to);
      uint32_t b = tb > 32 ? 32 : tb;
      int64_t lo = sgn ? -((int64_t)1 << (b - 1)) : 0, hi = sgn ? ((int64_t)1 << (b - 1)) - 1 : (int64_t)((1ull << b) - 1);
      if (v < lo || v > hi) return true;
    }
  }
  return false;
}

/* ---- literal-typed expressions that are not constants -------------------
 *
 * DXC types an operation whose operands are all literals (a ?: of
 * literals, arithmetic on one) 'literal int' / 'literal float' even when it
 * is no constant, and emits it at the literal's width (i64 / double). Where
 * it converts to a concrete type, its CodeGen (EmitHLSLLiteralCast) decides
 * how it was computed:
 *   - to a 64-bit integer, double or bool: at the literal's width;
 *   - a literal-int operation (an LLVM BinaryOperator: + - * / % << >> & | ^,
 *     unary - and ~) whose operands are, recursively, constants, ?: of such
 *     and such operations, to any other type: redone in 32 bits
 *     (CalcHLSLLiteralToLowestPrecision, the opcodes kept: signed), then
 *     converted (sitofp to a float type);
 *   - a ?: of two constants: each arm converts (the rule in convert_in);
 *   - anything else (a literal float operation, or one on an intrinsic call)
 *     at the literal's width, then converted.
 * The operation tree is retyped to that computation type here, and DXC's
 * instcombine then folds an operation on a ?: with a constant arm and a
 * constant into the arms (FoldOpIntoSelect): done here as the tree is
 * retyped, so that `(c ? 0.1 : 0.2) * 3.0` to float is a float select of
 * two constants folded in double, no double arithmetic. */

static bool is_compare_op(OpKind op) {
  return op == OP_LT || op == OP_GT || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
}

static bool lit_op_kind(const Expr *e) {
  if (e->kind == E_UNARY) return e->op == OP_NEG || e->op == OP_PLUS || e->op == OP_BITNOT;
  if (e->kind == E_BINARY)
    return !is_compare_op(e->op) && e->op != OP_LAND && e->op != OP_LOR;
  return false;
}

static bool is_literal_typed(const Expr *e) {
  return e && e->type && hl_is_numeric(e->type) && hl_sk_is_literal(e->type->sk);
}

/* Is e a literal operation (or a ?: of literals, or a literal int widened
 * to a literal float) that is not a constant? */
static bool lit_tree(const Expr *e) {
  if (!is_literal_typed(e) || e->has_const) return false;
  return lit_op_kind(e) || e->kind == E_COND || (e->kind == E_CONV && is_literal_typed(e->a));
}

/* CalcHLSLLiteralToLowestPrecision succeeds on e: constants, ?: and
 * BinaryOperators of such (unary + is no instruction: its operand's). */
static bool lit_narrows(const Expr *e) {
  if (e->has_const) return true;
  if (!is_literal_typed(e)) return false;
  if (e->kind == E_COND) return lit_narrows(e->b) && lit_narrows(hl_expr_c(e));
  if (e->kind == E_UNARY && lit_op_kind(e)) return lit_narrows(e->a);
  if (e->kind == E_BINARY && lit_op_kind(e)) return lit_narrows(e->a) && lit_narrows(e->b);
  return false;
}

/* The kind a literal operation e computes in where it converts to `to`. */
static ScalarKind lit_comp_kind(const Expr *e, ScalarKind to) {
  bool fl = e->type->sk == SK_LIT_FLOAT;
  if (fl) return SK_DOUBLE;
  if (to == SK_INT64 || to == SK_UINT64 || to == SK_BOOL) return SK_INT64;
  const Expr *top = e;
  while (top->kind == E_UNARY && top->op == OP_PLUS) top = top->a;
  if ((top->kind == E_BINARY || top->kind == E_UNARY) && lit_op_kind(top) && lit_narrows(top)) return SK_INT;
  return SK_INT64;
}

static Expr *lit_retype(HlslCtx *c, Expr *e, ScalarKind k);

static Expr *copy_expr(HlslCtx *c, const Expr *e) {
  Expr *n = hl_expr_new(c);
  if (!n) return NULL;
  *n = *e;
  return n;
}

/* A ?: (not a constant) with a constant arm. */
static bool cond_with_const_arm(const Expr *e) {
  return e->kind == E_COND && !e->has_const && e->b && hl_expr_c(e) && (e->b->has_const || hl_expr_c(e)->has_const);
}

static bool any_zero(const Expr *e) {
  for (uint32_t i = 0; i < hl_cv(e)->n; i++)
    if (hl_sk_is_float(hl_cv(e)->sk) ? hl_cv(e)->c[i].f == 0 : hl_cv(e)->c[i].u == 0) return true;
  return !hl_cv(e)->n;
}

/* instcombine's FoldOpIntoSelect on e (retyped, operands of its type):
 * an operation of a ?: with a constant arm and a constant moves into the
 * arms, where it folds (recursively for an arm that is such a ?: too).
 * Integer division and remainder only of the ?: by a constant other than
 * zero; for the rest either side. */
static Expr *fold_into_cond(HlslCtx *c, Expr *e) {
  if (e->has_const) return e;
  Expr *sel = NULL;
  int side = 0;
  if (e->kind == E_UNARY) {
    if ((e->op != OP_NEG && e->op != OP_BITNOT) || !cond_with_const_arm(e->a)) return e;
    sel = e->a;
  } else if (e->kind == E_BINARY && e->op != OP_LAND && e->op != OP_LOR) {
    /* instcombine folds an icmp into a select, not an fcmp */
    if (is_compare_op(e->op) && hl_sk_is_float(e->a->type->sk)) return e;
    if (cond_with_const_arm(e->a) && e->b->has_const) sel = e->a;
    else if (cond_with_const_arm(e->b) && e->a->has_const && e->op != OP_MOD &&
             (e->op != OP_DIV || hl_sk_is_float(e->type->sk))) {
      sel = e->b;
      side = 1;
    } else return e;
    if ((e->op == OP_DIV || e->op == OP_MOD) && !hl_sk_is_float(e->b->type->sk) && (side || any_zero(e->b)))
      return e;
  } else {
    return e;
  }
  if (hl_components(sel->a->type) != 1) return e;
  Expr *arm[2] = {sel->b, hl_expr_c(sel)};
  for (int k = 0; k < 2; k++) {
    Expr *n = copy_expr(c, e);
    if (!n) return e;
    if (side) n->b = arm[k];
    else n->a = arm[k];
    n->has_const = false;
    if (hl_expr_has_rare(n)) hl_expr_rare_w(c, n)->lit_type = NULL;
    if (n->kind == E_UNARY) fold_unary(c, n);
    else fold_binary(c, n);
    arm[k] = fold_into_cond(c, n);
  }
  Expr *r = copy_expr(c, sel);
  if (!r) return e;
  r->b = arm[0];
  hl_expr_set_c(c, r, arm[1]);
  r->type = e->type;
  hl_expr_copy_loc(c, r, e); /* it stands for e, as written */
  r->paren = e->paren;
  if (hl_expr_has_rare(r) || hl_expr_has_rare(e)) {
    const ExprRare *x = hl_expr_rare(e);
    ExprRare *w = hl_expr_rare_w(c, r);
    w->nparen = x->nparen;
    w->paren_macro = x->paren_macro;
    w->lit_type = NULL;
  }
  r->has_const = false;
  return r;
}

/* e (a literal operation) computed in kind k: every node retyped, every
 * constant converted to k. */
static Expr *lit_retype(HlslCtx *c, Expr *e, ScalarKind k) {
  if (!e || !e->type || e->type->kind == T_ERROR) return e;
  if (e->has_const || !is_literal_typed(e)) {
    if (hl_is_numeric(e->type) && e->type->sk == k) return e;
    if (!hl_is_numeric(e->type)) return e;
    Expr *n = new_conv(c, e, hl_with_sk(c, e->type, k));
    sema_fold_conv(c, n);
    return n;
  }
  HType *t = hl_with_sk(c, e->type, k);
  if (e->kind == E_COND || e->kind == E_UNARY || e->kind == E_BINARY) {
    Expr *n = copy_expr(c, e); /* the literal tree stays as written (-ast-dump) */
    if (!n) return e;
    e = n;
  }
  switch (e->kind) {
  case E_COND:
    e->b = lit_retype(c, e->b, k);
    hl_expr_set_c(c, e, lit_retype(c, hl_expr_c(e), k));
    e->type = t;
    return e;
  case E_UNARY:
    if (!lit_op_kind(e)) break;
    e->a = lit_retype(c, e->a, k);
    e->type = t;
    return e->op == OP_PLUS ? e : fold_into_cond(c, e);
  case E_BINARY:
    if (!lit_op_kind(e)) break;
    e->a = lit_retype(c, e->a, k);
    e->b = lit_retype(c, e->b, k);
    e->type = t;
    return fold_into_cond(c, e);
  case E_CONV:
    /* a literal int operand of a literal float operation: it converts to
     * double as a literal does (its own rule), then to k */
    if (is_literal_typed(e->a)) {
      Expr *a = e->a;
      if (a->type->sk == SK_LIT_INT && lit_tree(a)) {
        ScalarKind ak = a->kind == E_COND ? k : lit_comp_kind(a, k);
        a = lit_retype(c, a, ak);
      }
      if (hl_is_numeric(a->type) && a->type->sk == k) return a;
      Expr *n = new_conv(c, a, t);
      sema_fold_conv(c, n);
      return n;
    }
    break;
  default:
    break;
  }
  Expr *n = new_conv(c, e, t);
  sema_fold_conv(c, n);
  return n;
}

/* ---- clang's warnings on implicit conversions of constants --------------- */

/* Bits of an integer kind as clang's IntRange of a target (min precision
 * ints are 16 bits wide, with or without native 16-bit types); 0: none. */
static uint32_t int_target_bits(ScalarKind k) {
  switch (k) {
  case SK_INT: case SK_UINT: return 32;
  case SK_INT16: case SK_UINT16: case SK_MIN16INT: case SK_MIN16UINT: case SK_MIN12INT: return 16;
  case SK_INT64: case SK_UINT64: return 64;
  default: return 0;
  }
}

/* clang's -Wconstant-conversion (CheckImplicitConversion): an integer
 * constant (clang's ICE) converting to a scalar integer type narrower than
 * its value (GetValueRange: the bits a negative value needs signed, a
 * non-negative one unsigned) warns with both values, at the expression
 * (its operator), when the function body ends (DiagRuntimeBehavior); a
 * const variable's type is 'const T'. A constant ?: is checked in its live arm (clang reaches
 * only that one); vectors and matrices are not checked (DXC). */
static void warn_constant_conversion(HlslCtx *c, const Expr *e, const HType *to) {
  if (c->no_constant_conv) return;
  while (e->kind == E_COND && e->has_const && e->a->has_const && hl_cv(e->a)->n == 1)
    e = hl_cv(e->a)->c[0].u ? e->b : hl_expr_c(e);
  const HType *from = e->type;
  if (!e->has_const || hl_cv(e)->n != 1 || from->kind != T_SCALAR || from->en || to->kind != T_SCALAR || to->en)
    return;
  uint32_t tb = int_target_bits(to->sk);
  if (!tb || !hl_sk_is_int(from->sk) || from->sk == SK_BOOL || hl_sk_is_float(hl_cv(e)->sk)) return;
  uint64_t v = hl_cv(e)->c[0].u;
  bool sgn = hl_sk_is_signed(from->sk);
  uint32_t sb = 0;
  if (sgn && (int64_t)v < 0) {
    uint64_t x = ~v;
    sb = 1;
    while (x) { sb++; x >>= 1; }
  } else {
    for (uint64_t x = v; x; x >>= 1) sb++;
  }
  if (sb <= tb) return;
  uint64_t m = tb >= 64 ? ~0ull : (1ull << tb) - 1, t = v & m;
  char tv[32];
  if (hl_sk_is_signed(to->sk) && tb < 64 && (t >> (tb - 1)))
    snprintf(tv, sizeof tv, "%lld", (long long)(int64_t)(t | ~m));
  else if (hl_sk_is_signed(to->sk))
    snprintf(tv, sizeof tv, "%lld", (long long)(int64_t)t);
  else
    snprintf(tv, sizeof tv, "%llu", (unsigned long long)t);
  char fv[32];
  if (sgn) snprintf(fv, sizeof fv, "%lld", (long long)(int64_t)v);
  else snprintf(fv, sizeof fv, "%llu", (unsigned long long)v);
  hl_warning_runtime(c, SW_CONSTANT_CONV, hl_expr_loc(e), "implicit conversion from '%s' to '%s%s' changes value from %s to %s",
                     sema_note_type_name(c, e, from, NULL), c->const_eval == 2 ? "const " : "", hl_type_name(c, to),
                     fv, tv);
}

/* clang's -Wliteral-conversion (DiagnoseFloatingLiteralImpCast): a
 * floating literal (under at most one unary - or +, whose sign is not
 * counted) converting to an integer scalar (bool too) whose value it does
 * not hold exactly, at the literal; the integer is the literal rounded
 * toward zero, saturated to the type. */
static void warn_literal_conversion(HlslCtx *c, const Expr *e, const HType *to) {
  if (e->kind == E_UNARY && (e->op == OP_NEG || e->op == OP_PLUS)) e = e->a;
  if (e->kind != E_FLOAT || !e->type || e->type->kind != T_SCALAR || to->kind != T_SCALAR || to->en) return;
  uint32_t tb = to->sk == SK_BOOL ? 1 : int_target_bits(to->sk);
  if (!tb) return;
  double v = e->fval;
  bool single = e->type->sk == SK_FLOAT || e->type->sk == SK_HALF || e->type->sk == SK_MIN16FLOAT ||
                e->type->sk == SK_MIN10FLOAT;
  if (single) v = (double)(float)v;
  if (v != v) return;
  bool usg = to->sk == SK_BOOL || !hl_sk_is_signed(to->sk);
  double lo = usg ? 0.0 : -ldexp(1.0, (int)tb - 1), hi = usg ? ldexp(1.0, (int)tb) : ldexp(1.0, (int)tb - 1);
  double t = trunc(v);
  if (t == v && t >= lo && t < hi) return;
  char tv[32], fv[64];
  if (to->sk == SK_BOOL) {
    snprintf(tv, sizeof tv, "%s", t >= 1.0 ? "true" : "false");
  } else if (t < lo) {
    if (usg) snprintf(tv, sizeof tv, "0");
    else snprintf(tv, sizeof tv, "%lld", tb >= 64 ? (long long)INT64_MIN : -(1ll << (tb - 1)));
  } else if (t >= hi) {
    if (usg) snprintf(tv, sizeof tv, "%llu", tb >= 64 ? ~0ull : (1ull << tb) - 1);
    else snprintf(tv, sizeof tv, "%lld", tb >= 64 ? (long long)INT64_MAX : (1ll << (tb - 1)) - 1);
  } else {
    snprintf(tv, sizeof tv, "%lld", (long long)t);
  }
  sema_apfloat_string(v, single, fv, sizeof fv);
  hl_warning(c, SW_LITERAL_CONV, hl_expr_loc(e), "implicit conversion from '%s' to '%s' changes value from %s to %s",
             hl_type_name(c, e->type), hl_type_name(c, to), fv, tv);
}

/* C++'s conversion of a double to uint64_t as x86-64 code does it (DXC's
 * own arithmetic, below): exact below 2^63 (negative values wrap), the
 * upper half through 2^63, 0x8000000000000000 for anything else. */
static uint64_t x86_double_to_u64(double d) {
  if (d != d) return 0x8000000000000000ull;
  if (d >= 9223372036854775808.0) {
    d -= 9223372036854775808.0;
    if (d >= 9223372036854775808.0) return 0;
    return (uint64_t)(int64_t)d ^ 0x8000000000000000ull;
  }
  if (d < -9223372036854775808.0) return 0x8000000000000000ull;
  return (uint64_t)(int64_t)d;
}

/* The value DXC's EmitHLSLLiteralCast gives an arm of a select of two
 * literal constants (a ?: of literals) where it converts to kind k, which
 * is not the constant conversion: a literal float to a 32- or 64-bit
 * integer goes through C++'s double to uint32_t / uint64_t (out-of-range
 * values wrap instead of saturating), a literal int to a float through
 * double. conv is the arm's conversion, its operand the literal. */
static void cond_arm_value(HlslCtx *c, Expr *conv, ScalarKind k) {
  if (conv->kind != E_CONV || !conv->has_const || hl_cv(conv)->n != 1 || !conv->a || !conv->a->has_const ||
      hl_cv(conv->a)->n != 1)
    return;
  ScalarKind fk = hl_cv(conv->a)->sk;
  if (fk == SK_LIT_FLOAT && (k == SK_INT || k == SK_UINT || k == SK_INT64 || k == SK_UINT64)) {
    uint64_t u = x86_double_to_u64(hl_cv(conv->a)->c[0].f);
    if (k == SK_INT || k == SK_UINT) {
      double d = hl_cv(conv->a)->c[0].f; /* uint32_t(d): the low half of a 64-bit signed conversion */
      u = d != d || d >= 9223372036854775808.0 || d < -9223372036854775808.0 ? 0 : (uint64_t)(int64_t)d;
    }
    ConstVal v = *hl_cv(conv);
    v.c[0].u = wrap_int(c, k, u);
    hl_cv_set(c, conv, &v);
  } else if (fk == SK_LIT_INT && k == SK_FLOAT) {
    ConstVal v = *hl_cv(conv);
    v.c[0].f = (double)(float)(double)(int64_t)hl_cv(conv->a)->c[0].u;
    hl_cv_set(c, conv, &v);
  }
}

static Expr *convert_in_full(HlslCtx *c, Expr *e, HType *to, bool ex, bool init, SrcLoc wl) {
  if (!e || !to) return e;
  HType *from = e->type;
  if (!from || from->kind == T_ERROR || to->kind == T_ERROR) {
    if (from && hl_type_equal(from, to)) return e;
    Expr *n = new_conv(c, e, to);
    return n;
  }
  if ((from == to || hl_type_equal(from, to)) && !ex) return e;
  int cost = sema_conv_cost(c, from, to, ex);
  if (cost < 0) {
    if (from->kind == T_VOID)
      hl_error(c, SE_CONVERT, hl_expr_loc(e), "cannot use a void value");
    else if (init)
      hl_error(c, SE_CONVERT, hl_expr_loc(e), "cannot initialize a variable of type '%s' with an %s of type '%s'",
               hl_type_name(c, to), e->lvalue ? "lvalue" : "rvalue", hl_type_name(c, from));
    else /* DXC's err_hlsl_cannot_convert: "implicitly" when a cast would do */
      hl_error(c, SE_CONVERT, hl_expr_loc(e), "cannot %sconvert from '%s' to '%s'",
               !ex && sema_conv_cost(c, from, to, true) >= 0 ? "implicitly " : "", hl_type_name(c, from),
               hl_type_name(c, to));
    Expr *n = new_conv(c, e, c->t_error);
    return n;
  }
  if (!ex && hl_is_numeric(from) && hl_is_numeric(to) && hl_components(to) < hl_components(from) &&
      hl_components(from) > 1)
    hl_warning(c, SW_TRUNCATION, wl.line ? wl : hl_expr_loc(e), "implicit truncation of vector type");
  if (!ex && hl_is_numeric(from) && hl_is_numeric(to) && narrows(c, e, from->sk, to->sk))
    hl_warning(c, SW_TRUNCATION, wl.line ? wl : hl_expr_loc(e),
               "conversion from larger type '%s' to smaller type '%s', possible loss of data",
               sema_note_type_name(c, e, from, NULL),
               c->intrin_args ? sema_canon_type_name(c, to) : hl_type_name(c, to));
  if (!ex && hl_is_numeric(from) && hl_is_numeric(to)) {
    warn_literal_conversion(c, e, to);
    warn_constant_conversion(c, e, to);
  }
  if (sema_is_cb_view(from) && hl_contains_resource(to) && !sema_cb_view_res_ok(c, e, hl_expr_loc(e)))
    return new_conv(c, e, c->t_error);
  if (from->kind == T_STRUCT && to->kind == T_STRUCT && sema_base_depth(from->st, to->st) > 0) {
    /* derived -> base: its base subobject */
    while (e->type && e->type->kind == T_STRUCT && e->type->st != to->st) e = sema_base_of(c, e);
    return e;
  }
  if (e->kind != E_COND && lit_tree(e) && hl_is_numeric(to) && !hl_sk_is_literal(to->sk)) {
    /* a literal operation computes where it converts (see lit_retype) */
    bool quiet = c->arm_conversion;
    Expr *orig = e;
    c->arm_conversion = true; /* DXC's CodeGen and instcombine: no warnings */
    e = lit_retype(c, e, lit_comp_kind(e, to->sk));
    if (cond_with_const_arm(e) && hl_components(e->a->type) == 1 && e->type->sk != to->sk &&
        !(to->sk == SK_BOOL && hl_sk_is_float(e->type->sk))) {
      /* instcombine moves the conversion (a cast, or the compare with 0
       * of one to bool, an icmp: not an fcmp) into the arms of a ?: with
       * a constant arm */
      HType *et = hl_with_sk(c, e->type, to->sk);
      Expr *arm[2] = {e->b, hl_expr_c(e)};
      for (int k = 0; k < 2; k++) {
        arm[k] = new_conv(c, arm[k], hl_with_sk(c, arm[k]->type, to->sk));
        sema_fold_conv(c, arm[k]);
      }
      e->b = arm[0];
      hl_expr_set_c(c, e, arm[1]);
      e->type = et;
    }
    c->arm_conversion = quiet;
    if (e == orig) return e;
    if (hl_type_equal(e->type, to) && !ex) {
      hl_expr_rare_w(c, e)->ast_orig = new_conv(c, orig, to);
      return e;
    }
    hl_expr_rare_w(c, e)->ast_orig = orig;
    if (ex) return convert_in(c, e, to, ex, init, wl);
    Expr *n = new_conv(c, e, to); /* checked (and warned) as a literal above */
    sema_fold_conv(c, n);
    return n;
  }
  if (e->kind == E_COND && !e->has_const && hl_is_numeric(from) && hl_is_numeric(to) &&
      hl_sk_is_literal(from->sk) && !hl_sk_is_literal(to->sk)) {
    /* A ?: whose arms are both literals keeps a literal type and takes its
     * type from where it is used: each arm converts from its exact value
     * (DXC's EmitHLSLLiteralCast of a select), not through float/int. */
    HType *et = hl_with_sk(c, from, to->sk);
    Expr *orig = e;
    e = copy_expr(c, e); /* the ?: stays as written (-ast-dump) */
    if (!e) return orig;
    bool quiet = c->arm_conversion;
    c->arm_conversion = true;
    bool both = e->b->has_const && hl_expr_c(e)->has_const;
    e->b = convert_in(c, e->b, et, ex, false, wl);
    hl_expr_set_c(c, e, convert_in(c, hl_expr_c(e), et, ex, false, wl));
    c->arm_conversion = quiet;
    if (both) {
      cond_arm_value(c, e->b, to->sk);
      cond_arm_value(c, hl_expr_c(e), to->sk);
    }
    e->type = et;
    if (hl_type_equal(et, to) && !ex) {
      hl_expr_rare_w(c, e)->ast_orig = new_conv(c, orig, to);
      return e;
    }
    hl_expr_rare_w(c, e)->ast_orig = orig;
    return convert_in(c, e, to, ex, init, wl);
  }
  Expr *n = new_conv(c, e, to);
  sema_fold_conv(c, n);
  return n;
}

/* ---- helpers ------------------------------------------------------------ */

static Expr *sx(HlslCtx *c, Expr *e) { return sema_expr(c, e); }

static bool is_err(const Expr *e) { return !e || !e->type || e->type->kind == T_ERROR; }

/* The type an operand combines with the other in: its literal type when
 * it has one (a call on literal arguments adapts to the other operand). */
static HType *operand_type(const Expr *e) { return hl_expr_rare(e)->lit_type ? hl_expr_rare(e)->lit_type : e->type; }

/* An operation whose operands' common type is literal while one of them is
 * typed at its literal's width computes at that width and stays literal
 * for its own users. */
static HType *literal_result(HlslCtx *c, Expr *e, HType *t, const Expr *x, const Expr *y) {
  if (!t || !hl_is_numeric(t) || !hl_sk_is_literal(t->sk) || !((x && hl_expr_rare(x)->lit_type) || (y && hl_expr_rare(y)->lit_type)))
    return t;
  hl_expr_rare_w(c, e)->lit_type = t;
  return hl_literal_width(c, t);
}

static Expr *set_error(HlslCtx *c, Expr *e) {
  e->type = c->t_error;
  e->lvalue = false;
  return e;
}

/* -Gec with -HV 2016 or older: global uniforms ($Globals members) are not
 * const, as in DX9 (DXC's CreateWriteEnabledStaticGlobals); libraries have
 * no entry to make the copies in. */
bool sema_gec_writable(const HlslCtx *c, const Decl *d) {
  return d->vk == VK_CBUFFER && c->opt && c->opt->dx9_compat && c->opt->hlsl_version &&
         c->opt->hlsl_version <= 2016 && c->opt->dx.target.stage != STAGE_LIBRARY && d->cbuf &&
         d->cbuf == c->globals_cb && !(d->quals & Q_CONST);
}

/* Record a write to e's base variable when it is a writable global uniform. */
static void mark_written(const Expr *e) {
  while (e && (e->kind == E_MEMBER || e->kind == E_SWIZZLE || e->kind == E_INDEX)) e = e->a;
  if (e && e->kind == E_NAME && e->decl && e->decl->vk == VK_CBUFFER) e->decl->gec_written = true;
  if (e && e->kind == E_NAME && e->decl && e->decl->vk == VK_STATIC) e->decl->static_written = true;
}

bool sema_is_modifiable(const Expr *e) {
  if (!e->lvalue || e->readonly) return false;
  mark_written(e);
  return true;
}

/* DXC's ConvertDimensions: may a value of source's shape convert
 * implicitly to target's (identity, splat of one component, truncation,
 * or a vector to and from a matrix of as many components)? */
static bool dims_convertible(const HType *t, const HType *s) {
  uint32_t sc = hl_components(s), tc = hl_components(t);
  switch (t->kind) {
  case T_SCALAR:
    return true;
  case T_VECTOR:
    if (s->kind == T_SCALAR) return true;
    if (s->kind == T_VECTOR) return t->n <= s->n || s->n == 1;
    /* from a matrix */
    if (sc == 1 && t->n != 1) return true;
    if (s->n == 1 || s->m == 1) return t->n <= sc;
    if (t->n == 1 && sc > 1) return true;
    return t->n == sc;
  case T_MATRIX:
    if (s->kind == T_SCALAR) return true;
    if (s->kind == T_VECTOR)
      return (s->n == 1 && tc != 1) || tc == s->n || tc == 1 || ((t->n == 1 || t->m == 1) && tc < s->n);
    if (sc == 1 && tc != 1) return true;
    if (tc == 1) return true;
    return t->n <= s->n && t->m <= s->m;
  default:
    return false;
  }
}

/* Shape of the result of combining two numeric types (for operators where
 * the element kind is decided separately), as DXC's CombineDimensions: the
 * operand with more components when the other converts to it (a splat),
 * else the other when this one converts to it (a truncation), the left
 * one on a tie; NULL when neither converts. The operands' conversions to
 * it report the truncation. */
static HType *combine_shape(HlslCtx *c, HType *a, HType *b, ScalarKind sk) {
  if (a->kind == T_SCALAR && b->kind == T_SCALAR) return hl_scalar(c, sk);
  HType *r;
  if (hl_components(a) >= hl_components(b))
    r = dims_convertible(a, b) ? a : dims_convertible(b, a) ? b : NULL;
  else
    r = dims_convertible(b, a) ? b : dims_convertible(a, b) ? a : NULL;
  if (!r) return NULL;
  if (r->kind == T_MATRIX) return hl_matrix(c, sk, r->n, r->m);
  if (r->kind == T_VECTOR) return hl_vector(c, sk, r->n);
  return hl_scalar(c, sk);
}

HType *sema_arith_common(HlslCtx *c, HType *a, HType *b) {
  if (a->kind == T_ERROR || b->kind == T_ERROR) return c->t_error;
  if (!hl_is_numeric(a) || !hl_is_numeric(b)) return NULL;
  return combine_shape(c, a, b, sema_common_sk(a->sk, b->sk));
}


static bool is_compare(OpKind op) {
  return op == OP_LT || op == OP_GT || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
}

static int hlsl_version(HlslCtx *c) {
  return c->opt && c->opt->hlsl_version ? c->opt->hlsl_version : 2021;
}

/* The type a binary arithmetic/bitwise operator computes in; NULL + error
 * reported when invalid. Bools become int for arithmetic. */
static bool is_bitwise(OpKind op) {
  return op == OP_SHL || op == OP_SHR || op == OP_BAND || op == OP_BOR || op == OP_BXOR;
}

static HType *binop_type(HlslCtx *c, Expr *e, HType *a, HType *b) {
  OpKind op = e->op;
  /* DXC's ValidateTypeRequirements: each operand of a bitwise operator
   * (shifts included) must be integral or bool, whatever the other is */
  if (is_bitwise(op) && (hl_sk_is_float(a->sk) || hl_sk_is_float(b->sk))) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "int or unsigned int type required");
    return NULL;
  }
  HType *t = sema_arith_common(c, a, b);
  /* shapes that do not combine: DXC computes in the left operand's, and
   * the right one's conversion to it fails */
  if (!t && hl_is_numeric(a) && hl_is_numeric(b)) t = hl_with_sk(c, a, sema_common_sk(a->sk, b->sk));
  if (!t) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "invalid operands to binary expression ('%s' and '%s')",
             hl_type_name(c, a), hl_type_name(c, b));
    return NULL;
  }
  if (t->kind == T_ERROR) return t;
  if (op == OP_SHL || op == OP_SHR) {
    /* result: the (promoted) left operand's kind, shape combined */
    ScalarKind sk = a->sk;
    if (sk == SK_BOOL) sk = SK_INT;
    if (hl_sk_is_literal(sk) && !hl_sk_is_literal(b->sk)) {
      /* 1 << x: DXC types the literal int (uint for a uint count), warning */
      hl_warning(c, SW_AMBIG_SHIFT, hl_expr_loc(e),
                 "ambiguous type for bit shift; use a type suffix on literal values, like 'L' or 'U', or a cast");
      sk = b->sk == SK_UINT ? SK_UINT : SK_INT;
    }
    t = hl_with_sk(c, t, sk);
  }
  ScalarKind sk = t->sk;
  if (sk == SK_BOOL && !is_compare(op) && op != OP_LAND && op != OP_LOR) sk = SK_INT;
  if (op == OP_MOD || op == OP_SHL || op == OP_SHR || op == OP_BAND || op == OP_BOR ||
      op == OP_BXOR) {
    if (hl_sk_is_float(sk) && op != OP_MOD) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "int or unsigned int type required");
      return NULL;
    }
  }
  /* DXC's checks emulating fxc's IR emission (with or without native
   * 16-bit types) */
  if ((op == OP_DIV || op == OP_MOD) && (sk == SK_MIN16INT || sk == SK_MIN12INT)) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e),
             "signed integer division is not supported on minimum-precision types, cast to int to use 32-bit division");
    return NULL;
  }
  if (op == OP_MOD && sk == SK_DOUBLE) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "modulo cannot be used with doubles, cast to float first");
    return NULL;
  }
  /* DXC: two operands of one (unscoped) enum type give that enum type (A | B) */
  if (!is_compare(op) && a->kind == T_SCALAR && a->en && hl_type_equal(a, b)) return a;
  return hl_with_sk(c, t, sk);
}

/* ---- expression kinds --------------------------------------------------- */

/* Is "A::B::" (prefix, plen bytes) a declared namespace as written in
 * scope ctx ("N::", NULL at file scope): some declared namespace is an
 * enclosing namespace of ctx (or the file scope) followed by the prefix? */
static bool is_known_namespace(HlslCtx *c, const char *ctx, const char *prefix, size_t plen) {
  for (uint32_t i = 0; i < c->namespaces.len; i++) {
    const char *ns = c->namespaces.data[i];
    size_t n = strlen(ns);
    if (n < plen || strncmp(ns + n - plen, prefix, plen) != 0) continue;
    size_t head = n - plen; /* ns = head + prefix: head must enclose ctx */
    if (head && (!ctx || strncmp(ctx, ns, head) != 0)) continue;
    return true;
  }
  return false;
}

/* Report an undeclared name as clang does: for "N::x" with a known
 * namespace N "no member named 'x' in namespace 'N'" (at x; the longest
 * known namespace prefix is used, so N::Q::x with unknown Q reports Q);
 * with an unknown N, N is the undeclared identifier. */
/* Levenshtein distance of a and b (clang's StringRef::edit_distance with
 * replacements), or `bound` when it is at least that. */
static uint32_t edit_distance(const char *a, const char *b, uint32_t bound) {
  size_t n = strlen(a), m = strlen(b);
  if (n > 64 || m > 64) return bound;
  uint32_t row[65];
  for (size_t j = 0; j <= m; j++) row[j] = (uint32_t)j;
  for (size_t i = 1; i <= n; i++) {
    uint32_t prev = row[0], best = (uint32_t)i;
    row[0] = (uint32_t)i;
    for (size_t j = 1; j <= m; j++) {
      uint32_t old = row[j];
      uint32_t v = prev + (a[i - 1] != b[j - 1]);
      if (row[j - 1] + 1 < v) v = row[j - 1] + 1;
      if (old + 1 < v) v = old + 1;
      row[j] = v;
      prev = old;
      if (v < best) best = v;
    }
    if (best >= bound) return bound;
  }
  return row[m] < bound ? row[m] : bound;
}

/* clang's typo correction of an undeclared unqualified name used as a value:
 * the visible variable or function whose name is nearest (edit distance
 * below about a third of the name's length, clang's bounds), when exactly
 * one name is nearest. NULL when none (or inside the arguments of a call
 * to an undeclared function, where no correction makes the call valid). */
static Decl *typo_correction(HlslCtx *c, const char *typo) {
  size_t len = strlen(typo);
  if (len < 3 || c->no_typo_fix) return NULL;
  uint32_t upper = (uint32_t)(len + 2) / 3 + 1, best = upper;
  Decl *found = NULL;
  bool tie = false;
  for (Scope *s = c->scope; s; s = s->parent)
    for (uint32_t i = s->decls.len; i-- > 0;) {
      Decl *d = s->decls.data[i];
      if ((d->kind != D_VAR && d->kind != D_FUNC) || !d->name[0] || strstr(d->name, "::") || d->is_this)
        continue;
      size_t dl = strlen(d->name);
      size_t min_ed = dl > len ? dl - len : len - dl;
      if (min_ed && len / min_ed < 3) continue;
      uint32_t ed = edit_distance(typo, d->name, upper);
      if (ed >= upper || ed == 0) continue;
      if (ed < best) {
        best = ed;
        found = d;
        tie = false;
      } else if (ed == best && found && strcmp(found->name, d->name)) {
        tie = true;
      }
    }
  if (!found || tie || len / best < 3) return NULL;
  return found;
}

static void report_undeclared(HlslCtx *c, SrcLoc loc, const char *name, const char *ctx) {
  const char *start = name[0] == ':' && name[1] == ':' ? name + 2 : name;
  if (!strstr(start, "::")) {
    Decl *fix = start == name ? typo_correction(c, name) : NULL;
    if (fix) {
      hl_error(c, SE_UNDECLARED, loc, "use of undeclared identifier '%s'; did you mean '%s'?", start, fix->name);
      diag_report(c->diag, DIAG_NOTE, SE_UNDECLARED, fix->loc, "'%s' declared here", fix->name);
      return;
    }
    hl_error(c, SE_UNDECLARED, loc, "use of undeclared identifier '%s'", start);
    return;
  }
  /* the longest prefix "c0::...::ck::" that names a namespace */
  const char *best = NULL; /* end of that prefix (at the next component) */
  for (const char *q = strstr(start, "::"); q; q = strstr(q + 2, "::"))
    if (is_known_namespace(c, name == start ? ctx : NULL, start, (size_t)(q + 2 - start))) best = q + 2;
  if (!best) {
    const char *first = strstr(start, "::");
    hl_error(c, SE_UNDECLARED, loc, "use of undeclared identifier '%.*s'", (int)(first - start), start);
    return;
  }
  const char *next = strstr(best, "::");
  size_t mlen = next ? (size_t)(next - best) : strlen(best);
  loc.col += (uint32_t)(best - name); /* at the member, as clang */
  hl_error(c, SE_NS_MEMBER, loc, "no member named '%.*s' in namespace '%.*s'", (int)mlen, best,
           (int)(best - 2 - start), start);
}

static Expr *new_this_ref(HlslCtx *c, SrcLoc loc) {
  Expr *t = hl_expr_new(c);
  if (!t) return NULL;
  t->kind = E_NAME;
  hl_expr_set_loc(c, t, loc);
  t->name = "this";
  return t;
}

/* The name of a data member used inside a member function as this.name. */
static Expr *this_member(HlslCtx *c, Expr *e, const char *name) {
  Expr *self = new_this_ref(c, hl_expr_loc(e));
  if (!self) return set_error(c, e);
  e->kind = E_MEMBER;
  e->a = self;
  e->name = name;
  e->ns = NULL;
  return sema_expr(c, e);
}

/* The call m(args) inside a member function as this.m(args). */
static Expr *this_method_call(HlslCtx *c, Expr *e) {
  Expr *self = new_this_ref(c, hl_expr_loc(e));
  if (!self) return set_error(c, e);
  e->kind = E_METHOD;
  e->a = sx(c, self);
  e->ns = NULL;
  return sema_member_call(c, e);
}

/* Inside a member function of S, is `name` a data member of S? */
static bool is_member_of_current(HlslCtx *c, const char *name) {
  Decl *f = c->cur_func;
  if (!f || !f->method_of) return false;
  return sema_struct_has_field(f->method_of, name);
}

static Expr *check_name(HlslCtx *c, Expr *e) {
  bool local = false;
  Decl *other = NULL;
  Decl *d = sema_lookup_ns(c, e->name, e->ns, &local, &other);
  if (!local && is_member_of_current(c, e->name)) {
    /* a data member used inside a member function: this.name */
    Decl *f = c->cur_func;
    if (!f->nparams || !f->params[0]->is_this) {
      hl_error(c, SE_MEMBER, hl_expr_loc(e), "invalid use of member '%s' in static member function", e->name);
      return set_error(c, e);
    }
    return this_member(c, e, e->name);
  }
  if (!d && !local && c->cur_func && c->cur_func->method_of && strstr(e->name, "::")) {
    /* Base::m / S::m inside a member function: the (inherited) data member m */
    const char *last = NULL;
    for (const char *q = strstr(e->name, "::"); q; q = strstr(q + 2, "::")) last = q;
    const char *qs = e->name;
    while (strstr(qs, "::") && strstr(qs, "::") != last) qs = strstr(qs, "::") + 2;
    char qual[128];
    size_t ql = (size_t)(last - qs);
    if (ql < sizeof qual) {
      memcpy(qual, qs, ql);
      qual[ql] = 0;
      Decl *f = c->cur_func;
      if (sema_struct_is_self_or_base(f->method_of, qual) && sema_struct_has_field(f->method_of, last + 2) &&
          f->nparams && f->params[0]->is_this) {
        return this_member(c, e, last + 2); /* its range ends at the member's name (parser) */
      }
    }
  }
  if (!d && !strcmp(e->name, "this")) {
    hl_error(c, SE_UNDECLARED, hl_expr_loc(e), "invalid use of 'this' outside of a non-static member function");
    return set_error(c, e);
  }
  if (!d) {
    report_undeclared(c, hl_expr_loc(e), e->name, e->ns);
    return set_error(c, e);
  }
  if (other) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "reference to '%s' is ambiguous", e->name);
    return set_error(c, e);
  }
  if (d->kind != D_VAR) {
    hl_error(c, SE_TYPE, hl_expr_loc(e), "'%s' does not refer to a value", e->name);
    return set_error(c, e);
  }
  e->decl = d;
  e->type = d->type ? d->type : c->t_error;
  e->lvalue = !d->is_enumerator; /* an enumerator is a value, not an object */
  e->readonly = (d->quals & Q_CONST) || (d->vk == VK_CBUFFER && !sema_gec_writable(c, d)) ||
                d->vk == VK_STATIC_CONST || d->vk == VK_RESOURCE;
  if (d->folded) {
    e->has_const = true;
    e->cv = d->cv; /* folded values never change: shared */
  }
  return e;
}

/* The spelling of a binary or unary operator ("+", "==", ...). */
static const char *op_spelling(OpKind op) {
  static const char *const names[] = {
    [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_MOD] = "%",
    [OP_SHL] = "<<", [OP_SHR] = ">>", [OP_BAND] = "&", [OP_BOR] = "|", [OP_BXOR] = "^",
    [OP_LAND] = "&&", [OP_LOR] = "||", [OP_LT] = "<", [OP_GT] = ">", [OP_LE] = "<=",
    [OP_GE] = ">=", [OP_EQ] = "==", [OP_NE] = "!=", [OP_NEG] = "-", [OP_PLUS] = "+",
    [OP_NOT] = "!", [OP_BITNOT] = "~",
  };
  return (size_t)op < sizeof names / sizeof names[0] && names[op] ? names[op] : "";
}

static Expr *cast_checked(HlslCtx *c, Expr *e);

static bool is_scoped_enum(const HType *t) { return t && t->kind == T_SCALAR && t->en && t->en->scoped; }

static Expr *check_unary(HlslCtx *c, Expr *e) {
  e->a = sx(c, e->a);
  if (is_err(e->a)) return set_error(c, e);
  if (e->a->type->kind == T_STRUCT) {
    Expr *r = sema_struct_operator(c, e, op_spelling(e->op), e->a, NULL); /* S operator-() */
    if (r) return r;
  }
  HType *t = e->a->type;
  if (is_scoped_enum(t)) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "invalid argument type '%s' to unary expression",
             hl_type_name(c, t));
    return set_error(c, e);
  }
  if (!hl_is_numeric(t)) { /* structs, arrays, objects: DXC's ValidateTypeRequirements */
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "scalar, vector, or matrix expected");
    return set_error(c, e);
  }
  if (t->kind == T_SCALAR && t->en) t = hl_scalar(c, t->sk); /* an enum promotes to its integer type */
  HType *rt;
  switch (e->op) {
  case OP_NOT: rt = hl_with_sk(c, t, SK_BOOL); break;
  case OP_BITNOT:
    if (hl_sk_is_float(t->sk)) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "int or unsigned int type required");
      return set_error(c, e);
    }
    rt = t->sk == SK_BOOL ? hl_with_sk(c, t, SK_INT) : t;
    break;
  default: rt = t->sk == SK_BOOL ? hl_with_sk(c, t, SK_INT) : t; break;
  }
  e->a = sema_convert(c, e->a, rt, false);
  e->type = rt;
  if (e->op != OP_NOT && hl_expr_rare(e->a)->lit_type && hl_type_equal(rt, e->a->type))
    hl_expr_rare_w(c, e)->lit_type = hl_expr_rare(e->a)->lit_type; /* -select(c, 0.1, 0.2) stays literal */
  e->side_effects = e->a->side_effects;
  fold_unary(c, e);
  return e;
}

/* Position of the first token of e (diagnostics point at the operand). */
SrcLoc sema_start_loc(const Expr *e) {
  while (e && e->a && !e->paren &&
         (e->kind == E_INDEX || e->kind == E_MEMBER || e->kind == E_SWIZZLE ||
          e->kind == E_METHOD || e->kind == E_BINARY || e->kind == E_ASSIGN ||
          e->kind == E_COND || e->kind == E_COMMA || (e->kind == E_INCDEC && !e->prefix)))
    e = e->a;
  return e ? hl_expr_loc(e) : srcloc_none();
}

/* Where e begins, its enclosing parentheses included (clang's getLocStart). */
SrcLoc sema_full_start_loc(const Expr *e) {
  if (e && e->paren && hl_expr_rare(e)->nparen) return hl_pos_loc(hl_expr_loc(e), hl_expr_rare(e)->lparen);
  return sema_start_loc(e);
}

/* Is e an assignable lvalue? loc: the operator (=, +=, ++), where clang
 * reports what cannot be assigned. A read-only one is named as clang's
 * DiagnoseConstAssignment does: through vector/matrix subscripts to their
 * object, then through struct members to the variable, which when const is
 * named (with a note at its declaration: a const local or global, a
 * constant-buffer member); a swizzle, an array element or anything else is
 * a "read-only variable". */
static bool check_assignable(HlslCtx *c, Expr *lhs, SrcLoc loc) {
  if (is_err(lhs)) return false;
  if (!lhs->lvalue) {
    hl_error(c, SE_ASSIGN, loc, "expression is not assignable");
    return false;
  }
  if (!lhs->readonly) mark_written(lhs);
  if (lhs->kind == E_NAME && lhs->decl && lhs->decl->res_inout) {
    /* an inout resource the function reassigns is copied back to the
     * caller's variable (DXC); one it only uses is passed in only, so
     * that a global resource can be its argument */
    lhs->decl->quals |= Q_OUT;
    lhs->decl->res_inout = false;
  }
  if (lhs->readonly && lhs->kind == E_NAME && lhs->decl && lhs->decl->vk == VK_RESOURCE && !lhs->decl->cbuf &&
      lhs->type->kind == T_RESOURCE && !(lhs->decl->quals & Q_CONST))
    return true; /* a global resource variable: DXC accepts it, its uses then reach no unique
                    resource (reported after binding: irgen_res.c gen_global_res_assign) */
  if (!lhs->readonly) return true;
  if (lhs->kind == E_SWIZZLE && lhs->a && !lhs->a->readonly) {
    hl_error(c, SE_ASSIGN, loc, "%s is not assignable (contains duplicate components)",
             lhs->a->type->kind == T_MATRIX ? "matrix" : "vector");
    return false;
  }
  const Expr *base = lhs;
  while (base->kind == E_INDEX && base->a && (base->a->type->kind == T_VECTOR || base->a->type->kind == T_MATRIX))
    base = base->a;
  while (base->kind == E_MEMBER && base->a) base = base->a;
  /* an element of a resource: clang's const operator[] result */
  for (const Expr *r = base; r; r = r->kind == E_MEMBER || r->kind == E_INDEX || r->kind == E_SWIZZLE ? r->a : NULL)
    if (r->kind == E_INDEX && r->a && r->a->type->kind == T_RESOURCE) {
      hl_error(c, SE_ASSIGN, loc, "cannot assign to a read-only resource");
      return false;
    }
  /* a read-only node input record: clang's const Get() / operator[] result
   * (a swizzle of it is only a read-only value) */
  if (lhs->kind != E_SWIZZLE &&
      ((base->kind == E_METHOD && base->intrin == IN_NODE_METHOD) ||
       (base->kind == E_INDEX && base->a && hl_is_node(base->a->type, false)))) {
    hl_error(c, SE_ASSIGN, loc, "cannot assign to return value because function '%s' returns a const value",
             base->kind == E_METHOD ? "Get" : "operator[]");
    return false;
  }
  if (base->kind == E_NAME && base->decl && base->decl->vk != VK_RESOURCE) {
    Decl *d = base->decl;
    hl_error(c, SE_ASSIGN, loc, "cannot assign to variable '%s' with const-qualified type 'const %s'",
             d->name, hl_type_name(c, d->type));
    diag_report(c->diag, DIAG_NOTE, SE_ASSIGN, d->loc, "variable '%s' declared const here", d->name);
    return false;
  }
  if (base->kind == E_NAME && base->decl) {
    hl_error(c, SE_ASSIGN, loc, "cannot assign to a read-only resource");
    return false;
  }
  hl_error(c, SE_ASSIGN, loc, "read-only variable is not assignable");
  return false;
}

static Expr *check_incdec(HlslCtx *c, Expr *e) {
  e->a = sx(c, e->a);
  if (is_err(e->a)) return set_error(c, e);
  if (e->a->type->kind == T_SCALAR && e->a->type->en) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "cannot %s expression of enum type '%s'",
             e->op == OP_ADD ? "increment" : "decrement", hl_type_name(c, e->a->type));
    return set_error(c, e);
  }
  /* DXC's CheckUnaryOpForHLSL: the operand must be modifiable, then not
   * bool, then a scalar, vector or matrix */
  if (!check_assignable(c, e->a, hl_expr_loc(e))) return set_error(c, e);
  if (hl_is_numeric(e->a->type) && e->a->type->sk == SK_BOOL) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "operator cannot be used with a bool lvalue");
    return set_error(c, e);
  }
  if (!hl_is_numeric(e->a->type)) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "scalar, vector, or matrix expected");
    return set_error(c, e);
  }
  e->type = e->a->type;
  e->side_effects = true;
  if (e->prefix) { /* ++x is x itself (C++): --(++x), ++x = v */
    e->lvalue = e->a->lvalue;
    e->readonly = e->a->readonly;
  }
  return e;
}

/* Operands a binary operator cannot take, reported as DXC's
 * CheckBinOpForHLSL does, at the operator: arithmetic, order comparisons
 * and logical operators need scalars, vectors or matrices of numbers,
 * bitwise ones of integers ("scalar, vector, or matrix expected");
 * otherwise (== and !=) built-in objects, user-defined types and arrays
 * are named. */
static void report_bad_operands(HlslCtx *c, Expr *e, HType *a, HType *b) {
  OpKind op = e->op;
  const HType *ops[2] = {a, b};
  if (op != OP_EQ && op != OP_NE) {
    for (int k = 0; k < 2; k++)
      if (!hl_is_numeric(ops[k])) {
        hl_error(c, SE_OPERANDS, hl_expr_loc(e), "scalar, vector, or matrix expected");
        return;
      }
  }
  for (int k = 0; k < 2; k++) {
    if (k == 1 && hl_type_equal(a, b)) break;
    const HType *t = ops[k];
    if (t->kind == T_RESOURCE || t->kind == T_STREAM) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "operator cannot be used with built-in type '%s'", hl_type_name(c, t));
      return;
    }
    if (t->kind == T_STRUCT) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "operator cannot be used with user-defined type '%s'", hl_type_name(c, t));
      return;
    }
  }
  if ((op == OP_EQ || op == OP_NE) && (a->kind == T_ARRAY || b->kind == T_ARRAY)) {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "equality operators cannot be used with array types");
    return;
  }
  hl_error(c, SE_OPERANDS, hl_expr_loc(e), "invalid operands to binary expression ('%s' and '%s')", hl_type_name(c, a),
           hl_type_name(c, b));
}

static Expr *check_binary(HlslCtx *c, Expr *e) {
  e->a = sx(c, e->a);
  e->b = sx(c, e->b);
  if (is_err(e->a) || is_err(e->b)) return set_error(c, e);
  if (e->a->type->kind == T_STRUCT || sema_is_cb_view(e->a->type)) {
    /* S operator+(S x) and friends (HLSL 2021) */
    Expr *r = sema_struct_operator(c, e, op_spelling(e->op), e->a, e->b);
    if (r) return r;
  }
  HType *a = e->a->type, *b = e->b->type;
  e->side_effects = e->a->side_effects || e->b->side_effects;
  if (is_scoped_enum(a) || is_scoped_enum(b)) {
    /* a scoped enum has no arithmetic: only comparisons with its own type */
    if (!is_compare(e->op) || !hl_type_equal(a, b)) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "invalid operands to binary expression ('%s' and '%s')",
               hl_type_name(c, a), hl_type_name(c, b));
      return set_error(c, e);
    }
    e->type = hl_scalar(c, SK_BOOL);
    fold_binary(c, e);
    return e;
  }
  if (e->op == OP_LAND || e->op == OP_LOR) {
    if (!hl_is_numeric(a) || !hl_is_numeric(b)) {
      report_bad_operands(c, e, a, b);
      return set_error(c, e);
    }
    /* HLSL 2021: scalar operands only, a one-component vector or matrix is
     * not one (DXC tests the type's object kind) */
    if (hlsl_version(c) >= 2021 && (a->kind == T_VECTOR || a->kind == T_MATRIX || b->kind == T_VECTOR ||
                                    b->kind == T_MATRIX)) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e),
               "operands for short-circuiting logical binary operator must be scalar, "
               "for non-scalar types use '%s'", e->op == OP_LAND ? "and" : "or");
      return set_error(c, e);
    }
    HType *shape = sema_arith_common(c, a, b);
    if (!shape) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "invalid operands to binary expression ('%s' and '%s')",
               hl_type_name(c, a), hl_type_name(c, b));
      return set_error(c, e);
    }
    HType *bt = hl_with_sk(c, shape, SK_BOOL);
    e->a = sema_convert(c, e->a, bt, false);
    e->b = sema_convert(c, e->b, bt, false);
    e->type = bt;
    fold_binary(c, e);
    return e;
  }
  if (!hl_is_numeric(a) || !hl_is_numeric(b)) {
    report_bad_operands(c, e, a, b);
    return set_error(c, e);
  }
  HType *t = binop_type(c, e, operand_type(e->a), operand_type(e->b));
  if (!t) return set_error(c, e);
  if (t->kind == T_ERROR) return set_error(c, e);
  t = literal_result(c, e, t, e->a, e->b);
  if (is_compare(e->op) && hl_expr_has_rare(e)) hl_expr_rare_w(c, e)->lit_type = NULL;
  /* a comparison of literal operations that are not constants compares
   * at the literals' width (DXC emits them as i64 / double) */
  bool lit_cmp = is_compare(e->op) && hl_is_numeric(t) && hl_sk_is_literal(t->sk) &&
                 (lit_tree(e->a) || lit_tree(e->b));
  Expr *written_a = e->a, *written_b = e->b;
  if (lit_cmp) t = hl_literal_width(c, t);
  if (e->op == OP_SHL || e->op == OP_SHR) {
    e->a = sema_convert(c, e->a, t, false);
    e->b = sema_convert(c, e->b, t, false);
    e->type = t;
  } else if (is_compare(e->op)) {
    e->b = sema_convert(c, e->b, t, false);
    e->a = sema_convert(c, e->a, t, false);
    e->type = hl_with_sk(c, t, SK_BOOL);
  } else {
    /* the result has the left operand's type when it is that type: a
     * typedef's name or a template parameter's argument stays (AST sugar) */
    if ((a->subst || a->tdef) && (a->kind == T_SCALAR || a->kind == T_VECTOR) && hl_type_equal(t, a)) t = a;
    e->b = sema_convert(c, e->b, t, false); /* DXC converts the right operand first */
    e->a = sema_convert(c, e->a, t, false);
    e->type = t;
  }
  if (is_err(e->a) || is_err(e->b)) return set_error(c, e);
  if (!fold_binary(c, e) && (e->op == OP_DIV || e->op == OP_MOD) && e->b->has_const &&
      !hl_sk_is_float(e->b->type->sk)) {
    for (uint32_t i = 0; i < hl_cv(e->b)->n; i++)
      if (hl_cv(e->b)->c[i].u == 0) {
        hl_error(c, SE_OPERANDS, hl_expr_loc(e), "division by zero");
        break;
      }
  }
  if (lit_cmp) { /* as written for -ast-dump: literal operands, no conversions */
    Expr *w = copy_expr(c, e);
    if (w) {
      w->a = written_a;
      w->b = written_b;
    }
    Expr *r = fold_into_cond(c, e);
    hl_expr_rare_w(c, r)->ast_orig = w;
    return r;
  }
  return e;
}

static Expr *check_assign(HlslCtx *c, Expr *e) {
  e->a = sx(c, e->a);
  e->b = sx(c, e->b);
  if (is_err(e->a) || is_err(e->b)) return set_error(c, e);
  e->side_effects = true;
  HType *lt = e->a->type;
  if (!check_assignable(c, e->a, hl_expr_loc(e))) return set_error(c, e);
  if (lt->kind == T_RESOURCE && e->a->kind == E_NAME && e->a->decl &&
      e->a->decl->vk != VK_LOCAL && e->a->decl->vk != VK_PARAM && e->a->decl->vk != VK_STATIC &&
      (e->a->decl->vk != VK_RESOURCE || e->a->decl->cbuf)) { /* global resources: check_assignable */
    hl_error(c, SE_ASSIGN, hl_expr_loc(e), "cannot assign to a global resource");
    return set_error(c, e);
  }
  if (e->op == OP_NONE) {
    e->b = sema_convert_at(c, e->b, lt, false, hl_expr_loc(e));
    e->type = lt;
    return e;
  }
  /* compound: compute (a op b) in the operation type, convert back */
  if (!hl_is_numeric(lt) || !hl_is_numeric(e->b->type)) {
    report_bad_operands(c, e, lt, e->b->type);
    return set_error(c, e);
  }
  if (lt->sk == SK_BOOL && e->op != OP_BAND && e->op != OP_BOR && e->op != OP_BXOR &&
      !(is_bitwise(e->op) && hl_sk_is_float(e->b->type->sk))) {
    /* a bool lvalue takes only &=, |= and ^= (DXC reports it after the
     * operand kinds) */
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "operator cannot be used with a bool lvalue");
    return set_error(c, e);
  }
  HType *t = binop_type(c, e, lt, operand_type(e->b));
  if (!t || t->kind == T_ERROR) return set_error(c, e);
  /* the operation can't widen the lhs shape: truncate to the lhs */
  if (hl_components(t) > hl_components(lt) && t->kind != T_MATRIX)
    t = hl_with_sk(c, lt, t->sk); /* the value's conversion warns, at the value */
  e->b = sema_convert(c, e->b, t, false);
  e->ty = t; /* operation type; irgen converts lhs to it and back */
  e->type = lt;
  return e;
}

/* clang's CheckBooleanCondition warnings: `if (a = b)` (an assignment
 * without parentheses) and `if ((a == b))` (an equality in extra
 * parentheses, not from a macro, whose left side is modifiable), both
 * likely typos of each other; read before sema rewrites the tree. */
static void check_condition_parens(HlslCtx *c, const Expr *e) {
  if (e->kind == E_ASSIGN && e->op == OP_NONE && !hl_expr_rare(e)->nparen) {
    hl_warning(c, SW_PARENS, hl_expr_loc(e), "using the result of an assignment as a condition without parentheses");
    diag_report(c->diag, DIAG_NOTE, SW_PARENS, hl_expr_loc(e), "place parentheses around the assignment to silence this warning");
    diag_report(c->diag, DIAG_NOTE, SW_PARENS, hl_expr_loc(e), "use '==' to turn this assignment into an equality comparison");
  }
}

static void check_condition_equality(HlslCtx *c, const Expr *e) {
  if (e->kind != E_BINARY || e->op != OP_EQ || !hl_expr_rare(e)->nparen || hl_expr_rare(e)->paren_macro || !e->a) return;
  const Expr *l = e->a;
  while (l->kind == E_CONV && l->a) l = l->a;
  if (!l->lvalue || l->readonly) return;
  hl_warning(c, SW_PARENS, hl_expr_loc(e), "equality comparison with extraneous parentheses");
  diag_report(c->diag, DIAG_NOTE, SW_PARENS, hl_expr_loc(e), "remove extraneous parentheses around the comparison to silence this warning");
  diag_report(c->diag, DIAG_NOTE, SW_PARENS, hl_expr_loc(e), "use '=' to turn this equality comparison into an assignment");
}

Expr *sema_condition(HlslCtx *c, Expr *e, const char *stmt) {
  if (e) check_condition_parens(c, e);
  e = sx(c, e);
  if (e && !is_err(e)) check_condition_equality(c, e);
  if (is_err(e)) return e;
  if (!hl_is_numeric(e->type)) {
    hl_error(c, SE_CONVERT, hl_expr_loc(e), "cannot convert from '%s' to 'bool'", hl_type_name(c, e->type));
    return set_error(c, e);
  }
  if (hl_components(e->type) != 1) { /* DXC's wording */
    hl_error(c, SE_CONVERT, sema_start_loc(e), "%s statement conditional expressions must evaluate to a scalar",
             stmt);
    return set_error(c, e);
  }
  return sema_convert(c, e, hl_scalar(c, SK_BOOL), false);
}

static Expr *check_cond(HlslCtx *c, Expr *e) {
  c->oob_exempt = e->a;
  e->a = sx(c, e->a);
  e->b = sx(c, e->b);
  hl_expr_set_c(c, e, sx(c, hl_expr_c(e)));
  if (is_err(e->a) || is_err(e->b) || is_err(hl_expr_c(e))) return set_error(c, e);
  e->side_effects = e->a->side_effects || e->b->side_effects || hl_expr_c(e)->side_effects;
  HType *bt = operand_type(e->b), *ct = operand_type(hl_expr_c(e));
  HType *rt;
  if (bt->kind == T_SCALAR && bt->en && hl_type_equal(bt, ct)) {
    rt = bt; /* c ? E::A : E::B has the enum type (C++), not int */
  } else if (hl_is_numeric(bt) && hl_is_numeric(ct)) {
    rt = sema_arith_common(c, bt, ct);
    if (!rt) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "incompatible operand types ('%s' and '%s')",
               hl_type_name(c, bt), hl_type_name(c, ct));
      return set_error(c, e);
    }
  } else if (hl_type_equal(bt, ct) && (bt->kind == T_RESOURCE || hl_is_hitobject(bt, false))) {
    rt = bt; /* objects of one type (dx::HitObject too) */
  } else if (bt->kind == T_STRUCT || bt->kind == T_ARRAY || ct->kind == T_STRUCT ||
             ct->kind == T_ARRAY || hl_type_equal(bt, ct)) {
    /* DXC limits ?: to numeric results and objects (CheckVectorConditional) */
    hl_error(c, SE_OPERANDS, hl_expr_loc(e),
             "conditional operator only supports results with numeric scalar, vector, or matrix types.");
    return set_error(c, e);
  } else {
    hl_error(c, SE_OPERANDS, hl_expr_loc(e), "incompatible operand types ('%s' and '%s')",
             hl_type_name(c, bt), hl_type_name(c, ct));
    return set_error(c, e);
  }
  HType *at = e->a->type;
  if (!hl_is_numeric(at)) {
    hl_error(c, SE_CONVERT, hl_expr_loc(e->a), "cannot convert from '%s' to 'bool'", hl_type_name(c, at));
    return set_error(c, e);
  }
  if (hlsl_version(c) >= 2021 && (at->kind == T_VECTOR || at->kind == T_MATRIX)) {
    /* a one-component vector or matrix condition too (DXC: the type's object kind) */
    hl_error(c, SE_OPERANDS, hl_expr_loc(e),
             "condition for short-circuiting ternary operator must be scalar, for non-scalar "
             "types use 'select'");
    return set_error(c, e);
  }
  if (hl_components(at) > 1) {
    /* componentwise select (HLSL 2018) */
    HType *shape = sema_arith_common(c, at, rt);
    if (!shape || !hl_is_numeric(rt)) {
      hl_error(c, SE_OPERANDS, hl_expr_loc(e), "invalid vector condition");
      return set_error(c, e);
    }
    rt = hl_with_sk(c, shape, rt->sk);
    e->a = sema_convert(c, e->a, hl_with_sk(c, shape, SK_BOOL), false);
  } else {
    e->a = sema_convert(c, e->a, hl_scalar(c, SK_BOOL), false);
  }
  rt = literal_result(c, e, rt, e->b, hl_expr_c(e));
  e->b = sema_convert(c, e->b, rt, false);
  hl_expr_set_c(c, e, sema_convert(c, hl_expr_c(e), rt, false));
  e->type = rt;
  if (e->a->has_const && e->b->has_const && hl_expr_c(e)->has_const && hl_cv(e->a)->n == 1) {
    e->has_const = true;
    e->cv = hl_cv(e->a)->c[0].u ? e->b->cv : hl_expr_c(e)->cv;
  }
  return e;
}

static int swz_index(char ch, int *set) {
  const char *xyzw = "xyzw", *rgba = "rgba";
  const char *p = strchr(xyzw, ch);
  if (p && ch) {
    *set = 1;
    return (int)(p - xyzw);
  }
  p = strchr(rgba, ch);
  if (p && ch) {
    *set = 2;
    return (int)(p - rgba);
  }
  return -1;
}

/* Does e name (an element of) a mesh entry's `out indices` array (DXC's
 * IsExprAccessingOutIndicesArray: subscripts down to the parameter)? */
static bool out_indices_access(const Expr *e) {
  while (e && (e->kind == E_INDEX || e->kind == E_CONV)) e = e->a;
  return e && e->kind == E_NAME && e->decl && (e->decl->quals & Q_OUT) && (e->decl->quals & Q_MS_INDICES);
}

static const char msg_indices_whole[] = "a vector in out indices array must be accessed as a whole";

/* Is `name` a member of st or of an anonymous struct member of it? */
static bool anon_has_member(const StructInfo *st, const char *name, int depth) {
  if (!st || depth > 16) return false;
  if (sema_struct_has_field(st, name)) return true;
  for (uint32_t i = 0; i < st->nfields; i++)
    if (st->fields[i].is_anon && st->fields[i].type && st->fields[i].type->kind == T_STRUCT &&
        anon_has_member(st->fields[i].type->st, name, depth + 1))
      return true;
  return false;
}

static Expr *check_member(HlslCtx *c, Expr *e) {
  c->oob_exempt = e->a;
  e->a = sx(c, e->a);
  if (is_err(e->a)) return set_error(c, e);
  HType *t = e->a->type;
  e->side_effects = e->a->side_effects;
  /* CB.F of a ConstantBuffer<S> / TextureBuffer<S>: a read-only field of S */
  bool view = sema_is_cb_view(t);
  if (view) t = t->elem;
  if (t->kind == T_RESOURCE) return sema_res_member(c, e); /* .mips, .sample */
  if (t->kind == T_STRUCT) {
    StructInfo *st = t->st;
    if (!e->name[0] && e->field < st->nfields && st->fields[e->field].is_anon) { /* an anonymous member */
      e->type = st->fields[e->field].type ? st->fields[e->field].type : c->t_error;
      e->lvalue = view || e->a->lvalue;
      e->readonly = view || e->a->readonly;
      return e;
    }
    for (uint32_t i = 0; i < st->nfields; i++) {
      if (!st->fields[i].is_anon && hl_name_eq(st->fields[i].name, e->name)) {
        e->field = i;
        e->type = st->fields[i].type ? st->fields[i].type : c->t_error;
        if (view && hl_contains_resource(e->type) && !sema_cb_view_res_ok(c, e->a, hl_expr_loc(e)))
          return set_error(c, e);
        e->lvalue = view || e->a->lvalue;
        e->readonly = view || e->a->readonly;
        return e;
      }
    }
    for (uint32_t i = 0; i < st->nbitfields; i++) {
      BitField *b = &st->bitfields[i];
      if (strcmp(b->name, e->name) == 0) {
        e->field = b->storage;
        hl_expr_rare_w(c, e)->bitfield = b;
        e->type = b->type;
        e->lvalue = view || e->a->lvalue;
        e->readonly = view || e->a->readonly;
        return e;
      }
    }
    /* a member of an anonymous struct member: obj.<anonymous>.name */
    for (uint32_t i = 0; i < st->nfields; i++) {
      Field *af = &st->fields[i];
      if (!af->is_anon || !af->type || af->type->kind != T_STRUCT || !anon_has_member(af->type->st, e->name, 0))
        continue;
      Expr *m = hl_expr_new(c);
      if (!m) return set_error(c, e);
      m->kind = E_MEMBER;
      hl_expr_copy_loc(c, m, e->a);
      m->a = e->a;
      m->name = "";
      m->field = i;
      m->type = af->type;
      m->lvalue = view || e->a->lvalue;
      m->readonly = view || e->a->readonly;
      m->side_effects = e->a->side_effects;
      e->a = m;
      return check_member(c, e);
    }
    if (st->nfields && st->fields[0].is_base && sema_struct_has_field(st, e->name)) {
      /* a member of a base struct: obj.__base.name */
      e->a = sema_base_of(c, e->a);
      return check_member(c, e);
    }
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, t));
    return set_error(c, e);
  }
  if (t->kind == T_VECTOR && t->n > 4) { /* DXC: no swizzles on SM 6.9 long vectors */
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "invalid swizzle '%s' on vector of over 4 elements.", e->name);
    return set_error(c, e);
  }
  if (t->kind == T_SCALAR || t->kind == T_VECTOR) {
    uint32_t n = t->kind == T_VECTOR ? t->n : 1;
    size_t len = strlen(e->name);
    int set = 0;
    bool ok = len >= 1 && len <= 4;
    bool dup = false;
    for (size_t i = 0; ok && i < len; i++) {
      int s = 0;
      int ix = swz_index(e->name[i], &s);
      if (ix < 0 || (set && s != set) || (uint32_t)ix >= n) ok = false;
      set = s;
      if (ok) {
        for (size_t j = 0; j < i; j++)
          if (e->swz[j] == ix) dup = true;
        e->swz[i] = (uint8_t)ix;
      }
    }
    if (!ok) {
      hl_error(c, SE_MEMBER, hl_expr_loc(e), "invalid swizzle '%s' on type '%s'", e->name,
               hl_type_name(c, t));
      return set_error(c, e);
    }
    if (t->kind == T_VECTOR && len < n && out_indices_access(e->a)) {
      /* DXC (LookupVectorMemberExprForHLSL): indices are written whole */
      hl_error(c, SE_MEMBER, hl_expr_loc(e), "%s", msg_indices_whole);
      return set_error(c, e);
    }
    e->kind = E_SWIZZLE;
    e->nswz = (uint8_t)len;
    e->type = len == 1 ? hl_scalar(c, t->sk) : hl_vector(c, t->sk, (uint32_t)len);
    e->lvalue = e->a->lvalue;
    e->readonly = e->a->readonly || dup;
    if (e->a->has_const) {
      ConstVal v;
      memset(&v, 0, sizeof v);
      v.n = (uint32_t)len;
      v.sk = hl_cv(e->a)->sk;
      for (size_t i = 0; i < len; i++)
        v.c[i] = hl_cv(e->a)->c[hl_cv(e->a)->n == 1 ? 0 : e->swz[i]];
      hl_cv_set(c, e, &v);
      e->has_const = true;
    }
    return e;
  }
  if (t->kind == T_MATRIX) return sema_mat_swizzle(c, e);
  if (t->kind == T_ARRAY && !t->patch) {
    /* DXC: the only member of an array is the deprecated `Length` of a
     * constant-size one (HLSL 2016 and lower); anything else is clang's
     * error on a non-record base, with clang's spelling of the array type */
    if (!strcmp(e->name, "Length") && t->count > 0) {
      int hv = hlsl_version(c);
      if (hv > 2016) {
        hl_error(c, SE_MEMBER, hl_expr_loc(e), "Length is only allowed for HLSL 2016 and lower.");
        return set_error(c, e);
      }
      if (hv == 2016) hl_warning(c, SW_DEPRECATED, hl_expr_loc(e), "Length is deprecated");
      e->kind = E_INT;
      e->ty = hl_scalar(c, SK_UINT);
      e->ival = t->count;
      e->a = NULL;
      return sema_expr(c, e);
    }
    const HType *el = t;
    char dims[96] = "";
    size_t n = 0;
    for (; el->kind == T_ARRAY && n + 16 < sizeof dims; el = el->elem)
      n += (size_t)snprintf(dims + n, sizeof dims - n, el->count ? "[%u]" : "[]", el->count);
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "member reference base type '%s %s' is not a structure or union",
             hl_type_name(c, el), dims);
    return set_error(c, e);
  }
  hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, t));
  return set_error(c, e);
}

/* The characters of a string literal's text with C escapes decoded, NUL
 * terminated; the length without the NUL in *n. */
static uint8_t *string_bytes(HlslCtx *c, const char *s, uint32_t *n) {
  size_t len = strlen(s);
  uint8_t *b = arena_alloc(c->arena, len + 1);
  if (!b) return NULL;
  uint32_t k = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] != '\\' || i + 1 >= len) { b[k++] = (uint8_t)s[i]; continue; }
    char x = s[++i];
    switch (x) {
    case 'n': b[k++] = '\n'; break;
    case 't': b[k++] = '\t'; break;
    case 'r': b[k++] = '\r'; break;
    case 'a': b[k++] = 7; break;
    case 'b': b[k++] = 8; break;
    case 'f': b[k++] = 12; break;
    case 'v': b[k++] = 11; break;
    case 'x': {
      unsigned v = 0;
      while (i + 1 < len && strchr("0123456789abcdefABCDEF", s[i + 1]) && s[i + 1]) {
        char h = s[++i];
        v = v * 16 + (unsigned)(h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
      }
      b[k++] = (uint8_t)v;
      break;
    }
    default:
      if (x >= '0' && x <= '7') {
        unsigned v = (unsigned)(x - '0');
        for (int d = 0; d < 2 && i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '7'; d++) v = v * 8 + (unsigned)(s[++i] - '0');
        b[k++] = (uint8_t)v;
      } else {
        b[k++] = (uint8_t)x; /* \\ \" \' \? */
      }
    }
  }
  b[k] = 0;
  *n = k;
  return b;
}

/* "text"[i]: a string literal is an array of char (clang), so an element is
 * an integer: a constant index gives the character's code, a dynamic one
 * reads a constant array holding the characters and the NUL. */
static Expr *check_string_index(HlslCtx *c, Expr *e) {
  uint32_t n = 0;
  uint8_t *b = string_bytes(c, e->a->name ? e->a->name : "", &n);
  if (!b) return set_error(c, e);
  uint64_t k;
  if (sema_const_uint(c, e->b, &k)) {
    Expr *r = e;
    r->kind = E_INT;
    r->ival = k <= n ? b[k] : 0;
    r->ty = hl_scalar(c, SK_INT);
    r->a = r->b = NULL;
    return sema_expr(c, r);
  }
  Decl *d = arena_alloc(c->arena, sizeof(Decl));
  Expr *il = hl_expr_new(c);
  Expr **items = arena_alloc(c->arena, sizeof(Expr *) * (n + 1));
  if (!d || !il || !items) return set_error(c, e);
  hl_decl_init(d);
  for (uint32_t i = 0; i <= n; i++) {
    Expr *x = hl_expr_new(c);
    if (!x) return set_error(c, e);
    x->kind = E_INT;
    hl_expr_copy_loc(c, x, e->a);
    x->ival = b[i];
    x->ty = hl_scalar(c, SK_INT);
    items[i] = x;
  }
  il->kind = E_INIT_LIST;
  hl_expr_copy_loc(c, il, e->a);
  il->args = items;
  il->nargs = n + 1;
  d->kind = D_VAR;
  d->name = arena_printf(c->arena, ".str.%u", c->statics.len);
  d->loc = hl_expr_loc(e->a);
  d->quals = Q_STATIC | Q_CONST;
  d->vk = VK_STATIC_CONST;
  d->type = hl_array(c, hl_scalar(c, SK_INT), n + 1);
  d->init = sema_initializer(c, il, &d->type);
  vec_push(c->arena, &c->statics, d);
  sema_declare(c, d); /* found by name when the index is checked again */
  Expr *ref = e->a;
  ref->kind = E_NAME;
  ref->name = d->name;
  ref->ns = NULL;
  ref->decl = d;
  ref->type = d->type;
  ref->lvalue = true;
  ref->readonly = true;
  e->a = ref;
  return sema_expr(c, e);
}

static Expr *check_index(HlslCtx *c, Expr *e) {
  /* clang checks a constant subscript of a vector or matrix against its
   * size only where the subscript is an operand (of an operator, a call, a
   * ?: branch, a full expression) and, from there, the matrix subscript
   * m[r] of m[r][c]; elsewhere (x[5].y, (float)x[5], a[x[5]]) it goes
   * unchecked and reads an undefined value */
  bool exempt = c->oob_exempt == e;
  c->oob_exempt = exempt ? e->a : NULL;
  e->a = sx(c, e->a);
  c->oob_exempt = e->b;
  e->b = sx(c, e->b);
  c->oob_exempt = NULL;
  if (is_err(e->a) || is_err(e->b)) return set_error(c, e);
  if (e->a->kind == E_STRING) return check_string_index(c, e);
  if ((e->a->type->kind == T_VECTOR || e->a->type->kind == T_MATRIX) && out_indices_access(e->a)) {
    /* DXC (ActOnArraySubscriptExpr): no component subscript of an index vector */
    hl_error(c, SE_INDEX, hl_expr_loc(e), "%s", msg_indices_whole);
    return set_error(c, e);
  }
  if (hl_is_node(e->a->type, false)) return sema_node_index(c, e); /* sema_node.c */
  if (e->a->type->kind == T_STRUCT || sema_is_cb_view(e->a->type)) {
    Expr *r = sema_struct_operator(c, e, "[]", e->a, e->b); /* T operator[](uint i) */
    if (r) return r;
  }
  e->side_effects = e->a->side_effects || e->b->side_effects;
  HType *t = e->a->type;
  HType *it = e->b->type;
  if (t->kind == T_RESOURCE) return sema_res_index(c, e); /* sema_res.c */
  if (!hl_is_numeric(it) || hl_components(it) != 1 || hl_sk_is_float(it->sk)) {
    if (!(hl_is_numeric(it) && hl_components(it) == 1)) {
      hl_error(c, SE_INDEX, hl_expr_loc(e->b), "array subscript is not an integer");
      return set_error(c, e);
    }
  }
  HType *ut = hl_scalar(c, SK_UINT);
  uint64_t ci = 0;
  bool cidx = false;
  switch (t->kind) {
  case T_ARRAY:
    e->b = sema_convert(c, e->b, ut, false);
    cidx = sema_const_uint(c, e->b, &ci);
    if (e->b->has_const && hl_sk_is_signed(e->b->a ? e->b->a->type->sk : SK_UINT) &&
        e->b->a && e->b->a->has_const && (int64_t)hl_cv(e->b->a)->c[0].u < 0) {
      hl_error(c, SE_INDEX, hl_expr_loc(e->b), "array index %lld is out of bounds",
               (long long)(int64_t)hl_cv(e->b->a)->c[0].u);
      return set_error(c, e);
    }
    if (cidx && t->count && ci >= t->count) {
      if (hl_contains_resource(t->elem)) {
        /* DXC accepts these (the binding range decides what is valid) */
        hl_warning(c, SW_IGNORED, hl_expr_loc(e->b), "array index %llu is past the end of the array",
                   (unsigned long long)ci);
      } else {
        hl_error(c, SE_INDEX, hl_expr_loc(e->b), "array index %llu is out of bounds",
                 (unsigned long long)ci);
        return set_error(c, e);
      }
    }
    e->type = t->elem;
    e->lvalue = e->a->lvalue;
    e->readonly = e->a->readonly;
    if (t->elem->kind == T_RESOURCE || hl_contains_resource(t->elem)) {
      /* elements of global resource arrays are bindings, not variables;
       * local arrays of handles can be assigned */
      const Expr *root = e->a;
      while (root && (root->kind == E_INDEX || root->kind == E_MEMBER)) root = root->a;
      /* DXC binds resource arrays declared in a cbuffer element by element */
      if (!cidx && root && root->kind == E_NAME && root->decl && root->decl->vk == VK_RESOURCE &&
          root->decl->cbuf) {
        hl_error(c, SE_INDEX, sema_start_loc(e), "Index for resource array inside cbuffer must be a literal expression");
        return set_error(c, e);
      }
      if (!root || root->kind != E_NAME || !root->decl ||
          (root->decl->vk != VK_LOCAL && root->decl->vk != VK_PARAM)) {
        e->lvalue = false;
        e->readonly = true;
      }
    }
    return e;
  case T_VECTOR:
    e->b = sema_convert(c, e->b, ut, false);
    cidx = sema_const_uint(c, e->b, &ci);
    if (cidx && ci >= t->n && !exempt) {
      hl_error(c, SE_INDEX, hl_expr_loc(e->b), "vector element index '%llu' is out of bounds",
               (unsigned long long)ci);
      return set_error(c, e);
    }
    e->type = hl_scalar(c, t->sk);
    e->lvalue = e->a->lvalue;
    e->readonly = e->a->readonly;
    if (e->a->has_const && cidx) {
      e->has_const = true;
      ConstVal v = *hl_cv(e);
      v.n = 1;
      v.sk = hl_cv(e->a)->sk;
      v.c[0] = hl_cv(e->a)->c[hl_cv(e->a)->n == 1 ? 0 : ci];
      hl_cv_set(c, e, &v);
    }
    return e;
  case T_MATRIX:
    e->b = sema_convert(c, e->b, ut, false);
    cidx = sema_const_uint(c, e->b, &ci);
    if (cidx && ci >= t->n && !exempt) {
      hl_error(c, SE_INDEX, hl_expr_loc(e->b), "matrix row index '%llu' is out of bounds",
               (unsigned long long)ci);
      return set_error(c, e);
    }
    e->type = hl_vector(c, t->sk, t->m);
    e->lvalue = e->a->lvalue;
    e->readonly = e->a->readonly;
    return e;
  default:
    hl_error(c, SE_INDEX, hl_expr_loc(e), "subscripted value is not an array, matrix, or vector");
    return set_error(c, e);
  }
}

static Expr *check_construct(HlslCtx *c, Expr *e) {
  HType *t = e->ty;
  bool err = false;
  for (uint32_t i = 0; i < e->nargs; i++) {
    c->oob_exempt = e->args[i]; /* clang: an initializer list's element */
    e->args[i] = sx(c, e->args[i]);
    if (is_err(e->args[i])) err = true;
    else e->side_effects |= e->args[i]->side_effects;
  }
  if (err) return set_error(c, e);
  if ((t->kind == T_STRUCT || t->kind == T_ARRAY) && e->nargs == 1) {
    /* S(x): with one argument, the functional spelling of the cast (S)x */
    Expr *r = hl_expr_new(c);
    if (!r) return set_error(c, e);
    *r = *e;
    r->kind = E_CAST;
    hl_expr_rare_w(c, r)->functional = true;
    r->a = e->args[0];
    r->args = NULL;
    r->nargs = 0;
    return cast_checked(c, r);
  }
  if (hl_is_rayquery(t, false) && e->nargs == 0) { /* RayQuery<F>(): a new query (DXC's default constructor) */
    e->type = t;
    return e;
  }
  if (!hl_is_numeric(t)) {
    hl_error(c, SE_TYPE, hl_expr_loc(e), "type '%s' cannot be constructed", hl_type_name(c, t));
    return set_error(c, e);
  }
  bool agg_arg = false;
  for (uint32_t i = 0; i < e->nargs; i++)
    if (e->args[i]->type->kind == T_STRUCT || e->args[i]->type->kind == T_ARRAY) agg_arg = true;
  if (agg_arg) {
    /* float4(arr), float3(s): the arguments' elements in flattened order,
     * as an initializer list gives them (DXC) */
    Expr *il = hl_expr_new(c);
    if (!il) return set_error(c, e);
    *il = *e;
    il->kind = E_INIT_LIST;
    HType *tt = t;
    Expr *r = sema_initializer(c, il, &tt);
    if (is_err(r)) return set_error(c, e);
    r->type = t;
    return r;
  }
  /* one argument: a functional cast */
  if (e->nargs == 1 && (t->kind == T_SCALAR || (hl_is_numeric(e->args[0]->type) &&
                                                 hl_components(e->args[0]->type) ==
                                                     hl_components(t)))) {
    Expr *r = sema_convert(c, e->args[0], t, true);
    if (r->kind != E_CONV) r = new_conv(c, r, t);
    hl_expr_copy_loc(c, r, e);
    hl_expr_rare_w(c, r)->func_cast = true;
    return r;
  }
  uint32_t have = 0;
  for (uint32_t i = 0; i < e->nargs; i++) {
    HType *at = e->args[i]->type;
    if (!hl_is_numeric(at)) {
      hl_error(c, SE_CONVERT, hl_expr_loc(e->args[i]), "cannot convert from '%s' to '%s'",
               hl_type_name(c, at), hl_type_name(c, hl_elem_type(c, t)));
      return set_error(c, e);
    }
    have += hl_components(at);
  }
  uint32_t want = hl_components(t);
  if (have != want) {
    hl_error(c, SE_INIT, hl_expr_loc(e), "too %s elements in vector initialization (expected %u element%s, have %u)",
             have < want ? "few" : "many", want, want == 1 ? "" : "s", have);
    return set_error(c, e);
  }
  /* convert each argument to the component kind (keeping its shape) */
  bool allc = true;
  for (uint32_t i = 0; i < e->nargs; i++) {
    HType *at = e->args[i]->type;
    e->args[i] = sema_convert(c, e->args[i], hl_with_sk(c, at, t->sk), false);
    if (!e->args[i]->has_const) allc = false;
  }
  e->type = t;
  if (allc && t->kind != T_MATRIX && hl_components(t) <= 4) { /* ConstVal holds up to 4 (no long vectors) */
    ConstVal v;
    memset(&v, 0, sizeof v);
    v.sk = t->sk;
    uint32_t k = 0;
    for (uint32_t i = 0; i < e->nargs; i++)
      for (uint32_t j = 0; j < hl_cv(e->args[i])->n && k < 4; j++) v.c[k++] = hl_cv(e->args[i])->c[j];
    v.n = k;
    hl_cv_set(c, e, &v);
    e->has_const = true;
  }
  return e;
}

static HType *resolve_cast_dims(HlslCtx *c, Expr *e, HType *t) {
  for (uint32_t i = e->nargs; i-- > 0;) {
    Expr *d = sx(c, e->args[i]);
    uint64_t n;
    if (!sema_const_uint(c, d, &n) || n == 0 || n > 0xFFFFFF) {
      hl_error(c, SE_CONST, d ? hl_expr_loc(d) : hl_expr_loc(e), "array size must be a positive integer constant");
      return c->t_error;
    }
    t = hl_array(c, t, (uint32_t)n);
  }
  return t;
}

static Expr *check_cast(HlslCtx *c, Expr *e) {
  c->oob_exempt = e->a;
  e->a = sx(c, e->a);
  return cast_checked(c, e);
}

/* (T[N])x is an lvalue when x is one whose first N components are of type
 * T (an array of T or a vector of T with N or more components): it
 * designates those components, as DXC accepts `(float[2])arr = src;` or
 * `(float[2])v4 = src;`. Another element type makes a converted rvalue
 * (DXC: "array type 'int [2]' is not assignable"). */
/* Likewise, after DXC's IsConversionToLessOrEqualElements (a cast of an
 * lvalue that is not a scalar, to no more elements of the same kind, is an
 * lvalue): (float)v4 and (float3)v4 designate v4's first components,
 * (float3x3)m4x3 the upper-left submatrix of m4x3, (S)s the object itself
 * and (Base)derived its base subobject. */
static bool lvalue_cast_ok(const Expr *a, const HType *t) {
  const HType *s = a->type;
  if (!a->lvalue) return false;
  if (t->kind == T_ARRAY) {
    if (!t->count || t->elem->kind != T_SCALAR) return false;
    if (s->kind == T_ARRAY && s->elem->kind == T_SCALAR) return s->elem->sk == t->elem->sk && s->count >= t->count;
    if (s->kind == T_VECTOR) return s->sk == t->elem->sk && s->n >= t->count;
    return false;
  }
  if (s->kind == T_VECTOR && (t->kind == T_SCALAR || t->kind == T_VECTOR))
    return !t->en && s->sk == t->sk && hl_components(t) <= s->n && hl_components(t) <= 16;
  if (s->kind == T_MATRIX && t->kind == T_MATRIX && s->n * s->m > 1 && t->n * t->m > 1)
    return s->sk == t->sk && t->n <= s->n && t->m <= s->m;
  if (s->kind == T_STRUCT && t->kind == T_STRUCT && s->st && t->st)
    return s->st == t->st || sema_base_depth(s->st, t->st) > 0 || sema_struct_prefix_cast(s, t);
  return false;
}

/* The scalar kinds of t's leaves in flattened order (struct fields, array
 * elements, components), at most max; -1 when t has other leaves. */
static int leaf_kinds(const HType *t, ScalarKind *out, int n, int max) {
  if (n < 0 || n > max) return -1;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR: case T_MATRIX:
    for (uint32_t i = 0; i < hl_components(t); i++) {
      if (n >= max) return -1;
      out[n++] = t->sk;
    }
    return n;
  case T_ARRAY:
    for (uint32_t i = 0; i < t->count && n >= 0; i++) n = leaf_kinds(t->elem, out, n, max);
    return n;
  case T_STRUCT:
    if (!t->st || t->st->nbitfields) return -1;
    for (uint32_t i = 0; i < t->st->nfields && n >= 0; i++) {
      const HType *ft = t->st->fields[i].type ? t->st->fields[i].type : t->st->fields[i].base;
      n = ft ? leaf_kinds(ft, out, n, max) : -1;
    }
    return n;
  default: return -1;
  }
}

/* (B3)b of two numeric structs (DXC: both flatten to vectors of their
 * elements; no more elements in B3): an lvalue when B3's elements are b's
 * first ones, kind by kind (hlslc's subset of DXC's rule: writes go to
 * those elements). */
bool sema_struct_prefix_cast(const HType *s, const HType *t) {
  ScalarKind a[64], b[64];
  int na = leaf_kinds(s, a, 0, 64), nb = leaf_kinds(t, b, 0, 64);
  if (na <= 0 || nb <= 0 || nb > na) return false;
  for (int i = 0; i < nb; i++)
    if (a[i] != b[i]) return false;
  return true;
}

/* (T)a with a already checked. */
static Expr *cast_checked(HlslCtx *c, Expr *e) {
  if (is_err(e->a)) return set_error(c, e);
  HType *t = e->ty;
  if (e->nargs) {
    t = resolve_cast_dims(c, e, t);
    if (t->kind == T_ERROR) return set_error(c, e);
  }
  if (t->kind == T_VOID) {
    e->type = t;
    e->side_effects = e->a->side_effects;
    return e; /* (void)x */
  }
  if (!hl_expr_rare(e)->functional && lvalue_cast_ok(e->a, t) && sema_conv_cost(c, e->a->type, t, true) >= 0) {
    /* e->b: the same cast as a converted value, for the uses that read it */
    Expr *r = sema_convert(c, e->a, t, true);
    if (r == e->a) r = new_conv(c, r, t);
    e->b = r;
    e->type = t;
    e->lvalue = true;
    e->readonly = e->a->readonly;
    e->side_effects = e->a->side_effects;
    return e;
  }
  if (sema_conv_cost(c, e->a->type, t, true) < 0) { /* reported at the cast, as DXC */
    hl_error(c, SE_CONVERT, hl_expr_loc(e), "cannot convert from '%s' to '%s'", hl_type_name(c, e->a->type),
             hl_type_name(c, t));
    return set_error(c, e);
  }
  Expr *r = sema_convert(c, e->a, t, true);
  if (r == e->a) r = new_conv(c, r, t); /* casts are rvalues */
  hl_expr_copy_loc(c, r, e);
  /* what -ast-dump prints of the cast as written */
  r->end = e->end;
  if (r->kind == E_CONV || hl_expr_has_rare(r) || hl_expr_has_rare(e)) {
    const ExprRare *x = hl_expr_rare(e);
    ExprRare *w = hl_expr_rare_w(c, r);
    w->cast_written = r->kind == E_CONV;
    w->nparen = x->nparen;
    w->lparen = x->lparen;
    w->rparen = x->rparen;
  }
  return r;
}

static uint64_t ptr_pair_hash(const void *a, const void *b) {
  uint64_t h = (uint64_t)(uintptr_t)a * 0x9e3779b97f4a7c15ull ^ (uint64_t)(uintptr_t)b;
  h ^= h >> 31;
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

/* Adds the pair (f, callee) to the set of calls noted: 1 when it is new, 0
 * when it was there, -1 out of memory. A search of f's callee list per
 * call made a body that calls thousands of functions quadratic. */
static int call_pair_add(HlslCtx *c, Decl *f, Decl *callee) {
  if ((c->call_pairs.len + 1) * 2 > c->call_pairs.cap) {
    uint32_t nc = c->call_pairs.cap ? c->call_pairs.cap * 2 : 64;
    Decl **nk = arena_alloc(c->arena, sizeof(Decl *) * 2 * nc);
    if (!nk) return -1;
    for (uint32_t i = 0; i < c->call_pairs.cap; i++) {
      Decl *a = c->call_pairs.k[2 * i], *b = c->call_pairs.k[2 * i + 1];
      if (!a) continue;
      uint32_t s = (uint32_t)ptr_pair_hash(a, b) & (nc - 1);
      while (nk[2 * s]) s = (s + 1) & (nc - 1);
      nk[2 * s] = a;
      nk[2 * s + 1] = b;
    }
    c->call_pairs.k = nk;
    c->call_pairs.cap = nc;
  }
  uint32_t mask = c->call_pairs.cap - 1;
  for (uint32_t s = (uint32_t)ptr_pair_hash(f, callee) & mask;; s = (s + 1) & mask) {
    Decl **slot = &c->call_pairs.k[2 * s];
    if (!slot[0]) {
      slot[0] = f;
      slot[1] = callee;
      c->call_pairs.len++;
      return 1;
    }
    if (slot[0] == f && slot[1] == callee) return 0;
  }
}

void sema_note_call(HlslCtx *c, Decl *callee) {
  Decl *f = c->cur_func;
  if (!f) {
    /* a static global's initializer: it runs in the entry */
    for (uint32_t i = 0; i < c->init_callees.len; i++)
      if (c->init_callees.data[i] == callee) return;
    vec_push(c->arena, &c->init_callees, callee);
    return;
  }
  /* the callees of one body are noted together: remember the last caller
   * (an interleaved one asks the pair set) */
  if (hl_decl_rare(callee)->noted_by == f) return;
  int fresh = call_pair_add(c, f, callee);
  if (fresh < 0) /* out of memory for the set: search the list */
    for (uint32_t i = 0; i < hl_decl_rare(f)->callees.len; i++)
      if (hl_decl_rare(f)->callees.data[i] == callee) fresh = 0;
  if (!fresh) {
    hl_decl_rare_w(c, callee)->noted_by = f;
    return;
  }
  if (vec_push(c->arena, &hl_decl_rare_w(c, f)->callees, callee)) hl_decl_rare_w(c, callee)->noted_by = f;
}

/* Cost of calling f with args (-1 when not viable). */
static int call_cost(HlslCtx *c, Decl *f, Expr *e);
int sema_call_cost(HlslCtx *c, Decl *f, Expr *e) { return call_cost(c, f, e); }
static int call_cost(HlslCtx *c, Decl *f, Expr *e) {
  if (e->nargs > f->nparams) return -1;
  for (uint32_t i = e->nargs; i < f->nparams; i++)
    if (!f->params[i]->init || hl_decl_rare(f->params[i])->init_unusable) return -1;
  int total = 0;
  for (uint32_t i = 0; i < e->nargs; i++) {
    Decl *p = f->params[i];
    HType *pt = p->type, *at = e->args[i]->type;
    if (!pt || !at) return -1;
    int k = sema_conv_cost(c, at, pt, false);
    if (k < 0) return -1;
    if (p->quals & Q_OUT) {
      int k2 = sema_conv_cost(c, pt, at, false);
      if (k2 < 0) return -1;
      k += k2;
    }
    total += k;
  }
  return total;
}

/* DXC's ScoreFunction: the ranking among viable candidates (call_cost). */
static uint64_t call_score(HlslCtx *c, Decl *f, Expr *e) {
  uint64_t total = 0;
  for (uint32_t i = 0; i < e->nargs && i < f->nparams; i++) {
    Decl *p = f->params[i];
    HType *pt = p->type, *at = e->args[i]->type;
    if (!pt || !at) continue;
    if (!(p->quals & Q_IN) && (p->quals & Q_OUT)) { /* out only: the copy back */
      total += score_cast(c, at, pt);
      continue;
    }
    total += score_cast(c, pt, at);
    if (p->quals & Q_OUT) total += score_cast(c, at, pt);
  }
  return total;
}

static Expr *resolve_user_call(HlslCtx *c, Expr *e, Decl *d);

/* Lowest cost of calling one of the overloads chained from d (-1: none fits). */
static int best_overload_cost(HlslCtx *c, Decl *d, Expr *e) {
  int best = -1;
  for (Decl *f = d; f; f = hl_decl_rare(f)->next_overload) {
    int k = call_cost(c, f, e);
    if (k >= 0 && (best < 0 || k < best)) best = k;
  }
  return best;
}

static Expr *check_call(HlslCtx *c, Expr *e) {
  bool err = false;
  bool unknown = !sema_lookup_ns(c, e->name, e->ns, NULL, NULL) && !sema_is_intrinsic_name(c, e->name) &&
                 !(c->templates.len && sema_is_template_name(c, e->name, e->ns));
  if (unknown) c->no_typo_fix++;
  for (uint32_t i = 0; i < e->nargs; i++) {
    e->args[i] = sx(c, e->args[i]);
    if (is_err(e->args[i])) err = true;
  }
  if (unknown) c->no_typo_fix--;
  if (err) return set_error(c, e);
  Decl *other = NULL;
  Decl *d = sema_lookup_ns(c, e->name, e->ns, NULL, &other);
  if (d && other) {
    /* f found at file scope and through `using namespace`: the better match wins */
    int kd = d->kind == D_FUNC ? best_overload_cost(c, d, e) : -1;
    int ko = other->kind == D_FUNC ? best_overload_cost(c, other, e) : -1;
    if (kd >= 0 && ko >= 0 && kd == ko) {
      hl_error(c, SE_CALL, hl_expr_loc(e), "call to '%s' is ambiguous", e->name);
      return set_error(c, e);
    }
    if (ko >= 0 && (kd < 0 || ko < kd)) d = other;
  }
  /* DXC: an intrinsic of the called name that takes the arguments is
   * chosen before any user function or function template of that name
   * (not a member function, nor a call qualified by a namespace) */
  bool intrin_name = sema_is_intrinsic_name(c, e->name);
  if (intrin_name && !hl_expr_rare(e)->has_targs && !strstr(e->name, "::") &&
      (!d || (d->kind == D_FUNC && !(d->method_of && d->nparams && d->params[0]->is_this))) &&
      (d || (c->templates.len && sema_is_template_name(c, e->name, e->ns))) && sema_intrinsic_matches(c, e))
    return sema_intrinsic_call(c, e) ? e : set_error(c, e);
  if (c->templates.len && !d) {
    Expr *r = sema_member_template_call(c, e); /* S::f<T>() / f<T>() in S (sema_template.c) */
    if (r) return r;
  }
  if (c->templates.len && sema_is_template_name(c, e->name, e->ns)) {
    /* function templates compete with the other overloads (sema_template.c) */
    int kd = !hl_expr_rare(e)->has_targs && d && d->kind == D_FUNC ? best_overload_cost(c, d, e) : -1, kt = -1;
    bool failed = false;
    /* an exact non-template match wins over any template: don't instantiate one */
    /* (an intrinsic of the name is tried when neither fits) */
    Decl *inst = kd == 0 ? NULL : sema_template_call(c, e, kd >= 0 || intrin_name, &kt, &failed);
    if (failed) return set_error(c, e);
    if (inst && (kd < 0 || kt < kd)) return resolve_user_call(c, e, inst);
  }
  if (d && d->kind == D_VAR && d->type && d->type->kind == T_STRUCT &&
      sema_struct_method(d->type->st, "operator()")) {
    /* obj(args): obj.operator()(args) */
    Expr *obj = hl_expr_new(c);
    if (!obj) return set_error(c, e);
    obj->kind = E_NAME;
    hl_expr_copy_loc(c, obj, e);
    obj->name = e->name;
    obj->ns = e->ns;
    e->kind = E_METHOD;
    e->a = sx(c, obj);
    e->name = "operator()";
    e->ns = NULL;
    if (is_err(e->a)) return set_error(c, e);
    return sema_member_call(c, e);
  }
  if (d && d->kind != D_FUNC) {
    if (sema_is_intrinsic_name(c, e->name)) d = NULL; /* a variable shadowing? use intrinsic */
    else {
      hl_error(c, SE_CALL, hl_expr_loc(e), "called object type '%s' is not a function",
               d->type ? hl_type_name(c, d->type) : "?");
      return set_error(c, e);
    }
  }
  if (!d && c->cur_func && c->cur_func->method_of && c->cur_func->nparams &&
      c->cur_func->params[0]->is_this && !strstr(e->name, "::") &&
      sema_struct_method(c->cur_func->method_of, e->name)) {
    /* m(args) inside a member function: a member function of a base struct, this.m(args) */
    return this_method_call(c, e);
  }
  if (!d) {
    bool dx = false;
    Expr *r = sema_dx_call(c, e, &dx); /* dx::MaybeReorderThread, dx::HitObject::M (sema_rt.c) */
    if (dx) return r->type && r->type->kind == T_ERROR ? set_error(c, r) : r;
    if (sema_intrinsic_call(c, e)) return e;
    if (sema_is_intrinsic_name(c, e->name)) return set_error(c, e); /* error already reported */
    report_undeclared(c, hl_expr_loc(e), e->name, e->ns);
    return set_error(c, e);
  }
  if (d->method_of && d->nparams && d->params[0]->is_this) {
    /* m(args) inside a member function of the same struct: this.m(args);
     * B::m(args) inside a member function of a struct derived from B: the
     * base subobject's m (a non-virtual call of B's version) */
    Decl *f = c->cur_func;
    int depth = f && f->method_of && f->method_of != d->method_of ? sema_base_depth(f->method_of, d->method_of) : 0;
    if (!f || (f->method_of != d->method_of && depth <= 0) || !f->nparams || !f->params[0]->is_this) {
      SrcLoc loc = hl_expr_loc(e);
      const char *last = NULL;
      for (const char *q = strstr(e->name, "::"); q; q = strstr(q + 2, "::")) last = q;
      if (last) loc.col += (uint32_t)(last + 2 - e->name); /* at the member name, as clang */
      hl_error(c, SE_CALL, loc, "call to non-static member function without an object argument");
      return set_error(c, e);
    }
    if (depth == 0 && !strstr(e->name, "::") && f->method_of == d->method_of) {
      /* m(args): this.m(args), overloaded with the member templates of m */
      return this_method_call(c, e);
    }
    Expr **args = arena_alloc(c->arena, sizeof(Expr *) * (e->nargs + 1));
    Expr *self = new_this_ref(c, hl_expr_loc(e));
    if (!args || !self) return set_error(c, e);
    args[0] = sx(c, self);
    for (int k = 0; k < depth && args[0] && args[0]->type->kind == T_STRUCT; k++) args[0] = sema_base_of(c, args[0]);
    if (e->nargs) memcpy(args + 1, e->args, sizeof(Expr *) * e->nargs);
    e->args = args;
    e->nargs++;
  }
  return resolve_user_call(c, e, d);
}

static bool has_member_template(HlslCtx *c, const StructInfo *st, const char *name) {
  if (!hl_template_maybe(c, name)) return false; /* no template ends with that name */
  for (uint32_t i = 0; i < c->templates.len; i++)
    if (c->templates.data[i]->method_of == st && !strcmp(hl_unqualified(c->templates.data[i]->name), name))
      return true;
  return false;
}

/* Does st or one of its bases have a member function template `name`? */
static bool base_has_member_template(HlslCtx *c, const StructInfo *st, const char *name) {
  for (int guard = 0; st && guard < 64; guard++) {
    if (has_member_template(c, st, name)) return true;
    const HType *b = st->nfields && st->fields[0].is_base ? st->fields[0].type : NULL;
    st = b && b->kind == T_STRUCT ? b->st : NULL;
  }
  return false;
}

/* The best (lowest) score of the overloads chained from d for call e on
 * object obj; false when none is viable. */
static bool best_member_score(HlslCtx *c, Decl *d, Expr *e, Expr *obj, uint64_t *best) {
  Expr **a2 = arena_alloc(c->arena, sizeof(Expr *) * (e->nargs + 1));
  if (!a2) return false;
  a2[0] = obj;
  if (e->nargs) memcpy(a2 + 1, e->args, sizeof(Expr *) * e->nargs);
  bool any = false;
  for (Decl *f = d; f; f = hl_decl_rare(f)->next_overload) {
    if (f->kind != D_FUNC) continue;
    Expr tmp = *e;
    bool self = f->nparams && f->params[0]->is_this;
    tmp.args = self ? a2 : e->args;
    tmp.nargs = self ? e->nargs + 1 : e->nargs;
    if (call_cost(c, f, &tmp) < 0) continue;
    uint64_t k = call_score(c, f, &tmp);
    if (!any || k < *best) *best = k;
    any = true;
  }
  return any;
}

/* A member call obj.m(args) on st, which declares m (overloads d) and has
 * `using B::m;` for its base B: do B's overloads fit better? (They join the
 * set; on a tie st's own win, as a derived member hides the base member of
 * the same signature.) */
static bool using_base_wins(HlslCtx *c, StructInfo *st, Decl *d, Expr *e) {
  bool named = false;
  for (uint32_t i = 0; i < st->nusings && !named; i++) named = !strcmp(st->usings[i].name, e->name);
  if (!named) return false;
  StructInfo *b = st->fields[0].type->st;
  const char *bq = arena_printf(c->arena, "%s::%s", b->name, e->name);
  Decl *bd = NULL;
  for (uint32_t i = 0; bq && i < b->nmethods && !bd; i++)
    if (!strcmp(b->methods[i]->name, bq)) bd = sema_lookup_ns(c, bq, NULL, NULL, NULL);
  if (!bd || bd->kind != D_FUNC) return false;
  uint64_t ds = 0, bs = 0;
  bool dv = best_member_score(c, d, e, e->a, &ds);
  bool bv = best_member_score(c, bd, e, sema_base_of(c, e->a), &bs);
  return bv && (!dv || bs < ds);
}

/* obj.m(args) on a struct object: the call S::m(obj, args) (non-static m)
 * or S::m(args) (static m). */
Expr *sema_member_call(HlslCtx *c, Expr *e) {
  if (sema_is_cb_view(e->a->type)) /* ConstantBuffer<S> cb: cb.m() works on a copy of S */
    e->a = sema_convert(c, e->a, e->a->type->elem, false);
  if (is_err(e->a)) return set_error(c, e);
  StructInfo *st = e->a->type->st;
  const char *qname = arena_printf(c->arena, "%s::%s", st->name, e->name);
  if (!qname) return set_error(c, e);
  Decl *d = NULL;
  for (uint32_t i = 0; i < st->nmethods && !d; i++)
    if (!strcmp(st->methods[i]->name, qname)) d = sema_lookup_ns(c, qname, NULL, NULL, NULL);
  if (d && st->nusings && st->nfields && st->fields[0].is_base && st->fields[0].type &&
      st->fields[0].type->kind == T_STRUCT && using_base_wins(c, st, d, e)) {
    /* `using B::m;`: B's overloads of m join st's; B's fits better */
    e->a = sema_base_of(c, e->a);
    return sema_member_call(c, e);
  }
  if (!d && st->nfields && st->fields[0].is_base && st->fields[0].type &&
      st->fields[0].type->kind == T_STRUCT &&
      (sema_struct_method(st->fields[0].type->st, e->name) ||
       (!has_member_template(c, st, e->name) && base_has_member_template(c, st->fields[0].type->st, e->name)))) {
    /* a member function of a base struct: called on the base subobject */
    e->a = sema_base_of(c, e->a);
    return sema_member_call(c, e);
  }
  if (d && c->templates.len) {
    /* a non-template overload that cannot take these arguments: a member
     * template of the same name may */
    bool viable = false;
    for (Decl *f = d; f && !viable; f = hl_decl_rare(f)->next_overload) {
      Expr tmp = *e;
      Expr **a2 = arena_alloc(c->arena, sizeof(Expr *) * (e->nargs + 1));
      if (!a2) return set_error(c, e);
      a2[0] = e->a;
      if (e->nargs) memcpy(a2 + 1, e->args, sizeof(Expr *) * e->nargs);
      bool self = f->nparams && f->params[0]->is_this;
      tmp.args = self ? a2 : e->args;
      tmp.nargs = self ? e->nargs + 1 : e->nargs;
      viable = call_cost(c, f, &tmp) >= 0;
    }
    bool has_tpl = false;
    for (uint32_t i = 0; i < c->templates.len && !has_tpl; i++)
      has_tpl = c->templates.data[i]->method_of == st && !strcmp(hl_unqualified(c->templates.data[i]->name), e->name);
    if (!viable && has_tpl) d = NULL;
  }
  if (!d && c->templates.len) { /* a member function template (sema_template.c) */
    bool failed = false;
    d = sema_member_template(c, st, e, &failed);
    if (failed) return set_error(c, e);
    if (d) qname = d->name;
  }
  if (!d || d->kind != D_FUNC) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, e->a->type));
    return set_error(c, e);
  }
  e->kind = E_CALL;
  e->name = qname;
  if (d->nparams && d->params[0]->is_this) {
    Expr **args = arena_alloc(c->arena, sizeof(Expr *) * (e->nargs + 1));
    if (!args) return set_error(c, e);
    args[0] = e->a;
    if (e->nargs) memcpy(args + 1, e->args, sizeof(Expr *) * e->nargs);
    e->args = args;
    e->nargs++;
  }
  e->a = NULL;
  return resolve_user_call(c, e, d);
}

static const char *arg_ordinal(uint32_t n) {
  static const char *const o[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
  return n >= 1 && n <= 10 ? o[n - 1] : "nth";
}

/* Why candidate f does not fit call e, as clang's note says it; arity
 * failures tell *arity. NULL when it fits. */
static const char *not_viable_why(HlslCtx *c, Decl *f, Expr *e, bool *arity, int *dist) {
  uint32_t np = 0, min = 0;
  for (uint32_t i = 0; i < f->nparams; i++) {
    if (f->params[i]->is_this) continue;
    np++;
    if (!f->params[i]->init || hl_decl_rare(f->params[i])->init_unusable) min = np;
  }
  uint32_t skip = f->nparams - np, na = e->nargs >= skip ? e->nargs - skip : 0;
  *arity = na < min || na > np;
  /* clang orders arity failures by |parameters - arguments|, then those
   * given too many arguments first */
  *dist = 2 * ((int)np > (int)na ? (int)np - (int)na : (int)na - (int)np) + (na < min);
  if (*arity) {
    bool few = na < min;
    uint32_t count = few ? min : np;
    const char *mode = min == np ? "" : few ? " at least" : " at most";
    const Decl *p0 = count == 1 ? f->params[skip] : NULL;
    if (p0 && p0->name && p0->name[0])
      return arena_printf(c->arena, "%s argument '%s', but %s%s arguments were provided",
                          min == np ? "requires single" : few ? "requires at least" : "allows at most single",
                          p0->name, na ? "" : "no", na ? arena_printf(c->arena, "%u", na) : "");
    return arena_printf(c->arena, "requires%s %u argument%s, but %u %s provided", mode, count,
                        count == 1 ? "" : "s", na, na == 1 ? "was" : "were");
  }
  for (uint32_t i = skip; i < e->nargs; i++) {
    Decl *p = f->params[i];
    HType *pt = p->type, *at = e->args[i]->type;
    if (!pt || !at) return NULL;
    if ((p->quals & Q_OUT) && sema_conv_cost(c, pt, at, false) < 0) /* the copy back out */
      return arena_printf(c->arena, "no known conversion from '%s' to '%s' for %s argument",
                          sema_canon_type_name(c, pt), sema_canon_type_name(c, at), arg_ordinal(i - skip + 1));
    if (sema_conv_cost(c, at, pt, false) < 0)
      return arena_printf(c->arena, "no known conversion from '%s' to '%s' for %s argument",
                          sema_note_type_name(c, e->args[i], at, pt), sema_note_type_name(c, NULL, pt, at),
                          arg_ordinal(i - skip + 1));
  }
  return NULL;
}

/* The notes after "no matching function": each candidate and why it does
 * not fit, in clang's order: bad conversions first, by position; then
 * arity failures, the nearest miss first (ties: the most recent
 * declaration first, clang's lookup order). */
static void note_candidates(HlslCtx *c, Decl *d, Expr *e) {
  uint32_t n = 0;
  for (Decl *f = d; f; f = hl_decl_rare(f)->next_overload) n++;
  typedef struct { Decl *f; const char *why; bool arity; int dist; } Cand;
  Cand *v = arena_alloc(c->arena, sizeof(Cand) * (n ? n : 1));
  if (!v) return;
  n = 0;
  for (Decl *f = d; f; f = hl_decl_rare(f)->next_overload) {
    Cand x = {f, NULL, false, 0};
    x.why = not_viable_why(c, f, e, &x.arity, &x.dist);
    if (!x.why) continue;
    uint32_t k = n++;
    for (; k > 0; k--) { /* insertion: does x go before v[k - 1]? */
      const Cand *y = &v[k - 1];
      bool x_later = x.f->loc.line > y->f->loc.line ||
                     (x.f->loc.line == y->f->loc.line && x.f->loc.col > y->f->loc.col);
      bool before = x.arity != y->arity ? !x.arity
                    : x.arity           ? (x.dist != y->dist ? x.dist < y->dist : x_later)
                                        : !x_later;
      if (!before) break;
      v[k] = v[k - 1];
    }
    v[k] = x;
  }
  for (uint32_t i = 0; i < n; i++)
    diag_report(c->diag, DIAG_NOTE, SE_CALL, v[i].f->loc, "candidate function not viable: %s", v[i].why);
}

/* Overload resolution of a call e (arguments checked) among the user
 * functions chained from d, then argument conversions. */
static Expr *resolve_user_call(HlslCtx *c, Expr *e, Decl *d) {
  /* overload resolution among user functions */
  Decl *best = NULL;
  uint64_t best_score = 0;
  int nbest = 0;
  for (Decl *f = d; f; f = hl_decl_rare(f)->next_overload) {
    if (call_cost(c, f, e) < 0) continue; /* not viable */
    uint64_t k = call_score(c, f, e);
    if (!best || k < best_score) {
      best = f;
      best_score = k;
      nbest = 1;
    } else if (k == best_score) {
      nbest++;
    }
  }
  if (best && hl_decl_rare(best)->lazy_body) sema_use_method(c, best, hl_expr_loc(e));
  if (!best) {
    if (sema_is_intrinsic_name(c, e->name) && sema_intrinsic_call(c, e)) return e;
    /* HLSL resolves every call as an overload set, a single function too */
    if (d->method_of && d->nparams && d->params[0]->is_this)
      hl_error(c, SE_CALL, hl_expr_loc(e), "no matching member function for call to '%s'", hl_unqualified(e->name));
    else
      hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", e->name);
    note_candidates(c, d, e);
    return set_error(c, e);
  }
  if (nbest > 1) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "call to '%s' is ambiguous", e->name);
    return set_error(c, e);
  }
  /* convert arguments; out/inout need modifiable lvalues */
  for (uint32_t i = 0; i < e->nargs; i++) {
    Decl *p = best->params[i];
    if (p->is_this && !sema_is_modifiable(e->args[i])) {
      /* a member function of a read-only object (cbuffer member, rvalue) works on a copy */
      hl_expr_rare_w(c, e)->this_copy = true;
    } else if (p->quals & Q_OUT) {
      if (!sema_is_modifiable(e->args[i])) {
        hl_error(c, SE_CALL, hl_expr_loc(e->args[i]), "cannot bind a non-lvalue or read-only argument to %s parameter '%s'",
                 (p->quals & Q_IN) ? "inout" : "out", p->name);
        return set_error(c, e);
      }
      /* the copy back to a smaller argument truncates (DXC warns at the argument) */
      HType *pt = p->type, *at = e->args[i]->type;
      if (pt && at && pt->kind == T_SCALAR && (at->kind == T_VECTOR || at->kind == T_MATRIX) &&
          hl_components(at) > 1) {
        /* clang: an lvalue cast that truncates a vector or matrix to the scalar */
        SrcLoc at = sema_start_loc(e->args[i]);
        hl_warning(c, SW_TRUNCATION, at, "implicit truncation of vector type");
        hl_error(c, SE_CALL, at, "cannot truncate lvalue vector/matrix");
        return set_error(c, e);
      }
      if (hl_is_numeric(pt) && hl_is_numeric(at) && hl_components(pt) > hl_components(at) &&
          hl_components(pt) > 1)
        hl_warning(c, SW_TRUNCATION, hl_expr_loc(e->args[i]), "implicit truncation of vector type");
    } else {
      e->args[i] = sema_convert_at(c, e->args[i], p->type, false, sema_full_start_loc(e->args[i]));
    }
  }
  Decl *target = best->def ? best->def : best;
  /* stream-output objects passed on to helpers: which stream each
   * parameter receives */
  for (uint32_t i = 0; i < e->nargs && i < target->nparams; i++) {
    Decl *p = target->params[i];
    const Expr *a = e->args[i];
    while (a && a->kind == E_CONV && a->a) a = a->a;
    if (!p->type || p->type->kind != T_STREAM || !a || a->kind != E_NAME || !a->decl) continue;
    if (!hl_decl_rare(p)->stream_src) {
      hl_decl_rare_w(c, p)->stream_src = a->decl;
    } else if (hl_decl_rare(p)->stream_src != a->decl) {
      bool seen = false;
      for (uint32_t k = 0; k < hl_decl_rare(p)->stream_more.len && !seen; k++) seen = hl_decl_rare(p)->stream_more.data[k] == a->decl;
      if (!seen) ptrvec_push(c->arena, &hl_decl_rare_w(c, p)->stream_more, a->decl);
    }
  }
  e->decl = target;
  e->type = best->type;
  e->side_effects = true;
  sema_note_call(c, target);
  return e;
}

/* sizeof: the size in bytes of a numeric type or an aggregate of them, as
 * DXC lays it out in memory (structured-buffer layout: bool and 32-bit
 * types 4 bytes, 16-bit types 2 with native 16-bit types, no padding to
 * 16 bytes); a `uint` constant. The operand is not evaluated. */
static Expr *check_sizeof(HlslCtx *c, Expr *e) {
  HType *t;
  if (e->ty) {
    t = sema_resolve_type(c, e->ty, e->args, e->nargs, hl_expr_loc(e));
  } else {
    e->a = sx(c, e->a);
    t = e->a ? e->a->type : c->t_error;
    if (e->a && e->a->kind == E_MEMBER && hl_expr_rare(e->a)->bitfield) {
      hl_error(c, SE_TYPE, hl_expr_loc(e), "invalid application of 'sizeof' to bit-field");
      return set_error(c, e);
    }
  }
  if (!t || t->kind == T_ERROR) return set_error(c, e);
  const HType *leaf = t;
  while (leaf->kind == T_ARRAY) leaf = leaf->elem;
  if (hl_is_numeric(leaf) && hl_sk_is_literal(leaf->sk)) {
    hl_error(c, SE_TYPE, hl_expr_loc(e), "invalid application of 'sizeof' to literal type '%s'", hl_type_name(c, t));
    return set_error(c, e);
  }
  if (!(hl_is_numeric(leaf) || leaf->kind == T_STRUCT) || hl_contains_resource(t)) {
    hl_error(c, SE_TYPE, hl_expr_loc(e), "invalid application of 'sizeof' to non-numeric type '%s'", hl_type_name(c, t));
    return set_error(c, e);
  }
  uint32_t size = 0, align = 1;
  hl_natural_layout(c, t, &size, &align);
  e->kind = E_INT;
  e->ty = hl_scalar(c, SK_UINT);
  e->ival = size;
  e->a = NULL;
  e->args = NULL;
  e->nargs = 0;
  return sema_expr(c, e);
}

Expr *sema_expr(HlslCtx *c, Expr *e) {
  if (!e) return NULL;
  switch (e->kind) {
  case E_SIZEOF: return check_sizeof(c, e);
  case E_INT:
    e->type = e->ty ? e->ty : hl_scalar(c, SK_LIT_INT);
    literal_cv(c, e, wrap_int(c, e->type->sk, e->ival));
    return e;
  case E_FLOAT:
    e->type = e->ty ? e->ty : hl_scalar(c, SK_LIT_FLOAT);
    {
      ConstVal f = {.n = 1};
      f.c[0].f = round_fp(c, e->type->sk, e->fval);
      literal_cv(c, e, f.c[0].u); /* the bits of the double */
    }
    return e;
  case E_BOOL:
    e->type = hl_scalar(c, SK_BOOL);
    literal_cv(c, e, e->ival != 0);
    return e;
  case E_STRING:
    e->type = c->t_string;
    return e;
  case E_NAME: return check_name(c, e);
  case E_UNARY: return check_unary(c, e);
  case E_INCDEC: return check_incdec(c, e);
  case E_BINARY: return check_binary(c, e);
  case E_ASSIGN: return check_assign(c, e);
  case E_COND: return check_cond(c, e);
  case E_COMMA:
    e->a = sx(c, e->a);
    e->b = sx(c, e->b);
    if (is_err(e->a) || is_err(e->b)) return set_error(c, e);
    e->type = e->b->type;
    e->side_effects = e->a->side_effects || e->b->side_effects;
    if (e->b->has_const && !e->a->side_effects) {
      e->has_const = true;
      e->cv = e->b->cv;
    }
    return e;
  case E_CALL: return check_call(c, e);
  case E_METHOD: return sema_method_call(c, e);
  case E_INDEX: return check_index(c, e);
  case E_MEMBER: return check_member(c, e);
  case E_SWIZZLE: return e; /* already checked */
  case E_CAST: return check_cast(c, e);
  case E_CONSTRUCT: return check_construct(c, e);
  case E_INIT_LIST:
    hl_error(c, SE_INIT, hl_expr_loc(e), "initializer list is only allowed in a declaration");
    return set_error(c, e);
  case E_CONV: return e; /* already checked */
  }
  return set_error(c, e);
}

/* ---- initializers ----------------------------------------------------- */

typedef VEC(Expr *) ExprPtrVec;

/* Leaves an initializer supplies for t: numeric components, and one per
 * resource. */
static uint32_t init_leaf_count(const HType *t) {
  if (!t) return 0;
  if (t->kind == T_RESOURCE || hl_is_hitobject(t, false)) return 1;
  if (t->kind == T_ARRAY) {
    uint64_t n = (uint64_t)init_leaf_count(t->elem) * t->count;
    return n > 0xFFFFFFu ? 0xFFFFFFu : (uint32_t)n;
  }
  if (t->kind == T_STRUCT) {
    uint64_t n = 0;
    for (uint32_t i = 0; i < t->st->nfields; i++)
      n += t->st->fields[i].bf_unit ? t->st->fields[i].bf_count : init_leaf_count(t->st->fields[i].type);
    return n > 0xFFFFFFu ? 0xFFFFFFu : (uint32_t)n;
  }
  return hl_leaf_count(t);
}

/* Resources may appear in initializer lists (the handles are copied);
 * unbounded arrays of them may not. */
static bool init_res_ok(const HType *t) {
  while (t->kind == T_ARRAY) {
    if (t->count == 0) return false;
    t = t->elem;
  }
  return true;
}

/* Flatten a (possibly nested) initializer list into checked expressions. */
static bool flatten_init(HlslCtx *c, Expr *init, ExprPtrVec *out, uint32_t *leaves) {
  if (init->kind == E_INIT_LIST) {
    for (uint32_t i = 0; i < init->nargs; i++) {
      c->oob_exempt = init->args[i]; /* clang checks no subscript bounds in a list's elements */
      if (!flatten_init(c, init->args[i], out, leaves)) return false;
    }
    return true;
  }
  Expr *e = sx(c, init);
  if (is_err(e)) return false;
  HType *t = e->type;
  if (t->kind == T_VOID || t->kind == T_STRING || (hl_contains_resource(t) && !init_res_ok(t))) {
    hl_error(c, SE_INIT, hl_expr_loc(e), "invalid initializer element of type '%s'", hl_type_name(c, t));
    return false;
  }
  *leaves += init_leaf_count(t);
  vec_push(c->arena, out, e);
  return true;
}

/* A resource leaf of an initializer: its position among all leaves and its
 * type (numeric leaves only advance the position). */
typedef struct ResLeaf {
  uint32_t pos;   /* leaf index */
  HType *type;    /* resource type */
} ResLeaf;
typedef VEC(ResLeaf) ResLeafVec;

static void res_leaves(HlslCtx *c, HType *t, ResLeafVec *out, uint32_t *pos) {
  if (*pos >= 0xFFFFFFu) return;
  if (t->kind == T_RESOURCE || hl_is_hitobject(t, false)) { /* objects: dx::HitObject too */
    ResLeaf r = {*pos, t};
    vec_push(c->arena, out, r);
    (*pos)++;
    return;
  }
  if (!hl_contains_resource(t) && !hl_contains_hitobject(t)) {
    *pos += init_leaf_count(t);
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count && *pos < 0xFFFFFFu; i++) res_leaves(c, t->elem, out, pos);
    return;
  }
  if (t->kind == T_STRUCT)
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (t->st->fields[i].type) res_leaves(c, t->st->fields[i].type, out, pos);
}

/* The resources of an initializer list must sit exactly where the target
 * type has resources of the same type. */
static bool check_init_resources(HlslCtx *c, Expr *init, ExprPtrVec *elems, HType *t) {
  ResLeafVec want = {0}, have = {0};
  uint32_t pos = 0;
  res_leaves(c, t, &want, &pos);
  pos = 0;
  for (uint32_t i = 0; i < elems->len; i++) res_leaves(c, elems->data[i]->type, &have, &pos);
  bool ok = want.len == have.len;
  for (uint32_t i = 0; ok && i < want.len; i++)
    if (want.data[i].pos != have.data[i].pos || !hl_type_equal(want.data[i].type, have.data[i].type)) ok = false;
  if (!ok) {
    hl_error(c, SE_INIT, hl_expr_loc(init), "type mismatch");
    return false;
  }
  return true;
}

Expr *sema_initializer(HlslCtx *c, Expr *init, HType **tp) {
  HType *t = *tp;
  if (init->kind != E_INIT_LIST) {
    Expr *e = sx(c, init);
    if (is_err(e)) return e;
    if (t->kind == T_ARRAY && t->count == 0) {
      if (e->type->kind == T_ARRAY && hl_type_equal(e->type->elem, t->elem)) {
        *tp = e->type;
        return e;
      }
      hl_error(c, SE_INIT, hl_expr_loc(e), "array initializer must be an initializer list");
      return set_error(c, e);
    }
    return convert_init(c, e, t);
  }
  ExprPtrVec elems = {0};
  uint32_t have = 0;
  if (!flatten_init(c, init, &elems, &have)) return set_error(c, init);
  bool res = hl_contains_resource(t) || hl_contains_hitobject(t); /* object leaves */
  if (t->kind == T_ARRAY && t->count == 0) {
    /* T a[] = { ... }, T a[][N] = { ... }: as many elements as the
     * flattened initializers fill, the last one possibly partly (then too
     * few, below), as DXC (resources count) */
    uint32_t el = res ? init_leaf_count(t->elem) : hl_leaf_count(t->elem);
    if (el == 0 || have == 0) {
      hl_error(c, SE_INIT, hl_expr_loc(init), "initializer for unsized array has %u elements, not a multiple of %u",
               have, el);
      return set_error(c, init);
    }
    t = hl_array(c, t->elem, (have + el - 1) / el);
    *tp = t;
  }
  if (t->kind == T_RESOURCE || (res && !init_res_ok(t))) {
    hl_error(c, SE_INIT, hl_expr_loc(init), "resources cannot be initialized with an initializer list");
    return set_error(c, init);
  }
  if (res && !check_init_resources(c, init, &elems, t)) return set_error(c, init);
  uint32_t want = res ? init_leaf_count(t) : hl_leaf_count(t);
  if (have != want) {
    /* DXC's err_incorrect_num_initializers, whatever the type */
    hl_error(c, SE_INIT, hl_expr_loc(init), "too %s elements in vector initialization (expected %u element%s, have %u)",
             have < want ? "few" : "many", want, want == 1 ? "" : "s", have);
    return set_error(c, init);
  }
  init->args = elems.data;
  init->nargs = elems.len;
  init->type = t;
  bool allc = hl_is_numeric(t) && t->kind != T_MATRIX;
  for (uint32_t i = 0; i < elems.len; i++) {
    if (!elems.data[i]->has_const) allc = false;
    init->side_effects |= elems.data[i]->side_effects;
  }
  if (allc) {
    ConstVal v;
    memset(&v, 0, sizeof v);
    v.sk = t->sk;
    uint32_t k = 0;
    for (uint32_t i = 0; i < elems.len; i++) {
      ConstVal cv;
      Expr *x = elems.data[i];
      if (!fold_to(c, hl_cv(x), t->sk, hl_cv(x)->n, &cv)) {
        allc = false;
        break;
      }
      for (uint32_t j = 0; j < cv.n && k < 4; j++) v.c[k++] = cv.c[j];
    }
    if (allc && k == hl_components(init->type) && k <= 4) { /* ConstVal holds up to 4 (no long vectors) */
      v.n = k;
      hl_cv_set(c, init, &v);
      init->has_const = true;
    }
  }
  return init;
}
