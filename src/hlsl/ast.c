/* ast.c - the out-of-line accessors of the syntax tree's packed fields
 * (ast.h). Cold code: most readers of a node's position are diagnostics. */
#include "ast.h"

SrcLoc hl_expr_loc(const Expr *e) { return hl_expr_loc_in(e); }

void hl_expr_far_loc(HlslCtx *c, Expr *e, SrcLoc l) {
  hl_expr_rare_w(c, e)->far_loc = l;
  e->pos = HL_POS_FAR;
}

Expr *hl_expr_new_far(HlslCtx *c, ExprKind k, SrcLoc l) {
  Expr *e = hl_expr_new_in(c);
  if (!e) return NULL;
  e->kind = k;
  hl_expr_set_loc(c, e, l);
  return e;
}
