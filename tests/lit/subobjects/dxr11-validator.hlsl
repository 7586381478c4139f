// RUN: hlslc -T lib_6_3 -validator-version 1.5 %s | FileCheck %s --check-prefix=V15
// RUN: hlslc -T lib_6_3 -validator-version 1.8 %s | FileCheck %s --check-prefix=V18
// Validators 1.5 to 1.7 give every function of a library whose subobjects
// need DXR 1.1 (a RaytracingPipelineConfig1, or a StateObjectConfig allowing
// additions) the Raytracing Tier 1.1 feature; from 1.8 the subobjects do not.
// V15: Raytracing tier 1.1 features
// V18-NOT: Raytracing tier 1.1 features
StateObjectConfig soc = { STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS };
[shader("raygeneration")] void main() {}
