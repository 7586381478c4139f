/* pp.c - the C preprocessor as DXC (clang) runs it for HLSL.
 *
 * Structure:
 *  - A file is lexed into a token array (lex.c) when entered; the entries
 *    of a file open at once share it, and it is freed when the last closes.
 *    Files are cached by normalized path; include-guarded and `#pragma once`
 *    files are not re-entered at all.
 *  - Tokens are read through a stream: a stack of buffers (pending macro
 *    replacement lists, LIFO) above, and for the main stream the stack of
 *    open files below. Directives are executed only when read from a file.
 *  - Macro expansion is Prosser's hide-set algorithm (the reference model of
 *    C99 6.10.3): each token carries the set of macro names that may not
 *    expand it, so recursion is impossible by construction and no
 *    "disabled" flags need resetting.
 *  - Temporaries (collected arguments, pre-expanded arguments, replacement
 *    lists under construction, #if lines) live on scratch stacks from the
 *    arena's allocator (the caller's hook, never malloc directly),
 *    addressed by index and truncated when an invocation finishes. A
 *    finished replacement list gets its own such block, freed as soon as
 *    it has been read. Object-like macros without ## need no copy at all:
 *    their body is read in place with the use-site location and hide set
 *    applied on the fly. Work is linear in the size of the output and
 *    memory in the size of the live expansions.
 *  - Budgets (include depth, expression depth, tokens produced, repeated
 *    includes, error count) turn pathological inputs into errors instead of
 *    hangs or memory exhaustion.
 *
 * Deviations from clang that do not matter for HLSL: no digraphs, no
 * _Pragma, no __VA_OPT__, #include_next/#import are invalid (as in DXC). */
#include "lex.h"

#include <dirent.h>
#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum {
  MAX_INCLUDE_DEPTH = 200, /* like clang's -fbracket-depth for includes */
  MAX_EXPAND_DEPTH = 256,  /* nested argument pre-expansions */
  MAX_EXPR_DEPTH = 512,    /* nesting in #if expressions (C recursion) */
  /* Tokens produced by macro replacement before giving up (plus 16 per
   * token of input), and bytes of spelling produced by ##: the hlsl-real
   * corpus peaks at ~4.5k tokens, so these only stop exponential macro
   * bombs from running away. */
  MAX_SUBST_TOKENS = 1u << 22,
  MAX_PASTE_BYTES = 1u << 24,
  /* Tokens of files entered again (not counting first entries, which are
   * bounded by the source size): stops exponential #include trees of
   * unguarded files including each other, which the depth limit allows. */
  MAX_REENTRY_TOKENS = 1u << 22,
  /* Like clang's -ferror-limit: past this many errors nothing useful follows. */
  MAX_ERRORS = 1000,
};

/* PpIdent.special values: directive names and identifiers with a meaning. */
enum {
  SP_NONE,
  D_IF, D_IFDEF, D_IFNDEF, D_ELIF, D_ELSE, D_ENDIF, D_DEFINE, D_UNDEF,
  D_INCLUDE, D_LINE, D_ERROR, D_WARNING, D_PRAGMA,
  SP_DEFINED, SP_HAS_INCLUDE, SP_TRUE, SP_FALSE, SP_ONCE,
  SP_PACK_MATRIX,
};

/* Builtin (dynamic) macros. */
enum { BI_NONE, BI_LINE, BI_FILE, BI_COUNTER };

struct PpMacro {
  PpIdent *name;      /* the macro's name */
  PTok *body;         /* replacement list; parameters are PT_PARAM */
  uint32_t nbody;     /* tokens in body */
  PpIdent **params;   /* parameter names (__VA_ARGS__ last when variadic) */
  uint32_t nparams;   /* number of parameters */
  bool funclike;      /* defined with a parameter list */
  bool variadic;      /* last parameter takes the rest of the arguments */
  bool has_paste;     /* body contains ## (so it cannot be read in place) */
  uint8_t builtin;    /* BI_* for __LINE__ and friends */
  SrcLoc loc;         /* where defined (for the redefinition note) */
};

/* A file that has been found on disk (or through the read hook). */
typedef struct PpFile {
  const char *key;         /* normalized path: identity for the cache / #pragma once */
  const char *dir;         /* directory part of the path, "" for none */
  SourceFile *sf;          /* registered source (sf->path is SrcLoc.file) */
  uint32_t ntoks;          /* number of tokens incl. the final PT_EOF (once entered) */
  uint32_t users;          /* open frames reading toks */
  bool entered;            /* entered at least once */
  bool pragma_once;        /* saw #pragma once */
  PpIdent *guard;          /* include-guard macro, once detected */
  struct PpFile *hnext;    /* cache hash chain */
  PTok *toks;              /* its tokens (pp_lex) while open */
} PpFile;

/* Include-guard detection state of an open file. */
enum { G_START, G_IN, G_CLOSED, G_NONE };

/* An open file. */
typedef struct PpFrame {
  PpFile *file;          /* what is being read */
  PTok *toks;            /* its file's tokens (PpFile.toks, shared by the frames of a
                            file open more than once) */
  uint32_t pos;          /* next token index */
  uint32_t cond_base;    /* #if stack depth on entry */
  const char *presumed;  /* file name after #line, or NULL */
  int64_t line_delta;    /* added to line numbers after #line */
  uint8_t guard_state;   /* G_* */
  uint32_t guard_depth;  /* cond depth of the candidate guard's #ifndef */
  PpIdent *guard_id;     /* candidate guard macro */
} PpFrame;

/* A pending token list of a stream. */
typedef struct PpBuf {
  const PTok *toks;       /* tokens, or NULL when on the tk scratch stack */
  uint32_t off;           /* index into P->tk when toks is NULL */
  uint32_t pos, len;      /* next token / number of tokens */
  const PpHideset *hs;    /* overlay: set on every token read (in-place bodies) */
  SrcLoc loc;             /* overlay location (when overlay) */
  uint8_t first_flags;    /* overlay: PTF_SPACE|PTF_BOL for the first token */
  bool overlay;           /* read a macro body in place, applying hs/loc */
  bool owned;             /* toks is a pp_heap_alloc block: freed when the buffer is popped */
} PpBuf;

/* A token stream: the buffers P->bufs[base..] plus, for the main stream,
 * the open files. Streams nest strictly (argument pre-expansion and #if
 * evaluation run to completion inside an outer read). */
typedef struct PpStream {
  uint32_t base;  /* first buffer of this stream in P->bufs */
  bool files;     /* read from the file stack when the buffers run out */
} PpStream;

/* A scratch token stack (pp_heap_alloc'd; addressed by index since it moves). */
typedef struct TokStack {
  PTok *data;
  uint32_t len, cap;
} TokStack;

/* One level of #if nesting. */
enum { C_TAKEN, C_PENDING, C_DONE };
typedef struct PpCond {
  SrcLoc loc;      /* the #if, for "unterminated" */
  uint8_t state;   /* C_*: in a taken group / still looking / a group was taken */
  bool seen_else;  /* #else seen */
} PpCond;

/* State of a pp_dump run. */
typedef struct PpDump {
  StrBuf *out;       /* destination */
  const char *file;  /* file of the current output line */
  uint32_t line;     /* its line */
  bool any;          /* something printed yet */
  bool line_empty;   /* nothing printed on the current line */
  PTok prev;         /* previous token (to avoid accidental pasting) */
} PpDump;

typedef struct Pp {
  Arena *a;                 /* what outlives the preprocessor: output tokens' texts,
                               identifiers, #line names, diagnostic pragmas */
  Arena *t;                 /* the rest (macros, hide sets, files' state and text,
                               spellings, stacks): tmp, freed at the end */
  Arena tmp;
  Diag *d;
  SourceManager *sm;
  const PpOptions *opt;
  PpLexCtx lx;              /* lexer context (identifier table below) */
  PpIdTable ids;
  VEC(PpFrame) frames;      /* open files, innermost last */
  VEC(PpCond) conds;        /* #if stack across all open files */
  VEC(PpBuf) bufs;          /* pending buffers of all streams */
  TokStack tk;              /* scratch: arguments, replacement lists, lines */
  TokStack xk;              /* scratch: pre-expanded arguments, expanded lines */
  VEC(uint32_t) ak;         /* scratch: argument start indices into tk */
  PpFile **ftab;            /* file cache, chained hash on key */
  uint32_t ftab_cap;
  PpStream main;            /* the stream of the translation unit */
  uint32_t counter;         /* __COUNTER__ */
  int depth;                /* nested pre-expansions */
  uint64_t subst_tokens;    /* tokens produced by macro replacement so far */
  uint64_t paste_bytes;     /* bytes of spelling produced by ## so far */
  uint64_t file_tokens;     /* tokens of all file entries so far */
  uint64_t reentry_tokens;  /* the part of file_tokens from files entered again */
  bool depth_reported;      /* "nested too deeply" reported once */
  bool fatal;               /* stop (file not found, out of memory) */
  int errors0;              /* d->errors when the run started */
  PpIdent *id_pack_matrix_out; /* __pragma_pack_matrix */
  TokenList *out;           /* pp_run output */
  PpDump *dump;             /* pp_dump output */
  bool last_string;         /* previous output token is a string (concatenation) */
  VEC(DiagPragma) dpragmas; /* #pragma dxc diagnostic, in order (Diag.pragmas) */
  uint32_t dpush;           /* open #pragma dxc diagnostic push */
} Pp;

/* ---- small helpers ------------------------------------------------------ */

static void pp_oom(Pp *P) {
  if (!P->fatal) diag_report(P->d, DIAG_FATAL, PPE_INTERNAL, srcloc_none(), "out of memory in preprocessor");
  P->d->oom = true;
  P->fatal = true;
}

/* Scratch memory that is freed early (token stacks, finished replacement
 * lists, large argument tables) comes from the arena's allocator, not from
 * malloc: every allocation of a compilation goes through the caller's
 * hlslc_options.allocator, and a failure is reported as out of memory. */
static void *pp_heap_alloc(Pp *P, size_t n) {
  void *p = P->a->allocator.alloc(P->a->allocator.user, n ? n : 1);
  if (!p) pp_oom(P);
  return p;
}

static void pp_heap_free(Pp *P, const void *p) {
  if (p) P->a->allocator.free(P->a->allocator.user, (void *)p);
}

static bool ts_reserve(Pp *P, TokStack *s, uint32_t extra) {
  if (s->len + extra <= s->cap) return true;
  uint32_t nc = s->cap ? s->cap * 2 : 1024;
  while (nc < s->len + extra) nc *= 2;
  PTok *nd = pp_heap_alloc(P, sizeof(PTok) * nc);
  if (!nd) return false;
  if (s->len) memcpy(nd, s->data, sizeof(PTok) * s->len);
  pp_heap_free(P, s->data);
  s->data = nd;
  s->cap = nc;
  return true;
}

/* Pushes a copy of *t (t may point into s itself). */
static bool ts_push(Pp *P, TokStack *s, const PTok *t) {
  PTok v = *t;
  if (!ts_reserve(P, s, 1)) return false;
  s->data[s->len++] = v;
  return true;
}

static bool is_punct(const PTok *t, unsigned p) { return t->kind == PT_PUNCT && t->punct == p; }

/* Location of a token read from frame f (applies #line). */
static SrcLoc frame_loc(const PpFrame *f, SrcLoc l) {
  if (f->presumed) {
    l.file = f->presumed;
    int64_t ln = (int64_t)l.line + f->line_delta;
    l.line = ln < 1 ? 1 : ln > UINT32_MAX ? UINT32_MAX : (uint32_t)ln;
  }
  return l;
}

/* Spelling of tokens t[0..n) joined with single spaces where whitespace was. */
static void spell_tokens(StrBuf *sb, const PTok *t, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i && (t[i].flags & (PTF_SPACE | PTF_BOL))) sb_putc(sb, ' ');
    sb_putn(sb, t[i].s, t[i].len);
  }
}

/* ---- hide sets ------------------------------------------------------------ */

static bool hs_has(const PpHideset *h, const PpIdent *id) {
  for (; h && h->id->index <= id->index; h = h->next)
    if (h->id == id) return true;
  return false;
}

static PpHideset *hs_node(Pp *P, const PpIdent *id, const PpHideset *next) {
  PpHideset *n = arena_alloc(P->t, sizeof *n);
  if (!n) { pp_oom(P); return NULL; }
  n->id = id;
  n->next = next;
  return n;
}

/* a ∪ b, sharing the tail that is left over when one side runs out. */
static const PpHideset *hs_union(Pp *P, const PpHideset *a, const PpHideset *b) {
  if (!a || a == b) return b;
  if (!b) return a;
  const PpHideset *head = NULL;
  PpHideset **link = (PpHideset **)&head;
  while (a && b) {
    const PpIdent *id;
    if (a->id == b->id) { id = a->id; a = a->next; b = b->next; }
    else if (a->id->index < b->id->index) { id = a->id; a = a->next; }
    else { id = b->id; b = b->next; }
    PpHideset *n = hs_node(P, id, NULL);
    if (!n) return NULL;
    *link = n;
    link = (PpHideset **)&n->next;
  }
  *link = (PpHideset *)(a ? a : b);
  return head;
}

static const PpHideset *hs_add(Pp *P, const PpHideset *h, const PpIdent *id) {
  if (hs_has(h, id)) return h;
  const PpHideset *one = hs_node(P, id, NULL);
  return one ? hs_union(P, h, one) : NULL;
}

static const PpHideset *hs_intersect(Pp *P, const PpHideset *a, const PpHideset *b) {
  if (a == b) return a;
  const PpHideset *head = NULL;
  PpHideset **link = (PpHideset **)&head;
  while (a && b) {
    if (a->id == b->id) {
      PpHideset *n = hs_node(P, a->id, NULL);
      if (!n) return NULL;
      *link = n;
      link = (PpHideset **)&n->next;
      a = a->next;
      b = b->next;
    } else if (a->id->index < b->id->index) a = a->next;
    else b = b->next;
  }
  return head;
}

/* ---- files ---------------------------------------------------------------- */

/* Lexical normalization: '\' -> '/', no "//", "./" or "x/..". */
static char *path_normalize(Arena *a, const char *p) {
  size_t n = strlen(p);
  char *o = arena_alloc(a, n + 2);
  if (!o) return NULL;
  bool abs = p[0] == '/' || p[0] == '\\';
  size_t k = 0;
  if (abs) o[k++] = '/';
  size_t base = k; /* ".." cannot remove below this */
  const char *s = p;
  while (*s) {
    while (*s == '/' || *s == '\\') s++;
    if (!*s) break;
    const char *e = s;
    while (*e && *e != '/' && *e != '\\') e++;
    size_t len = (size_t)(e - s);
    if (len == 1 && s[0] == '.') { s = e; continue; }
    if (len == 2 && s[0] == '.' && s[1] == '.') {
      /* pop the last component unless it is itself ".." or there is none */
      size_t last = k;
      while (last > base && o[last - 1] != '/') last--;
      bool can_pop = k > base && !(k - last == 2 && o[last] == '.' && o[last + 1] == '.');
      if (can_pop) {
        k = last > base ? last - 1 : base;
        if (k == base && last == base) k = base;
        s = e;
        continue;
      }
      if (abs && k == base) { s = e; continue; } /* "/.." is "/" */
    }
    if (k > base) o[k++] = '/';
    memcpy(o + k, s, len);
    k += len;
    s = e;
  }
  if (k == 0) o[k++] = '.';
  o[k] = 0;
  return o;
}

static char *path_dir(Arena *a, const char *p) {
  const char *sl = strrchr(p, '/');
  if (!sl) return arena_strdup(a, "");
  if (sl == p) return arena_strdup(a, "/");
  return arena_strndup(a, p, (size_t)(sl - p));
}

static char *path_join(Arena *a, const char *dir, const char *name) {
  if (!dir || !*dir || name[0] == '/') return arena_strdup(a, name);
  size_t dl = strlen(dir);
  return arena_printf(a, "%s%s%s", dir, dir[dl - 1] == '/' ? "" : "/", name);
}

static uint32_t str_hash(const char *s) {
  return (uint32_t)hl_hash_bytes(s, strlen(s), 0);
}

static PpFile *file_lookup(Pp *P, const char *key) {
  if (!P->ftab_cap) return NULL;
  for (PpFile *f = P->ftab[str_hash(key) & (P->ftab_cap - 1)]; f; f = f->hnext)
    if (strcmp(f->key, key) == 0) return f;
  return NULL;
}

/* Registers a file whose contents were found. */
static PpFile *file_add(Pp *P, const char *display, const char *key, const char *text, size_t len) {
  if (!P->ftab_cap) {
    P->ftab_cap = 256;
    P->ftab = arena_alloc(P->t, sizeof(PpFile *) * P->ftab_cap);
    if (!P->ftab) { pp_oom(P); return NULL; }
  }
  PpFile *f = arena_alloc(P->t, sizeof *f);
  if (!f) { pp_oom(P); return NULL; }
  f->key = arena_strdup(P->t, key);
  f->sf = srcmgr_add(P->sm, display, text, len);
  f->dir = f->sf ? path_dir(P->t, f->sf->path) : NULL;
  if (!f->key || !f->sf || !f->dir) { pp_oom(P); return NULL; }
  uint32_t h = str_hash(key) & (P->ftab_cap - 1);
  f->hnext = P->ftab[h];
  P->ftab[h] = f;
  return f;
}

/* Reads a file through the hook or from disk (*disk set: into the arena). */
static const char *read_contents(Pp *P, const char *path, size_t *len, bool *disk) {
  *disk = false;
  if (P->opt && P->opt->read_file) {
    const char *t = P->opt->read_file(P->opt->read_user, path, len);
    if (t) return t;
  }
  *disk = true;
  return hl_read_file(P->t, path, len);
}

/* Opens normalized path `key` (cached). */
static PpFile *file_open(Pp *P, const char *key) {
  PpFile *f = file_lookup(P, key);
  if (f) return f;
  size_t len = 0;
  bool disk;
  const char *text = read_contents(P, key, &len, &disk);
  if (!text) return NULL;
  f = file_add(P, key, key, text, len);
  if (f && disk) f->sf->reload = f->sf->path;
  return f;
}

#if defined(__linux__) && defined(SYS_getdents64)
long syscall(long number, ...); /* (unistd.h declares it only with _DEFAULT_SOURCE) */
#define PP_GETDENTS 1
#endif

/* Keeps in found the smallest name equal to s[0..len) ignoring case. */
static void consider_entry(const char *name, const char *s, size_t len, char *found) {
  if (strlen(name) == len && strncasecmp(name, s, len) == 0 && (!found[0] || strcmp(name, found) < 0))
    memcpy(found, name, len + 1); /* smallest match: deterministic */
}

/* The entry of directory dname that is s[0..len) ignoring case (the
 * smallest, if several), in found (cap bytes). On Linux the directory is
 * read with getdents64 into a buffer on the stack: opendir's DIR comes from
 * malloc, outside the caller's allocator. */
static bool dir_find_nocase(const char *dname, const char *s, size_t len, char *found, size_t cap) {
  found[0] = 0;
  if (len >= cap) return false;
#ifdef PP_GETDENTS
  int fd = open(dname, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return false;
  _Alignas(8) char buf[4096];
  for (;;) {
    long n = syscall(SYS_getdents64, fd, buf, sizeof buf);
    if (n <= 0) break;
    /* linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1), d_name */
    for (long off = 0; off + 19 < n;) {
      unsigned short reclen;
      memcpy(&reclen, buf + off + 16, sizeof reclen);
      if (reclen < 20 || off + reclen > n) break;
      char name[256];
      size_t nl = strnlen(buf + off + 19, (size_t)reclen - 19);
      if (nl < sizeof name) {
        memcpy(name, buf + off + 19, nl);
        name[nl] = 0;
        consider_entry(name, s, len, found);
      }
      off += reclen;
    }
  }
  close(fd);
#else
  DIR *dp = opendir(dname);
  if (!dp) return false;
  struct dirent *de;
  while ((de = readdir(dp)) != NULL) consider_entry(de->d_name, s, len, found);
  closedir(dp);
#endif
  return found[0] != 0;
}

/* Resolves path component by component ignoring case (sources written on
 * Windows often include "Foo.h" as "foo.h"). Returns NULL if nothing fits. */
static char *path_find_nocase(Pp *P, const char *path) {
  StrBuf sb = sb_new(P->t);
  const char *s = path;
  if (*s == '/') { sb_putc(&sb, '/'); s++; }
  bool ok = true;
  while (*s && ok) {
    const char *e = strchr(s, '/');
    size_t len = e ? (size_t)(e - s) : strlen(s);
    size_t dirlen = sb.len;
    sb_putn(&sb, s, len);
    if (access(sb.data, F_OK) != 0) {
      sb.len = dirlen;
      if (sb.data) sb.data[dirlen] = 0;
      const char *dname = dirlen ? sb.data : ".";
      char found[1024];
      ok = dir_find_nocase(dname, s, len, found, sizeof found);
      if (ok) sb_putn(&sb, found, len);
    }
    if (!e) break;
    sb_putc(&sb, '/');
    s = e + 1;
  }
  char *r = ok && sb.data && !sb.oom ? arena_strdup(P->t, sb.data) : NULL;
  sb_free(&sb);
  return r;
}

/* Finds an #include target. Quoted names are searched in the includer's
 * directory, then the directories of the files that included it (MSVC and
 * DXC behaviour), then the -I directories; angled names only in -I. */
static PpFile *find_include(Pp *P, const char *name, bool angled, bool *refused) {
  if (P->opt && P->opt->include) { /* the caller's handler first */
    const PpFile *top = P->frames.len ? P->frames.data[P->frames.len - 1].file : NULL;
    const char *path = NULL, *text = NULL;
    size_t len = 0;
    int act = P->opt->include(P->opt->include_user, name, angled, top && top->sf ? top->sf->path : NULL,
                              P->frames.len, &path, &text, &len);
    if (act == PP_INCLUDE_REFUSE) {
      *refused = true;
      return NULL;
    }
    if (act == PP_INCLUDE_SERVE) {
      const char *display = path && *path ? path : name;
      char *key = path_normalize(P->t, display);
      if (!key) { pp_oom(P); return NULL; }
      PpFile *f = file_lookup(P, key);
      return f ? f : file_add(P, display, key, text ? text : "", text ? len : 0);
    }
  }
  const char *cands[MAX_INCLUDE_DEPTH + 64];
  uint32_t nc = 0;
  bool abs = name[0] == '/' || name[0] == '\\';
  if (abs) cands[nc++] = "";
  if (!abs && !angled) {
    for (uint32_t i = P->frames.len; i-- > 0 && nc < MAX_INCLUDE_DEPTH;) {
      const char *dir = P->frames.data[i].file->dir;
      if (!dir) continue; /* command line */
      bool dup = false;
      for (uint32_t j = 0; j < nc; j++)
        if (strcmp(cands[j], dir) == 0) dup = true;
      if (!dup) cands[nc++] = dir;
    }
  }
  uint32_t ninc = P->opt ? P->opt->ninclude_dirs : 0;
  for (uint32_t i = 0; !abs && i < ninc && nc < sizeof cands / sizeof cands[0]; i++)
    if (P->opt->include_dirs[i]) cands[nc++] = P->opt->include_dirs[i];
  for (int pass = 0; pass < 2; pass++) {
    for (uint32_t i = 0; i < nc; i++) {
      char *joined = path_join(P->t, cands[i], name);
      char *key = joined ? path_normalize(P->t, joined) : NULL;
      if (!key) { pp_oom(P); return NULL; }
      if (pass == 1) {
        key = path_find_nocase(P, key);
        if (!key) continue;
      }
      PpFile *f = file_open(P, key);
      if (f) return f;
    }
  }
  return NULL;
}

/* Room in the output for `need` tokens. Grown like vec_push but copying
 * only the tokens made so far: reserved ahead (enter_file), most of a
 * large capacity is still empty when it grows. */
static bool out_reserve(Pp *P, uint32_t need) {
  TokenList *o = P->out;
  if (need <= o->cap) return true;
  void *data = o->data;
  uint32_t cap = o->len; /* vec_grow_ copies (and releases) cap elements */
  if (!vec_grow_(P->a, &data, &cap, need, sizeof(Token))) return false;
  if (o->data && o->len != o->cap) arena_release(P->a, o->data, sizeof(Token) * o->cap);
  o->data = data;
  o->cap = cap;
  return true;
}

/* Frees a file's tokens when no frame reads them. A file entered again
 * while it is open (included from inside itself, typically before its
 * include guard is known) shares the open entry's tokens: lexing is a pure
 * function of the text. Tokens are not kept past the last frame (a file
 * entered again later is lexed again): the memory they hold is what the
 * later stages reuse, so keeping them cost fresh pages elsewhere. */
static void file_release(Pp *P, PpFile *f) {
  if (f->users || !f->toks) return;
  pp_lex_free(&P->lx, f->toks);
  f->toks = NULL;
}

static bool enter_file(Pp *P, PpFile *f) {
  PTok *toks = f->toks;
  if (f->entered) {
    P->reentry_tokens += f->ntoks;
    if (P->reentry_tokens > MAX_REENTRY_TOKENS) {
      diag_report(P->d, DIAG_FATAL, PPE_INCLUDE_DEPTH, srcloc_none(),
                  "too much repeated #include (over %u tokens re-read); recursive includes?",
                  (unsigned)MAX_REENTRY_TOKENS);
      P->fatal = true;
      return false;
    }
  }
  if (!toks) {
    /* a file entered again (not open) is lexed again, without repeating
     * its lexer errors (reported on the first entry) */
    P->lx.quiet = f->entered;
    bool lexed = pp_lex(&P->lx, f->sf->path, f->sf->text, f->sf->len, &toks, &f->ntoks);
    P->lx.quiet = false;
    if (!lexed) {
      pp_oom(P);
      return false;
    }
    f->toks = toks;
  }
  f->entered = true;
  P->file_tokens += f->ntoks;
  if (P->out) {
    /* the output has about as many tokens as the files not yet read:
     * reserved now, with room for four times as many from the includes to
     * come when it grows (a header-heavy row's nested includes add up to
     * several times the first header: each growth copies the tokens made
     * so far into fresh memory, while room never written costs nothing) */
    uint64_t rest = f->ntoks;
    for (uint32_t i = 0; i < P->frames.len; i++)
      rest += P->frames.data[i].file->ntoks - P->frames.data[i].pos;
    uint64_t need = P->out->len + rest;
    if (need > P->out->cap) need += rest * 4;
    if (need > (1u << 24)) need = 1u << 24;
    if (!out_reserve(P, (uint32_t)need)) {
      file_release(P, f);
      pp_oom(P);
      return false;
    }
  }
  PpFrame fr;
  memset(&fr, 0, sizeof fr);
  fr.file = f;
  fr.toks = toks;
  fr.cond_base = P->conds.len;
  fr.guard_state = G_START;
  if (!vec_push(P->t, &P->frames, fr)) {
    file_release(P, f);
    pp_oom(P);
    return false;
  }
  f->users++;
  return true;
}

static void pop_frame(Pp *P) {
  PpFrame *f = &P->frames.data[P->frames.len - 1];
  while (P->conds.len > f->cond_base) {
    PpCond *c = &P->conds.data[--P->conds.len];
    diag_error(P->d, PPE_UNTERMINATED_IF, c->loc, "unterminated conditional directive");
  }
  if (f->guard_state == G_CLOSED) f->file->guard = f->guard_id;
  f->file->users--;
  file_release(P, f->file);
  P->frames.len--;
}

/* ---- streams -------------------------------------------------------------- */

/* (not inlined: it would make next_raw, run per token, save and restore
 * registers on every call) */
static __attribute__((noinline)) void directive(Pp *P, const PTok *hash);

static bool push_buf(Pp *P, const PpBuf *b) {
  if (!b->len) return true;
  if (!vec_push(P->t, &P->bufs, *b)) {
    if (b->owned) pp_heap_free(P, b->toks);
    pp_oom(P);
    return false;
  }
  return true;
}

/* Drops the buffers above `base` (a stream abandoned early). */
static void pop_bufs_to(Pp *P, uint32_t base) {
  while (P->bufs.len > base) {
    PpBuf *b = &P->bufs.data[--P->bufs.len];
    if (b->owned) pp_heap_free(P, b->toks);
  }
}

/* Next token of s without macro expansion. Directives are executed when
 * reading from a file. With stop_at_eof, the end of the current file ends
 * the stream instead of returning to the includer (macro arguments may not
 * span files). */
static bool next_raw(Pp *P, PpStream *s, PTok *out, bool stop_at_eof) {
  for (;;) {
    while (P->bufs.len > s->base) {
      PpBuf *b = &P->bufs.data[P->bufs.len - 1];
      if (b->pos < b->len) {
        const PTok *t = b->toks ? &b->toks[b->pos] : &P->tk.data[b->off + b->pos];
        *out = *t;
        if (b->overlay) {
          out->hs = b->hs;
          out->loc = b->loc;
          out->flags &= (uint8_t)~(PTF_BOL | PTF_SPACE);
          out->flags |= b->pos == 0 ? b->first_flags : (t->flags & PTF_SPACE);
          out->flags |= PTF_MACRO;
        }
        b->pos++;
        return true;
      }
      if (b->owned) pp_heap_free(P, b->toks);
      P->bufs.len--;
    }
    if (!s->files || !P->frames.len || P->fatal) return false;
    if (P->d->errors - P->errors0 >= MAX_ERRORS) {
      diag_report(P->d, DIAG_FATAL, PPE_INTERNAL, srcloc_none(), "too many errors emitted, stopping now");
      P->fatal = true;
      return false;
    }
    PpFrame *f = &P->frames.data[P->frames.len - 1];
    const PTok *t = &f->toks[f->pos];
    if (t->kind == PT_EOF) {
      if (stop_at_eof) return false;
      pop_frame(P);
      continue;
    }
    f->pos++;
    if ((t->flags & PTF_BOL) && is_punct(t, '#')) {
      directive(P, t);
      continue;
    }
    if (f->guard_state != G_IN) f->guard_state = G_NONE;
    *out = *t;
    if (f->presumed) out->loc = frame_loc(f, t->loc);
    return true;
  }
}

/* The next raw token of s if it can be had without running a directive or
 * leaving the current file, else NULL. */
static const PTok *peek_raw(Pp *P, const PpStream *s) {
  for (uint32_t i = P->bufs.len; i-- > s->base;) {
    const PpBuf *b = &P->bufs.data[i];
    if (b->pos < b->len) return b->toks ? &b->toks[b->pos] : &P->tk.data[b->off + b->pos];
  }
  if (!s->files || !P->frames.len) return NULL;
  const PpFrame *f = &P->frames.data[P->frames.len - 1];
  const PTok *t = &f->toks[f->pos];
  if (t->kind == PT_EOF || ((t->flags & PTF_BOL) && is_punct(t, '#'))) return NULL;
  return t;
}

static bool expand(Pp *P, PpStream *s, PTok *tok);

/* next_raw's common case inline: an ordinary token of the current file
 * with no buffer pending (else next_raw). */
static inline bool next_raw_fast(Pp *P, PpStream *s, PTok *out) {
  if (P->bufs.len == s->base && s->files && P->frames.len && !P->fatal &&
      P->d->errors - P->errors0 < MAX_ERRORS) {
    PpFrame *f = &P->frames.data[P->frames.len - 1];
    const PTok *t = &f->toks[f->pos];
    if (t->kind != PT_EOF && !((t->flags & PTF_BOL) && is_punct(t, '#'))) {
      f->pos++;
      if (f->guard_state != G_IN) f->guard_state = G_NONE;
      *out = *t;
      if (f->presumed) out->loc = frame_loc(f, t->loc);
      return true;
    }
  }
  return next_raw(P, s, out, false);
}

/* Next fully macro-expanded token of s. */
static bool next_tok(Pp *P, PpStream *s, PTok *out) {
  for (;;) {
    if (!next_raw_fast(P, s, out)) return false;
    if (out->kind != PT_IDENT || (out->flags & PTF_NOEXPAND) || !ptok_id(out)->macro) return true;
    if (hs_has(out->hs, ptok_id(out))) return true;
    if (!expand(P, s, out)) return true;
  }
}

/* Expands the tokens toks[0..n) (or tk[off..off+n) when toks is NULL) as a
 * stream of their own, appending the result to P->xk. */
static void expand_list(Pp *P, const PTok *toks, uint32_t off, uint32_t n) {
  PpStream sub = {P->bufs.len, false};
  PpBuf b;
  memset(&b, 0, sizeof b);
  b.toks = toks;
  b.off = off;
  b.len = n;
  if (!push_buf(P, &b)) return;
  PTok t;
  while (next_tok(P, &sub, &t))
    if (!ts_push(P, &P->xk, &t)) break;
  pop_bufs_to(P, sub.base);
}

/* expand_list for a #if line: a 'defined' that macro expansion produced takes
 * its operand unexpanded, `defined X` or `defined ( X`, as clang's #if
 * evaluator lexes it (so `#define A defined(B)` tests B where A is used). */
static void expand_if_list(Pp *P, uint32_t off, uint32_t n) {
  PpStream sub = {P->bufs.len, false};
  PpBuf b;
  memset(&b, 0, sizeof b);
  b.off = off;
  b.len = n;
  if (!push_buf(P, &b)) return;
  PTok t;
  while (next_tok(P, &sub, &t)) {
    if (!ts_push(P, &P->xk, &t)) break;
    if (t.kind != PT_IDENT || ptok_id(&t)->special != SP_DEFINED) continue;
    if (!next_raw(P, &sub, &t, false)) break;
    if (!ts_push(P, &P->xk, &t)) break;
    if (is_punct(&t, '(')) {
      if (!next_raw(P, &sub, &t, false)) break;
      if (!ts_push(P, &P->xk, &t)) break;
    }
  }
  pop_bufs_to(P, sub.base);
}

/* ---- macro expansion ---------------------------------------------------- */

/* Per-invocation argument bookkeeping. */
typedef struct ArgInfo {
  uint32_t rs, rl;   /* raw tokens: P->tk[rs .. rs+rl) */
  uint32_t xs, xl;   /* pre-expanded tokens on xk (when expanded) */
  bool expanded;     /* xs/xl valid */
  bool xk_based;     /* expansion lives on xk (else it is the raw tokens) */
} ArgInfo;

/* Whether an argument could change under expansion. */
static bool arg_needs_expansion(const Pp *P, const ArgInfo *a) {
  for (uint32_t i = 0; i < a->rl; i++) {
    const PTok *t = &P->tk.data[a->rs + i];
    if (t->kind == PT_IDENT && ptok_id(t)->macro && !(t->flags & PTF_NOEXPAND)) return true;
  }
  return false;
}

static void arg_expand(Pp *P, ArgInfo *a) {
  if (a->expanded) return;
  a->expanded = true;
  if (!arg_needs_expansion(P, a)) { a->xk_based = false; return; }
  if (P->depth >= MAX_EXPAND_DEPTH) {
    if (!P->depth_reported)
      diag_error(P->d, PPE_EXPANSION_DEPTH, a->rl ? P->tk.data[a->rs].loc : srcloc_none(),
                 "macro expansion nested too deeply");
    P->depth_reported = true;
    a->xk_based = false;
    return;
  }
  P->depth++;
  a->xs = P->xk.len;
  expand_list(P, NULL, a->rs, a->rl);
  a->xl = P->xk.len - a->xs;
  a->xk_based = true;
  P->depth--;
}

/* "..." spelling of the raw argument (C99 6.10.3.2). */
static PTok stringize(Pp *P, const ArgInfo *a, const PTok *name) {
  StrBuf sb = sb_new(P->t);
  sb_putc(&sb, '"');
  for (uint32_t i = 0; i < a->rl; i++) {
    const PTok *t = &P->tk.data[a->rs + i];
    if (i && (t->flags & (PTF_SPACE | PTF_BOL))) sb_putc(&sb, ' ');
    bool lit = t->kind == PT_STRING || t->kind == PT_CHAR || (t->flags & PTF_BADQUOTE);
    for (uint32_t k = 0; k < t->len; k++) {
      char c = t->s[k];
      if (lit && (c == '"' || c == '\\')) sb_putc(&sb, '\\');
      sb_putc(&sb, c);
    }
  }
  sb_putc(&sb, '"');
  PTok r;
  memset(&r, 0, sizeof r);
  r.kind = PT_STRING;
  r.loc = name->loc;
  char *s = sb.oom ? NULL : arena_strndup(P->t, sb.data, sb.len);
  if (!s) pp_oom(P);
  r.s = s ? s : "\"\"";
  r.len = s ? (uint32_t)sb.len : 2;
  sb_free(&sb);
  return r;
}

/* Pastes rhs onto the last token of tk (C99 6.10.3.3). */
static void paste(Pp *P, const PTok *rhs_in, const PTok *name) {
  PTok rhs = *rhs_in;
  PTok *lhs = &P->tk.data[P->tk.len - 1];
  if (rhs.kind == PT_PLACEMARKER) return;
  if (lhs->kind == PT_PLACEMARKER) {
    rhs.flags = (uint8_t)((rhs.flags & ~(PTF_SPACE | PTF_BOL)) | (lhs->flags & PTF_SPACE));
    *lhs = rhs;
    return;
  }
  uint32_t n = lhs->len + rhs.len;
  P->paste_bytes += n;
  if (P->paste_bytes > MAX_PASTE_BYTES) {
    if (!P->fatal)
      diag_report(P->d, DIAG_FATAL, PPE_EXPANSION_DEPTH, name->loc,
                  "macro expansion produces too many tokens (over %u bytes pasted)", (unsigned)MAX_PASTE_BYTES);
    P->fatal = true;
    return;
  }
  char *buf = arena_alloc(P->t, n + 1);
  if (!buf) { pp_oom(P); return; }
  memcpy(buf, lhs->s, lhs->len);
  memcpy(buf + lhs->len, rhs.s, rhs.len);
  PTok r;
  if (!pp_lex_one(&P->lx, buf, n, &r)) {
    if (P->a->oom) { pp_oom(P); return; } /* a spelling or identifier could not be made */
    diag_error(P->d, PPE_BAD_PASTE, name->loc,
               "pasting formed '%s', an invalid preprocessing token", buf);
    rhs.flags &= (uint8_t)~PTF_BOL;
    ts_push(P, &P->tk, &rhs);
    return;
  }
  r.flags = lhs->flags & PTF_SPACE;
  r.loc = name->loc;
  r.hs = hs_intersect(P, lhs->hs, rhs.hs);
  *lhs = r;
}

/* Pushes argument tokens onto tk with the invocation's hide set added; the
 * first one takes `first_space`. */
static void push_arg_tokens(Pp *P, bool from_xk, uint32_t start, uint32_t n, uint8_t first_space,
                            const PpHideset *hs, const PpHideset **memo_in,
                            const PpHideset **memo_out) {
  for (uint32_t i = 0; i < n; i++) {
    PTok t = (from_xk ? P->xk.data : P->tk.data)[start + i];
    if (t.hs != *memo_in || !*memo_out) {
      *memo_in = t.hs;
      *memo_out = hs_union(P, t.hs, hs);
    }
    t.hs = *memo_out;
    if (t.flags & PTF_BOL) t.flags |= PTF_SPACE;
    t.flags &= (uint8_t)~PTF_BOL;
    if (i == 0) t.flags = (uint8_t)((t.flags & ~PTF_SPACE) | first_space);
    if (!ts_push(P, &P->tk, &t)) return;
  }
}

/* Builds m's replacement list on top of tk and pushes it as a buffer of the
 * innermost stream (C99 6.10.3.1-3). */
static void substitute(Pp *P, const PpMacro *m, ArgInfo *args, const PTok *name,
                       const PpHideset *hs) {
  uint32_t start = P->tk.len;
  const PpHideset *memo_in = NULL, *memo_out = NULL;
  const PTok *body = m->body;
  uint32_t nb = m->nbody;
  for (uint32_t i = 0; i < nb && !P->fatal; i++) {
    const PTok *bt = &body[i];
    if (m->funclike && is_punct(bt, '#') && i + 1 < nb && body[i + 1].kind == PT_PARAM) {
      PTok st = stringize(P, &args[body[i + 1].punct], name);
      st.flags = bt->flags & PTF_SPACE;
      st.hs = hs;
      ts_push(P, &P->tk, &st);
      i++;
      continue;
    }
    if (is_punct(bt, P_HASHHASH) && i + 1 < nb && P->tk.len > start) {
      const PTok *rt = &body[++i];
      if (rt->kind == PT_PARAM) {
        ArgInfo *a = &args[rt->punct];
        bool gnu_comma = m->variadic && rt->punct == m->nparams - 1 && i >= 2 &&
                         is_punct(&body[i - 2], ',');
        if (gnu_comma) { /* , ## __VA_ARGS__ */
          if (a->rl == 0) P->tk.len--;
          else push_arg_tokens(P, false, a->rs, a->rl, PTF_SPACE, hs, &memo_in, &memo_out);
          continue;
        }
        if (a->rl == 0) continue; /* pasting a placemarker: lhs unchanged */
        PTok first = P->tk.data[a->rs];
        first.hs = hs_union(P, first.hs, hs);
        paste(P, &first, name);
        if (a->rl > 1)
          push_arg_tokens(P, false, a->rs + 1, a->rl - 1,
                          P->tk.data[a->rs + 1].flags & (PTF_SPACE | PTF_BOL) ? PTF_SPACE : 0,
                          hs, &memo_in, &memo_out);
      } else if (m->funclike && is_punct(rt, '#') && i + 1 < nb && body[i + 1].kind == PT_PARAM) {
        PTok st = stringize(P, &args[body[i + 1].punct], name);
        st.hs = hs;
        i++;
        paste(P, &st, name);
      } else {
        PTok r = *rt;
        r.hs = hs;
        r.loc = name->loc;
        paste(P, &r, name);
      }
      continue;
    }
    if (bt->kind == PT_PARAM) {
      ArgInfo *a = &args[bt->punct];
      bool paste_after = i + 1 < nb && is_punct(&body[i + 1], P_HASHHASH);
      uint8_t sp = bt->flags & PTF_SPACE;
      if (paste_after) {
        if (a->rl == 0) {
          PTok pm;
          memset(&pm, 0, sizeof pm);
          pm.kind = PT_PLACEMARKER;
          pm.flags = sp;
          pm.s = "";
          pm.loc = name->loc;
          ts_push(P, &P->tk, &pm);
        } else {
          push_arg_tokens(P, false, a->rs, a->rl, sp, hs, &memo_in, &memo_out);
        }
      } else {
        arg_expand(P, a);
        if (a->xk_based) push_arg_tokens(P, true, a->xs, a->xl, sp, hs, &memo_in, &memo_out);
        else push_arg_tokens(P, false, a->rs, a->rl, sp, hs, &memo_in, &memo_out);
      }
      continue;
    }
    PTok t = *bt;
    t.hs = hs;
    t.loc = name->loc;
    ts_push(P, &P->tk, &t);
  }
  /* Drop placemarkers, give the first token the macro name's spacing. */
  uint32_t k = start;
  for (uint32_t i = start; i < P->tk.len; i++)
    if (P->tk.data[i].kind != PT_PLACEMARKER) P->tk.data[k++] = P->tk.data[i];
  P->tk.len = k;
  P->subst_tokens += k - start;
  if (P->subst_tokens > MAX_SUBST_TOKENS + 16 * P->file_tokens) {
    diag_report(P->d, DIAG_FATAL, PPE_EXPANSION_DEPTH, name->loc,
                "macro expansion produces too many tokens (over %u)", (unsigned)MAX_SUBST_TOKENS);
    P->fatal = true;
  }
  if (k > start && !P->fatal) {
    PTok *f = &P->tk.data[start];
    f->flags = (uint8_t)((f->flags & ~(PTF_SPACE | PTF_BOL)) | (name->flags & (PTF_SPACE | PTF_BOL)));
    /* heap, not arena: freed as soon as it has been read, so memory
     * stays proportional to the live expansions, not to all of them. */
    PTok *mem = pp_heap_alloc(P, sizeof(PTok) * (k - start));
    if (!mem) return;
    memcpy(mem, &P->tk.data[start], sizeof(PTok) * (k - start));
    for (uint32_t i = 0; i < k - start; i++) mem[i].flags |= PTF_MACRO;
    PpBuf b;
    memset(&b, 0, sizeof b);
    b.toks = mem;
    b.len = k - start;
    b.owned = true;
    push_buf(P, &b);
  }
  P->tk.len = start;
}

/* Value token of a builtin macro. */
static PTok builtin_value(Pp *P, const PpMacro *m, const PTok *name) {
  PTok r;
  memset(&r, 0, sizeof r);
  r.loc = name->loc;
  r.flags = name->flags & (PTF_SPACE | PTF_BOL);
  char *s = NULL;
  if (m->builtin == BI_FILE) {
    StrBuf sb = sb_new(P->t);
    sb_putc(&sb, '"');
    for (const char *p = name->loc.file ? name->loc.file : ""; *p; p++) {
      if (*p == '"' || *p == '\\') sb_putc(&sb, '\\');
      sb_putc(&sb, *p);
    }
    sb_putc(&sb, '"');
    s = sb.oom ? NULL : arena_strndup(P->t, sb.data, sb.len);
    sb_free(&sb);
    r.kind = PT_STRING;
  } else {
    s = arena_printf(P->t, "%u", m->builtin == BI_LINE ? name->loc.line : P->counter++);
    r.kind = PT_NUMBER;
  }
  if (!s) { pp_oom(P); s = "0"; r.kind = PT_NUMBER; }
  r.s = s;
  r.len = (uint32_t)strlen(s);
  return r;
}

/* Expands the macro named by *tok, whose next tokens come from s. Returns
 * true when the replacement was pushed onto s (tok consumed), false when
 * *tok is to be output as is (possibly replaced by a builtin's value). */
static bool expand(Pp *P, PpStream *s, PTok *tok) {
  PpMacro *m = ptok_id(tok)->macro;
  if (m->builtin) {
    *tok = builtin_value(P, m, tok);
    return false;
  }
  const PpHideset *hs;
  if (!m->funclike) {
    hs = hs_add(P, tok->hs, ptok_id(tok));
    if (P->fatal) return false;
    P->subst_tokens += m->nbody;
    if (P->subst_tokens > MAX_SUBST_TOKENS + 16 * P->file_tokens) {
      diag_report(P->d, DIAG_FATAL, PPE_EXPANSION_DEPTH, tok->loc,
                  "macro expansion produces too many tokens (over %u)", (unsigned)MAX_SUBST_TOKENS);
      P->fatal = true;
      return true;
    }
    if (!m->has_paste) { /* read the body in place */
      PpBuf b;
      memset(&b, 0, sizeof b);
      b.toks = m->body;
      b.len = m->nbody;
      b.overlay = true;
      b.hs = hs;
      b.loc = tok->loc;
      b.first_flags = tok->flags & (PTF_SPACE | PTF_BOL);
      push_buf(P, &b);
      return true;
    }
    substitute(P, m, NULL, tok, hs);
    return true;
  }
  const PTok *lp = peek_raw(P, s);
  if (!lp || !is_punct(lp, '(')) return false;
  PTok t, name = *tok;
  next_raw(P, s, &t, true); /* '(' */
  uint32_t tmark = P->tk.len, amark = P->ak.len, xmark = P->xk.len;
  if (!vec_push(P->t, &P->ak, tmark)) { pp_oom(P); return true; }
  int depth = 0;
  for (;;) {
    if (!next_raw(P, s, &t, true)) {
      if (!P->fatal)
        diag_error(P->d, PPE_UNTERMINATED_CALL, name.loc, "unterminated function-like macro invocation");
      P->tk.len = tmark;
      P->ak.len = amark;
      return true;
    }
    if (t.kind == PT_PUNCT) {
      if (t.punct == '(') depth++;
      else if (t.punct == ')') {
        if (depth == 0) break;
        depth--;
      } else if (t.punct == ',' && depth == 0 &&
                 !(m->variadic && P->ak.len - amark == m->nparams)) {
        if (!vec_push(P->t, &P->ak, P->tk.len)) { pp_oom(P); return true; }
        continue;
      }
    }
    if (t.flags & PTF_BOL) t.flags = (uint8_t)((t.flags & ~PTF_BOL) | PTF_SPACE);
    if (!ts_push(P, &P->tk, &t)) return true;
  }
  PTok rparen = t;
  uint32_t nargs = P->ak.len - amark;
  ArgInfo local[16];
  uint32_t need = m->nparams > nargs ? m->nparams : nargs;
  ArgInfo *args = need <= 16 ? local : pp_heap_alloc(P, sizeof(ArgInfo) * need);
  if (!args) return true;
  memset(args, 0, sizeof(ArgInfo) * need);
  for (uint32_t i = 0; i < nargs; i++) {
    args[i].rs = P->ak.data[amark + i];
    uint32_t e = i + 1 < nargs ? P->ak.data[amark + i + 1] : P->tk.len;
    args[i].rl = e - args[i].rs;
  }
  bool ok = true;
  if (m->nparams == 0) {
    if (nargs > 1 || args[0].rl > 0) ok = false;
  } else if (m->variadic) {
    if (nargs == m->nparams - 1) { args[nargs].rs = P->tk.len; args[nargs].rl = 0; }
    else if (nargs < m->nparams - 1) ok = false;
  } else if (nargs != m->nparams) {
    ok = false;
  }
  if (!ok) {
    bool too_many = m->nparams == 0 || nargs > m->nparams;
    diag_error(P->d, PPE_MACRO_ARGS, name.loc, "too %s arguments provided to function-like macro invocation",
               too_many ? "many" : "few");
  } else {
    hs = hs_add(P, hs_intersect(P, name.hs, rparen.hs), ptok_id(&name));
    if (!P->fatal) substitute(P, m, args, &name, hs);
  }
  if (args != local) pp_heap_free(P, args);
  P->tk.len = tmark;
  P->ak.len = amark;
  P->xk.len = xmark;
  return true;
}

/* ---- #define / #undef ------------------------------------------------------ */

static bool same_tokens(const PTok *a, const PTok *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (a[i].kind != b[i].kind || a[i].punct != b[i].punct || a[i].len != b[i].len ||
        memcmp(a[i].s, b[i].s, a[i].len) != 0)
      return false;
    if (i && (a[i].flags & PTF_SPACE) != (b[i].flags & PTF_SPACE)) return false;
  }
  return true;
}

static bool same_macro(const PpMacro *a, const PpMacro *b) {
  if (a->funclike != b->funclike || a->variadic != b->variadic || a->nparams != b->nparams ||
      a->nbody != b->nbody)
    return false;
  for (uint32_t i = 0; i < a->nparams; i++)
    if (a->params[i] != b->params[i]) return false;
  return same_tokens(a->body, b->body, a->nbody);
}

/* #define NAME body | #define NAME(params) body */
static void do_define(Pp *P, const PTok *dt, uint32_t n, SrcLoc loc) {
  if (n == 0) { diag_error(P->d, PPE_MACRO_NAME, loc, "macro name missing"); return; }
  if (dt[0].kind != PT_IDENT) {
    diag_error(P->d, PPE_MACRO_NAME, dt[0].loc, "macro name must be an identifier");
    return;
  }
  PpIdent *name = ptok_id(&dt[0]);
  if (name->special == SP_DEFINED) {
    diag_error(P->d, PPE_MACRO_NAME, dt[0].loc, "'defined' cannot be used as a macro name");
    return;
  }
  PpMacro *m = arena_alloc(P->t, sizeof *m);
  if (!m) { pp_oom(P); return; }
  m->name = name;
  m->loc = dt[0].loc;
  uint32_t i = 1;
  PpIdent *params[256];
  uint32_t np = 0;
  if (n > 1 && is_punct(&dt[1], '(') && !(dt[1].flags & PTF_SPACE)) {
    m->funclike = true;
    i = 2;
    if (i < n && is_punct(&dt[i], ')')) i++;
    else {
      for (;;) {
        if (i >= n) {
          diag_error(P->d, PPE_BAD_DEFINE, dt[n - 1].loc, "missing ')' in macro parameter list");
          return;
        }
        if (is_punct(&dt[i], P_ELLIPSIS)) {
          m->variadic = true;
          PpIdent *va = pp_intern(&P->ids, "__VA_ARGS__", 11);
          if (!va) { pp_oom(P); return; }
          params[np++] = va;
          i++;
        } else if (dt[i].kind == PT_IDENT) {
          for (uint32_t k = 0; k < np; k++)
            if (params[k] == ptok_id(&dt[i])) {
              diag_error(P->d, PPE_BAD_DEFINE, dt[i].loc, "duplicate macro parameter name '%s'", ptok_id(&dt[i])->name);
              return;
            }
          if (np >= 255) {
            diag_error(P->d, PPE_BAD_DEFINE, dt[i].loc, "too many macro parameters");
            return;
          }
          params[np++] = ptok_id(&dt[i]);
          i++;
          if (i < n && is_punct(&dt[i], P_ELLIPSIS)) { m->variadic = true; i++; } /* GNU named variadic */
        } else {
          diag_error(P->d, PPE_BAD_DEFINE, dt[i].loc, "invalid token in macro parameter list");
          return;
        }
        if (i < n && is_punct(&dt[i], ')')) { i++; break; }
        if (m->variadic || i >= n || !is_punct(&dt[i], ',')) {
          diag_error(P->d, PPE_BAD_DEFINE, i < n ? dt[i].loc : dt[n - 1].loc,
                     m->variadic ? "missing ')' after '...' in macro parameter list"
                                 : "expected comma in macro parameter list");
          return;
        }
        i++;
      }
    }
    m->nparams = np;
    m->params = np ? arena_dup(P->t, params, sizeof(PpIdent *) * np) : NULL;
    if (np && !m->params) { pp_oom(P); return; }
  } else if (n > 1 && !(dt[1].flags & PTF_SPACE)) {
    /* C99 requires whitespace after the name; clang warns and goes on. */
  }
  m->nbody = n - i;
  if (m->nbody) {
    m->body = arena_dup(P->t, dt + i, sizeof(PTok) * m->nbody);
    if (!m->body) { pp_oom(P); return; }
  }
  for (uint32_t k = 0; k < m->nbody; k++) {
    PTok *t = &m->body[k];
    t->flags &= (uint8_t)~PTF_BOL;
    if (k == 0) t->flags &= (uint8_t)~PTF_SPACE;
    t->hs = NULL;
    if (t->kind == PT_IDENT && m->funclike) {
      for (uint32_t q = 0; q < np; q++)
        if (params[q] == ptok_id(t)) {
          t->kind = PT_PARAM;
          t->punct = (uint16_t)q;
          break;
        }
    }
    if (is_punct(t, P_HASHHASH)) m->has_paste = true;
  }
  if (m->nbody && (is_punct(&m->body[0], P_HASHHASH) || is_punct(&m->body[m->nbody - 1], P_HASHHASH))) {
    diag_error(P->d, PPE_BAD_DEFINE, is_punct(&m->body[0], P_HASHHASH) ? m->body[0].loc : m->body[m->nbody - 1].loc,
               "'##' cannot appear at either end of a macro expansion");
    return;
  }
  if (m->funclike)
    for (uint32_t k = 0; k < m->nbody; k++)
      if (is_punct(&m->body[k], '#') && (k + 1 >= m->nbody || m->body[k + 1].kind != PT_PARAM)) {
        diag_error(P->d, PPE_BAD_DEFINE, m->body[k].loc, "'#' is not followed by a macro parameter");
        return;
      }
  PpMacro *old = name->macro;
  if (old) {
    if (old->builtin) {
      diag_warn(P->d, PPE_BUILTIN_REDEF, dt[0].loc, "redefining builtin macro");
    } else if (!same_macro(old, m)) {
      diag_warn(P->d, PPE_MACRO_REDEFINED, dt[0].loc, "'%s' macro redefined", name->name);
      if (old->loc.file) diag_report(P->d, DIAG_NOTE, PPE_MACRO_REDEFINED, old->loc, "previous definition is here");
    }
  }
  name->macro = m;
}

static void warn_extra(Pp *P, const PTok *dt, uint32_t n, uint32_t used, const char *dir) {
  if (n > used)
    diag_warn(P->d, PPE_EXTRA_TOKENS, dt[used].loc, "extra tokens at end of #%s directive", dir);
}

/* ---- #if expressions ------------------------------------------------------ */

typedef struct PpVal {
  uint64_t v;  /* value (two's complement when signed) */
  bool u;      /* unsigned (intmax_t vs uintmax_t) */
} PpVal;

typedef struct Ev {
  Pp *P;
  const PTok *t;  /* tokens (on xk, stable while evaluating) */
  uint32_t n, i;  /* count / position */
  bool err;       /* an error was reported */
  SrcLoc loc;     /* the directive, for errors at the end of the line */
  int depth;      /* current recursion depth */
} Ev;

static void ev_error(Ev *E, const PTok *at, const char *msg) {
  if (!E->err) diag_error(E->P->d, PPE_IF_SYNTAX, at ? at->loc : E->loc, "%s", msg);
  E->err = true;
}

static const PTok *ev_peek(Ev *E) { return E->i < E->n ? &E->t[E->i] : NULL; }

static PpVal ev_cond(Ev *E, bool live);
static PpVal ev_binary(Ev *E, int minprec, bool live);

/* Value of `defined X` / `defined(X)` at E->i (just after 'defined'). */
static PpVal ev_defined(Ev *E) {
  PpVal r = {0, false};
  const PTok *t = ev_peek(E);
  bool paren = t && is_punct(t, '(');
  if (paren) { E->i++; t = ev_peek(E); }
  if (!t || t->kind != PT_IDENT) { ev_error(E, t, "macro name missing"); return r; }
  E->i++;
  r.v = ptok_id(t)->macro != NULL;
  if (paren) {
    t = ev_peek(E);
    if (!t || !is_punct(t, ')')) { ev_error(E, t, "missing ')' after 'defined'"); return r; }
    E->i++;
  }
  return r;
}

/* primary: number | char | '(' expr ')' | identifier | unary-op primary */
static PpVal ev_unary_(Ev *E, bool live);
static PpVal ev_unary(Ev *E, bool live) {
  if (++E->depth > MAX_EXPR_DEPTH) {
    ev_error(E, ev_peek(E), "preprocessor expression nested too deeply");
    E->depth--;
    PpVal z = {0, false};
    return z;
  }
  PpVal r = ev_unary_(E, live);
  E->depth--;
  return r;
}

static PpVal ev_unary_(Ev *E, bool live) {
  PpVal r = {0, false};
  const PTok *t = ev_peek(E);
  if (!t) { ev_error(E, NULL, "expected value in expression"); return r; }
  E->i++;
  switch (t->kind) {
  case PT_NUMBER: {
    PpNumber num;
    char err[160];
    int code;
    if (!pp_parse_number_in(E->P->t, t->s, t->len, &num, err, sizeof err, &code)) {
      if (code == PPE_INTERNAL) pp_oom(E->P);
      else if (!E->err) diag_error(E->P->d, code, t->loc, "%s", err);
      E->err = true;
      return r;
    }
    if (num.is_float) { ev_error(E, t, "floating point literal in preprocessor expression"); return r; }
    r.v = num.ival;
    r.u = (num.int_suffix & TK_SUF_U) || num.ival > (uint64_t)INT64_MAX;
    return r;
  }
  case PT_CHAR:
    if (!pp_char_value(t->s, t->len, &r.v)) ev_error(E, t, "empty character constant");
    return r;
  case PT_IDENT:
    if (ptok_id(t)->special == SP_TRUE) r.v = 1;
    else if (ptok_id(t)->special == SP_DEFINED) return ev_defined(E);
    else if (ev_peek(E) && is_punct(ev_peek(E), '(')) {
      if (!E->err)
        diag_error(E->P->d, PPE_IF_SYNTAX, t->loc, "function-like macro '%s' is not defined", ptok_id(t)->name);
      E->err = true;
    }
    return r; /* undefined identifiers (and false) are 0 */
  case PT_PUNCT:
    switch (t->punct) {
    case '(': {
      r = ev_cond(E, live);
      while (!E->err && ev_peek(E) && is_punct(ev_peek(E), ',')) { E->i++; r = ev_cond(E, live); }
      const PTok *c = ev_peek(E);
      if (!c || !is_punct(c, ')')) ev_error(E, c, "expected ')' in preprocessor expression");
      else E->i++;
      return r;
    }
    case '+': return ev_unary(E, live);
    case '-': r = ev_unary(E, live); r.v = 0 - r.v; return r;
    case '~': r = ev_unary(E, live); r.v = ~r.v; return r;
    case '!': r = ev_unary(E, live); r.v = r.v == 0; r.u = false; return r;
    default: break;
    }
    break;
  default:
    break;
  }
  ev_error(E, t, "invalid token at start of a preprocessor expression");
  return r;
}

static int binprec(const PTok *t) {
  if (!t || t->kind != PT_PUNCT) return -1;
  switch (t->punct) {
  case P_OROR: return 1;
  case P_ANDAND: return 2;
  case '|': return 3;
  case '^': return 4;
  case '&': return 5;
  case P_EQ: case P_NE: return 6;
  case '<': case '>': case P_LE: case P_GE: return 7;
  case P_SHL: case P_SHR: return 8;
  case '+': case '-': return 9;
  case '*': case '/': case '%': return 10;
  }
  return -1;
}

static PpVal ev_apply(Ev *E, const PTok *op, PpVal a, PpVal b, bool live) {
  PpVal r = {0, a.u || b.u};
  int64_t sa = (int64_t)a.v, sb = (int64_t)b.v;
  switch (op->punct) {
  case '*': r.v = a.v * b.v; break;
  case '/':
  case '%':
    if (b.v == 0) {
      if (live) {
        if (!E->err)
          diag_error(E->P->d, PPE_IF_DIV_ZERO, op->loc, "%s by zero in preprocessor expression",
                     op->punct == '/' ? "division" : "remainder");
        E->err = true;
      }
      r.v = 0;
    } else if (r.u) r.v = op->punct == '/' ? a.v / b.v : a.v % b.v;
    else if (sa == INT64_MIN && sb == -1) r.v = op->punct == '/' ? a.v : 0;
    else r.v = (uint64_t)(op->punct == '/' ? sa / sb : sa % sb);
    break;
  case '+': r.v = a.v + b.v; break;
  case '-': r.v = a.v - b.v; break;
  case P_SHL:
  case P_SHR: {
    r.u = a.u;
    bool big = (!b.u && sb < 0) || b.v >= 64;
    if (op->punct == P_SHL) r.v = big ? 0 : a.v << b.v;
    else if (big) r.v = (!a.u && sa < 0) ? UINT64_MAX : 0;
    else if (!a.u && sa < 0) r.v = ~(~a.v >> b.v);
    else r.v = a.v >> b.v;
    break;
  }
  case '<': r.v = r.u ? a.v < b.v : sa < sb; r.u = false; break;
  case '>': r.v = r.u ? a.v > b.v : sa > sb; r.u = false; break;
  case P_LE: r.v = r.u ? a.v <= b.v : sa <= sb; r.u = false; break;
  case P_GE: r.v = r.u ? a.v >= b.v : sa >= sb; r.u = false; break;
  case P_EQ: r.v = a.v == b.v; r.u = false; break;
  case P_NE: r.v = a.v != b.v; r.u = false; break;
  case '&': r.v = a.v & b.v; break;
  case '^': r.v = a.v ^ b.v; break;
  case '|': r.v = a.v | b.v; break;
  }
  return r;
}

/* binary: unary (op binary)* by precedence climbing; && and || short-circuit
 * (the dead side is parsed but not evaluated, so 0 && 1/0 is fine). */
static PpVal ev_binary(Ev *E, int minprec, bool live) {
  PpVal l = ev_unary(E, live);
  for (;;) {
    if (E->err) return l;
    const PTok *op = ev_peek(E);
    int p = binprec(op);
    if (p < minprec) return l;
    E->i++;
    if (op->punct == P_ANDAND) {
      PpVal r = ev_binary(E, p + 1, live && l.v != 0);
      l.v = l.v != 0 && r.v != 0;
      l.u = false;
    } else if (op->punct == P_OROR) {
      PpVal r = ev_binary(E, p + 1, live && l.v == 0);
      l.v = l.v != 0 || r.v != 0;
      l.u = false;
    } else {
      PpVal r = ev_binary(E, p + 1, live);
      l = ev_apply(E, op, l, r, live);
    }
  }
}

/* cond: binary ('?' expr ':' cond)? */
static PpVal ev_cond(Ev *E, bool live) {
  if (E->depth > MAX_EXPR_DEPTH) {
    ev_error(E, ev_peek(E), "preprocessor expression nested too deeply");
    PpVal z = {0, false};
    return z;
  }
  E->depth++;
  PpVal c = ev_binary(E, 1, live);
  E->depth--;
  const PTok *q = ev_peek(E);
  if (E->err || !q || !is_punct(q, '?')) return c;
  E->i++;
  E->depth++;
  PpVal a = ev_cond(E, live && c.v != 0);
  while (!E->err && ev_peek(E) && is_punct(ev_peek(E), ',')) { E->i++; a = ev_cond(E, live && c.v != 0); }
  E->depth--;
  const PTok *colon = ev_peek(E);
  if (E->err) return c;
  if (!colon || !is_punct(colon, ':')) { ev_error(E, colon, "expected ':' in preprocessor expression"); return c; }
  E->i++;
  E->depth++;
  PpVal b = ev_cond(E, live && c.v == 0);
  E->depth--;
  PpVal r = c.v ? a : b;
  r.u = a.u || b.u;
  return r;
}

static bool has_include(Pp *P, const PTok *dt, uint32_t n, uint32_t *i, bool *val);

/* Evaluates a #if/#elif line. Errors make the condition false. */
static bool eval_if(Pp *P, const PTok *dt, uint32_t n, SrcLoc loc) {
  if (n == 0) {
    diag_error(P->d, PPE_IF_SYNTAX, loc, "#if with no expression");
    return false;
  }
  uint32_t tmark = P->tk.len, xmark = P->xk.len;
  bool bad = false;
  const PpFrame *f = &P->frames.data[P->frames.len - 1];
  for (uint32_t i = 0; i < n && !bad; i++) {
    PTok t = dt[i];
    t.loc = frame_loc(f, t.loc);
    if (t.kind == PT_IDENT && (ptok_id(&t)->special == SP_DEFINED || ptok_id(&t)->special == SP_HAS_INCLUDE)) {
      bool v = false;
      if (ptok_id(&t)->special == SP_DEFINED) {
        uint32_t j = i + 1;
        bool paren = j < n && is_punct(&dt[j], '(');
        if (paren) j++;
        if (j >= n || dt[j].kind != PT_IDENT) {
          diag_error(P->d, PPE_IF_SYNTAX, j < n ? dt[j].loc : t.loc, "macro name missing");
          bad = true;
          break;
        }
        v = ptok_id(&dt[j])->macro != NULL;
        j++;
        if (paren) {
          if (j >= n || !is_punct(&dt[j], ')')) {
            diag_error(P->d, PPE_IF_SYNTAX, j < n ? dt[j].loc : t.loc, "missing ')' after 'defined'");
            bad = true;
            break;
          }
          j++;
        }
        i = j - 1;
      } else {
        uint32_t j = i + 1;
        if (!has_include(P, dt, n, &j, &v)) { bad = true; break; }
        i = j - 1;
      }
      t.kind = PT_NUMBER;
      t.s = v ? "1" : "0";
      t.len = 1;
    }
    ts_push(P, &P->tk, &t);
  }
  bool value = false;
  if (!bad && !P->fatal) {
    expand_if_list(P, tmark, P->tk.len - tmark);
    Ev E = {P, P->xk.data + xmark, P->xk.len - xmark, 0, false, loc, 0};
    if (E.n == 0) {
      diag_error(P->d, PPE_IF_SYNTAX, loc, "expected value in expression");
    } else {
      PpVal v = ev_cond(&E, true);
      while (!E.err && ev_peek(&E) && is_punct(ev_peek(&E), ',')) { E.i++; v = ev_cond(&E, true); }
      if (!E.err && E.i < E.n)
        ev_error(&E, &E.t[E.i], "token is not a valid binary operator in a preprocessor subexpression");
      value = !E.err && v.v != 0;
    }
  }
  P->tk.len = tmark;
  P->xk.len = xmark;
  return value;
}

/* ---- conditionals ----------------------------------------------------------- */

/* Skips a false group: stops at the '#' of the #elif/#else/#endif that ends
 * it (or at end of file), without looking at anything else. */
static void skip_group(Pp *P) {
  PpFrame *f = &P->frames.data[P->frames.len - 1];
  const PTok *t = f->toks;
  uint32_t i = f->pos;
  int depth = 0;
  for (;;) {
    if (t[i].kind == PT_EOF) break;
    if ((t[i].flags & PTF_BOL) && is_punct(&t[i], '#')) {
      const PTok *d = &t[i + 1];
      if (!(d->flags & PTF_BOL) && d->kind == PT_IDENT) {
        int k = ptok_id(d)->special;
        if (k == D_IF || k == D_IFDEF || k == D_IFNDEF) depth++;
        else if (k == D_ENDIF) {
          if (depth == 0) break;
          depth--;
        } else if ((k == D_ELIF || k == D_ELSE) && depth == 0) break;
      }
      i++;
      while (!(t[i].flags & PTF_BOL)) i++;
      continue;
    }
    i++;
  }
  f->pos = i;
}

static bool push_cond(Pp *P, SrcLoc loc, bool taken) {
  PpCond c = {loc, taken ? C_TAKEN : C_PENDING, false};
  if (!vec_push(P->t, &P->conds, c)) { pp_oom(P); return false; }
  if (!taken) skip_group(P);
  return true;
}

/* ---- #include, #line, #pragma --------------------------------------------- */

/* Header name of an #include operand: "x" (raw, no escapes) or <x>. */
static char *header_name(Pp *P, const PTok *t, uint32_t n, bool *angled, uint32_t *used) {
  if (n == 0) return NULL;
  if (t[0].kind == PT_HEADER || t[0].kind == PT_STRING) {
    *angled = t[0].kind == PT_HEADER;
    *used = 1;
    return arena_strndup(P->t, t[0].s + 1, t[0].len >= 2 ? t[0].len - 2 : 0);
  }
  if (is_punct(&t[0], '<')) {
    StrBuf sb = sb_new(P->t);
    uint32_t i = 1;
    for (; i < n && !is_punct(&t[i], '>'); i++) {
      if (i > 1 && (t[i].flags & PTF_SPACE)) sb_putc(&sb, ' ');
      sb_putn(&sb, t[i].s, t[i].len);
    }
    char *r = NULL;
    if (i < n) {
      r = arena_strndup(P->t, sb.data ? sb.data : "", sb.len);
      *angled = true;
      *used = i + 1;
    }
    sb_free(&sb);
    return r;
  }
  return NULL;
}

/* __has_include ( header-name ) at dt[*i]; *i ends after ')'. */
static bool has_include(Pp *P, const PTok *dt, uint32_t n, uint32_t *i, bool *val) {
  uint32_t j = *i;
  if (j >= n || !is_punct(&dt[j], '(')) {
    diag_error(P->d, PPE_IF_SYNTAX, j < n ? dt[j].loc : dt[j - 1].loc, "missing '(' after '__has_include'");
    return false;
  }
  j++;
  bool angled = false;
  uint32_t used = 0;
  char *name = header_name(P, dt + j, n - j, &angled, &used);
  if (!name) {
    diag_error(P->d, PPE_IF_SYNTAX, dt[*i].loc, "expected \"FILENAME\" or <FILENAME>");
    return false;
  }
  j += used;
  if (j >= n || !is_punct(&dt[j], ')')) {
    diag_error(P->d, PPE_IF_SYNTAX, dt[*i].loc, "missing ')' after '__has_include'");
    return false;
  }
  *i = j + 1;
  bool refused = false;
  *val = *name && find_include(P, name, angled, &refused) != NULL;
  return true;
}

static void do_include(Pp *P, const PTok *dt, uint32_t n, SrcLoc loc) {
  bool angled = false;
  uint32_t used = 0;
  uint32_t xmark = P->xk.len;
  char *name = header_name(P, dt, n, &angled, &used);
  bool expanded = false;
  if (!name && n) { /* #include MACRO */
    expand_list(P, dt, 0, n);
    expanded = true;
    name = header_name(P, P->xk.data + xmark, P->xk.len - xmark, &angled, &used);
  }
  if (!expanded) warn_extra(P, dt, n, used, "include");
  P->xk.len = xmark;
  if (!name) {
    diag_error(P->d, PPE_BAD_DIRECTIVE_ARG, n ? dt[0].loc : loc, "expected \"FILENAME\" or <FILENAME>");
    return;
  }
  if (!*name) {
    diag_error(P->d, PPE_BAD_DIRECTIVE_ARG, n ? dt[0].loc : loc, "empty filename");
    return;
  }
  if (P->frames.len >= MAX_INCLUDE_DEPTH) {
    diag_error(P->d, PPE_INCLUDE_DEPTH, n ? dt[0].loc : loc, "#include nested too deeply");
    return;
  }
  bool refused = false;
  PpFile *f = find_include(P, name, angled, &refused);
  if (!f) {
    if (!P->fatal)
      diag_report(P->d, DIAG_FATAL, PPE_FILE_NOT_FOUND, n ? dt[0].loc : loc, "'%s' file not found%s", name,
                  refused ? " (refused by the include handler)" : "");
    P->fatal = true;
    return;
  }
  if (f->pragma_once && f->entered) return;
  if (f->guard && f->guard->macro) return;
  /* for "In file included from" on its diagnostics: the first inclusion */
  if (f->sf && !f->sf->included_from.line) f->sf->included_from = n ? dt[0].loc : loc;
  enter_file(P, f);
}

/* #line N ["file"]   and GNU   # N ["file"] flags */
static void do_line(Pp *P, const PTok *dt, uint32_t n, SrcLoc loc, bool gnu) {
  uint32_t xmark = P->xk.len;
  const PTok *t = dt;
  uint32_t tn = n;
  if (!gnu) {
    expand_list(P, dt, 0, n);
    t = P->xk.data + xmark;
    tn = P->xk.len - xmark;
  }
  uint64_t line = 0;
  bool ok = tn >= 1 && t[0].kind == PT_NUMBER && t[0].len <= 10;
  for (uint32_t k = 0; ok && k < t[0].len; k++) {
    if (t[0].s[k] < '0' || t[0].s[k] > '9') ok = false;
    else line = line * 10 + (uint64_t)(t[0].s[k] - '0');
  }
  if (!ok || line > 2147483647u) {
    diag_error(P->d, PPE_BAD_DIRECTIVE_ARG, tn ? t[0].loc : loc,
               "#line directive requires a simple digit sequence");
    P->xk.len = xmark;
    return;
  }
  const char *fname = NULL;
  if (tn >= 2) {
    if (t[1].kind != PT_STRING) {
      diag_error(P->d, PPE_BAD_DIRECTIVE_ARG, t[1].loc, "invalid filename for #line directive");
      P->xk.len = xmark;
      return;
    }
    fname = pp_decode_string(P->a, t[1].s, t[1].len, NULL);
    if (!fname) { pp_oom(P); return; }
    if (!gnu) warn_extra(P, t, tn, 2, "line");
  }
  P->xk.len = xmark;
  PpFrame *f = &P->frames.data[P->frames.len - 1];
  uint32_t last_line = n ? dt[n - 1].loc.line : loc.line;
  f->line_delta = (int64_t)line - (int64_t)(last_line + 1);
  if (fname) f->presumed = fname;
  else if (!f->presumed) f->presumed = f->file->sf->path;
}

static bool tok_word(const PTok *t, const char *w) {
  size_t n = strlen(w);
  return t->kind == PT_IDENT && t->len == n && !memcmp(t->s, w, n);
}

/* #pragma dxc diagnostic (push | pop | (ignored | warning | error | fatal) "-Wgroup"):
 * DXC's spelling of clang's pragma; the levels apply from here on (the
 * driver's warning filter reads them at each warning's position). */
static void do_pragma_diagnostic(Pp *P, PpFrame *f, const PTok *dt, uint32_t n) {
  DiagPragma dp = {0};
  if (n < 3 || dt[2].kind != PT_IDENT) {
    diag_report(P->d, DIAG_WARNING, PPE_PRAGMA_DIAG, frame_loc(f, n >= 3 ? dt[2].loc : dt[1].loc),
                "pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop'");
    return;
  }
  const PTok *k = &dt[2];
  dp.loc = frame_loc(f, k->loc);
  if (tok_word(k, "push")) dp.kind = DP_PUSH;
  else if (tok_word(k, "pop")) dp.kind = DP_POP;
  else if (tok_word(k, "ignored")) dp.kind = DP_IGNORED;
  else if (tok_word(k, "warning")) dp.kind = DP_WARNING;
  else if (tok_word(k, "error")) dp.kind = DP_ERROR;
  else if (tok_word(k, "fatal")) dp.kind = DP_FATAL;
  else {
    diag_report(P->d, DIAG_WARNING, PPE_PRAGMA_DIAG, dp.loc,
                "pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop'");
    return;
  }
  if (dp.kind == DP_POP) {
    if (!P->dpush) {
      diag_report(P->d, DIAG_WARNING, PPE_PRAGMA_DIAG, dp.loc, "pragma diagnostic pop could not pop, no matching push");
      return;
    }
    P->dpush--;
  } else if (dp.kind == DP_PUSH) {
    P->dpush++;
  } else {
    const PTok *g = n >= 4 ? &dt[3] : NULL;
    if (!g || g->kind != PT_STRING || g->len < 4 || g->s[0] != '"' || g->s[1] != '-' || g->s[2] != 'W') {
      diag_report(P->d, DIAG_WARNING, PPE_PRAGMA_DIAG, frame_loc(f, g ? g->loc : k->loc),
                  "pragma diagnostic expected option name (e.g. \"-Wundef\")");
      return;
    }
    char *name = arena_strndup(P->a, g->s + 3, g->len - 4);
    if (!name) { pp_oom(P); return; }
    if (P->d->group_known && !P->d->group_known(P->d->level_user, name)) {
      diag_report(P->d, DIAG_WARNING, PPE_PRAGMA_DIAG, frame_loc(f, g->loc), "unknown warning group '-W%s', ignored",
                  name);
      return;
    }
    dp.group = name;
  }
  if (!vec_push(P->a, &P->dpragmas, dp)) { pp_oom(P); return; }
  P->d->pragmas = P->dpragmas.data;
  P->d->npragmas = P->dpragmas.len;
}

/* #pragma once | #pragma pack_matrix(...) | anything else (ignored) */
static void do_pragma(Pp *P, const PTok *dt, uint32_t n) {
  if (n == 0 || dt[0].kind != PT_IDENT) return;
  PpFrame *f = &P->frames.data[P->frames.len - 1];
  if (ptok_id(&dt[0])->special == SP_ONCE) {
    f->file->pragma_once = true;
    return;
  }
  if (ptok_id(&dt[0])->special == SP_PACK_MATRIX) {
    /* Hand the operand to the parser as __pragma_pack_matrix ( ... ). */
    PTok *o = arena_alloc(P->t, sizeof(PTok) * n);
    if (!o) { pp_oom(P); return; }
    o[0] = dt[0];
    o[0].s = P->id_pack_matrix_out->name;
    o[0].len = P->id_pack_matrix_out->len;
    for (uint32_t i = 1; i < n; i++) o[i] = dt[i];
    for (uint32_t i = 0; i < n; i++) {
      o[i].flags = (uint8_t)((o[i].flags & ~PTF_BOL) | PTF_NOEXPAND);
      o[i].loc = frame_loc(f, o[i].loc);
    }
    o[0].flags |= PTF_BOL;
    PpBuf b;
    memset(&b, 0, sizeof b);
    b.toks = o;
    b.len = n;
    push_buf(P, &b);
  }
  if (dt[0].len == 7 && !memcmp(dt[0].s, "message", 7)) {
    /* #pragma message("text"): the text as a warning, as clang (DXC) prints it */
    StrBuf sb = sb_new(P->t);
    for (uint32_t i = 1; i < n; i++)
      if (dt[i].kind == PT_STRING && dt[i].len >= 2) sb_putn(&sb, dt[i].s + 1, dt[i].len - 2);
    diag_report(P->d, DIAG_WARNING, PPE_PRAGMA_MESSAGE, frame_loc(f, dt[0].loc), "%s",
                sb.data ? sb.data : "");
    sb_free(&sb);
    return;
  }
  if (dt[0].len == 3 && !memcmp(dt[0].s, "dxc", 3) && n >= 2 && dt[1].kind == PT_IDENT && dt[1].len == 10 &&
      !memcmp(dt[1].s, "diagnostic", 10)) {
    do_pragma_diagnostic(P, f, dt, n);
    return;
  }
  /* once, pack_matrix, message, dxc diagnostic handled; warning, region, ... ignored. */
}

/* Text of a #error/#warning line. */
static char *directive_text(Pp *P, const PTok *dt, uint32_t n) {
  StrBuf sb = sb_new(P->t);
  spell_tokens(&sb, dt, n);
  char *r = arena_strndup(P->t, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

/* Executes the directive whose '#' is `hash` (already consumed). */
static void directive(Pp *P, const PTok *hash) {
  PpFrame *f = &P->frames.data[P->frames.len - 1];
  const PTok *toks = f->toks;
  uint32_t b = f->pos, e = b;
  while (!(toks[e].flags & PTF_BOL)) e++;
  f->pos = e;
  if (e == b) return; /* null directive */
  const PTok *dn = &toks[b];
  const PTok *dt = dn + 1;
  uint32_t n = e - b - 1;
  SrcLoc loc = frame_loc(f, hash->loc);
  int kind = dn->kind == PT_IDENT ? ptok_id(dn)->special : SP_NONE;
  if (kind < D_IF || kind > D_PRAGMA) kind = SP_NONE;
  /* Include-guard detection: the file must be #ifndef X ... #endif. */
  if (f->guard_state == G_START) {
    f->guard_state = G_NONE;
    if (kind == D_IFNDEF && n >= 1 && dt[0].kind == PT_IDENT) {
      f->guard_state = G_IN;
      f->guard_id = ptok_id(&dt[0]);
      f->guard_depth = P->conds.len + 1;
    } else if (kind == D_IF && n >= 3 && is_punct(&dt[0], '!') && dt[1].kind == PT_IDENT &&
               ptok_id(&dt[1])->special == SP_DEFINED) {
      uint32_t j = 2;
      bool paren = is_punct(&dt[j], '(');
      if (paren) j++;
      if (j < n && dt[j].kind == PT_IDENT && j + 1 + (paren ? 1u : 0u) == n &&
          (!paren || is_punct(&dt[j + 1], ')'))) {
        f->guard_state = G_IN;
        f->guard_id = ptok_id(&dt[j]);
        f->guard_depth = P->conds.len + 1;
      }
    }
  } else if (f->guard_state == G_CLOSED) {
    f->guard_state = G_NONE;
  } else if (f->guard_state == G_IN && (kind == D_ELSE || kind == D_ELIF) &&
             P->conds.len == f->guard_depth) {
    f->guard_state = G_NONE;
  }
  if (dn->kind == PT_NUMBER) { /* GNU line marker */
    do_line(P, dn, n + 1, loc, true);
    return;
  }
  switch (kind) {
  case D_IF:
    push_cond(P, loc, eval_if(P, dt, n, loc));
    return;
  case D_IFDEF:
  case D_IFNDEF: {
    if (n == 0 || dt[0].kind != PT_IDENT) {
      diag_error(P->d, PPE_MACRO_NAME, n ? dt[0].loc : loc, n ? "macro name must be an identifier" : "macro name missing");
      push_cond(P, loc, false);
      return;
    }
    warn_extra(P, dt, n, 1, kind == D_IFDEF ? "ifdef" : "ifndef");
    bool def = ptok_id(&dt[0])->macro != NULL;
    push_cond(P, loc, kind == D_IFDEF ? def : !def);
    return;
  }
  case D_ELIF:
  case D_ELSE: {
    if (P->conds.len == f->cond_base) {
      diag_error(P->d, PPE_STRAY_COND, loc, "#%s without #if", kind == D_ELSE ? "else" : "elif");
      return;
    }
    PpCond *c = &P->conds.data[P->conds.len - 1];
    if (c->seen_else)
      diag_error(P->d, PPE_ELSE_AFTER_ELSE, loc, "#%s after #else", kind == D_ELSE ? "else" : "elif");
    if (kind == D_ELSE) {
      warn_extra(P, dt, n, 0, "else");
      c->seen_else = true;
      if (c->state == C_PENDING) { c->state = C_TAKEN; return; }
      c->state = C_DONE;
      skip_group(P);
      return;
    }
    if (c->state == C_PENDING) {
      bool v = eval_if(P, dt, n, loc);
      c = &P->conds.data[P->conds.len - 1];
      if (v) { c->state = C_TAKEN; return; }
    } else {
      c->state = C_DONE;
    }
    skip_group(P);
    return;
  }
  case D_ENDIF:
    if (P->conds.len == f->cond_base) {
      diag_error(P->d, PPE_STRAY_COND, loc, "#endif without #if");
      return;
    }
    warn_extra(P, dt, n, 0, "endif");
    P->conds.len--;
    if (f->guard_state == G_IN && P->conds.len + 1 == f->guard_depth) f->guard_state = G_CLOSED;
    return;
  case D_DEFINE:
    do_define(P, dt, n, loc);
    return;
  case D_UNDEF:
    if (n == 0 || dt[0].kind != PT_IDENT) {
      diag_error(P->d, PPE_MACRO_NAME, n ? dt[0].loc : loc, n ? "macro name must be an identifier" : "macro name missing");
      return;
    }
    if (ptok_id(&dt[0])->special == SP_DEFINED) {
      diag_error(P->d, PPE_MACRO_NAME, dt[0].loc, "'defined' cannot be used as a macro name");
      return;
    }
    warn_extra(P, dt, n, 1, "undef");
    if (ptok_id(&dt[0])->macro && ptok_id(&dt[0])->macro->builtin)
      diag_warn(P->d, PPE_BUILTIN_REDEF, dt[0].loc, "undefining builtin macro");
    ptok_id(&dt[0])->macro = NULL;
    return;
  case D_INCLUDE:
    do_include(P, dt, n, loc);
    return;
  case D_LINE:
    do_line(P, dt, n, loc, false);
    return;
  case D_ERROR:
  case D_WARNING: {
    char *msg = directive_text(P, dt, n);
    if (!msg) { pp_oom(P); return; }
    if (kind == D_ERROR) diag_error(P->d, PPE_ERROR_DIRECTIVE, loc, "%s", msg);
    else diag_warn(P->d, PPE_WARNING_DIRECTIVE, loc, "%s", msg);
    return;
  }
  case D_PRAGMA:
    do_pragma(P, dt, n);
    return;
  default:
    diag_error(P->d, PPE_BAD_DIRECTIVE, frame_loc(f, dn->loc), "invalid preprocessing directive");
    return;
  }
}

/* ---- output -------------------------------------------------------------- */

static void emit_token(Pp *P, const PTok *t) {
  /* made in place at the end of the output (counted once complete) */
  if (P->out->len >= P->out->cap && !out_reserve(P, P->out->len + 1)) { pp_oom(P); return; }
  Token *k = &P->out->data[P->out->len];
  memset(k, 0, sizeof *k);
  k->loc = t->loc;
  k->flags = t->flags & (PTF_SPACE | PTF_BOL | PTF_MACRO); /* space_before, at_bol, from_macro */
  bool is_string = false;
  switch (t->kind) {
  case PT_IDENT:
    k->kind = TK_IDENT;
    k->text = ptok_id(t)->name;
    k->len = ptok_id(t)->len;
    break;
  case PT_NUMBER: {
    PpNumber num;
    char err[160];
    int code;
    if (!pp_parse_number_in(P->a, t->s, t->len, &num, err, sizeof err, &code)) {
      if (code == PPE_INTERNAL) pp_oom(P);
      else diag_error(P->d, code, t->loc, "%s", err);
    }
    k->kind = num.is_float ? TK_FLOAT : TK_INT;
    uint64_t v = num.ival;
    if (num.is_float) memcpy(&v, &num.fval, 8);
    k->int_suffix = num.int_suffix;
    if (num.is_float) k->float_suffix = num.float_suffix;
    k->text = tok_valued_text(P->a, t->s, t->len, v);
    k->has_val = true;
    k->len = t->len;
    break;
  }
  case PT_STRING: {
    uint32_t len = 0;
    char *s = pp_decode_string(P->a, t->s, t->len, &len);
    if (!s) { pp_oom(P); return; }
    if (P->last_string && P->out->len) {
      /* adjacent literals concatenate (C99 5.1.1.2 phase 6) */
      Token *prev = &P->out->data[P->out->len - 1];
      char *cat = arena_alloc(P->a, (size_t)prev->len + len + 1);
      if (!cat) { pp_oom(P); return; }
      memcpy(cat, prev->text, prev->len);
      memcpy(cat + prev->len, s, len);
      prev->text = cat;
      prev->len += len;
      return;
    }
    k->kind = TK_STRING;
    k->text = s;
    k->len = len;
    is_string = true;
    break;
  }
  case PT_CHAR:
    k->kind = TK_CHAR;
    uint64_t v = 0;
    if (!pp_char_value(t->s, t->len, &v))
      diag_error(P->d, PPE_EMPTY_CHAR, t->loc, "empty character constant");
    k->text = tok_valued_text(P->a, t->s, t->len, v);
    k->has_val = true;
    k->len = t->len;
    break;
  case PT_PUNCT:
    k->kind = TK_PUNCT;
    if (t->punct < 128 && pp_single_text[t->punct][0]) {
      k->text = pp_single_text[t->punct];
      k->len = 1;
    } else {
      k->text = pp_punct_text(t->punct);
      k->len = !k->text[1] ? 1 : !k->text[2] ? 2 : 3; /* punctuators are 1-3 characters */
    }
    break;
  case PT_PLACEMARKER:
    return;
  default:
    if (t->flags & PTF_BADQUOTE)
      diag_error(P->d, PPE_UNTERMINATED_LIT, t->loc, "missing terminating %c character", t->s[0]);
    else if (t->kind == PT_HEADER)
      diag_error(P->d, PPE_BAD_CHAR, t->loc, "unexpected header name");
    else if ((unsigned char)t->s[0] >= 0x20 && (unsigned char)t->s[0] < 0x7f)
      diag_error(P->d, PPE_BAD_CHAR, t->loc, "invalid character '%c' in source", t->s[0]);
    else
      diag_error(P->d, PPE_BAD_CHAR, t->loc, "invalid character 0x%02x in source", (unsigned char)t->s[0]);
    return;
  }
  if (!k->text) { pp_oom(P); return; }
  P->out->len++;
  P->last_string = is_string;
}

const char *tok_valued_text(Arena *a, const char *s, size_t n, uint64_t v) {
  char *p = arena_alloc_uninit(a, n + 9);
  if (!p) return NULL;
  memcpy(p, &v, 8);
  memcpy(p + 8, s, n);
  p[8 + n] = 0;
  return p + 8;
}

static bool word_like(const PTok *t) { return t->kind == PT_IDENT || t->kind == PT_NUMBER; }

/* Whether printing b right after a would lex differently. */
static bool needs_space(const PTok *a, const PTok *b) {
  if (word_like(a) && (word_like(b) || (b->kind == PT_CHAR || b->kind == PT_STRING))) return true;
  if (a->kind == PT_NUMBER && b->kind == PT_PUNCT &&
      (b->s[0] == '.' || b->s[0] == '#' ||
       ((b->s[0] == '+' || b->s[0] == '-') && strchr("eEpP", a->s[a->len - 1]))))
    return true; /* 1 . or 1e + would lex as one pp-number */
  if (a->kind == PT_PUNCT && a->punct == '.' && b->kind == PT_NUMBER) return true;
  if (a->kind == PT_PUNCT && b->kind == PT_PUNCT) {
    static const char ops[] = "+-*/%<>=!&|^#.:";
    return strchr(ops, a->s[a->len - 1]) && strchr(ops, b->s[0]);
  }
  return false;
}

static void dump_token(Pp *P, const PTok *t) {
  PpDump *D = P->dump;
  if (t->kind == PT_PLACEMARKER) return;
  const char *file = t->loc.file ? t->loc.file : "";
  uint32_t line = t->loc.line;
  bool same_file = D->any && (D->file == file || strcmp(D->file, file) == 0);
  if (!same_file || line < D->line || line > D->line + 8) {
    if (D->any) sb_putc(D->out, '\n');
    sb_printf(D->out, "#line %u \"", line);
    for (const char *p = file; *p; p++) {
      if (*p == '"' || *p == '\\') sb_putc(D->out, '\\');
      sb_putc(D->out, *p);
    }
    sb_puts(D->out, "\"\n");
    D->file = file;
    D->line = line;
    D->line_empty = true;
    D->any = true;
  } else {
    while (D->line < line) {
      sb_putc(D->out, '\n');
      D->line++;
      D->line_empty = true;
    }
  }
  if (D->line_empty) {
    uint32_t ind = t->loc.col > 1 ? t->loc.col - 1 : 0;
    if (ind > 80) ind = 80;
    for (uint32_t i = 0; i < ind; i++) sb_putc(D->out, ' ');
  } else if ((t->flags & PTF_SPACE) || needs_space(&D->prev, t)) {
    sb_putc(D->out, ' ');
  }
  sb_putn(D->out, t->s, t->len);
  D->prev = *t;
  D->line_empty = false;
}

/* ---- driver -------------------------------------------------------------- */

static bool pp_init(Pp *P, Arena *a, Diag *d, SourceManager *sm, const PpOptions *opt) {
  memset(P, 0, sizeof *P);
  P->a = a;
  arena_init_child(&P->tmp, a);
  P->t = &P->tmp;
  P->d = d;
  P->sm = sm;
  P->opt = opt;
  if (!sm->arena) sm->arena = a;
  pp_ids_init(&P->ids, a);
  P->ids.slots_a = P->t; /* (the identifiers are the output's spellings) */
  P->lx.a = P->t; /* (cleaned spellings; identifiers go to ids' arena) */
  P->lx.d = d;
  P->lx.ids = &P->ids;
  P->main.files = true;
  static const struct { const char *name; uint8_t special; } specials[] = {
      {"if", D_IF}, {"ifdef", D_IFDEF}, {"ifndef", D_IFNDEF}, {"elif", D_ELIF},
      {"else", D_ELSE}, {"endif", D_ENDIF}, {"define", D_DEFINE}, {"undef", D_UNDEF},
      {"include", D_INCLUDE}, {"line", D_LINE}, {"error", D_ERROR}, {"warning", D_WARNING},
      {"pragma", D_PRAGMA}, {"defined", SP_DEFINED}, {"__has_include", SP_HAS_INCLUDE}, {"true", SP_TRUE}, {"false", SP_FALSE},
      {"once", SP_ONCE}, {"pack_matrix", SP_PACK_MATRIX}};
  for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
    PpIdent *id = pp_intern(&P->ids, specials[i].name, (uint32_t)strlen(specials[i].name));
    if (!id) return false;
    id->special = specials[i].special;
  }
  static const struct { const char *name; uint8_t kind; } builtins[] = {
      {"__LINE__", BI_LINE}, {"__FILE__", BI_FILE}, {"__COUNTER__", BI_COUNTER}};
  for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++) {
    PpIdent *id = pp_intern(&P->ids, builtins[i].name, (uint32_t)strlen(builtins[i].name));
    PpMacro *m = id ? arena_alloc(a, sizeof *m) : NULL;
    if (!m) return false;
    m->name = id;
    m->builtin = builtins[i].kind;
    id->macro = m;
  }
  P->id_pack_matrix_out = pp_intern(&P->ids, "__pragma_pack_matrix", 20);
  return P->id_pack_matrix_out != NULL;
}

static void pp_fini(Pp *P) {
  pop_bufs_to(P, 0);
  while (P->frames.len) {
    PpFile *f = P->frames.data[--P->frames.len].file;
    f->users--;
    file_release(P, f);
  }
  pp_heap_free(P, P->tk.data);
  pp_heap_free(P, P->xk.data);
}

/* Opens the main file and a pseudo-file holding the -D definitions. */
static bool pp_start(Pp *P, const char *path, const char *text, size_t len) {
  if (!path) path = "<input>";
  bool disk = false;
  if (!text) {
    text = read_contents(P, path, &len, &disk);
    if (!text) {
      diag_report(P->d, DIAG_FATAL, PPE_FILE_NOT_FOUND, srcloc_none(), "'%s' file not found", path);
      return false;
    }
  }
  char *key = path_normalize(P->t, path);
  PpFile *main = key ? file_add(P, path, key, text, len) : NULL;
  if (main && disk) main->sf->reload = main->sf->path;
  if (!main || !enter_file(P, main)) { pp_oom(P); return false; }
  uint32_t nd = P->opt ? P->opt->ndefines : 0;
  if (nd) {
    StrBuf sb = sb_new(P->a);
    for (uint32_t i = 0; i < nd; i++) {
      const char *def = P->opt->defines[i];
      if (!def) continue;
      const char *eq = strchr(def, '=');
      sb_puts(&sb, "#define ");
      if (eq) {
        sb_putn(&sb, def, (size_t)(eq - def));
        sb_putc(&sb, ' ');
        for (const char *p = eq + 1; *p; p++) sb_putc(&sb, *p == '\n' || *p == '\r' ? ' ' : *p);
      } else {
        sb_puts(&sb, def);
        sb_puts(&sb, " 1");
      }
      sb_putc(&sb, '\n');
    }
    if (sb.oom) { sb_free(&sb); pp_oom(P); return false; }
    char *dtext = arena_strndup(P->a, sb.data ? sb.data : "", sb.len);
    size_t dlen = sb.len;
    sb_free(&sb);
    PpFile *cmd = arena_alloc(P->t, sizeof *cmd);
    if (!dtext || !cmd) { pp_oom(P); return false; }
    cmd->key = "<command line>";
    cmd->sf = srcmgr_add(P->sm, "<command line>", dtext, dlen);
    if (!cmd->sf || !enter_file(P, cmd)) { pp_oom(P); return false; }
  }
  return true;
}

/* PpOptions.expand_macro: the macro's expansion as text, as DXC's
 * MacroExpander(STRIP_QUOTES) prints it (root signatures from macros). */
static void expand_named_macro(Pp *P) {
  const PpOptions *o = P->opt;
  *o->expand_found = false;
  PpIdent *id = pp_intern(&P->ids, o->expand_macro, (uint32_t)strlen(o->expand_macro));
  if (!id) { pp_oom(P); return; }
  if (!id->macro || id->macro->builtin) return;
  *o->expand_found = true;
  if (o->expand_loc) *o->expand_loc = id->macro->loc;
  PTok name;
  memset(&name, 0, sizeof name);
  name.kind = PT_IDENT;
  name.flags = PTF_SPACE;
  name.s = id->name;
  name.len = id->len;
  name.loc = id->macro->loc;
  PpBuf b;
  memset(&b, 0, sizeof b);
  b.toks = &name;
  b.len = 1;
  PpStream sub = {P->bufs.len, false};
  if (!push_buf(P, &b)) return;
  PTok t;
  bool prev_string = false;
  while (!P->fatal && next_tok(P, &sub, &t)) {
    if ((t.flags & PTF_SPACE) && !prev_string) sb_putc(o->expand_out, ' ');
    if (t.kind == PT_STRING) {
      /* "..." / L"..." / u8"..." / u"..." / U"...": the text between the quotes */
      const char *q = memchr(t.s, '"', t.len);
      size_t start = q ? (size_t)(q - t.s) + 1 : 0;
      size_t n = t.len >= start + 1 ? t.len - start - 1 : 0;
      sb_putn(o->expand_out, t.s + start, n);
    } else {
      sb_putn(o->expand_out, t.s, t.len);
    }
    prev_string = t.kind == PT_STRING;
  }
  pop_bufs_to(P, sub.base);
}

/* Token.flags' first bits are the PTok's: one masked copy sets them. */
_Static_assert(PTF_SPACE == 1 && PTF_BOL == 2 && PTF_MACRO == 16, "Token flag bits");

/* emit_token's common cases inline: an identifier or a single-character
 * punctuator, with room in the output. Returns false when it took
 * emit_token (which may report errors or fail). */
static inline bool emit_fast(Pp *P, const PTok *t) {
  TokenList *o = P->out;
  const char *text;
  uint32_t len;
  TokKind kind;
  if (t->kind == PT_IDENT) {
    text = ptok_id(t)->name;
    len = ptok_id(t)->len;
    kind = TK_IDENT;
  } else if (t->kind == PT_PUNCT && t->punct < 128 && pp_single_text[t->punct][0]) {
    text = pp_single_text[t->punct];
    len = 1;
    kind = TK_PUNCT;
  } else {
    emit_token(P, t);
    return false;
  }
  if (o->len >= o->cap) {
    emit_token(P, t);
    return false;
  }
  Token *k = &o->data[o->len]; /* every byte written (no padding) */
  k->text = text;
  k->loc = t->loc;
  k->len = len;
  k->kind = (uint8_t)kind; /* (the last 4 bytes: the compiler makes one store) */
  k->int_suffix = 0;
  k->float_suffix = 0;
  k->flags = t->flags & (PTF_SPACE | PTF_BOL | PTF_MACRO);
  o->len++;
  P->last_string = false;
  return true;
}

/* The main loop's common case: the current file's ordinary tokens (no
 * macro pending or to expand, no directive, not the file's end) output
 * straight from its token array, as next_tok would return them. Returns
 * at the first token that needs next_tok. */
static void put_plain(Pp *P, SrcLoc *last) {
  if (P->bufs.len || !P->frames.len) return;
  /* output moves neither the frame nor its #line state, and reads neither:
   * the position is a local, stored back at the end (in the frame it was
   * reloaded after every byte-sized store of an output token) */
  PpFrame *f = &P->frames.data[P->frames.len - 1];
  const PTok *const toks = f->toks;
  const uint32_t pos0 = f->pos;
  uint32_t pos = pos0;
  bool presumed = f->presumed != NULL, dump = P->dump != NULL;
  const PTok *lt = NULL; /* the last token output (its loc goes to *last) */
  PTok c;
  for (bool check = true;;) {
    /* the stops of next_raw (only an emit_token can change them) */
    if (check && (P->fatal || P->d->errors - P->errors0 >= MAX_ERRORS)) break;
    const PTok *t = &toks[pos];
    if (t->kind == PT_EOF || ((t->flags & PTF_BOL) && is_punct(t, '#')) ||
        (t->kind == PT_IDENT && !(t->flags & PTF_NOEXPAND) && ptok_id(t)->macro))
      break;
    pos++;
    if (presumed) {
      c = *t;
      c.loc = frame_loc(f, t->loc);
      t = &c;
    }
    if (dump) {
      dump_token(P, t);
      check = true;
    } else {
      check = !emit_fast(P, t);
    }
    lt = t;
  }
  if (lt) *last = lt->loc;
  if (pos != pos0) { /* (next_raw's guard bookkeeping, once) */
    f->pos = pos;
    if (f->guard_state != G_IN) f->guard_state = G_NONE;
  }
}

static bool pp_drive(Arena *a, Diag *d, SourceManager *sm, const PpOptions *opt, const char *path,
                     const char *text, size_t len, TokenList *out, PpDump *dump) {
  /* From the arena's allocator (the caller's hook), freed at the end. */
  Pp *P = a->allocator.alloc(a->allocator.user, sizeof *P);
  if (!P) { diag_oom(d, PPE_INTERNAL, "the preprocessor"); return false; }
  int errors0 = d->errors;
  uint32_t nfiles0 = sm->nfiles;
  bool ok = pp_init(P, a, d, sm, opt);
  P->errors0 = errors0;
  if (!ok) pp_oom(P);
  P->out = out;
  P->dump = dump;
  SrcLoc last = {path, 1, 1};
  if (ok && pp_start(P, path, text, len)) {
    PTok t;
    for (;;) {
      put_plain(P, &last);
      if (P->fatal || !next_tok(P, &P->main, &t)) break;
      if (dump) dump_token(P, &t);
      else emit_token(P, &t);
      last = t.loc;
      if (P->fatal) break;
    }
  }
  if (dump && dump->any) sb_putc(dump->out, '\n');
  if (ok && !P->fatal && opt && opt->expand_macro && opt->expand_out && opt->expand_found)
    expand_named_macro(P);
  if (out) {
    Token eof;
    memset(&eof, 0, sizeof eof);
    eof.kind = TK_EOF;
    eof.text = "";
    eof.loc = last;
    eof.at_bol = true;
    if (!vec_push(a, out, eof)) pp_oom(P);
  }
  bool fatal = P->fatal;
  pp_fini(P);
  /* Nothing points into P->t's memory now (tokens copy their spellings or
   * point to interned names): it goes back for the parser's, the files'
   * text with it, read again only for a diagnostic's source line. */
  for (uint32_t i = nfiles0; i < sm->nfiles; i++)
    if (sm->files[i]->reload) sm->files[i]->text = NULL;
  arena_free(&P->tmp);
  a->allocator.free(a->allocator.user, P);
  return !fatal && d->errors == errors0 && !a->oom;
}

bool pp_run(Arena *a, Diag *d, SourceManager *sm, const PpOptions *opt, const char *path,
            const char *text, size_t len, TokenList *out) {
  return pp_drive(a, d, sm, opt, path, text, len, out, NULL);
}

bool pp_dump(Arena *a, Diag *d, SourceManager *sm, const PpOptions *opt, const char *path,
             const char *text, size_t len, StrBuf *out) {
  PpDump D;
  memset(&D, 0, sizeof D);
  D.out = out;
  return pp_drive(a, d, sm, opt, path, text, len, NULL, &D);
}
