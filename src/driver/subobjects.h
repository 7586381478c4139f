/* subobjects.h - DXR state-object subobjects into the module (driver).
 *
 * The front end evaluates the subobject declarations (hlsl.h,
 * HlslSubobjects); here their root signatures are compiled (src/rootsig,
 * checked as DXC's CreateSubobject compiles them: a LocalRootSignature as a
 * local one) and, for library targets, the subobjects become DXC's
 * !dx.subobjects metadata (DxilMDHelper::EmitSubobject), which the RDAT
 * writer turns into the subobject table. DXC strips that metadata from the
 * module it puts in the container (StripSubobjectsFromMetadata): the
 * bitcode is written without it (subobjects_detach / _attach around the
 * writer), and the listing prints the subobjects from it ("; Subobjects:",
 * dxcdisassembler's PrintSubobjects) before removing it. */
#ifndef HLSLC_DRIVER_SUBOBJECTS_H
#define HLSLC_DRIVER_SUBOBJECTS_H

#include "hlsl/hlsl.h"

/* Compiles the root signatures at `rs_version` (errors: DXC's, at the
 * string) and, when `emit`, appends !dx.subobjects to m. Stops at the first
 * error (as DXC's CodeGen does) and returns false. */
bool subobjects_emit(IrModule *m, const HlslSubobjects *so, uint32_t rs_version, bool emit, Arena *a,
                     Diag *d);

/* Takes !dx.subobjects out of m (NULL when absent), and puts it back. */
IrNamedMD *subobjects_detach(IrModule *m);
void subobjects_attach(IrModule *m, IrNamedMD *n);

/* DXC's "; Subobjects:" listing section from !dx.subobjects (nothing when
 * there are none). Root signatures print as their size, as DXC prints them
 * once read back from RDAT (which keeps no text). */
void subobjects_listing(StrBuf *out, IrModule *m);

#endif
