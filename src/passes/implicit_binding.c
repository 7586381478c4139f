/* implicit_binding.c - the binding analysis and the
 * "dxil-resource-implicit-binding" pass.
 *
 * The analysis (LLVM's DXILResourceBindingAnalysis) turns the explicit
 * llvm.dx.resource.handlefrombinding calls into lists of free register
 * ranges per resource class and space, noting overlaps (reported in detail
 * by the post-optimization validation) and whether any implicit bindings
 * exist (the pass exits early when none do).
 *
 * The pass gives every llvm.dx.resource.handlefromimplicitbinding call a
 * register, in order_id order (= declaration order), with DXC's rules
 * (implicit-resource-binding.txt): first fit in the requested space, arrays
 * take their whole range, unbounded arrays take the rest of the space after
 * the highest used register, and a resource that does not fit is an error.
 * Each call is replaced by handlefrombinding(space, slot, size, index, ...).
 */
#include <stdlib.h>
#include <string.h>

#include "dxil_resources.h"

/* ====================================================================== */
/* Binding analysis. */

typedef struct Bind {
  ResClass cls;
  uint32_t space, lo, hi;  /* inclusive register range */
  const char *name;
  bool unbounded;          /* range size was unbounded (not just reaching UINT_MAX) */
  uint32_t seq;
} Bind;

static int cmp_u32(uint32_t a, uint32_t b) { return a < b ? -1 : a > b ? 1 : 0; }

static int cmp_bind(const void *pa, const void *pb) {
  const Bind *a = pa, *b = pb;
  int c;
  if ((c = cmp_u32(a->cls, b->cls))) return c;
  if ((c = cmp_u32(a->space, b->space))) return c;
  if ((c = cmp_u32(a->lo, b->lo))) return c;
  if ((c = cmp_u32(a->hi, b->hi))) return c;
  if ((c = strcmp(a->name, b->name))) return c;
  return cmp_u32(a->seq, b->seq);
}

static bool range_push(Arena *a, DxilBindSpace *s, uint32_t lo, uint32_t hi) {
  if (s->nranges == s->cap) {
    uint32_t nc = s->cap ? s->cap * 2 : 4;
    DxilFreeRange *r = arena_alloc(a, sizeof *r * nc);
    if (!r) return false;
    if (s->nranges) memcpy(r, s->ranges, sizeof *r * s->nranges);
    s->ranges = r;
    s->cap = nc;
  }
  s->ranges[s->nranges].lo = lo;
  s->ranges[s->nranges].hi = hi;
  s->nranges++;
  return true;
}

/* Get or insert (keeping ascending order) the space record; a new space is
 * entirely free. */
static DxilBindSpace *get_space(Arena *a, DxilBindingInfo *bi, ResClass cls, uint32_t space) {
  uint32_t c = cls & 3, at = bi->nspaces[c];
  for (uint32_t i = 0; i < bi->nspaces[c]; i++) {
    if (bi->spaces[c][i].space == space) return &bi->spaces[c][i];
    if (bi->spaces[c][i].space > space) { at = i; break; }
  }
  if (bi->nspaces[c] == bi->cap[c]) {
    uint32_t nc = bi->cap[c] ? bi->cap[c] * 2 : 4;
    DxilBindSpace *s = arena_alloc(a, sizeof *s * nc);
    if (!s) return NULL;
    if (bi->nspaces[c]) memcpy(s, bi->spaces[c], sizeof *s * bi->nspaces[c]);
    bi->spaces[c] = s;
    bi->cap[c] = nc;
  }
  memmove(&bi->spaces[c][at + 1], &bi->spaces[c][at], sizeof(DxilBindSpace) * (bi->nspaces[c] - at));
  bi->nspaces[c]++;
  DxilBindSpace *s = &bi->spaces[c][at];
  memset(s, 0, sizeof *s);
  s->space = space;
  if (!range_push(a, s, 0, UINT32_MAX)) return NULL;
  return s;
}

static bool is_unbounded(uint32_t size) { return size == 0 || size == UINT32_MAX; }

/* A declared resource from !hlsl.bind.declared (-fbind-unused). */
typedef struct Declared {
  const char *name;
  ResClass cls;
  uint32_t space, lower, size;
  int64_t order;     /* order id, -1 for an explicit register */
  bool ok;           /* a register was found */
  uint32_t slot;     /* the register found */
  SrcLoc loc;        /* the declaration, when the front end gave it */
} Declared;

static bool build_info(IrModule *m, DxilBindingInfo *bi, const Declared *extra, uint32_t nextra);

bool dxil_binding_info_build(IrModule *m, DxilBindingInfo *bi) { return build_info(m, bi, NULL, 0); }

/* The analysis over the explicit handlefrombinding calls, plus `extra`
 * declared explicit bindings (that reserve their registers even when the
 * optimiser removed every use). */
static bool build_info(IrModule *m, DxilBindingInfo *bi, const Declared *extra, uint32_t nextra) {
  memset(bi, 0, sizeof *bi);
  Arena *a = m->arena;
  VEC(Bind) binds = {0};
  uint32_t seq = 0;
  for (uint32_t k = 0; k < nextra; k++) {
    const Declared *d = &extra[k];
    if (d->order >= 0) continue;
    Bind bd;
    bd.cls = d->cls;
    bd.space = d->space;
    bd.lo = d->lower;
    uint64_t hi = (uint64_t)d->lower + d->size - 1;
    bd.hi = is_unbounded(d->size) || hi > UINT32_MAX ? UINT32_MAX : (uint32_t)hi;
    bd.name = d->name;
    bd.unbounded = is_unbounded(d->size);
    bd.seq = seq++;
    if (!vec_push(a, &binds, bd)) return false;
  }
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        if (i->op != IR_CALL) continue;
        if (dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefromimplicitbinding")) {
          bi->has_implicit = true;
          continue;
        }
        if (!dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefrombinding")) continue;
        ResTypeInfo ti;
        uint64_t sp, lo, sz;
        if (!dxil_res_type_info(i->v.type, &ti) || i->nops < 4 ||
            !ir_const_is_int(i->ops[1], &sp) || !ir_const_is_int(i->ops[2], &lo) ||
            !ir_const_is_int(i->ops[3], &sz))
          continue;
        Bind bd;
        bd.cls = ti.cls;
        bd.space = (uint32_t)sp;
        bd.lo = (uint32_t)lo;
        uint64_t hi = (uint64_t)(uint32_t)lo + (uint32_t)sz - 1;
        bd.hi = is_unbounded((uint32_t)sz) || hi > UINT32_MAX ? UINT32_MAX : (uint32_t)hi;
        bd.name = dxil_binding_call_name(i);
        bd.unbounded = is_unbounded((uint32_t)sz);
        bd.seq = seq++;
        if (!vec_push(a, &binds, bd)) return false;
      }
    }
  }
  if (binds.len > 1) hl_sort(m->arena, binds.data, binds.len, sizeof(Bind), cmp_bind);

  for (uint32_t k = 0; k < binds.len; k++) {
    Bind *bd = &binds.data[k];
    if (k && bd->cls == binds.data[k - 1].cls && bd->space == binds.data[k - 1].space &&
        bd->lo == binds.data[k - 1].lo && bd->hi == binds.data[k - 1].hi &&
        strcmp(bd->name, binds.data[k - 1].name) == 0)
      continue; /* the same resource again (array elements, repeated handles) */
    DxilBindSpace *s = get_space(a, bi, bd->cls, bd->space);
    if (!s) return false;
    if (bd->unbounded && !s->unbounded_name) s->unbounded_name = bd->name;
    /* The space is full, or its rest belongs to an unbounded array. */
    if (!s->nranges || s->ranges[s->nranges - 1].hi < UINT32_MAX) {
      bi->has_overlap = true;
      continue;
    }
    DxilFreeRange *last = &s->ranges[s->nranges - 1];
    if (last->lo == bd->lo) {
      if (bd->hi < UINT32_MAX) last->lo = bd->hi + 1;
      else s->nranges--;
    } else if (last->lo < bd->lo) {
      last->hi = bd->lo - 1;
      if (bd->hi < UINT32_MAX && !range_push(a, s, bd->hi + 1, UINT32_MAX)) return false;
    } else {
      /* No room here: an overlap; whatever this binding covers is used. */
      bi->has_overlap = true;
      if (bd->hi < UINT32_MAX) {
        if (bd->hi + 1 > last->lo) last->lo = bd->hi + 1;
      } else {
        s->nranges--;
      }
    }
  }
  return true;
}

bool dxil_binding_find(IrModule *m, DxilBindingInfo *bi, ResClass cls, uint32_t space, int64_t size,
                       uint32_t *slot) {
  DxilBindSpace *s = get_space(m->arena, bi, cls, space);
  if (!s || !s->nranges) return false;
  if (size < 0) {
    DxilFreeRange *last = &s->ranges[s->nranges - 1];
    if (last->hi != UINT32_MAX) return false; /* already taken by an unbounded array */
    *slot = last->lo;
    s->nranges--;
    return true;
  }
  for (uint32_t i = 0; i < s->nranges; i++) {
    DxilFreeRange *r = &s->ranges[i];
    /* a range may be empty (lo == hi + 1) after an earlier fit */
    if (r->lo > r->hi || (uint64_t)r->hi - r->lo + 1 < (uint64_t)size) continue;
    *slot = r->lo;
    uint64_t nlo = (uint64_t)r->lo + (uint64_t)size;
    if (nlo > UINT32_MAX) {
      /* the range is used up to the very end of the space */
      memmove(&s->ranges[i], &s->ranges[i + 1], sizeof *r * (s->nranges - i - 1));
      s->nranges--;
    } else {
      r->lo = (uint32_t)nlo;
    }
    return true;
  }
  return false;
}

/* ====================================================================== */
/* The pass. */

typedef struct ImplCall {
  uint32_t order;
  uint32_t seq;
  IrInst *call;
} ImplCall;

static int cmp_impl(const void *pa, const void *pb) {
  const ImplCall *a = pa, *b = pb;
  int c = cmp_u32(a->order, b->order);
  return c ? c : cmp_u32(a->seq, b->seq);
}

/* The declaration of handlefrombinding returning `ret` with these argument
 * types: llvm.dx.resource.handlefrombinding.<mangled ret>. */
static IrFunc *binding_decl(IrModule *m, IrType *ret, IrValue **args, uint32_t nargs) {
  IrType *params[16];
  if (nargs > 16) return NULL;
  for (uint32_t i = 0; i < nargs; i++) params[i] = args[i]->type;
  StrBuf sb = sb_new(m->arena);
  sb_puts(&sb, "llvm.dx.resource.handlefrombinding.");
  sb_puts(&sb, ir_type_mangled(m, ret));
  IrType *fty = ir_type_func(m, ret, params, nargs, false);
  IrFunc *f = sb.data ? ir_module_get_or_insert_func(m, sb.data, fty) : NULL;
  sb_free(&sb);
  return f;
}

/* First space of the internal registers of library resources that do not fit
 * their own space (never written out: library resources stay unbound). */
#define LIB_SPARE_SPACE 0xFFFFFF00u

static const char *display_name(const char *n) { return n && *n ? n : NULL; }

/* Report a resource that does not fit, DXC's or LLVM's wording. */
static void report_no_room(PassCtx *ctx, IrInst *call, const char *name, DxilBindSpace *s,
                           bool unbounded, uint32_t space) {
  IrGlobal *g = dxil_binding_call_name_global(call);
  SrcLoc loc = g && g->loc.file ? g->loc : call->loc;
  if (ctx->dxc_compat) {
    if (unbounded && s && s->unbounded_name)
      diag_error(ctx->diag, BIND_UNBOUNDED_TWICE, loc, "more than one unbounded resource (%s and %s) in space %u",
                 s->unbounded_name, name, space);
    else
      diag_error(ctx->diag, BIND_ALLOCATION, loc, "resource %s could not be allocated", name);
    return;
  }
  if (display_name(name))
    diag_error(ctx->diag, BIND_ALLOCATION, loc, "resource %s cannot be allocated", name);
  else
    diag_error(ctx->diag, BIND_ALLOCATION, loc, "resource cannot be allocated");
}

static int cmp_declared(const void *pa, const void *pb) {
  const Declared *a = pa, *b = pb;
  return a->order < b->order ? -1 : a->order > b->order ? 1 : 0;
}

/* !hlsl.bind.declared (hlsl front end, -fbind-unused): every declared
 * resource. NULL/0 when absent or malformed. */
static Declared *read_declared(IrModule *m, uint32_t *n) {
  *n = 0;
  IrNamedMD *nmd = ir_named_md(m, "hlsl.bind.declared");
  if (!nmd || !nmd->nops) return NULL;
  Declared *d = arena_alloc(m->arena, sizeof(Declared) * nmd->nops);
  if (!d) return NULL;
  uint32_t k = 0;
  for (uint32_t i = 0; i < nmd->nops; i++) {
    IrMD *e = nmd->ops[i];
    if (!e || e->kind != IR_MD_NODE || e->nops < 6 || !e->ops[0] || e->ops[0]->kind != IR_MD_STRING) continue;
    uint64_t v[5];
    bool ok = true;
    for (uint32_t j = 0; j < 5; j++)
      ok &= e->ops[j + 1] && e->ops[j + 1]->kind == IR_MD_VALUE && ir_const_is_int(e->ops[j + 1]->value, &v[j]);
    if (!ok) continue;
    memset(&d[k], 0, sizeof d[k]);
    d[k].name = arena_strndup(m->arena, e->ops[0]->str, e->ops[0]->len);
    if (!d[k].name) return NULL;
    d[k].cls = (ResClass)(v[0] & 3);
    d[k].space = (uint32_t)v[1];
    d[k].lower = (uint32_t)v[2];
    d[k].size = (uint32_t)v[3];
    d[k].order = (int32_t)(uint32_t)v[4];
    uint64_t line, col;
    if (e->nops >= 9 && e->ops[6] && e->ops[6]->kind == IR_MD_STRING && e->ops[6]->len &&
        e->ops[7] && e->ops[7]->kind == IR_MD_VALUE && ir_const_is_int(e->ops[7]->value, &line) &&
        e->ops[8] && e->ops[8]->kind == IR_MD_VALUE && ir_const_is_int(e->ops[8]->value, &col)) {
      d[k].loc.file = arena_strndup(m->arena, e->ops[6]->str, e->ops[6]->len);
      d[k].loc.line = (uint32_t)line;
      d[k].loc.col = (uint32_t)col;
    }
    k++;
  }
  *n = k;
  return d;
}

bool pass_dxil_resource_implicit_binding(PassCtx *ctx, IrModule *m) {
  uint32_t ndecl = 0;
  Declared *decl = ctx->dx.bind_unused || ctx->dx.legacy_reservation ? read_declared(m, &ndecl) : NULL;
  ir_named_md_remove(m, "hlsl.bind.declared");
  DxilBindingInfo bi;
  if (!build_info(m, &bi, decl, ndecl)) return false;
  /* -fbind-unused checks every declared resource even when none is used */
  if (!bi.has_implicit && !ndecl) return true;

  /* -fbind-unused: every declared implicit resource gets its register in
   * declaration order, used or not; the calls then take theirs from here. */
  if (ndecl > 1) hl_sort(m->arena, decl, ndecl, sizeof(Declared), cmp_declared);
  for (uint32_t k = 0; k < ndecl; k++) {
    Declared *d = &decl[k];
    if (d->order < 0) continue;
    int64_t sz = (int32_t)d->size;
    d->ok = sz != 0 && dxil_binding_find(m, &bi, d->cls, d->space, sz, &d->slot);
    if (!d->ok) {
      /* unused or not, it does not fit: the same error as for a used one */
      diag_error(ctx->diag, BIND_ALLOCATION, d->loc, "resource %s could not be allocated", d->name);
      return false;
    }
  }

  Arena *a = m->arena;
  VEC(ImplCall) calls = {0};
  uint32_t seq = 0;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        if (i->op != IR_CALL || !dxil_is_intrinsic_call(i, "llvm.dx.resource.handlefromimplicitbinding"))
          continue;
        uint64_t order;
        if (i->nops < 5 || !ir_const_is_int(i->ops[1], &order) || !ir_const_is_int(i->ops[2], &order) ||
            !ir_const_is_int(i->ops[3], &order)) {
          diag_error(ctx->diag, BIND_IMPLICIT_OPERANDS, i->loc,
                     "handlefromimplicitbinding needs constant order id, space and range size");
          return false;
        }
        ir_const_is_int(i->ops[1], &order);
        ImplCall ic = {(uint32_t)order, seq++, i};
        if (!vec_push(a, &calls, ic)) return false;
      }
  }
  if (calls.len > 1) hl_sort(m->arena, calls.data, calls.len, sizeof(ImplCall), cmp_impl);

  bool ok = true;
  uint32_t last_order = 0, slot = 0;
  bool have_last = false, last_ok = false;
  for (uint32_t k = 0; k < calls.len; k++) {
    IrInst *call = calls.data[k].call;
    if (!have_last || calls.data[k].order != last_order) {
      have_last = true;
      last_order = calls.data[k].order;
      uint64_t space, size;
      ResTypeInfo ti;
      ir_const_is_int(call->ops[2], &space);
      ir_const_is_int(call->ops[3], &size);
      int64_t sz = (int32_t)(uint32_t)size;
      if (!dxil_res_type_info(call->v.type, &ti)) {
        diag_error(ctx->diag, BIND_IMPLICIT_OPERANDS, call->loc, "handlefromimplicitbinding of a non-resource type");
        return false;
      }
      const Declared *pre = NULL;
      for (uint32_t j = 0; j < ndecl && !pre; j++)
        if (decl[j].order == (int64_t)last_order) pre = &decl[j];
      if (pre) {
        last_ok = pre->ok;
        slot = pre->slot;
      } else {
        last_ok = sz != 0 && dxil_binding_find(m, &bi, ti.cls, (uint32_t)space, sz, &slot);
        /* libraries: DXC allocates nothing (the resource stays unbound, -1),
         * so a space an unbounded array has filled is no error there; the
         * internal register comes from a space of its own past the rest */
        for (uint32_t fs = LIB_SPARE_SPACE; !last_ok && ctx->lib_unbound && sz != 0 && fs != 0; fs++) {
          last_ok = dxil_binding_find(m, &bi, ti.cls, fs, sz, &slot);
          if (last_ok) call->ops[2] = ir_const_i32(m, fs);
        }
      }
      if (!last_ok) {
        const char *name = dxil_binding_call_name(call);
        uint32_t c = ti.cls & 3;
        DxilBindSpace *s = NULL;
        for (uint32_t j = 0; j < bi.nspaces[c]; j++)
          if (bi.spaces[c][j].space == (uint32_t)space) s = &bi.spaces[c][j];
        report_no_room(ctx, call, name, s, sz < 0, (uint32_t)space);
        ok = false;
        continue;
      }
      if (sz < 0) { /* remember who owns the space's unbounded tail */
        uint32_t c = ti.cls & 3;
        for (uint32_t j = 0; j < bi.nspaces[c]; j++)
          if (bi.spaces[c][j].space == (uint32_t)space && !bi.spaces[c][j].unbounded_name)
            bi.spaces[c][j].unbounded_name = dxil_binding_call_name(call);
      }
    }
    if (!last_ok) continue;

    /* handlefrombinding(space, slot, size, index, <rest>) */
    uint32_t nargs = call->nops - 1;
    IrValue *args[16];
    if (nargs > 16) return false;
    args[0] = call->ops[2];
    args[1] = ir_const_i32(m, slot);
    for (uint32_t j = 2; j < nargs; j++) args[j] = call->ops[j + 1];
    IrFunc *decl = binding_decl(m, call->v.type, args, nargs);
    if (!decl) return false;
    const char *name = call->v.name;
    call->v.name = NULL;
    IrBuilder bld;
    ir_builder_before(&bld, m, call);
    bld.loc = call->loc;
    IrValue *nc = ir_build_call(&bld, decl, args, nargs, name);
    if (!nc) return false;
    IrInst *nci = ir_as_inst(nc);
    if (nci) {
      nci->call_attrs = call->call_attrs;
      if (ctx->lib_unbound) {
        /* libraries: the register is internal only; dxil-translate-metadata
         * records the resource unbound (-1) */
        if (!nci->call_attrs) nci->call_attrs = ir_attrs_new(m);
        if (nci->call_attrs) ir_attrs_add(m, nci->call_attrs, "\"hlsl.lib.unbound\"", NULL);
      }
      nci->call_ret_attrs = call->call_ret_attrs;
      if (call->call_arg_attrs) { /* size, index and name keep their places */
        IrAttrSet **aa = arena_alloc(a, sizeof(IrAttrSet *) * nargs);
        if (!aa) return false;
        for (uint32_t j = 2; j < nargs; j++) aa[j] = call->call_arg_attrs[j];
        nci->call_arg_attrs = aa;
      }
      nci->flags = call->flags;
    }
    ir_replace_all_uses(m, call->parent->parent, &call->v, nc);
    ir_inst_remove(call);
  }

  /* Drop the implicit-binding declarations nothing calls any more. */
  for (uint32_t f = 0; f < m->funcs.len;) {
    IrFunc *fn = m->funcs.data[f];
    if (!fn->nblocks && fn->v.name &&
        strncmp(fn->v.name, "llvm.dx.resource.handlefromimplicitbinding", 42) == 0 &&
        ir_count_uses(m, NULL, &fn->v) == 0) {
      ir_module_remove_func(m, fn);
      continue;
    }
    f++;
  }
  return ok;
}
