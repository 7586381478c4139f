// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// A struct is a scope: a struct defined inside it is S::Inner (DXC's
// %"struct.N::S::Inner"), names inside it find S's members first (a static
// const member as an array size), and its member functions may be defined
// out of line as S::Inner::f, also inside a namespace.

namespace SH {
struct L1 {
  static const uint N = 4;
  float C[N];
  struct Packed {
    uint C[N / 2];
    L1 Unpack();
  };
  Packed Pack() { Packed r; r.C[0] = asuint(C[0]); r.C[1] = asuint(C[3]); return r; }
};
L1 L1::Packed::Unpack() {
  L1 r;
  r.C[0] = asfloat(C[0]); r.C[1] = 0; r.C[2] = 0; r.C[3] = asfloat(C[1]);
  return r;
}
}
RWStructuredBuffer<float> Out : register(u0);

// CHECK: %"struct.SH::L1::Packed" = type { [2 x i32] }
// CHECK: define internal void @"\01?Unpack@Packed@L1@SH@@QAA?AU23@XZ"(ptr noalias sret %agg.result, ptr %this)
[numthreads(1, 1, 1)]
void main() {
  SH::L1 x = (SH::L1)0;
  x.C[3] = 2;
  SH::L1::Packed p = x.Pack();
  Out[0] = p.Unpack().C[3];
}
