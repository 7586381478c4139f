// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E branch %s | FileCheck %s --check-prefix=BR
// A graphics entry with several returns writes its outputs once, in one
// exit block (clang's return block), so the returned values meet in a
// select like DXC's; [branch] keeps the branch (and its hint).
// CHECK-LABEL: define void @main()
// CHECK: %[[C:[0-9]+]] = fcmp fast une float %{{[0-9]+}}, 1.000000e+00
// CHECK-NEXT: %[[S:[0-9]+]] = select i1 %[[C]], float %{{[0-9]+}}, float %{{[0-9]+}}
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %[[S]])
// CHECK-NOT: call void @dx.op.storeOutput
// CHECK: ret void
// BR-LABEL: define void @branch()
// BR: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !dx.controlflow.hints
// BR: phi float
// BR: call void @dx.op.storeOutput.f32(
// BR-NOT: call void @dx.op.storeOutput
// BR: = distinct !{!{{[0-9]+}}, !"dx.controlflow.hints", i32 1}

float main(float2 a : A, float b : B) : SV_Target {
  if (b != 1)
    return a.x;
  return a.y;
}

float branch(float2 a : A, float b : B) : SV_Target {
  [branch] if (b != 1)
    return a.x;
  else
    return a.y;
}
