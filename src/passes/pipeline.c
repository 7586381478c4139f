/* pipeline.c - the hlslc pass pipeline, as one readable list.
 *
 * The front end produces clang-style IR (allocas, calls to internal user
 * functions, resource handles from binding intrinsics, addrspace(2)
 * constant-buffer globals). The list below turns it into DXIL form, in the
 * order the design gives: optimisation (so that unused resources disappear
 * before bindings are assigned, as DXC does; constant-buffer access goes
 * first) -> resource access -> binding -> metadata -> op lowering -> prepare. The
 * bitcode writer and the container follow in the driver.
 */
#include "passes.h"

/* Cleanup run after inlining and again after unrolling. */
static bool run_cleanup(PassCtx *ctx, IrModule *m) {
  return RUN_PASS(ctx, m, SROA) &&
         /* a local copy of SRV data left by SROA (dynamically indexed)
          * reads the resource (DXC's memcpy replacement) */
         RUN_PASS(ctx, m, READONLY_COPY_FORWARD) &&
         /* `precise` on SSA values, before anything folds FP code (a no-op
          * once the front end's markers are gone) */
         RUN_PASS(ctx, m, DXIL_PRECISE) &&
         /* branch conditions as facts (GVN): x == C folds below */
         RUN_PASS(ctx, m, PROPAGATE_EQUALITY) &&
         /* values constant around loops (phi cycles), before the folds
          * that turn their branches */
         RUN_PASS(ctx, m, SCCP) &&
         RUN_PASS(ctx, m, INSTSIMPLIFY) &&
         RUN_PASS(ctx, m, SIMPLIFYCFG) &&
         RUN_PASS(ctx, m, EARLY_CSE) &&
         /* what a local array's element was just given is read back as
          * that value (GVN) */
         RUN_PASS(ctx, m, GVN_LOAD) &&
         RUN_PASS(ctx, m, DCE) &&
         /* loops left computing nothing used (their reads go with them) */
         RUN_PASS(ctx, m, LOOP_DELETION);
}

/* -Od / -O0: what DXIL cannot do without (no calls, no aggregates in
 * registers, handles traced to their resources, [unroll] loops unrolled as
 * DXC does at every level) and the constant folding of branches DXC's -Od
 * also does (an out-of-range cbuffer index in a dead block is no error);
 * no value numbering, global optimisation beyond handle forwarding, or
 * automatic unrolling. */
static bool run_no_opt(PassCtx *ctx, IrModule *m) {
  return RUN_PASS(ctx, m, DXIL_CBUFFER_ACCESS) &&
         RUN_PASS(ctx, m, INLINE) &&
         (!ctx->have_target ||
          (ctx->dx.target.stage != STAGE_LIBRARY && ctx->dx.target.stage != STAGE_HULL) ||
          RUN_PASS(ctx, m, DXIL_LIB_FORWARD_HANDLES)) &&
         RUN_PASS(ctx, m, SROA) &&
         RUN_PASS(ctx, m, DXIL_PRECISE) &&
         RUN_PASS(ctx, m, DXIL_CLEANUP_DXBREAK) &&
         RUN_PASS(ctx, m, INSTSIMPLIFY) &&
         RUN_PASS(ctx, m, SIMPLIFYCFG) &&
         RUN_PASS(ctx, m, LOOP_UNROLL) && /* [unroll] loops only (no_opt) */
         RUN_PASS(ctx, m, SROA) &&
         /* handles written once into internal globals (the cbuffer handles,
          * static resources) must reach their uses */
         RUN_PASS(ctx, m, GLOBALOPT) &&
         RUN_PASS(ctx, m, SROA) &&
         RUN_PASS(ctx, m, DCE) &&
         RUN_PASS(ctx, m, DXIL_CBUFFER_BOUNDS);
}

bool pipeline_run_optimize(PassCtx *ctx, IrModule *m) {
  if (ctx->have_target && ctx->dx.target.no_opt) return run_no_opt(ctx, m);
  /* Constant-buffer loads become row loads on the buffer's handle first:
   * until then the handle is only stored into its @X.cb global and would
   * look dead to the optimiser. */
  return RUN_PASS(ctx, m, DXIL_CBUFFER_ACCESS) &&
         RUN_PASS(ctx, m, INLINE) &&
         /* hull shaders too: the entry and its patch constant function
          * each set up the handles they use */
         (!ctx->have_target ||
          (ctx->dx.target.stage != STAGE_LIBRARY && ctx->dx.target.stage != STAGE_HULL) ||
          RUN_PASS(ctx, m, DXIL_LIB_FORWARD_HANDLES)) &&
         run_cleanup(ctx, m) &&
         /* kept-in-loop breaks only where a wave-sensitive value reaches
          * them (DXC: after inlining and mem2reg) */
         RUN_PASS(ctx, m, DXIL_CLEANUP_DXBREAK) &&
         RUN_PASS(ctx, m, LOOP_UNROLL) &&
         run_cleanup(ctx, m) &&
         RUN_PASS(ctx, m, GLOBALOPT) &&
         run_cleanup(ctx, m) &&
         /* subscripts of cbuffer vectors whose index folded to a constant */
         RUN_PASS(ctx, m, DXIL_CBUFFER_BOUNDS);
}

bool pipeline_run_lowering(PassCtx *ctx, IrModule *m) {
  static const PassId passes[] = {
      PASS_DXIL_RESOURCE_ACCESS,              /* getpointer + load/store -> typed/raw intrinsics */
      PASS_DXIL_INTRINSIC_EXPANSION,          /* before the scalarizer, as in LLVM: expansions
                                                 (clamp, any, dot, ...) make vector code */
      PASS_DXIL_FLATTEN_ARRAYS,               /* memory arrays: one dimension of scalars */
      PASS_HOIST_CONSTANT_ARRAYS,             /* late, as in DXC's optimiser: arrays of structs
                                                 are arrays of scalars only now */
      PASS_DXIL_DROP_LOCAL_NAMES,             /* nothing below reads an instruction's name
                                                 (the DXIL part keeps none) */
      PASS_SCALARIZER,                        /* no vectors in DXIL < 6.9 */
      PASS_INSTSIMPLIFY, PASS_EARLY_CSE, PASS_DCE,  /* tidy what the rewrites left */
      PASS_DXC_COMBINE,                       /* zext/sext of trunc as DXC's instcombine leaves them */
      PASS_DXIL_RESOURCE_IMPLICIT_BINDING,    /* DXC's rules, after unused resources are gone */
      PASS_DXIL_POST_OPTIMIZATION_VALIDATION, /* overlap / allocation errors */
      PASS_DXIL_TRANSLATE_METADATA,           /* dx.* metadata while the binding calls still exist */
      PASS_DXIL_INTRINSIC_EXPANSION,          /* again, as dxil-op-lower requires (passes.def):
                                                 what the passes since made expandable */
      PASS_DXIL_OP_LOWER,                     /* intrinsics -> dx.op calls */
      PASS_INSTSIMPLIFY,                      /* dx.op calls on constants fold, as in DXC */
      PASS_DCE,
      PASS_DXIL_DROP_STALE_FLAGS,             /* DXC's flags are those of the folded module */
      PASS_DXIL_OP_CHECK,                     /* what is left valid for the target (DXC's
                                                 validator sees the folded module) */
      PASS_DXIL_LOWER_DXBREAK,                /* kept breaks read @dx.break.cond, after all folding */
      PASS_DXIL_PREPARE,                      /* LLVM 3.7 form: typed pointers, attributes */
  };
  for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++)
    if (!pass_run(ctx, m, pass_get(passes[i]))) return false;
  return true;
}

bool pipeline_run_backend(PassCtx *ctx, IrModule *m) {
  return pipeline_run_optimize(ctx, m) && pipeline_run_lowering(ctx, m);
}
