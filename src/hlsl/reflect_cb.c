/* reflect_cb.c - describe every constant buffer for reflection (reflect.h).
 *
 * Offsets and sizes are read back from the IR layout types irgen made for
 * the buffers (target("dx.Layout", %__cblayout_X, size, offsets...) and the
 * nested struct layouts), so reflection states exactly what the generated
 * code addresses; names and HLSL types come from the declarations. */
#include "ast.h"
#include "../dxil/reflect.h"

#include <string.h>

static const char *component_name(HlslCtx *c, ScalarKind sk) {
  bool n16 = c->opt && c->opt->dx.target.native_16bit;
  switch (sk) {
  case SK_HALF: return n16 ? "half" : "float";
  case SK_MIN16FLOAT: case SK_MIN10FLOAT: return n16 ? "half" : hl_sk_name(sk);
  case SK_MIN16INT: case SK_MIN12INT: return n16 ? "int16_t" : hl_sk_name(sk);
  case SK_MIN16UINT: return n16 ? "uint16_t" : hl_sk_name(sk);
  default: return hl_sk_name(hl_sk_concrete(sk));
  }
}

/* The scalar kind reflection records for a numeric type: an enum's integer
 * type (DXC annotates EnumDecl::getIntegerType, unsigned for an unscoped
 * enum without negative values), else the component kind. */
static ScalarKind refl_sk(const HType *t) {
  return t->kind == T_SCALAR && t->en ? t->en->int_sk : t->sk;
}

static const char *type_name(HlslCtx *c, const HType *t) {
  const char *comp = hl_is_numeric(t) ? component_name(c, refl_sk(t)) : NULL;
  switch (t->kind) {
  case T_SCALAR: return comp;
  case T_VECTOR: return arena_printf(c->arena, "%s%u", comp, t->n);
  case T_MATRIX: return arena_printf(c->arena, "%s%ux%u", comp, t->n, t->m);
  case T_STRUCT: return t->st->name && t->st->name[0] ? t->st->name : "(anonymous struct)";
  default: return hl_type_name(c, t);
  }
}

static void describe(HlslCtx *c, ReflVar *v, const char *name, HType *t, IrType *lt, uint32_t offset);

/* The named bit-fields of a bit-field storage field (DXC's annotation
 * lists them under it: name, first bit, component type, width). */
static void describe_bitfields(HlslCtx *c, ReflVar *v, const StructInfo *st, const Field *f) {
  if (!f->bf_unit || !f->bf_count || f->bf_first + f->bf_count > st->nbitfields) return;
  v->bitfields = arena_alloc(c->arena, sizeof(ReflVar) * f->bf_count);
  if (!v->bitfields) return;
  for (uint32_t k = 0; k < f->bf_count; k++) {
    const BitField *b = &st->bitfields[f->bf_first + k];
    ReflVar *x = &v->bitfields[v->nbitfields++];
    memset(x, 0, sizeof *x);
    x->name = b->name;
    x->type = type_name(c, b->type->en ? hl_scalar(c, b->type->sk) : b->type); /* an enum's promotion type */
    x->cls = "scalar";
    x->component = hl_is_numeric(b->type) ? component_name(c, b->type->sk) : "";
    x->rows = x->columns = 1;
    x->offset = b->offset;
    x->bit_width = b->width;
  }
}

/* Struct members from the struct's dx.Layout type. */
static void describe_members(HlslCtx *c, ReflVar *v, StructInfo *st, const IrType *lay) {
  if (!lay || lay->kind != IR_TY_TARGET || !lay->nmembers) return;
  const IrType *body = lay->members[0];
  v->members = arena_alloc(c->arena, sizeof(ReflVar) * (st->cb_nfields + 1));
  if (!v->members) return;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (f->cb_dropped || f->cb_index >= body->nmembers || f->cb_index + 1 >= lay->nints) continue;
    /* a base subobject (struct D : B) is listed under its struct's name, as DXC */
    const char *fname = f->is_base && f->type && f->type->kind == T_STRUCT
                            ? hl_unqualified(f->type->st->name) : f->name;
    describe(c, &v->members[v->nmembers], fname, f->type, body->members[f->cb_index],
             lay->ints[f->cb_index + 1]);
    describe_bitfields(c, &v->members[v->nmembers++], st, f);
  }
}

/* An array variable's dimensions (outermost first) and element count; the
 * innermost element type (t itself when not an array). */
static HType *describe_dims(HlslCtx *c, ReflVar *v, HType *t) {
  uint32_t nd = 0;
  for (HType *x = t; x->kind == T_ARRAY; x = x->elem) nd++;
  if (!nd) return t;
  v->dims = arena_alloc(c->arena, sizeof(uint32_t) * nd);
  if (!v->dims) return NULL;
  uint64_t n = 1;
  HType *e = t;
  for (; e->kind == T_ARRAY; e = e->elem) {
    v->dims[v->ndims++] = e->count;
    n *= e->count;
  }
  v->elements = n > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)n;
  return e;
}

/* Type name, class, rows/columns and component of the element type e
 * (structs: the class and host-layout flag, members left to the caller). */
static void describe_kind(HlslCtx *c, ReflVar *v, HType *e) {
  v->type = type_name(c, e);
  v->rows = v->columns = 1;
  v->component = hl_is_numeric(e) ? component_name(c, refl_sk(e)) : "";
  switch (e->kind) {
  case T_SCALAR: v->cls = "scalar"; break;
  case T_VECTOR: v->cls = "vector"; v->columns = e->n; break;
  case T_MATRIX:
    v->cls = e->row_major ? "matrix_rows" : "matrix_columns";
    v->rows = e->n;
    v->columns = e->m;
    break;
  case T_STRUCT:
    v->cls = "struct";
    v->host_layout = e->st->has_resources;
    break;
  default: v->cls = ""; break;
  }
}

static void describe(HlslCtx *c, ReflVar *v, const char *name, HType *t, IrType *lt, uint32_t offset) {
  memset(v, 0, sizeof *v);
  v->name = name;
  v->offset = offset;
  /* the HLSL size: the IR types agree except for DXC's 4-byte sizing of
   * 16-bit matrix components (cblayout.c) */
  v->size = hl_cb_size(c, t);
  HType *e = describe_dims(c, v, t);
  if (!e) return;
  if (v->ndims) {
    /* the IR layout type of the innermost element: as many arrays down */
    for (uint32_t i = 0; i < v->ndims && lt && lt->kind == IR_TY_ARRAY; i++) lt = lt->elem;
    /* innermost elements are one row-rounded element size apart */
    v->stride = (hl_cb_size(c, e) + 15) / 16 * 16;
  }
  describe_kind(c, v, e);
  if (e->kind == T_STRUCT) describe_members(c, v, e->st, lt);
}

/* A structured buffer's element as laid out in the buffer (natural
 * alignment, no row padding): the listing's "Resource bind info". */
static void describe_natural(HlslCtx *c, ReflVar *v, const char *name, HType *t, uint32_t offset, uint32_t depth) {
  memset(v, 0, sizeof *v);
  v->name = name;
  v->offset = offset;
  uint32_t size = 0, align = 1;
  hl_natural_layout(c, t, &size, &align);
  v->size = size;
  HType *e = describe_dims(c, v, t);
  if (!e) return;
  if (v->ndims) {
    uint32_t es = 0, ea = 1;
    hl_natural_layout(c, e, &es, &ea);
    v->stride = (es + ea - 1) / ea * ea;
  }
  describe_kind(c, v, e);
  if (e->kind == T_STRUCT) {
    StructInfo *st = e->st;
    hl_struct_layout(c, st);
    hl_struct_cb_layout(c, st);
    v->cb_size = st->cb_size;
    v->members = arena_alloc(c->arena, sizeof(ReflVar) * (st->nfields + 1));
    if (!v->members || depth > 64) return;
    for (uint32_t i = 0; i < st->nfields; i++) {
      Field *f = &st->fields[i];
      if (!f->type || hl_contains_resource(f->type)) continue;
      const char *fname = f->is_base && f->type->kind == T_STRUCT ? hl_unqualified(f->type->st->name) : f->name;
      describe_natural(c, &v->members[v->nmembers], fname, f->type, f->sb_offset, depth + 1);
      v->members[v->nmembers].cb_offset = f->cb_offset;
      describe_bitfields(c, &v->members[v->nmembers++], st, f);
    }
  }
}

static void add_buffer(HlslCtx *c, Reflection *r, const char *name, bool tb, IrType *ht,
                       Decl **vars, uint32_t n) {
  ReflCBuffer cb;
  memset(&cb, 0, sizeof cb);
  cb.name = name;
  cb.kind = tb ? "tbuffer" : "cbuffer";
  cb.handle_type = ht;
  IrType *lay = ht && ht->nmembers ? ht->members[0] : NULL;
  if (!lay || lay->kind != IR_TY_TARGET || !lay->nmembers) return;
  IrType *body = lay->members[0];
  cb.size = lay->nints ? lay->ints[0] : 0;
  cb.vars = arena_alloc(c->arena, sizeof(ReflVar) * (n + 1));
  if (!cb.vars) return;
  for (uint32_t k = 0; k < n && k < body->nmembers && k + 1 < lay->nints; k++)
    describe(c, &cb.vars[cb.nvars++], vars[k]->name, vars[k]->type, body->members[k], lay->ints[k + 1]);
  vec_push(r->arena, &r->cbufs, cb);
}

void hl_reflect(HlslCtx *c, Reflection *r) {
  /* declaration order: blocks, $Globals and views interleaved as declared */
  for (uint32_t i = 0; i < c->cbufs.len; i++) {
    CBufInfo *cb = c->cbufs.data[i];
    if (!cb->ir_handle_type) continue;
    Decl **vars = arena_alloc(c->arena, sizeof(Decl *) * (cb->members.len + 1));
    if (!vars) return;
    uint32_t n = 0;
    for (uint32_t k = 0; k < cb->members.len; k++)
      if (!hl_cb_dropped(c, cb->members.data[k]->type)) vars[n++] = cb->members.data[k];
    add_buffer(c, r, cb->name, cb->is_tbuffer, cb->ir_handle_type, vars, n);
  }
  for (uint32_t i = 0; i < c->resources.len; i++) {
    ResInfo *ri = c->resources.data[i];
    HType *rt = ri->type;
    if (!rt || (rt->rk != HL_RK_CONSTANT_BUFFER && rt->rk != HL_RK_TEXTURE_BUFFER) || !rt->elem ||
        rt->elem->kind != T_STRUCT || !ri->ir_type)
      continue;
    /* one variable of type S named like the resource (DXC's listing) */
    Decl *d = arena_alloc(c->arena, sizeof(Decl));
    if (!d) return;
    hl_decl_init(d);
    d->name = ri->name;
    d->type = rt->elem;
    add_buffer(c, r, ri->name, rt->rk == HL_RK_TEXTURE_BUFFER, ri->ir_type, &d, 1);
  }
  for (uint32_t i = 0; i < c->resources.len; i++) {
    ResInfo *ri = c->resources.data[i];
    HType *rt = ri->type;
    if (!rt || !rt->elem || !ri->ir_type ||
        (rt->rk != HL_RK_SBUFFER && rt->rk != HL_RK_RWSBUFFER && rt->rk != HL_RK_APPEND_SBUFFER &&
         rt->rk != HL_RK_CONSUME_SBUFFER && rt->rk != HL_RK_ROV_SBUFFER))
      continue;
    ReflCBuffer sb;
    memset(&sb, 0, sizeof sb);
    sb.name = ri->name;
    sb.kind = "structured";
    sb.handle_type = ri->ir_type;
    sb.vars = arena_alloc(c->arena, sizeof(ReflVar));
    if (!sb.vars) return;
    describe_natural(c, &sb.vars[0], "$Element", rt->elem, 0, 0);
    sb.nvars = 1;
    sb.size = sb.vars[0].size;
    vec_push(r->arena, &r->sbufs, sb);
  }
}
