// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Members declared in a namespace, loose or inside a cbuffer block, keep
// their qualified names in the "Buffer Definitions" listing, as DXC prints.

// CHECK:       cbuffer $Globals
// CHECK:       float N::a;                                   ; Offset:    0
// CHECK-NEXT:  float N2::b;                                  ; Offset:    4
// CHECK:       } $Globals;                                       ; Offset:    0 Size:     8
// CHECK:       cbuffer B
// CHECK:       float N::c;                                   ; Offset:    0
// CHECK-NEXT:  float N2::d;                                  ; Offset:    4
// CHECK:       } B;                                              ; Offset:    0 Size:     8

namespace N {
float a;
}

cbuffer B {
  namespace N {
  float c;
  }
  namespace N2 {
    float d;
  }
}

namespace N2 {
  float b;
}

float main() : SV_Target {
  return N::a + N::c + N2::d + N2::b;
}
