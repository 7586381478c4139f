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
static IrValue *leaf_addr_at(Gen *g, const HlSigElem *e, IrValue *root, HType *root_type, uint32_t o) {
  if (!e->npath && !e->outer) return root;
  IrValue *idx[18];
  uint32_t n = 0;
  idx[n++] = i32v(g, 0);
  HType *t = root_type;
  for (uint32_t k = 0; k <= e->npath; k++) {
    /* element o of the array of structs the path goes through */
    if (e->outer && k == e->outer_at && t->kind == T_ARRAY) {
      idx[n++] = i32v(g, o);
      t = t->elem;
    }
    if (k == e->npath || t->kind != T_STRUCT) break;
    idx[n++] = i32v(g, gen_field_index(g, t->st, e->path[k]));
    t = t->st->fields[e->path[k]].type;
  }
  return ir_build_gep(&g->b, gen_mem_type(g, root_type), root, idx, n, true, "");
}

static IrValue *leaf_addr(Gen *g, const HlSigElem *e, IrValue *root, HType *root_type) {
  return leaf_addr_at(g, e, root, root_type, 0);
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

/* Reads of the hull shader's output control points (patch constant
 * function) and of patch constants (domain shader) take the load.input
 * operands (id, row, col, vertex; the vertex is undef for patch constants)
 * under their own names; patch constants are written like outputs. */
static IrFunc *load_input_fn(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  IrType *at = access_type(g, e);
  IrType *ps[4] = {ir_type_int(m, 32), ir_type_int(m, 32), ir_type_int(m, 8), ir_type_int(m, 32)};
  const char *name = e->sig == DXIL_SIG_OUT ? "llvm.dx.load.output.control.point"
                     : e->sig == DXIL_SIG_PC ? "llvm.dx.load.patch.constant"
                                             : "llvm.dx.load.input";
  return gen_intrinsic_ov(g, name, &at, 1, at, ps, 4, IA_PURE);
}

static IrFunc *store_output_fn(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  IrType *at = access_type(g, e);
  IrType *ps[4] = {ir_type_int(m, 32), ir_type_int(m, 32), ir_type_int(m, 8), at};
  const char *name = e->sig == DXIL_SIG_PC ? "llvm.dx.store.patch.constant" : "llvm.dx.store.output";
  return gen_intrinsic_ov(g, name, &at, 1, ir_type_void(m), ps, 4, IA_WRITE);
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
  case DXIL_SEM_OUTPUT_CP_ID: return "llvm.dx.output.control.point.id";
  case DXIL_SEM_GS_INSTANCE_ID: return "llvm.dx.gs.instance.id";
  case DXIL_SEM_START_VERTEX: return "llvm.dx.start.vertex.location";
  case DXIL_SEM_START_INSTANCE: return "llvm.dx.start.instance.location";
  default: return NULL;
  }
}

/* One llvm.dx.load.input call; vertex: the geometry input vertex, or NULL. */
static IrValue *load_input(Gen *g, const HlSigElem *e, uint32_t row, uint32_t col, IrValue *vertex) {
  IrModule *m = g->m;
  IrFunc *fn = load_input_fn(g, e);
  if (!fn) return NULL;
  IrValue *args[4] = {i32v(g, e->id), i32v(g, row), i8v(g, col),
                      vertex ? vertex : ir_undef(m, ir_type_int(m, 32))};
  IrValue *v = ir_build_call(&g->b, fn, args, 4, "");
  /* reading an input is not precise math: without fast-math flags the
   * lowered loadInput would be marked !dx.precise (dxil_mark_precise_ops) */
  if (v && ir_type_is_fp(ir_type_scalar(v->type))) ((IrInst *)v)->flags |= IR_FMF_FAST;
  if (v && e->is_bool) v = ir_build_icmp(&g->b, IR_ICMP_NE, v, i32v(g, 0), "");
  return v;
}

/* Read input element e into its parameter. The stores made are appended
 * to `stores` (when not NULL). */
static void gen_input_elem(Gen *g, const HlSigElem *e, PtrVec *stores) {
  HType *rt0;
  IrValue *root0 = root_of(g, e, &rt0);
  if (!root0) return;
  HType *t = leaf_elem_type(e);
  uint32_t n = leaf_components(t), count = leaf_count(e);
  IrType *reg = gen_reg_type(g, t);
  uint32_t nverts = e->vertices ? e->vertices : 1;
  for (uint32_t vx = 0; vx < nverts; vx++) {
  /* Geometry inputs: the parameter is an array over the vertices. */
  HType *rt = e->vertices ? rt0->elem : rt0;
  IrValue *root = root0, *vertex = NULL;
  if (e->vertices) {
    IrValue *ix[2] = {i32v(g, 0), i32v(g, vx)};
    root = ir_build_gep(&g->b, gen_mem_type(g, rt0), root0, ix, 2, true, "");
    vertex = i32v(g, vx);
  }
  uint32_t nouter = e->outer ? e->outer : 1;
  for (uint32_t o = 0; o < nouter; o++)
  for (uint32_t a = 0; a < count; a++) {
    /* Components in signature order: row by row, column by column. */
    IrValue *comp[16] = {0};
    uint32_t row0 = (o * count + a) * e->elem_rows;
    for (uint32_t r = 0; r < e->elem_rows; r++)
      for (uint32_t c = 0; c < e->cols; c++) {
        uint32_t k = t->kind == T_MATRIX ? (e->col_major ? mat_index(t, c, r) : mat_index(t, r, c))
                                         : c;
        if (k < 16) comp[k] = load_input(g, e, row0 + r, c, vertex);
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
    IrValue *addr = array_elem_addr(g, e, leaf_addr_at(g, e, root, rt, o), a);
    LValue lv = lv_addr(addr, t);
    IrInst *before = g->b.block ? g->b.block->last : NULL;
    gen_store(g, &lv, v);
    if (stores)
      for (IrInst *i = before ? before->next : (g->b.block ? g->b.block->first : NULL); i; i = i->next)
        if (i->op == IR_STORE) ptrvec_push(g->c->arena, stores, i);
  }
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
  } else if (e->sem_kind == DXIL_SEM_DISPATCH_THREAD_ID || e->sem_kind == DXIL_SEM_GROUP_ID ||
             e->sem_kind == DXIL_SEM_GROUP_INDEX || e->sem_kind == DXIL_SEM_GROUP_THREAD_ID) {
    v = gen_compute_sv(g, e->name, t); /* mesh shader inputs, as in compute */
    t = NULL;
  } else if (e->sem_kind == DXIL_SEM_DOMAIN_LOCATION) {
    /* float2/float3: one llvm.dx.domain.location(i8 component) each */
    IrType *i8 = ir_type_int(m, 8), *f32 = ir_type_float(m);
    IrFunc *fn = gen_intrinsic(g, "llvm.dx.domain.location", f32, &i8, 1, IA_PURE);
    uint32_t n = t->kind == T_VECTOR ? t->n : 1;
    IrValue *comps[4] = {0};
    for (uint32_t k = 0; k < n && k < 4 && fn; k++) {
      IrValue *a = i8v(g, k);
      comps[k] = ir_build_call(&g->b, fn, &a, 1, "");
      if (comps[k]) ((IrInst *)comps[k])->flags |= IR_FMF_FAST; /* not precise math */
    }
    if (!fn || (t->kind != T_SCALAR && t->kind != T_VECTOR) || t->sk != SK_FLOAT) {
      gen_error(g, GE_UNSUPPORTED, e->loc, "SV_DomainLocation must be float, float2 or float3");
      return;
    }
    v = comps[0];
    if (n > 1) {
      v = ir_poison(m, gen_reg_type(g, t));
      for (uint32_t k = 0; k < n && v; k++) v = ir_build_insertelement(&g->b, v, comps[k], i32v(g, k), "");
    }
    t = NULL;
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
  if (!t) t = leaf_elem_type(e);
  else if (t->kind == T_VECTOR && t->n > 1) v = gen_splat(g, v, t->n);
  IrValue *addr = leaf_addr(g, e, root, rt);
  LValue lv = lv_addr(addr, t);
  gen_store(g, &lv, v);
}

/* An input array DXC reads where it is used: the element, the stores the
 * prologue made for it, and its parameter. */
typedef struct DeferredIn {
  const HlSigElem *e;
  PtrVec stores;          /* the prologue's stores into the parameter */
} DeferredIn;

typedef struct SigState {
  VEC(DeferredIn) deferred;
} SigState;

/* DXC reads arrays of input (not inout) parameters at each use, through
 * the parameter pointer; everything else is read once at the top. */
static bool read_at_use(Gen *g, const HlSigElem *e) {
  if (e->output || e->sig < 0 || e->si == DXIL_SI_SHADOW || e->outer) return false;
  if (e->type->kind != T_ARRAY && !e->vertices) return false;
  if (e->param < 0) return false;
  return !(g->fdecl->params[e->param]->quals & Q_OUT);
}

void gen_sig_prologue(Gen *g) {
  HlslCtx *c = g->c;
  Decl *f = g->fdecl;
  const HlEntrySig *sig = c->entry_sig;
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    g->b.loc = p->loc;
    if (sig && sig->ms_topology && sig->ms_payload_param == (int32_t)i) {
      /* `in payload`: read in place through GetMeshPayload's pointer */
      /* overloaded on the payload struct, which names DXC's op */
      IrType *pst = gen_mem_type(g, p->type);
      IrFunc *gp = gen_intrinsic_ov(g, "llvm.dx.get.mesh.payload", &pst, 1, ir_type_ptr(g->m, 0),
                                    NULL, 0, IA_READ);
      p->ir = gp ? ir_build_call(&g->b, gp, NULL, 0, "") : NULL;
      continue;
    }
    p->ir = p->type->kind == T_STREAM
                ? NULL /* written through Append only */
                : gen_alloca(g, gen_mem_type(g, p->type), p->name[0] ? p->name : "param");
  }
  g->sig_ret = NULL;
  if (f->type->kind != T_VOID) g->sig_ret = gen_alloca(g, gen_mem_type(g, f->type), "retval");
  if (!sig) return;
  g->b.loc = f->loc;
  /* Declare the access intrinsics in DXC's order (dedicated ops, loads,
   * stores, each in element order): the dx.op declarations follow it.
   * Hull shaders: the patch constant function's too (generated after the
   * entry), then patch constant accesses, then output control point reads. */
  const HlEntrySig *lists[2] = {sig, sig->pc_sig};
  for (uint32_t l = 0; l < 2 && lists[l]; l++)
    for (uint32_t i = 0; i < lists[l]->n; i++) {
      const HlSigElem *e = &lists[l]->elems[i];
      const char *sv = sv_intrinsic_name(e->sem_kind);
      if (!e->output && (e->sig < 0 || e->si == DXIL_SI_SHADOW) && sv)
        gen_intrinsic(g, sv, ir_type_int(g->m, 32), NULL, 0, IA_PURE);
      if (!e->output && e->sig < 0 && e->sem_kind == DXIL_SEM_DOMAIN_LOCATION) {
        IrType *i8 = ir_type_int(g->m, 8);
        gen_intrinsic(g, "llvm.dx.domain.location", ir_type_float(g->m), &i8, 1, IA_PURE);
      }
    }
  for (uint32_t l = 0; l < 2 && lists[l]; l++)
    for (uint32_t i = 0; i < lists[l]->n; i++) {
      const HlSigElem *e = &lists[l]->elems[i];
      if (!e->output && e->sig == DXIL_SIG_IN && e->si != DXIL_SI_SHADOW) load_input_fn(g, e);
    }
  for (uint32_t i = 0; i < sig->n; i++) {
    const HlSigElem *e = &sig->elems[i];
    if (e->output && e->sig == DXIL_SIG_OUT && !e->vertices) store_output_fn(g, e);
  }
  for (uint32_t l = 0; l < 2 && lists[l]; l++)
    for (uint32_t i = 0; i < lists[l]->n; i++) {
      const HlSigElem *e = &lists[l]->elems[i];
      if (e->sig != DXIL_SIG_PC || e->vertices) continue;
      if (e->output) store_output_fn(g, e);
      else load_input_fn(g, e);
    }
  for (uint32_t l = 0; l < 2 && lists[l]; l++)
    for (uint32_t i = 0; i < lists[l]->n; i++) {
      const HlSigElem *e = &lists[l]->elems[i];
      if (!e->output && e->sig == DXIL_SIG_OUT) load_input_fn(g, e);
    }
  if (g->stage == STAGE_GEOMETRY) {
    IrType *i8 = ir_type_int(g->m, 8);
    gen_intrinsic(g, "llvm.dx.cut.stream", ir_type_void(g->m), &i8, 1, IA_WRITE);
    gen_intrinsic(g, "llvm.dx.emit.stream", ir_type_void(g->m), &i8, 1, IA_WRITE);
  }
  SigState *st = arena_alloc(g->c->arena, sizeof *st);
  g->sig_state = st;
  for (uint32_t i = sig->n; i-- > 0;) {
    const HlSigElem *e = &sig->elems[i];
    if (e->output || e->sig < 0 || e->si == DXIL_SI_SHADOW) continue;
    if (st && read_at_use(g, e)) {
      DeferredIn d;
      memset(&d, 0, sizeof d);
      d.e = e;
      gen_input_elem(g, e, &d.stores);
      vec_push(g->c->arena, &st->deferred, d);
    } else {
      gen_input_elem(g, e, NULL);
    }
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

/* Write output element e from the value at root (of type rt). */
static void gen_output_elem_from(Gen *g, const HlSigElem *e, IrValue *root, HType *rt) {
  HType *t = leaf_elem_type(e);
  uint32_t n = leaf_components(t), count = leaf_count(e);
  uint32_t first = 0;
  if (e->array_elem >= 0) {
    first = (uint32_t)e->array_elem;
    count = first + 1;
  }
  uint32_t nouter = e->outer ? e->outer : 1;
  for (uint32_t o = 0; o < nouter; o++)
  for (uint32_t a = first; a < count; a++) {
    IrValue *addr = array_elem_addr(g, e, leaf_addr_at(g, e, root, rt, o), a);
    LValue lv = lv_addr(addr, t);
    IrValue *v = gen_load(g, &lv);
    if (!v) return;
    uint32_t base_row = e->array_elem >= 0 ? 0 : (o * count + a) * e->elem_rows;
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

static void gen_output_elem(Gen *g, const HlSigElem *e) {
  HType *rt;
  IrValue *root = root_of(g, e, &rt);
  if (root) gen_output_elem_from(g, e, root, rt);
}

/* The stream a helper's stream parameter d receives: the entry's stream
 * parameter its callers pass, STREAM_MIXED when they pass streams that
 * lead to different ones. Callers that no entry stream reaches (helpers
 * never called, or called only from such helpers) pass nothing: NULL. */
#define STREAM_MIXED ((Decl *)(uintptr_t)1)
static bool is_entry_param(const Decl *entry, const Decl *d) {
  for (uint32_t i = 0; entry && i < entry->nparams; i++)
    if (entry->params[i] == d) return true;
  return false;
}
static Decl *stream_root(const Decl *entry, Decl *d, int depth) {
  if (!d) return NULL;
  if (!hl_decl_rare(d)->stream_src) return is_entry_param(entry, d) ? d : NULL;
  if (depth > 64) return NULL;
  Decl *r = stream_root(entry, hl_decl_rare(d)->stream_src, depth + 1);
  for (uint32_t k = 0; k < hl_decl_rare(d)->stream_more.len && r != STREAM_MIXED; k++) {
    Decl *o = stream_root(entry, hl_decl_rare(d)->stream_more.data[k], depth + 1);
    if (o && r && o != r) r = STREAM_MIXED;
    else if (o) r = o;
  }
  return r;
}

IrValue *gen_stream_method(Gen *g, Expr *e) {
  const HlEntrySig *sig = g->c->entry_sig;
  Decl *f = g->fdecl;
  int32_t param = -1;
  Decl *sd = e->a->kind == E_NAME ? e->a->decl : NULL;
  if (!g->is_entry) {
    /* a helper's stream parameter: the entry's stream its callers pass */
    f = g->c->entry;
    Decl *root = stream_root(f, sd, 0);
    if (root == STREAM_MIXED) {
      gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e),
                "a stream-output parameter that receives different streams is not supported");
      return NULL;
    }
    sd = root;
  }
  for (uint32_t i = 0; f && sd && i < f->nparams; i++)
    if (sd == f->params[i]) param = (int32_t)i;
  uint32_t s = 4;
  for (uint32_t k = 0; sig && param >= 0 && k < 4; k++)
    if (sig->stream_param[k] == param) s = k;
  if (s == 4) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e),
              "stream-output objects can only be used directly in the geometry shader entry");
    return NULL;
  }
  IrModule *m = g->m;
  IrType *i8 = ir_type_int(m, 8);
  if (e->intrin == IN_STREAM_APPEND) {
    HType *vt = e->a->type->elem;
    IrValue *tmp = gen_alloca(g, gen_mem_type(g, vt), "");
    if (!tmp) return NULL;
    LValue dst = lv_addr(tmp, vt);
    if (vt->kind == T_STRUCT || vt->kind == T_ARRAY) {
      LValue src = gen_agg(g, e->args[0]);
      gen_copy(g, vt, &dst, &src);
    } else {
      gen_store(g, &dst, gen_rvalue(g, e->args[0]));
    }
    for (uint32_t i = 0; i < sig->n; i++) {
      const HlSigElem *el = &sig->elems[i];
      if (el->via_stream && el->stream == s && el->sig >= 0) gen_output_elem_from(g, el, tmp, vt);
    }
  }
  const char *name = e->intrin == IN_STREAM_APPEND ? "llvm.dx.emit.stream" : "llvm.dx.cut.stream";
  IrFunc *fn = gen_intrinsic(g, name, ir_type_void(m), &i8, 1, IA_WRITE);
  IrValue *sv = i8v(g, s);
  if (fn) ir_build_call(&g->b, fn, &sv, 1, "");
  return NULL;
}

/* [clipplanes]: SV_ClipDistance k = dot(SV_Position output, plane k), the
 * planes read from their constant buffers (DXC's clip plane lowering, with
 * dx.op.dot4). */
static void gen_clip_plane_outputs(Gen *g, const HlEntrySig *sig) {
  if (!sig->nclip) return;
  const HlSigElem *pe = &sig->elems[sig->clip_pos];
  HType *rt;
  IrValue *root = root_of(g, pe, &rt);
  if (!root) return;
  LValue lv = lv_addr(leaf_addr(g, pe, root, rt), leaf_elem_type(pe));
  IrValue *pos = gen_load(g, &lv);
  HType *f4 = hl_vector(g->c, SK_FLOAT, 4);
  pos = gen_convert(g, pos, leaf_elem_type(pe), f4);
  for (uint32_t i = 0; i < sig->n && pos; i++) {
    const HlSigElem *e = &sig->elems[i];
    if (!e->clip_plane) continue;
    Expr *pl = sig->clip_planes[e->clip_plane - 1];
    IrValue *plane = gen_convert(g, gen_rvalue(g, pl), pl->type, f4);
    IrValue *d = plane ? gen_fdot(g, pos, plane) : NULL;
    if (d) store_output(g, e, 0, 0, d);
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
      if (!e->output || e->sig < 0 || e->via_stream || e->vertices || e->clip_plane) continue;
      if ((pass == 0) != (e->param >= 0)) continue;
      gen_output_elem(g, e);
    }
  gen_clip_plane_outputs(g, sig);
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
      md_int(g, 32, e->stream),
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
  if (!sig || !fn ||
      (!sig->count[DXIL_SIG_IN] && !sig->count[DXIL_SIG_OUT] && !sig->count[DXIL_SIG_PC]))
    return;
  /* a fourth list: mesh primitive outputs (signatures.h) */
  /* hull shaders: the patch constants are the patch constant function's */
  IrMD *ops[4] = {ir_md_const(g->m, &fn->v), list_md(g, sig, DXIL_SIG_IN),
                  list_md(g, sig, DXIL_SIG_OUT),
                  list_md(g, sig->pc_sig ? sig->pc_sig : sig, DXIL_SIG_PC)};
  IrNamedMD *nmd = ir_named_md_get(g->m, "dx.semantic.signatures");
  if (nmd) ir_named_md_add(g->m, nmd, ir_md_node(g->m, ops, sig->count[DXIL_SIG_PC] ? 4 : 3));
}

void gen_tess_metadata(Gen *g, IrFunc *fn) {
  const HlEntrySig *sig = g->c->entry_sig;
  if (!sig || !fn || !sig->ts_domain) return;
  IrModule *m = g->m;
  IrFunc *pf = sig->pc_func ? sig->pc_func->ir : NULL;
  IrMD *ops[8] = {ir_md_const(m, &fn->v), pf ? ir_md_const(m, &pf->v) : NULL,
                  md_int(g, 32, sig->ts_domain), md_int(g, 32, sig->ts_partitioning),
                  md_int(g, 32, sig->ts_out_prim), md_int(g, 32, sig->ts_in_cp),
                  md_int(g, 32, sig->ts_out_cp),
                  ir_md_const(m, ir_const_fp(m, ir_type_float(m), sig->ts_max_tess))};
  IrNamedMD *nmd = ir_named_md_get(m, "hlsl.tess");
  if (nmd) ir_named_md_add(m, nmd, ir_md_node(m, ops, 8));
}

/* ---- input arrays read where they are used ---------------------------------- */

/* A pointer derived from a parameter's storage: the GEP indices after the
 * leading zero of each GEP in the chain. */
typedef struct DerivedPtr {
  IrValue *idx[24];
  uint32_t n;
  bool bad;               /* not a chain of GEPs with a leading zero */
} DerivedPtr;

/* What the body does with one parameter's storage. */
typedef struct ParamUses {
  IrValue *root;          /* the parameter's alloca */
  PtrMap derived;         /* IrInst* (GEP) -> DerivedPtr* */
  PtrVec loads, stores;   /* accesses through derived pointers (or root) */
  bool escapes;           /* the storage is used other than by GEP/load/store address */
} ParamUses;

static const DerivedPtr root_path = {{0}, 0, false};

static const DerivedPtr *derived_of(ParamUses *u, IrValue *v) {
  if (v == u->root) return &root_path;
  if (v && v->kind == IR_V_INST) return ptrmap_get(&u->derived, v);
  return NULL;
}

static void scan_uses(Gen *g, ParamUses *u) {
  IrFunc *fn = g->fn;
  ptrmap_init(&u->derived, g->c->arena);
  /* Two rounds: a GEP may be emitted in a block laid out after its use. */
  for (int round = 0; round < 2; round++) {
    u->loads.len = u->stores.len = 0;
    u->escapes = false;
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
        for (uint32_t k = 0; k < i->nops; k++) {
          const DerivedPtr *d = derived_of(u, i->ops[k]);
          if (!d) continue;
          if (i->op == IR_GEP && k == 0) {
            if (ptrmap_get(&u->derived, i)) continue;
            DerivedPtr *nd = arena_alloc(g->c->arena, sizeof *nd);
            if (!nd) return;
            *nd = *d;
            uint64_t z;
            if (i->nops < 2 || !ir_const_is_int(i->ops[1], &z) || z != 0) nd->bad = true;
            for (uint32_t j = 2; j < i->nops; j++) {
              if (nd->n < 24) nd->idx[nd->n++] = i->ops[j];
              else nd->bad = true;
            }
            ptrmap_put(&u->derived, i, nd);
          } else if (i->op == IR_LOAD && k == 0) {
            ptrvec_push(g->c->arena, &u->loads, i);
          } else if (i->op == IR_STORE && k == 1) {
            ptrvec_push(g->c->arena, &u->stores, i);
          } else {
            u->escapes = true;
          }
        }
  }
}

/* Relation of a derived path to an element's path (IR struct indices,
 * UINT32_MAX for the geometry vertex axis): 0 disjoint, 1 the element or
 * inside it, 2 an ancestor of it (or something we cannot tell). */
static int relate(const DerivedPtr *d, const uint32_t *epath, uint32_t n) {
  if (d->bad) return 2;
  uint32_t common = d->n < n ? d->n : n;
  for (uint32_t k = 0; k < common; k++) {
    uint64_t v;
    if (epath[k] == UINT32_MAX) continue; /* the vertex axis: any vertex */
    if (!ir_const_is_int(d->idx[k], &v)) return 2;
    if (v != epath[k]) return 0;
  }
  return d->n >= n ? 1 : 2;
}

static bool in_prologue(const PtrVec *stores, IrInst *i) {
  for (uint32_t k = 0; k < stores->len; k++)
    if (stores->data[k] == i) return true;
  return false;
}

/* Row-major linear index of idx[0..nd) into an array of dimensions dims
 * (dims[0] unused), built at the builder; i32 0 for no dimensions. */
static IrValue *linear_index(Gen *g, IrValue **idx, const uint32_t *dims, uint32_t nd) {
  IrValue *lin = nd ? idx[0] : i32v(g, 0);
  for (uint32_t j = 1; j < nd; j++)
    lin = ir_build_binop(&g->b, IR_ADD, ir_build_binop(&g->b, IR_MUL, lin, i32v(g, dims[j]), ""),
                         idx[j], "");
  return lin;
}

/* Replace `ld` (an element of input array e, at array indices idx[0..nd))
 * with llvm.dx.load.input calls. */
static bool rewrite_load(Gen *g, const HlSigElem *e, IrInst *ld, IrValue **idx, uint32_t nd,
                         IrValue *vertex) {
  IrModule *m = g->m;
  HType *t = leaf_elem_type(e);
  /* one component of a vector (v[i].pos.w): the GEP's last index */
  int32_t one = -1;
  uint64_t oc;
  if (ld->v.type != gen_mem_type(g, t)) {
    if (t->kind != T_VECTOR || !nd || !ir_const_is_int(idx[nd - 1], &oc) || oc >= t->n ||
        ld->v.type != gen_mem_type(g, hl_scalar(g->c, t->sk)))
      return false;
    one = (int32_t)oc;
    nd--;
  }
  uint32_t dims[8], k = 0;
  for (HType *a = e->type; a->kind == T_ARRAY && k < 8; a = a->elem) dims[k++] = a->count ? a->count : 1;
  if (k != nd) return false;
  for (uint32_t j = 0; j < nd; j++)
    if (!idx[j]->type || !ir_type_is_int(idx[j]->type, 32)) return false;
  if (vertex && (!vertex->type || !ir_type_is_int(vertex->type, 32))) return false;
  IrBuilder saved = g->b;
  ir_builder_before(&g->b, m, ld);
  g->b.loc = ld->loc;
  /* Linear array index, times the rows of one element. */
  IrValue *lin = linear_index(g, idx, dims, nd);
  uint64_t c;
  bool konst = true;
  for (uint32_t j = 0; j < nd && konst; j++) konst = ir_const_is_int(idx[j], &c);
  uint32_t n = leaf_components(t);
  IrValue *comp[16] = {0};
  for (uint32_t r = 0; r < e->elem_rows; r++) {
    IrValue *row;
    uint64_t lv;
    if (ir_const_is_int(lin, &lv)) row = i32v(g, (uint32_t)lv * e->elem_rows + r);
    else {
      row = e->elem_rows > 1 ? ir_build_binop(&g->b, IR_MUL, lin, i32v(g, e->elem_rows), "") : lin;
      if (r) row = ir_build_binop(&g->b, IR_ADD, row, i32v(g, r), "");
    }
    for (uint32_t col = 0; col < e->cols; col++) {
      uint32_t ci = t->kind == T_MATRIX ? (e->col_major ? mat_index(t, col, r) : mat_index(t, r, col))
                                        : col;
      if (one >= 0 && col != (uint32_t)one) continue;
      IrFunc *fn = load_input_fn(g, e);
      if (!fn || ci >= 16) continue;
      IrValue *args[4] = {i32v(g, e->id), row, i8v(g, col),
                          vertex ? vertex : ir_undef(m, ir_type_int(m, 32))};
      IrValue *v = ir_build_call(&g->b, fn, args, 4, "");
      /* not precise math (see load_input) */
      if (v && ir_type_is_fp(ir_type_scalar(v->type))) ((IrInst *)v)->flags |= IR_FMF_FAST;
      if (v && e->is_bool) /* memory form of a bool: 0 or 1 */
        v = ir_build_cast(&g->b, IR_ZEXT, ir_build_icmp(&g->b, IR_ICMP_NE, v, i32v(g, 0), ""),
                          ir_type_int(m, 32), "");
      comp[ci] = v;
    }
  }
  (void)konst;
  IrValue *res;
  if (one >= 0) {
    res = comp[one];
  } else if (n == 1) {
    res = comp[0];
  } else {
    res = ir_poison(m, ld->v.type);
    for (uint32_t q = 0; q < n && q < 16 && res; q++)
      if (comp[q]) res = ir_build_insertelement(&g->b, res, comp[q], i32v(g, q), "");
  }
  g->b = saved;
  if (!res) return false;
  ir_replace_all_uses(m, g->fn, &ld->v, res);
  ir_inst_remove(ld);
  return true;
}

static void gen_mesh_finish(Gen *g);

/* Remove the prologue stores of a deferred input and the loads feeding
 * only them. */
static void drop_prologue_copy(Gen *g, PtrVec *stores) {
  PtrVec work = {0};
  for (uint32_t k = 0; k < stores->len; k++) {
    IrInst *st = stores->data[k];
    if (!st->parent || st->op != IR_STORE) continue;
    ptrvec_push(g->c->arena, &work, st->ops[0]);
    ir_inst_remove(st);
  }
  while (work.len) {
    IrValue *v = work.data[--work.len];
    if (!v || v->kind != IR_V_INST) continue;
    IrInst *i = (IrInst *)v;
    if (!i->parent) continue;
    IrFunc *callee = i->op == IR_CALL ? ir_call_callee(i) : NULL;
    const char *cn = callee && callee->v.name ? callee->v.name : "";
    bool pure = i->op == IR_INSERTELEMENT || i->op == IR_ICMP || i->op == IR_ZEXT ||
                !strncmp(cn, "llvm.dx.load.input.", 19) ||
                !strncmp(cn, "llvm.dx.load.output.control.point.", 34);
    if (!pure || ir_count_uses(g->m, g->fn, v)) continue;
    for (uint32_t k = 0; k < i->nops; k++) ptrvec_push(g->c->arena, &work, i->ops[k]);
    ir_inst_remove(i);
  }
  stores->len = 0;
}

void gen_sig_finish(Gen *g) {
  gen_mesh_finish(g);
  SigState *st = g->sig_state;
  if (!st || !st->deferred.len || g->failed) return;
  Decl *f = g->fdecl;
  for (uint32_t p = 0; p < f->nparams; p++) {
    ParamUses u;
    memset(&u, 0, sizeof u);
    u.root = f->params[p]->ir;
    bool any = false;
    for (uint32_t k = 0; k < st->deferred.len; k++) any |= st->deferred.data[k].e->param == (int)p;
    if (!any || !u.root) continue;
    scan_uses(g, &u);
    if (u.escapes) continue; /* the storage is passed on: keep the copies */
    for (uint32_t k = 0; k < st->deferred.len; k++) {
      DeferredIn *d = &st->deferred.data[k];
      const HlSigElem *e = d->e;
      if (e->param != (int)p) continue;
      /* The element's path as IR struct indices. */
      uint32_t epath[17];
      HType *t = f->params[p]->type;
      uint32_t n = 0;
      if (e->vertices) { /* [vertex, fields...] */
        epath[n++] = UINT32_MAX;
        t = t->elem;
      }
      for (uint32_t q = 0; q < e->npath && t->kind == T_STRUCT && n < 16; q++) {
        epath[n++] = gen_field_index(g, t->st, e->path[q]);
        t = t->st->fields[e->path[q]].type;
      }
      /* Every access must be a load of one array element; writes other than
       * the prologue's mean the shader changes its copy. */
      bool ok = true;
      for (uint32_t q = 0; q < u.stores.len && ok; q++) {
        IrInst *sti = u.stores.data[q];
        int r = relate(derived_of(&u, sti->ops[1]), epath, n);
        if (r && !in_prologue(&d->stores, sti)) ok = false;
      }
      uint32_t nd = 0;
      for (HType *a = e->type; a->kind == T_ARRAY; a = a->elem) nd++;
      for (uint32_t q = 0; q < u.loads.len && ok; q++) {
        IrInst *ld = u.loads.data[q];
        const DerivedPtr *dp = derived_of(&u, ld->ops[0]);
        int r = relate(dp, epath, n);
        /* the element, or one component of a vector element */
        bool comp1 = leaf_elem_type(e)->kind == T_VECTOR && dp->n == n + nd + 1;
        if (r == 2 || (r == 1 && dp->n != n + nd && !comp1)) ok = false;
      }
      if (!ok) continue;
      bool all = true;
      for (uint32_t q = 0; q < u.loads.len; q++) {
        IrInst *ld = u.loads.data[q];
        if (!ld->parent) continue;
        const DerivedPtr *dp = derived_of(&u, ld->ops[0]);
        if (relate(dp, epath, n) != 1) continue;
        all &= rewrite_load(g, e, ld, (IrValue **)dp->idx + n, dp->n - n,
                            e->vertices ? dp->idx[0] : NULL);
      }
      /* Hull/domain shaders, every read rewritten: drop the prologue's copy
       * now, so that later passes cannot merge the reads with its (dead)
       * ones (DXC reads control points where they are used). */
      ShaderStage stage = g->stage;
      if (all && (stage == STAGE_HULL || stage == STAGE_DOMAIN)) drop_prologue_copy(g, &d->stores);
    }
  }
}

/* ---- mesh shaders: outputs written in place ------------------------------- */

/* IR scalar type of a store into element e's memory (bools are i32). */
static IrFunc *mesh_store_fn(Gen *g, const HlSigElem *e) {
  IrModule *m = g->m;
  IrType *at = access_type(g, e);
  IrType *ps[5] = {ir_type_int(m, 32), ir_type_int(m, 32), ir_type_int(m, 8), at, ir_type_int(m, 32)};
  const char *base = e->sig == DXIL_SIG_PC ? "llvm.dx.store.primitive.output"
                                           : "llvm.dx.store.vertex.output";
  return gen_intrinsic_ov(g, base, &at, 1, ir_type_void(m), ps, 5, IA_WRITE);
}

/* Replace `st`, a store into output element e of vertex/primitive `vertex`
 * at array indices idx[0..nd) (plus one vector component index when
 * ncomp is set), with llvm.dx.store.{vertex,primitive}.output calls. */
/* A partial write (v.y = x) is stored as load + insertelement(s) + store of
 * the whole vector; DXC writes only the components assigned. If v is such
 * a chain over a load from the outputs (rmw: is that load's address one),
 * *mask gets the inserted components, their values in comp[]; else all. */
static uint32_t written_components(IrValue *v, const IrInst *st, ParamUses *u, IrValue **comp) {
  uint32_t mask = 0;
  for (IrValue *x = v; x && x->kind == IR_V_INST;) {
    IrInst *i = (IrInst *)x;
    uint64_t k;
    if (i->op == IR_INSERTELEMENT && i->nops == 3 && ir_const_is_int(i->ops[2], &k) && k < 16) {
      if (!(mask & (1u << k))) comp[k] = i->ops[1];
      mask |= 1u << k;
      x = i->ops[0];
      continue;
    }
    if (i->op == IR_LOAD && i->nops && derived_of(u, i->ops[0]) && mask) return mask;
    break;
  }
  (void)st;
  return 0; /* a whole value */
}

static bool rewrite_mesh_store(Gen *g, const HlSigElem *e, IrInst *st, IrValue **idx,
                               uint32_t nidx, IrValue *vertex, ParamUses *u) {
  IrModule *m = g->m;
  HType *t = leaf_elem_type(e);
  uint32_t dims[8], nd = 0;
  for (HType *a = e->type; a->kind == T_ARRAY && nd < 8; a = a->elem) dims[nd++] = a->count ? a->count : 1;
  if (nidx != nd && !(nidx == nd + 1 && t->kind == T_VECTOR)) return false;
  for (uint32_t j = 0; j < nidx; j++)
    if (!idx[j]->type || !ir_type_is_int(idx[j]->type, 32)) return false;
  if (!vertex->type || !ir_type_is_int(vertex->type, 32)) return false;
  IrValue *v = st->ops[0];
  uint64_t one_col = 0;
  bool single = nidx == nd + 1;
  if (single && !ir_const_is_int(idx[nd], &one_col)) return false;
  if (!single && t->kind == T_MATRIX && v->type != gen_reg_type(g, t)) return false;
  IrBuilder saved = g->b;
  ir_builder_before(&g->b, m, st);
  g->b.loc = st->loc;
  IrValue *lin = linear_index(g, idx, dims, nd);
  IrFunc *fn = mesh_store_fn(g, e);
  IrType *at = access_type(g, e);
  uint32_t n = leaf_components(t);
  IrValue *part[16] = {0};
  uint32_t pmask = !single && t->kind == T_VECTOR ? written_components(v, st, u, part) : 0;
  bool ok = fn != NULL;
  for (uint32_t r = 0; r < e->elem_rows && ok; r++) {
    IrValue *row;
    uint64_t lv;
    if (ir_const_is_int(lin, &lv)) row = i32v(g, (uint32_t)lv * e->elem_rows + r);
    else {
      row = e->elem_rows > 1 ? ir_build_binop(&g->b, IR_MUL, lin, i32v(g, e->elem_rows), "") : lin;
      if (r) row = ir_build_binop(&g->b, IR_ADD, row, i32v(g, r), "");
    }
    for (uint32_t col = 0; col < e->cols && ok; col++) {
      if (single && col != one_col) continue;
      if (pmask && !(pmask & (1u << col))) continue; /* not assigned by a partial write */
      uint32_t k = t->kind == T_MATRIX ? (e->col_major ? mat_index(t, col, r) : mat_index(t, r, col))
                                       : col;
      IrValue *x = pmask ? part[col] : single || n == 1 ? v : gen_extract(g, v, k);
      if (x && x->type != at) {
        if (e->is_bool && ir_type_is_int(x->type, 1)) x = ir_build_cast(&g->b, IR_ZEXT, x, at, "");
        else x = NULL;
      }
      if (!x) {
        ok = false;
        break;
      }
      IrValue *args[5] = {i32v(g, e->id), row, i8v(g, col), x, vertex};
      ir_build_call(&g->b, fn, args, 5, "");
    }
  }
  g->b = saved;
  if (ok) ir_inst_remove(st);
  return ok;
}

/* Replace `st`, a store of a whole uintK into the indices array at
 * primitive `prim`, with llvm.dx.emit.indices (a line's third index is 0). */
static bool rewrite_indices_store(Gen *g, IrInst *st, IrValue *prim, ParamUses *u) {
  IrModule *m = g->m;
  IrValue *v = st->ops[0];
  IrType *i32 = ir_type_int(m, 32);
  IrValue *part[16];
  uint32_t mask = written_components(v, st, u, part);
  if (!v->type || v->type->kind != IR_TY_VECTOR || v->type->elem != i32 || v->type->count > 3 ||
      !prim->type || prim->type != i32)
    return false;
  /* a swizzle naming every component (tris[i].zyx = ...) writes the whole
   * vector (Sema rejects the others) */
  bool whole = mask == (1u << v->type->count) - 1;
  if (mask && !whole) {
    gen_error(g, GE_UNSUPPORTED, st->loc, "a vector in out indices array must be accessed as a whole");
    return true; /* reported */
  }
  IrBuilder saved = g->b;
  ir_builder_before(&g->b, m, st);
  g->b.loc = st->loc;
  IrType *ps[4] = {i32, i32, i32, i32};
  IrFunc *fn = gen_intrinsic(g, "llvm.dx.emit.indices", ir_type_void(m), ps, 4, IA_WRITE);
  IrValue *args[4] = {prim, i32v(g, 0), i32v(g, 0), i32v(g, 0)};
  for (uint32_t k = 0; k < v->type->count; k++) args[k + 1] = whole ? part[k] : gen_extract(g, v, k);
  if (fn) ir_build_call(&g->b, fn, args, 4, "");
  g->b = saved;
  ir_inst_remove(st);
  return fn != NULL;
}

/* Mesh entries: every store into the out vertices / primitives / indices
 * arrays becomes the DXIL write it stands for, where it is (DXC writes
 * mesh outputs in place, with the vertex or primitive index as written). */
static void gen_mesh_finish(Gen *g) {
  const HlEntrySig *sig = g->c->entry_sig;
  Decl *f = g->fdecl;
  if (!sig || g->failed || !sig->ms_topology) return;
  for (uint32_t p = 0; p < f->nparams; p++) {
    bool indices = sig->ms_indices_param == (int32_t)p, outs = false;
    for (uint32_t k = 0; k < sig->n; k++)
      outs |= sig->elems[k].param == (int)p && sig->elems[k].output && sig->elems[k].vertices;
    if (!indices && !outs) continue;
    Decl *pd = f->params[p];
    ParamUses u;
    memset(&u, 0, sizeof u);
    u.root = pd->ir;
    if (!u.root) continue;
    scan_uses(g, &u);
    if (u.escapes) {
      gen_error(g, GE_UNSUPPORTED, pd->loc,
                "mesh output '%s' can only be written element by element in the entry function",
                pd->name);
      return;
    }
    for (uint32_t q = 0; q < u.stores.len; q++) {
      IrInst *sti = u.stores.data[q];
      const DerivedPtr *dp = derived_of(&u, sti->ops[1]);
      bool ok = dp && !dp->bad && dp->n >= 1;
      if (ok && indices) {
        ok = dp->n == 1 && rewrite_indices_store(g, sti, dp->idx[0], &u);
        if (g->failed) return;
      } else if (ok) {
        ok = false;
        HType *et = pd->type->elem;
        for (uint32_t k = 0; k < sig->n && !ok; k++) {
          const HlSigElem *e = &sig->elems[k];
          if (e->param != (int)p || !e->output || !e->vertices || e->sig < 0) continue;
          uint32_t epath[17], n = 0;
          HType *t = et;
          epath[n++] = UINT32_MAX;
          for (uint32_t j = 0; j < e->npath && t->kind == T_STRUCT && n < 16; j++) {
            epath[n++] = gen_field_index(g, t->st, e->path[j]);
            t = t->st->fields[e->path[j]].type;
          }
          if (relate(dp, epath, n) != 1) continue;
          ok = rewrite_mesh_store(g, e, sti, (IrValue **)dp->idx + n, dp->n - n, dp->idx[0], &u);
          if (!ok) break;
        }
      }
      if (!ok) {
        gen_error(g, GE_UNSUPPORTED, sti->loc.line ? sti->loc : pd->loc,
                  "unsupported write to mesh output '%s'", pd->name);
        return;
      }
    }
  }
}

IrValue *gen_mesh_intrinsic(Gen *g, Expr *e) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32);
  IrValue *a[3];
  uint32_t n = e->intrin == IN_SET_MESH_OUTPUT_COUNTS ? 2 : 3;
  for (uint32_t i = 0; i < n; i++) {
    a[i] = gen_rvalue(g, e->args[i]);
    if (!a[i]) return NULL;
  }
  g->b.loc = hl_expr_loc(e);
  if (e->intrin == IN_SET_MESH_OUTPUT_COUNTS) {
    IrType *ps[2] = {i32, i32};
    IrFunc *fn = gen_intrinsic(g, "llvm.dx.set.mesh.output.counts", ir_type_void(m), ps, 2, IA_WRITE);
    if (fn) ir_build_call(&g->b, fn, a, 2, "");
    return NULL;
  }
  LValue pl = gen_agg(g, e->args[3]);
  if (pl.kind != LV_ADDR || !pl.ptr) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e->args[3]), "the DispatchMesh payload must be a variable");
    return NULL;
  }
  g->b.loc = hl_expr_loc(e);
  vec_push(g->c->arena, &g->dxop_structs, e->args[3]->type);
  IrType *ps[4] = {i32, i32, i32, pl.ptr->type};
  /* overloaded on the payload struct too, which names DXC's op: the
   * pointer alone does not tell it (a payload at offset 0 of another
   * variable is that variable's address) */
  IrType *ov[2] = {pl.ptr->type, gen_mem_type(g, e->args[3]->type)};
  /* the validator's limit (DXIL::kMaxMSASPayloadBytes): the payload's size
   * under the module's layout */
  uint64_t psize = ov[1] ? ir_type_size_in(m, ov[1]) : 0;
  if (psize > 16384u) {
    const Decl *ent = g->c->entry;
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e),
              "For amplification shader with entry '%s', payload size %llu is greater than maximum size of 16384 bytes.",
              ent && ent->name ? ent->name : "", (unsigned long long)psize);
    return NULL;
  }
  IrFunc *fn = gen_intrinsic_ov(g, "llvm.dx.dispatch.mesh", ov, ov[1] && ov[1]->kind == IR_TY_STRUCT ? 2 : 1,
                                ir_type_void(m), ps, 4, IA_WRITE);
  IrValue *args[4] = {a[0], a[1], a[2], pl.ptr};
  if (fn) ir_build_call(&g->b, fn, args, 4, "");
  return NULL;
}
