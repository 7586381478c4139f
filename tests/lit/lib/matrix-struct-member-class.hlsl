// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A struct crossing a library boundary holds its matrices as DXC's
// %class.matrix members (nested structs too); its memory is addressed by a
// GEP to the matrix, then a bitcast to the vector storage. Checked against DXC.
struct In { float3x2 a; float k; };
struct MA { float2x3 ma[2]; In sub; };
MA ext(float x);
[shader("pixel")]
float3 main(uint2 i : I) : SV_Target {
  MA m = ext(1.0);
  return m.ma[i.x][i.y] + m.sub.a[1].x + m.sub.k;
}
// CHECK-DAG: %struct.MA = type { [2 x %class.matrix.float.2.3], %struct.In }
// CHECK-DAG: %class.matrix.float.2.3 = type { [2 x <3 x float>] }
// CHECK-DAG: %struct.In = type { %class.matrix.float.3.2, float }
// CHECK-DAG: %class.matrix.float.3.2 = type { [3 x <2 x float>] }
// CHECK: call void @"\01?ext@@YA?AUMA@@M@Z"(%struct.MA* nonnull sret [[R:%[0-9a-z.]+]], float 1.000000e+00)
// CHECK: [[P:%[0-9]+]] = getelementptr inbounds %struct.MA, %struct.MA* [[R]], i32 0, i32 0, i32 {{%?[0-9]+}}
// CHECK: bitcast %class.matrix.float.2.3* [[P]] to <6 x float>*
// CHECK: bitcast %class.matrix.float.3.2* {{%[0-9]+}} to <6 x float>*
