/* sema_rt.c - DirectX Raytracing: the intrinsics (system values, TraceRay,
 * ReportHit, CallShader, IgnoreHit, AcceptHitAndEndSearch) and the
 * parameters of raytracing library entries, checked as DXC checks them.
 * Code generation is in irgen_rt.c; RayDesc and
 * BuiltInTriangleIntersectionAttributes are declared by the built-in
 * prelude (hlsl.c). */
#include <string.h>

#include "sema.h"

typedef enum RtShape {
  RS_U3,    /* () -> uint3 */
  RS_F3,    /* () -> float3 */
  RS_F1,    /* () -> float */
  RS_U1,    /* () -> uint */
  RS_M34,   /* () -> float3x4 */
  RS_M43,   /* () -> float4x3 */
  RS_VOID,  /* () -> void */
  RS_TRACE, /* TraceRay(RaytracingAccelerationStructure, uint x5, RayDesc, inout payload) */
  RS_REPORT,/* ReportHit(float, uint, attributes) -> bool */
  RS_CALL,  /* CallShader(uint, inout parameter) */
} RtShape;

static const struct {
  const char *name; /* HLSL spelling */
  IntrinId id;      /* its id */
  RtShape shape;    /* arguments and result */
} rt_intrins[] = {
    {"DispatchRaysIndex", IN_RT_DISPATCH_RAYS_INDEX, RS_U3},
    {"DispatchRaysDimensions", IN_RT_DISPATCH_RAYS_DIMENSIONS, RS_U3},
    {"WorldRayOrigin", IN_RT_WORLD_RAY_ORIGIN, RS_F3},
    {"WorldRayDirection", IN_RT_WORLD_RAY_DIRECTION, RS_F3},
    {"ObjectRayOrigin", IN_RT_OBJECT_RAY_ORIGIN, RS_F3},
    {"ObjectRayDirection", IN_RT_OBJECT_RAY_DIRECTION, RS_F3},
    {"RayTMin", IN_RT_RAY_TMIN, RS_F1},
    {"RayTCurrent", IN_RT_RAY_TCURRENT, RS_F1},
    {"RayFlags", IN_RT_RAY_FLAGS, RS_U1},
    {"InstanceIndex", IN_RT_INSTANCE_INDEX, RS_U1},
    {"InstanceID", IN_RT_INSTANCE_ID, RS_U1},
    {"GeometryIndex", IN_RT_GEOMETRY_INDEX, RS_U1},
    {"PrimitiveIndex", IN_RT_PRIMITIVE_INDEX, RS_U1},
    {"HitKind", IN_RT_HIT_KIND, RS_U1},
    {"ObjectToWorld", IN_RT_OBJECT_TO_WORLD_3X4, RS_M34},
    {"ObjectToWorld3x4", IN_RT_OBJECT_TO_WORLD_3X4, RS_M34},
    {"ObjectToWorld4x3", IN_RT_OBJECT_TO_WORLD_4X3, RS_M43},
    {"WorldToObject", IN_RT_WORLD_TO_OBJECT_3X4, RS_M34},
    {"WorldToObject3x4", IN_RT_WORLD_TO_OBJECT_3X4, RS_M34},
    {"WorldToObject4x3", IN_RT_WORLD_TO_OBJECT_4X3, RS_M43},
    {"IgnoreHit", IN_RT_IGNORE_HIT, RS_VOID},
    {"AcceptHitAndEndSearch", IN_RT_ACCEPT_HIT_AND_END_SEARCH, RS_VOID},
    {"TraceRay", IN_RT_TRACE_RAY, RS_TRACE},
    {"ReportHit", IN_RT_REPORT_HIT, RS_REPORT},
    {"CallShader", IN_RT_CALL_SHADER, RS_CALL},
};

static int find_rt(const char *name) {
  if (name[0] < 'A' || name[0] > 'Z') return -1; /* (every one is capitalised; most calls are not) */
  for (size_t i = 0; i < sizeof rt_intrins / sizeof rt_intrins[0]; i++)
    if (rt_intrins[i].name[0] == name[0] && !strcmp(rt_intrins[i].name, name)) return (int)i;
  return -1;
}

bool sema_is_rt_intrinsic(const char *name) { return find_rt(name) >= 0; }

static bool is_named_struct(const HType *t, const char *name) {
  return t && t->kind == T_STRUCT && t->st && t->st->name && !strcmp(t->st->name, name);
}

/* A user-defined struct of numeric data only: what payloads, attributes
 * and callable parameters must be. */
static bool is_udt(const HType *t) {
  return t && t->kind == T_STRUCT && t->st && !t->st->has_resources && t->st->nfields > 0;
}

/* A [raypayload] struct, checked as DXC's code generation checks it
 * (ValidatePayloadDecl): with payload access qualifiers off, they are
 * ignored (one warning per compilation); on, every field carries them,
 * except fields that are payload structs themselves, which must not. */
static bool rt_payload_decl_ok(HlslCtx *c, StructInfo *st, bool paq) {
  if (!st->raypayload) return true;
  if (!paq) {
    if (!c->paq_warned)
      hl_warning(c, SW_IGNORED, st->loc,
                 "payload access qualifiers ignored. These are only supported for lib_6_7+ targets and "
                 "lib_6_6 with with the -enable-payload-qualifiers flag.");
    c->paq_warned = true;
    return true;
  }
  bool all = true;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (f->is_base) continue;
    bool has = (f->paq & HL_PAQ_WRITTEN) != 0;
    bool payload = f->type && f->type->kind == T_STRUCT && f->type->st && f->type->st->raypayload;
    if (has && payload) {
      hl_error(c, SE_TYPE, f->loc,
               "payload field '%s' is a payload struct. Payload access qualifiers are not allowed on payload types.",
               f->name);
      continue;
    }
    if (!has && !payload) {
      hl_error(c, SE_TYPE, f->loc, "payload field '%s' has no payload access qualifiers.", f->name);
      all = false;
    }
  }
  if (!all) {
    hl_error(c, SE_TYPE, st->loc, "payload type '%s' requires that all fields carry payload access qualifiers.",
             st->name);
    return false;
  }
  return true;
}

/* A struct used as a ray payload (TraceRay's, or a miss / hit shader's):
 * recorded for dx.dxrPayloadAnnotations; with payload access qualifiers on
 * (SM 6.7+, or -enable-payload-qualifiers), it must be [raypayload]. */
static bool rt_payload_use(HlslCtx *c, HType *t, SrcLoc loc) {
  StructInfo *st = t->st;
  bool paq = c->opt && c->opt->payload_qualifiers;
  if (paq && !st->raypayload) {
    hl_error(c, SE_TYPE, loc,
             "type '%s' used as payload requires that it is annotated with the [raypayload] attribute",
             st->name);
    return false;
  }
  for (uint32_t i = 0; i < c->rt_payloads.len; i++)
    if (c->rt_payloads.data[i] == st) return true;
  if (!rt_payload_decl_ok(c, st, paq)) return false;
  for (uint32_t i = 0; i < c->rt_payloads.len; i++)
    if (c->rt_payloads.data[i] == st) return true;
  if (paq) vec_push(c->arena, &c->rt_payloads, st);
  return true;
}

static bool rt_arg_error(HlslCtx *c, Expr *e, Expr *a, const char *what) {
  hl_error(c, SE_CALL, hl_expr_loc(a), "no matching function for call to '%s': %s (have '%s')", e->name,
           what, hl_type_name(c, a->type));
  return false;
}

/* A `udt` argument of an intrinsic (TraceRay's payload, ReportHit's
 * attributes, CallShader's parameter) that is not a struct: DXC's
 * MatchArguments reports it (err_hlsl_no_struct_user_defined_type), and then
 * that no overload matches. */
static bool rt_struct_arg(HlslCtx *c, Expr *e, Expr *a) {
  if (!a->type || a->type->kind == T_STRUCT) return true;
  hl_error(c, SE_CALL, hl_expr_loc(a), "User defined type intrinsic arg must be struct");
  hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", e->name);
  return false;
}

bool sema_rt_intrinsic(HlslCtx *c, Expr *e) {
  int k = find_rt(e->name);
  if (k < 0) return false;
  RtShape sh = rt_intrins[k].shape;
  uint32_t want = sh == RS_TRACE ? 8 : sh == RS_REPORT ? 3 : sh == RS_CALL ? 2 : 0;
  if (e->nargs != want) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "%s arguments to function call '%s', expected %u, have %u",
             e->nargs > want ? "too many" : "too few", e->name, want, e->nargs);
    return false;
  }
  e->intrin = rt_intrins[k].id;
  e->side_effects = false;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  HType *u = hl_scalar(c, SK_UINT);
  switch (sh) {
  case RS_U3: e->type = hl_vector(c, SK_UINT, 3); return true;
  case RS_F3: e->type = hl_vector(c, SK_FLOAT, 3); return true;
  case RS_F1: e->type = hl_scalar(c, SK_FLOAT); return true;
  case RS_U1: e->type = u; return true;
  case RS_M34: e->type = hl_matrix(c, SK_FLOAT, 3, 4); return true;
  case RS_M43: e->type = hl_matrix(c, SK_FLOAT, 4, 3); return true;
  case RS_VOID:
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  case RS_TRACE: {
    HType *as = e->args[0]->type;
    if (!as || as->kind != T_RESOURCE || as->rk != HL_RK_RT_ACCEL)
      return rt_arg_error(c, e, e->args[0], "expected a RaytracingAccelerationStructure");
    for (uint32_t i = 1; i < 6; i++) e->args[i] = sema_convert(c, e->args[i], u, false);
    if (!is_named_struct(e->args[6]->type, "RayDesc"))
      return rt_arg_error(c, e, e->args[6], "expected a RayDesc");
    if (!rt_struct_arg(c, e, e->args[7])) return false;
    if (!is_udt(e->args[7]->type) || !e->args[7]->lvalue)
      return rt_arg_error(c, e, e->args[7], "the payload must be a user-defined struct variable");
    Expr *pa = e->args[7]; /* DXC points at the payload variable's declaration */
    if (hl_diag_long_vectors(c, hl_expr_loc(pa), pa->type, LV_UDT_PARAM)) return false;
    if (!rt_payload_use(c, pa->type, pa->kind == E_NAME && pa->decl ? pa->decl->loc : hl_expr_loc(pa)))
      return false;
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  }
  case RS_REPORT:
    e->args[0] = sema_convert(c, e->args[0], hl_scalar(c, SK_FLOAT), false);
    e->args[1] = sema_convert(c, e->args[1], u, false);
    if (hl_diag_long_vectors(c, hl_expr_loc(e->args[2]), e->args[2]->type, LV_ATTRIBUTES)) return false;
    if (!rt_struct_arg(c, e, e->args[2])) return false;
    if (!is_udt(e->args[2]->type))
      return rt_arg_error(c, e, e->args[2], "the attributes must be a user-defined struct");
    e->type = hl_scalar(c, SK_BOOL);
    e->side_effects = true;
    return true;
  case RS_CALL:
    e->args[0] = sema_convert(c, e->args[0], u, false);
    if (!rt_struct_arg(c, e, e->args[1])) return false;
    if (!is_udt(e->args[1]->type) || !e->args[1]->lvalue)
      return rt_arg_error(c, e, e->args[1], "the parameter must be a user-defined struct variable");
    if (hl_diag_long_vectors(c, hl_expr_loc(e->args[1]), e->args[1]->type, LV_UDT_PARAM)) return false;
    e->type = c->t_void;
    e->side_effects = true;
    return true;
  }
  return false;
}

/* DXC's rules for the parameters of raytracing entries:
 *   raygeneration, intersection: none;
 *   anyhit, closesthit: inout payload, in attributes;
 *   miss: inout payload; callable: inout parameter.
 * Each a user-defined struct. */
bool sema_rt_entry_params(HlslCtx *c, Decl *f, ShaderStage st, const char *kind) {
  bool hit = st == STAGE_ANYHIT || st == STAGE_CLOSESTHIT;
  uint32_t want = hit ? 2 : st == STAGE_MISS || st == STAGE_CALLABLE ? 1 : 0;
  if (f->nparams != want) { /* DXC's wording */
    hl_error(c, SE_ENTRY, f->loc,
             "incorrect number of entry parameters for raytracing stage '%s': %u parameter(s) "
             "provided, expected %s",
             kind, f->nparams,
             hit ? "two parameters for payload and attributes"
             : st == STAGE_MISS ? "one payload parameter"
             : st == STAGE_CALLABLE ? "one argument parameter"
                                    : "no parameters");
    return false;
  }
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    bool inout = (p->quals & Q_IN) && (p->quals & Q_OUT);
    const char *what = i == 1 ? "attributes" : st == STAGE_CALLABLE ? "callable" : "payload";
    if (i == 0 && !inout) {
      hl_error(c, SE_ENTRY, p->loc, "%s parameter '%s' must be 'inout'", what, p->name);
      return false;
    }
    if (i == 1 && (p->quals & Q_OUT)) {
      hl_error(c, SE_ENTRY, p->loc, "intersection attributes parameter '%s' must be 'in'", p->name);
      return false;
    }
    if (!is_udt(p->type)) {
      hl_error(c, SE_ENTRY, p->loc,
               "%s parameter '%s' must be a user-defined type composed of only numeric types", what,
               p->name);
      return false;
    }
    if (i == 0 && st != STAGE_CALLABLE && !rt_payload_use(c, p->type, p->loc)) return false;
  }
  return true;
}

/* ---- inline raytracing: RayQuery<flags> methods (SM 6.5) ---------------------- */

/* DXC's RayQueryMethods (gen_intrin_main.txt): name, the llvm.dx.rayquery.*
 * intrinsic irgen_rt.c calls (src/dxil/dxil_ops.def maps it to its op),
 * shape, and whether it changes the query (else it only reads its state). */
static const SemaRqMethod rq_methods[] = {
    {"TraceRayInline", "trace.ray.inline", RQ_TRACE, true},
    {"Proceed", "proceed", RQ_BOOL, true},
    {"Abort", "abort", RQ_VOID, true},
    {"CommitNonOpaqueTriangleHit", "commit.non.opaque.triangle.hit", RQ_VOID, true},
    {"CommitProceduralPrimitiveHit", "commit.procedural.primitive.hit", RQ_COMMIT, true},
    {"CommittedStatus", "committed.status", RQ_U1, false},
    {"CandidateType", "candidate.type", RQ_U1, false},
    {"CandidateObjectToWorld3x4", "candidate.object.to.world", RQ_M34, false},
    {"CandidateObjectToWorld4x3", "candidate.object.to.world", RQ_M43, false},
    {"CandidateWorldToObject3x4", "candidate.world.to.object", RQ_M34, false},
    {"CandidateWorldToObject4x3", "candidate.world.to.object", RQ_M43, false},
    {"CommittedObjectToWorld3x4", "committed.object.to.world", RQ_M34, false},
    {"CommittedObjectToWorld4x3", "committed.object.to.world", RQ_M43, false},
    {"CommittedWorldToObject3x4", "committed.world.to.object", RQ_M34, false},
    {"CommittedWorldToObject4x3", "committed.world.to.object", RQ_M43, false},
    {"CandidateProceduralPrimitiveNonOpaque", "candidate.procedural.primitive.non.opaque", RQ_BOOL, false},
    {"CandidateTriangleFrontFace", "candidate.triangle.front.face", RQ_BOOL, false},
    {"CommittedTriangleFrontFace", "committed.triangle.front.face", RQ_BOOL, false},
    {"CandidateTriangleBarycentrics", "candidate.triangle.barycentrics", RQ_F2, false},
    {"CommittedTriangleBarycentrics", "committed.triangle.barycentrics", RQ_F2, false},
    {"RayFlags", "ray.flags", RQ_U1, false},
    {"WorldRayOrigin", "world.ray.origin", RQ_F3, false},
    {"WorldRayDirection", "world.ray.direction", RQ_F3, false},
    {"RayTMin", "ray.tmin", RQ_F1, false},
    {"CandidateTriangleRayT", "candidate.triangle.ray.t", RQ_F1, false},
    {"CommittedRayT", "committed.ray.t", RQ_F1, false},
    {"CandidateInstanceIndex", "candidate.instance.index", RQ_U1, false},
    {"CandidateInstanceID", "candidate.instance.id", RQ_U1, false},
    {"CandidateGeometryIndex", "candidate.geometry.index", RQ_U1, false},
    {"CandidatePrimitiveIndex", "candidate.primitive.index", RQ_U1, false},
    {"CandidateObjectRayOrigin", "candidate.object.ray.origin", RQ_F3, false},
    {"CandidateObjectRayDirection", "candidate.object.ray.direction", RQ_F3, false},
    {"CommittedInstanceIndex", "committed.instance.index", RQ_U1, false},
    {"CommittedInstanceID", "committed.instance.id", RQ_U1, false},
    {"CommittedGeometryIndex", "committed.geometry.index", RQ_U1, false},
    {"CommittedPrimitiveIndex", "committed.primitive.index", RQ_U1, false},
    {"CommittedObjectRayOrigin", "committed.object.ray.origin", RQ_F3, false},
    {"CommittedObjectRayDirection", "committed.object.ray.direction", RQ_F3, false},
    {"CandidateInstanceContributionToHitGroupIndex", "candidate.instance.contribution.to.hit.group.index",
     RQ_U1, false},
    {"CommittedInstanceContributionToHitGroupIndex", "committed.instance.contribution.to.hit.group.index",
     RQ_U1, false},
};

const SemaRqMethod *sema_rq_method(uint32_t i) {
  return i < sizeof rq_methods / sizeof rq_methods[0] ? &rq_methods[i] : NULL;
}

Expr *sema_rq_method_call(HlslCtx *c, Expr *e) {
  uint32_t k = 0, n = sizeof rq_methods / sizeof rq_methods[0];
  while (k < n && strcmp(rq_methods[k].name, e->name)) k++;
  if (k == n) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, e->a->type));
    e->type = c->t_error;
    return e;
  }
  RqShape sh = rq_methods[k].shape;
  uint32_t want = sh == RQ_TRACE ? 4 : sh == RQ_COMMIT ? 1 : 0;
  if (e->nargs != want) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "no matching member function for call to '%s'", e->name);
    diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                "candidate function template not viable: requires %u argument%s, but %u %s provided", want,
                want == 1 ? "" : "s", e->nargs, e->nargs == 1 ? "was" : "were");
    e->type = c->t_error;
    return e;
  }
  e->intrin = IN_RQ_METHOD;
  e->field = k;
  e->side_effects = rq_methods[k].effect;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  HType *u = hl_scalar(c, SK_UINT), *f = hl_scalar(c, SK_FLOAT);
  switch (sh) {
  case RQ_VOID: e->type = c->t_void; break;
  case RQ_BOOL: e->type = hl_scalar(c, SK_BOOL); break;
  case RQ_U1: e->type = u; break;
  case RQ_F1: e->type = f; break;
  case RQ_F2: e->type = hl_vector(c, SK_FLOAT, 2); break;
  case RQ_F3: e->type = hl_vector(c, SK_FLOAT, 3); break;
  case RQ_M34: e->type = hl_matrix(c, SK_FLOAT, 3, 4); break;
  case RQ_M43: e->type = hl_matrix(c, SK_FLOAT, 4, 3); break;
  case RQ_COMMIT:
    e->args[0] = sema_convert(c, e->args[0], f, false);
    e->type = c->t_void;
    break;
  case RQ_TRACE: {
    HType *as = e->args[0]->type;
    if (!as || as->kind != T_RESOURCE || as->rk != HL_RK_RT_ACCEL || as->acc) {
      rt_arg_error(c, e, e->args[0], "expected a RaytracingAccelerationStructure");
      e->type = c->t_error;
      return e;
    }
    e->args[1] = sema_convert(c, e->args[1], u, false);
    e->args[2] = sema_convert(c, e->args[2], u, false);
    if (!is_named_struct(e->args[3]->type, "RayDesc")) {
      rt_arg_error(c, e, e->args[3], "expected a RayDesc");
      e->type = c->t_error;
      return e;
    }
    e->type = c->t_void;
    break;
  }
  }
  for (uint32_t i = 0; i < e->nargs; i++)
    if (e->args[i]->type->kind == T_ERROR) e->type = c->t_error;
  return e;
}

/* ---- Shader Execution Reordering: dx::HitObject, dx::MaybeReorderThread (SM 6.9) ---- */

/* DXC's DxHitObjectMethods (gen_intrin_main.txt): name, the
 * llvm.dx.hitobject.* intrinsic irgen_rt.c calls (dxil_ops.def maps it to
 * its op), shape. */
static const SemaHoMethod ho_methods[] = {
    {"MakeNop", "make.nop", HO_MAKE_NOP},
    {"MakeMiss", "make.miss", HO_MAKE_MISS},
    {"FromRayQuery", "from.ray.query", HO_FROM_RQ},
    {"TraceRay", "trace.ray", HO_TRACE},
    {"Invoke", "invoke", HO_INVOKE},
    {"IsMiss", "is.miss", HO_BOOL},
    {"IsHit", "is.hit", HO_BOOL},
    {"IsNop", "is.nop", HO_BOOL},
    {"GetRayFlags", "ray.flags", HO_U1},
    {"GetRayTMin", "ray.tmin", HO_F1},
    {"GetRayTCurrent", "ray.tcurrent", HO_F1},
    {"GetWorldRayOrigin", "world.ray.origin", HO_F3},
    {"GetWorldRayDirection", "world.ray.direction", HO_F3},
    {"GetObjectRayOrigin", "object.ray.origin", HO_F3},
    {"GetObjectRayDirection", "object.ray.direction", HO_F3},
    {"GetObjectToWorld3x4", "object.to.world", HO_M34},
    {"GetObjectToWorld4x3", "object.to.world", HO_M43},
    {"GetWorldToObject3x4", "world.to.object", HO_M34},
    {"GetWorldToObject4x3", "world.to.object", HO_M43},
    {"GetGeometryIndex", "geometry.index", HO_U1},
    {"GetInstanceIndex", "instance.index", HO_U1},
    {"GetInstanceID", "instance.id", HO_U1},
    {"GetPrimitiveIndex", "primitive.index", HO_U1},
    {"GetHitKind", "hit.kind", HO_U1},
    {"GetShaderTableIndex", "shader.table.index", HO_U1},
    {"GetAttributes", "attributes", HO_GET_ATTRS},
    {"SetShaderTableIndex", "set.shader.table.index", HO_SET_STI},
    {"LoadLocalRootTableConstant", "load.local.root.table.constant", HO_LOAD_RTC},
};
#define N_HO_METHODS (sizeof ho_methods / sizeof ho_methods[0])

const SemaHoMethod *sema_ho_method(uint32_t i) { return i < N_HO_METHODS ? &ho_methods[i] : NULL; }

bool sema_ho_is_static(const SemaHoMethod *md) {
  HoShape sh = md->shape;
  return sh == HO_MAKE_NOP || sh == HO_MAKE_MISS || sh == HO_FROM_RQ || sh == HO_TRACE || sh == HO_INVOKE;
}

static bool ho_is_static(HoShape sh) {
  return sh == HO_MAKE_NOP || sh == HO_MAKE_MISS || sh == HO_FROM_RQ || sh == HO_TRACE || sh == HO_INVOKE;
}

static int find_ho(const char *name) {
  for (uint32_t i = 0; i < N_HO_METHODS; i++)
    if (!strcmp(ho_methods[i].name, name)) return (int)i;
  return -1;
}

/* The calls DXC checks against the entry's stage (DiagnoseReachableSERCall). */
static void note_ser_call(HlslCtx *c, Expr *e) {
  if (c->cur_func) vec_push(c->arena, &hl_decl_rare_w(c, c->cur_func)->ser_calls, e);
}

/* DXC's candidate note for a call with the wrong number of arguments. */
static Expr *ho_arity_error(HlslCtx *c, Expr *e, bool member, const char *name, uint32_t want, const char *single) {
  hl_error(c, SE_CALL, hl_expr_loc(e), "no matching %sfunction for call to '%s'", member ? "member " : "", name);
  if (want == 1 && single)
    diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                "candidate function template not viable: requires single argument '%s', but %s", single,
                e->nargs ? "more arguments were provided" : "no arguments were provided");
  else
    diag_report(c->diag, DIAG_NOTE, SE_CALL, hl_expr_loc(e),
                "candidate function template not viable: requires %u argument%s, but %u %s provided", want,
                want == 1 ? "" : "s", e->nargs, e->nargs == 1 ? "was" : "were");
  e->type = c->t_error;
  return e;
}

static Expr *ho_arg_error(HlslCtx *c, Expr *e, Expr *a, const char *name, const char *what) {
  hl_error(c, SE_CALL, hl_expr_loc(a), "no matching function for call to '%s': %s (have '%s')", name, what,
           hl_type_name(c, a->type));
  e->type = c->t_error;
  return e;
}

/* A uint argument: numeric, converted. */
static bool ho_uint_arg(HlslCtx *c, Expr *e, uint32_t i) {
  HType *u = hl_scalar(c, SK_UINT);
  if (!hl_is_numeric(e->args[i]->type) || sema_conv_cost(c, e->args[i]->type, u, false) < 0) return false;
  e->args[i] = sema_convert(c, e->args[i], u, false);
  return true;
}

/* A user-defined type argument of an SER function (payload, attributes):
 * DXC's CheckUDTIntrinsicArg / CheckIntersectionAttributeArg. */
static bool ho_udt_arg(HlslCtx *c, Expr *e, Expr *a, LongVecCtx lv, bool lvalue) {
  if (a->type->kind != T_STRUCT || !is_udt(a->type)) {
    hl_error(c, SE_CALL, hl_expr_loc(a), "User defined type intrinsic arg must be struct");
    /* and no overload matches (the method's name, unqualified) */
    const char *n = e->name, *q;
    while ((q = strstr(n, "::")) != NULL) n = q + 2;
    hl_error(c, SE_CALL, hl_expr_loc(e), "no matching %sfunction for call to '%s'", e->kind == E_METHOD ? "member " : "", n);
    e->type = c->t_error;
    return false;
  }
  if (lvalue && !a->lvalue) {
    hl_error(c, SE_CALL, hl_expr_loc(a), "no matching function for call to '%s': the argument must be a struct variable",
             e->name);
    e->type = c->t_error;
    return false;
  }
  if (hl_diag_long_vectors(c, hl_expr_loc(a), a->type, lv)) {
    e->type = c->t_error;
    return false;
  }
  return true;
}

/* Check the arguments and type a dx::HitObject method call (k: its row;
 * for E_METHOD calls e->a is the object). */
static Expr *ho_check(HlslCtx *c, Expr *e, uint32_t k) {
  const SemaHoMethod *md = &ho_methods[k];
  bool member = e->kind == E_METHOD;
  const char *name = md->name;
  HType *u = hl_scalar(c, SK_UINT), *f = hl_scalar(c, SK_FLOAT);
  uint32_t want = 0;
  const char *single = NULL;
  switch (md->shape) {
  case HO_MAKE_MISS: want = 3; break;
  case HO_FROM_RQ: want = e->nargs == 3 ? 3 : 1, single = "rq"; break;
  case HO_TRACE: want = 8; break;
  case HO_INVOKE: want = 2; break;
  case HO_GET_ATTRS: want = 1, single = "Attributes"; break;
  case HO_SET_STI: want = 1, single = "RecordIndex"; break;
  case HO_LOAD_RTC: want = 1, single = "RootConstantOffsetInBytes"; break;
  default: want = 0; break;
  }
  if (e->nargs != want) return ho_arity_error(c, e, member, name, want, single);
  e->intrin = IN_HO_METHOD;
  e->field = k;
  for (uint32_t i = 0; i < e->nargs; i++)
    if (e->args[i]->type->kind == T_ERROR) return e->type = c->t_error, e;
  HType *ho = hl_hitobject_type(c);
  e->side_effects = false;
  for (uint32_t i = 0; i < e->nargs; i++) e->side_effects |= e->args[i]->side_effects;
  if (member) e->side_effects |= e->a->side_effects;
  switch (md->shape) {
  case HO_MAKE_NOP: e->type = ho; break;
  case HO_MAKE_MISS:
    if (!ho_uint_arg(c, e, 0)) return ho_arg_error(c, e, e->args[0], name, "expected a uint");
    if (!ho_uint_arg(c, e, 1)) return ho_arg_error(c, e, e->args[1], name, "expected a uint");
    if (!is_named_struct(e->args[2]->type, "RayDesc")) return ho_arg_error(c, e, e->args[2], name, "expected a RayDesc");
    e->type = ho;
    break;
  case HO_FROM_RQ:
    if (!hl_is_rayquery(e->args[0]->type, false)) return ho_arg_error(c, e, e->args[0], name, "expected a RayQuery");
    if (e->nargs == 3) {
      if (!ho_uint_arg(c, e, 1)) return ho_arg_error(c, e, e->args[1], name, "expected a uint");
      if (!ho_udt_arg(c, e, e->args[2], LV_ATTRIBUTES, false)) return e;
    }
    e->type = ho;
    break;
  case HO_TRACE: {
    HType *as = e->args[0]->type;
    if (!as || as->kind != T_RESOURCE || as->rk != HL_RK_RT_ACCEL || as->acc)
      return ho_arg_error(c, e, e->args[0], name, "expected a RaytracingAccelerationStructure");
    for (uint32_t i = 1; i < 6; i++)
      if (!ho_uint_arg(c, e, i)) return ho_arg_error(c, e, e->args[i], name, "expected a uint");
    if (!is_named_struct(e->args[6]->type, "RayDesc")) return ho_arg_error(c, e, e->args[6], name, "expected a RayDesc");
    Expr *pa = e->args[7];
    if (!ho_udt_arg(c, e, pa, LV_UDT_PARAM, true)) return e;
    if (!rt_payload_use(c, pa->type, pa->kind == E_NAME && pa->decl ? pa->decl->loc : hl_expr_loc(pa)))
      return e->type = c->t_error, e;
    e->type = ho;
    e->side_effects = true;
    break;
  }
  case HO_INVOKE: {
    if (!hl_is_hitobject(e->args[0]->type, false))
      return ho_arg_error(c, e, e->args[0], name, "expected a dx::HitObject");
    Expr *pa = e->args[1];
    if (!ho_udt_arg(c, e, pa, LV_UDT_PARAM, true)) return e;
    if (!rt_payload_use(c, pa->type, pa->kind == E_NAME && pa->decl ? pa->decl->loc : hl_expr_loc(pa)))
      return e->type = c->t_error, e;
    e->type = c->t_void;
    e->side_effects = true;
    break;
  }
  case HO_BOOL: e->type = hl_scalar(c, SK_BOOL); break;
  case HO_U1: e->type = u; break;
  case HO_F1: e->type = f; break;
  case HO_F3: e->type = hl_vector(c, SK_FLOAT, 3); break;
  case HO_M34: e->type = hl_matrix(c, SK_FLOAT, 3, 4); break;
  case HO_M43: e->type = hl_matrix(c, SK_FLOAT, 4, 3); break;
  case HO_GET_ATTRS: {
    Expr *a = e->args[0];
    if (!ho_udt_arg(c, e, a, LV_ATTRIBUTES, false)) return e;
    if (!sema_is_modifiable(a)) {
      hl_error(c, SE_CALL, hl_expr_loc(a), "cannot bind the output argument of '%s' to a value that is not an lvalue", name);
      return e->type = c->t_error, e;
    }
    e->type = c->t_void;
    e->side_effects = true;
    break;
  }
  case HO_SET_STI:
    if (!ho_uint_arg(c, e, 0)) return ho_arg_error(c, e, e->args[0], name, "expected a uint");
    e->type = c->t_void;
    e->side_effects = true;
    break;
  case HO_LOAD_RTC:
    if (!ho_uint_arg(c, e, 0)) return ho_arg_error(c, e, e->args[0], name, "expected a uint");
    e->type = u;
    break;
  }
  note_ser_call(c, e); /* SM 6.9 for all, stages for the static ones (sema_callgraph.c) */
  return e;
}

Expr *sema_ho_method_call(HlslCtx *c, Expr *e) {
  int k = find_ho(e->name);
  if (k < 0) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, e->a->type));
    e->type = c->t_error;
    return e;
  }
  return ho_check(c, e, (uint32_t)k);
}

/* The member of namespace dx call name `name` written in scope `ns`
 * designates ("MaybeReorderThread", "HitObject::MakeNop"): qualified dx::,
 * or unqualified inside namespace dx or under `using namespace dx`. */
static const char *dx_member(HlslCtx *c, const char *name, const char *ns) {
  if (!strncmp(name, "::", 2)) return strncmp(name + 2, "dx::", 4) ? NULL : name + 6;
  if (!strncmp(name, "dx::", 4)) return name + 4;
  if (ns && !strncmp(ns, "dx::", 4)) return name;
  for (uint32_t i = 0; i < c->using_ns.len; i++)
    if (!strcmp(c->using_ns.data[i], "dx::")) return name;
  return NULL;
}

/* dx::MaybeReorderThread(HitObject), (uint CoherenceHint, uint
 * NumCoherenceHintBitsFromLSB), (HitObject, uint, uint). */
static Expr *check_reorder(HlslCtx *c, Expr *e) {
  const char *name = "MaybeReorderThread";
  bool ho0 = e->nargs > 0 && hl_is_hitobject(e->args[0]->type, false);
  bool ok = (e->nargs == 1 && ho0) || (e->nargs == 2 && !ho0) || (e->nargs == 3 && ho0);
  for (uint32_t i = ho0 ? 1 : 0; ok && i < e->nargs; i++) ok = ho_uint_arg(c, e, i);
  if (!ok) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", name);
    e->type = c->t_error;
    return e;
  }
  e->intrin = IN_DX_REORDER;
  e->type = c->t_void;
  e->side_effects = true;
  note_ser_call(c, e);
  return e;
}

Expr *sema_dx_call(HlslCtx *c, Expr *e, bool *handled) {
  *handled = false;
  const char *m = dx_member(c, e->name, e->ns);
  if (!m) return e;
  if (!strcmp(m, "MaybeReorderThread")) {
    *handled = true;
    return check_reorder(c, e);
  }
  if (strncmp(m, "HitObject::", 11) || strstr(m + 11, "::")) return e;
  *handled = true;
  int k = find_ho(m + 11);
  if (k < 0) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in 'dx::HitObject'", m + 11);
    e->type = c->t_error;
    return e;
  }
  if (!ho_is_static(ho_methods[k].shape)) {
    SrcLoc loc = hl_expr_loc(e); /* at the member name, as clang */
    if (hl_expr_loc(e).line) loc.col += (uint32_t)(m + 11 - e->name);
    hl_error(c, SE_CALL, loc, "call to non-static member function without an object argument");
    e->type = c->t_error;
    return e;
  }
  return ho_check(c, e, (uint32_t)k);
}
