// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Exported functions and struct types of namespaces get Microsoft C++
// qualified names, innermost first, as DXC mangles them.

namespace N {
  struct S { float x; };
  export float f(S s) { return s.x; }
  namespace M { export float g(float a) { return a; } }
}
export float h(N::S s) { return s.x; }

// CHECK-DAG: define float @"\01?f@N@@YAMUS@1@@Z"(
// CHECK-DAG: define float @"\01?g@M@N@@YAMM@Z"(
// CHECK-DAG: define float @"\01?h@@YAMUS@N@@@Z"(
