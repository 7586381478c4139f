// A library container names its compiler in a VERS part right after SFI0,
// as DXC writes it for validators 1.8 and later (DxilCompilerVersion: DXIL
// version, flags, commit count, then the commit SHA and a version string).
// hlslc writes its own identity in DXC's layout: DXIL 1.10 (the highest it
// writes), release flags, no commit, "hlslc <version>". Validators before
// 1.8 get no VERS, and neither do non-library targets.
// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
// RUN: obj2yaml %t.dxil | FileCheck %s --check-prefix=YAML
// RUN: hlslc -T lib_6_3 -validator-version 1.7 %s -Fo %t17.dxil
// RUN: hlslc-dis --no-module %t17.dxil | FileCheck %s --check-prefix=V17
// RUN: hlslc -T cs_6_6 -E main %s -Fo %tcs.dxil
// RUN: hlslc-dis --no-module %tcs.dxil | FileCheck %s --check-prefix=CS

// CHECK:      part 0: SFI0
// CHECK-NEXT: part 1: VERS offset {{[0-9]+}} size 32
// CHECK-NEXT: part 2: RDAT
// CHECK:      VERS: 1.10, flags 0, commit count 0, commit "", version "hlslc {{[0-9.]+}}"

// YAML:      - Name:            VERS
// YAML-NEXT:   Size:            32

// V17:     part 0: SFI0
// V17-NOT: VERS
// CS-NOT:  VERS

RWBuffer<float> b : register(u0);
export void f() { b[0] = 1; }
[numthreads(1, 1, 1)] void main() { f(); }
