// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A member function template of a base is a member of the derived struct:
// d.Load<T>(...) finds B's template; `obj.template f<T>(...)` names it
// explicitly (the 'template' keyword after '.').

template <typename R> struct B {
  R buf;
  template <typename T> T Load(uint off) { return buf.template Load<T>(off); }
};
struct D : B<ByteAddressBuffer> {};

ByteAddressBuffer bab;
RWBuffer<uint> o;

// CHECK: bufferLoad.i32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 undef)
[numthreads(1, 1, 1)]
void main() {
  D d;
  d.buf = bab;
  uint3 v = d.Load<uint3>(8);
  o[0] = v.x + v.y + v.z;
}
