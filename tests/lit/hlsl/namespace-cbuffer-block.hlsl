// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// As in DXC, a cbuffer block declared inside a namespace declares its
// members at file scope (`a`, not `N::a`); only namespaces opened inside the
// block qualify them (M::b).

namespace N {
  cbuffer CB {
    float a;
    namespace M { float b; }
  };
}

// CHECK:      cbuffer CB
// CHECK:      float a;                                      ; Offset:    0
// CHECK-NEXT: float M::b;                                   ; Offset:    4
// CHECK:      } CB;                                             ; Offset:    0 Size:     8
float main() : SV_Target {
  return a + M::b;
}
