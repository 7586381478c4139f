// -verifyrootsignature FILE checks the root signature of container FILE
// against the shader (compiled, or with -dumpbin a container), as DXC's
// validator does; -dumpbin -setrootsignature checks it too.
// RUN: hlslc -T rootsig_1_1 -E GOOD %s -Fo %t.good
// RUN: hlslc -T rootsig_1_1 -E BAD %s -Fo %t.bad
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc -T cs_6_0 -E main %s -verifyrootsignature %t.good | FileCheck %s
// RUN: hlslc -dumpbin %t.dxil -verifyrootsignature %t.good | FileCheck %s
// RUN: not hlslc -dumpbin %t.dxil -verifyrootsignature %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not hlslc -dumpbin %t.dxil -setrootsignature %t.bad -Fo %t.x 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not hlslc -dumpbin %t.dxil -verifyrootsignature %t.dxil 2>&1 | FileCheck %s --check-prefix=NORS
#define GOOD "DescriptorTable(UAV(u0, numDescriptors = 8))"
#define BAD "DescriptorTable(UAV(u1))"
RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: root signature verification succeeded.
// BAD: error: Root Signature in DXIL container is not compatible with shader.
// BAD: note: Shader UAV descriptor range (RegisterSpace=0, NumDescriptors=1, BaseShaderRegister=0) is not fully bound in root signature.
// NORS: error: invalid root signature to verify.
