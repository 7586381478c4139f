/* dxil_names.c - the names of DXIL's enumerated values (see dxil_names.h). */
#include "dxil_names.h"

#include <stddef.h>

typedef struct Spelled {
  const char *dxc, *llvm;
} Spelled;

static const Spelled comp_types[DXIL_COMP_COUNT] = {
    [DXIL_COMP_I1] = {"I1", "i1"},
    [DXIL_COMP_I16] = {"I16", "i16"},
    [DXIL_COMP_U16] = {"U16", "u16"},
    [DXIL_COMP_I32] = {"I32", "i32"},
    [DXIL_COMP_U32] = {"U32", "u32"},
    [DXIL_COMP_I64] = {"I64", "i64"},
    [DXIL_COMP_U64] = {"U64", "u64"},
    [DXIL_COMP_F16] = {"F16", "f16"},
    [DXIL_COMP_F32] = {"F32", "f32"},
    [DXIL_COMP_F64] = {"F64", "f64"},
    [DXIL_COMP_SNORM_F16] = {"SNormF16", "snorm_f16"},
    [DXIL_COMP_UNORM_F16] = {"UNormF16", "unorm_f16"},
    [DXIL_COMP_SNORM_F32] = {"SNormF32", "snorm_f32"},
    [DXIL_COMP_UNORM_F32] = {"UNormF32", "unorm_f32"},
    [DXIL_COMP_SNORM_F64] = {"SNormF64", "snorm_f64"},
    [DXIL_COMP_UNORM_F64] = {"UNormF64", "unorm_f64"},
    [DXIL_COMP_PACKED_S8X32] = {NULL, "p32i8"},
    [DXIL_COMP_PACKED_U8X32] = {NULL, "p32u8"},
};

const char *dxil_comp_type_name(uint32_t ct, DxilSpelling sp) {
  if (ct >= DXIL_COMP_COUNT) return NULL;
  return sp == DXIL_SPELL_DXC ? comp_types[ct].dxc : comp_types[ct].llvm;
}

const char *dxil_interp_name(uint32_t mode) {
  static const char *const names[DXIL_INTERP_INVALID] = {
      "", "nointerpolation", "linear", "centroid", "noperspective", "noperspective centroid",
      "sample", "noperspective sample"};
  return mode < DXIL_INTERP_INVALID ? names[mode] : NULL;
}

static const Spelled res_kinds[] = {
    [RK_TEXTURE1D] = {"Texture1D", "Texture1D"},
    [RK_TEXTURE2D] = {"Texture2D", "Texture2D"},
    [RK_TEXTURE2DMS] = {"Texture2DMS", "Texture2DMS"},
    [RK_TEXTURE3D] = {"Texture3D", "Texture3D"},
    [RK_TEXTURECUBE] = {"TextureCube", "TextureCube"},
    [RK_TEXTURE1DARRAY] = {"Texture1DArray", "Texture1DArray"},
    [RK_TEXTURE2DARRAY] = {"Texture2DArray", "Texture2DArray"},
    [RK_TEXTURE2DMSARRAY] = {"Texture2DMSArray", "Texture2DMSArray"},
    [RK_TEXTURECUBEARRAY] = {"TextureCubeArray", "TextureCubeArray"},
    [RK_TYPEDBUFFER] = {"TypedBuffer", "Buffer"},
    [RK_RAWBUFFER] = {"ByteAddressBuffer", "RawBuffer"},
    [RK_STRUCTUREDBUFFER] = {"StructuredBuffer", "StructuredBuffer"},
    [RK_CBUFFER] = {"CBuffer", "CBuffer"},
    [RK_SAMPLER] = {"Sampler", "Sampler"},
    [RK_TBUFFER] = {"TBuffer", "TBuffer"},
    [RK_RTACCELERATIONSTRUCTURE] = {"RTAccelerationStructure", "RTAccelerationStructure"},
    [RK_FEEDBACKTEXTURE2D] = {"FeedbackTexture2D", "FeedbackTexture2D"},
    [RK_FEEDBACKTEXTURE2DARRAY] = {"FeedbackTexture2DArray", "FeedbackTexture2DArray"},
};

const char *dxil_res_kind_name(uint32_t kind, DxilSpelling sp) {
  if (kind >= sizeof res_kinds / sizeof res_kinds[0]) return NULL;
  return sp == DXIL_SPELL_DXC ? res_kinds[kind].dxc : res_kinds[kind].llvm;
}

const char *dxil_res_class_name(uint32_t cls) {
  static const char *const names[] = {[RC_SRV] = "SRV", [RC_UAV] = "UAV", [RC_CBV] = "CBV",
                                      [RC_SAMPLER] = "Sampler"};
  return cls < sizeof names / sizeof names[0] ? names[cls] : NULL;
}
