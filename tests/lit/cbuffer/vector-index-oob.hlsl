// A dynamic subscript of a cbuffer vector whose index is only known to be
// constant after optimisation is checked then: an index past the vector is
// DXC's error, at the subscripted expression.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
cbuffer constants : register(b0) {
  float2 foo;
}

float main() : SV_Target {
  float ret = 0;
  uint index = 2;
  if (index < 10)
    ret += foo[index];
  return ret;
}
// CHECK: vector-index-oob.hlsl:13:12: error: Out of bounds index (2) in CBuffer 'constants' [HL6035]
// CHECK-NEXT: {{^}}    ret += foo[index];
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error
