// RUN: hlslc -T cs_6_0 -E main -Od %s | FileCheck %s --check-prefix=OD
// RUN: hlslc -T cs_6_0 -E main -O0 %s | FileCheck %s --check-prefix=OD
// RUN: hlslc -T cs_6_0 -E main -O3 %s | FileCheck %s --check-prefix=O3
// RUN: hlslc -T cs_6_0 -E main -O2 %s 2>&1 | FileCheck %s --check-prefix=O2
// -Od / -O0 run only what DXIL needs (inlining, SROA, handle forwarding,
// branch folding, [unroll] loops): a loop without [unroll] stays a loop;
// -O3 is the default pipeline (it unrolls the loop); -O1 / -O2 warn that
// they give what -O3 gives.

RWStructuredBuffer<uint> Out : register(u0);

// OD-LABEL: define void @main()
// OD: phi i32
// OD: icmp ult i32 %{{[0-9]+}}, 4
// O3-LABEL: define void @main()
// O3-NOT: phi i32
// O3-NOT: br
// O2: warning: option '-O2' has no effect: hlslc has one optimisation pipeline: -O2 gives what -O3 gives
[numthreads(1, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  uint s = 0;
  for (uint i = 0; i < 4; i++) s += i;
  Out[0] = s + id * id;
  Out[1] = id * id;
}
