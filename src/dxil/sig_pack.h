/* sig_pack.h - DXC's signature rules, shared by the front end and the
 * signature passes: semantic kinds and their canonical names, signature
 * points and the semantic interpretation table (DXC's DxilSigPoint.inl),
 * and DXC's signature packer (DxilSignatureAllocator with the
 * prefix-stable strategy DXC uses by default or the optimized one of
 * -pack_optimized, PackDxilSignature).
 *
 * Everything here is a pure function of its arguments: no module access. */
#ifndef HLSLC_SIG_PACK_H
#define HLSLC_SIG_PACK_H

#include "target.h"
#include "dxil_sem.h"

/* Signature kinds (entry metadata slot order). */
enum { DXIL_SIG_IN = 0, DXIL_SIG_OUT = 1, DXIL_SIG_PC = 2 };

/* The signature point of an entry's main input/output/patch-constant
 * signature for `stage` (DXIL_SIG_*), DXIL_SP_INVALID when it has none. */
DxilSigPoint dxil_sig_point(ShaderStage stage, int which);
/* The point an element of kind `kind` really belongs to (DXC's
 * SigPoint::RecoverKind: a geometry shader's SV_PrimitiveID input is read
 * per primitive, at GSIn, though it is listed in the input signature). */
DxilSigPoint dxil_sig_point_for(ShaderStage stage, int which, uint32_t kind);
/* Does the point carry interpolation modes (DXC's PackingKind::Vertex)? */
bool dxil_sig_point_needs_interp(DxilSigPoint sp);

/* One element to place (DxilSignatureAllocator::PackElement). */
typedef struct DxilPackElem {
  uint32_t id;            /* element ID (sort tie-break) */
  uint32_t kind;          /* semantic kind as resolved at this point */
  uint32_t interp;        /* interpolation mode */
  DxilSemInterp si;       /* interpretation */
  uint32_t rows, cols;    /* shape */
  uint32_t width;         /* data width: 0 undefined, 16 or 32 (DXC's GetDataBitWidth) */
  uint32_t stream;        /* GS output stream (0-3) */
  uint32_t first_index;   /* first semantic index (SV_Target rows) */
  uint32_t start_row;     /* result: UINT32_MAX when not allocated */
  uint32_t start_col;     /* result: UINT32_MAX when not allocated */
} DxilPackElem;

/* DXC's data width of a DXIL component type (DxilPackElement::GetDataBitWidth). */
uint32_t dxil_sig_data_width(uint32_t comp_type, bool use_min_precision);

/* Place the elements of one signature as DXC's PackDxilSignature does with
 * the prefix-stable strategy, or the optimized one when `optimized`
 * (-pack_optimized; only vertex-kind and patch-constant points differ). Elements that are not allocated at `sp`
 * (NotInSig, NotPacked, Shadow) keep UINT32_MAX. Returns the rows used; an
 * element that does not fit stays unallocated (*all_placed false). */
uint32_t dxil_sig_pack(DxilPackElem *els, uint32_t n, DxilSigPoint sp, bool use_min_precision,
                       bool optimized, bool *all_placed);

#endif
