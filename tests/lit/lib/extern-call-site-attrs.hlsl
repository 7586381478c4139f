// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// RUN: hlslc -T lib_6_3 -Od %s | FileCheck %s --check-prefix=OD
// A call of a library's external function carries what DXC writes on it:
// clang's sret and dereferenceable(N) (N is HLSL's size: a float3 is 12
// bytes), and, optimising, instcombine's nonnull on an argument that is a
// variable and the nounwind group (#0). At -Od neither of the last two.
// The declarations have dereferenceable(N) and sret, no noalias.
struct S { float4 a; int b; };
S make();
void outs(out float3 v, inout int i, out float f[2]);
export float4 f(float4 x) {
  S s = make();
  float3 v; int i = 2; float a[2];
  outs(v, i, a);
  return s.a + v.x + i + a[1];
}
// CHECK: call void @"\01?make@@YA?AUS@@XZ"(%struct.S* nonnull sret %{{[0-9]+}}) #0
// CHECK: call void @"\01?outs@@YAXAIAV?$vector@M$02@@AIAHY01$$CAM@Z"(<3 x float>* nonnull dereferenceable(12) %{{[0-9]+}}, i32* nonnull dereferenceable(4) %{{[0-9]+}}, [2 x float]* nonnull %{{[0-9]+}}) #0
// CHECK-DAG: declare void @"\01?make@@YA?AUS@@XZ"(%struct.S* sret){{$}}
// CHECK-DAG: declare void @"\01?outs@@YAXAIAV?$vector@M$02@@AIAHY01$$CAM@Z"(<3 x float>* dereferenceable(12), i32* dereferenceable(4), [2 x float]*){{$}}
// OD: call void @"\01?make@@YA?AUS@@XZ"(%struct.S* sret %{{[0-9]+}}){{$}}
// OD: call void @"\01?outs@@YAXAIAV?$vector@M$02@@AIAHY01$$CAM@Z"(<3 x float>* dereferenceable(12) %{{[0-9]+}}, i32* dereferenceable(4) %{{[0-9]+}}, [2 x float]* %{{[0-9]+}}){{$}}
