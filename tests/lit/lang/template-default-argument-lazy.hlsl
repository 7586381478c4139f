// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A function template's default argument is used (and checked) only by the
// calls that leave the argument out.

struct Id { static Id create() { Id r; return r; } float4 remap(float4 v) { return v; } };
struct Sq { float4 remap(float4 v) { return v * v; } };
template <typename R> float4 apply(float4 v, R r = Id::create()) { return r.remap(v); }
RWBuffer<float4> Out : register(u0);

// CHECK: fmul fast float
[numthreads(1, 1, 1)]
void main() {
  Sq s;
  Out[0] = apply(Out[1], s);
}
