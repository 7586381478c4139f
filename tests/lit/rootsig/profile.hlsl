// -T rootsig_1_0 / rootsig_1_1 / rootsig_1_2 -E MACRO: the macro compiled
// alone into a container holding only RTS0; without -Fo it is printed back
// in the root-signature language.
// RUN: hlslc -T rootsig_1_1 -E RS %s -Fo %t11.dxbc
// RUN: hlslc-dis --no-module %t11.dxbc | FileCheck %s --check-prefix=V11
// RUN: hlslc -T rootsig_1_0 -E RS %s -Fo %t10.dxbc
// RUN: hlslc-dis --no-module %t10.dxbc | FileCheck %s --check-prefix=V10
// RUN: hlslc -T rootsig_1_2 -E RS %s -Fo %t12.dxbc
// RUN: hlslc-dis --no-module %t12.dxbc | FileCheck %s --check-prefix=V12
// RUN: hlslc -T rootsig_1_1 -E RS %s | FileCheck %s --check-prefix=TEXT
// RUN: not hlslc -T rootsig_1_1 -E NOPE %s 2>&1 | FileCheck %s --check-prefix=UNDECL
#define RS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0, visibility = SHADER_VISIBILITY_VERTEX)," \
           "DescriptorTable(SRV(t0, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_PIXEL)," \
           "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT)"
// V11: DXContainer {{.*}}: version 1.0, {{[0-9]+}} bytes, 1 parts
// V11-NEXT: part 0: RTS0 offset 36 size 144
// V11: digest: {{[0-9a-f]+}} (ok)
// V11: RTS0: version 2, 2 parameters, 1 static samplers, flags 0x1
// V10: part 0: RTS0 offset 36 size 136
// V10: RTS0: version 1, 2 parameters, 1 static samplers, flags 0x1
// V10: range: SRV count 4294967295 base 0 space 0 offset 4294967295 flags 0x0
// V10: as HLSL (rootsig_1_0):
// V12: part 0: RTS0 offset 36 size 148
// V12: RTS0: version 3
// TEXT: #define RS \
// TEXT-NEXT: "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \
// TEXT-NEXT: "CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), " \
// TEXT-NEXT: "DescriptorTable(SRV(t0, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_PIXEL), " \
// TEXT-NEXT: "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT)"
// UNDECL: error: root signature error - undeclared identifier NOPE
