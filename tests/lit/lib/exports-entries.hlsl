// RUN: hlslc -T lib_6_3 -exports 'VS;P1,P2=PS;Ray=RG' %s | FileCheck %s
// -exports and entries: an entry the map names stays an entry (renamed or
// cloned as any export, each clone an entry with the same signatures) and
// is also exported as a callable function under its C++ name (DXC's copy
// of each entry: those copies follow the module's functions, in the order
// of DXC's entry map, an llvm::StringMap (here PS before VS), then the other
// clones; their arguments are unnamed); an entry the map does not name is no entry.
// Raytracing entries, named by their C++ names, have no callable copy.
RWByteAddressBuffer U : register(u0);

[shader("vertex")]
float4 VS(float4 p : POSITION) : SV_Position { return p * 2; }

[shader("pixel")]
float4 PS(float4 c : COLOR) : SV_Target { return c + 1; }

[shader("compute")] [numthreads(4, 1, 1)]
void CS(uint i : SV_DispatchThreadID) { U.Store(i * 4, i); }

[shader("raygeneration")]
void RG() { U.Store(0, DispatchRaysIndex().x); }

// CHECK-NOT: CS
// CHECK: define void @"\01?Ray@@YAXXZ"()
// CHECK: define <4 x float> @"\01?P1@@YA?AV?$vector@M$03@@V1@@Z"(<4 x float>)
// CHECK: define <4 x float> @"\01?VS@@YA?AV?$vector@M$03@@V1@@Z"(<4 x float>)
// CHECK: define <4 x float> @"\01?P2@@YA?AV?$vector@M$03@@V1@@Z"(<4 x float>)
// CHECK: define void @VS()
// CHECK: define void @P1()
// CHECK: define void @P2()
// CHECK-NOT: define {{.*}}CS
// CHECK: !dx.entryPoints = !{![[N:[0-9]+]], ![[RG:[0-9]+]], ![[P1:[0-9]+]], ![[P2:[0-9]+]], ![[VS:[0-9]+]]}
// CHECK: ![[RG]] = !{void ()* @"\01?Ray@@YAXXZ", !"\01?Ray@@YAXXZ", null, null, ![[RGP:[0-9]+]]}
// CHECK: ![[P1]] = !{void ()* @P1, !"P1", ![[PSIG:[0-9]+]], null, ![[PSP:[0-9]+]]}
// CHECK: ![[P2]] = !{void ()* @P2, !"P2", ![[PSIG]], null, ![[PSP]]}
// CHECK: ![[VS]] = !{void ()* @VS, !"VS", ![[VSIG:[0-9]+]], null, ![[VSP:[0-9]+]]}
