/* sema.c - semantic analysis of declarations and statements.
 *
 * Walks the top-level declarations in order (HLSL is declare-before-use):
 * resolves array dimensions, classifies globals (static, static const,
 * groupshared, resources, cbuffer members, $Globals), lays out constant
 * buffers, enumerates resource ranges with their bindings and implicit
 * binding order ids, checks function bodies, finds and validates the entry
 * point and computes which functions it reaches.
 */
#include "sema_res.h"
#include "sig.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

const DeclRare hl_decl_rare0;

void hl_decl_cv_set(HlslCtx *c, Decl *d, const ConstVal *v) {
  ConstVal *n = arena_alloc_uninit(c->ast, sizeof(ConstVal));
  if (!n) return; /* out of memory: the arena says so, the compile fails */
  *n = *v;
  d->cv = n;
}

DeclRare *hl_decl_rare_w(HlslCtx *c, Decl *d) {
  DeclRare *r = d->rare;
  if (r->owner == d) return r;
  DeclRare *n = arena_alloc_uninit(c->ast, sizeof(DeclRare));
  if (!n) return &c->decl_rare_sink; /* out of memory: the arena says so, the compile fails */
  *n = *r;
  n->owner = d;
  d->rare = n;
  return n;
}

void hl_error(HlslCtx *c, int code, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(c->diag, DIAG_ERROR, code, loc, fmt, ap);
  va_end(ap);
}

void hl_warning(HlslCtx *c, int code, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(c->diag, DIAG_WARNING, code, loc, fmt, ap);
  va_end(ap);
}

/* A warning clang's DiagRuntimeBehavior reports: at the end of the function
 * body being checked (after the body's other diagnostics), at once outside
 * of one. */
void hl_warning_runtime(HlslCtx *c, int code, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (!c->cur_func) {
    diag_report(c->diag, DIAG_WARNING, code, loc, "%s", buf);
    return;
  }
  PendingWarn w = {code, loc, arena_strdup(c->arena, buf)};
  if (!w.msg || !vec_push(c->arena, &c->pending_warns, w)) diag_report(c->diag, DIAG_WARNING, code, loc, "%s", buf);
}

/* ---- scopes ----------------------------------------------------------- */

void sema_push_scope(HlslCtx *c) {
  Scope *s = arena_alloc(c->arena, sizeof(Scope));
  if (!s) return;
  s->parent = c->scope;
  c->scope = s;
}

void sema_pop_scope(HlslCtx *c) {
  if (c->scope && c->scope != c->global_scope) c->scope = c->scope->parent;
}

/* Each scope indexes its names once it holds more than a few: an
 * open-addressing table (slot: 1 + index in decls of the latest declaration
 * of that name, 0 empty), so that a lookup costs one probe instead of a walk
 * over every declaration of the scope (function bodies with thousands of
 * locals, files with thousands of globals). */
enum { SCOPE_INDEX_FROM = 8 };

/* Is dn exactly prefix[0..plen) followed by name? */
static inline bool name_eq2(const char *dn, const char *prefix, size_t plen, const char *name) {
  if (plen) {
    if (strncmp(dn, prefix, plen)) return false;
    dn += plen;
  }
  /* names are mostly interned spellings: the same pointer, or a first letter that differs */
  return dn == name || (dn[0] == name[0] && !strcmp(dn, name));
}

/* The slot of s's index for prefix + name (an empty one when absent), whose
 * hl_hash_cat is *h (0: not computed yet; a lookup through several scopes
 * hashes the name once). */
static uint32_t *scope_slot_h(const Scope *s, const char *prefix, size_t plen, const char *name, uint64_t *h) {
  uint32_t mask = s->index_cap - 1;
  if (!*h) *h = hl_hash_cat(prefix, plen, name) | 1ull << 63;
  for (uint32_t k = (uint32_t)*h & mask;; k = (k + 1) & mask) {
    uint32_t e = s->index[k];
    if (!e || name_eq2(s->decls.data[e - 1]->name, prefix, plen, name)) return &s->index[k];
  }
}

/* Record decls.data[0..s->decls.len) in s's index, from scratch in a table
 * of cap slots (the latest of a name wins, as a backward walk finds it). */
static void scope_index_fill(Scope *s, uint32_t from) {
  for (uint32_t i = from; i < s->decls.len; i++) {
    uint64_t h = 0;
    uint32_t *slot = scope_slot_h(s, "", 0, s->decls.data[i]->name, &h);
    if (!*slot) s->index_used++;
    *slot = i + 1;
  }
}

/* decls.data[len - 1] was just declared in s: keep the index up to date (or
 * build it once the scope is big enough). On OOM the scope is walked. */
static void scope_index_add(HlslCtx *c, Scope *s) {
  if (s->index_off) return;
  if (!s->index_cap && s->decls.len <= SCOPE_INDEX_FROM) return;
  if ((s->index_used + 1) * 4 > s->index_cap * 3) {
    uint32_t cap = s->index_cap ? s->index_cap * 2 : 64;
    s->index = arena_alloc(c->arena, sizeof(uint32_t) * cap);
    if (!s->index) {
      s->index_cap = 0;
      s->index_off = true;
      return;
    }
    s->index_cap = cap;
    s->index_used = 0;
    scope_index_fill(s, 0);
    return;
  }
  scope_index_fill(s, s->decls.len - 1);
}

/* The latest declaration of prefix + name ("N::" "x", prefix length plen) in s. */
static Decl *scope_find_h(HlslCtx *c, const Scope *s, const char *prefix, size_t plen,
                          const char *name, uint64_t *h) {
  Decl *d = NULL;
  if (s->index_cap) {
    uint32_t e = *scope_slot_h(s, prefix, plen, name, h);
    d = e ? s->decls.data[e - 1] : NULL;
#ifndef NDEBUG
    /* the checking build compares the index with the walk it replaces */
    Decl *w = NULL;
    for (uint32_t i = s->decls.len; !w && i-- > 0;)
      if (name_eq2(s->decls.data[i]->name, prefix, plen, name)) w = s->decls.data[i];
    if (w != d) {
      diag_error(c->diag, INT_ERROR, srcloc_none(), "internal error: scope index lookup of '%.*s%s' differs",
                 (int)plen, prefix, name);
      d = w;
    }
#else
    (void)c;
#endif
    return d;
  }
  for (uint32_t i = s->decls.len; i-- > 0;)
    if (name_eq2(s->decls.data[i]->name, prefix, plen, name)) return s->decls.data[i];
  return NULL;
}

static Decl *scope_find(HlslCtx *c, const Scope *s, const char *prefix, size_t plen, const char *name) {
  uint64_t h = 0;
  return scope_find_h(c, s, prefix, plen, name, &h);
}

Decl *sema_lookup(HlslCtx *c, const char *name) {
  uint64_t h = 0;
  for (Scope *s = c->scope; s; s = s->parent) {
    Decl *d = scope_find_h(c, s, "", 0, name, &h);
    if (d) return d;
  }
  return NULL;
}

/* Does the global scope hold `prefix` + `name` ("N::" "x", prefix length plen)? */
static Decl *lookup_global_in(HlslCtx *c, const char *prefix, size_t plen, const char *name) {
  return scope_find(c, c->global_scope, prefix, plen, name);
}

Decl *sema_lookup_ns(HlslCtx *c, const char *name, const char *ns, bool *local, Decl **other) {
  if (local) *local = false;
  if (other) *other = NULL;
  bool file_scope = name[0] == ':' && name[1] == ':';
  if (file_scope) name += 2;
  uint64_t h = 0; /* the plain name's hash, once */
  for (Scope *s = c->scope; s; s = s->parent) {
    if (s != c->global_scope) {
      /* function scopes hold plain names, and E::A of a local enum */
      if (file_scope) continue;
      Decl *d = scope_find_h(c, s, "", 0, name, &h);
      if (d) {
        if (local) *local = true;
        return d;
      }
      continue;
    }
    /* file scope: the enclosing namespaces innermost first ("N::M::x", "N::x"), then
     * the name itself, then the `using namespace` directives */
    size_t len = file_scope || !ns ? 0 : strlen(ns);
    while (len > 0) {
      Decl *d = lookup_global_in(c, ns, len, name);
      if (d) return d;
      len -= 2; /* drop the innermost "X::" */
      while (len > 0 && !(len >= 2 && ns[len - 1] == ':' && ns[len - 2] == ':')) len--;
    }
    /* the file scope's own name and those brought in by `using namespace` are
     * found together (C++: as if declared at file scope); *other gets a second,
     * different one, which makes a use ambiguous unless overloads tell them apart */
    Decl *d = scope_find_h(c, c->global_scope, "", 0, name, &h);
    if (file_scope) return d;
    /* `using N::x;` declared in this scope or an enclosing one */
    for (uint32_t i = c->using_decls.len; !d && i-- > 0;) {
      const UsingDecl *u = &c->using_decls.data[i];
      size_t ul = strlen(u->ns);
      if (strcmp(u->name, name) || (ul && (!ns || strncmp(ns, u->ns, ul)))) continue;
      d = sema_lookup_ns(c, u->target, u->ns, NULL, NULL);
    }
    for (uint32_t i = 0; i < c->using_ns.len; i++) {
      const char *u = c->using_ns.data[i];
      Decl *x = lookup_global_in(c, u, strlen(u), name);
      if (!x || x == d) continue;
      if (!d) {
        d = x;
      } else {
        if (other && !*other) *other = x;
      }
    }
    return d;
  }
  return NULL;
}

static Decl *lookup_here(HlslCtx *c, const char *name) {
  return scope_find(c, c->scope, "", 0, name);
}

void sema_declare(HlslCtx *c, Decl *d) {
  if (!d->name || !d->name[0]) return;
  Scope *s = c->scope;
  uint32_t n = s->decls.len;
  vec_push(c->arena, &s->decls, d);
  if (s->decls.len == n + 1) scope_index_add(c, s);
}

/* ---- types -------------------------------------------------------------- */

static void complete_struct(HlslCtx *c, StructInfo *st);
static const char *profile_name(HlslCtx *c);

/* RayQuery<args> whose arguments were not literals (the parser's pending
 * type): the class of their values, as DXC evaluates template arguments
 * (static const values such as the RAY_FLAG_* constants). */
static HType *resolve_rayquery(HlslCtx *c, StructInfo *st) {
  if (st->rq_type) return st->rq_type;
  uint64_t v[2] = {0, 0};
  for (int i = 0; i < 2; i++) {
    if (!st->rq_args[i]) continue;
    Expr *a = st->rq_args[i] = sema_expr(c, st->rq_args[i]);
    if (a->type->kind == T_ERROR) return st->rq_type = c->t_error;
    if (!sema_const_uint(c, a, &v[i])) {
      hl_error(c, SE_CONST, sema_start_loc(a), "non-type template argument is not a constant expression");
      return st->rq_type = c->t_error;
    }
  }
  return st->rq_type = hl_rayquery_type(c, (uint32_t)v[0], (uint32_t)v[1]);
}

/* base + dims -> full type; unbounded ([]) allowed only when allow_unbounded
 * and only for the outermost dimension. */
static HType *resolve_dims(HlslCtx *c, HType *base, Expr **dims, uint32_t ndims, SrcLoc loc,
                           bool allow_unbounded) {
  if (!base) return c->t_error;
  if (base->kind == T_STRUCT && base->st->rq_pending) base = resolve_rayquery(c, base->st);
  if (hl_is_hitobject(base, false) && c->opt &&
      (c->opt->dx.target.sm_major < 6 || (c->opt->dx.target.sm_major == 6 && c->opt->dx.target.sm_minor < 9)))
    hl_error(c, SE_TYPE, loc, "potential misuse of built-in type 'dx::HitObject' in shader model %s; introduced in shader model 6.9",
             profile_name(c));
  if (!sema_res_check_type(c, base, loc)) return c->t_error; /* resource element types (sema_res.c) */
  {
    const HType *b = base;
    while (b->kind == T_ARRAY || (b->kind == T_RESOURCE && b->elem)) b = b->elem;
    if (b->kind == T_STRUCT && b->st->forward) { /* declared, never defined */
      if (b->st->undefined_tpl) {
        hl_error(c, SE_TYPE, loc, "implicit instantiation of undefined template '%s'", b->st->name);
        diag_report(c->diag, DIAG_NOTE, SE_TYPE, b->st->loc, "template is declared here");
      } else {
        hl_error(c, SE_TYPE, loc, "variable has incomplete type '%s'", b->st->name);
        diag_report(c->diag, DIAG_NOTE, SE_TYPE, b->st->loc, "forward declaration of '%s'", b->st->name);
      }
      return c->t_error;
    }
    if (b->kind == T_STRUCT && !b->st->complete) complete_struct(c, b->st);
  }
  /* long vectors in the element of a patch, a stream or ConstantBuffer<T> /
   * TextureBuffer<T> (DXC: at the template argument, once per spelling) */
  for (HType *w = base; w; w = w->kind == T_ARRAY && !w->patch ? w->elem : NULL) {
    LongVecCtx lc;
    if (w->kind == T_ARRAY && w->patch) lc = LV_TESS_PATCH;
    else if (w->kind == T_STREAM) lc = LV_GS_STREAM;
    else if (w->kind == T_RESOURCE && (w->rk == HL_RK_CONSTANT_BUFFER || w->rk == HL_RK_TEXTURE_BUFFER)) lc = LV_CB_TB_TEMPLATE;
    else continue;
    if (!w->lv_checked && w->elem) {
      w->lv_checked = true;
      if (w->elem->kind == T_STRUCT && !w->elem->st->complete && !w->elem->st->forward)
        complete_struct(c, w->elem->st);
      if (hl_diag_long_vectors(c, w->arg_loc.line ? w->arg_loc : loc, w->elem, lc)) return c->t_error;
    }
  }
  HType *t = base;
  for (uint32_t i = ndims; i-- > 0;) {
    Expr *d = dims[i];
    uint32_t n = 0;
    if (!d) {
      if (!allow_unbounded || i != 0) {
        hl_error(c, SE_TYPE, loc, "array dimensions must be explicit");
        return c->t_error;
      }
    } else {
      d = sema_expr(c, d);
      dims[i] = d;
      uint64_t v;
      if (d->type->kind == T_ERROR) return c->t_error;
      if (!sema_const_uint(c, d, &v)) {
        hl_error(c, SE_CONST, sema_start_loc(d), "array dimensions must be a literal or static const");
        return c->t_error;
      }
      if (v > 0xFFFFFF) {
        hl_error(c, SE_TYPE, hl_expr_loc(d), "array dimension must be between 1 and 16777215");
        return c->t_error;
      }
      n = (uint32_t)v;
      if (n == 0) { /* DXC accepts T x[0]: no elements, no storage */
        t = hl_array(c, t, 0);
        if (t->kind == T_ARRAY) t->zero_sized = true;
        continue;
      }
    }
    if (t->kind == T_VOID) {
      hl_error(c, SE_TYPE, loc, "array of void is not allowed");
      return c->t_error;
    }
    if (t->kind == T_STRING) {
      hl_error(c, SE_TYPE, loc, "array of type string is not supported");
      return c->t_error;
    }
    t = hl_array(c, t, n);
  }
  return t;
}

/* string: an effect-style text variable, which DXC allows at global scope
 * only and keeps out of the code and of $Globals. Reports a declaration
 * of another kind (DXC's err_hlsl_object_not_global) and returns true when
 * t is or holds strings. */
static bool string_misplaced(HlslCtx *c, const HType *t, SrcLoc loc) {
  const HType *e = t;
  while (e && e->kind == T_ARRAY) e = e->elem;
  if (!e || (e->kind != T_STRING && e->kind != T_SUBOBJECT)) return false;
  /* subobjects (GlobalRootSignature, ...) likewise (the same message) */
  hl_error(c, SE_TYPE, loc, "%s declaration may only appear in global scope",
           e->kind == T_STRING ? "string" : "subobject");
  return true;
}

HType *sema_resolve_type(HlslCtx *c, HType *base, Expr **dims, uint32_t ndims, SrcLoc loc) {
  return resolve_dims(c, base, dims, ndims, loc, false);
}

static void check_methods(HlslCtx *c, StructInfo *st);
/* The part of a qualified name after its last "::" ("N::E::A" -> "A"). */
static const char *plain_name(const char *name) {
  const char *r = name;
  for (const char *q = strstr(name, "::"); q; q = strstr(q + 2, "::")) r = q + 2;
  return r;
}

/* An enum definition: each enumerator's value (its initializer, a constant
 * integer expression that may name the enumerators before it, else one more
 * than the one before, 0 for the first), the underlying type of an unscoped
 * enum without one written (int, else unsigned int, else 64-bit when the
 * values need it, as clang picks its promotion type; its integer type,
 * EnumInfo.int_sk, is unsigned when no value is negative), then the enumerators as folded constants
 * of the enum's type: unscoped ones under their own name and as E::A, scoped
 * ones as E::A. */
static void check_enum(HlslCtx *c, Decl *d) {
  HType *et = d->type;
  EnumInfo *en = et ? et->en : NULL;
  if (!en) return;
  int64_t *vals = en->nconsts ? arena_alloc(c->arena, sizeof(int64_t) * en->nconsts) : NULL;
  if (en->nconsts && !vals) return;
  HType *work = hl_scalar(c, en->fixed ? et->sk : SK_INT64); /* the enumerators' type inside */
  sema_push_scope(c);
  int64_t next = 0;
  for (uint32_t i = 0; i < en->nconsts; i++) {
    Decl *k = en->consts[i];
    int64_t v = next;
    if (k->init) {
      k->init = sema_expr(c, k->init);
      Expr *x = k->init;
      if (x->type->kind == T_ERROR) {
        v = next;
      } else if (!x->has_const || hl_cv(x)->n != 1 || x->type->kind != T_SCALAR ||
                 hl_sk_is_float(hl_cv(x)->sk)) {
        hl_error(c, SE_CONST, sema_start_loc(x), "expression is not an integral constant expression");
      } else {
        v = (int64_t)hl_cv(x)->c[0].u;
        if (!hl_sk_is_signed(hl_cv(x)->sk) && hl_sk_bits(c, hl_cv(x)->sk) < 64)
          v = (int64_t)(hl_cv(x)->c[0].u & ((1ull << hl_sk_bits(c, hl_cv(x)->sk)) - 1));
      }
    }
    vals[i] = v;
    next = v + 1;
    /* visible to the initializers after it by its plain name */
    Decl *t = arena_alloc(c->arena, sizeof(Decl));
    if (!t) break;
    *t = *k;
    t->name = plain_name(k->name);
    t->type = work;
    t->vk = VK_STATIC_CONST;
    t->folded = true;
    ConstVal tv = {.n = 1, .sk = work->sk};
    tv.c[0].u = (uint64_t)v;
    hl_decl_cv_set(c, t, &tv);
    sema_declare(c, t);
  }
  sema_pop_scope(c);
  if (!en->fixed && !en->scoped) {
    bool neg = false, fits_int = true, fits_uint = true;
    for (uint32_t i = 0; i < en->nconsts; i++) {
      if (vals[i] < 0) neg = true;
      if (vals[i] < INT32_MIN || vals[i] > INT32_MAX) fits_int = false;
      if (vals[i] < 0 || vals[i] > (int64_t)UINT32_MAX) fits_uint = false;
    }
    et->sk = fits_int ? SK_INT : fits_uint ? SK_UINT : neg ? SK_INT64 : SK_UINT64;
    /* clang (Sema::ActOnEnumBody): without a negative value the integer type
     * is unsigned, the promotion type (et->sk) int when the values fit */
    en->int_sk = fits_uint ? SK_UINT : neg ? et->sk : SK_UINT64;
  } else {
    en->int_sk = et->sk;
  }
  uint32_t bits = hl_sk_bits(c, et->sk);
  for (uint32_t i = 0; i < en->nconsts; i++) {
    Decl *k = en->consts[i];
    uint64_t u = (uint64_t)vals[i];
    if (bits < 64) {
      uint64_t mask = (1ull << bits) - 1;
      bool fits = hl_sk_is_signed(et->sk) ? (vals[i] >= -(int64_t)(mask >> 1) - 1 && vals[i] <= (int64_t)(mask >> 1))
                                          : (u & ~mask) == 0;
      if (!fits && en->fixed)
        hl_error(c, SE_CONST, k->loc, "enumerator value %lld is not representable in the underlying type '%s'",
                 (long long)vals[i], hl_sk_name(et->sk));
      u &= mask;
      if (hl_sk_is_signed(et->sk) && (u >> (bits - 1)) & 1) u |= ~mask; /* sign-extended, as ConstVal keeps them */
    }
    k->vk = VK_STATIC_CONST;
    k->type = et;
    k->folded = true;
    ConstVal kv = {.n = 1, .sk = et->sk};
    kv.c[0].u = u;
    hl_decl_cv_set(c, k, &kv);
    k->used = true;
    sema_declare(c, k);
    if (!en->scoped && en->name[0]) { /* E::A names an unscoped enumerator too */
      Decl *alias = arena_alloc(c->arena, sizeof(Decl));
      if (!alias) return;
      *alias = *k;
      alias->name = arena_printf(c->arena, "%s::%s", en->name, plain_name(k->name));
      if (alias->name) sema_declare(c, alias);
    }
  }
}

static void check_struct(HlslCtx *c, Decl *d) {
  sema_check_decl_attrs(c, &hl_decl_rare(d)->attrs);
  complete_struct(c, d->st);
  check_methods(c, d->st);
}

void sema_check_struct_decl(HlslCtx *c, Decl *d) { check_struct(c, d); }

/* Bit-fields, laid out as MSVC does (DXC uses the Microsoft ABI): a
 * bit-field goes into the storage unit of the bit-field before it when that
 * one has a type of the same size with enough bits left, else it starts a
 * new unit, an unsigned integer of its type's size aligned like it; a
 * zero-width bit-field ends the unit. Each unit becomes an unnamed field of
 * the struct; the named bit-fields are views of its bits
 * (StructInfo.bitfields), so layouts, copies and signatures see only the
 * units. */
static void layout_bitfields(HlslCtx *c, StructInfo *st) {
  bool any = false;
  for (uint32_t i = 0; i < st->nfields; i++) any |= st->fields[i].bitwidth_expr != NULL;
  if (!any) return;
  VEC(Field) out = {0};
  VEC(BitField) bfs = {0};
  bool run = false;
  uint32_t unit = 0, left = 0, storage = 0;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->bitwidth_expr) {
      run = false;
      vec_push(c->arena, &out, *f);
      continue;
    }
    const char *what = f->name[0] ? f->name : NULL;
    int hv = c->opt && c->opt->hlsl_version ? c->opt->hlsl_version : 2021;
    if (hv < 2021) { /* DXC: HLSL 2021 */
      hl_error(c, SE_TYPE, sema_start_loc(f->bitwidth_expr), "bitfields are not supported in HLSL");
      continue;
    }
    if (f->semantic) {
      hl_error(c, SE_TYPE, sema_start_loc(f->bitwidth_expr), "bitfields are not allowed with HLSL annotations");
      continue;
    }
    HType *t = resolve_dims(c, f->base, f->dims, f->ndims, f->loc, false);
    if (t->kind == T_ERROR) continue;
    if (t->kind != T_SCALAR || !(hl_sk_is_int(t->sk) || t->sk == SK_BOOL) || hl_sk_is_literal(t->sk)) {
      if (what) hl_error(c, SE_TYPE, f->loc, "bit-field '%s' has non-integral type '%s'", what, hl_type_name(c, t));
      else hl_error(c, SE_TYPE, f->loc, "anonymous bit-field has non-integral type '%s'", hl_type_name(c, t));
      continue;
    }
    Expr *w = sema_expr(c, f->bitwidth_expr);
    if (w->type->kind == T_ERROR) continue;
    if (!w->has_const || hl_cv(w)->n != 1 || hl_sk_is_float(hl_cv(w)->sk)) {
      hl_error(c, SE_CONST, sema_start_loc(w), "expression is not an integral constant expression");
      continue;
    }
    int64_t width = (int64_t)hl_cv(w)->c[0].u;
    uint32_t size = 0, align = 1;
    hl_natural_layout(c, t, &size, &align);
    uint32_t bits = size * 8;
    if (width < 0) {
      if (what) hl_error(c, SE_TYPE, hl_expr_loc(w), "bit-field '%s' has negative width (%lld)", what, (long long)width);
      else hl_error(c, SE_TYPE, hl_expr_loc(w), "anonymous bit-field has negative width (%lld)", (long long)width);
      continue;
    }
    if ((uint64_t)width > bits) {
      if (what)
        hl_error(c, SE_TYPE, hl_expr_loc(w), "size of bit-field '%s' (%lld bits) exceeds size of its type (%u bits)", what,
                 (long long)width, bits);
      else
        hl_error(c, SE_TYPE, hl_expr_loc(w), "size of anonymous bit-field (%lld bits) exceeds size of its type (%u bits)",
                 (long long)width, bits);
      continue;
    }
    if (width == 0) {
      if (what) hl_error(c, SE_TYPE, f->loc, "named bit-field '%s' has zero width", what);
      run = false;
      continue;
    }
    if (!run || unit != size || (uint32_t)width > left) {
      Field sf = {0};
      sf.name = "";
      sf.loc = f->loc;
      sf.base = hl_scalar(c, size == 8 ? SK_UINT64 : size == 2 ? SK_UINT16 : SK_UINT);
      sf.bf_unit = true;
      sf.bf_first = bfs.len;
      vec_push(c->arena, &out, sf);
      storage = out.len - 1;
      run = true;
      unit = size;
      left = size * 8;
    }
    uint32_t offset = unit * 8 - left;
    left -= (uint32_t)width;
    if (what && out.data) {
      BitField b = {what, f->loc, t, storage, offset, (uint32_t)width};
      vec_push(c->arena, &bfs, b);
      out.data[storage].bf_count++;
    }
  }
  st->fields = out.data;
  st->nfields = out.len;
  st->bitfields = bfs.data;
  st->nbitfields = bfs.len;
}

/* Resolve a struct's field types (also for structs whose declaration was
 * dropped by parse-error recovery but whose name is still used). */
static void complete_struct(HlslCtx *c, StructInfo *st) {
  if (st->complete) return;
  st->complete = true; /* set first: a malformed self-reference must not recurse */
  layout_bitfields(c, st);
  for (uint32_t i = 0; i < st->nbitfields; i++)
    for (uint32_t j = 0; j < i; j++)
      if (hl_name_eq(st->bitfields[j].name, st->bitfields[i].name))
        hl_error(c, SE_REDEF, st->bitfields[i].loc, "duplicate member '%s'", st->bitfields[i].name);
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    for (uint32_t j = 0; j < i && f->name[0]; j++)
      if (hl_name_eq(st->fields[j].name, f->name))
        hl_error(c, SE_REDEF, f->loc, "duplicate member '%s'", f->name);
    for (uint32_t j = 0; j < st->nbitfields && f->name[0]; j++)
      if (hl_name_eq(st->bitfields[j].name, f->name))
        hl_error(c, SE_REDEF, f->loc, "duplicate member '%s'", f->name);
    bool unsized = false;
    for (uint32_t k = 0; k < f->ndims; k++) unsized |= !f->dims[k];
    if (unsized) { /* DXC's wording, at the member's start */
      hl_error(c, SE_TYPE, hl_pos_loc(f->loc, f->begin), "array dimensions of struct/class members must be explicit");
      f->type = c->t_error;
    } else {
      f->type = resolve_dims(c, f->base, f->dims, f->ndims, f->loc, false);
    }
    HType *t = f->type;
    if (t->kind == T_VOID) {
      hl_error(c, SE_TYPE, f->loc, "field '%s' has incomplete type 'void'", f->name);
      f->type = c->t_error;
      continue;
    }
    if (string_misplaced(c, t, f->loc)) {
      f->type = c->t_error;
      continue;
    }
    if (t->kind == T_STRUCT && t->st == st) {
      hl_error(c, SE_TYPE, f->loc, "field '%s' has incomplete type '%s'", f->name, st->name);
      f->type = c->t_error;
      continue;
    }
    if (hl_contains_resource(t)) st->has_resources = true;
    const HType *e = t;
    while (e->kind == T_ARRAY) e = e->elem;
    if (e->kind == T_STRUCT ? e->st->has_data : e->kind != T_RESOURCE) st->has_data = true;
  }
  hl_struct_layout(c, st);
}

/* ---- resources ---------------------------------------------------------- */

static int next_order_id(HlslCtx *c) {
  /* order ids are compacted later ($Globals first); a running count of
   * the buffers and resources given one (each is listed right after), not
   * a count over the lists per declaration: 10k resources took 75 M
   * instructions */
  return c->order_ids++;
}

typedef struct RegCursor {
  bool has[4];          /* per class b, t, u, s: explicit base given */
  uint32_t next[4];     /* next register per class */
  uint32_t space;       /* register space */
  bool has_space;       /* space given (also for space-only annotations) */
  ResInfo *view;        /* the ConstantBuffer<S>/TextureBuffer<S> whose S's resource
                         * fields are being enumerated (NULL: none) */
} RegCursor;

static int cls_index(char cls) {
  switch (cls) {
  case 'b': return 0;
  case 't': return 1;
  case 'u': return 2;
  case 's': return 3;
  default: return -1;
  }
}

static void add_res_leaf(HlslCtx *c, Decl *d, const char *name, HType *rt, uint32_t *dims,
                         uint32_t ndims, RegCursor *rc) {
  ResInfo *r = arena_alloc(c->arena, sizeof(ResInfo));
  if (!r) return;
  r->name = name;
  r->decl_seq = c->decl_seq++;
  r->loc = d->loc;
  r->type = rt;
  r->dims = dims;
  r->ndims = ndims;
  r->globally_coherent = (d->quals & Q_GLOBALLYCOHERENT) != 0;
  r->reorder_coherent = (d->quals & Q_REORDERCOHERENT) != 0;
  {
    const HType *root = d->type;
    while (root && root->kind == T_ARRAY) root = root->elem;
    /* the resource fields of a view's S are made while lowering the view's
     * buffer, as those of a struct in $Globals (ResInfo.res_view) */
    r->cb_res = d->cbuf || (root && root->kind == T_STRUCT) || rc->view;
    r->res_cb = d->cbuf;
    r->res_view = rc->view;
    r->use_key = UINT64_MAX;
    r->decl_binding = !d->cbuf && !rc->view && root && root->kind == T_STRUCT && !root->st->has_data;
  }
  uint64_t range = 1;
  bool unbounded = false;
  for (uint32_t i = 0; i < ndims; i++) {
    if (dims[i] == 0) unbounded = true;
    else range *= dims[i];
  }
  r->range = unbounded ? UINT32_MAX : (range > 0xFFFFFFFEu ? 0xFFFFFFFEu : (uint32_t)range);
  if (unbounded && c->opt && c->opt->dx.legacy_reservation) /* DXC's CGHLSLMS, used or not */
    hl_error(c, SE_UNSUPPORTED, d->loc, "unbounded resources are not supported with -flegacy-resource-reservation");
  int ci = cls_index(hl_res_class(rt->rk));
  bool explicit_reg = ci >= 0 && rc->has[ci];
  /* -auto-binding-space: only resources with neither a register nor a space */
  r->space = rc->has_space ? rc->space : explicit_reg ? 0 : (c->opt ? c->opt->dx.auto_space : 0);
  r->space_given = rc->has_space;
  if (explicit_reg) {
    r->explicit_reg = true;
    r->lower = rc->next[ci];
    r->order_id = -1;
    if (!unbounded) rc->next[ci] += r->range;
  } else {
    r->order_id = next_order_id(c);
  }
  ResInfo **nr = arena_alloc(c->arena, sizeof(ResInfo *) * (d->nres + 1));
  if (!nr) return;
  if (d->nres) memcpy(nr, d->res, sizeof(ResInfo *) * d->nres);
  nr[d->nres++] = r;
  d->res = nr;
  vec_push(c->arena, &c->resources, r);
}

/* Enumerate the resource leaves of a global of type t named `path`. Arrays
 * of resources become one range; arrays of structs are expanded per element
 * (their resources are addressed with constant indices). */
static void enum_res(HlslCtx *c, Decl *d, const char *path, HType *t, uint32_t *dims,
                     uint32_t ndims, RegCursor *rc, uint32_t *budget) {
  if (*budget == 0) return;
  if (d->cbuf && t->kind == T_ARRAY && t->count > 0 && hl_contains_resource(t)) {
    /* DXC binds resource arrays declared in a cbuffer element by element
     * ("Tex1.0"), implicitly (it ignores a register on them) */
    RegCursor none;
    memset(&none, 0, sizeof none);
    none.has_space = rc->has_space;
    none.space = rc->space;
    for (uint32_t i = 0; i < t->count && *budget; i++)
      enum_res(c, d, arena_printf(c->arena, "%s.%u", path, i), t->elem, dims, ndims, &none, budget);
    return;
  }
  HType *e = t;
  uint32_t nd = 0;
  while (e->kind == T_ARRAY) {
    nd++;
    e = e->elem;
  }
  if (e->kind == T_RESOURCE) {
    uint32_t *all = arena_alloc(c->arena, sizeof(uint32_t) * (ndims + nd + 1));
    if (!all) return;
    if (ndims) memcpy(all, dims, sizeof(uint32_t) * ndims);
    uint32_t k = ndims;
    for (HType *x = t; x->kind == T_ARRAY; x = x->elem) all[k++] = x->count;
    (*budget)--;
    add_res_leaf(c, d, path, e, all, k, rc);
    return;
  }
  if (e->kind != T_STRUCT || !e->st->has_resources) return;
  if (t->kind == T_ARRAY) {
    if (t->count == 0) {
      hl_error(c, SE_TYPE, d->loc, "unbounded arrays of structs containing resources are not supported");
      return;
    }
    for (uint32_t i = 0; i < t->count && *budget; i++)
      enum_res(c, d, arena_printf(c->arena, "%s.%u", path, i), t->elem, dims, ndims, rc, budget);
    return;
  }
  StructInfo *st = e->st;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->type || !hl_contains_resource(f->type)) continue;
    const HType *ft = f->type;
    while (ft->kind == T_ARRAY) ft = ft->elem;
    if (ft->kind == T_STRUCT || ft->kind == T_RESOURCE)
      enum_res(c, d, arena_printf(c->arena, "%s.%s", path, f->name), f->type, NULL, 0, rc, budget);
  }
}

/* Samplers and textures may name each other's register class: DXC takes
 * register(tN) on a sampler as sN and register(sN) on a texture as tN
 * (buffers, UAVs and constant buffers accept only their own). The
 * annotation is rewritten to the resource's class; the message when it is
 * neither. */
static const char *alt_register_class(HlslCtx *c, Decl *d) {
  HType *e = d->type;
  while (e->kind == T_ARRAY) e = e->elem;
  if (e->kind != T_RESOURCE) return NULL;
  const char *msg = NULL;
  char alt = 0;
  if (e->rk == HL_RK_SAMPLER || e->rk == HL_RK_SAMPLER_CMP) {
    alt = 't';
    msg = "invalid register specification, expected 's' or 't' binding";
  } else if ((e->rk >= HL_RK_TEXTURE1D && e->rk <= HL_RK_TEXTURECUBEARRAY) || e->rk == HL_RK_TEXTURE2DMSARRAY) {
    alt = 's';
    msg = "invalid register specification, expected 't' or 's' binding";
  } else {
    return NULL;
  }
  char want = hl_res_class(e->rk);
  for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++)
    if (hl_decl_rare(d)->regs[i].cls == alt) hl_decl_rare(d)->regs[i].cls = want;
  (void)c;
  return msg;
}

static void declare_resource_global(HlslCtx *c, Decl *d) {
  RegCursor rc;
  memset(&rc, 0, sizeof rc);
  const char *alt_msg = alt_register_class(c, d);
  for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++) {
    RegSpec *r = &hl_decl_rare(d)->regs[i];
    if (r->has_space) { /* DXC: the last space given wins */
      rc.has_space = true;
      rc.space = r->space;
    }
    if (r->cls) {
      int ci = cls_index(r->cls);
      if (ci < 0) {
        hl_error(c, SE_REGISTER, r->loc, "invalid register class '%c'", r->cls);
        continue;
      }
      /* DXC's wording and position; registers for different profiles
       * (register(ps, s0) : register(vs, s8)) do not conflict, and the
       * last one given applies whatever its profile; a subscript
       * (s[2]) is shown but does not move the binding (as DXC) */
      for (uint32_t j = 0; j < i; j++) {
        const RegSpec *o = &hl_decl_rare(d)->regs[j];
        if (o->cls == r->cls && (o->index != r->index || o->offset != r->offset) &&
            (!o->profile || !r->profile || !strcmp(o->profile, r->profile))) {
          hl_error(c, SE_REGISTER, hl_decl_rare(d)->regs[0].loc, "conflicting register semantics");
          break;
        }
      }
      rc.has[ci] = true;
      rc.next[ci] = r->index;
    }
  }
  /* a plain resource (array) must bind to its own class */
  HType *e = d->type;
  while (e->kind == T_ARRAY) e = e->elem;
  if (e->kind == T_RESOURCE) {
    char want = hl_res_class(e->rk);
    for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++) {
      RegSpec *r = &hl_decl_rare(d)->regs[i];
      if (r->cls && r->cls != want) {
        if (alt_msg)
          hl_error(c, SE_REGISTER, r->loc, "%s", alt_msg);
        else if (r->cls == 'b' || r->cls == 't' || r->cls == 'u' || r->cls == 's')
          hl_error(c, SE_REGISTER, r->loc, "invalid register specification, expected '%c' binding", want);
      }
    }
    if ((e->rk == HL_RK_CONSTANT_BUFFER || e->rk == HL_RK_TEXTURE_BUFFER) && !sema_cb_check_view(c, d, e))
      return;
  }
  uint32_t budget = 4096;
  /* DXC names resources without their namespaces ("tex" for N::tex) */
  enum_res(c, d, hl_unqualified(d->name), d->type, NULL, 0, &rc, &budget);
  if (e->kind == T_RESOURCE && sema_is_cb_view(e) && e->elem->st->has_resources && d->nres == 1) {
    /* a single view of an S holding resources: its buffer holds S's data,
     * and each resource field is a resource of its own ("C1.tex"), bound
     * implicitly in space 0 (DXC gives them neither the view's register
     * nor its space, nor -auto-binding-space) */
    RegCursor fields;
    memset(&fields, 0, sizeof fields);
    fields.view = d->res[0];
    fields.has_space = true;
    enum_res(c, d, hl_unqualified(d->name), e->elem, NULL, 0, &fields, &budget);
  }
  if (!budget) hl_error(c, SE_UNSUPPORTED, d->loc, "too many resources in '%s'", d->name);
}

/* ---- constant buffers ----------------------------------------------------- */

static void check_global_var(HlslCtx *c, Decl *d);
static void check_reorder_coherent(HlslCtx *c, Decl *d);
static void check_function(HlslCtx *c, Decl *f);

/* A cbuffer/tbuffer block: its data members go into the buffer (sema_cb.c);
 * static and groupshared variables and resources declared inside are
 * ordinary globals. */
static void check_cbuffer(HlslCtx *c, Decl *d) {
  CBufInfo *cb = sema_cb_new(c, d->name, d->loc);
  if (!cb) return;
  hl_decl_rare_w(c, d)->cb = cb;
  cb->is_tbuffer = hl_decl_rare(d)->is_tbuffer;
  char want = hl_decl_rare(d)->is_tbuffer ? 't' : 'b';
  for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++) {
    RegSpec *r = &hl_decl_rare(d)->regs[i];
    if (r->cls && r->cls != want) {
      hl_error(c, SE_REGISTER, r->loc, "invalid register specification, expected '%c' binding", want);
      continue;
    }
    if (r->cls) {
      cb->has_reg = true;
      cb->reg.index = r->index;
    }
    if (r->has_space) {
      cb->reg.has_space = true;
      cb->reg.space = r->space;
    }
    cb->reg.loc = r->loc;
  }
  if (hl_decl_rare(d)->packoffset)
    hl_error(c, SE_REGISTER, hl_decl_rare(d)->pack_loc,
             "packoffset is only allowed within a constant buffer, not on the constant buffer declaration");
  if (!cb->has_reg) cb->order_id = next_order_id(c);
  vec_push(c->arena, &c->cbufs, cb);
  DeclVec data = {0};
  bool other_plain = false;
  for (uint32_t i = 0; i < hl_decl_rare(d)->nmembers; i++) {
    Decl *m = hl_decl_rare(d)->members[i];
    if (m->kind != D_VAR) continue;
    /* a struct mixing resources and data: its data is a member of the
     * block, its resources are bound like a global struct's */
    const HType *mb = m->base;
    while (mb && mb->kind == T_ARRAY) mb = mb->elem;
    bool mixed = !(m->quals & (Q_STATIC | Q_GROUPSHARED)) && mb && mb->kind == T_STRUCT &&
                 mb->st->has_resources && mb->st->has_data;
    if (!mixed && ((m->quals & (Q_STATIC | Q_GROUPSHARED)) || hl_contains_resource(m->base))) {
      if (!hl_decl_rare(m)->packoffset) other_plain = true;
      m->cbuf = cb; /* declared in the block (see enum_res, check_index) */
      check_global_var(c, m);
      if (m->vk != VK_RESOURCE) m->cbuf = NULL;
      continue;
    }
    m->type = resolve_dims(c, m->base, m->dims, m->ndims, m->loc, false);
    if (m->init) hl_warning(c, SW_IGNORED, hl_expr_loc(m->init), "initializer of constant buffer member '%s' is ignored", m->name);
    /* DXC accepts and ignores the legacy b/c/i registers on members. */
    for (uint32_t r = 0; r < hl_decl_rare(m)->nregs && !mixed; r++)
      if (hl_decl_rare(m)->regs[r].cls && !strchr("bci", hl_decl_rare(m)->regs[r].cls))
        hl_error(c, SE_REGISTER, hl_decl_rare(m)->regs[r].loc, "invalid register specification, expected 'b', 'c', or 'i' binding");
    Decl *prev = lookup_here(c, m->name);
    if (prev) {
      hl_error(c, SE_REDEF, m->loc, "redefinition of '%s'", m->name);
      continue;
    }
    if (!sema_cb_member_ok(c, m)) {
      m->type = c->t_error;
      sema_declare(c, m);
      continue;
    }
    if (mixed) {
      declare_resource_global(c, m);
      for (uint32_t k = 0; k < m->nres; k++) m->res[k]->res_cb = cb;
    }
    vec_push(c->arena, &data, m);
    sema_declare(c, m);
  }
  sema_cb_place_block(c, cb, d, data.data, data.len, other_plain);
  for (uint32_t i = 0; i < hl_decl_rare(d)->nmembers; i++) /* nested blocks: buffers of their own */
    if (hl_decl_rare(d)->members[i]->kind == D_CBUFFER) check_cbuffer(c, hl_decl_rare(d)->members[i]);
  for (uint32_t i = 0; i < hl_decl_rare(d)->nmembers; i++)
    if (hl_decl_rare(d)->members[i]->kind == D_FUNC) check_function(c, hl_decl_rare(d)->members[i]);
}

/* ---- statements ---------------------------------------------------------- */

static void check_stmt(HlslCtx *c, Stmt *s);

static void fold_const_var(HlslCtx *c, Decl *d) {
  if (!d->init || !d->init->has_const) return;
  HType *t = d->type;
  if (t->kind != T_SCALAR && t->kind != T_VECTOR) return;
  if (hl_cv(d->init)->n != hl_components(t)) return;
  d->folded = true;
  d->cv = d->init->cv; /* folded values never change: shared */
}

/* The statements a statement attribute applies to, as DXC checks them
 * (ValidateAttributeOnLoop/Switch/SwitchOrIf): loop attributes on for,
 * while and do; [branch]/[flatten] on if and switch; [forcecase]/[call]
 * on switch. 0: not a statement attribute. */
enum { SA_LOOP = 1, SA_IF_SWITCH, SA_SWITCH };

static int statement_attr_kind(const char *name) {
  if (!strcasecmp(name, "unroll") || !strcasecmp(name, "loop") || !strcasecmp(name, "fastopt") ||
      !strcasecmp(name, "allow_uav_condition"))
    return SA_LOOP;
  if (!strcasecmp(name, "branch") || !strcasecmp(name, "flatten")) return SA_IF_SWITCH;
  if (!strcasecmp(name, "forcecase") || !strcasecmp(name, "call")) return SA_SWITCH;
  return 0;
}

/* Warns when a statement attribute is on a statement (s) or declaration
 * (s NULL) it does not apply to; false when it does not apply. */
bool sema_statement_attr_applies(HlslCtx *c, const Attr *a, const Stmt *s) {
  int k = statement_attr_kind(a->name);
  if (!k) return true;
  bool loop = s && (s->kind == S_FOR || s->kind == S_WHILE || s->kind == S_DO);
  bool ok = k == SA_LOOP ? loop
            : k == SA_IF_SWITCH ? s && (s->kind == S_IF || s->kind == S_SWITCH)
            : s && s->kind == S_SWITCH;
  if (ok) return true;
  hl_warning(c, SW_ATTR_STATEMENT, a->loc, k == SA_LOOP ? "attribute '%s' can only be applied to 'for', 'while' and 'do' loop statements"
             : k == SA_IF_SWITCH ? "attribute '%s' can only be applied to 'if' and 'switch' statements"
                                 : "attribute '%s' can only be applied to 'switch' statements",
             a->name);
  return false;
}

/* HLSL attributes that only a function takes (subject Function in DXC's
 * Attr.td): on a variable, a statement or a struct they are errors. */
bool sema_attr_function_only(const char *name) {
  static const char *const names[] = {
      "numthreads", "shader", "wavesize", "domain", "partitioning", "outputtopology",
      "outputcontrolpoints", "patchconstantfunc", "maxtessfactor", "maxvertexcount", "instance",
      "earlydepthstencil", "clipplanes", "rootsignature", "nodelaunch", "nodeisprogramentry", "nodeid",
      "nodelocalrootargumentstableindex", "nodeshareinputof", "nodemaxrecursiondepth",
      "nodedispatchgrid", "nodemaxdispatchgrid"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcasecmp(name, names[i])) return true;
  return false;
}

/* An attribute on something that is not a function and that it does not
 * apply to: a function's attribute is an error, any other is ignored with
 * DXC's warning. */
static void attr_not_here(HlslCtx *c, const Attr *a) {
  if (sema_attr_function_only(a->name))
    hl_error(c, SE_ATTR, a->loc, "attribute is valid only on functions");
  else
    hl_warning(c, SW_IGNORED, a->loc, "unknown attribute '%s' ignored", a->name);
}

void sema_check_decl_attrs(HlslCtx *c, const AttrList *al) {
  for (uint32_t i = 0; i < al->len; i++) {
    const Attr *a = &al->data[i];
    if (statement_attr_kind(a->name)) sema_statement_attr_applies(c, a, NULL);
    else attr_not_here(c, a);
  }
}

static void check_attrs_loop(HlslCtx *c, Stmt *s) {
  for (uint32_t i = 0; i < s->nattrs; i++) {
    Attr *a = &s->attrs[i];
    if (!sema_statement_attr_applies(c, a, s)) continue;
    if (!strcasecmp(a->name, "unroll")) {
      if (a->nargs > 1) hl_error(c, SE_ATTR, a->loc, "'unroll' takes at most one argument");
      if (a->nargs == 1) {
        a->args[0] = sema_expr(c, a->args[0]);
        /* DXC: a constant is required; a negative or non-numeric one is
         * only warned about (a negative count then fails in the unroller:
         * "Invalid unroll count") */
        int64_t v;
        bool lit;
        if (!sema_attr_int_arg(a->args[0], &v, &lit))
          hl_error(c, SE_ATTR, hl_expr_loc(a->args[0]), "'unroll' attribute requires an integer constant");
        else if (!lit)
          hl_warning(c, SW_ATTR_TYPE, a->loc, "attribute 'unroll' must have a uint literal argument");
      }
    } else if (!statement_attr_kind(a->name)) {
      attr_not_here(c, a);
    }
  }
}

/* static_assert(cond, "message"): clang's errors. */
static void check_static_assert(HlslCtx *c, Decl *d) {
  Expr *e = d->init = sema_expr(c, d->init);
  if (!e || e->type->kind == T_ERROR) return;
  if (!e->has_const || hl_cv(e)->n != 1 || hl_sk_is_float(hl_cv(e)->sk)) {
    hl_error(c, SE_CONST, sema_start_loc(e), "static_assert expression is not an integral constant expression");
    return;
  }
  if (hl_cv(e)->c[0].u == 0) {
    if (d->semantic) hl_error(c, SE_CONST, d->loc, "static_assert failed \"%s\"", d->semantic);
    else hl_error(c, SE_CONST, d->loc, "static_assert failed");
  }
}

/* 'globallycoherent' applies to UAV objects and arrays of them, and to
 * RWDispatchNodeInputRecord (a
 * function: its return type); elsewhere DXC's error and note, at the
 * start of the declaration (where the qualifier is written). */
static bool check_coherent(HlslCtx *c, Decl *d, const HType *t) {
  if (!(d->quals & Q_GLOBALLYCOHERENT) || !t || t->kind == T_ERROR) return true;
  while (t->kind == T_ARRAY) t = t->elem;
  if (t->kind == T_RESOURCE && hl_res_is_uav(t->rk)) return true;
  if (hl_is_node(t, false) && !strcmp(hl_node_kind_name(t->st->node_kind), "RWDispatchNodeInputRecord"))
    return true; /* work graphs: a record shared by the dispatch's groups */
  SrcLoc at = hl_pos_loc(d->loc, d->begin);
  hl_error(c, SE_TYPE, at, "'globallycoherent' is not a valid modifier for a declaration of type '%s'",
           hl_type_name(c, t));
  diag_report(c->diag, DIAG_NOTE, SE_TYPE, at, "'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects");
  return false;
}

/* in/out/inout are parameter usages: on a variable DXC reports each
 * (err_hlsl_usage_not_on_parameter, at the declaration's start here). */
static void check_usage_not_param(HlslCtx *c, const Decl *d) {
  if (!(d->quals & (Q_IN | Q_OUT))) return;
  const char *u = (d->quals & Q_IN) && (d->quals & Q_OUT) ? "inout" : (d->quals & Q_IN) ? "in" : "out";
  hl_error(c, SE_TYPE, d->begin_loc.line ? d->begin_loc : d->loc, "HLSL usage '%s' is only valid on a parameter", u);
}

static void check_local_decl(HlslCtx *c, Decl *d) {
  if (d->kind == D_STATIC_ASSERT) {
    check_static_assert(c, d);
    return;
  }
  if (d->kind == D_STRUCT) {
    check_struct(c, d);
    return;
  }
  if (d->kind == D_ENUM) {
    check_enum(c, d);
    return;
  }
  if (d->kind == D_TYPEDEF) return;
  if (d->kind != D_VAR) return;
  if (d->quals & Q_GROUPSHARED) {
    hl_error(c, SE_TYPE, d->loc, "'groupshared' variables must be declared at global scope");
  }
  check_usage_not_param(c, d);
  d->type = resolve_dims(c, d->base, d->dims, d->ndims, d->loc, d->init != NULL);
  d->vk = (d->quals & Q_STATIC) ? VK_STATIC : VK_LOCAL;
  check_coherent(c, d, d->type);
  check_reorder_coherent(c, d);
  if (d->quals & Q_GLOBALLYCOHERENT) d->type = sema_res_coherent_type(c, d->type); /* sema_res.c */
  if (d->type->kind == T_VOID) {
    hl_error(c, SE_TYPE, d->loc, "variable has incomplete type 'void'");
    d->type = c->t_error;
  }
  if (string_misplaced(c, d->type, d->loc)) {
    d->type = c->t_error;
    d->init = NULL; /* nothing more to report about it */
  }
  if (d->semantic || hl_decl_rare(d)->nregs) hl_warning(c, SW_IGNORED, d->loc, "annotation on local variable '%s' ignored", d->name);
  /* in scope from its declarator on: its own initializer sees it (C++) */
  Decl *prev = lookup_here(c, d->name);
  if (prev) hl_error(c, SE_REDEF, d->loc, "redefinition of '%s'", d->name);
  sema_declare(c, d);
  if (d->init) {
    c->init_loc = d->loc;
    uint8_t ce = c->const_eval; /* clang evaluates a const or static local's initializer */
    c->const_eval = (d->quals & Q_CONST) ? 3 : (d->quals & Q_STATIC) ? 1 : 0;
    d->init = sema_initializer(c, d->init, &d->type);
    c->const_eval = ce;
    c->init_loc = (SrcLoc){0, 0, 0};
  } else if (d->type->kind == T_ARRAY && d->type->count == 0 && !d->type->zero_sized) {
    hl_error(c, SE_TYPE, d->loc, "definition of variable with array type needs an explicit size or an initializer");
    d->type = c->t_error;
  } else if ((d->quals & Q_CONST) && d->vk == VK_LOCAL) {
    hl_error(c, SE_INIT, d->loc, "const variable '%s' must be initialized", d->name);
  }
  if (d->vk == VK_STATIC) {
    if (hl_contains_resource(d->type)) {
      hl_error(c, SE_UNSUPPORTED, d->loc, "static resource variables are not supported");
      d->type = c->t_error;
    }
    /* not in c->statics: irgen creates it when the declaration is reached */
  }
  /* local arrays and structs holding resources are allocas of handles: the
   * handles are copies of globals' handles, and SROA/mem2reg forward them to
   * their uses */
  if (d->quals & Q_CONST) fold_const_var(c, d);
}

/* Collect case values of a switch body (not descending into nested switches). */
typedef VEC(Stmt *) StmtPtrVec;
static void collect_cases(Stmt *s, StmtPtrVec *out, Arena *a) {
  if (!s) return;
  switch (s->kind) {
  case S_CASE: case S_DEFAULT: vec_push(a, out, s); break;
  case S_BLOCK:
    for (uint32_t i = 0; i < s->nstmts; i++) collect_cases(s->stmts[i], out, a);
    break;
  case S_IF: collect_cases(s->body, out, a); collect_cases(s->els, out, a); break;
  case S_FOR: case S_WHILE: case S_DO: collect_cases(s->body, out, a); break;
  default: break;
  }
}

static void check_stmt(HlslCtx *c, Stmt *s) {
  if (!s) return;
  /* if, loops and switch check their attributes after their bodies (as
   * clang attributes a statement once parsed); the others here */
  if (s->nattrs && s->kind != S_IF && s->kind != S_FOR && s->kind != S_WHILE && s->kind != S_DO &&
      s->kind != S_SWITCH)
    check_attrs_loop(c, s);
  switch (s->kind) {
  case S_EMPTY: break;
  case S_EXPR: s->e = sema_expr(c, s->e); break;
  case S_DECL:
    for (uint32_t i = 0; i < s->ndecls; i++) check_local_decl(c, s->decls[i]);
    break;
  case S_BLOCK:
    sema_push_scope(c);
    for (uint32_t i = 0; i < s->nstmts; i++) check_stmt(c, s->stmts[i]);
    sema_pop_scope(c);
    break;
  case S_IF:
    s->e = sema_condition(c, s->e, "if");
    sema_push_scope(c);
    check_stmt(c, s->body);
    sema_pop_scope(c);
    sema_push_scope(c);
    check_stmt(c, s->els);
    sema_pop_scope(c);
    check_attrs_loop(c, s);
    break;
  case S_FOR:
    sema_push_scope(c);
    check_stmt(c, s->init);
    if (s->e) s->e = sema_condition(c, s->e, "for");
    if (s->step) s->step = sema_expr(c, s->step);
    c->loop_depth++;
    sema_push_scope(c);
    check_stmt(c, s->body);
    sema_pop_scope(c);
    c->loop_depth--;
    sema_pop_scope(c);
    check_attrs_loop(c, s);
    break;
  case S_WHILE: case S_DO:
    if (s->kind == S_WHILE) s->e = sema_condition(c, s->e, "while");
    c->loop_depth++;
    sema_push_scope(c);
    check_stmt(c, s->body);
    sema_pop_scope(c);
    c->loop_depth--;
    if (s->kind == S_DO) s->e = sema_condition(c, s->e, "do-while");
    check_attrs_loop(c, s);
    break;
  case S_BREAK:
    if (c->loop_depth == 0 && c->switch_depth == 0)
      hl_error(c, SE_STMT, s->loc, "'break' statement not in loop or switch statement");
    break;
  case S_CONTINUE:
    if (c->loop_depth == 0)
      hl_error(c, SE_STMT, s->loc, "'continue' statement not in loop statement");
    break;
  case S_DISCARD: break;
  case S_RETURN: {
    Decl *f = c->cur_func;
    HType *rt = f ? f->type : c->t_void;
    if (s->e) {
      uint8_t ce = c->const_eval; /* clang evaluates a returned value */
      c->const_eval = 1;
      s->e = sema_expr(c, s->e);
      if (rt->kind == T_VOID) {
        if (s->e->type->kind != T_VOID && s->e->type->kind != T_ERROR)
          hl_error(c, SE_STMT, s->loc, "void function '%s' should not return a value", f ? f->name : "");
      } else {
        s->e = sema_convert_at(c, s->e, rt, false, sema_full_start_loc(s->e));
      }
      c->const_eval = ce;
    } else if (rt->kind != T_VOID && rt->kind != T_ERROR) {
      hl_error(c, SE_STMT, s->loc, "non-void function '%s' should return a value", f ? f->name : "");
    }
    break;
  }
  case S_SWITCH: {
    /* The condition is an integer scalar (or enum); a floating-point one
     * converts to int (DXC, silently), a bool is promoted with clang's
     * -Wswitch-bool warning. */
    s->e = sema_expr(c, s->e);
    HType *t = s->e->type;
    bool cond_ok = t->kind != T_ERROR;
    if (t->kind != T_ERROR && (!hl_is_numeric(t) || hl_components(t) != 1)) {
      cond_ok = false;
      hl_error(c, SE_TYPE, s->loc, "statement requires expression of integer type ('%s' invalid)",
               hl_type_name(c, t));
    } else if (t->kind != T_ERROR) {
      /* a literal int stays 64-bit (DXC switches on the literal's value:
       * switch (0x100000001) is not case 1) */
      HType *ct = t->sk == SK_LIT_INT ? hl_scalar(c, SK_INT64) : hl_concrete(c, t);
      if (hl_sk_is_float(ct->sk)) ct = hl_scalar(c, SK_INT);
      if (ct->sk == SK_BOOL) {
        hl_warning(c, SW_SWITCH_BOOL, s->loc, "switch condition has boolean value");
        ct = hl_scalar(c, SK_INT);
      }
      s->e = sema_convert(c, s->e, ct, false);
    }
    c->switch_depth++;
    int saved_loop = c->loop_depth;
    sema_push_scope(c);
    check_stmt(c, s->body);
    sema_pop_scope(c);
    c->loop_depth = saved_loop;
    c->switch_depth--;
    /* case values: constant, unique */
    StmtPtrVec cases = {0};
    collect_cases(s->body, &cases, c->arena);
    int ndefault = 0;
    for (uint32_t i = 0; i < cases.len; i++) {
      Stmt *k = cases.data[i];
      if (k->kind == S_DEFAULT) {
        if (++ndefault > 1) hl_error(c, SE_STMT, k->loc, "multiple default labels in one switch");
        continue;
      }
      if (k->e->type->kind == T_ERROR || !cond_ok) continue;
      c->no_constant_conv = true; /* clang: no -Wconstant-conversion on case values */
      k->e = sema_convert(c, k->e, s->e->type, false);
      c->no_constant_conv = false;
      if (!k->e->has_const) {
        hl_error(c, SE_CONST, sema_start_loc(k->e), "case value is not a constant expression");
        continue;
      }
      for (uint32_t j = 0; j < i; j++) {
        Stmt *o = cases.data[j];
        if (o->kind == S_CASE && o->e->has_const && hl_cv(o->e)->c[0].u == hl_cv(k->e)->c[0].u) {
          hl_error(c, SE_STMT, hl_expr_loc(k->e), "duplicate case value");
          break;
        }
      }
    }
    check_attrs_loop(c, s);
    break;
  }
  case S_CASE:
    if (c->switch_depth == 0) hl_error(c, SE_STMT, s->loc, "'case' statement not in switch statement");
    s->e = sema_expr(c, s->e);
    break;
  case S_DEFAULT:
    if (c->switch_depth == 0) hl_error(c, SE_STMT, s->loc, "'default' statement not in switch statement");
    break;
  }
}

/* ---- functions ------------------------------------------------------------ */

static bool same_signature(Decl *a, Decl *b) {
  if (a->nparams != b->nparams) return false;
  for (uint32_t i = 0; i < a->nparams; i++) {
    if (!hl_type_equal(a->params[i]->type, b->params[i]->type)) return false;
    if ((a->params[i]->quals & (Q_IN | Q_OUT)) != (b->params[i]->quals & (Q_IN | Q_OUT))) {
      /* in and none are the same */
      uint32_t qa = a->params[i]->quals & Q_OUT, qb = b->params[i]->quals & Q_OUT;
      if (qa != qb) return false;
    }
  }
  return true;
}

/* Resolve f's parameters and return type and enter it in the global scope
 * (overloads, prototypes); true when its body is still to be checked. */
static bool declare_function_sig(HlslCtx *c, Decl *f) {
  /* parameters */
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    p->vk = VK_PARAM;
    /* Texture2D t[] takes a resource array of any size (DXC) */
    p->type = resolve_dims(c, p->base, p->dims, p->ndims, p->loc,
                           p->base && p->base->kind == T_RESOURCE && !(p->quals & Q_OUT));
    if (!check_coherent(c, p, p->type)) p->type = c->t_error;
    if (p->type->kind == T_VOID) {
      hl_error(c, SE_TYPE, p->loc, "parameter has incomplete type 'void'");
      p->type = c->t_error;
    }
    if (p->type->kind == T_STRING) {
      hl_error(c, SE_TYPE, p->loc, "parameter of type string is not supported");
      p->type = c->t_error;
    }
    if (p->type->kind == T_SUBOBJECT) {
      /* DXC: subobject declarations are made static, which a parameter cannot be */
      hl_error(c, SE_TYPE, p->begin_loc.line ? p->begin_loc : p->loc, "'static' is not a valid modifier for a parameter");
      p->type = c->t_error;
    }
    if (p->type->kind == T_STREAM && (p->quals & (Q_IN | Q_OUT)) != (Q_IN | Q_OUT)) {
      /* DXC: any function's parameter, at the start of its declaration */
      hl_error(c, SE_TYPE, p->begin_loc.line ? p->begin_loc : p->loc, "stream-output object must be an inout parameter");
      p->type = c->t_error;
    }
    if (hl_contains_resource(p->type) && p->type->kind == T_ARRAY && p->type->count == 0 &&
        p->type->elem->kind != T_RESOURCE) {
      hl_error(c, SE_UNSUPPORTED, p->loc, "unbounded arrays of resources as parameters are not supported");
      p->type = c->t_error;
    }
    if ((p->quals & Q_OUT) && p->type->kind == T_RESOURCE) {
      if (p->quals & Q_IN) { /* inout: the descriptor goes in; nothing comes back */
        p->quals &= ~(uint32_t)Q_OUT;
        p->res_inout = true;
      }
    }
    if (p->init) {
      p->init = sema_expr(c, p->init);
      /* any expression, evaluated per call (C++); a function template's
       * default argument is instantiated only by the calls that use it */
      if (strchr(f->name, '<') && p->init->type->kind != T_ERROR &&
          sema_conv_cost(c, p->init->type, p->type, false) < 0)
        hl_decl_rare_w(c, p)->init_unusable = true;
      else
        p->init = sema_convert(c, p->init, p->type, false);
    } else {
      for (uint32_t j = 0; j < i; j++)
        if (f->params[j]->init) {
          hl_error(c, SE_CALL, p->loc, "missing default argument on parameter '%s'", p->name);
          break;
        }
    }
  }
  if (f->type->kind == T_ARRAY && (f->type->count == 0 || hl_contains_resource(f->type))) {
    /* T f()[N] returns an array (DXC); unsized or resource arrays cannot be */
    hl_error(c, SE_TYPE, f->loc, "function cannot return array type '%s'", hl_type_name(c, f->type));
    f->type = c->t_error;
  }
  if (f->type->kind == T_STRING) {
    hl_error(c, SE_TYPE, f->loc, "return value of type string is not supported");
    f->type = c->t_error;
  }
  /* overloads / prototypes */
  Decl *prev = sema_lookup(c, f->name);
  if (prev && prev->kind != D_FUNC) {
    if (c->scope == c->global_scope && lookup_here(c, f->name))
      hl_error(c, SE_REDEF, f->loc, "redefinition of '%s' as a different kind of symbol", f->name);
  } else if (prev) {
    for (Decl *o = prev; o; o = hl_decl_rare(o)->next_overload) {
      if (!same_signature(o, f)) continue;
      if (!hl_type_equal(o->type, f->type)) {
        hl_error(c, SE_REDEF, f->loc, "functions that differ only in their return type cannot be overloaded");
        return false;
      }
      if (o->body && f->body) {
        hl_error(c, SE_REDEF, f->loc, "redefinition of '%s'", f->name);
        return false;
      }
      if (f->body) {
        o->def = f; /* the prototype now refers to this definition */
      } else {
        f->def = o->body ? o : o->def; /* redundant prototype */
      }
      /* keep the prototype in the overload chain; the definition checks its
       * body below but is not a separate overload */
      return f->body != NULL;
    }
    if (hl_decl_rare(prev)->next_overload || hl_decl_rare(f)->next_overload)
      hl_decl_rare_w(c, f)->next_overload = hl_decl_rare(prev)->next_overload;
    hl_decl_rare_w(c, prev)->next_overload = f;
    return f->body != NULL;
  }
  sema_declare(c, f);
  return f->body != NULL;
}

/* Check the body of a declared function definition. */
/* ---- falling off the end of a function (clang's -Wreturn-type, errors in
 * DXC) ------------------------------------------------------------------ */

typedef struct Flow {
  bool falls;     /* control can leave the statement at its end */
  bool returns;   /* a reachable return inside it */
  bool brk;       /* a reachable break out of it (loops and switches consume it) */
} Flow;

/* A condition known at compile time (after sema's folding): 1 true, 0 false, -1 unknown. */
static int const_cond(const Expr *e) {
  if (!e || !e->has_const || hl_cv(e)->n < 1) return -1;
  if (hl_sk_is_float(hl_cv(e)->sk)) return hl_cv(e)->c[0].f != 0.0;
  return hl_cv(e)->c[0].u != 0;
}

/* Whether control may run past statement s when it reaches it, as clang's CFG
 * decides it: branches on constant conditions are pruned, loops whose
 * condition is constant true end only at a break, and nothing after a
 * return/break/continue is reachable. */
static Flow flow(const Stmt *s) {
  Flow r = {true, false, false};
  if (!s) return r;
  switch (s->kind) {
  case S_RETURN: r.falls = false; r.returns = true; return r;
  case S_BREAK: r.falls = false; r.brk = true; return r;
  case S_CONTINUE: r.falls = false; return r;
  case S_BLOCK:
    for (uint32_t i = 0; i < s->nstmts && r.falls; i++) {
      const Stmt *x = s->stmts[i];
      if (x->kind == S_CASE || x->kind == S_DEFAULT) continue; /* switch bodies: handled there */
      Flow f = flow(x);
      r.returns |= f.returns;
      r.brk |= f.brk;
      r.falls = f.falls;
    }
    return r;
  case S_IF: {
    int k = const_cond(s->e);
    Flow t = k != 0 ? flow(s->body) : (Flow){false, false, false};
    Flow e = k != 1 ? (s->els ? flow(s->els) : (Flow){true, false, false}) : (Flow){false, false, false};
    r.falls = t.falls || e.falls;
    r.returns = t.returns || e.returns;
    r.brk = t.brk || e.brk;
    return r;
  }
  case S_WHILE: case S_FOR: case S_DO: {
    int k = s->kind == S_FOR && !s->e ? 1 : const_cond(s->e);
    Flow b = (s->kind != S_DO && k == 0) ? (Flow){true, false, false} : flow(s->body);
    r.returns = b.returns;
    r.falls = k != 1 || b.brk; /* a constant-true loop ends only at a break */
    return r;
  }
  case S_SWITCH: {
    /* the cases are labels inside the body block: walk it as straight-line
     * code where each label is reachable again */
    const Stmt *body = s->body;
    bool has_default = false, falls = true, any_brk = false;
    if (body && body->kind == S_BLOCK) {
      bool live = false;
      for (uint32_t i = 0; i < body->nstmts; i++) {
        const Stmt *x = body->stmts[i];
        while (x && (x->kind == S_CASE || x->kind == S_DEFAULT)) {
          if (x->kind == S_DEFAULT) has_default = true;
          live = true;
          x = x->body;
        }
        if (!x || !live) continue;
        Flow f = flow(x);
        r.returns |= f.returns;
        any_brk |= f.brk;
        live = f.falls;
      }
      falls = live;
    }
    r.falls = !has_default || falls || any_brk;
    return r;
  }
  case S_CASE: case S_DEFAULT: return flow(s->body);
  default: return r;
  }
}

static void check_falloff(HlslCtx *c, Decl *f) {
  if (!f->body || !f->type || f->type->kind == T_VOID || f->type->kind == T_ERROR) return;
  Flow r = flow(f->body);
  if (!r.falls) return;
  SrcLoc at = f->body->end.line ? f->body->end : f->loc;
  hl_error(c, SE_FALLOFF, at, r.returns ? "control may reach end of non-void function"
                                     : "control reaches end of non-void function");
}

static void check_function_body(HlslCtx *c, Decl *f, bool listed) {
  if (!listed && vec_push(c->arena, &c->funcs, f)) hl_decl_rare_w(c, f)->func_index = c->funcs.len;
  uint32_t pending_from = c->pending_warns.len; /* this body's own (a body checked inside another) */
  c->cur_func = f;
  sema_push_scope(c);
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    if (!p->name[0]) continue;
    if (lookup_here(c, p->name)) hl_error(c, SE_REDEF, p->loc, "redefinition of parameter '%s'", p->name);
    sema_declare(c, p);
  }
  /* the body block shares the parameter scope (C rules) */
  for (uint32_t i = 0; i < f->body->nstmts; i++) check_stmt(c, f->body->stmts[i]);
  sema_pop_scope(c);
  c->cur_func = NULL;
  for (uint32_t i = pending_from; i < c->pending_warns.len; i++) {
    PendingWarn *w = &c->pending_warns.data[i];
    diag_report(c->diag, DIAG_WARNING, w->code, w->loc, "%s", w->msg);
  }
  c->pending_warns.len = pending_from;
  check_falloff(c, f);
  sema_mesh_output_reads(c, f); /* sema_member.c */
}

static void check_function(HlslCtx *c, Decl *f) {
  for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++) sema_statement_attr_applies(c, &hl_decl_rare(f)->attrs.data[i], NULL);
  if (declare_function_sig(c, f)) check_function_body(c, f, false);
  if (f->method_of && f->body) sema_method_def_note_writes(c, f); /* S::m() { ... } */
}

void sema_check_function_decl(HlslCtx *c, Decl *f) { check_function(c, f); }

bool sema_declare_function(HlslCtx *c, Decl *f) {
  if (!declare_function_sig(c, f)) return false;
  /* its place among the functions is where it was made */
  if (vec_push(c->arena, &c->funcs, f)) hl_decl_rare_w(c, f)->func_index = c->funcs.len;
  return true;
}

void sema_use_method(HlslCtx *c, Decl *f, SrcLoc use) {
  if (!f || !hl_decl_rare(f)->lazy_body) return;
  hl_decl_rare_w(c, f)->lazy_body = false;
  if (vec_push(c->arena, &c->funcs, f)) hl_decl_rare_w(c, f)->func_index = c->funcs.len;
  vec_push(c->arena, &c->tpl_bodies, ((TplBody){f, use, c->tpl_depth, c->tpl_body_cur, true}));
}

void sema_check_declared_body(HlslCtx *c, Decl *f) {
  check_function_body(c, f, true);
  if (f->method_of) sema_method_def_note_writes(c, f);
}

/* A struct's member functions: all are declared first so each body can call
 * any of them (C++ class-scope rules), then the bodies are checked. */
static void check_methods(HlslCtx *c, StructInfo *st) {
  if (!st->nmethods || st->methods_checked) return;
  st->methods_checked = true;
  bool *todo = arena_alloc(c->arena, st->nmethods);
  if (!todo) return;
  for (uint32_t i = 0; i < st->nmethods; i++) todo[i] = declare_function_sig(c, st->methods[i]);
  /* a class template instance's member functions are instantiated only when
   * used (C++ [temp.inst]): their bodies wait for a call (sema_use_method) */
  bool lazy = st->tpl_of != NULL;
  for (uint32_t i = 0; i < st->nmethods; i++)
    if (todo[i] && lazy && st->methods[i]->body) hl_decl_rare_w(c, st->methods[i])->lazy_body = true;
    else if (todo[i]) check_function_body(c, st->methods[i], false);
  sema_methods_note_writes(c, st);
}

/* ---- globals -------------------------------------------------------------- */

/* reordercoherent (SM 6.9 shader execution reordering) applies to UAVs and
 * arrays of them, as DXC checks it; globallycoherent implies it (DXC warns
 * and drops it). */
static void check_reorder_coherent(HlslCtx *c, Decl *d) {
  if (!(d->quals & Q_REORDERCOHERENT) || !d->type || d->type->kind == T_ERROR) return;
  const HType *e = d->type;
  while (e->kind == T_ARRAY) e = e->elem;
  if (e->kind != T_RESOURCE || hl_res_info(e->rk)->cls != 'u') {
    hl_error(c, SE_TYPE, d->loc, "'reordercoherent' is not a valid modifier for a declaration of type '%s'",
             hl_type_name(c, d->type));
    diag_report(c->diag, DIAG_NOTE, SE_TYPE, d->loc, "'reordercoherent' can only be applied to UAV objects");
    d->quals &= ~Q_REORDERCOHERENT;
    return;
  }
  const Target *t = c->opt ? &c->opt->dx.target : NULL;
  if (t && (t->sm_major < 6 || (t->sm_major == 6 && t->sm_minor < 9)) && !(d->quals & Q_GLOBALLYCOHERENT)) {
    /* DXC's validator message (the properties bit is new in DXIL 1.9) */
    hl_error(c, SE_TYPE, d->loc, "reordercoherent requires SM 6.9 or later. '%s'", d->name);
    d->quals &= ~Q_REORDERCOHERENT;
    return;
  }
  if (d->quals & Q_GLOBALLYCOHERENT) {
    hl_warning(c, SW_IGNORED, d->loc, "attribute 'globallycoherent' implies 'reordercoherent'");
    hl_warning(c, SW_IGNORED, d->loc,
               "attribute 'reordercoherent' implied by 'globallycoherent' in '%s'. 'reordercoherent' ignored.",
               d->name);
    d->quals &= ~Q_REORDERCOHERENT;
  }
}

static void check_global_var(HlslCtx *c, Decl *d) {
  sema_check_decl_attrs(c, &hl_decl_rare(d)->attrs);
  check_usage_not_param(c, d);
  d->type = resolve_dims(c, d->base, d->dims, d->ndims, d->loc, true);
  if (!check_coherent(c, d, d->type)) d->type = c->t_error;
  HType *t = d->type;
  check_reorder_coherent(c, d);
  if (t->kind == T_ERROR) {
    sema_declare(c, d);
    return;
  }
  if (t->kind == T_VOID) {
    hl_error(c, SE_TYPE, d->loc, "variable has incomplete type 'void'");
    d->type = c->t_error;
    sema_declare(c, d);
    return;
  }
  if (t->kind == T_STRING) {
    /* an effect-style string ("string Script = ...;"): no code, no storage */
    if (d->init && d->init->kind != E_STRING) {
      Expr *e = sema_expr(c, d->init);
      if (e && e->type->kind != T_STRING && e->type->kind != T_ERROR)
        hl_error(c, SE_CONVERT, hl_expr_loc(e), "cannot initialize a variable of type 'string' with a value of type '%s'",
                 hl_type_name(c, e->type));
    }
    d->init = NULL;
    d->vk = VK_STATIC_CONST;
    sema_declare(c, d);
    return;
  }
  Decl *prev = lookup_here(c, d->name);
  if (prev && sema_res_heap_kind(prev)) {
    /* the built-in heaps' types print as their internal record names */
    hl_error(c, SE_REDEF, d->loc, "redefinition of '%s' with a different type: '%s' vs '%s'", d->name,
             hl_type_name(c, d->type), sema_res_heap_kind(prev) == 1 ? ".Resource" : ".Sampler");
    return;
  }
  if (prev) {
    hl_error(c, SE_REDEF, d->loc, "redefinition of '%s'", d->name);
    return;
  }
  const HType *elem = t;
  while (elem->kind == T_ARRAY) elem = elem->elem;
  if (elem->kind == T_SUBOBJECT) { /* GlobalRootSignature, ...: sema_subobj.c */
    sema_subobject_global(c, d);
    sema_declare(c, d);
    return;
  }
  /* static resources are ordinary variables holding copies of handles */
  bool res = hl_contains_resource(t) && (!(d->quals & Q_STATIC) || (d->quals & Q_GROUPSHARED));
  if (res) {
    const HType *e = t;
    while (e->kind == T_ARRAY) e = e->elem;
    if (e->kind == T_STRUCT && e->st->has_data && !(d->quals & (Q_STATIC | Q_GROUPSHARED))) {
      /* DXC splits a struct mixing resources and data: the data is a
       * member of $Globals (the enclosing cbuffer: check_cbuffer), each
       * resource field a resource of its own ("var.res.Tex1") */
      if (d->init) hl_warning(c, SW_IGNORED, d->loc, "Initializer of external global will be ignored");
      for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++)
        if (hl_decl_rare(d)->regs[i].has_space)
          hl_error(c, SE_REGISTER, hl_decl_rare(d)->regs[i].loc, "register space cannot be specified on global constants.");
      declare_resource_global(c, d);
      if (!sema_cb_member_ok(c, d)) d->type = c->t_error;
      else if (!d->cbuf) sema_cb_add_global(c, d);
      sema_declare(c, d);
      return;
    }
    if (d->quals & (Q_STATIC | Q_GROUPSHARED)) {
      hl_error(c, SE_UNSUPPORTED, d->loc, "static or groupshared resources are not supported");
      d->type = c->t_error;
      sema_declare(c, d);
      return;
    }
    if (d->init) hl_warning(c, SW_IGNORED, hl_expr_loc(d->init), "initializer of resource '%s' ignored", d->name);
    d->vk = VK_RESOURCE;
    declare_resource_global(c, d);
    sema_declare(c, d);
    return;
  }
  if ((d->quals & (Q_STATIC | Q_GROUPSHARED)) && hl_contains_hitobject(t)) {
    /* DXC: no objects in global variables, at the start of the declaration */
    SrcLoc at = d->begin ? hl_pos_loc(d->loc, d->begin) : d->loc;
    hl_diag_long_vectors(c, at, t, (d->quals & Q_GROUPSHARED) ? LV_GROUPSHARED : LV_GLOBAL);
    d->type = c->t_error;
    sema_declare(c, d);
    return;
  }
  if (t->kind == T_ARRAY && t->count == 0 && !t->zero_sized && !d->init) {
    hl_error(c, SE_TYPE, d->loc, "definition of variable with array type needs an explicit size or an initializer");
    d->type = c->t_error;
    sema_declare(c, d);
    return;
  }
  if (d->quals & Q_GROUPSHARED) {
    d->vk = VK_GROUPSHARED;
    if (d->init) hl_warning(c, SW_IGNORED, hl_expr_loc(d->init), "initializer of groupshared variable '%s' ignored", d->name);
    d->init = NULL;
    vec_push(c->arena, &c->statics, d);
  } else if (d->quals & Q_STATIC) {
    d->vk = (d->quals & Q_CONST) ? VK_STATIC_CONST : VK_STATIC;
    c->init_loc = d->loc;
    uint8_t ce = c->const_eval; /* a global's initializer is evaluated */
    c->const_eval = (d->quals & Q_CONST) ? 3 : 1;
    if (d->init) d->init = sema_initializer(c, d->init, &d->type);
    c->const_eval = ce;
    c->init_loc = (SrcLoc){0, 0, 0};
    if (d->vk == VK_STATIC_CONST && d->init) fold_const_var(c, d);
    else if (d->vk == VK_STATIC_CONST && (d->type->kind == T_SCALAR || d->type->kind == T_VECTOR) &&
             hl_components(d->type) <= 4) { /* ConstVal holds up to 4 (no long vectors) */
      /* DXC zero-initializes a static const without an initializer */
      d->folded = true;
      ConstVal z = {.n = hl_components(d->type), .sk = d->type->sk};
      hl_decl_cv_set(c, d, &z);
    }
    vec_push(c->arena, &c->statics, d);
  } else {
    /* a loose uniform: member of $Globals. Its initializer is checked like
     * any (errors in it are errors), then ignored with DXC's warning. */
    if (d->init) {
      HType *it = d->type;
      int errs = c->diag->errors;
      c->init_loc = d->loc;
      uint8_t ce = c->const_eval;
      c->const_eval = (d->quals & Q_CONST) ? 3 : 1;
      d->init = sema_initializer(c, d->init, &it);
      c->const_eval = ce;
      c->init_loc = (SrcLoc){0, 0, 0};
      if (c->diag->errors == errs)
        hl_warning(c, SW_IGNORED, d->loc, "Initializer of external global will be ignored");
    }
    /* register(cN) (or bN/iN) places the variable at row N of $Globals,
     * as packoffset(cN) would (sema_cb_finish_globals). */
    for (uint32_t i = 0; i < hl_decl_rare(d)->nregs; i++) {
      const RegSpec *r = &hl_decl_rare(d)->regs[i];
      if (r->cls && !strchr("bci", r->cls))
        hl_error(c, SE_REGISTER, r->loc, "invalid register specification, expected 'b', 'c', or 'i' binding");
      else if (r->has_space)
        hl_error(c, SE_REGISTER, r->loc, "register space cannot be specified on global constants.");
    }
    if (!sema_cb_member_ok(c, d)) d->type = c->t_error;
    else sema_cb_add_global(c, d);
  }
  sema_declare(c, d);
}

/* Implicit binding order: $Globals first, then the others in declaration order. */
static void assign_order_ids(HlslCtx *c) {
  int shift = c->globals_cb ? 1 : 0;
  if (c->globals_cb) c->globals_cb->order_id = 0;
  for (uint32_t i = 0; i < c->cbufs.len; i++) {
    CBufInfo *cb = c->cbufs.data[i];
    if (cb != c->globals_cb && cb->order_id >= 0) cb->order_id += shift;
  }
  for (uint32_t i = 0; i < c->resources.len; i++)
    if (c->resources.data[i]->order_id >= 0) c->resources.data[i]->order_id += shift;
  /* the running count was computed including $Globals' provisional -2 slot?
   * No: next_order_id counts only non-negative ids, so ids are dense. */
}

/* ---- entry point ----------------------------------------------------------- */

/* A mesh or amplification shader's group: at most 128 threads, each size
 * in [1..128] (the validator's SmThreadGroupChannelRange / SmMaxTheadGroup,
 * DXIL::kMaxMSASThreadGroup*). */
static void check_mesh_group_size(HlslCtx *c, Decl *d, const uint32_t n[3]) {
  static const char dim[3] = {'X', 'Y', 'Z'};
  for (uint32_t k = 0; k < 3; k++)
    if (n[k] > 128u)
      hl_error(c, SE_ATTR, d->loc, "Declared Thread Group %c size %u outside valid range [1..128].", dim[k], n[k]);
  uint64_t total = (uint64_t)n[0] * n[1] * n[2];
  if (total > 128u)
    hl_error(c, SE_ATTR, d->loc, "Declared Thread Group Count %llu (X*Y*Z) is beyond the valid maximum of 128.",
             (unsigned long long)total);
}

/* [numthreads(x, y, z)]: the three sizes into out, each checked (DXC's
 * messages); shared by entry points and library compute entries. */
int sema_numthreads(HlslCtx *c, Attr *a, uint32_t out[3]) {
  if (a->nargs != 3) {
    hl_error(c, SE_ATTR, a->loc, "'numthreads' attribute takes three arguments");
    return SEMA_NT_BAD_ARITY;
  }
  /* DXC (ValidateAttributeIntArg): each size a constant, a negative or
   * inexact one only warned about (an inexact float counts as 0); a
   * product outside [1..1024] drops the attribute with a warning, and the
   * entry then has no valid [numthreads]. The per-dimension limits
   * (x, y <= 1024, z <= 64) are the validator's. */
  int32_t v[3];
  for (uint32_t k = 0; k < 3; k++) {
    Expr *x = sema_expr(c, a->args[k]);
    a->args[k] = x;
    int64_t n;
    bool lit;
    if (!sema_attr_int_arg(x, &n, &lit)) {
      hl_error(c, SE_ATTR, a->loc, "'numthreads' attribute requires an integer constant");
      return SEMA_NT_BAD_ARITY;
    }
    if (!lit) hl_warning(c, SW_ATTR_TYPE, a->loc, "attribute 'numthreads' must have a uint literal argument");
    v[k] = (int32_t)n;
  }
  int32_t total = (int32_t)((uint32_t)v[0] * (uint32_t)v[1] * (uint32_t)v[2]);
  if (total <= 0 || total > 1024) {
    hl_warning(c, SW_IGNORED, a->loc,
               "Group size of %d (%d * %d * %d) is outside of valid range [1..1024] - attribute will be ignored",
               total, v[0], v[1], v[2]);
    return SEMA_NT_BAD_VALUE;
  }
  for (uint32_t k = 0; k < 3; k++) out[k] = (uint32_t)v[k];
  if (out[0] > 1024 || out[1] > 1024 || out[2] > 64) {
    static const char dim[3] = {'X', 'Y', 'Z'};
    for (uint32_t k = 0; k < 3; k++)
      if (out[k] > (k == 2 ? 64u : 1024u))
        hl_error(c, SE_ATTR, a->loc, "Declared Thread Group %c size %u outside valid range [1..%u].", dim[k],
                 out[k], k == 2 ? 64u : 1024u);
    return SEMA_NT_TOO_LARGE;
  }
  return SEMA_NT_OK;
}



/* The compute-shader ID semantics take 32-bit, 16-bit and min-precision
 * integers (DXC truncates the 32-bit ID to the declared type). */
static bool sv_int_kind(ScalarKind sk) {
  switch (sk) {
  case SK_UINT: case SK_INT: case SK_UINT16: case SK_INT16:
  case SK_MIN16UINT: case SK_MIN16INT: case SK_MIN12INT:
    return true;
  default:
    return false;
  }
}

static bool valid_sv_type(HType *t, bool scalar_only) {
  if (t->kind == T_SCALAR) return sv_int_kind(t->sk);
  if (t->kind == T_VECTOR && !scalar_only) return sv_int_kind(t->sk) && t->n <= 3;
  return false;
}

/* A compute entry's parameter semantic, checked as DXC does: missing is
 * an error on the function; one that is not a compute system value is
 * Sema's "invalid semantic" at the semantic, named without its index. */
static void check_semantic(HlslCtx *c, const char *sem, HType *t, SrcLoc loc, HlPos sem_pos) {
  if (!sem) {
    const Decl *f = c->entry;
    SrcLoc at = f ? (f->begin_loc.line ? f->begin_loc : f->loc) : loc;
    hl_error(c, SE_ENTRY, at,
             "Semantic must be defined for all parameters of an entry function or patch constant function.");
    return;
  }
  loc = hl_pos_loc(loc, sem_pos);
  if (!strcasecmp(sem, "SV_DispatchThreadID") || !strcasecmp(sem, "SV_GroupID") ||
      !strcasecmp(sem, "SV_GroupThreadID")) {
    if (!valid_sv_type(t, false))
      hl_error(c, SE_ENTRY, loc, "invalid type '%s' for semantic '%s'", hl_type_name(c, t), sem);
  } else if (!strcasecmp(sem, "SV_GroupIndex")) {
    if (!valid_sv_type(t, true))
      hl_error(c, SE_ENTRY, loc, "invalid type '%s' for semantic '%s'", hl_type_name(c, t), sem);
  } else {
    size_t n = strlen(sem);
    while (n > 0 && sem[n - 1] >= '0' && sem[n - 1] <= '9') n--;
    hl_error(c, SE_ENTRY, loc, "invalid semantic '%.*s' for cs %u.%u", (int)n, sem, c->opt->dx.target.sm_major,
             c->opt->dx.target.sm_minor);
  }
}

static void check_entry_param(HlslCtx *c, Decl *p) {
  HType *t = p->type;
  if (t->kind == T_ERROR) return;
  if (p->quals & Q_OUT) {
    hl_error(c, SE_ENTRY, p->loc, "compute shader entry parameters cannot be 'out'");
    return;
  }
  if (t->kind == T_STRUCT && !p->semantic) {
    StructInfo *st = t->st;
    for (uint32_t i = 0; i < st->nfields; i++) {
      Field *f = &st->fields[i];
      if (f->type->kind == T_STRUCT) {
        hl_error(c, SE_UNSUPPORTED, f->loc, "nested structs in entry parameters are not supported");
        continue;
      }
      check_semantic(c, f->semantic, f->type, f->loc, f->sem_pos);
    }
    return;
  }
  check_semantic(c, p->semantic, t, p->loc, p->sem_pos);
}

/* [WaveSize(N)] (SM 6.6) or [WaveSize(min, max[, preferred])] (SM 6.8),
 * checked as DXC checks it: the values first (DxilWaveSize::Validate: powers
 * of two in 4-128, min < max, preferred within them; an explicit 0 is
 * invalid), then the shader model of the active entry. Another [WaveSize]
 * on the same function with other values conflicts; clang applies a
 * function's attributes last to first, so the last one written is the one
 * kept and the others are reported against it. */
static bool wavesize_values(HlslCtx *c, Attr *a, uint32_t v[3]) {
  v[0] = v[1] = v[2] = 0;
  if (a->nargs < 1 || a->nargs > 3) {
    hl_error(c, SE_ATTR, a->loc, "'WaveSize' attribute takes one to three arguments");
    return false;
  }
  for (uint32_t k = 0; k < a->nargs; k++) {
    Expr *x = sema_expr(c, a->args[k]);
    a->args[k] = x;
    uint64_t n;
    if (!sema_const_uint(c, x, &n)) {
      hl_error(c, SE_ATTR, hl_expr_loc(x), "'WaveSize' attribute requires an integer constant");
      return false;
    }
    v[k] = n > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)n;
  }
  return true;
}

static bool wavesize_valid_value(uint32_t n) { return n >= 4 && n <= 128 && !(n & (n - 1)); }

static void check_wavesize(HlslCtx *c, Attr *a) {
  uint32_t v[3];
  if (!wavesize_values(c, a, v)) return;
  const char *bad = NULL;
  if (!v[0] || !wavesize_valid_value(v[0])) bad = "size";
  else if (a->nargs > 1 && (!v[1] || !wavesize_valid_value(v[1]))) bad = "size";
  else if (a->nargs > 1 && v[0] == v[1]) {
    hl_error(c, SE_ATTR, a->loc, "Wave Size Range minimum and maximum are equal");
    return;
  } else if (a->nargs > 1 && v[1] < v[0]) {
    hl_error(c, SE_ATTR, a->loc, "Minimum WaveSize value %u must be less than maximum WaveSize value %u",
             v[0], v[1]);
    return;
  } else if (a->nargs > 2 && (!v[2] || !wavesize_valid_value(v[2]))) bad = "size";
  else if (a->nargs > 2 && (v[2] < v[0] || v[2] > v[1])) {
    hl_error(c, SE_ATTR, a->loc, "Preferred WaveSize value %u must be between %u and %u", v[2], v[0], v[1]);
    return;
  }
  if (bad) {
    hl_error(c, SE_ATTR, a->loc, "WaveSize arguments must be between 4 and 128 and a power of 2");
    return;
  }
  memcpy(c->wavesize, v, sizeof v);
}

/* The active entry's [WaveSize]s (the last written is kept): values, conflicts,
 * then the shader model. */
static void check_entry_wavesize(HlslCtx *c, Decl *d) {
  Attr *kept = NULL;
  uint32_t kv[3] = {0, 0, 0};
  int errs = c->diag->errors;
  for (uint32_t i = hl_decl_rare(d)->attrs.len; i-- > 0;) {
    Attr *a = &hl_decl_rare(d)->attrs.data[i];
    if (strcasecmp(a->name, "WaveSize")) continue;
    memset(c->wavesize, 0, sizeof c->wavesize);
    check_wavesize(c, a);
    if (!kept) {
      kept = a;
      memcpy(kv, c->wavesize, sizeof kv);
      continue;
    }
    if (memcmp(kv, c->wavesize, sizeof kv)) {
      hl_error(c, SE_ATTR, a->loc, "shader attribute type 'wavesize' conflicts with shader attribute type 'wavesize'");
      diag_report(c->diag, DIAG_NOTE, SE_ATTR, kept->loc, "conflicting attribute is here");
    }
  }
  memcpy(c->wavesize, kv, sizeof kv);
  if (!kept || c->diag->errors != errs) return;
  uint32_t minor = c->opt ? c->opt->dx.target.sm_minor : 0;
  if (minor < 6)
    hl_error(c, SE_ATTR, kept->loc, "attribute wavesize requires shader model 6.6 or greater");
  else if (kept->nargs > 1 && minor < 8)
    hl_error(c, SE_ATTR, kept->loc, "WaveSize only takes multiple arguments in Shader Model 6.8 or higher");
}

void sema_check_wavesize(HlslCtx *c, Attr *a) { check_wavesize(c, a); }

/* DXC's profile name of the target ("cs_6_0", "lib_6_x"). */
static const char *profile_name(HlslCtx *c) {
  if (!c->opt) return "";
  ShaderStage st = c->opt->dx.target.stage;
  const char *p = stage_has_profile(st) || st == STAGE_LIBRARY ? stage_short(st) : "";
  if (c->opt->dx.target.sm_minor == 15) return arena_printf(c->arena, "%s_%u_x", p, c->opt->dx.target.sm_major);
  return arena_printf(c->arena, "%s_%u_%u", p, c->opt->dx.target.sm_major, c->opt->dx.target.sm_minor);
}

/* The [shader("kind")] attributes of a function, checked as DXC does: the
 * kind must be one of DXC's, a second one of another kind conflicts (the
 * last written is kept), and on the active entry of a non-library target it
 * must be the profile's kind. */
void sema_check_shader_attrs(HlslCtx *c, Decl *d, bool active_entry) {
  Attr *kept = NULL;
  for (uint32_t i = hl_decl_rare(d)->attrs.len; i-- > 0;) {
    Attr *a = &hl_decl_rare(d)->attrs.data[i];
    if (strcasecmp(a->name, "shader")) continue;
    const char *k = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : NULL;
    if (!k) {
      hl_error(c, SE_ATTR, a->loc, "attribute 'shader' must have a string literal argument");
      continue;
    }
    ShaderStage ks = stage_from_name(k, strlen(k), false);
    bool known = ks != STAGE_INVALID && ks != STAGE_LIBRARY; /* the library has no [shader] kind */
    if (!known) {
      hl_error(c, SE_ATTR, a->loc,
               "attribute 'shader' must have one of these values: compute,vertex,pixel,hull,domain,geometry,"
               "raygeneration,intersection,anyhit,closesthit,miss,callable,mesh,amplification,node");
      continue;
    }
    if (!kept) {
      kept = a;
      continue;
    }
    if (strcmp(k, kept->args[0]->name)) {
      hl_error(c, SE_ATTR, a->loc, "shader attribute type '%s' conflicts with shader attribute type '%s'", k,
               kept->args[0]->name);
      diag_report(c->diag, DIAG_NOTE, SE_ATTR, kept->loc, "conflicting attribute is here");
    }
  }
  if (!active_entry || !kept) return;
  ShaderStage st = c->opt ? c->opt->dx.target.stage : STAGE_COMPUTE;
  if (strcmp(kept->args[0]->name, stage_name(st)))
    hl_error(c, SE_ATTR, kept->loc,
             "entry type '%s' from profile '%s' conflicts with shader attribute type '%s' on entry function '%s'.",
             stage_name(st), profile_name(c), kept->args[0]->name, hl_unqualified(d->name));
}

/* [RootSignature("...")] on the entry: handed to the driver, which compiles
 * it as DXC does when generating code for the entry (HlslRootSig). The
 * argument must be one string literal (DXC's check for every function). */
static void record_root_signature(HlslCtx *c, Decl *d) {
  for (uint32_t i = 0; i < hl_decl_rare(d)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(d)->attrs.data[i];
    if (strcasecmp(a->name, "RootSignature")) continue;
    if (a->nargs != 1 || a->args[0]->kind != E_STRING) {
      hl_error(c, SE_ATTR, a->nargs ? hl_expr_loc(a->args[0]) : a->loc,
               "attribute RootSignature must have a string literal argument");
      continue;
    }
    HlslRootSig *rs = c->opt ? c->opt->rootsig : NULL;
    if (!rs) continue;
    rs->found = true;
    rs->text = a->args[0]->name ? a->args[0]->name : "";
    rs->len = strlen(rs->text);
    rs->loc = a->loc;
  }
}

/* DXC's DiagnoseEntry: no vectors of more than 4 components in an entry's
 * parameters (each at its name) or return type (at the function's name),
 * nor in a hull shader's patch constant function's. True when any. */
bool sema_entry_long_vectors(HlslCtx *c, Decl *d, ShaderStage st) {
  bool any = false;
  for (uint32_t i = 0; i < d->nparams; i++)
    any |= hl_diag_long_vectors(c, d->params[i]->loc, d->params[i]->type, LV_ENTRY_PARAM);
  any |= hl_diag_long_vectors(c, d->loc, d->type, LV_ENTRY_RETURN);
  if (st != STAGE_HULL) return any;
  for (uint32_t i = 0; i < hl_decl_rare(d)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(d)->attrs.data[i];
    if (strcasecmp(a->name, "patchconstantfunc") || a->nargs != 1 || a->args[0]->kind != E_STRING) continue;
    for (uint32_t k = 0; k < c->funcs.len; k++) {
      Decl *pf = c->funcs.data[k];
      if (strcmp(pf->name, a->args[0]->name)) continue;
      for (uint32_t j = 0; j < pf->nparams; j++)
        any |= hl_diag_long_vectors(c, pf->params[j]->loc, pf->params[j]->type, LV_PCF_PARAM);
      any |= hl_diag_long_vectors(c, pf->loc, pf->type, LV_PCF_RETURN);
      break;
    }
  }
  return any;
}

static void check_entry(HlslCtx *c) {
  const char *name = c->opt && c->opt->entry ? c->opt->entry : "main";
  Decl *d = NULL;
  for (uint32_t i = 0; i < c->funcs.len; i++)
    if (!strcmp(c->funcs.data[i]->name, name)) {
      if (d) {
        hl_error(c, SE_ENTRY, c->funcs.data[i]->loc, "ambiguous entry point function '%s'", name);
        return;
      }
      d = c->funcs.data[i];
    }
  if (!d) {
    hl_error(c, SE_ENTRY, srcloc_none(), "missing entry point definition");
    return;
  }
  c->entry = d;
  record_root_signature(c, d);
  ShaderStage st = c->opt ? c->opt->dx.target.stage : STAGE_COMPUTE;
  if (sema_entry_long_vectors(c, d, st)) return;
  int errs = c->diag->errors;
  sema_check_shader_attrs(c, d, true);
  if (st == STAGE_COMPUTE || st == STAGE_MESH || st == STAGE_AMPLIFICATION) check_entry_wavesize(c, d);
  if (c->diag->errors != errs) return;
  if (st == STAGE_VERTEX || st == STAGE_PIXEL || st == STAGE_GEOMETRY || st == STAGE_HULL ||
      st == STAGE_DOMAIN) {
    sema_graphics_entry(c, d); /* sema_sig.c */
    return;
  }
  bool mesh_like = st == STAGE_MESH || st == STAGE_AMPLIFICATION;
  if (st != STAGE_COMPUTE && !mesh_like) {
    hl_error(c, SE_UNSUPPORTED, d->loc,
             "only compute, vertex, pixel and geometry shaders are supported so far (target stage '%s')",
             stage_name(st));
    return;
  }
  if (d->type->kind != T_VOID && st != STAGE_MESH)
    hl_error(c, SE_ENTRY, d->loc, "return type of a %s shader entry point must be void",
             stage_name(st));
  bool have_nt = false;
  for (uint32_t i = 0; i < hl_decl_rare(d)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(d)->attrs.data[i];
    if (!strcasecmp(a->name, "numthreads")) {
      /* a bad size counts as no [numthreads] (reported again below) */
      int r = sema_numthreads(c, a, c->numthreads);
      have_nt = r != SEMA_NT_BAD_VALUE;
      if (r == SEMA_NT_OK && mesh_like) check_mesh_group_size(c, d, c->numthreads);
    } else if (!strcasecmp(a->name, "outputtopology") && st == STAGE_MESH) {
      /* sema_mesh_entry */
    } else if (!strcasecmp(a->name, "outputtopology")) {
      hl_warning(c, SW_IGNORED, a->loc, "attribute '%s' ignored", a->name);
    }
  }
  if (!have_nt && c->diag->errors == c->errors_at_start)
    hl_error(c, SE_ATTR, d->loc, "%s entry point must have a valid numthreads attribute",
             stage_name(st));
  if (st == STAGE_MESH) {
    if (c->diag->errors == c->errors_at_start) sema_mesh_entry(c, d); /* sema_sig.c */
    return;
  }
  for (uint32_t i = 0; i < d->nparams; i++) check_entry_param(c, d->params[i]);
}

bool hl_sema(HlslCtx *c) {
  c->global_scope = arena_alloc(c->arena, sizeof(Scope));
  if (!c->global_scope) return false;
  c->scope = c->global_scope;
  c->tpl_in_sema = true; /* template instances from now on are checked where they are made */
  sema_res_declare_builtins(c); /* ResourceDescriptorHeap, SamplerDescriptorHeap */
  for (uint32_t i = 0; i < c->decls.len; i++) {
    Decl *d = c->decls.data[i];
    switch (d->kind) {
    case D_STRUCT: check_struct(c, d); break;
    case D_TYPEDEF: break;
    case D_ENUM: check_enum(c, d); break;
    case D_STATIC_ASSERT: check_static_assert(c, d); break;
    case D_CBUFFER: check_cbuffer(c, d); break;
    case D_VAR: check_global_var(c, d); break;
    case D_FUNC: check_function(c, d); break;
    }
  }
  sema_template_check_bodies(c); /* the function template instances used above */
  if (c->globals_cb) {
    sema_cb_finish_globals(c);
    sema_cb_check_size(c, c->globals_cb);
  }
  assign_order_ids(c);
  bool lib = c->opt && c->opt->dx.target.stage == STAGE_LIBRARY;
  /* node entries are diagnosed whatever came before (DXC's DiagnoseNodeEntry
   * runs with the declaration, not after a clean translation unit) */
  sema_node_entries(c); /* sema_node.c */
  if (c->diag->errors == c->errors_at_start) {
    if (lib) sema_check_library(c); /* sema_lib.c */
    else check_entry(c);
  }
  if (c->diag->errors == c->errors_at_start) sema_check_call_graph(c); /* sema_callgraph.c */
  return c->diag->errors == c->errors_at_start && !c->arena->oom;
}
