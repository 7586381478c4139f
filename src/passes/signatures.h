/* signatures.h - semantic signatures: LLVM's dx.semantic.signatures table,
 * checked, packed and turned into DXIL's entry-point signature metadata.
 *
 * Input (LLVM's SemanticSignatures metadata, docs "Semantic Signatures"):
 *   !dx.semantic.signatures = !{!{ptr @entry, !inputs-or-null, !outputs-or-null}, ...}
 *   element: !{i32 id, !"name", i32 comptype, i32 kind, !{i32 index...},
 *              i32 interp, i32 rows, i8 cols, i32 startrow, i8 startcol,
 *              i8 usage, i8 dynmask, i32 stream}
 * The llvm.dx.load.input / llvm.dx.store.output calls of each entry give
 * the usage and dynamic-index masks; elements are placed in the 32x4
 * register space (stacked for vertex inputs, by SV_Target index for pixel
 * outputs, prefix-stable otherwise). dxil-translate-metadata writes the
 * result as the entry's signature node and dx.viewIdState; print<dxil-
 * signature> prints it (signatures.c).
 */
#ifndef HLSLC_SIGNATURES_H
#define HLSLC_SIGNATURES_H

#include "passes.h"

enum { SIG_UNALLOCATED_ROW = 0xFFFFFFFFu, SIG_UNALLOCATED_COL = 0xFFu, SIG_MAX_ROWS = 32 };

typedef struct SigElement {
  uint32_t id;          /* dense index in its list; the access intrinsics' operand 0 */
  const char *name;     /* semantic name as written */
  uint32_t comp_type;   /* DXIL ComponentType (ElementType) */
  uint32_t kind;        /* semantic kind (Arbitrary when the name is arbitrary here) */
  uint32_t *indices;    /* semantic indices, one per row */
  uint32_t nindices;
  uint32_t interp;      /* interpolation mode */
  uint32_t rows, cols;
  uint32_t start_row;   /* SIG_UNALLOCATED_ROW when not placed */
  uint32_t start_col;   /* SIG_UNALLOCATED_COL when not placed */
  uint8_t usage;        /* components read (input) / written (output), shifted to start_col */
  uint8_t dyn;          /* components accessed with a dynamic row, not shifted */
  uint32_t stream;      /* GS stream */
} SigElement;

typedef struct SigEntry {
  IrFunc *fn;
  ShaderStage stage;        /* the entry's own stage (hlsl.shader) */
  SigElement *in, *out;     /* input / output elements in ID order */
  uint32_t nin, nout;
  uint32_t in_vectors, out_vectors; /* rows used */
  uint32_t *io_map;         /* input component -> output components bit sets, */
  uint32_t nio_map;         /*   (out_vectors + 7) / 8 words per input component */
  SigElement *pc;           /* mesh primitive outputs (a record's optional 4th list) */
  uint32_t npc, pc_vectors;
  IrFunc *pc_fn;            /* hull shaders: the patch constant function (!hlsl.tess), whose
                               accesses count too; pc is then the patch constant signature
                               (outputs; domain shaders: inputs) */
  uint32_t *view_id;        /* hlslc (dxc_compat): DXC's serialized dx.viewIdState words */
  uint32_t nview_id;        /*   (sig_viewid.c), used instead of io_map when set */
} SigEntry;

typedef struct SigInfo {
  SigEntry *entries;        /* one per signature record, in table order */
  uint32_t n;
} SigInfo;

/* Check and pack the module's dx.semantic.signatures. Errors are reported
 * as "Invalid semantic signature: ..." (HL6340) and false is returned. An
 * absent table with no signature accesses gives an empty SigInfo. */
bool dxil_signatures_analyze(PassCtx *ctx, IrModule *m, SigInfo *out);

/* A hull entry's patch constant function, named by !hlsl.tess (irgen), or NULL. */
IrFunc *dxil_patch_constant_func(IrModule *m, const IrFunc *entry);

/* The record for function fn, or NULL. */
const SigEntry *dxil_signature_for(const SigInfo *info, const IrFunc *fn);
/* The signatures as dxil-translate-metadata wrote them (dx.entryPoints);
 * false when out of memory. */
bool dxil_signatures_read(IrModule *m, SigInfo *info);

/* The metadata tuple builder the caller uniques nodes with (LLVM's
 * MDNode::get: identical tuples are one node). */
typedef IrMD *(*SigTupleFn)(void *user, IrMD **ops, uint32_t n);

/* DXIL's signature node for an entry: !{inputs, outputs, null}, or NULL when
 * both lists are empty. usage_masks: write the usage-mask property (tag 3),
 * which validator versions 1.0-1.4 do not know. */
IrMD *dxil_signature_metadata(IrModule *m, const SigEntry *e, bool usage_masks, SigTupleFn tuple,
                              void *user);

/* The dx.viewIdState operand: !{[N x i32] [in scalars, out scalars, map...]}. */
IrMD *dxil_signature_view_id_state(IrModule *m, const SigEntry *e, SigTupleFn tuple, void *user);

#endif
