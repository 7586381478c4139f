// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s -ast-dump | FileCheck --check-prefix=AST %s
// Register annotations as DXC reads them: the class letter alone is
// register 0; a subscript (FXC's register offset, an integer constant
// expression) is accepted and shown in the AST, but DXC binds at the
// number alone; a profile may be named, and annotations for different
// profiles do not conflict (the last one applies).

SamplerState S0 : register(ps, s4);
SamplerState S1 : register(ps, s[1+1]);
Texture2D T0 : register(ps, t2[1]);
Texture2D T1 : register(ps_6_0, t[5]) : register(vs, t7);
RWBuffer<float> U0 : register(u[3], space1);
SamplerState S2 : register(ps, s[1.5]);

float4 main(float2 uv : UV) : SV_Target {
  U0[0] = 1;
  return T0.Sample(S0, uv) + T1.Sample(S1, uv);
}
// CHECK-DAG: ; S0                                sampler      NA          NA      S0             s4     1
// CHECK-DAG: ; S1                                sampler      NA          NA      S1             s0     1
// CHECK-DAG: ; T0                                texture     f32          2d      T0             t2     1
// CHECK-DAG: ; T1                                texture     f32          2d      T1             t7     1
// CHECK-DAG: ; U0                                    UAV     f32         buf      U0      u0,space1     1

// AST: VarDecl {{.*}} S1 'SamplerState'
// AST-NEXT: RegisterAssignment {{.*}} register(ps, s2)
// AST: VarDecl {{.*}} T0 'Texture2D
// AST-NEXT: RegisterAssignment {{.*}} register(ps, t3)
// AST: VarDecl {{.*}} S2 'SamplerState'
// AST-NEXT: RegisterAssignment {{.*}} register(ps, s0)
