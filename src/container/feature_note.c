/* feature_note.c - the "; Note: shader requires additional functionality:"
 * block at the top of DXC's disassembly listing: the names of the SFI0
 * feature flags the container will carry (from the entry's raw shader
 * flags, exactly as the SFI0 part is written). */
#include "container_internal.h"

/* DXC's feature names, by SFI0 bit (DxilShaderFlags.h / the disassembler). */
static const char *const feature_names[] = {
  "Double-precision floating point",
  "Raw and Structured buffers",
  "UAVs at every shader stage",
  "64 UAV slots",
  "Minimum-precision data types",
  "Double-precision extensions for 11.1",
  "Shader extensions for 11.1",
  "Comparison filtering for feature level 9",
  "Tiled resources",
  "PS Output Stencil Ref",
  "PS Inner Coverage",
  "Typed UAV Load Additional Formats",
  "Raster Ordered UAVs",
  "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
  "Wave level operations",
  "64-Bit integer",
  "View Instancing",
  "Barycentrics",
  "Use native low precision",
  "Shading Rate",
  "Raytracing tier 1.1 features",
  "Sampler feedback",
  "64-bit Atomics on Typed Resources",
  "64-bit Atomics on Group Shared",
  "Derivatives in mesh and amplification shaders",
  "Resource descriptor heap indexing",
  "Sampler descriptor heap indexing",
  "<RESERVED>",
  "64-bit Atomics on Heap Resources",
  "Advanced Texture Ops",
  "Writeable MSAA Textures",
  "SampleCmp with gradient or bias",
  "Extended command info",
};

void dxil_write_feature_note(IrModule *m, Arena *a, StrBuf *out) {
  CtInfo ci;
  Diag quiet = {0}; /* malformed metadata: no note (the container reports it) */
  if (!ct_read_info(m, a, &ci, &quiet)) return;
  uint64_t f = ct_feature_info(ci.flags);
  if (!f) return;
  sb_puts(out, ";\n; Note: shader requires additional functionality:\n");
  for (uint32_t b = 0; b < sizeof feature_names / sizeof feature_names[0]; b++)
    if ((f >> b) & 1) sb_printf(out, ";       %s\n", feature_names[b]);
  sb_puts(out, ";\n");
}
