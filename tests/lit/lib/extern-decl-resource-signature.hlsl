// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A function only declared in a library (resolved by the linker) is
// external: like an exported one, it may not take or return resources
// before lib_6_x, as DXC reports.

// CHECK: error: Exported function \01?GetBuf@@YA?AV?$Buffer@V?$vector@M$03@@@@XZ must not contain a resource in parameter or return type.

Buffer<float4> GetBuf();

[shader("pixel")]
float4 test(uint i : I) : SV_Target {
  Buffer<float4> buf = GetBuf();
  return buf[i];
}
