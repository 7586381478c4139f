/* print_shader_flags.c - "print-dx-shader-flags": LLVM's shader flags analysis
 * printer (DXILShaderFlags.cpp, ShaderFlagsAnalysisPrinter).
 *
 * This is LLVM's view of the flags, which differs from DXC's (shader_flags.c,
 * what hlslc writes): flags are computed per function, a function's mask
 * includes the masks of the functions it calls (the call graph is walked SCC
 * by SCC, callees first, and the functions of one SCC share the union of
 * their masks), and module-level facts (UAV count, validator version,
 * LLVM module flags such as dx.nativelowprec) form a mask every function
 * starts from. The printout is
 *
 *   ; Combined Shader Flags for Module
 *   ; Shader Flags Value: 0x00100000
 *   ;
 *   ; Note: shader requires additional functionality:
 *   ;       64-Bit integer
 *   ; Note: extra DXIL module flags:
 *   ;
 *   ; Shader Flags for Module Functions
 *   ; Function add : 0x00100000
 *   ;
 *
 * with flag names from LLVM's DXContainerConstants.def. The value uses the
 * raw DXIL metadata bit numbers (shader_flags.h); the two feature flags that
 * have no metadata bit (minimum / native low precision) are kept in bits the
 * value masks out.
 */
#include <stdio.h>
#include <string.h>

#include "dxil_resources.h"
#include "../dxil/shader_flags.h"

#define BIT(n) (1ull << (n))

/* Feature flags without a DXIL metadata bit (SHADER_FEATURE_FLAG(.., -1, ..)):
 * internal bit positions, never part of the printed value. */
enum { SF_MINIMUM_PRECISION = 62, SF_NATIVE_LOW_PRECISION = 63 };
#define SF_VALUE_MASK (BIT(SF_MINIMUM_PRECISION) - 1)

typedef struct FlagName {
  uint8_t bit;      /* raw bit (or SF_* internal bit) */
  const char *text; /* LLVM's description */
} FlagName;

/* SHADER_FEATURE_FLAG entries, in LLVM's order (the printing order). */
static const FlagName feature_flags[] = {
    {DXIL_SF_DOUBLES, "Double-precision floating point"},
    {DXIL_SF_CS_RAW_STRUCTURED_4X, "Raw and Structured buffers"},
    {DXIL_SF_UAVS_AT_EVERY_STAGE, "UAVs at every shader stage"},
    {DXIL_SF_64_UAVS, "64 UAV slots"},
    {SF_MINIMUM_PRECISION, "Minimum-precision data types"},
    {DXIL_SF_DOUBLE_EXTENSIONS, "Double-precision extensions for 11.1"},
    {DXIL_SF_MSAD, "Shader extensions for 11.1"},
    {DXIL_SF_LEVEL9_CMP_FILTER, "Comparison filtering for feature level 9"},
    {DXIL_SF_TILED_RESOURCES, "Tiled resources"},
    {DXIL_SF_STENCIL_REF, "PS Output Stencil Ref"},
    {DXIL_SF_INNER_COVERAGE, "PS Inner Coverage"},
    {DXIL_SF_UAV_LOAD_ADDITIONAL_FORMATS, "Typed UAV Load Additional Formats"},
    {DXIL_SF_ROVS, "Raster Ordered UAVs"},
    {DXIL_SF_VIEWPORT_RT_INDEX,
     "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer"},
    {DXIL_SF_WAVE_OPS, "Wave level operations"},
    {DXIL_SF_INT64_OPS, "64-Bit integer"},
    {DXIL_SF_VIEW_ID, "View Instancing"},
    {DXIL_SF_BARYCENTRICS, "Barycentrics"},
    {SF_NATIVE_LOW_PRECISION, "Native low-precision data types"},
    {DXIL_SF_SHADING_RATE, "Shading Rate"},
    {DXIL_SF_RAYTRACING_1_1, "Raytracing tier 1.1 features"},
    {DXIL_SF_SAMPLER_FEEDBACK, "Sampler feedback"},
    {DXIL_SF_ATOMIC64_TYPED, "64-bit Atomics on Typed Resources"},
    {DXIL_SF_ATOMIC64_GROUPSHARED, "64-bit Atomics on Group Shared"},
    {DXIL_SF_DERIVATIVES_MS_AS, "Derivatives in mesh and amplification shaders"},
    {DXIL_SF_RESOURCE_HEAP, "Resource descriptor heap indexing"},
    {DXIL_SF_SAMPLER_HEAP, "Sampler descriptor heap indexing"},
    {36, "<RESERVED>"},
    {DXIL_SF_ATOMIC64_HEAP, "64-bit Atomics on Heap Resources"},
    {DXIL_SF_ADVANCED_TEXTURE_OPS, "Advanced Texture Ops"},
    {DXIL_SF_WRITEABLE_MSAA, "Writeable MSAA Textures"},
    {37, "SampleCmp with gradient or bias"},
    {38, "Extended command information"},
};

/* DXIL_MODULE_FLAG entries, in LLVM's order. */
static const FlagName module_flags[] = {
    {DXIL_SF_DISABLE_OPT, "Disable shader optimizations"},
    {DXIL_SF_DISABLE_MATH_REFACTOR, "Disable math refactoring"},
    {DXIL_SF_EARLY_DEPTH, "Force early depth-stencil test"},
    {DXIL_SF_RAW_STRUCTURED, "Raw and structured buffers"},
    {DXIL_SF_LOW_PRECISION, "Low-precision data types present"},
    {DXIL_SF_ALL_RESOURCES_BOUND, "All resources bound for the duration of shader execution"},
    {DXIL_SF_NATIVE_LOW_PRECISION, "Enable native low-precision data types"},
    {DXIL_SF_RES_MAY_NOT_ALIAS, "Any UAV may not alias any other UAV"},
};

/* What the analysis knows about the module (LLVM's ModuleMetadataInfo plus
 * the module flags it reads). */
typedef struct SfModule {
  IrModule *m;
  ShaderStage stage;            /* target profile */
  uint32_t sm_major, sm_minor;  /* shader model */
  uint32_t dxil_major, dxil_minor;
  uint32_t val_major, val_minor;/* dx.valver, 0.0 when absent (LLVM's empty version) */
  bool can_set_res_may_not_alias; /* DXIL >= 1.7 and no dx.resmayalias = 1 */
  DxilResourceMap map;          /* the bound resources */
} SfModule;

static bool ver_ge(uint32_t maj, uint32_t min, uint32_t rmaj, uint32_t rmin) {
  return maj > rmaj || (maj == rmaj && min >= rmin);
}

static const char *callee_name(const IrInst *i) {
  if (i->op != IR_CALL || !i->nops || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return NULL;
  return i->ops[0]->name;
}

static bool starts_with(const char *s, const char *p) {
  return s && strncmp(s, p, strlen(p)) == 0;
}

static bool scalar_is_int(IrType *t, uint32_t bits) {
  t = t ? ir_type_scalar(t) : NULL;
  return t && t->kind == IR_TY_INT && t->bits == bits;
}

static bool scalar_is(IrType *t, IrTypeKind k) {
  t = t ? ir_type_scalar(t) : NULL;
  return t && t->kind == k;
}

/* Is the {value, status} result of a resource load ever asked for its
 * status (extractvalue ..., 1)? Needs CheckAccessFullyMapped. */
static bool status_extracted(IrFunc *fn, IrInst *load) {
  for (uint32_t b = 0; b < fn->nblocks; b++)
    for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
      if (i->op == IR_EXTRACTVALUE && i->nops && i->ops[0] == &load->v && i->nindices == 1 &&
          i->indices[0] == 1)
        return true;
  return false;
}

/* LLVM's checkWaveOps: the wave and quad intrinsics. */
static bool is_wave_intrinsic(const char *n) {
  return starts_with(n, "llvm.dx.wave.") || starts_with(n, "llvm.dx.quad.");
}

/* The flags one instruction contributes (LLVM's updateFunctionFlags). The
 * tests on doubles and low precision look at the flags gathered so far, as
 * LLVM's do: once a function uses doubles, its later divisions and
 * conversions need the double extensions. `done` holds the final masks of
 * already-processed functions (callees in earlier SCCs), valid where
 * `have` is set. */
static void update_flags(SfModule *sm, uint64_t *csf, IrFunc *fn, IrInst *i, const uint64_t *done,
                         const bool *have) {
  uint64_t f = *csf;
  const char *cn = callee_name(i);
  uint32_t first_op = i->op == IR_CALL ? 1 : 0; /* a call's callee is not an operand here */

  if (!(f & BIT(DXIL_SF_DOUBLES))) {
    bool d = scalar_is(i->v.type, IR_TY_DOUBLE);
    for (uint32_t k = first_op; !d && k < i->nops; k++)
      if (i->ops[k]) d = scalar_is(i->ops[k]->type, IR_TY_DOUBLE);
    if (d) f |= BIT(DXIL_SF_DOUBLES);
  }
  if (f & BIT(DXIL_SF_DOUBLES)) {
    switch (i->op) {
    case IR_FDIV: case IR_UITOFP: case IR_SITOFP: case IR_FPTOUI: case IR_FPTOSI:
      f |= BIT(DXIL_SF_DOUBLE_EXTENSIONS);
      break;
    default: break;
    }
  }

  if (!(f & BIT(DXIL_SF_LOW_PRECISION))) {
    bool lp = scalar_is_int(i->v.type, 16) || scalar_is(i->v.type, IR_TY_HALF);
    for (uint32_t k = first_op; !lp && k < i->nops; k++)
      if (i->ops[k]) lp = scalar_is_int(i->ops[k]->type, 16) || scalar_is(i->ops[k]->type, IR_TY_HALF);
    if (lp) f |= BIT(DXIL_SF_LOW_PRECISION);
  }
  if (f & BIT(DXIL_SF_LOW_PRECISION))
    f |= (f & BIT(DXIL_SF_NATIVE_LOW_PRECISION)) ? BIT(SF_NATIVE_LOW_PRECISION)
                                                  : BIT(SF_MINIMUM_PRECISION);

  if (!(f & BIT(DXIL_SF_INT64_OPS))) {
    bool w = scalar_is_int(i->v.type, 64);
    /* Lifetime markers take an i64 size that is not an operation. */
    if (!w && !starts_with(cn, "llvm.lifetime."))
      for (uint32_t k = first_op; !w && k < i->nops; k++)
        if (i->ops[k]) w = scalar_is_int(i->ops[k]->type, 64);
    if (w) f |= BIT(DXIL_SF_INT64_OPS);
  }

  /* 64-bit atomics on groupshared memory. */
  if ((i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG) && i->nops > 1 &&
      scalar_is_int(i->ops[1]->type, 64) && i->ops[0]->type && i->ops[0]->type->kind == IR_TY_PTR &&
      i->ops[0]->type->addrspace == 3)
    f |= BIT(DXIL_SF_ATOMIC64_GROUPSHARED);

  if (i->op == IR_CALL && cn) {
    bool bind = dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefrombinding") ||
                dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefromimplicitbinding");
    bool heap = dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefromheap");
    ResTypeInfo ti;
    if ((bind || heap) && dxil_res_type_info(i->v.type, &ti)) {
      /* Validator 1.8+: only functions that use a UAV may not alias. */
      if (sm->can_set_res_may_not_alias && ver_ge(sm->val_major, sm->val_minor, 1, 8) &&
          ti.cls == RC_UAV)
        f |= BIT(DXIL_SF_RES_MAY_NOT_ALIAS);
      if (ti.kind == RK_RAWBUFFER || ti.kind == RK_STRUCTUREDBUFFER)
        f |= BIT(DXIL_SF_RAW_STRUCTURED);
      if (heap) f |= BIT(ti.cls == RC_SAMPLER ? DXIL_SF_SAMPLER_HEAP : DXIL_SF_RESOURCE_HEAP);
    } else if (dxil_is_intrinsic_call(i, "llvm.dx.resource.load.typedbuffer") && i->nops > 1) {
      if (dxil_res_type_info(i->ops[1]->type, &ti) && ti.cls == RC_UAV && ti.elem_count > 1)
        f |= BIT(DXIL_SF_UAV_LOAD_ADDITIONAL_FORMATS);
      if (status_extracted(fn, i)) f |= BIT(DXIL_SF_TILED_RESOURCES);
    } else if (dxil_is_intrinsic_call(i, "llvm.dx.resource.load.rawbuffer")) {
      if (status_extracted(fn, i)) f |= BIT(DXIL_SF_TILED_RESOURCES);
    } else if ((dxil_is_intrinsic_call(i, "llvm.dx.resource.atomic.binop") ||
                dxil_is_intrinsic_call(i, "llvm.dx.resource.atomic.cmpxchg")) &&
               i->nops > 1 && scalar_is_int(i->v.type, 64)) {
      if (dxil_res_type_info(i->ops[1]->type, &ti) && ti.kind >= RK_TEXTURE1D &&
          ti.kind <= RK_TYPEDBUFFER)
        f |= BIT(DXIL_SF_ATOMIC64_TYPED);
      IrInst *src = dxil_handle_call(i->ops[1]);
      if (src && dxil_is_intrinsic_call(src, "llvm.dx.resource.handlefromheap"))
        f |= BIT(DXIL_SF_ATOMIC64_HEAP);
    }
    if (is_wave_intrinsic(cn)) f |= BIT(DXIL_SF_WAVE_OPS);
    /* A call merges in the (final) mask of a callee processed earlier. */
    IrFunc *callee = ir_call_callee(i);
    if (callee) {
      for (uint32_t k = 0; k < sm->m->funcs.len; k++)
        if (sm->m->funcs.data[k] == callee && have[k]) f |= done[k];
    }
  }
  *csf = f;
}

/* Flags every function starts from (LLVM's gatherGlobalModuleFlags). */
static bool global_flags(PassCtx *ctx, SfModule *sm, uint64_t *out) {
  IrModule *m = sm->m;
  uint64_t f = 0, v;

  /* Optimizations are disabled by the module flag, or by optnone on the
   * entry points, which must then agree. */
  if (dxil_module_flag(m, "dx.disable_optimizations", &v) && v) f |= BIT(DXIL_SF_DISABLE_OPT);
  bool have_entry = false, optnone = false;
  for (uint32_t k = 0; k < m->funcs.len; k++) {
    IrFunc *fn = m->funcs.data[k];
    if (!fn->fn_attrs || !ir_attrs_find(fn->fn_attrs, "\"hlsl.shader\"")) continue;
    bool o = ir_attrs_find(fn->fn_attrs, "optnone") != NULL;
    if (!have_entry) {
      have_entry = true;
      optnone = o;
    } else if (o != optnone) {
      diag_error(ctx->diag, SFLAGS_OPTNONE, fn->loc, "in function %s: Inconsistent optnone attribute",
                 fn->v.name ? fn->v.name : "");
      return false;
    }
  }
  if (optnone) f |= BIT(DXIL_SF_DISABLE_OPT);

  /* UAVs present in the module (heap handles are not bindings). */
  uint32_t nuav = 0, uav_slots = 0;
  for (uint32_t k = 0; k < sm->map.n; k++) {
    DxilResource *r = sm->map.res[k];
    if (r->from_heap || r->ti.cls != RC_UAV) continue;
    nuav++;
    uint32_t size = r->size;
    uav_slots = size > UINT32_MAX - uav_slots ? UINT32_MAX : uav_slots + size;
  }

  if (nuav) {
    switch (sm->stage) {
    case STAGE_VERTEX: case STAGE_GEOMETRY: case STAGE_HULL: case STAGE_DOMAIN:
      f |= BIT(DXIL_SF_UAVS_AT_EVERY_STAGE);
      break;
    case STAGE_LIBRARY: case STAGE_RAYGEN: case STAGE_INTERSECTION: case STAGE_ANYHIT:
    case STAGE_CLOSESTHIT: case STAGE_MISS: case STAGE_CALLABLE: case STAGE_MESH:
    case STAGE_AMPLIFICATION:
      if (!ver_ge(sm->val_major, sm->val_minor, 1, 8)) f |= BIT(DXIL_SF_UAVS_AT_EVERY_STAGE);
      break;
    default: break;
    }
  }
  if ((ver_ge(sm->val_major, sm->val_minor, 1, 6) ? uav_slots : nuav) > 8)
    f |= BIT(DXIL_SF_64_UAVS);

  /* -enable-16bit-types is the dx.nativelowprec module flag (SM 6.2+). */
  if (dxil_module_flag(m, "dx.nativelowprec", &v) && v && ver_ge(sm->sm_major, sm->sm_minor, 6, 2))
    f |= BIT(DXIL_SF_NATIVE_LOW_PRECISION);

  /* Before validator 1.8, any UAV in the module lets every function assume
   * no aliasing. */
  if (sm->can_set_res_may_not_alias && !ver_ge(sm->val_major, sm->val_minor, 1, 8) && nuav)
    f |= BIT(DXIL_SF_RES_MAY_NOT_ALIAS);

  if (dxil_module_flag(m, "dx.allresourcesbound", &v) && v) f |= BIT(DXIL_SF_ALL_RESOURCES_BOUND);
  *out = f;
  return true;
}

/* ---- call graph SCCs (Tarjan, iterative) ------------------------------- */

typedef struct SccState {
  uint32_t n;          /* functions */
  uint32_t **succ;     /* callee indices per function */
  uint32_t *nsucc;
  uint32_t *index, *low; /* UINT32_MAX = unvisited */
  bool *on_stack;
  uint32_t *stack, sp; /* Tarjan stack */
  uint32_t *call_node, *call_edge, csp; /* DFS stack: node and next edge */
  uint32_t next_index;
} SccState;

/* Index of function fn in the module, or UINT32_MAX. */
static uint32_t func_index(IrModule *m, IrFunc *fn) {
  for (uint32_t k = 0; k < m->funcs.len; k++)
    if (m->funcs.data[k] == fn) return k;
  return UINT32_MAX;
}

static bool build_call_graph(IrModule *m, SccState *s) {
  Arena *a = m->arena;
  uint32_t n = m->funcs.len;
  s->n = n;
  s->succ = arena_alloc(a, sizeof(uint32_t *) * (n + 1));
  s->nsucc = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  s->index = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  s->low = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  s->on_stack = arena_alloc(a, sizeof(bool) * (n + 1));
  s->stack = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  s->call_node = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  s->call_edge = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  if (!s->succ || !s->nsucc || !s->index || !s->low || !s->on_stack || !s->stack ||
      !s->call_node || !s->call_edge)
    return false;
  for (uint32_t k = 0; k < n; k++) {
    IrFunc *fn = m->funcs.data[k];
    VEC(uint32_t) e = {0};
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        IrFunc *c = i->op == IR_CALL ? ir_call_callee(i) : NULL;
        uint32_t ci = c && c->nblocks ? func_index(m, c) : UINT32_MAX;
        if (ci != UINT32_MAX && !vec_push(a, &e, ci)) return false;
      }
    s->succ[k] = e.data;
    s->nsucc[k] = e.len;
    s->index[k] = UINT32_MAX;
  }
  return true;
}

/* Visit the SCC rooted at `root`; every completed SCC (callees first) is
 * handed to `done_scc`. */
typedef bool (*SccFn)(void *user, const uint32_t *members, uint32_t n);

static bool tarjan_from(SccState *s, uint32_t root, SccFn fn, void *user) {
  s->csp = 0;
  s->call_node[s->csp] = root;
  s->call_edge[s->csp++] = 0;
  s->index[root] = s->low[root] = s->next_index++;
  s->stack[s->sp++] = root;
  s->on_stack[root] = true;
  while (s->csp) {
    uint32_t v = s->call_node[s->csp - 1];
    uint32_t *ei = &s->call_edge[s->csp - 1];
    if (*ei < s->nsucc[v]) {
      uint32_t w = s->succ[v][(*ei)++];
      if (s->index[w] == UINT32_MAX) {
        s->index[w] = s->low[w] = s->next_index++;
        s->stack[s->sp++] = w;
        s->on_stack[w] = true;
        s->call_node[s->csp] = w;
        s->call_edge[s->csp++] = 0;
      } else if (s->on_stack[w] && s->index[w] < s->low[v]) {
        s->low[v] = s->index[w];
      }
      continue;
    }
    /* v is finished. */
    s->csp--;
    if (s->csp) {
      uint32_t p = s->call_node[s->csp - 1];
      if (s->low[v] < s->low[p]) s->low[p] = s->low[v];
    }
    if (s->low[v] == s->index[v]) {
      uint32_t start = s->sp;
      do {
        start--;
        s->on_stack[s->stack[start]] = false;
      } while (s->stack[start] != v);
      if (!fn(user, &s->stack[start], s->sp - start)) return false;
      s->sp = start;
    }
  }
  return true;
}

/* ---- the analysis ------------------------------------------------------ */

typedef struct SfRun {
  SfModule *sm;
  uint64_t global;   /* module-level mask */
  uint64_t *flags;   /* per function (module order) */
  bool *have;        /* flags[k] final */
  uint64_t combined; /* union over all functions */
} SfRun;

static bool process_scc(void *user, const uint32_t *members, uint32_t n) {
  SfRun *r = user;
  IrModule *m = r->sm->m;
  uint64_t scc = 0;
  for (uint32_t k = 0; k < n; k++) {
    IrFunc *fn = m->funcs.data[members[k]];
    if (!fn->nblocks) continue; /* declarations have no flags */
    uint64_t csf = r->global;
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
        update_flags(r->sm, &csf, fn, i, r->flags, r->have);
    scc |= csf;
  }
  r->combined |= scc;
  /* Every function of an SCC gets the union of the SCC's masks. */
  for (uint32_t k = 0; k < n; k++) {
    IrFunc *fn = m->funcs.data[members[k]];
    if (!fn->nblocks) continue;
    r->flags[members[k]] |= scc;
    r->have[members[k]] = true;
  }
  return true;
}

static void print_mask(StrBuf *o, uint64_t f) {
  uint64_t value = f & SF_VALUE_MASK;
  sb_printf(o, "; Shader Flags Value: 0x%08llx\n;\n", (unsigned long long)value);
  if (!value) return;
  sb_puts(o, "; Note: shader requires additional functionality:\n");
  for (size_t k = 0; k < sizeof feature_flags / sizeof feature_flags[0]; k++)
    if (f & BIT(feature_flags[k].bit)) sb_printf(o, ";       %s\n", feature_flags[k].text);
  sb_puts(o, "; Note: extra DXIL module flags:\n");
  for (size_t k = 0; k < sizeof module_flags / sizeof module_flags[0]; k++)
    if (f & BIT(module_flags[k].bit)) sb_printf(o, ";       %s\n", module_flags[k].text);
  sb_puts(o, ";\n");
}

bool pass_print_dx_shader_flags(PassCtx *ctx, IrModule *m) {
  SfModule sm;
  memset(&sm, 0, sizeof sm);
  sm.m = m;
  Target t;
  memset(&t, 0, sizeof t);
  if (ctx->have_target) t = ctx->dx.target;
  else if (!m->triple || !target_from_triple(&t, m->triple)) {
    diag_error(ctx->diag, SFLAGS_NO_TRIPLE, srcloc_none(), "module has no DXIL target triple");
    return false;
  }
  sm.stage = t.stage;
  sm.sm_major = t.sm_major;
  sm.sm_minor = t.sm_minor;
  sm.dxil_major = t.dxil_major;
  sm.dxil_minor = t.dxil_minor;
  if (!sm.dxil_major && !sm.dxil_minor) {
    sm.dxil_major = 1;
    sm.dxil_minor = t.sm_major == 6 ? t.sm_minor : 0;
  }
  dxil_module_valver(m, &sm.val_major, &sm.val_minor);
  uint64_t v;
  sm.can_set_res_may_not_alias = ver_ge(sm.dxil_major, sm.dxil_minor, 1, 7) &&
                                 !ctx->dx.target.res_may_alias &&
                                 !(dxil_module_flag(m, "dx.resmayalias", &v) && v);
  if (!dxil_resource_analyze(m, ctx->diag, false, &sm.map)) return false;

  SfRun run;
  memset(&run, 0, sizeof run);
  run.sm = &sm;
  if (!global_flags(ctx, &sm, &run.global)) return false;
  uint32_t n = m->funcs.len;
  run.flags = arena_alloc(m->arena, sizeof(uint64_t) * (n + 1));
  run.have = arena_alloc(m->arena, sizeof(bool) * (n + 1));
  SccState scc;
  memset(&scc, 0, sizeof scc);
  if (!run.flags || !run.have || !build_call_graph(m, &scc)) {
    diag_oom(ctx->diag, INT_ERROR, "print-dxil-shader-flags");
    return false;
  }
  for (uint32_t k = 0; k < n; k++)
    if (scc.index[k] == UINT32_MAX && !tarjan_from(&scc, k, process_scc, &run)) return false;

  StrBuf local = sb_new(m->arena);
  StrBuf *o = ctx->analysis_out ? ctx->analysis_out : &local;
  sb_puts(o, "; Combined Shader Flags for Module\n");
  print_mask(o, run.combined);
  sb_puts(o, "; Shader Flags for Module Functions\n");
  for (uint32_t k = 0; k < n; k++) {
    IrFunc *fn = m->funcs.data[k];
    if (!fn->nblocks) continue;
    sb_printf(o, "; Function %s : 0x%08llx\n;\n", fn->v.name ? fn->v.name : "",
              (unsigned long long)(run.flags[k] & SF_VALUE_MASK));
  }
  if (o == &local) {
    if (local.data) fputs(local.data, stderr);
    sb_free(&local);
  }
  return true;
}
