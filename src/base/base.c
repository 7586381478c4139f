/* base.c - arena, vectors, string builder, hashing, diagnostics. */
#include "base.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- arena ------------------------------------------------------------ */

struct HlChunk {
  HlChunk *prev; /* older chunk */
  size_t size;   /* usable bytes in data */
  size_t used;   /* bytes handed out */
  _Alignas(16) unsigned char data[];
};

static void *default_alloc(void *u, size_t n) { (void)u; return malloc(n); }
static void default_free(void *u, void *p) { (void)u; free(p); }

void arena_init(Arena *a, const HlAllocator *al) {
  memset(a, 0, sizeof *a);
  if (al) a->allocator = *al;
  else { a->allocator.alloc = default_alloc; a->allocator.free = default_free; }
  a->chunk_size = 64 * 1024;
}

void arena_init_child(Arena *a, Arena *parent) {
  arena_init(a, parent ? &parent->allocator : NULL);
  if (!parent) return;
  a->chunk_size = parent->chunk_size;
  a->parent = parent;
  a->oom = parent->oom; /* no point allocating once the compilation has failed */
}

void arena_free(Arena *a) {
  HlChunk *c = a->head;
  while (c) {
    HlChunk *p = c->prev;
    a->allocator.free(a->allocator.user, c);
    c = p;
  }
  a->head = NULL;
}

static void arena_set_oom(Arena *a) {
  for (Arena *p = a; p; p = p->parent) p->oom = true;
}

/* Carves size bytes (rounded up to 16) off the current chunk, without
 * clearing them: arena_alloc zeroes, copies (arena_dup, vec_grow_) need not. */
static void *arena_take_slow(Arena *a, size_t size);

static inline void *arena_take(Arena *a, size_t size) {
  /* fast path: room in the current chunk */
  HlChunk *c = a->head;
  if (!a->oom && c && size && size <= 4096) {
    size_t r = (size + 15) & ~(size_t)15;
    if (c->size - c->used >= r) {
      void *p = c->data + c->used;
      c->used += r;
      return p;
    }
  }
  return arena_take_slow(a, size);
}

static void *arena_take_slow(Arena *a, size_t size) {
  if (a->oom) return NULL;
  /* A size near SIZE_MAX (an overflowed count * size upstream) must fail,
   * not wrap around to a tiny block. */
  if (size > ((size_t)-1 >> 2)) { arena_set_oom(a); return NULL; }
  size = (size + 15) & ~(size_t)15;
  if (size == 0) size = 16;
  HlChunk *c = a->head;
  if (!c || c->size - c->used < size) {
    size_t want = size > a->chunk_size / 4 ? size : a->chunk_size;
    c = a->allocator.alloc(a->allocator.user, sizeof(HlChunk) + want);
    if (!c) {
      arena_set_oom(a);
      return NULL;
    }
    c->size = want;
    c->used = 0;
    if (want == size && a->head) { /* big block: keep the current chunk on top */
      c->prev = a->head->prev;
      a->head->prev = c;
    } else {
      c->prev = a->head;
      a->head = c;
    }
    a->total += sizeof(HlChunk) + want;
  }
  void *p = c->data + c->used;
  c->used += size;
  return p;
}

static void release_within(Arena *a, void *p, size_t size, size_t depth) {
  if (!p || !a->head) return;
  size = (size + 15) & ~(size_t)15;
  if (size <= a->chunk_size / 4) return; /* shares a chunk with other blocks */
  HlChunk **link = &a->head;
  for (size_t k = 0; *link && k < depth; k++, link = &(*link)->prev) {
    HlChunk *c = *link;
    if (c->data != (unsigned char *)p) continue;
    if (c->size != size || c->used != size) return; /* not a block of its own */
    if (c == a->head) return;                     /* the current chunk stays */
    *link = c->prev;
    a->total -= sizeof(HlChunk) + c->size;
    a->allocator.free(a->allocator.user, c);
    return;
  }
}

void arena_release(Arena *a, void *p, size_t size) {
  /* Big blocks are linked just below the current chunk when made; the
   * search is bounded so that a release costs O(1). */
  release_within(a, p, size, 64);
}

void arena_release_old(Arena *a, void *p, size_t size) { release_within(a, p, size, (size_t)-1); }

void *arena_alloc(Arena *a, size_t size) {
  void *p = arena_take(a, size);
  if (!p) return NULL;
  size = size ? (size + 15) & ~(size_t)15 : 16;
  /* Most allocations are a few 16-byte units: constant-size memsets compile
   * to a handful of stores, where a call to memset costs ~40 instructions
   * (this runs ~1,700 times per small compile). */
  switch (size >> 4) {
  case 1: memset(p, 0, 16); break;
  case 2: memset(p, 0, 32); break;
  case 3: memset(p, 0, 48); break;
  case 4: memset(p, 0, 64); break;
  case 5: memset(p, 0, 80); break;
  case 6: memset(p, 0, 96); break;
  case 7: memset(p, 0, 112); break;
  case 8: memset(p, 0, 128); break;
  default: memset(p, 0, size); break;
  }
  return p;
}

char *arena_name_dot(Arena *a, const char *s, uint32_t k) {
  size_t n = strlen(s);
  char d[10];
  int nd = 0;
  do d[nd++] = (char)('0' + k % 10);
  while ((k /= 10) != 0);
  char *q = arena_take(a, n + 2 + (size_t)nd);
  if (!q) return NULL;
  memcpy(q, s, n);
  q[n] = '.';
  for (int i = 0; i < nd; i++) q[n + 1 + i] = d[nd - 1 - i];
  q[n + 1 + nd] = 0;
  return q;
}

void *arena_alloc_uninit(Arena *a, size_t size) { return arena_take(a, size ? size : 1); }

void *arena_dup(Arena *a, const void *p, size_t size) {
  void *q = arena_take(a, size);
  if (q && size) memcpy(q, p, size);
  return q;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *q = arena_take(a, n + 1);
  if (q) { memcpy(q, s, n); q[n] = 0; }
  return q;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

/* Formats whose only conversions are %s and %.*s (names spliced
 * together: "%s%s", "%s::", "%.*s") are copied without vsnprintf, which
 * costs ~750 instructions a call: the length of fmt's output (written to q
 * unless NULL), or -1 for another conversion or a string vsnprintf prints
 * specially (NULL, a negative precision). */
static long splice(char *q, const char *fmt, va_list ap) {
  long n = 0;
  for (const char *f = fmt; *f; f++) {
    if (*f != '%') {
      if (q) q[n] = *f;
      n++;
      continue;
    }
    size_t w = (size_t)-1;
    if (f[1] == '.' && f[2] == '*' && f[3] == 's') {
      int iw = va_arg(ap, int);
      if (iw < 0) return -1;
      w = (size_t)iw;
      f += 2;
    } else if (f[1] != 's') {
      return -1;
    }
    f++;
    const char *s = va_arg(ap, const char *);
    if (!s) return -1;
    size_t l = 0;
    if (w == (size_t)-1) l = strlen(s);
    else while (l < w && s[l]) l++;
    if (q) memcpy(q + n, s, l);
    n += (long)l;
  }
  if (q) q[n] = 0;
  return n;
}

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  long sl = splice(NULL, fmt, ap2);
  va_end(ap2);
  if (sl >= 0) {
    char *q = arena_alloc(a, (size_t)sl + 1);
    if (q) splice(q, fmt, ap);
    va_end(ap);
    return q;
  }
  va_copy(ap2, ap);
  /* Short results (nearly all: value and symbol names) are formatted once
   * into a stack buffer and copied, instead of measured and then formatted. */
  char buf[256];
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n >= 0 && (size_t)n < sizeof buf) {
    va_end(ap2);
    char *q = arena_alloc(a, (size_t)n + 1);
    if (q) memcpy(q, buf, (size_t)n + 1);
    return q;
  }
  char *q = n >= 0 ? arena_alloc(a, (size_t)n + 1) : NULL;
  if (q) vsnprintf(q, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return q;
}

/* ---- vectors ---------------------------------------------------------- */

bool vec_grow_(Arena *a, void **data, uint32_t *cap, uint32_t need, size_t elem) {
  if (need <= *cap) return true;
  if (need > UINT32_MAX / 2) { /* doubling would wrap (and loop forever) */
    arena_set_oom(a);
    return false;
  }
  uint32_t nc = *cap ? *cap * 2 : 8;
  while (nc < need) nc *= 2;
  /* The new tail is not cleared: every writer of a vector (vec_push) stores
   * an element before it counts it, and nothing reads past len. Clearing
   * the pre-processor's token vector was 5% of a header-heavy compile. */
  char *nd = arena_take(a, (size_t)nc * elem);
  if (!nd) return false;
  size_t old = *data ? (size_t)*cap * elem : 0;
  if (old) memcpy(nd, *data, old);
  if (old) arena_release(a, *data, old);
  *data = nd;
  *cap = nc;
  return true;
}

bool ptrvec_push(Arena *a, PtrVec *v, void *p) { return vec_push(a, v, p); }

void ptrvec_insert(Arena *a, PtrVec *v, uint32_t at, void *p) {
  if (at > v->len) at = v->len;
  if (!vec_push(a, v, NULL)) return;
  memmove(v->data + at + 1, v->data + at, (size_t)(v->len - 1 - at) * sizeof(void *));
  v->data[at] = p;
}

void ptrvec_remove(PtrVec *v, uint32_t at) {
  if (at >= v->len) return;
  memmove(v->data + at, v->data + at + 1, (size_t)(v->len - at - 1) * sizeof(void *));
  v->len--;
}

/* ---- string builder --------------------------------------------------- */

/* Growth, out of line: the room check stays inline in every append. */
static __attribute__((noinline)) bool sb_grow(StrBuf *sb, size_t extra) {
  size_t nc = sb->cap ? sb->cap * 2 : 256;
  while (nc < sb->len + extra + 1) nc *= 2;
  char *nd;
  const HlAllocator *al = sb->arena ? &sb->arena->allocator : NULL;
  if (!al || al->alloc == default_alloc) {
    nd = realloc(sb->data, nc);
  } else { /* the caller's allocator has no realloc */
    nd = al->alloc(al->user, nc);
    if (nd && sb->data) {
      memcpy(nd, sb->data, sb->len + 1);
      al->free(al->user, sb->data);
    }
  }
  if (!nd) {
    sb->oom = true;
    if (sb->arena) arena_set_oom(sb->arena);
    return false;
  }
  sb->data = nd;
  sb->cap = nc;
  return true;
}

static inline bool sb_reserve(StrBuf *sb, size_t extra) {
  if (sb->oom) return false;
  if (extra > ((size_t)-1 >> 2) - sb->len) { sb->oom = true; return false; } /* would wrap */
  if (sb->len + extra + 1 <= sb->cap) return true;
  return sb_grow(sb, extra);
}

void sb_free(StrBuf *sb) {
  Arena *a = sb->arena;
  if (sb->data) {
    if (!a || a->allocator.alloc == default_alloc) free(sb->data);
    else a->allocator.free(a->allocator.user, sb->data);
  }
  memset(sb, 0, sizeof *sb);
  sb->arena = a;
}

void sb_putn(StrBuf *sb, const void *p, size_t n) {
  if (!sb_reserve(sb, n)) return;
  if (n) memcpy(sb->data + sb->len, p, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void sb_putc(StrBuf *sb, char c) { sb_putn(sb, &c, 1); }
/* A NULL string is a failed allocation upstream (arena_strdup & co.):
 * record it as out of memory rather than crash. */
void sb_puts(StrBuf *sb, const char *s) {
  if (!s) { sb->oom = true; return; }
  sb_putn(sb, s, strlen(s));
}

void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  /* Format straight into the free space when it is large enough (the usual
   * case): one vsnprintf instead of a measuring pass and a writing pass. */
  if (!sb->oom && sb->data && sb->cap > sb->len + 1) {
    size_t avail = sb->cap - sb->len;
    int n = vsnprintf(sb->data + sb->len, avail, fmt, ap);
    if (n >= 0 && (size_t)n < avail) {
      sb->len += (size_t)n;
      va_end(ap2);
      return;
    }
    sb->data[sb->len] = 0; /* undo the truncated attempt */
    if (n > 0 && sb_reserve(sb, (size_t)n)) {
      vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
      sb->len += (size_t)n;
    }
    va_end(ap2);
    return;
  }
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (n > 0 && sb_reserve(sb, (size_t)n)) {
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
    sb->len += (size_t)n;
  }
  va_end(ap2);
}

void sb_printf(StrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

uint64_t hl_hash_bytes(const void *p, size_t n, uint64_t seed) {
  const unsigned char *s = p;
  uint64_t h = 1469598103934665603ull ^ seed;
  /* eight bytes a step (multiply, then fold the high bits down for the
   * tables that index by the low ones), the tail byte by byte (FNV-1a):
   * metadata keys and long names were a byte-at-a-time loop's worth of time */
  for (; n >= 8; s += 8, n -= 8) {
    uint64_t w;
    memcpy(&w, s, 8);
    h = (h ^ w) * 0x9e3779b97f4a7c15ull;
    h ^= h >> 29;
  }
  for (size_t i = 0; i < n; i++) { h ^= s[i]; h *= 1099511628211ull; }
  return h;
}

uint64_t hl_hash_cat(const char *prefix, size_t plen, const char *name) {
  size_t nlen = strlen(name);
  if (!plen) return hl_hash_bytes(name, nlen, 0);
  char buf[256];
  if (plen + nlen <= sizeof buf) {
    memcpy(buf, prefix, plen);
    memcpy(buf + plen, name, nlen);
    return hl_hash_bytes(buf, plen + nlen, 0);
  }
  /* longer: hl_hash_bytes's steps over the two parts as one string */
  uint64_t h = 1469598103934665603ull;
  unsigned char w8[8];
  size_t k = 0;
  for (size_t part = 0; part < 2; part++) {
    const unsigned char *s = (const unsigned char *)(part ? name : prefix);
    size_t n = part ? nlen : plen;
    for (size_t i = 0; i < n; i++) {
      w8[k++] = s[i];
      if (k == 8) {
        uint64_t w;
        memcpy(&w, w8, 8);
        h = (h ^ w) * 0x9e3779b97f4a7c15ull;
        h ^= h >> 29;
        k = 0;
      }
    }
  }
  for (size_t i = 0; i < k; i++) { h ^= w8[i]; h *= 1099511628211ull; }
  return h;
}

uint64_t base_fp_to_int(double d, uint32_t bits, bool is_signed) {
  if (d != d || bits == 0) return 0;
  if (bits > 64) bits = 64;
  if (is_signed) {
    double hi = ldexp(1.0, (int)bits - 1);
    if (d <= -hi) return bits >= 64 ? (uint64_t)INT64_MIN : (uint64_t)-(int64_t)(1ull << (bits - 1));
    if (d >= hi) return bits >= 64 ? (uint64_t)INT64_MAX : (1ull << (bits - 1)) - 1;
    return (uint64_t)(int64_t)d;
  }
  if (d <= -1.0) return 0;
  if (d >= ldexp(1.0, (int)bits)) return bits >= 64 ? UINT64_MAX : (1ull << bits) - 1;
  return d < 0 ? 0 : (uint64_t)d;
}

/* ---- diagnostics ------------------------------------------------------ */

static const char *level_name(DiagLevel l) {
  switch (l) {
  case DIAG_NOTE: return "note";
  case DIAG_WARNING: return "warning";
  case DIAG_ERROR: return "error";
  case DIAG_FATAL: return "fatal error";
  }
  return "error";
}

void diag_vreport(Diag *d, DiagLevel lvl, DiagCode code, SrcLoc loc,
                  const char *fmt, va_list ap) {
  if (lvl == DIAG_NOTE && d->dropping) return;
  d->dropping = false;
  if (d->trap) { /* caught: errors counted, the rest dropped */
    if (lvl >= DIAG_ERROR && d->trap->errors++ == 0)
      vsnprintf(d->trap->first, sizeof d->trap->first, fmt, ap);
    return;
  }
  char msg[2048];
  vsnprintf(msg, sizeof msg, fmt, ap);
  const char *option = NULL;
  if (d->level_filter && lvl != DIAG_NOTE) {
    int l = d->level_filter(d->level_user, lvl, code, loc, msg, &option);
    if (l < 0) {
      d->dropping = true;
      return;
    }
    lvl = (DiagLevel)l;
  }
  if (lvl >= DIAG_ERROR) d->errors++;
  else if (lvl == DIAG_WARNING) d->warnings++;
  if (d->sink) d->sink(d->sink_user, lvl, code, loc, msg);
  StrBuf tmp = {0};
  StrBuf *o = d->out ? d->out : &tmp;
  /* clang's include stack (innermost first): printed outermost first when
   * the file changes; recorded with every message */
  bool new_file = loc.file && (!d->last_file || strcmp(d->last_file, loc.file) != 0);
  SrcLoc chain[64];
  uint32_t nchain = 0;
  if (d->included_from && loc.file && (new_file || d->record))
    for (SrcLoc at = d->included_from(d->line_user, loc.file); at.file && at.line && nchain < 64;
         at = d->included_from(d->line_user, at.file))
      chain[nchain++] = at;
  if (d->record) {
    DiagRecord r = {lvl, code, loc, msg, option && option[0] ? option : NULL, chain, nchain};
    if (loc.file && loc.line && !loc.col) r.loc.col = 1; /* as printed */
    d->record(d->record_user, &r);
  }
  if (new_file)
    for (uint32_t n = nchain; n-- > 0;) sb_printf(o, "In file included from %s:%u:\n", chain[n].file, chain[n].line);
  if (loc.file) d->last_file = loc.file;
  uint32_t col = loc.col ? loc.col : 1;
  if (loc.file && loc.line && d->format == DIAG_FORMAT_MSVC)
    sb_printf(o, "%s(%u,%u) : ", loc.file, loc.line, col);
  else if (loc.file && loc.line && d->format == DIAG_FORMAT_VI)
    sb_printf(o, "%s +%u:%u: ", loc.file, loc.line, col);
  else if (loc.file && loc.line)
    sb_printf(o, "%s:%u:%u: ", loc.file, loc.line, col);
  else if (loc.file)
    sb_printf(o, "%s: ", loc.file);
  else
    sb_puts(o, "hlslc: ");
  sb_printf(o, "%s: %s", level_name(lvl), msg);
  if (option && option[0] && !d->no_option) sb_printf(o, " [%s]", option);
  if (code && !d->no_code) sb_printf(o, " [HL%04d]", code);
  sb_putc(o, '\n');
  if (!d->no_caret && d->line_text && loc.file && loc.line) {
    size_t n = 0;
    const char *t = d->line_text(d->line_user, loc.file, loc.line, &n);
    if (t) {
      sb_putn(o, t, n);
      sb_putc(o, '\n');
      for (uint32_t i = 1; i < loc.col && i <= n; i++) sb_putc(o, t[i - 1] == '\t' ? '\t' : ' ');
      sb_puts(o, "^\n");
    }
  }
  if (o->oom) d->oom = true;
  if (!d->out) { /* no buffer: print straight to stderr */
    if (tmp.data) fputs(tmp.data, stderr);
    sb_free(&tmp);
  }
  if (lvl != DIAG_NOTE && d->context) d->context(d->context_user);
}

/* A code listed twice in diag_codes.def is a duplicate case label here:
 * the list cannot hold one code with two meanings. */
const char *diag_code_summary(DiagCode code) {
  switch (code) {
#define DIAG(c, name, summary) \
  case c:                      \
    return summary;
#include "diag_codes.def"
#undef DIAG
  default:
    return NULL;
  }
}

static const DiagCodeInfo diag_codes[] = {
#define DIAG(c, name, summary) {c, #name, summary},
#include "diag_codes.def"
#undef DIAG
};

const DiagCodeInfo *diag_code_list(uint32_t *n) {
  if (n) *n = (uint32_t)(sizeof diag_codes / sizeof diag_codes[0]);
  return diag_codes;
}

void diag_oom(Diag *d, DiagCode code, const char *what) {
  d->oom = true;
  diag_report(d, DIAG_ERROR, code, srcloc_none(), "out of memory%s%s", what ? " in " : "",
              what ? what : "");
}

void diag_report(Diag *d, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(d, lvl, code, loc, fmt, ap);
  va_end(ap);
}

/* With open/read rather than stdio: a FILE is malloc'd, and everything a
 * compile allocates goes through its arena's allocator. */
char *hl_read_file(Arena *a, const char *path, size_t *len) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return NULL;
  struct stat st;
  bool stat_ok = fstat(fd, &st) == 0;
  if (stat_ok && S_ISDIR(st.st_mode)) { close(fd); return NULL; }
  /* the size when known (plus one byte, so the end is seen without a
   * second buffer); pipes and /proc files grow as they are read */
  size_t cap = stat_ok && S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size + 2 : 4096;
  /* not cleared: read() fills it, and the end is set below (clearing a
   * header's buffer first was 0.2% of a header-heavy compile) */
  char *buf = arena_alloc_uninit(a, cap);
  size_t n = 0;
  bool ok = buf != NULL;
  while (ok) {
    if (n + 1 == cap) { /* full (one byte kept for the NUL) */
      char *nb = arena_alloc_uninit(a, cap * 2);
      if (!nb) { ok = false; break; }
      memcpy(nb, buf, n);
      arena_release(a, buf, cap);
      buf = nb;
      cap *= 2;
    }
    ssize_t r = read(fd, buf + n, cap - 1 - n);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) ok = false;
    if (r <= 0) break;
    n += (size_t)r;
  }
  close(fd);
  if (!ok) return NULL;
  buf[n] = 0;
  if (n + 1 < cap) buf[n + 1] = 0; /* as the cleared buffer had it */
  if (len) *len = n;
  return buf;
}

/* ---- qsort's merge sort ------------------------------------------------ */

typedef struct MSort {
  size_t s;
  int (*cmp)(const void *, const void *);
  char *t;
} MSort;

/* glibc's msort_with_tmp (stdlib/msort.c). */
static void msort_rec(const MSort *p, char *b, size_t n) {
  if (n <= 1) return;
  size_t n1 = n / 2, n2 = n - n1;
  char *b1 = b, *b2 = b + n1 * p->s;
  msort_rec(p, b1, n1);
  msort_rec(p, b2, n2);
  char *tmp = p->t;
  while (n1 > 0 && n2 > 0) {
    if (p->cmp(b1, b2) <= 0) {
      memcpy(tmp, b1, p->s);
      b1 += p->s;
      n1--;
    } else {
      memcpy(tmp, b2, p->s);
      b2 += p->s;
      n2--;
    }
    tmp += p->s;
  }
  if (n1 > 0) memcpy(tmp, b1, n1 * p->s);
  memcpy(b, p->t, (n - n2) * p->s);
}

void hl_sort(Arena *a, void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  if (n <= 1 || !size) return;
  _Alignas(16) char local[1024];
  size_t total = n * size;
  char *t = total <= sizeof local ? local : a ? arena_alloc(a, total) : NULL;
  if (t) {
    MSort p = {size, cmp, t};
    msort_rec(&p, base, n);
    if (t != local) arena_release(a, t, total);
    return;
  }
  /* no scratch memory: stable insertion sort, element by element */
  char *b = base;
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && cmp(b + (j - 1) * size, b + j * size) > 0; j--)
      for (size_t k = 0; k < size; k++) {
        char c = b[(j - 1) * size + k];
        b[(j - 1) * size + k] = b[j * size + k];
        b[j * size + k] = c;
      }
}

/* ---- std::sort as libstdc++ implements it ------------------------------- */

typedef struct StdSort {
  uint8_t *base;
  size_t size;
  bool (*less)(const void *a, const void *b);
  uint8_t tmp[256];
} StdSort;

#define SS_AT(s, i) ((s)->base + (size_t)(i) * (s)->size)

static void ss_swap(StdSort *s, size_t i, size_t j) {
  if (i == j) return;
  memcpy(s->tmp, SS_AT(s, i), s->size);
  memcpy(SS_AT(s, i), SS_AT(s, j), s->size);
  memcpy(SS_AT(s, j), s->tmp, s->size);
}

static bool ss_less(StdSort *s, size_t i, size_t j) { return s->less(SS_AT(s, i), SS_AT(s, j)); }

/* __unguarded_linear_insert: the value at `last` moves down past greater ones. */
static void ss_linear_insert(StdSort *s, size_t last) {
  uint8_t val[256];
  memcpy(val, SS_AT(s, last), s->size);
  size_t next = last - 1;
  while (s->less(val, SS_AT(s, next))) {
    memcpy(SS_AT(s, last), SS_AT(s, next), s->size);
    last = next;
    next--;
  }
  memcpy(SS_AT(s, last), val, s->size);
}

static void ss_insertion_sort(StdSort *s, size_t first, size_t last) {
  if (first == last) return;
  for (size_t i = first + 1; i != last; i++) {
    if (ss_less(s, i, first)) {
      uint8_t val[256];
      memcpy(val, SS_AT(s, i), s->size);
      memmove(SS_AT(s, first + 1), SS_AT(s, first), (i - first) * s->size);
      memcpy(SS_AT(s, first), val, s->size);
    } else {
      ss_linear_insert(s, i);
    }
  }
}

static void ss_push_heap(StdSort *s, size_t first, size_t hole, size_t top, const uint8_t *val) {
  size_t parent = hole ? (hole - 1) / 2 : 0;
  while (hole > top && s->less(SS_AT(s, first + parent), val)) {
    memcpy(SS_AT(s, first + hole), SS_AT(s, first + parent), s->size);
    hole = parent;
    parent = hole ? (hole - 1) / 2 : 0;
  }
  memcpy(SS_AT(s, first + hole), val, s->size);
}

static void ss_adjust_heap(StdSort *s, size_t first, size_t hole, size_t len, const uint8_t *val) {
  size_t top = hole, second = hole;
  while (len > 0 && second < (len - 1) / 2) {
    second = 2 * (second + 1);
    if (ss_less(s, first + second, first + second - 1)) second--;
    memcpy(SS_AT(s, first + hole), SS_AT(s, first + second), s->size);
    hole = second;
  }
  if ((len & 1) == 0 && len >= 2 && second == (len - 2) / 2) {
    second = 2 * (second + 1);
    memcpy(SS_AT(s, first + hole), SS_AT(s, first + second - 1), s->size);
    hole = second - 1;
  }
  ss_push_heap(s, first, hole, top, val);
}

static void ss_heap_sort(StdSort *s, size_t first, size_t last) {
  size_t len = last - first;
  uint8_t val[256];
  if (len >= 2) /* __make_heap */
    for (size_t parent = (len - 2) / 2;; parent--) {
      memcpy(val, SS_AT(s, first + parent), s->size);
      ss_adjust_heap(s, first, parent, len, val);
      if (parent == 0) break;
    }
  while (last - first > 1) { /* __sort_heap */
    last--;
    memcpy(val, SS_AT(s, last), s->size);
    memcpy(SS_AT(s, last), SS_AT(s, first), s->size);
    ss_adjust_heap(s, first, 0, last - first, val);
  }
}

static void ss_introsort(StdSort *s, size_t first, size_t last, size_t depth) {
  while (last - first > 16) {
    if (depth == 0) {
      ss_heap_sort(s, first, last);
      return;
    }
    depth--;
    /* __unguarded_partition_pivot: median of first+1, mid, last-1 to first */
    size_t a = first + 1, b = first + (last - first) / 2, c = last - 1;
    if (ss_less(s, a, b)) {
      if (ss_less(s, b, c)) ss_swap(s, first, b);
      else if (ss_less(s, a, c)) ss_swap(s, first, c);
      else ss_swap(s, first, a);
    } else if (ss_less(s, a, c)) ss_swap(s, first, a);
    else if (ss_less(s, b, c)) ss_swap(s, first, c);
    else ss_swap(s, first, b);
    size_t lo = first + 1, hi = last;
    for (;;) {
      while (ss_less(s, lo, first)) lo++;
      hi--;
      while (ss_less(s, first, hi)) hi--;
      if (!(lo < hi)) break;
      ss_swap(s, lo, hi);
      lo++;
    }
    ss_introsort(s, lo, last, depth);
    last = lo;
  }
}

void base_std_sort(void *base, size_t n, size_t size, bool (*less)(const void *a, const void *b)) {
  if (n < 2 || size > 256) return;
  StdSort s;
  s.base = base;
  s.size = size;
  s.less = less;
  size_t lg = 0;
  for (size_t x = n; x > 1; x >>= 1) lg++;
  ss_introsort(&s, 0, n, lg * 2);
  if (n > 16) {
    ss_insertion_sort(&s, 0, 16);
    for (size_t i = 16; i < n; i++) ss_linear_insert(&s, i);
  } else {
    ss_insertion_sort(&s, 0, n);
  }
}

/* ---- pointer map ------------------------------------------------------- */

static uint32_t ptr_slot(const void *p, uint32_t cap) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (uint32_t)x & (cap - 1);
}

void ptrmap_init(PtrMap *mp, Arena *a) {
  memset(mp, 0, sizeof *mp);
  mp->arena = a;
}

void *ptrmap_get(const PtrMap *mp, const void *key) {
  if (!mp->cap || !key) return NULL;
  for (uint32_t s = ptr_slot(key, mp->cap);; s = (s + 1) & (mp->cap - 1)) {
    if (mp->keys[s] == key) return mp->vals[s];
    if (!mp->keys[s]) return NULL;
  }
}

static bool ptrmap_resize(PtrMap *mp, uint32_t nc);

static bool ptrmap_grow(PtrMap *mp) { return ptrmap_resize(mp, mp->cap ? mp->cap * 2 : 16); }

bool ptrmap_reserve(PtrMap *mp, uint32_t n) {
  if (n > UINT32_MAX / 4) return false;
  uint32_t nc = mp->cap ? mp->cap : 16;
  while (n * 2 > nc) nc *= 2; /* the load factor ptrmap_put keeps: at most half */
  return nc == mp->cap || ptrmap_resize(mp, nc);
}

static bool ptrmap_resize(PtrMap *mp, uint32_t nc) {
  const void **nk = arena_alloc(mp->arena, sizeof(void *) * nc);
  /* a value is read only where its key is set: no need to clear them */
  void **nv = arena_alloc_uninit(mp->arena, sizeof(void *) * nc);
  if (!nk || !nv) return false;
  for (uint32_t i = 0; i < mp->cap; i++) {
    if (!mp->keys[i]) continue;
    uint32_t s = ptr_slot(mp->keys[i], nc);
    while (nk[s]) s = (s + 1) & (nc - 1);
    nk[s] = mp->keys[i];
    nv[s] = mp->vals[i];
  }
  arena_release(mp->arena, (void *)mp->keys, sizeof(void *) * mp->cap);
  arena_release(mp->arena, mp->vals, sizeof(void *) * mp->cap);
  mp->keys = nk;
  mp->vals = nv;
  mp->cap = nc;
  return true;
}

bool ptrmap_put(PtrMap *mp, const void *key, void *val) {
  if (!key) return false;
  if ((mp->len + 1) * 2 > mp->cap && !ptrmap_grow(mp)) return false;
  uint32_t s = ptr_slot(key, mp->cap);
  while (mp->keys[s] && mp->keys[s] != key) s = (s + 1) & (mp->cap - 1);
  if (!mp->keys[s]) {
    mp->keys[s] = key;
    mp->len++;
  }
  mp->vals[s] = val;
  return true;
}

void ptrmap_clear(PtrMap *mp) {
  if (mp->cap) memset((void *)mp->keys, 0, sizeof(void *) * mp->cap);
  mp->len = 0;
}

/* counts[key] += 1 with one probe sequence (ptrmap_get + ptrmap_put took
 * two for every use the module-wide counting sees). False on OOM. */
bool ptrmap_incr(PtrMap *mp, const void *key) {
  if ((mp->len + 1) * 2 > mp->cap && !ptrmap_grow(mp)) return false;
  uint32_t s = ptr_slot(key, mp->cap);
  while (mp->keys[s] && mp->keys[s] != key) s = (s + 1) & (mp->cap - 1);
  if (!mp->keys[s]) {
    mp->keys[s] = key;
    mp->vals[s] = NULL;
    mp->len++;
  }
  mp->vals[s] = (void *)((uintptr_t)mp->vals[s] + 1);
  return true;
}
