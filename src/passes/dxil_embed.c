/* dxil_embed.c - "dxil-embed" (LLVM's DXIL Embedder) and "strip-debug".
 *
 * dxil-embed writes the module as DXIL bitcode into
 *   @dx.dxil = private constant [N x i8] c"BC\C0\DE...", section "DXIL", align 4
 * and appends it to @llvm.compiler.used, like LLVM's EmbedDXILPass. The
 * bitcode is written from a copy of the module (printed and parsed back):
 * the bitcode writer gives pointers their 3.7 types in place, and LLVM's
 * embedder leaves the module as it was. Debug information cannot be
 * written in DXIL by hlslc's writer (dxil-format.md §7), so the copy is
 * stripped of it first; the module itself keeps it, so dxil-globals still
 * sees it (HASH IncludesSource, ILDN, VERS).
 *
 * strip-debug is LLVM's StripDebugInfo: the llvm.dbg.* named metadata,
 * !dbg attachments, and calls to (and declarations of) llvm.dbg.*
 * intrinsics go away.
 *
 * Diagnostics: 6601 the module copy could not be made (internal). */
#include "passes.h"

#include "../dxil/dxil.h"

#include <string.h>

/* Drops attachments of kind "dbg" from an attachment array. */
static void drop_dbg(IrMDAttach *md, uint32_t *n) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < *n; i++)
    if (!md[i].kind || strcmp(md[i].kind, "dbg")) md[k++] = md[i];
  *n = k;
}

static bool is_dbg_intrinsic(const IrValue *callee) {
  return callee && callee->kind == IR_V_FUNC && callee->name &&
         !strncmp(callee->name, "llvm.dbg.", 9);
}

bool pass_strip_debug(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  for (uint32_t i = 0; i < m->named_md.len;) {
    IrNamedMD *n = m->named_md.data[i];
    if (!strncmp(n->name, "llvm.dbg.", 9) || !strcmp(n->name, "llvm.gcov"))
      ir_named_md_remove(m, n->name);
    else
      i++;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    drop_dbg(f->md, &f->nmd);
    for (uint32_t b = 0; b < f->nblocks; b++) {
      for (IrInst *in = f->blocks[b]->first, *next; in; in = next) {
        next = in->next;
        if (in->op == IR_CALL && in->nops && is_dbg_intrinsic(in->ops[0])) {
          ir_inst_remove(in);
          continue;
        }
        drop_dbg(in->md, &in->nmd);
      }
    }
  }
  for (uint32_t i = 0; i < m->funcs.len;) {
    IrFunc *f = m->funcs.data[i];
    if (!f->nblocks && is_dbg_intrinsic(&f->v)) ir_module_remove_func(m, f);
    else i++;
  }
  return true;
}

bool dxil_append_compiler_used(IrModule *m, IrGlobal **add, uint32_t nadd) {
  IrGlobal *old = ir_module_global(m, "llvm.compiler.used");
  uint32_t nold = 0;
  IrConst *oldinit = NULL;
  if (old && old->init && old->init->kind == IR_V_CONST_AGG) {
    oldinit = (IrConst *)old->init;
    nold = oldinit->nelems;
  }
  IrValue **elems = arena_alloc(m->arena, sizeof(IrValue *) * (nold + nadd + 1));
  if (!elems) return false;
  uint32_t n = 0;
  for (uint32_t i = 0; i < nold; i++) elems[n++] = oldinit->elems[i];
  for (uint32_t i = 0; i < nadd; i++) {
    bool dup = false;
    for (uint32_t k = 0; k < n && !dup; k++) dup = elems[k] == &add[i]->v;
    if (!dup) elems[n++] = &add[i]->v;
  }
  if (old) ir_module_remove_global(m, old);
  if (!n) return true;
  IrType *at = ir_type_array(m, ir_type_ptr(m, 0), n);
  IrValue *init = at ? ir_const_agg(m, at, elems, n) : NULL;
  IrGlobal *g = init ? ir_global_new(m, "llvm.compiler.used", at, 0) : NULL;
  if (!g) return false;
  g->init = init;
  g->linkage = IR_LINK_APPENDING;
  g->section = "llvm.metadata";
  return true;
}

IrGlobal *dxil_add_section_global(IrModule *m, const char *name, const char *section,
                                  IrType *type, IrValue *init) {
  IrGlobal *g = type && init ? ir_global_new(m, name, type, 0) : NULL;
  if (!g) return NULL;
  g->init = init;
  g->is_const = true;
  g->linkage = IR_LINK_PRIVATE;
  g->section = section;
  g->align = 4;
  return g;
}

bool pass_dxil_embed(PassCtx *ctx, IrModule *m) {
  /* The copy: print, parse back, strip debug info. */
  StrBuf text = sb_new(m->arena);
  ir_print_module(&text, m);
  if (text.oom) {
    sb_free(&text);
    diag_error(ctx->diag, EMBED_FAILED, srcloc_none(), "out of memory in dxil-embed");
    return false;
  }
  StrBuf perr = sb_new(m->arena);
  Diag pd;
  memset(&pd, 0, sizeof pd);
  pd.out = &perr;
  pd.no_caret = true;
  IrModule *copy = ir_parse(m->arena, &pd, "<dxil-embed>", text.data ? text.data : "", text.len);
  sb_free(&text);
  if (!copy || pd.errors) {
    diag_error(ctx->diag, EMBED_FAILED, srcloc_none(),
               "internal error: dxil-embed could not copy the module: %.200s",
               perr.data ? perr.data : "");
    sb_free(&perr);
    return false;
  }
  sb_free(&perr);
  pass_strip_debug(ctx, copy);
  /* Root signatures go to RTS0 (dxil-globals), never into the DXIL. */
  ir_named_md_remove(copy, "dx.rootsignatures");
  StrBuf bc = sb_new(m->arena);
  bool ok = dxil_write_bitcode(copy, &bc, ctx->diag);
  if (ok && bc.oom) ok = false;
  if (ok) {
    IrType *at = ir_type_array(m, ir_type_int(m, 8), bc.len);
    IrValue *init = at ? ir_const_data(m, at, (const uint8_t *)bc.data, (uint32_t)bc.len) : NULL;
    IrGlobal *g = dxil_add_section_global(m, "dx.dxil", "DXIL", at, init);
    ok = g && dxil_append_compiler_used(m, &g, 1);
    if (!ok) diag_error(ctx->diag, EMBED_FAILED, srcloc_none(), "out of memory in dxil-embed");
  }
  sb_free(&bc);
  return ok;
}
