/* ast_dump.c - `hlslc -ast-dump`: the top-level declarations as clang prints
 * them (DXC's -ast-dump is clang's ASTDumper).
 *
 * What is printed: the translation unit and, for each declaration in source
 * order, a node line in clang's format - struct/class records with their
 * fields, typedefs, variables (with `used` when generated code refers to
 * them, and the sugared:canonical type pair clang prints for template
 * specializations and vectors), cbuffer/tbuffer blocks with their members,
 * and functions with their parameters. Statements and expressions inside
 * function bodies are not printed (clang would print them under the
 * FunctionDecl). Node "addresses" are sequence numbers in hex, so the output
 * is deterministic; source ranges are the declared name's position.
 */
#include "hlsl.h"
#include "sema.h"

#include <string.h>

typedef struct Dump {
  HlslCtx *c;
  StrBuf *out;
  uint64_t next_id;     /* pseudo address of the next node */
  const char *last_file; /* clang prints a file once, then line:/col: relative to the last loc */
  uint32_t last_line;
  char prefix[256];     /* tree drawing for the current depth */
  uint32_t plen;
} Dump;

/* "<file:L:C>" the first time, "line:L:C" when the line changes, "col:C". */
static void put_loc(Dump *d, SrcLoc l) {
  if (!l.line) {
    sb_puts(d->out, "<invalid sloc>");
    return;
  }
  if (!d->last_file || !l.file || strcmp(d->last_file, l.file) != 0) {
    sb_printf(d->out, "%s:%u:%u", l.file ? l.file : "<unknown>", l.line, l.col);
  } else if (l.line != d->last_line) {
    sb_printf(d->out, "line:%u:%u", l.line, l.col);
  } else {
    sb_printf(d->out, "col:%u", l.col);
  }
  d->last_file = l.file;
  d->last_line = l.line;
}

/* One node line: prefix, branch, kind, address, range and location. */
static void node(Dump *d, bool last, const char *kind, SrcLoc l) {
  sb_putn(d->out, d->prefix, d->plen);
  sb_puts(d->out, last ? "`-" : "|-");
  sb_printf(d->out, "%s 0x%llx <", kind, (unsigned long long)(d->next_id += 0x28));
  put_loc(d, l);
  sb_puts(d->out, "> ");
  if (l.line) {
    /* the name's location, relative to the range just printed */
    sb_printf(d->out, "col:%u", l.col);
  } else {
    sb_puts(d->out, "<invalid sloc>");
  }
}

static void push(Dump *d, bool last) {
  if (d->plen + 2 >= sizeof d->prefix) return;
  d->prefix[d->plen++] = last ? ' ' : '|';
  d->prefix[d->plen++] = ' ';
}

static void pop(Dump *d) {
  if (d->plen >= 2) d->plen -= 2;
}

/* clang's spelling of a type: 'sugared' or 'sugared':'canonical' where
 * clang prints both (vectors, matrices and template specializations). */
static void put_type(Dump *d, const HType *t) {
  HlslCtx *c = d->c;
  const char *name = hl_type_name(c, t);
  if (!t || !name) {
    sb_puts(d->out, "'<error>'");
    return;
  }
  switch (t->kind) {
  case T_VECTOR:
    sb_printf(d->out, "'%s':'vector<%s, %u>'", name, hl_type_name(c, hl_scalar(c, t->sk)), t->n);
    return;
  case T_MATRIX:
    sb_printf(d->out, "'%s':'matrix<%s, %u, %u>'", name, hl_type_name(c, hl_scalar(c, t->sk)), t->n, t->m);
    return;
  case T_RESOURCE:
    if (strchr(name, '<')) {
      sb_printf(d->out, "'%s':'%s'", name, name);
      return;
    }
    break;
  default:
    break;
  }
  sb_printf(d->out, "'%s'", name);
}

/* Referred to by generated code: the variable, or (resources) one of its
 * bindable leaves. */
static bool var_used(const Decl *v) {
  if (v->used) return true;
  for (uint32_t i = 0; i < v->nres; i++)
    if (v->res[i] && v->res[i]->used) return true;
  return false;
}

static void dump_var(Dump *d, Decl *v, bool last, const char *kind) {
  node(d, last, kind, v->loc);
  if (var_used(v)) sb_puts(d->out, " used");
  sb_printf(d->out, " %s ", v->name);
  put_type(d, v->type);
  if (v->quals & Q_STATIC) sb_puts(d->out, " static");
  if (v->init) sb_puts(d->out, " cinit");
  sb_putc(d->out, '\n');
}

static void dump_struct(Dump *d, Decl *s, bool last) {
  StructInfo *st = s->st;
  node(d, last, "CXXRecordDecl", s->loc);
  sb_printf(d->out, " struct %s definition\n", st && st->name ? st->name : s->name);
  if (!st) return;
  push(d, last);
  node(d, st->nfields == 0, "CXXRecordDecl", s->loc);
  sb_printf(d->out, " implicit struct %s\n", st->name ? st->name : s->name);
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    node(d, i + 1 == st->nfields, "FieldDecl", f->loc);
    sb_printf(d->out, " %s ", f->name);
    put_type(d, f->type);
    sb_putc(d->out, '\n');
  }
  pop(d);
}

static void dump_enum(Dump *d, Decl *e, bool last) {
  EnumInfo *en = e->type ? e->type->en : NULL;
  node(d, last, "EnumDecl", e->loc);
  if (en && en->scoped) sb_puts(d->out, " class");
  sb_printf(d->out, " %s", e->name);
  if (en && en->fixed) sb_printf(d->out, " '%s'", hl_sk_name(e->type->sk));
  sb_putc(d->out, '\n');
  if (!en) return;
  push(d, last);
  for (uint32_t i = 0; i < en->nconsts; i++) {
    Decl *k = en->consts[i];
    const char *plain = k->name;
    for (const char *q = strstr(k->name, "::"); q; q = strstr(q + 2, "::")) plain = q + 2;
    node(d, i + 1 == en->nconsts, "EnumConstantDecl", k->loc);
    sb_printf(d->out, " %s ", plain);
    put_type(d, e->type);
    sb_putc(d->out, '\n');
  }
  pop(d);
}

static void dump_func(Dump *d, Decl *f, bool last) {
  node(d, last, "FunctionDecl", f->loc);
  if (f->reachable) sb_puts(d->out, " used");
  sb_printf(d->out, " %s '%s (", f->name, f->type ? hl_type_name(d->c, f->type) : "void");
  for (uint32_t i = 0; i < f->nparams; i++)
    sb_printf(d->out, "%s%s", i ? ", " : "", hl_type_name(d->c, f->params[i]->type));
  sb_puts(d->out, ")'\n");
  push(d, last);
  for (uint32_t i = 0; i < f->nparams; i++) dump_var(d, f->params[i], i + 1 == f->nparams, "ParmVarDecl");
  pop(d);
}

static void dump_cbuffer(Dump *d, Decl *b, bool last) {
  node(d, last, "HLSLBufferDecl", b->loc);
  sb_printf(d->out, " %s %s\n", b->is_tbuffer ? "tbuffer" : "cbuffer", b->name);
  push(d, last);
  uint32_t n = 0;
  for (uint32_t i = 0; i < b->nmembers; i++)
    if (b->members[i]->kind == D_VAR) n++;
  for (uint32_t i = 0, k = 0; i < b->nmembers; i++) {
    if (b->members[i]->kind != D_VAR) continue;
    dump_var(d, b->members[i], ++k == n, "VarDecl");
  }
  pop(d);
}

bool hl_ast_dump(HlslCtx *c, StrBuf *out) {
  Dump d;
  memset(&d, 0, sizeof d);
  d.c = c;
  d.out = out;
  d.next_id = 0x1000;
  sb_printf(out, "TranslationUnitDecl 0x%llx <<invalid sloc>> <invalid sloc>\n",
            (unsigned long long)d.next_id);
  /* the member functions of structs are top-level declarations here too */
  uint32_t n = c->decls.len;
  for (uint32_t i = 0; i < n; i++) {
    Decl *x = c->decls.data[i];
    bool last = i + 1 == n;
    switch (x->kind) {
    case D_STRUCT: dump_struct(&d, x, last); break;
    case D_TYPEDEF:
      node(&d, last, "TypedefDecl", x->loc);
      sb_printf(out, " %s ", x->name);
      put_type(&d, x->type);
      sb_putc(out, '\n');
      break;
    case D_VAR: dump_var(&d, x, last, "VarDecl"); break;
    case D_FUNC: dump_func(&d, x, last); break;
    case D_CBUFFER: dump_cbuffer(&d, x, last); break;
    case D_ENUM: dump_enum(&d, x, last); break;
    case D_STATIC_ASSERT: break;
    }
  }
  return !out->oom;
}
