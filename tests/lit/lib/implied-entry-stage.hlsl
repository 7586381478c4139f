// RUN: hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A library function without [shader] whose attributes imply a stage is an
// entry of that stage (DXC's deprecated inference): [maxvertexcount] or
// [instance] geometry, [patchconstantfunc] hull, [domain] domain (unless
// hull), [clipplanes] vertex, [earlydepthstencil] pixel. [numthreads] alone
// implies nothing. Each attribute only entries take is warned about there
// (-Wmisplaced-attributes), last written first.
struct VO { float4 pos : SV_Position; };

[maxvertexcount(1)]
void gs_main(point VO pts[1], inout PointStream<VO> s) { s.Append(pts[0]); }

[earlydepthstencil]
float4 ps_main(float4 a : A) : SV_Target { return a; }

[numthreads(4, 1, 1)]
void not_an_entry() {}

// CHECK: implied-entry-stage.hlsl:10:2: warning: attribute 'maxvertexcount' ignored without accompanying shader attribute [-Wmisplaced-attributes]
// CHECK: implied-entry-stage.hlsl:13:2: warning: attribute 'earlydepthstencil' ignored without accompanying shader attribute [-Wmisplaced-attributes]
// CHECK: implied-entry-stage.hlsl:16:2: warning: attribute 'numthreads' ignored without accompanying shader attribute [-Wmisplaced-attributes]
// CHECK: define void @gs_main()
// CHECK: call void @dx.op.emitStream
// CHECK: define void @ps_main()
// CHECK: call void @dx.op.storeOutput.f32
// CHECK-NOT: not_an_entry
// CHECK: !dx.entryPoints = !{!{{[0-9]+}}, ![[GS:[0-9]+]], ![[PS:[0-9]+]]}
// CHECK: ![[GS]] = !{void ()* @gs_main, !"gs_main",
// CHECK: ![[PS]] = !{void ()* @ps_main, !"ps_main",
