// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// An atomic on one component of a typed resource element: DXC reports the
// element subscript ("Invalid operation on typed buffer.") for every such
// atomic first, then the atomic itself.

RWBuffer<uint4> buf : register(u0);
RWTexture1D<uint4> tex : register(u1);

[numthreads(8, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  InterlockedOr(buf[id].y, 2);
  InterlockedCompareStore(tex[id].x, 3, 1);
}

// CHECK: atomics-typed-component-error.hlsl:11:3: error: Invalid operation on typed buffer. [HL4202]
// CHECK-NEXT: atomics-typed-component-error.hlsl:12:3: error: Invalid operation on typed buffer. [HL4202]
// CHECK-NEXT: atomics-typed-component-error.hlsl:11:3: error: Typed resources used in atomic operations must have a scalar element type. [HL4202]
// CHECK-NEXT: atomics-typed-component-error.hlsl:12:3: error: Typed resources used in atomic operations must have a scalar element type. [HL4202]
