/* dxil_globals.c - "dxil-globals" (LLVM's DXContainer Global Emitter).
 *
 * After dxil-embed, adds one private constant per container part, as LLVM
 * prints them:
 *   @dx.sfi0 = private constant i64 0, section "SFI0", align 4
 *   @dx.hash = private constant [20 x i8] c"...", section "HASH", align 4
 *   @dx.isg1 / @dx.osg1 / [@dx.psg1] / [@dx.rts0] / @dx.psv0 / [@dx.ildn, @dx.vers]
 * and appends them to @llvm.compiler.used. The payloads are
 * dxil_container_llvm_parts' (src/container/llvm_container.c); hlslc-llc
 * turns the globals into the container with dxil_write_container_sections.
 * Only hlslc-opt and hlslc-llc run this pass (LLVM's container choices);
 * hlslc writes DXC's container directly.
 *
 * Diagnostics: 6602 no @dx.dxil byte array (dxil-embed has not run). */
#include "passes.h"

#include "../dxil/dxil.h"

#include <string.h>

enum { GLOBALS_MAX_PARTS = 16 };

bool pass_dxil_globals(PassCtx *ctx, IrModule *m) {
  IrGlobal *dxil = ir_module_global(m, "dx.dxil");
  IrConst *bits = dxil && dxil->init && dxil->init->kind == IR_V_CONST_DATA ? (IrConst *)dxil->init
                                                                            : NULL;
  if (!bits) {
    diag_error(ctx->diag, GLOBALS_NO_DXIL, srcloc_none(),
               "dxil-globals needs the @dx.dxil bitcode global (run dxil-embed first)");
    return false;
  }
  DxilPartData parts[GLOBALS_MAX_PARTS];
  uint32_t n = 0;
  if (!dxil_container_llvm_parts(m, bits->bytes, bits->nbytes, parts, GLOBALS_MAX_PARTS, &n,
                                 ctx->diag))
    return false;
  IrGlobal *made[GLOBALS_MAX_PARTS];
  uint32_t nmade = 0;
  bool ok = true;
  for (uint32_t i = 0; i < n && ok; i++) {
    const DxilPartData *p = &parts[i];
    const char *section = arena_strndup(m->arena, p->fourcc, 4);
    IrType *t;
    IrValue *init;
    if (!memcmp(p->fourcc, "SFI0", 4) && p->data.len == 8) {
      /* LLVM keeps the feature flags as an i64. */
      uint64_t v = 0;
      for (int b = 7; b >= 0; b--) v = v << 8 | (uint8_t)p->data.data[b];
      t = ir_type_int(m, 64);
      init = ir_const_int(m, t, v);
    } else {
      t = ir_type_array(m, ir_type_int(m, 8), p->data.len);
      init = t ? ir_const_data(m, t, (const uint8_t *)p->data.data, (uint32_t)p->data.len) : NULL;
    }
    IrGlobal *g = section ? dxil_add_section_global(m, p->global, section, t, init) : NULL;
    if (!g) ok = false;
    else made[nmade++] = g;
  }
  dxil_parts_free(parts, n);
  if (ok) ok = dxil_append_compiler_used(m, made, nmade);
  if (!ok) diag_error(ctx->diag, GLOBALS_NO_DXIL, srcloc_none(), "out of memory in dxil-globals");
  return ok;
}

bool pass_dxil_root_signature_analysis(PassCtx *ctx, IrModule *m) {
  return dxil_root_signature(m, NULL, NULL, NULL, ctx->diag);
}
