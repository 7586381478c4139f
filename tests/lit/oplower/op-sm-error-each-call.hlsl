// RUN: not hlslc -T ps_6_5 -E main %s 2>&1 | FileCheck %s
// DXC's validator reports an operation the shader model lacks at every
// call, not once per operation.

// CHECK: error: validation errors
// CHECK-DAG: op-sm-error-each-call.hlsl:[[# @LINE + 5]]:{{[0-9]+}}: error: Opcode Pack4x8 not valid in shader model ps_6_5.
// CHECK-DAG: op-sm-error-each-call.hlsl:[[# @LINE + 5]]:{{[0-9]+}}: error: Opcode Pack4x8 not valid in shader model ps_6_5.
// CHECK-DAG: op-sm-error-each-call.hlsl:[[# @LINE + 5]]:{{[0-9]+}}: error: Opcode Unpack4x8 not valid in shader model ps_6_5.
// CHECK-DAG: op-sm-error-each-call.hlsl:[[# @LINE + 5]]:{{[0-9]+}}: error: Opcode Unpack4x8 not valid in shader model ps_6_5.
int4 main(int4 a : A, int4 b : B) : SV_Target {
  int8_t4_packed p1 = pack_s8(a);
  int8_t4_packed p2 = pack_clamp_s8(b);
  int4 r = unpack_s8s32(p1);
  r += unpack_s8s32(p2);
  return r;
}
