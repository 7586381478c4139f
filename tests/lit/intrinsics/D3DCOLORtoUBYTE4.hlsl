// D3DCOLORtoUBYTE4: (int4)(c.zyxw * 255.001953)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float4 %s | FileCheck %s --check-prefix=F4
// F4-COUNT-4: fmul fast float
// F4-COUNT-4: fptosi float
// F4-COUNT-4: sitofp i32

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = D3DCOLORtoUBYTE4(b[1]);
}
