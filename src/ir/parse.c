/* parse.c - the LLVM .ll text reader (ir_parse).
 *
 * Reads the textual IR that LLVM's DirectX tests feed to opt/llc: opaque
 * and typed pointers, target("dx.*") types, named/literal/packed structs,
 * globals, functions with attributes and attribute groups, every
 * instruction the IR has, constants and constant expressions, and
 * metadata (numbered, named, distinct, strings, values, specialized DI
 * nodes kept as raw text).
 *
 * Structure: a lexer producing one token at a time (with save/restore for
 * one-token lookahead), and a recursive-descent parser. Errors are reported
 * once through the Diag as "file:line:col: error: ..." and unwind with
 * longjmp to ir_parse, which returns NULL; everything allocated so far is
 * in the arena, so nothing leaks and no partial module escapes.
 *
 * Forward references: a value used before its definition (%x, @f, a
 * label) is represented by a placeholder (Fwd: an IrInst with the invalid
 * opcode IR_OPCODE_COUNT) carrying the type seen at the use. Instructions,
 * constants and metadata that captured a placeholder are remembered and
 * patched when the function (locals) or the module (globals) ends.
 * Numbered metadata is created on first reference and filled in place when
 * its definition arrives, so metadata never needs patching.
 *
 * Intrinsics: a call to an undeclared `@llvm.*` function declares it with
 * the call's type, named with LLVM's mangled overload suffix
 * (llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t). Declared
 * intrinsics whose name does not carry the expected suffix are renamed the
 * same way (LLVM's remangling on load). The overloaded positions come from
 * the table in src/ir/intrinsics.c. */
#include "ir_internal.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 200 /* nesting of types/constants/metadata */

/* ====================================================================== */
/* Tokens and lexer. */

typedef enum TokKind {
  TK_EOF,
  TK_EQ, TK_COMMA, TK_LPAREN, TK_RPAREN, TK_LBRACK, TK_RBRACK, TK_LBRACE,
  TK_RBRACE, TK_LT, TK_GT, TK_STAR, TK_EXCL, TK_DOTS, TK_BAR,
  TK_LOCAL,     /* %name   (str = name) */
  TK_LOCAL_ID,  /* %N      (num) */
  TK_GLOBAL,    /* @name */
  TK_GLOBAL_ID, /* @N */
  TK_COMDAT,    /* $name */
  TK_MDVAR,     /* !name   (named metadata or specialized node kind) */
  TK_MD_ID,     /* !N */
  TK_MDSTR,     /* !"..."  (str/len decoded) */
  TK_ATTRGRP,   /* #N */
  TK_LABEL,     /* name:   (str) */
  TK_LABEL_ID,  /* N:      (num) */
  TK_STRING,    /* "..."   (str/len decoded) */
  TK_CSTRING,   /* c"..."  (str/len decoded) */
  TK_INT,       /* integer literal (str = text) */
  TK_FP,        /* floating literal (str = text) */
  TK_KW,        /* keyword / bare identifier (str) */
  TK_INTTYPE,   /* iN      (num = N) */
} TokKind;

typedef struct Tok {
  TokKind kind;
  size_t start, end; /* byte range in the source text */
  uint32_t line, col;/* 1-based position of the first byte */
  const char *str;   /* decoded text (NUL-terminated) */
  uint32_t len;      /* decoded length (strings may contain NULs) */
  uint64_t num;      /* IDs, integer type width */
} Tok;

/* Lexer position; copied to save/restore for lookahead. */
typedef struct Lex {
  size_t pos;         /* next byte */
  uint32_t line;      /* line of pos */
  size_t line_start;  /* offset of the first byte of that line */
} Lex;

typedef struct MapEnt {
  const char *key; /* NULL = empty */
  uint64_t hash;
  void *val;
} MapEnt;

/* String-keyed hash map (arena storage; lookups only, never iterated for
 * output). */
typedef struct Map {
  MapEnt *e;
  uint32_t cap, len;
} Map;

/* A forward reference placeholder; see the file comment. */
typedef struct Fwd {
  IrInst in;       /* in.v.type: type expected at the first use; in.op == IR_OPCODE_COUNT */
  IrValue *def;    /* the definition, once seen */
  Tok at;          /* first use (for "undefined value" errors) */
  bool global;     /* @name (resolved at module end) vs %name (function end) */
  const char *gname; /* global: name without sigil (NULL for @N) */
  bool intr_called;  /* used as the callee of a call to an undeclared llvm.* function */
} Fwd;

/* A use of an undeclared @llvm.* function as a call's callee. */
typedef struct IntrUse {
  Fwd *fwd;
  IrInst *call;
  uint32_t order; /* parse order, for LLVM's declaration order */
} IntrUse;

/* `#N` used by an attribute set before the group is known. */
typedef struct GroupRef {
  IrAttrSet *set;
  uint32_t group;
  Tok at;
} GroupRef;

typedef struct MDSlot {
  IrMD *md;
  bool defined;
  Tok first_use;
} MDSlot;

typedef struct StructRef {
  IrType *t;
  bool defined;
  Tok first_use;
} StructRef;

typedef struct P {
  Arena *a;
  Diag *d;
  const char *file;
  const char *src;
  size_t len;
  jmp_buf jb;         /* error exit */
  Lex lx;             /* position after `tok` */
  Tok tok;            /* current token */
  IrModule *m;
  int depth;          /* recursion guard */
  bool typed_ptrs;    /* a `T*` pointer type was seen */
  /* module scope */
  Map globals;        /* name -> IrValue* (IrGlobal/IrFunc) or Fwd */
  Map global_ids;     /* "N" -> value */
  Map structs;        /* name -> StructRef* */
  Map md_ids;         /* "N" -> MDSlot* */
  PtrVec md_slots;    /* MDSlot* in creation order (undefined check) */
  Map groups;         /* "N" -> IrAttrSet* */
  VEC(GroupRef) group_refs;
  PtrVec global_fwds; /* Fwd* for @names */
  VEC(IntrUse) intr_uses;
  /* patch lists: objects that captured a placeholder */
  PtrVec fx_insts;    /* IrInst* */
  PtrVec fx_consts;   /* IrConst* */
  PtrVec fx_mds;      /* IrMD* (VALUE) */
  PtrVec fx_globals;  /* IrGlobal* whose initializer is a placeholder */
  /* function scope */
  IrFunc *fn;
  Map locals;         /* name -> value or Fwd */
  Map local_ids;      /* "N" -> value or Fwd */
  PtrVec local_fwds;  /* Fwd* */
  uint64_t next_id;   /* next number for unnamed values */
  uint32_t order;     /* counter for IntrUse.order */
} P;

static _Noreturn void perr_at(P *p, const Tok *t, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static _Noreturn void perr_at(P *p, const Tok *t, int code, const char *fmt, ...) {
  SrcLoc loc = {p->file, t ? t->line : 0, t ? t->col : 0};
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(p->d, DIAG_ERROR, code, loc, fmt, ap);
  va_end(ap);
  longjmp(p->jb, 1);
}

#define perr(P_, CODE, ...) perr_at((P_), &(P_)->tok, (CODE), __VA_ARGS__)

static void *palloc(P *p, size_t n) {
  void *r = arena_alloc(p->a, n ? n : 1);
  if (!r) perr(p, IRP_OOM, "out of memory");
  return r;
}

static char *pstrndup(P *p, const char *s, size_t n) {
  char *r = arena_strndup(p->a, s, n);
  if (!r) perr(p, IRP_OOM, "out of memory");
  return r;
}

static void ppush(P *p, PtrVec *v, void *x) {
  if (!ptrvec_push(p->a, v, x)) perr(p, IRP_OOM, "out of memory");
}

/* Check an IR constructor's result (NULL only on OOM or invalid input we
 * already rejected). */
static void *chk(P *p, void *x) {
  if (!x) perr(p, IRP_OOM, "out of memory");
  return x;
}

/* ---- map -------------------------------------------------------------- */

static uint64_t str_hash(const char *s) { return hl_hash_bytes(s, strlen(s), 0x9a75e); }

static void *map_get(const Map *m, const char *key) {
  if (!m->cap) return NULL;
  uint64_t h = str_hash(key);
  for (uint32_t i = (uint32_t)h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    if (!m->e[i].key) return NULL;
    if (m->e[i].hash == h && strcmp(m->e[i].key, key) == 0) return m->e[i].val;
  }
}

static void map_put(P *p, Map *m, const char *key, void *val) {
  if ((m->len + 1) * 4 >= m->cap * 3) {
    uint32_t nc = m->cap ? m->cap * 2 : 64;
    MapEnt *ne = palloc(p, sizeof(MapEnt) * nc);
    for (uint32_t i = 0; i < m->cap; i++) {
      if (!m->e[i].key) continue;
      uint32_t j = (uint32_t)m->e[i].hash & (nc - 1);
      while (ne[j].key) j = (j + 1) & (nc - 1);
      ne[j] = m->e[i];
    }
    m->e = ne;
    m->cap = nc;
  }
  uint64_t h = str_hash(key);
  uint32_t i = (uint32_t)h & (m->cap - 1);
  for (; m->e[i].key; i = (i + 1) & (m->cap - 1))
    if (m->e[i].hash == h && strcmp(m->e[i].key, key) == 0) {
      m->e[i].val = val;
      return;
    }
  m->e[i].key = key;
  m->e[i].hash = h;
  m->e[i].val = val;
  m->len++;
}

static const char *id_key(P *p, uint64_t n) {
  char buf[32];
  snprintf(buf, sizeof buf, "%llu", (unsigned long long)n);
  return pstrndup(p, buf, strlen(buf));
}

/* ---- lexer ------------------------------------------------------------ */

static bool is_name_start(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '.' || c == '_' ||
         c == '-';
}
static bool is_name_char(int c) { return is_name_start(c) || (c >= '0' && c <= '9'); }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int hexval(int c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

static int peekc(P *p, size_t off) {
  size_t i = p->lx.pos + off;
  return i < p->len ? (unsigned char)p->src[i] : -1;
}

static void advance(P *p, size_t n) {
  for (size_t k = 0; k < n && p->lx.pos < p->len; k++) {
    if (p->src[p->lx.pos] == '\n') {
      p->lx.line++;
      p->lx.line_start = p->lx.pos + 1;
    }
    p->lx.pos++;
  }
}

/* Decode LLVM string escapes (\\ and \XX) of src[b..e) into the arena. */
static char *unescape(P *p, size_t b, size_t e, uint32_t *outlen) {
  char *r = palloc(p, e - b + 1);
  uint32_t n = 0;
  for (size_t i = b; i < e; i++) {
    char c = p->src[i];
    if (c == '\\' && i + 1 < e && p->src[i + 1] == '\\') {
      r[n++] = '\\';
      i++;
    } else if (c == '\\' && i + 2 < e && is_hex((unsigned char)p->src[i + 1]) &&
               is_hex((unsigned char)p->src[i + 2])) {
      r[n++] = (char)(hexval((unsigned char)p->src[i + 1]) * 16 +
                      hexval((unsigned char)p->src[i + 2]));
      i += 2;
    } else {
      r[n++] = c;
    }
  }
  r[n] = 0;
  if (outlen) *outlen = n;
  return r;
}

/* Scan a "..." string starting at pos (the opening quote); returns the
 * offset just past the closing quote. */
static size_t scan_string(P *p, Tok *t, size_t pos) {
  size_t i = pos + 1;
  while (i < p->len && p->src[i] != '"') i++;
  if (i >= p->len) perr_at(p, t, IRP_LEX, "end of file in string constant");
  return i + 1;
}

/* The decimal number after the one-character sigil at s (%12, !3, #0) as a
 * `kind` token; a value above limit before another digit is an error. */
static void lex_sigil_number(P *p, Tok *t, size_t s, TokKind kind, uint64_t limit, const char *too_large) {
  size_t i = s + 1;
  uint64_t v = 0;
  while (i < p->len && is_digit((unsigned char)p->src[i])) {
    if (v > limit) perr_at(p, t, IRP_LEX, "%s", too_large);
    v = v * 10 + (uint64_t)(p->src[i] - '0');
    i++;
  }
  t->kind = kind;
  t->num = v;
  advance(p, i - s);
}

/* The quoted name after the one-character sigil at s (%"a b", !"str") as a
 * `kind` token with its unescaped text. */
static void lex_sigil_string(P *p, Tok *t, size_t s, TokKind kind) {
  size_t e = scan_string(p, t, s + 1);
  t->kind = kind;
  t->str = unescape(p, s + 2, e - 1, &t->len);
  advance(p, e - s);
}

static void lex(P *p) {
  Tok *t = &p->tok;
  for (;;) {
    int c = peekc(p, 0);
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
      advance(p, 1);
    } else if (c == ';') {
      while (p->lx.pos < p->len && p->src[p->lx.pos] != '\n') p->lx.pos++;
    } else {
      break;
    }
  }
  memset(t, 0, sizeof *t);
  t->start = p->lx.pos;
  t->line = p->lx.line;
  t->col = (uint32_t)(p->lx.pos - p->lx.line_start + 1);
  int c = peekc(p, 0);
  if (c < 0) {
    t->kind = TK_EOF;
    t->end = t->start;
    return;
  }
  if (c == 0) perr_at(p, t, IRP_LEX, "NUL character in input");
  size_t s = p->lx.pos;
  switch (c) {
  case '=': t->kind = TK_EQ; advance(p, 1); goto done;
  case ',': t->kind = TK_COMMA; advance(p, 1); goto done;
  case '(': t->kind = TK_LPAREN; advance(p, 1); goto done;
  case ')': t->kind = TK_RPAREN; advance(p, 1); goto done;
  case '[': t->kind = TK_LBRACK; advance(p, 1); goto done;
  case ']': t->kind = TK_RBRACK; advance(p, 1); goto done;
  case '{': t->kind = TK_LBRACE; advance(p, 1); goto done;
  case '}': t->kind = TK_RBRACE; advance(p, 1); goto done;
  case '<': t->kind = TK_LT; advance(p, 1); goto done;
  case '>': t->kind = TK_GT; advance(p, 1); goto done;
  case '*': t->kind = TK_STAR; advance(p, 1); goto done;
  case '|': t->kind = TK_BAR; advance(p, 1); goto done;
  case '.':
    if (peekc(p, 1) == '.' && peekc(p, 2) == '.') {
      t->kind = TK_DOTS;
      advance(p, 3);
      goto done;
    }
    break;
  case '%': case '@': case '$': {
    TokKind named = c == '%' ? TK_LOCAL : c == '@' ? TK_GLOBAL : TK_COMDAT;
    TokKind numbered = c == '%' ? TK_LOCAL_ID : c == '@' ? TK_GLOBAL_ID : TK_COMDAT;
    int n = peekc(p, 1);
    if (n == '"') {
      lex_sigil_string(p, t, s, named);
      goto done;
    }
    if (is_digit(n) && c != '$') {
      lex_sigil_number(p, t, s, numbered, (UINT64_MAX - 9) / 10, "value number too large");
      goto done;
    }
    if (is_name_start(n)) {
      size_t i = s + 1;
      while (i < p->len && is_name_char((unsigned char)p->src[i])) i++;
      t->kind = named;
      t->str = pstrndup(p, p->src + s + 1, i - s - 1);
      t->len = (uint32_t)(i - s - 1);
      advance(p, i - s);
      goto done;
    }
    break;
  }
  case '!': {
    int n = peekc(p, 1);
    if (n == '"') {
      lex_sigil_string(p, t, s, TK_MDSTR);
      goto done;
    }
    if (is_digit(n)) {
      lex_sigil_number(p, t, s, TK_MD_ID, (UINT64_MAX - 9) / 10, "metadata number too large");
      goto done;
    }
    if (is_name_start(n) || n == '\\') {
      size_t i = s + 1;
      while (i < p->len && (is_name_char((unsigned char)p->src[i]) || p->src[i] == '\\')) i++;
      t->kind = TK_MDVAR;
      t->str = unescape(p, s + 1, i, &t->len);
      advance(p, i - s);
      goto done;
    }
    t->kind = TK_EXCL;
    advance(p, 1);
    goto done;
  }
  case '#':
    if (!is_digit(peekc(p, 1))) break;
    lex_sigil_number(p, t, s, TK_ATTRGRP, 0xffffffffu, "attribute group number too large");
    goto done;
  case '"': {
    size_t e = scan_string(p, t, s);
    t->str = unescape(p, s + 1, e - 1, &t->len);
    if (e < p->len && p->src[e] == ':') {
      t->kind = TK_LABEL;
      advance(p, e + 1 - s);
    } else {
      t->kind = TK_STRING;
      advance(p, e - s);
    }
    goto done;
  }
  default: break;
  }
  if (is_digit(c) || ((c == '-' || c == '+') && is_digit(peekc(p, 1)))) {
    size_t i = s;
    if (c == '0' && (peekc(p, 1) == 'x' || peekc(p, 1) == 'X') ) {
      i = s + 2;
      if (i < p->len && strchr("KLMHR", p->src[i]) && p->src[i]) i++;
      size_t hs = i;
      while (i < p->len && is_hex((unsigned char)p->src[i])) i++;
      if (i == hs) perr_at(p, t, IRP_LEX, "invalid hexadecimal constant");
      t->kind = TK_FP;
      t->str = pstrndup(p, p->src + s, i - s);
      advance(p, i - s);
      goto done;
    }
    if (c == '-' || c == '+') i++;
    while (i < p->len && is_digit((unsigned char)p->src[i])) i++;
    bool fp = false;
    if (i < p->len && p->src[i] == '.') {
      fp = true;
      i++;
      while (i < p->len && is_digit((unsigned char)p->src[i])) i++;
      if (i < p->len && (p->src[i] == 'e' || p->src[i] == 'E')) {
        size_t j = i + 1;
        if (j < p->len && (p->src[j] == '-' || p->src[j] == '+')) j++;
        if (j < p->len && is_digit((unsigned char)p->src[j])) {
          i = j;
          while (i < p->len && is_digit((unsigned char)p->src[i])) i++;
        }
      }
    } else if (c != '-' && c != '+' && i < p->len && p->src[i] == ':') {
      uint64_t v = 0;
      for (size_t k = s; k < i; k++) {
        if (v > (UINT64_MAX - 9) / 10) perr_at(p, t, IRP_LEX, "label number too large");
        v = v * 10 + (uint64_t)(p->src[k] - '0');
      }
      t->kind = TK_LABEL_ID;
      t->num = v;
      advance(p, i + 1 - s);
      goto done;
    } else if (i < p->len && is_name_start((unsigned char)p->src[i]) && p->src[i] != '.') {
      /* e.g. "1abc:" label names starting with a digit */
      size_t j = i;
      while (j < p->len && is_name_char((unsigned char)p->src[j])) j++;
      if (j < p->len && p->src[j] == ':' && c != '-' && c != '+') {
        t->kind = TK_LABEL;
        t->str = pstrndup(p, p->src + s, j - s);
        t->len = (uint32_t)(j - s);
        advance(p, j + 1 - s);
        goto done;
      }
    }
    t->kind = fp ? TK_FP : TK_INT;
    t->str = pstrndup(p, p->src + s, i - s);
    t->len = (uint32_t)(i - s);
    advance(p, i - s);
    goto done;
  }
  if (is_name_start(c)) {
    /* Labels may contain '-'; keywords may not. */
    size_t i = s;
    while (i < p->len && is_name_char((unsigned char)p->src[i])) i++;
    if (i < p->len && p->src[i] == ':') {
      t->kind = TK_LABEL;
      t->str = pstrndup(p, p->src + s, i - s);
      t->len = (uint32_t)(i - s);
      advance(p, i + 1 - s);
      goto done;
    }
    i = s;
    while (i < p->len && is_name_char((unsigned char)p->src[i]) && p->src[i] != '-') i++;
    if (i == s) perr_at(p, t, IRP_LEX, "invalid character '%c'", c);
    if (i - s == 1 && c == 'c' && i < p->len && p->src[i] == '"') {
      size_t e = scan_string(p, t, i);
      t->kind = TK_CSTRING;
      t->str = unescape(p, i + 1, e - 1, &t->len);
      advance(p, e - s);
      goto done;
    }
    t->str = pstrndup(p, p->src + s, i - s);
    t->len = (uint32_t)(i - s);
    t->kind = TK_KW;
    if (c == 'i' && i - s >= 2) {
      bool all = true;
      uint64_t w = 0;
      for (size_t k = s + 1; k < i; k++) {
        if (!is_digit((unsigned char)p->src[k])) { all = false; break; }
        w = w * 10 + (uint64_t)(p->src[k] - '0');
        if (w > (1u << 23)) { all = false; break; }
      }
      if (all) {
        if (w == 0) perr_at(p, t, IRP_LEX, "bitwidth for integer type out of range");
        t->kind = TK_INTTYPE;
        t->num = w;
      }
    }
    advance(p, i - s);
    goto done;
  }
  if (c >= 32 && c < 127) perr_at(p, t, IRP_LEX, "invalid character '%c'", c);
  perr_at(p, t, IRP_LEX, "invalid character (byte 0x%02x)", c);
done:
  t->end = p->lx.pos;
}

/* ---- token helpers ------------------------------------------------------ */

static void next(P *p) { lex(p); }

static bool is_kw(P *p, const char *kw) {
  return p->tok.kind == TK_KW && strcmp(p->tok.str, kw) == 0;
}

static bool accept(P *p, TokKind k) {
  if (p->tok.kind != k) return false;
  next(p);
  return true;
}

static bool accept_kw(P *p, const char *kw) {
  if (!is_kw(p, kw)) return false;
  next(p);
  return true;
}

static const char *tok_desc(TokKind k) {
  switch (k) {
  case TK_EOF: return "end of file";
  case TK_EQ: return "'='";
  case TK_COMMA: return "','";
  case TK_LPAREN: return "'('";
  case TK_RPAREN: return "')'";
  case TK_LBRACK: return "'['";
  case TK_RBRACK: return "']'";
  case TK_LBRACE: return "'{'";
  case TK_RBRACE: return "'}'";
  case TK_LT: return "'<'";
  case TK_GT: return "'>'";
  case TK_STAR: return "'*'";
  case TK_STRING: return "string constant";
  case TK_INT: return "integer";
  default: return "token";
  }
}

static void expect(P *p, TokKind k, const char *what) {
  if (p->tok.kind != k) perr(p, IRP_SYNTAX, "expected %s", what ? what : tok_desc(k));
  next(p);
}

static void expect_kw(P *p, const char *kw) {
  if (!is_kw(p, kw)) perr(p, IRP_SYNTAX, "expected '%s'", kw);
  next(p);
}

/* One-token lookahead: the kind of the token after the current one. */
static Tok peek_tok(P *p) {
  Lex save = p->lx;
  Tok cur = p->tok;
  next(p);
  Tok r = p->tok;
  p->lx = save;
  p->tok = cur;
  return r;
}

static void enter(P *p) {
  if (++p->depth > MAX_DEPTH) perr(p, IRP_LIMIT, "nesting too deep");
}
static void leave(P *p) { p->depth--; }

/* Unsigned 64-bit integer from a literal token (wraps modulo 2^64; the
 * sign is applied by the caller). */
static uint64_t tok_u64(P *p, const Tok *t, bool *neg) {
  const char *s = t->str;
  *neg = false;
  if (*s == '-') { *neg = true; s++; }
  else if (*s == '+') s++;
  uint64_t v = 0;
  for (; *s; s++) v = v * 10 + (uint64_t)(*s - '0');
  (void)p;
  return v;
}

/* A non-negative integer that must fit in 32 bits (counts, alignment,
 * indices, address spaces). */
static uint32_t parse_u32(P *p, const char *what) {
  if (p->tok.kind != TK_INT) perr(p, IRP_SYNTAX, "expected %s", what);
  bool neg;
  const char *s = p->tok.str;
  size_t n = strlen(s);
  uint64_t v = tok_u64(p, &p->tok, &neg);
  if (neg || n > 10 || v > 0xffffffffu) perr(p, IRP_SYNTAX, "%s out of range", what);
  next(p);
  return (uint32_t)v;
}

static uint64_t parse_u64(P *p, const char *what) {
  if (p->tok.kind != TK_INT) perr(p, IRP_SYNTAX, "expected %s", what);
  bool neg;
  uint64_t v = tok_u64(p, &p->tok, &neg);
  if (neg || strlen(p->tok.str) > 19) perr(p, IRP_SYNTAX, "%s out of range", what);
  next(p);
  return v;
}

/* Type name for messages. */
static const char *type_str(P *p, const IrType *t) {
  StrBuf sb = sb_new(p->a);
  ir_print_type(&sb, t);
  const char *r = arena_strndup(p->a, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  if (!r) perr(p, IRP_OOM, "out of memory");
  if (!*r) return "<type>";
  return r;
}

/* ====================================================================== */
/* Types. */

static IrType *parse_type(P *p);

static IrType *named_struct_ref(P *p, const char *name, const Tok *at) {
  StructRef *r = map_get(&p->structs, name);
  if (!r) {
    r = palloc(p, sizeof *r);
    r->t = chk(p, ir_type_struct_named(p->m, name));
    r->first_use = *at;
    map_put(p, &p->structs, r->t->name, r);
  }
  return r->t;
}

/* fields := [type {',' type}] up to the closing token */
static uint32_t parse_type_list(P *p, TokKind close, IrType ***out) {
  PtrVec v = {0};
  if (p->tok.kind != close) {
    do {
      IrType *t = parse_type(p);
      if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA ||
          t->kind == IR_TY_FUNC)
        perr(p, IRP_TYPE, "invalid element type");
      ppush(p, &v, t);
    } while (accept(p, TK_COMMA));
  }
  expect(p, close, NULL);
  *out = (IrType **)v.data;
  return v.len;
}

static bool valid_elem_type(const IrType *t) {
  return t->kind != IR_TY_VOID && t->kind != IR_TY_LABEL && t->kind != IR_TY_METADATA &&
         t->kind != IR_TY_FUNC;
}

/* addrspace := 'addrspace' '(' N ')' ; returns 0 when absent */
static uint32_t parse_opt_addrspace(P *p) {
  if (!accept_kw(p, "addrspace")) return 0;
  expect(p, TK_LPAREN, NULL);
  uint32_t as = parse_u32(p, "address space");
  expect(p, TK_RPAREN, NULL);
  return as;
}

/* function-params := '(' [type {',' type}] [',' '...' | '...'] ')' */
static IrType *parse_fn_type_tail(P *p, IrType *ret) {
  expect(p, TK_LPAREN, NULL);
  PtrVec v = {0};
  bool vararg = false;
  if (p->tok.kind != TK_RPAREN) {
    for (;;) {
      if (accept(p, TK_DOTS)) { vararg = true; break; }
      IrType *t = parse_type(p);
      if (!valid_elem_type(t)) perr(p, IRP_TYPE, "invalid function argument type");
      ppush(p, &v, t);
      if (!accept(p, TK_COMMA)) break;
    }
  }
  expect(p, TK_RPAREN, NULL);
  if (ret->kind == IR_TY_LABEL || ret->kind == IR_TY_METADATA || ret->kind == IR_TY_FUNC)
    perr(p, IRP_TYPE, "invalid function return type");
  return chk(p, ir_type_func(p->m, ret, (IrType **)v.data, v.len, vararg));
}

/* type := base-type { '*' | 'addrspace' '(' N ')' '*' | function-params }
 * base-type := 'void' | 'half' | 'float' | 'double' | 'label' | 'metadata' | iN
 *   | 'ptr' ['addrspace' '(' N ')'] | 'target' '(' "name" {',' type|int} ')'
 *   | '<' N 'x' type '>' | '<' '{' fields '}' '>' | '[' N 'x' type ']'
 *   | '{' fields '}' | %name | %N */
static IrType *parse_type(P *p) {
  enter(p);
  IrModule *m = p->m;
  IrType *t = NULL;
  Tok at = p->tok;
  switch (p->tok.kind) {
  case TK_INTTYPE:
    t = chk(p, ir_type_int(m, (uint32_t)p->tok.num));
    next(p);
    break;
  case TK_LOCAL:
    t = named_struct_ref(p, p->tok.str, &at);
    next(p);
    break;
  case TK_LOCAL_ID:
    t = named_struct_ref(p, id_key(p, p->tok.num), &at);
    next(p);
    break;
  case TK_LBRACE: {
    next(p);
    IrType **f;
    uint32_t n = parse_type_list(p, TK_RBRACE, &f);
    t = chk(p, ir_type_struct_literal(m, f, n, false));
    break;
  }
  case TK_LBRACK: {
    next(p);
    uint64_t n = parse_u64(p, "number of elements");
    expect_kw(p, "x");
    IrType *e = parse_type(p);
    if (!valid_elem_type(e)) perr_at(p, &at, IRP_TYPE, "invalid array element type");
    expect(p, TK_RBRACK, "']' at end of array type");
    t = chk(p, ir_type_array(m, e, n));
    break;
  }
  case TK_LT: {
    next(p);
    if (accept(p, TK_LBRACE)) {
      IrType **f;
      uint32_t n = parse_type_list(p, TK_RBRACE, &f);
      expect(p, TK_GT, "'>' at end of packed struct");
      t = chk(p, ir_type_struct_literal(m, f, n, true));
      break;
    }
    if (is_kw(p, "vscale")) perr(p, IRP_UNSUPPORTED, "scalable vectors are not supported");
    uint64_t n = parse_u64(p, "number of elements");
    if (n == 0) perr_at(p, &at, IRP_TYPE, "zero element vector is illegal");
    expect_kw(p, "x");
    IrType *e = parse_type(p);
    if (!(e->kind == IR_TY_INT || ir_type_is_fp(e) || e->kind == IR_TY_PTR))
      perr_at(p, &at, IRP_TYPE, "invalid vector element type");
    expect(p, TK_GT, "'>' at end of vector type");
    t = chk(p, ir_type_vector(m, e, n));
    break;
  }
  case TK_KW: {
    const char *k = p->tok.str;
    if (!strcmp(k, "void")) t = ir_type_void(m);
    else if (!strcmp(k, "half")) t = ir_type_half(m);
    else if (!strcmp(k, "float")) t = ir_type_float(m);
    else if (!strcmp(k, "double")) t = ir_type_double(m);
    else if (!strcmp(k, "label")) t = ir_type_label(m);
    else if (!strcmp(k, "metadata")) t = ir_type_metadata(m);
    else if (!strcmp(k, "ptr")) {
      next(p);
      t = chk(p, ir_type_ptr(m, parse_opt_addrspace(p)));
      break;
    } else if (!strcmp(k, "target")) {
      next(p);
      expect(p, TK_LPAREN, NULL);
      if (p->tok.kind != TK_STRING) perr(p, IRP_SYNTAX, "expected string for target type name");
      const char *name = p->tok.str;
      next(p);
      PtrVec tys = {0};
      VEC(uint32_t) ints = {0};
      while (accept(p, TK_COMMA)) {
        if (p->tok.kind == TK_INT) {
          if (!vec_push(p->a, &ints, parse_u32(p, "integer parameter")))
            perr(p, IRP_OOM, "out of memory");
        } else {
          if (ints.len) perr(p, IRP_SYNTAX, "type parameters must precede integer parameters");
          IrType *pt = parse_type(p);
          if (!valid_elem_type(pt) && pt->kind != IR_TY_VOID)
            perr(p, IRP_TYPE, "invalid target type parameter");
          ppush(p, &tys, pt);
        }
      }
      expect(p, TK_RPAREN, NULL);
      t = chk(p, ir_type_target(m, name, (IrType **)tys.data, tys.len, ints.data, ints.len));
      break;
    } else if (!strcmp(k, "bfloat") || !strcmp(k, "fp128") || !strcmp(k, "x86_fp80") ||
               !strcmp(k, "ppc_fp128") || !strcmp(k, "x86_amx") || !strcmp(k, "token") ||
               !strcmp(k, "opaque")) {
      perr(p, IRP_UNSUPPORTED, "type '%s' is not supported", k);
    } else {
      perr(p, IRP_SYNTAX, "expected type");
    }
    chk(p, t);
    next(p);
    break;
  }
  default:
    perr(p, IRP_SYNTAX, "expected type");
  }
  /* suffixes */
  for (;;) {
    if (p->tok.kind == TK_STAR) {
      if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
        perr(p, IRP_TYPE, "pointer to this type is invalid");
      next(p);
      t = chk(p, ir_type_typed_ptr(m, t, 0));
      p->typed_ptrs = true;
    } else if (is_kw(p, "addrspace") && t->kind != IR_TY_PTR) {
      uint32_t as = parse_opt_addrspace(p);
      expect(p, TK_STAR, "'*' after address space");
      t = chk(p, ir_type_typed_ptr(m, t, as));
      p->typed_ptrs = true;
    } else if (is_kw(p, "addrspace") && t->kind == IR_TY_PTR && t->elem) {
      uint32_t as = parse_opt_addrspace(p);
      expect(p, TK_STAR, "'*' after address space");
      t = chk(p, ir_type_typed_ptr(m, t, as));
    } else if (p->tok.kind == TK_LPAREN) {
      t = parse_fn_type_tail(p, t);
    } else {
      break;
    }
  }
  leave(p);
  return t;
}

/* Pointer types are compatible when they are equal, or one is opaque and
 * the address spaces agree (typed-pointer modules mix both while being
 * read). */
static bool types_compatible(const IrType *a, const IrType *b) {
  if (a == b) return true;
  if (a->kind == IR_TY_PTR && b->kind == IR_TY_PTR && a->addrspace == b->addrspace &&
      (!a->elem || !b->elem))
    return true;
  return false;
}

/* ====================================================================== */
/* Values and forward references. */

static bool is_fwd(const IrValue *v) {
  return v && v->kind == IR_V_INST && ((const IrInst *)v)->op == IR_OPCODE_COUNT;
}

static IrValue *resolved(IrValue *v) {
  int guard = 0;
  while (is_fwd(v) && ((Fwd *)v)->def && guard++ < 8) v = ((Fwd *)v)->def;
  return v;
}

static Fwd *new_fwd(P *p, IrType *t, const Tok *at, bool global) {
  Fwd *f = palloc(p, sizeof *f);
  f->in.v.kind = IR_V_INST;
  f->in.v.type = t;
  f->in.op = IR_OPCODE_COUNT;
  f->at = *at;
  f->global = global;
  ppush(p, global ? &p->global_fwds : &p->local_fwds, f);
  return f;
}

static void check_value_type(P *p, const Tok *at, IrValue *v, IrType *want) {
  if (!types_compatible(v->type, want)) {
    const char *sig = (at->kind == TK_GLOBAL || at->kind == TK_GLOBAL_ID) ? "@" : "%";
    char numbuf[32];
    const char *nm = at->str;
    if (at->kind == TK_LOCAL_ID || at->kind == TK_GLOBAL_ID) {
      snprintf(numbuf, sizeof numbuf, "%llu", (unsigned long long)at->num);
      nm = numbuf;
    }
    perr_at(p, at, IRP_TYPE, "'%s%s' defined with type '%s' but expected '%s'", sig, nm,
            type_str(p, v->type), type_str(p, want));
  }
}

/* %name / %N in a function body, of type `t`. */
static IrValue *local_ref(P *p, IrType *t) {
  Tok at = p->tok;
  if (!p->fn) perr(p, IRP_SYNTAX, "local value reference outside a function");
  Map *map = at.kind == TK_LOCAL ? &p->locals : &p->local_ids;
  const char *key = at.kind == TK_LOCAL ? at.str : id_key(p, at.num);
  IrValue *v = map_get(map, key);
  next(p);
  if (!v) {
    Fwd *f = new_fwd(p, t, &at, false);
    map_put(p, map, key, f);
    return &f->in.v;
  }
  check_value_type(p, &at, v, t);
  return v;
}

/* @name / @N, of type `t` (a pointer type). */
static IrValue *global_ref(P *p, IrType *t) {
  Tok at = p->tok;
  Map *map = at.kind == TK_GLOBAL ? &p->globals : &p->global_ids;
  const char *key = at.kind == TK_GLOBAL ? at.str : id_key(p, at.num);
  IrValue *v = map_get(map, key);
  next(p);
  if (t->kind != IR_TY_PTR) perr_at(p, &at, IRP_TYPE, "global variable reference must have pointer type");
  if (!v) {
    Fwd *f = new_fwd(p, t, &at, true);
    f->gname = at.kind == TK_GLOBAL ? at.str : NULL;
    map_put(p, map, key, f);
    return &f->in.v;
  }
  check_value_type(p, &at, v, t);
  return v;
}

/* Define a local value (instruction result, argument or block), resolving
 * a forward reference of the same name. */
static void define_local(P *p, const Tok *at, IrValue *v) {
  Map *map;
  const char *key;
  if (at->kind == TK_LOCAL || at->kind == TK_LABEL) {
    map = &p->locals;
    key = at->str;
  } else {
    map = &p->local_ids;
    key = id_key(p, at->num);
    if (at->num < p->next_id)
      perr_at(p, at, IRP_SYNTAX, "value expected to be numbered '%%%llu' or greater",
              (unsigned long long)p->next_id);
    p->next_id = at->num + 1;
  }
  IrValue *old = map_get(map, key);
  if (old) {
    if (!is_fwd(old) || ((Fwd *)old)->def)
      perr_at(p, at, IRP_REDEF, "redefinition of value '%%%s'", key);
    Fwd *f = (Fwd *)old;
    if (!types_compatible(f->in.v.type, v->type)) {
      if (v->kind == IR_V_BLOCK || f->in.v.type->kind == IR_TY_LABEL)
        perr_at(p, &f->at, IRP_TYPE, "'%%%s' is not a basic block", key);
      perr_at(p, at, IRP_TYPE, "instruction forward referenced with type '%s'",
              type_str(p, f->in.v.type));
    }
    f->def = v;
  }
  map_put(p, map, key, v);
}

/* Give an unnamed value the next number (LLVM numbers unnamed arguments,
 * blocks and non-void instructions in order). */
static void define_unnamed(P *p, IrValue *v) {
  const char *key = id_key(p, p->next_id);
  IrValue *old = map_get(&p->local_ids, key);
  if (old) {
    if (!is_fwd(old) || ((Fwd *)old)->def) perr(p, IRP_REDEF, "redefinition of value '%%%s'", key);
    Fwd *f = (Fwd *)old;
    if (!types_compatible(f->in.v.type, v->type))
      perr_at(p, &f->at, IRP_TYPE, "'%%%s' forward referenced with type '%s'", key,
              type_str(p, f->in.v.type));
    f->def = v;
  }
  map_put(p, &p->local_ids, key, v);
  p->next_id++;
}

static void note_inst_fwds(P *p, IrInst *i) {
  for (uint32_t k = 0; k < i->nops; k++)
    if (is_fwd(i->ops[k])) {
      ppush(p, &p->fx_insts, i);
      return;
    }
}

static IrValue *parse_value(P *p, IrType *t);
static IrMD *parse_md_operand(P *p);

/* ---- constants -------------------------------------------------------- */

static uint64_t mask_bits(uint64_t v, uint32_t bits) {
  return bits >= 64 ? v : (v & ((1ull << bits) - 1));
}

static IrValue *int_const(P *p, IrType *t, const Tok *at) {
  if (t->kind != IR_TY_INT) perr_at(p, at, IRP_TYPE, "integer constant must have integer type");
  bool neg;
  uint64_t v = tok_u64(p, at, &neg);
  if (neg) v = 0 - v; /* two's complement without signed overflow */
  return chk(p, ir_const_int(p->m, t, mask_bits(v, t->bits)));
}

static double bits_to_double(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}

static IrValue *fp_const(P *p, IrType *t, const Tok *at) {
  if (!ir_type_is_fp(t)) perr_at(p, at, IRP_TYPE, "floating point constant invalid for type");
  const char *s = at->str;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    char kind = 0;
    const char *h = s + 2;
    if (strchr("KLMHR", *h)) kind = *h++;
    size_t nd = strlen(h);
    uint64_t bits = 0;
    if (kind == 'H') {
      if (nd > 4) perr_at(p, at, IRP_SYNTAX, "invalid half constant");
      for (; *h; h++) bits = bits * 16 + (uint64_t)hexval((unsigned char)*h);
      if (t->kind != IR_TY_HALF) perr_at(p, at, IRP_TYPE, "floating point constant invalid for type");
      return chk(p, ir_const_fp_bits(p->m, t, bits));
    }
    if (kind) perr_at(p, at, IRP_UNSUPPORTED, "this floating point format is not supported");
    if (nd > 16) perr_at(p, at, IRP_SYNTAX, "hexadecimal constant too large");
    for (; *h; h++) bits = bits * 16 + (uint64_t)hexval((unsigned char)*h);
    if (t->kind == IR_TY_DOUBLE) return chk(p, ir_const_fp_bits(p->m, t, bits));
    return chk(p, ir_const_fp(p->m, t, bits_to_double(bits)));
  }
  errno = 0;
  char *end = NULL;
  double d = strtod(s, &end);
  if (!end || *end) perr_at(p, at, IRP_SYNTAX, "invalid floating point constant");
  if (t->kind == IR_TY_DOUBLE) {
    uint64_t b;
    memcpy(&b, &d, 8);
    return chk(p, ir_const_fp_bits(p->m, t, b));
  }
  return chk(p, ir_const_fp(p->m, t, d));
}

static IrValue *make_agg(P *p, IrType *t, PtrVec *elems) {
  IrValue *c = chk(p, ir_const_agg(p->m, t, (IrValue **)elems->data, elems->len));
  if (c->kind == IR_V_CONST_AGG)
    for (uint32_t i = 0; i < elems->len; i++)
      if (is_fwd(elems->data[i])) {
        ppush(p, &p->fx_consts, c);
        break;
      }
  return c;
}

static IrValue *make_expr(P *p, int op, IrType *rt, IrType *src, PtrVec *ops, uint32_t flags) {
  IrValue *c = chk(p, ir_const_expr(p->m, op, rt, src, (IrValue **)ops->data, ops->len, flags));
  for (uint32_t i = 0; i < ops->len; i++)
    if (is_fwd(ops->data[i])) {
      ppush(p, &p->fx_consts, c);
      break;
    }
  return c;
}

/* T v, with its type */
static IrValue *parse_typed_value(P *p, IrType **tout) {
  IrType *t = parse_type(p);
  if (tout) *tout = t;
  return parse_value(p, t);
}

/* elements := [type value {',' type value}] for a struct/array/vector
 * constant of type t */
static IrValue *parse_agg_elems(P *p, IrType *t, TokKind close, const Tok *at) {
  PtrVec elems = {0};
  if (p->tok.kind != close) {
    do {
      Tok et = p->tok;
      IrType *ty;
      IrValue *v = parse_typed_value(p, &ty);
      uint32_t i = elems.len;
      IrType *want = NULL;
      if (t->kind == IR_TY_STRUCT) want = i < t->nmembers ? t->members[i] : NULL;
      else want = t->elem;
      if (want && !types_compatible(ty, want))
        perr_at(p, &et, IRP_TYPE, "element %u of constant has type '%s' but expected '%s'", i,
                type_str(p, ty), type_str(p, want));
      ppush(p, &elems, v);
    } while (accept(p, TK_COMMA));
  }
  expect(p, close, NULL);
  uint64_t want_n = t->kind == IR_TY_STRUCT ? t->nmembers : t->count;
  if (elems.len != want_n)
    perr_at(p, at, IRP_TYPE, "constant has %u elements but type '%s' has %llu", elems.len,
            type_str(p, t), (unsigned long long)want_n);
  return make_agg(p, t, &elems);
}

static const struct { const char *name; IrOpcode op; } cast_ops[] = {
  {"trunc", IR_TRUNC}, {"zext", IR_ZEXT}, {"sext", IR_SEXT}, {"fptoui", IR_FPTOUI},
  {"fptosi", IR_FPTOSI}, {"uitofp", IR_UITOFP}, {"sitofp", IR_SITOFP},
  {"fptrunc", IR_FPTRUNC}, {"fpext", IR_FPEXT}, {"ptrtoint", IR_PTRTOINT},
  {"inttoptr", IR_INTTOPTR}, {"bitcast", IR_BITCAST}, {"addrspacecast", IR_ADDRSPACECAST},
};

static int cast_opcode(const char *k) {
  for (size_t i = 0; i < sizeof cast_ops / sizeof cast_ops[0]; i++)
    if (!strcmp(cast_ops[i].name, k)) return (int)cast_ops[i].op;
  return -1;
}

static IrType *gep_indexed_type(P *p, IrType *src, IrValue **idx, uint32_t n, const Tok *at);
static IrType *gep_result_type(P *p, IrType *src, IrValue *base, IrValue **idx, uint32_t n,
                               const Tok *at);

/* gep-flags := {'inbounds' | 'nuw' | 'nusw' | 'inrange' '(' a ',' b ')'} */
static uint32_t parse_gep_flags(P *p) {
  uint32_t fl = 0;
  for (;;) {
    if (accept_kw(p, "inbounds")) fl |= IR_FLAG_INBOUNDS;
    else if (accept_kw(p, "nuw")) fl |= IR_FLAG_GEP_NUW;
    else if (accept_kw(p, "nusw")) fl |= IR_FLAG_GEP_NUSW;
    else if (is_kw(p, "inrange")) perr(p, IRP_UNSUPPORTED, "inrange is not supported");
    else break;
  }
  return fl;
}

/* constexpr := 'getelementptr' flags '(' type ',' tv {',' tv} ')'
 *            | castop '(' tv 'to' type ')'
 *            | binop '(' tv ',' tv ')' */
static IrValue *parse_const_expr(P *p, IrType *t, const Tok *at) {
  const char *k = at->str;
  next(p);
  PtrVec ops = {0};
  if (!strcmp(k, "getelementptr")) {
    uint32_t fl = parse_gep_flags(p);
    expect(p, TK_LPAREN, NULL);
    IrType *src = parse_type(p);
    expect(p, TK_COMMA, NULL);
    IrType *bt;
    IrValue *base = parse_typed_value(p, &bt);
    if (bt->kind != IR_TY_PTR) perr_at(p, at, IRP_TYPE, "base of getelementptr must be a pointer");
    ppush(p, &ops, base);
    while (accept(p, TK_COMMA)) {
      IrType *it;
      IrValue *iv = parse_typed_value(p, &it);
      if (ir_type_scalar(it)->kind != IR_TY_INT)
        perr_at(p, at, IRP_TYPE, "getelementptr index must be an integer");
      ppush(p, &ops, iv);
    }
    expect(p, TK_RPAREN, NULL);
    IrType *rt = gep_result_type(p, src, base, (IrValue **)ops.data + 1, ops.len - 1, at);
    if (!types_compatible(rt, t)) perr_at(p, at, IRP_TYPE, "constant expression type mismatch");
    return make_expr(p, IR_GEP, rt, src, &ops, fl);
  }
  int cop = cast_opcode(k);
  if (cop >= 0) {
    expect(p, TK_LPAREN, NULL);
    IrValue *v = parse_typed_value(p, NULL);
    expect_kw(p, "to");
    IrType *dt = parse_type(p);
    expect(p, TK_RPAREN, NULL);
    if (!types_compatible(dt, t)) perr_at(p, at, IRP_TYPE, "constant expression type mismatch");
    ppush(p, &ops, v);
    return make_expr(p, cop, dt, NULL, &ops, 0);
  }
  static const struct { const char *n; IrOpcode op; } bins[] = {
    {"add", IR_ADD}, {"sub", IR_SUB}, {"mul", IR_MUL}, {"xor", IR_XOR}, {"shl", IR_SHL},
    {"and", IR_AND}, {"or", IR_OR}, {"lshr", IR_LSHR}, {"ashr", IR_ASHR},
  };
  for (size_t i = 0; i < sizeof bins / sizeof bins[0]; i++)
    if (!strcmp(bins[i].n, k)) {
      uint32_t fl = 0;
      for (;;) {
        if (accept_kw(p, "nuw")) fl |= IR_FLAG_NUW;
        else if (accept_kw(p, "nsw")) fl |= IR_FLAG_NSW;
        else if (accept_kw(p, "exact")) fl |= IR_FLAG_EXACT;
        else break;
      }
      expect(p, TK_LPAREN, NULL);
      IrType *lt;
      IrValue *l = parse_typed_value(p, &lt);
      expect(p, TK_COMMA, NULL);
      IrType *rt;
      IrValue *r = parse_typed_value(p, &rt);
      expect(p, TK_RPAREN, NULL);
      if (lt != rt || lt != t) perr_at(p, at, IRP_TYPE, "constant expression operand types differ");
      ppush(p, &ops, l);
      ppush(p, &ops, r);
      return make_expr(p, bins[i].op, t, NULL, &ops, fl);
    }
  perr_at(p, at, IRP_UNSUPPORTED, "constant expression '%s' is not supported", k);
}

/* value := %local | @global | constant (of type t) */
static IrValue *parse_value(P *p, IrType *t) {
  IrModule *m = p->m;
  Tok at = p->tok;
  IrValue *r = NULL;
  enter(p);
  switch (at.kind) {
  case TK_LOCAL: case TK_LOCAL_ID: r = local_ref(p, t); break;
  case TK_GLOBAL: case TK_GLOBAL_ID: r = global_ref(p, t); break;
  case TK_INT: r = int_const(p, t, &at); next(p); break;
  case TK_FP: r = fp_const(p, t, &at); next(p); break;
  case TK_CSTRING:
    if (t->kind != IR_TY_ARRAY || !ir_type_is_int(t->elem, 8) || t->count != at.len)
      perr(p, IRP_TYPE, "constant string must have type '[%u x i8]'", at.len);
    r = chk(p, ir_const_data(m, t, (const uint8_t *)at.str, at.len));
    next(p);
    break;
  case TK_LBRACE:
    if (t->kind != IR_TY_STRUCT || t->packed)
      perr(p, IRP_TYPE, "struct constant must have a (non-packed) struct type");
    next(p);
    r = parse_agg_elems(p, t, TK_RBRACE, &at);
    break;
  case TK_LBRACK:
    if (t->kind != IR_TY_ARRAY) perr(p, IRP_TYPE, "array constant must have array type");
    next(p);
    r = parse_agg_elems(p, t, TK_RBRACK, &at);
    break;
  case TK_LT:
    next(p);
    if (accept(p, TK_LBRACE)) {
      if (t->kind != IR_TY_STRUCT || !t->packed)
        perr_at(p, &at, IRP_TYPE, "packed struct constant must have a packed struct type");
      r = parse_agg_elems(p, t, TK_RBRACE, &at);
      expect(p, TK_GT, NULL);
      break;
    }
    if (t->kind != IR_TY_VECTOR) perr_at(p, &at, IRP_TYPE, "vector constant must have vector type");
    r = parse_agg_elems(p, t, TK_GT, &at);
    break;
  case TK_KW: {
    const char *k = at.str;
    if (!strcmp(k, "true") || !strcmp(k, "false")) {
      if (!ir_type_is_int(t, 1)) perr(p, IRP_TYPE, "boolean constant must have type 'i1'");
      r = chk(p, ir_const_i1(m, k[0] == 't'));
      next(p);
    } else if (!strcmp(k, "null")) {
      if (t->kind != IR_TY_PTR) perr(p, IRP_TYPE, "null must be a pointer type");
      r = chk(p, ir_const_null(m, t));
      next(p);
    } else if (!strcmp(k, "none")) {
      if (t->kind != IR_TY_TARGET) perr(p, IRP_TYPE, "'none' constant must have token type");
      r = chk(p, ir_const_null(m, t));
      next(p);
    } else if (!strcmp(k, "undef") || !strcmp(k, "poison") || !strcmp(k, "zeroinitializer")) {
      if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_FUNC ||
          t->kind == IR_TY_METADATA)
        perr(p, IRP_TYPE, "invalid type for '%s'", k);
      r = chk(p, k[0] == 'u' ? ir_undef(m, t) : k[0] == 'p' ? ir_poison(m, t) : ir_const_zero(m, t));
      next(p);
    } else if (!strcmp(k, "splat")) {
      next(p);
      if (t->kind != IR_TY_VECTOR) perr_at(p, &at, IRP_TYPE, "splat must have vector type");
      expect(p, TK_LPAREN, NULL);
      IrType *et;
      IrValue *e = parse_typed_value(p, &et);
      expect(p, TK_RPAREN, NULL);
      if (et != t->elem) perr_at(p, &at, IRP_TYPE, "splat element type mismatch");
      if (t->count > 65536) perr_at(p, &at, IRP_LIMIT, "vector too large");
      PtrVec el = {0};
      for (uint64_t i = 0; i < t->count; i++) ppush(p, &el, e);
      r = make_agg(p, t, &el);
    } else if (!strcmp(k, "getelementptr") || cast_opcode(k) >= 0 || !strcmp(k, "add") ||
               !strcmp(k, "sub") || !strcmp(k, "mul") || !strcmp(k, "xor") || !strcmp(k, "shl") ||
               !strcmp(k, "and") || !strcmp(k, "or") || !strcmp(k, "lshr") || !strcmp(k, "ashr")) {
      r = parse_const_expr(p, t, &at);
    } else if (!strcmp(k, "asm") || !strcmp(k, "blockaddress") ||
               !strcmp(k, "dso_local_equivalent") || !strcmp(k, "no_cfi") ||
               !strcmp(k, "ptrauth") || !strcmp(k, "extractelement") ||
               !strcmp(k, "insertelement") || !strcmp(k, "shufflevector") ||
               !strcmp(k, "icmp") || !strcmp(k, "fcmp") || !strcmp(k, "select")) {
      perr(p, IRP_UNSUPPORTED, "'%s' constants are not supported", k);
    } else {
      perr(p, IRP_SYNTAX, "expected value token");
    }
    break;
  }
  default:
    perr(p, IRP_SYNTAX, "expected value token");
  }
  leave(p);
  return r;
}

/* ---- GEP typing ------------------------------------------------------- */

static IrType *gep_indexed_type(P *p, IrType *src, IrValue **idx, uint32_t n, const Tok *at) {
  IrType *t = src;
  for (uint32_t i = 1; i < n; i++) {
    if (t->kind == IR_TY_STRUCT) {
      uint64_t c;
      IrValue *iv = idx[i];
      IrConst *cc = ir_as_const(iv);
      if (cc && iv->kind == IR_V_CONST_ZERO) c = 0;
      else if (!ir_const_is_int(iv, &c))
        perr_at(p, at, IRP_TYPE, "struct index in getelementptr must be a constant integer");
      if (c >= t->nmembers) perr_at(p, at, IRP_TYPE, "invalid getelementptr indices");
      t = t->members[c];
    } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      t = t->elem;
    } else {
      perr_at(p, at, IRP_TYPE, "invalid getelementptr indices");
    }
  }
  return t;
}

/* Result: pointer in the base's address space (typed when the base is),
 * or a vector of pointers when the base or an index is a vector. */
static IrType *gep_result_type(P *p, IrType *src, IrValue *base, IrValue **idx, uint32_t n,
                               const Tok *at) {
  if (n == 0) perr_at(p, at, IRP_SYNTAX, "getelementptr needs at least one index");
  IrType *bt = base->type;
  uint64_t vec = 0;
  if (bt->kind == IR_TY_VECTOR) vec = bt->count;
  for (uint32_t i = 0; i < n; i++)
    if (idx[i]->type->kind == IR_TY_VECTOR) vec = idx[i]->type->count;
  IrType *pt = ir_type_scalar(bt);
  if (pt->kind != IR_TY_PTR) perr_at(p, at, IRP_TYPE, "base of getelementptr must be a pointer");
  IrType *et = gep_indexed_type(p, src, idx, n, at);
  IrType *r = pt->elem ? chk(p, ir_type_typed_ptr(p->m, et, pt->addrspace))
                       : chk(p, ir_type_ptr(p->m, pt->addrspace));
  if (vec) r = chk(p, ir_type_vector(p->m, r, vec));
  return r;
}

/* ====================================================================== */
/* Attributes. */

/* Keywords that are attributes (LLVM's enum and int/type attributes). */
static const char *const attr_keywords[] = {
  "align", "alignstack", "allocalign", "allockind", "allocptr", "allocsize", "alwaysinline",
  "argmemonly", "builtin", "byref", "byval", "captures", "cold", "convergent",
  "coro_elide_safe", "coro_only_destroy_when_complete", "dead_on_unwind", "dereferenceable",
  "dereferenceable_or_null", "disable_sanitizer_instrumentation", "elementtype",
  "fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inaccessiblemem_or_argmemonly",
  "inaccessiblememonly", "inalloca", "initializes", "inlinehint", "inreg", "jumptable",
  "memory", "minsize", "mustprogress", "naked", "nest", "noalias", "nobuiltin", "nocallback",
  "nocapture", "nocf_check", "noduplicate", "noext", "nofpclass", "nofree", "noimplicitfloat",
  "noinline", "nomerge", "nonlazybind", "nonnull", "noprofile", "norecurse", "noredzone",
  "noreturn", "nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind",
  "null_pointer_is_valid", "optdebug", "optforfuzzing", "optnone", "optsize", "preallocated",
  "presplitcoroutine", "range", "readnone", "readonly", "returned", "returns_twice",
  "safestack", "sanitize_address", "sanitize_hwaddress", "sanitize_memory",
  "sanitize_memtag", "sanitize_numerical_stability", "sanitize_realtime",
  "sanitize_realtime_blocking", "sanitize_thread", "sanitize_type", "shadowcallstack",
  "signext", "skipprofile", "speculatable", "speculative_load_hardening", "ssp", "sspreq",
  "sspstrong", "sret", "strictfp", "swiftasync", "swifterror", "swiftself", "uwtable",
  "vscale_range", "willreturn", "writable", "writeonly", "zeroext", "denormal_fpenv",
};

static bool is_attr_keyword(const char *k) {
  for (size_t i = 0; i < sizeof attr_keywords / sizeof attr_keywords[0]; i++)
    if (!strcmp(attr_keywords[i], k)) return true;
  return false;
}

/* Raw text of a balanced '(' ... ')' group starting at the current '('
 * token; returns the inner text (trimmed) and leaves the token after ')'. */
static const char *parse_paren_raw(P *p) {
  if (p->tok.kind != TK_LPAREN) perr(p, IRP_SYNTAX, "expected '('");
  size_t b = p->tok.end;
  int depth = 0;
  size_t e = b;
  for (;;) {
    if (p->tok.kind == TK_EOF) perr(p, IRP_SYNTAX, "expected ')'");
    if (p->tok.kind == TK_LPAREN) depth++;
    if (p->tok.kind == TK_RPAREN && --depth == 0) {
      e = p->tok.start;
      next(p);
      break;
    }
    next(p);
  }
  while (b < e && (p->src[b] == ' ' || p->src[b] == '\t' || p->src[b] == '\n')) b++;
  while (e > b && (p->src[e - 1] == ' ' || p->src[e - 1] == '\t' || p->src[e - 1] == '\n')) e--;
  return pstrndup(p, p->src + b, e - b);
}

static void attrs_add(P *p, IrAttrSet **set, const char *k, const char *v) {
  if (!*set) *set = chk(p, ir_attrs_new(p->m));
  ir_attrs_add(p->m, *set, k, v);
}

static void add_group_ref(P *p, IrAttrSet **set, const Tok *at) {
  if (!*set) *set = chk(p, ir_attrs_new(p->m));
  GroupRef g = {*set, (uint32_t)at->num, *at};
  if (!vec_push(p->a, &p->group_refs, g)) perr(p, IRP_OOM, "out of memory");
}

/* attr := kw ['(' raw ')'] | 'align' N | "str" ['=' "str"]
 *   (and '#N' when groups are allowed). Returns false at a non-attribute. */
static bool parse_one_attr(P *p, IrAttrSet **set, bool any_kw, bool groups) {
  Tok t = p->tok;
  if (t.kind == TK_ATTRGRP && groups) {
    next(p);
    add_group_ref(p, set, &t);
    return true;
  }
  if (t.kind == TK_STRING) {
    const char *key = pstrndup(p, p->src + t.start, t.end - t.start);
    next(p);
    const char *val = NULL;
    if (accept(p, TK_EQ)) {
      if (p->tok.kind != TK_STRING) perr(p, IRP_SYNTAX, "expected string attribute value");
      val = pstrndup(p, p->src + p->tok.start, p->tok.end - p->tok.start);
      next(p);
    }
    attrs_add(p, set, key, val);
    return true;
  }
  if (t.kind != TK_KW) return false;
  if (!any_kw && !is_attr_keyword(t.str)) return false;
  next(p);
  const char *val = NULL;
  if (!strcmp(t.str, "align") || !strcmp(t.str, "alignstack")) {
    if (accept(p, TK_EQ)) val = id_key(p, parse_u32(p, "alignment"));
    else if (p->tok.kind == TK_LPAREN) val = parse_paren_raw(p);
    else val = id_key(p, parse_u32(p, "alignment"));
  } else if (p->tok.kind == TK_LPAREN) {
    val = parse_paren_raw(p);
  } else if (accept(p, TK_EQ)) {
    if (p->tok.kind != TK_INT && p->tok.kind != TK_KW) perr(p, IRP_SYNTAX, "expected attribute value");
    val = p->tok.str;
    next(p);
  }
  attrs_add(p, set, t.str, val);
  return true;
}

/* param/return attributes: { attr } */
static IrAttrSet *parse_param_attrs(P *p) {
  IrAttrSet *s = NULL;
  while (parse_one_attr(p, &s, false, false)) {}
  return s;
}

/* attributes #N = '{' { attr } '}' */
static void parse_attr_group(P *p) {
  next(p); /* attributes */
  if (p->tok.kind != TK_ATTRGRP) perr(p, IRP_SYNTAX, "expected attribute group id");
  Tok at = p->tok;
  next(p);
  expect(p, TK_EQ, NULL);
  expect(p, TK_LBRACE, NULL);
  const char *key = id_key(p, at.num);
  if (map_get(&p->groups, key)) perr_at(p, &at, IRP_REDEF, "redefinition of attribute group #%s", key);
  IrAttrSet *s = chk(p, ir_attrs_new(p->m));
  while (p->tok.kind != TK_RBRACE) {
    if (!parse_one_attr(p, &s, true, false)) perr(p, IRP_SYNTAX, "expected attribute");
  }
  next(p);
  map_put(p, &p->groups, key, s);
}

/* ====================================================================== */
/* Metadata. */

static MDSlot *md_slot(P *p, uint64_t n, const Tok *at) {
  const char *key = id_key(p, n);
  MDSlot *s = map_get(&p->md_ids, key);
  if (!s) {
    s = palloc(p, sizeof *s);
    s->md = chk(p, ir_md_node(p->m, NULL, 0));
    s->first_use = *at;
    map_put(p, &p->md_ids, key, s);
    ppush(p, &p->md_slots, s);
  }
  return s;
}

/* specialized := '!' Name '(' raw ')' ; references !N inside become ops */
static IrMD *parse_md_special(P *p, IrMD *into) {
  Tok at = p->tok; /* the MDVAR */
  next(p);
  if (p->tok.kind != TK_LPAREN) perr(p, IRP_SYNTAX, "expected '(' after '!%s'", at.str);
  PtrVec refs = {0};
  int depth = 0;
  size_t end;
  for (;;) {
    if (p->tok.kind == TK_EOF) perr(p, IRP_SYNTAX, "expected ')'");
    if (p->tok.kind == TK_LPAREN) depth++;
    if (p->tok.kind == TK_MD_ID) ppush(p, &refs, md_slot(p, p->tok.num, &p->tok)->md);
    if (p->tok.kind == TK_RPAREN && --depth == 0) {
      end = p->tok.end;
      next(p);
      break;
    }
    next(p);
  }
  IrMD *md = into ? into : chk(p, ir_md_node(p->m, NULL, 0));
  md->kind = IR_MD_NODE;
  md->special = pstrndup(p, p->src + at.start, end - at.start);
  md->ops = (IrMD **)refs.data;
  md->nops = refs.len;
  return md;
}

/* node-body := '{' [operand {',' operand}] '}' (after '!') */
static IrMD *parse_md_node_body(P *p, IrMD *into) {
  expect(p, TK_LBRACE, NULL);
  PtrVec ops = {0};
  if (p->tok.kind != TK_RBRACE) {
    do ppush(p, &ops, parse_md_operand(p));
    while (accept(p, TK_COMMA));
  }
  expect(p, TK_RBRACE, NULL);
  IrMD *md = into ? into : chk(p, ir_md_node(p->m, NULL, 0));
  md->kind = IR_MD_NODE;
  md->ops = (IrMD **)ops.data;
  md->nops = ops.len;
  return md;
}

/* A metadata reference: !N | !{...} | !"str" | !DIxxx(...) */
static IrMD *parse_md_ref(P *p) {
  enter(p);
  IrMD *r = NULL;
  switch (p->tok.kind) {
  case TK_MD_ID:
    r = md_slot(p, p->tok.num, &p->tok)->md;
    next(p);
    break;
  case TK_MDSTR:
    if (memchr(p->tok.str, 0, p->tok.len)) {
      r = palloc(p, sizeof *r);
      r->kind = IR_MD_STRING;
      r->str = p->tok.str;
      r->len = p->tok.len;
    } else {
      r = chk(p, ir_md_string(p->m, p->tok.str));
    }
    next(p);
    break;
  case TK_EXCL:
    next(p);
    r = parse_md_node_body(p, NULL);
    break;
  case TK_MDVAR:
    r = parse_md_special(p, NULL);
    break;
  default:
    perr(p, IRP_SYNTAX, "expected metadata");
  }
  leave(p);
  return r;
}

static IrMD *md_value(P *p, IrValue *v) {
  IrMD *md = chk(p, ir_md_const(p->m, v));
  if (is_fwd(v)) ppush(p, &p->fx_mds, md);
  return md;
}

/* operand := 'null' | mdref | type value */
static IrMD *parse_md_operand(P *p) {
  if (accept_kw(p, "null")) return NULL;
  switch (p->tok.kind) {
  case TK_MD_ID: case TK_MDSTR: case TK_EXCL: case TK_MDVAR: return parse_md_ref(p);
  default: break;
  }
  IrType *t = parse_type(p);
  if (t->kind == IR_TY_VOID || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
    perr(p, IRP_TYPE, "invalid metadata value type");
  return md_value(p, parse_value(p, t));
}

/* !N = ['distinct'] (node-body | specialized) */
static void parse_md_def(P *p) {
  Tok at = p->tok;
  next(p);
  expect(p, TK_EQ, NULL);
  MDSlot *s = md_slot(p, at.num, &at);
  if (s->defined) perr_at(p, &at, IRP_REDEF, "metadata '!%llu' already defined", (unsigned long long)at.num);
  s->defined = true;
  bool distinct = accept_kw(p, "distinct");
  if (p->tok.kind == TK_EXCL) {
    next(p);
    parse_md_node_body(p, s->md);
  } else if (p->tok.kind == TK_MDVAR) {
    parse_md_special(p, s->md);
  } else {
    perr(p, IRP_SYNTAX, "expected metadata node");
  }
  s->md->distinct = distinct;
}

/* !name = '!' '{' [mdref {',' mdref}] '}' */
static void parse_named_md(P *p) {
  Tok at = p->tok;
  next(p);
  expect(p, TK_EQ, NULL);
  expect(p, TK_EXCL, "'!' here");
  expect(p, TK_LBRACE, NULL);
  IrNamedMD *n = chk(p, ir_named_md_get(p->m, at.str));
  if (n->nops) perr_at(p, &at, IRP_REDEF, "redefinition of named metadata '!%s'", at.str);
  PtrVec ops = {0};
  if (p->tok.kind != TK_RBRACE) {
    do {
      if (p->tok.kind != TK_MD_ID && p->tok.kind != TK_EXCL && p->tok.kind != TK_MDVAR)
        perr(p, IRP_SYNTAX, "expected metadata node reference");
      ppush(p, &ops, parse_md_ref(p));
    } while (accept(p, TK_COMMA));
  }
  expect(p, TK_RBRACE, NULL);
  n->ops = (IrMD **)ops.data;
  n->nops = ops.len;
}

/* ====================================================================== */
/* Instructions. */

static IrInst *new_inst(P *p, IrOpcode op, IrType *t, IrValue **ops, uint32_t n) {
  IrInst *i = chk(p, ir_inst_new(p->m, op, t, ops, n));
  note_inst_fwds(p, i);
  return i;
}

static uint32_t parse_fmf(P *p) {
  uint32_t f = 0;
  for (;;) {
    if (accept_kw(p, "nnan")) f |= IR_FMF_NNAN;
    else if (accept_kw(p, "ninf")) f |= IR_FMF_NINF;
    else if (accept_kw(p, "nsz")) f |= IR_FMF_NSZ;
    else if (accept_kw(p, "arcp")) f |= IR_FMF_ARCP;
    else if (accept_kw(p, "contract")) f |= IR_FMF_CONTRACT;
    else if (accept_kw(p, "afn")) f |= IR_FMF_AFN;
    else if (accept_kw(p, "reassoc")) f |= IR_FMF_REASSOC;
    else if (accept_kw(p, "fast")) f |= IR_FMF_FAST;
    else break;
  }
  return f;
}

static IrValue *parse_label_ref(P *p) {
  expect_kw(p, "label");
  if (p->tok.kind != TK_LOCAL && p->tok.kind != TK_LOCAL_ID) perr(p, IRP_SYNTAX, "expected basic block label");
  return local_ref(p, ir_type_label(p->m));
}

/* Trailing `, align N` and `, !kind !md` items. */
static void parse_inst_tail(P *p, IrInst *i, bool allow_align) {
  while (p->tok.kind == TK_COMMA) {
    Tok n = peek_tok(p);
    if (n.kind == TK_MDVAR) {
      next(p);
      const char *kind = p->tok.str;
      next(p);
      IrMD *md = parse_md_ref(p);
      ir_inst_set_md(p->m, i, kind, md);
    } else if (allow_align && n.kind == TK_KW && !strcmp(n.str, "align")) {
      next(p);
      next(p);
      uint32_t a = parse_u32(p, "alignment");
      if (a == 0 || (a & (a - 1))) perr(p, IRP_SYNTAX, "alignment is not a power of two");
      i->align = a;
    } else {
      next(p);
      perr(p, IRP_SYNTAX, "expected metadata attachment or 'align'");
    }
  }
}

static int ordering_of(const char *k) {
  static const struct { const char *n; int v; } o[] = {
    {"unordered", IR_ORD_UNORDERED}, {"monotonic", IR_ORD_MONOTONIC}, {"acquire", IR_ORD_ACQUIRE},
    {"release", IR_ORD_RELEASE}, {"acq_rel", IR_ORD_ACQ_REL}, {"seq_cst", IR_ORD_SEQ_CST},
  };
  for (size_t i = 0; i < sizeof o / sizeof o[0]; i++)
    if (!strcmp(o[i].n, k)) return o[i].v;
  return -1;
}

/* [syncscope("x")] ordering */
static uint32_t parse_ordering(P *p) {
  if (accept_kw(p, "syncscope")) {
    expect(p, TK_LPAREN, NULL);
    expect(p, TK_STRING, "syncscope name");
    expect(p, TK_RPAREN, NULL);
  }
  int o = p->tok.kind == TK_KW ? ordering_of(p->tok.str) : -1;
  if (o < 0) perr(p, IRP_SYNTAX, "expected ordering");
  next(p);
  return (uint32_t)o;
}

static IrType *result_cmp_type(P *p, IrType *t) {
  IrType *i1 = ir_type_int(p->m, 1);
  return t->kind == IR_TY_VECTOR ? chk(p, ir_type_vector(p->m, i1, t->count)) : i1;
}

static IrType *extractvalue_type(P *p, IrType *t, const uint32_t *idx, uint32_t n, const Tok *at) {
  for (uint32_t i = 0; i < n; i++) {
    if (t->kind == IR_TY_STRUCT) {
      if (idx[i] >= t->nmembers) perr_at(p, at, IRP_TYPE, "invalid indices for extractvalue/insertvalue");
      t = t->members[idx[i]];
    } else if (t->kind == IR_TY_ARRAY) {
      if (idx[i] >= t->count) perr_at(p, at, IRP_TYPE, "invalid indices for extractvalue/insertvalue");
      t = t->elem;
    } else {
      perr_at(p, at, IRP_TYPE, "invalid indices for extractvalue/insertvalue");
    }
  }
  return t;
}

/* {',' N} indices (at least one) */
static uint32_t parse_indices(P *p, uint32_t **out) {
  VEC(uint32_t) v = {0};
  while (p->tok.kind == TK_COMMA) {
    Tok n = peek_tok(p);
    if (n.kind != TK_INT) break;
    next(p);
    if (!vec_push(p->a, &v, parse_u32(p, "index"))) perr(p, IRP_OOM, "out of memory");
  }
  if (!v.len) perr(p, IRP_SYNTAX, "expected index");
  *out = v.data;
  return v.len;
}

static const struct { const char *name; IrOpcode op; uint32_t flags; } bin_ops[] = {
  /* flags: 1 = nuw/nsw, 2 = exact, 4 = fast-math, 8 = disjoint */
  {"add", IR_ADD, 1}, {"sub", IR_SUB, 1}, {"mul", IR_MUL, 1}, {"shl", IR_SHL, 1},
  {"udiv", IR_UDIV, 2}, {"sdiv", IR_SDIV, 2}, {"lshr", IR_LSHR, 2}, {"ashr", IR_ASHR, 2},
  {"urem", IR_UREM, 0}, {"srem", IR_SREM, 0}, {"and", IR_AND, 0}, {"or", IR_OR, 8},
  {"xor", IR_XOR, 0}, {"fadd", IR_FADD, 4}, {"fsub", IR_FSUB, 4}, {"fmul", IR_FMUL, 4},
  {"fdiv", IR_FDIV, 4}, {"frem", IR_FREM, 4},
};

static int icmp_pred(const char *k) {
  static const char *const n[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  for (int i = 0; i < 10; i++)
    if (!strcmp(n[i], k)) return IR_ICMP_EQ + i;
  return -1;
}
static int fcmp_pred(const char *k) {
  static const char *const n[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                  "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  for (int i = 0; i < 16; i++)
    if (!strcmp(n[i], k)) return i;
  return -1;
}

static void set_fn_attach(P *p, IrMDAttach **arr, uint32_t *n, const char *kind, IrMD *md) {
  for (uint32_t i = 0; i < *n; i++)
    if (!strcmp((*arr)[i].kind, kind)) {
      (*arr)[i].md = md;
      return;
    }
  IrMDAttach *na = palloc(p, sizeof(IrMDAttach) * (*n + 1));
  if (*n) memcpy(na, *arr, sizeof(IrMDAttach) * *n);
  na[*n].kind = kind;
  na[*n].md = md;
  *arr = na;
  (*n)++;
}

/* cc := ['ccc' | 'fastcc' | 'coldcc' | 'cc' N]   (accepted and dropped: DXIL
 * has only the C calling convention) */
static void parse_opt_cc(P *p) {
  static const char *const ccs[] = {"ccc", "fastcc", "coldcc", "cc", NULL};
  for (int i = 0; ccs[i]; i++)
    if (is_kw(p, ccs[i])) {
      next(p);
      if (!strcmp(ccs[i], "cc")) parse_u32(p, "calling convention");
      break;
    }
}

/* call := ['tail'|'musttail'|'notail'] 'call' fmf [cc] retattrs [addrspace]
 *         type callee '(' args ')' fnattrs */
static IrInst *parse_call(P *p, uint32_t tailflag, const Tok *at) {
  uint32_t fmf = parse_fmf(p);
  parse_opt_cc(p);
  IrAttrSet *ret_attrs = parse_param_attrs(p);
  parse_opt_addrspace(p);
  Tok tt = p->tok;
  IrType *t = parse_type(p);
  /* callee */
  IrType *ptrty = ir_type_ptr(p->m, 0);
  IrValue *callee;
  Tok ct = p->tok;
  if (ct.kind == TK_GLOBAL || ct.kind == TK_GLOBAL_ID) callee = global_ref(p, ptrty);
  else if (ct.kind == TK_LOCAL || ct.kind == TK_LOCAL_ID) callee = local_ref(p, ptrty);
  else if (is_kw(p, "asm")) perr(p, IRP_UNSUPPORTED, "inline asm is not supported");
  else perr(p, IRP_SYNTAX, "expected function to call");
  expect(p, TK_LPAREN, NULL);
  PtrVec args = {0};
  PtrVec argtys = {0};
  PtrVec argattrs = {0};
  bool any_attr = false;
  if (p->tok.kind != TK_RPAREN) {
    do {
      if (p->tok.kind == TK_DOTS) perr(p, IRP_UNSUPPORTED, "musttail varargs forwarding is not supported");
      IrType *aty = parse_type(p);
      IrValue *av;
      IrAttrSet *aa = NULL;
      if (aty->kind == IR_TY_METADATA) {
        IrMD *md;
        if (p->tok.kind == TK_MD_ID || p->tok.kind == TK_MDSTR || p->tok.kind == TK_EXCL ||
            p->tok.kind == TK_MDVAR)
          md = parse_md_ref(p);
        else {
          IrType *vt = parse_type(p);
          md = md_value(p, parse_value(p, vt));
        }
        av = chk(p, ir_md_value(p->m, md));
      } else {
        if (aty->kind == IR_TY_VOID || aty->kind == IR_TY_LABEL)
          perr(p, IRP_TYPE, "invalid call argument type");
        aa = parse_param_attrs(p);
        av = parse_value(p, aty);
      }
      if (aa) any_attr = true;
      ppush(p, &args, av);
      ppush(p, &argtys, aty);
      ppush(p, &argattrs, aa);
    } while (accept(p, TK_COMMA));
  }
  expect(p, TK_RPAREN, NULL);
  IrType *fnty;
  if (t->kind == IR_TY_FUNC) {
    fnty = t;
    uint32_t np = fnty->nmembers;
    if (args.len < np || (!fnty->vararg && args.len != np))
      perr_at(p, &ct, IRP_TYPE, "invalid number of arguments for call");
    for (uint32_t i = 0; i < np; i++)
      if (!types_compatible(argtys.data[i], fnty->members[i]))
        perr_at(p, &ct, IRP_TYPE, "argument %u of call has type '%s' but the callee expects '%s'",
                i, type_str(p, argtys.data[i]), type_str(p, fnty->members[i]));
  } else {
    if (t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
      perr_at(p, &tt, IRP_TYPE, "invalid return type for call");
    fnty = chk(p, ir_type_func(p->m, t, (IrType **)argtys.data, argtys.len, false));
  }
  /* call-site function attributes and bundles */
  IrAttrSet *fn_attrs = NULL;
  while (parse_one_attr(p, &fn_attrs, false, true)) {}
  if (p->tok.kind == TK_LBRACK) perr(p, IRP_UNSUPPORTED, "operand bundles are not supported");
  PtrVec ops = {0};
  ppush(p, &ops, callee);
  for (uint32_t i = 0; i < args.len; i++) ppush(p, &ops, args.data[i]);
  IrInst *i = new_inst(p, IR_CALL, fnty->elem, (IrValue **)ops.data, ops.len);
  i->aux_type = fnty;
  i->flags = tailflag | fmf;
  i->call_attrs = fn_attrs;
  i->call_ret_attrs = ret_attrs;
  if (any_attr) i->call_arg_attrs = (IrAttrSet **)argattrs.data;
  /* calls to undeclared llvm.* intrinsics: remember for auto-declaration */
  if (is_fwd(callee) && ((Fwd *)callee)->global && ((Fwd *)callee)->gname &&
      !strncmp(((Fwd *)callee)->gname, "llvm.", 5)) {
    IntrUse u = {(Fwd *)callee, i, p->order++};
    ((Fwd *)callee)->intr_called = true;
    if (!vec_push(p->a, &p->intr_uses, u)) perr(p, IRP_OOM, "out of memory");
  }
  (void)at;
  return i;
}

/* One instruction (after an optional `%name =`). Returns it, not yet
 * inserted. */
static IrInst *parse_inst_body(P *p) {
  IrModule *m = p->m;
  Tok at = p->tok;
  if (at.kind != TK_KW) perr(p, IRP_SYNTAX, "expected instruction opcode");
  const char *k = at.str;
  IrInst *i = NULL;
  IrValue *ops[3];

  for (size_t b = 0; b < sizeof bin_ops / sizeof bin_ops[0]; b++) {
    if (strcmp(bin_ops[b].name, k)) continue;
    next(p);
    uint32_t fl = 0;
    for (;;) {
      if ((bin_ops[b].flags & 1) && accept_kw(p, "nuw")) fl |= IR_FLAG_NUW;
      else if ((bin_ops[b].flags & 1) && accept_kw(p, "nsw")) fl |= IR_FLAG_NSW;
      else if ((bin_ops[b].flags & 2) && accept_kw(p, "exact")) fl |= IR_FLAG_EXACT;
      else if ((bin_ops[b].flags & 8) && accept_kw(p, "disjoint")) fl |= IR_FLAG_DISJOINT;
      else break;
    }
    if (bin_ops[b].flags & 4) fl |= parse_fmf(p);
    IrType *t = parse_type(p);
    IrType *s = ir_type_scalar(t);
    bool fp = bin_ops[b].op >= IR_FADD;
    if (fp ? !ir_type_is_fp(s) : s->kind != IR_TY_INT)
      perr_at(p, &at, IRP_TYPE, fp ? "invalid operand type for floating point instruction"
                                  : "invalid operand type for integer instruction");
    ops[0] = parse_value(p, t);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_value(p, t);
    i = new_inst(p, bin_ops[b].op, t, ops, 2);
    i->flags = fl;
    parse_inst_tail(p, i, false);
    return i;
  }
  int cop = cast_opcode(k);
  if (cop >= 0) {
    next(p);
    uint32_t fl = 0;
    for (;;) {
      if (accept_kw(p, "nneg")) fl |= IR_FLAG_NNEG;
      else if (accept_kw(p, "nuw")) fl |= IR_FLAG_NUW;
      else if (accept_kw(p, "nsw")) fl |= IR_FLAG_NSW;
      else break;
    }
    IrType *st;
    ops[0] = parse_typed_value(p, &st);
    expect_kw(p, "to");
    IrType *dt = parse_type(p);
    if (!valid_elem_type(st) || !valid_elem_type(dt))
      perr_at(p, &at, IRP_TYPE, "invalid cast opcode for cast from '%s' to '%s'", type_str(p, st),
              type_str(p, dt));
    i = new_inst(p, (IrOpcode)cop, dt, ops, 1);
    i->flags = fl;
    parse_inst_tail(p, i, false);
    return i;
  }
  next(p);
  if (!strcmp(k, "ret")) {
    if (accept_kw(p, "void")) {
      i = new_inst(p, IR_RET, NULL, NULL, 0);
    } else {
      IrType *t;
      ops[0] = parse_typed_value(p, &t);
      i = new_inst(p, IR_RET, NULL, ops, 1);
    }
    IrType *rt = p->fn->fn_type->elem;
    IrType *got = i->nops ? i->ops[0]->type : ir_type_void(m);
    if (!types_compatible(got, rt))
      perr_at(p, &at, IRP_TYPE, "value doesn't match function result type '%s'", type_str(p, rt));
  } else if (!strcmp(k, "br")) {
    if (is_kw(p, "label")) {
      ops[0] = parse_label_ref(p);
      i = new_inst(p, IR_BR, NULL, ops, 1);
    } else {
      IrType *t = parse_type(p);
      if (!ir_type_is_int(t, 1)) perr_at(p, &at, IRP_TYPE, "branch condition must have 'i1' type");
      ops[0] = parse_value(p, t);
      expect(p, TK_COMMA, NULL);
      ops[1] = parse_label_ref(p);
      expect(p, TK_COMMA, NULL);
      ops[2] = parse_label_ref(p);
      i = new_inst(p, IR_BR, NULL, ops, 3);
    }
  } else if (!strcmp(k, "switch")) {
    IrType *t = parse_type(p);
    if (t->kind != IR_TY_INT) perr_at(p, &at, IRP_TYPE, "switch condition must have integer type");
    PtrVec v = {0};
    ppush(p, &v, parse_value(p, t));
    expect(p, TK_COMMA, NULL);
    ppush(p, &v, parse_label_ref(p));
    expect(p, TK_LBRACK, "'[' with switch table");
    while (p->tok.kind != TK_RBRACK) {
      IrType *ct = parse_type(p);
      if (ct != t) perr(p, IRP_TYPE, "case value type mismatch");
      Tok vt = p->tok;
      IrValue *cv = parse_value(p, ct);
      if (cv->kind != IR_V_CONST_INT) perr_at(p, &vt, IRP_TYPE, "case value is not a constant integer");
      ppush(p, &v, cv);
      expect(p, TK_COMMA, NULL);
      ppush(p, &v, parse_label_ref(p));
    }
    next(p);
    i = new_inst(p, IR_SWITCH, NULL, (IrValue **)v.data, v.len);
  } else if (!strcmp(k, "unreachable")) {
    i = new_inst(p, IR_UNREACHABLE, NULL, NULL, 0);
  } else if (!strcmp(k, "fneg")) {
    uint32_t fl = parse_fmf(p);
    IrType *t;
    ops[0] = parse_typed_value(p, &t);
    if (!ir_type_is_fp(ir_type_scalar(t))) perr_at(p, &at, IRP_TYPE, "invalid operand type for instruction");
    i = new_inst(p, IR_FNEG, t, ops, 1);
    i->flags = fl;
  } else if (!strcmp(k, "freeze")) {
    IrType *t;
    ops[0] = parse_typed_value(p, &t);
    i = new_inst(p, IR_FREEZE, t, ops, 1);
  } else if (!strcmp(k, "icmp") || !strcmp(k, "fcmp")) {
    bool isf = k[0] == 'f';
    uint32_t fl = isf ? parse_fmf(p) : 0;
    if (!isf) accept_kw(p, "samesign");
    int pred = p->tok.kind == TK_KW ? (isf ? fcmp_pred(p->tok.str) : icmp_pred(p->tok.str)) : -1;
    if (pred < 0) perr(p, IRP_SYNTAX, "expected %s predicate", isf ? "fcmp" : "icmp");
    next(p);
    IrType *t = parse_type(p);
    IrType *s = ir_type_scalar(t);
    if (isf ? !ir_type_is_fp(s) : !(s->kind == IR_TY_INT || s->kind == IR_TY_PTR))
      perr_at(p, &at, IRP_TYPE, "invalid operand type for %s", k);
    ops[0] = parse_value(p, t);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_value(p, t);
    i = new_inst(p, isf ? IR_FCMP : IR_ICMP, result_cmp_type(p, t), ops, 2);
    i->aux = (uint32_t)pred;
    i->flags = fl;
  } else if (!strcmp(k, "select")) {
    uint32_t fl = parse_fmf(p);
    IrType *ct, *tt, *ft;
    ops[0] = parse_typed_value(p, &ct);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &tt);
    expect(p, TK_COMMA, NULL);
    ops[2] = parse_typed_value(p, &ft);
    if (!ir_type_is_int(ir_type_scalar(ct), 1)) perr_at(p, &at, IRP_TYPE, "select condition must be i1 or <n x i1>");
    if (!types_compatible(tt, ft)) perr_at(p, &at, IRP_TYPE, "select values must have same type");
    i = new_inst(p, IR_SELECT, tt, ops, 3);
    i->flags = fl;
  } else if (!strcmp(k, "phi")) {
    uint32_t fl = parse_fmf(p);
    IrType *t = parse_type(p);
    if (!valid_elem_type(t)) perr_at(p, &at, IRP_TYPE, "phi node must have first class type");
    PtrVec v = {0};
    do {
      expect(p, TK_LBRACK, NULL);
      ppush(p, &v, parse_value(p, t));
      expect(p, TK_COMMA, NULL);
      if (p->tok.kind != TK_LOCAL && p->tok.kind != TK_LOCAL_ID) perr(p, IRP_SYNTAX, "expected basic block");
      ppush(p, &v, local_ref(p, ir_type_label(m)));
      expect(p, TK_RBRACK, NULL);
    } while (p->tok.kind == TK_COMMA && peek_tok(p).kind == TK_LBRACK && (next(p), true));
    i = new_inst(p, IR_PHI, t, (IrValue **)v.data, v.len);
    i->flags = fl;
  } else if (!strcmp(k, "call")) {
    i = parse_call(p, 0, &at);
  } else if (!strcmp(k, "tail") || !strcmp(k, "musttail") || !strcmp(k, "notail")) {
    expect_kw(p, "call");
    i = parse_call(p, k[0] == 't' || k[0] == 'm' ? IR_FLAG_TAIL : 0, &at);
  } else if (!strcmp(k, "alloca")) {
    while (accept_kw(p, "inalloca") || accept_kw(p, "swifterror")) {}
    IrType *t = parse_type(p);
    if (!valid_elem_type(t)) perr_at(p, &at, IRP_TYPE, "invalid type for alloca");
    IrValue *cnt = NULL;
    uint32_t align = 0, as = 0;
    while (p->tok.kind == TK_COMMA) {
      Tok n = peek_tok(p);
      if (n.kind == TK_KW && !strcmp(n.str, "align")) {
        next(p);
        next(p);
        align = parse_u32(p, "alignment");
      } else if (n.kind == TK_KW && !strcmp(n.str, "addrspace")) {
        next(p);
        as = parse_opt_addrspace(p);
      } else if (n.kind == TK_MDVAR) {
        break;
      } else if (!cnt) {
        next(p);
        IrType *ct;
        cnt = parse_typed_value(p, &ct);
        if (ct->kind != IR_TY_INT) perr_at(p, &at, IRP_TYPE, "element count must have integer type");
      } else {
        next(p);
        perr(p, IRP_SYNTAX, "expected 'align' or metadata");
      }
    }
    if (!cnt) cnt = chk(p, ir_const_i32(m, 1));
    IrType *rt = p->typed_ptrs ? ir_type_typed_ptr(m, t, as) : ir_type_ptr(m, as);
    ops[0] = cnt;
    i = new_inst(p, IR_ALLOCA, chk(p, rt), ops, 1);
    i->aux_type = t;
    i->align = align;
  } else if (!strcmp(k, "load")) {
    if (is_kw(p, "atomic")) perr(p, IRP_UNSUPPORTED, "atomic load is not supported");
    uint32_t fl = accept_kw(p, "volatile") ? IR_FLAG_VOLATILE : 0;
    IrType *t = parse_type(p);
    if (!valid_elem_type(t)) perr_at(p, &at, IRP_TYPE, "loading unsized types is not allowed");
    expect(p, TK_COMMA, NULL);
    IrType *pt;
    ops[0] = parse_typed_value(p, &pt);
    if (pt->kind != IR_TY_PTR) perr_at(p, &at, IRP_TYPE, "load operand must be a pointer");
    i = new_inst(p, IR_LOAD, t, ops, 1);
    i->flags = fl;
    parse_inst_tail(p, i, true);
    return i;
  } else if (!strcmp(k, "store")) {
    if (is_kw(p, "atomic")) perr(p, IRP_UNSUPPORTED, "atomic store is not supported");
    uint32_t fl = accept_kw(p, "volatile") ? IR_FLAG_VOLATILE : 0;
    IrType *t, *pt;
    ops[0] = parse_typed_value(p, &t);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &pt);
    if (pt->kind != IR_TY_PTR) perr_at(p, &at, IRP_TYPE, "store operand must be a pointer");
    if (!valid_elem_type(t)) perr_at(p, &at, IRP_TYPE, "invalid type for stored value");
    i = new_inst(p, IR_STORE, NULL, ops, 2);
    i->flags = fl;
    parse_inst_tail(p, i, true);
    return i;
  } else if (!strcmp(k, "getelementptr")) {
    uint32_t fl = parse_gep_flags(p);
    IrType *src = parse_type(p);
    if (!valid_elem_type(src)) perr_at(p, &at, IRP_TYPE, "invalid getelementptr source type");
    expect(p, TK_COMMA, NULL);
    PtrVec v = {0};
    IrType *bt;
    IrValue *base = parse_typed_value(p, &bt);
    ppush(p, &v, base);
    while (p->tok.kind == TK_COMMA && peek_tok(p).kind != TK_MDVAR) {
      next(p);
      IrType *it;
      Tok itok = p->tok;
      IrValue *iv = parse_typed_value(p, &it);
      if (ir_type_scalar(it)->kind != IR_TY_INT)
        perr_at(p, &itok, IRP_TYPE, "getelementptr index must be an integer");
      ppush(p, &v, iv);
    }
    IrType *rt = gep_result_type(p, src, base, (IrValue **)v.data + 1, v.len - 1, &at);
    i = new_inst(p, IR_GEP, rt, (IrValue **)v.data, v.len);
    i->aux_type = src;
    i->flags = fl;
  } else if (!strcmp(k, "atomicrmw")) {
    uint32_t fl = accept_kw(p, "volatile") ? IR_FLAG_VOLATILE : 0;
    static const char *const rmw[] = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max",
                                      "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin",
                                      "uinc_wrap", "udec_wrap", NULL};
    int op = -1;
    for (int r = 0; rmw[r]; r++)
      if (is_kw(p, rmw[r])) op = r;
    if (op < 0) perr(p, IRP_SYNTAX, "expected binary operation in atomicrmw");
    next(p);
    IrType *pt, *vt;
    ops[0] = parse_typed_value(p, &pt);
    if (pt->kind != IR_TY_PTR) perr_at(p, &at, IRP_TYPE, "atomicrmw operand must be a pointer");
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &vt);
    uint32_t ord = parse_ordering(p);
    i = new_inst(p, IR_ATOMICRMW, vt, ops, 2);
    i->aux = (uint32_t)op | (ord << 8);
    i->flags = fl;
    parse_inst_tail(p, i, true);
    return i;
  } else if (!strcmp(k, "cmpxchg")) {
    accept_kw(p, "weak");
    uint32_t fl = accept_kw(p, "volatile") ? IR_FLAG_VOLATILE : 0;
    IrType *pt, *ct, *nt;
    ops[0] = parse_typed_value(p, &pt);
    if (pt->kind != IR_TY_PTR) perr_at(p, &at, IRP_TYPE, "cmpxchg operand must be a pointer");
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &ct);
    expect(p, TK_COMMA, NULL);
    ops[2] = parse_typed_value(p, &nt);
    if (ct != nt) perr_at(p, &at, IRP_TYPE, "compare value and new value type do not match");
    uint32_t s = parse_ordering(p);
    int f = p->tok.kind == TK_KW ? ordering_of(p->tok.str) : -1;
    if (f < 0) perr(p, IRP_SYNTAX, "expected failure ordering");
    next(p);
    IrType *mem[2] = {ct, ir_type_int(m, 1)};
    i = new_inst(p, IR_CMPXCHG, chk(p, ir_type_struct_literal(m, mem, 2, false)), ops, 3);
    i->aux = s | ((uint32_t)f << 8);
    i->flags = fl;
    parse_inst_tail(p, i, true);
    return i;
  } else if (!strcmp(k, "extractelement")) {
    IrType *vt, *it;
    ops[0] = parse_typed_value(p, &vt);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &it);
    if (vt->kind != IR_TY_VECTOR || it->kind != IR_TY_INT)
      perr_at(p, &at, IRP_TYPE, "invalid extractelement operands");
    i = new_inst(p, IR_EXTRACTELEMENT, vt->elem, ops, 2);
  } else if (!strcmp(k, "insertelement")) {
    IrType *vt, *et, *it;
    ops[0] = parse_typed_value(p, &vt);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &et);
    expect(p, TK_COMMA, NULL);
    ops[2] = parse_typed_value(p, &it);
    if (vt->kind != IR_TY_VECTOR || et != vt->elem || it->kind != IR_TY_INT)
      perr_at(p, &at, IRP_TYPE, "invalid insertelement operands");
    i = new_inst(p, IR_INSERTELEMENT, vt, ops, 3);
  } else if (!strcmp(k, "shufflevector")) {
    IrType *at1, *at2, *mt;
    ops[0] = parse_typed_value(p, &at1);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &at2);
    expect(p, TK_COMMA, NULL);
    IrValue *mask = parse_typed_value(p, &mt);
    if (at1->kind != IR_TY_VECTOR || at1 != at2 || mt->kind != IR_TY_VECTOR ||
        !ir_type_is_int(mt->elem, 32))
      perr_at(p, &at, IRP_TYPE, "invalid shufflevector operands");
    if (mt->count > 65536) perr_at(p, &at, IRP_LIMIT, "shuffle mask too long");
    uint32_t n = (uint32_t)mt->count;
    uint32_t *idx = palloc(p, sizeof(uint32_t) * n);
    for (uint32_t e = 0; e < n; e++) {
      IrValue *ev = NULL;
      if (mask->kind == IR_V_CONST_AGG) ev = ((IrConst *)mask)->elems[e];
      else if (mask->kind == IR_V_CONST_ZERO) { idx[e] = 0; continue; }
      else if (mask->kind == IR_V_UNDEF || mask->kind == IR_V_POISON) { idx[e] = UINT32_MAX; continue; }
      else perr_at(p, &at, IRP_TYPE, "shufflevector mask must be a constant");
      uint64_t c;
      if (ev->kind == IR_V_UNDEF || ev->kind == IR_V_POISON) idx[e] = UINT32_MAX;
      else if (ir_const_is_int(ev, &c)) idx[e] = (uint32_t)c;
      else perr_at(p, &at, IRP_TYPE, "shufflevector mask must be a constant");
    }
    i = new_inst(p, IR_SHUFFLEVECTOR, chk(p, ir_type_vector(m, at1->elem, n)), ops, 2);
    i->indices = idx;
    i->nindices = n;
  } else if (!strcmp(k, "extractvalue")) {
    IrType *t;
    ops[0] = parse_typed_value(p, &t);
    uint32_t *idx;
    uint32_t n = parse_indices(p, &idx);
    i = new_inst(p, IR_EXTRACTVALUE, extractvalue_type(p, t, idx, n, &at), ops, 1);
    i->indices = idx;
    i->nindices = n;
  } else if (!strcmp(k, "insertvalue")) {
    IrType *t, *vt;
    ops[0] = parse_typed_value(p, &t);
    expect(p, TK_COMMA, NULL);
    ops[1] = parse_typed_value(p, &vt);
    uint32_t *idx;
    uint32_t n = parse_indices(p, &idx);
    if (!types_compatible(extractvalue_type(p, t, idx, n, &at), vt))
      perr_at(p, &at, IRP_TYPE, "insertvalue operand and field disagree in type");
    i = new_inst(p, IR_INSERTVALUE, t, ops, 2);
    i->indices = idx;
    i->nindices = n;
  } else if (!strcmp(k, "fence") || !strcmp(k, "va_arg") || !strcmp(k, "invoke") ||
             !strcmp(k, "landingpad") || !strcmp(k, "resume") || !strcmp(k, "indirectbr") ||
             !strcmp(k, "callbr") || !strcmp(k, "catchswitch") || !strcmp(k, "catchpad") ||
             !strcmp(k, "cleanuppad") || !strcmp(k, "catchret") || !strcmp(k, "cleanupret")) {
    perr_at(p, &at, IRP_UNSUPPORTED, "instruction '%s' is not supported", k);
  } else {
    perr_at(p, &at, IRP_SYNTAX, "expected instruction opcode");
  }
  parse_inst_tail(p, i, false);
  return i;
}

/* inst := [(%name | %N) '='] inst-body */
static IrInst *parse_inst(P *p, IrBlock *bb) {
  Tok name = {0};
  bool named = false;
  if (p->tok.kind == TK_LOCAL || p->tok.kind == TK_LOCAL_ID) {
    name = p->tok;
    named = true;
    next(p);
    expect(p, TK_EQ, NULL);
  }
  IrInst *i = parse_inst_body(p);
  if (named) {
    if (i->v.type->kind == IR_TY_VOID)
      perr_at(p, &name, IRP_TYPE, "instructions returning void cannot have a name");
    if (name.kind == TK_LOCAL) i->v.name = name.str;
    define_local(p, &name, &i->v);
  } else if (i->v.type->kind != IR_TY_VOID) {
    define_unnamed(p, &i->v);
  }
  ir_inst_append(bb, i);
  return i;
}

/* block := [label] { inst } terminator */
static void parse_block(P *p) {
  Tok lt = p->tok;
  const char *name = NULL;
  if (lt.kind == TK_LABEL) {
    name = lt.str;
    next(p);
  } else if (lt.kind == TK_LABEL_ID) {
    next(p);
  }
  IrBlock *bb = chk(p, ir_block_new(p->fn, NULL));
  bb->v.name = name;
  if (lt.kind == TK_LABEL || lt.kind == TK_LABEL_ID) define_local(p, &lt, &bb->v);
  else define_unnamed(p, &bb->v);
  for (;;) {
    if (p->tok.kind == TK_RBRACE || p->tok.kind == TK_EOF || p->tok.kind == TK_LABEL ||
        p->tok.kind == TK_LABEL_ID)
      perr(p, IRP_SYNTAX, "expected instruction opcode");
    IrInst *i = parse_inst(p, bb);
    if (ir_opcode_is_terminator(i->op)) break;
  }
}

/* ---- fixups ------------------------------------------------------------- */

/* Replace resolved placeholders in everything that captured one; keep the
 * entries that still hold unresolved ones. */
static void apply_fixups(P *p) {
  PtrVec *lists[3] = {&p->fx_insts, &p->fx_consts, &p->fx_mds};
  for (int l = 0; l < 3; l++) {
    PtrVec *v = lists[l];
    uint32_t keep = 0;
    for (uint32_t k = 0; k < v->len; k++) {
      bool pending = false;
      if (l == 0) {
        IrInst *i = v->data[k];
        for (uint32_t o = 0; o < i->nops; o++) {
          ir_inst_set_operand(i, o, resolved(i->ops[o]));
          if (is_fwd(i->ops[o])) pending = true;
        }
      } else if (l == 1) {
        IrConst *c = v->data[k];
        for (uint32_t o = 0; o < c->nelems; o++) {
          c->elems[o] = resolved(c->elems[o]);
          ir_value_note_in_const(c->elems[o]);
          ir_const_note_elem(p->m, c, c->elems[o]);
          if (is_fwd(c->elems[o])) pending = true;
        }
      } else {
        IrMD *md = v->data[k];
        ir_md_set_value(md, resolved(md->value));
        if (is_fwd(md->value)) pending = true;
      }
      if (pending) v->data[keep++] = v->data[k];
    }
    v->len = keep;
  }
  uint32_t keep = 0;
  for (uint32_t k = 0; k < p->fx_globals.len; k++) {
    IrGlobal *g = p->fx_globals.data[k];
    g->init = resolved(g->init);
    if (is_fwd(g->init)) p->fx_globals.data[keep++] = g;
  }
  p->fx_globals.len = keep;
}

/* Does any object still waiting for a definition refer to v? */
static bool leftover_uses(P *p, IrValue *v) {
  for (uint32_t k = 0; k < p->fx_insts.len; k++) {
    IrInst *i = p->fx_insts.data[k];
    for (uint32_t o = 0; o < i->nops; o++)
      if (i->ops[o] == v) return true;
  }
  for (uint32_t k = 0; k < p->fx_consts.len; k++) {
    IrConst *c = p->fx_consts.data[k];
    for (uint32_t o = 0; o < c->nelems; o++)
      if (c->elems[o] == v) return true;
  }
  for (uint32_t k = 0; k < p->fx_mds.len; k++)
    if (((IrMD *)p->fx_mds.data[k])->value == v) return true;
  for (uint32_t k = 0; k < p->fx_globals.len; k++)
    if (((IrGlobal *)p->fx_globals.data[k])->init == v) return true;
  return false;
}

static void finish_function(P *p) {
  for (uint32_t k = 0; k < p->local_fwds.len; k++) {
    Fwd *f = p->local_fwds.data[k];
    if (f->def) continue;
    if (f->in.v.type->kind == IR_TY_LABEL)
      perr_at(p, &f->at, IRP_UNDEF, "use of undefined label");
    perr_at(p, &f->at, IRP_UNDEF, "use of undefined value '%%%s'",
            f->at.kind == TK_LOCAL ? f->at.str : id_key(p, f->at.num));
  }
  apply_fixups(p);
  ir_names_forget(p->m, p->fn); /* names were assigned directly */
  p->fn = NULL;
  memset(&p->locals, 0, sizeof p->locals);
  memset(&p->local_ids, 0, sizeof p->local_ids);
  p->local_fwds.len = 0;
}

/* ====================================================================== */
/* Top level. */

static int linkage_of(const char *k) {
  static const struct { const char *n; int l; } t[] = {
    {"private", IR_LINK_PRIVATE}, {"internal", IR_LINK_INTERNAL},
    {"available_externally", IR_LINK_AVAILABLE_EXTERNALLY}, {"linkonce_odr", IR_LINK_LINKONCE_ODR},
    {"weak_odr", IR_LINK_WEAK_ODR}, {"appending", IR_LINK_APPENDING},
    {"extern_weak", IR_LINK_EXTERN_WEAK}, {"common", IR_LINK_COMMON},
    {"external", IR_LINK_EXTERNAL},
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
    if (!strcmp(t[i].n, k)) return t[i].l;
  return -1;
}

/* linkage and the modifiers that may follow it; returns the linkage (or -1
 * when none was written). */
static int parse_linkage_and_flags(P *p, int *unnamed_addr) {
  int link = -1;
  for (;;) {
    if (p->tok.kind != TK_KW) break;
    const char *k = p->tok.str;
    int l = linkage_of(k);
    if (l >= 0) {
      link = l;
      next(p);
    } else if (!strcmp(k, "linkonce") || !strcmp(k, "weak")) {
      perr(p, IRP_UNSUPPORTED, "linkage '%s' is not supported", k);
    } else if (!strcmp(k, "dso_local") || !strcmp(k, "dso_preemptable") || !strcmp(k, "default") ||
               !strcmp(k, "hidden") || !strcmp(k, "protected") || !strcmp(k, "dllimport") ||
               !strcmp(k, "dllexport")) {
      next(p);
    } else if (!strcmp(k, "unnamed_addr")) {
      if (unnamed_addr) *unnamed_addr = 2;
      next(p);
    } else if (!strcmp(k, "local_unnamed_addr")) {
      if (unnamed_addr) *unnamed_addr = 1;
      next(p);
    } else {
      break;
    }
  }
  return link;
}

/* Enters the global or function def as @key in map, resolving old, its
 * forward reference (NULL when none), whose uses must agree on the type. */
static void define_global(P *p, Map *map, const char *key, IrValue *old, IrValue *def) {
  if (old) {
    Fwd *fw = (Fwd *)old;
    if (!types_compatible(fw->in.v.type, def->type))
      perr_at(p, &fw->at, IRP_TYPE, "'@%s' defined with type '%s' but expected '%s'", key,
              type_str(p, def->type), type_str(p, fw->in.v.type));
    fw->def = def;
  }
  map_put(p, map, key, def);
}

/* global := @name '=' linkage... ['thread_local' ['(' model ')']] [unnamed_addr]
 *   [addrspace(N)] ['externally_initialized'] ('global'|'constant') type [init]
 *   {',' (section "s" | align N | comdat [($c)] | partition "p" | !kind !md)} */
static void parse_global(P *p) {
  Tok at = p->tok;
  next(p);
  expect(p, TK_EQ, NULL);
  int ua = 0;
  bool tls = false, ext_init = false;
  int link = parse_linkage_and_flags(p, &ua);
  if (accept_kw(p, "thread_local")) {
    tls = true;
    if (p->tok.kind == TK_LPAREN) parse_paren_raw(p);
  }
  parse_linkage_and_flags(p, &ua);
  uint32_t as = parse_opt_addrspace(p);
  if (accept_kw(p, "externally_initialized")) ext_init = true;
  bool is_const;
  if (accept_kw(p, "global")) is_const = false;
  else if (accept_kw(p, "constant")) is_const = true;
  else if (is_kw(p, "alias") || is_kw(p, "ifunc"))
    perr(p, IRP_UNSUPPORTED, "aliases and ifuncs are not supported");
  else perr(p, IRP_SYNTAX, "expected 'global' or 'constant'");
  Tok tt = p->tok;
  IrType *t = parse_type(p);
  if (!valid_elem_type(t) || t->kind == IR_TY_FUNC) perr_at(p, &tt, IRP_TYPE, "invalid type for global variable");
  /* `external`/`extern_weak` globals are declarations: no initializer. */
  IrValue *init = NULL;
  if (link != IR_LINK_EXTERNAL && link != IR_LINK_EXTERN_WEAK) init = parse_value(p, t);
  /* define */
  const char *name = at.kind == TK_GLOBAL ? at.str : NULL;
  Map *map = at.kind == TK_GLOBAL ? &p->globals : &p->global_ids;
  const char *key = at.kind == TK_GLOBAL ? at.str : id_key(p, at.num);
  IrValue *old = map_get(map, key);
  if (old && (!is_fwd(old) || ((Fwd *)old)->def))
    perr_at(p, &at, IRP_REDEF, "redefinition of global '@%s'", key);
  IrGlobal *g = chk(p, ir_global_new(p->m, name, t, as));
  if (name && strcmp(g->v.name, name)) ir_names_symbol_rename(p->m, &g->v, name);
  g->linkage = link < 0 ? IR_LINK_EXTERNAL : (IrLinkage)link;
  g->is_const = is_const;
  g->external_init = ext_init;
  g->unnamed_addr = ua;
  g->thread_local_ = tls;
  g->init = init;
  if (p->typed_ptrs) g->v.type = chk(p, ir_type_typed_ptr(p->m, t, as));
  if (is_fwd(init)) ppush(p, &p->fx_globals, g);
  define_global(p, map, key, old, &g->v);
  while (p->tok.kind == TK_COMMA) {
    next(p);
    if (accept_kw(p, "section")) {
      if (p->tok.kind != TK_STRING) perr(p, IRP_SYNTAX, "expected section name");
      g->section = p->tok.str;
      next(p);
    } else if (accept_kw(p, "partition")) {
      expect(p, TK_STRING, "partition name");
    } else if (accept_kw(p, "align")) {
      uint32_t a = parse_u32(p, "alignment");
      if (a == 0 || (a & (a - 1))) perr(p, IRP_SYNTAX, "alignment is not a power of two");
      g->align = a;
    } else if (accept_kw(p, "comdat")) {
      if (accept(p, TK_LPAREN)) {
        expect(p, TK_COMDAT, "comdat name");
        expect(p, TK_RPAREN, NULL);
      }
    } else if (accept_kw(p, "code_model")) {
      expect(p, TK_STRING, "code model");
    } else if (p->tok.kind == TK_MDVAR) {
      next(p);
      parse_md_ref(p); /* global attachments (e.g. !dbg) are not kept */
    } else if (is_kw(p, "no_sanitize_address") || is_kw(p, "no_sanitize_hwaddress") ||
               is_kw(p, "sanitize_memtag") || is_kw(p, "sanitize_address_dyninit")) {
      next(p);
    } else {
      perr(p, IRP_SYNTAX, "unknown global variable property");
    }
  }
  /* global attributes: `#N` or inline attributes */
  while (parse_one_attr(p, &g->attrs, false, true)) {}
}

/* Keywords that end a function header's attribute list. */
static bool header_stop_kw(P *p) {
  static const char *const s[] = {"section", "partition", "comdat", "align", "gc", "prefix",
                                  "prologue", "personality", "define", "declare", "attributes",
                                  "target", "source_filename", "module", "uselistorder",
                                  "uselistorder_bb", "deplibs", NULL};
  if (p->tok.kind != TK_KW) return false;
  for (int i = 0; s[i]; i++)
    if (!strcmp(s[i], p->tok.str)) return true;
  return false;
}

/* header := linkage... [cc] retattrs type @name '(' params ')' [unnamed_addr]
 *           [addrspace(N)] fnattrs [section "s"] [comdat] [align N] [gc "x"]
 *           {!kind !md} */
static IrFunc *parse_fn_header(P *p, bool is_define) {
  int ua = 0;
  int link = parse_linkage_and_flags(p, &ua);
  parse_opt_cc(p);
  IrAttrSet *ret_attrs = parse_param_attrs(p);
  Tok rt_tok = p->tok;
  IrType *rt = parse_type(p);
  if (rt->kind == IR_TY_LABEL || rt->kind == IR_TY_METADATA || rt->kind == IR_TY_FUNC)
    perr_at(p, &rt_tok, IRP_TYPE, "invalid function return type");
  Tok nt = p->tok;
  if (nt.kind != TK_GLOBAL && nt.kind != TK_GLOBAL_ID) perr(p, IRP_SYNTAX, "expected function name");
  next(p);
  /* parameters */
  expect(p, TK_LPAREN, NULL);
  PtrVec tys = {0}, attrs = {0};
  VEC(Tok) names = {0};
  bool vararg = false;
  if (p->tok.kind != TK_RPAREN) {
    for (;;) {
      if (accept(p, TK_DOTS)) { vararg = true; break; }
      Tok ptok = p->tok;
      IrType *t = parse_type(p);
      if (!valid_elem_type(t) && t->kind != IR_TY_METADATA)
        perr_at(p, &ptok, IRP_TYPE, "invalid type for function argument");
      IrAttrSet *a = parse_param_attrs(p);
      Tok pn = {0};
      if (p->tok.kind == TK_LOCAL || p->tok.kind == TK_LOCAL_ID) {
        pn = p->tok;
        next(p);
      }
      ppush(p, &tys, t);
      ppush(p, &attrs, a);
      if (!vec_push(p->a, &names, pn)) perr(p, IRP_OOM, "out of memory");
      if (!accept(p, TK_COMMA)) break;
    }
  }
  expect(p, TK_RPAREN, NULL);
  IrType *fnty = chk(p, ir_type_func(p->m, rt, (IrType **)tys.data, tys.len, vararg));
  parse_linkage_and_flags(p, &ua);
  parse_opt_addrspace(p);
  IrAttrSet *fn_attrs = NULL;
  const char *section = NULL;
  for (;;) {
    if (header_stop_kw(p)) {
      if (accept_kw(p, "section")) {
        if (p->tok.kind != TK_STRING) perr(p, IRP_SYNTAX, "expected section name");
        section = p->tok.str;
        next(p);
      } else if (accept_kw(p, "partition")) {
        expect(p, TK_STRING, "partition name");
      } else if (accept_kw(p, "comdat")) {
        if (accept(p, TK_LPAREN)) {
          expect(p, TK_COMDAT, "comdat name");
          expect(p, TK_RPAREN, NULL);
        }
      } else if (accept_kw(p, "align")) {
        parse_u32(p, "alignment");
      } else if (accept_kw(p, "gc")) {
        expect(p, TK_STRING, "gc name");
      } else if (is_kw(p, "prefix") || is_kw(p, "prologue") || is_kw(p, "personality")) {
        perr(p, IRP_UNSUPPORTED, "'%s' is not supported", p->tok.str);
      } else {
        break;
      }
      continue;
    }
    if (!parse_one_attr(p, &fn_attrs, false, true)) break;
  }
  /* create */
  const char *key = nt.kind == TK_GLOBAL ? nt.str : id_key(p, nt.num);
  Map *map = nt.kind == TK_GLOBAL ? &p->globals : &p->global_ids;
  IrValue *old = map_get(map, key);
  if (old && (!is_fwd(old) || ((Fwd *)old)->def)) {
    if (old->kind == IR_V_FUNC) perr_at(p, &nt, IRP_REDEF, "invalid redefinition of function '%s'", key);
    perr_at(p, &nt, IRP_REDEF, "redefinition of function '@%s'", key);
  }
  const char *name = nt.kind == TK_GLOBAL ? nt.str : NULL;
  IrFunc *f = chk(p, ir_func_new(p->m, name, fnty));
  if (name && strcmp(f->v.name, name)) ir_names_symbol_rename(p->m, &f->v, name);
  f->linkage = link < 0 ? IR_LINK_EXTERNAL : (IrLinkage)link;
  f->unnamed_addr = ua;
  f->section = section;
  if (p->typed_ptrs) f->v.type = chk(p, ir_type_typed_ptr(p->m, fnty, 0));
  f->fn_attrs = fn_attrs;
  f->ret_attrs = ret_attrs;
  for (uint32_t i = 0; i < f->nargs; i++) f->param_attrs[i] = attrs.data[i];
  define_global(p, map, key, old, &f->v);
  /* metadata attachments (definitions: here; declarations: after
   * `declare`, parsed by parse_declare) */
  while (is_define && p->tok.kind == TK_MDVAR) {
    const char *kind = p->tok.str;
    next(p);
    IrMD *md = parse_md_ref(p);
    set_fn_attach(p, &f->md, &f->nmd, kind, md);
  }
  /* argument names (define only; declarations ignore them) */
  if (is_define) {
    p->fn = f;
    p->next_id = 0;
    for (uint32_t i = 0; i < f->nargs; i++) {
      Tok pn = names.data[i];
      if (pn.kind == TK_LOCAL) {
        f->args[i]->v.name = pn.str;
        define_local(p, &pn, &f->args[i]->v);
      } else if (pn.kind == TK_LOCAL_ID) {
        if (pn.num != p->next_id)
          perr_at(p, &pn, IRP_SYNTAX, "argument expected to be numbered '%%%llu'",
                  (unsigned long long)p->next_id);
        define_local(p, &pn, &f->args[i]->v);
      } else {
        define_unnamed(p, &f->args[i]->v);
      }
    }
  }
  return f;
}

static void parse_define(P *p) {
  next(p);
  IrFunc *f = parse_fn_header(p, true);
  if (p->tok.kind != TK_LBRACE) perr(p, IRP_SYNTAX, "expected '{' in function body");
  next(p);
  ir_names_forget(p->m, f);
  do parse_block(p);
  while (p->tok.kind != TK_RBRACE);
  next(p);
  finish_function(p);
}

/* declare := 'declare' {!kind !md} header */
static void parse_declare(P *p) {
  next(p);
  IrMDAttach *md = NULL;
  uint32_t nmd = 0;
  while (p->tok.kind == TK_MDVAR) {
    const char *kind = p->tok.str;
    next(p);
    set_fn_attach(p, &md, &nmd, kind, parse_md_ref(p));
  }
  IrFunc *f = parse_fn_header(p, false);
  f->md = md;
  f->nmd = nmd;
  p->fn = NULL;
}

/* %name = 'type' ('opaque' | type) */
static void parse_type_def(P *p) {
  Tok at = p->tok;
  const char *name = at.kind == TK_LOCAL ? at.str : id_key(p, at.num);
  next(p);
  expect(p, TK_EQ, NULL);
  expect_kw(p, "type");
  IrType *st = named_struct_ref(p, name, &at);
  StructRef *r = map_get(&p->structs, st->name);
  if (r->defined) perr_at(p, &at, IRP_REDEF, "redefinition of type '%%%s'", name);
  r->defined = true;
  if (accept_kw(p, "opaque")) return;
  bool packed = false;
  if (p->tok.kind == TK_LT) {
    next(p);
    if (p->tok.kind != TK_LBRACE) perr(p, IRP_UNSUPPORTED, "named types must be structs");
    packed = true;
  }
  if (p->tok.kind != TK_LBRACE) perr(p, IRP_UNSUPPORTED, "named types must be structs");
  next(p);
  IrType **f;
  uint32_t n = parse_type_list(p, TK_RBRACE, &f);
  if (packed) expect(p, TK_GT, NULL);
  for (uint32_t i = 0; i < n; i++)
    if (f[i] == st) perr_at(p, &at, IRP_TYPE, "recursive type '%%%s' is not allowed", name);
  ir_type_struct_set_body(p->m, st, f, n, packed);
}

/* ---- intrinsics (names from src/ir/intrinsics.c) ---------------------- */

/* Declaration for a call to an undeclared intrinsic. */
static IrFunc *intrinsic_decl(P *p, const char *name, IrType *fnty, const Tok *at) {
  bool ovl = false;
  const char *base = ir_intrinsic_base(name, &ovl);
  const char *want = name;
  if (base && ovl) {
    want = ir_intrinsic_name(p->m, base, fnty);
    if (!want) perr_at(p, at, IRP_TYPE, "invalid intrinsic signature");
  }
  IrFunc *f = ir_module_func(p->m, want);
  if (f) {
    if (f->fn_type != fnty) perr_at(p, at, IRP_TYPE, "invalid intrinsic signature");
    return f;
  }
  if (ir_module_global(p->m, want)) perr_at(p, at, IRP_REDEF, "intrinsic name '%s' is taken", want);
  f = chk(p, ir_func_new(p->m, want, fnty));
  if (strcmp(f->v.name, want)) ir_names_symbol_rename(p->m, &f->v, want);
  return f;
}

static int intr_use_cmp(const void *a, const void *b) {
  const IntrUse *x = a, *y = b;
  int c = strcmp(x->fwd->gname, y->fwd->gname);
  if (c) return c;
  /* uses of one name: most recent first, like LLVM's use-list walk */
  return x->order < y->order ? 1 : x->order > y->order ? -1 : 0;
}

/* Rename declared overloaded intrinsics to their mangled names (LLVM
 * remangles on load); a declaration whose correct name already exists with
 * the same type is merged into it. */
static void remangle_intrinsics(P *p) {
  IrModule *m = p->m;
  uint32_t n = m->funcs.len;
  for (uint32_t k = 0; k < n && k < m->funcs.len; k++) {
    IrFunc *f = m->funcs.data[k];
    if (f->nblocks || !f->v.name || strncmp(f->v.name, "llvm.", 5)) continue;
    bool ovl = false;
    const char *base = ir_intrinsic_base(f->v.name, &ovl);
    if (!base || !ovl) continue;
    const char *want = ir_intrinsic_name(m, base, f->fn_type);
    if (!want || !strcmp(want, f->v.name)) continue;
    IrFunc *existing = ir_module_func(m, want);
    if (existing && existing->fn_type != f->fn_type) continue;
    if (ir_module_global(m, want)) continue;
    IrFunc *nf = existing;
    if (!nf) {
      nf = chk(p, ir_func_new(m, want, f->fn_type));
      if (strcmp(nf->v.name, want)) ir_names_symbol_rename(m, &nf->v, want);
      nf->fn_attrs = f->fn_attrs;
      nf->ret_attrs = f->ret_attrs;
      for (uint32_t a = 0; a < nf->nargs; a++) nf->param_attrs[a] = f->param_attrs[a];
      nf->linkage = f->linkage;
      nf->unnamed_addr = f->unnamed_addr;
    }
    ir_replace_all_uses(m, NULL, &f->v, &nf->v);
    /* global initializers are not covered by ir_replace_all_uses */
    for (uint32_t g = 0; g < m->globals.len; g++) {
      IrGlobal *gv = m->globals.data[g];
      PtrVec stack = {0};
      if (gv->init) ppush(p, &stack, gv->init);
      while (stack.len) {
        IrConst *c = ir_as_const(stack.data[--stack.len]);
        if (!c || (c->v.kind != IR_V_CONST_AGG && c->v.kind != IR_V_CONST_EXPR)) continue;
        for (uint32_t e = 0; e < c->nelems; e++) {
          if (c->elems[e] == &f->v) {
            c->elems[e] = &nf->v;
            ir_value_note_in_const(&nf->v);
            ir_const_note_elem(m, c, &nf->v);
          }
          else ppush(p, &stack, c->elems[e]);
        }
      }
      if (gv->init == &f->v) gv->init = &nf->v;
    }
    ir_module_remove_func(m, f);
    k--;
    n--;
  }
}

/* ---- end of module ------------------------------------------------------ */

static void finish_module(P *p) {
  IrModule *m = p->m;
  /* attribute groups */
  for (uint32_t k = 0; k < p->group_refs.len; k++) {
    GroupRef *g = &p->group_refs.data[k];
    IrAttrSet *s = map_get(&p->groups, id_key(p, g->group));
    if (!s) continue; /* LLVM ignores references to undefined groups */
    for (uint32_t a = 0; a < s->n; a++) ir_attrs_add(m, g->set, s->attrs[a].key, s->attrs[a].value);
  }
  /* named types */
  for (uint32_t k = 0; k < m->named_structs.len; k++) {
    IrType *t = m->named_structs.data[k];
    StructRef *r = map_get(&p->structs, t->name);
    if (r && !r->defined)
      perr_at(p, &r->first_use, IRP_UNDEF, "use of undefined type named '%s'", t->name);
  }
  /* metadata */
  for (uint32_t k = 0; k < p->md_slots.len; k++) {
    MDSlot *s = p->md_slots.data[k];
    if (!s->defined)
      perr_at(p, &s->first_use, IRP_UNDEF, "use of undefined metadata '!%llu'",
              (unsigned long long)s->first_use.num);
  }
  /* intrinsics called without a declaration */
  if (p->intr_uses.len) {
    hl_sort(p->a, p->intr_uses.data, p->intr_uses.len, sizeof(IntrUse), intr_use_cmp);
    for (uint32_t k = 0; k < p->intr_uses.len; k++) {
      IntrUse *u = &p->intr_uses.data[k];
      if (u->fwd->def) continue; /* declared later in the file */
      IrFunc *f = intrinsic_decl(p, u->fwd->gname, u->call->aux_type, &u->fwd->at);
      if (u->call->ops[0] == &u->fwd->in.v) ir_inst_set_operand(u->call, 0, &f->v);
    }
  }
  apply_fixups(p);
  for (uint32_t k = 0; k < p->global_fwds.len; k++) {
    Fwd *f = p->global_fwds.data[k];
    if (f->def) continue;
    bool intr = f->intr_called;
    if (intr && !leftover_uses(p, &f->in.v)) continue; /* every use was a call */
    if (intr) perr_at(p, &f->at, IRP_SYNTAX, "intrinsic can only be used as callee");
    if (f->gname) perr_at(p, &f->at, IRP_UNDEF, "use of undefined value '@%s'", f->gname);
    perr_at(p, &f->at, IRP_UNDEF, "use of undefined value '@%llu'", (unsigned long long)f->at.num);
  }
  remangle_intrinsics(p);
  ir_names_forget(m, NULL);
}

static void parse_module(P *p) {
  next(p);
  while (p->tok.kind != TK_EOF) {
    Tok t = p->tok;
    switch (t.kind) {
    case TK_KW:
      if (!strcmp(t.str, "target")) {
        next(p);
        bool triple = false;
        if (accept_kw(p, "triple")) triple = true;
        else if (!accept_kw(p, "datalayout")) perr(p, IRP_SYNTAX, "unknown target property");
        expect(p, TK_EQ, NULL);
        if (p->tok.kind != TK_STRING) perr(p, IRP_SYNTAX, "expected string");
        if (triple) p->m->triple = p->tok.str;
        else p->m->datalayout = p->tok.str;
        next(p);
      } else if (!strcmp(t.str, "source_filename")) {
        next(p);
        expect(p, TK_EQ, NULL);
        if (p->tok.kind != TK_STRING) perr(p, IRP_SYNTAX, "expected source_filename string");
        p->m->source_filename = p->tok.str;
        next(p);
      } else if (!strcmp(t.str, "define")) {
        parse_define(p);
      } else if (!strcmp(t.str, "declare")) {
        parse_declare(p);
      } else if (!strcmp(t.str, "attributes")) {
        parse_attr_group(p);
      } else if (!strcmp(t.str, "module") || !strcmp(t.str, "uselistorder") ||
                 !strcmp(t.str, "uselistorder_bb") || !strcmp(t.str, "deplibs")) {
        perr(p, IRP_UNSUPPORTED, "'%s' is not supported", t.str);
      } else {
        perr(p, IRP_SYNTAX, "expected top-level entity");
      }
      break;
    case TK_LOCAL: case TK_LOCAL_ID: parse_type_def(p); break;
    case TK_GLOBAL: case TK_GLOBAL_ID: parse_global(p); break;
    case TK_MD_ID: parse_md_def(p); break;
    case TK_MDVAR: parse_named_md(p); break;
    case TK_COMDAT:
      next(p);
      expect(p, TK_EQ, NULL);
      expect_kw(p, "comdat");
      if (p->tok.kind != TK_KW) perr(p, IRP_SYNTAX, "expected comdat selection kind");
      next(p);
      break;
    default:
      perr(p, IRP_SYNTAX, "expected top-level entity");
    }
  }
  finish_module(p);
}

/* Does the text use typed pointers (`T*`)? A '*' outside comments and
 * strings only occurs in pointer types. Knowing it up front lets globals,
 * functions and allocas get typed pointer types as they are created. */
static bool prescan_typed_pointers(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c == ';') {
      while (i < n && s[i] != '\n') i++;
    } else if (c == '"') {
      i++;
      while (i < n && s[i] != '"') i++;
    } else if (c == '*') {
      return true;
    }
  }
  return false;
}

IrModule *ir_parse(Arena *a, Diag *d, const char *filename, const char *text, size_t len) {
  P *p = arena_alloc(a, sizeof *p);
  if (!p) {
    diag_error(d, IRP_OOM, srcloc_none(), "out of memory");
    return NULL;
  }
  p->a = a;
  p->d = d;
  p->file = filename ? filename : "<stdin>";
  p->src = text ? text : "";
  p->len = text ? len : 0;
  p->lx.line = 1;
  p->typed_ptrs = prescan_typed_pointers(p->src, p->len);
  if (setjmp(p->jb)) return NULL;
  p->m = chk(p, ir_module_new(a, d));
  p->m->module_id = p->file;
  parse_module(p);
  if (!p->m->source_filename) p->m->source_filename = p->file;
  if (a->oom) {
    diag_error(d, IRP_OOM, srcloc_none(), "out of memory");
    return NULL;
  }
  return p->m;
}
