// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// RUN: hlslc -T lib_6_5 %s | FileCheck %s --check-prefix=SM65
// From lib_6_6 (DXC's DxilMutateResourceToHandle) a library's resource
// global holds a %dx.types.Handle, an array of resources an array of
// handles; each use loads it and calls createHandleForLib on the handle,
// then annotateHandle. The dx.resources record points at the global through
// a bitcast to the resource's class type. Textures, buffers and samplers are
// aligned to 4; constant buffers and tbuffers are not.
Texture2D<float4> T0;
Texture2D<float4> TA[4];
RWBuffer<float> U0;
SamplerState S0;
cbuffer CB { float4 c0; };
tbuffer TB { float4 t0; };
export float f(uint i) {
  return T0.SampleLevel(S0, c0.xy, 0).x + TA[i % 4].Load(int3(i, 0, 0)).y + t0.z + U0[i];
}

// CHECK-DAG: @"\01?T0@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %dx.types.Handle, align 4
// CHECK-DAG: @"\01?TA@@3PAV?$Texture2D@V?$vector@M$03@@@@A" = external constant [4 x %dx.types.Handle], align 4
// CHECK-DAG: @"\01?U0@@3V?$RWBuffer@M@@A" = external constant %dx.types.Handle, align 4
// CHECK-DAG: @"\01?S0@@3USamplerState@@A" = external constant %dx.types.Handle, align 4
// CHECK-DAG: @CB = external constant %dx.types.Handle{{$}}
// CHECK-DAG: @TB = external constant %dx.types.Handle{{$}}
// CHECK: define float @"\01?f@@YAMI@Z"(i32 %i)
// CHECK: [[G:%[0-9]+]] = getelementptr inbounds [4 x %dx.types.Handle], [4 x %dx.types.Handle]* @"\01?TA@@3PAV?$Texture2D@V?$vector@M$03@@@@A", i32 0, i32 %{{[0-9]+}}
// CHECK: [[L:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* [[G]], align 4
// CHECK: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[L]])
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 2, i32 1033 })
// CHECK-NOT: createHandleForLib.class
// CHECK: !{i32 0, %"class.Texture2D<vector<float, 4> >"* bitcast (%dx.types.Handle* @"\01?T0@@3V?$Texture2D@V?$vector@M$03@@@@A" to %"class.Texture2D<vector<float, 4> >"*), !"T0",
// CHECK: !{i32 1, [4 x %"class.Texture2D<vector<float, 4> >"]* bitcast ([4 x %dx.types.Handle]* @"\01?TA@@3PAV?$Texture2D@V?$vector@M$03@@@@A" to [4 x %"class.Texture2D<vector<float, 4> >"]*), !"TA",
// CHECK: !{i32 2, %TB* bitcast (%dx.types.Handle* @TB to %TB*), !"TB",
// CHECK: !{i32 0, %CB* bitcast (%dx.types.Handle* @CB to %CB*), !"CB",

// lib_6_3 to lib_6_5: the globals keep their class types.
// SM65-DAG: @"\01?T0@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
// SM65-DAG: @"\01?TA@@3PAV?$Texture2D@V?$vector@M$03@@@@A" = external constant [4 x %"class.Texture2D<vector<float, 4> >"], align 4
// SM65-DAG: @CB = external constant %CB{{$}}
// SM65-DAG: @TB = external constant %TB{{$}}
// SM65: call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<vector<float, 4> >"(i32 160,
// SM65-NOT: createHandleForLib.dx.types.Handle
// SM65: !{i32 0, %"class.Texture2D<vector<float, 4> >"* @"\01?T0@@3V?$Texture2D@V?$vector@M$03@@@@A", !"T0",
