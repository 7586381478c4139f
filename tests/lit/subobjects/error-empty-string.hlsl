// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// The procedural hit group's intersection shader must be named (as the
// root signature and the association's subobject); its hit shaders need not.
TriangleHitGroup ok = { "", "" };
// CHECK: error-empty-string.hlsl:[[# @LINE + 1]]:44: error: empty string not expected here
ProceduralPrimitiveHitGroup pp = { "", "", "" };
