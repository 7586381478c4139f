// Lifetime markers are on by default from SM 6.6 (DXC's ReadDxcOpts);
// -disable-lifetime-markers turns them off, -enable-lifetime-markers on, and
// the last of the two wins. They stay in the DXIL on memory the optimiser
// keeps (a dynamically indexed local array), as clang emits them: nounwind
// calls, the pointer nocapture (LLVM 3.7's declaration).
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s --check-prefix=ON
// RUN: hlslc -T cs_6_6 -E main -enable-lifetime-markers %s | FileCheck %s --check-prefix=ON
// RUN: hlslc -T cs_6_6 -E main -disable-lifetime-markers %s | FileCheck %s --check-prefix=OFF
// RUN: hlslc -T cs_6_6 -E main -enable-lifetime-markers -disable-lifetime-markers %s | FileCheck %s --check-prefix=OFF
// RUN: hlslc -T cs_6_6 -E main -disable-lifetime-markers -enable-lifetime-markers %s | FileCheck %s --check-prefix=ON
// RUN: hlslc -T cs_6_6 -E main -opt-disable lifetime-markers %s | FileCheck %s --check-prefix=OFF
// ON: define void @main()
// ON: %[[A:.*]] = alloca [4 x i32], align 4
// ON: %[[P:.*]] = bitcast [4 x i32]* %[[A]] to i8*
// ON: call void @llvm.lifetime.start(i64 16, i8* %[[P]]) #[[NU:[0-9]+]]
// ON: call void @llvm.lifetime.end(i64 16, i8* {{.*}}) #[[NU]]
// ON: declare void @llvm.lifetime.start(i64, i8* nocapture) #[[NU]]
// ON: declare void @llvm.lifetime.end(i64, i8* nocapture) #[[NU]]
// ON: attributes #[[NU]] = { nounwind }
// OFF-NOT: llvm.lifetime
// OFF: define void @main()
// OFF-NOT: llvm.lifetime

RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint t[4] = { 1, 2, 3, 4 };
  t[i & 1] = b[i];
  b[i] = t[i];
}
