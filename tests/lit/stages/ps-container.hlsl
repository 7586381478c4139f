// RUN: hlslc -T ps_6_0 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// A pixel shader's container parts (byte-identical to DXC's for this
// shader): ISG1/OSG1 records (unallocated elements at register 0xFFFFFFFF,
// the second mask = input usage / output never-written), PSV0 with
// DepthOutput (SV_Depth) and SampleFrequency (SV_SampleIndex), and the
// input-to-output dependency table from dx.viewIdState.

struct PSIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; centroid float3 n : NORMAL; nointerpolation uint id : ID; };

// CHECK: Name: ISG1
// CHECK: Name: SV_Position
// CHECK: Mask: 15
// CHECK-NEXT: ExclusiveMask: 4
// CHECK: Name: SV_IsFrontFace
// CHECK-NEXT: Index: 0
// CHECK-NEXT: SystemValue: IsFrontFace
// CHECK-NEXT: CompType: UInt32
// CHECK-NEXT: Register: 3
// CHECK-NEXT: Mask: 2
// CHECK: Name: SV_SampleIndex
// CHECK: Register: 4294967295
// CHECK: Name: OSG1
// CHECK: Name: SV_Target
// CHECK: Name: SV_Depth
// CHECK-NEXT: Index: 0
// CHECK-NEXT: SystemValue: Depth
// CHECK-NEXT: CompType: Float32
// CHECK-NEXT: Register: 4294967295
// CHECK-NEXT: Mask: 1
// CHECK-NEXT: ExclusiveMask: 14
// CHECK: Name: PSV0
// CHECK: ShaderStage: 0
// CHECK-NEXT: DepthOutput: 1
// CHECK-NEXT: SampleFrequency: 1
// CHECK: SigInputVectors: 4
// CHECK-NEXT: SigOutputVectors: [ 1, 0, 0, 0 ]
// CHECK: Kind: IsFrontFace
// CHECK: Allocated: false
// CHECK-NEXT: Kind: SampleIndex
// CHECK: SigOutputElements:
// CHECK: Kind: Target
// CHECK: Allocated: false
// CHECK-NEXT: Kind: Depth
// CHECK: InputOutputMap:
// CHECK-NEXT: - [ 0x0, 0x0, 0x0, 0x0, 0x0, 0x7, 0x0, 0x0, 0x1, 0x2, 0x4, 0x0,
// CHECK-NEXT: 0xF, 0x1, 0x0, 0x0 ]

float4 main(PSIn i, bool ff : SV_IsFrontFace, uint si : SV_SampleIndex, out float d : SV_Depth) : SV_Target {
  if (i.uv.x < 0) discard;
  float4 c = float4(i.n * ddx(i.uv.y), 1);
  d = i.pos.z;
  if (ff) c.x += si;
  return c + i.id;
}
