// Resources, static and groupshared variables declared inside a cbuffer are
// ordinary globals outside its layout; a resource array declared there must be
// indexed with literals (DXC binds it element by element).
// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// RUN: not hlslc -T cs_6_0 -D DYNAMIC %s 2>&1 | FileCheck %s --check-prefix=ERR
cbuffer CB : register(b0) {
  float4 foo;                      // 0
  RWBuffer<float> outs[2];         // not in the layout
  static float k = 2;
  float bar;                       // 16
}
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
#ifdef DYNAMIC
  outs[i][0] = foo.x;
#else
  outs[1][0] = foo.x * k + bar;
#endif
}

// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 20,
// CHECK: {"name": "foo", "offset": 0, "size": 16,
// CHECK: {"name": "bar", "offset": 16, "size": 4,
// each element is its own binding, as in DXC: only outs[1] is used
// CHECK: {"name": "outs.1", "type": "uav_rwtyped", "class": "u", "space": 0, "register": 0, "count": 1,
// ERR: resources-inside.hlsl:15:3: error: Index for resource array inside cbuffer must be a literal expression
