// RUN: hlslc -T cs_6_6 -E main %s -Wno-constant-conversion 2>&1 | FileCheck --allow-empty --check-prefix=NONE %s
// RUN: hlslc -T cs_6_6 -E main %s -Wno-conversion 2>&1 | FileCheck --allow-empty --check-prefix=NONE %s
// RUN: not hlslc -T cs_6_6 -E main %s -Werror=constant-conversion 2>&1 | FileCheck --check-prefix=ERR %s
// -Wconstant-conversion is its own group, inside -Wconversion (clang).
// NONE-NOT: warning
// ERR: error: implicit conversion from 'literal int' to 'int' changes value from 4294967296 to 0 [-Werror,-Wconstant-conversion]
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main() {
  o[0] = 0x100000000;
}
