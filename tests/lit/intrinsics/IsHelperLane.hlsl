// IsHelperLane: the op in pixel shaders
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T ps_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call i1 @dx.op.isHelperLane.i1(i32 221

RWStructuredBuffer<T> b : register(u1);
float4 main(T a : A, nointerpolation T n : N, uint s : SV_SampleIndex) : SV_Target {
  b[0] = IsHelperLane();
  return 0;
}
