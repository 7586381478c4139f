/* sema_intrin.c - HLSL intrinsic functions and resource methods: argument
 * checking, overload "templates" (elementwise T -> T, T,T -> T, ...) and
 * result types. Code generation for them is in irgen_intrin.c.
 *
 * Elementwise intrinsics take scalars or vectors; their arguments are
 * unified under the usual arithmetic conversions (so max(f4, 0) splats the
 * literal), float-only ones turn integer arguments into float, and literal
 * arguments become int / float.
 */
#include "sema_res.h"

#include <math.h>
#include <string.h>

typedef enum IntrinClass {
  C_F1,        /* float T -> T */
  C_N1,        /* numeric T -> T */
  C_N2,        /* numeric T, T -> T */
  C_F2,        /* float T, T -> T */
  C_N3,        /* numeric T, T, T -> T */
  C_F3,        /* float T, T, T -> T */
  C_DOT,       /* numeric vec, vec -> scalar */
  C_CROSS,     /* float3, float3 -> float3 */
  C_LENGTH,    /* float T -> scalar */
  C_DISTANCE,  /* float T, T -> scalar */
  C_AS,        /* bit casts */
  C_BITS,      /* integer bit operations */
  C_F32TOF16,  /* float T -> uint T */
  C_F16TOF32,  /* uint T -> float T */
  C_ANYALL,    /* T -> bool */
  C_SIGN,      /* T -> int T */
  C_ISX,       /* float T -> bool T */
  C_D3DCOLOR,  /* float4 -> int4 (D3DCOLORtoUBYTE4) */
  C_SELECT,    /* bool T, T, T -> T */
  C_ANDOR,     /* bool T, bool T -> bool T */
  C_VOID0,     /* () -> void */
  C_NONUNIFORM,/* uint -> uint */
  C_INTERLOCKED,
  C_AS16,      /* 16-bit bit casts (asuint16/asint16/asfloat16) */
  C_REFLECT,   /* float T, T -> T, and refract's scalar eta / faceforward's third T */
  C_WAVE0,     /* () -> uint / bool */
  C_WAVE_PRED, /* bool -> bool / uint / uint4 */
  C_WAVE_N,    /* numeric T -> T */
  C_WAVE_BITS, /* uint T -> T */
  C_WAVE_LANE, /* T, uint -> T */
  C_WAVE_EQ,   /* T -> bool T */
  C_CLIP,      /* float T -> void (discards when a component is negative) */
  C_MESH_COUNTS,   /* uint, uint -> void (SetMeshOutputCounts) */
  C_DISPATCH_MESH, /* uint, uint, uint, struct lvalue -> void (DispatchMesh) */
  C_WAVE_MATCH,    /* numeric T -> uint4 (WaveMatch) */
  C_WAVE_MULTI,    /* numeric T, uint4 mask -> T (WaveMultiPrefix*) */
  C_WAVE_MULTI_COUNT, /* bool, uint4 mask -> uint (WaveMultiPrefixCountBits) */
  C_TESS_FACTORS,  /* Process*TessFactors*: float inputs, float out parameters -> void */
} IntrinClass;

typedef struct IntrinInfo {
  const char *name;   /* HLSL spelling */
  IntrinId id;
  IntrinClass cls;
  uint8_t min_args, max_args;
} IntrinInfo;

static const IntrinInfo intrins[] = {
  {"abs", IN_ABS, C_N1, 1, 1}, {"min", IN_MIN, C_N2, 2, 2}, {"max", IN_MAX, C_N2, 2, 2},
  {"clamp", IN_CLAMP, C_N3, 3, 3}, {"saturate", IN_SATURATE, C_F1, 1, 1},
  {"sqrt", IN_SQRT, C_F1, 1, 1}, {"rsqrt", IN_RSQRT, C_F1, 1, 1}, {"dot", IN_DOT, C_DOT, 2, 2},
  {"cross", IN_CROSS, C_CROSS, 2, 2}, {"length", IN_LENGTH, C_LENGTH, 1, 1},
  {"distance", IN_DISTANCE, C_DISTANCE, 2, 2}, {"normalize", IN_NORMALIZE, C_F1, 1, 1},
  {"lerp", IN_LERP, C_F3, 3, 3}, {"floor", IN_FLOOR, C_F1, 1, 1}, {"ceil", IN_CEIL, C_F1, 1, 1},
  {"frac", IN_FRAC, C_F1, 1, 1}, {"exp", IN_EXP, C_F1, 1, 1}, {"exp2", IN_EXP2, C_F1, 1, 1},
  {"log", IN_LOG, C_F1, 1, 1}, {"log2", IN_LOG2, C_F1, 1, 1}, {"log10", IN_LOG10, C_F1, 1, 1},
  {"pow", IN_POW, C_F2, 2, 2}, {"sin", IN_SIN, C_F1, 1, 1}, {"cos", IN_COS, C_F1, 1, 1},
  {"tan", IN_TAN, C_F1, 1, 1}, {"asin", IN_ASIN, C_F1, 1, 1}, {"acos", IN_ACOS, C_F1, 1, 1},
  {"atan", IN_ATAN, C_F1, 1, 1}, {"atan2", IN_ATAN2, C_F2, 2, 2}, {"sinh", IN_SINH, C_F1, 1, 1},
  {"cosh", IN_COSH, C_F1, 1, 1}, {"tanh", IN_TANH, C_F1, 1, 1},
  {"asuint", IN_ASUINT, C_AS, 1, 1}, {"asint", IN_ASINT, C_AS, 1, 1},
  {"asfloat", IN_ASFLOAT, C_AS, 1, 1}, {"countbits", IN_COUNTBITS, C_BITS, 1, 1},
  {"firstbithigh", IN_FIRSTBITHIGH, C_BITS, 1, 1}, {"firstbitlow", IN_FIRSTBITLOW, C_BITS, 1, 1},
  {"reversebits", IN_REVERSEBITS, C_BITS, 1, 1}, {"f32tof16", IN_F32TOF16, C_F32TOF16, 1, 1},
  {"f16tof32", IN_F16TOF32, C_F16TOF32, 1, 1}, {"any", IN_ANY, C_ANYALL, 1, 1},
  {"all", IN_ALL, C_ANYALL, 1, 1}, {"mad", IN_MAD, C_N3, 3, 3}, {"sign", IN_SIGN, C_SIGN, 1, 1},
  {"step", IN_STEP, C_F2, 2, 2}, {"smoothstep", IN_SMOOTHSTEP, C_F3, 3, 3},
  {"round", IN_ROUND, C_F1, 1, 1}, {"trunc", IN_TRUNC, C_F1, 1, 1}, {"rcp", IN_RCP, C_F1, 1, 1},
  {"fmod", IN_FMOD, C_F2, 2, 2}, {"isnan", IN_ISNAN, C_ISX, 1, 1}, {"isinf", IN_ISINF, C_ISX, 1, 1},
  {"isfinite", IN_ISFINITE, C_ISX, 1, 1}, {"isnormal", IN_ISNORMAL, C_ISX, 1, 1},
  {"D3DCOLORtoUBYTE4", IN_D3DCOLOR_TO_UBYTE4, C_D3DCOLOR, 1, 1}, {"select", IN_SELECT, C_SELECT, 3, 3},
  {"and", IN_AND, C_ANDOR, 2, 2}, {"or", IN_OR, C_ANDOR, 2, 2},
  {"degrees", IN_DEGREES, C_F1, 1, 1}, {"radians", IN_RADIANS, C_F1, 1, 1},
  {"fma", IN_FMA, C_F3, 3, 3}, {"ddx", IN_DDX, C_F1, 1, 1}, {"ddy", IN_DDY, C_F1, 1, 1},
  {"GroupMemoryBarrier", IN_GROUP_BARRIER, C_VOID0, 0, 0},
  {"GroupMemoryBarrierWithGroupSync", IN_GROUP_BARRIER_SYNC, C_VOID0, 0, 0},
  {"DeviceMemoryBarrier", IN_DEVICE_BARRIER, C_VOID0, 0, 0},
  {"DeviceMemoryBarrierWithGroupSync", IN_DEVICE_BARRIER_SYNC, C_VOID0, 0, 0},
  {"AllMemoryBarrier", IN_ALL_BARRIER, C_VOID0, 0, 0},
  {"AllMemoryBarrierWithGroupSync", IN_ALL_BARRIER_SYNC, C_VOID0, 0, 0},
  {"NonUniformResourceIndex", IN_NONUNIFORM, C_NONUNIFORM, 1, 1},
  {"InterlockedAdd", IN_INTERLOCKED_ADD, C_INTERLOCKED, 2, 3},
  {"InterlockedAnd", IN_INTERLOCKED_AND, C_INTERLOCKED, 2, 3},
  {"InterlockedOr", IN_INTERLOCKED_OR, C_INTERLOCKED, 2, 3},
  {"InterlockedXor", IN_INTERLOCKED_XOR, C_INTERLOCKED, 2, 3},
  {"InterlockedMin", IN_INTERLOCKED_MIN, C_INTERLOCKED, 2, 3},
  {"InterlockedMax", IN_INTERLOCKED_MAX, C_INTERLOCKED, 2, 3},
  {"InterlockedExchange", IN_INTERLOCKED_EXCHANGE, C_INTERLOCKED, 3, 3},
  {"InterlockedCompareExchange", IN_INTERLOCKED_CMP_EXCHANGE, C_INTERLOCKED, 4, 4},
  {"InterlockedCompareStore", IN_INTERLOCKED_CMP_STORE, C_INTERLOCKED, 3, 3},
  {"InterlockedCompareExchangeFloatBitwise", IN_INTERLOCKED_CMP_EXCHANGE, C_INTERLOCKED, 4, 4},
  {"InterlockedCompareStoreFloatBitwise", IN_INTERLOCKED_CMP_STORE, C_INTERLOCKED, 3, 3},
  {"asuint16", IN_ASUINT16, C_AS16, 1, 1}, {"asint16", IN_ASINT16, C_AS16, 1, 1},
  {"asfloat16", IN_ASFLOAT16, C_AS16, 1, 1}, {"reflect", IN_REFLECT, C_REFLECT, 2, 2},
  {"refract", IN_REFRACT, C_REFLECT, 3, 3}, {"faceforward", IN_FACEFORWARD, C_REFLECT, 3, 3},
  {"ldexp", IN_LDEXP, C_F2, 2, 2},
  {"WaveGetLaneIndex", IN_WAVE_LANE_INDEX, C_WAVE0, 0, 0},
  {"WaveGetLaneCount", IN_WAVE_LANE_COUNT, C_WAVE0, 0, 0},
  {"WaveIsFirstLane", IN_WAVE_IS_FIRST_LANE, C_WAVE0, 0, 0},
  {"WaveActiveAnyTrue", IN_WAVE_ANY_TRUE, C_WAVE_PRED, 1, 1},
  {"WaveActiveAllTrue", IN_WAVE_ALL_TRUE, C_WAVE_PRED, 1, 1},
  {"WaveActiveBallot", IN_WAVE_BALLOT, C_WAVE_PRED, 1, 1},
  {"WaveActiveCountBits", IN_WAVE_COUNT_BITS, C_WAVE_PRED, 1, 1},
  {"WavePrefixCountBits", IN_WAVE_PREFIX_COUNT_BITS, C_WAVE_PRED, 1, 1},
  {"WaveActiveSum", IN_WAVE_SUM, C_WAVE_N, 1, 1},
  {"WaveActiveProduct", IN_WAVE_PRODUCT, C_WAVE_N, 1, 1},
  {"WaveActiveMin", IN_WAVE_MIN, C_WAVE_N, 1, 1},
  {"WaveActiveMax", IN_WAVE_MAX, C_WAVE_N, 1, 1},
  {"WaveActiveBitAnd", IN_WAVE_BIT_AND, C_WAVE_BITS, 1, 1},
  {"WaveActiveBitOr", IN_WAVE_BIT_OR, C_WAVE_BITS, 1, 1},
  {"WaveActiveBitXor", IN_WAVE_BIT_XOR, C_WAVE_BITS, 1, 1},
  {"WavePrefixSum", IN_WAVE_PREFIX_SUM, C_WAVE_N, 1, 1},
  {"WavePrefixProduct", IN_WAVE_PREFIX_PRODUCT, C_WAVE_N, 1, 1},
  {"WaveReadLaneAt", IN_WAVE_READ_LANE_AT, C_WAVE_LANE, 2, 2},
  {"WaveReadLaneFirst", IN_WAVE_READ_LANE_FIRST, C_WAVE_N, 1, 1},
  {"WaveActiveAllEqual", IN_WAVE_ALL_EQUAL, C_WAVE_EQ, 1, 1},
  {"QuadReadAcrossX", IN_QUAD_READ_X, C_WAVE_N, 1, 1},
  {"QuadReadAcrossY", IN_QUAD_READ_Y, C_WAVE_N, 1, 1},
  {"QuadReadAcrossDiagonal", IN_QUAD_READ_DIAG, C_WAVE_N, 1, 1},
  {"QuadReadLaneAt", IN_QUAD_READ_LANE_AT, C_WAVE_LANE, 2, 2},
  {"QuadAny", IN_QUAD_ANY, C_WAVE_PRED, 1, 1}, {"QuadAll", IN_QUAD_ALL, C_WAVE_PRED, 1, 1},
  {"ddx_coarse", IN_DDX_COARSE, C_F1, 1, 1}, {"ddy_coarse", IN_DDY_COARSE, C_F1, 1, 1},
  {"ddx_fine", IN_DDX_FINE, C_F1, 1, 1}, {"ddy_fine", IN_DDY_FINE, C_F1, 1, 1},
  {"fwidth", IN_FWIDTH, C_F1, 1, 1}, {"clip", IN_CLIP, C_CLIP, 1, 1},
  {"SetMeshOutputCounts", IN_SET_MESH_OUTPUT_COUNTS, C_MESH_COUNTS, 2, 2},
  {"DispatchMesh", IN_DISPATCH_MESH, C_DISPATCH_MESH, 4, 4},
  {"WaveMatch", IN_WAVE_MATCH, C_WAVE_MATCH, 1, 1},
  {"WaveMultiPrefixBitAnd", IN_WAVE_MULTI_PREFIX_BIT_AND, C_WAVE_MULTI, 2, 2},
  {"WaveMultiPrefixBitOr", IN_WAVE_MULTI_PREFIX_BIT_OR, C_WAVE_MULTI, 2, 2},
  {"WaveMultiPrefixBitXor", IN_WAVE_MULTI_PREFIX_BIT_XOR, C_WAVE_MULTI, 2, 2},
  {"WaveMultiPrefixCountBits", IN_WAVE_MULTI_PREFIX_COUNT_BITS, C_WAVE_MULTI_COUNT, 2, 2},
  {"WaveMultiPrefixProduct", IN_WAVE_MULTI_PREFIX_PRODUCT, C_WAVE_MULTI, 2, 2},
  {"WaveMultiPrefixSum", IN_WAVE_MULTI_PREFIX_SUM, C_WAVE_MULTI, 2, 2},
  {"Process2DQuadTessFactorsAvg", IN_PROCESS_2DQUAD_AVG, C_TESS_FACTORS, 5, 5},
  {"Process2DQuadTessFactorsMax", IN_PROCESS_2DQUAD_MAX, C_TESS_FACTORS, 5, 5},
  {"Process2DQuadTessFactorsMin", IN_PROCESS_2DQUAD_MIN, C_TESS_FACTORS, 5, 5},
  {"ProcessQuadTessFactorsAvg", IN_PROCESS_QUAD_AVG, C_TESS_FACTORS, 5, 5},
  {"ProcessQuadTessFactorsMax", IN_PROCESS_QUAD_MAX, C_TESS_FACTORS, 5, 5},
  {"ProcessQuadTessFactorsMin", IN_PROCESS_QUAD_MIN, C_TESS_FACTORS, 5, 5},
  {"ProcessTriTessFactorsAvg", IN_PROCESS_TRI_AVG, C_TESS_FACTORS, 5, 5},
  {"ProcessTriTessFactorsMax", IN_PROCESS_TRI_MAX, C_TESS_FACTORS, 5, 5},
  {"ProcessTriTessFactorsMin", IN_PROCESS_TRI_MIN, C_TESS_FACTORS, 5, 5},
  {"ProcessIsolineTessFactors", IN_PROCESS_ISOLINE, C_TESS_FACTORS, 4, 4},
};

static const IntrinInfo *find_intrin(const char *name) {
  for (size_t i = 0; i < sizeof(intrins) / sizeof(intrins[0]); i++)
    if (!strcmp(intrins[i].name, name)) return &intrins[i];
  return NULL;
}

bool sema_is_intrinsic_name(const char *name) {
  return find_intrin(name) != NULL || sema_is_mat_intrinsic(name) || sema_is_rt_intrinsic(name);
}

const char *sema_intrin_name(int id) {
  for (size_t i = 0; i < sizeof(intrins) / sizeof(intrins[0]); i++)
    if ((int)intrins[i].id == id) return intrins[i].name;
  switch (id) {
  case IN_M_LOAD: return "Load";
  case IN_M_STORE: return "Store";
  case IN_M_GETDIMENSIONS: return "GetDimensions";
  case IN_M_INCCOUNTER: return "IncrementCounter";
  case IN_M_DECCOUNTER: return "DecrementCounter";
  case IN_M_APPEND: return "Append";
  case IN_M_CONSUME: return "Consume";
  default: return "?";
  }
}

static bool bad_arg(HlslCtx *c, Expr *e, Expr *a, const char *what) {
  hl_error(c, SE_CALL, a->loc, "no matching function for call to '%s': %s (have '%s')", e->name, what,
           hl_type_name(c, a->type));
  return false;
}

/* Unify the argument types: common kind and shape. Matrices only where the
 * intrinsic works element by element (mat_ok): a matrix value is a vector
 * in the IR (irgen_mat.c), so those lower like vectors. */
static HType *unify_args_m(HlslCtx *c, Expr *e, uint32_t n, bool mat_ok) {
  HType *t = NULL;
  for (uint32_t i = 0; i < n; i++) {
    HType *at = e->args[i]->type;
    if (!hl_is_numeric(at) || (at->kind == T_MATRIX && !mat_ok)) {
      if (at->kind == T_MATRIX)
        hl_error(c, SE_UNSUPPORTED, e->args[i]->loc, "matrix arguments to '%s' are not supported yet",
                 e->name);
      else
        bad_arg(c, e, e->args[i], "expected a scalar or vector argument");
      return NULL;
    }
    if (!t) t = at;
    else t = sema_arith_common(c, t, at, e->loc, true);
    if (!t) return NULL;
  }
  return t;
}

static HType *unify_args(HlslCtx *c, Expr *e, uint32_t n) { return unify_args_m(c, e, n, false); }

/* Intrinsics DXC's code generation evaluates on immediate arguments
 * (CGHLSLMSFinishCodeGen.cpp TryEvalIntrinsic; irgen_consteval.c). */
static bool dxc_evaluates(int id) {
  switch (id) {
  case IN_TAN: case IN_TANH: case IN_SIN: case IN_SINH: case IN_COS: case IN_COSH:
  case IN_ASIN: case IN_ACOS: case IN_ATAN: case IN_ATAN2: case IN_SQRT: case IN_RSQRT:
  case IN_EXP: case IN_EXP2: case IN_LOG: case IN_LOG10: case IN_LOG2: case IN_POW:
  case IN_MAX: case IN_MIN: case IN_RCP: case IN_CEIL: case IN_FLOOR: case IN_ROUND:
  case IN_TRUNC: case IN_FRAC: case IN_CLAMP:
    return true;
  default:
    return false;
  }
}

static float round_even_f(float x) {
  float r = floorf(x), d = x - r;
  if (d > 0.5f || (d == 0.5f && fmodf(r, 2.0f) != 0.0f)) r += 1.0f;
  return r == 0.0f ? copysignf(0.0f, x) : r;
}

static double round_even_d(double x) {
  double r = floor(x), d = x - r;
  if (d > 0.5 || (d == 0.5 && fmod(r, 2.0) != 0.0)) r += 1.0;
  return r == 0.0 ? copysign(0.0, x) : r;
}

/* One lane of DXC's front-end evaluation (CGHLSLMSFinishCodeGen.cpp
 * TryEvalIntrinsic), in float or double as its lambdas compute it (the float
 * versions may promote inside, e.g. 1.0 / sqrtf(v), v - floor(v)). Used for
 * all-literal calls here (double) and immediate arguments in
 * irgen_consteval.c. */
bool sema_eval_intrin_fp(int id, bool dbl, double x, double y, double z, double *out) {
  if (dbl) {
    switch (id) {
    case IN_TAN: *out = tan(x); return true;
    case IN_TANH: *out = tanh(x); return true;
    case IN_SIN: *out = sin(x); return true;
    case IN_SINH: *out = sinh(x); return true;
    case IN_COS: *out = cos(x); return true;
    case IN_COSH: *out = cosh(x); return true;
    case IN_ASIN: *out = asin(x); return true;
    case IN_ACOS: *out = acos(x); return true;
    case IN_ATAN: *out = atan(x); return true;
    case IN_ATAN2: *out = atan2(x, y); return true;
    case IN_SQRT: *out = sqrt(x); return true;
    case IN_RSQRT: *out = 1.0 / sqrt(x); return true;
    case IN_EXP: *out = exp(x); return true;
    case IN_EXP2: *out = exp2(x); return true;
    case IN_LOG: *out = log(x); return true;
    case IN_LOG10: *out = log10(x); return true;
    case IN_LOG2: *out = log2(x); return true;
    case IN_POW: *out = pow(x, y); return true;
    case IN_MAX: *out = x > y ? x : y; return true;
    case IN_MIN: *out = x < y ? x : y; return true;
    case IN_RCP: *out = 1.0 / x; return true;
    case IN_CEIL: *out = ceil(x); return true;
    case IN_FLOOR: *out = floor(x); return true;
    case IN_ROUND: *out = round_even_d(x); return true;
    case IN_TRUNC: *out = trunc(x); return true;
    case IN_FRAC: *out = x - floor(x); return true;
    case IN_CLAMP: *out = x < y ? y : x > z ? z : x; return true;
    default: return false;
    }
  }
  float f = (float)x, fy = (float)y, fz = (float)z, r;
  switch (id) {
  case IN_TAN: r = tanf(f); break;
  case IN_TANH: r = tanhf(f); break;
  case IN_SIN: r = sinf(f); break;
  case IN_SINH: r = sinhf(f); break;
  case IN_COS: r = cosf(f); break;
  case IN_COSH: r = coshf(f); break;
  case IN_ASIN: r = asinf(f); break;
  case IN_ACOS: r = acosf(f); break;
  case IN_ATAN: r = atanf(f); break;
  case IN_ATAN2: r = atan2f(f, fy); break;
  case IN_SQRT: r = sqrtf(f); break;
  case IN_RSQRT: r = (float)(1.0 / sqrtf(f)); break;
  case IN_EXP: r = expf(f); break;
  case IN_EXP2: r = exp2f(f); break;
  case IN_LOG: r = logf(f); break;
  case IN_LOG10: r = log10f(f); break;
  case IN_LOG2: r = log2f(f); break;
  case IN_POW: r = powf(f, fy); break;
  case IN_MAX: r = f > fy ? f : fy; break;
  case IN_MIN: r = f < fy ? f : fy; break;
  case IN_RCP: r = (float)(1.0 / f); break;
  case IN_CEIL: r = ceilf(f); break;
  case IN_FLOOR: r = floorf(f); break;
  case IN_ROUND: r = round_even_f(f); break;
  case IN_TRUNC: r = truncf(f); break;
  case IN_FRAC: r = (float)((double)f - floor((double)f)); break;
  case IN_CLAMP: r = f < fy ? fy : f > fz ? fz : f; break;
  default: return false;
  }
  *out = r;
  return true;
}

/* One lane of an integer evaluation: max/min (signed or not) and clamp
 * (signed only: DXC's uclamp is not evaluated). */
bool sema_eval_intrin_int(int id, bool sgn, int64_t x, int64_t y, int64_t z, uint64_t mask, uint64_t *out) {
  uint64_t ux = (uint64_t)x & mask, uy = (uint64_t)y & mask;
  switch (id) {
  case IN_MAX: *out = sgn ? (uint64_t)(x > y ? x : y) : (ux > uy ? ux : uy); break;
  case IN_MIN: *out = sgn ? (uint64_t)(x < y ? x : y) : (ux < uy ? ux : uy); break;
  case IN_CLAMP:
    if (!sgn) return false;
    *out = (uint64_t)(x < y ? y : x > z ? z : x);
    break;
  default: return false;
  }
  *out &= mask;
  return true;
}

/* One component of a literal evaluation: in double, 64-bit signed for
 * integers (DXC keeps an all-literal call literal and evaluates it at that
 * width). */
static bool lit_eval(int id, bool fp, const ConstVal *const *v, uint32_t n, uint32_t i, ConstVal *out) {
  double x[3] = {0, 0, 0};
  int64_t k[3] = {0, 0, 0};
  for (uint32_t j = 0; j < n; j++) {
    const ConstVal *a = v[j];
    uint32_t ai = a->n == 1 ? 0 : i;
    bool af = a->sk == SK_LIT_FLOAT;
    x[j] = af ? a->c[ai].f : (double)(int64_t)a->c[ai].u;
    k[j] = af ? (int64_t)a->c[ai].f : (int64_t)a->c[ai].u;
  }
  if (!fp) return sema_eval_intrin_int(id, true, k[0], k[1], k[2], ~0ull, &out->c[i].u);
  return sema_eval_intrin_fp(id, true, x[0], x[1], x[2], &out->c[i].f);
}

/* An intrinsic whose arguments are all literal constants: DXC keeps the
 * call's type literal and evaluates it (frac(-1.5) is 0.5 in double, then
 * converted where it is used). True when e now holds the folded value. */
static bool fold_literal_call(HlslCtx *c, Expr *e, HType *t, bool fp) {
  if (!dxc_evaluates(e->intrin) || e->nargs > 3 || t->kind == T_MATRIX) return false;
  const ConstVal *v[3];
  for (uint32_t j = 0; j < e->nargs; j++) {
    Expr *a = e->args[j];
    if (!a->has_const || !hl_sk_is_literal(a->type->sk) || a->type->kind == T_MATRIX) return false;
    v[j] = &a->cv;
  }
  uint32_t n = hl_components(t);
  if (n < 1 || n > 4) return false;
  ConstVal r;
  memset(&r, 0, sizeof r);
  r.n = n;
  r.sk = fp ? SK_LIT_FLOAT : t->sk;
  for (uint32_t i = 0; i < n; i++)
    if (!lit_eval(e->intrin, fp || t->sk == SK_LIT_FLOAT, v, e->nargs, i, &r)) return false;
  e->type = hl_with_sk(c, t, r.sk);
  e->cv = r;
  e->has_const = true;
  return true;
}

static HType *float_of(HlslCtx *c, HType *t) {
  ScalarKind sk = t->sk;
  if (!hl_sk_is_float(sk)) sk = SK_FLOAT;
  if (sk == SK_LIT_FLOAT) sk = SK_FLOAT;
  return hl_with_sk(c, t, sk);
}

static void convert_args(HlslCtx *c, Expr *e, uint32_t from, uint32_t to, HType *t) {
  for (uint32_t i = from; i < to; i++) e->args[i] = sema_convert(c, e->args[i], t, false);
}

/* InterlockedXxx(dest, value [, original]) and the compare variants. */
static bool check_interlocked(HlslCtx *c, Expr *e, const IntrinInfo *ii) {
  /* resources and groupshared targets: sema_res.c */
  return sema_res_interlocked(c, e, ii->id == IN_INTERLOCKED_CMP_EXCHANGE || ii->id == IN_INTERLOCKED_CMP_STORE);
}

bool sema_intrinsic_call(HlslCtx *c, Expr *e) {
  if (sema_is_mat_intrinsic(e->name)) return sema_mat_intrinsic(c, e); /* mul, transpose */
  if (sema_is_rt_intrinsic(e->name)) return sema_rt_intrinsic(c, e); /* sema_rt.c */
  const IntrinInfo *ii = find_intrin(e->name);
  if (!ii) return false;
  if (e->nargs < ii->min_args || e->nargs > ii->max_args) {
    if (ii->min_args == ii->max_args)
      hl_error(c, SE_CALL, e->loc, "%s arguments to function call '%s', expected %u, have %u",
               e->nargs > ii->max_args ? "too many" : "too few", e->name, ii->min_args, e->nargs);
    else
      hl_error(c, SE_CALL, e->loc, "%s arguments to function call '%s', expected %u to %u, have %u",
               e->nargs > ii->max_args ? "too many" : "too few", e->name, ii->min_args,
               ii->max_args, e->nargs);
    return false;
  }
  e->intrin = ii->id;
  e->side_effects = false;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  HType *t;
  switch (ii->cls) {
  case C_F1: case C_F2: case C_F3:
    t = unify_args_m(c, e, e->nargs, ii->id != IN_NORMALIZE);
    if (!t) return false;
    if (fold_literal_call(c, e, t, true)) return true;
    t = float_of(c, t);
    if (ii->id == IN_NORMALIZE && t->kind == T_SCALAR) { /* normalize(scalar) is fine */ }
    if (ii->id == IN_FMA && t->sk != SK_DOUBLE) {
      hl_error(c, SE_CALL, e->loc, "'fma' requires double arguments (have '%s')", hl_type_name(c, t));
      return false;
    }
    convert_args(c, e, 0, e->nargs, t);
    e->type = t;
    return true;
  case C_N1: case C_N2: case C_N3:
    t = unify_args_m(c, e, e->nargs, true);
    if (!t) return false;
    if (hl_sk_is_literal(t->sk) && fold_literal_call(c, e, t, t->sk == SK_LIT_FLOAT)) return true;
    t = hl_concrete(c, t);
    if (t->sk == SK_BOOL) t = hl_with_sk(c, t, SK_INT);
    convert_args(c, e, 0, e->nargs, t);
    e->type = t;
    return true;
  case C_DOT:
    t = unify_args(c, e, 2);
    if (!t) return false;
    t = hl_concrete(c, t);
    if (t->sk == SK_BOOL) t = hl_with_sk(c, t, SK_INT);
    convert_args(c, e, 0, 2, t);
    e->type = hl_scalar(c, t->sk);
    return true;
  case C_CROSS:
    t = hl_vector(c, SK_FLOAT, 3);
    if (e->args[0]->type->kind == T_VECTOR && e->args[0]->type->sk == SK_HALF)
      t = hl_vector(c, SK_HALF, 3);
    for (uint32_t i = 0; i < 2; i++)
      if (!hl_is_numeric(e->args[i]->type) || hl_components(e->args[i]->type) != 3)
        return bad_arg(c, e, e->args[i], "expected a 3-component vector");
    convert_args(c, e, 0, 2, t);
    e->type = t;
    return true;
  case C_LENGTH: case C_DISTANCE:
    t = unify_args(c, e, e->nargs);
    if (!t) return false;
    t = float_of(c, t);
    convert_args(c, e, 0, e->nargs, t);
    e->type = hl_scalar(c, t->sk);
    return true;
  case C_AS: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a scalar or vector");
    at = hl_concrete(c, at);
    if (at->sk == SK_BOOL) at = hl_with_sk(c, at, SK_UINT);
    if (hl_sk_bits(c, at->sk) != 32)
      return bad_arg(c, e, e->args[0], "expected a 32-bit argument");
    e->args[0] = sema_convert(c, e->args[0], at, false);
    ScalarKind rk = ii->id == IN_ASUINT ? SK_UINT : ii->id == IN_ASINT ? SK_INT : SK_FLOAT;
    e->type = hl_with_sk(c, at, rk);
    return true;
  }
  case C_BITS: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX || hl_sk_is_float(at->sk))
      return bad_arg(c, e, e->args[0], "expected an integer scalar or vector");
    at = hl_concrete(c, at);
    if (at->sk == SK_BOOL) at = hl_with_sk(c, at, SK_UINT);
    e->args[0] = sema_convert(c, e->args[0], at, false);
    if (ii->id == IN_REVERSEBITS) e->type = at;
    else if (ii->id == IN_COUNTBITS || ii->id == IN_FIRSTBITLOW) e->type = hl_with_sk(c, at, SK_UINT);
    else e->type = hl_with_sk(c, at, hl_sk_is_signed(at->sk) ? SK_INT : SK_UINT);
    return true;
  }
  case C_F32TOF16: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected float");
    at = hl_with_sk(c, at, SK_FLOAT);
    e->args[0] = sema_convert(c, e->args[0], at, false);
    e->type = hl_with_sk(c, at, SK_UINT);
    return true;
  }
  case C_F16TOF32: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected uint");
    at = hl_with_sk(c, at, SK_UINT);
    e->args[0] = sema_convert(c, e->args[0], at, false);
    e->type = hl_with_sk(c, at, SK_FLOAT);
    return true;
  }
  case C_ANYALL: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a scalar or vector");
    e->args[0] = sema_convert(c, e->args[0], hl_concrete(c, at), false);
    e->type = hl_scalar(c, SK_BOOL);
    return true;
  }
  case C_SIGN: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a scalar or vector");
    at = hl_concrete(c, at);
    if (at->sk == SK_BOOL) at = hl_with_sk(c, at, SK_INT);
    e->args[0] = sema_convert(c, e->args[0], at, false);
    e->type = hl_with_sk(c, at, SK_INT);
    return true;
  }
  case C_ISX: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected float");
    at = float_of(c, at);
    e->args[0] = sema_convert(c, e->args[0], at, false);
    e->type = hl_with_sk(c, at, SK_BOOL);
    return true;
  }
  case C_D3DCOLOR: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX || hl_components(at) != 4)
      return bad_arg(c, e, e->args[0], "expected a 4-component vector");
    HType *f4 = hl_vector(c, SK_FLOAT, 4);
    e->args[0] = sema_convert(c, e->args[0], f4, false);
    e->type = hl_vector(c, SK_INT, 4);
    return true;
  }
  case C_SELECT: {
    HType *ct = e->args[0]->type;
    if (!hl_is_numeric(ct) || ct->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a bool condition");
    t = NULL;
    HType *bt = e->args[1]->type, *xt = e->args[2]->type;
    if (hl_is_numeric(bt) && hl_is_numeric(xt)) t = sema_arith_common(c, bt, xt, e->loc, true);
    else if (hl_type_equal(bt, xt) && hl_components(ct) == 1) t = bt;
    if (!t) {
      hl_error(c, SE_CALL, e->loc, "incompatible operand types in select ('%s' and '%s')",
               hl_type_name(c, bt), hl_type_name(c, xt));
      return false;
    }
    t = hl_concrete(c, t);
    if (hl_is_numeric(t) && hl_components(ct) > 1) {
      HType *shape = sema_arith_common(c, ct, t, e->loc, true);
      if (!shape) return bad_arg(c, e, e->args[0], "condition shape does not match");
      t = hl_with_sk(c, shape, t->sk);
      ct = hl_with_sk(c, shape, SK_BOOL);
    } else {
      ct = hl_scalar(c, SK_BOOL);
    }
    e->args[0] = sema_convert(c, e->args[0], ct, false);
    convert_args(c, e, 1, 3, t);
    e->type = t;
    return true;
  }
  case C_ANDOR:
    t = unify_args_m(c, e, 2, true);
    if (!t) return false;
    t = hl_with_sk(c, t, SK_BOOL);
    convert_args(c, e, 0, 2, t);
    e->type = t;
    return true;
  case C_VOID0:
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  case C_TESS_FACTORS: {
    /* component counts of the arguments: inputs, then out parameters */
    static const uint8_t shapes[4][5] = {{4, 2, 4, 2, 2}, {4, 1, 4, 2, 2}, {3, 1, 3, 1, 1},
                                         {1, 1, 1, 1, 0}};
    uint32_t k = ii->id == IN_PROCESS_ISOLINE ? 3 : (uint32_t)(ii->id - IN_PROCESS_2DQUAD_AVG) / 3;
    uint32_t nin = 2;
    for (uint32_t i = 0; i < e->nargs; i++) {
      uint32_t n = shapes[k][i];
      HType *want = n == 1 ? hl_scalar(c, SK_FLOAT) : hl_vector(c, SK_FLOAT, n);
      if (i < nin) {
        e->args[i] = sema_convert(c, e->args[i], want, false);
        continue;
      }
      Expr *o = e->args[i];
      if (!sema_is_modifiable(o) || sema_conv_cost(c, want, o->type, false) < 0)
        return bad_arg(c, e, o, n == 1 ? "expected a float lvalue (out parameter)"
                                       : "expected a float vector lvalue (out parameter)");
    }
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  }
  case C_MESH_COUNTS:
  case C_DISPATCH_MESH: {
    /* the stage is checked where the op is used (a function another entry
     * of the file calls may use it) */
    uint32_t nu = ii->cls == C_MESH_COUNTS ? 2 : 3;
    convert_args(c, e, 0, nu, hl_scalar(c, SK_UINT));
    if (ii->cls == C_DISPATCH_MESH) {
      HType *pt = e->args[3]->type;
      if (!pt || pt->kind != T_STRUCT)
        return bad_arg(c, e, e->args[3], "the DispatchMesh payload must be a struct");
    }
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  }
  case C_CLIP:
    t = unify_args(c, e, 1);
    if (!t) return false;
    t = float_of(c, t);
    convert_args(c, e, 0, 1, t);
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  case C_NONUNIFORM:
    e->args[0] = sema_convert(c, e->args[0], hl_scalar(c, SK_UINT), false);
    e->type = hl_scalar(c, SK_UINT);
    return true;
  case C_INTERLOCKED:
    e->side_effects = true;
    return check_interlocked(c, e, ii);
  case C_AS16: {
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a scalar or vector");
    /* literals pick the half overload (DXC: asuint16(1) == asuint16(1.0h)) */
    if (hl_sk_is_literal(at->sk)) at = hl_with_sk(c, at, SK_HALF);
    if (hl_sk_bits(c, at->sk) != 16)
      return bad_arg(c, e, e->args[0], "expected a 16-bit argument (half, int16_t, uint16_t)");
    ScalarKind rk = ii->id == IN_ASUINT16 ? SK_UINT16 : ii->id == IN_ASINT16 ? SK_INT16 : SK_HALF;
    if (hl_sk_bits(c, rk) != 16) return bad_arg(c, e, e->args[0], "16-bit types are not enabled");
    e->args[0] = sema_convert(c, e->args[0], at, false);
    e->type = hl_with_sk(c, at, rk);
    return true;
  }
  case C_REFLECT:
    /* reflect(i, n); faceforward(n, i, ng); refract(i, n, eta) with a scalar eta */
    t = unify_args(c, e, ii->id == IN_REFRACT ? 2 : e->nargs);
    if (!t) return false;
    t = float_of(c, t);
    convert_args(c, e, 0, ii->id == IN_REFRACT ? 2 : e->nargs, t);
    if (ii->id == IN_REFRACT) e->args[2] = sema_convert(c, e->args[2], hl_scalar(c, t->sk), false);
    e->type = t;
    return true;
  case C_WAVE0:
    e->side_effects = true;
    e->type = ii->id == IN_WAVE_IS_FIRST_LANE ? hl_scalar(c, SK_BOOL) : hl_scalar(c, SK_UINT);
    return true;
  case C_WAVE_PRED:
    e->side_effects = true;
    e->args[0] = sema_convert(c, e->args[0], hl_scalar(c, SK_BOOL), false);
    e->type = ii->id == IN_WAVE_BALLOT ? hl_vector(c, SK_UINT, 4)
            : (ii->id == IN_WAVE_COUNT_BITS || ii->id == IN_WAVE_PREFIX_COUNT_BITS) ? hl_scalar(c, SK_UINT)
            : hl_scalar(c, SK_BOOL);
    return true;
  case C_WAVE_MULTI_COUNT:
    e->side_effects = true;
    e->args[0] = sema_convert(c, e->args[0], hl_scalar(c, SK_BOOL), false);
    e->args[1] = sema_convert(c, e->args[1], hl_vector(c, SK_UINT, 4), false);
    e->type = hl_scalar(c, SK_UINT);
    return true;
  case C_WAVE_MATCH: case C_WAVE_MULTI: {
    /* SM 6.5: WaveMatch(T) -> uint4; WaveMultiPrefix*(T, uint4 mask) -> T
     * (the bit operations on unsigned integers) */
    e->side_effects = true;
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a scalar or vector");
    if (at->sk == SK_LIT_INT || at->sk == SK_LIT_FLOAT) /* DXC: the 64-bit overload */
      at = hl_with_sk(c, at, at->sk == SK_LIT_INT ? SK_INT64 : SK_DOUBLE);
    at = hl_concrete(c, at);
    if (ii->cls == C_WAVE_MULTI && at->sk == SK_BOOL) at = hl_with_sk(c, at, SK_INT);
    if (ii->id == IN_WAVE_MULTI_PREFIX_BIT_AND || ii->id == IN_WAVE_MULTI_PREFIX_BIT_OR ||
        ii->id == IN_WAVE_MULTI_PREFIX_BIT_XOR) {
      if (!hl_sk_is_int(at->sk) || at->sk == SK_BOOL)
        return bad_arg(c, e, e->args[0], "expected an unsigned integer scalar or vector");
      at = hl_with_sk(c, at, hl_sk_bits(c, at->sk) == 64 ? SK_UINT64 : SK_UINT);
    }
    e->args[0] = sema_convert(c, e->args[0], at, false);
    if (ii->cls == C_WAVE_MULTI) e->args[1] = sema_convert(c, e->args[1], hl_vector(c, SK_UINT, 4), false);
    e->type = ii->cls == C_WAVE_MATCH ? hl_vector(c, SK_UINT, 4) : at;
    return true;
  }
  case C_WAVE_N: case C_WAVE_LANE: case C_WAVE_EQ: case C_WAVE_BITS: {
    e->side_effects = true;
    HType *at = e->args[0]->type;
    if (!hl_is_numeric(at) || at->kind == T_MATRIX) return bad_arg(c, e, e->args[0], "expected a scalar or vector");
    /* DXC: a literal argument picks the 64-bit overload (int64 / double),
     * except for the comparison (WaveActiveAllEqual) */
    if (ii->cls != C_WAVE_EQ && (at->sk == SK_LIT_INT || at->sk == SK_LIT_FLOAT))
      at = hl_with_sk(c, at, at->sk == SK_LIT_INT ? SK_INT64 : SK_DOUBLE);
    at = hl_concrete(c, at);
    /* arithmetic reductions do not take bool; reads and comparisons do */
    bool arith = ii->cls == C_WAVE_N && ii->id != IN_WAVE_READ_LANE_FIRST && ii->id != IN_QUAD_READ_X &&
                 ii->id != IN_QUAD_READ_Y && ii->id != IN_QUAD_READ_DIAG;
    if (arith && at->sk == SK_BOOL) at = hl_with_sk(c, at, SK_INT);
    if (ii->cls == C_WAVE_BITS) {
      if (!hl_sk_is_int(at->sk) || at->sk == SK_BOOL)
        return bad_arg(c, e, e->args[0], "expected an unsigned integer scalar or vector");
      at = hl_with_sk(c, at, hl_sk_bits(c, at->sk) == 64 ? SK_UINT64 : SK_UINT);
    }
    e->args[0] = sema_convert(c, e->args[0], at, false);
    if (ii->cls == C_WAVE_LANE) e->args[1] = sema_convert(c, e->args[1], hl_scalar(c, SK_UINT), false);
    e->type = ii->cls == C_WAVE_EQ ? hl_with_sk(c, at, SK_BOOL) : at;
    return true;
  }
  }
  return false;
}

/* Resource methods are checked in sema_res.c. */
