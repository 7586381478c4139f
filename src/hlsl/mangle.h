/* mangle.h - Microsoft C++ names of HLSL functions and globals (mangle.c),
 * as DXC gives them to library exports and resource globals. */
#ifndef HLSLC_MANGLE_H
#define HLSLC_MANGLE_H

#include "ast.h"

/* "\01?foo@@YAMXZ" for `float foo()` (arena string, starts with byte 1). */
const char *hl_mangle_function(HlslCtx *c, const Decl *f);
/* "\01?T1@@3V?$Texture2D@M@@A" for the global `Texture2D<float> T1`. */
const char *hl_mangle_global(HlslCtx *c, const char *name, const HType *t, bool groupshared);

#endif
