// Reading SV_ViewID sets the View Instancing feature (shader flag bit 21)
// and UsesViewID in the pipeline state, as DXC does.
// RUN: hlslc -T ps_6_1 -E main %s | FileCheck %s
float4 main(uint vid : SV_ViewID, float4 p : SV_Position) : SV_Target { return p * vid; }
// CHECK: ; Note: shader requires additional functionality:
// CHECK-NEXT: ;       View Instancing
// CHECK: ; UsesViewID: true
// CHECK: call i32 @dx.op.viewID.i32(i32 138)
