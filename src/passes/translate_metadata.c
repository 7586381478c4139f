/* translate_metadata.c - the "dxil-translate-metadata" pass.
 *
 * Emits the module-level DXIL metadata (dxil-format.md §6): dx.version,
 * dx.valver, dx.shaderModel, dx.resources, dx.entryPoints (shader flags from
 * shader_flags.c, numthreads / wave size from the hlsl.* function
 * attributes, shader kind for library entries) and dx.exports; validates and
 * rewrites loop metadata; strips metadata DXIL does not know.
 *
 * Two flavours of resource records:
 *  - LLVM's (hlslc-opt, the LLVM DirectX tests): every resource gets an
 *    external constant global of a struct type named like "RWBuffer<float4>"
 *    and the record holds `ptr @global` and the resource's name;
 *  - DXC's (ctx->dxc_compat, the hlslc pipeline): the record holds
 *    `%"class.RWBuffer<vector<float, 4> >"* undef` (a typed pointer the
 *    bitcode writer encodes directly), the name is "" unless keep_reflect,
 *    records follow declaration order and 64-bit atomic use is tagged.
 *
 * Also "print<dxil-metadata>" (the metadata analysis printer).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reflect.h"
#include "dxil_resources.h"
#include "passes.h"
#include "../dxil/shader_flags.h"
#include "../dxil/sig_pack.h"
#include "signatures.h"
#include "../dxil/dxil_ops.h"
#include "../dxil/dxil_names.h"

/* ====================================================================== */
/* Small helpers. */

/* Metadata tuples uniqued by content, like LLVM's MDNode::get (the tests
 * expect one node for identical tag lists). */
typedef struct MdCache {
  IrModule *m;
  VEC(IrMD *) nodes;
  /* nodes by content (md_hash): open addressing, NULL = empty slot */
  IrMD **table;
  uint32_t cap;
} MdCache;

static bool md_same(const IrMD *a, const IrMD *b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind) return false;
  switch (a->kind) {
  case IR_MD_STRING: return a->len == b->len && memcmp(a->str, b->str, a->len) == 0;
  case IR_MD_VALUE: return a->value == b->value;
  case IR_MD_NODE: return false; /* nodes are compared by identity */
  }
  return false;
}

/* A hash of what md_same compares (strings by content, the rest by
 * identity). */
static uint64_t md_hash(IrMD *const *ops, uint32_t n) {
  uint64_t h = hl_hash_bytes(&n, sizeof n, 0x4d44);
  for (uint32_t k = 0; k < n; k++) {
    const IrMD *o = ops[k];
    if (o && o->kind == IR_MD_STRING) h = hl_hash_bytes(o->str, o->len, h ^ 1);
    else if (o && o->kind == IR_MD_VALUE) h = hl_hash_bytes(&o->value, sizeof o->value, h ^ 2);
    else h = hl_hash_bytes(&o, sizeof o, h ^ 3);
  }
  return h;
}

static bool md_tuple_is(const IrMD *t, IrMD *const *ops, uint32_t n) {
  if (t->nops != n) return false;
  uint32_t k = 0;
  while (k < n && md_same(t->ops[k], ops[k])) k++;
  return k == n;
}

/* The cached tuple with these operands, else a new one (found through a
 * hash of the contents: a scan of every cached tuple per request was
 * quadratic in the number of resources). */
static IrMD *md_tuple(MdCache *c, IrMD **ops, uint32_t n) {
  if (c->nodes.len * 2 >= c->cap) { /* grow: rehash the nodes */
    uint32_t nc = c->cap ? c->cap * 2 : 64;
    IrMD **nt = arena_alloc(c->m->arena, sizeof(IrMD *) * nc);
    if (!nt) return NULL;
    for (uint32_t i = 0; i < c->nodes.len; i++) {
      IrMD *t = c->nodes.data[i];
      uint32_t s = (uint32_t)md_hash(t->ops, t->nops) & (nc - 1);
      while (nt[s]) s = (s + 1) & (nc - 1);
      nt[s] = t;
    }
    c->table = nt;
    c->cap = nc;
  }
  uint32_t s = (uint32_t)md_hash(ops, n) & (c->cap - 1);
  for (; c->table[s]; s = (s + 1) & (c->cap - 1))
    if (md_tuple_is(c->table[s], ops, n)) return c->table[s];
  IrMD *t = ir_md_node(c->m, ops, n);
  if (t && vec_push(c->m->arena, &c->nodes, t)) c->table[s] = t;
  return t;
}

static IrMD *md_i1(IrModule *m, bool v) { return ir_md_const(m, ir_const_i1(m, v)); }
static IrMD *md_i32(IrModule *m, uint32_t v) { return ir_md_i32(m, v); }

/* A string function attribute's value without its quotes, or NULL. */
static const char *fn_str_attr(IrFunc *f, const char *quoted_key, size_t *len) {
  const IrAttr *a = f->fn_attrs ? ir_attrs_find(f->fn_attrs, quoted_key) : NULL;
  return a ? ir_attr_unquoted(a, len) : NULL;
}

/* ====================================================================== */
/* Resource symbol types. */

/* LLVM's getTypeWithoutPadding. */
static IrType *type_without_padding(IrModule *m, IrType *t) {
  if (!t) return t;
  if (t->kind == IR_TY_STRUCT) {
    IrType **el = arena_alloc(m->arena, sizeof(IrType *) * (t->nmembers + 1));
    if (!el) return t;
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      if (dxil_is_padding_type(t->members[i])) continue;
      el[n++] = type_without_padding(m, t->members[i]);
    }
    /* explicitly padded cbuffer arrays: { [N x padded T], T } -> [N+1 x T] */
    if (n == 2 && el[0]->kind == IR_TY_ARRAY && el[0]->elem == el[1])
      return ir_type_array(m, el[1], el[0]->count + 1);
    if (n == 1) return el[0];
    return ir_type_struct_literal(m, el, n, false);
  }
  if (t->kind == IR_TY_ARRAY) return ir_type_array(m, type_without_padding(m, t->elem), t->count);
  return t;
}

/* A named struct `name` with body `fields`: reuse an existing one with the
 * same body (LLVM's getOrCreateElementStruct), else create a fresh one. */
static IrType *get_or_create_struct(IrModule *m, const char *name, IrType **fields, uint32_t n) {
  if (!name) return NULL; /* the caller's name buffer ran out of memory */
  for (uint32_t i = 0; i < m->named_structs.len; i++) {
    IrType *st = m->named_structs.data[i];
    if (!st->name || strcmp(st->name, name) != 0 || st->opaque || st->nmembers != n) continue;
    uint32_t k = 0;
    while (k < n && st->members[k] == fields[k]) k++;
    if (k == n) return st;
  }
  IrType *st = ir_type_struct_new(m, name);
  if (st) ir_type_struct_set_body(m, st, fields, n, false);
  return st;
}

/* The DXIL form of a constant-buffer layout member type: nested
 * target("dx.Layout", %__cblayout_S, ...) become plain structs %struct.S
 * (LLVM 3.7 has no target types); arrays and vectors keep their shape. */
static IrType *plain_cb_type(IrModule *m, IrType *t, uint32_t depth) {
  if (!t || depth > 64) return t;
  if (t->kind == IR_TY_ARRAY) {
    IrType *e = plain_cb_type(m, t->elem, depth + 1);
    return e == t->elem ? t : ir_type_array(m, e, t->count);
  }
  if (t->kind != IR_TY_TARGET || !t->name || strcmp(t->name, "dx.Layout") != 0 || !t->nmembers)
    return t;
  IrType *body = t->members[0];
  if (!body || body->kind != IR_TY_STRUCT) return body;
  IrType **el = arena_alloc(m->arena, sizeof(IrType *) * (body->nmembers + 1));
  if (!el) return body;
  for (uint32_t i = 0; i < body->nmembers; i++) el[i] = plain_cb_type(m, body->members[i], depth + 1);
  const char *bn = body->name ? body->name : "";
  if (strncmp(bn, "__cblayout_", 11) == 0) bn += 11;
  /* hlslc marks DXC's separate buffer-layout structs "hostlayout.S" */
  bool host = strncmp(bn, "hostlayout.", 11) == 0;
  if (host) bn += 11;
  return get_or_create_struct(m, arena_printf(m->arena, "%sstruct.%s", host ? "hostlayout." : "", bn), el,
                              body->nmembers);
}

/* Members of a cbuffer layout body in DXIL form. */
static IrType **plain_cb_members(IrModule *m, IrType *body) {
  IrType **el = arena_alloc(m->arena, sizeof(IrType *) * (body->nmembers + 1));
  if (!el) return NULL;
  for (uint32_t i = 0; i < body->nmembers; i++) el[i] = plain_cb_type(m, body->members[i], 0);
  return el;
}

/* LLVM's getElementTypeNameForTemplate. */
static const char *llvm_template_elem(uint32_t ct) {
  switch (ct) {
  case 1: return "bool";
  case 2: return "int16_t";
  case 3: return "uint16_t";
  case 4: return "int32_t";
  case 5: return "uint32_t";
  case 6: return "int64_t";
  case 7: return "uint32_t"; /* sic: LLVM's spelling for u64 */
  case 8: case 11: case 12: return "half";
  case 9: case 13: case 14: return "float";
  case 10: case 15: case 16: return "double";
  case 17: return "int8_t4_packed";
  case 18: return "uint8_t4_packed";
  default: return "<invalid>";
  }
}

/* Element type of a texture / typed buffer handle, and its signedness. */
static uint32_t elem_comp_type(IrType *elem, bool is_signed) {
  IrType *s = elem ? ir_type_scalar(elem) : NULL;
  if (!s) return 0;
  if (s->kind == IR_TY_INT) {
    switch (s->bits) {
    case 16: return is_signed ? 2 : 3;
    case 32: return is_signed ? 4 : 5;
    case 64: return is_signed ? 6 : 7;
    default: return 0;
    }
  }
  if (s->kind == IR_TY_FLOAT) return 9;
  if (s->kind == IR_TY_DOUBLE) return 10;
  if (s->kind == IR_TY_HALF) return 8;
  return 0;
}

static const char *kind_base_name(ResKind k) {
  const char *n = dxil_res_kind_name(k, DXIL_SPELL_LLVM);
  return n ? n : "<invalid>";
}

/* LLVM's formatTypeName: [RW|RasterizerOrdered]Name[<elem[N][dims...]>]. */
static void llvm_format_type_name(StrBuf *sb, const char *name, bool writeable, bool rov,
                                  IrType *contained, bool is_signed) {
  if (writeable) sb_puts(sb, rov ? "RasterizerOrdered" : "RW");
  sb_puts(sb, name);
  if (!contained) return;
  uint64_t dims[16];
  uint32_t nd = 0;
  while (contained->kind == IR_TY_ARRAY && nd < 16) {
    dims[nd++] = contained->count;
    contained = contained->elem;
  }
  uint32_t ct = elem_comp_type(contained, is_signed);
  const char *en;
  if (ct) {
    en = llvm_template_elem(ct);
  } else {
    if (contained->kind != IR_TY_STRUCT || !contained->name) return;
    en = contained->name;
  }
  sb_printf(sb, "<%s", en);
  if (contained->kind == IR_TY_VECTOR) sb_printf(sb, "%llu", (unsigned long long)contained->count);
  for (uint32_t i = 0; i < nd; i++) sb_printf(sb, "[%llu]", (unsigned long long)dims[i]);
  sb_putc(sb, '>');
}

/* LLVM's ResourceTypeInfo::createElementStruct. */
static IrType *llvm_element_struct(IrModule *m, const DxilResource *r) {
  const ResTypeInfo *ti = &r->ti;
  IrType *h = r->handle_type;
  StrBuf sb = sb_new(m->arena);
  IrType *body = NULL;
  IrType *i32 = ir_type_int(m, 32);
  switch (ti->kind) {
  case RK_TEXTURE1D: case RK_TEXTURE2D: case RK_TEXTURE3D: case RK_TEXTURECUBE:
  case RK_TEXTURE1DARRAY: case RK_TEXTURE2DARRAY: case RK_TEXTURECUBEARRAY:
  case RK_TYPEDBUFFER:
    llvm_format_type_name(&sb, kind_base_name(ti->kind), ti->writeable, ti->is_rov, ti->elem,
                          ti->is_signed);
    body = ti->elem;
    break;
  case RK_TEXTURE2DMS: case RK_TEXTURE2DMSARRAY:
    llvm_format_type_name(&sb, kind_base_name(ti->kind), ti->writeable, false, ti->elem,
                          ti->is_signed);
    body = ti->elem;
    break;
  case RK_RAWBUFFER:
    llvm_format_type_name(&sb, "ByteAddressBuffer", ti->writeable, ti->is_rov, NULL, false);
    body = i32;
    break;
  case RK_STRUCTUREDBUFFER:
    llvm_format_type_name(&sb, "StructuredBuffer", ti->writeable, ti->is_rov, ti->elem, true);
    body = ti->elem;
    break;
  case RK_FEEDBACKTEXTURE2D: case RK_FEEDBACKTEXTURE2DARRAY: {
    ResTypeExtra ex;
    dxil_res_type_extra(h, &ex);
    sb_printf(&sb, "%s<%u>", kind_base_name(ti->kind), ex.feedback_kind);
    body = i32;
  } break;
  case RK_CBUFFER: {
    sb_puts(&sb, "CBuffer");
    if (r->name && r->name[0]) sb_printf(&sb, ".%s", r->name);
    IrType *layout = ti->elem;
    if (layout && layout->kind == IR_TY_TARGET && layout->name &&
        strcmp(layout->name, "dx.Layout") == 0) {
      IrType *w = layout->nmembers ? layout->members[0] : NULL;
      IrType *st = ir_type_struct_new(m, sb.data ? sb.data : "CBuffer");
      IrType **el = w && w->kind == IR_TY_STRUCT ? plain_cb_members(m, w) : NULL;
      if (st && el) ir_type_struct_set_body(m, st, el, w->nmembers, false);
      else if (st) ir_type_struct_set_body(m, st, NULL, 0, false);
      sb_free(&sb);
      return st;
    }
    body = type_without_padding(m, layout);
  } break;
  case RK_SAMPLER:
    sb_printf(&sb, "SamplerState<%u>", ti->sampler_kind);
    body = i32;
    break;
  case RK_RTACCELERATIONSTRUCTURE:
    sb_puts(&sb, "RTAccelerationStructure");
    body = i32;
    break;
  default:
    sb_free(&sb);
    return NULL;
  }
  IrType *st = body ? get_or_create_struct(m, sb.data ? sb.data : "", &body, 1) : NULL;
  sb_free(&sb);
  return st;
}

/* ---- DXC's names ---- */

/* HLSL spelling of a scalar/vector element as DXC prints it in class names. */
static void dxc_elem_name(StrBuf *sb, IrType *t, bool is_signed, bool min_precision) {
  if (!t) return;
  if (t->kind == IR_TY_VECTOR) {
    sb_puts(sb, "vector<");
    dxc_elem_name(sb, t->elem, is_signed, min_precision);
    sb_printf(sb, ", %llu>", (unsigned long long)t->count);
    return;
  }
  switch (t->kind) {
  case IR_TY_INT:
    switch (t->bits) {
    case 1: sb_puts(sb, "bool"); break;
    case 16:
      sb_puts(sb, min_precision ? (is_signed ? "min16int" : "min16uint")
                                : (is_signed ? "int16_t" : "uint16_t"));
      break;
    case 32: sb_puts(sb, is_signed ? "int" : "unsigned int"); break;
    case 64: sb_puts(sb, is_signed ? "long long" : "unsigned long long"); break;
    default: sb_printf(sb, "i%u", t->bits); break;
    }
    break;
  case IR_TY_HALF: sb_puts(sb, min_precision ? "min16float" : "half"); break;
  case IR_TY_FLOAT: sb_puts(sb, "float"); break;
  case IR_TY_DOUBLE: sb_puts(sb, "double"); break;
  case IR_TY_STRUCT:
    if (t->name) {
      const char *n = t->name;
      if (strncmp(n, "struct.", 7) == 0) n += 7;
      else if (strncmp(n, "class.", 6) == 0) n += 6;
      sb_puts(sb, n);
    }
    break;
  default: break;
  }
}

/* Close a template argument list the way DXC (C++03 spelling) does. */
static void dxc_close(StrBuf *sb) {
  if (sb->len && sb->data[sb->len - 1] == '>') sb_putc(sb, ' ');
  sb_putc(sb, '>');
}

/* The DXC type name a front-end hint gives for this resource's name global
 * (named metadata !hlsl.resource.typenames = !{!{ptr @X.str, !"class.T<...>"}}). */
static const char *dxc_type_name_hint(IrModule *m, const DxilResource *r) {
  IrNamedMD *n = ir_named_md(m, "hlsl.resource.typenames");
  if (!n) return NULL;
  for (uint32_t i = 0; i < n->nops; i++) {
    IrMD *e = n->ops[i];
    if (!e || e->kind != IR_MD_NODE || e->nops < 2 || !e->ops[0] || !e->ops[1]) continue;
    if (r->name_global && e->ops[0]->kind == IR_MD_VALUE && e->ops[0]->value == &r->name_global->v &&
        e->ops[1]->kind == IR_MD_STRING)
      return arena_strndup(m->arena, e->ops[1]->str, e->ops[1]->len);
    /* the hlslc front end names the resource by its string: !{!"X", !"class.T<...>"} */
    if (e->ops[0]->kind == IR_MD_STRING && r->name && strlen(r->name) == e->ops[0]->len &&
        memcmp(e->ops[0]->str, r->name, e->ops[0]->len) == 0 && e->ops[1]->kind == IR_MD_STRING)
      return arena_strndup(m->arena, e->ops[1]->str, e->ops[1]->len);
  }
  return NULL;
}

static IrType *dxc_element_struct(PassCtx *ctx, IrModule *m, const DxilResource *r) {
  const ResTypeInfo *ti = &r->ti;
  bool minp = !ctx->dx.target.native_16bit;
  IrType *i32 = ir_type_int(m, 32);
  const char *hint = dxc_type_name_hint(m, r);
  StrBuf sb = sb_new(m->arena);
  IrType *fields[2];
  uint32_t nf = 0;
  const char *prefix = ti->writeable ? (ti->is_rov ? "RasterizerOrdered" : "RW") : "";
  switch (ti->kind) {
  case RK_TEXTURE1D: case RK_TEXTURE2D: case RK_TEXTURE3D: case RK_TEXTURECUBE:
  case RK_TEXTURE1DARRAY: case RK_TEXTURE2DARRAY: case RK_TEXTURECUBEARRAY:
  case RK_TEXTURE2DMS: case RK_TEXTURE2DMSARRAY: {
    sb_printf(&sb, "class.%s%s<", prefix, kind_base_name(ti->kind));
    dxc_elem_name(&sb, ti->elem, ti->is_signed, minp);
    /* DXC spells the sample count: Texture2DMS<vector<float, 4>, 4> */
    if (ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY)
      sb_printf(&sb, ", %u>", ti->sample_count);
    else
      dxc_close(&sb);
    fields[nf++] = ti->elem;
    /* textures that have a .mips / .sample member carry its helper type:
     * SRVs but cubes, and the writable multisampled ones (SM 6.7) */
    const char *helper = NULL;
    bool ms = ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY;
    if ((!ti->writeable && ti->kind != RK_TEXTURECUBE && ti->kind != RK_TEXTURECUBEARRAY) || ms)
      helper = ms ? "sample_type" : "mips_type";
    if (helper && !hint) {
      StrBuf hn = sb_new(m->arena);
      sb_printf(&hn, "%s::%s", sb.data, helper);
      fields[nf++] = get_or_create_struct(m, hn.data, &i32, 1);
      sb_free(&hn);
    }
  } break;
  case RK_TYPEDBUFFER:
    sb_printf(&sb, "class.%sBuffer<", prefix);
    dxc_elem_name(&sb, ti->elem, ti->is_signed, minp);
    dxc_close(&sb);
    fields[nf++] = ti->elem;
    break;
  case RK_RAWBUFFER:
    sb_printf(&sb, "struct.%sByteAddressBuffer", prefix);
    fields[nf++] = i32;
    break;
  case RK_STRUCTUREDBUFFER:
    sb_printf(&sb, "class.%sStructuredBuffer<", prefix);
    /* LLVM IR has no signedness for structured elements; DXC's common case
     * is uint. A front-end hint overrides. */
    dxc_elem_name(&sb, ti->elem, false, minp);
    dxc_close(&sb);
    fields[nf++] = ti->elem;
    break;
  case RK_CBUFFER: case RK_TBUFFER: {
    IrType *layout = ti->elem;
    const char *name = NULL;
    IrType *body = NULL;
    if (layout && layout->kind == IR_TY_TARGET && layout->name &&
        strcmp(layout->name, "dx.Layout") == 0 && layout->nmembers) {
      body = layout->members[0];
      name = body->name;
    } else if (layout) {
      name = layout->name;
      body = type_without_padding(m, layout);
      if (layout->kind == IR_TY_STRUCT && body && body->kind != IR_TY_STRUCT) {
        /* a single member: keep it as the one field */
        IrType *one = body;
        body = ir_type_struct_literal(m, &one, 1, false);
      }
    }
    if (name && strncmp(name, "__cblayout_", 11) == 0) name += 11;
    /* ConstantBuffer<S> views are named after the variable, like DXC */
    if (name && strncmp(name, "__cbview_", 9) == 0 && r->name && r->name[0]) {
      name = r->name;
      /* DXC: a view whose struct changes under the legacy layout is a
       * hostlayout type too (%hostlayout.cv = type { %hostlayout.struct.V }) */
      IrType **pm = body && body->kind == IR_TY_STRUCT ? plain_cb_members(m, body) : NULL;
      for (uint32_t k = 0; pm && k < body->nmembers; k++) {
        IrType *mt = pm[k];
        while (mt && mt->kind == IR_TY_ARRAY) mt = mt->elem;
        if (mt && mt->kind == IR_TY_STRUCT && mt->name && !strncmp(mt->name, "hostlayout.", 11)) {
          name = arena_printf(m->arena, "hostlayout.%s", r->name);
          break;
        }
      }
    }
    if (!name || !*name) name = r->name && r->name[0] ? r->name : "cbuffer";
    sb_puts(&sb, name);
    if (hint) break;
    IrType *st = NULL;
    IrType **el = body && body->kind == IR_TY_STRUCT ? plain_cb_members(m, body) : NULL;
    if (el)
      st = get_or_create_struct(m, sb.data, el, body->nmembers);
    else
      st = get_or_create_struct(m, sb.data, NULL, 0);
    sb_free(&sb);
    return st;
  }
  case RK_SAMPLER:
    sb_puts(&sb, ti->sampler_kind == 1 ? "struct.SamplerComparisonState" : "struct.SamplerState");
    fields[nf++] = i32;
    break;
  case RK_RTACCELERATIONSTRUCTURE:
    sb_puts(&sb, "struct.RaytracingAccelerationStructure");
    fields[nf++] = i32;
    break;
  case RK_FEEDBACKTEXTURE2D: case RK_FEEDBACKTEXTURE2DARRAY:
  {
    /* DXC spells the feedback type as its value: FeedbackTexture2D<1> */
    ResTypeExtra fx;
    dxil_res_type_extra(r->handle_type, &fx);
    sb_printf(&sb, "class.%s<%u>", kind_base_name(ti->kind), fx.feedback_kind);
    fields[nf++] = i32;
    break;
  }
  default:
    sb_free(&sb);
    return NULL;
  }
  IrType *st = get_or_create_struct(m, hint ? hint : (sb.data ? sb.data : ""), fields, nf);
  sb_free(&sb);
  return st;
}

/* Libraries: the members irgen noted in !hlsl.lib.matrix.members take
 * DXC's %class.matrix types (same size; loads and stores of the vector
 * storage go through bitcasts, typed_ptr.c); a struct whose members are all
 * so laid out again needs no packing. The list goes with the other hlsl.* hints. */
static void class_matrix_members(IrModule *m) {
  IrNamedMD *n = ir_named_md(m, "hlsl.lib.matrix.members");
  if (!n) return;
  for (uint32_t i = 0; i < n->nops; i++) {
    IrMD *e = n->ops[i];
    uint64_t k;
    if (!e || e->kind != IR_MD_NODE || e->nops != 3 || !e->ops[0] || !e->ops[1] || !e->ops[2] ||
        e->ops[0]->kind != IR_MD_VALUE || e->ops[2]->kind != IR_MD_VALUE || e->ops[1]->kind != IR_MD_VALUE ||
        !ir_const_is_int(e->ops[1]->value, &k))
      continue;
    IrType *st = e->ops[0]->value->type, *cm = e->ops[2]->value->type;
    if (!st || st->kind != IR_TY_STRUCT || !st->name || k >= st->nmembers) continue;
    if (dxil_type_alloc_size(st->members[k]) != dxil_type_alloc_size(cm)) continue;
    st->members[k] = cm;
    bool padded = false;
    for (uint32_t j = 0; j < st->nmembers; j++) {
      IrType *mt = st->members[j];
      padded |= mt->kind == IR_TY_ARRAY && ir_type_is_int(mt->elem, 8);
    }
    if (!padded) st->packed = false;
  }
}

IrType *dxil_dxc_resource_class(PassCtx *ctx, IrModule *m, IrType *handle_type) {
  DxilResource r;
  if (!dxil_resource_from_type(handle_type, ctx->dxc_compat, &r)) return NULL;
  return dxc_element_struct(ctx, m, &r);
}

/* ====================================================================== */
/* Resource records. */

static bool md_is_string_n(const IrMD *md, const char *s) {
  return md && md->kind == IR_MD_STRING && md->len == strlen(s) && memcmp(md->str, s, md->len) == 0;
}

static IrMD *resource_record(PassCtx *ctx, MdCache *mc, IrModule *m, const DxilResource *r,
                             IrMD *symbol, const char *name) {
  const ResTypeInfo *ti = &r->ti;
  ResTypeExtra ex;
  dxil_res_type_extra(r->handle_type, &ex);
  IrMD *ops[11];
  uint32_t n = 0;
  ops[n++] = md_i32(m, r->id);
  ops[n++] = symbol;
  ops[n++] = ir_md_string(m, name);
  ops[n++] = md_i32(m, r->space);
  ops[n++] = md_i32(m, r->lower);
  ops[n++] = md_i32(m, r->size == 0 ? UINT32_MAX : r->size);
  if (ti->cls == RC_CBV) {
    ops[n++] = md_i32(m, ti->cbuf_size);
    ops[n++] = NULL;
  } else if (ti->cls == RC_SAMPLER) {
    ops[n++] = md_i32(m, ti->sampler_kind);
    ops[n++] = NULL;
  } else {
    ops[n++] = md_i32(m, ti->kind);
    if (ti->cls == RC_UAV) {
      ops[n++] = md_i1(m, r->globally_coherent);
      ops[n++] = md_i1(m, r->has_counter);
      ops[n++] = md_i1(m, ti->is_rov);
    } else {
      bool ms = ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY;
      ops[n++] = md_i32(m, ms ? ti->sample_count : 0);
    }
    IrMD *tags[6];
    uint32_t nt = 0;
    if (ex.is_struct) {
      tags[nt++] = md_i32(m, 1);
      tags[nt++] = md_i32(m, ti->stride);
    } else if (ex.is_typed) {
      if (!(ti->cls == RC_UAV && ti->comp_type == 0)) {
        tags[nt++] = md_i32(m, 0);
        tags[nt++] = md_i32(m, ti->comp_type);
      }
    } else if (ti->kind == RK_FEEDBACKTEXTURE2D || ti->kind == RK_FEEDBACKTEXTURE2DARRAY) {
      tags[nt++] = md_i32(m, 2);
      tags[nt++] = md_i32(m, ex.feedback_kind);
    } else if (ti->kind == RK_RTACCELERATIONSTRUCTURE) { /* DXC: element type i32 */
      tags[nt++] = md_i32(m, 0);
      tags[nt++] = md_i32(m, 4);
    } else if (ti->kind == RK_TBUFFER) { /* read as u32 rows, like DXC's */
      tags[nt++] = md_i32(m, 0);
      tags[nt++] = md_i32(m, 5);
    }
    bool val16 = ctx->dx.target.valver_major > 1 ||
                 (ctx->dx.target.valver_major == 1 && ctx->dx.target.valver_minor >= 6);
    if (ctx->dxc_compat && ti->cls == RC_UAV && r->uses_atomic64 && val16) {
      tags[nt++] = md_i32(m, 3);
      tags[nt++] = md_i32(m, 1); /* DXC writes the Atomic64Use tag value as i32 */
    }
    bool val19 = ctx->dx.target.valver_major > 1 ||
                 (ctx->dx.target.valver_major == 1 && ctx->dx.target.valver_minor >= 9);
    if (ti->cls == RC_UAV && r->reorder_coherent && val19) { /* kDxilReorderCoherentTag */
      tags[nt++] = md_i32(m, 4);
      tags[nt++] = md_i1(m, true);
    }
    ops[n++] = nt ? md_tuple(mc, tags, nt) : NULL;
  }
  return md_tuple(mc, ops, n);
}

/* Array length of a resource range's symbol: unbounded ranges are [0 x T]. */
static uint64_t unbounded_or(uint32_t size) { return size == UINT32_MAX || size == 0 ? 0 : size; }

/* A library's resource global name: the front end's !hlsl.lib.globals maps
 * declared names to their mangled names (!{!"T1", !"\01?T1@@3V?$Texture2D@M@@A"});
 * resources it does not list keep their plain name. */
static const char *lib_global_name(IrModule *m, const char *name) {
  IrNamedMD *n = ir_named_md(m, "hlsl.lib.globals");
  for (uint32_t i = 0; n && i < n->nops; i++) {
    IrMD *p = n->ops[i];
    if (p && p->kind == IR_MD_NODE && p->nops == 2 && md_is_string_n(p->ops[0], name) &&
        p->ops[1] && p->ops[1]->kind == IR_MD_STRING)
      return arena_strndup(m->arena, p->ops[1]->str, p->ops[1]->len);
  }
  return name;
}

/* Build dx.resources' operand (or NULL when there are no bound resources). */
static IrMD *emit_resources(PassCtx *ctx, MdCache *mc, IrModule *m, DxilResourceMap *map) {
  if (ctx->dx.reflect) refl_record_bindings(ctx->dx.reflect, map);
  IrMD **lists[4] = {NULL, NULL, NULL, NULL};
  uint32_t counts[4] = {0, 0, 0, 0};
  bool any = false;
  for (uint32_t c = 0; c < 4; c++) {
    lists[c] = map->n ? arena_alloc(m->arena, sizeof(IrMD *) * map->n) : NULL;
    if (map->n && !lists[c]) return NULL;
  }
  for (uint32_t k = 0; k < map->n; k++) {
    DxilResource *r = map->res[k];
    if (r->from_heap) continue;
    IrType *st = ctx->dxc_compat ? dxc_element_struct(ctx, m, r) : llvm_element_struct(m, r);
    if (!st) {
      diag_error(ctx->diag, MD_RESOURCE_KIND, r->loc, "unsupported resource kind for metadata");
      return NULL;
    }
    IrType *symty = st;
    /* DXC: a library's constant buffer whose layout changed (a hostlayout.*
     * type) is the global NAME_legacy, writable, an unbounded range
     * [4294967295 x T] */
    bool legacy = ctx->dxc_compat && ctx->dx.target.stage == STAGE_LIBRARY && r->ti.cls == RC_CBV &&
                  st->name && !strncmp(st->name, "hostlayout.", 11);
    if (r->size != 1)
      symty = ir_type_array(m, st, legacy && unbounded_or(r->size) == 0 ? UINT32_MAX : unbounded_or(r->size));
    IrMD *sym;
    const char *name = r->name ? r->name : "";
    if (ctx->dxc_compat && ctx->dx.target.stage == STAGE_LIBRARY) {
      /* libraries: an external global per resource, which dxil-op-lower loads
       * for createHandleForLib; the record keeps the name (as DXC). Constant
       * buffers (cbuffer blocks and ConstantBuffer<T>) keep their plain
       * names, without alignment. */
      bool cbv = r->ti.cls == RC_CBV;
      const char *gname = !cbv ? lib_global_name(m, name)
                          : legacy ? arena_printf(m->arena, "%s_legacy", name) : name;
      /* lib_6_6 and newer (DXC's DxilMutateResourceToHandle): the global
       * holds a %dx.types.Handle (arrays of them), the record points at it
       * through a bitcast to the class type; a cbuffer re-laid out for the
       * legacy layout keeps its hostlayout NAME_legacy global */
      bool as_handle = !legacy && (ctx->dx.target.sm_major > 6 ||
                                   (ctx->dx.target.sm_major == 6 && ctx->dx.target.sm_minor >= 6));
      IrType *gty = symty;
      if (as_handle) {
        gty = dxil_type_handle(m);
        if (symty->kind == IR_TY_ARRAY) gty = ir_type_array(m, gty, symty->count);
      }
      IrGlobal *g = ir_global_new(m, gname, gty, 0);
      if (!g) return NULL;
      g->is_const = !legacy;
      g->linkage = IR_LINK_EXTERNAL;
      /* constant buffers and tbuffers (cbuffers to the front end) unaligned */
      g->align = cbv || r->ti.kind == RK_TBUFFER ? 0 : 4;
      IrValue *sv = &g->v;
      if (as_handle) {
        sv = ir_const_expr(m, IR_BITCAST, ir_type_typed_ptr(m, symty, 0), NULL, &sv, 1, 0);
        if (!sv) return NULL;
      }
      sym = ir_md_const(m, sv);
    } else if (ctx->dxc_compat) {
      sym = ir_md_const(m, ir_undef(m, ir_type_typed_ptr(m, symty, 0)));
      if (!ctx->keep_reflect) name = "";
    } else {
      IrGlobal *g = ir_global_new(m, name, symty, 0);
      if (!g) return NULL;
      g->is_const = true;
      g->linkage = IR_LINK_EXTERNAL;
      sym = ir_md_const(m, &g->v);
    }
    uint32_t c = r->ti.cls & 3;
    lists[c][counts[c]++] = resource_record(ctx, mc, m, r, sym, name);
    any = true;
  }
  if (!any) return NULL;
  IrMD *slots[4];
  for (uint32_t c = 0; c < 4; c++) slots[c] = counts[c] ? md_tuple(mc, lists[c], counts[c]) : NULL;
  return md_tuple(mc, slots, 4);
}

/* ====================================================================== */
/* Instruction and module metadata. */

static bool md_is_string(const IrMD *md, const char *s) {
  return md && md->kind == IR_MD_STRING && md->len == strlen(s) && memcmp(md->str, s, md->len) == 0;
}

/* Self-referential loop node: !0 = !{!0, ...}. */
static bool md_self_ref(const IrMD *md) {
  return md && md->kind == IR_MD_NODE && md->nops && md->ops[0] == md;
}

/* LLVM's isLoopMDCompatible: a known unroll hint, reporting malformed ones. */
static bool loop_hint_ok(PassCtx *ctx, const IrMD *hint, bool *err) {
  if (!hint || hint->kind != IR_MD_NODE || !hint->nops) return false;
  const IrMD *s = hint->ops[0];
  if (!s || s->kind != IR_MD_STRING) return false;
  bool count = md_is_string(s, "llvm.loop.unroll.count");
  if (!count && !md_is_string(s, "llvm.loop.unroll.disable") && !md_is_string(s, "llvm.loop.unroll.full"))
    return false;
  if (count) {
    uint64_t v;
    if (hint->nops != 2 || !hint->ops[1] || hint->ops[1]->kind != IR_MD_VALUE ||
        !ir_const_is_int(hint->ops[1]->value, &v)) {
      diag_error(ctx->diag, MD_LOOP, srcloc_none(),
                 "Invalid \"llvm.loop\" metadata: \"llvm.loop.unroll.count\" must have 2 operands "
                 "and the second must be a constant integer");
      *err = true;
      return false;
    }
  } else if (hint->nops != 1) {
    diag_error(ctx->diag, MD_LOOP, srcloc_none(),
               "Invalid \"llvm.loop\" metadata: \"llvm.loop.unroll.disable\" and "
               "\"llvm.loop.unroll.full\" must be provided as a single operand");
    *err = true;
    return false;
  }
  return true;
}

/* Rewrite one llvm.loop attachment; returns the new node or NULL to drop. */
static IrMD *translate_loop_md(PassCtx *ctx, IrModule *m, IrMD *base, bool *err) {
  if (!base || base->kind != IR_MD_NODE || !base->nops || !md_self_ref(base)) return NULL;
  /* collapse chains of self-referential nodes: !0 = !{!0, !1}, !1 = !{!1, ...} */
  for (uint32_t guard = 0; guard < 64 && base->nops > 1 && md_self_ref(base->ops[1]); guard++)
    base = base->ops[1];
  IrMD **ops = arena_alloc(m->arena, sizeof(IrMD *) * (base->nops + 1));
  if (!ops) return NULL;
  uint32_t n = 1;
  for (uint32_t i = 1; i < base->nops; i++)
    if (loop_hint_ok(ctx, base->ops[i], err)) ops[n++] = base->ops[i];
  if (n > 2) {
    diag_error(ctx->diag, MD_LOOP, srcloc_none(), "Invalid \"llvm.loop\" metadata: Provided conflicting hints");
    *err = true;
  }
  ops[0] = NULL;
  IrMD *node = ir_md_node(m, ops, n);
  if (!node) return NULL;
  node->ops[0] = node;
  node->distinct = true;
  return node;
}

static bool instr_md_allowed(const char *kind) {
  static const char *const ok[] = {"dx.nonuniform", "dx.controlflow.hints", "dx.precise", "range",
                                   "alias.scope", "noalias", "llvm.loop", "dbg"};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (strcmp(kind, ok[i]) == 0) return true;
  return false;
}

static bool translate_instruction_md(PassCtx *ctx, IrModule *m) {
  bool err = false;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++) {
      IrInst *term = ir_block_terminator(fn->blocks[b]);
      IrMD *hint = term ? ir_inst_get_md(term, "hlsl.controlflow.hint") : NULL;
      if (hint && hint->kind == IR_MD_NODE && hint->nops == 2 && hint->ops[1]) {
        IrMD *ops[2] = {ir_md_string(m, "dx.controlflow.hints"), hint->ops[1]};
        ir_inst_set_md(m, term, "dx.controlflow.hints", ir_md_node(m, ops, 2));
      }
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        uint32_t k = 0;
        for (uint32_t j = 0; j < i->nmd; j++) {
          IrMDAttach a = i->md[j];
          if (!instr_md_allowed(a.kind)) continue;
          if (strcmp(a.kind, "llvm.loop") == 0) {
            if (i->op != IR_BR) continue;
            a.md = translate_loop_md(ctx, m, a.md, &err);
            if (!a.md) continue;
          }
          i->md[k++] = a;
        }
        i->nmd = k;
      }
    }
  }
  return !err;
}

/* llvm 3.7 knows module flag behaviours up to AppendUnique (6); later ones
 * become Warning (2), like LLVM's cleanModuleFlags. */
static void clean_module_flags(IrModule *m) {
  IrNamedMD *mf = ir_named_md(m, "llvm.module.flags");
  if (!mf) return;
  for (uint32_t i = 0; i < mf->nops; i++) {
    IrMD *f = mf->ops[i];
    uint32_t beh;
    if (!f || f->kind != IR_MD_NODE || f->nops < 3 || !ir_md_u32(f->ops[0], &beh) || beh <= 6) continue;
    IrMD *ops[3] = {md_i32(m, 2), f->ops[1], f->ops[2]};
    mf->ops[i] = ir_md_node(m, ops, 3);
  }
}

static bool named_md_allowed(const char *n) {
  static const char *const ok[] = {"llvm.ident", "llvm.module.flags", "dx.resources", "dx.valver",
                                   "dx.shaderModel", "dx.version", "dx.entryPoints",
                                   "dx.source.contents", "dx.source.defines",
                                   "dx.source.mainFileName", "dx.source.args", "dx.exports",
                                   "dx.viewIdState", "dx.typeAnnotations",
                                   "dx.dxrPayloadAnnotations", "dx.subobjects"};
  if (strncmp(n, "llvm.dbg.", 9) == 0) return true;
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (strcmp(n, ok[i]) == 0) return true;
  return false;
}

/* ====================================================================== */
/* Entry points. */

typedef struct Entry {
  IrFunc *fn;
  ShaderStage stage;
  uint32_t numthreads[3];
  bool have_numthreads;
  uint32_t wave[3];
  uint32_t nwave;
  uint32_t gs[5];         /* "hlsl.gs": input primitive, max vertices, stream mask, topology,
                             instances (hlslc's geometry entries) */
  bool have_gs;
  uint32_t ms[4];         /* "hlsl.ms": max vertices, max primitives, topology, payload bytes */
  bool have_ms;
  uint32_t rt_payload;    /* "hlsl.rt.payload": raytracing payload / callable parameter bytes */
  uint32_t rt_attr;       /* "hlsl.rt.attributes": hit attribute bytes */
  bool have_rt_payload, have_rt_attr;
} Entry;

/* A payload's size as DXIL lays it out: vectors are arrays there (DXC's
 * payload types hold no vectors), so they align as their elements; a
 * min-precision value (16-bit without native 16-bit types, mp) takes 32
 * bits (DXC's legacy data layout: i16:32, f16:32). */
static uint64_t pl_scalar_size(const IrType *t, bool mp) {
  if (mp && (t->kind == IR_TY_HALF || ir_type_is_int(t, 16))) return 4;
  return ir_type_size(t);
}

static uint64_t pl_align(const IrType *t, bool mp) {
  if (t->kind == IR_TY_VECTOR || t->kind == IR_TY_ARRAY) return pl_align(t->elem, mp);
  if (t->kind == IR_TY_STRUCT) {
    uint64_t a = 1;
    for (uint32_t i = 0; !t->packed && i < t->nmembers; i++) {
      uint64_t x = pl_align(t->members[i], mp);
      if (x > a) a = x;
    }
    return a;
  }
  if (mp && (t->kind == IR_TY_HALF || ir_type_is_int(t, 16))) return 4;
  return ir_type_align(t);
}

static uint64_t pl_size(const IrType *t, bool mp) {
  switch (t->kind) {
  case IR_TY_VECTOR: return t->count * pl_scalar_size(t->elem, mp);
  case IR_TY_ARRAY: return t->count * pl_size(t->elem, mp);
  case IR_TY_STRUCT: {
    uint64_t off = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint64_t a = t->packed ? 1 : pl_align(t->members[i], mp);
      off = (off + a - 1) / a * a + pl_size(t->members[i], mp);
    }
    uint64_t a = pl_align(t, mp);
    return (off + a - 1) / a * a;
  }
  default: return pl_scalar_size(t, mp);
  }
}

/* The number of DispatchMesh calls in fn (an amplification shader makes
 * exactly one; DXC's validator checks it). */
static uint32_t dispatch_mesh_calls(IrFunc *fn, SrcLoc *loc) {
  uint32_t n = 0;
  for (uint32_t b = 0; b < fn->nblocks; b++)
    for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
      if (i->op == IR_CALL && dxil_is_intrinsic_call(i, "llvm.dx.dispatch.mesh") && n++ == 1)
        *loc = i->loc;
  return n;
}

/* Amplification entries: the size of the payload their DispatchMesh call
 * passes (DXC: the allocation size of its type), 0 when there is none. */
static uint32_t as_payload_bytes(IrModule *m, IrFunc *fn, bool mp) {
  for (uint32_t b = 0; b < fn->nblocks; b++)
    for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
      if (i->op != IR_CALL || !dxil_is_intrinsic_call(i, "llvm.dx.dispatch.mesh") || i->nops < 5)
        continue;
      IrValue *p = i->ops[4];
      /* the struct the front end names (llvm.dx.dispatch.mesh.p3.s_<P>s),
       * else the pointer's: a payload at offset 0 of a bigger variable is
       * that variable's address */
      IrType *t = dxil_intrinsic_overload_struct(m, i);
      if (t) {
      } else if (p->kind == IR_V_GLOBAL) t = ((IrGlobal *)p)->value_type;
      else if (p->kind == IR_V_INST && ((IrInst *)p)->op == IR_ALLOCA) t = ((IrInst *)p)->aux_type;
      else if (p->kind == IR_V_INST && ((IrInst *)p)->op == IR_GEP) /* a member of a bigger variable */
        t = ir_type_gep_indexed(((IrInst *)p)->aux_type, ((IrInst *)p)->ops + 1, ((IrInst *)p)->nops - 1);
      else if (p->kind == IR_V_CONST_EXPR && ((IrConst *)p)->expr_op == IR_GEP &&
               ((IrConst *)p)->nelems)
        t = ir_type_gep_indexed(((IrConst *)p)->expr_type, ((IrConst *)p)->elems + 1, ((IrConst *)p)->nelems - 1);
      return t ? (uint32_t)pl_size(t, mp) : 0;
    }
  return 0;
}

static uint32_t collect_entries(IrModule *m, Entry *out, uint32_t max, bool mp) {
  uint32_t n = 0;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    size_t len;
    const char *s = fn_str_attr(fn, "\"hlsl.shader\"", &len);
    if (!s) continue;
    if (n >= max) return n + 1;
    Entry *e = &out[n++];
    memset(e, 0, sizeof *e);
    e->fn = fn;
    e->stage = stage_from_name(s, len, false);
    const char *nt = fn_str_attr(fn, "\"hlsl.numthreads\"", &len);
    if (nt && ir_attr_uint_list(nt, len, e->numthreads, 3) == 3) e->have_numthreads = true;
    const char *ws = fn_str_attr(fn, "\"hlsl.wavesize\"", &len);
    if (ws) e->nwave = ir_attr_uint_list(ws, len, e->wave, 3);
    const char *gs = fn_str_attr(fn, "\"hlsl.gs\"", &len);
    if (gs && ir_attr_uint_list(gs, len, e->gs, 5) == 5) e->have_gs = true;
    const char *ms = fn_str_attr(fn, "\"hlsl.ms\"", &len);
    if (ms && ir_attr_uint_list(ms, len, e->ms, 4) == 4) e->have_ms = true;
    for (int r = 0; r < 2; r++) { /* raytracing structs, by name */
      const char *rn = fn_str_attr(fn, r ? "\"hlsl.rt.attributes\"" : "\"hlsl.rt.payload\"", &len);
      for (uint32_t k = 0; rn && k < m->named_structs.len; k++) {
        IrType *st = m->named_structs.data[k];
        if (!st->name || strlen(st->name) != len || strncmp(st->name, rn, len)) continue;
        if (r) e->rt_attr = (uint32_t)pl_size(st, mp), e->have_rt_attr = true;
        else e->rt_payload = (uint32_t)pl_size(st, mp), e->have_rt_payload = true;
      }
    }
    const char *pn = fn_str_attr(fn, "\"hlsl.ms.payload\"", &len);
    for (uint32_t k = 0; pn && e->have_ms && k < m->named_structs.len; k++) {
      IrType *st = m->named_structs.data[k];
      if (st->name && strlen(st->name) == len && !strncmp(st->name, pn, len))
        e->ms[3] = (uint32_t)pl_size(st, mp);
    }
  }
  return n;
}

static bool sm_ge(const Target *t, uint32_t maj, uint32_t min) {
  return t->sm_major > maj || (t->sm_major == maj && t->sm_minor >= min);
}

/* Hull/domain entries: their !hlsl.tess record (irgen_sig.c), or NULL. */
static const IrMD *tess_record(IrModule *m, const IrFunc *fn) {
  IrNamedMD *t = ir_named_md(m, "hlsl.tess");
  for (uint32_t k = 0; t && k < t->nops; k++) {
    const IrMD *r = t->ops[k];
    if (r && r->kind == IR_MD_NODE && r->nops == 8 && r->ops[0] && r->ops[0]->kind == IR_MD_VALUE &&
        r->ops[0]->value == &fn->v)
      return r;
  }
  return NULL;
}

/* Library entries: the serialized [RootSignature] of their
 * !hlsl.entry.rootsigs record (the driver's, lib_6_7 on), or NULL. */
static IrMD *entry_rootsig_record(IrModule *m, const IrFunc *fn) {
  IrNamedMD *t = ir_named_md(m, "hlsl.entry.rootsigs");
  for (uint32_t k = 0; t && k < t->nops; k++) {
    IrMD *r = t->ops[k];
    if (r && r->kind == IR_MD_NODE && r->nops == 2 && r->ops[0] && r->ops[0]->kind == IR_MD_VALUE &&
        r->ops[0]->value == &fn->v && r->ops[1] && r->ops[1]->kind == IR_MD_NODE)
      return r->ops[1];
  }
  return NULL;
}

/* Node entries: the properties of their !hlsl.node record (irgen_node.c), or NULL. */
static const IrMD *node_record(IrModule *m, const IrFunc *fn) {
  IrNamedMD *t = ir_named_md(m, "hlsl.node");
  for (uint32_t k = 0; t && k < t->nops; k++) {
    const IrMD *r = t->ops[k];
    if (r && r->kind == IR_MD_NODE && r->nops == 2 && r->ops[0] && r->ops[0]->kind == IR_MD_VALUE &&
        r->ops[0]->value == &fn->v && r->ops[1] && r->ops[1]->kind == IR_MD_NODE)
      return r->ops[1];
  }
  return NULL;
}

static IrMD *entry_props(PassCtx *ctx, MdCache *mc, IrModule *m, const Target *t, const Entry *e,
                         uint64_t flags, bool *err) {
  IrMD *ops[48];
  uint32_t n = 0;
  /* DXC (EmitDxilEntryProperties): a library's pixel entry with
   * [earlydepthstencil] states its ForceEarlyDepthStencil flag (bit 3) */
  if (t->stage == STAGE_LIBRARY && e->stage == STAGE_PIXEL && e->fn->fn_attrs &&
      ir_attrs_find(e->fn->fn_attrs, "\"hlsl.earlydepthstencil\""))
    flags |= 1ull << 3;
  if (flags) {
    ops[n++] = md_i32(m, 0);
    ops[n++] = ir_md_const(m, ir_const_int(m, ir_type_int(m, 64), flags));
  }
  if (t->stage == STAGE_LIBRARY && e->stage != STAGE_LIBRARY) {
    ops[n++] = md_i32(m, 8);
    ops[n++] = md_i32(m, e->stage);
  }
  const IrMD *nd = e->stage == STAGE_NODE ? node_record(m, e->fn) : NULL;
  if (nd) /* node shaders: launch type, node ID, inputs, outputs, ... (!hlsl.node, irgen_node.c) */
    for (uint32_t k = 0; k < nd->nops && n + 4 < 40; k++) {
      ops[n++] = nd->ops[k];
      if (k == 1 && e->nwave && e->wave[0]) { /* DXC: the wave size range right after the launch type */
        IrMD *w[3] = {md_i32(m, e->wave[0]), md_i32(m, e->nwave > 1 ? e->wave[1] : 0),
                      md_i32(m, e->nwave > 2 ? e->wave[2] : 0)};
        ops[n++] = md_i32(m, 23);
        ops[n++] = md_tuple(mc, w, 3);
      }
    }
  if (e->have_rt_payload) { /* raytracing: payload (6) and attribute (7) bytes */
    ops[n++] = md_i32(m, 6);
    ops[n++] = md_i32(m, e->rt_payload);
  }
  if (e->have_rt_attr) {
    ops[n++] = md_i32(m, 7);
    ops[n++] = md_i32(m, e->rt_attr);
  }
  const IrMD *ts = tess_record(m, e->fn);
  if (ts && e->stage == STAGE_HULL) {
    /* HS (3): !{patch constant function, input control points, output
     * control points, domain, partitioning, output primitive, max tess factor} */
    IrMD *hs[7] = {ts->ops[1], ts->ops[5], ts->ops[6], ts->ops[2], ts->ops[3], ts->ops[4],
                   ts->ops[7]};
    ops[n++] = md_i32(m, 3);
    ops[n++] = md_tuple(mc, hs, 7);
  } else if (ts && e->stage == STAGE_DOMAIN) {
    IrMD *ds[2] = {ts->ops[2], ts->ops[5]}; /* DS (2): !{domain, input control points} */
    ops[n++] = md_i32(m, 2);
    ops[n++] = md_tuple(mc, ds, 2);
  }
  if (e->stage == STAGE_GEOMETRY && e->have_gs) {
    /* !{input primitive, max vertex count, stream mask, topology, instances} */
    IrMD *gs[5];
    for (int k = 0; k < 5; k++) gs[k] = md_i32(m, e->gs[k]);
    ops[n++] = md_i32(m, 1);
    ops[n++] = md_tuple(mc, gs, 5);
  }
  /* hlslc's mesh/amplification entries carry numthreads (LLVM's own tests
   * have library entries without, and no state) */
  if ((e->stage == STAGE_MESH && e->have_ms) ||
      (e->stage == STAGE_AMPLIFICATION && e->have_numthreads)) {
    /* MS: !{!{x,y,z}, max vertices, max primitives, topology, payload};
     * AS: !{!{x,y,z}, payload} */
    IrMD *nt[3], *st[5];
    for (int k = 0; k < 3; k++) nt[k] = md_i32(m, e->have_numthreads ? e->numthreads[k] : 1);
    uint32_t ns = 0;
    st[ns++] = md_tuple(mc, nt, 3);
    SrcLoc loc = e->fn->loc;
    if (e->stage == STAGE_AMPLIFICATION && dispatch_mesh_calls(e->fn, &loc) != 1) {
      diag_error(ctx->diag, MD_DISPATCH_MESH, loc,
                 "DispatchMesh must be called exactly once in an Amplification shader.");
      *err = true;
      return NULL;
    }
    if (e->stage == STAGE_MESH)
      for (int k = 0; k < 4; k++) st[ns++] = md_i32(m, e->ms[k]);
    else
      st[ns++] = md_i32(m, as_payload_bytes(m, e->fn, ctx->dx.target.min_precision));
    ops[n++] = md_i32(m, e->stage == STAGE_MESH ? 9 : 10);
    ops[n++] = md_tuple(mc, st, ns);
  }
  if (e->stage == STAGE_COMPUTE || e->stage == STAGE_NODE) {
    IrMD *nt[3];
    for (int k = 0; k < 3; k++) nt[k] = md_i32(m, e->have_numthreads ? e->numthreads[k] : 1);
    ops[n++] = md_i32(m, 4);
    ops[n++] = md_tuple(mc, nt, 3);
    if (e->nwave && e->wave[0] && e->stage == STAGE_COMPUTE) { /* node: with its node state */
      bool range = sm_ge(t, 6, 8), single = !range && sm_ge(t, 6, 6);
      if (!range && !single) {
        diag_error(ctx->diag, MD_WAVESIZE, srcloc_none(),
                   "Shader model 6.6 or greater is required to specify the \"hlsl.wavesize\" "
                   "function attribute");
        *err = true;
        return NULL;
      }
      if (!range && e->nwave > 1 && e->wave[1]) {
        diag_error(ctx->diag, MD_WAVESIZE, srcloc_none(),
                   "Shader model 6.8 or greater is required to specify wave size range values "
                   "of the \"hlsl.wavesize\" function attribute");
        *err = true;
        return NULL;
      }
      IrMD *w[3];
      uint32_t nw = 0;
      w[nw++] = md_i32(m, e->wave[0]);
      if (range) {
        w[nw++] = md_i32(m, e->nwave > 1 ? e->wave[1] : 0);
        w[nw++] = md_i32(m, e->nwave > 2 ? e->wave[2] : 0);
      }
      ops[n++] = md_i32(m, range ? 23 : 11);
      ops[n++] = md_tuple(mc, w, nw);
    }
  }
  if (ctx->dxc_compat && t->stage == STAGE_LIBRARY && e->stage != STAGE_LIBRARY) {
    /* DXC gives every library entry an auto-binding-space tag of 0 */
    IrMD *z = md_i32(m, 0);
    ops[n++] = md_i32(m, 5);
    ops[n++] = md_tuple(mc, &z, 1);
  }
  IrMD *rs = t->stage == STAGE_LIBRARY ? entry_rootsig_record(m, e->fn) : NULL;
  if (rs) { /* DXC: kDxilEntryRootSigTag, the serialized root signature */
    ops[n++] = md_i32(m, 12);
    ops[n++] = rs;
  }
  return n ? md_tuple(mc, ops, n) : NULL;
}

/* Libraries (DXC form): resources the implicit-binding pass marked
 * "hlsl.lib.unbound" (no -auto-binding-space) are recorded without a
 * register, lower bound -1, as DXC leaves them to the linker; their space
 * is -1 too unless one was declared (`register(space2)`, marked
 * "hlsl.space.declared" by the front end), which DXC keeps ($Globals keeps
 * space 0, as in DXC). */
static void lib_unbound_resources(DxilResourceMap *map) {
  for (uint32_t k = 0; k < map->n; k++) {
    DxilResource *r = map->res[k];
    for (uint32_t c = 0; c < r->ncalls; c++)
      if (r->calls[c] && r->calls[c]->call_attrs &&
          ir_attrs_find(r->calls[c]->call_attrs, "\"hlsl.lib.unbound\"")) {
        bool globals = r->ti.cls == RC_CBV && r->name && !strcmp(r->name, "$Globals");
        bool declared = ir_attrs_find(r->calls[c]->call_attrs, "\"hlsl.space.declared\"") != NULL;
        if (!globals && !declared) r->space = UINT32_MAX;
        if (globals) r->space = 0;
        r->lower = UINT32_MAX;
        break;
      }
  }
}

/* Library entries in DXC's order: by function name (byte order). */
static int cmp_entry_name(const void *pa, const void *pb) {
  const Entry *a = pa, *b = pb;
  const char *x = a->fn->v.name ? a->fn->v.name : "", *y = b->fn->v.name ? b->fn->v.name : "";
  return strcmp(x, y);
}

/* Tuple builder for signatures.c, uniqued through the pass's cache. */
static IrMD *sig_tuple(void *user, IrMD **ops, uint32_t n) { return md_tuple(user, ops, n); }

static IrMD *entry_node(MdCache *mc, IrModule *m, IrFunc *fn, IrMD *sigs, IrMD *res, IrMD *props) {
  IrMD *ops[5];
  ops[0] = fn ? ir_md_const(m, &fn->v) : NULL;
  ops[1] = ir_md_string(m, fn && fn->v.name ? fn->v.name : "");
  ops[2] = sigs;
  ops[3] = res;
  ops[4] = props;
  return md_tuple(mc, ops, 5);
}

/* The effective target: the pass context's, else the module triple's. */
static bool get_target(PassCtx *ctx, IrModule *m, Target *t) {
  if (ctx->have_target) *t = ctx->dx.target;
  else if (!m->triple || !target_from_triple(t, m->triple)) {
    diag_error(ctx->diag, MD_NO_TRIPLE, srcloc_none(), "module has no DXIL target triple");
    return false;
  }
  if (t->dxil_major == 0 && t->dxil_minor == 0) {
    t->dxil_major = 1;
    t->dxil_minor = t->sm_major == 6 ? t->sm_minor : 0;
  }
  return true;
}

/* Validator version: an existing dx.valver wins, else the target's. */
static void get_valver(IrModule *m, const Target *t, uint32_t *maj, uint32_t *min) {
  *maj = t->valver_major;
  *min = t->valver_minor;
  IrNamedMD *vv = ir_named_md(m, "dx.valver");
  if (vv && vv->nops && vv->ops[0] && vv->ops[0]->kind == IR_MD_NODE && vv->ops[0]->nops >= 2) {
    ir_md_u32(vv->ops[0]->ops[0], maj);
    ir_md_u32(vv->ops[0]->ops[1], min);
  }
}

static void set_named(IrModule *m, const char *name, IrMD *op) {
  ir_named_md_remove(m, name);
  IrNamedMD *n = ir_named_md_get(m, name);
  if (n && op) ir_named_md_add(m, n, op);
}

/* Move the named metadata `names` (those present) to the end, in order. */
static void order_named(IrModule *m, const char *const *names, size_t count) {
  for (size_t i = 0; i < count; i++) {
    for (uint32_t k = 0; k < m->named_md.len; k++) {
      IrNamedMD *n = m->named_md.data[k];
      if (strcmp(n->name, names[i]) == 0) {
        ptrvec_remove(&m->named_md, k);
        ptrvec_push(m->arena, &m->named_md, n);
        break;
      }
    }
  }
}

/* One finding of DXC's validator: announced once by "validation errors"
 * (*header tracks it), as DXC prints them. */
static void val_error(PassCtx *ctx, bool *header, int code, SrcLoc at, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static void val_error(PassCtx *ctx, bool *header, int code, SrcLoc at, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (!*header) diag_error(ctx->diag, code, srcloc_none(), "validation errors");
  *header = true;
  diag_error(ctx->diag, code, at, "%s", msg);
}

/* Components of e written (its usage mask, back at column 0). */
static uint32_t written_cols(const SigElement *e) {
  return e->start_col < 4 ? (uint32_t)e->usage >> e->start_col : e->usage;
}

/* DXC's validator (ValidateUninitializedOutput): every system-value
 * output but SV_Target is written in all its components (Sm.UndefinedOutput;
 * hull shaders: their patch constant outputs), and SV_Position in all four
 * (Sm.CompletePosition; geometry shaders: per stream). Reported as DXC
 * reports validation errors, at the entry. */
static bool check_outputs_written(PassCtx *ctx, const SigInfo *sigs) {
  bool header = false;
  for (uint32_t k = 0; k < sigs->n; k++) {
    const SigEntry *en = &sigs->entries[k];
    bool hs = en->stage == STAGE_HULL;
    const SigElement *list = hs ? en->pc : en->out;
    uint32_t n = hs ? en->npc : en->nout;
    SrcLoc at = en->fn ? en->fn->loc : srcloc_none();
    at.col = 0;
    uint32_t pos_streams = 0, pos_full = 0;
    for (uint32_t i = 0; i < n; i++) {
      const SigElement *e = &list[i];
      uint32_t full = (1u << e->cols) - 1, used = written_cols(e) & full;
      if (!hs && e->kind == DXIL_SEM_POSITION) {
        uint32_t bit = 1u << (e->stream & 31);
        pos_streams |= bit;
        if (used == full) pos_full |= bit;
      }
      if (used == full || e->kind == DXIL_SEM_ARBITRARY || e->kind == DXIL_SEM_TARGET) continue;
      val_error(ctx, &header, MD_OUTPUT_ELEMENTS, at, "Not all elements of output %s were written.", e->name);
    }
    if (!hs && (pos_streams & ~pos_full))
      val_error(ctx, &header, MD_OUTPUT_ELEMENTS, at, "Not all elements of SV_Position were written.");
  }
  return !header;
}

/* DXC's validator (Sm.StreamIndexRange) checks output streams against the
 * module's shader model, so a library's geometry entry may only write
 * stream 0 (each distinct message once, as DXC reports them). lib_6_x is
 * not validated. */
static bool check_lib_streams(PassCtx *ctx, const SigInfo *sigs) {
  bool header = false;
  uint32_t reported = 0;
  for (uint32_t k = 0; k < sigs->n; k++) {
    const SigEntry *en = &sigs->entries[k];
    for (uint32_t i = 0; i < en->nout; i++) {
      uint32_t st = en->out[i].stream;
      if (!st || st >= 32 || (reported & (1u << st))) continue;
      reported |= 1u << st;
      val_error(ctx, &header, MD_OUTPUT_ELEMENTS, srcloc_none(), "Stream index (%u) must between 0 and 0.", st);
    }
  }
  return !header;
}

/* DXC's validator on SV_Barycentrics inputs (Meta.SemanticIndexMax,
 * Meta.BarycentricsInterpolation, Meta.BarycentricsFloat3,
 * Meta.BarycentricsTwoPerspectives): indices 0 and 1 only, float3, not
 * nointerpolation, and at most two, one perspective and one not. */
static bool check_barycentrics(PassCtx *ctx, const SigInfo *sigs) {
  bool header = false;
#define BARY_ERR(...) val_error(ctx, &header, MD_BARYCENTRICS, srcloc_none(), __VA_ARGS__)
  for (uint32_t k = 0; k < sigs->n; k++) {
    const SigEntry *en = &sigs->entries[k];
    if (en->stage != STAGE_PIXEL) continue;
    for (uint32_t i = 0; i < en->nin; i++) {
      const SigElement *e = &en->in[i];
      if (e->kind != DXIL_SEM_BARYCENTRICS) continue;
      for (uint32_t r = 0; r < e->nindices; r++)
        if (e->indices[r] > 1) {
          BARY_ERR("%s semantic index exceeds maximum (1).", e->name);
          break;
        }
      if (e->interp == 1) BARY_ERR("SV_Barycentrics cannot be used with 'nointerpolation' type.");
      if (e->cols != 3) BARY_ERR("only 'float3' type is allowed for SV_Barycentrics.");
    }
    uint32_t count = 0, prev = 0;
    for (uint32_t i = 0; i < en->nin; i++) {
      const SigElement *e = &en->in[i];
      if (e->kind != DXIL_SEM_BARYCENTRICS) continue;
      bool noperspective = e->interp == 4 || e->interp == 5 || e->interp == 7;
      if (count++ > 1 || (count > 1 && (prev == 2) == noperspective)) {
        BARY_ERR("There can only be up to two input attributes of SV_Barycentrics with different perspective "
                 "interpolation mode.");
        if (count > 2) continue;
      }
      prev = noperspective ? 2 : 1;
    }
  }
#undef BARY_ERR
  return !header;
}

/* DXC's validator (Meta.SemanticCompType): the component type and width
 * each system value takes ("SV_Position must be float4."). */
static bool check_semantic_types(PassCtx *ctx, const SigInfo *sigs) {
  bool header = false;
  for (uint32_t k = 0; k < sigs->n; k++) {
    const SigEntry *en = &sigs->entries[k];
    for (int l = 0; l < 3; l++) {
      const SigElement *list = l == 0 ? en->in : l == 1 ? en->out : en->pc;
      uint32_t n = l == 0 ? en->nin : l == 1 ? en->nout : en->npc;
      for (uint32_t i = 0; i < n; i++) {
        const SigElement *e = &list[i];
        uint32_t ct = e->comp_type;
        /* DXIL ComponentType: 1 i1, 2 i16, 3 u16, 4 i32, 5 u32, 6 i64, 7 u64,
         * 8 f16, 9 f32, 10 f64, 11.. normalized floats (16, 32, 64 bits) */
        bool fl = ct >= 8 && ct <= 16, in = ct >= 2 && ct <= 7, b = ct == 1;
        uint32_t width = ct == 1 ? 1 : (ct == 2 || ct == 3 || ct == 8 || ct == 11 || ct == 12) ? 16
                       : (ct == 6 || ct == 7 || ct == 10 || ct == 15 || ct == 16) ? 64 : 32;
        const char *want = NULL;
        switch (e->kind) {
        case DXIL_SEM_DEPTH: case DXIL_SEM_DEPTH_LE: case DXIL_SEM_DEPTH_GE:
          if (!fl || width > 32 || e->cols != 1) want = "float";
          break;
        case DXIL_SEM_COVERAGE: case DXIL_SEM_INNER_COVERAGE: case DXIL_SEM_OUTPUT_CP_ID:
          if (ct != 5 || e->cols != 1) want = "uint";
          break;
        case DXIL_SEM_POSITION:
          if (!fl || width > 32 || e->cols != 4) want = "float4";
          break;
        case DXIL_SEM_TARGET:
          if (width > 32) want = "float/int/uint";
          break;
        case DXIL_SEM_CLIP_DISTANCE: case DXIL_SEM_CULL_DISTANCE: case DXIL_SEM_TESS_FACTOR:
        case DXIL_SEM_INSIDE_TESS_FACTOR: case DXIL_SEM_BARYCENTRICS:
          if (!fl || width > 32) want = "float";
          break;
        case DXIL_SEM_IS_FRONT_FACE:
          if (!(in && width == 32) || e->cols != 1) want = "uint";
          break;
        case DXIL_SEM_RT_ARRAY_INDEX: case DXIL_SEM_VIEWPORT_INDEX: case DXIL_SEM_VERTEX_ID:
        case DXIL_SEM_PRIMITIVE_ID: case DXIL_SEM_INSTANCE_ID: case DXIL_SEM_GS_INSTANCE_ID:
        case DXIL_SEM_SAMPLE_INDEX: case DXIL_SEM_STENCIL_REF: case DXIL_SEM_SHADING_RATE:
          if ((ct != 5 && ct != 3) || e->cols != 1) want = "uint";
          break;
        case DXIL_SEM_CULL_PRIMITIVE:
          if (!b || e->cols != 1) want = "bool";
          break;
        default:
          break;
        }
        const char *name = dxil_semantic_name(e->kind);
        if (want && name) val_error(ctx, &header, MD_BARYCENTRICS, srcloc_none(), "%s must be %s.", name, want);
      }
    }
  }
  return !header;
}

bool pass_dxil_translate_metadata(PassCtx *ctx, IrModule *m) {
  Target t;
  if (!get_target(ctx, m, &t)) return false;
  PassCtx lctx = *ctx;
  lctx.dx.target = t;
  uint32_t vmaj, vmin;
  get_valver(m, &t, &vmaj, &vmin);
  lctx.dx.target.valver_major = vmaj;
  lctx.dx.target.valver_minor = vmin;

  MdCache mc;
  memset(&mc, 0, sizeof mc);
  mc.m = m;
  bool err = false;

  Entry entries[64];
  uint32_t nent = collect_entries(m, entries, 64, ctx->dx.target.min_precision);
  if (nent > 64) {
    diag_error(ctx->diag, MD_TOO_MANY_ENTRIES, srcloc_none(), "too many shader entry points");
    return false;
  }
  if (ctx->dxc_compat && t.stage == STAGE_LIBRARY && nent > 1)
    hl_sort(m->arena, entries, nent, sizeof entries[0], cmp_entry_name);

  DxilResourceMap map;
  if (!dxil_resource_analyze(m, lctx.diag, lctx.dxc_compat, &map)) return false;
  if (ctx->dxc_compat && t.stage == STAGE_LIBRARY) lib_unbound_resources(&map);
  uint64_t flags = dxil_shader_flags(m, &lctx.dx.target);

  /* Semantic signatures (dx.semantic.signatures, signatures.c). The usage
   * masks are a validator 1.5 addition (no dx.valver: write them). */
  SigInfo sigs;
  if (!dxil_signatures_analyze(&lctx, m, &sigs)) return false;
  /* DXC (DxilPreparePasses): a pixel shader's render target output whose
   * components are not all written gets a warning (no location) */
  for (uint32_t k = 0; ctx->dxc_compat && t.stage == STAGE_PIXEL && k < sigs.n; k++)
    for (uint32_t i = 0; i < sigs.entries[k].nout; i++) {
      const SigElement *e = &sigs.entries[k].out[i];
      uint32_t full = (1u << e->cols) - 1, used = e->start_col < 4 ? (uint32_t)e->usage >> e->start_col : e->usage;
      if (e->kind == DXIL_SEM_TARGET && used != full)
        diag_warn(ctx->diag, MD_OUTPUT_NOT_WRITTEN, srcloc_none(), "Declared output SV_Target%u not fully written in shader.",
                  e->nindices ? e->indices[0] : 0);
    }
  if (ctx->dxc_compat && !check_semantic_types(ctx, &sigs)) return false;
  if (ctx->dxc_compat && !check_barycentrics(ctx, &sigs)) return false;
  if (ctx->dxc_compat && !check_outputs_written(ctx, &sigs)) return false;
  if (ctx->dxc_compat && t.stage == STAGE_LIBRARY && t.sm_minor != 15 && !check_lib_streams(ctx, &sigs))
    return false;
  uint32_t mvmaj, mvmin;
  bool have_mvv = dxil_module_valver(m, &mvmaj, &mvmin);
  bool usage_masks = !have_mvv || (mvmaj == 0 && mvmin == 0) || mvmaj > 1 ||
                     (mvmaj == 1 && mvmin >= 5);
  /* DXC computes usage masks with the ViewID state, which libraries have not */
  if (ctx->dxc_compat && t.stage == STAGE_LIBRARY) usage_masks = false;

  /* dx.valver, dx.shaderModel, dx.version (LLVM's emission order). */
  /* LLVM only re-emits a dx.valver the module already has; hlslc always
   * states the target's validator version. */
  if (ctx->dxc_compat || ir_named_md(m, "dx.valver")) {
    IrMD *vv[2] = {md_i32(m, vmaj), md_i32(m, vmin)};
    set_named(m, "dx.valver", md_tuple(&mc, vv, 2));
  }
  IrMD *sm[3] = {ir_md_string(m, stage_short(t.stage)), md_i32(m, t.sm_major),
                 md_i32(m, t.sm_minor)};
  set_named(m, "dx.shaderModel", md_tuple(&mc, sm, 3));
  IrMD *ver[2] = {md_i32(m, t.dxil_major), md_i32(m, t.dxil_minor)};
  set_named(m, "dx.version", md_tuple(&mc, ver, 2));

  IrMD *res = emit_resources(&lctx, &mc, m, &map);
  if (ctx->diag->errors && !res && map.n) return false;
  ir_named_md_remove(m, "dx.resources");
  if (res) ir_named_md_add(m, ir_named_md_get(m, "dx.resources"), res);

  VEC(IrMD *) eps = {0};
  if (t.stage == STAGE_LIBRARY) {
    IrMD *props = NULL;
    IrMD *p[4];
    uint32_t np = 0;
    if (flags) {
      p[np++] = md_i32(m, 0);
      p[np++] = ir_md_const(m, ir_const_int(m, ir_type_int(m, 64), flags));
    }
    if (ctx->dxc_compat && ctx->dx.have_auto_space) { /* DXC: -auto-binding-space, tag 5 */
      IrMD *s = md_i32(m, ctx->dx.auto_space);
      p[np++] = md_i32(m, 5);
      p[np++] = md_tuple(&mc, &s, 1);
    }
    if (np) props = md_tuple(&mc, p, np);
    vec_push(m->arena, &eps, entry_node(&mc, m, NULL, NULL, res, props));
  } else if (nent > 1) {
    diag_error(ctx->diag, MD_ENTRY_COUNT, srcloc_none(), "Non-library shader: One and only one entry expected");
    err = true;
  }
  for (uint32_t i = 0; i < nent; i++) {
    Entry *e = &entries[i];
    uint64_t ef = 0;
    if (t.stage != STAGE_LIBRARY) {
      ef = flags;
      if (e->stage != t.stage) {
        diag_error(ctx->diag, MD_STAGE_MISMATCH, srcloc_none(),
                   "Shader stage '%s' for entry '%s' different from specified target profile '%s'",
                   stage_short(e->stage), e->fn->v.name ? e->fn->v.name : "",
                   stage_name(t.stage));
        err = true;
      }
    }
    IrMD *props = entry_props(&lctx, &mc, m, &t, e, ef, &err);
    if (err && !props && e->nwave) continue;
    const SigEntry *se = dxil_signature_for(&sigs, e->fn);
    IrMD *sig_md = dxil_signature_metadata(m, se, usage_masks, sig_tuple, &mc);
    vec_push(m->arena, &eps, entry_node(&mc, m, e->fn, sig_md, t.stage == STAGE_LIBRARY ? NULL : res,
                                        props));
    /* A graphics entry's input/output dependencies (before dx.entryPoints). */
    if (se && t.stage != STAGE_LIBRARY)
      set_named(m, "dx.viewIdState", dxil_signature_view_id_state(m, se, sig_tuple, &mc));
  }
  ir_named_md_remove(m, "dx.entryPoints");
  IrNamedMD *epn = ir_named_md_get(m, "dx.entryPoints");
  for (uint32_t i = 0; i < eps.len; i++) ir_named_md_add(m, epn, eps.data[i]);

  /* dx.exports for library functions marked "hlsl.export". */
  VEC(IrMD *) exps = {0};
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    if (!fn->fn_attrs || !ir_attrs_find(fn->fn_attrs, "\"hlsl.export\"")) continue;
    IrMD *ops[2] = {ir_md_const(m, &fn->v), ir_md_string(m, fn->v.name ? fn->v.name : "")};
    vec_push(m->arena, &exps, md_tuple(&mc, ops, 2));
  }
  if (exps.len) {
    ir_named_md_remove(m, "dx.exports");
    IrNamedMD *en = ir_named_md_get(m, "dx.exports");
    for (uint32_t i = 0; i < exps.len; i++) ir_named_md_add(m, en, exps.data[i]);
  }

  if (!ir_named_md(m, "llvm.ident") && !ctx->dxc_compat)
    diag_warn(ctx->diag, MD_NO_IDENT, srcloc_none(), "missing !llvm.ident metadata; frontend should emit it");

  clean_module_flags(m);
  if (!translate_instruction_md(ctx, m)) err = true;

  class_matrix_members(m);
  /* Strip module metadata DXIL does not know (hlsl.cbs, hlsl.* hints, ...). */
  for (uint32_t k = 0; k < m->named_md.len;) {
    IrNamedMD *n = m->named_md.data[k];
    if (!named_md_allowed(n->name)) ptrvec_remove(&m->named_md, k);
    else k++;
  }
  if (ctx->dxc_compat) {
    static const char *const order[] = {"llvm.ident", "dx.version", "dx.valver", "dx.shaderModel",
                                        "dx.resources", "dx.typeAnnotations", "dx.viewIdState",
                                        "dx.dxrPayloadAnnotations", "dx.entryPoints"};
    order_named(m, order, sizeof order / sizeof order[0]);
  }
  return !err;
}

/* ====================================================================== */
/* print<dxil-metadata> */

bool pass_print_dxil_metadata(PassCtx *ctx, IrModule *m) {
  Target t;
  if (!get_target(ctx, m, &t)) return false;
  uint32_t vmaj = 1, vmin = 0;
  IrNamedMD *vv = ir_named_md(m, "dx.valver");
  if (vv && vv->nops && vv->ops[0] && vv->ops[0]->kind == IR_MD_NODE && vv->ops[0]->nops >= 2) {
    ir_md_u32(vv->ops[0]->ops[0], &vmaj);
    ir_md_u32(vv->ops[0]->ops[1], &vmin);
  }
  StrBuf local = sb_new(m->arena);
  StrBuf *o = ctx->analysis_out ? ctx->analysis_out : &local;
  sb_printf(o, "Shader Model Version : %u.%u\n", t.sm_major, t.sm_minor);
  sb_printf(o, "DXIL Version : %u.%u\n", t.dxil_major, t.dxil_minor);
  sb_printf(o, "Shader Stage : %s\n", stage_name(t.stage));
  sb_printf(o, "Validator Version : %u.%u\n", vmaj, vmin);
  Entry entries[64];
  uint32_t nent = collect_entries(m, entries, 64, ctx->dx.target.min_precision);
  for (uint32_t i = 0; i < nent && i < 64; i++) {
    Entry *e = &entries[i];
    sb_printf(o, " %s\n", e->fn->v.name ? e->fn->v.name : "");
    sb_printf(o, "  Function Shader Stage : %s\n", stage_name(e->stage));
    sb_printf(o, "  NumThreads: %u,%u,%u\n", e->numthreads[0], e->numthreads[1], e->numthreads[2]);
  }
  sb_putc(o, '\n');
  if (o == &local) {
    if (local.data) fputs(local.data, stdout);
    sb_free(&local);
  }
  return true;
}
