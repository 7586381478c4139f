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
 *  - the older target("dx.Layout", T, size, offsets...): loads and memcpys
 *    are rewritten here directly into llvm.dx.resource.load.cbufferrow.{2,4,8}
 *    calls of 16-byte rows.
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

/* Byte offset of a GEP with constant indices over `src_elem` (LLVM's
 * accumulateConstantOffset); false when an index is not constant. */
static bool gep_const_offset(IrType *src_elem, IrValue **idx, uint32_t nidx, int64_t *out) {
  int64_t off = 0;
  IrType *t = src_elem;
  for (uint32_t i = 0; i < nidx; i++) {
    uint64_t u;
    if (!ir_const_is_int(idx[i], &u)) return false;
    uint32_t bits = idx[i]->type && idx[i]->type->kind == IR_TY_INT ? idx[i]->type->bits : 64;
    int64_t v = bits < 64 && (u >> (bits - 1)) & 1 ? (int64_t)(u | (~0ull << bits)) : (int64_t)u;
    if (i == 0) {
      off += v * (int64_t)dxil_type_alloc_size(t);
      continue;
    }
    if (!t) return false;
    if (t->kind == IR_TY_STRUCT) {
      off += (int64_t)dxil_struct_member_offset(t, (uint32_t)v);
      t = (uint32_t)v < t->nmembers ? t->members[v] : NULL;
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

static IrFunc *intrinsic(IrModule *m, const char *base, IrType **mangle, uint32_t nmangle,
                         IrType *ret, IrType **params, uint32_t nparams) {
  StrBuf sb = {0};
  sb_puts(&sb, base);
  for (uint32_t i = 0; i < nmangle; i++) {
    sb_putc(&sb, '.');
    ir_type_mangle(&sb, mangle[i]);
  }
  IrFunc *f = sb.data ? ir_module_get_or_insert_func(m, sb.data, ir_type_func(m, ret, params, nparams, false))
                      : NULL;
  sb_free(&sb);
  return f;
}

static const char *join(IrModule *m, const char *a, const char *b) {
  return arena_printf(m->arena, "%s%s", a ? a : "", b);
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

typedef struct RowLoader {
  IrModule *m;
  IrGlobal *handle;   /* the @X.cb handle global */
  IrValue *h;         /* the current loaded handle */
  uint64_t member_offset;
} RowLoader;

/* LLVM's translateCBufArrayOffset: element index * row-rounded element size. */
static uint64_t cbuf_array_offset(uint64_t off, IrType *arr) {
  uint64_t tsize = dxil_type_size_bits(arr->elem) / 8;
  if (!tsize) return off;
  uint64_t round = (tsize + ROW - 1) / ROW * ROW;
  return off / tsize * round;
}

/* Load a value of type ty at `offset` within the member (LLVM's
 * CBufferResource::loadValue). */
static IrValue *load_value(PassCtx *ctx, RowLoader *rl, IrBuilder *b, IrType *ty, uint64_t offset,
                           const char *name) {
  IrModule *m = rl->m;
  IrType *s = ir_type_scalar(ty);
  uint32_t bits = (uint32_t)dxil_type_size_bits(s), elt, n;
  const char *base;
  switch (bits) {
  case 16: elt = 2; n = 8; base = "llvm.dx.resource.load.cbufferrow.8"; break;
  case 32: elt = 4; n = 4; base = "llvm.dx.resource.load.cbufferrow.4"; break;
  case 64: elt = 8; n = 2; base = "llvm.dx.resource.load.cbufferrow.2"; break;
  default:
    diag_error(ctx->diag, 6030, b->loc, "cbuffer load of a %u-bit type is not supported", bits);
    return NULL;
  }
  IrType *els[8];
  for (uint32_t i = 0; i < n; i++) els[i] = s;
  IrType *ret = ir_type_struct_literal(m, els, n, false);
  IrType *hty = rl->handle->value_type;
  IrType *mangle[9];
  for (uint32_t i = 0; i < n; i++) mangle[i] = s;
  mangle[n] = hty;
  IrType *params[2] = {hty, ir_type_int(m, 32)};
  IrFunc *fn = intrinsic(m, base, mangle, n + 1, ret, params, 2);
  if (!fn) return NULL;

  uint64_t target = rl->member_offset + offset;
  uint32_t row = (uint32_t)(target / ROW), idx = (uint32_t)((target % ROW) / elt);
  const char *lname = join(m, name, ".load"), *xname = join(m, name, ".extract");
  IrValue *args[2] = {rl->h, ir_const_i32(m, row)};
  IrValue *load = ir_build_call(b, fn, args, 2, lname);
  uint32_t ix = idx++;
  IrValue *elt0 = ir_build_extractvalue(b, load, &ix, 1, xname);
  if (!load || !elt0) return NULL;
  uint32_t remaining = (uint32_t)((dxil_type_size_bits(ty) / 8) / elt) - 1;
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
      IrValue *a2[2] = {rl->h, ir_const_i32(m, ++row)};
      load = ir_build_call(b, fn, a2, 2, lname);
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

static IrValue *load_handle(RowLoader *rl, IrBuilder *b) {
  IrValue *h = ir_build_load(b, rl->handle->value_type, &rl->handle->v, rl->handle->v.name);
  if (h) ir_as_inst(h)->align = 4;
  rl->h = h;
  return h;
}

/* Byte offset of pointer p relative to the member global (member itself, or
 * a chain of constant GEPs on it); array members use cbuffer array strides. */
static bool pointer_offset(IrValue *p, IrGlobal *member, uint64_t *out) {
  int64_t total = 0;
  for (uint32_t guard = 0; guard < 16; guard++) {
    if (p == &member->v) {
      if (total < 0) return false;
      uint64_t off = (uint64_t)total;
      if (member->value_type->kind == IR_TY_ARRAY) off = cbuf_array_offset(off, member->value_type);
      *out = off;
      return true;
    }
    IrInst *i = ir_as_inst(p);
    int64_t o;
    if (i && i->op == IR_GEP && i->nops >= 1) {
      if (!gep_const_offset(i->aux_type, i->ops + 1, i->nops - 1, &o)) return false;
      total += o;
      p = i->ops[0];
      continue;
    }
    if (p->kind == IR_V_CONST_EXPR && ((IrConst *)p)->expr_op == IR_GEP) {
      IrConst *c = (IrConst *)p;
      if (!c->nelems || !gep_const_offset(c->expr_type, c->elems + 1, c->nelems - 1, &o)) return false;
      total += o;
      p = c->elems[0];
      continue;
    }
    return false;
  }
  return false;
}

/* Is pointer p the member or a GEP chain on it? */
static bool based_on(IrValue *p, IrGlobal *member) {
  for (uint32_t guard = 0; p && guard < 16; guard++) {
    if (p == &member->v) return true;
    IrInst *i = ir_as_inst(p);
    if (i && i->op == IR_GEP && i->nops) p = i->ops[0];
    else if (p->kind == IR_V_CONST_EXPR && ((IrConst *)p)->nelems) p = ((IrConst *)p)->elems[0];
    else return false;
  }
  return false;
}

static bool copy_elems(PassCtx *ctx, RowLoader *rl, IrBuilder *b, IrInst *mc, IrType *arr,
                       uint64_t arr_off, uint64_t count, const char *name) {
  IrModule *m = rl->m;
  IrType *et = arr->elem;
  uint64_t esize = dxil_type_alloc_size(et);
  for (uint64_t i = 0; i < count; i++) {
    uint64_t off = arr_off + i * esize;
    if (et->kind == IR_TY_ARRAY) {
      if (!copy_elems(ctx, rl, b, mc, et, off, et->count, name)) return false;
      continue;
    }
    IrValue *v = load_value(ctx, rl, b, et, cbuf_array_offset(off, arr), name);
    if (!v) return false;
    IrValue *idx = ir_const_i32(m, (uint32_t)off);
    IrValue *dst = ir_build_gep(b, ir_type_int(m, 8), mc->ops[1], &idx, 1, true, join(m, name, ".dest"));
    IrInst *st = ir_build_store(b, v, dst);
    if (!st) return false;
    st->align = dxil_type_align(et);
    uint64_t vol = 0;
    if (mc->nops > 4 && ir_const_is_int(mc->ops[4], &vol) && vol) st->flags |= IR_FLAG_VOLATILE;
  }
  return true;
}

/* Remove a dead instruction and, recursively, dead GEP operands. */
static void erase_dead(IrModule *m, IrInst *i) {
  IrFunc *f = i->parent ? i->parent->parent : NULL;
  IrValue *ptr = (i->op == IR_LOAD || i->op == IR_GEP || i->op == IR_CALL) && i->nops ? i->ops[0] : NULL;
  if (i->op == IR_CALL && i->nops > 2) ptr = i->ops[2];
  ir_inst_remove(i);
  IrInst *p = ir_as_inst(ptr);
  if (p && p->op == IR_GEP && f && ir_count_uses(m, f, &p->v) == 0) erase_dead(m, p);
}

static bool rewrite_layout(PassCtx *ctx, IrModule *m, IrGlobal *handle, IrGlobal *member,
                           uint64_t member_offset) {
  RowLoader rl = {m, handle, NULL, member_offset};
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      IrInst *next;
      for (IrInst *i = fn->blocks[b]->first; i; i = next) {
        next = i->next;
        if (i->op == IR_LOAD && i->nops && based_on(i->ops[0], member)) {
          uint64_t off;
          if (!pointer_offset(i->ops[0], member, &off)) {
            diag_error(ctx->diag, 6031, i->loc, "offsets into cbuffer globals must be constant");
            return false;
          }
          IrBuilder bld;
          ir_builder_before(&bld, m, i);
          bld.loc = i->loc;
          if (!load_handle(&rl, &bld)) return false;
          IrValue *v = load_value(ctx, &rl, &bld, i->v.type, off, i->v.name);
          if (!v) return false;
          ir_replace_all_uses(m, fn, &i->v, v);
          erase_dead(m, i);
          continue;
        }
        if (i->op == IR_CALL && dxil_is_intrinsic_call(i, "llvm.memcpy") && i->nops >= 4 &&
            refers_to(i->ops[2], &member->v, 0)) {
          if (i->ops[2] != &member->v || member->value_type->kind != IR_TY_ARRAY) {
            diag_error(ctx->diag, 6032, i->loc,
                       "Expected MemCpy source to be a cbuffer global variable");
            return false;
          }
          uint64_t len = 0;
          if (!ir_const_is_int(i->ops[3], &len)) {
            diag_error(ctx->diag, 6032, i->loc, "cbuffer memcpy needs a constant length");
            return false;
          }
          if (len) {
            IrType *arr = member->value_type;
            uint64_t esize = dxil_type_alloc_size(arr->elem);
            const char *name = arena_printf(m->arena, "memcpy.%s.%s",
                                            i->ops[1]->name ? i->ops[1]->name : "",
                                            member->v.name ? member->v.name : "");
            IrBuilder bld;
            ir_builder_before(&bld, m, i);
            bld.loc = i->loc;
            if (!load_handle(&rl, &bld)) return false;
            if (esize && !copy_elems(ctx, &rl, &bld, i, arr, 0, len / esize, name)) return false;
          }
          ir_inst_remove(i);
        }
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

bool pass_dxil_cbuffer_access(PassCtx *ctx, IrModule *m) {
  IrNamedMD *cbs = ir_named_md(m, "hlsl.cbs");
  if (!cbs) return true;
  for (uint32_t c = 0; c < cbs->nops; c++) {
    IrMD *node = cbs->ops[c];
    if (!node || node->kind != IR_MD_NODE || !node->nops) continue;
    IrGlobal *handle = md_global(node->ops[0]);
    if (!handle) continue; /* the cbuffer was optimized away */
    IrType *hty = handle->value_type;
    if (!hty || hty->kind != IR_TY_TARGET || !hty->name || !hty->nmembers ||
        strcmp(hty->name, "dx.CBuffer") != 0) {
      diag_error(ctx->diag, 6033, handle->loc, "!hlsl.cbs entry does not name a cbuffer handle");
      return false;
    }
    IrType *layout = hty->members[0];
    bool old_layout = is_layout(layout);
    uint64_t offsets[256];
    uint32_t noff = old_layout ? 0 : member_offsets(layout, offsets, 256);
    for (uint32_t k = 1; k < node->nops; k++) {
      IrGlobal *member = md_global(node->ops[k]);
      if (!member) continue; /* optimized out */
      uint64_t off;
      if (old_layout) {
        if (k >= layout->nints) {
          diag_error(ctx->diag, 6033, member->loc, "cbuffer layout has no offset for member %u", k - 1);
          return false;
        }
        off = layout->ints[k];
      } else {
        if (k - 1 >= noff) {
          diag_error(ctx->diag, 6033, member->loc, "cbuffer layout has no member %u", k - 1);
          return false;
        }
        off = offsets[k - 1];
      }
      bool ok = old_layout ? rewrite_layout(ctx, m, handle, member, off)
                           : rewrite_padded(m, handle, member, off);
      if (!ok) return false;
    }
  }
  /* The members are gone once !hlsl.cbs (which refers to them) is. */
  ir_named_md_remove(m, "hlsl.cbs");
  for (uint32_t c = 0; c < cbs->nops; c++) {
    IrMD *node = cbs->ops[c];
    if (!node || node->kind != IR_MD_NODE || !md_global(node->ops[0])) continue;
    for (uint32_t k = 1; k < node->nops; k++) {
      IrGlobal *member = md_global(node->ops[k]);
      if (!member) continue;
      if (ir_count_uses(m, NULL, &member->v)) {
        diag_error(ctx->diag, 6034, member->loc,
                   "unsupported use of constant buffer member '%s'", member->v.name ? member->v.name : "");
        return false;
      }
      ir_module_remove_global(m, member);
    }
  }
  return true;
}
