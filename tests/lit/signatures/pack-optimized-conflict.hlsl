// RUN: not hlslc -T vs_6_0 -E main -pack_optimized -pack-prefix-stable %s 2>&1 | FileCheck %s
// RUN: not hlslc -T vs_6_0 -E main /pack_prefix_stable /pack-optimized %s 2>&1 | FileCheck %s
// The two packing strategies exclude each other, in either order and either
// spelling (DXC's ReadDxcOpts check and words).

// CHECK: error: Cannot specify /pack_prefix_stable and /pack_optimized together, use /? to get usage information

float4 main() : SV_Position { return 0; }
