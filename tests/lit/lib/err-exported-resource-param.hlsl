// RUN: not hlslc -T lib_6_3 -default-linkage external %s 2>&1 | FileCheck %s
// Below lib_6_x an exported function must not take or return resources
// (DXC's message, with the mangled name).
struct M {
   float3 a;
   Texture2D<float4> tex;
};

float4 emit(M m)  {
   return m.tex.Load(m.a);
}
// CHECK: err-exported-resource-param.hlsl:9:8: error: Exported function \01?emit@@YA?AV?$vector@M$03@@UM@@@Z must not contain a resource in parameter or return type.
