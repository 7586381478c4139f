// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Inheritance: base members and member functions through a derived object
// and inside the derived struct's member functions (unqualified), and the
// implicit conversion of a derived object to its base for a call argument
// and an assignment.

struct B {
  float a;
  float Twice() { return a * 2; }
};
struct D : B {
  float b;
  float All() { return a + b + Twice(); }
};

float TakeB(B x) { return x.a + 100; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  D d;
  d.a = 5;
  d.b = id.x;
  // d.All() = 5 + b + 10
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[F:%[0-9]+]] = uitofp i32 [[X]] to float
  // CHECK: [[A:%[0-9]+]] = fadd fast float [[F]], 5.000000e+00
  // CHECK: [[S:%[0-9]+]] = fadd fast float [[A]], 1.000000e+01
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[S]],
  Out[0] = d.All();
  // d.Twice() + TakeB(d) = 10 + 105
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 1.150000e+02,
  Out[1] = d.Twice() + TakeB(d);
  // B b = d: the base part
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float 5.000000e+00,
  B b = d;
  Out[2] = b.a;
}
