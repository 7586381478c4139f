// dx::HitObject methods called wrongly: DXC's messages for an unknown
// member, a wrong number of arguments, a non-static member without an
// object, a non-struct attributes argument, and MaybeReorderThread
// overloads that do not match
// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// CHECK: err-methods.hlsl:18:5: error: no member named 'Foo' in 'dx::HitObject'
// CHECK: err-methods.hlsl:19:5: error: no matching member function for call to 'IsHit'
// CHECK: note: candidate function template not viable: requires 0 arguments, but 1 was provided
// CHECK: err-methods.hlsl:20:3: error: no matching function for call to 'MakeMiss'
// CHECK: note: candidate function template not viable: requires 3 arguments, but 2 were provided
// CHECK: err-methods.hlsl:21:18: error: call to non-static member function without an object argument
// CHECK: err-methods.hlsl:23:19: error: User defined type intrinsic arg must be struct
// CHECK: err-methods.hlsl:23:5: error: no matching member function for call to 'GetAttributes'
// CHECK: err-methods.hlsl:24:3: error: no matching function for call to 'MaybeReorderThread'
[shader("raygeneration")]
void RG() {
  dx::HitObject h;
  h.Foo();
  h.IsHit(1);
  dx::HitObject::MakeMiss(1, 2);
  dx::HitObject::IsHit();
  float f;
  h.GetAttributes(f);
  dx::MaybeReorderThread(h, 1);
}
