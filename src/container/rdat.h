/* rdat.h - the DXContainer RDAT ("runtime data") part for libraries.
 *
 * RDAT describes a library's resources and functions for the runtime
 * (DXC: include/dxc/DxilContainer/RDAT_*.inl, DxilContainerAssembler.cpp).
 * hlslc builds it, byte for byte as DXC does, from the final DXC-form DXIL
 * module - the module the bitcode writer writes: dx.entryPoints (a null
 * first record for libraries), dx.resources, dx.typeAnnotations, dx.valver,
 * dx.shaderModel, the functions and their dx.op calls, and for state
 * subobjects !dx.subobjects in DXC's format (which DXC removes from the
 * module after writing RDAT: strip it before writing the bitcode, as DXC
 * does). Everything comes from the module; nothing else is needed. */
#ifndef HLSLC_CONTAINER_RDAT_H
#define HLSLC_CONTAINER_RDAT_H

#include "../dxil/dxil.h"

/* Appends the RDAT part payload (without the 8-byte part header) for the
 * library module m to out. Record layouts, deduplication and the feature
 * rules follow the module's dx.valver as DXC's do (1.8: 52-byte function
 * records; 1.7 and older: 44). Scratch memory comes from a child arena of
 * a, freed before returning. The module is not modified.
 * Errors (false): 7401 out of memory, 7403 malformed dx.resources /
 * dx.entryPoints / dx.subobjects records. */
bool ct_write_rdat(IrModule *m, StrBuf *out, Arena *a, Diag *d);

#endif
