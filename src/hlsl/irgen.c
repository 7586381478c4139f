/* irgen.c - IR generation: module, types, functions and statements.
 *
 * The output is clang -O0 style IR (see hlsl.h): every local lives in an
 * alloca in the entry block, user functions other than the entry are
 * internal and called normally (the inline pass flattens them), structs are
 * passed by pointer to a caller-made copy and returned through a leading
 * pointer parameter, and out/inout arguments are pointers to caller
 * temporaries that are copied back after the call (HLSL copy-in/copy-out).
 */
#include "irgen.h"
#include "mangle.h"
#include "sig.h"
#include "../dxil/dxil_node.h"
#include "../dxil/dxil_ops.h"
#include "../dxil/dxil_resources.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

void gen_error(Gen *g, int code, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(g->c->diag, DIAG_ERROR, code, loc, fmt, ap);
  va_end(ap);
  g->failed = true;
}

/* ---- types ------------------------------------------------------------------ */

static IrType *scalar_ir(Gen *g, ScalarKind sk, bool mem) {
  IrModule *m = g->m;
  bool n16 = g->c->opt && g->c->opt->dx.target.native_16bit;
  switch (sk) {
  case SK_BOOL: return ir_type_int(m, mem ? 32 : 1);
  case SK_INT: case SK_UINT: case SK_LIT_INT: return ir_type_int(m, 32);
  case SK_INT16: case SK_UINT16: return ir_type_int(m, 16);
  case SK_INT64: case SK_UINT64: return ir_type_int(m, 64);
  /* min-precision values are 16-bit in registers and memory with or
   * without native 16-bit types, as DXC lowers them (without, buffer memory
   * still holds them in 32 bits: gen_buf_type); half is float without */
  case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT: return ir_type_int(m, 16);
  case SK_MIN16FLOAT: case SK_MIN10FLOAT: return ir_type_half(m);
  case SK_HALF: return n16 ? ir_type_half(m) : ir_type_float(m);
  case SK_FLOAT: case SK_LIT_FLOAT: return ir_type_float(m);
  case SK_DOUBLE: return ir_type_double(m);
  default: return ir_type_int(m, 32);
  }
}

/* Size/alignment under clang's DXIL data layout (3-element vectors are
 * element-aligned: v48:16:16-v96:32:32-v192:64:64), used to decide whether
 * a struct's natural IR layout matches HLSL's. */
static void dl_layout(const IrType *t, uint64_t *size, uint32_t *align) {
  uint64_t s = 0;
  uint32_t a = 1;
  switch (t->kind) {
  case IR_TY_INT: s = t->bits <= 8 ? 1 : t->bits <= 16 ? 2 : t->bits <= 32 ? 4 : 8; a = (uint32_t)s; break;
  case IR_TY_HALF: s = 2; a = 2; break;
  case IR_TY_FLOAT: s = 4; a = 4; break;
  case IR_TY_DOUBLE: s = 8; a = 8; break;
  case IR_TY_PTR: case IR_TY_TARGET: s = 4; a = 4; break;
  case IR_TY_VECTOR: {
    uint64_t es;
    uint32_t ea;
    dl_layout(t->elem, &es, &ea);
    s = es * t->count;
    if (t->count == 3) {
      a = ea;
    } else {
      a = 1;
      while (a < s) a <<= 1;
      s = (s + a - 1) / a * a;
    }
    break;
  }
  case IR_TY_ARRAY: {
    uint64_t es;
    uint32_t ea;
    dl_layout(t->elem, &es, &ea);
    s = (es + ea - 1) / ea * ea * t->count;
    a = ea;
    break;
  }
  case IR_TY_STRUCT: {
    uint64_t off = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint64_t ms;
      uint32_t ma;
      dl_layout(t->members[i], &ms, &ma);
      if (t->packed) ma = 1;
      off = (off + ma - 1) / ma * ma + ms;
      if (ma > a) a = ma;
    }
    s = (off + a - 1) / a * a;
    break;
  }
  default: break;
  }
  *size = s;
  *align = a ? a : 1;
}

/* Does t hold a min-precision value that buffer memory stores in 32 bits
 * (no native 16-bit types)? Such types get a separate buffer-memory form. */
bool gen_has_minprec(Gen *g, const HType *t) {
  for (uint32_t depth = 0; t && depth < 64; depth++) {
    switch (t->kind) {
    case T_SCALAR: case T_VECTOR: case T_MATRIX: return hl_sk_is_minprec(g->c, t->sk);
    case T_ARRAY: t = t->elem; continue;
    case T_STRUCT: {
      StructInfo *st = t->st;
      if (st->has_resources) return false; /* lives in locals only */
      for (uint32_t i = 0; i < st->nfields; i++) {
        HType *ft = st->fields[i].type;
        if (ft && ft->kind != T_ERROR && gen_has_minprec(g, ft)) return true;
      }
      return false;
    }
    default: return false;
    }
  }
  return false;
}

static IrType *struct_ir_type(Gen *g, StructInfo *st, bool buf) {
  if (buf && st->buf_ir_type) return st->buf_ir_type;
  if (!buf && st->ir_type) return st->ir_type;
  IrModule *m = g->m;
  if (st->hitobject) { /* DXC's %dx.types.HitObject = type { i8* }, a value of its own */
    IrType *t = ir_type_struct_named(m, "dx.types.HitObject"), *p = ir_type_ptr(m, 0);
    if (t && t->opaque) ir_type_struct_set_body(m, t, &p, 1, false);
    st->ir_type = st->buf_ir_type = t;
    return t;
  }
  if (st->node_kind) { /* work-graph node objects: %dx.types.NodeHandle (NodeOutput[Array],
                         EmptyNodeOutput[Array]) or %dx.types.NodeRecordHandle (records) */
    bool out_node = (st->node_kind & DXIL_NODEIO_OUTPUT) && !(st->node_kind & DXIL_NODEIO_GRANULARITY_MASK);
    IrType *t = ir_type_struct_named(m, out_node ? "dx.types.NodeHandle" : "dx.types.NodeRecordHandle");
    IrType *p = ir_type_ptr(m, 0);
    if (t && t->opaque) ir_type_struct_set_body(m, t, &p, 1, false);
    st->ir_type = st->buf_ir_type = t;
    return t;
  }
  const char *nm = st->name && st->name[0] ? st->name : "anon";
  HType tmp;
  memset(&tmp, 0, sizeof tmp);
  tmp.kind = T_STRUCT;
  tmp.st = st;
  /* With min-precision members the buffer layout (4 bytes each) differs
   * from the register form (16-bit): DXC's "hostlayout.struct.S". */
  bool split = gen_has_minprec(g, &tmp);
  if (buf && !split) {
    IrType *t = struct_ir_type(g, st, false);
    for (uint32_t i = 0; i < st->nfields; i++) st->fields[i].buf_ir_index = st->fields[i].ir_index;
    st->buf_ir_type = t;
    return t;
  }
  IrType *ty = ir_type_struct_new(m, arena_printf(g->c->arena, "%s%s.%s", buf ? "hostlayout." : "",
                                                  st->is_class ? "class" : "struct", nm));
  if (!ty) return NULL;
  /* before the body: self references are rejected by sema */
  if (buf) st->buf_ir_type = ty;
  else st->ir_type = ty;
  hl_struct_layout(g->c, st);
  uint32_t n = 0;
  IrType **mem = arena_alloc(g->c->arena, sizeof(IrType *) * (st->nfields * 2 + 2));
  if (!mem) return ty;
  /* A struct holding resources only lives in locals (allocas), never in a
   * buffer layout: every field, handles included, is a member so that SROA
   * splits it and mem2reg forwards the handles to their uses. */
  bool has_res = false;
  for (uint32_t i = 0; i < st->nfields; i++)
    if (st->fields[i].type && st->fields[i].type->kind != T_ERROR && hl_contains_resource(st->fields[i].type))
      has_res = true;
  if (has_res) {
    for (uint32_t i = 0; i < st->nfields; i++) {
      Field *f = &st->fields[i];
      if (!f->type || f->type->kind == T_ERROR) continue;
      IrType *ft = gen_mem_type(g, f->type);
      if (!ft) return ty;
      f->ir_index = n;
      mem[n++] = ft;
    }
    ir_type_struct_set_body(m, ty, mem, n, false);
    return ty;
  }
  /* try the natural layout first (the register form of a struct with
   * min-precision members is not a buffer layout: always natural) */
  bool match = true;
  uint64_t off = 0;
  uint32_t al = 1;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->type || hl_contains_resource(f->type) || f->type->kind == T_ERROR) continue;
    IrType *ft = buf ? gen_buf_type(g, f->type) : gen_mem_type(g, f->type);
    if (!ft) return ty; /* out of memory (the arena's flag is set) */
    uint64_t fs;
    uint32_t fa;
    dl_layout(ft, &fs, &fa);
    off = (off + fa - 1) / fa * fa;
    if (off != f->sb_offset) match = false;
    off += fs;
    if (fa > al) al = fa;
    if (buf) f->buf_ir_index = n;
    else f->ir_index = n;
    mem[n++] = ft;
  }
  if ((off + al - 1) / al * al != st->sb_size) match = false;
  if (match || (split && !buf)) {
    ir_type_struct_set_body(m, ty, mem, n, false);
    return ty;
  }
  /* packed with explicit padding */
  n = 0;
  off = 0;
  IrType *i8 = ir_type_int(m, 8);
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->type || hl_contains_resource(f->type) || f->type->kind == T_ERROR) continue;
    IrType *ft = buf ? gen_buf_type(g, f->type) : gen_mem_type(g, f->type);
    if (f->sb_offset > off) mem[n++] = ir_type_array(m, i8, f->sb_offset - off);
    uint64_t fs;
    uint32_t fa;
    dl_layout(ft, &fs, &fa);
    uint64_t es = 0;
    uint32_t ea;
    if (ft->kind == IR_TY_VECTOR) dl_layout(ft->elem, &es, &ea);
    if (ft->kind == IR_TY_VECTOR && fs != es * ft->count) {
      /* a matrix of 6 or 9 (or more) elements: the vector's allocation is
       * rounded up to a power of two, the buffer packs its elements - as a
       * member it is an array of them (accesses still address it as the
       * vector: same element offsets) */
      ft = ir_type_array(m, ft->elem, ft->count);
      dl_layout(ft, &fs, &fa);
    }
    if (buf) f->buf_ir_index = n;
    else f->ir_index = n;
    mem[n++] = ft;
    off = f->sb_offset + fs;
  }
  if (st->sb_size > off) mem[n++] = ir_type_array(m, i8, st->sb_size - off);
  ir_type_struct_set_body(m, ty, mem, n, true);
  return ty;
}

uint32_t gen_field_index(Gen *g, StructInfo *st, uint32_t field) {
  struct_ir_type(g, st, false);
  return st->fields[field].ir_index;
}

uint32_t gen_buf_field_index(Gen *g, StructInfo *st, uint32_t field) {
  struct_ir_type(g, st, true);
  return st->fields[field].buf_ir_index;
}

IrType *gen_mem_type(Gen *g, HType *t) {
  IrModule *m = g->m;
  switch (t->kind) {
  case T_SCALAR: return scalar_ir(g, t->sk, true);
  case T_VECTOR:
    return t->n == 1 ? scalar_ir(g, t->sk, true) : ir_type_vector(m, scalar_ir(g, t->sk, true), t->n);
  case T_MATRIX: /* row-major <rows*cols>; 1x1 is a scalar */
    return t->n * t->m == 1 ? scalar_ir(g, t->sk, true)
                            : ir_type_vector(m, scalar_ir(g, t->sk, true), t->n * t->m);
  case T_ARRAY: return ir_type_array(m, gen_mem_type(g, t->elem), t->count);
  case T_STRUCT: return struct_ir_type(g, t->st, false);
  case T_RESOURCE: return gen_handle_type(g, t);
  case T_VOID: return ir_type_void(m);
  default: return ir_type_int(m, 32);
  }
}

/* The 32-bit type buffer memory holds a min-precision scalar in (no native
 * 16-bit types), else its memory type. */
static IrType *scalar_buf(Gen *g, ScalarKind sk) {
  if (hl_sk_is_minprec(g->c, sk)) return hl_sk_is_float(sk) ? ir_type_float(g->m) : ir_type_int(g->m, 32);
  return scalar_ir(g, sk, true);
}

IrType *gen_buf_type(Gen *g, HType *t) {
  IrModule *m = g->m;
  if (!gen_has_minprec(g, t)) return gen_mem_type(g, t);
  switch (t->kind) {
  case T_SCALAR: return scalar_buf(g, t->sk);
  case T_VECTOR: return t->n == 1 ? scalar_buf(g, t->sk) : ir_type_vector(m, scalar_buf(g, t->sk), t->n);
  case T_MATRIX:
    return t->n * t->m == 1 ? scalar_buf(g, t->sk) : ir_type_vector(m, scalar_buf(g, t->sk), t->n * t->m);
  case T_ARRAY: return ir_type_array(m, gen_buf_type(g, t->elem), t->count);
  case T_STRUCT: return struct_ir_type(g, t->st, true);
  default: return gen_mem_type(g, t);
  }
}

IrType *gen_reg_type(Gen *g, HType *t) {
  IrModule *m = g->m;
  switch (t->kind) {
  case T_SCALAR: return scalar_ir(g, t->sk, false);
  case T_VECTOR:
    return t->n == 1 ? scalar_ir(g, t->sk, false) : ir_type_vector(m, scalar_ir(g, t->sk, false), t->n);
  case T_MATRIX:
    return t->n * t->m == 1 ? scalar_ir(g, t->sk, false)
                            : ir_type_vector(m, scalar_ir(g, t->sk, false), t->n * t->m);
  default: return gen_mem_type(g, t);
  }
}

IrType *gen_handle_type(Gen *g, HType *rt) {
  IrModule *m = g->m;
  HlResKind rk = rt->rk;
  uint32_t ints[4] = {0, 0, 0, 0};
  IrType *et;
  switch (rk) {
  case HL_RK_CONSTANT_BUFFER: case HL_RK_TEXTURE_BUFFER: return gen_cb_view_handle_type(g, rt);
  case HL_RK_BUFFER: case HL_RK_RWBUFFER: case HL_RK_ROV_BUFFER: {
    HType *e = rt->elem ? rt->elem : hl_vector(g->c, SK_FLOAT, 4);
    et = gen_mem_type(g, e);
    ints[0] = rk != HL_RK_BUFFER;
    ints[1] = rk == HL_RK_ROV_BUFFER;
    ints[2] = hl_is_numeric(e) && hl_sk_is_signed(e->sk);
    /* snorm/unorm: an extra parameter LLVM doesn't have (1 snorm, 2 unorm) */
    ints[3] = rt->norm;
    return ir_type_target(m, "dx.TypedBuffer", &et, 1, ints, rt->norm ? 4 : 3);
  }
  case HL_RK_SBUFFER: case HL_RK_RWSBUFFER: case HL_RK_ROV_SBUFFER: case HL_RK_APPEND_SBUFFER:
  case HL_RK_CONSUME_SBUFFER:
    et = gen_buf_type(g, rt->elem);
    ints[0] = rk != HL_RK_SBUFFER;
    ints[1] = rk == HL_RK_ROV_SBUFFER;
    return ir_type_target(m, "dx.RawBuffer", &et, 1, ints, 2);
  case HL_RK_BAB: case HL_RK_RWBAB: case HL_RK_ROV_BAB:
    et = ir_type_int(m, 8);
    ints[0] = rk != HL_RK_BAB;
    ints[1] = rk == HL_RK_ROV_BAB;
    return ir_type_target(m, "dx.RawBuffer", &et, 1, ints, 2);
  case HL_RK_SAMPLER: case HL_RK_SAMPLER_CMP:
    ints[0] = rk == HL_RK_SAMPLER_CMP;
    return ir_type_target(m, "dx.Sampler", NULL, 0, ints, 1);
  case HL_RK_RT_ACCEL: /* hlslc's target("dx.RTAccelerationStructure"): an SRV */
    return ir_type_target(m, "dx.RTAccelerationStructure", NULL, 0, NULL, 0);
  default: {
    const HlResKindInfo *ri = hl_res_info(rk);
    if (ri->feedback) {
      /* target("dx.FeedbackTexture", SamplerFeedbackType, Dimension) */
      uint32_t fi[2] = {rt->samples, ri->dxil_kind};
      return ir_type_target(m, "dx.FeedbackTexture", NULL, 0, fi, 2);
    }
    HType *e = rt->elem ? rt->elem : hl_vector(g->c, SK_FLOAT, 4);
    et = gen_mem_type(g, e);
    uint32_t ti[6];
    ti[0] = ri->cls == 'u';
    /* target("dx.MSTexture", T, IsWriteable, SampleCount, IsSigned, Dimension)
     * target("dx.Texture", T, IsWriteable, IsROV, IsSigned, Dimension) */
    ti[1] = ri->ms ? rt->samples : ri->rov;
    ti[2] = hl_is_numeric(e) && hl_sk_is_signed(e->sk);
    ti[3] = ri->dxil_kind;
    ti[4] = rt->norm;
    return ir_type_target(m, ri->ms ? "dx.MSTexture" : "dx.Texture", &et, 1, ti, rt->norm ? 5 : 4);
  }
  }
}

/* ---- helpers ------------------------------------------------------------------ */

IrFunc *gen_intrinsic(Gen *g, const char *name, IrType *ret, IrType **params, uint32_t n,
                      IntrAttrs attrs) {
  IrModule *m = g->m;
  IrFunc *f = ir_module_func(m, name);
  if (f) return f;
  IrType *ft = ir_type_func(m, ret, params, n, false);
  f = ir_func_new(m, name, ft);
  if (!f) return NULL;
  f->fn_attrs = ir_attrs_new(m);
  if (f->fn_attrs) {
    if (attrs == IA_CONVERGENT) ir_attrs_add(m, f->fn_attrs, "convergent", NULL);
    ir_attrs_add(m, f->fn_attrs, "nounwind", NULL);
    if (attrs == IA_PURE) ir_attrs_add(m, f->fn_attrs, "memory", "none");
    else if (attrs == IA_READ) ir_attrs_add(m, f->fn_attrs, "memory", "read");
    else if (attrs == IA_WRITE) ir_attrs_add(m, f->fn_attrs, "memory", "write");
  }
  return f;
}

IrFunc *gen_intrinsic_ov(Gen *g, const char *base, IrType **ov, uint32_t nov, IrType *ret,
                         IrType **params, uint32_t n, IntrAttrs attrs) {
  StrBuf sb = sb_new(g->c->arena);
  sb_puts(&sb, base);
  for (uint32_t i = 0; i < nov; i++) {
    sb_putc(&sb, '.');
    ir_type_mangle(&sb, ov[i]);
  }
  const char *name = arena_strdup(g->c->arena, sb.data ? sb.data : base);
  sb_free(&sb);
  if (!name) return NULL;
  return gen_intrinsic(g, name, ret, params, n, attrs);
}

/* The widest scalar in t, in bytes, at most 4: HLSL's alignment of the
 * data in t. */
static uint32_t scalar_align(const IrType *t, int depth) {
  if (!t || depth > 32) return 1;
  switch (t->kind) {
  case IR_TY_STRUCT: {
    uint32_t a = 1;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint32_t x = scalar_align(t->members[i], depth + 1);
      if (x > a) a = x;
    }
    return a;
  }
  case IR_TY_ARRAY: case IR_TY_VECTOR: return scalar_align(t->elem, depth + 1);
  default: {
    uint32_t a = ir_type_align(t);
    return a > 8 ? 8 : a ? a : 1;
  }
  }
}

/* The bytes an out/inout reference to a scalar, vector or matrix covers,
 * clang's size of the HLSL type (components times the scalar: float3 is 12,
 * where LLVM's <3 x float> takes 16). */
uint64_t gen_deref_size(Gen *g, HType *t) {
  IrType *mt = gen_mem_type(g, t);
  if (mt->kind == IR_TY_VECTOR && mt->elem) return mt->count * ir_type_size(mt->elem);
  return ir_type_size(mt);
}

IrValue *gen_alloca(Gen *g, IrType *t, const char *name) {
  IrBlock *entry = g->fn->blocks[0];
  IrBuilder b;
  IrInst *pos = g->alloca_after ? g->alloca_after->next : entry->first;
  if (pos) ir_builder_before(&b, g->m, pos);
  else ir_builder_at_end(&b, g->m, entry);
  b.loc = g->b.loc;
  IrValue *v = ir_build_alloca(&b, t, name);
  if (v) g->alloca_after = (IrInst *)v;
  /* a variable is aligned as HLSL aligns its data, to its widest scalar
   * (clang's allocas in DXC: <3 x float> and struct { float2 } align 4,
   * struct { double2; float } align 8; a struct laid out packed, where
   * HLSL's offsets are not LLVM's natural ones, is never byte-aligned) */
  if (v && (t->kind == IR_TY_STRUCT || t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR))
    ((IrInst *)v)->align = scalar_align(t, 0);
  return v;
}

IrBlock *gen_new_block(Gen *g, const char *name) { return ir_block_new(g->fn, name); }

void gen_set_block(Gen *g, IrBlock *blk) {
  SrcLoc loc = g->b.loc;
  if (blk) vec_push(g->c->arena, &g->order, blk);
  ir_builder_at_end(&g->b, g->m, blk);
  g->b.loc = loc;
}

bool gen_terminated(Gen *g) { return !g->b.block || ir_block_terminator(g->b.block) != NULL; }

/* Start a fresh (unreachable) block when the current one is terminated, so
 * code after return/break still has somewhere to go. */
static void ensure_block(Gen *g) {
  if (gen_terminated(g)) gen_set_block(g, gen_new_block(g, ""));
}

static void br_to(Gen *g, IrBlock *dst) {
  if (!gen_terminated(g)) ir_build_br(&g->b, dst);
}

/* ---- lifetime markers -------------------------------------------------------
 * As clang emits them for DXC (CodeGenFunction::EmitAutoVarAlloca and its
 * cleanups): llvm.lifetime.start(size, var) where a local is declared, and
 * llvm.lifetime.end(size, var) wherever control leaves its scope: the end of
 * the scope, and break, continue and return out of it (clang's cleanups run
 * on those paths). DXC emits them from SM 6.6 by default, never at -Od; the
 * final DXIL keeps them on the memory the optimiser could not promote, and
 * below DXIL 1.6 they become stores (dxil-op-lower). */

static IrFunc *lifetime_fn(Gen *g, bool start) {
  IrType *ps[2] = {ir_type_int(g->m, 64), ir_type_ptr(g->m, 0)};
  return gen_intrinsic(g, start ? "llvm.lifetime.start" : "llvm.lifetime.end", ir_type_void(g->m), ps, 2,
                       IA_WRITE);
}

static void lifetime_call(Gen *g, IrValue *a, bool start) {
  IrFunc *f = lifetime_fn(g, start);
  if (!f || !a || a->kind != IR_V_INST) return;
  uint64_t size = 0;
  uint32_t align = 0;
  dl_layout(((IrInst *)a)->aux_type, &size, &align);
  IrValue *args[2] = {ir_const_int(g->m, ir_type_int(g->m, 64), size), a};
  ir_build_call(&g->b, f, args, 2, "");
}

void gen_lifetime_marker(Gen *g, IrValue *a, bool start) {
  if (!g->lifetimes || (!start && !g->lifetime_ends) || !a || gen_terminated(g)) return;
  lifetime_call(g, a, start);
}

void gen_lifetime_start(Gen *g, IrValue *a) {
  if (!g->lifetimes || !a || gen_terminated(g)) return;
  lifetime_call(g, a, true);
  vec_push(g->c->arena, &g->lt_live, a);
}

void gen_lifetime_end_to(Gen *g, uint32_t mark) {
  if (!g->lifetime_ends || gen_terminated(g)) return;
  for (uint32_t i = g->lt_live.len; i-- > mark;) lifetime_call(g, g->lt_live.data[i], false);
}

/* Leave the scope that began with `mark` live markers (falling off its end). */
static void scope_end(Gen *g, uint32_t mark) {
  gen_lifetime_end_to(g, mark);
  if (g->lt_live.len > mark) g->lt_live.len = mark;
}

/* ---- variables --------------------------------------------------------------- */

static IrGlobal *new_static_global(Gen *g, Decl *d, const char *name) {
  IrType *t = gen_mem_type(g, d->type);
  uint32_t as = d->vk == VK_GROUPSHARED ? 3 : 0;
  /* groupshared memory keeps its C++ (Microsoft-mangled) name, as DXC's
   * module does: "\01?tile@@3PAMA" */
  if (!name && d->vk == VK_GROUPSHARED) name = hl_mangle_global(g->c, d->name, d->type, true);
  IrGlobal *gv = ir_global_new(g->m, name ? name : d->name, t, as);
  if (!gv) return NULL;
  gv->linkage = IR_LINK_INTERNAL;
  gv->align = ir_type_align(t);
  gv->loc = d->loc;
  if (d->vk == VK_GROUPSHARED) {
    gv->init = ir_undef(g->m, t);
    gv->fe_decl = true;
  } else {
    IrValue *ci = d->init ? gen_const_init(g, d->type, d->init) : ir_const_zero(g->m, t);
    /* a global static initialized at run time (gen_static_inits, the
     * entry's first code) holds nothing before that: undef, so no zero
     * stores precede its copy (DXC writes none); hull shaders (the patch
     * constant function) and libraries keep the zero */
    ShaderStage st = g->c->opt ? g->c->opt->dx.target.stage : STAGE_LIBRARY;
    bool runtime = !ci && !name && st != STAGE_HULL && st != STAGE_LIBRARY;
    gv->init = ci ? ci : runtime ? ir_undef(g->m, t) : ir_const_zero(g->m, t);
    gv->is_const = d->vk == VK_STATIC_CONST && ci != NULL;
    g->init_was_const = ci != NULL && d->init;
  }
  d->ir = gv;
  return gv;
}

/* -Gec: a written global uniform lives in an internal global (DXC names it
 * NAME.static.copy), filled from the constant buffer at the entry's start
 * (gen_gec_copies). */
static IrValue *gen_gec_copy(Gen *g, Decl *d) {
  if (!hl_decl_rare(d)->gec_ir) {
    IrType *t = gen_mem_type(g, d->type);
    IrGlobal *gv = ir_global_new(g->m, arena_printf(g->c->arena, "%s.static.copy", d->name), t, 0);
    if (!gv) return NULL;
    gv->linkage = IR_LINK_INTERNAL;
    gv->init = ir_const_zero(g->m, t);
    hl_decl_rare_w(g->c, d)->gec_ir = gv;
  }
  return &((IrGlobal *)hl_decl_rare(d)->gec_ir)->v;
}

void gen_gec_copies(Gen *g) {
  CBufInfo *cb = g->c->globals_cb;
  if (!cb) return;
  for (uint32_t i = 0; i < cb->members.len; i++) {
    Decl *d = cb->members.data[i];
    if (!d->gec_written) continue;
    IrValue *src = gen_cbuffer_member_addr(g, d), *dst = gen_gec_copy(g, d);
    if (!src || !dst) continue;
    LValue s = lv_addr(src, d->type), t = lv_addr(dst, d->type);
    s.cb = true;
    gen_copy(g, d->type, &t, &s);
  }
}

IrValue *gen_var_addr(Gen *g, Decl *d) {
  switch (d->vk) {
  case VK_STATIC: case VK_STATIC_CONST: case VK_GROUPSHARED:
    if (!d->ir) new_static_global(g, d, NULL);
    return d->ir ? &((IrGlobal *)d->ir)->v : NULL;
  case VK_CBUFFER:
    if (d->gec_written) return gen_gec_copy(g, d);
    return gen_cbuffer_member_addr(g, d);
  default:
    if (!d->ir) {
      /* a local whose declaration was not generated (error recovery) */
      d->ir = gen_alloca(g, gen_mem_type(g, d->type), d->name);
    }
    return d->ir;
  }
}

/* ---- statements ------------------------------------------------------------------ */

static void gen_stmt(Gen *g, Stmt *s);

static void gen_local_decl(Gen *g, Decl *d) {
  if (d->kind != D_VAR) return;
  if (d->vk == VK_STATIC) {
    /* function-local static: a global initialised once (constant init only) */
    if (!d->ir) {
      /* named like clang's function-local statics: function.variable */
      IrGlobal *gv = new_static_global(g, d, arena_printf(g->c->arena, "%s.%s", g->fdecl->name, d->name));
      if (gv && d->init && !gen_const_init(g, d->type, d->init)) {
        /* initialised the first time control reaches it (C++), with a guard
         * bit as the Microsoft ABI DXC uses does: if (!(guard & 1)) { guard |= 1;
         * v = init; } */
        IrType *i32 = ir_type_int(g->m, 32);
        IrGlobal *guard = ir_global_new(g->m, arena_printf(g->c->arena, "%s.%s.guard", g->fdecl->name, d->name),
                                        i32, 0);
        if (!guard) return;
        guard->linkage = IR_LINK_INTERNAL;
        guard->align = 4;
        guard->init = ir_const_zero(g->m, i32);
        IrValue *gv0 = ir_build_load(&g->b, i32, &guard->v, "");
        IrValue *bit = ir_build_binop(&g->b, IR_AND, gv0, ir_const_int(g->m, i32, 1), "");
        IrValue *todo = ir_build_icmp(&g->b, IR_ICMP_EQ, bit, ir_const_zero(g->m, i32), "");
        IrBlock *init = gen_new_block(g, "init"), *done = gen_new_block(g, "init.end");
        ir_build_condbr(&g->b, todo, init, done);
        gen_set_block(g, init);
        ir_build_store(&g->b, ir_build_binop(&g->b, IR_OR, gv0, ir_const_int(g->m, i32, 1), ""), &guard->v);
        LValue lv = lv_addr(&gv->v, d->type);
        gen_init(g, &lv, d->type, d->init);
        if (!gen_terminated(g)) ir_build_br(&g->b, done);
        gen_set_block(g, done);
      }
    }
    return;
  }
  IrType *t = gen_mem_type(g, d->type);
  if ((d->quals & Q_CONST) && d->type->kind == T_ARRAY && d->init) {
    /* a const local array with a constant initializer is an internal
     * constant global, like clang/DXC do (indexing it needs no copy) */
    IrValue *ci = gen_const_init(g, d->type, d->init);
    IrGlobal *gv = ci ? ir_global_new(g->m, arena_printf(g->c->arena, "%s.%s", g->fdecl->name, d->name), t, 0)
                      : NULL;
    if (gv) {
      gv->linkage = IR_LINK_INTERNAL;
      gv->is_const = true;
      gv->align = ir_type_align(t);
      gv->loc = d->loc;
      gv->init = ci;
      d->ir = gv;
      return;
    }
  }
  IrValue *a = gen_alloca(g, t, d->name);
  d->ir = a;
  gen_lifetime_start(g, a);
  if (d->init) {
    LValue lv = lv_addr(a, d->type);
    lv.precise = (d->quals & Q_PRECISE) != 0;
    gen_init(g, &lv, d->type, d->init);
  } else if (hl_is_rayquery(d->type, true)) {
    LValue lv = lv_addr(a, d->type);
    g->b.loc = d->loc;
    gen_rq_construct(g, &lv, d->type); /* irgen_rt.c */
  } else if (hl_is_hitobject(d->type, true)) {
    LValue lv = lv_addr(a, d->type);
    g->b.loc = d->loc;
    gen_ho_construct(g, &lv, d->type); /* irgen_rt.c */
  }
}

static IrMD *loop_md(Gen *g, Stmt *s) {
  IrModule *m = g->m;
  IrMD *prop = NULL;
  for (uint32_t i = 0; i < s->nattrs; i++) {
    Attr *a = &s->attrs[i];
    if (!strcasecmp(a->name, "unroll")) {
      /* [unroll] and [unroll(0)]: full; [unroll(n)]: count n as DXC's
       * 32-bit int (a negative n reaches the unroller as an invalid count) */
      int64_t n = 0;
      bool lit;
      if (a->nargs == 1 && sema_attr_int_arg(a->args[0], &n, &lit) && (int32_t)n != 0) {
        IrMD *ops[2] = {ir_md_string(m, "llvm.loop.unroll.count"), ir_md_i32(m, (uint32_t)n)};
        prop = ir_md_node(m, ops, 2);
      } else {
        IrMD *s1 = ir_md_string(m, "llvm.loop.unroll.full");
        prop = ir_md_node(m, &s1, 1);
      }
    } else if (!strcasecmp(a->name, "loop")) {
      IrMD *s1 = ir_md_string(m, "llvm.loop.unroll.disable");
      prop = ir_md_node(m, &s1, 1);
    }
  }
  if (!prop) return NULL;
  IrMD *ops[2] = {NULL, prop};
  IrMD *node = ir_md_node(m, ops, 2);
  if (!node) return NULL;
  node->distinct = true;
  node->ops[0] = node;
  return node;
}

/* [branch] / [flatten] (and [forcecase] on a switch): DXC's
 * dx.controlflow.hints node, distinct and self-referencing like a loop id:
 * !{!self, !"dx.controlflow.hints", i32 1 (branch) | 2 (flatten) | 5 (forcecase), ...}. */
static IrMD *cf_hints_md(Gen *g, Stmt *s, bool is_switch) {
  IrModule *m = g->m;
  IrMD *ops[8];
  uint32_t n = 2;
  bool br = false, fl = false;
  for (uint32_t i = 0; i < s->nattrs && n < 8; i++) {
    const char *an = s->attrs[i].name;
    if (!strcasecmp(an, "branch")) ops[n++] = ir_md_i32(m, 1), br = true;
    else if (!strcasecmp(an, "flatten")) ops[n++] = ir_md_i32(m, 2), fl = true;
    else if (!strcasecmp(an, "forcecase") && is_switch) ops[n++] = ir_md_i32(m, 5);
  }
  if (br && fl) gen_error(g, GE_UNSUPPORTED, s->loc, "can't use branch and flatten attributes together");
  /* clang keeps a statement's attributes last written first: DXC lists the
   * hints in that order */
  for (uint32_t i = 2, j = n - 1; i < j; i++, j--) {
    IrMD *t = ops[i];
    ops[i] = ops[j];
    ops[j] = t;
  }
  /* -Gfp / -Gfa: the hint of a statement that gives neither, after them */
  int fc = g->c->opt ? g->c->opt->flow_control : 0;
  if (!br && !fl && fc && n < 8) ops[n++] = ir_md_i32(m, fc == 1 ? 1 : 2);
  if (n == 2) return NULL;
  ops[0] = NULL;
  ops[1] = ir_md_string(m, "dx.controlflow.hints");
  IrMD *node = ir_md_node(m, ops, n);
  if (!node) return NULL;
  node->distinct = true;
  node->ops[0] = node;
  return node;
}

static void attach_loop_md(Gen *g, IrInst *br, IrMD *md) {
  if (br && md) ir_inst_set_md(g->m, br, "llvm.loop", md);
}

static void gen_cond_br(Gen *g, Expr *cond, IrBlock *t, IrBlock *f) {
  IrValue *c = gen_bool(g, cond);
  if (!c) c = ir_const_i1(g->m, false);
  ir_build_condbr(&g->b, c, t, f);
}

static void push_loop(Gen *g, IrBlock *brk, IrBlock *cont) {
  vec_push(g->c->arena, &g->brk, brk);
  vec_push(g->c->arena, &g->brk_loop, true);
  vec_push(g->c->arena, &g->cont, cont);
  vec_push(g->c->arena, &g->lt_brk, g->lt_live.len);
  vec_push(g->c->arena, &g->lt_cont, g->lt_live.len);
}
static void pop_loop(Gen *g) {
  if (g->brk.len) g->brk.len--;
  if (g->brk_loop.len) g->brk_loop.len--;
  if (g->cont.len) g->cont.len--;
  if (g->lt_brk.len) g->lt_brk.len--;
  if (g->lt_cont.len) g->lt_cont.len--;
}

/* stmt: break ;
 *
 * DXC keeps the block a `break` leaves a loop from inside that loop in the
 * stages where lanes run as waves (pixel, compute, libraries): the branch
 * is made conditional on `dx.break()`, an opaque true, with the loop's
 * continue block as the other target. Otherwise the optimiser and the
 * driver would run the break block after the loop, where more lanes are
 * active than in the iteration that broke out, and a wave operation there
 * or a value it computed in that iteration (a waterfall loop's uniform
 * index) would see the wrong lanes. Only functions that call a
 * wave-sensitive intrinsic keep the condition (gen_dx_breaks_finish);
 * dxil-cleanup-dxbreak drops those no wave-sensitive value reaches. A
 * `break` out of a switch is a plain branch. */
static void gen_break(Gen *g) {
  if (!g->brk.len) return;
  IrBlock *dest = g->brk.data[g->brk.len - 1];
  ShaderStage st = g->stage;
  bool in_loop = g->brk_loop.len && g->brk_loop.data[g->brk_loop.len - 1] && g->cont.len;
  if (!in_loop || (st != STAGE_PIXEL && st != STAGE_COMPUTE && st != STAGE_LIBRARY) ||
      !g->b.block || gen_terminated(g)) {
    ir_build_br(&g->b, dest);
    return;
  }
  IrFunc *f = gen_intrinsic(g, "dx.break", ir_type_int(g->m, 1), NULL, 0, IA_CONVERGENT);
  IrInst *c = f ? ir_as_inst(ir_build_call(&g->b, f, NULL, 0, "")) : NULL;
  IrInst *br = c ? ir_build_condbr(&g->b, &c->v, dest, g->cont.data[g->cont.len - 1]) : NULL;
  if (!br) {
    ir_build_br(&g->b, dest);
    return;
  }
  ir_inst_set_md(g->m, br, "dx.break.br", ir_md_node(g->m, NULL, 0));
  vec_push(g->c->arena, &g->dx_breaks, c);
}

/* A function without wave-sensitive calls needs no kept breaks: each
 * becomes the plain branch it is (DXC: AddDxBreak). */
static void gen_dx_breaks_finish(Gen *g) {
  if (!g->wave_user)
    for (uint32_t k = 0; k < g->dx_breaks.len; k++) {
      IrInst *c = g->dx_breaks.data[k];
      IrInst *br = c->v.uses ? c->v.uses->user : NULL;
      if (!br || br->op != IR_BR || br->nops != 3) continue;
      IrBlock *dest = (IrBlock *)br->ops[1];
      IrBlock *blk = br->parent;
      ir_inst_remove(br);
      ir_inst_remove(c);
      IrBuilder b;
      ir_builder_at_end(&b, g->m, blk);
      ir_build_br(&b, dest);
    }
  g->dx_breaks.len = 0;
  g->wave_user = false;
}

static void collect_switch_cases(Gen *g, Stmt *s) {
  if (!s) return;
  switch (s->kind) {
  case S_CASE: case S_DEFAULT: {
    CaseBlock cb = {s, gen_new_block(g, s->kind == S_CASE ? "sw.bb" : "sw.default")};
    vec_push(g->c->arena, &g->cases, cb);
    break;
  }
  case S_BLOCK:
    for (uint32_t i = 0; i < s->nstmts; i++) collect_switch_cases(g, s->stmts[i]);
    break;
  case S_IF: collect_switch_cases(g, s->body); collect_switch_cases(g, s->els); break;
  case S_FOR: case S_WHILE: case S_DO: collect_switch_cases(g, s->body); break;
  default: break;
  }
}

static IrBlock *case_block(Gen *g, Stmt *s) {
  for (uint32_t i = g->cases.len; i-- > 0;)
    if (g->cases.data[i].stmt == s) return g->cases.data[i].blk;
  return NULL;
}

static void gen_switch(Gen *g, Stmt *s) {
  IrValue *v = gen_rvalue(g, s->e);
  uint32_t base = g->cases.len;
  collect_switch_cases(g, s->body);
  uint32_t ncase = g->cases.len - base;
  IrBlock *end = gen_new_block(g, "sw.epilog");
  IrBlock *def = end;
  for (uint32_t i = base; i < g->cases.len; i++)
    if (g->cases.data[i].stmt->kind == S_DEFAULT) def = g->cases.data[i].blk;
  if (v) {
    IrValue **ops = arena_alloc(g->c->arena, sizeof(IrValue *) * (2 + 2 * ncase));
    if (ops) {
      uint32_t n = 0;
      ops[n++] = v;
      ops[n++] = &def->v;
      for (uint32_t i = base; i < g->cases.len; i++) {
        Stmt *k = g->cases.data[i].stmt;
        if (k->kind != S_CASE || !k->e->has_const) continue;
        ops[n++] = ir_const_int(g->m, v->type, hl_cv(k->e)->c[0].u);
        ops[n++] = &g->cases.data[i].blk->v;
      }
      IrInst *sw = ir_build(&g->b, IR_SWITCH, ir_type_void(g->m), ops, n);
      IrMD *hints = cf_hints_md(g, s, true);
      if (hints && sw) ir_inst_set_md(g->m, sw, "dx.controlflow.hints", hints);
    }
  } else {
    br_to(g, def);
  }
  /* code before the first case label is unreachable: no current block */
  g->b.block = NULL;
  g->b.before = NULL;
  vec_push(g->c->arena, &g->brk, end);
  vec_push(g->c->arena, &g->brk_loop, false);
  vec_push(g->c->arena, &g->lt_brk, g->lt_live.len);
  gen_sr_push(g, SR_SWITCH, end, s);
  gen_stmt(g, s->body);
  g->brk.len--;
  g->brk_loop.len--;
  if (g->lt_brk.len) g->lt_brk.len--;
  br_to(g, end);
  g->cases.len = base;
  gen_set_block(g, end);
  gen_sr_pop(g);
}

/* Before a return: the boundary copies of out parameters and the result
 * go back in DXC's memory orientation (see the prologue). */
static void gen_boundary_copy_out(Gen *g) {
  for (uint32_t i = 0; i < g->nbout; i++) {
    LValue d = lv_addr(g->bout[i].arg, g->bout[i].t), s = lv_addr(g->bout[i].loc, g->bout[i].t);
    gen_copy_oriented(g, g->bout[i].t, &d, &s, true);
  }
}

/* ret v from the function being generated: a matrix it returns as DXC's
 * class (class_matrix_type) goes through its vector storage, read back as
 * the class. */
static void gen_ret_value(Gen *g, IrValue *v, HType *t) {
  IrType *rt = g->fn && g->fn->fn_type ? g->fn->fn_type->elem : NULL;
  if (g->sret && t && t->kind == T_RESOURCE) { /* lib_6_x: a resource result goes to sret memory */
    if (v && v->kind != IR_V_POISON && v->kind != IR_V_UNDEF) ir_build_store(&g->b, v, g->sret);
    ir_build_ret(&g->b, NULL);
    return;
  }
  if (v && rt && rt->kind == IR_TY_STRUCT && v->type != rt) {
    if (v->kind == IR_V_POISON || v->kind == IR_V_UNDEF) {
      v = ir_poison(g->m, rt);
    } else {
      IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "");
      LValue lv = lv_addr(tmp, t);
      gen_store(g, &lv, v);
      v = ir_build_load(&g->b, rt, tmp, "");
    }
  }
  ir_build_ret(&g->b, v);
}

static void gen_return(Gen *g, Stmt *s) {
  Decl *f = g->fdecl;
  HType *rt = f->type;
  if (g->is_entry && g->c->entry_sig) {
    /* Graphics entry: the value goes to the output signature. */
    if (s->e && g->sig_ret) {
      LValue dst = lv_addr(g->sig_ret, rt);
      if (rt->kind == T_STRUCT || rt->kind == T_ARRAY) {
        LValue src = gen_agg(g, s->e);
        gen_copy(g, rt, &dst, &src);
      } else {
        gen_store(g, &dst, gen_rvalue(g, s->e));
      }
    } else if (s->e) {
      gen_rvalue(g, s->e);
    }
    gen_lifetime_end_to(g, 0);
    if (gen_sr_return(g)) return;
    /* one exit writes the outputs: clang's single return block, so the
     * values of several returns meet in phis (selects) like DXC's */
    if (!g->sig_exit) g->sig_exit = gen_new_block(g, "return");
    if (g->sig_exit) ir_build_br(&g->b, g->sig_exit);
    return;
  }
  if (g->is_entry || rt->kind == T_VOID) {
    if (s->e) gen_rvalue(g, s->e); /* evaluate for side effects */
    gen_lifetime_end_to(g, 0);
    gen_boundary_copy_out(g);
    if (gen_sr_return(g)) return;
    ir_build_ret(&g->b, NULL);
    return;
  }
  if (!s->e) {
    gen_lifetime_end_to(g, 0);
    gen_boundary_copy_out(g);
    if (gen_sr_return(g)) return;
    gen_ret_value(g, ir_poison(g->m, gen_reg_type(g, rt)), rt);
    return;
  }
  if (rt->kind == T_STRUCT || rt->kind == T_ARRAY) {
    LValue src = gen_agg(g, s->e);
    LValue dst = lv_addr(g->sret, rt);
    gen_copy(g, rt, &dst, &src);
    gen_lifetime_end_to(g, 0);
    gen_boundary_copy_out(g);
    if (gen_sr_return(g)) return;
    ir_build_ret(&g->b, NULL);
    return;
  }
  IrValue *v = gen_rvalue(g, s->e);
  if (!v) v = ir_poison(g->m, gen_reg_type(g, rt));
  IrValue *rv = v ? gen_sr_retval(g, v->type) : NULL;
  if (rv) ir_build_store(&g->b, v, rv);
  gen_lifetime_end_to(g, 0);
  gen_boundary_copy_out(g);
  if (gen_sr_return(g)) return;
  gen_ret_value(g, v, rt);
}

static void gen_stmt(Gen *g, Stmt *s) {
  if (!s) return;
  if (s->kind != S_CASE && s->kind != S_DEFAULT && s->kind != S_BLOCK && s->kind != S_EMPTY)
    ensure_block(g);
  g->b.loc = s->loc;
  switch (s->kind) {
  case S_EMPTY: break;
  case S_EXPR:
    if (s->e->type->kind == T_STRUCT || s->e->type->kind == T_ARRAY) {
      if (s->e->side_effects) gen_agg(g, s->e);
    } else {
      gen_rvalue(g, s->e);
    }
    break;
  case S_DECL:
    for (uint32_t i = 0; i < s->ndecls; i++) gen_local_decl(g, s->decls[i]);
    break;
  case S_BLOCK: {
    uint32_t mark = g->lt_live.len;
    for (uint32_t i = 0; i < s->nstmts; i++) {
      /* structurize-returns counts only the returns clang emits: none in
       * statements control cannot reach (no case label in them) */
      Stmt *c = s->stmts[i];
      if (g->sr && gen_terminated(g) && c->kind != S_CASE && c->kind != S_DEFAULT) continue;
      gen_stmt(g, c);
    }
    scope_end(g, mark);
    break;
  }
  case S_IF: {
    if (s->e->has_const) {
      /* constant condition: only the taken branch (DXC folds these too) */
      if (hl_cv(s->e)->c[0].u) gen_stmt(g, s->body);
      else gen_stmt(g, s->els);
      break;
    }
    IrBlock *then = gen_new_block(g, "if.then");
    IrBlock *els = s->els ? gen_new_block(g, "if.else") : NULL;
    IrBlock *end = gen_new_block(g, "if.end");
    gen_sr_push(g, SR_IF, end, s);
    gen_cond_br(g, s->e, then, els ? els : end);
    IrMD *hints = cf_hints_md(g, s, false);
    if (hints && g->b.block && g->b.block->last) ir_inst_set_md(g->m, g->b.block->last, "dx.controlflow.hints", hints);
    gen_set_block(g, then);
    gen_stmt(g, s->body);
    br_to(g, end);
    if (els) {
      gen_set_block(g, els);
      gen_stmt(g, s->els);
      br_to(g, end);
    }
    if (gen_sr_drop_end(g, end)) break;
    gen_set_block(g, end);
    gen_sr_pop(g);
    break;
  }
  case S_FOR: {
    uint32_t mark = g->lt_live.len; /* the variables of the init statement */
    gen_stmt(g, s->init);
    ensure_block(g);
    IrBlock *cond = gen_new_block(g, "for.cond");
    IrBlock *body = gen_new_block(g, "for.body");
    IrBlock *inc = gen_new_block(g, "for.inc");
    IrBlock *end = gen_new_block(g, "for.end");
    gen_sr_push(g, SR_LOOP, end, s);
    br_to(g, cond);
    gen_set_block(g, cond);
    g->b.loc = s->loc;
    if (s->e) gen_cond_br(g, s->e, body, end);
    else ir_build_br(&g->b, body);
    gen_set_block(g, body);
    push_loop(g, end, inc);
    gen_stmt(g, s->body);
    pop_loop(g);
    br_to(g, inc);
    gen_set_block(g, inc);
    g->b.loc = s->loc;
    if (s->step) gen_rvalue(g, s->step);
    IrInst *back = ir_build_br(&g->b, cond);
    if (back) back->loc = s->loc; /* the loop's position (unroll diagnostics) */
    attach_loop_md(g, back, loop_md(g, s));
    gen_set_block(g, end);
    gen_sr_pop(g);
    scope_end(g, mark);
    break;
  }
  case S_WHILE: {
    IrBlock *cond = gen_new_block(g, "while.cond");
    IrBlock *body = gen_new_block(g, "while.body");
    IrBlock *end = gen_new_block(g, "while.end");
    gen_sr_push(g, SR_LOOP, end, s);
    br_to(g, cond);
    gen_set_block(g, cond);
    gen_cond_br(g, s->e, body, end);
    gen_set_block(g, body);
    push_loop(g, end, cond);
    gen_stmt(g, s->body);
    pop_loop(g);
    if (!gen_terminated(g)) {
      IrInst *back = ir_build_br(&g->b, cond);
      if (back) back->loc = s->loc; /* the loop's position (unroll diagnostics) */
      attach_loop_md(g, back, loop_md(g, s));
    }
    gen_set_block(g, end);
    gen_sr_pop(g);
    break;
  }
  case S_DO: {
    IrBlock *body = gen_new_block(g, "do.body");
    IrBlock *cond = gen_new_block(g, "do.cond");
    IrBlock *end = gen_new_block(g, "do.end");
    gen_sr_push(g, SR_LOOP, end, s);
    br_to(g, body);
    gen_set_block(g, body);
    push_loop(g, end, cond);
    gen_stmt(g, s->body);
    pop_loop(g);
    br_to(g, cond);
    gen_set_block(g, cond);
    g->b.loc = hl_expr_loc(s->e);
    IrValue *c = gen_bool(g, s->e);
    if (!c) c = ir_const_i1(g->m, false);
    IrInst *back = ir_build_condbr(&g->b, c, body, end);
    if (back) back->loc = s->loc; /* the loop's position (unroll diagnostics) */
    attach_loop_md(g, back, loop_md(g, s));
    gen_set_block(g, end);
    gen_sr_pop(g);
    break;
  }
  case S_BREAK:
    if (g->lt_brk.len) gen_lifetime_end_to(g, g->lt_brk.data[g->lt_brk.len - 1]);
    gen_break(g);
    break;
  case S_CONTINUE:
    if (g->lt_cont.len) gen_lifetime_end_to(g, g->lt_cont.data[g->lt_cont.len - 1]);
    if (g->cont.len) ir_build_br(&g->b, g->cont.data[g->cont.len - 1]);
    break;
  case S_RETURN: gen_return(g, s); break;
  case S_SWITCH: gen_switch(g, s); break;
  case S_CASE: case S_DEFAULT: {
    IrBlock *blk = case_block(g, s);
    if (!blk) break;
    br_to(g, blk);
    gen_set_block(g, blk);
    break;
  }
  case S_DISCARD:
    if (g->stage != STAGE_PIXEL && g->stage != STAGE_LIBRARY) { /* libraries: the validator's */
      gen_error(g, GE_UNSUPPORTED, s->loc, "discard is only allowed in pixel shaders");
      break;
    }
    {
      IrType *i1 = ir_type_int(g->m, 1);
      IrFunc *fd = gen_intrinsic(g, "llvm.dx.discard", ir_type_void(g->m), &i1, 1, IA_WRITE);
      IrValue *t = ir_const_int(g->m, i1, 1);
      if (fd) ir_build_call(&g->b, fd, &t, 1, "");
    }
    break;
  }
}

/* ---- functions --------------------------------------------------------------- */

static bool pass_by_pointer_in(Gen *g, Decl *f, Decl *p) {
  if (p->quals & Q_OUT) return true;
  return p->type->kind == T_STRUCT || p->type->kind == T_ARRAY || gen_res_by_addr(g, f, p->type);
}

static bool returns_by_pointer_in(Gen *g, Decl *f) {
  return f->type->kind == T_STRUCT || f->type->kind == T_ARRAY || gen_res_by_addr(g, f, f->type);
}
#define pass_by_pointer(p) pass_by_pointer_in(g, f, (p))
#define returns_by_pointer(f) returns_by_pointer_in(g, (f))

/* Is f the hull shader's patch constant function? It is generated like an
 * entry (no parameters, its own signature accesses) and kept as DXC keeps
 * it: external, under its Microsoft C++ name. */
/* Does a library entry using signatures (graphics and mesh) change type
 * when DXC flattens its parameters (SROA_Parameter_HLSL's
 * createFlattenedFunction: the result becomes an out parameter, structs
 * become their members)? Then its flattened copy is appended to the
 * module. Structs count in arrays, patches and streams too; a mesh
 * shader's payload stays a pointer; compute, amplification and node
 * entries are never flattened. */
static bool lib_entry_flattened(Decl *f) {
  if (!f->lib_entry || !hl_decl_rare(f)->lib_sig) return false;
  if (f->type->kind != T_VOID) return true;
  for (uint32_t i = 0; i < f->nparams; i++) {
    if (hl_decl_rare(f)->lib_sig->ms_topology && hl_decl_rare(f)->lib_sig->ms_payload_param == (int32_t)i) continue;
    const HType *t = f->params[i]->type;
    while (t && (t->kind == T_ARRAY || t->kind == T_STREAM)) t = t->elem;
    if (t && t->kind == T_STRUCT) return true;
  }
  return false;
}

/* A library function DXC recreates at the module's end: a flattened entry,
 * and a patch constant function whose (first) hull entry is one (it is
 * recreated with it). */
static bool lib_moved_to_end(HlslCtx *c, Decl *f) {
  if (f->lib_entry) return lib_entry_flattened(f);
  if (!hl_decl_rare(f)->lib_pc_of) return false;
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *h = c->funcs.data[i];
    if (h->lib_entry && hl_decl_rare(h)->lib_sig == hl_decl_rare(f)->lib_pc_of) return lib_entry_flattened(h);
  }
  return true;
}

static bool is_pc_func(Gen *g, Decl *f) {
  return hl_decl_rare(f)->lib_pc_of || (g->c->entry_sig && g->c->entry_sig->pc_func == f);
}

/* A library entry DXC keeps as written: no parameters and no result, so no
 * signature to lower (it stays in place, with its own annotation). */
static bool lib_entry_unchanged(const Decl *f) {
  return f->lib_entry && !f->nparams && f->type->kind == T_VOID;
}

/* The stage of function f's code: a library entry's own, hull for a patch
 * constant function, else the target's. */
static ShaderStage func_stage(Gen *g, Decl *f) {
  if (f->lib_entry) return (ShaderStage)(f->lib_entry - 1);
  if (hl_decl_rare(f)->lib_pc_of) return STAGE_HULL;
  return g->c->opt ? g->c->opt->dx.target.stage : STAGE_COMPUTE;
}

/* Attributes of a graphics, mesh or amplification entry of stage `stage`
 * (es: its signature, nt: its [numthreads]). */
static void graphics_entry_attrs(Gen *g, IrFunc *fn, Decl *f, ShaderStage stage,
                                 const HlEntrySig *es, const uint32_t nt[3]) {
  IrModule *m = g->m;
  ir_attrs_add(m, fn->fn_attrs, "nounwind", NULL);
  ir_attrs_add(m, fn->fn_attrs, "\"hlsl.shader\"", arena_printf(g->c->arena, "\"%s\"", stage_name(stage)));
  if (es && es->early_depth) ir_attrs_add(m, fn->fn_attrs, "\"hlsl.earlydepthstencil\"", NULL);
  if (stage == STAGE_MESH || stage == STAGE_AMPLIFICATION)
    ir_attrs_add(m, fn->fn_attrs, "\"hlsl.numthreads\"",
                 arena_printf(g->c->arena, "\"%u,%u,%u\"", nt[0], nt[1], nt[2]));
  if (es && stage == STAGE_MESH) {
    /* max vertices, max primitives, topology, payload bytes */
    uint64_t pay = 0;
    if (es->ms_payload_param >= 0) pay = ir_type_size(gen_mem_type(g, f->params[es->ms_payload_param]->type));
    ir_attrs_add(m, fn->fn_attrs, "\"hlsl.ms\"",
                 arena_printf(g->c->arena, "\"%u,%u,%u,%u\"", es->ms_max_verts, es->ms_max_prims,
                              es->ms_topology == HL_MS_TOPO_UNDEFINED ? 0u : es->ms_topology, (uint32_t)pay));
    IrType *pst = es->ms_payload_param >= 0 ? gen_mem_type(g, f->params[es->ms_payload_param]->type) : NULL;
    if (pst && pst->name) /* its size as DXIL lays it out (vectors as arrays) */
      ir_attrs_add(m, fn->fn_attrs, "\"hlsl.ms.payload\"", arena_printf(g->c->arena, "\"%s\"", pst->name));
  }
  if (es && stage == STAGE_GEOMETRY)
    ir_attrs_add(m, fn->fn_attrs, "\"hlsl.gs\"",
                 arena_printf(g->c->arena, "\"%u,%u,%u,%u,%u\"", es->gs_input_prim, es->gs_max_vertex,
                              es->gs_stream_mask, es->gs_topology, es->gs_instances));
}

/* DXC's type of a matrix at a library function's boundary (clang's
 * template class): %class.matrix.float.4.3 = type { [4 x <3 x float>] };
 * arrays of matrices wrap it. NULL for other types and 1x1 matrices. */
static IrType *class_matrix_type(Gen *g, HType *t) {
  if (t->kind == T_ARRAY) {
    IrType *e = class_matrix_type(g, t->elem);
    return e ? ir_type_array(g->m, e, t->count) : NULL;
  }
  if (t->kind != T_MATRIX || t->n * t->m == 1) return NULL;
  const char *sn = hl_type_name(g->c, hl_scalar(g->c, t->sk));
  IrType *st = ir_type_struct_named(g->m, arena_printf(g->c->arena, "class.matrix.%s.%u.%u", sn, t->n, t->m));
  if (st && st->opaque) {
    IrType *row = ir_type_array(g->m, ir_type_vector(g->m, scalar_ir(g, t->sk, true), t->m), t->n);
    ir_type_struct_set_body(g->m, st, &row, 1, false);
  }
  return st;
}

/* A struct crossing a library boundary holds its matrices as DXC's
 * %class.matrix.T.R.C members: irgen keeps its own vector storage through
 * the passes and notes each such member in !hlsl.lib.matrix.members =
 * !{!{%struct.S undef, i32 member, %class.matrix.T.R.C or an array of it
 * undef}, ...}, which the lowering applies once memory is final
 * (dxil-op-lower), nested structs included. */
static void note_matrix_members(Gen *g, HType *t, int depth) {
  while (t && t->kind == T_ARRAY) t = t->elem;
  if (!t || t->kind != T_STRUCT || !t->st || depth > 16 || t->st->has_resources) return;
  StructInfo *st = t->st;
  IrType *it = gen_mem_type(g, t);
  IrNamedMD *nmd = NULL;
  for (uint32_t i = 0; it && i < st->nfields; i++) {
    Field *fl = &st->fields[i];
    if (!fl->type || fl->type->kind == T_ERROR) continue;
    note_matrix_members(g, fl->type, depth + 1);
    IrType *cm = class_matrix_type(g, fl->type);
    if (!cm || fl->ir_index >= it->nmembers) continue;
    if (!nmd) nmd = ir_named_md_get(g->m, "hlsl.lib.matrix.members");
    IrMD *ops[3] = {ir_md_const(g->m, ir_undef(g->m, it)), ir_md_i32(g->m, fl->ir_index),
                    ir_md_const(g->m, ir_undef(g->m, cm))};
    if (nmd) ir_named_md_add(g->m, nmd, ir_md_node(g->m, ops, 3));
  }
}

/* A library function made from another by -exports (HlLibCopy, sema_lib.c):
 * its Decl is generated again with the copy's state swapped in (a plain
 * exported function, or the entry under another name); lib_copy_end puts
 * the Decl's own back. */
typedef struct LibCopyState {
  void *ir;
  uint8_t lib_entry;
  bool lib_export;
  struct HlEntrySig *lib_sig, *lib_pc_of;
  const char *lib_name;
} LibCopyState;

static Decl *lib_copy_begin(HlslCtx *c, HlLibCopy *cp, LibCopyState *s) {
  Decl *f = cp->of;
  s->ir = f->ir;
  s->lib_entry = f->lib_entry;
  s->lib_export = f->lib_export;
  s->lib_sig = hl_decl_rare(f)->lib_sig;
  s->lib_pc_of = hl_decl_rare(f)->lib_pc_of;
  s->lib_name = hl_decl_rare(f)->lib_name;
  f->ir = cp->ir;
  hl_decl_rare_w(c, f)->lib_name = cp->name;
  if (!cp->entry) {
    f->lib_entry = 0;
    hl_decl_rare_w(c, f)->lib_sig = NULL;
    hl_decl_rare_w(c, f)->lib_pc_of = NULL;
    f->lib_export = true;
  }
  return f;
}

static void lib_copy_end(HlslCtx *c, HlLibCopy *cp, const LibCopyState *s) {
  Decl *f = cp->of;
  cp->ir = f->ir;
  f->ir = s->ir;
  f->lib_entry = s->lib_entry;
  f->lib_export = s->lib_export;
  DeclRare *w = hl_decl_rare_w(c, f);
  w->lib_sig = s->lib_sig;
  w->lib_pc_of = s->lib_pc_of;
  w->lib_name = s->lib_name;
}

/* The functions in the module's order: with -exports clang's (deferred
 * ones after the others, sema_lib.c), else as defined. */
static const DeclVec *module_order(HlslCtx *c) { return c->lib_order.len ? &c->lib_order : &c->funcs; }

static void declare_function(Gen *g, Decl *f) {
  IrModule *m = g->m;
  bool pcf = is_pc_func(g, f);
  bool entry = f == g->c->entry || f->lib_entry || pcf;
  /* raytracing entries take their payload / attributes by address */
  bool rt_params = f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1;
  IrType *ft;
  if (entry && !rt_params) {
    ft = ir_type_func(m, ir_type_void(m), NULL, 0, false);
  } else {
    IrType **ps = arena_alloc(g->c->arena, sizeof(IrType *) * (f->nparams + 1));
    if (!ps) return;
    uint32_t n = 0;
    if (returns_by_pointer(f)) ps[n++] = ir_type_ptr(m, 0);
    for (uint32_t i = 0; i < f->nparams; i++) {
      Decl *p = f->params[i];
      /* raytracing entries' structs keep their pointee (DXIL: %struct.P*), which
       * no use may name once GEPs of the first member fold away */
      ps[n++] = rt_params ? ir_type_typed_ptr(m, gen_mem_type(g, p->type), 0)
                : pass_by_pointer(p) ? ir_type_ptr(m, 0) : gen_reg_type(g, p->type);
    }
    IrType *rt = returns_by_pointer(f) ? ir_type_void(m) : gen_reg_type(g, f->type);
    /* a library's external function returns a matrix as DXC's class */
    IrType *rcm = (f->lib_export || (!f->body && !f->def)) ? class_matrix_type(g, f->type) : NULL;
    if (rcm) rt = rcm;
    ft = ir_type_func(m, rt, ps, n, false);
  }
  /* library exports get their Microsoft C++ names (mangle.c), as in DXC */
  /* so do raytracing entries (not compute, graphics or mesh ones) */
  bool rt_entry = f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1;
  /* a library's function declared but not defined: an external declaration
   * the linker resolves (DXC) */
  bool external = !f->body && !f->def;
  /* every function but a shader entry has its C++ name, as clang gives it in DXC */
  IrFunc *fn = ir_func_new(m, hl_decl_rare(f)->lib_name ? hl_decl_rare(f)->lib_name : !entry || rt_entry || pcf ? hl_mangle_function(g->c, f) : f->name, ft);
  if (!fn) return;
  fn->loc = f->loc;
  /* out/inout parameters are restrict references in clang's HLSL: noalias
   * (a definition's, from clang's prologue: an external declaration has
   * none), and dereferenceable(size) for a scalar, vector or matrix (the
   * HLSL size, float3: 12); a raytracing entry's inout payload is noalias
   * too; the result's memory is sret (noalias when defined) */
  if (fn->nargs && fn->param_attrs && (!entry || rt_params)) {
    uint32_t k = returns_by_pointer(f) ? 1 : 0;
    if (k && (fn->param_attrs[0] = ir_attrs_new(m))) { /* the result's memory: clang's sret */
      if (!external) ir_attrs_add(m, fn->param_attrs[0], "noalias", NULL);
      ir_attrs_add(m, fn->param_attrs[0], "sret", NULL);
    }
    for (uint32_t i = 0; i < f->nparams && k < fn->nargs; i++, k++) {
      Decl *p = f->params[i];
      bool res_out = p->res_inout && gen_res_by_addr(g, f, p->type); /* lib_6_x: an inout resource */
      if (p->is_this || (!(p->quals & Q_OUT) && !res_out) || !(rt_params || pass_by_pointer(p))) continue;
      if (!fn->param_attrs[k]) fn->param_attrs[k] = ir_attrs_new(m);
      if (!fn->param_attrs[k]) continue;
      if (!external) ir_attrs_add(m, fn->param_attrs[k], "noalias", NULL);
      HType *pt = p->type;
      if (!rt_params && pt->kind != T_STRUCT && pt->kind != T_ARRAY && pt->kind != T_RESOURCE)
        ir_attrs_add(m, fn->param_attrs[k], "dereferenceable",
                     arena_printf(g->c->arena, "%llu", (unsigned long long)gen_deref_size(g, pt)));
    }
  }
  /* a library's external functions declare what their parameters passed
   * by address point at (DXC: float @f(%struct.S*)), whatever the uses
   * reach; DXIL's typed pointers take it from here (a matrix, or an array
   * of them, as DXC's %class.matrix.float.R.C, bitcast from and to the
   * vector storage where used) */
  if ((f->lib_export || external) && !entry) {
    uint32_t k = returns_by_pointer(f) ? 1 : 0;
    if (k && fn->nargs) { /* the result's memory too (DXC: %struct.S* sret) */
      IrType *cm = class_matrix_type(g, f->type);
      fn->args[0]->pointee = cm ? cm : gen_mem_type(g, f->type);
      note_matrix_members(g, f->type, 0);
    }
    for (uint32_t i = 0; i < f->nparams && k < fn->nargs; i++, k++)
      if (pass_by_pointer(f->params[i])) {
        IrType *cm = class_matrix_type(g, f->params[i]->type);
        fn->args[k]->pointee = cm ? cm : gen_mem_type(g, f->params[i]->type);
        note_matrix_members(g, f->params[i]->type, 0);
      }
  }
  fn->linkage = entry || f->lib_export || external ? IR_LINK_EXTERNAL : IR_LINK_INTERNAL;
  fn->fn_attrs = ir_attrs_new(m);
  /* [noinline] is kept for DXC's attribute groups (a library's external
   * function keeps it; hlslc's inliner, like DXC's, inlines calls anyway) */
  for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++)
    if (!strcasecmp(hl_decl_rare(f)->attrs.data[i].name, "noinline")) ir_attrs_add(m, fn->fn_attrs, "noinline", NULL);
  ShaderStage lstage = (ShaderStage)(f->lib_entry - 1);
  if (fn->fn_attrs && f->lib_entry && lstage != STAGE_COMPUTE && lstage != STAGE_NODE && !rt_entry) {
    graphics_entry_attrs(g, fn, f, lstage, hl_decl_rare(f)->lib_sig, hl_decl_rare(f)->lib_numthreads);
    if (hl_decl_rare(f)->lib_wavesize[0])
      ir_attrs_add(m, fn->fn_attrs, "\"hlsl.wavesize\"",
                   arena_printf(g->c->arena, "\"%u,%u,%u\"", hl_decl_rare(f)->lib_wavesize[0], hl_decl_rare(f)->lib_wavesize[1],
                                hl_decl_rare(f)->lib_wavesize[2]));
  } else if (fn->fn_attrs && f->lib_entry) {
    ShaderStage stage = lstage;
    if (stage != STAGE_NODE) /* DXC's node entries have no attributes */
      ir_attrs_add(m, fn->fn_attrs, "nounwind", NULL);
    if (stage == STAGE_COMPUTE || stage == STAGE_NODE)
      ir_attrs_add(m, fn->fn_attrs, "\"hlsl.numthreads\"",
                   arena_printf(g->c->arena, "\"%u,%u,%u\"", hl_decl_rare(f)->lib_numthreads[0],
                                hl_decl_rare(f)->lib_numthreads[1], hl_decl_rare(f)->lib_numthreads[2]));
    ir_attrs_add(m, fn->fn_attrs, "\"hlsl.shader\"",
                 arena_printf(g->c->arena, "\"%s\"", stage_name(stage)));
    if (hl_decl_rare(f)->lib_wavesize[0])
      ir_attrs_add(m, fn->fn_attrs, "\"hlsl.wavesize\"",
                   arena_printf(g->c->arena, "\"%u,%u,%u\"", hl_decl_rare(f)->lib_wavesize[0], hl_decl_rare(f)->lib_wavesize[1],
                                hl_decl_rare(f)->lib_wavesize[2]));
    /* the payload (or callable parameter) and attribute structs, whose
     * sizes go into the entry's metadata (dxil-translate-metadata) */
    for (uint32_t i = 0; rt_params && i < f->nparams && i < 2; i++) {
      IrType *pt = gen_mem_type(g, f->params[i]->type);
      if (pt && pt->name)
        ir_attrs_add(m, fn->fn_attrs, i ? "\"hlsl.rt.attributes\"" : "\"hlsl.rt.payload\"",
                     arena_printf(g->c->arena, "\"%s\"", pt->name));
    }
  } else if (fn->fn_attrs && (f->lib_export || pcf)) {
    ir_attrs_add(m, fn->fn_attrs, "nounwind", NULL);
  } else if (fn->fn_attrs) {
    ShaderStage stage = g->c->opt ? g->c->opt->dx.target.stage : STAGE_COMPUTE;
    if (entry && stage != STAGE_COMPUTE) {
      graphics_entry_attrs(g, fn, f, stage, g->c->entry_sig, g->c->numthreads);
    } else if (entry) {
      ir_attrs_add(m, fn->fn_attrs, "nounwind", NULL);
      ir_attrs_add(m, fn->fn_attrs, "\"hlsl.numthreads\"",
                   arena_printf(g->c->arena, "\"%u,%u,%u\"", g->c->numthreads[0],
                                g->c->numthreads[1], g->c->numthreads[2]));
      ir_attrs_add(m, fn->fn_attrs, "\"hlsl.shader\"", "\"compute\"");
      if (g->c->wavesize[0])
        ir_attrs_add(m, fn->fn_attrs, "\"hlsl.wavesize\"",
                     arena_printf(g->c->arena, "\"%u,%u,%u\"", g->c->wavesize[0], g->c->wavesize[1],
                                  g->c->wavesize[2]));
    } else {
      ir_attrs_add(m, fn->fn_attrs, "alwaysinline", NULL);
      ir_attrs_add(m, fn->fn_attrs, "nounwind", NULL);
    }
  }
  if (!entry || rt_params) {
    uint32_t k = 0;
    if (returns_by_pointer(f)) ir_value_set_name(m, fn, &fn->args[k++]->v, "agg.result");
    for (uint32_t i = 0; i < f->nparams && k < fn->nargs; i++, k++)
      if (f->params[i]->name[0]) ir_value_set_name(m, fn, &fn->args[k]->v, f->params[i]->name);
  }
  f->ir = fn;
}

/* Value of system-value semantic `sem` with type t. */
static IrValue *gen_sv(Gen *g, const char *sem, HType *t);
IrValue *gen_compute_sv(Gen *g, const char *sem, HType *t) { return gen_sv(g, sem, t); }
static IrValue *gen_sv(Gen *g, const char *sem, HType *t) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32);
  /* 16-bit and min-precision IDs: the 32-bit ID converted to the declared type */
  if ((t->kind == T_SCALAR || t->kind == T_VECTOR) && t->sk != SK_UINT && t->sk != SK_INT) {
    HType *u = hl_with_sk(g->c, t, SK_UINT);
    return gen_convert(g, gen_sv(g, sem, u), u, t);
  }
  if (!strcasecmp(sem, "SV_GroupIndex")) {
    IrFunc *f = gen_intrinsic(g, "llvm.dx.flattened.thread.id.in.group", i32, NULL, 0, IA_PURE);
    return ir_build_call(&g->b, f, NULL, 0, "");
  }
  const char *fname = !strcasecmp(sem, "SV_DispatchThreadID") ? "llvm.dx.thread.id"
                    : !strcasecmp(sem, "SV_GroupID") ? "llvm.dx.group.id"
                    : "llvm.dx.thread.id.in.group";
  IrFunc *f = gen_intrinsic(g, fname, i32, &i32, 1, IA_PURE);
  uint32_t n = t->kind == T_VECTOR ? t->n : 1;
  if (n == 1) {
    IrValue *a = ir_const_i32(m, 0);
    return ir_build_call(&g->b, f, &a, 1, "");
  }
  IrValue *v = ir_poison(m, ir_type_vector(m, i32, n));
  for (uint32_t i = 0; i < n; i++) {
    IrValue *a = ir_const_i32(m, i);
    IrValue *x = ir_build_call(&g->b, f, &a, 1, "");
    v = ir_build_insertelement(&g->b, v, x, ir_const_i32(m, i), "");
  }
  return v;
}

static void gen_entry_params(Gen *g, Decl *f) {
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    g->b.loc = p->loc;
    IrValue *a = gen_alloca(g, gen_mem_type(g, p->type), p->name[0] ? p->name : "param");
    p->ir = a;
    if (hl_is_node(p->type, false)) continue; /* node inputs and outputs: made where used (irgen_node.c) */
    if (p->type->kind == T_STRUCT) {
      StructInfo *st = p->type->st;
      for (uint32_t k = 0; k < st->nfields; k++) {
        Field *fl = &st->fields[k];
        if (!fl->semantic || !hl_is_numeric(fl->type)) continue;
        IrValue *idx[2] = {ir_const_i32(g->m, 0), ir_const_i32(g->m, gen_field_index(g, st, k))};
        IrValue *fp = ir_build_gep(&g->b, gen_mem_type(g, p->type), a, idx, 2, true, "");
        LValue lv = lv_addr(fp, fl->type);
        gen_store(g, &lv, gen_sv(g, fl->semantic, fl->type));
      }
      continue;
    }
    if (!p->semantic || !hl_is_numeric(p->type)) continue;
    LValue lv = lv_addr(a, p->type);
    gen_store(g, &lv, gen_sv(g, p->semantic, p->type));
  }
}

/* Is every leaf of t a resource (no data)? */
bool gen_only_resources(const HType *t) {
  switch (t->kind) {
  case T_RESOURCE: return true;
  case T_ARRAY: return gen_only_resources(t->elem);
  case T_STRUCT:
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (!t->st->fields[i].type || !gen_only_resources(t->st->fields[i].type)) return false;
    return t->st->nfields > 0;
  default: return false;
  }
}

/* Does f, or a function it calls, call a function with no definition? */
static bool reaches_external(const Decl *f, int depth) {
  if (!f || depth > 64) return false;
  if (f->def) f = f->def;
  if (!f->body) return true;
  for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++)
    if (reaches_external(hl_decl_rare(f)->callees.data[k], depth + 1)) return true;
  return false;
}

/* Does expression e call (transitively) a function with no definition? */
static bool expr_calls_external(const Expr *e, int depth) {
  if (!e || depth > 256) return false;
  if (e->kind == E_CALL && e->intrin < 0 && e->decl && e->decl->kind == D_FUNC && reaches_external(e->decl, 0))
    return true;
  if (expr_calls_external(e->a, depth + 1) || expr_calls_external(e->b, depth + 1) ||
      expr_calls_external(hl_expr_c(e), depth + 1))
    return true;
  for (uint32_t i = 0; i < e->nargs; i++)
    if (expr_calls_external(e->args[i], depth + 1)) return true;
  return false;
}

/* Does function f (or one it calls) define function `target`'s body? */
static bool calls_func(const Decl *f, const Decl *target, int depth) {
  if (!f || depth > 64) return false;
  if (f->def) f = f->def;
  if (f == target) return true;
  for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++)
    if (calls_func(hl_decl_rare(f)->callees.data[k], target, depth + 1)) return true;
  return false;
}

/* Libraries: a static global initialized at run time runs its
 * initializer at the start of each entry, and of each exported function
 * when the global is never assigned afterwards. DXC keeps a global
 * constructor for the linker instead, which hlslc does not write yet: an
 * exported function using an assigned one is refused rather than
 * compiled wrong. An initializer calling a function
 * the library does not define is DXC's error (CGHLSLMSFinishCodeGen).
 * Run once the functions are generated (the global's uses are known). */
static void check_library_static_inits(Gen *g) {
  HlslCtx *c = g->c;
  if (!c->opt || c->opt->dx.target.stage != STAGE_LIBRARY) return;
  for (uint32_t i = 0; i < c->statics.len; i++) {
    Decl *d = c->statics.data[i];
    if (d->vk != VK_STATIC && d->vk != VK_STATIC_CONST) continue;
    if (!d->init || d->folded || d->type->kind == T_ERROR) continue;
    if (expr_calls_external(d->init, 0)) {
      gen_error(g, GE_UNSUPPORTED, d->loc, "Initializer for static global %s makes disallowed call to external function.",
                d->name);
      continue;
    }
    if (!d->static_written || !d->ir || gen_const_init(g, d->type, d->init)) continue;
    /* the functions reading or writing it */
    for (IrUse *u = ((IrValue *)d->ir)->uses; u; u = u->next) {
      IrFunc *uf = u->user && u->user->parent ? u->user->parent->parent : NULL;
      const Decl *user = NULL;
      for (uint32_t k = 0; k < c->funcs.len && !user; k++)
        if (c->funcs.data[k]->ir == uf) user = c->funcs.data[k];
      if (!user) continue;
      const Decl *export = NULL;
      for (uint32_t k = 0; k < c->funcs.len && !export; k++) {
        Decl *f = c->funcs.data[k];
        if (f->reachable && f->lib_export && !f->lib_entry && f->body && calls_func(f, user, 0)) export = f;
      }
      if (export) {
        gen_error(g, GE_UNSUPPORTED, d->loc,
                  "static global '%s' is initialized at run time and read by exported function '%s': "
                  "libraries do not support that yet",
                  d->name, export->name);
        break;
      }
    }
  }
}

/* Runtime initialisation of static globals whose initializer is not
 * constant, at the start of an entry; at the start of a library's
 * exported function (export_fn), only of those never assigned after
 * their initialization, for which running it again changes nothing
 * (DXC keeps a global constructor for the linker, which hlslc does not
 * write yet: check_library_static_inits refuses the other cases). */
static void gen_static_inits_for(Gen *g, bool export_fn) {
  HlslCtx *c = g->c;
  for (uint32_t i = 0; i < c->statics.len; i++) {
    Decl *d = c->statics.data[i];
    if (d->vk != VK_STATIC && d->vk != VK_STATIC_CONST) continue;
    if (!d->init && !d->folded && hl_is_rayquery(d->type, true)) { /* constructed at the entry */
      IrValue *a = gen_var_addr(g, d);
      LValue lv = lv_addr(a, d->type);
      g->b.loc = d->loc;
      if (a) gen_rq_construct(g, &lv, d->type); /* irgen_rt.c */
      continue;
    }
    if (!d->init || d->folded) continue;
    if (export_fn && d->static_written) continue;
    if (i < g->nstatics_const && g->statics_const[i]) continue; /* (folded when made) */
    if (gen_const_init(g, d->type, d->init)) continue;
    if (gen_static_cb_alias(g, d, false) || gen_static_flat_alias(g, d)) continue; /* reads the buffer (irgen_cbcopy.c) */
    IrValue *a = gen_var_addr(g, d);
    if (!a) continue;
    if (d->vk == VK_STATIC_CONST) ((IrGlobal *)d->ir)->is_const = false;
    LValue lv = lv_addr(a, d->type);
    lv.precise = (d->quals & Q_PRECISE) != 0;
    g->b.loc = d->loc;
    /* DXC emits a static const aggregate of resources only, given by an
     * initializer list, as a constant: its handles are made at the uses */
    g->in_static_init = d->vk == VK_STATIC_CONST && d->init->kind == E_INIT_LIST && gen_only_resources(d->type);
    gen_init(g, &lv, d->type, d->init);
    g->in_static_init = false;
  }
}

static void gen_static_inits(Gen *g) { gen_static_inits_for(g, false); }

/* Lay blocks out in the order code was emitted into them (like clang, which
 * inserts blocks when it starts filling them) rather than creation order. */
static void order_blocks(Gen *g, IrFunc *fn) {
  IrBlock **out = arena_alloc(g->c->arena, sizeof(IrBlock *) * (fn->nblocks + 1));
  if (!out) return;
  for (uint32_t i = 0; i < fn->nblocks; i++) fn->blocks[i]->v.num = 0;
  uint32_t n = 0;
  for (uint32_t i = 0; i < g->order.len; i++) {
    IrBlock *b = g->order.data[i];
    if (b->parent != fn || b->v.num) continue;
    b->v.num = 1;
    out[n++] = b;
  }
  for (uint32_t i = 0; i < fn->nblocks; i++)
    if (!fn->blocks[i]->v.num) out[n++] = fn->blocks[i];
  for (uint32_t i = 0; i < fn->nblocks; i++) fn->blocks[i]->v.num = 0;
  if (n == fn->nblocks) ir_func_reorder_blocks(fn, out);
}

static void gen_function(Gen *g, Decl *f) {
  IrFunc *fn = f->ir;
  if (!fn) return;
  g->fn = fn;
  g->fdecl = f;
  /* the patch constant function reads and writes its own elements */
  struct HlEntrySig *saved_sig = g->c->entry_sig;
  bool pcf = is_pc_func(g, f);
  /* library entries each read and write their own signature */
  if (f->lib_entry) g->c->entry_sig = hl_decl_rare(f)->lib_sig;
  if (pcf) g->c->entry_sig = hl_decl_rare(f)->lib_pc_of ? hl_decl_rare(f)->lib_pc_of->pc_sig : saved_sig->pc_sig;
  g->stage = func_stage(g, f);
  g->is_entry = f == g->c->entry || f->lib_entry || pcf;
  g->alloca_after = NULL;
  g->setup_after = NULL;
  g->sret = NULL;
  g->nbout = 0;
  g->sig_ret = NULL; /* a library's previous entry's signature state */
  g->sig_exit = NULL;
  g->sig_state = NULL;
  g->brk.len = g->brk_loop.len = g->cont.len = g->cases.len = 0;
  g->dx_breaks.len = 0;
  g->wave_user = false;
  g->lt_live.len = g->lt_brk.len = g->lt_cont.len = 0;
  g->hcache.len = 0;
  g->order.len = 0;
  gen_use_begin_function(g, f); /* irgen_res.c */
  IrBlock *entry = ir_block_new(fn, "entry");
  if (!entry) {
    g->c->entry_sig = saved_sig;
    return;
  }
  gen_set_block(g, entry);
  g->b.loc = f->loc;
  gen_sr_begin(g, f); /* -opt-enable structurize-returns (irgen_structurize.c) */
  if (g->is_entry && f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1) {
    /* raytracing entries: payload / attribute structs by address */
    for (uint32_t i = 0; i < f->nparams && i < fn->nargs; i++) f->params[i]->ir = &fn->args[i]->v;
    gen_static_inits(g);
  } else if (g->is_entry) {
    if (f->lib_entry && hl_decl_rare(f)->lib_sig)
      gen_sig_prologue(g); /* graphics and mesh */
    else if (f->lib_entry)
      gen_entry_params(g, f); /* compute and amplification (system values only) */
    else if (g->c->entry_sig || (g->c->opt && g->c->opt->dx.target.stage != STAGE_COMPUTE &&
                                      g->c->opt->dx.target.stage != STAGE_AMPLIFICATION))
      gen_sig_prologue(g);
    else
      gen_entry_params(g, f);
    gen_static_inits(g);
  } else {
    uint32_t k = 0;
    /* memory crossing a library boundary holds column-major matrices in
     * DXC's memory orientation: the body works on a local copy in hlslc's
     * (copied in for in/inout, back at each return for out/inout and the
     * result) */
    bool bmem = gen_boundary_memory(g, f);
    g->bout = NULL;
    g->nbout = 0;
    if (bmem) g->bout = arena_alloc(g->c->arena, sizeof(*g->bout) * (f->nparams + 1));
    if (returns_by_pointer(f)) g->sret = &fn->args[k++]->v;
    if (g->bout && g->sret && gen_has_col_major(f->type)) {
      IrValue *loc = gen_alloca(g, gen_mem_type(g, f->type), "");
      g->bout[g->nbout++] = (struct GenBoundaryOut){loc, g->sret, f->type};
      g->sret = loc;
    }
    for (uint32_t i = 0; i < f->nparams && k < fn->nargs; i++, k++) {
      Decl *p = f->params[i];
      IrValue *arg = &fn->args[k]->v;
      if (pass_by_pointer(p) && g->bout && !p->is_this && gen_has_col_major(p->type)) {
        IrValue *loc = gen_alloca(g, gen_mem_type(g, p->type), p->name[0] ? p->name : "");
        if (!(p->quals & Q_OUT) || (p->quals & Q_IN)) {
          LValue d = lv_addr(loc, p->type), sv = lv_addr(arg, p->type);
          gen_copy_oriented(g, p->type, &d, &sv, false);
        }
        if (p->quals & Q_OUT) g->bout[g->nbout++] = (struct GenBoundaryOut){loc, arg, p->type};
        p->ir = loc;
      } else if (pass_by_pointer(p)) {
        p->ir = arg;
      } else {
        IrValue *a = gen_alloca(g, gen_mem_type(g, p->type), p->name[0] ? arena_printf(g->c->arena, "%s.addr", p->name) : "");
        p->ir = a;
        LValue lv = lv_addr(a, p->type);
        gen_store(g, &lv, arg);
      }
    }
    if (f->lib_export && g->c->opt && g->c->opt->dx.target.stage == STAGE_LIBRARY) gen_static_inits_for(g, true);
  }
  if (g->is_entry && g->sig_ret) gen_sr_init_retval(g, g->sig_ret);
  if (g->is_entry) gen_gec_copies(g); /* -Gec: written global uniforms (DXC: at the start) */
  gen_cb_alias_find(g, f->body); /* locals that only copy cbuffer data (irgen_cbcopy.c) */
  for (uint32_t i = 0; i < f->body->nstmts; i++) {
    Stmt *c = f->body->stmts[i];
    if (g->sr && gen_terminated(g) && c->kind != S_CASE && c->kind != S_DEFAULT) continue;
    gen_stmt(g, c);
  }
  scope_end(g, 0);
  if (g->sr_exit) {
    /* structurize-returns: the one exit returns the stored value */
    if (!gen_terminated(g)) {
      gen_boundary_copy_out(g);
      ir_build_br(&g->b, g->sr_exit);
    }
    gen_set_block(g, g->sr_exit);
    g->b.loc = f->loc;
    if (g->is_entry) gen_sig_copy_out(g);
    if (g->sr_val) gen_ret_value(g, ir_build_load(&g->b, ((IrInst *)g->sr_val)->aux_type, g->sr_val, ""), f->type);
    else if (g->is_entry || f->type->kind == T_VOID || returns_by_pointer(f)) ir_build_ret(&g->b, NULL);
    else gen_ret_value(g, ir_poison(g->m, gen_reg_type(g, f->type)), f->type);
    g->sr_exit = NULL;
  } else if (g->sig_exit) {
    /* the exit block goes last, where clang puts its return block */
    if (!gen_terminated(g)) ir_build_br(&g->b, g->sig_exit);
    IrBlock **order = arena_alloc(g->c->arena, sizeof(IrBlock *) * fn->nblocks);
    if (order) {
      uint32_t k = 0;
      for (uint32_t i = 0; i < fn->nblocks; i++)
        if (fn->blocks[i] != g->sig_exit) order[k++] = fn->blocks[i];
      order[k] = g->sig_exit;
      ir_func_reorder_blocks(fn, order);
    }
    gen_set_block(g, g->sig_exit);
    g->b.loc = f->loc;
    gen_sig_copy_out(g);
    ir_build_ret(&g->b, NULL);
    g->sig_exit = NULL;
  } else if (!gen_terminated(g)) {
    g->b.loc = f->loc;
    if (g->is_entry) gen_sig_copy_out(g);
    gen_boundary_copy_out(g);
    if (g->is_entry || f->type->kind == T_VOID || returns_by_pointer(f)) ir_build_ret(&g->b, NULL);
    else gen_ret_value(g, ir_poison(g->m, gen_reg_type(g, f->type)), f->type);
  }
  /* blocks left without terminators (unreachable continuation blocks) */
  for (uint32_t i = 0; i < fn->nblocks; i++) {
    IrBlock *b = fn->blocks[i];
    if (!ir_block_terminator(b)) {
      IrBuilder tb;
      ir_builder_at_end(&tb, g->m, b);
      ir_build_unreachable(&tb);
    }
  }
  gen_dx_breaks_finish(g);
  if (g->is_entry) gen_sig_finish(g);
  /* library entries and exports each create the constant-buffer handles they
   * need (the lowering forwards them per function, see dxil-lib-resources) */
  if (g->is_entry || f->lib_export) gen_cbuffer_setup(g);
  order_blocks(g, fn);
  g->c->entry_sig = saved_sig;
}

/* Libraries: !hlsl.lib.globals = !{!{!"T1", !"\01?T1@@3V?$Texture2D@M@@A"}, ...},
 * the Microsoft C++ names of the resource globals, which dxil-translate-metadata
 * gives the external globals it creates (resources inside structs keep their
 * path names). */
static void gen_lib_global_names(Gen *g) {
  HlslCtx *c = g->c;
  IrNamedMD *nmd = ir_named_md_get(g->m, "hlsl.lib.globals");
  for (uint32_t i = 0; nmd && i < c->resources.len; i++) {
    ResInfo *r = c->resources.data[i];
    if (!r->name || strchr(r->name, '.') || !r->type) continue;
    HType *t = r->type;
    for (uint32_t k = r->ndims; k-- > 0;) t = hl_array(c, t, r->dims ? r->dims[k] : 0);
    IrMD *ops[2] = {ir_md_string(g->m, r->name),
                    ir_md_string(g->m, hl_mangle_global(c, r->name, t, false))};
    if (ops[0] && ops[1]) ir_named_md_add(g->m, nmd, ir_md_node(g->m, ops, 2));
  }
}

/* ---- library function annotations (dx.typeAnnotations) ---- */

/* Metadata tuples uniqued by operands (as LLVM's MDNode::get), so repeated
 * annotations share one node like DXC's. */
typedef struct AnnCache {
  IrModule *m;             /* the module */
  VEC(IrMD *) nodes;       /* nodes made so far */
  VEC(IrMD *) resprops;    /* resource properties made so far (one constant per value, as LLVM's) */
} AnnCache;

static IrMD *ann_tuple(Gen *g, AnnCache *ac, IrMD **ops, uint32_t n) {
  for (uint32_t i = 0; i < ac->nodes.len; i++) {
    IrMD *t = ac->nodes.data[i];
    if (t->nops != n) continue;
    uint32_t k = 0;
    for (; k < n; k++) {
      IrMD *a = t->ops[k], *b = ops[k];
      if (a == b) continue;
      if (!a || !b || a->kind != IR_MD_VALUE || b->kind != IR_MD_VALUE || a->value != b->value) break;
    }
    if (k == n) return t;
  }
  IrMD *t = ir_md_node(ac->m, ops, n);
  if (t) vec_push(g->c->arena, &ac->nodes, t);
  return t;
}

/* DXIL component type of a scalar kind (DXC's CompType). */
static uint32_t ann_comp_type_sk(Gen *g, ScalarKind sk);

/* ... of a numeric type: an enum records its integer type
 * (EnumDecl::getIntegerType; unsigned for an unscoped enum without negative
 * values), as DXC's ConstructFieldAttributedAnnotation does. */
static uint32_t ann_comp_type(Gen *g, const HType *t) {
  return ann_comp_type_sk(g, t->kind == T_SCALAR && t->en ? t->en->int_sk : t->sk);
}

static uint32_t ann_comp_type_sk(Gen *g, ScalarKind sk) {
  bool native = g->c->opt && g->c->opt->dx.target.native_16bit;
  switch (hl_sk_concrete(sk)) {
  case SK_BOOL: return 1;
  case SK_INT16: case SK_MIN16INT: case SK_MIN12INT: return 2;
  case SK_UINT16: case SK_MIN16UINT: return 3;
  case SK_INT: return 4;
  case SK_UINT: return 5;
  case SK_INT64: return 6;
  case SK_UINT64: return 7;
  case SK_HALF: return native ? 8 : 9;
  case SK_MIN16FLOAT: case SK_MIN10FLOAT: return 8;
  case SK_DOUBLE: return 10;
  default: return 9;
  }
}

/* Field annotation of a parameter or result type: !{i32 7, ct} for numbers
 * ([i32 2, !{rows, cols, 1 row / 2 column major}] first for matrices, i32 13,
 * n after for vectors from SM 6.9), !{} for anything else. */
static bool ann_lib_x(Gen *g) {
  return g->c->opt && g->c->opt->dx.target.stage == STAGE_LIBRARY && g->c->opt->dx.target.sm_minor == 15;
}

/* lib_6_x: a resource's annotation, i32 10 then its annotateHandle
 * properties (DXC's kDxilFieldAnnotationResPropTag); NULL elsewhere */
static IrMD *ann_resprops(Gen *g, AnnCache *ac, const HType *t) {
  while (t->kind == T_ARRAY) t = t->elem;
  if (t->kind != T_RESOURCE || !ann_lib_x(g)) return NULL;
  DxilResource r;
  if (!dxil_resource_from_type(gen_mem_type(g, (HType *)t), true, &r)) return NULL;
  uint32_t w0, w1;
  dxil_resource_props(&r, &w0, &w1);
  IrValue *el[2] = {ir_const_int(g->m, ir_type_int(g->m, 32), w0), ir_const_int(g->m, ir_type_int(g->m, 32), w1)};
  for (uint32_t i = 0; i < ac->resprops.len; i++) {
    IrConst *k = ir_as_const(ac->resprops.data[i]->value);
    if (k && k->nelems == 2 && k->elems[0] == el[0] && k->elems[1] == el[1]) return ac->resprops.data[i];
  }
  IrMD *md = ir_md_const(g->m, ir_const_agg(g->m, dxil_type_resprops(g->m), el, 2));
  if (md) vec_push(g->c->arena, &ac->resprops, md);
  return md;
}

static IrMD *ann_fields(Gen *g, AnnCache *ac, const HType *t) {
  IrModule *m = g->m;
  while (t->kind == T_ARRAY) t = t->elem;
  IrMD *ops[6];
  uint32_t n = 0;
  IrMD *rp = ann_resprops(g, ac, t);
  if (rp) {
    ops[n++] = ir_md_i32(m, 10);
    ops[n++] = rp;
  }
  if (t->kind == T_MATRIX) {
    IrMD *mo[3] = {ir_md_i32(m, t->n), ir_md_i32(m, t->m), ir_md_i32(m, t->row_major ? 1 : 2)};
    ops[n++] = ir_md_i32(m, 2);
    ops[n++] = ann_tuple(g, ac, mo, 3);
  }
  if (t->kind == T_SCALAR || t->kind == T_VECTOR || t->kind == T_MATRIX) {
    ops[n++] = ir_md_i32(m, 7);
    ops[n++] = ir_md_i32(m, ann_comp_type(g, t));
  }
  if (t->kind == T_VECTOR && g->c->opt && g->c->opt->dx.target.sm_minor >= 9) {
    ops[n++] = ir_md_i32(m, 13);
    ops[n++] = ir_md_i32(m, t->n);
  }
  return ann_tuple(g, ac, ops, n);
}

/* !{i32 qualifier (0 in, 1 out, 2 inout), !fields, !{} semantic indices} */
static IrMD *ann_param(Gen *g, AnnCache *ac, uint32_t qual, IrMD *fields) {
  IrMD *ops[3] = {ir_md_i32(g->m, qual), fields, ann_tuple(g, ac, NULL, 0)};
  return ann_tuple(g, ac, ops, 3);
}

/* The annotation of one library function: its result first, then each IR
 * parameter (a struct result is returned through a leading out pointer). */
static IrMD *ann_function(Gen *g, AnnCache *ac, Decl *f) {
  IrMD **ops = arena_alloc(g->c->arena, sizeof(IrMD *) * (f->nparams + 2));
  if (!ops) return NULL;
  IrMD *none = ann_tuple(g, ac, NULL, 0);
  uint32_t n = 0;
  if (f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1) {
    /* raytracing entries: the result, then inout payload (2) and in
     * attributes (0), none with fields */
    ops[n++] = ann_param(g, ac, 1, none);
    for (uint32_t i = 0; i < f->nparams; i++)
      ops[n++] = ann_param(g, ac, (f->params[i]->quals & Q_OUT) ? 2 : 0, none);
    return ann_tuple(g, ac, ops, n);
  }
  if (f->lib_entry || hl_decl_rare(f)->lib_pc_of) {
    /* DXC: an entry's (or patch constant function's) one annotation has
     * qualifier 1 (the result's) when it is kept as written, else 0 (that
     * of the function DXC recreates without parameters and result) */
    ops[n++] = ann_param(g, ac, lib_entry_unchanged(f) ? 1 : 0, none);
    return ann_tuple(g, ac, ops, n);
  }
  if (returns_by_pointer(f)) {
    ops[n++] = ann_param(g, ac, 0, none);
    ops[n++] = ann_param(g, ac, 1, none);
  } else {
    ops[n++] = ann_param(g, ac, 1, f->type->kind == T_VOID ? none : ann_fields(g, ac, f->type));
  }
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    uint32_t q = (p->quals & Q_OUT) ? ((p->quals & Q_IN) ? 2 : 1) : 0;
    if (p->res_inout && gen_res_by_addr(g, f, p->type)) q = 2; /* lib_6_x: an inout resource */
    ops[n++] = ann_param(g, ac, q, ann_fields(g, ac, p->type));
  }
  return ann_tuple(g, ac, ops, n);
}

/* Struct annotations, DXC's !{i32 0, %struct.S undef, !{size, field...}, ...}:
 * each struct an exported function's signature names (and the structs inside
 * them, outer first), laid out as in a constant buffer. A field is
 * !{i32 6, !"name", [i32 2, !{rows, cols, 1 row / 2 column major},]
 * i32 3, offset[, i32 7, component type]}. */
typedef VEC(StructInfo *) AnnStructs;

static void ann_collect_struct(Gen *g, AnnStructs *seen, const HType *t) {
  while (t && t->kind == T_ARRAY) t = t->elem;
  /* structs holding resources cross the boundary in lib_6_x only */
  if (!t || t->kind != T_STRUCT || !t->st || (t->st->has_resources && !ann_lib_x(g))) return;
  for (uint32_t i = 0; i < seen->len; i++)
    if (seen->data[i] == t->st) return;
  vec_push(g->c->arena, seen, t->st);
  for (uint32_t k = 0; k < t->st->nfields; k++) ann_collect_struct(g, seen, t->st->fields[k].type);
}

static IrMD *ann_struct(Gen *g, AnnCache *ac, StructInfo *st) {
  IrModule *m = g->m;
  hl_struct_cb_layout(g->c, st);
  IrMD **ops = arena_alloc(g->c->arena, sizeof(IrMD *) * (st->nfields + 1));
  if (!ops) return NULL;
  uint32_t n = 0;
  ops[n++] = ir_md_i32(m, st->cb_size);
  for (uint32_t k = 0; k < st->nfields; k++) {
    Field *fl = &st->fields[k];
    if (!fl->type || (fl->cb_dropped && !(ann_lib_x(g) && hl_contains_resource(fl->type)))) continue;
    const HType *t = fl->type;
    while (t->kind == T_ARRAY) t = t->elem;
    IrMD *f[10];
    uint32_t nf = 0;
    IrMD *rp = ann_resprops(g, ac, t); /* lib_6_x: a resource field, where it would be */
    f[nf++] = ir_md_i32(m, 6);
    f[nf++] = ir_md_string(m, fl->name);
    if (t->kind == T_MATRIX) {
      IrMD *mo[3] = {ir_md_i32(m, t->n), ir_md_i32(m, t->m), ir_md_i32(m, t->row_major ? 1 : 2)};
      f[nf++] = ir_md_i32(m, 2);
      f[nf++] = ann_tuple(g, ac, mo, 3);
    }
    f[nf++] = ir_md_i32(m, 3);
    f[nf++] = ir_md_i32(m, fl->cb_offset);
    if (rp) {
      f[nf++] = ir_md_i32(m, 10);
      f[nf++] = rp;
    }
    if (t->kind == T_SCALAR || t->kind == T_VECTOR || t->kind == T_MATRIX) {
      f[nf++] = ir_md_i32(m, 7);
      f[nf++] = ir_md_i32(m, ann_comp_type(g, t));
    }
    if (t->kind == T_VECTOR && g->c->opt && g->c->opt->dx.target.sm_minor >= 9) { /* as ann_fields */
      f[nf++] = ir_md_i32(m, 13);
      f[nf++] = ir_md_i32(m, t->n);
    }
    ops[n++] = ann_tuple(g, ac, f, nf);
  }
  return ann_tuple(g, ac, ops, n);
}

/* The struct annotation node (NULL when no signature names a struct). */
static IrMD *ann_structs(Gen *g, AnnCache *ac) {
  HlslCtx *c = g->c;
  AnnStructs seen = {0};
  /* exported functions only: DXC drops them again in most modules with
   * raytracing entries (whenever system values or other DXIL ops are
   * used), and a shader without any DXIL op is rare */
  const DeclVec *order = module_order(c);
  for (uint32_t i = 0; i < order->len; i++) { /* in the function annotations' order */
    Decl *f = order->data[i];
    if (!f->ir || !f->reachable || !f->lib_export) continue;
    ann_collect_struct(g, &seen, f->type);
    for (uint32_t k = 0; k < f->nparams; k++) ann_collect_struct(g, &seen, f->params[k]->type);
  }
  /* and the structs DXIL ops take: mesh payloads (GetMeshPayload), the
   * payloads of DispatchMesh */
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    const HlEntrySig *es = f->ir && f->reachable ? hl_decl_rare(f)->lib_sig : NULL;
    if (es && f->lib_entry == STAGE_MESH + 1 && es->ms_payload_param >= 0)
      ann_collect_struct(g, &seen, f->params[es->ms_payload_param]->type);
  }
  for (uint32_t i = 0; i < g->dxop_structs.len; i++) ann_collect_struct(g, &seen, g->dxop_structs.data[i]);
  if (!seen.len) return NULL;
  IrMD **ops = arena_alloc(c->arena, sizeof(IrMD *) * (2 * seen.len + 1));
  if (!ops) return NULL;
  uint32_t n = 0;
  ops[n++] = ir_md_i32(g->m, 0);
  for (uint32_t i = 0; i < seen.len; i++) {
    HType t = {0};
    t.kind = T_STRUCT;
    t.st = seen.data[i];
    IrType *it = gen_mem_type(g, &t);
    IrMD *a = ann_struct(g, ac, seen.data[i]);
    if (!it || !a) return NULL;
    ops[n++] = ir_md_const(g->m, ir_undef(g->m, it));
    ops[n++] = a;
  }
  return ir_md_node(g->m, ops, n);
}

/* Does f's signature hold resources that cross the lib_6_x boundary? */
static bool ann_handle_sig(Gen *g, Decl *f) {
  if (!gen_res_boundary(g, f)) return false;
  if (hl_contains_resource(f->type)) return true;
  for (uint32_t k = 0; k < f->nparams; k++)
    if (hl_contains_resource(f->params[k]->type)) return true;
  return false;
}

/* Libraries: !dx.typeAnnotations = !{!{i32 1, fn, !annotation, ...}} for
 * the exported functions and raytracing entries (functions to DXC), then
 * the other entries, as DXC lists them; the struct annotations first. */
static void gen_lib_type_annotations(Gen *g) {
  HlslCtx *c = g->c;
  AnnCache ac;
  memset(&ac, 0, sizeof ac);
  ac.m = g->m;
  IrMD *structs = ann_structs(g, &ac);
  if (structs) {
    IrNamedMD *snmd = ir_named_md_get(g->m, "dx.typeAnnotations");
    if (snmd) ir_named_md_add(g->m, snmd, structs);
  }
  VEC(IrMD *) ops = {0};
  vec_push(c->arena, &ops, ir_md_i32(g->m, 1));
  /* pass 0: exports, raytracing entries and entries kept as written; then
   * patch constant functions; then the entries DXC re-annotates as it lowers
   * their parameters (2) and results (3), each group in source order */
  const DeclVec *order = module_order(c);
  PtrMap ext_done;
  ptrmap_init(&ext_done, c->arena);
  for (int pass = 0; pass < 4; pass++) {
    /* pass 0 in clang's order of emission: each function as defined (a
     * static one when the others are done, as clang defers it), then the
     * external declarations its body calls first (the prototypes the linker
     * resolves are annotated as DXC annotates them when first called) */
    bool defer_static = !c->lib_order.len; /* (-exports' order has them where first called) */
    for (uint32_t i = 0, k = 0; pass == 0 && k < 2 * order->len; k++) {
      if (k == order->len) i = 0;
      Decl *f = order->data[i++];
      bool later = defer_static && (f->quals & Q_STATIC);
      if (!f->ir || !f->reachable || !f->body || later != (k >= order->len)) continue;
      if ((f->lib_export || f->lib_entry || hl_decl_rare(f)->lib_pc_of) && !ann_handle_sig(g, f) && !hl_decl_rare(f)->lib_pc_of &&
          (f->lib_export || (f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1) ||
           lib_entry_unchanged(f))) {
        vec_push(c->arena, &ops, ir_md_const(g->m, &((IrFunc *)f->ir)->v));
        vec_push(c->arena, &ops, ann_function(g, &ac, f));
      }
      for (uint32_t j = 0; j < hl_decl_rare(f)->callees.len; j++) {
        Decl *x = hl_decl_rare(f)->callees.data[j];
        if (!x || x->kind != D_FUNC || x->body || (x->def && x->def->body) || !x->ir || ptrmap_get(&ext_done, x->ir))
          continue;
        ptrmap_put(&ext_done, x->ir, x);
        if (ann_handle_sig(g, x)) continue; /* with the recreated ones, below */
        vec_push(c->arena, &ops, ir_md_const(g->m, &((IrFunc *)x->ir)->v));
        vec_push(c->arena, &ops, ann_function(g, &ac, x));
      }
    }
    for (uint32_t i = 0; pass > 0 && i < order->len; i++) {
      Decl *f = order->data[i];
      if (!f->ir || !f->reachable || !(f->lib_export || f->lib_entry || hl_decl_rare(f)->lib_pc_of)) continue;
      bool rt = f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1;
      int p = hl_decl_rare(f)->lib_pc_of ? 1
              : f->lib_export || rt || lib_entry_unchanged(f) ? 0
              : f->type->kind == T_VOID ? 2 : 3;
      if (p != pass || ann_handle_sig(g, f)) continue;
      vec_push(c->arena, &ops, ir_md_const(g->m, &((IrFunc *)f->ir)->v));
      vec_push(c->arena, &ops, ann_function(g, &ac, f));
    }
    /* lib_6_x: DXC recreates the functions taking or returning resources
     * (DxilMutateResourceToHandle, before entries are flattened): their
     * annotations follow, the last function first */
    /* (DXC's module then lists the external declarations after the
     * definitions: those come first, in the module's order) */
    for (int ext = 1; pass == 0 && ext >= 0; ext--)
      for (uint32_t i = g->m->funcs.len; i-- > 0;) {
        IrFunc *fn = g->m->funcs.data[i];
        Decl *f = ptrmap_get(&ext_done, fn); /* an external one called */
        for (uint32_t j = 0; j < c->funcs.len && !f; j++)
          if (c->funcs.data[j]->ir == fn) f = c->funcs.data[j];
        if (!f || !ann_handle_sig(g, f)) continue;
        bool is_ext = !f->body && !(f->def && f->def->body);
        if (ext ? !is_ext || !ptrmap_get(&ext_done, fn) : is_ext || !f->reachable || !f->lib_export) continue;
        vec_push(c->arena, &ops, ir_md_const(g->m, &fn->v));
        vec_push(c->arena, &ops, ann_function(g, &ac, f));
      }
    /* the functions -exports made (after the others: DXC's clones) */
    for (uint32_t i = 0; i < c->lib_copies.len; i++) {
      HlLibCopy *cp = c->lib_copies.data[i];
      if (!cp->ir) continue;
      LibCopyState st;
      Decl *f = lib_copy_begin(c, cp, &st);
      bool rt = f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1;
      int p = f->lib_export || rt || lib_entry_unchanged(f) ? 0 : f->type->kind == T_VOID ? 2 : 3;
      if (p == pass) {
        vec_push(c->arena, &ops, ir_md_const(g->m, &((IrFunc *)f->ir)->v));
        vec_push(c->arena, &ops, ann_function(g, &ac, f));
      }
      lib_copy_end(c, cp, &st);
    }
  }
  if (ops.len < 3) return;
  IrNamedMD *nmd = ir_named_md_get(g->m, "dx.typeAnnotations");
  IrMD *node = ir_md_node(g->m, ops.data, ops.len);
  if (nmd && node) ir_named_md_add(g->m, nmd, node);
}

IrModule *hl_irgen(HlslCtx *c) {
  IrModule *m = ir_module_new(c->arena, c->diag);
  if (!m) return NULL;
  Gen g;
  memset(&g, 0, sizeof g);
  g.c = c;
  g.m = m;
  g.lifetimes = c->opt && c->opt->lifetime_markers;
  g.lifetime_ends = g.lifetimes && !c->opt->partial_lifetimes;
  Target t = c->opt ? c->opt->dx.target : (Target){0};
  if (!c->opt) t.stage = STAGE_COMPUTE;
  m->triple = target_triple(c->arena, &t);
  const char *src = NULL;
  if (c->sm && c->sm->nfiles) src = c->sm->files[0]->path;
  m->source_filename = src;
  m->module_id = src;
  gen_cbuffer_globals(&g);
  gen_resource_names(&g); /* name strings in declaration order (irgen_res.c) */
  {
    IrMD *id = ir_md_string(m, c->opt && c->opt->producer ? c->opt->producer : "hlslc");
    IrNamedMD *nmd = ir_named_md_get(m, "llvm.ident");
    if (nmd && id) ir_named_md_add(m, nmd, ir_md_node(m, &id, 1));
  }
  /* static / groupshared globals in declaration order (folded constants
   * only get a global if their address is taken) */
  bool *sc = c->statics.len ? arena_alloc(c->arena, c->statics.len) : NULL;
  for (uint32_t i = 0; i < c->statics.len; i++) {
    Decl *d = c->statics.data[i];
    g.init_was_const = false;
    if (!d->folded && !d->ir && d->type->kind != T_ERROR) new_static_global(&g, d, NULL);
    if (sc) sc[i] = g.init_was_const;
  }
  g.statics_const = sc;
  g.nstatics_const = sc ? c->statics.len : 0;
  /* declare reachable functions in source order; the entry's callees are
   * generated first so constant buffer uses are known when its setup is
   * emitted */
  /* a library's entries with a result and patch constant functions after
   * the others (DXC recreates them without it, at the module's end; entries
   * returning void keep their place) */
  /* -exports: the functions made from others (DXC's clones) in between */
  const DeclVec *order = module_order(c);
  for (int round = 0; round < 2; round++) {
    for (uint32_t i = 0; i < order->len; i++) {
      Decl *f = order->data[i];
      if (f->reachable && !f->ir && lib_moved_to_end(c, f) == (round == 1)) declare_function(&g, f);
    }
    for (uint32_t i = 0; round == 1 && order != &c->funcs && i < c->funcs.len; i++) {
      Decl *f = c->funcs.data[i]; /* (none: the order holds every function defined) */
      if (f->reachable && f->body && !f->ir) declare_function(&g, f);
    }
    /* (an entry's clone with a result is recreated at the end as it is) */
    for (uint32_t i = 0; i < c->lib_copies.len; i++) {
      HlLibCopy *cp = c->lib_copies.data[i];
      if (!cp->of->reachable || (cp->entry && lib_moved_to_end(c, cp->of)) != (round == 1)) continue;
      LibCopyState st;
      Decl *f = lib_copy_begin(c, cp, &st);
      f->ir = NULL;
      declare_function(&g, f);
      IrFunc *fn = f->ir;
      for (uint32_t k = 0; fn && !cp->entry && k < fn->nargs; k++) /* a clone's arguments are unnamed */
        ir_value_set_name(m, fn, &fn->args[k]->v, NULL);
      lib_copy_end(c, cp, &st);
    }
  }
  /* a library's patch constant function that other functions call (DXC
   * allows it there) also gets a plain copy for those calls */
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    for (uint32_t k = 0; f->reachable && f->body && k < hl_decl_rare(f)->callees.len; k++) {
      Decl *x = hl_decl_rare(f)->callees.data[k];
      if (x->def) x = x->def;
      if (!hl_decl_rare(x)->lib_pc_of || hl_decl_rare(x)->lib_pc_plain || !x->ir || x == f) continue;
      void *pc = x->ir;
      struct HlEntrySig *po = hl_decl_rare(x)->lib_pc_of;
      hl_decl_rare_w(c, x)->lib_pc_of = NULL;
      x->ir = NULL;
      declare_function(&g, x);
      hl_decl_rare_w(c, x)->lib_pc_plain = x->ir;
      x->ir = pc;
      hl_decl_rare_w(c, x)->lib_pc_of = po;
    }
  }
  /* functions a library calls but does not define: external declarations */
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    for (uint32_t k = 0; f->reachable && k < hl_decl_rare(f)->callees.len; k++) {
      Decl *x = hl_decl_rare(f)->callees.data[k];
      if (x->def) x = x->def;
      if (!x->body && !x->ir && x->kind == D_FUNC) declare_function(&g, x);
    }
  }
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (f->reachable && f->body && f != c->entry && !f->lib_entry && !f->lib_export && !is_pc_func(&g, f))
      gen_function(&g, f);
    if (hl_decl_rare(f)->lib_pc_plain) { /* the plain copy of a patch constant function */
      void *pc = f->ir;
      struct HlEntrySig *po = hl_decl_rare(f)->lib_pc_of;
      f->ir = hl_decl_rare(f)->lib_pc_plain;
      hl_decl_rare_w(c, f)->lib_pc_of = NULL;
      gen_function(&g, f);
      f->ir = pc;
      hl_decl_rare_w(c, f)->lib_pc_of = po;
    }
  }
  /* library entries and exports after the functions they may inline */
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->reachable || !(f->lib_entry || f->lib_export) || hl_decl_rare(f)->lib_pc_of) continue;
    gen_function(&g, f);
    /* a hull entry's patch constant function after it (as for a hull target) */
    Decl *pcf = hl_decl_rare(f)->lib_sig ? hl_decl_rare(f)->lib_sig->pc_func : NULL;
    if (pcf && hl_decl_rare(pcf)->lib_pc_of == hl_decl_rare(f)->lib_sig && pcf->ir && !((IrFunc *)pcf->ir)->nblocks)
      gen_function(&g, pcf);
  }
  for (uint32_t i = 0; i < c->lib_copies.len; i++) { /* -exports' copies */
    HlLibCopy *cp = c->lib_copies.data[i];
    if (!cp->ir) continue;
    LibCopyState st;
    gen_function(&g, lib_copy_begin(c, cp, &st));
    lib_copy_end(c, cp, &st);
  }
  if (c->entry) gen_function(&g, c->entry);
  check_library_static_inits(&g);
  /* hull: the patch constant function after the entry (whose prologue
   * declares both functions' signature intrinsics in DXC's order) */
  if (c->entry_sig && c->entry_sig->pc_func) gen_function(&g, c->entry_sig->pc_func);
  gen_resource_order(&g); /* irgen_res.c */
  if (c->entry) gen_sig_metadata(&g, c->entry->ir);
  if (c->entry) gen_tess_metadata(&g, c->entry->ir); /* irgen_sig.c */
  for (uint32_t i = 0; i < c->funcs.len; i++) /* node entries' properties (irgen_node.c) */
    if (c->funcs.data[i]->reachable && hl_decl_rare(c->funcs.data[i])->node) gen_node_metadata(&g, c->funcs.data[i]);
  for (uint32_t i = 0; i < c->funcs.len; i++) { /* library entries, each with its own */
    Decl *f = c->funcs.data[i];
    if (!f->reachable || !hl_decl_rare(f)->lib_sig || !f->ir) continue;
    struct HlEntrySig *saved = c->entry_sig;
    c->entry_sig = hl_decl_rare(f)->lib_sig;
    gen_sig_metadata(&g, f->ir);
    gen_tess_metadata(&g, f->ir);
    for (uint32_t k = 0; k < c->lib_copies.len; k++) /* and the clones of the entry (-exports) */
      if (c->lib_copies.data[k]->of == f && c->lib_copies.data[k]->entry && c->lib_copies.data[k]->ir) {
        gen_sig_metadata(&g, c->lib_copies.data[k]->ir);
        gen_tess_metadata(&g, c->lib_copies.data[k]->ir);
      }
    c->entry_sig = saved;
  }
  if (c->opt && c->opt->dx.target.stage == STAGE_LIBRARY) {
    gen_lib_global_names(&g);
    gen_lib_type_annotations(&g);
    gen_rt_payload_annotations(&g); /* irgen_rt.c */
  }
  for (uint32_t i = 0; i < g.late_atomic.len; i++)
    gen_error(&g, GE_RESOURCE, g.late_atomic.data[i],
              "Typed resources used in atomic operations must have a scalar element type.");
  if (g.failed || c->diag->errors != c->errors_at_start || c->arena->oom) return NULL;
  return m;
}
