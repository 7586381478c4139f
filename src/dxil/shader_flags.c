/* shader_flags.c - DXC's shader-flag collection over hlslc IR.
 *
 * Mirrors DxilModule::CollectShaderFlagsForModule / ShaderFlags::
 * CollectShaderFlags (DXC lib/DXIL): per-instruction type checks (doubles,
 * 64-bit and 16-bit types), particular operations (wave ops, MSAD, Fma on
 * doubles, CheckAccessFullyMapped, typed UAV loads, 64-bit atomics, heap
 * indexing) and module-level resource facts (raw/structured buffers, ROVs,
 * UAV count). Both IR forms are understood: before op lowering the
 * operations are llvm.dx.* intrinsics and resources come from the
 * handle-creation calls; afterwards they are dx.op.* calls and resources come
 * from the dx.resources metadata.
 */
#include "shader_flags.h"

#include <string.h>

#include "dxil_resources.h"
#include "dxil.h"
#include "dxil_ops.h"

#define BIT(n) (1ull << (n))

/* Opcodes of the DXIL ops that matter here, from the op spec (dxil_ops.def). */
enum {
  OP_FMA = DXIL_OP_Fma, OP_MSAD = DXIL_OP_Msad, OP_SAMPLE = DXIL_OP_Sample,
  OP_SAMPLE_BIAS = DXIL_OP_SampleBias, OP_SAMPLE_CMP = DXIL_OP_SampleCmp,
  OP_TEXTURE_LOAD = DXIL_OP_TextureLoad, OP_BUFFER_LOAD = DXIL_OP_BufferLoad,
  OP_CHECK_ACCESS = DXIL_OP_CheckAccessFullyMapped, OP_ATOMIC_BINOP = DXIL_OP_AtomicBinOp,
  OP_ATOMIC_CMPXCHG = DXIL_OP_AtomicCompareExchange, OP_CALC_LOD = DXIL_OP_CalculateLOD,
  OP_DERIV_COARSE_X = DXIL_OP_DerivCoarseX, OP_DERIV_FINE_Y = DXIL_OP_DerivFineY,
  OP_VIEW_ID = DXIL_OP_ViewID, OP_CREATE_HANDLE = DXIL_OP_CreateHandle,
  OP_ANNOTATE_HANDLE = DXIL_OP_AnnotateHandle, OP_CREATE_HANDLE_FROM_HEAP = DXIL_OP_CreateHandleFromHeap,
  OP_INNER_COVERAGE = DXIL_OP_InnerCoverage, OP_ATTRIBUTE_AT_VERTEX = DXIL_OP_AttributeAtVertex,
  OP_SAMPLE_GRAD = DXIL_OP_SampleGrad, OP_SAMPLE_CMP_GRAD = DXIL_OP_SampleCmpGrad,
  OP_SAMPLE_CMP_BIAS = DXIL_OP_SampleCmpBias, OP_SAMPLE_LEVEL = DXIL_OP_SampleLevel,
  OP_SAMPLE_CMP_LZ = DXIL_OP_SampleCmpLevelZero, OP_SAMPLE_CMP_LEVEL = DXIL_OP_SampleCmpLevel,
  OP_GATHER_RAW = DXIL_OP_TextureGatherRaw, OP_STORE_SAMPLE = DXIL_OP_TextureStoreSample,
  OP_START_VERTEX = DXIL_OP_StartVertexLocation, OP_START_INSTANCE = DXIL_OP_StartInstanceLocation,
};

/* Any of the three offset operands (call operands first..first+2) not a
 * constant: the op needs Advanced Texture Ops (DXC's ShaderFlags). */
static bool nonconst_offsets(IrInst *i, uint32_t first) {
  for (uint32_t k = first; k < first + 3 && k < i->nops; k++)
    if (!ir_is_const(i->ops[k])) return true;
  return false;
}

static bool is_wave_opcode(uint32_t op) {
  return (op >= 110 && op <= 123) || op == 135 || op == 136 || (op >= 165 && op <= 167) ||
         op == 222;
}

static const char *callee_name(IrInst *i) {
  if (i->op != IR_CALL || !i->nops || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return NULL;
  return i->ops[0]->name;
}

static bool starts_with(const char *s, const char *p) {
  return s && strncmp(s, p, strlen(p)) == 0;
}

/* Opcode of a dx.op call, or UINT32_MAX. */
/* The DXIL op a call is or will be: a dx.op call, or (before op lowering)
 * an llvm.dx.* intrinsic that lowers to exactly one op with no operands to
 * interpret (SV_StartVertexLocation's llvm.dx.start.vertex.location). */
static uint32_t dxop_opcode(IrInst *i) {
  const char *n = callee_name(i);
  uint64_t op;
  if (starts_with(n, "llvm.dx.") && i->nops == 1) {
    const DxilIntrinsicMap *im = dxil_intrinsic_of(ir_call_callee(i)); /* (cached on the function) */
    return im && !im->nsel ? im->opcode : UINT32_MAX;
  }
  if (!starts_with(n, "dx.op.") || i->nops < 2 || !ir_const_is_int(i->ops[1], &op))
    return UINT32_MAX;
  return (uint32_t)op;
}

/* The sample intrinsics whose DXIL op takes implicit derivatives (Sample,
 * SampleBias, SampleCmp, SampleCmpBias); the Level, Grad and LevelZero
 * forms carry their LOD or gradients and need none. */
static bool sample_uses_derivatives(const char *cn) {
  static const char *const forms[] = {"", "bias", "cmp", "cmpbias"};
  const char *p = "llvm.dx.resource.sample";
  if (!starts_with(cn, p)) return false;
  const char *s = cn + strlen(p);
  size_t n = strcspn(s, ".");
  for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++)
    if (strlen(forms[k]) == n && !strncmp(s, forms[k], n)) return true;
  return false;
}

static bool scalar_is(IrType *t, IrTypeKind k, uint32_t bits) {
  if (!t) return false;
  if (t->kind == IR_TY_VECTOR) t = t->elem;
  if (!t || t->kind != k) return false;
  return k != IR_TY_INT || t->bits == bits;
}

typedef struct TypeUse {
  bool dbl, half, i16, i64;
} TypeUse;

/* DXC compares types for equality (Ty->isDoubleTy(), Ty == int64Ty): the
 * vectors DXIL 1.9 keeps (<4 x double>, <2 x i64>) do not count. Before 1.9
 * the vectors seen here are those of intrinsic calls that become scalar ops. */
static void note_type_native(TypeUse *u, IrType *t, bool native) {
  if (native && t && t->kind == IR_TY_VECTOR) return;
  u->dbl |= scalar_is(t, IR_TY_DOUBLE, 0);
  u->half |= scalar_is(t, IR_TY_HALF, 0);
  u->i16 |= scalar_is(t, IR_TY_INT, 16);
  u->i64 |= scalar_is(t, IR_TY_INT, 64);
}

/* Resource facts gathered either from the handle-creation calls or from the
 * dx.resources metadata. */
typedef struct ResFacts {
  uint32_t nuav;          /* UAV records */
  uint32_t uav_slots;     /* sum of min(range size, 9) over UAVs */
  bool raw_structured;    /* a raw or structured SRV/UAV */
  bool rov;               /* a rasterizer-ordered UAV */
} ResFacts;

static void facts_add(ResFacts *f, ResClass cls, ResKind kind, uint32_t size, bool rov) {
  if (cls == RC_UAV) {
    f->nuav++;
    f->uav_slots += size > 8 ? 9 : size;
    if (rov) f->rov = true;
  }
  if ((cls == RC_UAV || cls == RC_SRV) && (kind == RK_RAWBUFFER || kind == RK_STRUCTUREDBUFFER))
    f->raw_structured = true;
}

/* Resource facts from an existing dx.resources node. */
static void facts_from_metadata(IrModule *m, ResFacts *f) {
  IrNamedMD *nmd = ir_named_md(m, "dx.resources");
  if (!nmd || !nmd->nops || !nmd->ops[0] || nmd->ops[0]->kind != IR_MD_NODE) return;
  IrMD *lists = nmd->ops[0];
  for (uint32_t c = 0; c < 2 && c < lists->nops; c++) {
    IrMD *l = lists->ops[c];
    if (!l || l->kind != IR_MD_NODE) continue;
    for (uint32_t k = 0; k < l->nops; k++) {
      IrMD *r = l->ops[k];
      uint32_t size = 1, kind = 0, rov = 0;
      if (!r || r->kind != IR_MD_NODE || r->nops < 7) continue;
      ir_md_u32(r->ops[5], &size);
      ir_md_u32(r->ops[6], &kind);
      if (c == 1 && r->nops > 9) ir_md_u32(r->ops[9], &rov);
      facts_add(f, (ResClass)c, (ResKind)kind, size, rov != 0);
    }
  }
}

/* The UAV record of dx.resources with this ID (for createHandle), or NULL. */
static IrMD *uav_record(IrModule *m, uint32_t id) {
  IrNamedMD *nmd = ir_named_md(m, "dx.resources");
  if (!nmd || !nmd->nops || !nmd->ops[0] || nmd->ops[0]->nops < 2) return NULL;
  IrMD *l = nmd->ops[0]->ops[1];
  if (!l || l->kind != IR_MD_NODE) return NULL;
  for (uint32_t k = 0; k < l->nops; k++) {
    uint32_t rid;
    IrMD *r = l->ops[k];
    if (r && r->kind == IR_MD_NODE && r->nops > 6 && ir_md_u32(r->ops[0], &rid) && rid == id) return r;
  }
  return NULL;
}

/* Element count of a resource symbol `%"class.RWBuffer<vector<float, 4> >"* undef`
 * (or an array of them) from its struct's first member. */
static uint32_t symbol_elem_count(IrMD *sym) {
  if (!sym || sym->kind != IR_MD_VALUE || !sym->value) return 1;
  IrType *t = sym->value->type;
  if (t && t->kind == IR_TY_PTR) t = t->elem;
  while (t && t->kind == IR_TY_ARRAY) t = t->elem;
  if (t && t->kind == IR_TY_STRUCT && t->nmembers && t->members[0]->kind == IR_TY_VECTOR)
    return (uint32_t)t->members[0]->count;
  return 1;
}

IrInst *dxil_handle_call(IrValue *v) {
  for (uint32_t guard = 0; guard < 256; guard++) {
    IrInst *i = ir_as_inst(v);
    if (!i) return NULL;
    if (i->op == IR_CALL) return i;
    if (i->op == IR_PHI && i->nops) v = i->ops[0];
    else if (i->op == IR_SELECT && i->nops == 3) v = i->ops[1];
    else return NULL;
  }
  return NULL;
}

/* Is the handle of a lowered load a typed UAV with more than one component
 * (or any UAV under validator 1.0)? */
static bool lowered_multicomp_uav(IrModule *m, IrValue *handle, bool back_compat) {
  IrInst *h = dxil_handle_call(handle);
  if (!h) return false;
  uint32_t op = dxop_opcode(h);
  if (op == OP_ANNOTATE_HANDLE && h->nops > 3) {
    IrConst *props = ir_as_const(h->ops[3]);
    uint64_t w0 = 0, w1 = 0;
    if (!props || props->v.kind != IR_V_CONST_AGG || props->nelems < 2 ||
        !ir_const_is_int(props->elems[0], &w0) || !ir_const_is_int(props->elems[1], &w1))
      return false;
    bool uav = (w0 >> 12) & 1;
    uint32_t kind = w0 & 0xFF;
    if (!uav) return false;
    if (back_compat) return true;
    return kind >= RK_TEXTURE1D && kind <= RK_TYPEDBUFFER && ((w1 >> 8) & 0xFF) > 1;
  }
  if (op == OP_CREATE_HANDLE && h->nops > 3) {
    uint64_t cls, id;
    if (!ir_const_is_int(h->ops[2], &cls) || cls != RC_UAV) return false;
    if (back_compat) return true;
    if (!ir_const_is_int(h->ops[3], &id)) return false;
    IrMD *r = uav_record(m, (uint32_t)id);
    uint32_t kind = 0;
    if (!r || !ir_md_u32(r->ops[6], &kind)) return false;
    return kind >= RK_TEXTURE1D && kind <= RK_TYPEDBUFFER && symbol_elem_count(r->ops[1]) > 1;
  }
  return false;
}

/* Semantic kinds (DXIL SemanticKind) that set flags. */
enum { SEMK_RT_ARRAY_INDEX = 4, SEMK_VIEWPORT_INDEX = 5, SEMK_INNER_COVERAGE = 15,
       SEMK_STENCIL_REF = 20, SEMK_BARYCENTRICS = 28, SEMK_SHADING_RATE = 29 };

/* Bit set of the semantic kinds in a signature element list (dx.semantic.
 * signatures element: kind at operand 3; DXIL element: also operand 3). */
static uint64_t list_kinds(const IrMD *list) {
  uint64_t k = 0;
  for (uint32_t e = 0; list && list->kind == IR_MD_NODE && e < list->nops; e++) {
    const IrMD *el = list->ops[e];
    uint32_t v;
    if (el && el->kind == IR_MD_NODE && el->nops > 3 && ir_md_u32(el->ops[3], &v) && v < 64)
      k |= 1ull << v;
  }
  return k;
}

/* Flags DXC derives from the entry signatures and entry properties
 * (DxilShaderFlags.cpp: render-target/viewport index, stencil ref, inner
 * coverage, shading rate, barycentrics; [earlydepthstencil]). Reads the
 * dx.semantic.signatures table before dxil-translate-metadata, the entry
 * points' signatures after it. */
/* A library entry's stage, from its "hlsl.shader" attribute (STAGE_LIBRARY:
 * none, or not a function). */
static ShaderStage record_stage(const IrMD *fnmd) {
  const IrValue *v = fnmd && fnmd->kind == IR_MD_VALUE ? fnmd->value : NULL;
  const IrFunc *fn = v && v->kind == IR_V_FUNC ? (const IrFunc *)v : NULL;
  const IrAttr *a = fn && fn->fn_attrs ? ir_attrs_find(fn->fn_attrs, "\"hlsl.shader\"") : NULL;
  size_t len = 0;
  const char *s = a ? ir_attr_unquoted(a, &len) : NULL;
  ShaderStage st = s ? stage_from_name(s, len, false) : STAGE_INVALID;
  return stage_has_profile(st) ? st : STAGE_LIBRARY;
}

/* The flags one entry's signatures give (in/out: the semantic kinds). */
static uint64_t entry_signature_flags(uint64_t in, uint64_t out, ShaderStage stage, bool val_lt16) {
  uint64_t flags = 0;
  uint64_t rt = (1ull << SEMK_RT_ARRAY_INDEX) | (1ull << SEMK_VIEWPORT_INDEX);
  bool check_in = stage == STAGE_GEOMETRY || stage == STAGE_DOMAIN || stage == STAGE_HULL;
  bool check_out = stage == STAGE_VERTEX || stage == STAGE_DOMAIN || stage == STAGE_HULL;
  if ((check_in && (in & rt)) || (check_out && (out & rt))) flags |= BIT(DXIL_SF_VIEWPORT_RT_INDEX);
  if (stage == STAGE_PIXEL && (out & (1ull << SEMK_STENCIL_REF))) flags |= BIT(DXIL_SF_STENCIL_REF);
  if (stage == STAGE_PIXEL && (out & (1ull << SEMK_INNER_COVERAGE)))
    flags |= BIT(DXIL_SF_INNER_COVERAGE);
  if ((in | out) & (1ull << SEMK_SHADING_RATE)) flags |= BIT(DXIL_SF_SHADING_RATE);
  if ((in & (1ull << SEMK_BARYCENTRICS)) && !val_lt16) flags |= BIT(DXIL_SF_BARYCENTRICS);
  return flags;
}

/* Flags DXC derives from the entry signatures and entry properties
 * (DxilShaderFlags.cpp: render-target/viewport index, stencil ref, inner
 * coverage, shading rate, barycentrics; [earlydepthstencil]). Reads the
 * dx.semantic.signatures table before dxil-translate-metadata, the entry
 * points' signatures after it. A library's are each entry's by its own
 * stage (DXC collects them per function). */
static uint64_t signature_flags(IrModule *m, ShaderStage stage, bool val_lt16) {
  uint64_t in = 0, out = 0, flags = 0;
  IrNamedMD *t = ir_named_md(m, "dx.semantic.signatures");
  for (uint32_t r = 0; t && r < t->nops; r++) {
    const IrMD *rec = t->ops[r];
    if (!rec || rec->kind != IR_MD_NODE || rec->nops < 3) continue;
    if (stage == STAGE_LIBRARY) {
      flags |= entry_signature_flags(list_kinds(rec->ops[1]), list_kinds(rec->ops[2]), record_stage(rec->ops[0]),
                                     val_lt16);
      continue;
    }
    in |= list_kinds(rec->ops[1]);
    out |= list_kinds(rec->ops[2]);
  }
  IrNamedMD *eps = t ? NULL : ir_named_md(m, "dx.entryPoints");
  for (uint32_t r = 0; eps && r < eps->nops; r++) {
    const IrMD *ep = eps->ops[r];
    if (!ep || ep->kind != IR_MD_NODE || ep->nops < 3 || !ep->ops[2] ||
        ep->ops[2]->kind != IR_MD_NODE || ep->ops[2]->nops < 2)
      continue;
    if (stage == STAGE_LIBRARY) {
      flags |= entry_signature_flags(list_kinds(ep->ops[2]->ops[0]), list_kinds(ep->ops[2]->ops[1]),
                                     record_stage(ep->ops[0]), val_lt16);
      continue;
    }
    in |= list_kinds(ep->ops[2]->ops[0]);
    out |= list_kinds(ep->ops[2]->ops[1]);
  }
  flags |= entry_signature_flags(in, out, stage, val_lt16);
  for (uint32_t f = 0; stage == STAGE_PIXEL && f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    if (fn->fn_attrs && ir_attrs_find(fn->fn_attrs, "\"hlsl.earlydepthstencil\""))
      flags |= BIT(DXIL_SF_EARLY_DEPTH);
  }
  return flags;
}

/* Is a sample's LOD clamp operand a clamp (DXC's hasSampleClamp: not undef,
 * and not the constant 0.0)? */
static bool lod_clamp_used(const IrValue *v) {
  if (v->kind == IR_V_UNDEF) return false;
  if (v->kind == IR_V_CONST_FP) return ((const IrConst *)v)->fval != 0.0; /* -0.0 is zero too */
  return true;
}

uint64_t dxil_shader_flags(IrModule *m, const Target *t) {
  uint64_t flags = 0;
  bool native = t && (t->dxil_major > 1 || (t->dxil_major == 1 && t->dxil_minor >= 9));
  DxilResourceMap map;
  bool have_map = dxil_resource_analyze(m, NULL, false, &map) && map.n > 0;
  bool val_lt = false;
  uint32_t vmaj = t ? t->valver_major : 1, vmin = t ? t->valver_minor : 0;
  bool back_compat_uav = vmaj == 1 && vmin == 0;
  val_lt = vmaj < 1 || (vmaj == 1 && vmin < 6);
  bool val18 = vmaj > 1 || (vmaj == 1 && vmin >= 8);
  bool val19 = vmaj > 1 || (vmaj == 1 && vmin >= 9);
  ShaderStage stage = t ? t->stage : STAGE_COMPUTE;
  /* SM 6.6 and later annotate every handle with its resource's properties */
  bool annotated = t && (t->sm_major > 6 || (t->sm_major == 6 && t->sm_minor >= 6));

  ResFacts facts;
  memset(&facts, 0, sizeof facts);
  bool uav_used = false;
  if (have_map) {
    for (uint32_t k = 0; k < map.n; k++) {
      DxilResource *r = map.res[k];
      if (r->from_heap) {
        if (r->ti.cls == RC_UAV) uav_used = true;
        continue;
      }
      facts_add(&facts, r->ti.cls, r->ti.kind, r->size, r->ti.is_rov);
    }
  } else {
    facts_from_metadata(m, &facts);
  }
  if (facts.nuav) uav_used = true;

  TypeUse mod_types = {0};
  bool dbl_ext = false, wave = false, msad = false, check_access = false, multicomp = false;
  bool sample_cmp_gb = false; /* SampleCmpBias / SampleCmpGrad */
  bool atomic64_typed = false, atomic64_gs = false, atomic64_heap = false;
  bool res_heap = false, sampler_heap = false, derivs = false, view_id = false;
  bool rt11 = false; /* DXR 1.1 ops (DXC's list): GeometryIndex (213), AllocateRayQuery (178, 258) */
  bool inner_cov = false, barycentrics = false;
  bool feedback = false; /* WriteSamplerFeedback* (174..177) */
  /* Advanced Texture Ops; Writeable MSAA Textures: from validator 1.8 when a
   * function uses a RWTexture2DMS[Array] handle, before that when the module
   * declares one */
  bool adv_tex = false, wmsaa = false, wmsaa_17 = false;
  bool ext_cmd = false; /* SV_StartVertexLocation / SV_StartInstanceLocation read (SM 6.8) */
  if (have_map)
    for (uint32_t k = 0; k < map.n; k++)
      if (map.res[k]->ti.cls == RC_UAV && (map.res[k]->ti.kind == RK_TEXTURE2DMS ||
                                            map.res[k]->ti.kind == RK_TEXTURE2DMSARRAY)) {
        wmsaa_17 = true;
        if (map.res[k]->ncalls) wmsaa = true; /* a handle of it is used */
      }

  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        const char *cn = callee_name(i);
        uint32_t op = UINT32_MAX;
        bool intrinsic = false;
        if (i->op == IR_CALL) {
          op = dxop_opcode(i);
          intrinsic = starts_with(cn, "llvm.") && !starts_with(cn, "llvm.lifetime") &&
                      !starts_with(cn, "llvm.dbg");
          /* DXC only looks at dx.op calls; other calls are skipped entirely. */
          if (op == UINT32_MAX && !intrinsic) continue;
        }
        if (i->op == IR_EXTRACTELEMENT || i->op == IR_INSERTELEMENT) continue;
        TypeUse u = {0};
        note_type_native(&u, i->v.type, native);
        /* GEP indices never survive as 64-bit values in DXIL (the writer
         * uses i32 indices), so they do not count. */
        uint32_t nops = i->op == IR_GEP ? 1 : i->nops;
        for (uint32_t k = 0; k < nops; k++)
          if (i->ops[k]) note_type_native(&u, i->ops[k]->type, native);
        if (i->op == IR_CALL && i->nops) { /* the callee is a pointer; its type is irrelevant */
          /* resource intrinsics other than raw buffer accesses become ops
           * on scalars (their %dx.types.ResRet fields) even in DXIL 1.9 */
          bool scal = native && !(starts_with(cn, "llvm.dx.resource.") && !starts_with(cn, "llvm.dx.resource.load.rawbuffer") &&
                                  !starts_with(cn, "llvm.dx.resource.store.rawbuffer"));
          TypeUse u2 = {0};
          note_type_native(&u2, i->v.type, scal);
          for (uint32_t k = 1; k < i->nops; k++)
            if (i->ops[k]) note_type_native(&u2, i->ops[k]->type, scal);
          u = u2;
        }
        mod_types.dbl |= u.dbl;
        mod_types.half |= u.half;
        mod_types.i16 |= u.i16;
        mod_types.i64 |= u.i64;
        if (u.dbl && (i->op == IR_FDIV || i->op == IR_UITOFP || i->op == IR_SITOFP ||
                      i->op == IR_FPTOUI || i->op == IR_FPTOSI))
          dbl_ext = true;
        if (u.i64 && (i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG)) {
          /* Before lowering, resource atomics are still atomicrmw on a
           * getpointer result; classify them like their lowered form. */
          IrInst *base = ir_as_inst(ir_pointer_root(i->ops[0]));
          if (base && base->op == IR_CALL &&
              dxil_is_intrinsic_call(base, "llvm.dx.resource.getpointer") && have_map) {
            DxilResource *rs[4];
            uint32_t n = dxil_resources_for_handle(&map, base->ops[1], rs, 4);
            for (uint32_t k = 0; k < n; k++) {
              if (rs[k]->ti.kind >= RK_TEXTURE1D && rs[k]->ti.kind <= RK_TYPEDBUFFER)
                atomic64_typed = true;
              if (rs[k]->from_heap) atomic64_heap = true;
            }
          } else {
            atomic64_gs = true;
          }
        }
        if (i->op != IR_CALL) continue;

        if (op != UINT32_MAX) {
          if (is_wave_opcode(op)) wave = true;
          if (op >= 174 && op <= 177) feedback = true;
          switch (op) {
          case OP_CHECK_ACCESS: check_access = true; break;
          case OP_MSAD: msad = true; break;
          case OP_FMA: dbl_ext |= u.dbl; break;
          case OP_INNER_COVERAGE: inner_cov = true; break;
          case OP_VIEW_ID: view_id = true; break;
          case 213: case 178: case 258: rt11 = true; break;
          case OP_ATTRIBUTE_AT_VERTEX: barycentrics = true; break;
          case OP_GATHER_RAW: case OP_SAMPLE_CMP_LEVEL: adv_tex = true; break;
          case OP_START_VERTEX: case OP_START_INSTANCE: ext_cmd = true; break;
          case OP_STORE_SAMPLE: adv_tex = wmsaa = wmsaa_17 = true; break;
          case OP_SAMPLE_LEVEL: case OP_SAMPLE_CMP_LZ:
            /* operands: opcode, handle, sampler, 4 coordinates, 3 offsets */
            adv_tex |= nonconst_offsets(i, 8);
            break;
          case OP_ANNOTATE_HANDLE: {
            /* ResourceProperties word 0: kind in bits 0-7, UAV in bit 12 */
            IrConst *props = i->nops > 3 ? ir_as_const(i->ops[3]) : NULL;
            uint64_t w0 = 0;
            if (props && props->nelems && ir_const_is_int(props->elems[0], &w0) && (w0 & 0x1000) &&
                ((w0 & 0xFF) == RK_TEXTURE2DMS || (w0 & 0xFF) == RK_TEXTURE2DMSARRAY))
              wmsaa = true;
          } break;
          case OP_TEXTURE_LOAD: case OP_BUFFER_LOAD:
            /* textureLoad: opcode, handle, mip, 3 coordinates, 3 offsets */
            if (op == OP_TEXTURE_LOAD) adv_tex |= nonconst_offsets(i, 7);
            if (!multicomp && i->nops > 2)
              multicomp = lowered_multicomp_uav(m, i->ops[2], back_compat_uav);
            break;
          case OP_ATOMIC_BINOP: case OP_ATOMIC_CMPXCHG:
            if (u.i64 && i->nops > 2) {
              IrInst *h = dxil_handle_call(i->ops[2]);
              uint32_t hop = h ? dxop_opcode(h) : UINT32_MAX;
              if (hop == OP_ANNOTATE_HANDLE && h->nops > 3) {
                IrConst *props = ir_as_const(h->ops[3]);
                uint64_t w0 = 0;
                if (props && props->nelems && ir_const_is_int(props->elems[0], &w0) &&
                    (w0 & 0xFF) >= RK_TEXTURE1D && (w0 & 0xFF) <= RK_TYPEDBUFFER)
                  atomic64_typed = true;
                IrInst *src = dxil_handle_call(h->ops[2]);
                if (src && dxop_opcode(src) == OP_CREATE_HANDLE_FROM_HEAP) atomic64_heap = true;
              }
            }
            break;
          case OP_SAMPLE: case OP_SAMPLE_BIAS: case OP_SAMPLE_CMP: case OP_CALC_LOD:
          case OP_SAMPLE_GRAD: case OP_SAMPLE_CMP_GRAD: case OP_SAMPLE_CMP_BIAS:
            if (op != OP_CALC_LOD) adv_tex |= nonconst_offsets(i, 8);
            if (op != OP_SAMPLE_GRAD && op != OP_CALC_LOD && op != OP_SAMPLE_CMP_GRAD) derivs = true;
            if (op == OP_SAMPLE_CMP_GRAD || op == OP_SAMPLE_CMP_BIAS) sample_cmp_gb = true;
            /* an LOD clamp (the last operand, neither undef nor 0.0) needs
             * tiled resources; validators before 1.8 did not know it (DXC) */
            if (op != OP_CALC_LOD && i->nops > 3 && val18 && lod_clamp_used(i->ops[i->nops - 1]))
              check_access = true;
            break;
          case OP_CREATE_HANDLE_FROM_HEAP: {
            uint64_t s = 0;
            if (i->nops > 3 && ir_const_is_int(i->ops[3], &s) && s) sampler_heap = true;
            else res_heap = true;
          } break;
          default:
            if (op >= OP_DERIV_COARSE_X && op <= OP_DERIV_FINE_Y) derivs = true;
            break;
          }
          continue;
        }

        /* llvm.* intrinsics before op lowering; the ops that only mark a
         * feature are found through the op spec's intrinsic map */
        const DxilIntrinsicMap *im = dxil_intrinsic_of(ir_call_callee(i)); /* (cached on the function) */
        if (im) {
          if (im->opcode == OP_VIEW_ID) view_id = true;
          else if (im->opcode == 213 || im->opcode == 178 || im->opcode == 258) rt11 = true;
          else if (im->opcode == OP_INNER_COVERAGE) inner_cov = true;
          else if (im->opcode == OP_ATTRIBUTE_AT_VERTEX) barycentrics = true;
        }
        /* GetAttributeAtVertex: lowered by hand (op_lower), not through the map */
        if (starts_with(cn, "llvm.dx.attribute.at.vertex")) barycentrics = true;
        if (starts_with(cn, "llvm.dx.resource.samplecmpbias") || starts_with(cn, "llvm.dx.resource.samplecmpgrad"))
          sample_cmp_gb = true;
        /* Advanced Texture Ops: SampleCmpLevel, TextureGatherRaw,
         * TextureStoreSample, and offsets that are not constants on the
         * sample ops (their only integer operands) and texture loads */
        if (starts_with(cn, "llvm.dx.resource.writesamplerfeedback")) feedback = true;
        if (starts_with(cn, "llvm.dx.resource.samplecmplevel.") || starts_with(cn, "llvm.dx.resource.gather.raw"))
          adv_tex = true;
        else if (starts_with(cn, "llvm.dx.resource.store.texture.sample"))
          adv_tex = wmsaa = wmsaa_17 = true;
        else if (starts_with(cn, "llvm.dx.resource.sample") && !starts_with(cn, "llvm.dx.resource.samplecmplevel.")) {
          for (uint32_t k = 1; k < i->nops; k++)
            if (ir_type_is_int(ir_type_scalar(i->ops[k]->type), 32) && !ir_is_const(i->ops[k])) adv_tex = true;
        } else if (dxil_is_intrinsic_call(i, "llvm.dx.resource.load.level") && i->nops > 4 &&
                   !ir_is_const(i->ops[4]))
          adv_tex = true;
        if (starts_with(cn, "llvm.dx.resource.sample") && strstr(cn, ".clamp.") && i->nops > 1 && val18 &&
            lod_clamp_used(i->ops[i->nops - 1]))
          check_access = true; /* an LOD clamp needs tiled resources */
        if (starts_with(cn, "llvm.dx.wave.") || starts_with(cn, "llvm.dx.quad."))
          wave = true;
        else if (starts_with(cn, "llvm.fma.") && u.dbl)
          dbl_ext = true;
        else if (starts_with(cn, "llvm.dx.msad"))
          msad = true;
        else if (starts_with(cn, "llvm.dx.ddx") || starts_with(cn, "llvm.dx.ddy") ||
                 sample_uses_derivatives(cn) ||
                 starts_with(cn, "llvm.dx.resource.calculate.lod"))
          derivs = true;
        else if (dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefromheap")) {
          ResTypeInfo ti;
          bool ok = dxil_res_type_info(i->v.type, &ti);
          bool other = i->call_attrs && ir_attrs_find(i->call_attrs, "\"hlsl.otherheap\"") != NULL;
          if (ok && (ti.cls == RC_SAMPLER) != other) sampler_heap = true;
          else res_heap = true;
          if (ok && ti.cls == RC_UAV && (ti.kind == RK_TEXTURE2DMS || ti.kind == RK_TEXTURE2DMSARRAY)) wmsaa = true;
        } else if ((dxil_is_intrinsic_call(i, "llvm.dx.resource.load.typedbuffer") ||
                    dxil_is_intrinsic_call(i, "llvm.dx.resource.load.level") ||
                    dxil_is_intrinsic_call(i, "llvm.dx.resource.load.texture")) &&
                   have_map && !multicomp && i->nops > 1) {
          DxilResource *rs[4];
          uint32_t n = dxil_resources_for_handle(&map, i->ops[1], rs, 4);
          for (uint32_t k = 0; k < n; k++)
            if (rs[k]->ti.cls == RC_UAV &&
                (back_compat_uav || rs[k]->ti.elem_count > 1) &&
                /* before SM 6.6 DXC (and its validator) see a library's UAV
                 * type only through a plain global, not an element of an
                 * array; from 6.6 on every handle is annotated with it */
                !(stage == STAGE_LIBRARY && rs[k]->size != 1 && !annotated))
              multicomp = true;
        } else if ((dxil_is_intrinsic_call(i, "llvm.dx.resource.atomic.binop") ||
                    dxil_is_intrinsic_call(i, "llvm.dx.resource.atomic.cmpxchg")) &&
                   u.i64 && have_map && i->nops > 1) {
          DxilResource *rs[4];
          uint32_t n = dxil_resources_for_handle(&map, i->ops[1], rs, 4);
          for (uint32_t k = 0; k < n; k++) {
            if (rs[k]->ti.kind >= RK_TEXTURE1D && rs[k]->ti.kind <= RK_TYPEDBUFFER)
              atomic64_typed = true;
            if (rs[k]->from_heap) atomic64_heap = true;
          }
        }
      }
      /* The CheckAccessFullyMapped status of a resource load/sample/gather is the second
       * member of its {T, i1} result; using it needs the op. */
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        if (i->op != IR_EXTRACTVALUE || !i->nindices || i->indices[0] != 1 || !i->nops) continue;
        IrInst *src = ir_as_inst(i->ops[0]);
        const char *sn = src ? callee_name(src) : NULL;
        if (starts_with(sn, "llvm.dx.resource.") && ir_type_is_int(i->v.type, 1))
          check_access = true;
      }
    }
  }

  if (mod_types.dbl) flags |= BIT(DXIL_SF_DOUBLES);
  if (dbl_ext) flags |= BIT(DXIL_SF_DOUBLE_EXTENSIONS);
  if (mod_types.i64) flags |= BIT(DXIL_SF_INT64_OPS);
  if (mod_types.half || mod_types.i16) flags |= BIT(DXIL_SF_LOW_PRECISION);
  if (t && t->native_16bit) flags |= BIT(DXIL_SF_NATIVE_LOW_PRECISION);
  if (wave) flags |= BIT(DXIL_SF_WAVE_OPS);
  if (msad) flags |= BIT(DXIL_SF_MSAD);
  if (check_access) flags |= BIT(DXIL_SF_TILED_RESOURCES);
  if (sample_cmp_gb) flags |= BIT(DXIL_SF_SAMPLE_CMP_GRAD_BIAS);
  if (multicomp) flags |= BIT(DXIL_SF_UAV_LOAD_ADDITIONAL_FORMATS);
  if (view_id) flags |= BIT(DXIL_SF_VIEW_ID);
  /* validators 1.5 to 1.7: a library whose subobjects need DXR 1.1 has it on
   * every function, and so on the module (DxilModule::ComputeShaderCompatInfo) */
  if (stage == STAGE_LIBRARY && vmaj == 1 && vmin >= 5 && vmin < 8 && dxil_subobjects_need_dxr11(m)) rt11 = true;
  if (rt11) flags |= BIT(DXIL_SF_RAYTRACING_1_1);
  if (inner_cov && stage == STAGE_PIXEL) flags |= BIT(DXIL_SF_INNER_COVERAGE);
  if (barycentrics && !val_lt) flags |= BIT(DXIL_SF_BARYCENTRICS);
  if (adv_tex) flags |= BIT(DXIL_SF_ADVANCED_TEXTURE_OPS);
  if (ext_cmd) flags |= BIT(DXIL_SF_EXTENDED_COMMAND_INFO);
  if (val18 ? wmsaa : wmsaa_17) flags |= BIT(DXIL_SF_WRITEABLE_MSAA);
  if (feedback && val19) flags |= BIT(DXIL_SF_SAMPLER_FEEDBACK); /* validator 1.9 on */
  if (atomic64_typed) flags |= BIT(DXIL_SF_ATOMIC64_TYPED);
  if (atomic64_gs) flags |= BIT(DXIL_SF_ATOMIC64_GROUPSHARED);
  if (atomic64_heap) flags |= BIT(DXIL_SF_ATOMIC64_HEAP);
  if (res_heap) flags |= BIT(DXIL_SF_RESOURCE_HEAP);
  if (sampler_heap) flags |= BIT(DXIL_SF_SAMPLER_HEAP);
  if (derivs && (stage == STAGE_MESH || stage == STAGE_AMPLIFICATION))
    flags |= BIT(DXIL_SF_DERIVATIVES_MS_AS);
  flags |= signature_flags(m, stage, val_lt);

  /* Module-level resource facts. */
  if (val_lt ? facts.nuav > 8 : facts.uav_slots > 8) flags |= BIT(DXIL_SF_64_UAVS);
  if (facts.nuav && stage != STAGE_COMPUTE && stage != STAGE_PIXEL && stage != STAGE_LIBRARY &&
      stage != STAGE_MESH && stage != STAGE_AMPLIFICATION) /* DXC: VS, HS, DS, GS only */
    flags |= BIT(DXIL_SF_UAVS_AT_EVERY_STAGE);
  if (facts.rov) flags |= BIT(DXIL_SF_ROVS);
  if (facts.raw_structured) flags |= BIT(DXIL_SF_RAW_STRUCTURED);
  /* Resources may not alias: DXIL 1.7+, only when UAVs are present (used,
   * from validator 1.8 on; declared, before). */
  uint32_t dmaj = t ? t->dxil_major : 1, dmin = t ? t->dxil_minor : 0;
  bool dxil17 = dmaj > 1 || (dmaj == 1 && dmin >= 7);
  if (dxil17 && (val18 ? uav_used : facts.nuav > 0)) flags |= BIT(DXIL_SF_RES_MAY_NOT_ALIAS);

  /* Options clang passes as module flags (DXC takes them from its command
   * line): -enable-16bit-types (SM 6.2+), -Od, -all-resources-bound and
   * -res-may-alias. */
  uint64_t mf;
  uint32_t smaj = t ? t->sm_major : 6, smin = t ? t->sm_minor : 0;
  if (dxil_module_flag(m, "dx.nativelowprec", &mf) && mf && (smaj > 6 || (smaj == 6 && smin >= 2)))
    flags |= BIT(DXIL_SF_NATIVE_LOW_PRECISION);
  if (dxil_module_flag(m, "dx.disable_optimizations", &mf) && mf) flags |= BIT(DXIL_SF_DISABLE_OPT);
  if ((t && t->all_resources_bound) || (dxil_module_flag(m, "dx.allresourcesbound", &mf) && mf))
    flags |= BIT(DXIL_SF_ALL_RESOURCES_BOUND);
  if ((t && t->res_may_alias) || (dxil_module_flag(m, "dx.resmayalias", &mf) && mf))
    flags &= ~BIT(DXIL_SF_RES_MAY_NOT_ALIAS);
  return flags;
}

bool dxil_module_flag(IrModule *m, const char *key, uint64_t *out) {
  IrNamedMD *mf = ir_named_md(m, "llvm.module.flags");
  if (!mf) return false;
  size_t klen = strlen(key);
  for (uint32_t i = 0; i < mf->nops; i++) {
    IrMD *f = mf->ops[i];
    if (!f || f->kind != IR_MD_NODE || f->nops < 3 || !f->ops[1] || f->ops[1]->kind != IR_MD_STRING)
      continue;
    if (f->ops[1]->len != klen || memcmp(f->ops[1]->str, key, klen) != 0) continue;
    IrMD *v = f->ops[2];
    return v && v->kind == IR_MD_VALUE && v->value && ir_const_is_int(v->value, out);
  }
  return false;
}

bool dxil_module_valver(IrModule *m, uint32_t *major, uint32_t *minor) {
  *major = *minor = 0;
  IrNamedMD *vv = ir_named_md(m, "dx.valver");
  if (!vv || !vv->nops || !vv->ops[0] || vv->ops[0]->kind != IR_MD_NODE || vv->ops[0]->nops < 2)
    return false;
  uint32_t a = 0, b = 0;
  if (!ir_md_u32(vv->ops[0]->ops[0], &a) || !ir_md_u32(vv->ops[0]->ops[1], &b)) return false;
  *major = a;
  *minor = b;
  return true;
}
