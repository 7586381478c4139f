// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// An exported function that returns a struct takes the result's memory as
// a pointer to the struct (DXC: %struct.S* noalias nocapture sret), also a
// struct whose only member is a vector (no use names the struct once the
// stores reach the vector).
struct CP { float4 pos; };
export CP one(float x) { CP c; c.pos = x; return c; }
struct S2 { float a; int b; };
export S2 two(float x) { S2 c; c.a = x; c.b = 2; return c; }

// CHECK: define void @"\01?one@@YA?AUCP@@M@Z"(%struct.CP* noalias nocapture sret %agg.result, float %x)
// CHECK: define void @"\01?two@@YA?AUS2@@M@Z"(%struct.S2* noalias nocapture sret %agg.result, float %x)
