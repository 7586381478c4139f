/* prepare.c - placeholder: the "dxil-prepare" pass is being written. */
#include "passes.h"

bool pass_dxil_prepare(PassCtx *ctx, IrModule *m) {
  (void)m;
  diag_error(ctx->diag, 9001, srcloc_none(), "pass 'dxil-prepare' is not implemented yet");
  return false;
}
