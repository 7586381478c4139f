// RUN: hlslc -T as_6_5 -E main %s | FileCheck %s
// An amplification shader: DispatchMesh(x, y, z, payload) with a
// groupshared payload is dispatchMesh, whose udt overload names the
// payload struct and keeps its address space (the global is nonnull, as
// DXC's instcombine marks it); the entry's AS state (tag
// 10) is !{!{numthreads}, payload bytes} (132 = 32 uints + a float),
// after the shader flags (wave ops).

struct P { uint ids[32]; float s; };
groupshared P pl;

// CHECK: call void @dx.op.dispatchMesh.struct.P(i32 173, i32 %{{[0-9]+}}, i32 1, i32 1, %struct.P addrspace(3)* nonnull @"\01?pl@@3UP@@A")
// CHECK: declare void @dx.op.dispatchMesh.struct.P(i32, i32, i32, i32, %struct.P addrspace(3)*) #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { nounwind }
// CHECK: !dx.shaderModel = !{![[SM:[0-9]+]]}
// CHECK: ![[SM]] = !{!"as", i32 6, i32 5}
// CHECK: !{void ()* @main, !"main", null, null, ![[PROPS:[0-9]+]]}
// CHECK: ![[PROPS]] = !{i32 0, i64 524288, i32 10, ![[AS:[0-9]+]]}
// CHECK: ![[AS]] = !{![[NT:[0-9]+]], i32 132}
// CHECK: ![[NT]] = !{i32 32, i32 1, i32 1}

[numthreads(32,1,1)]
void main(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID) {
  pl.ids[gtid] = gid * 32 + gtid;
  if (gtid == 0) pl.s = 0.5;
  DispatchMesh(WaveActiveCountBits(gtid < 7), 1, 1, pl);
}
