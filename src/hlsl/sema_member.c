/* sema_member.c - which member functions modify their object.
 *
 * A non-static member function takes its object as the hidden inout
 * parameter `this`: the caller copies the object in and, when the function
 * may have changed it, back out (irgen_expr.c). Copying back an object the
 * function only read would be wrong for shared memory (a RWStructuredBuffer
 * element another thread writes at the same time would get its old value
 * back) and costs stores, so after a member function's body is checked this
 * walk decides whether it may write through `this`: an assignment or ++/--
 * whose target is (part of) the object, or the object (or part of it)
 * passed to an out/inout parameter, an intrinsic or a resource method (they
 * may have out parameters: conservatively counted as writes).
 */
#include "sema.h"

#include <string.h>

/* Is e (part of) the `this` object: this, this.f, this.a[i].x, ...? */
static bool based_on_this(const Expr *e) {
  while (e && (e->kind == E_MEMBER || e->kind == E_INDEX || e->kind == E_SWIZZLE))
    e = e->a;
  return e && e->kind == E_NAME && e->decl && e->decl->is_this;
}

static bool expr_writes_this(const Expr *e, int depth);

/* Intrinsics with out parameters. */
static bool intrinsic_may_write(const char *name) {
  static const char *const outs[] = {"sincos", "modf", "frexp", "asuint", "asint", "asfloat"};
  if (!name) return true;
  if (!strncmp(name, "Interlocked", 11)) return true;
  for (size_t i = 0; i < sizeof outs / sizeof outs[0]; i++)
    if (!strcmp(name, outs[i])) return true;
  return false;
}

static bool args_write_this(const Expr *e, int depth) {
  for (uint32_t i = 0; i < e->nargs; i++) {
    const Expr *a = e->args[i];
    if (!a) continue;
    if (based_on_this(a)) {
      if (e->kind == E_METHOD) return true; /* GetDimensions, status, Interlocked*: out arguments */
      if (e->kind == E_CALL && e->intrin >= 0 && intrinsic_may_write(e->name)) return true;
      if (e->kind == E_CALL && e->decl && i < e->decl->nparams &&
          (e->decl->params[i]->quals & Q_OUT)) {
        const Decl *callee = e->decl->def ? e->decl->def : e->decl; /* S::m defined later */
        /* another member function that leaves its object alone is a read */
        if (!(callee->params[i]->is_this && hl_decl_rare(callee)->method_done && !hl_decl_rare(callee)->this_written))
          return true;
      }
    }
    if (expr_writes_this(a, depth + 1)) return true;
  }
  return false;
}

static bool expr_writes_this(const Expr *e, int depth) {
  if (!e || depth > 500) return depth > 500; /* absurd nesting: assume a write */
  switch (e->kind) {
  case E_ASSIGN:
  case E_INCDEC:
    if (based_on_this(e->a)) return true;
    break;
  case E_CALL:
  case E_METHOD:
  case E_CONSTRUCT:
  case E_INIT_LIST:
    if (args_write_this(e, depth)) return true;
    break;
  default:
    break;
  }
  return expr_writes_this(e->a, depth + 1) || expr_writes_this(e->b, depth + 1) ||
         expr_writes_this(hl_expr_c(e), depth + 1);
}

static bool stmt_writes_this(const Stmt *s, int depth) {
  if (!s) return false;
  if (depth > 500) return true;
  if (expr_writes_this(s->e, 0) || expr_writes_this(s->step, 0)) return true;
  if (stmt_writes_this(s->init, depth + 1) || stmt_writes_this(s->body, depth + 1) ||
      stmt_writes_this(s->els, depth + 1))
    return true;
  for (uint32_t i = 0; i < s->nstmts; i++)
    if (stmt_writes_this(s->stmts[i], depth + 1)) return true;
  for (uint32_t i = 0; i < s->ndecls; i++) {
    const Decl *d = s->decls[i];
    if (d && d->kind == D_VAR && expr_writes_this(d->init, 0)) return true;
  }
  return false;
}

void sema_methods_note_writes(HlslCtx *c, StructInfo *st) {
  (void)c;
  /* Member functions may call each other in any order: start from "writes
   * nothing" and add writers until nothing changes (each round can only add,
   * so this ends). */
  for (uint32_t i = 0; i < st->nmethods; i++) {
    /* a prototype whose body comes later (S::m) is decided with that body */
    hl_decl_rare_w(c, st->methods[i])->method_done = st->methods[i]->body != NULL;
    hl_decl_rare_w(c, st->methods[i])->this_written = false;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < st->nmethods; i++) {
      Decl *f = st->methods[i];
      if (hl_decl_rare(f)->this_written || !f->body || !f->nparams || !f->params[0]->is_this) continue;
      if (stmt_writes_this(f->body, 0)) {
        hl_decl_rare_w(c, f)->this_written = true;
        changed = true;
      }
    }
  }
}

void sema_method_def_note_writes(HlslCtx *c, Decl *f) {
  (void)c;
  hl_decl_rare_w(c, f)->this_written = f->nparams && f->params[0]->is_this && stmt_writes_this(f->body, 0);
  hl_decl_rare_w(c, f)->method_done = true;
}

const char *hl_unqualified(const char *name) {
  if (!strchr(name, ':')) return name; /* most names: no scope */
  for (const char *q = strstr(name, "::"); q; q = strstr(name, "::")) name = q + 2;
  return name;
}

/* ---- reads of a mesh entry's output arrays ----
 * DXC (Sema::DefaultLvalueConversion): an element of an `out vertices`,
 * `out indices` or `out primitives` array, subscripted down to the
 * parameter, may not be read (converted to an rvalue): outputs are written
 * only. Its fields and components are not checked there (verts[i].pos). */

static const Expr *mesh_out_root(const Expr *e) {
  if (!e || e->kind != E_INDEX) return NULL;
  while (e && (e->kind == E_INDEX || e->kind == E_CONV)) e = e->a;
  if (!e || e->kind != E_NAME || !e->decl || !(e->decl->quals & Q_OUT)) return NULL;
  return e->decl->quals & (Q_MS_VERTICES | Q_MS_INDICES | Q_MS_PRIMITIVES) ? e : NULL;
}

static void mesh_reads_expr(HlslCtx *c, const Expr *e, bool read, int depth) {
  if (!e || depth > 500) return;
  const Expr *root = read ? mesh_out_root(e) : NULL;
  if (root) {
    hl_error(c, SE_ASSIGN, hl_expr_loc(root), "output arrays of a mesh shader can not be read from");
    return;
  }
  switch (e->kind) {
  case E_ASSIGN:
    mesh_reads_expr(c, e->a, false, depth + 1);
    mesh_reads_expr(c, e->b, true, depth + 1);
    return;
  case E_INCDEC:
  case E_MEMBER:
  case E_SWIZZLE:
    mesh_reads_expr(c, e->a, false, depth + 1);
    return;
  case E_INDEX:
    mesh_reads_expr(c, e->a, false, depth + 1);
    mesh_reads_expr(c, e->b, true, depth + 1);
    return;
  case E_COMMA:
    mesh_reads_expr(c, e->a, false, depth + 1);
    mesh_reads_expr(c, e->b, read, depth + 1);
    return;
  case E_COND:
    mesh_reads_expr(c, e->a, true, depth + 1);
    mesh_reads_expr(c, e->b, read, depth + 1);
    mesh_reads_expr(c, hl_expr_c(e), read, depth + 1);
    return;
  case E_METHOD:
    mesh_reads_expr(c, e->a, false, depth + 1);
    break;
  case E_CALL:
    for (uint32_t i = 0; i < e->nargs; i++) {
      /* an out or inout argument binds the element itself (no rvalue
       * conversion in clang) */
      bool out = e->intrin < 0 && e->decl && i < e->decl->nparams && e->decl->params[i] &&
                 (e->decl->params[i]->quals & Q_OUT);
      mesh_reads_expr(c, e->args[i], !out, depth + 1);
    }
    return;
  default:
    mesh_reads_expr(c, e->a, true, depth + 1);
    mesh_reads_expr(c, e->b, true, depth + 1);
    mesh_reads_expr(c, hl_expr_c(e), true, depth + 1);
    break;
  }
  for (uint32_t i = 0; i < e->nargs; i++) mesh_reads_expr(c, e->args[i], true, depth + 1);
}

static void mesh_reads_stmt(HlslCtx *c, const Stmt *s, int depth) {
  if (!s || depth > 500) return;
  mesh_reads_expr(c, s->e, s->kind != S_EXPR, 0); /* an expression statement's value is discarded */
  mesh_reads_expr(c, s->step, false, 0);
  mesh_reads_stmt(c, s->init, depth + 1);
  mesh_reads_stmt(c, s->body, depth + 1);
  mesh_reads_stmt(c, s->els, depth + 1);
  for (uint32_t i = 0; i < s->nstmts; i++) mesh_reads_stmt(c, s->stmts[i], depth + 1);
  for (uint32_t i = 0; i < s->ndecls; i++) {
    const Decl *d = s->decls[i];
    if (d && d->kind == D_VAR) mesh_reads_expr(c, d->init, true, 0);
  }
}

void sema_mesh_output_reads(HlslCtx *c, Decl *f) {
  bool any = false;
  for (uint32_t i = 0; i < f->nparams && !any; i++)
    any = f->params[i] && (f->params[i]->quals & Q_OUT) &&
          (f->params[i]->quals & (Q_MS_VERTICES | Q_MS_INDICES | Q_MS_PRIMITIVES));
  if (any && f->body) mesh_reads_stmt(c, f->body, 0);
}
