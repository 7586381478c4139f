// RUN: hlslc -T lib_6_5 %s | FileCheck %s
// RUN: hlslc -T lib_6_6 %s | FileCheck %s --check-prefix=SM66
// Constant buffers in libraries, as DXC names their globals: plain names
// without alignment; a buffer whose struct changes under the legacy layout
// (hostlayout.*) is the writable global NAME_legacy, and an unbounded
// array of them [4294967295 x T].
struct V { float4x4 m; float3 p; };
struct U { uint a; };
ConstantBuffer<V> cv : register(b0);
ConstantBuffer<V> cva[] : register(b0, space1);
ConstantBuffer<U> cu : register(b1);
cbuffer CB : register(b3) { float4 q; };
export float f(uint i) { V l = cva[i]; return cv.p.x + l.p.y + cu.a + q.w; }

// CHECK-DAG: %hostlayout.cv = type { %hostlayout.struct.V }
// CHECK-DAG: %hostlayout.cva = type { %hostlayout.struct.V }
// CHECK-DAG: @cv_legacy = external global %hostlayout.cv
// CHECK-DAG: @cva_legacy = external global [4294967295 x %hostlayout.cva]
// CHECK-DAG: @cu = external constant %cu
// CHECK-DAG: @CB = external constant %CB
// CHECK-DAG: !{i32 1, [4294967295 x %hostlayout.cva]* @cva_legacy, !"cva", i32 1, i32 0, i32 -1, i32 76, null}

// lib_6_6: the re-laid-out buffers keep their hostlayout NAME_legacy globals
// (createHandleForLib on the hostlayout type); the others hold handles.
// SM66-DAG: @cv_legacy = external global %hostlayout.cv
// SM66-DAG: @cva_legacy = external global [4294967295 x %hostlayout.cva]
// SM66-DAG: @cu = external constant %dx.types.Handle{{$}}
// SM66-DAG: @CB = external constant %dx.types.Handle{{$}}
// SM66-DAG: call %dx.types.Handle @dx.op.createHandleForLib.hostlayout.cv(i32 160, %hostlayout.cv
// SM66-DAG: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle
// SM66-DAG: !{i32 2, %cu* bitcast (%dx.types.Handle* @cu to %cu*), !"cu",
