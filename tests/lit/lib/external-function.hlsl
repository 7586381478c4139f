// A library may call a function it declares but does not define: the call
// goes to an external declaration with the function's mangled name, which
// the linker resolves (DXC); a non-library target reports it.
// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -DPS %s 2>&1 | FileCheck %s --check-prefix=PS
// CHECK: define float @"\01?test@@YAMM@Z"(float %a)
// CHECK: call float @"\01?ext_fn@@YAMM@Z"(float %a)
// CHECK: declare float @"\01?ext_fn@@YAMM@Z"(float)
// PS: error: External function used in non-library profile: \01?ext_fn@@YAMM@Z

float ext_fn(float x);
export float test(float a) { return ext_fn(a) * 2; }
#ifdef PS
float main(float a : A) : SV_Target { return ext_fn(a); }
#endif
