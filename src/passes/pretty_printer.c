/* pretty_printer.c - "dxil-pretty-printer": the resource binding table that
 * LLVM's DXILPrettyPrinter prints in front of textual DXIL (llc
 * -filetype=asm) and that `opt -passes=dxil-pretty-printer` writes to
 * stderr:
 *
 *   ;
 *   ; Resource Bindings:
 *   ;
 *   ; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
 *   ; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
 *   ; Zero                                  UAV     f16         buf      U0             u0         1
 *   ;
 *
 * The columns have DXC's fixed widths (name left-aligned in 30, the others
 * right-aligned). Resources come from the handle-creation calls when the
 * module still has them (before op lowering) and otherwise from the
 * dx.resources metadata dxil-translate-metadata wrote, which is what llc
 * has by the time it prints.
 */
#include <stdio.h>
#include <string.h>

#include "dxil_resources.h"

/* One table row. */
typedef struct PpRow {
  const char *name;    /* resource name, "" if unknown */
  ResClass cls;
  ResKind kind;
  uint32_t comp_type;  /* typed resources: DXIL ComponentType */
  uint32_t samples;    /* multisampled textures: sample count */
  bool has_counter;    /* UAV with a hidden counter */
  uint32_t id;         /* record ID within the class */
  uint32_t space, lower, size; /* binding; size UINT32_MAX = unbounded */
} PpRow;

typedef VEC(PpRow) PpRows;

static const char *class_name(ResClass c) {
  switch (c) {
  case RC_SRV: return "texture";
  case RC_UAV: return "UAV";
  case RC_CBV: return "cbuffer";
  case RC_SAMPLER: return "sampler";
  }
  return "?";
}

static const char *class_prefix(ResClass c, bool upper) {
  switch (c) {
  case RC_SRV: return upper ? "T" : "t";
  case RC_UAV: return upper ? "U" : "u";
  case RC_CBV: return upper ? "CB" : "cb";
  case RC_SAMPLER: return upper ? "S" : "s";
  }
  return "?";
}

static bool kind_is_typed(ResKind k) { return k >= RK_TEXTURE1D && k <= RK_TYPEDBUFFER; }

static const char *format_name(const PpRow *r) {
  if (r->kind == RK_RTACCELERATIONSTRUCTURE) return "i32"; /* DXC's element type for it */
  if (kind_is_typed(r->kind)) return dxil_element_type_name(r->comp_type);
  if (r->kind == RK_STRUCTUREDBUFFER) return "struct";
  if (r->cls == RC_CBV || r->cls == RC_SAMPLER) return "NA";
  return "byte";
}

static void dim_name(StrBuf *sb, const PpRow *r) {
  static const char *const tex[] = {
      [RK_TEXTURE1D] = "1d",           [RK_TEXTURE2D] = "2d",
      [RK_TEXTURE2DMS] = "2dMS",       [RK_TEXTURE3D] = "3d",
      [RK_TEXTURECUBE] = "cube",       [RK_TEXTURE1DARRAY] = "1darray",
      [RK_TEXTURE2DARRAY] = "2darray", [RK_TEXTURE2DMSARRAY] = "2darrayMS",
      [RK_TEXTURECUBEARRAY] = "cubearray", [RK_TBUFFER] = "tbuffer",
      [RK_FEEDBACKTEXTURE2D] = "fbtex2d", [RK_FEEDBACKTEXTURE2DARRAY] = "fbtex2darray",
  };
  switch (r->kind) {
  case RK_RAWBUFFER: case RK_STRUCTUREDBUFFER:
    sb_puts(sb, r->cls != RC_UAV ? "r/o" : r->has_counter ? "r/w+cnt" : "r/w");
    return;
  case RK_TYPEDBUFFER: sb_puts(sb, "buf"); return;
  case RK_CBUFFER: case RK_SAMPLER: sb_puts(sb, "NA"); return;
  case RK_RTACCELERATIONSTRUCTURE: sb_puts(sb, "ras"); return;
  default: break;
  }
  if ((uint32_t)r->kind < sizeof tex / sizeof tex[0] && tex[r->kind]) {
    sb_puts(sb, tex[r->kind]);
    if (r->kind == RK_TEXTURE2DMS || r->kind == RK_TEXTURE2DMSARRAY) sb_printf(sb, "%u", r->samples);
  } else {
    sb_puts(sb, "?");
  }
}

/* Append `text` padded to `width`: left-aligned or right-aligned. */
static void cell(StrBuf *o, const char *text, int width, bool left) {
  int len = (int)strlen(text);
  if (!left)
    for (int k = len; k < width; k++) sb_putc(o, ' ');
  sb_puts(o, text);
  if (left)
    for (int k = len; k < width; k++) sb_putc(o, ' ');
}

/* Column widths: DXC's. */
static const int col_width[7] = {30, 10, 7, 11, 7, 14, 9};

static void print_row(StrBuf *o, const char *const cols[7]) {
  sb_puts(o, ";");
  for (int c = 0; c < 7; c++) {
    sb_putc(o, ' ');
    cell(o, cols[c], col_width[c], c == 0);
  }
  sb_putc(o, '\n');
}

static bool rows_from_analysis(PassCtx *ctx, IrModule *m, PpRows *rows) {
  DxilResourceMap map;
  if (!dxil_resource_analyze(m, ctx->diag, false, &map)) return false;
  for (uint32_t k = 0; k < map.n; k++) {
    DxilResource *r = map.res[k];
    if (r->from_heap) continue; /* not a binding */
    PpRow row;
    memset(&row, 0, sizeof row);
    row.name = r->name ? r->name : "";
    row.cls = r->ti.cls;
    row.kind = r->ti.kind;
    row.comp_type = r->ti.comp_type;
    row.samples = r->ti.sample_count;
    row.has_counter = r->has_counter;
    row.id = r->id;
    row.space = r->space;
    row.lower = r->lower;
    row.size = r->size;
    if (!vec_push(m->arena, rows, row)) return false;
  }
  return true;
}

/* Value of `tag` in a resource record's extended-property list, or def. */
static uint32_t md_tag(const IrMD *list, uint32_t tag, uint32_t def) {
  if (!list || list->kind != IR_MD_NODE) return def;
  for (uint32_t k = 0; k + 1 < list->nops; k += 2) {
    uint32_t t, v;
    if (ir_md_u32(list->ops[k], &t) && t == tag && ir_md_u32(list->ops[k + 1], &v)) return v;
  }
  return def;
}

/* Rows from dx.resources (dxil-format.md §6.3):
 *   SRV     !{id, sym, name, space, lower, size, kind, samples, props}
 *   UAV     !{id, sym, name, space, lower, size, kind, coherent, counter, rov, props}
 *   CBuffer !{id, sym, name, space, lower, size, bytes, props}
 *   Sampler !{id, sym, name, space, lower, size, kind, props} */
static bool rows_from_metadata(IrModule *m, PpRows *rows) {
  IrNamedMD *nmd = ir_named_md(m, "dx.resources");
  if (!nmd || !nmd->nops || !nmd->ops[0] || nmd->ops[0]->kind != IR_MD_NODE) return true;
  IrMD *lists = nmd->ops[0];
  for (uint32_t c = 0; c < 4 && c < lists->nops; c++) {
    IrMD *l = lists->ops[c];
    if (!l || l->kind != IR_MD_NODE) continue;
    for (uint32_t k = 0; k < l->nops; k++) {
      IrMD *r = l->ops[k];
      if (!r || r->kind != IR_MD_NODE || r->nops < 6) continue;
      PpRow row;
      memset(&row, 0, sizeof row);
      row.cls = (ResClass)c;
      row.name = r->ops[2] && r->ops[2]->kind == IR_MD_STRING
                     ? arena_strndup(m->arena, r->ops[2]->str, r->ops[2]->len)
                     : "";
      if (!row.name) return false;
      ir_md_u32(r->ops[0], &row.id);
      ir_md_u32(r->ops[3], &row.space);
      ir_md_u32(r->ops[4], &row.lower);
      ir_md_u32(r->ops[5], &row.size);
      uint32_t kind = 0;
      if (c == RC_CBV) kind = RK_CBUFFER;
      else if (c == RC_SAMPLER) kind = RK_SAMPLER;
      else if (r->nops > 6) ir_md_u32(r->ops[6], &kind);
      row.kind = kind <= RK_FEEDBACKTEXTURE2DARRAY ? (ResKind)kind : RK_INVALID;
      IrMD *props = NULL;
      if (c == RC_SRV) {
        if (r->nops > 7) ir_md_u32(r->ops[7], &row.samples);
        if (r->nops > 8) props = r->ops[8];
      } else if (c == RC_UAV) {
        uint32_t cnt = 0;
        if (r->nops > 8) ir_md_u32(r->ops[8], &cnt);
        row.has_counter = cnt != 0;
        if (r->nops > 10) props = r->ops[10];
      }
      row.comp_type = md_tag(props, 0, 0);
      if (!vec_push(m->arena, rows, row)) return false;
    }
  }
  return true;
}

bool pass_dxil_pretty_printer(PassCtx *ctx, IrModule *m) {
  PpRows rows = {0};
  if (!rows_from_analysis(ctx, m, &rows)) return false;
  if (!rows.len && !rows_from_metadata(m, &rows)) return false;

  StrBuf local = sb_new(m->arena);
  StrBuf *o = ctx->analysis_out ? ctx->analysis_out : &local;
  sb_puts(o, ";\n; Resource Bindings:\n;\n");
  static const char *const head[7] = {"Name", "Type", "Format", "Dim", "ID", "HLSL Bind", "Count"};
  print_row(o, head);
  sb_putc(o, ';');
  for (int c = 0; c < 7; c++) {
    sb_putc(o, ' ');
    for (int k = 0; k < col_width[c]; k++) sb_putc(o, '-');
  }
  sb_putc(o, '\n');
  for (uint32_t k = 0; k < rows.len; k++) {
    const PpRow *r = &rows.data[k];
    StrBuf dim = sb_new(m->arena), id = sb_new(m->arena), bind = sb_new(m->arena), count = sb_new(m->arena);
    dim_name(&dim, r);
    sb_printf(&id, "%s%u", class_prefix(r->cls, true), r->id);
    sb_printf(&bind, "%s%u", class_prefix(r->cls, false), r->lower);
    if (r->space) sb_printf(&bind, ",space%u", r->space);
    if (r->size == UINT32_MAX) sb_puts(&count, "unbounded");
    else sb_printf(&count, "%u", r->size);
    const char *cols[7] = {r->name, class_name(r->cls), format_name(r), dim.data ? dim.data : "",
                           id.data ? id.data : "", bind.data ? bind.data : "",
                           count.data ? count.data : ""};
    print_row(o, cols);
    sb_free(&dim);
    sb_free(&id);
    sb_free(&bind);
    sb_free(&count);
  }
  sb_puts(o, ";\n");
  if (o == &local) {
    if (local.data) fputs(local.data, stderr);
    sb_free(&local);
  }
  return true;
}
