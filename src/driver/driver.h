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

/* The messages of hlslc_args.messages one by one: the text after
 * "hlslc: error: " / "hlslc: warning: " (not NUL-terminated). */
uint32_t args_message_count(const hlslc_args *a);
const char *args_message(const hlslc_args *a, uint32_t i, size_t *len, bool *error);

/* hlslc_verify_root_signature, each message also given to `record`. */
int verify_root_signature_rec(const uint8_t *shader, size_t shader_len, const uint8_t *rs, size_t rs_len,
                              char **messages, void (*record)(void *, const DiagRecord *), void *user);

/* A caller's versioned struct (its first field the size_t struct_size) as
 * this library's: `size` bytes of `src` copied into `dst` (`have` bytes,
 * the rest zeroed). `size` 0 means the first versioned layout, `have`
 * (hlslc 0.1). Sizes accepted: `have`, those of older layouts in
 * `older[0..nolder)` (each the offset of the first field added after it),
 * and larger ones whose bytes past `have` are all zero (fields of a newer
 * header left at their defaults). Otherwise false, with dst zeroed and the
 * reason in why[0..nwhy). */
bool sized_copy(void *dst, size_t have, const void *src, const size_t *older, size_t nolder, char *why,
                size_t nwhy);

#endif
