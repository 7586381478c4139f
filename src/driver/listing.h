/* listing.h - the comment header of the DXIL text listing (hlslc's output
 * without -Fo), in the form DXC's disassembler prints it
 * (dxcdisassembler.cpp, dxcutil::Disassemble):
 *
 *   feature note (SFI0), container signatures (ISG1/OSG1/PSG1),
 *   "; shader hash:", pipeline runtime information (PSV0),
 *   the module's signatures with interpolation modes,
 *   [Buffer Definitions, Resource Bindings: reflection, printed by the caller]
 *   ViewId state (dx.viewIdState).
 *
 * Driver-internal; everything is read back from the container the normal
 * writer produced and from the final module, so the listing shows what the
 * container holds. */
#ifndef HLSLC_DRIVER_LISTING_H
#define HLSLC_DRIVER_LISTING_H

#include "base/base.h"
#include "container/container_read.h"
#include "ir/ir.h"

/* The parts before the buffer definitions: feature note, container
 * signatures, shader hash, PSV0 runtime information, and (except for
 * libraries) the module's signatures. */
void listing_container(StrBuf *out, const DxilContainer *c, IrModule *m);

/* The feature note alone, from the entry's shader flags (when no container
 * could be written). */
void listing_features_only(StrBuf *out, uint64_t sfi0);

/* "; ViewId state:" from !dx.viewIdState (nothing when absent). shader_kind
 * is the DXIL ShaderKind; uses_viewid the ViewID shader flag. */
void listing_viewid(StrBuf *out, IrModule *m, uint32_t shader_kind, bool uses_viewid);

#endif
