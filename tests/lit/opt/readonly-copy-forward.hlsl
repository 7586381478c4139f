// RUN: hlslc -T ps_6_3 -E main %s | FileCheck %s
// A local copy of read-only resource data (an SRV: ByteAddressBuffer,
// StructuredBuffer) read with a dynamic subscript reads the resource itself,
// as DXC's memcpy replacement does: one load of the element reached, no
// local array filled with every element.

// CHECK-NOT: alloca
// CHECK: %[[I:[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// BAB.Load<Foo>(o).farr[i]: offset o + 16 * i
// CHECK: %[[O:[0-9]+]] = shl i32 %[[I]], 4
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i8 15, i32 4)
// Lights[j].m[i]: element j, offset 16 + 16 * i (behind the field k)
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i8 15, i32 4)
// CHECK-NOT: rawBufferLoad
// CHECK: ret void

struct Foo { float4 farr[16]; };
struct Light { float4 k; float4 m[4]; };
ByteAddressBuffer BAB;
StructuredBuffer<Light> Lights;
uint offset;

float4 main(uint i : IN, uint j : J) : SV_Target {
  Foo foo = BAB.Load<Foo>(offset);
  Light l = Lights[j];
  return foo.farr[i] + l.m[i & 3];
}
