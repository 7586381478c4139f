/* base.h - arena allocation, growable vectors, strings, diagnostics.
 *
 * Everything in hlslc allocates from an Arena owned by one compilation, so
 * freeing is one call and there are no per-object lifetimes to track.
 * Out-of-memory is a sticky flag on the arena (Arena.oom, and Diag.oom once
 * reported with diag_oom), never an abort: callers check those flags at
 * stage boundaries. */
#ifndef HLSLC_BASE_H
#define HLSLC_BASE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* hlslc's name and version, as hlslc_version() reports it and as containers
 * name their compiler (the VERS part); the numbers are the public header's. */
#include "hlslc.h"
#define HLSLC_STR_(x) #x
#define HLSLC_STR(x) HLSLC_STR_(x)
#define HLSLC_VERSION_STRING                                                    \
  "hlslc " HLSLC_STR(HLSLC_VERSION_MAJOR) "." HLSLC_STR(HLSLC_VERSION_MINOR) "." \
      HLSLC_STR(HLSLC_VERSION_PATCH)

/* ---- allocator ------------------------------------------------------- */

/* The allocator the library uses for arena chunks; tests substitute a failing
 * one to exercise out-of-memory paths. */
typedef struct HlAllocator {
  void *(*alloc)(void *user, size_t size); /* returns NULL on failure */
  void (*free)(void *user, void *ptr);
  void *user;
} HlAllocator;

/* A bump allocator made of chunks. Not thread-safe: one per compilation. */
typedef struct HlChunk HlChunk;
typedef struct Arena {
  HlChunk *head;          /* current chunk, linked to older ones */
  HlAllocator allocator;  /* where chunks come from */
  size_t chunk_size;      /* default size of a new chunk */
  size_t total;           /* bytes obtained from the allocator (for benchmarks) */
  bool oom;               /* sticky: an allocation failed */
  struct Arena *parent;   /* NULL, or the arena whose oom flag this one's failures also set */
} Arena;

void arena_init(Arena *a, const HlAllocator *al); /* al NULL: malloc/free */
/* A scratch arena for one pass or analysis: it takes memory from `parent`'s
 * allocator (so a caller's failing allocator reaches it too), uses its chunk
 * size, and when it runs out it marks `parent` out of memory as well, so the
 * compilation ends with status 3 rather than an error made up from a failed
 * allocation. Free it with arena_free as usual. */
void arena_init_child(Arena *a, Arena *parent);
void arena_free(Arena *a);
/* Zeroed, 16-byte aligned memory. On failure returns NULL and sets a->oom;
 * callers must handle NULL (usually by returning false up the stack). */
void *arena_alloc(Arena *a, size_t size);
/* The same, not cleared: for arrays the caller writes in full before
 * reading (clearing them costs as much as filling them). */
void *arena_alloc_uninit(Arena *a, size_t size);
/* Give back a block the caller no longer uses (the old copy of a grown
 * vector or table). Only a big block (over a quarter of a chunk), which has
 * a chunk of its own, is returned to the allocator, and only when its chunk
 * is found among the arena's newest few; anything else stays allocated until
 * arena_free, as before. p must not be used afterwards. */
void arena_release(Arena *a, void *p, size_t size);
/* The same for a block made long ago (the whole chunk list is searched):
 * for a one-time release, e.g. the token list once the front end is done. */
void arena_release_old(Arena *a, void *p, size_t size);
void *arena_dup(Arena *a, const void *p, size_t size);
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
/* s + "." + decimal k (arena_printf's "%s.%u" without the cost of printf:
 * passes name every copy of a value this way). */
char *arena_name_dot(Arena *a, const char *s, uint32_t k);
char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* ---- growable vectors (malloc-free: storage comes from an arena) ----- */

/* A vector of pointers; the common case in the IR. */
typedef struct PtrVec {
  void **data;   /* elements */
  uint32_t len;  /* number of elements in use */
  uint32_t cap;  /* allocated slots */
} PtrVec;

bool ptrvec_push(Arena *a, PtrVec *v, void *p); /* false on OOM */
void ptrvec_insert(Arena *a, PtrVec *v, uint32_t at, void *p);
void ptrvec_remove(PtrVec *v, uint32_t at);

/* Generic typed vector macro: VEC(T) is a struct {T *data; uint32_t len, cap;}.
 * vec_push(arena, &v, value) appends; growth doubles capacity in the arena
 * and leaves the slots past len uninitialised. */
#define VEC(T) struct { T *data; uint32_t len, cap; }
bool vec_grow_(Arena *a, void **data, uint32_t *cap, uint32_t need, size_t elem);
#define vec_push(A, V, X)                                                    \
  ((V)->len < (V)->cap ||                                                    \
           vec_grow_((A), (void **)&(V)->data, &(V)->cap, (V)->len + 1,      \
                     sizeof(*(V)->data))                                     \
       ? ((V)->data[(V)->len++] = (X), true)                                 \
       : false)

/* ---- pointer-keyed hash map ----------------------------------------- */

/* Only probed, never iterated to produce output, so addresses never leak
 * into results. Storage comes from the arena given at init. */
typedef struct PtrMap {
  Arena *arena;       /* where the tables live */
  const void **keys;  /* NULL = empty slot */
  void **vals;        /* value per slot */
  uint32_t cap;       /* power of two, 0 before the first insert */
  uint32_t len;       /* keys stored */
} PtrMap;

void ptrmap_init(PtrMap *mp, Arena *a);
void *ptrmap_get(const PtrMap *mp, const void *key);
bool ptrmap_put(PtrMap *mp, const void *key, void *val); /* false on OOM */
/* Room for n keys in all without growing (a map filled with a known number
 * of keys: no rehash per doubling); false on OOM. */
bool ptrmap_reserve(PtrMap *mp, uint32_t n);
/* The value of key, a count, plus one (absent: 0 + 1) in one probe sequence;
 * false on OOM. */
bool ptrmap_incr(PtrMap *mp, const void *key);
/* Empty the map, keeping its table for reuse. */
void ptrmap_clear(PtrMap *mp);

/* ---- string builder (heap-backed; used for output text and bytes) ---- */

typedef struct StrBuf {
  char *data;   /* NUL-terminated unless len == 0 and data == NULL */
  size_t len;   /* bytes in use (not counting the NUL) */
  size_t cap;   /* allocated bytes */
  bool oom;     /* sticky: growth failed */
  Arena *arena; /* data comes from its allocator, and a failure marks it out of
                   memory too (the compile's sticky status); NULL: malloc */
} StrBuf;

/* An empty buffer whose memory comes from the allocator of a's root arena
 * (the compile's, whose allocator is the caller's), which a failure to grow
 * marks out of memory as a failed arena allocation does. sb_free keeps it,
 * so the buffer can be reused. `{0}` is a buffer on malloc, for memory
 * handed to a caller who frees it. */
static inline StrBuf sb_new(Arena *a) {
  StrBuf s = {0};
  while (a && a->parent) a = a->parent; /* scratch arenas end before their buffers may */
  s.arena = a;
  return s;
}

void sb_free(StrBuf *sb);
void sb_putc(StrBuf *sb, char c);
void sb_puts(StrBuf *sb, const char *s); /* s NULL (a failed allocation): sets oom */
void sb_putn(StrBuf *sb, const void *p, size_t n);
void sb_printf(StrBuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);

/* FNV-1a, for hash tables keyed by strings or bytes. */
uint64_t hl_hash_bytes(const void *p, size_t n, uint64_t seed);
/* hl_hash_bytes (seed 0) of the string prefix[0..plen) followed by the
 * NUL-terminated name, without building it on the heap. */
uint64_t hl_hash_cat(const char *prefix, size_t plen, const char *name);

/* ---- diagnostics ------------------------------------------------------ */

/* A position in a source file. file is interned (arena or static). */
typedef struct SrcLoc {
  const char *file;  /* NULL when unknown */
  uint32_t line;     /* 1-based; 0 when unknown */
  uint32_t col;      /* 1-based; 0 when unknown */
} SrcLoc;

typedef enum DiagLevel { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL } DiagLevel;

/* Stable diagnostic codes, each named once in src/base/diag_codes.def
 * (docs/diagnostics.md lists them). Ranges: 1xxx driver/IO, 2xxx
 * preprocessor, 3xxx parser, 4xxx sema, 5xxx IR text reader/verifier, 6xxx
 * passes (binding, lowering), 7xxx writer/container, 8xxx reader, 9xxx
 * internal and hlslc-run. */
typedef int DiagCode;
enum {
#define DIAG(code, name, summary) name = code,
#include "diag_codes.def"
#undef DIAG
};
/* The one-line summary of a code (diag_codes.def), or NULL when the code is
 * not in the list. */
const char *diag_code_summary(DiagCode code);
/* Every code of the list, ascending: codes[i] and its summary. */
typedef struct DiagCodeInfo {
  DiagCode code;
  const char *name;    /* the enumerator, e.g. "SE_CALL" */
  const char *summary;
} DiagCodeInfo;
const DiagCodeInfo *diag_code_list(uint32_t *n);

/* A floating value converted to a `bits`-wide integer as LLVM folds it (DXC)
 * (APFloat::convertToInteger toward zero): out-of-range values saturate to
 * the type's limits, NaN is 0; the result zero-extended to 64 bits is the
 * two's-complement pattern, sign-extended for signed types. */
uint64_t base_fp_to_int(double d, uint32_t bits, bool is_signed);

/* A stable sort with exactly glibc's qsort comparisons (its merge sort:
 * halves of n/2 and n - n/2, the left element first when cmp <= 0), so the
 * order is qsort's even for a comparator that is not a strict weak order,
 * without qsort's malloc: the scratch copy is on the stack up to 1 KiB,
 * else in `a` (NULL, or out of memory: a stable insertion sort). */
void hl_sort(Arena *a, void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));

/* std::sort exactly as libstdc++ implements it (introsort, median of three,
 * insertion sort below 16 elements): DXC sorts with it, and an unstable
 * sort's order of equal elements is part of what it writes (signature
 * parts). Elements of at most 256 bytes. */
void base_std_sort(void *base, size_t n, size_t size, bool (*less)(const void *a, const void *b));

/* Where diagnostics go. Library code reports and continues; the error count
 * is sticky. Source text for caret lines is looked up via the callback. */
/* A `#pragma dxc diagnostic` (push, pop, or a group's new level from its
 * position on), recorded by the preprocessor in source order. */
typedef enum DiagPragmaKind { DP_PUSH, DP_POP, DP_IGNORED, DP_WARNING, DP_ERROR, DP_FATAL } DiagPragmaKind;
typedef struct DiagPragma {
  SrcLoc loc;
  uint8_t kind;          /* DiagPragmaKind */
  const char *group;     /* the group's name, without -W (levels only) */
} DiagPragma;

/* While a Diag's trap is set, messages are not reported: errors are
 * counted here and the first one kept (clang's SFINAE context: an error in
 * a function template's signature makes the candidate fail quietly). */
typedef struct DiagTrap {
  int errors;            /* errors caught */
  char first[512];       /* the first one's message */
} DiagTrap;

/* One message as reported (Diag.record): its level after level_filter, its
 * location and the #include lines that led there (innermost first). */
typedef struct DiagRecord {
  DiagLevel level;
  DiagCode code;
  SrcLoc loc;
  const char *msg;       /* the text after "error: " */
  const char *option;    /* the warning option controlling it, or NULL */
  const SrcLoc *chain;
  uint32_t nchain;
} DiagRecord;

typedef struct Diag {
  int errors;            /* number of errors reported (sticky status) */
  DiagTrap *trap;        /* when set, messages go here instead (see DiagTrap) */
  int warnings;
  bool oom;              /* an allocation failed somewhere */
  StrBuf *out;           /* when non-NULL, messages are appended here */
  void *sink_user;       /* when sink is set, it receives every message */
  void (*sink)(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc,
               const char *msg);
  /* Returns the text of line `line` of `file` (not NUL-terminated; length
   * in *len) for the caret display, or NULL. */
  const char *(*line_text)(void *user, const char *file, uint32_t line,
                           size_t *len);
  void *line_user;
  /* The #include that brought `file` in (line 0: none), with line_user:
   * the "In file included from" lines before a diagnostic in a header. */
  SrcLoc (*included_from)(void *user, const char *file);
  const char *last_file; /* file of the last diagnostic (include chains print on a change) */
  bool no_caret;         /* suppress the source line + caret */
  bool no_code;          /* suppress the [HLnnnn] suffix (LLVM-style tests) */
  bool no_option;        /* -fno-diagnostics-show-option: no [-W<group>] */
  uint8_t format;        /* DIAG_FORMAT_*: how the location is written */
  /* Optional: decides each message's level before it is counted and
   * printed (-WX, -Wno-<group>, -no-warnings, -ferror-limit) from its
   * level, code and text: returns the level to use, or -1 to drop the
   * message and the notes that follow it. It may set *option to the
   * warning option that controls the message ("-Wconversion",
   * "-Werror,-Wconversion"), shown after it as clang does. */
  int (*level_filter)(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg,
                      const char **option);
  /* Optional, with level_filter's user: is name a warning group clang or
   * DXC knows (for `#pragma dxc diagnostic`)? */
  bool (*group_known)(void *user, const char *name);
  /* The `#pragma dxc diagnostic` lines so far (owned by the front end,
   * valid while the compilation's arena lives); level_filter applies them. */
  const DiagPragma *pragmas;
  uint32_t npragmas;
  void *level_user;
  bool dropping;         /* the last message was dropped: so are its notes */
  /* Optional: called after each error or warning is printed, to add the
   * notes of the context it arose in (clang's template instantiation
   * backtrace) before the message's own notes. */
  void (*context)(void *user);
  void *context_user;
  /* Optional: receives every message reported, as it is formatted (the
   * structured form of the text: hlslc_result.diags). */
  void (*record)(void *user, const DiagRecord *r);
  void *record_user;
} Diag;

/* Diag.format: clang's "file:line:col:" (default), MSVC's "file(line,col) :"
 * and vi's "file +line:col:" (-fdiagnostics-format=clang|msvc|vi). */
enum { DIAG_FORMAT_CLANG = 0, DIAG_FORMAT_MSVC = 1, DIAG_FORMAT_VI = 2 };

/* Formats: "file:line:col: error: message [HL1234]" then the source line
 * and a caret, like clang. Unknown loc prints "hlslc: error: message". */
void diag_report(Diag *d, DiagLevel lvl, DiagCode code, SrcLoc loc,
                 const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void diag_vreport(Diag *d, DiagLevel lvl, DiagCode code, SrcLoc loc,
                  const char *fmt, va_list ap);
/* Reports running out of memory ("out of memory in <what>") and sets d->oom,
 * which makes hlslc_compile return status 3 instead of a compile error.
 * Use it wherever a stage gives up because an allocation failed. */
void diag_oom(Diag *d, DiagCode code, const char *what);
#define diag_error(D, CODE, LOC, ...) diag_report((D), DIAG_ERROR, (CODE), (LOC), __VA_ARGS__)
#define diag_warn(D, CODE, LOC, ...) diag_report((D), DIAG_WARNING, (CODE), (LOC), __VA_ARGS__)
static inline SrcLoc srcloc_none(void) { SrcLoc l = {0, 0, 0}; return l; }

/* Read a whole file into arena memory (NUL-terminated). NULL on failure. */
char *hl_read_file(Arena *a, const char *path, size_t *len);

#endif
