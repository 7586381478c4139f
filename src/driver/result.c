/* result.c - the outputs list of an hlslc_result (result.h). */
#include "hlslc.h"

#include <stdlib.h>
#include <string.h>

#include "result.h"

typedef struct ResultStore {
  Arena a;          /* copies of names and bytes */
  hlslc_blob *v;    /* the outputs (in the arena; regrown by doubling) */
  uint32_t n, cap;
  bool oom;
} ResultStore;

static ResultStore *store_of(hlslc_result *r) {
  if (!r->internal) {
    ResultStore *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    arena_init(&s->a, NULL);
    r->internal = s;
  }
  return r->internal;
}

bool result_oom(const hlslc_result *r) {
  const ResultStore *s = r->internal;
  return s && (s->oom || s->a.oom);
}

char *result_strdup(hlslc_result *r, const char *p, size_t n) {
  ResultStore *s = store_of(r);
  if (!s) return NULL;
  char *q = arena_alloc(&s->a, n + 1); /* zeroed: the NUL is there */
  if (!q) {
    s->oom = true;
    return NULL;
  }
  if (n) memcpy(q, p, n);
  return q;
}

bool result_add(hlslc_result *r, hlslc_out_kind kind, const char *name, const void *data, size_t size,
                bool copy) {
  ResultStore *s = store_of(r);
  if (!s) return false;
  if (s->n == s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 8;
    hlslc_blob *v = arena_alloc(&s->a, sizeof *v * cap);
    if (!v) {
      s->oom = true;
      return false;
    }
    if (s->n) memcpy(v, s->v, sizeof *v * s->n);
    s->v = v;
    s->cap = cap;
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
  free(s);
  r->internal = NULL;
}

const hlslc_blob *hlslc_result_output(const hlslc_result *r, hlslc_out_kind kind) {
  for (uint32_t i = 0; r && i < r->noutputs; i++)
    if (r->outputs[i].kind == kind) return &r->outputs[i];
  return NULL;
}
