// The pipeline runtime information (PSV0) in the listing's header, and the
// empty signatures of a compute shader. NumThreads is PSV v2, the entry name
// v3, the group-shared bytes v4 (validator 1.10, DXC's default).
// RUN: hlslc -T cs_6_0 %s | FileCheck --strict-whitespace %s
// RUN: hlslc -T ps_6_0 -D PS %s | FileCheck --strict-whitespace %s --check-prefix=PS

//      CHECK:; Input signature:
// CHECK-NEXT:;
// CHECK-NEXT:; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT:; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT:; no parameters
// CHECK-NEXT:;
// CHECK-NEXT:; Output signature:
// CHECK-NEXT:;
// CHECK-NEXT:; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT:; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT:; no parameters
// CHECK-NEXT:; shader hash:
// CHECK-NEXT:;
// CHECK-NEXT:; Pipeline Runtime Information: 
// CHECK-NEXT:;
// CHECK-NEXT:;PSVRuntimeInfo:
// CHECK-NEXT:; Compute Shader
// CHECK-NEXT:; NumThreads=(8,4,2)
// CHECK-NEXT:; NumBytesGroupSharedMemory: 256
// CHECK-NEXT:; MinimumExpectedWaveLaneCount: 0
// CHECK-NEXT:; MaximumExpectedWaveLaneCount: 4294967295
// CHECK-NEXT:; UsesViewID: false
// CHECK-NEXT:; SigInputElements: 0
// CHECK-NEXT:; SigOutputElements: 0
// CHECK-NEXT:; SigPatchConstOrPrimElements: 0
// CHECK-NEXT:; SigInputVectors: 0
// CHECK-NEXT:; SigOutputVectors[0]: 0
// CHECK-NEXT:; SigOutputVectors[1]: 0
// CHECK-NEXT:; SigOutputVectors[2]: 0
// CHECK-NEXT:; SigOutputVectors[3]: 0
// CHECK-NEXT:; EntryFunctionName: main
// CHECK-NEXT:;
// CHECK-NEXT:;
// CHECK-NEXT:; Buffer Definitions:
// A compute shader has no ViewId state.
// CHECK-NOT: ViewId
//     CHECK: target datalayout

//      PS:;PSVRuntimeInfo:
// PS-NEXT:; Pixel Shader
// PS-NEXT:; DepthOutput=0
// PS-NEXT:; SampleFrequency=1
// PS-NEXT:; MinimumExpectedWaveLaneCount: 0
//      PS:; SigInputElements: 1
// PS-NEXT:; SigOutputElements: 1

#ifdef PS
float4 main(sample float4 c : COLOR) : SV_Target { return c; }
#else
groupshared float g[64];
RWBuffer<float> o;
[numthreads(8, 4, 2)]
void main(uint i : SV_GroupIndex) {
  g[i] = i;
  GroupMemoryBarrierWithGroupSync();
  o[i] = g[63 - i];
}
#endif
