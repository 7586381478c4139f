// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -D LOCAL %s 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not hlslc -T ps_6_0 -E main -D FIELD %s 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not hlslc -T ps_6_0 -E main -D PARAM %s 2>&1 | FileCheck %s --check-prefix=PARAM
// RUN: not hlslc -T ps_6_0 -E main -D ARRAY %s 2>&1 | FileCheck %s --check-prefix=ARRAY
// `string` variables (effect-style text) are allowed at global scope only,
// as DXC allows them, and take no storage: no $Globals member, no code.

// CHECK: cbuffer $Globals
// CHECK-NOT: Script
// CHECK: float4 Tint;
// CHECK-NOT: Script
// CHECK: define void @main()
// LOCAL: error: string declaration may only appear in global scope
// PARAM: error: parameter of type string is not supported
// ARRAY: error: array of type string is not supported

string Script = "Technique=Main;";
static const string Name = "tint";
float4 Tint;

#ifdef FIELD
struct S { string n; float a; };
#endif
#ifdef PARAM
float f(string s) { return 1; }
#endif
#ifdef ARRAY
string names[2];
#endif

float4 main() : SV_Target {
#ifdef LOCAL
  string s = "x";
#endif
  return Tint;
}
