// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: hlslc -T ps_6_0 -E main -D MODS="noperspective centroid" %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T ps_6_0 -E main -D EXTRA=", uint s : SV_SampleIndex" %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T ps_6_0 -E main -D DEPTH=SV_Depth %s | FileCheck %s --check-prefix=OK
// DXC's validator rule Sm.PSConsistentInterp, which DXC applies when it
// compiles: writing SV_DepthGreaterEqual/LessEqual without running per
// sample needs SV_Position interpolated noperspective centroid or sample.

// ERR: error: validation errors
// ERR: Interpolation mode for PS input position must be linear_noperspective_centroid or linear_noperspective_sample when outputting oDepthGE or oDepthLE
// OK: define void @main()

#ifndef MODS
#define MODS
#endif
#ifndef EXTRA
#define EXTRA
#endif
#ifndef DEPTH
#define DEPTH SV_DepthGreaterEqual
#endif

float4 main(MODS float4 p : SV_Position EXTRA, out float d : DEPTH) : SV_Target {
  d = p.z;
  return 1;
}
