// SV_StartVertexLocation / SV_StartInstanceLocation (SM 6.8) are read with
// their ops, are not in the input signature, and set the Extended command
// info feature (bit 38) as DXC does.
// RUN: hlslc -T vs_6_8 -E main %s | FileCheck %s
// CHECK: ; Note: shader requires additional functionality:
// CHECK-NEXT: ;       Extended command info
// CHECK: ; Input signature:
// CHECK: ; no parameters
// CHECK-DAG: call i32 @dx.op.startInstanceLocation.i32(i32 257)
// CHECK-DAG: call i32 @dx.op.startVertexLocation.i32(i32 256)
// CHECK: !{void ()* @main, !"main", ![[SIG:[0-9]+]], null, ![[EXT:[0-9]+]]}
// CHECK: ![[SIG]] = !{null,
// CHECK: ![[EXT]] = !{i32 0, i64 274877906944}

float4 main(int loc : SV_StartVertexLocation, uint loc2 : SV_StartInstanceLocation) : SV_Position {
  return loc + loc2;
}
