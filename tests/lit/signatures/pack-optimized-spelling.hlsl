// RUN: hlslc -T vs_6_0 -E main /pack-optimized %s | FileCheck %s
// RUN: hlslc -T vs_6_0 -E main -pack-optimized %s | FileCheck %s
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s --check-prefix=STABLE
// RUN: hlslc -T vs_6_0 -E main -pack-prefix-stable %s | FileCheck %s --check-prefix=STABLE
// Every spelling of -pack_optimized selects the optimized packing (here the
// float4 goes first); without it, or with -pack-prefix-stable, elements keep
// their declaration order.

struct VOut {
  float a : A;
  float4 b : B;
  float4 pos : SV_Position;
};

VOut main() { return (VOut)1.0F; }

// CHECK: ; B                        0   xyzw        0     NONE   float   xyzw
// CHECK: ; SV_Position              0   xyzw        1      POS   float   xyzw
// CHECK: ; A                        0   x           2     NONE   float   x
// STABLE: ; A                        0   x           0     NONE   float   x
// STABLE: ; B                        0   xyzw        1     NONE   float   xyzw
// STABLE: ; SV_Position              0   xyzw        2      POS   float   xyzw
