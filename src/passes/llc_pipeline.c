/* llc_pipeline.c - what `llc` does to a DirectX module, for hlslc-llc.
 *
 * LLVM's order (DirectXTargetMachine::addCodeGenPrepare, as printed by the
 * llc-pipeline.ll test with -debug-pass=Structure):
 *   DXIL Finalize Linkage, DXIL Resource Access, DXIL Intrinsic Expansion,
 *   DXIL CBuffer Access, DXIL Data Scalarization, DXIL Array Flattener,
 *   Scalarizer, DXIL Forward Handle Accesses, DXIL Legalizer,
 *   DXIL Resource Implicit Binding, DXIL Translate Metadata,
 *   DXIL Post Optimization Validation, DXIL Op Lowering, DXIL Prepare Module,
 * then for -filetype=asm the metadata pretty printer and the module printer,
 * for -filetype=obj the embedder and the container writer (done by the tool
 * with dxil_write_bitcode / dxil_write_container).
 *
 * The LLVM passes hlslc does not have (finalize linkage, data
 * scalarization, array flattening, handle forwarding, legalizer) are left
 * out of the list rather than failing every llc run; their effects are
 * covered, where hlslc needs them, by the passes below. */
#include "passes.h"

bool pipeline_run_llc(PassCtx *ctx, IrModule *m, bool asm_output) {
  static const char *const order[] = {
    "dxil-cbuffer-access", /* before resource access: it may leave getpointer calls */
    "dxil-resource-access",
    "dxil-intrinsic-expansion",
    "scalarizer",
    "dxil-resource-implicit-binding",
    "dxil-translate-metadata",
    "dxil-post-optimization-validation",
    "dxil-op-lower",
    "dxil-prepare",
  };
  for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
    if (!pass_run(ctx, m, pass_lookup(order[i]))) return false;
  /* The pretty printer only writes to stderr; until it exists, asm output
   * goes without it instead of failing. */
  const PassInfo *pp = pass_lookup("dxil-pretty-printer");
  if (asm_output && pp && pp->run && !pass_run(ctx, m, pp)) return false;
  return true;
}
