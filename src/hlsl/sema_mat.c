/* sema_mat.c - matrix-specific checks: element swizzles (m._m00_m11,
 * m._11_22) and the mul / transpose intrinsics.
 *
 * Matrix values are <rows*cols> vectors in row-major order in the IR, so a
 * swizzle is an ordinary E_SWIZZLE whose component indices are
 * row * cols + col. */
#include "sema.h"

#include <string.h>

/* Parse one "_mRC" (zero-based) or "_RC" (one-based) element at *p. */
static bool mat_elem(const char **p, int *style, uint32_t *r, uint32_t *cc) {
  const char *s = *p;
  if (s[0] != '_') return false;
  if (s[1] == 'm') {
    if (*style == 2 || s[2] < '0' || s[2] > '3' || s[3] < '0' || s[3] > '3') return false;
    *style = 1;
    *r = (uint32_t)(s[2] - '0');
    *cc = (uint32_t)(s[3] - '0');
    *p = s + 4;
    return true;
  }
  if (*style == 1 || s[1] < '1' || s[1] > '4' || s[2] < '1' || s[2] > '4') return false;
  *style = 2;
  *r = (uint32_t)(s[1] - '1');
  *cc = (uint32_t)(s[2] - '1');
  *p = s + 3;
  return true;
}

Expr *sema_mat_swizzle(HlslCtx *c, Expr *e) {
  HType *t = e->a->type;
  const char *p = e->name;
  int style = 0;
  uint32_t n = 0;
  bool dup = false;
  while (*p) {
    uint32_t r, cc;
    if (n == 4 || !mat_elem(&p, &style, &r, &cc) || r >= t->n || cc >= t->m) {
      hl_error(c, SE_MEMBER, hl_expr_loc(e), "invalid matrix swizzle '%s' on type '%s'", e->name,
               hl_type_name(c, t));
      e->type = c->t_error;
      return e;
    }
    uint8_t ix = (uint8_t)(r * t->m + cc);
    for (uint32_t j = 0; j < n; j++)
      if (e->swz[j] == ix) dup = true;
    e->swz[n++] = ix;
  }
  if (!n) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "invalid matrix swizzle '%s' on type '%s'", e->name, hl_type_name(c, t));
    e->type = c->t_error;
    return e;
  }
  e->kind = E_SWIZZLE;
  e->nswz = (uint8_t)n;
  e->type = n == 1 ? hl_scalar(c, t->sk) : hl_vector(c, t->sk, n);
  e->lvalue = e->a->lvalue;
  e->readonly = e->a->readonly || dup;
  return e;
}

bool sema_is_mat_intrinsic(const char *name) {
  return !strcmp(name, "mul") || !strcmp(name, "transpose");
}

static ScalarKind mul_kind(HType *a, HType *b) {
  ScalarKind sk = hl_sk_concrete(sema_common_sk(a->sk, b->sk));
  return sk == SK_BOOL ? SK_INT : sk;
}

bool sema_mat_intrinsic(HlslCtx *c, Expr *e) {
  bool mul = !strcmp(e->name, "mul");
  uint32_t want = mul ? 2 : 1;
  if (e->nargs != want) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "%s arguments to function call '%s', expected %u, have %u",
             e->nargs > want ? "too many" : "too few", e->name, want, e->nargs);
    return false;
  }
  e->side_effects = false;
  for (uint32_t i = 0; i < e->nargs; i++) {
    e->side_effects |= e->args[i]->side_effects;
    if (!hl_is_numeric(e->args[i]->type)) {
      hl_error(c, SE_CALL, hl_expr_loc(e->args[i]), "no matching function for call to '%s'", e->name);
      return false;
    }
  }
  if (!mul) {
    HType *t = e->args[0]->type;
    ScalarKind sk = hl_sk_concrete(t->sk);
    if (t->kind == T_MATRIX) {
      e->args[0] = sema_convert(c, e->args[0], hl_matrix(c, sk, t->n, t->m), false);
      e->type = hl_matrix(c, sk, t->m, t->n);
    } else { /* a scalar or vector is its own transpose (1xN -> Nx1 as vectors) */
      e->args[0] = sema_convert(c, e->args[0], hl_with_sk(c, t, sk), false);
      e->type = e->args[0]->type;
    }
    e->intrin = IN_MAT_TRANSPOSE;
    return true;
  }
  HType *a = e->args[0]->type, *b = e->args[1]->type;
  ScalarKind sk = mul_kind(a, b);
  HType *ta = hl_with_sk(c, a, sk), *tb = hl_with_sk(c, b, sk), *r = NULL;
  /* The inner dimensions need not agree: DXC's overloads take the smaller
   * one and truncate the longer operand (with its truncation warning):
   * mul(float3x3, float4) multiplies by the float4's xyz. */
  if (a->kind == T_SCALAR || b->kind == T_SCALAR) {
    r = a->kind == T_SCALAR ? tb : ta; /* scaling */
  } else if (a->kind == T_VECTOR && b->kind == T_VECTOR) {
    uint32_t k = a->n < b->n ? a->n : b->n;
    ta = hl_vector(c, sk, k);
    tb = hl_vector(c, sk, k);
    r = hl_scalar(c, sk);
  } else if (a->kind == T_VECTOR) { /* row vector * matrix */
    uint32_t k = a->n < b->n ? a->n : b->n;
    ta = hl_vector(c, sk, k);
    tb = hl_matrix(c, sk, k, b->m);
    r = hl_vector(c, sk, b->m);
  } else if (b->kind == T_VECTOR) { /* matrix * column vector */
    uint32_t k = a->m < b->n ? a->m : b->n;
    ta = hl_matrix(c, sk, a->n, k);
    tb = hl_vector(c, sk, k);
    r = hl_vector(c, sk, a->n);
  } else {
    uint32_t k = a->m < b->n ? a->m : b->n;
    ta = hl_matrix(c, sk, a->n, k);
    tb = hl_matrix(c, sk, k, b->m);
    r = hl_matrix(c, sk, a->n, b->m);
  }
  if (!r) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "no matching function for call to 'mul' with '%s' and '%s'",
             hl_type_name(c, a), hl_type_name(c, b));
    return false;
  }
  e->args[0] = sema_convert(c, e->args[0], ta, false);
  e->args[1] = sema_convert(c, e->args[1], tb, false);
  e->type = r;
  /* vector * vector is the dot product: lowered as dot() is (DXC: dp2-dp4,
   * or a mul + IMad/UMad chain for integers) */
  e->intrin = a->kind == T_VECTOR && b->kind == T_VECTOR ? IN_DOT : IN_MAT_MUL;
  return true;
}
