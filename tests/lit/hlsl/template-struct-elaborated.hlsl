// RUN: hlslc -T ps_6_0 -E main -HV 2021 %s | FileCheck %s
// `struct S<args>` names an instance of struct template S (an elaborated
// type specifier), wherever a type is written.

template<typename T, int N>
struct TS {
  T t[N];
};

struct TS<float4, 2> ts;
// CHECK: define void @main()
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)

float4 main() : SV_Target {
  struct TS<float4, 2> local = ts;
  return local.t[1];
}
