/* dxil_ops.c - queries over the generated DXIL op tables, dx.op.* names,
 * signatures and declarations. The tables themselves are static const data
 * generated from dxil_ops.def; nothing here allocates at start-up. */
#include "dxil_ops.h"
#include "target.h"

#include <stdio.h>
#include <string.h>

/* ---- table access ------------------------------------------------------ */

const DxilOpInfo *dxil_op_info(uint32_t opcode) {
  if (opcode < DXIL_OP_CORE_COUNT) return &dxil_core_ops[opcode];
  if ((opcode >> 16) == 0x8000u && (opcode & 0xFFFFu) < DXIL_XOP_COUNT)
    return &dxil_experimental_ops[opcode & 0xFFFFu];
  return NULL;
}

const char *dxil_op_name(uint32_t opcode) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  return oi ? oi->name : "";
}

const char *dxil_op_class_name(uint32_t opcode) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  return oi ? dxil_op_class_names[oi->op_class] : "";
}

uint32_t dxil_op_by_name(const char *name) {
  for (uint32_t i = 0; i < DXIL_OP_CORE_COUNT; i++)
    if (strcmp(dxil_core_ops[i].name, name) == 0) return i;
  for (uint32_t i = 0; i < DXIL_XOP_COUNT; i++)
    if (strcmp(dxil_experimental_ops[i].name, name) == 0) return dxil_experimental_ops[i].opcode;
  return UINT32_MAX;
}

/* ---- versioned lists --------------------------------------------------- */

const DxilVerMask *dxil_ver_pick(const DxilVerMask *list, uint32_t n, DxilVer ver, uint8_t dim) {
  const DxilVerMask *best = NULL;
  for (uint32_t i = 0; i < n; i++)
    if (list[i].dim == dim && list[i].ver <= ver && (!best || list[i].ver >= best->ver))
      best = &list[i];
  return best;
}

static bool is_reserved(const DxilOpInfo *oi) {
  return oi->nattrs && (oi->attrs[0].mask & DXIL_ATTR_RESERVED);
}

DxilVer dxil_op_min_version(uint32_t opcode) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi || !oi->nstages || is_reserved(oi) || (oi->stages[0].mask & DXIL_SK_REMOVED)) return 0;
  return oi->stages[0].ver;
}

DxilVer dxil_op_removed_version(uint32_t opcode) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi) return 0;
  for (uint32_t i = 0; i < oi->nstages; i++)
    if (oi->stages[i].mask & DXIL_SK_REMOVED) return oi->stages[i].ver;
  return 0;
}

/* The wave operations whose result depends on which lanes are active (the
 * intrinsics DXC's table marks [[wv]]): WaveIsFirstLane, WaveAnyTrue,
 * WaveAllTrue, WaveActiveAllEqual, WaveActiveBallot, WaveReadLaneFirst,
 * WaveActiveOp, WaveActiveBit, WavePrefixOp, WaveAllBitCount,
 * WavePrefixBitCount, WaveMatch, WaveMultiPrefixOp,
 * WaveMultiPrefixBitCount. Not: the lane index and count, WaveReadLaneAt,
 * the quad operations. */
bool dxil_op_is_wave_sensitive(uint32_t opcode) {
  switch (opcode) {
  case 110: case 113: case 114: case 115: case 116: case 118: case 119: case 120: case 121:
  case 135: case 136: case 165: case 166: case 167:
    return true;
  default:
    return false;
  }
}

bool dxil_op_valid_version(uint32_t opcode, DxilVer ver) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi || is_reserved(oi)) return false;
  const DxilVerMask *e = dxil_ver_pick(oi->stages, oi->nstages, ver, 0);
  return e && !(e->mask & DXIL_SK_REMOVED);
}

uint32_t dxil_op_stage_mask(uint32_t opcode, DxilVer ver) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi || !dxil_op_valid_version(opcode, ver)) return 0;
  uint32_t mask = dxil_ver_pick(oi->stages, oi->nstages, ver, 0)->mask;
  uint32_t attrs = dxil_op_attrs(opcode, ver);
  if (attrs & DXIL_ATTR_VAL_NOT_IN_LIBRARY) mask &= ~(uint32_t)DXIL_SK_LIBRARY;
  if (attrs & DXIL_ATTR_VAL_LIBRARY_ONLY) mask &= DXIL_SK_LIBRARY;
  return mask;
}

bool dxil_op_valid_stage(uint32_t opcode, DxilVer ver, unsigned stage) {
  return stage < 16 && (dxil_op_stage_mask(opcode, ver) & DXIL_SK_BIT(stage));
}

bool dxil_op_is_overloaded(uint32_t opcode) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  return oi && oi->ndims > 0;
}

uint32_t dxil_op_overload_mask(uint32_t opcode, DxilVer ver) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi || !oi->ndims) return 0;
  const DxilVerMask *e = dxil_ver_pick(oi->overloads, oi->novl, ver, 0);
  return e ? e->mask : 0;
}

bool dxil_op_valid_overload(uint32_t opcode, DxilVer ver, uint32_t ovl_bit) {
  return ovl_bit && (dxil_op_overload_mask(opcode, ver) & ovl_bit) == ovl_bit;
}

DxilVer dxil_op_overload_min_version(uint32_t opcode, uint32_t ovl_bit) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi) return 0;
  for (uint32_t i = 0; i < oi->novl; i++)
    if (oi->overloads[i].dim == 0 && (oi->overloads[i].mask & ovl_bit) == ovl_bit && ovl_bit)
      return oi->overloads[i].ver;
  return 0;
}

uint32_t dxil_op_attrs(uint32_t opcode, DxilVer ver) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi) return 0;
  const DxilVerMask *e = dxil_ver_pick(oi->attrs, oi->nattrs, ver, 0);
  return e ? e->mask : 0;
}

DxilOpStatus dxil_op_check(uint32_t opcode, DxilVer ver, unsigned stage, uint32_t ovl_bit) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi) return DXIL_OPST_UNKNOWN;
  if (is_reserved(oi)) return DXIL_OPST_RESERVED;
  DxilVer minv = dxil_op_min_version(opcode);
  if (!minv || ver < minv) return DXIL_OPST_TOO_NEW;
  if (!dxil_op_valid_version(opcode, ver)) return DXIL_OPST_REMOVED;
  if (stage < 16 && !dxil_op_valid_stage(opcode, ver, stage)) return DXIL_OPST_BAD_STAGE;
  if (oi->ndims && ovl_bit && !dxil_op_valid_overload(opcode, ver, ovl_bit))
    return DXIL_OPST_BAD_OVERLOAD;
  return DXIL_OPST_OK;
}

/* ---- spellings --------------------------------------------------------- */

static const char *const k_ovl_names[] = {
    "half", "float", "double", "i1", "i8", "i16", "i32", "i64", "udt", "obj",
    "<N x half>", "<N x float>", "<N x double>", "<N x i1>", "<N x i8>", "<N x i16>",
    "<N x i32>", "<N x i64>",
};

const char *dxil_overload_name(uint32_t ovl_bit) {
  for (unsigned i = 0; i < sizeof k_ovl_names / sizeof k_ovl_names[0]; i++)
    if (ovl_bit == (1u << i)) return k_ovl_names[i];
  return "?";
}

const char *dxil_stage_spelling(unsigned stage) {
  return stage < STAGE_INVALID ? stage_name((ShaderStage)stage) : "?";
}

const char *dxil_ver_str(char *buf, DxilVer v, bool sm) {
  snprintf(buf, 8, "%u.%u", sm ? DXIL_VER_MAJOR(v) + 5 : DXIL_VER_MAJOR(v), DXIL_VER_MINOR(v) % 100);
  return buf;
}

/* ---- overload types ---------------------------------------------------- */

static uint32_t scalar_bit(const IrType *t) {
  if (!t) return 0;
  switch (t->kind) {
  case IR_TY_HALF: return DXIL_OL_HALF;
  case IR_TY_FLOAT: return DXIL_OL_FLOAT;
  case IR_TY_DOUBLE: return DXIL_OL_DOUBLE;
  case IR_TY_INT:
    switch (t->bits) {
    case 1: return DXIL_OL_I1;
    case 8: return DXIL_OL_I8;
    case 16: return DXIL_OL_I16;
    case 32: return DXIL_OL_I32;
    case 64: return DXIL_OL_I64;
    default: return 0;
    }
  default: return 0;
  }
}

uint32_t dxil_overload_bit(const IrType *t) {
  if (!t) return 0;
  if (t->kind == IR_TY_VECTOR) return scalar_bit(t->elem) << DXIL_OL_VEC_SHIFT;
  if (t->kind == IR_TY_PTR) return DXIL_OL_UDT;
  if (t->kind == IR_TY_STRUCT) return DXIL_OL_OBJ;
  return scalar_bit(t);
}

static const char *scalar_suffix(const IrType *t) {
  switch (scalar_bit(t)) {
  case DXIL_OL_HALF: return "f16";
  case DXIL_OL_FLOAT: return "f32";
  case DXIL_OL_DOUBLE: return "f64";
  case DXIL_OL_I1: return "i1";
  case DXIL_OL_I8: return "i8";
  case DXIL_OL_I16: return "i16";
  case DXIL_OL_I32: return "i32";
  case DXIL_OL_I64: return "i64";
  default: return NULL;
  }
}

void dxil_overload_suffix(StrBuf *sb, const IrType *t) {
  if (!t) return;
  const char *s = scalar_suffix(t);
  if (s) {
    sb_puts(sb, s);
  } else if (t->kind == IR_TY_VECTOR && scalar_suffix(t->elem)) {
    sb_printf(sb, "v%llu%s", (unsigned long long)t->count, scalar_suffix(t->elem));
  } else if (t->kind == IR_TY_PTR && t->elem && t->elem->kind == IR_TY_STRUCT && t->elem->name) {
    sb_puts(sb, t->elem->name); /* UDT: DXC unwraps the pointer */
  } else if (t->kind == IR_TY_STRUCT && t->name) {
    sb_puts(sb, t->name);
  } else {
    ir_type_mangle(sb, t);
  }
}

void dxil_op_func_name(StrBuf *sb, uint32_t opcode, const IrType *ovl) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi) return;
  sb_puts(sb, oi->fn_prefix);
  if (oi->ndims && ovl) {
    sb_putc(sb, '.');
    dxil_overload_suffix(sb, ovl);
  }
}

/* ---- %dx.types.* ------------------------------------------------------- */

/* Get the named struct, giving it a body if it has none yet. */
static IrType *named_struct(IrModule *m, const char *name, IrType **fields, uint32_t n) {
  IrType *t = ir_type_struct_named(m, name);
  if (t && t->opaque) ir_type_struct_set_body(m, t, fields, n, false);
  return t;
}

static IrType *struct_of(IrModule *m, const char *name, IrType *elt, uint32_t n) {
  IrType *f[8];
  for (uint32_t i = 0; i < n && i < 8; i++) f[i] = elt;
  return named_struct(m, name, f, n);
}

IrType *dxil_type_handle(IrModule *m) {
  IrType *p = ir_type_ptr(m, 0);
  return named_struct(m, "dx.types.Handle", &p, 1);
}

IrType *dxil_type_resbind(IrModule *m) {
  IrType *i32 = ir_type_int(m, 32);
  IrType *f[4] = {i32, i32, i32, ir_type_int(m, 8)};
  return named_struct(m, "dx.types.ResBind", f, 4);
}

IrType *dxil_type_resprops(IrModule *m) {
  return struct_of(m, "dx.types.ResourceProperties", ir_type_int(m, 32), 2);
}

IrType *dxil_type_resret(IrModule *m, IrType *elt) {
  StrBuf sb = sb_new(m->arena);
  sb_puts(&sb, "dx.types.ResRet.");
  dxil_overload_suffix(&sb, elt);
  IrType *t;
  if (elt->kind == IR_TY_VECTOR) {
    IrType *f[2] = {elt, ir_type_int(m, 32)};
    t = sb.oom ? NULL : named_struct(m, sb.data, f, 2);
  } else {
    IrType *f[5] = {elt, elt, elt, elt, ir_type_int(m, 32)};
    t = sb.oom ? NULL : named_struct(m, sb.data, f, 5);
  }
  sb_free(&sb);
  return t;
}

IrType *dxil_type_cbufret(IrModule *m, IrType *elt, bool eight16) {
  StrBuf sb = sb_new(m->arena);
  sb_puts(&sb, "dx.types.CBufRet.");
  dxil_overload_suffix(&sb, elt);
  uint32_t bits = elt->kind == IR_TY_INT ? elt->bits : (uint32_t)(ir_type_size(elt) * 8);
  uint32_t n = bits == 64 ? 2 : 4;
  if (bits == 16 && eight16) {
    sb_puts(&sb, ".8");
    n = 8;
  }
  IrType *t = sb.oom ? NULL : struct_of(m, sb.data, elt, n);
  sb_free(&sb);
  return t;
}

IrType *dxil_type_named(IrModule *m, DxilParamType pt) {
  IrType *i32 = ir_type_int(m, 32);
  switch (pt) {
  case DXIL_PT_HANDLE: return dxil_type_handle(m);
  case DXIL_PT_RESBIND: return dxil_type_resbind(m);
  case DXIL_PT_RESPROPS: return dxil_type_resprops(m);
  case DXIL_PT_DIMS: return struct_of(m, "dx.types.Dimensions", i32, 4);
  case DXIL_PT_SAMPLEPOS: return struct_of(m, "dx.types.SamplePos", ir_type_float(m), 2);
  case DXIL_PT_SPLITDOUBLE: return struct_of(m, "dx.types.splitdouble", i32, 2);
  case DXIL_PT_FOURI32: return struct_of(m, "dx.types.fouri32", i32, 4);
  case DXIL_PT_TWOI32: return struct_of(m, "dx.types.twoi32", i32, 2);
  case DXIL_PT_I32C: {
    IrType *f[2] = {i32, ir_type_int(m, 1)};
    return named_struct(m, "dx.types.i32c", f, 2);
  }
  case DXIL_PT_HITOBJECT:
  case DXIL_PT_NODEHANDLE:
  case DXIL_PT_NODERECORDHANDLE: {
    IrType *p = ir_type_ptr(m, 0);
    const char *n = pt == DXIL_PT_HITOBJECT    ? "dx.types.HitObject"
                    : pt == DXIL_PT_NODEHANDLE ? "dx.types.NodeHandle"
                                               : "dx.types.NodeRecordHandle";
    return named_struct(m, n, &p, 1);
  }
  case DXIL_PT_NODEINFO: return struct_of(m, "dx.types.NodeInfo", i32, 2);
  case DXIL_PT_NODERECORDINFO: return struct_of(m, "dx.types.NodeRecordInfo", i32, 2);
  default: return NULL;
  }
}

/* Shape `s` like the overload: <N x s> when ovl is a vector. */
static IrType *shaped(IrModule *m, IrType *s, IrType *ovl) {
  return ovl && ovl->kind == IR_TY_VECTOR ? ir_type_vector(m, s, ovl->count) : s;
}

static IrType *param_type(IrModule *m, DxilParamType pt, IrType *ovl) {
  switch (pt) {
  case DXIL_PT_VOID: return ir_type_void(m);
  case DXIL_PT_I1: return ir_type_int(m, 1);
  case DXIL_PT_I8: return ir_type_int(m, 8);
  case DXIL_PT_I16: return ir_type_int(m, 16);
  case DXIL_PT_I32: return ir_type_int(m, 32);
  case DXIL_PT_I64: return ir_type_int(m, 64);
  case DXIL_PT_HALF: return ir_type_half(m);
  case DXIL_PT_FLOAT: return ir_type_float(m);
  case DXIL_PT_DOUBLE: return ir_type_double(m);
  case DXIL_PT_OVERLOAD:
  case DXIL_PT_UDT:
  case DXIL_PT_OBJ:
  case DXIL_PT_X0: return ovl;
  case DXIL_PT_OVERLOAD_I1: return shaped(m, ir_type_int(m, 1), ovl);
  case DXIL_PT_OVERLOAD_I32: return shaped(m, ir_type_int(m, 32), ovl);
  case DXIL_PT_ELT: return ovl ? ir_type_scalar(ovl) : NULL;
  case DXIL_PT_FLOAT_PTR: return ir_type_ptr(m, 0);
  case DXIL_PT_VEC9_OVERLOAD: return ovl ? ir_type_vector(m, ovl, 9) : NULL;
  case DXIL_PT_V2I32: return ir_type_vector(m, ir_type_int(m, 32), 2);
  case DXIL_PT_RESRET: return ovl ? dxil_type_resret(m, ovl) : NULL;
  case DXIL_PT_CBUFRET: return ovl ? dxil_type_cbufret(m, ovl, false) : NULL;
  case DXIL_PT_FOURI32_OR_16:
    return ovl && ir_type_is_int(ovl, 16) ? struct_of(m, "dx.types.fouri16", ir_type_int(m, 16), 4)
                                          : dxil_type_named(m, DXIL_PT_FOURI32);
  default: return dxil_type_named(m, pt); /* NULL for the unsupported X1..X3 dims */
  }
}

IrType *dxil_op_func_type(IrModule *m, uint32_t opcode, IrType *ovl, IrType *ret_override) {
  const DxilOpInfo *oi = dxil_op_info(opcode);
  if (!oi || is_reserved(oi)) return NULL;
  if (oi->ndims && !ovl) return NULL;
  IrType *ret = ret_override ? ret_override : param_type(m, (DxilParamType)oi->ret, ovl);
  IrType *params[32];
  if (!ret || oi->nargs + 1u > 32u) return NULL;
  params[0] = ir_type_int(m, 32);
  for (uint32_t i = 0; i < oi->nargs; i++) {
    params[i + 1] = param_type(m, (DxilParamType)oi->args[i], ovl);
    if (!params[i + 1]) return NULL;
  }
  return ir_type_func(m, ret, params, oi->nargs + 1u, false);
}

IrAttrSet *dxil_op_call_attrs(IrModule *m, uint32_t opcode, DxilVer ver) {
  uint32_t a = dxil_op_attrs(opcode, ver);
  if (!(a & DXIL_ATTR_MEMORY_MASK)) return NULL;
  IrAttrSet *s = ir_attrs_new(m);
  ir_attrs_add(m, s, "nounwind", NULL);
  if (a & DXIL_ATTR_READNONE) ir_attrs_add(m, s, "memory", "none");
  if (a & DXIL_ATTR_READONLY) ir_attrs_add(m, s, "memory", "read");
  if (a & DXIL_ATTR_ARGMEMONLY) ir_attrs_add(m, s, "memory", "argmem: readwrite");
  if (a & DXIL_ATTR_NODUPLICATE) ir_attrs_add(m, s, "noduplicate", NULL);
  if (a & DXIL_ATTR_NORETURN) ir_attrs_add(m, s, "noreturn", NULL);
  return s;
}

IrFunc *dxil_op_declare(IrModule *m, uint32_t opcode, IrType *ovl, IrType *ret_override,
                        DxilVer ver) {
  StrBuf sb = sb_new(m->arena);
  dxil_op_func_name(&sb, opcode, ovl);
  IrFunc *f = sb.oom || !sb.data ? NULL
                                 : dxil_op_declare_named(m, opcode, ovl, ret_override, ver, sb.data);
  sb_free(&sb);
  return f;
}

IrFunc *dxil_op_declare_named(IrModule *m, uint32_t opcode, IrType *ovl, IrType *ret_override,
                              DxilVer ver, const char *name) {
  IrType *ft = dxil_op_func_type(m, opcode, ovl, ret_override);
  if (!ft) return NULL;
  IrFunc *f = ir_module_func(m, name);
  if (!f) {
    f = ir_module_get_or_insert_func(m, name, ft);
    if (f) {
      IrAttrSet *s = dxil_op_call_attrs(m, opcode, ver);
      if (!s) {
        s = ir_attrs_new(m);
        ir_attrs_add(m, s, "nounwind", NULL);
      }
      f->fn_attrs = s;
    }
  }
  if (f && f->fn_type != ft) return NULL; /* an incompatible declaration exists */
  return f;
}

uint32_t dxil_op_of_call(IrInst *call) {
  if (!call || call->op != IR_CALL || call->nops < 2) return UINT32_MAX;
  IrFunc *f = ir_call_callee(call);
  if (!f || !f->v.name || strncmp(f->v.name, "dx.op.", 6) != 0) return UINT32_MAX;
  uint64_t v;
  if (!ir_const_is_int(call->ops[1], &v) || v > UINT32_MAX) return UINT32_MAX;
  return (uint32_t)v;
}

void dxil_mark_precise_ops(IrModule *m) {
  const uint32_t fast = IR_FMF_FAST & ~(uint32_t)IR_FMF_CONTRACT; /* HLSL fast math has no contract */
  IrMD *node = NULL;
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first; in; in = in->next) {
        if (dxil_op_of_call(in) == UINT32_MAX) continue;
        if (ir_type_is_fp(ir_type_scalar(in->v.type)) && (in->flags & fast) != fast &&
            !ir_inst_get_md(in, "dx.precise")) {
          if (!node) {
            IrMD *one = ir_md_i32(m, 1);
            node = ir_md_node(m, &one, 1);
          }
          if (node) ir_inst_set_md(m, in, "dx.precise", node);
        }
        in->flags &= ~(uint32_t)IR_FMF_FAST;
      }
  }
}

/* ---- intrinsic map ----------------------------------------------------- */

/* Compare the first n bytes of key (not NUL-terminated) with a map name. */
static int cmp_prefix(const char *key, size_t n, const char *name) {
  int c = strncmp(key, name, n);
  if (c) return c;
  return name[n] ? -1 : 0; /* name longer: key sorts first */
}

static const DxilIntrinsicMap *find_exact(const char *key, size_t n) {
  size_t lo = 0, hi = DXIL_INTRINSIC_COUNT;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = cmp_prefix(key, n, dxil_intrinsic_map[mid].name);
    if (!c) return &dxil_intrinsic_map[mid];
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return NULL;
}

const DxilIntrinsicMap *dxil_intrinsic_of(IrFunc *f) {
  if (!f || !f->v.name) return NULL;
  if (f->map_name != f->v.name) {
    f->map = dxil_intrinsic_lookup(f->v.name);
    f->map_name = f->v.name;
  }
  return (const DxilIntrinsicMap *)f->map;
}

const DxilIntrinsicMap *dxil_intrinsic_lookup(const char *fname) {
  if (!fname || strncmp(fname, "llvm.", 5) != 0) return NULL;
  size_t n = strlen(fname);
  /* Longest mapped base name: strip trailing ".suffix" components. */
  while (n > 5) {
    const DxilIntrinsicMap *e = find_exact(fname, n);
    if (e) return e;
    while (n > 5 && fname[n - 1] != '.') n--;
    if (n > 5) n--; /* drop the '.' */
  }
  return NULL;
}
