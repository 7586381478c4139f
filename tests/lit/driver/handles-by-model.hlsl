// Below SM 6.6 handles come from createHandle; from 6.6 from
// createHandleFromBinding + annotateHandle.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s --check-prefix=SM60
// RUN: hlslc -T cs_6_5 -E main %s | FileCheck %s --check-prefix=SM60
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s --check-prefix=SM66
// SM60: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
// SM60-NOT: createHandleFromBinding
// SM60-NOT: annotateHandle
// SM66: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
// SM66: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 4106, i32 265 })
// SM66-NOT: @dx.op.createHandle(
RWBuffer<float> Out : register(u3);
[numthreads(1, 1, 1)]
void main() { Out[0] = 2.0; }
