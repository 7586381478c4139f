// Exported library functions are checked like entries of no stage (DXC
// names it ''), and a compute target's entry as 'compute'; lib_6_x, linked
// offline, checks only its entries
// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_9 -E CS %s 2>&1 | FileCheck %s --check-prefix CS
// RUN: hlslc -T lib_6_x %s | FileCheck %s --check-prefix LIBX
// CHECK: err-stages-nonentry.hlsl:14:19: error: dx::MaybeReorderThread is unavailable in shader stage '' (requires 'raygeneration')
// CHECK: err-stages-nonentry.hlsl:14:13: note: entry function defined here
// CHECK: err-stages-nonentry.hlsl:15:56: error: dx::HitObject is unavailable in shader stage '' (requires 'raygeneration', 'closesthit' or 'miss')
// CS: err-stages-nonentry.hlsl:15:56: error: dx::HitObject is unavailable in shader stage 'compute' (requires 'raygeneration', 'closesthit' or 'miss')
// CS: err-stages-nonentry.hlsl:17:6: note: entry function defined here
// LIBX: call void @dx.op.maybeReorderThread(

export void f() { dx::MaybeReorderThread(1, 2); }
export bool g() { dx::HitObject h; return h.IsHit() || dx::HitObject::MakeNop().IsNop(); }
[numthreads(1, 1, 1)]
void CS() { g(); }
