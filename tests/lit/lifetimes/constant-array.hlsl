// A local array holding only constants becomes an internal constant
// (.hca) even with lifetime markers, which stay on the constant as in DXC's
// output (and are dropped, without a store, below DXIL 1.6: the global has
// an initializer). Element 0 may be stored through the array's own address.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_5 -E main -enable-lifetime-markers %s | FileCheck %s --check-prefix=OLD
// RUN: hlslc -T cs_6_6 -E main %s -Fo %t.dxil
// CHECK: @tab.hca = internal unnamed_addr constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float 5.000000e+00, float 9.000000e+00]
// CHECK-NOT: alloca
// CHECK: call void @llvm.lifetime.start(i64 16, i8* bitcast ([4 x float]* @tab.hca to i8*))
// CHECK: getelementptr inbounds [4 x float], [4 x float]* @tab.hca, i32 0, i32
// CHECK: call void @llvm.lifetime.end(i64 16, i8* bitcast ([4 x float]* @tab.hca to i8*))
// OLD: @tab.hca = internal unnamed_addr constant
// OLD-NOT: alloca
// OLD-NOT: store [4 x float]
// OLD-NOT: llvm.lifetime

RWBuffer<float> o;
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float tab[4] = {1, 2, 5, 9};
  o[i] = tab[i & 3];
}
