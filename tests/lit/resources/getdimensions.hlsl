// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// GetDimensions maps onto getDimensions' {width, height, depth|elements,
// levels|samples}: without a mip argument textures query mip 0 and
// multisampled textures and buffers pass undef; float outputs convert.

Texture2DArray<float4> TA : register(t0);
Texture2DMS<float4, 4> MS : register(t1);
TextureCube<float4> TC : register(t2);
RWTexture3D<float> RW : register(u0);
Buffer<float> B : register(t3);
RWStructuredBuffer<float4> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
  uint w, h, e, l;
  TA.GetDimensions(2, w, h, e, l);
  Out[0] = float4(w, h, e, l);
  float fw, fh;
  uint s;
  MS.GetDimensions(fw, fh, s);
  Out[1] = float4(fw, fh, s, 0);
  TC.GetDimensions(w, h);
  Out[2] = float4(w, h, 0, 0);
  uint d;
  RW.GetDimensions(w, h, d);
  B.GetDimensions(l);
  Out[3] = float4(w, h, d, l);
}

// CHECK: %[[D0:[0-9]+]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 2)
// CHECK-DAG: extractvalue %dx.types.Dimensions %[[D0]], 0
// CHECK-DAG: extractvalue %dx.types.Dimensions %[[D0]], 1
// CHECK-DAG: extractvalue %dx.types.Dimensions %[[D0]], 2
// CHECK-DAG: extractvalue %dx.types.Dimensions %[[D0]], 3
// CHECK: %[[D1:[0-9]+]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 undef)
// CHECK: %[[W1:[0-9]+]] = extractvalue %dx.types.Dimensions %[[D1]], 0
// CHECK: extractvalue %dx.types.Dimensions %[[D1]], 3
// CHECK: uitofp i32 %[[W1]] to float
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 undef)
