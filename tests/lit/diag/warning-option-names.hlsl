// RUN: hlslc -T ps_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s -fcgl -fdiagnostics-show-option 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s -fcgl -fno-diagnostics-show-option 2>&1 | FileCheck --check-prefix=NOOPT %s
// RUN: not hlslc -T ps_6_0 -E main %s -fcgl -Werror=conversion 2>&1 | FileCheck --check-prefix=WERR %s
// As clang: each warning names the -W option that controls it, after the
// message (-Werror,... when an option made it an error); the code stays.

float4 v;

float2 main() : SV_Target {
  // CHECK: warning: implicit truncation of vector type [-Wconversion] [HL4501]
  // NOOPT: warning: implicit truncation of vector type [HL4501]
  // WERR: error: implicit truncation of vector type [-Werror,-Wconversion] [HL4501]
  return v;
}
