// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// DXC creates the handles of ConstantBuffer<T> / TextureBuffer<T> array
// elements with a constant index at the top of the entry, after the other
// handles (by class, descending record ID); other array elements stay at
// their use.

struct Foo { float4 f; };
ConstantBuffer<Foo> cbv[4] : register(b0);
TextureBuffer<Foo> tbv[2] : register(t0);
Texture2D<float4> tex[2] : register(t4);
SamplerState s : register(s0);

float4 main(float2 uv : UV) : SV_Target {
  return cbv[2].f * tbv[1].f * tex[1].Sample(s, uv);
}

// CHECK-LABEL: define void @main()
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 2, i1 false)
// CHECK: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 5, i1 false)
