// RUN: not hlslc -T lib_6_6 -enable-payload-qualifiers %s 2>&1 | FileCheck %s
// RUN: not hlslc -T lib_6_7 %s 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_7 -D FIXED %s | FileCheck %s --check-prefix=OK
// With payload access qualifiers on, every field of a [raypayload] struct
// carries them, except fields that are payload structs (which must not).

struct [raypayload] Inner {
  int c : write(caller) : read(closesthit);
};
struct Plain { int x; };

struct [raypayload] Payload {
  int a : write(caller) : read(closesthit);
#ifdef FIXED
  Plain p : write(caller) : read(miss);
  Inner in1;
#else
  // CHECK: payload-qualifier-fields.hlsl:[[# @LINE + 1]]:9: error: payload field 'p' has no payload access qualifiers.
  Plain p;
  // CHECK: payload-qualifier-fields.hlsl:[[# @LINE + 1]]:9: error: payload field 'in1' is a payload struct. Payload access qualifiers are not allowed on payload types.
  Inner in1 : write(caller) : read(closesthit);
#endif
};
// CHECK: payload-qualifier-fields.hlsl:[[# @LINE - 12]]:21: error: payload type 'Payload' requires that all fields carry payload access qualifiers.

// OK: !dx.dxrPayloadAnnotations
[shader("miss")]
void Miss(inout Payload payload) {}
