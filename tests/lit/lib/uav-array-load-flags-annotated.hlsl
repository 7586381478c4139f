// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// RUN: hlslc -T lib_6_5 %s | FileCheck %s --check-prefix=OLD
// A typed load of a multi-component UAV needs "Typed UAV Load Additional
// Formats". Before SM 6.6 DXC finds a library's UAV type only through a
// plain global, so a load from an array element does not set it; from 6.6
// on every handle is annotated with its type and the flag is set (the
// validator computes it the same way).

RWTexture2D<float4> T[4] : register(u0);
RWStructuredBuffer<float4> o : register(u8);

// CHECK: ;       Typed UAV Load Additional Formats
// CHECK: !{i32 0, i64 8208}
// OLD-NOT: Typed UAV Load Additional Formats
// OLD: !{i32 0, i64 16}
[shader("raygeneration")]
void rg() {
  o[0] = T[2][DispatchRaysIndex().xy];
}
