/* lex.h - private interface between the lexer (lex.c), the preprocessor
 * (pp.c) and the source manager (srcmgr.c).
 *
 * The lexer turns a whole buffer into an array of preprocessing tokens
 * (PTok) up front; the preprocessor then walks those arrays. PTok keeps the
 * raw spelling (needed for # stringizing, ## pasting and pp_dump); pp.c
 * converts to the public Token (decoded values) only on output. */
#ifndef HLSLC_HLSL_LEX_H
#define HLSLC_HLSL_LEX_H

#include "token.h"

/* Kinds of preprocessing tokens. */
enum {
  PT_EOF,         /* end of a lexed buffer */
  PT_IDENT,       /* identifier (id set) */
  PT_NUMBER,      /* pp-number: classified as int/float on output */
  PT_STRING,      /* "..." with quotes and escapes as spelled */
  PT_CHAR,        /* '...' as spelled */
  PT_PUNCT,       /* punctuator; punct holds the P_* code */
  PT_HEADER,      /* <...> header name, only right after #include */
  PT_OTHER,       /* stray character or unterminated literal: error if it reaches output */
  PT_PLACEMARKER, /* empty macro argument next to ## (removed after substitution) */
  PT_PARAM,       /* macro parameter in a macro body; punct = parameter index */
};

/* PTok.flags */
enum {
  PTF_SPACE = 1,      /* whitespace precedes the token on its line */
  PTF_BOL = 2,        /* first token of a line */
  PTF_BADQUOTE = 4,   /* PT_OTHER that is an unterminated " or ' literal */
  PTF_NOEXPAND = 8,   /* never macro-expand (synthesized tokens) */
  PTF_MACRO = 16,     /* comes from a macro expansion (its body or arguments) */
};

/* Punctuators: single characters use their ASCII code, the rest these. */
enum {
  P_ARROW = 256, P_INC, P_DEC, P_SHL, P_SHR, P_LE, P_GE, P_EQ, P_NE, P_ANDAND,
  P_OROR, P_ELLIPSIS, P_MULEQ, P_DIVEQ, P_MODEQ, P_ADDEQ, P_SUBEQ, P_SHLEQ,
  P_SHREQ, P_ANDEQ, P_XOREQ, P_OREQ, P_HASHHASH, P_COLONCOLON, P_LAST
};

typedef struct PpMacro PpMacro;

/* An interned identifier; the preprocessor hangs the current macro off it
 * so a look-up is one pointer load. */
typedef struct PpIdent {
  PpMacro *macro;     /* current definition, NULL when undefined */
  uint32_t len;       /* strlen(name) */
  uint32_t hash;      /* hash of the spelling, for the table */
  uint32_t index;     /* creation order: orders hide sets deterministically */
  uint8_t special;    /* PP_ID_* role for the preprocessor (0 = none) */
  char name[];        /* NUL-terminated spelling, in the same allocation: a
                         PT_IDENT token's spelling, so the token finds its
                         identifier from it (ptok_id) */
} PpIdent;

/* Open-addressing table of identifiers. */
typedef struct PpIdTable {
  PpIdent **slots;   /* cap entries, NULL = empty */
  uint32_t cap;      /* power of two */
  uint32_t count;    /* identifiers stored */
  Arena *a;          /* where identifiers live */
  Arena *slots_a;    /* where the slots live (they may go before the identifiers) */
} PpIdTable;

/* Hide set (Prosser's algorithm): an immutable list of identifiers sorted by
 * PpIdent.index; shared between tokens. */
typedef struct PpHideset {
  const PpIdent *id;              /* hidden macro name */
  const struct PpHideset *next;   /* rest of the set (larger indices) */
} PpHideset;

/* A preprocessing token. */
typedef struct PTok {
  uint8_t kind;          /* PT_* */
  uint8_t flags;         /* PTF_* */
  uint16_t punct;        /* PT_PUNCT: char or P_*; PT_PARAM: parameter index */
  uint32_t len;          /* spelling length */
  const char *s;         /* spelling (not NUL-terminated except identifiers); PT_IDENT
                            (and PT_PARAM): its PpIdent's name, see ptok_id */
  const PpHideset *hs;   /* macros that may not expand this token */
  SrcLoc loc;            /* spelling location, or macro use site */
} PTok;                  /* 40 bytes: a header-heavy shader lexes 100,000 of them */

/* The interned identifier of a PT_IDENT token (or a PT_PARAM made from one):
 * its spelling is the identifier's inline name. */
static inline PpIdent *ptok_id(const PTok *t) {
  return (PpIdent *)(void *)(t->s - offsetof(PpIdent, name));
}

/* Lexer context: where identifiers are interned and errors go. */
typedef struct PpLexCtx {
  Arena *a;        /* token arrays and cleaned spellings */
  Diag *d;         /* unterminated comments are reported at lex time */
  PpIdTable *ids;  /* identifier table */
  bool quiet;      /* pp_lex reports nothing (a file lexed again) */
} PpLexCtx;

/* Identifier table. */
void pp_ids_init(PpIdTable *t, Arena *a);
PpIdent *pp_intern(PpIdTable *t, const char *s, uint32_t n); /* NULL on OOM */

/* Lexes text[0..len) (any bytes, need not be NUL-terminated) into an
 * array of tokens ending with one PT_EOF, from the arena's allocator (the
 * caller's hook): free it with pp_lex_free. `file` is the SrcLoc.file of
 * the tokens. Returns false only on out-of-memory. */
bool pp_lex(PpLexCtx *lx, const char *file, const char *text, size_t len,
            PTok **out, uint32_t *ntok);
void pp_lex_free(PpLexCtx *lx, PTok *toks);

/* Lexes s[0..n) as exactly one token (for ## pasting). False when the text
 * is not exactly one valid token. */
bool pp_lex_one(PpLexCtx *lx, const char *s, uint32_t n, PTok *out);

/* Spelling of a punctuator code (static string). */
const char *pp_punct_text(unsigned punct);
/* The spellings of the single-character punctuators by their code (""
 * for other characters): pp_punct_text's answer for those, read inline. */
extern const char pp_single_text[128][2];

/* A classified pp-number. */
typedef struct PpNumber {
  bool is_float;         /* floating literal */
  uint64_t ival;         /* integer value */
  double fval;           /* floating value */
  uint8_t int_suffix;    /* TK_SUF_* */
  uint8_t float_suffix;  /* TK_FSUF_* */
  bool overflow;         /* integer did not fit 64 bits */
} PpNumber;

/* Classifies a pp-number. On failure returns false with a message (without
 * location) in err[errlen]; *code gets the diagnostic code. */
bool pp_parse_number(const char *s, uint32_t n, PpNumber *num, char *err,
                     size_t errlen, int *code);
/* The same, with scratch memory for converting a very long floating
 * literal from `a` (NULL: such a literal is an error). When that memory
 * cannot be had, returns false with *code PPE_INTERNAL: out of memory. */
bool pp_parse_number_in(Arena *a, const char *s, uint32_t n, PpNumber *num, char *err,
                        size_t errlen, int *code);

/* Decodes the escapes of a string literal spelling ("..." including the
 * quotes) into arena text. Unknown escapes are kept as the character. */
char *pp_decode_string(Arena *a, const char *s, uint32_t n, uint32_t *outlen);

/* Value of a character literal spelling ('...'); multi-character literals
 * pack like clang. False for ''. */
bool pp_char_value(const char *s, uint32_t n, uint64_t *val);


#endif
