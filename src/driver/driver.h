/* driver.h - what the driver's files share (driver-internal). */
#ifndef HLSLC_DRIVER_DRIVER_H
#define HLSLC_DRIVER_DRIVER_H

#include <stdbool.h>

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

#endif
