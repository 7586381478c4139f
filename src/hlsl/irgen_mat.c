/* irgen_mat.c - IR for matrix operations.
 *
 * A rows x cols matrix value is a <rows*cols x T> vector in row-major order
 * (element (r, c) at r * cols + c; a 1x1 matrix is a scalar), so
 * construction, elementwise arithmetic and comparisons are the vector
 * operations; this file has what is matrix-specific: rows by a dynamic
 * index, shape-changing conversions, mul() and transpose(). */
#include "irgen.h"

static IrValue *i32c(Gen *g, uint32_t v) { return ir_const_i32(g->m, v); }

/* Elements idx[0..n) of v as a new vector (or scalar when n == 1). */
IrValue *gen_mat_pick(Gen *g, IrValue *v, const uint32_t *idx, uint32_t n) {
  if (!v) return NULL;
  if (v->type->kind != IR_TY_VECTOR) return gen_splat(g, v, n);
  if (n == 1) return gen_extract(g, v, idx[0]);
  return ir_build_shufflevector(&g->b, v, ir_poison(g->m, v->type), idx, n, "");
}

/* Row `row` (a dynamic i32) of matrix value v of type t: a select chain
 * over the rows, seeded with the last one (no undefined lanes). */
IrValue *gen_mat_row_dyn(Gen *g, IrValue *v, HType *t, IrValue *row) {
  uint32_t idx[4];
  uint64_t k;
  if (ir_const_is_int(row, &k) && k < t->n) {
    for (uint32_t j = 0; j < t->m; j++) idx[j] = (uint32_t)k * t->m + j;
    return gen_mat_pick(g, v, idx, t->m);
  }
  for (uint32_t j = 0; j < t->m; j++) idx[j] = (t->n - 1) * t->m + j;
  IrValue *r = gen_mat_pick(g, v, idx, t->m);
  for (uint32_t i = t->n - 1; i-- > 0;) {
    for (uint32_t j = 0; j < t->m; j++) idx[j] = i * t->m + j;
    IrValue *is = ir_build_icmp(&g->b, IR_ICMP_EQ, row, ir_const_int(g->m, row->type, i), "");
    r = ir_build_select(&g->b, is, gen_mat_pick(g, v, idx, t->m), r, "");
  }
  return r;
}

/* The upper-left rows x cols part of matrix v of type from (truncation). */
IrValue *gen_mat_truncate(Gen *g, IrValue *v, const HType *from, uint32_t rows, uint32_t cols) {
  uint32_t idx[16], n = 0;
  for (uint32_t r = 0; r < rows; r++)
    for (uint32_t c = 0; c < cols; c++) idx[n++] = r * from->m + c;
  return gen_mat_pick(g, v, idx, n);
}

/* One term of a matrix product, DXC's way (HLMatrixLowerPass): the first a
 * multiplication, the next ones mad(a, b, acc) (FMad / IMad / UMad). */
static IrValue *mul_add(Gen *g, bool fp, bool uns, IrValue *acc, IrValue *a, IrValue *b) {
  if (!a || !b) return NULL;
  if (!acc) return fp ? gen_fp_binop(g, IR_FMUL, a, b) : ir_build_binop(&g->b, IR_MUL, a, b, "");
  IrType *t = a->type;
  IrType *ps[3] = {t, t, t};
  const char *nm = fp ? "llvm.fmuladd" : uns ? "llvm.dx.umad" : "llvm.dx.imad";
  IrFunc *f = gen_intrinsic_ov(g, nm, &t, 1, t, ps, 3, IA_PURE);
  if (!f) return NULL;
  IrValue *args[3] = {a, b, acc};
  IrValue *r = ir_build_call(&g->b, f, args, 3, "");
  if (r && fp) ((IrInst *)r)->flags |= IR_FMF_FAST;
  return r;
}

/* Build a vector (or scalar) from n scalars. */
static IrValue *assemble(Gen *g, HType *t, IrValue **el, uint32_t n) {
  if (n == 1) return el[0];
  IrValue *r = ir_poison(g->m, gen_reg_type(g, t));
  for (uint32_t i = 0; i < n; i++) r = ir_build_insertelement(&g->b, r, el[i], i32c(g, i), "");
  return r;
}

IrValue *gen_mat_intrinsic(Gen *g, Expr *e) {
  if (e->intrin == IN_MAT_TRANSPOSE) {
    IrValue *v = gen_rvalue(g, e->args[0]);
    HType *t = e->args[0]->type;
    if (!v || t->kind != T_MATRIX) return v;
    uint32_t idx[16], n = 0;
    for (uint32_t c = 0; c < t->m; c++)
      for (uint32_t r = 0; r < t->n; r++) idx[n++] = r * t->m + c;
    return gen_mat_pick(g, v, idx, n);
  }
  HType *ta = e->args[0]->type, *tb = e->args[1]->type, *rt = e->type;
  IrValue *a = gen_rvalue(g, e->args[0]), *b = gen_rvalue(g, e->args[1]);
  if (!a || !b) return NULL;
  bool fp = hl_sk_is_float(rt->sk);
  if (ta->kind == T_SCALAR || tb->kind == T_SCALAR) {
    uint32_t n = hl_components(rt);
    if (ta->kind == T_SCALAR) a = gen_splat(g, a, n);
    if (tb->kind == T_SCALAR) b = gen_splat(g, b, n);
    return fp ? gen_fp_binop(g, IR_FMUL, a, b) : ir_build_binop(&g->b, IR_MUL, a, b, "");
  }
  if (ta->kind == T_VECTOR && tb->kind == T_VECTOR) {
    /* vector . vector: dot (Dot2/3/4 on floats, a mad chain on integers) */
    IrType *vt = a->type;
    const char *nm = fp ? "llvm.dx.fdot" : hl_sk_is_signed(rt->sk) ? "llvm.dx.sdot" : "llvm.dx.udot";
    if (vt->kind != IR_TY_VECTOR) return fp ? gen_fp_binop(g, IR_FMUL, a, b) : ir_build_binop(&g->b, IR_MUL, a, b, "");
    IrType *ps[2] = {vt, vt};
    IrFunc *f = gen_intrinsic_ov(g, nm, &vt, 1, vt->elem, ps, 2, IA_PURE);
    if (!f) return NULL;
    IrValue *args[2] = {a, b};
    IrValue *r = ir_build_call(&g->b, f, args, 2, "");
    if (r && fp) ((IrInst *)r)->flags |= IR_FMF_FAST;
    return r;
  }
  bool uns = !fp && !hl_sk_is_signed(rt->sk);
  /* a is rows x inner, b is inner x cols; vectors are a row (a) / column (b) */
  uint32_t rows = ta->kind == T_MATRIX ? ta->n : 1;
  uint32_t inner = ta->kind == T_MATRIX ? ta->m : ta->n;
  uint32_t cols = tb->kind == T_MATRIX ? tb->m : 1;
  IrValue *el[16];
  uint32_t n = 0;
  for (uint32_t r = 0; r < rows; r++)
    for (uint32_t c = 0; c < cols; c++) {
      IrValue *acc = NULL;
      for (uint32_t k = 0; k < inner; k++) {
        IrValue *x = gen_extract(g, a, r * inner + k);
        IrValue *y = gen_extract(g, b, k * cols + c);
        acc = mul_add(g, fp, uns, acc, x, y);
      }
      el[n++] = acc;
    }
  return assemble(g, rt, el, n);
}
