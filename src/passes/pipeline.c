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
  return pass_run(ctx, m, pass_lookup("sroa")) &&
         /* a local copy of SRV data left by SROA (dynamically indexed)
          * reads the resource (DXC's memcpy replacement) */
         pass_run(ctx, m, pass_lookup("readonly-copy-forward")) &&
         /* `precise` on SSA values, before anything folds FP code (a no-op
          * once the front end's markers are gone) */
         pass_run(ctx, m, pass_lookup("dxil-precise")) &&
         /* branch conditions as facts (GVN): x == C folds below */
         pass_run(ctx, m, pass_lookup("propagate-equality")) &&
         /* values constant around loops (phi cycles), before the folds
          * that turn their branches */
         pass_run(ctx, m, pass_lookup("sccp")) &&
         pass_run(ctx, m, pass_lookup("instsimplify")) &&
         pass_run(ctx, m, pass_lookup("simplifycfg")) &&
         pass_run(ctx, m, pass_lookup("early-cse")) &&
         pass_run(ctx, m, pass_lookup("dce")) &&
         /* loops left computing nothing used (their reads go with them) */
         pass_run(ctx, m, pass_lookup("loop-deletion"));
}

/* -Od / -O0: what DXIL cannot do without (no calls, no aggregates in
 * registers, handles traced to their resources, [unroll] loops unrolled as
 * DXC does at every level) and the constant folding of branches DXC's -Od
 * also does (an out-of-range cbuffer index in a dead block is no error);
 * no value numbering, global optimisation beyond handle forwarding, or
 * automatic unrolling. */
static bool run_no_opt(PassCtx *ctx, IrModule *m) {
  return pass_run(ctx, m, pass_lookup("dxil-cbuffer-access")) &&
         pass_run(ctx, m, pass_lookup("inline")) &&
         (!ctx->have_target ||
          (ctx->target.stage != STAGE_LIBRARY && ctx->target.stage != STAGE_HULL) ||
          pass_run(ctx, m, pass_lookup("dxil-lib-forward-handles"))) &&
         pass_run(ctx, m, pass_lookup("sroa")) &&
         pass_run(ctx, m, pass_lookup("dxil-precise")) &&
         pass_run(ctx, m, pass_lookup("dxil-cleanup-dxbreak")) &&
         pass_run(ctx, m, pass_lookup("instsimplify")) &&
         pass_run(ctx, m, pass_lookup("simplifycfg")) &&
         pass_run(ctx, m, pass_lookup("loop-unroll")) && /* [unroll] loops only (no_opt) */
         pass_run(ctx, m, pass_lookup("sroa")) &&
         /* handles written once into internal globals (the cbuffer handles,
          * static resources) must reach their uses */
         pass_run(ctx, m, pass_lookup("globalopt")) &&
         pass_run(ctx, m, pass_lookup("sroa")) &&
         pass_run(ctx, m, pass_lookup("dce")) &&
         pass_run(ctx, m, pass_lookup("dxil-cbuffer-bounds"));
}

bool pipeline_run_optimize(PassCtx *ctx, IrModule *m) {
  if (ctx->have_target && ctx->target.no_opt) return run_no_opt(ctx, m);
  /* Constant-buffer loads become row loads on the buffer's handle first:
   * until then the handle is only stored into its @X.cb global and would
   * look dead to the optimiser. */
  return pass_run(ctx, m, pass_lookup("dxil-cbuffer-access")) &&
         pass_run(ctx, m, pass_lookup("inline")) &&
         /* hull shaders too: the entry and its patch constant function
          * each set up the handles they use */
         (!ctx->have_target ||
          (ctx->target.stage != STAGE_LIBRARY && ctx->target.stage != STAGE_HULL) ||
          pass_run(ctx, m, pass_lookup("dxil-lib-forward-handles"))) &&
         run_cleanup(ctx, m) &&
         /* kept-in-loop breaks only where a wave-sensitive value reaches
          * them (DXC: after inlining and mem2reg) */
         pass_run(ctx, m, pass_lookup("dxil-cleanup-dxbreak")) &&
         pass_run(ctx, m, pass_lookup("loop-unroll")) &&
         run_cleanup(ctx, m) &&
         pass_run(ctx, m, pass_lookup("globalopt")) &&
         run_cleanup(ctx, m) &&
         /* subscripts of cbuffer vectors whose index folded to a constant */
         pass_run(ctx, m, pass_lookup("dxil-cbuffer-bounds"));
}

bool pipeline_run_lowering(PassCtx *ctx, IrModule *m) {
  static const char *const passes[] = {
      "dxil-resource-access",              /* getpointer + load/store -> typed/raw intrinsics */
      "dxil-intrinsic-expansion",          /* before the scalarizer, as in LLVM: expansions
                                              (clamp, any, dot, ...) make vector code */
      "dxil-flatten-arrays",               /* memory arrays: one dimension of scalars */
      "hoist-constant-arrays",             /* late, as in DXC's optimiser: arrays of structs
                                              are arrays of scalars only now */
      "scalarizer",                        /* no vectors in DXIL < 6.9 */
      "instsimplify", "early-cse", "dce",  /* tidy what the rewrites left */
      "dxc-combine",                       /* zext/sext of trunc as DXC's instcombine leaves them */
      "dxil-resource-implicit-binding",    /* DXC's rules, after unused resources are gone */
      "dxil-post-optimization-validation", /* overlap / allocation errors */
      "dxil-translate-metadata",           /* dx.* metadata while the binding calls still exist */
      "dxil-op-lower",                     /* intrinsics -> dx.op calls */
      "instsimplify",                      /* dx.op calls on constants fold, as in DXC */
      "dce",
      "dxil-drop-stale-flags",             /* DXC's flags are those of the folded module */
      "dxil-op-check",                     /* what is left valid for the target (DXC's
                                              validator sees the folded module) */
      "dxil-lower-dxbreak",                /* kept breaks read @dx.break.cond, after all folding */
      "dxil-prepare",                      /* LLVM 3.7 form: typed pointers, attributes */
  };
  for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++)
    if (!pass_run(ctx, m, pass_lookup(passes[i]))) return false;
  return true;
}

bool pipeline_run_backend(PassCtx *ctx, IrModule *m) {
  return pipeline_run_optimize(ctx, m) && pipeline_run_lowering(ctx, m);
}
