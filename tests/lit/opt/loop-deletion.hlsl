// A loop without side effects whose values nobody uses is deleted, as DXC
// deletes it (LoopDeletion, with DXC's change to delete loops of unknown
// trip count too): its resource reads go, and the resource with them (t0
// leaves the container). A loop that stores, or whose result is used,
// stays (t1 is read by one).
// RUN: hlslc -T cs_6_0 -E main %s -Fc %t.ll -Fo %t.dxil
// RUN: FileCheck %s < %t.ll
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s --check-prefix=PSV

// CHECK-NOT: createHandle(i32 57, i8 0, i32 {{[0-9]+}}, i32 0,
// CHECK:     createHandle(i32 57, i8 0, i32 0, i32 1,
// CHECK-NOT: createHandle(i32 57, i8 0, i32 {{[0-9]+}}, i32 0,
// CHECK:     phi
// CHECK:     bufferLoad
// CHECK:     bufferStore

// PSV:     resources: 2
// PSV-NEXT: SRVTyped space 0 registers 1-1
// PSV-NEXT: UAVTyped space 0 registers 0-0

RWBuffer<float> o : register(u0);
Buffer<float> dead : register(t0);
Buffer<float> live : register(t1);

[numthreads(8, 1, 1)] void main(uint i : SV_DispatchThreadID) {
  float acc = 1;
  for (int k = 0; k < (int)dead[0]; k++)
    acc += dead[k] * 0;              // fast math: the sum is acc, the loop computes nothing
  float s = 0;
  for (uint j = 0; j < i; j++)
    s += live[j];                    // used below: stays
  o[i] = acc + s;
}
