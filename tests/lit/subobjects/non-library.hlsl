// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -D BAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// Other targets check the subobjects (their root signatures too) but keep
// none (DXC).
// CHECK-NOT: Subobjects
// CHECK: define void @main()
GlobalRootSignature grs = { "CBV(b0)" };
RaytracingPipelineConfig rpc = { 1 };
#ifdef BAD
// BAD: error: root signature error - Unexpected token 'foo' when parsing root signature
LocalRootSignature lrs = { "CBV(b0), foo" };
#endif
float4 main() : SV_Target { return 1; }
