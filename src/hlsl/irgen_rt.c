/* irgen_rt.c - DirectX Raytracing intrinsics (checked in sema_rt.c).
 *
 * System values become llvm.dx.rt.* calls the op lowering maps one to one
 * onto their DXIL ops (one call per component, as DXC: DispatchRaysIndex()
 * is two or three calls with the column as an i8). TraceRay, CallShader and
 * ReportHit take their payload / parameter / attributes by address: as in
 * DXC, a temporary struct is filled from the argument, passed, and (inout)
 * copied back; dxil-op-lower names the ops after the struct
 * (dx.op.traceRay.struct.Payload). IgnoreHit and AcceptHitAndEndSearch do
 * not return: the block ends in `unreachable`. */
#include <string.h>

#include "irgen.h"

/* llvm.dx.<space>.<name>(args...) returning ret. */
static IrValue *dx_call(Gen *g, const char *space, const char *name, IrType *ret, IrValue **args, uint32_t n,
                        IntrAttrs attrs) {
  IrType *ps[16];
  if (!ret || n > 16) return NULL;
  for (uint32_t i = 0; i < n; i++) {
    if (!args[i]) return NULL; /* out of memory making a constant */
    ps[i] = args[i]->type;
  }
  IrFunc *f = gen_intrinsic(g, arena_printf(g->c->arena, "llvm.dx.%s.%s", space, name), ret, ps, n, attrs);
  IrValue *c = f ? ir_build_call(&g->b, f, args, n, "") : NULL;
  /* fast unless `precise`, like every FP intrinsic (icall in irgen_intrin.c) */
  if (c && ir_type_is_fp(ir_type_scalar(ret))) ((IrInst *)c)->flags |= IR_FMF_FAST;
  return c;
}

/* llvm.dx.rt.<name>(args...) returning ret. */
static IrValue *rt_call(Gen *g, const char *name, IrType *ret, IrValue **args, uint32_t n,
                        IntrAttrs attrs) {
  return dx_call(g, "rt", name, ret, args, n, attrs);
}

/* A vector of n per-column calls name(i8 col). */
static IrValue *rt_columns(Gen *g, const char *name, IrType *et, uint32_t n) {
  IrModule *m = g->m;
  IrValue *v = ir_poison(m, ir_type_vector(m, et, n));
  for (uint32_t i = 0; i < n; i++) {
    IrValue *col = ir_const_int(m, ir_type_int(m, 8), i);
    IrValue *x = rt_call(g, name, et, &col, 1, IA_PURE);
    if (!x || !v) return NULL;
    v = ir_build_insertelement(&g->b, v, x, ir_const_i32(m, i), "");
  }
  return v;
}

/* ObjectToWorld / WorldToObject as a rows x cols matrix register (row
 * major); the op reads the 3x4 matrix by (row, col), so a 4x3 result is its
 * transpose (DXC's Translate[RayQuery][Transposed]Matrix3x4Operation).
 * `space` is the intrinsic family ("rt", "rayquery"); a query's ops take its
 * handle h first (NULL: none). */
static IrValue *matrix_3x4(Gen *g, const char *space, const char *name, IrValue *h, bool transposed,
                           IntrAttrs attrs) {
  IrModule *m = g->m;
  IrType *f32 = ir_type_float(m);
  uint32_t rows = transposed ? 4 : 3, cols = transposed ? 3 : 4;
  IrValue *v = ir_poison(m, ir_type_vector(m, f32, rows * cols));
  for (uint32_t r = 0; r < rows; r++)
    for (uint32_t c = 0; c < cols; c++) {
      IrValue *a[3] = {h, ir_const_i32(m, transposed ? c : r),
                       ir_const_int(m, ir_type_int(m, 8), transposed ? r : c)};
      IrValue *x = h ? dx_call(g, space, name, f32, a, 3, attrs) : dx_call(g, space, name, f32, a + 1, 2, attrs);
      if (!x || !v) return NULL;
      v = ir_build_insertelement(&g->b, v, x, ir_const_i32(m, r * cols + c), "");
    }
  return v;
}

static IrValue *rt_matrix(Gen *g, const char *name, bool transposed) {
  return matrix_3x4(g, "rt", name, NULL, transposed, IA_PURE);
}

/* A temporary copy of the struct argument e (its address); *src is e's
 * lvalue for the copy back. */
static IrValue *rt_temp(Gen *g, Expr *e, LValue *src) {
  *src = gen_agg(g, e);
  if (src->kind != LV_ADDR || !src->ptr) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this payload / attribute argument is not supported yet");
    return NULL;
  }
  /* a local variable is passed itself (DXC's copy is optimised away, and
   * an uninitialised payload stays unwritten) */
  if (e->kind == E_NAME && e->decl && e->decl->kind == D_VAR && e->decl->vk == VK_LOCAL &&
      !(e->decl->quals & Q_STATIC))
    return src->ptr;
  IrValue *tmp = gen_alloca(g, gen_mem_type(g, e->type), "");
  LValue dst = lv_addr(tmp, e->type);
  gen_copy(g, e->type, &dst, src);
  return tmp;
}

/* The eight scalars of RayDesc e: origin xyz, tmin, direction xyz, tmax
 * (DXC's TransferRayDescArgs). */
static bool rt_ray_desc(Gen *g, Expr *e, IrValue **a) {
  LValue rd = gen_agg(g, e);
  if (rd.kind != LV_ADDR || !rd.ptr) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this RayDesc argument is not supported yet");
    return false;
  }
  StructInfo *st = e->type->st; /* Origin, TMin, Direction, TMax */
  uint32_t k = 0;
  for (uint32_t fi = 0; fi < 4 && fi < st->nfields; fi++) {
    LValue fl = gen_lv_field(g, &rd, fi);
    IrValue *v = gen_load(g, &fl);
    if (!v) return false;
    if (fi == 0 || fi == 2)
      for (uint32_t c = 0; c < 3; c++) a[k++] = gen_extract(g, v, c);
    else
      a[k++] = v;
  }
  for (uint32_t i = 0; i < k; i++)
    if (!a[i]) return false;
  return k == 8;
}

/* The end of a block after a call that does not return. */
static void rt_noreturn(Gen *g) {
  ir_build_unreachable(&g->b);
  gen_set_block(g, gen_new_block(g, ""));
}

IrValue *gen_rt_intrinsic(Gen *g, Expr *e) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m), *vd = ir_type_void(m);
  g->b.loc = hl_expr_loc(e);
  switch (e->intrin) {
  case IN_RT_DISPATCH_RAYS_INDEX: return rt_columns(g, "dispatch.rays.index", i32, 3);
  case IN_RT_DISPATCH_RAYS_DIMENSIONS: return rt_columns(g, "dispatch.rays.dimensions", i32, 3);
  case IN_RT_WORLD_RAY_ORIGIN: return rt_columns(g, "world.ray.origin", f32, 3);
  case IN_RT_WORLD_RAY_DIRECTION: return rt_columns(g, "world.ray.direction", f32, 3);
  case IN_RT_OBJECT_RAY_ORIGIN: return rt_columns(g, "object.ray.origin", f32, 3);
  case IN_RT_OBJECT_RAY_DIRECTION: return rt_columns(g, "object.ray.direction", f32, 3);
  case IN_RT_RAY_TMIN: return rt_call(g, "ray.tmin", f32, NULL, 0, IA_PURE);
  case IN_RT_RAY_TCURRENT: return rt_call(g, "ray.tcurrent", f32, NULL, 0, IA_READ);
  case IN_RT_RAY_FLAGS: return rt_call(g, "ray.flags", i32, NULL, 0, IA_PURE);
  case IN_RT_INSTANCE_INDEX: return rt_call(g, "instance.index", i32, NULL, 0, IA_PURE);
  case IN_RT_INSTANCE_ID: return rt_call(g, "instance.id", i32, NULL, 0, IA_PURE);
  case IN_RT_GEOMETRY_INDEX: return rt_call(g, "geometry.index", i32, NULL, 0, IA_PURE);
  case IN_RT_PRIMITIVE_INDEX: return rt_call(g, "primitive.index", i32, NULL, 0, IA_PURE);
  case IN_RT_HIT_KIND: return rt_call(g, "hit.kind", i32, NULL, 0, IA_PURE);
  case IN_RT_OBJECT_TO_WORLD_3X4: return rt_matrix(g, "object.to.world", false);
  case IN_RT_OBJECT_TO_WORLD_4X3: return rt_matrix(g, "object.to.world", true);
  case IN_RT_WORLD_TO_OBJECT_3X4: return rt_matrix(g, "world.to.object", false);
  case IN_RT_WORLD_TO_OBJECT_4X3: return rt_matrix(g, "world.to.object", true);
  case IN_RT_IGNORE_HIT:
  case IN_RT_ACCEPT_HIT_AND_END_SEARCH: {
    const char *name = e->intrin == IN_RT_IGNORE_HIT ? "llvm.dx.rt.ignore.hit"
                                                      : "llvm.dx.rt.accept.hit.and.end.search";
    IrFunc *f = gen_intrinsic(g, name, vd, NULL, 0, IA_CONVERGENT);
    if (!f) return NULL;
    if (f->fn_attrs && !ir_attrs_find(f->fn_attrs, "noreturn")) ir_attrs_add(m, f->fn_attrs, "noreturn", NULL);
    ir_build_call(&g->b, f, NULL, 0, "");
    rt_noreturn(g);
    return NULL;
  }
  case IN_RT_TRACE_RAY: {
    /* handle, flags, mask, hit-group offset, geometry multiplier, miss
     * index, origin xyz, tmin, direction xyz, tmax, payload */
    IrValue *a[16];
    a[0] = gen_handle(g, e->args[0]);
    for (uint32_t i = 1; i < 6; i++) a[i] = gen_rvalue(g, e->args[i]);
    if (!rt_ray_desc(g, e->args[6], a + 6)) return NULL;
    uint32_t k = 14;
    LValue src;
    IrValue *tmp = rt_temp(g, e->args[7], &src);
    for (uint32_t i = 0; i < 6; i++)
      if (!a[i]) return NULL;
    if (!tmp || k != 14) return NULL;
    a[14] = tmp;
    g->b.loc = hl_expr_loc(e);
    rt_call(g, "trace.ray", vd, a, 15, IA_CONVERGENT);
    LValue t = lv_addr(tmp, e->args[7]->type);
    if (tmp != src.ptr) gen_copy(g, e->args[7]->type, &src, &t);
    return NULL;
  }
  case IN_RT_CALL_SHADER: {
    IrValue *a[2];
    a[0] = gen_rvalue(g, e->args[0]);
    LValue src;
    a[1] = rt_temp(g, e->args[1], &src);
    if (!a[0] || !a[1]) return NULL;
    g->b.loc = hl_expr_loc(e);
    rt_call(g, "call.shader", vd, a, 2, IA_CONVERGENT);
    LValue t = lv_addr(a[1], e->args[1]->type);
    if (a[1] != src.ptr) gen_copy(g, e->args[1]->type, &src, &t);
    return NULL;
  }
  case IN_RT_REPORT_HIT: {
    IrValue *a[3];
    a[0] = gen_rvalue(g, e->args[0]);
    a[1] = gen_rvalue(g, e->args[1]);
    LValue src;
    a[2] = rt_temp(g, e->args[2], &src);
    if (!a[0] || !a[1] || !a[2]) return NULL;
    g->b.loc = hl_expr_loc(e);
    return rt_call(g, "report.hit", ir_type_int(m, 1), a, 3, IA_CONVERGENT);
  }
  default:
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "intrinsic '%s' is not supported yet", e->name);
    return NULL;
  }
}

/* ---- inline raytracing: RayQuery<flags> (SM 6.5) ------------------------------ */

/* The handle of RayQuery object e: its field h. */
static IrValue *rq_handle(Gen *g, Expr *e) {
  LValue lv = gen_agg(g, e);
  if (lv.kind != LV_ADDR || !lv.ptr) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this RayQuery object is not supported yet");
    return NULL;
  }
  LValue h = gen_lv_field(g, &lv, 0);
  return gen_load(g, &h);
}

/* A vector of n calls name(h, i8 component). */
static IrValue *rq_components(Gen *g, const char *name, IrValue *h, uint32_t n) {
  IrModule *m = g->m;
  IrType *f32 = ir_type_float(m);
  IrValue *v = ir_poison(m, ir_type_vector(m, f32, n));
  for (uint32_t i = 0; i < n; i++) {
    IrValue *a[2] = {h, ir_const_int(m, ir_type_int(m, 8), i)};
    IrValue *x = dx_call(g, "rayquery", name, f32, a, 2, IA_READ);
    if (!x || !v) return NULL;
    v = ir_build_insertelement(&g->b, v, x, ir_const_i32(m, i), "");
  }
  return v;
}

IrValue *gen_rq_method(Gen *g, Expr *e) {
  IrModule *m = g->m;
  const SemaRqMethod *md = sema_rq_method(e->field);
  if (!md) return NULL;
  IrType *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m), *vd = ir_type_void(m);
  IrValue *h = rq_handle(g, e->a);
  if (!h) return NULL;
  IntrAttrs ia = md->effect ? IA_EFFECT : IA_READ;
  /* DXC locates the call at the start of the object expression */
  SrcLoc at = sema_start_loc(e->a);
  g->b.loc = at;
  switch (md->shape) {
  case RQ_VOID: dx_call(g, "rayquery", md->intr, vd, &h, 1, ia); return NULL;
  case RQ_BOOL: return dx_call(g, "rayquery", md->intr, ir_type_int(m, 1), &h, 1, ia);
  case RQ_U1: return dx_call(g, "rayquery", md->intr, i32, &h, 1, ia);
  case RQ_F1: return dx_call(g, "rayquery", md->intr, f32, &h, 1, ia);
  case RQ_F2: return rq_components(g, md->intr, h, 2);
  case RQ_F3: return rq_components(g, md->intr, h, 3);
  case RQ_M34: return matrix_3x4(g, "rayquery", md->intr, h, false, IA_READ);
  case RQ_M43: return matrix_3x4(g, "rayquery", md->intr, h, true, IA_READ);
  case RQ_COMMIT: {
    IrValue *a[2] = {h, gen_rvalue(g, e->args[0])};
    g->b.loc = at;
    dx_call(g, "rayquery", md->intr, vd, a, 2, ia);
    return NULL;
  }
  case RQ_TRACE: {
    /* query, acceleration structure, flags, mask, origin xyz, tmin,
     * direction xyz, tmax (the flags as given: the class's constant flags
     * went to AllocateRayQuery) */
    IrValue *a[12] = {h, gen_handle(g, e->args[0]), gen_rvalue(g, e->args[1]), gen_rvalue(g, e->args[2])};
    if (!a[1] || !a[2] || !a[3] || !rt_ray_desc(g, e->args[3], a + 4)) return NULL;
    g->b.loc = at;
    dx_call(g, "rayquery", md->intr, vd, a, 12, ia);
    return NULL;
  }
  }
  return NULL;
}

/* The construction of the RayQuery objects of a declaration of type t (a
 * RayQuery class or arrays of them, each element in order), as DXC's
 * constructor call lowers: h = AllocateRayQuery(constRayFlags), or
 * AllocateRayQuery2(constRayFlags, RayQueryFlags) when the latter are not 0.
 * RayQuery members of structs are not constructed (DXC leaves them undef). */
void gen_rq_construct(Gen *g, LValue *lv, HType *t) {
  IrModule *m = g->m;
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue el = gen_lv_index(g, lv, ir_const_i32(m, i));
      gen_rq_construct(g, &el, t->elem);
    }
    return;
  }
  if (!hl_is_rayquery(t, false)) return;
  IrType *i32 = ir_type_int(m, 32);
  const uint32_t *fl = t->st->rq_flags;
  IrValue *a[2] = {ir_const_i32(m, fl[0]), ir_const_i32(m, fl[1])};
  IrValue *h = fl[1] ? dx_call(g, "rayquery", "allocate2", i32, a, 2, IA_EFFECT)
                     : dx_call(g, "rayquery", "allocate", i32, a, 1, IA_EFFECT);
  if (!h) return;
  LValue f = gen_lv_field(g, lv, 0);
  gen_store(g, &f, h);
}

/* !dx.dxrPayloadAnnotations = !{!{i32 0, %struct.P undef, !{!{i32 0, i32 mask}, ...}, ...}}:
 * from shader model 6.7, each [raypayload] struct used as a payload (and
 * the payload structs inside it, after it) with its members' access
 * qualifier masks (sema_rt.c records them; ast.h Field.paq). */
typedef VEC(IrMD *) RtMdVec;

static void rt_payload_ann(Gen *g, RtMdVec *ops, StructInfo *st, uint32_t depth) {
  IrModule *m = g->m;
  HType t = {0};
  t.kind = T_STRUCT;
  t.st = st;
  IrType *it = gen_mem_type(g, &t);
  for (uint32_t i = 1; i + 1 < ops->len; i += 2) /* already listed */
    if (ops->data[i] && ops->data[i]->kind == IR_MD_VALUE && ops->data[i]->value &&
        ops->data[i]->value->type == it)
      return;
  IrMD **fs = arena_alloc(g->c->arena, sizeof(IrMD *) * (st->nfields + 1));
  if (!it || !fs) return;
  uint32_t n = 0;
  for (uint32_t k = 0; k < st->nfields; k++) {
    IrMD *f[2] = {ir_md_i32(m, 0), ir_md_i32(m, st->fields[k].paq & HL_PAQ_MASK)};
    fs[n++] = ir_md_node(m, f, 2);
  }
  vec_push(g->c->arena, ops, ir_md_const(m, ir_undef(m, it)));
  vec_push(g->c->arena, ops, ir_md_node(m, fs, n));
  for (uint32_t k = 0; k < st->nfields && depth < 16; k++) {
    HType *ft = st->fields[k].type;
    while (ft && ft->kind == T_ARRAY) ft = ft->elem;
    if (ft && ft->kind == T_STRUCT && ft->st && ft->st->raypayload) rt_payload_ann(g, ops, ft->st, depth + 1);
  }
}

void gen_rt_payload_annotations(Gen *g) {
  HlslCtx *c = g->c;
  if (!c->rt_payloads.len) return;
  RtMdVec ops = {0};
  vec_push(c->arena, &ops, ir_md_i32(g->m, 0));
  for (uint32_t i = 0; i < c->rt_payloads.len; i++) rt_payload_ann(g, &ops, c->rt_payloads.data[i], 0);
  IrNamedMD *nmd = ir_named_md_get(g->m, "dx.dxrPayloadAnnotations");
  IrMD *node = ir_md_node(g->m, ops.data, ops.len);
  if (nmd && node) ir_named_md_add(g->m, nmd, node);
}

/* ---- Shader Execution Reordering: dx::HitObject (SM 6.9) ----------------------- */

static IrType *ho_ir_type(Gen *g) { return gen_mem_type(g, hl_hitobject_type(g->c)); }

static IrValue *ho_call(Gen *g, const char *name, IrType *ret, IrValue **args, uint32_t n, IntrAttrs attrs) {
  return dx_call(g, "hitobject", name, ret, args, n, attrs);
}

/* The HitObject value of expression e. */
static IrValue *ho_value(Gen *g, Expr *e) {
  if ((e->kind == E_CALL || e->kind == E_METHOD) && e->intrin == IN_HO_METHOD) return gen_ho_call(g, e, NULL);
  LValue lv = gen_agg(g, e);
  if (lv.kind != LV_ADDR || !lv.ptr) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this dx::HitObject expression is not supported yet");
    return NULL;
  }
  return gen_load(g, &lv);
}

/* A vector of 3 calls name(ho, i32 component). */
static IrValue *ho_components(Gen *g, const char *name, IrValue *h) {
  IrModule *m = g->m;
  IrType *f32 = ir_type_float(m);
  IrValue *v = ir_poison(m, ir_type_vector(m, f32, 3));
  for (uint32_t i = 0; i < 3; i++) {
    IrValue *a[2] = {h, ir_const_i32(m, i)};
    IrValue *x = ho_call(g, name, f32, a, 2, IA_PURE);
    if (!x || !v) return NULL;
    v = ir_build_insertelement(&g->b, v, x, ir_const_i32(m, i), "");
  }
  return v;
}

/* The 3x4 matrix of HitObject h by (i32 row, i32 col), transposed for 4x3
 * (DXC's TranslateHitObjectMatrixGetter: the lanes of the result in order). */
static IrValue *ho_matrix(Gen *g, const char *name, IrValue *h, bool transposed) {
  IrModule *m = g->m;
  IrType *f32 = ir_type_float(m);
  uint32_t rows = transposed ? 4 : 3, cols = transposed ? 3 : 4;
  IrValue *v = ir_poison(m, ir_type_vector(m, f32, 12));
  for (uint32_t r = 0; r < rows; r++)
    for (uint32_t c = 0; c < cols; c++) {
      IrValue *a[3] = {h, ir_const_i32(m, transposed ? c : r), ir_const_i32(m, transposed ? r : c)};
      IrValue *x = ho_call(g, name, f32, a, 3, IA_PURE);
      if (!x || !v) return NULL;
      v = ir_build_insertelement(&g->b, v, x, ir_const_i32(m, r * cols + c), "");
    }
  return v;
}

/* A struct argument passed by address (payload, attributes): the variable
 * itself or a copy (rt_temp); copied back after the call when inout. */
IrValue *gen_ho_call(Gen *g, Expr *e, LValue *dst) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m), *vd = ir_type_void(m), *hot = ho_ir_type(g);
  SrcLoc at = e->kind == E_METHOD ? sema_start_loc(e->a) : hl_expr_loc(e);
  if (e->intrin == IN_DX_REORDER) {
    /* MaybeReorderThread(ho[, hint, bits]): a Nop object without one; no
     * hint: undef, 0 bits (DXC's TranslateMaybeReorderThread) */
    IrValue *a[3];
    uint32_t k = 0;
    if (e->nargs == 2) {
      g->b.loc = hl_expr_loc(e);
      a[0] = ho_call(g, "make.nop", hot, NULL, 0, IA_PURE);
    } else {
      a[0] = ho_value(g, e->args[k++]);
    }
    if (e->nargs == 1) {
      a[1] = ir_undef(m, i32);
      a[2] = ir_const_i32(m, 0);
    } else {
      a[1] = gen_rvalue(g, e->args[k++]);
      a[2] = gen_rvalue(g, e->args[k++]);
    }
    g->b.loc = hl_expr_loc(e);
    ho_call(g, "maybe.reorder.thread", vd, a, 3, IA_CONVERGENT);
    return NULL;
  }
  const SemaHoMethod *md = sema_ho_method(e->field);
  if (!md) return NULL;
  IrValue *r = NULL;
  switch (md->shape) {
  case HO_MAKE_NOP:
    g->b.loc = hl_expr_loc(e);
    r = ho_call(g, md->intr, hot, NULL, 0, IA_PURE);
    break;
  case HO_MAKE_MISS: {
    IrValue *a[10] = {gen_rvalue(g, e->args[0]), gen_rvalue(g, e->args[1])};
    if (!a[0] || !a[1] || !rt_ray_desc(g, e->args[2], a + 2)) return NULL;
    g->b.loc = hl_expr_loc(e);
    r = ho_call(g, md->intr, hot, a, 10, IA_PURE);
    break;
  }
  case HO_FROM_RQ: {
    IrValue *a[3] = {rq_handle(g, e->args[0])};
    if (!a[0]) return NULL;
    if (e->nargs == 3) {
      a[1] = gen_rvalue(g, e->args[1]);
      LValue src;
      a[2] = rt_temp(g, e->args[2], &src);
      if (!a[1] || !a[2]) return NULL;
      g->b.loc = hl_expr_loc(e);
      r = ho_call(g, "from.ray.query.with.attrs", hot, a, 3, IA_READ);
    } else {
      g->b.loc = hl_expr_loc(e);
      r = ho_call(g, md->intr, hot, a, 1, IA_READ);
    }
    break;
  }
  case HO_TRACE: {
    IrValue *a[15];
    a[0] = gen_handle(g, e->args[0]);
    for (uint32_t i = 1; i < 6; i++) a[i] = gen_rvalue(g, e->args[i]);
    if (!rt_ray_desc(g, e->args[6], a + 6)) return NULL;
    LValue src;
    IrValue *tmp = rt_temp(g, e->args[7], &src);
    for (uint32_t i = 0; i < 6; i++)
      if (!a[i]) return NULL;
    if (!tmp) return NULL;
    a[14] = tmp;
    g->b.loc = hl_expr_loc(e);
    r = ho_call(g, md->intr, hot, a, 15, IA_CONVERGENT);
    LValue t = lv_addr(tmp, e->args[7]->type);
    if (tmp != src.ptr) gen_copy(g, e->args[7]->type, &src, &t);
    break;
  }
  case HO_INVOKE: {
    IrValue *a[2] = {ho_value(g, e->args[0])};
    LValue src;
    a[1] = rt_temp(g, e->args[1], &src);
    if (!a[0] || !a[1]) return NULL;
    g->b.loc = hl_expr_loc(e);
    ho_call(g, md->intr, vd, a, 2, IA_CONVERGENT);
    LValue t = lv_addr(a[1], e->args[1]->type);
    if (a[1] != src.ptr) gen_copy(g, e->args[1]->type, &src, &t);
    return NULL;
  }
  case HO_GET_ATTRS: {
    IrValue *a[2] = {ho_value(g, e->a)};
    LValue dstv = gen_agg(g, e->args[0]);
    if (!a[0] || dstv.kind != LV_ADDR || !dstv.ptr) {
      if (a[0]) gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e->args[0]), "this attributes argument is not supported yet");
      return NULL;
    }
    /* the op writes a struct variable of its own, copied out (DXC's out argument) */
    IrValue *tmp = dstv.ptr;
    bool local = e->args[0]->kind == E_NAME && e->args[0]->decl && e->args[0]->decl->kind == D_VAR &&
                 e->args[0]->decl->vk == VK_LOCAL && !(e->args[0]->decl->quals & Q_STATIC);
    if (!local) tmp = gen_alloca(g, gen_mem_type(g, e->args[0]->type), "");
    a[1] = tmp;
    g->b.loc = at;
    ho_call(g, md->intr, vd, a, 2, IA_WRITE);
    if (tmp != dstv.ptr) {
      LValue t = lv_addr(tmp, e->args[0]->type);
      gen_copy(g, e->args[0]->type, &dstv, &t);
    }
    return NULL;
  }
  case HO_SET_STI: {
    LValue obj = gen_agg(g, e->a);
    if (obj.kind != LV_ADDR || !obj.ptr) {
      gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e->a), "this dx::HitObject expression is not supported yet");
      return NULL;
    }
    IrValue *a[2] = {gen_load(g, &obj), gen_rvalue(g, e->args[0])};
    if (!a[0] || !a[1]) return NULL;
    g->b.loc = at;
    IrValue *nv = ho_call(g, md->intr, hot, a, 2, IA_PURE);
    gen_store(g, &obj, nv);
    return NULL;
  }
  default: {
    /* member getters: the object's value first */
    IrValue *h = ho_value(g, e->a);
    if (!h) return NULL;
    g->b.loc = at;
    switch (md->shape) {
    case HO_BOOL: return ho_call(g, md->intr, ir_type_int(m, 1), &h, 1, IA_PURE);
    case HO_U1: return ho_call(g, md->intr, i32, &h, 1, IA_PURE);
    case HO_F1: return ho_call(g, md->intr, f32, &h, 1, IA_PURE);
    case HO_F3: return ho_components(g, md->intr, h);
    case HO_M34: return ho_matrix(g, md->intr, h, false);
    case HO_M43: return ho_matrix(g, md->intr, h, true);
    case HO_LOAD_RTC: {
      IrValue *a[2] = {h, gen_rvalue(g, e->args[0])};
      g->b.loc = at;
      return ho_call(g, md->intr, i32, a, 2, IA_READ);
    }
    default: return NULL;
    }
  }
  }
  if (dst && r) {
    gen_store(g, dst, r);
    return NULL;
  }
  return r;
}

/* The HitObjects of a declaration of type t (arrays of them, each element
 * in order) start as Nop objects: DXC's default constructor is MakeNop.
 * HitObject members of structs are not constructed. */
void gen_ho_construct(Gen *g, LValue *lv, HType *t) {
  IrModule *m = g->m;
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue el = gen_lv_index(g, lv, ir_const_i32(m, i));
      gen_ho_construct(g, &el, t->elem);
    }
    return;
  }
  if (!hl_is_hitobject(t, false)) return;
  gen_store(g, lv, ho_call(g, "make.nop", ho_ir_type(g), NULL, 0, IA_PURE));
}
