// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s --check-prefix=DXC
// RUN: hlslc -T cs_6_6 -E main -fbind-unused %s | FileCheck %s --check-prefix=STABLE
// By default implicit bindings skip resources the optimiser removed (DXC):
// B gets u1 and D u2 (C's explicit u2 is unused, U is unused). With
// -fbind-unused every declared resource is bound in declaration order as
// if used, so D's register does not depend on the code: B u1, U u3 (C keeps
// u2), D u4.

RWBuffer<float> A : register(u0);
RWBuffer<float> B;
RWBuffer<float> C : register(u2);
RWBuffer<float> U;
RWBuffer<float> D;

[numthreads(4, 1, 1)]
void main() {
  A[0] = D[0] + B[0];
}

// DXC-DAG: %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// DXC-DAG: %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
// STABLE-DAG: %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// STABLE-DAG: %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
// STABLE-NOT: hlsl.bind.declared
