// A shader's container carries DXC's STAT (reflection) part by default, in
// DXC's place: after PSV0 (and RTS0), before HASH and DXIL. Its program
// header is the DXIL part's (shader kind, shader model, DXIL version).
// RUN: hlslc -T ps_6_0 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s --check-prefix=DIS

// CHECK:      PartCount:       8
// CHECK:      - Name:            SFI0
// CHECK:      - Name:            ISG1
// CHECK:      - Name:            OSG1
// CHECK:      - Name:            PSV0
// CHECK:      - Name:            RTS0
// CHECK:      - Name:            STAT
// CHECK-NEXT:   Size:
// CHECK-NEXT: - Name:            HASH
// CHECK:      - Name:            DXIL

// DIS: STAT offset {{[0-9]+}} size {{[0-9]+}}
// DIS-NEXT: program: ps_6_0, dxil 1.0, bitcode offset 16
// DIS: DXIL offset {{[0-9]+}} size {{[0-9]+}}
// DIS-NEXT: program: ps_6_0, dxil 1.0, bitcode offset 16

[RootSignature("RootFlags(0)")]
float4 main(float4 c : COLOR) : SV_Target { return c; }
