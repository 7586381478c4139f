// RUN: hlslc -T lib_6_3 -default-linkage external %s | FileCheck %s
// A library's function definitions carry the attributes DXC's function
// attribute inference gives them: nounwind, readnone when they touch no
// memory but their own locals, readonly when they only read, and noinline
// when [noinline] was written.

// CHECK: ; Function Attrs: noinline nounwind readnone
// CHECK-NEXT: define float @"\01?foo@@YAMXZ"() #[[NIRN:[0-9]+]]
// CHECK: ; Function Attrs: nounwind readonly
// CHECK-NEXT: define float @"\01?rd@@YAMI@Z"(i32 %i) #[[RO:[0-9]+]]
// CHECK: ; Function Attrs: nounwind
// CHECK-NEXT: define void @"\01?wr@@YAXIM@Z"(i32 %i, float %v) #[[NU:[0-9]+]]
// CHECK: ; Function Attrs: nounwind readnone
// CHECK-NEXT: define float @"\01?pure@@YAMM@Z"(float %x) #[[RN:[0-9]+]]
// CHECK: attributes #[[NIRN]] = { noinline nounwind readnone }

RWBuffer<float> u;
Buffer<float> b;

[noinline] float foo() { return 42; }
float rd(uint i) { return b[i]; }
void wr(uint i, float v) { u[i] = v; }
float pure(float x) {
  float t[4] = { x, x + 1, x + 2, x + 3 };
  return t[(uint)x & 3] * 2;
}
