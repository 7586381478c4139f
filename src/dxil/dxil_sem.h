/* dxil_sem.h - DXIL facts about signature semantics: the semantic kinds and
 * their canonical names, the signature points, and DXC's semantic
 * interpretation table (DxilSigPoint.inl) with the questions it answers.
 * Shared by the front end, the signature passes and the container writer.
 * Pure functions of their arguments. */
#ifndef HLSLC_DXIL_SEM_H
#define HLSLC_DXIL_SEM_H

#include <stdbool.h>
#include <stdint.h>

/* DXIL SemanticKind (dxil-format.md §6.4). */
enum {
  DXIL_SEM_ARBITRARY = 0, DXIL_SEM_VERTEX_ID = 1, DXIL_SEM_INSTANCE_ID = 2,
  DXIL_SEM_POSITION = 3, DXIL_SEM_RT_ARRAY_INDEX = 4, DXIL_SEM_VIEWPORT_INDEX = 5,
  DXIL_SEM_CLIP_DISTANCE = 6, DXIL_SEM_CULL_DISTANCE = 7, DXIL_SEM_OUTPUT_CP_ID = 8,
  DXIL_SEM_DOMAIN_LOCATION = 9, DXIL_SEM_PRIMITIVE_ID = 10, DXIL_SEM_GS_INSTANCE_ID = 11,
  DXIL_SEM_SAMPLE_INDEX = 12, DXIL_SEM_IS_FRONT_FACE = 13, DXIL_SEM_COVERAGE = 14,
  DXIL_SEM_INNER_COVERAGE = 15, DXIL_SEM_TARGET = 16, DXIL_SEM_DEPTH = 17,
  DXIL_SEM_DEPTH_LE = 18, DXIL_SEM_DEPTH_GE = 19, DXIL_SEM_STENCIL_REF = 20,
  DXIL_SEM_DISPATCH_THREAD_ID = 21, DXIL_SEM_GROUP_ID = 22, DXIL_SEM_GROUP_INDEX = 23,
  DXIL_SEM_GROUP_THREAD_ID = 24, DXIL_SEM_TESS_FACTOR = 25, DXIL_SEM_INSIDE_TESS_FACTOR = 26,
  DXIL_SEM_VIEW_ID = 27, DXIL_SEM_BARYCENTRICS = 28, DXIL_SEM_SHADING_RATE = 29,
  DXIL_SEM_CULL_PRIMITIVE = 30, DXIL_SEM_START_VERTEX = 31, DXIL_SEM_START_INSTANCE = 32,
  DXIL_SEM_INVALID = 33,
};

/* DXC's SigPointKind: where in the pipeline a signature element lives. */
typedef enum DxilSigPoint {
  DXIL_SP_VSIN, DXIL_SP_VSOUT, DXIL_SP_PCIN, DXIL_SP_HSIN, DXIL_SP_HSCPIN, DXIL_SP_HSCPOUT,
  DXIL_SP_PCOUT, DXIL_SP_DSIN, DXIL_SP_DSCPIN, DXIL_SP_DSOUT, DXIL_SP_GSVIN, DXIL_SP_GSIN,
  DXIL_SP_GSOUT, DXIL_SP_PSIN, DXIL_SP_PSOUT, DXIL_SP_CSIN, DXIL_SP_MSIN, DXIL_SP_MSOUT,
  DXIL_SP_MSPOUT, DXIL_SP_ASIN, DXIL_SP_INVALID,
} DxilSigPoint;

/* DXC's SemanticInterpretationKind (DxilConstants.h order). */
typedef enum DxilSemInterp {
  DXIL_SI_NA,          /* not available at this point: an error */
  DXIL_SI_SV,          /* system value */
  DXIL_SI_SGV,         /* system-generated value (packed last) */
  DXIL_SI_ARB,         /* treated as an arbitrary semantic */
  DXIL_SI_NOTINSIG,    /* read through a dx.op, not in the signature */
  DXIL_SI_NOTPACKED,   /* in the signature, never allocated */
  DXIL_SI_TARGET,      /* SV_Target: row = semantic index */
  DXIL_SI_TESSFACTOR,  /* tessellation factors */
  DXIL_SI_SHADOW,      /* read through a dx.op and listed unallocated for compatibility */
  DXIL_SI_CLIPCULL,    /* SV_ClipDistance / SV_CullDistance */
  DXIL_SI_INVALID,
} DxilSemInterp;

/* Kind of a semantic name (without its index): Arbitrary without the SV_
 * prefix, Invalid for unknown SV_ names. Case-insensitive, as in DXC. */
uint32_t dxil_semantic_kind(const char *name);
/* Canonical SV_ spelling of a kind ("SV_Position"), NULL for Arbitrary and
 * Invalid. */
const char *dxil_semantic_name(uint32_t kind);
/* Split "TEXCOORD12" into its length without the trailing digits and the
 * index (0 when there are none). */
uint32_t dxil_semantic_split(const char *full, uint32_t *index);

/* The interpretation of semantic kind `kind` at `sp` for shader model
 * major.minor (entries newer than the model read as NA). */
DxilSemInterp dxil_sem_interpretation(uint32_t kind, DxilSigPoint sp, uint32_t sm_major,
                                      uint32_t sm_minor);
/* Is an element with this interpretation placed in the register space? */
bool dxil_sem_allocated(DxilSemInterp si);

#endif
