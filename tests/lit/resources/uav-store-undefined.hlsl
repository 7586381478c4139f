// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// A UAV store of a value that is undefined (an uninitialized local) is
// refused as DXC's validator refuses it, not written into a container the
// runtime rejects.

// CHECK: error: validation errors
// CHECK: 15:3: error: Assignment of undefined values to UAV.

RWByteAddressBuffer buf;
struct Data { uint arr[3]; };

[numthreads(1, 1, 1)]
void main() {
  Data d;
  buf.Store(0, d.arr[0]);
}
