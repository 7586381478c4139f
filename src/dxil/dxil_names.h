/* dxil_names.h - DXIL enumerations that several layers use, and the names
 * of DXIL's enumerated values, each table once: component types,
 * interpolation modes, resource kinds and classes here; semantic kinds and
 * their SV_ names in dxil_sem.h; shader kinds (ShaderStage) and their names
 * in target.h. tests/unit/dxil_names.c walks every table and fails when one
 * is incomplete or another file of src/ repeats it.
 *
 * Some values have two spellings: DXC's (the annotateHandle comments of its
 * DXIL text) and LLVM's (its DirectX backend's metadata and printers); a
 * name function takes the one wanted. A name function returns NULL for a
 * value without a name in that spelling; callers print their own fallback. */
#ifndef HLSLC_DXIL_NAMES_H
#define HLSLC_DXIL_NAMES_H

#include <stdint.h>

#include "res_kind.h"

/* DXIL ComponentType (DxilConstants.h, dxil-format.md §6.4): signature
 * elements and typed resources. */
typedef enum DxilCompType {
  DXIL_COMP_INVALID = 0, DXIL_COMP_I1 = 1, DXIL_COMP_I16 = 2, DXIL_COMP_U16 = 3,
  DXIL_COMP_I32 = 4, DXIL_COMP_U32 = 5, DXIL_COMP_I64 = 6, DXIL_COMP_U64 = 7,
  DXIL_COMP_F16 = 8, DXIL_COMP_F32 = 9, DXIL_COMP_F64 = 10,
  DXIL_COMP_SNORM_F16 = 11, DXIL_COMP_UNORM_F16 = 12, DXIL_COMP_SNORM_F32 = 13,
  DXIL_COMP_UNORM_F32 = 14, DXIL_COMP_SNORM_F64 = 15, DXIL_COMP_UNORM_F64 = 16,
  DXIL_COMP_PACKED_S8X32 = 17, DXIL_COMP_PACKED_U8X32 = 18,
  DXIL_COMP_COUNT = 19,
} DxilCompType;

/* DXIL InterpolationMode (DxilConstants.h). */
typedef enum DxilInterpMode {
  DXIL_INTERP_UNDEFINED = 0, DXIL_INTERP_CONSTANT = 1, DXIL_INTERP_LINEAR = 2,
  DXIL_INTERP_LINEAR_CENTROID = 3, DXIL_INTERP_LINEAR_NOPERSPECTIVE = 4,
  DXIL_INTERP_LINEAR_NOPERSPECTIVE_CENTROID = 5, DXIL_INTERP_LINEAR_SAMPLE = 6,
  DXIL_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE = 7, DXIL_INTERP_INVALID = 8,
} DxilInterpMode;

/* Which spelling a name function gives. */
typedef enum DxilSpelling {
  DXIL_SPELL_DXC,  /* DXC: "I1", "TypedBuffer", "ByteAddressBuffer" */
  DXIL_SPELL_LLVM, /* LLVM's DirectX backend: "i1", "Buffer", "RawBuffer" */
} DxilSpelling;

/* Component type: DXC's "I1" .. "UNormF64" (no packed types: DXC's
 * annotation comments have none), LLVM's "i1" .. "p32u8"; NULL for
 * Invalid and unknown values. */
const char *dxil_comp_type_name(uint32_t ct, DxilSpelling sp);
/* Interpolation mode as DXC's listing spells it: "" for Undefined,
 * "nointerpolation", "linear", "centroid", "noperspective", ...; NULL for
 * Invalid and unknown values. */
const char *dxil_interp_name(uint32_t mode);
/* Resource kind: "Texture1D" .. "FeedbackTexture2DArray" (the buffers are
 * "TypedBuffer"/"ByteAddressBuffer" in DXC's spelling, "Buffer"/"RawBuffer"
 * in LLVM's); NULL for Invalid and unknown values. */
const char *dxil_res_kind_name(uint32_t kind, DxilSpelling sp);
/* Resource class: "SRV", "UAV", "CBV", "Sampler"; NULL otherwise. */
const char *dxil_res_class_name(uint32_t cls);

#endif
