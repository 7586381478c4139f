// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// RUN: hlslc -T lib_6_3 -Zpr %s | FileCheck %s --check-prefix=MAT
// A vector (or matrix) local passed to an external library function (the
// variable itself for an out or inout argument: DXC skips the copy of a
// local) stays a vector alloca, aligned as HLSL aligns it (4), as DXC keeps
// it: the callee reads and writes it as one. It is read back as a vector
// load. The call carries clang's dereferenceable(N) (HLSL's size: a float3
// is 12 bytes) and instcombine's nonnull, and is nounwind.
void get(out float3 a, inout float2 b);
void getm(out float4x4 m);
export float3 f() {
  float3 a;
  float2 b = 1;
  get(a, b);
  return a + b.x;
}
export float4 g(uint i) {
  float4x4 m;
  getm(m);
  return m[i];
}

// CHECK: define <3 x float> @"\01?f@@YA?AV?$vector@M$02@@XZ"()
// CHECK: [[A:%[0-9]+]] = alloca <3 x float>, align 4
// CHECK: [[B:%[0-9]+]] = alloca <2 x float>
// CHECK: call void @"\01?get@@YAXAIAV?$vector@M$02@@AIAV?$vector@M$01@@@Z"(<3 x float>* nonnull dereferenceable(12) [[A]], <2 x float>* nonnull dereferenceable(8) [[B]]) #0
// CHECK: load <3 x float>, <3 x float>* [[A]]
// CHECK-NOT: alloca
// CHECK: ret <3 x float>

// MAT: define <4 x float> @"\01?g@@YA?AV?$vector@M$03@@I@Z"(i32 %i)
// MAT: call void @"\01?getm@@YAXAIAV?$matrix@M$03$03@@@Z"(
// MAT-NOT: undef
// MAT: load <16 x float>
