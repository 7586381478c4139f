// SV_Coverage is not inner coverage: no InnerCoverage shader flag (bit 10,
// 1024) in the entry properties, which the validator rejects when the
// InnerCoverage op is not used.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
float4 main(uint cov : SV_Coverage) : SV_Target { return cov; }
// CHECK: call i32 @dx.op.coverage.i32(i32 91)
// CHECK-NOT: i64 1024
