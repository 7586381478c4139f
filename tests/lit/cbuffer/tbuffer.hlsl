// tbuffer blocks and TextureBuffer<T> are SRVs (t registers, DXIL kind
// TBuffer with u32 elements) laid out like constant buffers; their rows are
// read with bufferLoad.i32 and bitcast, as DXC does.
// RUN: hlslc -T cs_6_0 %s | FileCheck %s
// RUN: hlslc -T cs_6_0 %s -Fo %t.dxil -Fre %t.json
// RUN: FileCheck %s --check-prefix=JSON --input-file %t.json
tbuffer T : register(t3) { float4 a; float b; int c[2]; }
struct S { float x; int2 y; };
TextureBuffer<S> tb2;
RWBuffer<float> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) { o[0] = a.y + b + c[i] + tb2.y.y; }

// CHECK: %T = type { <4 x float>, float, [2 x i32] }
// CHECK-DAG: [[TB2:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 0, i1 false)
// CHECK-DAG: [[T:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 3, i1 false)
// CHECK-DAG: [[R0:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[T]], i32 0, i32 undef)
// CHECK-DAG: [[AY:%.*]] = extractvalue %dx.types.ResRet.i32 [[R0]], 1
// CHECK-DAG: bitcast i32 [[AY]] to float
// CHECK-DAG: [[R1:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[T]], i32 1, i32 undef)
// CHECK-DAG: extractvalue %dx.types.ResRet.i32 [[R1]], 0
// CHECK-DAG: [[CI:%.*]] = add i32 %{{.*}}, 2
// CHECK-DAG: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[T]], i32 [[CI]], i32 undef)
// CHECK-DAG: [[Y:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[TB2]], i32 0, i32 undef)
// CHECK-DAG: extractvalue %dx.types.ResRet.i32 [[Y]], 2
// CHECK: !{i32 0, %T* undef, !"", i32 0, i32 3, i32 1, i32 15, i32 0, ![[U32:[0-9]+]]}
// CHECK: ![[U32]] = !{i32 0, i32 5}
// CHECK: !{i32 1, %tb2* undef, !"", i32 0, i32 0, i32 1, i32 15, i32 0, ![[U32]]}

// JSON: {"name": "T", "type": "tbuffer", "space": 0, "register": 3, "size": 52,
// JSON: {"name": "c", "offset": 32, "size": 20, "type": "int",
// JSON: {"name": "tb2", "type": "tbuffer", "space": 0, "register": 0, "size": 12,
// JSON: {"name": "T", "type": "tbuffer", "class": "t", "space": 0, "register": 3, "count": 1, "id": 0, "dimension": "buffer", "return_type": ""}
