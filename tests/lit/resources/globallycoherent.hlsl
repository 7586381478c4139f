// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// globallycoherent on a UAV declaration: the record's globally-coherent
// flag and the 0x4000 bit of its annotateHandle properties.

globallycoherent RWByteAddressBuffer B : register(u0);
RWByteAddressBuffer C : register(u1);

[numthreads(1, 1, 1)]
void main() {
  B.Store(0, C.Load(0));
}

// CHECK-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 20491, i32 0 })
// CHECK-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 4107, i32 0 })
// CHECK: !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 true, i1 false, i1 false, null}
// CHECK: !{i32 1, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
