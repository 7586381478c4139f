// RUN: hlslc -T lib_6_6 %s 2>&1 | FileCheck %s --check-prefix=IGNORED
// RUN: hlslc -T lib_6_6 -Wno-payload-access-qualifier %s 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: hlslc -T lib_6_6 -enable-payload-qualifiers %s | FileCheck %s --check-prefix=ON
// RUN: hlslc -T lib_6_7 -disable-payload-qualifiers %s 2>&1 | FileCheck %s --check-prefix=IGNORED
// RUN: not hlslc -T lib_6_5 -enable-payload-qualifiers %s 2>&1 | FileCheck %s --check-prefix=OLD
// Payload access qualifiers are on from SM 6.7 (off with
// -disable-payload-qualifiers) and for lib_6_6 with -enable-payload-qualifiers;
// older targets cannot have them. Off, a [raypayload] struct's qualifiers
// are ignored with one warning.

// IGNORED: payload-qualifier-options.hlsl:[[# @LINE + 2]]:21: warning: payload access qualifiers ignored. These are only supported for lib_6_7+ targets and lib_6_6 with with the -enable-payload-qualifiers flag.
// IGNORED-NOT: warning
struct [raypayload] Payload {
  int a : write(caller) : read(closesthit);
};
struct [raypayload] Other {
  int a : write(caller) : read(miss);
};

// QUIET-NOT: warning
// ON: !dx.dxrPayloadAnnotations
// OLD: error: Invalid target for payload access qualifiers. Only lib_6_6 and beyond are supported.
[shader("miss")]
void Miss(inout Payload payload) {}
[shader("closesthit")]
void Hit(inout Other payload, BuiltInTriangleIntersectionAttributes attr) {}
