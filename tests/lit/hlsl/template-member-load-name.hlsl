// RUN: hlslc -T cs_6_6 -E main -HV 2021 %s | FileCheck %s
// A member function template may be named like a resource method
// (Load<T>, Store<T>): obj.Load<uint>() calls the struct's template, and
// inside it buf.Load<T>(0) is still the buffer's method.

struct SimpleBuffer {
  uint handle;
  template<typename T>
  T Load() {
    ByteAddressBuffer buf = ResourceDescriptorHeap[handle];
    return buf.Load<T>(0);
  }
  template<int N>
  uint Store() { return N; }
};

RWStructuredBuffer<uint> Out : register(u0);

// CHECK: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 3,
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 0, i32 undef, i8 1, i32 4)
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, i32 %{{.*}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
[numthreads(1, 1, 1)]
void main() {
  SimpleBuffer b = {3};
  Out[0] = b.Load<uint>() + b.Store<2>();
}
