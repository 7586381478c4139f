// -fdiagnostics-format=msvc|vi|clang: how a diagnostic shows its location;
// -Fe FILE writes the diagnostics to FILE.
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -fno-caret-diagnostics -fdiagnostics-format=msvc 2>&1 | FileCheck %s --check-prefix=MSVC
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -fno-caret-diagnostics -fdiagnostics-format=vi 2>&1 | FileCheck %s --check-prefix=VI
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -fno-caret-diagnostics -Fe %t.err 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=CLANG --input-file %t.err
// RUN: not hlslc -T cs_6_0 %s -fdiagnostics-format=xml 2>&1 | FileCheck %s --check-prefix=BAD
RWBuffer<float> b;
[numthreads(1, 1, 1)] void main() { float2 v = float4(1, 2, 3, 4); b[0] = v.x; }
// MSVC: diagnostics-format.hlsl(9,{{[0-9]+}}) : warning: implicit truncation of vector type
// VI: diagnostics-format.hlsl +9:{{[0-9]+}}: warning: implicit truncation of vector type
// CLANG: diagnostics-format.hlsl:9:{{[0-9]+}}: warning: implicit truncation of vector type
// BAD: error: invalid value 'xml' in '-fdiagnostics-format=xml'
