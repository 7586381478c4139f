// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A string literal is an array of char: "a"[0] is the code of 'a', and a
// dynamic index reads a constant array of the characters and the NUL.

RWBuffer<uint> Out : register(u0);
uint code(uint c) { if (c == "a"[0]) return 1; if (c == "{"[0]) return 2; return 0; }

// CHECK: @.str.{{[0-9]+}} = internal constant [6 x i32] [i32 104, i32 101, i32 108, i32 108, i32 111, i32 0]
// CHECK: icmp eq i32 %{{[0-9]+}}, 97
[numthreads(1, 1, 1)]
void main() {
  Out[0] = code(Out[1]);
  uint n;
  for (n = 0; n < 64 && "hello"[n] != "\0"[0]; ++n) {}
  Out[2] = n;
}
