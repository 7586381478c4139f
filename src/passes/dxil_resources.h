/* dxil_resources.h - what the DXIL passes add to the resource analysis of
 * src/dxil/dxil_resources.h: its printer, the binding analysis of implicit
 * binding, the metadata printer and DXC's placement of handle creation. */
#ifndef HLSLC_DXIL_RESOURCES_H
#define HLSLC_DXIL_RESOURCES_H

#include "passes.h"
#include "../dxil/dxil_resources.h"

/* The "print<dxil-resources>" analysis printer (LLVM's text format), to
 * ctx->analysis_out or stdout. */
bool pass_print_dxil_resources(PassCtx *ctx, IrModule *m);
/* DXC's HLSL class type of a resource handle type (%"class.Texture2D<...>",
 * %struct.SamplerState, ...: translate_metadata.c), NULL when it has none. */
IrType *dxil_dxc_resource_class(PassCtx *ctx, IrModule *m, IrType *handle_type);
/* ---- binding analysis (implicit_binding.c) ----
 * Free register ranges per resource class and space, computed from the
 * explicit handlefrombinding calls like LLVM's DXILResourceBindingAnalysis
 * (hlsl::BindingInfoBuilder). */
typedef struct DxilFreeRange {
  uint32_t lo, hi;              /* inclusive; hi UINT32_MAX = to the end of the space */
} DxilFreeRange;

typedef struct DxilBindSpace {
  uint32_t space;
  DxilFreeRange *ranges;        /* ascending, disjoint */
  uint32_t nranges, cap;
  const char *unbounded_name;   /* resource holding the space's unbounded tail, or NULL */
} DxilBindSpace;

typedef struct DxilBindingInfo {
  DxilBindSpace *spaces[4];     /* per ResClass, ascending by space */
  uint32_t nspaces[4], cap[4];
  bool has_overlap;             /* some explicit bindings overlap (details: post-opt validation) */
  bool has_implicit;            /* handlefromimplicitbinding calls exist */
} DxilBindingInfo;

bool dxil_binding_info_build(IrModule *m, DxilBindingInfo *out);
/* First fit of `size` registers (size < 0: unbounded, takes the space's last
 * free range if it runs to the end) in (class, space); marks it used. */
bool dxil_binding_find(IrModule *m, DxilBindingInfo *bi, ResClass cls, uint32_t space,
                       int64_t size, uint32_t *slot);

/* "print<dxil-metadata>": shader model, DXIL version, stage, validator
 * version and entries, like LLVM's DXILMetadataAnalysis printer
 * (translate_metadata.c). */
bool pass_print_dxil_metadata(PassCtx *ctx, IrModule *m);

/* DXC's placement of handle creation (dxc_handle_order.c, ctx->dxc_compat):
 * before op lowering, non-array handlefrombinding calls move to the top of
 * their function in DXC's order and array-element ones to their first use
 * (returns each map resource's first-use rank, UINT32_MAX when unused);
 * after it (DXIL 1.6+), annotateHandle moves to the uses. */
uint32_t *dxc_order_binding_calls(PassCtx *ctx, IrModule *m, DxilResourceMap *map);
/* target (NULL when unknown) decides where DXC marks derivative coordinates. */
void dxc_place_annotations(PassCtx *ctx, IrModule *m, DxilResourceMap *map, const uint32_t *rank,
                           const Target *target);

/* A library's handle of a non-array resource as op lowering made it: the
 * load of the resource global and createHandleForLib on it (annotated from
 * DXIL 1.6 by its one user). */
typedef struct DxcLibHandle {
  IrInst *load, *create;
  bool cbuffer;
} DxcLibHandle;
/* DXC's placement in libraries (after op lowering): the loads of the
 * resource globals at the top of the function, constant buffers' handles
 * after them, every other handle created where it is used (shared as DXC's
 * GVN shares the read-only call). `units` holds DxcLibHandle pointers. */
void dxc_place_lib_handles(PassCtx *ctx, IrModule *m, PtrVec *units, const Target *target);

#endif
