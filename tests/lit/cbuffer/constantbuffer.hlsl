// ConstantBuffer<T>: member access as CB.F, arrays of them (one binding range,
// dynamically indexed handles), and passing them to functions. Each is a CBV
// whose buffer holds one T, named after the variable like DXC's.
// RUN: hlslc -T cs_6_0 %s | FileCheck %s
// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --check-prefix=JSON --input-file %t.json
struct S { float4 x; uint y; };
ConstantBuffer<S> cbs[4] : register(b2);
ConstantBuffer<S> one;
float f(ConstantBuffer<S> c) { return c.x.y + c.y; }
RWBuffer<float> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) { o[0] = cbs[i].x.z + f(cbs[1]) + f(one) + one.y; }

// CHECK: %cbs = type { %struct.S }
// CHECK: %struct.S = type { <4 x float>, i32 }
// CHECK: %one = type { %struct.S }
// CHECK-DAG: [[ONE:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 0, i1 false)
// CHECK-DAG: [[C1:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 3, i1 false)
// CHECK-DAG: [[IDX:%.*]] = add i32 %{{.*}}, 2
// CHECK-DAG: [[CI:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 [[IDX]], i1 false)
// CHECK-DAG: [[L:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CI]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[L]], 2
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[C1]], i32 0)
// CHECK-DAG: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[C1]], i32 1)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[ONE]], i32 0)
// CHECK: !{i32 0, [4 x %cbs]* undef, !"", i32 0, i32 2, i32 4, i32 20, null}
// CHECK: !{i32 1, %one* undef, !"", i32 0, i32 0, i32 1, i32 20, null}

// JSON: {"name": "cbs", "type": "cbuffer", "space": 0, "register": 2, "size": 20, "size_aligned": 32,
// JSON: {"name": "cbs", "offset": 0, "size": 20, "type": "S", "class": "struct",
// JSON: {"name": "x", "offset": 0, "size": 16, "type": "float4",
// JSON: {"name": "y", "offset": 16, "size": 4, "type": "uint",
// JSON: {"name": "one", "type": "cbuffer", "space": 0, "register": 0, "size": 20,
// JSON: "resources": [
// JSON: {"name": "cbs", "type": "cbuffer", "class": "b", "space": 0, "register": 2, "count": 4, "id": 0,
// JSON: {"name": "one", "type": "cbuffer", "class": "b", "space": 0, "register": 0, "count": 1, "id": 1,
