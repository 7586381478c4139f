/* result.h - the memory, outputs list and structured diagnostics of an
 * hlslc_result (driver-internal).
 *
 * Everything a result holds (its buffers, hlslc_result.outputs and .diags)
 * lives in the result's store, an arena on the caller's allocator freed by
 * hlslc_result_free. */
#ifndef HLSLC_DRIVER_RESULT_H
#define HLSLC_DRIVER_RESULT_H

#include "base/base.h"

/* Creates r's store: everything the result holds is allocated in it, from
 * the caller's allocator (NULL: malloc), and freed by hlslc_result_free.
 * False when even that fails. */
bool result_begin(hlslc_result *r, const hlslc_allocator *pub);
/* The store's allocator for a compile's arena (NULL: malloc's), and the
 * caller's chunk size (0: the default). */
const HlAllocator *result_allocator(const hlslc_result *r);
size_t result_chunk_size(const hlslc_result *r);
/* The store's arena (NULL without a store). */
Arena *result_arena(hlslc_result *r);

/* Appends an output. With `copy` the bytes are copied into the store (and
 * NUL-terminated); else `data` must live as long as the result (one of its
 * own buffers). `name` is always copied. False when memory runs out (the
 * store is then marked out of memory: result_oom). */
bool result_add(hlslc_result *r, hlslc_out_kind kind, const char *name, const void *data, size_t size,
                bool copy);
/* n + 1 zeroed bytes in the store (NULL when memory runs out). */
char *result_alloc(hlslc_result *r, size_t n);
/* Copies text into the store (NULL when memory runs out). */
char *result_strdup(hlslc_result *r, const char *s, size_t n);
/* Whether an allocation of the store failed. */
bool result_oom(const hlslc_result *r);
/* Appends a structured diagnostic, copying its strings; the include chain
 * from `chain` when not NULL (SrcLoc form), else from in->include_chain. */
bool result_add_diag(hlslc_result *r, const hlslc_diagnostic *in, const SrcLoc *chain);
/* Diag.record for a result (user: the hlslc_result). */
void result_record(void *user, const DiagRecord *rec);
/* A message without a place ("hlslc: error: ..."). */
bool result_note(hlslc_result *r, hlslc_severity sev, const char *msg);
void result_clear_diags(hlslc_result *r);
/* Drops every output (the store stays). */
void result_clear_outputs(hlslc_result *r);
/* Frees the store. */
void result_store_free(hlslc_result *r);

#endif
