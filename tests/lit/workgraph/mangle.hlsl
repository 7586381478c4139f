// RUN: hlslc -T lib_6_x %s | FileCheck %s
// Node objects in exported functions' names mangle as DXC's built-in
// structs: templates on the record type (U?$NodeOutputArray@UR@@@@), the
// empty kinds plain (UEmptyNodeOutput@@).

struct R { uint a; };

// CHECK: define void @"\01?f@@YAXUEmptyNodeOutput@@U?$NodeOutputArray@UR@@@@@Z"(
export void f(EmptyNodeOutput e, NodeOutputArray<R> a) { e.GroupIncrementOutputCount(1); }

// CHECK: define void @"\01?g@@YA?AU?$DispatchNodeInputRecord@UR@@@@U1@@Z"(
[noinline] export DispatchNodeInputRecord<R> g(DispatchNodeInputRecord<R> input) { return input; }
