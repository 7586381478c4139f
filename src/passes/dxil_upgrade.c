/* dxil_upgrade.c - "dxil-upgrade": DXIL as read back -> generic LLVM IR.
 *
 * LLVM's DXILUpgrade (dxil-architecture.txt) finishes the job of the
 * bitcode upgrade for DXIL constructs; this is its counterpart for modules
 * from dxil_read_bitcode (or DXC's text). In order:
 *
 *  1. dx.shaderModel, dx.entryPoints and dx.resources are read while the
 *     pointers are still typed (a resource record's `%class.X* undef` is
 *     what tells the element type of its handle).
 *  2. Typed pointers become opaque `ptr` everywhere (types, values,
 *     constants, metadata); pointer-to-pointer bitcasts disappear.
 *  3. Handles: dx.op.createHandle and createHandleFromBinding+annotateHandle
 *     become llvm.dx.resource.handlefrombinding returning the target("dx.*")
 *     type rebuilt from the resource record (non-uniform indices through
 *     llvm.dx.resource.nonuniformindex, names as private strings).
 *  4. Resource ops with a modern intrinsic are rewritten to it (typed/raw
 *     buffer load and store, cbuffer row loads, counters); other dx.op
 *     calls that take the handle get it through llvm.dx.resource.casthandle.
 *  5. dx.op calls with an entry in the op table's intrinsic map become that
 *     llvm.* / llvm.dx.* intrinsic (immediates matched against the map's
 *     selectors); ops without one stay dx.op calls.
 *  6. Metadata and attributes in the modern form: the triple names the
 *     shader model and stage, the entry gets "hlsl.shader" and
 *     "hlsl.numthreads" (and "hlsl.wavesize"), readnone/readonly become
 *     memory(none)/memory(read), dx.resources (once every handle carries
 *     its binding), dx.entryPoints, dx.shaderModel, dx.version,
 *     dx.typeAnnotations and dx.viewIdState are dropped; dx.valver stays.
 *
 * Errors 6090-6099: 6090 out of memory, 6091 malformed dx.* metadata. */
#include "passes.h"
#include "dxil_resources.h"
#include "opt_util.h"
#include "dxil/dxil_ops.h"

#include <stdio.h>
#include <string.h>

#define DXIL_LAYOUT "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"

/* A dx.resources record, with the handle type rebuilt from it. */
typedef struct UpRes {
  uint32_t cls;          /* ResClass */
  uint32_t id;           /* record ID */
  uint32_t space, lower, size; /* binding: register space, lower bound, range size (UINT32_MAX unbounded) */
  const char *name;      /* HLSL name ("" when stripped) */
  IrType *target;        /* target("dx.*"), NULL when not representable */
  IrGlobal *name_global; /* created on first use */
} UpRes;

typedef struct Up {
  PassCtx *ctx;          /* diagnostics */
  IrModule *m;           /* the module being upgraded */
  Arena scratch;         /* maps and temporary arrays, freed at the end */
  bool err;              /* an error was reported */
  VEC(UpRes) res;        /* dx.resources records, all classes */
  IrFunc *entry;         /* dx.entryPoints' function, or NULL */
  Target target;         /* from dx.shaderModel */
  bool have_target;      /* target is valid */
  uint32_t numthreads[3];/* entry property 4 */
  bool have_numthreads;  /* numthreads is valid */
  uint32_t wave[3];      /* wave size (property 11: N,0,0; property 23: min,max,preferred) */
  bool have_wave;        /* wave is valid */
  PtrMap types;          /* typed-pointer type -> opaque-pointer type */
  PtrMap consts;         /* constant -> its opaque-pointer version */
  PtrMap mds;            /* metadata already visited */
  PtrMap attrsets;       /* attribute set -> its modern spelling */
  PtrMap handles;        /* old %dx.types.Handle value -> target-typed handle */
  bool all_handles;      /* every createHandle* was converted (dx.resources may go) */
} Up;

static bool up_oom(Up *u) {
  if (!u->err) diag_oom(u->ctx->diag, UPGRADE_OOM, "dxil-upgrade");
  u->err = true;
  return false;
}

/* ---- metadata reading --------------------------------------------------------------- */

static IrMD *md_op(const IrMD *n, uint32_t i) {
  return n && n->kind == IR_MD_NODE && i < n->nops ? n->ops[i] : NULL;
}

/* Scalar IR type of a DXIL ComponentType (dxil-format.md §6.4). */
static IrType *comp_scalar(IrModule *m, uint32_t ct) {
  switch (ct) {
  case 1: return ir_type_int(m, 1);
  case 2: case 3: return ir_type_int(m, 16);
  case 4: case 5: case 17: case 18: return ir_type_int(m, 32);
  case 6: case 7: return ir_type_int(m, 64);
  case 8: case 11: case 12: return ir_type_half(m);
  case 9: case 13: case 14: return ir_type_float(m);
  case 10: case 15: case 16: return ir_type_double(m);
  default: return NULL;
  }
}

/* The HLSL object type behind a record's `T* undef` symbol, arrays peeled. */
static IrType *record_object_type(IrMD *sym) {
  if (!sym || sym->kind != IR_MD_VALUE || !sym->value) return NULL;
  IrType *t = sym->value->type;
  if (!t || t->kind != IR_TY_PTR || !t->elem) return NULL;
  t = t->elem;
  while (t->kind == IR_TY_ARRAY) t = t->elem;
  return t;
}

/* Value of `tag` in a tag/value list node, or false. */
static bool tag_u32(const IrMD *list, uint32_t tag, uint32_t *out) {
  for (uint32_t i = 0; list && list->kind == IR_MD_NODE && i + 1 < list->nops; i += 2) {
    uint32_t t;
    if (ir_md_u32(list->ops[i], &t) && t == tag) return ir_md_u32(list->ops[i + 1], out);
  }
  return false;
}

/* target("dx.*") for a resource record (dxil_resources.c's forms). */
static IrType *record_target(Up *u, uint32_t cls, IrMD *r) {
  IrModule *m = u->m;
  IrType *obj = record_object_type(md_op(r, 1));
  IrType *member0 = obj && obj->kind == IR_TY_STRUCT && obj->nmembers ? obj->members[0] : NULL;
  uint32_t kind = 0, n;
  if (cls == RC_CBV) {
    if (!obj || obj->kind != IR_TY_STRUCT) return NULL;
    return ir_type_target(m, "dx.CBuffer", &obj, 1, NULL, 0);
  }
  if (cls == RC_SAMPLER) {
    if (!ir_md_u32(md_op(r, 6), &kind)) return NULL;
    return ir_type_target(m, "dx.Sampler", NULL, 0, &kind, 1);
  }
  if (!ir_md_u32(md_op(r, 6), &kind)) return NULL;
  IrMD *tags = md_op(r, cls == RC_SRV ? 8 : 10);
  uint32_t ct = 0;
  bool have_ct = tag_u32(tags, 0, &ct);
  uint32_t writeable = cls == RC_UAV, rov = 0, samples = 0;
  if (cls == RC_UAV && md_op(r, 9) && ir_md_u32(md_op(r, 9), &n)) rov = n & 1;
  if (cls == RC_SRV && ir_md_u32(md_op(r, 7), &n)) samples = n;
  uint32_t is_signed = have_ct && (ct == 2 || ct == 4 || ct == 6);
  IrType *elem = member0;
  if (kind == RK_RAWBUFFER) {
    IrType *i8 = ir_type_int(m, 8);
    uint32_t ints[2] = {writeable, rov};
    return ir_type_target(m, "dx.RawBuffer", &i8, 1, ints, 2);
  }
  if (kind == RK_STRUCTUREDBUFFER) {
    if (!elem) return NULL;
    uint32_t ints[2] = {writeable, rov};
    return ir_type_target(m, "dx.RawBuffer", &elem, 1, ints, 2);
  }
  if (kind < RK_TEXTURE1D || kind > RK_TYPEDBUFFER) return NULL; /* TBuffer, RTAS, feedback */
  if (!elem || !(ir_type_is_int(ir_type_scalar(elem), 0) || ir_type_is_fp(ir_type_scalar(elem)))) {
    elem = have_ct ? comp_scalar(m, ct) : NULL;
    if (!elem) return NULL;
  }
  if (kind == RK_TYPEDBUFFER) {
    uint32_t ints[3] = {writeable, rov, is_signed};
    return ir_type_target(m, "dx.TypedBuffer", &elem, 1, ints, 3);
  }
  if (kind == RK_TEXTURE2DMS || kind == RK_TEXTURE2DMSARRAY) {
    uint32_t ints[4] = {writeable, samples, is_signed, kind};
    return ir_type_target(m, "dx.MSTexture", &elem, 1, ints, 4);
  }
  uint32_t ints[4] = {writeable, rov, is_signed, kind};
  return ir_type_target(m, "dx.Texture", &elem, 1, ints, 4);
}

static bool read_resources(Up *u) {
  IrMD *top = ir_named_md_op0(u->m, "dx.resources");
  if (!top) return true;
  if (top->kind != IR_MD_NODE) return true;
  for (uint32_t c = 0; c < 4 && c < top->nops; c++) {
    IrMD *list = top->ops[c];
    for (uint32_t i = 0; list && list->kind == IR_MD_NODE && i < list->nops; i++) {
      IrMD *r = list->ops[i];
      UpRes ur;
      memset(&ur, 0, sizeof ur);
      ur.cls = c;
      if (!ir_md_u32(md_op(r, 0), &ur.id) || !ir_md_u32(md_op(r, 3), &ur.space) ||
          !ir_md_u32(md_op(r, 4), &ur.lower) || !ir_md_u32(md_op(r, 5), &ur.size))
        continue; /* malformed record: its handles stay as they are */
      IrMD *nm = md_op(r, 2);
      ur.name = nm && nm->kind == IR_MD_STRING ? nm->str : "";
      ur.target = record_target(u, c, r);
      ResTypeInfo ti;
      if (ur.target && !dxil_res_type_info(ur.target, &ti)) ur.target = NULL;
      if (!vec_push(&u->scratch, &u->res, ur)) return up_oom(u);
    }
  }
  return true;
}

static bool read_entry(Up *u) {
  IrMD *sm = ir_named_md_op0(u->m, "dx.shaderModel");
  if (sm && md_op(sm, 0) && md_op(sm, 0)->kind == IR_MD_STRING) {
    uint32_t maj, min;
    if (ir_md_u32(md_op(sm, 1), &maj) && ir_md_u32(md_op(sm, 2), &min)) {
      char prof[32];
      snprintf(prof, sizeof prof, "%.8s_%u_%u", md_op(sm, 0)->str, maj, min);
      u->have_target = target_from_profile(&u->target, prof);
    }
  }
  IrMD *ep = ir_named_md_op0(u->m, "dx.entryPoints");
  IrMD *fn = md_op(ep, 0);
  if (fn && fn->kind == IR_MD_VALUE && fn->value && fn->value->kind == IR_V_FUNC)
    u->entry = (IrFunc *)fn->value;
  IrMD *props = md_op(ep, 4);
  for (uint32_t i = 0; props && props->kind == IR_MD_NODE && i + 1 < props->nops; i += 2) {
    uint32_t tag;
    if (!ir_md_u32(props->ops[i], &tag)) continue;
    IrMD *v = props->ops[i + 1];
    if (tag == 4) {
      u->have_numthreads = ir_md_u32(md_op(v, 0), &u->numthreads[0]) && ir_md_u32(md_op(v, 1), &u->numthreads[1]) &&
                           ir_md_u32(md_op(v, 2), &u->numthreads[2]);
    } else if (tag == 11) {
      u->have_wave = ir_md_u32(md_op(v, 0), &u->wave[0]);
    } else if (tag == 23) {
      u->have_wave = ir_md_u32(md_op(v, 0), &u->wave[0]) && ir_md_u32(md_op(v, 1), &u->wave[1]) &&
                     ir_md_u32(md_op(v, 2), &u->wave[2]);
    }
  }
  return true;
}

/* ---- typed pointers -> opaque --------------------------------------------------------- */

static IrType *conv_type(Up *u, IrType *t) {
  if (!t) return NULL;
  IrType *memo = ptrmap_get(&u->types, t);
  if (memo) return memo;
  IrModule *m = u->m;
  IrType *r = t;
  switch (t->kind) {
  case IR_TY_PTR:
    r = t->elem ? ir_type_ptr(m, t->addrspace) : t;
    break;
  case IR_TY_VECTOR: case IR_TY_ARRAY: {
    IrType *e = conv_type(u, t->elem);
    if (e != t->elem) r = t->kind == IR_TY_VECTOR ? ir_type_vector(m, e, t->count) : ir_type_array(m, e, t->count);
    break;
  }
  case IR_TY_STRUCT: case IR_TY_FUNC: case IR_TY_TARGET: {
    if (t->kind == IR_TY_STRUCT && t->name && !ptrmap_put(&u->types, t, t)) return up_oom(u), t;
    IrType **mem = t->nmembers ? arena_alloc(&u->scratch, sizeof(IrType *) * t->nmembers) : NULL;
    if (t->nmembers && !mem) return up_oom(u), t;
    bool changed = false;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      mem[i] = conv_type(u, t->members[i]);
      changed |= mem[i] != t->members[i];
    }
    IrType *ret = t->kind == IR_TY_FUNC ? conv_type(u, t->elem) : NULL;
    if (t->kind == IR_TY_FUNC) changed |= ret != t->elem;
    if (!changed) break;
    if (t->kind == IR_TY_STRUCT && t->name) ir_type_struct_set_body(m, t, mem, t->nmembers, t->packed);
    else if (t->kind == IR_TY_STRUCT) r = ir_type_struct_literal(m, mem, t->nmembers, t->packed);
    else if (t->kind == IR_TY_FUNC) r = ir_type_func(m, ret, mem, t->nmembers, t->vararg);
    else r = ir_type_target(m, t->name, mem, t->nmembers, t->ints, t->nints);
    break;
  }
  default:
    break;
  }
  if (!r) return up_oom(u), t;
  if (!ptrmap_put(&u->types, t, r)) up_oom(u);
  return r;
}

static IrValue *conv_value(Up *u, IrValue *v) {
  if (!v) return v;
  switch (v->kind) {
  case IR_V_CONST_NULL: case IR_V_CONST_ZERO: case IR_V_UNDEF: case IR_V_POISON:
  case IR_V_CONST_AGG: case IR_V_CONST_EXPR:
    break;
  default:
    return v; /* ints, fp, data: no pointers; globals, functions, locals: retyped in place */
  }
  IrValue *memo = ptrmap_get(&u->consts, v);
  if (memo) return memo;
  IrModule *m = u->m;
  IrConst *c = (IrConst *)v;
  IrType *t = conv_type(u, v->type);
  IrValue *r = v;
  switch (v->kind) {
  case IR_V_CONST_NULL: r = ir_const_null(m, t); break;
  case IR_V_CONST_ZERO: r = ir_const_zero(m, t); break;
  case IR_V_UNDEF: r = ir_undef(m, t); break;
  case IR_V_POISON: r = ir_poison(m, t); break;
  case IR_V_CONST_AGG: case IR_V_CONST_EXPR: {
    IrValue **el = c->nelems ? arena_alloc(&u->scratch, sizeof(IrValue *) * c->nelems) : NULL;
    if (c->nelems && !el) return up_oom(u), v;
    bool changed = t != v->type;
    for (uint32_t i = 0; i < c->nelems; i++) {
      el[i] = conv_value(u, c->elems[i]);
      changed |= el[i] != c->elems[i];
    }
    if (v->kind == IR_V_CONST_EXPR && c->expr_op == IR_BITCAST && c->nelems == 1 &&
        el[0]->type == t && t->kind == IR_TY_PTR) {
      r = el[0]; /* pointer bitcasts are no-ops on opaque pointers */
    } else if (changed || (v->kind == IR_V_CONST_EXPR && c->expr_type &&
                           conv_type(u, c->expr_type) != c->expr_type)) {
      r = v->kind == IR_V_CONST_AGG
              ? ir_const_agg(m, t, el, c->nelems)
              : ir_const_expr(m, c->expr_op, t, conv_type(u, c->expr_type), el, c->nelems, c->expr_flags);
    }
    break;
  }
  default: break;
  }
  if (!r) return up_oom(u), v;
  if (!ptrmap_put(&u->consts, v, r)) up_oom(u);
  return r;
}

/* Metadata: every VALUE reachable from a root, with an explicit stack. */
static void conv_md(Up *u, IrMD *root) {
  if (!root) return;
  VEC(IrMD *) stack = {0};
  if (ptrmap_get(&u->mds, root)) return;
  if (!ptrmap_put(&u->mds, root, root) || !vec_push(&u->scratch, &stack, root)) {
    up_oom(u);
    return;
  }
  while (stack.len) {
    IrMD *md = stack.data[--stack.len];
    if (md->kind == IR_MD_VALUE) ir_md_set_value(md, conv_value(u, md->value));
    for (uint32_t i = 0; md->kind == IR_MD_NODE && i < md->nops; i++) {
      IrMD *o = md->ops[i];
      if (!o || ptrmap_get(&u->mds, o)) continue;
      if (!ptrmap_put(&u->mds, o, o) || !vec_push(&u->scratch, &stack, o)) {
        up_oom(u);
        return;
      }
    }
  }
}

static void conv_pointers(Up *u) {
  IrModule *m = u->m;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    g->value_type = conv_type(u, g->value_type);
    g->v.type = ir_type_ptr(m, g->addrspace);
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    f->fn_type = conv_type(u, f->fn_type);
    f->v.type = ir_type_ptr(m, f->v.type && f->v.type->kind == IR_TY_PTR ? f->v.type->addrspace : 0);
    for (uint32_t k = 0; k < f->nargs && k < f->fn_type->nmembers; k++)
      f->args[k]->v.type = f->fn_type->members[k];
  }
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    g->init = conv_value(u, g->init);
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    for (uint32_t k = 0; k < f->nmd; k++) conv_md(u, f->md[k].md);
    PtrMap rep;
    ptrmap_init(&rep, &u->scratch);
    bool any = false;
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first; in; in = in->next) {
        in->v.type = conv_type(u, in->v.type);
        in->aux_type = conv_type(u, in->aux_type);
        for (uint32_t k = 0; k < in->nops; k++) {
          ir_inst_set_operand(in, k, conv_value(u, in->ops[k]));
          if (in->ops[k] && in->ops[k]->kind == IR_V_MD) conv_md(u, ((IrMDValue *)in->ops[k])->md);
        }
        for (uint32_t k = 0; k < in->nmd; k++) conv_md(u, in->md[k].md);
        if (in->op == IR_BITCAST && in->nops == 1 && in->v.type->kind == IR_TY_PTR &&
            in->ops[0]->type == in->v.type) {
          if (!opt_rep_put(&rep, &in->v, in->ops[0])) up_oom(u);
          any = true;
        }
      }
    if (!any) continue;
    opt_apply_replacements(f, &rep);
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first, *next; in; in = next) {
        next = in->next;
        if (ptrmap_get(&rep, in)) ir_inst_remove(in);
      }
  }
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    for (uint32_t k = 0; k < n->nops; k++) conv_md(u, n->ops[k]);
  }
}

/* ---- building intrinsic calls ------------------------------------------------------------ */

static IrFunc *intrinsic(Up *u, const char *base, IrType *ret, IrType **params, uint32_t n,
                         IrAttrSet *attrs) {
  IrModule *m = u->m;
  IrType *fty = ir_type_func(m, ret, params, n, false);
  if (!fty) return up_oom(u), NULL;
  const char *name = ir_intrinsic_name(m, base, fty);
  if (!name) name = base;
  IrFunc *f = ir_module_func(m, name);
  if (f) return f->fn_type == fty ? f : NULL;
  f = ir_func_new(m, name, fty);
  if (!f) return up_oom(u), NULL;
  f->fn_attrs = attrs;
  return f;
}

/* Function attributes of a pure (readnone) or reading intrinsic. */
static IrAttrSet *mem_attrs(Up *u, const char *mem) {
  IrAttrSet *s = ir_attrs_new(u->m);
  if (!s) return up_oom(u), NULL;
  ir_attrs_add(u->m, s, "nounwind", NULL);
  if (mem) ir_attrs_add(u->m, s, "memory", mem);
  return s;
}

static IrInst *call_before(Up *u, IrInst *pos, IrFunc *f, IrValue **args, uint32_t n, const char *name) {
  IrBuilder b;
  ir_builder_before(&b, u->m, pos);
  b.loc = pos->loc;
  IrValue *v = ir_build_call(&b, f, args, n, NULL);
  IrInst *ci = ir_as_inst(v);
  if (!ci) return up_oom(u), NULL;
  if (name && *name && ci->v.type->kind != IR_TY_VOID) opt_set_name(u->m, opt_inst_func(pos), &ci->v, name);
  return ci;
}

static IrValue *i32c(Up *u, uint32_t v) { return ir_const_i32(u->m, v); }

/* Takes the name of `old` for `nv` (old keeps none). */
static void steal_name(Up *u, IrInst *old, IrValue *nv) {
  if (!old->v.name || !*old->v.name) return;
  const char *nm = old->v.name;
  old->v.name = NULL;
  opt_set_name(u->m, opt_inst_func(old), nv, nm);
}

/* ---- handles ----------------------------------------------------------------------------- */

static UpRes *res_by_id(Up *u, uint32_t cls, uint32_t id) {
  for (uint32_t i = 0; i < u->res.len; i++)
    if (u->res.data[i].cls == cls && u->res.data[i].id == id) return &u->res.data[i];
  return NULL;
}

static UpRes *res_by_binding(Up *u, uint32_t cls, uint32_t space, uint32_t lower) {
  for (uint32_t i = 0; i < u->res.len; i++) {
    UpRes *r = &u->res.data[i];
    if (r->cls == cls && r->space == space && r->lower == lower) return r;
  }
  return NULL;
}

/* The private string naming a resource (like clang's @Name.str), or null. */
static IrValue *res_name_value(Up *u, UpRes *r) {
  IrModule *m = u->m;
  if (!r->name || !*r->name) return ir_const_null(m, ir_type_ptr(m, 0));
  if (!r->name_global) {
    size_t n = strlen(r->name);
    IrType *at = ir_type_array(m, ir_type_int(m, 8), n + 1);
    char *gname = arena_printf(m->arena, "%s.str", r->name);
    IrValue *init = at ? ir_const_data(m, at, (const uint8_t *)r->name, (uint32_t)n + 1) : NULL;
    IrGlobal *g = gname && init ? ir_global_new(m, gname, at, 0) : NULL;
    if (!g) return up_oom(u), NULL;
    g->init = init;
    g->is_const = true;
    g->linkage = IR_LINK_PRIVATE;
    g->unnamed_addr = 2;
    g->align = 1;
    r->name_global = g;
  }
  return &r->name_global->v;
}

/* handlefrombinding(space, lower, size, index - lower, name) before pos. */
static IrValue *make_binding(Up *u, IrInst *pos, UpRes *r, IrValue *index, bool nonuniform) {
  IrModule *m = u->m;
  IrBuilder b;
  ir_builder_before(&b, m, pos);
  b.loc = pos->loc;
  uint64_t c;
  if (r->lower) {
    if (ir_const_is_int(index, &c)) index = ir_const_int(m, index->type, c - r->lower);
    else index = ir_build_binop(&b, IR_SUB, index, ir_const_int(m, index->type, r->lower), NULL);
  }
  if (!index) return up_oom(u), NULL;
  if (nonuniform) {
    IrType *i32 = ir_type_int(m, 32);
    IrFunc *nu = intrinsic(u, "llvm.dx.resource.nonuniformindex", i32, &i32, 1, mem_attrs(u, "none"));
    if (!nu || index->type != i32) return NULL;
    IrInst *ci = call_before(u, pos, nu, &index, 1, NULL);
    if (!ci) return NULL;
    index = &ci->v;
  }
  IrValue *name = res_name_value(u, r);
  if (!name) return NULL;
  IrType *i32 = ir_type_int(m, 32);
  IrType *params[5] = {i32, i32, i32, i32, ir_type_ptr(m, 0)};
  IrFunc *f = intrinsic(u, "llvm.dx.resource.handlefrombinding", r->target, params, 5, mem_attrs(u, "none"));
  if (!f || index->type != i32) return NULL;
  IrValue *args[5] = {i32c(u, r->space), i32c(u, r->lower), i32c(u, r->size), index, name};
  IrInst *ci = call_before(u, pos, f, args, 5, NULL);
  if (!ci) return NULL;
  /* createHandle's result is the handle; a binding's name waits for its
   * (first) annotateHandle */
  if (dxil_op_of_call(pos) == DXIL_OP_CreateHandle) steal_name(u, pos, &ci->v);
  return &ci->v;
}

static IrValue *arg(IrInst *call, uint32_t i) { return i + 1 < call->nops ? call->ops[i + 1] : NULL; }
static uint32_t nargs(IrInst *call) { return call->nops ? call->nops - 1 : 0; }

static bool const_u32(IrValue *v, uint32_t *out) {
  uint64_t c;
  if (!ir_const_is_int(v, &c)) return false;
  *out = (uint32_t)c;
  return true;
}

/* Element i of a constant aggregate (zeroinitializer counts as 0). */
static bool agg_u32(IrValue *v, uint32_t i, uint32_t *out) {
  if (!v) return false;
  if (v->kind == IR_V_CONST_ZERO) {
    *out = 0;
    return true;
  }
  IrConst *c = ir_as_const(v);
  if (!c || v->kind != IR_V_CONST_AGG || i >= c->nelems) return false;
  return const_u32(c->elems[i], out);
}

/* Converts the handle creations of f; old handles go to `olds`. */
static void convert_handles(Up *u, IrFunc *f, PtrVec *olds) {
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *in = f->blocks[b]->first; in; in = in->next) {
      uint32_t op = dxil_op_of_call(in);
      if (op != DXIL_OP_CreateHandle && op != DXIL_OP_CreateHandleFromBinding &&
          op != DXIL_OP_AnnotateHandle && op != DXIL_OP_CreateHandleFromHeap)
        continue;
      if (op == DXIL_OP_AnnotateHandle) {
        IrValue *h = ptrmap_get(&u->handles, arg(in, 1));
        if (h) {
          if (!ptrmap_put(&u->handles, in, h) || !ptrvec_push(&u->scratch, olds, in)) up_oom(u);
          if (!h->name || !*h->name) steal_name(u, in, h);
        }
        continue;
      }
      UpRes *r = NULL;
      uint32_t cls, id, space, lower, nu = 0;
      IrValue *index = NULL;
      if (op == DXIL_OP_CreateHandle && nargs(in) >= 5 && const_u32(arg(in, 1), &cls) &&
          const_u32(arg(in, 2), &id)) {
        r = res_by_id(u, cls, id);
        index = arg(in, 3);
        const_u32(arg(in, 4), &nu);
      } else if (op == DXIL_OP_CreateHandleFromBinding && nargs(in) >= 4 && agg_u32(arg(in, 1), 0, &lower) &&
                 agg_u32(arg(in, 1), 2, &space) && agg_u32(arg(in, 1), 3, &cls)) {
        r = res_by_binding(u, cls, space, lower);
        index = arg(in, 2);
        const_u32(arg(in, 3), &nu);
      }
      IrValue *h = r && r->target && index ? make_binding(u, in, r, index, nu != 0) : NULL;
      if (!h) {
        u->all_handles = false;
        continue;
      }
      if (!ptrmap_put(&u->handles, in, h) || !ptrvec_push(&u->scratch, olds, in)) up_oom(u);
    }
}

/* Remaining uses of the old handles get llvm.dx.resource.casthandle; the
 * old creation calls go. Later handles first (annotate before binding). */
static void retire_handles(Up *u, IrFunc *f, PtrVec *olds) {
  IrModule *m = u->m;
  for (uint32_t i = olds->len; i-- > 0;) {
    IrInst *old = olds->data[i];
    if (ir_count_uses(m, f, &old->v)) {
      IrValue *h = ptrmap_get(&u->handles, old);
      IrInst *hi = ir_as_inst(h);
      IrFunc *cf = intrinsic(u, "llvm.dx.resource.casthandle", old->v.type, &h->type, 1, mem_attrs(u, "none"));
      if (!cf || !hi) {
        u->all_handles = false;
        continue;
      }
      IrBuilder b;
      ir_builder_before(&b, m, hi->next ? hi->next : hi);
      IrInst *cast = ir_as_inst(ir_build_call(&b, cf, &h, 1, NULL));
      if (!cast) {
        up_oom(u);
        return;
      }
      if (!hi->next) { /* cannot happen: a terminator follows; keep order sane anyway */
        ir_inst_remove(cast);
        ir_inst_insert_after(hi, cast);
      }
      ir_replace_all_uses(m, f, &old->v, &cast->v);
    }
    ir_inst_remove(old);
  }
}

/* ---- resource ops ------------------------------------------------------------------------ */

/* Instructions of f using v. */
static void users_of(Up *u, IrFunc *f, IrValue *v, PtrVec *out) {
  out->len = 0;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *in = f->blocks[b]->first; in; in = in->next)
      for (uint32_t k = 0; k < in->nops; k++)
        if (in->ops[k] == v) {
          if (!ptrvec_push(&u->scratch, out, in)) up_oom(u);
          break;
        }
}

static IrType *vec_or_scalar(IrModule *m, IrType *t, uint32_t n) {
  return n == 1 ? t : ir_type_vector(m, t, n);
}

/* bufferLoad / rawBufferLoad (ResRet users: extractvalue 0-3, status 4
 * into CheckAccessFullyMapped) -> load.typedbuffer / load.rawbuffer. */
static bool upgrade_load(Up *u, IrFunc *f, IrInst *ci, IrValue *h, bool raw, uint32_t ncomp) {
  IrModule *m = u->m;
  IrType *rt = ci->v.type;
  if (rt->kind != IR_TY_STRUCT || rt->nmembers != 5) return false;
  IrType *et = rt->members[0];
  ResTypeInfo ti;
  if (!dxil_res_type_info(h->type, &ti)) return false;
  if (!raw) {
    if (!ti.elem || ir_type_scalar(ti.elem) != et) return false;
    ncomp = ti.elem->kind == IR_TY_VECTOR ? (uint32_t)ti.elem->count : 1;
  }
  PtrVec users = {0}, su = {0};
  users_of(u, f, &ci->v, &users);
  uint32_t maxc = 0;
  for (uint32_t i = 0; i < users.len; i++) {
    IrInst *x = users.data[i];
    if (x->op != IR_EXTRACTVALUE || x->nindices != 1 || x->ops[0] != &ci->v) return false;
    uint32_t k = x->indices[0];
    if (k == 4) {
      users_of(u, f, &x->v, &su);
      for (uint32_t j = 0; j < su.len; j++)
        if (dxil_op_of_call(su.data[j]) != DXIL_OP_CheckAccessFullyMapped) return false;
    } else if (k + 1 > maxc) {
      maxc = k + 1;
    }
  }
  if (raw && !ncomp) ncomp = maxc ? maxc : 1;
  if (maxc > ncomp || ncomp > 4) return false;
  IrType *vt = vec_or_scalar(m, et, ncomp);
  IrType *mem[2] = {vt, ir_type_int(m, 1)};
  IrType *ret = ir_type_struct_literal(m, mem, 2, false);
  IrType *i32 = ir_type_int(m, 32);
  IrType *params[3] = {h->type, i32, i32};
  IrFunc *fn = intrinsic(u, raw ? "llvm.dx.resource.load.rawbuffer" : "llvm.dx.resource.load.typedbuffer", ret,
                         params, raw ? 3 : 2, mem_attrs(u, "read"));
  if (!fn || arg(ci, 2)->type != i32 || (raw && arg(ci, 3)->type != i32)) return false;
  IrValue *args[3] = {h, arg(ci, 2), arg(ci, 3)};
  IrInst *nc = call_before(u, ci, fn, args, raw ? 3 : 2, NULL);
  if (!nc) return false;
  steal_name(u, ci, &nc->v);
  IrBuilder b;
  ir_builder_before(&b, m, ci);
  uint32_t zero = 0, one = 1;
  IrValue *val = ir_build_extractvalue(&b, &nc->v, &zero, 1, NULL);
  IrValue *chk = NULL;
  for (uint32_t i = 0; i < users.len; i++) {
    IrInst *x = users.data[i];
    uint32_t k = x->indices[0];
    if (k == 4) {
      users_of(u, f, &x->v, &su);
      for (uint32_t j = 0; j < su.len; j++) {
        IrInst *cc = su.data[j];
        if (!chk) chk = ir_build_extractvalue(&b, &nc->v, &one, 1, NULL);
        if (cc->v.type != chk->type) return false;
        ir_replace_all_uses(m, f, &cc->v, chk);
        ir_inst_remove(cc);
      }
      ir_inst_remove(x);
      continue;
    }
    IrValue *nv = val;
    if (ncomp > 1) {
      IrBuilder xb;
      ir_builder_before(&xb, m, x);
      nv = ir_build_extractelement(&xb, val, i32c(u, k), NULL);
    }
    steal_name(u, x, nv);
    ir_replace_all_uses(m, f, &x->v, nv);
    ir_inst_remove(x);
  }
  ir_inst_remove(ci);
  return true;
}

/* bufferStore / rawBufferStore -> store.typedbuffer / store.rawbuffer. */
static bool upgrade_store(Up *u, IrInst *ci, IrValue *h, bool raw, uint32_t first_val, uint32_t mask) {
  IrModule *m = u->m;
  ResTypeInfo ti;
  if (!dxil_res_type_info(h->type, &ti)) return false;
  IrValue *v0 = arg(ci, first_val);
  IrType *et = v0 ? v0->type : NULL;
  uint32_t n;
  if (raw) {
    if (mask != 1 && mask != 3 && mask != 7 && mask != 15) return false;
    n = mask == 1 ? 1 : mask == 3 ? 2 : mask == 7 ? 3 : 4;
  } else {
    if (!ti.elem || ir_type_scalar(ti.elem) != et) return false;
    n = ti.elem->kind == IR_TY_VECTOR ? (uint32_t)ti.elem->count : 1;
  }
  if (n > 4 || !et) return false;
  IrBuilder b;
  ir_builder_before(&b, m, ci);
  IrValue *data = v0;
  if (n > 1) {
    data = ir_poison(m, ir_type_vector(m, et, n));
    for (uint32_t i = 0; i < n; i++) {
      IrValue *e = arg(ci, first_val + i);
      if (!e || e->type != et) return false;
      data = ir_build_insertelement(&b, data, e, i32c(u, i), NULL);
    }
  }
  IrType *i32 = ir_type_int(m, 32);
  IrType *params[4] = {h->type, i32, raw ? i32 : data->type, data->type};
  IrFunc *fn = intrinsic(u, raw ? "llvm.dx.resource.store.rawbuffer" : "llvm.dx.resource.store.typedbuffer",
                         ir_type_void(m), params, raw ? 4 : 3, mem_attrs(u, NULL));
  if (!fn) return false;
  IrValue *args[4] = {h, arg(ci, 2), raw ? arg(ci, 3) : data, data};
  if (!call_before(u, ci, fn, args, raw ? 4 : 3, NULL)) return false;
  ir_inst_remove(ci);
  return true;
}

/* cbufferLoadLegacy -> load.cbufferrow.N returning the same fields as a
 * literal struct (every user is an extractvalue). */
static bool upgrade_cbuffer(Up *u, IrFunc *f, IrInst *ci, IrValue *h) {
  IrModule *m = u->m;
  IrType *rt = ci->v.type;
  if (rt->kind != IR_TY_STRUCT || (rt->nmembers != 2 && rt->nmembers != 4 && rt->nmembers != 8)) return false;
  PtrVec users = {0};
  users_of(u, f, &ci->v, &users);
  for (uint32_t i = 0; i < users.len; i++)
    if (((IrInst *)users.data[i])->op != IR_EXTRACTVALUE) return false;
  IrType *ret = ir_type_struct_literal(m, rt->members, rt->nmembers, false);
  char base[48];
  snprintf(base, sizeof base, "llvm.dx.resource.load.cbufferrow.%u", rt->nmembers);
  IrType *params[2] = {h->type, ir_type_int(m, 32)};
  IrFunc *fn = intrinsic(u, base, ret, params, 2, mem_attrs(u, "read"));
  if (!fn || arg(ci, 2)->type != params[1]) return false;
  IrValue *args[2] = {h, arg(ci, 2)};
  IrInst *nc = call_before(u, ci, fn, args, 2, NULL);
  if (!nc) return false;
  steal_name(u, ci, &nc->v);
  ir_replace_all_uses(m, f, &ci->v, &nc->v);
  ir_inst_remove(ci);
  return true;
}

static bool upgrade_counter(Up *u, IrFunc *f, IrInst *ci, IrValue *h) {
  IrModule *m = u->m;
  IrValue *dir = arg(ci, 2);
  if (!dir || !ir_type_is_int(dir->type, 8) || !ir_type_is_int(ci->v.type, 32)) return false;
  IrType *params[2] = {h->type, dir->type};
  IrFunc *fn = intrinsic(u, "llvm.dx.resource.updatecounter", ci->v.type, params, 2, mem_attrs(u, NULL));
  if (!fn) return false;
  IrValue *args[2] = {h, dir};
  IrInst *nc = call_before(u, ci, fn, args, 2, NULL);
  if (!nc) return false;
  steal_name(u, ci, &nc->v);
  ir_replace_all_uses(m, f, &ci->v, &nc->v);
  ir_inst_remove(ci);
  return true;
}

/* ---- mapped ops -------------------------------------------------------------------------- */

static bool scalar_or_void(const IrType *t) {
  return t->kind == IR_TY_VOID || ir_type_is_int(t, 0) || ir_type_is_fp(t);
}

/* The intrinsic for a dx.op call through the op table's map, filling the
 * intrinsic's operands; NULL when the op has none (or the immediates fit no
 * entry). Among several matches the table's last wins. */
static const DxilIntrinsicMap *reverse_map(IrInst *ci, uint32_t op, IrValue **iargs, uint32_t *niargs) {
  if (op == DXIL_OP_Dot2 || op == DXIL_OP_Dot3 || op == DXIL_OP_Dot4) return NULL; /* vector forms */
  if (!scalar_or_void(ci->v.type)) return NULL;
  uint32_t na = nargs(ci);
  for (uint32_t i = 1; i < na; i++)
    if (!scalar_or_void(arg(ci, i)->type)) return NULL;
  if (op == DXIL_OP_Countbits && na >= 2 && arg(ci, 1)->type != ci->v.type) return NULL;
  const DxilIntrinsicMap *best = NULL;
  IrValue *tmp[16];
  uint32_t ntmp = 0;
  for (uint32_t i = 0; i < DXIL_INTRINSIC_COUNT; i++) {
    const DxilIntrinsicMap *im = &dxil_intrinsic_map[i];
    if (im->opcode != op) continue;
    uint32_t n = 0;
    bool ok = true;
    if (!im->nsel) {
      for (uint32_t k = 1; k < na && n < 16; k++) tmp[n++] = arg(ci, k);
      ok = na - 1 <= 16;
    } else {
      if (im->nsel != na - 1) continue;
      IrValue *slot[16] = {NULL};
      uint32_t maxa = 0;
      for (uint32_t k = 0; k < im->nsel && ok; k++) {
        const DxilArgSel *s = &im->sel[k];
        IrValue *a = arg(ci, k + 1);
        if (s->kind == DXIL_SEL_ARG) {
          if (s->value < 0 || s->value >= 16) ok = false;
          else {
            slot[s->value] = a;
            if ((uint32_t)s->value + 1 > maxa) maxa = (uint32_t)s->value + 1;
          }
        } else {
          uint64_t c;
          uint64_t want = (uint64_t)(int64_t)s->value & (s->kind == DXIL_SEL_I8 ? 0xFF : 0xFFFFFFFFu);
          ok = ir_const_is_int(a, &c) && c == want;
        }
      }
      for (uint32_t k = 0; k < maxa && ok; k++) ok = slot[k] != NULL;
      for (uint32_t k = 0; k < maxa && ok; k++) tmp[n++] = slot[k];
    }
    if (!ok) continue;
    best = im;
    memcpy(iargs, tmp, sizeof(IrValue *) * n);
    ntmp = n;
  }
  *niargs = ntmp;
  return best;
}

static bool upgrade_mapped(Up *u, IrFunc *f, IrInst *ci, uint32_t op) {
  IrValue *iargs[16];
  uint32_t n = 0;
  const DxilIntrinsicMap *im = reverse_map(ci, op, iargs, &n);
  if (!im) return false;
  IrType *params[16];
  for (uint32_t i = 0; i < n; i++) params[i] = iargs[i]->type;
  IrFunc *callee = ir_call_callee(ci);
  IrFunc *fn = intrinsic(u, im->name, ci->v.type, params, n, callee ? callee->fn_attrs : NULL);
  if (!fn) return false;
  IrInst *nc = call_before(u, ci, fn, iargs, n, NULL);
  if (!nc) return false;
  nc->flags = ci->flags;
  nc->md = ci->md;
  nc->nmd = ci->nmd;
  if (nc->v.type->kind != IR_TY_VOID) {
    steal_name(u, ci, &nc->v);
    ir_replace_all_uses(u->m, f, &ci->v, &nc->v);
  }
  ir_inst_remove(ci);
  return true;
}

static void upgrade_calls(Up *u, IrFunc *f) {
  PtrVec calls = {0};
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *in = f->blocks[b]->first; in; in = in->next)
      if (dxil_op_of_call(in) != UINT32_MAX && !ptrvec_push(&u->scratch, &calls, in)) up_oom(u);
  for (uint32_t i = 0; i < calls.len && !u->err; i++) {
    IrInst *ci = calls.data[i];
    if (!ci->parent) continue; /* removed with an earlier rewrite */
    uint32_t op = dxil_op_of_call(ci);
    IrValue *h = nargs(ci) >= 2 ? ptrmap_get(&u->handles, arg(ci, 1)) : NULL;
    uint32_t mask, nc;
    switch (op) {
    case DXIL_OP_BufferLoad:
      if (h && nargs(ci) >= 4) {
        ResTypeInfo ti;
        bool raw = dxil_res_type_info(h->type, &ti) && (ti.kind == RK_RAWBUFFER || ti.kind == RK_STRUCTUREDBUFFER);
        upgrade_load(u, f, ci, h, raw, 0);
      }
      break;
    case DXIL_OP_RawBufferLoad:
      if (h && nargs(ci) >= 6 && const_u32(arg(ci, 4), &mask) && (mask == 1 || mask == 3 || mask == 7 || mask == 15)) {
        nc = mask == 1 ? 1 : mask == 3 ? 2 : mask == 7 ? 3 : 4;
        upgrade_load(u, f, ci, h, true, nc);
      }
      break;
    case DXIL_OP_BufferStore:
      if (h && nargs(ci) >= 9 && const_u32(arg(ci, 8), &mask)) {
        ResTypeInfo ti;
        bool raw = dxil_res_type_info(h->type, &ti) && (ti.kind == RK_RAWBUFFER || ti.kind == RK_STRUCTUREDBUFFER);
        upgrade_store(u, ci, h, raw, 4, mask);
      }
      break;
    case DXIL_OP_RawBufferStore:
      if (h && nargs(ci) >= 10 && const_u32(arg(ci, 8), &mask)) upgrade_store(u, ci, h, true, 4, mask);
      break;
    case DXIL_OP_CBufferLoadLegacy:
      if (h && nargs(ci) >= 3) upgrade_cbuffer(u, f, ci, h);
      break;
    case DXIL_OP_BufferUpdateCounter:
      if (h && nargs(ci) >= 3) upgrade_counter(u, f, ci, h);
      break;
    default:
      upgrade_mapped(u, f, ci, op);
      break;
    }
  }
}

/* ---- attributes and metadata ---------------------------------------------------------------- */

/* readnone/readonly/argmemonly -> memory(...); shared sets map once. */
static IrAttrSet *modern_attrs(Up *u, IrAttrSet *s) {
  if (!s || !s->n) return s;
  IrAttrSet *memo = ptrmap_get(&u->attrsets, s);
  if (memo) return memo;
  bool old = false;
  for (uint32_t i = 0; i < s->n; i++)
    old |= !strcmp(s->attrs[i].key, "readnone") || !strcmp(s->attrs[i].key, "readonly") ||
           !strcmp(s->attrs[i].key, "argmemonly");
  IrAttrSet *r = s;
  if (old) {
    r = ir_attrs_new(u->m);
    if (!r) return up_oom(u), s;
    for (uint32_t i = 0; i < s->n; i++) {
      const char *k = s->attrs[i].key;
      if (!strcmp(k, "readnone")) ir_attrs_add(u->m, r, "memory", "none");
      else if (!strcmp(k, "readonly")) ir_attrs_add(u->m, r, "memory", "read");
      else if (!strcmp(k, "argmemonly")) ir_attrs_add(u->m, r, "memory", "argmem: readwrite");
      else ir_attrs_add(u->m, r, k, s->attrs[i].value);
    }
  }
  if (!ptrmap_put(&u->attrsets, s, r)) up_oom(u);
  return r;
}

static void modernize_attrs(Up *u) {
  IrModule *m = u->m;
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    f->fn_attrs = modern_attrs(u, f->fn_attrs);
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first; in; in = in->next)
        if (in->op == IR_CALL) in->call_attrs = modern_attrs(u, in->call_attrs);
  }
}

static void set_entry_attrs(Up *u) {
  IrModule *m = u->m;
  IrFunc *f = u->entry;
  if (!f || !u->have_target) return;
  IrAttrSet *s = ir_attrs_new(m);
  if (!s) {
    up_oom(u);
    return;
  }
  for (uint32_t i = 0; f->fn_attrs && i < f->fn_attrs->n; i++)
    ir_attrs_add(m, s, f->fn_attrs->attrs[i].key, f->fn_attrs->attrs[i].value);
  if (u->have_numthreads)
    ir_attrs_add(m, s, "\"hlsl.numthreads\"",
                 arena_printf(m->arena, "\"%u,%u,%u\"", u->numthreads[0], u->numthreads[1], u->numthreads[2]));
  ir_attrs_add(m, s, "\"hlsl.shader\"", arena_printf(m->arena, "\"%s\"", stage_name(u->target.stage)));
  if (u->have_wave)
    ir_attrs_add(m, s, "\"hlsl.wavesize\"",
                 arena_printf(m->arena, "\"%u,%u,%u\"", u->wave[0], u->wave[1], u->wave[2]));
  f->fn_attrs = s;
}

static void remove_unused_ops(Up *u) {
  IrModule *m = u->m;
  for (uint32_t i = m->funcs.len; i-- > 0;) {
    IrFunc *f = m->funcs.data[i];
    if (f->nblocks || !f->v.name || strncmp(f->v.name, "dx.op.", 6) != 0) continue;
    if (ir_count_uses(m, NULL, &f->v) == 0) ir_module_remove_func(m, f);
  }
}

bool pass_dxil_upgrade(PassCtx *ctx, IrModule *m) {
  Up up;
  Up *u = &up;
  memset(u, 0, sizeof *u);
  u->ctx = ctx;
  u->m = m;
  u->all_handles = true;
  arena_init_child(&u->scratch, m->arena); /* the compilation's allocator; OOM reaches it */
  ptrmap_init(&u->types, &u->scratch);
  ptrmap_init(&u->consts, &u->scratch);
  ptrmap_init(&u->mds, &u->scratch);
  ptrmap_init(&u->attrsets, &u->scratch);
  ptrmap_init(&u->handles, &u->scratch);
  read_entry(u);
  read_resources(u);
  if (!u->err) conv_pointers(u);
  for (uint32_t i = 0; i < m->funcs.len && !u->err; i++) {
    IrFunc *f = m->funcs.data[i];
    if (!f->nblocks) continue;
    PtrVec olds = {0};
    convert_handles(u, f, &olds);
    upgrade_calls(u, f);
    retire_handles(u, f, &olds);
  }
  if (!u->err) {
    modernize_attrs(u);
    set_entry_attrs(u);
    remove_unused_ops(u);
    if (u->have_target) {
      const char *t = target_triple(m->arena, &u->target);
      if (t) m->triple = t;
      m->datalayout = DXIL_LAYOUT;
      ir_named_md_remove(m, "dx.shaderModel");
      ir_named_md_remove(m, "dx.version");
    }
    if (u->all_handles) ir_named_md_remove(m, "dx.resources");
    if (u->entry && u->have_target) ir_named_md_remove(m, "dx.entryPoints");
    ir_named_md_remove(m, "dx.typeAnnotations");
    ir_named_md_remove(m, "dx.viewIdState");
  }
  bool ok = !u->err && !u->scratch.oom && !m->arena->oom;
  if (!ok && !u->err) up_oom(u);
  arena_free(&u->scratch);
  return ok;
}
