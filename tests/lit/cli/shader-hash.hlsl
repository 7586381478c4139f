// -Fsh FILE writes the shader hash as DXC does: flags (0) and the MD5 of the
// DXIL part's bitcode, the contents of the HASH part.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil -Fsh %t.hash
// RUN: hlslc-dis --no-module %t.dxil > %t.txt
// RUN: od -An -v -tx1 %t.hash | tr -d ' \n' >> %t.txt
// RUN: FileCheck %s --input-file %t.txt
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: HASH: flags 0, digest [[D:[0-9a-f]+]] (ok)
// CHECK: 00000000[[D]]
