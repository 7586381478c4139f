// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// A static const integer with a constant initializer is an integral
// constant expression: it can size vectors and matrices and be an integer
// template argument (C++ [expr.const]). A plain global `const` is a
// constant-buffer member, not a constant.

static const int N = 1;
static const uint M = N + 1;
vector<float, N + N> v2;
matrix<float, M, N * 3> m23;

template<int K> struct Arr { float a[K]; };

// CHECK: define void @main()
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3,
float4 main() : SV_Target {
  Arr<M + 1> a = (Arr<M + 1>)0;
  return float4(v2, m23[1][2], a.a[2]);
}

#ifdef BAD
const int G = 2;
// BAD: template-arg-static-const.hlsl:[[# @LINE + 1]]:15: error: non-type template argument of type 'int' is not an integral constant expression
vector<float, G> bad;
#endif
