// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Every subobject kind in the listing's "; Subobjects:" section, in
// declaration order, as DXC prints them from RDAT (root signatures as their
// size; an association's exports split at ';', empty names dropped; flags by
// name). The module itself keeps no !dx.subobjects (DXC strips it).

// CHECK: ; Subobjects:
// CHECK: ;  GlobalRootSignature grs = { <48 bytes> };
// CHECK-NEXT: ;  StateObjectConfig soc = { STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS | STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS };
// CHECK-NEXT: ;  LocalRootSignature lrs = { <48 bytes> };
// CHECK-NEXT: ;  SubobjectToExportsAssociation sea = { "grs", { "a", "b", "foo", "c" }  };
// CHECK-NEXT: ;  SubobjectToExportsAssociation sea2 = { "grs", {  }  };
// CHECK-NEXT: ;  RaytracingShaderConfig rsc = { MaxPayloadSizeInBytes = 128, MaxAttributeSizeInBytes = 64 };
// CHECK-NEXT: ;  RaytracingPipelineConfig rpc = { MaxTraceRecursionDepth = 512 };
// CHECK-NEXT: ;  RaytracingPipelineConfig1 rpc1 = { MaxTraceRecursionDepth = 32, Flags = RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES | RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES };
// CHECK-NEXT: ;  HitGroup trHitGt = { HitGroupType = Triangle, Anyhit = "a", Closesthit = "b", Intersection = "" };
// CHECK-NEXT: ;  HitGroup ppHitGt = { HitGroupType = ProceduralPrimitive, Anyhit = "", Closesthit = "b", Intersection = "c" };
// CHECK-NEXT: ;
// CHECK-NOT: dx.subobjects

GlobalRootSignature grs = {"CBV(b0)"};
StateObjectConfig soc = { STATE_OBJECT_FLAGS_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITONS | STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS };
LocalRootSignature lrs = {"UAV(u0, visibility = SHADER_VISIBILITY_GEOMETRY), RootFlags(LOCAL_ROOT_SIGNATURE)"};
SubobjectToExportsAssociation sea = { "grs", "a;b;;foo;c;" };
SubobjectToExportsAssociation sea2 = { "grs", ";" };
RaytracingShaderConfig rsc = { 128, 64 };
RaytracingPipelineConfig rpc = { 512 };
RaytracingPipelineConfig1 rpc1 = { 32, RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES | RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES };
TriangleHitGroup trHitGt = { "a", "b" };
ProceduralPrimitiveHitGroup ppHitGt = { "", "b", "c" };
