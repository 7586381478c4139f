/* dxil_op_fold.c - constant folding of dx.op calls, as DXC does it.
 *
 * DXC's LLVM folds calls to DXIL operations whose operands are all
 * constants (lib/Analysis/DxilConstantFolding.cpp, reached from
 * instsimplify/instcombine/SCCP), so `dot(float2(.5,.125), ...)` or
 * `max(1, 2)` never reach the output as dx.op calls. opt_simplify calls
 * dxil_op_fold for every call; this reproduces DXC's rules exactly,
 * including where it declines to fold:
 *
 *   - floating-point operands must be finite (no NaN/inf) constants;
 *   - unary math is evaluated in double with the C library and then
 *     rounded to the type, and is not folded when that raises a floating-
 *     point exception other than "inexact" (sqrt(-1), log(0), overflow);
 *   - Round_ne/ni/pi/z round to an integral value (APFloat's
 *     roundToIntegral: ties to even, floor, ceil, truncate);
 *   - FMax/FMin/FMad/Fma/Dot* round each step to the type (APFloat);
 *   - integer ops: IMin/IMax/UMin/UMax, IMad/UMad, Ibfe/Ubfe, Bfi, Bfrev,
 *     Countbits, FirstbitLo/Hi/SHi; MakeDouble.
 */
#include <errno.h>
#include <math.h>
#include <string.h>

#include "dxil/dxil_ops.h"
#include "opt_util.h"

/* ---- operand access ------------------------------------------------------ */

/* A finite floating-point constant (DXC's IsValidOp). */
static bool fold_fp_arg(IrValue *v, double *out) {
  if (!v || v->kind != IR_V_CONST_FP) return false;
  double d = ((IrConst *)v)->fval;
  if (isnan(d) || isinf(d)) return false;
  *out = d;
  return true;
}

static bool fold_int_arg(IrValue *v, uint64_t *out) {
  return v && v->kind == IR_V_CONST_INT && ir_const_is_int(v, out);
}

static uint64_t fold_mask(uint32_t bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

static int64_t fold_sext(uint64_t v, uint32_t bits) {
  if (bits >= 64) return (int64_t)v;
  uint64_t sign = 1ull << (bits - 1);
  v &= fold_mask(bits);
  return (int64_t)((v ^ sign) - sign);
}

/* v rounded to the precision of t (half/float/double), as a double. */
static double fold_round(IrModule *m, IrType *t, double v) {
  IrValue *c = ir_const_fp(m, t, v);
  return c ? ((IrConst *)c)->fval : v;
}

/* ---- floating point ------------------------------------------------------ */

/* LLVM's ConstantFoldFP: evaluate natively in double; give up when the
 * evaluation set errno (a domain or range error). DXC's reference builds
 * (MSVC, no <fenv.h> in its configuration) test errno only, so 1 / sqrt(0)
 * folds to +inf there and here (normalize(0.0.xxxx) is NaN). */
typedef double (*FoldFn)(double);

static double fold_saturate(double x) { return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x; }
static double fold_frc(double x) {
  double unused;
  return fabs(modf(x, &unused));
}
static double fold_rsqrt(double x) { return 1.0 / sqrt(x); }

/* Round half to even, whatever the current rounding mode; zero keeps the
 * operand's sign (APFloat roundToIntegral). */
static double fold_round_even(double x) {
  double r = floor(x), d = x - r; /* exact: |x| < 2^52 or already integral */
  if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) != 0.0)) r += 1.0;
  return r == 0.0 ? copysign(0.0, x) : r;
}

static IrValue *fold_native(IrModule *m, IrType *t, FoldFn fn, double x) {
  int saved = errno; /* the caller's errno is put back afterwards */
  errno = 0;
  volatile double r = fn(x);
  bool bad = errno == EDOM || errno == ERANGE;
  errno = saved;
  if (bad) return NULL;
  return ir_const_fp(m, t, r);
}

static IrValue *fold_fp_unary(IrModule *m, uint32_t op, IrType *t, double x) {
  FoldFn fn = NULL;
  switch (op) {
  case DXIL_OP_FAbs: fn = fabs; break;
  case DXIL_OP_Saturate: fn = fold_saturate; break;
  case DXIL_OP_Cos: fn = cos; break;
  case DXIL_OP_Sin: fn = sin; break;
  case DXIL_OP_Tan: fn = tan; break;
  case DXIL_OP_Acos: fn = acos; break;
  case DXIL_OP_Asin: fn = asin; break;
  case DXIL_OP_Atan: fn = atan; break;
  case DXIL_OP_Hcos: fn = cosh; break;
  case DXIL_OP_Hsin: fn = sinh; break;
  case DXIL_OP_Htan: fn = tanh; break;
  case DXIL_OP_Exp: fn = exp2; break;
  case DXIL_OP_Frc: fn = fold_frc; break;
  case DXIL_OP_Log: fn = log2; break;
  case DXIL_OP_Sqrt: fn = sqrt; break;
  case DXIL_OP_Rsqrt: fn = fold_rsqrt; break;
  case DXIL_OP_Round_ne: return ir_const_fp(m, t, fold_round_even(x));
  case DXIL_OP_Round_ni: return ir_const_fp(m, t, floor(x));
  case DXIL_OP_Round_pi: return ir_const_fp(m, t, ceil(x));
  case DXIL_OP_Round_z: return ir_const_fp(m, t, trunc(x));
  default: return NULL;
  }
  return fold_native(m, t, fn, x);
}

static IrValue *fold_fp(IrModule *m, uint32_t op, IrType *t, IrValue **a, uint32_t n) {
  const DxilOpInfo *oi = dxil_op_info(op);
  if (!oi) return NULL;
  double x[8];
  switch (oi->op_class) {
  case DXIL_CLASS_unary:
    if (n != 1 || !fold_fp_arg(a[0], &x[0])) return NULL;
    return fold_fp_unary(m, op, t, x[0]);
  case DXIL_CLASS_binary:
    if (n != 2 || !fold_fp_arg(a[0], &x[0]) || !fold_fp_arg(a[1], &x[1])) return NULL;
    /* APFloat maxnum/minnum: the first operand unless the other is ordered
     * strictly above/below it (so -0/+0 keep the first) */
    if (op == DXIL_OP_FMax) return ir_const_fp(m, t, x[0] < x[1] ? x[1] : x[0]);
    if (op == DXIL_OP_FMin) return ir_const_fp(m, t, x[1] < x[0] ? x[1] : x[0]);
    return NULL;
  case DXIL_CLASS_tertiary:
    if (n != 3) return NULL;
    for (uint32_t k = 0; k < 3; k++)
      if (!fold_fp_arg(a[k], &x[k])) return NULL;
    if (op == DXIL_OP_FMad) return ir_const_fp(m, t, fold_round(m, t, x[0] * x[1]) + x[2]);
    if (op == DXIL_OP_Fma) {
      /* one rounding of the exact x*y+z */
      if (t->kind == IR_TY_DOUBLE) return ir_const_fp(m, t, fma(x[0], x[1], x[2]));
      return ir_const_fp(m, t, fmaf((float)x[0], (float)x[1], (float)x[2]));
    }
    return NULL;
  case DXIL_CLASS_dot2: case DXIL_CLASS_dot3: case DXIL_CLASS_dot4: {
    uint32_t w = oi->op_class == DXIL_CLASS_dot2 ? 2 : oi->op_class == DXIL_CLASS_dot3 ? 3 : 4;
    if (n != 2 * w) return NULL;
    for (uint32_t k = 0; k < n; k++)
      if (!fold_fp_arg(a[k], &x[k])) return NULL;
    /* sum = 0; sum += a[i] * b[i], each product and sum rounded to the type */
    double sum = 0.0;
    for (uint32_t k = 0; k < w; k++)
      sum = fold_round(m, t, sum + fold_round(m, t, x[k] * x[w + k]));
    return ir_const_fp(m, t, sum);
  }
  case DXIL_CLASS_makeDouble: {
    uint64_t lo, hi;
    if (n != 2 || t->kind != IR_TY_DOUBLE || !fold_int_arg(a[0], &lo) || !fold_int_arg(a[1], &hi))
      return NULL;
    return ir_const_fp_bits(m, t, (hi & 0xFFFFFFFFull) << 32 | (lo & 0xFFFFFFFFull));
  }
  default: return NULL;
  }
}

/* ---- integer ------------------------------------------------------------- */

static uint32_t fold_ctz(uint64_t v, uint32_t bits) {
  uint32_t k = 0;
  while (k < bits && !((v >> k) & 1)) k++;
  return k;
}

static uint32_t fold_clz(uint64_t v, uint32_t bits) {
  uint32_t k = 0;
  while (k < bits && !((v >> (bits - 1 - k)) & 1)) k++;
  return k;
}

/* DXC's HLSLConstantFoldFindBit: the position, or all ones when no bit. */
static IrValue *fold_findbit(IrModule *m, IrType *t, uint32_t pos, uint32_t bits) {
  return ir_const_int(m, t, pos == bits ? fold_mask(t->bits) : pos);
}

/* ComputeBFE: extract `width` bits at `offset` (both taken modulo the
 * width of the value), shifting right logically or arithmetically. */
static IrValue *fold_bfe(IrModule *m, IrType *t, uint64_t width, uint64_t offset, uint64_t val,
                         bool sign, uint32_t bits) {
  width &= bits - 1;
  offset &= bits - 1;
  if (width == 0) return ir_const_int(m, t, 0);
  uint64_t mask = fold_mask(bits);
  uint64_t r;
  if (width + offset < bits) {
    uint64_t d = (val << (bits - (width + offset))) & mask;
    uint32_t sh = (uint32_t)(bits - width);
    r = sign ? (uint64_t)(fold_sext(d, bits) >> sh) : d >> sh;
  } else {
    r = sign ? (uint64_t)(fold_sext(val, bits) >> offset) : (val & mask) >> offset;
  }
  return ir_const_int(m, t, r & mask);
}

static IrValue *fold_int(IrModule *m, uint32_t op, IrType *t, IrValue **a, uint32_t n) {
  const DxilOpInfo *oi = dxil_op_info(op);
  if (!oi || t->bits > 64) return NULL;
  uint64_t x[4];
  if (n > 4) return NULL;
  for (uint32_t k = 0; k < n; k++)
    if (!fold_int_arg(a[k], &x[k])) return NULL;
  uint32_t bits = n ? a[0]->type->bits : t->bits; /* the operands' width */
  if (!bits || bits > 64) return NULL;
  uint64_t mask = fold_mask(bits);
  switch (oi->op_class) {
  case DXIL_CLASS_unary: case DXIL_CLASS_unaryBits:
    if (n != 1) return NULL;
    switch (op) {
    case DXIL_OP_Bfrev: {
      if (t->bits != 16 && t->bits != 32 && t->bits != 64) return NULL;
      uint64_t r = 0;
      for (uint32_t k = 0; k < t->bits; k++)
        if ((x[0] >> k) & 1) r |= 1ull << (t->bits - 1 - k);
      return ir_const_int(m, t, r);
    }
    case DXIL_OP_Countbits: {
      uint32_t c = 0;
      for (uint32_t k = 0; k < bits; k++) c += (x[0] >> k) & 1;
      return ir_const_int(m, t, c);
    }
    case DXIL_OP_FirstbitLo: return fold_findbit(m, t, fold_ctz(x[0], bits), bits);
    case DXIL_OP_FirstbitHi: return fold_findbit(m, t, fold_clz(x[0], bits), bits);
    case DXIL_OP_FirstbitSHi: {
      bool neg = (x[0] >> (bits - 1)) & 1;
      uint32_t pos = fold_clz(neg ? ~x[0] & mask : x[0], bits); /* leading ones / zeros */
      return fold_findbit(m, t, pos, bits);
    }
    default: return NULL;
    }
  case DXIL_CLASS_binary: {
    if (n != 2) return NULL;
    int64_t s0 = fold_sext(x[0], bits), s1 = fold_sext(x[1], bits);
    uint64_t u0 = x[0] & mask, u1 = x[1] & mask;
    switch (op) {
    case DXIL_OP_IMin: return ir_const_int(m, t, s0 < s1 ? x[0] : x[1]);
    case DXIL_OP_IMax: return ir_const_int(m, t, s0 > s1 ? x[0] : x[1]);
    case DXIL_OP_UMin: return ir_const_int(m, t, u0 < u1 ? x[0] : x[1]);
    case DXIL_OP_UMax: return ir_const_int(m, t, u0 > u1 ? x[0] : x[1]);
    default: return NULL;
    }
  }
  case DXIL_CLASS_tertiary:
    if (n != 3) return NULL;
    switch (op) {
    case DXIL_OP_IMad: case DXIL_OP_UMad:
      /* the low half of the product is the same signed or unsigned */
      return ir_const_int(m, t, (x[0] * x[1] + x[2]) & mask);
    case DXIL_OP_Ubfe: return fold_bfe(m, t, x[0], x[1], x[2], false, bits);
    case DXIL_OP_Ibfe: return fold_bfe(m, t, x[0], x[1], x[2], true, bits);
    default: return NULL;
    }
  case DXIL_CLASS_quaternary: {
    if (n != 4 || op != DXIL_OP_Bfi) return NULL;
    uint64_t width = x[0] & (bits - 1), offset = x[1] & (bits - 1);
    /* bitmask = ((1 << width) - 1) << offset, in the value's width */
    uint64_t bm = ((((1ull << width) - 1) & mask) << offset) & mask;
    uint64_t r = (((x[2] << offset) & bm) | (x[3] & ~bm)) & mask;
    return ir_const_int(m, t, r);
  }
  default: return NULL;
  }
}

/* ---- entry ---------------------------------------------------------------- */

/* DXC's DxilSimplify identities on operands that are not all constant:
 * a multiply-add by a zero (+0.0, or integer 0) is its addend, UMax with
 * 0 its other operand. (Its rewrites of a multiply by one into an add
 * create instructions and are not done here.) */
static bool is_pos_zero(const IrValue *v) {
  if (!v) return false;
  if (v->kind == IR_V_CONST_INT) return ((const IrConst *)v)->ival == 0;
  if (v->kind == IR_V_CONST_FP) {
    const IrConst *c = (const IrConst *)v;
    return c->fval == 0.0 && !signbit(c->fval);
  }
  return v->kind == IR_V_CONST_ZERO;
}

static IrValue *op_identity(uint32_t opcode, IrValue **a, uint32_t n) {
  switch (opcode) {
  case DXIL_OP_FMad: case DXIL_OP_IMad: case DXIL_OP_UMad:
    if (n == 3 && (is_pos_zero(a[0]) || is_pos_zero(a[1]))) return a[2];
    return NULL;
  case DXIL_OP_UMax:
    if (n == 2 && is_pos_zero(a[0])) return a[1];
    if (n == 2 && is_pos_zero(a[1])) return a[0];
    return NULL;
  default:
    return NULL;
  }
}

/* Is the call's value marked precise by the front end (a use by
 * dx.hl.precise.*, before dxil-precise has taken its fast-math flags)? */
static bool precise_marked(IrInst *call) {
  for (IrUse *u = call->v.uses; u; u = u->next) {
    IrInst *ui = u->user;
    IrFunc *f = ui && ui->op == IR_CALL ? ir_call_callee(ui) : NULL;
    if (f && f->v.name && !strncmp(f->v.name, "dx.hl.precise.", 14)) return true;
  }
  return false;
}

IrValue *dxil_op_fold(IrModule *m, IrInst *call, IrValue *const *ops) {
  if (!ops) ops = call->ops;
  if (call->op != IR_CALL || call->nops < 2 || !ops[0] || ops[0]->kind != IR_V_FUNC) return NULL;
  const char *name = ops[0]->name;
  if (!name) return NULL;
  uint64_t opcode;
  IrValue **args;
  uint32_t n;
  if (strncmp(name, "dx.op.", 6) == 0) {
    if (!fold_int_arg(ops[1], &opcode) || opcode >= DXIL_OP_CORE_COUNT) return NULL;
    args = (IrValue **)ops + 2;
    n = call->nops - 2;
  } else if (strncmp(name, "llvm.", 5) == 0) {
    /* an intrinsic that becomes one op with the same operands folds as that
     * op: DXC lowers to dx.op calls before it optimises, so its folding
     * (and the selects simplifycfg then makes) happens this early */
    const DxilIntrinsicMap *im = dxil_intrinsic_of((IrFunc *)ops[0]);
    if (!im || im->nsel) return NULL;
    opcode = im->opcode;
    args = (IrValue **)ops + 1;
    n = call->nops - 1;
  } else {
    return NULL;
  }
  IrType *t = call->v.type;
  if (!t) return NULL;
  IrValue *r = NULL;
  if (ir_type_is_fp(t)) r = fold_fp(m, (uint32_t)opcode, t, args, n);
  else if (t->kind == IR_TY_INT) r = fold_int(m, (uint32_t)opcode, t, args, n);
  if (r) return r;
  /* a precise FMad stays a mad, as in DXC: in hlslc's IR FP calls carry
   * fast-math flags until dxil-prepare turns their absence into
   * !dx.precise (before dxil-precise: the front end's marker) */
  if (opcode == DXIL_OP_FMad &&
      (!(call->flags & IR_FMF_FAST) || ir_inst_get_md(call, "dx.precise") || precise_marked(call)))
    return NULL;
  return op_identity((uint32_t)opcode, args, n);
}
