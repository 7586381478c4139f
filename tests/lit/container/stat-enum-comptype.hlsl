// A constant-buffer variable of enum type is annotated (component type, tag 7)
// with the enum's integer type as clang computes it, which DXC's reflection
// reports: an unscoped enum without a written type and without negative
// enumerators is unsigned (5, reflected as "dword"), with a negative one int
// (4); a scoped enum is int unless written otherwise; a written type is kept.
// (The enum's promotion type, which arithmetic uses, stays int.)
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s

// CHECK: !{i32 6, !"mode", i32 3, i32 0, i32 7, i32 5, i32 9, i1 true}
// CHECK: !{i32 6, !"sg", i32 3, i32 4, i32 7, i32 4, i32 9, i1 true}
// CHECK: !{i32 6, !"sc", i32 3, i32 8, i32 7, i32 4, i32 9, i1 true}
// CHECK: !{i32 6, !"fx", i32 3, i32 12, i32 7, i32 5, i32 9, i1 true}

enum Mode { ModeA, ModeB };
enum Signed { SNeg = -1, SPos };
enum class Scoped { X, Y };
enum Fixed : uint { FA };
cbuffer Params : register(b0) {
  Mode mode;
  Signed sg;
  Scoped sc;
  Fixed fx;
};
RWBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main() { o[0] = (uint)mode + (int)sg + (int)sc + (uint)fx; }
