// RUN: not hlslc -T ps_6_0 -E main -Od %s 2>&1 | FileCheck %s
// Unrolling turns the index of a local resource array into constants; one
// outside the array is an error at the access, then at the loop.

// CHECK: out-of-bounds.hlsl:[[@LINE+13]]:{{[0-9]+}}: error: Array access out of bound.
// CHECK: out-of-bounds.hlsl:[[@LINE+10]]:3: error: Could not unroll loop due to out of bound array access.
// CHECK-NOT: define void @main
AppendStructuredBuffer<float> buf0;
AppendStructuredBuffer<float> buf1;
uint g;

float main() : SV_Target {
  AppendStructuredBuffer<float> bufs[2] = { buf0, buf1 };
  float r = 0;
  [unroll]
  for (int j = 0; j < 3; j++) {
    if (j == g) {
      bufs[j].Append(1);
      break;
    }
    r += 1;
  }
  return r;
}
