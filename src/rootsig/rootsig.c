/* rootsig.c - tokenizer and parser of the HLSL root-signature language
 * (grammar in rootsig.h), producing an RsDesc (src/container/rts0.h).
 *
 * Both follow DXC's HLSLRootSignature.cpp token for token, so the same text
 * is accepted, gives the same root signature and fails with the same
 * message: only spaces are skipped (a tab or newline is a token of its own,
 * and an unexpected one); a character that starts no token swallows the
 * rest of the text (up to 127 bytes) into one unknown token; numbers are
 * read like atoll/strtod (u32, i32 when negative, float with '.', 'e' or a
 * trailing 'f'); registers are t/s/u/b followed by a digit; the first error
 * ends parsing. Everything is parsed at the latest version DXC knows and
 * then given the requested version (ConvertRootSignature): to 1.0 the
 * flags become the volatile ones D3D12 implies. */
#include "rootsig.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- tokens ------------------------------------------------------------- */

typedef enum Tk {
  T_UNKNOWN, T_EOL, T_COMMA, T_LPAREN, T_RPAREN, T_OR, T_EQ,
  T_I32, T_U32, T_FLOAT, T_TREG, T_SREG, T_UREG, T_BREG,
  /* keywords */
  K_numDescriptors, K_unbounded, K_space, K_offset, K_DESCRIPTOR_RANGE_OFFSET_APPEND,
  K_RootConstants, K_num32BitConstants, K_Sampler, K_StaticSampler, K_CBV, K_SRV, K_UAV,
  K_DescriptorTable, K_flags, K_DESCRIPTORS_VOLATILE, K_DATA_VOLATILE, K_DATA_STATIC,
  K_DATA_STATIC_WHILE_SET_AT_EXECUTE, K_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS,
  K_visibility, K_RootFlags, K_filter, K_addressU, K_addressV, K_addressW, K_mipLODBias,
  K_maxAnisotropy, K_comparisonFunc, K_borderColor, K_minLOD, K_maxLOD,
  K_VIS,        /* SHADER_VISIBILITY_*: value = visibility */
  K_ROOTFLAG,   /* a root signature flag: value = bit */
  K_FILTER,     /* FILTER_*: value = D3D12_FILTER */
  K_ADDRESS,    /* TEXTURE_ADDRESS_*: value = mode */
  K_COMPARISON, /* COMPARISON_*: value = function */
  K_BORDER,     /* STATIC_BORDER_COLOR_*: value = color */
  K_SAMPLERFLAG,/* UINT_BORDER_COLOR, NON_NORMALIZED_COORDINATES (1.2): value = bit */
} Tk;

enum { TOKEN_MAX = 127 }; /* DXC's kMaxTokenLength */

typedef struct Tok {
  Tk type;
  uint32_t u;             /* numbers, registers, keyword values (floats as bits) */
  /* the spelling, for messages: a number may add a sign, '.', 'e', an
   * exponent sign and 'f' past the limit (DXC's buffer overflows there) */
  char s[TOKEN_MAX + 8];
} Tok;

typedef struct Kw {
  const char *name;
  Tk type;
  uint32_t value;
} Kw;

static const Kw keywords[] = {
    {"numDescriptors", K_numDescriptors, 0}, {"unbounded", K_unbounded, 0},
    {"space", K_space, 0}, {"offset", K_offset, 0},
    {"DESCRIPTOR_RANGE_OFFSET_APPEND", K_DESCRIPTOR_RANGE_OFFSET_APPEND, 0},
    {"RootConstants", K_RootConstants, 0}, {"num32BitConstants", K_num32BitConstants, 0},
    {"Sampler", K_Sampler, 0}, {"StaticSampler", K_StaticSampler, 0}, {"CBV", K_CBV, 0},
    {"SRV", K_SRV, 0}, {"UAV", K_UAV, 0}, {"DescriptorTable", K_DescriptorTable, 0},
    {"flags", K_flags, 0}, {"DESCRIPTORS_VOLATILE", K_DESCRIPTORS_VOLATILE, 0},
    {"DATA_VOLATILE", K_DATA_VOLATILE, 0}, {"DATA_STATIC", K_DATA_STATIC, 0},
    {"DATA_STATIC_WHILE_SET_AT_EXECUTE", K_DATA_STATIC_WHILE_SET_AT_EXECUTE, 0},
    {"DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS", K_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS, 0},
    {"visibility", K_visibility, 0}, {"RootFlags", K_RootFlags, 0}, {"filter", K_filter, 0},
    {"addressU", K_addressU, 0}, {"addressV", K_addressV, 0}, {"addressW", K_addressW, 0},
    {"mipLODBias", K_mipLODBias, 0}, {"maxAnisotropy", K_maxAnisotropy, 0},
    {"comparisonFunc", K_comparisonFunc, 0}, {"borderColor", K_borderColor, 0},
    {"minLOD", K_minLOD, 0}, {"maxLOD", K_maxLOD, 0},
    {"UINT_BORDER_COLOR", K_SAMPLERFLAG, 0x1}, {"NON_NORMALIZED_COORDINATES", K_SAMPLERFLAG, 0x2},
};

/* Case-insensitive equality; the first byte decides most of the table
 * (letters compare equal with bit 5 set on both sides). */
static bool kw_eq(const char *buf, const char *name) {
  return (buf[0] | 0x20) == (name[0] | 0x20) && !strcasecmp(buf, name);
}

/* Keyword of buf (case-insensitive), from the fixed table above and the
 * value tables of rts0.c. */
static bool tk_keyword(const char *buf, Tok *t) {
  for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
    if (kw_eq(buf, keywords[i].name)) {
      t->type = keywords[i].type;
      t->u = keywords[i].value;
      return true;
    }
  for (const RsFlagName *f = rts0_root_flag_names; f->name; f++)
    if (kw_eq(buf, f->name)) {
      t->type = K_ROOTFLAG;
      t->u = f->bit;
      return true;
    }
  static const struct { const char *(*name)(uint32_t); Tk type; uint32_t n; } enums[] = {
      {rts0_visibility_name, K_VIS, RS_VIS_MAX + 1}, {rts0_address_name, K_ADDRESS, 6},
      {rts0_comparison_name, K_COMPARISON, 9}, {rts0_border_name, K_BORDER, 5},
  };
  for (const RsFlagName *f = rts0_filter_names; f->name; f++)
    if (kw_eq(buf, f->name)) {
      t->type = K_FILTER;
      t->u = f->bit;
      return true;
    }
  for (size_t k = 0; k < sizeof enums / sizeof enums[0]; k++)
    for (uint32_t v = 0; v < enums[k].n; v++) {
      const char *n = enums[k].name(v);
      if (n && kw_eq(buf, n)) {
        t->type = enums[k].type;
        t->u = v;
        return true;
      }
    }
  return false;
}

typedef struct Lexer {
  const char *pos, *end;
  Tok cur;        /* the next token (PeekToken) */
} Lexer;

static bool is_sep(char c) {
  return c == ',' || c == '=' || c == '|' || c == '(' || c == ')' || c == ' ' || c == '\t' || c == '\n';
}
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* atoll as DXC's _atoi64: sign and leading digits, saturating. */
static long long to_ll(const char *s) {
  errno = 0;
  long long v = strtoll(s, NULL, 10);
  return v;
}

static bool to_u32(const char *s, uint32_t *n) {
  if (!s[0]) return false;
  long long v = to_ll(s);
  if (v > (long long)UINT32_MAX || v < 0) return false;
  *n = (uint32_t)v;
  return true;
}

static bool to_i32(const char *s, int32_t *n) {
  if (!s[0]) return false;
  long long v = to_ll(s);
  if (v > INT32_MAX || v < INT32_MIN) return false;
  *n = (int32_t)v;
  return true;
}

static bool to_float(const char *s, float *f) {
  if (!s[0]) return false;
  errno = 0;
  double v = strtod(s, NULL);
  if (errno == ERANGE || v > FLT_MAX || v < -FLT_MAX) return false;
  *f = (float)v;
  return true;
}

/* RootSignatureTokenizer::ReadNextToken */
static void lex_next(Lexer *L) {
  Tok *t = &L->cur;
  char *b = t->s;
  uint32_t n = 0;
  bool is_float = false;
  while (L->pos < L->end && *L->pos == ' ') L->pos++;
#define CH() (L->pos == L->end ? '\0' : *L->pos)
  char ch = CH();
  if (is_sep(ch)) {
    b[n++] = *L->pos++;
  } else if (is_digit(ch) || ch == '+' || ch == '-' || ch == '.') {
    if (ch == '+' || ch == '-') {
      b[n++] = *L->pos++;
      ch = CH();
    }
    bool digit = false;
    while (is_digit(ch) && n < TOKEN_MAX) {
      b[n++] = *L->pos++;
      ch = CH();
      digit = true;
    }
    if (ch == '.') {
      is_float = true;
      b[n++] = *L->pos++;
      ch = CH();
      if (!digit && !is_digit(ch)) goto unknown;
      while (is_digit(ch) && n < TOKEN_MAX) {
        b[n++] = *L->pos++;
        ch = CH();
        digit = true;
      }
    }
    if (!digit) goto unknown;
    if (ch == 'e' || ch == 'E') {
      is_float = true;
      b[n++] = *L->pos++;
      ch = CH();
      if (ch == '+' || ch == '-') {
        b[n++] = *L->pos++;
        ch = CH();
      }
      if (!is_digit(ch)) goto unknown;
      while (is_digit(ch) && n < TOKEN_MAX) {
        b[n++] = *L->pos++;
        ch = CH();
      }
    }
    if (ch == 'f' || ch == 'F') {
      is_float = true;
      b[n++] = *L->pos++;
    }
  } else if (is_alpha(ch) || ch == '_') {
    while ((is_alpha(ch) || ch == '_' || is_digit(ch)) && n < TOKEN_MAX) {
      b[n++] = *L->pos++;
      ch = CH();
    }
  } else {
    /* anything else: the rest of the text, as one token */
    while (L->pos < L->end && n < TOKEN_MAX) b[n++] = *L->pos++;
  }
#undef CH
  b[n] = '\0';
  t->u = 0;
  switch (b[0]) {
  case '\0': t->type = T_EOL; return;
  case ',': t->type = T_COMMA; return;
  case '(': t->type = T_LPAREN; return;
  case ')': t->type = T_RPAREN; return;
  case '=': t->type = T_EQ; return;
  case '|': t->type = T_OR; return;
  default: break;
  }
  char c = b[0];
  if (is_digit(c) || c == '+' || c == '-' || c == '.') {
    if (is_float) {
      float f;
      if (to_float(b, &f)) {
        t->type = T_FLOAT;
        memcpy(&t->u, &f, 4);
        return;
      }
    } else if (c == '-') {
      int32_t v;
      if (to_i32(b, &v)) {
        t->type = T_I32;
        t->u = (uint32_t)v;
        return;
      }
    } else if (to_u32(b, &t->u)) {
      t->type = T_U32;
      return;
    }
    goto unknown;
  }
  if (is_digit(b[1]) && (c == 't' || c == 's' || c == 'u' || c == 'b') && to_u32(b + 1, &t->u)) {
    t->type = c == 't' ? T_TREG : c == 's' ? T_SREG : c == 'u' ? T_UREG : T_BREG;
    return;
  }
  if (tk_keyword(b, t)) return;
unknown:
  b[n] = '\0';
  t->type = T_UNKNOWN;
  t->u = 0;
}

/* ---- parser ------------------------------------------------------------- */

typedef struct Parser {
  Lexer L;
  uint32_t version;      /* requested RS_VERSION_* */
  uint32_t cflags;       /* RS_COMPILE_* */
  Arena *a;
  StrBuf *msg;
  bool failed;
} Parser;

static bool perr(Parser *P, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool perr(Parser *P, const char *fmt, ...) {
  if (!P->failed) {
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(P->msg, fmt, ap);
    va_end(ap);
  }
  P->failed = true;
  return false;
}

static const Tok *peek(Parser *P) { return &P->L.cur; }

static void get(Parser *P, Tok *out) {
  *out = P->L.cur;
  lex_next(&P->L);
}

/* GetAndMatchToken */
static bool expect(Parser *P, Tk type, Tok *out) {
  Tok t;
  get(P, &t);
  if (out) *out = t;
  if (t.type != type) return perr(P, "Unexpected token '%s'", t.s);
  return true;
}

/* MarkParameter */
static bool mark(Parser *P, bool *seen, const char *name) {
  if (*seen) return perr(P, "Parameter '%s' can be specified only once", name);
  *seen = true;
  return true;
}

/* After an argument: ',' continues, ')' ends the element. */
static bool arg_sep(Parser *P, bool *done) {
  Tok t;
  get(P, &t);
  if (t.type == T_RPAREN) {
    *done = true;
    return true;
  }
  if (t.type != T_COMMA) return perr(P, "Unexpected token '%s'", t.s);
  return true;
}

/* reg: bN | tN | uN | sN, of the class `want` */
static bool p_register(Parser *P, Tk want, uint32_t *reg) {
  const Tok *pk = peek(P);
  Tok t;
  if (pk->type != T_BREG && pk->type != T_TREG && pk->type != T_UREG && pk->type != T_SREG)
    return perr(P, "Expected a register token (CBV, SRV, UAV, Sampler), found: '%s'", pk->s);
  get(P, &t);
  if (t.type != want) {
    switch (want) {
    case T_BREG: return perr(P, "Incorrect register type '%s' in CBV (expected b#)", t.s);
    case T_TREG: return perr(P, "Incorrect register type '%s' in SRV (expected t#)", t.s);
    case T_UREG: return perr(P, "Incorrect register type '%s' in UAV (expected u#)", t.s);
    default: return perr(P, "Incorrect register type '%s' in Sampler/StaticSampler (expected s#)", t.s);
    }
  }
  *reg = t.u;
  return true;
}

/* 'space' '=' N */
static bool p_space(Parser *P, uint32_t *space) {
  Tok t;
  if (!expect(P, K_space, NULL) || !expect(P, T_EQ, NULL) || !expect(P, T_U32, &t)) return false;
  *space = t.u;
  return true;
}

/* 'visibility' '=' SHADER_VISIBILITY_* */
static bool p_visibility(Parser *P, uint32_t *vis) {
  Tok t;
  if (!expect(P, K_visibility, NULL) || !expect(P, T_EQ, NULL)) return false;
  get(P, &t);
  if (t.type != K_VIS) return perr(P, "Unexpected visibility value: '%s'.", t.s);
  *vis = t.u;
  return true;
}

/* KEYWORD '=' N */
static bool p_uint_arg(Parser *P, Tk kw, uint32_t *v) {
  Tok t;
  if (!expect(P, kw, NULL) || !expect(P, T_EQ, NULL) || !expect(P, T_U32, &t)) return false;
  *v = t.u;
  return true;
}

/* A float: N, -N or F (ParseFloat). */
static bool p_float(Parser *P, uint32_t *bits) {
  Tok t;
  get(P, &t);
  float f;
  if (t.type == T_U32) f = (float)t.u;
  else if (t.type == T_I32) f = (float)(int32_t)t.u;
  else if (t.type == T_FLOAT) {
    *bits = t.u;
    return true;
  } else {
    return perr(P, "Expected float, found token '%s'", t.s);
  }
  memcpy(bits, &f, 4);
  return true;
}

/* The flags of a root descriptor / range / static sampler:
 *   flags '=' (0 | FLAG ('|' FLAG)*)
 * `ok_types` maps token types to bits: a flag keyword of another kind is
 * "Expected a <what> flag value". */
typedef struct FlagSpec {
  const char *what;           /* "root descriptor", "descriptor range", "static sampler" */
  const char *what_cap;       /* "Root descriptor", ... */
  uint32_t (*bit)(const Tok *t); /* bit of the token, 0 when not a flag here */
} FlagSpec;

static uint32_t bit_descriptor(const Tok *t) {
  switch (t->type) {
  case K_DATA_VOLATILE: return RS_DATA_VOLATILE;
  case K_DATA_STATIC: return RS_DATA_STATIC;
  case K_DATA_STATIC_WHILE_SET_AT_EXECUTE: return RS_DATA_STATIC_WHILE_SET_AT_EXECUTE;
  default: return 0;
  }
}

static uint32_t bit_range(const Tok *t) {
  switch (t->type) {
  case K_DESCRIPTORS_VOLATILE: return RS_DESCRIPTORS_VOLATILE;
  case K_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS: return RS_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS;
  default: return bit_descriptor(t);
  }
}

static uint32_t bit_sampler(const Tok *t) { return t->type == K_SAMPLERFLAG ? t->u : 0; }

static bool p_flags(Parser *P, const FlagSpec *fs, uint32_t *flags) {
  if (!expect(P, K_flags, NULL) || !expect(P, T_EQ, NULL)) return false;
  *flags = 0;
  if (peek(P)->type == T_U32) {
    Tok t;
    get(P, &t);
    if (t.u != 0)
      return perr(P, "%s flag values can only be 0 or flag enum values, found: '%s'", fs->what_cap, t.s);
    return true;
  }
  for (;;) {
    Tok t;
    get(P, &t);
    uint32_t bit = fs->bit(&t);
    if (!bit) return perr(P, "Expected a %s flag value, found: '%s'", fs->what, t.s);
    *flags |= bit;
    Tk nx = peek(P)->type;
    if (nx == T_RPAREN || nx == T_COMMA) return true;
    if (!expect(P, T_OR, NULL)) return false;
  }
}

/* RootFlags '(' (0 | FLAG ('|' FLAG)*) ')' */
static bool p_root_flags(Parser *P, uint32_t *flags) {
  if (!expect(P, K_RootFlags, NULL) || !expect(P, T_LPAREN, NULL)) return false;
  *flags = 0;
  if (peek(P)->type == T_U32) {
    Tok t;
    get(P, &t);
    if (t.u != 0)
      return perr(P, "Root signature flag values can only be 0 or flag enum values, found: '%s'", t.s);
  } else {
    for (;;) {
      Tok t;
      get(P, &t);
      if (t.type != K_ROOTFLAG)
        return perr(P, "Expected a root signature flag value, found: '%s'", t.s);
      if (t.u == 0x80 && (P->cflags & RS_COMPILE_GLOBAL))
        return perr(P, "LOCAL_ROOT_SIGNATURE flag used in global root signature");
      *flags |= t.u;
      if (peek(P)->type == T_RPAREN) break;
      if (!expect(P, T_OR, NULL)) return false;
    }
  }
  return expect(P, T_RPAREN, NULL);
}

/* RootConstants(num32BitConstants = N, bN [, space = N] [, visibility = V]) */
static bool p_root_constants(Parser *P, RsParam *p) {
  memset(p, 0, sizeof *p);
  p->type = RS_PARAM_CONSTANTS;
  bool s_num = false, s_reg = false, s_space = false, s_vis = false, done = false;
  if (!expect(P, K_RootConstants, NULL) || !expect(P, T_LPAREN, NULL)) return false;
  while (!done) {
    const Tok *t = peek(P);
    bool ok;
    switch (t->type) {
    case K_num32BitConstants:
      ok = mark(P, &s_num, "num32BitConstants") && p_uint_arg(P, K_num32BitConstants, &p->w[2]);
      break;
    case T_BREG:
      ok = mark(P, &s_reg, "cbuffer register b#") && p_register(P, T_BREG, &p->w[0]);
      break;
    case K_space: ok = mark(P, &s_space, "space") && p_space(P, &p->w[1]); break;
    case K_visibility: ok = mark(P, &s_vis, "visibility") && p_visibility(P, &p->visibility); break;
    default: ok = perr(P, "Unexpected token '%s'", t->s); break;
    }
    if (!ok || !arg_sep(P, &done)) return false;
  }
  if (!s_num) return perr(P, "num32BitConstants must be defined for each RootConstants");
  if (!s_reg) return perr(P, "Constant buffer register b# must be defined for each RootConstants");
  return true;
}

static const FlagSpec descriptor_flags = {"root descriptor", "Root descriptor", bit_descriptor};
static const FlagSpec range_flags = {"descriptor range", "Descriptor range", bit_range};
static const FlagSpec sampler_flags = {"static sampler", "Static sampler", bit_sampler};

/* CBV(bN ...) / SRV(tN ...) / UAV(uN ...) as a root parameter:
 *   reg [, space = N] [, visibility = V] [, flags = F] */
static bool p_root_descriptor(Parser *P, Tk kw, Tk reg, uint32_t type, RsParam *p) {
  memset(p, 0, sizeof *p);
  p->type = type;
  bool s_reg = false, s_flags = false, s_space = false, s_vis = false, done = false;
  if (!expect(P, kw, NULL) || !expect(P, T_LPAREN, NULL)) return false;
  while (!done) {
    const Tok *t = peek(P);
    bool ok;
    switch (t->type) {
    case T_BREG: case T_TREG: case T_UREG:
      ok = mark(P, &s_reg, "shader register") && p_register(P, reg, &p->w[0]);
      break;
    case K_flags:
      ok = mark(P, &s_flags, "flags");
      if (ok && P->version == RS_VERSION_1_0)
        ok = perr(P, "Root descriptor flags cannot be specified for root_sig_1_0");
      ok = ok && p_flags(P, &descriptor_flags, &p->w[2]);
      break;
    case K_space: ok = mark(P, &s_space, "space") && p_space(P, &p->w[1]); break;
    case K_visibility: ok = mark(P, &s_vis, "visibility") && p_visibility(P, &p->visibility); break;
    default: ok = perr(P, "Unexpected token '%s'", t->s); break;
    }
    if (!ok || !arg_sep(P, &done)) return false;
  }
  if (!s_reg) return perr(P, "shader register must be defined for each CBV/SRV/UAV");
  return true;
}

/* A range of a descriptor table:
 *   reg [, numDescriptors = N|unbounded] [, space = N] [, offset = N|APPEND] [, flags = F] */
static bool p_range(Parser *P, Tk kw, Tk reg, uint32_t type, RsRange *g) {
  memset(g, 0, sizeof *g);
  g->type = type;
  g->count = 1;
  g->offset = RS_OFFSET_APPEND;
  bool s_reg = false, s_num = false, s_space = false, s_flags = false, s_off = false, done = false;
  if (!expect(P, kw, NULL) || !expect(P, T_LPAREN, NULL)) return false;
  while (!done) {
    const Tok *t = peek(P);
    bool ok;
    Tok v;
    switch (t->type) {
    case T_BREG: case T_TREG: case T_UREG: case T_SREG:
      ok = mark(P, &s_reg, "shader register") && p_register(P, reg, &g->base);
      break;
    case K_numDescriptors:
      ok = mark(P, &s_num, "numDescriptors") && expect(P, K_numDescriptors, NULL) && expect(P, T_EQ, NULL);
      if (ok && peek(P)->type == K_unbounded) {
        get(P, &v);
        g->count = RS_UNBOUNDED;
      } else if (ok && (ok = expect(P, T_U32, &v))) {
        g->count = v.u;
      }
      break;
    case K_space: ok = mark(P, &s_space, "space") && p_space(P, &g->space); break;
    case K_flags:
      ok = mark(P, &s_flags, "flags");
      if (ok && P->version == RS_VERSION_1_0)
        ok = perr(P, "Descriptor range flags cannot be specified for root_sig_1_0");
      ok = ok && p_flags(P, &range_flags, &g->flags);
      break;
    case K_offset:
      ok = mark(P, &s_off, "offset") && expect(P, K_offset, NULL) && expect(P, T_EQ, NULL);
      if (ok && peek(P)->type == K_DESCRIPTOR_RANGE_OFFSET_APPEND) {
        get(P, &v);
        g->offset = RS_OFFSET_APPEND;
      } else if (ok && (ok = expect(P, T_U32, &v))) {
        g->offset = v.u;
      }
      break;
    default: ok = perr(P, "Unexpected token '%s'", t->s); break;
    }
    if (!ok || !arg_sep(P, &done)) return false;
  }
  if (!s_reg) return perr(P, "shader register must be defined for each CBV/SRV/UAV");
  return true;
}

/* Growable array of ranges / parameters / samplers in the arena. */
static void *grow(Arena *a, void *data, uint32_t n, uint32_t *cap, size_t elem) {
  if (n < *cap) return data;
  uint32_t nc = *cap ? *cap * 2 : 4;
  void *nd = arena_alloc(a, elem * nc);
  if (!nd) return NULL;
  if (n) memcpy(nd, data, elem * n);
  *cap = nc;
  return nd;
}

/* DescriptorTable(Range (, Range)* [, visibility = V]) */
static bool p_table(Parser *P, RsParam *p) {
  memset(p, 0, sizeof *p);
  p->type = RS_PARAM_TABLE;
  bool s_vis = false, done = false;
  uint32_t cap = 0;
  if (!expect(P, K_DescriptorTable, NULL) || !expect(P, T_LPAREN, NULL)) return false;
  while (!done) {
    const Tok *t = peek(P);
    bool ok = true;
    Tk kw = t->type, reg = T_UNKNOWN;
    uint32_t type = 0;
    switch (kw) {
    case K_CBV: reg = T_BREG; type = RS_RANGE_CBV; break;
    case K_SRV: reg = T_TREG; type = RS_RANGE_SRV; break;
    case K_UAV: reg = T_UREG; type = RS_RANGE_UAV; break;
    case K_Sampler: reg = T_SREG; type = RS_RANGE_SAMPLER; break;
    case K_visibility: ok = mark(P, &s_vis, "visibility") && p_visibility(P, &p->visibility); break;
    default: ok = perr(P, "Unexpected token '%s'", t->s); break;
    }
    if (ok && reg != T_UNKNOWN) {
      p->ranges = grow(P->a, p->ranges, p->nranges, &cap, sizeof(RsRange));
      if (!p->ranges) return perr(P, "out of memory");
      ok = p_range(P, kw, reg, type, &p->ranges[p->nranges]);
      if (ok) p->nranges++;
    }
    if (!ok || !arg_sep(P, &done)) return false;
  }
  return true;
}

/* StaticSampler(sN [, filter = ..] [, addressU|V|W = ..] [, mipLODBias = F]
 *   [, maxAnisotropy = N] [, comparisonFunc = ..] [, borderColor = ..]
 *   [, minLOD = F] [, maxLOD = F] [, space = N] [, visibility = V] [, flags = F (1.2)]) */
static bool p_static_sampler(Parser *P, uint32_t *s) {
  memset(s, 0, sizeof(uint32_t) * RS_SAMPLER_WORDS);
  s[RS_SS_FILTER] = 0x55; /* ANISOTROPIC */
  s[RS_SS_ADDRESS_U] = s[RS_SS_ADDRESS_V] = s[RS_SS_ADDRESS_W] = 1; /* WRAP */
  s[RS_SS_MAX_ANISOTROPY] = 16;
  s[RS_SS_COMPARISON] = 4; /* LESS_EQUAL */
  s[RS_SS_BORDER] = 2;     /* OPAQUE_WHITE */
  s[RS_SS_MAX_LOD] = 0x7F7FFFFFu; /* 3.402823466e+38f */
  bool seen[16] = {false}, done = false;
  if (!expect(P, K_StaticSampler, NULL) || !expect(P, T_LPAREN, NULL)) return false;
  while (!done) {
    const Tok *pk = peek(P);
    bool ok;
    Tok t;
    switch (pk->type) {
    case K_filter:
      ok = mark(P, &seen[0], "filter") && expect(P, K_filter, NULL) && expect(P, T_EQ, NULL);
      if (ok) {
        get(P, &t);
        if (t.type == K_FILTER) s[RS_SS_FILTER] = t.u;
        else ok = perr(P, "Unexpected filter value: '%s'.", t.s);
      }
      break;
    case K_addressU: case K_addressV: case K_addressW: {
      int k = pk->type - K_addressU;
      static const char *const names[] = {"addressU", "addressV", "addressW"};
      ok = mark(P, &seen[1 + k], names[k]);
      if (ok) {
        get(P, &t);
        ok = expect(P, T_EQ, NULL);
      }
      if (ok) {
        get(P, &t);
        if (t.type == K_ADDRESS) s[RS_SS_ADDRESS_U + k] = t.u;
        else ok = perr(P, "Unexpected texture address mode value: '%s'.", t.s);
      }
      break;
    }
    case K_mipLODBias:
      ok = mark(P, &seen[4], "mipLODBias") && expect(P, K_mipLODBias, NULL) && expect(P, T_EQ, NULL) &&
           p_float(P, &s[RS_SS_MIP_LOD_BIAS]);
      break;
    case K_maxAnisotropy:
      ok = mark(P, &seen[5], "maxAnisotropy") && p_uint_arg(P, K_maxAnisotropy, &s[RS_SS_MAX_ANISOTROPY]);
      break;
    case K_comparisonFunc:
      ok = mark(P, &seen[6], "comparisonFunc") && expect(P, K_comparisonFunc, NULL) && expect(P, T_EQ, NULL);
      if (ok) {
        get(P, &t);
        if (t.type == K_COMPARISON) s[RS_SS_COMPARISON] = t.u;
        else ok = perr(P, "Unexpected comparison function value: '%s'.", t.s);
      }
      break;
    case K_borderColor:
      ok = mark(P, &seen[7], "borderColor") && expect(P, K_borderColor, NULL) && expect(P, T_EQ, NULL);
      if (ok) {
        get(P, &t);
        if (t.type == K_BORDER) s[RS_SS_BORDER] = t.u;
        else ok = perr(P, "Unexpected border color value: '%s'.", t.s);
      }
      break;
    case K_minLOD:
      ok = mark(P, &seen[8], "minLOD") && expect(P, K_minLOD, NULL) && expect(P, T_EQ, NULL) &&
           p_float(P, &s[RS_SS_MIN_LOD]);
      break;
    case K_maxLOD:
      ok = mark(P, &seen[9], "maxLOD") && expect(P, K_maxLOD, NULL) && expect(P, T_EQ, NULL) &&
           p_float(P, &s[RS_SS_MAX_LOD]);
      break;
    case T_SREG:
      ok = mark(P, &seen[10], "sampler register s#") && p_register(P, T_SREG, &s[RS_SS_REGISTER]);
      break;
    case K_space: ok = mark(P, &seen[11], "space") && p_space(P, &s[RS_SS_SPACE]); break;
    case K_visibility:
      ok = mark(P, &seen[12], "visibility") && p_visibility(P, &s[RS_SS_VISIBILITY]);
      break;
    case K_flags:
      /* 1.2: D3D12_SAMPLER_FLAGS; before 1.2 (and in DXC) not an argument */
      if (P->version < RS_VERSION_1_2) {
        ok = perr(P, "Unexpected token '%s'", pk->s);
        break;
      }
      ok = mark(P, &seen[13], "flags") && p_flags(P, &sampler_flags, &s[RS_SS_FLAGS]);
      break;
    default: ok = perr(P, "Unexpected token '%s'", pk->s); break;
    }
    if (!ok || !arg_sep(P, &done)) return false;
  }
  if (!seen[10]) return perr(P, "Sampler register s# must be defined for each static sampler");
  return true;
}

/* RootSignature: (Element (',' Element)* ','?)? */
static bool p_root_signature(Parser *P, RsDesc *rs) {
  memset(rs, 0, sizeof *rs);
  rs->version = P->version;
  bool seen_flags = false;
  uint32_t pcap = 0, scap = 0;
  while (peek(P)->type != T_EOL) {
    const Tok *t = peek(P);
    bool ok = true;
    RsParam *p = NULL;
    switch (t->type) {
    case K_RootFlags:
      if (seen_flags) return perr(P, "RootFlags cannot be specified more than once");
      ok = p_root_flags(P, &rs->flags);
      seen_flags = true;
      break;
    case K_RootConstants: case K_CBV: case K_SRV: case K_UAV: case K_DescriptorTable:
      rs->params = grow(P->a, rs->params, rs->nparams, &pcap, sizeof(RsParam));
      if (!rs->params) return perr(P, "out of memory");
      p = &rs->params[rs->nparams];
      if (t->type == K_RootConstants) ok = p_root_constants(P, p);
      else if (t->type == K_CBV) ok = p_root_descriptor(P, K_CBV, T_BREG, RS_PARAM_CBV, p);
      else if (t->type == K_SRV) ok = p_root_descriptor(P, K_SRV, T_TREG, RS_PARAM_SRV, p);
      else if (t->type == K_UAV) ok = p_root_descriptor(P, K_UAV, T_UREG, RS_PARAM_UAV, p);
      else ok = p_table(P, p);
      if (ok) rs->nparams++;
      break;
    case K_StaticSampler:
      rs->samplers = grow(P->a, rs->samplers, rs->nsamplers, &scap, sizeof(uint32_t) * RS_SAMPLER_WORDS);
      if (!rs->samplers) return perr(P, "out of memory");
      ok = p_static_sampler(P, rs->samplers[rs->nsamplers]);
      if (ok) rs->nsamplers++;
      break;
    default:
      return perr(P, "Unexpected token '%s' when parsing root signature", t->s);
    }
    if (!ok) return false;
    Tok sep;
    get(P, &sep);
    if (sep.type == T_EOL) break;
    if (sep.type != T_COMMA) return perr(P, "Expected ',', found: '%s'", sep.s);
  }
  if (P->cflags & RS_COMPILE_LOCAL) rs->flags |= 0x80; /* LOCAL_ROOT_SIGNATURE */
  /* To 1.0 (ConvertRootSignature): the flags 1.0 cannot carry become the
   * volatile ones D3D12 assumes for it. */
  if (rs->version == RS_VERSION_1_0) {
    for (uint32_t i = 0; i < rs->nparams; i++) {
      RsParam *p = &rs->params[i];
      if (p->type >= RS_PARAM_CBV) p->w[2] = RS_DATA_VOLATILE;
      for (uint32_t r = 0; r < p->nranges; r++)
        p->ranges[r].flags = RS_DESCRIPTORS_VOLATILE |
                             (p->ranges[r].type == RS_RANGE_SAMPLER ? 0 : RS_DATA_VOLATILE);
    }
  }
  return true;
}

bool rootsig_parse(const char *text, size_t len, uint32_t version, uint32_t compile_flags, Arena *a,
                   RsDesc *out, StrBuf *msg) {
  Parser P;
  memset(&P, 0, sizeof P);
  P.L.pos = text;
  P.L.end = text + len;
  P.version = version;
  P.cflags = compile_flags;
  P.a = a;
  P.msg = msg;
  lex_next(&P.L);
  bool ok = p_root_signature(&P, out) && !P.failed;
  if (!ok && !P.failed) perr(&P, "unexpected");
  return ok;
}

bool rootsig_compile(const char *text, size_t len, uint32_t version, uint32_t compile_flags,
                     SrcLoc loc, Arena *a, Diag *d, StrBuf *rts0, RsDesc *desc) {
  RsDesc rs;
  StrBuf msg = sb_new(a);
  bool ok = rootsig_parse(text, len, version, compile_flags, a, &rs, &msg);
  if (ok) ok = rts0_verify(&rs, false, a, &msg);
  if (!ok) {
    /* DXC's verifier messages end with a newline; the diagnostic is one line */
    while (msg.len && (msg.data[msg.len - 1] == '\n' || msg.data[msg.len - 1] == ' ')) msg.len--;
    diag_error(d, RS_ERROR, loc, "root signature error - %.*s", (int)msg.len,
               msg.data ? msg.data : "");
  } else {
    rts0_write(&rs, rts0);
    if (desc) *desc = rs;
  }
  if (msg.oom || rts0->oom) diag_oom(d, RS_ERROR, "the root signature");
  sb_free(&msg);
  return ok && !rts0->oom;
}

uint32_t rootsig_version_from_name(const char *name) {
  if (!name) return 0;
  if (!strcmp(name, "rootsig_1_0")) return RS_VERSION_1_0;
  if (!strcmp(name, "rootsig_1_1")) return RS_VERSION_1_1;
  if (!strcmp(name, "rootsig_1_2")) return RS_VERSION_1_2;
  return 0;
}
