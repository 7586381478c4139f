/* ast_dump.c - `hlslc -ast-dump`: the checked translation unit as DXC's clang
 * prints it (clang's ASTDumper, tools/clang/lib/AST/ASTDumper.cpp).
 *
 * Every declaration, statement and expression of the front end's AST is
 * printed as the clang node it stands for, with clang's tree prefixes, node
 * "addresses", source ranges (<begin, end>, each location relative to the one
 * printed before it: "file:L:C", "line:L:C" or "col:C") and type spellings
 * ('float4':'vector<float, 4>': the type as written, then the canonical type
 * when the written one is sugar).
 *
 * The AST after sema is not clang's: conversions are explicit E_CONV nodes
 * (printed as ImplicitCastExpr with the cast kind clang's HLSL sema gives
 * them), lvalue-to-rvalue conversions are implicit (added here wherever an
 * lvalue is read), member functions are top-level functions taking `this`
 * (printed inside their record as CXXMethodDecl; calls as
 * CXXMemberCallExpr), `case` labels are statements of the switch block
 * (printed as clang nests them). What clang keeps and we do not is not
 * printed: the templated declarations of templates (a function template is
 * a FunctionTemplateDecl with its parameters and specializations, without
 * the body as written; a struct template's instances are ordinary records),
 * namespaces (their declarations appear with qualified names), typedef
 * names used as types (printed as what they name), DXC's implicit
 * declarations of built-in types and intrinsics.
 *
 * Node addresses are sequence numbers (the same input gives the same output);
 * a declaration's number is fixed the first time it is printed or referred
 * to. "used" means referenced from a function body, "referenced" named
 * elsewhere (a type or a constant expression), as clang marks them. The tree
 * is built first (each node's text formatted in print order, since clang's
 * locations are relative to the previous one), then printed with prefixes.
 */
#include "sema.h"

#include <stdarg.h>
#include <string.h>
#include <strings.h>

/* One printed node: its text and its children. */
typedef struct DNode {
  const char *text;
  struct DNode **kids;
  uint32_t n, cap;
} DNode;

/* Pointer -> node number (addresses) and pointer -> use marks. */
typedef struct PtrSlot {
  const void *key;
  uint32_t id;       /* 0: no number yet */
  uint8_t use;       /* 1 referenced, 2 used */
} PtrSlot;

typedef struct Dump {
  HlslCtx *c;
  StrBuf line;            /* text of the node being formatted */
  const char *last_file;  /* clang prints a file once, then line:/col: relative to the last loc */
  uint32_t last_line;
  PtrSlot *tab;           /* open addressing, power-of-two size */
  uint32_t tab_cap, tab_len;
  uint32_t next_id;
  bool oom;
  const char *file;       /* the file of the node being printed (HlPos carries none) */
  bool conv_const;        /* the next conversion is the initializer of a const variable */
  bool conv_canon;        /* the next conversion is to a parameter of a built-in method */
  bool keep_const;        /* elements of initializer lists: read without dropping const */
  bool case_written;      /* case labels convert to a switch value spelled as written */
  bool conv_written;      /* the next conversion is to a declared type (initializer,
                             assignment, argument of a user function): spelled as written */
} Dump;

/* Keys of the nodes -ast-dump shows for an Expr besides its own (clang's
 * implicit casts, references, parentheses it has no node for): distinct
 * addresses inside the Expr. */
enum { EK_FVAL = 8, EK_IVAL = 16, EK_CV = 24, EK_HAS_CONST = 32, EK_TPARAM = 40, EK_CAST = 48,
       EK_PAREN = 56, EK_PAREN_IN = 57, EK_SWZ = 64 };
#define EKEY(e, k) ((const void *)((const char *)(e) + (k)))

/* ---- pointer table ------------------------------------------------------ */

static PtrSlot *slot(Dump *d, const void *key) {
  if (d->tab_len * 2 >= d->tab_cap) {
    uint32_t ncap = d->tab_cap ? d->tab_cap * 2 : 1024;
    PtrSlot *nt = arena_alloc(d->c->arena, sizeof(PtrSlot) * ncap);
    if (!nt) {
      d->oom = true;
      return NULL;
    }
    memset(nt, 0, sizeof(PtrSlot) * ncap);
    for (uint32_t i = 0; i < d->tab_cap; i++) {
      if (!d->tab[i].key) continue;
      uint32_t h = (uint32_t)(((uintptr_t)d->tab[i].key >> 3) * 2654435761u) & (ncap - 1);
      while (nt[h].key) h = (h + 1) & (ncap - 1);
      nt[h] = d->tab[i];
    }
    d->tab = nt;
    d->tab_cap = ncap;
  }
  uint32_t h = (uint32_t)(((uintptr_t)key >> 3) * 2654435761u) & (d->tab_cap - 1);
  while (d->tab[h].key && d->tab[h].key != key) h = (h + 1) & (d->tab_cap - 1);
  if (!d->tab[h].key) {
    d->tab[h].key = key;
    d->tab_len++;
  }
  return &d->tab[h];
}

/* The pseudo address of a node (a stable number). */
static unsigned long long addr(Dump *d, const void *key) {
  PtrSlot *s = key ? slot(d, key) : NULL;
  if (!s) return 0x1000 + 0x20ull * d->next_id++;
  if (!s->id) s->id = ++d->next_id;
  return 0x1000 + 0x20ull * s->id;
}

static void mark(Dump *d, const void *key, uint8_t use) {
  PtrSlot *s = key ? slot(d, key) : NULL;
  if (s && s->use < use) s->use = use;
}

static uint8_t use_of(Dump *d, const void *key) {
  PtrSlot *s = key ? slot(d, key) : NULL;
  return s ? s->use : 0;
}

/* ---- text of a node ------------------------------------------------------- */

static void out(Dump *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(Dump *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->line, fmt, ap);
  va_end(ap);
}

/* The node formatted so far becomes a child of parent (or the root). */
static DNode *emit(Dump *d, DNode *parent) {
  DNode *n = arena_alloc(d->c->arena, sizeof(DNode));
  char *t = arena_alloc(d->c->arena, d->line.len + 1);
  if (!n || !t || d->line.oom) {
    d->oom = true;
    d->line.len = 0;
    return parent;
  }
  memcpy(t, d->line.data ? d->line.data : "", d->line.len);
  t[d->line.len] = 0;
  memset(n, 0, sizeof *n);
  n->text = t;
  d->line.len = 0;
  if (parent) {
    if (parent->n == parent->cap) {
      uint32_t nc = parent->cap ? parent->cap * 2 : 4;
      DNode **nk = arena_alloc(d->c->arena, sizeof(DNode *) * nc);
      if (!nk) {
        d->oom = true;
        return n;
      }
      if (parent->n) memcpy(nk, parent->kids, sizeof(DNode *) * parent->n);
      parent->kids = nk;
      parent->cap = nc;
    }
    parent->kids[parent->n++] = n;
  }
  return n;
}

/* A <<<NULL>>> child (clang prints absent optional children). */
static void null_child(Dump *d, DNode *parent) {
  out(d, "<<<NULL>>>");
  emit(d, parent);
}

/* clang's dumpLocation. */
static void put_loc(Dump *d, HlPos p) {
  if (!p || !d->file) {
    out(d, "<invalid sloc>");
    return;
  }
  uint32_t line = hl_pos_line(p), col = hl_pos_col(p);
  if (!d->last_file || strcmp(d->last_file, d->file) != 0) {
    out(d, "%s:%u:%u", d->file, line, col);
    d->last_file = d->file;
    d->last_line = line;
  } else if (line != d->last_line) {
    out(d, "line:%u:%u", line, col);
    d->last_line = line;
  } else {
    out(d, "col:%u", col);
  }
}

/* clang's dumpSourceRange: " <begin[, end]>". */
static void put_range(Dump *d, HlPos b, HlPos e) {
  out(d, " <");
  if (!b) {
    out(d, "<invalid sloc>");
  } else {
    put_loc(d, b);
    if (e && e != b) {
      out(d, ", ");
      put_loc(d, e);
    }
  }
  out(d, ">");
}

/* ---- types ---------------------------------------------------------------- */

/* How a type is spelled: as written (typedef names such as uint and float4,
 * with the canonical type after it), canonical only, or as a template
 * specialization (vector<float, 2>, printed twice as clang does). */
enum { TY_WRITTEN, TY_CANON, TY_TEMPLATE };

static const char *scalar_written(ScalarKind sk) {
  switch (sk) {
  case SK_BOOL: return "bool";
  case SK_INT: return "int";
  case SK_UINT: return "uint";
  case SK_INT16: return "int16_t";
  case SK_UINT16: return "uint16_t";
  case SK_INT64: return "int64_t";
  case SK_UINT64: return "uint64_t";
  case SK_HALF: return "half";
  case SK_FLOAT: return "float";
  case SK_DOUBLE: return "double";
  case SK_MIN16FLOAT: return "min16float";
  case SK_MIN10FLOAT: return "min10float";
  case SK_MIN16INT: return "min16int";
  case SK_MIN12INT: return "min12int";
  case SK_MIN16UINT: return "min16uint";
  case SK_LIT_INT: return "literal int";
  case SK_LIT_FLOAT: return "literal float";
  default: return "?";
  }
}

static const char *scalar_canon(ScalarKind sk) {
  switch (sk) {
  case SK_UINT: return "unsigned int";
  case SK_INT64: return "long long";
  case SK_UINT64: return "unsigned long long";
  default: return scalar_written(sk);
  }
}

/* Scalar types clang knows by a keyword (no typedef sugar). */
static bool scalar_is_keyword(ScalarKind sk) {
  return sk == SK_BOOL || sk == SK_INT || sk == SK_FLOAT || sk == SK_DOUBLE || sk == SK_LIT_INT ||
         sk == SK_LIT_FLOAT;
}

static void type_text(Dump *d, StrBuf *sb, const HType *t, bool canon);

static void res_text(Dump *d, StrBuf *sb, const HType *t, bool canon) {
  const char *name = hl_res_info(t->rk)->name;
  sb_puts(sb, name);
  if (!t->elem || (t->bare && !canon)) return;
  sb_putc(sb, '<');
  type_text(d, sb, t->elem, canon);
  if (t->samples && t->rk != HL_RK_FEEDBACK_TEXTURE2D && t->rk != HL_RK_FEEDBACK_TEXTURE2DARRAY)
    sb_printf(sb, ", %u", t->samples);
  /* clang separates the closing '>' of a nested template argument */
  sb_puts(sb, sb->len && sb->data[sb->len - 1] == '>' ? " >" : ">");
}

/* The spelling of t as written (canon false) or canonical. */
static void type_text(Dump *d, StrBuf *sb, const HType *t, bool canon) {
  HlslCtx *c = d->c;
  if (!t) {
    sb_puts(sb, "<error>");
    return;
  }
  if (t->subst) canon = true; /* a substituted template parameter: its argument */
  if (t->tdef && !canon) { /* a typedef's name */
    sb_puts(sb, hl_unqualified(t->tdef->name));
    return;
  }
  switch (t->kind) {
  case T_SCALAR:
    if (t->en) sb_puts(sb, hl_unqualified(t->en->name[0] ? t->en->name : "(anonymous)"));
    else sb_puts(sb, canon ? scalar_canon(t->sk) : scalar_written(t->sk));
    return;
  case T_VECTOR:
    if (!canon && t->spelled)
      sb_printf(sb, "vector<%s, %u>", t->spelled_canon ? scalar_canon(t->sk) : scalar_written(t->sk), t->n);
    else if (canon) sb_printf(sb, "vector<%s, %u>", scalar_canon(t->sk), t->n);
    else sb_printf(sb, "%s%u", scalar_written(t->sk), t->n);
    return;
  case T_MATRIX:
    if (!canon && t->spelled)
      sb_printf(sb, "matrix<%s, %u, %u>", t->spelled_canon ? scalar_canon(t->sk) : scalar_written(t->sk), t->n,
                t->m);
    else if (canon) sb_printf(sb, "matrix<%s, %u, %u>", scalar_canon(t->sk), t->n, t->m);
    else sb_printf(sb, "%s%ux%u", scalar_written(t->sk), t->n, t->m);
    return;
  case T_ARRAY: {
    const HType *e = t;
    while (e->kind == T_ARRAY) e = e->elem;
    type_text(d, sb, e, canon);
    sb_putc(sb, ' ');
    for (e = t; e->kind == T_ARRAY; e = e->elem) {
      if (e->count || e->zero_sized) sb_printf(sb, "[%u]", e->count);
      else sb_puts(sb, "[]");
    }
    return;
  }
  case T_STRUCT:
    if (t->st && t->st->tpl_of) {
      /* an instance of a struct template: its arguments canonically, or
       * where the type is named S<args>, those written as written */
      const TemplateInfo *ti = t->st->tpl_of;
      bool w = !canon && t->tpl_written;
      uint32_t na = w && t->tpl_nwritten && t->tpl_nwritten < ti->nparams ? t->tpl_nwritten : ti->nparams;
      sb_printf(sb, "%s<", hl_unqualified(ti->name));
      for (uint32_t i = 0; i < na; i++) {
        if (i) sb_puts(sb, ", ");
        if (t->st->tpl_args[i].type) type_text(d, sb, t->st->tpl_args[i].type, !w);
        else sb_printf(sb, "%lld", (long long)t->st->tpl_args[i].value);
      }
      sb_puts(sb, sb->len && sb->data[sb->len - 1] == '>' ? " >" : ">");
      return;
    }
    sb_puts(sb, t->st && t->st->name && t->st->name[0] ? hl_unqualified(t->st->name) : "(anonymous struct)");
    return;
  case T_RESOURCE:
    res_text(d, sb, t, canon);
    return;
  default:
    sb_puts(sb, hl_type_name(c, t));
    return;
  }
}

/* Does the written spelling of t differ from its canonical one as sugar
 * (clang then prints both)? */
static bool type_is_sugar(const HType *t) {
  if (!t) return false;
  if (t->subst || t->tdef) return true;
  switch (t->kind) {
  case T_SCALAR: return !t->en && !scalar_is_keyword(t->sk);
  case T_VECTOR: case T_MATRIX: return true;
  case T_RESOURCE: return t->elem != NULL;
  case T_STRUCT: /* S<float4>:'S<vector<float, 4> >'; node object templates: NodeOutput<R>:'NodeOutput<R>' */
    return (t->tpl_written && t->st && t->st->tpl_of) || (t->st && t->st->node_kind && t->st->node_rec);
  default: return false;
  }
}

/* " 'T'" or " 'T':'canonical'" in the given form, with const. */
static void put_type_q(Dump *d, const HType *t, int form, bool cnst) {
  StrBuf a = sb_new(d->c->arena), b = sb_new(d->c->arena);
  const char *q = cnst ? "const " : "";
  bool arr = t && t->kind == T_ARRAY;
  if (form == TY_CANON && !arr) {
    type_text(d, &a, t, true);
    out(d, " '%s%s'", q, a.data ? a.data : "");
  } else if (form == TY_TEMPLATE && t && (t->kind == T_VECTOR || t->kind == T_MATRIX || t->kind == T_SCALAR)) {
    type_text(d, &a, t, true);
    out(d, " '%s%s':'%s%s'", q, a.data ? a.data : "", q, a.data ? a.data : "");
  } else {
    type_text(d, &a, t, false);
    if (type_is_sugar(t)) {
      type_text(d, &b, t, true);
      out(d, " '%s%s':'%s%s'", q, a.data ? a.data : "", q, b.data ? b.data : "");
    } else {
      out(d, " '%s%s'", q, a.data ? a.data : "");
    }
  }
  if (a.oom || b.oom) d->oom = true;
  sb_free(&a);
  sb_free(&b);
}

static void put_type(Dump *d, const HType *t) { put_type_q(d, t, TY_WRITTEN, false); }

/* The canonical / written spelling, into sb (function types). */
static void canon_into(Dump *d, StrBuf *sb, const HType *t) { type_text(d, sb, t, true); }
static void written_into(Dump *d, StrBuf *sb, const HType *t) { type_text(d, sb, t, false); }


/* Is parameter p passed by reference (out / inout)? */
static bool param_is_out(const Decl *p) { return (p->quals & Q_OUT) != 0; }

/* How clang's HLSL types an out / inout parameter: a scalar, vector or
 * matrix one is a reference 'float4 &__restrict' (1); a struct, resource
 * or array one is restrict-qualified itself, '__restrict S',
 * 'float __restrict[2]' (2); 0 for other parameters. */
static int out_form(const Decl *p) {
  if (p->kind != D_VAR || p->vk != VK_PARAM || !param_is_out(p) || p->is_this || !p->type) return 0;
  return hl_is_numeric(p->type) ? 1 : 2;
}

/* written / canonical text of t restrict-qualified (out_form 2). */
static void restrict_into(Dump *d, StrBuf *sb, const HType *t, bool canon) {
  StrBuf w = sb_new(d->c->arena);
  type_text(d, &w, t, canon);
  const char *ts = w.data ? w.data : "";
  const char *br = t->kind == T_ARRAY ? strchr(ts, '[') : NULL;
  if (br && br > ts) sb_printf(sb, "%.*s__restrict%s", (int)(br - ts), ts, br); /* 'float __restrict[2]' */
  else sb_printf(sb, "__restrict %s", ts);
  sb_free(&w);
}

static bool decl_is_const(const Decl *v);

/* The type of a variable as clang prints it: references of out parameters,
 * the address space of groupshared variables, const of constants. */
static void put_var_type(Dump *d, const Decl *v) {
  StrBuf t = sb_new(d->c->arena);
  written_into(d, &t, v->type);
  const char *ts = t.data ? t.data : "";
  if (v->quals & Q_GROUPSHARED) {
    const char *br = strchr(ts, '[');
    if (v->type && v->type->kind == T_ARRAY && br && br > ts)
      out(d, " '%.*s__attribute__((address_space(3)))%s'", (int)(br - ts), ts, br);
    else
      out(d, " '__attribute__((address_space(3))) %s'", ts);
  } else if (out_form(v) == 1) {
    out(d, " '%s &__restrict'", ts);
  } else if (out_form(v) == 2) {
    StrBuf w = sb_new(d->c->arena), cn = sb_new(d->c->arena);
    restrict_into(d, &w, v->type, false);
    out(d, " '%s'", w.data ? w.data : "");
    if (type_is_sugar(v->type)) {
      restrict_into(d, &cn, v->type, true);
      out(d, ":'%s'", cn.data ? cn.data : "");
    }
    sb_free(&w);
    sb_free(&cn);
  } else if ((v->quals & (Q_ROW_MAJOR | Q_COL_MAJOR)) && v->type && v->type->kind == T_MATRIX) {
    /* clang's AttributedType: the orientation first, const after */
    StrBuf cn = sb_new(d->c->arena);
    canon_into(d, &cn, v->type);
    bool k = decl_is_const(v);
    out(d, " '%s %s%s':'%s%s'", (v->quals & Q_ROW_MAJOR) ? "row_major" : "column_major", ts,
        k ? " const" : "", k ? "const " : "", cn.data ? cn.data : "");
    sb_free(&cn);
  } else {
    put_type_q(d, v->type, TY_WRITTEN, decl_is_const(v));
  }
  sb_free(&t);
}

/* clang's AttributedType of a matrix declared row_major / column_major
 * (or given its orientation by #pragma pack_matrix): the word before the
 * type as written. */
static const char *orientation_of(const HType *t, uint64_t quals) {
  if (!t || t->kind != T_MATRIX) return NULL;
  return quals & Q_ROW_MAJOR ? "row_major" : quals & Q_COL_MAJOR ? "column_major" : NULL;
}

/* A declaration's type with its orientation: 'row_major float2x2':'matrix<float, 2, 2>'. */
static void put_decl_type(Dump *d, const HType *t, uint64_t quals) {
  const char *o = orientation_of(t, quals);
  if (!o) {
    put_type(d, t);
    return;
  }
  StrBuf w = sb_new(d->c->arena), cn = sb_new(d->c->arena);
  written_into(d, &w, t);
  canon_into(d, &cn, t);
  out(d, " '%s %s':'%s'", o, w.data ? w.data : "", cn.data ? cn.data : "");
  sb_free(&w);
  sb_free(&cn);
}

/* A function's name as clang prints it: a template's specialization
 * "f<float>" is named f. */
static const char *func_name(const Decl *f) {
  return hl_unqualified(hl_decl_rare(f)->tpl_of ? hl_decl_rare(f)->tpl_of->name : f->name);
}

/* "ret (params)" of a user function, as written. */
static void func_type_text(Dump *d, StrBuf *sb, const Decl *f) {
  const char *o = orientation_of(f->type, f->quals);
  if (o) sb_printf(sb, "%s ", o);
  written_into(d, sb, f->type);
  sb_puts(sb, " (");
  bool first = true;
  for (uint32_t i = 0; i < f->nparams; i++) {
    const Decl *p = f->params[i];
    if (p->is_this) continue;
    if (!first) sb_puts(sb, ", ");
    first = false;
    const char *po = orientation_of(p->type, p->quals);
    if (po) sb_printf(sb, "%s ", po);
    if ((p->quals & Q_CONST) && !param_is_out(p)) sb_puts(sb, "const "); /* kept in clang's HLSL */
    if (out_form(p) == 2) {
      restrict_into(d, sb, p->type, false);
      continue;
    }
    written_into(d, sb, p->type);
    if (param_is_out(p)) sb_puts(sb, " &__restrict");
  }
  sb_putc(sb, ')');
}

/* ---- source ranges of expressions ------------------------------------------ */

static HlPos expr_begin(const Expr *e);
static HlPos expr_end(const Expr *e);

/* The range without enclosing parentheses. */
static HlPos inner_begin(const Expr *e) {
  switch (e->kind) {
  case E_BINARY: case E_ASSIGN: case E_COND: case E_COMMA: case E_INDEX: case E_MEMBER:
  case E_SWIZZLE: case E_METHOD: case E_CONV:
    if (e->kind == E_CONV && hl_expr_rare(e)->cast_written) break;
    if (e->a) return expr_begin(e->a);
    break;
  case E_INCDEC:
    if (!e->prefix && e->a) return expr_begin(e->a);
    break;
  case E_CALL:
    /* obj.m(args) became S::m(obj, args) */
    if (e->decl && e->decl->method_of && e->nargs && e->decl->nparams && e->decl->params[0]->is_this &&
        e->args[0] && hl_pos(hl_expr_loc(e->args[0])) && hl_pos(hl_expr_loc(e->args[0])) < hl_pos(hl_expr_loc(e)))
      return expr_begin(e->args[0]);
    break;
  default:
    break;
  }
  return hl_pos(hl_expr_loc(e));
}

static HlPos inner_end(const Expr *e) {
  if (e->end) return e->end;
  switch (e->kind) {
  case E_CONV: case E_UNARY: case E_CAST:
    if (e->kind == E_CONV && hl_expr_rare(e)->cast_written) break;
    if (e->a) return expr_end(e->a);
    break;
  case E_BINARY: case E_ASSIGN: case E_COMMA:
    if (e->b) return expr_end(e->b);
    break;
  case E_COND:
    if (hl_expr_c(e)) return expr_end(hl_expr_c(e));
    break;
  default:
    break;
  }
  return hl_pos(hl_expr_loc(e));
}

static HlPos expr_begin(const Expr *e) { return hl_expr_rare(e)->nparen ? hl_expr_rare(e)->lparen : inner_begin(e); }
static HlPos expr_end(const Expr *e) { return hl_expr_rare(e)->nparen ? hl_expr_rare(e)->rparen : inner_end(e); }

/* ---- use marks -------------------------------------------------------------- */

static void mark_type(Dump *d, const HType *t) {
  while (t && t->kind == T_ARRAY) {
    if (t->tdef) mark(d, t->tdef, 1);
    t = t->elem;
  }
  if (!t) return;
  if (t->tdef) mark(d, t->tdef, 1); /* a typedef named by it is referenced */
  if (t->kind == T_STRUCT && t->st) mark(d, t->st, 1);
  if (t->kind == T_RESOURCE && t->elem) mark_type(d, t->elem);
  if (t->kind == T_STRUCT && t->st && t->st->node_rec) mark_type(d, t->st->node_rec); /* NodeOutput<R> */
}

static void mark_expr(Dump *d, const Expr *e, uint8_t use) {
  if (!e) return;
  switch (e->kind) {
  case E_NAME:
    /* reading a constant's value is no odr-use: clang marks it referenced */
    if (e->decl) mark(d, e->decl, e->decl->is_enumerator || e->decl->folded ? 1 : use);
    /* E::A names its enum in the qualifier */
    if (e->decl && e->decl->is_enumerator && e->name && strstr(e->name, "::") && e->type && e->type->en)
      mark(d, e->type->en, 1);
    break;
  case E_CALL:
    if (e->decl) mark(d, e->decl, use);
    break;
  case E_MEMBER:
    if (e->a && e->a->type && e->a->type->kind == T_STRUCT && e->a->type->st &&
        e->field < e->a->type->st->nfields)
      mark(d, &e->a->type->st->fields[e->field], 1);
    break;
  case E_CAST: case E_CONSTRUCT:
    mark_type(d, e->ty);
    break;
  default:
    break;
  }
  if (e->type) mark_type(d, e->type);
  mark_expr(d, e->a, use);
  mark_expr(d, e->b, use);
  mark_expr(d, hl_expr_c(e), use);
  for (uint32_t i = 0; i < e->nargs; i++) mark_expr(d, e->args[i], use);
}

static void mark_decl(Dump *d, const Decl *x);

static void mark_stmt(Dump *d, const Stmt *s) {
  if (!s) return;
  mark_expr(d, s->e, 2);
  mark_expr(d, s->step, 2);
  mark_stmt(d, s->init);
  mark_stmt(d, s->body);
  mark_stmt(d, s->els);
  for (uint32_t i = 0; i < s->nstmts; i++) mark_stmt(d, s->stmts[i]);
  for (uint32_t i = 0; i < s->ndecls; i++) mark_decl(d, s->decls[i]);
}

static void mark_decl(Dump *d, const Decl *x) {
  if (!x) return;
  switch (x->kind) {
  case D_VAR:
    mark_type(d, x->type);
    mark_expr(d, x->init, x->vk == VK_LOCAL || x->vk == VK_STATIC ? 2 : 1);
    for (uint32_t i = 0; i < x->ndims; i++) mark_expr(d, x->dims[i], 1);
    break;
  case D_FUNC:
    mark_type(d, x->type);
    for (uint32_t i = 0; i < x->nparams; i++) mark_decl(d, x->params[i]);
    mark_stmt(d, x->body);
    break;
  case D_TYPEDEF:
    mark_type(d, x->type);
    break;
  case D_STRUCT:
    if (x->st)
      for (uint32_t i = 0; i < x->st->nfields; i++) mark_type(d, x->st->fields[i].type);
    break;
  case D_CBUFFER:
    for (uint32_t i = 0; i < hl_decl_rare(x)->nmembers; i++) mark_decl(d, hl_decl_rare(x)->members[i]);
    break;
  case D_ENUM:
    if (x->type && x->type->en)
      for (uint32_t i = 0; i < x->type->en->nconsts; i++) mark_expr(d, x->type->en->consts[i]->init, 1);
    break;
  default:
    break;
  }
}

static void put_use(Dump *d, const void *key) {
  uint8_t u = use_of(d, key);
  if (u == 2) out(d, " used");
  else if (u == 1) out(d, " referenced");
}

/* ---- expressions -------------------------------------------------------------- */

static void dump_expr(Dump *d, DNode *parent, const Expr *e, bool rvalue);

static const char *op_spelling(OpKind op) {
  switch (op) {
  case OP_ADD: return "+";
  case OP_SUB: return "-";
  case OP_MUL: return "*";
  case OP_DIV: return "/";
  case OP_MOD: return "%";
  case OP_SHL: return "<<";
  case OP_SHR: return ">>";
  case OP_BAND: return "&";
  case OP_BOR: return "|";
  case OP_BXOR: return "^";
  case OP_LAND: return "&&";
  case OP_LOR: return "||";
  case OP_LT: return "<";
  case OP_GT: return ">";
  case OP_LE: return "<=";
  case OP_GE: return ">=";
  case OP_EQ: return "==";
  case OP_NE: return "!=";
  case OP_NEG: return "-";
  case OP_PLUS: return "+";
  case OP_NOT: return "!";
  case OP_BITNOT: return "~";
  default: return "?";
  }
}

static bool is_compare(OpKind op) {
  return op == OP_LT || op == OP_GT || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE ||
         op == OP_LAND || op == OP_LOR;
}

/* Is e an object clang would read with an lvalue-to-rvalue conversion? */
static bool is_lvalue(const Expr *e) {
  if (!e || !e->lvalue) return false;
  if (e->kind == E_NAME && e->decl && e->decl->is_enumerator) return false;
  return true;
}

/* Is e's object read-only (const-qualified in clang: cbuffer members and
 * $Globals, static const)? */
static bool decl_is_const(const Decl *v) {
  if (v->kind != D_VAR || v->is_enumerator) return false;
  /* globals are const; DXC leaves a type spelled as a template
   * specialization (vector<T, N>, S<T>) without it */
  if (v->vk == VK_CBUFFER)
    return !(v->type && (((v->type->spelled || v->type->tpl_written) && !v->type->tdef) ||
                         (v->type->tdef && v->type->tdef->alias_tpl))) ||
           (v->quals & Q_CONST);
  if (v->quals & Q_CONST) return true;
  return false;
}

static bool expr_is_const(const Expr *e) {
  while (e && (e->kind == E_MEMBER || e->kind == E_INDEX || e->kind == E_SWIZZLE)) {
    if (e->a && e->a->type && (e->a->type->kind == T_RESOURCE)) return false;
    /* operator[] of vectors and matrices returns a non-const reference */
    if (e->kind == E_INDEX && e->a && e->a->type && e->a->type->kind != T_ARRAY) return false;
    e = e->a;
  }
  if (!e) return false;
  if (e->kind == E_NAME && e->decl) return decl_is_const(e->decl);
  return false;
}

/* The type form of an expression's result: written where clang keeps the
 * declared spelling (references, members, user calls, casts), canonical for
 * what clang computes (swizzles, intrinsic results, operators on mixed
 * operands). */
static int expr_form(const Expr *e) {
  switch (e->kind) {
  case E_NAME: case E_MEMBER: case E_CAST: case E_CONSTRUCT: case E_INIT_LIST:
    return TY_WRITTEN;
  case E_CALL:
    return e->decl ? TY_WRITTEN : TY_CANON;
  case E_INDEX:
    if (e->a && e->a->type && e->a->type->kind == T_ARRAY) return TY_WRITTEN;
    if (e->a && e->a->type && (e->a->type->kind == T_MATRIX || e->a->type->kind == T_VECTOR)) return TY_TEMPLATE;
    return TY_CANON;
  case E_SWIZZLE:
    return e->type && e->type->kind != T_SCALAR ? TY_TEMPLATE : TY_CANON;
  case E_BINARY:
    if (is_compare(e->op)) return e->type && e->type->kind != T_SCALAR ? TY_TEMPLATE : TY_CANON;
    return e->a ? expr_form(e->a) : TY_CANON;
  case E_ASSIGN: case E_INCDEC:
    return e->a ? expr_form(e->a) : TY_CANON;
  case E_UNARY: case E_COND:
    return e->a ? expr_form(e->kind == E_COND ? e->b : e->a) : TY_CANON;
  case E_CONV:
    if (e->type && e->a && e->a->type && e->type->kind != T_SCALAR &&
        hl_components(e->type) != hl_components(e->a->type))
      return TY_TEMPLATE;
    return TY_CANON;
  default:
    return TY_CANON;
  }
}

/* Does lvalue e designate (part of) a restrict-qualified out parameter (a
 * struct or array one)? Its members and elements are restrict too, and so
 * is an assignment to them. */
static bool expr_restrict(const Expr *e) {
  while (e && (e->kind == E_MEMBER || e->kind == E_ASSIGN ||
               (e->kind == E_INDEX && e->a && e->a->type && e->a->type->kind == T_ARRAY)))
    e = e->a;
  return e && e->kind == E_NAME && e->decl && out_form(e->decl) == 2;
}

static void put_expr_type(Dump *d, const Expr *e) {
  if ((e->kind == E_MEMBER || e->kind == E_INDEX || e->kind == E_ASSIGN) && e->type &&
      e->type->kind != T_ERROR && expr_restrict(e)) {
    StrBuf w = sb_new(d->c->arena), cn = sb_new(d->c->arena);
    restrict_into(d, &w, e->type, expr_form(e) == TY_CANON);
    out(d, " '%s'", w.data ? w.data : "");
    if (expr_form(e) != TY_CANON && (type_is_sugar(e->type) || expr_form(e) == TY_TEMPLATE)) {
      restrict_into(d, &cn, e->type, true);
      out(d, ":'%s'", cn.data ? cn.data : "");
    }
    sb_free(&w);
    sb_free(&cn);
    return;
  }
  bool cnst = false;
  if (e->kind == E_NAME || e->kind == E_MEMBER || (e->kind == E_INDEX && e->a && e->a->type &&
                                                   e->a->type->kind == T_ARRAY))
    cnst = expr_is_const(e);
  if (e->kind == E_BINARY && is_compare(e->op) && e->type && e->type->kind == T_SCALAR) cnst = true;
  put_type_q(d, e->type, expr_form(e), cnst);
}

/* The cast kind of a conversion between shapes/components. */
static const char *elem_cast_kind(ScalarKind from, ScalarKind to, bool vec) {
  bool fi = hl_sk_is_float(from), ti = hl_sk_is_float(to);
  const char *k;
  if (to == SK_BOOL) k = fi ? "FloatingToBoolean" : "IntegralToBoolean";
  else if (fi && ti) k = "FloatingCast";
  else if (fi) k = "FloatingToIntegral";
  else if (ti) k = "IntegralToFloating";
  else k = "IntegralCast";
  if (!vec) return k;
  if (!strcmp(k, "FloatingCast")) return "HLSLCC_FloatingCast";
  if (!strcmp(k, "FloatingToIntegral")) return "HLSLCC_FloatingToIntegral";
  if (!strcmp(k, "IntegralToFloating")) return "HLSLCC_IntegralToFloating";
  if (!strcmp(k, "IntegralCast")) return "HLSLCC_IntegralCast";
  if (!strcmp(k, "FloatingToBoolean")) return "HLSLCC_FloatingToBoolean";
  return "HLSLCC_IntegralToBoolean";
}

static bool is_numeric(const HType *t) {
  return t && (t->kind == T_SCALAR || t->kind == T_VECTOR || t->kind == T_MATRIX);
}

/* One ImplicitCastExpr line. */
static DNode *cast_node(Dump *d, DNode *parent, const Expr *src, const HType *to, int form,
                        const char *kind, const void *key) {
  out(d, "ImplicitCastExpr 0x%llx", addr(d, key));
  put_range(d, expr_begin(src), expr_end(src));
  if (d->conv_canon && form == TY_WRITTEN) form = TY_CANON;
  if (form == TY_WRITTEN && to && to->kind == T_SCALAR && !d->conv_written) form = TY_CANON;
  put_type_q(d, to, form, d->conv_const);
  d->conv_const = d->conv_canon = d->conv_written = false;
  out(d, " <%s>", kind);
  return emit(d, parent);
}

/* An E_CONV: clang's ImplicitCastExpr chain (a shape change and a component
 * change are two casts: splats convert the scalar first, truncations
 * truncate first). */
static void dump_conv(Dump *d, DNode *parent, const Expr *e) {
  HlslCtx *c = d->c;
  const Expr *a = e->a;
  while (a && hl_expr_rare(a)->ast_orig) a = hl_expr_rare(a)->ast_orig; /* converts the operand as written */
  if (hl_expr_rare(e)->cast_written) {
    /* (T)a: clang's CStyleCastExpr (NoOp) over the implicit conversion */
    d->conv_const = d->conv_canon = d->conv_written = false;
    out(d, "CStyleCastExpr 0x%llx", addr(d, EKEY(e, EK_CAST)));
    put_range(d, hl_pos(hl_expr_loc(e)), e->end ? e->end : expr_end(a));
    put_type(d, e->type);
    out(d, " <NoOp>");
    parent = emit(d, parent);
    if (a && a->type && e->type && hl_type_equal(a->type, e->type)) {
      dump_expr(d, parent, a, true);
      return;
    }
  }
  const HType *from = a ? a->type : NULL, *to = e->type;
  if (!a || !from || !to) {
    if (a) dump_expr(d, parent, a, true);
    return;
  }
  HType plain;
  if (to->kind == T_STRUCT && to->tpl_written) { /* converted to the record itself, not S<args> */
    plain = *to;
    plain.tpl_written = false;
    to = &plain;
  }
  if (!is_numeric(from) || !is_numeric(to)) {
    const char *k = "NoOp";
    if (to->kind == T_STRUCT && from->kind == T_STRUCT && from->st != to->st) k = "HLSLDerivedToBase";
    else if (!hl_type_equal(from, to) && to->kind != T_RESOURCE) k = "FlatConversion";
    DNode *n = cast_node(d, parent, a, to, TY_WRITTEN, k, e);
    dump_expr(d, n, a, true);
    return;
  }
  uint32_t fn = hl_components(from), tn = hl_components(to);
  bool fsc = from->kind == T_SCALAR, tsc = to->kind == T_SCALAR;
  bool esame = hl_sk_concrete(from->sk) == hl_sk_concrete(to->sk) && from->sk == to->sk;
  bool lit_same = hl_sk_concrete(from->sk) == to->sk && hl_sk_is_literal(from->sk);
  if (lit_same) esame = false;
  if (fsc && !tsc) {
    /* splat: convert the scalar, then HLSLVectorSplat / HLSLMatrixSplat */
    DNode *n = cast_node(d, parent, a, to, TY_TEMPLATE, to->kind == T_MATRIX ? "HLSLMatrixSplat" : "HLSLVectorSplat", e);
    if (!esame) {
      HType *es = hl_scalar(c, to->sk);
      n = cast_node(d, n, a, es, TY_CANON, elem_cast_kind(from->sk, to->sk, false), a->type);
    }
    dump_expr(d, n, a, true);
    return;
  }
  DNode *n = parent;
  const HType *mid = from;
  if (!esame) {
    /* the component conversion is outermost */
    n = cast_node(d, n, a, to, tsc ? TY_WRITTEN : TY_CANON, elem_cast_kind(from->sk, to->sk, !tsc), e);
    mid = hl_with_sk(c, to, from->sk);
  }
  if (fn != tn || from->kind != to->kind) {
    if (tsc) {
      /* vector -> scalar: truncate to one component, then to the scalar */
      const char *k = from->kind == T_MATRIX ? "HLSLMatrixToScalarCast" : "HLSLVectorToScalarCast";
      n = cast_node(d, n, a, hl_scalar(c, from->sk), TY_CANON, k, esame ? (const void *)e : EKEY(e, EK_CV));
      if (fn > 1 && from->kind == T_VECTOR)
        n = cast_node(d, n, a, hl_vector(c, from->sk, 1), TY_TEMPLATE, "HLSLVectorTruncationCast", EKEY(e, EK_SWZ));
    } else {
      const char *k = "HLSLVectorTruncationCast";
      if (from->kind == T_MATRIX && to->kind == T_MATRIX) k = "HLSLMatrixTruncationCast";
      else if (from->kind == T_MATRIX) k = "HLSLMatrixToVectorCast";
      else if (to->kind == T_MATRIX) k = "HLSLVectorToMatrixCast";
      const HType *shape = hl_with_sk(c, to, from->sk);
      n = cast_node(d, n, a, shape, TY_TEMPLATE, k, esame ? (const void *)e : EKEY(e, EK_CV));
    }
  } else if (esame) {
    n = cast_node(d, n, a, to, TY_WRITTEN, "NoOp", e);
  }
  (void)mid;
  dump_expr(d, n, a, true);
}

/* The DeclRefExpr of a user function and its decay (callee of a CallExpr). */
static void dump_callee_user(Dump *d, DNode *parent, const Expr *e, const Decl *f) {
  StrBuf ft = sb_new(d->c->arena);
  func_type_text(d, &ft, f);
  const char *fts = ft.data ? ft.data : "";
  /* "float (float)" -> "float (*)(float)" */
  const char *sp = strstr(fts, " (");
  out(d, "ImplicitCastExpr 0x%llx", addr(d, EKEY(e, EK_FVAL)));
  put_range(d, hl_pos(hl_expr_loc(e)), 0);
  if (sp) out(d, " '%.*s (*)%s' <FunctionToPointerDecay>", (int)(sp - fts), fts, sp + 1);
  else out(d, " '%s' <FunctionToPointerDecay>", fts);
  DNode *n = emit(d, parent);
  out(d, "DeclRefExpr 0x%llx", addr(d, EKEY(e, EK_IVAL)));
  put_range(d, hl_pos(hl_expr_loc(e)), 0);
  out(d, " '%s' lvalue Function 0x%llx '%s' '%s'", fts, addr(d, f), func_name(f), fts);
  if (hl_decl_rare(f)->tpl_of) out(d, " (FunctionTemplate 0x%llx '%s')", addr(d, hl_decl_rare(f)->tpl_of), func_name(f));
  emit(d, n);
  sb_free(&ft);
}

/* The DeclRefExpr of an intrinsic (DXC declares one function per overload). */
static void dump_callee_intrin(Dump *d, DNode *parent, const Expr *e) {
  StrBuf ft = sb_new(d->c->arena);
  canon_into(d, &ft, e->type);
  sb_puts(&ft, " (");
  for (uint32_t i = 0; i < e->nargs; i++) {
    if (i) sb_puts(&ft, ", ");
    canon_into(d, &ft, e->args[i]->type);
    if (sema_intrin_param_out(e->name, e->nargs, i)) sb_puts(&ft, " &");
  }
  sb_putc(&ft, ')');
  const char *fts = ft.data ? ft.data : "";
  const char *sp = strstr(fts, " (");
  out(d, "ImplicitCastExpr 0x%llx", addr(d, EKEY(e, EK_FVAL)));
  put_range(d, hl_pos(hl_expr_loc(e)), 0);
  if (sp) out(d, " '%.*s (*)%s' <FunctionToPointerDecay>", (int)(sp - fts), fts, sp + 1);
  DNode *n = emit(d, parent);
  out(d, "DeclRefExpr 0x%llx", addr(d, EKEY(e, EK_IVAL)));
  put_range(d, hl_pos(hl_expr_loc(e)), 0);
  out(d, " '%s' lvalue Function 0x%llx '%s' '%s'", fts, addr(d, e->name), hl_unqualified(e->name), fts);
  emit(d, n);
  sb_free(&ft);
}

/* obj[index] on a vector, matrix or resource: clang calls operator[]. */
static void dump_subscript_call(Dump *d, DNode *parent, const Expr *e) {
  HlslCtx *c = d->c;
  const HType *bt = e->a->type;
  bool ro = bt->kind == T_RESOURCE ? !hl_res_is_uav(bt->rk) : expr_is_const(e->a);
  bool resource = bt->kind == T_RESOURCE;
  out(d, "CXXOperatorCallExpr 0x%llx", addr(d, e));
  put_range(d, expr_begin(e), expr_end(e));
  put_type_q(d, e->type, expr_form(e), resource && ro);
  if (e->lvalue || resource) out(d, " lvalue");
  DNode *n = emit(d, parent);
  StrBuf rt = sb_new(d->c->arena), it = sb_new(d->c->arena);
  if (e->type && (e->type->kind == T_VECTOR || e->type->kind == T_MATRIX)) canon_into(d, &rt, e->type);
  else written_into(d, &rt, e->type);
  const HType *ixt = e->b ? e->b->type : hl_scalar(c, SK_UINT);
  if (ixt && ixt->kind == T_VECTOR) /* DXC spells the coordinate type vector<uint, N> */
    sb_printf(&it, "vector<%s, %u>", scalar_written(ixt->sk), ixt->n);
  else
    canon_into(d, &it, ixt);
  const char *r = rt.data ? rt.data : "", *ix = it.data ? it.data : "";
  const char *cq = resource || bt->kind == T_MATRIX ? " const" : "";
  const char *rq = resource && ro ? "const " : "";
  out(d, "ImplicitCastExpr 0x%llx", addr(d, EKEY(e, EK_FVAL)));
  put_range(d, hl_pos(hl_expr_loc(e)), e->end);
  out(d, " '%s%s &(*)(%s)%s' <FunctionToPointerDecay>", rq, r, ix, cq);
  DNode *m = emit(d, n);
  out(d, "DeclRefExpr 0x%llx", addr(d, EKEY(e, EK_IVAL)));
  put_range(d, hl_pos(hl_expr_loc(e)), e->end);
  out(d, " '%s%s &(%s)%s' lvalue CXXMethod 0x%llx 'operator[]' '%s%s &(%s)%s'", rq, r, ix, cq,
      addr(d, bt), rq, r, ix, cq);
  emit(d, m);
  if (resource) {
    /* the object as const */
    out(d, "ImplicitCastExpr 0x%llx", addr(d, EKEY(e, EK_CV)));
    put_range(d, expr_begin(e->a), expr_end(e->a));
    put_type_q(d, bt, TY_CANON, true);
    out(d, " lvalue <NoOp>");
    DNode *o = emit(d, n);
    dump_expr(d, o, e->a, false);
  } else {
    dump_expr(d, n, e->a, false);
  }
  if (e->b) {
    d->conv_canon = e->b->kind == E_CONV;
    dump_expr(d, n, e->b, true);
    d->conv_canon = false;
  }
  sb_free(&rt);
  sb_free(&it);
}

/* The scalar leaf number k of an aggregate (structs and arrays flattened). */
static const HType *leaf_type(const HType *t, uint32_t k) {
  while (t) {
    if (t->kind == T_ARRAY) {
      uint32_t n = hl_leaf_count(t->elem);
      if (!n) return NULL;
      k %= n;
      t = t->elem;
    } else if (t->kind == T_STRUCT && t->st) {
      const HType *next = NULL;
      for (uint32_t i = 0; i < t->st->nfields; i++) {
        uint32_t n = hl_leaf_count(t->st->fields[i].type);
        if (k < n) {
          next = t->st->fields[i].type;
          break;
        }
        k -= n;
      }
      t = next;
    } else {
      return t;
    }
  }
  return NULL;
}

static void put_int_value(Dump *d, const Expr *e) {
  ScalarKind sk = e->type ? e->type->sk : SK_LIT_INT;
  if (hl_sk_is_signed(sk) || sk == SK_LIT_INT) out(d, " %lld", (long long)e->ival);
  else out(d, " %llu", (unsigned long long)e->ival);
}

static const char *swizzle_text(Dump *d, const Expr *e, char *buf, size_t n) {
  if (e->name && e->name[0]) return e->name;
  static const char xyzw[] = "xyzw";
  size_t k = 0;
  for (uint32_t i = 0; i < e->nswz && k + 1 < n; i++) buf[k++] = xyzw[e->swz[i] & 3];
  buf[k] = 0;
  (void)d;
  return buf;
}

/* The parameters from `from` on that a call leaves to their default
 * arguments: clang's CXXDefaultArgExpr (no location; the parameter's type). */
static void dump_default_args(Dump *d, DNode *parent, const Decl *f, uint32_t from) {
  for (uint32_t i = from; i < f->nparams; i++) {
    const Decl *p = f->params[i];
    if (!p->init) break;
    const void *key = arena_alloc(d->c->arena, 1); /* a node of its own at each call */
    out(d, "CXXDefaultArgExpr 0x%llx <<invalid sloc>>", addr(d, key ? key : (const void *)&p->init));
    put_type(d, p->type); /* the parameter's type without const */
    emit(d, parent);
  }
}

static void dump_call(Dump *d, DNode *parent, const Expr *e) {
  const Decl *f = e->decl;
  if (f && f->method_of && f->nparams && f->params[0]->is_this && e->nargs) {
    /* obj.m(args) */
    out(d, "CXXMemberCallExpr 0x%llx", addr(d, e));
    put_range(d, expr_begin(e), expr_end(e));
    put_expr_type(d, e);
    DNode *n = emit(d, parent);
    const Expr *obj = e->args[0];
    out(d, "MemberExpr 0x%llx", addr(d, EKEY(e, EK_FVAL)));
    put_range(d, expr_begin(obj), hl_pos(hl_expr_loc(e)));
    out(d, " '<bound member function type>' .%s 0x%llx", func_name(f), addr(d, f));
    DNode *m = emit(d, n);
    dump_expr(d, m, obj, false);
    for (uint32_t i = 1; i < e->nargs; i++)
      dump_expr(d, n, e->args[i], !(i < f->nparams && out_form(f->params[i]) == 1));
    dump_default_args(d, n, f, e->nargs);
    return;
  }
  out(d, "CallExpr 0x%llx", addr(d, e));
  put_range(d, expr_begin(e), expr_end(e));
  put_expr_type(d, e);
  DNode *n = emit(d, parent);
  if (f) dump_callee_user(d, n, e, f);
  else dump_callee_intrin(d, n, e);
  uint32_t off = f && f->nparams && f->params[0]->is_this ? 1 : 0;
  for (uint32_t i = 0; i < e->nargs; i++) {
    /* a struct, array or object out argument is copied (not bound to a reference) */
    bool out_arg = f ? (i + off < f->nparams && out_form(f->params[i + off]) == 1)
                     : sema_intrin_param_out(e->name, e->nargs, i);
    d->conv_canon = !f && e->args[i]->kind == E_CONV;
    d->conv_written = f && e->args[i]->kind == E_CONV;
    dump_expr(d, n, e->args[i], !out_arg);
    d->conv_canon = d->conv_written = false;
  }
  if (f) dump_default_args(d, n, f, e->nargs);
}

/* Is an operand's type spelled as written (so a conversion of the other
 * operand to it is too)? */
static bool operand_written(const Expr *e) {
  return e->kind != E_CONV && expr_form(e) == TY_WRITTEN;
}

static void dump_expr(Dump *d, DNode *parent, const Expr *e, bool rvalue) {
  if (!e) {
    null_child(d, parent);
    return;
  }
  while (hl_expr_rare(e)->ast_orig) e = hl_expr_rare(e)->ast_orig; /* as written, not as sema computes it */
  if (rvalue && is_lvalue(e)) {
    out(d, "ImplicitCastExpr 0x%llx", addr(d, EKEY(e, EK_HAS_CONST)));
    put_range(d, expr_begin(e), expr_end(e));
    bool kc = (e->type && e->type->kind == T_ARRAY) || d->keep_const;
    d->keep_const = false;
    if (e->kind == E_NAME && e->decl && (e->decl->quals & Q_GROUPSHARED)) put_var_type(d, e->decl);
    else if (e->type && e->type->kind == T_ARRAY && expr_restrict(e)) { /* clang keeps it here */
      StrBuf w = sb_new(d->c->arena);
      restrict_into(d, &w, e->type, false);
      out(d, " '%s'", w.data ? w.data : "");
      sb_free(&w);
    } else put_type_q(d, e->type, expr_form(e), kc && expr_is_const(e));
    out(d, " <LValueToRValue>");
    parent = emit(d, parent);
  }
  /* parentheses, outermost first */
  for (uint32_t k = hl_expr_rare(e)->nparen; k > 0; k--) {
    uint32_t in = k - 1; /* pairs inside this one: assume they are adjacent */
    out(d, "ParenExpr 0x%llx", addr(d, EKEY(e, k == hl_expr_rare(e)->nparen ? EK_PAREN : EK_PAREN_IN)));
    put_range(d, hl_expr_rare(e)->lparen + (hl_expr_rare(e)->nparen - k), hl_expr_rare(e)->rparen - (hl_expr_rare(e)->nparen - k));
    put_expr_type(d, e);
    if (is_lvalue(e)) out(d, " lvalue");
    (void)in;
    parent = emit(d, parent);
  }
  HlPos b = inner_begin(e), en = inner_end(e);
  switch (e->kind) {
  case E_INT:
    if (hl_expr_rare(e)->tparam) { /* a non-type template parameter's value in an instance */
      out(d, "SubstNonTypeTemplateParmExpr 0x%llx", addr(d, EKEY(e, EK_TPARAM)));
      put_range(d, b, en);
      put_type_q(d, e->type, TY_CANON, false);
      parent = emit(d, parent);
    }
    out(d, "IntegerLiteral 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type_q(d, e->type, TY_CANON, false);
    put_int_value(d, e);
    emit(d, parent);
    return;
  case E_FLOAT:
    out(d, "FloatingLiteral 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type_q(d, e->type, TY_CANON, false);
    out(d, " %e", e->fval);
    emit(d, parent);
    return;
  case E_BOOL:
    out(d, "CXXBoolLiteralExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    out(d, " 'bool' %s", e->ival ? "true" : "false");
    emit(d, parent);
    return;
  case E_STRING:
    out(d, "StringLiteral 0x%llx", addr(d, e));
    put_range(d, b, en);
    out(d, " 'literal string' lvalue \"%s\"", e->name ? e->name : "");
    emit(d, parent);
    return;
  case E_NAME: {
    const Decl *v = e->decl;
    if (v && v->is_this) {
      out(d, "CXXThisExpr 0x%llx", addr(d, e));
      put_range(d, b, en);
      put_type(d, e->type);
      out(d, " lvalue this");
      emit(d, parent);
      return;
    }
    out(d, "DeclRefExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    if (!v) {
      put_type(d, e->type);
      out(d, " '%s'", e->name ? e->name : "");
      emit(d, parent);
      return;
    }
    bool cn = decl_is_const(v) && !v->is_enumerator;
    if (v->is_enumerator) put_type(d, e->type);
    else if ((v->quals & (Q_GROUPSHARED | Q_ROW_MAJOR | Q_COL_MAJOR)) || out_form(v) == 2) put_var_type(d, v);
    else put_type_q(d, v->type, TY_WRITTEN, cn);
    if (!v->is_enumerator) out(d, " lvalue");
    const char *kind = v->is_enumerator ? "EnumConstant" : v->vk == VK_PARAM ? "ParmVar" : "Var";
    out(d, " %s 0x%llx '%s'", kind, addr(d, v), hl_unqualified(v->name));
    if (v->is_enumerator) put_type(d, e->type);
    else put_var_type(d, v);
    emit(d, parent);
    return;
  }
  case E_UNARY:
    out(d, "UnaryOperator 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_expr_type(d, e);
    out(d, " prefix '%s'", op_spelling(e->op));
    dump_expr(d, emit(d, parent), e->a, true);
    return;
  case E_INCDEC:
    out(d, "UnaryOperator 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_expr_type(d, e);
    out(d, "%s %s '%s'", e->prefix ? " lvalue" : "", e->prefix ? "prefix" : "postfix",
        e->op == OP_ADD ? "++" : "--");
    dump_expr(d, emit(d, parent), e->a, false);
    return;
  case E_BINARY: case E_COMMA: {
    out(d, "BinaryOperator 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_expr_type(d, e);
    out(d, " '%s'", e->kind == E_COMMA ? "," : op_spelling(e->op));
    DNode *n = emit(d, parent);
    /* an operand converted to the other's type is spelled like that one */
    /* (a converted left operand gets the computed, canonical type) */
    dump_expr(d, n, e->a, e->kind != E_COMMA);
    d->conv_written = e->b && e->b->kind == E_CONV && e->a && operand_written(e->a);
    dump_expr(d, n, e->b, e->kind != E_COMMA);
    d->conv_written = false;
    return;
  }
  case E_ASSIGN: {
    DNode *n;
    if (e->op == OP_NONE) {
      out(d, "BinaryOperator 0x%llx", addr(d, e));
      put_range(d, b, en);
      put_expr_type(d, e);
      out(d, " '='");
    } else {
      out(d, "CompoundAssignOperator 0x%llx", addr(d, e));
      put_range(d, b, en);
      put_expr_type(d, e);
      out(d, " lvalue '%s='", op_spelling(e->op));
      StrBuf t = sb_new(d->c->arena);
      type_text(d, &t, e->type, false);
      if (type_is_sugar(e->type)) {
        StrBuf t2 = sb_new(d->c->arena);
        type_text(d, &t2, e->type, true);
        out(d, " ComputeLHSTy='%s':'%s' ComputeResultTy='%s':'%s'", t.data ? t.data : "",
            t2.data ? t2.data : "", t.data ? t.data : "", t2.data ? t2.data : "");
        sb_free(&t2);
      } else {
        out(d, " ComputeLHSTy='%s' ComputeResultTy='%s'", t.data ? t.data : "", t.data ? t.data : "");
      }
      sb_free(&t);
    }
    n = emit(d, parent);
    dump_expr(d, n, e->a, false);
    d->conv_written = e->b && e->b->kind == E_CONV;
    dump_expr(d, n, e->b, true);
    d->conv_written = false;
    return;
  }
  case E_COND: {
    out(d, "ConditionalOperator 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_expr_type(d, e);
    DNode *n = emit(d, parent);
    dump_expr(d, n, e->a, true);
    dump_expr(d, n, e->b, true);
    dump_expr(d, n, hl_expr_c(e), true);
    return;
  }
  case E_CALL:
    dump_call(d, parent, e);
    return;
  case E_METHOD: {
    /* a method of a built-in object (resources, streams, ...) */
    out(d, "CXXMemberCallExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type_q(d, e->type, TY_CANON, false);
    DNode *n = emit(d, parent);
    out(d, "MemberExpr 0x%llx", addr(d, EKEY(e, EK_FVAL)));
    put_range(d, e->a ? expr_begin(e->a) : b, hl_pos(hl_expr_loc(e)));
    out(d, " '<bound member function type>' .%s 0x%llx", e->name ? e->name : "",
        addr(d, e->name));
    DNode *m = emit(d, n);
    dump_expr(d, m, e->a, false);
    for (uint32_t i = 0; i < e->nargs; i++) {
      d->conv_canon = e->args[i]->kind == E_CONV;
      dump_expr(d, n, e->args[i], !(e->name && sema_intrin_param_out(e->name, e->nargs, i)));
      d->conv_canon = false;
    }
    return;
  }
  case E_INDEX:
    if (e->a && e->a->type && e->a->type->kind != T_ARRAY) {
      dump_subscript_call(d, parent, e);
      return;
    }
    out(d, "ArraySubscriptExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_expr_type(d, e);
    if (e->lvalue) out(d, " lvalue");
    {
      DNode *n = emit(d, parent);
      dump_expr(d, n, e->a, true);
      const Expr *ix = e->b;
      /* clang indexes arrays with the literal itself */
      if (ix && ix->kind == E_CONV && !hl_expr_rare(ix)->cast_written && !hl_expr_rare(ix)->nparen && ix->a && ix->a->type &&
          ix->a->type->kind == T_SCALAR && hl_sk_is_literal(ix->a->type->sk))
        ix = ix->a;
      dump_expr(d, n, ix, true);
    }
    return;
  case E_MEMBER: {
    const HType *st = e->a ? e->a->type : NULL;
    const Field *f = st && st->kind == T_STRUCT && st->st && e->field < st->st->nfields ? &st->st->fields[e->field] : NULL;
    if (f && f->is_base && !hl_expr_rare(e)->bitfield) {
      /* the base subobject: clang's derived-to-base conversion */
      StrBuf bn = sb_new(d->c->arena);
      written_into(d, &bn, e->type);
      out(d, "ImplicitCastExpr 0x%llx", addr(d, e));
      put_range(d, b, en);
      put_expr_type(d, e);
      if (e->lvalue) out(d, " lvalue");
      out(d, " <UncheckedDerivedToBase (%s)>", bn.data ? bn.data : "");
      sb_free(&bn);
      dump_expr(d, emit(d, parent), e->a, false);
      return;
    }
    out(d, "MemberExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_expr_type(d, e);
    if (e->lvalue) out(d, " lvalue");
    out(d, " .%s 0x%llx", hl_expr_rare(e)->bitfield ? hl_expr_rare(e)->bitfield->name : e->name ? e->name : "",
        addr(d, hl_expr_rare(e)->bitfield ? (const void *)hl_expr_rare(e)->bitfield : (const void *)f));
    dump_expr(d, emit(d, parent), e->a, false);
    return;
  }
  case E_SWIZZLE: {
    char buf[40];
    bool mat = e->a && e->a->type && e->a->type->kind == T_MATRIX;
    out(d, "%s 0x%llx", mat ? "ExtMatrixElementExpr" : "HLSLVectorElementExpr", addr(d, e));
    put_range(d, b, en);
    put_type_q(d, e->type, expr_form(e), expr_is_const(e->a));
    if (e->lvalue) out(d, " lvalue");
    out(d, " vectorcomponent %s", swizzle_text(d, e, buf, sizeof buf));
    dump_expr(d, emit(d, parent), e->a, false);
    return;
  }
  case E_CAST: {
    out(d, "CStyleCastExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type(d, e->type);
    out(d, " <NoOp>");
    DNode *n = emit(d, parent);
    const Expr *a = e->a;
    if (a && a->kind == E_CONV) dump_conv(d, n, a);
    else dump_expr(d, n, a, true);
    return;
  }
  case E_CONSTRUCT: {
    StrBuf t = sb_new(d->c->arena);
    written_into(d, &t, e->ty ? e->ty : e->type);
    out(d, "CXXFunctionalCastExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type(d, e->type);
    out(d, " functional cast to %s <NoOp>", t.data ? t.data : "");
    sb_free(&t);
    DNode *n = emit(d, parent);
    if (e->nargs == 1 && e->args[0]->kind == E_CONV) {
      dump_conv(d, n, e->args[0]);
      return;
    }
    out(d, "InitListExpr 0x%llx", addr(d, EKEY(e, EK_FVAL)));
    /* from the '(' after the type name to the ')' */
    HlPos lp = e->nargs ? expr_begin(e->args[0]) - 1 : en - 1;
    put_range(d, lp, en);
    put_type(d, e->type);
    DNode *l = emit(d, n);
    for (uint32_t i = 0; i < e->nargs; i++) {
      d->keep_const = e->args[i]->kind != E_CONV;
      dump_expr(d, l, e->args[i], true);
      d->keep_const = false;
    }
    return;
  }
  case E_INIT_LIST: {
    out(d, "InitListExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type(d, e->type);
    DNode *n = emit(d, parent);
    /* clang converts literal elements to the type of the leaf they initialize */
    uint32_t leaf = 0;
    for (uint32_t i = 0; i < e->nargs; i++) {
      const Expr *x = e->args[i];
      const HType *et = leaf_type(e->type, leaf);
      leaf += x->type ? (hl_leaf_count(x->type) ? hl_leaf_count(x->type) : 1) : 1;
      if (et && is_numeric(et) && x->type && x->type->kind == T_SCALAR && hl_sk_is_literal(x->type->sk)) {
        HType *to = hl_scalar(d->c, et->sk);
        DNode *cn = cast_node(d, n, x, to, TY_CANON, elem_cast_kind(x->type->sk, et->sk, false), EKEY(x, EK_CV));
        dump_expr(d, cn, x, true);
      } else {
        d->keep_const = x->kind != E_CONV;
        dump_expr(d, n, x, true);
        d->keep_const = false;
      }
    }
    return;
  }
  case E_CONV:
    dump_conv(d, parent, e);
    return;
  case E_SIZEOF:
    out(d, "UnaryExprOrTypeTraitExpr 0x%llx", addr(d, e));
    put_range(d, b, en);
    put_type_q(d, e->type, TY_CANON, false);
    out(d, " sizeof");
    if (e->ty) {
      put_type(d, e->ty);
      emit(d, parent);
    } else {
      dump_expr(d, emit(d, parent), e->a, false);
    }
    return;
  }
}

/* ---- statements --------------------------------------------------------------- */

static void dump_stmt(Dump *d, DNode *parent, const Stmt *s);
static void dump_decl(Dump *d, DNode *parent, Decl *x);

static HlPos stmt_begin(const Stmt *s) {
  if (s->kind == S_EXPR && s->e) return expr_begin(s->e);
  return hl_pos(s->loc);
}

static HlPos stmt_end(const Stmt *s) {
  if (s->kind == S_EXPR && s->e) return expr_end(s->e);
  return hl_pos(s->end.line ? s->end : s->loc);
}

/* An implicit attribute node "Kind 0x... <at>" (key: its address). */
static void attr_node(Dump *d, DNode *parent, const char *kind, const void *key, HlPos at) {
  out(d, "%s 0x%llx", kind, addr(d, key));
  put_range(d, at, 0);
  emit(d, parent);
}

/* "KindStmt 0x... <range>" opened as a node under parent. */
static DNode *stmt_node(Dump *d, DNode *parent, const char *kind, const Stmt *s, HlPos b, HlPos e) {
  out(d, "%s 0x%llx", kind, addr(d, s));
  put_range(d, b, e);
  return emit(d, parent);
}

/* The attribute of a statement, as DXC names it. */
static void dump_stmt_attr(Dump *d, DNode *parent, const Attr *a) {
  const char *n = a->name;
  const char *kind = NULL;
  if (!strcasecmp(n, "unroll")) kind = "HLSLUnrollAttr";
  else if (!strcasecmp(n, "loop")) kind = "HLSLLoopAttr";
  else if (!strcasecmp(n, "fastopt")) kind = "HLSLFastOptAttr";
  else if (!strcasecmp(n, "allow_uav_condition")) kind = "HLSLAllowUAVConditionAttr";
  else if (!strcasecmp(n, "branch")) kind = "HLSLBranchAttr";
  else if (!strcasecmp(n, "flatten")) kind = "HLSLFlattenAttr";
  else if (!strcasecmp(n, "forcecase")) kind = "HLSLForceCaseAttr";
  else if (!strcasecmp(n, "call")) kind = "HLSLCallAttr";
  out(d, "%s 0x%llx", kind ? kind : n, addr(d, a));
  put_range(d, hl_pos(a->loc), a->end);
  if (kind && !strcmp(kind, "HLSLUnrollAttr"))
    out(d, " %llu", a->nargs && a->args[0]->kind == E_INT ? (unsigned long long)a->args[0]->ival : 0ull);
  emit(d, parent);
}

/* Statements of a block from index i: a case/default label takes the next
 * statement as its sub-statement (clang nests them). Returns the next index. */
static uint32_t dump_block_item(Dump *d, DNode *parent, Stmt **v, uint32_t n, uint32_t i) {
  const Stmt *s = v[i];
  if (s->kind != S_CASE && s->kind != S_DEFAULT) {
    dump_stmt(d, parent, s);
    return i + 1;
  }
  /* the range ends with the sub-statement's */
  uint32_t j = i;
  while (j + 1 < n && (v[j]->kind == S_CASE || v[j]->kind == S_DEFAULT)) j++;
  HlPos end = j > i || j + 1 <= n ? 0 : 0;
  if (j < n && v[j]->kind != S_CASE && v[j]->kind != S_DEFAULT) end = stmt_end(v[j]);
  else end = stmt_end(v[j]);
  bool has_sub = i + 1 < n;
  if (has_sub && (v[i + 1]->kind == S_CASE || v[i + 1]->kind == S_DEFAULT)) {
    /* nested labels: the inner label's range */
  }
  const Stmt *sub = has_sub ? v[i + 1] : NULL;
  if (s->kind == S_CASE) {
    out(d, "CaseStmt 0x%llx", addr(d, s));
    put_range(d, hl_pos(s->loc), sub ? end : stmt_end(s));
    DNode *c = emit(d, parent);
    d->conv_written = d->case_written && s->e && s->e->kind == E_CONV;
    dump_expr(d, c, s->e, true);
    d->conv_written = false;
    null_child(d, c);
    if (sub) return dump_block_item(d, c, v, n, i + 1);
    null_child(d, c);
    return i + 1;
  }
  out(d, "DefaultStmt 0x%llx", addr(d, s));
  put_range(d, hl_pos(s->loc), sub ? end : stmt_end(s));
  DNode *c = emit(d, parent);
  if (sub) return dump_block_item(d, c, v, n, i + 1);
  null_child(d, c);
  return i + 1;
}

static void dump_stmt(Dump *d, DNode *parent, const Stmt *s) {
  if (!s) {
    null_child(d, parent);
    return;
  }
  if (s->nattrs) {
    out(d, "AttributedStmt 0x%llx", addr(d, &s->attrs));
    /* from the '[' before the first attribute's name */
    put_range(d, hl_pos(s->attrs[0].loc) - 1, stmt_end(s));
    parent = emit(d, parent);
    for (uint32_t i = 0; i < s->nattrs; i++) dump_stmt_attr(d, parent, &s->attrs[i]);
  }
  HlPos b = stmt_begin(s), e = stmt_end(s);
  switch (s->kind) {
  case S_EMPTY:
    out(d, "NullStmt 0x%llx", addr(d, s));
    put_range(d, b, 0);
    emit(d, parent);
    return;
  case S_EXPR:
    dump_expr(d, parent, s->e, false);
    return;
  case S_DECL: {
    DNode *n = stmt_node(d, parent, "DeclStmt", s, b, e);
    for (uint32_t i = 0; i < s->ndecls; i++) dump_decl(d, n, s->decls[i]);
    return;
  }
  case S_BLOCK: {
    DNode *n = stmt_node(d, parent, "CompoundStmt", s, b, e);
    for (uint32_t i = 0; i < s->nstmts;) i = dump_block_item(d, n, s->stmts, s->nstmts, i);
    return;
  }
  case S_IF: {
    DNode *n = stmt_node(d, parent, "IfStmt", s, b, e);
    null_child(d, n);
    dump_expr(d, n, s->e, true);
    dump_stmt(d, n, s->body);
    dump_stmt(d, n, s->els);
    return;
  }
  case S_FOR: {
    DNode *n = stmt_node(d, parent, "ForStmt", s, b, e);
    dump_stmt(d, n, s->init);
    null_child(d, n);
    dump_expr(d, n, s->e, true);
    dump_expr(d, n, s->step, false);
    dump_stmt(d, n, s->body);
    return;
  }
  case S_WHILE: {
    DNode *n = stmt_node(d, parent, "WhileStmt", s, b, e);
    null_child(d, n);
    dump_expr(d, n, s->e, true);
    dump_stmt(d, n, s->body);
    return;
  }
  case S_DO: {
    DNode *n = stmt_node(d, parent, "DoStmt", s, b, e);
    dump_stmt(d, n, s->body);
    dump_expr(d, n, s->e, true);
    return;
  }
  case S_SWITCH: {
    DNode *n = stmt_node(d, parent, "SwitchStmt", s, b, e);
    null_child(d, n);
    dump_expr(d, n, s->e, true);
    bool saved = d->case_written;
    d->case_written = s->e && operand_written(s->e);
    dump_stmt(d, n, s->body);
    d->case_written = saved;
    return;
  }
  case S_CASE: case S_DEFAULT: {
    Stmt *one[1] = {(Stmt *)s};
    dump_block_item(d, parent, one, 1, 0);
    return;
  }
  case S_BREAK: case S_CONTINUE: case S_DISCARD:
    out(d, "%s 0x%llx", s->kind == S_BREAK ? "BreakStmt" : s->kind == S_CONTINUE ? "ContinueStmt" : "DiscardStmt",
        addr(d, s));
    put_range(d, b, 0);
    emit(d, parent);
    return;
  case S_RETURN: {
    DNode *n = stmt_node(d, parent, "ReturnStmt", s, b, e);
    if (s->e) dump_expr(d, n, s->e, true);
    return;
  }
  }
}

/* ---- declarations ----------------------------------------------------------- */

/* " <begin, end> col:N" of a declaration (range, then its name's location). */
static void put_decl_head(Dump *d, HlPos b, HlPos e, SrcLoc name) {
  put_range(d, b, e);
  out(d, " ");
  put_loc(d, hl_pos(name));
}

static void dump_semantic(Dump *d, DNode *parent, const char *sem, HlPos at, const void *key) {
  if (!sem) return;
  out(d, "SemanticDecl 0x%llx", addr(d, key));
  put_range(d, at, 0);
  out(d, " \"%s\"", sem);
  emit(d, parent);
}

static void dump_registers(Dump *d, DNode *parent, const Decl *v) {
  for (uint32_t i = 0; i < hl_decl_rare(v)->nregs; i++) {
    const RegSpec *r = &hl_decl_rare(v)->regs[i];
    out(d, "RegisterAssignment 0x%llx", addr(d, r));
    put_range(d, hl_pos(r->loc), 0);
    out(d, " register(");
    if (r->profile) out(d, "%s, ", r->profile);
    if (r->cls) out(d, "%c%u", r->cls, r->index + r->offset);
    if (r->has_space) out(d, "%sspace%u", r->cls ? ", " : "", r->space);
    out(d, ")");
    emit(d, parent);
  }
  if (hl_decl_rare(v)->packoffset) {
    static const char xyzw[] = "xyzw";
    out(d, "ConstantPacking 0x%llx", addr(d, &hl_decl_rare(v)->pack_off) /* a key of its own (pack_loc is in v->rare) */);
    put_range(d, hl_pos(hl_decl_rare(v)->pack_loc), 0);
    out(d, " packoffset(c%u.%c)", hl_decl_rare(v)->pack_off / 16, xyzw[v->pack_comp & 3]);
    emit(d, parent);
  }
}

/* HLSL keywords clang keeps as attributes of a declaration. */
static void dump_qual_attrs(Dump *d, DNode *parent, const Decl *v) {
  HlPos at = v->begin;
  if (v->kind == D_VAR && v->vk == VK_PARAM && !v->is_this) {
    const char *k = (v->quals & Q_IN) && (v->quals & Q_OUT) ? "HLSLInOutAttr"
                  : (v->quals & Q_OUT) ? "HLSLOutAttr" : (v->quals & Q_IN) ? "HLSLInAttr" : NULL;
    if (k) attr_node(d, parent, k, &v->quals, at);
  }
  /* distinct fields of v stand for distinct attribute nodes (addresses) */
  if (v->quals & Q_GROUPSHARED) attr_node(d, parent, "HLSLGroupSharedAttr", &v->quals, at);
  if (v->quals & Q_PRECISE) attr_node(d, parent, "HLSLPreciseAttr", &v->pack_comp, at);
  if (v->quals & Q_GLOBALLYCOHERENT) attr_node(d, parent, "HLSLGloballyCoherentAttr", &v->folded, at);
  if (v->quals & Q_REORDERCOHERENT) attr_node(d, parent, "HLSLReorderCoherentAttr", &v->folded, at);
}

static void dump_func_attr(Dump *d, DNode *parent, const Attr *a);

static void dump_var(Dump *d, DNode *parent, Decl *v, const char *kind, const Decl *buf) {
  out(d, "%s 0x%llx", kind, addr(d, v));
  if (buf) out(d, " parent %s 0x%llx", hl_decl_rare(buf)->is_tbuffer ? "tbuffer" : "cbuffer", addr(d, buf));
  put_decl_head(d, v->begin, v->end, v->loc);
  put_use(d, v);
  out(d, " %s", hl_unqualified(v->name));
  bool cnst = decl_is_const(v);
  put_var_type(d, v);
  if (v->quals & Q_STATIC && v->vk != VK_LOCAL) out(d, " static");
  else if (v->quals & Q_STATIC) out(d, " static");
  else if (v->quals & Q_EXTERN) out(d, " extern");
  if (v->init) out(d, " cinit"); /* a parameter's default argument too */
  DNode *n = emit(d, parent);
  if (v->init) {
    /* a default argument converts to the parameter's type without its const */
    d->conv_const = cnst && v->init->kind == E_CONV && v->vk != VK_PARAM;
    d->conv_written = v->init->kind == E_CONV;
    dump_expr(d, n, v->init, true);
    d->conv_const = d->conv_written = false;
  }
  dump_qual_attrs(d, n, v);
  if (v->vk == VK_PARAM) /* node shader parameters' attributes, last written first */
    for (uint32_t i = hl_decl_rare(v)->attrs.len; i-- > 0;) dump_func_attr(d, n, &hl_decl_rare(v)->attrs.data[i]);
  dump_registers(d, n, v);
  dump_semantic(d, n, v->semantic, v->sem_pos, &v->semantic);
}

static const char *dump_stage_name(ShaderStage st) {
  return stage_has_profile(st) ? stage_name(st) : NULL;
}

static void attr_args(Dump *d, const Attr *a) {
  for (uint32_t i = 0; i < a->nargs; i++) {
    const Expr *x = a->args[i];
    if (x->has_const) out(d, " %lld", (long long)hl_cv(x)->c[0].u);
    else if (x->kind == E_INT) out(d, " %lld", (long long)x->ival);
    else if (x->kind == E_STRING) out(d, " \"%s\"", x->name ? x->name : "");
    else if (x->kind == E_FLOAT) out(d, " %g", x->fval);
  }
}

/* Attributes of a function, as DXC names them. */
static void dump_func_attr(Dump *d, DNode *parent, const Attr *a) {
  static const struct { const char *hlsl, *clang; } names[] = {
    {"numthreads", "HLSLNumThreadsAttr"}, {"shader", "HLSLShaderAttr"},
    {"wavesize", "HLSLWaveSizeAttr"}, {"domain", "HLSLDomainAttr"},
    {"partitioning", "HLSLPartitioningAttr"}, {"outputtopology", "HLSLOutputTopologyAttr"},
    {"outputcontrolpoints", "HLSLOutputControlPointsAttr"}, {"patchconstantfunc", "HLSLPatchConstantFuncAttr"},
    {"maxtessfactor", "HLSLMaxTessFactorAttr"}, {"maxvertexcount", "HLSLMaxVertexCountAttr"},
    {"instance", "HLSLInstanceAttr"}, {"earlydepthstencil", "HLSLEarlyDepthStencilAttr"},
    {"clipplanes", "HLSLClipPlanesAttr"}, {"rootsignature", "HLSLRootSignatureAttr"},
    {"experimental", "HLSLExperimentalAttr"}, {"noinline", "NoInlineAttr"},
    /* work graphs */
    {"nodelaunch", "HLSLNodeLaunchAttr"}, {"nodeisprogramentry", "HLSLNodeIsProgramEntryAttr"},
    {"nodeid", "HLSLNodeIdAttr"}, {"nodelocalrootargumentstableindex", "HLSLNodeLocalRootArgumentsTableIndexAttr"},
    {"nodeshareinputof", "HLSLNodeShareInputOfAttr"}, {"nodemaxrecursiondepth", "HLSLNodeMaxRecursionDepthAttr"},
    {"nodedispatchgrid", "HLSLNodeDispatchGridAttr"}, {"nodemaxdispatchgrid", "HLSLNodeMaxDispatchGridAttr"},
    {"maxrecords", "HLSLMaxRecordsAttr"}, {"maxrecordssharedwith", "HLSLMaxRecordsSharedWithAttr"},
    {"nodearraysize", "HLSLNodeArraySizeAttr"}, {"allowsparsenodes", "HLSLAllowSparseNodesAttr"},
    {"unboundedsparsenodes", "HLSLUnboundedSparseNodesAttr"},
  };
  const char *kind = NULL;
  for (size_t i = 0; i < sizeof names / sizeof names[0] && !kind; i++)
    if (!strcasecmp(a->name, names[i].hlsl)) kind = names[i].clang;
  out(d, "%s 0x%llx", kind ? kind : a->name, addr(d, a));
  put_range(d, hl_pos(a->loc), a->end);
  if (kind && !strcmp(kind, "HLSLWaveSizeAttr")) {
    /* min, max, preferred: absent ones are 0 */
    long long v[3] = {0, 0, 0};
    for (uint32_t i = 0; i < a->nargs && i < 3; i++)
      v[i] = a->args[i]->has_const                                      ? (long long)hl_cv(a->args[i])->c[0].u
             : a->args[i]->kind == E_NAME || a->args[i]->kind == E_CALL ? 0 /* ival holds ns */
                                                                        : (long long)a->args[i]->ival;
    out(d, " %lld %lld %lld", v[0], v[1], v[2]);
  } else {
    attr_args(d, a);
    /* [NodeID("n")] / [NodeShareInputOf("n")]: the index defaults to 0;
     * [MaxRecordsSharedWith(o)] names a parameter */
    if (kind && (!strcmp(kind, "HLSLNodeIdAttr") || !strcmp(kind, "HLSLNodeShareInputOfAttr")) && a->nargs == 1)
      out(d, " 0");
    if (kind && !strcmp(kind, "HLSLMaxRecordsSharedWithAttr") && a->nargs == 1 && a->args[0]->kind == E_NAME)
      out(d, " %s", a->args[0]->name);
  }
  emit(d, parent);
}

static bool is_entry_func(Dump *d, const Decl *f) {
  return d->c->entry == f || (d->c->entry && d->c->entry->def == f) || (f->def && f->def == d->c->entry);
}

static void dump_template_args(Dump *d, DNode *parent, const TemplateInfo *ti, const TemplateArg *args) {
  for (uint32_t i = 0; i < ti->nparams; i++) {
    if (args[i].type) {
      StrBuf t = sb_new(d->c->arena);
      canon_into(d, &t, args[i].type);
      out(d, "TemplateArgument type '%s'", t.data ? t.data : "");
      sb_free(&t);
    } else {
      out(d, "TemplateArgument integral %lld", (long long)args[i].value);
    }
    emit(d, parent);
  }
}

static void dump_func(Dump *d, DNode *parent, Decl *f, bool method) {
  out(d, "%s 0x%llx", method ? "CXXMethodDecl" : "FunctionDecl", addr(d, f));
  put_decl_head(d, f->begin, f->end, f->loc);
  put_use(d, f);
  StrBuf ft = sb_new(d->c->arena);
  func_type_text(d, &ft, f);
  out(d, " %s '%s'", func_name(f), ft.data ? ft.data : "");
  sb_free(&ft);
  if (hl_decl_rare(f)->tpl_of) {
    /* a function template specialization: internal, but printed without
     * a storage class, its template arguments first */
  } else if (f->quals & Q_STATIC) {
    out(d, " static");
  } else if (f->quals & Q_EXTERN) {
    out(d, " extern");
  }
  if (f->quals & Q_INLINE) out(d, " inline");
  DNode *n = emit(d, parent);
  if (hl_decl_rare(f)->tpl_of) dump_template_args(d, n, hl_decl_rare(f)->tpl_of, hl_decl_rare(f)->tpl_args);
  for (uint32_t i = 0; i < f->nparams; i++)
    if (!f->params[i]->is_this) dump_var(d, n, f->params[i], "ParmVarDecl", NULL);
  if (f->body) dump_stmt(d, n, f->body);
  if ((f->quals & Q_EXPORT) && f->body) { /* `export` (written first: the declaration's start) */
    out(d, "HLSLExportAttr 0x%llx", addr(d, &f->begin_loc));
    put_range(d, hl_pos(f->begin_loc), 0);
    emit(d, n);
  }
  /* clang keeps a declaration's bracketed attributes last written first */
  for (uint32_t i = hl_decl_rare(f)->attrs.len; i-- > 0;) dump_func_attr(d, n, &hl_decl_rare(f)->attrs.data[i]);
  const char *st = dump_stage_name(d->c->opt->dx.target.stage);
  if (st && f->body && is_entry_func(d, f)) {
    out(d, "HLSLShaderAttr 0x%llx <<invalid sloc>> Implicit \"%s\"", addr(d, &f->lib_entry), st);
    emit(d, n);
  }
  dump_semantic(d, n, hl_decl_rare(f)->ret_semantic, f->sem_pos, &f->nparams /* a key of its own (ret_semantic is in f->rare) */);
}

static int field_cmp_pos(HlPos a, HlPos b) { return a < b ? -1 : a > b; }

static void dump_func_template(Dump *d, DNode *parent, const TemplateInfo *ti);
static void dependent_text(StrBuf *sb, const Token *t, uint32_t n);

static void dump_struct(Dump *d, DNode *parent, Decl *s) {
  StructInfo *st = s->st;
  const char *tag = st && st->is_interface ? "interface" : st && st->is_class ? "class" : "struct";
  const char *name = st && st->name && st->name[0] && !st->typedef_named ? hl_unqualified(st->name) : "";
  /* an instance of a struct template: clang's ClassTemplateSpecializationDecl,
   * named as the template, its range from `template` */
  const TemplateInfo *spec = st ? st->tpl_of : NULL;
  if (spec) name = hl_unqualified(spec->name);
  out(d, "%s 0x%llx", spec ? "ClassTemplateSpecializationDecl" : "CXXRecordDecl",
      addr(d, st ? (const void *)st : (const void *)s));
  put_decl_head(d, spec ? hl_pos(spec->kw) : s->begin ? s->begin : hl_pos(s->loc), s->end, s->loc);
  if (!spec && !(st && st->typedef_named)) put_use(d, st); /* used through its typedef */
  out(d, " %s%s%s%s", tag, name[0] ? " " : "", name, st && !st->forward ? " definition" : "");
  DNode *n = emit(d, parent);
  if (!st || st->forward) return;
  if (spec) dump_template_args(d, n, spec, st->tpl_args);
  if (st->track_rw_input_sharing) { /* struct [NodeTrackRWInputSharing] S (work graphs) */
    out(d, "HLSLNodeTrackRWInputSharingAttr 0x%llx", addr(d, &st->track_rw_pos));
    put_range(d, st->track_rw_pos, 0);
    emit(d, n);
  }
  uint32_t fi = 0;
  if (st->nfields && st->fields[0].is_base) {
    out(d, "public");
    put_type(d, st->fields[0].type);
    emit(d, n);
    fi = 1;
  }
  if (name[0]) { /* the injected class name (an anonymous struct has none) */
    out(d, "CXXRecordDecl 0x%llx", addr(d, &st->fields));
    if (spec) out(d, " prev 0x%llx", addr(d, st));
    put_decl_head(d, s->begin ? s->begin : hl_pos(s->loc), hl_pos(s->loc), s->loc);
    out(d, " implicit %s %s", tag, name);
    emit(d, n);
  }
  /* fields and member functions in source order */
  uint32_t mi = 0;
  /* member function templates, in source order among the members */
  HlslCtx *c = d->c;
  uint32_t ti_at = 0;
  for (;;) {
    const TemplateInfo *mt = NULL;
    while (ti_at < c->templates.len && (c->templates.data[ti_at]->method_of != st || !c->templates.data[ti_at]->ntoks))
      ti_at++;
    if (ti_at < c->templates.len) mt = c->templates.data[ti_at];
    Field *f0 = fi < st->nfields ? &st->fields[fi] : NULL;
    Decl *m0 = mi < st->nmethods ? st->methods[mi] : NULL;
    HlPos fpos = f0 ? (f0->begin ? f0->begin : hl_pos(f0->loc)) : 0, mpos = m0 ? m0->begin : 0;
    if (mt && (!f0 || field_cmp_pos(hl_pos(mt->kw), fpos) < 0) && (!m0 || field_cmp_pos(hl_pos(mt->kw), mpos) < 0)) {
      dump_func_template(d, n, mt);
      ti_at++;
      continue;
    }
    if (!f0 && !m0) break;
    Field *f = f0;
    Decl *m = m0;
    if (f && f->bf_unit) { /* bit-fields: their storage is not a declaration */
      for (uint32_t k = 0; k < f->bf_count; k++) {
        BitField *bf = &st->bitfields[f->bf_first + k];
        out(d, "FieldDecl 0x%llx", addr(d, bf));
        put_decl_head(d, hl_pos(bf->loc), hl_pos(bf->loc), bf->loc);
        put_use(d, bf);
        out(d, " %s", bf->name);
        put_type(d, bf->type);
        emit(d, n);
      }
      fi++;
      continue;
    }
    if (f && (!m || field_cmp_pos(f->begin ? f->begin : hl_pos(f->loc), m->begin) <= 0)) {
      out(d, "FieldDecl 0x%llx", addr(d, f));
      put_decl_head(d, f->begin ? f->begin : hl_pos(f->loc), f->end, f->loc);
      put_use(d, f);
      out(d, " %s", f->name);
      put_decl_type(d, f->type, f->quals);
      DNode *fn = emit(d, n);
      dump_semantic(d, fn, f->semantic, f->sem_pos, &f->semantic);
      fi++;
    } else {
      dump_func(d, n, m->def && m->def != m && !m->body ? m->def : m, true);
      mi++;
    }
  }
}

static void dump_enum(Dump *d, DNode *parent, Decl *e) {
  EnumInfo *en = e->type ? e->type->en : NULL;
  out(d, "EnumDecl 0x%llx", addr(d, en ? (const void *)en : (const void *)e));
  put_decl_head(d, e->begin, e->end, e->loc);
  put_use(d, en);
  if (en && en->scoped) out(d, " class");
  if (e->name[0]) out(d, " %s", hl_unqualified(e->name));
  /* an enum class's type is fixed, int unless written */
  if (en && (en->fixed || en->scoped)) put_type_q(d, hl_scalar(d->c, e->type->sk), TY_WRITTEN, false);
  DNode *n = emit(d, parent);
  if (!en) return;
  for (uint32_t i = 0; i < en->nconsts; i++) {
    Decl *k = en->consts[i];
    out(d, "EnumConstantDecl 0x%llx", addr(d, k));
    put_decl_head(d, k->begin, k->end, k->loc);
    put_use(d, k);
    out(d, " %s", hl_unqualified(k->name));
    put_type(d, e->type);
    DNode *kn = emit(d, n);
    if (k->init) dump_expr(d, kn, k->init, true);
  }
}

static void dump_cbuffer(Dump *d, DNode *parent, Decl *b) {
  out(d, "HLSLBufferDecl 0x%llx", addr(d, b));
  put_decl_head(d, b->begin, b->end, b->loc);
  out(d, " %s %s", hl_decl_rare(b)->is_tbuffer ? "tbuffer" : "cbuffer", b->name);
  DNode *n = emit(d, parent);
  dump_registers(d, n, b);
  for (uint32_t i = 0; i < hl_decl_rare(b)->nmembers; i++) {
    Decl *m = hl_decl_rare(b)->members[i];
    if (m->kind == D_VAR) dump_var(d, n, m, "VarDecl", b);
    else dump_decl(d, n, m);
  }
}

static void dump_decl(Dump *d, DNode *parent, Decl *x) {
  if (x->loc.file) d->file = x->loc.file;
  switch (x->kind) {
  case D_STRUCT: dump_struct(d, parent, x); break;
  case D_TYPEDEF:
    out(d, "TypedefDecl 0x%llx", addr(d, x));
    put_decl_head(d, x->begin, x->end, x->loc);
    put_use(d, x);
    out(d, " %s", hl_unqualified(x->name));
    if (x->type && x->type->kind == T_STRUCT && x->type->st && x->type->st->typedef_named && !x->ndims)
      out(d, " 'struct %s':'%s'", hl_unqualified(x->type->st->name), hl_unqualified(x->type->st->name));
    else
      put_decl_type(d, x->type, x->quals);
    emit(d, parent);
    break;
  case D_VAR: dump_var(d, parent, x, "VarDecl", NULL); break;
  case D_FUNC: dump_func(d, parent, x, false); break;
  case D_CBUFFER:
    dump_cbuffer(d, parent, x);
    if (x->sem_pos) {
      out(d, "EmptyDecl 0x%llx", addr(d, &x->sem_pos));
      put_decl_head(d, x->sem_pos, 0, x->loc);
      /* the name location of an EmptyDecl is the ';' itself */
      d->line.len = 0;
      out(d, "EmptyDecl 0x%llx", addr(d, &x->sem_pos));
      put_range(d, x->sem_pos, 0);
      out(d, " ");
      put_loc(d, x->sem_pos);
      emit(d, parent);
    }
    break;
  case D_ENUM: dump_enum(d, parent, x); break;
  case D_STATIC_ASSERT: {
    out(d, "StaticAssertDecl 0x%llx", addr(d, x));
    put_decl_head(d, x->begin, x->end, x->loc);
    DNode *n = emit(d, parent);
    dump_expr(d, n, x->init, true);
    break;
  }
  }
}

/* ---- output ------------------------------------------------------------------ */

static void print_tree(StrBuf *o, const DNode *n, StrBuf *prefix) {
  for (uint32_t i = 0; i < n->n; i++) {
    bool last = i + 1 == n->n;
    sb_putn(o, prefix->data ? prefix->data : "", prefix->len);
    sb_puts(o, last ? "`-" : "|-");
    sb_puts(o, n->kids[i]->text);
    sb_putc(o, '\n');
    if (n->kids[i]->n) {
      size_t save = prefix->len;
      sb_puts(prefix, last ? "  " : "| ");
      print_tree(o, n->kids[i], prefix);
      prefix->len = save;
    }
  }
}

/* Is x a member function printed inside its record? */
static bool printed_in_record(const Decl *x) {
  if (x->kind == D_STRUCT && x->st && x->st->nested) return true; /* not printed (yet) inside its record */
  if (x->kind != D_FUNC || !x->method_of) return false;
  for (uint32_t i = 0; i < x->method_of->nmethods; i++)
    if (x->method_of->methods[i] == x || x->method_of->methods[i]->def == x) return true;
  return false;
}

/* Is template parameter name named in the template's tokens (clang marks
 * it "referenced")? */
static bool tparam_referenced(const TemplateInfo *ti, const char *name) {
  for (uint32_t i = 0; i < ti->ntoks; i++)
    if (ti->toks[i].kind == TK_IDENT && !strcmp(ti->toks[i].text, name)) return true;
  return false;
}

/* A function template: its parameters, then each specialization made
 * (clang's FunctionTemplateDecl). The templated declaration itself - the
 * body as written, with dependent types - is not kept by this front end
 * (templates are instantiated from their tokens) and is not printed. */
static bool dump_struct_pattern(Dump *d, DNode *parent, const TemplateInfo *ti, const Decl *inst);

static void dump_func_template(Dump *d, DNode *parent, const TemplateInfo *ti) {
  d->file = ti->loc.file;
  out(d, "%s 0x%llx", ti->is_alias ? "TypeAliasTemplateDecl" : ti->is_struct ? "ClassTemplateDecl" : "FunctionTemplateDecl",
      addr(d, ti));
  /* an alias template is named at its `using` */
  put_decl_head(d, hl_pos(ti->kw), ti->end, ti->is_alias ? ti->toks[0].loc : ti->loc);
  out(d, " %s", hl_unqualified(ti->name));
  DNode *n = emit(d, parent);
  /* a member template of a struct template's instance has its body
   * uninstantiated there: its parameters are not referenced */
  bool in_spec = ti->method_of && ti->method_of->tpl_of;
  for (uint32_t i = 0; i < ti->nparams; i++) {
    const TemplateParam *tp = &ti->params[i];
    bool ref = !in_spec && tparam_referenced(ti, tp->name);
    if (tp->is_type) {
      out(d, "TemplateTypeParmDecl 0x%llx", addr(d, tp));
      put_decl_head(d, hl_pos(tp->begin), tp->end, tp->loc);
      out(d, "%s %s %s", ref ? " referenced" : "", tp->class_kw ? "class" : "typename", tp->name);
      DNode *pn = emit(d, n);
      if (tp->has_default && tp->def.type) {
        StrBuf t = sb_new(d->c->arena);
        written_into(d, &t, tp->def.type);
        out(d, "TemplateArgument type '%s'", t.data ? t.data : "");
        sb_free(&t);
        emit(d, pn);
      }
    } else {
      out(d, "NonTypeTemplateParmDecl 0x%llx", addr(d, tp));
      put_decl_head(d, hl_pos(tp->begin), tp->end, tp->loc);
      if (ref) out(d, " referenced");
      put_type(d, tp->type);
      out(d, " %s", tp->name);
      DNode *pn = emit(d, n);
      const Token *dt = tp->def_tok;
      if (tp->has_default && dt && tp->type && tp->type->kind == T_SCALAR) {
        /* the default argument as written: a literal (converted to the type) */
        out(d, "TemplateArgument expr");
        DNode *an = emit(d, pn);
        if (dt->kind == TK_IDENT && (!strcmp(dt->text, "true") || !strcmp(dt->text, "false"))) {
          out(d, "CXXBoolLiteralExpr 0x%llx", addr(d, dt));
          put_range(d, hl_pos(dt->loc), 0);
          out(d, " 'bool' %s", dt->text);
          emit(d, an);
        } else if (dt->kind == TK_INT) {
          if (!(tp->type->sk == SK_UINT && dt->int_suffix == TK_SUF_U)) { /* 2 is a literal int */
            out(d, "ImplicitCastExpr 0x%llx", addr(d, &tp->def_tok));
            put_range(d, hl_pos(dt->loc), 0);
            put_type(d, tp->type);
            out(d, " <IntegralCast>");
            an = emit(d, an);
          }
          out(d, "IntegerLiteral 0x%llx", addr(d, dt));
          put_range(d, hl_pos(dt->loc), 0);
          out(d, " '%s' %llu", dt->int_suffix & TK_SUF_U ? "unsigned int" : dt->int_suffix ? "long long" : "literal int",
              (unsigned long long)tok_ival(dt));
          emit(d, an);
        }
      }
    }
  }
  if (ti->is_alias) { /* the templated alias: its type as written (using X = type;) */
    uint32_t e = 3;
    while (e < ti->ntoks && !(ti->toks[e].kind == TK_PUNCT && !strcmp(ti->toks[e].text, ";"))) e++;
    out(d, "TypeAliasDecl 0x%llx", addr(d, ti->toks));
    put_decl_head(d, hl_pos(ti->toks[0].loc), ti->end, ti->loc);
    StrBuf t = sb_new(d->c->arena);
    if (e > 3) dependent_text(&t, ti->toks + 3, e - 3);
    out(d, " %s '%s'", hl_unqualified(ti->name), t.data ? t.data : "");
    sb_free(&t);
    emit(d, n);
    return;
  }
  for (uint32_t i = 0; ti->is_struct && i < ti->ninsts; i++) { /* the templated record */
    Decl *x = ti->insts[i].decl;
    if (x && x->kind == D_STRUCT && x->st && x->st->tpl_of == ti && !x->st->forward) {
      dump_struct_pattern(d, n, ti, x);
      break;
    }
  }
  for (uint32_t i = 0; i < ti->ninsts; i++) {
    Decl *x = ti->insts[i].decl;
    if (!x) continue;
    if (ti->is_struct && x->kind == D_STRUCT && x->st && x->st->tpl_of == ti) dump_struct(d, n, x);
    else if (!ti->is_struct && hl_decl_rare(x)->tpl_of == ti) dump_func(d, n, x, ti->method_of != NULL);
  }
}

/* Does token t name one of ti's template parameters? */
static bool tok_is_kw(const Token *t, const char *s) { return t->kind == TK_IDENT && !strcmp(t->text, s); }

static bool tok_is_tparam(const TemplateInfo *ti, const Token *t) {
  if (t->kind != TK_IDENT) return false;
  for (uint32_t i = 0; i < ti->nparams; i++)
    if (!strcmp(ti->params[i].name, t->text)) return true;
  return false;
}

/* A dependent type as written, from its tokens, spaced as clang prints
 * types: 'vector<T, N>', 'S<vector<T, 4> >'. */
static void dependent_text(StrBuf *sb, const Token *t, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    const char *x = t[i].text;
    if (t[i].kind == TK_PUNCT && (!strcmp(x, ">") || !strcmp(x, ">>"))) {
      for (const char *c = x; *c; c++) sb_puts(sb, sb->len && sb->data[sb->len - 1] == '>' ? " >" : ">");
    } else if (t[i].kind == TK_PUNCT && !strcmp(x, ",")) {
      sb_puts(sb, ", ");
    } else {
      if (i && ((t[i - 1].kind != TK_PUNCT && t[i].kind != TK_PUNCT) || (t[i].kind == TK_PUNCT && !strcmp(x, "["))))
        sb_putc(sb, ' '); /* 'T [N]', as clang prints an array */
      sb_puts(sb, x);
    }
  }
}

/* The templated record of struct template ti (clang's CXXRecordDecl inside
 * its ClassTemplateDecl), for a template of data members only, each a
 * single declarator: its fields as the instance `inst` has them, types
 * that name a template parameter as written. Anything else (member
 * functions, bases, nested types) is not printed: false. */
static bool dump_struct_pattern(Dump *d, DNode *parent, const TemplateInfo *ti, const Decl *inst) {
  const StructInfo *st = inst->st;
  const Token *t = ti->toks;
  uint32_t n = ti->ntoks ? ti->ntoks - 1 : 0, i = 0;
  if (n < 4 || !(tok_is_kw(&t[0], "struct") || tok_is_kw(&t[0], "class")) || t[1].kind != TK_IDENT ||
      !(t[2].kind == TK_PUNCT && !strcmp(t[2].text, "{")))
    return false;
  for (uint32_t k = 0; k < st->nfields; k++)
    if (st->fields[k].is_base || st->fields[k].bf_unit || st->fields[k].bitwidth_expr) return false;
  if (st->nmethods) return false;
  /* check every member is `type name [dims] [: SEMANTIC];` */
  uint32_t nf = 0;
  for (i = 3; i < n && !(t[i].kind == TK_PUNCT && !strcmp(t[i].text, "}"));) {
    uint32_t j = i;
    int depth = 0;
    while (j < n && !(depth == 0 && t[j].kind == TK_PUNCT && !strcmp(t[j].text, ";"))) {
      if (t[j].kind == TK_PUNCT && (!strcmp(t[j].text, "(") || !strcmp(t[j].text, "{"))) return false;
      if (t[j].kind == TK_PUNCT && depth == 0 && !strcmp(t[j].text, ",")) return false;
      if (t[j].kind == TK_PUNCT && !strcmp(t[j].text, "<")) depth++;
      if (t[j].kind == TK_PUNCT && !strcmp(t[j].text, ">")) depth--;
      if (t[j].kind == TK_PUNCT && !strcmp(t[j].text, ">>")) depth -= 2;
      j++;
    }
    if (j >= n) return false;
    nf++;
    i = j + 1;
  }
  if (nf != st->nfields) return false;
  const char *tag = st->is_class ? "class" : "struct";
  const char *name = hl_unqualified(ti->name);
  out(d, "CXXRecordDecl 0x%llx", addr(d, &ti->toks));
  put_decl_head(d, inst->begin ? inst->begin : hl_pos(inst->loc), inst->end, inst->loc);
  out(d, " %s %s definition", tag, name);
  DNode *n2 = emit(d, parent);
  out(d, "CXXRecordDecl 0x%llx", addr(d, &ti->ntoks));
  put_decl_head(d, inst->begin ? inst->begin : hl_pos(inst->loc), hl_pos(inst->loc), inst->loc);
  out(d, " implicit %s %s", tag, name);
  emit(d, n2);
  uint32_t k = 0;
  for (i = 3; k < st->nfields; k++) {
    const Field *f = &st->fields[k];
    uint32_t j = i, name_at = i, colon = 0, br = 0;
    while (!(t[j].kind == TK_PUNCT && !strcmp(t[j].text, ";"))) {
      if (t[j].kind == TK_IDENT && !strcmp(t[j].text, f->name) && !br && !colon) name_at = j;
      if (!br && t[j].kind == TK_PUNCT && !strcmp(t[j].text, "[")) br = j;
      if (!colon && t[j].kind == TK_PUNCT && !strcmp(t[j].text, ":")) colon = j;
      j++;
    }
    bool dep = false;
    for (uint32_t x = i; x < (colon ? colon : j); x++) dep |= tok_is_tparam(ti, &t[x]);
    out(d, "FieldDecl 0x%llx", addr(d, &t[name_at]));
    put_decl_head(d, f->begin ? f->begin : hl_pos(f->loc), f->end, f->loc);
    out(d, " %s", f->name);
    if (dep) {
      StrBuf w = sb_new(d->c->arena);
      dependent_text(&w, &t[i], name_at - i);
      if (br) { /* T a[N]: 'T [N]' */
        sb_puts(&w, " ");
        dependent_text(&w, &t[br], (colon ? colon : j) - br);
      }
      out(d, " '%s'", w.data ? w.data : "");
      sb_free(&w);
    } else {
      put_decl_type(d, f->type, f->quals);
    }
    DNode *fn = emit(d, n2);
    dump_semantic(d, fn, f->semantic, f->sem_pos, &f->semantic);
    i = j + 1;
  }
  return true;
}

/* The function templates declared after `index` declarations (all that
 * remain when last). */
static void dump_func_templates(Dump *d, DNode *root, uint32_t index, bool last) {
  HlslCtx *c = d->c;
  for (uint32_t k = 0; k < c->templates.len; k++) {
    const TemplateInfo *ti = c->templates.data[k];
    if (ti->method_of || !ti->ntoks) continue;
    if (last ? ti->decl_index >= index : ti->decl_index == index) dump_func_template(d, root, ti);
  }
}

bool hl_ast_dump(HlslCtx *c, StrBuf *o) {
  Dump d;
  memset(&d, 0, sizeof d);
  d.c = c;
  d.line = sb_new(c->arena);
  for (uint32_t i = 0; i < c->decls.len; i++) mark_decl(&d, c->decls.data[i]);
  for (uint32_t i = 0; i < c->templates.len; i++) { /* function template specializations */
    const TemplateInfo *ti = c->templates.data[i];
    for (uint32_t k = 0; !ti->is_struct && k < ti->ninsts; k++)
      if (ti->insts[k].decl && hl_decl_rare(ti->insts[k].decl)->tpl_of == ti) mark_decl(&d, ti->insts[k].decl);
  }
  for (uint32_t i = 0; i < c->decls.len; i++) {
    Decl *x = c->decls.data[i];
    if (x->kind == D_STRUCT && x->st)
      for (uint32_t k = 0; k < x->st->nmethods; k++) mark_decl(&d, x->st->methods[k]);
  }
  out(&d, "TranslationUnitDecl 0x%llx <<invalid sloc>> <invalid sloc>", addr(&d, c));
  DNode *root = emit(&d, NULL);
  for (uint32_t i = 0; i < c->decls.len; i++) {
    Decl *x = c->decls.data[i];
    if (c->templates.len) dump_func_templates(&d, root, i, false);
    if (printed_in_record(x)) continue;
    if (x->kind == D_STRUCT && x->st && x->st->tpl_of) continue; /* in its ClassTemplateDecl */
    if (x->kind == D_FUNC && !x->body && x->def && x->def != x) {
      /* a prototype: printed as its own declaration, like clang */
    }
    dump_decl(&d, root, x);
  }
  if (c->templates.len) dump_func_templates(&d, root, c->decls.len, true);
  sb_puts(o, root->text);
  sb_putc(o, '\n');
  StrBuf prefix = sb_new(c->arena);
  print_tree(o, root, &prefix);
  sb_putc(o, '\n'); /* DXC ends the dump with an empty line */
  sb_free(&prefix);
  sb_free(&d.line);
  return !o->oom && !d.oom && !prefix.oom;
}
