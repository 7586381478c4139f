// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A call to a library's external function passes memory with column-major
// matrices column by column (DXC's memory orientation) and reads results
// and out parameters back the same way: loc[0][0][1] = v.x goes to index 2
// of the array passed; o[0][1] and the result's a[0][1] are read at index
// 2, its row_major b[1][0] at index 3.

struct S { float2x3 a; row_major float2x3 b; };
float ext_arr(float2x3 m[2]);
void ext_out(out float2x3 m);
S ext_ret(float x);
RWStructuredBuffer<float> ob;
cbuffer C { float2x3 cm[2]; float4 v; };

// CHECK: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 6)
// CHECK-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 0
// CHECK: [[P:%[0-9]+]] = getelementptr [12 x float], [12 x float]* [[ARR:%[0-9]+]], i32 0, i32 2
// CHECK-NEXT: store float [[V]], float* [[P]]
// CHECK: bitcast [12 x float]* [[ARR]] to [2 x %class.matrix.float.2.3]*
// CHECK: call float @"\01?ext_arr@@
// CHECK: call void @"\01?ext_out@@
// CHECK: load <6 x float>
// CHECK-NEXT: extractelement <6 x float> %{{[0-9]+}}, i64 2
// CHECK: call void @"\01?ext_ret@@
// CHECK: extractelement <6 x float> %{{[0-9]+}}, i64 2
// CHECK: extractelement <6 x float> %{{[0-9]+}}, i64 3

[shader("compute")] [numthreads(1,1,1)]
void main() {
  float2x3 loc[2] = { cm[0], cm[1] };
  loc[0][0][1] = v.x;
  float r = ext_arr(loc);
  float2x3 o;
  ext_out(o);
  S q = ext_ret(v.y);
  ob[0] = r + o[0][1] + q.a[0][1] + q.b[1][0];
}
