// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T lib_6_3 %s | FileCheck %s --check-prefix=LIB
// A static scalar used only by entry functions is a copy of each, initialised
// from its initializer (DXC's LowerStaticGlobalIntoAlloca): the hull entry's
// write is not seen by its patch constant function, nor one library entry's
// by another.
struct PatchData {
  float edges[3] : SV_TessFactor;
  float inside : SV_InsideTessFactor;
};

static float sf = 3;

PatchData PCF() {
  PatchData d;
  d.edges[0] = 1;
  d.edges[1] = 2;
  d.edges[2] = 4;
  d.inside = sf;
  return d;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[patchconstantfunc("PCF")]
[outputcontrolpoints(3)]
void main(const uint id : SV_OutputControlPointID) { sf = 0; }

RWStructuredBuffer<float> o;
[shader("compute")] [numthreads(1, 1, 1)] void A(uint i : SV_DispatchThreadID) { sf += i; o[i] = sf; }
[shader("compute")] [numthreads(1, 1, 1)] void B(uint i : SV_DispatchThreadID) { o[i] = sf * 2; }

// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 3.000000e+00)
// CHECK-NOT: @"\01?sf

// LIB-NOT: @"\01?sf
// LIB: define void @A()
// LIB: fadd fast float %{{[0-9]+}}, 3.000000e+00
// LIB: define void @B()
// LIB: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float 6.000000e+00,
