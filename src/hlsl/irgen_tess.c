/* irgen_tess.c - the hull shader tess factor helpers
 * Process{2DQuad,Quad,Tri}TessFactors{Avg,Max,Min} and
 * ProcessIsolineTessFactors, expanded inline as DXC's HLOperationLower
 * does (TranslateProcessTessFactors), for the entry's [partitioning]:
 *   - clamp: max/min to the partitioning's range (integer and pow2 1..64,
 *     fractional_odd 1..63, fractional_even 2..64);
 *   - round up: integer ceil; pow2 the next power of two, computed on the
 *     value converted with fptoui as DXC does; fractional modes as is;
 *   - edge factors: clamped and rounded; inside factors: the edge factors
 *     (at least 1) combined (average, max or min; 2D quads per axis),
 *     times the inside scale clamped to 0..1, clamped and rounded;
 *     fractional_odd falls back to the average below 3.
 * ProcessIsolineTessFactors clamps and rounds the detail factor for both
 * results (DXC reads the raw detail factor twice). FMax/FMin are
 * llvm.maxnum/minnum, ceil llvm.ceil. */
#include "irgen.h"
#include "sig.h"

/* Up to four float components. */
typedef struct TVec {
  IrValue *v[4];          /* the components */
  uint32_t n;             /* how many */
} TVec;

/* DXIL TessellatorPartitioning. */
enum { TP_INTEGER = 1, TP_POW2 = 2, TP_FRACTIONAL_ODD = 3, TP_FRACTIONAL_EVEN = 4 };

/* How the factors are combined. */
typedef enum { TF_AVG, TF_MAX, TF_MIN } TfOp;

static IrValue *fast(IrValue *v) {
  if (v && v->kind == IR_V_INST) ((IrInst *)v)->flags |= IR_FMF_FAST;
  return v;
}

static IrValue *fc(Gen *g, double x) { return ir_const_fp(g->m, ir_type_float(g->m), x); }

static IrValue *fcall2(Gen *g, const char *name, IrValue *a, IrValue *b) {
  IrType *f = ir_type_float(g->m);
  IrType *ps[2] = {f, f};
  IrFunc *fn = gen_intrinsic(g, name, f, ps, 2, IA_PURE);
  if (!fn || !a || !b) return NULL;
  IrValue *args[2] = {a, b};
  return fast(ir_build_call(&g->b, fn, args, 2, ""));
}

static IrValue *fmax_(Gen *g, IrValue *a, IrValue *b) { return fcall2(g, "llvm.maxnum.f32", a, b); }
static IrValue *fmin_(Gen *g, IrValue *a, IrValue *b) { return fcall2(g, "llvm.minnum.f32", a, b); }

static IrValue *fbin(Gen *g, IrOpcode op, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  return fast(ir_build_binop(&g->b, op, a, b, ""));
}

/* Partitioning-specific clamping (ClampTessFactor). */
static TVec clamp_tf(Gen *g, TVec x, uint32_t part) {
  double lo = part == TP_FRACTIONAL_EVEN ? 2.0 : 1.0, hi = part == TP_FRACTIONAL_ODD ? 63.0 : 64.0;
  /* DXC clamps the vector: every max, then every min */
  for (uint32_t k = 0; k < x.n; k++) x.v[k] = fmax_(g, x.v[k], fc(g, lo));
  for (uint32_t k = 0; k < x.n; k++) x.v[k] = fmin_(g, x.v[k], fc(g, hi));
  return x;
}

/* Round up for integer / pow2 partitioning (RoundUpTessFactor). */
static TVec round_tf(Gen *g, TVec x, uint32_t part) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m);
  for (uint32_t k = 0; k < x.n && x.v[k]; k++) {
    if (part == TP_INTEGER) {
      IrFunc *fn = gen_intrinsic(g, "llvm.ceil.f32", f32, &f32, 1, IA_PURE);
      x.v[k] = fn ? fast(ir_build_call(&g->b, fn, &x.v[k], 1, "")) : NULL;
    } else if (part == TP_POW2) {
      IrValue *u = ir_build_cast(&g->b, IR_FPTOUI, x.v[k], i32, "");
      IrValue *man = ir_build_binop(&g->b, IR_AND, u, ir_const_i32(m, 0x007fffff), "");
      IrValue *ex = ir_build_binop(&g->b, IR_AND, u, ir_const_i32(m, 0x7f800000), "");
      IrValue *nex = ir_build_binop(&g->b, IR_ADD, ex, ir_const_i32(m, 0x00800000), "");
      IrValue *z = ir_build_icmp(&g->b, IR_ICMP_EQ, man, ir_const_i32(m, 0), "");
      IrValue *sel = ir_build_select(&g->b, z, nex, ex, "");
      x.v[k] = ir_build_cast(&g->b, IR_UITOFP, sel, f32, "");
    }
  }
  return x;
}

/* Combine the factors (Apply{Tri,Quad,2DQuad}TessFactorOp): kind 0 2D
 * quad (two results), 1 quad, 2 tri. */
static TVec combine(Gen *g, TVec c, uint32_t kind, TfOp op) {
  TVec r = {{0}, 1};
  IrValue **v = c.v;
  if (kind == 2) {
    if (op != TF_AVG) {
      IrValue *t = op == TF_MAX ? fmax_(g, v[0], v[1]) : fmin_(g, v[0], v[1]);
      r.v[0] = op == TF_MAX ? fmax_(g, t, v[2]) : fmin_(g, t, v[2]);
    } else {
      r.v[0] = fbin(g, IR_FMUL, fbin(g, IR_FADD, fbin(g, IR_FADD, v[0], v[1]), v[2]),
                    fc(g, 1.0 / 3.0));
    }
    return r;
  }
  IrValue *t0, *t1;
  if (op != TF_AVG) {
    t0 = op == TF_MAX ? fmax_(g, v[0], v[1]) : fmin_(g, v[0], v[1]);
    t1 = op == TF_MAX ? fmax_(g, v[2], v[3]) : fmin_(g, v[2], v[3]);
  } else {
    t0 = fbin(g, IR_FADD, v[0], v[1]);
    t1 = fbin(g, IR_FADD, v[2], v[3]);
  }
  if (kind == 0) { /* per axis */
    r.n = 2;
    r.v[0] = op == TF_AVG ? fbin(g, IR_FMUL, t0, fc(g, 0.5)) : t0;
    r.v[1] = op == TF_AVG ? fbin(g, IR_FMUL, t1, fc(g, 0.5)) : t1;
    return r;
  }
  if (op != TF_AVG) r.v[0] = op == TF_MAX ? fmax_(g, t0, t1) : fmin_(g, t0, t1);
  else r.v[0] = fbin(g, IR_FMUL, fbin(g, IR_FADD, t0, t1), fc(g, 0.25));
  return r;
}

static IrValue *olt3(Gen *g, IrValue *x) {
  return x ? ir_build_fcmp(&g->b, IR_FCMP_OLT, x, fc(g, 3.0), "") : NULL;
}

static IrValue *sel(Gen *g, IrValue *c, IrValue *a, IrValue *b) {
  return c && a && b ? ir_build_select(&g->b, c, a, b, "") : NULL;
}

/* The components of an rvalue of n floats. */
static TVec read_arg(Gen *g, Expr *a, uint32_t n) {
  TVec r = {{0}, n};
  IrValue *v = gen_rvalue(g, a);
  for (uint32_t k = 0; k < n && v; k++) r.v[k] = n == 1 ? v : gen_extract(g, v, k);
  return r;
}

/* Store x (its first component splat when the parameter is wider, as DXC
 * does for a quad's inside factors) into out parameter a of n floats. */
static void write_arg(Gen *g, Expr *a, TVec x, uint32_t n) {
  IrModule *m = g->m;
  IrValue *v;
  for (uint32_t k = 0; k < x.n; k++)
    if (!x.v[k]) return;
  if (n == 1) {
    v = x.v[0];
  } else {
    v = ir_poison(m, ir_type_vector(m, ir_type_float(m), n));
    for (uint32_t k = 0; k < n && v; k++)
      v = ir_build_insertelement(&g->b, v, x.v[x.n == n ? k : 0], ir_const_i32(m, k), "");
  }
  HType *ft = n == 1 ? hl_scalar(g->c, SK_FLOAT) : hl_vector(g->c, SK_FLOAT, n);
  LValue lv = gen_lvalue(g, a);
  gen_store(g, &lv, gen_convert(g, v, ft, a->type));
}

IrValue *gen_tess_factors(Gen *g, Expr *e) {
  const HlEntrySig *sig = g->c->entry_sig;
  uint32_t part = sig ? sig->ts_partitioning : 0;
  if (!part) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "'%s' is only available in hull shaders", e->name);
    return NULL;
  }
  g->b.loc = hl_expr_loc(e);
  if (e->intrin == IN_PROCESS_ISOLINE) {
    TVec d = read_arg(g, e->args[0], 1);
    read_arg(g, e->args[1], 1); /* evaluated; DXC uses the detail factor twice */
    TVec init = {{d.v[0], d.v[0]}, 2};
    TVec r = round_tf(g, clamp_tf(g, init, part), part);
    TVec x = {{r.v[0]}, 1}, y = {{r.v[1]}, 1};
    write_arg(g, e->args[2], x, 1);
    write_arg(g, e->args[3], y, 1);
    return NULL;
  }
  uint32_t k = (uint32_t)(e->intrin - IN_PROCESS_2DQUAD_AVG);
  uint32_t kind = k / 3; /* 0 2D quad, 1 quad, 2 tri */
  TfOp op = k % 3 == 0 ? TF_AVG : k % 3 == 1 ? TF_MAX : TF_MIN;
  uint32_t ne = kind == 2 ? 3 : 4, ns = kind == 0 ? 2 : 1, ni = kind == 2 ? 1 : 2;
  TVec raw = read_arg(g, e->args[0], ne);
  TVec scale = read_arg(g, e->args[1], ns);
  /* the inside scale, clamped to 0..1 */
  for (uint32_t q = 0; q < ns; q++) scale.v[q] = fmax_(g, scale.v[q], fc(g, 0.0));
  for (uint32_t q = 0; q < ns; q++) scale.v[q] = fmin_(g, scale.v[q], fc(g, 1.0));
  TVec rounded = round_tf(g, clamp_tf(g, raw, part), part);
  write_arg(g, e->args[2], rounded, ne);
  TVec clean = raw; /* at least 1 */
  for (uint32_t q = 0; q < ne; q++) clean.v[q] = fmax_(g, raw.v[q], fc(g, 1.0));
  TVec f = combine(g, clean, kind, op);
  TVec scaled = f;
  for (uint32_t q = 0; q < f.n; q++) scaled.v[q] = fbin(g, IR_FMUL, f.v[q], scale.v[q < ns ? q : 0]);
  TVec clampedI = clamp_tf(g, scaled, part);
  TVec finalI = round_tf(g, clampedI, part);
  if (part == TP_FRACTIONAL_ODD) {
    /* below 3, the (clamped, rounded) average of the factors */
    TVec avg = combine(g, clean, kind, op == TF_MAX ? TF_MAX : TF_AVG);
    TVec ca = clamp_tf(g, avg, part);
    for (uint32_t q = 0; q < ca.n; q++) ca.v[q] = fmin_(g, ca.v[q], fc(g, 3.0));
    TVec ra = round_tf(g, ca, part);
    for (uint32_t q = 0; q < finalI.n; q++) {
      IrValue *lt = olt3(g, finalI.v[q]);
      uint32_t a = q < ca.n ? q : 0;
      clampedI.v[q] = sel(g, lt, ca.v[a], clampedI.v[q]);
      finalI.v[q] = sel(g, lt, ra.v[a], finalI.v[q]);
    }
    if (kind == 0) { /* ResolveQuadAxes */
      TVec three = {{fc(g, 3.0)}, 1};
      TVec min_y = round_tf(g, three, part);
      IrValue *opt_x = fmin_(g, fmax_(g, clampedI.v[0], clampedI.v[1]), fc(g, 3.0));
      IrValue *opt_y = fmin_(g, fmax_(g, finalI.v[0], finalI.v[1]), min_y.v[0]);
      for (uint32_t q = 0; q < 2; q++) {
        IrValue *lt = olt3(g, clampedI.v[q]);
        clampedI.v[q] = sel(g, lt, opt_x, clampedI.v[q]);
        finalI.v[q] = sel(g, lt, opt_y, finalI.v[q]);
      }
    }
  }
  write_arg(g, e->args[3], finalI, ni);
  write_arg(g, e->args[4], clampedI, ni);
  return NULL;
}
