/* intrinsic_expansion.c - "dxil-intrinsic-expansion": rewrite intrinsics
 * that have no DXIL op into ones that do (or into plain instructions).
 *
 * Mirrors LLVM's DXILIntrinsicExpansion:
 *   abs -> smax(x, 0 - x); exp -> exp2(log2(e) * x); log/log10 -> log2 * c;
 *   pow/powi -> exp2(log2(x) * y); atan2 -> atan + quadrant fix-ups;
 *   fshl/fshr -> shifts; usub.sat -> select; vector.reduce.add/fadd -> adds;
 *   dx.any/all -> compares; dx.[usn]clamp -> max then min; dx.sign;
 *   dx.fdot -> dx.dot2/3/4; dx.sdot/udot -> mul + imad chain;
 *   dx.isinf/isnan and the is.fpclass tests on half below DXIL 1.9 (the
 *   validator before 1.9 rejects the f16 overloads) -> integer tests;
 *   64-bit typed buffer loads/stores (always) and raw buffer loads/stores
 *   (DXIL <= 1.2) -> i32 pairs with asdouble/splitdouble or shifts;
 *   the older dx.lerp/step/degrees/radians/cross/normalize;
 *   llvm.assume is dropped.
 * Everything is idempotent: dxil-op-lower requires this pass right before
 * it (passes.def, LLVM's legacy addRequired), so pipelines run it twice.
 */
#include "passes.h"
#include "opt_util.h"

#include <string.h>

typedef struct Expander {
  PassCtx *ctx;
  IrModule *m;
  uint32_t ver; /* target DXIL version as (major << 8) | minor */
  int errors;   /* errors reported */
  bool native;  /* DXIL 1.9 vectors (target_native_vectors): FDot, VectorReduceAnd/Or */
} Expander;

#define VER(a, b) (((uint32_t)(a) << 8) | (uint32_t)(b))

/* ---- helpers ------------------------------------------------------------ */

/* n is base or base.<suffix>. An inline loop, not strlen+strncmp: this
 * runs against every base name for every call in the module. */
static IrFunc *inst_func(IrInst *i) { return i && i->parent ? i->parent->parent : NULL; }
static IrValue *arg_of(IrInst *c, uint32_t i) { return i + 1 < c->nops ? c->ops[i + 1] : NULL; }

static bool ex_error(Expander *E, IrInst *at, const char *msg) {
  IrFunc *f = inst_func(at);
  diag_error(E->ctx->diag, EXPAND_ERROR, at ? at->loc : srcloc_none(), "in function %s: %s",
             f && f->v.name ? f->v.name : "?", msg);
  E->errors++;
  return false;
}

/* v splatted to the shape of `like` (a vector type or a scalar type). */
static IrValue *splat(Expander *E, IrType *like, IrValue *v) {
  if (like->kind != IR_TY_VECTOR) return v;
  return ir_const_splat(E->m, like, v);
}

static IrValue *cint(Expander *E, IrType *like, uint64_t v) {
  return splat(E, like, ir_const_int(E->m, ir_type_scalar(like), v));
}

static IrValue *cfp(Expander *E, IrType *like, double v) {
  return splat(E, like, ir_const_fp(E->m, ir_type_scalar(like), v));
}

static IrValue *i32(Expander *E, uint32_t v) { return ir_const_i32(E->m, v); }

/* A call to intrinsic `base` mangled with the overload types ovl[]. */
static IrValue *intrin(Expander *E, IrBuilder *b, const char *base, IrType *ret, IrType **ovl,
                       uint32_t novl, IrValue **args, uint32_t n, const char *name) {
  StrBuf sb = sb_new(E->m->arena);
  sb_puts(&sb, base);
  for (uint32_t i = 0; i < novl; i++) {
    sb_putc(&sb, '.');
    sb_puts(&sb, ir_type_mangled(E->m, ovl[i]));
  }
  IrType *params[16];
  for (uint32_t i = 0; i < n && i < 16; i++) params[i] = args[i] ? args[i]->type : NULL;
  for (uint32_t i = 0; i < n; i++)
    if (!params[i]) {
      sb_free(&sb);
      return NULL;
    }
  IrType *ft = ir_type_func(E->m, ret, params, n, false);
  if (sb.oom) { /* never look up a truncated name: that is out of memory */
    sb_free(&sb);
    diag_oom(E->ctx->diag, EXPAND_ERROR, "dxil-intrinsic-expansion");
    return NULL;
  }
  IrFunc *f = ir_module_get_or_insert_func(E->m, sb.data, ft);
  sb_free(&sb);
  if (!f || f->fn_type != ft) return NULL;
  return ir_build_call(b, f, args, n, name);
}

/* Unary/binary/ternary intrinsic overloaded on its first operand's type. */
static IrValue *intrin_same(Expander *E, IrBuilder *b, const char *base, IrValue **args, uint32_t n,
                            const char *name) {
  IrType *t = args[0]->type;
  return intrin(E, b, base, t, &t, 1, args, n, name);
}

static IrValue *bin(IrBuilder *b, IrOpcode op, IrValue *l, IrValue *r) {
  return ir_build_binop(b, op, l, r, NULL);
}

/* Copy `tail` and the call-site attributes of the original call. */
static void keep_call_flags(IrInst *from, IrValue *to) {
  IrInst *t = ir_as_inst(to);
  if (!t) return;
  t->flags |= from->flags & IR_FLAG_TAIL;
  t->call_attrs = from->call_attrs;
}

/* ---- math --------------------------------------------------------------- */

static IrValue *expand_abs(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *x = arg_of(ci, 0);
  IrValue *neg = bin(b, IR_SUB, cint(E, x->type, 0), x);
  IrValue *args[2] = {x, neg};
  return intrin_same(E, b, "llvm.smax", args, 2, "dx.max");
}

static IrValue *expand_exp(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *x = arg_of(ci, 0);
  IrValue *nx = bin(b, IR_FMUL, cfp(E, x->type, (double)1.44269504f), x);
  IrValue *r = intrin_same(E, b, "llvm.exp2", &nx, 1, "dx.exp2");
  keep_call_flags(ci, r);
  return r;
}

static IrValue *expand_log(Expander *E, IrBuilder *b, IrInst *ci, double c) {
  IrValue *x = arg_of(ci, 0);
  IrValue *l2 = intrin_same(E, b, "llvm.log2", &x, 1, "elt.log2");
  keep_call_flags(ci, l2);
  return l2 ? bin(b, IR_FMUL, cfp(E, x->type, c), l2) : NULL;
}

/* pow(x, y) with y a constant (splat) exact integer p whose square-and-
 * multiply needs few multiplications (DXC's CanUseFxcMulOnlyPatternForPow). */
static bool pow_mul_only(IrValue *y, int32_t *p) {
  IrConst *c = ir_as_const(y);
  if (!c) return false;
  uint32_t lanes = 1;
  double v;
  if (y->kind == IR_V_CONST_FP) {
    v = c->fval;
  } else if (y->kind == IR_V_CONST_ZERO && y->type->kind == IR_TY_VECTOR) {
    v = 0;
    lanes = (uint32_t)y->type->count;
    if (lanes > 16) return false;
  } else if (y->kind == IR_V_CONST_AGG && y->type->kind == IR_TY_VECTOR && c->nelems) {
    for (uint32_t i = 0; i < c->nelems; i++)
      if (c->elems[i]->kind != IR_V_CONST_FP || ((IrConst *)c->elems[i])->fval != ((IrConst *)c->elems[0])->fval)
        return false;
    v = ((IrConst *)c->elems[0])->fval;
    lanes = c->nelems;
    if (lanes > 16) return false;
  } else {
    return false;
  }
  if (v > 2147483647.0 || v < -2147483647.0 || v != (double)(int32_t)v) return false;
  *p = (int32_t)v;
  uint32_t u = (uint32_t)(*p < 0 ? -*p : *p);
  int bits = 0, top = -1;
  for (int i = 0; i < 32; i++)
    if ((u >> i) & 1) bits++, top = i;
  int need = top + bits - 1, limit = *p < 0 ? (int)lanes + 1 : 2 * (int)lanes + 1;
  return need <= limit;
}

/* x^|p| by squaring (FXC's pattern), 1 / that for negative p. */
static IrValue *pow_by_squaring(Expander *E, IrBuilder *b, IrValue *x, int32_t p, uint32_t fmf) {
  uint32_t u = (uint32_t)(p < 0 ? -p : p);
  if (!u) return cfp(E, x->type, 1.0);
  IrValue *r = NULL, *m = NULL;
  int last = -1;
  for (int i = 0; i < 32; i++) {
    if (!((u >> i) & 1)) continue;
    for (int j = i; j > last; j--) {
      if (!m) {
        m = x;
      } else {
        m = bin(b, IR_FMUL, m, m);
        if (ir_as_inst(m)) ir_as_inst(m)->flags |= fmf;
      }
    }
    if (!r) {
      r = m;
    } else {
      r = bin(b, IR_FMUL, r, m);
      if (ir_as_inst(r)) ir_as_inst(r)->flags |= fmf;
    }
    last = i;
  }
  if (p < 0) {
    r = bin(b, IR_FDIV, cfp(E, x->type, 1.0), r);
    if (ir_as_inst(r)) ir_as_inst(r)->flags |= fmf;
  }
  return r;
}

static IrValue *expand_pow(Expander *E, IrBuilder *b, IrInst *ci, bool powi) {
  IrValue *x = arg_of(ci, 0), *y = arg_of(ci, 1);
  int32_t p;
  if (!powi && E->ctx->dxc_compat && pow_mul_only(y, &p)) {
    /* DXC: multiplications only under FXC compatibility (-HV 2016), else
     * just x * x for p == 2 */
    uint32_t fmf = ci->flags & IR_FMF_FAST;
    if (E->ctx->fxc_pow) return pow_by_squaring(E, b, x, p, fmf);
    if (p == 2) {
      IrValue *r = bin(b, IR_FMUL, x, x);
      if (ir_as_inst(r)) ir_as_inst(r)->flags |= fmf;
      return r;
    }
  }
  if (powi) y = ir_build_cast(b, IR_SITOFP, y, x->type, NULL);
  IrValue *l2 = intrin_same(E, b, "llvm.log2", &x, 1, "elt.log2");
  IrValue *mul = l2 ? bin(b, IR_FMUL, l2, y) : NULL;
  IrValue *r = mul ? intrin_same(E, b, "llvm.exp2", &mul, 1, "elt.exp2") : NULL;
  keep_call_flags(ci, r);
  return r;
}

static IrValue *expand_atan2(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *y = arg_of(ci, 0), *x = arg_of(ci, 1);
  IrType *t = x->type;
  uint32_t fmf = ci->flags & IR_FMF_FAST;
  IrValue *tan = bin(b, IR_FDIV, y, x);
  if (ir_as_inst(tan)) ir_as_inst(tan)->flags |= fmf;
  IrValue *atan = intrin_same(E, b, "llvm.atan", &tan, 1, "Elt.Atan");
  if (!atan) return NULL;
  keep_call_flags(ci, atan);
  const double pi = 3.14159265358979323846;
  IrValue *add = bin(b, IR_FADD, atan, cfp(E, t, pi));
  IrValue *sub = bin(b, IR_FSUB, atan, cfp(E, t, pi));
  IrValue *zero = cfp(E, t, 0.0);
  IrValue *xlt0 = ir_build_fcmp(b, IR_FCMP_OLT, x, zero, NULL);
  IrValue *xeq0 = ir_build_fcmp(b, IR_FCMP_OEQ, x, zero, NULL);
  IrValue *yge0 = ir_build_fcmp(b, IR_FCMP_OGE, y, zero, NULL);
  IrValue *ylt0 = ir_build_fcmp(b, IR_FCMP_OLT, y, zero, NULL);
  IrValue *r = atan;
  r = ir_build_select(b, bin(b, IR_AND, xlt0, yge0), add, r, NULL);
  r = ir_build_select(b, bin(b, IR_AND, xlt0, ylt0), sub, r, NULL);
  r = ir_build_select(b, bin(b, IR_AND, xeq0, ylt0), cfp(E, t, -pi / 2), r, NULL);
  r = ir_build_select(b, bin(b, IR_AND, xeq0, yge0), cfp(E, t, pi / 2), r, NULL);
  return r;
}

static IrValue *expand_funnel(Expander *E, IrBuilder *b, IrInst *ci, bool left) {
  IrValue *a = arg_of(ci, 0), *bb = arg_of(ci, 1), *sh = arg_of(ci, 2);
  IrType *t = ci->v.type;
  uint32_t bits = ir_type_scalar(t)->bits;
  if (!bits || (bits & (bits - 1))) return NULL;
  IrValue *mask = cint(E, t, bits - 1);
  IrValue *msh = bin(b, IR_AND, sh, mask);
  IrValue *inv = bin(b, IR_AND, bin(b, IR_XOR, sh, cint(E, t, ~0ull)), mask);
  IrValue *one = cint(E, t, 1);
  IrValue *sa, *sb2;
  if (left) {
    sa = bin(b, IR_SHL, a, msh);
    sb2 = bin(b, IR_LSHR, bin(b, IR_LSHR, bb, one), inv);
  } else {
    sa = bin(b, IR_SHL, bin(b, IR_SHL, a, one), inv);
    sb2 = bin(b, IR_LSHR, bb, msh);
  }
  return bin(b, IR_OR, sa, sb2);
}

static IrValue *expand_usub_sat(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *a = arg_of(ci, 0), *c = arg_of(ci, 1);
  IrValue *cmp = ir_build_icmp(b, IR_ICMP_ULT, a, c, "usub.cmp");
  IrValue *sub = ir_build_binop(b, IR_SUB, a, c, "usub.sub");
  return ir_build_select(b, cmp, cint(E, a->type, 0), sub, "usub.sat");
}

/* Component i of v. Looks through insertelement chains with constant
 * indices (the scalarizer's gathered vectors, which this pass sees since it
 * runs after the scalarizer in hlslc) so no vector instruction survives. */
static IrValue *elt(Expander *E, IrBuilder *b, IrValue *v, uint32_t i) {
  for (int guard = 0; guard < 64; guard++) {
    IrInst *ins = ir_as_inst(v);
    uint64_t at;
    if (!ins || ins->op != IR_INSERTELEMENT || !ir_const_is_int(ins->ops[2], &at)) break;
    if (at == i) return ins->ops[1];
    v = ins->ops[0];
  }
  return ir_build_extractelement(b, v, ir_const_int(E->m, ir_type_int(E->m, 64), i), NULL);
}

static IrValue *expand_reduce_add(Expander *E, IrBuilder *b, IrInst *ci, bool fadd) {
  IrValue *x = arg_of(ci, fadd ? 1 : 0);
  if (!x || x->type->kind != IR_TY_VECTOR) return NULL;
  IrValue *sum = elt(E, b, x, 0);
  if (fadd) {
    IrValue *start = arg_of(ci, 0);
    IrConst *c = ir_as_const(start);
    bool zero = c && ((c->v.kind == IR_V_CONST_FP && c->fbits == 0) || c->v.kind == IR_V_CONST_ZERO);
    if (!zero) sum = bin(b, IR_FADD, sum, start);
  }
  for (uint32_t i = 1; i < x->type->count; i++)
    sum = bin(b, fadd ? IR_FADD : IR_ADD, sum, elt(E, b, x, i));
  return sum;
}

static IrValue *expand_any_all(Expander *E, IrBuilder *b, IrInst *ci, bool any) {
  IrValue *x = arg_of(ci, 0);
  IrType *t = x->type;
  bool fp = ir_type_is_fp(ir_type_scalar(t));
  IrValue *zero = fp ? cfp(E, t, 0.0) : cint(E, t, 0);
  IrValue *cond = fp ? ir_build_fcmp(b, IR_FCMP_UNE, x, zero, NULL) : ir_build_icmp(b, IR_ICMP_NE, x, zero, NULL);
  /* DXC's tests of a float against zero are fast like the rest of its FP
   * code (an i1-valued call cannot carry the flags to inherit) */
  if (fp && E->ctx && E->ctx->dxc_compat && ir_as_inst(cond)) ((IrInst *)cond)->flags |= IR_FMF_FAST;
  if (t->kind != IR_TY_VECTOR) return cond;
  if (E->native && t->count > 1) { /* DXC (SM 6.9): VectorReduceOr / VectorReduceAnd of the compare */
    IrType *ct = cond->type;
    /* DXC's compare is fast whatever the operand (it is, before 6.9 too:
     * left to the lead, as that changes earlier targets' output) */
    if (fp && ir_as_inst(cond)) ir_as_inst(cond)->flags |= IR_FMF_FAST;
    return intrin(E, b, any ? "llvm.vector.reduce.or" : "llvm.vector.reduce.and", ir_type_int(E->m, 1), &ct, 1,
                  &cond, 1, NULL);
  }
  IrValue *r = elt(E, b, cond, 0);
  for (uint32_t i = 1; i < t->count; i++) r = bin(b, any ? IR_OR : IR_AND, r, elt(E, b, cond, i));
  return r;
}

static IrValue *expand_clamp(Expander *E, IrBuilder *b, IrInst *ci, char kind) {
  IrValue *x = arg_of(ci, 0), *lo = arg_of(ci, 1), *hi = arg_of(ci, 2);
  const char *mx = kind == 'u' ? "llvm.umax" : kind == 's' ? "llvm.smax" : "llvm.maxnum";
  const char *mn = kind == 'u' ? "llvm.umin" : kind == 's' ? "llvm.smin" : "llvm.minnum";
  IrValue *a1[2] = {x, lo};
  IrValue *m = intrin_same(E, b, mx, a1, 2, "dx.max");
  if (!m) return NULL;
  IrValue *a2[2] = {m, hi};
  return intrin_same(E, b, mn, a2, 2, "dx.min");
}

static IrValue *expand_sign(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *x = arg_of(ci, 0);
  IrValue *zero = ir_const_zero(E->m, x->type);
  bool fp = ir_type_is_fp(ir_type_scalar(x->type));
  IrValue *gt = fp ? ir_build_fcmp(b, IR_FCMP_OLT, zero, x, NULL) : ir_build_icmp(b, IR_ICMP_SLT, zero, x, NULL);
  IrValue *lt = fp ? ir_build_fcmp(b, IR_FCMP_OLT, x, zero, NULL) : ir_build_icmp(b, IR_ICMP_SLT, x, zero, NULL);
  IrValue *zg = ir_build_cast(b, IR_ZEXT, gt, ci->v.type, NULL);
  IrValue *zl = ir_build_cast(b, IR_ZEXT, lt, ci->v.type, NULL);
  return bin(b, IR_SUB, zg, zl);
}

static IrValue *expand_fdot(Expander *E, IrBuilder *b, IrInst *ci, IrValue *a, IrValue *c, const char *name) {
  IrType *at = a->type;
  if (at->kind != IR_TY_VECTOR || !ir_type_is_fp(at->elem)) return NULL;
  if (E->native && at->count > 4) { /* DXIL 1.9: the vector FDot op (llvm.dx.fdot lowers to it) */
    IrValue *args[2] = {a, c};
    return intrin(E, b, "llvm.dx.fdot", at->elem, &at, 1, args, 2, name);
  }
  const char *base = at->count == 2 ? "llvm.dx.dot2" : at->count == 3 ? "llvm.dx.dot3"
                   : at->count == 4 ? "llvm.dx.dot4" : NULL;
  if (!base) {
    ex_error(E, ci, "Invalid dot product input vector: length is outside 2-4");
    return NULL;
  }
  IrValue *args[2] = {a, c};
  return intrin(E, b, base, at->elem, &at, 1, args, 2, name);
}

static IrValue *expand_idot(Expander *E, IrBuilder *b, IrInst *ci, bool sgn) {
  IrValue *a = arg_of(ci, 0), *c = arg_of(ci, 1);
  if (a->type->kind != IR_TY_VECTOR) return NULL;
  IrValue *r = bin(b, IR_MUL, elt(E, b, a, 0), elt(E, b, c, 0));
  for (uint32_t i = 1; i < a->type->count; i++) {
    IrValue *args[3] = {elt(E, b, a, i), elt(E, b, c, i), r};
    r = intrin_same(E, b, sgn ? "llvm.dx.imad" : "llvm.dx.umad", args, 3, "dx.mad");
    if (!r) return NULL;
  }
  return r;
}

/* Older HLSL helper intrinsics clang used to emit. */
static IrValue *expand_lerp(Expander *E, IrBuilder *b, IrInst *ci) {
  (void)E;
  IrValue *x = arg_of(ci, 0), *y = arg_of(ci, 1), *s = arg_of(ci, 2);
  IrValue *v = bin(b, IR_FMUL, s, bin(b, IR_FSUB, y, x));
  return ir_build_binop(b, IR_FADD, x, v, "dx.lerp");
}

static IrValue *expand_scale(Expander *E, IrBuilder *b, IrInst *ci, double k, const char *name) {
  IrValue *x = arg_of(ci, 0);
  return ir_build_binop(b, IR_FMUL, x, cfp(E, x->type, k), name);
}

static IrValue *expand_step(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *x = arg_of(ci, 0), *y = arg_of(ci, 1);
  IrValue *cond = ir_build_fcmp(b, IR_FCMP_OLT, y, x, NULL);
  return ir_build_select(b, cond, cfp(E, x->type, 0.0), cfp(E, x->type, 1.0), NULL);
}

static IrValue *expand_cross(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *a = arg_of(ci, 0), *c = arg_of(ci, 1);
  IrType *t = ci->v.type;
  if (t->kind != IR_TY_VECTOR || t->count != 3) {
    ex_error(E, ci, "return vector must have exactly 3 elements");
    return NULL;
  }
  IrValue *ax = elt(E, b, a, 0), *ay = elt(E, b, a, 1), *az = elt(E, b, a, 2);
  IrValue *bx = elt(E, b, c, 0), *by = elt(E, b, c, 1), *bz = elt(E, b, c, 2);
#define MULSUB(p, q, r, s) bin(b, IR_FSUB, bin(b, IR_FMUL, p, s), bin(b, IR_FMUL, q, r))
  IrValue *e0 = MULSUB(ay, az, by, bz);
  IrValue *e1 = MULSUB(az, ax, bz, bx);
  IrValue *e2 = MULSUB(ax, ay, bx, by);
#undef MULSUB
  IrValue *v = ir_undef(E->m, t);
  IrType *i64 = ir_type_int(E->m, 64);
  v = ir_build_insertelement(b, v, e0, ir_const_int(E->m, i64, 0), NULL);
  v = ir_build_insertelement(b, v, e1, ir_const_int(E->m, i64, 1), NULL);
  return ir_build_insertelement(b, v, e2, ir_const_int(E->m, i64, 2), NULL);
}

static IrValue *expand_normalize(Expander *E, IrBuilder *b, IrInst *ci) {
  IrValue *x = arg_of(ci, 0);
  IrType *t = ci->v.type;
  if (t->kind != IR_TY_VECTOR) return bin(b, IR_FDIV, x, x);
  IrValue *dot = expand_fdot(E, b, ci, x, x, "dot");
  if (!dot) return NULL;
  IrValue *rs = intrin_same(E, b, "llvm.dx.rsqrt", &dot, 1, "dx.rsqrt");
  if (!rs) return NULL;
  IrValue *v = ir_poison(E->m, t);
  IrType *i64 = ir_type_int(E->m, 64);
  for (uint32_t i = 0; i < t->count; i++) v = ir_build_insertelement(b, v, rs, ir_const_int(E->m, i64, i), NULL);
  return bin(b, IR_FMUL, x, v);
}

/* ---- half special-float tests (validator < DXIL 1.9) -------------------- */

static IrValue *half_bits(Expander *E, IrBuilder *b, IrValue *v) {
  IrType *i16 = ir_type_int(E->m, 16);
  IrType *t = v->type->kind == IR_TY_VECTOR ? ir_type_vector(E->m, i16, v->type->count) : i16;
  return ir_build_cast(b, IR_BITCAST, v, t, NULL);
}

static bool needs_half_expansion(Expander *E, IrValue *v) {
  return E->ver < VER(1, 9) && v && ir_type_scalar(v->type)->kind == IR_TY_HALF;
}

static IrValue *expand_half_isinf(Expander *E, IrBuilder *b, IrValue *v) {
  IrValue *iv = half_bits(E, b, v);
  IrValue *b1 = ir_build_icmp(b, IR_ICMP_EQ, iv, cint(E, iv->type, 0x7c00), NULL);
  IrValue *b2 = ir_build_icmp(b, IR_ICMP_EQ, iv, cint(E, iv->type, 0xfc00), NULL);
  return bin(b, IR_OR, b1, b2);
}

static IrValue *expand_half_isnan(Expander *E, IrBuilder *b, IrValue *v) {
  IrValue *iv = half_bits(E, b, v);
  IrValue *exp = bin(b, IR_AND, iv, cint(E, iv->type, 0x7c00));
  IrValue *b1 = ir_build_icmp(b, IR_ICMP_EQ, exp, cint(E, iv->type, 0x7c00), NULL);
  IrValue *sig = bin(b, IR_AND, iv, cint(E, iv->type, 0x3ff));
  IrValue *b2 = ir_build_icmp(b, IR_ICMP_NE, sig, cint(E, iv->type, 0), NULL);
  return bin(b, IR_AND, b1, b2);
}

static IrValue *expand_half_isfinite(Expander *E, IrBuilder *b, IrValue *v) {
  IrValue *iv = half_bits(E, b, v);
  IrValue *exp = bin(b, IR_AND, iv, cint(E, iv->type, 0x7c00));
  return ir_build_icmp(b, IR_ICMP_NE, exp, cint(E, iv->type, 0x7c00), NULL);
}

static IrValue *expand_half_isnormal(Expander *E, IrBuilder *b, IrValue *v) {
  IrValue *iv = half_bits(E, b, v);
  IrValue *exp = bin(b, IR_AND, iv, cint(E, iv->type, 0x7c00));
  IrValue *nz = ir_build_icmp(b, IR_ICMP_NE, exp, cint(E, iv->type, 0), NULL);
  IrValue *no = ir_build_icmp(b, IR_ICMP_NE, exp, cint(E, iv->type, 0x7c00), NULL);
  return bin(b, IR_AND, nz, no);
}

/* is.fpclass: the four DXIL-op tests stay for op lowering unless the value
 * is half below DXIL 1.9; fcNegZero is compared bitwise. NULL + *skip when
 * there is nothing to do. */
static IrValue *expand_fpclass(Expander *E, IrBuilder *b, IrInst *ci, bool *skip) {
  IrValue *v = arg_of(ci, 0);
  uint64_t test;
  if (!ir_const_is_int(arg_of(ci, 1), &test)) {
    ex_error(E, ci, "Unsupported FPClassTest");
    return NULL;
  }
  bool half = needs_half_expansion(E, v);
  switch (test) {
  case 0x204: if (half) return expand_half_isinf(E, b, v); *skip = true; return NULL;
  case 0x003: if (half) return expand_half_isnan(E, b, v); *skip = true; return NULL;
  case 0x108: if (half) return expand_half_isnormal(E, b, v); *skip = true; return NULL;
  case 0x1F8: if (half) return expand_half_isfinite(E, b, v); *skip = true; return NULL;
  case 0x020: { /* fcNegZero */
    IrType *st = ir_type_scalar(v->type);
    uint32_t bits = (uint32_t)(ir_type_size(st) * 8);
    IrType *it = ir_type_int(E->m, bits);
    IrType *ct = v->type->kind == IR_TY_VECTOR ? ir_type_vector(E->m, it, v->type->count) : it;
    IrValue *iv = ir_build_cast(b, IR_BITCAST, v, ct, NULL);
    return ir_build_icmp(b, IR_ICMP_EQ, iv, cint(E, ct, 1ull << (bits - 1)), "is.fpclass.negzero");
  }
  default:
    ex_error(E, ci, "Unsupported FPClassTest");
    return NULL;
  }
}

/* ---- 64-bit buffer accesses -------------------------------------------- */

static bool is_64bit(IrType *t) {
  IrType *s = ir_type_scalar(t);
  return s && (s->kind == IR_TY_DOUBLE || ir_type_is_int(s, 64));
}

static bool is_undef_or_poison(IrValue *v) { return v && (v->kind == IR_V_POISON || v->kind == IR_V_UNDEF); }

static IrValue *add_i32(IrBuilder *b, IrValue *v, uint32_t k) {
  uint64_t c;
  if (v->kind == IR_V_POISON || v->kind == IR_V_UNDEF) return v; /* byte address buffers: no offset */
  if (ir_const_is_int(v, &c)) return ir_const_int(b->m, v->type, c + k);
  return ir_build_binop(b, IR_ADD, v, ir_const_i32(b->m, k), NULL);
}

/* DXC keeps the 64-bit alignment on the 32-bit halves of a split raw
 * buffer access (rawBufferLoad.i32 ..., i32 8): op lowering reads this
 * call-site mark (hlslc's pipeline only). */
static void mark_split_align(Expander *E, IrValue *v) {
  IrInst *i = ir_as_inst(v);
  if (!E->ctx->dxc_compat || !i) return;
  if (!i->call_attrs) i->call_attrs = ir_attrs_new(E->m);
  if (i->call_attrs) ir_attrs_add(E->m, i->call_attrs, "\"hlsl.raw.align8\"", NULL);
}

/* {T, i1} load of doubles/i64s -> loads of <N x i32> and recombination. */
static bool expand_buffer_load(Expander *E, IrBuilder *b, IrInst *ci, bool raw) {
  IrType *rt = ci->v.type;
  IrType *bt = rt->members[0];
  bool is_double = ir_type_scalar(bt)->kind == IR_TY_DOUBLE;
  bool vec = bt->kind == IR_TY_VECTOR;
  uint32_t extract = vec ? 2 * (uint32_t)bt->count : 2;
  if (!raw && extract > 4) return ex_error(E, ci, "TypedBufferLoad vector must be size 2");
  IrType *i32t = ir_type_int(E->m, 32), *i64t = ir_type_int(E->m, 64), *i1t = ir_type_int(E->m, 1);
  IrValue *loads[8];
  uint32_t nloads = 0;
  IrValue *result = ir_poison(E->m, bt);
  uint32_t base = 0;
  while (extract > 0) {
    uint32_t n = extract < 4 ? extract : 4;
    IrType *vt = ir_type_vector(E->m, i32t, n);
    IrType *fields[2] = {vt, i1t};
    IrType *lt = ir_type_struct_literal(E->m, fields, 2, false);
    IrValue *args[3] = {arg_of(ci, 0), arg_of(ci, 1), NULL};
    uint32_t na = 2;
    if (raw) args[na++] = add_i32(b, arg_of(ci, 2), 4 * base * 2);
    if (raw && is_undef_or_poison(arg_of(ci, 2))) /* byte address buffer: the index is the offset */
      args[1] = add_i32(b, arg_of(ci, 1), 4 * base * 2);
    IrType *ovl[2] = {vt, args[0]->type};
    IrValue *ld = intrin(E, b, raw ? "llvm.dx.resource.load.rawbuffer" : "llvm.dx.resource.load.typedbuffer",
                         lt, ovl, 2, args, na, NULL);
    if (!ld || nloads == 8) return ex_error(E, ci, "cannot build the 32-bit buffer load");
    if (raw) mark_split_align(E, ld);
    loads[nloads++] = ld;
    uint32_t zero = 0;
    IrValue *ext = ir_build_extractvalue(b, ld, &zero, 1, NULL);
    IrValue *el[4];
    for (uint32_t i = 0; i < n; i++) el[i] = ir_build_extractelement(b, ext, i32(E, i), NULL);
    for (uint32_t i = 0; i + 1 < n; i += 2) {
      IrValue *comb;
      if (is_double) {
        IrValue *a2[2] = {el[i], el[i + 1]};
        IrType *o = i32t;
        comb = intrin(E, b, "llvm.dx.asdouble", ir_type_double(E->m), &o, 1, a2, 2, NULL);
      } else {
        IrValue *lo = ir_build_cast(b, IR_ZEXT, el[i], i64t, NULL);
        IrValue *hi = ir_build_cast(b, IR_ZEXT, el[i + 1], i64t, NULL);
        comb = bin(b, IR_OR, lo, bin(b, IR_SHL, hi, ir_const_int(E->m, i64t, 32)));
      }
      if (!comb) return ex_error(E, ci, "cannot combine 64-bit values");
      result = vec ? ir_build_insertelement(b, result, comb, i32(E, i / 2 + base), NULL) : comb;
    }
    extract -= n;
    base += n / 2;
  }
  IrValue *check = NULL;
  IrFunc *f = inst_func(ci);
  for (uint32_t bb = 0; bb < f->nblocks; bb++)
    for (IrInst *u = f->blocks[bb]->first, *next; u; u = next) {
      next = u->next;
      bool uses = false;
      for (uint32_t k = 0; k < u->nops; k++) uses |= u->ops[k] == &ci->v;
      if (!uses) continue;
      if (u->op != IR_EXTRACTVALUE || u->nindices != 1)
        return ex_error(E, ci, "Unexpected user of typedbufferload");
      if (u->indices[0] == 0) {
        ir_replace_all_uses(E->m, f, &u->v, result);
      } else {
        if (!check) {
          uint32_t one = 1;
          check = ir_build_extractvalue(b, loads[0], &one, 1, NULL);
          for (uint32_t k = 1; k < nloads; k++)
            check = bin(b, IR_AND, check, ir_build_extractvalue(b, loads[k], &one, 1, NULL));
        }
        ir_replace_all_uses(E->m, f, &u->v, check);
      }
      ir_inst_remove(u);
    }
  ir_inst_remove(ci);
  return true;
}

static bool expand_buffer_store(Expander *E, IrBuilder *b, IrInst *ci, bool raw) {
  uint32_t vi = raw ? 3 : 2;
  IrValue *data = arg_of(ci, vi);
  IrType *bt = data->type;
  bool is_double = ir_type_scalar(bt)->kind == IR_TY_DOUBLE;
  bool vec = bt->kind == IR_TY_VECTOR;
  uint32_t veclen = vec ? (uint32_t)bt->count : 0;
  if (!raw && veclen > 2) return ex_error(E, ci, "TypedBufferStore vector must be size 2");
  uint32_t extract = vec ? veclen * 2 : 2;
  IrType *i32t = ir_type_int(E->m, 32);
  IrType *split_t = vec ? ir_type_vector(E->m, i32t, veclen) : i32t;
  IrValue *lo, *hi;
  if (is_double && vec && E->ctx->dxc_compat) {
    /* hlslc's pipeline: one scalar splitdouble per element, which needs no
     * struct-of-vectors scalarization (LLVM's form below keeps the vector) */
    IrType *fields[2] = {i32t, i32t};
    IrType *st = ir_type_struct_literal(E->m, fields, 2, false);
    lo = ir_poison(E->m, split_t);
    hi = ir_poison(E->m, split_t);
    for (uint32_t i = 0; i < veclen; i++) {
      IrValue *d = ir_build_extractelement(b, data, i32(E, i), NULL);
      IrValue *sp = intrin(E, b, "llvm.dx.splitdouble", st, &i32t, 1, &d, 1, NULL);
      if (!sp) return ex_error(E, ci, "cannot build splitdouble");
      uint32_t zero = 0, one = 1;
      lo = ir_build_insertelement(b, lo, ir_build_extractvalue(b, sp, &zero, 1, NULL), i32(E, i), NULL);
      hi = ir_build_insertelement(b, hi, ir_build_extractvalue(b, sp, &one, 1, NULL), i32(E, i), NULL);
    }
  } else if (is_double) {
    IrType *fields[2] = {split_t, split_t};
    IrType *st = ir_type_struct_literal(E->m, fields, 2, false);
    IrValue *sp = intrin(E, b, "llvm.dx.splitdouble", st, &split_t, 1, &data, 1, NULL);
    if (!sp) return ex_error(E, ci, "cannot build splitdouble");
    uint32_t zero = 0, one = 1;
    lo = ir_build_extractvalue(b, sp, &zero, 1, NULL);
    hi = ir_build_extractvalue(b, sp, &one, 1, NULL);
  } else {
    IrValue *sh = cint(E, bt, 32);
    lo = ir_build_cast(b, IR_TRUNC, data, split_t, NULL);
    hi = ir_build_cast(b, IR_TRUNC, bin(b, IR_LSHR, data, sh), split_t, NULL);
  }
  IrValue *val;
  if (vec) {
    uint32_t mask[16];
    for (uint32_t i = 0; i < veclen && i < 8; i++) {
      mask[2 * i] = i;
      mask[2 * i + 1] = i + veclen;
    }
    val = ir_build_shufflevector(b, lo, hi, mask, extract, NULL);
  } else {
    val = ir_poison(E->m, ir_type_vector(E->m, i32t, 2));
    val = ir_build_insertelement(b, val, lo, i32(E, 0), NULL);
    val = ir_build_insertelement(b, val, hi, i32(E, 1), NULL);
  }
  uint32_t base = 0;
  while (extract > 0) {
    uint32_t n = extract < 4 ? extract : 4;
    IrValue *args[4] = {arg_of(ci, 0), arg_of(ci, 1), NULL, NULL};
    uint32_t na = 2;
    if (raw) args[na++] = add_i32(b, arg_of(ci, 2), 4 * base);
    if (raw && is_undef_or_poison(arg_of(ci, 2))) /* byte address buffer: the index is the offset */
      args[1] = add_i32(b, arg_of(ci, 1), 4 * base);
    IrValue *sub = val;
    if (veclen > 2) {
      uint32_t mask[4];
      for (uint32_t i = 0; i < n; i++) mask[i] = base + i;
      sub = ir_build_shufflevector(b, val, ir_poison(E->m, val->type), mask, n, NULL);
    }
    args[na++] = sub;
    IrType *ovl[2] = {args[0]->type, sub ? sub->type : NULL};
    IrValue *st = sub ? intrin(E, b, raw ? "llvm.dx.resource.store.rawbuffer" : "llvm.dx.resource.store.typedbuffer",
                               ir_type_void(E->m), ovl, 2, args, na, NULL)
                      : NULL;
    if (!st) return ex_error(E, ci, "cannot build the 32-bit buffer store");
    if (raw) mark_split_align(E, st);
    extract -= n;
    base += n;
  }
  ir_inst_remove(ci);
  return true;
}

/* 64-bit texture elements (DXC: 64-bit typed resources load and store
 * 32-bit halves). load.level(h, coords, mip, offs) of T or {T, i1} with T
 * i64/double or a 2-vector of them -> a load of <2N x i32> and the
 * recombined values. */
static bool expand_texture_load(Expander *E, IrBuilder *b, IrInst *ci) {
  IrType *rt = ci->v.type;
  bool status = rt->kind == IR_TY_STRUCT;
  IrType *bt = status ? rt->members[0] : rt;
  bool is_double = ir_type_scalar(bt)->kind == IR_TY_DOUBLE;
  bool vec = bt->kind == IR_TY_VECTOR;
  uint32_t n64 = vec ? (uint32_t)bt->count : 1;
  if (n64 > 2) return ex_error(E, ci, "64-bit texture load vector must be size 2 at most");
  IrType *i32t = ir_type_int(E->m, 32), *i64t = ir_type_int(E->m, 64), *i1t = ir_type_int(E->m, 1);
  IrType *vt = ir_type_vector(E->m, i32t, 2 * n64);
  IrType *fields[2] = {vt, i1t};
  IrType *lt = status ? ir_type_struct_literal(E->m, fields, 2, false) : vt;
  IrValue *args[4] = {arg_of(ci, 0), arg_of(ci, 1), arg_of(ci, 2), arg_of(ci, 3)};
  IrType *ovl[5] = {lt, args[0]->type, args[1]->type, i32t, args[3]->type};
  IrValue *ld = intrin(E, b, "llvm.dx.resource.load.level", lt, ovl, 5, args, 4, NULL);
  if (!ld) return ex_error(E, ci, "cannot build the 32-bit texture load");
  uint32_t zero = 0, one = 1;
  IrValue *v32 = status ? ir_build_extractvalue(b, ld, &zero, 1, NULL) : ld;
  IrValue *result = ir_poison(E->m, bt);
  for (uint32_t i = 0; i < n64; i++) {
    IrValue *lo = ir_build_extractelement(b, v32, i32(E, 2 * i), NULL);
    IrValue *hi = ir_build_extractelement(b, v32, i32(E, 2 * i + 1), NULL);
    IrValue *comb;
    if (is_double) {
      IrValue *a2[2] = {lo, hi};
      IrType *o = i32t;
      comb = intrin(E, b, "llvm.dx.asdouble", ir_type_double(E->m), &o, 1, a2, 2, NULL);
    } else {
      IrValue *lo64 = ir_build_cast(b, IR_ZEXT, lo, i64t, NULL); /* DXC's order */
      IrValue *hi64 = ir_build_cast(b, IR_ZEXT, hi, i64t, NULL);
      comb = bin(b, IR_OR, lo64, bin(b, IR_SHL, hi64, ir_const_int(E->m, i64t, 32)));
    }
    if (!comb) return ex_error(E, ci, "cannot combine 64-bit values");
    result = vec ? ir_build_insertelement(b, result, comb, i32(E, i), NULL) : comb;
  }
  IrFunc *f = inst_func(ci);
  if (!status) {
    ir_replace_all_uses(E->m, f, &ci->v, result);
    ir_inst_remove(ci);
    return true;
  }
  for (uint32_t bb = 0; bb < f->nblocks; bb++)
    for (IrInst *u = f->blocks[bb]->first, *next; u; u = next) {
      next = u->next;
      bool uses = false;
      for (uint32_t k = 0; k < u->nops; k++) uses |= u->ops[k] == &ci->v;
      if (!uses) continue;
      if (u->op != IR_EXTRACTVALUE || u->nindices != 1)
        return ex_error(E, ci, "Unexpected user of a texture load");
      IrValue *r = u->indices[0] == 0 ? result : ir_build_extractvalue(b, ld, &one, 1, NULL);
      ir_replace_all_uses(E->m, f, &u->v, r);
      ir_inst_remove(u);
    }
  ir_inst_remove(ci);
  return true;
}

/* store.texture[.sample](h, coords, v [, sample]) of 64-bit v -> the same
 * store of <4 x i32>: lo0, hi0, lo1, hi1 (a scalar repeats its halves, as
 * DXC fills the four values). */
static bool expand_texture_store(Expander *E, IrBuilder *b, IrInst *ci, bool sample) {
  IrValue *data = arg_of(ci, 2);
  IrType *bt = data->type;
  bool is_double = ir_type_scalar(bt)->kind == IR_TY_DOUBLE;
  bool vec = bt->kind == IR_TY_VECTOR;
  uint32_t n64 = vec ? (uint32_t)bt->count : 1;
  if (n64 > 2) return ex_error(E, ci, "64-bit texture store vector must be size 2 at most");
  IrType *i32t = ir_type_int(E->m, 32), *i64t = ir_type_int(E->m, 64);
  IrValue *half[4];
  for (uint32_t i = 0; i < n64; i++) {
    IrValue *d = vec ? ir_build_extractelement(b, data, i32(E, i), NULL) : data;
    if (is_double) {
      IrType *fields[2] = {i32t, i32t};
      IrType *st = ir_type_struct_literal(E->m, fields, 2, false);
      IrValue *sp = intrin(E, b, "llvm.dx.splitdouble", st, &i32t, 1, &d, 1, NULL);
      if (!sp) return ex_error(E, ci, "cannot build splitdouble");
      uint32_t zero = 0, one = 1;
      half[2 * i] = ir_build_extractvalue(b, sp, &zero, 1, NULL);
      half[2 * i + 1] = ir_build_extractvalue(b, sp, &one, 1, NULL);
    } else {
      half[2 * i] = ir_build_cast(b, IR_TRUNC, d, i32t, NULL);
      IrValue *sh = bin(b, IR_LSHR, d, ir_const_int(E->m, i64t, 32));
      half[2 * i + 1] = ir_build_cast(b, IR_TRUNC, sh, i32t, NULL);
    }
  }
  if (n64 == 1) {
    half[2] = half[0];
    half[3] = half[1];
  }
  IrType *vt = ir_type_vector(E->m, i32t, 4);
  IrValue *val = ir_poison(E->m, vt);
  for (uint32_t i = 0; i < 4; i++) val = ir_build_insertelement(b, val, half[i], i32(E, i), NULL);
  IrValue *args[4] = {arg_of(ci, 0), arg_of(ci, 1), val, sample ? arg_of(ci, 3) : NULL};
  IrType *ovl[3] = {args[0]->type, args[1]->type, vt};
  IrValue *st = intrin(E, b, sample ? "llvm.dx.resource.store.texture.sample" : "llvm.dx.resource.store.texture",
                       ir_type_void(E->m), ovl, 3, args, sample ? 4 : 3, NULL);
  if (!st) return ex_error(E, ci, "cannot build the 32-bit texture store");
  ir_inst_remove(ci);
  return true;
}

/* ---- driver ------------------------------------------------------------- */

/* Expand one call. Returns the replacement value (or NULL with *done set
 * when the call was rewritten in place / needs nothing). */
static IrValue *expand_call(Expander *E, IrInst *ci, const char *n, bool *done) {
  /* n starts with "llvm." (expandable_index): the next byte, a constant of
   * each literal, passes over most comparisons */
  const char c5 = n[5];
#define NI(lit) ((lit)[5] == c5 && opt_name_is(n, (lit)))
  IrBuilder b;
  ir_builder_before(&b, E->m, ci);
  b.loc = ci->loc;
  *done = false;
  if (NI("llvm.abs")) return expand_abs(E, &b, ci);
  if (NI("llvm.exp")) return expand_exp(E, &b, ci);
  if (NI("llvm.log")) return expand_log(E, &b, ci, (double)0.693147180559945309417f);
  if (NI("llvm.log10"))
    return expand_log(E, &b, ci, (double)(0.693147180559945309417f / 2.30258509299404568402f));
  if (NI("llvm.pow")) return expand_pow(E, &b, ci, false);
  if (NI("llvm.powi")) return expand_pow(E, &b, ci, true);
  if (NI("llvm.atan2")) return expand_atan2(E, &b, ci);
  if (NI("llvm.fshl")) return expand_funnel(E, &b, ci, true);
  if (NI("llvm.fshr")) return expand_funnel(E, &b, ci, false);
  if (NI("llvm.usub.sat")) return expand_usub_sat(E, &b, ci);
  if (NI("llvm.vector.reduce.add")) return expand_reduce_add(E, &b, ci, false);
  if (NI("llvm.vector.reduce.fadd")) return expand_reduce_add(E, &b, ci, true);
  if (NI("llvm.dx.any")) return expand_any_all(E, &b, ci, true);
  if (NI("llvm.dx.all")) return expand_any_all(E, &b, ci, false);
  if (NI("llvm.dx.uclamp")) return expand_clamp(E, &b, ci, 'u');
  if (NI("llvm.dx.sclamp")) return expand_clamp(E, &b, ci, 's');
  if (NI("llvm.dx.nclamp")) return expand_clamp(E, &b, ci, 'n');
  if (NI("llvm.dx.sign")) return expand_sign(E, &b, ci);
  if (NI("llvm.dx.fdot")) {
    /* DXC (SM 6.9): dot() of float vectors is the vector FDot op, left for op
     * lowering (normalize keeps Dot2/3/4 up to four components) */
    IrType *at = arg_of(ci, 0)->type;
    if (E->native && at->kind == IR_TY_VECTOR && at->count > 1) {
      *done = true;
      return NULL;
    }
    return expand_fdot(E, &b, ci, arg_of(ci, 0), arg_of(ci, 1), "dot");
  }
  if (NI("llvm.dx.sdot")) return expand_idot(E, &b, ci, true);
  if (NI("llvm.dx.udot")) return expand_idot(E, &b, ci, false);
  if (NI("llvm.dx.lerp")) return expand_lerp(E, &b, ci);
  if (NI("llvm.dx.degrees")) return expand_scale(E, &b, ci, 180.0 / 3.14159265358979323846, "dx.degrees");
  if (NI("llvm.dx.radians")) return expand_scale(E, &b, ci, 3.14159265358979323846 / 180.0, "dx.radians");
  if (NI("llvm.dx.step")) return expand_step(E, &b, ci);
  if (NI("llvm.dx.cross")) return expand_cross(E, &b, ci);
  if (NI("llvm.dx.normalize")) return expand_normalize(E, &b, ci);
  if (NI("llvm.dx.isinf")) {
    if (needs_half_expansion(E, arg_of(ci, 0))) return expand_half_isinf(E, &b, arg_of(ci, 0));
    *done = true;
    return NULL;
  }
  if (NI("llvm.dx.isnan")) {
    if (needs_half_expansion(E, arg_of(ci, 0))) return expand_half_isnan(E, &b, arg_of(ci, 0));
    *done = true;
    return NULL;
  }
  if (NI("llvm.is.fpclass")) return expand_fpclass(E, &b, ci, done);
  if (NI("llvm.assume")) {
    ir_inst_remove(ci);
    *done = true;
    return NULL;
  }
  bool raw = NI("llvm.dx.resource.load.rawbuffer") || NI("llvm.dx.resource.store.rawbuffer");
  if (raw && E->ver > VER(1, 2)) {
    *done = true;
    return NULL;
  }
  if (NI("llvm.dx.resource.load.rawbuffer") || NI("llvm.dx.resource.load.typedbuffer")) {
    IrType *rt = ci->v.type;
    *done = true;
    if (rt->kind == IR_TY_STRUCT && rt->nmembers == 2 && is_64bit(rt->members[0]))
      expand_buffer_load(E, &b, ci, raw);
    return NULL;
  }
  if (NI("llvm.dx.resource.load.level")) {
    IrType *rt = ci->v.type;
    IrType *bt = rt->kind == IR_TY_STRUCT && rt->nmembers == 2 ? rt->members[0] : rt;
    *done = true;
    if (is_64bit(bt)) expand_texture_load(E, &b, ci);
    return NULL;
  }
  if (NI("llvm.dx.resource.store.texture")) {
    bool sample = NI("llvm.dx.resource.store.texture.sample");
    IrValue *data = arg_of(ci, 2);
    *done = true;
    if (data && is_64bit(data->type)) expand_texture_store(E, &b, ci, sample);
    return NULL;
  }
  if (NI("llvm.dx.resource.store.rawbuffer") || NI("llvm.dx.resource.store.typedbuffer")) {
    IrValue *data = arg_of(ci, raw ? 3 : 2);
    *done = true;
    if (data && is_64bit(data->type)) expand_buffer_store(E, &b, ci, raw);
    return NULL;
  }
  *done = true; /* not an expandable intrinsic */
  return NULL;
#undef NI
}

/* Base names this pass looks at (others are left for op lowering). */
#define EXPANDABLE(X) X("llvm.abs") X("llvm.exp") X("llvm.log") X("llvm.log10") X("llvm.pow") \
    X("llvm.powi") X("llvm.atan2") X("llvm.fshl") X("llvm.fshr") X("llvm.usub.sat") \
    X("llvm.vector.reduce.add") X("llvm.vector.reduce.fadd") X("llvm.dx.any") X("llvm.dx.all") \
    X("llvm.dx.uclamp") X("llvm.dx.sclamp") X("llvm.dx.nclamp") X("llvm.dx.sign") \
    X("llvm.dx.fdot") X("llvm.dx.sdot") X("llvm.dx.udot") X("llvm.dx.lerp") X("llvm.dx.degrees") \
    X("llvm.dx.radians") X("llvm.dx.step") X("llvm.dx.cross") X("llvm.dx.normalize") \
    X("llvm.dx.isinf") X("llvm.dx.isnan") X("llvm.is.fpclass") X("llvm.assume") \
    X("llvm.dx.resource.load.rawbuffer") X("llvm.dx.resource.store.rawbuffer") \
    X("llvm.dx.resource.load.typedbuffer") X("llvm.dx.resource.store.typedbuffer") \
    X("llvm.dx.resource.load.level") X("llvm.dx.resource.store.texture")
#define EXPANDABLE_NAME(s) s,
#define EXPANDABLE_LEN(s) (uint8_t)(sizeof(s) - 1),
static const char *const k_expandable[] = {EXPANDABLE(EXPANDABLE_NAME)};
static const uint8_t k_expandable_len[] = {EXPANDABLE(EXPANDABLE_LEN)};
#undef EXPANDABLE_NAME
#undef EXPANDABLE_LEN
#undef EXPANDABLE

/* Operands each expansion reads (a call with fewer is malformed). */
static const uint8_t k_min_args[] = {
    1, 1, 1, 1, 2, 2, 2,
    3, 3, 2, 1, 2,
    1, 1, 3, 3, 3,
    1, 2, 2, 2, 3,
    1, 1, 2, 2, 1,
    1, 1, 2, 0,
    3, 4,
    2, 3,
    4, 3,
};
_Static_assert(sizeof k_min_args == sizeof k_expandable / sizeof k_expandable[0],
               "k_min_args must parallel k_expandable");

/* Index in k_expandable of the longest base name matching n, or -1. */
static int expandable_index(const char *n) {
  /* Every base name starts with "llvm.": test that once, then compare the
   * rest, first byte inline (this runs for every call in the module). */
  if (!n || strncmp(n, "llvm.", 5) != 0) return -1;
  int best = -1;
  size_t nl = strlen(n);
  for (size_t i = 0; i < sizeof k_expandable / sizeof k_expandable[0]; i++) {
    /* n is the base or the base and ".<suffix>": the byte after the base's
     * length decides most entries before any comparison */
    size_t bl = k_expandable_len[i];
    if (k_expandable[i][5] != n[5] || !opt_name_has_base(n, nl, k_expandable[i], bl)) continue;
    const char *k = k_expandable[i] + 5;
    /* llvm.dx.all / any take a bool overload suffix (.i1, .v4i1): not
     * llvm.dx.all.memory.barrier */
    size_t kl = bl - 5;
    const char *sfx = n + 5 + kl;
    bool vote = !strcmp(k, "dx.all") || !strcmp(k, "dx.any");
    if ((!vote || !*sfx || ((sfx[1] == 'v' || sfx[1] == 'i') && sfx[2] >= '0' && sfx[2] <= '9')) &&
        (best < 0 || bl > k_expandable_len[best]))
      best = (int)i;
  }
  return best;
}


/* The expansion of a call with fast-math flags is as fast as the call:
 * give its new floating-point instructions the call's flags (LLVM's tests
 * call intrinsics without flags, so their expected output is unchanged). */
static void inherit_fast_math(IrInst *call, IrInst *before) {
  uint32_t fmf = call->flags & IR_FMF_FAST;
  if (!fmf) return;
  for (IrInst *i = before ? before->next : call->parent->first; i && i != call; i = i->next)
    if ((((i->op >= IR_FADD && i->op <= IR_FNEG) || i->op == IR_CALL) && i->v.type &&
         ir_type_is_fp(ir_type_scalar(i->v.type))) ||
        (i->op == IR_FCMP && i->nops && ir_type_is_fp(ir_type_scalar(i->ops[0]->type)))) /* any/all on floats */
      i->flags |= fmf;
}

/* A call of an intrinsic and its place in the module (function, block,
 * order in the block). */
typedef struct CallPos {
  IrInst *in;
  uint32_t fi, bi;
  uint64_t ord;
} CallPos;

static int cmp_call_pos(const void *pa, const void *pb) {
  const CallPos *a = pa, *b = pb;
  if (a->fi != b->fi) return a->fi < b->fi ? -1 : 1;
  if (a->bi != b->bi) return a->bi < b->bi ? -1 : 1;
  return a->ord < b->ord ? -1 : a->ord > b->ord;
}

bool pass_dxil_intrinsic_expansion(PassCtx *ctx, IrModule *m) {
  Expander E = {ctx, m, VER(1, 9), 0, false};
  Target t = ctx->dx.target;
  if (ctx->have_target || (m->triple && target_from_triple(&t, m->triple))) {
    E.ver = VER(t.dxil_major, t.dxil_minor);
    E.native = target_native_vectors(&t, ctx->dxc_compat);
  }
  uint32_t nf = m->funcs.len;
  IrFunc **fs = arena_alloc(m->arena, sizeof(IrFunc *) * (nf ? nf : 1));
  if (!fs) {
    diag_oom(ctx->diag, EXPAND_ERROR, "dxil-intrinsic-expansion");
    return false;
  }
  if (nf) memcpy(fs, m->funcs.data, sizeof(IrFunc *) * nf); /* a library may have none */
  /* the position of each function with a body: the calls of an intrinsic
   * are found through its use chain and put in module order, instead of a
   * walk of the whole module per intrinsic (expansions add only
   * declarations, and removing one keeps the others' order) */
  PtrMap fidx;
  ptrmap_init(&fidx, m->arena);
  for (uint32_t j = 0; j < nf; j++)
    if (fs[j]->nblocks && !ptrmap_put(&fidx, fs[j], (void *)(uintptr_t)(j + 1))) {
      diag_oom(ctx->diag, EXPAND_ERROR, "dxil-intrinsic-expansion");
      return false;
    }
  VEC(CallPos) calls = {0};
  for (uint32_t i = 0; i < nf; i++) {
    IrFunc *f = fs[i];
    int xi;
    if (f->nblocks || (xi = expandable_index(f->v.name)) < 0) continue;
    /* Collect first: expansions remove users next to the call. */
    calls.len = 0;
    for (IrUse *u = f->v.uses; u; u = u->next) {
      IrInst *in = u->user;
      if (in->op != IR_CALL || ir_use_index(u) != 0 || ir_call_callee(in) != f) continue;
      CallPos cp = {in, (uint32_t)(uintptr_t)ptrmap_get(&fidx, inst_func(in)), in->parent->index,
                    ir_inst_order(in)};
      if (!cp.fi || !vec_push(m->arena, &calls, cp)) {
        diag_oom(ctx->diag, EXPAND_ERROR, "dxil-intrinsic-expansion");
        return false;
      }
    }
    if (calls.len > 1) hl_sort(m->arena, calls.data, calls.len, sizeof(CallPos), cmp_call_pos);
    bool any = false;
    for (uint32_t k = 0; k < calls.len; k++) {
      IrInst *in = calls.data[k].in;
      if (!in->parent) continue;
      IrFunc *g = inst_func(in);
      bool done;
      if (in->nops - 1 < k_min_args[xi]) {
        ex_error(&E, in, "malformed intrinsic call (too few operands)");
        continue;
      }
      IrInst *before = in->prev; /* new instructions go between this and the call */
      IrBlock *blk = in->parent;
      IrValue *r = expand_call(&E, in, f->v.name, &done);
      if (r && in->parent == blk) inherit_fast_math(in, before);
      if (r) {
        ir_replace_all_uses(m, g, &in->v, r);
        ir_inst_remove(in);
        any = true;
      } else if (done && !in->parent) {
        any = true;
      }
    }
    if (any && ir_count_uses(m, NULL, &f->v) == 0) ir_module_remove_func(m, f);
  }
  return E.errors == 0 && !ctx->diag->oom;
}
