/* sema_template.c - function template argument deduction and checking of
 * template instances created while sema runs.
 *
 * parse.c keeps each template's tokens and instantiates it by parsing them
 * again with the arguments bound (hl_template_instantiate). Struct
 * templates are instantiated where the parser meets S<args>; function
 * templates where sema resolves a call: the arguments not written
 * (f<float>(x) writes some) are deduced from the call's argument types by
 * matching each function parameter's type as written against its argument:
 *   T x          T := the argument's type (literal int/float: int/float)
 *   T x[N]       the argument is an array: T := element, N := length
 *   vector<T, N> the argument is a vector: T := component, N := components
 *   matrix<T, R, C> likewise for matrices
 *   S<T, N> x    the argument is an instance of struct template S
 *   StructuredBuffer<T> b (any resource)  T := the element type
 * Other parameter forms deduce nothing (their type is checked after
 * instantiation, like any function's). Templates compete with the
 * non-template overloads by conversion cost; a tie goes to the
 * non-template, a tie between templates is ambiguous (as in DXC).
 * Member function templates are found through their struct.
 *
 * Also here: the HLSL 2021 class features sema needs outside templates -
 * inheritance (the base subobject is field 0, "__base"; member, method and
 * conversion lookups walk it) and operator overloading (a binary, unary,
 * subscript or call operator on a struct is a call of its operator<op>).
 */
#include "sema.h"

#include <string.h>

/* ---- struct and function instances created during sema --------------- */

/* Check the struct instances the parser produced while sema ran (at file
 * scope, whatever function is being checked now). */
void sema_template_check_pending(HlslCtx *c) {
  while (c->tpl_pending.len) {
    Decl *d = c->tpl_pending.data[0];
    memmove(c->tpl_pending.data, c->tpl_pending.data + 1, sizeof(Decl *) * (c->tpl_pending.len - 1));
    c->tpl_pending.len--;
    Decl *saved_func = c->cur_func;
    Scope *saved_scope = c->scope;
    int ld = c->loop_depth, sd = c->switch_depth;
    c->scope = c->global_scope;
    c->cur_func = NULL;
    c->loop_depth = c->switch_depth = 0;
    vec_push(c->arena, &c->decls, d);
    sema_check_struct_decl(c, d);
    c->cur_func = saved_func;
    c->scope = saved_scope;
    c->loop_depth = ld;
    c->switch_depth = sd;
  }
}

/* Is `name` (written in scope ns) a function template? */
static bool tpl_matches(const TemplateInfo *ti, const char *name, const char *ns, size_t len) {
  return !ti->is_struct && !ti->method_of && !strncmp(ti->name, ns, len) && !strcmp(ti->name + len, name);
}

/* The function templates `name` written in ns names: those of the innermost
 * scope prefix that has any. */
static uint32_t find_func_templates(HlslCtx *c, const char *name, const char *ns,
                                    TemplateInfo **out, uint32_t max) {
  if (!hl_template_maybe(c, name)) return 0;
  if (name[0] == ':' && name[1] == ':') {
    name += 2;
    ns = NULL;
  }
  const char *s = ns ? ns : "";
  size_t len = strlen(s);
  for (;;) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->templates.len && n < max; i++)
      if (tpl_matches(c->templates.data[i], name, s, len)) out[n++] = c->templates.data[i];
    if (n || len == 0) return n;
    len -= 2;
    while (len > 0 && !(len >= 2 && s[len - 1] == ':' && s[len - 2] == ':')) len--;
  }
}

bool sema_is_template_name(HlslCtx *c, const char *name, const char *ns) {
  TemplateInfo *t[1];
  return c->templates.len && find_func_templates(c, name, ns, t, 1) > 0;
}

/* ---- deduction --------------------------------------------------------- */

static bool tok_eq(const Token *t, const char *s) {
  return (t->kind == TK_IDENT || t->kind == TK_PUNCT) && tok_text_is(t, s);
}

/* Index of template parameter named by token t (-1: none). */
static int param_index(const TemplateInfo *ti, const Token *t) {
  if (t->kind != TK_IDENT) return -1;
  for (uint32_t i = 0; i < ti->nparams; i++)
    if (!strcmp(ti->params[i].name, t->text)) return (int)i;
  return -1;
}

/* Deduction state for one template. */
typedef struct Deduce {
  HlslCtx *c;
  const TemplateInfo *ti;
  TemplateArg *args;     /* deduced / explicit arguments */
  bool *have;            /* args[i] known */
  bool *fixed;           /* args[i] given explicitly (not deduced) */
  const char *why;       /* why deduction failed (for the note) */
} Deduce;

/* A type as clang prints it in deduction notes: 'unsigned int',
 * 'vector<float, 3>', 'matrix<float, 2, 2>' (hl_type_name elsewhere). */
static const char *clang_type_name(HlslCtx *c, const HType *t) {
  if (t->kind != T_SCALAR && t->kind != T_VECTOR && t->kind != T_MATRIX) return hl_type_name(c, t);
  const char *e;
  switch (t->sk) {
  case SK_UINT: e = "unsigned int"; break;
  case SK_INT64: e = "long long"; break;
  case SK_UINT64: e = "unsigned long long"; break;
  case SK_INT16: e = "short"; break;
  case SK_UINT16: e = "unsigned short"; break;
  default: e = hl_sk_name(t->sk); break;
  }
  if (t->kind == T_VECTOR) return arena_printf(c->arena, "vector<%s, %u>", e, t->n);
  if (t->kind == T_MATRIX) return arena_printf(c->arena, "matrix<%s, %u, %u>", e, t->n, t->m);
  return e;
}

static bool bind_type(Deduce *d, int k, HType *t) {
  if (k < 0) return true;
  if (!d->ti->params[k].is_type) {
    d->why = arena_printf(d->c->arena, "template parameter '%s' is not a type", d->ti->params[k].name);
    return false;
  }
  if (d->fixed[k]) return true;
  t = hl_concrete(d->c, t);
  if (d->have[k] && !hl_type_equal(d->args[k].type, t)) {
    d->why = arena_printf(d->c->arena, "deduced conflicting types for parameter '%s' ('%s' vs. '%s')",
                          d->ti->params[k].name, clang_type_name(d->c, d->args[k].type),
                          clang_type_name(d->c, t));
    return false;
  }
  d->args[k].type = t;
  d->have[k] = true;
  return true;
}

/* Token t (an integer parameter or a literal) against value v. */
static bool bind_value(Deduce *d, const Token *t, int64_t v) {
  int k = param_index(d->ti, t);
  if (k < 0) return t->kind != TK_INT || (int64_t)tok_ival(t) == v;
  if (d->ti->params[k].is_type) return false;
  if (d->fixed[k]) return d->args[k].value == v;
  if (d->have[k] && d->args[k].value != v) {
    d->why = arena_printf(d->c->arena, "deduced conflicting values for parameter '%s' (%lld vs. %lld)",
                          d->ti->params[k].name, (long long)d->args[k].value, (long long)v);
    return false;
  }
  d->args[k].value = v;
  d->have[k] = true;
  return true;
}

static bool is_param_qual(const Token *t) {
  static const char *const q[] = {"in", "out", "inout", "const", "uniform", "precise",
                                  "row_major", "column_major", "nointerpolation", "linear",
                                  "centroid", "noperspective", "sample", "static", "inline"};
  if (t->kind != TK_IDENT) return false;
  for (size_t i = 0; i < sizeof q / sizeof q[0]; i++)
    if (!strcmp(t->text, q[i])) return true;
  return false;
}

/* The struct template instance st comes from (and its arguments), if any. */
static const TemplateInst *instance_of(HlslCtx *c, const StructInfo *st, const TemplateInfo **tpl) {
  for (uint32_t i = 0; i < c->templates.len; i++) {
    const TemplateInfo *ti = c->templates.data[i];
    if (!ti->is_struct) continue;
    for (uint32_t k = 0; k < ti->ninsts; k++)
      if (ti->insts[k].decl && ti->insts[k].decl->st == st) {
        *tpl = ti;
        return &ti->insts[k];
      }
  }
  return NULL;
}

static bool deduce_type(Deduce *d, const Token *ty, uint32_t n, HType *at);

/* Does the type written as ty[0..n) name a template parameter? */
static bool dependent(const Deduce *d, const Token *ty, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (param_index(d->ti, &ty[i]) >= 0) return true;
  return false;
}

/* A value deduced for non-type parameter `t` from a template argument whose
 * parameter has type `from` (vector and matrix sizes: int) must have the
 * parameter's own type, as clang checks it: uint N cannot take a vector's
 * size. */
static bool value_type_matches(Deduce *d, const Token *t, const HType *from) {
  int k = param_index(d->ti, t);
  if (k < 0 || d->ti->params[k].is_type || d->fixed[k] || !from) return true;
  const HType *pt = d->ti->params[k].type;
  if (!pt || pt->kind != T_SCALAR || pt->sk == from->sk) return true;
  StrBuf w = sb_new(d->c->arena);
  for (uint32_t i = 0; i < d->ti->nparams; i++) {
    if (!d->have[i] || !d->args[i].type) continue;
    sb_printf(&w, "%s%s = %s", w.len ? ", " : "", d->ti->params[i].name, clang_type_name(d->c, d->args[i].type));
  }
  d->why = arena_printf(d->c->arena,
                        "substitution failure%s%s%s: deduced non-type template argument does not have the same "
                        "type as the its corresponding template parameter ('%s' vs '%s')",
                        w.len ? " [with " : "", w.len ? w.data : "", w.len ? "]" : "", hl_sk_name(from->sk),
                        hl_type_name(d->c, pt));
  sb_free(&w);
  return false;
}

/* One template argument written as ty[0..n) against the argument `a` of
 * the argument's type: a type pattern, or a parameter / literal value
 * (`from`: the type of the parameter `a` was given for). */
static bool deduce_arg(Deduce *d, const Token *ty, uint32_t n, const TemplateArg *a, const HType *from) {
  if (a->type) return deduce_type(d, ty, n, a->type);
  if (n != 1) return true; /* an expression: nothing to deduce */
  if (!value_type_matches(d, &ty[0], from)) return false;
  if (!bind_value(d, &ty[0], a->value)) {
    if (!d->why) d->why = "template argument does not match";
    return false;
  }
  return true;
}

/* The type written as ty[0..n) (its `>>` split) against the argument's type
 * at: T; vector<P, N>; matrix<P, R, C>; a resource R<P, ...>; an instance of
 * a struct template S<P, N> - each P a pattern of its own, recursively
 * (Texture2D<vector<T, 4> > deduces T from the texture's component type). */
static bool deduce_type(Deduce *d, const Token *ty, uint32_t n, HType *at) {
  if (n == 1) return bind_type(d, param_index(d->ti, &ty[0]), at);
  if (!dependent(d, ty, n)) return true;
  if (n < 4 || ty[0].kind != TK_IDENT || !tok_eq(&ty[1], "<") || !tok_eq(&ty[n - 1], ">")) return true;
  /* the written arguments, split at depth-0 commas */
  uint32_t st[8], len[8], na = 0, start = 2;
  int depth = 0;
  for (uint32_t i = 2; i < n; i++) {
    bool end = i == n - 1;
    if (!end && (tok_eq(&ty[i], "<") || tok_eq(&ty[i], "("))) depth++;
    else if (!end && (tok_eq(&ty[i], ">") || tok_eq(&ty[i], ")"))) depth--;
    if (end || (depth == 0 && tok_eq(&ty[i], ","))) {
      if (na == 8) return true;
      st[na] = start;
      len[na++] = i - start;
      start = i + 1;
    }
  }
  const char *nm = ty[0].text;
  bool vec = !strcmp(nm, "vector"), mat = !strcmp(nm, "matrix");
  if (vec || mat) {
    if ((vec && (at->kind != T_VECTOR || na != 2)) || (mat && (at->kind != T_MATRIX || na != 3))) {
      d->why = arena_printf(d->c->arena, "could not match '%s' against '%s'", nm, hl_type_name(d->c, at));
      return false;
    }
    if (!deduce_type(d, ty + st[0], len[0], hl_scalar(d->c, at->sk))) return false;
    TemplateArg rows = {.value = at->n}, cols = {.value = at->m};
    const HType *sz = hl_scalar(d->c, SK_INT); /* vector<T, int N>, matrix<T, int R, int C> */
    if (!deduce_arg(d, ty + st[1], len[1], &rows, sz)) return false;
    return !mat || deduce_arg(d, ty + st[2], len[2], &cols, sz);
  }
  if (at->kind == T_STRUCT && at->st && at->st->rayquery && !strcmp(nm, "RayQuery")) {
    /* RayQuery<F[, Q]> q: DXC's template<uint constRayFlags, uint RayQueryFlags = 0> */
    const HType *u = hl_scalar(d->c, SK_UINT);
    for (uint32_t k = 0; k < na && k < 2; k++) {
      TemplateArg v = {.value = at->st->rq_flags[k]};
      if (!deduce_arg(d, ty + st[k], len[k], &v, u)) return false;
    }
    return true;
  }
  if (at->kind == T_RESOURCE && at->elem && !strcmp(hl_res_info(at->rk)->name, nm))
    return deduce_type(d, ty + st[0], len[0], at->elem); /* RWStructuredBuffer<T> buf */
  if (hl_is_node(at, false) && at->st->node_rec && !strcmp(hl_node_kind_name(at->st->node_kind), nm))
    return deduce_type(d, ty + st[0], len[0], at->st->node_rec); /* GroupNodeInputRecords<T> data */
  const TemplateInfo *sti = NULL;
  const TemplateInst *inst = at->kind == T_STRUCT ? instance_of(d->c, at->st, &sti) : NULL;
  if (!inst || strcmp(hl_unqualified(sti->name), hl_unqualified(nm))) {
    d->why = arena_printf(d->c->arena, "could not match '%s' against '%s'", nm, hl_type_name(d->c, at));
    return false;
  }
  for (uint32_t k = 0; k < na && k < sti->nparams; k++)
    if (!deduce_arg(d, ty + st[k], len[k], &inst->args[k], sti->params[k].type)) return false;
  return true;
}

/* Match one function parameter (tokens ts[0..n)) against argument type at. */
static bool deduce_param(Deduce *d, const Token *ts, uint32_t n, HType *at) {
  uint32_t i = 0;
  while (i < n && is_param_qual(&ts[i])) i++;
  /* the parameter name: the last identifier before '[', ':', '=' or the end */
  uint32_t end = i;
  while (end < n && !tok_eq(&ts[end], "[") && !tok_eq(&ts[end], ":") && !tok_eq(&ts[end], "=")) end++;
  if (end <= i + 1) return true; /* unnamed or unusual: nothing to deduce */
  uint32_t name = end - 1, ntype = name - i;
  const Token *ty = ts + i;
  /* array dimensions after the name: T x[N] */
  if (end < n && tok_eq(&ts[end], "[") && end + 2 < n && tok_eq(&ts[end + 2], "]")) {
    if (at->kind != T_ARRAY) {
      int k = param_index(d->ti, &ts[end + 1]);
      if (k >= 0 || ntype == 1) {
        d->why = "could not match array parameter against a non-array argument";
        return false;
      }
      return true;
    }
    if (!bind_value(d, &ts[end + 1], at->count)) {
      if (!d->why) d->why = "array size does not match";
      return false;
    }
    at = at->elem;
  }
  /* `>>` closing two argument lists: two tokens for the patterns */
  Token split[64];
  uint32_t ns = 0;
  for (uint32_t k = 0; k < ntype && ns + 2 <= 64; k++) {
    split[ns] = ty[k];
    if (tok_eq(&ty[k], ">>")) {
      split[ns].text = ">";
      split[ns].len = 1;
      split[ns + 1] = split[ns];
      ns++;
    }
    ns++;
  }
  if (ns + 2 > 64) return true; /* too long to be a pattern worth matching */
  return deduce_type(d, split, ns, at);
}

/* Deduce ti's arguments for call e; NULL (with d->why) when it fails. */
static TemplateArg *deduce(HlslCtx *c, const TemplateInfo *ti, Expr *e, const char **why) {
  Deduce d = {c, ti, NULL, NULL, NULL, NULL};
  d.args = arena_alloc(c->arena, sizeof(TemplateArg) * (ti->nparams + 1));
  d.have = arena_alloc(c->arena, ti->nparams + 1);
  d.fixed = arena_alloc(c->arena, ti->nparams + 1);
  if (!d.args || !d.have || !d.fixed) return NULL;
  if (hl_expr_rare(e)->ntargs > ti->nparams) {
    *why = "too many template arguments";
    return NULL;
  }
  for (uint32_t i = 0; i < hl_expr_rare(e)->ntargs; i++) {
    if (!hl_expr_rare(e)->targs[i].type != !ti->params[i].is_type) {
      *why = arena_printf(c->arena, "invalid explicitly-specified argument for template parameter '%s'",
                          ti->params[i].name);
      return NULL;
    }
    d.args[i] = hl_expr_rare(e)->targs[i];
    d.have[i] = d.fixed[i] = true;
  }
  /* the function parameters: tokens between the first '(' and its ')' */
  const Token *ts = ti->toks;
  uint32_t n = ti->ntoks, i = 0;
  while (i < n && !tok_eq(&ts[i], "(")) i++;
  uint32_t arg = 0, start = ++i;
  int depth = 0;
  for (; i < n; i++) {
    const Token *t = &ts[i];
    bool close = depth == 0 && tok_eq(t, ")");
    if (close || (depth == 0 && tok_eq(t, ","))) {
      if (i > start) {
        if (arg < e->nargs && !deduce_param(&d, ts + start, i - start, e->args[arg]->type)) {
          *why = d.why ? d.why : "could not deduce template arguments";
          return NULL;
        }
        arg++;
      }
      start = i + 1;
      if (close) break;
      continue;
    }
    if (tok_eq(t, "(") || tok_eq(t, "[") || tok_eq(t, "<")) depth++;
    else if ((tok_eq(t, ")") || tok_eq(t, "]") || tok_eq(t, ">")) && depth > 0) depth--;
  }
  if (e->nargs > arg) {
    *why = arena_printf(c->arena, "requires %u argument%s, but %u %s provided", arg, arg == 1 ? "" : "s",
                        e->nargs, e->nargs == 1 ? "was" : "were");
    return NULL;
  }
  for (uint32_t k = 0; k < ti->nparams; k++) {
    if (d.have[k]) continue;
    if (ti->params[k].has_default) {
      d.args[k] = ti->params[k].def;
      continue;
    }
    *why = arena_printf(c->arena, "couldn't infer template argument '%s'", ti->params[k].name);
    return NULL;
  }
  return d.args;
}

/* ---- calls --------------------------------------------------------------- */

/* clang's note text for a candidate whose signature failed to substitute:
 * "substitution failure [with T = int [8]]: <the error>". The arguments
 * listed are the explicit ones when there are any (clang substitutes those
 * first, and their failure is reported with them alone), else all. */
static const char *substitution_failure(HlslCtx *c, const TemplateInfo *ti, const TemplateArg *args,
                                        uint32_t nexplicit, const char *why) {
  StrBuf sb = sb_new(c->arena);
  uint32_t n = nexplicit ? nexplicit : ti->nparams;
  sb_puts(&sb, "substitution failure [with ");
  for (uint32_t k = 0; k < n && k < ti->nparams; k++) {
    sb_printf(&sb, "%s%s = ", k ? ", " : "", ti->params[k].name);
    if (args[k].type) sb_puts(&sb, clang_type_name(c, args[k].type));
    else sb_printf(&sb, "%lld", (long long)args[k].value);
  }
  sb_printf(&sb, "]: %s", why);
  const char *r = arena_strdup(c->arena, sb.data ? sb.data : "");
  sb_free(&sb);
  return r ? r : why;
}

/* Instantiate ti for args (declaring it, the first time); NULL after errors.
 * Its body is checked at the end of the translation unit, as clang
 * instantiates function definitions: a call uses the declaration, and the
 * body's errors come after those of the code that uses it. */
static Decl *instance(HlslCtx *c, TemplateInfo *ti, TemplateArg *args, SrcLoc use) {
  uint32_t before = ti->ninsts;
  int errs = c->diag->errors;
  Decl *f = hl_template_instantiate(c, ti, args, use);
  if (!f || ti->ninsts == before) return f; /* cached (or failed earlier) */
  if (!f->method_of) f->quals |= Q_STATIC; /* internal (DXC: linkonce_odr), never library exports */
  Decl *saved_func = c->cur_func;
  Scope *saved_scope = c->scope;
  sema_template_check_pending(c);
  c->scope = c->global_scope;
  c->cur_func = NULL;
  bool body = sema_declare_function(c, f) && f->body;
  c->cur_func = saved_func;
  c->scope = saved_scope;
  if (c->diag->errors != errs) {
    for (uint32_t i = 0; i < ti->ninsts; i++)
      if (ti->insts[i].decl == f) ti->insts[i].decl = NULL; /* don't use it again */
    return NULL;
  }
  if (body) vec_push(c->arena, &c->tpl_bodies, ((TplBody){f, use, c->tpl_depth, c->tpl_body_cur, false}));
  return f;
}

/* The context notes after an error or warning in the body being checked:
 * the instantiations that led to it, innermost first; of a long chain clang
 * shows the five innermost and five outermost and says how many it skipped
 * (without a source line). */
static void note_chain(void *user) {
  HlslCtx *c = user;
  uint32_t n = 0;
  for (uint32_t j = c->tpl_body_cur; j; j = c->tpl_bodies.data[j - 1].parent) n++;
  uint32_t i = 0;
  for (uint32_t j = c->tpl_body_cur; j; j = c->tpl_bodies.data[j - 1].parent, i++) {
    const TplBody *b = &c->tpl_bodies.data[j - 1];
    if (n > 10 && i >= 5 && i < n - 5) {
      if (i == 5) {
        bool nc = c->diag->no_caret;
        c->diag->no_caret = true;
        diag_report(c->diag, DIAG_NOTE, SE_CALL, b->use,
                    "(skipping %u contexts in backtrace; use -ftemplate-backtrace-limit=0 to see all)", n - 10);
        c->diag->no_caret = nc;
      }
      continue;
    }
    diag_report(c->diag, DIAG_NOTE, SE_CALL, b->use,
                b->member ? "in instantiation of member function '%s' requested here"
                          : "in instantiation of function template specialization '%s' requested here",
                b->f->name);
  }
}

void sema_template_check_bodies(HlslCtx *c) {
  Decl *saved_func = c->cur_func;
  Scope *saved_scope = c->scope;
  int ld = c->loop_depth, sd = c->switch_depth;
  uint32_t saved_depth = c->tpl_depth;
  void (*saved_ctx)(void *) = c->diag->context;
  void *saved_ctx_user = c->diag->context_user;
  c->diag->context = note_chain;
  c->diag->context_user = c;
  for (uint32_t i = 0; i < c->tpl_bodies.len; i++) { /* grows as bodies instantiate more */
    TplBody b = c->tpl_bodies.data[i];
    c->scope = c->global_scope;
    c->cur_func = NULL;
    c->loop_depth = c->switch_depth = 0;
    c->tpl_depth = b.depth + 1; /* bounds recursive instantiation through the body's calls */
    c->tpl_body_cur = i + 1;
    sema_check_declared_body(c, b.f);
  }
  c->diag->context = saved_ctx;
  c->diag->context_user = saved_ctx_user;
  c->tpl_bodies.len = 0;
  c->tpl_body_cur = 0;
  c->tpl_depth = saved_depth;
  c->cur_func = saved_func;
  c->scope = saved_scope;
  c->loop_depth = ld;
  c->switch_depth = sd;
}

Decl *sema_template_call(HlslCtx *c, Expr *e, bool other_viable, int *cost, bool *failed) {
  TemplateInfo *tis[16];
  uint32_t n = find_func_templates(c, e->name, e->ns, tis, 16);
  Decl *best = NULL;
  int best_cost = -1, ntied = 0;
  *failed = false;
  const char *why[16] = {0};
  for (uint32_t i = 0; i < n; i++) {
    TemplateArg *args = deduce(c, tis[i], e, &why[i]);
    if (!args) continue;
    int errs = c->diag->errors;
    c->sfinae_why = NULL;
    Decl *f = instance(c, tis[i], args, hl_expr_loc(e));
    if (!f) {
      if (c->diag->errors != errs) *failed = true;
      else why[i] = c->sfinae_why ? substitution_failure(c, tis[i], args, hl_expr_rare(e)->ntargs, c->sfinae_why)
                                  : "substitution failure";
      continue;
    }
    int k = sema_call_cost(c, f, e);
    if (k < 0) {
      why[i] = "no known conversion for an argument";
      continue;
    }
    if (best_cost < 0 || k < best_cost) {
      best = f;
      best_cost = k;
      ntied = 1;
    } else if (k == best_cost) {
      ntied++;
    }
  }
  if (best && ntied > 1) {
    /* DXC does not order function templates: equally good ones are ambiguous */
    diag_report(c->diag, DIAG_ERROR, SE_CALL, hl_expr_loc(e), "call to '%s' is ambiguous", e->name);
    *failed = true;
    return NULL;
  }
  *cost = best_cost;
  if (!best && !*failed && !other_viable && n) {
    diag_report(c->diag, DIAG_ERROR, SE_CALL, hl_expr_loc(e), "no matching function for call to '%s'", e->name);
    for (uint32_t i = 0; i < n; i++)
      diag_report(c->diag, DIAG_NOTE, SE_CALL, tis[i]->loc, "candidate template ignored: %s",
                  why[i] ? why[i] : "substitution failure");
    *failed = true;
  }
  return best;
}

/* ---- inheritance ------------------------------------------------------- */

/* The base struct of st (struct D : B), NULL when none. */
static const StructInfo *base_struct(const StructInfo *st) {
  if (!st || !st->nfields || !st->fields[0].is_base) return NULL;
  const HType *t = st->fields[0].type ? st->fields[0].type : st->fields[0].base;
  return t && t->kind == T_STRUCT ? t->st : NULL;
}

/* Inside a member function of st: does `qual` (as written before "::")
 * name st or one of its bases? (`Base::member` names an inherited member.) */
bool sema_struct_is_self_or_base(const StructInfo *st, const char *qual) {
  for (int guard = 0; st && guard < 64; st = base_struct(st), guard++)
    if (st->name && st->name[0] && !strcmp(hl_unqualified(st->name), qual)) return true;
  return false;
}

int sema_base_depth(const StructInfo *d, const StructInfo *b) {
  int depth = 0;
  for (const StructInfo *s = d; s && depth < 64; s = base_struct(s), depth++)
    if (s == b) return depth;
  return 0;
}

bool sema_struct_has_field(const StructInfo *st, const char *name) {
  for (int guard = 0; st && guard < 64; st = base_struct(st), guard++)
  {
    for (uint32_t i = 0; i < st->nfields; i++)
      if (!st->fields[i].is_base && hl_name_eq(st->fields[i].name, name)) return true;
    for (uint32_t i = 0; i < st->nbitfields; i++)
      if (hl_name_eq(st->bitfields[i].name, name)) return true;
  }
  return false;
}

bool sema_struct_method(const StructInfo *st, const char *name) {
  for (int guard = 0; st && guard < 64; st = base_struct(st), guard++)
    for (uint32_t i = 0; i < st->nmethods; i++)
      if (!strcmp(hl_unqualified(st->methods[i]->name), name)) return true;
  return false;
}

Expr *sema_base_of(HlslCtx *c, Expr *a) {
  Expr *m = hl_expr_new(c);
  if (!m) return a;
  m->kind = E_MEMBER;
  hl_expr_copy_loc(c, m, a);
  m->a = a;
  m->name = "__base";
  m->field = 0;
  m->type = a->type->st->fields[0].type ? a->type->st->fields[0].type : c->t_error;
  m->lvalue = a->lvalue;
  m->readonly = a->readonly;
  m->side_effects = a->side_effects;
  return m;
}

/* ---- operators --------------------------------------------------------- */

Expr *sema_struct_operator(HlslCtx *c, Expr *e, const char *op, Expr *obj, Expr *arg) {
  HType *t = obj->type;
  if (sema_is_cb_view(t)) t = t->elem;
  if (t->kind != T_STRUCT) return NULL;
  const char *name = arena_printf(c->arena, "operator%s", op);
  if (!name || !sema_struct_method(t->st, name)) return NULL;
  Expr *m = hl_expr_new(c);
  Expr **args = arena_alloc(c->arena, sizeof(Expr *));
  if (!m || !args) return NULL;
  m->kind = E_METHOD;
  hl_expr_copy_loc(c, m, e);
  m->a = obj;
  m->name = name;
  if (arg) {
    args[0] = arg;
    m->args = args;
    m->nargs = 1;
  }
  m->side_effects = true;
  return sema_member_call(c, m);
}

/* ---- member function templates ------------------------------------------ */

Decl *sema_member_template(HlslCtx *c, StructInfo *st, Expr *e, bool *failed) {
  *failed = false;
  TemplateInfo *first = NULL;
  const char *why = NULL;
  /* member function templates overload among themselves (by arity and
   * argument conversions): the instance the call fits best */
  Decl *best = NULL;
  int best_cost = -1;
  for (uint32_t i = 0; i < c->templates.len; i++) {
    TemplateInfo *ti = c->templates.data[i];
    if (ti->method_of != st || strcmp(hl_unqualified(ti->name), e->name)) continue;
    if (!first) first = ti;
    const char *w = NULL;
    TemplateArg *args = deduce(c, ti, e, &w);
    if (!args) {
      if (!why) why = w;
      continue;
    }
    int errs = c->diag->errors;
    Decl *f = instance(c, ti, args, hl_expr_loc(e));
    if (!f) {
      if (c->diag->errors != errs) {
        *failed = true;
        return NULL;
      }
      continue;
    }
    /* the call as it will be made: the object first for a non-static one */
    Expr tmp = *e;
    Expr **a2 = NULL;
    if (f->nparams && f->params[0]->is_this && e->a) {
      a2 = arena_alloc(c->arena, sizeof(Expr *) * (e->nargs + 1));
      if (!a2) return NULL;
      a2[0] = e->a;
      if (e->nargs) memcpy(a2 + 1, e->args, sizeof(Expr *) * e->nargs);
      tmp.args = a2;
      tmp.nargs = e->nargs + 1;
    }
    int k = sema_call_cost(c, f, &tmp);
    if (k < 0) {
      if (!why) why = "no known conversion for an argument";
      continue;
    }
    if (best_cost < 0 || k < best_cost) {
      best = f;
      best_cost = k;
    }
  }
  if (best) return best;
  if (first) {
    diag_report(c->diag, DIAG_ERROR, SE_CALL, hl_expr_loc(e), "no matching member function for call to '%s'", e->name);
    diag_report(c->diag, DIAG_NOTE, SE_CALL, first->loc, "candidate template ignored: %s",
                why ? why : "substitution failure");
    *failed = true;
  }
  return NULL;
}

Expr *sema_member_template_call(HlslCtx *c, Expr *e) {
  const char *un = hl_unqualified(e->name);
  bool qualified = un != e->name;
  TemplateInfo *found = NULL;
  for (uint32_t i = 0; i < c->templates.len && !found; i++) {
    TemplateInfo *ti = c->templates.data[i];
    if (!ti->method_of || strcmp(hl_unqualified(ti->name), un)) continue;
    if (qualified) {
      /* S::f written in scope ns: N::S::f, ..., S::f */
      const char *ns = e->ns ? e->ns : "";
      size_t len = strlen(ns);
      for (;;) {
        if (!strncmp(ti->name, ns, len) && !strcmp(ti->name + len, e->name)) found = ti;
        if (found || len == 0) break;
        len -= 2;
        while (len > 0 && !(len >= 2 && ns[len - 1] == ':' && ns[len - 2] == ':')) len--;
      }
    } else if (c->cur_func && c->cur_func->method_of == ti->method_of) {
      found = ti; /* f(...) inside a member function of the same struct */
    }
  }
  if (!found) return NULL;
  Expr *obj = hl_expr_new(c);
  if (!obj) return NULL;
  hl_expr_copy_loc(c, obj, e);
  Decl *f = c->cur_func;
  if (!found->is_static && f && f->method_of == found->method_of && f->nparams && f->params[0]->is_this) {
    obj->kind = E_NAME; /* this.f(...) */
    obj->name = "this";
    obj = sema_expr(c, obj);
  } else if (!found->is_static) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "call to non-static member function without an object argument");
    obj->kind = E_NAME;
    obj->type = c->t_error;
    e->type = c->t_error;
    return e;
  } else {
    obj->kind = E_NAME; /* S::f(...): no object is evaluated for a static member */
    obj->name = "";
    obj->type = hl_struct_type(c, found->method_of);
  }
  e->kind = E_METHOD;
  e->a = obj;
  e->name = un;
  e->ns = NULL;
  return sema_member_call(c, e);
}
