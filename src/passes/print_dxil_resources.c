/* print_dxil_resources.c - the "print<dxil-resources>" analysis printer, in
 * the text format of LLVM's DXILResource analysis (the analysis itself:
 * src/dxil/dxil_resources.c). */
#include "dxil_resources.h"
#include "../dxil/dxil_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ====================================================================== */
/* print<dxil-resources> */

static const char *kind_name(ResKind k) {
  const char *n = dxil_res_kind_name(k, DXIL_SPELL_LLVM);
  return n ? n : "<invalid>";
}

static const char *class_name(ResClass c) {
  const char *n = dxil_res_class_name(c);
  return n ? n : "<invalid>";
}

/* The printed text of every instruction of the module, found by printing the
 * module once and matching the instruction lines of each function body in
 * order (the IR printer prints instructions indented by two spaces, one per
 * line, labels and braces unindented). */
typedef struct InstText {
  IrInst **insts;
  const char **lines;
  uint32_t n;
} InstText;

static void inst_text_build(IrModule *m, InstText *it) {
  memset(it, 0, sizeof *it);
  uint32_t total = 0;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) total++;
  }
  if (!total) return;
  it->insts = arena_alloc(m->arena, sizeof(IrInst *) * total);
  it->lines = arena_alloc(m->arena, sizeof(char *) * total);
  if (!it->insts || !it->lines) return;
  StrBuf sb = sb_new(m->arena);
  ir_print_module(&sb, m);
  char *text = sb.data ? arena_strndup(m->arena, sb.data, sb.len) : NULL;
  sb_free(&sb);
  if (!text) return;
  char *p = text;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    if (!fn->nblocks) continue;
    /* find the next "define " line */
    while (*p && strncmp(p, "define ", 7) != 0) {
      char *nl = strchr(p, '\n');
      p = nl ? nl + 1 : p + strlen(p);
    }
    if (!*p) break;
    char *nl = strchr(p, '\n');
    p = nl ? nl + 1 : p + strlen(p);
    uint32_t b = 0;
    IrInst *cur = fn->blocks[0]->first;
    while (*p && *p != '}') {
      nl = strchr(p, '\n');
      if (nl) *nl = 0;
      if (p[0] == ' ' && p[1] == ' ') {
        while (!cur && b + 1 < fn->nblocks) cur = fn->blocks[++b]->first;
        if (cur) {
          it->insts[it->n] = cur;
          it->lines[it->n] = p;
          it->n++;
          cur = cur->next;
        }
      }
      p = nl ? nl + 1 : p + strlen(p);
    }
  }
}

static const char *inst_text_get(InstText *it, IrInst *i) {
  for (uint32_t k = 0; k < it->n; k++)
    if (it->insts[k] == i) return it->lines[k];
  return "";
}

bool pass_print_dxil_resources(PassCtx *ctx, IrModule *m) {
  DxilResourceMap map;
  if (!dxil_resource_analyze(m, ctx->diag, ctx->dxc_compat, &map)) return false;
  StrBuf local = sb_new(m->arena);
  StrBuf *o = ctx->analysis_out ? ctx->analysis_out : &local;
  static const char *const dirs[] = {"Increment", "Decrement", "Unknown", "Invalid"};
  for (uint32_t k = 0; k < map.n; k++) {
    DxilResource *r = map.res[k];
    const ResTypeInfo *ti = &r->ti;
    ResTypeExtra ex;
    dxil_res_type_extra(r->handle_type, &ex);
    sb_printf(o, "Resource %u:\n", k);
    if (r->name && r->name[0]) sb_printf(o, "  Name: %s\n", r->name);
    if (r->from_heap) {
      sb_printf(o, "  HeapIndexID: %u\n", r->heap_id);
    } else {
      /* LLVM has spelled the record ID both ways; print both. */
      sb_printf(o, "  Binding:\n    Record ID: %u\n    Binding ID: %u\n    Space: %u\n"
                   "    Lower Bound: %u\n    Size: %u\n",
                r->id, r->id, r->space, r->lower, r->size);
    }
    sb_printf(o, "  Globally Coherent: %d\n", r->globally_coherent ? 1 : 0);
    sb_printf(o, "  Has Atomic64 Use: %d\n", r->uses_atomic64 ? 1 : 0);
    sb_printf(o, "  Counter Direction: %s\n", dirs[r->counter_dir & 3]);
    sb_printf(o, "  Class: %s\n  Kind: %s\n", class_name(ti->cls), kind_name(ti->kind));
    if (ti->cls == RC_CBV) {
      sb_printf(o, "  CBuffer size: %u\n", ti->cbuf_size);
    } else if (ti->cls == RC_SAMPLER) {
      static const char *const sk[] = {"Default", "Comparison", "Mono", "<invalid>"};
      sb_printf(o, "  Sampler Type: %s\n", sk[ti->sampler_kind < 3 ? ti->sampler_kind : 3]);
    } else {
      if (ti->cls == RC_UAV) sb_printf(o, "  IsROV: %d\n", ti->is_rov ? 1 : 0);
      if (ti->kind == RK_TEXTURE2DMS || ti->kind == RK_TEXTURE2DMSARRAY)
        sb_printf(o, "  Sample Count: %u\n", ti->sample_count);
      if (ex.is_struct) {
        sb_printf(o, "  Buffer Stride: %u\n  Alignment: %u\n", ti->stride, ex.align_log2);
      } else if (ex.is_typed) {
        uint32_t ct = ti->comp_type;
        sb_printf(o, "  Element Type: %s", dxil_element_type_name(ct));
        if (ct == 6 || ct == 7 || ct == 10 || ct == 15 || ct == 16)
          sb_puts(o, " (stored as u32)");
        sb_printf(o, "\n  Element Count: %u\n", ti->elem_count);
      } else if (ti->kind == RK_FEEDBACKTEXTURE2D || ti->kind == RK_FEEDBACKTEXTURE2DARRAY) {
        sb_printf(o, "  Feedback Type: %s\n", ex.feedback_kind ? "MipRegionUsed" : "MinMip");
      }
    }
    sb_putc(o, '\n');
  }
  InstText it;
  inst_text_build(m, &it);
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        if (i->op != IR_CALL) continue;
        for (uint32_t k = 0; k < map.n; k++) {
          bool hit = false;
          for (uint32_t c = 0; c < map.res[k]->ncalls; c++)
            if (map.res[k]->calls[c] == i) hit = true;
          if (hit) sb_printf(o, "Call bound to %u:%s\n", k, inst_text_get(&it, i));
        }
      }
  }
  if (o == &local) {
    if (local.data) fputs(local.data, stdout);
    sb_free(&local);
  }
  return true;
}
