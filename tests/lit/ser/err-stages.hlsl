// SER calls reachable from an entry of the wrong stage (DXC's
// DiagnoseReachableSERCall): MaybeReorderThread only in raygeneration,
// HitObject's constructing/invoking functions only in raygeneration,
// closesthit and miss; reported once per entry reaching the call, with the
// entry noted; accessors are not restricted
// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// CHECK: err-stages.hlsl:18:12: error: dx::MaybeReorderThread is unavailable in shader stage 'closesthit' (requires 'raygeneration')
// CHECK: err-stages.hlsl:22:6: note: entry function defined here
// CHECK: err-stages.hlsl:19:30: error: dx::HitObject is unavailable in shader stage 'anyhit' (requires 'raygeneration', 'closesthit' or 'miss')
// CHECK: err-stages.hlsl:24:6: note: entry function defined here
// CHECK: err-stages.hlsl:18:12: error: dx::MaybeReorderThread is unavailable in shader stage 'miss' (requires 'raygeneration')
// CHECK: err-stages.hlsl:26:6: note: entry function defined here
// CHECK-NOT: error:
// (the call of line 18 is not reported for RG, line 28, nor line 20's for AH)


struct [raypayload] Payload { float4 c : write(caller, closesthit, miss, anyhit) : read(caller, anyhit); };
void f() { dx::MaybeReorderThread(1, 2); }
void g() { dx::HitObject h = dx::HitObject::MakeNop(); }
void k(dx::HitObject h) { h.IsHit(); }
[shader("closesthit")]
void CH(inout Payload p, BuiltInTriangleIntersectionAttributes a) { f(); g(); p.c = 0; }
[shader("anyhit")]
void AH(inout Payload p, BuiltInTriangleIntersectionAttributes a) { g(); }
[shader("miss")]
void MS(inout Payload p) { f(); g(); p.c = 0; }
[shader("raygeneration")]
void RG() { f(); g(); }
