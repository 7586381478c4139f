/* sema_res.c - resource methods, texture subscripts and descriptor heaps.
 *
 * Buffers: Load/Store family, GetDimensions, counters, Append/Consume,
 * the status out-parameter, RWByteAddressBuffer.Interlocked* methods.
 * Textures: Load, Sample*, Gather*, CalculateLevelOfDetail*, GetDimensions,
 * GetSamplePosition, T[coords], T.mips[level][coords], T.sample[i][coords].
 * SM 6.6 descriptor heaps: ResourceDescriptorHeap[i] / SamplerDescriptorHeap[i]
 * convert implicitly to any resource / sampler type.
 *
 * Argument shapes follow the HLSL reference: D = coordinate components
 * (texture dimensions, +1 for arrays); offsets have the dimension count and
 * are absent for cubes. Results are the element type of the resource (Load,
 * Sample*) or a 4-vector of its component type (Gather*).
 */
#include "sema_res.h"

#include <string.h>

static Expr *fail(HlslCtx *c, Expr *e) {
  e->type = c->t_error;
  return e;
}

static Expr *no_match(HlslCtx *c, Expr *e) {
  hl_error(c, SE_CALL, hl_expr_loc(e), "no matching member function for call to '%s'", e->name);
  return fail(c, e);
}

static bool is_bab(HlResKind rk) { return rk == HL_RK_BAB || rk == HL_RK_RWBAB || rk == HL_RK_ROV_BAB; }
static bool is_typed_buf(HlResKind rk) {
  return rk == HL_RK_BUFFER || rk == HL_RK_RWBUFFER || rk == HL_RK_ROV_BUFFER;
}
static bool is_struct_buf(HlResKind rk) {
  return rk == HL_RK_SBUFFER || rk == HL_RK_RWSBUFFER || rk == HL_RK_ROV_SBUFFER ||
         rk == HL_RK_APPEND_SBUFFER || rk == HL_RK_CONSUME_SBUFFER;
}

static HType *ivec(HlslCtx *c, ScalarKind sk, uint32_t n) {
  return n == 1 ? hl_scalar(c, sk) : hl_vector(c, sk, n);
}

/* An out-parameter: a writable numeric scalar. */
static bool check_out(HlslCtx *c, Expr *e, Expr *a, const char *what) {
  if (!sema_is_modifiable(a) || !hl_is_numeric(a->type) || hl_components(a->type) != 1) {
    hl_error(c, SE_CALL, hl_expr_loc(a), "%s of '%s' must be a writable scalar", what, e->name);
    return false;
  }
  return true;
}

/* The status argument: an lvalue that can hold a uint. */
static bool check_status(HlslCtx *c, Expr *e, Expr *a) {
  if (!sema_is_modifiable(a) || sema_conv_cost(c, hl_scalar(c, SK_UINT), a->type, false) < 0) {
    hl_error(c, SE_CALL, hl_expr_loc(a), "the status argument of '%s' must be a writable uint", e->name);
    return false;
  }
  return true;
}

static void convert_to(HlslCtx *c, Expr *e, uint32_t i, HType *t) {
  e->args[i] = sema_convert(c, e->args[i], t, false);
}

/* ---- buffers --------------------------------------------------------------- */

/* RWByteAddressBuffer.Interlocked*: names, DXIL AtomicBinOpCode (-1 for the
 * compare forms), and whether the 64-bit spelling exists. */
typedef struct BabAtomic {
  const char *name;
  int code;        /* AtomicBinOpCode; -1 compare-exchange, -2 compare-store */
  bool sgn_minmax; /* Min/Max: signedness from the value type */
} BabAtomic;

static const BabAtomic bab_atomics[] = {
  {"InterlockedAdd", 0, false}, {"InterlockedAnd", 1, false}, {"InterlockedOr", 2, false},
  {"InterlockedXor", 3, false}, {"InterlockedMin", 4, true}, {"InterlockedMax", 5, true},
  {"InterlockedExchange", 8, false}, {"InterlockedCompareExchange", -1, false},
  {"InterlockedCompareStore", -2, false},
};

static Expr *check_bab_atomic(HlslCtx *c, Expr *e, HType *rt) {
  const char *m = e->name;
  const BabAtomic *ba = NULL;
  size_t bl = 0;
  for (size_t i = 0; i < sizeof bab_atomics / sizeof bab_atomics[0]; i++) {
    size_t l = strlen(bab_atomics[i].name);
    if (!strncmp(m, bab_atomics[i].name, l) && l > bl) {
      ba = &bab_atomics[i];
      bl = l;
    }
  }
  const char *suf = ba ? m + bl : "";
  bool is64 = !strcmp(suf, "64");
  bool fbits = !strcmp(suf, "FloatBitwise") && ba && (ba->code == -1 || ba->code == -2);
  bool fxchg = !strcmp(suf, "Float") && ba && ba->code == 8;
  if (!ba || (*suf && !is64 && !fbits && !fxchg) || !hl_res_is_uav(rt->rk)) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", m, hl_type_name(c, rt));
    return fail(c, e);
  }
  uint32_t nvals = ba->code < 0 ? 2 : 1;
  bool has_orig = ba->code != -2;
  uint32_t minargs = 1 + nvals + (ba->code == -1 ? 1 : 0);
  uint32_t maxargs = 1 + nvals + (has_orig ? 1 : 0);
  if (e->nargs < minargs || e->nargs > maxargs) return no_match(c, e);
  if (is64 && c->opt && c->opt->dx.target.sm_major == 6 && c->opt->dx.target.sm_minor < 6) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+'");
    return fail(c, e);
  }
  e->args[0] = sema_convert(c, e->args[0], hl_scalar(c, SK_UINT), false);
  HType *vt;
  if (fbits || fxchg) {
    vt = hl_scalar(c, SK_FLOAT);
  } else if (is64) {
    /* the value's signedness picks IMin/UMin; default unsigned */
    HType *at = e->args[1]->type;
    bool sgn = hl_is_numeric(at) && hl_sk_is_signed(at->sk) && !hl_sk_is_literal(at->sk);
    vt = hl_scalar(c, sgn ? SK_INT64 : SK_UINT64);
  } else {
    HType *at = e->args[1]->type;
    bool sgn = hl_is_numeric(at) && hl_sk_is_signed(at->sk);
    vt = hl_scalar(c, sgn ? SK_INT : SK_UINT);
  }
  for (uint32_t i = 1; i <= nvals; i++) convert_to(c, e, i, vt);
  if (e->nargs > 1 + nvals) {
    Expr *o = e->args[1 + nvals];
    if (!sema_is_modifiable(o) || sema_conv_cost(c, vt, o->type, false) < 0) {
      hl_error(c, SE_CALL, hl_expr_loc(o), "the original-value argument of '%s' must be a writable lvalue of type '%s'",
               m, hl_type_name(c, vt));
      return fail(c, e);
    }
  }
  int code = ba->code;
  if (ba->sgn_minmax && !hl_sk_is_signed(vt->sk)) code += 2; /* IMin/IMax -> UMin/UMax */
  e->intrin = ba->code == -1 ? RM_BAB_CMPXCHG : ba->code == -2 ? RM_BAB_CMPSTORE : RM_BAB_ATOMIC;
  e->ival = (uint64_t)((code < 0 ? 0 : code) & 0xF) << RF_ATOMIC_SHIFT;
  if (fbits || fxchg) e->ival |= RF_FLOAT_BITS;
  e->ty = vt;
  e->type = c->t_void;
  return e;
}

/* Byte-address buffers' Load<T> / Store<T> (and Store deducing T from its
 * value) are HLSL 2018 features (-HV 2016 keeps Store(uint, uint) and
 * converts the value), available in every shader model. */
static bool templated_buffer_ops(const HlslCtx *c) {
  return !c->opt || !c->opt->hlsl_version || c->opt->hlsl_version >= 2018;
}

static Expr *check_bab(HlslCtx *c, Expr *e, HType *rt) {
  const char *m = e->name;
  HType *ut = hl_scalar(c, SK_UINT);
  if (!strncmp(m, "Interlocked", 11)) return check_bab_atomic(c, e, rt);
  if (!strcmp(m, "GetDimensions")) {
    if (e->nargs != 1 || !check_out(c, e, e->args[0], "the output")) return no_match(c, e);
    e->intrin = IN_M_GETDIMENSIONS;
    e->type = c->t_void;
    return e;
  }
  int n = 0;
  bool load = !strncmp(m, "Load", 4), store = !strncmp(m, "Store", 5);
  const char *suf = load ? m + 4 : store ? m + 5 : "";
  if ((load || store) && (!*suf || (suf[0] >= '2' && suf[0] <= '4' && !suf[1])))
    n = *suf ? suf[0] - '0' : 1;
  if (!n) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", m, hl_type_name(c, rt));
    return fail(c, e);
  }
  if (e->ty && n != 1) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "'%s' cannot have template arguments", m);
    return fail(c, e);
  }
  if (e->ty && !templated_buffer_ops(c)) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "Explicit template arguments on intrinsic %s requires HLSL version 2018 or above", m);
    return fail(c, e);
  }
  HType *vt = e->ty ? e->ty : (n == 1 ? ut : hl_vector(c, SK_UINT, (uint32_t)n));
  bool agg = e->ty && (vt->kind == T_MATRIX || vt->kind == T_STRUCT || vt->kind == T_ARRAY);
  if (e->ty && !agg && !hl_is_numeric(vt)) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "invalid template argument '%s'", hl_type_name(c, vt));
    return fail(c, e);
  }
  if (agg && hl_contains_resource(vt)) {
    hl_error(c, SE_UNSUPPORTED, hl_expr_loc(e), "templated %s of '%s' is not supported", m, hl_type_name(c, vt));
    return fail(c, e);
  }
  if (load) {
    if (e->nargs < 1 || e->nargs > 2) return no_match(c, e);
    e->args[0] = sema_convert(c, e->args[0], ut, false);
    e->intrin = IN_M_LOAD;
    e->type = vt;
    e->side_effects = e->args[0]->side_effects;
    if (e->nargs == 2) {
      if (!check_status(c, e, e->args[1])) return fail(c, e);
      e->intrin = RM_BUF_LOAD_STATUS;
      e->ival = RF_STATUS;
      e->side_effects = true;
    }
    return e;
  }
  if (!hl_res_is_uav(rt->rk)) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", m, hl_type_name(c, rt));
    return fail(c, e);
  }
  if (e->nargs != 2) return no_match(c, e);
  e->args[0] = sema_convert(c, e->args[0], ut, false);
  if (!e->ty && n == 1 && !strcmp(m, "Store") && hl_is_numeric(e->args[1]->type) &&
      e->args[1]->type->kind != T_MATRIX && !hl_sk_is_literal(e->args[1]->type->sk) &&
      hl_sk_bits(c, e->args[1]->type->sk) != 1 &&
      e->args[1]->type->sk != SK_UINT && templated_buffer_ops(c)) {
    /* HLSL 2018+: Store(off, value) deduces the template type (any shader model) */
    vt = e->args[1]->type;
  } else if (!e->ty && n == 1 && !strcmp(m, "Store") && hl_is_numeric(e->args[1]->type) &&
             e->args[1]->type->kind != T_MATRIX && hl_sk_is_literal(e->args[1]->type->sk) &&
             hl_sk_is_float(e->args[1]->type->sk) && templated_buffer_ops(c)) {
    /* a floating literal deduces float (an integer one the default uint) */
    vt = e->args[1]->type->kind == T_VECTOR ? hl_vector(c, SK_FLOAT, e->args[1]->type->n) : hl_scalar(c, SK_FLOAT);
  }
  HType *at = e->args[1]->type;
  if (!e->ty && n == 1 && !strcmp(m, "Store") && at &&
      (at->kind == T_MATRIX || at->kind == T_STRUCT || at->kind == T_ARRAY) && !hl_contains_resource(at) &&
      templated_buffer_ops(c))
    vt = at; /* ... of any type */
  e->args[1] = sema_convert(c, e->args[1], vt, false);
  e->intrin = IN_M_STORE;
  e->type = c->t_void;
  e->ty = vt;
  return e;
}

static Expr *check_buffer(HlslCtx *c, Expr *e, HType *rt) {
  HlResKind rk = rt->rk;
  const char *m = e->name;
  HType *ut = hl_scalar(c, SK_UINT);
  if (!strcmp(m, "Load") && rk != HL_RK_APPEND_SBUFFER && rk != HL_RK_CONSUME_SBUFFER) {
    if (e->nargs < 1 || e->nargs > 2) return no_match(c, e);
    e->args[0] = sema_convert(c, e->args[0], ut, false);
    e->intrin = IN_M_LOAD;
    e->type = rt->elem;
    e->side_effects = e->args[0]->side_effects;
    if (e->nargs == 2) {
      if (!check_status(c, e, e->args[1])) return fail(c, e);
      e->intrin = RM_BUF_LOAD_STATUS;
      e->ival = RF_STATUS;
      e->side_effects = true;
    }
    return e;
  }
  if (!strcmp(m, "GetDimensions")) {
    uint32_t want = is_struct_buf(rk) ? 2 : 1;
    if (e->nargs != want) return no_match(c, e);
    for (uint32_t i = 0; i < e->nargs; i++)
      if (!check_out(c, e, e->args[i], "the outputs")) return fail(c, e);
    e->intrin = IN_M_GETDIMENSIONS;
    e->type = c->t_void;
    return e;
  }
  if ((!strcmp(m, "IncrementCounter") || !strcmp(m, "DecrementCounter")) && rk == HL_RK_RWSBUFFER) {
    if (e->nargs != 0) return no_match(c, e);
    e->intrin = m[0] == 'I' ? IN_M_INCCOUNTER : IN_M_DECCOUNTER;
    e->type = ut;
    return e;
  }
  if (!strcmp(m, "Append") && rk == HL_RK_APPEND_SBUFFER) {
    if (e->nargs != 1) return no_match(c, e);
    e->args[0] = sema_convert(c, e->args[0], rt->elem, false);
    e->intrin = IN_M_APPEND;
    e->type = c->t_void;
    return e;
  }
  if (!strcmp(m, "Consume") && rk == HL_RK_CONSUME_SBUFFER) {
    if (e->nargs != 0) return no_match(c, e);
    e->intrin = IN_M_CONSUME;
    e->type = rt->elem;
    return e;
  }
  hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", m, hl_type_name(c, rt));
  return fail(c, e);
}

/* ---- textures -------------------------------------------------------------- */

typedef struct TexMethod {
  const char *name;
  int id;
  uint8_t nfixed;     /* fixed arguments, sampler first */
  bool cmp_sampler;   /* needs a SamplerComparisonState */
  bool has_clamp;     /* an optional clamp after the offset */
  int8_t channel;     /* Gather channel */
  uint8_t min_minor;  /* minimum shader model 6.x */
} TexMethod;

static const TexMethod tex_methods[] = {
  {"Sample", RM_SAMPLE, 2, false, true, 0, 0},
  {"SampleBias", RM_SAMPLE_BIAS, 3, false, true, 0, 0},
  {"SampleLevel", RM_SAMPLE_LEVEL, 3, false, false, 0, 0},
  {"SampleGrad", RM_SAMPLE_GRAD, 4, false, true, 0, 0},
  {"SampleCmp", RM_SAMPLE_CMP, 3, true, true, 0, 0},
  {"SampleCmpLevelZero", RM_SAMPLE_CMP_LZ, 3, true, false, 0, 0},
  {"SampleCmpLevel", RM_SAMPLE_CMP_LEVEL, 4, true, false, 0, 7},
  {"SampleCmpBias", RM_SAMPLE_CMP_BIAS, 4, true, true, 0, 8},
  {"SampleCmpGrad", RM_SAMPLE_CMP_GRAD, 5, true, true, 0, 8},
  {"Gather", RM_GATHER, 2, false, false, 0, 0},
  {"GatherRed", RM_GATHER, 2, false, false, 0, 0},
  {"GatherGreen", RM_GATHER, 2, false, false, 1, 0},
  {"GatherBlue", RM_GATHER, 2, false, false, 2, 0},
  {"GatherAlpha", RM_GATHER, 2, false, false, 3, 0},
  {"GatherCmp", RM_GATHER_CMP, 3, true, false, 0, 0},
  {"GatherCmpRed", RM_GATHER_CMP, 3, true, false, 0, 0},
  {"GatherCmpGreen", RM_GATHER_CMP, 3, true, false, 1, 0},
  {"GatherCmpBlue", RM_GATHER_CMP, 3, true, false, 2, 0},
  {"GatherCmpAlpha", RM_GATHER_CMP, 3, true, false, 3, 0},
  {"GatherRaw", RM_GATHER_RAW, 2, false, false, 0, 7},
  {"CalculateLevelOfDetail", RM_CALC_LOD, 2, false, false, 0, 0},
  {"CalculateLevelOfDetailUnclamped", RM_CALC_LOD, 2, false, false, 0, 0},
};

static bool is_sampler_type(const HType *t, bool cmp) {
  return t->kind == T_RESOURCE && t->acc == 0 && (t->rk == HL_RK_SAMPLER_CMP || (!cmp && t->rk == HL_RK_SAMPLER));
}

static bool is_gather(int id) { return id == RM_GATHER || id == RM_GATHER_CMP || id == RM_GATHER_RAW; }
static bool is_sample(int id) { return id >= RM_SAMPLE && id <= RM_SAMPLE_CMP_GRAD; }

/* Which texture kinds support a method family. */
static bool tex_supports(const HlResKindInfo *ri, HlResKind rk, int id) {
  bool srv = ri->cls == 't';
  if (ri->feedback) return false;
  if (is_sample(id) || id == RM_CALC_LOD) return srv && !ri->ms;
  if (is_gather(id))
    return srv && (rk == HL_RK_TEXTURE2D || rk == HL_RK_TEXTURE2DARRAY || rk == HL_RK_TEXTURECUBE ||
                   rk == HL_RK_TEXTURECUBEARRAY);
  return true;
}

/* The element type as DXC names it in diagnostics: int16_t4 is "short4",
 * uint64_t2 "ulong2", float16_t "half". */
static const char *dxc_elem_name(HlslCtx *c, const HType *t) {
  if (!t || !hl_is_numeric(t)) return t ? hl_type_name(c, t) : "?";
  const char *b;
  switch (t->sk) {
  case SK_INT16: b = "short"; break;
  case SK_UINT16: b = "ushort"; break;
  case SK_INT64: b = "long"; break;
  case SK_UINT64: b = "ulong"; break;
  default: return hl_type_name(c, t);
  }
  return t->kind == T_VECTOR ? arena_printf(c->arena, "%s%u", b, t->n) : b;
}

static Expr *check_tex_sample(HlslCtx *c, Expr *e, HType *rt, const TexMethod *tm) {
  const HlResKindInfo *ri = hl_res_info(rt->rk);
  uint32_t minor = c->opt ? c->opt->dx.target.sm_minor : 0;
  if (!tex_supports(ri, rt->rk, tm->id)) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, rt));
    return fail(c, e);
  }
  /* element checks (DXC's wording) */
  HType *el = rt->elem;
  ScalarKind esk = el && hl_is_numeric(el) ? el->sk : SK_FLOAT;
  bool int_elem = hl_sk_is_int(esk) || esk == SK_BOOL;
  if (tm->id == RM_GATHER_RAW) {
    uint32_t bits = hl_sk_bits(c, esk);
    uint32_t n = el ? hl_components(el) : 1;
    /* a raw 16/32/64-bit integer texel */
    if (!int_elem || esk == SK_BOOL || n != 1 || (bits != 16 && bits != 32 && bits != 64)) {
      hl_error(c, SE_CALL, e->nargs ? hl_expr_loc(e->args[0]) : hl_expr_loc(e), "cannot GatherRaw from resource containing %s",
               dxc_elem_name(c, el));
      return fail(c, e);
    }
  } else if (is_sample(tm->id) && int_elem && (tm->cmp_sampler || minor < 7)) {
    hl_error(c, SE_CALL, e->nargs ? hl_expr_loc(e->args[0]) : hl_expr_loc(e), "cannot %s from resource containing %s",
             e->name, dxc_elem_name(c, el ? el : hl_scalar(c, esk)));
    return fail(c, e);
  }
  if (tm->min_minor > minor) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "'%s' requires shader model 6.%u or later", e->name, tm->min_minor);
    return fail(c, e);
  }
  uint32_t nf = tm->nfixed;
  uint32_t odim = ri->cube ? 0 : ri->dims;
  uint32_t coord_n = (ri->cube ? 3 : ri->dims) + (ri->array ? 1 : 0);
  if (tm->id == RM_CALC_LOD) coord_n = ri->cube ? 3 : ri->dims;
  if (e->nargs < nf) return no_match(c, e);
  /* Optional: offsets (1, or 4 for gathers), clamp, status */
  uint32_t rest = e->nargs - nf;
  uint32_t noff = 0;
  bool clamp = false, status = false;
  if (tm->id == RM_CALC_LOD) {
    if (rest) return no_match(c, e);
  } else if (is_gather(tm->id)) {
    if (rest == 4 || rest == 5) noff = odim ? 4 : 0;
    else if (rest >= 1) noff = odim ? 1 : 0;
    if (noff == 0 && rest > 1) return no_match(c, e);
    if (rest > noff + 1) return no_match(c, e);
    status = rest == noff + 1;
    if (tm->id == RM_GATHER_RAW && noff == 4) return no_match(c, e);
  } else {
    uint32_t max = (odim ? 1 : 0) + (tm->has_clamp ? 1 : 0) + 1;
    if (rest > max) return no_match(c, e);
    if (rest >= 1 && odim) noff = 1;
    if (rest >= noff + 1 && tm->has_clamp) clamp = true;
    if (rest == noff + (clamp ? 1 : 0) + 1) status = true;
    if (rest > noff + (clamp ? 1 : 0) + (status ? 1 : 0)) return no_match(c, e);
  }
  /* sampler (CalculateLevelOfDetail also takes a comparison sampler from 6.8) */
  bool cmp_ok = tm->id == RM_CALC_LOD && minor >= 8 && is_sampler_type(e->args[0]->type, true);
  if (!cmp_ok && !is_sampler_type(e->args[0]->type, tm->cmp_sampler)) {
    hl_error(c, SE_CALL, hl_expr_loc(e->args[0]), "no matching member function for call to '%s': expected a %s",
             e->name, tm->cmp_sampler ? "SamplerComparisonState" : "sampler");
    return fail(c, e);
  }
  HType *ft = hl_scalar(c, SK_FLOAT);
  convert_to(c, e, 1, ivec(c, SK_FLOAT, coord_n));
  uint32_t k = 2;
  switch (tm->id) {
  case RM_SAMPLE_BIAS: case RM_SAMPLE_LEVEL:
    convert_to(c, e, k++, ft);
    break;
  case RM_SAMPLE_GRAD: {
    HType *gt = ivec(c, SK_FLOAT, ri->cube ? 3 : ri->dims);
    convert_to(c, e, k++, gt);
    convert_to(c, e, k++, gt);
    break;
  }
  case RM_SAMPLE_CMP: case RM_SAMPLE_CMP_LZ: case RM_GATHER_CMP:
    convert_to(c, e, k++, ft);
    break;
  case RM_SAMPLE_CMP_LEVEL: case RM_SAMPLE_CMP_BIAS:
    convert_to(c, e, k++, ft);
    convert_to(c, e, k++, ft);
    break;
  case RM_SAMPLE_CMP_GRAD: {
    HType *gt = ivec(c, SK_FLOAT, ri->cube ? 3 : ri->dims);
    convert_to(c, e, k++, ft);
    convert_to(c, e, k++, gt);
    convert_to(c, e, k++, gt);
    break;
  }
  default: break;
  }
  for (uint32_t i = 0; i < noff; i++) convert_to(c, e, k++, ivec(c, SK_INT, odim));
  if (clamp) convert_to(c, e, k++, ft);
  if (status && !check_status(c, e, e->args[k])) return fail(c, e);
  e->intrin = tm->id;
  e->ival = noff | (clamp ? RF_CLAMP : 0) | (status ? RF_STATUS : 0) |
            ((uint64_t)(tm->channel & 3) << RF_CHANNEL_SHIFT) | ((uint64_t)nf << RF_NFIXED_SHIFT);
  if (tm->id == RM_CALC_LOD && strstr(e->name, "Unclamped")) e->ival |= RF_UNCLAMPED;
  if (tm->id == RM_CALC_LOD) e->type = ft;
  else if (is_gather(tm->id)) {
    if (tm->id == RM_GATHER_RAW) {
      uint32_t bits = hl_sk_bits(c, esk);
      e->type = hl_vector(c, bits == 16 ? SK_UINT16 : bits == 64 ? SK_UINT64 : SK_UINT, 4);
    } else {
      e->type = hl_vector(c, esk, 4);
    }
  } else if (tm->cmp_sampler) {
    e->type = ft; /* SampleCmp* return one float whatever the texture holds (DXC) */
  } else {
    e->type = el ? el : hl_vector(c, SK_FLOAT, 4);
  }
  e->side_effects = status;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  return e;
}

/* Texture Load: SRV Load(int{D+1} loc [, int{dims} off [, status]]),
 * MS Load(int{D} loc, int s [, off [, status]]), UAV Load(int{D} loc [, status]). */
static Expr *check_tex_load(HlslCtx *c, Expr *e, HType *rt) {
  const HlResKindInfo *ri = hl_res_info(rt->rk);
  if (ri->cube || ri->feedback) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, rt));
    return fail(c, e);
  }
  bool uav = ri->cls == 'u';
  uint32_t d = ri->dims + (ri->array ? 1 : 0);
  uint32_t nf = ri->ms ? 2 : 1;
  uint32_t loc_n = uav || ri->ms ? d : d + 1;
  if (e->nargs < nf) return no_match(c, e);
  uint32_t rest = e->nargs - nf;
  uint32_t noff = 0;
  bool status = false;
  if (uav) {
    if (rest > 1) return no_match(c, e);
    status = rest == 1;
  } else {
    if (rest > 2) return no_match(c, e);
    noff = rest >= 1 ? 1 : 0;
    status = rest == 2;
  }
  convert_to(c, e, 0, ivec(c, SK_INT, loc_n));
  if (ri->ms) convert_to(c, e, 1, hl_scalar(c, SK_INT));
  if (noff) convert_to(c, e, nf, ivec(c, SK_INT, ri->dims));
  if (status && !check_status(c, e, e->args[e->nargs - 1])) return fail(c, e);
  e->intrin = RM_TEX_LOAD;
  e->ival = noff | (status ? RF_STATUS : 0) | ((uint64_t)nf << RF_NFIXED_SHIFT);
  e->type = rt->elem ? rt->elem : hl_vector(c, SK_FLOAT, 4);
  e->side_effects = status;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  return e;
}

/* GetDimensions([uint mip,] out w [, out h] [, out d|elements] [, out levels|samples]). */
static Expr *check_tex_getdims(HlslCtx *c, Expr *e, HType *rt) {
  const HlResKindInfo *ri = hl_res_info(rt->rk);
  bool uav = ri->cls == 'u';
  uint32_t size_n = (ri->cube ? 2 : ri->dims) + (ri->array ? 1 : 0);
  uint32_t base = size_n + (ri->ms ? 1 : 0);
  bool mip = false;
  if (e->nargs == base) {
    mip = false;
  } else if (!uav && !ri->ms && e->nargs == base + 2) {
    mip = true;
  } else {
    return no_match(c, e);
  }
  uint32_t first = mip ? 1 : 0;
  if (mip) convert_to(c, e, 0, hl_scalar(c, SK_UINT));
  for (uint32_t i = first; i < e->nargs; i++)
    if (!check_out(c, e, e->args[i], "the outputs")) return fail(c, e);
  e->intrin = RM_TEX_GETDIMS;
  e->ival = mip ? RF_MIP : 0;
  e->type = c->t_void;
  return e;
}

/* FeedbackTexture2D[Array].WriteSamplerFeedback{,Bias,Grad,Level}(tex, s,
 * loc, ...): tex is a Texture2D[Array] matching the feedback texture. */
static Expr *check_feedback(HlslCtx *c, Expr *e, HType *rt) {
  static const struct { const char *name; uint8_t variant, nfixed; bool clamp; } fm[] = {
    {"WriteSamplerFeedback", 0, 3, true}, {"WriteSamplerFeedbackBias", 1, 4, true},
    {"WriteSamplerFeedbackGrad", 2, 5, true}, {"WriteSamplerFeedbackLevel", 3, 4, false},
  };
  const HlResKindInfo *ri = hl_res_info(rt->rk);
  int k = -1;
  for (int i = 0; i < 4; i++)
    if (!strcmp(e->name, fm[i].name)) k = i;
  if (k < 0) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, rt));
    return fail(c, e);
  }
  uint32_t nf = fm[k].nfixed;
  if (e->nargs < nf || e->nargs > nf + (fm[k].clamp ? 1 : 0)) return no_match(c, e);
  HType *tt = e->args[0]->type;
  HlResKind want = ri->array ? HL_RK_TEXTURE2DARRAY : HL_RK_TEXTURE2D;
  if (tt->kind != T_RESOURCE || tt->acc != 0 || tt->rk != want) {
    hl_error(c, SE_CALL, hl_expr_loc(e->args[0]), "no matching member function for call to '%s': expected a %s",
             e->name, hl_res_info(want)->name);
    return fail(c, e);
  }
  if (!is_sampler_type(e->args[1]->type, false)) {
    hl_error(c, SE_CALL, hl_expr_loc(e->args[1]), "no matching member function for call to '%s': expected a sampler",
             e->name);
    return fail(c, e);
  }
  HType *ft = hl_scalar(c, SK_FLOAT);
  convert_to(c, e, 2, ivec(c, SK_FLOAT, 2 + (ri->array ? 1 : 0)));
  if (k == 1 || k == 3) convert_to(c, e, 3, ft);
  if (k == 2) {
    convert_to(c, e, 3, hl_vector(c, SK_FLOAT, 2));
    convert_to(c, e, 4, hl_vector(c, SK_FLOAT, 2));
  }
  bool clamp = e->nargs > nf;
  if (clamp) convert_to(c, e, nf, ft);
  e->intrin = RM_FEEDBACK_WRITE;
  e->ival = (clamp ? RF_CLAMP : 0) | ((uint64_t)nf << RF_NFIXED_SHIFT) |
            ((uint64_t)fm[k].variant << RF_FEEDBACK_SHIFT);
  e->type = c->t_void;
  return e;
}

static Expr *check_texture(HlslCtx *c, Expr *e, HType *rt) {
  const char *m = e->name;
  const HlResKindInfo *ri = hl_res_info(rt->rk);
  if (ri->feedback) return check_feedback(c, e, rt);
  for (size_t i = 0; i < sizeof tex_methods / sizeof tex_methods[0]; i++)
    if (!strcmp(m, tex_methods[i].name)) return check_tex_sample(c, e, rt, &tex_methods[i]);
  if (!strcmp(m, "Load")) return check_tex_load(c, e, rt);
  if (!strcmp(m, "GetDimensions")) return check_tex_getdims(c, e, rt);
  if (!strcmp(m, "GetSamplePosition") && ri->ms) { /* RWTexture2DMS[Array] too (SM 6.7) */
    if (e->nargs != 1) return no_match(c, e);
    convert_to(c, e, 0, hl_scalar(c, SK_INT));
    e->intrin = RM_SAMPLE_POS;
    e->type = hl_vector(c, SK_FLOAT, 2);
    return e;
  }
  hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", m, hl_type_name(c, rt));
  return fail(c, e);
}

/* ---- Interlocked* free functions ------------------------------------------ */

/* Strip casts to the operand's own type: InterlockedOr((uint)buf[0], ...). */
static Expr *strip_noop_casts(Expr *d) {
  while (d && (d->kind == E_CAST || d->kind == E_CONV) && d->a && hl_type_equal(d->type, d->a->type))
    d = d->a;
  return d;
}

bool sema_res_interlocked(HlslCtx *c, Expr *e, bool cmp_forms) {
  Expr *dest = strip_noop_casts(e->args[0]);
  e->args[0] = dest;
  const char *n = e->name;
  bool fbits = strstr(n, "FloatBitwise") != NULL;
  bool xchg = !strcmp(n, "InterlockedExchange");
  uint32_t minor = c->opt ? c->opt->dx.target.sm_minor : 0;
  if (!sema_is_modifiable(dest)) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", n);
    if (dest->lvalue && dest->readonly)
      diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(dest),
                  "candidate function not viable: 1st argument ('const %s') would lose const qualifier",
                  hl_type_name(c, dest->type));
    return false;
  }
  HType *dt = dest->type;
  bool is_int = dt->kind == T_SCALAR && hl_sk_is_int(dt->sk) &&
                (hl_sk_bits(c, dt->sk) == 32 || hl_sk_bits(c, dt->sk) == 64);
  bool is_float = dt->kind == T_SCALAR && hl_sk_is_float(dt->sk) && hl_sk_bits(c, dt->sk) == 32;
  /* 32-bit float destinations: InterlockedExchange and the *FloatBitwise compares */
  bool ok_type = fbits ? is_float : (is_int || (xchg && is_float));
  if (!ok_type) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", n);
    diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(dest),
                "candidate function not viable: no known conversion from '%s' to '%s' for 1st argument",
                hl_type_name(c, dt), fbits ? "float &" : "unsigned int &");
    return false;
  }
  /* must be groupshared, a UAV element or a node record */
  Expr *base = dest;
  while (base && (base->kind == E_INDEX || base->kind == E_MEMBER || base->kind == E_SWIZZLE)) {
    if (base->kind == E_INDEX && (base->a->type->kind == T_RESOURCE || hl_is_node(base->a->type, false))) break;
    base = base->a;
  }
  /* ... or a node record (work graphs: o.Get(), o[i]) */
  bool rec = base && ((base->kind == E_METHOD && base->intrin == IN_NODE_METHOD && base->field == NM_GET) ||
                      (base->kind == E_INDEX && hl_is_node(base->a->type, false)));
  bool ok = base && (rec || (base->kind == E_INDEX && base->a->type->kind == T_RESOURCE &&
                      hl_res_is_uav(base->a->type->rk)) ||
                     (base->kind == E_NAME && base->decl && base->decl->vk == VK_GROUPSHARED));
  if (!ok) {
    hl_error(c, SE_CALL, hl_expr_loc(dest), "Atomic operation targets must be groupshared, Node Record or UAV");
    return false;
  }
  if (hl_sk_bits(c, dt->sk) == 64 && c->opt && c->opt->dx.target.sm_major == 6 && minor < 6) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+'");
    return false;
  }
  uint32_t nvals = cmp_forms ? 2 : 1;
  for (uint32_t i = 1; i <= nvals; i++) e->args[i] = sema_convert(c, e->args[i], dt, false);
  if (e->nargs > 1 + nvals) {
    Expr *orig = e->args[1 + nvals];
    if (!sema_is_modifiable(orig) || sema_conv_cost(c, dt, orig->type, false) < 0) {
      hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", n);
      return false;
    }
  }
  e->type = c->t_void;
  return true;
}

/* ---- resource types ------------------------------------------------------------ */

bool sema_res_check_type(HlslCtx *c, const HType *t, SrcLoc loc) {
  while (t && t->kind == T_ARRAY) t = t->elem;
  if (!t || t->kind != T_RESOURCE || !t->elem) return true;
  const HlResKindInfo *ri = hl_res_info(t->rk);
  if (hl_contains_hitobject(t->elem)) /* DXC: objects in no resource's element (at the argument) */
    return !hl_diag_long_vectors(c, t->arg_loc.line ? t->arg_loc : loc, t->elem,
                                 t->rk == HL_RK_CONSTANT_BUFFER || t->rk == HL_RK_TEXTURE_BUFFER ? LV_CB_TB_TEMPLATE
                                 : t->rk == HL_RK_SBUFFER || t->rk == HL_RK_RWSBUFFER || t->rk == HL_RK_ROV_SBUFFER ||
                                         t->rk == HL_RK_APPEND_SBUFFER || t->rk == HL_RK_CONSUME_SBUFFER
                                     ? LV_SBUFFER
                                     : LV_TYPE_PARAM);
  bool typed = t->rk == HL_RK_BUFFER || t->rk == HL_RK_RWBUFFER || t->rk == HL_RK_ROV_BUFFER ||
               (ri->texture && !ri->feedback);
  if (!typed) return true;
  const HType *e = t->elem;
  if (e->kind == T_ERROR) return true;
  if (e->kind != T_SCALAR && e->kind != T_VECTOR) {
    hl_error(c, SE_TYPE, loc, "elements of typed buffers and textures must be scalars or vectors");
    return false;
  }
  if (hl_components(e) * hl_sk_bits(c, e->sk) > 128) {
    hl_error(c, SE_TYPE, loc, "elements of typed buffers and textures must fit in four 32-bit quantities");
    return false;
  }
  return true;
}

/* ---- entry points ------------------------------------------------------------ */

Expr *sema_method_call(HlslCtx *c, Expr *e) {
  c->oob_exempt = e->a; /* the object: clang checks no subscript bounds there */
  e->a = sema_expr(c, e->a);
  bool err = !e->a || e->a->type->kind == T_ERROR;
  for (uint32_t i = 0; i < e->nargs; i++) {
    e->args[i] = sema_expr(c, e->args[i]);
    if (e->args[i]->type->kind == T_ERROR) err = true;
  }
  if (err) return fail(c, e);
  HType *rt = e->a->type;
  e->side_effects = true;
  if (rt->kind == T_STREAM) return sema_stream_method(c, e);
  if (hl_is_rayquery(rt, false)) return sema_rq_method_call(c, e); /* sema_rt.c */
  if (hl_is_hitobject(rt, false)) return sema_ho_method_call(c, e); /* sema_rt.c */
  if (hl_is_node(rt, false)) return sema_node_method_call(c, e); /* sema_node.c */
  if (rt->kind == T_STRUCT || sema_is_cb_view(rt))
    return sema_member_call(c, e); /* member functions (sema_expr.c) */
  if (rt->kind != T_RESOURCE || rt->acc != 0 || rt->rk == HL_RK_RESOURCE_HEAP || rt->rk == HL_RK_SAMPLER_HEAP) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, rt));
    return fail(c, e);
  }
  HlResKind rk = rt->rk;
  if (is_bab(rk)) return check_bab(c, e, rt);
  if (is_typed_buf(rk) || is_struct_buf(rk)) return check_buffer(c, e, rt);
  if (hl_res_is_texture(rk)) return check_texture(c, e, rt);
  hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, rt));
  return fail(c, e);
}

static HType *acc_type(HlslCtx *c, const HType *t, uint8_t acc) {
  HType *n = hl_resource(c, t->rk, t->elem);
  if (n->kind != T_RESOURCE) return c->t_error;
  n->samples = t->samples;
  n->norm = t->norm;
  n->acc = acc;
  return n;
}

Expr *sema_res_member(HlslCtx *c, Expr *e) {
  HType *t = e->a->type;
  const HlResKindInfo *ri = hl_res_info(t->rk);
  bool mips = !strcmp(e->name, "mips") && ri->texture && ri->cls == 't' && !ri->ms && !ri->cube;
  /* .sample: Texture2DMS[Array] and (SM 6.7 writable MSAA) RWTexture2DMS[Array] */
  bool samp = !strcmp(e->name, "sample") && ri->texture && ri->ms && (ri->cls == 't' || ri->cls == 'u');
  if (t->acc != 0 || (!mips && !samp)) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, t));
    return fail(c, e);
  }
  e->type = acc_type(c, t, 1);
  e->lvalue = false;
  e->readonly = true;
  return e;
}

Expr *sema_res_index(HlslCtx *c, Expr *e) {
  HType *t = e->a->type;
  HType *it = e->b->type;
  const HlResKindInfo *ri = hl_res_info(t->rk);
  e->side_effects = e->a->side_effects || e->b->side_effects;
  if (!hl_is_numeric(it) || it->kind == T_MATRIX) {
    hl_error(c, SE_INDEX, hl_expr_loc(e->b), "array subscript is not an integer");
    return fail(c, e);
  }
  if (t->rk == HL_RK_RESOURCE_HEAP || t->rk == HL_RK_SAMPLER_HEAP) {
    if (t->acc != 0) {
      hl_error(c, SE_INDEX, hl_expr_loc(e), "type '%s' does not provide a subscript operator", hl_type_name(c, t));
      return fail(c, e);
    }
    e->b = sema_convert(c, e->b, hl_scalar(c, SK_UINT), false);
    e->type = acc_type(c, t, 3);
    e->lvalue = false;
    e->readonly = true;
    return e;
  }
  if (t->acc == 1) { /* .mips[level] / .sample[index] */
    e->b = sema_convert(c, e->b, hl_scalar(c, SK_UINT), false);
    e->type = acc_type(c, t, 2);
    e->lvalue = false;
    e->readonly = true;
    return e;
  }
  bool tex = ri->texture && !ri->feedback;
  bool buf = t->rk == HL_RK_BUFFER || t->rk == HL_RK_RWBUFFER || t->rk == HL_RK_SBUFFER || t->rk == HL_RK_RWSBUFFER ||
             t->rk == HL_RK_ROV_BUFFER || t->rk == HL_RK_ROV_SBUFFER;
  /* MS[coords] reads sample 0 */
  if ((!tex && !buf) || (t->acc == 0 && tex && ri->cube)) {
    hl_error(c, SE_INDEX, hl_expr_loc(e), "type '%s' does not provide a subscript operator", hl_type_name(c, t));
    return fail(c, e);
  }
  uint32_t n = tex ? ri->dims + (ri->array ? 1 : 0) : 1;
  if (hl_sk_is_float(it->sk) && !hl_sk_is_literal(it->sk) && n == 1 && hl_components(it) == 1) {
    /* DXC truncates float subscripts of buffers silently */
  }
  e->b = sema_convert(c, e->b, ivec(c, SK_UINT, n), false);
  e->type = t->elem ? t->elem : hl_vector(c, SK_FLOAT, 4);
  e->lvalue = true;
  /* RWTexture2DMS.sample[s][pos] is writable like RWTexture2DMS[pos] */
  e->readonly = (t->acc != 0 && t->acc != 2) || !hl_res_is_uav(t->rk);
  return e;
}

int sema_res_conv_cost(HlslCtx *c, const HType *from, const HType *to, bool ex) {
  (void)c;
  (void)ex;
  if (from->kind == T_RESOURCE && from->acc == 3) {
    if (to->kind != T_RESOURCE || to->acc != 0) return -1;
    if (to->rk == HL_RK_RESOURCE_HEAP || to->rk == HL_RK_SAMPLER_HEAP) return -1;
    /* either heap gives any resource type, a sampler from
     * ResourceDescriptorHeap too (DXC: the heap decides CreateHandleFromHeap's
     * samplerHeap operand, irgen marks such a handle "hlsl.otherheap") */
    return 0;
  }
  if (from->kind == T_RESOURCE && to->kind == T_RESOURCE && (from->acc || to->acc)) return -1;
  return -2;
}

HType *sema_res_coherent_type(HlslCtx *c, HType *t) {
  if (!t || t->kind != T_RESOURCE || t->acc != 0 || !hl_res_is_uav(t->rk)) return t;
  HType *n = acc_type(c, t, 0);
  if (n->kind == T_RESOURCE) n->coherent = true;
  return n;
}

bool sema_res_is_heap_elem(const HType *t) { return t && t->kind == T_RESOURCE && t->acc == 3; }

int sema_res_heap_kind(const Decl *d) {
  if (!d || d->kind != D_VAR || !d->type || d->type->kind != T_RESOURCE || d->type->acc != 0) return 0;
  if (d->type->rk == HL_RK_RESOURCE_HEAP) return 1;
  if (d->type->rk == HL_RK_SAMPLER_HEAP) return 2;
  return 0;
}

void sema_res_declare_builtins(HlslCtx *c) {
  static const char *const names[2] = {"ResourceDescriptorHeap", "SamplerDescriptorHeap"};
  /* DXC declares them from SM 6.6 on: before, the names are free for the
   * program's own variables */
  if (c->opt && c->opt->dx.target.sm_major == 6 && c->opt->dx.target.sm_minor < 6) return;
  for (int i = 0; i < 2; i++) {
    Decl *d = arena_alloc(c->arena, sizeof(Decl));
    if (!d) return;
    hl_decl_init(d);
    d->kind = D_VAR;
    d->name = names[i];
    d->type = hl_resource(c, i ? HL_RK_SAMPLER_HEAP : HL_RK_RESOURCE_HEAP, NULL);
    d->vk = VK_STATIC_CONST; /* not a bound resource: no ResInfo, no storage */
    d->quals = Q_CONST;
    sema_declare(c, d);
  }
}
