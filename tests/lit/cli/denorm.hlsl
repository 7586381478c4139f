// -denorm any|preserve|ftz gives the functions DXC's "fp32-denorm-mode"
// attribute (kept on the entry); without it there is none. SM 6.2+ only.
// RUN: hlslc -T ps_6_2 -denorm ftz %s | FileCheck %s --check-prefix=FTZ
// RUN: hlslc -T ps_6_2 /denorm preserve %s | FileCheck %s --check-prefix=PRESERVE
// RUN: hlslc -T ps_6_2 %s | FileCheck %s --check-prefix=CLEAN
// RUN: not hlslc -T ps_6_2 -denorm abc %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not hlslc -T ps_6_1 -denorm any %s 2>&1 | FileCheck %s --check-prefix=SM
// RUN: hlslc -T ps_6_2 -denorm ftz %s -Fo %t.dxil
float4 main(float4 p : SV_Position) : SV_Target { return p * 2; }
// FTZ: define void @main() #0 {
// FTZ: attributes #0 = { "fp32-denorm-mode"="ftz" }
// PRESERVE: attributes #0 = { "fp32-denorm-mode"="preserve" }
// CLEAN-NOT: fp32-denorm-mode
// BAD: hlslc: error: Unsupported value 'abc' for denorm option.
// SM: hlslc: error: denorm option is only allowed for shader model 6.2 and above.
