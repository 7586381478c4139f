// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// Falling off the end of a non-void function is an error in DXC (clang's
// -Wreturn-type made DefaultError): "reaches" when no return is reachable,
// "may reach" when some path returns; constant conditions and infinite
// loops are understood, as clang's CFG does.

float4 none() {
  float4 f = 1.0;
  f += 2.0;
// CHECK: err-falloff.hlsl:[[# @LINE + 1]]:1: error: control reaches end of non-void function
}

float some(float x) {
  if (x > 0) return 1;
// CHECK: err-falloff.hlsl:[[# @LINE + 1]]:1: error: control may reach end of non-void function
}

// CHECK-NOT: error
float loops(float x) { while (true) { if (x > 3) return x; x += 1; } }
float consts(float x) { if (true) return x; }
float both(float x) { if (x > 0) return 1; else return 2; }
float sw(int k) {
  switch (k) {
  case 0: return 1;
  default: return 2;
  }
}
float fors(float x) { for (;;) { x *= 2; if (x > 9) return x; } }

float4 main(float x : X) : SV_Position {
  return none() + some(x) + loops(x) + consts(x) + both(x) + sw((int)x) + fors(x);
}
