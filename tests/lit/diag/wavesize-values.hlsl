// RUN: not hlslc -T cs_6_8 -E main -D CASE=1 %s 2>&1 | FileCheck %s --check-prefix=POW2
// RUN: not hlslc -T cs_6_8 -E main -D CASE=2 %s 2>&1 | FileCheck %s --check-prefix=ORDER
// RUN: not hlslc -T cs_6_8 -E main -D CASE=3 %s 2>&1 | FileCheck %s --check-prefix=EQUAL
// RUN: not hlslc -T cs_6_8 -E main -D CASE=4 %s 2>&1 | FileCheck %s --check-prefix=PREF
// RUN: not hlslc -T cs_6_8 -E main -D CASE=5 %s 2>&1 | FileCheck %s --check-prefix=POW2
// RUN: hlslc -T cs_6_8 -E main -D CASE=6 %s | FileCheck %s --check-prefix=OK
// [WaveSize(min[, max[, preferred]])]: powers of two in 4-128, min below max,
// preferred within them (DxilWaveSize::Validate's order and DXC's wording).

// POW2: error: WaveSize arguments must be between 4 and 128 and a power of 2
// ORDER: error: Minimum WaveSize value 64 must be less than maximum WaveSize value 32
// EQUAL: error: Wave Size Range minimum and maximum are equal
// PREF: error: Preferred WaveSize value 128 must be between 16 and 64
// OK: !{i32 16, i32 64, i32 32}
#if CASE == 1
[WaveSize(48)]
#elif CASE == 2
[WaveSize(64, 32)]
#elif CASE == 3
[WaveSize(32, 32)]
#elif CASE == 4
[WaveSize(16, 64, 128)]
#elif CASE == 5
[WaveSize(16, 64, 0)]
#else
[WaveSize(16, 64, 32)]
#endif
[numthreads(32, 1, 1)]
void main() {}
