/* driver.h - what the driver's files share (driver-internal). */
#ifndef HLSLC_DRIVER_DRIVER_H
#define HLSLC_DRIVER_DRIVER_H

#include <stdbool.h>

#include "hlslc.h"

/* hlslc_args_parse; with have_source the input's contents are given
 * (hlslc_compile_args), so the arguments need not name an input. */
int args_parse(int argc, const char *const *argv, bool have_source, hlslc_args *out);

#endif
