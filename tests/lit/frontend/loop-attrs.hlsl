// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Loop attributes become llvm.loop metadata on the back edge: [unroll] ->
// unroll.full, [unroll(N)] -> unroll.count N, [loop] -> unroll.disable.

RWBuffer<uint> Out : register(u0);

// CHECK: for.inc:
// CHECK: br label %for.cond, !llvm.loop ![[L1:[0-9]+]]
// CHECK: while.body:
// CHECK: br label %while.cond, !llvm.loop ![[L2:[0-9]+]]
// CHECK: do.cond:
// CHECK: br i1 %{{[0-9]+}}, label %do.body, label %do.end, !llvm.loop ![[L3:[0-9]+]]
// CHECK: ![[L1]] = distinct !{![[L1]], ![[FULL:[0-9]+]]}
// CHECK: ![[FULL]] = !{!"llvm.loop.unroll.full"}
// CHECK: ![[L2]] = distinct !{![[L2]], ![[CNT:[0-9]+]]}
// CHECK: ![[CNT]] = !{!"llvm.loop.unroll.count", i32 4}
// CHECK: ![[L3]] = distinct !{![[L3]], ![[DIS:[0-9]+]]}
// CHECK: ![[DIS]] = !{!"llvm.loop.unroll.disable"}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint acc = 0;
  [unroll] for (uint i = 0; i < 4; i++) acc += i;
  [unroll(4)] while (acc < 100) acc *= 2;
  [loop] do { acc--; } while (acc > 50);
  Out[id.x] = acc;
}
