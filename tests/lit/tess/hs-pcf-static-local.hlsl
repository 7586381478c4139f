// A static local of the patch constant function (initialised at run time
// behind a guard: the cast initializer is no constant) is per thread like
// one of the entry: globalopt makes it and its guard locals of the function
// (DXC's entry-and-init function set), so the guard folds and the array
// index becomes constant - the constant-buffer row is known (row 4 + 4 - 3),
// and reflection marks `ci` read as DXC does.
// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T hs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s --check-prefix=STAT

// CHECK-LABEL: define void @"\01?pcf@@
// CHECK-NOT: guard
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 5)
// CHECK-NOT: guard
// CHECK: ret void
// STAT: !{i32 6, !"ci", i32 3, i32 64, i32 7, i32 9, i32 9, i1 true}

cbuffer C : register(b0) { float a[4]; float ci[16]; float z; };
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float w : W; };
PC pcf(InputPatch<CP, 3> ip, uint id : SV_PrimitiveID) {
  PC o;
  o.e[0] = o.e[1] = o.e[2] = a[1];
  o.i = 1;
  static const uint Val[4] = (uint[4])uint4(4, 4, 4, 4);
  o.w = ci[Val[0] - 3];
  return o;
}
[domain("tri")][partitioning("integer")][outputtopology("triangle_cw")][outputcontrolpoints(3)][patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
