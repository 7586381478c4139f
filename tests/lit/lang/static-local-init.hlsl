// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s --check-prefix=CGL
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A static local with a non-constant initializer is initialised the first
// time control reaches it, guarded by a bit in a static global (the
// Microsoft ABI's guarded initialisation that DXC uses); in an entry
// shader the guard folds away.

RWStructuredBuffer<float> Out : register(u0);

float counter(float x) {
  static float start = x * 2;
  start += 1;
  return start;
}

// CGL: @counter.start.guard = internal global i32 0
// CGL-LABEL: define internal float @"\01?counter@@YAMM@Z"(
// CGL: %[[G:[0-9]+]] = load i32, ptr @counter.start.guard
// CGL: and i32 %[[G]], 1
// CGL: store i32 %{{[0-9]+}}, ptr @counter.start.guard
// CHECK-LABEL: define void @main()
// CHECK-NOT: guard
// CHECK: fmul fast float %{{[0-9]+}}, 2.000000e+00
[numthreads(1, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  Out[id] = counter(id);
}
