/* irgen_intrin.c - IR for HLSL intrinsic functions.
 *
 * Each intrinsic becomes the LLVM / llvm.dx intrinsic that clang emits for it
 * (the ones DXIL op lowering and the intrinsic expansion pass consume:
 * llvm.fabs, llvm.dx.fdot, llvm.dx.nclamp, llvm.dx.rsqrt, ...). Intrinsics
 * that clang implements in its HLSL headers (lerp, cross, length, normalize,
 * step, smoothstep, ...) are expanded here into the same basic operations.
 */
#include "irgen.h"
#include "../dxil/dxil_node.h"

#include <string.h>

/* Call base.<mangled ov...>(args) returning ret. */
static IrValue *icall(Gen *g, const char *base, IrType *ret, IrValue **args, uint32_t n,
                      IrType **ov, uint32_t nov, IntrAttrs at) {
  IrType *ps[8];
  for (uint32_t i = 0; i < n && i < 8; i++) {
    if (!args[i]) return NULL;
    ps[i] = args[i]->type;
  }
  IrFunc *f = gen_intrinsic_ov(g, base, ov, nov, ret, ps, n, at);
  if (!f) return NULL;
  IrValue *c = ir_build_call(&g->b, f, args, n, "");
  /* HLSL floating-point math is fast unless `precise` (DXC marks only
   * precise results with !dx.precise): FP-valued intrinsic calls carry the
   * fast-math flags their expansions and dx.op lowerings inherit. */
  if (c && ret && ir_type_is_fp(ir_type_scalar(ret))) ((IrInst *)c)->flags |= IR_FMF_FAST;
  return c;
}

/* Unary overloaded on its argument type: base.<T>(a) -> T */
static IrValue *un(Gen *g, const char *base, IrValue *a) {
  if (!a) return NULL;
  IrType *t = a->type;
  return icall(g, base, t, &a, 1, &t, 1, IA_PURE);
}

static IrValue *bin(Gen *g, const char *base, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  IrType *t = a->type;
  IrValue *args[2] = {a, b};
  return icall(g, base, t, args, 2, &t, 1, IA_PURE);
}

static IrValue *tern(Gen *g, const char *base, IrValue *a, IrValue *b, IrValue *c) {
  if (!a || !b || !c) return NULL;
  IrType *t = a->type;
  IrValue *args[3] = {a, b, c};
  return icall(g, base, t, args, 3, &t, 1, IA_PURE);
}

/* Result of type `shape` with scalar kind et, as IR type. */
static IrType *shaped(Gen *g, IrValue *like, IrType *et) {
  if (like && like->type->kind == IR_TY_VECTOR) return ir_type_vector(g->m, et, like->type->count);
  return et;
}

static IrValue *fconst_like(Gen *g, IrValue *like, double d) {
  IrType *et = ir_type_scalar(like->type);
  IrValue *c = ir_const_fp(g->m, et, d);
  if (like->type->kind == IR_TY_VECTOR) return ir_const_splat(g->m, like->type, c);
  return c;
}

static IrValue *iconst_like(Gen *g, IrType *t, uint64_t v) {
  IrType *et = ir_type_scalar(t);
  IrValue *c = ir_const_int(g->m, et, v);
  if (t->kind == IR_TY_VECTOR) return ir_const_splat(g->m, t, c);
  return c;
}

static IrValue *fmul(Gen *g, IrValue *a, IrValue *b) { return a && b ? gen_fp_binop(g, IR_FMUL, a, b) : NULL; }
static IrValue *fadd(Gen *g, IrValue *a, IrValue *b) { return a && b ? gen_fp_binop(g, IR_FADD, a, b) : NULL; }
static IrValue *fsub(Gen *g, IrValue *a, IrValue *b) { return a && b ? gen_fp_binop(g, IR_FSUB, a, b) : NULL; }
static IrValue *fdiv(Gen *g, IrValue *a, IrValue *b) { return a && b ? gen_fp_binop(g, IR_FDIV, a, b) : NULL; }

/* dot(a, a) for float vectors via llvm.dx.fdot; a*a for scalars. */
static IrValue *fdot(Gen *g, IrValue *a, IrValue *b);
IrValue *gen_fdot(Gen *g, IrValue *a, IrValue *b) { return fdot(g, a, b); }
static IrValue *fdot(Gen *g, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  if (a->type->kind != IR_TY_VECTOR) return fmul(g, a, b);
  IrType *vt = a->type;
  IrValue *args[2] = {a, b};
  /* From SM 6.9 llvm.dx.fdot stays the vector FDot op (dot() itself, see
   * dot_op); the dot products inside other intrinsics (normalize, reflect,
   * ...) keep DXC's TranslateFDot: Dot2/3/4 up to four components. */
  if (hl_max_vector(g->c) > 4 && vt->count <= 4) {
    const char *base = vt->count == 2 ? "llvm.dx.dot2" : vt->count == 3 ? "llvm.dx.dot3" : "llvm.dx.dot4";
    return icall(g, base, vt->elem, args, 2, &vt, 1, IA_PURE);
  }
  return icall(g, "llvm.dx.fdot", vt->elem, args, 2, &vt, 1, IA_PURE);
}

/* dot() of float vectors: llvm.dx.fdot (Dot2/3/4 before SM 6.9, FDot from it). */
static IrValue *dot_op(Gen *g, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  if (a->type->kind != IR_TY_VECTOR) return fmul(g, a, b);
  IrType *vt = a->type;
  IrValue *args[2] = {a, b};
  return icall(g, "llvm.dx.fdot", vt->elem, args, 2, &vt, 1, IA_PURE);
}

static IrValue *length_of(Gen *g, IrValue *a) {
  if (!a) return NULL;
  if (a->type->kind != IR_TY_VECTOR) return un(g, "llvm.fabs", a);
  return un(g, "llvm.sqrt", fdot(g, a, a));
}

static IrValue *shuffle3(Gen *g, IrValue *v, uint32_t x, uint32_t y, uint32_t z) {
  uint32_t mask[3] = {x, y, z};
  return ir_build_shufflevector(&g->b, v, ir_poison(g->m, v->type), mask, 3, "");
}

static IrValue *fcmp_fast(Gen *g, uint32_t pred, IrValue *a, IrValue *b);

static IrValue *gen_interlocked(Gen *g, Expr *e) {
  IrModule *m = g->m;
  LValue dst = gen_lvalue(g, e->args[0]);
  if (dst.kind == LV_SWIZZLE && dst.nswz == 1 && dst.swz[0] == 0 && dst.vtype && dst.vtype->kind == T_SCALAR) {
    /* s.x / s.r of a scalar (DXC issue 2434): the scalar itself */
    dst.kind = LV_ADDR;
    dst.type = dst.vtype;
  }
  if ((dst.kind == LV_ELEM || (dst.kind == LV_SWIZZLE && dst.nswz == 1)) && dst.res_ptr && !dst.raw) {
    /* a component of a typed buffer/texture element: DXC reports the
     * element subscript, then (after all subscripts) the atomic */
    gen_error(g, GE_RESOURCE, hl_expr_loc(e), "Invalid operation on typed buffer.");
    vec_push(g->c->arena, &g->late_atomic, hl_expr_loc(e));
    return NULL;
  }
  if ((dst.kind == LV_ELEM || (dst.kind == LV_SWIZZLE && dst.nswz == 1)) && (!dst.res_ptr || dst.raw) && !dst.cb &&
      dst.vtype && dst.vtype->kind == T_VECTOR && dst.vtype->n > 1) {
    /* one component of a groupshared vector: address it */
    IrValue *ix[2] = {ir_const_i32(m, 0), dst.kind == LV_ELEM ? dst.idx : ir_const_i32(m, dst.swz[0])};
    IrValue *p = ir_build_gep(&g->b, gen_mem_type(g, dst.vtype), dst.ptr, ix, 2, true, "");
    dst = lv_addr(p, e->args[0]->type);
  }
  if ((dst.kind == LV_ELEM || (dst.kind == LV_SWIZZLE && dst.nswz == 1)) && !dst.cb && dst.vtype &&
      dst.vtype->kind == T_MATRIX) {
    /* one element of a matrix (m[r][c], m[r].y, m._m11): its storage slot,
     * column-major in resources unless row_major (as gen_load reads it) */
    HType *vt = dst.vtype;
    IrValue *k = dst.kind == LV_ELEM ? dst.idx : ir_const_i32(m, dst.swz[0]);
    if (dst.res_ptr && !vt->row_major && vt->n > 1 && vt->m > 1 && k) {
      IrValue *cols = ir_const_i32(m, vt->m), *rows = ir_const_i32(m, vt->n);
      IrValue *c = ir_build_binop(&g->b, IR_UREM, k, cols, "");
      IrValue *r = ir_build_binop(&g->b, IR_UDIV, k, cols, "");
      k = ir_build_binop(&g->b, IR_ADD, ir_build_binop(&g->b, IR_MUL, c, rows, ""), r, "");
    }
    IrValue *ix[2] = {ir_const_i32(m, 0), k};
    IrValue *p = ir_build_gep(&g->b, gen_mem_type(g, vt), dst.ptr, ix, 2, true, "");
    bool rp = dst.res_ptr, raw = dst.raw;
    dst = lv_addr(p, e->args[0]->type);
    dst.res_ptr = rp;
    dst.raw = raw;
  }
  if (dst.kind != LV_ADDR) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e->args[0]), "unsupported destination for '%s'", e->name);
    return NULL;
  }
  HType *dt = e->args[0]->type;
  bool sgn = hl_sk_is_signed(dt->sk);
  IrType *it = gen_mem_type(g, dt);
  /* float targets (InterlockedExchange, *FloatBitwise) operate on the bits */
  bool fl = dt->kind == T_SCALAR && dt->sk == SK_FLOAT;
  if (fl) it = ir_type_int(m, 32);
  IrValue *orig = NULL;
  uint32_t nvals = 1;
  g->b.loc = hl_expr_loc(e);
  if (e->intrin == IN_INTERLOCKED_CMP_EXCHANGE || e->intrin == IN_INTERLOCKED_CMP_STORE) {
    nvals = 2;
    IrValue *cmp = gen_rvalue(g, e->args[1]);
    IrValue *nv = gen_rvalue(g, e->args[2]);
    if (!cmp || !nv) return NULL;
    if (fl) {
      cmp = ir_build_cast(&g->b, IR_BITCAST, cmp, it, "");
      nv = ir_build_cast(&g->b, IR_BITCAST, nv, it, "");
    }
    IrValue *ops[3] = {dst.ptr, cmp, nv};
    IrType *fl[2] = {it, ir_type_int(m, 1)};
    IrInst *i = ir_build(&g->b, IR_CMPXCHG, ir_type_struct_literal(m, fl, 2, false), ops, 3);
    if (!i) return NULL;
    i->aux = IR_ORD_SEQ_CST | (IR_ORD_SEQ_CST << 8); /* DXC: seq_cst */
    i->align = ir_type_align(it);
    uint32_t z = 0;
    orig = ir_build_extractvalue(&g->b, &i->v, &z, 1, "");
  } else {
    IrValue *v = gen_rvalue(g, e->args[1]);
    if (!v) return NULL;
    if (fl) v = ir_build_cast(&g->b, IR_BITCAST, v, it, "");
    uint32_t op;
    switch (e->intrin) {
    case IN_INTERLOCKED_ADD: op = IR_RMW_ADD; break;
    case IN_INTERLOCKED_AND: op = IR_RMW_AND; break;
    case IN_INTERLOCKED_OR: op = IR_RMW_OR; break;
    case IN_INTERLOCKED_XOR: op = IR_RMW_XOR; break;
    case IN_INTERLOCKED_MIN: op = sgn ? IR_RMW_MIN : IR_RMW_UMIN; break;
    case IN_INTERLOCKED_MAX: op = sgn ? IR_RMW_MAX : IR_RMW_UMAX; break;
    default: op = IR_RMW_XCHG; break;
    }
    IrValue *ops[2] = {dst.ptr, v};
    IrInst *i = ir_build(&g->b, IR_ATOMICRMW, it, ops, 2);
    if (!i) return NULL;
    i->aux = op | (IR_ORD_SEQ_CST << 8);
    i->align = ir_type_align(it);
    orig = &i->v;
  }
  if (fl && orig) orig = ir_build_cast(&g->b, IR_BITCAST, orig, ir_type_float(m), "");
  if (e->nargs > 1 + nvals && orig) {
    Expr *o = e->args[1 + nvals];
    LValue ol = gen_lvalue(g, o);
    gen_store(g, &ol, gen_convert(g, orig, dt, o->type));
  }
  return NULL;
}

static const char *barrier_name(int id) {
  switch (id) {
  case IN_GROUP_BARRIER: return "llvm.dx.group.memory.barrier";
  case IN_GROUP_BARRIER_SYNC: return "llvm.dx.group.memory.barrier.with.group.sync";
  case IN_DEVICE_BARRIER: return "llvm.dx.device.memory.barrier";
  case IN_DEVICE_BARRIER_SYNC: return "llvm.dx.device.memory.barrier.with.group.sync";
  case IN_ALL_BARRIER: return "llvm.dx.all.memory.barrier";
  default: return "llvm.dx.all.memory.barrier.with.group.sync";
  }
}

/* Wave / quad operation base.<T>(x [, extra]) applied to each component of
 * x (DXIL before 6.9 has no vector overloads, and DXC scalarises them the
 * same way). The result of each lane has x's component type, or `rt` when
 * given. Convergent: never moved across control flow or merged. */
/* QuadAny / QuadAll of an i1: the QuadVote op from SM 6.7 (on `cond != false`,
 * as DXC writes it); before, DXC's expansion: the condition as i32 combined
 * with the three other lanes' (quad reads across x, y and the diagonal). */
static IrValue *gen_quad_vote(Gen *g, bool any, IrValue *cond) {
  if (!cond) return NULL;
  IrModule *m = g->m;
  IrType *i1 = ir_type_int(m, 1), *i32 = ir_type_int(m, 32);
  const Target *t = g->c->opt ? &g->c->opt->dx.target : NULL;
  if (t && (t->sm_major > 6 || (t->sm_major == 6 && t->sm_minor >= 7))) {
    IrValue *c = ir_build_icmp(&g->b, IR_ICMP_NE, cond, ir_const_i1(m, false), "");
    return icall(g, any ? "llvm.dx.quad.vote.any" : "llvm.dx.quad.vote.all", i1, &c, 1, NULL, 0,
                 IA_CONVERGENT);
  }
  IrValue *w = ir_build_cast(&g->b, IR_SEXT, cond, i32, "");
  static const char *const reads[3] = {"llvm.dx.quad.read.across.x", "llvm.dx.quad.read.across.y",
                                       "llvm.dx.quad.read.across.diagonal"};
  IrValue *r[3];
  for (int k = 0; k < 3; k++)
    if (!(r[k] = icall(g, reads[k], i32, &w, 1, &i32, 1, IA_CONVERGENT))) return NULL;
  IrOpcode op = any ? IR_OR : IR_AND;
  IrValue *v = ir_build_binop(&g->b, op, r[0], r[1], "");
  v = ir_build_binop(&g->b, op, v, r[2], "");
  v = ir_build_binop(&g->b, op, v, w, "");
  return ir_build_cast(&g->b, IR_TRUNC, v, i1, "");
}

static IrValue *wave_lanes(Gen *g, const char *base, IrValue *x, IrValue *extra, IrType *rt) {
  if (!x) return NULL;
  IrType *et = ir_type_scalar(x->type);
  IrType *ret = rt ? rt : et;
  uint32_t n = x->type->kind == IR_TY_VECTOR ? (uint32_t)x->type->count : 1;
  if (n > 1 && hl_max_vector(g->c) > 4) {
    /* SM 6.9: one call on the whole vector (the op's vector overload, or
     * lowered lane by lane where it has none) */
    IrType *vt = x->type, *vr = ir_type_vector(g->m, ret, n);
    IrValue *args[2] = {x, extra};
    return icall(g, base, vr, args, extra ? 2 : 1, &vt, 1, IA_CONVERGENT);
  }
  IrValue *res = n > 1 ? ir_poison(g->m, ir_type_vector(g->m, ret, n)) : NULL;
  for (uint32_t i = 0; i < n; i++) {
    IrValue *args[2] = {gen_extract(g, x, i), extra};
    IrValue *r = icall(g, base, ret, args, extra ? 2 : 1, &et, 1, IA_CONVERGENT);
    if (!r) return NULL;
    if (n == 1) return r;
    res = ir_build_insertelement(&g->b, res, r, ir_const_i32(g->m, i), "");
  }
  return res;
}

/* SM 6.5 wave operations: WaveMatch (per lane, the masks ANDed, as DXC),
 * WaveMultiPrefix* (per lane, the uint4 mask as four i32) and
 * WaveMultiPrefixCountBits. */
static IrValue *gen_wave65(Gen *g, Expr *e, IrValue **a, bool isf, bool sgn) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32);
  int id = e->intrin;
  IrValue *mask[4] = {NULL, NULL, NULL, NULL};
  if (id != IN_WAVE_MATCH)
    for (uint32_t k = 0; k < 4; k++) mask[k] = gen_extract(g, a[1], k);
  if (id == IN_WAVE_MULTI_PREFIX_COUNT_BITS) {
    IrValue *args[5] = {a[0], mask[0], mask[1], mask[2], mask[3]};
    return icall(g, "llvm.dx.wave.multiprefix.bitcount", i32, args, 5, NULL, 0, IA_CONVERGENT);
  }
  IrType *et = ir_type_scalar(a[0]->type);
  uint32_t n = a[0]->type->kind == IR_TY_VECTOR ? (uint32_t)a[0]->type->count : 1;
  /* SM 6.9: one call on the whole vector (WaveMatch and WaveMultiPrefixOp
   * have <N x T> overloads from DXIL 1.9), as wave_lanes below */
  bool whole = n > 1 && hl_max_vector(g->c) > 4;
  if (id == IN_WAVE_MATCH) {
    IrType *fl[4] = {i32, i32, i32, i32};
    IrType *st = ir_type_struct_literal(m, fl, 4, false);
    IrValue *acc[4] = {NULL, NULL, NULL, NULL};
    IrType *vt = a[0]->type;
    for (uint32_t l = 0; l < (whole ? 1 : n); l++) {
      IrValue *x = whole ? a[0] : gen_extract(g, a[0], l);
      IrValue *r = icall(g, "llvm.dx.wave.match", st, &x, 1, whole ? &vt : &et, 1, IA_CONVERGENT);
      if (!r) return NULL;
      for (uint32_t k = 0; k < 4; k++) {
        IrValue *w = ir_build_extractvalue(&g->b, r, &k, 1, "");
        acc[k] = acc[k] ? ir_build_binop(&g->b, IR_AND, w, acc[k], "") : w;
      }
    }
    IrValue *v = ir_poison(m, ir_type_vector(m, i32, 4));
    for (uint32_t k = 0; k < 4; k++) v = ir_build_insertelement(&g->b, v, acc[k], ir_const_i32(m, k), "");
    return v;
  }
  const char *base = id == IN_WAVE_MULTI_PREFIX_BIT_AND   ? "llvm.dx.wave.multiprefix.and"
                     : id == IN_WAVE_MULTI_PREFIX_BIT_OR  ? "llvm.dx.wave.multiprefix.or"
                     : id == IN_WAVE_MULTI_PREFIX_BIT_XOR ? "llvm.dx.wave.multiprefix.xor"
                     : id == IN_WAVE_MULTI_PREFIX_PRODUCT
                         ? (isf || sgn ? "llvm.dx.wave.multiprefix.product" : "llvm.dx.wave.multiprefix.uproduct")
                         : (isf || sgn ? "llvm.dx.wave.multiprefix.sum" : "llvm.dx.wave.multiprefix.usum");
  if (whole) {
    IrType *vt = a[0]->type;
    IrValue *args[5] = {a[0], mask[0], mask[1], mask[2], mask[3]};
    return icall(g, base, vt, args, 5, &vt, 1, IA_CONVERGENT);
  }
  IrValue *res = n > 1 ? ir_poison(m, a[0]->type) : NULL;
  for (uint32_t l = 0; l < n; l++) {
    IrValue *args[5] = {gen_extract(g, a[0], l), mask[0], mask[1], mask[2], mask[3]};
    IrValue *r = icall(g, base, et, args, 5, &et, 1, IA_CONVERGENT);
    if (!r) return NULL;
    if (n == 1) return r;
    res = ir_build_insertelement(&g->b, res, r, ir_const_i32(m, l), "");
  }
  return res;
}

static IrValue *gen_wave(Gen *g, Expr *e, IrValue **a, bool isf, bool sgn) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32), *i1 = ir_type_int(m, 1);
  int id = e->intrin;
  switch (id) {
  case IN_WAVE_LANE_INDEX: return icall(g, "llvm.dx.wave.getlaneindex", i32, NULL, 0, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_LANE_COUNT: return icall(g, "llvm.dx.wave.get.lane.count", i32, NULL, 0, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_IS_FIRST_LANE: return icall(g, "llvm.dx.wave.is.first.lane", i1, NULL, 0, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_ANY_TRUE: return icall(g, "llvm.dx.wave.any", i1, a, 1, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_ALL_TRUE: return icall(g, "llvm.dx.wave.all", i1, a, 1, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_COUNT_BITS: return icall(g, "llvm.dx.wave.active.countbits", i32, a, 1, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_PREFIX_COUNT_BITS: return icall(g, "llvm.dx.wave.prefix.bit.count", i32, a, 1, NULL, 0, IA_CONVERGENT);
  case IN_WAVE_BALLOT: {
    IrType *fl[4] = {i32, i32, i32, i32};
    IrValue *st = icall(g, "llvm.dx.wave.ballot", ir_type_struct_literal(m, fl, 4, false), a, 1, NULL, 0,
                        IA_CONVERGENT);
    if (!st) return NULL;
    IrValue *v = ir_poison(m, ir_type_vector(m, i32, 4));
    for (uint32_t i = 0; i < 4; i++)
      v = ir_build_insertelement(&g->b, v, ir_build_extractvalue(&g->b, st, &i, 1, ""), ir_const_i32(m, i), "");
    return v;
  }
  case IN_WAVE_SUM: return wave_lanes(g, isf || sgn ? "llvm.dx.wave.reduce.sum" : "llvm.dx.wave.reduce.usum", a[0], NULL, NULL);
  case IN_WAVE_PRODUCT: return wave_lanes(g, isf || sgn ? "llvm.dx.wave.product" : "llvm.dx.wave.uproduct", a[0], NULL, NULL);
  case IN_WAVE_MIN: return wave_lanes(g, isf || sgn ? "llvm.dx.wave.reduce.min" : "llvm.dx.wave.reduce.umin", a[0], NULL, NULL);
  case IN_WAVE_MAX: return wave_lanes(g, isf || sgn ? "llvm.dx.wave.reduce.max" : "llvm.dx.wave.reduce.umax", a[0], NULL, NULL);
  case IN_WAVE_BIT_AND: return wave_lanes(g, "llvm.dx.wave.reduce.and", a[0], NULL, NULL);
  case IN_WAVE_BIT_OR: return wave_lanes(g, "llvm.dx.wave.reduce.or", a[0], NULL, NULL);
  case IN_WAVE_BIT_XOR: return wave_lanes(g, "llvm.dx.wave.reduce.xor", a[0], NULL, NULL);
  case IN_WAVE_PREFIX_SUM: return wave_lanes(g, isf || sgn ? "llvm.dx.wave.prefix.sum" : "llvm.dx.wave.prefix.usum", a[0], NULL, NULL);
  case IN_WAVE_PREFIX_PRODUCT: return wave_lanes(g, isf || sgn ? "llvm.dx.wave.prefix.product" : "llvm.dx.wave.prefix.uproduct", a[0], NULL, NULL);
  case IN_WAVE_READ_LANE_AT: return wave_lanes(g, "llvm.dx.wave.readlane", a[0], a[1], NULL);
  case IN_WAVE_READ_LANE_FIRST: return wave_lanes(g, "llvm.dx.wave.read.lane.first", a[0], NULL, NULL);
  case IN_WAVE_ALL_EQUAL: return wave_lanes(g, "llvm.dx.wave.all.equal", a[0], NULL, i1);
  case IN_QUAD_READ_X: return wave_lanes(g, "llvm.dx.quad.read.across.x", a[0], NULL, NULL);
  case IN_QUAD_READ_Y: return wave_lanes(g, "llvm.dx.quad.read.across.y", a[0], NULL, NULL);
  case IN_QUAD_READ_DIAG: return wave_lanes(g, "llvm.dx.quad.read.across.diagonal", a[0], NULL, NULL);
  case IN_QUAD_READ_LANE_AT: return wave_lanes(g, "llvm.dx.quad.read.lane.at", a[0], a[1], NULL);
  default:
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "intrinsic '%s' is not supported yet", e->name);
    return NULL;
  }
}

/* ---- the rest of DXC's table (intrinsics.def) ----------------------------- */

/* Store v (of HLSL type vt) to out argument o, converted to o's type. */
static void store_out(Gen *g, Expr *o, IrValue *v, HType *vt) {
  if (!v) return;
  LValue lv = gen_lvalue(g, o);
  gen_store(g, &lv, gen_convert(g, v, vt, o->type));
}

static uint32_t lanes(IrValue *v) { return v && v->type->kind == IR_TY_VECTOR ? (uint32_t)v->type->count : 1; }

/* A vector of n lanes from scalars el (or the scalar when n is 1). */
static IrValue *gather(Gen *g, IrType *et, IrValue **el, uint32_t n) {
  if (n == 1) return el[0];
  IrValue *v = ir_poison(g->m, ir_type_vector(g->m, et, n));
  for (uint32_t i = 0; i < n; i++) {
    if (!el[i]) return NULL;
    v = ir_build_insertelement(&g->b, v, el[i], ir_const_i32(g->m, i), "");
  }
  return v;
}

static IrValue *fcmp_fast(Gen *g, uint32_t pred, IrValue *a, IrValue *b) {
  IrValue *c = a && b ? ir_build_fcmp(&g->b, pred, a, b, "") : NULL;
  if (c) ((IrInst *)c)->flags |= IR_FMF_FAST;
  return c;
}

/* determinant: DXC's cofactor expansion along the first row (row-major
 * elements, the order HLMatrixLowerPass multiplies in). */
static IrValue *det2(Gen *g, IrValue *a, IrValue *b, IrValue *c, IrValue *d) {
  return fsub(g, fmul(g, a, d), fmul(g, b, c));
}
static IrValue *det3(Gen *g, IrValue **m) {
  IrValue *d0 = fmul(g, m[0], det2(g, m[4], m[5], m[7], m[8]));
  IrValue *d1 = fmul(g, m[1], det2(g, m[3], m[5], m[6], m[8]));
  IrValue *d2 = fmul(g, m[2], det2(g, m[3], m[4], m[6], m[7]));
  return fadd(g, fsub(g, d0, d1), d2);
}
static IrValue *gen_determinant(Gen *g, IrValue *x, uint32_t n) {
  IrValue *m[16];
  for (uint32_t i = 0; i < n * n; i++) m[i] = gen_extract(g, x, i);
  if (n == 1) return m[0];
  if (n == 2) return det2(g, m[0], m[1], m[2], m[3]);
  if (n == 3) return det3(g, m);
  IrValue *sub[4][9];
  for (uint32_t k = 0; k < 4; k++) { /* the minor without row 0 and column k */
    uint32_t j = 0;
    for (uint32_t r = 1; r < 4; r++)
      for (uint32_t c = 0; c < 4; c++)
        if (c != k) sub[k][j++] = m[r * 4 + c];
  }
  IrValue *d[4];
  for (uint32_t k = 0; k < 4; k++) d[k] = fmul(g, m[k], det3(g, sub[k]));
  return fsub(g, fadd(g, fsub(g, d[0], d[1]), d[2]), d[3]);
}

/* frexp(x, out e): DXC's bit manipulation of the float. */
static IrValue *gen_frexp(Gen *g, Expr *e, IrValue *x) {
  IrModule *m = g->m;
  HType *xt = e->args[0]->type;
  IrType *it = shaped(g, x, ir_type_int(m, 32));
  IrValue *ne = fcmp_fast(g, IR_FCMP_UNE, x, fconst_like(g, x, 0.0));
  if (ne) ((IrInst *)ne)->flags &= ~IR_FMF_FAST;
  ne = ir_build_cast(&g->b, IR_SEXT, ne, it, "");
  IrValue *iv = ir_build_cast(&g->b, IR_BITCAST, x, it, "");
  IrValue *t = ir_build_binop(&g->b, IR_AND, iv, iconst_like(g, it, 0x7f800000), "");
  t = ir_build_binop(&g->b, IR_ADD, t, iconst_like(g, it, (uint32_t)-(int32_t)0x3f000000), "");
  t = ir_build_binop(&g->b, IR_AND, t, ne, "");
  t = ir_build_binop(&g->b, IR_ASHR, t, iconst_like(g, it, 23), "");
  IrValue *ex = ir_build_cast(&g->b, IR_SITOFP, t, x->type, "");
  store_out(g, e->args[1], ex, xt);
  t = ir_build_binop(&g->b, IR_AND, iv, iconst_like(g, it, 0x007fffff), "");
  t = ir_build_binop(&g->b, IR_OR, t, iconst_like(g, it, 0x3f000000), "");
  t = ir_build_binop(&g->b, IR_AND, t, ne, "");
  return ir_build_cast(&g->b, IR_BITCAST, t, x->type, "");
}

/* msad4(reference, source.xy, accum): the four byte windows of source
 * built with Bfi, then Msad against the splatted reference (DXC's
 * TranslateMSad4). */
static IrValue *gen_msad4(Gen *g, IrValue *ref, IrValue *src, IrValue *acc) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32);
  IrValue *x = gen_extract(g, src, 0), *y = gen_extract(g, src, 1);
  IrValue *b[4] = {x, NULL, NULL, NULL};
  IrValue *sh = x;
  for (uint32_t k = 1; k < 4; k++) {
    sh = ir_build_binop(&g->b, IR_LSHR, sh, ir_const_i32(m, 8), "");
    IrValue *args[4] = {ir_const_i32(m, 8 * k), ir_const_i32(m, 32 - 8 * k), y, sh};
    b[k] = icall(g, "llvm.dx.bfi", i32, args, 4, &i32, 1, IA_PURE);
  }
  IrValue *r[4];
  for (uint32_t k = 0; k < 4; k++) {
    IrValue *args[3] = {ref, b[k], gen_extract(g, acc, k)};
    r[k] = icall(g, "llvm.dx.msad", i32, args, 3, &i32, 1, IA_PURE);
  }
  return gather(g, i32, r, 4);
}

/* lit(n.l, n.h, m) = (1, max(n.l, 0), n.l < 0 || n.h < 0 ? 0 : n.h^m, 1) */
static IrValue *gen_lit(Gen *g, IrValue *nl, IrValue *nh, IrValue *mm) {
  IrType *et = mm->type;
  IrValue *one = ir_const_fp(g->m, et, 1.0), *zero = ir_const_fp(g->m, et, 0.0);
  IrValue *nlc = fcmp_fast(g, IR_FCMP_OLT, nl, zero);
  IrValue *diffuse = ir_build_select(&g->b, nlc, zero, nl, "");
  IrValue *nhc = fcmp_fast(g, IR_FCMP_OLT, nh, zero);
  IrValue *cond = ir_build_binop(&g->b, IR_OR, nlc, nhc, "");
  IrValue *pw = bin(g, "llvm.pow", nh, mm);
  IrValue *spec = ir_build_select(&g->b, cond, zero, pw, "");
  IrValue *el[4] = {one, diffuse, spec, one};
  return gather(g, et, el, 4);
}

/* dst(a, b) = (1, a.y * b.y, a.z, b.w) */
static IrValue *gen_dst(Gen *g, HType *t, IrValue *a, IrValue *b) {
  IrType *et = ir_type_scalar(a->type);
  bool fp = hl_sk_is_float(t->sk);
  IrValue *one = fp ? ir_const_fp(g->m, et, 1.0) : ir_const_int(g->m, et, 1);
  IrValue *ay = gen_extract(g, a, 1), *by = gen_extract(g, b, 1);
  IrValue *yy = fp ? fmul(g, ay, by) : ir_build_binop(&g->b, IR_MUL, ay, by, "");
  IrValue *el[4] = {one, yy, gen_extract(g, a, 2), gen_extract(g, b, 3)};
  return gather(g, et, el, 4);
}

/* AddUint64(a, b) on uint2 / uint4 (low, high pairs): UAddc on the low
 * words, the carry added to the high ones. */
static IrValue *gen_adduint64(Gen *g, Expr *e, IrValue *a, IrValue *b) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32), *i1 = ir_type_int(m, 1);
  uint32_t n = lanes(a);
  if (n != 2 && n != 4) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "AddUint64 can only be applied to uint2 and uint4 operands.");
    return NULL;
  }
  IrType *fl[2] = {i32, i1};
  IrType *st = ir_type_struct_literal(m, fl, 2, false);
  IrValue *r[4];
  for (uint32_t i = 0; i < n; i += 2) {
    IrValue *args[2] = {gen_extract(g, a, i), gen_extract(g, b, i)};
    IrValue *s = icall(g, "llvm.uadd.with.overflow", st, args, 2, &i32, 1, IA_PURE);
    if (!s) return NULL;
    uint32_t z = 0, o = 1;
    r[i] = ir_build_extractvalue(&g->b, s, &z, 1, "");
    IrValue *carry = ir_build_cast(&g->b, IR_ZEXT, ir_build_extractvalue(&g->b, s, &o, 1, ""), i32, "");
    IrValue *hi = ir_build_binop(&g->b, IR_ADD, gen_extract(g, a, i + 1), gen_extract(g, b, i + 1), "");
    r[i + 1] = ir_build_binop(&g->b, IR_ADD, hi, carry, "");
  }
  return gather(g, i32, r, n);
}

/* pack_*: the four components into bytes (Pack4x8 with DXC's pack mode);
 * unpack_*: the four bytes of a packed uint (Unpack4x8). */
static IrValue *gen_pack(Gen *g, int id, IrValue *v) {
  IrType *i32 = ir_type_int(g->m, 32), *et = ir_type_scalar(v->type);
  const char *nm = id == IN_PACK_CLAMP_S8 ? "llvm.dx.pack.clamp.s8"
                 : id == IN_PACK_CLAMP_U8 ? "llvm.dx.pack.clamp.u8" : "llvm.dx.pack.trunc";
  IrValue *args[4];
  for (uint32_t i = 0; i < 4; i++) args[i] = gen_extract(g, v, i);
  return icall(g, nm, i32, args, 4, &et, 1, IA_PURE);
}

static IrValue *gen_unpack(Gen *g, int id, IrValue *p) {
  IrModule *m = g->m;
  bool sgn = id == IN_UNPACK_S8S16 || id == IN_UNPACK_S8S32;
  bool w16 = id == IN_UNPACK_S8S16 || id == IN_UNPACK_U8U16;
  IrType *et = ir_type_int(m, w16 ? 16 : 32);
  IrType *fl[4] = {et, et, et, et};
  IrType *st = ir_type_struct_literal(m, fl, 4, false);
  IrValue *r = icall(g, sgn ? "llvm.dx.unpack.signed" : "llvm.dx.unpack.unsigned", st, &p, 1, &et, 1, IA_PURE);
  if (!r) return NULL;
  IrValue *el[4];
  for (uint32_t i = 0; i < 4; i++) el[i] = ir_build_extractvalue(&g->b, r, &i, 1, "");
  /* without native 16-bit types the 16-bit forms return min16[u]int4,
   * which is i16 too */
  return gather(g, et, el, 4);
}

/* EvaluateAttribute* / GetAttributeAtVertex: per lane on the input value;
 * op lowering finds the input element each lane was loaded from. */
static IrValue *gen_eval(Gen *g, int id, IrValue *v, IrValue *extra) {
  const char *nm = id == IN_EVAL_SAMPLE ? "llvm.dx.eval.sample.index"
                 : id == IN_EVAL_CENTROID ? "llvm.dx.eval.centroid"
                 : id == IN_EVAL_SNAPPED ? "llvm.dx.eval.snapped" : "llvm.dx.attribute.at.vertex";
  IrType *et = ir_type_scalar(v->type);
  uint32_t n = lanes(v);
  IrValue *el[16];
  for (uint32_t i = 0; i < n && i < 16; i++) {
    IrValue *args[3] = {gen_extract(g, v, i), NULL, NULL};
    uint32_t na = 1;
    if (id == IN_EVAL_SNAPPED) {
      args[1] = gen_extract(g, extra, 0);
      args[2] = gen_extract(g, extra, 1);
      na = 3;
    } else if (extra) {
      args[1] = extra;
      na = 2;
    }
    el[i] = icall(g, nm, et, args, na, &et, 1, IA_PURE);
  }
  return gather(g, et, el, n);
}

/* Calls DXC accepts but its DXIL code generation rejects. */
static IrValue *gen_no_dxil(Gen *g, Expr *e) {
  if (e->intrin == IN_PRINTF) gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "use of unsupported identifier 'printf'");
  else gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "Unsupported intrinsic.");
  return NULL;
}

/* IsHelperLane: the op in pixel shaders and libraries. Other stages have no
 * helper lanes: before SM 6.6 DXC replaces the call with false whatever the
 * optimisation level (patchDxil_1_6); from 6.6 on the op is kept and only
 * its constant folding (the optimiser, not -Od) turns it into false. */
static IrValue *gen_is_helper(Gen *g) {
  const Target *t = g->c->opt ? &g->c->opt->dx.target : NULL;
  if (t && t->stage != STAGE_PIXEL && t->stage != STAGE_LIBRARY &&
      (!t->no_opt || t->sm_major < 6 || (t->sm_major == 6 && t->sm_minor < 6)))
    return ir_const_i1(g->m, false);
  IrType *i1 = ir_type_int(g->m, 1);
  /* before SM 6.6, op lowering reads a global the entry and discards set */
  return icall(g, "llvm.dx.is.helper.lane", i1, NULL, 0, &i1, 1, IA_READ);
}

/* Barrier reachable from the entry (DXC's DiagnoseReachableBarrier): SM 6.8,
 * and its constant flags possible in the entry's stage: group memory and
 * group semantics need a visible thread group (compute, mesh,
 * amplification, libraries), node memory a node shader; a scope needs
 * memory that has it (ALL_MEMORY drops what the stage lacks). */
static bool barrier_error(Gen *g, SrcLoc loc, const char *msg, const char *en) {
  gen_error(g, GE_UNSUPPORTED, loc, msg, en);
  if (g->c->entry) diag_report(g->c->diag, DIAG_NOTE, GE_UNSUPPORTED, g->c->entry->loc, "entry function defined here");
  return false;
}

static bool barrier_reachable_ok(Gen *g, Expr *e) {
  const Target *t = g->c->opt ? &g->c->opt->dx.target : NULL;
  Decl *ent = g->c->entry;
  const char *en = ent && ent->name ? ent->name : "main";
  if (!t) return true;
  if (t->sm_major == 6 && t->sm_minor < 8)
    return barrier_error(g, hl_expr_loc(e), "intrinsic Barrier potentially used by '%s' requires shader model 6.8 or greater",
                         en);
  ShaderStage st = t->stage;
  bool group = st == STAGE_COMPUTE || st == STAGE_MESH || st == STAGE_AMPLIFICATION || st == STAGE_LIBRARY ||
               st == STAGE_NODE;
  /* a thread launch node has no visible group (one thread per record) */
  if (g->fdecl && hl_decl_rare(g->fdecl)->node && hl_decl_rare(g->fdecl)->node->launch == DXIL_NODE_LAUNCH_THREAD) group = false;
  bool node = st == STAGE_NODE || st == STAGE_LIBRARY;
  bool ok = true, at_group = true, at_device = true;
  Expr *mem = e->args[0], *sem = e->args[1];
  if (mem->type->kind != T_RESOURCE && mem->has_const) {
    uint32_t given = (uint32_t)hl_cv(mem)->c[0].u, f = given;
    if (!group && (given & 0x2)) {
      if (given == 0xF) f &= ~0x2u;
      else ok = barrier_error(g, hl_expr_loc(mem), "GROUP_SHARED_MEMORY specified for Barrier operation when context has "
                                           "no visible group%s", "");
    }
    if (!node && (given & 0xC)) {
      if (given == 0xF) f &= ~0xCu;
      else ok = barrier_error(g, hl_expr_loc(mem), "NODE_INPUT_MEMORY or NODE_OUTPUT_MEMORY may only be specified for "
                                           "Barrier operation in a node shader%s", "");
    }
    at_group = f != 0;
    at_device = (f & 0xD) != 0;
  }
  if (sem->has_const) {
    uint32_t s = (uint32_t)hl_cv(sem)->c[0].u;
    if (!group && (s & 0x3))
      ok = barrier_error(g, hl_expr_loc(sem), "GROUP_SYNC or GROUP_SCOPE specified for Barrier operation when context "
                                      "has no visible group%s", "");
    if (!at_device && (s & 0x4))
      ok = barrier_error(g, hl_expr_loc(sem), "DEVICE_SCOPE specified for Barrier operation without applicable memory%s", "");
    if (!at_group && (s & 0x2))
      ok = barrier_error(g, hl_expr_loc(sem), "GROUP_SCOPE specified for Barrier operation without applicable memory%s", "");
  }
  return ok;
}

static IrValue *gen_table_rest(Gen *g, Expr *e, IrValue **a, HType *at) {
  IrModule *m = g->m;
  int id = e->intrin;
  IrType *i32 = ir_type_int(m, 32);
  switch (id) {
  case IN_ASDOUBLE: {
    IrType *ov = a[0]->type;
    return icall(g, "llvm.dx.asdouble", shaped(g, a[0], ir_type_double(m)), a, 2, &ov, 1, IA_PURE);
  }
  case IN_ASUINT_SPLIT: {
    uint32_t n = lanes(a[0]);
    IrType *fl[2] = {i32, i32};
    IrType *st = ir_type_struct_literal(m, fl, 2, false);
    IrValue *lo[4], *hi[4];
    for (uint32_t i = 0; i < n && i < 4; i++) {
      IrValue *x = gen_extract(g, a[0], i);
      IrValue *s = icall(g, "llvm.dx.splitdouble", st, &x, 1, &i32, 1, IA_PURE);
      if (!s) return NULL;
      uint32_t z = 0, o = 1;
      lo[i] = ir_build_extractvalue(&g->b, s, &z, 1, "");
      hi[i] = ir_build_extractvalue(&g->b, s, &o, 1, "");
    }
    HType *ut = hl_with_sk(g->c, at, SK_UINT);
    store_out(g, e->args[1], gather(g, i32, lo, n), ut);
    store_out(g, e->args[2], gather(g, i32, hi, n), ut);
    return NULL;
  }
  case IN_DETERMINANT: return gen_determinant(g, a[0], at->kind == T_MATRIX ? at->n : 1);
  case IN_DST: return gen_dst(g, e->type, a[0], a[1]);
  case IN_FREXP: return gen_frexp(g, e, a[0]);
  case IN_LIT: return gen_lit(g, a[0], a[1], a[2]);
  case IN_MODF: {
    IrValue *ip = un(g, "llvm.trunc", a[0]);
    IrValue *fr = fsub(g, a[0], ip);
    store_out(g, e->args[1], ip, at);
    return fr;
  }
  case IN_MSAD4: return gen_msad4(g, a[0], a[1], a[2]);
  case IN_SINCOS:
    store_out(g, e->args[1], un(g, "llvm.sin", a[0]), at);
    store_out(g, e->args[2], un(g, "llvm.cos", a[0]), at);
    return NULL;
  case IN_ADDUINT64: return gen_adduint64(g, e, a[0], a[1]);
  case IN_DOT2ADD: {
    IrType *f = ir_type_float(m);
    IrValue *args[5] = {a[2], gen_extract(g, a[0], 0), gen_extract(g, a[0], 1), gen_extract(g, a[1], 0),
                        gen_extract(g, a[1], 1)};
    return icall(g, "llvm.dx.dot2add", f, args, 5, NULL, 0, IA_PURE);
  }
  case IN_DOT4ADD_I8: case IN_DOT4ADD_U8: {
    IrValue *args[3] = {a[2], a[0], a[1]};
    return icall(g, id == IN_DOT4ADD_I8 ? "llvm.dx.dot4add.i8packed" : "llvm.dx.dot4add.u8packed", i32,
                 args, 3, NULL, 0, IA_PURE);
  }
  case IN_PACK_CLAMP_S8: case IN_PACK_CLAMP_U8: case IN_PACK_S8: case IN_PACK_U8:
    return gen_pack(g, id, a[0]);
  case IN_UNPACK_S8S16: case IN_UNPACK_S8S32: case IN_UNPACK_U8U16: case IN_UNPACK_U8U32:
    return gen_unpack(g, id, a[0]);
  case IN_EVAL_SAMPLE: case IN_EVAL_CENTROID: case IN_EVAL_SNAPPED: case IN_ATTR_AT_VERTEX:
    return gen_eval(g, id, a[0], e->nargs > 1 ? a[1] : NULL);
  case IN_RT_SAMPLE_COUNT:
    return icall(g, "llvm.dx.render.target.get.sample.count", i32, NULL, 0, NULL, 0, IA_READ);
  case IN_RT_SAMPLE_POS: {
    IrType *f = ir_type_float(m);
    IrType *fl[2] = {f, f};
    IrType *st = ir_type_struct_literal(m, fl, 2, false);
    IrValue *s = icall(g, "llvm.dx.render.target.get.sample.position", st, a, 1, NULL, 0, IA_READ);
    if (!s) return NULL;
    IrValue *el[2];
    for (uint32_t i = 0; i < 2; i++) el[i] = ir_build_extractvalue(&g->b, s, &i, 1, "");
    return gather(g, f, el, 2);
  }
  case IN_IS_HELPER_LANE: return gen_is_helper(g);
  case IN_BARRIER:
    if (!barrier_reachable_ok(g, e)) return NULL;
    if (e->args[0]->type->kind == T_RESOURCE) {
      IrValue *args[2] = {a[0], a[1]};
      IrType *ht = a[0]->type;
      IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.barrier.by.memory.handle", &ht, 1, ir_type_void(m),
                                   (IrType *[]){ht, i32}, 2, IA_CONVERGENT);
      if (f) ir_build_call(&g->b, f, args, 2, "");
    } else {
      IrFunc *f = gen_intrinsic(g, "llvm.dx.barrier.by.memory.type", ir_type_void(m), (IrType *[]){i32, i32}, 2,
                                IA_CONVERGENT);
      if (f) ir_build_call(&g->b, f, a, 2, "");
    }
    return NULL;
  case IN_GET_REMAINING_RECURSION:
    return icall(g, "llvm.dx.get.remaining.recursion.levels", i32, NULL, 0, NULL, 0, IA_READ);
  case IN_ABORT: case IN_PRINTF: case IN_SOURCE_MARK: case IN_TEX_LEGACY:
    return gen_no_dxil(g, e);
  default:
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "intrinsic '%s' is not supported yet", e->name);
    return NULL;
  }
}

IrValue *gen_intrinsic_call(Gen *g, Expr *e) {
  IrModule *m = g->m;
  int id = e->intrin;
  if (sema_intrinsic_is_wave_sensitive(e->name)) g->wave_user = true; /* gen_break */
  if (id == IN_MAT_MUL || id == IN_MAT_TRANSPOSE) return gen_mat_intrinsic(g, e);
  if (id >= IN_INTERLOCKED_ADD && id <= IN_INTERLOCKED_CMP_STORE) return gen_interlocked(g, e);
  if (id == IN_SET_MESH_OUTPUT_COUNTS || id == IN_DISPATCH_MESH) return gen_mesh_intrinsic(g, e);
  if (id >= IN_PROCESS_2DQUAD_AVG && id <= IN_PROCESS_ISOLINE) return gen_tess_factors(g, e);
  if (id >= IN_RT_DISPATCH_RAYS_INDEX && id <= IN_RT_CALL_SHADER) return gen_rt_intrinsic(g, e);
  if (id == IN_HO_METHOD || id == IN_DX_REORDER) return gen_ho_call(g, e, NULL); /* irgen_rt.c */
  if (id >= IN_GROUP_BARRIER && id <= IN_ALL_BARRIER_SYNC) {
    IrFunc *f = gen_intrinsic(g, barrier_name(id), ir_type_void(m), NULL, 0, IA_CONVERGENT);
    g->b.loc = hl_expr_loc(e);
    ir_build_call(&g->b, f, NULL, 0, "");
    return NULL;
  }
  if (id == IN_ABORT || id == IN_PRINTF || id == IN_SOURCE_MARK || id == IN_TEX_LEGACY) return gen_no_dxil(g, e);
  if (id == IN_BARRIER && e->nargs == 2 && hl_is_node(e->args[0]->type, false)) /* a node record object */
    return barrier_reachable_ok(g, e) ? gen_node_barrier(g, e->args[0], gen_rvalue(g, e->args[1])) : NULL;
  /* out parameters (sincos, modf, frexp, asuint(double)) are written, not read */
  uint32_t nin = e->nargs;
  if (id == IN_SINCOS || id == IN_MODF || id == IN_FREXP || id == IN_ASUINT_SPLIT) nin = 1;
  IrValue *a[4] = {NULL, NULL, NULL, NULL};
  for (uint32_t i = 0; i < nin && i < 4; i++) {
    a[i] = gen_rvalue(g, e->args[i]);
    if (!a[i]) return NULL;
  }
  g->b.loc = hl_expr_loc(e);
  HType *at = e->nargs ? e->args[0]->type : NULL;
  ScalarKind sk = at && hl_is_numeric(at) ? at->sk : SK_FLOAT;
  bool isf = hl_sk_is_float(sk), sgn = hl_sk_is_signed(sk);
  IrType *i32 = ir_type_int(m, 32), *i1 = ir_type_int(m, 1);
  if (id >= IN_WAVE_LANE_INDEX && id <= IN_QUAD_READ_LANE_AT) return gen_wave(g, e, a, isf, sgn);
  if (id >= IN_WAVE_MATCH && id <= IN_WAVE_MULTI_PREFIX_SUM) return gen_wave65(g, e, a, isf, sgn);
  if (e->nargs <= 3 && at && at->kind != T_MATRIX) {
    IrValue *k = gen_try_eval_intrinsic(g, id, sk, a, e->nargs);
    if (k) return k;
  }
  if (id >= IN_ASDOUBLE && id <= IN_TEX_LEGACY) return gen_table_rest(g, e, a, at);
  switch (id) {
  case IN_QUAD_ANY: case IN_QUAD_ALL: return gen_quad_vote(g, id == IN_QUAD_ANY, a[0]);
  case IN_ABS:
    if (isf) return un(g, "llvm.fabs", a[0]);
    if (sgn) {
      IrType *t = a[0]->type;
      IrValue *args[2] = {a[0], ir_const_i1(m, false)};
      return icall(g, "llvm.abs", t, args, 2, &t, 1, IA_PURE);
    }
    return a[0];
  case IN_MIN: return bin(g, isf ? "llvm.minnum" : sgn ? "llvm.smin" : "llvm.umin", a[0], a[1]);
  case IN_MAX: return bin(g, isf ? "llvm.maxnum" : sgn ? "llvm.smax" : "llvm.umax", a[0], a[1]);
  case IN_CLAMP:
    return tern(g, isf ? "llvm.dx.nclamp" : sgn ? "llvm.dx.sclamp" : "llvm.dx.uclamp", a[0], a[1], a[2]);
  case IN_SATURATE: return un(g, "llvm.dx.saturate", a[0]);
  case IN_SQRT: return un(g, "llvm.sqrt", a[0]);
  case IN_RSQRT: return un(g, "llvm.dx.rsqrt", a[0]);
  case IN_DOT: {
    if (a[0]->type->kind != IR_TY_VECTOR) {
      if (isf) return fmul(g, a[0], a[1]);
      return ir_build_binop(&g->b, IR_MUL, a[0], a[1], "");
    }
    if (isf) return dot_op(g, a[0], a[1]);
    IrType *vt = a[0]->type;
    return icall(g, sgn ? "llvm.dx.sdot" : "llvm.dx.udot", vt->elem, a, 2, &vt, 1, IA_PURE);
  }
  case IN_CROSS: {
    /* a.yzx * b.zxy - a.zxy * b.yzx */
    IrValue *l = fmul(g, shuffle3(g, a[0], 1, 2, 0), shuffle3(g, a[1], 2, 0, 1));
    IrValue *r = fmul(g, shuffle3(g, a[0], 2, 0, 1), shuffle3(g, a[1], 1, 2, 0));
    return fsub(g, l, r);
  }
  case IN_LENGTH: return length_of(g, a[0]);
  case IN_DISTANCE: return length_of(g, fsub(g, a[0], a[1]));
  case IN_NORMALIZE: {
    IrValue *d = fdot(g, a[0], a[0]);
    IrValue *rs = un(g, "llvm.dx.rsqrt", d);
    if (a[0]->type->kind == IR_TY_VECTOR) rs = gen_splat(g, rs, (uint32_t)a[0]->type->count);
    return fmul(g, a[0], rs);
  }
  case IN_LERP: return fadd(g, a[0], fmul(g, a[2], fsub(g, a[1], a[0])));
  case IN_FLOOR: return un(g, "llvm.floor", a[0]);
  case IN_CEIL: return un(g, "llvm.ceil", a[0]);
  case IN_TRUNC: return un(g, "llvm.trunc", a[0]);
  case IN_ROUND: return un(g, "llvm.roundeven", a[0]);
  case IN_FRAC: return un(g, "llvm.dx.frac", a[0]);
  case IN_EXP: return un(g, "llvm.exp", a[0]);
  case IN_EXP2: return un(g, "llvm.exp2", a[0]);
  case IN_LOG: return un(g, "llvm.log", a[0]);
  case IN_LOG2: return un(g, "llvm.log2", a[0]);
  case IN_LOG10: return un(g, "llvm.log10", a[0]);
  case IN_POW: return bin(g, "llvm.pow", a[0], a[1]);
  case IN_SIN: return un(g, "llvm.sin", a[0]);
  case IN_COS: return un(g, "llvm.cos", a[0]);
  case IN_TAN: return un(g, "llvm.tan", a[0]);
  case IN_ASIN: return un(g, "llvm.asin", a[0]);
  case IN_ACOS: return un(g, "llvm.acos", a[0]);
  case IN_ATAN: return un(g, "llvm.atan", a[0]);
  case IN_ATAN2: return bin(g, "llvm.atan2", a[0], a[1]);
  case IN_SINH: return un(g, "llvm.sinh", a[0]);
  case IN_COSH: return un(g, "llvm.cosh", a[0]);
  case IN_TANH: return un(g, "llvm.tanh", a[0]);
  case IN_ASUINT: case IN_ASINT: case IN_ASFLOAT: {
    IrType *rt = gen_reg_type(g, e->type);
    if (rt == a[0]->type) return a[0];
    return ir_build_cast(&g->b, IR_BITCAST, a[0], rt, "");
  }
  case IN_COUNTBITS: {
    IrValue *r = un(g, "llvm.ctpop", a[0]);
    return gen_convert(g, r, at, e->type);
  }
  case IN_FIRSTBITHIGH: case IN_FIRSTBITLOW: {
    const char *nm = id == IN_FIRSTBITLOW ? "llvm.dx.firstbitlow"
                   : sgn ? "llvm.dx.firstbitshigh" : "llvm.dx.firstbituhigh";
    IrType *ov = a[0]->type;
    IrType *rt = shaped(g, a[0], i32);
    IrValue *r = icall(g, nm, rt, a, 1, &ov, 1, IA_PURE);
    if (id == IN_FIRSTBITLOW || !r) return r;
    /* The op counts from the most significant bit; HLSL's firstbithigh
     * is the bit index from the least: (width-1) - r, keeping -1 (no bit
     * found) as it is (DXC's TranslateFirstbitHi). */
    IrValue *neg1 = iconst_like(g, rt, 0xFFFFFFFFu);
    IrValue *sub = ir_build_binop(&g->b, IR_SUB, iconst_like(g, rt, ir_type_scalar(ov)->bits - 1), r, "");
    IrValue *none = ir_build_icmp(&g->b, IR_ICMP_EQ, r, neg1, "");
    return ir_build_select(&g->b, none, neg1, sub, "");
  }
  case IN_REVERSEBITS: return un(g, "llvm.bitreverse", a[0]);
  case IN_F32TOF16: {
    IrType *ov = a[0]->type;
    return icall(g, "llvm.dx.legacyf32tof16", shaped(g, a[0], i32), a, 1, &ov, 1, IA_PURE);
  }
  case IN_F16TOF32: {
    IrType *ov = a[0]->type;
    return icall(g, "llvm.dx.legacyf16tof32", shaped(g, a[0], ir_type_float(m)), a, 1, &ov, 1, IA_PURE);
  }
  case IN_ANY: case IN_ALL: {
    if (a[0]->type->kind != IR_TY_VECTOR)
      return gen_convert(g, a[0], at, hl_scalar(g->c, SK_BOOL));
    IrType *ov = a[0]->type;
    return icall(g, id == IN_ANY ? "llvm.dx.any" : "llvm.dx.all", i1, a, 1, &ov, 1, IA_PURE);
  }
  case IN_MAD:
    if (isf) return tern(g, "llvm.fmuladd", a[0], a[1], a[2]);
    return tern(g, sgn ? "llvm.dx.imad" : "llvm.dx.umad", a[0], a[1], a[2]);
  case IN_SIGN: {
    IrType *rt = shaped(g, a[0], i32);
    if (!isf && !sgn) { /* DXC's usign: zext(x != 0) */
      IrValue *nz = ir_build_icmp(&g->b, IR_ICMP_NE, a[0], ir_const_zero(m, a[0]->type), "");
      return ir_build_cast(&g->b, IR_ZEXT, nz, rt, "");
    }
    IrType *ov = a[0]->type;
    return icall(g, "llvm.dx.sign", rt, a, 1, &ov, 1, IA_PURE);
  }
  case IN_STEP: {
    /* step(y, x) = x < y ? 0 : 1 */
    IrValue *c = ir_build_fcmp(&g->b, IR_FCMP_OLT, a[1], a[0], "");
    if (c) ((IrInst *)c)->flags |= IR_FMF_FAST;
    return ir_build_select(&g->b, c, fconst_like(g, a[0], 0.0), fconst_like(g, a[0], 1.0), "");
  }
  case IN_SMOOTHSTEP: {
    /* DXC's TranslateSmoothStep, in its order: s = saturate((x - min) /
     * (max - min)); s * (s * (3 - s * 2)) */
    IrValue *range = fsub(g, a[1], a[0]);
    IrValue *t = un(g, "llvm.dx.saturate", fdiv(g, fsub(g, a[2], a[0]), range));
    if (!t) return NULL;
    IrValue *k = fsub(g, fconst_like(g, t, 3.0), fmul(g, t, fconst_like(g, t, 2.0)));
    return fmul(g, t, fmul(g, t, k));
  }
  case IN_RCP: return fdiv(g, fconst_like(g, a[0], 1.0), a[0]);
  case IN_FMOD: {
    /* DXC's TranslateFMod: frac(|a / b|) with a's sign, times b */
    IrValue *div = fdiv(g, a[0], a[1]);
    IrValue *neg = fsub(g, fconst_like(g, div, -0.0), div);
    IrValue *ge = fcmp_fast(g, IR_FCMP_OGE, div, neg);
    IrValue *frc = un(g, "llvm.dx.frac", un(g, "llvm.fabs", div));
    IrValue *nfrc = fsub(g, fconst_like(g, div, -0.0), frc);
    IrValue *r = ge && frc ? ir_build_select(&g->b, ge, frc, nfrc, "") : NULL;
    return fmul(g, r, a[1]);
  }
  case IN_ISNAN: case IN_ISINF: case IN_ISFINITE: case IN_ISNORMAL: {
    IrType *ov = a[0]->type;
    IrType *rt = shaped(g, a[0], i1);
    if (id == IN_ISNAN || id == IN_ISINF)
      return icall(g, id == IN_ISNAN ? "llvm.dx.isnan" : "llvm.dx.isinf", rt, a, 1, &ov, 1, IA_PURE);
    /* IsFinite / IsNormal: LLVM's class tests, which op lowering maps to the
     * DXIL ops (and expands for half below DXIL 1.9) */
    IrValue *args[2] = {a[0], ir_const_i32(m, id == IN_ISFINITE ? 0x1F8 : 0x108)};
    return icall(g, "llvm.is.fpclass", rt, args, 2, &ov, 1, IA_PURE);
  }
  case IN_D3DCOLOR_TO_UBYTE4: {
    /* int4(color.zyxw * 255.001953), DXC's expansion */
    uint32_t zyxw[4] = {2, 1, 0, 3};
    IrValue *sw = ir_build_shufflevector(&g->b, a[0], ir_poison(m, a[0]->type), zyxw, 4, "");
    IrValue *sc = fmul(g, sw, fconst_like(g, sw, 255.001953));
    return ir_build_cast(&g->b, IR_FPTOSI, sc, ir_type_vector(m, i32, 4), "");
  }
  case IN_SELECT: return ir_build_select(&g->b, a[0], a[1], a[2], "");
  case IN_AND: return ir_build_binop(&g->b, IR_AND, a[0], a[1], "");
  case IN_OR: return ir_build_binop(&g->b, IR_OR, a[0], a[1], "");
  case IN_DEGREES: return fmul(g, a[0], fconst_like(g, a[0], 57.295779513082320876798154814105));
  case IN_RADIANS: return fmul(g, a[0], fconst_like(g, a[0], 0.017453292519943295769236907684886));
  case IN_FMA: return tern(g, "llvm.fma", a[0], a[1], a[2]);
  case IN_NONUNIFORM: {
    /* the marker takes an i32 index: other index types go through uint */
    IrType *t = i32;
    HType *u = hl_scalar(g->c, SK_UINT);
    bool conv = at->kind != T_SCALAR || (at->sk != SK_UINT && at->sk != SK_INT);
    IrValue *x = conv ? gen_convert(g, a[0], at, u) : a[0];
    IrValue *r = icall(g, "llvm.dx.resource.nonuniformindex", i32, &x, 1, &t, 0, IA_PURE);
    return conv && r ? gen_convert(g, r, u, e->type) : r;
  }
  case IN_ASUINT16: case IN_ASINT16: case IN_ASFLOAT16: {
    IrType *rt = gen_reg_type(g, e->type);
    if (rt == a[0]->type) return a[0];
    if (!(g->c->opt && g->c->opt->dx.target.native_16bit) && a[0] && rt && ir_type_scalar(rt)->kind == IR_TY_INT &&
        ir_type_scalar(a[0]->type)->kind == IR_TY_FLOAT) {
      /* without native 16-bit types (only literals get here: a half
       * that is a 32-bit float): the bits of the 16-bit half, extended */
      uint32_t n = lanes(a[0]);
      IrType *h = ir_type_half(m), *i16 = ir_type_int(m, 16);
      IrValue *v = ir_build_cast(&g->b, IR_FPTRUNC, a[0], n > 1 ? ir_type_vector(m, h, n) : h, "");
      v = ir_build_cast(&g->b, IR_BITCAST, v, n > 1 ? ir_type_vector(m, i16, n) : i16, "");
      if (v && v->type == rt) return v; /* min16int / min16uint results are i16 */
      return ir_build_cast(&g->b, e->intrin == IN_ASINT16 ? IR_SEXT : IR_ZEXT, v, rt, "");
    }
    return ir_build_cast(&g->b, IR_BITCAST, a[0], rt, "");
  }
  case IN_REFLECT: {
    /* i - splat(2 * dot(i, n)) * n, in DXC's order */
    IrValue *d = fdot(g, a[0], a[1]);
    if (!d) return NULL;
    d = fmul(g, ir_const_fp(m, d->type, 2.0), d);
    if (d && a[0]->type->kind == IR_TY_VECTOR) d = gen_splat(g, d, (uint32_t)a[0]->type->count);
    return fsub(g, a[0], fmul(g, d, a[1]));
  }
  case IN_FACEFORWARD: {
    /* dot(i, ng) < 0 ? n : -n */
    IrValue *d = fdot(g, a[1], a[2]);
    if (!d) return NULL;
    IrValue *c = ir_build_fcmp(&g->b, IR_FCMP_OLT, d, ir_const_fp(m, d->type, 0.0), "");
    if (c) ((IrInst *)c)->flags |= IR_FMF_FAST;
    IrValue *neg = fsub(g, fconst_like(g, a[0], -0.0), a[0]);
    return ir_build_select(&g->b, c, a[0], neg, "");
  }
  case IN_REFRACT: {
    /* d = dot(i, n); t = 1 - (1 - d*d) * (eta*eta);
     * t >= 0 ? i*eta - (eta*d + sqrt(t)) * n : 0, in DXC's order */
    IrValue *d = fdot(g, a[0], a[1]);
    IrValue *eta = a[2];
    if (!d || !eta) return NULL;
    IrValue *one = ir_const_fp(m, d->type, 1.0);
    IrValue *eta2 = fmul(g, eta, eta);
    IrValue *d2 = fsub(g, one, fmul(g, d, d));
    IrValue *t = fsub(g, one, fmul(g, d2, eta2));
    if (!t) return NULL;
    IrValue *c = ir_build_fcmp(&g->b, IR_FCMP_OGE, t, ir_const_fp(m, t->type, 0.0), "");
    if (c) ((IrInst *)c)->flags |= IR_FMF_FAST;
    uint32_t n = a[0]->type->kind == IR_TY_VECTOR ? (uint32_t)a[0]->type->count : 1;
    IrValue *etai = fmul(g, a[0], gen_splat(g, eta, n));
    IrValue *s = fadd(g, fmul(g, eta, d), un(g, "llvm.sqrt", t));
    IrValue *r = fsub(g, etai, fmul(g, gen_splat(g, s, n), a[1]));
    if (!r || !c) return NULL;
    return ir_build_select(&g->b, c, r, fconst_like(g, a[0], 0.0), "");
  }
  case IN_LDEXP:
    /* x * exp2(e) */
    return fmul(g, a[0], un(g, "llvm.exp2", a[1]));
  case IN_DDX: case IN_DDY: case IN_DDX_COARSE: case IN_DDY_COARSE: case IN_DDX_FINE:
  case IN_DDY_FINE: case IN_FWIDTH: {
    /* where derivatives may be used is checked on the ops (op lowering:
     * DXC's validator messages) */
    switch (e->intrin) {
    case IN_DDX: case IN_DDX_COARSE: return un(g, "llvm.dx.ddx.coarse", a[0]);
    case IN_DDY: case IN_DDY_COARSE: return un(g, "llvm.dx.ddy.coarse", a[0]);
    case IN_DDX_FINE: return un(g, "llvm.dx.ddx.fine", a[0]);
    case IN_DDY_FINE: return un(g, "llvm.dx.ddy.fine", a[0]);
    default: { /* fwidth: |ddx| + |ddy|, in DXC's order */
      IrValue *dx = un(g, "llvm.fabs", un(g, "llvm.dx.ddx.coarse", a[0]));
      IrValue *dy = un(g, "llvm.fabs", un(g, "llvm.dx.ddy.coarse", a[0]));
      return fadd(g, dx, dy);
    }
    }
  }
  case IN_CLIP: {
    IrValue *x = a[0];
    if (!x) return NULL;
    uint32_t n = x->type->kind == IR_TY_VECTOR ? (uint32_t)x->type->count : 1;
    IrValue *cond = NULL;
    for (uint32_t i = 0; i < n; i++) {
      IrValue *el = n == 1 ? x : gen_extract(g, x, i);
      IrValue *c1 = ir_build_fcmp(&g->b, IR_FCMP_OLT, el, ir_const_fp(m, el->type, 0.0), "");
      if (c1) ((IrInst *)c1)->flags |= IR_FMF_FAST;
      cond = cond ? ir_build_binop(&g->b, IR_OR, cond, c1, "") : c1;
    }
    IrType *i1 = ir_type_int(m, 1);
    IrFunc *fd = gen_intrinsic(g, "llvm.dx.discard", ir_type_void(m), &i1, 1, IA_WRITE);
    if (fd && cond) ir_build_call(&g->b, fd, &cond, 1, "");
    return NULL;
  }
  default:
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "intrinsic '%s' is not supported yet", e->name);
    return NULL;
  }
}
