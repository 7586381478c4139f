/* parse.c - recursive-descent parser: preprocessed tokens -> AST.
 *
 * Like C, HLSL needs to know which identifiers name types to tell
 * declarations from expressions, so the parser keeps its own table of struct
 * and typedef names (scoped with blocks) and recognises builtin type names
 * (float4, uint2x3, min16float, RWBuffer<...>, ...) directly. Array
 * dimensions stay expressions; sema evaluates them.
 *
 * Errors: codes 3001-3099. After an error the parser suppresses further
 * messages until it resynchronises at a ';' or '}' so one mistake gives one
 * message, then continues to find errors in later declarations.
 */
#include "ast.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_DEPTH 200
/* Nested template instantiations allowed: clang's -ftemplate-depth default,
 * which DXC keeps (struct templates computing values recursively, S<N> from
 * S<N - 1>, need that many). */
#define TEMPLATE_DEPTH 256

typedef struct TypeEntry {
  const char *name;   /* struct tag or typedef name */
  Decl *decl;         /* D_STRUCT or D_TYPEDEF */
  uint64_t key;       /* type_name_key of the name: compared before the name */
} TypeEntry;

/* Every name ever added to Parser.types, as a set of hashes of their last
 * components ("S" of "N::S", comp_hash): a name whose last component is not
 * in it names no type under any prefix, which settles most lookups
 * (identifiers that are variables and functions) without walking the type
 * table. Only grows (scope marks and template instantiation cut the table
 * back, not the set), so a hit still walks the table; shared by the copies
 * of the Parser. */
typedef struct TypeNameSet {
  uint64_t *h;          /* open addressing; 0 empty */
  uint32_t cap, used;   /* cap a power of two */
  bool off;             /* ran out of memory: every name may be a type */
  uint32_t stamp;       /* bumped by every change to the entries of a type table (a push or a
                           rewrite; a cut changes its length): with the table's address and
                           length it tells that the entries looked up before are unchanged */
  struct TypeMemo {     /* the last answers of lookup_type_exact / lookup_type_in, by the
                           address of the name looked up (names are never freed or changed
                           during the parse); valid while data, len and stamp are the same */
    const char *prefix, *name;
    size_t plen;
    const TypeEntry *data;
    uint32_t len, stamp;
    Decl *decl;
  } memo[64];
} TypeNameSet;

/* What a name is regardless of scope (a qualifier, a keyword or builtin
 * that starts a type), worked out once per distinct spelling: the parser
 * asks about every identifier many times (is_type_start, qual_at), and
 * identifiers are interned, so the spelling's address is the key. */
typedef struct NameClass {
  const char *name;     /* the interned spelling (NULL: empty slot) */
  uint64_t qual;        /* qual_bit(name) */
  bool type_start;      /* a type keyword or a builtin type name */
  bool contextual;      /* contextual_modifier(name) */
  bool effect_object;   /* is_effect_object_name(name) */
  bool qualified;       /* the name holds a "::" */
  HType *numeric;       /* builtin_numeric(name) */
  uint16_t tpl_bit;     /* hl_template_bit(name) */
  uint64_t comp;        /* comp_hash(name) */
} NameClass;

typedef struct Parser {
  HlslCtx *c;
  const HType *body_base; /* the base of the struct whose body is being parsed (NULL: none) */
  NameClass *names;     /* direct-mapped (a collision only recomputes): names_mask + 1
                           entries, sized for the input (NULL: no cache) */
  uint32_t names_mask;
  NameClass name_tmp;   /* name_class's answer when there is no cache */
  bool has_pragmas;     /* the tokens hold a __pragma_pack_matrix (prev_pos and take_pragmas look for them only then) */
  TypeNameSet *type_names; /* the names of types (may be NULL: no filter) */
  uint64_t *word_filter; /* [256]: bit n of [c] ([128 + c]) set when a word name_class knows
                            starts (ends) with c and has n letters (NULL: no filter) */
  Token *toks;          /* the caller's tokens (we split '>>' in place) */
  uint32_t ntoks;       /* number of tokens incl. EOF */
  uint32_t pos;         /* current token */
  bool panic;           /* suppress errors until resynchronised */
  bool gave_up;         /* too many errors: stop reporting */
  int depth;            /* recursion depth guard */
  VEC(TypeEntry) types; /* visible type names */
  bool pack_row_major;  /* #pragma pack_matrix(row_major) (or -Zpr) in effect */
  bool pack_seen;       /* a #pragma pack_matrix was met: it gives an orientation to every
                           matrix type declared without one from now on (as written) */
  const char *ns;       /* enclosing namespaces and classes, "N::S::" ("" at file scope):
                           unqualified names are looked up in them, innermost first */
  const char *decl_ns;  /* prefix of the names declared here: the enclosing namespaces
                           ("N::") at namespace scope, "" inside functions and structs */
  VEC(const char *) ns_stack; /* the ns / decl_ns to restore at each open namespace's '}' */
  VEC(Field) field_stack; /* the members of the struct bodies being parsed (nested ones on
                             top), kept at their exact size when the body ends */
  int func_depth;       /* > 0 inside a function (local structs cannot have methods) */
  const char *inst_of;  /* instantiating struct template "S": its definition gets inst_name */
  const char *inst_name;/* "S<float, 4>" (unqualified) */
  Decl *inst_fwd;       /* the incomplete struct that instance was until now (its template
                           was only declared), which the definition completes */
  SrcLoc spec;          /* first token of the declaration being parsed (after its
                           attributes): the start of its declarations' source ranges */
  SrcLoc decl_begin;    /* first token of the declaration being parsed (after attributes) */
  uint32_t soft_errors;  /* errors after which parsing went on as if the code were right
                          * (a missing 'typename' or 'template'): the tree is complete */
  bool targs_dependent; /* the template argument list parsed last names a template
                           parameter of the instance being parsed (S<T>: a dependent scope) */
  bool typename_optional; /* a base clause: dependent names are types without 'typename' */
  bool sfinae_open;     /* instantiating a function template: its signature's errors go to
                           c->sfinae until the body starts (parse_function_inner) */
} Parser;

/* The lists a node keeps (arguments, statements, declarations, members)
 * are gathered in a buffer on the stack (VEC_ON_STACK: vec_push spills to
 * the arena when it fills, as from an empty vector) and kept at their exact
 * size (vec_keep): most lists are short, and a vector's first growth alone
 * takes room for 8. */
#define VEC_ON_STACK(v, buf) ((v).data = (buf), (v).len = 0, (v).cap = (uint32_t)(sizeof(buf) / sizeof((buf)[0])))
static void *vec_keep_(Parser *p, void *data, const void *buf, uint32_t len, size_t elem) {
  if (data != buf) return data;
  return len ? arena_dup(p->c->arena, buf, len * elem) : NULL;
}
#define vec_keep(p, v, buf) vec_keep_((p), (v).data, (buf), (v).len, sizeof(*(v).data))

static TemplateInfo *find_template(Parser *p, const char *name, bool is_struct);
static TemplateInfo *find_member_template(Parser *p, const char *name);
static TemplateInfo *find_member_template_call(Parser *p, const char *name);
static void parse_template_decl(Parser *p, StructInfo *owner);
static void parse_specialization(Parser *p, SrcLoc kw);
static void parse_partial_specialization(Parser *p, Token *name, TemplateParam *ps, uint32_t nps);
static Expr *parse_binary(Parser *p, int min_prec);
static Expr *parse_flag_arg(Parser *p, int prec);
static bool fold_tpl_int(HlslCtx *c, const Expr *e, int64_t *out, int depth);
static HType *parse_template_struct_type(Parser *p, TemplateInfo *ti);
static bool parse_template_args(Parser *p, TemplateInfo *ti, TemplateArg **out, uint32_t *n);
static TemplateArg *complete_targs(Parser *p, TemplateInfo *ti, TemplateArg *a, uint32_t n, SrcLoc loc);
static HType *alias_sugar(Parser *p, HType *t, const char *spelled);

/* ---- token helpers ---------------------------------------------------- */

static Token *peek(Parser *p) { return &p->toks[p->pos]; }
static Token *peek_at(Parser *p, uint32_t k) {
  uint32_t i = p->pos + k;
  return i < p->ntoks ? &p->toks[i] : &p->toks[p->ntoks - 1];
}
static void take_pragmas(Parser *p);
static bool tok_punct_(const Token *t, const char *s) {
  return t->kind == TK_PUNCT && tok_text_is(t, s);
}

static Token *advance(Parser *p) {
  Token *t = &p->toks[p->pos];
  if (t->kind != TK_EOF) {
    p->pos++;
    take_pragmas(p);
  }
  return t;
}
/* The last token of the pack_matrix pragma starting at toks[k] (as
 * take_pragmas reads it). */
static uint32_t pragma_end(const Parser *p, uint32_t k) {
  uint32_t i = k + 1;
  if (i >= p->ntoks || !tok_punct_(&p->toks[i], "(")) return k;
  i++;
  while (i < p->ntoks && p->toks[i].kind != TK_EOF && !tok_punct_(&p->toks[i], ")")) i++;
  return i < p->ntoks && tok_punct_(&p->toks[i], ")") ? i : i - 1;
}

/* Where the last consumed token starts: the end of a node's source range
 * (a #pragma consumed after it is no part of the node). */
static HlPos prev_pos(Parser *p) {
  uint32_t i = p->pos;
  if (!p->has_pragmas) return i ? hl_pos(p->toks[i - 1].loc) : 0;
  while (i > 0) {
    uint32_t j = i - 1, k = j + 1;
    for (uint32_t n = 0; n < 8 && n <= j; n++) {
      const Token *t = &p->toks[j - n];
      if (t->kind == TK_IDENT && tok_text_is(t, "__pragma_pack_matrix") && pragma_end(p, j - n) == j) {
        k = j - n;
        break;
      }
    }
    if (k > j) return hl_pos(p->toks[j].loc);
    i = k;
  }
  return 0;
}
/* A node whose last token was just consumed. */
static Expr *fin(Parser *p, Expr *e) {
  if (e) e->end = prev_pos(p);
  return e;
}

static inline bool tok_is(const Token *t, const char *s) {
  return (t->kind == TK_PUNCT || t->kind == TK_IDENT) && tok_text_is(t, s);
}
static inline bool tok_punct(const Token *t, const char *s) {
  return t->kind == TK_PUNCT && tok_text_is(t, s);
}
static inline bool at(Parser *p, const char *s) { return tok_is(peek(p), s); }
static inline bool at_punct(Parser *p, const char *s) { return tok_punct(peek(p), s); }
/* (at(p, s) compared character by character: most tokens differ from s in
 * the first, where strlen and memcmp calls would cost more than the test) */
static bool accept(Parser *p, const char *s) {
  const Token *t = peek(p);
  if (t->kind != TK_PUNCT && t->kind != TK_IDENT) return false;
  uint32_t i = 0;
  for (; s[i]; i++)
    if (t->text[i] != s[i]) return false;
  if (i != t->len) return false;
  advance(p);
  return true;
}

static void perr(Parser *p, int code, SrcLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
#define MAX_PARSE_ERRORS 20

static void perr(Parser *p, int code, SrcLoc loc, const char *fmt, ...) {
  if (p->panic || p->gave_up) return;
  p->panic = true;
  if (p->c->diag->errors - p->c->errors_at_start >= MAX_PARSE_ERRORS) {
    p->gave_up = true;
    /* give up: skip to the end of the input */
    diag_report(p->c->diag, DIAG_ERROR, PE_EXPECTED, loc, "too many errors emitted, stopping now");
    p->pos = p->ntoks - 1;
    return;
  }
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(p->c->diag, DIAG_ERROR, code, loc, fmt, ap);
  va_end(ap);
}

static bool expect(Parser *p, const char *s, const char *ctx) {
  if (accept(p, s)) return true;
  if (ctx)
    perr(p, PE_EXPECTED, peek(p)->loc, "expected '%s' %s", s, ctx);
  else
    perr(p, PE_EXPECTED, peek(p)->loc, "expected '%s'", s);
  return false;
}

/* Consume one '>' closing a template argument list, splitting '>>'. */
static bool expect_close_angle(Parser *p) {
  Token *t = peek(p);
  if (tok_punct(t, ">")) {
    advance(p);
    return true;
  }
  if (t->kind == TK_PUNCT && t->text[0] == '>' && t->len >= 2) {
    /* '>>', '>=', '>>=': keep the rest as the current token */
    t->text = arena_strdup(p->c->arena, t->text + 1);
    if (!t->text) return false;
    t->len--;
    t->loc.col++;
    return true;
  }
  perr(p, PE_EXPECTED, t->loc, "expected '>'");
  return false;
}

static void *pnew(Parser *p, size_t n) { return arena_alloc(p->c->arena, n); }

/* Skip to a synchronisation point: past ';' or up to (not past) an
 * unbalanced '}' at the current nesting level. */
static void sync_stmt(Parser *p) {
  int depth = 0;
  while (peek(p)->kind != TK_EOF) {
    Token *t = peek(p);
    if (tok_punct(t, "{") || tok_punct(t, "(") || tok_punct(t, "[")) depth++;
    else if (tok_punct(t, ")") || tok_punct(t, "]")) {
      if (depth > 0) depth--;
    } else if (tok_punct(t, "}")) {
      if (depth == 0) break;
      depth--;
      if (depth == 0) {
        advance(p);
        /* a '}' closing a nested block ends a statement too */
        if (at_punct(p, ";")) advance(p);
        break;
      }
    } else if (tok_punct(t, ";") && depth == 0) {
      advance(p);
      break;
    }
    advance(p);
  }
  p->panic = false;
}

/* ---- type names -------------------------------------------------------- */

typedef struct BaseName {
  const char *name;     /* scalar type spelling */
  ScalarKind sk;        /* its kind */
} BaseName;

static const BaseName base_names[] = {
  {"bool", SK_BOOL}, {"int", SK_INT}, {"uint", SK_UINT}, {"dword", SK_UINT},
  {"half", SK_HALF}, {"float", SK_FLOAT}, {"double", SK_DOUBLE},
  {"min16float", SK_MIN16FLOAT}, {"min10float", SK_MIN10FLOAT}, {"min16int", SK_MIN16INT},
  {"min12int", SK_MIN12INT}, {"min16uint", SK_MIN16UINT},
  {"int16_t", SK_INT16}, {"uint16_t", SK_UINT16}, {"int32_t", SK_INT}, {"uint32_t", SK_UINT},
  {"int64_t", SK_INT64}, {"uint64_t", SK_UINT64}, {"float16_t", SK_HALF},
  {"float32_t", SK_FLOAT}, {"float64_t", SK_DOUBLE},
  /* SM 6.6 packed 8-bit vectors: a uint holding four bytes (pack_*, unpack_*, dot4add_*) */
  {"int8_t4_packed", SK_UINT}, {"uint8_t4_packed", SK_UINT},
};

/* The fixed-width names of HLSL 2018 (int64_t/uint64_t are older). */
static bool fixed_width_2018(const char *name) {
  return (!strncmp(name, "int", 3) || !strncmp(name, "uint", 4) || !strncmp(name, "float", 5)) &&
         strstr(name, "_t") && !strstr(name, "64_t");
}

/* -HV 202x (DXC's v202x, 2029): literals have C++'s types. */
static bool hlsl_202x(const HlslCtx *c) { return c->opt && c->opt->hlsl_version >= 2029; }

/* The type C++ gives an unsuffixed integer literal in HLSL 202x (int is 32
 * bits, long 32, long long 64): a decimal value the first of int and int64_t
 * it fits; a hex or octal value the first of int, uint, int64_t, uint64_t. */
static ScalarKind int_literal_202x(const Token *t) {
  bool radix = t->text && t->text[0] == '0' && t->text[1] != 0 && t->text[1] != '.';
  if (tok_ival(t) <= 0x7FFFFFFFull) return SK_INT;
  if (radix && tok_ival(t) <= 0xFFFFFFFFull) return SK_UINT;
  if (tok_ival(t) <= 0x7FFFFFFFFFFFFFFFull) return SK_INT64;
  return SK_UINT64;
}

/* Builtin scalar/vector/matrix type spelled `s`, or NULL. Before HLSL 2018
 * the fixed-width names (int16_t, float32_t, ...) are not types (DXC). */
static HType *builtin_numeric(HlslCtx *c, const char *s) {
  int hv = c->opt && c->opt->hlsl_version ? c->opt->hlsl_version : 2021;
  for (size_t i = 0; i < sizeof(base_names) / sizeof(base_names[0]); i++) {
    if (s[0] != base_names[i].name[0]) continue; /* first letter first: this runs per name */
    size_t n = strlen(base_names[i].name);
    if (strncmp(s, base_names[i].name, n) != 0) continue;
    if (hv < 2018 && fixed_width_2018(base_names[i].name)) continue;
    const char *r = s + n;
    if (!*r) return hl_scalar(c, base_names[i].sk);
    if (r[0] >= '1' && r[0] <= '4') {
      if (!r[1]) return hl_vector(c, base_names[i].sk, (uint32_t)(r[0] - '0'));
      if (r[1] == 'x' && r[2] >= '1' && r[2] <= '4' && !r[3])
        return hl_matrix(c, base_names[i].sk, (uint32_t)(r[0] - '0'), (uint32_t)(r[2] - '0'));
    }
  }
  return NULL;
}

typedef struct ResName {
  const char *name;     /* resource type spelling */
  HlResKind rk;           /* its kind */
} ResName;

static const ResName res_names[] = {
  {"Buffer", HL_RK_BUFFER}, {"RWBuffer", HL_RK_RWBUFFER}, {"StructuredBuffer", HL_RK_SBUFFER},
  {"RWStructuredBuffer", HL_RK_RWSBUFFER}, {"ByteAddressBuffer", HL_RK_BAB},
  {"RWByteAddressBuffer", HL_RK_RWBAB}, {"AppendStructuredBuffer", HL_RK_APPEND_SBUFFER},
  {"ConsumeStructuredBuffer", HL_RK_CONSUME_SBUFFER}, {"RasterizerOrderedBuffer", HL_RK_ROV_BUFFER},
  {"RasterizerOrderedStructuredBuffer", HL_RK_ROV_SBUFFER},
  {"RasterizerOrderedByteAddressBuffer", HL_RK_ROV_BAB},
  {"Texture1D", HL_RK_TEXTURE1D}, {"Texture2D", HL_RK_TEXTURE2D}, {"Texture3D", HL_RK_TEXTURE3D},
  {"TextureCube", HL_RK_TEXTURECUBE}, {"Texture1DArray", HL_RK_TEXTURE1DARRAY},
  {"Texture2DArray", HL_RK_TEXTURE2DARRAY}, {"Texture2DMS", HL_RK_TEXTURE2DMS},
  {"TextureCubeArray", HL_RK_TEXTURECUBEARRAY}, {"RWTexture1D", HL_RK_RWTEXTURE1D},
  {"RWTexture2D", HL_RK_RWTEXTURE2D}, {"RWTexture3D", HL_RK_RWTEXTURE3D},
  {"RWTexture1DArray", HL_RK_RWTEXTURE1DARRAY}, {"RWTexture2DArray", HL_RK_RWTEXTURE2DARRAY},
  {"SamplerState", HL_RK_SAMPLER}, {"sampler", HL_RK_SAMPLER},
  {"SamplerComparisonState", HL_RK_SAMPLER_CMP}, {"ConstantBuffer", HL_RK_CONSTANT_BUFFER},
  {"Texture2DMSArray", HL_RK_TEXTURE2DMSARRAY}, {"RWTexture2DMS", HL_RK_RWTEXTURE2DMS},
  {"RWTexture2DMSArray", HL_RK_RWTEXTURE2DMSARRAY},
  {"RasterizerOrderedTexture1D", HL_RK_ROV_TEXTURE1D}, {"RasterizerOrderedTexture2D", HL_RK_ROV_TEXTURE2D},
  {"RasterizerOrderedTexture3D", HL_RK_ROV_TEXTURE3D},
  {"RasterizerOrderedTexture1DArray", HL_RK_ROV_TEXTURE1DARRAY},
  {"RasterizerOrderedTexture2DArray", HL_RK_ROV_TEXTURE2DARRAY},
  {"FeedbackTexture2D", HL_RK_FEEDBACK_TEXTURE2D}, {"FeedbackTexture2DArray", HL_RK_FEEDBACK_TEXTURE2DARRAY},
  {"TextureBuffer", HL_RK_TEXTURE_BUFFER},
  {"RaytracingAccelerationStructure", HL_RK_RT_ACCEL},
  /* not sampler1D/2D/3D/CUBE: DXC has no such types (ported DX9 code defines
   * its own, e.g. `struct sampler2D { Texture2D t; SamplerState s; };`) */
};

/* Geometry-shader stream output types: 0 point, 1 line, 2 triangle, -1 none. */
static int stream_kind_of(const char *s) {
  if (s[0] != 'P' && s[0] != 'L' && s[0] != 'T') return -1; /* runs per name */
  if (!strcmp(s, "PointStream")) return 0;
  if (!strcmp(s, "LineStream")) return 1;
  if (!strcmp(s, "TriangleStream")) return 2;
  return -1;
}

static int res_kind_of(const char *s) {
  for (size_t i = 0; i < sizeof(res_names) / sizeof(res_names[0]); i++) /* first letter first: */
    if (s[0] == res_names[i].name[0] && strcmp(s, res_names[i].name) == 0) /* called per name */
      return (int)res_names[i].rk;
  return -1;
}

static uint64_t type_name_key(const char *prefix, size_t plen, const char *name) {
  uint64_t h = hl_hash_cat(prefix, plen, name);
  return h ? h : 1;
}

/* The hash of s's last component (hl_last_comp_hash): the same for a name
 * written N::S and for S looked up with the prefix "N::". */
static uint64_t comp_hash(const char *s) { return hl_last_comp_hash(s, NULL); }

static uint64_t *type_name_slot(const TypeNameSet *s, uint64_t h) {
  uint32_t mask = s->cap - 1;
  for (uint32_t k = (uint32_t)(h ^ (h >> 32)) & mask;; k = (k + 1) & mask)
    if (!s->h[k] || s->h[k] == h) return &s->h[k];
}

/* Was a type name with the last component hashed to h (comp_hash) added? */
static bool type_comp_maybe(const Parser *p, uint64_t h) {
  const TypeNameSet *s = p->type_names;
  if (!s || s->off) return true;
  if (!s->cap) return false;
  return *type_name_slot(s, h) != 0;
}

/* Can prefix + name be in the type table (a type name was added with it)?
 * The prefix ends with "::" (or is empty), so name's last component is the
 * whole name's. */
static bool type_name_maybe(const Parser *p, const char *prefix, size_t plen, const char *name) {
  if (plen && !(plen >= 2 && prefix[plen - 1] == ':' && prefix[plen - 2] == ':')) return true;
  /* a token's name has its hash in the name_class cache already */
  uintptr_t a = (uintptr_t)name;
  const NameClass *e = p->names ? &p->names[((a >> 3) ^ (a >> 13)) & p->names_mask] : NULL;
  return type_comp_maybe(p, e && e->name == name ? e->comp : comp_hash(name));
}

static void type_name_add(Parser *p, const char *name) {
  TypeNameSet *s = p->type_names;
  if (!s || s->off) return;
  if ((s->used + 1) * 2 > s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 256;
    uint64_t *old = s->h, ocap = s->cap;
    s->h = arena_alloc(p->c->arena, sizeof(uint64_t) * cap);
    if (!s->h) {
      s->off = true;
      return;
    }
    s->cap = cap;
    for (uint32_t k = 0; k < ocap; k++)
      if (old[k]) *type_name_slot(s, old[k]) = old[k];
  }
  uint64_t h = comp_hash(name);
  uint64_t *slot = type_name_slot(s, h);
  if (!*slot) {
    *slot = h;
    s->used++;
  }
}

/* The memo slot for prefix[0..plen) + name, and whether it holds the answer
 * for the type table as it is (a walk over the table otherwise: typedef-heavy
 * headers look the same few names up over and over). */
static struct TypeMemo *type_memo(const Parser *p, const char *prefix, size_t plen, const char *name,
                                  bool *hit) {
  TypeNameSet *s = p->type_names;
  *hit = false;
  if (!s) return NULL;
  uintptr_t h = (uintptr_t)name ^ ((uintptr_t)prefix >> 2) ^ plen;
  struct TypeMemo *m = &s->memo[((h >> 3) ^ (h >> 11)) & 63];
  *hit = m->name == name && m->prefix == prefix && m->plen == plen && m->data == p->types.data &&
         m->len == p->types.len && m->stamp == s->stamp;
  return m;
}

static void type_memo_set(const Parser *p, struct TypeMemo *m, const char *prefix, size_t plen,
                          const char *name, Decl *d) {
  if (!m) return;
  m->prefix = prefix, m->plen = plen, m->name = name;
  m->data = p->types.data, m->len = p->types.len, m->stamp = p->type_names->stamp;
  m->decl = d;
}

static Decl *lookup_type_exact(Parser *p, const char *name) {
  if (!type_name_maybe(p, "", 0, name)) return NULL;
  bool hit;
  struct TypeMemo *m = type_memo(p, "", 0, name, &hit);
  if (hit) return m->decl;
  uint64_t key = type_name_key("", 0, name);
  Decl *d = NULL;
  for (uint32_t i = p->types.len; i-- > 0;)
    if (p->types.data[i].key == key && strcmp(p->types.data[i].name, name) == 0) {
      d = p->types.data[i].decl;
      break;
    }
  type_memo_set(p, m, "", 0, name, d);
  return d;
}

/* The type named prefix[0..plen) + name (no concatenation: this runs for
 * identifiers inside namespaces). */
static Decl *lookup_type_in(Parser *p, const char *prefix, size_t plen, const char *name) {
  if (!type_name_maybe(p, prefix, plen, name)) return NULL;
  bool hit;
  struct TypeMemo *m = type_memo(p, prefix, plen, name, &hit);
  if (hit) return m->decl;
  uint64_t key = type_name_key(prefix, plen, name);
  Decl *d = NULL;
  for (uint32_t i = p->types.len; i-- > 0;) {
    const char *tn = p->types.data[i].name;
    if (p->types.data[i].key == key && !strncmp(tn, prefix, plen) && !strcmp(tn + plen, name)) {
      d = p->types.data[i].decl;
      break;
    }
  }
  type_memo_set(p, m, prefix, plen, name, d);
  return d;
}

/* prefix + name in the arena ("N::" + "S"). */
static const char *qualify(Parser *p, const char *prefix, const char *name) {
  if (!prefix || !prefix[0]) return name;
  return arena_printf(p->c->arena, "%s%s", prefix, name);
}

/* A type name as written where p->ns is in effect: N::S::T, N::T, T, then
 * the `using namespace` prefixes. A leading "::" names the file scope. */
static Decl *lookup_type(Parser *p, const char *name) {
  if (name[0] == ':' && name[1] == ':') return lookup_type_exact(p, name + 2);
  if (!type_name_maybe(p, "", 0, name)) return NULL; /* under every prefix below */
  const char *ns = p->ns ? p->ns : "";
  size_t len = strlen(ns);
  for (;;) {
    Decl *d = len == 0 ? lookup_type_exact(p, name) : lookup_type_in(p, ns, len, name);
    if (d) return d;
    if (len == 0) break;
    /* drop the innermost "X::" */
    len -= 2;
    while (len > 0 && !(ns[len - 1] == ':' && len >= 2 && ns[len - 2] == ':')) len--;
  }
  for (uint32_t i = 0; i < p->c->using_ns.len; i++) {
    const char *u = p->c->using_ns.data[i];
    Decl *d = lookup_type_in(p, u, strlen(u), name);
    if (d) return d;
  }
  return NULL;
}

/* What a qualified type name's lookup found out on the way (lookup_type_q). */
typedef struct QualLookup {
  bool dependent;       /* a prefix named a template type parameter (T::X) */
  const HType *scope;   /* the type a prefix named when the member was not found in it */
  const char *scope_end;/* where the name's part after that prefix's "::" starts */
} QualLookup;

/* A qualified type name A::B::C whose prefix names a type through a typedef,
 * an alias or a template type parameter (T::value_type, Alias::Inner): the
 * member type of the struct that prefix names, as C++ looks a
 * nested-name-specifier up. The prefixes are tried shortest first (A, then
 * A::B when A is a struct or namespace); a prefix naming a non-struct type
 * ends the search (recorded in q->scope for the caller's diagnostic). */
static Decl *lookup_type_via_alias(Parser *p, const char *name, QualLookup *q, int depth) {
  if (depth > 16) return NULL;
  for (const char *k = strstr(name + (name[0] == ':' ? 2 : 0), "::"); k; k = strstr(k + 2, "::")) {
    const char *prefix = arena_printf(p->c->arena, "%.*s", (int)(k - name), name);
    Decl *pd = prefix ? lookup_type(p, prefix) : NULL;
    if (!pd) continue; /* a namespace, or nothing: a longer prefix may name a type */
    const HType *pt = pd->kind == D_STRUCT && pd->st ? NULL : pd->type;
    if (pd->kind == D_STRUCT) {
      /* S::X was looked up as written already; S::X::Y continues below */
      if (q) q->scope = hl_struct_type(p->c, pd->st), q->scope_end = k + 2;
      continue;
    }
    if (!pt) return NULL;
    if (q && pt->subst) q->dependent = true;
    if (pt->kind != T_STRUCT || !pt->st) {
      if (q) q->scope = pt, q->scope_end = k + 2;
      return NULL;
    }
    const char *full = arena_printf(p->c->arena, "%s%s", pt->st->name, k);
    if (!full) return NULL;
    if (q) q->scope = pt, q->scope_end = k + 2;
    Decl *d = lookup_type_exact(p, full);
    return d ? d : lookup_type_via_alias(p, full, q, depth + 1);
  }
  return NULL;
}

/* A qualified name in an expression whose scope is named through a typedef,
 * an alias or a template type parameter (Alias::value, T::f()): the same
 * name with that scope spelled as the struct it names, as its members are
 * declared ("S<3, 4>::value"). */
static const char *through_alias(Parser *p, const char *name, int depth) {
  if (depth > 16 || !strstr(name, "::")) return name;
  for (const char *k = strstr(name + (name[0] == ':' ? 2 : 0), "::"); k; k = strstr(k + 2, "::")) {
    const char *prefix = arena_printf(p->c->arena, "%.*s", (int)(k - name), name);
    Decl *pd = prefix ? lookup_type(p, prefix) : NULL;
    if (!pd) continue;
    if (pd->kind == D_STRUCT) continue;
    if (pd->kind != D_TYPEDEF || !pd->type || pd->type->kind != T_STRUCT || !pd->type->st) return name;
    const char *full = arena_printf(p->c->arena, "%s%s", pd->type->st->name, k);
    return full ? through_alias(p, full, depth + 1) : name;
  }
  return name;
}

/* lookup_type, and through typedef prefixes (lookup_type_via_alias). */
static Decl *lookup_type_q(Parser *p, const char *name, QualLookup *q) {
  if (q) memset(q, 0, sizeof *q);
  Decl *d = lookup_type(p, name);
  if (d || !strstr(name, "::")) return d;
  return lookup_type_via_alias(p, name, q, 0);
}

static void add_type(Parser *p, const char *name, Decl *d) {
  TypeEntry e = {name, d, type_name_key("", 0, name)};
  vec_push(p->c->arena, &p->types, e);
  if (p->type_names) p->type_names->stamp++;
  type_name_add(p, name);
}

/* A variable declared with the name of a visible type hides the type for the
 * rest of its scope, as in C++ (`ConstantBuffer<Constants> Constants;` then
 * `Constants.Planes[i]`): a TypeEntry with a NULL decl makes the name look
 * up as no type, and the scope marks on p->types drop it again. */
static void hide_type_name(Parser *p, const char *name) {
  if (name[0] && lookup_type(p, name)) add_type(p, name, NULL);
}

static const char *const qual_words[] = {
  "const", "static", "uniform", "extern", "groupshared", "precise", "volatile", "inline",
  "in", "out", "inout", "row_major", "column_major", "nointerpolation", "linear", "centroid",
  "noperspective", "sample", "shared", "export", "snorm", "unorm", "globallycoherent", "reordercoherent",
  "triangle", "point", "line", "lineadj", "triangleadj", "vertices", "indices", "primitives",
  "payload", "center",
};

/* A qualifier word and its Q_* bits; qual_bit looks words up by their first
 * letter (it runs for every identifier the parser peeks at, so a linear
 * chain of strcmp over all of them was a measurable share of compile time). */
typedef struct QualWord {
  const char *word; /* the keyword */
  uint64_t bits;    /* its Q_* bits */
} QualWord;

static const QualWord qual_table[] = {
  {"const", Q_CONST}, {"static", Q_STATIC}, {"uniform", Q_UNIFORM}, {"extern", Q_EXTERN},
  {"groupshared", Q_GROUPSHARED}, {"precise", Q_PRECISE}, {"volatile", Q_VOLATILE},
  {"inline", Q_INLINE}, {"in", Q_IN}, {"out", Q_OUT}, {"inout", Q_IN | Q_OUT},
  {"row_major", Q_ROW_MAJOR}, {"column_major", Q_COL_MAJOR}, {"shared", Q_SHARED},
  {"export", Q_EXPORT}, {"globallycoherent", Q_GLOBALLYCOHERENT}, {"reordercoherent", Q_REORDERCOHERENT}, {"snorm", Q_SNORM},
  {"unorm", Q_UNORM}, {"nointerpolation", Q_INTERP | Q_NOINTERP}, {"linear", Q_INTERP | Q_LINEAR},
  {"centroid", Q_INTERP | Q_CENTROID}, {"noperspective", Q_INTERP | Q_NOPERSPECTIVE},
  {"sample", Q_INTERP | Q_SAMPLE}, {"point", Q_INTERP | Q_PRIM_POINT}, {"line", Q_INTERP | Q_PRIM_LINE},
  {"triangle", Q_INTERP | Q_PRIM_TRIANGLE}, {"lineadj", Q_INTERP | Q_PRIM_LINEADJ},
  {"triangleadj", Q_INTERP | Q_PRIM_TRIANGLEADJ},
  {"vertices", Q_INTERP | Q_MS_VERTICES}, {"indices", Q_INTERP | Q_MS_INDICES},
  {"primitives", Q_INTERP | Q_MS_PRIMITIVES}, {"payload", Q_INTERP | Q_MS_PAYLOAD},
};

static uint64_t qual_bit(const char *s) {
  /* Every qualifier starts with one of these letters: reject the rest
   * (most identifiers) without a string comparison. */
  switch (s[0]) {
  case 'c': case 'e': case 'g': case 'i': case 'l': case 'n': case 'o': case 'p':
  case 'r': case 's': case 't': case 'u': case 'v':
    break;
  default:
    return 0;
  }
  for (size_t i = 0; i < sizeof(qual_table) / sizeof(qual_table[0]); i++)
    if (qual_table[i].word[0] == s[0] && !strcmp(s, qual_table[i].word)) return qual_table[i].bits;
  for (size_t i = 0; i < sizeof(qual_words) / sizeof(qual_words[0]); i++)
    if (qual_words[i][0] == s[0] && !strcmp(s, qual_words[i])) return Q_INTERP;
  return 0;
}

static const NameClass *name_class(Parser *p, const Token *t);
static uint64_t tok_qual_bit(Parser *p, const Token *t) {
  return t->kind == TK_IDENT ? name_class(p, t)->qual : 0;
}
static bool tok_contextual_modifier(Parser *p, const Token *t) {
  return t->kind == TK_IDENT && name_class(p, t)->contextual;
}

/* DXC's contextual keywords (FXC compatibility): precise, sample,
 * globallycoherent, center and the mesh-shader words are modifiers before a
 * declaration's type and ordinary identifiers elsewhere ("float sample;",
 * "precise = 1;", "return center * 2;", a field or parameter named so). The
 * other modifiers (linear, point, row_major, ...) are keywords. */
static bool contextual_modifier(const char *s) {
  static const char *const words[] = {"precise", "sample", "globallycoherent", "center",
                                      "indices", "vertices", "primitives", "payload"};
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (s[0] == words[i][0] && !strcmp(s, words[i])) return true; /* per distinct name */
  return false;
}

/* Is the token k ahead a qualifier here? A contextual modifier is one when
 * another word (qualifier, type or declarator name) follows it: DXC reads
 * it as an identifier before a punctuator at a statement's start and after
 * a declaration's type. */
static bool qual_at(Parser *p, uint32_t k) {
  Token *t = peek_at(p, k);
  if (t->kind != TK_IDENT) return false;
  const NameClass *nc = name_class(p, t);
  if (!nc->qual) return false;
  if (!nc->contextual) return true;
  return peek_at(p, k + 1)->kind == TK_IDENT;
}

/* The modifiers DXC accepts only before a declaration's type (C++'s own
 * specifiers, const, static, extern, volatile, inline, may follow it). */
static bool modifier_before_type_only(const char *s) {
  static const char *const words[] = {"shared", "groupshared", "uniform", "in", "out", "inout",
                                      "linear", "nointerpolation", "noperspective", "centroid",
                                      "column_major", "row_major", "snorm", "unorm", "point",
                                      "line", "lineadj", "triangle", "triangleadj", "export"};
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (!strcmp(s, words[i])) return true;
  return false;
}

/* The qualifiers after a declaration's type (after its specifier: `float
 * const x`); a modifier that must come first is reported and taken. */
static void trailing_quals(Parser *p, uint64_t *q) {
  while (qual_at(p, 0) && !tok_contextual_modifier(p, peek(p))) {
    Token *t = advance(p);
    if (modifier_before_type_only(t->text) && !p->panic)
      diag_report(p->c->diag, DIAG_ERROR, PE_TYPE, t->loc, "modifiers must appear before type");
    *q |= tok_qual_bit(p, t);
  }
}

static const char *const type_keywords[] = {"struct", "vector", "matrix", "unsigned", "void", "class",
                                            "enum", "interface", "string", "typename"};
static const char *const effect_object_names[] = {
    "texture", "Texture", "pixelshader", "PixelShader", "vertexshader", "VertexShader",
    "pixelfragment", "vertexfragment", "ComputeShader", "DomainShader", "GeometryShader",
    "HullShader", "BlendState", "DepthStencilState", "DepthStencilView", "RasterizerState",
    "RenderTargetView"};

/* Does the name start a type whatever the scope: a type keyword or a
 * builtin type (numeric, resource, stream, patch, RayQuery, node record,
 * subobject)? */
static bool builtin_type_start(Parser *p, const char *s, bool numeric) {
  /* the keywords below start with one of these letters (this runs per name) */
  const char c0 = s[0];
  if (c0 == 's' || c0 == 'v' || c0 == 'm' || c0 == 'u' || c0 == 'c' || c0 == 'e' || c0 == 'i' || c0 == 't')
    for (size_t i = 0; i < sizeof type_keywords / sizeof type_keywords[0]; i++)
      if (!strcmp(s, type_keywords[i])) return true;
  if (numeric) return true;
  if (res_kind_of(s) >= 0) return true;
  if (stream_kind_of(s) >= 0) return true;
  if (!strcmp(s, "InputPatch") || !strcmp(s, "OutputPatch")) return true;
  if (!strcmp(s, "RayQuery")) return true;
  if (hl_node_kind_of(s)) return true; /* DispatchNodeInputRecord<T>, ... */
  return hl_subobject_type(p->c, s) != NULL; /* GlobalRootSignature, ... */
}

static bool is_effect_object_name(const char *n);
/* Can s (n letters) be one of the words name_class knows (a qualifier, a
 * type keyword, a builtin type or an effect object)? False for most names,
 * from their first and last letters and length alone (p->word_filter). */
static bool maybe_word(const Parser *p, const char *s, size_t n) {
  if (!p->word_filter) return true;
  unsigned char c0 = (unsigned char)s[0], c1 = n ? (unsigned char)s[n - 1] : 0;
  if (c0 >= 128 || c1 >= 128 || n >= 64) return false;
  return (p->word_filter[c0] & p->word_filter[128 + c1]) >> n & 1;
}

/* name_class's work for a name not in the cache: the last-component hash
 * (comp_hash and hl_template_bit from one pass) and whether it holds a "::". */
static __attribute__((noinline)) NameClass *name_class_fill(Parser *p, NameClass *e, const char *s) {
  bool qualified = false;
  uint64_t h = hl_last_comp_hash(s, &qualified);
  NameClass r = {s, 0, false, false, false, qualified, NULL, (uint16_t)hl_template_bit_of(h), h};
  if (maybe_word(p, s, strlen(s))) {
    r.qual = qual_bit(s);
    r.numeric = builtin_numeric(p->c, s);
    r.type_start = builtin_type_start(p, s, r.numeric != NULL);
    r.contextual = contextual_modifier(s);
    r.effect_object = is_effect_object_name(s);
  }
  *e = r;
  return e;
}

/* The class of t's name, from the cache (valid until the next call). */
static inline const NameClass *name_class(Parser *p, const Token *t) {
  uintptr_t h = (uintptr_t)t->text;
  NameClass *e = p->names ? &p->names[((h >> 3) ^ (h >> 13)) & p->names_mask] : &p->name_tmp;
  if (e->name == t->text) return e;
  return name_class_fill(p, e, t->text);
}

/* Does the token start a type? (builtin, template type, struct/typedef name) */
static bool is_type_start(Parser *p, const Token *t) {
  if (t->kind != TK_IDENT) return false;
  const NameClass *nc = name_class(p, t);
  if (nc->type_start) return true;
  /* a plain name no type and no template was ever given (most identifiers):
   * lookup_type_q and find_template would find nothing */
  const HlslCtx *c = p->c;
  if (!nc->qualified && !type_comp_maybe(p, nc->comp) &&
      (!c->templates.len || !hl_template_maybe_bit(c, nc->tpl_bit)))
    return false;
  if (lookup_type_q(p, t->text, NULL) != NULL) return true;
  return find_template(p, t->text, true) != NULL; /* S<float, 4> */
}

/* ---- AST constructors -------------------------------------------------- */

static Expr *new_expr(Parser *p, ExprKind k, SrcLoc loc) {
  if (!hl_loc_fits(loc)) return hl_expr_new_far(p->c, k, loc);
  uint32_t pos = loc.line << 12 | loc.col;
  Expr *e = hl_expr_new_in(p->c);
  if (!e) return NULL;
  e->kind = k;
  e->file = loc.file;
  e->pos = pos;
  return e;
}

static Stmt *new_stmt(Parser *p, StmtKind k, SrcLoc loc) {
  Stmt *s = arena_alloc(p->c->ast, sizeof(Stmt));
  if (!s) return NULL;
  s->kind = k;
  s->loc = loc;
  return s;
}

static Decl *new_decl(Parser *p, DeclKind k, const char *name, SrcLoc loc) {
  Decl *d = arena_alloc(p->c->ast, sizeof(Decl));
  if (!d) return NULL;
  hl_decl_init(d);
  d->kind = k;
  d->name = name ? name : "";
  d->loc = loc;
  d->begin = hl_pos(p->spec.line ? p->spec : loc);
  d->end = hl_pos(loc);
  return d;
}

typedef VEC(Expr *) ExprVec;
typedef VEC(Stmt *) StmtVec;

/* ---- forward declarations --------------------------------------------- */

static Expr *parse_expr(Parser *p);
static Expr *parse_assign(Parser *p);
static Expr *parse_unary(Parser *p);
static Expr *parse_cond(Parser *p);
static bool is_stmt_keyword(const Token *t);
static bool parse_typedef(Parser *p, DeclVec *out);
static void warn_min_precision(Parser *p, const HType *t, uint32_t ndims, SrcLoc at);
static bool parse_alias(Parser *p, DeclVec *out);
static void warn_using_before_2021(Parser *p, SrcLoc at);
static bool is_static_assert(Parser *p);
static Decl *parse_static_assert(Parser *p);
static void skip_balanced(Parser *p, const char *open, const char *close);
static void skip_effect_annotations(Parser *p);
static Stmt *parse_stmt(Parser *p);
static HType *parse_type(Parser *p, uint64_t *quals, Decl **struct_def);
static HType *parse_enum(Parser *p, Decl **def);
static Expr *parse_initializer(Parser *p);

/* ---- attributes -------------------------------------------------------- */

static bool parse_arg_list(Parser *p, Expr ***args, uint32_t *nargs, const char *ctx);

/* attr-args := [ assign (',' assign)* ] ')'   (after the '(') */
static bool parse_attr_args(Parser *p, Attr *a) {
  return parse_arg_list(p, &a->args, &a->nargs, "after attribute arguments");
}

/* A C++11 attribute-specifier, the '[[' already taken:
 *   cxx11-attrs := '[[' [ cxx11-attr ( ',' cxx11-attr )* ] ']]'
 *   cxx11-attr := [ IDENT '::' ] IDENT [ '(' balanced-tokens ')' ]
 * The `vk::` attributes (binding, location, push_constant, constant_id, ...)
 * only mean something for SPIR-V: DXC accepts and ignores them when it
 * writes DXIL, and so do we. Others are HLSL attributes in the other spelling
 * ([[numthreads(8, 8, 1)]]) and go to `out`. */
static void parse_cxx11_attrs(Parser *p, AttrList *out) {
  while (!at_punct(p, "]") && peek(p)->kind != TK_EOF) {
    Token *n = peek(p);
    if (n->kind != TK_IDENT) {
      perr(p, PE_IDENT, n->loc, "expected attribute name");
      return;
    }
    advance(p);
    bool vk = !strncmp(n->text, "vk::", 4);
    Attr a = {0};
    a.name = n->text;
    a.loc = n->loc;
    if (at_punct(p, "(")) {
      if (vk) {
        skip_balanced(p, "(", ")");
      } else {
        advance(p);
        if (!parse_attr_args(p, &a)) return;
      }
    }
    a.end = prev_pos(p);
    if (!vk) vec_push(p->c->arena, out, a);
    if (!accept(p, ",")) break;
  }
  if (!expect(p, "]", "after attribute")) return;
  expect(p, "]", "after attribute");
}

/* attributes := ( '[' name [ '(' args ')' ] ']' | cxx11-attrs )* */
static void parse_attrs(Parser *p, AttrList *out) {
  while (at_punct(p, "[")) {
    advance(p);
    if (at_punct(p, "[")) {
      advance(p);
      parse_cxx11_attrs(p, out);
      if (p->panic) return;
      continue;
    }
    Token *n = peek(p);
    if (n->kind != TK_IDENT) {
      perr(p, PE_IDENT, n->loc, "expected attribute name");
      return;
    }
    if (tok_qual_bit(p, n)) {
      /* a keyword (in, payload, ...): DXC's parser wants a name, reports
       * it and goes on after the attribute */
      perr(p, PE_IDENT, n->loc, "expected identifier");
      while (!at_punct(p, "]") && peek(p)->kind != TK_EOF) advance(p);
      accept(p, "]");
      p->panic = false;
      continue;
    }
    advance(p);
    Attr a = {0};
    a.name = n->text;
    a.loc = n->loc;
    if (accept(p, "(")) {
      if (!parse_attr_args(p, &a)) return;
    }
    a.end = prev_pos(p);
    if (!expect(p, "]", "after attribute")) return;
    vec_push(p->c->arena, out, a);
  }
}

/* ---- types ------------------------------------------------------------- */

/* Value of an integer constant expression made of literals (the macro
 * arithmetic of `vector<bool, NUM+1>`); false for anything else. */
static bool fold_int_literal_expr(const Expr *e, int64_t *out) {
  int64_t a, b;
  if (!e) return false;
  switch (e->kind) {
  case E_INT: *out = (int64_t)e->ival; return true;
  case E_UNARY:
    if (!fold_int_literal_expr(e->a, &a)) return false;
    switch (e->op) {
    case OP_NEG: *out = (int64_t)(0 - (uint64_t)a); return true;
    case OP_PLUS: *out = a; return true;
    case OP_BITNOT: *out = ~a; return true;
    case OP_NOT: *out = !a; return true;
    default: return false;
    }
  case E_BINARY:
    if (!fold_int_literal_expr(e->a, &a) || !fold_int_literal_expr(e->b, &b)) return false;
    switch (e->op) {
    case OP_ADD: *out = (int64_t)((uint64_t)a + (uint64_t)b); return true;
    case OP_SUB: *out = (int64_t)((uint64_t)a - (uint64_t)b); return true;
    case OP_MUL: *out = (int64_t)((uint64_t)a * (uint64_t)b); return true;
    case OP_DIV: if (!b || (a == INT64_MIN && b == -1)) return false; *out = a / b; return true;
    case OP_MOD: if (!b || (a == INT64_MIN && b == -1)) return false; *out = a % b; return true;
    case OP_SHL: if (b < 0 || b > 63) return false; *out = (int64_t)((uint64_t)a << b); return true;
    case OP_SHR: if (b < 0 || b > 63) return false; *out = a >> b; return true;
    case OP_BAND: *out = a & b; return true;
    case OP_BOR: *out = a | b; return true;
    case OP_BXOR: *out = a ^ b; return true;
    default: return false;
    }
  default: return false;
  }
}

/* Constant integer template argument: a literal, or literal arithmetic
 * above the relational operators (a '>' ends the argument list, as in
 * clang's template argument parsing). Negative values are out of range. */
static bool parse_int_arg(Parser *p, uint32_t *out) {
  Token *t = peek(p);
  Token *nx = peek_at(p, 1);
  if (t->kind == TK_INT && nx->kind == TK_PUNCT && (!strcmp(nx->text, ",") || nx->text[0] == '>')) {
    advance(p);
    *out = (uint32_t)(tok_ival(t) > 0xFFFFFFFFu ? 0xFFFFFFFFu : tok_ival(t));
    return true;
  }
  bool starts = t->kind == TK_INT || t->kind == TK_IDENT ||
                (t->kind == TK_PUNCT && (!strcmp(t->text, "(") || !strcmp(t->text, "-") || !strcmp(t->text, "+") ||
                                 !strcmp(t->text, "!") || !strcmp(t->text, "~")));
  Expr *e = starts ? parse_binary(p, 9) /* additive and tighter: no '>' or '>>' */ : NULL;
  if (starts && !e) return false; /* reported */
  int64_t v;
  /* literals, enumerators and static const integers (vector<float, N + 1>) */
  if (!e || !(fold_int_literal_expr(e, &v) || fold_tpl_int(p->c, e, &v, 0))) {
    const Decl *var = NULL; /* a variable that is no constant: clang names its type */
    for (uint32_t i = p->c->decls.len; e && e->kind == E_NAME && e->name && !var && i-- > 0;)
      if (p->c->decls.data[i]->kind == D_VAR && p->c->decls.data[i]->name &&
          !strcmp(p->c->decls.data[i]->name, e->name))
        var = p->c->decls.data[i];
    const HType *vt = var ? (var->type ? var->type : var->base) : NULL;
    if (vt && vt->kind == T_SCALAR) {
      perr(p, PE_LITERAL, t->loc, "non-type template argument of type '%s' is not an integral constant expression",
           hl_type_name(p->c, vt));
      return false;
    }
    perr(p, PE_LITERAL, t->loc, "expected an integer constant template argument");
    return false;
  }
  /* 0 and negatives are reported as out of range by the callers */
  *out = v < 0 ? 0 : v > 0xFFFFFFFFll ? 0xFFFFFFFFu : (uint32_t)v;
  return true;
}

static void parse_struct_body(Parser *p, Decl *sd);
static void parse_member_using(Parser *p, StructInfo *st);
static void check_member_using(Parser *p, StructInfo *st, const HType *q, const char *name, SrcLoc qloc,
                               SrcLoc nloc);

/* A type template argument, array dimensions included:
 * RWStructuredBuffer<int[2]>, buf.Load<S[2]>(off). */
static HType *parse_type_arg(Parser *p, uint64_t *quals) {
  HType *t = parse_type(p, quals, NULL);
  uint32_t dims[8], nd = 0;
  while (t && at_punct(p, "[")) {
    advance(p);
    uint32_t n = 0;
    if (!parse_int_arg(p, &n) || !expect(p, "]", "after array size")) return NULL;
    if (nd < 8) dims[nd++] = n;
  }
  while (t && nd) t = hl_array(p->c, t, dims[--nd]);
  return t;
}

/* The storage orientation of a declared matrix (or array of matrices):
 * row_major / column_major qualifiers, else what the type says (the
 * #pragma pack_matrix in effect where the matrix type was written, or a
 * typedef's orientation: parse_type). */
static HType *orient(Parser *p, HType *t, uint64_t quals) {
  if (!t) return t;
  if (quals & Q_ROW_MAJOR) return hl_with_major(p->c, t, true);
  if (quals & Q_COL_MAJOR) return hl_with_major(p->c, t, false);
  return t;
}

/* #pragma pack_matrix(x) with x neither row_major nor column_major: an error
 * in DXC (err_pragma_invalid_keyword, with its empty first alternative); the
 * pragma then changes nothing. */
static void pack_matrix_bad_arg(Parser *p, const Token *a) {
  diag_report(p->c->diag, DIAG_ERROR, PE_EXPECTED, a->loc, "invalid argument; expected  or 'disable'");
}

/* #pragma pack_matrix takes effect where the parser reaches it, inside a
 * declaration too (`typedef #pragma pack_matrix(row_major) int2x2 T;`):
 * advance() consumes the pragmas that follow each token. */
static void take_pragmas(Parser *p) {
  if (!p->has_pragmas) return;
  while (p->pos + 1 < p->ntoks) {
    Token *t = &p->toks[p->pos];
    if (t->kind != TK_IDENT || !tok_text_is(t, "__pragma_pack_matrix")) return;
    uint32_t i = p->pos + 1;
    if (!tok_punct(&p->toks[i], "(")) {
      p->pos = i;
      continue;
    }
    Token *a = &p->toks[++i];
    if (tok_is(a, "row_major")) p->pack_row_major = p->pack_seen = true;
    else if (tok_is(a, "column_major")) p->pack_row_major = false, p->pack_seen = true;
    else pack_matrix_bad_arg(p, a);
    while (i < p->ntoks && p->toks[i].kind != TK_EOF && !tok_punct(&p->toks[i], ")")) i++;
    if (i < p->ntoks && tok_punct(&p->toks[i], ")")) i++;
    p->pos = i < p->ntoks ? i : p->ntoks - 1;
  }
}

/* pragma := '__pragma_pack_matrix' '(' ( 'row_major' | 'column_major' ) ')'
 * (the preprocessor's form of #pragma pack_matrix). Returns true when one
 * was consumed. */
static bool parse_pragma(Parser *p) {
  Token *t = peek(p);
  if (t->kind != TK_IDENT || !tok_text_is(t, "__pragma_pack_matrix")) return false;
  advance(p);
  if (!accept(p, "(")) return true;
  Token *a = peek(p);
  if (tok_is(a, "row_major")) p->pack_row_major = p->pack_seen = true;
  else if (tok_is(a, "column_major")) p->pack_row_major = false, p->pack_seen = true;
  else pack_matrix_bad_arg(p, a);
  while (!at_punct(p, ")") && peek(p)->kind != TK_EOF) advance(p);
  accept(p, ")");
  return true;
}

/* The fixed-width type names other than int64_t/uint64_t are HLSL 2018:
 * before it they are ordinary identifiers (a shader may typedef them), and
 * unknown type names otherwise (DXC). */
static bool pre2018_fixed_width(const HlslCtx *c, const char *s) {
  if (!c->opt || !c->opt->hlsl_version || c->opt->hlsl_version >= 2018) return false;
  return !strncmp(s, "int16_t", 7) || !strncmp(s, "int32_t", 7) || !strncmp(s, "uint16_t", 8) ||
         !strncmp(s, "uint32_t", 8) || !strncmp(s, "float16_t", 9) || !strncmp(s, "float32_t", 9) ||
         !strncmp(s, "float64_t", 9);
}

/* type := quals* ( builtin-numeric | 'vector' ['<' type ',' N '>'] | 'matrix' [...]
 *        | resource ['<' type '>'] | 'struct' [name] ['{' fields '}'] | typename
 *        | 'unsigned' ['int'] | 'void' ) quals*
 * A struct definition found inside the type is returned in *struct_def. */
static HType *parse_type_spec(Parser *p, uint64_t *quals, Decl **struct_def);

/* A declaration's type: after a #pragma pack_matrix, a matrix type written
 * without row_major/column_major gets the orientation the pragma gave it as
 * a qualifier (clang's AttributedType: printed 'row_major float2x2'), unless
 * it names a typedef that has one. */
static HType *parse_type(Parser *p, uint64_t *quals, Decl **struct_def) {
  uint32_t from = p->pos;
  uint64_t q = 0;
  HType *ty = parse_type_spec(p, &q, struct_def);
  if (ty && ty->kind == T_MATRIX && p->pack_seen && !(q & (Q_ROW_MAJOR | Q_COL_MAJOR))) {
    bool oriented = false;
    for (uint32_t i = from; i < p->pos; i++) { /* a typedef name: its own orientation */
      Decl *td = p->toks[i].kind == TK_IDENT ? lookup_type(p, p->toks[i].text) : NULL;
      if (td && td->kind == D_TYPEDEF) oriented = (td->quals & (Q_ROW_MAJOR | Q_COL_MAJOR)) != 0;
    }
    if (!oriented) q |= ty->row_major ? Q_ROW_MAJOR : Q_COL_MAJOR;
  }
  if (quals) *quals |= q;
  return ty;
}

/* After S '<': do the template arguments close and a "::member" follow? */
static bool qualified_after_targs(Parser *p) {
  int depth = 0;
  for (uint32_t i = p->pos + 1; i < p->ntoks && p->toks[i].kind != TK_EOF; i++) {
    const Token *t = &p->toks[i];
    if (tok_punct(t, "<")) depth++;
    else if (tok_punct(t, ">") && --depth == 0)
      return i + 1 < p->ntoks && p->toks[i + 1].kind == TK_IDENT && !strncmp(p->toks[i + 1].text, "::", 2);
    else if (tok_punct(t, ">>") && (depth -= 2) <= 0)
      return depth == 0 && i + 1 < p->ntoks && p->toks[i + 1].kind == TK_IDENT &&
             !strncmp(p->toks[i + 1].text, "::", 2);
    else if (tok_punct(t, ";") || tok_punct(t, "{") || tok_punct(t, "(")) return false;
  }
  return false;
}

/* A member type of a dependent scope (T::X, S<T>::X, tokens [from, to))
 * named without 'typename': an error in C++ before C++20, after which clang
 * goes on as if it were there. */
static void missing_typename(Parser *p, uint32_t from, uint32_t to) {
  StrBuf sb = sb_new(p->c->arena);
  for (uint32_t i = from; i < to && i < p->ntoks; i++) {
    sb_puts(&sb, p->toks[i].text);
    if (tok_punct(&p->toks[i], ",")) sb_puts(&sb, " ");
  }
  diag_report(p->c->diag, DIAG_ERROR, PE_TYPE, p->toks[from].loc,
              "missing 'typename' prior to dependent type name '%s'", sb.data ? sb.data : "");
  p->soft_errors++;
  sb_free(&sb);
}

static HType *parse_type_spec(Parser *p, uint64_t *quals, Decl **struct_def) {
  HlslCtx *c = p->c;
  uint64_t q = 0;
  if (struct_def) *struct_def = NULL;
  while (qual_at(p, 0)) q |= tok_qual_bit(p, advance(p));
  /* the #pragma pack_matrix in effect where a matrix type is written gives
   * its default orientation (a typedef keeps it) */
  bool pack_rm = p->pack_row_major;
  Token *t = peek(p);
  HType *ty = NULL;
  /* typename-specifier := 'typename' nested-name-specifier IDENT: a member
   * type of a scope that may depend on a template parameter (typename
   * T::value_type, typename S<T>::Inner). Outside a template C++11 allows it
   * with a warning (clang's -Wc++11-extensions). */
  bool typename_kw = false;
  if (t->kind == TK_IDENT && tok_text_is(t, "typename")) {
    SrcLoc kw = advance(p)->loc;
    t = peek(p);
    bool qualified = t->kind == TK_IDENT && (strstr(t->text, "::") != NULL ||
                                             (tok_punct(peek_at(p, 1), "<") && find_template(p, t->text, true) &&
                                              qualified_after_targs(p)));
    if (!qualified) {
      perr(p, PE_TYPE, t->loc, "expected a qualified name after 'typename'");
      return NULL;
    }
    if (c->tpl_depth == 0)
      diag_report(c->diag, DIAG_WARNING, PW_EXTENSION, kw, "'typename' occurs outside of a template");
    typename_kw = true;
  }
  if (t->kind != TK_IDENT) {
    perr(p, PE_TYPE, t->loc, "expected a type");
    return NULL;
  }
  /* the keywords and builtin types below are all name_class's type_start:
   * a struct or typedef name goes straight to the last branch */
  const NameClass *tnc = name_class(p, t);
  bool builtin = tnc->type_start;
  HType *numeric = tnc->numeric;
  if (tok_text_is(t, "struct") || tok_text_is(t, "class") || tok_text_is(t, "interface")) {
    bool iface = t->text[0] == 'i';
    advance(p);
    const char *name = "";
    SrcLoc nloc = t->loc;
    /* class-head attributes:  struct [raypayload] S  (a raytracing payload
     * with access qualifiers),  struct [NodeTrackRWInputSharing] R  (a node
     * record whose RW input sharing is tracked); DXC ignores others with
     * a warning and rejects a function's */
    bool raypayload = false, track_rw = false;
    HlPos track_rw_pos = 0;
    AttrList other = {0}; /* the others: the definition keeps them for sema */
    if (at_punct(p, "[")) {
      AttrList al = {0};
      parse_attrs(p, &al);
      for (uint32_t i = 0; i < al.len; i++) {
        Attr *a = &al.data[i];
        if (!strcmp(a->name, "raypayload") && !a->nargs) {
          raypayload = true;
        } else if (!strcmp(a->name, "NodeTrackRWInputSharing") && !a->nargs) {
          track_rw_pos = hl_pos(a->loc);
          track_rw = true;
        } else {
          vec_push(c->arena, &other, *a);
        }
      }
    }
    TemplateInfo *sti = NULL;
    if (!raypayload && peek(p)->kind == TK_IDENT && tok_punct(peek_at(p, 1), "<") &&
        (sti = find_template(p, peek(p)->text, true)) != NULL) {
      /* struct S<float4> x: an elaborated name of a struct template instance */
      ty = parse_template_struct_type(p, sti);
      if (!ty) return NULL;
      trailing_quals(p, &q);
      if (quals) *quals |= q;
      return ty;
    }
    if (peek(p)->kind == TK_IDENT) {
      name = peek(p)->text;
      nloc = peek(p)->loc;
      advance(p);
    }
    HType *base_ty = NULL;
    if (name[0] && at_punct(p, ":")) {
      /* base-clause := ':' base ( ',' base )*: at most one struct or class (its
       * members come first) and any number of interfaces (which add nothing) */
      SrcLoc colon = advance(p)->loc;
      if (iface) {
        perr(p, PE_TYPE, colon, "interfaces cannot inherit from other types");
        return NULL;
      }
      do {
        if (at(p, "public") || at(p, "private") || at(p, "protected")) {
          perr(p, PE_UNSUPPORTED, peek(p)->loc, "base type access specifier is unsupported in HLSL");
          return NULL;
        }
        Token *bt = peek(p);
        uint64_t bq = 0;
        HType *b = parse_type(p, &bq, NULL);
        if (!b) return NULL;
        if (b->kind != T_STRUCT) {
          perr(p, PE_TYPE, bt->loc, "base specifier must name a struct");
          return NULL;
        }
        if (b->st->is_interface) continue;
        if (base_ty) {
          perr(p, PE_TYPE, bt->loc, "multiple concrete base types specified");
          return NULL;
        }
        base_ty = b;
      } while (accept(p, ","));
      if (!at_punct(p, "{")) {
        perr(p, PE_EXPECTED, peek(p)->loc, "expected '{' after base class");
        return NULL;
      }
    }
    if (at_punct(p, "{")) {
      const char *plain = name;
      bool inst = p->inst_of && name[0] && !strcmp(name, p->inst_of);
      if (inst) { /* instantiating template S: this is S<args> */
        name = p->inst_name;
        p->inst_of = NULL;
      }
      if (name[0]) name = qualify(p, p->decl_ns, name); /* N::S inside namespace N */
      if (!name) return NULL;
      /* the definition of a struct declared before (`struct S;`) fills that
       * declaration's StructInfo, so earlier uses see it */
      Decl *fwd = inst && p->inst_fwd ? p->inst_fwd : name[0] ? lookup_type_exact(p, name) : NULL;
      if (inst) p->inst_fwd = NULL;
      bool completes = fwd && fwd->kind == D_STRUCT && fwd->st && fwd->st->forward;
      Decl *sd = new_decl(p, D_STRUCT, name, nloc);
      if (!sd) return NULL;
      sd->st = completes ? fwd->st : pnew(p, sizeof(StructInfo));
      if (!sd->st) return NULL;
      if (completes) {
        sd->st->forward = sd->st->undefined_tpl = false;
        fwd->loc = nloc;
      }
      sd->st->name = name;
      sd->st->loc = nloc;
      sd->st->raypayload = raypayload;
      if (other.len) hl_decl_rare_w(c, sd)->attrs = other;
    sd->st->track_rw_input_sharing = track_rw;
    sd->st->track_rw_pos = track_rw_pos;
      sd->st->is_interface = iface;
      sd->st->is_class = t->text[0] == 'c';
      if (name[0]) add_type(p, name, sd); /* visible inside its own body */
      if (inst) add_type(p, qualify(p, p->decl_ns, plain), sd); /* S means S<args> in its body */
      const HType *saved_base = p->body_base;
      p->body_base = base_ty;
      parse_struct_body(p, sd);
      p->body_base = saved_base;
      sd->begin = sd->st->begin = hl_pos(t->loc);
      sd->end = sd->st->end = prev_pos(p);
      if (base_ty) {
        Field *fs = pnew(p, sizeof(Field) * (sd->st->nfields + 1));
        if (!fs) return NULL;
        fs[0].name = "__base";
        fs[0].loc = nloc;
        fs[0].base = base_ty;
        fs[0].is_base = true;
        if (sd->st->nfields) memcpy(fs + 1, sd->st->fields, sizeof(Field) * sd->st->nfields);
        sd->st->fields = fs;
        sd->st->nfields++;
      }
      if (struct_def) *struct_def = sd;
      ty = hl_struct_type(c, sd->st);
    } else {
      Decl *d = name[0] ? lookup_type(p, name) : NULL;
      if ((!d || d->kind != D_STRUCT) && name[0] && at_punct(p, ";")) {
        /* `struct S;`: a declaration; the definition may come later */
        const char *qn = qualify(p, p->decl_ns, name);
        d = qn ? new_decl(p, D_STRUCT, qn, nloc) : NULL;
        if (!d || !(d->st = pnew(p, sizeof(StructInfo)))) return NULL;
        d->st->name = qn;
        d->st->loc = nloc;
        d->st->forward = true;
        add_type(p, qn, d);
      }
      if (!d || d->kind != D_STRUCT) {
        perr(p, PE_TYPE, nloc, "unknown struct '%s'", name);
        return NULL;
      }
      ty = hl_struct_type(c, d->st);
    }
  } else if (builtin && tok_text_is(t, "enum")) {
    ty = parse_enum(p, struct_def);
    if (!ty) return NULL;
  } else if (builtin && tok_text_is(t, "void")) {
    advance(p);
    ty = c->t_void;
  } else if (builtin && tok_text_is(t, "string")) {
    advance(p); /* effect-style text: global variables only (sema) */
    ty = c->t_string;
  } else if (builtin && tok_text_is(t, "unsigned")) {
    /* unsigned T: the unsigned form of an integer type, shorthand vectors
     * and matrices included (unsigned int2 is uint2, unsigned min16int3
     * min16uint3, unsigned dword3x4 uint3x4); `unsigned` alone is uint */
    advance(p);
    Token *n = peek(p);
    HType *b = n->kind == TK_IDENT ? builtin_numeric(c, n->text) : NULL;
    ScalarKind u = SK_COUNT;
    if (b) switch (b->sk) {
      case SK_INT: case SK_UINT: u = SK_UINT; break;
      case SK_INT16: case SK_UINT16: u = SK_UINT16; break;
      case SK_INT64: case SK_UINT64: u = SK_UINT64; break;
      case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT: u = SK_MIN16UINT; break;
      default: break;
    }
    if (u != SK_COUNT) {
      advance(p);
      ty = hl_with_sk(c, b, u);
    }
    if (!ty) ty = hl_scalar(c, SK_UINT);
  } else if (builtin && (tok_text_is(t, "vector") || tok_text_is(t, "matrix"))) {
    bool vec = t->text[0] == 'v';
    advance(p);
    if (accept(p, "<")) {
      uint64_t q2 = 0;
      SrcLoc eloc = peek(p)->loc;
      HType *et = parse_type(p, &q2, NULL);
      if (!et) return NULL;
      if (et->kind == T_RESOURCE || et->kind == T_STREAM) {
        perr(p, PE_TYPE, eloc, "invalid %s element type '%s'", vec ? "vector" : "matrix", hl_type_name(c, et));
        return NULL;
      }
      if (et->kind != T_SCALAR) { /* DXC's check of the template argument */
        perr(p, PE_TYPE, eloc, "'%s' cannot be used as a type parameter where a scalar is required",
             hl_type_name(c, et));
        return NULL;
      }
      uint32_t n = 4, m = 4;
      if (!expect(p, ",", "in template argument list")) return NULL;
      SrcLoc nloc = peek(p)->loc, mloc = nloc;
      if (!parse_int_arg(p, &n)) return NULL;
      if (!vec) {
        if (!expect(p, ",", "in template argument list")) return NULL;
        mloc = peek(p)->loc;
        if (!parse_int_arg(p, &m)) return NULL;
      }
      pack_rm = p->pack_row_major; /* matrix<T, N, M>: where the '>' is */
      if (!expect_close_angle(p)) return NULL;
      /* DXC's CheckRangedTemplateArgument: vectors up to the target's
       * maximum (1024 from SM 6.9), matrix dimensions up to 4; reported at
       * the offending argument */
      uint32_t nmax = vec ? hl_max_vector(c) : 4;
      if (n < 1 || n > nmax || m < 1 || m > 4) {
        bool bad_n = n < 1 || n > nmax;
        perr(p, PE_LITERAL, bad_n ? nloc : mloc, "invalid value, valid range is between 1 and %u inclusive",
             bad_n ? nmax : 4);
        return NULL;
      }
      ty = vec ? hl_vector(c, et->sk, n) : hl_matrix(c, et->sk, n, m);
      if (ty && !vec && pack_rm) ty = hl_with_major(c, ty, true);
      /* spelled as a template: -ast-dump prints 'vector<float, 4>' */
      HType *sp = ty && ty->kind != T_ERROR ? arena_dup(c->arena, ty, sizeof(HType)) : NULL;
      if (sp) {
        sp->spelled = true;
        sp->spelled_canon = et->subst;
        ty = sp;
      }
    } else {
      ty = vec ? hl_vector(c, SK_FLOAT, 4) : hl_matrix(c, SK_FLOAT, 4, 4);
      if (ty && !vec && pack_rm) ty = hl_with_major(c, ty, true);
    }
  } else if (numeric && !pre2018_fixed_width(c, t->text) && (ty = numeric) != NULL) {
    if (ty->kind == T_MATRIX && pack_rm) ty = hl_with_major(c, ty, true);
    advance(p);
    /* int16_t, uint16_t, float16_t need native 16-bit types (DXC) */
    if (!(c->opt && c->opt->dx.target.native_16bit) && ((t->len >= 7 && !strncmp(t->text, "int16_t", 7)) ||
                                                        (t->len >= 8 && !strncmp(t->text, "uint16_t", 8)) ||
                                                        (t->len >= 9 && !strncmp(t->text, "float16_t", 9)))) {
      /* DXC: the names do not exist without it */
      perr(p, PE_TYPE, t->loc, "unknown type name '%s'", t->text);
      return NULL;
    }
  } else if (builtin && (tok_text_is(t, "InputPatch") || tok_text_is(t, "OutputPatch"))) {
    /* InputPatch<T, N> / OutputPatch<T, N>: an array of N control points */
    uint64_t q3 = 0;
    uint32_t n = 0;
    uint8_t kind = t->text[0] == 'I' ? 1 : 2;
    advance(p);
    if (!expect(p, "<", "after patch type")) return NULL;
    SrcLoc aloc = peek(p)->loc;
    HType *et = parse_type(p, &q3, NULL);
    if (!et || !expect(p, ",", "in template argument list") || !parse_int_arg(p, &n) ||
        !expect_close_angle(p))
      return NULL;
    ty = hl_array(c, et, n);
    if (ty->kind == T_ARRAY) {
      ty->patch = kind;
      ty->arg_loc = aloc;
    }
  } else if (builtin && !lookup_type(p, t->text) && (ty = hl_subobject_type(c, t->text)) != NULL) {
    /* a state-object subobject type (GlobalRootSignature, ...): global
     * variables with an initializer list only (sema_subobj.c) */
    advance(p);
  } else if (builtin && tok_text_is(t, "RayQuery") && !lookup_type(p, t->text)) {
    /* RayQuery<constRayFlags[, RayQueryFlags]> (SM 6.5): literal arguments
     * make the class now; others (RAY_FLAG_* constants) are evaluated by
     * sema (resolve_dims), which replaces this pending type */
    advance(p);
    if (!at_punct(p, "<")) {
      perr(p, PE_TYPE, t->loc, "use of class template 'RayQuery' requires template arguments");
      return NULL;
    }
    advance(p);
    Expr *args[2] = {NULL, NULL};
    uint32_t na = 0;
    if (!at_punct(p, ">")) do {
        if (na == 2) {
          perr(p, PE_TYPE, peek(p)->loc, "too many template arguments for class template 'RayQuery'");
          return NULL;
        }
        if (!(args[na++] = parse_flag_arg(p, 3))) return NULL;
      } while (accept(p, ","));
    if (!expect_close_angle(p)) return NULL;
    if (na == 0) {
      perr(p, PE_TYPE, t->loc, "too few template arguments for class template 'RayQuery'");
      return NULL;
    }
    int64_t v[2] = {0, 0};
    bool lit = true;
    for (uint32_t i = 0; i < na; i++) lit = lit && fold_tpl_int(c, args[i], &v[i], 0);
    if (lit) {
      ty = hl_rayquery_type(c, (uint32_t)v[0], (uint32_t)v[1]);
    } else {
      StructInfo *st = pnew(p, sizeof(StructInfo));
      if (!st) return NULL;
      st->name = "RayQuery";
      st->loc = t->loc;
      st->is_class = true;
      st->rq_pending = true;
      st->rq_args[0] = args[0];
      st->rq_args[1] = args[1];
      ty = hl_struct_type(c, st);
    }
  } else if (builtin && hl_node_kind_of(t->text) && !lookup_type(p, t->text)) {
    /* work-graph node objects (SM 6.8): NodeOutput<T>, ... take their
     * record type; EmptyNodeInput, EmptyNodeOutput[Array] none */
    uint32_t kind = hl_node_kind_of(t->text);
    bool empty = !strncmp(t->text, "Empty", 5);
    advance(p);
    HType *rec = NULL;
    if (!empty) {
      uint64_t q3 = 0;
      if (!at_punct(p, "<")) {
        perr(p, PE_TYPE, t->loc, "use of class template '%s' requires template arguments", t->text);
        return NULL;
      }
      advance(p);
      SrcLoc aloc = peek(p)->loc;
      rec = parse_type_arg(p, &q3);
      if (!rec || !expect_close_angle(p)) return NULL;
      /* DXC: records are structs or classes, with data */
      if (rec->kind != T_STRUCT || !rec->st) {
        perr(p, PE_TYPE, aloc, "'%s' is not valid as a node record type - struct/class required", hl_type_name(c, rec));
        return NULL;
      }
      if (!rec->st->forward && !rec->st->nfields && !rec->st->tpl_of) {
        perr(p, PE_TYPE, aloc, "record used in %s may not have zero size", t->text);
        diag_report(c->diag, DIAG_NOTE, PE_TYPE, rec->st->loc, "zero sized record defined here");
        return NULL;
      }
    }
    ty = hl_node_type(c, kind, rec);
  } else if (builtin && stream_kind_of(t->text) >= 0) {
    /* PointStream<T> / LineStream<T> / TriangleStream<T> */
    uint32_t sk = (uint32_t)stream_kind_of(t->text);
    uint64_t q3 = 0;
    advance(p);
    if (!expect(p, "<", "after stream type")) return NULL;
    SrcLoc aloc = peek(p)->loc;
    HType *et = parse_type(p, &q3, NULL);
    if (!et || !expect_close_angle(p)) return NULL;
    ty = hl_stream_type(c, sk, et);
    if (ty->kind == T_STREAM) ty->arg_loc = aloc;
  } else if (builtin && res_kind_of(t->text) >= 0) {
    HlResKind rk = (HlResKind)res_kind_of(t->text);
    advance(p);
    HType *et = NULL;
    uint32_t samples = 0;
    uint64_t q2 = 0;
    bool feedback = hl_res_info(rk)->feedback;
    SrcLoc aloc = peek_at(p, 1)->loc; /* the template argument, for long-vector diagnostics */
    bool bare = !at_punct(p, "<");
    if (accept(p, "<")) {
      if (feedback) {
        /* FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP | _MIP_REGION_USED> */
        Token *ft = advance(p);
        if (ft->kind == TK_IDENT && !strcmp(ft->text, "SAMPLER_FEEDBACK_MIP_REGION_USED")) samples = 1;
        else if (ft->kind != TK_IDENT || strcmp(ft->text, "SAMPLER_FEEDBACK_MIN_MIP") != 0) {
          perr(p, PE_TYPE, ft->loc, "expected SAMPLER_FEEDBACK_MIN_MIP or SAMPLER_FEEDBACK_MIP_REGION_USED");
          return NULL;
        }
      } else {
        et = parse_type_arg(p, &q2);
        if (!et) return NULL;
      }
      /* Texture2DMS<float4, N>: sample count */
      if (accept(p, ",")) {
        if (!parse_int_arg(p, &samples)) return NULL;
      }
      if (!expect_close_angle(p)) return NULL;
    } else if (rk == HL_RK_BUFFER || rk == HL_RK_RWBUFFER || rk == HL_RK_ROV_BUFFER ||
               (hl_res_is_texture(rk) && !feedback)) {
      et = hl_vector(c, SK_FLOAT, 4);
    } else if (feedback) {
      perr(p, PE_TYPE, t->loc, "'%s' requires a template argument", t->text);
      return NULL;
    } else if (rk == HL_RK_SBUFFER || rk == HL_RK_RWSBUFFER || rk == HL_RK_APPEND_SBUFFER ||
               rk == HL_RK_CONSUME_SBUFFER || rk == HL_RK_ROV_SBUFFER || rk == HL_RK_CONSTANT_BUFFER ||
               rk == HL_RK_TEXTURE_BUFFER) {
      perr(p, PE_TYPE, t->loc, "'%s' requires a template argument", t->text);
      return NULL;
    }
    ty = hl_resource(c, rk, et);
    if (ty->kind == T_RESOURCE) {
      ty->arg_loc = aloc;
      ty->bare = bare && et;
      ty->samples = samples;
      ty->norm = q2 & Q_SNORM ? 1 : q2 & Q_UNORM ? 2 : 0;
    }
  } else {
    TemplateInfo *ti = NULL;
    if (tok_punct(peek_at(p, 1), "<") && (ti = find_template(p, t->text, true)) != NULL) {
      uint32_t from = p->pos;
      ty = parse_template_struct_type(p, ti); /* S<float, 4> */
      if (!ty) return NULL;
      bool dependent = p->targs_dependent;
      /* S<float, 4>::T: a member type of the instance (the parser merged "::T") */
      while (ty->kind == T_STRUCT && peek(p)->kind == TK_IDENT && !strncmp(peek(p)->text, "::", 2)) {
        const char *mn = arena_printf(c->arena, "%s%s", ty->st->name, peek(p)->text);
        TemplateInfo *mti = NULL;
        if (mn && tok_punct(peek_at(p, 1), "<") && (mti = find_template(p, mn, true)) != NULL) {
          /* S<T>::template Inner<0>: a member struct template of the instance;
           * of a dependent scope it must be named with 'template' (clang
           * goes on as if it were) */
          Token *mt = peek(p);
          if (dependent && !mt->template_kw) {
            SrcLoc at = mt->loc;
            if (tok_ival(mt)) at.col = (uint32_t)tok_ival(mt);
            diag_report(c->diag, DIAG_ERROR, PE_TYPE, at,
                        "use 'template' keyword to treat '%s' as a dependent template name", mt->text + 2);
            p->soft_errors++;
          }
          Token saved = *mt;
          mt->len = (uint32_t)strlen(mn); /* parse_template_struct_type reads the name at the current token */
          mt->text = mt->has_val ? tok_valued_text(c->arena, mn, mt->len, tok_ival(mt)) : mn;
          if (!mt->text) { *mt = saved; return NULL; }
          ty = parse_template_struct_type(p, mti);
          *mt = saved;
          if (!ty) return NULL;
          dependent = dependent || p->targs_dependent;
          continue;
        }
        Decl *md = mn ? lookup_type_q(p, mn, NULL) : NULL;
        if (!md && typename_kw) {
          perr(p, PE_TYPE, peek(p)->loc, "no type named '%s' in '%s'", peek(p)->text + 2, hl_type_name(c, ty));
          return NULL;
        }
        if (!md) break; /* not a type: S<T>::f(...) is an expression */
        if (dependent && !typename_kw && !p->typename_optional)
          missing_typename(p, from, p->pos + 1);
        advance(p);
        ty = md->kind == D_STRUCT ? hl_struct_type(c, md->st) : md->type ? md->type : c->t_error;
      }
      trailing_quals(p, &q);
      if (quals) *quals |= q;
      return ty;
    }
    QualLookup ql;
    Decl *d = lookup_type_q(p, t->text, &ql);
    if (!d && (ti = find_template(p, t->text, true)) != NULL) {
      /* S without '<>' when every parameter has a default: S<> (DXC's
       * getHLSLDefaultSpecialization) */
      bool all_default = ti->nparams > 0;
      for (uint32_t i = 0; i < ti->nparams; i++) all_default &= ti->params[i].has_default;
      if (!all_default) {
        perr(p, PE_TYPE, t->loc, "use of class template '%s' requires template arguments", t->text);
        return NULL;
      }
      TemplateArg *full = complete_targs(p, ti, NULL, 0, t->loc);
      Decl *inst = full ? hl_template_instantiate(c, ti, full, t->loc) : NULL;
      if (!inst) {
        p->panic = true;
        return NULL;
      }
      advance(p);
      /* spelled as written, without '<>' ('Vec':'Vec<float, 1>') */
      ty = alias_sugar(p, ti->is_alias ? inst->type : hl_struct_type(c, inst->st), hl_unqualified(ti->name));
      trailing_quals(p, &q);
      if (quals) *quals |= q;
      return ty;
    }
    if (!d && ql.scope) {
      /* A::x where A names a type: a struct without member type x, or a
       * type that has no members at all */
      SrcLoc at = t->loc;
      if (ql.scope->kind != T_STRUCT) {
        perr(p, PE_TYPE, at, "type '%s' cannot be used prior to '::' because it has no members",
             hl_type_name(c, ql.scope));
        return NULL;
      }
      if (tok_ival(t) && (uint32_t)tok_ival(t) > at.col) at.col += (uint32_t)(strlen(t->text) - strlen(ql.scope_end));
      perr(p, PE_TYPE, at, "no type named '%s' in '%s'", ql.scope_end, hl_type_name(c, ql.scope));
      return NULL;
    }
    if (!d) {
      perr(p, PE_TYPE, t->loc, "unknown type name '%s'", t->text);
      return NULL;
    }
    if (ql.dependent && !typename_kw && !p->typename_optional) missing_typename(p, p->pos, p->pos + 1);
    advance(p);
    if (d->kind == D_STRUCT) ty = hl_struct_type(c, d->st);
    else ty = d->type ? d->type : c->t_error;
    if (d->kind == D_TYPEDEF && ty->kind != T_ERROR && !ty->subst && !ty->tdef) {
      /* named by a typedef: the same type, which -ast-dump spells by the name */
      HType *named = arena_dup(c->arena, ty, sizeof(HType));
      if (named) {
        named->tdef = d;
        ty = named;
      }
    }
  }
  trailing_quals(p, &q);
  if (quals) *quals |= q;
  return ty;
}

/* enum-specifier := 'enum' [ 'class' | 'struct' ] [IDENT] [ ':' type ]
 *                   '{' [ enumerator ( ',' enumerator )* [','] ] '}'
 *                 | 'enum' [ 'class' | 'struct' ] IDENT       (an enum declared before)
 * enumerator := IDENT [ '=' assignment-expr ]
 * The enum's type is a scalar of its underlying type with its own identity
 * (HType.en); a definition yields a D_ENUM decl (*def) whose enumerators sema
 * declares: unscoped ones in the enclosing scope and as E::A, scoped ones as
 * E::A only. */
static HType *parse_enum(Parser *p, Decl **def) {
  HlslCtx *c = p->c;
  SrcLoc kw = advance(p)->loc; /* enum */
  bool scoped = false;
  if (at(p, "class") || at(p, "struct")) {
    advance(p);
    scoped = true;
  }
  const char *name = "";
  SrcLoc nloc = kw;
  if (peek(p)->kind == TK_IDENT && !at_punct(p, "{") && !at_punct(p, ":")) {
    name = advance(p)->text;
    nloc = p->toks[p->pos - 1].loc;
  }
  HType *under = NULL;
  if (accept(p, ":")) {
    uint64_t uq = 0;
    Token *ut = peek(p);
    under = parse_type(p, &uq, NULL);
    if (!under) return NULL;
    if (under->kind != T_SCALAR || under->en || !hl_sk_is_int(under->sk)) {
      perr(p, PE_TYPE, ut->loc, "non-integral type '%s' is an invalid underlying type", hl_type_name(c, under));
      return NULL;
    }
  }
  if (!at_punct(p, "{")) {
    if (!name[0]) {
      perr(p, PE_EXPECTED, peek(p)->loc, "expected '{' after 'enum'");
      return NULL;
    }
    QualLookup ql;
    Decl *d = lookup_type_q(p, name, &ql);
    if (d && d->kind == D_STRUCT) { /* enum S::X naming a struct */
      perr(p, PE_TYPE, kw, "use of '%s' with tag type that does not match previous declaration",
           hl_unqualified(name));
      diag_report(c->diag, DIAG_NOTE, PE_TYPE, d->loc, "previous use is here");
      return NULL;
    }
    if (!d && ql.scope && ql.scope->kind == T_STRUCT) {
      SrcLoc at = nloc; /* at the member's name */
      size_t nl = strlen(name), ml = strlen(ql.scope_end);
      if (ml <= nl) at.col += (uint32_t)(nl - ml);
      perr(p, PE_TYPE, at, "no enum named '%s' in '%s'", ql.scope_end, hl_type_name(c, ql.scope));
      return NULL;
    }
    if (!d || d->kind != D_ENUM) {
      /* HLSL is C++98 to clang: no opaque enum declarations, and an
       * elaborated `enum E` must name an enum declared before */
      perr(p, PE_TYPE, nloc, "ISO C++ forbids forward references to 'enum' types");
      return NULL;
    }
    return d->type;
  }
  if (scoped && !name[0]) {
    perr(p, PE_IDENT, peek(p)->loc, "scoped enumeration requires a name");
    return NULL;
  }
  advance(p); /* { */
  const char *qname = name[0] ? qualify(p, p->decl_ns, name) : "";
  Decl *ed = new_decl(p, D_ENUM, qname, nloc);
  EnumInfo *en = pnew(p, sizeof(EnumInfo));
  HType *et = pnew(p, sizeof(HType));
  if (!ed || !en || !qname) return NULL;
  if (!et) return NULL;
  en->name = qname;
  en->scoped = scoped;
  en->fixed = under != NULL;
  et->kind = T_SCALAR;
  et->sk = under ? under->sk : SK_INT; /* sema widens an unscoped enum whose values need it */
  et->n = 1;
  et->en = en;
  ed->type = et;
  if (qname[0]) add_type(p, qname, ed); /* visible in its own body */
  DeclVec consts = {0};
  while (!at_punct(p, "}") && peek(p)->kind != TK_EOF) {
    Token *n = peek(p);
    if (n->kind != TK_IDENT) {
      perr(p, PE_IDENT, n->loc, "expected identifier");
      return NULL;
    }
    advance(p);
    const char *cn = scoped ? arena_printf(c->arena, "%s::%s", qname, n->text) : qualify(p, p->decl_ns, n->text);
    Decl *k = new_decl(p, D_VAR, cn, n->loc);
    if (!k) return NULL;
    k->begin = hl_pos(n->loc);
    k->quals = Q_STATIC | Q_CONST;
    k->is_enumerator = true;
    k->type = k->base = et;
    if (accept(p, "=")) {
      k->init = parse_assign(p);
      if (!k->init) return NULL;
      k->end = prev_pos(p);
    }
    vec_push(c->arena, &consts, k);
    if (!accept(p, ",")) break;
  }
  if (!expect(p, "}", "at end of enum")) return NULL;
  ed->begin = hl_pos(kw);
  ed->end = prev_pos(p);
  en->consts = consts.data;
  en->nconsts = consts.len;
  if (def) *def = ed;
  return et;
}

/* dims := ( '[' [expr] ']' )* */
static bool parse_dims(Parser *p, Expr ***dims, uint32_t *ndims) {
  Expr *buf[4];
  ExprVec v;
  VEC_ON_STACK(v, buf);
  while (at_punct(p, "[")) {
    advance(p);
    Expr *e = NULL;
    if (!at_punct(p, "]")) {
      e = parse_expr(p);
      if (!e) return false;
    }
    if (!expect(p, "]", "after array size")) return false;
    vec_push(p->c->arena, &v, e);
  }
  *dims = vec_keep(p, v, buf);
  *ndims = v.len;
  return true;
}

/* A shader profile in a register annotation: vs, ps, gs, hs, ds, cs, lib,
 * ms, as, optionally with a version (ps_5_0). */
static bool is_profile_name(const char *s) {
  size_t n = strcspn(s, "_");
  ShaderStage st = stage_from_short(s, n);
  return st != STAGE_INVALID && (stage_has_profile(st) || st == STAGE_LIBRARY);
}

/* register := 'register' '(' [profile ','] (cls N | spaceN) [',' spaceN] ')' */
static bool parse_register(Parser *p, Decl *d) {
  SrcLoc loc = advance(p)->loc;
  if (!expect(p, "(", "after 'register'")) return false;
  RegSpec r = {0};
  r.loc = loc;
  Token *t = peek(p);
  if (t->kind != TK_IDENT) {
    perr(p, PE_EXPECTED, t->loc, "expected register name");
    return false;
  }
  /* optional shader profile: register(ps_5_0, b0), register(vs, space1);
   * DXC accepts and ignores it */
  if (tok_punct(peek_at(p, 1), ",") && is_profile_name(t->text)) {
    r.profile = t->text;
    advance(p);
    advance(p);
    t = peek(p);
  }
  for (int part = 0; part < 2; part++) {
    if (t->kind != TK_IDENT) {
      perr(p, PE_EXPECTED, t->loc, "expected register name");
      return false;
    }
    const char *s = t->text;
    if (!strncasecmp(s, "space", 5) && s[5] >= '0' && s[5] <= '9') {
      r.space = (uint32_t)strtoul(s + 5, NULL, 10);
      r.has_space = true;
    } else if (part == 0 && strchr("btusBTUSCcIi", s[0]) && (s[1] == 0 || (s[1] >= '0' && s[1] <= '9'))) {
      /* t3, or the letter alone (t0); either may be followed by a
       * subscript (an FXC register offset: DXC keeps it apart) */
      char *end;
      unsigned long v = s[1] ? strtoul(s + 1, &end, 10) : 0;
      if (s[1] && *end) {
        perr(p, PE_EXPECTED, t->loc, "invalid register name '%s'", s);
        return false;
      }
      advance(p);
      if (at_punct(p, "[")) {
        /* an integer constant expression; anything else counts as 0 */
        advance(p);
        Expr *e = parse_expr(p);
        if (!e || !expect(p, "]", "after register subscript")) return false;
        int64_t k;
        if (fold_tpl_int(p->c, e, &k, 0) && k > 0) r.offset = (uint32_t)k;
      }
      r.cls = (char)(s[0] | 0x20);
      r.index = (uint32_t)(v > 0xFFFFFFFFul ? 0xFFFFFFFFul : v);
      if (accept(p, ",")) {
        t = peek(p);
        continue;
      }
      break;
    } else {
      perr(p, PE_EXPECTED, t->loc, "invalid register name '%s'", s);
      return false;
    }
    advance(p);
    if (part == 0 && accept(p, ",")) {
      t = peek(p);
      continue;
    }
    break;
  }
  if (!expect(p, ")", "after register")) return false;
  DeclRare *w = hl_decl_rare_w(p->c, d);
  RegSpec *nr = pnew(p, sizeof(RegSpec) * (w->nregs + 1));
  if (!nr) return false;
  if (w->nregs) memcpy(nr, w->regs, sizeof(RegSpec) * w->nregs);
  nr[w->nregs++] = r;
  w->regs = nr;
  return true;
}

/* packoffset := 'packoffset' '(' 'c' N ['.' comp] ')' */
static bool parse_packoffset(Parser *p, Decl *d) {
  SrcLoc kwloc = advance(p)->loc;
  if (!expect(p, "(", "after 'packoffset'")) return false;
  Token *t = peek(p);
  if (t->kind != TK_IDENT || (t->text[0] != 'c' && t->text[0] != 'C')) {
    perr(p, PE_EXPECTED, t->loc, "expected 'c<register>' in packoffset");
    return false;
  }
  uint32_t reg = (uint32_t)strtoul(t->text + 1, NULL, 10);
  hl_decl_rare_w(p->c, d)->pack_loc = kwloc;
  advance(p);
  uint32_t comp = 0;
  if (accept(p, ".")) {
    Token *ct = peek(p);
    if (ct->kind != TK_IDENT || ct->len != 1 || !strchr("xyzwrgba", ct->text[0])) {
      perr(p, PE_EXPECTED, ct->loc, "expected component in packoffset");
      return false;
    }
    comp = (uint32_t)(strchr("xyzw", ct->text[0]) ? strchr("xyzw", ct->text[0]) - "xyzw"
                                                   : strchr("rgba", ct->text[0]) - "rgba");
    advance(p);
  }
  if (!expect(p, ")", "after packoffset")) return false;
  DeclRare *w = hl_decl_rare_w(p->c, d);
  w->packoffset = true;
  w->pack_off = reg * 16 + comp * 4;
  d->pack_comp = (uint8_t)comp;
  return true;
}

static void skip_balanced(Parser *p, const char *open, const char *close);

/* The effect framework's syntax, which DXC accepts and ignores with a
 * warning in -Weffects-syntax (fxc compiled it into effect state). */
static void warn_effects(Parser *p, SrcLoc loc, const char *what) {
  if (!p->panic) diag_report(p->c->diag, DIAG_WARNING, PW_EFFECTS, loc, "%s", what);
}

/* DXC's deprecated effect object types (g_DeprecatedEffectObjectNames):
 * fxc's state and shader objects, case-sensitive as DXC spells them. */
static bool is_effect_object_name(const char *n) {
  const char *const *names = effect_object_names;
  for (size_t i = 0; i < sizeof effect_object_names / sizeof effect_object_names[0]; i++)
    if (n[0] == names[i][0] && !strcmp(n, names[i])) return true; /* per distinct name */
  return false;
}

/* A variable declaration of an effect object type (BlendState b { ... };,
 * RenderTargetView a, b = a;): DXC (DiagnoseHLSLDecl) warns that the effect
 * object is ignored and drops the declaration, its initializers and state
 * blocks unchecked (a state block still gets its own warning). Functions
 * returning such a type are left to the ordinary parse (an unknown type). */
static bool skip_effect_object_decl(Parser *p) {
  uint32_t k = 0;
  while (qual_at(p, k)) k++;
  Token *t = peek_at(p, k);
  if (t->kind != TK_IDENT || !name_class(p, t)->effect_object || is_type_start(p, t)) return false;
  Token *n = peek_at(p, k + 1);
  if (n->kind != TK_IDENT || tok_punct(peek_at(p, k + 2), "(")) return false;
  warn_effects(p, peek(p)->loc, "effect object ignored - effect syntax is deprecated");
  int depth = 0;
  bool after_eq = false;
  Token *prev = NULL;
  while (peek(p)->kind != TK_EOF) {
    Token *x = peek(p);
    if (depth == 0 && tok_punct(x, ";")) break;
    if (depth == 0 && !after_eq && tok_punct(x, "<")) {
      /* annotations of the declarator (texture t : SEM < float2 D = {1, 1}; >;):
       * entries end in ';' (DXC's declarator parse skips them) */
      skip_effect_annotations(p);
      prev = NULL;
      continue;
    }
    if (depth == 0 && tok_punct(x, "=")) after_eq = true;
    if (depth == 0 && tok_punct(x, ",")) after_eq = false;
    if (depth == 0 && tok_punct(x, "{") && !after_eq && prev && (prev->kind == TK_IDENT || tok_punct(prev, "]")))
      warn_effects(p, x->loc, "effect state block ignored - effect syntax is deprecated. To use braces as "
                              "an initializer use them with equal signs.");
    if (tok_punct(x, "{") || tok_punct(x, "(") || tok_punct(x, "[")) depth++;
    if ((tok_punct(x, "}") || tok_punct(x, ")") || tok_punct(x, "]")) && depth > 0) depth--;
    prev = x;
    advance(p);
  }
  accept(p, ";");
  return true;
}

/* effect-annotations := '<' ( tokens ';' )* '>'   after a declarator,
 * e.g. float4 tint < string UIName = "Tint"; > = 1; skipped */
static void skip_effect_annotations(Parser *p) {
  if (!at_punct(p, "<")) return;
  warn_effects(p, peek(p)->loc, "possible effect annotation ignored - effect syntax is deprecated");
  advance(p);
  while (!at_punct(p, ">") && peek(p)->kind != TK_EOF) {
    while (!at_punct(p, ";") && peek(p)->kind != TK_EOF) advance(p); /* through ';' */
    if (at_punct(p, ";")) advance(p);
  }
  accept(p, ">");
}

/* annotations := ( ':' ( register | packoffset | SEMANTIC ) )* [effect-annotations] */
static bool parse_annotations(Parser *p, Decl *d) {
  while (at_punct(p, ":")) {
    advance(p);
    Token *t = peek(p);
    if (t->kind != TK_IDENT) {
      perr(p, PE_EXPECTED, t->loc, "expected semantic, register or packoffset after ':'");
      return false;
    }
    if (!strcmp(t->text, "register")) {
      if (!parse_register(p, d)) return false;
    } else if (!strcmp(t->text, "packoffset")) {
      if (!parse_packoffset(p, d)) return false;
    } else if ((!strcmp(t->text, "read") || !strcmp(t->text, "write")) &&
               tok_punct(peek_at(p, 1), "(")) {
      /* payload access qualifier: read(caller, closesthit, miss, anyhit), write(...) */
      uint32_t bit = t->text[0] == 'r' ? 1u : 2u;
      hl_decl_rare_w(p->c, d)->paq |= HL_PAQ_WRITTEN;
      advance(p), advance(p);
      while (!at_punct(p, ")")) {
        static const char *const stages[] = {"caller", "closesthit", "miss", "anyhit"};
        Token *st = advance(p);
        uint32_t k = 0;
        while (k < 4 && (st->kind != TK_IDENT || strcmp(st->text, stages[k]))) k++;
        if (k == 4) {
          perr(p, PE_EXPECTED, st->loc, "expected caller, closesthit, miss or anyhit");
          return false;
        }
        hl_decl_rare_w(p->c, d)->paq |= bit << (4 * k);
        if (!accept(p, ",")) break;
      }
      if (!expect(p, ")", "after payload access qualifier")) return false;
    } else {
      advance(p);
      d->semantic = t->text;
      d->sem_pos = hl_pos(t->loc);
    }
  }
  skip_effect_annotations(p);
  return true;
}

static Decl *parse_function(Parser *p, uint64_t quals, HType *ret, Token *name, AttrList *attrs);
static bool add_this_param(Parser *p, Decl *f, StructInfo *st, SrcLoc loc);
static bool parse_var_declarators(Parser *p, uint64_t quals, HType *ty, Token *first,
                                  AttrList *attrs, DeclVec *out);

/* method := quals type IDENT params [':' SEMANTIC] ( block | ';' )
 * A member function of struct sd: the function "S::name" whose body sees
 * the names of S (p->ns gets "S::"); a non-static one takes the object as
 * a hidden first parameter `this` (inout: methods may change the object). */
static bool before_hlsl2021(Parser *p);
static void parse_method(Parser *p, Decl *sd, uint64_t quals, HType *ret, DeclVec *out) {
  Token *n = advance(p);
  if (!strncmp(n->text, "operator", 8) && before_hlsl2021(p)) { /* operators: HLSL 2021 */
    perr(p, PE_UNSUPPORTED, n->loc, "'operator' is a reserved keyword in HLSL");
    return;
  }
  if (!strncmp(n->text, "operator", 8)) {
    /* DXC: no assignment, increment/decrement or shift operators */
    static const char *const banned[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
                                         "<<=", ">>=", "++", "--", "<<", ">>"};
    for (size_t i = 0; i < sizeof banned / sizeof banned[0]; i++)
      if (!strcmp(n->text + 8, banned[i])) {
        perr(p, PE_METHOD, n->loc, "overloading '%s' is not allowed", n->text);
        return;
      }
  }
  if (p->func_depth > 0) {
    perr(p, PE_METHOD, n->loc, "member functions of local structs are not supported");
    return;
  }
  if (!sd->st->name[0]) {
    perr(p, PE_METHOD, n->loc, "member functions of anonymous structs are not supported");
    return;
  }
  const char *cls = arena_printf(p->c->arena, "%s::", sd->st->name);
  if (!cls) return;
  const char *saved_ns = p->ns, *saved_decl = p->decl_ns;
  p->ns = p->decl_ns = cls;
  Decl *f = parse_function(p, quals, ret, n, NULL);
  p->ns = saved_ns;
  p->decl_ns = saved_decl;
  if (!f) return;
  f->method_of = sd->st;
  if (!(quals & Q_STATIC) && !add_this_param(p, f, sd->st, n->loc)) return;
  vec_push(p->c->arena, out, f);
}

/* member-using := 'using' nested-name-specifier IDENT ';'   in a struct body
 * (`using B::f;`, `using Base<T>::Get;`): names a member of a base; its
 * overloads join the struct's own of that name. The qualifier is checked
 * once the bases are known (check_member_usings). */
static void parse_member_using(Parser *p, StructInfo *st) {
  advance(p); /* using */
  Token *t = peek(p);
  const HType *qt = NULL;
  const char *name = NULL;
  SrcLoc qloc = t->loc, nloc = t->loc;
  bool dependent = false;
  TemplateInfo *ti = NULL;
  if (t->kind == TK_IDENT && tok_punct(peek_at(p, 1), "<") && (ti = find_template(p, t->text, true)) != NULL) {
    qt = parse_template_struct_type(p, ti);
    if (!qt) return;
    dependent = p->targs_dependent;
    Token *m = peek(p);
    if (m->kind == TK_IDENT && !strncmp(m->text, "::", 2) && m->text[2]) {
      name = m->text + 2;
      nloc = m->loc;
      nloc.col += 2;
      advance(p);
    }
  } else if (t->kind == TK_IDENT && strstr(t->text, "::")) {
    const char *last = NULL;
    for (const char *q = strstr(t->text, "::"); q; q = strstr(q + 2, "::")) last = q;
    name = last + 2;
    nloc.col += (uint32_t)(name - t->text);
    const char *qual = arena_printf(p->c->arena, "%.*s", (int)(last - t->text), t->text);
    Decl *td = qual && qual[0] ? lookup_type(p, qual) : NULL;
    qt = td ? (td->kind == D_STRUCT && td->st ? hl_struct_type(p->c, td->st) : td->type) : NULL;
    if (!td && qual && qual[0]) {
      diag_report(p->c->diag, DIAG_ERROR, PE_UNSUPPORTED, qloc,
                  "using declaration in class refers into '%s::', which is not a class", qual);
      p->soft_errors++;
      qt = NULL;
    }
    advance(p);
  }
  if (!name || !*name) {
    perr(p, PE_IDENT, peek(p)->loc, "expected a qualified name after 'using'");
    return;
  }
  if (!expect(p, ";", "after using declaration")) return;
  if (dependent) qt = NULL; /* checked in each instance */
  else check_member_using(p, st, qt, name, qloc, nloc);
  struct UsingMember *v = pnew(p, sizeof(*v) * (st->nusings + 1));
  if (!v) return;
  if (st->nusings) memcpy(v, st->usings, sizeof(*v) * st->nusings);
  v[st->nusings].name = name;
  v[st->nusings].qual = qt;
  v[st->nusings].loc = qloc;
  v[st->nusings].name_loc = nloc;
  st->usings = v;
  st->nusings++;
}

/* A using-declaration `using Q::name;` in st's body: Q names a base of st
 * (DXC: "... which is not a base class of ...") that has the member. */
static void check_member_using(Parser *p, StructInfo *st, const HType *q, const char *name, SrcLoc qloc,
                               SrcLoc nloc) {
  if (!q) return;
  if (q->kind != T_STRUCT) {
    diag_report(p->c->diag, DIAG_ERROR, PE_UNSUPPORTED, qloc,
                "using declaration in class refers into '%s::', which is not a class", hl_type_name(p->c, q));
    p->soft_errors++;
    return;
  }
  const HType *bt = p->body_base;
  bool found = false;
  for (int guard = 0; bt && bt->kind == T_STRUCT && guard < 64 && !found; guard++) {
    found = bt->st == q->st;
    const StructInfo *b = bt->st;
    bt = b->nfields && b->fields[0].is_base ? b->fields[0].base : NULL;
  }
  if (!found) {
    diag_report(p->c->diag, DIAG_ERROR, PE_UNSUPPORTED, qloc,
                "using declaration refers into '%s::', which is not a base class of '%s'", q->st->name, st->name);
    p->soft_errors++;
    return;
  }
  bool has = false;
  for (const StructInfo *m = q->st; m && !has;) {
    for (uint32_t k = 0; k < m->nfields && !has; k++)
      has = !m->fields[k].is_base && m->fields[k].name && !strcmp(m->fields[k].name, name);
    for (uint32_t k = 0; k < m->nmethods && !has; k++) has = !strcmp(hl_unqualified(m->methods[k]->name), name);
    const HType *mb = m->nfields && m->fields[0].is_base ? m->fields[0].base : NULL;
    m = mb && mb->kind == T_STRUCT ? mb->st : NULL;
  }
  for (uint32_t k = 0; k < p->c->templates.len && !has; k++)
    has = p->c->templates.data[k]->method_of == q->st && !strcmp(hl_unqualified(p->c->templates.data[k]->name), name);
  if (!has) {
    diag_report(p->c->diag, DIAG_ERROR, PE_UNSUPPORTED, nloc, "no member named '%s' in '%s'", name, q->st->name);
    p->soft_errors++;
  }
}

/* struct-body := '{' ( quals type declarator (',' declarator)* ';' | method
 *              | 'static' quals type var-declarators )* '}'
 * Static data members are globals named "S::x" (in c->decls). */
static void parse_struct_body(Parser *p, Decl *sd) {
  StructInfo *st = sd->st;
  advance(p); /* { */
  SrcLoc saved_spec = p->spec;
  uint32_t first_field = p->field_stack.len;
  DeclVec methods = {0};
  /* A named struct at file or namespace scope is a scope of its own: nested
   * types are "S::Inner" (DXC's `struct.S::Inner`) and the body looks up
   * names in S first. */
  const char *saved_ns = p->ns, *saved_decl = p->decl_ns;
  if (st->name[0] && p->func_depth == 0) {
    const char *cls = arena_printf(p->c->arena, "%s::", st->name);
    if (cls) p->ns = p->decl_ns = cls;
  }
  while (!at_punct(p, "}") && peek(p)->kind != TK_EOF) {
    uint32_t start = p->pos;
    uint64_t q = 0;
    Decl *inner = NULL;
    if (accept(p, ";")) continue; /* an empty member declaration (`void f() {};`) */
    if (is_static_assert(p)) {
      Decl *d = parse_static_assert(p);
      if (d) vec_push(p->c->arena, &p->c->decls, d);
      else {
        sync_stmt(p);
        if (p->pos == start) advance(p);
      }
      continue;
    }
    if (at(p, "typedef") || (at(p, "using") && peek_at(p, 1)->kind == TK_IDENT && tok_punct(peek_at(p, 2), "="))) {
      /* a member type "S::T": by an alias declaration only, DXC rejects a
       * typedef in a struct (it is still declared here, to go on without
       * cascading errors) */
      DeclVec td = {0};
      if (at(p, "typedef"))
        diag_report(p->c->diag, DIAG_ERROR, PE_UNSUPPORTED, peek(p)->loc, "nested typedefs are not supported in HLSL");
      if (at(p, "typedef")) parse_typedef(p, &td);
      else parse_alias(p, &td);
      for (uint32_t i = 0; i < td.len; i++) vec_push(p->c->arena, &p->c->decls, td.data[i]);
      if (p->panic) {
        sync_stmt(p);
        if (p->pos == start) advance(p);
      }
      continue;
    }
    if (at(p, "using")) { /* using B::f; (the alias form is above) */
      parse_member_using(p, st);
      if (p->panic) {
        sync_stmt(p);
        if (p->pos == start) advance(p);
      }
      continue;
    }
    if (at(p, "template")) {
      if (!st->name[0] || p->func_depth > 0)
        perr(p, PE_UNSUPPORTED, peek(p)->loc, "member templates of local or anonymous structs are not supported");
      else
        parse_template_decl(p, st); /* member function template */
      if (p->panic) {
        sync_stmt(p);
        if (p->pos == start) advance(p);
      }
      continue;
    }
    AttrList mattrs = {0};
    parse_attrs(p, &mattrs); /* [[vk::location(0)]] and the like */
    SrcLoc mspec = p->spec = peek(p)->loc;
    p->decl_begin = peek(p)->loc;
    HType *ft = parse_type(p, &q, &inner);
    p->spec = mspec;
    /* a nested enum's enumerators are constants of the enclosing scope ("S::A") */
    if (inner && inner->kind == D_ENUM) vec_push(p->c->arena, &p->c->decls, inner);
    /* a nested struct's member functions are functions of the program like
     * those of any struct ("S::Inner::f"): its declaration goes before S's */
    if (inner && inner->kind == D_STRUCT && inner->st && inner->st->nmethods) {
      inner->st->nested = true;
      vec_push(p->c->arena, &p->c->decls, inner);
    }
    if (ft && at_punct(p, ";")) { /* nested struct definition only */
      if (!inner)
        diag_report(p->c->diag, DIAG_WARNING, PW_MISSING_DECL, mspec, "declaration does not declare anything");
      else if (ft->kind == T_STRUCT && ft->st && (!ft->st->name || !ft->st->name[0])) {
        /* an anonymous struct: a member of its type whose members are the
         * enclosing struct's (clang's anonymous struct, DXC's %struct.anon) */
        Field f = {0};
        f.base = ft;
        f.quals = q;
        f.name = "";
        f.loc = mspec;
        f.is_anon = true;
        f.begin = hl_pos(mspec);
        f.end = prev_pos(p);
        vec_push(p->c->arena, &p->field_stack, f);
      }
      advance(p);
      continue;
    }
    if (ft && peek(p)->kind == TK_IDENT && tok_punct(peek_at(p, 1), "(")) {
      parse_method(p, sd, q, ft, &methods);
      if (p->panic) {
        sync_stmt(p);
        if (p->pos == start) advance(p);
      }
      continue;
    }
    if (ft && (q & Q_STATIC) && peek(p)->kind == TK_IDENT && st->name[0] && p->func_depth == 0) {
      /* static data member: a global "S::x" */
      Token *vn = advance(p);
      DeclVec vars = {0};
      const char *saved = p->decl_ns;
      p->decl_ns = arena_printf(p->c->arena, "%s::", st->name);
      if (p->decl_ns) parse_var_declarators(p, q, ft, vn, NULL, &vars);
      p->decl_ns = saved;
      for (uint32_t i = 0; i < vars.len; i++) vec_push(p->c->arena, &p->c->decls, vars.data[i]);
      if (p->panic) {
        sync_stmt(p);
        if (p->pos == start) advance(p);
      }
      continue;
    }
    if (ft && at_punct(p, "(")) {
      perr(p, PE_UNSUPPORTED, peek(p)->loc, "member functions are not supported");
    }
    while (ft) {
      Token *n = peek(p);
      Field f = {0};
      f.base = orient(p, ft, q);
      f.quals = q;
      if (at_punct(p, ":")) { /* unnamed bit-field: `uint : 8;` */
        advance(p);
        f.name = "";
        f.loc = n->loc;
        f.bitwidth_expr = parse_cond(p);
        if (!f.bitwidth_expr) break;
        vec_push(p->c->arena, &p->field_stack, f);
        if (accept(p, ",")) continue;
        expect(p, ";", "after struct member");
        break;
      }
      if (n->kind != TK_IDENT) {
        perr(p, PE_IDENT, n->loc, "expected member name or ';' after declaration specifiers");
        break;
      }
      advance(p);
      f.name = n->text;
      f.loc = n->loc;
      f.begin = hl_pos(mspec);
      if (!parse_dims(p, &f.dims, &f.ndims)) break;
      f.end = prev_pos(p);
      warn_min_precision(p, ft, f.ndims, p->decl_begin.line ? p->decl_begin : n->loc);
      /* bit-field: `uint x : 8` (a semantic is an identifier after the ':') */
      if (at_punct(p, ":") && peek_at(p, 1)->kind != TK_IDENT) {
        advance(p);
        f.bitwidth_expr = parse_cond(p);
        if (!f.bitwidth_expr) break;
      }
      Decl tmp = {0};
      hl_decl_init(&tmp);
      if (!parse_annotations(p, &tmp)) break;
      f.semantic = tmp.semantic;
      f.sem_pos = tmp.sem_pos;
      f.paq = hl_decl_rare(&tmp)->paq;
      if (at_punct(p, "=")) {
        perr(p, PE_UNSUPPORTED, peek(p)->loc, "struct member initializers are not supported");
        break;
      }
      vec_push(p->c->arena, &p->field_stack, f);
      if (accept(p, ",")) continue;
      expect(p, ";", "after struct member");
      break;
    }
    if (p->panic) {
      sync_stmt(p);
      if (p->pos == start) advance(p);
    }
  }
  p->ns = saved_ns;
  p->decl_ns = saved_decl;
  p->spec = saved_spec;
  expect(p, "}", "at end of struct");
  st->nfields = p->field_stack.len - first_field;
  st->fields = st->nfields ? arena_dup(p->c->arena, p->field_stack.data + first_field, sizeof(Field) * st->nfields)
                           : NULL;
  p->field_stack.len = first_field;
  st->methods = methods.data;
  st->nmethods = methods.len;
}

/* `struct { ... };` outside a struct: clang's anonymous struct, which only
 * a struct may hold (DXC: err_anonymous_struct_not_member). */
static void anon_struct_outside(Parser *p, const Decl *sd, SrcLoc at) {
  if (sd && sd->kind == D_STRUCT && sd->st && (!sd->st->name || !sd->st->name[0]) && at_punct(p, ";"))
    diag_report(p->c->diag, DIAG_ERROR, PE_TYPE, at, "anonymous structs and classes must be class members");
}

/* ---- expressions ------------------------------------------------------- */

static bool enter(Parser *p) {
  if (++p->depth > MAX_DEPTH) {
    perr(p, PE_DEPTH, peek(p)->loc, "nesting too deep");
    p->depth--;
    return false;
  }
  return true;
}
static void leave(Parser *p) { p->depth--; }

/* args := [ assign (',' assign)* ] ')'   (after '('); ctx completes the
 * "expected ')'" message */
static bool parse_arg_list(Parser *p, Expr ***args, uint32_t *nargs, const char *ctx) {
  Expr *buf[8];
  ExprVec v;
  VEC_ON_STACK(v, buf);
  if (!at_punct(p, ")")) {
    do {
      Expr *e = parse_assign(p);
      if (!e) return false;
      vec_push(p->c->arena, &v, e);
    } while (accept(p, ","));
  }
  if (!expect(p, ")", ctx)) return false;
  *args = vec_keep(p, v, buf);
  *nargs = v.len;
  return true;
}

static bool parse_args(Parser *p, Expr ***args, uint32_t *nargs) {
  return parse_arg_list(p, args, nargs, "after arguments");
}

/* primary := INT | FLOAT | 'true' | 'false' | STRING | IDENT ['(' args ')']
 *          | type '(' args ')' | '(' expr ')' */
static Expr *parse_primary_inner(Parser *p) {
  HlslCtx *c = p->c;
  Token *t = peek(p);
  Expr *e = NULL;
  switch (t->kind) {
  case TK_INT: case TK_CHAR:
    advance(p);
    e = new_expr(p, E_INT, t->loc);
    if (!e) return NULL;
    e->ival = tok_ival(t);
    if (t->kind == TK_CHAR) e->ty = hl_scalar(c, hlsl_202x(c) ? SK_INT : SK_LIT_INT);
    else if ((t->int_suffix & TK_SUF_LL) && (t->int_suffix & TK_SUF_U))
      e->ty = hl_scalar(c, SK_UINT64);
    else if (t->int_suffix & TK_SUF_LL) e->ty = hl_scalar(c, SK_INT64);
    else if ((t->int_suffix & (TK_SUF_L | TK_SUF_U)) && !hlsl_202x(c)) {
      /* DXC before HLSL 202x: an L or U suffix makes a 32-bit literal,
       * the value cut to 32 bits: uint with U or in another radix than
       * 10 (octal "0" too, as clang parses it), else int */
      bool radix = t->text && t->text[0] == '0' && t->text[1] != '.';
      e->ty = hl_scalar(c, (t->int_suffix & TK_SUF_U) || radix ? SK_UINT : SK_INT);
    } else if (t->int_suffix & TK_SUF_L) {
      /* HLSL 202x: `long` is 32 bits; as in C, a hex or octal value past
       * int's range is unsigned, a decimal one wraps to int; past 32 bits,
       * the 64-bit type */
      bool radix = t->text && t->text[0] == '0' && t->text[1] != 0 && t->text[1] != '.';
      if (tok_ival(t) > 0xFFFFFFFFull) e->ty = hl_scalar(c, (t->int_suffix & TK_SUF_U) ? SK_UINT64 : SK_INT64);
      else if ((t->int_suffix & TK_SUF_U) || (radix && tok_ival(t) > 0x7FFFFFFFull)) e->ty = hl_scalar(c, SK_UINT);
      else e->ty = hl_scalar(c, SK_INT);
    }
    else if (t->int_suffix & TK_SUF_U) e->ty = hl_scalar(c, tok_ival(t) > 0xFFFFFFFFull && hlsl_202x(c) ? SK_UINT64 : SK_UINT);
    else if (hlsl_202x(c)) e->ty = hl_scalar(c, int_literal_202x(t));
    else e->ty = hl_scalar(c, SK_LIT_INT);
    if (t->tparam_sk) { /* N in an instance: its value, of N's type */
      e->ty = hl_scalar(c, (ScalarKind)(t->tparam_sk - 1));
      hl_expr_rare_w(c, e)->tparam = true;
    }
    return e;
  case TK_FLOAT:
    advance(p);
    e = new_expr(p, E_FLOAT, t->loc);
    if (!e) return NULL;
    e->fval = tok_fval(t);
    switch (t->float_suffix) {
    case TK_FSUF_F: e->ty = hl_scalar(c, SK_FLOAT); break;
    case TK_FSUF_H: /* DXC: half with -enable-16bit-types; otherwise float before HLSL
                       202x, min16float from 202x */
      e->ty = hl_scalar(c, c->opt && c->opt->dx.target.native_16bit ? SK_HALF : hlsl_202x(c) ? SK_MIN16FLOAT : SK_FLOAT);
      break;
    case TK_FSUF_L: e->ty = hl_scalar(c, SK_DOUBLE); break;
    /* HLSL 202x: an unsuffixed literal is a float, as in C++ with float
     * constants; before, DXC's "literal float" that takes its context's type */
    default: e->ty = hl_scalar(c, hlsl_202x(c) ? SK_FLOAT : SK_LIT_FLOAT); break;
    }
    return e;
  case TK_STRING:
    advance(p);
    e = new_expr(p, E_STRING, t->loc);
    if (e) e->name = t->text;
    return e;
  case TK_PUNCT:
    if (tok_punct(t, "(")) {
      advance(p);
      e = parse_expr(p);
      if (!e) return NULL;
      if (!expect(p, ")", "to match '('")) return NULL;
      e->paren = true;
      ExprRare *w = hl_expr_rare_w(p->c, e);
      w->paren_macro = t->from_macro;
      w->lparen = hl_pos(t->loc);
      w->rparen = prev_pos(p);
      if (w->nparen < 255) w->nparen++;
      return e;
    }
    if (tok_punct(t, "{")) {
      perr(p, PE_EXPR, t->loc, "initializer list is only allowed in a declaration");
      return NULL;
    }
    perr(p, PE_EXPR, t->loc, "expected expression");
    return NULL;
  case TK_IDENT:
    if (tok_text_is(t, "true") || tok_text_is(t, "false")) {
      advance(p);
      e = new_expr(p, E_BOOL, t->loc);
      if (e) e->ival = t->text[0] == 't';
      return e;
    }
    if (is_type_start(p, t)) {
      /* constructor: float4(...) / vector<float,2>(...) */
      SrcLoc loc = t->loc;
      uint64_t q = 0;
      HType *ty = parse_type(p, &q, NULL);
      if (!ty) return NULL;
      if (ty->kind == T_STRUCT && peek(p)->kind == TK_IDENT && !strncmp(peek(p)->text, "::", 2)) {
        /* S<args>::member (the lexer glued "::member"): a static member of a
         * struct template instance */
        Token *m = advance(p);
        bool call = at_punct(p, "(");
        e = new_expr(p, call ? E_CALL : E_NAME, loc);
        if (!e) return NULL;
        e->name = arena_printf(c->arena, "%s%s", ty->st->name, m->text);
        if (!e->name) return NULL;
        if (call) {
          advance(p);
          if (!parse_args(p, &e->args, &e->nargs)) return NULL;
        }
        return e;
      }
      if (!at_punct(p, "(")) {
        perr(p, PE_EXPR, peek(p)->loc, "expected '(' for function-style cast or type construction");
        return NULL;
      }
      advance(p);
      e = new_expr(p, E_CONSTRUCT, loc);
      if (!e) return NULL;
      e->ty = ty;
      if (!parse_args(p, &e->args, &e->nargs)) return NULL;
      return e;
    }
    if (qual_at(p, 0) || tok_text_is(t, "if") || tok_text_is(t, "for") || tok_text_is(t, "while") ||
        tok_text_is(t, "return")) {
      perr(p, PE_EXPR, t->loc, "expected expression");
      return NULL;
    }
    TemplateInfo *fti = NULL;
    if (tok_punct(peek_at(p, 1), "<") && ((fti = find_template(p, t->text, false)) != NULL ||
                                          (fti = find_member_template_call(p, t->text)) != NULL)) {
      /* f<float, 2>(args): explicit template arguments */
      advance(p);
      advance(p);
      TemplateArg *ta = NULL;
      uint32_t nta = 0;
      if (!parse_template_args(p, fti, &ta, &nta)) return NULL;
      if (!at_punct(p, "(")) {
        perr(p, PE_EXPECTED, peek(p)->loc, "expected '(' after template arguments");
        return NULL;
      }
      advance(p);
      e = new_expr(p, E_CALL, t->loc);
      if (!e) return NULL;
      e->name = t->text;
      if (p->ns[0]) e->ns = p->ns;
      ExprRare *w = hl_expr_rare_w(p->c, e);
      w->targs = ta;
      w->ntargs = nta;
      w->has_targs = true;
      if (!parse_args(p, &e->args, &e->nargs)) return NULL;
      return e;
    }
    advance(p);
    if (at_punct(p, "(")) {
      advance(p);
      e = new_expr(p, E_CALL, t->loc);
      if (!e) return NULL;
      e->name = name_class(p, t)->qualified ? through_alias(p, t->text, 0) : t->text;
      if (p->ns[0]) e->ns = p->ns;
      if (!parse_args(p, &e->args, &e->nargs)) return NULL;
      return e;
    }
    e = new_expr(p, E_NAME, t->loc);
    if (e) {
      e->name = name_class(p, t)->qualified ? through_alias(p, t->text, 0) : t->text;
      if (p->ns[0]) e->ns = p->ns;
      if (tok_ival(t)) { /* N::x: the range ends at x */
        SrcLoc last = t->loc;
        last.col = (uint32_t)tok_ival(t);
        e->end = hl_pos(last);
      }
    }
    return e;
  default:
    perr(p, PE_EXPR, t->loc, "expected expression");
    return NULL;
  }
}

static Expr *parse_primary(Parser *p) {
  Expr *e = parse_primary_inner(p);
  if (e && !e->end) fin(p, e);
  return e;
}

/* postfix := primary ( '[' expr ']' | '.' IDENT ['<' type '>'] ['(' args ')'] | '++' | '--' )* */
static Expr *parse_postfix(Parser *p) {
  Expr *e = parse_primary(p);
  while (e) {
    Token *t = peek(p);
    if (tok_punct(t, "[")) {
      advance(p);
      Expr *ix = parse_expr(p);
      if (!ix) return NULL;
      if (!expect(p, "]", "after subscript")) return NULL;
      Expr *n = fin(p, new_expr(p, E_INDEX, t->loc));
      if (!n) return NULL;
      n->a = e;
      n->b = ix;
      e = n;
    } else if (tok_punct(t, ".")) {
      advance(p);
      /* obj.template f<T>(args): 'template' says f names a template (needed
       * for a member of a dependent type; allowed anywhere, as in C++11) */
      if (tok_is(peek(p), "template") && peek_at(p, 1)->kind == TK_IDENT && tok_punct(peek_at(p, 2), "<")) advance(p);
      Token *nt = peek(p);
      if (nt->kind != TK_IDENT) {
        perr(p, PE_IDENT, nt->loc, "expected unqualified-id");
        return NULL;
      }
      advance(p);
      HType *targ = NULL;
      TemplateArg *mta = NULL;
      uint32_t nmta = 0;
      TemplateInfo *mti = NULL;
      bool res_like = !strncmp(nt->text, "Load", 4) || !strncmp(nt->text, "Store", 5);
      if (at_punct(p, "<")) mti = find_member_template(p, nt->text);
      if (mti && res_like && is_type_start(p, peek_at(p, 1)) && mti->nparams && !mti->params[0].is_type)
        mti = NULL; /* a type argument: a resource's Load<T> */
      if (mti) {
        /* obj.f<int>(args): a member function template (the object's type
         * is not known yet: a resource's Load<T> takes the first argument) */
        advance(p);
        if (!parse_template_args(p, mti, &mta, &nmta)) return NULL;
        if (!at_punct(p, "(")) {
          perr(p, PE_EXPECTED, peek(p)->loc, "expected '(' after template arguments");
          return NULL;
        }
        if (nmta == 1 && res_like) targ = mta[0].type;
      } else if (at_punct(p, "<") && res_like && is_type_start(p, peek_at(p, 1))) {
        /* buf.Load<float4>(off) / buf.Store<T>(off, v) */
        advance(p);
        uint64_t q = 0;
        targ = parse_type_arg(p, &q);
        if (!targ || !expect_close_angle(p)) return NULL;
      }
      if (at_punct(p, "(")) {
        advance(p);
        Expr *n = new_expr(p, E_METHOD, nt->loc);
        if (!n) return NULL;
        n->a = e;
        n->name = nt->text;
        n->ty = targ;
        if (mta || nmta || mti) {
          ExprRare *w = hl_expr_rare_w(p->c, n);
          w->targs = mta;
          w->ntargs = nmta;
          w->has_targs = mti != NULL;
        }
        if (!parse_args(p, &n->args, &n->nargs)) return NULL;
        e = fin(p, n);
      } else {
        Expr *n = fin(p, new_expr(p, E_MEMBER, nt->loc));
        if (!n) return NULL;
        n->a = e;
        n->name = nt->text;
        e = n;
      }
    } else if (tok_punct(t, "->")) {
      /* HLSL has no pointers: `this->m` is DXC's "operator is not supported" */
      perr(p, PE_UNSUPPORTED, t->loc, "operator is not supported");
      return NULL;
    } else if (tok_punct(t, "++") || tok_punct(t, "--")) {
      advance(p);
      Expr *n = fin(p, new_expr(p, E_INCDEC, t->loc));
      if (!n) return NULL;
      n->a = e;
      n->op = t->text[0] == '+' ? OP_ADD : OP_SUB;
      n->prefix = false;
      e = n;
    } else {
      break;
    }
  }
  return e;
}

/* Is '(' at the current position the start of a C-style cast? */
static bool at_cast(Parser *p) {
  if (!at_punct(p, "(")) return false;
  uint32_t k = 1;
  while (qual_at(p, k)) k++;
  Token *t = peek_at(p, k);
  if (!is_type_start(p, t)) return false;
  if (tok_punct(peek_at(p, k + 1), "<") && find_template(p, t->text, true)) {
    /* (S<args>::x ...): a member of an instance, a type only if the
     * parenthesis closes after it ((S<4>::value == 24) is an expression) */
    uint32_t i = p->pos + k + 1;
    int depth = 0;
    for (; i < p->ntoks && p->toks[i].kind != TK_EOF; i++) {
      const Token *a = &p->toks[i];
      if (tok_punct(a, "(") || tok_punct(a, "<")) depth++;
      else if (tok_punct(a, ")") || tok_punct(a, ">")) depth--;
      else if (tok_punct(a, ">>")) depth -= 2;
      else if (tok_punct(a, ";")) break;
      if (depth <= 0) break;
    }
    if (depth == 0 && i + 2 < p->ntoks && p->toks[i + 1].kind == TK_IDENT &&
        !strncmp(p->toks[i + 1].text, "::", 2) && !tok_punct(&p->toks[i + 2], ")"))
      return false;
  }
  /* "(float4(...))" and "(MyTypedef(...))" are parenthesised constructors
   * (function-style casts), not C-style casts */
  Token *n = peek_at(p, k + 1);
  if (tok_punct(n, "(")) return false;
  return true;
}

/* unary := ('-'|'+'|'!'|'~'|'++'|'--') unary | '(' type dims ')' unary
 *        | 'sizeof' ( '(' type dims ')' | unary ) | postfix */
static Expr *parse_unary(Parser *p) {
  if (!enter(p)) return NULL;
  Token *t = peek(p);
  Expr *e = NULL;
  if (t->kind == TK_PUNCT && (tok_punct(t, "-") || tok_punct(t, "+") || tok_punct(t, "!") ||
                              tok_punct(t, "~"))) {
    advance(p);
    Expr *a = parse_unary(p);
    if (a) {
      e = new_expr(p, E_UNARY, t->loc);
      if (e) {
        e->a = a;
        e->op = t->text[0] == '-' ? OP_NEG : t->text[0] == '+' ? OP_PLUS
              : t->text[0] == '!' ? OP_NOT : OP_BITNOT;
      }
    }
  } else if (tok_punct(t, "++") || tok_punct(t, "--")) {
    advance(p);
    Expr *a = parse_unary(p);
    if (a) {
      e = new_expr(p, E_INCDEC, t->loc);
      if (e) {
        e->a = a;
        e->op = t->text[0] == '+' ? OP_ADD : OP_SUB;
        e->prefix = true;
      }
    }
  } else if (tok_is(t, "sizeof")) {
    /* 'sizeof' '(' type dims ')' | 'sizeof' unary */
    advance(p);
    e = new_expr(p, E_SIZEOF, t->loc);
    if (e && at_cast(p)) {
      advance(p);
      uint64_t q = 0;
      HType *ty = parse_type(p, &q, NULL);
      if (ty && parse_dims(p, &e->args, &e->nargs) && expect(p, ")", "after type")) e->ty = ty;
      else e = NULL;
    } else if (e) {
      e->a = parse_unary(p);
      if (!e->a) e = NULL;
    }
  } else if (at_cast(p)) {
    advance(p);
    uint64_t q = 0;
    HType *ty = parse_type(p, &q, NULL);
    Expr **dims = NULL;
    uint32_t ndims = 0;
    if (ty && parse_dims(p, &dims, &ndims) && expect(p, ")", "after cast type")) {
      Expr *a = parse_unary(p);
      if (a) {
        e = new_expr(p, E_CAST, t->loc);
        if (e) {
          e->a = a;
          e->ty = ty;
          if (ndims) {
            /* (float[2])x: keep dims for sema via args */
            e->args = dims;
            e->nargs = ndims;
          }
        }
      }
    }
  } else {
    e = parse_postfix(p);
  }
  if (e && !e->end) fin(p, e);
  leave(p);
  return e;
}

typedef struct BinOpInfo {
  const char *tok;      /* operator spelling */
  OpKind op;            /* operator */
  int prec;             /* precedence (higher binds tighter) */
} BinOpInfo;

static const BinOpInfo binops[] = {
  {"||", OP_LOR, 1}, {"&&", OP_LAND, 2}, {"|", OP_BOR, 3}, {"^", OP_BXOR, 4},
  {"&", OP_BAND, 5}, {"==", OP_EQ, 6}, {"!=", OP_NE, 6}, {"<", OP_LT, 7}, {">", OP_GT, 7},
  {"<=", OP_LE, 7}, {">=", OP_GE, 7}, {"<<", OP_SHL, 8}, {">>", OP_SHR, 8},
  {"+", OP_ADD, 9}, {"-", OP_SUB, 9}, {"*", OP_MUL, 10}, {"/", OP_DIV, 10}, {"%", OP_MOD, 10},
};

static const BinOpInfo *binop_of(const Token *t) {
  /* every binary operator is one or two characters; the candidates (indices
   * into binops) by first character, as this runs for every token after an
   * operand */
  if (t->kind != TK_PUNCT || t->len > 2) return NULL;
  const char *cand;
  switch (t->text[0]) {
  case '|': cand = "\x01\x03"; break;
  case '&': cand = "\x02\x05"; break;
  case '^': cand = "\x04"; break;
  case '=': cand = "\x06"; break;
  case '!': cand = "\x07"; break;
  case '<': cand = "\x08\x0a\x0c"; break;
  case '>': cand = "\x09\x0b\x0d"; break;
  case '+': cand = "\x0e"; break;
  case '-': cand = "\x0f"; break;
  case '*': cand = "\x10"; break;
  case '/': cand = "\x11"; break;
  case '%': cand = "\x12"; break;
  default: return NULL;
  }
  for (; *cand; cand++) { /* index + 1 */
    const BinOpInfo *b = &binops[*cand - 1];
    if (t->text[0] == b->tok[0] && t->text[1] == b->tok[1]) return b;
  }
  return NULL;
}

/* flag-arg := flag-arg('^') ('|' flag-arg('^'))* ... down to additive
 * operands: a RayQuery template argument (RAY_FLAG_A | RAY_FLAG_B), where
 * '>' and '>>' close the list as in C++ (prec: 3 '|', 4 '^', 5 '&'). */
static Expr *parse_flag_arg(Parser *p, int prec) {
  static const char *const spell[3] = {"|", "^", "&"};
  static const OpKind ops[3] = {OP_BOR, OP_BXOR, OP_BAND};
  if (prec > 5) return parse_binary(p, 9);
  Expr *lhs = parse_flag_arg(p, prec + 1);
  while (lhs && at_punct(p, spell[prec - 3])) {
    Token *t = advance(p);
    Expr *rhs = parse_flag_arg(p, prec + 1);
    if (!rhs) return NULL;
    Expr *e = fin(p, new_expr(p, E_BINARY, t->loc));
    if (!e) return NULL;
    e->op = ops[prec - 3];
    e->a = lhs;
    e->b = rhs;
    lhs = e;
  }
  return lhs;
}

/* binary := unary ( binop binary )*   (precedence climbing) */
static Expr *parse_binary(Parser *p, int min_prec) {
  Expr *lhs = parse_unary(p);
  while (lhs) {
    const BinOpInfo *bi = binop_of(peek(p));
    if (!bi || bi->prec < min_prec) break;
    Token *t = advance(p);
    if (!enter(p)) return NULL;
    Expr *rhs = parse_binary(p, bi->prec + 1);
    leave(p);
    if (!rhs) return NULL;
    Expr *e = fin(p, new_expr(p, E_BINARY, t->loc));
    if (!e) return NULL;
    e->op = bi->op;
    e->a = lhs;
    e->b = rhs;
    lhs = e;
  }
  return lhs;
}

/* cond := binary [ '?' expr ':' assign ] */
static Expr *parse_cond(Parser *p) {
  Expr *c = parse_binary(p, 1);
  if (!c || !at_punct(p, "?")) return c;
  Token *t = advance(p);
  if (!enter(p)) return NULL;
  Expr *a = parse_expr(p);
  Expr *b = NULL;
  if (a && expect(p, ":", "in conditional expression")) b = parse_assign(p);
  leave(p);
  if (!a || !b) return NULL;
  Expr *e = fin(p, new_expr(p, E_COND, t->loc));
  if (!e) return NULL;
  e->a = c;
  e->b = a;
  hl_expr_set_c(p->c, e, b);
  return e;
}

static OpKind assign_op(const Token *t) {
  /* every assignment operator ends in '=' (most punctuators do not) */
  if (t->kind != TK_PUNCT || !t->len || t->text[t->len - 1] != '=') return (OpKind)-1;
  static const struct { const char *s; OpKind op; } ops[] = {
    {"=", OP_NONE}, {"+=", OP_ADD}, {"-=", OP_SUB}, {"*=", OP_MUL}, {"/=", OP_DIV},
    {"%=", OP_MOD}, {"<<=", OP_SHL}, {">>=", OP_SHR}, {"&=", OP_BAND}, {"|=", OP_BOR},
    {"^=", OP_BXOR},
  };
  for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
    if (!strcmp(t->text, ops[i].s)) return ops[i].op;
  return (OpKind)-1;
}

/* assign := cond [ assignop assign ] */
static Expr *parse_assign(Parser *p) {
  if (!enter(p)) return NULL;
  Expr *lhs = parse_cond(p);
  Expr *res = lhs;
  if (lhs) {
    OpKind op = assign_op(peek(p));
    if ((int)op >= 0) {
      Token *t = advance(p);
      Expr *rhs = parse_assign(p);
      res = NULL;
      if (rhs) {
        res = fin(p, new_expr(p, E_ASSIGN, t->loc));
        if (res) {
          res->op = op;
          res->a = lhs;
          res->b = rhs;
        }
      }
    }
  }
  leave(p);
  return res;
}

/* expr := assign (',' assign)* */
static Expr *parse_expr(Parser *p) {
  Expr *e = parse_assign(p);
  while (e && at_punct(p, ",")) {
    Token *t = advance(p);
    Expr *r = parse_assign(p);
    if (!r) return NULL;
    Expr *n = fin(p, new_expr(p, E_COMMA, t->loc));
    if (!n) return NULL;
    n->a = e;
    n->b = r;
    e = n;
  }
  return e;
}

/* initializer := assign | '{' [ initializer (',' initializer)* [','] ] '}' */
static Expr *parse_initializer(Parser *p) {
  if (!at_punct(p, "{")) return parse_assign(p);
  if (!enter(p)) return NULL;
  Token *t = advance(p);
  Expr *e = new_expr(p, E_INIT_LIST, t->loc);
  Expr *buf[8];
  ExprVec v;
  VEC_ON_STACK(v, buf);
  while (e && !at_punct(p, "}")) {
    Expr *x = parse_initializer(p);
    if (!x) {
      e = NULL;
      break;
    }
    vec_push(p->c->arena, &v, x);
    if (!accept(p, ",")) break;
  }
  if (e && !expect(p, "}", "at end of initializer list")) e = NULL;
  if (e) {
    e->args = vec_keep(p, v, buf);
    e->nargs = v.len;
    fin(p, e);
  }
  leave(p);
  return e;
}

/* ---- declarations ------------------------------------------------------ */

/* var-declarators := declarator (',' declarator)* ';'
 * declarator := IDENT dims annotations [ '=' initializer ] */
static bool parse_var_declarators(Parser *p, uint64_t quals, HType *ty, Token *first,
                                  AttrList *attrs, DeclVec *out) {
  Token *n = first;
  for (;;) {
    Decl *d = new_decl(p, D_VAR, qualify(p, p->decl_ns, n->text), n->loc);
    if (d && p->decl_begin.line) d->begin_loc = p->decl_begin; /* where clang's decl range starts */
    if (!d) return false;
    d->quals = quals;
    d->base = orient(p, ty, quals);
    if (attrs && attrs->len) hl_decl_rare_w(p->c, d)->attrs = *attrs;
    if (!parse_dims(p, &d->dims, &d->ndims)) return false;
    d->end = prev_pos(p);
    warn_min_precision(p, ty, d->ndims, p->decl_begin.line ? p->decl_begin : n->loc);
    if (!parse_annotations(p, d)) return false;
    hide_type_name(p, d->name);
    if (at_punct(p, "=") && tok_is(peek_at(p, 1), "sampler_state")) {
      /* `= sampler_state { ... }`: an effect sampler description */
      advance(p);
      warn_effects(p, peek(p)->loc, "effect sampler_state assignment ignored - effect syntax is deprecated");
      while (!at_punct(p, "{") && peek(p)->kind != TK_EOF) advance(p);
      skip_balanced(p, "{", "}");
    } else if (accept(p, "=")) {
      d->init = parse_initializer(p);
      if (!d->init) return false;
      d->end = prev_pos(p);
    } else if (at_punct(p, "{")) {
      /* an effect state block: DXC ignores it (braces initialize only after '=') */
      warn_effects(p, peek(p)->loc, "effect state block ignored - effect syntax is deprecated. To use "
                                    "braces as an initializer use them with equal signs.");
      skip_balanced(p, "{", "}");
    } else if (at_punct(p, "(")) {
      perr(p, PE_UNSUPPORTED, peek(p)->loc, "constructor-style variable initialization is not supported");
      return false;
    }
    vec_push(p->c->arena, out, d);
    if (!accept(p, ",")) break;
    n = peek(p);
    if (n->kind != TK_IDENT) {
      perr(p, PE_IDENT, n->loc, "expected unqualified-id");
      return false;
    }
    advance(p);
  }
  return expect(p, ";", "after declaration");
}

/* params := '(' [ 'void' | param (',' param)* [',' '...'] ] ')'
 * param := [attributes] quals type ['*' | '&'] IDENT dims annotations [ '=' assign ]
 * clang's rules for `void` (at the '(' unless said): `(void)` alone means no
 * parameters; `void` with others or `...` is "'void' must be the first and
 * only parameter", a named `void x` "argument may not have 'void' type" (at
 * the name), `const void` "must not have type qualifiers". Pointers,
 * references and `...` are HLSL errors; each is reported and parsing goes on. */
static bool parse_params(Parser *p, Decl *f) {
  Decl *buf[8];
  DeclVec v;
  VEC_ON_STACK(v, buf);
  SrcLoc lparen = p->toks[p->pos ? p->pos - 1 : 0].loc; /* the caller consumed '(' */
  HlslCtx *c = p->c;
  uint32_t nvoid = 0, nparams = 0;
  bool variadic = false, void_named = false, void_qual = false;
  SrcLoc void_name = {0};
  if (!at_punct(p, ")")) {
    do {
      if (at_punct(p, "...")) {
        diag_report(c->diag, DIAG_ERROR, PE_UNSUPPORTED, peek(p)->loc, "variadic arguments is unsupported in HLSL");
        advance(p);
        variadic = true;
        break;
      }
      uint64_t q = 0;
      AttrList pattrs = {0};
      parse_attrs(p, &pattrs); /* [[vk::location(0)]] */
      p->spec = peek(p)->loc;
      SrcLoc begin = peek(p)->loc;
      HType *ty = parse_type(p, &q, NULL);
      if (!ty) return false;
      nparams++;
      if (at_punct(p, "*") || at_punct(p, "&")) {
        diag_report(c->diag, DIAG_ERROR, PE_UNSUPPORTED, peek(p)->loc, "%s are unsupported in HLSL",
                    at_punct(p, "*") ? "pointers" : "references");
        while (at_punct(p, "*") || at_punct(p, "&")) advance(p);
        ty = c->t_error;
      }
      Token *n = peek(p);
      Decl *d;
      if (n->kind == TK_IDENT) {
        advance(p);
        d = new_decl(p, D_VAR, n->text, n->loc);
      } else {
        d = new_decl(p, D_VAR, "", n->loc); /* unnamed parameter */
      }
      if (!d) return false;
      d->begin_loc = begin;
      d->quals = q;
      if (pattrs.len) /* node shader parameters: [MaxRecords(n)], [NodeID(...)], ... */
        hl_decl_rare_w(p->c, d)->attrs = pattrs;
      d->base = orient(p, ty, q); /* `row_major float4x4 m` parameters too */
      if (!parse_dims(p, &d->dims, &d->ndims)) return false;
      d->end = prev_pos(p);
      warn_min_precision(p, ty, d->ndims, begin);
      if (!parse_annotations(p, d)) return false;
      hide_type_name(p, d->name);
      if (accept(p, "=")) {
        d->init = parse_assign(p);
        if (!d->init) return false;
        d->end = prev_pos(p);
      }
      if (ty->kind == T_VOID && !d->ndims) {
        nvoid++;
        if (d->name[0] && !void_named) {
          void_named = true;
          void_name = d->loc;
        }
        void_qual |= (q & (Q_CONST | Q_VOLATILE)) != 0;
        continue; /* not a parameter */
      }
      vec_push(p->c->arena, &v, d);
    } while (accept(p, ","));
  }
  if (nvoid) {
    if (nparams != 1 || variadic)
      diag_report(c->diag, DIAG_ERROR, PE_TYPE, lparen, "'void' must be the first and only parameter if specified");
    else if (void_named)
      diag_report(c->diag, DIAG_ERROR, PE_TYPE, void_name, "argument may not have 'void' type");
    else if (void_qual)
      diag_report(c->diag, DIAG_ERROR, PE_TYPE, lparen, "'void' as parameter must not have type qualifiers");
  }
  if (!expect(p, ")", "after parameters")) return false;
  f->params = vec_keep(p, v, buf);
  f->nparams = v.len;
  return true;
}

static Stmt *parse_block(Parser *p);

/* function := type IDENT params [':' SEMANTIC] ( block | ';' ) */
static Decl *parse_function_inner(Parser *p, uint64_t quals, HType *ret, Token *name,
                                  AttrList *attrs, const char *qname) {
  Decl *f = new_decl(p, D_FUNC, qname, name->loc);
  if (!f) return NULL;
  f->begin_loc = p->decl_begin.line ? p->decl_begin : name->loc;
  f->quals = quals;
  f->type = ret;
  f->base = ret;
  if (attrs && attrs->len) hl_decl_rare_w(p->c, f)->attrs = *attrs;
  advance(p); /* ( */
  size_t mark = p->types.len;
  SrcLoc saved_spec = p->spec;
  bool ok = parse_params(p, f);
  p->spec = saved_spec;
  if (!ok) return NULL;
  f->end = prev_pos(p);
  warn_min_precision(p, ret, 0, f->begin_loc);
  if (at_punct(p, "[")) {
    /* T f(params)[N]: a function returning an array (DXC accepts this declarator) */
    Expr **dims = NULL;
    uint32_t nd = 0;
    if (!parse_dims(p, &dims, &nd)) return NULL;
    for (uint32_t i = nd; i-- > 0;) {
      int64_t v = 0;
      if (!dims[i] || !fold_tpl_int(p->c, dims[i], &v, 0) || v <= 0 || v > 0xFFFFFF) {
        perr(p, PE_UNSUPPORTED, dims[i] ? hl_expr_loc(dims[i]) : name->loc,
             "array size of a function result must be a positive integer constant");
        return NULL;
      }
      f->type = hl_array(p->c, f->type, (uint32_t)v);
    }
    f->base = f->type;
  }
  Decl tmp = {0};
  hl_decl_init(&tmp);
  if (!parse_annotations(p, &tmp)) return NULL;
  if (tmp.semantic || hl_decl_rare(f)->ret_semantic) hl_decl_rare_w(p->c, f)->ret_semantic = tmp.semantic;
  f->sem_pos = tmp.sem_pos;
  if (p->sfinae_open) {
    /* a function template instance's signature is complete: what failed in
     * it is a substitution failure; the body's errors are errors */
    HlslCtx *c = p->c;
    p->sfinae_open = false;
    c->diag->trap = NULL;
    if (!c->sfinae.errors && f->type->kind == T_ARRAY) { /* clang's BuildFunctionType */
      snprintf(c->sfinae.first, sizeof c->sfinae.first, "function cannot return array type '%s'",
               hl_type_name(c, f->type));
      c->sfinae.errors = 1;
    }
    if (c->sfinae.errors) return NULL;
  }
  if (accept(p, ";")) {
    p->types.len = (uint32_t)mark; /* parameter names no longer hide types */
    return f;
  }
  if (!at_punct(p, "{")) {
    perr(p, PE_EXPECTED, peek(p)->loc, "expected function body after function declarator");
    return NULL;
  }
  f->body = parse_block(p);
  f->end = prev_pos(p);
  p->types.len = (uint32_t)mark;
  return f;
}

/* Give member function f of st its hidden first parameter `this`. */
static bool add_this_param(Parser *p, Decl *f, StructInfo *st, SrcLoc loc) {
  Decl *self = new_decl(p, D_VAR, "this", loc);
  Decl **ps = pnew(p, sizeof(Decl *) * (f->nparams + 1));
  if (!self || !ps) return false;
  self->quals = Q_IN | Q_OUT;
  self->base = hl_struct_type(p->c, st);
  self->is_this = true;
  ps[0] = self;
  if (f->nparams) memcpy(ps + 1, f->params, sizeof(Decl *) * f->nparams);
  f->params = ps;
  f->nparams++;
  return true;
}

/* A function declared at the current scope: its name gets the enclosing
 * namespaces ("N::f"); parameters and body declare plain local names. A
 * qualified name defines a function declared earlier: "N::f" one of
 * namespace N (its body sees N's names), "S::m" a member function declared
 * in struct S (out-of-line definition: it gets S's names and `this`). */
static Decl *parse_function(Parser *p, uint64_t quals, HType *ret, Token *name, AttrList *attrs) {
  const char *qname = qualify(p, p->decl_ns, name->text);
  if (!qname) return NULL;
  const char *saved = p->decl_ns, *saved_ns = p->ns;
  const char *last = NULL;
  for (const char *q = strstr(name->text, "::"); q; q = strstr(q + 2, "::")) last = q;
  StructInfo *owner = NULL;
  Decl *proto = NULL;
  if (last && last != name->text && p->func_depth == 0) {
    const char *prefix = arena_printf(p->c->arena, "%.*s", (int)(last - name->text), name->text);
    Decl *td = prefix ? lookup_type(p, prefix) : NULL;
    if (td && td->kind == D_STRUCT) {
      owner = td->st;
      qname = arena_printf(p->c->arena, "%s::%s", owner->name, last + 2);
      for (uint32_t i = 0; qname && i < owner->nmethods && !proto; i++)
        if (!strcmp(owner->methods[i]->name, qname)) proto = owner->methods[i];
      if (!proto) {
        SrcLoc loc = name->loc;
        loc.col += (uint32_t)(last + 2 - name->text); /* at the member name, as clang */
        perr(p, PE_METHOD, loc, "out-of-line definition of '%s' does not match any declaration in '%s'",
             last + 2, owner->name);
        return NULL;
      }
      p->ns = arena_printf(p->c->arena, "%s::", owner->name);
    } else {
      p->ns = arena_printf(p->c->arena, "%.*s", (int)(strlen(qname) - strlen(last + 2)), qname);
      bool known = false;
      for (uint32_t i = 0; p->ns && i < p->c->namespaces.len && !known; i++)
        known = !strcmp(p->c->namespaces.data[i], p->ns);
      if (!known) {
        const char *first = strstr(name->text, "::");
        perr(p, PE_NAMESPACE, name->loc, "use of undeclared identifier '%.*s'",
             (int)(first - name->text), name->text);
        p->ns = saved_ns;
        return NULL;
      }
    }
    if (!qname || !p->ns) {
      p->ns = saved_ns;
      return NULL;
    }
  }
  p->decl_ns = "";
  p->func_depth++;
  Decl *f = parse_function_inner(p, quals, ret, name, attrs, qname);
  p->func_depth--;
  p->decl_ns = saved;
  p->ns = saved_ns;
  if (f && owner) {
    f->method_of = owner;
    f->quals |= proto->quals & Q_STATIC;
    if (!(proto->quals & Q_STATIC) && !add_this_param(p, f, owner, name->loc)) return NULL;
  }
  return f;
}

/* namespace-open := 'namespace' IDENT '{'     (IDENT may be qualified: A::B)
 * The declarations up to the matching '}' (namespace-close) get the prefix
 * "IDENT::"; the caller's loop handles them and the '}'. */
static void parse_namespace_open(Parser *p) {
  advance(p); /* namespace */
  Token *n = peek(p);
  if (n->kind != TK_IDENT || !strcmp(n->text, "::")) {
    perr(p, PE_IDENT, n->loc, "expected identifier");
    return;
  }
  advance(p);
  if (!expect(p, "{", "after namespace name")) return;
  const char *prefix = arena_printf(p->c->arena, "%s%s::", p->decl_ns, n->text);
  if (!prefix) return;
  vec_push(p->c->arena, &p->ns_stack, p->ns);
  vec_push(p->c->arena, &p->ns_stack, p->decl_ns);
  p->ns = p->decl_ns = prefix;
  for (uint32_t i = 0; i < p->c->namespaces.len; i++)
    if (!strcmp(p->c->namespaces.data[i], prefix)) return;
  vec_push(p->c->arena, &p->c->namespaces, prefix);
}

/* namespace-close := '}'   (of the innermost open namespace) */
static void parse_namespace_close(Parser *p) {
  advance(p); /* } */
  if (p->ns_stack.len < 2) return;
  p->decl_ns = p->ns_stack.data[--p->ns_stack.len];
  p->ns = p->ns_stack.data[--p->ns_stack.len];
}

/* using := 'using' 'namespace' IDENT ';'
 * Makes the names of namespace IDENT (as written, or inside the enclosing
 * namespaces) visible to unqualified lookups from here on. */
/* using-decl := 'using' qualified-name ';'   (`using N::f;`: f names N::f here) */
static void parse_using_decl(Parser *p) {
  advance(p); /* using */
  Token *n = advance(p);
  const char *last = NULL;
  for (const char *q = strstr(n->text, "::"); q; q = strstr(q + 2, "::")) last = q;
  const char *name = last ? last + 2 : n->text;
  if (!*name) {
    perr(p, PE_IDENT, n->loc, "expected an identifier after 'using'");
    return;
  }
  Decl *td = lookup_type(p, n->text);
  if (td) {
    add_type(p, qualify(p, p->decl_ns, name), td);
  } else {
    UsingDecl u = {name, n->text, p->ns ? p->ns : ""};
    vec_push(p->c->arena, &p->c->using_decls, u);
  }
  expect(p, ";", "after using declaration");
}

static void parse_using(Parser *p, DeclVec *out) {
  Token *n1 = peek_at(p, 1);
  if (n1->kind == TK_IDENT && strstr(n1->text, "::") && tok_punct(peek_at(p, 2), ";")) {
    parse_using_decl(p);
    return;
  }
  if (!tok_is(peek_at(p, 1), "namespace")) { /* using X = T; */
    parse_alias(p, out);
    return;
  }
  warn_using_before_2021(p, peek(p)->loc);
  advance(p); /* using */
  advance(p); /* namespace */
  Token *n = peek(p);
  if (n->kind != TK_IDENT) {
    perr(p, PE_IDENT, n->loc, "expected namespace name");
    return;
  }
  advance(p);
  const char *found = NULL;
  /* innermost enclosing namespace first, as for other names */
  const char *ns = p->ns;
  size_t len = strlen(ns);
  for (;;) {
    const char *q = arena_printf(p->c->arena, "%.*s%s::", (int)len, ns, n->text);
    for (uint32_t i = 0; q && !found && i < p->c->namespaces.len; i++)
      if (!strcmp(p->c->namespaces.data[i], q)) found = q;
    if (found || len == 0) break;
    len -= 2;
    while (len > 0 && !(len >= 2 && ns[len - 1] == ':' && ns[len - 2] == ':')) len--;
  }
  if (!found) {
    perr(p, PE_NAMESPACE, n->loc, "expected namespace name"); /* DXC's words */
    return;
  }
  vec_push(p->c->arena, &p->c->using_ns, found);
  expect(p, ";", "after using directive");
}

/* cbuffer := ('cbuffer'|'tbuffer') IDENT annotations '{' member* '}' [';']
 * member := struct-def ';' | quals type ( function | var-declarators ) | pragma | cbuffer
 *         | namespace-open | namespace-close
 * Functions and struct definitions inside the block are ordinary top-level
 * declarations; variables are the block's members (sema sorts out the
 * static ones and resources). */
static Decl *parse_cbuffer(Parser *p) {
  Token *kw = advance(p);
  Token *n = peek(p);
  if (n->kind != TK_IDENT) {
    /* clang: the name, then the declaration it would have started */
    perr(p, PE_IDENT, n->loc, "expected identifier");
    diag_error(p->c->diag, PE_IDENT, n->loc, "expected unqualified-id");
    return NULL;
  }
  advance(p);
  Decl *cb = new_decl(p, D_CBUFFER, n->text, n->loc);
  if (!cb) return NULL;
  hl_decl_rare_w(p->c, cb)->is_tbuffer = kw->text[0] == 't';
  if (!parse_annotations(p, cb)) return NULL;
  if (!expect(p, "{", "after constant buffer name")) return NULL;
  DeclVec members = {0};
  uint32_t ns_base = p->ns_stack.len; /* namespaces opened inside the block */
  /* DXC declares a block's members at file scope whatever namespace the block
   * is in (N::B { float a; } declares `a`); namespaces opened inside the
   * block do qualify them (B { namespace N { float c; } } declares N::c) */
  const char *saved_decl = p->decl_ns, *saved_ns = p->ns;
  p->decl_ns = p->ns = "";
  for (;;) {
    if (at_punct(p, "}") && p->ns_stack.len > ns_base) {
      parse_namespace_close(p);
      continue;
    }
    if (at_punct(p, "}") || peek(p)->kind == TK_EOF) break;
    uint32_t start = p->pos;
    if (parse_pragma(p)) continue;
    if (accept(p, ";")) continue;
    if (at(p, "namespace")) {
      parse_namespace_open(p);
    } else if (at(p, "cbuffer") || at(p, "tbuffer")) {
      /* a nested block is a buffer of its own (sema: after the outer one) */
      if (enter(p)) {
        Decl *nd = parse_cbuffer(p);
        leave(p);
        if (nd) vec_push(p->c->arena, &members, nd);
      }
    } else if (at(p, "typedef")) {
      perr(p, PE_UNSUPPORTED, peek(p)->loc, "invalid decl inside cbuffer");
    } else {
      AttrList attrs = {0};
      parse_attrs(p, &attrs);
      uint64_t q = 0;
      Decl *sd = NULL;
      p->spec = peek(p)->loc;
      p->decl_begin = peek(p)->loc;
      HType *ty = p->panic ? NULL : parse_type(p, &q, &sd);
      if (ty) {
        if (sd) vec_push(p->c->arena, &p->c->decls, sd);
        anon_struct_outside(p, sd, p->spec);
        if (at_punct(p, ";")) {
          if (!sd)
            diag_report(p->c->diag, DIAG_WARNING, PW_MISSING_DECL, p->decl_begin,
                        "declaration does not declare anything");
          advance(p);
        } else {
          Token *vn = peek(p);
          if (vn->kind != TK_IDENT) {
            perr(p, PE_IDENT, vn->loc, "expected unqualified-id");
          } else {
            advance(p);
            if (at_punct(p, "(")) {
              /* checked after the block's variables, which it may use */
              Decl *f = parse_function(p, q, ty, vn, &attrs);
              if (f) vec_push(p->c->arena, &members, f);
            } else {
              parse_var_declarators(p, q, ty, vn, NULL, &members);
            }
          }
        }
      }
    }
    if (p->panic) {
      sync_stmt(p);
      if (p->pos == start) advance(p);
    }
  }
  while (p->ns_stack.len > ns_base) { /* unclosed namespace (EOF): restore */
    p->decl_ns = p->ns_stack.data[--p->ns_stack.len];
    p->ns = p->ns_stack.data[--p->ns_stack.len];
  }
  expect(p, "}", "at end of constant buffer");
  cb->begin = hl_pos(kw->loc);
  cb->end = prev_pos(p);
  if (accept(p, ";")) cb->sem_pos = prev_pos(p); /* clang's EmptyDecl */
  p->decl_ns = saved_decl;
  p->ns = saved_ns;
  DeclRare *w = hl_decl_rare_w(p->c, cb);
  w->members = members.data;
  w->nmembers = members.len;
  return cb;
}

/* ---- statements -------------------------------------------------------- */

static bool is_decl_stmt_start(Parser *p) {
  Token *t = peek(p);
  if (t->kind != TK_IDENT) return false;
  if (qual_at(p, 0) && strcmp(t->text, "in") != 0) return true;
  if (!strcmp(t->text, "typedef") || is_static_assert(p)) return true;
  if (!strcmp(t->text, "using") && peek_at(p, 1)->kind == TK_IDENT &&
      (tok_punct(peek_at(p, 2), "=") || (strstr(peek_at(p, 1)->text, "::") && tok_punct(peek_at(p, 2), ";"))))
    return true;
  if (!is_type_start(p, t)) return false;
  /* float4(...) starts an expression */
  Token *n = peek_at(p, 1);
  if (tok_punct(n, "(") || tok_punct(n, ".")) return false;
  return true;
}


/* decl-stmt := quals type [declarators] ';' */
static Stmt *parse_decl_stmt(Parser *p) {
  Token *t0 = peek(p);
  Stmt *s = new_stmt(p, S_DECL, t0->loc);
  if (!s) return NULL;
  p->spec = t0->loc;
  Decl *buf[4];
  DeclVec v;
  VEC_ON_STACK(v, buf);
  if (is_static_assert(p)) {
    Decl *d = parse_static_assert(p);
    if (!d) return NULL;
    vec_push(p->c->arena, &v, d);
  } else if (at(p, "typedef")) {
    if (!parse_typedef(p, &v)) return NULL;
  } else if (at(p, "using") && !tok_punct(peek_at(p, 2), "=")) {
    parse_using_decl(p); /* `using N::f;` in a block: f is N::f from here on */
    if (p->panic) return NULL;
  } else if (at(p, "using")) {
    if (!parse_alias(p, &v)) return NULL;
  } else {
    uint64_t q = 0;
    Decl *sd = NULL;
    SrcLoc begin = peek(p)->loc;
    HType *ty = parse_type(p, &q, &sd);
    if (!ty) return NULL;
    p->decl_begin = begin;
    if (sd) vec_push(p->c->arena, &v, sd);
    anon_struct_outside(p, sd, begin);
    if (!((sd || ty->kind == T_STRUCT) && accept(p, ";"))) {
      Token *n = peek(p);
      if (tok_punct(n, ";")) {
        diag_report(p->c->diag, DIAG_WARNING, PW_MISSING_DECL, begin, "declaration does not declare anything");
        advance(p);
        s->decls = vec_keep(p, v, buf);
        s->ndecls = v.len;
        return s;
      }
      if (n->kind != TK_IDENT) {
        perr(p, PE_IDENT, n->loc, "expected unqualified-id");
        return NULL;
      }
      advance(p);
      if (at_punct(p, "(") && (tok_punct(peek_at(p, 1), ")") || qual_at(p, 1) || is_type_start(p, peek_at(p, 1)))) {
        /* int f(); / int g(int x); in a block: a declaration of a function
         * (of the enclosing namespace), not a variable */
        Decl *f = parse_function(p, q, ty, n, NULL);
        if (!f) return NULL;
        if (f->body) {
          perr(p, PE_UNSUPPORTED, n->loc, "function definition is not allowed here");
          return NULL;
        }
        vec_push(p->c->arena, &p->c->decls, f);
      } else if (!parse_var_declarators(p, q, ty, n, NULL, &v)) return NULL;
    }
  }
  s->decls = vec_keep(p, v, buf);
  s->ndecls = v.len;
  s->end = p->toks[p->pos ? p->pos - 1 : 0].loc;
  return s;
}

/* block := '{' stmt* '}' */
static Stmt *parse_block(Parser *p) {
  Token *t = peek(p);
  if (!expect(p, "{", NULL)) return NULL;
  Stmt *s = new_stmt(p, S_BLOCK, t->loc);
  if (!s) return NULL;
  Stmt *buf[16];
  StmtVec v;
  VEC_ON_STACK(v, buf);
  size_t mark = p->types.len;
  while (!at_punct(p, "}") && peek(p)->kind != TK_EOF) {
    uint32_t start = p->pos;
    Stmt *x = parse_stmt(p);
    if (x) vec_push(p->c->arena, &v, x);
    if (p->panic || !x) {
      sync_stmt(p);
      if (p->pos == start) advance(p);
    }
  }
  p->types.len = (uint32_t)mark;
  s->end = peek(p)->loc;
  expect(p, "}", "at end of block");
  s->stmts = vec_keep(p, v, buf);
  s->nstmts = v.len;
  return s;
}

/* Parse a sub-statement (loop/if body) in its own type scope. */
static Stmt *parse_sub_stmt(Parser *p) {
  size_t mark = p->types.len;
  Stmt *s = parse_stmt(p);
  p->types.len = (uint32_t)mark;
  return s;
}

/* stmt := attributes ( block | if | for | while | do | switch | case | default
 *       | break ';' | continue ';' | return [expr] ';' | discard ';' | decl-stmt
 *       | expr ';' | ';' ) */
static Stmt *parse_stmt(Parser *p) {
  if (!enter(p)) return NULL;
  AttrList attrs = {0};
  parse_attrs(p, &attrs);
  Stmt *s = NULL;
  Token *t = peek(p);
  if (p->panic) goto out;
  if (tok_punct(t, "{")) {
    s = parse_block(p);
  } else if (tok_punct(t, ";")) {
    advance(p);
    s = new_stmt(p, S_EMPTY, t->loc);
  } else if (tok_is(t, "if")) {
    advance(p);
    s = new_stmt(p, S_IF, t->loc);
    if (!s || !expect(p, "(", "after 'if'")) goto fail;
    s->e = parse_expr(p);
    if (!s->e || !expect(p, ")", "after if condition")) goto fail;
    s->body = parse_sub_stmt(p);
    if (!s->body) goto fail;
    if (accept(p, "else")) {
      s->els = parse_sub_stmt(p);
      if (!s->els) goto fail;
    }
  } else if (tok_is(t, "for")) {
    advance(p);
    s = new_stmt(p, S_FOR, t->loc);
    size_t mark = p->types.len;
    if (!s || !expect(p, "(", "after 'for'")) goto fail;
    if (at_punct(p, ";")) {
      advance(p);
    } else if (is_decl_stmt_start(p)) {
      s->init = parse_decl_stmt(p);
      if (!s->init) goto fail;
    } else {
      Stmt *is = new_stmt(p, S_EXPR, peek(p)->loc);
      if (!is) goto fail;
      is->e = parse_expr(p);
      if (!is->e || !expect(p, ";", "in 'for' statement")) goto fail;
      s->init = is;
    }
    if (!at_punct(p, ";")) {
      s->e = parse_expr(p);
      if (!s->e) goto fail;
    }
    if (!expect(p, ";", "in 'for' statement")) goto fail;
    if (!at_punct(p, ")")) {
      s->step = parse_expr(p);
      if (!s->step) goto fail;
    }
    if (!expect(p, ")", "after 'for' clauses")) goto fail;
    s->body = parse_sub_stmt(p);
    p->types.len = (uint32_t)mark;
    if (!s->body) goto fail;
  } else if (tok_is(t, "while")) {
    advance(p);
    s = new_stmt(p, S_WHILE, t->loc);
    if (!s || !expect(p, "(", "after 'while'")) goto fail;
    s->e = parse_expr(p);
    if (!s->e || !expect(p, ")", "after while condition")) goto fail;
    s->body = parse_sub_stmt(p);
    if (!s->body) goto fail;
  } else if (tok_is(t, "do")) {
    advance(p);
    s = new_stmt(p, S_DO, t->loc);
    if (!s) goto fail;
    s->body = parse_sub_stmt(p);
    if (!s->body || !expect(p, "while", "in do/while loop") || !expect(p, "(", "after 'while'"))
      goto fail;
    s->e = parse_expr(p);
    if (!s->e || !expect(p, ")", "after do/while condition") ||
        !expect(p, ";", "after do/while statement"))
      goto fail;
  } else if (tok_is(t, "switch")) {
    advance(p);
    s = new_stmt(p, S_SWITCH, t->loc);
    if (!s || !expect(p, "(", "after 'switch'")) goto fail;
    s->e = parse_expr(p);
    if (!s->e || !expect(p, ")", "after switch value")) goto fail;
    s->body = parse_sub_stmt(p);
    if (!s->body) goto fail;
  } else if (tok_is(t, "case")) {
    advance(p);
    s = new_stmt(p, S_CASE, t->loc);
    if (!s) goto fail;
    s->e = parse_cond(p);
    if (!s->e || !expect(p, ":", "after case value")) goto fail;
  } else if (tok_is(t, "default") && tok_punct(peek_at(p, 1), ":")) {
    advance(p);
    advance(p);
    s = new_stmt(p, S_DEFAULT, t->loc);
  } else if (tok_is(t, "break") || tok_is(t, "continue") || tok_is(t, "discard")) {
    advance(p);
    s = new_stmt(p, t->text[0] == 'b' ? S_BREAK : t->text[0] == 'c' ? S_CONTINUE : S_DISCARD,
                 t->loc);
    if (!s || !expect(p, ";", arena_printf(p->c->arena, "after '%s'", t->text))) goto fail;
  } else if (tok_is(t, "return")) {
    advance(p);
    s = new_stmt(p, S_RETURN, t->loc);
    if (!s) goto fail;
    if (!at_punct(p, ";")) {
      s->e = parse_expr(p);
      if (!s->e) goto fail;
    }
    if (!expect(p, ";", "after return statement")) goto fail;
  } else if (skip_effect_object_decl(p)) {
    s = new_stmt(p, S_EMPTY, t->loc); /* an effect object: ignored */
  } else if (is_decl_stmt_start(p)) {
    s = parse_decl_stmt(p);
  } else if (tok_is(t, "else")) {
    perr(p, PE_EXPR, t->loc, "'else' without a previous 'if'");
    goto fail;
  } else if (t->kind == TK_IDENT && peek_at(p, 1)->kind == TK_IDENT && !is_stmt_keyword(t) &&
             !qual_at(p, 1) && strncmp(peek_at(p, 1)->text, "::", 2) != 0) {
    /* `T x ...` with T no type: a declaration of an unknown type (clang) */
    perr(p, PE_TYPE, t->loc, "unknown type name '%s'", t->text);
    goto fail;
  } else {
    Expr *e = parse_expr(p);
    if (!e) goto fail;
    s = new_stmt(p, S_EXPR, t->loc);
    if (!s) goto fail;
    s->e = e;
    if (!expect(p, ";", "after expression")) goto fail;
  }
  if (s) {
    s->attrs = attrs.data;
    s->nattrs = attrs.len;
    if (s->kind != S_BLOCK && s->kind != S_DECL && p->pos) {
      /* clang's range of a statement ends at its last token before the ';' */
      uint32_t last = p->pos - 1;
      if (s->kind != S_EMPTY && tok_punct(&p->toks[last], ";") && last > 0) last--;
      s->end = p->toks[last].loc;
    }
  }
out:
  leave(p);
  return s;
fail:
  leave(p);
  return NULL;
}

/* typedef := 'typedef' type IDENT dims (',' IDENT dims)* ';' */
/* DXC's warning on a declarator (variable, parameter, field, typedef,
 * function result) whose type is a min-precision scalar, vector or matrix
 * stored wider than it says: min10float and min12int are promoted to
 * min16float / min16int, and with -enable-16bit-types every min-precision
 * type to its 16-bit type. Arrays are not warned (clang looks at the
 * declarator's own type). At the start of the declaration. */
static void warn_min_precision(Parser *p, const HType *t, uint32_t ndims, SrcLoc at) {
  if (!t || ndims || !(t->kind == T_SCALAR || t->kind == T_VECTOR || t->kind == T_MATRIX)) return;
  bool native = p->c->opt && p->c->opt->dx.target.native_16bit;
  const char *from = NULL, *to = NULL;
  switch (t->sk) {
  case SK_MIN10FLOAT: from = "min10float"; to = native ? "half" : "min16float"; break;
  case SK_MIN12INT: from = "min12int"; to = native ? "int16_t" : "min16int"; break;
  case SK_MIN16FLOAT: if (native) { from = "min16float"; to = "half"; } break;
  case SK_MIN16INT: if (native) { from = "min16int"; to = "int16_t"; } break;
  case SK_MIN16UINT: if (native) { from = "min16uint"; to = "uint16_t"; } break;
  default: break;
  }
  if (from) diag_report(p->c->diag, DIAG_WARNING, SW_TRUNCATION, at, "'%s' is promoted to '%s'", from, to);
}

static bool parse_typedef(Parser *p, DeclVec *out) {
  SrcLoc begin = peek(p)->loc;
  advance(p);
  uint64_t q = 0;
  Decl *sd = NULL;
  HType *ty = parse_type(p, &q, &sd);
  if (!ty) return false;
  if (sd) vec_push(p->c->arena, out, sd);
  if (!sd && at_punct(p, ";")) { /* typedef float; */
    diag_report(p->c->diag, DIAG_WARNING, PW_MISSING_DECL, begin, "typedef requires a name");
    advance(p);
    return true;
  }
  do {
    Token *n = peek(p);
    if (n->kind != TK_IDENT) {
      perr(p, PE_IDENT, n->loc, "expected unqualified-id");
      return false;
    }
    advance(p);
    Decl *d = new_decl(p, D_TYPEDEF, qualify(p, p->decl_ns, n->text), n->loc);
    if (!d) return false;
    d->quals = q;
    d->base = ty;
    if (!parse_dims(p, &d->dims, &d->ndims)) return false;
    warn_min_precision(p, ty, d->ndims, begin);
    /* typedef'd arrays need constant sizes the parser can fold; the first
     * may be left out (`typedef int T[];`: a variable's initializer sizes it) */
    HType *full = orient(p, ty, q);
    for (uint32_t i = d->ndims; i-- > 0;) {
      Expr *dim = d->dims[i];
      int64_t v = 0;
      if (!dim && i == 0) {
        full = hl_array(p->c, full, 0);
        continue;
      }
      if (!dim || !fold_tpl_int(p->c, dim, &v, 0) || v <= 0 || v > 0xFFFFFF) {
        perr(p, PE_UNSUPPORTED, dim ? hl_expr_loc(dim) : n->loc,
             "typedef array size must be a positive integer constant");
        return false;
      }
      full = hl_array(p->c, full, (uint32_t)v);
    }
    if (full != ty && full->kind == T_ARRAY && !full->alias) full->alias = n->text;
    if (ty->en && !ty->en->name[0]) ty->en->name = d->name; /* typedef enum { ... } E; */
    if (sd && sd->kind == D_STRUCT && sd->st && ty->kind == T_STRUCT && ty->st == sd->st && !sd->st->name[0]) {
      sd->st->name = d->name; /* typedef struct { ... } S;: the struct is S */
      sd->st->typedef_named = true;
    }
    d->type = full;
    add_type(p, d->name, d);
    vec_push(p->c->arena, out, d);
  } while (accept(p, ","));
  return expect(p, ";", "after typedef");
}

/* static-assert := ( 'static_assert' | '_Static_assert' ) '(' cond [ ',' STRING ] ')' ';' */
static bool is_static_assert(Parser *p) { return at(p, "static_assert") || at(p, "_Static_assert"); }

static Decl *parse_static_assert(Parser *p) {
  Token *kw = advance(p);
  if (!expect(p, "(", "after 'static_assert'")) return NULL;
  Decl *d = new_decl(p, D_STATIC_ASSERT, "", kw->loc);
  if (!d) return NULL;
  d->init = parse_cond(p);
  if (!d->init) return NULL;
  if (accept(p, ",")) {
    Token *m = peek(p);
    if (m->kind != TK_STRING) {
      perr(p, PE_EXPECTED, m->loc, "expected string literal");
      return NULL;
    }
    advance(p);
    d->semantic = m->text;
  }
  if (!expect(p, ")", "after static_assert") || !expect(p, ";", "after static_assert")) return NULL;
  return d;
}

/* alias-decl := 'using' IDENT '=' type dims ';'   (a typedef in C++11 spelling) */
static bool before_hlsl2021(Parser *p);

/* DXC: `using namespace` and alias declarations came with HLSL 2021; older
 * versions accept them with a warning (using-declarations without one). */
static void warn_using_before_2021(Parser *p, SrcLoc at) {
  if (before_hlsl2021(p) && !p->panic)
    diag_report(p->c->diag, DIAG_WARNING, PW_NEW_FEATURE, at,
                "keyword 'using' is a HLSL 2021 feature, and is available in older versions as a non-portable extension.");
}

static bool parse_alias(Parser *p, DeclVec *out) {
  warn_using_before_2021(p, peek(p)->loc);
  advance(p); /* using */
  Token *n = peek(p);
  if (n->kind != TK_IDENT) {
    perr(p, PE_IDENT, n->loc, "expected an identifier after 'using'");
    return false;
  }
  advance(p);
  if (!expect(p, "=", "in alias declaration")) return false;
  uint64_t q = 0;
  Decl *sd = NULL;
  HType *ty = parse_type(p, &q, &sd);
  if (!ty) return false;
  if (sd) vec_push(p->c->arena, out, sd);
  Decl *d = new_decl(p, D_TYPEDEF, qualify(p, p->decl_ns, n->text), n->loc);
  if (!d) return false;
  d->quals = q;
  d->base = ty;
  if (!parse_dims(p, &d->dims, &d->ndims)) return false;
  HType *full = orient(p, ty, q);
  for (uint32_t i = d->ndims; i-- > 0;) {
    int64_t v = 0;
    if (!d->dims[i] || !fold_tpl_int(p->c, d->dims[i], &v, 0) || v <= 0 || v > 0xFFFFFF) {
      perr(p, PE_UNSUPPORTED, d->dims[i] ? hl_expr_loc(d->dims[i]) : n->loc,
           "array size of an alias must be a positive integer constant");
      return false;
    }
    full = hl_array(p->c, full, (uint32_t)v);
  }
  if (full != ty && full->kind == T_ARRAY && !full->alias) full->alias = n->text;
  d->type = full;
  add_type(p, d->name, d);
  vec_push(p->c->arena, out, d);
  return expect(p, ";", "after alias declaration");
}

/* ---- templates ---------------------------------------------------------- */

/* The template named `name` as written where p->ns is in effect (the scope
 * prefixes innermost first, as lookup_type); struct or function templates
 * only as asked. */
static TemplateInfo *find_template(Parser *p, const char *name, bool is_struct) {
  HlslCtx *c = p->c;
  if (!c->templates.len || !hl_template_maybe(c, name)) return NULL;
  if (name[0] == ':' && name[1] == ':') name += 2;
  const char *ns = p->ns ? p->ns : "";
  size_t len = strlen(ns);
  for (;;) {
    for (uint32_t i = 0; i < c->templates.len; i++) {
      TemplateInfo *ti = c->templates.data[i];
      if (ti->is_struct == is_struct && !ti->method_of && !strncmp(ti->name, ns, len) &&
          !strcmp(ti->name + len, name))
        return ti;
    }
    if (len == 0) break;
    len -= 2;
    while (len > 0 && !(ns[len - 1] == ':' && len >= 2 && ns[len - 2] == ':')) len--;
  }
  return NULL;
}

/* A member function template named `name` of any struct (obj.name<...>:
 * the parser does not know obj's type; sema picks the struct's own). */
static TemplateInfo *find_member_template(Parser *p, const char *name) {
  if (!hl_template_maybe(p->c, name)) return NULL;
  for (uint32_t i = 0; i < p->c->templates.len; i++) {
    TemplateInfo *ti = p->c->templates.data[i];
    if (ti->method_of && !strcmp(hl_unqualified(ti->name), name)) return ti;
  }
  return NULL;
}

/* S::f<...> (a static member function template) or, inside S's member
 * functions, f<...>: the member function template it names. */
static TemplateInfo *find_member_template_call(Parser *p, const char *name) {
  if (!hl_template_maybe(p->c, name)) return NULL; /* the bit of its last component */
  const char *last = NULL;
  for (const char *q = strstr(name, "::"); q; q = strstr(q + 2, "::")) last = q;
  StructInfo *st = NULL;
  if (last && last != name) {
    const char *prefix = arena_printf(p->c->arena, "%.*s", (int)(last - name), name);
    Decl *td = prefix ? lookup_type(p, prefix) : NULL;
    if (td && td->kind == D_STRUCT) st = td->st;
  }
  const char *un = last ? last + 2 : name;
  for (uint32_t i = 0; i < p->c->templates.len; i++) {
    TemplateInfo *ti = p->c->templates.data[i];
    if (!ti->method_of || strcmp(hl_unqualified(ti->name), un)) continue;
    if (st ? ti->method_of == st : (!last && p->ns[0] && !strcmp(ti->ns, p->ns))) return ti;
  }
  return NULL;
}

/* The value of the enumerator named `name` of an enum parsed so far (a
 * struct template instance's S<3>::value among them): its initializer
 * folded, else one more than the enumerator before it. */
static bool fold_enumerator(HlslCtx *c, const char *name, int64_t *out, int depth) {
  for (uint32_t i = c->decls.len; i-- > 0;) {
    const Decl *d = c->decls.data[i];
    if (d->kind == D_VAR && d->name && !strcmp(d->name, name)) {
      /* a static const integer variable with a constant initializer is an
       * integral constant expression (C++ [expr.const]): vector<float, N> */
      const HType *t = d->type ? d->type : d->base; /* as parsed: sema has not run yet */
      if (!(d->quals & Q_STATIC) || !(d->quals & Q_CONST) || !t || t->kind != T_SCALAR ||
          !(hl_sk_is_int(t->sk) || t->sk == SK_BOOL) || !d->init)
        return false;
      return fold_tpl_int(c, d->init, out, depth + 1);
    }
    if (d->kind != D_ENUM || !d->type || !d->type->en) continue;
    const EnumInfo *en = d->type->en;
    for (uint32_t k = 0; k < en->nconsts; k++) {
      if (strcmp(en->consts[k]->name, name) != 0) continue;
      int64_t v = -1;
      for (uint32_t j = 0; j <= k; j++) { /* value of the j-th, from the last one with an initializer */
        if (en->consts[j]->init) {
          if (!fold_tpl_int(c, en->consts[j]->init, &v, depth + 1)) return false;
        } else {
          v++;
        }
      }
      *out = v;
      return true;
    }
  }
  return false;
}

/* Fold a template argument expression: integer literals, parentheses,
 * integer arithmetic, ?: and casts, and enumerators parsed so far. */
static bool fold_tpl_int(HlslCtx *c, const Expr *e, int64_t *out, int depth) {
  int64_t a = 0, b = 0;
  if (!e || depth > 64) return false;
  switch (e->kind) {
  case E_INT: case E_BOOL: *out = (int64_t)e->ival; return true;
  case E_NAME: return c && e->name && fold_enumerator(c, e->name, out, depth);
  case E_CAST: return fold_tpl_int(c, e->a, out, depth + 1);
  case E_COND:
    if (!fold_tpl_int(c, e->a, &a, depth + 1)) return false;
    return fold_tpl_int(c, a ? e->b : hl_expr_c(e), out, depth + 1);
  case E_UNARY:
    if (!fold_tpl_int(c, e->a, &a, depth + 1)) return false;
    *out = e->op == OP_NEG ? -a : e->op == OP_BITNOT ? ~a : e->op == OP_NOT ? !a : a;
    return true;
  case E_BINARY:
    if (!fold_tpl_int(c, e->a, &a, depth + 1) || !fold_tpl_int(c, e->b, &b, depth + 1)) return false;
    switch (e->op) {
    case OP_ADD: *out = a + b; return true;
    case OP_SUB: *out = a - b; return true;
    case OP_MUL: *out = a * b; return true;
    case OP_DIV: if (!b) return false; *out = a / b; return true;
    case OP_MOD: if (!b) return false; *out = a % b; return true;
    case OP_SHL: *out = (int64_t)((uint64_t)a << (b & 63)); return true;
    case OP_SHR: *out = a >> (b & 63); return true;
    case OP_BAND: *out = a & b; return true;
    case OP_BOR: *out = a | b; return true;
    case OP_BXOR: *out = a ^ b; return true;
    case OP_LT: *out = a < b; return true;
    case OP_GT: *out = a > b; return true;
    case OP_LE: *out = a <= b; return true;
    case OP_GE: *out = a >= b; return true;
    case OP_EQ: *out = a == b; return true;
    case OP_NE: *out = a != b; return true;
    case OP_LAND: *out = a && b; return true;
    case OP_LOR: *out = a || b; return true;
    default: return false;
    }
  default: return false;
  }
}

/* targ := type dims | additive-expr (an integer constant) */
static bool parse_one_targ(Parser *p, bool want_type, TemplateArg *out) {
  memset(out, 0, sizeof *out);
  Token *t = peek(p);
  if (want_type) {
    uint64_t q = 0;
    if (!is_type_start(p, t)) {
      perr(p, PE_TYPE, t->loc, "template argument for template type parameter must be a type");
      return false;
    }
    out->type = parse_type_arg(p, &q);
    return out->type != NULL;
  }
  Expr *e = parse_binary(p, 9); /* N + 1, N * 2: not '>' or '>>' (they close the list) */
  if (!e) return false;
  if (!fold_tpl_int(p->c, e, &out->value, 0)) {
    perr(p, PE_LITERAL, t->loc, "non-type template argument is not a constant expression");
    return false;
  }
  return true;
}

/* targs := targ (',' targ)* '>'   (after '<'); kinds follow ti's parameters */
static bool parse_template_args(Parser *p, TemplateInfo *ti, TemplateArg **out, uint32_t *n) {
  VEC(TemplateArg) v = {0};
  uint32_t from = p->pos;
  if (!tok_punct(peek(p), ">")) {
    do {
      TemplateArg a;
      bool want_type = v.len < ti->nparams ? ti->params[v.len].is_type : is_type_start(p, peek(p));
      if (!parse_one_targ(p, want_type, &a)) return false;
      vec_push(p->c->arena, &v, a);
    } while (accept(p, ","));
  }
  if (!expect_close_angle(p)) return false;
  *out = v.data;
  *n = v.len;
  /* inside an instance, an argument written with a template parameter makes
   * S<args> a dependent scope (S<T>::X needs 'typename') */
  p->targs_dependent = false;
  for (uint32_t i = from; p->c->tpl_depth > 0 && i < p->pos && !p->targs_dependent; i++) {
    const Token *t = &p->toks[i];
    Decl *d = t->kind == TK_IDENT ? lookup_type(p, t->text) : NULL;
    p->targs_dependent = t->tparam || (d && d->kind == D_TYPEDEF && d->type && d->type->subst);
  }
  return true;
}

/* The written arguments of ti completed with its defaults (NULL after an
 * error, reported at loc). */
static TemplateArg *complete_targs(Parser *p, TemplateInfo *ti, TemplateArg *a, uint32_t n, SrcLoc loc) {
  if (n > ti->nparams) {
    perr(p, PE_TYPE, loc, "too many template arguments for %s template '%s'",
         ti->is_struct ? "class" : "function", ti->name);
    diag_report(p->c->diag, DIAG_NOTE, PE_TYPE, ti->loc, "template is declared here");
    return NULL;
  }
  TemplateArg *full = pnew(p, sizeof(TemplateArg) * (ti->nparams + 1));
  if (!full) return NULL;
  for (uint32_t i = 0; i < ti->nparams; i++) {
    if (i < n) full[i] = a[i];
    else if (ti->params[i].has_default) full[i] = ti->params[i].def;
    else {
      perr(p, PE_TYPE, loc, "too few template arguments for %s template '%s'",
           ti->is_struct ? "class" : "function", ti->name);
      diag_report(p->c->diag, DIAG_NOTE, PE_TYPE, ti->loc, "template is declared here");
      return NULL;
    }
  }
  return full;
}

/* The type an alias template's instance names, spelled as written
 * (-ast-dump's 'test2':'test<float, 1>'): a copy with a typedef's name. */
static HType *alias_sugar(Parser *p, HType *t, const char *spelled) {
  if (!t || !spelled || t->kind == T_ERROR) return t;
  Decl *td = new_decl(p, D_TYPEDEF, spelled, p->toks[p->pos ? p->pos - 1 : 0].loc);
  HType *named = td ? arena_dup(p->c->arena, t, sizeof(HType)) : NULL;
  if (!named) return t;
  td->type = td->base = t;
  td->alias_tpl = true; /* a template specialization's spelling: globals print without const */
  named->tdef = td;
  return named;
}

/* S<args> in a type: the instantiated struct type (name at the current token). */
static HType *parse_template_struct_type(Parser *p, TemplateInfo *ti) {
  Token *name = advance(p);
  advance(p); /* < */
  TemplateArg *a = NULL;
  uint32_t n = 0;
  if (!parse_template_args(p, ti, &a, &n)) return NULL;
  TemplateArg *full = complete_targs(p, ti, a, n, name->loc);
  if (!full) return NULL;
  Decl *d = hl_template_instantiate(p->c, ti, full, name->loc);
  if (!d) {
    p->panic = true; /* reported inside */
    return NULL;
  }
  if (ti->is_alias) return alias_sugar(p, d->type, hl_template_inst_name(p->c, ti, full)); /* X<float> */
  HType *t = hl_struct_type(p->c, d->st);
  if (t->kind == T_STRUCT) { /* S<args> as written (AST sugar) */
    t->tpl_written = true;
    t->tpl_nwritten = (uint8_t)(n < 255 ? n : 255);
  }
  return t;
}

/* Skip a balanced group starting at the current token (open) through its close. */
static void skip_balanced(Parser *p, const char *open, const char *close) {
  int depth = 0;
  while (peek(p)->kind != TK_EOF) {
    Token *t = advance(p);
    if (tok_punct(t, open)) depth++;
    else if (tok_punct(t, close) && --depth == 0) return;
  }
}

/* template-decl := 'template' '<' tparam (',' tparam)* '>' ( struct-def ';' | function )
 * tparam := ( 'typename' | 'class' ) IDENT [ '=' type ] | int-type IDENT [ '=' const ]
 * The declaration's tokens are kept; each use with new arguments parses them
 * again (hl_template_instantiate). */
static bool before_hlsl2021(Parser *p) {
  return p->c->opt && p->c->opt->hlsl_version && p->c->opt->hlsl_version < 2021;
}

/* template<...> struct S; declares struct template S without defining it
 * (a template without tokens). Its instances are incomplete structs until
 * the definition comes; a second declaration must agree on the parameters. */
static void declare_struct_template(Parser *p, Token *name, TemplateParam *ps, uint32_t nps) {
  const char *qn = qualify(p, p->decl_ns, name->text);
  if (!qn) return;
  TemplateInfo *old = find_template(p, name->text, true);
  if (old && !strcmp(old->name, qn)) {
    if (old->nparams != nps) perr(p, PE_TYPE, name->loc, "template parameter list of '%s' does not match its "
                                                         "earlier declaration", name->text);
    return; /* redeclaration */
  }
  if (lookup_type_exact(p, qn)) {
    perr(p, PE_TYPE, name->loc, "redefinition of '%s' as a different kind of symbol", name->text);
    return;
  }
  TemplateInfo *ti = pnew(p, sizeof(TemplateInfo));
  if (!ti) return;
  ti->name = qn;
  ti->loc = name->loc;
  ti->is_struct = true;
  ti->params = ps;
  ti->nparams = nps;
  ti->ns = p->ns;
  ti->decl_ns = p->decl_ns;
  hl_template_note(p->c, ti->name);
  vec_push(p->c->arena, &p->c->templates, ti);
}

/* The definition def of struct template decl, declared before: decl takes
 * its tokens and parameter names (default arguments of either count), and
 * the instances named so far, incomplete until now, are defined. */
static void define_struct_template(Parser *p, TemplateInfo *decl, TemplateInfo *def) {
  if (decl->nparams != def->nparams) {
    perr(p, PE_TYPE, def->loc, "template parameter list of '%s' does not match its earlier declaration",
         hl_unqualified(def->name));
    return;
  }
  for (uint32_t i = 0; i < def->nparams; i++) {
    if (!def->params[i].has_default && decl->params[i].has_default) {
      def->params[i].has_default = true;
      def->params[i].def = decl->params[i].def;
    }
  }
  decl->params = def->params;
  decl->toks = def->toks;
  decl->ntoks = def->ntoks;
  decl->loc = def->loc;
  decl->ns = def->ns;
  decl->decl_ns = def->decl_ns;
  uint32_t n = decl->ninsts;
  TemplateInst *old = decl->insts;
  decl->insts = NULL;
  decl->ninsts = decl->cinsts = 0;
  for (uint32_t i = 0; i < n; i++) {
    p->inst_fwd = old[i].decl;
    hl_template_instantiate(p->c, decl, old[i].args, def->loc);
    p->inst_fwd = NULL;
  }
}

/* explicit-instantiation := 'template' ( ( 'struct' | 'class' ) S '<' targs '>'
 *                                       | type f '<' targs '>' '(' params ')' ) ';'
 * (after 'template'.) Instantiates S<args> or f<args> here, as clang does;
 * a function's template arguments must be written. */
static void parse_explicit_instantiation(Parser *p) {
  Token *t = peek(p);
  if (tok_is(t, "struct") || tok_is(t, "class")) {
    advance(p);
    Token *n = peek(p);
    TemplateInfo *ti = n->kind == TK_IDENT && tok_punct(peek_at(p, 1), "<") ? find_template(p, n->text, true) : NULL;
    if (!ti || ti->is_alias) {
      perr(p, PE_TYPE, n->loc, "explicit instantiation of '%s' does not refer to a class template", n->text);
      return;
    }
    if (!parse_template_struct_type(p, ti)) return;
    expect(p, ";", "after explicit instantiation");
    return;
  }
  uint32_t name_at = 0;
  for (uint32_t i = p->pos; i + 1 < p->ntoks && !tok_punct(&p->toks[i], "(") && !tok_punct(&p->toks[i], ";") &&
                            p->toks[i].kind != TK_EOF;
       i++)
    if (p->toks[i].kind == TK_IDENT && tok_punct(&p->toks[i + 1], "<") && find_template(p, p->toks[i].text, false)) {
      name_at = i;
      break;
    }
  if (!name_at) {
    perr(p, PE_UNSUPPORTED, t->loc, "explicit instantiation of a function template needs its template arguments");
    return;
  }
  Token *name = &p->toks[name_at];
  TemplateInfo *ti = find_template(p, name->text, false);
  p->pos = name_at + 2;
  TemplateArg *a = NULL;
  uint32_t n = 0;
  if (!parse_template_args(p, ti, &a, &n)) return;
  TemplateArg *full = complete_targs(p, ti, a, n, name->loc);
  if (!full) return;
  while (!at_punct(p, ";") && peek(p)->kind != TK_EOF) advance(p);
  expect(p, ";", "after explicit instantiation");
  Decl *d = hl_template_instantiate(p->c, ti, full, name->loc);
  if (d) { /* checked in declaration order, like any function */
    d->quals |= Q_STATIC;
    vec_push(p->c->arena, &p->c->decls, d);
  }
}

static void parse_template_decl(Parser *p, StructInfo *owner) {
  Token *kw = advance(p);
  if (before_hlsl2021(p)) /* templates came with HLSL 2021; go on to find more errors */
    diag_report(p->c->diag, DIAG_ERROR, PE_UNSUPPORTED, kw->loc, "'template' is a reserved keyword in HLSL");
  if (!at_punct(p, "<") && !owner && p->func_depth == 0) {
    parse_explicit_instantiation(p);
    return;
  }
  if (!expect(p, "<", "after 'template'")) return;
  if (at_punct(p, ">")) {
    advance(p);
    if (owner || p->func_depth > 0) {
      perr(p, PE_UNSUPPORTED, kw->loc, "explicit specializations are only supported at namespace scope");
      return;
    }
    parse_specialization(p, kw->loc);
    return;
  }
  VEC(TemplateParam) ps = {0};
  do {
    TemplateParam tp = {0};
    Token *t = peek(p);
    tp.begin = t->loc;
    if (tok_is(t, "typename") || tok_is(t, "class")) {
      advance(p);
      tp.is_type = true;
      tp.class_kw = tok_is(t, "class");
    } else {
      uint64_t q = 0;
      HType *ty = parse_type(p, &q, NULL);
      if (!ty) return;
      tp.type = ty;
      if (ty->kind != T_SCALAR || !(hl_sk_is_int(ty->sk) || ty->sk == SK_BOOL)) {
        perr(p, PE_TYPE, t->loc, "a non-type template parameter must have integral type");
        return;
      }
    }
    Token *n = peek(p);
    if (tok_punct(n, "...")) { /* a parameter pack */
      perr(p, PE_UNSUPPORTED, n->loc, "variadic templates are not supported in HLSL");
      return;
    }
    if (n->kind != TK_IDENT && (tok_punct(n, "=") || tok_punct(n, ",") || tok_punct(n, ">"))) {
      /* an unnamed parameter (template<uint N, typename = void>): nothing
       * refers to it; a name no identifier can spell keeps it apart */
      tp.name = arena_printf(p->c->arena, "<anon%u>", (unsigned)ps.len);
      tp.loc = n->loc;
      if (!tp.name) return;
    } else if (n->kind != TK_IDENT) {
      perr(p, PE_IDENT, n->loc, "expected template parameter name");
      return;
    } else {
      advance(p);
      tp.name = n->text;
      tp.loc = n->loc;
    }
    if (accept(p, "=")) {
      tp.has_default = true;
      uint32_t at_def = p->pos;
      if (!parse_one_targ(p, tp.is_type, &tp.def)) return;
      if (!tp.is_type && p->pos == at_def + 1) tp.def_tok = &p->toks[at_def]; /* N = 2 */
    }
    tp.end = prev_pos(p);
    vec_push(p->c->arena, &ps, tp);
  } while (accept(p, ","));
  if (!expect_close_angle(p)) return;
  if (p->func_depth > 0 || p->inst_of || (owner && p->c->tpl_depth > 0 && !p->c->tpl_cur)) {
    perr(p, PE_UNSUPPORTED, kw->loc, owner ? "member templates of struct templates are not supported"
                                           : "templates are only supported at namespace scope");
    return;
  }
  uint32_t start = p->pos;
  Token *t = peek(p);
  bool is_struct = tok_is(t, "struct") || tok_is(t, "class");
  bool is_static = false;
  if (owner) { /* member function template: [static] type name(params) body */
    while (qual_at(p, 0)) is_static |= (tok_qual_bit(p, advance(p)) & Q_STATIC) != 0;
    t = peek(p);
    is_struct = tok_is(t, "struct") || tok_is(t, "class");
    if (is_struct && is_static) {
      perr(p, PE_TYPE, t->loc, "'static' can only be specified inside the class definition");
      return;
    }
  }
  Token *name = NULL;
  /* template<class T> struct A f(T t);: a function template whose result
   * type is written `struct A` */
  if (is_struct && peek_at(p, 1)->kind == TK_IDENT && peek_at(p, 2)->kind == TK_IDENT &&
      !tok_is(peek_at(p, 2), "final"))
    is_struct = false;
  /* alias-template := 'template' '<' tparams '>' 'using' IDENT '=' type ';' */
  bool is_alias = tok_is(t, "using") && peek_at(p, 1)->kind == TK_IDENT && tok_punct(peek_at(p, 2), "=");
  HlPos alias_end = 0;
  if (is_alias) {
    name = peek_at(p, 1);
    while (!at_punct(p, ";") && peek(p)->kind != TK_EOF) advance(p);
    alias_end = prev_pos(p); /* clang's range ends at the type's last token */
    if (!accept(p, ";")) {
      perr(p, PE_EXPECTED, peek(p)->loc, "expected ';' after alias declaration");
      return;
    }
  } else if (is_struct) {
    name = peek_at(p, 1);
    if (name->kind != TK_IDENT) {
      perr(p, PE_IDENT, name->loc, "expected a name for the struct template");
      return;
    }
    if (tok_punct(peek_at(p, 2), "<")) { /* template<class T> struct S<T, 0> { ... }; */
      parse_partial_specialization(p, name, ps.data, ps.len);
      return;
    }
    while (!at_punct(p, "{") && !at_punct(p, ";") && peek(p)->kind != TK_EOF) advance(p);
    if (at_punct(p, ";") && p->pos == start + 2) { /* template<...> struct S; */
      declare_struct_template(p, name, ps.data, ps.len);
      advance(p);
      return;
    }
    if (!at_punct(p, "{")) {
      perr(p, PE_UNSUPPORTED, peek(p)->loc, "expected '{' in struct template definition");
      return;
    }
    skip_balanced(p, "{", "}");
  } else {
    while (!at_punct(p, "(") && !at_punct(p, ";") && !at_punct(p, "{") && peek(p)->kind != TK_EOF) {
      name = peek(p);
      if (name->kind == TK_IDENT && tok_punct(peek_at(p, 1), "<") && find_template(p, name->text, false) &&
          !owner) {
        /* template<class T> void f<T, 4>(...): only classes have partial specializations */
        perr(p, PE_UNSUPPORTED, name->loc, "function template partial specialization is not allowed");
        return;
      }
      advance(p);
    }
    if (!at_punct(p, "(") || !name || name->kind != TK_IDENT) {
      perr(p, PE_UNSUPPORTED, peek(p)->loc, "expected a function or struct template declaration");
      return;
    }
    skip_balanced(p, "(", ")");
    while (!at_punct(p, "{") && !at_punct(p, ";") && peek(p)->kind != TK_EOF) advance(p);
    if (at_punct(p, "{")) skip_balanced(p, "{", "}");
    else accept(p, ";");
  }
  uint32_t end = p->pos;
  HlPos end_pos = prev_pos(p);
  if (is_struct) expect(p, ";", "after struct template");
  TemplateInfo *ti = pnew(p, sizeof(TemplateInfo));
  Token *toks = pnew(p, sizeof(Token) * (end - start + 1));
  if (!ti || !toks) return;
  memcpy(toks, p->toks + start, sizeof(Token) * (end - start));
  toks[end - start] = p->toks[p->ntoks - 1]; /* EOF */
  toks[end - start].loc = p->toks[end > start ? end - 1 : start].loc;
  ti->name = qualify(p, p->decl_ns, name->text);
  ti->loc = name->loc;
  ti->is_struct = is_struct || is_alias; /* both name types */
  ti->is_alias = is_alias;
  ti->params = ps.data;
  ti->nparams = ps.len;
  ti->toks = toks;
  ti->ntoks = end - start + 1;
  ti->ns = p->ns;
  ti->decl_ns = p->decl_ns;
  ti->kw = kw->loc;
  ti->end = is_alias ? alias_end : end_pos;
  ti->decl_index = p->c->decls.len;
  if (owner && (is_struct || is_alias)) {
    /* a member struct template "S::Inner" (its name qualified by the struct's
     * scope, p->decl_ns); inside an instance of a struct template its
     * parameters are bound again when the member is instantiated */
    if (p->c->tpl_depth > 0 && p->c->tpl_cur) {
      TemplateInfo *o = p->c->tpl_cur;
      ti->outer_params = o->params;
      ti->outer_args = p->c->tpl_cur_args;
      ti->nouter = o->nparams;
    }
  } else if (owner) { /* "S::f", parsed in S's scope like a member function (parse_method) */
    const char *cls = arena_printf(p->c->arena, "%s::", owner->name);
    ti->name = cls ? arena_printf(p->c->arena, "%s%s", cls, name->text) : NULL;
    ti->ns = ti->decl_ns = cls;
    ti->method_of = owner;
    ti->is_static = is_static;
    if (p->c->tpl_depth > 0 && p->c->tpl_cur) {
      /* inside an instance of a struct template: its type arguments are
       * bound again when this member is instantiated */
      TemplateInfo *o = p->c->tpl_cur;
      ti->outer_params = o->params;
      ti->outer_args = p->c->tpl_cur_args;
      ti->nouter = o->nparams;
    }
  }
  if (!ti->name) return;
  TemplateInfo *decl = is_struct || is_alias ? find_template(p, name->text, true) : NULL;
  if (decl && !decl->ntoks && !is_alias && !strcmp(decl->name, ti->name)) {
    define_struct_template(p, decl, ti);
    return;
  }
  if ((is_struct || is_alias) && (decl || lookup_type_exact(p, ti->name))) {
    perr(p, PE_TYPE, name->loc, "redefinition of '%s'", name->text);
    return;
  }
  hl_template_note(p->c, ti->name);
  vec_push(p->c->arena, &p->c->templates, ti);
}

const char *hl_template_inst_name(HlslCtx *c, TemplateInfo *ti, const TemplateArg *args) {
  StrBuf sb = sb_new(c->arena);
  sb_puts(&sb, hl_unqualified(ti->name));
  sb_puts(&sb, "<");
  for (uint32_t i = 0; i < ti->nparams; i++) {
    if (i) sb_puts(&sb, ", ");
    if (args[i].type) sb_puts(&sb, hl_type_name(c, args[i].type));
    else sb_printf(&sb, "%lld", (long long)args[i].value);
  }
  if (sb.len && sb.data[sb.len - 1] == '>') sb_puts(&sb, " "); /* "A<B<float> >", as clang */
  sb_puts(&sb, ">");
  char *r = arena_strdup(c->arena, sb.data ? sb.data : "");
  sb_free(&sb);
  return r;
}

static bool targs_equal(const TemplateArg *a, const TemplateArg *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (!a[i].type != !b[i].type) return false;
    if (a[i].type ? !hl_type_equal(a[i].type, b[i].type) : a[i].value != b[i].value) return false;
  }
  return true;
}

/* Does partial specialization ps match args (the primary template's)? Its
 * parameters' arguments go to out (NULL: no match). */
static bool partial_matches(const TemplateInfo *ps, const TemplateArg *args, uint32_t n, TemplateArg *out,
                            bool *bound) {
  for (uint32_t k = 0; k < ps->nparams; k++) bound[k] = false;
  for (uint32_t i = 0; i < n; i++) {
    int32_t k = ps->pat_param[i];
    if (k < 0) {
      if (!targs_equal(&ps->pattern[i], &args[i], 1)) return false;
      continue;
    }
    if (!ps->params[k].is_type != !args[i].type) return false;
    if (bound[k] && !targs_equal(&out[k], &args[i], 1)) return false;
    out[k] = args[i];
    bound[k] = true;
  }
  return true;
}

/* Is partial specialization a at least as specialized as b: does b's
 * pattern match a's, a's parameters taken as values of their own? */
static bool partial_at_least(const TemplateInfo *a, const TemplateInfo *b, uint32_t n) {
  int32_t from[64]; /* per b parameter: 1 + index of the pattern position it matched first */
  if (b->nparams > 64) return false;
  for (uint32_t k = 0; k < b->nparams; k++) from[k] = 0;
  for (uint32_t i = 0; i < n; i++) {
    int32_t k = b->pat_param[i];
    if (k < 0) {
      if (a->pat_param[i] >= 0 || !targs_equal(&a->pattern[i], &b->pattern[i], 1)) return false;
      continue;
    }
    if (!from[k]) {
      from[k] = (int32_t)i + 1;
      continue;
    }
    uint32_t j = (uint32_t)from[k] - 1; /* b names the same parameter at j and i: so must a */
    if (a->pat_param[i] >= 0 || a->pat_param[j] >= 0) {
      if (a->pat_param[i] != a->pat_param[j]) return false;
    } else if (!targs_equal(&a->pattern[i], &a->pattern[j], 1)) {
      return false;
    }
  }
  return true;
}

/* The partial specialization of ti that args select: of those matching,
 * the one at least as specialized as all the others (none: ambiguous,
 * reported at use with a note per match), its arguments in *bargs (left as
 * they are without a match; NULL when out of memory). */
static const TemplateInfo *match_partial(HlslCtx *c, const TemplateInfo *ti, const TemplateArg *args,
                                         SrcLoc use, const TemplateArg **bargs, bool *ambiguous) {
  const TemplateInfo **m = arena_alloc(c->arena, sizeof(TemplateInfo *) * (ti->npartials + 1));
  TemplateArg **margs = arena_alloc(c->arena, sizeof(TemplateArg *) * (ti->npartials + 1));
  if (!m || !margs) {
    *bargs = NULL;
    return NULL;
  }
  uint32_t nm = 0;
  for (uint32_t i = 0; i < ti->npartials; i++) {
    const TemplateInfo *ps = ti->partials[i];
    TemplateArg *out = arena_alloc(c->arena, sizeof(TemplateArg) * (ps->nparams + 1));
    bool *bound = arena_alloc(c->arena, ps->nparams + 1);
    if (!out || !bound) {
      *bargs = NULL;
      return NULL;
    }
    if (!partial_matches(ps, args, ti->nparams, out, bound)) continue;
    m[nm] = ps;
    margs[nm++] = out;
  }
  for (uint32_t i = 0; i < nm; i++) {
    bool best = true;
    for (uint32_t j = 0; j < nm && best; j++) best = i == j || partial_at_least(m[i], m[j], ti->nparams);
    if (best) {
      *bargs = margs[i];
      return m[i];
    }
  }
  if (!nm) return NULL;
  *ambiguous = true;
  diag_report(c->diag, DIAG_ERROR, PE_TYPE, use, "ambiguous partial specializations of '%s'",
              hl_template_inst_name(c, (TemplateInfo *)ti, args));
  for (uint32_t i = 0; i < nm; i++) {
    StrBuf sb = sb_new(c->arena);
    for (uint32_t k = 0; k < m[i]->nparams; k++) {
      sb_printf(&sb, "%s%s = ", k ? ", " : "", m[i]->params[k].name);
      if (margs[i][k].type) sb_puts(&sb, hl_type_name(c, margs[i][k].type));
      else sb_printf(&sb, "%lld", (long long)margs[i][k].value);
    }
    diag_report(c->diag, DIAG_NOTE, PE_TYPE, m[i]->loc, "partial specialization matches [with %s]",
                sb.data ? sb.data : "");
    sb_free(&sb);
  }
  return NULL;
}

/* One instantiation the parser is in (arena-allocated: no stack per level). */
typedef struct TplFrame {
  const char *kind;      /* "template class", "function template specialization", ... */
  const char *name;      /* "N::S<float>" */
  SrcLoc use;            /* where it was needed */
  struct TplFrame *parent;
} TplFrame;

/* The notes after an error or warning inside instantiations: each one, innermost
 * first (of a long chain the five innermost and five outermost, as clang),
 * then the context outside them (sema's function template bodies). */
static void inst_chain(void *user) {
  HlslCtx *c = user;
  uint32_t n = 0;
  for (const TplFrame *f = c->tpl_frame; f; f = f->parent) n++;
  uint32_t i = 0;
  for (const TplFrame *f = c->tpl_frame; f; f = f->parent, i++) {
    if (n > 10 && i >= 5 && i < n - 5) {
      if (i == 5) {
        bool nc = c->diag->no_caret;
        c->diag->no_caret = true;
        diag_report(c->diag, DIAG_NOTE, PE_TYPE, f->use,
                    "(skipping %u contexts in backtrace; use -ftemplate-backtrace-limit=0 to see all)", n - 10);
        c->diag->no_caret = nc;
      }
      continue;
    }
    diag_report(c->diag, DIAG_NOTE, PE_TYPE, f->use, "in instantiation of %s '%s' requested here", f->kind, f->name);
  }
  if (c->tpl_ctx_saved) c->tpl_ctx_saved(c->tpl_ctx_saved_user);
}

/* A new slot at the end of ti's instance list (grown in the arena). */
static TemplateInst *tpl_new_inst(HlslCtx *c, TemplateInfo *ti) {
  if (ti->ninsts == ti->cinsts) {
    uint32_t nc = ti->cinsts ? ti->cinsts * 2 : 4;
    TemplateInst *ni = arena_alloc(c->arena, sizeof(TemplateInst) * nc);
    if (!ni) return NULL;
    if (ti->ninsts) memcpy(ni, ti->insts, sizeof(TemplateInst) * ti->ninsts);
    ti->insts = ni;
    ti->cinsts = nc;
  }
  return &ti->insts[ti->ninsts++];
}

/* Instantiate ti for args from its tokens, or (spec) define the explicit
 * specialization whose tokens (the declaration without `<args>`) are spec. */
static Decl *instantiate(HlslCtx *c, TemplateInfo *ti, const TemplateArg *args, SrcLoc use,
                         const Token *spec, uint32_t nspec) {
  Parser *p = c->tpl_parser;
  if (!p) return NULL;
  for (uint32_t i = 0; i < ti->ninsts; i++)
    if (targs_equal(ti->insts[i].args, args, ti->nparams)) {
      if (!spec) {
        if (ti->insts[i].sfinae) c->sfinae_why = ti->insts[i].sfinae;
        if (!ti->insts[i].decl && ti->is_struct) {
          /* S<args> named inside its own body while being instantiated (a
           * member returning S<N>): the struct being defined, visible under
           * its instance name from its '{' on */
          const char *in = hl_template_inst_name(c, ti, args);
          const char *qn = in ? qualify(p, ti->decl_ns, in) : NULL;
          Decl *self = qn ? lookup_type_exact(p, qn) : NULL;
          if (self && self->kind == D_STRUCT) return self;
        }
        return ti->insts[i].decl;
      }
      diag_report(c->diag, DIAG_ERROR, PE_TYPE, use, "explicit specialization of '%s' after instantiation",
                  hl_template_inst_name(c, ti, args));
      return NULL;
    }
  if (c->tpl_depth > TEMPLATE_DEPTH) { /* clang: more than that many nested */
    diag_report(c->diag, DIAG_ERROR, PE_DEPTH, use,
                "recursive template instantiation exceeded maximum depth of %d", TEMPLATE_DEPTH);
    return NULL;
  }
  const char *iname = hl_template_inst_name(c, ti, args);
  /* the body: a partial specialization matching args (its own parameters
   * bound to what they stand for), else the template's own */
  const TemplateInfo *body = ti;
  const TemplateArg *bargs = args;
  if (!spec && ti->npartials) {
    bool ambiguous = false;
    const TemplateInfo *pm = match_partial(c, ti, args, use, &bargs, &ambiguous);
    if (ambiguous) return NULL;
    if (pm) body = pm;
    if (!bargs) return NULL;
  }
  if (!spec && !body->ntoks) { /* declared, not yet defined: an incomplete struct for now (an
                                 * explicit specialization has its own tokens) */
    const char *qn = iname ? qualify(p, ti->decl_ns, iname) : NULL;
    Decl *d = qn ? new_decl(p, D_STRUCT, qn, use) : NULL;
    if (!d || !(d->st = pnew(p, sizeof(StructInfo)))) return NULL;
    d->st->name = qn;
    d->st->loc = ti->loc;
    d->st->forward = true;
    d->st->undefined_tpl = true;
    TemplateInst fi = {arena_dup(c->arena, args, sizeof(TemplateArg) * (ti->nparams + 1)), d, NULL};
    TemplateInst *slot = tpl_new_inst(c, ti);
    if (!slot) return NULL;
    *slot = fi;
    return d;
  }
  /* the tokens, integer parameters replaced by their values */
  VEC(Token) tv = {0};
  if (spec) { /* a specialization: its own tokens, nothing substituted */
    tv.data = arena_dup(c->arena, spec, sizeof(Token) * nspec);
    tv.len = tv.cap = nspec;
  }
  for (uint32_t i = 0; !spec && i < body->ntoks; i++) {
    Token t = body->toks[i];
    uint32_t k = body->nparams;
    if (t.kind == TK_IDENT)
      for (k = 0; k < body->nparams; k++)
        if (!body->params[k].is_type && !strcmp(body->params[k].name, t.text)) break;
    if (k < body->nparams) {
      int64_t v = bargs[k].value;
      Token n = t;
      n.kind = TK_INT;
      uint64_t mag = v < 0 ? (uint64_t)(-(v + 1)) + 1 : (uint64_t)v;
      n.int_suffix = 0;
      n.tparam = true;
      {
        const HType *pt = body->params[k].type; /* typed as the parameter (not a bool's) */
        n.tparam_sk = pt && pt->kind == T_SCALAR && hl_sk_is_int(pt->sk) ? (uint8_t)(pt->sk + 1) : 0;
      }
      char digits[24];
      n.len = (uint32_t)snprintf(digits, sizeof digits, "%llu", (unsigned long long)mag);
      n.text = tok_valued_text(c->arena, digits, n.len, mag);
      if (!n.text) return NULL;
      n.has_val = true;
      if (v < 0) {
        Token o = t, m = t, cl = t;
        o.kind = m.kind = cl.kind = TK_PUNCT;
        o.has_val = m.has_val = cl.has_val = false;
        o.text = "(", m.text = "-", cl.text = ")";
        o.len = m.len = cl.len = 1;
        vec_push(c->arena, &tv, o);
        vec_push(c->arena, &tv, m);
        vec_push(c->arena, &tv, n);
        vec_push(c->arena, &tv, cl);
      } else {
        vec_push(c->arena, &tv, n);
      }
    } else {
      vec_push(c->arena, &tv, t);
    }
  }
  if (!iname || !tv.data || c->arena->oom) return NULL;
  /* record the instance first: the body may name it again */
  TemplateInst *inst = tpl_new_inst(c, ti);
  if (!inst) return NULL;
  inst->args = arena_dup(c->arena, args, sizeof(TemplateArg) * (ti->nparams + 1));
  inst->decl = NULL;
  uint32_t inst_index = ti->ninsts - 1;
  /* parse them with the parameters bound */
  Parser saved = *p;
  p->toks = tv.data;
  p->ntoks = tv.len;
  p->pos = 0;
  p->panic = false;
  p->depth = 0;
  p->ns = body->ns;
  p->decl_ns = body->decl_ns;
  p->func_depth = 0;
  p->inst_of = NULL;
  p->inst_name = NULL;
  for (uint32_t k = 0; k < ti->nouter && !spec; k++) { /* an enclosing instance's T */
    if (!ti->outer_params[k].is_type || !ti->outer_args[k].type) continue;
    Decl *td = new_decl(p, D_TYPEDEF, ti->outer_params[k].name, ti->outer_params[k].loc);
    HType *st = td ? arena_dup(c->arena, ti->outer_args[k].type, sizeof(HType)) : NULL;
    if (!st) break;
    st->subst = true; /* printed as its argument, like the template's own parameters */
    td->type = td->base = st;
    add_type(p, td->name, td);
  }
  for (uint32_t k = 0; k < body->nparams && !spec; k++) {
    if (!body->params[k].is_type) continue;
    Decl *td = new_decl(p, D_TYPEDEF, body->params[k].name, body->params[k].loc);
    HType *st = td && bargs[k].type ? arena_dup(c->arena, bargs[k].type, sizeof(HType)) : NULL;
    if (!st) break;
    st->subst = true; /* T written in the instance: printed as its argument */
    td->type = td->base = st;
    add_type(p, td->name, td);
  }
  int errs = c->diag->errors;
  /* a function template's signature substitutes in a SFINAE context; a
   * struct instantiated meanwhile does not (its errors are errors) */
  DiagTrap *saved_trap = c->diag->trap;
  bool sfinae = !ti->is_struct && !spec && !saved_trap;
  if (sfinae) {
    c->sfinae.errors = 0;
    c->sfinae.first[0] = 0;
    c->diag->trap = &c->sfinae;
    p->sfinae_open = true;
  } else {
    c->diag->trap = NULL;
    p->sfinae_open = false;
  }
  /* clang's words for what is being instantiated: each error inside is
   * followed by the chain of instantiations (inst_chain) */
  const char *inst_kind = ti->is_alias ? "template type alias" : ti->is_struct ? "template class"
                                                                               : "function template specialization";
  TplFrame *frame = arena_alloc(c->arena, sizeof(TplFrame));
  if (!frame) return NULL;
  frame->kind = inst_kind;
  frame->name = qualify(p, ti->decl_ns, iname);
  frame->use = use;
  frame->parent = c->tpl_frame;
  if (!c->tpl_frame) {
    c->tpl_ctx_saved = c->diag->context;
    c->tpl_ctx_saved_user = c->diag->context_user;
    c->diag->context = inst_chain;
    c->diag->context_user = c;
  }
  c->tpl_frame = frame;
  TemplateInfo *saved_cur = c->tpl_cur;
  const TemplateArg *saved_cur_args = c->tpl_cur_args;
  c->tpl_cur = (TemplateInfo *)body; /* its member templates bind body's parameters */
  c->tpl_cur_args = body == ti ? inst->args : bargs;
  c->tpl_depth++;
  Decl *d = NULL;
  if (ti->is_alias) {
    /* using X = type; the instance is a typedef "X<args>" of that type */
    advance(p), advance(p), advance(p); /* using X = */
    uint64_t q = 0;
    HType *at = parse_type_arg(p, &q);
    if (at && (q & (Q_ROW_MAJOR | Q_COL_MAJOR))) at = orient(p, at, q);
    d = at ? new_decl(p, D_TYPEDEF, qualify(p, ti->decl_ns, iname), ti->loc) : NULL;
    if (d) d->type = d->base = at;
    if (d && !accept(p, ";")) d = NULL, perr(p, PE_EXPECTED, peek(p)->loc, "expected ';' after alias declaration");
  } else if (ti->is_struct) {
    p->inst_of = hl_unqualified(ti->name);
    p->inst_name = iname;
    uint64_t q = 0;
    Decl *sd = NULL;
    parse_type(p, &q, &sd);
    d = sd;
    if (d && d->st && !spec) { /* the AST prints it as a specialization of ti */
      d->st->tpl_of = ti;
      d->st->tpl_args = inst->args;
    }
    if (d) {
      if (c->tpl_in_sema) vec_push(c->arena, &c->tpl_pending, d);
      else vec_push(c->arena, &c->decls, d);
    }
  } else {
    AttrList attrs = {0};
    parse_attrs(p, &attrs);
    uint64_t q = 0;
    p->decl_begin = p->spec = peek(p)->loc;
    HType *ret = parse_type(p, &q, NULL);
    Token *n = peek(p);
    if (ret && n->kind == TK_IDENT) {
      advance(p);
      /* parsed under its plain name (an argument type like N::S must not
       * read as a qualified name), then named "f<args>" */
      if (at_punct(p, "(")) d = parse_function(p, q, ret, n, &attrs);
      if (d) d->name = ti->method_of ? arena_printf(c->arena, "%s%s", ti->decl_ns, iname)
                                     : qualify(p, ti->decl_ns, iname);
      if (d && !d->name) d = NULL;
      if (d && ti->method_of) { /* a member function of its struct */
        d->method_of = ti->method_of;
        if (ti->is_static) d->quals |= Q_STATIC;
        else if (!add_this_param(p, d, ti->method_of, n->loc)) d = NULL;
      }
      if (d && !spec) { /* the AST prints it as a specialization of ti */
        DeclRare *w = hl_decl_rare_w(p->c, d);
        w->tpl_of = ti;
        w->tpl_args = inst->args;
      }
      if (d && spec) { /* checked in declaration order, like any function */
        d->quals |= Q_STATIC;
        vec_push(c->arena, &c->decls, d);
      }
    }
  }
  c->tpl_depth--;
  c->tpl_cur = saved_cur;
  c->tpl_cur_args = saved_cur_args;
  c->diag->trap = saved_trap;
  c->tpl_frame = frame->parent;
  if (!c->tpl_frame) {
    c->diag->context = c->tpl_ctx_saved;
    c->diag->context_user = c->tpl_ctx_saved_user;
  }
  const char *sfinae_why = sfinae && c->sfinae.errors ? arena_strdup(c->arena, c->sfinae.first) : NULL;
  /* member types of a struct instance ("S<float>::T", "S<float>::Inner")
   * stay visible; the template parameters' names do not */
  size_t ilen = strlen(iname);
  uint32_t keep_from = saved.types.len, nkeep = 0;
  for (uint32_t i = keep_from; i < p->types.len; i++) {
    const char *tn = p->types.data[i].name;
    if (ti->is_struct && !strncmp(tn, iname, ilen) && tn[ilen] == ':' && tn[ilen + 1] == ':')
      p->types.data[keep_from + nkeep++] = p->types.data[i];
  }
  saved.types.data = p->types.data; /* the vector may have moved */
  saved.types.cap = p->types.cap;
  saved.types.len = keep_from + nkeep;
  if (p->type_names) p->type_names->stamp++; /* entries rewritten */
  uint32_t soft = p->soft_errors - saved.soft_errors; /* recovered from: the instance is whole */
  saved.soft_errors = p->soft_errors;
  *p = saved;
  if (sfinae_why) { /* not an error: the candidate is not viable */
    ti->insts[inst_index].decl = NULL;
    ti->insts[inst_index].sfinae = sfinae_why;
    c->sfinae_why = sfinae_why;
    return NULL;
  }
  if (c->diag->errors - (int)soft != errs || !d) { /* the errors were followed by inst_chain's notes */
    if (c->diag->errors == errs) {
      diag_report(c->diag, DIAG_ERROR, PE_TYPE, use, "cannot instantiate template '%s'", ti->name);
      diag_report(c->diag, DIAG_NOTE, PE_TYPE, use, "in instantiation of %s '%s' requested here", frame->kind,
                  frame->name);
    }
    return NULL;
  }
  ti->insts[inst_index].decl = d;
  return d;
}

Decl *hl_template_instantiate(HlslCtx *c, TemplateInfo *ti, const TemplateArg *args, SrcLoc use) {
  return instantiate(c, ti, args, use, NULL, 0);
}

/* partial-specialization := 'template' '<' tparams '>' 'struct' S '<' pattern '>' body ';'
 * pattern := ( tparam-name | targ ) ( ',' ( tparam-name | targ ) )*
 * (at 'struct'.) The instances of S whose arguments match the pattern are
 * made from this body, its parameters bound to the arguments they stand
 * for; each argument is one of its parameters or a concrete type or value
 * (a parameter inside a type, S<vector<T, 4> >, is not supported). */
static void parse_partial_specialization(Parser *p, Token *name, TemplateParam *ps, uint32_t nps) {
  uint32_t start = p->pos;
  TemplateInfo *prim = find_template(p, name->text, true);
  if (!prim) {
    perr(p, PE_TYPE, name->loc, "explicit specialization of non-template struct '%s'", name->text);
    return;
  }
  uint32_t lt = start + 2;
  p->pos = lt + 1;
  TemplateArg *pat = pnew(p, sizeof(TemplateArg) * (prim->nparams + 1));
  int32_t *pp = pnew(p, sizeof(int32_t) * (prim->nparams + 1));
  bool *used = pnew(p, nps + 1);
  if (!pat || !pp || !used) return;
  uint32_t n = 0;
  if (!at_punct(p, ">")) {
    do {
      if (n >= prim->nparams) {
        perr(p, PE_TYPE, peek(p)->loc, "too many template arguments for class template '%s'", name->text);
        return;
      }
      Token *a = peek(p);
      Token *after = peek_at(p, 1);
      pp[n] = -1;
      if (a->kind == TK_IDENT && (tok_punct(after, ",") || tok_punct(after, ">") || tok_punct(after, ">>")))
        for (uint32_t k = 0; k < nps; k++)
          if (!strcmp(ps[k].name, a->text)) pp[n] = (int32_t)k;
      if (pp[n] >= 0) {
        if (ps[pp[n]].is_type != prim->params[n].is_type) {
          perr(p, PE_TYPE, a->loc, ps[pp[n]].is_type ? "template argument for non-type template parameter must be an expression"
                                                      : "template argument for template type parameter must be a type");
          return;
        }
        used[pp[n]] = true;
        advance(p);
      } else {
        int depth = 0; /* a parameter inside the argument (S<vector<T, 4> >) */
        for (uint32_t i = p->pos; i < p->ntoks && p->toks[i].kind != TK_EOF; i++) {
          const Token *t = &p->toks[i];
          if (tok_punct(t, "<") || tok_punct(t, "(")) depth++;
          else if (tok_punct(t, ")")) depth--;
          else if (tok_punct(t, ">") || tok_punct(t, ">>")) {
            if ((depth -= t->text[1] ? 2 : 1) < 0) break;
          } else if ((tok_punct(t, ",") && depth == 0) || tok_punct(t, "{") || tok_punct(t, ";")) break;
          for (uint32_t k = 0; k < nps && t->kind == TK_IDENT; k++)
            if (!strcmp(ps[k].name, t->text)) {
              perr(p, PE_UNSUPPORTED, t->loc, "a partial specialization argument with a template parameter "
                                              "inside it is not supported");
              return;
            }
        }
        if (!parse_one_targ(p, prim->params[n].is_type, &pat[n])) return;
      }
      n++;
    } while (accept(p, ","));
  }
  if (!expect_close_angle(p)) return;
  if (n < prim->nparams) {
    perr(p, PE_TYPE, name->loc, "too few template arguments for class template '%s'", name->text);
    return;
  }
  uint32_t after = p->pos;
  if (!at_punct(p, "{")) {
    perr(p, PE_EXPECTED, peek(p)->loc, "expected '{' in struct specialization");
    return;
  }
  skip_balanced(p, "{", "}");
  uint32_t end = p->pos;
  expect(p, ";", "after struct specialization");
  for (uint32_t k = 0; k < nps; k++)
    if (!used[k]) { /* no instance can give it an argument: clang warns and drops it */
      diag_report(p->c->diag, DIAG_WARNING, PW_PARTIAL_SPEC, name->loc,
                  "class template partial specialization contains a template parameter that cannot be "
                  "deduced; this partial specialization will never be used");
      for (uint32_t j = k; j < nps; j++)
        if (!used[j])
          diag_report(p->c->diag, DIAG_NOTE, PW_PARTIAL_SPEC, ps[j].loc, "non-deducible template parameter '%s'",
                      ps[j].name);
      return;
    }
  for (uint32_t i = 0; i < prim->ninsts; i++) { /* made from the primary template already */
    bool match = prim->insts[i].decl != NULL;
    for (uint32_t j = 0; j < prim->nparams && match; j++)
      if (pp[j] < 0) match = !pat[j].type == !prim->insts[i].args[j].type &&
                             (pat[j].type ? hl_type_equal(pat[j].type, prim->insts[i].args[j].type)
                                          : pat[j].value == prim->insts[i].args[j].value);
    if (match) {
      perr(p, PE_TYPE, name->loc, "partial specialization of '%s' after instantiation of '%s'", name->text,
           hl_template_inst_name(p->c, prim, prim->insts[i].args));
      return;
    }
  }
  /* the declaration without its '<pattern>', then EOF */
  uint32_t nt = (lt - start) + (end - after) + 1;
  Token *toks = pnew(p, sizeof(Token) * nt);
  TemplateInfo *ti = pnew(p, sizeof(TemplateInfo));
  if (!toks || !ti) return;
  memcpy(toks, p->toks + start, sizeof(Token) * (lt - start));
  memcpy(toks + (lt - start), p->toks + after, sizeof(Token) * (end - after));
  toks[nt - 1] = p->toks[p->ntoks - 1];
  *ti = *prim;
  ti->params = ps;
  ti->nparams = nps;
  ti->toks = toks;
  ti->ntoks = nt;
  ti->loc = name->loc;
  ti->ns = p->ns;
  ti->decl_ns = p->decl_ns;
  ti->insts = NULL;
  ti->ninsts = ti->cinsts = 0;
  ti->partials = NULL;
  ti->npartials = 0;
  ti->pattern = pat;
  ti->pat_param = pp;
  TemplateInfo **np = pnew(p, sizeof(TemplateInfo *) * (prim->npartials + 1));
  if (!np) return;
  if (prim->npartials) memcpy(np, prim->partials, sizeof(TemplateInfo *) * prim->npartials);
  np[prim->npartials] = ti;
  prim->partials = np;
  prim->npartials++;
}

/* explicit-specialization := 'template' '<' '>' ( 'struct' S '<' targs '>' body ';'
 *                          | type f '<' targs '>' params body )
 * The instance of S (or f) for those arguments, defined here. */
static void parse_specialization(Parser *p, SrcLoc kw) {
  uint32_t start = p->pos;
  Token *t = peek(p);
  bool is_struct = tok_is(t, "struct") || tok_is(t, "class");
  uint32_t name_at = 0, lt = 0;
  if (is_struct) {
    name_at = p->pos + 1;
  } else {
    /* the name is the identifier right before the first '<' followed (after
     * the arguments) by '(' */
    for (uint32_t i = p->pos; i + 1 < p->ntoks && !tok_punct(&p->toks[i], "(") &&
                              !tok_punct(&p->toks[i], "{") && !tok_punct(&p->toks[i], ";"); i++)
      if (p->toks[i].kind == TK_IDENT && tok_punct(&p->toks[i + 1], "<") &&
          find_template(p, p->toks[i].text, false)) {
        name_at = i;
        break;
      }
  }
  Token *name = name_at ? &p->toks[name_at] : NULL;
  TemplateInfo *ti = name && name->kind == TK_IDENT ? find_template(p, name->text, is_struct) : NULL;
  if (!ti || !tok_punct(&p->toks[name_at + 1], "<")) {
    if (is_struct && name && name->kind == TK_IDENT)
      perr(p, PE_TYPE, name->loc, "explicit specialization of non-template struct '%s'", name->text);
    else
      perr(p, PE_TYPE, name ? name->loc : kw, "no function template matches this function template specialization");
    return;
  }
  p->pos = name_at + 2;
  lt = name_at + 1;
  TemplateArg *a = NULL;
  uint32_t n = 0;
  if (!parse_template_args(p, ti, &a, &n)) return;
  TemplateArg *full = complete_targs(p, ti, a, n, name->loc);
  if (!full) return;
  uint32_t after = p->pos; /* first token after '>' */
  if (is_struct) {
    if (!at_punct(p, "{")) {
      perr(p, PE_EXPECTED, peek(p)->loc, "expected '{' in struct specialization");
      return;
    }
    skip_balanced(p, "{", "}");
  } else {
    if (!at_punct(p, "(")) {
      perr(p, PE_EXPECTED, peek(p)->loc, "expected '(' after template arguments");
      return;
    }
    skip_balanced(p, "(", ")");
    while (!at_punct(p, "{") && !at_punct(p, ";") && peek(p)->kind != TK_EOF) advance(p);
    if (!at_punct(p, "{")) {
      perr(p, PE_UNSUPPORTED, peek(p)->loc, "expected a function body in the specialization");
      return;
    }
    skip_balanced(p, "{", "}");
  }
  uint32_t end = p->pos;
  if (is_struct) expect(p, ";", "after struct specialization");
  /* the declaration without its '<targs>', then EOF */
  uint32_t nt = (lt - start) + (end - after) + 1;
  Token *toks = pnew(p, sizeof(Token) * nt);
  if (!toks) return;
  memcpy(toks, p->toks + start, sizeof(Token) * (lt - start));
  memcpy(toks + (lt - start), p->toks + after, sizeof(Token) * (end - after));
  toks[nt - 1] = p->toks[p->ntoks - 1];
  instantiate(p->c, ti, full, name->loc, toks, nt); /* errors reported there */
}

/* `T S::x = init;` at file scope defines the static data member x declared
 * in struct S: the initializer goes to that declaration. */
static bool define_static_member(HlslCtx *c, Decl *d) {
  for (uint32_t i = c->decls.len; i-- > 0;) {
    Decl *m = c->decls.data[i];
    if (m->kind != D_VAR || !(m->quals & Q_STATIC) || strcmp(m->name, d->name) != 0) continue;
    if (m->init) return false; /* defined twice: sema reports the redefinition */
    m->init = d->init;
    return true;
  }
  return false;
}

/* top-level := attributes ( cbuffer | typedef | struct-def ';' | namespace-open
 *            | namespace-close | using | quals type ( function | var-declarators ) | ';' )* */
static void parse_toplevel(Parser *p) {
  HlslCtx *c = p->c;
  DeclVec tops = {0};
  while (peek(p)->kind != TK_EOF) {
    uint32_t start = p->pos;
    if (parse_pragma(p)) continue;
    AttrList attrs = {0};
    parse_attrs(p, &attrs);
    Token *t = peek(p);
    p->spec = t->loc;
    if (p->panic) {
      /* fall through to resync */
    } else if (tok_punct(t, ";")) {
      advance(p);
    } else if (tok_is(t, "technique") || tok_is(t, "Technique") || tok_is(t, "technique10") ||
               tok_is(t, "technique11")) {
      /* technique-block := technique ... '{' ... '}': effect passes, ignored */
      warn_effects(p, t->loc, "effect technique ignored - effect syntax is deprecated");
      while (!at_punct(p, "{") && peek(p)->kind != TK_EOF) advance(p);
      skip_balanced(p, "{", "}");
    } else if (skip_effect_object_decl(p)) {
      /* an effect object: ignored */
    } else if (tok_is(t, "cbuffer") || tok_is(t, "tbuffer")) {
      Decl *d = parse_cbuffer(p);
      if (d) vec_push(c->arena, &tops, d);
    } else if (tok_is(t, "typedef")) {
      parse_typedef(p, &tops);
    } else if (tok_is(t, "namespace")) {
      parse_namespace_open(p);
    } else if (tok_punct(t, "}") && p->ns_stack.len > 0) {
      parse_namespace_close(p);
    } else if (tok_is(t, "using")) {
      parse_using(p, &tops);
    } else if (tok_is(t, "template")) {
      parse_template_decl(p, NULL);
    } else if (is_static_assert(p)) {
      Decl *d = parse_static_assert(p);
      if (d) vec_push(c->arena, &tops, d);
    } else {
      uint64_t q = 0;
      Decl *sd = NULL;
      SrcLoc begin = peek(p)->loc;
      p->decl_begin = begin;
      HType *ty = parse_type(p, &q, &sd);
      p->decl_begin = begin; /* a struct defined in the type may have set it */
      if (ty) {
        if (sd) vec_push(c->arena, &tops, sd);
        anon_struct_outside(p, sd, begin);
        if ((sd || ty->kind == T_STRUCT) && accept(p, ";")) {
          /* struct definition (or declaration) only */
        } else {
          Token *n = peek(p);
          if (tok_punct(n, ";")) {
            diag_report(c->diag, DIAG_WARNING, PW_MISSING_DECL, begin, "declaration does not declare anything");
            advance(p);
          } else if (n->kind != TK_IDENT) {
            perr(p, PE_IDENT, n->loc, "expected unqualified-id");
          } else {
            advance(p);
            if (!strncmp(n->text, "operator", 8) && at_punct(p, "(")) {
              perr(p, PE_METHOD, n->loc, "overloading non-member '%s' is not allowed", n->text);
            } else if (at_punct(p, "(")) {
              if (sd && sd->kind == D_STRUCT) { /* clang: err_type_defined_in_result_type */
                if (sd->name && sd->name[0])
                  perr(p, PE_TYPE, sd->loc, "'%s' cannot be defined in the result type of a function", sd->name);
                else
                  perr(p, PE_TYPE, begin, "'(anonymous struct at %s:%u:%u)' cannot be defined in the result type of a function",
                       begin.file ? begin.file : "", begin.line, begin.col);
              }
              Decl *f = p->panic ? NULL : parse_function(p, q, ty, n, &attrs);
              if (f) vec_push(c->arena, &tops, f);
            } else {
              parse_var_declarators(p, q, ty, n, &attrs, &tops);
            }
          }
        }
      }
    }
    if (p->panic) {
      sync_stmt(p);
      if (p->pos == start) advance(p);
    }
    /* keep c->decls in sync: cbuffer bodies may push nested struct decls */
    for (uint32_t i = 0; i < tops.len; i++) {
      Decl *d = tops.data[i];
      if (d->kind == D_VAR && strstr(d->name, "::") && define_static_member(c, d)) continue;
      vec_push(c->arena, &c->decls, d);
    }
    tops.len = 0;
  }
}

/* qualified-name := [ '::' ] IDENT ( '::' IDENT )*
 * Glue each qualified name into one identifier token spelled "A::B::c" (at
 * the first token's position) so the rest of the parser sees qualified and
 * plain names alike; a leading "::" (file scope) is kept in the spelling. */
static bool is_stmt_keyword(const Token *t) {
  static const char *const kw[] = {"return", "case", "else", "do", "typedef", "using",
                                   "namespace", "struct", "class", "cbuffer", "tbuffer"};
  if (t->kind != TK_IDENT) return false;
  switch (t->text[0]) { /* the keywords' first letters: most names stop here */
  case 'r': case 'c': case 'e': case 'd': case 't': case 'u': case 'n': case 's': break;
  default: return false;
  }
  for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
    if (t->text[0] == kw[i][0] && !strcmp(t->text, kw[i])) return true;
  return false;
}

/* Operators a struct may overload (HLSL 2021): `operator` and these spell
 * one name, "operator+", "operator[]", "operator()". */
static bool is_overloadable_op(const char *s) {
  static const char *const ops[] = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                                    "<", ">", "<=", ">=", "==", "!=", "!", "~", "++", "--",
                                    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=",
                                    ">>=", "=", "&&", "||", ","};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (!strcmp(s, ops[i])) return true;
  return false;
}

/* Is toks[r] a "::"? */
static inline bool colons_tok(const Token *t) {
  return t->kind == TK_PUNCT && t->len == 2 && t->text[0] == ':' && t->text[1] == ':';
}
static inline bool colons_at(const Parser *p, uint32_t r) { return colons_tok(&p->toks[r]); }

/* Also sets p->has_pragmas: whether a token left is a __pragma_pack_matrix. */
static void merge_qualified_names(Parser *p) {
  uint32_t w = 0;
  for (uint32_t r = 0; r < p->ntoks;) {
    /* most tokens are neither a name nor `operator`, nor a name that neither
     * is `operator` nor has a "::" after it (most identifiers): they stay
     * as they are (moved down once something was merged) */
    uint32_t e = r;
    Token *const toks = p->toks; /* (locals: a Token store may alias p's fields) */
    const uint32_t n = p->ntoks;
    for (; e < n; e++) {
      const Token *t = &toks[e];
      if (t->kind == TK_IDENT) {
        if ((e + 1 < n && colons_tok(t + 1)) || tok_text_is(t, "operator")) break;
        if (t->len == 20 && tok_text_is(t, "__pragma_pack_matrix")) p->has_pragmas = true;
      } else if (colons_tok(t)) {
        break;
      }
      if (w != e) toks[w] = *t;
      w++;
    }
    if (e > r) {
      r = e;
      continue;
    }
    const Token *tr = &p->toks[r];
    Token t = *tr;
    if (t.kind == TK_IDENT && tok_text_is(&t, "operator") && r + 1 < p->ntoks &&
        p->toks[r + 1].kind == TK_PUNCT) {
      /* operator+ / operator[] / operator(): one identifier */
      const char *op = p->toks[r + 1].text;
      uint32_t used = 0;
      if ((!strcmp(op, "[") || !strcmp(op, "(")) && r + 2 < p->ntoks &&
          tok_punct(&p->toks[r + 2], op[0] == '[' ? "]" : ")"))
        used = 2;
      else if (is_overloadable_op(op))
        used = 1;
      if (used) {
        const char *text = arena_printf(p->c->arena, "operator%s%s", op,
                                        used == 2 ? (op[0] == '[' ? "]" : ")") : "");
        if (!text) return;
        t.text = text;
        t.len = (uint32_t)strlen(text);
        p->toks[w++] = t;
        r += 1 + used;
        continue;
      }
    }
    bool lead = tok_punct(&t, "::") && r + 1 < p->ntoks && p->toks[r + 1].kind == TK_IDENT;
    if ((t.kind == TK_IDENT && !is_stmt_keyword(&t)) || lead) {
      uint32_t e = lead ? r + 1 : r; /* last identifier of the name */
      /* X<T>::template Name: the keyword names a member template of a
       * dependent scope; the merged name keeps it as a flag */
      bool tkw = false;
      if (lead && !strcmp(p->toks[e].text, "template") && e + 1 < p->ntoks && p->toks[e + 1].kind == TK_IDENT)
        e++, tkw = true;
      for (;;) {
        if (e + 3 < p->ntoks && tok_punct(&p->toks[e + 1], "::") && p->toks[e + 2].kind == TK_IDENT &&
            !strcmp(p->toks[e + 2].text, "template") && p->toks[e + 3].kind == TK_IDENT)
          e += 3, tkw = true;
        else if (e + 2 < p->ntoks && tok_punct(&p->toks[e + 1], "::") && p->toks[e + 2].kind == TK_IDENT)
          e += 2;
        else
          break;
      }
      if (e != r) {
        StrBuf sb = sb_new(p->c->arena);
        for (uint32_t k = r; k <= e; k++)
          if (!(tkw && k > r && tok_punct(&p->toks[k - 1], "::") && !strcmp(p->toks[k].text, "template")))
            sb_puts(&sb, p->toks[k].text);
        t.template_kw = tkw;
        const char *text = sb.data ? sb.data : "";
        t.len = (uint32_t)strlen(text);
        text = tok_valued_text(p->c->arena, text, t.len, p->toks[e].loc.line == t.loc.line ? p->toks[e].loc.col : 0);
        sb_free(&sb);
        if (!text) return;
        t.kind = TK_IDENT;
        t.text = text;
        t.has_val = true;
        p->toks[w++] = t;
        r = e + 1;
        continue;
      }
    }
    if (t.kind == TK_IDENT && tok_text_is(&t, "__pragma_pack_matrix")) p->has_pragmas = true;
    if (w != r) p->toks[w] = t;
    w++, r++;
  }
  p->ntoks = w;
}

/* w, and with extra = 1 or 3 the vectors and matrices w1 .. w4x4 */
static void filter_add(uint64_t *f, const char *w, uint32_t extra) {
  size_t n = strlen(w);
  if (n + extra >= 64 || !n) return;
  f[(unsigned char)w[0] & 127] |= 1ull << (n + extra);
  if (!extra) f[128 + ((unsigned char)w[n - 1] & 127)] |= 1ull << n;
  else
    for (char d = '1'; d <= '4'; d++) f[128 + d] |= 1ull << (n + extra);
}

/* p->word_filter from every word name_class can find (see maybe_word). */
static void build_word_filter(Parser *p) {
  uint64_t *f = arena_alloc(p->c->arena, sizeof(uint64_t) * 256);
  p->word_filter = f;
  if (!f) return;
#define FILTER_ALL(arr, field) \
  for (size_t i = 0; i < sizeof(arr) / sizeof(arr[0]); i++) filter_add(f, arr[i] field, 0)
  FILTER_ALL(qual_table, .word);
  FILTER_ALL(qual_words, );
  FILTER_ALL(type_keywords, );
  FILTER_ALL(res_names, .name);
  FILTER_ALL(effect_object_names, );
#undef FILTER_ALL
  for (size_t i = 0; i < sizeof(base_names) / sizeof(base_names[0]); i++) {
    filter_add(f, base_names[i].name, 0); /* float */
    filter_add(f, base_names[i].name, 1); /* float4 */
    filter_add(f, base_names[i].name, 3); /* float4x4 */
  }
  static const char *const more[] = {"PointStream", "LineStream", "TriangleStream", "InputPatch",
                                     "OutputPatch", "RayQuery", "precise", "sample", "globallycoherent",
                                     "center", "indices", "vertices", "primitives", "payload"};
  for (size_t i = 0; i < sizeof more / sizeof more[0]; i++) filter_add(f, more[i], 0);
  for (uint32_t i = 0; hl_node_name_at(i); i++) filter_add(f, hl_node_name_at(i), 0);
  for (uint32_t k = 0; k < SO_COUNT; k++) filter_add(f, hl_subobject_info((HlSubobjKind)k)->name, 0);
}

/* DXC's implicit namespace dx: always there (`using namespace dx;` is
 * valid for every target), holding the SM 6.9 class dx::HitObject and the
 * function dx::MaybeReorderThread (sema_rt.c). */
static void declare_dx_namespace(Parser *p) {
  HlslCtx *c = p->c;
  bool known = false;
  for (uint32_t i = 0; i < c->namespaces.len && !known; i++) known = !strcmp(c->namespaces.data[i], "dx::");
  if (!known) vec_push(c->arena, &c->namespaces, "dx::");
  HType *ho = hl_hitobject_type(c);
  if (ho->kind != T_STRUCT) return;
  Decl *d = new_decl(p, D_STRUCT, "dx::HitObject", srcloc_none());
  if (!d) return;
  d->st = ho->st;
  d->type = ho;
  add_type(p, "dx::HitObject", d);
}

/* A token list of its own holding one end of file (NULL: out of memory). */
static Token *eof_tokens(HlslCtx *c) {
  static const Token eof = {.kind = TK_EOF, .text = ""};
  return arena_dup(c->arena, &eof, sizeof eof);
}

bool hl_parse_drop_tokens(HlslCtx *c) {
  Parser *p = c->tpl_parser;
  Token *t = p ? eof_tokens(c) : NULL;
  if (!t) return false;
  p->toks = t; /* instances parse copies of their own tokens */
  p->ntoks = 1;
  p->pos = 0;
  return true;
}

bool hl_parse(HlslCtx *c, TokenList *toks) {
  /* kept in the arena: sema instantiates templates with it (c->tpl_parser) */
  Parser *pp = arena_alloc(c->arena, sizeof(Parser));
  if (!pp) return false;
  c->tpl_parser = pp;
  Parser p = {0};
  p.c = c;
  p.type_names = arena_alloc(c->arena, sizeof(TypeNameSet));
  if (!toks || toks->len == 0) {
    /* an empty input still needs an EOF token */
    p.toks = eof_tokens(c);
    p.ntoks = 1;
  } else {
    p.toks = toks->data; /* the caller's: split and merged in place */
    p.ntoks = toks->len;
  }
  if (!p.toks) return false;
  /* about one distinct name per 16 tokens in real headers: a small shader
   * does not pay for clearing a big table, and a generated one with tens of
   * thousands of names does not recompute them on every use (a table capped
   * at 4096 slots did) */
  uint32_t ncache = 64;
  while (ncache < (1u << 18) && ncache * 16 < p.ntoks) ncache *= 2;
  p.names = arena_alloc(c->arena, sizeof(NameClass) * ncache);
  p.names_mask = ncache - 1;
  build_word_filter(&p);
  if (p.toks[p.ntoks - 1].kind != TK_EOF) p.toks[p.ntoks - 1].kind = TK_EOF; /* defensive */
  int before = c->diag->errors;
  p.pack_row_major = c->opt && c->opt->default_row_major;
  p.ns = p.decl_ns = "";
  merge_qualified_names(&p);
  *pp = p;
  declare_dx_namespace(pp);
  parse_toplevel(pp);
  if (pp->ns_stack.len) perr(pp, PE_EXPECTED, peek(pp)->loc, "expected '}' at end of namespace");
  return c->diag->errors - (int)pp->soft_errors == before && !c->arena->oom;
}
