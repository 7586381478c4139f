// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// Long vectors are not allowed in the elements of tessellation patches or
// geometry streams (reported at the template argument; the patch or stream
// parameter is not also an entry parameter error), nor in the payloads of
// TraceRay and CallShader or the attributes of ReportHit (at the argument).

struct LV { float4 f; vector<float, 5> v; };
struct [raypayload] P { vector<float, 5> v : write(caller) : read(caller); };
struct A { vector<float, 6> a; };
RaytracingAccelerationStructure RTAS;

[shader("raygeneration")]
void rg() {
  P p = (P)0;
  RayDesc r = (RayDesc)0;
  // CHECK: diag-objects.hlsl:[[# @LINE + 1]]:36: error: vectors of over 4 elements in user-defined struct parameter are not supported
  TraceRay(RTAS, 0, 0, 0, 1, 0, r, p);
  // CHECK: diag-objects.hlsl:[[# @LINE + 1]]:17: error: vectors of over 4 elements in user-defined struct parameter are not supported
  CallShader(0, p);
}

[shader("intersection")]
void is() {
  A a = (A)0;
  // CHECK: diag-objects.hlsl:[[# @LINE + 1]]:21: error: vectors of over 4 elements in attributes are not supported
  ReportHit(1.0, 0, a);
}

// CHECK: diag-objects.hlsl:[[# @LINE + 1]]:56: error: vectors of over 4 elements in tessellation patches are not supported
[shader("domain")] [domain("tri")] void ds(OutputPatch<LV, 3> tp) {}
// CHECK: diag-objects.hlsl:[[# @LINE + 1]]:68: error: vectors of over 4 elements in geometry streams are not supported
[shader("geometry")] [maxvertexcount(3)] void gs(inout PointStream<LV> os) {}
// CHECK-NOT: error
