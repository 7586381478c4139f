// RUN: hlslc -T lib_6_3 -export-shaders-only %s | FileCheck %s
// RUN: hlslc -T lib_6_3 -export-shaders-only -default-linkage external %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -export-shaders-only %s 2>&1 | FileCheck %s --check-prefix=PROFILE
// -export-shaders-only: only the entries are exported; every other function
// is internal (declared `export` or not, whatever the default linkage), so
// kept only where called and inlined there, and may take resources.
RWBuffer<float> b;
export float twice(float x) { return x * 2; }
float takes_res(RWBuffer<float> r, uint i) { return r[i]; }
export float unused_export() { return 3; }
[shader("compute")][numthreads(1,1,1)]
void CS(uint i : SV_GroupIndex) { b[i] = twice(takes_res(b, i)); }
[shader("pixel")]
float4 PS(float4 p : SV_Position) : SV_Target { return p; }

// CHECK-NOT: twice
// CHECK-NOT: unused_export
// CHECK-NOT: takes_res
// CHECK: define void @CS()
// CHECK: fmul fast float %{{[0-9]+}}, 2.000000e+00
// CHECK: define void @PS()
// CHECK-NOT: define
// PROFILE: error: library profile required when using -export-shaders-only option
