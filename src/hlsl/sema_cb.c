/* sema_cb.c - semantic checks and layout of constant buffers.
 *
 * Three spellings declare constant data (constant-buffers.txt):
 *   cbuffer/tbuffer blocks  members become VK_CBUFFER globals of the block's
 *                           CBufInfo, placed by packoffset or by the legacy
 *                           rules (cblayout.c); names need not be unique;
 *   $Globals                non-static, non-resource globals, in order;
 *   ConstantBuffer<T>,      resources (VK_RESOURCE, class 'b' / 't') whose
 *   TextureBuffer<T>        buffer holds one T; member access reads T's
 *                           fields (T must be a struct without resources).
 *
 * packoffset follows DXC (SemaHLSL.cpp ActOnFinishHLSLBuffer,
 * DiagnosePackingOffset; CGHLSLMSFinishCodeGen.cpp
 * AllocateDxilConstantBuffer): members with packoffset sit where they say;
 * the others are placed, in order, after the end of the last packoffset
 * member; mixing the two is only a warning, and overlaps are checked only
 * when every member has a packoffset.
 */
#include "sema.h"

#include <string.h>

CBufInfo *sema_cb_new(HlslCtx *c, const char *name, SrcLoc loc) {
  CBufInfo *cb = arena_alloc(c->arena, sizeof(CBufInfo));
  if (!cb) return NULL;
  cb->name = name;
  cb->loc = loc;
  cb->order_id = -1;
  cb->decl_seq = c->decl_seq++;
  return cb;
}

bool sema_cb_member_ok(HlslCtx *c, Decl *m) {
  HType *t = m->type;
  if (!t || t->kind == T_ERROR) return false;
  const HType *e = t;
  while (e->kind == T_ARRAY) {
    if (e->count == 0 && !e->zero_sized) {
      hl_error(c, SE_TYPE, m->loc, "array dimensions of constant buffer members must be explicit");
      return false;
    }
    e = e->elem;
  }
  if (e->kind == T_STRING || e->kind == T_SUBOBJECT) {
    hl_error(c, SE_TYPE, m->loc, "%s declaration may only appear in global scope",
             e->kind == T_STRING ? "string" : "subobject");
    return false;
  }
  if (e->kind == T_VOID) {
    hl_error(c, SE_TYPE, m->loc, "invalid type '%s' for a constant buffer member", hl_type_name(c, t));
    return false;
  }
  /* DXC: no vectors of more than 4 components in constant buffers, at the
   * start of the declaration */
  SrcLoc at = m->loc;
  if (m->begin) {
    at.line = hl_pos_line(m->begin);
    at.col = hl_pos_col(m->begin);
  }
  if (hl_diag_long_vectors(c, at, t, LV_CBUFFER)) return false;
  /* structs holding resources: their resource fields take no space */
  if (e->kind == T_STRUCT && e->st->has_resources) return true;
  if (hl_contains_resource(t)) {
    hl_error(c, SE_UNSUPPORTED, m->loc, "structs mixing resources and data are not supported in constant buffers");
    return false;
  }
  return true;
}

/* DXC's DiagnosePackingOffset: a component offset leaves room for the
 * value's components; matrices, arrays and structs must start at .x. */
void sema_cb_check_packoffset(HlslCtx *c, Decl *m) {
  if (!hl_decl_rare(m)->packoffset || !m->pack_comp || !m->type || m->type->kind == T_ERROR) return;
  HType *t = m->type;
  if (hl_is_numeric(t) && hl_components(t) > 4u - m->pack_comp)
    hl_error(c, SE_REGISTER, hl_decl_rare(m)->pack_loc, "register or offset bind not valid");
  if (t->kind == T_MATRIX || t->kind == T_ARRAY || t->kind == T_STRUCT)
    hl_error(c, SE_REGISTER, hl_decl_rare(m)->pack_loc, "register or offset bind not valid");
}

/* The size clang gives a type (ASTContext::getTypeSize, in bytes): what DXC
 * compares to find overlapping packoffsets. DXC's HLSL change keeps vectors
 * at their elements' size (a float3 is 12 bytes, so c2.w after a float3 at
 * c2 does not overlap). */
static uint32_t c_size(HlslCtx *c, const HType *t) {
  switch (t->kind) {
  case T_SCALAR: {
    uint32_t b = hl_sk_bits(c, t->sk);
    return b < 32 ? (b == 16 ? 2 : 4) : b / 8;
  }
  case T_VECTOR: {
    uint32_t e = c_size(c, hl_scalar(c, t->sk));
    return e * t->n;
  }
  case T_MATRIX: return t->n * c_size(c, hl_vector(c, t->sk, t->m));
  case T_ARRAY: {
    uint64_t s = (uint64_t)c_size(c, t->elem) * t->count;
    return s > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)s;
  }
  case T_STRUCT: {
    uint32_t s, a;
    hl_natural_layout(c, t, &s, &a);
    return s;
  }
  default: return 0;
  }
}

static void add_member(HlslCtx *c, CBufInfo *cb, Decl *m, uint32_t off) {
  m->vk = VK_CBUFFER;
  m->cbuf = cb;
  hl_decl_rare_w(c, m)->cb_offset = off;
  uint64_t end = (uint64_t)off + hl_cb_size(c, m->type);
  if (end > 0x7FFFFFFFu) end = 0x7FFFFFFFu;
  if (end > cb->size) cb->size = (uint32_t)end;
  vec_push(c->arena, &cb->members, m);
}

void sema_cb_place_block(HlslCtx *c, CBufInfo *cb, Decl *bufdecl, Decl **members, uint32_t n,
                         bool any_plain) {
  bool any_pack = false;
  for (uint32_t i = 0; i < n; i++) {
    Decl *m = members[i];
    if (hl_decl_rare(m)->packoffset) any_pack = true;
    else any_plain = true;
    sema_cb_check_packoffset(c, m);
  }
  if (any_pack && any_plain) {
    hl_warning(c, SW_IGNORED, bufdecl->loc,
               "cannot mix packoffset elements with nonpackoffset elements in a cbuffer");
  } else if (any_pack) {
    for (uint32_t i = 0; i < n; i++) {
      Decl *m = members[i];
      uint32_t b = hl_decl_rare(m)->pack_off, e = b + c_size(c, m->type);
      for (uint32_t j = 0; j < i; j++) {
        Decl *o = members[j];
        uint32_t ob = hl_decl_rare(o)->pack_off, oe = ob + c_size(c, o->type);
        if ((b < oe && ob < b) || (ob < e && b < ob)) {
          hl_error(c, SE_REGISTER, m->loc, "packoffset overlap between '%s', '%s'", m->name, o->name);
          break;
        }
      }
    }
  }
  /* members without packoffset go after the last packoffset one */
  uint32_t user_end = 0;
  for (uint32_t i = 0; i < n; i++) {
    Decl *m = members[i];
    if (!hl_decl_rare(m)->packoffset) continue;
    uint64_t end = (uint64_t)hl_decl_rare(m)->pack_off + hl_cb_size(c, m->type);
    if (end > user_end) user_end = end > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)end;
  }
  cb->user_end = user_end;
  uint32_t off = user_end;
  for (uint32_t i = 0; i < n; i++) {
    Decl *m = members[i];
    if (hl_decl_rare(m)->packoffset) {
      add_member(c, cb, m, hl_decl_rare(m)->pack_off);
      continue;
    }
    off = hl_cb_place_top(c, cb, m->type, off);
    add_member(c, cb, m, off);
    uint64_t end = (uint64_t)off + hl_cb_size(c, m->type);
    off = end > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)end;
  }
  sema_cb_check_size(c, cb);
}

/* DXIL's limit on a constant buffer (the validator's SM.CBUFFERSIZE rule). */
void sema_cb_check_size(HlslCtx *c, CBufInfo *cb) {
  if (cb->size > 65536)
    hl_error(c, SE_TYPE, cb->loc, "CBuffer size is %u bytes, exceeding maximum of 65536 bytes.", cb->size);
}

void sema_cb_add_global(HlslCtx *c, Decl *d) {
  if (hl_decl_rare(d)->packoffset) {
    hl_error(c, SE_REGISTER, hl_decl_rare(d)->pack_loc, "packoffset is only allowed in a constant buffer");
    hl_decl_rare_w(c, d)->packoffset = false;
  }
  if (!c->globals_cb) {
    c->globals_cb = sema_cb_new(c, "$Globals", d->loc);
    if (!c->globals_cb) return;
    c->globals_cb->order_id = -2; /* fixed up to 0 once every buffer is known */
    vec_push(c->arena, &c->cbufs, c->globals_cb);
  }
  CBufInfo *cb = c->globals_cb;
  uint32_t off = hl_cb_place_top(c, cb, d->type, cb->size);
  add_member(c, cb, d, off);
}

/* Byte offset a $Globals member asks for with register(cN) (also bN, iN),
 * or -1. */
static int64_t global_reg_offset(const Decl *d) {
  if (d->nres) { /* a struct mixing resources and data: DXC takes the last
                  * register annotation, whatever its class, as its row */
    for (uint32_t i = hl_decl_rare(d)->nregs; i-- > 0;)
      if (hl_decl_rare(d)->regs[i].cls && !hl_decl_rare(d)->regs[i].has_space) return (int64_t)hl_decl_rare(d)->regs[i].index * 16;
    return -1;
  }
  for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++)
    if (hl_decl_rare(d)->regs[i].cls && strchr("bci", hl_decl_rare(d)->regs[i].cls) && !hl_decl_rare(d)->regs[i].has_space)
      return (int64_t)hl_decl_rare(d)->regs[i].index * 16;
  return -1;
}

/* $Globals was laid out declaration by declaration. When some member has a
 * register(cN), DXC places those at their rows (overlaps allowed, no
 * diagnostic) and the others, in declaration order, after the end of the
 * last placed one, as for packoffset in a cbuffer: lay the buffer out again. */
void sema_cb_finish_globals(HlslCtx *c) {
  CBufInfo *cb = c->globals_cb;
  bool any = false;
  for (uint32_t i = 0; cb && i < cb->members.len && !any; i++)
    any = global_reg_offset(cb->members.data[i]) >= 0;
  if (!any) return;
  uint32_t user_end = 0;
  for (uint32_t i = 0; i < cb->members.len; i++) {
    Decl *m = cb->members.data[i];
    int64_t r = global_reg_offset(m);
    if (r < 0) continue;
    uint64_t end = (uint64_t)r + hl_cb_size(c, m->type);
    if (end > user_end) user_end = end > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)end;
  }
  cb->size = 0;
  cb->cur_row_minprec = false;
  cb->user_end = user_end;
  uint32_t off = user_end;
  for (uint32_t i = 0; i < cb->members.len; i++) {
    Decl *m = cb->members.data[i];
    int64_t r = global_reg_offset(m);
    uint32_t at;
    if (r >= 0) {
      at = r > 0x7FFFFFFF ? 0x7FFFFFFFu : (uint32_t)r;
    } else {
      at = off = hl_cb_place_top(c, cb, m->type, off);
      uint64_t end = (uint64_t)off + hl_cb_size(c, m->type);
      off = end > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)end;
    }
    hl_decl_rare_w(c, m)->cb_offset = at;
    uint64_t end = (uint64_t)at + hl_cb_size(c, m->type);
    if (end > 0x7FFFFFFFu) end = 0x7FFFFFFFu;
    if (end > cb->size) cb->size = (uint32_t)end;
  }
}

bool sema_cb_check_view(HlslCtx *c, Decl *d, HType *rt) {
  HType *t = rt->elem;
  if (!t || t->kind == T_ERROR) return false;
  if (t->kind != T_STRUCT) {
    const char *name = hl_type_name(c, t);
    if (t->kind == T_ARRAY && t->alias) { /* clang's "'FooA' (aka 'Foo [2]')" */
      const HType *e = t;
      while (e->kind == T_ARRAY) e = e->elem;
      StrBuf sb = sb_new(c->arena);
      sb_printf(&sb, "%s' (aka '%s ", t->alias, hl_type_name(c, e));
      for (e = t; e->kind == T_ARRAY; e = e->elem) sb_printf(&sb, "[%u]", e->count);
      name = sb.data ? arena_strdup(c->arena, sb.data) : name;
      sb_free(&sb);
      hl_error(c, SE_TYPE, d->loc, "'%s') cannot be used as a type parameter where a struct/class is required",
               name);
      return false;
    }
    hl_error(c, SE_TYPE, d->loc, "'%s' cannot be used as a type parameter where a struct/class is required", name);
    return false;
  }
  if (t->st->has_resources) {
    /* DXC refuses them in arrays of views (more than one buffer); a single
     * view (or an array of one) keeps S's data in its buffer and makes each
     * resource field a resource of its own (sema.c declare_resource_global) */
    uint64_t range = 1;
    for (const HType *a = d->type; a && a->kind == T_ARRAY; a = a->elem) range *= a->count ? a->count : 2;
    if (range > 1) {
      hl_error(c, SE_TYPE, d->loc, "object types not supported in cbuffer/tbuffer view arrays.");
      return false;
    }
  }
  uint32_t size = hl_cb_size(c, t);
  if (size > 65536)
    hl_error(c, SE_TYPE, d->loc, "CBuffer size is %u bytes, exceeding maximum of 65536 bytes.", size);
  return true;
}

bool sema_is_cb_view(const HType *t) {
  return t && t->kind == T_RESOURCE && (t->rk == HL_RK_CONSTANT_BUFFER || t->rk == HL_RK_TEXTURE_BUFFER) &&
         t->elem && t->elem->kind == T_STRUCT;
}

/* The resource fields of a view's S are resources of their own, made from
 * the global view ("C1.tex"); a view held in a local or parameter carries
 * only its buffer's handle, so they cannot be reached through it (DXC fails
 * with an internal error there). False, with the message, for such a use. */
bool sema_cb_view_res_ok(HlslCtx *c, const Expr *view, SrcLoc loc) {
  const Expr *r = view;
  while (r->kind == E_INDEX) r = r->a;
  if (r->kind == E_NAME && r->decl && r->decl->vk == VK_RESOURCE) return true;
  hl_error(c, SE_UNSUPPORTED, loc,
           "the resources in '%s' can only be used through a global %s variable, not a copy of one",
           hl_type_name(c, view->type), view->type->rk == HL_RK_CONSTANT_BUFFER ? "ConstantBuffer" : "TextureBuffer");
  return false;
}
