// A library's container carries the STAT part too, after RDAT and before
// HASH, as DXC writes it; at the latest metadata version its function
// annotations give vector parameters their size (i32 13, n), which the
// DXIL part (SM 6.3's validator) leaves out.
// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s --check-prefix=STAT
// RUN: hlslc-dis %t.dxil | FileCheck %s --check-prefix=DXIL

// CHECK:      - Name:            SFI0
// CHECK:      - Name:            RDAT
// CHECK:      - Name:            STAT
// CHECK:      - Name:            HASH
// CHECK:      - Name:            DXIL

// STAT: declare <4 x float> @"\01?scale@@YA?AV?$vector@M$03@@V1@@Z"(<4 x float>)
// STAT: !dx.valver = !{![[VV:[0-9]+]]}
// STAT: ![[VV]] = !{i32 0, i32 0}
// STAT: !{i32 7, i32 9, i32 13, i32 4}

// DXIL: define <4 x float> @"\01?scale@@YA?AV?$vector@M$03@@V1@@Z"(<4 x float> %x)
// DXIL-NOT: i32 13, i32 4}

export float4 scale(float4 x) { return x * 2; }
