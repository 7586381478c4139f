/* registry.c - every pass under its LLVM name, and pass_run.
 *
 * hlslc-opt accepts each name as a legacy flag (-dxil-op-lower) and inside
 * -passes='a,b,print<x>'. Besides the transformations of passes.h the table
 * has:
 *  - LLVM's legacy spellings (dxil-metadata-emit = dxil-translate-metadata);
 *  - analyses that opt pipelines request explicitly and that have no
 *    visible effect by themselves (dxil-resource-type): no-ops here, since
 *    our analyses are recomputed on demand;
 *  - analysis printers (print<dxil-resources>, ...);
 *  - passes LLVM's DirectX tests use that hlslc does not have yet, with
 *    run == NULL: pass_run reports "not implemented" (HL9001) so a test
 *    fails with a clear reason rather than an unknown-option error. */
#include "passes.h"
#include "dxil_resources.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* Analyses run for their side effects in LLVM's pass managers only. */
static bool pass_noop(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  (void)m;
  return true;
}

static const PassInfo passes[] = {
  /* generic optimisation */
  {"inline", "inline all calls to defined functions", pass_inline},
  {"mem2reg", "promote allocas to SSA values", pass_mem2reg},
  {"sroa", "split aggregate allocas, then promote", pass_sroa},
  {"readonly-copy-forward", "local copies of SRV data read from the resource", pass_readonly_copy_forward},
  {"dxil-cleanup-dxbreak", "drop the kept-in-loop breaks no wave-sensitive value reaches", pass_dxil_cleanup_dxbreak},
  {"dxil-lower-dxbreak", "dx.break() as a load of @dx.break.cond (DXC's finalisation)", pass_dxil_lower_dxbreak},
  {"propagate-equality", "what a branch condition proves, used where it holds (GVN)", pass_propagate_equality},
  {"hoist-constant-arrays", "local arrays stored only with constants -> internal constant globals", pass_hoist_constant_arrays},
  {"instsimplify", "constant folding and peepholes", pass_instsimplify},
  {"dxc-combine", "DXC's instcombine rewrites (zext/sext of trunc)", pass_dxc_combine},
  {"simplifycfg", "fold constant branches, merge and drop blocks", pass_simplifycfg},
  {"loop-unroll", "fully unroll constant-trip-count loops", pass_loop_unroll},
  {"dce", "remove dead instructions, functions and globals", pass_dce},
  {"sccp", "optimistic constant propagation through phi cycles (LLVM's SCCP, every edge executable)", pass_sccp},
  {"loop-deletion", "delete loops without side effects whose values nobody uses", pass_loop_deletion},
  {"globalopt", "forward single-store internal globals", pass_globalopt},
  {"dxil-precise", "`precise` values: no fast-math on what computes them", pass_dxil_precise},
  {"dxil-lib-forward-handles", "libraries: forward per-function stores of handle globals",
   pass_dxil_lib_forward_handles},
  {"early-cse", "remove duplicate pure instructions", pass_early_cse},
  {"scalarizer", "split vector operations into scalar ones", pass_scalarizer},
  /* DirectX */
  {"dxil-cbuffer-access", "addrspace(2) cbuffer accesses -> cbuffer row loads",
   pass_dxil_cbuffer_access},
  {"dxil-cbuffer-bounds", "out-of-bounds constant subscripts of cbuffer vectors (after folding)",
   pass_dxil_cbuffer_bounds},
  {"dxil-resource-access", "resource getpointer accesses -> load/store intrinsics",
   pass_dxil_resource_access},
  {"dxil-resource-implicit-binding", "assign implicit resource bindings",
   pass_dxil_resource_implicit_binding},
  {"dxil-post-optimization-validation", "binding overlap and allocation errors",
   pass_dxil_post_opt_validation},
  {"dxil-intrinsic-expansion", "expand intrinsics without a DXIL op",
   pass_dxil_intrinsic_expansion},
  {"dxil-op-lower", "lower intrinsics to dx.op calls", pass_dxil_op_lower},
  {"dxil-drop-stale-flags", "drop double-precision shader flags of values folded away",
   pass_dxil_drop_stale_flags},
  {"dxil-op-check", "dx.op calls valid for the target (after folding)", pass_dxil_op_check},
  {"dxil-flatten-arrays", "vector and multi-dimensional arrays in memory -> 1-D scalar arrays",
   pass_dxil_flatten_arrays},
  {"dxil-prepare", "LLVM 3.7-compatible DXIL module form", pass_dxil_prepare},
  {"dxil-translate-metadata", "emit dx.* metadata", pass_dxil_translate_metadata},
  {"dxil-metadata-emit", "legacy name of dxil-translate-metadata",
   pass_dxil_translate_metadata},
  {"dxil-upgrade", "DXIL read back -> generic LLVM IR", pass_dxil_upgrade},
  /* the container as LLVM builds it (dxil_embed.c, dxil_globals.c) */
  {"dxil-embed", "embed the DXIL bitcode in @dx.dxil", pass_dxil_embed},
  {"dxil-globals", "container part globals (@dx.sfi0, @dx.psv0, ...)", pass_dxil_globals},
  {"dxil-root-signature-analysis", "check the !dx.rootsignatures metadata",
   pass_dxil_root_signature_analysis},
  {"strip-debug", "remove debug information", pass_strip_debug},
  /* analyses requested explicitly in pipelines */
  {"dxil-resource-type", "resource type analysis (computed on demand)", pass_noop},
  {"dxil-resource-binding", "resource binding analysis (computed on demand)", pass_noop},
  /* analysis printers */
  {"print<dxil-resources>", "print the resource analysis", pass_print_dxil_resources},
  {"print<dxil-metadata>", "print the module metadata analysis", pass_print_dxil_metadata},
  {"print-dx-shader-flags", "print the shader flags analysis", pass_print_dx_shader_flags},
  {"print<dxil-signature>", "print the semantic signature analysis", pass_print_dxil_signature},
  {"print<dxil-root-signature>", "print the root signature analysis", NULL},
  {"dxil-pretty-printer", "print resource metadata as llc -filetype=asm does",
   pass_dxil_pretty_printer},
  /* LLVM passes hlslc does not have yet */
  {"dxil-finalize-linkage", "internalize non-entry functions", NULL},
  {"dxil-data-scalarization", "scalarize vector globals and allocas", NULL},

  {"dxil-forward-handle-accesses", "forward handles through allocas and globals", NULL},
  {"dxil-legalize", "legalize IR for DXIL", NULL},
  {"dxil-pdb", "PDB parts", NULL},
};

#define NPASSES (sizeof passes / sizeof passes[0])

const PassInfo *pass_lookup(const char *name) {
  if (!name) return NULL;
  /* First-byte check first: the pipeline looks up every pass by name, and
   * most table entries differ from the wanted name in the first letter. */
  for (size_t i = 0; i < NPASSES; i++)
    if (passes[i].name[0] == name[0] && !strcmp(passes[i].name, name)) return &passes[i];
  return NULL;
}

const PassInfo *pass_list(uint32_t *n) {
  if (n) *n = (uint32_t)NPASSES;
  return passes;
}

static bool wants_print(const PassCtx *ctx, const PassInfo *p) {
  return ctx->print_after_all || (ctx->print_after && !strcmp(ctx->print_after, p->name));
}

bool pass_run(PassCtx *ctx, IrModule *m, const PassInfo *p) {
  if (!p) {
    diag_error(ctx->diag, 9002, srcloc_none(), "internal error: unknown pass requested");
    return false;
  }
  if (!p->run) {
    diag_error(ctx->diag, 9001, srcloc_none(), "pass '%s' is not implemented yet", p->name);
    return false;
  }
  struct timespec t0;
  size_t bytes0 = m->arena->total;
  if (ctx->pass_ms) clock_gettime(CLOCK_MONOTONIC, &t0);
  bool ok = p->run(ctx, m);
  if (ctx->pass_ms) {
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    size_t k = (size_t)(p - passes);
    ctx->pass_ms[k] += (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
    ctx->pass_runs[k]++;
    ctx->pass_bytes[k] += m->arena->total - bytes0;
  }
  if (!ok) return false;
  if (m->arena->oom) return false; /* out of memory: the IR may be half-built; stop here */
  if (ctx->verify_each && !ir_verify(m, p->name)) return false;
  if (wants_print(ctx, p)) {
    StrBuf tmp = {0};
    StrBuf *o = ctx->print_out ? ctx->print_out : &tmp;
    sb_printf(o, "; *** IR Dump After %s ***\n", p->name);
    ir_print_module(o, m);
    if (o == &tmp) {
      if (tmp.data) fputs(tmp.data, stderr);
      sb_free(&tmp);
    }
  }
  return true;
}
