// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// `center` is an interpolation modifier (the default, linear, sampling at
// the pixel centre) and, being one of DXC's contextual keywords, a name too.

// CHECK: ; T                        0                 linear
// CHECK: ; U                        0               centroid
// CHECK: define void @main()
float main(center float t : T, center centroid float u : U) : SV_Target {
  float center = 10.0f;
  return center * t + u;
}
