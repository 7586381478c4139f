/* irgen_cb.c - IR for constant buffers (constant-buffers.txt).
 *
 * Every cbuffer / tbuffer block and $Globals gets
 *   %__cblayout_X = type <{ member layout types... }>
 *   @X.cb = internal global target("dx.CBuffer", target("dx.Layout",
 *           %__cblayout_X, size, offset0, offset1, ...)) poison
 *   @member = external addrspace(2) global <member layout type>
 *   !hlsl.cbs = !{ !{ptr @X.cb, ptr addrspace(2) @member, ...}, ... }
 * and the entry block creates each used buffer's handle and stores it into
 * @X.cb. Member layout types follow the legacy layout (cblayout.c): a struct
 * S is target("dx.Layout", %__cblayout_S, size, field offsets...) over the
 * fields that hold data; a matrix is an array of its storage vectors
 * (columns, or rows when row_major), which the legacy array rules place
 * exactly like HLSL places matrices; arrays are plain arrays whose elements
 * start 16-byte rows. Accesses are GEPs over these types on the member
 * global and loads of scalars and vectors only; dxil-cbuffer-access turns
 * them into row loads.
 *
 * ConstantBuffer<S> / TextureBuffer<S> are resources: their handle type is
 * target("dx.CBuffer" / "dx.TBuffer", target("dx.Layout", %__cbview_S,
 * size, 0)) with %__cbview_S = <{ layout of S }>, and S's fields are read
 * through llvm.dx.resource.getpointer(handle, 0) and the same GEPs.
 */
#include "irgen.h"

#include <string.h>

static IrValue *i32c(Gen *g, uint32_t v) { return ir_const_i32(g->m, v); }

/* ---- layout types ------------------------------------------------------ */

/* DXC gives buffers and structs holding matrices, min-precision values or
 * resources a separate "hostlayout." type (their buffer layout differs from
 * their register form); we name the layout bodies the same way so the DXIL
 * types get DXC's names. */
static bool needs_hostlayout(HlslCtx *c, const HType *t, uint32_t depth) {
  if (!t || depth > 64) return false;
  switch (t->kind) {
  case T_MATRIX: return true;
  case T_SCALAR: case T_VECTOR: return hl_sk_is_minprec(c, t->sk);
  case T_ARRAY: return needs_hostlayout(c, t->elem, depth + 1);
  case T_STRUCT:
    if (t->st->has_resources) return true; /* resource fields left out */
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (!t->st->fields[i].cb_dropped && needs_hostlayout(c, t->st->fields[i].type, depth + 1)) return true;
    return false;
  default: return false;
  }
}

static IrType *struct_layout(Gen *g, StructInfo *st) {
  if (st->cb_ir_type) return st->cb_ir_type;
  HlslCtx *c = g->c;
  IrModule *m = g->m;
  hl_struct_cb_layout(c, st);
  const char *nm = st->name && st->name[0] ? st->name : "anon";
  HType tmp;
  memset(&tmp, 0, sizeof tmp);
  tmp.kind = T_STRUCT;
  tmp.st = st;
  const char *host = needs_hostlayout(c, &tmp, 0) ? "hostlayout." : "";
  IrType *body = ir_type_struct_new(m, arena_printf(c->arena, "__cblayout_%s%s", host, nm));
  IrType **fields = arena_alloc(c->arena, sizeof(IrType *) * (st->nfields + 1));
  uint32_t *ints = arena_alloc(c->arena, sizeof(uint32_t) * (st->nfields + 1));
  if (!body || !fields || !ints) return NULL;
  uint32_t n = 0;
  ints[0] = st->cb_size;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (f->cb_dropped) continue;
    fields[n] = gen_cb_type(g, f->type);
    ints[++n] = f->cb_offset;
  }
  ir_type_struct_set_body(m, body, fields, n, true);
  IrType *lay = ir_type_target(m, "dx.Layout", &body, 1, ints, n + 1);
  st->cb_ir_type = lay;
  return lay;
}

IrType *gen_cb_type(Gen *g, HType *t) {
  IrModule *m = g->m;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR: return gen_buf_type(g, t);
  case T_MATRIX: {
    uint32_t major, minor;
    hl_matrix_cb_shape(t, &major, &minor);
    IrType *vec = gen_buf_type(g, minor == 1 ? hl_scalar(g->c, t->sk) : hl_vector(g->c, t->sk, minor));
    return major == 1 ? vec : ir_type_array(m, vec, major);
  }
  case T_ARRAY: return ir_type_array(m, gen_cb_type(g, t->elem), t->count);
  case T_STRUCT: return struct_layout(g, t->st);
  default: return ir_type_int(m, 32);
  }
}

IrType *gen_cb_view_handle_type(Gen *g, HType *rt) {
  IrModule *m = g->m;
  bool tb = rt->rk == HL_RK_TEXTURE_BUFFER;
  const char *kind = tb ? "dx.TBuffer" : "dx.CBuffer";
  HType *t = rt->elem;
  if (!t || t->kind != T_STRUCT) {
    IrType *i32 = ir_type_int(m, 32);
    return ir_type_target(m, kind, &i32, 1, NULL, 0);
  }
  StructInfo *st = t->st;
  if (st->cb_view_ir[tb]) return st->cb_view_ir[tb];
  IrType *inner = struct_layout(g, st);
  const char *nm = st->name && st->name[0] ? st->name : "anon";
  IrType *body = ir_type_struct_new(m, arena_printf(g->c->arena, "__cbview_%s", nm));
  if (!body || !inner) return NULL;
  ir_type_struct_set_body(m, body, &inner, 1, true);
  uint32_t ints[2] = {st->cb_size, 0};
  IrType *lay = ir_type_target(m, "dx.Layout", &body, 1, ints, 2);
  IrType *h = ir_type_target(m, kind, &lay, 1, NULL, 0);
  st->cb_view_ir[tb] = h;
  return h;
}

/* ---- lvalues ----------------------------------------------------------- */

static LValue lv_cb(IrValue *ptr, HType *t) {
  LValue lv = lv_addr(ptr, t);
  lv.cb = ptr != NULL;
  return lv;
}

LValue gen_cb_field(Gen *g, LValue *base, uint32_t field) {
  HType *t = base->type;
  StructInfo *st = t->st;
  Field *f = &st->fields[field];
  IrType *lay = struct_layout(g, st);
  if (base->kind != LV_ADDR || f->cb_dropped || !lay) return lv_cb(NULL, f->type);
  IrValue *ix[2] = {i32c(g, 0), i32c(g, f->cb_index)};
  IrValue *p = ir_build_gep(&g->b, lay->members[0], base->ptr, ix, 2, true, "");
  return lv_cb(p, f->type);
}

LValue gen_cb_index(Gen *g, LValue *base, IrValue *idx) {
  HType *t = base->type;
  if (base->kind != LV_ADDR || t->kind != T_ARRAY || !idx) return lv_cb(NULL, t->kind == T_ARRAY ? t->elem : t);
  IrValue *ix[2] = {i32c(g, 0), idx};
  IrValue *p = ir_build_gep(&g->b, gen_cb_type(g, t), base->ptr, ix, 2, true, "");
  return lv_cb(p, t->elem);
}

static IrValue *load_leaf(Gen *g, IrValue *ptr, HType *t) {
  IrType *mt = gen_mem_type(g, t);
  IrValue *v = ir_build_load(&g->b, mt, ptr, "");
  if (!v) return NULL;
  uint32_t bits = hl_sk_bits(g->c, t->sk);
  ((IrInst *)v)->align = bits <= 8 ? 4 : bits / 8;
  if (t->sk == SK_BOOL) v = ir_build_icmp(&g->b, IR_ICMP_NE, v, ir_const_zero(g->m, mt), "");
  return v;
}

IrValue *gen_cb_load(Gen *g, LValue *lv) {
  HType *t = lv->type;
  if (lv->kind != LV_ADDR || !lv->ptr || !hl_is_numeric(t)) return NULL;
  if (t->kind != T_MATRIX) return load_leaf(g, lv->ptr, t);
  uint32_t major, minor;
  hl_matrix_cb_shape(t, &major, &minor);
  HType *vt = minor == 1 ? hl_scalar(g->c, t->sk) : hl_vector(g->c, t->sk, minor);
  if (major == 1) {
    /* one row (row_major) or one column: already in row-major order */
    return load_leaf(g, lv->ptr, vt);
  }
  IrType *at = gen_cb_type(g, t);
  IrValue *parts[4];
  for (uint32_t k = 0; k < major; k++) {
    IrValue *ix[2] = {i32c(g, 0), i32c(g, k)};
    IrValue *p = ir_build_gep(&g->b, at, lv->ptr, ix, 2, true, "");
    parts[k] = load_leaf(g, p, vt);
    if (!parts[k]) return NULL;
  }
  /* assemble <rows*cols> in row-major order */
  IrType *rt = gen_reg_type(g, t);
  IrValue *r = ir_poison(g->m, rt);
  for (uint32_t row = 0; row < t->n; row++)
    for (uint32_t col = 0; col < t->m; col++) {
      uint32_t k = t->row_major ? row : col, j = t->row_major ? col : row;
      IrValue *x = minor == 1 ? parts[k] : gen_extract(g, parts[k], j);
      r = ir_build_insertelement(&g->b, r, x, i32c(g, row * t->m + col), "");
    }
  return r;
}

LValue gen_cb_view_lvalue(Gen *g, Expr *e) {
  HType *rt = e->type;
  HType *st = rt->elem;
  IrValue *h = gen_handle(g, e);
  if (!h) return lv_cb(NULL, st);
  IrType *p2 = ir_type_ptr(g->m, 2);
  IrType *ov[2] = {p2, h->type};
  IrType *ps[2] = {h->type, ir_type_int(g->m, 32)};
  IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.getpointer", ov, 2, p2, ps, 2, IA_PURE);
  if (!f) return lv_cb(NULL, st);
  IrValue *args[2] = {h, i32c(g, 0)};
  IrValue *p = ir_build_call(&g->b, f, args, 2, "");
  return lv_cb(p, st);
}

/* ---- buffers ------------------------------------------------------------ */

static void gen_buffer_names(Gen *g);

void gen_cbuffer_globals(Gen *g) {
  HlslCtx *c = g->c;
  IrModule *m = g->m;
  IrNamedMD *cbs = NULL;
  /* $Globals first, then the others in declaration order */
  CBufInfo **order = arena_alloc(c->arena, sizeof(CBufInfo *) * (c->cbufs.len + 1));
  if (!order) return;
  uint32_t n = 0;
  if (c->globals_cb) order[n++] = c->globals_cb;
  for (uint32_t i = 0; i < c->cbufs.len; i++)
    if (c->cbufs.data[i] != c->globals_cb) order[n++] = c->cbufs.data[i];
  for (uint32_t i = 0; i < n; i++) {
    CBufInfo *cb = order[i];
    uint32_t nm = cb->members.len;
    IrType **fields = arena_alloc(c->arena, sizeof(IrType *) * (nm + 1));
    uint32_t *ints = arena_alloc(c->arena, sizeof(uint32_t) * (nm + 1));
    Decl **data = arena_alloc(c->arena, sizeof(Decl *) * (nm + 1));
    if (!fields || !ints || !data) return;
    uint32_t nd = 0;
    ints[0] = cb->size;
    for (uint32_t k = 0; k < nm; k++) {
      Decl *d = cb->members.data[k];
      if (hl_cb_dropped(c, d->type)) continue; /* empty structs, zero-sized arrays */
      fields[nd] = gen_cb_type(g, d->type);
      ints[nd + 1] = hl_decl_rare(d)->cb_offset;
      data[nd++] = d;
    }
    if (!nd) continue;
    bool host = false;
    for (uint32_t k = 0; k < nd && !host; k++) host = needs_hostlayout(c, data[k]->type, 0);
    IrType *lay = ir_type_struct_new(m, arena_printf(c->arena, "__cblayout_%s%s", host ? "hostlayout." : "",
                                                     cb->name));
    if (!lay) return;
    ir_type_struct_set_body(m, lay, fields, nd, true);
    cb->ir_layout = lay;
    IrType *lt = ir_type_target(m, "dx.Layout", &lay, 1, ints, nd + 1);
    IrType *ht = ir_type_target(m, cb->is_tbuffer ? "dx.TBuffer" : "dx.CBuffer", &lt, 1, NULL, 0);
    cb->ir_handle_type = ht;
    IrGlobal *gv = ir_global_new(m, arena_printf(c->arena, "%s.cb", cb->name), ht, 0);
    if (!gv) return;
    gv->linkage = IR_LINK_INTERNAL;
    gv->init = ir_poison(m, ht);
    gv->loc = cb->loc;
    cb->ir_global = gv;
    IrMD **ops = arena_alloc(c->arena, sizeof(IrMD *) * (nd + 1));
    if (!ops) return;
    ops[0] = ir_md_const(m, &gv->v);
    for (uint32_t k = 0; k < nd; k++) {
      Decl *d = data[k];
      IrGlobal *mg = ir_global_new(m, d->name, fields[k], 2);
      if (!mg) return;
      mg->linkage = IR_LINK_EXTERNAL;
      uint32_t nsize, nalign;
      hl_natural_layout(c, d->type, &nsize, &nalign);
      mg->align = hl_is_numeric(d->type) && d->type->kind != T_MATRIX ? ir_type_align(fields[k]) : nalign;
      mg->loc = d->loc;
      d->ir = mg;
      ops[k + 1] = ir_md_const(m, &mg->v);
    }
    if (!cbs) cbs = ir_named_md_get(m, "hlsl.cbs");
    if (cbs) ir_named_md_add(m, cbs, ir_md_node(m, ops, nd + 1));
  }
  gen_buffer_names(g);
}

/* Name strings of the buffers and resources in declaration order, $Globals
 * first: DXC numbers each class's records in that order, and the metadata
 * pass (dxc_compat) orders records by these globals' positions. */
static void gen_buffer_names(Gen *g) {
  HlslCtx *c = g->c;
  CBufInfo *gcb = c->globals_cb;
  if (gcb && gcb->ir_global && !gcb->ir_name) {
    gcb->ir_name = gen_name_string(g, gcb->name);
    if (gcb->ir_name) ((IrGlobal *)gcb->ir_name)->loc = gcb->loc;
  }
  uint32_t i = 0, k = 0;
  for (;;) {
    CBufInfo *cb = NULL;
    while (i < c->cbufs.len && (c->cbufs.data[i] == gcb || !c->cbufs.data[i]->ir_global)) i++;
    if (i < c->cbufs.len) cb = c->cbufs.data[i];
    ResInfo *r = k < c->resources.len ? c->resources.data[k] : NULL;
    if (!cb && !r) break;
    if (cb && (!r || cb->decl_seq < r->decl_seq)) {
      if (!cb->ir_name) {
        cb->ir_name = gen_name_string(g, cb->name);
        if (cb->ir_name) ((IrGlobal *)cb->ir_name)->loc = cb->loc;
      }
      i++;
    } else {
      if (!r->ir_name) {
        r->ir_name = gen_name_string(g, r->name);
        if (r->ir_name) ((IrGlobal *)r->ir_name)->loc = r->loc;
      }
      k++;
    }
  }
}

IrValue *gen_cbuffer_member_addr(Gen *g, Decl *d) {
  (void)g;
  if (d->cbuf) d->cbuf->used = true;
  d->used = true;
  return d->ir ? &((IrGlobal *)d->ir)->v : NULL;
}

/* Builder positioned at the setup point at the top of the entry block. */
static void setup_builder(Gen *g, IrBuilder *b) {
  IrBlock *entry = g->fn->blocks[0];
  IrInst *after = g->setup_after ? g->setup_after : g->alloca_after;
  IrInst *pos = after ? after->next : entry->first;
  if (pos) ir_builder_before(b, g->m, pos);
  else ir_builder_at_end(b, g->m, entry);
  b->loc = g->b.loc;
}

void gen_cbuffer_setup(Gen *g) {
  HlslCtx *c = g->c;
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32);
  IrType *ps[5] = {i32, i32, i32, i32, ir_type_ptr(m, 0)};
  /* same order as the globals */
  for (int pass = 0; pass < 2; pass++) {
    for (uint32_t i = 0; i < c->cbufs.len; i++) {
      CBufInfo *cb = c->cbufs.data[i];
      if ((pass == 0) != (cb == c->globals_cb)) continue;
      if (!cb->used || !cb->ir_global) continue;
      IrType *ht = cb->ir_handle_type;
      if (!cb->ir_name) {
        cb->ir_name = gen_name_string(g, cb->name);
        if (cb->ir_name) ((IrGlobal *)cb->ir_name)->loc = cb->loc;
      }
      IrValue *args[5];
      IrFunc *f;
      if (cb->has_reg) {
        f = gen_intrinsic_ov(g, "llvm.dx.resource.handlefrombinding", &ht, 1, ht, ps, 5, IA_PURE);
        args[0] = i32c(g, hl_cbuffer_space(g->c, cb));
        args[1] = i32c(g, cb->reg.index);
      } else {
        f = gen_intrinsic_ov(g, "llvm.dx.resource.handlefromimplicitbinding", &ht, 1, ht, ps, 5, IA_PURE);
        args[0] = i32c(g, (uint32_t)cb->order_id);
        args[1] = i32c(g, hl_cbuffer_space(g->c, cb));
      }
      args[2] = i32c(g, 1);
      args[3] = i32c(g, 0);
      args[4] = cb->ir_name ? &((IrGlobal *)cb->ir_name)->v : NULL;
      IrBuilder b;
      setup_builder(g, &b);
      b.loc = cb->loc;
      IrValue *h = ir_build_call(&b, f, args, 5, "");
      if (!h) continue;
      if (!cb->has_reg && cb->reg.has_space) { /* kept by a library (dxil-translate-metadata) */
        IrInst *hi = (IrInst *)h;
        hi->call_attrs = ir_attrs_new(m);
        if (hi->call_attrs) ir_attrs_add(m, hi->call_attrs, "\"hlsl.space.declared\"", NULL);
      }
      g->setup_after = (IrInst *)h;
      IrInst *st = ir_build_store(&b, h, &((IrGlobal *)cb->ir_global)->v);
      if (st) g->setup_after = st;
    }
  }
}
