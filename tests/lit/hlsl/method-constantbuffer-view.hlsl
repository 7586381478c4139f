// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A member function called through ConstantBuffer<S> reads the buffer, as
// for cbuffer members; struct types declared in a namespace work as T.

namespace N {
  struct Params {
    uint base;
    uint stride;
    uint at(uint i) { return base + i * stride; }
  };
}
ConstantBuffer<N::Params> P : register(b0);
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: %[[R:[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 %[[R]], 0
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 %[[R]], 1
// CHECK: call void @dx.op.bufferStore.i32(i32 69,
[numthreads(8, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  Out[id] = P.at(id);
}
