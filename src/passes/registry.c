/* registry.c - every pass under its LLVM name (the list is passes.def), and
 * pass_run.
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
#define PASS(id, name, desc, fn, req) {name, desc, fn, PASS_##req},
#include "passes.def"
#undef PASS
};

#define NPASSES (sizeof passes / sizeof passes[0])
_Static_assert(NPASSES == PASS_COUNT, "passes.def builds both the table and PassId");

const PassInfo *pass_get(PassId id) { return (unsigned)id < NPASSES ? &passes[id] : NULL; }

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
    diag_error(ctx->diag, INT_PIPELINE, srcloc_none(), "internal error: unknown pass requested");
    return false;
  }
  if (p->requires != PASS_NONE && ctx->last_run != &passes[p->requires]) {
    diag_error(ctx->diag, INT_PIPELINE, srcloc_none(), "internal error: pass '%s' must run right after '%s'",
               p->name, passes[p->requires].name);
    return false;
  }
  if (!p->run) {
    diag_error(ctx->diag, INT_NOT_IMPLEMENTED, srcloc_none(), "pass '%s' is not implemented yet", p->name);
    return false;
  }
  struct timespec t0;
  size_t bytes0 = m->arena->total;
  if (ctx->pass_ms) clock_gettime(CLOCK_MONOTONIC, &t0);
  bool ok = p->run(ctx, m);
  ir_module_reclaim(m); /* what the pass removed is reused from here on */
  if (ctx->pass_ms) {
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    size_t k = (size_t)(p - passes);
    ctx->pass_ms[k] += (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
    ctx->pass_runs[k]++;
    ctx->pass_bytes[k] += m->arena->total - bytes0;
  }
  if (!ok) return false;
  ctx->last_run = p;
  if (m->arena->oom) return false; /* out of memory: the IR may be half-built; stop here */
  if (ctx->verify_each && !ir_verify(m, p->name)) return false;
  if (wants_print(ctx, p)) {
    StrBuf tmp = sb_new(m->arena);
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
