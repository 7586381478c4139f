// Warning options work on DXC's warning groups: -Wno-<group> silences a
// group, -Werror=<group> and -WX make warnings errors, -no-warnings drops
// them all; an unknown group name is itself warned about, as clang does.
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -Wno-conversion -fno-caret-diagnostics 2>&1 | count 0
// RUN: not hlslc -T cs_6_0 %s -Fo %t.dxil -WX -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=WX
// RUN: not hlslc -T cs_6_0 %s -Fo %t.dxil -Werror=conversion -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=WERR
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -WX -Wno-error=conversion -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=NOERR
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -no-warnings -Wfoo 2>&1 | count 0
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -Wno-conversion -Wfoo 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -Wno-for-redefinition -Wno-ambig-lit-shift -Wno-conversion 2>&1 | count 0
RWBuffer<float> b;
[numthreads(1, 1, 1)] void main() { float2 v = float4(1, 2, 3, 4); b[0] = v.x; }
// DEFAULT: warnings.hlsl:13:{{[0-9]+}}: warning: implicit truncation of vector type
// WX: warnings.hlsl:13:{{[0-9]+}}: error: implicit truncation of vector type
// WERR: error: implicit truncation of vector type
// NOERR: warning: implicit truncation of vector type
// UNKNOWN: hlslc: warning: unknown warning option '-Wfoo'
// UNKNOWN-NOT: truncation
