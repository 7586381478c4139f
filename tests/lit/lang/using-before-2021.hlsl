// RUN: hlslc -T ps_6_0 -E main -HV 2018 %s -fcgl 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -HV 2021 %s -fcgl 2>&1 | FileCheck --check-prefix=HV2021 %s
// `using namespace` and alias declarations are HLSL 2021 features that
// DXC accepts in older versions with a warning; using-declarations
// (using N::f) take none.
// HV2021-NOT: warning

namespace n {
  // CHECK: using-before-2021.hlsl:[[# @LINE + 1]]:3: warning: keyword 'using' is a HLSL 2021 feature, and is available in older versions as a non-portable extension.
  using f = float;
  namespace n2 { f twice(f a) { return a * 2; } }
}
// CHECK: using-before-2021.hlsl:[[# @LINE + 1]]:1: warning: keyword 'using'
using namespace n;
// CHECK-NOT: :[[# @LINE + 1]]:{{.*}}warning
using n2::twice;

float main(float a : A) : SV_Target {
  // CHECK: using-before-2021.hlsl:[[# @LINE + 1]]:3: warning: keyword 'using'
  using g = f;
  g r = twice(a);
  return r;
}
