/* dxil_resources.c - resource type information and the resource analysis.
 *
 * Everything here is recomputed from the IR on demand (nothing is cached on
 * the IR): the handle types target("dx.*") give the type properties, the
 * llvm.dx.resource.handlefrombinding / handlefromheap calls give the
 * bindings, and a walk over the instructions gives the derived flags
 * (counter direction, 64-bit atomics). The record order follows LLVM's
 * DXILResource analysis (its printer: src/passes/print_dxil_resources.c).
 */
#include "dxil_resources.h"
#include "dxil_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ====================================================================== */
/* Data layout (LLVM's DirectX target data layout). */

/* Alignment of a vector under "-v48:16:16-v96:32:32-v192:64:64", else the
 * natural alignment (its size rounded up to a power of two). */
static uint32_t vector_align(uint64_t bits) {
  if (bits == 48) return 2;
  if (bits == 96) return 4;
  if (bits == 192) return 8;
  uint64_t bytes = (bits + 7) / 8, a = 1;
  while (a < bytes) a <<= 1;
  return (uint32_t)a;
}

bool dxil_is_padding_type(const IrType *t) {
  return t && t->kind == IR_TY_TARGET && t->name && strcmp(t->name, "dx.Padding") == 0;
}

static bool is_layout_type(const IrType *t) {
  return t && t->kind == IR_TY_TARGET && t->name && strcmp(t->name, "dx.Layout") == 0;
}

uint32_t dxil_type_align(const IrType *t) {
  if (!t) return 1;
  switch (t->kind) {
  case IR_TY_INT:
    if (t->bits <= 1) return 4; /* i1:32 */
    if (t->bits <= 8) return 1;
    if (t->bits <= 16) return 2;
    if (t->bits <= 32) return 4;
    return 8;
  case IR_TY_HALF: return 2;
  case IR_TY_FLOAT: return 4;
  case IR_TY_DOUBLE: return 8;
  case IR_TY_PTR: return 4;
  case IR_TY_VECTOR:
    /* SM 6.9 long vectors: aligned as their element (DXC's DataLayout), so
     * a struct of vector<bool, 33>[10] is 1320 bytes, not 2560 */
    if (t->count > 4) return dxil_type_align(t->elem);
    return vector_align(dxil_type_size_bits(t));
  case IR_TY_ARRAY: return dxil_type_align(t->elem);
  case IR_TY_STRUCT: {
    if (t->packed) return 1;
    uint32_t a = 1;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint32_t ma = dxil_type_align(t->members[i]);
      if (ma > a) a = ma;
    }
    return a;
  }
  case IR_TY_TARGET:
    if (dxil_is_padding_type(t)) return 1;
    return 4;
  default: return 1;
  }
}

uint64_t dxil_type_size_bits(const IrType *t) {
  if (!t) return 0;
  switch (t->kind) {
  case IR_TY_INT: return t->bits;
  case IR_TY_HALF: return 16;
  case IR_TY_FLOAT: return 32;
  case IR_TY_DOUBLE: return 64;
  case IR_TY_PTR: return 32;
  case IR_TY_VECTOR: return t->count * dxil_type_size_bits(t->elem);
  case IR_TY_ARRAY: case IR_TY_STRUCT: case IR_TY_TARGET: return dxil_type_alloc_size(t) * 8;
  default: return 0;
  }
}

static uint64_t align_to(uint64_t v, uint64_t a) { return a ? (v + a - 1) / a * a : v; }

uint64_t dxil_type_alloc_size(const IrType *t) {
  if (!t) return 0;
  switch (t->kind) {
  case IR_TY_INT: case IR_TY_HALF: case IR_TY_FLOAT: case IR_TY_DOUBLE:
  case IR_TY_PTR: case IR_TY_VECTOR:
    return align_to((dxil_type_size_bits(t) + 7) / 8, dxil_type_align(t));
  case IR_TY_ARRAY: return t->count * dxil_type_alloc_size(t->elem);
  case IR_TY_STRUCT: {
    uint64_t off = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      if (!t->packed) off = align_to(off, dxil_type_align(t->members[i]));
      off += dxil_type_alloc_size(t->members[i]);
    }
    return align_to(off, dxil_type_align(t));
  }
  case IR_TY_TARGET:
    if (dxil_is_padding_type(t)) return t->nints ? t->ints[0] : 0;
    if (is_layout_type(t)) return t->nints ? t->ints[0] : 0;
    return 4;
  default: return 0;
  }
}

uint64_t dxil_struct_member_offset(const IrType *st, uint32_t idx) {
  uint64_t off = 0;
  if (!st || st->kind != IR_TY_STRUCT) return 0;
  for (uint32_t i = 0; i < st->nmembers && i <= idx; i++) {
    if (!st->packed) off = align_to(off, dxil_type_align(st->members[i]));
    if (i == idx) return off;
    off += dxil_type_alloc_size(st->members[i]);
  }
  return off;
}

/* ====================================================================== */
/* Handle types. */

static uint32_t tint(const IrType *t, uint32_t i) { return i < t->nints ? t->ints[i] : 0; }
static IrType *ttype(const IrType *t, uint32_t i) { return i < t->nmembers ? t->members[i] : NULL; }

/* DXIL ComponentType of an element type (LLVM's toDXILElementType). */
static uint32_t comp_type_of(IrType *ty, bool is_signed) {
  if (!ty) return 0;
  ty = ir_type_scalar(ty);
  switch (ty->kind) {
  case IR_TY_INT:
    switch (ty->bits) {
    case 16: return is_signed ? 2 : 3;
    case 32: return is_signed ? 4 : 5;
    case 64: return is_signed ? 6 : 7;
    default: return 0;
    }
  case IR_TY_FLOAT: return 9;
  case IR_TY_DOUBLE: return 10;
  case IR_TY_HALF: return 8;
  default: return 0;
  }
}

static uint32_t cbuffer_size(IrType *layout) {
  if (!layout) return 0;
  if (is_layout_type(layout)) return tint(layout, 0);
  return (uint32_t)dxil_type_alloc_size(layout);
}

bool dxil_res_type_info(IrType *t, ResTypeInfo *out) {
  memset(out, 0, sizeof *out);
  if (!t || t->kind != IR_TY_TARGET || !t->name) return false;
  const char *n = t->name;
  if (strcmp(n, "dx.TypedBuffer") == 0) {
    out->elem = ttype(t, 0);
    out->writeable = tint(t, 0) != 0;
    out->is_rov = tint(t, 1) != 0;
    out->is_signed = tint(t, 2) != 0;
    out->cls = out->writeable ? RC_UAV : RC_SRV;
    out->kind = RK_TYPEDBUFFER;
  } else if (strcmp(n, "dx.RawBuffer") == 0) {
    out->elem = ttype(t, 0);
    out->writeable = tint(t, 0) != 0;
    out->is_rov = tint(t, 1) != 0;
    out->cls = out->writeable ? RC_UAV : RC_SRV;
    bool structured = out->elem && out->elem->kind != IR_TY_VOID && !ir_type_is_int(out->elem, 8);
    out->kind = structured ? RK_STRUCTUREDBUFFER : RK_RAWBUFFER;
    /* a vector element is its components back to back (HLSL's buffer
     * layout; the same as the datalayout's for 2..4 components, tighter for
     * SM 6.9 long vectors: vector<float, 5> is 20 bytes, not 32) */
    if (structured)
      out->stride = out->elem->kind == IR_TY_VECTOR
                        ? (uint32_t)(out->elem->count * dxil_type_alloc_size(out->elem->elem))
                        : (uint32_t)dxil_type_alloc_size(out->elem);
    else out->elem = NULL;
  } else if (strcmp(n, "dx.Texture") == 0) {
    out->elem = ttype(t, 0);
    out->writeable = tint(t, 0) != 0;
    out->is_rov = tint(t, 1) != 0;
    out->is_signed = tint(t, 2) != 0;
    out->kind = (ResKind)tint(t, 3);
    out->cls = out->writeable ? RC_UAV : RC_SRV;
  } else if (strcmp(n, "dx.MSTexture") == 0) {
    out->elem = ttype(t, 0);
    out->writeable = tint(t, 0) != 0;
    out->sample_count = tint(t, 1);
    out->is_signed = tint(t, 2) != 0;
    out->kind = (ResKind)tint(t, 3);
    out->cls = out->writeable ? RC_UAV : RC_SRV;
  } else if (strcmp(n, "dx.FeedbackTexture") == 0) {
    out->cls = RC_UAV;
    out->writeable = true;
    out->kind = (ResKind)tint(t, 1);
  } else if (strcmp(n, "dx.CBuffer") == 0) {
    out->cls = RC_CBV;
    out->kind = RK_CBUFFER;
    out->elem = ttype(t, 0);
    out->cbuf_size = cbuffer_size(out->elem);
  } else if (strcmp(n, "dx.TBuffer") == 0) {
    /* hlslc's tbuffer / TextureBuffer<T>: an SRV read by rows as u32 (like
     * DXC's), with a dx.Layout like a cbuffer's */
    out->cls = RC_SRV;
    out->kind = RK_TBUFFER;
    out->elem = ttype(t, 0);
    out->cbuf_size = cbuffer_size(out->elem);
    out->comp_type = 5;
    out->elem_count = 4;
  } else if (strcmp(n, "dx.RTAccelerationStructure") == 0) {
    /* hlslc's RaytracingAccelerationStructure: an SRV without element */
    out->cls = RC_SRV;
    out->kind = RK_RTACCELERATIONSTRUCTURE;
    out->comp_type = 4; /* DXC lists it with element type i32 */
  } else if (strcmp(n, "dx.Sampler") == 0) {
    out->cls = RC_SAMPLER;
    out->kind = RK_SAMPLER;
    out->sampler_kind = tint(t, 0);
  } else {
    return false;
  }
  if (out->kind == RK_INVALID || out->kind > RK_FEEDBACKTEXTURE2DARRAY) return false;
  bool typed = out->kind <= RK_TYPEDBUFFER;
  if (typed) {
    out->comp_type = comp_type_of(out->elem, out->is_signed);
    /* hlslc's extra trailing parameter for snorm (1) / unorm (2) elements:
     * TypedBuffer's 4th, Texture/MSTexture's 5th integer */
    uint32_t norm = tint(t, strcmp(n, "dx.TypedBuffer") == 0 ? 3 : 4);
    if (norm == 1 || norm == 2) {
      if (out->comp_type == 8) out->comp_type = norm == 1 ? 11 : 12;       /* f16 */
      else if (out->comp_type == 9) out->comp_type = norm == 1 ? 13 : 14;  /* f32 */
      else if (out->comp_type == 10) out->comp_type = norm == 1 ? 15 : 16; /* f64 */
    }
    out->elem_count = out->elem && out->elem->kind == IR_TY_VECTOR ? (uint32_t)out->elem->count : 1;
  }
  return true;
}

/* DXC's structured-buffer alignment: the largest scalar alignment in the
 * element, whatever the struct's packing and vector sizes (LLVM's is the
 * data layout's ABI alignment). */
static uint32_t scalar_align(const IrType *t) {
  if (!t) return 1;
  switch (t->kind) {
  case IR_TY_VECTOR:
  case IR_TY_ARRAY: return scalar_align(t->elem);
  case IR_TY_STRUCT: {
    uint32_t a = 1;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint32_t ma = scalar_align(t->members[i]);
      if (ma > a) a = ma;
    }
    return a;
  }
  default: return dxil_type_align(t);
  }
}

bool dxil_res_type_extra(IrType *t, ResTypeExtra *out) {
  memset(out, 0, sizeof *out);
  ResTypeInfo ti;
  if (!dxil_res_type_info(t, &ti)) return false;
  out->is_struct = ti.kind == RK_STRUCTUREDBUFFER;
  out->is_typed = ti.kind >= RK_TEXTURE1D && ti.kind <= RK_TYPEDBUFFER;
  if (out->is_struct && ti.elem && ti.elem->kind == IR_TY_STRUCT) {
    uint32_t a = dxil_type_align(ti.elem), l = 0;
    while ((1u << l) < a) l++;
    out->align_log2 = l;
  }
  if (ti.kind == RK_FEEDBACKTEXTURE2D || ti.kind == RK_FEEDBACKTEXTURE2DARRAY)
    out->feedback_kind = tint(t, 0);
  return true;
}

/* ====================================================================== */
/* Calls. */

static const char *callee_name(const IrInst *call) {
  if (!call || call->op != IR_CALL || call->nops < 1) return NULL;
  IrValue *c = call->ops[0];
  if (!c || c->kind != IR_V_FUNC) return NULL;
  return c->name;
}

IrType *dxil_intrinsic_overload_struct(IrModule *m, const IrInst *call) {
  const char *n = callee_name(call);
  const char *sfx = n ? strstr(n, ".s_") : NULL;
  if (!sfx) return NULL;
  sfx += 3;
  for (uint32_t i = 0; i < m->named_structs.len; i++) {
    IrType *t = m->named_structs.data[i];
    size_t tl = t->name ? strlen(t->name) : 0;
    if (tl && strncmp(t->name, sfx, tl) == 0 && !strcmp(sfx + tl, "s")) return t;
  }
  return NULL;
}

static IrValue *call_arg(IrInst *call, uint32_t i) {
  return i + 1 < call->nops ? call->ops[i + 1] : NULL;
}
static uint32_t call_nargs(IrInst *call) { return call->nops ? call->nops - 1 : 0; }

IrGlobal *dxil_binding_call_name_global(IrInst *call) {
  uint32_t n = call_nargs(call);
  if (n < 5) return NULL;
  IrValue *v = call_arg(call, n - 1);
  if (!v) return NULL;
  if (v->kind == IR_V_CONST_EXPR) { /* getelementptr (..., @x.str, 0, 0) */
    IrConst *c = (IrConst *)v;
    if (c->nelems) v = c->elems[0];
  }
  if (v->kind != IR_V_GLOBAL) return NULL;
  return (IrGlobal *)v;
}

const char *dxil_binding_call_name(IrInst *call) {
  IrGlobal *g = dxil_binding_call_name_global(call);
  if (!g || !g->init || g->init->kind != IR_V_CONST_DATA) return "";
  IrConst *c = (IrConst *)g->init;
  uint32_t len = c->nbytes;
  while (len && c->bytes[len - 1] == 0) len--;
  /* The string is arena-owned by the module; build a NUL-terminated copy. */
  IrModule *m = NULL;
  if (call->parent && call->parent->parent) m = call->parent->parent->module;
  if (!m) return "";
  char *s = arena_strndup(m->arena, (const char *)c->bytes, len);
  return s ? s : "";
}

static bool const_u32(IrValue *v, uint32_t *out) {
  uint64_t x;
  if (!v || !ir_const_is_int(v, &x)) return false;
  *out = (uint32_t)x;
  return true;
}

/* ====================================================================== */
/* The analysis. */

/* One handle-creation call before grouping. */
typedef struct CallRec {
  IrInst *call;
  IrType *ty;
  ResTypeInfo ti;
  ResTypeExtra ex;
  bool heap;
  uint32_t heap_id;
  uint32_t space, lower, size;
  const char *name;
  IrGlobal *name_global;
  uint32_t seq;       /* program order */
  uint32_t decl_key;  /* DXC declaration order key */
  bool dxc;           /* comparator mode */
  bool coherent;      /* the call carries the "hlsl.globallycoherent" attribute */
  bool reorder;       /* the call carries the "hlsl.reordercoherent" attribute */
} CallRec;

static bool unbounded_size(uint32_t size) { return size == 0 || size == UINT32_MAX; }

static int cmp_u32(uint32_t a, uint32_t b) { return a < b ? -1 : a > b ? 1 : 0; }

/* LLVM's ResourceTypeInfo::operator< collapsed into a three-way compare. */
static int cmp_type_info(const CallRec *a, const CallRec *b) {
  int c;
  if ((c = cmp_u32(a->ti.cls, b->ti.cls))) return c;
  if ((c = cmp_u32(a->ti.kind, b->ti.kind))) return c;
  if (a->ti.cls == RC_CBV && (c = cmp_u32(a->ti.cbuf_size, b->ti.cbuf_size))) return c;
  if (a->ti.cls == RC_SAMPLER && (c = cmp_u32(a->ti.sampler_kind, b->ti.sampler_kind))) return c;
  if (a->ti.cls == RC_UAV && (c = cmp_u32(a->ti.is_rov, b->ti.is_rov))) return c;
  if (a->ex.is_struct) {
    if ((c = cmp_u32(a->ti.stride, b->ti.stride))) return c;
    if ((c = cmp_u32(a->ex.align_log2, b->ex.align_log2))) return c;
  }
  if ((c = cmp_u32(a->ex.feedback_kind, b->ex.feedback_kind))) return c;
  if (a->ex.is_typed) {
    if ((c = cmp_u32(a->ti.comp_type, b->ti.comp_type))) return c;
    if ((c = cmp_u32(a->ti.elem_count, b->ti.elem_count))) return c;
  }
  if ((c = cmp_u32(a->ti.sample_count, b->ti.sample_count))) return c;
  return 0;
}

static int cmp_binding(const CallRec *a, const CallRec *b) {
  int c;
  if ((c = cmp_u32(a->space, b->space))) return c;
  if ((c = cmp_u32(a->lower, b->lower))) return c;
  if ((c = cmp_u32(unbounded_size(a->size), unbounded_size(b->size)))) return c;
  return cmp_u32(a->size, b->size);
}

static int cmp_callrec(const void *pa, const void *pb) {
  const CallRec *a = pa, *b = pb;
  int c;
  if ((c = cmp_u32(a->ti.cls, b->ti.cls))) return c;
  /* Heap resources have no binding: they sort first (optional<> semantics). */
  if ((c = cmp_u32(!a->heap, !b->heap))) return c;
  if (a->heap) {
    if ((c = cmp_u32(a->heap_id, b->heap_id))) return c;
  } else if (a->dxc) {
    if ((c = cmp_u32(a->decl_key, b->decl_key))) return c;
  } else {
    if ((c = cmp_binding(a, b))) return c;
    if ((c = cmp_type_info(a, b))) return c;
  }
  return cmp_u32(a->seq, b->seq); /* stable */
}

/* Same resource: LLVM's ResourceInfo equality (binding, handle type, name). */
static bool same_resource(const CallRec *a, const CallRec *b) {
  if (a->heap != b->heap || a->ty != b->ty) return false;
  if (a->heap) return a->heap_id == b->heap_id;
  return a->space == b->space && a->lower == b->lower && a->size == b->size &&
         strcmp(a->name, b->name) == 0;
}

/* Handle behind a resource pointer (getpointer's handle operand), or NULL. */
static IrValue *handle_of_pointer(IrValue *p) {
  IrInst *i = ir_as_inst(ir_pointer_root(p));
  if (i && i->op == IR_CALL && dxil_is_intrinsic_call(i, "llvm.dx.resource.getpointer"))
    return call_arg(i, 0);
  return NULL;
}

typedef struct FindCtx {
  DxilResourceMap *map;
  DxilResource **out;
  uint32_t max, n;
  IrInst *visited[64]; /* phis/selects already followed (cycle guard) */
  uint32_t nvisited;
} FindCtx;

static void find_add(FindCtx *fc, DxilResource *r) {
  for (uint32_t i = 0; i < fc->n; i++)
    if (fc->out[i] == r) return;
  if (fc->n < fc->max) fc->out[fc->n++] = r;
}

static void find_by_use(FindCtx *fc, IrValue *v, uint32_t depth) {
  IrInst *i = ir_as_inst(v);
  if (!i || depth > 64) return;
  if (i->op == IR_PHI || i->op == IR_SELECT) {
    for (uint32_t k = 0; k < fc->nvisited; k++)
      if (fc->visited[k] == i) return;
    if (fc->nvisited < 64) fc->visited[fc->nvisited++] = i;
    if (i->op == IR_PHI) {
      for (uint32_t k = 0; k + 1 < i->nops; k += 2) find_by_use(fc, i->ops[k], depth + 1);
    } else if (i->nops == 3) {
      find_by_use(fc, i->ops[1], depth + 1);
      find_by_use(fc, i->ops[2], depth + 1);
    }
    return;
  }
  if (i->op != IR_CALL) return;
  DxilResource *r = dxil_resource_for_call(fc->map, i);
  if (r) {
    find_add(fc, r);
    return;
  }
  for (uint32_t k = 1; k < i->nops; k++)
    if (i->ops[k] && i->ops[k]->type == i->v.type) find_by_use(fc, i->ops[k], depth + 1);
}

uint32_t dxil_resources_for_handle(DxilResourceMap *map, IrValue *handle, DxilResource **out,
                                   uint32_t max) {
  FindCtx fc;
  memset(&fc, 0, sizeof fc);
  fc.map = map;
  fc.out = out;
  fc.max = max;
  find_by_use(&fc, handle, 0);
  return fc.n;
}

DxilResource *dxil_resource_for_call(DxilResourceMap *map, IrInst *call) {
  if (!map || !call) return NULL;
  if (map->call_map) return ptrmap_get(map->call_map, call);
  for (uint32_t r = 0; r < map->n; r++)
    for (uint32_t k = 0; k < map->res[r]->ncalls; k++)
      if (map->res[r]->calls[k] == call) return map->res[r];
  return NULL;
}

/* Position of g in the module's globals (gidx: global -> index + 1). */
static uint32_t global_index(const PtrMap *gidx, IrGlobal *g) {
  uintptr_t k = (uintptr_t)ptrmap_get(gidx, g);
  return k ? (uint32_t)k - 1 : UINT32_MAX;
}

/* The first earlier record of the same resource (same_resource), found by
 * hashing what same_resource compares instead of a scan of the earlier
 * records. */
static uint64_t rec_hash(const CallRec *r) {
  uint64_t h = hl_hash_bytes(&r->ty, sizeof r->ty, r->heap ? 0x4845 : 0x4249);
  if (r->heap) return hl_hash_bytes(&r->heap_id, sizeof r->heap_id, h);
  uint32_t b[3] = {r->space, r->lower, r->size};
  h = hl_hash_bytes(b, sizeof b, h);
  return hl_hash_bytes(r->name, strlen(r->name), h);
}

/* Derived flags: counter direction and 64-bit atomic use. */
static void derive_flags(IrModule *m, DxilResourceMap *map) {
  DxilResource *found[16];
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        IrValue *handle = NULL;
        bool atomic64 = false;
        if (i->op == IR_ATOMICRMW && i->nops >= 2) {
          atomic64 = ir_type_is_int(i->ops[1]->type, 64);
          handle = atomic64 ? handle_of_pointer(i->ops[0]) : NULL;
        } else if (i->op == IR_CMPXCHG && i->nops >= 3) {
          atomic64 = ir_type_is_int(i->ops[2]->type, 64);
          handle = atomic64 ? handle_of_pointer(i->ops[0]) : NULL;
        } else if (i->op == IR_CALL && (dxil_is_intrinsic_call(i, "llvm.dx.resource.atomic.binop") ||
                                        dxil_is_intrinsic_call(i, "llvm.dx.resource.atomic.cmpxchg"))) {
          atomic64 = ir_type_is_int(i->v.type, 64);
          handle = atomic64 ? call_arg(i, 0) : NULL;
        } else if (i->op == IR_CALL && dxil_is_intrinsic_call(i, "llvm.dx.resource.updatecounter")) {
          uint64_t x;
          IrValue *dirv = call_arg(i, 1);
          if (!dirv || !ir_const_is_int(dirv, &x)) continue;
          uint32_t bits = dirv->type && dirv->type->kind == IR_TY_INT ? dirv->type->bits : 64;
          int64_t sx = bits < 64 && (x >> (bits - 1)) & 1 ? (int64_t)(x | (~0ull << bits)) : (int64_t)x;
          if (sx == 0) continue;
          uint32_t dir = sx > 0 ? DXIL_COUNTER_INCREMENT : DXIL_COUNTER_DECREMENT;
          uint32_t n = dxil_resources_for_handle(map, call_arg(i, 0), found, 16);
          for (uint32_t k = 0; k < n; k++) {
            if (found[k]->counter_dir == DXIL_COUNTER_UNKNOWN) found[k]->counter_dir = dir;
            else if (found[k]->counter_dir != dir) {
              found[k]->counter_dir = DXIL_COUNTER_INVALID;
              map->has_invalid_counter = true;
            }
            found[k]->has_counter = true;
          }
          continue;
        }
        if (!handle) continue;
        uint32_t n = dxil_resources_for_handle(map, handle, found, 16);
        for (uint32_t k = 0; k < n; k++) found[k]->uses_atomic64 = true;
      }
    }
  }
}

bool dxil_resource_analyze(IrModule *m, Diag *diag, bool dxc_compat, DxilResourceMap *out) {
  memset(out, 0, sizeof *out);
  Arena *a = m->arena;
  VEC(CallRec) recs = {0};
  bool dxc = dxc_compat;
  uint32_t seq = 0;

  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        if (i->op != IR_CALL) continue;
        bool bind = dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefrombinding");
        bool heap = !bind && dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefromheap");
        if (!bind && !heap) continue;
        CallRec r;
        memset(&r, 0, sizeof r);
        r.call = i;
        r.ty = i->v.type;
        r.seq = seq++;
        r.dxc = dxc;
        r.name = "";
        if (!dxil_res_type_info(r.ty, &r.ti)) continue; /* not a resource handle type */
        /* DXC implements 64-bit elements of typed resources (and bool and
         * the packed types, already u32 here) with u32: RWBuffer<uint64_t>
         * is TypedBuffer<U32>, Buffer<double2> TypedBuffer<2xU32>
         * (CGHLSLMS's SetCompType); LLVM keeps U64, F64 */
        if (dxc && r.ti.kind <= RK_TYPEDBUFFER &&
            (r.ti.comp_type == 6 || r.ti.comp_type == 7 || r.ti.comp_type == 10 || r.ti.comp_type == 15 ||
             r.ti.comp_type == 16))
          r.ti.comp_type = 5;
        /* globallycoherent comes from the declaration, as a call-site
         * attribute of the handle creation (irgen_res.c) */
        r.coherent = i->call_attrs && ir_attrs_find(i->call_attrs, "\"hlsl.globallycoherent\"") != NULL;
        r.reorder = i->call_attrs && ir_attrs_find(i->call_attrs, "\"hlsl.reordercoherent\"") != NULL;
        dxil_res_type_extra(r.ty, &r.ex);
        if (bind) {
          if (call_nargs(i) < 4 || !const_u32(call_arg(i, 0), &r.space) ||
              !const_u32(call_arg(i, 1), &r.lower) || !const_u32(call_arg(i, 2), &r.size)) {
            if (diag)
              diag_error(diag, RES_BINDING_OPERANDS, i->loc,
                         "resource binding operands of handlefrombinding must be constants");
            return false;
          }
          r.name = dxil_binding_call_name(i);
          r.name_global = dxil_binding_call_name_global(i);
        } else {
          r.heap = true;
          IrValue *idx = call_arg(i, 0);
          /* Same index value and type = same resource (LLVM dedups these). */
          r.heap_id = UINT32_MAX;
          uint32_t next = 0;
          for (uint32_t k = 0; k < recs.len; k++) {
            if (!recs.data[k].heap) continue;
            if (recs.data[k].heap_id + 1 > next) next = recs.data[k].heap_id + 1;
            if (recs.data[k].ty == r.ty && call_arg(recs.data[k].call, 0) == idx)
              r.heap_id = recs.data[k].heap_id;
          }
          if (r.heap_id == UINT32_MAX) r.heap_id = next;
        }
        if (!vec_push(a, &recs, r)) return false;
      }
    }
  }

  /* DXC declaration order: the name global's position, else first call. */
  PtrMap gidx;
  ptrmap_init(&gidx, a);
  for (uint32_t i = 0; i < m->globals.len; i++)
    if (!ptrmap_get(&gidx, m->globals.data[i]) &&
        !ptrmap_put(&gidx, m->globals.data[i], (void *)(uintptr_t)(i + 1)))
      return false;
  uint32_t hcap = 16;
  while (hcap < recs.len * 2) hcap *= 2;
  uint32_t *first = arena_alloc(a, sizeof(uint32_t) * hcap); /* record index + 1 */
  if (!first) return false;
  for (uint32_t k = 0; k < recs.len; k++) {
    CallRec *r = &recs.data[k];
    CallRec *rep = r;
    uint32_t slot = (uint32_t)rec_hash(r) & (hcap - 1);
    while (first[slot] && !same_resource(&recs.data[first[slot] - 1], r)) slot = (slot + 1) & (hcap - 1);
    if (first[slot]) rep = &recs.data[first[slot] - 1];
    else first[slot] = k + 1;
    uint32_t gi = rep->name_global ? global_index(&gidx, rep->name_global) : UINT32_MAX;
    r->decl_key = gi != UINT32_MAX && gi < 0x40000000u ? gi : 0x40000000u + rep->seq;
  }

  if (recs.len > 1) hl_sort(m->arena, recs.data, recs.len, sizeof(CallRec), cmp_callrec);

  /* Group adjacent identical records into resources. */
  DxilResource **res = recs.len ? arena_alloc(a, sizeof(DxilResource *) * recs.len) : NULL;
  if (recs.len && !res) return false;
  uint32_t nres = 0;
  for (uint32_t k = 0; k < recs.len;) {
    uint32_t e = k + 1;
    while (e < recs.len && same_resource(&recs.data[k], &recs.data[e])) e++;
    CallRec *r = &recs.data[k];
    DxilResource *d = arena_alloc(a, sizeof *d);
    if (!d) return false;
    d->ti = r->ti;
    d->handle_type = r->ty;
    d->space = r->space;
    d->lower = r->lower;
    d->size = r->heap ? 1 : r->size;
    d->name = r->name;
    d->name_global = r->name_global;
    d->from_heap = r->heap;
    d->heap_id = r->heap_id;
    d->heap_index = r->heap ? call_arg(r->call, 0) : NULL;
    d->counter_dir = DXIL_COUNTER_UNKNOWN;
    d->decl_order = r->decl_key;
    {
      DxilResource of_type;
      dxil_resource_from_type(r->ty, dxc_compat, &of_type);
      d->align_log2 = of_type.align_log2;
    }
    d->ncalls = e - k;
    d->calls = arena_alloc(a, sizeof(IrInst *) * d->ncalls);
    if (!d->calls) return false;
    uint32_t first_seq = UINT32_MAX;
    for (uint32_t j = k; j < e; j++) {
      d->calls[j - k] = recs.data[j].call;
      if (recs.data[j].coherent && d->ti.cls == RC_UAV) d->globally_coherent = true;
      if (recs.data[j].reorder && d->ti.cls == RC_UAV) d->reorder_coherent = true;
      if (recs.data[j].seq < first_seq) {
        first_seq = recs.data[j].seq;
        d->loc = recs.data[j].call->loc;
      }
    }
    if (d->name_global && d->name_global->loc.file) d->loc = d->name_global->loc;
    res[nres++] = d;
    k = e;
  }

  /* Record IDs are dense per class (DXC's rule); heap resources get none. */
  for (uint32_t c = 0; c < 4; c++) out->first[c] = nres;
  uint32_t next_id[4] = {0, 0, 0, 0};
  for (uint32_t k = 0; k < nres; k++) {
    uint32_t c = res[k]->ti.cls & 3;
    if (out->first[c] == nres) out->first[c] = k;
    out->count[c]++;
    res[k]->id = res[k]->from_heap ? UINT32_MAX : next_id[c]++;
  }
  out->res = res;
  out->n = nres;
  /* call -> resource, for dxil_resource_for_call (the first resource listing
   * a call wins, as the search over the list found it) */
  PtrMap *cm = arena_alloc(a, sizeof *cm);
  if (!cm) return false;
  ptrmap_init(cm, a);
  for (uint32_t k = 0; k < nres; k++)
    for (uint32_t c = 0; c < res[k]->ncalls; c++)
      if (!ptrmap_get(cm, res[k]->calls[c]) && !ptrmap_put(cm, res[k]->calls[c], res[k])) return false;
  out->call_map = cm;
  derive_flags(m, out);
  return true;
}

/* ====================================================================== */
/* annotateHandle properties. */

bool dxil_resource_from_type(IrType *t, bool dxc_compat, DxilResource *out) {
  memset(out, 0, sizeof *out);
  if (!dxil_res_type_info(t, &out->ti)) return false;
  out->handle_type = t;
  ResTypeExtra ex;
  dxil_res_type_extra(t, &ex);
  out->align_log2 = ex.align_log2;
  if (dxc_compat && ex.is_struct && out->ti.elem && out->ti.elem->kind == IR_TY_STRUCT) {
    uint32_t al = scalar_align(out->ti.elem), l = 0;
    while ((1u << l) < al) l++;
    out->align_log2 = l;
  }
  out->counter_dir = DXIL_COUNTER_UNKNOWN;
  return true;
}

void dxil_resource_props(const DxilResource *r, uint32_t *word0, uint32_t *word1) {
  const ResTypeInfo *ti = &r->ti;
  ResTypeExtra ex;
  dxil_res_type_extra(r->handle_type, &ex);
  bool uav = ti->cls == RC_UAV;
  uint32_t w0 = (uint32_t)ti->kind & 0xFF;
  w0 |= (ex.is_struct ? r->align_log2 & 0xF : 0) << 8;
  w0 |= (uav ? 1u : 0u) << 12;
  w0 |= (uav && ti->is_rov ? 1u : 0u) << 13;
  w0 |= (uav && r->globally_coherent ? 1u : 0u) << 14;
  bool cmp_or_counter = uav ? r->has_counter
                            : (ti->cls == RC_SAMPLER && ti->sampler_kind == 1);
  w0 |= (cmp_or_counter ? 1u : 0u) << 15;
  w0 |= (uav && r->reorder_coherent ? 1u : 0u) << 16;
  uint32_t w1 = 0;
  if (ex.is_struct) w1 = ti->stride;
  else if (ti->cls == RC_CBV || ti->kind == RK_TBUFFER) w1 = ti->cbuf_size;
  else if (ti->kind == RK_FEEDBACKTEXTURE2D || ti->kind == RK_FEEDBACKTEXTURE2DARRAY)
    w1 = ex.feedback_kind;
  else if (ex.is_typed) {
    uint32_t samples = (ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY)
                           ? ti->sample_count : 0;
    w1 = (ti->comp_type & 0xFF) | (ti->elem_count & 0xFF) << 8 | (samples & 0xFF) << 16;
  }
  *word0 = w0;
  *word1 = w1;
}

/* ====================================================================== */
/* Names. */

const char *dxil_element_type_name(uint32_t ct) {
  const char *n = dxil_comp_type_name(ct, DXIL_SPELL_LLVM);
  return n ? n : "<invalid>";
}
