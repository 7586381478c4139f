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
  /* Syntax errors are all reported (the parser recovers at ';' and '}'),
   * but semantic checking only runs on a complete tree: names lost to a
   * syntax error would otherwise produce misleading follow-on errors. */
  if (!hl_parse(c, toks)) return NULL;
  if (!hl_sema(c) || d->errors != c->errors_at_start || a->oom) return NULL;
  IrModule *m = hl_irgen(c);
  if (!m || d->errors != c->errors_at_start || a->oom) return NULL;
  if (opt->reflect) hl_reflect(c, opt->reflect);
  if (opt->ast_dump && !hl_ast_dump(c, opt->ast_dump)) return NULL;
  return m;
}
