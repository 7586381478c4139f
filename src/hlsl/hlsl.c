/* hlsl.c - the front end's entry point: parse, check, generate. */
#include "ast.h"

IrModule *hlsl_compile(Arena *a, Diag *d, SourceManager *sm, const TokenList *toks,
                       const HlslOptions *opt) {
  if (!a || !d) return NULL;
  HlslCtx *c = arena_alloc(a, sizeof(HlslCtx));
  if (!c) return NULL;
  HlslOptions defaults = {0};
  if (!opt) {
    defaults.entry = "main";
    defaults.target.stage = STAGE_COMPUTE;
    defaults.target.sm_major = 6;
    opt = &defaults;
  }
  c->arena = a;
  c->diag = d;
  c->sm = sm;
  c->opt = opt;
  c->errors_at_start = d->errors;
  hl_types_init(c);
  /* parse errors do not stop semantic checking of what was parsed, but
   * code is only generated for error-free input */
  bool ok = hl_parse(c, toks);
  ok = hl_sema(c) && ok;
  if (!ok || d->errors != c->errors_at_start || a->oom) return NULL;
  IrModule *m = hl_irgen(c);
  if (!m || d->errors != c->errors_at_start || a->oom) return NULL;
  return m;
}
