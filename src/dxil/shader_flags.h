/* shader_flags.h - the entry point's raw DXIL shader flags (metadata tag 0).
 *
 * The value is DXC's ShaderFlags bit field (dxil-format.md §2.1), computed
 * from what the module actually uses, the way DXC's
 * DxilModule::CollectShaderFlagsForModule does: the validator recomputes
 * these bits and rejects any difference, and the container writer derives
 * SFI0 from them. Works on the IR before op lowering (llvm.dx.* intrinsics,
 * handlefrombinding calls) and after it (dx.op.* calls; resources then come
 * from the dx.resources metadata).
 */
#ifndef HLSLC_SHADER_FLAGS_H
#define HLSLC_SHADER_FLAGS_H

#include "../ir/ir.h"
#include "target.h"

/* Raw bit numbers (DXC's ShaderFlags field order). */
enum {
  DXIL_SF_DISABLE_OPT = 0,
  DXIL_SF_DISABLE_MATH_REFACTOR = 1,
  DXIL_SF_DOUBLES = 2,
  DXIL_SF_EARLY_DEPTH = 3,
  DXIL_SF_RAW_STRUCTURED = 4,
  DXIL_SF_LOW_PRECISION = 5,
  DXIL_SF_DOUBLE_EXTENSIONS = 6,
  DXIL_SF_MSAD = 7,
  DXIL_SF_ALL_RESOURCES_BOUND = 8,
  DXIL_SF_VIEWPORT_RT_INDEX = 9,
  DXIL_SF_INNER_COVERAGE = 10,
  DXIL_SF_STENCIL_REF = 11,
  DXIL_SF_TILED_RESOURCES = 12,
  DXIL_SF_UAV_LOAD_ADDITIONAL_FORMATS = 13,
  DXIL_SF_LEVEL9_CMP_FILTER = 14,
  DXIL_SF_64_UAVS = 15,
  DXIL_SF_UAVS_AT_EVERY_STAGE = 16,
  DXIL_SF_CS_RAW_STRUCTURED_4X = 17,
  DXIL_SF_ROVS = 18,
  DXIL_SF_WAVE_OPS = 19,
  DXIL_SF_INT64_OPS = 20,
  DXIL_SF_VIEW_ID = 21,
  DXIL_SF_BARYCENTRICS = 22,
  DXIL_SF_NATIVE_LOW_PRECISION = 23,
  DXIL_SF_SHADING_RATE = 24,
  DXIL_SF_RAYTRACING_1_1 = 25,
  DXIL_SF_SAMPLER_FEEDBACK = 26,
  DXIL_SF_ATOMIC64_TYPED = 27,
  DXIL_SF_ATOMIC64_GROUPSHARED = 28,
  DXIL_SF_DERIVATIVES_MS_AS = 29,
  DXIL_SF_RESOURCE_HEAP = 30,
  DXIL_SF_SAMPLER_HEAP = 31,
  DXIL_SF_ATOMIC64_HEAP = 32,
  DXIL_SF_RES_MAY_NOT_ALIAS = 33,
  DXIL_SF_ADVANCED_TEXTURE_OPS = 34,
  DXIL_SF_WRITEABLE_MSAA = 35,
  DXIL_SF_SAMPLE_CMP_GRAD_BIAS = 37, /* SampleCmpBias / SampleCmpGrad (SM 6.8) */
  DXIL_SF_EXTENDED_COMMAND_INFO = 38, /* StartVertexLocation / StartInstanceLocation (SM 6.8) */
};

/* The module-level raw flags for the (single) entry of a non-library target.
 * `t` gives the stage, shader model, validator version and 16-bit mode. */
uint64_t dxil_shader_flags(IrModule *m, const Target *t);

/* The integer value of LLVM module flag `key` (llvm.module.flags entry
 * !{i32 behaviour, !"key", iN value}); false when absent or not an integer.
 * Clang's HLSL options arrive this way: dx.nativelowprec
 * (-enable-16bit-types), dx.disable_optimizations (-Od),
 * dx.allresourcesbound (-all-resources-bound), dx.resmayalias
 * (-res-may-alias). */
bool dxil_module_flag(IrModule *m, const char *key, uint64_t *out);

/* The module's dx.valver; 0.0 (and false) when absent, which is LLVM's
 * "no validator version" (compares below every real version). */
bool dxil_module_valver(IrModule *m, uint32_t *major, uint32_t *minor);
/* The call that made a handle, through phis (first operand) and selects
 * (true operand), as DXC's FindCallToCreateHandle; NULL when another value
 * is met. */
IrInst *dxil_handle_call(IrValue *v);

#endif
