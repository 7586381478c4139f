/* subobjects.c - DXR state-object subobjects into the module (see
 * subobjects.h). The metadata is DXC's (DxilMetadataHelper.cpp
 * EmitSubobject), one node per subobject in declaration order:
 *
 *   !{!"name", i32 kind, operands}
 *   StateObjectConfig (0)              i32 flags
 *   Global/LocalRootSignature (1, 2)   !{[N x i8] serialized}, !"text"
 *   SubobjectToExportsAssociation (8)  !"subobject", !{!"export", ...}
 *   RaytracingShaderConfig (9)         i32 payload size, i32 attribute size
 *   RaytracingPipelineConfig (10)      i32 max recursion depth
 *   HitGroup (11)                      i32 type, !"intersection", !"anyhit", !"closesthit"
 *   RaytracingPipelineConfig1 (12)     i32 max recursion depth, i32 flags
 *
 * The exports of an association are its string split at ';', empty names
 * dropped (CGMSHLSLRuntime::ParseSubobjectExportsAssociations). */
#include "subobjects.h"

#include <string.h>

#include "rootsig/rootsig.h"

/* The exports list of an association: "a;b;;c" -> !{!"a", !"b", !"c"}. */
static IrMD *exports_node(IrModule *m, Arena *a, const char *s) {
  uint32_t cap = 1;
  for (const char *p = s; *p; p++) cap += *p == ';';
  IrMD **ops = arena_alloc(a, sizeof(IrMD *) * cap);
  if (!ops) return NULL;
  uint32_t n = 0;
  const char *start = s;
  for (const char *p = s;; p++) {
    if (*p == ';' || !*p) {
      if (p > start) {
        char *name = arena_strndup(a, start, (size_t)(p - start));
        if (!name || !(ops[n++] = ir_md_string(m, name))) return NULL;
      }
      start = p + 1;
      if (!*p) break;
    }
  }
  return ir_md_node(m, ops, n);
}

bool subobjects_emit(IrModule *m, const HlslSubobjects *so, uint32_t rs_version, bool emit, Arena *a,
                     Diag *d) {
  if (!so || !so->n) return true;
  IrMD **nodes = arena_alloc(a, sizeof(IrMD *) * so->n);
  if (!nodes) return false;
  for (uint32_t i = 0; i < so->n; i++) {
    const HlslSubobject *s = &so->items[i];
    IrMD *ops[6];
    uint32_t n = 0;
    ops[n++] = ir_md_string(m, s->name);
    ops[n++] = ir_md_i32(m, s->kind);
    switch (s->kind) {
    case 0: /* StateObjectConfig */
    case 10: /* RaytracingPipelineConfig */
      ops[n++] = ir_md_i32(m, s->u[0]);
      break;
    case 9: /* RaytracingShaderConfig */
    case 12: /* RaytracingPipelineConfig1 */
      ops[n++] = ir_md_i32(m, s->u[0]);
      ops[n++] = ir_md_i32(m, s->u[1]);
      break;
    case 1: case 2: { /* Global/LocalRootSignature */
      StrBuf rts0 = sb_new(a);
      bool ok = rootsig_compile(s->s[0], strlen(s->s[0]), rs_version, s->kind == 2 ? RS_COMPILE_LOCAL : RS_COMPILE_GLOBAL,
                                s->loc, a, d, &rts0, NULL);
      IrValue *bytes = NULL;
      if (ok && !rts0.oom) {
        IrType *t = ir_type_array(m, ir_type_int(m, 8), rts0.len);
        bytes = t ? ir_const_data(m, t, (const uint8_t *)rts0.data, (uint32_t)rts0.len) : NULL;
      }
      sb_free(&rts0);
      if (!ok) return false;
      if (!bytes) return false;
      IrMD *wrap = ir_md_const(m, bytes);
      ops[n++] = wrap ? ir_md_node(m, &wrap, 1) : NULL;
      ops[n++] = ir_md_string(m, s->s[0]);
    } break;
    case 8: /* SubobjectToExportsAssociation */
      ops[n++] = ir_md_string(m, s->s[0]);
      ops[n++] = exports_node(m, a, s->s[1]);
      break;
    case 11: /* HitGroup: any hit, closest hit[, intersection] as written */
      ops[n++] = ir_md_i32(m, s->hit_group);
      ops[n++] = ir_md_string(m, s->hit_group ? s->s[2] : "");
      ops[n++] = ir_md_string(m, s->s[0]);
      ops[n++] = ir_md_string(m, s->s[1]);
      break;
    default: return false;
    }
    for (uint32_t k = 0; k < n; k++)
      if (!ops[k]) return false;
    nodes[i] = ir_md_node(m, ops, n);
    if (!nodes[i]) return false;
  }
  if (!emit) return true; /* non-library targets: checked, not kept (DXC) */
  IrNamedMD *nmd = ir_named_md_get(m, "dx.subobjects");
  if (!nmd) return false;
  nmd->ops = nodes;
  nmd->nops = so->n;
  return true;
}

IrNamedMD *subobjects_detach(IrModule *m) {
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    if (!strcmp(n->name, "dx.subobjects")) {
      ptrvec_remove(&m->named_md, i);
      return n;
    }
  }
  return NULL;
}

void subobjects_attach(IrModule *m, IrNamedMD *n) {
  if (n) ptrvec_push(m->arena, &m->named_md, n);
}

/* ---- listing ------------------------------------------------------------- */

static const IrMD *md_op(const IrMD *md, uint32_t i) {
  return md && md->kind == IR_MD_NODE && i < md->nops ? md->ops[i] : NULL;
}

static uint32_t md_u32(const IrMD *md) {
  uint64_t v = 0;
  if (md && md->kind == IR_MD_VALUE && md->value) ir_const_is_int(md->value, &v);
  return (uint32_t)v;
}

static void put_str(StrBuf *o, const IrMD *md) {
  if (md && md->kind == IR_MD_STRING) sb_putn(o, md->str, md->len);
}

/* PrintFlags: the set bits lowest first, by name, " | " between; 0 alone. */
static void put_flags(StrBuf *o, uint32_t flags, bool pipeline) {
  if (!flags) {
    sb_putc(o, '0');
    return;
  }
  bool first = true;
  while (flags) {
    uint32_t f = flags & ~(flags - 1);
    flags ^= f;
    if (!first) sb_puts(o, " | ");
    first = false;
    const char *name = "<invalid StateObjectFlag>";
    if (pipeline) {
      name = f == 0x100 ? "RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES"
             : f == 0x200 ? "RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES"
             : f == 0x400 ? "RAYTRACING_PIPELINE_FLAG_ALLOW_OPACITY_MICROMAPS"
                          : "<invalid RaytracingPipelineFlags>";
    } else if (f == 1) {
      name = "STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS";
    } else if (f == 2) {
      name = "STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS";
    } else if (f == 4) {
      name = "STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS";
    }
    sb_puts(o, name);
  }
}

void subobjects_listing(StrBuf *o, IrModule *m) {
  IrNamedMD *nmd = ir_named_md(m, "dx.subobjects");
  if (!nmd || !nmd->nops) return;
  sb_puts(o, ";\n; Subobjects:\n;\n");
  for (uint32_t i = 0; i < nmd->nops; i++) {
    const IrMD *s = nmd->ops[i];
    uint32_t kind = md_u32(md_op(s, 1));
    static const char *const kinds[13] = {"StateObjectConfig", "GlobalRootSignature", "LocalRootSignature", NULL,
                                          NULL, NULL, NULL, NULL, "SubobjectToExportsAssociation",
                                          "RaytracingShaderConfig", "RaytracingPipelineConfig", "HitGroup",
                                          "RaytracingPipelineConfig1"};
    sb_puts(o, ";  ");
    sb_puts(o, kind < 13 && kinds[kind] ? kinds[kind] : "<invalid kind>");
    sb_putc(o, ' ');
    put_str(o, md_op(s, 0));
    sb_puts(o, " = { ");
    switch (kind) {
    case 0: put_flags(o, md_u32(md_op(s, 2)), false); break;
    case 1: case 2: {
      const IrMD *v = md_op(md_op(s, 2), 0);
      uint64_t size = v && v->kind == IR_MD_VALUE && v->value ? ir_type_size(v->value->type) : 0;
      sb_printf(o, "<%llu bytes>", (unsigned long long)size);
    } break;
    case 8: {
      sb_putc(o, '"');
      put_str(o, md_op(s, 2));
      sb_puts(o, "\", { ");
      const IrMD *ex = md_op(s, 3);
      for (uint32_t k = 0; ex && k < ex->nops; k++) {
        sb_puts(o, k ? ", \"" : "\"");
        put_str(o, ex->ops[k]);
        sb_putc(o, '"');
      }
      sb_puts(o, " } ");
    } break;
    case 9:
      sb_printf(o, "MaxPayloadSizeInBytes = %u, MaxAttributeSizeInBytes = %u", md_u32(md_op(s, 2)),
                md_u32(md_op(s, 3)));
      break;
    case 10: sb_printf(o, "MaxTraceRecursionDepth = %u", md_u32(md_op(s, 2))); break;
    case 11: {
      uint32_t t = md_u32(md_op(s, 2));
      sb_printf(o, "HitGroupType = %s, Anyhit = \"", t == 0 ? "Triangle" : t == 1 ? "ProceduralPrimitive"
                                                                        : "<invalid HitGroupType>");
      put_str(o, md_op(s, 4));
      sb_puts(o, "\", Closesthit = \"");
      put_str(o, md_op(s, 5));
      sb_puts(o, "\", Intersection = \"");
      put_str(o, md_op(s, 3));
      sb_putc(o, '"');
    } break;
    case 12:
      sb_printf(o, "MaxTraceRecursionDepth = %u, Flags = ", md_u32(md_op(s, 2)));
      put_flags(o, md_u32(md_op(s, 3)), true);
      break;
    default: break;
    }
    sb_puts(o, " };\n");
  }
  sb_puts(o, ";\n");
}
