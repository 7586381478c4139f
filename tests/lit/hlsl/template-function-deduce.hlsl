// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Function templates: T deduced from the arguments' types, explicit
// arguments f<float>(...) (the arguments then convert), and one template
// instantiated for two types.

template<typename T>
T Mad(T a, T b, T c) { return a * b + c; }

template<typename T>
T Twice(T x) { return x + x; }

RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<int> OutI : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[F:%[0-9]+]] = uitofp i32 [[X]] to float
  // Mad<float>: float arguments
  // CHECK: [[M:%[0-9]+]] = fmul fast float [[F]], 2.000000e+00
  // CHECK: [[A:%[0-9]+]] = fadd fast float [[M]], 1.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[A]],
  Out[0] = Mad((float)id.x, 2.0f, 1.0f);
  // Mad<float> written explicitly: the uint and int arguments convert
  // CHECK: [[M2:%[0-9]+]] = fmul fast float [[F]], 3.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float [[M2]],
  Out[1] = Mad<float>(id.x, 3, 0);
  // Twice<int>: integer arithmetic
  // CHECK: [[I:%[0-9]+]] = add nsw i32 [[X]], [[X]]
  // CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 [[I]],
  OutI[0] = Twice((int)id.x);
}
