// -Gec with -HV 2016 (its default): global uniforms may be written, as in
// DX9. Each written one becomes an internal copy (NAME.static.copy) filled
// from $Globals at the entry's start; the others stay constant-buffer
// reads. Without -Gec they are const; explicit cbuffer members always are.
// RUN: hlslc -T ps_6_0 -E main -Gec -fcgl %s 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: hlslc -T ps_6_0 -E main -Gec %s 2>/dev/null | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not hlslc -T ps_6_0 -E main -Gec -DCB %s 2>&1 | FileCheck %s --check-prefix=CB
// IR: @g_v.static.copy = internal global <4 x float> zeroinitializer
// IR-NOT: @g_r.static.copy
// IR-LABEL: define void @main()
// IR: load <4 x float>, ptr addrspace(2) @g_v
// IR-NEXT: store <4 x float> %{{[0-9]+}}, ptr @g_v.static.copy
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK: fadd fast float %{{[0-9]+}}, 5.000000e+00
// CHECK: fmul fast float %{{[0-9]+}}, 3.000000e+00
// CONST: error: read-only variable is not assignable
// CB: error: cannot assign to variable 'c' with const-qualified type 'const float'
// CB: note: variable 'c' declared const here

float4 g_v;
float g_r;
#ifdef CB
cbuffer B { float c; };
void W() { c = 1; }
#endif

void Add() { g_v.x += 5.0; }
void Mul() { g_v.x *= 3.0; }

float4 main() : SV_Target {
  Add();
  Mul();
  return g_v + g_r;
}
