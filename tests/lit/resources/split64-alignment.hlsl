// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// Below SM 6.3, 64-bit structured-buffer elements are accessed as pairs of
// 32-bit values; the halves keep the 8-byte alignment (DXC).

struct S { float f; double d; int64_t l; };
RWStructuredBuffer<S> buf : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  buf[i + 1].d = buf[i].d * 2;
  buf[i + 1].l = buf[i].l + 1;
}

// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 8, i8 3, i32 8)
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 8, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i32 undef, i8 3, i32 8)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 16, i8 3, i32 8)
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 16, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i32 undef, i8 3, i32 8)
