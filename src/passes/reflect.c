/* reflect.c - resource bindings for reflection, and the JSON manifest.
 *
 * The JSON written by refl_write_json:
 *   {
 *     "constant_buffers": [
 *       { "name": "CB", "type": "cbuffer", "space": 0, "register": 1,
 *         "size": 68,            // layout size: end of the last variable
 *         ("count": 4,)          // arrays of ConstantBuffer<T>: registers used
 *         "size_aligned": 80,    // what the buffer must hold (16-byte multiple)
 *         "variables": [ VAR... ] } ],
 *     "resources": [
 *       { "name": "CB", "type": "cbuffer", "class": "b", "space": 0,
 *         "register": 1, "count": 1, "id": 0, "dimension": "", ... } ]
 *   }
 * VAR: { "name", "offset" (bytes; struct members: from the struct's start),
 *        "size", "type" ("float4x4", "S"), "class" ("scalar", "vector",
 *        "matrix_rows", "matrix_columns", "struct"), "component",
 *        "rows", "columns", "elements" (0 = not an array), and for arrays
 *        "dims" and "stride", for structs "members": [VAR...] }.
 * "count" is null for unbounded ranges. Only buffers that survive into the
 * DXIL (they have a binding) are listed, in binding (record) order. */
#include "reflect.h"

#include <stdio.h>
#include <string.h>

#include "dxil_resources.h"

/* ---- bindings (called by dxil-translate-metadata) ----------------------- */

static const char *dim_name(ResKind k) {
  switch (k) {
  case RK_TEXTURE1D: return "texture1d";
  case RK_TEXTURE2D: return "texture2d";
  case RK_TEXTURE2DMS: return "texture2dms";
  case RK_TEXTURE3D: return "texture3d";
  case RK_TEXTURECUBE: return "texturecube";
  case RK_TEXTURE1DARRAY: return "texture1darray";
  case RK_TEXTURE2DARRAY: return "texture2darray";
  case RK_TEXTURE2DMSARRAY: return "texture2dmsarray";
  case RK_TEXTURECUBEARRAY: return "texturecubearray";
  case RK_TYPEDBUFFER: case RK_RAWBUFFER: case RK_STRUCTUREDBUFFER: case RK_TBUFFER: return "buffer";
  case RK_FEEDBACKTEXTURE2D: return "texture2d";
  case RK_FEEDBACKTEXTURE2DARRAY: return "texture2darray";
  default: return "";
  }
}

static const char *comp_name(uint32_t ct) {
  switch (ct) {
  case 1: return "bool";
  case 2: return "int16_t";
  case 3: return "uint16_t";
  case 4: return "int";
  case 5: return "uint";
  case 6: return "int64_t";
  case 7: return "uint64_t";
  case 8: return "half";
  case 9: return "float";
  case 10: return "double";
  case 11: case 13: case 15: return "snorm";
  case 12: case 14: case 16: return "unorm";
  default: return "";
  }
}

static const char *binding_type(const DxilResource *r) {
  const ResTypeInfo *ti = &r->ti;
  switch (ti->cls) {
  case RC_CBV: return "cbuffer";
  case RC_SAMPLER: return "sampler";
  case RC_SRV:
    switch (ti->kind) {
    case RK_TBUFFER: return "tbuffer";
    case RK_RAWBUFFER: return "byteaddress";
    case RK_STRUCTUREDBUFFER: return "structured";
    case RK_RTACCELERATIONSTRUCTURE: return "rtaccelerationstructure";
    default: return "texture";
    }
  case RC_UAV:
    switch (ti->kind) {
    case RK_RAWBUFFER: return "uav_rwbyteaddress";
    case RK_STRUCTUREDBUFFER: return r->has_counter ? "uav_rwstructured_with_counter" : "uav_rwstructured";
    case RK_FEEDBACKTEXTURE2D: case RK_FEEDBACKTEXTURE2DARRAY: return "uav_feedbacktexture";
    default: return "uav_rwtyped";
    }
  }
  return "";
}

/* The Format and Dim columns of DXC's resource binding table
 * (dxcdisassembler.cpp PrintResourceFormat / PrintResourceDim). */
static void listing_columns(Arena *a, const DxilResource *r, ReflBinding *b) {
  static const char *const dims[] = {
      "invalid", "1d", "2d", "2dMS", "3d", "cube", "1darray", "2darray", "2darrayMS", "cubearray",
      "buf", "rawbuf", "structbuf", "cbuffer", "sampler", "tbuffer", "ras", "fbtex2d", "fbtex2darray"};
  const ResTypeInfo *ti = &r->ti;
  if (ti->cls == RC_CBV || ti->cls == RC_SAMPLER) {
    b->fmt = b->dim_short = "NA";
    return;
  }
  if (ti->kind == RK_RAWBUFFER || ti->kind == RK_STRUCTUREDBUFFER) {
    b->fmt = ti->kind == RK_RAWBUFFER ? "byte" : "struct";
    b->dim_short = ti->cls == RC_SRV ? "r/o" : r->has_counter ? "r/w+cnt" : "r/w";
    return;
  }
  /* CompType::GetName: a feedback texture's (none) is "invalid" */
  b->fmt = ti->kind == RK_TBUFFER ? "u32" : ti->comp_type ? dxil_element_type_name(ti->comp_type) : "invalid";
  const char *d = (uint32_t)ti->kind < sizeof dims / sizeof dims[0] ? dims[ti->kind] : "invalid";
  /* an SRV's sample count; a UAV's metadata records none (RWTexture2DMS<T, 4>
   * is 2dMS) */
  if ((ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY) && ti->sample_count && ti->cls != RC_UAV)
    d = arena_printf(a, "%s%u", d, ti->sample_count);
  b->dim_short = d ? d : "";
}

void refl_record_bindings(Reflection *refl, const DxilResourceMap *map) {
  static const char cls_char[4] = {'t', 'u', 'b', 's'};
  for (uint32_t k = 0; k < map->n; k++) {
    const DxilResource *r = map->res[k];
    if (r->from_heap) continue;
    ReflBinding b;
    memset(&b, 0, sizeof b);
    b.name = r->name ? r->name : "";
    b.type = binding_type(r);
    b.reg_class = cls_char[r->ti.cls & 3];
    b.dimension = dim_name(r->ti.kind);
    b.return_type = r->ti.kind <= RK_TYPEDBUFFER && r->ti.kind != RK_INVALID ? comp_name(r->ti.comp_type) : "";
    b.space = r->space;
    b.lower = r->lower;
    b.count = r->size == 0 ? UINT32_MAX : r->size;
    b.id = r->id;
    b.size = r->ti.cls == RC_CBV ? r->ti.cbuf_size : r->ti.kind == RK_STRUCTUREDBUFFER ? r->ti.stride : 0;
    b.handle_type = r->handle_type;
    listing_columns(refl->arena, r, &b);
    vec_push(refl->arena, &refl->bindings, b);
  }
}

/* ---- JSON ----------------------------------------------------------------- */

static void json_str(StrBuf *o, const char *s) {
  sb_putc(o, '"');
  for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
    if (*p == '"' || *p == '\\') {
      sb_putc(o, '\\');
      sb_putc(o, (char)*p);
    } else if (*p < 0x20) {
      sb_printf(o, "\\u%04x", *p);
    } else {
      sb_putc(o, (char)*p);
    }
  }
  sb_putc(o, '"');
}

static void indent(StrBuf *o, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) sb_puts(o, "  ");
}

static void write_var(StrBuf *o, const ReflVar *v, uint32_t ind, uint32_t depth) {
  indent(o, ind);
  sb_puts(o, "{\"name\": ");
  json_str(o, v->name);
  sb_printf(o, ", \"offset\": %u, \"size\": %u, \"type\": ", v->offset, v->size);
  json_str(o, v->type);
  sb_puts(o, ", \"class\": ");
  json_str(o, v->cls);
  sb_puts(o, ", \"component\": ");
  json_str(o, v->component);
  sb_printf(o, ", \"rows\": %u, \"columns\": %u, \"elements\": %u", v->rows, v->columns, v->elements);
  if (v->ndims) {
    sb_puts(o, ", \"dims\": [");
    for (uint32_t i = 0; i < v->ndims; i++) sb_printf(o, "%s%u", i ? ", " : "", v->dims[i]);
    sb_printf(o, "], \"stride\": %u", v->stride);
  }
  if (v->nmembers && depth < 64) {
    sb_puts(o, ", \"members\": [\n");
    for (uint32_t i = 0; i < v->nmembers; i++) {
      write_var(o, &v->members[i], ind + 1, depth + 1);
      sb_puts(o, i + 1 < v->nmembers ? ",\n" : "\n");
    }
    indent(o, ind);
    sb_puts(o, "]");
  }
  sb_puts(o, "}");
}

static const ReflCBuffer *find_cbuffer(const Reflection *r, const ReflBinding *b) {
  if (b->reg_class != 'b' && b->reg_class != 't') return NULL;
  for (uint32_t i = 0; i < r->cbufs.len; i++) {
    const ReflCBuffer *cb = &r->cbufs.data[i];
    if (b->handle_type == cb->handle_type && strcmp(b->name, cb->name) == 0) return cb;
  }
  return NULL;
}

void refl_write_json(const Reflection *r, StrBuf *o) {
  sb_puts(o, "{\n  \"constant_buffers\": [");
  bool first = true;
  for (uint32_t i = 0; i < r->bindings.len; i++) {
    const ReflBinding *b = &r->bindings.data[i];
    const ReflCBuffer *cb = find_cbuffer(r, b);
    if (!cb) continue;
    sb_puts(o, first ? "\n" : ",\n");
    first = false;
    sb_puts(o, "    {\"name\": ");
    json_str(o, cb->name);
    sb_puts(o, ", \"type\": ");
    json_str(o, cb->kind);
    sb_printf(o, ", \"space\": %u, \"register\": %u, \"size\": %u, \"size_aligned\": %u,", b->space,
              b->lower, cb->size, (cb->size + 15) / 16 * 16);
    if (b->count != 1) { /* arrays of ConstantBuffer<T> */
      if (b->count == UINT32_MAX) sb_puts(o, " \"count\": null,");
      else sb_printf(o, " \"count\": %u,", b->count);
    }
    sb_puts(o, "\n     \"variables\": [");
    for (uint32_t k = 0; k < cb->nvars; k++) {
      sb_puts(o, k ? ",\n" : "\n");
      write_var(o, &cb->vars[k], 3, 0);
    }
    sb_puts(o, cb->nvars ? "\n     ]}" : "]}");
  }
  sb_puts(o, first ? "],\n" : "\n  ],\n");
  sb_puts(o, "  \"resources\": [");
  for (uint32_t i = 0; i < r->bindings.len; i++) {
    const ReflBinding *b = &r->bindings.data[i];
    sb_puts(o, i ? ",\n" : "\n");
    sb_puts(o, "    {\"name\": ");
    json_str(o, b->name);
    sb_puts(o, ", \"type\": ");
    json_str(o, b->type);
    sb_printf(o, ", \"class\": \"%c\", \"space\": %u, \"register\": %u, \"count\": ", b->reg_class,
              b->space, b->lower);
    if (b->count == UINT32_MAX) sb_puts(o, "null");
    else sb_printf(o, "%u", b->count);
    sb_printf(o, ", \"id\": %u, \"dimension\": ", b->id);
    json_str(o, b->dimension);
    sb_puts(o, ", \"return_type\": ");
    json_str(o, b->return_type);
    if (b->reg_class == 'b') sb_printf(o, ", \"size\": %u", b->size);
    else if (b->size) sb_printf(o, ", \"stride\": %u", b->size);
    sb_puts(o, "}");
  }
  sb_puts(o, r->bindings.len ? "\n  ]\n}\n" : "]\n}\n");
}

/* ---- DXC's "Buffer Definitions" listing ----------------------------------- */

static const char *listing_comp(const char *c) {
  if (!strcmp(c, "min16int") || !strcmp(c, "min12int")) return "min16i";
  if (!strcmp(c, "min16uint")) return "min16ui";
  if (!strcmp(c, "min10float")) return "min16float";
  return c;
}

static void pad_to(StrBuf *o, size_t start, uint32_t width) {
  size_t n = o->len - start;
  while (n++ < width) sb_putc(o, ' ');
}

static void listing_offset(StrBuf *o, uint32_t offset, uint32_t size) {
  sb_printf(o, "; Offset:%5u", offset);
  if (size) sb_printf(o, " Size: %5u", size);
  sb_putc(o, '\n');
}

static void listing_struct(StrBuf *o, const char *sname, const ReflVar *members, uint32_t n,
                           const char *var, uint32_t base, uint32_t indent, uint32_t width,
                           uint32_t size, uint32_t depth);

/* DXC gives structs holding matrices, min-precision values or resources a
 * separate "hostlayout." type for the buffer. */
static bool needs_hostlayout(const ReflVar *v, uint32_t n, uint32_t depth) {
  for (uint32_t i = 0; i < n && depth < 64; i++) {
    if (!strncmp(v[i].cls, "matrix", 6) || !strncmp(v[i].component, "min1", 4) || v[i].host_layout) return true;
    if (needs_hostlayout(v[i].members, v[i].nmembers, depth + 1)) return true;
  }
  return false;
}

static void listing_field(StrBuf *o, const ReflVar *v, uint32_t base, uint32_t indent, uint32_t width,
                          uint32_t depth) {
  uint32_t off = base + v->offset;
  if (!strcmp(v->cls, "struct")) {
    /* DXC prints arrays of structs as "s[2];;" */
    char name[300], sname[256];
    if (v->elements) snprintf(name, sizeof name, "%s[%u];", v->name, v->elements);
    else snprintf(name, sizeof name, "%s", v->name);
    snprintf(sname, sizeof sname, "%sstruct.%s",
             v->host_layout || needs_hostlayout(v->members, v->nmembers, depth) ? "hostlayout." : "",
             strcmp(v->type, "(anonymous struct)") ? v->type : "anon");
    listing_struct(o, sname, v->members, v->nmembers, name, off, indent, width, 0, depth + 1);
    return;
  }
  sb_putc(o, ';');
  for (uint32_t i = 0; i < indent; i++) sb_putc(o, ' ');
  size_t start = o->len;
  if (!strcmp(v->cls, "matrix_rows")) sb_puts(o, "row_major ");
  else if (!strcmp(v->cls, "matrix_columns")) sb_puts(o, "column_major ");
  const char *comp = listing_comp(v->component);
  if (!strncmp(v->cls, "matrix", 6)) sb_printf(o, "%s%ux%u", comp, v->rows, v->columns);
  else if (!strcmp(v->cls, "vector")) sb_printf(o, "%s%u", comp, v->columns);
  else sb_puts(o, comp);
  sb_printf(o, " %s", v->name);
  if (v->elements) sb_printf(o, "[%u]", v->elements);
  sb_putc(o, ';');
  pad_to(o, start, width);
  listing_offset(o, off, 0);
}

static void listing_struct(StrBuf *o, const char *sname, const ReflVar *members, uint32_t n,
                           const char *var, uint32_t base, uint32_t indent, uint32_t width,
                           uint32_t size, uint32_t depth) {
  sb_putc(o, ';');
  for (uint32_t i = 0; i < indent; i++) sb_putc(o, ' ');
  sb_printf(o, "struct %s\n;", sname);
  for (uint32_t i = 0; i < indent; i++) sb_putc(o, ' ');
  sb_puts(o, "{\n;\n");
  if (!n) {
    sb_putc(o, ';');
    for (uint32_t i = 0; i < indent + 4; i++) sb_putc(o, ' ');
    sb_puts(o, "/* empty struct */\n");
  }
  for (uint32_t i = 0; i < n && depth < 64; i++)
    listing_field(o, &members[i], base, indent + 4, width - 4, depth);
  sb_putc(o, ';');
  for (uint32_t i = 0; i < indent; i++) sb_putc(o, ' ');
  sb_puts(o, "\n;");
  for (uint32_t i = 0; i < indent; i++) sb_putc(o, ' ');
  size_t start = o->len;
  sb_printf(o, "} %s;", var);
  pad_to(o, start, width);
  listing_offset(o, base, size);
  sb_puts(o, ";\n");
}

static void listing_buffer(StrBuf *o, const ReflCBuffer *cb) {
  sb_printf(o, "; %s %s\n; {\n;\n", cb->kind, cb->name);
  char sname[300];
  snprintf(sname, sizeof sname, "%s%s", needs_hostlayout(cb->vars, cb->nvars, 0) ? "hostlayout." : "",
           cb->name);
  listing_struct(o, sname, cb->vars, cb->nvars, cb->name, 0, 3, 50, cb->size, 0);
  sb_puts(o, "; }\n;\n");
}

static void rjust(StrBuf *o, const char *s, uint32_t w) {
  for (size_t n = strlen(s); n < w; n++) sb_putc(o, ' ');
  sb_puts(o, s);
}

/* DXC's "; Resource Bindings:" table: CBVs, samplers, SRVs, UAVs. */
static void listing_bindings(const Reflection *r, StrBuf *o) {
  static const char order[4] = {'b', 's', 't', 'u'};
  sb_puts(o, ";\n; Resource Bindings:\n;\n"
             "; Name                                 Type  Format         Dim      ID      HLSL Bind  Count\n"
             "; ------------------------------ ---------- ------- ----------- ------- -------------- ------\n");
  for (int k = 0; k < 4; k++)
    for (uint32_t i = 0; i < r->bindings.len; i++) {
      const ReflBinding *b = &r->bindings.data[i];
      if (b->reg_class != order[k]) continue;
      const char *cls = k == 0 ? "cbuffer" : k == 1 ? "sampler" : k == 2 ? "texture" : "UAV";
      const char *pre = k == 0 ? "CB" : k == 1 ? "S" : k == 2 ? "T" : "U";
      const char *bpre = k == 0 ? "cb" : k == 1 ? "s" : k == 2 ? "t" : "u";
      size_t start = o->len;
      sb_printf(o, "; %s", b->name);
      pad_to(o, start, 33);
      rjust(o, cls, 10);
      rjust(o, b->fmt ? b->fmt : "", 8);
      rjust(o, b->dim_short ? b->dim_short : "", 12);
      char id[32], bind[64], cnt[16];
      snprintf(id, sizeof id, "%s%u", pre, b->id);
      if (b->space) snprintf(bind, sizeof bind, "%s%u,space%u", bpre, b->lower, b->space);
      else snprintf(bind, sizeof bind, "%s%u", bpre, b->lower);
      if (b->count == UINT32_MAX) snprintf(cnt, sizeof cnt, "unbounded");
      else snprintf(cnt, sizeof cnt, "%u", b->count);
      rjust(o, id, 8);
      rjust(o, bind, 15);
      rjust(o, cnt, 6);
      sb_putc(o, '\n');
    }
  sb_puts(o, ";\n");
}

/* "; Resource bind info for X": a structured buffer's element. */
static void listing_sbuffer(StrBuf *o, const ReflCBuffer *sb) {
  sb_printf(o, "; Resource bind info for %s\n; {\n;\n", sb->name);
  const ReflVar *v = &sb->vars[0];
  if (!strcmp(v->cls, "struct")) {
    char sname[300];
    snprintf(sname, sizeof sname, "%sstruct.%s",
             v->host_layout || needs_hostlayout(v->members, v->nmembers, 0) ? "hostlayout." : "",
             strcmp(v->type, "(anonymous struct)") ? v->type : "anon");
    listing_struct(o, sname, v->members, v->nmembers, v->name, 0, 3, 50, sb->size, 1);
    sb_puts(o, "; }\n;\n");
    return;
  }
  sb_puts(o, ";   ");
  size_t start = o->len;
  if (!strcmp(v->cls, "matrix_rows")) sb_puts(o, "row_major ");
  else if (!strcmp(v->cls, "matrix_columns")) sb_puts(o, "column_major ");
  const char *comp = listing_comp(v->component);
  if (!strncmp(v->cls, "matrix", 6)) sb_printf(o, "%s%ux%u", comp, v->rows, v->columns);
  else if (!strcmp(v->cls, "vector")) sb_printf(o, "%s%u", comp, v->columns);
  else sb_puts(o, comp);
  sb_printf(o, " %s", v->name);
  if (v->elements) sb_printf(o, "[%u]", v->elements);
  sb_putc(o, ';');
  pad_to(o, start, 50);
  listing_offset(o, 0, sb->size);
  sb_puts(o, ";\n; }\n;\n");
}

static const ReflCBuffer *find_sbuffer(const Reflection *r, const ReflBinding *b) {
  for (uint32_t i = 0; i < r->sbufs.len; i++) {
    const ReflCBuffer *sb = &r->sbufs.data[i];
    if (b->handle_type == sb->handle_type && strcmp(b->name, sb->name) == 0) return sb;
  }
  return NULL;
}

void refl_write_listing(const Reflection *r, StrBuf *o) {
  sb_puts(o, ";\n; Buffer Definitions:\n;\n");
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < r->bindings.len; i++) {
      const ReflBinding *b = &r->bindings.data[i];
      if (b->reg_class != (pass == 0 ? 'b' : 't')) continue;
      const ReflCBuffer *cb = find_cbuffer(r, b);
      if (cb) listing_buffer(o, cb);
    }
  /* then the structured buffers: SRVs, UAVs */
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < r->bindings.len; i++) {
      const ReflBinding *b = &r->bindings.data[i];
      if (b->reg_class != (pass == 0 ? 't' : 'u')) continue;
      const ReflCBuffer *sb = find_sbuffer(r, b);
      if (sb) listing_sbuffer(o, sb);
    }
  listing_bindings(r, o);
}
