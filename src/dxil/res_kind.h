/* res_kind.h - DXIL's resource classes and resource kinds (DXIL::ResourceClass,
 * DXIL::ResourceKind), the values the metadata, the annotateHandle
 * properties and the container parts carry. The front end's HLSL resource
 * types (HlResKind, src/hlsl/ast.h) map to them. */
#ifndef HLSLC_DXIL_RES_KIND_H
#define HLSLC_DXIL_RES_KIND_H

typedef enum ResClass { RC_SRV = 0, RC_UAV = 1, RC_CBV = 2, RC_SAMPLER = 3 } ResClass;

/* DXIL ResourceKind (dxil-types.md §3.2). */
typedef enum ResKind {
  RK_INVALID = 0, RK_TEXTURE1D, RK_TEXTURE2D, RK_TEXTURE2DMS, RK_TEXTURE3D,
  RK_TEXTURECUBE, RK_TEXTURE1DARRAY, RK_TEXTURE2DARRAY, RK_TEXTURE2DMSARRAY,
  RK_TEXTURECUBEARRAY, RK_TYPEDBUFFER, RK_RAWBUFFER, RK_STRUCTUREDBUFFER,
  RK_CBUFFER, RK_SAMPLER, RK_TBUFFER, RK_RTACCELERATIONSTRUCTURE,
  RK_FEEDBACKTEXTURE2D, RK_FEEDBACKTEXTURE2DARRAY,
} ResKind;

#endif
