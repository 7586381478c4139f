/* result.c - the memory, outputs list and structured diagnostics of an
 * hlslc_result (result.h). */
#include "hlslc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "result.h"

typedef struct ResultStore {
  hlslc_allocator pub; /* the caller's allocator, copied (pub.alloc NULL: malloc) */
  HlAllocator al;      /* the library's view of it */
  Arena a;             /* everything the result holds */
  hlslc_blob *v;       /* the outputs (in the arena; regrown by doubling) */
  uint32_t n, cap;
  hlslc_diagnostic *d; /* the structured diagnostics (likewise) */
  uint32_t nd, dcap;
  bool oom;
} ResultStore;

static void *pub_alloc(void *u, size_t n) {
  const hlslc_allocator *p = u;
  return p->alloc(p->user, n);
}
static void pub_free(void *u, void *q) {
  const hlslc_allocator *p = u;
  p->free(p->user, q);
}

void caller_arena_init(Arena *a, const hlslc_allocator *pub, HlAllocator *store) {
  if (pub && pub->alloc && pub->free) {
    store->alloc = pub_alloc;
    store->free = pub_free;
    store->user = (void *)pub;
    arena_init(a, store);
    if (pub->chunk_size) a->chunk_size = pub->chunk_size;
  } else {
    arena_init(a, NULL);
  }
}

void *caller_copy(const hlslc_allocator *pub, const void *data, size_t n) {
  bool own = pub && pub->alloc && pub->free;
  char *p = own ? pub->alloc(pub->user, n + 1) : malloc(n + 1);
  if (!p) return NULL;
  if (n) memcpy(p, data, n);
  p[n] = 0;
  return p;
}

void hlslc_free(const hlslc_allocator *allocator, void *ptr) {
  if (!ptr) return;
  if (allocator && allocator->alloc && allocator->free) allocator->free(allocator->user, ptr);
  else free(ptr);
}

bool result_begin(hlslc_result *r, const hlslc_allocator *pub) {
  if (pub && (!pub->alloc || !pub->free)) pub = NULL; /* refused by the option checks */
  ResultStore *s = pub ? pub->alloc(pub->user, sizeof *s) : malloc(sizeof *s);
  if (!s) return false;
  memset(s, 0, sizeof *s);
  if (pub) {
    s->pub = *pub;
    s->al.alloc = pub_alloc;
    s->al.free = pub_free;
    s->al.user = &s->pub;
    arena_init(&s->a, &s->al);
  } else {
    arena_init(&s->a, NULL);
  }
  /* results are small next to a compile's memory: small chunks (or the
   * caller's size, which tests make tiny to reach every allocation) */
  s->a.chunk_size = pub && pub->chunk_size ? pub->chunk_size : 4096;
  r->internal = s;
  return true;
}

const HlAllocator *result_allocator(const hlslc_result *r) {
  const ResultStore *s = r->internal;
  return s && s->pub.alloc ? &s->al : NULL;
}

size_t result_chunk_size(const hlslc_result *r) {
  const ResultStore *s = r->internal;
  return s && s->pub.alloc ? s->pub.chunk_size : 0;
}

Arena *result_arena(hlslc_result *r) {
  ResultStore *s = r->internal;
  return s ? &s->a : NULL;
}

static ResultStore *store_of(hlslc_result *r) { return r->internal; }

bool result_oom(const hlslc_result *r) {
  const ResultStore *s = r->internal;
  return s && (s->oom || s->a.oom);
}

char *result_alloc(hlslc_result *r, size_t n) {
  ResultStore *s = store_of(r);
  char *q = s ? arena_alloc(&s->a, n + 1) : NULL; /* zeroed */
  if (!q && s) s->oom = true;
  return q;
}

char *result_strdup(hlslc_result *r, const char *p, size_t n) {
  ResultStore *s = store_of(r);
  char *q = s ? arena_strndup(&s->a, p, n) : NULL; /* NUL-terminated, not zeroed first */
  if (!q && s) s->oom = true;
  return q;
}

bool result_add(hlslc_result *r, hlslc_out_kind kind, const char *name, const void *data, size_t size,
                bool copy) {
  ResultStore *s = store_of(r);
  if (!s) return false;
  if (!vec_grow_(&s->a, (void **)&s->v, &s->cap, s->n + 1, sizeof *s->v)) {
    s->oom = true;
    return false;
  }
  const char *nm = name ? result_strdup(r, name, strlen(name)) : NULL;
  const void *d = copy || !data ? result_strdup(r, data ? data : "", data ? size : 0) : data;
  if ((name && !nm) || !d) {
    s->oom = true;
    return false;
  }
  hlslc_blob *b = &s->v[s->n++];
  b->kind = kind;
  b->name = nm;
  b->data = d;
  b->size = data ? size : 0;
  r->outputs = s->v;
  r->noutputs = s->n;
  return true;
}

bool result_add_diag(hlslc_result *r, const hlslc_diagnostic *in, const SrcLoc *chain) {
  ResultStore *s = store_of(r);
  if (!s) return false;
  if (!vec_grow_(&s->a, (void **)&s->d, &s->dcap, s->nd + 1, sizeof *s->d)) {
    s->oom = true;
    return false;
  }
  hlslc_diagnostic d = *in;
  d.file = in->file ? result_strdup(r, in->file, strlen(in->file)) : NULL;
  d.message = result_strdup(r, in->message ? in->message : "", in->message ? strlen(in->message) : 0);
  d.option = in->option ? result_strdup(r, in->option, strlen(in->option)) : NULL;
  hlslc_location *ch = NULL;
  if (in->include_depth) {
    ch = arena_alloc(&s->a, sizeof *ch * in->include_depth);
    for (uint32_t i = 0; ch && i < in->include_depth; i++) {
      const char *f = chain ? chain[i].file : in->include_chain[i].file;
      ch[i].file = f ? result_strdup(r, f, strlen(f)) : NULL;
      ch[i].line = chain ? chain[i].line : in->include_chain[i].line;
      ch[i].column = chain ? chain[i].col : in->include_chain[i].column;
      if (f && !ch[i].file) ch = NULL;
    }
  }
  d.include_chain = ch;
  if ((in->file && !d.file) || !d.message || (in->option && !d.option) || (in->include_depth && !ch)) {
    s->oom = true;
    return false;
  }
  s->d[s->nd++] = d;
  r->diags = s->d;
  r->ndiags = s->nd;
  return true;
}

void result_record(void *user, const DiagRecord *rec) {
  hlslc_diagnostic d;
  memset(&d, 0, sizeof d);
  d.severity = rec->level == DIAG_NOTE      ? HLSLC_SEVERITY_NOTE
               : rec->level == DIAG_WARNING ? HLSLC_SEVERITY_WARNING
               : rec->level == DIAG_FATAL   ? HLSLC_SEVERITY_FATAL
                                            : HLSLC_SEVERITY_ERROR;
  d.code = rec->code > 0 ? (uint32_t)rec->code : 0;
  d.file = rec->loc.file;
  d.line = rec->loc.file ? rec->loc.line : 0;
  d.column = rec->loc.file && rec->loc.line ? rec->loc.col : 0;
  d.message = rec->msg;
  d.option = rec->option;
  d.include_depth = rec->nchain;
  result_add_diag(user, &d, rec->chain);
}

bool result_note(hlslc_result *r, hlslc_severity sev, const char *msg) {
  hlslc_diagnostic d;
  memset(&d, 0, sizeof d);
  d.severity = sev;
  d.message = msg;
  return result_add_diag(r, &d, NULL);
}

void result_clear_diags(hlslc_result *r) {
  ResultStore *s = r->internal;
  if (s) s->nd = 0;
  r->diags = NULL;
  r->ndiags = 0;
}

void result_clear_outputs(hlslc_result *r) {
  ResultStore *s = r->internal;
  if (s) s->n = 0;
  r->outputs = NULL;
  r->noutputs = 0;
}

void result_store_free(hlslc_result *r) {
  ResultStore *s = r->internal;
  if (!s) return;
  arena_free(&s->a);
  if (s->pub.alloc) {
    hlslc_allocator pub = s->pub;
    pub.free(pub.user, s);
  } else {
    free(s);
  }
  r->internal = NULL;
}

const hlslc_blob *hlslc_result_output(const hlslc_result *r, hlslc_out_kind kind) {
  for (uint32_t i = 0; r && i < r->noutputs; i++)
    if (r->outputs[i].kind == kind) return &r->outputs[i];
  return NULL;
}

bool sized_copy(void *dst, size_t have, const void *src, const size_t *older, size_t nolder, char *why,
                size_t nwhy) {
  size_t size;
  memcpy(&size, src, sizeof size); /* struct_size, the first field of every version */
  if (size == 0) size = nolder ? older[0] : have; /* the first versioned layout */
  bool known = size >= have;
  for (size_t i = 0; i < nolder && !known; i++) known = size == older[i];
  memset(dst, 0, have);
  if (!known) {
    snprintf(why, nwhy, "struct_size = %zu (no version of the struct has this size; this library's is %zu)",
             size, have);
    return false;
  }
  const unsigned char *p = src;
  for (size_t i = have; i < size; i++)
    if (p[i]) {
      snprintf(why, nwhy,
               "struct_size = %zu: a field this library (%s) does not know is set (byte %zu; the "
               "library's struct has %zu)",
               size, hlslc_version(), i, have);
      return false;
    }
  memcpy(dst, src, size < have ? size : have);
  ((size_t *)dst)[0] = have;
  return true;
}
