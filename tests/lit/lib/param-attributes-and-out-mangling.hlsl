// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library function's pointer parameters carry DXC's attributes: out/inout
// ones noalias (a scalar, vector or matrix one also dereferenceable(size)),
// then nocapture, and readonly / readnone for the ones only read / unused.
// Out/inout parameters mangle as clang mangles them: a reference (AIA) for
// scalars, vectors and matrices, a struct as by value (another type for
// the back references: U1@), an array with its element qualified ($$CA).

// CHECK: define float @"\01?f1@@YAMUS@@Y02MAIAV?$vector@M$03@@U1@Y01$$CAV?$vector@M$01@@0@Z"(%struct.S* nocapture readonly %s, [3 x float]* nocapture readonly %arr, <4 x float>* noalias nocapture dereferenceable(16) %o, %struct.S* noalias nocapture %io, [2 x <2 x float>]* noalias nocapture %oa, %struct.S* nocapture readnone %unused)
// CHECK: define void @"\01?f2@@YAXY03$$CAM@Z"([4 x float]* noalias nocapture %x)

struct S { float a; float4 b; };

export float f1(S s, float arr[3], out float4 o, inout S io, out float2 oa[2], S unused) {
  o = s.b;
  io.a += arr[1];
  oa[0] = oa[1] = 1;
  return s.a;
}

export void f2(out float x[4]) { x[0] = x[1] = x[2] = x[3] = 0; }
