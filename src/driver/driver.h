/* driver.h - what the driver's files share (driver-internal). */
#ifndef HLSLC_DRIVER_DRIVER_H
#define HLSLC_DRIVER_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

#include "hlslc.h"
#include "base/base.h"

/* hlslc_args_parse; with have_source the input's contents are given
 * (hlslc_compile_args), so the arguments need not name an input. */
int args_parse(int argc, const char *const *argv, bool have_source, hlslc_args *out);
/* The same with its memory from `al` (NULL: malloc). */
int args_parse_al(int argc, const char *const *argv, bool have_source, const HlAllocator *al,
                  hlslc_args *out);
/* Whether the parser ran out of memory. */
bool args_oom(const hlslc_args *a);
/* Drops every output buffer of r but its diagnostics (out of memory). */
void result_drop_fields(hlslc_result *r);

/* hlslc_compile once the options are this library's struct (size_err: why
 * their struct_size was refused, else NULL) and the result has its store
 * (result_begin): fills the result's fields and diagnostics, and its
 * outputs list with `list`. Returns the status. */
int compile_into(const hlslc_options *opt, const char *size_err, const char *filename, const char *source,
                 size_t len, hlslc_result *res, bool list);

/* The public functions that return memory (container_edit.c, args.c):
 * an arena whose chunks come from the caller's allocator (`store` keeps the
 * adapter; pub NULL or incomplete: malloc), and a NUL-terminated copy of
 * data[0..n) from the caller's allocator, for hlslc_free. */
void caller_arena_init(Arena *a, const hlslc_allocator *pub, HlAllocator *store);
void *caller_copy(const hlslc_allocator *pub, const void *data, size_t n);

/* hlslc_format_header into `o` (its allocator). */
void format_header(StrBuf *o, const char *listing, size_t listing_len, const uint8_t *data, size_t size,
                   const char *name);

/* The messages of hlslc_args.messages one by one: the text after
 * "hlslc: error: " / "hlslc: warning: " (not NUL-terminated). */
uint32_t args_message_count(const hlslc_args *a);
const char *args_message(const hlslc_args *a, uint32_t i, size_t *len, bool *error);

/* hlslc_verify_root_signature, each message also given to `record`; the
 * messages (NULL: none) and scratch memory in `scratch`. */
int verify_root_signature_rec(const uint8_t *shader, size_t shader_len, const uint8_t *rs, size_t rs_len,
                              Arena *scratch, const char **messages,
                              void (*record)(void *, const DiagRecord *), void *user);
/* hlslc_rts0_container and hlslc_container_set_rts0 into `out` (whose
 * allocator they use, with `a` for scratch). False when the input is
 * malformed or memory runs out. */
bool rts0_container(const uint8_t *rts0, size_t rts0_len, StrBuf *out);
bool container_set_rts0(const uint8_t *data, size_t size, const uint8_t *rts0, size_t rts0_len, bool strip,
                        Arena *a, StrBuf *out);

/* A caller's versioned struct (its first field the size_t struct_size) as
 * this library's: `size` bytes of `src` copied into `dst` (`have` bytes,
 * the rest zeroed). `size` 0 means the first versioned layout (hlslc 0.1):
 * older[0], or `have` when there is no older one. Sizes accepted: `have`,
 * those of older layouts in `older[0..nolder)` (oldest first, each the
 * offset of the first field added after it),
 * and larger ones whose bytes past `have` are all zero (fields of a newer
 * header left at their defaults). Otherwise false, with dst zeroed and the
 * reason in why[0..nwhy). */
bool sized_copy(void *dst, size_t have, const void *src, const size_t *older, size_t nolder, char *why,
                size_t nwhy);

#endif
