// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A matrix (or an array of matrices) a library's external function takes by
// address has DXC's type at the boundary, the clang template class
// %class.matrix.<scalar>.<rows>.<cols> = type { [rows x <cols x T>] }: the
// caller passes its storage bitcast to it (an array of matrices flattened to
// one array of scalars first), the callee bitcasts it back to its vector
// storage.
void upd(inout float4x3 m);
float sum(float2x2 ms[3]);
cbuffer A { float4x3 M; float2x2 MS[3]; };
export float4x3 f() { float4x3 m = M; upd(m); return m; }
export float g() { return sum(MS); }
export float h(inout int3x2 m) { return m[1][0]; }

// CHECK-DAG: %class.matrix.float.4.3 = type { [4 x <3 x float>] }
// CHECK-DAG: %class.matrix.float.2.2 = type { [2 x <2 x float>] }
// CHECK-DAG: %class.matrix.int.3.2 = type { [3 x <2 x i32>] }
// CHECK: [[M:%[0-9]+]] = bitcast <12 x float>* %{{[0-9]+}} to %class.matrix.float.4.3*
// CHECK: call void @"\01?upd@@YAXAIAV?$matrix@M$03$02@@@Z"(%class.matrix.float.4.3* dereferenceable(48) [[M]])
// CHECK: alloca [12 x float]
// CHECK: [[A:%[0-9]+]] = bitcast [12 x float]* %{{[0-9]+}} to [3 x %class.matrix.float.2.2]*
// CHECK: call float @"\01?sum@@YAMY02V?$matrix@M$01$01@@@Z"([3 x %class.matrix.float.2.2]* [[A]])
// CHECK: define float @"\01?h@@YAMAIAV?$matrix@H$02$01@@@Z"(%class.matrix.int.3.2* noalias nocapture readonly dereferenceable({{[0-9]+}}) %m)
// CHECK: bitcast %class.matrix.int.3.2* %m to <6 x i32>*
// CHECK: declare void @"\01?upd@@YAXAIAV?$matrix@M$03$02@@@Z"(%class.matrix.float.4.3* dereferenceable(48))
