/* irgen_tex.c - IR for texture methods, buffer loads with status,
 * RWByteAddressBuffer atomics, .mips/.sample slices and
 * CheckAccessFullyMapped (see sema_res.h for the checked forms).
 *
 * Every operation is one llvm.dx.resource.* intrinsic call on the handle
 * (LLVM's names where LLVM has one, dxil-resource-handling.txt):
 *   load.level(h, coords, mip|sample, offsets)          textures, MS textures
 *   sample / sample.clamp / samplebias[.clamp] / samplelevel /
 *   samplegrad[.clamp] / samplecmp[.clamp] / samplecmplevelzero /
 *   samplecmplevel / samplecmpbias[.clamp] / samplecmpgrad[.clamp]
 *                                                        (h, sampler, coords, ..., offsets [, clamp])
 *   gather(h, s, coords, i32 channel, offsets), gather.cmp(h, s, coords, cmp, channel, offsets),
 *   gather.raw(h, s, coords, offsets)
 *   calculate.lod[.unclamped](h, s, coords) -> float
 *   getdimensions.{x,xy,xyz,levels.x,levels.xy,levels.xyz,ms.xy,ms.xyz}
 *   getsampleposition(h, i32) -> <2 x float>
 *   atomic.binop(h, op, c0, c1, v), atomic.cmpxchg(h, c0, c1, c2, cmp, v)
 * With a status argument the call returns {T, i1}: the i1 is the
 * CheckAccessFullyMapped result of the access (op lowering turns it into
 * the DXIL op on the ResRet status), and the status variable holds it as a
 * uint, so CheckAccessFullyMapped(status) is status != 0.
 * Offsets are always passed (zero when absent): the op lowering drops
 * offsets known to be zero where DXIL leaves them undefined.
 */
#include "irgen.h"
#include "sema_res.h"

#include <stdio.h>
#include <string.h>

static IrType *i32t(Gen *g) { return ir_type_int(g->m, 32); }
static IrValue *i32c(Gen *g, uint32_t v) { return ir_const_i32(g->m, v); }

/* Call base.<ov0>.<ov1>...(args) returning ret. */
static IrValue *icall(Gen *g, const char *base, IrType *ret, IrType **ov, uint32_t nov, IrValue **args,
                      uint32_t n, IntrAttrs attrs, SrcLoc loc) {
  for (uint32_t i = 0; i < n; i++)
    if (!args[i]) return NULL;
  IrType *ps[16];
  if (n > 16) return NULL;
  for (uint32_t i = 0; i < n; i++) ps[i] = args[i]->type;
  IrFunc *f = gen_intrinsic_ov(g, base, ov, nov, ret, ps, n, attrs);
  if (!f) return NULL;
  g->b.loc = loc;
  return ir_build_call(&g->b, f, args, n, "");
}

static IrType *with_check(Gen *g, IrType *t) {
  IrType *f[2] = {t, ir_type_int(g->m, 1)};
  return ir_type_struct_literal(g->m, f, 2, false);
}

/* Zero offsets: <n x i32> zeroinitializer, or i32 0. */
static IrValue *zero_offsets(Gen *g, uint32_t n) {
  IrType *t = n > 1 ? ir_type_vector(g->m, i32t(g), n) : i32t(g);
  return ir_const_zero(g->m, t);
}

/* Store the check bit into the status lvalue as a uint. */
static void store_status(Gen *g, Expr *st, IrValue *bit) {
  if (!bit) return;
  IrValue *u = ir_build_cast(&g->b, IR_ZEXT, bit, i32t(g), "");
  LValue lv = gen_lvalue(g, st);
  gen_store(g, &lv, gen_convert(g, u, hl_scalar(g->c, SK_UINT), st->type));
}

/* The value of a {T, i1} result (storing the check bit when asked), or the
 * plain result. */
static IrValue *finish_result(Gen *g, Expr *e, IrValue *r) {
  if (!r) return NULL;
  if (!(e->ival & RF_STATUS)) return r;
  uint32_t one = 1, zero = 0;
  IrValue *bit = ir_build_extractvalue(&g->b, r, &one, 1, "");
  store_status(g, e->args[e->nargs - 1], bit);
  return ir_build_extractvalue(&g->b, r, &zero, 1, "");
}

/* Convert a loaded element (memory form) to the expression's register form. */
static IrValue *to_reg(Gen *g, IrValue *v, HType *t) {
  if (!v) return NULL;
  if (hl_is_numeric(t) && t->sk == SK_BOOL)
    return ir_build_icmp(&g->b, IR_ICMP_NE, v, ir_const_zero(g->m, v->type), "");
  return v;
}

static IrType *elem_ir(Gen *g, IrValue *h) {
  IrType *ht = h->type;
  if (ht->kind == IR_TY_TARGET && ht->nmembers) return ht->members[0];
  return ir_type_vector(g->m, ir_type_float(g->m), 4);
}

/* ---- texture loads ----------------------------------------------------------- */

static const HlResKindInfo *res_of(Expr *e) { return hl_res_info(e->a->type->rk); }

/* load.level(h, coords, mip, offsets) returning T or {T, i1}. */
static IrValue *load_level(Gen *g, IrValue *h, IrValue *coords, IrValue *mip, IrValue *offs, bool status,
                           SrcLoc loc) {
  if (!h || !coords || !mip || !offs) return NULL; /* out of memory upstream */
  IrType *et = elem_ir(g, h);
  IrType *ret = status ? with_check(g, et) : et;
  IrType *ov[5] = {ret, h->type, coords->type, i32t(g), offs->type};
  IrValue *args[4] = {h, coords, mip, offs};
  return icall(g, "llvm.dx.resource.load.level", ret, ov, 5, args, 4, IA_READ, loc);
}

/* Split an int{N+1} location into (int{N} coords, mip). */
static void split_mip(Gen *g, IrValue *loc, uint32_t n, IrValue **coords, IrValue **mip) {
  if (n == 0 || loc->type->kind != IR_TY_VECTOR) {
    *coords = loc;
    *mip = i32c(g, 0);
    return;
  }
  *mip = ir_build_extractelement(&g->b, loc, i32c(g, n), "");
  if (n == 1) {
    *coords = ir_build_extractelement(&g->b, loc, i32c(g, 0), "");
    return;
  }
  uint32_t mask[4] = {0, 1, 2, 3};
  *coords = ir_build_shufflevector(&g->b, loc, ir_poison(g->m, loc->type), mask, n, "");
}

static IrValue *gen_tex_load(Gen *g, Expr *e) {
  const HlResKindInfo *ri = res_of(e);
  IrValue *h = gen_handle(g, e->a);
  IrValue *loc = gen_rvalue(g, e->args[0]);
  if (!h || !loc) return NULL;
  uint32_t d = ri->dims + (ri->array ? 1 : 0);
  IrValue *coords, *mip;
  if (ri->ms) {
    coords = loc;
    mip = gen_rvalue(g, e->args[1]);
  } else if (ri->cls == 'u') {
    coords = loc;
    mip = i32c(g, 0);
  } else {
    split_mip(g, loc, d, &coords, &mip);
  }
  /* absent offsets are poison: DXIL leaves them undefined (explicit zeros stay) */
  IrValue *zoff = rf_noff(e) ? NULL : zero_offsets(g, ri->dims); /* NULL: out of memory */
  IrValue *offs = rf_noff(e) ? gen_rvalue(g, e->args[rf_nfixed(e)]) : zoff ? ir_poison(g->m, zoff->type) : NULL;
  if (!coords || !mip || !offs) return NULL;
  IrValue *r = load_level(g, h, coords, mip, offs, (e->ival & RF_STATUS) != 0, hl_expr_loc(e));
  return to_reg(g, finish_result(g, e, r), e->type);
}

/* T.mips[level][coords] / T.sample[index][coords]: read into a temporary. */
LValue gen_tex_slice_elem(Gen *g, Expr *e) {
  Expr *slice = e->a;           /* T.mips[level] */
  Expr *member = slice->a;      /* T.mips */
  LValue lv;
  memset(&lv, 0, sizeof lv);
  lv.type = e->type;
  const HlResKindInfo *ri = hl_res_info(member->a->type->rk);
  IrValue *h = gen_handle(g, member->a);
  IrValue *level = gen_rvalue(g, slice->b);
  IrValue *coords = gen_rvalue(g, e->b);
  if (!h || !level || !coords) return lv;
  IrValue *v = load_level(g, h, coords, level, ir_poison(g->m, zero_offsets(g, ri->dims)->type), false, hl_expr_loc(e));
  if (!v) return lv;
  IrValue *tmp = gen_alloca(g, v->type, "");
  ir_build_store(&g->b, v, tmp);
  lv = lv_addr(tmp, e->type);
  return lv;
}

/* ---- sampling ------------------------------------------------------------------ */

static const char *sample_name(int id, bool clamp) {
  switch (id) {
  case RM_SAMPLE: return clamp ? "llvm.dx.resource.sample.clamp" : "llvm.dx.resource.sample";
  case RM_SAMPLE_BIAS: return clamp ? "llvm.dx.resource.samplebias.clamp" : "llvm.dx.resource.samplebias";
  case RM_SAMPLE_LEVEL: return "llvm.dx.resource.samplelevel";
  case RM_SAMPLE_GRAD: return clamp ? "llvm.dx.resource.samplegrad.clamp" : "llvm.dx.resource.samplegrad";
  case RM_SAMPLE_CMP: return clamp ? "llvm.dx.resource.samplecmp.clamp" : "llvm.dx.resource.samplecmp";
  case RM_SAMPLE_CMP_LZ: return "llvm.dx.resource.samplecmplevelzero";
  case RM_SAMPLE_CMP_LEVEL: return "llvm.dx.resource.samplecmplevel";
  case RM_SAMPLE_CMP_BIAS:
    return clamp ? "llvm.dx.resource.samplecmpbias.clamp" : "llvm.dx.resource.samplecmpbias";
  case RM_SAMPLE_CMP_GRAD:
    return clamp ? "llvm.dx.resource.samplecmpgrad.clamp" : "llvm.dx.resource.samplecmpgrad";
  default: return "";
  }
}

/* Sample family: (h, s, coords, <fixed extras>, offsets [, clamp]). The
 * overloads mangled are the result and every operand that is not a plain
 * float (LLVM's llvm_any_ty operands). */
static IrValue *gen_sample(Gen *g, Expr *e) {
  const HlResKindInfo *ri = res_of(e);
  IrValue *h = gen_handle(g, e->a);
  IrValue *s = gen_handle(g, e->args[0]);
  if (!h || !s) return NULL;
  uint32_t nf = rf_nfixed(e);
  IrValue *args[12];
  uint32_t n = 0;
  args[n++] = h;
  args[n++] = s;
  for (uint32_t i = 1; i < nf; i++) args[n++] = gen_rvalue(g, e->args[i]);
  IrValue *offs = rf_noff(e) ? gen_rvalue(g, e->args[nf]) : zero_offsets(g, ri->cube ? 3 : ri->dims);
  args[n++] = offs;
  bool clamp = (e->ival & RF_CLAMP) != 0;
  if (clamp) args[n++] = gen_rvalue(g, e->args[nf + rf_noff(e)]);
  for (uint32_t i = 0; i < n; i++)
    if (!args[i]) return NULL;
  bool cmp = e->intrin >= RM_SAMPLE_CMP && e->intrin <= RM_SAMPLE_CMP_GRAD;
  IrType *et = cmp ? ir_type_float(g->m) : elem_ir(g, h); /* SampleCmp*: float */
  bool status = (e->ival & RF_STATUS) != 0;
  IrType *ret = status ? with_check(g, et) : et;
  IrType *ov[12];
  uint32_t nov = 0;
  ov[nov++] = ret;
  for (uint32_t i = 0; i < n; i++)
    if (args[i]->type->kind != IR_TY_FLOAT) ov[nov++] = args[i]->type;
  IrValue *r = icall(g, sample_name(e->intrin, clamp), ret, ov, nov, args, n, IA_READ, hl_expr_loc(e));
  return to_reg(g, finish_result(g, e, r), e->type);
}

/* Gather family. Four offsets: four gathers, component i from gather i. */
static IrValue *gen_gather(Gen *g, Expr *e) {
  const HlResKindInfo *ri = res_of(e);
  IrModule *m = g->m;
  IrValue *h = gen_handle(g, e->a);
  IrValue *s = gen_handle(g, e->args[0]);
  IrValue *coords = gen_rvalue(g, e->args[1]);
  if (!h || !s || !coords) return NULL;
  IrValue *cmp = e->intrin == RM_GATHER_CMP ? gen_rvalue(g, e->args[2]) : NULL;
  if (e->intrin == RM_GATHER_CMP && !cmp) return NULL;
  uint32_t nf = rf_nfixed(e), noff = rf_noff(e);
  uint32_t channel = (uint32_t)(e->ival >> RF_CHANNEL_SHIFT) & 3;
  IrValue *offs[4];
  uint32_t ngather = noff == 4 ? 4 : 1;
  for (uint32_t k = 0; k < ngather; k++) {
    offs[k] = noff ? gen_rvalue(g, e->args[nf + k]) : zero_offsets(g, ri->cube ? 3 : ri->dims);
    if (!offs[k]) return NULL;
  }
  IrType *rt = gen_reg_type(g, e->type);
  if (e->intrin == RM_GATHER_RAW) rt = gen_mem_type(g, e->type);
  bool status = (e->ival & RF_STATUS) != 0;
  IrType *ret = status ? with_check(g, rt) : rt;
  IrValue *result = NULL, *bits = NULL;
  for (uint32_t k = 0; k < ngather; k++) {
    IrValue *args[6];
    uint32_t n = 0;
    args[n++] = h;
    args[n++] = s;
    args[n++] = coords;
    const char *base;
    if (e->intrin == RM_GATHER_RAW) {
      base = "llvm.dx.resource.gather.raw";
    } else {
      if (cmp) args[n++] = cmp;
      args[n++] = i32c(g, channel);
      base = cmp ? "llvm.dx.resource.gather.cmp" : "llvm.dx.resource.gather";
    }
    args[n++] = offs[k];
    IrType *ov[5] = {ret, h->type, s->type, coords->type, offs[k]->type};
    IrValue *r = icall(g, base, ret, ov, 5, args, n, IA_READ, hl_expr_loc(e));
    if (!r) return NULL;
    IrValue *v = r, *bit = NULL;
    if (status) {
      uint32_t zero = 0, one = 1;
      v = ir_build_extractvalue(&g->b, r, &zero, 1, "");
      bit = ir_build_extractvalue(&g->b, r, &one, 1, "");
      bits = bits ? ir_build_binop(&g->b, IR_AND, bits, bit, "") : bit;
    }
    if (ngather == 1) {
      result = v;
    } else {
      IrValue *c = ir_build_extractelement(&g->b, v, i32c(g, k), "");
      result = ir_build_insertelement(&g->b, result ? result : ir_poison(m, rt), c, i32c(g, k), "");
    }
  }
  if (status) store_status(g, e->args[e->nargs - 1], bits);
  return result;
}

static IrValue *gen_calc_lod(Gen *g, Expr *e) {
  /* a comparison sampler from SM 6.8 (DXC checks calls reachable from the entry) */
  const HType *st = e->args[0]->type;
  const Target *t = g->c->opt ? &g->c->opt->dx.target : NULL;
  if (st && st->kind == T_RESOURCE && st->rk == HL_RK_SAMPLER_CMP && t && t->sm_major == 6 && t->sm_minor < 8) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e),
              "overload of intrinsic %s with SamplerComparisonState requires shader model 6.8 or greater", e->name);
    return NULL;
  }
  IrValue *h = gen_handle(g, e->a);
  IrValue *s = gen_handle(g, e->args[0]);
  IrValue *coords = gen_rvalue(g, e->args[1]);
  if (!h || !s || !coords) return NULL;
  IrValue *args[3] = {h, s, coords};
  IrType *ov[3] = {h->type, s->type, coords->type};
  const char *base = e->ival & RF_UNCLAMPED ? "llvm.dx.resource.calculate.lod.unclamped"
                                             : "llvm.dx.resource.calculate.lod";
  return icall(g, base, ir_type_float(g->m), ov, 3, args, 3, IA_READ, hl_expr_loc(e));
}

/* ---- queries ------------------------------------------------------------------ */

static IrValue *gen_tex_getdims(Gen *g, Expr *e) {
  const HlResKindInfo *ri = res_of(e);
  IrValue *h = gen_handle(g, e->a);
  if (!h) return NULL;
  bool mip = (e->ival & RF_MIP) != 0;
  uint32_t size_n = (ri->cube ? 2 : ri->dims) + (ri->array ? 1 : 0);
  uint32_t nout = size_n + (mip || ri->ms ? 1 : 0);
  static const char *const plain[4] = {"", "x", "xy", "xyz"};
  char base[64];
  const char *kind = mip ? "levels." : ri->ms ? "ms." : "";
  snprintf(base, sizeof base, "llvm.dx.resource.getdimensions.%s%s", kind, plain[size_n & 3]);
  IrType *ret = nout == 1 ? i32t(g) : ir_type_vector(g->m, i32t(g), nout);
  IrValue *args[2] = {h, NULL};
  uint32_t n = 1;
  if (mip) {
    args[1] = gen_rvalue(g, e->args[0]);
    n = 2;
  }
  IrType *ov[1] = {h->type};
  IrValue *r = icall(g, base, ret, ov, 1, args, n, IA_READ, hl_expr_loc(e));
  if (!r) return NULL;
  HType *ut = hl_scalar(g->c, SK_UINT);
  for (uint32_t i = 0; i < nout; i++) {
    Expr *o = e->args[(mip ? 1 : 0) + i];
    IrValue *v = nout == 1 ? r : ir_build_extractelement(&g->b, r, i32c(g, i), "");
    LValue lv = gen_lvalue(g, o);
    gen_store(g, &lv, gen_convert(g, v, ut, o->type));
  }
  return NULL;
}

static IrValue *gen_sample_pos(Gen *g, Expr *e) {
  IrValue *h = gen_handle(g, e->a);
  IrValue *i = gen_rvalue(g, e->args[0]);
  if (!h || !i) return NULL;
  IrValue *args[2] = {h, i};
  IrType *ov[1] = {h->type};
  return icall(g, "llvm.dx.resource.getsampleposition", ir_type_vector(g->m, ir_type_float(g->m), 2), ov,
               1, args, 2, IA_READ, hl_expr_loc(e));
}

/* ---- buffers: Load with status ------------------------------------------------- */

static IrValue *gen_buf_load_status(Gen *g, Expr *e) {
  IrModule *m = g->m;
  IrValue *h = gen_handle(g, e->a);
  IrValue *ix = gen_rvalue(g, e->args[0]);
  if (!h || !ix) return NULL;
  HlResKind rk = e->a->type->rk;
  bool typed = rk == HL_RK_BUFFER || rk == HL_RK_RWBUFFER || rk == HL_RK_ROV_BUFFER;
  bool bab = rk == HL_RK_BAB || rk == HL_RK_RWBAB || rk == HL_RK_ROV_BAB;
  IrType *lt = bab ? gen_mem_type(g, e->type) : elem_ir(g, h);
  if (!typed && lt->kind != IR_TY_VECTOR && lt->kind != IR_TY_INT && !ir_type_is_fp(lt)) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "Load with a status argument of a structured buffer of '%s' is not supported",
              hl_type_name(g->c, e->type));
    return NULL;
  }
  IrType *ret = with_check(g, lt);
  IrType *ov[2] = {lt, h->type};
  IrValue *r;
  if (typed) {
    IrValue *args[2] = {h, ix};
    r = icall(g, "llvm.dx.resource.load.typedbuffer", ret, ov, 2, args, 2, IA_READ, hl_expr_loc(e));
  } else {
    IrValue *args[3] = {h, ix, bab ? ir_poison(m, i32t(g)) : i32c(g, 0)};
    r = icall(g, "llvm.dx.resource.load.rawbuffer", ret, ov, 2, args, 3, IA_READ, hl_expr_loc(e));
  }
  return to_reg(g, finish_result(g, e, r), e->type);
}

/* SB.Load(i, status) of a struct (or array) element: every scalar/vector
 * leaf is loaded through hlsl.resource.load.status(ptr) -> {T, i1} (the
 * resource access pass makes it a load.rawbuffer with its check bit), into a
 * temporary; the status is the last leaf's, as in DXC. */
static void load_status_leaves(Gen *g, HType *t, LValue *dst, LValue *src, IrValue **bit, SrcLoc loc) {
  if (dst->kind != LV_ADDR || src->kind != LV_ADDR) return;
  if (t->kind == T_STRUCT) {
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      HType *ft = t->st->fields[i].type;
      if (!ft || ft->kind == T_ERROR || hl_contains_resource(ft)) continue;
      LValue d = gen_lv_field(g, dst, i), s = gen_lv_field(g, src, i);
      load_status_leaves(g, ft, &d, &s, bit, loc);
    }
    return;
  }
  if (t->kind == T_ARRAY) {
    for (uint32_t i = 0; i < t->count; i++) {
      LValue d = gen_lv_index(g, dst, i32c(g, i)), s = gen_lv_index(g, src, i32c(g, i));
      load_status_leaves(g, t->elem, &d, &s, bit, loc);
    }
    return;
  }
  if (t->kind == T_MATRIX && t->n * t->m > 1) {
    /* element by element (DXC loads a matrix so; the unused ones go
     * away): the temporary is row-major like registers, the buffer
     * column-major unless row_major (as gen_load reads it) */
    IrType *mt = gen_mem_type(g, t);
    HType *et = hl_scalar(g->c, t->sk);
    for (uint32_t k = 0; k < t->n * t->m; k++) {
      uint32_t r = k / t->m, c = k % t->m;
      uint32_t sk = src->res_ptr && !t->row_major ? c * t->n + r : k;
      IrValue *dix[2] = {i32c(g, 0), i32c(g, k)}, *six[2] = {i32c(g, 0), i32c(g, sk)};
      LValue d = *dst, s = *src;
      d.ptr = ir_build_gep(&g->b, mt, dst->ptr, dix, 2, true, "");
      s.ptr = ir_build_gep(&g->b, mt, src->ptr, six, 2, true, "");
      d.type = s.type = et;
      if (!d.ptr || !s.ptr) return;
      load_status_leaves(g, et, &d, &s, bit, loc);
    }
    return;
  }
  if (t->kind != T_SCALAR && t->kind != T_VECTOR && t->kind != T_MATRIX) {
    gen_error(g, GE_UNSUPPORTED, loc, "Load with a status argument of an element containing '%s' is not supported",
              hl_type_name(g->c, t));
    return;
  }
  IrType *mt = gen_mem_type(g, t);
  IrValue *args[1] = {src->ptr};
  IrType *ov[2] = {mt, src->ptr->type};
  IrValue *r = icall(g, "hlsl.resource.load.status", with_check(g, mt), ov, 2, args, 1, IA_READ, loc);
  if (!r) return;
  uint32_t zero = 0, one = 1;
  ir_build_store(&g->b, ir_build_extractvalue(&g->b, r, &zero, 1, ""), dst->ptr);
  *bit = ir_build_extractvalue(&g->b, r, &one, 1, "");
}

bool gen_is_status_member(const Expr *e) {
  while (e && e->kind == E_MEMBER) e = e->a;
  return e && e->kind == E_METHOD && e->intrin == RM_BUF_LOAD_STATUS && e->type &&
         (e->type->kind == T_STRUCT || e->type->kind == T_ARRAY);
}

LValue gen_load_status_member(Gen *g, Expr *e) {
  Expr *chain[32];
  uint32_t n = 0;
  Expr *c = e;
  while (c->kind == E_MEMBER && n < 32) {
    chain[n++] = c;
    c = c->a;
  }
  LValue none;
  memset(&none, 0, sizeof none);
  none.type = e->type;
  if (c->kind == E_MEMBER) return gen_load_status_agg(g, c); /* too deep: whole element */
  IrValue *h = gen_handle(g, c->a);
  IrValue *ix = gen_rvalue(g, c->args[0]);
  if (!h || !ix) return none;
  LValue src = gen_res_elem_at(g, h, ix, c->type, hl_expr_loc(c));
  for (uint32_t i = n; i-- > 0;) src = gen_lv_field(g, &src, chain[i]->field);
  IrValue *tmp = gen_alloca(g, gen_mem_type(g, e->type), "status.tmp");
  LValue dst = lv_addr(tmp, e->type);
  IrValue *bit = NULL;
  load_status_leaves(g, e->type, &dst, &src, &bit, hl_expr_loc(c));
  store_status(g, c->args[c->nargs - 1], bit);
  return dst;
}

LValue gen_load_status_agg(Gen *g, Expr *e) {
  HType *t = e->type;
  IrValue *h = gen_handle(g, e->a);
  IrValue *ix = gen_rvalue(g, e->args[0]);
  if (!h || !ix) {
    LValue none;
    memset(&none, 0, sizeof none);
    none.type = t;
    return none;
  }
  LValue src = gen_res_elem_at(g, h, ix, t, hl_expr_loc(e));
  HlResKind rk = e->a->type->rk;
  if ((rk == HL_RK_BAB || rk == HL_RK_RWBAB || rk == HL_RK_ROV_BAB) && t->kind == T_MATRIX)
    src.res_ptr = false; /* BAB.Load<float3x3>(off, st): row by row (gen_bab_elem) */
  IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "status.tmp");
  LValue dst = lv_addr(tmp, t);
  IrValue *bit = NULL;
  load_status_leaves(g, t, &dst, &src, &bit, hl_expr_loc(e));
  store_status(g, e->args[e->nargs - 1], bit);
  return dst;
}

/* ---- RWByteAddressBuffer atomics ------------------------------------------------- */

static IrValue *gen_bab_atomic(Gen *g, Expr *e) {
  IrModule *m = g->m;
  IrValue *h = gen_handle(g, e->a);
  IrValue *off = gen_rvalue(g, e->args[0]);
  if (!h || !off) return NULL;
  HType *vt = e->ty;
  bool fbits = (e->ival & RF_FLOAT_BITS) != 0;
  IrType *it = fbits ? i32t(g) : gen_mem_type(g, vt);
  uint32_t nvals = e->intrin == RM_BAB_ATOMIC ? 1 : 2;
  IrValue *vals[2];
  for (uint32_t i = 0; i < nvals; i++) {
    vals[i] = gen_rvalue(g, e->args[1 + i]);
    if (!vals[i]) return NULL;
    if (fbits) vals[i] = ir_build_cast(&g->b, IR_BITCAST, vals[i], it, "");
  }
  IrValue *undef = ir_poison(m, i32t(g));
  IrValue *r;
  IrType *ov[2] = {it, h->type};
  if (e->intrin == RM_BAB_ATOMIC) {
    uint32_t code = (uint32_t)(e->ival >> RF_ATOMIC_SHIFT) & 0xF;
    IrValue *args[5] = {h, i32c(g, code), off, undef, vals[0]};
    r = icall(g, "llvm.dx.resource.atomic.binop", it, ov, 2, args, 5, IA_CONVERGENT, hl_expr_loc(e));
  } else {
    IrValue *args[6] = {h, off, undef, undef, vals[0], vals[1]};
    r = icall(g, "llvm.dx.resource.atomic.cmpxchg", it, ov, 2, args, 6, IA_CONVERGENT, hl_expr_loc(e));
  }
  if (!r) return NULL;
  if (e->nargs > 1 + nvals) {
    Expr *o = e->args[1 + nvals];
    IrValue *v = fbits ? ir_build_cast(&g->b, IR_BITCAST, r, ir_type_float(m), "") : r;
    LValue lv = gen_lvalue(g, o);
    gen_store(g, &lv, gen_convert(g, v, vt, o->type));
  }
  return NULL;
}

/* ---- sampler feedback ------------------------------------------------------------ */

/* writesamplerfeedback[.bias|.grad|.level](fb, tex, s, coords, extras..., clamp|lod);
 * a missing clamp is an undef float. */
static IrValue *gen_feedback(Gen *g, Expr *e) {
  static const char *const names[4] = {
      "llvm.dx.resource.writesamplerfeedback", "llvm.dx.resource.writesamplerfeedback.bias",
      "llvm.dx.resource.writesamplerfeedback.grad", "llvm.dx.resource.writesamplerfeedback.level"};
  uint32_t variant = (uint32_t)(e->ival >> RF_FEEDBACK_SHIFT) & 3;
  uint32_t nf = rf_nfixed(e);
  IrValue *args[8];
  uint32_t n = 0;
  args[n++] = gen_handle(g, e->a);
  args[n++] = gen_handle(g, e->args[0]);
  args[n++] = gen_handle(g, e->args[1]);
  for (uint32_t i = 2; i < nf; i++) args[n++] = gen_rvalue(g, e->args[i]);
  if (variant != 3)
    args[n++] = (e->ival & RF_CLAMP) ? gen_rvalue(g, e->args[nf]) : ir_undef(g->m, ir_type_float(g->m));
  for (uint32_t i = 0; i < n; i++)
    if (!args[i]) return NULL;
  IrType *ov[6];
  uint32_t nov = 0;
  for (uint32_t i = 0; i < n; i++)
    if (args[i]->type->kind != IR_TY_FLOAT) ov[nov++] = args[i]->type;
  icall(g, names[variant], ir_type_void(g->m), ov, nov, args, n, IA_WRITE, hl_expr_loc(e));
  return NULL;
}

/* ---- dispatch ------------------------------------------------------------------ */

IrValue *gen_tex_method(Gen *g, Expr *e) {
  switch (e->intrin) {
  case RM_TEX_LOAD: return gen_tex_load(g, e);
  case RM_SAMPLE: case RM_SAMPLE_BIAS: case RM_SAMPLE_LEVEL: case RM_SAMPLE_GRAD: case RM_SAMPLE_CMP:
  case RM_SAMPLE_CMP_LZ: case RM_SAMPLE_CMP_LEVEL: case RM_SAMPLE_CMP_BIAS: case RM_SAMPLE_CMP_GRAD:
    return gen_sample(g, e);
  case RM_GATHER: case RM_GATHER_CMP: case RM_GATHER_RAW: return gen_gather(g, e);
  case RM_CALC_LOD: return gen_calc_lod(g, e);
  case RM_TEX_GETDIMS: return gen_tex_getdims(g, e);
  case RM_SAMPLE_POS: return gen_sample_pos(g, e);
  case RM_BUF_LOAD_STATUS:
    if (e->type && e->type->kind == T_MATRIX) { /* BAB.Load<float2x2>(off, st): leaf by leaf */
      LValue lv = gen_load_status_agg(g, e);
      return lv.ptr ? gen_load(g, &lv) : NULL;
    }
    return gen_buf_load_status(g, e);
  case RM_BAB_ATOMIC: case RM_BAB_CMPXCHG: case RM_BAB_CMPSTORE: return gen_bab_atomic(g, e);
  case RM_FEEDBACK_WRITE: return gen_feedback(g, e);
  default:
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "method '%s' is not supported yet", e->name);
    return NULL;
  }
}

/* CheckAccessFullyMapped(status): the status holds the check bit as 0/1. */
IrValue *gen_res_call(Gen *g, Expr *e) {
  if (e->intrin == RM_CHECK_ACCESS && e->nargs == 1) {
    IrValue *s = gen_rvalue(g, e->args[0]);
    if (!s) return NULL;
    return ir_build_icmp(&g->b, IR_ICMP_NE, s, ir_const_zero(g->m, s->type), "");
  }
  gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "intrinsic '%s' is not supported yet", e->name);
  return NULL;
}
