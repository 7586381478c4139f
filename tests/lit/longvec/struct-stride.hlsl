// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// In a structured buffer a long vector is aligned as its element (DXC's
// DataLayout): struct { vector<bool, 33> v[10]; } is 10 * 33 * 4 bytes,
// struct { float a; vector<double, 5> d; } puts d at offset 8.

struct L { vector<bool, 33> v[10]; };
struct D { float a; vector<double, 5> d; };
RWStructuredBuffer<L> l;
RWStructuredBuffer<D> d;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  // CHECK-DAG: RWStructuredBuffer<stride=1320>
  // CHECK-DAG: RWStructuredBuffer<stride=48>
  // CHECK-DAG: @dx.op.rawBufferVectorLoad.v5f64(i32 303, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 8, i32 8)
  l[i + 1] = l[i];
  d[i + 1].d = d[i].d * 2;
}
