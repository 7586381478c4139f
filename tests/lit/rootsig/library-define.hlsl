// -rootsig-define on a library target: DXC compiles the macro's root
// signature (its errors fail the compile) and writes it nowhere: no RTS0
// part, no -Frs file (hlslc says so, as for a shader without one).
// RUN: hlslc -T lib_6_5 -rootsig-define RS %s -Fo %t.dxil 2>&1 | count 0
// RUN: hlslc -T lib_6_5 -rootsig-define RS %s -Fo %t.dxil -Frs %t.rs 2>&1 | FileCheck %s --check-prefix=FRS
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
// RUN: not test -e %t.rs
// RUN: not hlslc -T lib_6_5 -rootsig-define BAD %s -Fo %t2.dxil -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=BAD
#define RS "DescriptorTable(UAV(u0))"
#define BAD "DescriptorTable(UAV(x0))"
RWBuffer<uint> b : register(u0);
[shader("compute")]
[numthreads(4, 1, 1)] void entry(uint i : SV_GroupIndex) { b[i] = i; }
// FRS: warning: -Frs: the shader has no root signature; '{{.*}}' not written
// CHECK: DXIL
// CHECK-NOT: RTS0
// BAD: library-define.hlsl:10:9: error: root signature error - Unexpected token 'x0'
