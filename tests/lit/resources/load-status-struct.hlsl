// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// StructuredBuffer<S>.Load(i, status) of a struct: each field is loaded
// with its check bit, the status being the last field's; with a member
// access only that member is loaded (DXC).

struct S { int a; float2 b; uint c; };
RWStructuredBuffer<S> buf : register(u0);
RWBuffer<uint> o : register(u1);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  uint status;
  int r = buf.Load(i, status).a;
  o[i] = r + status;
  S s = buf.Load(i + 1, status);
  o[i + 1] = s.a + s.c + (uint)s.b.y + status;
}

// CHECK: %[[A:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, i8 1, i32 4)
// CHECK: %[[AS:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[A]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[AS]])
// CHECK: call void @dx.op.bufferStore.i32(
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 4, i8 3, i32 4)
// CHECK: %[[C:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12, i8 1, i32 4)
// CHECK: %[[CS:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[C]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[CS]])
