/* llc_pipeline.c - what `llc` does to a DirectX module, for hlslc-llc.
 *
 * LLVM's order (DirectXTargetMachine::addCodeGenPrepare, as printed by the
 * llc-pipeline.ll test with -debug-pass=Structure):
 *   DXIL Finalize Linkage, DXIL Resource Access, DXIL Intrinsic Expansion,
 *   DXIL CBuffer Access, DXIL Data Scalarization, DXIL Array Flattener,
 *   Scalarizer, DXIL Forward Handle Accesses, DXIL Legalizer,
 *   DXIL Resource Implicit Binding, DXIL Translate Metadata,
 *   DXIL Root Signature Analysis, DXIL Post Optimization Validation,
 *   DXIL Op Lowering, DXIL Prepare Module,
 * then for -filetype=asm the metadata pretty printer and the module printer
 * (done by the tool), for -filetype=obj the DXIL Embedder and the
 * DXContainer Global Emitter (dxil-embed, dxil-globals) and the object
 * writer (the tool, with dxil_write_container_sections).
 *
 * The LLVM passes hlslc does not have (finalize linkage, data
 * scalarization, handle forwarding, legalizer; no corpus test runs them)
 * are left out of the list rather than failing every llc run; their
 * effects are covered, where hlslc needs them, by the passes below.
 * dxil-flatten-arrays also does the data scalarization (vector allocas
 * and globals), see flatten_arrays.c. */
#include "passes.h"

#include <string.h>

bool pipeline_run_llc(PassCtx *ctx, IrModule *m, bool asm_output) {
  static const PassId order[] = {
    PASS_DXIL_CBUFFER_ACCESS, /* before resource access: it may leave getpointer calls */
    PASS_DXIL_RESOURCE_ACCESS,
    PASS_DXIL_INTRINSIC_EXPANSION,
    PASS_DXIL_FLATTEN_ARRAYS, /* LLVM's data scalarization + array flattener */
    PASS_SCALARIZER,
    PASS_DXIL_RESOURCE_IMPLICIT_BINDING,
    PASS_DXIL_ROOT_SIGNATURE_ANALYSIS,
    PASS_DXIL_TRANSLATE_METADATA,
    PASS_DXIL_POST_OPTIMIZATION_VALIDATION,
    PASS_DXIL_INTRINSIC_EXPANSION, /* again: dxil-op-lower requires it right before (passes.def) */
    PASS_DXIL_OP_LOWER,
    PASS_DXIL_PREPARE,
  };
  IrNamedMD *rootsigs = NULL;
  for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
    bool translate = order[i] == PASS_DXIL_TRANSLATE_METADATA;
    if (translate && !asm_output) rootsigs = ir_named_md(m, "dx.rootsignatures");
    if (!pass_run(ctx, m, pass_get(order[i]))) return false;
    /* dxil-translate-metadata drops !dx.rootsignatures, as LLVM's does once
     * its RootSignatureAnalysis has parsed it; that analysis result lives
     * on until the DXContainer globals are built. hlslc recomputes analyses
     * instead of caching them, so the node itself is kept for dxil-globals
     * (dxil-embed leaves it out of the DXIL). */
    if (translate && rootsigs && !ir_named_md(m, "dx.rootsignatures") &&
        !ptrvec_push(m->arena, &m->named_md, rootsigs))
      return false;
  }
  /* The pretty printer only writes to stderr; until it exists, asm output
   * goes without it instead of failing. */
  const PassInfo *pp = pass_get(PASS_DXIL_PRETTY_PRINTER);
  if (asm_output && pp && pp->run && !pass_run(ctx, m, pp)) return false;
  if (!asm_output) {
    /* The embedder first: the part globals must not end up in the DXIL. */
    if (!RUN_PASS(ctx, m, DXIL_EMBED)) return false;
    if (!RUN_PASS(ctx, m, DXIL_GLOBALS)) return false;
  }
  return true;
}
