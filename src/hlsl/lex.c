/* lex.c - HLSL/C lexer producing preprocessing tokens, plus literal
 * classification (numbers, strings, characters) shared with pp.c.
 *
 * Translation phases 1-3 happen here in one pass: line splices
 * (backslash-newline, also before CRLF) are skipped wherever they occur,
 * comments become whitespace, and each token records its physical line and
 * byte column (1-based). Lexing never fails on bad input: unterminated
 * literals and stray characters become PT_OTHER tokens, diagnosed only if
 * they reach active code (so `#if 0` blocks may hold anything), and an
 * unterminated block comment is reported and ends the buffer.
 *
 * Numbers follow DXC's pp-number rules: '#' may appear (for 1.#INF), a
 * second '.' ends the number, and a '.' followed by 'x' or 'r' is left out
 * so `1.xxx` and `1.0.rgb` lex as swizzles of a literal. */
#include "lex.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- identifiers ------------------------------------------------------- */

void pp_ids_init(PpIdTable *t, Arena *a) {
  memset(t, 0, sizeof *t);
  t->a = t->slots_a = a;
}

/* Unaligned loads of 8 and 4 bytes (compile to single moves). */
static inline uint64_t ld64(const char *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static inline uint32_t ld32(const char *p) { uint32_t v; memcpy(&v, p, 4); return v; }

/* Hash of s[0..n): eight bytes a step, the last step (or a short name)
 * read with overlapping loads that stay inside the name, so no byte loop.
 * Only the table uses it (nothing walks the table in slot order). */
static inline __attribute__((always_inline)) uint32_t id_hash(const char *s, uint32_t n) {
  uint64_t h = 0x9e3779b97f4a7c15ull * (n + 1), w;
  if (n >= 8) {
    for (uint32_t i = 0; i + 8 < n; i += 8) {
      h = (h ^ ld64(s + i)) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
    w = ld64(s + n - 8);
  } else if (n >= 4) {
    w = (uint64_t)ld32(s) << 32 | ld32(s + n - 4);
  } else if (n) {
    w = (uint64_t)(unsigned char)s[0] << 16 | (uint64_t)(unsigned char)s[n >> 1] << 8 |
        (unsigned char)s[n - 1];
  } else {
    w = 0;
  }
  h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
  return (uint32_t)(h ^ (h >> 32));
}

/* s[0..n) == t[0..n), with the same loads as id_hash (names are short: a
 * call to memcmp cost more than the comparison). */
static inline __attribute__((always_inline)) bool id_same(const char *s, const char *t,
                                                             uint32_t n) {
  if (n >= 8) {
    for (uint32_t i = 0; i + 8 < n; i += 8)
      if (ld64(s + i) != ld64(t + i)) return false;
    return ld64(s + n - 8) == ld64(t + n - 8);
  }
  if (n >= 4) return ld32(s) == ld32(t) && ld32(s + n - 4) == ld32(t + n - 4);
  return !n || (s[0] == t[0] && s[n >> 1] == t[n >> 1] && s[n - 1] == t[n - 1]);
}

static bool ids_grow(PpIdTable *t) {
  uint32_t nc = t->cap ? t->cap * 2 : 1024;
  PpIdent **ns = arena_alloc(t->slots_a, sizeof(PpIdent *) * nc);
  if (!ns) return false;
  for (uint32_t i = 0; i < t->cap; i++) {
    PpIdent *e = t->slots[i];
    if (!e) continue;
    uint32_t j = e->hash & (nc - 1);
    while (ns[j]) j = (j + 1) & (nc - 1);
    ns[j] = e;
  }
  t->slots = ns;
  t->cap = nc;
  return true;
}

/* Adds s[0..n) (hash h, not in the table) at the empty slot i. */
static PpIdent *intern_new(PpIdTable *t, const char *s, uint32_t n, uint32_t h, uint32_t i) {
  if ((t->count + 1) * 2 > t->cap) {
    if (!ids_grow(t)) return NULL;
    for (i = h & (t->cap - 1); t->slots[i]; i = (i + 1) & (t->cap - 1)) {}
  }
  PpIdent *e = arena_alloc(t->a, offsetof(PpIdent, name) + (size_t)n + 1);
  if (!e) return NULL;
  memcpy(e->name, s, n);
  e->name[n] = '\0';
  e->len = n;
  e->hash = h;
  e->index = t->count;
  t->slots[i] = e;
  t->count++;
  return e;
}

/* The look-up, inline in the lexer (a new name is the rare case). The
 * table always has an empty slot (at most half full) once it has one:
 * pp_intern and lx_run make the first. */
static inline __attribute__((always_inline)) PpIdent *intern(PpIdTable *t, const char *s,
                                                               uint32_t n) {
  uint32_t h = id_hash(s, n), mask = t->cap - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    PpIdent *e = t->slots[i];
    if (!e) return intern_new(t, s, n, h, i);
    if (e->hash == h && e->len == n && id_same(e->name, s, n)) return e;
  }
}

PpIdent *pp_intern(PpIdTable *t, const char *s, uint32_t n) {
  if (!t->cap && !ids_grow(t)) return NULL;
  return intern(t, s, n);
}

/* ---- punctuators ------------------------------------------------------- */

typedef struct PunctDef {
  const char *s;  /* spelling */
  uint16_t code;  /* P_* */
} PunctDef;

static const PunctDef k_punct3[] = {
    {"<<=", P_SHLEQ}, {">>=", P_SHREQ}, {"...", P_ELLIPSIS}};
static const PunctDef k_punct2[] = {
    {"->", P_ARROW}, {"++", P_INC},   {"--", P_DEC},   {"<<", P_SHL},
    {">>", P_SHR},   {"<=", P_LE},    {">=", P_GE},    {"==", P_EQ},
    {"!=", P_NE},    {"&&", P_ANDAND}, {"||", P_OROR}, {"*=", P_MULEQ},
    {"/=", P_DIVEQ}, {"%=", P_MODEQ}, {"+=", P_ADDEQ}, {"-=", P_SUBEQ},
    {"&=", P_ANDEQ}, {"^=", P_XOREQ}, {"|=", P_OREQ},  {"##", P_HASHHASH},
    {"::", P_COLONCOLON}};

/* The spelling of each single-character punctuator, by its code (the
 * character): a lookup instead of a search, for every punctuator emitted. */
const char pp_single_text[128][2] = {
    ['['] = "[", [']'] = "]", ['('] = "(", [')'] = ")", ['{'] = "{", ['}'] = "}", ['.'] = ".",
    ['&'] = "&", ['*'] = "*", ['+'] = "+", ['-'] = "-", ['~'] = "~", ['!'] = "!", ['/'] = "/",
    ['%'] = "%", ['<'] = "<", ['>'] = ">", ['^'] = "^", ['|'] = "|", ['?'] = "?", [':'] = ":",
    [';'] = ";", ['='] = "=", [','] = ",", ['#'] = "#"};

const char *pp_punct_text(unsigned punct) {
  if (punct < 256) return punct < 128 && pp_single_text[punct][0] ? pp_single_text[punct] : "?";
  for (size_t i = 0; i < sizeof k_punct3 / sizeof k_punct3[0]; i++)
    if (k_punct3[i].code == punct) return k_punct3[i].s;
  for (size_t i = 0; i < sizeof k_punct2 / sizeof k_punct2[0]; i++)
    if (k_punct2[i].code == punct) return k_punct2[i].s;
  return "?";
}

/* ---- lexer ------------------------------------------------------------- */

typedef struct Lx {
  PpLexCtx *c;             /* arena, diagnostics, identifiers */
  const char *file;        /* SrcLoc.file of the tokens */
  const char *p;           /* current position (raw bytes) */
  const char *end;         /* end of the buffer */
  const char *line_start;  /* first byte of the current physical line */
  uint32_t line;           /* current physical line, 1-based */
  bool quiet;              /* no diagnostics (token pasting) */
  PTok *toks;              /* output (from the arena's allocator while lexing) */
  uint32_t n, cap;         /* tokens in toks / allocated */
  bool fixed;              /* toks is the caller's array of cap: count, never grow */
  bool oom;                /* growth failed */
  const char *splice;      /* the first line splice at or after the last token's start, or end */
  const char *lim;         /* one past the buffer's last byte that is not an identifier's or a
                              blank (so a run of those starting before lim stops before end) */
  PTok spare;              /* where tokens past a fixed array's cap are made */
} Lx;

/* Skips line splices (backslash-newline, backslash-CR-LF) at q. */
static const char *sk_slow(const char *q, const char *e) {
  while (q < e && *q == '\\') {
    if (q + 1 < e && q[1] == '\n') q += 2;
    else if (q + 2 < e && q[1] == '\r' && q[2] == '\n') q += 3;
    else break;
  }
  return q;
}

/* The same, with the test that almost always fails inline. */
static inline const char *sk(const char *q, const char *e) {
  return q < e && *q == '\\' ? sk_slow(q, e) : q;
}

/* The first line splice at or after p, or e. */
static const char *find_splice(const char *p, const char *e) {
  for (; p < e && (p = memchr(p, '\\', (size_t)(e - p))) != NULL; p++)
    if (sk_slow(p, e) != p) return p;
  return e;
}

/* The character at q after splices, or -1 at the end. */
static int pk(const Lx *L, const char *q) {
  q = sk(q, L->end);
  return q < L->end ? (unsigned char)*q : -1;
}

/* The position after the character at q (splices before it skipped). */
static const char *nx(const Lx *L, const char *q) {
  q = sk(q, L->end);
  return q < L->end ? q + 1 : q;
}

/* Moves to np, counting the newlines passed (in splices, comments, ...). */
static void adv(Lx *L, const char *np) {
  const char *q = L->p;
  while (q < np && (q = memchr(q, '\n', (size_t)(np - q))) != NULL) {
    L->line++;
    L->line_start = ++q;
  }
  L->p = np;
}

/* Character classes of the bytes (CL_*): a table, as the lexer asks per
 * byte. Identifiers start with letters, '_', '$' and every byte >= 0x80. */
enum {
  CL_IDSTART = 1, /* starts an identifier */
  CL_IDBODY = 2,  /* continues one (those and digits) */
  CL_DIGIT = 4,
  CL_WS = 8,      /* needs a look in the whitespace loop: \n \f \v \r NUL \\ / */
  CL_P2 = 16,     /* can be the second character of a longer punctuator */
  CL_BLANK = 32,  /* ' ' and '\t' */
  CL_P1 = 64,     /* a punctuator that never starts a longer one: ( ) [ ] { } ; , ~ ? */
};
static const unsigned char k_char_class[256] = {
    8, 0, 0, 0, 0, 0, 0, 0, 0, 32, 8, 8, 8, 8, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    32, 0, 0, 16, 3, 0, 16, 0, 64, 64, 0, 16, 64, 16, 16, 8,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 16, 64, 16, 16, 16, 64,
    0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 64, 8, 64, 0, 3,
    0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 64, 16, 64, 64, 0,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
};
static bool char_is(int c, unsigned bit) { return c >= 0 && c < 256 && (k_char_class[c] & bit); }
/* For a byte (no range check). */
#define CLASS(c) (k_char_class[(unsigned char)(c)])


/* One past the last byte of [p, e) that is neither CL_IDBODY nor CL_BLANK, or p. */
static const char *run_limit(const char *p, const char *e) {
  while (e > p && (CLASS(e[-1]) & (CL_IDBODY | CL_BLANK))) e--;
  return e;
}

static bool is_ident_body(int c) { return c >= 256 || char_is(c, 2); }
static bool is_digit(int c) { return char_is(c, 4); }

/* The token array grows through the arena's allocator (the caller's
 * hlslc_options.allocator), never malloc; it is copied into the arena at
 * the end and freed. */
static void lx_free_toks(Lx *L) {
  Arena *a = L->c->a;
  if (L->toks && !L->fixed) a->allocator.free(a->allocator.user, L->toks);
  L->toks = NULL;
}

/* Where the next token is made (counted by L->n++ once complete); NULL
 * when the array cannot grow. Made in place: no copy of each token. */
static PTok *lx_slot_grow(Lx *L) {
  if (L->fixed) return &L->spare; /* only the count matters past cap */
  Arena *a = L->c->a;
  /* The first array is sized for the text (real headers have about one
   * token per 3 to 8 bytes, comments included), so a big file is not
   * copied at every doubling; denser text still doubles from there. The
   * part never written is never touched, so the guess costs no memory. */
  size_t guess = (size_t)(L->end - L->p) / 3 + 256;
  uint32_t nc = L->cap ? L->cap * 2 : guess > (1u << 24) ? (1u << 24) : (uint32_t)guess;
  PTok *nt = a->allocator.alloc(a->allocator.user, sizeof(PTok) * nc);
  if (!nt) { L->oom = true; return NULL; }
  if (L->n) memcpy(nt, L->toks, sizeof(PTok) * L->n);
  lx_free_toks(L);
  L->toks = nt;
  L->cap = nc;
  return &nt[L->n];
}

/* Spelling of raw bytes [q, r) with splices removed; points into the
 * buffer when there are none. */
static const char *lx_spell(Lx *L, const char *q, const char *r, uint32_t *n) {
  /* tokens come in order: no splice starts in [q, r) when the first one
   * at or after q is at r or later (one comparison per token) */
  if (L->splice < q) L->splice = find_splice(q, L->end);
  if (r <= L->splice) { *n = (uint32_t)(r - q); return q; }
  const char *b = memchr(q, '\\', (size_t)(r - q));
  bool spliced = false;
  for (; b && b < r; b = memchr(b + 1, '\\', (size_t)(r - b - 1)))
    if (sk(b, r) != b) { spliced = true; break; }
  if (!spliced) { *n = (uint32_t)(r - q); return q; }
  char *o = arena_alloc(L->c->a, (size_t)(r - q) + 1);
  if (!o) { L->oom = true; *n = 0; return ""; }
  uint32_t k = 0;
  for (const char *p = sk(q, r); p < r; p = sk(p, r)) o[k++] = *p++;
  *n = k;
  return o;
}

/* Lexes the rest of a pp-number starting at q (a digit, or '.' + digit). */
static const char *lx_number(const Lx *L, const char *q) {
  const char *e = L->end, *r = q;
  unsigned periods = 0;
  int prev = 0;
  bool hex = false;
  if (*q == '.') { r = q + 1; prev = '.'; } /* as DXC: a leading '.' is not counted */
  else if (*q == '0') {
    int c1 = pk(L, q + 1);
    hex = c1 == 'x' || c1 == 'X';
  }
  for (;;) {
    const char *r2 = sk(r, e);
    int c = r2 < e ? (unsigned char)*r2 : -1;
    if ((c == '#' || is_ident_body(c) || c == '.') && !(c == '.' && periods)) {
      if (c == '.') {
        periods++;
        /* '1.xxx', '1.0.rgb': the '.' starts a swizzle (DXC rule). */
        if (r2 + 1 < e && (r2[1] == 'x' || r2[1] == 'r')) break;
      }
      r = r2 + 1;
      prev = c;
      continue;
    }
    if ((c == '+' || c == '-') &&
        (((prev == 'e' || prev == 'E') && !hex) || ((prev == 'p' || prev == 'P') && hex))) {
      r = r2 + 1;
      prev = c;
      continue;
    }
    break;
  }
  return r;
}

/* Lexes a "..." or '...' literal starting at q; *bad when unterminated (the
 * token then ends before the newline). */
static const char *lx_quoted(const Lx *L, const char *q, char quote, bool *bad) {
  const char *e = L->end, *r = q + 1;
  for (;;) {
    r = sk(r, e);
    if (r >= e || *r == '\n') { *bad = true; return r; }
    if (*r == '\\') {
      r = sk(r + 1, e);
      if (r < e && *r != '\n') r++;
      continue;
    }
    if (*r == quote) return r + 1;
    r++;
  }
}

/* Lexes one punctuator at q; returns its end and code, or NULL. */
static const char *lx_punct(const Lx *L, const char *q, uint16_t *code) {
  int c1 = (unsigned char)*q;
  const char *q1 = q + 1;
  int c2 = pk(L, q1);
  /* most punctuators are single: only CL_P2 can end a longer one */
  if (c2 < 0 || !(CLASS(c2) & CL_P2)) goto single;
  const char *q2 = nx(L, q1);
  int c3 = c2 >= 0 ? pk(L, q2) : -1;
  for (size_t i = 0; i < sizeof k_punct3 / sizeof k_punct3[0]; i++) {
    const char *s = k_punct3[i].s;
    if (c1 == s[0] && c2 == s[1] && c3 == s[2]) { *code = k_punct3[i].code; return nx(L, q2); }
  }
  for (size_t i = 0; i < sizeof k_punct2 / sizeof k_punct2[0]; i++) {
    const char *s = k_punct2[i].s;
    if (c1 == s[0] && c2 == s[1]) { *code = k_punct2[i].code; return q2; }
  }
single:
  if (c1 > 0 && c1 < 128 && pp_single_text[c1][0]) { *code = (uint16_t)c1; return q1; }
  return NULL;
}

/* Bits of lx_run's state beside the next token's PTF_SPACE and PTF_BOL (in
 * one variable, so the per-token test of the rare states is one test). */
enum {
  LX_HASH = 0x100,    /* after '#' at line start */
  LX_INCLUDE = 0x200, /* after '# include': a '<' starts a header name */
};

static void lx_run(Lx *L) {
  const char *e = L->end;
  unsigned fl = PTF_BOL; /* PTF_SPACE and PTF_BOL of the next token, LX_* */
  PpIdTable *ids = L->c->ids;
  if (!ids->cap && !ids_grow(ids)) { L->oom = true; return; } /* (intern needs a slot) */
  const char *q;
  for (;;) {
    /* Whitespace and comments. */
    for (;;) {
      q = L->p;
      if (q >= e) goto end;
      char c = *q;
      unsigned cl = CLASS(c);
      if (!(cl & (CL_WS | CL_BLANK))) break; /* a token */
      if (cl & CL_BLANK) { /* a run of blanks (indentation): no newline passed */
        q++;
        if (q < L->lim) while (CLASS(*q) & CL_BLANK) q++;
        else while (q < e && (*q == ' ' || *q == '\t')) q++;
        L->p = q;
        fl |= PTF_SPACE;
        continue;
      }
      if (c == '\n') {
        L->line++;
        L->line_start = L->p = q + 1;
        fl = PTF_BOL;
        continue;
      }
      if (c == '\f' || c == '\v' || c == '\r' || c == '\0') {
        L->p = q + 1;
        fl |= PTF_SPACE;
        continue;
      }
      if (c == '\\') {
        const char *r = sk_slow(q, e);
        if (r == q) break; /* a stray backslash */
        adv(L, r);         /* splices */
        continue;
      }
      if (c != '/') break;
      int c2 = pk(L, q + 1);
      if (c2 == '/') { /* to the end of the line; splices continue it */
        const char *r = nx(L, q + 1);
        /* the first newline not spliced (no backslash, or backslash-CR,
         * right before it): memchr rather than a splice check per byte */
        for (;;) {
          const char *nl = memchr(r, '\n', (size_t)(e - r));
          if (!nl) { r = e; break; }
          const char *bs = nl;
          if (bs > r && bs[-1] == '\r') bs--;
          if (bs > r && bs[-1] == '\\') { r = nl + 1; continue; }
          r = nl;
          break;
        }
        adv(L, r);
        fl |= PTF_SPACE;
        continue;
      }
      if (c2 != '*') break;
      const char *r = nx(L, q + 1);
      bool closed = false;
      while (r < e && (r = memchr(r, '*', (size_t)(e - r))) != NULL) {
        const char *t = sk(r + 1, e);
        if (t < e && *t == '/') { r = t + 1; closed = true; break; }
        r++;
      }
      if (!closed) {
        if (!L->quiet) {
          SrcLoc loc = {L->file, L->line, (uint32_t)(q - L->line_start) + 1};
          diag_error(L->c->d, PPE_UNTERMINATED_COMMENT, loc, "unterminated /* comment");
        }
        adv(L, e);
        q = e;
        goto end;
      }
      adv(L, r);
      fl |= PTF_SPACE;
    }
    PTok *t; /* where the token is made (counted by L->n++ once complete) */
    if (L->n < L->cap) t = &L->toks[L->n];
    else if (!(t = lx_slot_grow(L))) return;
    t->hs = NULL;
    t->loc.file = L->file;
    t->loc.line = L->line;
    t->loc.col = (uint32_t)(q - L->line_start) + 1;
    int c = (unsigned char)*q;
    const char *r = NULL;
    uint8_t kind;
    unsigned tf = fl & 0xff, punct = 0; /* PTok.flags and .punct */
    bool plain = false; /* [q, r) surely holds no line splice */
    if (CLASS(c) & CL_IDSTART) {
      r = q + 1;
      plain = true;
      for (;;) {
        /* no splice: the common case; before L->lim a byte that ends
         * the run comes before the end, so no bounds check per byte */
        if (r < L->lim) while (CLASS(*r) & CL_IDBODY) r++;
        else while (r < e && (CLASS(*r) & CL_IDBODY)) r++;
        const char *r2 = sk(r, e);
        if (r2 != r && r2 < e && (CLASS(*r2) & CL_IDBODY)) {
          r = r2 + 1;
          plain = false;
        } else {
          break;
        }
      }
      if (plain) { /* the common case, whole here: no spelling to clean */
        uint32_t n = (uint32_t)(r - q);
        PpIdent *id = intern(ids, q, n);
        if (!id) { L->oom = true; return; }
        t->kind = PT_IDENT;
        t->flags = (uint8_t)tf;
        t->punct = 0;
        t->len = n;
        t->s = id->name;
        L->p = r;
        fl = (fl & LX_HASH) && strcmp(id->name, "include") == 0 ? LX_INCLUDE : 0;
        L->n++;
        continue;
      }
      kind = PT_IDENT;
    } else if ((CLASS(c) & CL_DIGIT) || (c == '.' && is_digit(pk(L, q + 1)))) {
      r = lx_number(L, q);
      kind = PT_NUMBER;
    } else if (c == '"' || c == '\'') {
      bool bad = false;
      r = lx_quoted(L, q, (char)c, &bad);
      kind = bad ? PT_OTHER : c == '"' ? PT_STRING : PT_CHAR;
      if (bad) tf |= PTF_BADQUOTE;
    } else {
      kind = PT_OTHER;
      if (c == '<' && (fl & LX_INCLUDE)) { /* header name */
        const char *h = q + 1;
        while ((h = sk(h, e)) < e && *h != '\n' && *h != '>') h++;
        if (h < e && *h == '>') { r = h + 1; kind = PT_HEADER; }
      }
      if (CLASS(c) & CL_P1) { /* most punctuators */
        r = q + 1;
        plain = true;
        kind = PT_PUNCT;
        punct = (unsigned)c;
      } else if (!r) {
        uint16_t code = 0;
        r = lx_punct(L, q, &code);
        if (r) { kind = PT_PUNCT; punct = code; }
        else r = q + 1;
      }
    }
    t->kind = kind;
    t->flags = (uint8_t)tf;
    t->punct = (uint16_t)punct;
    bool clean = true; /* no splice inside */
    if (plain) {
      t->s = q;
      t->len = (uint32_t)(r - q);
    } else {
      t->s = lx_spell(L, q, r, &t->len);
      clean = t->s == q;
    }
    if (kind == PT_IDENT) {
      PpIdent *id = pp_intern(ids, t->s, t->len); /* (spliced: rare) */
      if (!id) { L->oom = true; return; }
      t->s = id->name;
    }
    /* a token spans a newline only through a splice (its spelling was
     * then cleaned: shorter than its bytes) */
    if (clean) L->p = r;
    else adv(L, r);
    if (fl & (PTF_BOL | LX_HASH)) {
      if (kind == PT_PUNCT && punct == '#' && (fl & PTF_BOL)) fl = LX_HASH;
      else if ((fl & LX_HASH) && kind == PT_IDENT && strcmp(t->s, "include") == 0) fl = LX_INCLUDE;
      else fl = 0;
    } else {
      fl = 0;
    }
    L->n++;
    if (!clean && L->oom) return; /* (only a cleaned spelling allocates) */
  }
end:; /* the PT_EOF token at q (the end) */
  PTok *t;
  if (L->n < L->cap) t = &L->toks[L->n];
  else if (!(t = lx_slot_grow(L))) return;
  t->kind = PT_EOF;
  t->flags = (uint8_t)(fl | PTF_BOL);
  t->punct = 0;
  t->len = 0;
  t->s = "";
  t->hs = NULL;
  t->loc.file = L->file;
  t->loc.line = L->line;
  t->loc.col = (uint32_t)(q - L->line_start) + 1;
  L->n++;
}

bool pp_lex(PpLexCtx *lx, const char *file, const char *text, size_t len,
            PTok **out, uint32_t *ntok) {
  Lx L;
  memset(&L, 0, sizeof L);
  L.c = lx;
  L.file = file;
  L.p = text ? text : "";
  L.end = L.p + (text ? len : 0);
  if (L.end - L.p >= 3 && (unsigned char)L.p[0] == 0xEF && (unsigned char)L.p[1] == 0xBB &&
      (unsigned char)L.p[2] == 0xBF)
    L.p += 3; /* UTF-8 byte order mark */
  L.line_start = L.p;
  L.line = 1;
  L.quiet = lx->quiet;
  L.splice = find_splice(L.p, L.end);
  L.lim = run_limit(L.p, L.end);
  lx_run(&L);
  if (L.oom) {
    lx_free_toks(&L);
    return false;
  }
  *out = L.toks; /* the caller's now: pp_lex_free */
  *ntok = L.n;
  return true;
}

void pp_lex_free(PpLexCtx *lx, PTok *toks) {
  if (toks) lx->a->allocator.free(lx->a->allocator.user, toks);
}

bool pp_lex_one(PpLexCtx *lx, const char *s, uint32_t n, PTok *out) {
  Lx L;
  memset(&L, 0, sizeof L);
  L.c = lx;
  L.p = s;
  L.end = s + n;
  L.line_start = s;
  L.line = 1;
  L.quiet = true;
  /* One token and the end marker, or it is not a single token: a small
   * array suffices and nothing is allocated. */
  PTok toks[3];
  L.toks = toks;
  L.cap = 3;
  L.fixed = true;
  L.splice = find_splice(L.p, L.end);
  L.lim = run_limit(L.p, L.end);
  lx_run(&L);
  bool ok = L.n == 2 && L.toks[0].kind != PT_OTHER && L.toks[0].kind != PT_HEADER &&
            !(L.toks[0].flags & PTF_SPACE) && L.toks[0].len == n;
  if (ok) *out = L.toks[0];
  return ok;
}

/* ---- literal classification ------------------------------------------- */

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* The value of the decimal floating literal [p, end) (digits, at most one
 * '.', an optional exponent) when it is exact without strtod: at most 15
 * significant digits (exact in a double) and a power of ten of at most 22
 * (exact too), so one multiplication or division rounds correctly, giving
 * strtod's result (Clinger's fast path). False for anything else, which
 * strtod reads. Shaders are full of such literals, and strtod costs about a
 * thousand instructions each. */
static bool dec_fast(const char *p, const char *end, double *out) {
  static const double p10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                 1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  uint64_t m = 0;
  int nd = 0, exp = 0;
  bool dot = false, any = false;
  for (; p < end && (is_digit((unsigned char)*p) || *p == '.'); p++) {
    if (*p == '.') {
      if (dot) return false;
      dot = true;
      continue;
    }
    any = true;
    if (dot) exp--;
    if (m == 0 && *p == '0') continue; /* leading zeros are not significant */
    if (++nd > 15) return false;
    m = m * 10 + (uint64_t)(*p - '0');
  }
  if (!any) return false;
  if (p < end && (*p == 'e' || *p == 'E')) {
    p++;
    int sign = 1, e = 0, ne = 0;
    if (p < end && (*p == '+' || *p == '-')) sign = *p++ == '-' ? -1 : 1;
    for (; p < end && is_digit((unsigned char)*p); p++) {
      if (++ne > 4) return false;
      e = e * 10 + (*p - '0');
    }
    if (!ne) return false;
    exp += sign * e;
  }
  if (p != end) return false;
  if (m == 0) {
    *out = 0.0;
    return true;
  }
  if (exp < -22 || exp > 22) return false;
  *out = exp < 0 ? (double)m / p10[-exp] : (double)m * p10[exp];
  return true;
}

bool pp_parse_number(const char *s, uint32_t n, PpNumber *num, char *err, size_t errlen,
                     int *code) {
  return pp_parse_number_in(NULL, s, n, num, err, errlen, code);
}

bool pp_parse_number_in(Arena *a, const char *s, uint32_t n, PpNumber *num, char *err,
                        size_t errlen, int *code) {
  memset(num, 0, sizeof *num);
  if (n && n <= 18 && (n == 1 || *s != '0')) { /* the common case: a plain decimal integer */
    uint64_t v = 0;
    uint32_t i = 0;
    for (; i < n && (CLASS(s[i]) & CL_DIGIT); i++) v = v * 10 + (uint64_t)(s[i] - '0');
    if (i == n) {
      num->ival = v;
      return true;
    }
  }
  const char *p = s, *e = s + n;
  int radix = 10;
  bool is_float = false, inf = false, octal_bad = false;
  int bad_digit = 0;
  *code = PPE_BAD_NUMBER;
  if (n >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
    radix = 16;
    p += 2;
    const char *d0 = p;
    while (p < e && hexval((unsigned char)*p) >= 0) p++;
    bool digits = p > d0;
    if (p < e && *p == '.') {
      is_float = true;
      p++;
      const char *d1 = p;
      while (p < e && hexval((unsigned char)*p) >= 0) p++;
      digits = digits || p > d1;
    }
    if (!digits) {
      snprintf(err, errlen, "invalid suffix '%.*s' on integer constant", (int)(e - s - 1), s + 1);
      return false;
    }
    if (p < e && (*p == 'p' || *p == 'P')) {
      is_float = true;
      p++;
      if (p < e && (*p == '+' || *p == '-')) p++;
      const char *d2 = p;
      while (p < e && is_digit((unsigned char)*p)) p++;
      if (p == d2) { snprintf(err, errlen, "exponent has no digits"); return false; }
    } else if (is_float) {
      snprintf(err, errlen, "hexadecimal floating constant requires an exponent");
      return false;
    }
  } else if (n >= 2 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
    radix = 2;
    p += 2;
    const char *d0 = p;
    while (p < e && (*p == '0' || *p == '1')) p++;
    if (p == d0) {
      snprintf(err, errlen, "invalid suffix '%.*s' on integer constant", (int)(e - s - 1), s + 1);
      return false;
    }
  } else {
    if (p < e && *p == '0') radix = 8;
    while (p < e && is_digit((unsigned char)*p)) {
      if (*p >= '8' && !bad_digit) { octal_bad = true; bad_digit = *p; }
      p++;
    }
    if (p < e && *p == '.') {
      is_float = true;
      p++;
      while (p < e && is_digit((unsigned char)*p)) p++;
    }
    if (p < e && (*p == 'e' || *p == 'E')) {
      const char *x = p;
      p++;
      if (p < e && (*p == '+' || *p == '-')) p++;
      const char *d = p;
      while (p < e && is_digit((unsigned char)*p)) p++;
      if (p == d) {
        (void)x;
        snprintf(err, errlen, "exponent has no digits");
        return false;
      }
      is_float = true;
    } else if (p + 4 <= e && memcmp(p, "#INF", 4) == 0) {
      if (!is_float) {
        snprintf(err, errlen, "invalid suffix '%.*s' on integer constant", (int)(e - p), p);
        return false;
      }
      inf = true;
      p += 4;
    }
    if (is_float) radix = 10;
  }
  const char *suf = p;
  if (is_float) {
    size_t sl = (size_t)(e - suf);
    if (sl == 0) num->float_suffix = TK_FSUF_NONE;
    else if (sl == 1 && (*suf == 'f' || *suf == 'F')) num->float_suffix = TK_FSUF_F;
    else if (sl == 1 && (*suf == 'h' || *suf == 'H')) num->float_suffix = TK_FSUF_H;
    else if (sl == 1 && (*suf == 'l' || *suf == 'L')) num->float_suffix = TK_FSUF_L;
    else if (sl == 3 && (*suf == 'f' || *suf == 'F') && memcmp(suf + 1, "16", 2) == 0)
      num->float_suffix = TK_FSUF_H;
    else if (sl == 3 && (*suf == 'f' || *suf == 'F') && memcmp(suf + 1, "32", 2) == 0)
      num->float_suffix = TK_FSUF_F;
    else if (sl == 3 && (*suf == 'f' || *suf == 'F') && memcmp(suf + 1, "64", 2) == 0)
      num->float_suffix = TK_FSUF_L;
    else {
      snprintf(err, errlen, "invalid suffix '%.*s' on floating constant", (int)sl, suf);
      return false;
    }
    num->is_float = true;
    if (inf) {
      num->fval = INFINITY;
      return true;
    }
    if (dec_fast(s, suf, &num->fval)) return true;
    size_t ml = (size_t)(suf - s);
    char buf[128];
    if (ml >= sizeof buf && !a) {
      snprintf(err, errlen, "floating constant too long");
      return false;
    }
    /* a long literal's copy stays in the arena (rare; freed with it) */
    char *tmp = ml < sizeof buf ? buf : arena_alloc(a, ml + 1);
    if (!tmp) { snprintf(err, errlen, "out of memory"); *code = PPE_INTERNAL; return false; }
    memcpy(tmp, s, ml);
    tmp[ml] = 0;
    num->fval = strtod(tmp, NULL);
    return true;
  }
  /* Integer suffix: u/U once, l/L or ll/LL once (same case), any order. */
  bool u = false, l = false;
  for (const char *q = suf; q < e;) {
    if ((*q == 'u' || *q == 'U') && !u) { u = true; q++; continue; }
    if ((*q == 'l' || *q == 'L') && !l) {
      l = true;
      if (q + 1 < e && q[1] == q[0]) { num->int_suffix |= TK_SUF_LL; q += 2; }
      else { num->int_suffix |= TK_SUF_L; q++; }
      continue;
    }
    snprintf(err, errlen, "invalid suffix '%.*s' on integer constant", (int)(e - suf), suf);
    return false;
  }
  if (u) num->int_suffix |= TK_SUF_U;
  if (radix == 8 && octal_bad) {
    snprintf(err, errlen, "invalid digit '%c' in octal constant", bad_digit);
    return false;
  }
  uint64_t v = 0;
  const char *d = s + (radix == 16 || radix == 2 ? 2 : 0);
  for (; d < suf; d++) {
    uint64_t dv = (uint64_t)hexval((unsigned char)*d);
    if (v > (UINT64_MAX - dv) / (uint64_t)radix) num->overflow = true;
    v = v * (uint64_t)radix + dv;
  }
  num->ival = v;
  if (num->overflow) {
    *code = PPE_NUMBER_RANGE;
    snprintf(err, errlen, "integer literal is too large to be represented in any integer type");
    return false;
  }
  return true;
}

/* Decodes one escape sequence at p (just after the backslash). */
static const char *decode_escape(const char *p, const char *e, uint32_t *val) {
  int c = (unsigned char)*p++;
  switch (c) {
  case 'n': *val = '\n'; break;
  case 't': *val = '\t'; break;
  case 'r': *val = '\r'; break;
  case 'a': *val = 7; break;
  case 'b': *val = 8; break;
  case 'f': *val = 12; break;
  case 'v': *val = 11; break;
  case 'e': *val = 27; break;
  case 'x': {
    uint32_t v = 0;
    while (p < e && hexval((unsigned char)*p) >= 0) v = v * 16 + (uint32_t)hexval((unsigned char)*p++);
    *val = v;
    break;
  }
  default:
    if (c >= '0' && c <= '7') {
      uint32_t v = (uint32_t)(c - '0');
      for (int i = 0; i < 2 && p < e && *p >= '0' && *p <= '7'; i++) v = v * 8 + (uint32_t)(*p++ - '0');
      *val = v;
    } else {
      *val = (uint32_t)c; /* \\ \' \" \? and unknown escapes */
    }
  }
  return p;
}

char *pp_decode_string(Arena *a, const char *s, uint32_t n, uint32_t *outlen) {
  const char *p = s, *e = s + n;
  if (p < e && *p == '"') p++;
  if (e > p && e[-1] == '"') e--;
  char *o = arena_alloc(a, (size_t)(e - p) + 1);
  if (!o) return NULL;
  uint32_t k = 0;
  while (p < e) {
    if (*p == '\\' && p + 1 < e) {
      uint32_t v;
      p = decode_escape(p + 1, e, &v);
      o[k++] = (char)(v & 0xff);
    } else {
      o[k++] = *p++;
    }
  }
  o[k] = 0;
  if (outlen) *outlen = k;
  return o;
}

bool pp_char_value(const char *s, uint32_t n, uint64_t *val) {
  const char *p = s, *e = s + n;
  if (p < e && *p == '\'') p++;
  if (e > p && e[-1] == '\'') e--;
  if (p >= e) return false;
  uint32_t v = 0;
  int count = 0;
  while (p < e) {
    uint32_t c;
    if (*p == '\\' && p + 1 < e) p = decode_escape(p + 1, e, &c);
    else c = (unsigned char)*p++;
    v = (v << 8) | (c & 0xff);
    count++;
  }
  if (count == 1) *val = (uint64_t)(int64_t)(signed char)(v & 0xff); /* char is signed */
  else *val = (uint64_t)(int64_t)(int32_t)v; /* multi-character: int */
  return true;
}
