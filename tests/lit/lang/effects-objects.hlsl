// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -Wno-effects-syntax %s 2>&1 | FileCheck %s --check-prefix=QUIET
// Variables of the effect framework's object types (DXC's deprecated
// effect objects: BlendState, DepthStencilState, RasterizerState,
// RenderTargetView, PixelShader, texture, ...) are dropped with a warning,
// at file scope and in functions, with their initializers and state blocks
// unchecked; a user type of the same name is an ordinary type.

// CHECK: :[[@LINE+2]]:1: warning: effect object ignored - effect syntax is deprecated
// CHECK: :[[@LINE+1]]:33: warning: effect state block ignored
static const RasterizerState rs { CullMode = None; };
// CHECK: :[[@LINE+1]]:1: warning: effect object ignored - effect syntax is deprecated
PixelShader ps = compile ps_4_0 Undefined();
// CHECK: :[[@LINE+1]]:1: warning: effect object ignored - effect syntax is deprecated
texture tex, tex2[2] = { a, b };

struct HullShader { float4 v; };
HullShader h;

float4 main(float4 a : A) : SV_Target {
  // CHECK: :[[@LINE+1]]:3: warning: effect object ignored - effect syntax is deprecated
  DepthStencilView dsv = rs;
  return a + h.v;
}
// CHECK-NOT: warning
// CHECK: define void @main()
// QUIET-NOT: warning
