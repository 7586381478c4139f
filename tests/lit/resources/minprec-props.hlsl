// RUN: hlslc -T ps_6_6 -E main %s | FileCheck %s
// A min-precision element without -enable-16bit-types: the loads are 32-bit
// but the resource's component type is the 16-bit one, in the
// annotateHandle properties and in the metadata (DXC's I16 / F16).

Texture2D<min16int4> TI : register(t0);
Buffer<min16float2> BF : register(t1);

float4 main(int3 a : A) : SV_Target {
  return TI.Load(a) + BF[a.x].xyxy;
}

// CHECK-DAG: %"class.Texture2D<vector<min16int, 4> >" = type { <4 x i16>,
// CHECK-DAG: %"class.Buffer<vector<min16float, 2> >" = type { <2 x half> }
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 2, i32 1026 })
// CHECK: call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 10, i32 520 })
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(
// CHECK-DAG: !{i32 0, %"class.Texture2D<vector<min16int, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 2, i32 0, ![[TI:[0-9]+]]}
// CHECK-DAG: ![[TI]] = !{i32 0, i32 2}
// CHECK-DAG: !{i32 1, %"class.Buffer<vector<min16float, 2> >"* undef, !"", i32 0, i32 1, i32 1, i32 10, i32 0, ![[BF:[0-9]+]]}
// CHECK-DAG: ![[BF]] = !{i32 0, i32 8}
