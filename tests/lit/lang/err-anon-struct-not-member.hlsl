// RUN: not hlslc -T cs_6_0 %s 2>&1 | FileCheck %s
// An anonymous struct may only be a struct's member (DXC's
// err_anonymous_struct_not_member), at file scope, in a cbuffer or a function.
// CHECK: err-anon-struct-not-member.hlsl:[[@LINE+1]]:1: error: anonymous structs and classes must be class members
struct { float x; };
// CHECK: err-anon-struct-not-member.hlsl:[[@LINE+1]]:23: error: anonymous structs and classes must be class members
cbuffer CB { float a; struct { float b; }; };
// CHECK: err-anon-struct-not-member.hlsl:[[@LINE+1]]:35: error: anonymous structs and classes must be class members
[numthreads(1,1,1)] void main() { struct { float y; }; }
