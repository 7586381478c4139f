/* passes.h - the pass interface and the shared compilation context.
 *
 * Every transformation is `bool pass(PassCtx *, IrModule *)`: it returns
 * false when it reported an error (the pipeline stops) and true otherwise.
 * Passes are IR-to-IR and individually runnable from hlslc-opt under LLVM's
 * names (e.g. -dxil-op-lower / -passes=dxil-op-lower), so LLVM's DirectX
 * tests exercise exactly the code the hlslc pipeline runs.
 *
 * Derived facts (bindings, resource lists, shader flags) are recomputed from
 * the IR by whoever needs them, never cached across passes.
 */
#ifndef HLSLC_PASSES_H
#define HLSLC_PASSES_H

#include "../ir/ir.h"
#include "../dxil/target.h"

typedef struct PassCtx {
  Arena *arena;          /* compilation arena (same as module's) */
  Diag *diag;            /* diagnostics */
  DxilOptions dx;        /* what the front end reads too: the target (-T / -mtriple / the
                            module triple), binding options (-fbind-unused, ...), reflection */
  bool have_target;      /* dx.target is meaningful */
  bool keep_reflect;     /* keep resource names in DXIL metadata (-Qkeep_reflect_in_dxil) */
  bool dxc_compat;       /* hlslc: resources in DXC's declaration order and DXC-style metadata
                            (undef symbols of %"class.RWBuffer<...>" types, names only with
                            keep_reflect); false (hlslc-opt): LLVM DirectX backend behaviour */
  bool verify_each;      /* run ir_verify between passes (debug builds / --verify-each) */
  const char *print_after;   /* pass name, or NULL */
  bool print_after_all;
  StrBuf *print_out;     /* where --print-after output goes (stderr if NULL) */
  StrBuf *analysis_out;  /* where print<...> analysis printers write (stdout text) */
  double *pass_ms;       /* -ftime-report: milliseconds per pass, indexed as pass_list()
                            (runs of one pass add up); NULL: not timed */
  uint32_t *pass_runs;   /* how often each pass ran (same index) */
  size_t *pass_bytes;    /* how much the module's arena grew in each pass (same index) */
  bool lib_unbound;      /* library without -auto-binding-space: implicitly bound resources
                            get no register (space and lower bound -1), as DXC leaves them to
                            the linker; implicit binding still spreads them out internally */
  bool fxc_pow;          /* -HV 2016 and older (DXC's FXC compatibility): pow with a small
                            constant integer exponent as multiplications only */
  const struct PassInfo *last_run; /* the pass pass_run ran last (NULL: none yet), for
                                     the check of passes.def's requirements */
  bool unroll_warn_only; /* -HV 2016 (DXC's FXC compatibility mode): an [unroll] loop that
                            cannot be unrolled is a warning, an out-of-bounds constant index
                            it exposes reads element 0 */
} PassCtx;

/* Every pass, by identifier (src/passes/passes.def): PASS_SROA,
 * PASS_DXIL_OP_LOWER, ...; PASS_NONE is no pass (a requirement column). */
typedef enum PassId {
  PASS_NONE = -1,
#define PASS(id, name, desc, fn, req) PASS_##id,
#include "passes.def"
#undef PASS
  PASS_COUNT
} PassId;

typedef bool (*PassFn)(PassCtx *ctx, IrModule *m);

typedef struct PassInfo {
  const char *name;   /* LLVM new-PM name, e.g. "dxil-op-lower"; legacy flag is -<name> */
  const char *desc;   /* one line */
  PassFn run;
  PassId requires;    /* the pass that must run right before this one, or PASS_NONE */
} PassInfo;

/* The registry of every pass (src/passes/registry.c): by identifier, by
 * name (NULL when unknown: hlslc-opt's command line), and the whole list. */
const PassInfo *pass_get(PassId id);
const PassInfo *pass_lookup(const char *name);
const PassInfo *pass_list(uint32_t *n);

/* Run one pass with the context's verify/print options applied. A NULL
 * pass (failed lookup), or a pass whose required pass (passes.def) did not
 * run right before it, reports an internal error. */
bool pass_run(PassCtx *ctx, IrModule *m, const PassInfo *p);
/* Run the pass named by its identifier: RUN_PASS(ctx, m, SROA). */
#define RUN_PASS(ctx, m, id) pass_run((ctx), (m), pass_get(PASS_##id))

/* Analysis printers are registered as passes too (opt
 * -passes='print<dxil-resources>'); they write to ctx->analysis_out (stderr
 * when NULL), like LLVM's printers. Registry entries whose function is not
 * written yet have run == NULL and report HL9001 "not implemented". */

/* llc's DirectX pipeline (src/passes/llc_pipeline.c), in LLVM's order
 * (DirectXTargetMachine addCodeGenPrepare): resource access, intrinsic
 * expansion, cbuffer access, scalarizer, implicit binding, translate
 * metadata, root signature check, post-optimization validation, op
 * lowering, prepare; for asm output also the metadata pretty printer, for
 * object output dxil-embed and dxil-globals (the caller then writes the
 * container with dxil_write_container_sections). */
bool pipeline_run_llc(PassCtx *ctx, IrModule *m, bool asm_output);

/* ---- the passes (one file each in src/passes/) ---- */
/* generic optimisation */
bool pass_inline(PassCtx *, IrModule *);          /* "inline": inline all calls to defined functions */
bool pass_mem2reg(PassCtx *, IrModule *);         /* "mem2reg": SSA construction from allocas */
bool pass_hoist_constant_arrays(PassCtx *, IrModule *); /* "hoist-constant-arrays": DXC's .hca */
bool pass_dxil_cleanup_dxbreak(PassCtx *, IrModule *); /* "dxil-cleanup-dxbreak": DXC's CleanupDxBreak */
bool pass_dxil_lower_dxbreak(PassCtx *, IrModule *);   /* "dxil-lower-dxbreak": dx.break() -> @dx.break.cond */
bool pass_propagate_equality(PassCtx *, IrModule *); /* "propagate-equality": GVN's propagateEquality */
bool pass_sroa(PassCtx *, IrModule *);            /* "sroa": split aggregate allocas, then mem2reg */
bool pass_readonly_copy_forward(PassCtx *, IrModule *); /* "readonly-copy-forward": copies of SRV data read in place */
bool pass_instsimplify(PassCtx *, IrModule *);    /* "instsimplify": constant folding + peepholes */
bool pass_dxc_combine(PassCtx *, IrModule *);   /* "dxc-combine": instcombine rewrites DXC shows (hlslc only) */
bool pass_simplifycfg(PassCtx *, IrModule *);     /* "simplifycfg": fold constant branches, merge blocks, drop unreachable */
bool pass_loop_unroll(PassCtx *, IrModule *);     /* "loop-unroll": full unroll of constant-trip loops */
bool pass_sccp(PassCtx *, IrModule *);            /* "sccp": constants carried around loops (LLVM's SCCP) */
bool pass_loop_deletion(PassCtx *, IrModule *);   /* "loop-deletion": dead loops (DXC's LoopDeletion) */
bool pass_dce(PassCtx *, IrModule *);             /* "dce": dead instructions, functions, globals */
bool pass_globalopt(PassCtx *, IrModule *);
bool pass_dxil_precise(PassCtx *, IrModule *);     /* "dxil-precise": `precise` propagation (hlslc pipeline) */       /* "globalopt": forward single-store internal globals */
bool pass_gvn_load(PassCtx *, IrModule *);        /* "gvn-load": forward stored/loaded values to loads (GVN) */
bool pass_early_cse(PassCtx *, IrModule *);       /* "early-cse": dedupe identical pure instructions/readnone calls */
bool pass_scalarizer(PassCtx *, IrModule *);      /* "scalarizer": split vector ops into scalar ops (DXIL < 6.9 has no vectors) */
/* DirectX */
bool pass_dxil_cbuffer_access(PassCtx *, IrModule *);  /* "dxil-cbuffer-access" */
bool pass_dxil_cbuffer_bounds(PassCtx *, IrModule *);  /* "dxil-cbuffer-bounds" (cbuffer_access.c) */
bool pass_dxil_resource_access(PassCtx *, IrModule *); /* "dxil-resource-access" */
bool pass_dxil_resource_implicit_binding(PassCtx *, IrModule *); /* "dxil-resource-implicit-binding" */
bool pass_dxil_post_opt_validation(PassCtx *, IrModule *);       /* "dxil-post-optimization-validation" */
bool pass_dxil_drop_stale_flags(PassCtx *, IrModule *);          /* "dxil-drop-stale-flags" */
bool pass_dxil_intrinsic_expansion(PassCtx *, IrModule *);       /* "dxil-intrinsic-expansion" */
bool pass_dxil_op_lower(PassCtx *, IrModule *);        /* "dxil-op-lower" */
bool pass_dxil_op_check(PassCtx *, IrModule *);        /* "dxil-op-check" */
bool pass_dxil_flatten_arrays(PassCtx *, IrModule *);  /* "dxil-flatten-arrays" (flatten_arrays.c) */
bool pass_dxil_prepare(PassCtx *, IrModule *);         /* "dxil-prepare" */
bool pass_dxil_drop_local_names(PassCtx *, IrModule *); /* "dxil-drop-local-names" */
bool pass_dxil_translate_metadata(PassCtx *, IrModule *); /* "dxil-translate-metadata" */
bool pass_dxil_upgrade(PassCtx *, IrModule *);         /* "dxil-upgrade": DXIL as read back -> generic IR */
bool pass_dxil_lib_forward_handles(PassCtx *, IrModule *); /* "dxil-lib-forward-handles" (lib_forward.c):
                                                   libraries only, per-function handle-global stores */
/* analysis printers (additions: shader flags / pretty printer / signatures helper) */
bool pass_print_dx_shader_flags(PassCtx *, IrModule *); /* "print-dx-shader-flags" (print_shader_flags.c) */
bool pass_dxil_pretty_printer(PassCtx *, IrModule *);   /* "dxil-pretty-printer" (pretty_printer.c) */
bool pass_print_dxil_signature(PassCtx *, IrModule *);  /* "print<dxil-signature>" (signatures.c) */
/* the container as LLVM builds it (additions: container helper; hlslc-opt/llc only) */
bool pass_dxil_embed(PassCtx *, IrModule *);    /* "dxil-embed": bitcode -> @dx.dxil (dxil_embed.c) */
bool pass_dxil_globals(PassCtx *, IrModule *);  /* "dxil-globals": part globals @dx.sfi0... (dxil_globals.c) */
bool pass_strip_debug(PassCtx *, IrModule *);   /* "strip-debug": LLVM's StripDebugInfo (dxil_embed.c) */
bool pass_dxil_root_signature_analysis(PassCtx *, IrModule *); /* "dxil-root-signature-analysis":
                                                   checks !dx.rootsignatures (dxil_globals.c) */
/* appendToCompilerUsed: adds the globals to @llvm.compiler.used (recreated
 * at the end of the global list, existing entries first). */
bool dxil_append_compiler_used(IrModule *m, IrGlobal **add, uint32_t nadd);
/* A `private constant <type> <init>, section "<section>", align 4` global. */
IrGlobal *dxil_add_section_global(IrModule *m, const char *name, const char *section,
                                  IrType *type, IrValue *init);

/* The hlslc pipeline after the front end, as one readable list
 * (src/passes/pipeline.c). */
bool pipeline_run_backend(PassCtx *ctx, IrModule *m);   /* optimize + lowering */
bool pipeline_run_optimize(PassCtx *ctx, IrModule *m);  /* generic passes only */
bool pipeline_run_lowering(PassCtx *ctx, IrModule *m);  /* DirectX passes only */

#endif
