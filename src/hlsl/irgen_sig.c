/* irgen_sig.c - graphics entry points: signature inputs and outputs.
 *
 * The entry keeps HLSL's view of its parameters and return value as
 * allocas; this file connects them to the signature (sig.h):
 *   - prologue: every input element is read with
 *       llvm.dx.load.input.<T>(i32 id, i32 row, i8 col, i32 undef)
 *     one scalar at a time and stored into its parameter; elements are
 *     read last-first (DXC inserts each element's loads before the
 *     previous ones), then values DXC reads through a dedicated op
 *     (SV_SampleIndex, SV_Coverage, ...) in reverse order too. Booleans
 *     are read as i32 and compared with 0, as DXC does;
 *   - before every return: out parameters, then the return value, are
 *     written with llvm.dx.store.output.<T>(i32 id, i32 row, i8 col, T v);
 *   - dx.semantic.signatures lists the elements (signatures.h format) for
 *     dxil-translate-metadata, which places them and writes the entry's
 *     signature metadata.
 * Unused loads disappear with the dead code, so the usage masks follow
 * what the optimised shader really reads. */
#include "irgen.h"
#include "sig.h"

#include <string.h>

static IrValue *i32v(Gen *g, uint32_t v) { return ir_const_i32(g->m, v); }
static IrValue *i8v(Gen *g, uint32_t v) { return ir_const_int(g->m, ir_type_int(g->m, 8), v); }

/* IR scalar type of an element's signature accesses. */
static IrType *access_type(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  switch (e->comp_type) {
  case 8: return ir_type_half(m);
  case 2: case 3: return ir_type_int(m, 16);
  case 9: return ir_type_float(m);
  default: return ir_type_int(m, 32); /* i1, i32, u32 */
  }
}

/* Leaf type of an element with array levels removed (the per-row value). */
static HType *leaf_elem_type(const HlSigElem *e) {
  HType *t = e->type;
  while (t->kind == T_ARRAY) t = t->elem;
  return t;
}

/* Number of array elements of the leaf (1 when not an array). */
static uint32_t leaf_count(const HlSigElem *e) {
  uint32_t n = 1;
  for (HType *t = e->type; t->kind == T_ARRAY; t = t->elem) n *= t->count ? t->count : 1;
  return n;
}

/* Address of array element `a` (flattened over all dimensions) of the
 * leaf at `base`, whose type is e->type. */
static IrValue *array_elem_addr(Gen *g, const HlSigElem *e, IrValue *base, uint32_t a) {
  if (e->type->kind != T_ARRAY) return base;
  IrValue *idx[9];
  uint32_t n = 0;
  idx[n++] = i32v(g, 0);
  /* Row-major decomposition of a over the dimensions. */
  uint32_t dims[8], nd = 0;
  for (HType *t = e->type; t->kind == T_ARRAY && nd < 8; t = t->elem) dims[nd++] = t->count ? t->count : 1;
  uint32_t rem = a;
  uint32_t sub[8];
  for (uint32_t k = nd; k-- > 0;) {
    sub[k] = rem % dims[k];
    rem /= dims[k];
  }
  for (uint32_t k = 0; k < nd; k++) idx[n++] = i32v(g, sub[k]);
  return ir_build_gep(&g->b, gen_mem_type(g, e->type), base, idx, n, true, "");
}

/* Address of the leaf of element e, from its parameter's (or the return
 * value's) storage. */
static IrValue *leaf_addr(Gen *g, const HlSigElem *e, IrValue *root, HType *root_type) {
  if (!e->npath) return root;
  IrValue *idx[17];
  uint32_t n = 0;
  idx[n++] = i32v(g, 0);
  HType *t = root_type;
  for (uint32_t k = 0; k < e->npath && t->kind == T_STRUCT; k++) {
    idx[n++] = i32v(g, gen_field_index(g, t->st, e->path[k]));
    t = t->st->fields[e->path[k]].type;
  }
  return ir_build_gep(&g->b, gen_mem_type(g, root_type), root, idx, n, true, "");
}

static IrValue *root_of(Gen *g, const HlSigElem *e, HType **type) {
  Decl *f = g->fdecl;
  if (e->param < 0) {
    *type = f->type;
    return g->sig_ret;
  }
  Decl *p = f->params[e->param];
  *type = p->type;
  return p->ir;
}

/* Flat register index of matrix element (r, c): row by row, as the rest of
 * the generator keeps matrices. */
static uint32_t mat_index(const HType *t, uint32_t r, uint32_t c) { return r * t->m + c; }

static uint32_t leaf_components(const HType *t) {
  if (t->kind == T_MATRIX) return t->n * t->m;
  if (t->kind == T_VECTOR) return t->n;
  return 1;
}

static IrFunc *load_input_fn(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  IrType *at = access_type(g, e);
  IrType *ps[4] = {ir_type_int(m, 32), ir_type_int(m, 32), ir_type_int(m, 8), ir_type_int(m, 32)};
  return gen_intrinsic_ov(g, "llvm.dx.load.input", &at, 1, at, ps, 4, IA_PURE);
}

static IrFunc *store_output_fn(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  IrType *at = access_type(g, e);
  IrType *ps[4] = {ir_type_int(m, 32), ir_type_int(m, 32), ir_type_int(m, 8), at};
  return gen_intrinsic_ov(g, "llvm.dx.store.output", &at, 1, ir_type_void(m), ps, 4, IA_WRITE);
}

/* The intrinsic reading a value DXC takes from a dedicated op, NULL when
 * there is none (SV_CullPrimitive reads as false). */
static const char *sv_intrinsic_name(uint32_t kind) {
  switch (kind) {
  case DXIL_SEM_SAMPLE_INDEX: return "llvm.dx.sample.index";
  case DXIL_SEM_COVERAGE: return "llvm.dx.coverage";
  case DXIL_SEM_INNER_COVERAGE: return "llvm.dx.inner.coverage";
  case DXIL_SEM_VIEW_ID: return "llvm.dx.view.id";
  case DXIL_SEM_PRIMITIVE_ID: return "llvm.dx.primitive.id";
  case DXIL_SEM_START_VERTEX: return "llvm.dx.start.vertex.location";
  case DXIL_SEM_START_INSTANCE: return "llvm.dx.start.instance.location";
  default: return NULL;
  }
}

/* One llvm.dx.load.input call. */
static IrValue *load_input(Gen *g, const HlSigElem *e, uint32_t row, uint32_t col) {
  IrModule *m = g->m;
  IrFunc *fn = load_input_fn(g, e);
  if (!fn) return NULL;
  IrValue *args[4] = {i32v(g, e->id), i32v(g, row), i8v(g, col), ir_undef(m, ir_type_int(m, 32))};
  IrValue *v = ir_build_call(&g->b, fn, args, 4, "");
  if (v && e->is_bool) v = ir_build_icmp(&g->b, IR_ICMP_NE, v, i32v(g, 0), "");
  return v;
}

/* Read input element e into its parameter. */
static void gen_input_elem(Gen *g, const HlSigElem *e) {
  HType *rt;
  IrValue *root = root_of(g, e, &rt);
  if (!root) return;
  HType *t = leaf_elem_type(e);
  uint32_t n = leaf_components(t), count = leaf_count(e);
  IrType *reg = gen_reg_type(g, t);
  for (uint32_t a = 0; a < count; a++) {
    /* Components in signature order: row by row, column by column. */
    IrValue *comp[16] = {0};
    for (uint32_t r = 0; r < e->elem_rows; r++)
      for (uint32_t c = 0; c < e->cols; c++) {
        uint32_t k = t->kind == T_MATRIX ? (e->col_major ? mat_index(t, c, r) : mat_index(t, r, c))
                                         : c;
        if (k < 16) comp[k] = load_input(g, e, a * e->elem_rows + r, c);
      }
    IrValue *v;
    if (n == 1) {
      v = comp[0];
    } else {
      v = ir_poison(g->m, reg);
      for (uint32_t k = 0; k < n && k < 16 && v; k++)
        if (comp[k]) v = ir_build_insertelement(&g->b, v, comp[k], i32v(g, k), "");
    }
    if (!v) return;
    IrValue *addr = array_elem_addr(g, e, leaf_addr(g, e, root, rt), a);
    LValue lv = lv_addr(addr, t);
    gen_store(g, &lv, v);
  }
}

/* The dx.op DXC reads a value with when its semantic is not (or only for
 * show) in the signature. */
static void gen_sv_value(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  HType *rt;
  IrValue *root = root_of(g, e, &rt);
  if (!root) return;
  HType *t = leaf_elem_type(e);
  IrType *i32 = ir_type_int(m, 32);
  const char *name = sv_intrinsic_name(e->sem_kind);
  IrValue *v;
  if (e->sem_kind == DXIL_SEM_CULL_PRIMITIVE) {
    v = ir_const_int(m, ir_type_int(m, 1), 0); /* DXC: constant false */
  } else if (name) {
    IrFunc *fn = gen_intrinsic(g, name, i32, NULL, 0, IA_PURE);
    if (!fn) return;
    v = ir_build_call(&g->b, fn, NULL, 0, "");
    if (v && e->is_bool) v = ir_build_icmp(&g->b, IR_ICMP_NE, v, i32v(g, 0), "");
  } else {
    gen_error(g, GE_UNSUPPORTED, e->loc, "semantic '%s' is not supported yet", e->name);
    return;
  }
  if (!v) return;
  if (t->kind == T_VECTOR && t->n > 1) v = gen_splat(g, v, t->n);
  IrValue *addr = leaf_addr(g, e, root, rt);
  LValue lv = lv_addr(addr, t);
  gen_store(g, &lv, v);
}

void gen_sig_prologue(Gen *g) {
  HlslCtx *c = g->c;
  Decl *f = g->fdecl;
  const HlEntrySig *sig = c->entry_sig;
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    g->b.loc = p->loc;
    p->ir = gen_alloca(g, gen_mem_type(g, p->type), p->name[0] ? p->name : "param");
  }
  g->sig_ret = NULL;
  if (f->type->kind != T_VOID) g->sig_ret = gen_alloca(g, gen_mem_type(g, f->type), "retval");
  if (!sig) return;
  g->b.loc = f->loc;
  /* Declare the access intrinsics in DXC's order (dedicated ops, loads,
   * stores, each in element order): the dx.op declarations follow it. */
  for (uint32_t i = 0; i < sig->n; i++) {
    const HlSigElem *e = &sig->elems[i];
    const char *sv = sv_intrinsic_name(e->sem_kind);
    if (!e->output && (e->sig < 0 || e->si == DXIL_SI_SHADOW) && sv)
      gen_intrinsic(g, sv, ir_type_int(g->m, 32), NULL, 0, IA_PURE);
  }
  for (uint32_t i = 0; i < sig->n; i++) {
    const HlSigElem *e = &sig->elems[i];
    if (!e->output && e->sig >= 0 && e->si != DXIL_SI_SHADOW) load_input_fn(g, e);
  }
  for (uint32_t i = 0; i < sig->n; i++) {
    const HlSigElem *e = &sig->elems[i];
    if (e->output && e->sig >= 0) store_output_fn(g, e);
  }
  for (uint32_t i = sig->n; i-- > 0;) {
    const HlSigElem *e = &sig->elems[i];
    if (e->output || e->sig < 0 || e->si == DXIL_SI_SHADOW) continue;
    gen_input_elem(g, e);
  }
  for (uint32_t i = sig->n; i-- > 0;) {
    const HlSigElem *e = &sig->elems[i];
    if (e->output || (e->sig >= 0 && e->si != DXIL_SI_SHADOW)) continue;
    gen_sv_value(g, e);
  }
}

/* One llvm.dx.store.output call. */
static void store_output(Gen *g, const HlSigElem *e, uint32_t row, uint32_t col, IrValue *v) {
  IrType *at = access_type(g, e);
  if (e->is_bool) v = ir_build_cast(&g->b, IR_ZEXT, v, at, "");
  IrFunc *fn = store_output_fn(g, e);
  if (!fn || !v) return;
  IrValue *args[4] = {i32v(g, e->id), i32v(g, row), i8v(g, col), v};
  ir_build_call(&g->b, fn, args, 4, "");
}

static void gen_output_elem(Gen *g, const HlSigElem *e) {
  HType *rt;
  IrValue *root = root_of(g, e, &rt);
  if (!root) return;
  HType *t = leaf_elem_type(e);
  uint32_t n = leaf_components(t), count = leaf_count(e);
  uint32_t first = 0;
  if (e->array_elem >= 0) {
    first = (uint32_t)e->array_elem;
    count = first + 1;
  }
  for (uint32_t a = first; a < count; a++) {
    IrValue *addr = array_elem_addr(g, e, leaf_addr(g, e, root, rt), a);
    LValue lv = lv_addr(addr, t);
    IrValue *v = gen_load(g, &lv);
    if (!v) return;
    uint32_t base_row = e->array_elem >= 0 ? 0 : a * e->elem_rows;
    /* Components in signature order, like the loads. */
    for (uint32_t r = 0; r < e->elem_rows; r++)
      for (uint32_t c = 0; c < e->cols; c++) {
        uint32_t k = t->kind == T_MATRIX ? (e->col_major ? mat_index(t, c, r) : mat_index(t, r, c))
                                         : c;
        IrValue *x = n == 1 ? v : gen_extract(g, v, k);
        store_output(g, e, base_row + r, c, x);
      }
  }
}

void gen_sig_copy_out(Gen *g) {
  const HlEntrySig *sig = g->c->entry_sig;
  if (!sig) return;
  /* Out parameters first, then the return value (DXC stores out parameters
   * where they are assigned and the return value at the return). */
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < sig->n; i++) {
      const HlSigElem *e = &sig->elems[i];
      if (!e->output || e->sig < 0) continue;
      if ((pass == 0) != (e->param >= 0)) continue;
      gen_output_elem(g, e);
    }
}

/* ---- dx.semantic.signatures --------------------------------------------- */

static IrMD *md_int(Gen *g, uint32_t bits, uint32_t v) {
  return ir_md_const(g->m, ir_const_int(g->m, ir_type_int(g->m, bits), v));
}

static IrMD *elem_md(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  IrMD **idx = arena_alloc(g->c->arena, sizeof(IrMD *) * (e->rows + 1));
  if (!idx) return NULL;
  for (uint32_t r = 0; r < e->rows; r++) idx[r] = md_int(g, 32, e->indices[r]);
  IrMD *ops[13] = {
      md_int(g, 32, e->id),        ir_md_string(m, e->name),
      md_int(g, 32, e->comp_type), md_int(g, 32, e->sem_kind),
      ir_md_node(m, idx, e->rows), md_int(g, 32, e->interp),
      md_int(g, 32, e->rows),      md_int(g, 8, e->cols),
      md_int(g, 32, UINT32_MAX),   md_int(g, 8, 0xFF),
      md_int(g, 8, 0),             md_int(g, 8, 0),
      md_int(g, 32, 0),
  };
  return ir_md_node(m, ops, 13);
}

static IrMD *list_md(Gen *g, const HlEntrySig *sig, int which) {
  uint32_t n = sig->count[which];
  if (!n) return NULL;
  IrMD **ops = arena_alloc(g->c->arena, sizeof(IrMD *) * n);
  if (!ops) return NULL;
  for (uint32_t i = 0; i < sig->n; i++) {
    const HlSigElem *e = &sig->elems[i];
    if (e->sig == which && e->id < n) ops[e->id] = elem_md(g, e);
  }
  return ir_md_node(g->m, ops, n);
}

void gen_sig_metadata(Gen *g, IrFunc *fn) {
  const HlEntrySig *sig = g->c->entry_sig;
  if (!sig || !fn || (!sig->count[DXIL_SIG_IN] && !sig->count[DXIL_SIG_OUT])) return;
  IrMD *ops[3] = {ir_md_const(g->m, &fn->v), list_md(g, sig, DXIL_SIG_IN),
                  list_md(g, sig, DXIL_SIG_OUT)};
  IrNamedMD *nmd = ir_named_md_get(g->m, "dx.semantic.signatures");
  if (nmd) ir_named_md_add(g->m, nmd, ir_md_node(g->m, ops, 3));
}
