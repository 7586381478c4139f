/* mangle.c - Microsoft C++ name mangling of HLSL functions and globals.
 *
 * Library targets name their exported functions and resource globals as DXC
 * (clang in MS ABI mode) does: "\01?foo@@YAMXZ" for `float foo()`,
 * "\01?T1@@3V?$Texture2D@M@@A" for `Texture2D<float> T1`. The leading \01
 * tells LLVM not to add a platform prefix. The subset here covers what HLSL
 * declarations need:
 *   function   ?name@@YA <return> <params> @Z   (no parameters: YA <return> XZ)
 *   global     ?name@@3 <type> A
 *   scalars    M float, H int, I uint, _N bool, N double, _J int64, _K uint64,
 *              F int16, G uint16, $halff@ half (without native 16-bit types),
 *              $f16@ half (with), $min16f@ min16float, ...
 *   vectors    V?$vector@<T>$0<n>@@ ; matrices V?$matrix@<T>$0<r>$0<c>@@
 *   structs    U<name>@@ ; resources V?$Texture2D@<T>@@ or U<name>@@ when
 *              the resource has no template argument (ByteAddressBuffer)
 *   arrays     parameters Y<ndims><dims...><elem>; globals PA[Y<n-1><dims...>]<elem>
 *   out/inout  AIA<type> (a reference)
 *   returned classes and structs get ?A before their type.
 * Back references follow the MS rules: each name fragment (identifier or
 * template instance) is remembered in order (at most 10) and a repeated one
 * is written as its digit; each parameter type longer than one character is
 * remembered too and a repeated parameter type is written as its digit.
 * Template argument lists have their own tables.
 */
#include <string.h>

#include "ast.h"
#include "mangle.h"

/* Back-reference tables of one mangling scope. */
typedef struct MangleScope {
  const char *names[10];  /* remembered name fragments ("f1", "?$vector@M$03@") */
  uint32_t nnames;        /* number of names */
  const char *types[10];  /* remembered parameter type encodings */
  uint32_t ntypes;        /* number of types */
  bool written_tpl;       /* struct template instances by their written name
                           * ("TC<float>"), as DXC names groupshared globals of
                           * shaders that are not libraries */
} MangleScope;

static void mangle_type(HlslCtx *c, StrBuf *sb, MangleScope *sc, const HType *t);

/* MS signed number: '?' before the magnitude of a negative one. */
static void mangle_number(StrBuf *sb, uint64_t n);
static void mangle_signed(StrBuf *sb, int64_t v) {
  if (v < 0) sb_putc(sb, '?');
  mangle_number(sb, v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v);
}

/* MS number: 1..10 as one digit (n-1), else hex with letters A..P and '@'. */
static void mangle_number(StrBuf *sb, uint64_t n) {
  if (n >= 1 && n <= 10) {
    sb_putc(sb, (char)('0' + (n - 1)));
    return;
  }
  if (n == 0) {
    sb_puts(sb, "A@");
    return;
  }
  char buf[20];
  int k = 0;
  while (n) {
    buf[k++] = (char)('A' + (n & 15));
    n >>= 4;
  }
  while (k) sb_putc(sb, buf[--k]);
  sb_putc(sb, '@');
}

/* A name fragment: its back reference digit when seen before, else the
 * fragment itself (remembered). `frag` already ends with '@' for plain names. */
static void mangle_fragment(HlslCtx *c, StrBuf *sb, MangleScope *sc, const char *frag) {
  if (!frag) { /* out of memory making it (sticky in the arena) */
    sb->oom = true;
    return;
  }
  for (uint32_t i = 0; i < sc->nnames; i++)
    if (!strcmp(sc->names[i], frag)) {
      sb_putc(sb, (char)('0' + i));
      return;
    }
  const char *keep = arena_strdup(c->arena, frag);
  if (keep && sc->nnames < 10) sc->names[sc->nnames++] = keep;
  sb_puts(sb, frag);
}

/* A possibly qualified name "N::M::f": its fragments innermost first
 * ("f@M@N@"), as MS qualified names are written (the caller adds the final '@'). */
static void mangle_qualified(HlslCtx *c, StrBuf *sb, MangleScope *sc, const char *name) {
  const char *end = name + strlen(name);
  for (;;) {
    const char *start = end;
    while (start > name && !(start - name >= 2 && start[-1] == ':' && start[-2] == ':')) start--;
    mangle_fragment(c, sb, sc, arena_printf(c->arena, "%.*s@", (int)(end - start), start));
    if (start == name) break;
    end = start - 2;
  }
}

static const char *scalar_code(HlslCtx *c, ScalarKind sk) {
  switch (hl_sk_concrete(sk)) {
  case SK_BOOL: return "_N";
  case SK_INT: return "H";
  case SK_UINT: return "I";
  case SK_INT16: return "F";
  case SK_UINT16: return "G";
  case SK_INT64: return "_J";
  case SK_UINT64: return "_K";
  case SK_HALF: return c->opt && c->opt->dx.target.native_16bit ? "$f16@" : "$halff@";
  case SK_FLOAT: return "M";
  case SK_DOUBLE: return "N";
  case SK_MIN16FLOAT: return "$min16f@";
  case SK_MIN10FLOAT: return "$min10f@";
  case SK_MIN16INT: return "$min16i@";
  case SK_MIN12INT: return "$min12i@";
  case SK_MIN16UINT: return "$min16ui@";
  default: return "H";
  }
}

/* "?$name@<args>@" for a template instance: the arguments are mangled in a
 * scope of their own; `args` lists types, `nums` integer arguments after them. */
static void mangle_template(HlslCtx *c, StrBuf *sb, MangleScope *sc, const char *name,
                            const HType *const *args, uint32_t nargs, const uint64_t *nums,
                            uint32_t nnums) {
  StrBuf frag = sb_new(c->arena);
  MangleScope inner;
  memset(&inner, 0, sizeof inner);
  sb_printf(&frag, "?$%s@", name);
  for (uint32_t i = 0; i < nargs; i++) mangle_type(c, &frag, &inner, args[i]);
  for (uint32_t i = 0; i < nnums; i++) {
    sb_puts(&frag, "$0");
    mangle_number(&frag, nums[i]);
  }
  sb_putc(&frag, '@');
  mangle_fragment(c, sb, sc, frag.data ? frag.data : "");
  sb_free(&frag);
}

/* The innermost component of a qualified name ("f" of "N::S<T::U>::f"):
 * after the last "::" outside template brackets. */
static const char *last_component(const char *name, size_t *prefix_len) {
  const char *last = name;
  int depth = 0;
  for (const char *p = name; *p; p++) {
    if (*p == '<') depth++;
    else if (*p == '>' && depth) depth--;
    else if (!depth && p[0] == ':' && p[1] == ':') last = p + 2;
  }
  *prefix_len = last > name ? (size_t)(last - name - 2) : 0;
  return last;
}

/* A template instance's name fragment "?$name@<args>@": each argument a
 * type or "$0" and a signed number, in a back-reference scope of its own. */
static void mangle_tpl_instance(HlslCtx *c, StrBuf *sb, MangleScope *sc, const char *base,
                                const TemplateArg *args, uint32_t nargs) {
  StrBuf frag = sb_new(c->arena);
  MangleScope inner;
  memset(&inner, 0, sizeof inner);
  inner.written_tpl = sc->written_tpl;
  sb_printf(&frag, "?$%s@", base);
  for (uint32_t i = 0; i < nargs; i++) {
    if (args[i].type) {
      mangle_type(c, &frag, &inner, args[i].type);
    } else {
      sb_puts(&frag, "$0");
      mangle_signed(&frag, args[i].value);
    }
  }
  sb_putc(&frag, '@');
  mangle_fragment(c, sb, sc, frag.data ? frag.data : NULL);
  sb_free(&frag);
}

/* A struct's qualified name (the caller adds the final '@'): an instance of
 * a struct template is its template fragment, then the template's scopes. */
static void mangle_struct_name(HlslCtx *c, StrBuf *sb, MangleScope *sc, const StructInfo *st) {
  if (st && st->tpl_of && st->tpl_args && !sc->written_tpl) {
    size_t pl;
    const char *base = last_component(st->tpl_of->name, &pl);
    mangle_tpl_instance(c, sb, sc, base, st->tpl_args, st->tpl_of->nparams);
    if (pl) mangle_qualified(c, sb, sc, arena_printf(c->arena, "%.*s", (int)pl, st->tpl_of->name));
    return;
  }
  mangle_qualified(c, sb, sc, st && st->name && st->name[0] ? st->name : "<unnamed-tag>");
}

static void mangle_type(HlslCtx *c, StrBuf *sb, MangleScope *sc, const HType *t) {
  switch (t->kind) {
  case T_VOID: sb_putc(sb, 'X'); return;
  case T_SCALAR: sb_puts(sb, scalar_code(c, t->sk)); return;
  case T_VECTOR: {
    const HType *e = hl_scalar(c, t->sk);
    uint64_t n = t->n;
    sb_putc(sb, 'V');
    mangle_template(c, sb, sc, "vector", &e, 1, &n, 1);
    sb_putc(sb, '@');
    return;
  }
  case T_MATRIX: {
    const HType *e = hl_scalar(c, t->sk);
    uint64_t n[2] = {t->n, t->m};
    sb_putc(sb, 'V');
    mangle_template(c, sb, sc, "matrix", &e, 1, n, 2);
    sb_putc(sb, '@');
    return;
  }
  case T_STRUCT: {
    if (t->st && t->st->node_kind) { /* work-graph node objects: DXC's built-in structs
                                        (templates on the record type) */
      const char *name = hl_node_kind_name(t->st->node_kind);
      const HType *e = t->st->node_rec;
      sb_putc(sb, 'U');
      if (e) mangle_template(c, sb, sc, name, &e, 1, NULL, 0);
      else mangle_fragment(c, sb, sc, arena_printf(c->arena, "%s@", name));
      sb_putc(sb, '@');
      return;
    }
    sb_putc(sb, t->st && (t->st->hitobject || (t->st->is_class && !t->st->is_interface)) ? 'V' : 'U'); /* a class (DXC's dx::HitObject too) */
    mangle_struct_name(c, sb, sc, t->st); /* N::S: "S@N@", N::T<float>: "?$T@M@N@" */
    sb_putc(sb, '@');
    return;
  }
  case T_RESOURCE: {
    const char *name = hl_res_info(t->rk)->name;
    if (hl_res_info(t->rk)->feedback) { /* FeedbackTexture2D<0>: its feedback kind */
      uint64_t kind = t->samples;
      sb_putc(sb, 'V');
      mangle_template(c, sb, sc, name, NULL, 0, &kind, 1);
      sb_putc(sb, '@');
      return;
    }
    if (!t->elem) {
      sb_putc(sb, 'U');
      mangle_fragment(c, sb, sc, arena_printf(c->arena, "%s@", name));
      sb_putc(sb, '@');
      return;
    }
    const HType *e = t->elem;
    uint64_t s = t->samples;
    /* DXC declares ConstantBuffer<T> and TextureBuffer<T> as struct templates */
    sb_putc(sb, t->rk == HL_RK_CONSTANT_BUFFER || t->rk == HL_RK_TEXTURE_BUFFER ? 'U' : 'V');
    mangle_template(c, sb, sc, name, &e, 1, &s, s ? 1 : 0);
    sb_putc(sb, '@');
    return;
  }
  case T_ARRAY: {
    if (t->patch) { /* InputPatch<T, N> / OutputPatch<T, N>: class templates */
      const HType *e = t->elem;
      uint64_t n = t->count;
      sb_putc(sb, 'V');
      mangle_template(c, sb, sc, t->patch == 1 ? "InputPatch" : "OutputPatch", &e, 1, &n, 1);
      sb_putc(sb, '@');
      return;
    }
    uint32_t nd = 0;
    const HType *e = t;
    while (e->kind == T_ARRAY) { nd++; e = e->elem; }
    sb_putc(sb, 'Y');
    mangle_number(sb, nd);
    for (e = t; e->kind == T_ARRAY; e = e->elem) mangle_number(sb, e->count);
    mangle_type(c, sb, sc, e);
    return;
  }
  default: sb_putc(sb, 'X'); return;
  }
}

/* An out/inout array parameter: Y<dims> then $$CA and the element. */
static void mangle_out_array(HlslCtx *c, StrBuf *sb, MangleScope *sc, const HType *t) {
  uint32_t nd = 0;
  const HType *e = t;
  while (e->kind == T_ARRAY && !e->patch) { nd++; e = e->elem; }
  sb_putc(sb, 'Y');
  mangle_number(sb, nd);
  for (e = t; e->kind == T_ARRAY && !e->patch; e = e->elem) mangle_number(sb, e->count);
  sb_puts(sb, "$$CA");
  mangle_type(c, sb, sc, e);
}

static bool is_class_like(const HType *t) {
  return (t->kind == T_ARRAY && t->patch) || t->kind == T_VECTOR || t->kind == T_MATRIX || t->kind == T_STRUCT || t->kind == T_RESOURCE;
}

const char *hl_mangle_function(HlslCtx *c, const Decl *f) {
  StrBuf sb = sb_new(c->arena);
  MangleScope sc;
  memset(&sc, 0, sizeof sc);
  sb_putc(&sb, '\1');
  sb_putc(&sb, '?');
  /* N::f: "f@N@"; a function template's instance "?$f@M@"; a method
   * "m@" then its struct's name */
  size_t pl;
  const char *own = last_component(f->name, &pl);
  if (hl_decl_rare(f)->tpl_of && hl_decl_rare(f)->tpl_args)
    mangle_tpl_instance(c, &sb, &sc, last_component(hl_decl_rare(f)->tpl_of->name, &(size_t){0}), hl_decl_rare(f)->tpl_args,
                        hl_decl_rare(f)->tpl_of->nparams);
  else
    mangle_fragment(c, &sb, &sc, arena_printf(c->arena, "%s@", own));
  if (f->method_of) mangle_struct_name(c, &sb, &sc, f->method_of);
  else if (pl) mangle_qualified(c, &sb, &sc, arena_printf(c->arena, "%.*s", (int)pl, f->name));
  /* member functions: public (Q: with `this`, cv-unqualified A; S: static), __cdecl (A) */
  bool has_this = f->method_of && f->nparams && f->params[0]->is_this;
  sb_puts(&sb, !f->method_of ? "@YA" : has_this ? "@QAA" : "@SA");
  if (is_class_like(f->type)) sb_puts(&sb, "?A");
  else if (f->type->kind == T_ARRAY && !f->type->patch) sb_puts(&sb, "$$B"); /* an array returned */
  mangle_type(c, &sb, &sc, f->type);
  uint32_t first = has_this ? 1 : 0;
  if (f->nparams == first) sb_putc(&sb, 'X');
  /* DXC names a raytracing entry's inout payload by value (UPayload@@) */
  bool rt_entry = f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1;
  for (uint32_t i = first; i < f->nparams; i++) {
    const Decl *p = f->params[i];
    /* parameter types are compared by their spelling without name back
     * references (the key); the written form uses the function's names */
    StrBuf key = sb_new(c->arena), one = sb_new(c->arena);
    MangleScope fresh;
    memset(&fresh, 0, sizeof fresh);
    /* out/inout: a reference (AIA) to a scalar, vector or matrix; a struct
     * as by value; an array with its element qualified ($$CA), as clang
     * mangles HLSL's out parameters */
    const HType *pt = p->type;
    bool out_array = (p->quals & Q_OUT) && !rt_entry && pt->kind == T_ARRAY && !pt->patch;
    /* a resource is a class to clang: out/inout ones are written as structs */
    bool record = pt->kind == T_STRUCT || pt->kind == T_RESOURCE;
    bool out = (p->quals & Q_OUT) || (p->res_inout && pt->kind == T_RESOURCE);
    if (out && !rt_entry && !record && !out_array) {
      sb_puts(&key, "AIA");
      sb_puts(&one, "AIA");
    }
    /* an out struct is written as by value, but is another type for the
     * back references (DXC: "U1@" after a by-value S, not "0") */
    if (out && !rt_entry && record) sb_puts(&key, "&");
    if (out_array) {
      mangle_out_array(c, &key, &fresh, pt);
    } else {
      mangle_type(c, &key, &fresh, p->type);
    }
    const char *k0 = key.data ? key.data : "";
    bool done = false;
    for (uint32_t k = 0; k < sc.ntypes && !done; k++)
      if (!strcmp(sc.types[k], k0)) {
        sb_putc(&sb, (char)('0' + k));
        done = true;
      }
    if (!done) {
      if (out_array) mangle_out_array(c, &one, &sc, pt);
      else mangle_type(c, &one, &sc, p->type);
      const char *keep = one.len > 1 && sc.ntypes < 10 ? arena_strdup(c->arena, k0) : NULL;
      if (keep) sc.types[sc.ntypes++] = keep;
      sb_puts(&sb, one.data ? one.data : "");
    }
    sb_free(&key);
    sb_free(&one);
  }
  if (f->nparams > first) sb_putc(&sb, '@');
  sb_putc(&sb, 'Z');
  const char *r = sb.oom ? NULL : arena_strndup(c->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r ? r : f->name; /* out of memory: the compile fails anyway; never NULL */
}

const char *hl_mangle_global(HlslCtx *c, const char *name, const HType *t, bool groupshared) {
  StrBuf sb = sb_new(c->arena);
  MangleScope sc;
  memset(&sc, 0, sizeof sc);
  sc.written_tpl = groupshared && !(c->opt && c->opt->dx.target.stage == STAGE_LIBRARY);
  sb_putc(&sb, '\1');
  sb_putc(&sb, '?');
  mangle_qualified(c, &sb, &sc, name);
  sb_puts(&sb, "@3");
  if (t->kind == T_ARRAY) {
    /* the array decays to a pointer to its element (the rest of the dimensions) */
    sb_puts(&sb, "PA");
    if (groupshared && t->elem->kind == T_ARRAY && !t->elem->patch) {
      /* the element of the inner dimensions carries groupshared's address
       * space: clang escapes its qualifiers ("$$C", none: 'A') */
      uint32_t nd = 0;
      const HType *e = t->elem;
      while (e->kind == T_ARRAY && !e->patch) { nd++; e = e->elem; }
      sb_putc(&sb, 'Y');
      mangle_number(&sb, nd);
      for (e = t->elem; e->kind == T_ARRAY && !e->patch; e = e->elem) mangle_number(&sb, e->count);
      sb_puts(&sb, "$$CA");
      mangle_type(c, &sb, &sc, e);
    } else {
      mangle_type(c, &sb, &sc, t->elem);
    }
  } else {
    mangle_type(c, &sb, &sc, t);
  }
  sb_putc(&sb, 'A');
  const char *r = sb.oom ? NULL : arena_strndup(c->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r ? r : name; /* out of memory: the compile fails anyway; never NULL */
}
