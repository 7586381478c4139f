// RUN: hlslc -T lib_6_5 %s | FileCheck %s
// A [shader("amplification")] entry in a library: system values read as in
// a compute entry, DispatchMesh with its groupshared payload; no signature,
// the AS state (tag 10: numthreads, payload bytes) and the payload struct's
// annotation (the dispatchMesh overload names it).
struct Pay { float f; uint g; };
groupshared Pay pl;
[shader("amplification")]
[numthreads(8,2,1)]
void ASMain(uint ix : SV_GroupIndex) {
  pl.f = ix;
  pl.g = 1;
  DispatchMesh(2,1,1,pl);
}

// CHECK: define void @ASMain()
// CHECK: call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: call void @dx.op.dispatchMesh.struct.Pay(i32 173, i32 2, i32 1, i32 1, %struct.Pay addrspace(3)*
// CHECK: !dx.typeAnnotations = !{![[SA:[0-9]+]], ![[FA:[0-9]+]]}
// CHECK: ![[SA]] = !{i32 0, %struct.Pay undef, ![[PAY:[0-9]+]]}
// CHECK: ![[PAY]] = !{i32 8, ![[F:[0-9]+]], ![[G:[0-9]+]]}
// CHECK: ![[FA]] = !{i32 1, void ()* @ASMain, !{{[0-9]+}}}
// CHECK: !{void ()* @ASMain, !"ASMain", null, null, ![[PR:[0-9]+]]}
// CHECK: ![[PR]] = !{i32 8, i32 14, i32 10, ![[ST:[0-9]+]], i32 5, !{{[0-9]+}}}
// CHECK: ![[ST]] = !{![[NT:[0-9]+]], i32 8}
// CHECK: ![[NT]] = !{i32 8, i32 2, i32 1}
