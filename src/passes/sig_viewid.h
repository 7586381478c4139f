/* sig_viewid.h - DXC's dx.viewIdState dependency analysis (sig_viewid.c). */
#ifndef HLSLC_SIG_VIEWID_H
#define HLSLC_SIG_VIEWID_H

#include "signatures.h"

/* The serialized dx.viewIdState words DXC computes for entry fn, whose
 * input and output elements (in ID order) are already placed: #inputs and
 * #outputs (last packed component + 1), then ceil(#outputs / 32) words of
 * dependent-output bits per input component; geometry shaders repeat
 * #outputs and the table for each of the 4 streams. Signature accesses are
 * llvm.dx.load.input / llvm.dx.store.output or dx.op.loadInput /
 * dx.op.storeOutput calls. false on out of memory. */
bool dxil_sig_view_id_dxc(Arena *a, IrFunc *fn, const SigElement *in, uint32_t nin,
                          const SigElement *out, uint32_t nout, bool geometry, uint32_t **words,
                          uint32_t *nwords);

/* Mesh shaders: #inputs, then #vertex outputs with their ViewID mask (when
 * the shader reads SV_ViewID) and input table, then #primitive outputs with
 * theirs (accesses storeVertexOutput / storePrimitiveOutput). */
bool dxil_sig_view_id_dxc_mesh(Arena *a, IrFunc *fn, const SigElement *in, uint32_t nin,
                               const SigElement *out, uint32_t nout, const SigElement *prim,
                               uint32_t nprim, uint32_t **words, uint32_t *nwords);

/* Hull and domain shaders: the words above, then #patch constants and
 * (hull) the ViewID mask of the patch constants when used and the input ->
 * patch constant table of the patch constant function pcf (accesses
 * llvm.dx.load.input / llvm.dx.store.patch.constant), or (domain) the
 * patch constant -> output table (llvm.dx.load.patch.constant /
 * llvm.dx.store.output), as DxilViewIdState::Serialize writes them. */
bool dxil_sig_view_id_dxc_tess(Arena *a, IrFunc *fn, IrFunc *pcf, bool hull, const SigElement *in,
                               uint32_t nin, const SigElement *out, uint32_t nout,
                               const SigElement *pc, uint32_t npc, uint32_t **words,
                               uint32_t *nwords);

#endif
