// The listing's "ViewId state" section, decoded from !dx.viewIdState: scalar
// counts, the outputs that depend on the view ID, and for each output the
// input scalars it is computed from. Geometry shaders list each stream; the
// output signature then prefixes names with the stream.
// RUN: hlslc -T vs_6_0 %s | FileCheck --strict-whitespace %s
// RUN: hlslc -T gs_6_0 -D GS %s | FileCheck --strict-whitespace %s --check-prefix=GS

//      CHECK:; ViewId state:
// CHECK-NEXT:;
// CHECK-NEXT:; Number of inputs: 9, outputs: 6
// CHECK-NEXT:; Outputs dependent on ViewId: {  }
// CHECK-NEXT:; Inputs contributing to computation of Outputs:
// CHECK-NEXT:;   output 0 depends on inputs: { 0 }
// CHECK-NEXT:;   output 1 depends on inputs: { 1 }
// CHECK-NEXT:;   output 2 depends on inputs: { 2 }
// CHECK-NEXT:;   output 3 depends on inputs: { 8 }
// CHECK-NEXT:;   output 4 depends on inputs: { 4 }
// CHECK-NEXT:;   output 5 depends on inputs: { 4, 5 }
// CHECK-NEXT:;
// CHECK-NEXT:target datalayout

//      GS:; m0:SV_Position           0   xyzw        0      POS   float   xyzw
// GS-NEXT:; m1:QQ                    0   xyzw        0     NONE   float   xyzw
//      GS:; Number of inputs: 4, outputs per stream: { 4, 4, 0, 0 }
// GS-NEXT:; Outputs for Stream 0 dependent on ViewId: {  }
// GS-NEXT:; Outputs for Stream 1 dependent on ViewId: {  }
// GS-NEXT:; Inputs contributing to computation of Outputs for Stream 0:
//      GS:; Inputs contributing to computation of Outputs for Stream 1:
// GS-NEXT:;   output 0 depends on inputs: { 0 }

#ifdef GS
struct V { float4 p : SV_Position; };
struct S1 { float4 q : QQ; };
[maxvertexcount(2)]
void main(point V v[1], inout PointStream<V> s0, inout PointStream<S1> s1) {
  s0.Append(v[0]);
  S1 x;
  x.q = v[0].p;
  s1.Append(x);
}
#else
float4 main(float3 p : POSITION, float2 t : TEXCOORD, uint vid : SV_VertexID,
            out float2 ot : TEXCOORD) : SV_Position {
  ot = float2(t.x * 2, t.x + t.y);
  return float4(p, (float)vid);
}
#endif
