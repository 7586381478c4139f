// RUN: hlslc -T vs_6_0 -E main -HV 2021 %s | FileCheck %s
// A struct template may be declared (`template<...> struct S;`) before it
// is defined: its instances are incomplete types until the definition,
// which defines every instance named so far (here in function prototypes);
// a default argument of the declaration counts for the definition.

template<typename T, int N = 1> struct Box;
float get(float x) { return x; }
float get(Box<float> b);

template<typename T, int N>
struct Box {
  T v[N];
};

float get(Box<float> b) { return b.v[0] * 2; }

// CHECK: [[IN:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: [[M:%.*]] = fmul fast float [[IN]], 2.000000e+00
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float [[M]])
float main(float x : IN) : OUT {
  Box<float, 1> b;
  b.v[0] = x;
  return get(b);
}
