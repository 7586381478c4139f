/* resource_access.c - the "dxil-resource-access" pass.
 *
 * Resources are read and written through `llvm.dx.resource.getpointer`
 * (handle, index) followed by GEPs and plain loads/stores/atomicrmw. This
 * pass rewrites those accesses into the resource intrinsics the op lowering
 * understands (LLVM's DXILResourceAccess):
 *   typed buffers  -> load.typedbuffer / store.typedbuffer (partial stores
 *                     read-modify-write the element),
 *   raw/structured -> load.rawbuffer / store.rawbuffer with a byte offset
 *                     (ByteAddressBuffer folds it into the index), vectors
 *                     wider than 4 split into 4-element pieces,
 *   textures       -> load.level / store.texture,
 *   cbuffers       -> load.cbufferrow.{2,4,8} over 16-byte rows,
 *   atomicrmw      -> atomic.binop.
 * Before that, handles merged by phis/selects of the same binding are turned
 * back into one handle creation with a phi/select of indices; accesses that
 * may reach different resources are an error.
 */
#include <string.h>

#include "dxil_resources.h"

#define ROW 16u

typedef struct RA {
  PassCtx *ctx;
  IrModule *m;
  IrFunc *fn;
  bool failed;
} RA;

/* ---- small helpers ------------------------------------------------------ */

/* DXIL 1.9 loads and stores a vector of any width in one access. */
static bool native_vectors(const RA *ra) { return target_native_vectors(&ra->ctx->dx.target, ra->ctx->dxc_compat); }

static bool is_call_to(IrInst *i, const char *base) {
  return i && i->op == IR_CALL && dxil_is_intrinsic_call(i, base);
}
static bool is_getpointer(IrInst *i) {
  return is_call_to(i, "llvm.dx.resource.getpointer") || is_call_to(i, "llvm.dx.resource.getbasepointer");
}
static bool is_handle_creation(IrInst *i) {
  return is_call_to(i, "llvm.dx.resource.handlefrombinding") ||
         is_call_to(i, "llvm.dx.resource.handlefromimplicitbinding") ||
         is_call_to(i, "llvm.dx.resource.handlefromheap");
}

/* Operand number of the index of a handle creation: handlefromheap(i32 index)
 * or handlefrom*binding(space/order, lower/space, size, index, name). */
static uint32_t handle_index_op(IrInst *i) {
  return is_call_to(i, "llvm.dx.resource.handlefromheap") ? 1 : 4;
}

static IrFunc *intrinsic(IrModule *m, const char *base, IrType **mangle, uint32_t nmangle,
                         IrType *ret, IrType **params, uint32_t nparams) {
  StrBuf sb = sb_new(m->arena);
  sb_puts(&sb, base);
  for (uint32_t i = 0; i < nmangle; i++) {
    sb_putc(&sb, '.');
    sb_puts(&sb, ir_type_mangled(m, mangle[i]));
  }
  IrFunc *f = sb.data ? ir_module_get_or_insert_func(m, sb.data, ir_type_func(m, ret, params, nparams, false))
                      : NULL;
  sb_free(&sb);
  return f;
}

static IrValue *call(IrBuilder *b, IrFunc *f, IrValue **args, uint32_t n, const char *name) {
  return f ? ir_build_call(b, f, args, n, name) : NULL;
}

static bool const_val(IrValue *v, int64_t *out) {
  uint64_t u;
  if (!v || !ir_const_is_int(v, &u)) return false;
  uint32_t bits = v->type && v->type->kind == IR_TY_INT ? v->type->bits : 64;
  *out = bits < 64 && (u >> (bits - 1)) & 1 ? (int64_t)(u | (~0ull << bits)) : (int64_t)u;
  return true;
}

static bool is_const_zero(IrValue *v) {
  int64_t x;
  return const_val(v, &x) && x == 0;
}

/* add/mul/udiv folding constants like IRBuilder does. */
static IrValue *binop(IrBuilder *b, IrOpcode op, IrValue *l, IrValue *r, const char *name) {
  int64_t a, c;
  if (const_val(l, &a) && const_val(r, &c)) {
    uint32_t x = (uint32_t)a, y = (uint32_t)c, z;
    switch (op) {
    case IR_ADD: z = x + y; break;
    case IR_MUL: z = x * y; break;
    case IR_UDIV: z = y ? x / y : 0; break;
    default: z = 0; break;
    }
    if (op != IR_UDIV || y) return ir_const_int(b->m, l->type, z);
  }
  return ir_build_binop(b, op, l, r, name);
}

/* Byte offset of a GEP with constant indices. */
static bool gep_const_offset(IrType *src, IrValue **idx, uint32_t n, int64_t *out) {
  int64_t off = 0, v;
  IrType *t = src;
  for (uint32_t i = 0; i < n; i++) {
    if (!const_val(idx[i], &v)) return false;
    if (i == 0) {
      off += v * (int64_t)dxil_type_alloc_size(t);
      continue;
    }
    if (!t) return false;
    if (t->kind == IR_TY_STRUCT) {
      off += (int64_t)dxil_struct_member_offset(t, (uint32_t)v);
      t = (uint64_t)v < t->nmembers ? t->members[v] : NULL;
    } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      t = t->elem;
      off += v * (int64_t)dxil_type_alloc_size(t);
    } else {
      return false;
    }
  }
  *out = off;
  return true;
}

/* A GEP instruction or GEP constant expression, viewed uniformly. */
typedef struct GepView {
  IrValue *ptr;
  IrType *src;
  IrValue **idx;
  uint32_t nidx;
} GepView;

static bool gep_view(IrValue *v, GepView *g) {
  IrInst *i = ir_as_inst(v);
  if (i && i->op == IR_GEP && i->nops >= 1) {
    g->ptr = i->ops[0];
    g->src = i->aux_type;
    g->idx = i->ops + 1;
    g->nidx = i->nops - 1;
    return true;
  }
  if (v && v->kind == IR_V_CONST_EXPR && ((IrConst *)v)->expr_op == IR_GEP && ((IrConst *)v)->nelems) {
    IrConst *c = (IrConst *)v;
    g->ptr = c->elems[0];
    g->src = c->expr_type;
    g->idx = c->elems + 1;
    g->nidx = c->nelems - 1;
    return true;
  }
  return false;
}

/* The GEP's result element type. */
static IrType *gep_result_elem(const GepView *g) {
  return g->src ? ir_type_gep_indexed(g->src, g->idx, g->nidx) : NULL;
}

/* LLVM's traverseGEPOffsets: the offset of ptr from its getpointer, in units
 * of access_size, as an i32 value built before the builder position. */
static IrValue *gep_offsets(RA *ra, IrBuilder *b, IrValue *ptr, uint64_t access_size) {
  IrModule *m = ra->m;
  IrValue *offset = NULL;
  for (uint32_t guard = 0; ptr && guard < 64; guard++) {
    if (is_getpointer(ir_as_inst(ptr))) return offset ? offset : ir_const_i32(m, 0);
    GepView g;
    if (!gep_view(ptr, &g)) break;
    IrType *res = gep_result_elem(&g);
    uint64_t scale = res ? dxil_type_alloc_size(res) : 1;
    int64_t c;
    IrValue *go;
    if (gep_const_offset(g.src, g.idx, g.nidx, &c)) {
      go = ir_const_i32(m, (uint32_t)c);
      scale = 1;
    } else if (g.nidx == 1) {
      go = g.idx[0];
    } else if (g.nidx == 2 && is_const_zero(g.idx[0])) {
      go = g.idx[1];
    } else {
      diag_error(ra->ctx->diag, RA_GEP, b->loc, "unhandled GEP structure for resource access");
      ra->failed = true;
      return ir_const_i32(m, 0);
    }
    uint64_t elem = access_size;
    if (elem && scale % elem == 0) {
      scale /= elem;
      elem = 1;
    }
    if (scale != 1) go = binop(b, IR_MUL, go, ir_const_i32(m, (uint32_t)scale), NULL);
    if (elem != 1) go = binop(b, IR_UDIV, go, ir_const_i32(m, (uint32_t)elem), NULL);
    offset = offset ? binop(b, IR_ADD, offset, go, NULL) : go;
    ptr = g.ptr;
  }
  diag_error(ra->ctx->diag, RA_GEP, b->loc, "resource access through an unexpected pointer");
  ra->failed = true;
  return ir_const_i32(m, 0);
}

static IrType *i32(IrModule *m) { return ir_type_int(m, 32); }
static IrType *i1(IrModule *m) { return ir_type_int(m, 1); }

static IrType *with_check(IrModule *m, IrType *t) {
  IrType *f[2] = {t, i1(m)};
  return ir_type_struct_literal(m, f, 2, false);
}

/* Zero offsets matching the coordinate operand's shape. */
static IrValue *null_offsets(IrModule *m, IrValue *coords) {
  IrType *ct = coords->type;
  IrType *ot = ct->kind == IR_TY_VECTOR ? ir_type_vector(m, i32(m), ct->count) : i32(m);
  return ir_const_zero(m, ot);
}

/* ---- loads ---------------------------------------------------------------- */

static IrValue *typed_load_call(IrModule *m, IrBuilder *b, IrInst *gp, IrType *contained) {
  IrType *hty = gp->ops[1]->type;
  IrType *mangle[2] = {contained, hty};
  IrType *params[2] = {hty, i32(m)};
  IrFunc *f = intrinsic(m, "llvm.dx.resource.load.typedbuffer", mangle, 2, with_check(m, contained),
                        params, 2);
  IrValue *args[2] = {gp->ops[1], gp->ops[2]};
  IrValue *v = call(b, f, args, 2, NULL);
  uint32_t z = 0;
  return v ? ir_build_extractvalue(b, v, &z, 1, NULL) : NULL;
}

static IrValue *texture_load_call(RA *ra, IrBuilder *b, IrInst *gp, IrType *contained) {
  IrModule *m = ra->m;
  IrType *hty = gp->ops[1]->type;
  IrValue *coords = gp->ops[2];
  IrValue *offs = null_offsets(m, coords);
  /* hlslc's pipeline: no offsets at all (poison), which DXIL leaves undef
   * like DXC; LLVM passes explicit zeros */
  if (ra->ctx->dxc_compat) offs = ir_poison(m, offs->type);
  IrType *mangle[5] = {contained, hty, coords->type, i32(m), offs->type};
  IrType *params[4] = {hty, coords->type, i32(m), offs->type};
  IrFunc *f = intrinsic(m, "llvm.dx.resource.load.level", mangle, 5, contained, params, 4);
  /* writable multisampled textures: getpointer's third operand is the sample */
  IrValue *level = gp->nops > 3 ? gp->ops[3] : ir_const_i32(m, 0);
  IrValue *args[4] = {gp->ops[1], coords, level, offs};
  return call(b, f, args, 4, NULL);
}

/* Extract the accessed element of a loaded element value and keep <1 x T>. */
static IrValue *finish_element_load(RA *ra, IrBuilder *b, IrInst *li, IrValue *v, IrType *contained) {
  IrModule *m = ra->m;
  uint64_t acc = dxil_type_size_bits(ir_type_scalar(contained)) / 8;
  IrValue *off = gep_offsets(ra, b, li->ops[0], acc);
  if (!is_const_zero(off)) v = ir_build_extractelement(b, v, off, NULL);
  IrType *lt = li->v.type;
  if (lt->kind == IR_TY_VECTOR && lt->count == 1 && v->type->kind != IR_TY_VECTOR)
    v = ir_build_insertelement(b, ir_poison(m, lt), v, ir_const_i32(m, 0), NULL);
  return v;
}

/* ByteAddressBuffer accesses fold the byte offset into the index and pass
 * poison as the offset. The older IR form of the handle type,
 * target("dx.RawBuffer", T, writable, rov, 0) with a third integer, comes
 * from an LLVM that still passed the offset separately; keep that. */
static bool folds_offset(IrType *hty, bool structured) {
  return !structured && hty->nints < 3;
}

static IrValue *raw_load(RA *ra, IrBuilder *b, IrInst *gp, IrType *ty, IrValue *index, IrValue *offset,
                         bool structured) {
  IrModule *m = ra->m;
  if (folds_offset(gp->ops[1]->type, structured)) {
    if (!is_const_zero(offset)) index = binop(b, IR_ADD, index, offset, NULL);
    offset = ir_poison(m, i32(m));
  }
  IrType *hty = gp->ops[1]->type;
  IrType *mangle[2] = {ty, hty};
  IrType *params[3] = {hty, i32(m), i32(m)};
  IrFunc *f = intrinsic(m, "llvm.dx.resource.load.rawbuffer", mangle, 2, with_check(m, ty), params, 3);
  IrValue *args[3] = {gp->ops[1], index, offset};
  IrValue *v = call(b, f, args, 3, NULL);
  uint32_t z = 0;
  return v ? ir_build_extractvalue(b, v, &z, 1, NULL) : NULL;
}

/* LLVM's concatenateVectors. */
static IrValue *concat_vectors(IrBuilder *b, IrValue **parts, uint32_t n) {
  IrModule *m = b->m;
  IrValue *list[64];
  if (n > 64) return NULL;
  memcpy(list, parts, sizeof(IrValue *) * n);
  while (n > 1) {
    IrValue *tmp[64];
    uint32_t nt = 0;
    for (uint32_t i = 0; i + 1 < n; i += 2) {
      IrValue *v0 = list[i], *v1 = list[i + 1];
      uint32_t n0 = (uint32_t)v0->type->count, n1 = (uint32_t)v1->type->count;
      uint32_t mask[128];
      if (n0 + n1 > 128) return NULL;
      if (n0 > n1) {
        for (uint32_t k = 0; k < n0; k++) mask[k] = k < n1 ? k : UINT32_MAX;
        v1 = ir_build_shufflevector(b, v1, ir_poison(m, v1->type), mask, n0, NULL);
      }
      for (uint32_t k = 0; k < n0 + n1; k++) mask[k] = k;
      tmp[nt++] = ir_build_shufflevector(b, v0, v1, mask, n0 + n1, NULL);
    }
    if (n % 2) tmp[nt++] = list[n - 1];
    memcpy(list, tmp, sizeof(IrValue *) * nt);
    n = nt;
  }
  return list[0];
}

static IrValue *raw_loads(RA *ra, IrBuilder *b, IrInst *gp, IrInst *li, bool structured) {
  IrModule *m = ra->m;
  IrValue *index = gp->ops[2];
  IrValue *offset = gep_offsets(ra, b, li->ops[0], 1);
  IrType *lt = li->v.type;
  if (lt->kind == IR_TY_STRUCT || lt->kind == IR_TY_ARRAY) {
    diag_error(ra->ctx->diag, RA_LOAD_TYPE, li->loc, "resource load should be of a scalar or vector type");
    ra->failed = true;
    return NULL;
  }
  if (lt->kind != IR_TY_VECTOR) return raw_load(ra, b, gp, lt, index, offset, structured);
  /* DXIL 1.9: one RawBufferVectorLoad of the whole vector */
  if (native_vectors(ra)) return raw_load(ra, b, gp, lt, index, offset, structured);
  IrType *et = lt->elem;
  IrValue *stride = ir_const_i32(m, (uint32_t)(4 * (dxil_type_size_bits(et) / 8)));
  IrValue *parts[64];
  uint32_t np = 0;
  for (uint32_t i = 0; i < lt->count && np < 64; i += 4) {
    uint32_t cnt = (uint32_t)lt->count - i < 4 ? (uint32_t)lt->count - i : 4;
    if (i > 0) offset = binop(b, IR_ADD, offset, stride, NULL);
    parts[np++] = raw_load(ra, b, gp, ir_type_vector(m, et, cnt), index, offset, structured);
    if (!parts[np - 1]) return NULL;
  }
  return np > 1 ? concat_vectors(b, parts, np) : parts[0];
}

static IrValue *cbuffer_load(RA *ra, IrBuilder *b, IrInst *gp, IrInst *li) {
  IrModule *m = ra->m;
  IrType *ty = li->v.type;
  IrType *s = ir_type_scalar(ty);
  uint32_t bits = (uint32_t)dxil_type_size_bits(s), elt, n;
  const char *base;
  switch (bits) {
  case 16: elt = 2; n = 8; base = "llvm.dx.resource.load.cbufferrow.8"; break;
  case 32: elt = 4; n = 4; base = "llvm.dx.resource.load.cbufferrow.4"; break;
  case 64: elt = 8; n = 2; base = "llvm.dx.resource.load.cbufferrow.2"; break;
  default:
    diag_error(ra->ctx->diag, RA_CBUFFER_WIDTH, li->loc, "cbuffer load of a %u-bit type is not supported", bits);
    ra->failed = true;
    return NULL;
  }
  if (ty->kind == IR_TY_STRUCT || ty->kind == IR_TY_ARRAY) {
    diag_error(ra->ctx->diag, RA_CBUFFER_WIDTH, li->loc, "cbuffer loads of aggregates are not supported");
    ra->failed = true;
    return NULL;
  }
  IrValue *handle = gp->ops[1];
  IrType *hty = handle->type;
  IrType *els[8], *mangle[9];
  for (uint32_t i = 0; i < n; i++) els[i] = mangle[i] = s;
  mangle[n] = hty;
  IrType *params[2] = {hty, i32(m)};
  IrFunc *f = intrinsic(m, base, mangle, n + 1, ir_type_struct_literal(m, els, n, false), params, 2);

  int64_t goff = 0;
  if (is_call_to(gp, "llvm.dx.resource.getpointer") && !const_val(gp->ops[2], &goff)) {
    diag_error(ra->ctx->diag, RA_CBUFFER_INDEX, gp->loc, "cbuffer getpointer index must be constant");
    ra->failed = true;
    return NULL;
  }
  IrValue *row = ir_const_i32(m, (uint32_t)(goff / ROW));
  uint32_t idx = (uint32_t)((goff % ROW) / elt);
  GepView last;
  IrValue *ptr = li->ops[0];
  if (gep_view(ptr, &last)) {
    IrValue *go = gep_offsets(ra, b, last.ptr, ROW);
    row = binop(b, IR_ADD, go, row, NULL);
    int64_t c;
    if (gep_const_offset(last.src, last.idx, last.nidx, &c)) {
      row = binop(b, IR_ADD, row, ir_const_i32(m, (uint32_t)(c / ROW)), NULL);
      idx += (uint32_t)((c % ROW) / elt);
    } else {
      if (last.nidx != 1) {
        diag_error(ra->ctx->diag, RA_CBUFFER_INDEX, li->loc, "last GEP of a cbuffer access is not an array access");
        ra->failed = true;
        return NULL;
      }
      row = is_const_zero(row) ? last.idx[0] : binop(b, IR_ADD, row, last.idx[0], NULL);
      idx = 0;
    }
  } else if (ptr != &gp->v) {
    diag_error(ra->ctx->diag, RA_CBUFFER_INDEX, li->loc, "unexpected indirect access to a cbuffer");
    ra->failed = true;
    return NULL;
  }
  const char *name = li->v.name;
  const char *lname = arena_printf(m->arena, "%s.load", name ? name : "");
  const char *xname = arena_printf(m->arena, "%s.extract", name ? name : "");
  IrValue *args[2] = {handle, row};
  IrValue *load = call(b, f, args, 2, lname);
  uint32_t ix = idx++;
  IrValue *e0 = load ? ir_build_extractvalue(b, load, &ix, 1, xname) : NULL;
  if (!e0) return NULL;
  uint32_t remaining = (uint32_t)((dxil_type_size_bits(ty) / 8) / elt) - 1;
  if (remaining == 0) {
    if (ty->kind == IR_TY_VECTOR)
      return ir_build_insertelement(b, ir_poison(m, ty), e0, ir_const_i32(m, 0), name);
    return e0;
  }
  IrValue *parts[64];
  uint32_t np = 0;
  parts[np++] = e0;
  while (remaining-- && np < 64) {
    idx %= n;
    if (idx == 0) {
      row = binop(b, IR_ADD, row, ir_const_i32(m, 1), NULL);
      IrValue *a2[2] = {handle, row};
      load = call(b, f, a2, 2, lname);
      if (!load) return NULL;
    }
    ix = idx++;
    parts[np++] = ir_build_extractvalue(b, load, &ix, 1, xname);
  }
  IrValue *res = ir_poison(m, ty);
  for (uint32_t i = 0; i < np; i++)
    res = ir_build_insertelement(b, res, parts[i], ir_const_i32(m, i),
                                 arena_printf(m->arena, "%s.upto%u", name ? name : "", i));
  return res;
}

/* hlsl.resource.load.status(ptr) -> {T, i1} (the front end's struct
 * element loads with a status argument): load.rawbuffer of T at the
 * pointer's offset, check bit included. */
static bool lower_load_status(RA *ra, IrInst *gp, IrInst *ci, const ResTypeInfo *ti) {
  IrModule *m = ra->m;
  IrType *rt = ci->v.type;
  IrType *lt = rt && rt->kind == IR_TY_STRUCT && rt->nmembers == 2 ? rt->members[0] : NULL;
  if ((ti->kind != RK_RAWBUFFER && ti->kind != RK_STRUCTUREDBUFFER) || !lt ||
      (lt->kind == IR_TY_VECTOR && lt->count > 4 && !native_vectors(ra)) || lt->kind == IR_TY_STRUCT ||
      lt->kind == IR_TY_ARRAY) {
    diag_error(ra->ctx->diag, RA_LOAD_TYPE, ci->loc, "resource load with status should be of a scalar or vector type");
    ra->failed = true;
    return false;
  }
  IrBuilder b;
  ir_builder_before(&b, m, ci);
  b.loc = ci->loc;
  bool structured = ti->kind == RK_STRUCTUREDBUFFER;
  IrValue *index = gp->ops[2];
  IrValue *offset = gep_offsets(ra, &b, ci->ops[1], 1);
  if (folds_offset(gp->ops[1]->type, structured)) {
    if (!is_const_zero(offset)) index = binop(&b, IR_ADD, index, offset, NULL);
    offset = ir_poison(m, i32(m));
  }
  IrType *hty = gp->ops[1]->type;
  IrType *mangle[2] = {lt, hty};
  IrType *params[3] = {hty, i32(m), i32(m)};
  IrFunc *f = intrinsic(m, "llvm.dx.resource.load.rawbuffer", mangle, 2, with_check(m, lt), params, 3);
  IrValue *args[3] = {gp->ops[1], index, offset};
  IrValue *v = call(&b, f, args, 3, NULL);
  if (!v) return false;
  ir_replace_all_uses(m, ra->fn, &ci->v, v);
  return true;
}

static bool lower_load(RA *ra, IrInst *gp, IrInst *li, const ResTypeInfo *ti) {
  IrBuilder b;
  ir_builder_before(&b, ra->m, li);
  b.loc = li->loc;
  IrValue *v = NULL;
  IrType *hty = gp->ops[1]->type;
  IrType *contained = hty->nmembers ? hty->members[0] : NULL;
  switch (ti->kind) {
  case RK_TYPEDBUFFER:
    v = typed_load_call(ra->m, &b, gp, contained);
    if (v) v = finish_element_load(ra, &b, li, v, contained);
    break;
  case RK_RAWBUFFER: case RK_STRUCTUREDBUFFER:
    v = raw_loads(ra, &b, gp, li, ti->kind == RK_STRUCTUREDBUFFER);
    break;
  case RK_CBUFFER:
    v = cbuffer_load(ra, &b, gp, li);
    break;
  case RK_TEXTURE1D: case RK_TEXTURE2D: case RK_TEXTURE2DMS: case RK_TEXTURE3D:
  case RK_TEXTURECUBE: case RK_TEXTURE1DARRAY: case RK_TEXTURE2DARRAY: case RK_TEXTURE2DMSARRAY:
  case RK_TEXTURECUBEARRAY:
    v = texture_load_call(ra, &b, gp, contained);
    if (v) v = finish_element_load(ra, &b, li, v, contained);
    break;
  default:
    diag_error(ra->ctx->diag, RA_LOAD_KIND, li->loc, "load not yet implemented for this resource type");
    ra->failed = true;
    return false;
  }
  if (!v) return false;
  ir_replace_all_uses(ra->m, ra->fn, &li->v, v);
  return true;
}

/* ---- stores and atomics --------------------------------------------------- */

static bool lower_store(RA *ra, IrInst *gp, IrInst *si, const ResTypeInfo *ti) {
  IrModule *m = ra->m;
  IrBuilder b;
  ir_builder_before(&b, m, si);
  b.loc = si->loc;
  IrValue *v = si->ops[0];
  IrValue *handle = gp->ops[1];
  IrType *hty = handle->type;
  IrType *contained = hty->nmembers ? hty->members[0] : NULL;
  switch (ti->kind) {
  case RK_TYPEDBUFFER:
  case RK_TEXTURE1D: case RK_TEXTURE2D: case RK_TEXTURE3D: case RK_TEXTURE1DARRAY:
  case RK_TEXTURE2DARRAY: case RK_TEXTURE2DMS: case RK_TEXTURE2DMSARRAY: {
    bool typed = ti->kind == RK_TYPEDBUFFER;
    if (v->type != contained) {
      if (v->type != ir_type_scalar(contained)) {
        diag_error(ra->ctx->diag, RA_STORE_TYPE, si->loc, "store to a typed resource has an invalid type");
        ra->failed = true;
        return false;
      }
      IrValue *old = typed ? typed_load_call(m, &b, gp, contained) : texture_load_call(ra, &b, gp, contained);
      if (!old) return false;
      uint64_t acc = dxil_type_size_bits(ir_type_scalar(contained)) / 8;
      IrValue *off = gep_offsets(ra, &b, si->ops[1], acc);
      v = ir_build_insertelement(&b, old, v, off, NULL);
    }
    if (typed) {
      IrType *mangle[2] = {hty, contained};
      IrType *params[3] = {hty, i32(m), contained};
      IrFunc *f = intrinsic(m, "llvm.dx.resource.store.typedbuffer", mangle, 2, ir_type_void(m), params, 3);
      IrValue *args[3] = {handle, gp->ops[2], v};
      return call(&b, f, args, 3, NULL) != NULL;
    }
    IrValue *coords = gp->ops[2];
    IrType *mangle[3] = {hty, coords->type, contained};
    if (ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY) {
      /* store.texture.sample(h, coords, v, sample): TextureStoreSample */
      IrType *params[4] = {hty, coords->type, contained, i32(m)};
      IrFunc *f = intrinsic(m, "llvm.dx.resource.store.texture.sample", mangle, 3, ir_type_void(m), params, 4);
      IrValue *args[4] = {handle, coords, v, gp->nops > 3 ? gp->ops[3] : ir_const_i32(m, 0)};
      return call(&b, f, args, 4, NULL) != NULL;
    }
    IrType *params[3] = {hty, coords->type, contained};
    IrFunc *f = intrinsic(m, "llvm.dx.resource.store.texture", mangle, 3, ir_type_void(m), params, 3);
    IrValue *args[3] = {handle, coords, v};
    return call(&b, f, args, 3, NULL) != NULL;
  }
  case RK_RAWBUFFER: case RK_STRUCTUREDBUFFER: {
    bool structured = ti->kind == RK_STRUCTUREDBUFFER;
    IrValue *index = gp->ops[2];
    IrValue *offset = gep_offsets(ra, &b, si->ops[1], 1);
    IrType *vt = v->type;
    if (vt->kind == IR_TY_STRUCT || vt->kind == IR_TY_ARRAY) {
      diag_error(ra->ctx->diag, RA_STORE_TYPE, si->loc, "resource store should be of a scalar or vector type");
      ra->failed = true;
      return false;
    }
    uint32_t total = vt->kind == IR_TY_VECTOR ? (uint32_t)vt->count : 1;
    if (native_vectors(ra)) total = 1; /* DXIL 1.9: one RawBufferVectorStore */
    IrValue *stride = vt->kind == IR_TY_VECTOR
                          ? ir_const_i32(m, (uint32_t)(4 * (dxil_type_size_bits(vt->elem) / 8)))
                          : NULL;
    for (uint32_t i = 0; i < total; i += 4) {
      IrValue *part = v;
      if (total > 4) {
        uint32_t mask[4], cnt = 0;
        for (uint32_t j = i; j < total && j < i + 4; j++) mask[cnt++] = j;
        if (i > 0) offset = binop(&b, IR_ADD, offset, stride, NULL);
        part = ir_build_shufflevector(&b, v, ir_poison(m, vt), mask, cnt, NULL);
      }
      IrValue *idx = index, *off = offset;
      if (folds_offset(hty, structured)) {
        if (!is_const_zero(off)) idx = binop(&b, IR_ADD, idx, off, NULL);
        off = ir_poison(m, i32(m));
      }
      IrType *mangle[2] = {hty, part->type};
      IrType *params[4] = {hty, i32(m), i32(m), part->type};
      IrFunc *f = intrinsic(m, "llvm.dx.resource.store.rawbuffer", mangle, 2, ir_type_void(m), params, 4);
      IrValue *args[4] = {handle, idx, off, part};
      if (!call(&b, f, args, 4, NULL)) return false;
      if (total <= 4) break;
    }
    return true;
  }
  default:
    diag_error(ra->ctx->diag, RA_STORE_TYPE, si->loc, "DXIL store not implemented for this resource kind");
    ra->failed = true;
    return false;
  }
}

/* Coordinates of an atomic access through ptr: buffers give (index,
 * offset) (typed and byte-address buffers fold the offset into the index
 * and pass poison), textures the getpointer coordinates (undef beyond the
 * texture's). Returns 2 for buffers, 3 for textures, 0 on error. */
static uint32_t atomic_coords(RA *ra, IrBuilder *b, IrInst *gp, IrValue *ptr, const ResTypeInfo *ti,
                              IrValue **out) {
  IrModule *m = ra->m;
  if (ti->kind >= RK_TEXTURE1D && ti->kind <= RK_TEXTURECUBEARRAY) {
    IrValue *c = gp->ops[2];
    IrValue *u = ir_undef(m, i32(m));
    out[0] = out[1] = out[2] = u;
    if (c->type->kind == IR_TY_VECTOR) {
      for (uint32_t i = 0; i < c->type->count && i < 3; i++)
        out[i] = ir_build_extractelement(b, c, ir_const_i32(m, i), NULL);
    } else {
      out[0] = c;
    }
    return 3;
  }
  if (ti->kind != RK_TYPEDBUFFER && ti->kind != RK_RAWBUFFER && ti->kind != RK_STRUCTUREDBUFFER) {
    diag_error(ra->ctx->diag, RA_ATOMIC_KIND, b->loc, "DXIL atomics are not implemented for this resource type");
    ra->failed = true;
    return 0;
  }
  IrValue *index = gp->ops[2];
  IrValue *offset = gep_offsets(ra, b, ptr, 1);
  if (ti->kind != RK_STRUCTUREDBUFFER) {
    if (!is_const_zero(offset)) index = binop(b, IR_ADD, index, offset, NULL);
    offset = ir_poison(m, i32(m));
  }
  out[0] = index;
  out[1] = offset;
  out[2] = NULL;
  return 2;
}

static bool lower_atomic(RA *ra, IrInst *gp, IrInst *ai, const ResTypeInfo *ti) {
  IrModule *m = ra->m;
  /* IR_RMW_* -> DXIL AtomicBinOpCode */
  static const int map[] = {8, 0, -1, 1, -1, 2, 3, 5, 4, 7, 6};
  uint32_t op = ai->aux & 0xFF;
  int code = op < sizeof map / sizeof map[0] ? map[op] : -1;
  if (code < 0) {
    diag_error(ra->ctx->diag, RA_ATOMIC_KIND, ai->loc, "DXIL resource atomicrmw operation not implemented");
    ra->failed = true;
    return false;
  }
  IrBuilder b;
  ir_builder_before(&b, m, ai);
  b.loc = ai->loc;
  IrValue *coords[3];
  uint32_t nc = atomic_coords(ra, &b, gp, ai->ops[0], ti, coords);
  if (!nc) return false;
  IrType *hty = gp->ops[1]->type, *vt = ai->v.type;
  IrType *mangle[2] = {vt, hty};
  /* buffers: (h, op, index, offset, v) like LLVM; textures also pass the
   * third coordinate: (h, op, c0, c1, c2, v) */
  IrType *params[6] = {hty, i32(m), i32(m), i32(m), i32(m), vt};
  IrValue *args[6] = {gp->ops[1], ir_const_i32(m, (uint32_t)code), coords[0], coords[1], coords[2], ai->ops[1]};
  if (nc == 2) {
    params[4] = vt;
    args[4] = ai->ops[1];
  }
  uint32_t n = nc == 2 ? 5 : 6;
  IrFunc *f = intrinsic(m, "llvm.dx.resource.atomic.binop", mangle, 2, vt, params, n);
  IrValue *r = call(&b, f, args, n, NULL);
  if (!r) return false;
  ir_replace_all_uses(m, ra->fn, &ai->v, r);
  return true;
}

/* cmpxchg ptr, cmp, new -> atomic.cmpxchg(h, c0, c1, c2, cmp, new), and the
 * {T, i1} result rebuilt from it (the i1 compares with cmp). */
static bool lower_cmpxchg(RA *ra, IrInst *gp, IrInst *ci, const ResTypeInfo *ti) {
  IrModule *m = ra->m;
  IrBuilder b;
  ir_builder_before(&b, m, ci);
  b.loc = ci->loc;
  IrValue *coords[3];
  uint32_t nc = atomic_coords(ra, &b, gp, ci->ops[0], ti, coords);
  if (!nc) return false;
  if (nc == 2) coords[2] = ir_poison(m, i32(m));
  IrType *hty = gp->ops[1]->type, *vt = ci->ops[1]->type;
  IrType *mangle[2] = {vt, hty};
  IrType *params[6] = {hty, i32(m), i32(m), i32(m), vt, vt};
  IrFunc *f = intrinsic(m, "llvm.dx.resource.atomic.cmpxchg", mangle, 2, vt, params, 6);
  IrValue *args[6] = {gp->ops[1], coords[0], coords[1], coords[2], ci->ops[1], ci->ops[2]};
  IrValue *r = call(&b, f, args, 6, NULL);
  if (!r) return false;
  IrValue *eq = ir_build_icmp(&b, IR_ICMP_EQ, r, ci->ops[1], NULL);
  uint32_t zero = 0, one = 1;
  IrValue *agg = ir_build_insertvalue(&b, ir_poison(m, ci->v.type), r, &zero, 1, NULL);
  agg = ir_build_insertvalue(&b, agg, eq, &one, 1, NULL);
  ir_replace_all_uses(m, ra->fn, &ci->v, agg);
  return true;
}

/* ---- rewriting the accesses of one getpointer ----------------------------- */

/* Instructions of the function using v as an operand (each once, in program
 * order); returns their number, fills out up to max. */
static uint32_t users_of(RA *ra, IrFunc *fn, IrValue *v, IrInst **out, uint32_t max) {
  IrInst **us;
  uint32_t n = ir_users_in_order(ra->m->arena, fn, v, &us);
  for (uint32_t k = 0; k < n && k < max; k++) out[k] = us[k];
  return n;
}

typedef VEC(IrInst *) InstVec;

/* Appends the instructions of the function using v, each once, in program
 * order. */
static bool push_users(RA *ra, IrValue *v, InstVec *out) {
  IrInst **us;
  uint32_t n = ir_users_in_order(ra->m->arena, ra->fn, v, &us);
  if (!n && ra->m->arena->oom) return false;
  for (uint32_t k = 0; k < n; k++)
    if (!vec_push(ra->m->arena, out, us[k])) return false;
  return true;
}

static bool replace_access(RA *ra, IrInst *gp) {
  ResTypeInfo ti;
  if (gp->nops < 2 || !dxil_res_type_info(gp->ops[1]->type, &ti)) {
    diag_error(ra->ctx->diag, RA_NOT_RESOURCE, gp->loc, "getpointer of a non-resource handle");
    ra->failed = true;
    return false;
  }
  IrType *hty = gp->ops[1]->type;
  if (ti.kind != RK_RAWBUFFER && ti.kind != RK_STRUCTUREDBUFFER && ti.kind != RK_CBUFFER &&
      !hty->nmembers) {
    diag_error(ra->ctx->diag, RA_NOT_RESOURCE, gp->loc, "resource handle type has no element type");
    ra->failed = true;
    return false;
  }
  InstVec work = {0}, dead = {0};
  if (!push_users(ra, &gp->v, &work)) return false;
  while (work.len) {
    IrInst *u = work.data[--work.len];
    if (u->op == IR_GEP) {
      if (!push_users(ra, &u->v, &work)) return false;
    } else if (u->op == IR_STORE) {
      if (u->ops[0] == &gp->v) {
        diag_error(ra->ctx->diag, RA_ESCAPE, u->loc, "resource pointer escapes through a store");
        ra->failed = true;
        return false;
      }
      if (!lower_store(ra, gp, u, &ti)) return false;
    } else if (u->op == IR_LOAD) {
      if (!lower_load(ra, gp, u, &ti)) return false;
    } else if (u->op == IR_CALL && is_call_to(u, "hlsl.resource.load.status")) {
      if (!lower_load_status(ra, gp, u, &ti)) return false;
    } else if (u->op == IR_ATOMICRMW) {
      if (!lower_atomic(ra, gp, u, &ti)) return false;
    } else if (u->op == IR_CMPXCHG) {
      if (!lower_cmpxchg(ra, gp, u, &ti)) return false;
    } else {
      diag_error(ra->ctx->diag, RA_ESCAPE, u->loc, "unhandled use of a resource pointer");
      ra->failed = true;
      return false;
    }
    if (!vec_push(ra->m->arena, &dead, u)) return false;
  }
  /* Remove the rewritten accesses and GEPs, users first. */
  for (uint32_t i = dead.len; i-- > 0;) {
    IrInst *d = dead.data[i];
    if (d->parent && (d->op != IR_GEP || ir_count_uses(ra->m, ra->fn, &d->v) == 0)) ir_inst_remove(d);
  }
  ir_inst_remove(gp);
  return true;
}

static bool transform_pointers(RA *ra) {
  InstVec gps = {0};
  for (uint32_t b = 0; b < ra->fn->nblocks; b++)
    for (IrInst *i = ra->fn->blocks[b]->first; i; i = i->next)
      if (is_getpointer(i) && !vec_push(ra->m->arena, &gps, i)) return false;
  for (uint32_t k = 0; k < gps.len; k++)
    if (!replace_access(ra, gps.data[k])) return false;
  return true;
}

/* ---- handle legalization (phis/selects of handles) ------------------------ */

typedef struct Legal {
  RA *ra;
  IrInst *dead[512];
  uint32_t ndead;
  IrInst *phi_from[64]; /* target-typed phis being rebuilt ... */
  IrInst *phi_to[64];   /* ... and their index phis */
  uint32_t nphi;
} Legal;

static void add_dead(Legal *lg, IrInst *i) {
  for (uint32_t k = 0; k < lg->ndead; k++)
    if (lg->dead[k] == i) return;
  if (lg->ndead < 512) lg->dead[lg->ndead++] = i;
}

/* The handle-creation calls a pointer or handle may come from (LLVM's
 * collectUsedHandles); n = 0 when it reaches something that is not a
 * resource pointer. */
static uint32_t used_handles(IrValue *v, IrInst **out, uint32_t max, bool *undef) {
  IrValue *work[128];
  IrInst *seen[64];
  uint32_t nw = 0, ns = 0, n = 0;
  work[nw++] = v;
  while (nw) {
    IrValue *x = work[--nw];
    if (!x->type || (x->type->kind != IR_TY_PTR && x->type->kind != IR_TY_TARGET)) return 0;
    IrInst *i = ir_as_inst(x);
    /* an uninitialized local resource on some path */
    if (!i && undef && (x->kind == IR_V_UNDEF || x->kind == IR_V_POISON)) *undef = true;
    if (!i) continue;
    if (i->op == IR_PHI) {
      bool s = false;
      for (uint32_t k = 0; k < ns; k++) s |= seen[k] == i;
      if (s) continue;
      if (ns < 64) seen[ns++] = i;
      for (uint32_t k = 0; k + 1 < i->nops; k += 2)
        if (nw < 128) work[nw++] = i->ops[k];
    } else if (i->op == IR_SELECT && i->nops == 3) {
      if (nw + 2 <= 128) {
        work[nw++] = i->ops[1];
        work[nw++] = i->ops[2];
      }
    } else if (is_call_to(i, "llvm.dx.resource.getpointer")) {
      if (nw < 128 && i->nops > 1) work[nw++] = i->ops[1];
    } else if (is_handle_creation(i)) {
      if (n < max) out[n++] = i;
    }
  }
  return n;
}

typedef struct Idx {
  IrValue *getptr; /* index of dx.resource.getpointer, or NULL */
  IrValue *handle; /* index argument of the handle creation */
} Idx;

static Idx access_indices(Legal *lg, IrInst *i, uint32_t depth) {
  Idx r = {NULL, NULL};
  RA *ra = lg->ra;
  IrModule *m = ra->m;
  if (!i || depth > 64) return r;
  if (is_handle_creation(i)) {
    add_dead(lg, i);
    r.handle = i->nops > handle_index_op(i) ? i->ops[handle_index_op(i)] : NULL;
    return r;
  }
  if (is_call_to(i, "llvm.dx.resource.getpointer")) {
    r = access_indices(lg, ir_as_inst(i->ops[1]), depth + 1);
    r.getptr = i->ops[2];
    add_dead(lg, i);
    return r;
  }
  if (i->op == IR_PHI) {
    for (uint32_t k = 0; k < lg->nphi; k++)
      if (lg->phi_from[k] == i) {
        r.handle = &lg->phi_to[k]->v;
        return r;
      }
    IrBuilder b;
    ir_builder_before(&b, m, i);
    IrInst *gphi = ir_inst_new(m, IR_PHI, i32(m), NULL, 0);
    IrInst *hphi = ir_inst_new(m, IR_PHI, i32(m), NULL, 0);
    if (!gphi || !hphi) return r;
    if (i->v.type->kind == IR_TY_TARGET && lg->nphi < 64) {
      lg->phi_from[lg->nphi] = i;
      lg->phi_to[lg->nphi++] = hphi;
    }
    bool has_getptr = true;
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
      IrBlock *bb = (IrBlock *)i->ops[k + 1];
      Idx in = access_indices(lg, ir_as_inst(i->ops[k]), depth + 1);
      has_getptr &= in.getptr != NULL;
      if (has_getptr) ir_phi_add(m, gphi, in.getptr, bb);
      if (in.handle) ir_phi_add(m, hphi, in.handle, bb);
    }
    if (has_getptr) ir_inst_insert_before(i, gphi);
    ir_inst_insert_before(i, hphi);
    add_dead(lg, i);
    r.getptr = has_getptr ? &gphi->v : NULL;
    r.handle = &hphi->v;
    return r;
  }
  if (i->op == IR_SELECT && i->nops == 3) {
    Idx t = access_indices(lg, ir_as_inst(i->ops[1]), depth + 1);
    Idx f = access_indices(lg, ir_as_inst(i->ops[2]), depth + 1);
    IrBuilder b;
    ir_builder_before(&b, m, i);
    b.loc = i->loc;
    if (t.getptr && f.getptr) r.getptr = ir_build_select(&b, i->ops[0], t.getptr, f.getptr, NULL);
    if (t.handle && f.handle) r.handle = ir_build_select(&b, i->ops[0], t.handle, f.handle, NULL);
    add_dead(lg, i);
    return r;
  }
  return r;
}

/* A copy of a call instruction (operands copied; no name). */
static IrInst *clone_call(IrModule *m, IrInst *c) {
  IrInst *n = ir_inst_new(m, c->op, c->v.type, c->ops, c->nops);
  if (!n) return NULL;
  n->flags = c->flags;
  n->aux = c->aux;
  n->aux_type = c->aux_type;
  n->call_attrs = c->call_attrs;
  n->call_ret_attrs = c->call_ret_attrs;
  n->call_arg_attrs = c->call_arg_attrs;
  n->md = c->md;
  n->nmd = c->nmd;
  n->loc = c->loc;
  return n;
}

static bool replace_with_indices(Legal *lg, IrInst *ptr, IrInst *old_handle) {
  RA *ra = lg->ra;
  IrModule *m = ra->m;
  Idx idx = access_indices(lg, ptr, 0);
  if (!idx.getptr || !idx.handle) {
    diag_error(ra->ctx->diag, RA_INDEX, ptr->loc, "could not recover the resource index of an access");
    ra->failed = true;
    return false;
  }
  IrInst *pos = ptr;
  if (ptr->op == IR_PHI) { /* first non-phi of the block */
    pos = ptr->parent->first;
    while (pos && pos->op == IR_PHI) pos = pos->next;
    if (!pos) return false;
  }
  IrInst *h = clone_call(m, old_handle);
  if (!h) return false;
  ir_inst_set_operand(h, handle_index_op(h), idx.handle);
  ir_inst_insert_before(pos, h);
  IrBuilder b;
  ir_builder_before(&b, m, pos);
  b.loc = ptr->loc;
  IrType *pty = ptr->v.type;
  IrType *mangle[2] = {pty, h->v.type};
  IrType *params[2] = {h->v.type, i32(m)};
  IrFunc *f = intrinsic(m, "llvm.dx.resource.getpointer", mangle, 2, pty, params, 2);
  IrValue *args[2] = {&h->v, idx.getptr};
  IrValue *gp = call(&b, f, args, 2, NULL);
  if (!gp) return false;
  ir_replace_all_uses(m, ra->fn, &ptr->v, gp);
  add_dead(lg, ptr);
  return true;
}

static bool same_binding(IrInst *a, IrInst *b) {
  bool ha = is_call_to(a, "llvm.dx.resource.handlefromheap"), hb = is_call_to(b, "llvm.dx.resource.handlefromheap");
  if (ha || hb) return ha && hb && a->v.type == b->v.type; /* descriptor heap entries of one type */
  ResTypeInfo ta, tb;
  if (!dxil_res_type_info(a->v.type, &ta) || !dxil_res_type_info(b->v.type, &tb)) return false;
  if (ta.cls != tb.cls || a->nops < 4 || b->nops < 4) return false;
  for (uint32_t k = 1; k <= 3; k++) { /* space, lower bound (or order id), size */
    uint64_t x, y;
    if (!ir_const_is_int(a->ops[k], &x) || !ir_const_is_int(b->ops[k], &y) || x != y) return false;
  }
  return is_call_to(a, "llvm.dx.resource.handlefrombinding") ==
         is_call_to(b, "llvm.dx.resource.handlefrombinding");
}

static const char *not_unique_msg(RA *ra) {
  return ra->ctx->dxc_compat ? "local resource not guaranteed to map to unique global resource."
                             : "Resource access is not guaranteed to map to a unique global resource";
}

/* A handle operand of a resource operation merged by phis/selects of the
 * same binding: one handle creation with a phi/select of indices instead. */
static bool legalize_handle_operand(Legal *lg, IrInst *call, uint32_t opi) {
  RA *ra = lg->ra;
  IrInst *hv = ir_as_inst(call->ops[opi]);
  if (!hv || (hv->op != IR_PHI && hv->op != IR_SELECT)) return true;
  IrInst *handles[32];
  bool undef = false;
  uint32_t n = used_handles(&hv->v, handles, 32, &undef);
  if (n < 1) return true;
  /* DXC reports where the paths meet (the select SimplifyCFG made of them
   * carries the branch's location) when optimizing, at the use with -Od */
  SrcLoc at = !ra->ctx->dx.target.no_opt && hv->loc.line ? hv->loc : call->loc;
  if (undef) {
    diag_error(ra->ctx->diag, RA_NOT_UNIQUE, at, "%s", not_unique_msg(ra));
    ra->failed = true;
    return true;
  }
  /* lib_6_x keeps phis/selects of different resources' handles (DXC does;
   * dxil-op-lower retypes them to %dx.types.Handle) */
  if (ra->ctx->have_target && ra->ctx->dx.target.stage == STAGE_LIBRARY &&
      ra->ctx->dx.target.sm_minor == 15)
    for (uint32_t k = 1; k < n; k++)
      if (!same_binding(handles[0], handles[k])) return true;
  for (uint32_t k = 1; k < n; k++)
    if (!same_binding(handles[0], handles[k])) {
      diag_error(ra->ctx->diag, RA_NOT_UNIQUE, at, "%s", not_unique_msg(ra));
      ra->failed = true;
      return true;
    }
  Idx idx = access_indices(lg, hv, 0);
  if (!idx.handle) {
    diag_error(ra->ctx->diag, RA_INDEX, call->loc, "could not recover the resource index of an access");
    ra->failed = true;
    return false;
  }
  IrInst *pos = call;
  IrInst *h = clone_call(ra->m, handles[0]);
  if (!h) return false;
  ir_inst_set_operand(h, handle_index_op(h), idx.handle);
  ir_inst_insert_before(pos, h);
  ir_inst_set_operand(call, opi, &h->v);
  return true;
}

/* Local arrays of handles still indexed dynamically after SROA: every load
 * from the array becomes a chain of selects over the values stored at
 * constant indices (the array must only be written in its entry block, at
 * constant indices), which legalize_handles then turns into one handle with
 * a selected index when they are one binding. */
static bool promote_handle_arrays(RA *ra) {
  IrModule *m = ra->m;
  IrFunc *fn = ra->fn;
  if (!fn->nblocks) return true;
  for (IrInst *a = fn->blocks[0]->first; a; a = a->next) {
    if (a->op != IR_ALLOCA || !a->aux_type || a->aux_type->kind != IR_TY_ARRAY ||
        a->aux_type->elem->kind != IR_TY_TARGET || a->aux_type->count == 0 || a->aux_type->count > 64)
      continue;
    uint32_t n = (uint32_t)a->aux_type->count;
    IrValue *vals[64];
    memset(vals, 0, sizeof vals);
    bool ok = true;
    PtrVec loads = {0};
    for (uint32_t b = 0; b < fn->nblocks && ok; b++)
      for (IrInst *i = fn->blocks[b]->first; i && ok; i = i->next) {
        for (uint32_t k = 0; k < i->nops; k++) {
          if (i->ops[k] != &a->v) continue;
          if (i->op == IR_STORE && k == 1 && b == 0 && !vals[0]) { /* element 0, no GEP */
            vals[0] = i->ops[0];
            break;
          }
          if (i->op != IR_GEP || k != 0 || i->nops != 3 || !is_const_zero(i->ops[1])) { ok = false; break; }
          /* users of the GEP: stores at constant indices (entry block) and loads */
          int64_t ci;
          bool cidx = const_val(i->ops[2], &ci);
          for (uint32_t bb = 0; bb < fn->nblocks && ok; bb++)
            for (IrInst *u = fn->blocks[bb]->first; u && ok; u = u->next)
              for (uint32_t j = 0; j < u->nops; j++) {
                if (u->ops[j] != &i->v) continue;
                if (u->op == IR_STORE && j == 1 && cidx && ci >= 0 && ci < (int64_t)n && bb == 0 && !vals[ci])
                  vals[ci] = u->ops[0];
                else if (u->op == IR_LOAD && j == 0)
                  ptrvec_push(m->arena, &loads, u);
                else
                  ok = false;
                break;
              }
          break;
        }
      }
    if (!ok || !loads.len) continue;
    for (uint32_t k = 0; k < n; k++)
      if (!vals[k]) vals[k] = vals[0] ? vals[0] : NULL;
    if (!vals[0]) continue;
    for (uint32_t l = 0; l < loads.len; l++) {
      IrInst *ld = loads.data[l];
      IrInst *gep = ir_as_inst(ld->ops[0]);
      if (!gep) continue;
      IrBuilder bld;
      ir_builder_before(&bld, m, ld);
      bld.loc = ld->loc;
      IrValue *idx = gep->ops[2];
      IrValue *v = vals[n - 1];
      for (uint32_t k = n - 1; k-- > 0;) {
        IrValue *eq = ir_build_icmp(&bld, IR_ICMP_EQ, idx, ir_const_int(m, idx->type, k), NULL);
        v = ir_build_select(&bld, eq, vals[k], v, NULL);
      }
      ir_replace_all_uses(m, fn, &ld->v, v);
      ir_inst_remove(ld);
    }
  }
  return true;
}

/* ty with its target-typed leaves replaced by i32 (arrays kept). */
static IrType *index_array_type(IrModule *m, IrType *ty) {
  if (ty->kind == IR_TY_TARGET) return i32(m);
  if (ty->kind != IR_TY_ARRAY) return NULL;
  IrType *e = index_array_type(m, ty->elem);
  return e ? ir_type_array(m, e, ty->count) : NULL;
}

/* The pointers into alloca a (a and the GEPs on it, GEPs of GEPs) and the
 * loads and stores through them, in *geps / *accs; false when a pointer
 * has another use. */
static bool handle_array_uses(IrModule *m, IrFunc *fn, IrInst *a, PtrVec *geps, PtrVec *accs) {
  PtrVec work = {0};
  if (!ptrvec_push(m->arena, &work, a)) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrInst *p = work.data[w];
    IrInst **us;
    uint32_t nu = ir_users_in_order(m->arena, fn, &p->v, &us);
    for (uint32_t u = 0; u < nu; u++) {
      IrInst *x = us[u];
      if (x->op == IR_GEP && x->ops[0] == &p->v) {
        if (work.len > 256 || !ptrvec_push(m->arena, &work, x) || !ptrvec_push(m->arena, geps, x)) return false;
      } else if ((x->op == IR_LOAD && x->ops[0] == &p->v) ||
                 (x->op == IR_STORE && x->ops[1] == &p->v && x->ops[0] != &p->v)) {
        if (!ptrvec_push(m->arena, accs, x)) return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

/* Does alloca a hold (arrays of) handles, accessed one handle at a time
 * through GEPs of it, every stored handle made from one binding? *tmpl is
 * one of those creations. */
static bool handle_array_ok(IrModule *m, IrFunc *fn, IrInst *a, IrType *leaf, IrInst **tmpl, PtrVec *geps,
                            PtrVec *accs) {
  *tmpl = NULL;
  if (!handle_array_uses(m, fn, a, geps, accs)) return false;
  for (uint32_t k = 0; k < geps->len; k++) {
    IrInst *g = geps->data[k];
    IrType *t = g->aux_type;
    while (t && t->kind == IR_TY_ARRAY) t = t->elem;
    if (t != leaf) return false;
  }
  for (uint32_t k = 0; k < accs->len; k++) {
    IrInst *x = accs->data[k];
    if (x->op == IR_LOAD) {
      if (x->v.type != leaf) return false;
      continue;
    }
    if (x->ops[0]->type != leaf) return false;
    IrInst *hs[32];
    bool undef = false;
    uint32_t n = used_handles(x->ops[0], hs, 32, &undef);
    if (!n || undef) return false;
    for (uint32_t h = 0; h < n; h++) {
      if (!*tmpl) *tmpl = hs[h];
      if (!same_binding(*tmpl, hs[h])) return false;
    }
  }
  return *tmpl != NULL;
}

/* Local arrays of handles written anywhere (any index, any block) with
 * handles of one binding - copies of part of a global resource array -
 * hold the resources' indices instead (DXC's index allocas): a store keeps
 * the stored handle's index, a load makes the handle from the loaded one. */
static bool index_handle_arrays(Legal *lg) {
  RA *ra = lg->ra;
  IrModule *m = ra->m;
  IrFunc *fn = ra->fn;
  for (int round = 0; round < 4; round++) {
    bool changed = false;
    for (IrInst *a = fn->blocks[0]->first; a; a = a->next) {
      if (a->op != IR_ALLOCA || !a->aux_type || a->aux_type->kind != IR_TY_ARRAY) continue;
      IrType *leaf = a->aux_type;
      while (leaf->kind == IR_TY_ARRAY) leaf = leaf->elem;
      IrInst *tmpl;
      PtrVec geps = {0}, accs = {0};
      if (leaf->kind != IR_TY_TARGET || !handle_array_ok(m, fn, a, leaf, &tmpl, &geps, &accs)) continue;
      IrType *nt = index_array_type(m, a->aux_type);
      if (!nt) return false;
      for (uint32_t k = 0; k < geps.len; k++) {
        IrInst *g = geps.data[k];
        IrType *gt = index_array_type(m, g->aux_type);
        if (!gt) return false;
        g->aux_type = gt;
      }
      a->aux_type = nt;
      for (uint32_t u = 0; u < accs.len; u++) {
        IrInst *x = accs.data[u];
        if (x->op == IR_STORE) {
          Idx ix = access_indices(lg, ir_as_inst(x->ops[0]), 0);
          if (!ix.handle) {
            diag_error(ra->ctx->diag, RA_INDEX, x->loc, "could not recover the resource index of an access");
            ra->failed = true;
            return false;
          }
          ir_inst_set_operand(x, 0, ix.handle);
        } else {
          IrBuilder b;
          ir_builder_before(&b, m, x);
          b.loc = x->loc;
          IrValue *li = ir_build_load(&b, i32(m), x->ops[0], NULL);
          IrInst *h = li ? clone_call(m, tmpl) : NULL;
          if (!h) return false;
          ir_inst_set_operand(h, handle_index_op(h), li);
          ir_inst_insert_before(x, h);
          ir_replace_all_uses(m, fn, &x->v, &h->v);
          ir_inst_remove(x);
        }
      }
      changed = true;
    }
    if (!changed) break;
  }
  return true;
}

static bool legalize_handles(RA *ra) {
  Legal *lg = arena_alloc(ra->m->arena, sizeof(Legal));
  if (!lg) return false;
  lg->ra = ra;
  if (!promote_handle_arrays(ra)) return false;
  if (!index_handle_arrays(lg)) return false;
  for (uint32_t b = 0; b < ra->fn->nblocks; b++) {
    for (IrInst *i = ra->fn->blocks[b]->first; i; i = i->next) {
      if (i->op == IR_CALL && i->nops > 1 && is_call_to(i, "llvm.dx.resource") && !is_handle_creation(i) &&
          !is_call_to(i, "llvm.dx.resource.getpointer")) {
        /* resource operations taking handles directly (samples, raw buffer
         * loads/stores, ...) */
        for (uint32_t k = 1; k < i->nops; k++)
          if (i->ops[k]->type && i->ops[k]->type->kind == IR_TY_TARGET && !legalize_handle_operand(lg, i, k))
            return false;
        continue;
      }
      IrValue *p = NULL;
      if (i->op == IR_LOAD && i->nops) p = i->ops[0];
      else if (i->op == IR_STORE && i->nops > 1) p = i->ops[1];
      else if ((i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG) && i->nops) p = i->ops[0];
      IrInst *pi = ir_as_inst(p);
      /* a field or element of the resource's element (buf[j].b) */
      for (int guard = 0; pi && pi->op == IR_GEP && pi->nops && guard < 16; guard++) pi = ir_as_inst(pi->ops[0]);
      if (!pi) continue;
      IrInst *handles[32];
      uint32_t n = used_handles(&pi->v, handles, 32, NULL);
      if (n <= 1) continue;
      bool same = true;
      for (uint32_t k = 1; k < n; k++) same &= same_binding(handles[0], handles[k]);
      if (!same && ra->ctx->have_target && ra->ctx->dx.target.stage == STAGE_LIBRARY &&
          ra->ctx->dx.target.sm_minor == 15)
        continue; /* lib_6_x: kept as a phi/select of handles (see legalize_handle_operand) */
      if (!same) {
        diag_error(ra->ctx->diag, RA_NOT_UNIQUE, i->loc, "%s", not_unique_msg(ra));
        ra->failed = true;
        continue;
      }
      if (!replace_with_indices(lg, pi, handles[0])) return false;
    }
  }
  /* Erase what became dead, last first; phis of handles left in cycles go too. */
  bool changed = true;
  while (changed) {
    changed = false;
    for (uint32_t k = lg->ndead; k-- > 0;) {
      IrInst *d = lg->dead[k];
      if (!d || !d->parent) continue;
      if (ir_count_uses(ra->m, ra->fn, &d->v) == 0) {
        ir_inst_remove(d);
        lg->dead[k] = NULL;
        changed = true;
      }
    }
  }
  for (uint32_t k = 0; k < lg->nphi; k++) {
    IrInst *phi = lg->phi_from[k];
    if (!phi->parent) continue;
    /* a phi only used by itself or other dead phis */
    IrInst *users[4];
    uint32_t nu = users_of(ra, ra->fn, &phi->v, users, 4);
    bool only_self = true;
    for (uint32_t j = 0; j < nu && j < 4; j++) only_self &= users[j] == phi;
    if (nu <= 4 && only_self) ir_inst_remove(phi);
  }
  return !ra->failed;
}

bool pass_dxil_resource_access(PassCtx *ctx, IrModule *m) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    if (!fn->nblocks) continue;
    RA ra = {ctx, m, fn, false};
    if (!legalize_handles(&ra)) return false;
    if (!transform_pointers(&ra) || ra.failed) return false;
  }
  /* the front end's hlsl.resource.load.status declarations, now unused */
  for (uint32_t f = m->funcs.len; f-- > 0;) {
    IrFunc *fn = m->funcs.data[f];
    if (!fn->nblocks && fn->v.name && !strncmp(fn->v.name, "hlsl.resource.load.status", 25) &&
        ir_count_uses(m, NULL, &fn->v) == 0)
      ir_module_remove_func(m, fn);
  }
  return true;
}
