/* op_lower.c - "dxil-op-lower": LLVM / llvm.dx.* intrinsics -> dx.op.* calls.
 *
 * Mirrors LLVM's DXILOpLowering. Intrinsics are visited one declaration at
 * a time in module order, every call to it in program order:
 *   - intrinsics with an entry in the generated intrinsic map (dxil_ops.def
 *     `intrinsic` lines) become the op directly: operands passed through or
 *     selected, immediates appended (wave op kinds, barrier modes), vector
 *     operands of dot2/3/4 flattened;
 *   - resources are custom: handlefrombinding -> createHandle below DXIL 1.6,
 *     createHandleFromBinding + annotateHandle from 1.6; typed/raw buffer
 *     loads and stores, cbuffer rows, counters, dimensions;
 *   - ctpop (Countbits returns i32), is.fpclass and lifetime markers.
 * Declarations get `nounwind` plus the op's memory attribute; calls carry
 * the same attribute set (LLVM sets the memory effect on the call).
 *
 * Handles change type (target("dx.*") -> %dx.types.Handle) while the pass
 * runs, so like LLVM we bridge with temporary llvm.dx.resource.casthandle
 * calls and remove them at the end.
 *
 * After lowering, every dx.op call is checked against the op tables for
 * the target: minimum shader model, removal, stage and overload. Errors
 * carry the instruction's HLSL location when it has one.
 *
 * LLVM's legacy dxil-op-lower depends on dxil-intrinsic-expansion, so `opt
 * -dxil-op-lower` expands first; we do the same (expansion is idempotent).
 */
#include "dxil_resources.h"
#include "opt_util.h"
#include "../dxil/sig_pack.h"
#include "signatures.h"
#include "../dxil/dxil_ops.h"
#include "../dxil/dxil_names.h"

#include <stdio.h>
#include <string.h>

typedef struct OpLower {
  PassCtx *ctx;
  IrModule *m;
  PtrVec dead_globals;  /* globals a lowered handle creation may have left unused
                           (remove_unused_globals; each once) */
  DxilVer ver;          /* target DXIL version (latest when unknown) */
  bool have_target;     /* ver/stage are meaningful: run the validity check */
  ShaderStage stage;    /* target stage */
  uint32_t valver;      /* validator version as (major << 8) | minor */
  bool force_zero_lifetimes; /* -force-zero-store-lifetimes */
  DxilResourceMap res;  /* bindings and record IDs */
  PtrVec casts;         /* the casthandle calls we created */
  PtrVec lib_units;     /* dxc_compat libraries: DxcLibHandle of each non-array createHandleForLib */
  IrFunc *nuri;         /* llvm.dx.resource.nonuniformindex, dropped at the end */
  int errors;           /* errors reported */
  SigInfo sigs;         /* entry signatures (read on first use: attribute evaluation) */
  bool have_sigs;
} OpLower;

/* ---- small helpers ------------------------------------------------------ */

static IrFunc *inst_func(IrInst *i) {
  return i && i->parent ? i->parent->parent : NULL;
}

static uint32_t nargs_of(IrInst *call) { return call->nops ? call->nops - 1 : 0; }
static IrValue *arg_of(IrInst *call, uint32_t i) {
  return i + 1 < call->nops ? call->ops[i + 1] : NULL;
}

static void ol_verror(OpLower *L, IrInst *at, int code, const char *fmt, va_list ap) {
  char msg[512];
  vsnprintf(msg, sizeof msg, fmt, ap);
  IrFunc *f = inst_func(at);
  SrcLoc loc = at ? at->loc : srcloc_none();
  if (f && f->v.name)
    diag_error(L->ctx->diag, code, loc, "in function %s: %s", f->v.name, msg);
  else
    diag_error(L->ctx->diag, code, loc, "%s", msg);
  L->errors++;
}

static bool ol_error(OpLower *L, IrInst *at, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static bool ol_error(OpLower *L, IrInst *at, int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ol_verror(L, at, code, fmt, ap);
  va_end(ap);
  return false;
}

/* A finding of DXC's validator (not of its lowering): announced by
 * "validation errors" and given without the function name, like DXC. */
static bool ol_val_error(OpLower *L, IrInst *at, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static bool ol_val_error(OpLower *L, IrInst *at, int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (!L->ctx->dxc_compat) {
    ol_verror(L, at, code, fmt, ap);
    va_end(ap);
    return false;
  }
  char msg[512];
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (!L->errors) diag_error(L->ctx->diag, code, srcloc_none(), "validation errors");
  diag_error(L->ctx->diag, code, at ? at->loc : srcloc_none(), "%s", msg);
  L->errors++;
  return false;
}

/* Instructions of f using v, in program order, each once. */
/* The instructions of f using v, each once, in program order. */
static void collect_users(OpLower *L, IrFunc *f, IrValue *v, PtrVec *out) {
  out->len = 0;
  if (!f) return;
  IrInst **us;
  uint32_t n = ir_users_in_order(L->m->arena, f, v, &us);
  for (uint32_t k = 0; k < n; k++) ptrvec_push(L->m->arena, out, us[k]);
}

static bool has_uses(OpLower *L, IrInst *i) {
  return ir_count_uses(L->m, inst_func(i), &i->v) != 0;
}

static void erase(IrInst *i) {
  if (i && i->parent) ir_inst_remove(i);
}

/* Replace every use of ci (in its function) with v and erase ci. */
static void replace_and_erase(OpLower *L, IrInst *ci, IrValue *v) {
  ir_replace_all_uses(L->m, inst_func(ci), &ci->v, v);
  erase(ci);
}

static IrValue *i32c(OpLower *L, uint32_t v) { return ir_const_i32(L->m, v); }

static IrValue *add_const(IrBuilder *b, IrValue *v, uint32_t k) {
  uint64_t c;
  if (ir_const_is_int(v, &c)) return ir_const_int(b->m, v->type, c + k);
  return ir_build_binop(b, IR_ADD, v, ir_const_int(b->m, v->type, k), NULL);
}

static bool is_poison(IrValue *v) { return v && v->kind == IR_V_POISON; }

/* extractelement, folded for constant vectors like LLVM's IRBuilder, and
 * through insertelement chains with constant indices (the scalarizer's
 * gathered vectors feeding dot2/3/4), so no vector instruction is left. */
static IrValue *extract_elt(OpLower *L, IrBuilder *b, IrValue *vec, IrValue *idx) {
  uint64_t i;
  for (int guard = 0; guard < 64 && ir_const_is_int(idx, &i); guard++) {
    IrInst *ins = ir_as_inst(vec);
    uint64_t at;
    if (!ins || ins->op != IR_INSERTELEMENT || !ir_const_is_int(ins->ops[2], &at)) break;
    if (at == i) return ins->ops[1];
    vec = ins->ops[0];
  }
  if (vec && vec->type->kind == IR_TY_VECTOR && ir_is_const(vec) && ir_const_is_int(idx, &i) &&
      i < vec->type->count) {
    IrConst *c = ir_as_const(vec);
    IrType *et = vec->type->elem;
    switch (vec->kind) {
    case IR_V_CONST_AGG: if (c && i < c->nelems) return c->elems[i]; break;
    case IR_V_CONST_ZERO: return ir_const_zero(L->m, et);
    case IR_V_UNDEF: return ir_undef(L->m, et);
    case IR_V_POISON: return ir_poison(L->m, et);
    default: break;
    }
  }
  return ir_build_extractelement(b, vec, idx, NULL);
}

/* ---- building op calls -------------------------------------------------- */

/* Op functions the LLVM form (hlslc-opt/hlslc-llc, !ctx->dxc_compat) names
 * as the LLVM DirectX backend of LLVM's own tests does, where that differs
 * from DXC's dx.op.<class>[.<overload>]: its MakeDouble had a fixed double
 * result, not an overload (asdouble.ll: @dx.op.makeDouble), and its op 113
 * kept the HLSL name as the class (WaveActiveAnyTrue.ll:
 * @dx.op.waveActiveAnyTrue). hlslc's own output keeps DXC's names. */
static const struct {
  uint32_t opcode;  /* the DXIL opcode */
  const char *name; /* LLVM's function name for it */
} llvm_op_names[] = {
    {101, "dx.op.makeDouble"},
    {113, "dx.op.waveActiveAnyTrue"},
};

static IrFunc *declare_op(OpLower *L, uint32_t opcode, IrType *ovl, IrType *ret_override) {
  if (!L->ctx->dxc_compat)
    for (size_t i = 0; i < sizeof llvm_op_names / sizeof llvm_op_names[0]; i++)
      if (llvm_op_names[i].opcode == opcode)
        return dxil_op_declare_named(L->m, opcode, ovl, ret_override, L->ver, llvm_op_names[i].name);
  return dxil_op_declare(L->m, opcode, ovl, ret_override, L->ver);
}

/* Call the op with operands args (the opcode is prepended); the overload is
 * ovl (NULL when not overloaded). ret_override replaces a struct result
 * that depends on more than the overload. Reports and returns NULL when
 * the declaration cannot be built or the operands don't fit it. */
static IrInst *make_op(OpLower *L, IrBuilder *b, IrInst *at, uint32_t opcode, IrType *ovl,
                       IrType *ret_override, IrValue **args, uint32_t n, const char *name) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  IrFunc *f = oi ? declare_op(L, opcode, ovl, ret_override) : NULL;
  if (!f) {
    StrBuf sb = sb_new(L->m->arena);
    if (ovl) ir_print_type(&sb, ovl);
    ol_error(L, at, OPL_ERR_CREATE, "Cannot create %s operation%s%s", oi ? oi->name : "?",
             ovl ? " with overload " : "", ovl && sb.data ? sb.data : "");
    sb_free(&sb);
    return NULL;
  }
  IrType *ft = f->fn_type;
  if (ft->nmembers != n + 1)
    return ol_error(L, at, OPL_ERR_CREATE, "Cannot create %s operation: Wrong number of arguments",
                    oi->name), NULL;
  IrValue *ops[40];
  if (n + 1 > 40) return NULL;
  ops[0] = i32c(L, opcode);
  for (uint32_t i = 0; i < n; i++) {
    if (!args[i] || args[i]->type != ft->members[i + 1])
      return ol_error(L, at, OPL_ERR_CREATE,
                      "Cannot create %s operation: operand %u has the wrong type", oi->name, i + 1),
             NULL;
    ops[i + 1] = args[i];
  }
  IrValue *cv = ir_build_call(b, f, ops, n + 1, name);
  IrInst *call = ir_as_inst(cv);
  if (!call) return NULL;
  if (dxil_op_attrs(opcode, L->ver) & DXIL_ATTR_MEMORY_MASK) call->call_attrs = f->fn_attrs;
  return call;
}

/* A scalar type for a single overload bit (ops whose overload only names
 * the function, e.g. QuadVote i1). */
static IrType *type_of_bit(IrModule *m, uint32_t bit) {
  switch (bit) {
  case DXIL_OL_HALF: return ir_type_half(m);
  case DXIL_OL_FLOAT: return ir_type_float(m);
  case DXIL_OL_DOUBLE: return ir_type_double(m);
  case DXIL_OL_I1: return ir_type_int(m, 1);
  case DXIL_OL_I8: return ir_type_int(m, 8);
  case DXIL_OL_I16: return ir_type_int(m, 16);
  case DXIL_OL_I32: return ir_type_int(m, 32);
  case DXIL_OL_I64: return ir_type_int(m, 64);
  default: return NULL;
  }
}

static bool is_ovl_slot(uint8_t pt) {
  return pt == DXIL_PT_OVERLOAD || pt == DXIL_PT_UDT || pt == DXIL_PT_OBJ || pt == DXIL_PT_X0;
}

/* The overload type of an op call built from an intrinsic: the first
 * overloaded slot of [result, operands...] (LLVM's OverloadParamIndex). */
static IrType *find_overload(OpLower *L, const DxilOpInfo *oi, IrType *ret, IrValue **args,
                             uint32_t n) {
  if (!oi->ndims) return NULL;
  if (is_ovl_slot(oi->ret)) return ret;
  if (oi->ret == DXIL_PT_VEC9_OVERLOAD && ret && ret->kind == IR_TY_VECTOR) return ret->elem;
  for (uint32_t i = 0; i < oi->nargs && i < n; i++)
    if (is_ovl_slot(oi->args[i])) return args[i]->type;
  uint32_t mask = dxil_op_overload_mask(oi->opcode, DXIL_VER_EXPERIMENTAL);
  if (mask && !(mask & (mask - 1))) return type_of_bit(L->m, mask);
  if (oi->ret == DXIL_PT_FOURI32_OR_16 && ret && ret->kind == IR_TY_STRUCT && ret->nmembers)
    return ret->members[0];
  return NULL;
}

/* Struct results: DXIL ops return named %dx.types.* structs where the
 * intrinsic returned a literal struct; point the insert/extractvalue users
 * at the op call. */
static bool replace_named_struct_uses(OpLower *L, IrInst *intrin, IrInst *op) {
  IrType *a = intrin->v.type, *b = op->v.type;
  bool same = a->kind == IR_TY_STRUCT && b->kind == IR_TY_STRUCT && a->nmembers == b->nmembers;
  for (uint32_t i = 0; same && i < a->nmembers; i++) same = a->members[i] == b->members[i];
  if (!same) return ol_error(L, intrin, OPL_ERR_TYPE, "Type mismatch between intrinsic and DXIL op");
  PtrVec users = {0};
  collect_users(L, inst_func(intrin), &intrin->v, &users);
  for (uint32_t k = 0; k < users.len; k++) {
    IrInst *u = users.data[k];
    if ((u->op == IR_EXTRACTVALUE || u->op == IR_INSERTVALUE) && u->ops[0] == &intrin->v) {
      bool other = false;
      for (uint32_t j = 1; j < u->nops; j++) other |= u->ops[j] == &intrin->v;
      if (!other) {
        ir_inst_set_operand(u, 0, &op->v);
        continue;
      }
    }
    return ol_error(L, intrin, OPL_ERR_TYPE,
                    "DXIL ops that return structs may only be used by insert- and extractvalue");
  }
  return true;
}

/* Keep the intrinsic call's fast-math flags on the op call: dx.precise is
 * derived from them when the module is prepared for DXIL
 * (dxil_mark_precise_ops). */
static void copy_fmf(IrInst *from, IrInst *to) {
  if (ir_type_is_fp(ir_type_scalar(from->v.type))) to->flags |= from->flags & IR_FMF_FAST;
}

/* ---- handle casts ------------------------------------------------------- */

static bool is_cast_call(IrInst *i) {
  IrFunc *f = i && i->op == IR_CALL ? ir_call_callee(i) : NULL;
  if (!f) return false;
  /* asked of every call the handle rewrites look at: the answer is kept
   * in the callee's memo slot (IrFunc.memo) */
  static const char tag = 0;
  int32_t c;
  if (!ir_func_memo_get(f, &tag, &c)) c = ir_func_memo_set(f, &tag, opt_name_is(f->v.name, "llvm.dx.resource.casthandle"));
  return c != 0;
}

/* A temporary llvm.dx.resource.casthandle from v to `to` (or the value a
 * previous cast came from, when that already has type `to`). */
static IrValue *cast_handle(OpLower *L, IrBuilder *b, IrValue *v, IrType *to) {
  if (v->type == to) return v;
  IrInst *vi = ir_as_inst(v);
  if (is_cast_call(vi) && vi->nops == 2 && vi->ops[1]->type == to) return vi->ops[1];
  StrBuf sb = sb_new(L->m->arena);
  sb_puts(&sb, "llvm.dx.resource.casthandle.");
  sb_puts(&sb, ir_type_mangled(L->m, to));
  sb_putc(&sb, '.');
  sb_puts(&sb, ir_type_mangled(L->m, v->type));
  IrType *ft = ir_type_func(L->m, to, &v->type, 1, false);
  IrFunc *f = sb.oom ? NULL : ir_module_get_or_insert_func(L->m, sb.data, ft);
  sb_free(&sb);
  if (!f || f->fn_type != ft) return NULL;
  IrValue *c = ir_build_call(b, f, &v, 1, NULL);
  if (c) ptrvec_push(L->m->arena, &L->casts, c);
  return c;
}

static IrValue *to_handle(OpLower *L, IrBuilder *b, IrValue *v) {
  return v ? cast_handle(L, b, v, dxil_type_handle(L->m)) : NULL;
}

/* t with resource handle types (target("dx.*")) replaced by %dx.types.Handle,
 * through arrays and structs (DXC's DxilMutateResourceToHandle: a named
 * struct holding resources becomes NAME.hdl, one per struct). */
static IrType *map_handle_type(OpLower *L, IrType *t) {
  if (!t) return t;
  if (t->kind == IR_TY_TARGET) return dxil_type_handle(L->m);
  if (t->kind == IR_TY_ARRAY) {
    IrType *e = map_handle_type(L, t->elem);
    return e == t->elem ? t : ir_type_array(L->m, e, t->count);
  }
  if (t->kind == IR_TY_STRUCT && !t->opaque && t->nmembers) {
    IrType **el = arena_alloc(L->m->arena, sizeof(IrType *) * t->nmembers);
    if (!el) return t;
    bool changed = false;
    for (uint32_t k = 0; k < t->nmembers; k++) {
      el[k] = map_handle_type(L, t->members[k]);
      changed |= el[k] != t->members[k];
    }
    if (!changed) return t;
    if (!t->name) return ir_type_struct_literal(L->m, el, t->nmembers, t->packed);
    IrType *h = ir_type_struct_named(L->m, arena_printf(L->m->arena, "%s.hdl", t->name));
    if (h && h->opaque) ir_type_struct_set_body(L->m, h, el, t->nmembers, t->packed);
    return h ? h : t;
  }
  return t;
}

/* The lowered %dx.types.Handle behind a handle value, when there is one
 * without new instructions: the operand of a cast back to the handle type,
 * or the value itself when it already has that type. */
static IrValue *lowered_handle(OpLower *L, IrValue *v) {
  IrType *ht = dxil_type_handle(L->m);
  if (v->type == ht) return v;
  IrInst *vi = ir_as_inst(v);
  if (is_cast_call(vi) && vi->nops == 2 && vi->ops[1]->type == ht) return vi->ops[1];
  return NULL;
}

static IrValue *resprops_const(OpLower *L, const DxilResource *r);

/* The handle a lib_6_x library keeps in memory for a lowered one: the
 * resource object createHandleForLib took (DXC stores the global's value and
 * creates the handle where it is used), else the handle itself. */
static IrValue *lib_memory_handle(OpLower *L, IrValue *h) {
  IrInst *a = ir_as_inst(h);
  if (a && dxil_op_of_call(a) == DXIL_OP_AnnotateHandle && a->nops >= 3) a = ir_as_inst(a->ops[2]);
  if (a && dxil_op_of_call(a) == DXIL_OP_CreateHandleForLib && a->nops >= 3 &&
      a->ops[2]->type == dxil_type_handle(L->m))
    return a->ops[2];
  return h;
}

/* Does a handle cast feed an op other than a store into memory? */
static bool cast_feeds_op(IrModule *m, IrFunc *f, IrInst *c, bool *counter) {
  bool op = false;
  for (uint32_t bi = 0; bi < f->nblocks; bi++)
    for (IrInst *u = f->blocks[bi]->first; u; u = u->next) {
      if (u->op == IR_STORE) continue;
      for (uint32_t k = 0; k < u->nops; k++)
        if (u->ops[k] == &c->v) {
          op = true;
          if (dxil_op_of_call(u) == DXIL_OP_BufferUpdateCounter) *counter = true;
        }
    }
  (void)m;
  return op;
}

/* lib_6_x: memory holding handles (arrays of resources copied into allocas,
 * structs of resources, a boundary function's resource parameters) holds
 * %dx.types.Handle instead, as in DXC: the allocas and GEPs change their
 * types in place (a struct becomes its NAME.hdl), a handle loaded from
 * memory is the object createHandleForLib takes where an op uses it (then
 * annotated with the properties of its HLSL type), and a store keeps the
 * object a lowered global handle was created from. */
static void retype_handle_memory(OpLower *L, IrFunc *f) {
  IrType *ht = dxil_type_handle(L->m);
  for (uint32_t bi = 0; bi < f->nblocks; bi++)
    for (IrInst *i = f->blocks[bi]->first; i; i = i->next) {
      if (i->op == IR_ALLOCA || i->op == IR_GEP) i->aux_type = map_handle_type(L, i->aux_type);
      if (i->op == IR_LOAD && i->v.type && i->v.type->kind == IR_TY_TARGET) {
        IrType *rt = i->v.type;
        i->v.type = ht;
        for (uint32_t c = 0; c < L->casts.len; c++) {
          IrInst *ci = L->casts.data[c];
          if (!ci || !ci->parent || ci->nops != 2 || ci->ops[1] != &i->v || ci->v.type != ht) continue;
          bool counter = false;
          DxilResource r;
          IrValue *nv = &i->v;
          if (cast_feeds_op(L->m, f, ci, &counter) && dxil_resource_from_type(rt, L->ctx->dxc_compat, &r)) {
            IrBuilder b;
            ir_builder_before(&b, L->m, ci);
            b.loc = ci->loc;
            r.has_counter = counter;
            IrInst *h = make_op(L, &b, ci, DXIL_OP_CreateHandleForLib, ht, NULL, &nv, 1, NULL);
            if (h && L->ver >= DXIL_VER(1, 6)) {
              IrValue *aargs[2] = {&h->v, resprops_const(L, &r)};
              h = make_op(L, &b, ci, DXIL_OP_AnnotateHandle, NULL, NULL, aargs, 2, NULL);
            }
            if (h) nv = &h->v;
          }
          ir_replace_all_uses(L->m, f, &ci->v, nv);
        }
      } else if (i->op == IR_LOAD && i->v.type) {
        i->v.type = map_handle_type(L, i->v.type);
      }
    }
  for (uint32_t bi = 0; bi < f->nblocks; bi++)
    for (IrInst *i = f->blocks[bi]->first; i; i = i->next)
      if (i->op == IR_STORE && i->nops == 2 && i->ops[0]->type &&
          i->ops[0]->type->kind == IR_TY_TARGET) {
        IrValue *h = lowered_handle(L, i->ops[0]);
        if (h) ir_inst_set_operand(i, 0, lib_memory_handle(L, h));
      }
}

/* t with resource handle types replaced by DXC's HLSL classes, named
 * structs changed in place (those the struct annotations name: nothing
 * else uses them once memory holds NAME.hdl). */
static IrType *class_types_in(OpLower *L, IrType *t, int depth) {
  if (!t || depth > 32) return t;
  if (t->kind == IR_TY_TARGET) {
    IrType *c = dxil_dxc_resource_class(L->ctx, L->m, t);
    return c ? c : t;
  }
  if (t->kind == IR_TY_ARRAY) {
    IrType *e = class_types_in(L, t->elem, depth + 1);
    return e == t->elem ? t : ir_type_array(L->m, e, t->count);
  }
  if (t->kind == IR_TY_STRUCT && t->name && !t->opaque)
    for (uint32_t k = 0; k < t->nmembers; k++) t->members[k] = class_types_in(L, t->members[k], depth + 1);
  return t;
}

/* lib_6_x: the struct annotations (!dx.typeAnnotations' !{i32 0, %struct.S
 * undef, ...}) describe a struct holding resources with DXC's HLSL class
 * members (%struct.S = type { %"class.Texture2D<...>", ... }). */
static void class_types_in_annotations(OpLower *L) {
  IrNamedMD *n = ir_named_md(L->m, "dx.typeAnnotations");
  for (uint32_t i = 0; n && i < n->nops; i++) {
    IrMD *node = n->ops[i];
    uint32_t tag;
    if (!node || node->kind != IR_MD_NODE || !node->nops || !ir_md_u32(node->ops[0], &tag) || tag != 0) continue;
    for (uint32_t k = 1; k < node->nops; k += 2) {
      IrMD *e = node->ops[k];
      if (e && e->kind == IR_MD_VALUE && e->value && e->value->type && map_handle_type(L, e->value->type) != e->value->type)
        class_types_in(L, e->value->type, 0);
    }
  }
}

/* lib_6_x: a function whose parameters point at resources (or structs of
 * them) takes handle memory instead (%dx.types.Handle*, %struct.S.hdl*).
 * DXC recreates each such function at the end of the module, the last one
 * first, with its parameters unnamed. */
static void retype_handle_params(OpLower *L) {
  PtrVec moved = {0};
  for (uint32_t i = 0; i < L->m->funcs.len; i++) {
    IrFunc *f = L->m->funcs.data[i];
    bool changed = false;
    for (uint32_t k = 0; k < f->nargs; k++) {
      IrType *p = f->args[k]->pointee, *np = map_handle_type(L, p);
      if (np == p) continue;
      f->args[k]->pointee = np;
      changed = true;
    }
    if (changed) ptrvec_push(L->m->arena, &moved, f);
  }
  if (!moved.len) return;
  PtrVec *fs = &L->m->funcs;
  uint32_t n = 0, j = 0;
  for (uint32_t i = 0; i < fs->len; i++) {
    if (j < moved.len && fs->data[i] == moved.data[j]) {
      j++;
      continue;
    }
    fs->data[n++] = fs->data[i];
  }
  for (uint32_t i = moved.len; i-- > 0;) {
    IrFunc *f = moved.data[i];
    for (uint32_t k = 0; k < f->nargs; k++) ir_value_set_name(L->m, f, &f->args[k]->v, NULL);
    fs->data[n++] = f;
  }
}

/* lib_6_x (DXC keeps phis and selects of handles in such libraries): every
 * phi/select of resource handles in f becomes one of %dx.types.Handle over the
 * lowered handles, and the casts back to %dx.types.Handle that the lowered
 * operations made of them use the new values. Handles that do not come from
 * lowered creations (arguments, ...) leave the old instructions in place. */
static void retype_handle_merges(OpLower *L, IrFunc *f) {
  PtrVec olds = {0}, news = {0};
  IrType *ht = dxil_type_handle(L->m);
  for (uint32_t bi = 0; bi < f->nblocks; bi++)
    for (IrInst *i = f->blocks[bi]->first; i; i = i->next)
      if ((i->op == IR_PHI || i->op == IR_SELECT) && i->v.type && i->v.type->kind == IR_TY_TARGET)
        ptrvec_push(L->m->arena, &olds, i);
  if (!olds.len) return;
  /* new instructions beside the old ones, operands filled in below */
  for (uint32_t k = 0; k < olds.len; k++) {
    IrInst *o = olds.data[k];
    IrBuilder b;
    ir_builder_before(&b, L->m, o);
    b.loc = o->loc;
    IrValue *n;
    if (o->op == IR_PHI) n = (IrValue *)ir_build_phi(&b, ht, o->v.name);
    else n = ir_build_select(&b, o->ops[0], ir_undef(L->m, ht), ir_undef(L->m, ht), o->v.name);
    if (!n) return;
    ptrvec_push(L->m->arena, &news, n);
  }
  bool ok = true;
  for (uint32_t k = 0; k < olds.len && ok; k++) {
    IrInst *o = olds.data[k], *n = news.data[k];
    uint32_t first = o->op == IR_PHI ? 0 : 1;
    /* a merge only stored into memory merges what memory holds (lib_memory_handle) */
    bool to_memory = true;
    for (uint32_t c = 0; c < L->casts.len && to_memory; c++) {
      IrInst *ci = L->casts.data[c];
      if (ci && ci->parent && ci->nops == 2 && ci->ops[1] == &o->v) to_memory = false;
    }
    for (uint32_t j = first; j < o->nops; j += o->op == IR_PHI ? 2 : 1) {
      IrValue *v = o->ops[j], *nv = lowered_handle(L, v);
      if (nv && to_memory) nv = lib_memory_handle(L, nv);
      for (uint32_t q = 0; q < olds.len && !nv; q++)
        if (v == &((IrInst *)olds.data[q])->v) nv = news.data[q];
      if (!nv && (v->kind == IR_V_UNDEF || v->kind == IR_V_POISON)) nv = ir_undef(L->m, ht);
      if (!nv) { ok = false; break; }
      if (o->op == IR_PHI) ir_phi_add(L->m, n, nv, (IrBlock *)o->ops[j + 1]);
      else ir_inst_set_operand(n, j, nv);
    }
  }
  if (!ok) {
    for (uint32_t k = 0; k < news.len; k++) erase(news.data[k]);
    return;
  }
  /* users: the casts to %dx.types.Handle take the new value; other merges go away */
  for (uint32_t k = 0; k < olds.len; k++) {
    IrInst *o = olds.data[k];
    for (uint32_t c = 0; c < L->casts.len; c++) {
      IrInst *ci = L->casts.data[c];
      if (ci && ci->parent && ci->nops == 2 && ci->ops[1] == &o->v && ci->v.type == ht)
        ir_replace_all_uses(L->m, f, &ci->v, news.data[k]);
    }
  }
  /* stores of the merged handles (into local handle arrays) store the new ones */
  for (uint32_t bi = 0; bi < f->nblocks; bi++)
    for (IrInst *i = f->blocks[bi]->first; i; i = i->next)
      for (uint32_t k = 0; i->op == IR_STORE && i->nops == 2 && k < olds.len; k++)
        if (i->ops[0] == &((IrInst *)olds.data[k])->v) ir_inst_set_operand(i, 0, news.data[k]);
  for (uint32_t k = 0; k < olds.len; k++) {
    IrInst *o = olds.data[k];
    ir_replace_all_uses(L->m, f, &o->v, ir_undef(L->m, o->v.type));
  }
  for (uint32_t k = 0; k < olds.len; k++) erase(olds.data[k]);
}

/* Remove the casts nothing uses any more, then their declarations. */
static void cleanup_casts(OpLower *L) {
  if (L->ctx->dxc_compat && L->stage == STAGE_LIBRARY && L->ctx->dx.target.sm_minor == 15)
    for (uint32_t i = 0; i < L->m->funcs.len; i++) {
      IrFunc *f = L->m->funcs.data[i];
      if (f->nblocks) {
        retype_handle_memory(L, f);
        retype_handle_merges(L, f);
      }
    }
  if (L->ctx->dxc_compat && L->stage == STAGE_LIBRARY && L->ctx->dx.target.sm_minor == 15) {
    retype_handle_params(L);
    class_types_in_annotations(L);
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (uint32_t k = 0; k < L->casts.len; k++) {
      IrInst *c = L->casts.data[k];
      if (c && c->parent && !has_uses(L, c)) {
        erase(c);
        L->casts.data[k] = NULL;
        changed = true;
      }
    }
  }
  /* A cast still in use bridges a handle that did not come from a binding
   * call we lowered (a poison/undef handle, a function argument, a phi of
   * handles): there is no DXIL for it. */
  for (uint32_t k = 0; k < L->casts.len; k++) {
    IrInst *c = L->casts.data[k];
    if (c && c->parent) {
      if (L->ctx->dxc_compat) { /* DXC's wording (DxilCondenseResources), in every target */
        diag_error(L->ctx->diag, OPL_ERR_RESOURCE, c->loc,
                   "local resource not guaranteed to map to unique global resource.");
        L->errors++;
      } else
        ol_error(L, c, OPL_ERR_RESOURCE,
                 "resource handle does not come from a resource binding and cannot be lowered");
      break;
    }
  }
  for (uint32_t i = L->m->funcs.len; i-- > 0;) {
    IrFunc *f = L->m->funcs.data[i];
    if (!f->nblocks && opt_name_is(f->v.name, "llvm.dx.resource.casthandle") &&
        ir_count_uses(L->m, NULL, &f->v) == 0)
      ir_module_remove_func(L->m, f);
  }
}

/* ---- handles ------------------------------------------------------------ */

/* Does the index depend on llvm.dx.resource.nonuniformindex (through any
 * operand chain, phis included)? Bounded walk over at most 256 values. */
static bool has_nonuniform_index(OpLower *L, IrValue *idx) {
  IrValue *work[256];
  IrValue *seen[256];
  uint32_t nw = 0, ns = 0;
  work[nw++] = idx;
  while (nw) {
    IrValue *v = work[--nw];
    if (ir_is_const(v) || v->kind != IR_V_INST) continue;
    bool dup = false;
    for (uint32_t k = 0; k < ns; k++) dup |= seen[k] == v;
    if (dup) continue;
    if (ns == 256) return false;
    seen[ns++] = v;
    IrInst *i = (IrInst *)v;
    if (i->op == IR_CALL) {
      IrFunc *f = ir_call_callee(i);
      if (f && opt_name_is(f->v.name, "llvm.dx.resource.nonuniformindex")) return true;
    }
    if (ir_opcode_is_terminator(i->op)) continue;
    for (uint32_t k = 0; k < i->nops && nw < 256; k++)
      if (i->ops[k]->kind != IR_V_BLOCK && i->ops[k]->kind != IR_V_FUNC) work[nw++] = i->ops[k];
  }
  (void)L;
  return false;
}

/* A global that lowering a handle creation may have left unused: checked
 * once all of them are lowered (remove_unused_globals), in one walk of the
 * module; a count of its uses per call was quadratic in the resources. */
static void note_maybe_dead(OpLower *L, IrGlobal *g) {
  ptrvec_push(L->m->arena, &L->dead_globals, g); /* repeats are dropped there */
}

/* Remove the noted globals that have no use left, keeping the others'
 * order. */
static void remove_unused_globals(OpLower *L) {
  PtrVec *v = &L->dead_globals;
  if (!v->len) return;
  Arena a;
  arena_init_child(&a, L->m->arena);
  PtrMap once;
  ptrmap_init(&once, &a);
  PtrVec vals = {0};
  for (uint32_t k = 0; k < v->len; k++)
    if (!ptrmap_get(&once, v->data[k])) {
      ptrmap_put(&once, v->data[k], v->data[k]);
      ptrvec_push(&a, &vals, &((IrGlobal *)v->data[k])->v);
    }
  uint32_t *counts = arena_alloc(&a, sizeof(uint32_t) * (vals.len ? vals.len : 1));
  IrGlobal **gone = arena_alloc(&a, sizeof(IrGlobal *) * (vals.len ? vals.len : 1));
  if (counts && gone && !a.oom) {
    ir_count_uses_many(L->m, (IrValue *const *)vals.data, vals.len, counts);
    uint32_t n = 0;
    for (uint32_t k = 0; k < vals.len; k++)
      if (!counts[k]) gone[n++] = (IrGlobal *)vals.data[k];
    ir_module_remove_globals(L->m, gone, n);
  }
  arena_free(&a);
  v->len = 0;
}

/* LLVM removes stores of the handle into resource globals (the front end's
 * @X = global target(...)) and the globals once unused. */
static void remove_resource_globals(OpLower *L, IrInst *ci) {
  PtrVec users = {0};
  collect_users(L, inst_func(ci), &ci->v, &users);
  for (uint32_t k = 0; k < users.len; k++) {
    IrInst *u = users.data[k];
    if (u->op != IR_STORE || u->ops[0] != &ci->v) continue;
    IrValue *p = u->ops[1];
    /* libraries keep handles stored into local memory (lib_6_x handle arrays) */
    if (L->stage == STAGE_LIBRARY && L->ctx->dxc_compat && p->kind != IR_V_GLOBAL) continue;
    erase(u);
    if (p->kind == IR_V_GLOBAL) note_maybe_dead(L, (IrGlobal *)p);
  }
}

static void finish_binding_call(OpLower *L, IrBuilder *b, IrInst *ci, IrValue *handle) {
  IrValue *cast = cast_handle(L, b, handle, ci->v.type);
  IrGlobal *name_g = dxil_binding_call_name_global(ci);
  remove_resource_globals(L, ci);
  replace_and_erase(L, ci, cast);
  if (name_g) note_maybe_dead(L, name_g);
}

static const char *annot_name(OpLower *L, IrInst *ci) {
  return ci->v.name && *ci->v.name ? arena_printf(L->m->arena, "%s_annot", ci->v.name) : NULL;
}

static IrValue *resprops_const(OpLower *L, const DxilResource *r) {
  uint32_t w0, w1;
  dxil_resource_props(r, &w0, &w1);
  IrValue *el[2] = {i32c(L, w0), i32c(L, w1)};
  return ir_const_agg(L->m, dxil_type_resprops(L->m), el, 2);
}

/* DXC's name for a handle when resource names are kept (-Qkeep_reflect_in_dxil):
 * "<name>_<class>[_<dim>][_ROV]" (DxilCondenseResources.cpp). */
static const char *dxc_handle_name(OpLower *L, const DxilResource *r, const char *fallback) {
  if (!L->ctx->dxc_compat || !L->ctx->keep_reflect || !r->name || !*r->name) return fallback;
  static const char *const cls[4] = {"texture", "UAV", "cbuffer", "sampler"};
  static const char *const dims[] = {
      "invalid", "1d", "2d", "2dMS", "3d", "cube", "1darray", "2darray", "2darrayMS", "cubearray",
      "buf", "rawbuf", "structbuf", "cbuffer", "sampler", "tbuffer", "ras", "fbtex2d", "fbtex2darray"};
  bool view = r->ti.cls == RC_SRV || r->ti.cls == RC_UAV;
  const char *dim = (uint32_t)r->ti.kind < sizeof dims / sizeof dims[0] ? dims[r->ti.kind] : "invalid";
  return arena_printf(L->m->arena, "%s_%s%s%s%s", r->name, cls[r->ti.cls & 3], view ? "_" : "",
                      view ? dim : "", view && r->ti.is_rov ? "_ROV" : "");
}

/* Libraries in DXC's form: the external global dxil-translate-metadata made
 * for the resource (its dx.resources record's symbol), or NULL. */
static IrGlobal *lib_resource_global(OpLower *L, const DxilResource *r) {
  if (!L->ctx->dxc_compat || L->stage != STAGE_LIBRARY) return NULL;
  IrNamedMD *n = ir_named_md(L->m, "dx.resources");
  IrMD *slots = n && n->nops ? n->ops[0] : NULL;
  if (!slots || slots->kind != IR_MD_NODE || slots->nops < 4) return NULL;
  IrMD *list = slots->ops[r->ti.cls & 3];
  for (uint32_t i = 0; list && list->kind == IR_MD_NODE && i < list->nops; i++) {
    IrMD *rec = list->ops[i];
    uint64_t id;
    if (!rec || rec->kind != IR_MD_NODE || rec->nops < 2 || !rec->ops[0] || !rec->ops[1] ||
        rec->ops[0]->kind != IR_MD_VALUE || !ir_const_is_int(rec->ops[0]->value, &id) ||
        id != r->id || rec->ops[1]->kind != IR_MD_VALUE || !rec->ops[1]->value)
      continue;
    IrValue *sym = rec->ops[1]->value;
    IrConst *ce = ir_as_const(sym); /* lib_6_6+: bitcast of the handle global */
    if (ce && ce->v.kind == IR_V_CONST_EXPR && ce->expr_op == IR_BITCAST && ce->nelems)
      sym = ce->elems[0];
    if (sym && sym->kind == IR_V_GLOBAL) return (IrGlobal *)sym;
  }
  return NULL;
}

/* Library handle: load the resource object from its global (element `index`
 * of an array) and createHandleForLib on it, annotated from DXIL 1.6. */
static bool lower_lib_binding_call(OpLower *L, IrBuilder *b, IrInst *ci, DxilResource *r,
                                   IrGlobal *g) {
  IrType *objt = g->value_type;
  IrValue *ptr = &g->v;
  /* DXC reads a constant buffer re-laid out for the legacy layout (the
   * writable NAME_legacy global, dxil-translate-metadata) without inbounds
   * and alignment */
  bool legacy = !g->is_const;
  if (objt->kind == IR_TY_ARRAY) {
    IrValue *ix[2] = {i32c(L, 0), arg_of(ci, 3)};
    ptr = ir_build_gep(b, objt, ptr, ix, 2, !legacy, "");
    objt = objt->elem;
  }
  IrValue *obj = ptr ? ir_build_load(b, objt, ptr, "") : NULL;
  if (!obj) return false;
  if (ir_as_inst(obj)) ir_as_inst(obj)->align = legacy ? 0 : 4; /* as DXC */
  IrInst *h = make_op(L, b, ci, DXIL_OP_CreateHandleForLib, objt, NULL, &obj, 1,
                      ci->v.name);
  if (h && L->ctx->dxc_compat && ptr == &g->v) { /* DXC's placement, after lowering */
    DxcLibHandle *u = arena_alloc(L->m->arena, sizeof *u);
    if (!u || !ptrvec_push(L->m->arena, &L->lib_units, u)) return false;
    u->load = ir_as_inst(obj);
    u->create = h;
    u->cbuffer = r->ti.cls == RC_CBV;
  }
  if (h && L->ver >= DXIL_VER(1, 6)) {
    IrValue *aargs[2] = {&h->v, resprops_const(L, r)};
    h = make_op(L, b, ci, DXIL_OP_AnnotateHandle, NULL, NULL, aargs, 2, annot_name(L, ci));
  }
  if (!h) return false;
  finish_binding_call(L, b, ci, &h->v);
  return true;
}

static bool lower_binding_call(OpLower *L, IrInst *ci) {
  DxilResource *r = dxil_resource_for_call(&L->res, ci);
  if (!r || nargs_of(ci) < 4)
    return ol_error(L, ci, OPL_ERR_RESOURCE, "no binding information for resource handle");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrGlobal *lib_g = lib_resource_global(L, r);
  if (lib_g) return lower_lib_binding_call(L, &b, ci, r, lib_g);
  IrValue *index = arg_of(ci, 3);
  if (r->lower) index = add_const(&b, index, r->lower);
  bool unbounded = r->size == 0 || r->size == UINT32_MAX;
  bool nonuniform = r->size != 1 && has_nonuniform_index(L, index);
  IrValue *old_flag = arg_of(ci, 4); /* older 6-operand form: explicit non-uniform i1 */
  uint64_t c;
  if (old_flag && ir_type_is_int(old_flag->type, 1) && ir_const_is_int(old_flag, &c) && c)
    nonuniform = true;
  IrValue *nu = ir_const_i1(L->m, nonuniform);
  IrInst *h;
  if (L->ver < DXIL_VER(1, 6)) {
    IrValue *args[4] = {ir_const_int(L->m, ir_type_int(L->m, 8), r->ti.cls), i32c(L, r->id), index, nu};
    h = make_op(L, &b, ci, DXIL_OP_CreateHandle, NULL, NULL, args, 4, dxc_handle_name(L, r, ci->v.name));
  } else {
    uint32_t upper = unbounded ? UINT32_MAX : r->lower + r->size - 1;
    IrValue *el[4] = {i32c(L, r->lower), i32c(L, upper), i32c(L, r->space),
                      ir_const_int(L->m, ir_type_int(L->m, 8), r->ti.cls)};
    IrValue *bind = ir_const_agg(L->m, dxil_type_resbind(L->m), el, 4);
    IrValue *args[3] = {bind, index, nu};
    IrInst *hb = make_op(L, &b, ci, DXIL_OP_CreateHandleFromBinding, NULL, NULL, args, 3,
                         dxc_handle_name(L, r, ci->v.name));
    if (!hb) return false;
    IrValue *aargs[2] = {&hb->v, resprops_const(L, r)};
    h = make_op(L, &b, ci, DXIL_OP_AnnotateHandle, NULL, NULL, aargs, 2, annot_name(L, ci));
  }
  if (!h) return false;
  finish_binding_call(L, &b, ci, &h->v);
  return true;
}

static bool lower_heap_call(OpLower *L, IrInst *ci) {
  DxilResource *r = dxil_resource_for_call(&L->res, ci);
  if (!r || nargs_of(ci) < 1)
    return ol_error(L, ci, OPL_ERR_RESOURCE, "no resource information for heap handle");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *index = arg_of(ci, 0);
  bool other = ci->call_attrs && ir_attrs_find(ci->call_attrs, "\"hlsl.otherheap\"") != NULL;
  IrValue *args[3] = {index, ir_const_i1(L->m, (r->ti.cls == RC_SAMPLER) != other),
                      ir_const_i1(L->m, has_nonuniform_index(L, index))};
  IrInst *hh = make_op(L, &b, ci, DXIL_OP_CreateHandleFromHeap, NULL, NULL, args, 3, ci->v.name);
  if (!hh) return false;
  IrValue *aargs[2] = {&hh->v, resprops_const(L, r)};
  IrInst *h = make_op(L, &b, ci, DXIL_OP_AnnotateHandle, NULL, NULL, aargs, 2, annot_name(L, ci));
  if (!h) return false;
  replace_and_erase(L, ci, cast_handle(L, &b, &h->v, ci->v.type));
  return true;
}

/* ---- resource loads ----------------------------------------------------- */

/* Replace the uses of a load intrinsic's result with the values in the
 * op's %dx.types.ResRet, avoiding vectors where the users allow (LLVM's
 * replaceResRetUses). With a check bit, the intrinsic returns {T, i1} and
 * extracts of the i1 become CheckAccessFullyMapped of the status word. */
static bool replace_struct_uses(OpLower *L, IrBuilder *b, IrInst *intrin, IrInst *op,
                                bool has_check_bit, const uint32_t *fmap);

/* DXIL loads min-precision values (half/i16 without native 16-bit types)
 * from buffers and textures as 32-bit values (DXC's TranslateBufLoad):
 * the overload a load op uses for element type elt. */
static IrType *load_overload(OpLower *L, IrType *elt) {
  if (!L->ctx->dx.target.min_precision || !elt) return elt;
  if (elt->kind == IR_TY_HALF) return ir_type_float(L->m);
  if (ir_type_is_int(elt, 16)) return ir_type_int(L->m, 32);
  return elt;
}

/* Field fi of a load op's result as element type want: truncated back
 * from the 32-bit value a min-precision load returns. */
static IrValue *resret_field(IrBuilder *b, IrInst *op, uint32_t fi, IrType *want) {
  IrValue *v = ir_build_extractvalue(b, &op->v, &fi, 1, NULL);
  if (!v || !want || v->type == want || fi == 4) return v;
  if (v->type->kind == IR_TY_FLOAT && want->kind == IR_TY_HALF) return ir_build_cast(b, IR_FPTRUNC, v, want, NULL);
  if (ir_type_is_int(v->type, 32) && ir_type_is_int(want, 16)) return ir_build_cast(b, IR_TRUNC, v, want, NULL);
  return v;
}

static bool replace_resret_uses(OpLower *L, IrBuilder *b, IrInst *intrin, IrInst *op,
                                bool has_check_bit) {
  return replace_struct_uses(L, b, intrin, op, has_check_bit, NULL);
}

/* replace_resret_uses with element i of the intrinsic's vector taken from
 * field fmap[i] of the op's struct (NULL: field i), e.g. getDimensions'
 * {width, height, depth, levels} for a (width, levels) query. */
static bool replace_struct_uses(OpLower *L, IrBuilder *b, IrInst *intrin, IrInst *op,
                                bool has_check_bit, const uint32_t *fmap) {
  IrFunc *f = inst_func(intrin);
  IrInst *old = intrin;
  IrType *old_ty = intrin->v.type;
  PtrVec users = {0};
  if (has_check_bit) {
    if (old_ty->kind != IR_TY_STRUCT || old_ty->nmembers != 2)
      return ol_error(L, intrin, OPL_ERR_TYPE, "resource load must return {value, i1}");
    IrValue *check = NULL;
    collect_users(L, f, &intrin->v, &users);
    for (uint32_t k = 0; k < users.len; k++) {
      IrInst *u = users.data[k];
      if (u->op != IR_EXTRACTVALUE || u->nindices != 1 || u->indices[0] != 1) continue;
      if (!check) {
        uint32_t four = 4;
        IrValue *status = ir_build_extractvalue(b, &op->v, &four, 1, NULL);
        const char *nm = intrin->v.name && *intrin->v.name
                             ? arena_printf(L->m->arena, "%s_check", intrin->v.name) : NULL;
        IrInst *c = make_op(L, b, intrin, DXIL_OP_CheckAccessFullyMapped, ir_type_int(L->m, 32),
                            NULL, &status, 1, nm);
        if (!c) return false;
        check = &c->v;
      }
      replace_and_erase(L, u, check);
    }
    collect_users(L, f, &intrin->v, &users);
    if (!users.len) {
      erase(intrin);
      return true;
    }
    /* Every remaining user extracts the value; fold them into the first. */
    IrInst *first = NULL;
    for (uint32_t k = 0; k < users.len; k++) {
      IrInst *u = users.data[k];
      if (u->op != IR_EXTRACTVALUE || u->nindices != 1 || u->indices[0] != 0)
        return ol_error(L, intrin, OPL_ERR_TYPE,
                        "resource load results may only be used by extractvalue");
      if (!first) first = u;
      else replace_and_erase(L, u, &first->v);
    }
    old = first;
    old_ty = old_ty->members[0];
  }

  if (old_ty->kind != IR_TY_VECTOR) {
    uint32_t zero = fmap ? fmap[0] : 0;
    IrValue *ev = resret_field(b, op, zero, old_ty);
    replace_and_erase(L, old, ev);
    if (old != intrin) erase(intrin);
    return true;
  }

  uint32_t n = (uint32_t)old_ty->count;
  if (n > 4) return ol_error(L, intrin, OPL_ERR_TYPE, "resource load of more than 4 elements");
  IrValue *ex[4] = {NULL, NULL, NULL, NULL};
  IrType *ot = op->v.type;
  if (ot && ot->kind == IR_TY_STRUCT && ot->nmembers && ot->members[0] != old_ty->elem) {
    /* a widened min-precision load: DXC extracts every element, then
     * truncates the vector (unused ones are dead code) */
    IrValue *w[4];
    for (uint32_t i = 0; i < n; i++) {
      uint32_t fi = fmap ? fmap[i] : i;
      w[i] = ir_build_extractvalue(b, &op->v, &fi, 1, NULL);
    }
    for (uint32_t i = 0; i < n; i++) {
      IrOpcode cop = ir_type_is_fp(old_ty->elem) ? IR_FPTRUNC : IR_TRUNC;
      ex[i] = w[i] ? ir_build_cast(b, cop, w[i], old_ty->elem, NULL) : NULL;
    }
  }
  PtrVec dynamic = {0};
  collect_users(L, f, &old->v, &users);
  for (uint32_t k = 0; k < users.len; k++) {
    IrInst *u = users.data[k];
    if (u->op != IR_EXTRACTELEMENT || u->ops[0] != &old->v) continue;
    uint64_t idx;
    if (ir_const_is_int(u->ops[1], &idx)) {
      if (idx >= n) {
        replace_and_erase(L, u, ir_poison(L->m, old_ty->elem));
        continue;
      }
      uint32_t i = (uint32_t)idx, fi = fmap ? fmap[i] : i;
      if (!ex[i]) ex[i] = resret_field(b, op, fi, old_ty->elem);
      replace_and_erase(L, u, ex[i]);
    } else {
      ptrvec_push(L->m->arena, &dynamic, u);
    }
  }
  if (dynamic.len) {
    /* Dynamic indexing: round-trip through a stack array, not a vector. */
    IrType *arr = ir_type_array(L->m, old_ty->elem, n);
    IrValue *alloca = ir_build_alloca(b, arr, NULL);
    for (uint32_t i = 0; i < n; i++) {
      uint32_t fi = fmap ? fmap[i] : i;
      if (!ex[i]) ex[i] = resret_field(b, op, fi, old_ty->elem);
      IrValue *idx[2] = {i32c(L, 0), i32c(L, i)};
      IrValue *gep = ir_build_gep(b, arr, alloca, idx, 2, true, NULL);
      ir_build_store(b, ex[i], gep);
    }
    for (uint32_t k = 0; k < dynamic.len; k++) {
      IrInst *u = dynamic.data[k];
      IrValue *idx[2] = {i32c(L, 0), u->ops[1]};
      IrValue *gep = ir_build_gep(b, arr, alloca, idx, 2, true, NULL);
      replace_and_erase(L, u, ir_build_load(b, old_ty->elem, gep, NULL));
    }
  }
  if (has_uses(L, old)) {
    /* Not fully scalarized (e.g. a vector passed to a call): rebuild it. */
    IrValue *vec = ir_poison(L->m, old_ty);
    for (uint32_t i = 0; i < n; i++) {
      uint32_t fi = fmap ? fmap[i] : i;
      if (!ex[i]) ex[i] = resret_field(b, op, fi, old_ty->elem);
    }
    for (uint32_t i = 0; i < n; i++)
      vec = ir_build_insertelement(b, vec, ex[i], ir_const_int(L->m, ir_type_int(L->m, 64), i), NULL);
    ir_replace_all_uses(L->m, f, &old->v, vec);
  }
  erase(old);
  if (old != intrin) erase(intrin);
  return true;
}

static bool lower_typed_load(OpLower *L, IrInst *ci) {
  IrType *rt = ci->v.type;
  if (rt->kind != IR_TY_STRUCT || rt->nmembers != 2 || nargs_of(ci) < 2)
    return ol_error(L, ci, OPL_ERR_TYPE, "typedBufferLoad must return {value, i1}");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrType *elt = load_overload(L, ir_type_scalar(rt->members[0]));
  IrValue *args[3] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1), ir_undef(L->m, ir_type_int(L->m, 32))};
  IrInst *op = make_op(L, &b, ci, DXIL_OP_BufferLoad, elt, NULL, args, 3, ci->v.name);
  return op && replace_resret_uses(L, &b, ci, op, true);
}

/* The alignment operand of rawBufferLoad/Store: the element's alignment;
 * DXC caps it at 4 for ByteAddressBuffers (hlslc's pipeline). */
static uint32_t raw_align(OpLower *L, IrValue *handle, IrType *elt, IrInst *ci) {
  uint32_t a = ir_type_align(elt);
  /* a 32-bit half of a split 64-bit access keeps 8 (intrinsic_expansion.c) */
  if (ci && ci->call_attrs && ir_attrs_find(ci->call_attrs, "\"hlsl.raw.align8\"") && a < 8) a = 8;
  ResTypeInfo ti;
  if (L->ctx->dxc_compat && a > 4 && handle && dxil_res_type_info(handle->type, &ti) && ti.kind == RK_RAWBUFFER)
    a = 4;
  return a;
}

/* DXIL 1.9 keeps vectors in memory accesses (RawBufferVectorLoad/Store). */
static bool native_vectors(const OpLower *L) {
  return L->ver >= DXIL_VER(1, 9) && target_native_vectors(&L->ctx->dx.target, L->ctx->dxc_compat);
}

/* {<N x T>, i1} load.rawbuffer -> RawBufferVectorLoad (DXIL 1.9): the
 * vector is field 0 of %dx.types.ResRet.vNT, the status word field 1. */
static bool lower_raw_vector_load(OpLower *L, IrInst *ci, IrBuilder *b, IrValue *h, IrValue *idx1) {
  IrType *vt = ci->v.type->members[0];
  IrType *elt = load_overload(L, vt->elem);
  IrType *ovl = elt == vt->elem ? vt : ir_type_vector(L->m, elt, vt->count);
  IrValue *args[4] = {h, arg_of(ci, 1), idx1, i32c(L, raw_align(L, arg_of(ci, 0), elt, ci))};
  IrInst *op = make_op(L, b, ci, DXIL_OP_RawBufferVectorLoad, ovl, NULL, args, 4, ci->v.name);
  if (!op) return false;
  IrFunc *f = inst_func(ci);
  PtrVec users = {0};
  collect_users(L, f, &ci->v, &users);
  IrValue *val = NULL, *check = NULL;
  for (uint32_t k = 0; k < users.len; k++) {
    IrInst *u = users.data[k];
    if (u->op != IR_EXTRACTVALUE || u->nindices != 1 || u->indices[0] > 1)
      return ol_error(L, ci, OPL_ERR_TYPE, "resource load results may only be used by extractvalue");
    IrBuilder ub;
    ir_builder_before(&ub, L->m, u);
    ub.loc = u->loc;
    if (u->indices[0] == 0) {
      if (!val) {
        uint32_t zero = 0;
        val = ir_build_extractvalue(&ub, &op->v, &zero, 1, NULL);
        if (val && ovl != vt)
          val = ir_build_cast(&ub, ir_type_is_fp(vt->elem) ? IR_FPTRUNC : IR_TRUNC, val, vt, NULL);
        if (!val) return false;
      }
      replace_and_erase(L, u, val);
    } else {
      if (!check) {
        uint32_t one = 1;
        IrValue *status = ir_build_extractvalue(&ub, &op->v, &one, 1, NULL);
        const char *nm = ci->v.name && *ci->v.name ? arena_printf(L->m->arena, "%s_check", ci->v.name) : NULL;
        IrInst *c = make_op(L, &ub, ci, DXIL_OP_CheckAccessFullyMapped, ir_type_int(L->m, 32), NULL, &status,
                            1, nm);
        if (!c) return false;
        check = &c->v;
      }
      replace_and_erase(L, u, check);
    }
  }
  erase(ci);
  return true;
}

static bool lower_raw_load(OpLower *L, IrInst *ci) {
  IrType *rt = ci->v.type;
  if (rt->kind != IR_TY_STRUCT || rt->nmembers != 2 || nargs_of(ci) < 3)
    return ol_error(L, ci, OPL_ERR_TYPE, "rawBufferLoad must return {value, i1}");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrType *old = rt->members[0];
  if (old->kind == IR_TY_VECTOR && old->count > 1 && native_vectors(L)) {
    IrValue *idx1 = arg_of(ci, 2);
    if (is_poison(idx1)) idx1 = ir_undef(L->m, idx1->type);
    return lower_raw_vector_load(L, ci, &b, to_handle(L, &b, arg_of(ci, 0)), idx1);
  }
  IrType *elt = load_overload(L, ir_type_scalar(old));
  uint64_t nel = old->kind == IR_TY_VECTOR ? old->count : 1; /* store size / element size */
  if (nel == 0 || nel > 4)
    return ol_error(L, ci, OPL_ERR_TYPE, "rawBufferLoad of %llu elements", (unsigned long long)nel);
  IrValue *idx1 = arg_of(ci, 2);
  if (is_poison(idx1)) idx1 = ir_undef(L->m, idx1->type);
  IrValue *h = to_handle(L, &b, arg_of(ci, 0));
  IrInst *op;
  if (L->ver >= DXIL_VER(1, 2)) {
    IrValue *args[5] = {h, arg_of(ci, 1), idx1,
                        ir_const_int(L->m, ir_type_int(L->m, 8), ~(~0u << nel) & 0xFF),
                        i32c(L, raw_align(L, arg_of(ci, 0), elt, ci))};
    op = make_op(L, &b, ci, DXIL_OP_RawBufferLoad, elt, NULL, args, 5, ci->v.name);
  } else {
    IrValue *args[3] = {h, arg_of(ci, 1), idx1};
    op = make_op(L, &b, ci, DXIL_OP_BufferLoad, elt, NULL, args, 3, ci->v.name);
  }
  return op && replace_resret_uses(L, &b, ci, op, true);
}

static bool lower_cbuffer_load(OpLower *L, IrInst *ci) {
  IrType *rt = ci->v.type;
  if (rt->kind != IR_TY_STRUCT || rt->nmembers == 0 || nargs_of(ci) < 2)
    return ol_error(L, ci, OPL_ERR_TYPE, "cbuffer row load must return a struct");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrType *elt = ir_type_scalar(rt->members[0]);
  bool is16 = ir_type_size(elt) == 2;
  IrType *ret = dxil_type_cbufret(L->m, elt, is16 && rt->nmembers == 8);
  IrValue *args[2] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1)};
  IrInst *op = make_op(L, &b, ci, DXIL_OP_CBufferLoadLegacy, elt, ret, args, 2, ci->v.name);
  if (!op || !replace_named_struct_uses(L, ci, op)) return false;
  erase(ci);
  return true;
}

/* ---- resource stores ---------------------------------------------------- */

/* Up to four scalars of a store's data: forwarded from an insertelement
 * chain when there is one (scalarizer output), else extracted. Slots past
 * the data are undef (raw) or repeat element 0 (typed, like DXC). */
static void split_store_data(OpLower *L, IrBuilder *b, IrValue *data, uint32_t n, bool fill_undef,
                             IrValue **out) {
  IrType *sty = ir_type_scalar(data->type);
  for (int i = 0; i < 4; i++) out[i] = NULL;
  if (data->type == sty) {
    out[0] = data;
  } else {
    IrInst *ie = ir_as_inst(data);
    while (ie && ie->op == IR_INSERTELEMENT) {
      uint64_t idx;
      if (!ir_const_is_int(ie->ops[2], &idx) || idx >= 4) break;
      if (!out[idx]) out[idx] = ie->ops[1];
      ie = ir_as_inst(ie->ops[0]);
    }
  }
  for (uint32_t i = 0; i < n && i < 4; i++)
    if (!out[i]) out[i] = extract_elt(L, b, data, i32c(L, i));
  for (uint32_t i = n; i < 4; i++)
    if (!out[i]) out[i] = fill_undef ? ir_undef(L->m, sty) : out[0];
}

/* The insertelement chain that only built a store's data. */
static void erase_dead_insert_chain(OpLower *L, IrFunc *f, IrValue *data) {
  IrInst *ie = ir_as_inst(data);
  while (ie && ie->op == IR_INSERTELEMENT && ir_count_uses(L->m, f, &ie->v) == 0) {
    IrInst *next = ir_as_inst(ie->ops[0]);
    erase(ie);
    ie = next;
  }
}

/* Element count a typed buffer store may write: the resource's components
 * (doubled for 64-bit elements stored as i32 pairs) or all four. */
static uint32_t typed_elem_count(IrValue *handle) {
  ResTypeInfo ti;
  if (!handle || !dxil_res_type_info(handle->type, &ti) || !ti.elem) return 0;
  IrType *e = ti.elem;
  uint32_t n = e->kind == IR_TY_VECTOR ? (uint32_t)e->count : 1;
  if (ir_type_size(ir_type_scalar(e)) == 8) n *= 2;
  return n;
}

static bool lower_store(OpLower *L, IrInst *ci, bool raw) {
  if (nargs_of(ci) < (raw ? 4u : 3u))
    return ol_error(L, ci, OPL_ERR_STORE, "buffer store with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrFunc *f = inst_func(ci);
  IrValue *data = arg_of(ci, raw ? 3 : 2);
  IrType *sty = ir_type_scalar(data->type);
  uint64_t esz = ir_type_size(sty);
  uint32_t n = data->type->kind == IR_TY_VECTOR ? (uint32_t)data->type->count : 1;
  if (!esz) return ol_error(L, ci, OPL_ERR_STORE, "buffer store of an unsized type");
  if (raw && n > 1 && native_vectors(L)) { /* DXIL 1.9: RawBufferVectorStore of the whole vector */
    IrValue *idx1 = arg_of(ci, 2);
    if (is_poison(idx1)) idx1 = ir_undef(L->m, idx1->type);
    IrValue *args[5] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1), idx1, data,
                        i32c(L, raw_align(L, arg_of(ci, 0), sty, ci))};
    if (!make_op(L, &b, ci, DXIL_OP_RawBufferVectorStore, data->type, NULL, args, 5, NULL)) return false;
    erase(ci);
    return true;
  }
  if (raw && n > 4) return ol_error(L, ci, OPL_ERR_STORE, "Buffer store data must have at most 4 elements");
  if (!raw) {
    uint32_t want = typed_elem_count(arg_of(ci, 0));
    if (n > 4 || (n != 4 && want && n != want)) {
      char alt[64] = "";
      if (want && want != 4) snprintf(alt, sizeof alt, " or of the buffer's %u", want);
      return ol_error(L, ci, OPL_ERR_STORE, "typedBufferStore data must be a vector of 4 elements%s (not %u)",
                      alt, n);
    }
  }
  IrValue *el[4];
  split_store_data(L, &b, data, n, raw, el);
  IrValue *idx1 = raw ? arg_of(ci, 2) : ir_undef(L->m, ir_type_int(L->m, 32));
  if (is_poison(idx1)) idx1 = ir_undef(L->m, idx1->type);
  IrValue *mask = ir_const_int(L->m, ir_type_int(L->m, 8), raw ? (~(~0u << n) & 0xFF) : 0xF);
  IrValue *args[9] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1), idx1, el[0], el[1], el[2], el[3], mask,
                      NULL};
  IrInst *op;
  if (raw && L->ver >= DXIL_VER(1, 2)) {
    args[8] = i32c(L, raw_align(L, arg_of(ci, 0), sty, ci));
    op = make_op(L, &b, ci, DXIL_OP_RawBufferStore, sty, NULL, args, 9, NULL);
  } else {
    op = make_op(L, &b, ci, DXIL_OP_BufferStore, sty, NULL, args, 8, NULL);
  }
  if (!op) return false;
  erase(ci);
  erase_dead_insert_chain(L, f, data);
  return true;
}

static bool lower_update_counter(OpLower *L, IrInst *ci) {
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[2] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1)};
  IrInst *op = make_op(L, &b, ci, DXIL_OP_BufferUpdateCounter, NULL, NULL, args, 2, ci->v.name);
  if (!op) return false;
  replace_and_erase(L, ci, &op->v);
  return true;
}


/* ---- textures ----------------------------------------------------------- */

/* Copy the elements of src (vector or scalar) into args[at..]. */
static bool elements_into(OpLower *L, IrBuilder *b, IrValue **args, uint32_t at, IrValue *src,
                          uint32_t max) {
  if (!src) return false;
  if (src->type->kind != IR_TY_VECTOR) {
    args[at] = src;
    return true;
  }
  if (src->type->count > max) return false;
  for (uint32_t i = 0; i < src->type->count; i++)
    args[at + i] = extract_elt(L, b, src, ir_const_int(L->m, ir_type_int(L->m, 64), i));
  return true;
}

/* textureLoad offsets: none (undef) when the intrinsic's are poison or
 * undef (hlslc: the HLSL call had none), else the given values. */
static bool offsets_into(OpLower *L, IrBuilder *b, IrValue **args, uint32_t at, IrValue *off,
                         uint32_t max) {
  if (!off || off->kind == IR_V_POISON || off->kind == IR_V_UNDEF) return true;
  return elements_into(L, b, args, at, off, max);
}

/* The texture facts op lowering needs from a handle's type. */
typedef struct TexShape {
  ResTypeInfo ti;
  bool cube;      /* TextureCube[Array]: no offsets */
  uint32_t dims;  /* offset components (1D 1, 2D 2, 3D 3) */
} TexShape;

static void tex_shape(IrValue *handle, TexShape *ts) {
  memset(ts, 0, sizeof *ts);
  if (!handle || !dxil_res_type_info(handle->type, &ts->ti)) return;
  switch (ts->ti.kind) {
  case RK_TEXTURE1D: case RK_TEXTURE1DARRAY: ts->dims = 1; break;
  case RK_TEXTURE3D: ts->dims = 3; break;
  case RK_TEXTURECUBE: case RK_TEXTURECUBEARRAY: ts->cube = true; ts->dims = 0; break;
  default: ts->dims = 2; break;
  }
}

/* Sample/gather offsets the way DXC writes them: one per texture dimension
 * (0 when the HLSL call had none), undef beyond and for cubes. */
static bool sample_offsets_into(OpLower *L, IrBuilder *b, IrValue **args, uint32_t at, IrValue *off,
                                const TexShape *ts, uint32_t max) {
  if (ts->cube || !off) return true;
  IrValue *el[3] = {NULL, NULL, NULL};
  if (!elements_into(L, b, el, 0, off, 3)) return false;
  for (uint32_t i = 0; i < ts->dims && i < max; i++) args[at + i] = el[i] ? el[i] : i32c(L, 0);
  return true;
}

/* Overload and check bit of a resource-returning intrinsic: T or {T, i1}. */
static IrType *result_overload(IrInst *ci, bool *check) {
  IrType *rt = ci->v.type;
  *check = rt->kind == IR_TY_STRUCT && rt->nmembers == 2 && ir_type_is_int(rt->members[1], 1);
  return ir_type_scalar(*check ? rt->members[0] : rt);
}

static bool lower_texture_load(OpLower *L, IrInst *ci) {
  if (nargs_of(ci) < 4) return ol_error(L, ci, OPL_ERR_TYPE, "texture load with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrType *i32 = ir_type_int(L->m, 32);
  IrValue *mip = arg_of(ci, 2);
  ResTypeInfo ti;
  if (dxil_res_type_info(arg_of(ci, 0)->type, &ti) && ti.cls == RC_UAV && ti.kind != RK_TEXTURE2DMS &&
      ti.kind != RK_TEXTURE2DMSARRAY)
    mip = ir_undef(L->m, i32); /* a UAV binds one mip slice */
  IrValue *u = ir_undef(L->m, i32);
  IrValue *args[8] = {to_handle(L, &b, arg_of(ci, 0)), mip, u, u, u, u, u, u};
  if (!elements_into(L, &b, args, 2, arg_of(ci, 1), 3) || !offsets_into(L, &b, args, 5, arg_of(ci, 3), 3))
    return ol_error(L, ci, OPL_ERR_TYPE, "texture load coordinates or offsets have too many elements");
  bool check;
  IrType *ovl = load_overload(L, result_overload(ci, &check));
  IrInst *op = make_op(L, &b, ci, DXIL_OP_TextureLoad, ovl, NULL, args, 8, ci->v.name);
  return op && replace_resret_uses(L, &b, ci, op, check);
}

static void clamp_bias_operand(OpLower *L, IrValue **v);

/* Sample-family intrinsics: (handle, sampler, coords, ...). offsets_at
 * indexes the intrinsic's operands; `extra` lists the op operands after the
 * offsets: k >= 0 the intrinsic's operand k; -1 an undef float; -(10 + k)
 * three floats from the vector operand k (a gradient). */
static bool lower_sample_op(OpLower *L, IrInst *ci, uint32_t opcode, uint32_t offsets_at,
                            const int *extra, uint32_t nextra) {
  if (nargs_of(ci) <= offsets_at) return ol_error(L, ci, OPL_ERR_TYPE, "sample with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  TexShape ts;
  tex_shape(arg_of(ci, 0), &ts);
  IrValue *uf = ir_undef(L->m, ir_type_float(L->m)), *ui = ir_undef(L->m, ir_type_int(L->m, 32));
  IrValue *args[24] = {to_handle(L, &b, arg_of(ci, 0)), to_handle(L, &b, arg_of(ci, 1)), uf, uf, uf, uf,
                       ui, ui, ui};
  uint32_t n = 9;
  if (!elements_into(L, &b, args, 2, arg_of(ci, 2), 4) ||
      !sample_offsets_into(L, &b, args, 6, arg_of(ci, offsets_at), &ts, 3))
    return ol_error(L, ci, OPL_ERR_TYPE, "sample coordinates or offsets have too many elements");
  for (uint32_t k = 0; k < nextra; k++) {
    if (extra[k] == -1) {
      args[n++] = uf;
    } else if (extra[k] <= -10) {
      uint32_t src = (uint32_t)(-extra[k] - 10);
      args[n] = args[n + 1] = args[n + 2] = uf;
      if (!elements_into(L, &b, args, n, arg_of(ci, src), 3))
        return ol_error(L, ci, OPL_ERR_TYPE, "sample gradient has too many elements");
      n += 3;
    } else {
      IrValue *v = arg_of(ci, (uint32_t)extra[k]);
      if (!v) return ol_error(L, ci, OPL_ERR_TYPE, "sample with too few operands");
      args[n++] = v;
      /* the bias operand: SampleBias's first extra, SampleCmpBias's second */
      if ((opcode == DXIL_OP_SampleBias && k == 0) || (opcode == DXIL_OP_SampleCmpBias && k == 1))
        clamp_bias_operand(L, &args[n - 1]);
    }
  }
  bool check;
  IrType *ovl = result_overload(ci, &check);
  IrInst *op = make_op(L, &b, ci, opcode, ovl, NULL, args, n, ci->v.name);
  return op && replace_resret_uses(L, &b, ci, op, check);
}

/* DXC clamps constant LOD biases to [-16, 15.99]. */
static void clamp_bias_operand(OpLower *L, IrValue **v) {
  IrValue *b = *v;
  if (!b || b->kind != IR_V_CONST_FP) return;
  double x = ((IrConst *)b)->fval;
  if (x < -16.0) *v = ir_const_fp(L->m, b->type, -16.0);
  else if (x > 15.99) *v = ir_const_fp(L->m, b->type, 15.99);
}

/* (fb, tex, s, coords, [bias | ddx, ddy |] clamp | lod) -> WriteSamplerFeedback*:
 * (fb, tex, s, c0, c1, c2, c3, ...). */
static bool lower_feedback_op(OpLower *L, IrInst *ci, uint32_t opcode) {
  if (nargs_of(ci) < 5) return ol_error(L, ci, OPL_ERR_TYPE, "sampler feedback with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *uf = ir_undef(L->m, ir_type_float(L->m));
  IrValue *args[20] = {to_handle(L, &b, arg_of(ci, 0)), to_handle(L, &b, arg_of(ci, 1)),
                       to_handle(L, &b, arg_of(ci, 2)), uf, uf, uf, uf};
  uint32_t n = 7;
  if (!elements_into(L, &b, args, 3, arg_of(ci, 3), 4))
    return ol_error(L, ci, OPL_ERR_TYPE, "sampler feedback coordinates have too many elements");
  for (uint32_t k = 4; k < nargs_of(ci) && n < 18; k++) {
    IrValue *v = arg_of(ci, k);
    if (v->type->kind == IR_TY_VECTOR) { /* a gradient: three floats */
      args[n] = args[n + 1] = args[n + 2] = uf;
      if (!elements_into(L, &b, args, n, v, 3)) return ol_error(L, ci, OPL_ERR_TYPE, "gradient too wide");
      n += 3;
    } else {
      args[n++] = v;
    }
  }
  if (opcode == DXIL_OP_WriteSamplerFeedbackBias) clamp_bias_operand(L, &args[7]);
  if (!make_op(L, &b, ci, opcode, NULL, NULL, args, n, NULL)) return false;
  erase(ci);
  return true;
}
static bool lower_feedback(OpLower *L, IrInst *ci) { return lower_feedback_op(L, ci, DXIL_OP_WriteSamplerFeedback); }
static bool lower_feedback_bias(OpLower *L, IrInst *ci) {
  return lower_feedback_op(L, ci, DXIL_OP_WriteSamplerFeedbackBias);
}
static bool lower_feedback_grad(OpLower *L, IrInst *ci) {
  return lower_feedback_op(L, ci, DXIL_OP_WriteSamplerFeedbackGrad);
}
static bool lower_feedback_level(OpLower *L, IrInst *ci) {
  return lower_feedback_op(L, ci, DXIL_OP_WriteSamplerFeedbackLevel);
}

/* (h, s, coords, offset) */
static bool lower_sample(OpLower *L, IrInst *ci) {
  static const int ex[] = {-1};
  return lower_sample_op(L, ci, DXIL_OP_Sample, 3, ex, 1);
}
/* (h, s, coords, offset, clamp) */
static bool lower_sample_clamp(OpLower *L, IrInst *ci) {
  static const int ex[] = {4};
  return lower_sample_op(L, ci, DXIL_OP_Sample, 3, ex, 1);
}
/* (h, s, coords, bias, offset [, clamp]) */
static bool lower_sample_bias(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, -1};
  return lower_sample_op(L, ci, DXIL_OP_SampleBias, 4, ex, 2);
}
static bool lower_sample_bias_clamp(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, 5};
  return lower_sample_op(L, ci, DXIL_OP_SampleBias, 4, ex, 2);
}
/* (h, s, coords, lod, offset) */
static bool lower_sample_level(OpLower *L, IrInst *ci) {
  static const int ex[] = {3};
  return lower_sample_op(L, ci, DXIL_OP_SampleLevel, 4, ex, 1);
}
/* (h, s, coords, ddx, ddy, offset [, clamp]) */
static bool lower_sample_grad(OpLower *L, IrInst *ci) {
  static const int ex[] = {-13, -14, -1};
  return lower_sample_op(L, ci, DXIL_OP_SampleGrad, 5, ex, 3);
}
static bool lower_sample_grad_clamp(OpLower *L, IrInst *ci) {
  static const int ex[] = {-13, -14, 6};
  return lower_sample_op(L, ci, DXIL_OP_SampleGrad, 5, ex, 3);
}
/* (h, s, coords, cmp, offset [, clamp]) */
static bool lower_sample_cmp(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, -1};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmp, 4, ex, 2);
}
static bool lower_sample_cmp_clamp(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, 5};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmp, 4, ex, 2);
}
/* (h, s, coords, cmp, offset) */
static bool lower_sample_cmp_lz(OpLower *L, IrInst *ci) {
  static const int ex[] = {3};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmpLevelZero, 4, ex, 1);
}
/* (h, s, coords, cmp, lod, offset) */
static bool lower_sample_cmp_level(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, 4};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmpLevel, 5, ex, 2);
}
/* (h, s, coords, cmp, bias, offset [, clamp]) */
static bool lower_sample_cmp_bias(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, 4, -1};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmpBias, 5, ex, 3);
}
static bool lower_sample_cmp_bias_clamp(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, 4, 6};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmpBias, 5, ex, 3);
}
/* (h, s, coords, cmp, ddx, ddy, offset [, clamp]) */
static bool lower_sample_cmp_grad(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, -14, -15, -1};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmpGrad, 6, ex, 4);
}
static bool lower_sample_cmp_grad_clamp(OpLower *L, IrInst *ci) {
  static const int ex[] = {3, -14, -15, 7};
  return lower_sample_op(L, ci, DXIL_OP_SampleCmpGrad, 6, ex, 4);
}

/* gather(h, s, coords, channel, offset), gather.cmp(h, s, coords, cmp,
 * channel, offset), gather.raw(h, s, coords, offset): two offsets. */
static bool lower_gather_op(OpLower *L, IrInst *ci, uint32_t opcode) {
  bool cmp = opcode == DXIL_OP_TextureGatherCmp, raw = opcode == DXIL_OP_TextureGatherRaw;
  uint32_t off_at = raw ? 3 : cmp ? 5 : 4;
  if (nargs_of(ci) <= off_at) return ol_error(L, ci, OPL_ERR_TYPE, "gather with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  TexShape ts;
  tex_shape(arg_of(ci, 0), &ts);
  IrValue *uf = ir_undef(L->m, ir_type_float(L->m)), *ui = ir_undef(L->m, ir_type_int(L->m, 32));
  IrValue *args[10] = {to_handle(L, &b, arg_of(ci, 0)), to_handle(L, &b, arg_of(ci, 1)), uf, uf, uf, uf, ui, ui};
  uint32_t n = 8;
  if (!elements_into(L, &b, args, 2, arg_of(ci, 2), 4) ||
      !sample_offsets_into(L, &b, args, 6, arg_of(ci, off_at), &ts, 2))
    return ol_error(L, ci, OPL_ERR_TYPE, "gather coordinates or offsets have too many elements");
  if (!raw) args[n++] = arg_of(ci, cmp ? 4 : 3);
  if (cmp) args[n++] = arg_of(ci, 3);
  bool check;
  IrType *ovl = result_overload(ci, &check);
  IrInst *op = make_op(L, &b, ci, opcode, ovl, NULL, args, n, ci->v.name);
  return op && replace_resret_uses(L, &b, ci, op, check);
}

static bool lower_gather(OpLower *L, IrInst *ci) { return lower_gather_op(L, ci, DXIL_OP_TextureGather); }
static bool lower_gather_cmp(OpLower *L, IrInst *ci) { return lower_gather_op(L, ci, DXIL_OP_TextureGatherCmp); }
static bool lower_gather_raw(OpLower *L, IrInst *ci) { return lower_gather_op(L, ci, DXIL_OP_TextureGatherRaw); }

/* calculate.lod[.unclamped](h, s, coords) -> CalculateLOD(h, s, c0, c1, c2, clamped) */
static bool lower_calc_lod_op(OpLower *L, IrInst *ci, bool clamped) {
  if (nargs_of(ci) < 3) return ol_error(L, ci, OPL_ERR_TYPE, "calculate.lod with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *uf = ir_undef(L->m, ir_type_float(L->m));
  IrValue *args[6] = {to_handle(L, &b, arg_of(ci, 0)), to_handle(L, &b, arg_of(ci, 1)), uf, uf, uf,
                      ir_const_i1(L->m, clamped)};
  if (!elements_into(L, &b, args, 2, arg_of(ci, 2), 3))
    return ol_error(L, ci, OPL_ERR_TYPE, "calculate.lod coordinates have too many elements");
  IrInst *op = make_op(L, &b, ci, DXIL_OP_CalculateLOD, ir_type_float(L->m), NULL, args, 6, ci->v.name);
  if (!op) return false;
  replace_and_erase(L, ci, &op->v);
  return true;
}
static bool lower_calc_lod(OpLower *L, IrInst *ci) { return lower_calc_lod_op(L, ci, true); }
static bool lower_calc_lod_unclamped(OpLower *L, IrInst *ci) { return lower_calc_lod_op(L, ci, false); }

static bool lower_texture_store(OpLower *L, IrInst *ci) {
  if (nargs_of(ci) < 3) return ol_error(L, ci, OPL_ERR_STORE, "texture store with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrFunc *f = inst_func(ci);
  IrValue *data = arg_of(ci, 2);
  uint32_t n = data->type->kind == IR_TY_VECTOR ? (uint32_t)data->type->count : 1;
  if (n > 4) return ol_error(L, ci, OPL_ERR_STORE, "Texture store data must have at most 4 elements");
  IrValue *el[4];
  split_store_data(L, &b, data, n, false, el);
  IrValue *u = ir_undef(L->m, ir_type_int(L->m, 32));
  /* store.texture.sample(h, coords, v, sample): TextureStoreSample, the
   * sample index after the mask */
  bool sample = nargs_of(ci) > 3;
  IrValue *args[10] = {to_handle(L, &b, arg_of(ci, 0)), u, u, u, el[0], el[1], el[2], el[3],
                       ir_const_int(L->m, ir_type_int(L->m, 8), 0xF), sample ? arg_of(ci, 3) : NULL};
  if (!elements_into(L, &b, args, 1, arg_of(ci, 1), 3))
    return ol_error(L, ci, OPL_ERR_STORE, "texture store coordinates have too many elements");
  if (!make_op(L, &b, ci, sample ? DXIL_OP_TextureStoreSample : DXIL_OP_TextureStore, ir_type_scalar(data->type),
               NULL, args, sample ? 10 : 9, NULL))
    return false;
  erase(ci);
  erase_dead_insert_chain(L, f, data);
  return true;
}

/* getdimensions.<variant>(h [, mip]): getDimensions(h, mip) and the fields
 * of %dx.types.Dimensions {width, height, depth|elements, levels|samples}
 * the variant returns. Without a mip argument textures query level 0,
 * buffers and multisampled textures pass undef (like DXC). */
static bool lower_dimensions(OpLower *L, IrInst *ci) {
  IrFunc *callee = ir_call_callee(ci);
  const char *n = callee ? callee->v.name : "";
  static const struct {
    const char *base;
    uint32_t fields[4];
    uint32_t nfields;
    bool mip;
  } variants[] = {
      {"llvm.dx.resource.getdimensions.levels.xyz", {0, 1, 2, 3}, 4, true},
      {"llvm.dx.resource.getdimensions.levels.xy", {0, 1, 3, 0}, 3, true},
      {"llvm.dx.resource.getdimensions.levels.x", {0, 3, 0, 0}, 2, true},
      {"llvm.dx.resource.getdimensions.ms.xyz", {0, 1, 2, 3}, 4, false},
      {"llvm.dx.resource.getdimensions.ms.xy", {0, 1, 3, 0}, 3, false},
      {"llvm.dx.resource.getdimensions.xyz", {0, 1, 2, 0}, 3, false},
      {"llvm.dx.resource.getdimensions.xy", {0, 1, 0, 0}, 2, false},
      {"llvm.dx.resource.getdimensions.x", {0, 0, 0, 0}, 1, false},
  };
  int vi = -1;
  for (size_t i = 0; i < sizeof variants / sizeof variants[0] && vi < 0; i++)
    if (opt_name_is(n, variants[i].base)) vi = (int)i;
  if (vi < 0) return ol_error(L, ci, OPL_ERR_UNSUPPORTED, "Unsupported intrinsic %s for DXIL lowering", n);
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *mip;
  if (variants[vi].mip) {
    mip = arg_of(ci, 1);
  } else {
    TexShape ts;
    tex_shape(arg_of(ci, 0), &ts);
    bool tex = ts.ti.kind >= RK_TEXTURE1D && ts.ti.kind <= RK_TEXTURECUBEARRAY && ts.ti.kind != RK_TEXTURE2DMS &&
               ts.ti.kind != RK_TEXTURE2DMSARRAY;
    mip = tex ? i32c(L, 0) : ir_undef(L->m, ir_type_int(L->m, 32));
  }
  if (!mip) return ol_error(L, ci, OPL_ERR_TYPE, "getdimensions with too few operands");
  IrValue *args[2] = {to_handle(L, &b, arg_of(ci, 0)), mip};
  IrInst *op = make_op(L, &b, ci, DXIL_OP_GetDimensions, NULL, NULL, args, 2, ci->v.name);
  if (!op) return false;
  return replace_struct_uses(L, &b, ci, op, false, variants[vi].fields);
}

/* getsampleposition(h, i) -> Texture2DMSGetSamplePosition {float, float} */
static bool lower_sample_position(OpLower *L, IrInst *ci) {
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[2] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1)};
  IrInst *op = make_op(L, &b, ci, DXIL_OP_Texture2DMSGetSamplePosition, NULL, NULL, args, 2, ci->v.name);
  return op && replace_resret_uses(L, &b, ci, op, false);
}

/* (handle, op, coord0, coord1 [, coord2], value) -> atomicBinOp; a missing
 * coord2 is undef (DXC). */
static bool lower_atomic_binop(OpLower *L, IrInst *ci) {
  uint32_t na = nargs_of(ci);
  if (na < 5) return ol_error(L, ci, OPL_ERR_TYPE, "atomic with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *c2 = na >= 6 ? arg_of(ci, 4) : ir_undef(L->m, ir_type_int(L->m, 32));
  IrValue *args[6] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1), arg_of(ci, 2), arg_of(ci, 3), c2,
                      arg_of(ci, na - 1)};
  for (uint32_t i = 2; i < 5; i++)
    if (is_poison(args[i])) args[i] = ir_undef(L->m, args[i]->type);
  IrInst *op = make_op(L, &b, ci, DXIL_OP_AtomicBinOp, ci->v.type, NULL, args, 6, ci->v.name);
  if (!op) return false;
  replace_and_erase(L, ci, &op->v);
  return true;
}

/* (handle, coord0, coord1, coord2, compare, value) -> atomicCompareExchange */
static bool lower_atomic_cmpxchg(OpLower *L, IrInst *ci) {
  if (nargs_of(ci) < 6) return ol_error(L, ci, OPL_ERR_TYPE, "atomic compare-exchange with too few operands");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[6] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1), arg_of(ci, 2), arg_of(ci, 3),
                      arg_of(ci, 4), arg_of(ci, 5)};
  for (uint32_t i = 1; i < 4; i++)
    if (is_poison(args[i])) args[i] = ir_undef(L->m, args[i]->type);
  IrInst *op = make_op(L, &b, ci, DXIL_OP_AtomicCompareExchange, ci->v.type, NULL, args, 6, ci->v.name);
  if (!op) return false;
  replace_and_erase(L, ci, &op->v);
  return true;
}

/* ---- other custom lowerings --------------------------------------------- */

/* llvm.ctpop -> Countbits, which always returns i32: users that only
 * widen/narrow the result back to i32 take the op directly. */
static bool lower_ctpop(OpLower *L, IrInst *ci) {
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *x = arg_of(ci, 0);
  IrType *frt = ci->v.type;
  IrType *i32 = ir_type_int(L->m, 32);
  IrType *rt = frt->kind == IR_TY_VECTOR ? ir_type_vector(L->m, i32, frt->count) : i32;
  IrInst *op = make_op(L, &b, ci, DXIL_OP_Countbits, x ? x->type : NULL, NULL, &x, 1, ci->v.name);
  if (!op) return false;
  if (frt == rt) {
    replace_and_erase(L, ci, &op->v);
    return true;
  }
  uint32_t bits = ir_type_scalar(frt)->bits;
  IrOpcode c1 = bits < 32 ? IR_ZEXT : IR_TRUNC, c2 = bits < 32 ? IR_SEXT : IR_TRUNC;
  PtrVec users = {0};
  collect_users(L, inst_func(ci), &ci->v, &users);
  bool needs_cast = false;
  for (uint32_t k = 0; k < users.len; k++) {
    IrInst *u = users.data[k];
    if ((u->op == c1 || u->op == c2) && u->v.type == rt) replace_and_erase(L, u, &op->v);
    else needs_cast = true;
  }
  if (needs_cast) {
    IrValue *c = ir_build_cast(&b, bits < 32 ? IR_TRUNC : IR_ZEXT, &op->v, frt, "ctpop.cast");
    ir_replace_all_uses(L->m, inst_func(ci), &ci->v, c);
  }
  erase(ci);
  return true;
}

/* llvm.is.fpclass with the four tests DXIL has ops for. */
static bool lower_is_fpclass(OpLower *L, IrInst *ci) {
  uint64_t test;
  if (nargs_of(ci) < 2 || !ir_const_is_int(arg_of(ci, 1), &test))
    return ol_error(L, ci, OPL_ERR_UNSUPPORTED, "is.fpclass needs a constant test");
  uint32_t opcode;
  switch (test) {
  case 0x204: opcode = DXIL_OP_IsInf; break;    /* fcInf */
  case 0x003: opcode = DXIL_OP_IsNaN; break;    /* fcNan */
  case 0x108: opcode = DXIL_OP_IsNormal; break; /* fcNormal */
  case 0x1F8: opcode = DXIL_OP_IsFinite; break; /* fcFinite */
  default:
    return ol_error(L, ci, OPL_ERR_UNSUPPORTED, "Unsupported FPClassTest %llu for DXIL Op Lowering",
                    (unsigned long long)test);
  }
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *x = arg_of(ci, 0);
  IrInst *op = make_op(L, &b, ci, opcode, x->type, NULL, &x, 1, ci->v.name);
  if (!op) return false;
  replace_and_erase(L, ci, &op->v);
  return true;
}

/* lifetime markers: before DXIL 1.6 they become a store of zero (validator
 * < 1.6) or undef to the object; from 1.6 they stay. */
static bool lower_lifetime(OpLower *L, IrInst *ci) {
  IrValue *p = nargs_of(ci) ? arg_of(ci, nargs_of(ci) - 1) : NULL;
  IrType *t = NULL;
  if (p && p->kind == IR_V_GLOBAL) {
    IrGlobal *g = (IrGlobal *)p;
    if (!g->init && !g->external_init) t = g->value_type;
  } else if (p && p->kind == IR_V_INST && ((IrInst *)p)->op == IR_ALLOCA) {
    t = ((IrInst *)p)->aux_type;
  }
  if (t) {
    IrBuilder b;
    ir_builder_before(&b, L->m, ci);
    b.loc = ci->loc;
    bool zero = L->valver < DXIL_VER(1, 6) || L->force_zero_lifetimes;
    IrInst *st = ir_build_store(&b, zero ? ir_const_zero(L->m, t) : ir_undef(L->m, t), p);
    if (st) st->align = 0; /* DXC's IRBuilder store: no alignment */
  }
  erase(ci);
  return true;
}

/* ---- signature inputs and outputs ------------------------------------- */

/* llvm.dx.load.input(id, row, col, vertex) -> dx.op.loadInput, one call per
 * component: a vector result reads consecutive columns from col. */
static bool lower_load_sig(OpLower *L, IrInst *ci, uint32_t opcode) {
  if (nargs_of(ci) < 4) return ol_error(L, ci, OPL_ERR_CREATE, "malformed signature load call");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrType *t = ci->v.type;
  bool vec = t->kind == IR_TY_VECTOR;
  IrType *et = vec ? t->elem : t;
  uint32_t n = vec ? (uint32_t)t->count : 1;
  IrValue *res = vec ? ir_poison(L->m, t) : NULL;
  for (uint32_t k = 0; k < n; k++) {
    IrValue *args[4] = {arg_of(ci, 0), arg_of(ci, 1), add_const(&b, arg_of(ci, 2), k), arg_of(ci, 3)};
    /* loadPatchConstant has no vertex operand */
    uint32_t na = opcode == DXIL_OP_LoadPatchConstant ? 3 : 4;
    IrInst *op = make_op(L, &b, ci, opcode, et, NULL, args, na, vec ? "" : ci->v.name);
    if (!op) return false;
    copy_fmf(ci, op);
    res = vec ? ir_build_insertelement(&b, res, &op->v, i32c(L, k), "") : &op->v;
  }
  replace_and_erase(L, ci, res);
  return true;
}

static bool lower_load_input(OpLower *L, IrInst *ci) { return lower_load_sig(L, ci, DXIL_OP_LoadInput); }

/* Hull and domain shaders: llvm.dx.load.output.control.point(id, row, col,
 * vertex) and llvm.dx.load.patch.constant(id, row, col, undef). */
static bool lower_load_output_cp(OpLower *L, IrInst *ci) {
  return lower_load_sig(L, ci, DXIL_OP_LoadOutputControlPoint);
}

static bool lower_load_patch_constant(OpLower *L, IrInst *ci) {
  return lower_load_sig(L, ci, DXIL_OP_LoadPatchConstant);
}

static bool lower_store_sig(OpLower *L, IrInst *ci, uint32_t opcode);

static bool lower_store_output(OpLower *L, IrInst *ci) {
  return lower_store_sig(L, ci, DXIL_OP_StoreOutput);
}

static bool lower_store_patch_constant(OpLower *L, IrInst *ci) {
  return lower_store_sig(L, ci, DXIL_OP_StorePatchConstant);
}

/* llvm.dx.store.output(id, row, col, value) -> dx.op.storeOutput, one call
 * per component of a vector value (storePatchConstant likewise). */
static bool lower_store_sig(OpLower *L, IrInst *ci, uint32_t opcode) {
  if (nargs_of(ci) < 4) return ol_error(L, ci, OPL_ERR_CREATE, "malformed llvm.dx.store.output call");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *v = arg_of(ci, 3);
  bool vec = v->type->kind == IR_TY_VECTOR;
  IrType *et = vec ? v->type->elem : v->type;
  uint32_t n = vec ? (uint32_t)v->type->count : 1;
  for (uint32_t k = 0; k < n; k++) {
    IrValue *x = vec ? extract_elt(L, &b, v, i32c(L, k)) : v;
    IrValue *args[4] = {arg_of(ci, 0), arg_of(ci, 1), add_const(&b, arg_of(ci, 2), k), x};
    if (!make_op(L, &b, ci, opcode, et, NULL, args, 4, "")) return false;
  }
  erase(ci);
  return true;
}

/* ---- mesh and amplification shaders ------------------------------------- */

/* The struct a payload pointer points at: a global's or alloca's type, else
 * what the pointer's first GEP or load uses. */
static IrType *payload_struct(OpLower *L, IrInst *ci, IrValue *p) {
  if (p && p->kind == IR_V_GLOBAL) return ((IrGlobal *)p)->value_type;
  if (p && p->kind == IR_V_INST && ((IrInst *)p)->op == IR_ALLOCA) return ((IrInst *)p)->aux_type;
  if (!p) return NULL;
  /* a struct inside another variable (DispatchMesh(.., gs.pld) of a
   * groupshared struct): the GEP's indexed type, whatever the base is */
  if (p->kind == IR_V_CONST_EXPR && ((IrConst *)p)->expr_op == IR_GEP && ((IrConst *)p)->nelems >= 2) {
    IrConst *ce = (IrConst *)p;
    IrType *t = ir_type_gep_indexed(ce->expr_type, ce->elems + 1, ce->nelems - 1);
    if (t && t->kind == IR_TY_STRUCT) return t;
  }
  if (p->kind == IR_V_INST && ((IrInst *)p)->op == IR_GEP && ((IrInst *)p)->nops >= 2) {
    IrInst *gi = (IrInst *)p;
    IrType *t = ir_type_gep_indexed(gi->aux_type, gi->ops + 1, gi->nops - 1);
    if (t && t->kind == IR_TY_STRUCT) return t;
  }
  PtrVec users = {0};
  collect_users(L, inst_func(ci), p, &users);
  for (uint32_t k = 0; k < users.len; k++) {
    IrInst *u = users.data[k];
    if (u->op == IR_GEP && u->nops && u->ops[0] == p && u->aux_type &&
        u->aux_type->kind == IR_TY_STRUCT)
      return u->aux_type;
    if (u->op == IR_LOAD && u->v.type && u->v.type->kind == IR_TY_STRUCT) return u->v.type;
  }
  return NULL;
}

/* DXIL has no vectors in memory; payload structs stay whole (the op points
 * at them), so their vector members become arrays, as in DXC
 * (%struct.P = type { [4 x float] }). The struct body is rewritten in
 * place; returns whether anything changed. */
static bool payload_devectorize(IrModule *m, IrType *t, int depth) {
  if (!t || depth > 16) return false;
  if (t->kind == IR_TY_ARRAY) return payload_devectorize(m, t->elem, depth + 1);
  if (t->kind != IR_TY_STRUCT || !t->name || !t->nmembers) return false;
  IrType *mem[64];
  if (t->nmembers > 64) return false;
  bool changed = false;
  for (uint32_t i = 0; i < t->nmembers; i++) {
    IrType *x = t->members[i];
    changed |= payload_devectorize(m, x, depth + 1);
    /* vectors, and arrays of vectors, become arrays */
    uint64_t outer = 0;
    IrType *v = x;
    if (v->kind == IR_TY_ARRAY && v->elem->kind == IR_TY_VECTOR) {
      outer = v->count;
      v = v->elem;
    }
    if (v->kind == IR_TY_VECTOR) {
      IrType *arr = ir_type_array(m, v->elem, v->count);
      x = outer ? ir_type_array(m, arr, outer) : arr;
      changed = true;
    }
    mem[i] = x;
  }
  if (changed) ir_type_struct_set_body(m, t, mem, t->nmembers, t->packed);
  return changed;
}

/* t with every vector (in arrays; named structs are rewritten in place by
 * payload_devectorize) turned into an array. */
static IrType *devec_type(IrModule *m, IrType *t, int depth) {
  if (!t || depth > 16) return t;
  if (t->kind == IR_TY_VECTOR) return ir_type_array(m, t->elem, t->count);
  if (t->kind == IR_TY_ARRAY) {
    IrType *e = devec_type(m, t->elem, depth + 1);
    return e == t->elem ? t : ir_type_array(m, e, t->count);
  }
  if (t->kind == IR_TY_STRUCT && t->name) payload_devectorize(m, t, depth + 1);
  return t;
}

/* The parts of a GEP, instruction or constant expression. */
typedef struct GepParts {
  IrType *src;      /* source element type */
  IrValue *base;    /* pointer operand */
  IrValue **idx;    /* indices */
  uint32_t n;       /* index count */
  uint32_t flags;   /* IR_FLAG_INBOUNDS */
} GepParts;

static bool gep_parts(IrValue *v, GepParts *g) {
  if (v->kind == IR_V_INST && ((IrInst *)v)->op == IR_GEP && ((IrInst *)v)->nops >= 2) {
    IrInst *i = (IrInst *)v;
    *g = (GepParts){i->aux_type, i->ops[0], i->ops + 1, i->nops - 1, i->flags & IR_FLAG_INBOUNDS};
    return true;
  }
  if (v->kind == IR_V_CONST_EXPR) {
    IrConst *c = (IrConst *)v;
    if (c->expr_op != IR_GEP || c->nelems < 2) return false;
    *g = (GepParts){c->expr_type, c->elems[0], c->elems + 1, c->nelems - 1, c->expr_flags};
    return true;
  }
  return false;
}

/* `gep T, q, k` with q the payload (or a GEP into it) stepping from one
 * element of an array of T to the next - the scalarizer's access to a
 * vector member, now an array, at the zero-index position of q - as one
 * GEP from the payload: `gep S, p, 0, ..., k`; the validator rejects the
 * out-of-bounds form. at: where to build instructions (NULL: constants). */
static IrValue *merge_elem_gep(OpLower *L, IrValue *v, IrInst *at, IrValue *root, IrType *st) {
  GepParts o, in;
  if (!gep_parts(v, &o) || o.n != 1 || !o.src || o.src->kind == IR_TY_STRUCT ||
      o.src->kind == IR_TY_ARRAY)
    return NULL;
  IrValue *ix[40];
  uint32_t n = 0;
  IrType *src, *cur;
  IrValue *base;
  if (o.base == root) {
    src = cur = st;
    base = root;
    ix[n++] = ir_const_i32(L->m, 0);
  } else if (gep_parts(o.base, &in) && in.n < 30) {
    src = in.src;
    base = in.base;
    cur = ir_type_gep_indexed(in.src, in.idx, in.n);
    memcpy(ix, in.idx, sizeof(IrValue *) * in.n);
    n = in.n;
  } else {
    return NULL;
  }
  /* down the zero-offset path to the array of T */
  while (cur && n < 38 && !(cur->kind == IR_TY_ARRAY && cur->elem == o.src)) {
    if (cur->kind == IR_TY_STRUCT && cur->nmembers) cur = cur->members[0];
    else if (cur->kind == IR_TY_ARRAY) cur = cur->elem;
    else return NULL;
    ix[n++] = ir_const_i32(L->m, 0);
  }
  if (!cur || n >= 38) return NULL;
  IrValue *k = o.idx[0];
  uint64_t kv;
  if (!k->type || !ir_type_is_int(k->type, 32)) return NULL;
  if (ir_const_is_int(k, &kv) && kv >= cur->count) return NULL; /* past the array */
  ix[n++] = k;
  bool all_const = ir_is_const(base);
  for (uint32_t j = 0; j < n && all_const; j++) all_const = ir_is_const(ix[j]);
  if (all_const && (v->kind == IR_V_CONST_EXPR || !at)) {
    IrValue *ops[41];
    ops[0] = base;
    memcpy(ops + 1, ix, sizeof(IrValue *) * n);
    return ir_const_expr(L->m, IR_GEP, v->type, src, ops, n + 1, IR_FLAG_INBOUNDS);
  }
  if (!at) return NULL;
  IrBuilder b;
  ir_builder_before(&b, L->m, at);
  b.loc = at->loc;
  return ir_build_gep(&b, src, base, ix, n, true, "");
}

/* Does pointer v lead into an object of the payload struct st (the payload
 * root, or any global or alloca of that type, through GEPs)? Only those
 * accesses change with st's layout. */
static bool from_payload(IrValue *v, IrValue *root, IrType *st) {
  GepParts g;
  for (int d = 0; v && d < 64; d++) {
    if (v == root) return true;
    if (v->kind == IR_V_GLOBAL) return ((IrGlobal *)v)->value_type == st;
    if (v->kind == IR_V_INST && ((IrInst *)v)->op == IR_ALLOCA) return ((IrInst *)v)->aux_type == st;
    if (!gep_parts(v, &g)) return false;
    if (g.src == st) return true;
    v = g.base;
  }
  return false;
}

/* `gep U, (gep S, p, i...), 0, j...` as `gep S, p, i..., j...` (one GEP from
 * the payload: the validator takes no multi-dimensional GEP source types). */
static IrValue *combine_gep_chain(OpLower *L, IrInst *I) {
  GepParts o, in;
  uint64_t z;
  if (!gep_parts(&I->v, &o) || o.n < 2 || !ir_const_is_int(o.idx[0], &z) || z != 0 ||
      !gep_parts(o.base, &in) || in.n + o.n - 1 > 40)
    return NULL;
  if (ir_type_gep_indexed(in.src, in.idx, in.n) != o.src) return NULL;
  IrValue *ix[40];
  memcpy(ix, in.idx, sizeof(IrValue *) * in.n);
  memcpy(ix + in.n, o.idx + 1, sizeof(IrValue *) * (o.n - 1));
  IrBuilder b;
  ir_builder_before(&b, L->m, I);
  b.loc = I->loc;
  return ir_build_gep(&b, in.src, in.base, ix, in.n + o.n - 1, (in.flags & o.flags) != 0, "");
}

/* A vector load from the payload (the scalarizer leaves loads through the
 * GetMeshPayload pointer) as one load per component. */
static IrValue *scalarize_payload_load(OpLower *L, IrInst *I, IrValue *root, IrType *st) {
  IrType *vt = I->v.type;
  if (!vt || vt->kind != IR_TY_VECTOR || !I->nops || !from_payload(I->ops[0], root, st)) return NULL;
  IrBuilder b;
  ir_builder_before(&b, L->m, I);
  b.loc = I->loc;
  IrValue *res = ir_poison(L->m, vt);
  for (uint32_t k = 0; k < vt->count; k++) {
    IrValue *kk = i32c(L, k);
    IrValue *p = ir_build_gep(&b, vt->elem, I->ops[0], &kk, 1, false, "");
    IrInst *pi = ir_as_inst(p);
    IrValue *m = pi ? merge_elem_gep(L, p, pi, root, st) : NULL;
    if (m) {
      erase(pi);
      p = m;
    }
    IrValue *x = ir_build_load(&b, vt->elem, p, "");
    res = ir_build_insertelement(&b, res, x, kk, "");
  }
  return res;
}

/* After a payload struct lost its vectors: merge every element-stepping
 * GEP from it (instructions and constant operands) in the module. */
static void merge_payload_geps(OpLower *L, IrValue *root, IrType *st) {
  for (uint32_t fi = 0; fi < L->m->funcs.len; fi++) {
    IrFunc *f = L->m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
        nx = i->next;
        for (uint32_t k = 0; k < i->nops; k++) {
          IrValue *o = i->ops[k];
          if (o && o->kind == IR_V_CONST_EXPR && from_payload(o, root, st)) {
            IrValue *r = merge_elem_gep(L, o, NULL, root, st);
            IrConst *c = (IrConst *)o;
            if (!r && c->expr_op == IR_GEP && c->nelems >= 1 &&
                devec_type(L->m, c->expr_type, 0) != c->expr_type)
              r = ir_const_expr(L->m, IR_GEP, o->type, devec_type(L->m, c->expr_type, 0), c->elems,
                                c->nelems, c->expr_flags);
            if (r) ir_inst_set_operand(i, k, r);
          }
        }
        if (i->op == IR_GEP && from_payload(&i->v, root, st)) {
          i->aux_type = devec_type(L->m, i->aux_type, 0); /* [2 x <3 x float>] -> [2 x [3 x float]] */
          IrValue *r = merge_elem_gep(L, &i->v, i, root, st);
          if (!r) r = combine_gep_chain(L, i);
          if (r) replace_and_erase(L, i, r);
        } else if (i->op == IR_LOAD) {
          IrValue *r = scalarize_payload_load(L, i, root, st);
          if (r) replace_and_erase(L, i, r);
        }
      }
  }
}

/* llvm.dx.get.mesh.payload() -> dx.op.getMeshPayload.<struct>: a pointer to
 * the payload struct (DXC's udt overload names the struct). */
static bool lower_get_mesh_payload(OpLower *L, IrInst *ci) {
  /* llvm.dx.get.mesh.payload.s_<struct name> */
  IrType *st = dxil_intrinsic_overload_struct(L->m, ci);
  if (!st) st = payload_struct(L, ci, &ci->v);
  if (st) payload_devectorize(L->m, st, 0);
  if (!st || st->kind != IR_TY_STRUCT || !st->name) {
    if (!has_uses(L, ci)) {
      erase(ci);
      return true;
    }
    return ol_error(L, ci, OPL_ERR_CREATE, "cannot tell the mesh payload's struct type");
  }
  /* an opaque pointer; the name carries the struct, which the typed-pointer
   * conversion gives the declaration back (typed_ptr.c) */
  IrFunc *f = dxil_op_declare_named(L->m, DXIL_OP_GetMeshPayload, ci->v.type, NULL, L->ver,
                                    arena_printf(L->m->arena, "dx.op.getMeshPayload.%s", st->name));
  if (!f) return ol_error(L, ci, OPL_ERR_CREATE, "Cannot create GetMeshPayload operation");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *op = i32c(L, DXIL_OP_GetMeshPayload);
  IrValue *v = ir_build_call(&b, f, &op, 1, "");
  IrInst *call = ir_as_inst(v);
  if (!call) return false;
  if (dxil_op_attrs(DXIL_OP_GetMeshPayload, L->ver) & DXIL_ATTR_MEMORY_MASK) call->call_attrs = f->fn_attrs;
  replace_and_erase(L, ci, v);
  merge_payload_geps(L, v, st); /* also after earlier passes made the vectors arrays */
  return true;
}

/* llvm.dx.dispatch.mesh(x, y, z, ptr payload) -> dx.op.dispatchMesh.<struct>;
 * the payload keeps its address space (groupshared in DXC's output). */
static bool lower_dispatch_mesh(OpLower *L, IrInst *ci) {
  if (nargs_of(ci) < 4) return ol_error(L, ci, OPL_ERR_CREATE, "malformed llvm.dx.dispatch.mesh call");
  IrValue *p = arg_of(ci, 3);
  /* llvm.dx.dispatch.mesh.p3.s_<struct name> */
  IrType *st = dxil_intrinsic_overload_struct(L->m, ci);
  if (!st) st = payload_struct(L, ci, p);
  if (!st || st->kind != IR_TY_STRUCT || !st->name || !p->type || p->type->kind != IR_TY_PTR)
    return ol_error(L, ci, OPL_ERR_CREATE, "the DispatchMesh payload must be a struct variable");
  bool devec = payload_devectorize(L->m, st, 0);
  /* DXC replaces a groupshared payload whose vectors became arrays by a new
   * variable of a new type (its vector-to-array pass): NAME.1, a definition
   * (undef, no alignment) of %struct.P.0 */
  IrGlobal *pg = p->kind == IR_V_GLOBAL ? (IrGlobal *)p : NULL;
  if (devec && L->ctx->dxc_compat && pg && pg->addrspace == 3 && pg->value_type == st && pg->v.name &&
      ir_type_struct_rename_unique(L->m, st)) {
    ir_value_set_name(L->m, NULL, &pg->v, arena_printf(L->m->arena, "%s.1", pg->v.name));
    pg->fe_decl = false;
    pg->align = 0;
  }
  merge_payload_geps(L, p, st);
  /* a payload inside another variable (DispatchMesh(.., gs.pld[i])) stays
   * in it, so that variable's vectors become arrays too (DXIL has no
   * vectors in memory) */
  IrValue *root = p;
  GepParts gp;
  for (int d = 0; d < 64 && gep_parts(root, &gp); d++) root = gp.base;
  IrType *rt = root->kind == IR_V_GLOBAL ? ((IrGlobal *)root)->value_type
               : root->kind == IR_V_INST && ((IrInst *)root)->op == IR_ALLOCA ? ((IrInst *)root)->aux_type
                                                                               : NULL;
  if (rt && rt != st) {
    payload_devectorize(L->m, rt, 0);
    merge_payload_geps(L, root, rt);
  }
  /* merging may have replaced the payload's own GEP (gs.pld[i], a GEP of a
   * constant GEP, becomes one GEP): the call's operand is the new one */
  p = arg_of(ci, 3);
  /* a payload at offset 0 of a variable of another type (gs.pld, the first
   * member) is the variable's address: a GEP down the zero path names it */
  if (rt && rt != st && root == p && (root->kind == IR_V_GLOBAL || root->kind == IR_V_INST)) {
    IrValue *ix[40];
    uint32_t n = 0;
    IrType *cur = rt;
    ix[n++] = i32c(L, 0);
    while (cur && cur != st && n < 40) {
      if (cur->kind == IR_TY_STRUCT && cur->nmembers) cur = cur->members[0];
      else if (cur->kind == IR_TY_ARRAY) cur = cur->elem;
      else cur = NULL;
      ix[n++] = i32c(L, 0);
    }
    if (cur == st) {
      if (root->kind == IR_V_GLOBAL) {
        IrValue *ops[41];
        ops[0] = root;
        memcpy(ops + 1, ix, sizeof(IrValue *) * n);
        p = ir_const_expr(L->m, IR_GEP, p->type, rt, ops, n + 1, IR_FLAG_INBOUNDS);
      } else {
        IrBuilder b0;
        ir_builder_before(&b0, L->m, ci);
        b0.loc = ci->loc;
        p = ir_build_gep(&b0, rt, root, ix, n, true, "");
      }
    }
  }
  IrFunc *f = dxil_op_declare_named(L->m, DXIL_OP_DispatchMesh, p->type, NULL, L->ver,
                                    arena_printf(L->m->arena, "dx.op.dispatchMesh.%s", st->name));
  if (!f) return ol_error(L, ci, OPL_ERR_CREATE, "Cannot create DispatchMesh operation");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[5] = {i32c(L, DXIL_OP_DispatchMesh), arg_of(ci, 0), arg_of(ci, 1), arg_of(ci, 2), p};
  if (!ir_build_call(&b, f, args, 5, "")) return false;
  erase(ci);
  return true;
}

/* ---- raytracing: TraceRay, ReportHit, CallShader ------------------------ */

/* llvm.dx.rt.trace.ray / report.hit / call.shader(..., ptr udt) ->
 * dx.op.<name>.<struct>(opcode, ...): the user struct passed by address
 * stays as it is (DXC keeps its vectors), the op is named after it. */
static bool lower_rt_udt(OpLower *L, IrInst *ci, uint32_t opcode, const char *opname, uint32_t nargs) {
  if (nargs_of(ci) != nargs) return ol_error(L, ci, OPL_ERR_CREATE, "malformed %s call", opname);
  IrValue *p = arg_of(ci, nargs - 1);
  IrType *st = payload_struct(L, ci, p);
  if (!st || st->kind != IR_TY_STRUCT || !st->name || !p->type || p->type->kind != IR_TY_PTR)
    return ol_error(L, ci, OPL_ERR_CREATE, "the %s argument must be a struct variable", opname);
  IrFunc *f = dxil_op_declare_named(L->m, opcode, p->type, NULL, L->ver,
                                    arena_printf(L->m->arena, "dx.op.%s.%s", opname, st->name));
  if (!f) return ol_error(L, ci, OPL_ERR_CREATE, "Cannot create %s operation", opname);
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[20];
  args[0] = i32c(L, opcode);
  for (uint32_t i = 0; i < nargs; i++) args[i + 1] = arg_of(ci, i);
  if (opcode == DXIL_OP_TraceRay || opcode == DXIL_OP_HitObject_TraceRay)
    args[1] = to_handle(L, &b, args[1]); /* the acceleration structure */
  IrValue *v = ir_build_call(&b, f, args, nargs + 1, "");
  if (!v) return false;
  if (L->ctx->dxc_compat && !L->ctx->dx.target.no_opt) {
    /* the struct is a variable: DXC's instcombine marks the argument nonnull */
    IrInst *call = (IrInst *)v;
    IrAttrSet **aa = arena_alloc(L->m->arena, sizeof(IrAttrSet *) * (nargs + 1));
    IrAttrSet *nn = ir_attrs_new(L->m);
    if (aa && nn) {
      memset(aa, 0, sizeof(IrAttrSet *) * (nargs + 1));
      ir_attrs_add(L->m, nn, "nonnull", NULL);
      aa[nargs] = nn;
      call->call_arg_attrs = aa;
    }
  }
  if (ci->v.type && ci->v.type->kind != IR_TY_VOID) replace_and_erase(L, ci, v);
  else erase(ci);
  return true;
}

static bool lower_trace_ray(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_TraceRay, "traceRay", 15);
}
static bool lower_report_hit(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_ReportHit, "reportHit", 3);
}
static bool lower_call_shader(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_CallShader, "callShader", 2);
}
/* Shader Execution Reordering: the ops taking a user struct by address
 * (named after it: dx.op.hitObject_TraceRay.struct.Payload). */
static bool lower_ho_trace_ray(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_HitObject_TraceRay, "hitObject_TraceRay", 15);
}
static bool lower_ho_from_rq_attrs(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_HitObject_FromRayQueryWithAttrs, "hitObject_FromRayQueryWithAttrs", 3);
}
static bool lower_ho_invoke(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_HitObject_Invoke, "hitObject_Invoke", 2);
}
static bool lower_ho_attributes(OpLower *L, IrInst *ci) {
  return lower_rt_udt(L, ci, DXIL_OP_HitObject_Attributes, "hitObject_Attributes", 2);
}

/* llvm.dx.node.get.record.ptr.<record struct>(noderecordhandle, i32 index)
 * -> ptr addrspace(6) dx.op.getNodeRecordPtr.<record struct>(239, ...):
 * the op's udt overload is the record, which the front end names in the
 * intrinsic (the pointer's uses may not: a lone first member's GEP folds). */
static bool lower_node_record_ptr(OpLower *L, IrInst *ci) {
  const char *n = ci->nops ? ir_call_callee(ci)->v.name : NULL;
  const char *base = "llvm.dx.node.get.record.ptr.";
  if (!n || strncmp(n, base, strlen(base)) || nargs_of(ci) != 2 || !ci->v.type || ci->v.type->kind != IR_TY_PTR)
    return ol_error(L, ci, OPL_ERR_CREATE, "malformed getNodeRecordPtr call");
  IrFunc *f = dxil_op_declare_named(L->m, DXIL_OP_GetNodeRecordPtr, ci->v.type, ci->v.type, L->ver,
                                    arena_printf(L->m->arena, "dx.op.getNodeRecordPtr.%s", n + strlen(base)));
  if (!f) return ol_error(L, ci, OPL_ERR_CREATE, "Cannot create getNodeRecordPtr operation");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[3] = {i32c(L, DXIL_OP_GetNodeRecordPtr), arg_of(ci, 0), arg_of(ci, 1)};
  IrValue *v = ir_build_call(&b, f, args, 3, "");
  if (!v) return false;
  if (f->fn_attrs) ((IrInst *)v)->call_attrs = f->fn_attrs;
  replace_and_erase(L, ci, v);
  return true;
}

/* llvm.dx.rayquery.trace.ray.inline(i32 query, handle as, i32 flags, i32 mask,
 * float x8) -> dx.op.rayQuery_TraceRayInline: the op table's mapping, with
 * the acceleration structure's handle lowered first. */
static bool lower_mapped(OpLower *L, IrInst *ci, const DxilIntrinsicMap *im);
static bool lower_trace_ray_inline(OpLower *L, IrInst *ci) {
  const DxilIntrinsicMap *im = dxil_intrinsic_lookup("llvm.dx.rayquery.trace.ray.inline");
  if (!im || nargs_of(ci) != 12) return ol_error(L, ci, OPL_ERR_CREATE, "malformed TraceRayInline call");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *h = to_handle(L, &b, arg_of(ci, 1));
  if (!h) return false;
  ir_inst_set_operand(ci, 2, h);
  return lower_mapped(L, ci, im);
}

/* ---- attribute evaluation ------------------------------------------------ */

/* The input element, row and column lane `lane` of v was loaded from:
 * through insert/extractelement and shufflevector to an
 * llvm.dx.load.input call (or the dx.op.loadInput it became), as DXC's
 * FindScalarSource tunnels. */
static bool input_source(IrValue *v, uint32_t lane, IrValue **src, uint32_t *col_add) {
  for (int guard = 0; guard < 256 && v; guard++) {
    IrInst *i = ir_as_inst(v);
    if (!i) return false;
    bool vec = v->type->kind == IR_TY_VECTOR;
    uint64_t k;
    if (vec && i->op == IR_INSERTELEMENT) {
      if (!ir_const_is_int(i->ops[2], &k)) return false;
      v = k == lane ? i->ops[1] : i->ops[0];
      continue;
    }
    if (vec && i->op == IR_SHUFFLEVECTOR) {
      if (lane >= i->nindices || i->indices[lane] == UINT32_MAX) return false;
      uint32_t n0 = (uint32_t)i->ops[0]->type->count, mk = i->indices[lane];
      v = mk < n0 ? i->ops[0] : i->ops[1];
      lane = mk < n0 ? mk : mk - n0;
      continue;
    }
    if (!vec && i->op == IR_EXTRACTELEMENT) {
      if (!ir_const_is_int(i->ops[1], &k)) return false;
      v = i->ops[0];
      lane = (uint32_t)k;
      continue;
    }
    IrFunc *callee = i->op == IR_CALL ? ir_call_callee(i) : NULL;
    const char *n = callee && callee->v.name ? callee->v.name : "";
    if (opt_name_is(n, "llvm.dx.load.input")) {
      *src = v;
      *col_add = vec ? lane : 0;
      return true;
    }
    if (dxil_op_of_call(i) == DXIL_OP_LoadInput) {
      *src = v;
      *col_add = 0;
      return true;
    }
    return false;
  }
  return false;
}

/* llvm.dx.eval.sample.index / eval.centroid / eval.snapped /
 * attribute.at.vertex (value, extra...) on one lane -> the op on the input
 * element the value was read from (DXC's TranslateEvalHelper). */
static bool lower_eval_op(OpLower *L, IrInst *ci, uint32_t opcode) {
  IrValue *src = NULL;
  uint32_t add = 0;
  if (nargs_of(ci) < 1 || !input_source(arg_of(ci, 0), 0, &src, &add))
    return ol_error(L, ci, OPL_ERR_CREATE, "attribute evaluation can only be done on values taken directly from inputs.");
  IrInst *in = ir_as_inst(src);
  bool lowered = dxil_op_of_call(in) == DXIL_OP_LoadInput;
  uint32_t base = lowered ? 1 : 0; /* dx.op calls start with the opcode */
  /* DXC's validator rules on the input element */
  if (!L->have_sigs) L->have_sigs = dxil_signatures_read(L->m, &L->sigs);
  const SigEntry *se = L->have_sigs ? dxil_signature_for(&L->sigs, inst_func(ci)) : NULL;
  uint64_t id;
  /* (in pixel shaders: elsewhere the op itself is the error) */
  if (se && se->stage == STAGE_PIXEL && L->ctx->dxc_compat && ir_const_is_int(arg_of(in, base), &id) &&
      id < se->nin) {
    const SigElement *el = &se->in[id];
    const char *nm = el->kind && dxil_semantic_name(el->kind) ? dxil_semantic_name(el->kind) : el->name;
    if (opcode == DXIL_OP_AttributeAtVertex) {
      if (el->interp != 1 /* constant */)
        ol_val_error(L, ci, OPL_ERR_CREATE,
                 "Attribute %s must have nointerpolation mode in order to use GetAttributeAtVertex function.", nm);
    } else {
      if (el->interp < 2 || el->interp > 7) /* linear ... linear_noperspective_sample */
        ol_val_error(L, ci, OPL_ERR_CREATE,
                 "Interpolation mode on %s used with eval_* instruction must be linear, linear_centroid, "
                 "linear_noperspective, linear_noperspective_centroid, linear_sample or "
                 "linear_noperspective_sample.", nm);
      if (el->kind == DXIL_SEM_POSITION) {
        char prof[32];
        snprintf(prof, sizeof prof, "%s_6_%u", stage_short(L->stage), (unsigned)(L->ver & 0xFF));
        ol_val_error(L, ci, OPL_ERR_CREATE, "%s does not support pull-model evaluation of position.", prof);
      }
    }
  }
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[6] = {arg_of(in, base), arg_of(in, base + 1), add_const(&b, arg_of(in, base + 2), add)};
  uint32_t n = 3;
  if (opcode == DXIL_OP_EvalSampleIndex) args[n++] = arg_of(ci, 1);
  else if (opcode == DXIL_OP_EvalSnapped) args[n++] = arg_of(ci, 1), args[n++] = arg_of(ci, 2);
  else if (opcode == DXIL_OP_AttributeAtVertex)
    args[n++] = ir_build_cast(&b, IR_TRUNC, arg_of(ci, 1), ir_type_int(L->m, 8), NULL);
  IrInst *op = make_op(L, &b, ci, opcode, ci->v.type, NULL, args, n, ci->v.name);
  if (!op) return false;
  copy_fmf(ci, op);
  replace_and_erase(L, ci, &op->v);
  return true;
}

static bool lower_eval_sample(OpLower *L, IrInst *ci) { return lower_eval_op(L, ci, DXIL_OP_EvalSampleIndex); }
static bool lower_eval_centroid(OpLower *L, IrInst *ci) { return lower_eval_op(L, ci, DXIL_OP_EvalCentroid); }
static bool lower_eval_snapped(OpLower *L, IrInst *ci) { return lower_eval_op(L, ci, DXIL_OP_EvalSnapped); }
static bool lower_attr_at_vertex(OpLower *L, IrInst *ci) { return lower_eval_op(L, ci, DXIL_OP_AttributeAtVertex); }

/* llvm.dx.barrier.by.memory.handle(handle, flags): the UAV's handle. */
static bool lower_barrier_handle(OpLower *L, IrInst *ci) {
  if (nargs_of(ci) != 2) return ol_error(L, ci, OPL_ERR_CREATE, "malformed barrier call");
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[2] = {to_handle(L, &b, arg_of(ci, 0)), arg_of(ci, 1)};
  if (!make_op(L, &b, ci, DXIL_OP_BarrierByMemoryHandle, NULL, NULL, args, 2, "")) return false;
  erase(ci);
  return true;
}

/* ---- table-driven lowering --------------------------------------------- */

/* A vector call of an op without that vector overload (DXIL 1.9 keeps
 * vectors, but only some ops have <N x T> overloads): one scalar op per lane
 * on extracted lanes, the results inserted back (DXC's TrivialDxilOperation
 * for overloads IsOverloadLegal rejects). */
static bool lower_mapped_lanes(OpLower *L, IrBuilder *b, IrInst *ci, uint32_t opcode, IrValue **args, uint32_t n,
                               uint32_t lanes) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  IrType *rt = ci->v.type;
  bool vres = rt->kind == IR_TY_VECTOR;
  if ((vres && rt->count != lanes) || rt->kind == IR_TY_STRUCT || n > 40)
    return ol_error(L, ci, OPL_ERR_TYPE, "Cannot create %s operation: vector operands of different lengths",
                    oi->name);
  IrValue *res = vres ? ir_undef(L->m, rt) : NULL;
  IrType *i64 = ir_type_int(L->m, 64);
  for (uint32_t l = 0; l < lanes; l++) {
    IrValue *la[40];
    for (uint32_t k = 0; k < n; k++) {
      IrType *at = args[k]->type;
      if (at->kind != IR_TY_VECTOR) {
        la[k] = args[k];
      } else if (at->count == lanes) {
        la[k] = ir_build_extractelement(b, args[k], ir_const_int(L->m, i64, l), NULL);
      } else {
        return ol_error(L, ci, OPL_ERR_TYPE, "Cannot create %s operation: vector operands of different lengths",
                        oi->name);
      }
    }
    IrType *lrt = vres ? rt->elem : rt;
    IrType *ovl = find_overload(L, oi, lrt, la, n);
    IrInst *op = make_op(L, b, ci, opcode, ovl, NULL, la, n, NULL);
    if (!op) return false;
    copy_fmf(ci, op);
    if (vres) res = ir_build_insertelement(b, res, &op->v, ir_const_int(L->m, i64, l), NULL);
  }
  if (vres) {
    replace_and_erase(L, ci, res);
  } else {
    erase(ci);
  }
  return true;
}

static bool lower_mapped(OpLower *L, IrInst *ci, const DxilIntrinsicMap *im) {
  const DxilOpInfo *oi = dxil_op_info(im->opcode);
  IrBuilder b;
  ir_builder_before(&b, L->m, ci);
  b.loc = ci->loc;
  IrValue *args[40];
  uint32_t n = 0;
  uint32_t na = nargs_of(ci);
  if (!im->nsel) {
    for (uint32_t i = 0; i < na && n < 40; i++) args[n++] = arg_of(ci, i);
  } else {
    for (uint32_t k = 0; k < im->nsel && n < 40; k++) {
      const DxilArgSel *s = &im->sel[k];
      if (s->kind == DXIL_SEL_ARG) {
        if ((uint32_t)s->value >= na)
          return ol_error(L, ci, OPL_ERR_CREATE, "Cannot create %s operation: Wrong number of arguments",
                          oi->name);
        args[n++] = arg_of(ci, (uint32_t)s->value);
      } else {
        IrType *t = ir_type_int(L->m, s->kind == DXIL_SEL_I8 ? 8 : 32);
        args[n++] = ir_const_int(L->m, t, (uint64_t)(int64_t)s->value & (s->kind == DXIL_SEL_I8 ? 0xFF : 0xFFFFFFFFu));
      }
    }
  }
  /* dot2/3/4 take scalars; the intrinsic may still pass vectors. */
  if (n < oi->nargs) {
    IrValue *flat[40];
    uint32_t nf = 0, at[40];
    for (uint32_t i = 0; i < n; i++) {
      IrValue *v = args[i];
      at[i] = nf;
      uint32_t same = i;
      if (native_vectors(L)) /* DXC's lanes of a kept vector: i64 indices, once per vector (dot(a, a)) */
        for (uint32_t j = 0; j < i && same == i; j++)
          if (args[j] == v) same = j;
      if (v->type->kind == IR_TY_VECTOR) {
        for (uint32_t e = 0; e < v->type->count && nf < 40; e++)
          flat[nf++] = same != i ? flat[at[same] + e]
                       : native_vectors(L) ? extract_elt(L, &b, v, ir_const_int(L->m, ir_type_int(L->m, 64), e))
                                           : extract_elt(L, &b, v, i32c(L, e));
      } else if (nf < 40) {
        flat[nf++] = v;
      }
    }
    memcpy(args, flat, sizeof(IrValue *) * nf);
    n = nf;
  }
  IrType *ovl = find_overload(L, oi, ci->v.type, args, n);
  if (native_vectors(L) &&
      !(ovl && ovl->kind == IR_TY_VECTOR && dxil_op_valid_overload(im->opcode, L->ver, dxil_overload_bit(ovl)))) {
    /* a vector operand or result the op has no vector overload for */
    IrType *vt = ci->v.type->kind == IR_TY_VECTOR ? ci->v.type : NULL;
    for (uint32_t k = 0; k < n && !vt; k++)
      if (args[k]->type->kind == IR_TY_VECTOR) vt = args[k]->type;
    if (vt) return lower_mapped_lanes(L, &b, ci, im->opcode, args, n, (uint32_t)vt->count);
  }
  IrInst *op = make_op(L, &b, ci, im->opcode, ovl, NULL, args, n, ci->v.name);
  if (!op) return false;
  copy_fmf(ci, op);
  if (ci->v.type->kind == IR_TY_STRUCT && op->v.type != ci->v.type) {
    if (!replace_named_struct_uses(L, ci, op)) return false;
    erase(ci);
  } else {
    replace_and_erase(L, ci, &op->v);
  }
  return true;
}

/* ---- driver ------------------------------------------------------------- */

typedef bool (*LowerFn)(OpLower *, IrInst *);

static bool lower_typed_store(OpLower *L, IrInst *ci) { return lower_store(L, ci, false); }
static bool lower_raw_store(OpLower *L, IrInst *ci) { return lower_store(L, ci, true); }

#define CUSTOM(s, f) {s, (uint8_t)(sizeof(s) - 1), f}
static const struct {
  const char *base; /* intrinsic base name */
  uint8_t len;      /* its length */
  LowerFn fn;
} k_custom[] = {
    CUSTOM("llvm.dx.resource.handlefrombinding", lower_binding_call),
    CUSTOM("llvm.dx.resource.handlefromheap", lower_heap_call),
    CUSTOM("llvm.dx.resource.load.typedbuffer", lower_typed_load),
    CUSTOM("llvm.dx.resource.load.rawbuffer", lower_raw_load),
    CUSTOM("llvm.dx.resource.store.typedbuffer", lower_typed_store),
    CUSTOM("llvm.dx.resource.store.rawbuffer", lower_raw_store),
    CUSTOM("llvm.dx.resource.load.cbufferrow.2", lower_cbuffer_load),
    CUSTOM("llvm.dx.resource.load.cbufferrow.4", lower_cbuffer_load),
    CUSTOM("llvm.dx.resource.load.cbufferrow.8", lower_cbuffer_load),
    CUSTOM("llvm.dx.resource.updatecounter", lower_update_counter),
    CUSTOM("llvm.dx.resource.getdimensions", lower_dimensions),
    CUSTOM("llvm.dx.resource.load.level", lower_texture_load),
    CUSTOM("llvm.dx.resource.sample", lower_sample),
    CUSTOM("llvm.dx.resource.sample.clamp", lower_sample_clamp),
    CUSTOM("llvm.dx.resource.samplebias", lower_sample_bias),
    CUSTOM("llvm.dx.resource.samplebias.clamp", lower_sample_bias_clamp),
    CUSTOM("llvm.dx.resource.samplelevel", lower_sample_level),
    CUSTOM("llvm.dx.resource.samplegrad", lower_sample_grad),
    CUSTOM("llvm.dx.resource.samplegrad.clamp", lower_sample_grad_clamp),
    CUSTOM("llvm.dx.resource.samplecmp", lower_sample_cmp),
    CUSTOM("llvm.dx.resource.samplecmp.clamp", lower_sample_cmp_clamp),
    CUSTOM("llvm.dx.resource.samplecmplevelzero", lower_sample_cmp_lz),
    CUSTOM("llvm.dx.resource.samplecmplevel", lower_sample_cmp_level),
    CUSTOM("llvm.dx.resource.samplecmpbias", lower_sample_cmp_bias),
    CUSTOM("llvm.dx.resource.samplecmpbias.clamp", lower_sample_cmp_bias_clamp),
    CUSTOM("llvm.dx.resource.samplecmpgrad", lower_sample_cmp_grad),
    CUSTOM("llvm.dx.resource.samplecmpgrad.clamp", lower_sample_cmp_grad_clamp),
    CUSTOM("llvm.dx.resource.gather", lower_gather),
    CUSTOM("llvm.dx.resource.gather.cmp", lower_gather_cmp),
    CUSTOM("llvm.dx.resource.gather.raw", lower_gather_raw),
    CUSTOM("llvm.dx.resource.calculate.lod", lower_calc_lod),
    CUSTOM("llvm.dx.resource.calculate.lod.unclamped", lower_calc_lod_unclamped),
    CUSTOM("llvm.dx.resource.getsampleposition", lower_sample_position),
    CUSTOM("llvm.dx.resource.writesamplerfeedback", lower_feedback),
    CUSTOM("llvm.dx.resource.writesamplerfeedback.bias", lower_feedback_bias),
    CUSTOM("llvm.dx.resource.writesamplerfeedback.grad", lower_feedback_grad),
    CUSTOM("llvm.dx.resource.writesamplerfeedback.level", lower_feedback_level),
    CUSTOM("llvm.dx.resource.store.texture", lower_texture_store),
    CUSTOM("llvm.dx.resource.store.texture.sample", lower_texture_store),
    CUSTOM("llvm.dx.resource.atomic.binop", lower_atomic_binop),
    CUSTOM("llvm.dx.resource.atomic.cmpxchg", lower_atomic_cmpxchg),
    CUSTOM("llvm.ctpop", lower_ctpop),
    CUSTOM("llvm.is.fpclass", lower_is_fpclass),
    CUSTOM("llvm.dx.load.input", lower_load_input),
    CUSTOM("llvm.dx.store.output", lower_store_output),
    CUSTOM("llvm.dx.load.output.control.point", lower_load_output_cp),
    CUSTOM("llvm.dx.load.patch.constant", lower_load_patch_constant),
    CUSTOM("llvm.dx.store.patch.constant", lower_store_patch_constant),
    CUSTOM("llvm.dx.get.mesh.payload", lower_get_mesh_payload),
    CUSTOM("llvm.dx.dispatch.mesh", lower_dispatch_mesh),
    CUSTOM("llvm.dx.rt.trace.ray", lower_trace_ray),
    CUSTOM("llvm.dx.rt.report.hit", lower_report_hit),
    CUSTOM("llvm.dx.rt.call.shader", lower_call_shader),
    CUSTOM("llvm.dx.hitobject.trace.ray", lower_ho_trace_ray),
    CUSTOM("llvm.dx.hitobject.from.ray.query.with.attrs", lower_ho_from_rq_attrs),
    CUSTOM("llvm.dx.hitobject.invoke", lower_ho_invoke),
    CUSTOM("llvm.dx.hitobject.attributes", lower_ho_attributes),
    CUSTOM("llvm.dx.rayquery.trace.ray.inline", lower_trace_ray_inline),
    CUSTOM("llvm.dx.node.get.record.ptr", lower_node_record_ptr),
    CUSTOM("llvm.dx.eval.sample.index", lower_eval_sample),
    CUSTOM("llvm.dx.eval.centroid", lower_eval_centroid),
    CUSTOM("llvm.dx.eval.snapped", lower_eval_snapped),
    CUSTOM("llvm.dx.attribute.at.vertex", lower_attr_at_vertex),
    CUSTOM("llvm.dx.barrier.by.memory.handle", lower_barrier_handle),
};
#undef CUSTOM

/* Lower every call to the intrinsic declaration f. */
static void lower_function(OpLower *L, IrFunc *f, PtrVec *calls) {
  const char *n = f->v.name;
  if (opt_name_is(n, "llvm.dx.resource.casthandle") || opt_name_is(n, "llvm.dbg")) return;
  if (!calls->len) {
    if (ir_count_uses(L->m, NULL, &f->v) == 0) ir_module_remove_func(L->m, f);
    return;
  }
  if (opt_name_is(n, "llvm.dx.resource.nonuniformindex")) {
    L->nuri = f;
    return;
  }
  if ((opt_name_is(n, "llvm.lifetime.start") || opt_name_is(n, "llvm.lifetime.end"))) {
    /* DXC (DxilFinalizeModule): kept from DXIL 1.6 unless
     * -force-zero-store-lifetimes; otherwise stores of undef (of zero below
     * validator 1.6 or when forced) */
    if (L->ver >= DXIL_VER(1, 6) && !L->force_zero_lifetimes) return;
    for (uint32_t k = 0; k < calls->len; k++) lower_lifetime(L, calls->data[k]);
    if (ir_count_uses(L->m, NULL, &f->v) == 0) ir_module_remove_func(L->m, f);
    return;
  }
  LowerFn fn = NULL;
  size_t best = 0; /* the longest matching base: sample.clamp over sample */
  /* n is a base or a base and ".<suffix>": the byte after an entry's
   * length decides most of the table before any comparison */
  size_t nl = n ? strlen(n) : 0;
  for (size_t i = 0; i < sizeof k_custom / sizeof k_custom[0]; i++) {
    size_t bl = k_custom[i].len;
    if (bl <= best || !opt_name_has_base(n, nl, k_custom[i].base, bl)) continue;
    fn = k_custom[i].fn;
    best = bl;
  }
  const DxilIntrinsicMap *im = fn ? NULL : dxil_intrinsic_lookup(n);
  if (!fn && !im) {
    ol_error(L, calls->data[0], OPL_ERR_UNSUPPORTED, "Unsupported intrinsic %s for DXIL lowering", n);
    return;
  }
  /* Like LLVM, stop at the first call of this intrinsic that fails. */
  for (uint32_t k = 0; k < calls->len; k++) {
    IrInst *ci = calls->data[k];
    if (!ci->parent) continue;
    bool ok = fn ? fn(L, ci) : lower_mapped(L, ci, im);
    if (!ok) return;
  }
  if (ir_count_uses(L->m, NULL, &f->v) == 0) ir_module_remove_func(L->m, f);
}

/* NonUniformResourceIndex markers are only needed while creating handles. */
static void cleanup_nonuniform(OpLower *L) {
  IrFunc *f = L->nuri;
  if (!f) return;
  for (uint32_t i = 0; i < L->m->funcs.len; i++) {
    IrFunc *g = L->m->funcs.data[i];
    for (uint32_t bb = 0; bb < g->nblocks; bb++)
      for (IrInst *in = g->blocks[bb]->first, *next; in; in = next) {
        next = in->next;
        if (in->op == IR_CALL && ir_call_callee(in) == f && in->nops >= 2)
          replace_and_erase(L, in, in->ops[1]);
      }
  }
  if (ir_count_uses(L->m, NULL, &f->v) == 0) ir_module_remove_func(L->m, f);
}

/* ---- IsHelperLane before SM 6.6 ----------------------------------------- */

/* No IsHelperLane op before DXIL 1.6 (DXC's patchDxil_1_6): the answer lives
 * in a global @dx.ishelper, set at each pixel entry to !Coverage() and at
 * each discard to its condition; IsHelperLane reads it. Only when the module
 * asks (discards alone leave no global). */
static void is_helper_fallback(OpLower *L) {
  if (L->ver >= DXIL_VER(1, 6) || (L->stage != STAGE_PIXEL && L->stage != STAGE_LIBRARY)) return;
  IrModule *m = L->m;
  IrType *i32 = ir_type_int(m, 32), *i1 = ir_type_int(m, 1);
  IrGlobal *gv = NULL;
  for (int pass = 0; pass < 2; pass++) /* the reads first: they decide whether there is a global */
    for (uint32_t i = 0; i < m->funcs.len; i++) {
      IrFunc *f = m->funcs.data[i];
      for (uint32_t bb = 0; bb < f->nblocks; bb++)
        for (IrInst *in = f->blocks[bb]->first, *next; in; in = next) {
          next = in->next;
          uint32_t op = dxil_op_of_call(in);
          if (pass == 0 && op == DXIL_OP_IsHelperLane) {
            if (!gv) {
              gv = ir_global_new(m, "dx.ishelper", i32, 0);
              if (!gv) return;
              gv->init = ir_const_i32(m, 0);
              gv->linkage = L->stage == STAGE_LIBRARY ? IR_LINK_EXTERNAL : IR_LINK_INTERNAL;
              gv->align = 4;
            }
            IrBuilder b;
            ir_builder_before(&b, m, in);
            b.loc = in->loc;
            IrValue *v = ir_build_cast(&b, IR_TRUNC, ir_build_load(&b, i32, &gv->v, NULL), i1, NULL);
            if (!v) return; /* out of memory: the arena's status reports it */
            replace_and_erase(L, in, v);
          } else if (pass == 1 && gv && op == DXIL_OP_Discard && in->nops >= 3) {
            IrBuilder b;
            ir_builder_before(&b, m, in);
            b.loc = in->loc;
            ir_build_store(&b, ir_build_cast(&b, IR_ZEXT, in->ops[2], i32, NULL), &gv->v);
          }
        }
    }
  if (!gv) return;
  for (uint32_t i = 0; i < m->funcs.len; i++) { /* the pixel entries start it */
    IrFunc *f = m->funcs.data[i];
    const IrAttr *a = f->nblocks && f->fn_attrs ? ir_attrs_find(f->fn_attrs, "\"hlsl.shader\"") : NULL;
    if (!a || !a->value || strcmp(a->value, "\"pixel\"")) continue;
    IrBlock *e = f->blocks[0];
    IrInst *at = e->first;
    while (at && at->op == IR_PHI) at = at->next;
    if (!at) continue;
    IrBuilder b;
    ir_builder_before(&b, m, at);
    IrValue *opv = i32c(L, DXIL_OP_Coverage);
    IrInst *cov = make_op(L, &b, at, DXIL_OP_Coverage, i32, NULL, &opv, 0, "");
    if (!cov) return;
    IrValue *eq = ir_build_icmp(&b, IR_ICMP_EQ, ir_const_i32(m, 0), &cov->v, NULL);
    ir_build_store(&b, ir_build_cast(&b, IR_ZEXT, eq, i32, NULL), &gv->v);
  }
}

/* ---- validity of the dx.op calls for the target ------------------------- */

/* The overload type of a dx.op call, from its callee's signature. */
static IrType *call_overload(const DxilOpInfo *oi, IrInst *call) {
  IrType *ft = call->aux_type;
  if (!oi->ndims || !ft || ft->kind != IR_TY_FUNC) return NULL;
  if (is_ovl_slot(oi->ret)) return ft->elem;
  if ((oi->ret == DXIL_PT_RESRET || oi->ret == DXIL_PT_CBUFRET) && ft->elem->kind == IR_TY_STRUCT &&
      ft->elem->nmembers)
    return ft->elem->members[0];
  for (uint32_t i = 0; i < oi->nargs && i + 1 < ft->nmembers; i++)
    if (is_ovl_slot(oi->args[i])) return ft->members[i + 1];
  return NULL;
}

/* Stage a function runs in: its "hlsl.shader" attribute in libraries. */
static ShaderStage func_stage(OpLower *L, IrFunc *f) {
  if (L->stage != STAGE_LIBRARY) return L->stage;
  const IrAttr *a = f->fn_attrs ? ir_attrs_find(f->fn_attrs, "\"hlsl.shader\"") : NULL;
  if (!a || !a->value) {
    /* DXC's validator: a hull entry's patch constant function runs in the
     * hull stage, any other library function is checked as "lib" (lib_6_x,
     * which DXC does not validate, is not) */
    IrNamedMD *t = ir_named_md(L->m, "hlsl.tess");
    for (uint32_t k = 0; t && k < t->nops; k++) {
      const IrMD *r = t->ops[k];
      if (r && r->kind == IR_MD_NODE && r->nops >= 2 && r->ops[1] && r->ops[1]->kind == IR_MD_VALUE &&
          r->ops[1]->value == &f->v)
        return STAGE_HULL;
    }
    /* after dxil-translate-metadata: the HS state (tag 3) of an entry record */
    IrNamedMD *eps = ir_named_md(L->m, "dx.entryPoints");
    for (uint32_t k = 0; eps && k < eps->nops; k++) {
      const IrMD *e = eps->ops[k];
      const IrMD *pr = e && e->kind == IR_MD_NODE && e->nops >= 5 ? e->ops[4] : NULL;
      for (uint32_t j = 0; pr && pr->kind == IR_MD_NODE && j + 1 < pr->nops; j += 2) {
        uint64_t tag;
        const IrMD *v = pr->ops[j + 1];
        if (pr->ops[j] && pr->ops[j]->kind == IR_MD_VALUE && ir_const_is_int(pr->ops[j]->value, &tag) &&
            tag == 3 && v && v->kind == IR_MD_NODE && v->nops && v->ops[0] &&
            v->ops[0]->kind == IR_MD_VALUE && v->ops[0]->value == &f->v)
          return STAGE_HULL;
      }
    }
    return L->ctx->dxc_compat && L->ctx->dx.target.sm_minor != 15 ? STAGE_LIBRARY : STAGE_INVALID;
  }
  for (unsigned s = 0; s < STAGE_INVALID; s++) {
    const char *sn = dxil_stage_spelling(s);
    size_t l = strlen(sn);
    if (a->value[0] == '"' && !strncmp(a->value + 1, sn, l) && a->value[l + 1] == '"') return (ShaderStage)s;
  }
  return STAGE_INVALID;
}

/* DXC's DxilLegalizeSampleOffsetPass: before SM 6.7 the texel offsets
 * of Sample* and TextureLoad are immediates in [-8, 7] (Gather's may be
 * programmable). Offsets are operands 8-10 of the sample ops, 7-9 of
 * TextureLoad (after the callee and opcode). NULL when they are legal,
 * else DXC's message for the first illegal one. */
static const char *illegal_offset(IrInst *in, uint32_t opcode) {
  uint32_t first;
  switch (opcode) {
  case DXIL_OP_Sample: case DXIL_OP_SampleBias: case DXIL_OP_SampleLevel: case DXIL_OP_SampleGrad:
  case DXIL_OP_SampleCmp: case DXIL_OP_SampleCmpLevelZero: case DXIL_OP_SampleCmpLevel:
  case DXIL_OP_SampleCmpGrad: case DXIL_OP_SampleCmpBias:
    first = 8;
    break;
  case DXIL_OP_TextureLoad: first = 7; break;
  default: return NULL;
  }
  if (first >= in->nops || in->ops[first]->kind == IR_V_UNDEF) return NULL; /* no offsets */
  for (uint32_t k = first; k < first + 3 && k < in->nops; k++) {
    IrValue *o = in->ops[k];
    if (!o || o->kind == IR_V_UNDEF || o->kind == IR_V_POISON) continue;
    uint64_t v;
    if (!ir_const_is_int(o, &v)) return "Offsets to texture access operations must be immediate values.";
    int64_t sv = (int32_t)(uint32_t)v;
    if (sv > 7 || sv < -8) return "Offsets to texture access operations must be between -8 and 7.";
  }
  return NULL;
}

/* DXC's validator rules on the Shader Execution Reordering ops (DXIL 1.9):
 * no undef HitObject operand, no undef coherence hint when bits are given,
 * no uninitialized operands where DXC checks them, root table offsets that
 * are multiples of 4. */
static bool is_undef(const IrValue *v) { return v && (v->kind == IR_V_UNDEF || v->kind == IR_V_POISON); }
static void check_ser_op(OpLower *L, IrInst *in, uint32_t opcode) {
  const char *uninit = "Instructions should not read uninitialized value.";
  uint32_t na = in->nops > 2 ? in->nops - 2 : 0; /* operands after the opcode */
  IrValue **a = in->ops + 2;                      /* a[0]: the first operand after the opcode */
  switch (opcode) {
  case DXIL_OP_HitObject_TraceRay:
    for (uint32_t k = 1; k < na; k++)
      if (is_undef(a[k])) ol_val_error(L, in, OPL_ERR_OPCODE, "%s", uninit);
    return;
  case DXIL_OP_HitObject_FromRayQuery:
  case DXIL_OP_HitObject_FromRayQueryWithAttrs:
    for (uint32_t k = 0; k < na; k++)
      if (is_undef(a[k])) ol_val_error(L, in, OPL_ERR_OPCODE, "%s", uninit);
    return;
  case DXIL_OP_HitObject_MakeMiss:
    if (na >= 2 && (is_undef(a[0]) || is_undef(a[1]))) ol_val_error(L, in, OPL_ERR_OPCODE, "%s", uninit);
    return;
  case DXIL_OP_MaybeReorderThread: {
    if (na < 3) return;
    if (is_undef(a[0])) ol_val_error(L, in, OPL_ERR_OPCODE, "HitObject is undef.");
    uint64_t bits = 0;
    if (is_undef(a[2]) || (ir_const_is_int(a[2], &bits) && bits != 0 && is_undef(a[1])))
      ol_val_error(L, in, OPL_ERR_OPCODE, "Use of undef coherence hint or num coherence hint bits in MaybeReorderThread.");
    return;
  }
  case DXIL_OP_HitObject_Invoke:
  case DXIL_OP_HitObject_LoadLocalRootTableConstant:
  case DXIL_OP_HitObject_SetShaderTableIndex:
    if (na >= 1 && is_undef(a[0])) ol_val_error(L, in, OPL_ERR_OPCODE, "HitObject is undef.");
    if (na >= 2 && is_undef(a[1])) ol_val_error(L, in, OPL_ERR_OPCODE, "%s", uninit);
    if (opcode == DXIL_OP_HitObject_LoadLocalRootTableConstant && na >= 2) {
      uint64_t off;
      if (ir_const_is_int(a[1], &off) && (uint32_t)off % 4 != 0)
        ol_val_error(L, in, OPL_ERR_OPCODE, "parameter 'offset' must be a multiple of 4, got %u", (uint32_t)off);
    }
    return;
  default:
    if (opcode >= DXIL_OP_HitObject_IsMiss && opcode <= DXIL_OP_HitObject_ShaderTableIndex && na >= 1 &&
        is_undef(a[0]))
      ol_val_error(L, in, OPL_ERR_OPCODE, "HitObject is undef.");
    return;
  }
}

/* DXC's validator on the work-graph ops: no undef node or record handle
 * (an object never given one: a local NodeOutput, records not allocated). */
static void check_node_op(OpLower *L, IrInst *in, uint32_t opcode) {
  if (opcode == DXIL_OP_BarrierByMemoryType || opcode == DXIL_OP_BarrierByMemoryHandle ||
      opcode == DXIL_OP_CreateNodeOutputHandle || opcode == DXIL_OP_CreateNodeInputRecordHandle ||
      opcode == DXIL_OP_GetRemainingRecursionLevels)
    return;
  if (in->nops > 2 && is_undef(in->ops[2]))
    ol_val_error(L, in, OPL_ERR_OPCODE, "Instructions should not read uninitialized value.");
}

/* DXC's validator (Sm.IncompatibleThreadGroupDim): a compute-like entry
 * (compute, mesh, amplification, node) that uses derivatives - the ops
 * compute shaders may use only from SM 6.6: derivatives, Sample,
 * SampleBias, SampleCmp, CalculateLOD - needs a thread group of quads:
 * 1D with X a multiple of 4, or X and Y both even. Reported once per
 * entry, after DXC's general message, at the entry (DXC's place; the
 * first such op's place when the entry has none). */
static void check_deriv_group(OpLower *L, IrFunc *f, ShaderStage st) {
  if (!L->ctx->dxc_compat || L->ver < DXIL_VER(1, 6) ||
      (st != STAGE_COMPUTE && st != STAGE_MESH && st != STAGE_AMPLIFICATION && st != STAGE_NODE))
    return;
  const IrAttr *a = f->fn_attrs ? ir_attrs_find(f->fn_attrs, "\"hlsl.numthreads\"") : NULL;
  size_t len = 0;
  const char *nt = a ? ir_attr_unquoted(a, &len) : NULL;
  uint32_t n[3];
  if (!nt || ir_attr_uint_list(nt, len, n, 3) != 3) return;
  bool ok = n[1] == 1 && n[2] == 1 ? (n[0] & 3) == 0 : !(n[0] & 1) && !(n[1] & 1);
  if (ok) return;
  for (uint32_t bb = 0; bb < f->nblocks; bb++)
    for (IrInst *in = f->blocks[bb]->first; in; in = in->next) {
      uint32_t opcode = dxil_op_of_call(in);
      if (opcode == UINT32_MAX) continue;
      const DxilOpInfo *oi = dxil_op_info(opcode);
      uint32_t bit = dxil_overload_bit(oi ? call_overload(oi, in) : NULL);
      if (dxil_op_check(opcode, DXIL_VER(1, 5), STAGE_COMPUTE, bit) != DXIL_OPST_BAD_STAGE ||
          dxil_op_check(opcode, DXIL_VER(1, 6), STAGE_COMPUTE, bit) != DXIL_OPST_OK)
        continue;
      SrcLoc at = f->loc.line ? f->loc : in->loc;
      if (!L->errors) diag_error(L->ctx->diag, OPL_ERR_OPCODE, srcloc_none(), "validation errors");
      diag_error(L->ctx->diag, OPL_ERR_STAGE, at,
                 "Entry function performs some operation that is incompatible with the shader stage or "
                 "other entry properties.  See other errors for details.");
      diag_error(L->ctx->diag, OPL_ERR_STAGE, at,
                 "Function uses derivatives in compute-model shader with NumThreads (%u, %u, %u); derivatives "
                 "require NumThreads to be 1D and a multiple of 4, or 2D/3D with X and Y both being a multiple "
                 "of 2.",
                 n[0], n[1], n[2]);
      L->errors++;
      return;
    }
}

static void check_ops(OpLower *L) {
  char sm[8], sm2[8];
  dxil_ver_str(sm, L->ver, true);
  struct Seen { uint32_t op, status, ovl, stage; } seen[64];
  uint32_t nseen = 0;
  for (uint32_t i = 0; i < L->m->funcs.len; i++) {
    IrFunc *f = L->m->funcs.data[i];
    ShaderStage st = func_stage(L, f);
    check_deriv_group(L, f, st);
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *in = f->blocks[bb]->first; in; in = in->next) {
        uint32_t opcode = dxil_op_of_call(in);
        if (opcode == UINT32_MAX) continue;
        const char *bad_offset = L->ver < DXIL_VER(1, 7) ? illegal_offset(in, opcode) : NULL;
        if (bad_offset) {
          diag_error(L->ctx->diag, OPL_ERR_OPCODE, in->loc, "%s", bad_offset);
          L->errors++;
        }
        if (L->ctx->dxc_compat && opcode >= DXIL_OP_HitObject_TraceRay && opcode <= DXIL_OP_HitObject_Attributes)
          check_ser_op(L, in, opcode);
        if (opcode >= DXIL_OP_AllocateNodeOutputRecords && opcode <= DXIL_OP_GetRemainingRecursionLevels)
          check_node_op(L, in, opcode);
        const DxilOpInfo *oi = dxil_op_info(opcode);
        IrType *ovl = oi ? call_overload(oi, in) : NULL;
        uint32_t bit = dxil_overload_bit(ovl);
        DxilOpStatus s = dxil_op_check(opcode, L->ver, st, bit);
        /* DXC's validator counts a library's patch constant functions among
         * the functions its entries call, where it refuses
         * LoadOutputControlPoint (Sm.OpcodeInInvalidFunction) */
        if (s == DXIL_OPST_OK && opcode == DXIL_OP_LoadOutputControlPoint && L->stage == STAGE_LIBRARY &&
            st == STAGE_HULL && L->ctx->dxc_compat && L->ctx->dx.target.sm_minor != 15) {
          if (!L->errors) diag_error(L->ctx->diag, OPL_ERR_OPCODE, srcloc_none(), "validation errors");
          diag_error(L->ctx->diag, OPL_ERR_STAGE, in->loc,
                     "opcode 'LoadOutputControlPoint' should only be used in 'PatchConstant function'.");
          L->errors++;
          continue;
        }
        if (s == DXIL_OPST_OK) continue;
        /* a library's entries create their handles from its globals */
        if (s == DXIL_OPST_BAD_STAGE && L->stage == STAGE_LIBRARY &&
            opcode == DXIL_OP_CreateHandleForLib)
          continue;
        /* DXC's validator announces its findings first */
        if (L->ctx->dxc_compat && !L->errors)
          diag_error(L->ctx->diag, OPL_ERR_OPCODE, srcloc_none(), "validation errors");
        if (s == DXIL_OPST_BAD_OVERLOAD && L->ctx->dxc_compat) {
          diag_error(L->ctx->diag, OPL_ERR_OVERLOAD, in->loc, "DXIL intrinsic overload must be valid.");
          L->errors++;
          continue;
        }
        /* DXC's validator: ops with implicit derivatives (derivatives,
         * Sample, SampleBias, SampleCmp, CalculateLOD) in compute, mesh and
         * amplification shaders before SM 6.6, reported at every use */
        if (s == DXIL_OPST_BAD_STAGE && L->ctx->dxc_compat && L->ver < DXIL_VER(1, 6) &&
            (st == STAGE_COMPUTE || st == STAGE_MESH || st == STAGE_AMPLIFICATION) &&
            dxil_op_check(opcode, DXIL_VER(1, 6), st, bit) == DXIL_OPST_OK) {
          diag_error(L->ctx->diag, OPL_ERR_STAGE, in->loc,
                     "opcode 'Derivatives in CS/MS/AS' should only be used in 'Shader Model 6.6+'.");
          L->errors++;
          continue;
        }
        const char *name = oi ? oi->name : "";
        if (L->ctx->dxc_compat && (s == DXIL_OPST_TOO_NEW || s == DXIL_OPST_BAD_STAGE)) {
          /* DXC's validator: the profile, with the function's kind in a
           * library; every call is reported */
          ShaderStage ps = L->stage == STAGE_LIBRARY ? STAGE_LIBRARY : st;
          char prof[64];
          int k = snprintf(prof, sizeof prof, "%s_6_%u", stage_short(ps), (unsigned)(L->ver & 0xFF));
          if (L->stage == STAGE_LIBRARY && k > 0 && (size_t)k < sizeof prof)
            snprintf(prof + k, sizeof prof - (size_t)k, "(%s)",
                     st == STAGE_INVALID || st == STAGE_LIBRARY ? "lib"
                     : !strcmp(stage_short(st), "lib") ? stage_name(st) : stage_short(st));
          diag_error(L->ctx->diag, s == DXIL_OPST_TOO_NEW ? OPL_ERR_REQUIRES_SM : OPL_ERR_STAGE, in->loc,
                     "Opcode %s not valid in shader model %s.", name, prof);
          L->errors++;
          continue;
        }
        bool dup = false;
        for (uint32_t k = 0; k < nseen; k++)
          dup |= seen[k].op == opcode && seen[k].status == (uint32_t)s && seen[k].ovl == bit &&
                 seen[k].stage == (uint32_t)st;
        if (dup) continue;
        if (nseen < 64) seen[nseen++] = (struct Seen){opcode, (uint32_t)s, bit, (uint32_t)st};
        switch (s) {
        case DXIL_OPST_TOO_NEW:
          diag_error(L->ctx->diag, OPL_ERR_REQUIRES_SM, in->loc, "%s requires shader model %s or later",
                     name, dxil_ver_str(sm2, dxil_op_min_version(opcode), true));
          break;
        case DXIL_OPST_REMOVED:
          diag_error(L->ctx->diag, OPL_ERR_REMOVED, in->loc,
                     "%s is not available in shader model %s (removed in shader model %s)", name, sm,
                     dxil_ver_str(sm2, dxil_op_removed_version(opcode), true));
          break;
        case DXIL_OPST_BAD_STAGE:
          diag_error(L->ctx->diag, OPL_ERR_STAGE, in->loc, "%s is not valid in stage %s", name,
                     dxil_stage_spelling(st));
          break;
        case DXIL_OPST_BAD_OVERLOAD: {
          StrBuf t = sb_new(L->m->arena);
          ir_print_type(&t, ovl);
          DxilVer from = dxil_op_overload_min_version(opcode, bit);
          if (from && from > L->ver)
            diag_error(L->ctx->diag, OPL_ERR_OVERLOAD, in->loc,
                       "%s overload %s is not allowed in shader model %s (requires shader model %s)",
                       name, t.data ? t.data : "?", sm, dxil_ver_str(sm2, from, true));
          else
            diag_error(L->ctx->diag, OPL_ERR_OVERLOAD, in->loc, "%s overload %s is not allowed", name,
                       t.data ? t.data : "?");
          sb_free(&t);
          break;
        }
        default:
          diag_error(L->ctx->diag, OPL_ERR_OPCODE, in->loc, "dx.op call with %s opcode %u",
                     s == DXIL_OPST_RESERVED ? "reserved" : "unknown", opcode);
          break;
        }
        L->errors++;
      }
  }
}

bool pass_dxil_op_lower(PassCtx *ctx, IrModule *m) {
  OpLower L;
  memset(&L, 0, sizeof L);
  L.ctx = ctx;
  L.m = m;
  Target t = ctx->dx.target;
  L.have_target = ctx->have_target || (m->triple && target_from_triple(&t, m->triple));
  L.ver = L.have_target ? DXIL_VER(t.dxil_major, t.dxil_minor) : DXIL_VER_LATEST;
  L.stage = L.have_target ? t.stage : STAGE_INVALID;
  L.valver = t.valver_major || t.valver_minor ? DXIL_VER(t.valver_major, t.valver_minor) : L.ver;
  L.force_zero_lifetimes = L.have_target && t.force_zero_lifetimes;
  if (!dxil_resource_analyze(m, ctx->diag, ctx->dxc_compat, &L.res)) return false;
  uint32_t *dxc_rank = ctx->dxc_compat ? dxc_order_binding_calls(ctx, m, &L.res) : NULL;

  /* Bucket the calls to each declaration, in program order. */
  uint32_t nf = m->funcs.len;
  IrFunc **fs = arena_alloc(m->arena, sizeof(IrFunc *) * (nf ? nf : 1));
  PtrVec *calls = arena_alloc(m->arena, sizeof(PtrVec) * (nf ? nf : 1));
  if (!fs || !calls) return false;
  for (uint32_t i = 0; i < nf; i++) {
    fs[i] = m->funcs.data[i];
    fs[i]->v.num = i;
  }
  for (uint32_t i = 0; i < nf; i++)
    for (uint32_t bb = 0; bb < fs[i]->nblocks; bb++)
      for (IrInst *in = fs[i]->blocks[bb]->first; in; in = in->next) {
        IrFunc *callee = in->op == IR_CALL ? ir_call_callee(in) : NULL;
        if (callee && callee->v.num < nf && fs[callee->v.num] == callee)
          ptrvec_push(m->arena, &calls[callee->v.num], in);
      }
  /* Handle creation first: users of a handle are rewritten through casts
   * that must find the handle already lowered, whatever order the
   * declarations happen to be in (implicit binding appends new ones). */
  for (int round = 0; round < 2; round++) {
    for (uint32_t i = 0; i < nf; i++) {
      IrFunc *f = fs[i];
      if (f->nblocks || !f->v.name || strncmp(f->v.name, "llvm.", 5) != 0) continue;
      bool creates = opt_name_is(f->v.name, "llvm.dx.resource.handlefrombinding") ||
                     opt_name_is(f->v.name, "llvm.dx.resource.handlefromheap");
      if (creates == (round == 0)) lower_function(&L, f, &calls[i]);
    }
    remove_unused_globals(&L);
  }
  if (!L.errors) {
    cleanup_casts(&L);
    cleanup_nonuniform(&L);
    is_helper_fallback(&L);
    if (ctx->dxc_compat && L.ver >= DXIL_VER(1, 6)) dxc_place_annotations(ctx, m, &L.res, dxc_rank, L.have_target ? &t : NULL);
    if (ctx->dxc_compat && L.lib_units.len) dxc_place_lib_handles(ctx, m, &L.lib_units, L.have_target ? &t : NULL);
  }
  /* hlslc checks the ops after they are folded (dxil-op-check), as DXC's
   * validator sees the final module; LLVM's form checks them here */
  if (!L.errors && L.have_target && !ctx->dxc_compat) check_ops(&L);
  return L.errors == 0 && !ctx->diag->oom;
}

/* "dxil-op-check": every dx.op call valid for the target (shader model,
 * stage, overload), after dx.op calls on constants were folded. */
/* DXC's validator rule Sm.PSConsistentInterp: a pixel shader that writes
 * SV_DepthGreaterEqual or SV_DepthLessEqual without running per sample
 * (no SV_SampleIndex input, no input interpolated per sample) needs its
 * SV_Position input interpolated noperspective centroid or sample. */
static void check_ps_depth_interp(OpLower *L, IrModule *m) {
  SigInfo info;
  if (L->stage != STAGE_PIXEL || !dxil_signatures_read(m, &info)) return;
  for (uint32_t e = 0; e < info.n; e++) {
    const SigEntry *se = &info.entries[e];
    bool per_sample = false, depth_bound = false;
    const SigElement *pos = NULL;
    for (uint32_t k = 0; k < se->nin; k++) {
      const SigElement *x = &se->in[k];
      if (x->kind == DXIL_SEM_SAMPLE_INDEX) {
        per_sample = true;
        continue;
      }
      if (x->interp == DXIL_INTERP_LINEAR_SAMPLE || x->interp == DXIL_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE) per_sample = true;
      if (x->kind == DXIL_SEM_POSITION) pos = x;
    }
    for (uint32_t k = 0; k < se->nout; k++) {
      uint32_t kd = se->out[k].kind;
      if (kd == DXIL_SEM_DEPTH || kd == DXIL_SEM_DEPTH_LE || kd == DXIL_SEM_DEPTH_GE) {
        depth_bound = kd != DXIL_SEM_DEPTH;
        break;
      }
    }
    if (per_sample || !depth_bound || !pos || pos->interp == DXIL_INTERP_UNDEFINED ||
        pos->interp == DXIL_INTERP_LINEAR_NOPERSPECTIVE_CENTROID || pos->interp == DXIL_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE)
      continue;
    ol_val_error(L, NULL, OPL_ERR_OPCODE,
                 "Interpolation mode for PS input position must be linear_noperspective_centroid or "
                 "linear_noperspective_sample when outputting oDepthGE or oDepthLE and not running at "
                 "sample frequency (which is forced by inputting SV_SampleIndex or declaring an input "
                 "linear_sample or linear_noperspective_sample).");
  }
}

/* DXC's validator on a mesh shader entry: SetMeshOutputCounts and
 * GetMeshPayload are called at most once, and the output stores
 * (StoreVertexOutput, StorePrimitiveOutput, EmitIndices) come after a
 * SetMeshOutputCounts that dominates them (in its block or a dominating
 * one). */
static void check_mesh_outputs(OpLower *L) {
  if (L->stage != STAGE_MESH) return;
  for (uint32_t i = 0; i < L->m->funcs.len; i++) {
    IrFunc *f = L->m->funcs.data[i];
    if (!f->nblocks || func_stage(L, f) != STAGE_MESH) continue;
    IrInst *set = NULL, *payload = NULL;
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *in = f->blocks[bb]->first; in; in = in->next) {
        uint32_t op = dxil_op_of_call(in);
        if (op == DXIL_OP_SetMeshOutputCounts) {
          if (set) ol_val_error(L, in, OPL_ERR_STAGE, "SetMeshOUtputCounts cannot be called multiple times.");
          set = in;
        } else if (op == DXIL_OP_GetMeshPayload) {
          if (payload) ol_val_error(L, in, OPL_ERR_STAGE, "GetMeshPayload cannot be called multiple times.");
          payload = in;
        }
      }
    IrCfg cfg;
    Arena a;
    arena_init_child(&a, L->m->arena);
    if (set && !ir_cfg_build(&cfg, &a, f)) {
      arena_free(&a);
      return;
    }
    uint32_t sb = set ? ir_cfg_index(&cfg, set->parent) : 0;
    for (uint32_t bb = 0; bb < f->nblocks; bb++) {
      bool seen_here = false;
      for (IrInst *in = f->blocks[bb]->first; in; in = in->next) {
        if (in == set) seen_here = true;
        uint32_t op = dxil_op_of_call(in);
        if (op != DXIL_OP_StoreVertexOutput && op != DXIL_OP_StorePrimitiveOutput && op != DXIL_OP_EmitIndices)
          continue;
        if (!set)
          ol_val_error(L, in, OPL_ERR_STAGE, "Missing SetMeshOutputCounts call.");
        else if (!seen_here && !ir_cfg_dominates(&cfg, sb, ir_cfg_index(&cfg, f->blocks[bb])))
          ol_val_error(L, in, OPL_ERR_STAGE, "Non-Dominating SetMeshOutputCounts call.");
      }
    }
    arena_free(&a);
  }
}

/* DXC's validator on UAV stores: every component the write mask names
 * needs a value (an undefined one, as from an uninitialized local, is
 * refused: "Assignment of undefined values to UAV."). */
static void check_uav_store_values(OpLower *L) {
  for (uint32_t i = 0; i < L->m->funcs.len; i++) {
    IrFunc *f = L->m->funcs.data[i];
    for (uint32_t bb = 0; bb < f->nblocks; bb++)
      for (IrInst *in = f->blocks[bb]->first; in; in = in->next) {
        uint32_t op = dxil_op_of_call(in), v0;
        if (op == DXIL_OP_BufferStore || op == DXIL_OP_RawBufferStore) v0 = 5;
        else if (op == DXIL_OP_TextureStore || op == DXIL_OP_TextureStoreSample) v0 = 6;
        else continue;
        uint64_t mask;
        if (in->nops < v0 + 5 || !ir_const_is_int(in->ops[v0 + 4], &mask)) continue;
        for (uint32_t k = 0; k < 4; k++)
          if (((mask >> k) & 1) && in->ops[v0 + k] &&
              (in->ops[v0 + k]->kind == IR_V_UNDEF || in->ops[v0 + k]->kind == IR_V_POISON)) {
            ol_val_error(L, in, OPL_ERR_OPCODE, "Assignment of undefined values to UAV.");
            break;
          }
      }
  }
}

bool pass_dxil_op_check(PassCtx *ctx, IrModule *m) {
  OpLower L;
  memset(&L, 0, sizeof L);
  L.ctx = ctx;
  L.m = m;
  Target t = ctx->dx.target;
  L.have_target = ctx->have_target || (m->triple && target_from_triple(&t, m->triple));
  if (!L.have_target) return true;
  L.ver = DXIL_VER(t.dxil_major, t.dxil_minor);
  L.stage = t.stage;
  check_ops(&L);
  check_ps_depth_interp(&L, m);
  if (ctx->dxc_compat) {
    check_mesh_outputs(&L);
    check_uav_store_values(&L);
  }
  return L.errors == 0 && !ctx->diag->oom;
}
