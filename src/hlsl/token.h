/* token.h - tokens produced by the preprocessor, consumed by the parser.
 *
 * The preprocessor (pp.c) runs the lexer (lex.c) over the main file and its
 * includes, expands macros and conditionals, and yields a flat array of
 * fully-expanded tokens ending with TK_EOF. Each token keeps the location of
 * its spelling (for macro expansions: the location of the macro use). */
#ifndef HLSLC_TOKEN_H
#define HLSLC_TOKEN_H

#include <string.h>

#include "../base/base.h"

typedef enum TokKind {
  TK_EOF,
  TK_IDENT,     /* identifiers and keywords (the parser classifies keywords) */
  TK_INT,       /* integer literal: tok_ival, suffix flags in int_suffix */
  TK_FLOAT,     /* floating literal: tok_fval, float_suffix */
  TK_STRING,    /* "..." (text without quotes, escapes resolved) */
  TK_CHAR,      /* '.' (tok_ival) */
  TK_PUNCT,     /* operators and punctuation: text holds the spelling ("<<=", "{") */
} TokKind;

enum { /* int_suffix bits */ TK_SUF_U = 1, TK_SUF_L = 2, TK_SUF_LL = 4 };
enum { /* float_suffix */ TK_FSUF_NONE = 0, TK_FSUF_F, TK_FSUF_H, TK_FSUF_L };

typedef struct Token {
  const char *text;     /* NUL-terminated spelling (arena); for TK_STRING the decoded contents.
                           With has_val, the 8 bytes before it hold the token's value
                           (tok_ival, tok_fval; made by tok_valued_text) */
  SrcLoc loc;           /* where it was spelled (macro use site for expansions) */
  uint32_t len;         /* length of text */
  uint8_t kind;         /* TokKind */
  uint8_t int_suffix;   /* TK_SUF_* */
  union {
    uint8_t float_suffix; /* TK_FLOAT: TK_FSUF_* */
    uint8_t tparam_sk;    /* TK_INT standing for a non-type template parameter in an instance:
                             1 + the ScalarKind of the parameter's type (the literal has it) */
  };
  union {
    uint8_t flags;        /* the bits below as one byte (the preprocessor's output sets
                             the first three from PTF_SPACE, PTF_BOL and PTF_MACRO) */
    struct {
      bool space_before : 1; /* whitespace preceded the token (for # stringizing) */
      bool at_bol : 1;       /* first token on its line */
      bool has_val : 1;      /* text is preceded by the value (see text) */
      bool tparam : 1;       /* a non-type template parameter's value in an instance (any type) */
      bool from_macro : 1;   /* produced by a macro expansion (clang's macro locations) */
      bool template_kw : 1;  /* a merged qualified name written X::template Name */
    };
  };
} Token; /* 32 bytes: the preprocessor's output of a large shader is tens of
            thousands of tokens, all live while the parser runs */

/* The value of a TK_INT or TK_CHAR (a non-type template parameter's in an
 * instance too), the bits of a TK_FLOAT's double; of a qualified name the
 * parser merged into one TK_IDENT ("N::x"): the column of its last name when
 * on the same line (clang's ranges end there). 0 when the token has none. */
static inline uint64_t tok_ival(const Token *t) {
  uint64_t v = 0;
  if (t->has_val) memcpy(&v, t->text - 8, 8);
  return v;
}
static inline double tok_fval(const Token *t) {
  double v = 0;
  if (t->has_val) memcpy(&v, t->text - 8, 8);
  return v;
}
/* A copy of s[0..n) (NUL-terminated) in a's memory, preceded by the value
 * v: the text of a Token with has_val. NULL on out-of-memory. */
const char *tok_valued_text(Arena *a, const char *s, size_t n, uint64_t v);

/* Is the token's spelling exactly `s`? The length is compared first: most
 * tokens differ from a given keyword or punctuator in length, and with `s`
 * a literal the compiler turns the rest into a few loads (the parser asks
 * this hundreds of thousands of times on large headers). */
static inline bool tok_text_is(const Token *t, const char *s) {
  size_t n = strlen(s);
  return t->len == n && memcmp(t->text, s, n) == 0;
}

typedef struct TokenList {
  Token *data;
  uint32_t len, cap;
} TokenList;

enum { PP_INCLUDE_DEFAULT = 0, PP_INCLUDE_SERVE = 1, PP_INCLUDE_REFUSE = 2 };

/* Preprocessor options. */
typedef struct PpOptions {
  const char **defines;      /* "NAME" or "NAME=VALUE", as from -D */
  uint32_t ndefines;
  const char **include_dirs; /* -I directories, searched in order after the includer's folder */
  uint32_t ninclude_dirs;
  /* Optional virtual file system hook for tests/embedding: return the file's
   * contents or NULL to fall back to the real file system. */
  const char *(*read_file)(void *user, const char *path, size_t *len);
  void *read_user;
  /* Optional include handler (hlslc_include_handler), asked before the
   * search for each #include and __has_include with the name as written,
   * whether it was <...>, the includer's path and the depth (1 in the main
   * file). Returns PP_INCLUDE_SERVE (the file is *path, or the name when
   * NULL, with *len bytes at *text, kept until the compile ends),
   * PP_INCLUDE_REFUSE (an error as for a missing file; false for
   * __has_include) or PP_INCLUDE_DEFAULT (the search). */
  int (*include)(void *user, const char *name, bool angled, const char *includer, uint32_t depth,
                 const char **path, const char **text, size_t *len);
  void *include_user;
  /* When set: once the input is preprocessed, the macro of this name (if
   * defined then) is expanded as DXC's MacroExpander does with STRIP_QUOTES
   * (for -rootsig-define and the rootsig_1_x targets): its tokens fully
   * expanded and concatenated, string literals without their quotes and
   * prefix (escapes as written), a space before a token that had one unless
   * it follows a string literal. The text is appended to *expand_out,
   * *expand_found says whether the macro was defined and *expand_loc is
   * where (the name in its #define). */
  const char *expand_macro;
  StrBuf *expand_out;
  bool *expand_found;
  SrcLoc *expand_loc;
} PpOptions;

/* Source files seen, for diagnostics' caret lines. */
typedef struct SourceFile {
  const char *path;     /* as opened (interned; SrcLoc.file points here) */
  const char *text;     /* contents; NULL once given back (see reload): srcmgr_text */
  size_t len;
  const char *reload;   /* the file it was read from into the arena, NULL for text the
                           caller gave: a big file's copy is given back when the
                           preprocessor is done (nothing points into it then) and
                           read again only if a diagnostic shows one of its lines */
  uint32_t *line_starts; /* byte offset of each line, built on first caret look-up */
  uint32_t nlines;       /* entries in line_starts */
  SrcLoc included_from;  /* the #include that first entered it (line 0: the main file) */
} SourceFile;

typedef struct SourceManager {
  SourceFile **files;
  uint32_t nfiles, cap;
  Arena *arena;
} SourceManager;

/* Look-up function suitable for Diag.line_text (user = SourceManager*). */
const char *srcmgr_line_text(void *user, const char *file, uint32_t line, size_t *len);
SrcLoc srcmgr_included_from(void *user, const char *file);
/* Registers a file (path copied into sm->arena; text is kept by pointer and
 * must outlive sm). Returns NULL on out-of-memory. */
SourceFile *srcmgr_add(SourceManager *sm, const char *path, const char *text, size_t len);
/* The file registered under path (latest registration wins), or NULL. */
SourceFile *srcmgr_find(SourceManager *sm, const char *path);
/* f's contents, read again if they were given back ("" when that fails). */
const char *srcmgr_text(SourceManager *sm, SourceFile *f);

/* Preprocess `path` (contents `text`, or read from disk when NULL) into out.
 * Errors are reported to d with file:line:col; returns false on error. */
bool pp_run(Arena *a, Diag *d, SourceManager *sm, const PpOptions *opt,
            const char *path, const char *text, size_t len, TokenList *out);

/* Like pp_run, but appends the expanded token stream to `out` as text (like
 * `cc -E`): roughly one output line per source line, with `#line` markers
 * where the file changes or lines jump. For hlslc -P/-E. */
bool pp_dump(Arena *a, Diag *d, SourceManager *sm, const PpOptions *opt,
             const char *path, const char *text, size_t len, StrBuf *out);

#endif
