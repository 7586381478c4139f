// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A global root signature subobject is compiled as a global root signature:
// the LOCAL_ROOT_SIGNATURE flag is an error there (DXC's message, at the
// string); a local one may have it.
LocalRootSignature lrs = { "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)" };
// CHECK: error-rootsig.hlsl:[[# @LINE + 1]]:29: error: root signature error - LOCAL_ROOT_SIGNATURE flag used in global root signature
GlobalRootSignature grs = { "RootFlags(LOCAL_ROOT_SIGNATURE)" };
