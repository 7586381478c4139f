/* cbuffer_access.c - the "dxil-cbuffer-access" pass.
 *
 * Constant-buffer members are addrspace(2) globals; !hlsl.cbs maps each
 * cbuffer's handle global (target("dx.CBuffer", layout)) to its members.
 * This pass replaces the member globals with accesses through the handle
 * and removes them and !hlsl.cbs (constant-buffers.txt).
 *
 * Two layout encodings exist, and LLVM's behaviour differs with them:
 *  - an explicitly padded layout struct (target("dx.Padding", N) members):
 *    each use of a member becomes `getpointer(load @X.cb, member offset)`
 *    (constant-expression users are turned into instructions first); the
 *    loads are lowered to cbuffer row loads by dxil-resource-access;
 *  - target("dx.Layout", T, size, offsets...) (constant-buffers.txt, what
 *    hlslc's front end generates): loads and memcpys are rewritten here
 *    directly into llvm.dx.resource.load.cbufferrow.{2,4,8} calls of 16-byte
 *    rows. A load's address is the member global (at the member's layout
 *    offset) or getpointer(view handle, offset) for ConstantBuffer<T>, then
 *    a chain of GEPs walked with the legacy rules: struct members at their
 *    dx.Layout offsets, array elements one row-rounded element apart (a
 *    dynamic index adds whole rows to the row operand), vector components
 *    packed; i8 GEPs (LLVM's form) are byte offsets, rescaled inside array
 *    members like LLVM's translateCBufArrayOffset. tbuffers (target
 *    "dx.TBuffer") read the same rows through typed-buffer loads of uint4.
 */
#include <string.h>

#include "dxil_resources.h"

#define ROW 16u

/* ---- helpers ------------------------------------------------------------ */

static bool is_layout(const IrType *t) {
  return t && t->kind == IR_TY_TARGET && t->name && strcmp(t->name, "dx.Layout") == 0;
}

/* Does v (or a constant expression inside it) refer to g? */
static bool refers_to(const IrValue *v, const IrValue *g, uint32_t depth) {
  if (v == g) return true;
  if (!v || v->kind != IR_V_CONST_EXPR || depth > 16) return false;
  const IrConst *c = (const IrConst *)v;
  for (uint32_t i = 0; i < c->nelems; i++)
    if (refers_to(c->elems[i], g, depth + 1)) return true;
  return false;
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

/* Declarations already made by this pass, by base name (the string
 * literal's address) and overload types: a cbuffer's handle type mangles
 * with one offset per member, so building and looking up the full name
 * for every load would cost the size of the buffer each time. */
typedef struct CbFnCache {
  struct {
    const char *base;
    IrType *t[9];
    uint32_t n;
    IrFunc *fn;
  } e[16];
  uint32_t len;
} CbFnCache;

static IrFunc *intrinsic_cached(CbFnCache *c, IrModule *m, const char *base, IrType **mangle,
                                uint32_t nmangle, IrType *ret, IrType **params, uint32_t nparams) {
  if (c && nmangle <= 9)
    for (uint32_t k = 0; k < c->len; k++)
      if (c->e[k].base == base && c->e[k].n == nmangle &&
          !memcmp(c->e[k].t, mangle, sizeof(IrType *) * nmangle))
        return c->e[k].fn;
  IrFunc *f = intrinsic(m, base, mangle, nmangle, ret, params, nparams);
  if (f && c && nmangle <= 9 && c->len < 16) {
    c->e[c->len].base = base;
    memcpy(c->e[c->len].t, mangle, sizeof(IrType *) * nmangle);
    c->e[c->len].n = nmangle;
    c->e[c->len].fn = f;
    c->len++;
  }
  return f;
}

/* name + suffix, like LLVM's value names ("a1.load"); unnamed stays unnamed. */
static const char *join(IrModule *m, const char *a, const char *b) {
  return a && *a ? arena_printf(m->arena, "%s%s", a, b) : NULL;
}

/* ---- explicit-padding layouts: getpointer ------------------------------ */

/* Member offsets of a padded layout struct, skipping padding members. */
static uint32_t member_offsets(IrType *layout, uint64_t *out, uint32_t max) {
  uint32_t n = 0;
  if (!layout || layout->kind != IR_TY_STRUCT) return 0;
  for (uint32_t i = 0; i < layout->nmembers && n < max; i++)
    if (!dxil_is_padding_type(layout->members[i])) out[n++] = dxil_struct_member_offset(layout, i);
  return n;
}

/* Turn constant-expression operand `v` (which refers to g) into instructions
 * inserted before `pos`; returns the replacement value. */
static IrValue *materialize(IrModule *m, IrInst *pos, IrValue *v, const IrValue *g, uint32_t depth) {
  if (v->kind != IR_V_CONST_EXPR || depth > 16) return v;
  IrConst *c = (IrConst *)v;
  IrValue *ops[32];
  if (c->nelems > 32) return v;
  for (uint32_t i = 0; i < c->nelems; i++)
    ops[i] = refers_to(c->elems[i], g, 0) ? materialize(m, pos, c->elems[i], g, depth + 1) : c->elems[i];
  IrInst *i = ir_inst_new(m, (IrOpcode)c->expr_op, v->type, ops, c->nelems);
  if (!i) return v;
  if (c->expr_op == IR_GEP) {
    i->aux_type = c->expr_type;
    i->flags = c->expr_flags;
  }
  i->loc = pos->loc;
  ir_inst_insert_before(pos, i);
  return &i->v;
}

static bool rewrite_padded(IrModule *m, IrGlobal *handle, IrGlobal *member, uint64_t offset) {
  IrType *hty = handle->value_type;
  IrType *pty = member->v.type;
  IrType *params[2] = {hty, ir_type_int(m, 32)};
  IrType *mangle[2] = {pty, hty};
  IrFunc *getptr = intrinsic(m, "llvm.dx.resource.getpointer", mangle, 2, pty, params, 2);
  if (!getptr) return false;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        for (uint32_t k = 0; k < i->nops; k++) {
          if (!refers_to(i->ops[k], &member->v, 0)) continue;
          IrInst *pos = i;
          if (i->op == IR_PHI) { /* materialize at the end of the incoming block */
            IrBlock *from = (IrBlock *)i->ops[k + 1];
            pos = ir_block_terminator(from);
            if (!pos) return false;
          }
          /* One handle load + getpointer per use, like LLVM. */
          IrBuilder bld;
          ir_builder_before(&bld, m, pos);
          bld.loc = pos->loc;
          IrValue *h = ir_build_load(&bld, hty, &handle->v, handle->v.name);
          if (!h) return false;
          ir_as_inst(h)->align = 4;
          IrValue *args[2] = {h, ir_const_i32(m, (uint32_t)offset)};
          IrValue *p = ir_build_call(&bld, getptr, args, 2, NULL);
          if (!p) return false;
          IrValue *nv;
          if (i->ops[k] == &member->v) {
            nv = p;
          } else {
            IrValue *mat = materialize(m, pos, i->ops[k], &member->v, 0);
            /* the materialized chain's base is the member: point it at p */
            for (IrInst *q = ir_as_inst(p)->next; q && q != pos; q = q->next)
              for (uint32_t j = 0; j < q->nops; j++)
                if (q->ops[j] == &member->v) ir_inst_set_operand(q, j, p);
            nv = mat;
          }
          ir_inst_set_operand(i, k, nv);
        }
      }
    }
  }
  return true;
}

/* ---- dx.Layout layouts: direct row loads ------------------------------- */

typedef VEC(IrType *) TypeVec;

/* Every target("dx.Layout", ...) reachable from t (handle and member types). */
static void collect_layouts(Arena *a, TypeVec *v, IrType *t, uint32_t depth) {
  if (!t || depth > 64) return;
  if (is_layout(t)) {
    for (uint32_t i = 0; i < v->len; i++)
      if (v->data[i] == t) return;
    vec_push(a, v, t);
  }
  if (t->kind == IR_TY_TARGET || t->kind == IR_TY_STRUCT)
    for (uint32_t i = 0; i < t->nmembers; i++) collect_layouts(a, v, t->members[i], depth + 1);
  else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR)
    collect_layouts(a, v, t->elem, depth + 1);
}

/* The dx.Layout whose body is struct st, or NULL. */
static IrType *layout_of_body(const TypeVec *v, const IrType *st) {
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i]->nmembers && v->data[i]->members[0] == st) return v->data[i];
  return NULL;
}

static uint64_t round_row(uint64_t x) { return (x + ROW - 1) / ROW * ROW; }

static uint64_t leg_size(const TypeVec *v, const IrType *t, uint32_t depth);

/* Legacy offset of member i of plain struct st (no dx.Layout known): the
 * cbuffer rules applied to its IR members (cblayout.c). */
static uint64_t leg_member_offset(const TypeVec *v, const IrType *st, uint32_t idx, uint32_t depth) {
  IrType *lay = layout_of_body(v, st);
  if (lay && lay->nints > idx + 1) return lay->ints[idx + 1];
  uint64_t off = 0;
  for (uint32_t i = 0; i < st->nmembers; i++) {
    IrType *mt = st->members[i];
    uint64_t size = leg_size(v, mt, depth + 1);
    if (size && (off % ROW)) {
      bool new_row = mt->kind == IR_TY_ARRAY || mt->kind == IR_TY_STRUCT || is_layout(mt);
      uint64_t comp = dxil_type_size_bits(ir_type_scalar(mt)) / 8;
      if (comp < 4 && !ir_type_is_int(ir_type_scalar(mt), 16) && ir_type_scalar(mt)->kind != IR_TY_HALF)
        comp = 4;
      if ((off % ROW) + size > ROW || new_row) off = round_row(off);
      else if (comp) off = (off + comp - 1) / comp * comp;
    }
    if (i == idx) return off;
    off += size;
  }
  return off;
}

/* Bytes a value of IR layout type t takes in a cbuffer. */
static uint64_t leg_size(const TypeVec *v, const IrType *t, uint32_t depth) {
  if (!t || depth > 64) return 0;
  switch (t->kind) {
  case IR_TY_TARGET: return (is_layout(t) || dxil_is_padding_type(t)) && t->nints ? t->ints[0] : 0;
  case IR_TY_ARRAY: {
    if (!t->count) return 0;
    uint64_t e = leg_size(v, t->elem, depth + 1);
    return round_row(e) * (t->count - 1) + e;
  }
  case IR_TY_VECTOR: return t->count * leg_size(v, t->elem, depth + 1);
  case IR_TY_STRUCT: {
    IrType *lay = layout_of_body(v, t);
    if (lay && lay->nints) return lay->ints[0];
    if (!t->nmembers) return 0;
    return leg_member_offset(v, t, t->nmembers - 1, depth + 1) +
           leg_size(v, t->members[t->nmembers - 1], depth + 1);
  }
  default: {
    uint64_t bits = dxil_type_size_bits(t);
    return bits < 16 ? 4 : bits / 8; /* i1 is stored as i32 */
  }
  }
}

/* Where a pointer into a constant buffer points: `off` bytes plus
 * 16 * row_dyn (dynamic array indices only ever move by whole rows). */
typedef struct CbPos {
  uint64_t off;       /* constant byte offset */
  IrValue *row_dyn;   /* dynamic row count (i32) or NULL */
  IrType *cur;        /* type of the value pointed at, NULL when unknown */
} CbPos;

typedef struct CbWalk {
  PassCtx *ctx;
  IrModule *m;
  const TypeVec *lays;
  IrBuilder *b;
  SrcLoc loc;
  CbFnCache *fc;  /* the pass's declarations (may be NULL) */
} CbWalk;

static IrValue *to_i32(CbWalk *w, IrValue *v) {
  if (!v || !v->type || v->type->kind != IR_TY_INT || v->type->bits == 32) return v;
  return ir_build_cast(w->b, v->type->bits < 32 ? IR_SEXT : IR_TRUNC, v, ir_type_int(w->m, 32), "");
}

/* Add idx * rows to the dynamic row count. */
static bool add_rows(CbWalk *w, CbPos *p, IrValue *idx, uint64_t rows) {
  idx = to_i32(w, idx);
  if (!idx) return false;
  IrValue *r = rows == 1 ? idx : ir_build_binop(w->b, IR_MUL, idx, ir_const_i32(w->m, (uint32_t)rows), "");
  p->row_dyn = p->row_dyn ? ir_build_binop(w->b, IR_ADD, p->row_dyn, r, "") : r;
  return p->row_dyn != NULL;
}

static int64_t sext_const(IrValue *v, uint64_t u) {
  uint32_t bits = v->type && v->type->kind == IR_TY_INT ? v->type->bits : 64;
  return bits < 64 && ((u >> (bits - 1)) & 1) ? (int64_t)(u | (~0ull << bits)) : (int64_t)u;
}

/* Apply one GEP (source element type src, indices idx) to p. */
static bool apply_gep(CbWalk *w, CbPos *p, IrType *src, IrValue **idx, uint32_t n) {
  IrType *t = src;
  for (uint32_t i = 0; i < n; i++) {
    uint64_t u;
    bool cst = ir_const_is_int(idx[i], &u);
    int64_t k = cst ? sext_const(idx[i], u) : 0;
    if (i == 0) {
      if (n == 1 && ir_type_is_int(src, 8)) {
        /* a byte offset (LLVM's form): inside an array member it is in
         * DataLayout terms, rescaled to cbuffer elements like LLVM does */
        if (!cst || k < 0) goto dynamic;
        IrType *cur = p->cur;
        if (cur && cur->kind == IR_TY_ARRAY) {
          /* LLVM's translateCBufArrayOffset: whole elements of the
           * element's store size, each a row-rounded cbuffer slot */
          uint64_t es = dxil_type_size_bits(cur->elem) / 8;
          uint64_t stride = round_row(es);
          if (es) p->off += (uint64_t)k / es * stride;
          else p->off += (uint64_t)k;
        } else {
          p->off += (uint64_t)k;
        }
        p->cur = NULL;
        return true;
      }
      if (cst && k == 0) continue;
      uint64_t stride = round_row(leg_size(w->lays, src, 0));
      if (cst) {
        if (k < 0) goto dynamic;
        p->off += (uint64_t)k * stride;
      } else if (!add_rows(w, p, idx[i], stride / ROW)) {
        return false;
      }
      continue;
    }
    if (!t) goto dynamic;
    if (is_layout(t) && t->nmembers) t = t->members[0];
    if (t->kind == IR_TY_STRUCT) {
      if (!cst || (uint64_t)k >= t->nmembers) goto dynamic;
      p->off += leg_member_offset(w->lays, t, (uint32_t)k, 0);
      t = t->members[k];
    } else if (t->kind == IR_TY_ARRAY) {
      uint64_t stride = round_row(leg_size(w->lays, t->elem, 0));
      if (cst) {
        if (k < 0) goto dynamic;
        p->off += (uint64_t)k * stride;
      } else if (!add_rows(w, p, idx[i], stride / ROW)) {
        return false;
      }
      t = t->elem;
    } else if (t->kind == IR_TY_VECTOR) {
      if (!cst || k < 0) goto dynamic;
      p->off += (uint64_t)k * leg_size(w->lays, t->elem, 0);
      t = t->elem;
    } else {
      goto dynamic;
    }
  }
  p->cur = t;
  return true;
dynamic:
  diag_error(w->ctx->diag, CB_INDEXING, w->loc, "unsupported indexing of a constant buffer member");
  return false;
}

static bool is_tbuffer_type(const IrType *h) {
  return h && h->kind == IR_TY_TARGET && h->name && strcmp(h->name, "dx.TBuffer") == 0;
}

/* tbuffer rows are read like typed buffers of uint4 (DXC's bufferLoad.i32):
 * llvm.dx.resource.load.typedbuffer, then each component is rebuilt from
 * its 32-bit word(s). */
static IrValue *load_value_tbuffer(CbWalk *w, IrValue *h, IrType *ty, const CbPos *p) {
  IrModule *m = w->m;
  IrBuilder *b = w->b;
  IrType *s = ir_type_scalar(ty), *i32 = ir_type_int(m, 32);
  uint32_t bits = (uint32_t)dxil_type_size_bits(s);
  if (bits != 16 && bits != 32 && bits != 64) {
    diag_error(w->ctx->diag, CB_LOAD_WIDTH, w->loc, "tbuffer load of a %u-bit type is not supported", bits);
    return NULL;
  }
  uint32_t n = ty->kind == IR_TY_VECTOR ? (uint32_t)ty->count : 1, eb = bits / 8;
  if (bits == 16 && w->ctx->dx.target.min_precision) eb = 4; /* a 32-bit slot each */
  IrType *v4 = ir_type_vector(m, i32, 4);
  IrType *rs[2] = {v4, ir_type_int(m, 1)};
  IrType *ret = ir_type_struct_literal(m, rs, 2, false);
  IrType *mangle[2] = {v4, h->type};
  IrType *params[2] = {h->type, i32};
  IrFunc *fn = intrinsic_cached(w->fc, m, "llvm.dx.resource.load.typedbuffer", mangle, 2, ret, params, 2);
  if (!fn) return NULL;
  IrValue *rows[8] = {NULL};
  uint32_t first_row = (uint32_t)(p->off / ROW);
  IrValue *res = n > 1 ? ir_poison(m, ty) : NULL;
  for (uint32_t i = 0; i < n; i++) {
    uint64_t at = p->off + (uint64_t)i * eb;
    uint32_t r = (uint32_t)(at / ROW) - first_row, word = (uint32_t)((at % ROW) / 4);
    IrValue *parts[2];
    for (uint32_t k = 0; k < (bits == 64 ? 2u : 1u); k++, word++) {
      if (word == 4) { word = 0; r++; }
      if (r >= 8) return NULL;
      if (!rows[r]) {
        IrValue *rv = ir_const_i32(m, first_row + r);
        if (p->row_dyn) rv = ir_build_binop(b, IR_ADD, p->row_dyn, rv, "");
        IrValue *args[2] = {h, rv};
        IrValue *call = ir_build_call(b, fn, args, 2, "");
        uint32_t zero = 0;
        rows[r] = call ? ir_build_extractvalue(b, call, &zero, 1, "") : NULL;
        if (!rows[r]) return NULL;
      }
      parts[k] = ir_build_extractelement(b, rows[r], ir_const_i32(m, word), "");
    }
    IrValue *x = parts[0];
    if (bits == 64) {
      IrType *i64 = ir_type_int(m, 64);
      IrValue *lo = ir_build_cast(b, IR_ZEXT, parts[0], i64, "");
      IrValue *hi = ir_build_cast(b, IR_ZEXT, parts[1], i64, "");
      hi = ir_build_binop(b, IR_SHL, hi, ir_const_int(m, i64, 32), "");
      x = ir_build_binop(b, IR_OR, lo, hi, "");
    } else if (bits == 16) {
      if ((at % 4) != 0) x = ir_build_binop(b, IR_LSHR, x, ir_const_i32(m, 16), "");
      x = ir_build_cast(b, IR_TRUNC, x, ir_type_int(m, 16), "");
    }
    if (x->type != s) x = ir_build_cast(b, IR_BITCAST, x, s, "");
    res = n > 1 ? ir_build_insertelement(b, res, x, ir_const_i32(m, i), "") : x;
  }
  return res;
}

/* Load a value of type ty at position p from handle h (LLVM's
 * CBufferResource::loadValue, with a dynamic row part). */
static IrValue *load_value(CbWalk *w, IrValue *h, IrType *ty, const CbPos *p, const char *name) {
  IrModule *m = w->m;
  IrBuilder *b = w->b;
  if (is_tbuffer_type(h->type)) return load_value_tbuffer(w, h, ty, p);
  IrType *s = ir_type_scalar(ty);
  uint32_t bits = (uint32_t)dxil_type_size_bits(s), elt, n;
  const char *base;
  /* min-precision values (no native 16-bit types) take a 32-bit slot each:
   * rows of four, DXC's CBufRet.f16 / CBufRet.i16 */
  if (bits == 16 && w->ctx->dx.target.min_precision) bits = 32;
  switch (bits) {
  case 16: elt = 2; n = 8; base = "llvm.dx.resource.load.cbufferrow.8"; break;
  case 32: elt = 4; n = 4; base = "llvm.dx.resource.load.cbufferrow.4"; break;
  case 64: elt = 8; n = 2; base = "llvm.dx.resource.load.cbufferrow.2"; break;
  default:
    diag_error(w->ctx->diag, CB_LOAD_WIDTH, w->loc, "cbuffer load of a %u-bit type is not supported", bits);
    return NULL;
  }
  if (ty->kind != IR_TY_VECTOR && ty != s) {
    diag_error(w->ctx->diag, CB_LOAD_WIDTH, w->loc, "cbuffer loads of aggregates are not supported");
    return NULL;
  }
  IrType *els[8];
  for (uint32_t i = 0; i < n; i++) els[i] = s;
  IrType *ret = ir_type_struct_literal(m, els, n, false);
  IrType *hty = h->type;
  IrType *mangle[9];
  for (uint32_t i = 0; i < n; i++) mangle[i] = s;
  mangle[n] = hty;
  IrType *params[2] = {hty, ir_type_int(m, 32)};
  IrFunc *fn = intrinsic_cached(w->fc, m, base, mangle, n + 1, ret, params, 2);
  if (!fn) return NULL;

  uint32_t row = (uint32_t)(p->off / ROW), idx = (uint32_t)((p->off % ROW) / elt);
  const char *lname = join(m, name, ".load"), *xname = join(m, name, ".extract");
  IrValue *rowv = ir_const_i32(m, row);
  if (p->row_dyn) rowv = row ? ir_build_binop(b, IR_ADD, p->row_dyn, rowv, "") : p->row_dyn;
  IrValue *args[2] = {h, rowv};
  IrValue *load = ir_build_call(b, fn, args, 2, lname);
  uint32_t ix = idx++;
  IrValue *elt0 = load ? ir_build_extractvalue(b, load, &ix, 1, xname) : NULL;
  if (!elt0) return NULL;
  uint32_t remaining = (ty->kind == IR_TY_VECTOR ? (uint32_t)ty->count : 1) - 1;
  if (remaining == 0) {
    if (ty->kind == IR_TY_VECTOR)
      return ir_build_insertelement(b, ir_poison(m, ty), elt0, ir_const_i32(m, 0), name);
    return elt0;
  }
  IrValue *parts[64];
  uint32_t np = 0;
  parts[np++] = elt0;
  while (remaining-- && np < 64) {
    idx %= n;
    if (idx == 0) {
      row++;
      IrValue *rv = ir_const_i32(m, row);
      if (p->row_dyn) rv = ir_build_binop(b, IR_ADD, p->row_dyn, rv, "");
      IrValue *a2[2] = {h, rv};
      load = ir_build_call(b, fn, a2, 2, lname);
      if (!load) return NULL;
    }
    ix = idx++;
    parts[np++] = ir_build_extractvalue(b, load, &ix, 1, xname);
  }
  IrValue *res = ir_poison(m, ty);
  for (uint32_t i = 0; i < np; i++)
    res = ir_build_insertelement(b, res, parts[i], ir_const_i32(m, i),
                                 name && *name ? arena_printf(m->arena, "%s.upto%u", name, i) : NULL);
  return res;
}

/* A member global of some !hlsl.cbs buffer. */
typedef struct CbMember {
  IrGlobal *member;   /* the addrspace(2) global */
  IrGlobal *handle;   /* its buffer's @X.cb */
  uint64_t offset;    /* its offset in the buffer */
} CbMember;
typedef VEC(CbMember) CbMemberVec;

/* The members are numbered in their globals' scratch slot (IrValue.num,
 * set when the list is complete), so a lookup is one check, not a search. */
static CbMember *find_member(CbMemberVec *v, const IrValue *g) {
  if (g->kind == IR_V_GLOBAL && g->num < v->len && &v->data[g->num].member->v == g)
    return &v->data[g->num];
  return NULL;
}

/* getpointer(handle of a dx.Layout cbuffer, offset)? */
static bool is_layout_getpointer(IrInst *i) {
  if (!i || i->op != IR_CALL || i->nops < 3 || !dxil_is_intrinsic_call(i, "llvm.dx.resource.getpointer"))
    return false;
  IrType *h = i->ops[1]->type;
  return h && h->kind == IR_TY_TARGET && h->name &&
         (strcmp(h->name, "dx.CBuffer") == 0 || strcmp(h->name, "dx.TBuffer") == 0) &&
         h->nmembers && is_layout(h->members[0]);
}

#define MAX_CHAIN 32

/* Rewrite load li whose pointer is a GEP chain on a member global or a
 * dx.Layout getpointer. Returns 0 when li is not a cbuffer access, 1 when
 * rewritten, -1 on error. */
static int rewrite_load(PassCtx *ctx, IrModule *m, const TypeVec *lays, CbMemberVec *members,
                        IrFunc *fn, IrInst *li, CbFnCache *fc) {
  IrValue *chain[MAX_CHAIN];
  uint32_t nc = 0;
  IrValue *p = li->ops[0];
  CbMember *mem = NULL;
  IrInst *gp = NULL;
  for (;;) {
    if ((mem = find_member(members, p)) != NULL) break;
    IrInst *pi = ir_as_inst(p);
    if (pi && is_layout_getpointer(pi)) {
      gp = pi;
      break;
    }
    bool gep = (pi && pi->op == IR_GEP && pi->nops) ||
               (p->kind == IR_V_CONST_EXPR && ((IrConst *)p)->expr_op == IR_GEP && ((IrConst *)p)->nelems);
    if (!gep || nc == MAX_CHAIN) return 0;
    chain[nc++] = p;
    p = pi ? pi->ops[0] : ((IrConst *)p)->elems[0];
  }
  IrBuilder bld;
  ir_builder_before(&bld, m, li);
  bld.loc = li->loc;
  CbWalk w = {ctx, m, lays, &bld, li->loc, fc};
  CbPos pos = {0, NULL, NULL};
  IrValue *h;
  if (mem) {
    pos.off = mem->offset;
    pos.cur = mem->member->value_type;
    IrType *hty = mem->handle->value_type;
    h = ir_build_load(&bld, hty, &mem->handle->v, mem->handle->v.name);
    if (!h) return -1;
    ir_as_inst(h)->align = 4;
  } else {
    uint64_t u = 0;
    if (!ir_const_is_int(gp->ops[2], &u)) {
      diag_error(ctx->diag, CB_INDEXING, gp->loc, "cbuffer getpointer offset must be constant");
      return -1;
    }
    pos.off = u;
    h = gp->ops[1];
  }
  for (uint32_t k = nc; k-- > 0;) {
    IrValue *g = chain[k];
    IrInst *gi = ir_as_inst(g);
    bool ok = gi ? apply_gep(&w, &pos, gi->aux_type, gi->ops + 1, gi->nops - 1)
                 : apply_gep(&w, &pos, ((IrConst *)g)->expr_type, ((IrConst *)g)->elems + 1,
                             ((IrConst *)g)->nelems - 1);
    if (!ok) return -1;
  }
  IrValue *v = load_value(&w, h, li->v.type, &pos, li->v.name);
  if (!v) return -1;
  ir_replace_all_uses(m, fn, &li->v, v);
  ir_inst_remove(li);
  /* drop the GEPs (and the getpointer) that no longer have users */
  for (uint32_t k = 0; k < nc; k++) {
    IrInst *gi = ir_as_inst(chain[k]);
    if (!gi || ir_count_uses(m, fn, &gi->v)) break;
    ir_inst_remove(gi);
  }
  if (gp && !ir_count_uses(m, fn, &gp->v)) ir_inst_remove(gp);
  return 1;
}

static bool copy_elems(PassCtx *ctx, CbWalk *w, IrValue *h, IrInst *mc, IrType *arr,
                       uint64_t arr_off, uint64_t leg_base, uint64_t count, const char *name) {
  IrModule *m = w->m;
  IrType *et = arr->elem;
  uint64_t esize = dxil_type_alloc_size(et);
  uint64_t stride = round_row(leg_size(w->lays, et, 0));
  for (uint64_t i = 0; i < count; i++) {
    uint64_t off = arr_off + i * esize;
    if (et->kind == IR_TY_ARRAY) {
      if (!copy_elems(ctx, w, h, mc, et, off, leg_base + i * stride, et->count, name)) return false;
      continue;
    }
    CbPos pos = {leg_base + i * stride, NULL, NULL};
    IrValue *v = load_value(w, h, et, &pos, name);
    if (!v) return false;
    IrValue *idx = ir_const_i32(m, (uint32_t)off);
    IrValue *dst = ir_build_gep(w->b, ir_type_int(m, 8), mc->ops[1], &idx, 1, true, join(m, name, ".dest"));
    IrInst *st = ir_build_store(w->b, v, dst);
    if (!st) return false;
    st->align = dxil_type_align(et);
    uint64_t vol = 0;
    if (mc->nops > 4 && ir_const_is_int(mc->ops[4], &vol) && vol) st->flags |= IR_FLAG_VOLATILE;
  }
  return true;
}

/* memcpy from a whole array member into local memory (LLVM's form). */
static int rewrite_memcpy(PassCtx *ctx, IrModule *m, const TypeVec *lays, CbMemberVec *members, CbFnCache *fc,
                          IrInst *i) {
  CbMember *mem = NULL;
  for (uint32_t k = 0; k < members->len && !mem; k++)
    if (refers_to(i->ops[2], &members->data[k].member->v, 0)) mem = &members->data[k];
  if (!mem) return 0;
  IrGlobal *member = mem->member;
  if (i->ops[2] != &member->v || member->value_type->kind != IR_TY_ARRAY) {
    diag_error(ctx->diag, CB_MEMCPY_SOURCE, i->loc, "Expected MemCpy source to be a cbuffer global variable");
    return -1;
  }
  uint64_t len = 0;
  if (!ir_const_is_int(i->ops[3], &len)) {
    diag_error(ctx->diag, CB_MEMCPY_SOURCE, i->loc, "cbuffer memcpy needs a constant length");
    return -1;
  }
  if (len) {
    IrType *arr = member->value_type;
    uint64_t esize = dxil_type_alloc_size(arr->elem);
    const char *name = arena_printf(m->arena, "memcpy.%s.%s", i->ops[1]->name ? i->ops[1]->name : "",
                                    member->v.name ? member->v.name : "");
    IrBuilder bld;
    ir_builder_before(&bld, m, i);
    bld.loc = i->loc;
    CbWalk w = {ctx, m, lays, &bld, i->loc, fc};
    IrValue *h = ir_build_load(&bld, mem->handle->value_type, &mem->handle->v, mem->handle->v.name);
    if (!h) return -1;
    ir_as_inst(h)->align = 4;
    if (esize && !copy_elems(ctx, &w, h, i, arr, 0, mem->offset, len / esize, name)) return -1;
  }
  ir_inst_remove(i);
  return 1;
}

static bool rewrite_layout_accesses(PassCtx *ctx, IrModule *m, const TypeVec *lays,
                                    CbMemberVec *members) {
  CbFnCache fc;
  fc.len = 0;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      IrInst *next;
      for (IrInst *i = fn->blocks[b]->first; i; i = next) {
        next = i->next;
        int r = 0;
        if (i->op == IR_LOAD && i->nops) {
          r = rewrite_load(ctx, m, lays, members, fn, i, &fc);
        } else if (i->op == IR_CALL && dxil_is_intrinsic_call(i, "llvm.memcpy") && i->nops >= 4) {
          r = rewrite_memcpy(ctx, m, lays, members, &fc, i);
        }
        if (r < 0) return false;
      }
    }
  }
  return true;
}

/* ---- the pass ------------------------------------------------------------ */

static IrGlobal *md_global(IrMD *md) {
  if (!md || md->kind != IR_MD_VALUE || !md->value || md->value->kind != IR_V_GLOBAL) return NULL;
  return (IrGlobal *)md->value;
}

/* Does the module use dx.Layout cbuffers through getpointer (ConstantBuffer<T>
 * views)? Collects their layouts. */
static bool collect_getpointer_layouts(IrModule *m, TypeVec *lays) {
  bool any = false;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
        if (is_layout_getpointer(i)) {
          collect_layouts(m->arena, lays, i->ops[1]->type, 0);
          any = true;
        }
  }
  return any;
}

bool pass_dxil_cbuffer_access(PassCtx *ctx, IrModule *m) {
  IrNamedMD *cbs = ir_named_md(m, "hlsl.cbs");
  TypeVec lays = {0};
  CbMemberVec members = {0};
  bool views = collect_getpointer_layouts(m, &lays);
  if (!cbs && !views) return true;
  for (uint32_t c = 0; cbs && c < cbs->nops; c++) {
    IrMD *node = cbs->ops[c];
    if (!node || node->kind != IR_MD_NODE || !node->nops) continue;
    IrGlobal *handle = md_global(node->ops[0]);
    if (!handle) continue; /* the cbuffer was optimized away */
    IrType *hty = handle->value_type;
    if (!hty || hty->kind != IR_TY_TARGET || !hty->name || !hty->nmembers ||
        (strcmp(hty->name, "dx.CBuffer") != 0 && !is_tbuffer_type(hty))) {
      diag_error(ctx->diag, CB_BAD_CBS, handle->loc, "!hlsl.cbs entry does not name a cbuffer handle");
      return false;
    }
    IrType *layout = hty->members[0];
    bool old_layout = is_layout(layout);
    if (old_layout) collect_layouts(m->arena, &lays, hty, 0);
    uint64_t offsets[256];
    uint32_t noff = old_layout ? 0 : member_offsets(layout, offsets, 256);
    for (uint32_t k = 1; k < node->nops; k++) {
      IrGlobal *member = md_global(node->ops[k]);
      if (!member) continue; /* optimized out */
      uint64_t off;
      if (old_layout) {
        if (k >= layout->nints) {
          diag_error(ctx->diag, CB_BAD_CBS, member->loc, "cbuffer layout has no offset for member %u", k - 1);
          return false;
        }
        off = layout->ints[k];
        CbMember cm = {member, handle, off};
        vec_push(m->arena, &members, cm);
        continue;
      }
      if (k - 1 >= noff) {
        diag_error(ctx->diag, CB_BAD_CBS, member->loc, "cbuffer layout has no member %u", k - 1);
        return false;
      }
      off = offsets[k - 1];
      if (!rewrite_padded(m, handle, member, off)) return false;
    }
  }
  for (uint32_t k = members.len; k-- > 0;) members.data[k].member->v.num = k; /* first entry wins */
  if ((members.len || views) && !rewrite_layout_accesses(ctx, m, &lays, &members)) return false;
  if (!cbs) return true;
  /* The members are gone once !hlsl.cbs (which refers to them) is. Their
   * uses are counted in one walk of the module for all of them. */
  ir_named_md_remove(m, "hlsl.cbs");
  PtrVec all = {0};
  for (uint32_t c = 0; c < cbs->nops; c++) {
    IrMD *node = cbs->ops[c];
    if (!node || node->kind != IR_MD_NODE || !md_global(node->ops[0])) continue;
    for (uint32_t k = 1; k < node->nops; k++) {
      IrGlobal *member = md_global(node->ops[k]);
      if (member && !ptrvec_push(m->arena, &all, &member->v)) return false;
    }
  }
  uint32_t *counts = arena_alloc(m->arena, sizeof(uint32_t) * (all.len ? all.len : 1));
  if (!counts) return false;
  ir_count_uses_many(m, (IrValue *const *)all.data, all.len, counts);
  for (uint32_t k = 0; k < all.len; k++) {
    IrGlobal *member = all.data[k];
    if (counts[k]) {
      diag_error(ctx->diag, CB_MEMBER_USE, member->loc,
                 "unsupported use of constant buffer member '%s'", member->v.name ? member->v.name : "");
      ir_module_remove_globals(m, (IrGlobal *const *)all.data, k);
      return false;
    }
  }
  ir_module_remove_globals(m, (IrGlobal *const *)all.data, all.len);
  return true;
}

/* ---- dxil-cbuffer-bounds --------------------------------------------------- */

/* A vector read from a constant buffer and subscripted with a dynamic index
 * is copied to a local array by the front end; the GEP that indexes the
 * array carries !hlsl.cbuffer.vecidx !{!"buffer name"}. Once optimisation
 * has folded such an index to a constant, an index past the vector is DXC's
 * "Out of bounds index (N) in CBuffer 'X'" (DXC finds it when it lowers the
 * cbuffer load, after its own folding; hlslc's cbuffer loads are lowered
 * before any folding, so the check runs here, at the end of optimisation).
 * The attachments are removed either way. */
bool pass_dxil_cbuffer_bounds(PassCtx *ctx, IrModule *m) {
  bool ok = true;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        IrMD *md = i->nmd ? ir_inst_get_md(i, "hlsl.cbuffer.vecidx") : NULL;
        if (!md) continue;
        ir_inst_set_md(m, i, "hlsl.cbuffer.vecidx", NULL);
        uint64_t k;
        IrType *t = i->aux_type;
        if (i->op != IR_GEP || i->nops != 3 || !t || t->kind != IR_TY_ARRAY || !ir_const_is_int(i->ops[2], &k))
          continue;
        int64_t sk = sext_const(i->ops[2], k);
        if (sk >= 0 && (uint64_t)sk < t->count) continue;
        const char *name = md->kind == IR_MD_NODE && md->nops && md->ops[0] && md->ops[0]->kind == IR_MD_STRING
                               ? md->ops[0]->str : "";
        diag_error(ctx->diag, CB_INDEX_BOUNDS, i->loc, "Out of bounds index (%lld) in CBuffer '%s'", (long long)sk,
                   name ? name : "");
        ok = false;
      }
  }
  return ok;
}
