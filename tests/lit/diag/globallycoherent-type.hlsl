// RUN: not hlslc -T ps_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// 'globallycoherent' applies to UAV objects (and arrays of them) only: on
// any other declaration DXC's error, with a note.

globallycoherent RWTexture1D<float4> uav1 : register(u3);
globallycoherent RWBuffer<float> uavs[2] : register(u4);
// CHECK: globallycoherent-type.hlsl:[[# @LINE + 2]]:1: error: 'globallycoherent' is not a valid modifier for a declaration of type 'float'
// CHECK: note: 'globallycoherent' can only be applied to UAV or RWDispatchNodeInputRecord objects
globallycoherent float m;
// CHECK: globallycoherent-type.hlsl:[[# @LINE + 1]]:1: error: 'globallycoherent' is not a valid modifier for a declaration of type 'Texture2D<{{.*}}>'
globallycoherent Texture2D<float4> srv;

// CHECK: globallycoherent-type.hlsl:[[# @LINE + 1]]:{{[0-9]+}}: error: 'globallycoherent' is not a valid modifier for a declaration of type 'int'
float f(in globallycoherent int k) { return k; }

float4 main(uint2 a : A) : SV_Target {
  globallycoherent RWTexture1D<float4> uav3 = uav1;
  // CHECK: globallycoherent-type.hlsl:[[# @LINE + 1]]:3: error: 'globallycoherent' is not a valid modifier for a declaration of type 'float'
  globallycoherent float x = 3;
  uav3[0] = x + f(1);
  uavs[1][0] = 1;
  return 0;
}
