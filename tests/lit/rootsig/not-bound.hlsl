// The validator's check of the root signature against the shader: every
// resource inside a range of its class visible to the stage; root UAV/SRV
// descriptors only for raw or structured buffers; no bindings in a stage the
// root signature denies.
// RUN: not hlslc -T cs_6_0 -E main -DCASE=1 %s -Fo %t1.dxil 2>&1 | FileCheck %s --check-prefix=UNBOUND
// RUN: not hlslc -T cs_6_0 -E main -DCASE=2 %s -Fo %t2.dxil 2>&1 | FileCheck %s --check-prefix=TYPED
// RUN: not hlslc -T ps_6_0 -E ps -DCASE=3 %s -Fo %t3.dxil 2>&1 | FileCheck %s --check-prefix=DENY
// RUN: not hlslc -T ps_6_0 -E ps -DCASE=4 %s -Fo %t4.dxil 2>&1 | FileCheck %s --check-prefix=VIS
// RUN: hlslc -T ps_6_0 -E ps -DCASE=5 %s -Fo %t5.dxil
RWBuffer<uint> b : register(u2);
Texture2D<float4> tex : register(t0);
#if CASE == 1
[RootSignature("DescriptorTable(UAV(u0, numDescriptors = 2))")]
#elif CASE == 2
[RootSignature("UAV(u2)")]
#endif
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
#if CASE == 3
[RootSignature("RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), DescriptorTable(SRV(t0))")]
#elif CASE == 4
[RootSignature("DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_VERTEX)")]
#else
[RootSignature("DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL)")]
#endif
float4 ps(float4 p : SV_Position) : SV_Target { return tex.Load(int3(p.xy, 0)); }
// UNBOUND: error: Root Signature in DXIL container is not compatible with shader.
// UNBOUND: note: Shader UAV descriptor range (RegisterSpace=0, NumDescriptors=1, BaseShaderRegister=2) is not fully bound in root signature.
// TYPED: note: A shader is declaring a typed UAV using a register mapped to a root descriptor UAV (RegisterSpace=0, ShaderRegister=2).  SRV or UAV root descriptors can only be Raw or Structured buffers.
// DENY: note: Shader has root bindings but root signature uses a DENY flag to disallow root binding access to the shader stage.
// VIS: note: Shader SRV descriptor range (RegisterSpace=0, NumDescriptors=1, BaseShaderRegister=0) is not fully bound in root signature.
// -Vd skips the validator's checks, this one included.
// RUN: hlslc -T cs_6_0 -E main -DCASE=1 -Vd %s -Fo %t6.dxil
// The check also runs when only the listing is printed.
// RUN: not hlslc -T cs_6_0 -E main -DCASE=1 %s 2>&1 | FileCheck %s --check-prefix=UNBOUND
