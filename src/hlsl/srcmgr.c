/* srcmgr.c - the set of source files seen by one compilation, so
 * diagnostics can print the offending source line under the message. */
#include "token.h"

#include <string.h>

SourceFile *srcmgr_add(SourceManager *sm, const char *path, const char *text, size_t len) {
  if (!sm || !sm->arena) return NULL;
  if (sm->nfiles == sm->cap) {
    uint32_t nc = sm->cap ? sm->cap * 2 : 16;
    SourceFile **nf = arena_alloc(sm->arena, sizeof(SourceFile *) * nc);
    if (!nf) return NULL;
    if (sm->nfiles) memcpy(nf, sm->files, sizeof(SourceFile *) * sm->nfiles);
    sm->files = nf;
    sm->cap = nc;
  }
  SourceFile *f = arena_alloc(sm->arena, sizeof *f);
  char *p = f ? arena_strdup(sm->arena, path ? path : "<input>") : NULL;
  if (!p) return NULL;
  f->path = p;
  f->text = text ? text : "";
  f->len = text ? len : 0;
  sm->files[sm->nfiles++] = f;
  return f;
}

SourceFile *srcmgr_find(SourceManager *sm, const char *path) {
  if (!sm || !path) return NULL;
  /* Locations usually carry the interned pointer itself: try that first. */
  for (uint32_t i = sm->nfiles; i-- > 0;)
    if (sm->files[i]->path == path) return sm->files[i];
  for (uint32_t i = sm->nfiles; i-- > 0;)
    if (strcmp(sm->files[i]->path, path) == 0) return sm->files[i];
  return NULL;
}

const char *srcmgr_text(SourceManager *sm, SourceFile *f) {
  if (!f->text) {
    size_t n = 0;
    const char *t = f->reload ? hl_read_file(sm->arena, f->reload, &n) : NULL;
    f->text = t ? t : "";
    f->len = t ? n : 0;
    f->line_starts = NULL; /* (for the same text, the same lines) */
  }
  return f->text;
}

/* Builds the line-start index of f once (lines end at '\n'), on the first
 * diagnostic in the file. memchr finds the newlines: a warning in a big
 * header costs a scan of the header, which byte by byte was 3% of a
 * FidelityFX row that prints four. */
static bool srcmgr_index(SourceManager *sm, SourceFile *f) {
  if (f->line_starts) return true;
  const char *t = f->text, *e = f->text + f->len;
  uint32_t n = 1;
  for (const char *q = t; q < e && (q = memchr(q, '\n', (size_t)(e - q))) != NULL; q++) n++;
  uint32_t *ls = arena_alloc(sm->arena, sizeof(uint32_t) * n);
  if (!ls) return false;
  uint32_t k = 0;
  ls[k++] = 0;
  for (const char *q = t; q < e && (q = memchr(q, '\n', (size_t)(e - q))) != NULL; q++)
    ls[k++] = (uint32_t)(q - t + 1);
  f->line_starts = ls;
  f->nlines = n;
  return true;
}

const char *srcmgr_line_text(void *user, const char *file, uint32_t line, size_t *len) {
  SourceManager *sm = user;
  SourceFile *f = srcmgr_find(sm, file);
  if (!f || line == 0 || !srcmgr_text(sm, f) || f->len > UINT32_MAX || !srcmgr_index(sm, f)) return NULL;
  if (line > f->nlines) return NULL;
  uint32_t b = f->line_starts[line - 1];
  uint32_t e = line < f->nlines ? f->line_starts[line] - 1 : (uint32_t)f->len;
  if (e > b && f->text[e - 1] == '\r') e--; /* CRLF files */
  if (len) *len = e - b;
  return f->text + b;
}

SrcLoc srcmgr_included_from(void *user, const char *file) {
  SourceFile *f = srcmgr_find(user, file);
  return f ? f->included_from : srcloc_none();
}
