// c ? A : B with two enumerators of one enum has that enum's type (C++), so
// it initializes a variable of the enum type; for enum class too.
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 5)

enum E { One = 1, Two = 2 };
enum class F { Three = 3, Four = 4 };
static const E e = true ? One : Two;
static const F f = false ? F::Three : F::Four;

int main() : OUT {
  E x = e;
  return (int)x + (int)f;
}
