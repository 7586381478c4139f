// RUN: hlslc -T cs_6_9 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_9 -E main %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// reordercoherent on a UAV declaration (SM 6.9): the 0x10000 bit of its
// annotateHandle properties and the reordercoherent tag (4, i1 true) among
// the record's extra properties; arrays of UAVs take it too. globallycoherent
// implies it: that declaration is only globally coherent (with DXC's two
// warnings).

reordercoherent RWByteAddressBuffer B : register(u0);
reordercoherent RWBuffer<float> T[4] : register(u1);
reordercoherent globallycoherent RWStructuredBuffer<float4> G : register(u5);
RWByteAddressBuffer C : register(u6);

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  B.Store(0, C.Load(0) + (uint)T[i & 3][0] + (uint)G[0].x);
}

// CHECK-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 69643, i32 0 }){{.*}} resource: reordercoherent RWByteAddressBuffer
// CHECK-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 69642, i32 265 }){{.*}} resource: reordercoherent RWTypedBuffer<F32>
// CHECK-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 20492, i32 16 }){{.*}} resource: globallycoherent RWStructuredBuffer<stride=16>
// CHECK-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 4107, i32 0 }){{.*}} resource: RWByteAddressBuffer
// CHECK: !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, [[BT:![0-9]+]]}
// CHECK-NEXT: [[BT]] = !{i32 4, i1 true}
// CHECK-NEXT: !{i32 1, [4 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 1, i32 4, i32 10, i1 false, i1 false, i1 false, [[TT:![0-9]+]]}
// CHECK-NEXT: [[TT]] = !{i32 0, i32 9, i32 4, i1 true}
// CHECK-NEXT: !{i32 2, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 5, i32 1, i32 12, i1 true, i1 false, i1 false, [[GT:![0-9]+]]}
// CHECK-NEXT: [[GT]] = !{i32 1, i32 16}
// CHECK-NEXT: !{i32 3, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 6, i32 1, i32 11, i1 false, i1 false, i1 false, null}

// WARN: warning: attribute 'globallycoherent' implies 'reordercoherent'
// WARN: warning: attribute 'reordercoherent' implied by 'globallycoherent' in 'G'. 'reordercoherent' ignored.
