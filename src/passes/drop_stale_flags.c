/* drop_stale_flags.c - "dxil-drop-stale-flags": the entry's double-precision
 * shader flags recomputed once the dx.op calls are folded (the flags
 * themselves: src/dxil/shader_flags.c). */
#include "passes.h"
#include "../dxil/shader_flags.h"

#define BIT(n) (1ull << (n))

/* After the dx.op calls are folded: the double-precision flags of values
 * that no longer exist are dropped (DXC computes its flags on the final
 * module: normalize(double constant) leaves no double behind). Only those
 * bits change; the others keep what dxil-translate-metadata computed. */
bool pass_dxil_drop_stale_flags(PassCtx *ctx, IrModule *m) {
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  if (!eps || !ctx->dxc_compat || !ctx->have_target || ctx->dx.target.stage == STAGE_LIBRARY) return true;
  const uint64_t mask = BIT(DXIL_SF_DOUBLES) | BIT(DXIL_SF_DOUBLE_EXTENSIONS);
  uint64_t now = dxil_shader_flags(m, &ctx->dx.target);
  for (uint32_t e = 0; e < eps->nops; e++) {
    IrMD *ep = eps->ops[e];
    if (!ep || ep->kind != IR_MD_NODE || ep->nops != 5 || !ep->ops[0]) continue;
    IrMD *props = ep->ops[4];
    uint32_t n = props && props->kind == IR_MD_NODE ? props->nops : 0;
    for (uint32_t j = 0; j + 1 < n; j += 2) {
      uint32_t tag;
      uint64_t old;
      IrMD *v = props->ops[j + 1];
      if (!ir_md_u32(props->ops[j], &tag) || tag != 0 || !v || v->kind != IR_MD_VALUE || !v->value ||
          !ir_const_is_int(v->value, &old))
        continue;
      uint64_t nf = old & ~(mask & ~now);
      if (nf != old) props->ops[j + 1] = ir_md_const(m, ir_const_int(m, ir_type_int(m, 64), nf));
    }
  }
  return true;
}
