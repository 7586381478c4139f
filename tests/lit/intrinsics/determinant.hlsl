// determinant: cofactor expansion of the row-major elements
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float2x2 %s | FileCheck %s --check-prefix=M2
// RUN: hlslc -T cs_6_6 -E main -DT=float3x3 %s | FileCheck %s --check-prefix=M3
// RUN: hlslc -T cs_6_6 -E main -DT=float4x4 %s | FileCheck %s --check-prefix=M4
// M2-COUNT-2: fmul fast float
// M2: fsub fast float
// M3-COUNT-2: fmul fast float
// M3: fsub fast float
// M3-COUNT-3: fmul fast float
// M3: fsub fast float
// M3-COUNT-3: fmul fast float
// M3: fsub fast float
// M3: fmul fast float
// M3: fsub fast float
// M3: fadd fast float
// M4-COUNT-2: fmul fast float
// M4: fsub fast float
// M4-COUNT-3: fmul fast float
// M4: fsub fast float
// M4-COUNT-3: fmul fast float
// M4: fsub fast float
// M4: fmul fast float
// M4: fsub fast float
// M4: fadd fast float
// M4-COUNT-4: fmul fast float
// M4: fsub fast float
// M4-COUNT-3: fmul fast float
// M4: fsub fast float
// M4: fmul fast float
// M4: fsub fast float
// M4: fadd fast float
// M4-COUNT-5: fmul fast float
// M4: fsub fast float
// M4: fmul fast float
// M4: fsub fast float
// M4: fadd fast float
// M4-COUNT-4: fmul fast float
// M4: fsub fast float
// M4: fadd fast float
// M4: fmul fast float
// M4: fsub fast float
// M4: fadd fast float
// M4: fsub fast float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0]._m00 = determinant(b[1]);
}
