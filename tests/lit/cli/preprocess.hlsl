// -P preprocesses to <input>.i (or to -Fi FILE), as DXC does.
// RUN: cp %s %t.hlsl
// RUN: hlslc -P %t.hlsl
// RUN: FileCheck %s --input-file %t.i
// RUN: hlslc -P -Fi %t.other %t.hlsl
// RUN: FileCheck %s --input-file %t.other
#define VALUE 42
int x = VALUE;
// CHECK: int x = 42;
