// RUN: hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_3 -Wno-conversion %s 2>&1 | FileCheck %s --check-prefix=OFF
// A float literal that a uint field truncates: clang's -Wliteral-conversion
// (part of -Wconversion), with the value as LLVM prints it.
// OFF-NOT: warning
// CHECK: literal-conversion.hlsl:[[# @LINE + 1]]:32: warning: implicit conversion from 'float' to 'unsigned int' changes value from 512.15002 to 512 [-Wliteral-conversion]
RaytracingPipelineConfig a = { 512.15f };
// CHECK: literal-conversion.hlsl:[[# @LINE + 1]]:32: warning: implicit conversion from 'literal float' to 'unsigned int' changes value from 3.75 to 3 [-Wliteral-conversion]
RaytracingPipelineConfig b = { 3.75 };
// CHECK: literal-conversion.hlsl:[[# @LINE + 1]]:36: warning: implicit conversion from 'float' to 'unsigned int' changes value from 0.0070000002 to 0 [-Wliteral-conversion]
RaytracingShaderConfig c = { 1.0f, 7.0e-3f };
// CHECK: ; RaytracingPipelineConfig a = { MaxTraceRecursionDepth = 512 };
