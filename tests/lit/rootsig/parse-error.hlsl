// A root signature that does not parse is an error at the attribute, with
// DXC's message; so is one that breaks DXC's rules (overlapping registers),
// a LOCAL_ROOT_SIGNATURE flag on an entry, and an argument that is not a
// string literal.
// RUN: not hlslc -T cs_6_0 -E main -DCASE=1 %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not hlslc -T cs_6_0 -E main -DCASE=2 %s 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not hlslc -T cs_6_0 -E main -DCASE=3 %s 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not hlslc -T cs_6_0 -E main -DCASE=4 %s 2>&1 | FileCheck %s --check-prefix=NOSTR
RWBuffer<uint> b : register(u0);
#if CASE == 1
[RootSignature("UAV(u0), CBV(t0)")]
#elif CASE == 2
[RootSignature("UAV(u0), DescriptorTable(UAV(u0, numDescriptors=2))")]
#elif CASE == 3
[RootSignature("RootFlags(LOCAL_ROOT_SIGNATURE), UAV(u0)")]
#else
[RootSignature(4)]
#endif
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// SYNTAX: parse-error.hlsl:11:2: error: root signature error - Incorrect register type 't0' in CBV (expected b#)
// OVERLAP: parse-error.hlsl:13:2: error: root signature error - Shader register range of type UAV (root parameter [1], visibility ALL, descriptor table slot [0]) overlaps with another shader register range (root parameter [0], visibility ALL).
// LOCAL: error: root signature error - LOCAL_ROOT_SIGNATURE flag used in global root signature
// NOSTR: parse-error.hlsl:17:16: error: attribute RootSignature must have a string literal argument
